/* headless.c - generate without a window and print the maze or its figures.
 * SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "headless.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "clock.h"
#include "load.h"
#include "maze.h"
#include "mazedfs/braid.h"
#include "mazedfs/check.h"
#include "mazedfs/error.h"
#include "mazedfs/path.h"
#include "mazedfs/solve.h"

/* A size whose maze cannot be held in memory is bad input, with the usage
 * errors' status. */
enum { HEADLESS_TOO_BIG = 2 };

/* Starts o's generator on a new grid; on failure prints why and returns
 * NULL with *gen NULL. */
static mz_grid *start(const mz_options *o, mz_gen **gen)
{
    mz_grid *g = mz_grid_new(o->height, o->width);
    *gen = g ? mz_gen_new_with(o->gen, g, o->seed, &o->gen_params) : NULL;
    if (!*gen) {
        fprintf(stderr,
                "mazedfs: not enough memory for a %d x %d maze (%.0f MiB); try a smaller size\n",
                o->height, o->width, (double)o->height * o->width / 1048576.0);
        mz_grid_free(g);
        return NULL;
    }
    return g;
}

/* The first k steps of gen, and the grid as they left it: bit 0 only (a
 * generator stopped half way may hold its bookkeeping in the other bits). */
static uint64_t run_steps(mz_gen *gen, mz_grid *g, uint64_t k)
{
    mz_event ev;
    while (mz_gen_steps(gen) < k && mz_gen_next(gen, &ev))
        ;
    size_t cells = (size_t)g->height * (size_t)g->width;
    for (size_t i = 0; i < cells; i++)
        g->cells[i] &= MZ_PASSAGE;
    return mz_gen_steps(gen);
}

/* Makes the grid and the maze for o (finished, or as --steps leaves it); on
 * failure prints why and returns NULL. Shared by --print and --stats. */
static mz_grid *headless_generate(const mz_options *o, uint64_t *steps, double *ms)
{
    double t0 = mono_now_ms();
    if (o->load_path) {
        char err[512];
        mz_grid *loaded = io_load(o->load_path, err, sizeof err);
        if (!loaded)
            fprintf(stderr, "mazedfs: %s\n", err);
        *steps = 0;
        *ms = mono_now_ms() - t0;
        return loaded;
    }
    mz_gen *gen;
    mz_grid *g = start(o, &gen);
    if (!g)
        return NULL;
    *steps = o->steps == MZ_STEPS_ALL ? mz_gen_finish(gen) : run_steps(gen, g, o->steps);
    mz_gen_free(gen);
    if (o->braid_pct > 0) {
        mz_braid *b = mz_braid_new(g, o->braid_pct, o->seed);
        if (!b) {
            fprintf(stderr,
                    "mazedfs: not enough memory to braid a %d x %d maze; try a smaller "
                    "size\n",
                    o->height, o->width);
            mz_grid_free(g);
            return NULL;
        }
        *steps += mz_braid_finish(b);
        mz_braid_free(b);
    }
    *ms = mono_now_ms() - t0;
    return g;
}

/* Runs the chosen solver to the end; NULL when memory runs out. */
static mz_solver *run_solver(const mz_options *o, const mz_grid *g)
{
    mz_solver *s = mz_solve_new_with(o->solver, g);
    if (s)
        mz_solve_finish(s);
    return s;
}

/* The plane of cells on the route --solution marks: the chosen solver's
 * with --solver, else the shortest. All zero when there is no way out;
 * NULL when memory runs out. */
static uint8_t *route_plane(const mz_options *o, const mz_grid *g)
{
    uint8_t *plane = calloc((size_t)g->height * (size_t)g->width, 1);
    mz_solver *s = plane && o->solver_given ? run_solver(o, g) : NULL;
    mz_path p = {0};
    const uint32_t *cells = NULL;
    size_t len = 0;
    int err = !plane || (o->solver_given && !s) ? MZ_ENOMEM : MZ_OK;
    if (!err && s)
        cells = mz_solve_route(s, &len);
    else if (!err && (err = mz_path_shortest(g, &p)) == MZ_OK)
        cells = p.cells, len = p.length;
    for (size_t i = 0; i < len; i++)
        plane[cells[i]] = 1;
    mz_solve_free(s);
    mz_path_free(&p);
    if (err == MZ_ENOMEM) {
        free(plane);
        return NULL;
    }
    return plane;
}

int headless_print(const mz_options *o)
{
    uint64_t steps;
    double ms;
    mz_grid *g = headless_generate(o, &steps, &ms);
    if (!g)
        return HEADLESS_TOO_BIG;
    size_t row_size = mz_text_row_size(g, o->print_style);
    /* Rows go out in batches of about 1 MiB: few write calls, little memory. */
    size_t batch = row_size < (1u << 20) ? (1u << 20) / row_size : 1;
    char *buf = malloc(batch * row_size);
    uint8_t *route = buf && o->solution ? route_plane(o, g) : NULL;
    if (!buf || (o->solution && !route)) {
        fprintf(stderr, "mazedfs: not enough memory to print the maze; try a smaller size\n");
        free(buf);
        mz_grid_free(g);
        return HEADLESS_TOO_BIG;
    }
    int status = 0;
    for (int y = 0; y < g->height;) {
        size_t used = 0;
        for (size_t i = 0; i < batch && y < g->height; i++, y++)
            used +=
                mz_text_row_marked(g, y, o->print_style,
                                   route ? route + (size_t)y * (size_t)g->width : NULL, buf + used);
        if (fwrite(buf, 1, used, stdout) != used) {
            status = 1;
            break;
        }
    }
    if (fflush(stdout) != 0)
        status = 1;
    if (status)
        fprintf(stderr, "mazedfs: could not write the maze to standard output\n");
    free(buf);
    free(route);
    mz_grid_free(g);
    return status;
}

static long peak_rss_kb(void)
{
    struct rusage ru;
    return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss : -1;
}

int headless_stats(const mz_options *o)
{
    uint64_t steps;
    double ms;
    mz_grid *g = headless_generate(o, &steps, &ms);
    if (!g)
        return HEADLESS_TOO_BIG;
    mz_report r;
    mz_path path = {0};
    mz_solver *solver = NULL;
    /* One search serves the check and the shortest path. */
    uint8_t *plane = malloc((size_t)g->height * (size_t)g->width);
    int err = plane ? mz_check_plane(g, &r, plane) : MZ_ENOMEM;
    if (!err && mz_path_from_bfs(g, plane, &path) == MZ_ENOMEM)
        err = MZ_ENOMEM;
    free(plane);
    if (!err && !(solver = run_solver(o, g)))
        err = MZ_ENOMEM;
    if (err == MZ_ENOMEM)
        fprintf(stderr,
                "mazedfs: not enough memory to examine a %d x %d maze (--stats needs "
                "%.0f MiB more beside it); try a smaller size, or --print\n",
                g->height, g->width, (double)g->height * g->width / 1048576.0);
    else if (err)
        fprintf(stderr, "mazedfs: cannot examine the maze: %s\n", mz_strerror(err));
    if (err) {
        mz_path_free(&path);
        mz_grid_free(g);
        return err == MZ_ENOMEM ? HEADLESS_TOO_BIG : 1;
    }
    char seed[24] = "none"; /* a loaded maze has none */
    if (!o->load_path)
        snprintf(seed, sizeof seed, "%llu", (unsigned long long)o->seed);
    printf("generator: %s\nseed: %s\nheight: %d\nwidth: %d\nrooms: %llu\n",
           o->load_path ? IO_LOADED_NAME : o->gen->name, seed, g->height, g->width,
           (unsigned long long)r.rooms);
    printf("steps: %llu\ngenerate_ms: %.3f\ndead_ends_pct: %.2f\nsolution_length: %zu\n",
           (unsigned long long)steps, ms, 100.0 * (double)r.dead_ends / (double)r.rooms,
           path.length);
    size_t route;
    mz_solve_route(solver, &route);
    printf("perfect: %s\nloops: %llu\n", r.perfect ? "yes" : "no", (unsigned long long)r.loops);
    printf("solver: %s\nsolver_visits: %llu\nsolver_route: %zu\n", o->solver->name,
           (unsigned long long)mz_solve_visits(solver), route);
    printf("peak_rss_kb: %ld\n", peak_rss_kb());
    mz_solve_free(solver);
    mz_path_free(&path);
    mz_grid_free(g);
    return fflush(stdout) == 0 ? 0 : 1;
}

/* One row of --list or --list-solvers: name, kind (perfect or loops),
 * summary and the aliases, if any. */
static void list_row(const char *name, const char *kind, const char *summary, const char *aliases)
{
    printf("%-15s %-8s %s%s%s%s\n", name, kind, summary, *aliases ? " (also: " : "", aliases,
           *aliases ? ")" : "");
}

int headless_list_solvers(void)
{
    for (int i = 0; i < mz_solver_count; i++) {
        const mz_solver_info *info = mz_solvers[i];
        list_row(info->name, info->works_with_loops ? "loops" : "perfect", info->summary,
                 info->aliases);
    }
    return 0;
}

int headless_list(void)
{
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        list_row(info->name, info->perfect ? "perfect" : "loops", info->summary, info->aliases);
    }
    return 0;
}

int headless_events(const mz_options *o)
{
    mz_gen *gen;
    mz_grid *g = start(o, &gen);
    if (!g)
        return HEADLESS_TOO_BIG;
    static char buf[1 << 16];
    setvbuf(stdout, buf, _IOFBF, sizeof buf);
    int ok = printf("step\tkind\ty\tx\tline\n") > 0;
    mz_event ev;
    while (ok && mz_gen_steps(gen) < o->steps && mz_gen_next(gen, &ev))
        ok = printf("%llu\t%s\t%d\t%d\t%d\n", (unsigned long long)mz_gen_steps(gen),
                    mz_event_kind_name(ev.kind), ev.y, ev.x, ev.line) > 0;
    mz_gen_free(gen);
    mz_grid_free(g);
    if (fflush(stdout) != 0 || !ok) {
        fprintf(stderr, "mazedfs: could not write the events to standard output\n");
        return 1;
    }
    return 0;
}
