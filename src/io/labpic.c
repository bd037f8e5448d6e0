/* labpic.c - the bias lab's picture (--bias-lab NAME --export): a
 * histogram with the uniform line, and the ten most and ten least made
 * trees drawn small. SPDX-License-Identifier: MIT */
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "draw.h"
#include "lab.h"
#include "lang.h"

/* The picture's size in its own units (pixels in a PNG, points in an SVG);
 * a PDF scales it onto A4 landscape. */
enum { PIC_W = 1200, PIC_H = 800, MARGIN = 30 };
#define A4_LONG 841.89
#define A4_SHORT 595.28

/* The histogram's box. */
static const double hist_x0 = 70, hist_x1 = PIC_W - MARGIN, hist_y0 = 100, hist_y1 = 520;

static void text_at(cairo_t *cr, double x, double y, double pt, const char *s)
{
    cairo_set_font_size(cr, pt);
    cairo_move_to(cr, x, y);
    cairo_show_text(cr, s);
}

/* Text ending at x. */
static void text_left_of(cairo_t *cr, double x, double y, double pt, const char *s)
{
    cairo_text_extents_t e;
    cairo_set_font_size(cr, pt);
    cairo_text_extents(cr, s, &e);
    text_at(cr, x - e.x_advance, y, pt, s);
}

static void heading(cairo_t *cr, const io_lab *lab, const io_lab_figures *f)
{
    char line[256];
    io_set_color(cr, 0x000000);
    snprintf(line, sizeof line, _("Bias lab: %s, %llu mazes of 3 x 3 rooms (seed %llu)"),
             lab->gen->name, (unsigned long long)lab->made, (unsigned long long)lab->seed);
    text_at(cr, MARGIN, 44, 24, line);
    char p[32];
    if (f->p < 0.001)
        snprintf(p, sizeof p, "%s", _("p < 0.001"));
    else
        snprintf(p, sizeof p, _("p = %.3f"), f->p);
    snprintf(line, sizeof line,
             _("chi-square %.1f with %d degrees of freedom, %s: %s at the 5%% level; %d of %d "
               "trees made"),
             f->chi2, f->df, p, f->uniform ? _("uniform") : _("biased"), f->seen, MZ_BIAS_TREES);
    text_at(cr, MARGIN, 76, 16, line);
}

enum { ORANGE = 0xe07020, BLUE = 0x3070c0, GREY = 0x909090, RED = 0xd00000 };

/* The colour of tree t's bar: the ten most made orange, the ten least
 * blue, the rest grey. */
static uint32_t bar_color(int t, const int order[MZ_BIAS_TREES])
{
    int side = io_lab_side(order, t);
    return side > 0 ? ORANGE : side < 0 ? BLUE : GREY;
}

/* A blue tick under the axis at each of the ten least made: their bars
 * may not show (made 0 times). */
static void least_ticks(cairo_t *cr, const int order[MZ_BIAS_TREES], double bw)
{
    io_set_color(cr, BLUE);
    for (int i = 0; i < IO_LAB_SHOWN; i++) {
        cairo_rectangle(cr, hist_x0 + io_lab_shown(order, true, i) * bw, hist_y1 + 3, bw * 0.8, 8);
        cairo_fill(cr);
    }
}

/* The colours' key, along the histogram's top (over the bars' headroom),
 * ending at the right. */
static void legend(cairo_t *cr, double y)
{
    static const uint32_t colors[] = {ORANGE, BLUE, GREY, RED};
    const char *words[] = {_("the ten made most"), _("the ten made least (ticked under the axis)"),
                           _("the other trees"), _("uniform: each tree's share")};
    double x = hist_x1, pt = 13;
    cairo_set_font_size(cr, pt);
    for (int i = 3; i >= 0; i--) {
        cairo_text_extents_t e;
        cairo_text_extents(cr, words[i], &e);
        x -= e.x_advance;
        io_set_color(cr, 0x000000);
        text_at(cr, x, y, pt, words[i]);
        x -= 16;
        io_set_color(cr, colors[i]);
        cairo_rectangle(cr, x, y - 10, 11, 11);
        cairo_fill(cr);
        x -= 18;
    }
}

static void histogram(cairo_t *cr, const io_lab *lab, const io_lab_figures *f,
                      const int order[MZ_BIAS_TREES])
{
    double top = (double)lab->counts[order[0]];
    top = (top > f->expected ? top : f->expected) * 1.1 + 1;
    double bw = (hist_x1 - hist_x0) / MZ_BIAS_TREES, hh = hist_y1 - hist_y0;
    for (int t = 0; t < MZ_BIAS_TREES; t++) {
        double h = hh * (double)lab->counts[t] / top;
        io_set_color(cr, bar_color(t, order));
        cairo_rectangle(cr, hist_x0 + t * bw, hist_y1 - h, bw * 0.8, h);
        cairo_fill(cr);
    }
    least_ticks(cr, order, bw);
    io_set_color(cr, 0x000000);
    cairo_set_line_width(cr, 1.5);
    cairo_move_to(cr, hist_x0, hist_y0);
    cairo_line_to(cr, hist_x0, hist_y1);
    cairo_line_to(cr, hist_x1, hist_y1);
    cairo_stroke(cr);
    char n[64];
    double uy = hist_y1 - hh * f->expected / top;
    io_set_color(cr, RED);
    cairo_set_line_width(cr, 2);
    cairo_move_to(cr, hist_x0, uy);
    cairo_line_to(cr, hist_x1, uy);
    cairo_stroke(cr);
    /* The uniform share is labelled on the axis, as the counts are (the
     * key names the red line): over the bars it sat on bars as tall. The
     * top count moves up if the two would touch, and the 0 goes. */
    snprintf(n, sizeof n, "%.0f", f->expected);
    text_left_of(cr, hist_x0 - 6, uy + 5, 13, n);
    io_set_color(cr, 0x000000);
    snprintf(n, sizeof n, "%llu", (unsigned long long)lab->counts[order[0]]);
    double ty = hist_y1 - hh * (double)lab->counts[order[0]] / top;
    text_left_of(cr, hist_x0 - 6, (ty > uy - 15 ? uy - 15 : ty) + 5, 13, n);
    if (uy < hist_y1 - 15)
        text_left_of(cr, hist_x0 - 6, hist_y1 + 5, 13, "0");
    text_at(cr, hist_x0, hist_y1 + 26, 13, _("the 192 mazes of 3 x 3 rooms, in order (0 to 191)"));
    legend(cr, hist_y0 + 8);
}

/* The ten most (or least) made trees, drawn small in a row at y under the
 * label. */
static void tree_row(cairo_t *cr, const io_lab *lab, const int order[MZ_BIAS_TREES], bool least,
                     double y, const char *label, mz_grid *g)
{
    io_set_color(cr, 0x000000);
    text_at(cr, MARGIN, y, 15, label);
    double slot = (PIC_W - 2.0 * MARGIN) / IO_LAB_SHOWN, cell = 10;
    io_colors c = {0x000000, 0xffffff, 0xd00000};
    for (int i = 0; i < IO_LAB_SHOWN; i++) {
        int t = io_lab_shown(order, least, i);
        double x = MARGIN + i * slot + (slot - 7 * cell) / 2;
        mz_bias_tree_grid(t, g);
        cairo_save(cr);
        cairo_translate(cr, x, y + 10);
        cairo_scale(cr, cell, cell);
        io_draw_maze(cr, g, NULL, c, MZ_STYLE_BLOCKS, NULL);
        cairo_restore(cr);
        char n[48];
        snprintf(n, sizeof n, "#%d: %llu", t, (unsigned long long)lab->counts[t]);
        io_set_color(cr, 0x000000);
        text_at(cr, x, y + 10 + 7 * cell + 16, 13, n);
    }
}

/* The whole picture in PIC_W x PIC_H units onto cr. */
static void draw(cairo_t *cr, const io_lab *lab, mz_grid *g)
{
    io_lab_figures f;
    int order[MZ_BIAS_TREES];
    io_lab_figures_of(lab, &f);
    io_lab_order(lab, order);
    io_set_color(cr, 0xffffff);
    cairo_paint(cr);
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    heading(cr, lab, &f);
    histogram(cr, lab, &f, order);
    tree_row(cr, lab, order, false, 576, io_lab_caption(false), g);
    tree_row(cr, lab, order, true, 688, io_lab_caption(true), g);
}

/* The surface for out's format, the picture scaled onto it. */
static cairo_surface_t *surface_for(outfile *out, double *scale)
{
    const char *dot = strrchr(out->path, '.');
    *scale = 1.0;
    if (dot && strcasecmp(dot, ".svg") == 0) {
        cairo_surface_t *s = cairo_svg_surface_create_for_stream(io_cairo_write, out, PIC_W, PIC_H);
        cairo_svg_surface_set_document_unit(s, CAIRO_SVG_UNIT_PX); /* the PNG's size */
        return s;
    }
    if (dot && strcasecmp(dot, ".pdf") == 0) {
        *scale = A4_LONG / PIC_W;
        return cairo_pdf_surface_create_for_stream(io_cairo_write, out, A4_LONG, A4_SHORT);
    }
    return cairo_image_surface_create(CAIRO_FORMAT_RGB24, PIC_W, PIC_H);
}

int io_lab_write(outfile *out, const mz_options *o, char *err, size_t errlen)
{
    io_lab lab;
    int status = io_lab_fill(&lab, o, err, errlen);
    mz_grid *g = status ? NULL : mz_grid_new(7, 7);
    if (status || !g) {
        if (!status)
            snprintf(err, errlen, "%s", _("not enough memory to draw the bias lab"));
        return status ? status : 2;
    }
    double scale;
    cairo_surface_t *s = surface_for(out, &scale);
    cairo_t *cr = cairo_create(s);
    cairo_scale(cr, scale, scale);
    draw(cr, &lab, g);
    cairo_destroy(cr);
    mz_grid_free(g);
    cairo_status_t st = cairo_surface_status(s);
    if (st == CAIRO_STATUS_SUCCESS && cairo_surface_get_type(s) == CAIRO_SURFACE_TYPE_IMAGE)
        st = cairo_surface_write_to_png_stream(s, io_cairo_write, out);
    cairo_surface_finish(s);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_status(s);
    cairo_surface_destroy(s);
    if (st == CAIRO_STATUS_SUCCESS || out->failed)
        return 0;
    snprintf(err, errlen, "%.300s: %s", out->path, cairo_status_to_string(st));
    return 1;
}
