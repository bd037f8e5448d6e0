/* drawn.c - the running algorithm's structure drawn in the maze: the
 * colour table, and the plane made at the shown step for the view.
 * SPDX-License-Identifier: MIT */
#include "drawn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"

/* Contrast on black (WCAG): frontier 9.0, closed 3.9, dead 6.9, once 9.9,
 * walk 16, scan 4.0, chamber 6.0, stack 8.0; Okabe and Ito's colours where
 * they fit, which stay apart for the common colour blindnesses. */
const drawn_colors drawn_default_colors = {
    .frontier = 0x56b4e9,
    .closed = 0x5a6a8a,
    .dead = 0xcc79a7,
    .once = 0xe69f00,
    .walk = 0xf0e442,
    .scan = 0x0072b2,
    .chamber = 0x8c7ae6,
    .stack = 0xa0a0a0,
    .arrow = 0xffffff,
};

/* The sets' hues, with the reds (dot, trail) and greens (walls) left out,
 * at two lightnesses: 0xRRGGBB, each 3:1 or more on black. */
static const uint32_t set_rgb[] = {
    0xe69f00, 0xf0e442, 0x56b4e9, 0xcc79a7, 0x8c7ae6, 0x40c8c8, 0xffa0c0, 0xc8a060,
    0xb0b0ff, 0xff8c40, 0x7090ff, 0xd0d070, 0xc060e0, 0x60a8c0, 0xe0c0a0, 0xa0e0ff,
};
#define NSETS (sizeof set_rgb / sizeof set_rgb[0])

uint32_t drawn_set_rgb(uint32_t id)
{
    uint32_t h = id * 2654435761u; /* Knuth's multiplicative hash */
    return set_rgb[(h >> 16) % NSETS];
}

uint32_t drawn_rgb(uint32_t cls)
{
    const drawn_colors *c = &drawn_default_colors;
    const uint32_t by_class[MZ_DRAWN_ARROW] = {
        [MZ_DRAWN_FRONTIER] = c->frontier, [MZ_DRAWN_CLOSED] = c->closed,
        [MZ_DRAWN_DEAD] = c->dead,         [MZ_DRAWN_ONCE] = c->once,
        [MZ_DRAWN_TWICE] = c->dead,        [MZ_DRAWN_WALK] = c->walk,
        [MZ_DRAWN_SCAN] = c->scan,         [MZ_DRAWN_CHAMBER] = c->chamber,
        [MZ_DRAWN_STACK] = c->stack,
    };
    if (cls >= MZ_DRAWN_SET)
        return drawn_set_rgb(cls - MZ_DRAWN_SET);
    return cls < MZ_DRAWN_ARROW ? by_class[cls] : c->arrow;
}

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
    {MZ_DRAWN_WALK, N_("walk")},
};

void drawn_sizes(const drawn *d, char *buf, size_t n)
{
    size_t used = 0;
    if (n)
        buf[0] = '\0';
    for (size_t k = 0; d->made && k < sizeof sized / sizeof sized[0] && used < n; k++)
        if (d->count[sized[k].cls])
            used += (size_t)snprintf(buf + used, n - used, "%s%s %zu", used ? ", " : "",
                                     _(sized[k].name), d->count[sized[k].cls]);
    if (d->made && d->sets && used < n)
        snprintf(buf + used, n - used, _("%ssets %zu"), used ? ", " : "", d->sets);
}

/* Beyond this many cells the state is not drawn: a plane a frame would
 * cost more than the frame (1001 x 1001 fits). */
#define DRAWN_MAX_CELLS ((size_t)1 << 20)

/* Fills d->fresh from the algorithm at the shown step; false: nothing. */
static bool make(app *a, drawn *d)
{
    const timeline_shown *s = &a->tl.shown;
    bool behind = timeline_behind(a);
    if (behind && !s->valid)
        return false; /* too far back to replay: better nothing than wrong */
    if (a->phase == PHASE_GENERATE) {
        const mz_gen *g = behind ? s->gen : app_gen(a);
        return g && mz_gen_state(g, d->fresh, d->arrows);
    }
    if (a->phase == PHASE_SOLVE) {
        const mz_solver *sv = behind ? s->solver : app_solver(a);
        return sv && mz_solve_state(sv, d->fresh);
    }
    return false;
}

/* Counts the classes of d->plane. */
static void count(drawn *d)
{
    memset(d->count, 0, sizeof d->count);
    d->sets = 0;
    for (size_t i = 0; i < d->cells; i++) {
        uint32_t c = d->plane[i];
        if (c < MZ_DRAWN_SET)
            d->count[c]++;
        else
            d->sets += c - MZ_DRAWN_SET == i; /* a set's number is its first cell */
    }
}

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

void app_drawn_update(app *a)
{
    drawn *d = &a->drawn;
    const mz_grid *g = a->grid;
    size_t cells = (size_t)g->height * (size_t)g->width;
    uint64_t key[4] = {(uint64_t)a->phase, a->tl.pos, a->tl.log.n, d->arrows};
    if (d->keyed && memcmp(key, d->key, sizeof key) == 0 && a->view.drawn == d->plane)
        return;
    memcpy(d->key, key, sizeof key);
    d->keyed = true;
    if (cells > DRAWN_MAX_CELLS || a->view.fit.k != 1 || !fit(d, cells)) {
        a->view.drawn = NULL;
        return;
    }
    timeline_refresh(a);
    bool on = make(a, d);
    if (!on)
        memset(d->fresh, 0, cells * sizeof *d->fresh);
    if (a->view.drawn != d->plane) /* a new view, or none drawn before */
        memset(d->plane, 0, cells * sizeof *d->plane);
    for (size_t i = 0; i < cells; i++)
        if (d->fresh[i] != d->plane[i])
            view_touch(&a->view, (int)(i / (size_t)g->width), (int)(i % (size_t)g->width));
    uint32_t *t = d->plane;
    d->plane = d->fresh;
    d->fresh = t;
    d->made = on;
    a->view.drawn = d->plane;
    count(d);
}
