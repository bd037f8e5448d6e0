/* test_app.c - the app's logic under SDL's dummy video driver: keys move
 * the dot as the core says, walls block, the win is reported, pause, step
 * and skip act on the animation. SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "app_test.h"
#include "examine.h"
#include "maskfile.h"
#include "mazedfs/check.h"
#include "mazedfs/palette.h"
#include "mazedfs/pieces.h"
#include "mazedfs/rng.h"
#include "scores_file.h"

#include <dirent.h>
#include <math.h>
#include <unistd.h>

typedef struct fixture {
    app a;
    double now; /* the made-up clock the test drives the app with */
} fixture;

static fixture *open_app(const char *args)
{
    fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    app_test_open(&f->a, args);
    f->now = app_now_ms(); /* the made-up clock starts where the app's did */
    return f;
}

static void close_app(fixture *f)
{
    app_test_close(&f->a);
    free(f);
}

static void pump(fixture *f) { app_test_pump(&f->a, f->now); }

static void key(fixture *f, SDL_Keycode sym, Uint16 mod, bool repeat)
{
    app_test_key(&f->a, f->now, sym, mod, repeat);
}

static void press(fixture *f, SDL_Keycode sym) { key(f, sym, KMOD_NONE, false); }

/* One frame: 16 ms later, update and draw. */
static void frame(fixture *f)
{
    f->now += 16;
    pump(f);
    app_update(&f->a, f->now);
    app_render(&f->a, f->now);
}

static void run_until_play(fixture *f, int max_frames)
{
    for (int i = 0; i < max_frames && f->a.phase != PHASE_PLAY; i++)
        frame(f);
    assert_int_equal(f->a.phase, PHASE_PLAY);
}

/* The finished maze for the app's generator and seed, made by the core alone. */
static mz_grid *core_maze(const app *a)
{
    mz_grid *g = mz_grid_new(a->grid->height, a->grid->width);
    mz_gen *gen = mz_gen_new(a->now.gen, g, a->now.seed);
    mz_gen_finish(gen);
    mz_gen_free(gen);
    return g;
}

static void assert_same_maze(const app *a)
{
    mz_grid *g = core_maze(a);
    assert_memory_equal(g->cells, a->grid->cells, (size_t)g->height * (size_t)g->width);
    mz_grid_free(g);
}

static void test_delay0_shows_the_finished_maze(void **state)
{
    (void)state;
    fixture *f = open_app("-s 7 --delay 0 41 51 10");
    /* One frame does it at full speed; under valgrind on a busy machine a
     * frame's 25 ms of stepping may not, so allow a few more frames. */
    for (int i = 0; i < 200 && f->a.phase != PHASE_PLAY; i++)
        frame(f);
    assert_int_equal(f->a.phase, PHASE_PLAY);
    assert_same_maze(&f->a);
    /* The texture shows it: each cell's texels in the wall or path colour. */
    const view *v = &f->a.view;
    for (int y = 0; y < 41; y++)
        for (int x = 0; x < 51; x++) {
            uint32_t px = v->pixels[(size_t)(y * 10 + 5) * v->fit.tw + (size_t)(x * 10 + 5)];
            assert_int_equal(px, mz_grid_open(f->a.grid, y, x) ? 0xff000000u : 0xff00ff00u);
        }
    close_app(f);
}

static const SDL_Keycode move_keys[][MZ_NDIRS] = {
    {SDLK_DOWN, SDLK_RIGHT, SDLK_UP, SDLK_LEFT},
    {SDLK_s, SDLK_d, SDLK_w, SDLK_a},
    {SDLK_j, SDLK_l, SDLK_k, SDLK_h},
};

static void test_keys_move_the_dot_as_the_core_says(void **state)
{
    (void)state;
    fixture *f = open_app("-s 11 --delay 0 21 31 10");
    run_until_play(f, 10);
    mz_play mirror;
    mz_play_start(&mirror, f->a.grid);
    uint64_t seed = 99, blocked = 0;
    for (int i = 0; i < 3000 && !mirror.won; i++) {
        uint64_t r = mz_splitmix64(&seed);
        int dir = (int)(r % MZ_NDIRS), set = (int)(r / 4 % 3);
        bool moved = mz_play_move(&mirror, f->a.grid, dir);
        blocked += !moved;
        key(f, move_keys[set][dir], KMOD_NONE, r / 16 % 2); /* some as held-key repeats */
        assert_int_equal(f->a.play.y, mirror.y);
        assert_int_equal(f->a.play.x, mirror.x);
        assert_int_equal(f->a.play.moves, mirror.moves);
    }
    assert_true(blocked > 0);
    close_app(f);
}

static void test_walls_block_without_counting(void **state)
{
    (void)state;
    fixture *f = open_app("-s 3 --delay 0 41 51 10");
    run_until_play(f, 10);
    /* North and west of the start are the border. */
    press(f, SDLK_UP);
    press(f, SDLK_w);
    press(f, SDLK_LEFT);
    press(f, SDLK_h);
    assert_int_equal(f->a.play.y, 1);
    assert_int_equal(f->a.play.x, 1);
    assert_int_equal(f->a.play.moves, 0);
    close_app(f);
}

/* Walks the shortest way out with the arrow keys, 10 ms a move, from its
 * cell from (the dot is there) to its cell to (past the end: the exit);
 * returns the way's length in cells. */
static size_t walk_part_of_the_way(fixture *f, size_t from, size_t to)
{
    mz_path p;
    assert_int_equal(mz_path_shortest(f->a.grid, &p), MZ_OK);
    int w = f->a.grid->width;
    for (size_t i = from + 1; i < p.length && i <= to; i++) {
        int dy = (int)(p.cells[i] / w) - (int)(p.cells[i - 1] / w);
        int dx = (int)(p.cells[i] % w) - (int)(p.cells[i - 1] % w);
        for (int d = 0; d < MZ_NDIRS; d++)
            if (mz_dy[d] == dy && mz_dx[d] == dx)
                press(f, move_keys[0][d]);
        f->now += 10;
    }
    size_t length = p.length;
    mz_path_free(&p);
    return length;
}

static size_t walk_the_shortest_way(fixture *f) { return walk_part_of_the_way(f, 0, SIZE_MAX); }

static void test_the_win_is_reported(void **state)
{
    (void)state;
    fixture *f = open_app("-s 7 --delay 0 41 51 10");
    run_until_play(f, 10);
    size_t length = walk_the_shortest_way(f);
    assert_true(f->a.play.won);
    press(f, SDLK_LEFT); /* no moves after the win, and no second line */
    char line[128] = "", extra[128] = "";
    rewind(f->a.out);
    assert_non_null(fgets(line, sizeof line, f->a.out));
    assert_null(fgets(extra, sizeof extra, f->a.out));
    unsigned long n, k;
    double t;
    assert_int_equal(sscanf(line, "escaped: %lu moves in %lf s (shortest: %lu)", &n, &t, &k), 3);
    assert_int_equal(n, length - 1);
    assert_int_equal(k, length - 1);
    assert_true(t > 0);
    assert_non_null(strchr(line, '\n'));
    /* The win is among the best times, in the test's own folder. */
    assert_true(f->a.best_s > 0 && f->a.best_s <= t + 0.05);
    assert_true(f->a.best_rank >= 1);
    char path[4096];
    assert_true(scores_path(path, sizeof path));
    assert_non_null(strstr(path, "/tmp/mazedfs-app-"));
    mz_scores s = {0};
    char note[256];
    assert_int_equal(scores_load(path, &s, note, sizeof note), SCORES_OK);
    assert_non_null(mz_scores_best(&s, "backtracker", 41, 51));
    mz_scores_free(&s);
    close_app(f);
}

/* How many of s's times are gen's at 41 x 51. */
static size_t count_of(const mz_scores *s, const char *gen)
{
    size_t n = 0;
    for (size_t i = 0; i < s->n; i++)
        n += strcmp(s->v[i].gen, gen) == 0 && s->v[i].height == 41 && s->v[i].width == 51;
    return n;
}

/* A win on a loaded maze is filed under the maze's own key, never as the
 * generator of its size: a hand-made easy maze sets no backtracker best. */
static void test_a_loaded_maze_win_has_its_own_key(void **state)
{
    (void)state;
    char *argv[] = {"mazedfs", "--delay", "0", "41", "51", "10"};
    mz_options o;
    char err[256];
    assert_int_equal(mz_cli_parse(6, argv, &o, err, sizeof err), MZ_OK);
    mz_grid *g = mz_grid_new(41, 51);
    mz_gen *gen = mz_gen_new(o.gen, g, 12345);
    mz_gen_finish(gen);
    mz_gen_free(gen);
    char key[MZ_SCORE_GEN_MAX];
    scores_loaded_key(g, key);
    fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    FILE *out = tmpfile();
    assert_int_equal(app_open_loaded(&f->a, &o, g, NULL, out, err, sizeof err), 0);
    f->now = app_now_ms();
    run_until_play(f, 10);
    char path[4096], note[256];
    assert_true(scores_path(path, sizeof path));
    mz_scores s = {0};
    assert_int_equal(scores_load(path, &s, note, sizeof note), SCORES_OK);
    size_t before = s.n, backtracker = count_of(&s, "backtracker");
    walk_the_shortest_way(f);
    assert_true(f->a.play.won);
    assert_int_equal(scores_load(path, &s, note, sizeof note), SCORES_OK);
    assert_int_equal(s.n, before + 1);
    const mz_score *mine = mz_scores_best(&s, key, 41, 51);
    assert_non_null(mine);
    assert_int_equal(count_of(&s, "backtracker"), backtracker); /* not filed as one */
    mz_scores_free(&s);
    close_app(f);
}

/* The times of the backtracker at 41 x 51 in the scores file. */
static size_t best_times_now(void)
{
    char path[4096], note[256];
    assert_true(scores_path(path, sizeof path));
    mz_scores s = {0};
    int rc = scores_load(path, &s, note, sizeof note);
    assert_true(rc == SCORES_OK);
    size_t n = count_of(&s, "backtracker");
    mz_scores_free(&s);
    return n;
}

/* Shift+S or T now, finished at once with Enter, back in play. */
static void show_the_route(fixture *f, bool solve)
{
    key(f, solve ? SDLK_s : SDLK_t, solve ? KMOD_LSHIFT : KMOD_NONE, false);
    assert_int_equal(f->a.phase, solve ? PHASE_SOLVE : PHASE_TRACE);
    press(f, SDLK_RETURN);
    run_until_play(f, 2000);
}

/* A best time is earned: a win after a solve, a trace or a hint is
 * reported but files no best time. After a hint the same maze begun again
 * with R can earn one; after a solve or a trace it cannot (the way is
 * remembered: Shift+S, R, then walking from memory is no best time); a
 * new maze walked unaided can. */
static void test_only_an_earned_win_is_a_best_time(void **state)
{
    (void)state;
    for (int way = 0; way < 3; way++) {
        fixture *f = open_app("-s 7 --delay 0 41 51 10");
        run_until_play(f, 10);
        size_t before = best_times_now();
        if (way < 2)
            show_the_route(f, way == 0);
        else
            press(f, SDLK_i);
        assert_false(app_win_earned(&f->a));
        walk_the_shortest_way(f);
        assert_true(f->a.play.won);
        assert_true(f->a.won_s > 0);
        assert_true(f->a.best_s == 0);
        assert_int_equal(f->a.best_rank, 0);
        assert_int_equal(best_times_now(), before);
        char line[128] = "";
        rewind(f->a.out);
        assert_non_null(fgets(line, sizeof line, f->a.out)); /* still reported */
        assert_non_null(strstr(line, "escaped: "));
        frame(f);
        assert_non_null(strstr(f->a.hud.lines[1].text, "no best time"));
        press(f, SDLK_r); /* a new game: the marks and the hint count go */
        size_t earned = way == 2;
        assert_int_equal(app_win_earned(&f->a), earned);
        walk_the_shortest_way(f);
        assert_true(f->a.play.won);
        assert_int_equal(f->a.best_s > 0 && f->a.best_rank >= 1, earned);
        assert_int_equal(best_times_now(), before + earned);
        press(f, SDLK_n); /* a new maze, walked unaided, is one */
        run_until_play(f, 10);
        assert_true(app_win_earned(&f->a));
        walk_the_shortest_way(f);
        assert_true(f->a.play.won);
        assert_int_equal(best_times_now(), before + earned + 1);
        close_app(f);
    }
}

/* The play clock starts at the first move and waits while the program
 * animates a solve or a trace; on the test's own clock, to the ms. */
static void test_the_clock_waits_while_the_program_animates(void **state)
{
    (void)state;
    fixture *f = open_app("-s 7 --delay 0 41 51 10");
    run_until_play(f, 10);
    f->now += 5000; /* before the first move: not counted */
    walk_part_of_the_way(f, 0, 1);
    assert_true(f->a.clock_on);
    assert_true(app_clock_ms(&f->a, f->now) == 10);
    f->now += 1000;
    key(f, SDLK_s, KMOD_LSHIFT, false); /* at 1010 ms of play */
    for (int i = 0; i < 50; i++)
        frame(f); /* the solve runs at its own pace */
    assert_int_equal(f->a.phase, PHASE_SOLVE);
    assert_true(app_clock_ms(&f->a, f->now) == 1010);
    frame(f);
    assert_non_null(strstr(f->a.hud.lines[1].text, "play clock stopped"));
    press(f, SDLK_RETURN);
    run_until_play(f, 2000);
    double back = f->now;
    assert_true(app_clock_ms(&f->a, f->now) == 1010);
    f->now += 500;
    show_the_route(f, false); /* the trace waits too */
    double trace_ms = f->now - back - 500;
    assert_true(trace_ms > 0);
    assert_true(app_clock_ms(&f->a, f->now) == 1510);
    double start = f->now;
    walk_part_of_the_way(f, 1, SIZE_MAX);
    assert_true(f->a.play.won);
    /* The last move came 10 ms before the walk's end. */
    double walked = f->now - 10 - start;
    double want = (1510 + walked) / 1000.0;
    if (f->a.won_s < want - 1e-9 || f->a.won_s > want + 1e-9)
        fail_msg("won in %.4f s of play, not %.4f", f->a.won_s, want);
    close_app(f);
}

static void test_pause_step_and_skip(void **state)
{
    (void)state;
    fixture *f = open_app("-s 5 41 51 10"); /* the default pace */
    frame(f);
    frame(f);
    assert_int_equal(f->a.phase, PHASE_GENERATE);
    assert_true(f->a.phase_steps > 0);
    press(f, SDLK_SPACE);
    uint64_t paused_at = f->a.phase_steps;
    for (int i = 0; i < 100; i++)
        frame(f);
    assert_int_equal(f->a.phase_steps, paused_at);
    press(f, SDLK_PERIOD);
    frame(f);
    assert_int_equal(f->a.phase_steps, paused_at + 1);
    press(f, SDLK_PERIOD);
    press(f, SDLK_PERIOD);
    frame(f);
    frame(f);
    assert_int_equal(f->a.phase_steps, paused_at + 3);
    press(f, SDLK_SPACE); /* resume */
    for (int i = 0; i < 5; i++)
        frame(f);
    assert_true(f->a.phase_steps > paused_at + 3);
    /* Enter finishes the phase flat out: a frame's stepping stops at its
     * time budget, so on a loaded machine (or under valgrind) it takes
     * more than one frame; each must make progress. */
    press(f, SDLK_RETURN);
    for (int i = 0; i < 100000 && f->a.phase != PHASE_PLAY; i++) {
        uint64_t before = f->a.phase_steps;
        frame(f);
        assert_true(f->a.phase == PHASE_PLAY || f->a.phase_steps > before);
    }
    assert_int_equal(f->a.phase, PHASE_PLAY);
    assert_same_maze(&f->a);
    close_app(f);
}

static void test_faster_and_slower(void **state)
{
    (void)state;
    fixture *f = open_app("-s 5 --delay 8 41 51 10");
    frame(f);
    key(f, SDLK_PLUS, KMOD_SHIFT, false);
    assert_float_equal(f->a.anim.delay_ms, 4, 0);
    press(f, SDLK_MINUS);
    press(f, SDLK_MINUS);
    assert_float_equal(f->a.anim.delay_ms, 16, 0);
    assert_float_equal(f->a.gen_delay, 16, 0);
    close_app(f);
}

static void test_a_key_flood_changes_nothing_it_should_not(void **state)
{
    (void)state;
    fixture *f = open_app("-s 5 41 51 10");
    frame(f);
    uint64_t seed = f->a.now.seed;
    for (int i = 0; i < 500; i++) {
        key(f, move_keys[i % 3][i % 4], KMOD_NONE, i > 0);
        key(f, SDLK_n, KMOD_NONE, true);      /* a held N is one press, made before */
        key(f, SDLK_RETURN, KMOD_NONE, true); /* a held Enter likewise */
        key(f, SDLK_g, KMOD_NONE, true);
    }
    frame(f);
    assert_int_equal(f->a.phase, PHASE_GENERATE);
    assert_int_equal(f->a.play.moves, 0);
    assert_int_equal(f->a.play.y, 1);
    assert_int_equal(f->a.play.x, 1);
    assert_int_equal(f->a.now.seed, seed);
    assert_false(mz_run_will(f->a.run, MZ_PHASE_SOLVE));
    press(f, SDLK_n);
    assert_true(f->a.now.seed != seed);
    close_app(f);
}

static void test_solve_then_trace_in_the_labs_order(void **state)
{
    (void)state;
    fixture *f = open_app("-s 9 --delay 0 --dot-delay 0 --solve --trace 41 51 10");
    app_phase seen[8];
    int nseen = 0;
    seen[nseen++] = f->a.phase;
    for (int i = 0; i < 200 && f->a.phase != PHASE_PLAY; i++) {
        frame(f);
        if (f->a.phase != seen[nseen - 1] && nseen < 8)
            seen[nseen++] = f->a.phase;
    }
    assert_int_equal(nseen, 4);
    assert_int_equal(seen[1], PHASE_SOLVE);
    assert_int_equal(seen[2], PHASE_TRACE);
    assert_int_equal(seen[3], PHASE_PLAY);
    /* In a perfect maze the solve's dots left standing are the one path,
     * and the trace marks it too. */
    const app *a = &f->a;
    int on_path = 0;
    for (size_t i = 0; i < app_path(a)->length; i++) {
        uint8_t m = a->view.marks[app_path(a)->cells[i]];
        on_path += (m & MARK_TRACE) && (m & MARK_TRAIL);
    }
    assert_int_equal(on_path, (int)app_path(a)->length);
    int trail = 0;
    for (size_t i = 0; i < (size_t)(41 * 51); i++)
        trail += (a->view.marks[i] & MARK_TRAIL) != 0;
    assert_int_equal(trail, (int)app_path(a)->length);
    close_app(f);
}

static void test_keys_solve_trace_replay_new_next(void **state)
{
    (void)state;
    fixture *f = open_app("-s 10 --delay 0 --dot-delay 0 -g division-loops 41 51 10");
    run_until_play(f, 10);
    press(f, SDLK_DOWN);
    press(f, SDLK_DOWN);
    key(f, SDLK_s, KMOD_LSHIFT, false);
    assert_int_equal(f->a.phase, PHASE_SOLVE);
    run_until_play(f, 200);
    assert_int_equal(f->a.play.y, 3); /* play goes on where it was */
    press(f, SDLK_t);
    run_until_play(f, 200);
    assert_int_equal(mz_run_steps(f->a.run, MZ_PHASE_TRACE), app_path(&f->a)->length);
    press(f, SDLK_r);
    assert_int_equal(f->a.play.y, 1);
    assert_int_equal(f->a.play.moves, 0);
    assert_false(f->a.view.marked);
    uint64_t seed = f->a.now.seed;
    press(f, SDLK_n);
    assert_int_equal(f->a.phase, PHASE_GENERATE);
    assert_true(f->a.now.seed != seed);
    const mz_gen_info *gen = f->a.now.gen;
    press(f, SDLK_g);
    assert_true(f->a.now.gen != gen);
    run_until_play(f, 10);
    assert_same_maze(&f->a);
    press(f, SDLK_v);
    press(f, SDLK_F1);
    frame(f);
    assert_true(f->a.show_values && f->a.show_help);
    close_app(f);
}

/* R, N and G drop every queued phase: with --solve --trace, R during the
 * solve and then Shift+S in play solve and stop, with no trace after. */
static void test_replay_new_and_next_drop_queued_phases(void **state)
{
    (void)state;
    fixture *f = open_app("-s 9 --delay 0 --dot-delay 50 --solve --trace 41 51 10");
    for (int i = 0; i < 200 && f->a.phase != PHASE_SOLVE; i++)
        frame(f);
    assert_int_equal(f->a.phase, PHASE_SOLVE);
    press(f, SDLK_r);
    assert_int_equal(f->a.phase, PHASE_PLAY);
    key(f, SDLK_s, KMOD_LSHIFT, false);
    assert_int_equal(f->a.phase, PHASE_SOLVE);
    press(f, SDLK_RETURN);
    frame(f);
    frame(f);
    assert_int_equal(f->a.phase, PHASE_PLAY);
    assert_int_equal(mz_run_steps(f->a.run, MZ_PHASE_TRACE), 0);
    /* Shift+S and T queued while generating, then N or G: the new maze runs
     * only what the command line asked for (here nothing). */
    static const SDL_Keycode renew[] = {SDLK_n, SDLK_g};
    for (int k = 0; k < 2; k++) {
        fixture *g = open_app("-s 9 --dot-delay 0 41 51 10");
        frame(g);
        assert_int_equal(g->a.phase, PHASE_GENERATE);
        key(g, SDLK_s, KMOD_LSHIFT, false);
        press(g, SDLK_t);
        assert_true(mz_run_will(g->a.run, MZ_PHASE_SOLVE) && mz_run_will(g->a.run, MZ_PHASE_TRACE));
        press(g, renew[k]);
        assert_int_equal(g->a.phase, PHASE_GENERATE);
        if (mz_run_will(g->a.run, MZ_PHASE_SOLVE) || mz_run_will(g->a.run, MZ_PHASE_TRACE))
            fail_msg("%s kept a queued phase", SDL_GetKeyName(renew[k]));
        close_app(g);
    }
    close_app(f);
}

/* What a key the help names (as "Shift+S", "Keypad +") does, pressed once
 * or held. */
static key_action named_key_action(const char *name, bool held)
{
    bool ctrl = strncmp(name, "Ctrl+", 5) == 0;
    name += ctrl ? 5 : 0;
    bool shift = strncmp(name, "Shift+", 6) == 0;
    SDL_KeyboardEvent k;
    memset(&k, 0, sizeof k);
    k.keysym.sym = SDL_GetKeyFromName(shift ? name + 6 : name);
    k.keysym.mod = (shift ? KMOD_LSHIFT : KMOD_NONE) | (ctrl ? KMOD_LCTRL : KMOD_NONE);
    k.repeat = held;
    if (k.keysym.sym == SDLK_UNKNOWN)
        fail_msg("the help names a key SDL does not know: '%s'", name);
    return keys_action(&k);
}

/* The F1 help is made from the key table: each action has one line, and
 * every key a line names does that line's action (held, only if the line
 * says it repeats). */
/* F shows --stats' figures of the maze on screen: io_examine's lines for
 * the maze the app shows, made again for the next maze (N); Esc closes. */
static void test_the_figures_panel_shows_the_stats_figures(void **state)
{
    (void)state;
    fixture *f = open_app("-s 4 --delay 0 21 31 10");
    run_until_play(f, 50);
    press(f, SDLK_f);
    frame(f);
    assert_true(f->a.figures.shown);
    assert_non_null(f->a.figures.tex);
    for (int round = 0; round < 2; round++) {
        io_examined e;
        char want[2048];
        assert_int_equal(io_examine(f->a.grid, &e), 0);
        io_figures_text(&e, true, want, sizeof want);
        io_examined_free(&e);
        if (!strstr(f->a.figures.text, want))
            fail_msg("the panel:\n%s\nlacks:\n%s", f->a.figures.text, want);
        assert_non_null(strstr(want, "difficulty: "));
        uint64_t seed = f->a.now.seed;
        press(f, SDLK_n);
        run_until_play(f, 50);
        frame(f);
        assert_true(f->a.now.seed != seed);
    }
    press(f, SDLK_ESCAPE);
    frame(f);
    assert_false(f->a.figures.shown);
    assert_true(f->a.running);
    close_app(f);
}

/* A shape in pieces (--pieces): the panel gives the figures of the piece
 * played, a perfect maze, as --stats --pieces does (not the whole shape's,
 * which is no one maze: "perfect: no"). */
static void test_the_figures_panel_of_a_piece(void **state)
{
    (void)state;
    char path[] = "/tmp/mazedfs-panel-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    const char *mask = "##..##..##\n##..##..##\n..........\n###.#.####\n#.#.#.#..#\n";
    assert_int_equal(write(fd, mask, strlen(mask)), (ssize_t)strlen(mask));
    close(fd);
    for (int seed = 1; seed <= 3; seed++) {
        char args[128];
        snprintf(args, sizeof args, "-s %d --delay 0 --pieces --mask %s%s", seed, path,
                 seed == 3 ? " --ends far" : "");
        fixture *f = calloc(1, sizeof *f);
        assert_non_null(f);
        char buf[128], *argv[16] = {"mazedfs"}, err[256], note[256];
        int argc = 1;
        snprintf(buf, sizeof buf, "%s", args);
        for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
            argv[argc++] = t;
        mz_options o;
        assert_int_equal(mz_cli_parse(argc, argv, &o, err, sizeof err), MZ_OK);
        mz_grid *g = io_mask_grid(&o, note, sizeof note, err, sizeof err);
        assert_non_null(g);
        FILE *out = tmpfile();
        assert_non_null(out);
        if (app_open_loaded(&f->a, &o, g, NULL, out, err, sizeof err))
            fail_msg("app_open_loaded(%s): %s", args, err);
        f->now = app_now_ms();
        run_until_play(f, 50);
        press(f, SDLK_f);
        frame(f);
        assert_true(f->a.figures.shown);
        /* The piece of the dot's start: its number and its rooms. */
        const mz_grid *s = f->a.grid;
        size_t cols = (size_t)(s->width - 1) / 2, n = (size_t)(s->height - 1) / 2 * cols;
        uint32_t *label = malloc(n * sizeof *label), rooms = 0;
        assert_non_null(label);
        uint32_t pieces = mz_grid_pieces(s, label);
        uint32_t k = label[(size_t)(s->start_y / 2) * cols + (size_t)(s->start_x / 2)];
        for (size_t i = 0; i < n; i++)
            rooms += label[i] == k;
        free(label);
        char want[2][96];
        snprintf(want[0], sizeof want[0], "the piece played, %u of %u", k + 1, pieces);
        snprintf(want[1], sizeof want[1], "rooms: %u  solution_length: ", rooms);
        if (!strstr(f->a.figures.text, "perfect: yes  loops: 0") ||
            !strstr(f->a.figures.text, want[0]) || !strstr(f->a.figures.text, want[1]))
            fail_msg("the panel of %s:\n%s", args, f->a.figures.text);
        close_app(f);
    }
    unlink(path);
}

static void test_every_key_the_help_names_does_its_action(void **state)
{
    (void)state;
    char text[16384], *save = NULL;
    size_t len = keys_help(text, sizeof text);
    assert_int_equal(len, strlen(text));
    int lines_of[ACT_COUNT] = {0};
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (strcmp(line, "Mouse and gamepad") == 0)
            break;                         /* the keys end here */
        char *words = strstr(line, "   "); /* the key column ends in spaces */
        if (!words)
            continue; /* the title */
        *words = '\0';
        words += strspn(words + 1, " ") + 1;
        bool repeats = strstr(words, "(hold to repeat)") != NULL;
        key_action first = ACT_NONE;
        for (char *name = line, *next; name; name = next) {
            next = strstr(name, ", ");
            if (next)
                *next = '\0', next += 2;
            key_action act = named_key_action(name, false);
            if (act == ACT_NONE || (first != ACT_NONE && act != first))
                fail_msg("'%s' (help: %s) does action %d, not the line's %d", name, words, act,
                         first);
            first = act;
            if (named_key_action(name, true) != (repeats ? act : ACT_NONE))
                fail_msg("'%s' held: the help says %s", name, repeats ? "repeats" : "once");
        }
        lines_of[first]++;
    }
    for (int act = ACT_NONE + 1; act < ACT_COUNT; act++)
        if (lines_of[act] != 1)
            fail_msg("action %d has %d lines in the help", act, lines_of[act]);
}

/* F1 shows the whole help: every key row's words and every mouse and
 * gamepad line are in the text the overlay is made from, and the
 * overlay's texture is tall enough for all its lines. */
static void test_the_help_is_whole(void **state)
{
    (void)state;
    char *text = hud_help_text();
    assert_non_null(text);
    assert_int_equal(strlen(text), keys_help(NULL, 0));
    for (int act = ACT_NONE + 1; act < ACT_COUNT; act++) {
        const char *words = keys_words((key_action)act);
        assert_non_null(words);
        if (!strstr(text, words))
            fail_msg("the help lacks action %d's line: %s", act, words);
    }
    size_t lines = 0;
    for (int i = 0; keys_pointer_help[i]; i++) {
        if (!strstr(text, keys_pointer_help[i]))
            fail_msg("the help lacks: %s", keys_pointer_help[i]);
    }
    assert_non_null(strstr(text, "LB hint, RB breadcrumbs\n")); /* the last line, whole */
    for (const char *c = text; *c; c++)
        lines += *c == '\n';
    free(text);
    fixture *f = open_app("-s 1 --delay 0 21 31 10");
    press(f, SDLK_F1);
    frame(f);
    assert_non_null(f->a.hud.help);
    assert_int_equal(f->a.hud.help_n, (int)lines); /* a texture a line */
    close_app(f);
}

/* An app in play on args' maze, its window size[0] x size[1], the help
 * shown. */
static fixture *help_up(const char *args, const int size[2])
{
    fixture *f = open_app(args);
    run_until_play(f, 10);
    SDL_SetWindowSize(f->a.win, size[0], size[1]);
    press(f, SDLK_F1);
    frame(f);
    return f;
}

/* The help keeps off the strip at every window and text size: centred in
 * the whole window it cut across the strip's words. */
static void test_the_help_keeps_off_the_strip(void **state)
{
    (void)state;
    const int sizes[][2] = {{612, 578}, {1000, 300}, {320, 240}};
    for (int k = 0; k < 3; k++) {
        fixture *f = help_up("-s 1 --delay 0 41 51 10", sizes[k]);
        for (int larger = 0;; larger++) {
            const hud *h = &f->a.hud;
            if (h->help_box.y < h->height)
                fail_msg("%d x %d, text %d%%: the help's top at %d, the strip's foot at %d",
                         sizes[k][0], sizes[k][1], h->pct, h->help_box.y, h->height);
            if (larger == 2)
                break;
            press(f, SDLK_F1); /* closed: the help takes the other keys */
            key(f, SDLK_EQUALS, KMOD_LCTRL, false);
            press(f, SDLK_F1);
            frame(f);
        }
        close_app(f);
    }
}

/* The help in a window too small for it: never shrunk past a readable
 * size, it scrolls with the arrows (and the wheel) down to its last line,
 * and back up to its first; in a wide window it takes columns and shows
 * it all at once. */
static void test_the_help_scrolls_to_its_last_line(void **state)
{
    (void)state;
    const int sizes[][2] = {{320, 240}, {600, 400}, {1000, 300}};
    for (int k = 0; k < 3; k++) {
        fixture *f = help_up("-s 1 --delay 0 21 31 10", sizes[k]);
        const hud *h = &f->a.hud;
        assert_int_equal(h->help_shown[0], 0);
        int last = h->help_n - 1, moves = f->a.play.moves;
        assert_true(h->help_shown[1] < last); /* it does not fit */
        for (int i = 0; i < 200 && h->help_shown[1] < last; i++) {
            press(f, SDLK_DOWN);
            frame(f);
        }
        assert_int_equal(h->help_shown[1], last);
        assert_int_equal(f->a.play.moves, moves); /* the dot stayed */
        key(f, SDLK_UP, KMOD_LSHIFT, false);
        for (int i = 0; i < 50; i++)
            press(f, SDLK_UP);
        frame(f);
        assert_int_equal(h->help_shown[0], 0);
        close_app(f);
    }
    fixture *f = open_app("-s 1 --delay 0 21 31 10");
    SDL_SetWindowSize(f->a.win, 1900, 700);
    press(f, SDLK_F1);
    frame(f);
    assert_int_equal(f->a.hud.help_shown[0], 0);
    assert_int_equal(f->a.hud.help_shown[1], f->a.hud.help_n - 1);
    close_app(f);
}

static void test_quit_keys_and_close(void **state)
{
    (void)state;
    SDL_Keycode quits[] = {SDLK_q, SDLK_ESCAPE}; /* Esc quits with no overlay open */
    for (int i = 0; i < 3; i++) {
        fixture *f = open_app("-s 1 41 51 10");
        frame(f);
        if (i < 2) {
            press(f, quits[i]);
        } else {
            SDL_Event e;
            memset(&e, 0, sizeof e);
            e.type = SDL_WINDOWEVENT;
            e.window.event = SDL_WINDOWEVENT_CLOSE;
            e.window.windowID = SDL_GetWindowID(f->a.win);
            SDL_PushEvent(&e);
            pump(f);
        }
        assert_false(f->a.running);
        close_app(f);
    }
}

/* The default pace: mazedfs 41 51 10 takes 5 to 30 s to generate with each
 * generator (on the app's own clock, here a made-up one). */
static void test_default_pace_takes_5_to_30_s(void **state)
{
    (void)state;
    for (int g = 0; g < mz_generator_count; g++)
        for (int seed = 1; seed <= 4; seed++) {
            char args[96];
            snprintf(args, sizeof args, "-g %s -s %d 41 51 10", mz_generators[g]->name, seed);
            fixture *f = open_app(args);
            int frames = 0;
            for (; frames < 40000 / 16 && f->a.phase == PHASE_GENERATE; frames++) {
                f->now += 16;
                app_update(&f->a, f->now);
            }
            double s = frames * 16 / 1000.0;
            print_message("%-14s seed %d: %.1f s\n", mz_generators[g]->name, seed, s);
            if (s < 5 || s > 30)
                fail_msg("%s: generating took %.1f s, not 5 to 30", args, s);
            close_app(f);
        }
}

static void test_view_fit_shrinks_the_block_then_scales(void **state)
{
    (void)state;
    view_fit f = view_fit_for(41, 51, 10, 1900, 1000);
    assert_int_equal(f.k, 1);
    assert_int_equal(f.s, 10);
    assert_int_equal(f.tw, 510);
    f = view_fit_for(401, 401, 10, 1900, 1000); /* the block shrinks */
    assert_int_equal(f.k, 1);
    assert_int_equal(f.s, 2);
    f = view_fit_for(4001, 4001, 10, 1900, 1000); /* then the view scales */
    assert_int_equal(f.s, 1);
    assert_int_equal(f.k, 5);
    assert_true(f.tw <= 1900 && f.th <= 1000);
    f = view_fit_for(32767, 32767, 64, 16384, 16384);
    assert_true(f.tw <= 16384 && f.th <= 16384);
}

static void test_a_big_maze_opens_and_animates(void **state)
{
    (void)state;
    fixture *f = open_app("-s 2 --delay 0 4001 4001 10");
    assert_true(f->a.view.fit.k > 1);
    assert_non_null(strstr(f->a.fit_note, "view 1:"));
    frame(f);
    double p = app_gen_progress(&f->a);
    assert_true(p > 0 || f->a.phase == PHASE_PLAY);
    /* However slow the machine: the frame's time budget is looked at every
     * 1024 events, so each frame moves on until the end (how far depends on
     * the machine: LOOK events are not steps, and the budget is real time). */
    for (int i = 0; i < 1000000 && f->a.phase != PHASE_PLAY; i++) {
        uint64_t before = f->a.phase_steps;
        frame(f);
        assert_true(f->a.phase == PHASE_PLAY || f->a.phase_steps > before);
    }
    assert_int_equal(f->a.phase, PHASE_PLAY);
    /* Found lazily at this size (a trace or a win asks for it). */
    assert_null(app_path(&f->a));
    assert_true(app_ensure_path(&f->a));
    assert_true(app_path(&f->a)->length > 0);
    close_app(f);
}

static void test_bad_sprite(void **state)
{
    (void)state;
    char err[256];
    assert_null(app_load_sprite("/nonexistent/miner.bmp", err, sizeof err));
    assert_non_null(strstr(err, "cannot load the sprite"));
    SDL_Surface *s = app_load_sprite(MAZEDFS_SOURCE_DIR "/assets/miner.bmp", err, sizeof err);
    assert_non_null(s);
    SDL_FreeSurface(s);
}

/* Esc closes the help first; with nothing open it quits. Q always quits. */
static void test_esc_closes_the_help_first(void **state)
{
    (void)state;
    fixture *f = open_app("-s 1 --delay 0 21 31 10");
    frame(f);
    press(f, SDLK_F1);
    assert_true(f->a.show_help);
    press(f, SDLK_ESCAPE);
    assert_false(f->a.show_help);
    assert_true(f->a.running);
    press(f, SDLK_ESCAPE);
    assert_false(f->a.running);
    close_app(f);
    f = open_app("-s 1 --delay 0 21 31 10");
    press(f, SDLK_F1);
    press(f, SDLK_q);
    assert_false(f->a.running);
    close_app(f);
}

static void mouse(fixture *f, Uint32 type, int x, int y, Uint8 btn);

/* Under the help only F1, ?, Esc (which close it) and Q act: N, G, moves,
 * a solve, pace and the aids do nothing behind it. */
static void test_the_help_takes_the_keys(void **state)
{
    (void)state;
    fixture *f = open_app("-s 1 --delay 0 21 31 10");
    run_until_play(f, 10);
    uint64_t seed = f->a.now.seed;
    const char *gen = f->a.now.gen->name;
    const SDL_Keycode closers[] = {SDLK_F1, SDLK_QUESTION, SDLK_ESCAPE};
    for (int i = 0; i < 3; i++) {
        press(f, SDLK_F1);
        assert_true(f->a.show_help);
        const SDL_Keycode others[] = {SDLK_n, SDLK_g,     SDLK_DOWN, SDLK_RIGHT, SDLK_t,
                                      SDLK_i, SDLK_b,     SDLK_v,    SDLK_c,     SDLK_o,
                                      SDLK_r, SDLK_SPACE, SDLK_p,    SDLK_0};
        for (size_t k = 0; k < sizeof others / sizeof *others; k++)
            press(f, others[k]);
        key(f, SDLK_s, KMOD_LSHIFT, false);
        key(f, SDLK_h, KMOD_LSHIFT, false);
        mouse(f, SDL_MOUSEBUTTONDOWN, 20, f->a.maze_rect.y + 25, SDL_BUTTON_LEFT);
        mouse(f, SDL_MOUSEBUTTONUP, 20, f->a.maze_rect.y + 25, SDL_BUTTON_LEFT);
        frame(f);
        assert_int_equal(f->a.phase, PHASE_PLAY);
        assert_true(f->a.now.seed == seed);
        assert_string_equal(f->a.now.gen->name, gen);
        assert_int_equal(f->a.play.moves, 0);
        assert_int_equal(f->a.aids.hints, 0);
        assert_false(f->a.aids.crumbs_on || f->a.show_values || f->a.show_code || f->a.heat_on);
        assert_false(f->a.want_shot);
        assert_true(f->a.running);
        press(f, closers[i]);
        assert_false(f->a.show_help);
        assert_true(f->a.running);
    }
    press(f, SDLK_DOWN); /* with the help closed, keys act again */
    press(f, SDLK_RIGHT);
    assert_true(f->a.play.moves > 0);
    press(f, SDLK_F1);
    press(f, SDLK_q); /* Q quits under the help */
    assert_false(f->a.running);
    close_app(f);
}

/* The HUD's notes go when they stop being true: "saved ...png" with a new
 * maze, "shrunk from 10" once a resize shows the block whole, and back
 * when a resize shrinks it again. */
static void test_stale_notes_go(void **state)
{
    (void)state;
    char dir[] = "/tmp/mazedfs-shot-XXXXXX", was[4096];
    assert_non_null(mkdtemp(dir));
    assert_non_null(getcwd(was, sizeof was));
    assert_int_equal(chdir(dir), 0); /* P saves here */
    fixture *f = open_app("-s 1 --delay 0 21 31 10");
    run_until_play(f, 10);
    press(f, SDLK_p);
    frame(f);
    frame(f);
    assert_non_null(strstr(f->a.hud.lines[0].text, "saved "));
    f->now += APP_NOTE_MS - 100; /* the notice stays a few seconds, then fades */
    frame(f);
    assert_non_null(strstr(f->a.hud.lines[0].text, "saved "));
    f->now += 100;
    frame(f);
    assert_null(strstr(f->a.hud.lines[0].text, "saved "));
    press(f, SDLK_p);
    frame(f);
    frame(f);
    assert_non_null(strstr(f->a.hud.lines[0].text, "saved "));
    press(f, SDLK_n);
    frame(f);
    assert_string_equal(f->a.shot_note, "");
    assert_null(strstr(f->a.hud.lines[0].text, "saved "));
    assert_non_null(strstr(f->a.hud.lines[0].text, "block 10"));
    /* A window too small for 10 px cells says so; a big one again, not. */
    SDL_SetWindowSize(f->a.win, 200, 200);
    frame(f);
    frame(f);
    assert_non_null(strstr(f->a.fit_note, "(shrunk from 10 to fit)"));
    assert_non_null(strstr(f->a.hud.lines[0].text, "shrunk from 10"));
    SDL_SetWindowSize(f->a.win, 700, 600);
    frame(f);
    frame(f);
    assert_null(strstr(f->a.fit_note, "shrunk"));
    assert_null(strstr(f->a.hud.lines[0].text, "shrunk"));
    close_app(f);
    DIR *d = opendir(dir);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d));)
        if (e->d_name[0] != '.')
            unlinkat(dirfd(d), e->d_name, 0);
    closedir(d);
    assert_int_equal(chdir(was), 0);
    assert_int_equal(rmdir(dir), 0);
}

/* Shift+arrow goes where the core's run goes, each cell a move. */
static void test_shift_arrow_runs_as_the_core_says(void **state)
{
    (void)state;
    const SDL_Keycode arrows[MZ_NDIRS] = {SDLK_DOWN, SDLK_RIGHT, SDLK_UP, SDLK_LEFT};
    fixture *f = open_app("-s 4 --delay 0 31 41 10");
    run_until_play(f, 10);
    mz_play mirror;
    mz_play_start(&mirror, f->a.grid);
    uint64_t r = 17, runs = 0;
    for (int i = 0; i < 400 && !mirror.won; i++) {
        int d = (int)(mz_splitmix64(&r) % MZ_NDIRS);
        runs += mz_play_run(&mirror, f->a.grid, d) > 1;
        key(f, arrows[d], KMOD_LSHIFT, false);
        assert_int_equal(f->a.play.y, mirror.y);
        assert_int_equal(f->a.play.x, mirror.x);
        assert_int_equal(f->a.play.moves, mirror.moves);
    }
    assert_true(runs > 10);
    close_app(f);
}

static uint8_t aid_at(const app *a, int y, int x)
{
    return a->aids.plane[(size_t)y * (size_t)a->grid->width + (size_t)x];
}

static uint32_t texel_at(const app *a, int y, int x)
{
    const view *v = &a->view;
    int s = v->fit.s;
    return v->pixels[(size_t)(y * s + s / 2) * v->fit.tw + (size_t)(x * s + 1)];
}

/* WCAG's relative luminance of 0xRRGGBB, and the contrast of two colours. */
static double luminance(uint32_t rgb)
{
    double l = 0;
    const double k[3] = {0.0722, 0.7152, 0.2126}; /* blue, green, red */
    for (int i = 0; i < 3; i++) {
        double c = (double)(rgb >> (8 * i) & 255) / 255;
        l += k[i] * (c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4));
    }
    return l;
}

static double contrast(uint32_t a, uint32_t b)
{
    double la = luminance(a), lb = luminance(b);
    return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

/* B: walked cells coloured once, walked back over in another colour. */
static void test_breadcrumbs(void **state)
{
    (void)state;
    fixture *f = open_app("-s 2 --delay 0 21 31 10");
    run_until_play(f, 10);
    int d = mz_grid_open(f->a.grid, 2, 1) ? MZ_SOUTH : MZ_EAST;
    const SDL_Keycode fwd = d == MZ_SOUTH ? SDLK_DOWN : SDLK_RIGHT;
    const SDL_Keycode bwd = d == MZ_SOUTH ? SDLK_UP : SDLK_LEFT;
    int y1 = 1 + mz_dy[d], x1 = 1 + mz_dx[d];
    press(f, fwd);
    assert_int_equal(aid_at(&f->a, y1, x1) & (AID_CRUMB1 | AID_CRUMB2), AID_CRUMB1);
    frame(f);
    assert_int_equal(texel_at(&f->a, 1, 1), 0xff000000u); /* not shown yet */
    press(f, SDLK_b);
    frame(f);
    uint32_t once = texel_at(&f->a, 1, 1);
    assert_int_equal(once, 0xff000000u | mz_palettes[0].screen.crumb1);
    press(f, bwd);
    assert_true(aid_at(&f->a, 1, 1) & AID_CRUMB2);
    frame(f);
    uint32_t twice = texel_at(&f->a, 1, 1);
    assert_int_equal(twice, 0xff000000u | mz_palettes[0].screen.crumb2);
    /* Seen on a projector: 3:1 or better against the passage they lie
     * beside and each other (test_palette checks every palette). */
    const uint32_t shown[] = {once, twice, mz_palettes[0].screen.passage};
    for (int c = 0; c < 3; c++)
        if (contrast(shown[c], shown[(c + 1) % 3]) < 3)
            fail_msg("%06x beside %06x: contrast %.2f", shown[c] & 0xffffffu,
                     shown[(c + 1) % 3] & 0xffffffu, contrast(shown[c], shown[(c + 1) % 3]));
    press(f, SDLK_b);
    frame(f);
    assert_int_equal(texel_at(&f->a, 1, 1), 0xff000000u);
    press(f, SDLK_r); /* a replay forgets the crumbs */
    assert_int_equal(aid_at(&f->a, y1, x1), 0);
    close_app(f);
}

/* I: the next 10 cells of a shortest route, for 2 s; counted. */
static void test_hint(void **state)
{
    (void)state;
    fixture *f = open_app("-s 8 --delay 0 31 41 10");
    run_until_play(f, 10);
    press(f, SDLK_i);
    assert_int_equal(f->a.aids.hints, 1);
    assert_int_equal(f->a.aids.nhint, 10);
    assert_true(app_ensure_path(&f->a));
    for (size_t i = 0; i < 10; i++) {
        assert_int_equal(f->a.aids.hint[i],
                         app_path(&f->a)->cells[i + 1]); /* the one way, perfect */
        assert_true(f->a.aids.plane[f->a.aids.hint[i]] & AID_HINT);
    }
    double wait = app_wait_ms(&f->a, f->now);
    assert_true(wait > 0 && wait <= 2000);
    for (int i = 0; i < 130; i++)
        frame(f);
    assert_int_equal(f->a.aids.nhint, 0);
    for (size_t i = 0; i < 10; i++)
        assert_false(f->a.aids.plane[app_path(&f->a)->cells[i + 1]] & AID_HINT);
    press(f, SDLK_i);
    assert_int_equal(f->a.aids.hints, 2);
    close_app(f);
}

/* --dark: cells never seen are fog; what is in sight is drawn. */
static void test_dark(void **state)
{
    (void)state;
    fixture *f = open_app("--dark -s 3 --delay 0 31 41 10");
    run_until_play(f, 10);
    frame(f);
    int fog = 0, shown = 0;
    for (int y = 0; y < 31; y++)
        for (int x = 0; x < 41; x++) {
            uint32_t t = texel_at(&f->a, y, x);
            bool seen = aid_at(&f->a, y, x) & AID_SEEN;
            if (y == 1 && x == 1)
                continue; /* the dot's own cell */
            if (!seen) {
                assert_int_equal(t, 0xff1c2430u);
                fog++;
            } else {
                assert_int_equal(t, mz_grid_open(f->a.grid, y, x) ? 0xff000000u : 0xff00ff00u);
                shown++;
            }
        }
    assert_true(fog > 31 * 41 / 2 && shown >= 9);
    close_app(f);
}

static void mouse(fixture *f, Uint32 type, int x, int y, Uint8 btn)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x, e.motion.y = y;
        e.motion.state = SDL_BUTTON(btn);
    } else {
        e.button.x = x, e.button.y = y, e.button.button = btn;
        e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    }
    app_handle(&f->a, &e, f->now);
}

/* A click on a cell in a straight open line walks the dot there; any
 * other click leaves it. */
static void test_mouse_walks_in_straight_lines(void **state)
{
    (void)state;
    fixture *f = open_app("-s 6 --delay 0 21 31 10");
    run_until_play(f, 10);
    frame(f);
    uint64_t r = 3;
    int walked = 0;
    for (int i = 0; i < 400; i++) {
        int ty = (int)(mz_splitmix64(&r) % 21), tx = (int)(mz_splitmix64(&r) % 31), dir;
        int off = (int)(mz_splitmix64(&r) % 13) - 6;
        mz_play before = f->a.play;
        if (i % 3 == 1) /* most clicks in the dot's row or column */
            ty = before.y, tx = before.x + off;
        else if (i % 3 == 2)
            ty = before.y + off, tx = before.x;
        if (ty < 0 || ty >= 21 || tx < 0 || tx >= 31)
            continue;
        int n = mz_play_reach(&before, f->a.grid, ty, tx, &dir);
        SDL_Rect c = view_cell_rect(&f->a.view, ty, tx, 0);
        mouse(f, SDL_MOUSEBUTTONDOWN, c.x + c.w / 2, c.y + c.h / 2, SDL_BUTTON_LEFT);
        mouse(f, SDL_MOUSEBUTTONUP, c.x + c.w / 2, c.y + c.h / 2, SDL_BUTTON_LEFT);
        if (n) {
            walked++;
            assert_true(f->a.play.won || (f->a.play.y == ty && f->a.play.x == tx));
            assert_int_equal(f->a.play.moves, before.moves + (uint64_t)n);
        } else {
            assert_int_equal(f->a.play.y, before.y);
            assert_int_equal(f->a.play.moves, before.moves);
        }
        if (f->a.play.won)
            press(f, SDLK_r);
    }
    assert_true(walked > 5);
    close_app(f);
}

/* The wheel zooms keeping the cell under the pointer; 0 fits again. */
static void test_wheel_zooms_at_the_pointer(void **state)
{
    (void)state;
    fixture *f = open_app("-s 6 --delay 0 41 51 10");
    run_until_play(f, 10);
    frame(f);
    SDL_Rect c = view_cell_rect(&f->a.view, 30, 40, 0);
    int px = c.x + c.w / 2, py = c.y + c.h / 2, y, x;
    SDL_WarpMouseInWindow(f->a.win, px, py);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = 3;
    pump(f);
    app_handle(&f->a, &e, f->now);
    frame(f);
    assert_true(f->a.zoom.z > 1.9);
    assert_true(view_cell_px(&f->a.view) > 19);
    assert_true(view_cell_at(&f->a.view, px, py, &y, &x));
    assert_int_equal(y, 30);
    assert_int_equal(x, 40);
    press(f, SDLK_0);
    frame(f);
    assert_true(f->a.zoom.z == 1);
    assert_true(view_cell_px(&f->a.view) < 10.5);
    close_app(f);
}

/* The virtual pad's button pressed, a frame, released, a frame. */
static void tap_button(fixture *f, SDL_Joystick *joy, int button)
{
    SDL_JoystickSetVirtualButton(joy, button, 1);
    frame(f);
    SDL_JoystickSetVirtualButton(joy, button, 0);
    frame(f);
}

/* A virtual gamepad: the d-pad and the stick move the dot as the arrows
 * do, A solves, X makes a new maze, Back shows the help. */
static void test_gamepad(void **state)
{
    (void)state;
    /* The dummy driver's window never has the focus SDL wants for pads. */
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        skip();
    fixture *f = open_app("-s 11 --delay 0 --dot-delay 500 21 31 10");
    run_until_play(f, 10);
    int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                          SDL_CONTROLLER_BUTTON_MAX, 0);
    assert_true(index >= 0);
    SDL_Joystick *joy = SDL_JoystickOpen(index);
    assert_non_null(joy);
    frame(f);
    assert_non_null(f->a.pad.ctl);
    mz_play mirror;
    mz_play_start(&mirror, f->a.grid);
    static const int dpad[MZ_NDIRS] = {
        SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_DPAD_RIGHT,
        SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_DPAD_LEFT};
    uint64_t r = 5;
    for (int i = 0; i < 200 && !mirror.won; i++) {
        int d = (int)(mz_splitmix64(&r) % MZ_NDIRS);
        mz_play_move(&mirror, f->a.grid, d);
        if (i % 2) { /* the d-pad */
            SDL_JoystickSetVirtualButton(joy, dpad[d], 1);
            frame(f);
            SDL_JoystickSetVirtualButton(joy, dpad[d], 0);
        } else { /* the stick: lean, then back to the middle */
            int axis = mz_dx[d] ? SDL_CONTROLLER_AXIS_LEFTX : SDL_CONTROLLER_AXIS_LEFTY;
            SDL_JoystickSetVirtualAxis(joy, axis, mz_dx[d] + mz_dy[d] > 0 ? 32767 : -32768);
            frame(f);
            SDL_JoystickSetVirtualAxis(joy, axis, 0);
        }
        frame(f);
        if (f->a.play.y != mirror.y || f->a.play.x != mirror.x)
            fail_msg("pad move %d (dir %d): dot at (%d,%d), core says (%d,%d)", i, d, f->a.play.y,
                     f->a.play.x, mirror.y, mirror.x);
    }
    assert_int_equal(f->a.play.moves, mirror.moves);
    tap_button(f, joy, SDL_CONTROLLER_BUTTON_BACK);
    assert_true(f->a.show_help);
    tap_button(f, joy, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(f->a.phase, PHASE_PLAY); /* the help takes the buttons too */
    tap_button(f, joy, SDL_CONTROLLER_BUTTON_BACK);
    assert_false(f->a.show_help);
    SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, 1);
    frame(f);
    SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, 0);
    assert_int_equal(f->a.phase, PHASE_SOLVE);
    uint64_t seed = f->a.now.seed;
    SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_X, 1);
    frame(f);
    assert_true(f->a.now.seed != seed);
    SDL_JoystickClose(joy);
    SDL_JoystickDetachVirtual(index);
    frame(f);
    assert_null(f->a.pad.ctl);
    close_app(f);
    SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
}

/* --living: in play the maze changes every so often, stays perfect, and
 * never puts a wall on the dot; the loop wakes for it. */
static void test_living_maze(void **state)
{
    (void)state;
    fixture *f = open_app("--living 50 -s 12 --delay 0 21 31 10");
    run_until_play(f, 10);
    assert_non_null(f->a.living);
    double wait = app_wait_ms(&f->a, f->now);
    assert_true(wait >= 0 && wait <= 50);
    mz_grid *first = core_maze(&f->a);
    uint64_t r = 4;
    for (int i = 0; i < 600; i++) {
        if (i % 3 == 0)
            press(f, move_keys[0][mz_splitmix64(&r) % MZ_NDIRS]);
        frame(f);
        assert_true(mz_grid_open(f->a.grid, f->a.play.y, f->a.play.x));
    }
    assert_true(mz_living_moves(f->a.living) > 100);
    assert_false(memcmp(first->cells, f->a.grid->cells, 21 * 31) == 0);
    mz_report rep;
    assert_int_equal(mz_check(f->a.grid, &rep), 0);
    assert_true(rep.perfect);
    mz_grid_free(first);
    close_app(f);
}

/* --demo: each generator in turn, solved and traced, a 3 s pause with
 * nothing to do (the loop sleeps), then the next; any key ends it. */
static void test_demo_loops_over_every_generator(void **state)
{
    (void)state;
    char *argv[] = {"mazedfs", "--demo", "--windowed", "--delay", "0", "-s", "3"};
    mz_options o;
    char err[256];
    assert_int_equal(mz_cli_parse(7, argv, &o, err, sizeof err), MZ_OK);
    app_demo_options(&o, 400, 300);
    assert_true(o.solve && o.trace && !o.fullscreen && o.no_scores);
    assert_int_equal(o.width, 33); /* 400 / 12, odd */
    o.dot_delay_ms = 0;
    fixture *f = calloc(1, sizeof *f);
    FILE *out = tmpfile();
    assert_int_equal(app_open(&f->a, &o, NULL, out, err, sizeof err), 0);
    f->now = app_now_ms();
    const mz_gen_info *first = f->a.now.gen, *want = first;
    int solvers = 0; /* the solvers take turns, each on a maze it can solve */
    const mz_solver_info *seen[64] = {0};
    for (int g = 0; g < mz_generator_count; g++, want = mz_gen_after(want, false)) {
        const mz_gen_info *gen = f->a.now.gen;
        assert_true(gen == want);
        assert_true(gen->perfect || f->a.now.solver->works_with_loops);
        int k = 0;
        while (k < solvers && seen[k] != f->a.now.solver)
            k++;
        if (k == solvers && solvers < 64)
            seen[solvers++] = f->a.now.solver;
        for (int i = 0; i < 3000 && f->a.phase != PHASE_PLAY; i++)
            frame(f);
        assert_int_equal(f->a.phase, PHASE_PLAY);
        assert_int_equal(mz_run_steps(f->a.run, MZ_PHASE_TRACE),
                         app_path(&f->a)->length); /* solved and traced */
        frame(f);
        double wait = app_wait_ms(&f->a, f->now);
        if (wait < 2900 || wait > 3000)
            fail_msg("%s: the pause waits %.0f ms", gen->name, wait);
        f->now += wait;
        frame(f);
        assert_true(f->a.now.gen != gen);
    }
    assert_true(f->a.now.gen == first);
    int registry = mz_solver_count;
    if (solvers < (registry < mz_generator_count ? registry : mz_generator_count))
        fail_msg("the demo ran %d of %d solvers", solvers, registry);
    press(f, SDLK_x); /* any key */
    assert_false(f->a.running);
    close_app(f);
}

/* O cycles through the registry; each solver runs from Shift+S and leaves
 * its route marked, the one path of this perfect maze. */
static void test_every_solver_from_the_keys(void **state)
{
    (void)state;
    fixture *f = open_app("-s 5 --delay 0 --dot-delay 0 31 41 10");
    run_until_play(f, 10);
    assert_ptr_equal(f->a.now.solver, mz_solvers[0]);
    for (int i = 0; i < mz_solver_count; i++) {
        if (i)
            press(f, SDLK_o);
        assert_ptr_equal(f->a.now.solver, mz_solvers[i]);
        key(f, SDLK_s, KMOD_LSHIFT, false);
        assert_int_equal(f->a.phase, PHASE_SOLVE);
        run_until_play(f, 400);
        assert_true(mz_solve_found(app_solver(&f->a)));
        size_t route, traced = 0;
        mz_solve_route(app_solver(&f->a), &route);
        assert_int_equal(route, app_path(&f->a)->length);
        for (size_t c = 0; c < (size_t)31 * 41; c++)
            traced += (f->a.view.marks[c] & MARK_TRACE) != 0;
        if (traced != route)
            fail_msg("%s: %zu cells marked as the route, wanted %zu", mz_solvers[i]->name, traced,
                     route);
        press(f, SDLK_r);
    }
    press(f, SDLK_o);
    assert_ptr_equal(f->a.now.solver, mz_solvers[0]);
    close_app(f);
}

/* Shift+H shows the distance map (plain h still moves); the exit's
 * distance is the shortest path's; --heat shows it from the start. */
static void test_heat_map(void **state)
{
    (void)state;
    fixture *f = open_app("-s 3 --delay 0 21 31 10");
    run_until_play(f, 10);
    assert_null(f->a.view.heat);
    key(f, SDLK_h, KMOD_LSHIFT, false);
    frame(f); /* measured in the frame: a small maze takes one */
    assert_non_null(f->a.view.heat);
    const app *a = &f->a;
    uint32_t exit_d = a->heat[(size_t)mz_grid_exit_y(a->grid) * 31 + mz_grid_exit_x(a->grid)];
    assert_int_equal(exit_d + 1, app_path(a)->length);
    frame(f);
    assert_true(strstr(a->hud.lines[1].text, "exit at") != NULL);
    key(f, SDLK_h, KMOD_LSHIFT, false);
    assert_null(f->a.view.heat);
    close_app(f);
    f = open_app("-s 3 --delay 0 --heat 21 31 10");
    run_until_play(f, 10);
    frame(f);
    assert_non_null(f->a.view.heat);
    press(f, SDLK_n); /* a new maze: the old map goes */
    assert_null(f->a.view.heat);
    run_until_play(f, 10);
    frame(f);
    assert_non_null(f->a.view.heat);
    close_app(f);
}

/* The first heat map of a big maze is measured a slice a frame (each
 * bounded: test_path), then drawn a band of rows a frame: no one frame
 * does it all, and the map shown is mz_distances' own. */
static void test_heat_map_in_slices(void **state)
{
    (void)state;
    fixture *f = open_app("-s 5 --delay 0 1001 1001 1");
    /* Generating flat out stops each frame at its real-time budget: frames
     * enough for the slowest machine (each makes at least 1024 events). */
    run_until_play(f, 100000);
    key(f, SDLK_h, KMOD_LSHIFT, false);
    int measuring = 0, drawing = 0;
    for (; !f->a.view.heat && measuring < 100000; measuring++)
        frame(f);
    for (; f->a.heat_row < f->a.grid->height && drawing < 100000; drawing++)
        frame(f);
    assert_non_null(f->a.view.heat);
    assert_true(f->a.heat_row >= f->a.grid->height);
    assert_true(measuring > 1);
    assert_true(drawing > 0); /* the first band comes with the last slice */
    size_t n = (size_t)f->a.grid->height * (size_t)f->a.grid->width;
    uint32_t *dist = malloc(n * sizeof *dist), max;
    assert_non_null(dist);
    assert_int_equal(mz_distances(f->a.grid, dist, &max), MZ_OK);
    assert_int_equal(f->a.heat_max, max);
    assert_memory_equal(f->a.view.heat, dist, n * sizeof *dist);
    free(dist);
    close_app(f);
}

/* --braid runs as its own phase after generating and leaves the share of
 * dead ends open that the core's braid does. */
static void test_braid_phase(void **state)
{
    (void)state;
    fixture *f = open_app("-s 4 --delay 1 --braid 100 21 31 10");
    bool braided = false;
    for (int i = 0; i < 4000 && f->a.phase != PHASE_PLAY; i++) {
        frame(f);
        braided |= f->a.phase == PHASE_BRAID;
    }
    assert_true(braided);
    assert_int_equal(f->a.phase, PHASE_PLAY);
    mz_report r;
    assert_int_equal(mz_check(f->a.grid, &r), 0);
    assert_int_equal(r.dead_ends, 0);
    assert_true(r.loops > 0 && r.connected);
    mz_grid *g = core_maze(&f->a);
    mz_braid *b = mz_braid_new(g, 100, f->a.now.seed);
    mz_braid_finish(b);
    assert_memory_equal(g->cells, f->a.grid->cells, (size_t)21 * 31);
    mz_braid_free(b);
    mz_grid_free(g);
    close_app(f);
}

/* The HUD as drawn: every row whole at full size inside the window
 * (none shrunk, none cut), and the rows together say all of each line. */
static void assert_hud_whole(fixture *f)
{
    frame(f);
    const hud *h = &f->a.hud;
    int w, hgt;
    SDL_GetRendererOutputSize(f->a.ren, &w, &hgt);
    char said[2 * HUD_ROWS_MAX * HUD_TEXT_MAX] = "", meant[2 * HUD_LINES * HUD_TEXT_MAX] = "";
    for (int i = 0; i < HUD_ROWS_MAX; i++) {
        const hud_row *r = &h->rows[i];
        if (!r->text[0])
            continue;
        assert_true(i < h->nrows);
        if (r->drawn.w != r->w)
            fprintf(stderr, "cut row %d of %d in %d: [%s]\n", i, h->nrows, w, r->text);
        assert_int_equal(r->drawn.w, r->w); /* full size */
        assert_int_equal(r->drawn.h, r->h);
        assert_true(r->drawn.x >= 0 && r->drawn.x + r->drawn.w <= w - (i ? 0 : h->reserve));
        assert_true(r->drawn.y + r->drawn.h <= h->height);
        strcat(said, r->text);
        strcat(said, " ");
    }
    for (int i = 0; i < HUD_LINES; i++) {
        strcat(meant, h->lines[i].text);
        strcat(meant, " ");
    }
    /* The same words in the same order; only the gaps at a cut differ. */
    char *p = said, *q = meant;
    for (; *p || *q; p++, q++) {
        while (*p == ' ' && p[1] == ' ')
            p++;
        while (*q == ' ' && q[1] == ' ')
            q++;
        assert_int_equal(*p, *q);
    }
}

/* The win's card, drawn whole over the maze: moves, the shortest, the
 * time, hints, the best time and what next. */
static void assert_win_card(fixture *f)
{
    const hud *h = &f->a.hud;
    assert_true(f->a.layout.won);
    const char *words[] = {"ESCAPED!", "moves ", "shortest ", "% optimal",
                           "time ",    "hints ", "best time", "N: next maze, R: same maze again"};
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (!strstr(h->card_text, words[i]))
            fail_msg("the win card lacks '%s': %s", words[i], h->card_text);
    SDL_Rect m = f->a.layout.maze, c = h->card_drawn;
    assert_true(c.w > 0 && c.x >= m.x && c.y >= m.y && c.x + c.w <= m.x + m.w &&
                c.y + c.h <= m.y + m.h);
    press(f, SDLK_r); /* R: the same maze again, the card goes */
    frame(f);
    assert_false(f->a.layout.won);
}

/* A 5 x 5 maze's window still holds the whole card (its first and last
 * lines were cut in a window the maze's height). */
static void test_the_win_card_is_whole_on_a_tiny_maze(void **state)
{
    (void)state;
    fixture *f = open_app("-s 3 --delay 0 5 5 10");
    run_until_play(f, 10);
    walk_the_shortest_way(f);
    assert_true(f->a.play.won);
    frame(f);
    assert_win_card(f);
    close_app(f);
}

/* With ends not the lab's the dot reaches a room, not the border: the
 * card and the HUD say the exit is reached, not that it escaped. */
static void test_the_win_names_other_ends(void **state)
{
    (void)state;
    const char *runs[] = {"-s 3 --delay 0 --start 3,5 --exit 7,1 11 11 10",
                          "-s 4 --delay 0 --ends far 15 21 10"};
    for (size_t k = 0; k < sizeof runs / sizeof *runs; k++) {
        fixture *f = open_app(runs[k]);
        run_until_play(f, 10);
        assert_false(mz_grid_ends_default(f->a.grid));
        walk_the_shortest_way(f);
        assert_true(f->a.play.won);
        frame(f);
        const char *card = f->a.hud.card_text;
        if (!strstr(card, "EXIT REACHED!\n") || strstr(card, "ESCAPED"))
            fail_msg("the win card with other ends: %s", card);
        bool said = false;
        for (int i = 0; i < HUD_LINES; i++) {
            said |= strstr(f->a.hud.lines[i].text, "EXIT REACHED: ") != NULL;
            assert_null(strstr(f->a.hud.lines[i].text, "ESCAPED"));
        }
        assert_true(said);
        close_app(f);
    }
}

/* The HUD at the default window size, and at larger text, in every phase
 * and at the win: never cut, never smaller type (two rows instead). */
static void test_hud_is_whole_at_the_default_size(void **state)
{
    (void)state;
    const char *runs[] = {"-s 123456 --delay 50", "-s 123456 --delay 50 --text-scale 150",
                          "-s 987654 --delay 50 --heat", "-s 5 --delay 50 --code 41 51 10"};
    for (size_t k = 0; k < sizeof runs / sizeof *runs; k++) {
        fixture *f = open_app(runs[k]);
        assert_hud_whole(f);
        press(f, SDLK_SPACE); /* paused: the longest animation line */
        assert_hud_whole(f);
        press(f, SDLK_RETURN);
        run_until_play(f, 200);
        assert_hud_whole(f);
        key(f, SDLK_s, KMOD_LSHIFT, false);
        press(f, SDLK_SPACE);
        assert_hud_whole(f);
        press(f, SDLK_RETURN);
        run_until_play(f, 200);
        assert_hud_whole(f);
        walk_the_shortest_way(f);
        assert_true(f->a.play.won);
        assert_hud_whole(f);
        assert_win_card(f);
        key(f, SDLK_EQUALS, KMOD_LCTRL, false); /* Ctrl +: larger, still whole */
        assert_true(f->a.hud.pct > 100);
        assert_hud_whole(f);
        key(f, SDLK_MINUS, KMOD_LCTRL, false);
        key(f, SDLK_MINUS, KMOD_LCTRL, false);
        assert_hud_whole(f);
        /* Held Ctrl +: the text grows only while the strip leaves the
         * window two thirds for the maze. */
        for (int i = 0; i < 20; i++)
            key(f, SDLK_EQUALS, KMOD_LCTRL, false);
        int w, h;
        SDL_GetWindowSize(f->a.win, &w, &h);
        assert_true(f->a.hud.height * 3 <= h);
        assert_true(f->a.hud.pct > 100);
        assert_hud_whole(f);
        close_app(f);
    }
}

/* V where the cells are too small to read a value (the default block)
 * says so in the HUD, not nothing; where they are big enough it says
 * nothing and the values show. */
static void test_values_too_small_to_read_say_so(void **state)
{
    (void)state;
    const char *args[] = {"-s 1 --delay 0 41 51 10", "-s 1 --delay 0 41 51 16"};
    for (int i = 0; i < 2; i++) {
        fixture *f = open_app(args[i]);
        run_until_play(f, 10);
        press(f, SDLK_v);
        frame(f);
        bool small = view_cell_px(&f->a.view) < HUD_MIN_VALUE_CELL;
        assert_int_equal(small, i == 0); /* one of each */
        assert_int_equal(strstr(f->a.hud.lines[1].text, "values:") != NULL, small);
        press(f, SDLK_v);
        frame(f);
        assert_null(strstr(f->a.hud.lines[1].text, "values:"));
        close_app(f);
    }
}

/* The widest a code line's words may be in the algorithm panel at its
 * narrowest: its width less the margins (8 px each side) and the numbers. */
static int code_room(TTF_Font *font)
{
    int num_w = 0;
    assert_int_equal(TTF_SizeUTF8(font, "00  ", &num_w, NULL), 0);
    return PANEL_MIN_W - 2 * 8 - num_w;
}

/* Fails unless no line of code is drawn wider than the panel at its
 * narrowest has room for: a long line goes on below itself, not cut. */
static void assert_code_whole(fixture *f, const char *title, const char *const *code)
{
    panel p;
    memset(&p, 0, sizeof p);
    panel_content c = {title, code, "", 1, f->a.grid};
    panel_draw(&p, f->a.ren, f->a.hud.font, (SDL_Rect){0, 0, PANEL_MIN_W, 400}, &c);
    int room = code_room(f->a.hud.font);
    for (int i = 0; code[i] && i < PANEL_MAX_LINES; i++) {
        int w = 0;
        if (p.lines[i])
            assert_int_equal(SDL_QueryTexture(p.lines[i], NULL, NULL, &w, NULL), 0);
        if (w > room)
            fail_msg("%s, line %d: %d px in %d px of room: \"%s\"", title, i + 1, w, room, code[i]);
    }
    panel_free(&p);
}

static void test_the_panel_cuts_no_line_of_code(void **state)
{
    (void)state;
    fixture *f = open_app("-s 1 --delay 0 41 51 10");
    for (int i = 0; i < mz_generator_count; i++)
        assert_code_whole(f, mz_generators[i]->name, mz_generators[i]->code);
    for (int i = 0; i < mz_solver_count; i++)
        assert_code_whole(f, mz_solvers[i]->name, mz_solvers[i]->code);
    close_app(f);
}

/* usage: test_app [PATTERN]: the tests whose names match PATTERN (cmocka's
 * filter: * and ? wildcards), or all. */
/* The panel's sizes name a solver's frontier cells in its own word: what
 * dead-end filling has left are dead ends to fill, not a frontier. */
static void test_the_sizes_say_the_solvers_word(void **state)
{
    (void)state;
    for (int i = 0; i < mz_solver_count; i++) {
        const mz_solver_info *info = mz_solvers[i];
        uint32_t plane[] = {MZ_DRAWN_FRONTIER, MZ_DRAWN_CLOSED, MZ_DRAWN_FRONTIER,
                            MZ_DRAWN_CLOSED,   MZ_DRAWN_CLOSED, MZ_DRAWN_FRONTIER,
                            MZ_DRAWN_CLOSED,   MZ_DRAWN_CLOSED};
        drawn d = {.plane = plane, .cells = sizeof plane / sizeof plane[0], .made = true};
        char line[128];
        drawn_sizes(&d, true, info, line, sizeof line);
        bool fill = strcmp(info->name, "dead-end-fill") == 0;
        assert_string_equal(line, fill ? "dead ends to fill 3, closed 5" : "frontier 3, closed 5");
    }
}

int main(int argc, char **argv)
{
    if (argc > 1)
        cmocka_set_test_filter(argv[1]);
    char data[] = "/tmp/mazedfs-app-XXXXXX";
    if (app_test_own_data(data) != 0 || app_test_sdl_start() != 0)
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_delay0_shows_the_finished_maze),
        cmocka_unit_test(test_keys_move_the_dot_as_the_core_says),
        cmocka_unit_test(test_walls_block_without_counting),
        cmocka_unit_test(test_the_win_is_reported),
        cmocka_unit_test(test_a_loaded_maze_win_has_its_own_key),
        cmocka_unit_test(test_only_an_earned_win_is_a_best_time),
        cmocka_unit_test(test_the_clock_waits_while_the_program_animates),
        cmocka_unit_test(test_pause_step_and_skip),
        cmocka_unit_test(test_faster_and_slower),
        cmocka_unit_test(test_a_key_flood_changes_nothing_it_should_not),
        cmocka_unit_test(test_solve_then_trace_in_the_labs_order),
        cmocka_unit_test(test_keys_solve_trace_replay_new_next),
        cmocka_unit_test(test_replay_new_and_next_drop_queued_phases),
        cmocka_unit_test(test_every_key_the_help_names_does_its_action),
        cmocka_unit_test(test_the_figures_panel_shows_the_stats_figures),
        cmocka_unit_test(test_the_help_is_whole),
        cmocka_unit_test(test_quit_keys_and_close),
        cmocka_unit_test(test_default_pace_takes_5_to_30_s),
        cmocka_unit_test(test_view_fit_shrinks_the_block_then_scales),
        cmocka_unit_test(test_a_big_maze_opens_and_animates),
        cmocka_unit_test(test_bad_sprite),
        cmocka_unit_test(test_esc_closes_the_help_first),
        cmocka_unit_test(test_the_help_takes_the_keys),
        cmocka_unit_test(test_stale_notes_go),
        cmocka_unit_test(test_shift_arrow_runs_as_the_core_says),
        cmocka_unit_test(test_breadcrumbs),
        cmocka_unit_test(test_hint),
        cmocka_unit_test(test_dark),
        cmocka_unit_test(test_mouse_walks_in_straight_lines),
        cmocka_unit_test(test_wheel_zooms_at_the_pointer),
        cmocka_unit_test(test_gamepad),
        cmocka_unit_test(test_living_maze),
        cmocka_unit_test(test_demo_loops_over_every_generator),
        cmocka_unit_test(test_every_solver_from_the_keys),
        cmocka_unit_test(test_heat_map),
        cmocka_unit_test(test_heat_map_in_slices),
        cmocka_unit_test(test_braid_phase),
        cmocka_unit_test(test_hud_is_whole_at_the_default_size),
        cmocka_unit_test(test_the_win_card_is_whole_on_a_tiny_maze),
        cmocka_unit_test(test_the_win_names_other_ends),
        cmocka_unit_test(test_the_help_scrolls_to_its_last_line),
        cmocka_unit_test(test_the_sizes_say_the_solvers_word),
        cmocka_unit_test(test_the_figures_panel_of_a_piece),
        cmocka_unit_test(test_the_panel_cuts_no_line_of_code),
        cmocka_unit_test(test_values_too_small_to_read_say_so),
        cmocka_unit_test(test_the_help_keeps_off_the_strip),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    char cmd[64];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", data);
    failed += system(cmd) != 0;
    app_test_sdl_stop();
    return failed;
}
