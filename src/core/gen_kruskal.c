/* gen_kruskal.c - randomized Kruskal: every wall between two rooms in
 * random order, opened when the rooms are in different sets (union-find).
 * SPDX-License-Identifier: MIT */
#include "bigmem.h"
#include "gen_rooms.h"
#include "mazedfs/drawn.h"

#include <stdio.h>

#include <stdlib.h>

/* A wall is named by the room above or left of it, at room row j and
 * column i: j << 16 | i << 1 | s, s = 0 for the wall east of the room and
 * 1 for the wall south of it; cells and set numbers follow with no
 * division. Rooms are numbered row by row for the sets. Beside the grid: the walls, in an order
 * shuffled as they are reached (Fisher-Yates drawn lazily, so stepping and the fast path see the
 * same order), and one union-find parent per room: 12 bytes a room. A joined wall's rooms are dug
 * the first time a wall reaches them, so the forest grows visibly, fragment by fragment. */
typedef struct kruskal {
    mz_gen base;
    uint32_t *walls;  /* every inner wall, shuffled up to next */
    uint32_t *parent; /* union-find, by room */
    size_t nwalls, next;
    uint32_t rooms_x;
    int qy[3], qx[3]; /* cells of the last join still to dig, in order */
    int qn, qi;
    bool started;   /* step(): the sets have been shown made (line 1) */
    uint32_t taken; /* step(): the wall just looked at, to test next
                       (with base.pending, so the fast path tests it) */
} kruskal;

/* Union-find by rank with path halving. A root's entry is ROOT | its rank
 * (rooms number under 2^28, so the top bit is free); any other entry is
 * its parent. Ranks keep the trees shallow: each level of a find is a
 * cache miss on a big maze. */
#define ROOT 0x80000000u

/* The set of room r. */
static inline uint32_t find(uint32_t *parent, uint32_t r)
{
    for (uint32_t p; !((p = parent[r]) & ROOT);) {
        uint32_t pp = parent[p];
        if (pp & ROOT)
            return p;
        parent[r] = pp;
        r = pp;
    }
    return r;
}

/* Merges the sets of roots a and b (different). */
static inline void unite(uint32_t *parent, uint32_t a, uint32_t b)
{
    uint32_t rank_a = parent[a] & ~ROOT, rank_b = parent[b] & ~ROOT;
    if (rank_a < rank_b) {
        parent[a] = b;
    } else {
        parent[b] = a;
        parent[a] += rank_a == rank_b;
    }
}

static inline uint32_t wall_name(uint32_t j, uint32_t i, uint32_t south)
{
    return j << 16 | i << 1 | south;
}

/* The two rooms of wall w: a (above or left), b = a + 1 or a + rooms_x. */
static inline void wall_rooms(const kruskal *s, uint32_t w, uint32_t *a, uint32_t *b)
{
    *a = (w >> 16) * s->rooms_x + (w >> 1 & 0x7fff);
    *b = *a + ((w & 1) ? s->rooms_x : 1);
}

/* The cells of wall w's rooms: (*ay, *ax) and (*by, *bx). */
static inline void wall_cells(uint32_t w, int *ay, int *ax, int *by, int *bx)
{
    *ay = 1 + 2 * (int)(w >> 16);
    *ax = 1 + 2 * (int)(w >> 1 & 0x7fff);
    *by = *ay + 2 * (int)(w & 1);
    *bx = *ax + 2 * (int)(~w & 1);
}

/* Shuffles position i of the walls into place: a uniform pick of the rest. */
static inline uint32_t shuffle_at(kruskal *s, size_t i)
{
    size_t j = i + mz_rng_below(&s->base.rng, (uint32_t)(s->nwalls - i));
    uint32_t w = s->walls[j];
    s->walls[j] = s->walls[i];
    s->walls[i] = w;
    return w;
}

/* If wall w's rooms are in different sets, merges them and queues the
 * cells to dig: each room if still solid, then the wall; else false. */
static bool try_join(kruskal *s, uint32_t w)
{
    uint32_t a, b;
    wall_rooms(s, w, &a, &b);
    uint32_t ra = find(s->parent, a), rb = find(s->parent, b);
    if (ra == rb)
        return false;
    unite(s->parent, ra, rb);
    s->qn = s->qi = 0;
    int ay, ax, by, bx;
    wall_cells(w, &ay, &ax, &by, &bx);
    const int cy[3] = {ay, by, (ay + by) / 2}, cx[3] = {ax, bx, (ax + bx) / 2};
    for (int k = 0; k < 3; k++) {
        if (!mz_grid_open(s->base.grid, cy[k], cx[k])) {
            s->qy[s->qn] = cy[k];
            s->qx[s->qn++] = cx[k];
        }
    }
    return true;
}

/* A decision: a look at wall w (line 2, taken; line 3, rejected). */
static bool look_at(uint32_t w, int line, mz_event *ev)
{
    int ay, ax, by, bx;
    wall_cells(w, &ay, &ax, &by, &bx);
    mz_event_set(ev, MZ_EV_LOOK, (ay + by) / 2, (ax + bx) / 2);
    ev->line = (uint8_t)line;
    return true;
}

/* One event: the sets made (once), the next wall taken, that wall
 * rejected, or the next queued cell of a join dug. rooms_in counts joins
 * (rooms merged into another's tree), so it ends one short of the rooms,
 * as a spanning tree's edges do. */
static bool kr_step(mz_gen *g, mz_event *ev)
{
    kruskal *s = (kruskal *)g;
    if (!s->started) {
        s->started = true;
        mz_event_set(ev, MZ_EV_LOOK, mz_grid_masked(g->grid) ? g->grid->start_y : 1,
                     mz_grid_masked(g->grid) ? g->grid->start_x : 1);
        ev->line = 1;
        return true;
    }
    if (s->qi == s->qn && !g->pending) {
        if (s->next == s->nwalls)
            return false;
        s->taken = shuffle_at(s, s->next++);
        g->pending = true;
        return look_at(s->taken, 2, ev);
    }
    if (g->pending) {
        g->pending = false;
        if (!try_join(s, s->taken))
            return look_at(s->taken, 3, ev);
        g->rooms_in++;
    }
    int y = s->qy[s->qi], x = s->qx[s->qi++];
    *mz_grid_at(g->grid, y, x) = MZ_PASSAGE;
    mz_event_set(ev, MZ_EV_CARVE, y, x);
    ev->line = 4;
    return true;
}

/* The fast path digs every room at once, before the pass (each room is
 * dug by the first join that reaches it, and every room is joined), and
 * then writes only walls, never reading the grid. Rooms outside a mask
 * stay as they are. Returns the rooms it dug: the events their first joins
 * would have reported. */
static uint64_t dig_rooms(mz_grid *g)
{
    uint64_t n = 0;
    for (int y = 1; y < g->height; y += 2) {
        uint8_t *row = mz_grid_at(g, y, 0);
        for (int x = 1; x < g->width; x += 2) {
            n += row[x] == MZ_WALL;
            row[x] = row[x] == MZ_OUTSIDE ? MZ_OUTSIDE : MZ_PASSAGE;
        }
    }
    return n;
}

/* The fast path: the queued cells, then the rest of the shuffle at once,
 * then one pass over the walls. Both passes are bound by memory (the walls
 * and the sets are all over it), so each fetches AHEAD positions early: the
 * shuffle draws its swap partners that far ahead (the same draws in the
 * same order, so the same shuffle), and the pass fetches the parents of
 * the walls ahead. Not the grandparents: that needs the parents loaded,
 * and a load, unlike a prefetch, holds the pipeline when it misses (10%
 * slower). Nor the grid, which the pass only writes. */
enum { AHEAD = 16 };

static void shuffle_rest(kruskal *s)
{
    uint32_t ahead[AHEAD];
    size_t n = s->nwalls, i = s->next, k = 0;
    for (; k < AHEAD && i + k < n; k++) {
        uint32_t f = (uint32_t)(i + k) + mz_rng_below(&s->base.rng, (uint32_t)(n - i - k));
        ahead[(i + k) % AHEAD] = f;
        __builtin_prefetch(&s->walls[f], 1);
    }
    for (; i < n; i++) {
        uint32_t j = ahead[i % AHEAD];
        if (i + AHEAD < n) {
            uint32_t f =
                (uint32_t)(i + AHEAD) + mz_rng_below(&s->base.rng, (uint32_t)(n - i - AHEAD));
            ahead[i % AHEAD] = f;
            __builtin_prefetch(&s->walls[f], 1);
        }
        uint32_t w = s->walls[j];
        s->walls[j] = s->walls[i];
        s->walls[i] = w;
    }
}

/* The pass over the shuffled walls from position i until joins more
 * joins are made; returns the walls dug. Everything in locals: the
 * parents are uint32_t like the walls and the struct's fields, so a store
 * to one would make the compiler load the others again. */
static uint64_t join_pass(kruskal *s, size_t i, uint64_t joins)
{
    uint32_t *parent = s->parent;
    const uint32_t *walls = s->walls;
    const size_t nwalls = s->nwalls, rooms_x = s->rooms_x;
    uint8_t *cells = s->base.grid->cells;
    const size_t w = (size_t)s->base.grid->width;
    uint64_t dug = 0;
    for (; i < nwalls && dug < joins; i++) {
        if (i + AHEAD < nwalls) {
            uint32_t f = walls[i + AHEAD];
            size_t fa = (f >> 16) * rooms_x + (f >> 1 & 0x7fff);
            __builtin_prefetch(&parent[fa], 1);
            __builtin_prefetch(&parent[fa + ((f & 1) ? rooms_x : 1)], 1);
        }
        uint32_t wall = walls[i];
        size_t a = (wall >> 16) * rooms_x + (wall >> 1 & 0x7fff);
        uint32_t ra = find(parent, (uint32_t)a);
        uint32_t rb = find(parent, (uint32_t)(a + ((wall & 1) ? rooms_x : 1)));
        if (ra != rb) {
            unite(parent, ra, rb);
            /* The room's cell, then one on to the east or south. */
            size_t room = (2 * (size_t)(wall >> 16) + 1) * w + 2 * (wall >> 1 & 0x7fff) + 1;
            cells[room + ((wall & 1) ? w : 1)] = MZ_PASSAGE;
            dug++;
        }
    }
    return dug;
}

/* The pass stops at the last join: the walls after it join nothing. */
static uint64_t kr_run(mz_gen *g)
{
    kruskal *s = (kruskal *)g;
    uint64_t n = 0;
    for (; s->qi < s->qn; s->qi++, n++)
        *mz_grid_at(g->grid, s->qy[s->qi], s->qx[s->qi]) = MZ_PASSAGE;
    n += dig_rooms(g->grid);
    shuffle_rest(s);
    n += join_pass(s, s->next, mz_grid_rooms(g->grid) - 1 - g->rooms_in);
    s->next = s->nwalls;
    return n;
}

static void kr_release(mz_gen *g)
{
    kruskal *s = (kruskal *)g;
    free(s->walls);
    free(s->parent);
}

/* The panel's state line (gen_ops.describe). */
static int kr_describe(const mz_gen *g, char *buf, size_t n)
{
    const kruskal *s = (const kruskal *)g;
    return snprintf(buf, n, mz_tr(N_("sets %llu, walls left %zu")),
                    (unsigned long long)(mz_grid_rooms(g->grid) - g->rooms_in),
                    s->nwalls - s->next);
}

/* The drawn state (gen_ops.state): the sets, as the pieces of the maze
 * so far (a set is exactly the rooms its carved walls connect). */
static int kr_state(const mz_gen *g, uint32_t *plane)
{
    return mz_drawn_components(g->grid, plane);
}

static const gen_ops ops = {kr_step, kr_run, kr_release, 0, kr_describe, kr_state, NULL, NULL};

/* init_sets() without a mask: every wall, with no look at the grid. */
static void init_sets_plain(kruskal *s, uint32_t rooms_y)
{
    uint32_t *walls = s->walls, *parent = s->parent;
    const uint32_t rooms_x = s->rooms_x;
    size_t k = 0, r = 0;
    for (uint32_t j = 0; j < rooms_y; j++) {
        uint32_t south = j + 1 < rooms_y;
        for (uint32_t i = 0; i + 1 < rooms_x; i++, r++) {
            parent[r] = ROOT;
            walls[k++] = wall_name(j, i, 0);
            walls[k] = wall_name(j, i, 1);
            k += south;
        }
        parent[r++] = ROOT; /* the last room of the row: no wall east */
        walls[k] = wall_name(j, rooms_x - 1, 1);
        k += south;
    }
    s->nwalls = k;
}

/* Lists the inner walls in order and makes each room its own set. */
static void init_sets(kruskal *s, uint32_t rooms_y)
{
    if (!mz_grid_masked(s->base.grid)) {
        init_sets_plain(s, rooms_y);
        return;
    }
    size_t k = 0;
    uint32_t r = 0;
    for (uint32_t j = 0; j < rooms_y; j++) {
        for (uint32_t i = 0; i < s->rooms_x; i++, r++) {
            s->parent[r] = ROOT;
            /* Only walls between two rooms inside the mask (every wall
             * without one). */
            const mz_grid *g = s->base.grid;
            int y = 2 * (int)j + 1, x = 2 * (int)i + 1;
            if (*mz_grid_at(g, y, x) == MZ_OUTSIDE)
                continue;
            if (i + 1 < s->rooms_x && *mz_grid_at(g, y, x + 2) != MZ_OUTSIDE)
                s->walls[k++] = wall_name(j, i, 0);
            if (j + 1 < rooms_y && *mz_grid_at(g, y + 2, x) != MZ_OUTSIDE)
                s->walls[k++] = wall_name(j, i, 1);
        }
    }
    s->nwalls = k;
}

static mz_gen *kruskal_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    uint32_t rooms_y = (uint32_t)(grid->height - 1) / 2, rooms_x = (uint32_t)(grid->width - 1) / 2;
    size_t rooms = (size_t)rooms_y * rooms_x;
    /* On huge pages: both are touched all over, and a fresh 4 KiB page
     * costs a fault of tens of microseconds on the reference machine. */
    uint32_t *walls = mz_big_alloc(2 * rooms * sizeof *walls, false),
             *parent = mz_big_alloc(rooms * sizeof *parent, false);
    kruskal *s = walls && parent ? mz_gen_alloc(sizeof *s, &ops, grid, seed, p) : NULL;
    if (!s) {
        free(walls);
        free(parent);
        return NULL;
    }
    s->walls = walls;
    s->parent = parent;
    s->rooms_x = rooms_x;
    s->next = 0;
    s->qn = s->qi = 0;
    s->started = false;
    init_sets(s, rooms_y);
    return &s->base;
}

static const char *const code_kruskal[] = {
    N_("every room is a set of its own"),
    N_("take the walls between rooms in random order"),
    N_("if the rooms on both sides are in different sets:"),
    N_("  dig the rooms and the wall; join the sets"),
    N_("until one set is left"),
    N_("open the exit at the bottom right"),
    NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_kruskal_info = {
    .name = "kruskal",
    .aliases = "",
    .summary = "randomized Kruskal: walls in random order, opened between different sets",
    .perfect = true,
    .create = kruskal_new,
    .uniform = false,
    .texture = "many short dead ends, an even fine grain",
    .code = code_kruskal,
    .until = 5,
    .masks = true,
};
