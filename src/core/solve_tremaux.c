/* solve_tremaux.c - Tremaux's method: mark a passage each time you walk
 * it; never take one marked twice; at a junction already marked, arrived at
 * by a new passage, turn back. Works in mazes with loops.
 * SPDX-License-Identifier: MIT */
#include "solve_impl.h"

/* One byte per cell. SEEN; the way back (2 bits) along the passage first
 * walked into the cell (marked once while the cell is on the way, twice
 * after backing out); the next direction to try (3 bits); and a bit each
 * for the passages south and east of the cell that were walked into an
 * already marked cell and back (marked twice at once). */
enum { SEEN = 0x80, BACK_MASK = 3, NEXT_SHIFT = 2, USED_S = 0x20, USED_E = 0x40 };

typedef struct tremaux {
    mz_solver base;
    uint8_t *plane;
    int bounce; /* -1, or the way back out of a marked cell just entered */
    bool started;
} tremaux;

static uint8_t *cell(const tremaux *s, int y, int x)
{
    return s->plane + (size_t)y * (size_t)s->base.grid->width + (size_t)x;
}

/* The byte and bit that mark the passage from (y, x) towards d. */
static uint8_t *used_bit(const tremaux *s, int y, int x, int d, uint8_t *bit)
{
    *bit = (d == MZ_SOUTH || d == MZ_NORTH) ? USED_S : USED_E;
    return d == MZ_NORTH ? cell(s, y - 1, x) : d == MZ_WEST ? cell(s, y, x - 1) : cell(s, y, x);
}

static void move(tremaux *s, int d, mz_event *ev)
{
    s->base.y += mz_dy[d];
    s->base.x += mz_dx[d];
    mz_event_set(ev, MZ_EV_VISIT, s->base.y, s->base.x);
    ev->line = 2;
}

/* Walks an unmarked passage from the head, if there is one. */
static bool forward(tremaux *s, mz_event *ev)
{
    mz_solver *b = &s->base;
    uint8_t *here = cell(s, b->y, b->x);
    bool root = b->y == 1 && b->x == 1;
    for (int d = *here >> NEXT_SHIFT & 7; d < MZ_NDIRS; d++) {
        *here = (uint8_t)((*here & ~(7 << NEXT_SHIFT)) | (d + 1) << NEXT_SHIFT);
        int ny = b->y + mz_dy[d], nx = b->x + mz_dx[d];
        uint8_t bit, *used;
        if ((!root && (*here & BACK_MASK) == d) || !mz_grid_open(b->grid, ny, nx))
            continue;
        used = used_bit(s, b->y, b->x, d, &bit);
        if (*used & bit)
            continue;
        uint8_t *next = cell(s, ny, nx);
        if (*next & SEEN) {
            *used |= bit;
            s->bounce = MZ_OPPOSITE(d);
        } else {
            *next = (uint8_t)(*next | SEEN | MZ_OPPOSITE(d));
            b->visits++;
        }
        move(s, d, ev);
        return true;
    }
    return false;
}

static bool step(mz_solver *b, mz_event *ev)
{
    tremaux *s = (tremaux *)b;
    if (!s->started) {
        s->started = true;
        return mz_solve_begin(b, s->plane, SEEN, 1, ev);
    }
    if (b->found)
        return false;
    if (s->bounce >= 0) {
        int d = s->bounce;
        s->bounce = -1;
        move(s, d, ev);
        return true;
    }
    if (forward(s, ev)) {
        mz_solve_check_exit(b, s->plane);
        return true;
    }
    return mz_solve_back_up(b, s->plane, 3, ev);
}

static void release(mz_solver *b) { free(((tremaux *)b)->plane); }

static const solve_ops ops = {.step = step, .release = release, .route_from_exit = false};

static mz_solver *tremaux_new(const mz_grid *grid)
{
    tremaux *s = mz_solve_alloc(sizeof *s, &ops, grid);
    if (!s)
        return NULL;
    s->bounce = -1;
    s->plane = mz_solve_new_plane(&s->base);
    return s->plane ? &s->base : NULL;
}

static const char *const code_tremaux[] = {
    "start on the top-left cell; mark it",
    "go on along an unmarked passage, marking it",
    "at a dead end or a marked junction: turn back",
    "  (the way back is marked twice: never again)",
    "until standing on the exit",
    "draw the route: the passages marked once",
    NULL,
};

/* The registry row, listed in solve_list.c. */
const mz_solver_info mz_solver_tremaux_info = {
    .name = "tremaux",
    .aliases = "",
    .summary = "Tremaux: passages marked once, twice; turns back at a marked junction",
    .works_with_loops = true,
    .create = tremaux_new,
    .code = code_tremaux,
};
