/* window.h - the window run: SDL start-up checks, the app's loop, shutdown.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_WINDOW_H
#define MAZEDFS_WINDOW_H

#include "mazedfs/cli.h"

/* Opens the window for o and runs until the user quits. Reports problems
 * on stderr as one line starting "mazedfs:". Returns the exit status: 0,
 * 1 (no display, SDL failure) or 2 (a bad --sprite, a maze too big). */
int window_main(const mz_options *o);

#endif
