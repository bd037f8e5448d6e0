/* living.c - --living in the window: during play, one origin-shift move
 * of the core's mz_living every so many ms, never on the dot.
 * SPDX-License-Identifier: MIT */
#include "app.h"

/* Moves made at most per update, so a stalled clock does not run away. */
#define MAX_CATCH_UP 64

void app_living_start(app *a)
{
    if (!a->opt.living_ms || a->living)
        return;
    /* Out of memory: the maze just stays still. */
    a->living = mz_living_new(a->grid, a->now.seed ^ 0x6c6976696e67ULL);
    a->living_next = -1; /* the first update, at the loop's own time, sets it */
}

bool app_living_update(app *a, double now_ms)
{
    if (!a->living || a->phase != PHASE_PLAY || a->play.won)
        return false;
    if (a->living_next < 0) {
        a->living_next = now_ms + a->opt.living_ms;
        return false;
    }
    bool changed = false;
    for (int i = 0; i < MAX_CATCH_UP && now_ms >= a->living_next; i++) {
        mz_event ev[2];
        int n = mz_living_step(a->living, a->play.y, a->play.x, ev);
        for (int k = 0; k < n; k++)
            view_touch(&a->view, ev[k].y, ev[k].x);
        changed |= n > 0;
        a->living_next += a->opt.living_ms;
    }
    if (now_ms >= a->living_next)
        a->living_next = now_ms + a->opt.living_ms;
    if (changed) /* the way out has changed: found again when needed */
        app_maze_changed(a);
    return changed;
}

double app_living_wait_ms(const app *a, double now_ms)
{
    if (!a->living || a->phase != PHASE_PLAY || a->play.won)
        return -1;
    return a->living_next > now_ms ? a->living_next - now_ms : 0;
}
