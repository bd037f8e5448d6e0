/* view.c - the maze texture: cells to texels, dirty units, stamps and the dot.
 * SPDX-License-Identifier: MIT */
#include "view.h"

#include "drawncol.h"
#include "mazedfs/drawn.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "mazedfs/path.h"

#define DOT_TEX_SIZE 64
/* Stamps are drawn as discs from this many texels per cell; below, as squares. */
#define MIN_DISC_TEXELS 5

static int ceil_div(int a, int b) { return (a + b - 1) / b; }

view_fit view_fit_for(int height, int width, int block, int max_w, int max_h)
{
    view_fit f = {1, block, 0, 0};
    if ((long)block * width > max_w || (long)block * height > max_h) {
        int sw = max_w / width, sh = max_h / height;
        f.s = sw < sh ? sw : sh;
    }
    if (f.s < 1) {
        int kw = ceil_div(width, max_w), kh = ceil_div(height, max_h);
        f.s = 1;
        f.k = kw > kh ? kw : kh;
    }
    f.tw = ceil_div(width, f.k) * f.s;
    f.th = ceil_div(height, f.k) * f.s;
    return f;
}

static uint32_t argb(uint32_t rgb) { return 0xff000000u | (rgb & 0xffffffu); }

static uint32_t mix(uint32_t a, uint32_t b, int num, int den)
{
    uint32_t out = 0xff000000u;
    for (int sh = 0; sh < 24; sh += 8) {
        int ca = (int)(a >> sh & 255), cb = (int)(b >> sh & 255);
        out |= (uint32_t)(ca + (cb - ca) * num / den) << sh;
    }
    return out;
}

/* The heat map's ramp is the files' (io_heat_rgb, draw.c): the window and
 * the paper colour a distance alike. */
uint32_t view_heat_color(uint32_t d, uint32_t max) { return argb(io_heat_rgb(d, max)); }

/* The colour of a passage cell i: its heat, or the path colour. */
static uint32_t passage_color(const view *v, size_t i)
{
    if (!v->heat || v->heat[i] == MZ_DIST_NONE)
        return v->path;
    return view_heat_color(v->heat[i], v->heat_max);
}

void view_set_heat(view *v, const uint32_t *dist, uint32_t max)
{
    view_set_heat_rows(v, dist, max);
    view_touch_all(v);
}

void view_set_heat_rows(view *v, const uint32_t *dist, uint32_t max)
{
    if (dist && !v->heat) {
        v->plain_wall = v->wall;
        v->wall = argb(v->colors.heat_wall);
    } else if (!dist && v->heat) {
        v->wall = v->plain_wall;
    }
    v->heat = dist;
    v->heat_max = max;
}

/* An s x s disc of radius frac * s, centred in the cell. */
static uint8_t *make_disc(int s, double frac)
{
    uint8_t *m = malloc((size_t)s * (size_t)s);
    double c = s / 2.0, r = frac * s;
    for (int i = 0; m && i < s * s; i++) {
        double dy = i / s + 0.5 - c, dx = i % s + 0.5 - c;
        m[i] = s < MIN_DISC_TEXELS || dy * dy + dx * dx <= r * r;
    }
    return m;
}

/* An s x s ring between a third and two fifths of s from the centre (a
 * square below MIN_DISC_TEXELS, like the discs). */
static uint8_t *make_ring(int s)
{
    uint8_t *m = make_disc(s, 0.42), *in = make_disc(s, 0.26);
    for (int i = 0; m && in && s >= MIN_DISC_TEXELS && i < s * s; i++)
        m[i] = m[i] && !in[i];
    free(in);
    return m;
}

/* The dot's rim, a share of its radius: in the passage colour, so the
 * dot stands out from a bright breadcrumb under it as from the passage. */
#define DOT_RIM 0.14

/* An antialiased disc with alpha: the dot colour inside a rim of the
 * passage colour. */
static SDL_Texture *make_dot_texture(SDL_Renderer *ren, uint32_t dot, uint32_t rim)
{
    SDL_Surface *s =
        SDL_CreateRGBSurfaceWithFormat(0, DOT_TEX_SIZE, DOT_TEX_SIZE, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    uint32_t *p = s->pixels;
    double c = DOT_TEX_SIZE / 2.0;
    for (int y = 0; y < DOT_TEX_SIZE; y++)
        for (int x = 0; x < DOT_TEX_SIZE; x++) {
            double r = hypot(y + 0.5 - c, x + 0.5 - c), d = r - (c - 1);
            double a = d <= 0 ? 1 : d >= 1 ? 0 : 1 - d;
            double in = (c - 1) * (1 - DOT_RIM) - r; /* > 0 inside the rim */
            uint32_t col = in >= 1 ? dot : in <= 0 ? rim : mix(rim, dot, (int)(in * 64), 64);
            p[y * (s->pitch / 4) + x] = (uint32_t)(a * 255 + 0.5) << 24 | (col & 0xffffffu);
        }
    SDL_Texture *t = SDL_CreateTextureFromSurface(ren, s);
    SDL_FreeSurface(s);
    if (t)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

bool view_software(SDL_Renderer *ren)
{
    SDL_RendererInfo info;
    return SDL_GetRendererInfo(ren, &info) == 0 && strcmp(info.name, "software") == 0;
}

/* The texels: with the software renderer, the texture's own memory (a
 * locked streaming texture of that renderer is its surface, kept as it
 * is), so a changed cell is written once and never uploaded; with others,
 * a buffer copied into the texture tile by tile. The software renderer
 * spends most of a frame on memory traffic, a copy less is a third less. */
static int map_texture(view *v)
{
    void *p;
    int pitch;
    if (view_software(v->ren) && SDL_LockTexture(v->tex, NULL, &p, &pitch) == 0) {
        if (pitch == v->fit.tw * (int)sizeof *v->pixels) {
            v->pixels = p;
            v->in_texture = true;
            return 0;
        }
        SDL_UnlockTexture(v->tex);
    }
    v->pixels = malloc((size_t)v->fit.tw * (size_t)v->fit.th * sizeof *v->pixels);
    return v->pixels ? 0 : SDL_OutOfMemory();
}

/* The texels' format: ARGB8888, or where the software renderer draws
 * into a window of the same layout without alpha (XRGB8888, as on X11 at
 * depth 24), that format: a tile's copy is then rows of memcpy, where
 * from ARGB8888 SDL sets each pixel's alpha bits one by one (it was a
 * fifth of an animated frame's instructions). The texels are written as
 * ARGB either way; the alpha byte is not read. */
static Uint32 texel_format(SDL_Renderer *ren)
{
    SDL_Window *win = SDL_RenderGetWindow(ren);
    if (win && view_software(ren) && SDL_GetWindowPixelFormat(win) == SDL_PIXELFORMAT_RGB888)
        return SDL_PIXELFORMAT_RGB888;
    return SDL_PIXELFORMAT_ARGB8888;
}

static int make_textures(view *v, SDL_Surface *sprite)
{
    v->tex = SDL_CreateTexture(v->ren, texel_format(v->ren), SDL_TEXTUREACCESS_STREAMING, v->fit.tw,
                               v->fit.th);
    if (!v->tex)
        return -1;
    SDL_SetTextureScaleMode(v->tex, SDL_ScaleModeNearest);
    /* Opaque texels: a plain copy, not SDL's per-pixel blend (its default
     * for a format with alpha), which made a tile's copy several times
     * slower in the software renderer. */
    SDL_SetTextureBlendMode(v->tex, SDL_BLENDMODE_NONE);
    if (!v->pixels && map_texture(v) != 0)
        return -1;
    v->dot_tex = sprite ? SDL_CreateTextureFromSurface(v->ren, sprite)
                        : make_dot_texture(v->ren, v->dot, v->path);
    if (!v->dot_tex)
        return -1;
    SDL_SetTextureScaleMode(v->dot_tex, sprite ? SDL_ScaleModeNearest : SDL_ScaleModeLinear);
    return 0;
}

int view_init(view *v, SDL_Renderer *ren, const mz_grid *grid, view_fit f,
              const mz_screen_colors *colors, SDL_Surface *sprite)
{
    memset(v, 0, sizeof *v);
    v->ren = ren;
    v->grid = grid;
    v->fit = f;
    v->colors = *colors;
    v->wall = argb(colors->wall);
    v->path = argb(colors->passage);
    v->dot = argb(colors->dot);
    size_t cells = (size_t)grid->height * (size_t)grid->width;
    size_t units = (size_t)ceil_div(grid->height, f.k) * (size_t)ceil_div(grid->width, f.k);
    v->marks = calloc(cells, 1);
    v->dirty_cap = units < VIEW_DIRTY_MAX ? units : VIEW_DIRTY_MAX;
    v->dirty = malloc(v->dirty_cap * sizeof *v->dirty);
    v->tiles_w = ceil_div(f.tw, VIEW_TILE);
    v->tiles_h = ceil_div(f.th, VIEW_TILE);
    v->tile_dirty = calloc((size_t)v->tiles_w * (size_t)v->tiles_h, 1);
    v->row_stamp = calloc((size_t)f.th, sizeof *v->row_stamp);
    v->frame_no = 1;
    v->mask_trail = make_disc(f.s, 0.40);
    v->mask_trace = make_disc(f.s, 0.22);
    v->mask_hint = make_ring(f.s);
    if (!v->marks || !v->dirty || !v->tile_dirty || !v->row_stamp || !v->mask_trail ||
        !v->mask_trace || !v->mask_hint)
        return SDL_OutOfMemory();
    v->all_dirty = true;
    v->area = (SDL_Rect){0, 0, f.tw, f.th};
    return make_textures(v, sprite);
}

void view_free(view *v)
{
    if (v->tex)
        SDL_DestroyTexture(v->tex);
    if (v->dot_tex)
        SDL_DestroyTexture(v->dot_tex);
    free(v->marks);
    if (!v->in_texture)
        free(v->pixels);
    free(v->dirty);
    free(v->tile_dirty);
    free(v->row_stamp);
    free(v->mask_trail);
    free(v->mask_trace);
    free(v->mask_hint);
    memset(v, 0, sizeof *v);
}

static int units_wide(const view *v) { return ceil_div(v->grid->width, v->fit.k); }

void view_touch(view *v, int y, int x)
{
    if (v->all_dirty)
        return;
    if (v->ndirty == v->dirty_cap) { /* a frame of that many steps redraws it all */
        v->all_dirty = true;
        return;
    }
    int uy = y / v->fit.k;
    v->dirty[v->ndirty++] = (uint32_t)(uy * units_wide(v) + x / v->fit.k);
    int ty = uy * v->fit.s; /* the unit's first texel row stands for its rows */
    if (v->row_stamp[ty] != v->frame_no) {
        v->row_stamp[ty] = v->frame_no;
        v->rows_touched++;
    }
}

void view_touch_all(view *v) { v->all_dirty = true; }

void view_touch_rows(view *v, int y0, int y1)
{
    int k = v->fit.k;
    for (int y = y0 - y0 % k; y < y1 && y < v->grid->height; y += k)
        for (int x = 0; x < v->grid->width; x += k)
            view_touch(v, y, x);
}

void view_mark(view *v, int y, int x, uint8_t bits, bool on)
{
    uint8_t *m = &v->marks[(size_t)y * (size_t)v->grid->width + (size_t)x];
    uint8_t was = *m;
    *m = on ? (uint8_t)(was | bits) : (uint8_t)(was & ~bits);
    v->marked |= on;
    if (*m != was)
        view_touch(v, y, x);
}

void view_clear_marks(view *v)
{
    /* The plane is left untouched until first used, so a big maze that is
     * never solved costs no memory for it. */
    if (!v->marked)
        return;
    memset(v->marks, 0, (size_t)v->grid->height * (size_t)v->grid->width);
    v->marked = false;
    view_touch_all(v);
}

/* A tile's two marks: its texels changed since the upload, and since the
 * screen last showed them. */
enum { TILE_UPLOAD = 1, TILE_DAMAGE = 2 };

/* Marks the tiles under texels [x0, x1) x [y0, y1) changed, and the
 * texels in the box of those drawn (v->changed). */
static void mark_tiles(view *v, int x0, int y0, int x1, int y1)
{
    for (int ty = y0 / VIEW_TILE; ty <= (y1 - 1) / VIEW_TILE; ty++)
        for (int tx = x0 / VIEW_TILE; tx <= (x1 - 1) / VIEW_TILE; tx++)
            v->tile_dirty[(size_t)ty * (size_t)v->tiles_w + (size_t)tx] = TILE_UPLOAD | TILE_DAMAGE;
    SDL_Rect r = {x0, y0, x1 - x0, y1 - y0};
    if (SDL_RectEmpty(&v->changed))
        v->changed = r;
    else
        SDL_UnionRect(&v->changed, &r, &v->changed);
}

/* A cell's colour under the aids shown: crumbs colour walked passage
 * (another colour where walked twice); in the dark, what was never seen
 * is fog and what is out of sight now is dimmed. */
static uint32_t aided(const view *v, uint32_t base, bool open, uint8_t aid)
{
    if (open && aid & AID_CRUMB2)
        base = argb(v->colors.crumb2);
    else if (open && aid & AID_CRUMB1)
        base = argb(v->colors.crumb1);
    if (!(v->aids_shown & AID_SEEN))
        return base;
    uint32_t fog = argb(v->colors.fog);
    return !(aid & AID_SEEN) ? fog : aid & AID_VISIBLE ? base : mix(base, fog, 1, 2);
}

/* True if texel (tx, ty) of an s x s cell is on an arrow pointing
 * towards d (origin shift's pointers): a triangle across the cell. */
static bool on_arrow(int s, int d, int tx, int ty)
{
    int along = d == MZ_SOUTH ? ty : d == MZ_NORTH ? s - 1 - ty : d == MZ_EAST ? tx : s - 1 - tx;
    int across = d == MZ_SOUTH || d == MZ_NORTH ? tx : ty;
    double t = (along + 0.5) / s, off = (across + 0.5) / s - 0.5;
    return t > 0.15 && t < 0.85 && off * off * 4 < (0.85 - t) * (0.85 - t) * 0.6;
}

/* A cell's colour in the drawn state over base (drawn.h): its class's,
 * or base for none and for an arrow (drawn on top). */
static uint32_t drawn_base(const view *v, size_t i, uint32_t base)
{
    uint32_t cls = v->drawn ? v->drawn[i] : MZ_DRAWN_NONE;
    if (cls == MZ_DRAWN_NONE || (cls >= MZ_DRAWN_ARROW && cls < MZ_DRAWN_SET))
        return base;
    return argb(io_drawn_rgb(&v->colors, cls));
}

/* One cell as s x s texels: its maze colour (under the aids shown), with a
 * disc for each mark (a ring for the hint). */
static void draw_cell(view *v, int y, int x)
{
    const mz_grid *g = v->grid;
    int s = v->fit.s;
    size_t i = (size_t)y * (size_t)g->width + (size_t)x;
    uint8_t mark = v->marked ? v->marks[i] : 0, aid = v->aids ? v->aids[i] & v->aids_shown : 0;
    bool open = (g->cells[i] & MZ_PASSAGE) && !(mark & MARK_FILL);
    uint32_t plain = mark & MARK_FILL            ? argb(v->colors.fill)
                     : open                      ? passage_color(v, i)
                     : g->cells[i] == MZ_OUTSIDE ? argb(VIEW_OUTSIDE_RGB)
                                                 : v->wall;
    uint32_t base = drawn_base(v, i, aided(v, plain, open, aid));
    uint32_t cls = v->drawn ? v->drawn[i] : 0;
    int arrow =
        cls >= MZ_DRAWN_ARROW && cls < MZ_DRAWN_SET && s >= 5 ? (int)(cls - MZ_DRAWN_ARROW) : -1;
    mark &= MARK_TRAIL | MARK_TRACE;
    /* Over a drawn class the trail shrinks to the trace's dot, so the
     * class's colour shows round it (a stack keeps the full trail). */
    bool small = cls != MZ_DRAWN_NONE && cls != MZ_DRAWN_STACK && arrow < 0;
    const uint8_t *disc = mark & MARK_TRAIL   ? (small ? v->mask_trace : v->mask_trail)
                          : mark & MARK_TRACE ? v->mask_trace
                          : aid & AID_HINT    ? v->mask_hint
                                              : NULL;
    /* A solver's route over its own trail shows in the route colour; the
     * trace alone (T) keeps the lab's small dots, in its own colour. */
    uint32_t ink = argb(mark == (MARK_TRAIL | MARK_TRACE) ? v->colors.route
                        : mark & MARK_TRAIL               ? v->colors.trail
                        : mark & MARK_TRACE               ? v->colors.trace
                                                          : v->colors.hint);
    uint32_t *row = v->pixels + (size_t)y * s * v->fit.tw + (size_t)x * s;
    for (int ty = 0; ty < s; ty++, row += v->fit.tw)
        for (int tx = 0; tx < s; tx++)
            row[tx] = disc && disc[ty * s + tx]                  ? ink
                      : arrow >= 0 && on_arrow(s, arrow, tx, ty) ? argb(v->colors.drawn.arrow)
                                                                 : base;
}

/* One texel of a reduced view: the share of passage among its k x k cells
 * blends wall into path colour (with the heat map, the colour of its first
 * passage cell); a cell of a solver's route shows in the route colour, else
 * one on the trail or trace in theirs; filled cells count as walls. */
static uint32_t reduced_texel(const view *v, int uy, int ux)
{
    const mz_grid *g = v->grid;
    int k = v->fit.k, y1 = (uy + 1) * k, x1 = (ux + 1) * k, open = 0, n = 0, out = 0;
    size_t first = SIZE_MAX;
    uint8_t dotted = 0;
    y1 = y1 < g->height ? y1 : g->height;
    x1 = x1 < g->width ? x1 : g->width;
    for (int y = uy * k; y < y1; y++) {
        size_t row = (size_t)y * (size_t)g->width;
        for (int x = ux * k; x < x1; x++, n++) {
            uint8_t mark = v->marked ? v->marks[row + (size_t)x] : 0;
            if (mark == (MARK_TRAIL | MARK_TRACE))
                return argb(v->colors.route);
            dotted |= mark & (MARK_TRAIL | MARK_TRACE);
            bool is_open = (g->cells[row + (size_t)x] & MZ_PASSAGE) && !(mark & MARK_FILL);
            if (is_open && first == SIZE_MAX)
                first = row + (size_t)x;
            open += is_open;
            out += g->cells[row + (size_t)x] == MZ_OUTSIDE;
        }
    }
    if (dotted)
        return argb(dotted & MARK_TRAIL ? v->colors.trail : v->colors.trace);
    if (out == n)
        return argb(VIEW_OUTSIDE_RGB);
    return mix(v->wall, first == SIZE_MAX ? v->path : passage_color(v, first), open, n);
}

static void draw_unit(view *v, uint32_t u)
{
    int uw = units_wide(v), uy = (int)(u / (uint32_t)uw), ux = (int)(u % (uint32_t)uw);
    int s = v->fit.s;
    if (v->fit.k == 1)
        draw_cell(v, uy, ux);
    else
        v->pixels[(size_t)uy * v->fit.tw + (size_t)ux] = reduced_texel(v, uy, ux);
    mark_tiles(v, ux * s, uy * s, ux * s + s, uy * s + s);
}

/* Row y of the maze at one cell per s x s texels: its first texel row
 * filled cell by cell and copied down, then the marked cells' discs. */
static void draw_row(view *v, int y)
{
    const mz_grid *g = v->grid;
    int s = v->fit.s, w = g->width;
    size_t first = (size_t)y * (size_t)w, span = (size_t)w * (size_t)s;
    uint32_t *row = v->pixels + (size_t)y * s * v->fit.tw;
    for (int x = 0; x < w; x++) {
        uint8_t b = g->cells[first + (size_t)x];
        uint32_t c = b & MZ_PASSAGE    ? passage_color(v, first + (size_t)x)
                     : b == MZ_OUTSIDE ? argb(VIEW_OUTSIDE_RGB)
                                       : v->wall;
        for (int tx = 0; tx < s; tx++)
            row[x * s + tx] = c;
    }
    for (int ty = 1; ty < s; ty++)
        memcpy(row + (size_t)ty * v->fit.tw, row, span * sizeof *row);
    bool dark = v->aids && v->aids_shown & AID_SEEN;
    for (int x = 0; (v->marked || v->aids || v->drawn) && x < w; x++)
        if (dark || (v->marked && v->marks[first + (size_t)x]) ||
            (v->aids && v->aids[first + (size_t)x]) || (v->drawn && v->drawn[first + (size_t)x]))
            draw_cell(v, y, x);
}

/* The whole texture (a new maze, an opened interior). At one cell per
 * texel or more, row by row: draw_unit's per-cell bookkeeping made the
 * first frame of a 2001 x 2001 maze cost about 50 ms. */
static void draw_all(view *v)
{
    if (v->fit.k == 1) {
        for (int y = 0; y < v->grid->height; y++)
            draw_row(v, y);
        return;
    }
    uint32_t units = (uint32_t)(ceil_div(v->grid->height, v->fit.k) * units_wide(v));
    for (uint32_t u = 0; u < units; u++)
        draw_unit(v, u);
}

/* Tile (tx, ty)'s texels. */
static SDL_Rect tile_texels(const view *v, int tx, int ty)
{
    int x = tx * VIEW_TILE, y = ty * VIEW_TILE;
    return (SDL_Rect){x, y, v->fit.tw - x < VIEW_TILE ? v->fit.tw - x : VIEW_TILE,
                      v->fit.th - y < VIEW_TILE ? v->fit.th - y : VIEW_TILE};
}

static int upload(view *v, SDL_Rect r)
{
    if (v->in_texture)
        return 0;
    const uint32_t *src = v->pixels + (size_t)r.y * v->fit.tw + (size_t)r.x;
    return SDL_UpdateTexture(v->tex, &r, src, v->fit.tw * (int)sizeof *src);
}

int view_flush(view *v)
{
    size_t tiles = (size_t)v->tiles_w * (size_t)v->tiles_h;
    int rc = 0;
    if (v->all_dirty) {
        draw_all(v);
        memset(v->tile_dirty, TILE_DAMAGE, tiles);
        v->changed = (SDL_Rect){0, 0, v->fit.tw, v->fit.th};
        rc = upload(v, (SDL_Rect){0, 0, v->fit.tw, v->fit.th});
    } else {
        for (size_t i = 0; i < v->ndirty; i++)
            draw_unit(v, v->dirty[i]);
        for (size_t i = 0; i < tiles; i++)
            if (v->tile_dirty[i] & TILE_UPLOAD) {
                v->tile_dirty[i] = TILE_DAMAGE;
                int tx = (int)(i % (size_t)v->tiles_w), ty = (int)(i / (size_t)v->tiles_w);
                rc |= upload(v, tile_texels(v, tx, ty));
            }
    }
    v->ndirty = 0;
    v->rows_touched = 0;
    v->frame_no++;
    v->all_dirty = false;
    return rc;
}

/* Screen x and y of texel column tx and row ty: the one mapping every
 * tile's edges follow. */
static int screen_x(const view *v, int tx)
{
    return v->area.x + (int)((2 * (int64_t)tx * v->area.w + v->fit.tw) / (2 * (int64_t)v->fit.tw));
}

static int screen_y(const view *v, int ty)
{
    return v->area.y + (int)((2 * (int64_t)ty * v->area.h + v->fit.th) / (2 * (int64_t)v->fit.th));
}

static SDL_Rect tile_screen(const view *v, int tx, int ty)
{
    SDL_Rect t = tile_texels(v, tx, ty);
    int x0 = screen_x(v, t.x), y0 = screen_y(v, t.y);
    return (SDL_Rect){x0, y0, screen_x(v, t.x + t.w) - x0, screen_y(v, t.y + t.h) - y0};
}

/* Along one side of the view (texels texels, drawn over area_px pixels
 * from area_at, in tiles tiles): the tiles [*t0, *t1) that may meet the
 * pixels [p, p + n). */
static void tile_span(int p, int n, int area_at, int area_px, int texels, int tiles, int *t0,
                      int *t1)
{
    int64_t a = (int64_t)(p - area_at) * texels, b = (int64_t)(p + n - area_at) * texels;
    int64_t first = area_px > 0 ? a / area_px / VIEW_TILE - 1 : 0;
    int64_t last = area_px > 0 ? b / area_px / VIEW_TILE + 2 : tiles;
    *t0 = first < 0 ? 0 : first > tiles ? tiles : (int)first;
    *t1 = last < 0 ? 0 : last > tiles ? tiles : (int)last;
}

/* Calls each(v, tx, ty, arg) for each tile (tx, ty) whose screen
 * rectangle meets r. */
static void each_tile_in(const view *v, SDL_Rect r, void (*each)(const view *, int, int, void *),
                         void *arg)
{
    int x0, x1, y0, y1;
    tile_span(r.x, r.w, v->area.x, v->area.w, v->fit.tw, v->tiles_w, &x0, &x1);
    tile_span(r.y, r.h, v->area.y, v->area.h, v->fit.th, v->tiles_h, &y0, &y1);
    for (int ty = y0; ty < y1; ty++)
        for (int tx = x0; tx < x1; tx++) {
            SDL_Rect s = tile_screen(v, tx, ty);
            if (SDL_HasIntersection(&s, &r))
                each(v, tx, ty, arg);
        }
}

static void copy_tile(const view *v, int tx, int ty, void *arg)
{
    (void)arg;
    SDL_Rect src = tile_texels(v, tx, ty), dst = tile_screen(v, tx, ty);
    SDL_RenderCopy(v->ren, v->tex, &src, &dst);
}

void view_draw(view *v, SDL_Rect clip) { each_tile_in(v, clip, copy_tile, NULL); }

static void cover_tile(const view *v, int tx, int ty, void *arg)
{
    SDL_Rect s = tile_screen(v, tx, ty), *r = arg;
    SDL_UnionRect(r, &s, r);
}

bool view_one_to_one(const view *v) { return v->area.w == v->fit.tw && v->area.h == v->fit.th; }

SDL_Rect view_tile_cover(const view *v, SDL_Rect r)
{
    if (view_one_to_one(v))
        return r;
    SDL_Rect cover = r;
    each_tile_in(v, r, cover_tile, &cover);
    return cover;
}

/* Adds the run of tiles [tx0, tx1) in row ty to out: it extends the
 * rectangle of the same run in the row above, if there is one. */
static int add_run(const view *v, SDL_Rect *out, int n, int max, int tx0, int tx1, int ty)
{
    SDL_Rect a = tile_screen(v, tx0, ty), b = tile_screen(v, tx1 - 1, ty);
    SDL_Rect run = {a.x, a.y, b.x + b.w - a.x, a.h};
    for (int i = 0; i < (n < max ? n : max); i++)
        if (out[i].x == run.x && out[i].w == run.w && out[i].y + out[i].h == run.y) {
            out[i].h += run.h;
            return n;
        }
    if (n < max)
        out[n] = run;
    return n + 1;
}

int view_take_damage(view *v, SDL_Rect *out, int max)
{
    int n = 0;
    for (int ty = 0; ty < v->tiles_h; ty++) {
        uint8_t *row = v->tile_dirty + (size_t)ty * (size_t)v->tiles_w;
        for (int tx = 0; tx < v->tiles_w;) {
            if (!(row[tx] & TILE_DAMAGE)) {
                tx++;
                continue;
            }
            int end = tx;
            while (end < v->tiles_w && row[end] & TILE_DAMAGE)
                row[end++] &= (uint8_t)~TILE_DAMAGE;
            n = add_run(v, out, n, max, tx, end, ty);
            tx = end;
        }
    }
    SDL_Rect box = {v->area.x + v->changed.x, v->area.y + v->changed.y, v->changed.w, v->changed.h};
    for (int i = 0; view_one_to_one(v) && i < n && i < max; i++)
        if (!SDL_IntersectRect(&out[i], &box, &out[i]))
            out[i] = (SDL_Rect){0, 0, 0, 0};
    v->changed = (SDL_Rect){0, 0, 0, 0};
    return n > max ? -1 : n;
}

void view_layout(view *v, SDL_Rect r)
{
    double sx = (double)r.w / v->fit.tw, sy = (double)r.h / v->fit.th;
    double scale = sx < sy ? sx : sy;
    int w = (int)(v->fit.tw * scale + 0.5), h = (int)(v->fit.th * scale + 0.5);
    v->area = (SDL_Rect){r.x + (r.w - w) / 2, r.y + (r.h - h) / 2, w, h};
}

double view_cell_px(const view *v) { return (double)v->fit.s / v->fit.k * v->area.w / v->fit.tw; }

SDL_Rect view_cell_rect(const view *v, int y, int x, int min_px)
{
    double px = (double)v->fit.s / v->fit.k, ax = (double)v->area.w / v->fit.tw,
           ay = (double)v->area.h / v->fit.th;
    int x0 = v->area.x + (int)floor(x * px * ax + 0.5);
    int x1 = v->area.x + (int)floor((x + 1) * px * ax + 0.5);
    int y0 = v->area.y + (int)floor(y * px * ay + 0.5);
    int y1 = v->area.y + (int)floor((y + 1) * px * ay + 0.5);
    SDL_Rect r = {x0, y0, x1 - x0, y1 - y0};
    if (r.w < min_px) {
        r.x -= (min_px - r.w) / 2;
        r.w = min_px;
    }
    if (r.h < min_px) {
        r.y -= (min_px - r.h) / 2;
        r.h = min_px;
    }
    return r;
}

void view_show_aids(view *v, const uint8_t *plane, uint8_t shown)
{
    v->aids = plane;
    v->aids_shown = shown;
}

bool view_cell_at(const view *v, int px, int py, int *y, int *x)
{
    double cx = (double)v->fit.s / v->fit.k * v->area.w / v->fit.tw;
    double cy = (double)v->fit.s / v->fit.k * v->area.h / v->fit.th;
    if (px < v->area.x || py < v->area.y || cx <= 0 || cy <= 0)
        return false;
    *x = (int)((px - v->area.x) / cx);
    *y = (int)((py - v->area.y) / cy);
    return *y < v->grid->height && *x < v->grid->width;
}

SDL_Rect view_dot_rect(const view *v, int y, int x)
{
    /* In a reduced view a cell is under a pixel: keep the dot findable. */
    return view_cell_rect(v, y, x, v->fit.k > 1 ? 8 : 3);
}

void view_draw_dot_at(view *v, SDL_Rect r) { SDL_RenderCopy(v->ren, v->dot_tex, NULL, &r); }
