/* keys.c - the key table and the help text.
 * SPDX-License-Identifier: MIT */
#include "keys.h"

#include <stdbool.h>

#include "mazedfs/grid.h"

typedef struct binding {
    SDL_Keycode key;
    int shift; /* 1: needs Shift, 0: must be without, -1: either */
    key_action act;
    bool repeats;
} binding;

/* Plain s moves south (WASD), so solving is Shift+S. */
static const binding bindings[] = {
    /* Shift+arrow runs; these rows come first, so plain arrows still move. */
    {SDLK_DOWN, 1, ACT_RUN_SOUTH, true},   {SDLK_RIGHT, 1, ACT_RUN_EAST, true},
    {SDLK_UP, 1, ACT_RUN_NORTH, true},     {SDLK_LEFT, 1, ACT_RUN_WEST, true},
    {SDLK_b, -1, ACT_CRUMBS, false},       {SDLK_i, -1, ACT_HINT, false},
    {SDLK_F11, -1, ACT_FULLSCREEN, false}, {SDLK_0, -1, ACT_FIT, false},
    {SDLK_KP_0, -1, ACT_FIT, false},
    {SDLK_DOWN, -1, ACT_MOVE_SOUTH, true}, {SDLK_s, 0, ACT_MOVE_SOUTH, true},
    {SDLK_j, -1, ACT_MOVE_SOUTH, true},    {SDLK_RIGHT, -1, ACT_MOVE_EAST, true},
    {SDLK_d, -1, ACT_MOVE_EAST, true},     {SDLK_l, -1, ACT_MOVE_EAST, true},
    {SDLK_UP, -1, ACT_MOVE_NORTH, true},   {SDLK_w, -1, ACT_MOVE_NORTH, true},
    {SDLK_k, -1, ACT_MOVE_NORTH, true},    {SDLK_LEFT, -1, ACT_MOVE_WEST, true},
    {SDLK_a, -1, ACT_MOVE_WEST, true},     {SDLK_h, -1, ACT_MOVE_WEST, true},
    {SDLK_q, -1, ACT_QUIT, false},         {SDLK_ESCAPE, -1, ACT_BACK, false},
    {SDLK_n, -1, ACT_NEW, false},          {SDLK_r, -1, ACT_REPLAY, false},
    {SDLK_g, -1, ACT_NEXT_GEN, false},     {SDLK_s, 1, ACT_SOLVE, false},
    {SDLK_t, -1, ACT_TRACE, false},        {SDLK_v, -1, ACT_VALUES, false},
    {SDLK_F1, -1, ACT_HELP, false},        {SDLK_SLASH, 1, ACT_HELP, false},
    {SDLK_QUESTION, -1, ACT_HELP, false},  {SDLK_PLUS, -1, ACT_FASTER, true},
    {SDLK_EQUALS, -1, ACT_FASTER, true},   {SDLK_KP_PLUS, -1, ACT_FASTER, true},
    {SDLK_MINUS, -1, ACT_SLOWER, true},    {SDLK_KP_MINUS, -1, ACT_SLOWER, true},
    {SDLK_SPACE, -1, ACT_PAUSE, false},    {SDLK_PERIOD, -1, ACT_STEP, false},
    {SDLK_KP_PERIOD, -1, ACT_STEP, false}, {SDLK_RETURN, -1, ACT_SKIP, false},
    {SDLK_KP_ENTER, -1, ACT_SKIP, false},
};
enum { NBINDINGS = sizeof bindings / sizeof bindings[0] };

static const key_action moves[MZ_NDIRS] = {ACT_MOVE_SOUTH, ACT_MOVE_EAST, ACT_MOVE_NORTH,
                                           ACT_MOVE_WEST};

int keys_direction(key_action act)
{
    for (int d = 0; d < MZ_NDIRS; d++)
        if (moves[d] == act || ACT_RUN_SOUTH + d == (int)act)
            return d;
    return -1;
}

key_action keys_move_action(int dir) { return dir >= 0 && dir < MZ_NDIRS ? moves[dir] : ACT_NONE; }

key_action keys_action(const SDL_KeyboardEvent *key)
{
    int shift = (key->keysym.mod & KMOD_SHIFT) != 0;
    for (int i = 0; i < NBINDINGS; i++) {
        const binding *b = &bindings[i];
        if (b->key != key->keysym.sym || (b->shift >= 0 && b->shift != shift))
            continue;
        return key->repeat && !b->repeats ? ACT_NONE : b->act;
    }
    return ACT_NONE;
}

static const char *const help[] = {
    "Keys",
    "",
    "Arrows, WASD, hjkl   move the dot (hold to repeat)",
    "Shift+arrow          run to the next junction or dead end",
    "Mouse: click a cell  walk there in a straight open line",
    "B                    breadcrumbs: walked cells, twice walked",
    "I                    hint: the next 10 cells of the way out",
    "Shift+S              solve: depth-first search, animated",
    "T                    trace the shortest path",
    "V                    show each cell's byte value",
    "N                    new maze (new seed)",
    "R                    replay this maze",
    "G                    next generator, new maze",
    "+ / -                twice as fast / half as fast",
    "Space                pause / resume the animation",
    ". (period)           one step while paused",
    "Enter                finish the animation at once",
    "Wheel / right-drag   zoom at the pointer / pan; 0 fits",
    "F11                  fullscreen on or off",
    "Gamepad              d-pad, stick: move; A solve, B trace,",
    "                     X new maze, Y replay, Back help",
    "F1 or ?              this help (Esc closes it)",
    "Q (Esc)              quit",
    NULL,
};

const char *const *keys_help(void) { return help; }
