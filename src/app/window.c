/* window.c - starting SDL (and refusing its silent no-window fallbacks),
 * the event loop, and a clean shutdown. SPDX-License-Identifier: MIT */
#include "window.h"

#include <SDL.h>
#include <SDL_ttf.h>
#include <math.h>
#include <string.h>

#include "app.h"
#include "framelog.h"
#include "load.h"
#include "maskfile.h"
#include "mazedfs/check.h"
#include "mazedfs/error.h"
#include "quote.h"
#include "xwait.h"

/* Video drivers that open no window a person can see. SDL falls back to
 * them by itself when there is no display; only asked for by name are
 * they fine (the tests use dummy). */
static const char *const unseen_drivers[] = {"offscreen", "dummy", "evdev"};

static bool asked_for(const char *driver)
{
    const char *asked = SDL_getenv("SDL_VIDEODRIVER");
    return asked && SDL_strcasestr(asked, driver);
}

static bool can_be_seen(void)
{
    const char *driver = SDL_GetCurrentVideoDriver();
    if (!driver)
        return false;
    for (size_t i = 0; i < sizeof unseen_drivers / sizeof *unseen_drivers; i++)
        if (strcmp(driver, unseen_drivers[i]) == 0 && !asked_for(driver))
            return false;
    return true;
}

/* Without SDL_VIDEODRIVER, SDL tries every driver it has: probing Wayland
 * with no compositor prints noise on stderr, and the last resort is the
 * offscreen driver, a window nobody sees. So only the drivers that can
 * show a window here are offered: X11 where DISPLAY is set, Wayland where
 * WAYLAND_DISPLAY is, and the console's KMSDRM. */
static void offer_drivers(void)
{
    if (SDL_getenv("SDL_VIDEODRIVER"))
        return;
    char list[32] = "";
    if (SDL_getenv("DISPLAY"))
        SDL_strlcat(list, "x11,", sizeof list);
    if (SDL_getenv("WAYLAND_DISPLAY"))
        SDL_strlcat(list, "wayland,", sizeof list);
    SDL_strlcat(list, "KMSDRM", sizeof list);
    SDL_SetHint(SDL_HINT_VIDEODRIVER, list);
}

/* Under X11, SDL's software renderer drawing into the server's shared
 * memory costs a few ms for a whole frame of a 2001 x 2001 maze, where
 * OpenGL in Xvfb (Mesa's software rasteriser) and the GL-backed window
 * surface SDL would otherwise use spend 20-60 ms on the present alone,
 * and cost a GL context's start-up before the first frame. The maze is a
 * texture drawn at (mostly) one texel per pixel: nothing needs a GPU.
 * These are defaults: SDL_RENDER_DRIVER and SDL_FRAMEBUFFER_ACCELERATION
 * in the environment still win. */
static void prefer_renderer(void)
{
    const char *driver = SDL_GetCurrentVideoDriver();
    if (!driver || strcmp(driver, "x11") != 0)
        return;
    SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_DEFAULT);
    SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT);
}

int window_start_sdl(void)
{
    offer_drivers();
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || !can_be_seen()) {
        const char *display = SDL_getenv("DISPLAY");
        if (display)
            fprintf(stderr,
                    _("mazedfs: cannot open a window on display '%.100s'; "
                      "use --print to see the maze as text\n"),
                    display);
        else
            fprintf(stderr, _("mazedfs: no display to open a window on (DISPLAY is not set); "
                              "use --print to see the maze as text\n"));
        return 1;
    }
    prefer_renderer();
    /* Without gamepad support the keys and the mouse still work. */
    SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER);
    if (TTF_Init() != 0) {
        fprintf(stderr, _("mazedfs: cannot start the font renderer: %s\n"), TTF_GetError());
        return 1;
    }
    return 0;
}

/* Events still queued at the end are read and dropped, so none is left
 * in flight towards a window that is about to go: under load, SDL 2.26
 * could otherwise exit with BadWindow on X_SendEvent when SDL_Quit runs
 * right after the window is destroyed (it wakes itself through a second X
 * connection, which the server may handle after the window is gone). */
static void drain_events(void)
{
    SDL_Event e;
    SDL_PumpEvents();
    while (SDL_PollEvent(&e))
        ;
}

/* How long the window outlives the loop. A key that arrives while SDL
 * waits makes SDL (2.26, X11) send a wake-up message to the window over a
 * second connection; if the server gets to it only after the window is
 * destroyed, SDL_Quit dies of BadWindow with exit status 1. With the fast
 * software renderer the window used to go within a millisecond of the
 * key; this gives the server time to deliver the message first. */
#define SETTLE_MS 30

/* Drains events for SETTLE_MS without waiting in SDL_WaitEvent (a wait is
 * what arms the wake-up). */
void window_settle(void)
{
    Uint64 end = SDL_GetTicks64() + SETTLE_MS;
    do {
        drain_events();
        SDL_Delay(2);
    } while (SDL_GetTicks64() < end);
}

/* Waits up to this long (ms) between the frames of an animation are
 * slept through, and the events read once after, where the X connection
 * cannot be waited on (xwait.c): SDL_WaitEventTimeout reads the X
 * connection three times a wait, about 20 system calls, which at 60
 * frames a second cost more than the frames' drawing. A key then waits at
 * most this long; longer waits, and waits for input only, still wake at
 * once. */
#define SLEEP_WAIT_MS 20.0

/* The next event, waiting up to wait ms for one (forever if wait < 0).
 * On X11 a finite wait is one poll(2) on the connection, and SDL reads
 * its events only when something came (keys wake it at once); an open
 * gamepad is read through SDL's pump, so then it runs every time. */
static int next_event(xwait *xw, SDL_Event *e, double wait, bool pad_open, bool read)
{
    if (wait < 0)
        return SDL_WaitEvent(e);
    if (xw->dpy && !pad_open)
        return xwait_for_input(xw, wait, app_now_ms(), read) ? SDL_PollEvent(e) : 0;
    if (wait > SLEEP_WAIT_MS)
        return SDL_WaitEventTimeout(e, (int)ceil(wait));
    if (wait > 0)
        SDL_Delay((Uint32)ceil(wait));
    return SDL_PollEvent(e);
}

int app_run(app *a)
{
    framelog log;
    framelog_open(&log, a->ren);
    xwait xw;
    xwait_init(&xw, a->win);
    while (a->running) {
        double wait = app_wait_ms(a, app_now_ms());
        SDL_Event e;
        /* Nothing since the frame's flush (xshow.h) used the connection. */
        bool read = a->show.read;
        a->show.read = false;
        int got = next_event(&xw, &e, wait, a->pad.ctl != NULL, read);
        framelog_begin(&log);
        double now = app_now_ms();
        for (; got && a->running; got = SDL_PollEvent(&e))
            app_handle(a, &e, now);
        if (!a->running)
            break;
        app_update(a, now);
        if (now >= a->next_frame && app_render(a, now))
            framelog_presented(&log, a->presented_px);
    }
    framelog_close(&log);
    return 0;
}

/* --living re-roots the maze's tree of rooms: on a loaded maze that is not
 * one (loops, walled rooms with open cells between them) a move can cut
 * the exit off. Says why and frees the maze when it is refused. */
static bool living_ok(mz_grid *g, const char *name)
{
    mz_report r;
    int rc = mz_check(g, &r);
    char quoted[800];
    snprintf(quoted, sizeof quoted, "%.200s", name);
    io_quote(quoted, sizeof quoted);
    name = quoted;
    if (rc == MZ_OK && r.perfect)
        return true;
    if (rc == MZ_OK)
        fprintf(stderr,
                _("mazedfs: --living needs a perfect maze (one way between any two rooms); "
                  "%.200s has %s\n"),
                name, r.loops ? _("loops") : _("rooms walled off or open cells between rooms"));
    else
        fprintf(stderr, _("mazedfs: not enough memory to check %.200s for --living\n"), name);
    mz_grid_free(g);
    return false;
}

int window_main(const mz_options *o)
{
    char err[512];
    SDL_Surface *sprite = NULL;
    mz_grid *loaded = NULL;
    if (o->load_path && !(loaded = io_load(o->load_path, err, sizeof err))) {
        fprintf(stderr, "mazedfs: %s\n", err);
        return 2;
    }
    char note[256];
    if ((o->mask_path || o->mask_text) &&
        !(loaded = io_mask_grid(o, note, sizeof note, err, sizeof err))) {
        fprintf(stderr, "mazedfs: %s\n", err);
        return 2;
    }
    if (loaded && note[0] && (o->mask_path || o->mask_text))
        fprintf(stderr, "mazedfs: %s\n", note);
    if (loaded && mz_cli_check_ends(o, loaded, err, sizeof err) != MZ_OK) {
        fprintf(stderr, "mazedfs: %s\n", err);
        mz_grid_free(loaded);
        return 2;
    }
    if (loaded && o->living_ms && !living_ok(loaded, o->load_path))
        return 2;
    if (o->sprite && !(sprite = app_load_sprite(o->sprite, err, sizeof err))) {
        fprintf(stderr, "mazedfs: %s\n", err);
        mz_grid_free(loaded);
        return 2;
    }
    int status = window_start_sdl();
    app a;
    memset(&a, 0, sizeof a);
    mz_options demo = *o;
    SDL_Rect screen;
    if (status == 0 && o->demo) { /* the maze fills the screen */
        if (SDL_GetDisplayBounds(0, &screen) != 0)
            screen = (SDL_Rect){0, 0, 1024, 768};
        app_demo_options(&demo, screen.w, screen.h);
        o = &demo;
    }
    if (status == 0 &&
        (status = app_open_loaded(&a, o, loaded, sprite, stdout, err, sizeof err)) != 0)
        fprintf(stderr, "mazedfs: %s\n", err);
    else if (status == 0)
        status = app_run(&a);
    else if (sprite)
        SDL_FreeSurface(sprite);
    if (!a.grid) /* the app never took the grid (SDL did not start) */
        mz_grid_free(loaded);
    window_settle();
    app_close(&a);
    window_stop_sdl();
    return status;
}

void window_stop_sdl(void)
{
    drain_events();
    TTF_Quit();
    SDL_Quit();
}

void window_close(SDL_Window *win, SDL_Renderer *ren)
{
    if (ren)
        SDL_DestroyRenderer(ren);
    if (win)
        SDL_DestroyWindow(win);
    window_stop_sdl();
}
