/* test_ends.c - start and goal anywhere (--start, --exit) and at the ends
 * of the longest path (--ends far): every generator, solver and the dot.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/braid.h"
#include "mazedfs/cli.h"
#include "mazedfs/endwords.h"
#include "mazedfs/error.h"
#include "mazedfs/mask.h"
#include "mazedfs/path.h"
#include "mazedfs/play.h"
#include "mazedfs/rng.h"
#include "mazedfs/run.h"
#include "mazedfs/solve.h"
#include "mazedfs/text.h"

/* A room of g drawn from r. */
static void random_room(const mz_grid *g, uint64_t *r, int *y, int *x)
{
    *y = 1 + 2 * (int)(mz_splitmix64(r) % (uint64_t)((g->height - 1) / 2));
    *x = 1 + 2 * (int)(mz_splitmix64(r) % (uint64_t)((g->width - 1) / 2));
}

/* Two different rooms of an h x w grid, never the lab's pair. */
static void random_ends(int h, int w, uint64_t *r, int e[4])
{
    mz_grid *g = mz_grid_new(h, w);
    assert_non_null(g);
    do {
        random_room(g, r, &e[0], &e[1]);
        random_room(g, r, &e[2], &e[3]);
    } while ((e[0] == e[2] && e[1] == e[3]) ||
             (e[0] == 1 && e[1] == 1 && e[2] == h - 2 && e[3] == w - 2));
    mz_grid_free(g);
}

/* The run of plan on a new h x w grid, finished. */
static mz_grid *run_maze(const mz_run_plan *plan, int h, int w)
{
    mz_grid *g = mz_grid_new(h, w);
    assert_non_null(g);
    mz_run *r = mz_run_new(plan, g);
    assert_non_null(r);
    mz_run_finish(r);
    assert_int_equal(mz_run_error(r, NULL), MZ_OK);
    mz_run_free(r);
    return g;
}

static mz_run_plan plan_of(const mz_gen_info *gen, uint64_t seed, int braid, const int e[4])
{
    mz_run_plan p = {.gen = gen,
                     .gen_params = mz_gen_params_default,
                     .seed = seed,
                     .steps = MZ_STEPS_ALL,
                     .braid_pct = braid};
    if (e) {
        p.start_given = p.goal_given = true;
        p.start_y = e[0], p.start_x = e[1], p.goal_y = e[2], p.goal_x = e[3];
    } else {
        p.ends_far = true;
    }
    return p;
}

/* A route as cells: from the start to the goal, each step to an open
 * neighbour. */
static void check_route(const char *at, const mz_grid *g, const uint32_t *c, size_t len)
{
    uint32_t w = (uint32_t)g->width;
    check_true(at, len >= 2);
    check_int_equal(at, c[0], mz_grid_start_index(g));
    check_int_equal(at, c[len - 1], (uint32_t)g->goal_y * w + (uint32_t)g->goal_x);
    for (size_t k = 0; k < len; k++) {
        check_true(at, g->cells[c[k]] & MZ_PASSAGE);
        if (k) {
            uint32_t a = c[k - 1], b = c[k];
            check_true(at, a + 1 == b || b + 1 == a || a + w == b || b + w == a);
        }
    }
}

/* The border is whole: ends not the lab's open no exit. */
static void check_border_whole(const char *at, const mz_grid *g)
{
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++)
            if (y == 0 || x == 0 || y == g->height - 1 || x == g->width - 1)
                check_true(at, !mz_grid_open(g, y, x));
}

/* Every solver on g: finds the goal (loops: those that work with them),
 * its route runs start to goal, and is the shortest where the solver
 * promises it, or where the maze is perfect. Stepping and the fast path
 * agree on the route. */
static void check_solvers(const char *at, const mz_grid *g, size_t shortest, bool perfect)
{
    for (int i = 0; i < mz_solver_count; i++) {
        const mz_solver_info *info = mz_solvers[i];
        /* With loops, a wall follower whose ends are off the outer wall
         * may go round an island for ever (it gives up): not checked. */
        if (!perfect && (!info->works_with_loops || strstr(info->name, "hand")))
            continue;
        char where[192];
        snprintf(where, sizeof where, "%s, %s", at, info->name);
        mz_solver *fast = mz_solve_new_with(info, g), *slow = mz_solve_new_with(info, g);
        assert_non_null(fast);
        assert_non_null(slow);
        mz_solve_finish(fast);
        mz_event ev;
        while (mz_solve_next(slow, &ev))
            ;
        check_true(where, mz_solve_found(fast));
        check_true(where, mz_solve_found(slow));
        size_t len, slen;
        const uint32_t *route = mz_solve_route(fast, &len), *sroute = mz_solve_route(slow, &slen);
        check_route(where, g, route, len);
        check_int_equal(where, len, slen);
        check_true(where, memcmp(route, sroute, len * sizeof *route) == 0);
        if (info->shortest || perfect)
            check_int_equal(where, len, shortest);
        mz_solve_free(fast);
        mz_solve_free(slow);
    }
}

/* The dot walks the shortest path from the start and wins on the goal,
 * not before. */
static void check_play(const char *at, const mz_grid *g, const mz_path *p)
{
    mz_play dot;
    mz_play_start(&dot, g);
    check_int_equal(at, dot.y, g->start_y);
    check_int_equal(at, dot.x, g->start_x);
    uint32_t w = (uint32_t)g->width;
    for (size_t k = 1; k < p->length; k++) {
        check_true(at, !dot.won);
        int dy = (int)(p->cells[k] / w) - dot.y, dx = (int)(p->cells[k] % w) - dot.x, d = 0;
        while (d < MZ_NDIRS && (mz_dy[d] != dy || mz_dx[d] != dx))
            d++;
        check_true(at, d < MZ_NDIRS && mz_play_move(&dot, g, d));
    }
    check_true(at, dot.won);
    check_int_equal(at, dot.y, g->goal_y);
    check_int_equal(at, dot.x, g->goal_x);
}

/* --start and --exit on every generator, perfect and braided: the maze
 * stays whole (perfect where it was), every solver ends on the goal,
 * the shortest ones by the shortest route, and the dot wins there. */
static void test_ends_on_every_generator(void **state)
{
    (void)state;
    uint64_t r = 2026;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 6; s++)
            for (int braid = 0; braid <= 60; braid += 60) {
                const mz_gen_info *gen = mz_generators[i];
                int h = 15 + 2 * (int)(s % 3), w = 21 + 4 * (int)(s % 2), e[4];
                random_ends(h, w, &r, e);
                char at[160];
                maze_label(at, sizeof at, gen, h, w, s);
                snprintf(at + strlen(at), sizeof at - strlen(at), " braid %d, %d,%d to %d,%d",
                         braid, e[0], e[1], e[2], e[3]);
                mz_run_plan plan = plan_of(gen, s, braid, e);
                mz_grid *g = run_maze(&plan, h, w);
                check_int_equal(at, g->start_y, e[0]);
                check_int_equal(at, g->goal_x, e[3]);
                check_true(at, !mz_grid_ends_default(g));
                check_border_whole(at, g);
                mz_report rep;
                assert_int_equal(mz_check(g, &rep), MZ_OK);
                check_true(at, rep.connected);
                bool perfect = gen->perfect && !braid;
                if (perfect)
                    check_true(at, rep.perfect);
                mz_path p;
                check_int_equal(at, mz_path_shortest(g, &p), MZ_OK);
                check_int_equal(at, p.cells[0], mz_grid_start_index(g));
                check_solvers(at, g, p.length, perfect);
                check_play(at, g, &p);
                mz_path_free(&p);
                mz_grid_free(g);
            }
}

/* Breadth-first distances in rooms from room (y, x) into d (one per
 * cell); returns the largest. */
static int room_distances(const mz_grid *g, int y, int x, int *d)
{
    size_t n = (size_t)g->height * (size_t)g->width, w = (size_t)g->width;
    uint32_t *q = malloc(n * sizeof *q);
    assert_non_null(q);
    for (size_t i = 0; i < n; i++)
        d[i] = -1;
    size_t head = 0, tail = 0;
    q[tail++] = (uint32_t)((size_t)y * w + (size_t)x);
    d[q[0]] = 0;
    int far = 0;
    while (head < tail) {
        uint32_t c = q[head++];
        int cy = (int)(c / w), cx = (int)(c % w);
        for (int k = 0; k < MZ_NDIRS; k++) {
            int wy = cy + mz_dy[k], wx = cx + mz_dx[k], ny = cy + 2 * mz_dy[k],
                nx = cx + 2 * mz_dx[k];
            if (!mz_grid_open(g, wy, wx) || !mz_grid_is_room(g, ny, nx) || !mz_grid_open(g, ny, nx))
                continue;
            uint32_t nc = (uint32_t)((size_t)ny * w + (size_t)nx);
            if (d[nc] >= 0)
                continue;
            d[nc] = d[c] + 1;
            far = d[nc] > far ? d[nc] : far;
            q[tail++] = nc;
        }
    }
    free(q);
    return far;
}

/* The greatest distance between any two rooms, by a search from each. */
static int brute_diameter(const mz_grid *g)
{
    int *d = malloc((size_t)g->height * (size_t)g->width * sizeof *d), best = 0;
    assert_non_null(d);
    for (int y = 1; y < g->height; y += 2)
        for (int x = 1; x < g->width; x += 2) {
            int far = room_distances(g, y, x, d);
            best = far > best ? far : best;
        }
    free(d);
    return best;
}

/* Rooms between the ends of g along its shortest path. */
static int ends_distance(const mz_grid *g)
{
    int *d = malloc((size_t)g->height * (size_t)g->width * sizeof *d);
    assert_non_null(d);
    room_distances(g, g->start_y, g->start_x, d);
    int k = d[(size_t)g->goal_y * (size_t)g->width + (size_t)g->goal_x];
    free(d);
    return k;
}

/* --ends far on small perfect mazes of every generator over many seeds:
 * the pair is as far apart as the tree's diameter found by brute force;
 * the run places it once the maze is made, the border whole, and never
 * the lab's pair. On braided mazes the pair is two rooms no farther
 * apart than the brute-force greatest. */
static void test_far_ends_are_the_diameter(void **state)
{
    (void)state;
    int exact = 0, braided = 0;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 40; s++) {
            const mz_gen_info *gen = mz_generators[i];
            int h = 5 + 2 * (int)(s % 5), w = 5 + 2 * (int)(s / 5 % 6);
            int braid = gen->perfect && s % 4 != 3 ? 0 : 50;
            char at[128];
            maze_label(at, sizeof at, gen, h, w, s);
            snprintf(at + strlen(at), sizeof at - strlen(at), " braid %d", braid);
            mz_run_plan plan = plan_of(gen, s, braid, NULL);
            mz_grid *g = run_maze(&plan, h, w);
            check_true(at, !mz_grid_ends_default(g));
            check_true(at, mz_grid_is_room(g, g->start_y, g->start_x));
            check_true(at, mz_grid_is_room(g, g->goal_y, g->goal_x));
            check_border_whole(at, g);
            int sy, sx, gy, gx;
            check_int_equal(at, mz_path_far_ends(g, &sy, &sx, &gy, &gx), MZ_OK);
            check_true(at,
                       sy == g->start_y && sx == g->start_x && gy == g->goal_y && gx == g->goal_x);
            int dist = ends_distance(g), diameter = brute_diameter(g);
            check_true(at, dist > 0);
            if (gen->perfect && !braid) {
                check_int_equal(at, dist, diameter);
                exact++;
            } else {
                check_true(at, dist <= diameter);
                braided++;
            }
            mz_grid_free(g);
        }
    assert_true(exact > 300 && braided > 100);
}

/* A shape with holes, in pieces joined into one, k rooms a mask room. */
static mz_grid *shape_grid(int k)
{
    return test_masked_grid("#########\n#...#...#\n#.#.#.#.#\n#########\n##.....##\n##.###.##\n",
                            k);
}

/* A room of shape g, inside it, drawn from r. */
static void random_inside_room(const mz_grid *g, uint64_t *r, int *y, int *x)
{
    do
        random_room(g, r, y, x);
    while (*mz_grid_at(g, *y, *x) == MZ_OUTSIDE);
}

/* --start, --exit and --ends far in a shape with holes, on every
 * generator that carves in one, perfect and braided: the ends are where
 * asked, every solver ends on the goal (the shortest ones by the shortest
 * route), the dot wins there, and far ends are the shape's diameter. */
static void test_ends_in_shapes(void **state)
{
    (void)state;
    uint64_t r = 22;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 8 && mz_generators[i]->masks; s++)
            for (int braid = 0; braid <= 60; braid += 60) {
                const mz_gen_info *gen = mz_generators[i];
                mz_grid *g = shape_grid(1 + (int)(s % 2));
                int e[4];
                do {
                    random_inside_room(g, &r, &e[0], &e[1]);
                    random_inside_room(g, &r, &e[2], &e[3]);
                } while (e[0] == e[2] && e[1] == e[3]);
                char at[160];
                maze_label(at, sizeof at, gen, g->height, g->width, s);
                snprintf(at + strlen(at), sizeof at - strlen(at),
                         " shape, braid %d, %d,%d to %d,%d", braid, e[0], e[1], e[2], e[3]);
                bool far = s % 4 == 3;
                mz_run_plan plan = plan_of(gen, s, braid, far ? NULL : e);
                mz_run *run = mz_run_new(&plan, g);
                assert_non_null(run);
                mz_run_finish(run);
                check_int_equal(at, mz_run_error(run, NULL), MZ_OK);
                mz_run_free(run);
                if (!far)
                    check_true(at, g->start_y == e[0] && g->start_x == e[1] && g->goal_y == e[2] &&
                                       g->goal_x == e[3]);
                check_true(at, *mz_grid_at(g, g->start_y, g->start_x) == MZ_PASSAGE);
                check_true(at, *mz_grid_at(g, g->goal_y, g->goal_x) == MZ_PASSAGE);
                bool perfect = gen->perfect && !braid;
                if (far && perfect)
                    check_int_equal(at, ends_distance(g), brute_diameter(g));
                mz_path p;
                check_int_equal(at, mz_path_shortest(g, &p), MZ_OK);
                check_solvers(at, g, p.length, perfect);
                check_play(at, g, &p);
                mz_path_free(&p);
                mz_grid_free(g);
            }
}

/* The lab's corners when they are the farthest pair: given the other way
 * round (goal (1, 1)), so the ends never read as the lab's. */
static void test_far_ends_never_the_labs(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(5, 7);
    assert_non_null(g);
    /* One corridor along the top and down the right side. */
    for (int x = 1; x <= 5; x++)
        *mz_grid_at(g, 1, x) = MZ_PASSAGE;
    for (int y = 1; y <= 3; y++)
        *mz_grid_at(g, y, 5) = MZ_PASSAGE;
    *mz_grid_at(g, 3, 3) = *mz_grid_at(g, 3, 1) = MZ_PASSAGE;
    *mz_grid_at(g, 2, 1) = MZ_PASSAGE; /* (3,1) hangs under (1,1) */
    *mz_grid_at(g, 3, 4) = MZ_PASSAGE; /* (3,3) beside the corner */
    int sy, sx, gy, gx;
    assert_int_equal(mz_path_far_ends(g, &sy, &sx, &gy, &gx), MZ_OK);
    mz_grid_set_ends(g, sy, sx, gy, gx);
    assert_false(mz_grid_ends_default(g));
    /* The farthest pair: (3,1) and (3,3), in reading order. */
    assert_int_equal(sy, 3);
    assert_int_equal(sx, 1);
    assert_int_equal(gy, 3);
    assert_int_equal(gx, 3);
    /* A corridor from (1,1) to (3,5) alone: those two are the pair. */
    *mz_grid_at(g, 3, 3) = *mz_grid_at(g, 3, 1) = *mz_grid_at(g, 2, 1) = *mz_grid_at(g, 3, 4) =
        MZ_WALL;
    mz_grid_set_ends(g, 1, 1, 3, 5);
    assert_int_equal(mz_path_far_ends(g, &sy, &sx, &gy, &gx), MZ_OK);
    assert_int_equal(sy, 3);
    assert_int_equal(sx, 5);
    assert_int_equal(gy, 1);
    assert_int_equal(gx, 1);
    mz_grid_free(g);
}

/* With the lab's ends nothing moves: the exit opens in the border and
 * the run's events are those of a plan without ends. */
static void test_lab_ends_unchanged(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *gen = mz_generators[i];
        int e[4] = {1, 1, 13, 19};
        mz_run_plan given = plan_of(gen, 5, 0, e), plain = given;
        plain.start_given = plain.goal_given = false;
        mz_grid *a = mz_grid_new(15, 21), *b = mz_grid_new(15, 21);
        mz_run *ra = mz_run_new(&given, a), *rb = mz_run_new(&plain, b);
        mz_event ea, eb;
        bool more;
        do {
            more = mz_run_next(ra, &ea);
            assert_int_equal(more, mz_run_next(rb, &eb));
            if (more)
                assert_memory_equal(&ea, &eb, sizeof ea);
        } while (more);
        assert_true(mz_grid_ends_default(a));
        assert_true(mz_grid_open(a, 13, 20) && mz_grid_open(a, 14, 19));
        assert_true(same_maze(a, b));
        mz_run_free(ra);
        mz_run_free(rb);
        mz_grid_free(a);
        mz_grid_free(b);
    }
}

/* S and E are written only for ends that are not the lab's, over the
 * route; the row keeps its width. */
static void test_text_marks_the_ends(void **state)
{
    (void)state;
    int e[4] = {3, 5, 9, 1};
    mz_run_plan plan = plan_of(mz_gen_find("kruskal"), 3, 0, e);
    mz_grid *g = run_maze(&plan, 11, 15);
    char buf[64];
    size_t n = mz_text_row(g, 3, MZ_TEXT_ASCII, buf);
    assert_int_equal(n, 16);
    assert_int_equal(buf[5], 'S');
    n = mz_text_row(g, 9, MZ_TEXT_ASCII, buf);
    assert_int_equal(buf[1], 'E');
    uint8_t route[15] = {0};
    route[1] = route[2] = 1;
    n = mz_text_row_marked(g, 9, MZ_TEXT_ASCII, route, buf);
    assert_int_equal(buf[1], 'E');
    assert_int_equal(buf[2], '.');
    mz_grid_set_ends(g, 1, 1, 9, 13);
    for (int y = 0; y < 11; y++) {
        n = mz_text_row(g, y, MZ_TEXT_ASCII, buf);
        assert_null(memchr(buf, 'S', n));
        assert_null(memchr(buf, 'E', n));
    }
    mz_grid_free(g);
}

/* The options: Y,X into the fields; ends checked against a loaded maze's
 * size by mz_cli_check_ends. */
/* Words of a code line that hold only with the lab's ends (or no shape). */
static bool names_lab_corner(const char *line, bool shape)
{
    return strstr(line, "top-left") || strstr(line, "exit at the bottom") ||
           (shape && strstr(line, "bottom-right room"));
}

/* Every line of code on g: the lab's words only where they hold; lines
 * that name no corner are left as they are. */
static void assert_code_fits(const char *const *code, const mz_grid *g, int *swapped)
{
    bool lab = mz_grid_ends_default(g), shape = mz_grid_masked(g);
    for (int i = 0; code && code[i]; i++) {
        const char *line = mz_code_line_for(code[i], g);
        assert_non_null(line);
        if (lab && !shape)
            assert_ptr_equal(line, code[i]);
        else if (!names_lab_corner(code[i], shape))
            assert_string_equal(line, code[i]);
        else
            assert_false(lab ? shape && strstr(line, "bottom-right room")
                             : names_lab_corner(line, shape));
        *swapped += line != code[i];
    }
}

/* The pseudo-code names the start and the exit rather than the lab's
 * corners when the ends are elsewhere (--start, --exit, a shape). */
static void test_code_names_the_ends(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(11, 13);
    assert_non_null(g);
    int swapped[3] = {0, 0, 0};
    for (int k = 0; k < 3; k++) {
        if (k == 1)
            mz_grid_set_ends(g, 3, 5, 9, 1);
        g->inside = k == 2 ? 20 : 0; /* only the flag matters here */
        for (int i = 0; i < mz_generator_count; i++)
            assert_code_fits(mz_generators[i]->code, g, &swapped[k]);
        for (int i = 0; i < mz_solver_count; i++)
            assert_code_fits(mz_solvers[i]->code, g, &swapped[k]);
        assert_int_equal(mz_code_ends_kind(g) != 0, k != 0);
    }
    assert_int_equal(swapped[0], 0);
    assert_true(swapped[1] >= mz_generator_count); /* every exit line at least */
    assert_true(swapped[2] > swapped[1]);          /* and the backtracker's start */
    mz_grid_free(g);
}

static void test_options_parse(void **state)
{
    (void)state;
    char *argv[] = {"mazedfs", "--start", "3,5", "--exit", "19,1", "21", "31", NULL};
    mz_options o;
    char err[256];
    assert_int_equal(mz_cli_parse(7, argv, &o, err, sizeof err), MZ_OK);
    assert_true(o.start_given && o.exit_given && !o.ends_far);
    assert_int_equal(o.start_y, 3);
    assert_int_equal(o.start_x, 5);
    assert_int_equal(o.goal_y, 19);
    assert_int_equal(o.goal_x, 1);
    mz_grid *small = mz_grid_new(11, 11);
    assert_non_null(small);
    assert_int_equal(mz_cli_check_ends(&o, small, err, sizeof err), MZ_EUSAGE);
    assert_non_null(strstr(err, "--exit 19,1"));
    o.exit_given = false; /* the goal is the maze's own (9, 9) */
    assert_int_equal(mz_cli_check_ends(&o, small, err, sizeof err), MZ_OK);
    o.start_y = o.start_x = 9;
    assert_int_equal(mz_cli_check_ends(&o, small, err, sizeof err), MZ_EUSAGE);
    assert_non_null(strstr(err, "same room"));
    mz_grid_free(small);
    char *far[] = {"mazedfs", "--ends", "far", "--print", NULL};
    assert_int_equal(mz_cli_parse(4, far, &o, err, sizeof err), MZ_OK);
    assert_true(o.ends_far && !o.start_given);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ends_on_every_generator),
        cmocka_unit_test(test_far_ends_are_the_diameter),
        cmocka_unit_test(test_far_ends_never_the_labs),
        cmocka_unit_test(test_ends_in_shapes),
        cmocka_unit_test(test_lab_ends_unchanged),
        cmocka_unit_test(test_text_marks_the_ends),
        cmocka_unit_test(test_code_names_the_ends),
        cmocka_unit_test(test_options_parse),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
