/* gen_origin_shift.c - origin shift: the origin of a rooted maze walks at
 * random, re-rooting the tree as it goes, until every room has been the
 * origin (then every maze is equally likely). SPDX-License-Identifier: MIT */
#include "gen_bits.h"
#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"

#include <string.h>

#include <stdio.h>

#include <stddef.h>

/* Each room's byte holds, beside bit 0, its parent direction (bits 1-2,
 * meaningless for the origin) and whether it is still fresh, never the
 * origin yet (bit 3, set so that the walk can count a new room by the
 * byte alone); they are cleared when the maze is finished. The start,
 * every room pointing east (the last column south) to the origin in the
 * bottom-right room, is shown first: each room, then its wall to its
 * parent. A move whose room already pointed at the origin changes no wall
 * and shows as a head move; any other walls up the room's old link, then
 * opens the wall from the old origin. */
enum { PARENT_SHIFT = 1, PARENT_BITS = 3 << PARENT_SHIFT, FRESH = 8, OFF_GRID_SHIFT = 4 };

typedef struct origin_shift {
    mz_gen base;
    int y, x; /* the next room of the start, then the origin */
    bool walking;
    int link_y, link_x; /* the wall to open, while base.pending */
    uint64_t moves, seen, rooms;
    uint64_t shown; /* steps of the start shown so far */
    uint64_t bits;  /* random bits not used yet, two per direction */
    int nbits;
} origin_shift;

static inline int parent_of(uint8_t cell) { return cell >> PARENT_SHIFT & 3; }

/* True once the walk is over: shift_steps moves, or every room seen. */
static inline bool walk_done(const origin_shift *s)
{
    uint64_t limit = s->base.params.shift_steps;
    return limit ? s->moves >= limit : s->seen == s->rooms;
}

/* One step of the start: the next room, with its parent link to come. */
static void show_start(origin_shift *s, mz_event *ev)
{
    mz_grid *g = s->base.grid;
    int last_y = g->height - 2, last_x = g->width - 2;
    int d = s->x < last_x ? MZ_EAST : MZ_SOUTH;
    uint8_t *room = mz_grid_at(g, s->y, s->x);
    mz_event_set(ev, MZ_EV_CARVE, s->y, s->x);
    ev->line = 1;
    ev->light = true; /* the starting maze is drawn quickly: the walk is the show */
    s->shown++;
    if (s->y == last_y && s->x == last_x) {
        *room = MZ_PASSAGE;
        s->seen = s->base.rooms_in = 1;
        s->walking = true;
        return;
    }
    *room = (uint8_t)(MZ_PASSAGE | FRESH | d << PARENT_SHIFT);
    s->base.pending = true;
    s->link_y = s->y + mz_dy[d];
    s->link_x = s->x + mz_dx[d];
    s->x += 2;
    if (s->x > last_x) {
        s->x = 1;
        s->y += 2;
    }
}

/* A uniform direction from the origin that stays in the grid. */
static int draw_move(origin_shift *s)
{
    return walk_dir_inside(&s->bits, &s->nbits, &s->base.rng, s->base.grid, s->y, s->x);
}

/* Leaves only the maze in the rooms' bytes. */
static void clear_rooms(mz_grid *g)
{
    for (int y = 1; y < g->height - 1; y += 2)
        for (int x = 1; x < g->width - 1; x += 2)
            *mz_grid_at(g, y, x) = MZ_PASSAGE;
}

/* One move of the origin to the room in direction d. */
static void move(origin_shift *s, int d, mz_event *ev)
{
    mz_grid *g = s->base.grid;
    int ny = s->y + 2 * mz_dy[d], nx = s->x + 2 * mz_dx[d];
    uint8_t *old = mz_grid_at(g, s->y, s->x), *room = mz_grid_at(g, ny, nx);
    int up = parent_of(*room);
    s->moves++;
    if (up == MZ_OPPOSITE(d)) {
        mz_event_set(ev, MZ_EV_CURSOR, ny, nx);
        ev->line = 3;
    } else {
        *mz_grid_at(g, ny + mz_dy[up], nx + mz_dx[up]) = MZ_WALL;
        mz_event_set(ev, MZ_EV_WALL, ny + mz_dy[up], nx + mz_dx[up]);
        ev->line = 4;
        ev->light = true; /* the walk's moves are paced like a head's */
        s->base.pending = true;
        s->link_y = s->y + mz_dy[d];
        s->link_x = s->x + mz_dx[d];
    }
    *old = (uint8_t)((*old & ~PARENT_BITS) | (unsigned)d << PARENT_SHIFT);
    if (*room & FRESH) {
        *room &= (uint8_t)~FRESH;
        s->base.rooms_in = ++s->seen;
    }
    s->y = ny;
    s->x = nx;
}

static bool os_step(mz_gen *g, mz_event *ev)
{
    origin_shift *s = (origin_shift *)g;
    if (g->pending) {
        g->pending = false;
        *mz_grid_at(g->grid, s->link_y, s->link_x) = MZ_PASSAGE;
        s->shown += !s->walking;
        mz_event_set(ev, MZ_EV_CARVE, s->link_y, s->link_x);
        ev->line = (uint8_t)(s->walking ? 5 : 2);
        ev->light = true;
        return true;
    }
    if (!s->walking) {
        show_start(s, ev);
        return true;
    }
    if (walk_done(s)) {
        clear_rooms(g->grid);
        return false;
    }
    move(s, draw_move(s), ev);
    return true;
}

/* Sets the low four bits of a room, keeping the border marks above. */
static inline void set_low(uint8_t *room, unsigned low)
{
    *room = (uint8_t)((*room & ~0xfu) | low);
}

/* The fast path keeps only the parents while it walks and opens the walls
 * once at the end: the maze is the same. It finishes the start in the
 * rooms' bytes alone (the walls come from the parents anyway). */
static uint64_t finish_start(origin_shift *s)
{
    mz_grid *g = s->base.grid;
    int last_y = g->height - 2, last_x = g->width - 2;
    for (int y = 1; y <= last_y; y += 2)
        for (int x = 1; x <= last_x; x += 2)
            set_low(mz_grid_at(g, y, x),
                    MZ_PASSAGE | FRESH | (x < last_x ? MZ_EAST : MZ_SOUTH) << PARENT_SHIFT);
    set_low(mz_grid_at(g, last_y, last_x), MZ_PASSAGE);
    s->y = last_y;
    s->x = last_x;
    s->seen = 1;
    s->walking = true;
    return 2 * s->rooms - 1 - s->shown;
}

/* The walk's state, kept in locals while a stretch of it runs. */
typedef struct walker {
    uint8_t *p;    /* the origin's room */
    uint64_t bits; /* random bits not used yet */
    int draws;     /* draws of two bits left in them */
    uint64_t made; /* moves */
    uint64_t kept; /* moves that kept the maze */
} walker;

/* What a move adds to the walk's count: one when it keeps the maze, in
 * the low half (emptied into walker.kept every 32 draws, long before it
 * can fill), and TO_END when it counts toward the end of the walk, in the
 * high half. */
#define TO_END ((uint64_t)1 << 32)

/* The most moves toward the end one stretch takes, so that its count
 * stays within 64 bits; every stop at the rooms fits in one. */
#define STRETCH ((uint64_t)1 << 31)
_Static_assert((uint64_t)(MZ_MAX_SIDE / 2) * (MZ_MAX_SIDE / 2) <= STRETCH, "rooms fit a stretch");

/* The walk with the border marked in bits 4-7 of the border rooms, drawing
 * as draw_move() does, until `ends` of its moves have counted toward the
 * end: every move when every_move, else each move to a fresh room. The
 * loop is the hot spot: one look-up in a table by the room ahead's byte
 * and the direction counts both what the move did to the maze and how
 * far the walk is from its end; the tables and the origin's byte stay in
 * registers or on the stack; the moves are counted from the draws, out of
 * the loop. */
static void walk_stretch(walker *wk, mz_rng *rng, ptrdiff_t w, uint64_t ends, bool every_move)
{
    const ptrdiff_t step[MZ_NDIRS] = {2 * w, 2, -2 * w, -2};
    const unsigned off_grid[MZ_NDIRS] = {1u << OFF_GRID_SHIFT, 2u << OFF_GRID_SHIFT,
                                         4u << OFF_GRID_SHIFT, 8u << OFF_GRID_SHIFT};
    const unsigned parent[MZ_NDIRS] = {MZ_SOUTH << PARENT_SHIFT, MZ_EAST << PARENT_SHIFT,
                                       MZ_NORTH << PARENT_SHIFT, MZ_WEST << PARENT_SHIFT};
    /* A move keeps the maze when the room's parent was the origin: it
     * points back. */
    uint64_t weigh[256][MZ_NDIRS];
    for (unsigned v = 0; v < 256; v++)
        for (unsigned d = 0; d < MZ_NDIRS; d++)
            weigh[v][d] = ((unsigned)parent_of((uint8_t)v) == MZ_OPPOSITE(d)) +
                          (every_move || (v & FRESH) ? TO_END : 0);
    uint8_t *p = wk->p;
    uint64_t bits = wk->bits, count = 0, stop = ends * TO_END, kept = 0, words = 0, missed = 0;
    int draws = wk->draws, first = draws;
    unsigned here = *p;
    while (count < stop) {
        if (draws == 0) {
            bits = mz_rng_next(rng);
            draws = 32;
            words++;
            kept += count % TO_END;
            count -= count % TO_END;
        }
        unsigned d = (unsigned)bits & 3;
        bits >>= 2;
        draws--;
        if (here & off_grid[d]) {
            missed++;
            continue;
        }
        ptrdiff_t to = step[d];
        unsigned next = p[to];
        *p = (uint8_t)((here & ~(PARENT_BITS | FRESH)) | parent[d]);
        p += to;
        here = next;
        count += weigh[next][d];
    }
    wk->p = p;
    wk->bits = bits;
    wk->draws = draws;
    wk->made += 32 * words + (uint64_t)first - (uint64_t)draws - missed;
    wk->kept += kept + count % TO_END;
}

/* The walk to its end: the moves left with a limit, else until every room
 * has been the origin. Returns the steps stepping would report: one per
 * move, two when it changes the maze. */
static uint64_t walk(origin_shift *s)
{
    mz_grid *g = s->base.grid;
    uint64_t limit = s->base.params.shift_steps;
    uint64_t left = limit ? limit - s->moves : s->rooms - s->seen;
    walker wk = {mz_grid_at(g, s->y, s->x), s->bits, s->nbits / 2, 0, 0};
    for (uint64_t n; left; left -= n) {
        n = left < STRETCH ? left : STRETCH;
        walk_stretch(&wk, &s->base.rng, g->width, n, limit != 0);
    }
    *wk.p &= (uint8_t)~FRESH;
    size_t at = (size_t)(wk.p - g->cells);
    s->y = (int)(at / (size_t)g->width);
    s->x = (int)(at % (size_t)g->width);
    s->bits = wk.bits;
    s->nbits = 2 * wk.draws;
    s->moves += wk.made;
    return 2 * wk.made - wk.kept;
}

/* Opens exactly the walls from each room but the origin to its parent,
 * counts the rooms that have been the origin and leaves only the maze in
 * the rooms' bytes. */
static void carve_parents(origin_shift *s)
{
    mz_grid *g = s->base.grid;
    uint64_t seen = 0;
    for (int y = 1; y < g->height - 1; y++)
        for (int x = 1 + (y & 1); x < g->width - 1; x += 2)
            *mz_grid_at(g, y, x) = MZ_WALL;
    for (int y = 1; y < g->height - 1; y += 2) {
        for (int x = 1; x < g->width - 1; x += 2) {
            uint8_t *room = mz_grid_at(g, y, x);
            int d = parent_of(*room);
            if (y != s->y || x != s->x)
                *mz_grid_at(g, y + mz_dy[d], x + mz_dx[d]) = MZ_PASSAGE;
            seen += !(*room & FRESH);
            *room = MZ_PASSAGE;
        }
    }
    s->seen = seen;
}

/* Called by mz_gen_finish with the pending wall open and the border marked. */
static uint64_t os_run(mz_gen *g)
{
    origin_shift *s = (origin_shift *)g;
    uint64_t n = s->walking ? 0 : finish_start(s);
    n += walk(s);
    carve_parents(s);
    return n;
}

/* The panel's state line (gen_ops.describe). */
static int os_describe(const mz_gen *g, char *buf, size_t n)
{
    const origin_shift *s = (const origin_shift *)g;
    return snprintf(buf, n, mz_tr(N_("origin at (%d, %d), moves %llu, rooms been origin %llu")),
                    s->y, s->x, (unsigned long long)s->moves, (unsigned long long)s->seen);
}

/* The drawn state (gen_ops.state): each room's pointer to its parent, as
 * an arrow (mz_gen_state drops them unless asked); the origin has none. */
static int os_state(const mz_gen *g, uint32_t *plane)
{
    const origin_shift *s = (const origin_shift *)g;
    const mz_grid *gr = g->grid;
    size_t w = (size_t)gr->width;
    memset(plane, 0, (size_t)gr->height * w * sizeof *plane);
    for (int y = 1; y < gr->height - 1; y += 2)
        for (int x = 1; x < gr->width - 1; x += 2) {
            uint8_t c = *mz_grid_at(gr, y, x);
            if ((c & MZ_PASSAGE) && !(s->walking && y == s->y && x == s->x))
                plane[(size_t)y * w + (size_t)x] = MZ_DRAWN_ARROW + (uint32_t)parent_of(c);
        }
    return 0;
}

/* The origin (gen_ops.walker): where its last move went; its next step
 * is a move while it walks and no wall of the last move is still to open. */
static bool os_walker(const mz_gen *g, int *y, int *x)
{
    const origin_shift *s = (const origin_shift *)g;
    *y = s->y;
    *x = s->x;
    return s->walking && !g->pending && !walk_done(s);
}

static const gen_ops ops = {os_step,     os_run,   NULL,      OFF_GRID_SHIFT,
                            os_describe, os_state, os_walker, NULL};

static mz_gen *origin_shift_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    origin_shift *s = mz_gen_alloc(sizeof *s, &ops, grid, seed, p);
    if (!s)
        return NULL;
    s->y = s->x = 1;
    s->walking = false;
    s->link_y = s->link_x = 0;
    s->moves = s->seen = s->shown = 0;
    s->rooms = mz_grid_rooms(grid);
    s->bits = 0;
    s->nbits = 0;
    return &s->base;
}

static const char *const code_origin_shift[] = {
    N_("start: every room points east (or south)"), N_("  to the origin at the bottom right"),
    N_("move the origin to a random neighbour:"),   N_("  wall the new origin's old link"),
    N_("  open the wall from the old origin"),      N_("until every room has been the origin"),
    N_("open the exit at the bottom right"),        NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_origin_shift_info = {
    .name = "origin-shift",
    .aliases = "",
    .summary =
        "origin shift: the root of a maze walks at random until it has been everywhere (uniform)",
    .perfect = true,
    .create = origin_shift_new,
    .uniform = false,
    .texture = "near uniform; closer the longer it shifts",
    .code = code_origin_shift,
    .until = 6,
    .ask = MZ_ASK_ROAM,
};
