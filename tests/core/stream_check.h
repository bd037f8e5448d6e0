/* stream_check.h - a maze checked row by row, in memory proportional to
 * its width: the streamed mazes are too tall to hold. Shared by
 * test_stream (rows from mz_stream) and check_stream_text (--print's text).
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_STREAM_CHECK_H
#define MAZEDFS_STREAM_CHECK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mazedfs/grid.h"

/* Perfect means: every room open, posts and borders wall but for the
 * exit cells, and the open links between rooms a tree. A tree is found
 * without the whole graph: a union-find over one room row and the sets
 * of the row above it says when a link closes a loop; with no loop and
 * links = rooms - 1 the rooms are also connected. */
typedef struct row_check {
    int height, width, cols;
    long long y;            /* rows seen so far */
    uint64_t rooms, links;  /* counted as seen */
    bool loop, bad;         /* a link closed a loop; a cell a maze cannot have */
    uint8_t *above;         /* the last wall row (its odd cells open down) */
    uint32_t *label;        /* per room of the last room row: its set, 0..cols-1 */
    uint32_t *parent, *map; /* 2 * cols: the sets above, then this row's rooms */
} row_check;

static inline bool row_check_init(row_check *c, int height, int width)
{
    memset(c, 0, sizeof *c);
    c->height = height;
    c->width = width;
    c->cols = (width - 1) / 2;
    c->above = calloc((size_t)width, 1);
    c->label = calloc((size_t)c->cols, sizeof *c->label);
    c->parent = calloc(2 * (size_t)c->cols, sizeof *c->parent);
    c->map = calloc(2 * (size_t)c->cols, sizeof *c->map);
    return c->above && c->label && c->parent && c->map;
}

static inline void row_check_free(row_check *c)
{
    free(c->above);
    free(c->label);
    free(c->parent);
    free(c->map);
}

static inline uint32_t rc_find(uint32_t *parent, uint32_t i)
{
    while (parent[i] != i)
        i = parent[i] = parent[parent[i]];
    return i;
}

/* Joins a and b; a loop if they were joined already. */
static inline void rc_link(row_check *c, uint32_t a, uint32_t b)
{
    a = rc_find(c->parent, a);
    b = rc_find(c->parent, b);
    c->links++;
    if (a == b)
        c->loop = true;
    c->parent[a] = b;
}

/* A room row: the rooms, the links up (from the wall row above) and east,
 * then each room's set renamed to 0..cols-1 for the next room row. */
static void rc_room_row(row_check *c, const uint8_t *row)
{
    const uint32_t n = (uint32_t)c->cols;
    for (uint32_t i = 0; i < 2 * n; i++)
        c->parent[i] = i;
    for (uint32_t i = 0; i < n; i++) {
        c->rooms++;
        c->bad |= !(row[2 * i + 1] & 1);
        if (c->y > 1 && (c->above[2 * i + 1] & 1))
            rc_link(c, c->label[i], n + i);
        if (i + 1 < n && (row[2 * i + 2] & 1))
            rc_link(c, n + i, n + i + 1);
    }
    for (uint32_t i = 0; i < 2 * n; i++)
        c->map[i] = UINT32_MAX;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t r = rc_find(c->parent, n + i);
        if (c->map[r] == UINT32_MAX)
            c->map[r] = i;
        c->label[i] = c->map[r];
    }
}

/* Takes row c->y (width bytes, bit 0: passage). */
static inline void row_check_row(row_check *c, const uint8_t *row)
{
    const int w = c->width, y = (int)c->y;
    bool exit_row = y == c->height - 2, bottom = y == c->height - 1;
    c->bad |= y >= c->height;
    c->bad |= (row[0] & 1) || ((row[w - 1] & 1) != exit_row);
    if (y % 2 == 1) {
        rc_room_row(c, row);
    } else {
        for (int x = 1; x < w - 1; x++)
            if (x % 2 == 0 || y == 0 || bottom)
                c->bad |= (row[x] & 1) != (bottom && x == w - 2);
        memcpy(c->above, row, (size_t)w);
    }
    c->y++;
}

/* True once every row came and the maze is perfect. */
static inline bool row_check_perfect(const row_check *c)
{
    uint64_t rooms = (uint64_t)((c->height - 1) / 2) * (uint64_t)c->cols;
    return c->y == c->height && !c->bad && !c->loop && c->rooms == rooms && c->links + 1 == rooms;
}

#endif
