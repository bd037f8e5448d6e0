/* examine.c - one search over a finished maze for all its figures, and
 * their text for --stats and the window's panel. SPDX-License-Identifier: MIT */
#include "examine.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mazedfs/error.h"

int io_examine(const mz_grid *g, io_examined *out)
{
    memset(out, 0, sizeof *out);
    int err = mz_survey_dfs(g, &out->report, &out->route, &out->fig, &out->dfs);
    /* The count is the rectangle's, by its closed form: not a shape's. */
    out->trees_known = !err && !mz_grid_masked(g);
    if (out->trees_known)
        err = mz_tree_count_of((g->height - 1) / 2, (g->width - 1) / 2, &out->trees);
    if (err)
        io_examined_free(out);
    return err;
}

void io_examined_free(io_examined *e) { mz_path_free(&e->route); }

/* Appends a formatted line to buf; returns the length uncut. */
static size_t add(char *buf, size_t n, size_t used, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(used < n ? buf + used : NULL, used < n ? n - used : 0, fmt, ap);
    va_end(ap);
    return used + (w > 0 ? (size_t)w : 0);
}

static double pct(uint64_t part, uint64_t whole)
{
    return whole ? 100.0 * (double)part / (double)whole : 0.0;
}

void io_print_solved(FILE *out, const io_examined *e, const char *solver, uint64_t visits,
                     size_t route)
{
    const mz_report *r = &e->report;
    fprintf(out, "dead_ends_pct: %.2f\nsolution_length: %zu\nperfect: %s\nloops: %llu\n",
            pct(e->fig.kinds[MZ_KIND_DEAD_END], r->rooms), e->route.length,
            r->perfect ? "yes" : "no", (unsigned long long)r->loops);
    fprintf(out, "solver: %s\nsolver_visits: %llu\nsolver_route: %zu\n", solver,
            (unsigned long long)visits, route);
}

size_t io_figures_text(const io_examined *e, bool compact, char *buf, size_t n)
{
    const mz_figures *f = &e->fig;
    const mz_tree_count *t = &e->trees;
    uint64_t rooms = e->report.rooms;
    size_t u = 0;
    if (n)
        buf[0] = 0;
    for (int k = 0; k < MZ_KINDS; k++) {
        const char *name = mz_kind_names[k];
        double p = pct(f->kinds[k], rooms);
        if (compact)
            u = add(buf, n, u, "%s: %llu (%.2f%%)\n", name, (unsigned long long)f->kinds[k], p);
        else if (k == MZ_KIND_DEAD_END) /* dead_ends_pct comes earlier */
            u = add(buf, n, u, "%s: %llu\n", name, (unsigned long long)f->kinds[k]);
        else
            u = add(buf, n, u, "%s: %llu\n%s_pct: %.2f\n", name, (unsigned long long)f->kinds[k],
                    name, p);
    }
    u = add(buf, n, u, "longest_run_h: %lu\nlongest_run_v: %lu\n", (unsigned long)f->longest_h,
            (unsigned long)f->longest_v);
    u = add(buf, n, u, "run: %.3f\nriver: %.3f\nbias: %.3f\nelitism_pct: %.2f\n", f->run, f->river,
            f->bias, 100.0 * f->elitism);
    u = add(buf, n, u, "decisions: %llu\nbranches: %llu\nbranch_rooms: %llu\ndifficulty: %.1f\n",
            (unsigned long long)f->decisions, (unsigned long long)f->branches,
            (unsigned long long)f->branch_rooms, f->difficulty);
    if (!e->trees_known)
        return u;
    if (compact)
        return t->exact && strlen(t->digits) <= 24
                   ? add(buf, n, u, "perfect_mazes: %s\n", t->digits)
                   : add(buf, n, u, "perfect_mazes: 10^%.2f\n", t->log10);
    if (t->exact)
        u = add(buf, n, u, "perfect_mazes: %s\n", t->digits);
    else
        u = add(buf, n, u, "perfect_mazes: 10^%.2f\n", t->log10);
    return add(buf, n, u, "perfect_mazes_log10: %.4f\nperfect_mazes_by: %s\n", t->log10,
               t->exact ? "exact" : "logarithm");
}
