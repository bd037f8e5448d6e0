/* hud.h - the text strip above the maze, the key help overlay, and the
 * cells' byte values, drawn with SDL2_ttf and the built-in font.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_HUD_H
#define MAZEDFS_HUD_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>

enum { HUD_LINES = 2, HUD_TEXT_MAX = 192 };

typedef struct hud_line {
    char text[HUD_TEXT_MAX];
    bool highlight;
    SDL_Texture *tex; /* rebuilt only when text or highlight change */
    int w, h;
} hud_line;

typedef struct hud {
    SDL_Renderer *ren; /* borrowed */
    TTF_Font *font;
    TTF_Font *value_font;     /* sized to the cells; NULL until needed */
    int value_px;             /* the cell size value_font was made for */
    SDL_Texture *values[256]; /* "0".."255", made on first use */
    hud_line lines[HUD_LINES];
    SDL_Texture *help;    /* the help overlay's text, made on first use */
    int height;           /* the strip's height in pixels */
    int reserve;          /* pixels at the strip's right end kept free of text
                             (the heat map's legend) */
    char font_file[1024]; /* "" for the built-in font, else the installed
                             font that has the translation's glyphs */
    int font_index;       /* font_file's face (a .ttc holds several) */
} hud;

/* Opens the built-in font (TTF_Init must have succeeded); when the words
 * are translated into letters it lacks (Chinese), an installed font that
 * has them (fontconfig), or else English again with one note on stderr.
 * ren (borrowed) may be set later, before the first drawing. Returns 0,
 * or -1 with TTF_GetError() set. */
int hud_init(hud *h, SDL_Renderer *ren);

/* Frees the textures and fonts; safe on a zeroed hud. */
void hud_free(hud *h);

/* Sets a line's text (copied, cut to fit); its texture is rebuilt only if
 * the text or highlight changed. */
void hud_set(hud *h, int line, const char *text, bool highlight);

/* Draws the strip across the top, width pixels wide. */
void hud_draw(hud *h, int width);

/* The key help's whole text (keys_help), malloc'd; NULL if memory ran out. */
char *hud_help_text(void);

/* Draws the key help in a box centred in a w x h window. */
void hud_draw_help(hud *h, int w, int hgt);

/* A texture of text (broken at its newlines only) in the HUD's font and
 * colour, owned by the caller; NULL if it cannot be made. */
SDL_Texture *hud_text_texture(hud *h, const char *text);

/* Draws tex in a box centred in a w x h window, shrunk to fit (as the key
 * help is). */
void hud_draw_box(hud *h, SDL_Texture *tex, int w, int hgt);

/* Draws value centred in cell, with a font fitted to cell_px. */
void hud_draw_value(hud *h, int value, SDL_Rect cell, int cell_px);

/* The smallest cell, in pixels, in which values are drawn. */
#define HUD_MIN_VALUE_CELL 12
#define HUD_MIN_TEXT_SCALE 0.6 /* a HUD line shrinks at most this far to fit */

#endif
