/* export.c - --export: one table of formats by extension; PNG and PDF
 * drawn through cairo, SVG written directly. SPDX-License-Identifier: MIT */
#include "export.h"

#include <cairo-pdf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "draw.h"
#include "lab.h"
#include "lang.h"
#include "maze.h"
#include "mazedfs/error.h"
#include "sheet.h"
#include "svg.h"

/* cairo's image surfaces take at most this many pixels a side. */
#define PNG_MAX_SIDE 32767
/* A PDF page scaled to its paper keeps this margin, in points. */
#define PDF_MARGIN 36.0
/* The size of "Start" and "Finish" in that margin, in points. */
#define PDF_WORD_PT 10.0

typedef struct picture {
    const mz_options *o;
    const mz_grid *g;
    const mz_path *route; /* or NULL */
    io_colors colors;
    const io_heat *heat; /* --heat, or NULL */
} picture;

/* The heat legend's height under a maze drawn cell points (or pixels) a
 * cell. */
static double legend_height(double cell) { return cell * 3 > 30 ? cell * 3 : 30; }

typedef int (*write_fn)(outfile *out, const picture *p, char *err, size_t errlen);

static int cairo_failed(const outfile *out, cairo_status_t st, char *err, size_t errlen)
{
    snprintf(err, errlen, "%.300s: %s", out->path, cairo_status_to_string(st));
    return st == CAIRO_STATUS_NO_MEMORY || st == CAIRO_STATUS_INVALID_SIZE ? 2 : 1;
}

static int write_png(outfile *out, const picture *p, char *err, size_t errlen)
{
    int64_t w = (int64_t)p->g->width * p->o->block, h = (int64_t)p->g->height * p->o->block;
    int64_t legend = p->heat ? (int64_t)legend_height(p->o->block) : 0;
    if (w > PNG_MAX_SIDE || h > PNG_MAX_SIDE) {
        snprintf(err, errlen,
                 _("%.300s: a %lld x %lld pixel PNG is too big (at most %d a side); "
                   "give a smaller BLOCK"),
                 out->path, (long long)w, (long long)h, PNG_MAX_SIDE);
        return 2;
    }
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)w, (int)(h + legend));
    cairo_t *cr = cairo_create(s);
    if (legend) {
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        io_draw_heat_legend(cr, p->heat, p->o->block, (double)h + legend * 0.15,
                            (double)w - 2 * p->o->block, legend * 0.8);
    }
    /* Cells are whole pixels: no antialiasing, every pixel one colour. */
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
    cairo_scale(cr, p->o->block, p->o->block);
    io_draw_maze(cr, p->g, p->route, p->colors, io_style_of(p->o, false), p->heat);
    cairo_status_t st = cairo_status(cr);
    cairo_destroy(cr);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_write_to_png_stream(s, io_cairo_write, out);
    cairo_surface_destroy(s);
    return st == CAIRO_STATUS_SUCCESS || out->failed ? 0 : cairo_failed(out, st, err, errlen);
}

static int write_svg(outfile *out, const picture *p, char *err, size_t errlen)
{
    (void)err, (void)errlen;
    io_svg_write(out, p->g, p->route, p->colors, p->o->block, io_style_of(p->o, false));
    return 0;
}

/* BLOCK points a cell on a page the maze's size; without BLOCK, the
 * maze fills the paper inside a margin. */
static int write_pdf(outfile *out, const picture *p, char *err, size_t errlen)
{
    double pw = (double)p->g->width * p->o->block, ph = (double)p->g->height * p->o->block;
    double scale = p->o->block, x0 = 0, y0 = 0;
    double legend = p->heat ? legend_height(p->o->block_given ? p->o->block : 10) : 0;
    ph += p->o->block_given ? legend : 0;
    if (!p->o->block_given) {
        io_paper_size(p->o->paper ? p->o->paper : "a4", &pw, &ph);
        double sx = (pw - 2 * PDF_MARGIN) / p->g->width,
               sy = (ph - 2 * PDF_MARGIN - legend) / p->g->height;
        scale = sx < sy ? sx : sy;
        x0 = (pw - scale * p->g->width) / 2;
        y0 = (ph - legend - scale * p->g->height) / 2;
    }
    cairo_surface_t *s = cairo_pdf_surface_create_for_stream(io_cairo_write, out, pw, ph);
    cairo_t *cr = cairo_create(s);
    if (legend) {
        /* Under the maze, past the Finish word when there is one. */
        double mw = scale * p->g->width, below = p->o->block_given ? 0 : PDF_WORD_PT * 1.4;
        io_draw_heat_legend(cr, p->heat, x0 + mw * 0.05, y0 + scale * p->g->height + below,
                            mw * 0.9, legend * 0.8);
    }
    cairo_translate(cr, x0, y0);
    cairo_scale(cr, scale, scale);
    io_draw_maze(cr, p->g, p->route, p->colors, io_style_of(p->o, true), p->heat);
    if (!p->o->block_given) {
        char family[128];
        cairo_select_font_face(cr, io_words_family(family, sizeof family), CAIRO_FONT_SLANT_NORMAL,
                               CAIRO_FONT_WEIGHT_NORMAL);
        io_draw_words(cr, p->g, scale, PDF_WORD_PT, p->colors, 0);
    }
    cairo_destroy(cr);
    cairo_surface_finish(s);
    cairo_status_t st = cairo_surface_status(s);
    cairo_surface_destroy(s);
    return st == CAIRO_STATUS_SUCCESS || out->failed ? 0 : cairo_failed(out, st, err, errlen);
}

static const struct format {
    const char *ext;
    write_fn write;
} formats[] = {{".png", write_png}, {".svg", write_svg}, {".pdf", write_pdf}};
enum { NFORMATS = sizeof formats / sizeof formats[0] };

static const struct format *format_of(const char *path)
{
    size_t len = strlen(path);
    for (int i = 0; i < NFORMATS; i++) {
        size_t n = strlen(formats[i].ext);
        if (len > n && strcasecmp(path + len - n, formats[i].ext) == 0)
            return &formats[i];
    }
    return NULL;
}

/* Drains the options' run and writes its maze and route with f into out. */
static int write_maze(outfile *out, const struct format *f, const mz_options *o, char *err,
                      size_t errlen)
{
    io_run r;
    int status = io_run_open_options(&r, o, err, errlen);
    if (!status)
        status = io_run_finish(&r, err, errlen);
    if (status) {
        io_run_close(&r);
        return status;
    }
    mz_path route;
    const mz_grid *g = r.grid;
    uint32_t *dist = o->heat ? malloc((size_t)g->height * (size_t)g->width * sizeof *dist) : NULL;
    io_heat heat = {dist, 0, MZ_DIST_NONE};
    if (io_run_route(&r, &route) != MZ_OK ||
        (o->heat && (!dist || mz_distances(g, dist, &heat.max) != MZ_OK))) {
        snprintf(err, errlen, _("not enough memory to draw the %s"),
                 o->heat ? _("heat map") : _("route"));
        status = 2;
    } else {
        bool drawn = route.length > 0;
        if (dist)
            heat.exit =
                dist[(size_t)mz_grid_exit_y(g) * (size_t)g->width + (size_t)mz_grid_exit_x(g)];
        status = f->write(
            out, &(picture){o, g, drawn ? &route : NULL, io_print_colors(o), dist ? &heat : NULL},
            err, errlen);
    }
    free(dist);
    mz_path_free(&route);
    io_run_close(&r);
    return status;
}

int io_export_check(const mz_options *o, char *err, size_t errlen)
{
    const struct format *f = format_of(o->export_path);
    if (!f) {
        snprintf(err, errlen, _("%.300s: --export writes .png, .svg or .pdf; name the file so"),
                 o->export_path);
        return 2;
    }
    if (o->heat && f->write == write_svg) {
        snprintf(err, errlen,
                 _("%.300s: --heat draws a PNG or a PDF; give --export FILE.png or .pdf"),
                 o->export_path);
        return 2;
    }
    if (o->sheet && f->write != write_pdf) {
        snprintf(err, errlen, _("%.300s: a worksheet is a PDF; give --export FILE.pdf"),
                 o->export_path);
        return 2;
    }
    return 0;
}

int io_export(const mz_options *o, char *err, size_t errlen)
{
    int bad = io_export_check(o, err, errlen);
    if (bad)
        return bad;
    const struct format *f = format_of(o->export_path);
    outfile out;
    if (outfile_open(&out, o->export_path, err, errlen) != 0)
        return 1;
    int status = o->lab_gen ? io_lab_write(&out, o, err, errlen)
                 : o->sheet ? io_sheet_write(&out, o, err, errlen)
                            : write_maze(&out, f, o, err, errlen);
    if (status == 0 && outfile_commit(&out, err, errlen) != 0)
        status = 1;
    outfile_abort(&out);
    return status;
}
