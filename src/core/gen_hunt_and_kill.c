/* gen_hunt_and_kill.c - hunt-and-kill: a random walk into unvisited rooms;
 * when stuck, a scan from the top for the first unvisited room next to the
 * maze, joined to a random maze neighbour. SPDX-License-Identifier: MIT */
#include "bigmem.h"
#include "gen_bits.h"
#include "mazedfs/drawn.h"
#include "mazedfs/error.h"
#include "mazedfs/predict.h"
#include "minset.h"
#include "swar.h"

#include <string.h>

#include <stdio.h>

#include <stddef.h>
#include <stdlib.h>

/* The walk starts at the top-left room. Then every room before the first
 * unvisited one (in row-major order) is in the maze, so that room always
 * has a maze neighbour (west, or north in a full row): the scan's answer
 * is the first unvisited room, found by a pointer that only moves forward
 * over full rows and visited rooms. That keeps the whole run linear. The
 * scan is shown along the row it stops in, one head move per room.
 *
 * In a mask, rooms before the answer may be unvisited with no maze
 * neighbour yet, so the pointer cannot only move forward. There the rooms
 * the scan may stop at (inside, unvisited, beside the maze) are kept in a
 * minset, by byte offset / 2 (rooms' offsets are even), updated as each
 * room is dug: the scan's answer is its smallest member. The rooms the
 * scan shows (those inside the mask before the answer in its row) are
 * counted with a table of the inside rooms before every 16th room of each
 * row, each row made when a hunt first asks in it (not the whole grid
 * from memory up front). Both cost a bit or two per cell, made only for a
 * masked grid. */
enum { RANK_BLOCK = 16 };

typedef struct hunt_and_kill {
    mz_gen base;
    int y, x;         /* the walker */
    bool scanning;    /* showing the scan along row ptr_y */
    int scan_x;       /* the next room the scan shows */
    int ptr_y, ptr_x; /* no unvisited room comes before this one */
    minset cand;      /* masked: the rooms the scan may stop at */
    uint16_t *rank;   /* masked: per row, per block of RANK_BLOCK rooms, the
                         rooms inside before it in the row; else NULL */
    uint8_t *made;    /* masked: per room row, 1 once its rank row is made */
} hunt_and_kill;

/* Directions from room (y, x) to rooms in the grid whose bit 0 is want,
 * as a bit mask. */
static unsigned neighbours(const mz_grid *g, int y, int x, unsigned want)
{
    unsigned mask = 0;
    for (int d = 0; d < MZ_NDIRS; d++) {
        int ny = y + 2 * mz_dy[d], nx = x + 2 * mz_dx[d];
        if (ny > 0 && nx > 0 && ny < g->height - 1 && nx < g->width - 1 &&
            (*mz_grid_at(g, ny, nx) & MZ_PASSAGE) == want && *mz_grid_at(g, ny, nx) != MZ_OUTSIDE)
            mask |= 1u << d;
    }
    return mask;
}

/* True if room (y, x) is no room for the scan to stop at: in the maze,
 * outside the mask, or, in a masked grid (where rooms before it need not
 * touch it), with no neighbour in the maze yet. */
static bool scan_past(const mz_grid *g, int y, int x)
{
    uint8_t b = *mz_grid_at(g, y, x);
    return (b & MZ_PASSAGE) || b == MZ_OUTSIDE ||
           (mz_grid_masked(g) && !neighbours(g, y, x, MZ_PASSAGE));
}

/* Room (y, x) has just been dug: in a mask, it leaves the scan's rooms
 * and its unvisited neighbours inside join them. */
static void dug_room(hunt_and_kill *s, int y, int x)
{
    if (!s->rank)
        return;
    const mz_grid *g = s->base.grid;
    size_t at = (size_t)(mz_grid_at(g, y, x) - g->cells);
    minset_remove(&s->cand, at / 2);
    unsigned mask = neighbours(g, y, x, MZ_WALL);
    for (int d = 0; d < MZ_NDIRS; d++)
        if (mask >> d & 1)
            minset_add(&s->cand,
                       (size_t)((ptrdiff_t)at + 2 * (mz_dy[d] * g->width + mz_dx[d])) / 2);
}

/* Moves the pointer to the first unvisited room (with a maze neighbour);
 * false if there is none. In a masked grid that room is the smallest of
 * the scan's rooms. */
static bool find_unvisited(hunt_and_kill *s)
{
    const mz_grid *g = s->base.grid;
    if (s->rank) {
        size_t i;
        if (!minset_min(&s->cand, &i))
            return false;
        s->ptr_y = (int)(2 * i / (size_t)g->width);
        s->ptr_x = (int)(2 * i % (size_t)g->width);
        MZ_ASSERT(!scan_past(g, s->ptr_y, s->ptr_x));
        return true;
    }
    while (scan_past(g, s->ptr_y, s->ptr_x)) {
        s->ptr_x += 2;
        if (s->ptr_x > g->width - 2) {
            s->ptr_x = 1;
            s->ptr_y += 2;
            if (s->ptr_y > g->height - 2)
                return false;
        }
    }
    return true;
}

/* Opens the wall from (y, x) in direction d; the head moves to the room
 * beyond, which the next step carves. */
static void dig(hunt_and_kill *s, int y, int x, int d, mz_event *ev)
{
    int wy = y + mz_dy[d], wx = x + mz_dx[d];
    *mz_grid_at(s->base.grid, wy, wx) = MZ_PASSAGE;
    s->y = y + 2 * mz_dy[d];
    s->x = x + 2 * mz_dx[d];
    s->base.pending = true;
    mz_event_set(ev, MZ_EV_CARVE, wy, wx);
    ev->line = (uint8_t)(s->scanning ? 5 : 2);
}

static bool hk_step(mz_gen *g, mz_event *ev)
{
    hunt_and_kill *s = (hunt_and_kill *)g;
    if (g->pending) {
        g->pending = false;
        *mz_grid_at(g->grid, s->y, s->x) = MZ_PASSAGE;
        dug_room(s, s->y, s->x);
        g->rooms_in++;
        mz_event_set(ev, MZ_EV_CARVE, s->y, s->x);
        ev->line = g->rooms_in == 1 ? 1 : 3; /* the first room, then the rest */
        return true;
    }
    if (!s->scanning) {
        unsigned mask = neighbours(g->grid, s->y, s->x, MZ_WALL);
        if (mask) {
            dig(s, s->y, s->x, mz_gen_pick_dir(&g->rng, mask), ev);
            return true;
        }
        if (!find_unvisited(s))
            return false;
        s->scanning = true;
        s->scan_x = 1;
    }
    while (s->scan_x < s->ptr_x && *mz_grid_at(g->grid, s->ptr_y, s->scan_x) == MZ_OUTSIDE)
        s->scan_x += 2; /* the scan shows rooms of the shape only */
    if (s->scan_x < s->ptr_x) {
        mz_event_set(ev, MZ_EV_CURSOR, s->ptr_y, s->scan_x);
        ev->line = 4;
        s->scan_x += 2;
        return true;
    }
    /* The room is found: the kill joins it to the maze, facing away. */
    unsigned mask = neighbours(g->grid, s->ptr_y, s->ptr_x, MZ_PASSAGE);
    int d = mz_gen_pick_dir(&g->rng, mask);
    dig(s, s->ptr_y + 2 * mz_dy[d], s->ptr_x + 2 * mz_dx[d], MZ_OPPOSITE(d), ev); /* line 5 */
    s->scanning = false;
    return true;
}

/* The fast path marks, in bits 3-6 of each border room, the directions
 * that leave the grid (mz_gen_mark_border): a look around is four loads.
 * A blocked direction looks at the room itself. Bit 7 is set only in
 * rooms outside a mask (MZ_OUTSIDE).
 *
 * In a mask, the run keeps no set of the rooms the scan may stop at
 * (stepping's minset, updated for every room dug, made the masked run
 * half again as slow as the plain one). Its scan goes on from where the
 * last one stopped, as the plain one does, and a room it passes that is
 * not dug and has no dug neighbour yet falls asleep: bit 2 (ASLEEP). A
 * walk's look around a room reads its neighbours anyway, so it sees the
 * asleep ones beside the room just dug and wakes them: they go into the
 * minset (then woken rooms only), and the answer is the smaller of its
 * smallest room not dug since and the scan's. Every room asleep is woken
 * before it is dug, so none is left marked. The walk looks for asleep
 * rooms only while there are some (in most shapes, almost never). The
 * rooms the scan shows are counted as it goes: those of its row less the
 * outside ones it has passed in the row; only an answer among the woken
 * rooms asks the rank table. */
enum { OFF_GRID_SHIFT = 3, OUT_BIT = 0x80, ASLEEP = 0x04 };

/* 1 if the room step away from p (p itself when blocked) has the bits
 * care set as in want. */
static inline unsigned is(const uint8_t *p, unsigned blocked, ptrdiff_t step, unsigned care,
                          unsigned want)
{
    return (p[blocked ? 0 : step] & care) == want;
}

/* The directions from p to rooms in the grid and inside its mask whose
 * bit 0 is want (1 or 0). A blocked direction reads p's own room: dug when
 * p walks (so never an unvisited choice), solid when p is being hunted
 * (never a visited one). A room outside (bit 7) is never visited, and
 * never an unvisited choice either. */
static inline unsigned look(const uint8_t *p, const ptrdiff_t *move, unsigned want)
{
    unsigned off = p[0] >> OFF_GRID_SHIFT, care = want ? MZ_PASSAGE : MZ_PASSAGE | OUT_BIT;
    return is(p, off & 1, move[0], care, want) | is(p, off & 2, move[1], care, want) << 1 |
           is(p, off & 4, move[2], care, want) << 2 | is(p, off & 8, move[3], care, want) << 3;
}

/* The bits of the four rooms a look from p reads, ORed: nonzero in
 * ASLEEP when one beside p is asleep (p itself, read for a blocked
 * direction, is dug). */
static inline unsigned near_bits(const uint8_t *p, const ptrdiff_t *move)
{
    unsigned off = p[0] >> OFF_GRID_SHIFT;
    return p[off & 1 ? 0 : move[0]] | p[off & 2 ? 0 : move[1]] | p[off & 4 ? 0 : move[2]] |
           p[off & 8 ? 0 : move[3]];
}

/* Wakes the asleep rooms beside p, which has just been dug: into the
 * woken rooms (by byte offset from cells / 2), no longer marked. Returns
 * how many woke. */
static unsigned wake(minset *woken, const uint8_t *cells, uint8_t *p, const ptrdiff_t *move)
{
    unsigned off = p[0] >> OFF_GRID_SHIFT, n = 0;
    for (int d = 0; d < MZ_NDIRS; d++) {
        uint8_t *r = p + (off >> d & 1 ? 0 : move[d]);
        if (*r & ASLEEP) {
            *r &= (uint8_t)~ASLEEP;
            minset_add(woken, (size_t)(r - cells) / 2);
            n++;
        }
    }
    return n;
}

/* Rooms inside the mask in block b (rooms RANK_BLOCK * b on, cols in
 * all) of the room row whose cell 0 is row: four rooms a load where the
 * block is whole (their even bytes; the outside ones summed by a
 * multiply). */
static unsigned inside_in_block(const uint8_t *row, size_t b, size_t cols)
{
    size_t from = b * RANK_BLOCK, to = from + RANK_BLOCK < cols ? from + RANK_BLOCK : cols;
    unsigned n = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (to - from == RANK_BLOCK) {
        for (size_t c = from; c < to; c += 4) {
            uint64_t out = swar_eq(swar_load(row + 2 * c + 1), MZ_OUTSIDE) & 0x0001000100010001u;
            n += 4 - (unsigned)((out * 0x0001000100010001u) >> 48);
        }
        return n;
    }
#endif
    for (size_t c = from; c < to; c++)
        n += row[2 * c + 1] != MZ_OUTSIDE;
    return n;
}

/* Makes the rank table's row for room row y, once. */
static void make_rank(hunt_and_kill *s, int y)
{
    const mz_grid *g = s->base.grid;
    size_t cols = (size_t)(g->width - 1) / 2, blocks = (cols + RANK_BLOCK - 1) / RANK_BLOCK;
    if (s->made[(y - 1) / 2])
        return;
    s->made[(y - 1) / 2] = 1;
    const uint8_t *row = mz_grid_at(g, y, 0);
    uint16_t *rank = s->rank + (size_t)(y - 1) / 2 * blocks, n = 0;
    for (size_t b = 0; b < blocks; b++) {
        rank[b] = n;
        n = (uint16_t)(n + inside_in_block(row, b, cols));
    }
}

/* Rooms inside the mask in room row y before column x. */
static uint64_t inside_before(hunt_and_kill *s, int y, int x)
{
    const mz_grid *g = s->base.grid;
    size_t i = (size_t)(x - 1) / 2,
           blocks = ((size_t)(g->width - 1) / 2 + RANK_BLOCK - 1) / RANK_BLOCK;
    const uint8_t *row = mz_grid_at(g, y, 0);
    make_rank(s, y);
    uint64_t n = s->rank[(size_t)(y - 1) / 2 * blocks + i / RANK_BLOCK];
    for (size_t k = i - i % RANK_BLOCK; k < i; k++)
        n += row[2 * k + 1] != MZ_OUTSIDE;
    return n;
}

/* The rooms the scan shows before its answer (ptr_y, ptr_x) from scan_x. */
static uint64_t scanned(hunt_and_kill *s)
{
    if (!s->rank)
        return (uint64_t)((s->ptr_x - s->scan_x) / 2);
    uint64_t shown = inside_before(s, s->ptr_y, s->ptr_x);
    return s->scan_x == 1 ? shown : shown - inside_before(s, s->ptr_y, s->scan_x);
}

/* The pointer's next room in row-major order, or NULL past the last. */
static inline uint8_t *next_room(hunt_and_kill *s, uint8_t *q)
{
    const mz_grid *g = s->base.grid;
    s->ptr_x += 2;
    if (s->ptr_x <= g->width - 2)
        return q + 2;
    s->ptr_x = 1;
    s->ptr_y += 2;
    return s->ptr_y > g->height - 2 ? NULL : q + g->width + 3;
}

/* The masked run's scan, kept from one hunt to the next: the rooms
 * before from are dug, outside, asleep or woken. */
typedef struct scan {
    uint8_t *from;
    uint64_t row_out; /* the rooms outside before from in its row */
    uint64_t asleep;  /* the rooms asleep */
} scan;

/* The masked run's scan on from sc->from, which it leaves at its answer:
 * the first room there or after in row order not dug, inside and beside a
 * dug room, or NULL when none is left. The rooms it passes not dug and
 * with no dug neighbour fall asleep. The pointer is left at the answer. */
static uint8_t *scan_on(hunt_and_kill *s, scan *sc, const ptrdiff_t *move)
{
    const mz_grid *g = s->base.grid;
    size_t w = (size_t)g->width, y = (size_t)(sc->from - g->cells) / w;
    uint8_t *row = g->cells + y * w, *q = sc->from;
    for (;;) {
        for (; q < row + w - 1; q += 2) {
            if (*q & (MZ_PASSAGE | OUT_BIT | ASLEEP)) {
                sc->row_out += *q >> 7; /* OUT_BIT */
                continue;
            }
            if (look(q, move, MZ_PASSAGE)) {
                sc->from = q;
                s->ptr_y = (int)y;
                s->ptr_x = (int)(q - row);
                return q;
            }
            *q |= ASLEEP;
            sc->asleep++;
        }
        if ((y += 2) > (size_t)g->height - 2)
            return NULL;
        row += 2 * w;
        q = row + 1;
        sc->row_out = 0;
    }
}

/* The masked run's hunt: the first room in row order not dug, inside and
 * beside a dug room, or NULL when none is left; the pointer at it, and in
 * *shown the rooms the scan shows before it (those inside in its row).
 * The answer is the smaller of the first woken room not dug since and the
 * scan's. */
static uint8_t *hunt_masked(hunt_and_kill *s, scan *sc, const ptrdiff_t *move, uint64_t *shown)
{
    uint8_t *cells = s->base.grid->cells;
    size_t i;
    bool woken;
    while ((woken = minset_min(&s->cand, &i)) && (cells[2 * i] & MZ_PASSAGE))
        minset_remove(&s->cand, i); /* woken, then dug by a walk */
    uint8_t *q = woken && cells + 2 * i < sc->from ? NULL : scan_on(s, sc, move);
    if (!woken || (q && q < cells + 2 * i)) {
        *shown = q ? (uint64_t)(s->ptr_x - 1) / 2 - sc->row_out : 0;
        return q;
    }
    s->ptr_y = (int)(2 * i / (size_t)s->base.grid->width);
    s->ptr_x = (int)(2 * i % (size_t)s->base.grid->width);
    *shown = inside_before(s, s->ptr_y, s->ptr_x);
    return cells + 2 * i;
}

/* Walks, hunts and kills to the end with the draws of stepping. Returns the
 * steps stepping would report: two per room joined (wall, room) and one
 * per room the scan shows. */
static uint64_t hk_run(mz_gen *g)
{
    hunt_and_kill *s = (hunt_and_kill *)g;
    const ptrdiff_t w = g->grid->width;
    const ptrdiff_t move[MZ_NDIRS] = {2 * w, 2, -2 * w, -2};
    uint8_t *cells = g->grid->cells, *p = mz_grid_at(g->grid, s->y, s->x),
            *q = mz_grid_at(g->grid, s->ptr_y, s->ptr_x);
    const bool masked = s->rank != NULL;
    scan sc = {cells + w + 1, 0, 0};
    uint64_t n = 0, shown;
    if (s->scanning) {
        n += scanned(s);
        goto kill;
    }
    for (;;) {
        unsigned mask = look(p, move, MZ_WALL);
        if (mask) {
            if (sc.asleep && (near_bits(p, move) & ASLEEP)) /* none in most shapes */
                sc.asleep -= wake(&s->cand, cells, p, move);
            int d = mz_gen_pick_dir(&g->rng, mask);
            p[move[d] / 2] = MZ_PASSAGE;
            p += move[d];
            *p |= MZ_PASSAGE;
            n += 2;
            continue;
        }
        if (masked) {
            q = hunt_masked(s, &sc, move, &shown);
        } else {
            while (q && (*q & MZ_PASSAGE))
                q = next_room(s, q);
            shown = q ? (uint64_t)(s->ptr_x - 1) / 2 : 0;
        }
        if (!q)
            break;
        s->scan_x = 1;
        n += shown;
    kill:
        n += 2;
        int d = mz_gen_pick_dir(&g->rng, look(q, move, MZ_PASSAGE));
        q[move[d] / 2] = MZ_PASSAGE;
        p = q;
        *p |= MZ_PASSAGE;
    }
    s->scanning = false;
    s->ptr_y = g->grid->height - 2;
    s->ptr_x = w - 2;
    size_t at = (size_t)(p - g->grid->cells);
    s->y = (int)(at / (size_t)w);
    s->x = (int)(at % (size_t)w);
    return n;
}

/* The panel's state line (gen_ops.describe). */
static int hk_describe(const mz_gen *g, char *buf, size_t n)
{
    const hunt_and_kill *s = (const hunt_and_kill *)g;
    return snprintf(buf, n,
                    s->scanning ? mz_tr(N_("hunting on row %d"))
                                : mz_tr(N_("walking, hunt resumes at row %d")),
                    s->ptr_y);
}

/* The drawn state (gen_ops.state): the row being scanned, while hunting. */
static int hk_state(const mz_gen *g, uint32_t *plane)
{
    const hunt_and_kill *s = (const hunt_and_kill *)g;
    size_t w = (size_t)g->grid->width;
    memset(plane, 0, (size_t)g->grid->height * w * sizeof *plane);
    if (s->scanning)
        for (size_t x = 1; x + 1 < w; x++)
            plane[(size_t)s->ptr_y * w + x] = MZ_DRAWN_SCAN;
    return 0;
}

static void hk_release(mz_gen *g)
{
    hunt_and_kill *s = (hunt_and_kill *)g;
    minset_free(&s->cand);
    free(s->rank);
    free(s->made);
}

static const gen_ops ops = {hk_step,     hk_run,   hk_release, OFF_GRID_SHIFT,
                            hk_describe, hk_state, NULL,       NULL};

/* For a masked grid: the rank table (its rows still to make) and an empty
 * set of the scan's rooms.
 * Returns 0 or MZ_ENOMEM. */
static int make_mask_index(hunt_and_kill *s)
{
    const mz_grid *g = s->base.grid;
    size_t rows = (size_t)(g->height - 1) / 2, cols = (size_t)(g->width - 1) / 2,
           blocks = (cols + RANK_BLOCK - 1) / RANK_BLOCK;
    s->rank = mz_big_alloc(rows * blocks * sizeof *s->rank, false);
    s->made = calloc(rows, 1);
    if (!s->rank || !s->made ||
        minset_init(&s->cand, (size_t)g->height * (size_t)g->width / 2 + 1) != 0)
        return MZ_ENOMEM;
    return 0;
}

static mz_gen *hunt_and_kill_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    hunt_and_kill *s = mz_gen_alloc(sizeof *s, &ops, grid, seed, p);
    if (!s)
        return NULL;
    s->cand.levels = 0;
    s->rank = NULL;
    s->made = NULL;
    if (mz_grid_masked(grid) && make_mask_index(s) != 0) {
        hk_release(&s->base);
        free(s);
        return NULL;
    }
    /* The first room, (1, 1), or a shape's first room (its start); other
     * ends (--start, --exit) do not change the maze. */
    s->y = mz_grid_masked(grid) ? grid->start_y : 1;
    s->x = mz_grid_masked(grid) ? grid->start_x : 1;
    s->ptr_y = s->ptr_x = 1;
    s->scanning = false;
    s->scan_x = 1;
    s->base.pending = true;
    return &s->base;
}

static const char *const code_hunt_and_kill[] = {
    N_("dig a random room"),
    N_("walk: dig the wall to a random solid neighbour"),
    N_("  dig the room; go on from it"),
    N_("stuck: hunt row by row for a solid room"),
    N_("  beside a dug one; dig the wall between (kill)"),
    N_("until the hunt finds nothing"),
    N_("open the exit at the bottom right"),
    NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_hunt_and_kill_info = {
    .name = "hunt-and-kill",
    .aliases = "hunt",
    .summary = "hunt-and-kill: a random walk; when stuck, a scan from the top for the next room",
    .perfect = true,
    .create = hunt_and_kill_new,
    .uniform = false,
    .texture = "long winding corridors, like the backtracker",
    .code = code_hunt_and_kill,
    .until = 6,
    .masks = true,
    .ask = MZ_ASK_HUNT,
};
