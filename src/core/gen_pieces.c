/* gen_pieces.c - a shape whose rooms fall into several pieces, made one
 * maze per piece (--pieces): the chosen generator runs on each piece in
 * turn, alone on a grid of its own, and every cell it changes is copied
 * onto the shape's grid. SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_impl.h"
#include "mazedfs/drawn.h"
#include "mazedfs/error.h"
#include "mazedfs/pieces.h"

/* A piece: its own grid and where it lies on the shape's (mz_piece), and
 * its generator (NULL for a piece of one room, which is dug in one step). */
typedef struct piece {
    mz_piece cut;
    mz_gen *gen;
} piece;

typedef struct pieces_gen {
    mz_gen base;
    piece *p;
    uint32_t n, k;         /* pieces, and the one being made */
    uint64_t rooms_before; /* rooms of the pieces made before k */
    uint32_t *plane;       /* scratch for a piece's drawn state */
} pieces_gen;

/* Copies piece pc's cells (its own, not those outside it) onto g. */
static void copy_back(mz_grid *g, const piece *pc)
{
    for (int y = 0; y < pc->cut.grid->height; y++)
        for (int x = 0; x < pc->cut.grid->width; x++) {
            uint8_t c = *mz_grid_at(pc->cut.grid, y, x);
            if (c != MZ_OUTSIDE)
                *mz_grid_at(g, y + pc->cut.oy, x + pc->cut.ox) = c;
        }
}

static bool pieces_step(mz_gen *g, mz_event *ev)
{
    pieces_gen *s = (pieces_gen *)g;
    while (s->k < s->n) {
        piece *pc = &s->p[s->k];
        if (!pc->gen) { /* one room: dig it */
            *mz_grid_at(g->grid, pc->cut.room_y, pc->cut.room_x) = MZ_PASSAGE;
            mz_event_set(ev, MZ_EV_CARVE, pc->cut.room_y, pc->cut.room_x);
            s->rooms_before++;
            g->rooms_in = s->rooms_before;
            s->k++;
            return true;
        }
        if (mz_gen_next(pc->gen, ev)) {
            /* The last piece's look that finds it done is the whole
             * maze's, which mz_gen_next says after the last step. */
            if (pc->gen->exit_step && s->k + 1 == s->n)
                continue;
            *mz_grid_at(g->grid, ev->y + pc->cut.oy, ev->x + pc->cut.ox) =
                *mz_grid_at(pc->cut.grid, ev->y, ev->x);
            ev->y += pc->cut.oy;
            ev->x += pc->cut.ox;
            g->rooms_in = s->rooms_before + pc->gen->rooms_in;
            return true;
        }
        copy_back(g->grid, pc); /* the bookkeeping bits it cleared */
        s->rooms_before += pc->cut.rooms;
        s->k++;
    }
    return false;
}

/* The pieces from the one being made to the last, each on its generator's
 * fast path: counted (mz_gen_finish), returning the steps, or maze only
 * (mz_gen_finish_maze), returning 0. */
static uint64_t finish_pieces(pieces_gen *s, bool count)
{
    uint64_t steps = 0;
    for (; s->k < s->n; s->k++) {
        piece *pc = &s->p[s->k];
        if (!pc->gen) {
            *mz_grid_at(s->base.grid, pc->cut.room_y, pc->cut.room_x) = MZ_PASSAGE;
            steps++;
            continue;
        }
        if (count) {
            uint64_t before = mz_gen_steps(pc->gen);
            steps += mz_gen_finish(pc->gen) - before;
        } else {
            mz_gen_finish_maze(pc->gen);
        }
        copy_back(s->base.grid, pc);
    }
    return count ? steps : 0;
}

static uint64_t pieces_run(mz_gen *g) { return finish_pieces((pieces_gen *)g, true); }

static void pieces_run_maze(mz_gen *g) { finish_pieces((pieces_gen *)g, false); }

static void pieces_release(mz_gen *g)
{
    pieces_gen *s = (pieces_gen *)g;
    for (uint32_t i = 0; s->p && i < s->n; i++) {
        mz_gen_free(s->p[i].gen);
        mz_grid_free(s->p[i].cut.grid);
    }
    free(s->p);
    free(s->plane);
}

/* The piece being made; not its generator's own words, which give places
 * on the piece's grid, not on the shape's. */
static int pieces_describe(const mz_gen *g, char *buf, size_t n)
{
    const pieces_gen *s = (const pieces_gen *)g;
    uint32_t k = s->k < s->n ? s->k : s->n - 1;
    return snprintf(buf, n, mz_tr(N_("piece %u of %u")), k + 1, s->n);
}

static int pieces_state(const mz_gen *g, uint32_t *plane)
{
    const pieces_gen *s = (const pieces_gen *)g;
    size_t cells = (size_t)g->grid->height * (size_t)g->grid->width;
    for (size_t i = 0; i < cells; i++)
        plane[i] = MZ_DRAWN_NONE;
    if (s->k >= s->n || !s->p[s->k].gen)
        return MZ_OK;
    const piece *pc = &s->p[s->k];
    if (!pc->gen->ops->state)
        return MZ_OK;
    int rc = pc->gen->ops->state(pc->gen, s->plane);
    for (int y = 0; !rc && y < pc->cut.grid->height; y++)
        for (int x = 0; x < pc->cut.grid->width; x++)
            plane[(size_t)(y + pc->cut.oy) * (size_t)g->grid->width + (size_t)(x + pc->cut.ox)] =
                s->plane[(size_t)y * (size_t)pc->cut.grid->width + (size_t)x];
    return rc;
}

static const gen_ops ops = {pieces_step,     pieces_run,   pieces_release, 0,
                            pieces_describe, pieces_state, NULL,           pieces_run_maze};

/* The pieces' grids and generators, made at once so that nothing can fail
 * half way through the maze. False when memory runs out. */
static bool make_pieces(pieces_gen *s, const mz_gen_info *info, const uint32_t *label,
                        const mz_gen_params *params)
{
    size_t most = 0;
    for (uint32_t k = 0; k < s->n; k++) {
        piece *pc = &s->p[k];
        if (mz_grid_cut_piece(s->base.grid, label, k, &pc->cut) != MZ_OK)
            return false;
        size_t cells = (size_t)pc->cut.grid->height * (size_t)pc->cut.grid->width;
        most = cells > most ? cells : most;
        uint64_t seed = mz_rng_next(&s->base.rng); /* each piece its own stream */
        if (pc->cut.rooms > 1 && !(pc->gen = mz_gen_new_blank(info, pc->cut.grid, seed, params)))
            return false;
    }
    s->plane = malloc(most * sizeof *s->plane);
    return s->plane != NULL;
}

mz_gen *mz_gen_pieces_new(const mz_gen_info *info, mz_grid *grid, uint64_t seed,
                          const mz_gen_params *params, bool *one)
{
    *one = false;
    int cols = (grid->width - 1) / 2;
    size_t rooms = (size_t)((grid->height - 1) / 2) * (size_t)cols;
    uint32_t *label = malloc(rooms * sizeof *label);
    uint32_t n = label ? mz_grid_pieces(grid, label) : 0;
    if (n == 1) {
        *one = true;
        free(label);
        return NULL;
    }
    pieces_gen *s = n ? mz_gen_alloc(sizeof *s, &ops, grid, seed, params) : NULL;
    if (s) {
        s->n = n;
        s->k = 0;
        s->rooms_before = 0;
        s->plane = NULL;
        s->p = calloc(n, sizeof *s->p);
        if (!s->p || !make_pieces(s, info, label, params)) {
            mz_gen_free(&s->base);
            s = NULL;
        }
    }
    free(label);
    return s ? &s->base : NULL;
}
