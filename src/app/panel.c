/* panel.c - the algorithm panel: pseudo-code lines as textures made once
 * per algorithm, the current line on a bar, the state line below.
 * SPDX-License-Identifier: MIT */
#include "panel.h"

#include <stdio.h>
#include <string.h>

#include "lang.h"
#include "mazedfs/endwords.h"

#define PAD 8
static const SDL_Color text_color = {224, 224, 224, 255};
static const SDL_Color dim_color = {150, 150, 150, 255};
static const SDL_Color state_color = {255, 230, 64, 255};

void panel_free(panel *p)
{
    for (int i = 0; i <= PANEL_MAX_LINES; i++) {
        if (p->lines[i])
            SDL_DestroyTexture(p->lines[i]);
        if (i < PANEL_MAX_LINES && p->nums[i])
            SDL_DestroyTexture(p->nums[i]);
    }
    if (p->state_tex)
        SDL_DestroyTexture(p->state_tex);
    memset(p, 0, sizeof *p);
}

/* A texture of s in colour c; wrap > 0 breaks it into lines that wide. */
static SDL_Texture *text_tex(SDL_Renderer *ren, TTF_Font *font, const char *s, SDL_Color c,
                             int wrap)
{
    SDL_Surface *surf = !*s    ? NULL
                        : wrap ? TTF_RenderUTF8_Blended_Wrapped(font, s, c, (Uint32)wrap)
                               : TTF_RenderUTF8_Blended(font, s, c);
    if (!surf)
        return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(ren, surf);
    SDL_FreeSurface(surf);
    return t;
}

/* Makes the code's textures when the algorithm or the panel's width
 * (wrap, the text's room) changed: each line's number, then its words
 * broken to the room right of the numbers, so a long line goes on below
 * itself instead of being cut at the panel's edge. */
static void ensure_lines(panel *p, SDL_Renderer *ren, TTF_Font *font, const char *const *code,
                         const char *title, const mz_grid *grid, int wrap)
{
    int kind = grid ? mz_code_ends_kind(grid) : 0;
    if (p->code == code && p->lines[PANEL_MAX_LINES] && strcmp(p->title, title) == 0 &&
        p->ends_kind == kind && p->wrap == wrap)
        return;
    panel_free(p);
    p->code = code;
    p->ends_kind = kind;
    p->wrap = wrap;
    snprintf(p->title, sizeof p->title, "%s", title);
    if (TTF_SizeUTF8(font, "00  ", &p->num_w, NULL) != 0)
        p->num_w = 0;
    int room = wrap - p->num_w > 1 ? wrap - p->num_w : 1;
    for (int i = 0; code && code[i] && i < PANEL_MAX_LINES; i++) {
        char num[8];
        snprintf(num, sizeof num, "%2d", i + 1);
        p->nums[i] = text_tex(ren, font, num, text_color, 0);
        p->lines[i] = text_tex(ren, font, _(grid ? mz_code_line_for(code[i], grid) : code[i]),
                               text_color, room);
    }
    p->lines[PANEL_MAX_LINES] = text_tex(ren, font, title, dim_color, 0);
}

static void blit(SDL_Renderer *ren, SDL_Texture *t, int x, int y, int max_w)
{
    int w, h;
    if (!t || SDL_QueryTexture(t, NULL, NULL, &w, &h) != 0)
        return;
    SDL_Rect src = {0, 0, w < max_w ? w : max_w, h};
    SDL_Rect dst = {x, y, src.w, h};
    SDL_RenderCopy(ren, t, &src, &dst);
}

/* The height of t, 0 if none. */
static int tex_h(SDL_Texture *t)
{
    int h = 0;
    return t && SDL_QueryTexture(t, NULL, NULL, NULL, &h) == 0 ? h : 0;
}

void panel_draw(panel *p, SDL_Renderer *ren, TTF_Font *font, SDL_Rect r, const panel_content *c)
{
    int wrap = r.w - 2 * PAD;
    ensure_lines(p, ren, font, c->code, c->title, c->grid, wrap);
    if (!p->state_tex || strcmp(c->state, p->state) != 0) {
        if (p->state_tex)
            SDL_DestroyTexture(p->state_tex);
        snprintf(p->state, sizeof p->state, "%s", c->state);
        p->state_tex = text_tex(ren, font, p->state, state_color, wrap);
    }
    SDL_SetRenderDrawBlendMode(ren, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(ren, 16, 16, 16, 230);
    SDL_RenderFillRect(ren, &r);
    int skip = TTF_FontLineSkip(font), y = r.y + PAD;
    blit(ren, p->lines[PANEL_MAX_LINES], r.x + PAD, y, wrap);
    y += skip + PAD;
    for (int i = 0; i < PANEL_MAX_LINES && p->nums[i]; i++) {
        int h = tex_h(p->lines[i]);
        h = h > skip ? h : skip;
        if (i + 1 == c->line) {
            SDL_SetRenderDrawColor(ren, 0, 110, 0, 255);
            SDL_RenderFillRect(ren, &(SDL_Rect){r.x + 2, y, r.w - 4, h});
        }
        blit(ren, p->nums[i], r.x + PAD, y, wrap);
        blit(ren, p->lines[i], r.x + PAD + p->num_w, y, wrap - p->num_w);
        y += h;
    }
    blit(ren, p->state_tex, r.x + PAD, y + PAD, wrap);
}

void panel_layout(int maze_w, SDL_Rect *maze, SDL_Rect *where)
{
    int room = maze->w - maze_w, w;
    if (room >= PANEL_MIN_W) { /* beside the maze */
        w = room < PANEL_W ? room : PANEL_W;
        *where = (SDL_Rect){maze->x + maze->w - w, maze->y, w, maze->h};
        maze->w -= w;
        return;
    }
    w = maze->w / 2 > PANEL_MIN_W ? maze->w / 2 : PANEL_MIN_W;
    w = w < PANEL_W ? w : PANEL_W;
    w = w < maze->w ? w : maze->w;
    *where = (SDL_Rect){maze->x + maze->w - w, maze->y, w, maze->h};
}

int panel_window_w(int maze_w, int min_w, int usable_w)
{
    int plain = maze_w > min_w ? maze_w : min_w;
    if (plain - maze_w >= PANEL_MIN_W || maze_w + PANEL_MIN_W > usable_w)
        return plain; /* room beside it already, or none to be had: over it */
    return maze_w + PANEL_W < usable_w ? maze_w + PANEL_W : usable_w;
}
