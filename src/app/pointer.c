/* pointer.c - the mouse in the window: a click or drag on a cell in a
 * straight open line from the dot walks it there (the core's
 * mz_play_reach decides), the wheel zooms at the pointer, a right-button
 * drag pans. SPDX-License-Identifier: MIT */
#include "app.h"

#define WHEEL_STEP 1.25 /* the zoom per notch of the wheel */

/* Window coordinates to the renderer's pixels (they differ on HiDPI). */
static void to_pixels(const app *a, int *x, int *y)
{
    int ww, wh, pw, ph;
    SDL_GetWindowSize(a->win, &ww, &wh);
    if (SDL_GetRendererOutputSize(a->ren, &pw, &ph) != 0 || ww <= 0 || wh <= 0)
        return;
    *x = (int)((long)*x * pw / ww);
    *y = (int)((long)*y * ph / wh);
}

/* Walks the dot to the cell under (x, y) if the core says it is in a
 * straight open line from the dot: one move per cell. */
static void walk_to(app *a, int x, int y, double now_ms)
{
    int cy, cx, dir;
    if (a->phase != PHASE_PLAY || y < a->maze_rect.y || !view_cell_at(&a->view, x, y, &cy, &cx))
        return;
    int n = mz_play_reach(&a->play, a->grid, cy, cx, &dir);
    for (int i = 0; i < n && mz_play_move(&a->play, a->grid, dir); i++)
        app_moved(a, now_ms);
}

static void button(app *a, const SDL_MouseButtonEvent *b, double now_ms)
{
    int x = b->x, y = b->y;
    to_pixels(a, &x, &y);
    bool down = b->type == SDL_MOUSEBUTTONDOWN;
    if (b->button == SDL_BUTTON_LEFT) {
        a->walking = down;
        if (down)
            walk_to(a, x, y, now_ms);
    } else if (b->button == SDL_BUTTON_RIGHT) {
        a->panning = down;
        a->pan_x = x;
        a->pan_y = y;
    }
}

static void motion(app *a, const SDL_MouseMotionEvent *m, double now_ms)
{
    int x = m->x, y = m->y;
    to_pixels(a, &x, &y);
    /* A button let go outside the window sends no release here. */
    a->walking &= (m->state & SDL_BUTTON_LMASK) != 0;
    a->panning &= (m->state & SDL_BUTTON_RMASK) != 0;
    if (a->walking)
        walk_to(a, x, y, now_ms);
    if (a->panning && (x != a->pan_x || y != a->pan_y)) {
        zoom_pan(&a->zoom, &a->view, x - a->pan_x, y - a->pan_y);
        a->pan_x = x;
        a->pan_y = y;
        a->redraw = true;
    }
}

static void wheel(app *a, const SDL_MouseWheelEvent *w)
{
    int x, y;
    SDL_GetMouseState(&x, &y);
    to_pixels(a, &x, &y);
    int notches = w->direction == SDL_MOUSEWHEEL_FLIPPED ? -w->y : w->y;
    if (notches == 0 || a->maze_rect.w <= 0)
        return;
    double f = 1;
    for (int i = 0; i < (notches > 0 ? notches : -notches) && i < 8; i++)
        f *= notches > 0 ? WHEEL_STEP : 1 / WHEEL_STEP;
    zoom_at(&a->zoom, &a->view, a->maze_rect, f, x, y);
    a->redraw = true;
}

bool app_pointer(app *a, const SDL_Event *e, double now_ms)
{
    switch (e->type) {
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: button(a, &e->button, now_ms); return true;
    case SDL_MOUSEMOTION: motion(a, &e->motion, now_ms); return true;
    case SDL_MOUSEWHEEL: wheel(a, &e->wheel); return true;
    default: return false;
    }
}
