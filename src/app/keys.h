/* keys.h - the key table: which key does what, and the help text made from it.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_KEYS_H
#define MAZEDFS_KEYS_H

#include <SDL.h>
#include <stddef.h>

typedef enum key_action {
    ACT_NONE,
    ACT_MOVE_SOUTH, /* the four moves keep the core's direction order */
    ACT_MOVE_EAST,
    ACT_MOVE_NORTH,
    ACT_MOVE_WEST,
    ACT_QUIT,
    ACT_NEW,
    ACT_REPLAY,
    ACT_NEXT_GEN,
    ACT_SOLVE,
    ACT_TRACE,
    ACT_VALUES,
    ACT_HELP,
    ACT_FASTER,
    ACT_SLOWER,
    ACT_PAUSE,
    ACT_STEP,
    ACT_SKIP,
    ACT_RUN_SOUTH, /* Shift+arrow: run to the next junction; core order too */
    ACT_RUN_EAST,
    ACT_RUN_NORTH,
    ACT_RUN_WEST,
    ACT_BACK,       /* Esc: close the help, else quit */
    ACT_CRUMBS,     /* B: breadcrumbs on or off */
    ACT_HINT,       /* I: the next cells of the shortest route */
    ACT_FULLSCREEN, /* F11 */
    ACT_FIT,        /* 0: zoom to fit the maze again */
    ACT_STEP_BACK,  /* the timeline: steps back and forth while paused */
    ACT_BACK10,
    ACT_STEP10,
    ACT_HOME,
    ACT_END,
    ACT_CODE, /* the algorithm panel */
    ACT_SCREENSHOT,
    ACT_NEXT_SOLVER,
    ACT_HEAT,
    ACT_FIGURES,     /* F: the figures panel */
    ACT_TEXT_BIGGER, /* Ctrl +, Ctrl -: all text larger or smaller */
    ACT_TEXT_SMALLER,
    ACT_ARROWS,       /* X: origin shift's pointers as arrows */
    ACT_PREDICT_SKIP, /* Tab: --predict's question goes by unscored */
    ACT_COUNT
} key_action;

/* The direction (MZ_SOUTH..MZ_WEST) of a move or run action, or -1. */
int keys_direction(key_action act);

/* The move action for direction dir (MZ_SOUTH..MZ_WEST). */
key_action keys_move_action(int dir);

/* What a key press does. Auto-repeated presses count only for the keys
 * that are meant to repeat (moves, faster, slower); for the rest a held key
 * is one press. */
key_action keys_action(const SDL_KeyboardEvent *key);

/* Writes the help overlay's text, one line per action (its keys, then
 * what it does), into buf (n bytes, always terminated when n > 0).
 * Returns the length the whole text needs, as snprintf does. */
size_t keys_help(char *buf, size_t n);

/* The help's words for act (its row's), or NULL for an action with no row. */
const char *keys_words(key_action act);

/* The help's lines on the mouse and the gamepad, NULL-terminated. */
extern const char *const keys_pointer_help[];

#endif
