/* draw.c - wall runs and the cairo drawing of a maze.
 * SPDX-License-Identifier: MIT */
#include "draw.h"

#include <string.h>

io_colors io_print_colors(const mz_options *o)
{
    io_colors c = {0x000000, 0xffffff, 0xff0000};
    if (o->colors_given & MZ_COLOR_WALL)
        c.wall = o->wall_color;
    if (o->colors_given & MZ_COLOR_PATH)
        c.path = o->path_color;
    if (o->colors_given & MZ_COLOR_DOT)
        c.route = o->dot_color;
    return c;
}

static bool wall(const mz_grid *g, int y, int x)
{
    return mz_grid_contains(g, y, x) && !(*mz_grid_at(g, y, x) & MZ_PASSAGE);
}

static void row_runs(const mz_grid *g, int y, io_run_fn fn, void *ctx)
{
    for (int x = 0; x < g->width;) {
        int x0 = x;
        while (x < g->width && wall(g, y, x))
            x++;
        if (x - x0 >= 2)
            fn(ctx, y, x0, x - x0, false);
        x += x == x0;
    }
}

static void column_runs(const mz_grid *g, int x, io_run_fn fn, void *ctx)
{
    for (int y = 0; y < g->height;) {
        int y0 = y;
        while (y < g->height && wall(g, y, x))
            y++;
        if (y - y0 >= 2)
            fn(ctx, y0, x, y - y0, true);
        y += y == y0;
    }
}

void io_wall_runs(const mz_grid *g, io_run_fn fn, void *ctx)
{
    for (int y = 0; y < g->height; y++)
        row_runs(g, y, fn, ctx);
    for (int x = 0; x < g->width; x++)
        column_runs(g, x, fn, ctx);
    /* Pillars: wall with no wall beside it in any direction. */
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++)
            if (wall(g, y, x) && !wall(g, y, x - 1) && !wall(g, y, x + 1) && !wall(g, y - 1, x) &&
                !wall(g, y + 1, x))
                fn(ctx, y, x, 1, false);
}

void io_set_color(cairo_t *cr, uint32_t rgb)
{
    cairo_set_source_rgb(cr, (rgb >> 16 & 255) / 255.0, (rgb >> 8 & 255) / 255.0,
                         (rgb & 255) / 255.0);
}

static void add_run(void *ctx, int y, int x, int len, bool vertical)
{
    cairo_rectangle(ctx, x, y, vertical ? 1 : len, vertical ? len : 1);
}

void io_draw_maze(cairo_t *cr, const mz_grid *g, const mz_path *route, io_colors c)
{
    cairo_save(cr);
    io_set_color(cr, c.path);
    cairo_rectangle(cr, 0, 0, g->width, g->height);
    cairo_fill(cr);
    /* One path of overlapping rectangles, filled as their union: no seams
     * between neighbours in a PDF viewer. */
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    io_wall_runs(g, add_run, cr);
    io_set_color(cr, c.wall);
    cairo_fill(cr);
    for (size_t i = 0; route && i < route->length; i++) {
        uint32_t cell = route->cells[i];
        cairo_rectangle(cr, cell % (uint32_t)g->width, cell / (uint32_t)g->width, 1, 1);
    }
    io_set_color(cr, c.route);
    cairo_fill(cr);
    cairo_restore(cr);
}

cairo_status_t io_cairo_write(void *closure, const unsigned char *data, unsigned int len)
{
    return outfile_write(closure, data, len) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

static const struct {
    const char *name;
    double w, h;
} papers[] = {{"a4", 595.276, 841.890}, {"letter", 612, 792}};

bool io_paper_size(const char *name, double *w, double *h)
{
    for (size_t i = 0; i < sizeof papers / sizeof *papers; i++)
        if (strcmp(papers[i].name, name) == 0) {
            *w = papers[i].w;
            *h = papers[i].h;
            return true;
        }
    return false;
}
