/* event.h - what one step of a generator or solver did, for the animator.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_EVENT_H
#define MAZEDFS_EVENT_H

#include <stdbool.h>
#include <stdint.h>

typedef enum mz_event_kind {
    MZ_EV_CARVE,    /* the cell became passage */
    MZ_EV_WALL,     /* the cell became wall (recursive division) */
    MZ_EV_OPEN_ALL, /* the interior became passage inside a wall border */
    MZ_EV_CURSOR,   /* the algorithm's head moved here; the maze is unchanged */
    MZ_EV_VISIT,    /* a solver stepped onto the cell */
    MZ_EV_RETREAT,  /* a solver backed up off the cell */
    MZ_EV_PATH,     /* the cell is on the route a solver found */
    MZ_EV_FILL,     /* a solver gave the cell up (dead-end filling) */
    MZ_EV_PHASE,    /* a run's phase begins (run.h): y holds its mz_run_phase,
                       x is 0; nothing on the grid changes */
    MZ_EV_LOOK,     /* a decision that changes no cell: the algorithm looked
                       at this cell or wall (a wall Kruskal rejects, a chamber
                       popped, a door chosen, a queue pop); paced like a
                       CURSOR, and not counted as a step (so fast paths,
                       which take no decisions visibly, count the same) */
    MZ_EV_KINDS
} mz_event_kind;

typedef struct mz_event {
    mz_event_kind kind;
    int y, x;     /* the cell; (0, 0) for MZ_EV_OPEN_ALL */
    bool light;   /* a tentative move, not the maze's growth (Wilson's walk,
                     carved and erased): paced like a CURSOR */
    uint8_t line; /* the pseudo-code line that made the step (1 for the
                     first line of the algorithm's code), or 0 */
} mz_event;

/* The share of one step's delay the window spends on ev: a sixteenth for
 * a head's move (CURSOR), a decision (LOOK) or a light event, else 1. Generators report the
 * kind and the flag; this one table turns them into time. */
#define MZ_LIGHT_WEIGHT (1.0 / 16.0)
static inline double mz_event_weight(const mz_event *ev)
{
    return ev->kind == MZ_EV_CURSOR || ev->kind == MZ_EV_LOOK || ev->light ? MZ_LIGHT_WEIGHT : 1.0;
}

/* True if ev counts as a step (--steps, the step counters, the fast
 * paths' counts): every kind but a decision (LOOK) and a phase mark. */
static inline bool mz_event_is_step(const mz_event *ev)
{
    return ev->kind != MZ_EV_LOOK && ev->kind != MZ_EV_PHASE;
}

/* Fills ev: what happened (kind) and where (y, x); not light and line 0
 * (a step sets ev->light and ev->line after). */
static inline void mz_event_set(mz_event *ev, mz_event_kind kind, int y, int x)
{
    ev->kind = kind;
    ev->y = y;
    ev->x = x;
    ev->light = false;
    ev->line = 0;
}

/* The kind's name in --events: "carve", "wall", "open_all", "cursor",
 * "visit", "retreat", "path", "fill", "phase", "look"; "?" for anything
 * else. */
const char *mz_event_kind_name(mz_event_kind kind);

struct mz_grid;

/* Applies a maze-changing event (CARVE, WALL, OPEN_ALL) to g, as a replay
 * would; other kinds leave g alone. */
void mz_event_apply(struct mz_grid *g, const mz_event *ev);

#endif
