/* gen_impl.h - what every generator shares: the iterator header and the
 * entry points each generator file provides. Private to the core.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_GEN_IMPL_H
#define MAZEDFS_GEN_IMPL_H

#include <stdint.h>

#include "mazedfs/gen.h"
#include "mazedfs/intl.h"
#include "mazedfs/rng.h"
#include "mz_assert.h"

typedef struct gen_ops {
    /* One step of the algorithm proper; false once it is finished. */
    bool (*step)(mz_gen *g, mz_event *ev);
    /* The fast path: runs the algorithm to the end without events and
     * returns the steps step() would have reported. NULL: mz_gen_finish
     * loops step() instead, so a generator need not write two versions. */
    uint64_t (*run)(mz_gen *g);
    /* Frees what the generator owns beyond its state block, or NULL. */
    void (*release)(mz_gen *g);
    /* Nonzero: around run(), each border room holds the directions that
     * leave the grid in bits border_shift + d (mz_gen_mark_border). */
    int border_shift;
    /* Writes the algorithm's own state for the panel ("stack 12"), in the
     * user's language (mz_tr), into buf and returns its length as snprintf
     * does, or NULL: rooms only. */
    int (*describe)(const mz_gen *g, char *buf, size_t n);
    /* Fills plane (a word per cell) with the class of every cell in the
     * algorithm's structure now (drawn.h), or NULL: nothing to draw. Reads
     * the state, changes nothing. 0 or MZ_ENOMEM. */
    int (*state)(const mz_gen *g, uint32_t *plane);
    /* For --predict (MZ_ASK_ROAM): the room a random walk's head stands
     * on, the one its last move went to, into *y, *x; true when its next
     * step moves it to a room drawn at random among the neighbour rooms
     * inside the grid. Reads the state, changes nothing. NULL: no such
     * walk, or its events name the room each move goes to. */
    bool (*walker)(const mz_gen *g, int *y, int *x);
    /* The maze-only fast path (mz_gen_finish_maze): as run(), the same
     * maze from the same draws, called the same way (after the pending
     * step, the border marked if asked), but counting nothing, for a
     * generator whose count costs time of its own (Wilson's loop
     * erasure). NULL: mz_gen_finish_maze takes run(). */
    void (*run_maze)(mz_gen *g);
} gen_ops;

/* The row engine of a generator that makes the maze one room row at a
 * time (mz_gen_info.rows): one call makes the rest of the room row the
 * generator is on, from where stepping left it, and moves to the next.
 * row points at cell 0 of that room row, width cells, which must hold
 * what stepping left there (all wall in a fresh row); the row above
 * (row - width) gets the walls opened north. Nothing else is touched, so
 * the grid's run() and the stream (stream.c), which lends a window of two
 * rows, make the same maze. Returns the steps step() would have reported;
 * the generator is finished after its last room row. */
typedef struct mz_gen_rows {
    uint64_t (*fill)(mz_gen *g, uint8_t *row);
    /* The grid row of the room row the next fill makes; past height - 2
     * once the generator is finished. */
    int (*next_row)(const mz_gen *g);
} mz_gen_rows;

/* The fast path (gen_ops.run) of a generator with a row engine: fill on
 * the grid's rows, one by one, from where stepping left it to the last. */
uint64_t mz_gen_run_rows(mz_gen *g);

/* Every generator's state starts with this header. */
struct mz_gen {
    const gen_ops *ops;
    const mz_gen_info *info;
    mz_grid *grid; /* borrowed */
    mz_rng rng;
    uint64_t steps;
    int exit_step; /* 0 while generating, then 1, 2 as the exit opens */
    bool pending;  /* a step the fast path cannot begin with is due (the
                      head's room, dug after the wall into it): finish
                      takes it with step() before run() */
    mz_gen_params params;
    uint64_t rooms_in;  /* rooms in the maze so far, kept by step() (not
                           run()) for mz_gen_progress */
    int last_y, last_x; /* the cell of the last event step() reported */
    uint64_t seed;      /* the seed it was made with (predict.c's copy) */
    uint64_t events;    /* events mz_gen_next reported, decisions too */
};

/* For each 4-bit mask of directions: how many are set, and the k-th set
 * one (k from 0). Tables, because without -mpopcnt __builtin_popcount is a
 * libgcc call, which showed in the profile. */
static const uint8_t mz_gen_set_count[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const uint8_t mz_gen_set_bit[16][4] = {
    {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {2, 0, 0, 0}, {0, 2, 0, 0},
    {1, 2, 0, 0}, {0, 1, 2, 0}, {3, 0, 0, 0}, {0, 3, 0, 0}, {1, 3, 0, 0}, {0, 1, 3, 0},
    {2, 3, 0, 0}, {0, 2, 3, 0}, {1, 2, 3, 0}, {0, 1, 2, 3},
};

/* A uniform direction among the set bits of mask (not 0), with no draw
 * when there is one choice. */
static inline int mz_gen_pick_dir(mz_rng *r, unsigned mask)
{
    unsigned n = mz_gen_set_count[mask];
    return mz_gen_set_bit[mask][n == 1 ? 0 : mz_rng_below(r, n)];
}

/* Allocates a generator's state block of size bytes (its struct, which
 * starts with mz_gen) and fills the header. The grid is blank already
 * (mz_gen_new_blank); a grid with no cells (NULL) only gives the size,
 * for a row engine's stream. Returns NULL when memory runs out. */
void *mz_gen_alloc(size_t size, const gen_ops *ops, mz_grid *grid, uint64_t seed,
                   const mz_gen_params *params);

/* For a grid whose inside rooms fall into several pieces (a shape with
 * --pieces): a generator that makes each piece a maze of its own with
 * info, one after another. NULL with *one set when the grid is one piece
 * (make info's own generator then), NULL alone when memory runs out. */
mz_gen *mz_gen_pieces_new(const mz_gen_info *info, mz_grid *grid, uint64_t seed,
                          const mz_gen_params *params, bool *one);

/* For a fast run path: sets (on true) or clears (on false) in each border
 * room the bits shift + d for the directions d that would leave the grid,
 * so a walker can tell them from the byte it stands on, with no bounds
 * checks. Clearing touches those four bits only. Never visible outside a
 * run: a run sets them on entry and clears them before it returns. Rooms
 * outside a mask (MZ_OUTSIDE) are left alone: the directions into them are
 * not marked, so every run() tells MZ_OUTSIDE from a room it may enter,
 * with the same draws as step(). */
void mz_gen_mark_border(mz_grid *g, int shift, bool on);

#endif
