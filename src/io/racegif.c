/* racegif.c - --race with --record: the racers' panes in one looping GIF,
 * each maze painted as --record paints one, under its two lines of words
 * (cairo, thresholded to the palette). Each frame is the whole picture
 * painted again and written as the rectangle that differs from the last.
 * SPDX-License-Identifier: MIT */
#include <cairo.h>
#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "lang.h"
#include "outfile.h"
#include "race.h"
#include "record.h"

/* A pane is at least WORDS_W wide, so its words are read whole at
 * small sizes; a narrower maze is centred in it. */
enum { GAP = 4, TEXT_PX = 11, LINE_PX = 14, WORDS_H = 2 * LINE_PX + 4, WORDS_W = 330 };
enum { PAL_BG = PAL_EXTRA, PAL_TEXT };
static const uint32_t extra_rgb[2] = {0x202020, 0xf0f0f0};

typedef struct racegif {
    const mz_options *o;
    io_race race;
    int pw, ph, w, h;    /* a pane (its words over its maze), the picture */
    uint8_t *pix, *last; /* this frame and the one before, palette indices */
    const uint8_t *discs[3];
    cairo_surface_t *words; /* a pane's words, A8 */
    char family[128];
} racegif;

/* The picture's size for o's racers on mazes of height x width cells:
 * panes in a row for two, two by two for more. */
static void size_for(const mz_options *o, int height, int width, int *pw, int *ph, int *w, int *h)
{
    int rows = o->nracers == 2 ? 1 : 2;
    *pw = width * o->block > WORDS_W ? width * o->block : WORDS_W;
    *ph = WORDS_H + height * o->block;
    *w = GAP + 2 * (*pw + GAP);
    *h = GAP + rows * (*ph + GAP);
}

int io_race_record_check(const mz_options *o, char *err, size_t errlen)
{
    int pw, ph, w, h;
    size_for(o, o->height, o->width, &pw, &ph, &w, &h);
    return io_record_check_picture(o->record_path, w, h, err, errlen);
}

/* Racer i's words into its pane's top, the first line in the route's
 * colour for a winner. */
static void paint_words(racegif *g, int i, int ox, int oy, bool won)
{
    char l0[192], l1[192];
    io_race_pane_text(&g->race, i, l0, l1, sizeof l0);
    cairo_t *cr = cairo_create(g->words);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
    cairo_select_font_face(cr, g->family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, TEXT_PX);
    cairo_move_to(cr, 2, LINE_PX - 2);
    cairo_show_text(cr, l0);
    cairo_move_to(cr, 2, 2 * LINE_PX - 2);
    cairo_show_text(cr, l1);
    cairo_destroy(cr);
    cairo_surface_flush(g->words);
    const uint8_t *a = cairo_image_surface_get_data(g->words);
    int stride = cairo_image_surface_get_stride(g->words);
    for (int y = 0; y < WORDS_H; y++)
        for (int x = 0; x < g->pw; x++)
            g->pix[(size_t)(oy + y) * (size_t)g->w + (size_t)(ox + x)] =
                a[y * stride + x] < 128  ? PAL_BG
                : won && y < LINE_PX + 2 ? PAL_ROUTE
                                         : PAL_TEXT;
}

/* The whole picture as the race stands. */
static void paint(racegif *g)
{
    memset(g->pix, PAL_BG, (size_t)g->w * (size_t)g->h);
    unsigned won = io_race_winners(&g->race);
    for (int i = 0; i < g->race.n; i++) {
        const io_racer *r = &g->race.racer[i];
        int ox = GAP + (i % 2) * (g->pw + GAP), oy = GAP + (i / 2) * (g->ph + GAP);
        paint_words(g, i, ox, oy, (won & 1u << i) != 0);
        const mz_grid *grid = r->run.grid;
        int mx = ox + (g->pw - grid->width * g->o->block) / 2;
        io_frame f = {g->pix,       g->w,        mx,
                      oy + WORDS_H, g->o->block, {g->discs[0], g->discs[1], g->discs[2]}};
        int head = r->head_y >= 0 ? r->head_y * grid->width + r->head_x : -1;
        const uint8_t *marks = mz_run_marks(r->run.run);
        for (int c = 0; c < grid->height * grid->width; c++)
            io_record_paint(&f, grid, marks, NULL, head, c);
    }
}

/* Writes the part of the picture that changed since the last frame. */
static int put(racegif *g, GifFileType *gif, int delay_cs)
{
    int x0 = g->w, y0 = g->h, x1 = 0, y1 = 0;
    for (int y = 0; y < g->h; y++) {
        const uint8_t *a = g->pix + (size_t)y * (size_t)g->w,
                      *b = g->last + (size_t)y * (size_t)g->w;
        if (memcmp(a, b, (size_t)g->w) == 0)
            continue;
        int l = 0, r = g->w - 1;
        while (a[l] == b[l])
            l++;
        while (a[r] == b[r])
            r--;
        x0 = l < x0 ? l : x0, x1 = r + 1 > x1 ? r + 1 : x1;
        y0 = y < y0 ? y : y0, y1 = y + 1;
    }
    memcpy(g->last, g->pix, (size_t)g->w * (size_t)g->h);
    return io_gif_put(gif, g->pix, g->w, x0, y0, x1 - x0, y1 - y0, delay_cs);
}

/* The ticks the whole race takes: the same race on mazes of its own. */
static int count_ticks(const mz_options *o, uint64_t *ticks, char *err, size_t errlen)
{
    io_race c;
    int st = io_race_open(&c, o, false, NULL, NULL, err, errlen); /* said by the real one */
    if (st)
        return st;
    while (io_race_tick(&c))
        ;
    *ticks = c.tick;
    io_race_close(&c);
    return 0;
}

static int frames(racegif *g, GifFileType *gif, uint64_t total)
{
    uint64_t k = g->o->frame_steps;
    if (!k)
        k = total / (IO_RECORD_FRAMES - 1) + (total % (IO_RECORD_FRAMES - 1) != 0);
    k = k ? k : 1;
    memset(g->last, 0xff, (size_t)g->w * (size_t)g->h); /* the first frame is whole */
    for (uint64_t frame = 0;; frame++) {
        bool last = io_race_over(&g->race);
        paint(g);
        if (put(g, gif, last ? IO_RECORD_HOLD_CS : io_gif_delay_cs(g->o->fps, frame)) != GIF_OK)
            return GIF_ERROR;
        if (last)
            return GIF_OK;
        for (uint64_t i = 0; i < k && io_race_tick(&g->race); i++)
            ;
    }
}

static void teardown(racegif *g)
{
    io_race_close(&g->race);
    free(g->pix);
    free(g->last);
    for (int i = 0; i < 3; i++)
        free((void *)g->discs[i]);
    if (g->words)
        cairo_surface_destroy(g->words);
}

int io_race_record(const mz_options *o, char *err, size_t errlen)
{
    int status = io_race_record_check(o, err, errlen);
    if (status)
        return status;
    racegif g = {.o = o};
    uint64_t total = 0;
    status = count_ticks(o, &total, err, errlen);
    if (!status)
        status = io_race_open(&g.race, o, true, NULL, NULL, err, errlen);
    if (!status) { /* the mazes' size, which a shape may have set rather than o */
        const mz_grid *m = g.race.racer[0].run.grid;
        size_for(o, m->height, m->width, &g.pw, &g.ph, &g.w, &g.h);
        status = io_record_check_picture(o->record_path, g.w, g.h, err, errlen);
    }
    if (status) {
        teardown(&g);
        return status;
    }
    g.pix = malloc((size_t)g.w * (size_t)g.h);
    g.last = malloc((size_t)g.w * (size_t)g.h);
    for (int i = 0; i < 3; i++)
        g.discs[i] = io_record_disc(o->block, io_record_disc_radius[i]);
    g.words = cairo_image_surface_create(CAIRO_FORMAT_A8, g.pw, WORDS_H);
    io_words_family(g.family, sizeof g.family);
    if (!g.pix || !g.last || !g.discs[0] || !g.discs[1] || !g.discs[2] ||
        cairo_surface_status(g.words) != CAIRO_STATUS_SUCCESS) {
        snprintf(err, errlen, _("not enough memory to record a %d x %d maze"),
                 g.race.racer[0].run.grid->height, g.race.racer[0].run.grid->width);
        teardown(&g);
        return 2;
    }
    outfile out;
    if (outfile_open(&out, o->record_path, err, errlen) != 0) {
        teardown(&g);
        return 1;
    }
    GifFileType *gif = NULL;
    int rc = io_gif_open(&gif, &out, g.w, g.h, o, extra_rgb, 2) == GIF_OK ? frames(&g, gif, total)
                                                                          : GIF_ERROR;
    status = io_gif_finish(gif, &out, rc, o->record_path, err, errlen);
    teardown(&g);
    return status;
}
