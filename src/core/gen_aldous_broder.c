/* gen_aldous_broder.c - the Aldous-Broder random walk: uniform over all
 * spanning trees of the rooms. SPDX-License-Identifier: MIT */
#include "gen_bits.h"
#include "mazedfs/predict.h"

#include <stdio.h>

#include <stddef.h>
#include <stdlib.h>

typedef struct aldous_broder {
    mz_gen base;
    int y, x;           /* the walker */
    uint64_t unvisited; /* rooms not yet reached */
    uint64_t bits;      /* random bits not used yet, two per direction */
    int nbits;
    int dig_d; /* 1 + the way the walker came into a solid room: its wall
                  is due (after the look at it), with base.pending */
} aldous_broder;

/* One walk step or one dig, as the seed's walk does: a direction that
 * leaves the grid is drawn again, so each step goes to a uniformly random
 * neighbouring room, visited or not; the wall between is dug only when the
 * room is new. */
static inline bool advance(aldous_broder *s, mz_event *ev)
{
    mz_grid *g = s->base.grid;
    if (s->base.pending && s->dig_d) {
        int d = s->dig_d - 1, wy = s->y - mz_dy[d], wx = s->x - mz_dx[d];
        s->dig_d = 0;
        *mz_grid_at(g, wy, wx) = MZ_PASSAGE;
        s->unvisited--;
        mz_event_set(ev, MZ_EV_CARVE, wy, wx);
        ev->line = 3;
        return true;
    }
    if (s->base.pending) {
        s->base.pending = false;
        s->base.rooms_in++;
        *mz_grid_at(g, s->y, s->x) = MZ_PASSAGE;
        mz_event_set(ev, MZ_EV_CARVE, s->y, s->x);
        ev->line = s->base.rooms_in == 1 ? 1 : 4;
        return true;
    }
    if (s->unvisited == 0)
        return false;
    int d = walk_dir_inside(&s->bits, &s->nbits, &s->base.rng, g, s->y, s->x);
    int ny = s->y + 2 * mz_dy[d], nx = s->x + 2 * mz_dx[d];
    s->y = ny;
    s->x = nx;
    if (*mz_grid_at(g, ny, nx) == MZ_WALL) { /* a new room: the walk looks, then digs */
        s->dig_d = d + 1;
        s->base.pending = true;
        mz_event_set(ev, MZ_EV_LOOK, ny, nx);
        ev->line = 2;
        return true;
    }
    mz_event_set(ev, MZ_EV_CURSOR, ny, nx);
    ev->line = 5;
    return true;
}

static bool ab_step(mz_gen *g, mz_event *ev) { return advance((aldous_broder *)g, ev); }

/* The fast path's walk, drawing the same bits as advance() and so taking
 * the very same walk: while it runs, each border room holds in bits 1-4
 * the directions that would leave the grid (bit 1 + d), so a step needs
 * neither coordinates nor bounds checks, only the byte it already read.
 * This is what brings a step from about 60 instructions to about 12. */
enum { OFF_GRID_SHIFT = 1 };

/* Walks until every room is visited, with the border marked. A step into
 * a room outside a mask is taken back and counts as a refused draw, as
 * advance() draws again; it is tested only where the room is not dug, so
 * the common step, onto a dug room, costs what it did. Returns the events
 * advance() would have reported: one per walk step (a cursor move, or the
 * carve of the wall into a new room) and one per new room. */
static uint64_t walk(aldous_broder *s)
{
    mz_grid *g = s->base.grid;
    const ptrdiff_t w = g->width;
    const ptrdiff_t move[MZ_NDIRS] = {2 * w, 2, -2 * w, -2};
    uint8_t *p = mz_grid_at(g, s->y, s->x);
    unsigned here = *p;
    uint64_t bits = s->bits, unvisited = s->unvisited;
    uint64_t draws = 0, refused = 0, dug = 0;
    int left = s->nbits / 2; /* draws left in bits */
    while (unvisited) {
        if (left == 0) {
            bits = mz_rng_next(&s->base.rng);
            left = 32;
        }
        int i = 0;
        while (i < left) {
            unsigned d = (unsigned)bits & 3;
            bits >>= 2;
            i++;
            if (here >> (OFF_GRID_SHIFT + d) & 1) {
                refused++;
                continue;
            }
            p += move[d];
            unsigned from = here;
            here = *p;
            if (!(here & MZ_PASSAGE)) {
                if (here == MZ_OUTSIDE) { /* drawn again, as off the grid */
                    p -= move[d];
                    here = from;
                    refused++;
                    continue;
                }
                p[-move[d] / 2] = MZ_PASSAGE;
                here |= MZ_PASSAGE;
                *p = (uint8_t)here;
                dug++;
                if (--unvisited == 0)
                    break;
            }
        }
        draws += (uint64_t)i;
        left -= i;
    }
    size_t at = (size_t)(p - g->cells);
    s->y = (int)(at / (size_t)w);
    s->x = (int)(at % (size_t)w);
    s->bits = bits;
    s->nbits = 2 * left;
    s->unvisited = 0;
    return draws - refused + dug;
}

/* Called by mz_gen_finish with the pending room dug and the border marked. */
static uint64_t ab_run(mz_gen *g) { return walk((aldous_broder *)g); }

/* The panel's state line (gen_ops.describe). */
static int ab_describe(const mz_gen *g, char *buf, size_t n)
{
    const aldous_broder *s = (const aldous_broder *)g;
    return snprintf(buf, n, mz_tr(N_("rooms left %llu, walker at (%d, %d)")),
                    (unsigned long long)s->unvisited, s->y, s->x);
}

static const gen_ops ops = {ab_step, ab_run, NULL, OFF_GRID_SHIFT, ab_describe, NULL, NULL, NULL};

static mz_gen *aldous_broder_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    aldous_broder *s = mz_gen_alloc(sizeof *s, &ops, grid, seed, p);
    if (!s)
        return NULL;
    uint32_t rooms_y = (uint32_t)(grid->height - 1) / 2;
    uint32_t rooms_x = (uint32_t)(grid->width - 1) / 2;
    do { /* a room inside the mask */
        s->y = 1 + 2 * (int)mz_rng_below(&s->base.rng, rooms_y);
        s->x = 1 + 2 * (int)mz_rng_below(&s->base.rng, rooms_x);
    } while (*mz_grid_at(grid, s->y, s->x) == MZ_OUTSIDE);
    s->unvisited = mz_grid_rooms(grid) - 1;
    s->base.pending = true;
    s->bits = 0;
    s->nbits = 0;
    s->dig_d = 0;
    return &s->base;
}

static const char *const code_aldous_broder[] = {
    N_("start in a random room; dig it"),
    N_("walk to a random neighbour"),
    N_("if it is solid: dig the wall to it"),
    N_("  and dig the room"),
    N_("else just move there"),
    N_("until every room is dug"),
    N_("open the exit at the bottom right"),
    NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_aldous_broder_info = {
    .name = "aldous-broder",
    .aliases = "ab",
    .summary = "Aldous-Broder random walk: uniform over all mazes, slow to finish",
    .perfect = true,
    .create = aldous_broder_new,
    .uniform = true,
    .texture = "no bias: every maze as likely",
    .code = code_aldous_broder,
    .until = 6,
    .masks = true,
    .ask = MZ_ASK_WANDER,
};
