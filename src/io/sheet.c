/* sheet.c - worksheets: mazes K to a page, numbered 1 to N and as large
 * as the printable area allows, under a heading; then the same pages
 * again headed as answers, with the routes drawn.
 * SPDX-License-Identifier: MIT */
#include "sheet.h"

#include <cairo-pdf.h>
#include <stdio.h>

#include "draw.h"
#include "lang.h"
#include "maskfile.h"
#include "maze.h"
#include "mazedfs/error.h"

#define MARGIN 36.0   /* points round the page: half an inch, inside any printer's reach */
#define GAP 14.0      /* between mazes */
#define TITLE_PT 15.0 /* the heading */
#define LINE_PT 10.0  /* the instruction line, and Name / Date */
#define NUMBER_PT 13.0
#define CAPTION_PT 7.5 /* generator, size and seed beside the number */
#define WORD_PT 9.0    /* "Start" and "Finish" */
/* The heading: title, then instruction and Name / Date on one line. */
#define HEAD (TITLE_PT * 1.2 + LINE_PT * 2.2)
/* Above a maze: its number line, which "Start" shares; below it, the
 * room "Finish" takes. */
#define LABEL (NUMBER_PT * 1.3)
#define WORDS (WORD_PT * 1.45)

typedef struct layout {
    double pw, ph;  /* the page */
    int cols, rows; /* slots */
    double sw, sh;  /* a slot */
    double cell;    /* points a maze cell */
} layout;

/* The cell size c columns give mazes of h x w cells. */
static double cell_for(const layout *page, int per, int c, int h, int w, layout *out)
{
    layout l = *page;
    l.cols = c;
    l.rows = (per + c - 1) / c;
    l.sw = (l.pw - 2 * MARGIN - (c - 1) * GAP) / c;
    l.sh = (l.ph - 2 * MARGIN - HEAD - (l.rows - 1) * GAP) / l.rows;
    double sx = l.sw / w, sy = (l.sh - LABEL - WORDS) / h;
    l.cell = sx < sy ? sx : sy;
    *out = l;
    return l.cell;
}

/* Of every number of columns, the one that draws the mazes largest. */
static layout layout_for(const mz_options *o, int h, int w)
{
    layout page = {0}, best = {0}, l;
    io_paper_size(o->paper, &page.pw, &page.ph);
    for (int c = 1; c <= o->per_page; c++)
        if (cell_for(&page, o->per_page, c, h, w, &l) > best.cell)
            best = l;
    return best;
}

/* Text at (x, y), shrunk to fit width; returns its width. */
static double text_fit(cairo_t *cr, double x, double y, double width, double pt, const char *s)
{
    cairo_text_extents_t te;
    cairo_set_font_size(cr, pt);
    cairo_text_extents(cr, s, &te);
    if (te.x_advance > width) {
        cairo_set_font_size(cr, pt * width / te.x_advance);
        cairo_text_extents(cr, s, &te);
    }
    cairo_move_to(cr, x, y);
    cairo_show_text(cr, s);
    return te.x_advance;
}

/* The family io_sheet_write chose for the language stays on cr; only the
 * weight changes. */
static void font(cairo_t *cr, bool bold)
{
    cairo_font_face_t *f = cairo_get_font_face(cr);
    const char *family = cairo_font_face_get_type(f) == CAIRO_FONT_TYPE_TOY
                             ? cairo_toy_font_face_get_family(f)
                             : "sans-serif";
    cairo_select_font_face(cr, family, CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
}

/* The maze's number, large, and its generator, size and seed at the
 * right; returns the number's width. */
static double label(cairo_t *cr, const mz_options *o, int number, const mz_gen_info *gen,
                    bool answer, uint64_t seed, double x, double y, double w)
{
    char num[16], line[160];
    snprintf(num, sizeof num, "%d", number);
    /* A booklet of several generators asks which made each maze; the key
     * says. */
    const char *name = o->ngens && !answer ? _("algorithm: ____________") : gen->name;
    snprintf(line, sizeof line, _("%s  %d x %d  seed %llu"), name, o->height, o->width,
             (unsigned long long)seed);
    cairo_set_source_rgb(cr, 0, 0, 0);
    font(cr, true);
    double nw = text_fit(cr, x, y + NUMBER_PT, w / 4, NUMBER_PT, num);
    font(cr, false);
    cairo_text_extents_t te;
    cairo_set_font_size(cr, CAPTION_PT);
    cairo_text_extents(cr, line, &te);
    double room = w - nw - NUMBER_PT;
    text_fit(cr, x + w - (te.x_advance < room ? te.x_advance : room), y + NUMBER_PT, room,
             CAPTION_PT, line);
    return nw;
}

/* The maze of slot seed, and its route for the answer key: the options'
 * run (the same for both pages) with that seed. */
static int slot_run(io_run *r, mz_path *route, const mz_options *o, const mz_gen_info *gen,
                    uint64_t seed, bool answer, char *err, size_t errlen)
{
    mz_run_plan plan;
    mz_run_plan_of(o, &plan);
    plan.seed = seed;
    plan.gen = gen;
    if (!answer)
        plan.solver = NULL, plan.trace = false;
    int st = io_run_open_quiet(r, o, &plan, err, errlen);
    if (!st)
        st = io_run_finish(r, err, errlen);
    if (!st && io_run_route(r, route) != MZ_OK) {
        snprintf(err, errlen, _("not enough memory to draw the route"));
        st = 2;
    }
    return st;
}

/* Maze number in the slot at (x, y): its label, then the maze at the
 * layout's cell size, centred, with its Start and Finish. */
static int draw_slot(cairo_t *cr, const mz_options *o, int number, bool answer, double x, double y,
                     const layout *l, char *err, size_t errlen)
{
    io_run r = {0};
    mz_path route = {0};
    uint64_t seed = o->seed + (uint64_t)(number - 1);
    const mz_gen_info *gen = o->ngens ? o->gens[(number - 1) % o->ngens] : o->gen;
    int st = slot_run(&r, &route, o, gen, seed, answer, err, errlen);
    if (!st) {
        const mz_grid *g = r.grid;
        double s = l->cell, mw = s * g->width, mh = s * g->height;
        double mx = x + (l->sw - mw) / 2;
        double my = y + (l->sh - LABEL - WORDS - mh) / 2;
        double nw = label(cr, o, number, gen, answer, seed, mx, my, mw);
        io_colors c = io_print_colors(o);
        cairo_save(cr);
        cairo_translate(cr, mx, my + LABEL);
        cairo_scale(cr, s, s);
        io_draw_maze(cr, g, route.length ? &route : NULL, c, io_style_of(o, true), NULL);
        font(cr, false);
        io_draw_words(cr, g, s, WORD_PT, c, nw + WORD_PT);
        cairo_restore(cr);
    }
    mz_path_free(&route);
    io_run_close(&r);
    return st;
}

/* The page's heading: the title (and "Answers" on the key), the page
 * number, and the instruction line; Name and Date only to fill in. */
static void heading(cairo_t *cr, const mz_options *o, const layout *l, bool answer, int page,
                    int pages)
{
    char t[256], pg[48];
    const char *title = o->title ? o->title : _("Mazes");
    if (answer)
        snprintf(t, sizeof t, _("Answers: %.200s"), title);
    else
        snprintf(t, sizeof t, "%.200s", title);
    snprintf(pg, sizeof pg, _("page %d of %d"), page, pages);
    double w = l->pw - 2 * MARGIN;
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_text_extents_t te;
    font(cr, false);
    cairo_set_font_size(cr, LINE_PT);
    cairo_text_extents(cr, pg, &te);
    cairo_move_to(cr, l->pw - MARGIN - te.x_advance, MARGIN + TITLE_PT);
    cairo_show_text(cr, pg);
    font(cr, true);
    text_fit(cr, MARGIN, MARGIN + TITLE_PT, w - te.x_advance - LINE_PT, TITLE_PT, t);
    font(cr, false);
    double y = MARGIN + TITLE_PT * 1.2 + LINE_PT * 1.4;
    if (answer) {
        text_fit(cr, MARGIN, y, w, LINE_PT,
                 o->ngens ? _("The way from Start to Finish through each maze, numbered as on the "
                              "mazes, and the algorithm that made it.")
                          : _("The way from Start to Finish through each maze, numbered as on the "
                              "mazes."));
        return;
    }
    const char *name = _("Name: ____________________   Date: ____________");
    cairo_set_font_size(cr, LINE_PT);
    cairo_text_extents(cr, name, &te);
    double nx = l->pw - MARGIN - te.x_advance;
    cairo_move_to(cr, nx, y);
    cairo_show_text(cr, name);
    text_fit(cr, MARGIN, y, nx - MARGIN - LINE_PT, LINE_PT,
             o->ngens ? _("Draw a line from Start to Finish; which algorithm made each maze?")
                      : _("Draw a line from Start to Finish without crossing a wall."));
}

/* The pages of mazes (answer false) or of answers. */
static int pages(cairo_t *cr, const mz_options *o, const layout *l, bool answer, char *err,
                 size_t errlen)
{
    int per = o->per_page, npages = (o->sheet + per - 1) / per;
    for (int p = 0; p < npages; p++) {
        heading(cr, o, l, answer, p + 1, npages);
        for (int k = 0; k < per && p * per + k < o->sheet; k++) {
            double x = MARGIN + (k % l->cols) * (l->sw + GAP);
            double y = MARGIN + HEAD + (double)(k / l->cols) * (l->sh + GAP);
            int st = draw_slot(cr, o, p * per + k + 1, answer, x, y, l, err, errlen);
            if (st)
                return st;
        }
        cairo_show_page(cr);
    }
    return 0;
}

/* The size of the sheet's mazes: o's, or a shape's (which may set it),
 * whose joined pieces are told once here rather than for every maze.
 * 0, or 2 with err for a bad mask. */
static int maze_size(const mz_options *o, int *h, int *w, char *err, size_t errlen)
{
    *h = o->height;
    *w = o->width;
    if (!o->mask_path && !o->mask_text)
        return 0;
    char note[256];
    mz_grid *g = io_mask_grid(o, note, sizeof note, err, errlen);
    if (!g)
        return 2;
    if (note[0])
        fprintf(stderr, "mazedfs: %s\n", note);
    *h = g->height;
    *w = g->width;
    mz_grid_free(g);
    return 0;
}

int io_sheet_write(outfile *out, const mz_options *o, char *err, size_t errlen)
{
    int h, w;
    if (maze_size(o, &h, &w, err, errlen))
        return 2;
    layout l = layout_for(o, h, w);
    cairo_surface_t *s = cairo_pdf_surface_create_for_stream(io_cairo_write, out, l.pw, l.ph);
    cairo_t *cr = cairo_create(s);
    char family[128];
    cairo_select_font_face(cr, io_words_family(family, sizeof family), CAIRO_FONT_SLANT_NORMAL,
                           CAIRO_FONT_WEIGHT_NORMAL);
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
