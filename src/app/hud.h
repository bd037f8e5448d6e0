/* hud.h - the text strip above the maze, the key help overlay, and the
 * cells' byte values, drawn with SDL2_ttf and the built-in font.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_HUD_H
#define MAZEDFS_HUD_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>

/* The strip says HUD_LINES lines; in a narrow window each may take two
 * rows rather than smaller type. */
enum { HUD_LINES = 2, HUD_ROWS_MAX = 2 * HUD_LINES, HUD_TEXT_MAX = 192 };

/* A strip this many characters wide (or wider) gives each line one row. */
#define HUD_WIDE_CHARS 100

typedef struct hud_line {
    char text[HUD_TEXT_MAX];
    bool highlight;
    size_t cut;  /* where the text was cut into two rows (its length: not cut) */
    int cut_for; /* the rooms of the rows it was cut for, or 0: measure again */
} hud_line;

/* The most words a row is drawn in; the last takes the rest of the row. */
#define HUD_WORDS_MAX 64

/* A word of a row (a run without spaces or digits, or one digit) as a
 * texture of its own: when the row's text changes, only the words that
 * changed are shaped and rendered again, and the digits (the step count
 * changes every frame) come from textures made once. */
typedef struct hud_word {
    SDL_Texture *tex;
    int x, w, h;           /* x from the row's left */
    unsigned char at, len; /* in the row's text */
    bool shared;           /* tex is the hud's digit, not the row's */
} hud_word;

/* One row of the strip as drawn: its text (a line, or part of one cut at
 * a word gap) and where it went. */
typedef struct hud_row {
    char text[HUD_TEXT_MAX];
    bool highlight;
    hud_word words[HUD_WORDS_MAX]; /* made again only where text or highlight change */
    int nwords;
    bool made; /* every word has its texture */
    int w, h;
    SDL_Rect drawn; /* where the last hud_draw put it (w 0: empty) */
    bool shrunk;    /* the last hud_draw shrank it to fit */
    int x0, x1;     /* the part changed since hud_take_damage, from the row's
                       left (x1 <= x0: none) */
} hud_row;

typedef struct hud {
    SDL_Renderer *ren; /* borrowed */
    TTF_Font *font;
    int pct;                  /* the text's size in % (--text-scale, Ctrl +/-) */
    TTF_Font *value_font;     /* sized to the cells; NULL until needed */
    int value_px;             /* the cell size value_font was made for */
    SDL_Texture *values[256]; /* "0".."255", made on first use */
    hud_line lines[HUD_LINES];
    hud_row rows[HUD_ROWS_MAX];
    hud_word digits[2][10]; /* "0".."9" in the text and the highlight colour */
    int nrows;              /* rows of the strip: HUD_LINES, or HUD_ROWS_MAX when narrow */
    int laid_room;          /* the width and reserve the rows were cut for, or 0:
                               cut them again */
    unsigned changed;       /* rows (bit r for row r) changed since hud_take_damage */
    SDL_Texture **help;     /* the help overlay's lines, made on first use */
    int help_n;             /* how many */
    int help_w;             /* the widest line's width */
    int help_scroll;        /* the first row shown of each column (when they do
                               not fit); kept in range by the drawing */
    int help_shown[2];      /* the first and last line the last drawing showed */
    SDL_Rect help_box;      /* where the last drawing put the help */
    char card_text[512];    /* the card's text (the win), its texture */
    SDL_Texture *card;
    SDL_Rect card_drawn;  /* where the last hud_draw_card put it */
    int height;           /* the strip's height in pixels */
    int reserve;          /* pixels at the strip's right end kept free of text
                             (the heat map's legend) */
    char font_file[1024]; /* "" for the built-in font, else the installed
                             font that has the translation's glyphs */
    int font_index;       /* font_file's face (a .ttc holds several) */
} hud;

/* Opens the built-in font at pct % of its size (TTF_Init must have
 * succeeded); when the words are translated into letters it lacks
 * (Chinese), an installed font that has them (fontconfig), or else English
 * again with one note on stderr. ren (borrowed) may be set later, before
 * the first drawing. Returns 0, or -1 with TTF_GetError() set. */
int hud_init(hud *h, SDL_Renderer *ren, int pct);

/* Opens the font again at pct % (clamped to --text-scale's range); the
 * texts are made again at the next drawing. Returns 0, or -1 (the old
 * size stays). */
int hud_set_scale(hud *h, int pct);

/* Frees the textures and fonts; safe on a zeroed hud. */
void hud_free(hud *h);

/* Sets a line's text (copied, cut to fit); its rows are made again only if
 * the text or highlight changed. */
void hud_set(hud *h, int line, const char *text, bool highlight);

/* Whether the text at its size suits a window width x hgt: a row of half
 * a wide line (HUD_WIDE_CHARS / 2 characters, as the rows are cut) fits
 * its width, and the strip leaves two thirds of its height to the maze. */
bool hud_fits(hud *h, int width, int hgt);

/* Sets the strip's rows and height for a window width pixels wide (one
 * row a line when it is HUD_WIDE_CHARS wide, else two); returns height. */
int hud_layout(hud *h, int width);

/* Cuts the lines into the strip's rows for a strip width pixels wide and
 * makes the textures of the rows that changed (hud_draw does it too);
 * text is measured and shaped only when it changed. */
void hud_prepare(hud *h, int width);

/* The part of the strip (width pixels wide) that the rows changed since
 * the last call make stale (w 0: none): in a row drawn at full size the
 * words from the first changed one to the last (a step count's digit),
 * else the row's whole band. Call after hud_prepare. */
SDL_Rect hud_take_damage(hud *h, int width);

/* Whether row r of a strip width pixels wide is drawn shrunk, or was at
 * the last hud_draw: its band must then be drawn whole. */
bool hud_row_shrunk(const hud *h, int r, int width);

/* The band of row r across a strip width pixels wide: it holds all the
 * row draws, shrunk or not (the first and last bands reach the strip's
 * edges). */
SDL_Rect hud_row_band(const hud *h, int r, int width);

/* Draws the strip across the top, width pixels wide (as laid out): a line
 * too long for its row goes on at the next one, cut at a word gap; only
 * what is too long for two rows is shrunk. */
void hud_draw(hud *h, int width);

/* The key help's whole text (keys_help), malloc'd; NULL if memory ran out. */
char *hud_help_text(void);

/* Draws the key help in a box centred in area (the window below the
 * strip, whose words it would cut across): in as many columns as fit
 * side by side, scrolled by help_scroll rows when they are taller than
 * area (a note at the foot says so). */
void hud_draw_help(hud *h, SDL_Rect area);

/* A texture of text (broken at its newlines only) in the HUD's font and
 * colour, owned by the caller; NULL if it cannot be made. */
SDL_Texture *hud_text_texture(hud *h, const char *text);

/* Draws tex in a box centred in area, shrunk to fit (as the key help
 * is). */
void hud_draw_box(hud *h, SDL_Texture *tex, SDL_Rect area);

/* Draws text (lines at its newlines; the first in the highlight colour)
 * on a card centred in area, shrunk to fit it; the texture is made again
 * only when text changes. */
void hud_draw_card(hud *h, const char *text, SDL_Rect area);

/* Draws value centred in cell, with a font fitted to cell_px. */
void hud_draw_value(hud *h, int value, SDL_Rect cell, int cell_px);

/* The smallest cell, in pixels, in which values are drawn. */
#define HUD_MIN_VALUE_CELL 12
#define HUD_MIN_TEXT_SCALE 0.6 /* the help shrinks at most this far to fit */

#endif
