/* path.c - breadth-first search and the shortest path from start to exit.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/path.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "mazedfs/error.h"
#include "queue.h"

int mz_bfs(const mz_grid *g, int sy, int sx, uint8_t *plane, uint64_t *reached)
{
    size_t w = (size_t)g->width, n = (size_t)g->height * w;
    memset(plane, 0, n);
    mz_queue q = {0};
    uint32_t src = (uint32_t)((size_t)sy * w + (size_t)sx);
    plane[src] = MZ_BFS_SOURCE;
    int err = mz_queue_push(&q, src);
    uint64_t count = 1;
    /* Neighbours by index, with the bounds from the cell's row and column:
     * the per-direction table loads and mz_grid_open's checks were most
     * of --stats' time at 20001 x 20001. */
    const uint32_t w32 = (uint32_t)w, h32 = (uint32_t)g->height;
    const ptrdiff_t step[MZ_NDIRS] = {(ptrdiff_t)w, 1, -(ptrdiff_t)w, -1};
    while (err == MZ_OK && q.len) {
        uint32_t c = mz_queue_pop(&q);
        /* 32-bit division: indices fit (the grid is at most 2^30 cells). */
        uint32_t y = c / w32, x = c - y * w32;
        const bool inside[MZ_NDIRS] = {y + 1 < h32, x + 1 < w32, y > 0, x > 0};
        for (int d = 0; d < MZ_NDIRS && err == MZ_OK; d++) {
            if (!inside[d])
                continue;
            uint32_t nc = (uint32_t)((ptrdiff_t)c + step[d]);
            if (!(g->cells[nc] & MZ_PASSAGE) || plane[nc])
                continue;
            plane[nc] = (uint8_t)(MZ_BFS_REACHED | MZ_OPPOSITE(d));
            count++;
            err = mz_queue_push(&q, nc);
        }
    }
    mz_queue_free(&q);
    *reached = count;
    return err;
}

/* The search over rooms: breadth first, or (deep) depth first, taking
 * the newest room from the queue. Depth first stays near where it was, so
 * it misses the cache far less; it gives mz_room_bfs's plane only when
 * the rooms reached are a tree, so it stops and sets *loop when it meets
 * a door to a room reached other than by that door. Depth first pushes a
 * room's neighbours west to south, so it takes them south to west: on a
 * tree, the rooms in the order the lab's solve (the dfs solver) enters
 * them, which *walk records (when not NULL). */
static int room_search(const mz_grid *g, uint8_t *rooms, uint64_t *reached, bool deep, bool *loop,
                       mz_room_walk *walk)
{
    const size_t w = (size_t)g->width;
    const uint32_t rows = (uint32_t)(g->height - 1) / 2, cols = (uint32_t)(g->width - 1) / 2;
    memset(rooms, 0, (size_t)rows * cols);
    *reached = 0;
    *loop = false;
    mz_room_walk k = {.tree = deep, .before_last = 0};
    /* From the start room: (1, 1) unless the ends or a shape say. */
    const uint32_t sy = (uint32_t)(g->start_y - 1) / 2, sx = (uint32_t)(g->start_x - 1) / 2;
    if (!(g->cells[(size_t)g->start_y * w + (size_t)g->start_x] & MZ_PASSAGE)) {
        if (walk)
            *walk = k;
        return MZ_OK;
    }
    /* The queue holds a room as ry << 16 | rx (sides are under 2^15), so
     * no division finds its row; a step is then the same sum in all three
     * numberings: the packed room, the room's byte and its cell. */
    const ptrdiff_t cell[MZ_NDIRS] = {(ptrdiff_t)w, 1, -(ptrdiff_t)w, -1};
    const ptrdiff_t room[MZ_NDIRS] = {(ptrdiff_t)cols, 1, -(ptrdiff_t)cols, -1};
    const int32_t packed[MZ_NDIRS] = {1 << 16, 1, -(1 << 16), -1};
    const uint32_t last = (rows - 1) << 16 | (cols - 1);
    const int flip = deep ? MZ_NDIRS - 1 : 0; /* d = i ^ flip: west first when deep */
    mz_queue q = {0};
    rooms[(size_t)sy * cols + sx] = MZ_BFS_SOURCE;
    int err = mz_queue_push(&q, sy << 16 | sx);
    uint64_t count = 1, taken = 0;
    bool dead = false; /* an open door into a wall room */
    while (err == MZ_OK && q.len && !*loop) {
        uint32_t p = deep ? mz_queue_pop_newest(&q) : mz_queue_pop(&q), ry = p >> 16,
                 rx = p & 0xffff;
        taken++;
        if (p == last)
            k.before_last = taken - 1;
        uint8_t *r = rooms + (size_t)ry * cols + rx;
        const uint8_t *c = g->cells + (2 * (size_t)ry + 1) * w + 2 * (size_t)rx + 1;
        const bool inside[MZ_NDIRS] = {ry + 1 < rows, rx + 1 < cols, ry > 0, rx > 0};
        for (int i = 0; i < MZ_NDIRS && err == MZ_OK; i++) {
            int d = i ^ flip;
            if (!inside[d] || !(c[cell[d]] & MZ_PASSAGE))
                continue;
            if (!(c[2 * cell[d]] & MZ_PASSAGE)) {
                dead = true;
                continue;
            }
            if (r[room[d]]) {
                *loop |= deep && (*r == MZ_BFS_SOURCE || d != (*r & 3));
                continue;
            }
            r[room[d]] = (uint8_t)(MZ_BFS_REACHED | MZ_OPPOSITE(d));
            count++;
            err = mz_queue_push(&q, (uint32_t)((int32_t)p + packed[d]));
        }
    }
    mz_queue_free(&q);
    *reached = count;
    if (walk) {
        k.tree = deep && !*loop && !dead;
        k.last_reached = rooms[(size_t)rows * cols - 1] != 0;
        *walk = k;
    }
    return err;
}

/* room_search's breadth-first search (deep false), the same rooms in the
 * same order with the same ways back, without a branch on what a room's
 * sides hold: a side off the grid reads the room itself (reached, so never
 * taken), and every side writes its room's byte back and the queue's next
 * slot, kept only when taken. Branches on the maze's randomness guessed
 * wrong so often that this takes a third of the time at 4001 x 4001. The
 * rooms reached by the failed depth-first attempt are cleared first. */
static int room_bfs_flat(const mz_grid *g, uint8_t *rooms, uint64_t *reached, mz_room_walk *walk)
{
    const size_t w = (size_t)g->width;
    const uint32_t rows = (uint32_t)(g->height - 1) / 2, cols = (uint32_t)(g->width - 1) / 2;
    memset(rooms, 0, (size_t)rows * cols);
    const uint32_t sy = (uint32_t)(g->start_y - 1) / 2, sx = (uint32_t)(g->start_x - 1) / 2;
    const ptrdiff_t cell[MZ_NDIRS] = {(ptrdiff_t)w, 1, -(ptrdiff_t)w, -1};
    const ptrdiff_t room[MZ_NDIRS] = {(ptrdiff_t)cols, 1, -(ptrdiff_t)cols, -1};
    const int32_t packed[MZ_NDIRS] = {1 << 16, 1, -(1 << 16), -1};
    mz_queue q = {0};
    rooms[(size_t)sy * cols + sx] = MZ_BFS_SOURCE;
    int err = mz_queue_push(&q, sy << 16 | sx);
    uint64_t count = 1;
    while (err == MZ_OK && q.len) {
        if (q.cap - q.len < MZ_NDIRS && (err = mz_queue_grow(&q)) != MZ_OK)
            break;
        uint32_t p = mz_queue_pop(&q), ry = p >> 16, rx = p & 0xffff;
        uint8_t *r = rooms + (size_t)ry * cols + rx;
        const uint8_t *c = g->cells + (2 * (size_t)ry + 1) * w + 2 * (size_t)rx + 1;
        const bool inside[MZ_NDIRS] = {ry + 1 < rows, rx + 1 < cols, ry > 0, rx > 0};
        for (int d = 0; d < MZ_NDIRS; d++) {
            ptrdiff_t dc = inside[d] ? cell[d] : 0, dr = inside[d] ? room[d] : 0;
            unsigned v = r[dr];
            unsigned take = (unsigned)inside[d] & c[dc] & c[2 * dc] & MZ_PASSAGE & (v == 0);
            r[dr] = (uint8_t)(v | ((0u - take) & (MZ_BFS_REACHED | MZ_OPPOSITE(d))));
            q.v[(q.head + q.len) & (q.cap - 1)] = (uint32_t)((int32_t)p + packed[d]);
            q.len += take;
            count += take;
        }
    }
    *reached = count;
    mz_queue_free(&q);
    *walk = (mz_room_walk){.tree = false, .before_last = 0};
    walk->last_reached = rooms[(size_t)rows * cols - 1] != 0;
    return err;
}

int mz_room_bfs(const mz_grid *g, uint8_t *rooms, uint64_t *reached)
{
    return mz_room_search(g, rooms, reached, NULL);
}

int mz_room_search(const mz_grid *g, uint8_t *rooms, uint64_t *reached, mz_room_walk *walk)
{
    bool loop;
    mz_room_walk k;
    int err = room_search(g, rooms, reached, true, &loop, &k);
    if (!err && loop)
        err = room_bfs_flat(g, rooms, reached, &k);
    if (walk)
        *walk = k;
    return err;
}

int mz_distances(const mz_grid *g, uint32_t *dist, uint32_t *max)
{
    size_t w = (size_t)g->width, n = (size_t)g->height * w;
    for (size_t i = 0; i < n; i++)
        dist[i] = MZ_DIST_NONE;
    *max = 0;
    if (!mz_grid_open(g, g->start_y, g->start_x))
        return MZ_OK;
    mz_queue q = {0};
    dist[mz_grid_start_index(g)] = 0;
    int err = mz_queue_push(&q, (uint32_t)mz_grid_start_index(g));
    /* As in mz_bfs: neighbours by index, bounds from the row and column. */
    const uint32_t w32 = (uint32_t)w, h32 = (uint32_t)g->height;
    const ptrdiff_t step[MZ_NDIRS] = {(ptrdiff_t)w, 1, -(ptrdiff_t)w, -1};
    while (err == MZ_OK && q.len) {
        uint32_t c = mz_queue_pop(&q);
        uint32_t y = c / w32, x = c - y * w32, next = dist[c] + 1;
        const bool inside[MZ_NDIRS] = {y + 1 < h32, x + 1 < w32, y > 0, x > 0};
        for (int d = 0; d < MZ_NDIRS && err == MZ_OK; d++) {
            uint32_t nc = (uint32_t)((ptrdiff_t)c + step[d]);
            if (!inside[d] || !(g->cells[nc] & MZ_PASSAGE) || dist[nc] != MZ_DIST_NONE)
                continue;
            dist[nc] = next;
            *max = next;
            err = mz_queue_push(&q, nc);
        }
    }
    mz_queue_free(&q);
    return err;
}

/* Cells of dist made ready per unit of work: a store per cell, but the
 * first touch of each page of dist costs a fault (measured: 8 cells cost
 * about what a cell searched does). */
enum { FILL_PER_UNIT = 8 };

struct mz_dist_walk {
    const mz_grid *g; /* borrowed */
    uint32_t *dist;   /* borrowed */
    size_t filled;    /* cells of dist made MZ_DIST_NONE so far */
    mz_queue q;
    uint32_t max;
    uint64_t searched; /* cells taken from the queue */
    uint64_t work;     /* units spent */
    bool started;
};

mz_dist_walk *mz_dist_walk_new(const mz_grid *g, uint32_t *dist)
{
    mz_dist_walk *w = calloc(1, sizeof *w);
    if (w) {
        w->g = g;
        w->dist = dist;
    }
    return w;
}

/* Fills at most budget units' worth of dist; returns the units spent. */
static uint64_t walk_fill(mz_dist_walk *w, uint64_t budget)
{
    size_t n = (size_t)w->g->height * (size_t)w->g->width, left = n - w->filled;
    size_t cells = budget >= left / FILL_PER_UNIT + 1 ? left : (size_t)budget * FILL_PER_UNIT;
    for (size_t i = 0; i < cells; i++)
        w->dist[w->filled + i] = MZ_DIST_NONE;
    w->filled += cells;
    w->work += (cells + FILL_PER_UNIT - 1) / FILL_PER_UNIT;
    return (cells + FILL_PER_UNIT - 1) / FILL_PER_UNIT;
}

/* Searches at most budget cells, as mz_distances does them. */
static int walk_search(mz_dist_walk *w, uint64_t budget)
{
    const mz_grid *g = w->g;
    const uint32_t w32 = (uint32_t)g->width, h32 = (uint32_t)g->height;
    const ptrdiff_t step[MZ_NDIRS] = {(ptrdiff_t)w32, 1, -(ptrdiff_t)w32, -1};
    int err = MZ_OK;
    for (; budget > 0 && err == MZ_OK && w->q.len; budget--) {
        uint32_t c = mz_queue_pop(&w->q);
        uint32_t y = c / w32, x = c - y * w32, next = w->dist[c] + 1;
        const bool inside[MZ_NDIRS] = {y + 1 < h32, x + 1 < w32, y > 0, x > 0};
        w->searched++;
        w->work++;
        for (int d = 0; d < MZ_NDIRS && err == MZ_OK; d++) {
            uint32_t nc = (uint32_t)((ptrdiff_t)c + step[d]);
            if (!inside[d] || !(g->cells[nc] & MZ_PASSAGE) || w->dist[nc] != MZ_DIST_NONE)
                continue;
            w->dist[nc] = next;
            w->max = next;
            err = mz_queue_push(&w->q, nc);
        }
    }
    return err;
}

int mz_dist_walk_step(mz_dist_walk *w, uint64_t budget, uint32_t *max)
{
    size_t n = (size_t)w->g->height * (size_t)w->g->width, start = mz_grid_start_index(w->g);
    if (w->filled < n) {
        uint64_t spent = walk_fill(w, budget);
        budget = spent >= budget ? 0 : budget - spent;
    }
    if (w->filled == n && !w->started) {
        w->started = true;
        if (mz_grid_open(w->g, w->g->start_y, w->g->start_x)) {
            w->dist[start] = 0;
            if (mz_queue_push(&w->q, (uint32_t)start) != MZ_OK)
                return MZ_ENOMEM;
        }
    }
    if (w->started && walk_search(w, budget) != MZ_OK) {
        mz_queue_free(&w->q);
        return MZ_ENOMEM;
    }
    *max = w->max;
    return w->started && !w->q.len;
}

double mz_dist_walk_progress(const mz_dist_walk *w)
{
    /* Filling counts a tenth; searching the rest, by the passages. */
    double n = (double)w->g->height * (double)w->g->width;
    double p = 0.1 * (double)w->filled / n + 0.9 * (double)w->searched / (n / 2 + 1);
    return p < 0.99 ? p : 0.99;
}

uint64_t mz_dist_walk_work(const mz_dist_walk *w) { return w->work; }

void mz_dist_walk_free(mz_dist_walk *w)
{
    if (!w)
        return;
    mz_queue_free(&w->q);
    free(w);
}

/* Walks the BFS plane back from the exit to fill out->cells. */
static int trace_back(const mz_grid *g, const uint8_t *plane, mz_path *out)
{
    size_t w = (size_t)g->width;
    int y = mz_grid_exit_y(g), x = mz_grid_exit_x(g);
    size_t len = 1;
    for (int cy = y, cx = x; plane[(size_t)cy * w + (size_t)cx] != MZ_BFS_SOURCE; len++) {
        int d = plane[(size_t)cy * w + (size_t)cx] & 3;
        cy += mz_dy[d];
        cx += mz_dx[d];
    }
    out->cells = malloc(len * sizeof *out->cells);
    if (!out->cells)
        return MZ_ENOMEM;
    out->length = len;
    for (size_t i = len; i-- > 0;) {
        out->cells[i] = (uint32_t)((size_t)y * w + (size_t)x);
        int d = plane[(size_t)y * w + (size_t)x] & 3;
        y += mz_dy[d];
        x += mz_dx[d];
    }
    return MZ_OK;
}

int mz_path_from_bfs(const mz_grid *g, const uint8_t *plane, mz_path *out)
{
    out->length = 0;
    out->cells = NULL;
    if (!mz_grid_open(g, g->start_y, g->start_x) ||
        !mz_grid_open(g, mz_grid_exit_y(g), mz_grid_exit_x(g)) || !plane[mz_grid_exit_index(g)])
        return MZ_ENOPATH;
    return trace_back(g, plane, out);
}

int mz_path_from_rooms(const mz_grid *g, const uint8_t *rooms, mz_path *out)
{
    out->length = 0;
    out->cells = NULL;
    const size_t w = (size_t)g->width, cols = (w - 1) / 2;
    const size_t last = ((size_t)g->height - 1) / 2 * cols - 1;
    if (!mz_grid_ends_default(g) || mz_grid_masked(g)) /* the cells' way to other ends */
        return mz_path_shortest(g, out);
    if (!mz_grid_open(g, 1, 1) || !mz_grid_open(g, mz_grid_exit_y(g), mz_grid_exit_x(g)) ||
        !rooms[last])
        return MZ_ENOPATH;
    const ptrdiff_t room[MZ_NDIRS] = {(ptrdiff_t)cols, 1, -(ptrdiff_t)cols, -1};
    size_t len = 2; /* the exit cell, and a door before each room but the first */
    for (size_t i = last; rooms[i] != MZ_BFS_SOURCE;
         i = (size_t)((ptrdiff_t)i + room[rooms[i] & 3]))
        len += 2;
    out->cells = malloc(len * sizeof *out->cells);
    if (!out->cells)
        return MZ_ENOMEM;
    out->length = len;
    uint32_t c = (uint32_t)((size_t)mz_grid_exit_y(g) * w + (size_t)mz_grid_exit_x(g));
    out->cells[len - 1] = c--;
    const int32_t cell[MZ_NDIRS] = {(int32_t)w, 1, -(int32_t)w, -1};
    for (size_t k = len - 1, i = last;;) {
        out->cells[--k] = c;
        if (rooms[i] == MZ_BFS_SOURCE)
            break;
        int d = rooms[i] & 3;
        out->cells[--k] = c = (uint32_t)((int32_t)c + cell[d]);
        c = (uint32_t)((int32_t)c + cell[d]);
        i = (size_t)((ptrdiff_t)i + room[d]);
    }
    return MZ_OK;
}

int mz_path_shortest(const mz_grid *g, mz_path *out)
{
    out->length = 0;
    out->cells = NULL;
    if (!mz_grid_open(g, g->start_y, g->start_x) ||
        !mz_grid_open(g, mz_grid_exit_y(g), mz_grid_exit_x(g)))
        return MZ_ENOPATH;
    uint8_t *plane = malloc((size_t)g->height * (size_t)g->width);
    if (!plane)
        return MZ_ENOMEM;
    uint64_t reached;
    int err = mz_bfs(g, g->start_y, g->start_x, plane, &reached);
    if (err == MZ_OK)
        err = mz_path_from_bfs(g, plane, out);
    free(plane);
    return err;
}

/* The room farthest from (sy, sx) through passage, the last one a
 * breadth-first search reaches, into *fy, *fx; plane (height * width
 * bytes) is the caller's scratch. */
static int farthest_room(const mz_grid *g, int sy, int sx, uint8_t *plane, int *fy, int *fx)
{
    const uint32_t w = (uint32_t)g->width, h = (uint32_t)g->height;
    memset(plane, 0, (size_t)h * w);
    mz_queue q = {0};
    uint32_t src = (uint32_t)sy * w + (uint32_t)sx, last = src;
    plane[src] = 1;
    int err = mz_queue_push(&q, src);
    const ptrdiff_t step[MZ_NDIRS] = {(ptrdiff_t)w, 1, -(ptrdiff_t)w, -1};
    while (err == MZ_OK && q.len) {
        uint32_t c = mz_queue_pop(&q), y = c / w, x = c - y * w;
        if ((y & 1) && (x & 1) && mz_grid_is_room(g, (int)y, (int)x))
            last = c;
        const bool inside[MZ_NDIRS] = {y + 1 < h, x + 1 < w, y > 0, x > 0};
        for (int d = 0; d < MZ_NDIRS && err == MZ_OK; d++) {
            uint32_t nc = (uint32_t)((ptrdiff_t)c + step[d]);
            if (!inside[d] || !(g->cells[nc] & MZ_PASSAGE) || plane[nc])
                continue;
            plane[nc] = 1;
            err = mz_queue_push(&q, nc);
        }
    }
    mz_queue_free(&q);
    *fy = (int)(last / w);
    *fx = (int)(last % w);
    return err;
}

int mz_path_far_ends(const mz_grid *g, int *sy, int *sx, int *gy, int *gx)
{
    /* A shape's start room (in pieces: the piece the dot plays), else the
     * first open room as rooms are read (a shape's start by default). */
    bool shape = mz_grid_masked(g) && mz_grid_open(g, g->start_y, g->start_x);
    int y0 = shape ? g->start_y : 1, x0 = shape ? g->start_x : 1;
    while (y0 < g->height - 1 && !mz_grid_open(g, y0, x0)) {
        x0 += 2;
        if (x0 >= g->width - 1)
            x0 = 1, y0 += 2;
    }
    if (y0 >= g->height - 1)
        return MZ_ENOPATH;
    uint8_t *plane = malloc((size_t)g->height * (size_t)g->width);
    if (!plane)
        return MZ_ENOMEM;
    int ay, ax, by, bx;
    int err = farthest_room(g, y0, x0, plane, &ay, &ax);
    if (err == MZ_OK)
        err = farthest_room(g, ay, ax, plane, &by, &bx);
    free(plane);
    if (err != MZ_OK)
        return err;
    if (ay == by && ax == bx)
        return MZ_ENOPATH;
    /* Read order, then away from the lab's ends. */
    bool swap = by < ay || (by == ay && bx < ax);
    bool corners = (ay == 1 && ax == 1) || (by == 1 && bx == 1);
    corners &=
        (ay == g->height - 2 && ax == g->width - 2) || (by == g->height - 2 && bx == g->width - 2);
    swap ^= corners;
    *sy = swap ? by : ay, *sx = swap ? bx : ax;
    *gy = swap ? ay : by, *gx = swap ? ax : bx;
    return MZ_OK;
}

void mz_path_free(mz_path *p)
{
    free(p->cells);
    p->cells = NULL;
    p->length = 0;
}
