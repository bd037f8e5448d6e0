/* test_gen.c - every generator over many seeds and sizes: perfect mazes, a
 * faithful event stream, determinism. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/event.h"

typedef struct size2 {
    int h, w, seeds;
} size2;

static const size2 sizes[] = {
    {5, 5, 200},  {5, 7, 200},  {7, 5, 200},  {9, 9, 200},    {5, 201, 30},
    {201, 5, 30}, {41, 51, 60}, {43, 11, 60}, {101, 151, 10}, {1001, 1001, 1},
};

/* The sanitized build's default run (MAZEDFS_SMOKE, tools/test.sh) takes
 * every fourth seed of the many-seed loops; the normal build and
 * tools/test.sh --long take them all. */
static int seed_stride(void) { return getenv("MAZEDFS_SMOKE") ? 4 : 1; }

/* Every generator, every size, many seeds: the promised kind of maze. */
static void test_all_mazes_good(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            for (int s = 0; s < sizes[k].seeds; s += seed_stride()) {
                uint64_t seed = 1000u * k + (uint64_t)s;
                mz_grid *g = make_maze(info, sizes[k].h, sizes[k].w, seed);
                assert_good_maze_seed(info, g, seed);
                mz_grid_free(g);
            }
        }
    }
}

/* Steps one generator, replaying each event on a fresh all-wall grid; the
 * two must agree after every step, and at the end with the fast path. */
static void check_stream(const mz_gen_info *info, int h, int w, uint64_t seed)
{
    char at[128];
    maze_label(at, sizeof at, info, h, w, seed);
    mz_grid *live = mz_grid_new(h, w), *replay = mz_grid_new(h, w);
    mz_gen *gen = mz_gen_new(info, live, seed);
    mz_event ev;
    uint64_t steps = 0;
    while (mz_gen_next(gen, &ev)) {
        check_true(at, mz_grid_contains(live, ev.y, ev.x));
        mz_event_apply(replay, &ev);
        if (!same_maze(live, replay))
            fail_msg("%s: step %llu (kind %d at %d, %d) replays to another maze", at,
                     (unsigned long long)steps, (int)ev.kind, ev.y, ev.x);
        steps += mz_event_is_step(&ev); /* a decision (LOOK) is not a step */
    }
    check_true(at, mz_gen_done(gen));
    check_true(at, !mz_gen_next(gen, &ev));
    check_int_equal(at, mz_gen_steps(gen), steps);
    mz_grid *fast = make_maze(info, h, w, seed);
    check_true(at, same_bytes(live, fast));
    check_true(at, same_bytes(live, replay));
    mz_gen *again = mz_gen_new(info, fast, seed);
    check_int_equal(at, mz_gen_finish(again), steps);
    mz_gen_free(again);
    mz_gen_free(gen);
    mz_grid_free(fast);
    mz_grid_free(replay);
    mz_grid_free(live);
}

static void test_events_replay_to_grid(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t seed = 0; seed < 20; seed++) {
            check_stream(mz_generators[i], 5 + 2 * (int)(seed % 5), 7 + 2 * (int)(seed % 7), seed);
        }
    for (int i = 0; i < mz_generator_count; i++)
        check_stream(mz_generators[i], 41, 51, 99);
}

/* Steps a generator some way, then finishes it on the fast path: the maze
 * and the step count must be those of stepping all the way, wherever the
 * hand-over falls (mid-dig, mid-split, mid-word of random bits, mid-walk,
 * mid-erasure); on the maze-only fast path, the maze. */
static void check_handover(const mz_gen_info *info, int h, int w, uint64_t seed)
{
    mz_grid *whole = mz_grid_new(h, w);
    mz_gen *gen = mz_gen_new(info, whole, seed);
    mz_event ev;
    while (mz_gen_next(gen, &ev))
        ;
    uint64_t total = mz_gen_steps(gen);
    mz_gen_free(gen);
    char at[160];
    for (uint64_t k = 0; k <= total; k += 1 + total / 97) {
        char maze[128];
        snprintf(at, sizeof at, "%s, finished after %llu steps",
                 maze_label(maze, sizeof maze, info, h, w, seed), (unsigned long long)k);
        mz_grid *part = mz_grid_new(h, w);
        gen = mz_gen_new(info, part, seed);
        for (uint64_t i = 0; i < k; i++)
            check_true(at, mz_gen_next(gen, &ev));
        check_int_equal(at, mz_gen_finish(gen), total);
        check_true(at, same_bytes(part, whole));
        mz_gen_free(gen);
        mz_grid_free(part);
        part = maze_only_after(at, info, whole, seed, NULL, k);
        check_true(at, same_bytes(part, whole));
        mz_grid_free(part);
    }
    mz_grid_free(whole);
}

static void test_fast_path_takes_over(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        check_handover(mz_generators[i], 5, 7, 1);
        check_handover(mz_generators[i], 21, 9, 2);
        check_handover(mz_generators[i], 41, 51, 3);
    }
}

static void test_same_seed_same_maze(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        mz_grid *a = make_maze(mz_generators[i], 41, 51, 12345);
        mz_grid *b = make_maze(mz_generators[i], 41, 51, 12345);
        check_true(mz_generators[i]->name, same_bytes(a, b));
        mz_grid_free(a);
        mz_grid_free(b);
    }
}

static void test_different_seeds_differ(void **state)
{
    (void)state;
    enum { N = 24 };
    for (int i = 0; i < mz_generator_count; i++) {
        mz_grid *m[N];
        for (int s = 0; s < N; s++)
            m[s] = make_maze(mz_generators[i], 41, 51, (uint64_t)s);
        for (int a = 0; a < N; a++)
            for (int b = a + 1; b < N; b++)
                if (same_bytes(m[a], m[b]))
                    fail_msg("%s 41 x 51: seeds %d and %d make the same maze",
                             mz_generators[i]->name, a, b);
        for (int s = 0; s < N; s++)
            mz_grid_free(m[s]);
    }
}

/* The first events show how each generator begins. */
/* The G key's order: every generator once, or in a shape every one that
 * can carve in it once, and back to the first. */
static void test_after(void **state)
{
    (void)state;
    for (int masked = 0; masked < 2; masked++) {
        int want = 0, seen[64] = {0};
        for (int i = 0; i < mz_generator_count; i++)
            want += !masked || mz_generators[i]->masks;
        const mz_gen_info *first = mz_gen_after(mz_generators[mz_generator_count - 1], masked);
        const mz_gen_info *g = first;
        for (int k = 0; k < want; k++, g = mz_gen_after(g, masked)) {
            assert_true(!masked || g->masks);
            int i = 0;
            while (mz_generators[i] != g)
                i++;
            assert_int_equal(seen[i]++, 0);
        }
        assert_ptr_equal(g, first);
    }
}

static void test_first_events(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(41, 51);
    mz_event ev;
    mz_gen *gen = mz_gen_new(mz_gen_find("backtracker"), g, 5);
    assert_true(mz_gen_next(gen, &ev));
    assert_int_equal(ev.kind, MZ_EV_CARVE);
    assert_int_equal(ev.y, 39);
    assert_int_equal(ev.x, 49);
    mz_gen_free(gen);
    gen = mz_gen_new(mz_gen_find("division"), g, 5);
    assert_true(mz_gen_next(gen, &ev));
    assert_int_equal(ev.kind, MZ_EV_OPEN_ALL);
    /* Then only walls rise (between decisions), until the exit opens. */
    int carves = 0;
    while (mz_gen_next(gen, &ev)) {
        assert_true(ev.kind == MZ_EV_WALL || ev.kind == MZ_EV_CARVE || ev.kind == MZ_EV_LOOK);
        carves += ev.kind == MZ_EV_CARVE;
    }
    assert_int_equal(carves, 2);
    mz_gen_free(gen);
    mz_grid_free(g);
}

/* Aldous-Broder shows every walk step; most steps on a big grid revisit. */
static void test_aldous_broder_walks(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(21, 21);
    mz_gen *gen = mz_gen_new(mz_gen_find("ab"), g, 3);
    mz_event ev;
    uint64_t cursor = 0, carve = 0;
    int py = -1, px = -1;
    while (mz_gen_next(gen, &ev)) {
        if (ev.kind == MZ_EV_CURSOR) {
            cursor++;
            /* A walk step lands on a room next to the last one. */
            if (py >= 0)
                assert_int_equal(abs(ev.y - py) + abs(ev.x - px), 2);
        }
        carve += ev.kind == MZ_EV_CARVE;
        if (ev.y % 2 && ev.x % 2)
            py = ev.y, px = ev.x;
    }
    assert_int_equal(carve, 2 * 100 - 1 + 2);
    assert_true(cursor > carve);
    mz_gen_free(gen);
    mz_grid_free(g);
}

/* The 2 x 3 rooms of a 5 x 7 grid have 15 spanning trees. Makes SAMPLES
 * mazes with the named generator over fixed seeds (so the result cannot
 * flake) and returns the chi-square statistic of the trees' counts against
 * a uniform spread; *found gets how many different trees came up. */
static double tree_chi_square(const char *name, int *found)
{
    enum { SAMPLES = 30000, TREES = 15 };
    uint64_t keys[TREES] = {0};
    int counts[TREES] = {0};
    *found = 0;
    for (uint64_t s = 0; s < SAMPLES; s++) {
        mz_grid *g = make_maze(mz_gen_find(name), 5, 7, s);
        uint64_t key = 0;
        for (int i = 0; i < 35; i++)
            key = key << 1 | g->cells[i];
        mz_grid_free(g);
        int k = 0;
        while (k < *found && keys[k] != key)
            k++;
        assert_true(k < TREES);
        if (k == *found)
            keys[(*found)++] = key;
        counts[k]++;
    }
    double expect = (double)SAMPLES / TREES, chi2 = 0;
    for (int k = 0; k < TREES; k++)
        chi2 += (counts[k] - expect) * (counts[k] - expect) / expect;
    return chi2;
}

/* 14 degrees of freedom: P(chi2 > 46) < 1e-5. */
#define CHI2_BOUND 46.0

/* Aldous-Broder gives every spanning tree the same chance. */
static void test_aldous_broder_uniform(void **state)
{
    (void)state;
    int found;
    assert_true(tree_chi_square("aldous-broder", &found) < CHI2_BOUND);
    assert_int_equal(found, 15);
}

/* So does Wilson's algorithm. */
static void test_wilson_uniform(void **state)
{
    (void)state;
    int found;
    assert_true(tree_chi_square("wilson", &found) < CHI2_BOUND);
    assert_int_equal(found, 15);
}

/* The backtracker favours long corridors: the test above can tell. */
static void test_uniformity_test_can_fail(void **state)
{
    (void)state;
    int found;
    assert_true(tree_chi_square("backtracker", &found) > CHI2_BOUND);
}

/* The loop variants really have loops: division-loops (the post's code,
 * test_gen_post.c) and division-four. */
static void test_division_loops_has_loops(void **state)
{
    (void)state;
    static const char *const names[] = {"loops", "division-four"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        for (uint64_t s = 0; s < 20; s++) {
            const mz_gen_info *info = mz_gen_find(names[i]);
            mz_grid *g = make_maze(info, 41, 51, s);
            mz_report r;
            assert_int_equal(mz_check(g, &r), 0);
            if (!r.connected || r.loops == 0)
                fail_msg("%s 41 x 51 seed %llu: no loop (%llu openings, %llu rooms)", info->name,
                         (unsigned long long)s, (unsigned long long)r.openings,
                         (unsigned long long)r.rooms);
            mz_grid_free(g);
        }
}

/* Origin shift, stopping by itself, gives every spanning tree the same
 * chance; the binary tree and the sidewinder, biased, fail the same test. */
static void test_origin_shift_uniform(void **state)
{
    (void)state;
    int found;
    assert_true(tree_chi_square("origin-shift", &found) < CHI2_BOUND);
    assert_int_equal(found, 15);
    assert_true(tree_chi_square("binary-tree", &found) > CHI2_BOUND);
    assert_true(tree_chi_square("sidewinder", &found) > CHI2_BOUND);
}

/* True if the wall cell (y, x) is open. */
static bool open_at(const mz_grid *g, int y, int x) { return *mz_grid_at(g, y, x) & 1; }

/* The binary tree's bias: every room but the top-left opens exactly one of
 * north and west (west on the top row, north in the left column). */
static void test_binary_tree_north_or_west(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        for (uint64_t s = 0; s < 10; s++) {
            mz_grid *g = make_maze(mz_gen_find("bt"), sizes[k].h, sizes[k].w, s);
            for (int y = 1; y < g->height - 1; y += 2)
                for (int x = 1; x < g->width - 1; x += 2) {
                    bool n = open_at(g, y - 1, x), w = open_at(g, y, x - 1);
                    int want = y == 1 && x == 1 ? 0 : 1;
                    if (n + w != want || (y == 1 && n) || (x == 1 && w))
                        fail_msg("binary-tree %dx%d seed %llu: room (%d, %d)", g->height, g->width,
                                 (unsigned long long)s, y, x);
                }
            mz_grid_free(g);
        }
    }
}

/* The sidewinder's top row is one corridor, and every run of a later row
 * (rooms joined east-west) opens north exactly once. */
static void test_sidewinder_runs(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        for (uint64_t s = 0; s < 10; s++) {
            mz_grid *g = make_maze(mz_gen_find("sidewinder"), sizes[k].h, sizes[k].w, s);
            for (int x = 2; x < g->width - 1; x += 2)
                assert_true(open_at(g, 1, x));
            for (int y = 3; y < g->height - 1; y += 2) {
                int north = 0;
                for (int x = 1; x < g->width - 1; x += 2) {
                    north += open_at(g, y - 1, x);
                    if (!open_at(g, y, x + 1) && north != 1) /* the run ends here */
                        fail_msg("sidewinder %dx%d seed %llu: run ending (%d, %d) opens north "
                                 "%d times",
                                 g->height, g->width, (unsigned long long)s, y, x, north);
                    if (!open_at(g, y, x + 1))
                        north = 0;
                }
            }
            mz_grid_free(g);
        }
    }
}

/* Eller works one room row at a time: no event goes back to a row above
 * the one being made (a wall up belongs to the row below it). */
static void test_eller_row_by_row(void **state)
{
    (void)state;
    for (uint64_t s = 0; s < 20; s++) {
        mz_grid *g = mz_grid_new(21, 31);
        mz_gen *gen = mz_gen_new(mz_gen_find("eller"), g, s);
        mz_event ev;
        int row = 0;
        while (mz_gen_next(gen, &ev)) {
            if (ev.y == g->height - 1 || ev.x == g->width - 1)
                continue;     /* the exit, opened last */
            int r = ev.y / 2; /* room row of a room, or the row below a wall */
            if (r < row)
                fail_msg("eller seed %llu: event at (%d, %d) after row %d", (unsigned long long)s,
                         ev.y, ev.x, row);
            row = r;
        }
        mz_gen_free(gen);
        mz_grid_free(g);
    }
}

/* Follows origin shift's events: the origin starts bottom right; a head
 * move goes to the room shown, a wall change to the room past the wall
 * opened just after it. Returns the moves; *seen gets the rooms the origin
 * visited and *last_new whether the last move found a new one. */
static uint64_t origin_moves(mz_gen *gen, const mz_grid *g, uint64_t *seen, bool *last_new)
{
    uint8_t *visited = calloc((size_t)g->height * (size_t)g->width, 1);
    assert_non_null(visited);
    int oy = g->height - 2, ox = g->width - 2;
    uint64_t moves = 0;
    mz_event ev;
    *seen = 1;
    *last_new = false;
    visited[(size_t)oy * (size_t)g->width + (size_t)ox] = 1;
    while (mz_gen_next(gen, &ev)) {
        if (ev.kind == MZ_EV_WALL) {
            assert_true(mz_gen_next(gen, &ev));
            assert_int_equal(ev.kind, MZ_EV_CARVE);
            ev.y = 2 * ev.y - oy;
            ev.x = 2 * ev.x - ox;
        } else if (ev.kind != MZ_EV_CURSOR) {
            continue;
        }
        moves++;
        assert_int_equal(abs(ev.y - oy) + abs(ev.x - ox), 2);
        oy = ev.y, ox = ev.x;
        uint8_t *v = &visited[(size_t)oy * (size_t)g->width + (size_t)ox];
        *last_new = !*v;
        *seen += !*v;
        *v = 1;
    }
    free(visited);
    return moves;
}

/* Left to itself, origin shift stops on the move that completes the cover:
 * every room has been the origin, and the last move found a new one. */
static void test_origin_shift_covers(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0] - 1; k++) {
        for (uint64_t s = 0; s < 5; s++) {
            mz_grid *g = mz_grid_new(sizes[k].h, sizes[k].w);
            mz_gen *gen = mz_gen_new(mz_gen_find("origin-shift"), g, s);
            uint64_t seen;
            bool last_new;
            uint64_t moves = origin_moves(gen, g, &seen, &last_new);
            if (seen != mz_grid_rooms(g) || !last_new || moves < seen - 1)
                fail_msg("origin-shift %dx%d seed %llu: %llu rooms seen in %llu moves", g->height,
                         g->width, (unsigned long long)s, (unsigned long long)seen,
                         (unsigned long long)moves);
            assert_good_maze(mz_gen_info_of(gen), g);
            mz_gen_free(gen);
            mz_grid_free(g);
        }
    }
}

/* --shift-steps N: exactly N moves, still a perfect maze, and the fast
 * path (from the start or part-way) gives the same maze and steps. */
static void test_origin_shift_steps(void **state)
{
    (void)state;
    static const uint64_t counts[] = {1, 2, 7, 500, 20000, 300000};
    const mz_gen_info *info = mz_gen_find("origin-shift");
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        for (uint64_t s = 0; s < 3; s++) {
            mz_gen_params p = mz_gen_params_default;
            p.shift_steps = counts[i];
            int h = 5 + 16 * (int)s, w = 7 + 20 * (int)s;
            mz_grid *g = mz_grid_new(h, w), *fast = mz_grid_new(h, w);
            mz_gen *gen = mz_gen_new_with(info, g, s, &p);
            uint64_t seen;
            bool last_new;
            uint64_t moves = origin_moves(gen, g, &seen, &last_new);
            if (moves != counts[i])
                fail_msg("origin-shift %dx%d seed %llu: %llu moves, asked %llu", h, w,
                         (unsigned long long)s, (unsigned long long)moves,
                         (unsigned long long)counts[i]);
            assert_good_maze(info, g);
            mz_gen *again = mz_gen_new_with(info, fast, s, &p);
            mz_event ev;
            for (uint64_t k = 0; k < mz_gen_steps(gen) / 2; k++)
                assert_true(mz_gen_next(again, &ev));
            assert_int_equal(mz_gen_finish(again), mz_gen_steps(gen));
            assert_true(same_bytes(g, fast));
            mz_gen_free(again);
            mz_gen_free(gen);
            mz_grid_free(fast);
            mz_grid_free(g);
        }
    }
}

/* The window's pace: each event costs its weight (mz_event_weight) times
 * the default delay, min(40, 10000 / (2 rooms)) ms (app_default_delay).
 * Returns the seconds a maze of h x w takes to animate, averaged over
 * seeds 1 to 5. */
static double animation_seconds(const mz_gen_info *info, int h, int w)
{
    double total = 0;
    for (uint64_t s = 1; s <= 5; s++) {
        mz_grid *g = mz_grid_new(h, w);
        mz_gen *gen = mz_gen_new(info, g, s);
        double delay = 10000.0 / (2.0 * (double)mz_grid_rooms(g)), weight = 0;
        mz_event ev;
        while (mz_gen_next(gen, &ev))
            weight += mz_event_weight(&ev);
        total += weight * (delay > 40 ? 40 : delay) / 1000;
        mz_gen_free(gen);
        mz_grid_free(g);
    }
    return total / 5;
}

/* A 41 x 51 maze animates in about ten seconds for every generator but
 * the random walks (the scan of hunt-and-kill adds its head moves, at a
 * sixteenth each). */
static void test_pace_about_ten_seconds(void **state)
{
    (void)state;
    static const char *const names[] = {"backtracker", "division",     "kruskal",       "prim",
                                        "prim-true",   "growing-tree", "hunt-and-kill", "eller",
                                        "binary-tree", "sidewinder"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        double sec = animation_seconds(mz_gen_find(names[i]), 41, 51);
        if (sec < 9 || sec > 12)
            fail_msg("%s animates 41x51 in %.1f s", names[i], sec);
    }
}

static void test_registry(void **state)
{
    (void)state;
    assert_ptr_equal(mz_gen_find("dfs"), mz_gen_find("backtracker"));
    assert_ptr_equal(mz_gen_find("ab"), mz_gen_find("aldous-broder"));
    assert_ptr_equal(mz_gen_find("loops"), mz_gen_find("division-loops"));
    assert_non_null(mz_gen_find("division"));
    assert_non_null(mz_gen_find("division-four"));
    assert_null(mz_gen_find("divisio"));
    assert_null(mz_gen_find(""));
    assert_null(mz_gen_find("a"));
    assert_string_equal(mz_generators[0]->name, "backtracker");
    for (int i = 0; i < mz_generator_count; i++)
        if (mz_gen_find(mz_generators[i]->name) != mz_generators[i])
            fail_msg("mz_gen_find(\"%s\") finds another generator", mz_generators[i]->name);
    mz_gen_free(NULL);
}

/* The mean dead-end share (rooms with one opening, in %) of a generator
 * over 30 seeds at 101 x 101, with newest_pct = pct. */
static double mean_dead_ends(const mz_gen_info *info, int pct)
{
    mz_gen_params p = mz_gen_params_default;
    p.newest_pct = pct;
    double sum = 0;
    for (uint64_t seed = 0; seed < 30; seed++) {
        mz_grid *g = mz_grid_new(101, 101);
        mz_gen *gen = mz_gen_new_with(info, g, seed, &p);
        mz_gen_finish(gen);
        mz_report r;
        assert_int_equal(mz_check(g, &r), 0);
        sum += 100.0 * (double)r.dead_ends / (double)r.rooms;
        mz_gen_free(gen);
        mz_grid_free(g);
    }
    return sum / 30;
}

/* Each generator's texture, as its definition measures (Pullen's and Buck's figures): the mean
 * dead-end share lands within one point of the figure. */
static const struct {
    const char *name;
    int newest_pct; /* growing-tree's knob; the others ignore it */
    double dead_ends_pct;
} dead_end_table[] = {
    {"wilson", 50, 29.1},
    {"kruskal", 50, 30.5},
    {"prim", 50, 35.4},
    {"prim-true", 50, 30.6},
    /* Issue 9 says 31.5 at 50; that is what taking a room off the list by
     * moving the last one into its place gives (31.4 here), but then the
     * last is no longer the newest. Keeping the list in order, as the
     * definition (and Buck's book) does, gives 21.2, which an independent
     * Python version of the definition agrees with. */
    {"growing-tree", 50, 21.2},
    {"growing-tree", 100, 10.2},
    {"growing-tree", 0, 27.6},
    {"hunt-and-kill", 50, 9.6},
    {"eller", 50, 29.2},
    {"binary-tree", 50, 25.1},
    {"sidewinder", 50, 27.7},
    {"origin-shift", 50, 29.3},
    /* The division mazes, measured here; division-loops' 11.6 is what the
     * post's own Java code gives at this size (11.5 over 1000 runs). */
    {"division", 50, 18.3},
    {"division-loops", 50, 11.6},
    {"division-four", 50, 8.7},
};

static void test_dead_ends(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof dead_end_table / sizeof dead_end_table[0]; i++) {
        const mz_gen_info *info = mz_gen_find(dead_end_table[i].name);
        assert_non_null(info);
        double got = mean_dead_ends(info, dead_end_table[i].newest_pct);
        if (got < dead_end_table[i].dead_ends_pct - 1 || got > dead_end_table[i].dead_ends_pct + 1)
            fail_msg("%s at newest %d%%: %.2f%% dead ends, want %.1f +- 1", info->name,
                     dead_end_table[i].newest_pct, got, dead_end_table[i].dead_ends_pct);
    }
}

/* --newest 100 is the backtracker's texture (a stack: always the newest),
 * and the knob changes the maze. */
static void test_growing_tree_newest(void **state)
{
    (void)state;
    const mz_gen_info *gt = mz_gen_find("gt");
    assert_ptr_equal(gt, mz_gen_find("growing-tree"));
    double stack = mean_dead_ends(gt, 100), bt = mean_dead_ends(mz_gen_find("backtracker"), 0);
    assert_true(stack > bt - 1 && stack < bt + 1);
    const int pcts[] = {0, 50, 100};
    mz_grid *m[3];
    for (int i = 0; i < 3; i++) {
        mz_gen_params p = mz_gen_params_default;
        p.newest_pct = pcts[i];
        m[i] = mz_grid_new(41, 51);
        mz_gen *gen = mz_gen_new_with(gt, m[i], 9, &p);
        mz_gen_finish(gen);
        assert_good_maze(gt, m[i]);
        mz_gen_free(gen);
    }
    assert_false(same_bytes(m[0], m[1]));
    assert_false(same_bytes(m[1], m[2]));
    mz_grid *dflt = make_maze(gt, 41, 51, 9);
    assert_true(same_bytes(dflt, m[1])); /* 50 is the default */
    for (int i = 0; i < 3; i++)
        mz_grid_free(m[i]);
    mz_grid_free(dflt);
}

/* At 41 x 51 every generator takes about 10 s at the default pace, the
 * random walks at most 30 s: the mean over a few seeds lies in 5..30 s
 * (test_pace_about_ten_seconds holds the others to about 10 s). */
static void test_pace(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        double s = animation_seconds(mz_generators[i], 41, 51);
        if (s < 5 || s > 30)
            fail_msg("%s: a 41 x 51 maze animates in %.1f s", mz_generators[i]->name, s);
    }
}

/* The HUD's progress: rooms in the maze over all rooms never falls back,
 * and is (nearly) all of them once the algorithm is done, before the exit
 * opens; 1 when finished. */
static void test_progress_climbs(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        mz_grid *g = mz_grid_new(41, 51);
        mz_gen *gen = mz_gen_new(info, g, 4);
        mz_event ev;
        double hist[3] = {0, 0, 0}; /* the last three figures */
        while (mz_gen_next(gen, &ev)) {
            double p = mz_gen_progress(gen);
            if (p < hist[2])
                fail_msg("%s: progress fell from %f to %f", info->name, hist[2], p);
            hist[0] = hist[1];
            hist[1] = hist[2];
            hist[2] = p;
        }
        /* The last two steps open the exit. */
        double before_exit = hist[0];
        if (before_exit < 0.99)
            fail_msg("%s: progress %f when the algorithm ended", info->name, before_exit);
        assert_true(mz_gen_progress(gen) == 1.0);
        mz_gen_free(gen);
        mz_grid_free(g);
    }
}

/* The lab's recursive digout overflows near 150 x 150 rooms; ours keeps its
 * path in the grid, so 20001 x 20001 runs on the default stack. */
static void test_backtracker_huge(void **state)
{
    (void)state;
    mz_grid *g = make_maze(mz_gen_find("backtracker"), 20001, 20001, 1);
    mz_report r;
    assert_int_equal(mz_check(g, &r), 0);
    assert_true(r.perfect);
    mz_grid_free(g);
}

/* check_fast_equal_like on an h x w grid. */
static void check_fast_equal(const mz_gen_info *info, int h, int w, uint64_t seed,
                             const mz_gen_params *params)
{
    char at[160], maze[128];
    snprintf(at, sizeof at, "%s, newest %d", maze_label(maze, sizeof maze, info, h, w, seed),
             params->newest_pct);
    mz_grid *shape = mz_grid_new(h, w);
    assert_non_null(shape);
    check_fast_equal_like(at, info, shape, seed, params);
    mz_grid_free(shape);
}

/* The fast paths of the room-by-room generators (Wilson's walk on its
 * stack, Kruskal's rooms dug at once, Prim's and the growing tree's
 * offsets with the border marked, origin shift's walk counted by table)
 * against stepping, over many seeds and shapes: thin ones, where every
 * room is on the border, and wide ones; origin shift with --shift-steps
 * on every third seed. */
static void test_fast_paths_many_seeds(void **state)
{
    (void)state;
    static const char *const names[] = {"wilson", "kruskal", "prim", "growing-tree",
                                        "origin-shift"};
    static const int pcts[] = {50, 0, 100, 25, 90};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const mz_gen_info *info = mz_gen_find(names[i]);
        assert_non_null(info);
        for (uint64_t seed = 0; seed < 150; seed += (uint64_t)seed_stride()) {
            int h = 5 + 2 * (int)(seed % 13), w = 5 + 2 * (int)(seed * 7 % 19);
            mz_gen_params p = mz_gen_params_default;
            p.newest_pct = pcts[seed % 5];
            p.shift_steps = seed % 3 ? 0 : 1 + seed * 97;
            check_fast_equal(info, h, w, seed, &p);
        }
        mz_gen_params p = mz_gen_params_default;
        check_fast_equal(info, 5, 301, 7, &p);
        check_fast_equal(info, 301, 5, 8, &p);
        check_fast_equal(info, 121, 151, 9, &p);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registry),
        cmocka_unit_test(test_first_events),
        cmocka_unit_test(test_after),
        cmocka_unit_test(test_all_mazes_good),
        cmocka_unit_test(test_events_replay_to_grid),
        cmocka_unit_test(test_fast_path_takes_over),
        cmocka_unit_test(test_fast_paths_many_seeds),
        cmocka_unit_test(test_same_seed_same_maze),
        cmocka_unit_test(test_different_seeds_differ),
        cmocka_unit_test(test_aldous_broder_walks),
        cmocka_unit_test(test_aldous_broder_uniform),
        cmocka_unit_test(test_wilson_uniform),
        cmocka_unit_test(test_uniformity_test_can_fail),
        cmocka_unit_test(test_dead_ends),
        cmocka_unit_test(test_growing_tree_newest),
        cmocka_unit_test(test_pace),
        cmocka_unit_test(test_progress_climbs),
        cmocka_unit_test(test_division_loops_has_loops),
        cmocka_unit_test(test_backtracker_huge),
        cmocka_unit_test(test_origin_shift_uniform),
        cmocka_unit_test(test_binary_tree_north_or_west),
        cmocka_unit_test(test_sidewinder_runs),
        cmocka_unit_test(test_eller_row_by_row),
        cmocka_unit_test(test_origin_shift_covers),
        cmocka_unit_test(test_origin_shift_steps),
        cmocka_unit_test(test_pace_about_ten_seconds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
