/* pad.c - a gamepad through SDL's GameController: the d-pad and the left
 * stick move the dot, the face buttons solve, trace, make a new maze and
 * replay, Back shows the help (the F1 help lists them). The first pad
 * plugged in is used. SPDX-License-Identifier: MIT */
#include "pad.h"

#include "mazedfs/grid.h"

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

void pad_init(pad *p)
{
    p->ctl = NULL;
    p->stick_dir = -1;
}

void pad_close(pad *p)
{
    if (p->ctl)
        SDL_GameControllerClose(p->ctl);
    pad_init(p);
}

static void added(pad *p, int index)
{
    if (!p->ctl && SDL_IsGameController(index))
        p->ctl = SDL_GameControllerOpen(index);
}

static void removed(pad *p, SDL_JoystickID id)
{
    SDL_Joystick *j = p->ctl ? SDL_GameControllerGetJoystick(p->ctl) : NULL;
    if (j && SDL_JoystickInstanceID(j) == id)
        pad_close(p);
}

/* The left stick: leaning past STICK_ON one way is one move that way;
 * it moves again only after coming back under STICK_OFF. */
static key_action stick(pad *p, const SDL_ControllerAxisEvent *e)
{
    if (e->axis != SDL_CONTROLLER_AXIS_LEFTX && e->axis != SDL_CONTROLLER_AXIS_LEFTY)
        return ACT_NONE;
    bool x = e->axis == SDL_CONTROLLER_AXIS_LEFTX;
    int v = e->value, dir = -1;
    if (v >= STICK_ON)
        dir = x ? MZ_EAST : MZ_SOUTH;
    else if (v <= -STICK_ON)
        dir = x ? MZ_WEST : MZ_NORTH;
    bool mine = p->stick_dir >= 0 && (mz_dx[p->stick_dir] != 0) == x;
    if (dir < 0) {
        if (mine && (v < 0 ? -v : v) < STICK_OFF)
            p->stick_dir = -1;
        return ACT_NONE;
    }
    if (dir == p->stick_dir)
        return ACT_NONE;
    p->stick_dir = dir;
    return keys_move_action(dir);
}

bool pad_handle(pad *p, const SDL_Event *e, key_action *act)
{
    *act = ACT_NONE;
    switch (e->type) {
    case SDL_CONTROLLERDEVICEADDED: added(p, e->cdevice.which); return true;
    case SDL_CONTROLLERDEVICEREMOVED: removed(p, e->cdevice.which); return true;
    case SDL_CONTROLLERBUTTONDOWN:
        if (e->cbutton.button < SDL_CONTROLLER_BUTTON_MAX)
            *act = buttons[e->cbutton.button];
        return true;
    case SDL_CONTROLLERAXISMOTION: *act = stick(p, &e->caxis); return true;
    default: return false;
    }
}
