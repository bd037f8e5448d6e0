/* gen.c - finding a generator by name, and the iterator calls every
 * generator shares (the list of generators is gen_list.c).
 * SPDX-License-Identifier: MIT */
#include "gen_impl.h"
#include "mazedfs/drawn.h"
#include "mazedfs/mask.h"
#include "names.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const mz_gen_info *mz_gen_find(const char *name)
{
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        if (mz_name_matches(info->name, info->aliases, name))
            return info;
    }
    return NULL;
}

const mz_gen_info *mz_gen_after(const mz_gen_info *info, bool masked)
{
    int i = 0;
    while (i < mz_generator_count && mz_generators[i] != info)
        i++;
    for (int k = 1; k <= mz_generator_count; k++) {
        const mz_gen_info *next = mz_generators[(i + k) % mz_generator_count];
        if (!masked || next->masks)
            return next;
    }
    return info;
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
    g->last_y = g->last_x = 0;
    g->seed = seed;
    g->events = 0;
    g->params = params ? *params : mz_gen_params_default;
    return g;
}

mz_gen *mz_gen_new_with(const mz_gen_info *info, mz_grid *grid, uint64_t seed,
                        const mz_gen_params *params)
{
    if (grid->cells)
        mz_grid_reset(grid);
    return mz_gen_new_blank(info, grid, seed, params);
}

mz_gen *mz_gen_new_blank(const mz_gen_info *info, mz_grid *grid, uint64_t seed,
                         const mz_gen_params *params)
{
    MZ_ASSERT(!grid->cells || mz_grid_blank(grid));
    const mz_gen_params *p = params ? params : &mz_gen_params_default;
    mz_gen *g = NULL;
    bool one = true;
    /* A shape in pieces: a maze each. Counted from the runs of rooms first,
     * since labelling every room (mz_gen_pieces_new) cost a joined shape,
     * one piece, as much as digging it at 4001 x 4001; not at all when
     * the grid knows (a joined mask laid on it). */
    if (grid->cells && mz_grid_masked(grid) && grid->pieces != 1 && mz_grid_count_pieces(grid) != 1)
        g = mz_gen_pieces_new(info, grid, seed, p, &one);
    if (one)
        g = info->create(grid, seed, p);
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
            if (*cell != MZ_OUTSIDE) /* a shape's outside rooms keep their byte */
                *cell = (uint8_t)(on ? *cell | off << shift : *cell & ~(0xfu << shift));
        }
    }
}

static bool gen_next(mz_gen *g, mz_event *ev);

bool mz_gen_next(mz_gen *g, mz_event *ev)
{
    bool more = gen_next(g, ev);
    g->events += more;
    return more;
}

static bool gen_next(mz_gen *g, mz_event *ev)
{
    /* Steps fill kind and cell; light stays false unless they set it. */
    mz_event e = {MZ_EV_CARVE, 0, 0, false, 0};
    if (g->exit_step == 0 && g->ops->step(g, &e)) {
        *ev = e;
        g->steps += mz_event_is_step(&e); /* a decision is not a step */
        g->last_y = e.y;
        g->last_x = e.x;
        return true;
    }
    if (g->exit_step == 0) {
        g->exit_step = 1;
        if (g->info && g->info->until) { /* the loop's test finds it done */
            mz_event_set(ev, MZ_EV_LOOK, g->last_y, g->last_x);
            ev->line = g->info->until;
            return true;
        }
    }
    if (g->exit_step > mz_grid_exit_cells(g->grid))
        return false;
    mz_event_set(ev, MZ_EV_CARVE, mz_grid_exit_cell_y(g->grid, g->exit_step - 1),
                 mz_grid_exit_cell_x(g->grid, g->exit_step - 1));
    ev->line = (uint8_t)(g->info ? mz_gen_code_lines(g->info) : 0); /* the exit's line */
    *mz_grid_at(g->grid, ev->y, ev->x) = MZ_PASSAGE;
    g->exit_step++;
    g->steps++;
    return true;
}

uint64_t mz_gen_run_rows(mz_gen *g)
{
    const mz_gen_rows *rows = g->info->rows;
    uint64_t n = 0;
    for (int y; (y = rows->next_row(g)) <= g->grid->height - 2;)
        n += rows->fill(g, mz_grid_at(g->grid, y, 0));
    return n;
}

/* The algorithm's own steps to the end, without events: the fast path
 * where there is one (after the pending step, with the border marked if it
 * asks), else step() in a loop. Not counting (count false), the
 * maze-only fast path where there is one; what it returns is then no
 * count. */
static uint64_t run_to_end(mz_gen *g, bool count)
{
    const gen_ops *ops = g->ops;
    mz_event ev;
    uint64_t n = 0;
    if (!ops->run) {
        while (ops->step(g, &ev))
            n += mz_event_is_step(&ev);
        return n;
    }
    while (g->pending && ops->step(g, &ev)) /* maybe a wall, then its room */
        n += mz_event_is_step(&ev);
    if (ops->border_shift)
        mz_gen_mark_border(g->grid, ops->border_shift, true);
    if (count || !ops->run_maze)
        n += ops->run(g);
    else
        ops->run_maze(g);
    if (ops->border_shift)
        mz_gen_mark_border(g->grid, ops->border_shift, false);
    return n;
}

/* mz_gen_finish, the steps counted or not (mz_gen_finish_maze). */
static void finish(mz_gen *g, bool count)
{
    if (g->exit_step == 0) {
        g->steps += run_to_end(g, count);
        g->exit_step = 1;
    }
    for (; g->exit_step <= mz_grid_exit_cells(g->grid); g->exit_step++) {
        int i = g->exit_step - 1;
        *mz_grid_at(g->grid, mz_grid_exit_cell_y(g->grid, i), mz_grid_exit_cell_x(g->grid, i)) =
            MZ_PASSAGE;
        g->steps++;
    }
}

uint64_t mz_gen_finish(mz_gen *g)
{
    finish(g, true);
    return g->steps;
}

void mz_gen_finish_maze(mz_gen *g)
{
    finish(g, false);
    g->steps = MZ_STEPS_UNKNOWN;
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
    char own[192] = "";
    if (n == 0)
        return;
    if (g->ops->describe)
        g->ops->describe(g, own, sizeof own);
    unsigned long long in = mz_gen_done(g) ? mz_grid_rooms(g->grid) : g->rooms_in,
                       all = mz_grid_rooms(g->grid);
    if (own[0])
        snprintf(buf, n, mz_tr(N_("%s, rooms in the maze %llu of %llu")), own, in, all);
    else
        snprintf(buf, n, mz_tr(N_("rooms in the maze %llu of %llu")), in, all);
}

bool mz_gen_state(const mz_gen *g, uint32_t *plane, bool arrows)
{
    if (!g->ops->state || mz_gen_done(g))
        return false;
    if (g->ops->state(g, plane) != 0)
        return false;
    if (!arrows) { /* pointers are drawn on demand only */
        size_t n = (size_t)g->grid->height * (size_t)g->grid->width;
        for (size_t i = 0; i < n; i++)
            if (plane[i] >= MZ_DRAWN_ARROW && plane[i] < MZ_DRAWN_SET)
                plane[i] = MZ_DRAWN_NONE;
    }
    return true;
}

double mz_gen_progress(const mz_gen *g)
{
    if (mz_gen_done(g))
        return 1;
    double p = (double)g->rooms_in / (double)mz_grid_rooms(g->grid);
    return p > 0.999 ? 0.999 : p;
}

bool mz_gen_done(const mz_gen *g) { return g->exit_step > mz_grid_exit_cells(g->grid); }

const mz_gen_info *mz_gen_info_of(const mz_gen *g) { return g->info; }

void mz_gen_free(mz_gen *g)
{
    if (!g)
        return;
    if (g->ops->release)
        g->ops->release(g);
    free(g);
}
