/* app_test.h - what the app's cmocka tests share: opening an app from a
 * command line, closing it, and SDL under the dummy driver.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_APP_TEST_H
#define MAZEDFS_APP_TEST_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL_ttf.h>

#include "app.h"
#include "mazedfs/error.h"

/* Parses args (the words after "mazedfs", split on spaces) and opens a on
 * them, its text output going to a temporary file. Fails the test, naming
 * args, if either step fails. */
static inline void app_test_open(app *a, const char *args)
{
    char buf[256], *argv[32] = {"mazedfs"};
    int argc = 1;
    snprintf(buf, sizeof buf, "%s", args);
    for (char *t = strtok(buf, " "); t && argc < 31; t = strtok(NULL, " "))
        argv[argc++] = t;
    mz_options o;
    char err[256];
    if (mz_cli_parse(argc, argv, &o, err, sizeof err) != MZ_OK)
        fail_msg("mz_cli_parse(%s): %s", args, err);
    FILE *out = tmpfile();
    assert_non_null(out);
    if (app_open(a, &o, NULL, out, err, sizeof err))
        fail_msg("app_open(%s): %s", args, err);
}

/* Closes an app app_test_open opened, and its output file. */
static inline void app_test_close(app *a)
{
    FILE *out = a->out;
    app_close(a);
    fclose(out);
}

/* Hands everything queued to a at time now, as the loop does. */
static inline void app_test_pump(app *a, double now)
{
    SDL_Event e;
    while (SDL_PollEvent(&e))
        app_handle(a, &e, now);
}

/* A key press (sym with modifiers mod; a held key's repeat if repeat)
 * queued and handed to a at time now. */
static inline void app_test_key(app *a, double now, SDL_Keycode sym, Uint16 mod, bool repeat)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.repeat = repeat;
    e.key.keysym.sym = sym;
    e.key.keysym.mod = mod;
    assert_int_equal(SDL_PushEvent(&e), 1);
    app_test_pump(a, now);
}

/* Points XDG_DATA_HOME at a new folder made from tmpl (a mkdtemp template,
 * rewritten in place), so wins go to best times of the test's own, never a
 * player's. Returns 0, or 1 if the folder cannot be made. */
static inline int app_test_own_data(char *tmpl)
{
    if (!mkdtemp(tmpl))
        return 1;
    setenv("XDG_DATA_HOME", tmpl, 1);
    return 0;
}

/* Starts SDL video and TTF under the dummy driver, asked for by name: no
 * display needed. Returns 0, or 1 after saying why on stderr. */
static inline int app_test_sdl_start(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    return 0;
}

static inline void app_test_sdl_stop(void)
{
    TTF_Quit();
    SDL_Quit();
}

#endif
