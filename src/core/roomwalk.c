/* roomwalk.c - the lab's solve walked room by room: the dfs solver's
 * visits and route on a maze with loops without its walk over cells.
 * SPDX-License-Identifier: MIT */
#include "roomwalk.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>

#include "mazedfs/error.h"
#include "mazedfs/grid.h"

/* The walk's marks above a room's doors and WALK_OPEN. */
enum { ON_PATH = 32, LEFT = 64 };

/* The bits set in s (0..15), by a table in a word: no popcount
 * instruction is assumed. */
static uint64_t popcount4(unsigned s) { return (0x4332322132212110ull >> (4 * (s & 15))) & 15; }

/* One room on the walk's path: its index and the first direction it has
 * yet to try. */
typedef struct walk_room {
    uint32_t i;
    uint8_t next;
} walk_room;

/* The sides of room i the walk has yet to try from next on, but the way
 * it came in (back, or none: MZ_NDIRS): into a room not yet entered
 * (*fresh), or through a door it enters and backs out of (*look): to a
 * room on its path or a wall room. A room left behind has tried its side
 * of the door already (had it found this room unentered, it would have
 * gone in), so that door is no try. No branch on the maze: a closed side
 * reads the room's own byte and counts for nothing. */
static void sides_left(const uint8_t *plane, uint32_t i, const ptrdiff_t *room, unsigned next,
                       unsigned back, unsigned *fresh, unsigned *look)
{
    unsigned doors = plane[i] & 15, f = 0, k = 0;
    for (unsigned d = 0; d < MZ_NDIRS; d++) {
        unsigned door = doors >> d & 1, v = plane[(ptrdiff_t)i + (door ? room[d] : 0)];
        unsigned open = (v & WALK_OPEN) != 0;
        f |= (door & open & ((v & (ON_PATH | LEFT)) == 0)) << d;
        k |= (door & (!open | ((v & ON_PATH) != 0))) << d;
    }
    unsigned left = 0xfu << next & 0xfu;
    *fresh = f & left;
    *look = k & left & ~(1u << back);
}

int mz_room_walk_dfs(uint8_t *plane, uint32_t rows, uint32_t cols, uint64_t *entered,
                     uint64_t *depth)
{
    const ptrdiff_t room[MZ_NDIRS] = {(ptrdiff_t)cols, 1, -(ptrdiff_t)cols, -1};
    const uint32_t last = rows * cols - 1;
    size_t cap = 4096, len = 1;
    walk_room *path = malloc(cap * sizeof *path);
    if (!path)
        return MZ_ENOMEM;
    path[0] = (walk_room){0, 0};
    plane[0] |= ON_PATH;
    uint64_t n = 1; /* the start */
    int err = MZ_ENOPATH;
    while (len) {
        walk_room *top = &path[len - 1];
        if (top->i == last) {
            err = MZ_OK;
            break;
        }
        unsigned back = len > 1 ? MZ_OPPOSITE(path[len - 2].next - 1) : MZ_NDIRS, fresh, look;
        sides_left(plane, top->i, room, top->next, back, &fresh, &look);
        if (!fresh) { /* every side tried: back up */
            n += popcount4(look);
            plane[top->i] = (uint8_t)((plane[top->i] & ~ON_PATH) | LEFT);
            len--;
            continue;
        }
        unsigned d = (unsigned)__builtin_ctz(fresh);
        n += popcount4(look & ((1u << d) - 1)) + 2; /* the door and the room */
        top->next = (uint8_t)(d + 1);
        uint32_t in = (uint32_t)((ptrdiff_t)top->i + room[d]);
        plane[in] |= ON_PATH;
        if (len == cap) {
            walk_room *v = realloc(path, 2 * cap * sizeof *v);
            if (!v) {
                err = MZ_ENOMEM;
                break;
            }
            path = v;
            cap *= 2;
        }
        path[len++] = (walk_room){in, 0};
    }
    *entered = n;
    *depth = len;
    free(path);
    return err;
}
