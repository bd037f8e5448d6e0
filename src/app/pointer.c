/* pointer.c - the mouse in the window: a click or drag asks to walk the
 * dot to the cell under it (the app asks the core's mz_play_reach), the
 * wheel to zoom at the pointer, a right-button drag to pan.
 * SPDX-License-Identifier: MIT */
#include "pointer.h"

#include <string.h>

#define WHEEL_STEP 1.25 /* the zoom per notch of the wheel */

/* Window coordinates to the renderer's pixels (they differ on HiDPI). */
static void to_pixels(SDL_Window *win, SDL_Renderer *ren, int *x, int *y)
{
    int ww, wh, pw, ph;
    SDL_GetWindowSize(win, &ww, &wh);
    if (SDL_GetRendererOutputSize(ren, &pw, &ph) != 0 || ww <= 0 || wh <= 0)
        return;
    *x = (int)((long)*x * pw / ww);
    *y = (int)((long)*y * ph / wh);
}

static void button(pointer *p, const SDL_MouseButtonEvent *b, pointer_action *act)
{
    bool down = b->type == SDL_MOUSEBUTTONDOWN;
    if (b->button == SDL_BUTTON_LEFT) {
        p->walking = down;
        act->walk = down;
    } else if (b->button == SDL_BUTTON_RIGHT) {
        p->panning = down;
        p->pan_x = act->x;
        p->pan_y = act->y;
    }
}

static void motion(pointer *p, const SDL_MouseMotionEvent *m, pointer_action *act)
{
    /* A button let go outside the window sends no release here. */
    p->walking &= (m->state & SDL_BUTTON_LMASK) != 0;
    p->panning &= (m->state & SDL_BUTTON_RMASK) != 0;
    act->walk = p->walking;
    if (p->panning && (act->x != p->pan_x || act->y != p->pan_y)) {
        act->pan = true;
        act->dx = act->x - p->pan_x;
        act->dy = act->y - p->pan_y;
        p->pan_x = act->x;
        p->pan_y = act->y;
    }
}

static void wheel(const SDL_MouseWheelEvent *w, pointer_action *act)
{
    int notches = w->direction == SDL_MOUSEWHEEL_FLIPPED ? -w->y : w->y;
    if (notches == 0)
        return;
    act->zoom = true;
    for (int i = 0; i < (notches > 0 ? notches : -notches) && i < 8; i++)
        act->factor *= notches > 0 ? WHEEL_STEP : 1 / WHEEL_STEP;
}

bool pointer_handle(pointer *p, const SDL_Event *e, SDL_Window *win, SDL_Renderer *ren,
                    pointer_action *act)
{
    memset(act, 0, sizeof *act);
    act->factor = 1;
    switch (e->type) {
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: act->x = e->button.x, act->y = e->button.y; break;
    case SDL_MOUSEMOTION: act->x = e->motion.x, act->y = e->motion.y; break;
    case SDL_MOUSEWHEEL: SDL_GetMouseState(&act->x, &act->y); break;
    default: return false;
    }
    to_pixels(win, ren, &act->x, &act->y);
    if (e->type == SDL_MOUSEMOTION)
        motion(p, &e->motion, act);
    else if (e->type == SDL_MOUSEWHEEL)
        wheel(&e->wheel, act);
    else
        button(p, &e->button, act);
    return true;
}
