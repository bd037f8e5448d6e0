/* grid.h - the byte maze M[height][width]: 0 wall, 1 passage, rooms at odd (y, x).
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_GRID_H
#define MAZEDFS_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Directions keep the Java lab's numbering; every module uses mz_dy/mz_dx. */
enum { MZ_SOUTH = 0, MZ_EAST = 1, MZ_NORTH = 2, MZ_WEST = 3, MZ_NDIRS = 4 };
extern const int mz_dy[MZ_NDIRS];
extern const int mz_dx[MZ_NDIRS];
#define MZ_OPPOSITE(d) (((d) + 2) & 3)

/* Cell values. Bit 0 is the maze; a running generator may keep private
 * bookkeeping in bits 1-7 of cells it has carved and clears them before it
 * finishes, so a finished grid holds only 0 and 1. Read the maze with
 * mz_grid_open(), which looks at bit 0 only. */
enum { MZ_WALL = 0, MZ_PASSAGE = 1 };

/* Cells outside a mask (a maze in a shape): neither wall nor passage, never
 * carved, drawn as background. Bit 0 is clear, so mz_grid_open() says no.
 * 0xf0 cannot be bookkeeping: private bits live in cells a generator has
 * carved (bit 0 set), Prim's frontier mark is bit 1, and the border marks
 * of the fast paths (mz_gen_mark_border) set all four bits 4-7 only in a
 * room with no neighbour, which a grid of two rooms or more never has. */
#define MZ_OUTSIDE 0xf0

/* Size limits: each side is odd, from MZ_MIN_SIDE to MZ_MAX_SIDE, so the grid
 * (one byte per cell) is at most about 1 GiB. */
#define MZ_MIN_SIDE 5
#define MZ_MAX_SIDE 32767

typedef struct mz_grid {
    int height;           /* rows, odd, >= MZ_MIN_SIDE */
    int width;            /* columns, odd, >= MZ_MIN_SIDE */
    uint8_t *cells;       /* height * width bytes, row-major, owned by the grid */
    int start_y, start_x; /* the start room (odd coordinates) */
    int goal_y, goal_x;   /* the goal room (odd coordinates) */
    uint64_t inside;      /* rooms inside the mask, or 0: no mask, every room */
    uint32_t pieces;      /* the pieces of a shape's rooms when known (1 where
                             a joined mask was laid, mz_mask_apply), else 0:
                             count them (mz_grid_count_pieces) */
} mz_grid;

/* Allocates a height x width grid, all wall (blank), its ends the lab's:
 * the start room (1, 1), the goal room (h-2, w-2). Sides must be odd and
 * within the limits. Returns NULL on bad sizes or when memory runs out. */
mz_grid *mz_grid_new(int height, int width);

/* A new grid of g's size, shape and ends: its outside cells copied, every
 * other cell wall (blank). NULL when memory runs out. */
mz_grid *mz_grid_new_like(const mz_grid *g);

/* Sets the start and goal rooms. Both must be rooms (odd coordinates
 * inside the border) and differ: callers check (mz_grid_ends_ok). The
 * cells are not changed: whoever moves the ends of a finished maze opens
 * or closes the exit cells (mz_grid_exit_cells) to match. */
void mz_grid_set_ends(mz_grid *g, int start_y, int start_x, int goal_y, int goal_x);

/* Frees the grid and its cells. mz_grid_free(NULL) is a no-op. */
void mz_grid_free(mz_grid *g);

/* Sets every cell to value. */
void mz_grid_fill(mz_grid *g, uint8_t value);

/* Makes every cell wall but those outside the mask: blank, the starting
 * state of every generator but division. */
void mz_grid_reset(mz_grid *g);

/* True if g is blank: every cell wall or outside the mask (MZ_OUTSIDE,
 * none with no mask), as mz_grid_reset leaves it. Reads every cell: for
 * checks, not for deciding whether to reset. */
bool mz_grid_blank(const mz_grid *g);

/* Makes the border wall and everything inside it passage (the starting
 * state of recursive division). */
void mz_grid_open_interior(mz_grid *g);

/* True if (y, x) is inside the grid. */
static inline bool mz_grid_contains(const mz_grid *g, int y, int x)
{
    return y >= 0 && x >= 0 && y < g->height && x < g->width;
}

/* The byte at (y, x); (y, x) must be inside. */
static inline uint8_t *mz_grid_at(const mz_grid *g, int y, int x)
{
    return g->cells + (size_t)y * (size_t)g->width + (size_t)x;
}

/* True if (y, x) is inside the grid and passage. */
static inline bool mz_grid_open(const mz_grid *g, int y, int x)
{
    return mz_grid_contains(g, y, x) && (*mz_grid_at(g, y, x) & MZ_PASSAGE);
}

/* True if (y, x) is a room of g: odd coordinates inside the border. */
static inline bool mz_grid_is_room(const mz_grid *g, int y, int x)
{
    return y > 0 && x > 0 && y < g->height - 1 && x < g->width - 1 && (y & 1) && (x & 1);
}

/* True if the ends are the lab's: start (1, 1), goal (h-2, w-2). */
static inline bool mz_grid_ends_default(const mz_grid *g)
{
    return g->start_y == 1 && g->start_x == 1 && g->goal_y == g->height - 2 &&
           g->goal_x == g->width - 2;
}

/* The start room as y * width + x. */
static inline size_t mz_grid_start_index(const mz_grid *g)
{
    return (size_t)g->start_y * (size_t)g->width + (size_t)g->start_x;
}

/* The exit. With the lab's ends it is opened in the border: the two border
 * cells beside the goal room (h-2, w-2), the one below it (i = 0) and the
 * one right of it (i = 1), in that order, and the dot escapes on the
 * second. With any other ends the border stays whole (no exit cells) and
 * the exit is the goal room itself, marked in every picture. */
enum { MZ_EXIT_CELLS = 2 };
static inline int mz_grid_exit_cells(const mz_grid *g)
{
    return mz_grid_ends_default(g) ? MZ_EXIT_CELLS : 0;
}
static inline int mz_grid_exit_cell_y(const mz_grid *g, int i) { return g->height - 1 - i; }
static inline int mz_grid_exit_cell_x(const mz_grid *g, int i) { return g->width - 2 + i; }

/* True if the grid has a mask (some cells are MZ_OUTSIDE). */
static inline bool mz_grid_masked(const mz_grid *g) { return g->inside != 0; }

/* True if (y, x) is inside the grid and not outside the mask. */
static inline bool mz_grid_inside(const mz_grid *g, int y, int x)
{
    return mz_grid_contains(g, y, x) && *mz_grid_at(g, y, x) != MZ_OUTSIDE;
}

/* The cell the dot escapes on and every search ends on: (h-2, w-1) with
 * the lab's ends, else the goal room. */
static inline int mz_grid_exit_y(const mz_grid *g)
{
    return mz_grid_ends_default(g) ? mz_grid_exit_cell_y(g, 1) : g->goal_y;
}
static inline int mz_grid_exit_x(const mz_grid *g)
{
    return mz_grid_ends_default(g) ? mz_grid_exit_cell_x(g, 1) : g->goal_x;
}

/* The exit cell as y * width + x. */
static inline size_t mz_grid_exit_index(const mz_grid *g)
{
    return (size_t)mz_grid_exit_y(g) * (size_t)g->width + (size_t)mz_grid_exit_x(g);
}

/* True if (y, x) is one of the exit cells opened in the border. */
static inline bool mz_grid_is_exit(const mz_grid *g, int y, int x)
{
    for (int i = 0; i < mz_grid_exit_cells(g); i++)
        if (y == mz_grid_exit_cell_y(g, i) && x == mz_grid_exit_cell_x(g, i))
            return true;
    return false;
}

/* Number of rooms: ((h-1)/2) * ((w-1)/2), or those inside the mask. */
uint64_t mz_grid_rooms(const mz_grid *g);

#endif
