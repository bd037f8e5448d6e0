/* solve_tremaux.c - Tremaux's method: mark a passage each time you walk
 * it; never take one marked twice; at a junction already marked, arrived at
 * by a new passage, turn back. Works in mazes with loops.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"
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
    bool root = b->y == b->grid->start_y && b->x == b->grid->start_x;
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
        ev->line = 4; /* back out of a marked cell: that passage is marked twice */
        return true;
    }
    if (forward(s, ev)) {
        mz_solve_check_exit(b, s->plane);
        return true;
    }
    return mz_solve_back_up(b, s->plane, 3, ev);
}

/* For the fast path: forward() from cell *c by index; the event it
 * would report applied to marks. */
static bool forward_at(tremaux *s, uint32_t *c, const ptrdiff_t *off, const mz_solve_marks *m)
{
    const mz_grid *g = s->base.grid;
    size_t w = (size_t)g->width;
    uint8_t *plane = s->plane, *here = plane + *c;
    bool root = *c == mz_grid_start_index(g), inner = mz_solve_inner(*c, w, w * (size_t)g->height);
    for (int d = *here >> NEXT_SHIFT & 7; d < MZ_NDIRS; d++) {
        *here = (uint8_t)((*here & ~(7 << NEXT_SHIFT)) | (d + 1) << NEXT_SHIFT);
        uint32_t next = (uint32_t)((ptrdiff_t)*c + off[d]);
        bool open =
            inner ? g->cells[next] & MZ_PASSAGE : mz_solve_open(g, (int)(*c / w), (int)(*c % w), d);
        if ((!root && (*here & BACK_MASK) == d) || !open)
            continue;
        uint8_t bit = (d == MZ_SOUTH || d == MZ_NORTH) ? USED_S : USED_E;
        uint8_t *used = d == MZ_NORTH || d == MZ_WEST ? plane + next : here;
        if (*used & bit)
            continue;
        if (plane[next] & SEEN) {
            *used |= bit;
            s->bounce = MZ_OPPOSITE(d);
        } else {
            plane[next] = (uint8_t)(plane[next] | SEEN | MZ_OPPOSITE(d));
            s->base.visits++;
        }
        *c = next;
        mz_solve_mark(m, next, MZ_EV_VISIT);
        return true;
    }
    return false;
}

/* The walk to its end without events (solve_ops.run): step()'s moves
 * with the head kept as an index. */
static uint64_t run(mz_solver *b, const mz_solve_marks *m)
{
    tremaux *s = (tremaux *)b;
    uint64_t n = 0;
    if (!s->started && !(n = mz_solve_step_marked(b, m)))
        return 0;
    if (b->found || !mz_solve_border_closed(b->grid))
        return n + mz_solve_run_steps(b, m);
    const ptrdiff_t w = b->grid->width, off[MZ_NDIRS] = {w, 1, -w, -1};
    const uint32_t start = (uint32_t)mz_grid_start_index(b->grid),
                   exit_i = (uint32_t)mz_grid_exit_index(b->grid);
    uint32_t c = (uint32_t)(b->y * w + b->x);
    for (;; n++) {
        if (s->bounce >= 0) {
            c = (uint32_t)((ptrdiff_t)c + off[s->bounce]);
            s->bounce = -1;
            mz_solve_mark(m, c, MZ_EV_VISIT);
        } else if (forward_at(s, &c, off, m)) {
            if (c == exit_i) {
                n++;
                break;
            }
        } else if (c != start) {
            mz_solve_mark(m, c, MZ_EV_RETREAT);
            c = (uint32_t)((ptrdiff_t)c + off[s->plane[c] & BACK_MASK]);
        } else {
            break;
        }
    }
    b->y = (int)(c / (uint32_t)w);
    b->x = (int)(c % (uint32_t)w);
    mz_solve_check_exit(b, s->plane);
    return n;
}

static void release(mz_solver *b) { free(((tremaux *)b)->plane); }

/* The drawn state (solve_ops.state): the way from the head back to the start is marked once;
 * every other cell walked is marked twice (backed out of). The next-direction bits
 * cannot tell: after the last direction tried they read as after none. */
static void state(const mz_solver *b, uint32_t *plane)
{
    const tremaux *s = (const tremaux *)b;
    mz_solve_walk_state(b, s->plane, SEEN, s->started, MZ_DRAWN_TWICE, MZ_DRAWN_ONCE, plane);
}

static const solve_ops ops = {
    .step = step, .run = run, .release = release, .route_from_exit = false, .state = state};

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
    N_("start on the top-left cell; mark it"),
    N_("go on along an unmarked passage, marking it"),
    N_("at a dead end or a marked junction: turn back"),
    N_("  (the way back is marked twice: never again)"),
    N_("until standing on the exit"),
    N_("draw the route: the passages marked once"),
    NULL,
};

/* The registry row, listed in solve_list.c. */
const mz_solver_info mz_solver_tremaux_info = {
    .name = "tremaux",
    .aliases = "",
    .summary = "Tremaux: passages marked once, twice; turns back at a marked junction",
    .works_with_loops = true,
    .create = tremaux_new,
    .shortest = false,
    .texture = "marks passages once, then twice: loops are safe",
    .code = code_tremaux,
    .until = 5,
    .ask = MZ_ASK_WALK,
};
