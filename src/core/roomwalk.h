/* roomwalk.h - the lab's solve (the dfs solver) walked room by room over a
 * plane of rooms, for --stats on mazes with loops. Private to the core.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_ROOMWALK_H
#define MAZEDFS_ROOMWALK_H

#include <stdint.h>

/* A room's byte in the walk's plane: its open doors as bits 1 << MZ_SOUTH
 * ... (none onto the border but the last room's), and WALK_OPEN when the
 * room is passage; the walk keeps its own marks in the bits above. */
enum { WALK_OPEN = 16 };

/* The dfs solver (south, east, north, west, backing up off dead ends)
 * walked from the start, room 0, over plane (rows x cols rooms, row by
 * row; marked as it goes, so it can be walked once) on a well-formed grid
 * with the lab's ends, loops or none, up to where it first stands on the
 * last room. *entered gets the cells it has entered there: the start, a
 * door and a room for each room it goes into, and each door it enters and
 * backs out of (onto a room on its path, or a wall room); *depth the rooms
 * on its path, the start and the last room included. Returns MZ_OK,
 * MZ_ENOPATH when it never reaches the last room, or MZ_ENOMEM. */
int mz_room_walk_dfs(uint8_t *plane, uint32_t rows, uint32_t cols, uint64_t *entered,
                     uint64_t *depth);

#endif
