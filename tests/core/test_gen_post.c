/* test_gen_post.c - division-loops against the seed post's own code. The
 * post's getMaze and getdoor are transcribed here as they stand (its
 * names, its m[x][y] with x the row and 1 for wall, its four-way switch
 * with the arms in its order, its random numbers from java.util.Random),
 * sharing nothing with gen_division.c; the two are compared by texture
 * (dead-end share, loops) over many seeds, and division-loops' first split
 * against division's. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include <math.h>

#include "mazedfs/event.h"

/* java.util.Random: the post's r, and the one behind its Math.random(). */
typedef struct jrandom {
    uint64_t seed;
} jrandom;

#define JR_MASK ((1ULL << 48) - 1)

static void jr_seed(jrandom *r, uint64_t s) { r->seed = (s ^ 0x5DEECE66DULL) & JR_MASK; }

static int32_t jr_next(jrandom *r, int bits)
{
    r->seed = (r->seed * 0x5DEECE66DULL + 0xBULL) & JR_MASK;
    int64_t v = (int64_t)(r->seed >> (48 - bits));
    return (int32_t)(v >= INT64_C(1) << 31 ? v - (INT64_C(1) << 32) : v); /* Java's (int) */
}

/* Random.nextInt(bound). */
static int jr_next_int(jrandom *r, int bound)
{
    if ((bound & -bound) == bound)
        return (int)(((int64_t)bound * jr_next(r, 31)) >> 31);
    int32_t bits, val;
    do {
        bits = jr_next(r, 31);
        val = bits % bound;
    } while ((int64_t)bits - val + (bound - 1) > INT32_MAX); /* Java's int overflow */
    return val;
}

/* Random.nextDouble(), which Math.random() is. */
static double jr_next_double(jrandom *r)
{
    return (double)(((int64_t)jr_next(r, 26) << 27) + jr_next(r, 27)) * 0x1.0p-53;
}

/* The transcription's random numbers are Java's: new Random(12345) gives
 * nextInt(7), nextInt(16), nextInt(19), nextDouble() = 5, 8, 13,
 * 0.9171147023602031 (OpenJDK 17), and new Random(0).nextInt() is
 * -1155484576. */
static void test_java_random(void **state)
{
    (void)state;
    jrandom r;
    jr_seed(&r, 12345);
    assert_int_equal(jr_next_int(&r, 7), 5);
    assert_int_equal(jr_next_int(&r, 16), 8);
    assert_int_equal(jr_next_int(&r, 19), 13);
    assert_true(fabs(jr_next_double(&r) - 0.9171147023602031) < 1e-15);
    jr_seed(&r, 0);
    assert_int_equal(jr_next(&r, 32), -1155484576);
}

/* The post's maze object: m (1 wall, 0 passage), r and Math.random's. */
typedef struct post {
    int h, w;
    uint8_t *m;
    jrandom r, math;
} post;

#define M(p, x, y) ((p)->m[(size_t)(x) * (size_t)(p)->w + (size_t)(y)])

static double math_random(post *p) { return jr_next_double(&p->math); }

static void getdoor(post *p, int x1, int y1, int x2, int y2)
{
    if (x1 == x2) {
        int pos = y1 + jr_next_int(&p->r, (y2 - y1) / 2 + 1) * 2; /* an odd place */
        M(p, x1, pos) = 0;
    } else if (y1 == y2) {
        int pos = x1 + jr_next_int(&p->r, (x2 - x1) / 2 + 1) * 2;
        M(p, pos, y1) = 0;
    }
}

static void getMaze(post *p, int x, int y, int col, int row)
{
    int x1, y1;
    if (col <= 2 || row <= 2)
        return;
    /* A line across, on an even place. */
    x1 = x + (int)(math_random(p) * (col / 2)) * 2 + 1;
    for (int i = y; i < y + row; i++)
        M(p, x1, i) = 1;
    /* A line down, on an even place. */
    y1 = y + (int)(math_random(p) * (row / 2)) * 2 + 1;
    for (int i = x; i < x + col; i++)
        M(p, i, y1) = 1;
    /* The left wall is 1, then anticlockwise; d's wall stays shut, and
     * each of the other three gets getdoor twice. */
    int d = (int)(math_random(p) * 4) + 1;
    switch (d) {
    case 1:
        getdoor(p, x1 + 1, y1, x + col - 1, y1);
        getdoor(p, x1, y1 + 1, x1, y + row - 1);
        getdoor(p, x, y1, x1 - 1, y1);
        getdoor(p, x1 + 1, y1, x + col - 1, y1);
        getdoor(p, x1, y1 + 1, x1, y + row - 1);
        getdoor(p, x, y1, x1 - 1, y1);
        break;
    case 2:
        getdoor(p, x1, y1 + 1, x1, y + row - 1);
        getdoor(p, x, y1, x1 - 1, y1);
        getdoor(p, x1, y, x1, y1 - 1);
        getdoor(p, x1, y1 + 1, x1, y + row - 1);
        getdoor(p, x, y1, x1 - 1, y1);
        getdoor(p, x1, y, x1, y1 - 1);
        break;
    case 3:
        getdoor(p, x, y1, x1 - 1, y1);
        getdoor(p, x1, y, x1, y1 - 1);
        getdoor(p, x1 + 1, y1, x + col - 1, y1);
        getdoor(p, x, y1, x1 - 1, y1);
        getdoor(p, x1, y, x1, y1 - 1);
        getdoor(p, x1 + 1, y1, x + col - 1, y1);
        break;
    case 4:
        getdoor(p, x1, y, x1, y1 - 1);
        getdoor(p, x1 + 1, y1, x + col - 1, y1);
        getdoor(p, x1, y1 + 1, x1, y + row - 1);
        getdoor(p, x1, y, x1, y1 - 1);
        getdoor(p, x1 + 1, y1, x + col - 1, y1);
        getdoor(p, x1, y1 + 1, x1, y + row - 1);
        break;
    default: break;
    }
    getMaze(p, x, y, x1 - x, y1 - y);                               /* top left */
    getMaze(p, x, y1 + 1, x1 - x, row - y1 + y - 1);                /* top right */
    getMaze(p, x1 + 1, y, col - x1 + x - 1, y1 - y);                /* bottom left */
    getMaze(p, x1 + 1, y1 + 1, col - x1 + x - 1, row - y1 + y - 1); /* bottom right */
}

/* A seed for a java.util.Random: a bare counter will not do, since the
 * first draws of Random(s) and Random(s + 1) are nearly the same (the
 * post's new Random() seeds from the clock, scrambled). SplitMix64's
 * finalizer. */
static uint64_t mix(uint64_t z)
{
    z += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* The post's maze of h x w cells (the outer wall included) for seed: an
 * open room in a wall, getMaze over the inside, the lab's exit. */
static void post_maze(post *p, int h, int w, uint64_t seed)
{
    p->h = h;
    p->w = w;
    p->m = malloc((size_t)h * (size_t)w);
    assert_non_null(p->m);
    for (int x = 0; x < h; x++)
        for (int y = 0; y < w; y++)
            M(p, x, y) = x == 0 || y == 0 || x == h - 1 || y == w - 1;
    jr_seed(&p->r, mix(seed));
    jr_seed(&p->math, mix(seed ^ 0x9E3779B97F4A7C15ULL));
    getMaze(p, 1, 1, h - 2, w - 2);
    M(p, h - 1, w - 2) = 0;
    M(p, h - 2, w - 1) = 0;
}

/* A maze's texture, counted here on a post-style m: the share of rooms
 * with one open side, in %, and the loops (openings + 1 - rooms). Fails
 * unless every room is open, no corner is, and every passage connects. */
typedef struct texture {
    double dead_pct, loops;
} texture;

static texture count_texture(const post *p, const char *what)
{
    int h = p->h, w = p->w;
    long rooms = 0, dead = 0, openings = 0, passages = 0;
    for (int x = 1; x < h - 1; x++)
        for (int y = 1; y < w - 1; y++) {
            bool open = M(p, x, y) == 0;
            passages += open;
            if (x % 2 && y % 2) {
                if (!open)
                    fail_msg("%s: room %d, %d is wall", what, x, y);
                rooms++;
                dead += (M(p, x - 1, y) == 0) + (M(p, x + 1, y) == 0) + (M(p, x, y - 1) == 0) +
                            (M(p, x, y + 1) == 0) ==
                        1;
            } else if ((x + y) % 2) {
                openings += open;
            } else if (open) {
                fail_msg("%s: corner %d, %d is open", what, x, y);
            }
        }
    /* Every inside passage reached from the first room (a flood fill). */
    size_t n = (size_t)h * (size_t)w;
    uint8_t *seen = calloc(n, 1);
    int *todo = malloc(n * sizeof *todo);
    assert_true(seen && todo);
    long reached = 0;
    size_t top = 0;
    todo[top++] = 1 * w + 1;
    seen[1 * w + 1] = 1;
    while (top > 0) {
        int c = todo[--top], cx = c / w, cy = c % w;
        reached++;
        static const int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
        for (int d = 0; d < 4; d++) {
            int nx = cx + dx[d], ny = cy + dy[d];
            if (nx < 1 || ny < 1 || nx > h - 2 || ny > w - 2)
                continue;
            int k = nx * w + ny;
            if (!seen[k] && M(p, nx, ny) == 0) {
                seen[k] = 1;
                todo[top++] = k;
            }
        }
    }
    free(todo);
    free(seen);
    if (reached != passages)
        fail_msg("%s: %ld of %ld passages connected", what, reached, passages);
    return (texture){100.0 * (double)dead / (double)rooms, (double)(openings + 1 - rooms)};
}

/* The texture of one of our generators' mazes, through the same count. */
static texture our_texture(const mz_gen_info *info, int h, int w, uint64_t seed)
{
    char what[128];
    maze_label(what, sizeof what, info, h, w, seed);
    mz_grid *g = make_maze(info, h, w, seed);
    post p = {h, w, malloc((size_t)h * (size_t)w), {0}, {0}};
    assert_non_null(p.m);
    for (size_t i = 0; i < (size_t)h * (size_t)w; i++)
        p.m[i] = g->cells[i] != MZ_PASSAGE; /* the post's 1 is wall */
    texture t = count_texture(&p, what);
    free(p.m);
    mz_grid_free(g);
    return t;
}

static texture post_texture(int h, int w, uint64_t seed)
{
    char what[64];
    snprintf(what, sizeof what, "the post's getMaze %d x %d seed %llu", h, w,
             (unsigned long long)seed);
    post p;
    post_maze(&p, h, w, seed);
    texture t = count_texture(&p, what);
    free(p.m);
    return t;
}

/* Mean and spread (sample standard deviation) of n figures. */
typedef struct sample {
    int n;
    double mean, sd;
} sample;

static sample summarize(const double *v, int n)
{
    double sum = 0, sq = 0;
    for (int i = 0; i < n; i++)
        sum += v[i];
    double mean = sum / n;
    for (int i = 0; i < n; i++)
        sq += (v[i] - mean) * (v[i] - mean);
    return (sample){n, mean, sqrt(sq / (n - 1))};
}

/* How many standard errors apart two means are: their difference over
 * sqrt(sd_a^2 / n_a + sd_b^2 / n_b), the spread of that difference. */
static double z_apart(sample a, sample b)
{
    return (a.mean - b.mean) / sqrt(a.sd * a.sd / a.n + b.sd * b.sd / b.n);
}

enum { H = 41, W = 51, POST_SEEDS = 1000 };

/* The post's figures over seeds 0 to POST_SEEDS - 1, computed once. */
static sample post_dead, post_loops;

static void post_figures(void)
{
    if (post_dead.n)
        return;
    static double dead[POST_SEEDS], loops[POST_SEEDS];
    for (int s = 0; s < POST_SEEDS; s++) {
        texture t = post_texture(H, W, (uint64_t)s);
        dead[s] = t.dead_pct;
        loops[s] = t.loops;
    }
    post_dead = summarize(dead, POST_SEEDS);
    post_loops = summarize(loops, POST_SEEDS);
}

/* Four standard errors: the seeds are fixed, so a pass cannot flake, and
 * a generator as far from the post as the four-door variant is (3 points
 * of dead ends, 5 loops) lies well beyond it (test_comparison_can_fail). */
#define Z_BOUND 4.0

/* Compares generator name over seeds 0..n-1 at H x W with the post's
 * getMaze; *z_dead and *z_loops get how far apart, in standard errors. */
static void compare_with_post(const char *name, int n, double *z_dead, double *z_loops)
{
    post_figures();
    const mz_gen_info *info = mz_gen_find(name);
    assert_non_null(info);
    double *dead = malloc((size_t)n * sizeof *dead), *loops = malloc((size_t)n * sizeof *loops);
    assert_true(dead && loops);
    for (int s = 0; s < n; s++) {
        texture t = our_texture(info, H, W, (uint64_t)s);
        dead[s] = t.dead_pct;
        loops[s] = t.loops;
    }
    sample d = summarize(dead, n), l = summarize(loops, n);
    free(dead);
    free(loops);
    *z_dead = z_apart(d, post_dead);
    *z_loops = z_apart(l, post_loops);
    print_message("%-15s seeds 0-%d at %d x %d: dead ends %.2f%% (sd %.2f), loops %.2f (sd %.2f);"
                  " post's getMaze over %d seeds %.2f%% (sd %.2f), %.2f (sd %.2f): z %.2f, %.2f\n",
                  name, n - 1, H, W, d.mean, d.sd, l.mean, l.sd, post_dead.n, post_dead.mean,
                  post_dead.sd, post_loops.mean, post_loops.sd, *z_dead, *z_loops);
}

/* The figures: 40 seeds at 41 x 51, the post's code about 12.5 %
 * dead ends and 61 loops; division-loops within the spread of both. */
static void test_division_loops_as_the_post(void **state)
{
    (void)state;
    double zd, zl;
    compare_with_post("division-loops", 40, &zd, &zl);
    assert_true(fabs(zd) < Z_BOUND);
    assert_true(fabs(zl) < Z_BOUND);
    assert_true(post_dead.mean > 11.5 && post_dead.mean < 13.5); /* the transcription's own */
    assert_true(post_loops.mean > 58 && post_loops.mean < 64);
    compare_with_post("division-loops", 400, &zd, &zl);
    assert_true(fabs(zd) < Z_BOUND);
    assert_true(fabs(zl) < Z_BOUND);
}

/* The same comparison tells the other division mazes from the post's. */
static void test_comparison_can_fail(void **state)
{
    (void)state;
    double zd, zl;
    compare_with_post("division-four", 400, &zd, &zl);
    assert_true(zd < -Z_BOUND); /* fewer dead ends */
    assert_true(zl > Z_BOUND);  /* more loops */
    compare_with_post("division", 40, &zd, &zl);
    assert_true(zd > Z_BOUND);
    assert_true(zl < -Z_BOUND);
}

/* The first split of a stepped maze: its row and column, and for each arm
 * (left of the column, right of it, above the row, below it) how many
 * doors it has and a bit per odd place that is one. */
typedef struct first_split {
    int row, col;
    int doors[4];
    uint64_t at[4];
} first_split;

static first_split split_of(const mz_gen_info *info, int h, int w, uint64_t seed)
{
    mz_grid *g = mz_grid_new(h, w);
    assert_non_null(g);
    mz_gen *gen = mz_gen_new(info, g, seed);
    assert_non_null(gen);
    mz_event ev;
    assert_true(mz_gen_next(gen, &ev));
    assert_int_equal(ev.kind, MZ_EV_OPEN_ALL);
    /* The row comes first, then the column (which has wall cells at
     * these sizes); the next split lies off both lines. */
    first_split f = {-1, -1, {0}, {0}};
    uint8_t *wall = calloc((size_t)h * (size_t)w, 1);
    assert_non_null(wall);
    while (mz_gen_next(gen, &ev) && (ev.kind == MZ_EV_WALL || ev.kind == MZ_EV_LOOK)) {
        if (ev.kind == MZ_EV_LOOK) /* the push, the pop, a door: decisions */
            continue;
        if (f.row < 0)
            f.row = ev.y;
        else if (f.col < 0 && ev.y != f.row)
            f.col = ev.x;
        if (ev.y != f.row && ev.x != f.col)
            break;
        wall[(size_t)ev.y * (size_t)w + (size_t)ev.x] = 1;
    }
    assert_true(f.row > 0 && f.col > 0);
    for (int x = 1; x < w - 1; x += 2)
        if (!wall[(size_t)f.row * (size_t)w + (size_t)x]) {
            int arm = x < f.col ? 0 : 1;
            f.doors[arm]++;
            f.at[arm] |= 1ULL << (x / 2);
        }
    for (int y = 1; y < h - 1; y += 2)
        if (!wall[(size_t)y * (size_t)w + (size_t)f.col]) {
            int arm = y < f.row ? 2 : 3;
            f.doors[arm]++;
            f.at[arm] |= 1ULL << (y / 2);
        }
    free(wall);
    mz_gen_free(gen);
    mz_grid_free(g);
    return f;
}

/* division-loops draws what division draws, in its order, then its extra
 * doors: for every seed the first split has division's row and column,
 * division's doors and its shut arm, and one or two doors in each other
 * arm (one when the two draws fell together, which happens). */
static void test_draws_as_division(void **state)
{
    (void)state;
    static const int sizes[][2] = {{41, 51}, {11, 11}, {61, 21}, {21, 61}};
    int one = 0, two = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        for (uint64_t s = 0; s < 200; s++) {
            int h = sizes[k][0], w = sizes[k][1];
            first_split a = split_of(mz_gen_find("division"), h, w, s);
            first_split b = split_of(mz_gen_find("division-loops"), h, w, s);
            char at[96];
            snprintf(at, sizeof at, "division-loops %d x %d seed %llu", h, w,
                     (unsigned long long)s);
            check_int_equal(at, b.row, a.row);
            check_int_equal(at, b.col, a.col);
            int shut = 0;
            for (int i = 0; i < 4; i++) {
                check_true(at, a.doors[i] <= 1);
                check_true(at, (b.at[i] & a.at[i]) == a.at[i]);
                if (a.doors[i] == 0) {
                    shut++;
                    check_int_equal(at, b.doors[i], 0);
                } else {
                    check_true(at, b.doors[i] == 1 || b.doors[i] == 2);
                    one += b.doors[i] == 1;
                    two += b.doors[i] == 2;
                }
            }
            check_int_equal(at, shut, 1);
        }
    assert_true(one > 0 && two > one);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_java_random),
        cmocka_unit_test(test_division_loops_as_the_post),
        cmocka_unit_test(test_comparison_can_fail),
        cmocka_unit_test(test_draws_as_division),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
