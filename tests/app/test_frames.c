/* test_frames.c - a frame that redraws and presents only what changed
 * shows, pixel for pixel, what a frame that redraws the whole window shows:
 * for every generator, the solve and the trace, play with every aid, the
 * panel, the help, values, heat, a scaled window and a zoomed one. And such
 * frames really are small. SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "app_test.h"

#include <stdlib.h>

typedef struct run {
    app a;
    double now;
    const char *args;  /* for the messages */
    int frames, small; /* frames checked, and those that presented under a quarter */
    long long shown;   /* the pixels the last frame checked presented */
} run;

static void pump(run *r) { app_test_pump(&r->a, r->now); }

static void key(run *r, SDL_Keycode sym, Uint16 mod)
{
    app_test_key(&r->a, r->now, sym, mod, false);
}

static uint32_t *read_window(run *r, int *w, int *h)
{
    SDL_GetRendererOutputSize(r->a.ren, w, h);
    uint32_t *px = malloc((size_t)*w * (size_t)*h * 4);
    assert_non_null(px);
    assert_int_equal(SDL_RenderReadPixels(r->a.ren, NULL, SDL_PIXELFORMAT_ARGB8888, px, *w * 4), 0);
    return px;
}

/* One frame 16 ms on, drawn the app's way (only what changed), then the
 * same moment drawn whole: the two must be the same picture. */
static void frame(run *r, const char *what)
{
    r->now += 16;
    pump(r);
    app_update(&r->a, r->now);
    r->a.redraw = true;
    app_render(&r->a, r->now);
    long long shown = r->a.presented_px;
    int w, h, w2, h2;
    uint32_t *part = read_window(r, &w, &h);
    /* Whatever a whole frame leaves undrawn stays magenta (no colour of
     * the app's). */
    SDL_SetRenderDrawColor(r->a.ren, 255, 0, 255, 255);
    SDL_RenderClear(r->a.ren);
    r->a.redraw = r->a.repaint = true;
    app_render(&r->a, r->now);
    uint32_t *whole = read_window(r, &w2, &h2);
    for (size_t i = 0; i < (size_t)w2 * (size_t)h2; i++)
        if (whole[i] == 0xffff00ffu)
            fail_msg("%s, %s, frame %d: the whole frame left (%zu, %zu) undrawn", r->args, what,
                     r->frames, i % (size_t)w2, i / (size_t)w2);
    assert_int_equal(w, w2);
    assert_int_equal(h, h2);
    for (size_t i = 0; i < (size_t)w * (size_t)h; i++)
        if (part[i] != whole[i])
            fail_msg("%s, %s, frame %d: at (%zu, %zu) the partial frame has %08x, the whole "
                     "one %08x",
                     r->args, what, r->frames, i % (size_t)w, i / (size_t)w, part[i], whole[i]);
    free(part);
    free(whole);
    r->frames++;
    r->small += shown * 4 < (long long)w * h;
    r->shown = shown;
}

static void open_run(run *r, const char *args)
{
    memset(r, 0, sizeof *r);
    r->args = args;
    app_test_open(&r->a, args);
    assert_true(r->a.partial); /* the dummy driver's renderer is the software one */
    r->now = app_now_ms();
}

/* The wheel turned clicks notches with the pointer over cell (y, x). */
static void zoom_at_cell(run *r, int y, int x, int clicks)
{
    SDL_Rect c = view_cell_rect(&r->a.view, y, x, 0);
    SDL_WarpMouseInWindow(r->a.win, c.x, c.y);
    pump(r);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = clicks;
    app_handle(&r->a, &e, r->now);
}

/* Frames until play (at most max), each checked. */
static void frames_until_play(run *r, int max, const char *what)
{
    for (int i = 0; i < max && r->a.phase != PHASE_PLAY; i++)
        frame(r, what);
    assert_int_equal(r->a.phase, PHASE_PLAY);
}

/* Generation, solve and trace of every generator at 1:1: most frames are
 * small. The default run takes every other generator, with
 * MAZEDFS_FRAMES_ALL (app_frames_all, the long tier) all of them.
 * (Sanitized, this suite is in the long tier: tests/app/CMakeLists.txt.) */
static void test_every_generator(void **state)
{
    (void)state;
    bool all = getenv("MAZEDFS_FRAMES_ALL") != NULL;
    for (int gi = 0; gi < mz_generator_count; gi++) {
        if (!all && (gi & 1))
            continue;
        const mz_gen_info *g = mz_generators[gi];
        char args[128];
        snprintf(args, sizeof args, "-g %s -s 3 --delay 1 --dot-delay 1 121 161 4", g->name);
        run r;
        open_run(&r, args);
        key(&r, SDLK_s, KMOD_NONE);
        key(&r, SDLK_t, KMOD_NONE);
        for (int i = 0; i < 150 && r.a.phase == PHASE_GENERATE; i++)
            frame(&r, "generate");
        if (r.small * 4 < r.frames * 3)
            fail_msg("%s: only %d of %d frames presented under a quarter of the window", args,
                     r.small, r.frames);
        for (int i = 0; i < 40 && r.a.phase != PHASE_PLAY; i++) {
            for (int k = 0; k < 40 && r.a.phase != PHASE_PLAY; k++)
                frame(&r, "generate, solve, trace");
            key(&r, SDLK_RETURN, KMOD_NONE); /* the rest of the phase at once */
        }
        assert_int_equal(r.a.phase, PHASE_PLAY);
        app_test_close(&r.a);
    }
}

/* Drawn one texel to a pixel, a step's frame shows its cells, not the
 * 64 x 64 tiles they are in: in the dig of `41 51 10` (the animation
 * measured against xscreensaver's maze) nearly every frame presents
 * fewer pixels than one tile has, the HUD's changed words included. */
static void test_one_to_one_frames_show_cells(void **state)
{
    (void)state;
    run r;
    open_run(&r, "-s 1 41 51 10");
    assert_true(view_one_to_one(&r.a.view));
    int under = 0;
    for (int i = 0; i < 200 && r.a.phase == PHASE_GENERATE; i++) {
        frame(&r, "1:1 generate");
        under += r.shown < VIEW_TILE * VIEW_TILE;
    }
    if (under * 10 < r.frames * 9)
        fail_msg("only %d of %d frames presented under a tile's %d pixels", under, r.frames,
                 VIEW_TILE * VIEW_TILE);
    app_test_close(&r.a);
}

/* Play: moves, runs, breadcrumbs, hints, dark, heat, values, the panel
 * and the help, each while the dot moves. */
static void test_play_with_every_layer(void **state)
{
    (void)state;
    static const struct {
        SDL_Keycode sym;
        Uint16 mod;
        const char *what;
    } toggles[] = {{SDLK_b, KMOD_NONE, "breadcrumbs"}, {SDLK_i, KMOD_NONE, "hint"},
                   {SDLK_h, KMOD_LSHIFT, "heat"},      {SDLK_v, KMOD_NONE, "values"},
                   {SDLK_c, KMOD_NONE, "panel"},       {SDLK_F1, KMOD_NONE, "help"}};
    static const SDL_Keycode moves[] = {SDLK_RIGHT, SDLK_DOWN, SDLK_LEFT, SDLK_UP};
    run r;
    open_run(&r, "-s 5 --delay 0 21 31 16");
    frames_until_play(&r, 20, "open");
    for (size_t t = 0; t < sizeof toggles / sizeof *toggles; t++) {
        key(&r, toggles[t].sym, toggles[t].mod);
        for (int i = 0; i < 40; i++) {
            key(&r, moves[(i / 3 + i * 7 / 5) % 4], i % 5 == 0 ? KMOD_LSHIFT : KMOD_NONE);
            frame(&r, toggles[t].what);
        }
    }
    app_test_close(&r.a);
    open_run(&r, "-s 5 --delay 0 --dark 21 31 16");
    frames_until_play(&r, 20, "open");
    for (int i = 0; i < 60; i++) {
        key(&r, moves[(i / 2 + i * 3 / 7) % 4], KMOD_NONE);
        frame(&r, "dark");
    }
    app_test_close(&r.a);
}

/* A window resized to scale the maze by an odd factor, down and up, and a
 * zoomed view that follows the dot: the tiles meet where they should. */
static void test_scaled_and_zoomed(void **state)
{
    (void)state;
    static const int sizes[][2] = {{377, 301}, {911, 743}};
    for (size_t s = 0; s < 2; s++) {
        run r;
        open_run(&r, "-g division -s 9 --delay 1 45 61 7");
        SDL_SetWindowSize(r.a.win, sizes[s][0], sizes[s][1]);
        pump(&r);
        frames_until_play(&r, 3000, "scaled generate");
        key(&r, SDLK_s, KMOD_NONE);
        frames_until_play(&r, 3000, "scaled solve");
        app_test_close(&r.a);
    }
    run r;
    open_run(&r, "-s 4 --delay 1 --dot-delay 1 45 61 7");
    frame(&r, "first");
    zoom_at_cell(&r, 20, 30, 4);
    frames_until_play(&r, 3000, "zoomed generate");
    assert_true(r.a.zoom.z > 1.5);
    static const SDL_Keycode moves[] = {SDLK_RIGHT, SDLK_DOWN, SDLK_DOWN, SDLK_RIGHT};
    for (int i = 0; i < 200; i++) {
        key(&r, moves[i % 4], KMOD_LSHIFT);
        frame(&r, "zoomed play");
    }
    app_test_close(&r.a);
}

/* Zoomed in, the dot's cell half under the HUD: a hint changes the tile
 * the dot stands on while the dot stays, and the dot must still be drawn
 * as the whole frame draws it (cut by no rectangle but the window). */
static void test_dot_on_the_edge(void **state)
{
    (void)state;
    run r;
    open_run(&r, "-s 4 --delay 0 45 61 7");
    frames_until_play(&r, 20, "open");
    zoom_at_cell(&r, 22, 30, 12);
    frame(&r, "zoom");
    assert_true(r.a.zoom.z > 3);
    int cut = 0;
    SDL_Rect m;
    for (int side = 0; side < 4; side++) {
        for (int i = 0; i < 6; i++) { /* somewhere inside the maze */
            key(&r, side & 1 ? SDLK_DOWN : SDLK_RIGHT, KMOD_LSHIFT);
            frame(&r, "move");
        }
        m = r.a.maze_rect;
        SDL_Rect d = view_dot_rect(&r.a.view, r.a.play.y, r.a.play.x);
        int dx = side == 2 ? m.x - (d.x + d.w / 2) : side == 3 ? m.x + m.w - (d.x + d.w / 2) : 0;
        int dy = side == 0 ? m.y - (d.y + d.h / 2) : side == 1 ? m.y + m.h - (d.y + d.h / 2) : 0;
        zoom_pan(&r.a.zoom, &r.a.view, dx, dy);
        r.a.redraw = true;
        frame(&r, "panned");
        d = view_dot_rect(&r.a.view, r.a.play.y, r.a.play.x);
        SDL_Rect in;
        if (SDL_IntersectRect(&d, &m, &in) && !SDL_RectEquals(&in, &d))
            cut++;
        key(&r, SDLK_i, KMOD_NONE);
        frame(&r, "hint, the dot on the edge");
    }
    assert_true(cut > 0); /* the layout let the dot reach an edge */
    app_test_close(&r.a);
}

/* The zoomed generation again, its first frame at each of many moments
 * after the animation started: each start cuts the steps into frames
 * differently (as a loaded machine did between the app's start and the
 * test's first frame), and every cut must draw as the whole frame does. */
static void test_zoomed_every_start(void **state)
{
    (void)state;
    for (int offset = 0; offset < 16; offset++) {
        run r;
        open_run(&r, "-s 4 --delay 1 --dot-delay 1 45 61 7");
        r.now = r.a.anim.last_ms + offset;
        char what[64];
        snprintf(what, sizeof what, "zoomed generate, started %d ms late", offset);
        frame(&r, "first");
        zoom_at_cell(&r, 20, 30, 4);
        for (int i = 0; i < 120 && r.a.phase != PHASE_PLAY; i++)
            frame(&r, what);
        app_test_close(&r.a);
    }
}

int main(void)
{
    if (app_test_sdl_start() != 0)
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_generator),
        cmocka_unit_test(test_play_with_every_layer),
        cmocka_unit_test(test_scaled_and_zoomed),
        cmocka_unit_test(test_dot_on_the_edge),
        cmocka_unit_test(test_zoomed_every_start),
        cmocka_unit_test(test_one_to_one_frames_show_cells),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_test_sdl_stop();
    return failed;
}
