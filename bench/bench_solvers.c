/* bench_solvers.c - every registered solver on one big backtracker maze,
 * headless: nanoseconds per cell entered (the README's solver figures).
 * usage: bench_solvers [SIDE [RUNS]]   SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "mazedfs/gen.h"
#include "mazedfs/path.h"
#include "mazedfs/solve.h"

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); /* CPU time: the machine may be shared */
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* The best of runs timings of info's solver, start to last PATH event,
 * in ns per cell entered. */
static double best_ns_per_cell(const mz_solver_info *info, const mz_grid *g, int runs,
                               uint64_t *visits, size_t *route)
{
    double best = -1;
    for (int r = 0; r < runs; r++) {
        double t0 = now_ns();
        mz_solver *s = mz_solve_new_with(info, g);
        if (!s)
            return -1;
        mz_solve_finish(s);
        double t = now_ns() - t0;
        *visits = mz_solve_visits(s);
        mz_solve_route(s, route);
        mz_solve_free(s);
        double per = t / (double)(*visits ? *visits : 1);
        best = best < 0 || per < best ? per : best;
    }
    return best;
}

int main(int argc, char **argv)
{
    int side = argc > 1 ? atoi(argv[1]) | 1 : 4001, runs = argc > 2 ? atoi(argv[2]) : 3;
    mz_grid *g = mz_grid_new(side, side);
    mz_gen *gen = g ? mz_gen_new(mz_generators[0], g, 1) : NULL;
    if (!gen) {
        fprintf(stderr, "bench_solvers: cannot make a %d x %d maze\n", side, side);
        return 1;
    }
    mz_gen_finish(gen);
    mz_gen_free(gen);
    printf("%s %d x %d seed 1, best of %d runs (CPU time)\n", mz_generators[0]->name, side, side,
           runs);
    /* A yardstick for the machine: the core's own breadth-first search,
     * no events, per cell reached. */
    uint8_t *plane = malloc((size_t)side * (size_t)side);
    double best = -1;
    for (int r = 0; plane && r < runs; r++) {
        uint64_t reached;
        double t0 = now_ns();
        mz_bfs(g, 1, 1, plane, &reached);
        double per = (now_ns() - t0) / (double)reached;
        best = best < 0 || per < best ? per : best;
    }
    free(plane);
    printf("%-14s %6.2f ns/cell  (mz_bfs, for scale)\n", "yardstick", best);
    /* The heat map's search, allocation included, as the window makes it. */
    double t0 = now_ns();
    uint32_t *dist = malloc((size_t)side * (size_t)side * sizeof *dist), max = 0;
    if (dist)
        mz_distances(g, dist, &max);
    printf("%-14s %6.1f ms  (mz_distances, farthest %u)\n", "heat map", (now_ns() - t0) / 1e6, max);
    free(dist);
    for (int i = 0; i < mz_solver_count; i++) {
        uint64_t visits = 0;
        size_t route = 0;
        double ns = best_ns_per_cell(mz_solvers[i], g, runs, &visits, &route);
        printf("%-14s %6.2f ns/cell  entered %llu  route %zu\n", mz_solvers[i]->name, ns,
               (unsigned long long)visits, route);
    }
    mz_grid_free(g);
    return 0;
}
