/* test_drawn.c - the drawn state (drawn.h): what each algorithm says a
 * cell is matches its structure, at every step, over several seeds; and
 * asking changes nothing. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/drawn.h"
#include "mazedfs/solve.h"

enum { H = 21, W = 31, SEEDS = 4 };
#define N ((size_t)H * W)

/* The first number after word in the describe line s, or -1. */
static long number_after(const char *s, const char *word)
{
    const char *p = strstr(s, word);
    return p ? strtol(p + strlen(word), NULL, 10) : -1;
}

static size_t count_of(const uint32_t *plane, uint32_t cls)
{
    size_t k = 0;
    for (size_t i = 0; i < N; i++)
        k += plane[i] == cls;
    return k;
}

/* Union-find over the passage cells of g, for the sets' check. */
static size_t root(size_t *up, size_t i)
{
    while (up[i] != i)
        i = up[i] = up[up[i]];
    return i;
}

/* Two passage cells share a set number iff the maze connects them; no
 * other cell has one. */
static void check_sets(const char *label, const mz_grid *g, const uint32_t *plane)
{
    size_t up[N];
    for (size_t i = 0; i < N; i++)
        up[i] = i;
    for (size_t i = 0; i < N; i++) {
        bool open = g->cells[i] & MZ_PASSAGE;
        check_true(label, open == (plane[i] >= MZ_DRAWN_SET));
        if (open && i % W + 1 < W && g->cells[i + 1] & MZ_PASSAGE)
            up[root(up, i)] = root(up, i + 1);
        if (open && i + W < N && g->cells[i + W] & MZ_PASSAGE)
            up[root(up, i)] = root(up, i + W);
    }
    for (size_t i = 0; i < N; i += 7)
        for (size_t j = 0; j < N; j += 5)
            if (plane[i] >= MZ_DRAWN_SET && plane[j] >= MZ_DRAWN_SET)
                check_true(label, (plane[i] == plane[j]) == (root(up, i) == root(up, j)));
}

/* Cells of class cls form one simple path (each has at most two such
 * neighbours, and they are one piece with a link fewer than cells). */
static void check_path(const char *label, const uint32_t *plane, uint32_t cls)
{
    size_t cells = 0, links = 0;
    for (size_t i = 0; i < N; i++) {
        if (plane[i] != cls)
            continue;
        cells++;
        int around = (i % W > 0 && plane[i - 1] == cls) + (i % W + 1 < W && plane[i + 1] == cls) +
                     (i >= W && plane[i - W] == cls) + (i + W < N && plane[i + W] == cls);
        check_true(label, around <= 2);
        links += (size_t)around;
    }
    if (cells && getenv("DRAWN_DEBUG") && links / 2 != cells - 1)
        for (size_t i = 0; i < N; i++)
            fprintf(stderr, "%c%s",
                    plane[i] == cls ? '#'
                    : plane[i]      ? '0' + (char)plane[i]
                                    : '.',
                    i % W == W - 1 ? "\n" : "");
    if (cells && cls != MZ_DRAWN_WALK) /* a walk's room may come before its wall */
        check_int_equal(label, links / 2, cells - 1);
}

static void check_gen(const mz_gen_info *info, const mz_gen *gen, const mz_grid *g,
                      const uint32_t *plane, const char *label)
{
    char d[256];
    mz_gen_describe(gen, d, sizeof d);
    const char *name = info->name;
    if (!strcmp(name, "kruskal") || !strcmp(name, "eller"))
        check_sets(label, g, plane);
    if (!strcmp(name, "prim"))
        check_int_equal(label, count_of(plane, MZ_DRAWN_FRONTIER), number_after(d, "frontier "));
    if (!strcmp(name, "growing-tree"))
        check_int_equal(label, count_of(plane, MZ_DRAWN_FRONTIER),
                        number_after(d, "active rooms "));
    if (!strcmp(name, "backtracker"))
        check_path(label, plane, MZ_DRAWN_STACK);
    /* Wilson's walk: its rooms are the grid's walk, each wall drawn joins
     * two of them (while a loop is erased a room may show three links). */
    for (size_t i = 0; !strcmp(name, "wilson") && i < N; i++)
        if (plane[i] == MZ_DRAWN_WALK && (i / W) % 2 && (i % W) % 2)
            check_true(label, g->cells[i] & MZ_PASSAGE);
    if (!strcmp(name, "hunt-and-kill")) {
        long row = strncmp(d, "hunting on row ", 15) ? -1 : number_after(d, "row ");
        for (size_t i = 0; i < N; i++)
            check_true(label, (plane[i] == MZ_DRAWN_SCAN) ==
                                  (row >= 0 && (long)(i / W) == row && i % W && i % W < W - 1));
    }
    for (size_t i = 0; i < N; i++)
        if (plane[i] == MZ_DRAWN_CHAMBER)
            check_true(label, g->cells[i] & MZ_PASSAGE);
}

/* Every generator, every step: the state fits the structure, and a
 * generator asked at every step gives the same events as one never asked. */
static void test_generators(void **state)
{
    (void)state;
    static uint32_t plane[N];
    for (int k = 0; k < mz_generator_count; k++)
        for (uint64_t seed = 1; seed <= SEEDS; seed++) {
            const mz_gen_info *info = mz_generators[k];
            char label[96];
            maze_label(label, sizeof label, info, H, W, seed);
            mz_grid *g = mz_grid_new(H, W), *g2 = mz_grid_new(H, W);
            mz_gen *gen = mz_gen_new(info, g, seed), *quiet = mz_gen_new(info, g2, seed);
            assert_non_null(gen);
            assert_non_null(quiet);
            mz_event ev, ev2;
            while (mz_gen_next(gen, &ev)) {
                check_true(label, mz_gen_next(quiet, &ev2));
                check_true(label, ev.kind == ev2.kind && ev.y == ev2.y && ev.x == ev2.x);
                if (mz_gen_state(gen, plane, true))
                    check_gen(info, gen, g, plane, label);
            }
            check_true(label, !mz_gen_next(quiet, &ev2));
            check_true(label, same_maze(g, g2));
            mz_gen_free(gen);
            mz_gen_free(quiet);
            mz_grid_free(g);
            mz_grid_free(g2);
        }
}

/* Distances from (1, 1) over passage, by the test's own BFS. */
static void distances(const mz_grid *g, uint32_t *dist)
{
    static uint32_t q[N];
    size_t head = 0, tail = 0;
    for (size_t i = 0; i < N; i++)
        dist[i] = UINT32_MAX;
    dist[W + 1] = 0;
    q[tail++] = W + 1;
    while (head < tail) {
        size_t c = q[head++];
        size_t nb[4] = {c + W, c + 1, c - W, c - 1};
        for (int d = 0; d < 4; d++)
            if (nb[d] < N && g->cells[nb[d]] & MZ_PASSAGE && dist[nb[d]] == UINT32_MAX) {
                dist[nb[d]] = dist[c] + 1;
                q[tail++] = nb[d];
            }
    }
}

static void check_solver(const char *name, const mz_solver *s, const uint32_t *plane,
                         const uint32_t *dist, bool perfect, const char *label)
{
    size_t visits = (size_t)mz_solve_visits(s);
    size_t front = count_of(plane, MZ_DRAWN_FRONTIER), closed = count_of(plane, MZ_DRAWN_CLOSED);
    if (!strcmp(name, "bfs") || !strcmp(name, "astar"))
        check_int_equal(label, front + closed, visits);
    if (!strcmp(name, "bfs")) { /* the queue is a ring: two distances at most, past the closed */
        uint32_t lo = UINT32_MAX, hi = 0, closed_max = 0;
        for (size_t i = 0; i < N; i++) {
            if (plane[i] == MZ_DRAWN_FRONTIER)
                lo = dist[i] < lo ? dist[i] : lo, hi = dist[i] > hi ? dist[i] : hi;
            if (plane[i] == MZ_DRAWN_CLOSED)
                closed_max = dist[i] > closed_max ? dist[i] : closed_max;
        }
        if (front && !mz_solve_found(s)) {
            check_true(label, hi - lo <= 1);
            check_true(label, closed_max <= lo + 1);
        }
    }
    if (!strcmp(name, "dfs")) {
        check_int_equal(label, count_of(plane, MZ_DRAWN_STACK) + count_of(plane, MZ_DRAWN_DEAD),
                        visits);
        if (perfect) /* with loops a path may touch itself */
            check_path(label, plane, MZ_DRAWN_STACK);
        int y, x;
        mz_solve_position(s, &y, &x);
        check_true(label, plane[(size_t)y * W + (size_t)x] == MZ_DRAWN_STACK);
        check_true(label, plane[W + 1] == MZ_DRAWN_STACK || plane[W + 1] == MZ_DRAWN_DEAD);
    }
    if (!strcmp(name, "tremaux"))
        check_int_equal(label, count_of(plane, MZ_DRAWN_ONCE) + count_of(plane, MZ_DRAWN_TWICE),
                        visits);
}

/* Every solver on mazes of every generator, every step. */
static void test_solvers(void **state)
{
    (void)state;
    static uint32_t plane[N], dist[N];
    for (int k = 0; k < mz_generator_count; k++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            mz_grid *g = make_maze(mz_generators[k], H, W, seed);
            distances(g, dist);
            for (int j = 0; j < mz_solver_count; j++) {
                char label[128];
                snprintf(label, sizeof label, "%s on %s seed %llu", mz_solvers[j]->name,
                         mz_generators[k]->name, (unsigned long long)seed);
                mz_solver *s = mz_solve_new_with(mz_solvers[j], g);
                assert_non_null(s);
                mz_event ev;
                while (mz_solve_next(s, &ev))
                    if (mz_solve_state(s, plane))
                        check_solver(mz_solvers[j]->name, s, plane, dist, mz_generators[k]->perfect,
                                     label);
                mz_solve_free(s);
            }
            mz_grid_free(g);
        }
}

/* The walkers (DFS, Tremaux) from other ends: the way back drawn is one
 * path from the head to the start, whichever room that is, and every cell
 * entered is drawn once. */
static void test_walkers_from_other_ends(void **state)
{
    (void)state;
    static uint32_t plane[N];
    static const char *const names[] = {"dfs", "tremaux"};
    static const uint32_t way[] = {MZ_DRAWN_STACK, MZ_DRAWN_ONCE},
                          walked[] = {MZ_DRAWN_DEAD, MZ_DRAWN_TWICE};
    for (uint64_t seed = 1; seed <= SEEDS; seed++) {
        mz_grid *g = make_maze(mz_generators[0], H, W, seed);
        int sy = 1 + 2 * (int)(seed * 7 % ((H - 1) / 2)),
            sx = 1 + 2 * (int)(seed * 5 % ((W - 1) / 2));
        mz_grid_set_ends(g, sy, sx, H - 2 - (sy - 1), W - 2 - (sx - 1));
        for (int j = 0; j < 2; j++) {
            char label[128];
            snprintf(label, sizeof label, "%s from (%d, %d) seed %llu", names[j], sy, sx,
                     (unsigned long long)seed);
            mz_solver *s = mz_solve_new_with(mz_solver_find(names[j]), g);
            assert_non_null(s);
            mz_event ev;
            while (mz_solve_next(s, &ev)) {
                if (!mz_solve_state(s, plane))
                    continue;
                int y, x;
                mz_solve_position(s, &y, &x);
                check_true(label, plane[(size_t)sy * W + (size_t)sx] == way[j]);
                check_true(label, plane[(size_t)y * W + (size_t)x] == way[j]);
                check_path(label, plane, way[j]);
                check_int_equal(label, count_of(plane, way[j]) + count_of(plane, walked[j]),
                                mz_solve_visits(s));
            }
            mz_solve_free(s);
        }
        mz_grid_free(g);
    }
}

/* The dead ends dead-end filling draws: at every step, exactly the open
 * cells not yet filled (by the events seen), neither start nor exit, with
 * at most one such neighbour. */
static void test_dead_ends_left(void **state)
{
    (void)state;
    static uint32_t plane[N];
    static bool filled[N];
    const mz_solver_info *info = mz_solver_find("dead-end-fill");
    assert_non_null(info);
    for (int k = 0; k < mz_generator_count; k++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            mz_grid *g = make_maze(mz_generators[k], H, W, seed);
            char label[128];
            maze_label(label, sizeof label, mz_generators[k], H, W, seed);
            mz_solver *s = mz_solve_new_with(info, g);
            assert_non_null(s);
            memset(filled, 0, sizeof filled);
            size_t start = mz_grid_start_index(g), exit_i = mz_grid_exit_index(g), asked = 0;
            mz_event ev;
            while (mz_solve_next(s, &ev)) {
                if (ev.kind == MZ_EV_FILL)
                    filled[(size_t)ev.y * W + (size_t)ev.x] = true;
                assert_true(mz_solve_state(s, plane));
                for (size_t i = 0; i < N; i++) {
                    int y = (int)(i / W), x = (int)(i % W), open = 0;
                    bool here = mz_grid_open(g, y, x) && !filled[i];
                    for (int d = 0; d < MZ_NDIRS; d++) {
                        int ny = y + mz_dy[d], nx = x + mz_dx[d];
                        open += mz_grid_open(g, ny, nx) && !filled[(size_t)ny * W + (size_t)nx];
                    }
                    bool dead = here && open < 2 && i != start && i != exit_i;
                    check_true(label, (plane[i] == MZ_DRAWN_FRONTIER) == dead);
                }
                asked++;
            }
            check_true(label, asked > 0);
            mz_solve_free(s);
            mz_grid_free(g);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_generators),
        cmocka_unit_test(test_solvers),
        cmocka_unit_test(test_walkers_from_other_ends),
        cmocka_unit_test(test_dead_ends_left),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
