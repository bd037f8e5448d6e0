/* window.h - the window run: SDL start-up checks, the app's loop, shutdown.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_WINDOW_H
#define MAZEDFS_WINDOW_H

#include <SDL.h>

#include "mazedfs/cli.h"

/* Opens the window for o and runs until the user quits. Reports problems
 * on stderr as one line starting "mazedfs:". Returns the exit status: 0,
 * 1 (no display, SDL failure) or 2 (a bad --sprite, a maze too big). */
int window_main(const mz_options *o);

/* --bias-lab NAME in a window: the histogram of the 192 trees grows as
 * o->samples mazes are made; Q, Esc or closing the window ends it. Same
 * exit statuses as window_main. */
int window_lab(const mz_options *o);

/* --race: the racers' panes side by side, stepped in lockstep (racewin.c).
 * Returns the exit status. */
int window_race(const mz_options *o);

/* SDL and its fonts started for a window (refusing the drivers that show
 * none), and stopped after it: the one way both window runs do it.
 * window_start_sdl returns 0, or 1 with a "mazedfs:" line said. */
int window_start_sdl(void);
/* Before a window is destroyed: lets the X server deliver what SDL sent
 * it (see window.c). */
void window_settle(void);
void window_stop_sdl(void);
/* A window run's end, after window_settle and freeing its textures:
 * destroys ren and win (either may be NULL) and stops SDL. */
void window_close(SDL_Window *win, SDL_Renderer *ren);

#endif
