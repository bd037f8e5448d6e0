/* view.h - the maze on screen: a streaming texture updated only where
 * events touched, the marks of solve and trace, the dot. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_VIEW_H
#define MAZEDFS_VIEW_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "mazedfs/grid.h"
#include "mazedfs/palette.h"
#include "mazedfs/run.h"

/* Marks kept in a plane beside the maze (the maze stays the maze): the
 * solver's trail, the route, and cells a solver gave up (filled); the
 * run's bits (run.h), so the window, the recording and the files agree. */
enum { MARK_TRAIL = MZ_MARK_TRAIL, MARK_TRACE = MZ_MARK_TRACE, MARK_FILL = MZ_MARK_FILL };

/* How cells map to texels. Normally one cell is s x s texels (s is the
 * block size, shrunk to fit); a maze too big for the screen even at one
 * texel per cell is shown reduced, k x k cells per texel (then s == 1). */
/* Bits of the aids plane the view draws (aids.c sets them). */
enum {
    AID_CRUMB1 = 1,  /* the dot has walked here */
    AID_CRUMB2 = 2,  /* and walked back over it */
    AID_SEEN = 4,    /* dark mode: seen at some time */
    AID_VISIBLE = 8, /* dark mode: in sight now */
    AID_HINT = 16,   /* on the hint's route */
};

typedef struct view_fit {
    int k, s;   /* cells per texel side, texels per cell side; one of them is 1 */
    int tw, th; /* the texture's size */
} view_fit;

/* The fit for a height x width maze at block pixels per cell, in at most
 * max_w x max_h texels (the display and the texture limit). */
view_fit view_fit_for(int height, int width, int block, int max_w, int max_h);

typedef struct view {
    SDL_Renderer *ren;   /* borrowed */
    const mz_grid *grid; /* borrowed; its size never changes */
    view_fit fit;
    uint8_t *marks;   /* MARK_* per cell, owned */
    bool marked;      /* some mark may be set */
    uint32_t *pixels; /* the texture's contents: owned, or the texture's own */
    bool in_texture;  /* pixels are the (locked) texture's memory */
    SDL_Texture *tex;
    uint32_t *dirty; /* the units (k x k cells) touched since the last flush, in
                        touch order; a unit touched twice is there twice */
    size_t ndirty, dirty_cap;
    bool all_dirty;
    uint8_t *tile_dirty;              /* one per VIEW_TILE x VIEW_TILE texels: changed
                                         since the last view_take_damage */
    SDL_Rect changed;                 /* the texels drawn since then, bounded (w 0: none) */
    int tiles_w, tiles_h;             /* tiles across and down the texture */
    uint32_t *row_stamp;              /* per texel row: the last flush that touched it */
    uint32_t frame_no;                /* flushes so far, plus one */
    size_t rows_touched;              /* texel rows touched since the last flush */
    uint8_t *mask_trail, *mask_trace; /* s x s stamps, owned */
    mz_screen_colors colors;          /* the palette's, 0xRRGGBB */
    uint32_t wall, path, dot;         /* ARGB8888: wall (the heat's under it), passage, dot */
    const uint32_t *heat;             /* distance of each cell from the start (borrowed),
                                         or NULL: passages in the path colour */
    uint32_t heat_max;                /* the largest distance, the ramp's top */
    uint32_t plain_wall;              /* the wall colour to go back to without heat */
    SDL_Texture *dot_tex;             /* the dot: a circle, or the sprite */
    SDL_Rect area;                    /* where the texture is drawn */
    const uint8_t *aids;              /* the aids plane (aids.h), borrowed, or NULL */
    uint8_t aids_shown;               /* which of its bits are drawn */
    uint8_t *mask_hint;               /* a ring, s x s, owned */
    const uint32_t *drawn;            /* the algorithm's structure (drawn.h), a class per cell,
                                         borrowed, or NULL */
} view;

/* True if ren is SDL's software renderer: it draws into the window's own
 * surface, which keeps the last frame, and its streaming textures are
 * plain surfaces. */
bool view_software(SDL_Renderer *ren);

/* Cells outside a mask: the window's background (render.c), not wall. */
#define VIEW_OUTSIDE_RGB 0x282828u

/* Makes the view of grid (borrowed) with fit f and the colours of a
 * palette (palette.h, copied); sprite
 * (borrowed, may be NULL) draws the dot instead of a circle. Everything is
 * marked dirty. Returns 0, or -1 with SDL_GetError() set. */
int view_init(view *v, SDL_Renderer *ren, const mz_grid *grid, view_fit f,
              const mz_screen_colors *colors, SDL_Surface *sprite);

/* Frees what view_init made; safe on a zeroed view. */
void view_free(view *v);

/* The cell (y, x) changed: its texels are redrawn at the next flush. */
void view_touch(view *v, int y, int x);

/* Every cell changed (a new maze, an opened interior). */
void view_touch_all(view *v);

/* Touches every cell of rows [y0, y1): drawn again on the next flush. */
void view_touch_rows(view *v, int y0, int y1);

/* Sets (on) or clears the marks bits at (y, x). */
void view_mark(view *v, int y, int x, uint8_t bits, bool on);

/* Clears every mark. */
void view_clear_marks(view *v);

/* Draws the bits shown of the aids plane (borrowed; aids.h, one byte per
 * cell) from the next flush on: breadcrumbs tint passage, the dark mode
 * hides what was never seen and dims what is out of sight, the hint is a
 * ring. Only where a cell is drawn on its own texels (not in a 1:k view).
 * The caller touches the cells that change. */
void view_show_aids(view *v, const uint8_t *plane, uint8_t shown);

/* The cell under the point (px, py) of the renderer's output; false if the
 * point is off the maze. */
bool view_cell_at(const view *v, int px, int py, int *y, int *x);
/* Colours passages by dist (borrowed; MZ_DIST_NONE for unreached cells)
 * on a perceptual ramp up to max, or plainly again with dist NULL. */
void view_set_heat(view *v, const uint32_t *dist, uint32_t max);
/* view_set_heat without drawing anything again: the caller touches the
 * rows to show it (a band a frame on a big maze). */
void view_set_heat_rows(view *v, const uint32_t *dist, uint32_t max);

/* The ramp's colour (ARGB8888) at distance d of max, for the legend. */
uint32_t view_heat_color(uint32_t d, uint32_t max);

/* The most touches a frame keeps (a unit touched twice counts twice);
 * past them it redraws the whole texture. No plane a cell: a plane would
 * take a page fault on the first touch of each page, and a division wall
 * across a 2001-wide maze touches a page per row or two. */
#define VIEW_DIRTY_MAX ((size_t)1 << 20)

/* The texture is uploaded and drawn in tiles of this many texels a side.
 * Each tile goes to the same screen rectangle whatever else is drawn, so a
 * frame that redraws only some tiles matches a frame that redraws them all,
 * pixel for pixel, at any scale. */
#define VIEW_TILE 64

/* Redraws the dirty units into the texture and uploads the tiles they are
 * in. Returns 0 or -1 (SDL error). */
int view_flush(view *v);

/* Stores the screen rectangles of the tiles changed since the last call
 * (runs of neighbouring tiles merged into one) in out, at most max, and
 * forgets them; returns how many, or -1 if there were more than max (then
 * out holds nothing useful: redraw the whole maze). Drawn one texel to a
 * pixel (view_one_to_one), each is cut to the box of the texels drawn. */
int view_take_damage(view *v, SDL_Rect *out, int max);

/* Whether the texture is drawn one texel to a pixel: then a copy cut
 * anywhere gives the pixels of the whole copy, and tiles need not be
 * redrawn whole (an animated frame of `41 51 10` then shows a few cells,
 * not a 64 x 64 tile). */
bool view_one_to_one(const view *v);

/* The smallest rectangle that holds r and every tile whose screen
 * rectangle meets r: a redraw clipped to it cuts no tile. Drawn one to
 * one, r itself. */
SDL_Rect view_tile_cover(const view *v, SDL_Rect r);

/* Places the maze in the rectangle r of the window, keeping its shape. */
void view_layout(view *v, SDL_Rect r);

/* The screen rectangle of cell (y, x), at least min_px on a side. */
SDL_Rect view_cell_rect(const view *v, int y, int x, int min_px);

/* Screen pixels per cell along x. */
double view_cell_px(const view *v);

/* Draws the tiles whose screen rectangles meet clip (the caller clips the
 * renderer to it). */
void view_draw(view *v, SDL_Rect clip);

/* Where the dot (or sprite) on cell (y, x) is drawn. */
SDL_Rect view_dot_rect(const view *v, int y, int x);

/* Draws the dot (or sprite) in r (from view_dot_rect). */
void view_draw_dot_at(view *v, SDL_Rect r);

#endif
