/* sheet.c - worksheets: mazes K to a page with a caption each, then the
 * same pages again with the routes drawn, for the answer key.
 * SPDX-License-Identifier: MIT */
#include "sheet.h"

#include <cairo-pdf.h>
#include <stdio.h>

#include "draw.h"
#include "maze.h"
#include "mazedfs/error.h"

#define MARGIN 42.0     /* points round the page */
#define GAP 18.0        /* between mazes */
#define CAPTION_PT 10.0 /* the caption's font size */
#define CAPTION_LINES 2
#define TITLE_PT 12.0

typedef struct layout {
    double pw, ph;  /* the page */
    int cols, rows; /* slots */
    double sw, sh;  /* a slot */
} layout;

static layout layout_for(const mz_options *o)
{
    layout l;
    io_paper_size(o->paper, &l.pw, &l.ph);
    l.cols = o->per_page >= 4 ? 2 : 1;
    l.rows = (o->per_page + l.cols - 1) / l.cols;
    double top = MARGIN + TITLE_PT * 2;
    l.sw = (l.pw - 2 * MARGIN - (l.cols - 1) * GAP) / l.cols;
    l.sh = (l.ph - top - MARGIN - (l.rows - 1) * GAP) / l.rows;
    return l;
}

/* Text at (x, y), shrunk to fit width. */
static void text_fit(cairo_t *cr, double x, double y, double width, double pt, const char *s)
{
    cairo_text_extents_t te;
    cairo_set_font_size(cr, pt);
    cairo_text_extents(cr, s, &te);
    if (te.x_advance > width)
        cairo_set_font_size(cr, pt * width / te.x_advance);
    cairo_move_to(cr, x, y);
    cairo_show_text(cr, s);
}

static void caption(cairo_t *cr, const mz_options *o, uint64_t seed, double x, double y, double w)
{
    char line[160];
    snprintf(line, sizeof line, "%s  %d x %d  seed %llu", o->gen->name, o->height, o->width,
             (unsigned long long)seed);
    cairo_set_source_rgb(cr, 0, 0, 0);
    text_fit(cr, x, y + CAPTION_PT, w, CAPTION_PT, line);
    text_fit(cr, x, y + 2.2 * CAPTION_PT, w, CAPTION_PT,
             "Name: ______________________   Date: ____________");
}

/* The maze of slot seed, and its route for the answer key: the options'
 * run (the same for both pages) with that seed. */
static int slot_run(io_run *r, mz_path *route, const mz_options *o, uint64_t seed, bool answer,
                    char *err, size_t errlen)
{
    mz_run_plan plan;
    mz_run_plan_of(o, &plan);
    plan.seed = seed;
    if (!answer)
        plan.solver = NULL, plan.trace = false;
    int st = io_run_open(r, o, &plan, err, errlen);
    if (!st)
        st = io_run_finish(r, err, errlen);
    if (!st && io_run_route(r, route) != MZ_OK) {
        snprintf(err, errlen, "not enough memory to draw the route");
        st = 2;
    }
    return st;
}

/* One maze in slot (x, y): caption above, maze scaled to the rest. */
static int draw_slot(cairo_t *cr, const mz_options *o, uint64_t seed, bool answer, double x,
                     double y, const layout *l, char *err, size_t errlen)
{
    io_run r = {0};
    mz_path route = {0};
    int st = slot_run(&r, &route, o, seed, answer, err, errlen);
    if (!st) {
        const mz_grid *g = r.grid;
        caption(cr, o, seed, x, y, l->sw);
        double cap = (CAPTION_LINES + 0.8) * CAPTION_PT;
        double sx = l->sw / g->width, sy = (l->sh - cap) / g->height;
        double s = sx < sy ? sx : sy;
        cairo_save(cr);
        cairo_translate(cr, x + (l->sw - s * g->width) / 2, y + cap);
        cairo_scale(cr, s, s);
        io_draw_maze(cr, g, route.length ? &route : NULL, io_print_colors(o));
        cairo_restore(cr);
    }
    mz_path_free(&route);
    io_run_close(&r);
    return st;
}

static void page_title(cairo_t *cr, const layout *l, bool answer, int page, int pages)
{
    char t[96];
    snprintf(t, sizeof t, "%s  -  page %d of %d", answer ? "Answer key" : "Mazes", page, pages);
    cairo_set_source_rgb(cr, 0, 0, 0);
    text_fit(cr, MARGIN, MARGIN, l->pw - 2 * MARGIN, TITLE_PT, t);
}

/* The pages of mazes (answer false) or of answers. */
static int pages(cairo_t *cr, const mz_options *o, const layout *l, bool answer, char *err,
                 size_t errlen)
{
    int per = o->per_page, npages = (o->sheet + per - 1) / per;
    for (int p = 0; p < npages; p++) {
        page_title(cr, l, answer, p + 1, npages);
        for (int k = 0; k < per && p * per + k < o->sheet; k++) {
            double x = MARGIN + (k % l->cols) * (l->sw + GAP);
            double y = MARGIN + TITLE_PT * 2 + (double)(k / l->cols) * (l->sh + GAP);
            int st =
                draw_slot(cr, o, o->seed + (uint64_t)(p * per + k), answer, x, y, l, err, errlen);
            if (st)
                return st;
        }
        cairo_show_page(cr);
    }
    return 0;
}

int io_sheet_write(outfile *out, const mz_options *o, char *err, size_t errlen)
{
    layout l = layout_for(o);
    cairo_surface_t *s = cairo_pdf_surface_create_for_stream(io_cairo_write, out, l.pw, l.ph);
    cairo_t *cr = cairo_create(s);
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    int st = pages(cr, o, &l, false, err, errlen);
    if (!st)
        st = pages(cr, o, &l, true, err, errlen);
    cairo_destroy(cr);
    cairo_surface_finish(s);
    cairo_status_t cs = cairo_surface_status(s);
    cairo_surface_destroy(s);
    if (!st && cs != CAIRO_STATUS_SUCCESS && !out->failed) {
        snprintf(err, errlen, "%.300s: %s", out->path, cairo_status_to_string(cs));
        st = 1;
    }
    return st;
}
