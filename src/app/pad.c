/* pad.c - a gamepad through SDL's GameController: the d-pad and the left
 * stick move the dot, the face buttons solve, trace, make a new maze and
 * replay, Back shows the help (the F1 help lists them). The first pad
 * plugged in is used. SPDX-License-Identifier: MIT */
#include "app.h"

/* How far the stick must lean to move the dot, and come back to let it
 * move again (of 32767). */
#define STICK_ON 20000
#define STICK_OFF 12000

static const key_action buttons[SDL_CONTROLLER_BUTTON_MAX] = {
    [SDL_CONTROLLER_BUTTON_DPAD_DOWN] = ACT_MOVE_SOUTH,
    [SDL_CONTROLLER_BUTTON_DPAD_RIGHT] = ACT_MOVE_EAST,
    [SDL_CONTROLLER_BUTTON_DPAD_UP] = ACT_MOVE_NORTH,
    [SDL_CONTROLLER_BUTTON_DPAD_LEFT] = ACT_MOVE_WEST,
    [SDL_CONTROLLER_BUTTON_A] = ACT_SOLVE,
    [SDL_CONTROLLER_BUTTON_B] = ACT_TRACE,
    [SDL_CONTROLLER_BUTTON_X] = ACT_NEW,
    [SDL_CONTROLLER_BUTTON_Y] = ACT_REPLAY,
    [SDL_CONTROLLER_BUTTON_BACK] = ACT_HELP,
    [SDL_CONTROLLER_BUTTON_START] = ACT_PAUSE,
    [SDL_CONTROLLER_BUTTON_LEFTSHOULDER] = ACT_HINT,
    [SDL_CONTROLLER_BUTTON_RIGHTSHOULDER] = ACT_CRUMBS,
};

static void added(app *a, int index)
{
    if (!a->pad && SDL_IsGameController(index))
        a->pad = SDL_GameControllerOpen(index);
}

static void removed(app *a, SDL_JoystickID id)
{
    SDL_Joystick *j = a->pad ? SDL_GameControllerGetJoystick(a->pad) : NULL;
    if (j && SDL_JoystickInstanceID(j) == id) {
        SDL_GameControllerClose(a->pad);
        a->pad = NULL;
        a->stick_dir = -1;
    }
}

/* The left stick: leaning past STICK_ON one way is one move that way;
 * it moves again only after coming back under STICK_OFF. */
static void stick(app *a, const SDL_ControllerAxisEvent *e, double now_ms)
{
    if (e->axis != SDL_CONTROLLER_AXIS_LEFTX && e->axis != SDL_CONTROLLER_AXIS_LEFTY)
        return;
    bool x = e->axis == SDL_CONTROLLER_AXIS_LEFTX;
    int v = e->value, dir = -1;
    if (v >= STICK_ON)
        dir = x ? MZ_EAST : MZ_SOUTH;
    else if (v <= -STICK_ON)
        dir = x ? MZ_WEST : MZ_NORTH;
    bool mine = a->stick_dir >= 0 && (mz_dx[a->stick_dir] != 0) == x;
    if (dir < 0) {
        if (mine && (v < 0 ? -v : v) < STICK_OFF)
            a->stick_dir = -1;
        return;
    }
    if (dir == a->stick_dir)
        return;
    a->stick_dir = dir;
    app_action(a, keys_move_action(dir), now_ms);
}

bool app_pad(app *a, const SDL_Event *e, double now_ms)
{
    switch (e->type) {
    case SDL_CONTROLLERDEVICEADDED: added(a, e->cdevice.which); return true;
    case SDL_CONTROLLERDEVICEREMOVED: removed(a, e->cdevice.which); return true;
    case SDL_CONTROLLERBUTTONDOWN:
        if (e->cbutton.button < SDL_CONTROLLER_BUTTON_MAX)
            app_action(a, buttons[e->cbutton.button], now_ms);
        return true;
    case SDL_CONTROLLERAXISMOTION: stick(a, &e->caxis, now_ms); return true;
    default: return false;
    }
}
