/* panel.c - the algorithm panel: pseudo-code lines as textures made once
 * per algorithm, the current line on a bar, the state line below.
 * SPDX-License-Identifier: MIT */
#include "panel.h"

#include <string.h>

#include "app.h"

#define PAD 8
static const SDL_Color text_color = {224, 224, 224, 255};
static const SDL_Color dim_color = {150, 150, 150, 255};
static const SDL_Color state_color = {255, 230, 64, 255};

void panel_free(panel *p)
{
    for (int i = 0; i <= PANEL_MAX_LINES; i++)
        if (p->lines[i])
            SDL_DestroyTexture(p->lines[i]);
    if (p->state_tex)
        SDL_DestroyTexture(p->state_tex);
    memset(p, 0, sizeof *p);
}

/* A texture of s in colour c; wrap > 0 breaks it into lines that wide. */
static SDL_Texture *text_tex(app *a, const char *s, SDL_Color c, int wrap)
{
    SDL_Surface *surf = !*s    ? NULL
                        : wrap ? TTF_RenderUTF8_Blended_Wrapped(a->hud.font, s, c, (Uint32)wrap)
                               : TTF_RenderUTF8_Blended(a->hud.font, s, c);
    if (!surf)
        return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(a->ren, surf);
    SDL_FreeSurface(surf);
    return t;
}

/* The running algorithm's code (NULL for a phase without any) and title. */
static const char *const *running_code(const app *a, const char **title)
{
    static const char *const trace_code[] = {"find the shortest path (breadth first)",
                                             "mark its cells from the start to the exit", NULL};
    switch (a->phase) {
    case PHASE_GENERATE: *title = a->opt.gen->name; return a->opt.gen->code;
    case PHASE_BRAID: *title = "braid: opening dead ends"; return mz_braid_code;
    case PHASE_SOLVE: *title = a->opt.solver->name; return a->opt.solver->code;
    case PHASE_TRACE: *title = "trace the shortest path"; return trace_code;
    case PHASE_PLAY: break;
    }
    *title = "play: no algorithm running";
    return NULL;
}

/* Makes the code's textures when the algorithm changed. */
static void ensure_lines(app *a, const char *const *code, const char *title)
{
    panel *p = &a->panel;
    if (p->code == code && p->lines[PANEL_MAX_LINES] && strcmp(p->title, title) == 0)
        return;
    panel_free(p);
    p->code = code;
    snprintf(p->title, sizeof p->title, "%s", title);
    for (int i = 0; code && code[i] && i < PANEL_MAX_LINES; i++) {
        char line[80];
        snprintf(line, sizeof line, "%2d  %s", i + 1, code[i]);
        p->lines[i] = text_tex(a, line, text_color, 0);
    }
    p->lines[PANEL_MAX_LINES] = text_tex(a, title, dim_color, 0);
}

/* The state line: the generator's own, or the phase's counts. */
static void state_text(app *a, char *buf, size_t n)
{
    char own[128] = "";
    if (a->phase == PHASE_GENERATE && a->gen)
        mz_gen_describe(a->gen, own, sizeof own);
    else if (a->phase == PHASE_SOLVE && a->solver)
        snprintf(own, sizeof own, "cells entered %llu%s",
                 (unsigned long long)mz_solve_visits(a->solver),
                 mz_solve_found(a->solver) ? ", the exit is found" : "");
    else if (a->phase == PHASE_TRACE)
        snprintf(own, sizeof own, "path cells marked %zu of %zu", a->trace_i, a->path.length);
    if (timeline_behind(a))
        snprintf(buf, n, "step %llu of %llu logged\nthe state at step %llu: %s",
                 (unsigned long long)a->tl.pos, (unsigned long long)a->tl.log.n,
                 (unsigned long long)a->tl.log.n, own);
    else
        snprintf(buf, n, "step %llu\n%s", (unsigned long long)a->phase_steps, own);
}

static void blit(app *a, SDL_Texture *t, int x, int y, int max_w)
{
    int w, h;
    if (!t || SDL_QueryTexture(t, NULL, NULL, &w, &h) != 0)
        return;
    SDL_Rect src = {0, 0, w < max_w ? w : max_w, h};
    SDL_Rect dst = {x, y, src.w, h};
    SDL_RenderCopy(a->ren, t, &src, &dst);
}

void panel_draw(app *a, SDL_Rect r)
{
    const char *title;
    const char *const *code = running_code(a, &title);
    ensure_lines(a, code, title);
    panel *p = &a->panel;
    char state[sizeof p->state];
    state_text(a, state, sizeof state);
    if (!p->state_tex || strcmp(state, p->state) != 0) {
        if (p->state_tex)
            SDL_DestroyTexture(p->state_tex);
        snprintf(p->state, sizeof p->state, "%s", state);
        p->state_tex = text_tex(a, state, state_color, r.w - 2 * PAD);
    }
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(a->ren, 16, 16, 16, 230);
    SDL_RenderFillRect(a->ren, &r);
    int skip = TTF_FontLineSkip(a->hud.font), y = r.y + PAD, cur = timeline_line(a);
    blit(a, p->lines[PANEL_MAX_LINES], r.x + PAD, y, r.w - 2 * PAD);
    y += skip + PAD;
    for (int i = 0; i < PANEL_MAX_LINES && p->lines[i]; i++, y += skip) {
        if (i + 1 == cur) {
            SDL_SetRenderDrawColor(a->ren, 0, 110, 0, 255);
            SDL_RenderFillRect(a->ren, &(SDL_Rect){r.x + 2, y, r.w - 4, skip});
        }
        blit(a, p->lines[i], r.x + PAD, y, r.w - 2 * PAD);
    }
    blit(a, p->state_tex, r.x + PAD, y + PAD, r.w - 2 * PAD);
}

void panel_layout(const app *a, SDL_Rect *maze, SDL_Rect *where)
{
    *where = (SDL_Rect){maze->x + maze->w - PANEL_W, maze->y, PANEL_W, maze->h};
    if (maze->w - PANEL_W >= a->view.fit.tw)
        maze->w -= PANEL_W;
}

void panel_toggle(app *a)
{
    a->show_code = !a->show_code;
    a->redraw = true;
    int w, h;
    SDL_GetWindowSize(a->win, &w, &h);
    if (!a->show_code || w >= a->view.fit.tw + PANEL_W)
        return;
    SDL_Rect usable;
    int d = SDL_GetWindowDisplayIndex(a->win);
    if (SDL_GetDisplayUsableBounds(d < 0 ? 0 : d, &usable) == 0 &&
        a->view.fit.tw + PANEL_W <= usable.w)
        SDL_SetWindowSize(a->win, a->view.fit.tw + PANEL_W, h);
}
