/* hud.c - the text strip, the help overlay and showvalue's digits.
 * SPDX-License-Identifier: MIT */
#include "hud.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fontfind.h"
#include "keys.h"
#include "lang.h"
#include "mazedfs/cli.h"

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

static int clamp_pct(int pct)
{
    return pct < MZ_TEXT_PCT_MIN ? MZ_TEXT_PCT_MIN : pct > MZ_TEXT_PCT_MAX ? MZ_TEXT_PCT_MAX : pct;
}

static int point_size(int pct) { return (HUD_PT * pct + 50) / 100; }

/* The strip's height for nrows rows. */
static int strip_height(const hud *h) { return h->nrows * TTF_FontLineSkip(h->font) + 2 * HUD_PAD; }

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
    const char *more[] = {_("generating"),
                          _("play%s%s: %llu moves%s  %d s%s  %s"),
                          _("%s%s  step %llu%s  delay %s%s"),
                          _("solver "),
                          _("ESCAPED: %llu moves, %.1f s, %.0f%% optimal  hints %u%s"),
                          _("EXIT REACHED: %llu moves, %.1f s, %.0f%% optimal  hints %u%s")};
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
        (f = open_font(h, point_size(h->pct))) && !lacks_glyphs(f, text)) {
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

int hud_init(hud *h, SDL_Renderer *ren, int pct)
{
    memset(h, 0, sizeof *h);
    h->ren = ren;
    h->pct = clamp_pct(pct);
    h->font = open_font(h, point_size(h->pct));
    if (!h->font)
        return -1;
    choose_font(h);
    h->nrows = HUD_ROWS_MAX;
    h->height = strip_height(h);
    return 0;
}

static void free_rows(hud *h)
{
    for (int i = 0; i < HUD_ROWS_MAX; i++) {
        for (int k = 0; k < h->rows[i].nwords; k++)
            if (h->rows[i].words[k].tex && !h->rows[i].words[k].shared)
                SDL_DestroyTexture(h->rows[i].words[k].tex);
        memset(&h->rows[i], 0, sizeof h->rows[i]);
    }
    for (int c = 0; c < 2; c++)
        for (int d = 0; d < 10; d++)
            if (h->digits[c][d].tex)
                SDL_DestroyTexture(h->digits[c][d].tex);
    memset(h->digits, 0, sizeof h->digits);
    h->laid_room = 0;
}

static void free_help(hud *h)
{
    for (int i = 0; i < h->help_n; i++)
        if (h->help[i])
            SDL_DestroyTexture(h->help[i]);
    free(h->help);
    h->help = NULL;
    h->help_n = h->help_w = 0;
}

int hud_set_scale(hud *h, int pct)
{
    pct = clamp_pct(pct);
    TTF_Font *f = pct == h->pct ? NULL : open_font(h, point_size(pct));
    if (!f)
        return pct == h->pct ? 0 : -1;
    TTF_CloseFont(h->font);
    h->font = f;
    h->pct = pct;
    free_rows(h);
    free_help(h);
    if (h->card)
        SDL_DestroyTexture(h->card);
    h->card = NULL;
    for (int i = 0; i < HUD_LINES; i++) /* the new size measures again */
        h->lines[i].cut_for = 0;
    h->height = strip_height(h);
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
    free_rows(h);
    free_help(h);
    if (h->card)
        SDL_DestroyTexture(h->card);
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
    if (l->highlight == highlight && strncmp(l->text, text, HUD_TEXT_MAX - 1) == 0)
        return;
    snprintf(l->text, sizeof l->text, "%s", text);
    l->highlight = highlight;
    l->cut_for = 0;
    h->laid_room = 0;
}

bool hud_fits(hud *h, int width, int hgt)
{
    int advance = 0;
    TTF_GlyphMetrics(h->font, 'M', NULL, NULL, NULL, NULL, &advance);
    int rows_h = HUD_ROWS_MAX * TTF_FontLineSkip(h->font) + 2 * HUD_PAD;
    return width - 4 * HUD_PAD >= HUD_WIDE_CHARS / 2 * advance && rows_h * 3 <= hgt;
}

int hud_layout(hud *h, int width)
{
    int advance = 0;
    TTF_GlyphMetrics(h->font, 'M', NULL, NULL, NULL, NULL, &advance);
    int nrows = width - 4 * HUD_PAD >= HUD_WIDE_CHARS * advance ? HUD_LINES : HUD_ROWS_MAX;
    if (nrows != h->nrows)
        h->laid_room = 0;
    h->nrows = nrows;
    h->height = strip_height(h);
    return h->height;
}

/* How wide text's first n bytes are in font f. */
static int width_of(TTF_Font *f, const char *text, size_t n)
{
    char part[HUD_TEXT_MAX];
    snprintf(part, sizeof part, "%.*s", (int)n, text);
    int w = 0;
    TTF_SizeUTF8(f, part, &w, NULL);
    return w;
}

/* Where text (too wide for room) is best cut in two: at a word gap (two
 * spaces, the strip's separator, else one) where both parts fit, as late
 * as can be; else at the latest gap where the start fits; else nowhere
 * (strlen(text)). */
static size_t cut_at(TTF_Font *f, const char *text, int room, int room_rest)
{
    size_t len = strlen(text), start_fits = len;
    for (int gap = 2; gap >= 1; gap--)
        for (size_t n = len; n-- > 1;) {
            if (text[n] != ' ' || (gap == 2 && text[n - 1] != ' '))
                continue;
            size_t end = n + 1 - gap, rest = n + 1;
            if (width_of(f, text, end) > room)
                continue;
            if (width_of(f, text + rest, len - rest) <= room_rest)
                return end;
            start_fits = start_fits == len ? end : start_fits;
        }
    return start_fits;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* Splits text into words at its spaces and digits, each digit a word (the
 * last word takes the rest), in out; returns how many. */
static int split_words(const char *text, hud_word *out)
{
    int n = 0;
    for (size_t i = 0; text[i];) {
        if (text[i] == ' ') {
            i++;
            continue;
        }
        size_t end = i + 1;
        if (n + 1 == HUD_WORDS_MAX)
            end = strlen(text);
        else if (!is_digit(text[i]))
            while (text[end] && text[end] != ' ' && !is_digit(text[end]))
                end++;
        out[n++] = (hud_word){NULL, 0, 0, 0, (unsigned char)i, (unsigned char)(end - i), false};
        i = end;
    }
    return n;
}

/* Gives w the hud's texture of its digit d in colour c (hl: the
 * highlight's), made on first use. */
static void digit_word(hud *h, int d, bool hl, hud_word *w, SDL_Color c)
{
    hud_word *made = &h->digits[hl][d];
    if (!made->tex) {
        char digit[2] = {(char)('0' + d), '\0'};
        made->tex = render_text(h->ren, h->font, digit, c, false, &made->w, &made->h);
    }
    w->tex = made->tex;
    w->w = made->w;
    w->h = made->h;
    w->shared = true;
}

/* Gives w the texture of an old word of row (NULL: none) with the same
 * text, if there is one (the old word loses it); else renders it. */
static void make_word(hud *h, hud_row *row, const char *text, hud_word *w, SDL_Color c, bool hl)
{
    if (w->len == 1 && is_digit(text[w->at])) {
        digit_word(h, text[w->at] - '0', hl, w, c);
        return;
    }
    for (int k = 0; row && k < row->nwords; k++) {
        hud_word *old = &row->words[k];
        if (old->tex && !old->shared && old->len == w->len &&
            memcmp(row->text + old->at, text + w->at, w->len) == 0) {
            w->tex = old->tex;
            w->w = old->w;
            w->h = old->h;
            old->tex = NULL;
            return;
        }
    }
    char word[HUD_TEXT_MAX];
    snprintf(word, sizeof word, "%.*s", (int)w->len, text + w->at);
    w->tex = render_text(h->ren, h->font, word, c, false, &w->w, &w->h);
}

/* The next code point of UTF-8 text at *p (moved past it). */
static Uint32 next_code(const unsigned char **p)
{
    Uint32 c = **p, more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
    c &= more ? 0x3f >> more : 0x7f;
    for ((*p)++; more && (**p & 0xc0) == 0x80; more--, (*p)++)
        c = c << 6 | (**p & 0x3f);
    return c;
}

/* The pen's advance over text's first n bytes: the sum of its glyphs'
 * advances, as a line rendered whole moves it (no shaping: the glyphs'
 * metrics are cached by SDL2_ttf). */
static int advance_of(TTF_Font *f, const char *text, size_t n)
{
    const unsigned char *p = (const unsigned char *)text, *end = p + n;
    int x = 0;
    while (p < end && *p) {
        int adv = 0;
        TTF_GlyphMetrics32(f, next_code(&p), NULL, NULL, NULL, NULL, &adv);
        x += adv;
    }
    return x;
}

/* Where a word's texture starts from its pen position: left of it when its
 * first glyph reaches back (a negative bearing), as SDL2_ttf renders it. */
static int word_left(TTF_Font *f, const char *word)
{
    const unsigned char *p = (const unsigned char *)word;
    int minx = 0;
    TTF_GlyphMetrics32(f, next_code(&p), &minx, NULL, NULL, NULL, NULL);
    return minx < 0 ? minx : 0;
}

static bool same_word(const char *old_text, const hud_word *o, const char *text, const hud_word *w)
{
    return o->len == w->len && o->x == w->x && o->w == w->w &&
           memcmp(old_text + o->at, text + w->at, w->len) == 0;
}

/* Widens row's changed part by what differs between its words and the n
 * words w of text: the words from the first that differs to the last. */
static void mark_changed(hud_row *row, const char *text, const hud_word *w, int n)
{
    const hud_word *o = row->words;
    int m = row->nwords, a = 0, b = 0;
    while (a < m && a < n && same_word(row->text, &o[a], text, &w[a]))
        a++;
    while (b < m - a && b < n - a && same_word(row->text, &o[m - 1 - b], text, &w[n - 1 - b]))
        b++;
    for (int i = a; i < m - b + n - b - a; i++) {
        const hud_word *x = i < m - b ? &o[i] : &w[i - (m - b) + a];
        bool none = row->x1 <= row->x0;
        row->x0 = none || x->x < row->x0 ? x->x : row->x0;
        row->x1 = none || x->x + x->w > row->x1 ? x->x + x->w : row->x1;
    }
}

/* Sets row r to text's first n bytes: its words are placed where a line
 * rendered whole puts them, the pen moved by each glyph's advance. */
static void set_row(hud *h, int r, const char *text, size_t n, bool highlight)
{
    hud_row *row = &h->rows[r];
    char part[HUD_TEXT_MAX];
    snprintf(part, sizeof part, "%.*s", (int)n, text);
    if (row->highlight == highlight && strcmp(row->text, part) == 0 && (row->made || !*part))
        return;
    h->changed |= 1u << r;
    hud_word words[HUD_WORDS_MAX];
    int nw = split_words(part, words), space = advance_of(h->font, " ", 1), x = 0;
    bool same = row->highlight == highlight; /* else no old word is of use */
    row->made = true;
    row->h = TTF_FontHeight(h->font);
    for (int k = 0; k < nw; k++) {
        make_word(h, same ? row : NULL, part, &words[k], highlight ? win_color : text_color,
                  highlight);
        row->made &= words[k].tex != NULL;
        row->h = words[k].tex && words[k].h > row->h ? words[k].h : row->h;
    }
    for (int k = 0; k < row->nwords; k++)
        if (row->words[k].tex && !row->words[k].shared)
            SDL_DestroyTexture(row->words[k].tex);
    for (int k = 0, i = 0; k < nw; k++) {
        for (; i < words[k].at; i++)
            x += part[i] == ' ' ? space : 0;
        words[k].x = x + word_left(h->font, part + i);
        x += advance_of(h->font, part + i, words[k].len);
        i = words[k].at + words[k].len;
    }
    if (same)
        mark_changed(row, part, words, nw);
    else /* another colour: all of it, as it was and as it is */
        row->x0 = INT_MIN / 2, row->x1 = INT_MAX / 2;
    memcpy(row->words, words, (size_t)nw * sizeof *words);
    row->nwords = nw;
    row->w = x;
    snprintf(row->text, sizeof row->text, "%s", part);
    row->highlight = highlight;
}

/* The room for text on row r of a strip width pixels wide: the first
 * row leaves the reserve free. */
static int room_of(const hud *h, int r, int width)
{
    int room = width - (r == 0 ? h->reserve : 0) - 4 * HUD_PAD;
    return room < 1 ? 1 : room;
}

/* Where line l is cut into rows r and r + 1 (its length: not cut), for a
 * strip width pixels wide; measured only when the text or the rooms
 * changed. A line that changes often (the step count) usually fits: its
 * row is then made first and measured by its texture, so the text is
 * shaped once, not twice. */
static size_t line_cut(hud *h, hud_line *l, int r, int width)
{
    size_t len = strlen(l->text);
    int room = room_of(h, r, width), rest = room_of(h, r + 1, width);
    if (h->nrows <= HUD_LINES)
        return len;
    if (l->cut_for == room + rest * 65536)
        return l->cut;
    set_row(h, r, l->text, len, l->highlight);
    const hud_row *row = &h->rows[r];
    int w = row->made ? row->w : *l->text ? width_of(h->font, l->text, len) : 0;
    l->cut = w > room ? cut_at(h->font, l->text, room, rest) : len;
    l->cut_for = room + rest * 65536;
    return l->cut;
}

/* Cuts the lines into the strip's rows for a strip width pixels wide. */
static void make_rows(hud *h, int width)
{
    int r = 0;
    for (int i = 0; i < HUD_LINES; i++) {
        hud_line *l = &h->lines[i];
        size_t len = strlen(l->text), n = line_cut(h, l, r, width);
        set_row(h, r++, l->text, n, l->highlight);
        while (l->text[n] == ' ')
            n++;
        if (n < len) /* the rest on the next row */
            set_row(h, r++, l->text + n, len - n, l->highlight);
    }
    while (r < HUD_ROWS_MAX)
        set_row(h, r++, "", 0, false);
    h->laid_room = width + h->reserve * 65536;
}

void hud_prepare(hud *h, int width)
{
    if (width + h->reserve * 65536 != h->laid_room)
        make_rows(h, width);
}

SDL_Rect hud_row_band(const hud *h, int r, int width)
{
    /* A font's glyphs may reach past its line skip: bands may overlap. */
    int skip = TTF_FontLineSkip(h->font), tall = TTF_FontHeight(h->font);
    int y0 = r == 0 ? 0 : HUD_PAD + r * skip;
    int y1 = r + 1 >= h->nrows ? h->height : HUD_PAD + r * skip + (tall > skip ? tall : skip);
    return (SDL_Rect){0, y0, width, y1 > y0 ? y1 - y0 : 0};
}

bool hud_row_shrunk(const hud *h, int r, int width)
{
    return h->rows[r].shrunk || h->rows[r].w > room_of(h, r, width);
}

SDL_Rect hud_take_damage(hud *h, int width)
{
    SDL_Rect all = {0, 0, 0, 0};
    for (int r = 0; r < HUD_ROWS_MAX; r++) {
        hud_row *row = &h->rows[r];
        SDL_Rect band = hud_row_band(h, r, width), part = band;
        if (r < h->nrows && h->changed & 1u << r && !hud_row_shrunk(h, r, width)) {
            part.x = row->x0 < -HUD_PAD * 2 ? 0 : HUD_PAD * 2 + row->x0;
            part.w = row->x1 > width ? width - part.x : HUD_PAD * 2 + row->x1 - part.x;
        }
        if (r < h->nrows && h->changed & 1u << r && !SDL_RectEmpty(&part)) {
            if (SDL_RectEmpty(&all))
                all = part;
            else
                SDL_UnionRect(&all, &part, &all);
        }
        row->x0 = row->x1 = 0;
    }
    h->changed = 0;
    return all;
}

/* Where a row of text goes: as it is when it fits, else shrunk to fit (a
 * window too narrow for two rows of it) so that nothing is cut off. */
static SDL_Rect fit_row(const hud_row *row, int room, int y)
{
    SDL_Rect r = {HUD_PAD * 2, y, row->w, row->h};
    if (row->w <= room || row->w <= 0)
        return r;
    double k = (double)room / row->w;
    r.w = (int)(row->w * k);
    r.h = (int)(row->h * k);
    r.y = y + (row->h - r.h) / 2;
    return r;
}

/* Draws row's words where it went (row->drawn), shrunk as it is; with a
 * clip rectangle, a word that does not meet it is left out (the software
 * renderer would clip it away, at a cost per copy: an animated frame
 * draws the step count's few changed words). */
static void draw_words(hud *h, const hud_row *row, const SDL_Rect *clip)
{
    double k = row->w > 0 ? (double)row->drawn.w / row->w : 1;
    for (int i = 0; i < row->nwords; i++) {
        const hud_word *w = &row->words[i];
        if (!w->tex)
            continue;
        SDL_Rect dst = {row->drawn.x + (int)(w->x * k), row->drawn.y, (int)(w->w * k),
                        (int)(w->h * k)};
        if (!clip || SDL_HasIntersection(&dst, clip))
            SDL_RenderCopy(h->ren, w->tex, NULL, &dst);
    }
}

void hud_draw(hud *h, int width)
{
    SDL_Rect strip = {0, 0, width, h->height};
    SDL_SetRenderDrawColor(h->ren, 24, 24, 24, 255);
    SDL_RenderFillRect(h->ren, &strip);
    hud_prepare(h, width);
    /* A row is a copy a word: only the rows that meet the clip are drawn. */
    SDL_Rect clip = strip, band;
    bool clipped = SDL_RenderIsClipEnabled(h->ren);
    if (clipped)
        SDL_RenderGetClipRect(h->ren, &clip);
    int y = HUD_PAD;
    for (int i = 0; i < HUD_ROWS_MAX; i++) {
        hud_row *row = &h->rows[i];
        row->drawn = (SDL_Rect){0, 0, 0, 0};
        if (i < h->nrows && row->nwords) {
            row->drawn = fit_row(row, room_of(h, i, width), y);
            row->shrunk = row->drawn.w != row->w;
            band = hud_row_band(h, i, width);
            if (SDL_HasIntersection(&band, &clip))
                draw_words(h, row, clipped ? &clip : NULL);
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

/* Makes a texture of each line of the help (an empty line: NULL). */
static void make_help(hud *h)
{
    char *text = hud_help_text();
    int n = 0;
    for (const char *c = text; c && *c; c++)
        n += *c == '\n';
    h->help = text ? calloc((size_t)n + 1, sizeof *h->help) : NULL;
    if (!h->help) {
        free(text);
        return;
    }
    char *save = NULL;
    for (char *line = text; n > h->help_n; line = save) {
        save = strchr(line, '\n');
        *save++ = '\0';
        int w = 0, hgt;
        SDL_Texture **t = &h->help[h->help_n++];
        *t = *line ? render_text(h->ren, h->font, line, text_color, false, &w, &hgt) : NULL;
        h->help_w = w > h->help_w ? w : h->help_w;
    }
    free(text);
}

#define HELP_MARGIN 14 /* around the box, and inside it */
#define HELP_GAP 24    /* between columns */

/* The help's layout in a w x hgt window: its scale, its columns, the rows
 * shown of each, and the rows each column has. */
typedef struct help_fit {
    double k;
    int cols, rows_shown, rows, skip;
} help_fit;

static help_fit fit_help(const hud *h, int w, int hgt)
{
    help_fit f;
    int room_w = w - 4 * HELP_MARGIN, room_h = hgt - 4 * HELP_MARGIN;
    f.k = h->help_w > room_w ? (double)room_w / h->help_w : 1;
    f.k = f.k < HUD_MIN_TEXT_SCALE ? HUD_MIN_TEXT_SCALE : f.k;
    int col_w = (int)(h->help_w * f.k);
    f.skip = (int)(TTF_FontLineSkip(h->font) * f.k);
    f.skip = f.skip < 1 ? 1 : f.skip;
    f.cols = (room_w + HELP_GAP) / (col_w + HELP_GAP);
    f.cols = f.cols < 1 ? 1 : f.cols;
    f.rows = (h->help_n + f.cols - 1) / f.cols;
    f.rows_shown = room_h / f.skip;
    if (f.rows_shown < f.rows) /* a row for the note on scrolling */
        f.rows_shown = f.rows_shown > 2 ? f.rows_shown - 1 : 1;
    f.rows_shown = f.rows_shown > f.rows ? f.rows : f.rows_shown;
    return f;
}

/* The note under a help that scrolls. */
static void draw_help_note(hud *h, SDL_Rect box, const help_fit *f)
{
    char note[96];
    snprintf(note, sizeof note, _("Up/Down, Shift, wheel: scroll  (rows %d-%d of %d)"),
             h->help_scroll + 1, h->help_scroll + f->rows_shown, f->rows);
    int w, hgt;
    SDL_Texture *t = render_text(h->ren, h->font, note, win_color, false, &w, &hgt);
    if (!t)
        return;
    SDL_Rect r = {box.x + HELP_MARGIN, box.y + box.h - HELP_MARGIN - f->skip, (int)(w * f->k),
                  (int)(hgt * f->k)};
    SDL_RenderCopy(h->ren, t, NULL, &r);
    SDL_DestroyTexture(t);
}

void hud_draw_help(hud *h, SDL_Rect area)
{
    if (!h->help)
        make_help(h);
    if (!h->help || h->help_n == 0)
        return;
    help_fit f = fit_help(h, area.w, area.h);
    int most = f.rows - f.rows_shown;
    h->help_scroll = h->help_scroll > most ? most : h->help_scroll < 0 ? 0 : h->help_scroll;
    bool scrolls = most > 0;
    int col_w = (int)(h->help_w * f.k);
    int bw = f.cols * col_w + (f.cols - 1) * HELP_GAP + 2 * HELP_MARGIN;
    int bh = (f.rows_shown + scrolls) * f.skip + 2 * HELP_MARGIN;
    SDL_Rect box = {area.x + (area.w - bw) / 2, area.y + (area.h - bh) / 2, bw, bh};
    h->help_box = box;
    SDL_SetRenderDrawBlendMode(h->ren, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(h->ren, 0, 0, 0, 220);
    SDL_RenderFillRect(h->ren, &box);
    SDL_SetRenderDrawColor(h->ren, 0, 255, 0, 255);
    SDL_RenderDrawRect(h->ren, &box);
    h->help_shown[0] = h->help_n;
    h->help_shown[1] = -1;
    for (int c = 0; c < f.cols; c++)
        for (int r = 0; r < f.rows_shown; r++) {
            int i = c * f.rows + h->help_scroll + r, tw, th;
            if (i >= h->help_n || !h->help[i] ||
                SDL_QueryTexture(h->help[i], NULL, NULL, &tw, &th) != 0)
                continue;
            h->help_shown[0] = i < h->help_shown[0] ? i : h->help_shown[0];
            h->help_shown[1] = i > h->help_shown[1] ? i : h->help_shown[1];
            SDL_Rect dst = {box.x + HELP_MARGIN + c * (col_w + HELP_GAP),
                            box.y + HELP_MARGIN + r * f.skip, (int)(tw * f.k), (int)(th * f.k)};
            SDL_RenderCopy(h->ren, h->help[i], NULL, &dst);
        }
    if (scrolls)
        draw_help_note(h, box, &f);
}

/* The card's texture: its first line in the highlight colour over the
 * rest, NULL if SDL could not make it. */
static SDL_Texture *make_card(hud *h, const char *text)
{
    const char *rest = strchr(text, '\n');
    char head[128];
    snprintf(head, sizeof head, "%.*s", rest ? (int)(rest - text) : 127, text);
    SDL_Surface *top = TTF_RenderUTF8_Blended(h->font, head, win_color);
    SDL_Surface *body =
        rest && rest[1] ? TTF_RenderUTF8_Blended_Wrapped(h->font, rest + 1, text_color, 0) : NULL;
    int w = top ? top->w : 0, skip = TTF_FontLineSkip(h->font);
    w = body && body->w > w ? body->w : w;
    SDL_Surface *all =
        top ? SDL_CreateRGBSurfaceWithFormat(0, w, skip + (body ? body->h : 0) + skip / 2, 32,
                                             SDL_PIXELFORMAT_ARGB8888)
            : NULL;
    SDL_Texture *t = NULL;
    if (all) {
        SDL_SetSurfaceBlendMode(top, SDL_BLENDMODE_NONE);
        SDL_BlitSurface(top, NULL, all, &(SDL_Rect){(w - top->w) / 2, 0, top->w, top->h});
        if (body) {
            SDL_SetSurfaceBlendMode(body, SDL_BLENDMODE_NONE);
            SDL_BlitSurface(body, NULL, all, &(SDL_Rect){0, skip + skip / 2, body->w, body->h});
        }
        t = SDL_CreateTextureFromSurface(h->ren, all);
        SDL_FreeSurface(all);
    }
    SDL_FreeSurface(top);
    SDL_FreeSurface(body);
    return t;
}

void hud_draw_card(hud *h, const char *text, SDL_Rect area)
{
    if (!h->card || strcmp(text, h->card_text) != 0) {
        if (h->card)
            SDL_DestroyTexture(h->card);
        snprintf(h->card_text, sizeof h->card_text, "%s", text);
        h->card = make_card(h, text);
        if (h->card)
            SDL_SetTextureScaleMode(h->card, SDL_ScaleModeLinear);
    }
    int tw, th;
    h->card_drawn = (SDL_Rect){0, 0, 0, 0};
    if (!h->card || SDL_QueryTexture(h->card, NULL, NULL, &tw, &th) != 0)
        return;
    double k = 1, kw = (double)(area.w - 4 * HELP_MARGIN) / tw,
           kh = (double)(area.h - 4 * HELP_MARGIN) / th;
    k = kw < k ? kw : k;
    k = kh < k ? kh : k;
    k = k < HUD_MIN_TEXT_SCALE ? HUD_MIN_TEXT_SCALE : k;
    tw = (int)(tw * k);
    th = (int)(th * k);
    SDL_Rect box = {area.x + (area.w - tw) / 2 - HELP_MARGIN,
                    area.y + (area.h - th) / 2 - HELP_MARGIN, tw + 2 * HELP_MARGIN,
                    th + 2 * HELP_MARGIN};
    SDL_SetRenderDrawBlendMode(h->ren, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(h->ren, 0, 0, 0, 230);
    SDL_RenderFillRect(h->ren, &box);
    SDL_SetRenderDrawColor(h->ren, 255, 230, 64, 255);
    SDL_RenderDrawRect(h->ren, &box);
    h->card_drawn = (SDL_Rect){box.x + HELP_MARGIN, box.y + HELP_MARGIN, tw, th};
    SDL_RenderCopy(h->ren, h->card, NULL, &h->card_drawn);
}

SDL_Texture *hud_text_texture(hud *h, const char *text)
{
    int w, hgt;
    return render_text(h->ren, h->font, text, text_color, true, &w, &hgt);
}

void hud_draw_box(hud *h, SDL_Texture *tex, SDL_Rect area)
{
    int tw = 0, th = 0, w = area.w, hgt = area.h;
    SDL_QueryTexture(tex, NULL, NULL, &tw, &th);
    /* Shrunk to fit a small window: the key list has grown past 400 px.
     * Below HUD_MIN_TEXT_SCALE only as far as the window needs: smaller
     * type rather than lines cut off (the Chinese figures are taller). */
    double k = 1, kw = (double)(w - 28) / tw, kh = (double)(hgt - 28) / th;
    k = kw < k ? kw : k;
    k = kh < k ? kh : k;
    k = k < HUD_MIN_TEXT_SCALE ? HUD_MIN_TEXT_SCALE : k;
    k = k > kh && kh > 0 ? kh : k;
    k = k > kw && kw > 0 ? kw : k;
    tw = (int)(tw * k);
    th = (int)(th * k);
    SDL_Rect box = {area.x + (w - tw) / 2 - 12, area.y + (hgt - th) / 2 - 12, tw + 24, th + 24};
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
