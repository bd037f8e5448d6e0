/* svg.c - SVG written by hand: cairo's SVG surface would spend about twice
 * the bytes on the same strokes (absolute coordinates, one per segment).
 * SPDX-License-Identifier: MIT */
#include "svg.h"

#include <stdarg.h>
#include <stdio.h>

/* Path text goes out through a buffer, a few KB at a time. */
typedef struct svg_out {
    outfile *out;
    char buf[8192];
    size_t used;
    int cy, cx; /* the path's current point, in cells */
} svg_out;

static void flush(svg_out *s)
{
    outfile_write(s->out, s->buf, s->used);
    s->used = 0;
}

static void put(svg_out *s, const char *fmt, ...)
{
    if (s->used > sizeof s->buf - 128)
        flush(s);
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(s->buf + s->used, sizeof s->buf - s->used, fmt, ap);
    va_end(ap);
    s->used += n > 0 ? (size_t)n : 0;
}

/* "#rrggbb" into buf (8 bytes). */
static const char *color(char *buf, uint32_t rgb)
{
    snprintf(buf, 8, "#%06x", (unsigned)(rgb & 0xffffff));
    return buf;
}

/* The stroke runs through the cells' centres: the path is drawn moved by
 * half a cell, so the coordinates stay whole numbers. A run of one cell is
 * a zero-length line, which a square cap turns into the cell's square.
 * The path opens with the first run's m, which SVG takes as absolute (a
 * lone "M0 0" before it was a dot in cell 0, 0: outside a shape). */
static void add_run(void *ctx, int y, int x, int len, bool vertical)
{
    svg_out *s = ctx;
    put(s, "m%d %d%c%d", x - s->cx, y - s->cy, vertical ? 'v' : 'h', len - 1);
    s->cy = y + (vertical ? len - 1 : 0);
    s->cx = x + (vertical ? 0 : len - 1);
}

static void cell_yx(const mz_path *r, size_t i, int width, int *y, int *x)
{
    *y = (int)(r->cells[i] / (uint32_t)width);
    *x = (int)(r->cells[i] % (uint32_t)width);
}

/* The route as one polyline: a command per straight stretch. */
static void route_path(svg_out *s, const mz_path *route, int width)
{
    int ay, ax, py, px, y, x, ny = 0, nx = 0;
    cell_yx(route, 0, width, &ay, &ax);
    put(s, "M%d %d%s", ax, ay, route->length == 1 ? "h0" : "");
    py = ay;
    px = ax;
    for (size_t i = 1; i < route->length; i++) {
        cell_yx(route, i, width, &y, &x);
        bool last = i + 1 == route->length;
        if (!last)
            cell_yx(route, i + 1, width, &ny, &nx);
        if (last || ny - y != y - py || nx - x != x - px) {
            put(s, y != ay ? "v%d" : "h%d", y != ay ? y - ay : x - ax);
            ay = y;
            ax = x;
        }
        py = y;
        px = x;
    }
}

/* The arrow io_draw_maze draws in cell (y, x) along (dy, dx), filled. */
static void arrow(svg_out *s, int y, int x, int dy, int dx)
{
    double cx = x + 0.5, cy = y + 0.5, px = -dy, py = dx;
    put(s, "M%.2f %.2fL%.2f %.2fL%.2f %.2fZ", cx + 0.42 * dx, cy + 0.42 * dy,
        cx - 0.38 * dx + 0.4 * px, cy - 0.38 * dy + 0.4 * py, cx - 0.38 * dx - 0.4 * px,
        cy - 0.38 * dy - 0.4 * py);
}

void io_svg_write(outfile *out, const mz_grid *g, const mz_path *route, io_colors c, int block,
                  mz_draw_style style)
{
    svg_out s = {.out = out};
    char hex[8];
    bool lines = style == MZ_STYLE_LINES;
    put(&s,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%dpt\" "
        "height=\"%dpt\" viewBox=\"0 0 %d %d\"%s>\n",
        g->width * block, g->height * block, g->width, g->height,
        lines ? "" : " shape-rendering=\"crispEdges\"");
    put(&s, "<rect width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", g->width, g->height,
        color(hex, c.path));
    put(&s,
        "<g transform=\"translate(.5 .5)\" fill=\"none\" stroke-linecap=\"square\" "
        "stroke-linejoin=\"miter\">\n<path id=\"walls\" stroke=\"%s\" stroke-width=\"%s\" "
        "d=\"",
        color(hex, c.wall), lines ? "0.3" : "1");
    io_picture_runs(g, lines, add_run, &s);
    put(&s, "\"/>\n");
    if (route && route->length) {
        put(&s, "<path id=\"route\" stroke=\"%s\" stroke-width=\"%s\"%s d=\"", color(hex, c.route),
            lines ? "0.4" : "1",
            lines ? " stroke-linecap=\"round\" stroke-linejoin=\"round\"" : "");
        route_path(&s, route, g->width);
        put(&s, "\"/>\n");
    }
    bool lab = mz_grid_ends_default(g);
    put(&s, "</g>\n<path id=\"marks\" fill=\"%s\"%s d=\"", color(hex, c.wall),
        lab ? "" : " fill-rule=\"evenodd\"");
    if (lab) {
        arrow(&s, IO_START_Y, IO_START_X, 1, 0);
        arrow(&s, mz_grid_exit_y(g), mz_grid_exit_x(g), 0, 1);
    } else { /* as io_end_mark: a disc in the start, a hollow square in the goal */
        double cy = g->start_y + 0.5, cx = g->start_x + 0.5, gy = g->goal_y + 0.5,
               gx = g->goal_x + 0.5, m = io_end_mark_size(style), r = 0.3 * m, o = 0.36 * m,
               in = o - 0.13 * m;
        put(&s, "M%g %ga%g %g 0 1 0 %g 0a%g %g 0 1 0 %g 0Z", cx - r, cy, r, r, 2 * r, r, r, -2 * r);
        put(&s, "M%g %gh%gv%gh%gZM%g %gh%gv%gh%gZ", gx - o, gy - o, 2 * o, 2 * o, -2 * o, gx - in,
            gy - in, 2 * in, 2 * in, -2 * in);
    }
    put(&s, "\"/>\n</svg>\n");
    flush(&s);
}
