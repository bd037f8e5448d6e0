/* hud.c - the text strip, the help overlay and showvalue's digits.
 * SPDX-License-Identifier: MIT */
#include "hud.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fontfind.h"
#include "keys.h"
#include "lang.h"

/* The font built into the binary (generated from assets/ at build time). */
extern const unsigned char mazedfs_font[];
extern const unsigned long mazedfs_font_size;

#define HUD_PT 14
#define HUD_PAD 4
static const SDL_Color text_color = {224, 224, 224, 255};
static const SDL_Color win_color = {255, 230, 64, 255};
static const SDL_Color value_color = {255, 255, 0, 255}; /* the lab's yellow */

static TTF_Font *open_font(const hud *h, int pt)
{
    if (h->font_file[0])
        return TTF_OpenFontIndex(h->font_file, pt, h->font_index);
    SDL_RWops *rw = SDL_RWFromConstMem(mazedfs_font, (int)mazedfs_font_size);
    return rw ? TTF_OpenFontRW(rw, 1, pt) : NULL;
}

/* Whether f lacks a glyph of the UTF-8 text (control characters aside). */
static bool lacks_glyphs(TTF_Font *f, const char *text)
{
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
        Uint32 c = *p, more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
        c &= more ? 0x3f >> more : 0x7f;
        for (p++; more && (*p & 0xc0) == 0x80; more--, p++)
            c = c << 6 | (*p & 0x3f);
        if (c >= 0x20 && !TTF_GlyphIsProvided32(f, c))
            return true;
    }
    return false;
}

/* The translated words the window shows, for the glyph check: the help
 * and the HUD's lines; malloc'd, NULL when memory ran out. */
static char *sample_words(void)
{
    char *help = hud_help_text();
    const char *more[] = {
        _("generating"), _("play%s%s: %llu moves  %d s%s%s  %s"),
        _("%s%s  step %llu%s  delay %s%s"), _("solver %s%s%s (O)"),
        _("ESCAPED: %llu moves in %.1f s  optimal %.0f%% (shortest %zu)  hints %u%s")};
    size_t n = help ? strlen(help) + 1 : 0;
    for (size_t i = 0; help && i < sizeof more / sizeof more[0]; i++)
        n += strlen(more[i]);
    char *text = help ? realloc(help, n) : NULL;
    for (size_t i = 0; text && i < sizeof more / sizeof more[0]; i++)
        strcat(text, more[i]);
    if (!text)
        free(help);
    return text;
}

/* The built-in font has Latin, Greek and Cyrillic letters; a translation
 * in others gets an installed font that has them, or goes back to English
 * rather than show empty boxes. */
static void choose_font(hud *h)
{
    char lang[32];
    char *text = lang_name(lang, sizeof lang) ? sample_words() : NULL;
    if (!text || !lacks_glyphs(h->font, text)) {
        free(text);
        return;
    }
    TTF_Font *f = NULL;
    if (io_font_find(text, lang, true, h->font_file, sizeof h->font_file, &h->font_index, NULL,
                     0) == 0 &&
        (f = open_font(h, HUD_PT)) && !lacks_glyphs(f, text)) {
        TTF_CloseFont(h->font);
        h->font = f;
    } else {
        if (f)
            TTF_CloseFont(f);
        h->font_file[0] = '\0';
        fprintf(stderr,
                "mazedfs: no installed font has the letters of the %s words; showing "
                "English\n",
                lang);
        lang_english();
    }
    free(text);
}

int hud_init(hud *h, SDL_Renderer *ren)
{
    memset(h, 0, sizeof *h);
    h->ren = ren;
    h->font = open_font(h, HUD_PT);
    if (!h->font)
        return -1;
    choose_font(h);
    h->height = HUD_LINES * TTF_FontLineSkip(h->font) + 2 * HUD_PAD;
    return 0;
}

static void free_values(hud *h)
{
    for (int i = 0; i < 256; i++)
        if (h->values[i])
            SDL_DestroyTexture(h->values[i]);
    memset(h->values, 0, sizeof h->values);
    if (h->value_font)
        TTF_CloseFont(h->value_font);
    h->value_font = NULL;
}

void hud_free(hud *h)
{
    for (int i = 0; i < HUD_LINES; i++)
        if (h->lines[i].tex)
            SDL_DestroyTexture(h->lines[i].tex);
    if (h->help)
        SDL_DestroyTexture(h->help);
    free_values(h);
    if (h->font)
        TTF_CloseFont(h->font);
    memset(h, 0, sizeof *h);
}

/* A texture of text in colour c, or NULL (then nothing is drawn). With
 * lines, the text breaks at its newlines only. */
static SDL_Texture *render_text(SDL_Renderer *ren, TTF_Font *f, const char *text, SDL_Color c,
                                bool lines, int *w, int *hgt)
{
    SDL_Surface *s =
        lines ? TTF_RenderUTF8_Blended_Wrapped(f, text, c, 0) : TTF_RenderUTF8_Blended(f, text, c);
    if (!s)
        return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(ren, s);
    if (t) /* smooth when a long line is shrunk to fit */
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    *w = s->w;
    *hgt = s->h;
    SDL_FreeSurface(s);
    return t;
}

void hud_set(hud *h, int line, const char *text, bool highlight)
{
    hud_line *l = &h->lines[line];
    if (l->tex && l->highlight == highlight && strncmp(l->text, text, HUD_TEXT_MAX - 1) == 0)
        return;
    snprintf(l->text, sizeof l->text, "%s", text);
    l->highlight = highlight;
    if (l->tex)
        SDL_DestroyTexture(l->tex);
    l->tex = *text ? render_text(h->ren, h->font, l->text, highlight ? win_color : text_color,
                                 false, &l->w, &l->h)
                   : NULL;
}

/* Where a line of text goes in a strip width pixels wide: as it is when it
 * fits, else shrunk (down to HUD_MIN_TEXT_SCALE) so a long seed or a narrow
 * window does not cut the line off; past that it is clipped at the edge. */
static SDL_Rect fit_line(const hud_line *l, int width, int y)
{
    SDL_Rect r = {HUD_PAD * 2, y, l->w, l->h};
    int room = width - 4 * HUD_PAD;
    if (l->w <= room || l->w <= 0)
        return r;
    double k = (double)room / l->w;
    if (k < HUD_MIN_TEXT_SCALE)
        k = HUD_MIN_TEXT_SCALE;
    r.w = (int)(l->w * k);
    r.h = (int)(l->h * k);
    r.y = y + (l->h - r.h) / 2;
    return r;
}

void hud_draw(hud *h, int width)
{
    SDL_Rect strip = {0, 0, width, h->height};
    SDL_SetRenderDrawColor(h->ren, 24, 24, 24, 255);
    SDL_RenderFillRect(h->ren, &strip);
    int y = HUD_PAD;
    for (int i = 0; i < HUD_LINES; i++) {
        hud_line *l = &h->lines[i];
        if (l->tex) {
            SDL_Rect r = fit_line(l, width - h->reserve, y);
            SDL_RenderCopy(h->ren, l->tex, NULL, &r);
        }
        y += TTF_FontLineSkip(h->font);
    }
}

char *hud_help_text(void)
{
    size_t n = keys_help(NULL, 0) + 1; /* the whole text, however long it grows */
    char *text = malloc(n);
    if (text)
        keys_help(text, n);
    return text;
}

static SDL_Texture *make_help(hud *h, int *w, int *hgt)
{
    char *text = hud_help_text();
    SDL_Texture *t = text ? render_text(h->ren, h->font, text, text_color, true, w, hgt) : NULL;
    free(text);
    return t;
}

void hud_draw_help(hud *h, int w, int hgt)
{
    int tw = 0, th = 0;
    if (!h->help)
        h->help = make_help(h, &tw, &th);
    if (h->help)
        hud_draw_box(h, h->help, w, hgt);
}

SDL_Texture *hud_text_texture(hud *h, const char *text)
{
    int w, hgt;
    return render_text(h->ren, h->font, text, text_color, true, &w, &hgt);
}

void hud_draw_box(hud *h, SDL_Texture *tex, int w, int hgt)
{
    int tw = 0, th = 0;
    SDL_QueryTexture(tex, NULL, NULL, &tw, &th);
    /* Shrunk to fit a small window: the key list has grown past 400 px. */
    double k = 1, kw = (double)(w - 28) / tw, kh = (double)(hgt - 28) / th;
    k = kw < k ? kw : k;
    k = kh < k ? kh : k;
    k = k < HUD_MIN_TEXT_SCALE ? HUD_MIN_TEXT_SCALE : k;
    tw = (int)(tw * k);
    th = (int)(th * k);
    SDL_Rect box = {(w - tw) / 2 - 12, (hgt - th) / 2 - 12, tw + 24, th + 24};
    SDL_SetRenderDrawBlendMode(h->ren, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(h->ren, 0, 0, 0, 220);
    SDL_RenderFillRect(h->ren, &box);
    SDL_SetRenderDrawColor(h->ren, 0, 255, 0, 255);
    SDL_RenderDrawRect(h->ren, &box);
    SDL_Rect r = {box.x + 12, box.y + 12, tw, th};
    SDL_RenderCopy(h->ren, tex, NULL, &r);
}

void hud_draw_value(hud *h, int value, SDL_Rect cell, int cell_px)
{
    if (value < 0 || value > 255 || cell_px < HUD_MIN_VALUE_CELL)
        return;
    if (cell_px != h->value_px) {
        free_values(h);
        h->value_px = cell_px;
    }
    if (!h->value_font && !(h->value_font = open_font(h, cell_px * 2 / 3)))
        return;
    int w, hgt;
    if (!h->values[value]) {
        char digits[4];
        snprintf(digits, sizeof digits, "%d", value);
        h->values[value] = render_text(h->ren, h->value_font, digits, value_color, false, &w, &hgt);
        if (!h->values[value])
            return;
    }
    SDL_QueryTexture(h->values[value], NULL, NULL, &w, &hgt);
    SDL_Rect r = {cell.x + (cell.w - w) / 2, cell.y + (cell.h - hgt) / 2, w, hgt};
    SDL_RenderCopy(h->ren, h->values[value], NULL, &r);
}
