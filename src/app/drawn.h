/* drawn.h - the running algorithm's structure drawn in the maze: the
 * plane of classes the view reads (their colours are io's drawncol.h). Its update works on the
 * whole app and is in app.h (drawn.c). SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_APP_DRAWN_H
#define MAZEDFS_APP_DRAWN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "drawncol.h" /* the colours: io, shared with the GIF */
#include "mazedfs/drawn.h"
#include "mazedfs/gen.h"
#include "mazedfs/solve.h"
#include "view.h"

/* The state on screen: a class per cell (mz_drawn_class), made from the
 * algorithm at the shown step, and what it was made for. */
typedef struct drawn {
    uint32_t *plane;   /* shown now, owned; NULL while nothing is drawn */
    uint32_t *fresh;   /* scratch for the next one, owned */
    size_t cells;      /* the planes' size */
    bool arrows;       /* origin shift's pointers asked for (key) */
    bool made;         /* plane holds a state */
    bool keyed;        /* key holds what the planes were last made for */
    uint64_t key[4];   /* drawn_source.key: what the plane was made for */
    bool keyed_arrows; /* and the arrows then */
    double made_at;    /* when the plane was last made (ms) */
    double cost_ms;    /* and what making it took */
} drawn;

/* Frees the planes; safe on a zeroed drawn. */
void drawn_free(drawn *d);

/* The sizes line for the panel ("frontier 12, closed 40, sets in colour
 * 3"), or "" when nothing is drawn; without counts, the sets only (a
 * generator's own state line has its frontier, stack or walk). solver:
 * the one solving, whose word for its frontier cells the line uses
 * (mz_solver_info.frontier), or NULL. */
void drawn_sizes(const drawn *d, bool counts, const mz_solver_info *solver, char *buf, size_t n);

/* What the state is made from: the algorithm at the shown step (a
 * generator, a solver, or neither: nothing drawn) and what it stands for
 * (phase, log position, log length, steps), the plane's cache key. */
typedef struct drawn_source {
    const mz_gen *gen;       /* borrowed, or NULL */
    const mz_solver *solver; /* borrowed, or NULL */
    uint64_t key[4];
    bool animating; /* running on its own: a costly plane may wait */
} drawn_source;

/* Makes the plane from src when its key (or the arrows) changed, touches
 * in v the cells whose class changed, and lends v the plane. Up to 2^20
 * cells, at one cell per texel or more; else nothing is drawn. Returns
 * true when it put a costly plane off while animating: call it again on
 * a later frame. now_ms is the app's clock. */
bool drawn_update(drawn *d, view *v, const drawn_source *src, double (*now_ms)(void));

#endif
