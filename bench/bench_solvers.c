/* bench_solvers.c - every registered solver on one big backtracker maze,
 * headless, run to the end (mz_solve_finish, the path --solution, --stats
 * and the files take): CPU ns per cell entered, beside the yardstick
 * (solveref, ../shared/yardstick) when it was built, run alternately with
 * it; and the heat map's distances, whole and in the window's slices.
 * usage: bench_solvers [SIDE [RUNS [SOLVER...]]]   SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mazedfs/gen.h"
#include "mazedfs/path.h"
#include "mazedfs/solve.h"

enum { REF_BFS, REF_DFS, REF_WALL, REF_COUNT };

/* The best figure of each of the yardstick's searches, ns per cell entered
 * (the wall follower's entries with repeats, as it counts them). */
typedef struct yardstick {
    double ns[REF_COUNT];
    bool have;
} yardstick;

/* One solver's best run: ns per cell entered once, and per cell entered
 * counting repeats (per step of the search: the wall followers' moves). */
typedef struct figure {
    double per_cell, per_move;
    uint64_t visits;
    size_t route;
    bool ok;
} figure;

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); /* CPU time: the machine may be shared */
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static void keep_best(double *best, double v) { *best = *best <= 0 || v < *best ? v : *best; }

/* One run of the yardstick's solveref at side; folds its figures into y. */
static void run_yardstick(int side, yardstick *y)
{
#ifdef BENCH_SOLVEREF
    char cmd[512], name[16];
    snprintf(cmd, sizeof cmd, "'%s' %d 1", BENCH_SOLVEREF, side);
    FILE *p = popen(cmd, "r");
    double ns;
    while (p && fscanf(p, "%15s %lf%*[^\n]", name, &ns) == 2) {
        static const char *const names[REF_COUNT] = {"bfs", "dfs", "wall"};
        for (int i = 0; i < REF_COUNT; i++)
            if (strcmp(name, names[i]) == 0) {
                keep_best(&y->ns[i], ns);
                y->have = true;
            }
    }
    if (p)
        pclose(p);
#else
    (void)side;
    (void)y;
#endif
}

/* One timed run of info's solver, start to last PATH event, into *f. */
static void run_solver(const mz_solver_info *info, const mz_grid *g, figure *f)
{
    double t0 = now_ns();
    mz_solver *s = mz_solve_new_with(info, g);
    if (!s)
        return;
    uint64_t events = mz_solve_finish(s);
    double t = now_ns() - t0;
    f->visits = mz_solve_visits(s);
    mz_solve_route(s, &f->route);
    mz_solve_free(s);
    uint64_t moves = events > f->route ? events - f->route : 1;
    keep_best(&f->per_cell, t / (double)(f->visits ? f->visits : 1));
    keep_best(&f->per_move, t / (double)moves);
    f->ok = true;
}

/* The yardstick's search a solver is measured against, or -1: the others
 * are held to bfs's own figure. */
static int ref_of(const mz_solver_info *info)
{
    if (strcmp(info->name, "bfs") == 0)
        return REF_BFS;
    if (strcmp(info->name, "dfs") == 0)
        return REF_DFS;
    if (strstr(info->name, "-hand"))
        return REF_WALL;
    return -1;
}

static bool wanted(const mz_solver_info *info, int argc, char **argv)
{
    for (int i = 3; i < argc; i++)
        if (mz_solver_find(argv[i]) == info)
            return true;
    return argc <= 3;
}

static void print_row(const mz_solver_info *info, const figure *f, const yardstick *y,
                      double bfs_ns)
{
    int ref = ref_of(info);
    bool moves = ref == REF_WALL; /* the yardstick counts the walk's entries */
    double ns = moves ? f->per_move : f->per_cell;
    printf("%-14s %7.2f ns/%s  entered %-9llu route %-8zu", info->name, ns, moves ? "move" : "cell",
           (unsigned long long)f->visits, f->route);
    if (ref >= 0 && y->have)
        printf("  yardstick %6.2f  ratio %.2fx (target 1.5x)", y->ns[ref], ns / y->ns[ref]);
    else if (ref < 0 && bfs_ns > 0)
        printf("  bfs here  %6.2f  ratio %.2fx (target 1.5x)", bfs_ns, ns / bfs_ns);
    printf("\n");
}

/* The heat map's distances in one call, as --heat's files make them. */
static void bench_heat(const mz_grid *g)
{
    size_t n = (size_t)g->height * (size_t)g->width;
    double t0 = now_ns();
    uint32_t *dist = malloc(n * sizeof *dist), max = 0;
    if (dist)
        mz_distances(g, dist, &max);
    printf("%-14s %7.1f ms  (mz_distances in one call, farthest %u)\n", "heat map",
           (now_ns() - t0) / 1e6, max);
    free(dist);
}

int main(int argc, char **argv)
{
    int side = argc > 1 ? atoi(argv[1]) | 1 : 4001, runs = argc > 2 ? atoi(argv[2]) : 3;
    mz_grid *g = side >= 5 ? mz_grid_new(side, side) : NULL;
    mz_gen *gen = g ? mz_gen_new(mz_generators[0], g, 1) : NULL;
    if (!gen || runs < 1) {
        fprintf(stderr, "bench_solvers: cannot make a %d x %d maze\n", side, side);
        return 1;
    }
    mz_gen_finish(gen);
    mz_gen_free(gen);
    printf("%s %d x %d seed 1, best of %d runs (CPU time), alternating with the yardstick\n",
           mz_generators[0]->name, side, side, runs);
    yardstick y = {{0}, false};
    figure f[64] = {{0}};
    for (int r = 0; r < runs; r++) {
        run_yardstick(side, &y);
        for (int i = 0; i < mz_solver_count && i < 64; i++)
            if (wanted(mz_solvers[i], argc, argv))
                run_solver(mz_solvers[i], g, &f[i]);
    }
    if (!y.have)
        printf("(no yardstick: build with ../shared/yardstick beside the source tree)\n");
    const mz_solver_info *bfs = mz_solver_find("bfs");
    double bfs_ns = 0;
    for (int i = 0; i < mz_solver_count && i < 64; i++)
        if (mz_solvers[i] == bfs && f[i].ok)
            bfs_ns = f[i].per_cell;
    for (int i = 0; i < mz_solver_count && i < 64; i++)
        if (f[i].ok)
            print_row(mz_solvers[i], &f[i], &y, bfs_ns);
    bench_heat(g);
    mz_grid_free(g);
    return 0;
}
