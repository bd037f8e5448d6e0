/* aids.c - breadcrumbs, the hint and the dark mode's sight: the core says
 * which cells (mz_play_sight, mz_play_route), this keeps them in a plane
 * and tells the view which cells changed. SPDX-License-Identifier: MIT */
#include "aids.h"

#include <stdlib.h>
#include <string.h>

#include "mazedfs/play.h"
#include "view.h"

static size_t cells_of(const mz_grid *g) { return (size_t)g->height * (size_t)g->width; }

int aids_init(aids *s, const mz_grid *grid, bool dark)
{
    memset(s, 0, sizeof *s);
    s->grid = grid;
    s->dark = dark;
    s->plane = calloc(cells_of(grid), 1);
    s->sight = malloc(MZ_PLAY_SIGHT_MAX(grid) * sizeof *s->sight);
    if (!s->plane || !s->sight) {
        free(s->plane);
        free(s->sight);
        s->plane = NULL;
        s->sight = NULL;
        return -1;
    }
    return 0;
}

void aids_free(aids *s)
{
    free(s->plane);
    free(s->search);
    free(s->sight);
    memset(s, 0, sizeof *s);
}

static void touch(view *v, const mz_grid *g, uint32_t c)
{
    view_touch(v, (int)(c / (uint32_t)g->width), (int)(c % (uint32_t)g->width));
}

/* Sets or clears bits on cells c[0..n), telling the view. */
static void set_bits(aids *s, view *v, const uint32_t *c, size_t n, uint8_t bits, bool on)
{
    for (size_t i = 0; i < n; i++) {
        uint8_t *p = &s->plane[c[i]];
        uint8_t was = *p;
        *p = on ? (uint8_t)(was | bits) : (uint8_t)(was & ~bits);
        if (*p != was)
            touch(v, s->grid, c[i]);
    }
}

static void look(aids *s, view *v, int y, int x)
{
    set_bits(s, v, s->sight, s->nsight, AID_VISIBLE, false);
    s->nsight = mz_play_sight(s->grid, y, x, s->sight, MZ_PLAY_SIGHT_MAX(s->grid));
    set_bits(s, v, s->sight, s->nsight, AID_SEEN | AID_VISIBLE, true);
}

static void show(const aids *s, view *v)
{
    view_show_aids(v, s->plane,
                   (uint8_t)((s->crumbs_on ? AID_CRUMB1 | AID_CRUMB2 : 0) |
                             (s->dark ? AID_SEEN | AID_VISIBLE : 0) | AID_HINT));
}

void aids_clear(aids *s, view *v)
{
    s->live = false;
    s->nsight = s->nhint = 0;
    view_show_aids(v, NULL, 0);
    view_touch_all(v);
}

void aids_reset(aids *s, view *v, int y, int x)
{
    if (!s->plane)
        return;
    s->live = true;
    memset(s->plane, 0, cells_of(s->grid));
    s->nsight = s->nhint = 0;
    s->hints = 0;
    show(s, v);
    view_touch_all(v);
    aids_moved(s, v, y, x);
}

void aids_moved(aids *s, view *v, int y, int x)
{
    if (!s->plane)
        return;
    uint32_t c = (uint32_t)((size_t)y * (size_t)s->grid->width + (size_t)x);
    /* Trémaux's marks by hand: once walked, then walked back over. */
    uint8_t crumb = s->plane[c] & AID_CRUMB1 ? AID_CRUMB2 : AID_CRUMB1;
    set_bits(s, v, &c, 1, crumb, true);
    if (s->dark)
        look(s, v, y, x);
}

bool aids_hint(aids *s, view *v, int y, int x, double now_ms)
{
    if (!s->plane)
        return false;
    if (!s->search && !(s->search = malloc(cells_of(s->grid))))
        return false;
    set_bits(s, v, s->hint, s->nhint, AID_HINT, false);
    s->nhint = mz_play_route(s->grid, y, x, s->search, s->hint, AIDS_HINT_CELLS);
    set_bits(s, v, s->hint, s->nhint, AID_HINT, true);
    if (!s->nhint)
        return false;
    s->hints++;
    s->hint_until = now_ms + AIDS_HINT_MS;
    return true;
}

bool aids_expire(aids *s, view *v, double now_ms)
{
    if (!s->nhint || now_ms < s->hint_until)
        return false;
    set_bits(s, v, s->hint, s->nhint, AID_HINT, false);
    s->nhint = 0;
    return true;
}

double aids_wait_ms(const aids *s, double now_ms)
{
    if (!s->nhint)
        return -1;
    return s->hint_until > now_ms ? s->hint_until - now_ms : 0;
}

void aids_toggle_crumbs(aids *s, view *v)
{
    s->crumbs_on = !s->crumbs_on;
    show(s, v);
    view_touch_all(v);
}
