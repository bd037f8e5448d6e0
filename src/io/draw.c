/* draw.c - wall runs and the cairo drawing of a maze.
 * SPDX-License-Identifier: MIT */
#include "draw.h"

#include <stdio.h>
#include <string.h>

#include "fontfind.h"
#include "lang.h"
#include "mazedfs/palette.h"

io_colors io_print_colors(const mz_options *o)
{
    mz_paper_colors p = mz_palette_paper(o);
    return (io_colors){p.wall, p.passage, p.route};
}

/* The walls a picture sees: the grid's, with the start's opening open
 * when start is set. */
typedef struct walls {
    const mz_grid *g;
    bool start;
} walls;

static bool wall(const walls *w, int y, int x)
{
    if (w->start && y == IO_START_Y && x == IO_START_X)
        return false;
    /* Outside a mask is background, no wall. */
    return mz_grid_contains(w->g, y, x) && !(*mz_grid_at(w->g, y, x) & MZ_PASSAGE) &&
           *mz_grid_at(w->g, y, x) != MZ_OUTSIDE;
}

static void row_runs(const walls *w, int y, io_run_fn fn, void *ctx)
{
    for (int x = 0; x < w->g->width;) {
        int x0 = x;
        while (x < w->g->width && wall(w, y, x))
            x++;
        if (x - x0 >= 2)
            fn(ctx, y, x0, x - x0, false);
        x += x == x0;
    }
}

static void column_runs(const walls *w, int x, io_run_fn fn, void *ctx)
{
    for (int y = 0; y < w->g->height;) {
        int y0 = y;
        while (y < w->g->height && wall(w, y, x))
            y++;
        if (y - y0 >= 2)
            fn(ctx, y0, x, y - y0, true);
        y += y == y0;
    }
}

static void runs(const walls *w, bool lines, io_run_fn fn, void *ctx)
{
    const mz_grid *g = w->g;
    for (int y = 0; y < g->height; y++)
        row_runs(w, y, fn, ctx);
    for (int x = 0; x < g->width; x++)
        column_runs(w, x, fn, ctx);
    /* Pillars: wall with no wall beside it in any direction. */
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++)
            if (wall(w, y, x) && !wall(w, y, x - 1) && !wall(w, y, x + 1) && !wall(w, y - 1, x) &&
                !wall(w, y + 1, x) && !(lines && y % 2 == 0 && x % 2 == 0))
                fn(ctx, y, x, 1, false);
}

void io_wall_runs(const mz_grid *g, io_run_fn fn, void *ctx)
{
    runs(&(walls){g, false}, false, fn, ctx);
}

void io_picture_runs(const mz_grid *g, bool lines, io_run_fn fn, void *ctx)
{
    runs(&(walls){g, mz_grid_ends_default(g)}, lines, fn, ctx);
}

mz_draw_style io_style_of(const mz_options *o, bool paper)
{
    if (o->style != MZ_STYLE_DEFAULT)
        return o->style;
    return paper ? MZ_STYLE_LINES : MZ_STYLE_BLOCKS;
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

/* A run as a line through its cells' centres; its square caps reach
 * half a line past the end centres, so lines meet without a notch. A run
 * of one is the line's square. One pass takes the lines, one the squares. */
typedef struct line_pass {
    cairo_t *cr;
    bool squares;
} line_pass;

static void add_line(void *ctx, int y, int x, int len, bool vertical)
{
    const line_pass *lp = ctx;
    const double h = IO_LINE_WIDTH / 2;
    if ((len == 1) != lp->squares)
        return;
    if (len == 1) {
        cairo_rectangle(lp->cr, x + 0.5 - h, y + 0.5 - h, IO_LINE_WIDTH, IO_LINE_WIDTH);
        return;
    }
    cairo_move_to(lp->cr, x + 0.5, y + 0.5);
    if (vertical)
        cairo_rel_line_to(lp->cr, 0, len - 1);
    else
        cairo_rel_line_to(lp->cr, len - 1, 0);
}

static void draw_walls(cairo_t *cr, const mz_grid *g, mz_draw_style style)
{
    if (style == MZ_STYLE_LINES) {
        io_picture_runs(g, true, add_line, &(line_pass){cr, false});
        cairo_set_line_width(cr, IO_LINE_WIDTH);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
        cairo_stroke(cr);
        io_picture_runs(g, true, add_line, &(line_pass){cr, true});
        cairo_fill(cr);
        return;
    }
    /* One path of overlapping rectangles, filled as their union: no seams
     * between neighbours in a PDF viewer. */
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    io_picture_runs(g, false, add_run, cr);
    cairo_fill(cr);
}

static void draw_route(cairo_t *cr, const mz_grid *g, const mz_path *route, mz_draw_style style)
{
    uint32_t w = (uint32_t)g->width;
    if (style != MZ_STYLE_LINES) {
        for (size_t i = 0; i < route->length; i++)
            cairo_rectangle(cr, route->cells[i] % w, route->cells[i] / w, 1, 1);
        cairo_fill(cr);
        return;
    }
    /* A line through the cells' centres, clear of the walls. */
    for (size_t i = 0; i < route->length; i++)
        cairo_line_to(cr, route->cells[i] % w + 0.5, route->cells[i] / w + 0.5);
    cairo_set_line_width(cr, 2 * (0.5 - IO_LINE_WIDTH));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
}

/* A triangle in cell (y, x) pointing along (dy, dx), its tip near the
 * cell's far side. */
static void arrow(cairo_t *cr, int y, int x, int dy, int dx)
{
    double cx = x + 0.5, cy = y + 0.5, px = -dy, py = dx; /* (px, py) across */
    cairo_move_to(cr, cx + 0.42 * dx, cy + 0.42 * dy);
    cairo_line_to(cr, cx - 0.38 * dx + 0.4 * px, cy - 0.38 * dy + 0.4 * py);
    cairo_line_to(cr, cx - 0.38 * dx - 0.4 * px, cy - 0.38 * dy - 0.4 * py);
    cairo_close_path(cr);
}

static const uint32_t ramp[] = {0x440154, 0x482475, 0x414487, 0x355f8d, 0x2a788e, 0x21918c,
                                0x22a884, 0x44bf70, 0x7ad151, 0xbddf26, 0xfde725};
enum { RAMP_STOPS = sizeof ramp / sizeof ramp[0] };

uint32_t io_heat_rgb(uint32_t d, uint32_t max)
{
    if (max == 0)
        return ramp[0];
    uint64_t pos = (uint64_t)(d > max ? max : d) * (RAMP_STOPS - 1) * 256 / max;
    size_t i = (size_t)(pos / 256);
    if (i >= RAMP_STOPS - 1)
        return ramp[RAMP_STOPS - 1];
    uint32_t a = ramp[i], b = ramp[i + 1], out = 0;
    int num = (int)(pos % 256);
    for (int sh = 0; sh < 24; sh += 8) {
        int ca = (int)(a >> sh & 255), cb = (int)(b >> sh & 255);
        out |= (uint32_t)(ca + (cb - ca) * num / 256) << sh;
    }
    return out;
}

static void draw_heat(cairo_t *cr, const mz_grid *g, const io_heat *heat)
{
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) {
            uint32_t d = heat->dist[(size_t)y * (size_t)g->width + (size_t)x];
            if (d == MZ_DIST_NONE || !mz_grid_open(g, y, x))
                continue;
            io_set_color(cr, io_heat_rgb(d, heat->max));
            cairo_rectangle(cr, x, y, 1, 1);
            cairo_fill(cr);
        }
}

void io_draw_heat_legend(cairo_t *cr, const io_heat *heat, double x, double y, double w, double h)
{
    cairo_save(cr);
    double bar = h * 0.4, pt = h * 0.4;
    cairo_pattern_t *pat = cairo_pattern_create_linear(x, 0, x + w, 0);
    for (int i = 0; i < RAMP_STOPS; i++)
        cairo_pattern_add_color_stop_rgb(pat, (double)i / (RAMP_STOPS - 1),
                                         (ramp[i] >> 16 & 255) / 255.0,
                                         (ramp[i] >> 8 & 255) / 255.0, (ramp[i] & 255) / 255.0);
    cairo_set_source(cr, pat);
    cairo_rectangle(cr, x, y, w, bar);
    cairo_fill(cr);
    cairo_pattern_destroy(pat);
    char right[48], mid[160];
    snprintf(right, sizeof right, "%u", heat->max);
    if (heat->exit == MZ_DIST_NONE)
        snprintf(mid, sizeof mid, _("steps from the start: exit unreached, farthest %u"),
                 heat->max);
    else
        snprintf(mid, sizeof mid, _("steps from the start: exit at %u, farthest %u"), heat->exit,
                 heat->max);
    char family[128];
    cairo_select_font_face(cr, io_words_family(family, sizeof family), CAIRO_FONT_SLANT_NORMAL,
                           CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, pt);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_text_extents_t te;
    double base = y + bar + pt * 1.1;
    cairo_move_to(cr, x, base);
    cairo_show_text(cr, "0");
    cairo_text_extents(cr, right, &te);
    cairo_move_to(cr, x + w - te.x_advance, base);
    cairo_show_text(cr, right);
    double room = w - 2 * te.x_advance - 2 * pt; /* between the end numbers */
    cairo_text_extents(cr, mid, &te);
    if (te.x_advance > room && room > 0) {
        cairo_set_font_size(cr, pt * room / te.x_advance);
        cairo_text_extents(cr, mid, &te);
    }
    cairo_move_to(cr, x + (w - te.x_advance) / 2, base);
    cairo_show_text(cr, mid);
    cairo_restore(cr);
}

void io_draw_maze(cairo_t *cr, const mz_grid *g, const mz_path *route, io_colors c,
                  mz_draw_style style, const io_heat *heat)
{
    cairo_save(cr);
    io_set_color(cr, c.path);
    cairo_rectangle(cr, 0, 0, g->width, g->height);
    cairo_fill(cr);
    if (heat)
        draw_heat(cr, g, heat);
    io_set_color(cr, c.wall);
    draw_walls(cr, g, style);
    if (route && route->length) {
        io_set_color(cr, c.route);
        draw_route(cr, g, route, style);
    }
    io_set_color(cr, c.wall);
    if (mz_grid_ends_default(g)) { /* into the start room from above; out of the exit */
        arrow(cr, IO_START_Y, IO_START_X, 1, 0);
        arrow(cr, mz_grid_exit_y(g), mz_grid_exit_x(g), 0, 1);
        cairo_fill(cr);
    } else {
        double size = io_end_mark_size(style);
        io_end_mark(cr, g->start_y + 0.5, g->start_x + 0.5, size, false);
        io_end_mark(cr, g->goal_y + 0.5, g->goal_x + 0.5, size, true);
    }
    cairo_restore(cr);
}

double io_end_mark_size(mz_draw_style style) { return style == MZ_STYLE_LINES ? 1.8 : 1; }

void io_end_mark(cairo_t *cr, double cy, double cx, double size, bool goal)
{
    if (goal) { /* a hollow square */
        double r = 0.36 * size, t = 0.13 * size;
        cairo_rectangle(cr, cx - r, cy - r, 2 * r, 2 * r);
        cairo_rectangle(cr, cx + r - t, cy - r + t, -(2 * r - 2 * t), 2 * r - 2 * t);
    } else { /* a disc */
        cairo_new_sub_path(cr);
        cairo_arc(cr, cx, cy, 0.3 * size, 0, 6.283185307179586);
    }
    cairo_fill(cr);
}

const char *io_words_family(char *buf, size_t n)
{
    char lang[32], words[1024];
    if (!lang_name(lang, sizeof lang))
        return "sans-serif";
    snprintf(words, sizeof words, "%s %s %s %s %s %s %s %s", _("Mazes"), _("Answers: %.200s"),
             _("Start"), _("Finish"), _("Name: ____________________   Date: ____________"),
             _("Draw a line from Start to Finish without crossing a wall."), _("page %d of %d"),
             _("steps from the start: exit at %u, farthest %u"));
    const char *family = io_font_family(words, lang, buf, n);
    if (family)
        return family;
    fprintf(stderr,
            "mazedfs: no installed font has the letters of the %s words; the words on "
            "paper are in English\n",
            lang);
    lang_english();
    return "sans-serif";
}

void io_draw_words(cairo_t *cr, const mz_grid *g, double cell, double pt, io_colors c,
                   double start_x)
{
    cairo_save(cr);
    cairo_scale(cr, 1 / cell, 1 / cell); /* points from here */
    cairo_set_font_size(cr, pt);
    io_set_color(cr, c.wall);
    cairo_text_extents_t te;
    /* Ends not the lab's are marked inside the maze: the words carry the
     * marks before them, as a legend. */
    double key = mz_grid_ends_default(g) ? 0 : 1.3 * pt;
    double left = IO_START_X * cell > start_x ? IO_START_X * cell : start_x;
    if (key)
        io_end_mark(cr, -0.7 * pt, left + 0.5 * pt, pt, false);
    cairo_move_to(cr, left + key, -0.35 * pt);
    cairo_show_text(cr, _("Start"));
    cairo_text_extents(cr, _("Finish"), &te);
    double right = g->width * cell - te.x_advance;
    if (key)
        io_end_mark(cr, g->height * cell + 0.7 * pt, right - key + 0.5 * pt, pt, true);
    cairo_move_to(cr, right, g->height * cell + 1.05 * pt);
    cairo_show_text(cr, _("Finish"));
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
