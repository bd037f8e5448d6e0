/* gen.h - maze generators as step iterators, and the registry that names them.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_GEN_H
#define MAZEDFS_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazedfs/event.h"
#include "mazedfs/grid.h"

typedef struct mz_gen mz_gen;
struct mz_gen_rows; /* a generator's row engine; private to the core */

/* Knobs some generators take; the others ignore them. */
typedef struct mz_gen_params {
    int newest_pct;       /* growing-tree: % chance to take the newest room */
    uint64_t shift_steps; /* origin-shift: moves to make; 0 until every
                             room has been the origin */
} mz_gen_params;

/* The most --shift-steps takes: ten billion moves, under a minute in the
 * fast path (about 4 ns a move), so every run it allows can finish. */
#define MZ_MAX_SHIFT_STEPS 10000000000ULL

/* The defaults: growing-tree at 50%, origin-shift until it stops itself. */
extern const mz_gen_params mz_gen_params_default;

typedef struct mz_gen_info {
    const char *name;    /* what --gen takes */
    const char *aliases; /* other accepted names, space separated, or "" */
    const char *summary; /* one line for --list */
    bool perfect;        /* every maze is a spanning tree of the rooms */
    mz_gen *(*create)(mz_grid *grid, uint64_t seed, const mz_gen_params *params);
    const char *const *code; /* pseudo-code, 4 to 12 short lines, NULL
                                ended; an event's line counts from 1 */
    /* Non-NULL when the generator makes the maze one room row at a time
     * with only a row of state: it can stream (mazedfs/stream.h). */
    const struct mz_gen_rows *rows;
    bool uniform;          /* every perfect maze of the size is as likely */
    const char *texture;   /* a few words on how its mazes look */
    uint8_t until;         /* the line of the loop's test ("until ..."):
                              a LOOK names it as the algorithm stops; 0 */
    uint16_t unlit;        /* bit k - 1: line k of code may never run on
                              some mazes (a test checks the others do) */
    const char *unlit_why; /* why those lines may stay dark, or NULL */
    bool masks;            /* carves inside a mask (mazedfs/mask.h) and stays
                              perfect over its rooms; the others refuse one */
    uint8_t ask;           /* how --predict asks its steps (mz_ask_style in
                              mazedfs/predict.h); 0: it cannot be asked */
} mz_gen_info;

/* How many lines info's pseudo-code has. */
int mz_gen_code_lines(const mz_gen_info *info);

/* One line of the running algorithm's state for the teaching panel (its
 * stack, chambers, frontier, sets ...; at least its rooms in the maze),
 * in the user's language (mz_tr), into buf (n bytes, always terminated
 * when n > 0). */
void mz_gen_describe(const mz_gen *g, char *buf, size_t n);

/* The generator's structure now, for the window to colour: fills plane
 * (height x width words, caller-owned) with a class per cell (drawn.h):
 * Prim's frontier, Kruskal's and Eller's sets, Wilson's walk, the scan
 * row, the chamber being split, the backtracker's stack; with arrows,
 * origin shift's pointers too. Reads only: the maze and the next steps are
 * the same whether it is called or not. Returns false (plane untouched)
 * for a generator that draws no structure, or when memory runs out. */
bool mz_gen_state(const mz_gen *g, uint32_t *plane, bool arrows);

/* The registered generators, in --list order, and how many there are. The
 * first one is the default. Each row lives beside its algorithm; the list
 * is src/core/gen_list.c. */
extern const mz_gen_info *const mz_generators[];
extern const int mz_generator_count;

/* The generator whose name or alias is name, or NULL. */
const mz_gen_info *mz_gen_find(const char *name);

/* The generator after info in --list order, the first after the last;
 * with masked, the next one that can carve in a mask (info itself when no
 * other can). */
const mz_gen_info *mz_gen_after(const mz_gen_info *info, bool masked);

/* Starts info's generator on grid, which it borrows: the grid must outlive
 * the generator. The grid is reset to the generator's starting state (all
 * wall, or an open interior for division) and changes as steps are taken,
 * so it always equals what the events so far describe. Returns NULL when
 * memory runs out. */
mz_gen *mz_gen_new(const mz_gen_info *info, mz_grid *grid, uint64_t seed);

/* mz_gen_new with the knobs in params (copied; NULL for the defaults). */
mz_gen *mz_gen_new_with(const mz_gen_info *info, mz_grid *grid, uint64_t seed,
                        const mz_gen_params *params);

/* mz_gen_new_with on a grid that is blank (mz_grid_blank) already, as the
 * caller that has just made it knows (mz_grid_new, mz_grid_new_like and
 * mz_mask_apply leave it so): it is not reset again, which for a shape
 * at 4001 x 4001 cost as much as laying it. Any other grid goes to
 * mz_gen_new_with. */
mz_gen *mz_gen_new_blank(const mz_gen_info *info, mz_grid *grid, uint64_t seed,
                         const mz_gen_params *params);

/* Does one step and reports it in *ev. Returns false, leaving *ev alone,
 * once the maze is finished; the last steps open the exit. */
bool mz_gen_next(mz_gen *g, mz_event *ev);

/* Runs to the end without reporting events: the same maze that mz_gen_next
 * would give, faster. Returns the number of steps that mz_gen_next would
 * have reported. */
uint64_t mz_gen_finish(mz_gen *g);

/* The step count of a generator finished by mz_gen_finish_maze: not
 * known (and no count: UINT64_MAX). */
#define MZ_STEPS_UNKNOWN UINT64_MAX

/* Runs to the end as mz_gen_finish does, the very same maze, without
 * counting the steps: for a caller that shows no step figure (the text
 * and picture outputs), since for some generators the count costs time
 * of its own (Wilson's loop erasure). Afterwards mz_gen_steps gives
 * MZ_STEPS_UNKNOWN, whichever generator it is. */
void mz_gen_finish_maze(mz_gen *g);

/* Steps reported so far (or counted by mz_gen_finish), or
 * MZ_STEPS_UNKNOWN after mz_gen_finish_maze. */
uint64_t mz_gen_steps(const mz_gen *g);

/* How far generation has come, from 0 to 1: rooms in the maze over all
 * rooms (1 once finished). */
double mz_gen_progress(const mz_gen *g);

/* True once the maze is finished. */
bool mz_gen_done(const mz_gen *g);

/* The generator's description. */
const mz_gen_info *mz_gen_info_of(const mz_gen *g);

/* Frees the generator (not the grid). mz_gen_free(NULL) is a no-op. */
void mz_gen_free(mz_gen *g);

#endif
