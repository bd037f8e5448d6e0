/* drawn.c - the running algorithm's structure drawn in the maze: the
 * plane made at the shown step for the view.
 * SPDX-License-Identifier: MIT */
#include "drawn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang.h"
#include "mazedfs/gen.h"
#include "mazedfs/solve.h"

void drawn_free(drawn *d)
{
    free(d->plane);
    free(d->fresh);
    memset(d, 0, sizeof *d);
}

/* The panel's names of the classes it counts, in its order. */
static const struct {
    uint32_t cls;
    const char *name;
} sized[] = {
    {MZ_DRAWN_FRONTIER, N_("frontier")},  {MZ_DRAWN_CLOSED, N_("closed")},
    {MZ_DRAWN_STACK, N_("on the stack")}, {MZ_DRAWN_DEAD, N_("dead branches")},
    {MZ_DRAWN_ONCE, N_("marked once")},   {MZ_DRAWN_TWICE, N_("marked twice")},
};

/* Counts the classes of d->plane into count, and its sets. */
static size_t count(const drawn *d, size_t count[MZ_DRAWN_SET])
{
    size_t sets = 0;
    memset(count, 0, MZ_DRAWN_SET * sizeof *count);
    for (size_t i = 0; i < d->cells; i++) {
        uint32_t c = d->plane[i];
        if (c < MZ_DRAWN_SET)
            count[c]++;
        else
            sets += c - MZ_DRAWN_SET == i; /* a set's number is its first cell */
    }
    return sets;
}

void drawn_sizes(const drawn *d, bool counts, const mz_solver_info *solver, char *buf, size_t n)
{
    size_t used = 0, cls[MZ_DRAWN_SET] = {0}, sets = d->made ? count(d, cls) : 0;
    if (n)
        buf[0] = '\0';
    for (size_t k = 0; counts && d->made && k < sizeof sized / sizeof sized[0] && used < n; k++) {
        const char *name = sized[k].name;
        if (sized[k].cls == MZ_DRAWN_FRONTIER && solver && solver->frontier)
            name = solver->frontier; /* the algorithm's own word */
        if (cls[sized[k].cls])
            used += (size_t)snprintf(buf + used, n - used, "%s%s %zu", used ? ", " : "", _(name),
                                     cls[sized[k].cls]);
    }
    if (sets && used < n)
        snprintf(buf + used, n - used, _("%ssets in colour %zu"), used ? ", " : "", sets);
}

/* Beyond this many cells the state is not drawn: a plane a frame would
 * cost more than the frame (1001 x 1001 fits). */
#define DRAWN_MAX_CELLS ((size_t)1 << 20)

/* While an animation runs on a maze of more than DRAWN_LAZY_CELLS cells,
 * a plane that takes c ms is made again no sooner than DRAWN_SPACING * c
 * ms after the last: a quarter of the time at most (Kruskal's sets at
 * 1001 x 1001 take about 90 ms on a loaded machine). Paused, stepping or
 * scrubbing, and on smaller mazes, it is made at every step, so a frame
 * never depends on the clock there. */
#define DRAWN_SPACING 4.0
#define DRAWN_LAZY_CELLS ((size_t)1 << 18)

/* The planes for a grid of cells cells; false when memory runs out. */
static bool fit(drawn *d, size_t cells)
{
    if (d->cells == cells && d->plane)
        return true;
    free(d->plane);
    free(d->fresh);
    d->plane = calloc(cells, sizeof *d->plane);
    d->fresh = calloc(cells, sizeof *d->fresh);
    d->cells = d->plane && d->fresh ? cells : 0;
    d->made = false;
    return d->cells != 0;
}

bool drawn_update(drawn *d, view *v, const drawn_source *src, double (*now_ms)(void))
{
    const mz_grid *g = v->grid;
    size_t cells = (size_t)g->height * (size_t)g->width;
    if (d->keyed && memcmp(src->key, d->key, sizeof d->key) == 0 && d->keyed_arrows == d->arrows &&
        v->drawn == d->plane)
        return false;
    double t0 = now_ms();
    if (src->animating && cells > DRAWN_LAZY_CELLS && d->made &&
        t0 < d->made_at + DRAWN_SPACING * d->cost_ms)
        return true; /* a big maze animating: made again a few frames on */
    memcpy(d->key, src->key, sizeof d->key);
    d->keyed_arrows = d->arrows;
    d->keyed = true;
    if (cells > DRAWN_MAX_CELLS || v->fit.k != 1 || !fit(d, cells)) {
        v->drawn = NULL;
        d->made = false;
        return false;
    }
    /* With the arrows asked for: they are taken off below, in the one
     * pass over the cells a frame makes (this runs every animated frame). */
    bool on = src->gen      ? mz_gen_state(src->gen, d->fresh, true)
              : src->solver ? mz_solve_state(src->solver, d->fresh)
                            : false;
    if (!on)
        memset(d->fresh, 0, cells * sizeof *d->fresh);
    if (v->drawn != d->plane) /* a new view, or none drawn before */
        memset(d->plane, 0, cells * sizeof *d->plane);
    uint32_t *f = d->fresh;
    for (size_t i = 0; i < cells; i++) {
        if (!d->arrows && f[i] >= MZ_DRAWN_ARROW && f[i] < MZ_DRAWN_SET)
            f[i] = MZ_DRAWN_NONE;
        if (f[i] != d->plane[i])
            view_touch(v, (int)(i / (size_t)g->width), (int)(i % (size_t)g->width));
    }
    d->fresh = d->plane;
    d->plane = f;
    d->made = on;
    v->drawn = d->plane;
    d->made_at = now_ms();
    d->cost_ms = d->made_at - t0;
    return false;
}
