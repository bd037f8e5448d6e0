/* pad.h - a gamepad through SDL's GameController, turned into key actions:
 * the app does them as it does a key's. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PAD_H
#define MAZEDFS_PAD_H

#include <SDL.h>
#include <stdbool.h>

#include "keys.h"

typedef struct pad {
    SDL_GameController *ctl; /* the gamepad in use (the first plugged in), or NULL */
    int stick_dir;           /* where the left stick leans now, or -1 */
} pad;

/* A pad with no controller yet. */
void pad_init(pad *p);

/* Handles a gamepad event: true if it was one. *act is what it asks the
 * app to do (a move, solve, help ...), or ACT_NONE (a pad plugged in or
 * out, the stick held where it was). */
bool pad_handle(pad *p, const SDL_Event *e, key_action *act);

/* Closes the controller; safe on a pad without one. */
void pad_close(pad *p);

#endif
