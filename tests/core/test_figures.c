/* test_figures.c - the texture and difficulty figures on hand-made mazes
 * with known answers and as properties over many generated ones; the
 * number of perfect mazes against known counts. SPDX-License-Identifier: MIT */
#include <math.h>

#include "test_util.h"

#include "mazedfs/braid.h"
#include "mazedfs/error.h"
#include "mazedfs/figures.h"
#include "mazedfs/mask.h"
#include "mazedfs/path.h"
#include "mazedfs/rng.h"
#include "mazedfs/solve.h"

/* A grid from rows of '#' and ' '. */
static mz_grid *grid_rows(int h, int w, const char *const *rows)
{
    mz_grid *g = mz_grid_new(h, w);
    assert_non_null(g);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            *mz_grid_at(g, y, x) = rows[y][x] == ' ';
    return g;
}

/* The figures as --stats computes them: one search, its route, one pass. */
static mz_figures figures(const mz_grid *g, mz_report *r, size_t *route_len)
{
    mz_report rep;
    mz_path path;
    mz_figures f;
    assert_int_equal(mz_survey(g, &rep, &path, &f), MZ_OK);
    if (r)
        *r = rep;
    if (route_len)
        *route_len = path.length;
    mz_path_free(&path);
    return f;
}

static void test_one_corridor(void **state)
{
    (void)state;
    /* Rooms (1,1) turn, (1,3) straight, (1,5) dead end; (3,1) turn, (3,3)
     * straight, (3,5) the exit room, straight (its way out is east). */
    const char *rows[5] = {"#######", "#     #", "# #####", "#      ", "##### #"};
    mz_grid *g = grid_rows(5, 7, rows);
    mz_figures f = figures(g, NULL, NULL);
    assert_int_equal(f.kinds[MZ_KIND_CLOSED], 0);
    assert_int_equal(f.kinds[MZ_KIND_DEAD_END], 1);
    assert_int_equal(f.kinds[MZ_KIND_STRAIGHT], 3);
    assert_int_equal(f.kinds[MZ_KIND_TURN], 2);
    assert_int_equal(f.kinds[MZ_KIND_T] + f.kinds[MZ_KIND_CROSS], 0);
    assert_int_equal(f.links_h, 4);
    assert_int_equal(f.links_v, 1);
    assert_int_equal(f.stretches, 3);
    assert_int_equal(f.longest_h, 3);
    assert_int_equal(f.longest_v, 2);
    /* The wrong turn east from the start: (1,3) and (1,5), then the start. */
    assert_int_equal(f.corridors, 1);
    assert_int_equal(f.corridor_rooms, 2);
    assert_int_equal(f.route_rooms, 4);
    assert_int_equal(f.decisions, 1); /* the start, two ways */
    assert_int_equal(f.branches, 1);
    assert_int_equal(f.branch_rooms, 2);
    assert_true(fabs(f.run - 5.0 / 3.0) < 1e-12);
    assert_true(fabs(f.river - 2.0) < 1e-12);
    assert_true(fabs(f.bias - 0.8) < 1e-12);
    assert_true(fabs(f.elitism - 4.0 / 6.0) < 1e-12);
    assert_true(fabs(f.difficulty - 100.0 * sqrt(1.0 / 4.0 * 2.0 / 6.0)) < 1e-9);
    mz_grid_free(g);
}

static void test_junctions_crossroads_and_a_closed_room(void **state)
{
    (void)state;
    /* 7 x 7, rooms at 1, 3, 5: (1,1) the start and (1,3), (3,5), (5,1)
     * dead ends, (3,1) a turn, (3,3) a crossroads, (5,3) a T, (5,5) the
     * exit room, straight; (1,5) closed. */
    const char *rows[7] = {"#######", "# # ###", "# # ###", "#     #",
                           "### ###", "#      ", "##### #"};
    mz_grid *g = grid_rows(7, 7, rows);
    mz_report r;
    size_t len;
    mz_figures f = figures(g, &r, &len);
    assert_true(r.perfect == false); /* the closed room */
    assert_int_equal(f.kinds[MZ_KIND_CLOSED], 1);
    assert_int_equal(f.kinds[MZ_KIND_DEAD_END], 4);
    assert_int_equal(f.kinds[MZ_KIND_STRAIGHT], 1);
    assert_int_equal(f.kinds[MZ_KIND_TURN], 1);
    assert_int_equal(f.kinds[MZ_KIND_T], 1);
    assert_int_equal(f.kinds[MZ_KIND_CROSS], 1);
    assert_int_equal(f.links_h, 4);
    assert_int_equal(f.links_v, 3);
    assert_int_equal(f.stretches, 4);
    assert_int_equal(f.longest_h, 3);
    assert_int_equal(f.longest_v, 3);
    /* Route: (1,1) (3,1) (3,3) (5,3) (5,5). Decisions at the crossroads
     * (three ways on) and the T (two); branches north and east of the
     * crossroads, west of the T. */
    assert_int_equal(f.route_rooms, 5);
    assert_int_equal(len, 2 * f.route_rooms);
    assert_int_equal(f.decisions, 2);
    assert_int_equal(f.branches, 3);
    assert_int_equal(f.reached_rooms, 8);
    assert_int_equal(f.branch_rooms, 3);
    /* Each wrong turn is one room long; the start is not a wrong turn. */
    assert_int_equal(f.corridors, 3);
    assert_int_equal(f.corridor_rooms, 3);
    assert_true(fabs(f.difficulty - 100.0 * sqrt(2.0 / 5.0 * 3.0 / 8.0)) < 1e-9);
    mz_grid_free(g);
}

static void test_no_route_no_route_figures(void **state)
{
    (void)state;
    const char *shut[5] = {"#######", "#     #", "# #####", "#     #", "#######"};
    mz_grid *g = grid_rows(5, 7, shut);
    mz_figures f = figures(g, NULL, NULL);
    assert_int_equal(f.route_rooms, 0);
    assert_int_equal(f.decisions, 0);
    assert_true(f.difficulty == 0.0 && f.elitism == 0.0);
    assert_int_equal(f.reached_rooms, 6);
    mz_grid_free(g);
}

/* ---- The fast survey against a plain search written here ---- */

/* The reference: a breadth-first search over cells, as simple as it gets
 * (directions south, east, north, west; a cell marked when queued), into
 * plane: 0 not reached, MZ_BFS_SOURCE, else MZ_BFS_REACHED | way back.
 * Returns the cells reached. */
static uint64_t plain_bfs(const mz_grid *g, uint8_t *plane, uint32_t *queue)
{
    size_t n = (size_t)g->height * (size_t)g->width, head = 0, tail = 0;
    memset(plane, 0, n);
    if (!mz_grid_open(g, 1, 1))
        return 0;
    plane[g->width + 1] = MZ_BFS_SOURCE;
    queue[tail++] = (uint32_t)g->width + 1;
    while (head < tail) {
        int y = (int)(queue[head] / (uint32_t)g->width),
            x = (int)(queue[head] % (uint32_t)g->width);
        head++;
        for (int d = 0; d < MZ_NDIRS; d++) {
            int ny = y + mz_dy[d], nx = x + mz_dx[d];
            size_t i = (size_t)ny * (size_t)g->width + (size_t)nx;
            if (!mz_grid_open(g, ny, nx) || plane[i])
                continue;
            plane[i] = (uint8_t)(MZ_BFS_REACHED | MZ_OPPOSITE(d));
            queue[tail++] = (uint32_t)i;
        }
    }
    return tail;
}

/* The cells from the start to the exit (h-2, w-1) by plane's ways back,
 * into cells; returns how many (0: the exit is not reached). */
static size_t plain_route(const mz_grid *g, const uint8_t *plane, uint32_t *cells)
{
    int y = g->height - 2, x = g->width - 1;
    if (!plane[(size_t)y * (size_t)g->width + (size_t)x])
        return 0;
    size_t len = 0;
    for (;;) {
        uint8_t v = plane[(size_t)y * (size_t)g->width + (size_t)x];
        cells[len++] = (uint32_t)((size_t)y * (size_t)g->width + (size_t)x);
        if (v == MZ_BFS_SOURCE)
            break;
        y += mz_dy[v & 3];
        x += mz_dx[v & 3];
    }
    for (size_t i = 0; i < len / 2; i++) { /* start first */
        uint32_t t = cells[i];
        cells[i] = cells[len - 1 - i];
        cells[len - 1 - i] = t;
    }
    return len;
}

static void same_report(const char *label, const mz_report *a, const mz_report *b)
{
    check_int_equal(label, a->bad_values, b->bad_values);
    check_int_equal(label, a->rooms, b->rooms);
    check_int_equal(label, a->solid_rooms, b->solid_rooms);
    check_int_equal(label, a->openings, b->openings);
    check_int_equal(label, a->bad_corners, b->bad_corners);
    check_int_equal(label, a->border_leaks, b->border_leaks);
    check_int_equal(label, a->exit_open, b->exit_open);
    check_int_equal(label, a->reached, b->reached);
    check_int_equal(label, a->passages, b->passages);
    check_int_equal(label, a->dead_ends, b->dead_ends);
    check_int_equal(label, a->connected, b->connected);
    check_int_equal(label, a->perfect, b->perfect);
    check_int_equal(label, a->loops, b->loops);
}

static void same_figures(const char *label, const mz_figures *a, const mz_figures *b)
{
    for (int k = 0; k < MZ_KINDS; k++)
        check_int_equal(label, a->kinds[k], b->kinds[k]);
    check_int_equal(label, a->links_h, b->links_h);
    check_int_equal(label, a->links_v, b->links_v);
    check_int_equal(label, a->stretches, b->stretches);
    check_int_equal(label, a->longest_h, b->longest_h);
    check_int_equal(label, a->longest_v, b->longest_v);
    check_int_equal(label, a->corridors, b->corridors);
    check_int_equal(label, a->corridor_rooms, b->corridor_rooms);
    check_int_equal(label, a->reached_rooms, b->reached_rooms);
    check_int_equal(label, a->route_rooms, b->route_rooms);
    check_int_equal(label, a->decisions, b->decisions);
    check_int_equal(label, a->branches, b->branches);
    check_int_equal(label, a->branch_rooms, b->branch_rooms);
    check_true(label, a->run == b->run && a->river == b->river && a->bias == b->bias);
    check_true(label, a->elitism == b->elitism && a->difficulty == b->difficulty);
}

/* True when every byte is 0 or 1, no (even, even) cell inside is open and
 * no border cell but the exit's: where the search over rooms must give
 * the search over cells' answer room for room. */
static bool well_formed(const mz_grid *g)
{
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) {
            uint8_t v = *mz_grid_at(g, y, x);
            bool border = y == 0 || x == 0 || y == g->height - 1 || x == g->width - 1;
            if (v > 1 || (v && border && !mz_grid_is_exit(g, y, x)) ||
                (v && !border && !(y & 1) && !(x & 1)))
                return false;
        }
    return true;
}

/* How often the survey told the dfs solver's figures, by how: the rooms
 * were a tree and the exit found, no way out; and how often it left them
 * to the solver (loops, doors into wall rooms, other ends, shapes). The
 * tests assert each happened, so the comparison below cannot pass by
 * never being made. */
static uint64_t dfs_told_tree, dfs_told_none, dfs_not_told;

/* The survey's dfs figures against the dfs solver run on g (its fast path,
 * itself checked against stepping in test_solve_fast): equal whenever the
 * survey says it knows them; it must know them on a well-formed perfect
 * maze with the lab's ends, and whenever the exit is out of reach. */
static void dfs_like_solver(const char *label, const mz_grid *g, bool must_know)
{
    mz_report r;
    mz_path route;
    mz_figures f;
    mz_dfs_count dfs;
    assert_int_equal(mz_survey_dfs(g, &r, &route, &f, &dfs), MZ_OK);
    mz_solver *s = mz_solve_new_with(mz_solver_find("dfs"), g);
    assert_non_null(s);
    mz_solve_finish(s);
    size_t want_route;
    mz_solve_route(s, &want_route);
    if (must_know && (r.perfect || !want_route))
        check_true(label, dfs.known);
    if (dfs.known) {
        check_int_equal(label, dfs.visits, mz_solve_visits(s));
        check_int_equal(label, dfs.route, want_route);
        if (want_route)
            dfs_told_tree++;
        else
            dfs_told_none++;
    } else {
        dfs_not_told++;
    }
    mz_solve_free(s);
    mz_path_free(&route);
}

/* g against the reference: the rooms' search (where the grid is well
 * formed), and mz_survey's check, route and figures everywhere. */
static void survey_like_plain(const char *label, const mz_grid *g)
{
    size_t n = (size_t)g->height * (size_t)g->width, w = (size_t)g->width;
    uint8_t *plane = malloc(n), *reach = malloc(mz_grid_rooms(g)), *mine = malloc(mz_grid_rooms(g));
    uint32_t *queue = malloc(n * sizeof *queue), *cells = malloc(n * sizeof *cells);
    assert_true(plane && reach && mine && queue && cells);
    uint64_t cells_reached = plain_bfs(g, plane, queue), rooms_reached = 0, mine_reached;
    size_t len = plain_route(g, plane, cells), i = 0;
    for (int y = 1; y < g->height - 1; y += 2)
        for (int x = 1; x < g->width - 1; x += 2, i++) {
            reach[i] = plane[(size_t)y * w + (size_t)x];
            rooms_reached += reach[i] != 0;
        }
    if (well_formed(g)) {
        assert_int_equal(mz_room_bfs(g, mine, &mine_reached), MZ_OK);
        check_int_equal(label, mine_reached, rooms_reached);
        for (i = 0; i < mz_grid_rooms(g); i++)
            check_int_equal(label, mine[i], reach[i]); /* the same way back from every room */
    }
    mz_report want, got;
    assert_int_equal(mz_check(g, &want), MZ_OK);
    check_int_equal(label, want.reached, cells_reached);
    mz_path route, ref = {len, cells};
    mz_figures f, fw;
    assert_int_equal(mz_survey(g, &got, &route, &f), MZ_OK);
    same_report(label, &got, &want);
    check_int_equal(label, route.length, len);
    for (i = 0; i < len; i++)
        check_int_equal(label, route.cells[i], cells[i]);
    assert_int_equal(mz_figures_of(g, reach, &ref, &fw), MZ_OK);
    same_figures(label, &f, &fw);
    dfs_like_solver(label, g, well_formed(g) && mz_grid_ends_default(g) && !mz_grid_masked(g));
    mz_path_free(&route);
    free(plane);
    free(reach);
    free(mine);
    free(queue);
    free(cells);
}

/* Seeds a size and braid: fewer sanitized (several times slower there,
 * and the normal build takes them all). */
#if defined(__SANITIZE_ADDRESS__)
#define SURVEY_SEEDS 2
#else
#define SURVEY_SEEDS 6
#endif

/* Every generator, plain and braided (loops: many shortest routes, so the
 * search's order decides which), over sizes and seeds. */
static void test_survey_every_generator_and_braid(void **state)
{
    (void)state;
    const int sizes[][2] = {{5, 5}, {5, 41}, {7, 9}, {21, 31}, {45, 17}, {61, 61}};
    const int braids[] = {0, 10, 50, 100};
    for (int gi = 0; gi < mz_generator_count; gi++)
        for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++)
            for (size_t bi = 0; bi < sizeof braids / sizeof *braids; bi++)
                for (uint64_t seed = 0; seed < SURVEY_SEEDS; seed++) {
                    const mz_gen_info *info = mz_generators[gi];
                    mz_grid *g = make_maze(info, sizes[si][0], sizes[si][1], seed);
                    if (braids[bi]) {
                        mz_braid *b = mz_braid_new(g, braids[bi], seed + 99);
                        assert_non_null(b);
                        mz_braid_finish(b);
                        mz_braid_free(b);
                    }
                    char label[128], base[96];
                    maze_label(base, sizeof base, info, sizes[si][0], sizes[si][1], seed);
                    snprintf(label, sizeof label, "%s braid %d", base, braids[bi]);
                    survey_like_plain(label, g);
                    mz_grid_free(g);
                }
}

/* Random grids: loopy well-formed ones with walled rooms and doors into
 * them, the start or the exit shut, and ill-formed ones (open corners, a
 * gap in the border, a byte that is neither 0 nor 1) that the survey must
 * hand to the search over cells. */
static void test_survey_random_grids(void **state)
{
    (void)state;
    mz_rng rng;
    mz_rng_seed(&rng, 2512);
    for (int k = 0; k < 3000; k++) {
        int h = 5 + 2 * (int)mz_rng_below(&rng, 12), w = 5 + 2 * (int)mz_rng_below(&rng, 12);
        int flaw = (int)mz_rng_below(&rng, 6); /* 0-2 well formed; 3 corners, 4 border, 5 byte */
        mz_grid *g = mz_grid_new(h, w);
        assert_non_null(g);
        for (int y = 1; y < h - 1; y++)
            for (int x = 1; x < w - 1; x++) {
                int room = (y & 1) && (x & 1), door = (y & 1) != (x & 1);
                unsigned pct = room ? 90 : door ? 60 : flaw == 3 ? 15 : 0;
                *mz_grid_at(g, y, x) = mz_rng_below(&rng, 100) < pct;
            }
        for (int i = 0; i < MZ_EXIT_CELLS; i++)
            *mz_grid_at(g, mz_grid_exit_cell_y(g, i), mz_grid_exit_cell_x(g, i)) =
                mz_rng_below(&rng, 10) > 0;
        if (flaw == 0)
            *mz_grid_at(g, 1, 1) = (uint8_t)(mz_rng_below(&rng, 3) > 0);
        if (flaw == 4)
            *mz_grid_at(g, 0, 1 + (int)mz_rng_below(&rng, (uint32_t)w - 2)) = MZ_PASSAGE;
        if (flaw == 5)
            *mz_grid_at(g, 1 + (int)mz_rng_below(&rng, (uint32_t)h - 2),
                        1 + (int)mz_rng_below(&rng, (uint32_t)w - 2)) = 3;
        char label[64];
        snprintf(label, sizeof label, "random grid %d (%d x %d, flaw %d)", k, h, w, flaw);
        survey_like_plain(label, g);
        mz_grid_free(g);
    }
}

/* A grid in the shape of mask text (scaled by k), joined and applied. */
static mz_grid *masked_grid(const char *text, int k)
{
    char err[128];
    mz_mask *m = mz_mask_from_text(text, strlen(text), err, sizeof err);
    assert_non_null(m);
    mz_mask *sc = mz_mask_scale(m, m->rows * k, m->cols * k);
    assert_non_null(sc);
    int pieces;
    uint64_t added;
    assert_int_equal(mz_mask_join(sc, &pieces, &added), MZ_OK);
    mz_grid *g = mz_grid_new(2 * sc->rows + 1, 2 * sc->cols + 1);
    assert_non_null(g);
    assert_int_equal(mz_mask_apply(sc, g), MZ_OK);
    mz_mask_free(m);
    mz_mask_free(sc);
    return g;
}

/* --stats takes the dfs solver's figures from the survey's search rather
 * than running it: the same visits and route as the solver over every
 * generator, braided and not, at sizes up to 201 x 201 and thin ones; in
 * shapes and with other ends (where the solver still runs); with the
 * exit's cells shut; and on the random grids of test_survey_random_grids
 * (walled rooms, doors into them, loops: left to the solver). */
static void test_dfs_figures_without_the_solve(void **state)
{
    (void)state;
    dfs_told_tree = dfs_told_none = dfs_not_told = 0;
    const int sizes[][2] = {{5, 5}, {5, 41}, {41, 5}, {101, 81}, {201, 201}};
    const int braids[] = {0, 3, 30};
    char label[128], base[96];
    for (int gi = 0; gi < mz_generator_count; gi++) {
        const mz_gen_info *info = mz_generators[gi];
        for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++)
            for (size_t bi = 0; bi < sizeof braids / sizeof *braids; bi++)
                for (uint64_t seed = 0; seed < SURVEY_SEEDS; seed++) {
                    int h = sizes[si][0], w = sizes[si][1];
                    mz_grid *g = make_maze(info, h, w, seed);
                    if (braids[bi]) {
                        mz_braid *b = mz_braid_new(g, braids[bi], seed + 7);
                        assert_non_null(b);
                        mz_braid_finish(b);
                        mz_braid_free(b);
                    }
                    maze_label(base, sizeof base, info, h, w, seed);
                    snprintf(label, sizeof label, "%s braid %d", base, braids[bi]);
                    dfs_like_solver(label, g, true);
                    /* The exit shut on one side or the other: the south cell
                     * alone leaves no way out, the east alone is the way. */
                    int i = (int)(seed & 1);
                    *mz_grid_at(g, mz_grid_exit_cell_y(g, i), mz_grid_exit_cell_x(g, i)) = MZ_WALL;
                    snprintf(label, sizeof label, "%s braid %d exit cell %d shut", base, braids[bi],
                             i);
                    dfs_like_solver(label, g, true);
                    /* Other ends: the survey leaves the solve to the solver. */
                    mz_grid_set_ends(g, 1 + 2 * ((h - 1) / 4), 1, h - 2, 1 + 2 * ((w - 1) / 4));
                    snprintf(label, sizeof label, "%s braid %d other ends", base, braids[bi]);
                    dfs_like_solver(label, g, false);
                    mz_grid_free(g);
                }
        if (!info->masks)
            continue;
        for (uint64_t seed = 0; seed < SURVEY_SEEDS; seed++) {
            mz_grid *g = masked_grid(".##.\n####\n####\n.##.\n#..#\n", 3);
            mz_gen *gen = mz_gen_new(info, g, seed);
            assert_non_null(gen);
            mz_gen_finish(gen);
            mz_gen_free(gen);
            snprintf(label, sizeof label, "%s in a shape seed %llu", info->name,
                     (unsigned long long)seed);
            dfs_like_solver(label, g, false);
            mz_grid_free(g);
        }
    }
    assert_true(dfs_told_tree > 0 && dfs_told_none > 0 && dfs_not_told > 0);
    /* The random grids, through survey_like_plain. */
    dfs_told_tree = dfs_told_none = dfs_not_told = 0;
    test_survey_random_grids(state);
    assert_true(dfs_told_tree > 0 && dfs_told_none > 0 && dfs_not_told > 0);
}

/* Properties on every generator, many seeds and sizes. */
static void test_properties_every_generator(void **state)
{
    (void)state;
    const int sizes[][2] = {{5, 5}, {7, 9}, {21, 31}, {41, 41}, {61, 23}};
    for (int gi = 0; gi < mz_generator_count; gi++) {
        const mz_gen_info *info = mz_generators[gi];
        for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++) {
            for (uint64_t seed = 0; seed < 12; seed++) {
                int h = sizes[si][0], w = sizes[si][1];
                char label[96];
                maze_label(label, sizeof label, info, h, w, seed);
                mz_grid *g = make_maze(info, h, w, seed);
                mz_report r;
                size_t len;
                mz_figures f = figures(g, &r, &len);
                const int side_count[MZ_KINDS] = {0, 1, 2, 2, 3, 4};
                uint64_t sum = 0, sides = 0;
                for (int k = 0; k < MZ_KINDS; k++) {
                    sum += f.kinds[k];
                    sides += (uint64_t)side_count[k] * f.kinds[k];
                }
                check_int_equal(label, sum, r.rooms);
                /* Each link has two room sides, the way out one. */
                check_int_equal(label, sides, 2 * (f.links_h + f.links_v) + 1);
                check_int_equal(label, f.links_h + f.links_v, r.openings);
                check_true(label, f.longest_h <= (uint32_t)(w - 1) / 2);
                check_true(label, f.longest_v <= (uint32_t)(h - 1) / 2);
                check_true(label, f.stretches <= f.links_h + f.links_v);
                check_true(label, f.difficulty >= 0.0 && f.difficulty <= 100.0);
                check_true(label, f.corridor_rooms <= r.rooms);
                check_int_equal(label, f.route_rooms, len / 2);
                check_int_equal(label, f.reached_rooms, r.rooms);
                check_int_equal(label, f.route_rooms + f.branch_rooms, r.rooms);
                check_true(label, f.branches >= f.decisions - (f.decisions > 0));
                if (info->perfect) {
                    /* A tree: each branch off the route holds a room, and
                     * a room off the route hangs on some branch. */
                    check_true(label, f.branches <= f.branch_rooms);
                    check_true(label, (f.branches == 0) == (f.branch_rooms == 0));
                    check_int_equal(label, f.links_h + f.links_v + 1, r.rooms);
                }
                mz_grid_free(g);
            }
        }
    }
}

struct mean {
    double dead, river, elitism, difficulty, choice;
};

static struct mean means(const char *name, int n)
{
    struct mean m = {0};
    const mz_gen_info *info = mz_gen_find(name);
    assert_non_null(info);
    for (int seed = 0; seed < n; seed++) {
        mz_grid *g = make_maze(info, 101, 101, (uint64_t)seed);
        mz_figures f = figures(g, NULL, NULL);
        m.dead += (double)f.kinds[MZ_KIND_DEAD_END] / n;
        m.river += f.river / n;
        m.elitism += f.elitism / n;
        m.difficulty += f.difficulty / n;
        m.choice += (double)f.decisions / (double)f.route_rooms / n;
        mz_grid_free(g);
    }
    return m;
}

/* The backtracker's long winding passages against the uniform trees: fewer
 * dead ends, longer wrong turns, a longer route with fewer choices on it,
 * so an easier maze by the figure. */
static void test_backtracker_against_uniform(void **state)
{
    (void)state;
    struct mean bt = means("backtracker", 10);
    const char *uniform[] = {"wilson", "aldous-broder", "origin-shift"};
    for (int i = 0; i < 3; i++) {
        struct mean u = means(uniform[i], 10);
        assert_true(bt.dead < 0.5 * u.dead);
        assert_true(bt.river > 1.1 * u.river);
        assert_true(bt.elitism > 2.0 * u.elitism);
        assert_true(bt.choice < u.choice);
        assert_true(bt.difficulty + 20.0 < u.difficulty);
    }
}

/* binary-tree's north and west walls are corridors the whole way. */
static void test_binary_tree_corridors(void **state)
{
    (void)state;
    mz_grid *g = make_maze(mz_gen_find("binary-tree"), 41, 61, 3);
    mz_figures f = figures(g, NULL, NULL);
    assert_true(f.longest_h == 30 || f.longest_v == 20);
    mz_grid_free(g);
}

static void test_tree_counts(void **state)
{
    (void)state;
    /* Spanning trees of grid graphs (OEIS A007341, A001353, A003696). */
    const struct {
        int r, c;
        const char *count;
    } known[] = {
        {1, 1, "1"},
        {1, 7, "1"},
        {2, 2, "4"},
        {2, 3, "15"},
        {2, 6, "780"},
        {3, 3, "192"},
        {3, 4, "2415"},
        {4, 4, "100352"},
        {5, 5, "557568000"},
        {6, 6, "32565539635200"},
        {7, 7, "19872369301840986112"},
        {8, 8, "126231322912498539682594816"},
        {9, 9, "8326627661691818545121844900397056"},
    };
    for (size_t i = 0; i < sizeof known / sizeof *known; i++) {
        mz_tree_count t;
        assert_int_equal(mz_tree_count_of(known[i].r, known[i].c, &t), MZ_OK);
        assert_true(t.exact);
        assert_string_equal(t.digits, known[i].count);
        mz_tree_count u;
        assert_int_equal(mz_tree_count_of(known[i].c, known[i].r, &u), MZ_OK);
        assert_string_equal(u.digits, known[i].count);
        /* The logarithm agrees with the digits. */
        double lead = strtod(known[i].count, NULL);
        assert_true(fabs(t.log10 - log10(lead)) < 1e-9);
    }
    /* Up to 100 digits exact, past that the logarithm. */
    mz_tree_count t;
    assert_int_equal(mz_tree_count_of(14, 14, &t), MZ_OK);
    assert_true(t.exact);
    assert_int_equal((int)strlen(t.digits), (int)floor(t.log10) + 1);
    assert_int_equal(mz_tree_count_of(20, 25, &t), MZ_OK);
    assert_false(t.exact);
    assert_string_equal(t.digits, "");
    /* Big grids: log10 per room tends to 4G / (pi ln 10), G Catalan's. */
    assert_int_equal(mz_tree_count_of(2000, 2000, &t), MZ_OK);
    double per_room = 4.0 * 0.915965594177219 / (3.14159265358979 * log(10.0));
    assert_true(fabs(t.log10 / (2000.0 * 2000.0) - per_room) < 0.001);
    assert_false(t.exact);
}

/* --difficulty: on 20 seeds of every perfect generator, origin-shift
 * moves reach each target within MZ_SHAPE_TOLERANCE and the maze stays
 * perfect. */
static void test_shaped_to_a_difficulty(void **state)
{
    (void)state;
    const double targets[] = {40.0, 65.0};
    for (int gi = 0; gi < mz_generator_count; gi++) {
        const mz_gen_info *info = mz_generators[gi];
        if (!info->perfect)
            continue;
        for (uint64_t seed = 0; seed < 20; seed++) {
            char label[96];
            maze_label(label, sizeof label, info, 21, 31, seed);
            double target = targets[seed % 2];
            mz_grid *g = make_maze(info, 21, 31, seed);
            mz_shape_result res;
            check_int_equal(label, mz_shape_difficulty(g, target, seed, mz_shape_budget(g), &res),
                            MZ_OK);
            check_true(label, res.moves <= mz_shape_budget(g));
            check_true(label, fabs(res.difficulty - target) <= MZ_SHAPE_TOLERANCE);
            mz_report r;
            mz_figures f = figures(g, &r, NULL);
            check_true(label, r.perfect);
            check_true(label, fabs(f.difficulty - res.difficulty) < 1e-9);
            mz_grid_free(g);
        }
    }
    /* Out of reach: the budget ends it, perfect still. */
    mz_grid *g = make_maze(mz_gen_find("backtracker"), 21, 31, 1);
    mz_shape_result res;
    assert_int_equal(mz_shape_difficulty(g, 100.0, 1, 300, &res), MZ_OK);
    assert_int_equal(res.moves, 300);
    mz_report r;
    figures(g, &r, NULL);
    assert_true(r.perfect);
    mz_grid_free(g);
}

/* The bias lab: the 192 trees of 3 x 3 rooms, and the chi-square figure
 * under 253 (odds under 1 in 500 for 191 degrees of freedom) for the three
 * uniform generators, over it for every other perfect one. */
static void test_bias_lab(void **state)
{
    (void)state;
    int seen = 0;
    for (int t = 0; t < MZ_BIAS_TREES; t++) {
        unsigned mask = mz_bias_tree_mask(t);
        assert_int_equal(__builtin_popcount(mask), 8);
        mz_grid *g = mz_grid_new(7, 7);
        const int walls[12][2] = {{1, 2}, {1, 4}, {3, 2}, {3, 4}, {5, 2}, {5, 4},
                                  {2, 1}, {2, 3}, {2, 5}, {4, 1}, {4, 3}, {4, 5}};
        for (int y = 1; y < 7; y += 2)
            for (int x = 1; x < 7; x += 2)
                *mz_grid_at(g, y, x) = MZ_PASSAGE;
        for (int i = 0; i < 12; i++)
            *mz_grid_at(g, walls[i][0], walls[i][1]) = (uint8_t)(mask >> i & 1);
        mz_report r;
        *mz_grid_at(g, 6, 5) = *mz_grid_at(g, 5, 6) = MZ_PASSAGE;
        assert_int_equal(mz_check(g, &r), MZ_OK);
        assert_true(r.perfect);
        assert_int_equal(mz_bias_tree_index(g), t);
        mz_grid *drawn = mz_grid_new(7, 7); /* the pictures' small mazes */
        mz_bias_tree_grid(t, drawn);
        assert_memory_equal(drawn->cells, g->cells, 49);
        mz_grid_free(drawn);
        seen++;
        mz_grid_free(g);
    }
    assert_int_equal(seen, 192);
    for (int gi = 0; gi < mz_generator_count; gi++) {
        const mz_gen_info *info = mz_generators[gi];
        if (!info->perfect)
            continue;
        uint64_t counts[MZ_BIAS_TREES], total = 0;
        double chi2;
        assert_int_equal(mz_bias_lab(info, 192 * 50, 1, counts, &chi2), MZ_OK);
        for (int t = 0; t < MZ_BIAS_TREES; t++)
            total += counts[t];
        assert_int_equal(total, 192 * 50);
        bool uniform = !strcmp(info->name, "aldous-broder") || !strcmp(info->name, "wilson") ||
                       !strcmp(info->name, "origin-shift");
        if (uniform != (chi2 < 253.0))
            fail_msg("%s: chi-square %.1f", info->name, chi2);
    }
}

/* The p-value against closed forms: 2 degrees of freedom give
 * exp(-x / 2), 4 give exp(-x / 2) (1 + x / 2), 1 gives erfc(sqrt(x / 2));
 * with 191, the mean (191) is near the median. */
static void test_chi2_p_value(void **state)
{
    (void)state;
    for (double x = 0.25; x < 60; x *= 1.7) {
        double e = exp(-x / 2);
        if (fabs(mz_chi2_p_value(x, 2) - e) > 1e-9 * (1 + e) ||
            fabs(mz_chi2_p_value(x, 4) - e * (1 + x / 2)) > 1e-9 ||
            fabs(mz_chi2_p_value(x, 1) - erfc(sqrt(x / 2))) > 1e-9)
            fail_msg("x %g: %g %g %g", x, mz_chi2_p_value(x, 2), mz_chi2_p_value(x, 4),
                     mz_chi2_p_value(x, 1));
    }
    double mid = mz_chi2_p_value(191, 191);
    assert_true(mid > 0.45 && mid < 0.5);
    /* The tables' 5% and 1-in-1000 points for 191 degrees of freedom. */
    assert_true(fabs(mz_chi2_p_value(224.24, 191) - 0.05) < 0.001);
    assert_true(fabs(mz_chi2_p_value(257.3, 191) - 0.001) < 0.0001);
    assert_true(mz_chi2_p_value(0, 191) == 1.0);
    assert_true(mz_chi2_p_value(1e6, 191) < 1e-100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_corridor),
        cmocka_unit_test(test_junctions_crossroads_and_a_closed_room),
        cmocka_unit_test(test_no_route_no_route_figures),
        cmocka_unit_test(test_properties_every_generator),
        cmocka_unit_test(test_survey_every_generator_and_braid),
        cmocka_unit_test(test_survey_random_grids),
        cmocka_unit_test(test_dfs_figures_without_the_solve),
        cmocka_unit_test(test_backtracker_against_uniform),
        cmocka_unit_test(test_binary_tree_corridors),
        cmocka_unit_test(test_tree_counts),
        cmocka_unit_test(test_shaped_to_a_difficulty),
        cmocka_unit_test(test_bias_lab),
        cmocka_unit_test(test_chi2_p_value),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
