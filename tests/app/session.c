/* session.c - a short scripted window session through the app's real loop
 * (window_main), for valgrind under SDL's dummy driver. SPDX-License-Identifier: MIT
 *
 * Usage: session [MAZEDFS OPTIONS...]. A timer feeds a fixed script of
 * keys and window events into SDL's queue, one every STEP_MS, ending in
 * SDL_QUIT; the exit status is window_main's. Which phase each key lands
 * in depends on the machine's speed (valgrind is slow), and any phase is
 * fine: the point is that every path through the loop frees what it made. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "mazedfs/cli.h"
#include "window.h"

#define STEP_MS 40

typedef struct step {
    Uint32 type; /* SDL_KEYDOWN, SDL_WINDOWEVENT or SDL_QUIT */
    SDL_Keycode sym;
    Uint16 mod;
    Uint8 window_event;
} step;

/* Play, solve, trace, showvalue, help, pacing, replay, new mazes with each
 * generator, a resize and an exposure, then quit. */
static const step script[] = {
    {SDL_KEYDOWN, SDLK_DOWN, 0, 0},
    {SDL_KEYDOWN, SDLK_RIGHT, 0, 0},
    {SDL_KEYDOWN, SDLK_j, 0, 0},
    {SDL_KEYDOWN, SDLK_s, KMOD_LSHIFT, 0},
    {SDL_KEYDOWN, SDLK_SPACE, 0, 0},
    {SDL_KEYDOWN, SDLK_PERIOD, 0, 0},
    {SDL_KEYDOWN, SDLK_PERIOD, 0, 0},
    {SDL_KEYDOWN, SDLK_SPACE, 0, 0},
    {SDL_KEYDOWN, SDLK_MINUS, 0, 0},
    {SDL_KEYDOWN, SDLK_PLUS, 0, 0},
    {SDL_KEYDOWN, SDLK_RETURN, 0, 0},
    {SDL_KEYDOWN, SDLK_t, 0, 0},
    {SDL_KEYDOWN, SDLK_RETURN, 0, 0},
    {SDL_KEYDOWN, SDLK_v, 0, 0},
    {SDL_KEYDOWN, SDLK_F1, 0, 0},
    {SDL_KEYDOWN, SDLK_l, 0, 0},
    {SDL_WINDOWEVENT, 0, 0, SDL_WINDOWEVENT_SIZE_CHANGED},
    {SDL_KEYDOWN, SDLK_r, 0, 0},
    {SDL_KEYDOWN, SDLK_k, 0, 0},
    {SDL_KEYDOWN, SDLK_g, 0, 0},
    {SDL_KEYDOWN, SDLK_RETURN, 0, 0},
    {SDL_KEYDOWN, SDLK_F1, 0, 0},
    {SDL_KEYDOWN, SDLK_v, 0, 0},
    {SDL_KEYDOWN, SDLK_g, 0, 0},
    {SDL_KEYDOWN, SDLK_t, 0, 0},
    {SDL_KEYDOWN, SDLK_n, 0, 0},
    {SDL_KEYDOWN, SDLK_s, KMOD_LSHIFT, 0},
    {SDL_WINDOWEVENT, 0, 0, SDL_WINDOWEVENT_EXPOSED},
    {SDL_KEYDOWN, SDLK_F5, 0, 0},
    {SDL_KEYDOWN, SDLK_TAB, 0, 0},
    {SDL_KEYDOWN, SDLK_RETURN, 0, 0},
    {SDL_KEYDOWN, SDLK_RETURN, 0, 0},
    {SDL_KEYDOWN, SDLK_a, 0, 0},
    {SDL_QUIT, 0, 0, 0},
};
enum { NSTEPS = sizeof script / sizeof script[0] };

/* Runs on SDL's timer thread; SDL_PushEvent is safe from there. */
static Uint32 feed(Uint32 interval, void *param)
{
    int *next = param;
    if (*next >= NSTEPS)
        return 0;
    const step *s = &script[*next];
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = s->type;
    if (s->type == SDL_KEYDOWN) {
        e.key.state = SDL_PRESSED;
        e.key.keysym.sym = s->sym;
        e.key.keysym.mod = s->mod;
    } else if (s->type == SDL_WINDOWEVENT) {
        e.window.event = s->window_event;
        e.window.windowID = 1;
    }
    /* Until window_main has started the event queue, pushes fail: retry. */
    if (SDL_PushEvent(&e) == 1)
        (*next)++;
    return interval;
}

int main(int argc, char **argv)
{
    mz_options o;
    char err[256];
    if (mz_cli_parse(argc, argv, &o, err, sizeof err) != 0) {
        fprintf(stderr, "session: %s\n", err);
        return 2;
    }
    /* window_main starts the video subsystem; the timer's own start here
     * is what lets the script begin before the window exists. */
    if (SDL_InitSubSystem(SDL_INIT_TIMER) != 0) {
        fprintf(stderr, "session: %s\n", SDL_GetError());
        return 1;
    }
    int next = 0; /* the timer thread's until SDL_Quit has stopped it */
    if (!SDL_AddTimer(STEP_MS, feed, &next)) {
        fprintf(stderr, "session: %s\n", SDL_GetError());
        return 1;
    }
    int status = window_main(&o); /* ends with SDL_Quit, which stops the timer */
    if (next < NSTEPS) {
        fprintf(stderr, "session: ended after %d of %d scripted events\n", next, NSTEPS);
        return 1;
    }
    return status;
}
