/* keys.c - the key table: one row per action, with its keys and its help
 * words; the key lookup and the help text are both made from it.
 * SPDX-License-Identifier: MIT */
#include "keys.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "lang.h"
#include "mazedfs/grid.h"

enum { KEYS_PER_ROW = 4, HELP_KEYS_COLUMN = 22, CTRL = 2 };

typedef struct binding {
    SDL_Keycode key; /* 0 ends a row's list */
    int shift;       /* 1: needs Shift, 0: must be without, -1: either;
                        CTRL: needs Ctrl, Shift either (else Ctrl is not
                        looked at) */
} binding;

typedef struct key_row {
    key_action act;
    bool repeats; /* a held key acts again */
    const char *words;
    binding keys[KEYS_PER_ROW];
} key_row;

/* In the help's order. Plain s moves south (WASD), so solving is Shift+S;
 * plain h moves west (hjkl), so the heat map is Shift+H. */
static const key_row rows[] = {
    {ACT_MOVE_SOUTH, true, N_("move the dot south"), {{SDLK_DOWN, 0}, {SDLK_s, 0}, {SDLK_j, -1}}},
    {ACT_MOVE_EAST, true, N_("move the dot east"), {{SDLK_RIGHT, 0}, {SDLK_d, -1}, {SDLK_l, -1}}},
    {ACT_MOVE_NORTH, true, N_("move the dot north"), {{SDLK_UP, 0}, {SDLK_w, -1}, {SDLK_k, -1}}},
    {ACT_MOVE_WEST, true, N_("move the dot west"), {{SDLK_LEFT, 0}, {SDLK_a, -1}, {SDLK_h, 0}}},
    {ACT_RUN_SOUTH, true, N_("run south to a junction or dead end"), {{SDLK_DOWN, 1}}},
    {ACT_RUN_EAST, true, N_("run east to a junction or dead end"), {{SDLK_RIGHT, 1}}},
    {ACT_RUN_NORTH, true, N_("run north to a junction or dead end"), {{SDLK_UP, 1}}},
    {ACT_RUN_WEST, true, N_("run west to a junction or dead end"), {{SDLK_LEFT, 1}}},
    {ACT_CRUMBS, false, N_("breadcrumbs: walked cells, walked twice"), {{SDLK_b, -1}}},
    {ACT_HINT, false, N_("hint: the next 10 cells of the way out"), {{SDLK_i, -1}}},
    {ACT_SOLVE, false, N_("solve with the chosen solver, animated"), {{SDLK_s, 1}}},
    {ACT_NEXT_SOLVER, false, N_("next solver (see mazedfs --list-solvers)"), {{SDLK_o, -1}}},
    {ACT_HEAT, false, N_("heat map: distance from the start"), {{SDLK_h, 1}}},
    {ACT_TRACE, false, N_("trace the shortest path"), {{SDLK_t, -1}}},
    {ACT_VALUES, false, N_("show each cell's byte value"), {{SDLK_v, -1}}},
    {ACT_NEW, false, N_("new maze (new seed)"), {{SDLK_n, -1}}},
    {ACT_REPLAY, false, N_("replay this maze"), {{SDLK_r, -1}}},
    {ACT_NEXT_GEN, false, N_("next generator, new maze"), {{SDLK_g, -1}}},
    {ACT_TEXT_BIGGER,
     true,
     N_("all text larger (for a projector)"),
     {{SDLK_PLUS, CTRL}, {SDLK_EQUALS, CTRL}}},
    {ACT_TEXT_SMALLER, true, N_("all text smaller"), {{SDLK_MINUS, CTRL}}},
    {ACT_FASTER,
     true,
     N_("twice as fast"),
     {{SDLK_PLUS, -1}, {SDLK_EQUALS, -1}, {SDLK_KP_PLUS, -1}}},
    {ACT_SLOWER, true, N_("half as fast"), {{SDLK_MINUS, -1}, {SDLK_KP_MINUS, -1}}},
    {ACT_PAUSE, false, N_("pause / resume the animation"), {{SDLK_SPACE, -1}}},
    {ACT_STEP, false, N_("one step while paused"), {{SDLK_PERIOD, 0}, {SDLK_KP_PERIOD, -1}}},
    {ACT_STEP_BACK, true, N_("one step back (pauses)"), {{SDLK_COMMA, 0}}},
    {ACT_STEP10, true, N_("ten steps on while paused"), {{SDLK_PERIOD, 1}, {SDLK_GREATER, -1}}},
    {ACT_BACK10, true, N_("ten steps back (pauses)"), {{SDLK_COMMA, 1}, {SDLK_LESS, -1}}},
    {ACT_HOME, false, N_("the start of the phase (pauses)"), {{SDLK_HOME, -1}}},
    {ACT_END, false, N_("the end of the phase (pauses)"), {{SDLK_END, -1}}},
    {ACT_CODE, false, N_("the algorithm panel: pseudo-code, state"), {{SDLK_c, -1}}},
    {ACT_ARROWS, false, N_("origin shift: each room's pointer as an arrow"), {{SDLK_x, -1}}},
    {ACT_PREDICT_SKIP,
     false,
     N_("--predict: skip the question (see the answer)"),
     {{SDLK_TAB, -1}}},
    {ACT_FIGURES, false, N_("this maze's figures, as --stats gives them"), {{SDLK_f, -1}}},
    {ACT_SKIP, false, N_("finish the animation at once"), {{SDLK_RETURN, -1}, {SDLK_KP_ENTER, -1}}},
    {ACT_FIT, false, N_("fit the maze in the window again"), {{SDLK_0, -1}, {SDLK_KP_0, -1}}},
    {ACT_FULLSCREEN, false, N_("fullscreen on or off"), {{SDLK_F11, -1}}},
    {ACT_SCREENSHOT, false, N_("save the window as a PNG in this folder"), {{SDLK_p, -1}}},
    {ACT_HELP, false, N_("this help"), {{SDLK_F1, -1}, {SDLK_SLASH, 1}, {SDLK_QUESTION, -1}}},
    {ACT_BACK, false, N_("close the help; with none open, quit"), {{SDLK_ESCAPE, -1}}},
    {ACT_QUIT, false, N_("quit"), {{SDLK_q, -1}}},
};
enum { NROWS = sizeof rows / sizeof rows[0] };

/* What is not a key: the mouse and the gamepad, after the keys. */
const char *const keys_pointer_help[] = {
    N_("\nMouse and gamepad\n"),
    N_("Left click or drag     walk to a cell in a straight open line\n"),
    N_("Wheel / right drag     zoom at the pointer / pan the maze\n"),
    N_("Gamepad                d-pad, left stick: move; A solve, B trace,\n"),
    N_("                       X new maze, Y replay, Start pause, Back help,\n"),
    N_("                       LB hint, RB breadcrumbs\n"),
    NULL,
};

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
    bool ctrl = (key->keysym.mod & KMOD_CTRL) != 0;
    for (int i = 0; i < NROWS; i++)
        for (const binding *b = rows[i].keys; b < rows[i].keys + KEYS_PER_ROW && b->key; b++) {
            bool fits = b->shift == CTRL ? ctrl : b->shift < 0 || b->shift == shift;
            if (b->key != key->keysym.sym || !fits)
                continue;
            return key->repeat && !rows[i].repeats ? ACT_NONE : rows[i].act;
        }
    return ACT_NONE;
}

/* Appends s to the text of length used in buf (n bytes), cut to fit;
 * returns the length the text would have uncut. */
static size_t append(char *buf, size_t n, size_t used, const char *s)
{
    size_t len = strlen(s);
    if (used + 1 < n) {
        size_t k = len < n - used - 1 ? len : n - used - 1;
        memcpy(buf + used, s, k);
        buf[used + k] = '\0';
    }
    return used + len;
}

/* A row's line: its keys as the help names them ("Down, S, J", "Shift+S"),
 * then its words. */
static void help_line(const key_row *r, char *line, size_t n)
{
    char names[96] = "";
    size_t used = 0;
    for (const binding *b = r->keys; b < r->keys + KEYS_PER_ROW && b->key; b++) {
        used = append(names, sizeof names, used, b == r->keys ? "" : ", ");
        used = append(names, sizeof names, used, b->shift == CTRL ? "Ctrl+" : "");
        used = append(names, sizeof names, used, b->shift == 1 ? "Shift+" : "");
        used = append(names, sizeof names, used, SDL_GetKeyName(b->key));
    }
    snprintf(line, n, "%-*s %s%s\n", HELP_KEYS_COLUMN, names, _(r->words),
             r->repeats ? _(" (hold to repeat)") : "");
}

size_t keys_help(char *buf, size_t n)
{
    if (n)
        buf[0] = '\0';
    size_t used = append(buf, n, 0, _("Keys\n\n"));
    for (int i = 0; i < NROWS; i++) {
        char line[160];
        help_line(&rows[i], line, sizeof line);
        used = append(buf, n, used, line);
    }
    for (size_t i = 0; keys_pointer_help[i]; i++)
        used = append(buf, n, used, _(keys_pointer_help[i]));
    return used;
}

const char *keys_words(key_action act)
{
    for (int i = 0; i < NROWS; i++)
        if (rows[i].act == act)
            return rows[i].words;
    return NULL;
}
