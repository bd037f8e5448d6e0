/* braid.c - removing a share of a maze's dead ends by opening walls.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/braid.h"
#include "mazedfs/intl.h"

#include <stdlib.h>

#include "mazedfs/rng.h"

struct mz_braid {
    mz_grid *grid; /* borrowed */
    mz_rng rng;
    uint32_t *ends; /* the dead-end rooms, y * width + x, in a drawn order */
    uint64_t count, next, target, removed, opened;
};

/* Keeps the braid's draws apart from the generator's, which use the seed
 * as it is. */
#define BRAID_SALT 0x62726169642d6d7aULL

static int openings(const mz_grid *g, int y, int x)
{
    int n = 0;
    for (int d = 0; d < MZ_NDIRS; d++)
        n += mz_grid_open(g, y + mz_dy[d], x + mz_dx[d]);
    return n;
}

static bool room_inside(const mz_grid *g, int y, int x)
{
    return y > 0 && x > 0 && y < g->height - 1 && x < g->width - 1 &&
           *mz_grid_at(g, y, x) != MZ_OUTSIDE; /* and inside the mask, if any */
}

/* Fills b->ends with the dead-end rooms in reading order (when ends is
 * NULL, only counts them). */
static uint64_t list_dead_ends(const mz_grid *g, uint32_t *ends)
{
    uint64_t n = 0;
    for (int y = 1; y < g->height - 1; y += 2)
        for (int x = 1; x < g->width - 1; x += 2)
            if (mz_grid_open(g, y, x) && openings(g, y, x) == 1) {
                if (ends)
                    ends[n] = (uint32_t)((size_t)y * (size_t)g->width + (size_t)x);
                n++;
            }
    return n;
}

mz_braid *mz_braid_new(mz_grid *grid, int pct, uint64_t seed)
{
    mz_braid *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->grid = grid;
    mz_rng_seed(&b->rng, seed ^ BRAID_SALT);
    pct = pct < 0 ? 0 : pct > 100 ? 100 : pct;
    b->count = pct ? list_dead_ends(grid, NULL) : 0;
    b->ends = malloc((b->count ? b->count : 1) * sizeof *b->ends);
    if (!b->ends) {
        free(b);
        return NULL;
    }
    list_dead_ends(grid, pct ? b->ends : NULL);
    b->target = (b->count * (uint64_t)pct + 50) / 100;
    /* Fisher-Yates: the order the dead ends are visited in. */
    for (uint64_t i = b->count; i > 1; i--) {
        uint32_t j = mz_rng_below(&b->rng, (uint32_t)i);
        uint32_t t = b->ends[i - 1];
        b->ends[i - 1] = b->ends[j];
        b->ends[j] = t;
    }
    return b;
}

/* The direction to open from dead end (y, x): a wall to a room inside the
 * maze, one leading to another dead end if there is any; -1 for none. */
static int choose_wall(mz_braid *b, int y, int x)
{
    const mz_grid *g = b->grid;
    int all[MZ_NDIRS], best[MZ_NDIRS], na = 0, nb = 0;
    for (int d = 0; d < MZ_NDIRS; d++) {
        int ry = y + 2 * mz_dy[d], rx = x + 2 * mz_dx[d];
        if (!room_inside(g, ry, rx) || mz_grid_open(g, y + mz_dy[d], x + mz_dx[d]))
            continue;
        all[na++] = d;
        if (openings(g, ry, rx) == 1)
            best[nb++] = d;
    }
    if (nb)
        return best[mz_rng_below(&b->rng, (uint32_t)nb)];
    return na ? all[mz_rng_below(&b->rng, (uint32_t)na)] : -1;
}

bool mz_braid_next(mz_braid *b, mz_event *ev)
{
    mz_grid *g = b->grid;
    uint32_t w = (uint32_t)g->width;
    while (b->removed < b->target && b->next < b->count) {
        uint32_t c = b->ends[b->next++];
        int y = (int)(c / w), x = (int)(c % w);
        if (openings(g, y, x) != 1)
            continue; /* an earlier step opened it already */
        int d = choose_wall(b, y, x);
        if (d < 0)
            continue;
        int ry = y + 2 * mz_dy[d], rx = x + 2 * mz_dx[d];
        b->removed += 1 + (openings(g, ry, rx) == 1);
        mz_event_set(ev, MZ_EV_CARVE, y + mz_dy[d], x + mz_dx[d]);
        ev->line = 2;
        *mz_grid_at(g, ev->y, ev->x) = MZ_PASSAGE;
        b->opened++;
        return true;
    }
    return false;
}

uint64_t mz_braid_finish(mz_braid *b)
{
    mz_event ev;
    while (mz_braid_next(b, &ev))
        ;
    return b->opened;
}

uint64_t mz_braid_dead_ends(const mz_braid *b) { return b->count; }

uint64_t mz_braid_removed(const mz_braid *b) { return b->removed; }

void mz_braid_free(mz_braid *b)
{
    if (!b)
        return;
    free(b->ends);
    free(b);
}

const char *const mz_braid_code[] = {
    N_("list the dead ends in random order"),
    N_("open a wall of the next one still a dead end"),
    N_("  (into another dead end when one is beside)"),
    N_("until the share asked for is opened"),
    NULL,
};
