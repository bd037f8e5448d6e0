/* event.c - replaying generator events onto a grid.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/event.h"

#include "mazedfs/grid.h"

const char *mz_event_kind_name(mz_event_kind kind)
{
    static const char *const names[MZ_EV_KINDS] = {"carve",   "wall", "open_all", "cursor", "visit",
                                                   "retreat", "path", "fill",     "phase",  "look"};
    return (unsigned)kind < MZ_EV_KINDS ? names[kind] : "?";
}

void mz_event_apply(mz_grid *g, const mz_event *ev)
{
    switch (ev->kind) {
    case MZ_EV_CARVE: *mz_grid_at(g, ev->y, ev->x) = MZ_PASSAGE; break;
    case MZ_EV_WALL: *mz_grid_at(g, ev->y, ev->x) = MZ_WALL; break;
    case MZ_EV_OPEN_ALL: mz_grid_open_interior(g); break;
    default: break;
    }
}
