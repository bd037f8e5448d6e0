/* gen.c - the generator registry and the iterator calls every generator shares.
 * SPDX-License-Identifier: MIT */
#include "gen_impl.h"
#include "names.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const mz_gen_info mz_generators[] = {
    {"backtracker", "dfs",
     "recursive backtracker: depth-first digging from the bottom right (the lab's digout)", true,
     mz_gen_backtracker_new, mz_code_backtracker},
    {"division", "", "recursive division: walls rise in an open room, three doors per split", true,
     mz_gen_division_new, mz_code_division},
    {"division-loops", "loops",
     "recursive division as the post's code runs it: two doors drawn in each of three arms", false,
     mz_gen_division_loops_new, mz_code_division_loops},
    {"division-four", "", "recursive division with a door in all four arms: one loop per split",
     false, mz_gen_division_four_new, mz_code_division_four},
    {"aldous-broder", "ab", "Aldous-Broder random walk: uniform over all mazes, slow to finish",
     true, mz_gen_aldous_broder_new, mz_code_aldous_broder},
    {"wilson", "",
     "Wilson: loop-erased random walks join the tree one by one; uniform over all mazes", true,
     mz_gen_wilson_new, mz_code_wilson},
    {"kruskal", "", "randomized Kruskal: walls in random order, opened between different sets",
     true, mz_gen_kruskal_new, mz_code_kruskal},
    {"prim", "", "randomized Prim: a random frontier room joins a random neighbour in the maze",
     true, mz_gen_prim_new, mz_code_prim},
    {"prim-true", "prim-weighted",
     "true Prim: walls get random weights; the lightest wall out of the maze opens", true,
     mz_gen_prim_true_new, mz_code_prim_true},
    {"growing-tree", "gt",
     "growing tree: dig on from the newest active room (--newest %) or a random one", true,
     mz_gen_growing_tree_new, mz_code_growing_tree},
    {"hunt-and-kill", "hunt",
     "hunt-and-kill: a random walk; when stuck, a scan from the top for the next room", true,
     mz_gen_hunt_and_kill_new, mz_code_hunt_and_kill},
    {"eller", "", "Eller: one row at a time with sets, joining and opening down at random", true,
     mz_gen_eller_new, mz_code_eller},
    {"binary-tree", "bt",
     "binary tree: every room opens north or west on a coin flip (a diagonal bias)", true,
     mz_gen_binary_tree_new, mz_code_binary_tree},
    {"sidewinder", "",
     "sidewinder: runs east along each row, each closing north from a random room", true,
     mz_gen_sidewinder_new, mz_code_sidewinder},
    {"origin-shift", "",
     "origin shift: the root of a maze walks at random until it has been everywhere (uniform)",
     true, mz_gen_origin_shift_new, mz_code_origin_shift},
};
const int mz_generator_count = (int)(sizeof mz_generators / sizeof mz_generators[0]);

const mz_gen_info *mz_gen_find(const char *name)
{
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = &mz_generators[i];
        if (mz_name_matches(info->name, info->aliases, name))
            return info;
    }
    return NULL;
}

const mz_gen_params mz_gen_params_default = {50, 0};

void *mz_gen_alloc(size_t size, const gen_ops *ops, mz_grid *grid, uint64_t seed,
                   const mz_gen_params *params)
{
    mz_gen *g = malloc(size);
    if (!g)
        return NULL;
    g->ops = ops;
    g->info = NULL;
    g->grid = grid;
    mz_rng_seed(&g->rng, seed);
    g->steps = 0;
    g->exit_step = 0;
    g->pending = false;
    g->rooms_in = 0;
    g->params = params ? *params : mz_gen_params_default;
    mz_grid_fill(grid, MZ_WALL);
    return g;
}

mz_gen *mz_gen_new_with(const mz_gen_info *info, mz_grid *grid, uint64_t seed,
                        const mz_gen_params *params)
{
    mz_gen *g = info->create(grid, seed, params ? params : &mz_gen_params_default);
    if (g)
        g->info = info;
    return g;
}

mz_gen *mz_gen_new(const mz_gen_info *info, mz_grid *grid, uint64_t seed)
{
    return mz_gen_new_with(info, grid, seed, NULL);
}

void mz_gen_mark_border(mz_grid *g, int shift, bool on)
{
    int last_y = g->height - 2, last_x = g->width - 2;
    for (int y = 1; y <= last_y; y += 2) {
        /* Every room of the first and last row, the two end rooms of others. */
        int step = (y == 1 || y == last_y) ? 2 : last_x - 1;
        for (int x = 1; x <= last_x; x += step) {
            unsigned off = 0;
            for (int d = 0; d < MZ_NDIRS; d++) {
                int ny = y + 2 * mz_dy[d], nx = x + 2 * mz_dx[d];
                off |= (unsigned)(ny < 1 || nx < 1 || ny > last_y || nx > last_x) << d;
            }
            uint8_t *cell = mz_grid_at(g, y, x);
            *cell = (uint8_t)(on ? *cell | off << shift : *cell & ~(0xfu << shift));
        }
    }
}

bool mz_gen_next(mz_gen *g, mz_event *ev)
{
    /* Steps fill kind and cell; light stays false unless they set it. */
    mz_event e = {MZ_EV_CARVE, 0, 0, false, 0};
    if (g->exit_step == 0 && g->ops->step(g, &e)) {
        *ev = e;
        g->steps++;
        return true;
    }
    if (g->exit_step == 0)
        g->exit_step = 1;
    if (g->exit_step > MZ_EXIT_CELLS)
        return false;
    mz_event_set(ev, MZ_EV_CARVE, mz_grid_exit_cell_y(g->grid, g->exit_step - 1),
                 mz_grid_exit_cell_x(g->grid, g->exit_step - 1));
    ev->line = (uint8_t)(g->info ? mz_gen_code_lines(g->info) : 0); /* the exit's line */
    *mz_grid_at(g->grid, ev->y, ev->x) = MZ_PASSAGE;
    g->exit_step++;
    g->steps++;
    return true;
}

/* The algorithm's own steps to the end, without events: the fast path
 * where there is one (after the pending step, with the border marked if it
 * asks), else step() in a loop. */
static uint64_t run_to_end(mz_gen *g)
{
    const gen_ops *ops = g->ops;
    mz_event ev;
    uint64_t n = 0;
    if (!ops->run) {
        while (ops->step(g, &ev))
            n++;
        return n;
    }
    if (g->pending)
        n += ops->step(g, &ev);
    if (ops->border_shift)
        mz_gen_mark_border(g->grid, ops->border_shift, true);
    n += ops->run(g);
    if (ops->border_shift)
        mz_gen_mark_border(g->grid, ops->border_shift, false);
    return n;
}

uint64_t mz_gen_finish(mz_gen *g)
{
    if (g->exit_step == 0) {
        g->steps += run_to_end(g);
        g->exit_step = 1;
    }
    for (; g->exit_step <= MZ_EXIT_CELLS; g->exit_step++) {
        int i = g->exit_step - 1;
        *mz_grid_at(g->grid, mz_grid_exit_cell_y(g->grid, i), mz_grid_exit_cell_x(g->grid, i)) =
            MZ_PASSAGE;
        g->steps++;
    }
    return g->steps;
}

uint64_t mz_gen_steps(const mz_gen *g) { return g->steps; }

int mz_gen_code_lines(const mz_gen_info *info)
{
    int n = 0;
    while (info->code && info->code[n])
        n++;
    return n;
}

void mz_gen_describe(const mz_gen *g, char *buf, size_t n)
{
    int used = g->ops->describe ? g->ops->describe(g, buf, n) : 0;
    if (used >= 0 && (size_t)used < n)
        snprintf(buf + used, n - (size_t)used, "%srooms in the maze %llu of %llu", used ? ", " : "",
                 (unsigned long long)(mz_gen_done(g) ? mz_grid_rooms(g->grid) : g->rooms_in),
                 (unsigned long long)mz_grid_rooms(g->grid));
}

double mz_gen_progress(const mz_gen *g)
{
    if (mz_gen_done(g))
        return 1;
    double p = (double)g->rooms_in / (double)mz_grid_rooms(g->grid);
    return p > 0.999 ? 0.999 : p;
}

bool mz_gen_done(const mz_gen *g) { return g->exit_step > MZ_EXIT_CELLS; }

const mz_gen_info *mz_gen_info_of(const mz_gen *g) { return g->info; }

void mz_gen_free(mz_gen *g)
{
    if (!g)
        return;
    if (g->ops->release)
        g->ops->release(g);
    free(g);
}
