/* gen_wilson.c - Wilson's algorithm: loop-erased random walks from every
 * room outside the tree, in row-major order; uniform over all mazes.
 * SPDX-License-Identifier: MIT */
#include "bigmem.h"
#include "gen_bits.h"
#include "gen_rooms.h"
#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"

#include <stdio.h>
#include <stdlib.h>

/* Everything lives in the room bytes: bit 0 passage, bit 1 on the walk,
 * bits 2-3 the walk's last exit from the room. A tree room is plain
 * passage (1), a walk room passage with bit 1 set, so the finished grid
 * holds only 0 and 1. The walk shows as it wanders: each new room is dug
 * (a light event), a loop is erased room by room (light WALL events) when
 * the walk steps back onto itself, and once it reaches the tree the walls
 * along its exits are dug (full events: the rooms join the maze). No walls
 * are dug on the walk itself, so the window tells it apart from the tree.
 * The fast path marks the border in bits 4-7 (mz_gen_mark_border), which
 * every write keeps. */
enum { WALK = 2, EXIT_SHIFT = 2, EXIT = 3 << EXIT_SHIFT, OFF_GRID_SHIFT = 4, KEEP = 0xf0 };

typedef enum phase { IDLE, WALKING, ERASING, JOINING } phase;

typedef struct wilson {
    mz_gen base;
    phase phase;
    int sy, sx;         /* where the walk began */
    int hy, hx;         /* its head */
    int ry, rx;         /* ERASING: the next room to erase; JOINING: to join */
    int ly, lx;         /* ERASING: the loop's last room (the head before it closed) */
    int scan_y, scan_x; /* the next room of the row-major scan */
    uint64_t bits;      /* random bits not used yet, two per direction */
    int nbits;
    int walk;       /* rooms on the walk (step() only, for the panel) */
    uint32_t *path; /* run(): the walk's rooms as byte offsets, one slot per
                       room, made on the first run() */
} wilson;

static inline int exit_of(unsigned b) { return (int)(b >> EXIT_SHIFT & 3); }

static inline uint8_t with_exit(unsigned b, int d)
{
    return (uint8_t)((b & ~(unsigned)EXIT) | (unsigned)d << EXIT_SHIFT);
}

/* In the tree: passage and not on the walk. */
static inline bool in_tree(unsigned b) { return (b & (MZ_PASSAGE | WALK)) == MZ_PASSAGE; }

/* Starts a walk at the next room outside the tree; false if there is none. */
static bool start_walk(wilson *s, mz_event *ev)
{
    mz_grid *g = s->base.grid;
    for (; s->scan_y < g->height - 1; s->scan_y += 2, s->scan_x = 1) {
        for (; s->scan_x < g->width - 1; s->scan_x += 2) {
            uint8_t *p = mz_grid_at(g, s->scan_y, s->scan_x);
            if ((*p & MZ_PASSAGE) || *p == MZ_OUTSIDE)
                continue;
            *p = (uint8_t)((*p & KEEP) | MZ_PASSAGE | WALK);
            s->sy = s->hy = s->scan_y;
            s->sx = s->hx = s->scan_x;
            s->phase = WALKING;
            s->walk = 1;
            mz_event_set(ev, MZ_EV_CARVE, s->hy, s->hx);
            ev->line = 2; /* the next room not in the tree */
            ev->light = true;
            return true;
        }
    }
    return false;
}

/* Erases the next room of a loop (light); the loop ends at the old head. */
static void erase_one(wilson *s, mz_event *ev)
{
    uint8_t *p = mz_grid_at(s->base.grid, s->ry, s->rx);
    unsigned b = *p;
    *p = (uint8_t)(b & KEEP);
    s->walk--;
    mz_event_set(ev, MZ_EV_WALL, s->ry, s->rx);
    ev->line = 4;
    ev->light = true;
    if (s->ry == s->ly && s->rx == s->lx) {
        s->phase = WALKING;
        return;
    }
    s->ry += 2 * mz_dy[exit_of(b)];
    s->rx += 2 * mz_dx[exit_of(b)];
}

/* Digs the wall from the next walk room along its exit: it joins the tree
 * (a full event). After the walk's last room the walk is over. */
static void join_one(wilson *s, mz_event *ev)
{
    mz_grid *g = s->base.grid;
    uint8_t *p = mz_grid_at(g, s->ry, s->rx);
    int d = exit_of(*p);
    *p = (uint8_t)((*p & KEEP) | MZ_PASSAGE);
    s->base.rooms_in++;
    mz_event_set(ev, MZ_EV_CARVE, s->ry + mz_dy[d], s->rx + mz_dx[d]);
    ev->line = 5;
    *mz_grid_at(g, ev->y, ev->x) = MZ_PASSAGE;
    s->ry += 2 * mz_dy[d];
    s->rx += 2 * mz_dx[d];
    if (in_tree(*mz_grid_at(g, s->ry, s->rx))) {
        s->phase = IDLE;
        s->walk = 0;
    }
}

/* One walk step from the head to a uniformly random neighbouring room (a
 * direction off the grid is drawn again): into the tree, the walk joins;
 * onto the walk, the loop it closes is erased; else the room is new. */
static void walk_one(wilson *s, mz_event *ev)
{
    mz_grid *g = s->base.grid;
    int d = walk_dir_inside(&s->bits, &s->nbits, &s->base.rng, g, s->hy, s->hx);
    int ny = s->hy + 2 * mz_dy[d], nx = s->hx + 2 * mz_dx[d];
    uint8_t *head = mz_grid_at(g, s->hy, s->hx), *p = mz_grid_at(g, ny, nx);
    if (*p & WALK) {
        s->ry = ny + 2 * mz_dy[exit_of(*p)];
        s->rx = nx + 2 * mz_dx[exit_of(*p)];
        s->ly = s->hy;
        s->lx = s->hx;
        s->hy = ny;
        s->hx = nx;
        s->phase = ERASING;
        erase_one(s, ev);
        return;
    }
    *head = with_exit(*head, d);
    if (*p & MZ_PASSAGE) {
        s->hy = ny; /* the head reached the tree (wi_walker) */
        s->hx = nx;
        s->ry = s->sy;
        s->rx = s->sx;
        s->phase = JOINING;
        join_one(s, ev);
        return;
    }
    *p = (uint8_t)((*p & KEEP) | MZ_PASSAGE | WALK);
    s->hy = ny;
    s->hx = nx;
    s->walk++;
    mz_event_set(ev, MZ_EV_CARVE, ny, nx);
    ev->line = 3;
    ev->light = true;
}

/* One event of the algorithm; false once every room is in the tree. The
 * first room of the tree is pending from the start. */
static bool advance(wilson *s, mz_event *ev)
{
    if (s->base.pending) {
        s->base.pending = false;
        s->base.rooms_in++;
        uint8_t *p = mz_grid_at(s->base.grid, s->hy, s->hx);
        *p = (uint8_t)((*p & KEEP) | MZ_PASSAGE);
        mz_event_set(ev, MZ_EV_CARVE, s->hy, s->hx);
        ev->line = 1;
        return true;
    }
    switch (s->phase) {
    case WALKING: walk_one(s, ev); return true;
    case ERASING: erase_one(s, ev); return true;
    case JOINING: join_one(s, ev); return true;
    default: return start_walk(s, ev);
    }
}

static bool wi_step(mz_gen *g, mz_event *ev) { return advance((wilson *)g, ev); }

/* The fast path's walk from the head, path[top], until it has joined the
 * tree, with the same draws as walk_one() and so the very same walk,
 * erasures and join. The walk's rooms are kept on path (byte offsets, the
 * start first), so a loop is erased by popping it: the rooms' places come
 * from the array, not each from the one before through the grid. Each
 * walk room but the start holds in its exit bits the way back to the room
 * before (not the way on, as in step()), so the commonest loop, straight
 * back into the room before, is told from the byte in hand without a
 * branch: a step into a new room and a step back are one path of selects,
 * and only a longer loop or the tree branch off (the processor cannot
 * guess "onto the walk or not"; it can guess "rare"). The join digs
 * between neighbours on the path. The border is marked (bit
 * OFF_GRID_SHIFT + d: direction d leaves the grid), so a step reads only
 * the byte it stands on; a room outside a mask is drawn again, as step()
 * does. Returns the events the stepping would have
 * reported: one per new room, per erased room and per joined room. */
static uint64_t fast_walk(wilson *s, size_t top)
{
    uint8_t *cells = s->base.grid->cells;
    uint32_t *path = s->path;
    const ptrdiff_t w = s->base.grid->width;
    const ptrdiff_t move[MZ_NDIRS] = {2 * w, 2, -2 * w, -2};
    size_t h = path[top], q;
    unsigned here = cells[h];
    uint64_t bits = s->bits;
    int left = s->nbits / 2;
    /* The events are counted off the common path: each draw is a step off
     * the grid (drawn again), a common step (one event) or a rare one (a
     * longer loop's erased rooms, or the tree). So n counts the draws, less
     * one for each off the grid or rare, plus the rooms a longer loop
     * erases; the draws left in bits come off at the end. */
    uint64_t n = (uint64_t)left;
    for (;;) {
        if (left == 0) {
            bits = mz_rng_next(&s->base.rng);
            left = 32;
            n += 32;
        }
        unsigned d = (unsigned)bits & 3;
        bits >>= 2;
        left--;
        if (here >> (OFF_GRID_SHIFT + d) & 1) {
            n--;
            continue;
        }
        q = (size_t)((ptrdiff_t)h + move[d]);
        unsigned b = cells[q];
        if (b == MZ_OUTSIDE) { /* drawn again, as off the grid */
            n--;
            continue;
        }
        /* Back into the room it came from (the start came from nowhere). */
        unsigned back = (unsigned)(top != 0) & (unsigned)((unsigned)exit_of(here) == d);
        unsigned m = 0u - back;
        if (b & (MZ_PASSAGE | WALK) & ~m) { /* one test, not two */
            if (!(b & WALK))
                break;
            n += top - 1;
            do
                cells[path[top]] &= KEEP;
            while (path[--top] != q);
            n -= top;
        } else {
            /* A new room is marked (with the way back) and pushed; a step
             * back erases the room it leaves and pops it: one event
             * either way. Masks, not ?:, which the compiler turns into a
             * branch. */
            cells[h] = (uint8_t)(here & (KEEP | ~m));
            b |= (MZ_PASSAGE | WALK | (d ^ 2) << EXIT_SHIFT) & ~m;
            cells[q] = (uint8_t)b;
            path[top + 1] = (uint32_t)q;
            top = top + 1 - 2 * (size_t)back;
        }
        h = q;
        here = b;
    }
    for (size_t i = 0; i <= top; i++) {
        size_t r = path[i], next = i < top ? path[i + 1] : q;
        cells[(r + next) / 2] = MZ_PASSAGE;
        cells[r] = (uint8_t)((cells[r] & KEEP) | MZ_PASSAGE);
    }
    s->bits = bits;
    s->nbits = 2 * left;
    s->phase = IDLE;
    return n - 1 - (uint64_t)left + top + 1; /* the tree's draw, the join */
}

/* The walk step() left half-way, from its start to its head along the
 * exits, onto path, each room after the start given the way back in its
 * exit bits (as fast_walk() keeps them); returns the
 * head's index. */
static size_t load_path(wilson *s)
{
    mz_grid *g = s->base.grid;
    size_t top = 0;
    int y = s->sy, x = s->sx, from = 0;
    for (;;) {
        uint32_t r = (uint32_t)(mz_grid_at(g, y, x) - g->cells);
        s->path[top] = r;
        int d = exit_of(g->cells[r]);
        if (top > 0)
            g->cells[r] = with_exit(g->cells[r], from ^ 2);
        if (y == s->hy && x == s->hx)
            return top;
        from = d;
        y += 2 * mz_dy[d];
        x += 2 * mz_dx[d];
        top++;
    }
}

/* The row-major scan of the fast path: a walk from each room outside the
 * tree, as start_walk() begins them. Returns the events. */
static uint64_t fast_scan(wilson *s)
{
    mz_grid *g = s->base.grid;
    uint64_t n = 0;
    for (; s->scan_y < g->height - 1; s->scan_y += 2, s->scan_x = 1) {
        uint8_t *row = mz_grid_at(g, s->scan_y, 0);
        for (int x = s->scan_x; x < g->width - 1; x += 2) {
            if ((row[x] & MZ_PASSAGE) || row[x] == MZ_OUTSIDE)
                continue;
            row[x] |= MZ_PASSAGE | WALK;
            s->path[0] = (uint32_t)(row + x - g->cells);
            n += 1 + fast_walk(s, 0);
        }
    }
    return n;
}

/* Called by mz_gen_finish with the first room dug and the border marked:
 * ends what step() left half-way, then walks to the end. Without memory
 * for the path it steps instead, to the same end. */
static uint64_t wi_run(mz_gen *g)
{
    wilson *s = (wilson *)g;
    mz_event ev;
    uint64_t n = 0;
    size_t rooms = (size_t)(g->grid->height / 2) * (size_t)(g->grid->width / 2);
    /* Only the pages the longest walk reaches are touched, huge ones
     * where the kernel has them (bigmem.h). */
    if (!s->path)
        s->path = mz_big_alloc(rooms * sizeof *s->path, false);
    while (s->phase == ERASING || s->phase == JOINING || !s->path) {
        if (!advance(s, &ev))
            return n;
        n++;
    }
    if (s->phase == WALKING)
        n += fast_walk(s, load_path(s));
    return n + fast_scan(s);
}

/* The maze-only walk (run_maze) from room h, begun at room start (byte
 * offsets), with the same draws as walk_one() and so the very same walk,
 * in the last-exit form of Wilson's algorithm: nothing is erased, each
 * room the walk leaves keeps in its exit bits the way it left last, and
 * once the walk reaches the tree the rooms from its start along those
 * exits join it. They are the loop-erased walk: a loop that came back to
 * a room left it again by a later exit, which is the one kept. Walk rooms
 * are not marked, so a room is in the tree iff it is passage, one test;
 * the rooms the walk left off the path keep their last exit until a later
 * walk joins them (their bytes are never 0xf0, MZ_OUTSIDE, as a room with
 * the grid's four sides is the first room of the tree). The border is
 * marked as for fast_walk(). Counts nothing. */
static void last_exit_walk(wilson *s, size_t start, size_t h)
{
    uint8_t *cells = s->base.grid->cells;
    const ptrdiff_t w = s->base.grid->width;
    const ptrdiff_t move[MZ_NDIRS] = {2 * w, 2, -2 * w, -2};
    mz_rng rng = s->base.rng; /* a local copy: the byte stores cannot alias it */
    uint64_t bits = s->bits;
    int left = s->nbits / 2;
    unsigned here = cells[h];
    for (;;) {
        if (left == 0) {
            bits = mz_rng_next(&rng);
            left = 32;
        }
        unsigned d = (unsigned)bits & 3;
        bits >>= 2;
        left--;
        if (here >> (OFF_GRID_SHIFT + d) & 1)
            continue;
        size_t q = (size_t)((ptrdiff_t)h + move[d]);
        unsigned b = cells[q];
        if (b == MZ_OUTSIDE) /* drawn again, as off the grid */
            continue;
        cells[h] = with_exit(here, (int)d);
        if (b & MZ_PASSAGE)
            break;
        h = q;
        here = b;
    }
    for (size_t r = start; !(cells[r] & MZ_PASSAGE);) {
        unsigned b = cells[r];
        ptrdiff_t m = move[exit_of(b)];
        cells[r] = (uint8_t)((b & KEEP) | MZ_PASSAGE);
        cells[(ptrdiff_t)r + m / 2] = MZ_PASSAGE;
        r = (size_t)((ptrdiff_t)r + m);
    }
    s->base.rng = rng;
    s->bits = bits;
    s->nbits = 2 * left;
}

/* The walk step() left half-way, from its start to its head along its
 * exits, handed to last_exit_walk(): its rooms lose their marks (passage
 * and walk) and keep their exits, which are the last exits already. */
static void walk_on_unmarked(wilson *s)
{
    mz_grid *g = s->base.grid;
    int y = s->sy, x = s->sx;
    for (;;) {
        uint8_t *p = mz_grid_at(g, y, x);
        *p &= (uint8_t) ~(MZ_PASSAGE | WALK);
        if (y == s->hy && x == s->hx)
            break;
        y += 2 * mz_dy[exit_of(*p)];
        x += 2 * mz_dx[exit_of(*p)];
    }
    last_exit_walk(s, (size_t)(mz_grid_at(g, s->sy, s->sx) - g->cells),
                   (size_t)(mz_grid_at(g, s->hy, s->hx) - g->cells));
}

/* Called by mz_gen_finish_maze as wi_run() is by mz_gen_finish: ends what
 * step() left half-way (a loop's erasing, a join, by step(); a walk, on
 * the last-exit walk), then a walk from each room outside the tree in
 * the row-major scan, as start_walk() begins them. The same maze as
 * wi_run(), with no memory beside the grid. */
static void wi_run_maze(mz_gen *g)
{
    wilson *s = (wilson *)g;
    mz_event ev;
    while (s->phase == ERASING || s->phase == JOINING)
        advance(s, &ev);
    if (s->phase == WALKING)
        walk_on_unmarked(s);
    s->phase = IDLE;
    mz_grid *grid = g->grid;
    for (; s->scan_y < grid->height - 1; s->scan_y += 2, s->scan_x = 1) {
        uint8_t *row = mz_grid_at(grid, s->scan_y, 0);
        for (int x = s->scan_x; x < grid->width - 1; x += 2) {
            if ((row[x] & MZ_PASSAGE) || row[x] == MZ_OUTSIDE)
                continue;
            size_t r = (size_t)(row + x - grid->cells);
            last_exit_walk(s, r, r);
        }
    }
}

static void wi_release(mz_gen *g) { free(((wilson *)g)->path); }

/* The panel's state line (gen_ops.describe). */
static int wi_describe(const mz_gen *g, char *buf, size_t n)
{
    const wilson *s = (const wilson *)g;
    return snprintf(buf, n, mz_tr(N_("walk length %d from (%d, %d), head at (%d, %d)")), s->walk,
                    s->sy, s->sx, s->hy, s->hx);
}

/* The drawn state (gen_ops.state): the rooms of the walk, marked in the
 * grid, joined into a line by the wall each leaves through (its exit
 * bits) where the room beyond is on the walk too; a loop's erasing clears
 * them. */
static int wi_state(const mz_gen *g, uint32_t *plane)
{
    const mz_grid *gr = g->grid;
    size_t w = (size_t)gr->width, n = (size_t)gr->height * w;
    for (size_t i = 0; i < n; i++)
        plane[i] = (gr->cells[i] & (MZ_PASSAGE | WALK)) == (MZ_PASSAGE | WALK) ? MZ_DRAWN_WALK
                                                                               : MZ_DRAWN_NONE;
    for (int y = 1; y < gr->height - 1; y += 2)
        for (int x = 1; x < gr->width - 1; x += 2) {
            uint8_t c = *mz_grid_at(gr, y, x);
            int d = (c & EXIT) >> EXIT_SHIFT, ny = y + 2 * mz_dy[d], nx = x + 2 * mz_dx[d];
            if (plane[(size_t)y * w + (size_t)x] == MZ_DRAWN_WALK && mz_grid_contains(gr, ny, nx) &&
                plane[(size_t)ny * w + (size_t)nx] == MZ_DRAWN_WALK)
                plane[(size_t)(y + mz_dy[d]) * w + (size_t)(x + mz_dx[d])] = MZ_DRAWN_WALK;
        }
    return 0;
}

/* The walk's head (gen_ops.walker): where its last move went (the new
 * room, the room a loop closed on, the tree room it joined); its next
 * step is a move while it walks. */
static bool wi_walker(const mz_gen *g, int *y, int *x)
{
    const wilson *s = (const wilson *)g;
    *y = s->hy;
    *x = s->hx;
    return !g->pending && s->phase == WALKING;
}

static const gen_ops ops = {wi_step,     wi_run,   wi_release, OFF_GRID_SHIFT,
                            wi_describe, wi_state, wi_walker,  wi_run_maze};

static mz_gen *wilson_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    wilson *s = mz_gen_alloc(sizeof *s, &ops, grid, seed, p);
    if (!s)
        return NULL;
    s->path = NULL;
    room_random(&s->base.rng, grid, &s->hy, &s->hx);
    s->base.pending = true;
    s->phase = IDLE;
    s->scan_y = s->scan_x = 1;
    s->bits = 0;
    s->nbits = 0;
    s->walk = 0;
    return &s->base;
}

static const char *const code_wilson[] = {
    N_("dig one room: the tree"),
    N_("take the next room not in the tree"),
    N_("walk at random from it, marking the walk"),
    N_("on stepping onto the walk: erase the loop"),
    N_("on reaching the tree: dig the walk's walls"),
    N_("until every room is in the tree"),
    N_("open the exit at the bottom right"),
    NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_wilson_info = {
    .name = "wilson",
    .aliases = "",
    .summary = "Wilson: loop-erased random walks join the tree one by one; uniform over all mazes",
    .perfect = true,
    .create = wilson_new,
    .uniform = true,
    .texture = "no bias: every maze as likely",
    .code = code_wilson,
    .until = 6,
    .masks = true,
    .ask = MZ_ASK_ROAM,
};
