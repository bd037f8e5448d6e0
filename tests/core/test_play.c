/* test_play.c - the player's dot: walls stop it, the shortest path wins.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/path.h"
#include "mazedfs/play.h"
#include "mazedfs/rng.h"

/* The direction from cell a to the neighbouring cell b. */
static int direction(uint32_t a, uint32_t b, int w)
{
    int dy = (int)(b / (uint32_t)w) - (int)(a / (uint32_t)w);
    int dx = (int)(b % (uint32_t)w) - (int)(a % (uint32_t)w);
    for (int d = 0; d < MZ_NDIRS; d++)
        if (mz_dy[d] == dy && mz_dx[d] == dx)
            return d;
    fail();
    return -1;
}

static void test_walk_shortest_path_wins(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 10; s++) {
            char at[128];
            maze_label(at, sizeof at, mz_generators[i], 21, 31, s);
            mz_grid *g = make_maze(mz_generators[i], 21, 31, s);
            mz_path p;
            check_int_equal(at, mz_path_shortest(g, &p), 0);
            mz_play play;
            mz_play_start(&play, g);
            for (size_t k = 1; k < p.length; k++) {
                check_true(at, !play.won);
                check_true(at,
                           mz_play_move(&play, g, direction(p.cells[k - 1], p.cells[k], g->width)));
            }
            check_true(at, play.won);
            check_int_equal(at, play.moves, p.length - 1);
            /* Once won, the dot stays. */
            check_true(at, !mz_play_move(&play, g, MZ_WEST));
            check_int_equal(at, play.moves, p.length - 1);
            mz_path_free(&p);
            mz_grid_free(g);
        }
}

static void test_walls_block_without_counting(void **state)
{
    (void)state;
    mz_grid *g = make_maze(mz_gen_find("backtracker"), 41, 51, 3);
    mz_play play;
    mz_play_start(&play, g);
    assert_int_equal(play.y, 1);
    assert_int_equal(play.x, 1);
    /* North and west of the start are the border. */
    assert_false(mz_play_move(&play, g, MZ_NORTH));
    assert_false(mz_play_move(&play, g, MZ_WEST));
    assert_false(mz_play_move(&play, g, 7));
    assert_false(mz_play_move(&play, g, -1));
    assert_int_equal(play.moves, 0);
    /* Try every direction from many places: a move happens exactly when the
     * cell is open. */
    for (int k = 0; k < 2000; k++) {
        int d = k * 7 % 4;
        char at[96];
        snprintf(at, sizeof at, "backtracker 41 x 51 seed 3, move %d (direction %d from %d, %d)", k,
                 d, play.y, play.x);
        bool open = mz_grid_open(g, play.y + mz_dy[d], play.x + mz_dx[d]);
        uint64_t before = play.moves;
        check_int_equal(at, mz_play_move(&play, g, d), open && !play.won);
        check_true(at, mz_grid_open(g, play.y, play.x));
        check_int_equal(at, play.moves, before + (open && !play.won));
    }
    mz_grid_free(g);
}

/* A passage cell of g drawn from r. */
static void random_passage(const mz_grid *g, uint64_t *r, int *y, int *x)
{
    do {
        *y = (int)(mz_splitmix64(r) % (uint64_t)g->height);
        *x = (int)(mz_splitmix64(r) % (uint64_t)g->width);
    } while (!mz_grid_open(g, *y, *x));
}

/* Runs as the rule says, the slow way: step, then take the neighbour that
 * is not the cell just left, while the cell has exactly two. */
static uint64_t reference_run(mz_play *p, const mz_grid *g, int dir)
{
    int sy = p->y, sx = p->x, py, px;
    uint64_t n = 0;
    for (;;) {
        py = p->y, px = p->x;
        if (!mz_play_move(p, g, dir))
            return n;
        n++;
        if (p->won || (p->y == sy && p->x == sx) || mz_play_exits(g, p->y, p->x) != 2)
            return n;
        for (int d = 0; d < MZ_NDIRS; d++) {
            int ny = p->y + mz_dy[d], nx = p->x + mz_dx[d];
            if (mz_grid_open(g, ny, nx) && !(ny == py && nx == px))
                dir = d;
        }
    }
}

static void test_run_stops_at_junctions_and_dead_ends(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 8; s++) {
            mz_grid *g = make_maze(mz_generators[i], 21, 31, s);
            uint64_t r = s * 77 + 1;
            for (int k = 0; k < 300; k++) {
                mz_play a, b;
                mz_play_start(&a, g);
                random_passage(g, &r, &a.y, &a.x);
                b = a;
                int d = (int)(mz_splitmix64(&r) % MZ_NDIRS);
                uint64_t n = mz_play_run(&a, g, d), m = reference_run(&b, g, d);
                if (n != m || a.y != b.y || a.x != b.x || a.moves != n)
                    fail_msg("%s seed %llu: run from a random cell went %llu, not %llu",
                             mz_generators[i]->name, (unsigned long long)s, (unsigned long long)n,
                             (unsigned long long)m);
                assert_true(n == 0 || a.won || mz_play_exits(g, a.y, a.x) != 2 ||
                            (a.y == b.y && a.x == b.x));
            }
            mz_grid_free(g);
        }
}

static void test_reach_is_a_straight_open_line(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 8; s++) {
            mz_grid *g = make_maze(mz_generators[i], 21, 31, s);
            uint64_t r = s + 5;
            int reached = 0;
            for (int k = 0; k < 2000; k++) {
                mz_play p;
                mz_play_start(&p, g);
                random_passage(g, &r, &p.y, &p.x);
                int ty = (int)(mz_splitmix64(&r) % 21), tx = (int)(mz_splitmix64(&r) % 31);
                int off = (int)(mz_splitmix64(&r) % 9) - 4;
                if (k % 4 == 1) /* most targets near the dot, in its row or column */
                    ty = p.y, tx = p.x + off;
                else if (k % 4 == 2)
                    ty = p.y + off, tx = p.x;
                int dir = -1, n = mz_play_reach(&p, g, ty, tx, &dir);
                bool line = (ty == p.y) != (tx == p.x), open = line;
                int dist = abs(ty - p.y) + abs(tx - p.x);
                for (int j = 1; open && j <= dist; j++)
                    open =
                        mz_grid_open(g, p.y + (ty - p.y) * j / dist, p.x + (tx - p.x) * j / dist);
                if ((n > 0) != open)
                    fail_msg("%s seed %llu: reach from (%d,%d) to (%d,%d) gave %d",
                             mz_generators[i]->name, (unsigned long long)s, p.y, p.x, ty, tx, n);
                if (!n)
                    continue;
                reached++;
                assert_int_equal(n, dist);
                for (int j = 0; j < n; j++)
                    assert_true(mz_play_move(&p, g, dir) || p.won);
                assert_true(p.won || (p.y == ty && p.x == tx));
            }
            assert_true(reached > 100);
            mz_grid_free(g);
        }
}

/* True if (y, x) is at most one cell (diagonals too) from a cell on one of
 * the open lines through (oy, ox). */
static bool seen_by_hand(const mz_grid *g, int oy, int ox, int y, int x)
{
    for (int d = 0; d < MZ_NDIRS; d++)
        for (int j = 0; j == 0 || mz_grid_open(g, oy + j * mz_dy[d], ox + j * mz_dx[d]); j++) {
            int ly = oy + j * mz_dy[d], lx = ox + j * mz_dx[d];
            if (abs(ly - y) <= 1 && abs(lx - x) <= 1)
                return true;
        }
    return false;
}

static void test_sight_is_the_open_lines_and_their_sides(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 4; s++) {
            mz_grid *g = make_maze(mz_generators[i], 15, 21, s);
            size_t max = MZ_PLAY_SIGHT_MAX(g), cells = (size_t)15 * 21;
            uint32_t *out = malloc(max * sizeof *out);
            uint8_t *in = malloc(cells);
            uint64_t r = s + 9;
            for (int k = 0; k < 60; k++) {
                int oy, ox;
                random_passage(g, &r, &oy, &ox);
                size_t n = mz_play_sight(g, oy, ox, out, max);
                assert_true(n <= max);
                memset(in, 0, cells);
                for (size_t j = 0; j < n; j++) {
                    assert_true(out[j] < cells);
                    assert_int_equal(in[out[j]], 0); /* each once */
                    in[out[j]] = 1;
                }
                for (int y = 0; y < 15; y++)
                    for (int x = 0; x < 21; x++)
                        if (in[y * 21 + x] != seen_by_hand(g, oy, ox, y, x))
                            fail_msg("%s seed %llu: from (%d,%d), cell (%d,%d) seen: %d",
                                     mz_generators[i]->name, (unsigned long long)s, oy, ox, y, x,
                                     in[y * 21 + x]);
            }
            free(out);
            free(in);
            mz_grid_free(g);
        }
}

/* Steps from (y, x) to the exit, by a search from (y, x). */
static int distance_to_exit(const mz_grid *g, int y, int x, uint8_t *plane)
{
    uint64_t reached;
    assert_int_equal(mz_bfs(g, y, x, plane, &reached), 0);
    int cy = mz_grid_exit_y(g), cx = mz_grid_exit_x(g), n = 0;
    while (!(plane[cy * g->width + cx] & MZ_BFS_SOURCE)) {
        int d = plane[cy * g->width + cx] & 3;
        cy += mz_dy[d], cx += mz_dx[d], n++;
    }
    return n;
}

static void test_route_follows_a_shortest_path(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 6; s++) {
            mz_grid *g = make_maze(mz_generators[i], 21, 31, s);
            uint8_t *plane = malloc((size_t)21 * 31);
            uint32_t out[10];
            uint64_t r = s + 3;
            for (int k = 0; k < 100; k++) {
                int y, x;
                random_passage(g, &r, &y, &x);
                int dist = distance_to_exit(g, y, x, plane);
                size_t n = mz_play_route(g, y, x, plane, out, 10);
                if (n != (size_t)(dist < 10 ? dist : 10))
                    fail_msg("%s seed %llu: route from (%d,%d) has %zu cells, exit at %d",
                             mz_generators[i]->name, (unsigned long long)s, y, x, n, dist);
                int py = y, px = x;
                for (size_t j = 0; j < n; j++) {
                    int cy = (int)out[j] / 31, cx = (int)out[j] % 31;
                    assert_true(mz_grid_open(g, cy, cx));
                    assert_int_equal(abs(cy - py) + abs(cx - px), 1);
                    /* each step one nearer the exit */
                    assert_int_equal(distance_to_exit(g, cy, cx, plane), dist - (int)j - 1);
                    py = cy, px = cx;
                }
            }
            free(plane);
            mz_grid_free(g);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_walk_shortest_path_wins),
        cmocka_unit_test(test_walls_block_without_counting),
        cmocka_unit_test(test_run_stops_at_junctions_and_dead_ends),
        cmocka_unit_test(test_reach_is_a_straight_open_line),
        cmocka_unit_test(test_sight_is_the_open_lines_and_their_sides),
        cmocka_unit_test(test_route_follows_a_shortest_path),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
