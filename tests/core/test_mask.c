/* test_mask.c - mazes in a shape: text masks, joining pieces, the outside
 * cells, and every generator that can honour a mask, over many seeds.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/error.h"
#include "mazedfs/figures.h"
#include "mazedfs/mask.h"
#include "mazedfs/path.h"
#include "mazedfs/pieces.h"

/* Shapes with holes and several pieces (joined before use). */
static const char *const shapes[] = {
    "#########\n#...#...#\n#.#.#.#.#\n#########\n", /* holes */
    "XX..XX\nXX..XX\n......\n.XXXX.\n",             /* three pieces */
    "#.#.#\n.....\n#.#.#\n",                        /* six single rooms */
    ".##.\n####\n####\n.##.\n#..#\n",               /* a heart-ish blob and two corners */
};

static mz_mask *mask_of(const char *text)
{
    char err[128];
    mz_mask *m = mz_mask_from_text(text, strlen(text), err, sizeof err);
    if (!m)
        fail_msg("mask %s: %s", text, err);
    return m;
}

/* A grid for mask m (scaled by k rooms a mask room), joined, applied. */
static mz_grid *masked_grid(const char *text, int k)
{
    mz_mask *m = mask_of(text);
    mz_mask *s = mz_mask_scale(m, m->rows * k, m->cols * k);
    assert_non_null(s);
    int pieces;
    uint64_t added;
    assert_int_equal(mz_mask_join(s, &pieces, &added), MZ_OK);
    mz_grid *g = mz_grid_new(2 * s->rows + 1, 2 * s->cols + 1);
    assert_non_null(g);
    assert_int_equal(mz_mask_apply(s, g), MZ_OK);
    mz_mask_free(m);
    mz_mask_free(s);
    return g;
}

static void test_text_masks(void **state)
{
    (void)state;
    mz_mask *m = mask_of("#.X\n  #\n");
    assert_int_equal(m->rows, 2);
    assert_int_equal(m->cols, 3);
    assert_int_equal(mz_mask_count(m), 3);
    assert_int_equal(m->in[0], 1);
    assert_int_equal(m->in[1], 0);
    assert_int_equal(m->in[5], 1);
    mz_mask_free(m);
    char err[128];
    static const char *const bad[] = {"", "\n\n", "...\n. .\n", "abc"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = 0;
        assert_null(mz_mask_from_text(bad[i], strlen(bad[i]), err, sizeof err));
        assert_true(err[0] != 0);
    }
    size_t big = MZ_MASK_MAX_ROOMS + 1;
    char *wide = malloc(big + 1);
    memset(wide, '#', big);
    wide[big] = 0;
    assert_null(mz_mask_from_text(wide, big, err, sizeof err));
    assert_non_null(strstr(err, "too big"));
    free(wide);
}

/* Joining makes one piece, through the fewest outside rooms. */
static void test_join_pieces(void **state)
{
    (void)state;
    mz_mask *m = mask_of("#..#\n....\n...#\n");
    int pieces;
    uint64_t added;
    assert_int_equal(mz_mask_join(m, &pieces, &added), MZ_OK);
    assert_int_equal(pieces, 3);
    assert_int_equal(added, 2 + 1); /* two rooms to the first corner, one between the others */
    assert_int_equal(mz_mask_join(m, &pieces, &added), MZ_OK);
    assert_int_equal(pieces, 1);
    assert_int_equal(added, 0);
    mz_mask_free(m);
}

/* Applying: rooms outside and the cells far from the shape are outside,
 * the ends are the first and last inside rooms. */
static void test_apply(void **state)
{
    (void)state;
    mz_grid *g = masked_grid(".#\n##\n", 1);
    assert_int_equal(g->inside, 3);
    assert_int_equal(mz_grid_rooms(g), 3);
    assert_int_equal(*mz_grid_at(g, 1, 1), MZ_OUTSIDE);
    assert_int_equal(*mz_grid_at(g, 0, 0), MZ_OUTSIDE);
    assert_int_equal(*mz_grid_at(g, 0, 2), MZ_WALL); /* the corner of an inside room */
    assert_int_equal(*mz_grid_at(g, 1, 2), MZ_WALL);
    assert_false(mz_grid_open(g, 1, 1));
    assert_int_equal(g->start_y, 1);
    assert_int_equal(g->start_x, 3);
    assert_int_equal(g->goal_y, 3);
    assert_int_equal(g->goal_x, 3);
    mz_grid_free(g);
}

/* Every cell outside stays outside, every other one is 0 or 1. */
static void check_outside_kept(const char *at, const mz_grid *before, const mz_grid *after)
{
    for (size_t i = 0, n = (size_t)after->height * (size_t)after->width; i < n; i++) {
        check_true(at, (before->cells[i] == MZ_OUTSIDE) == (after->cells[i] == MZ_OUTSIDE));
        check_true(at, after->cells[i] <= MZ_PASSAGE || after->cells[i] == MZ_OUTSIDE);
    }
}

static mz_grid *copy_grid(const mz_grid *g)
{
    mz_grid *c = mz_grid_new(g->height, g->width);
    assert_non_null(c);
    memcpy(c->cells, g->cells, (size_t)g->height * (size_t)g->width);
    c->inside = g->inside;
    mz_grid_set_ends(c, g->start_y, g->start_x, g->goal_y, g->goal_x);
    return c;
}

/* Every generator that says it can: perfect over the mask's rooms, nothing
 * carved outside, stepping and finishing alike, over many seeds. */
static void test_generators_in_masks(void **state)
{
    (void)state;
    int capable = 0;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        if (!info->masks)
            continue;
        capable++;
        for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
            for (uint64_t seed = 0; seed < 40; seed++) {
                char at[200];
                snprintf(at, sizeof at, "%s shape %zu seed %llu", info->name, k,
                         (unsigned long long)seed);
                mz_grid *mask = masked_grid(shapes[k], 1 + (int)(seed % 3));
                mz_grid *a = copy_grid(mask), *b = copy_grid(mask);
                mz_gen *gen = mz_gen_new(info, a, seed);
                assert_non_null(gen);
                mz_event ev;
                while (mz_gen_next(gen, &ev))
                    check_true(at, mz_grid_inside(a, ev.y, ev.x));
                mz_gen_free(gen);
                gen = mz_gen_new(info, b, seed);
                for (uint64_t s = 0; s < seed * 3; s++)
                    mz_gen_next(gen, &ev);
                mz_gen_finish(gen);
                mz_gen_free(gen);
                check_true(at, memcmp(a->cells, b->cells, (size_t)a->height * a->width) == 0);
                check_outside_kept(at, mask, a);
                mz_report r;
                assert_int_equal(mz_check(a, &r), MZ_OK);
                check_int_equal(at, r.rooms, mask->inside);
                check_true(at, r.perfect);
                check_int_equal(at, r.loops, 0);
                mz_grid_free(mask);
                mz_grid_free(a);
                mz_grid_free(b);
            }
        }
    }
    assert_true(capable >= 8);
}

/* A grid for the mask, scaled by k, its pieces left apart (--pieces), its
 * ends the first piece's of two rooms or more; NULL when every piece is
 * a single room. */
static mz_grid *pieces_grid(const char *text, int k)
{
    mz_mask *m = mask_of(text);
    mz_mask *s = mz_mask_scale(m, m->rows * k, m->cols * k);
    assert_non_null(s);
    mz_grid *g = mz_grid_new(2 * s->rows + 1, 2 * s->cols + 1);
    assert_non_null(g);
    assert_int_equal(mz_mask_apply(s, g), MZ_OK);
    uint32_t n;
    int rc = mz_grid_pieces_ends(g, &n);
    mz_mask_free(m);
    mz_mask_free(s);
    if (rc == MZ_EUSAGE) { /* single rooms only: refused (io says so) */
        mz_grid_free(g);
        return NULL;
    }
    assert_int_equal(rc, MZ_OK);
    return g;
}

/* Each piece of g a perfect maze of its own: every room dug, openings only
 * between two rooms of the shape (none into the outside or the border but
 * the lab's exit), rooms - pieces of them, and each piece connected. */
static void check_forest(const char *at, const mz_grid *g)
{
    int rows = (g->height - 1) / 2, cols = (g->width - 1) / 2;
    uint32_t *label = malloc((size_t)rows * (size_t)cols * sizeof *label);
    uint32_t *seen = malloc((size_t)rows * (size_t)cols * sizeof *seen);
    assert_true(label && seen);
    uint32_t pieces = mz_grid_pieces(g, label);
    uint64_t rooms = 0, openings = 0;
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) {
            if (!mz_grid_open(g, y, x) || mz_grid_is_exit(g, y, x))
                continue;
            if ((y & 1) && (x & 1)) {
                rooms++;
                continue;
            }
            bool across = y & 1; /* a wall between rooms west and east */
            check_true(at, (y & 1) != (x & 1) && y > 0 && x > 0 && y < g->height - 1 &&
                               x < g->width - 1);
            check_true(at, mz_grid_inside(g, y - !across, x - across) &&
                               mz_grid_inside(g, y + !across, x + across));
            openings++;
        }
    check_int_equal(at, rooms, g->inside);
    check_int_equal(at, openings, rooms - pieces);
    /* Connected: a search through the openings from each piece's first
     * room reaches every room of its piece. */
    for (size_t i = 0; i < (size_t)rows * (size_t)cols; i++)
        seen[i] = 0;
    uint64_t reached = 0;
    for (size_t i = 0; i < (size_t)rows * (size_t)cols; i++) {
        if (label[i] == MZ_NO_PIECE || seen[i])
            continue;
        size_t top = 0;
        uint32_t *stack = malloc((size_t)rows * (size_t)cols * sizeof *stack);
        assert_non_null(stack);
        seen[i] = 1;
        stack[top++] = (uint32_t)i;
        while (top) {
            uint32_t r = stack[--top];
            int ry = 2 * (int)(r / (uint32_t)cols) + 1, rx = 2 * (int)(r % (uint32_t)cols) + 1;
            reached++;
            for (int d = 0; d < MZ_NDIRS; d++) {
                int ny = ry + 2 * mz_dy[d], nx = rx + 2 * mz_dx[d];
                if (!mz_grid_is_room(g, ny, nx) || !mz_grid_open(g, ry + mz_dy[d], rx + mz_dx[d]))
                    continue;
                size_t j = (size_t)(ny / 2) * (size_t)cols + (size_t)(nx / 2);
                check_int_equal(at, label[j], label[i]);
                if (!seen[j]) {
                    seen[j] = 1;
                    stack[top++] = (uint32_t)j;
                }
            }
        }
        free(stack);
    }
    check_int_equal(at, reached, rooms);
    free(label);
    free(seen);
}

/* --pieces: every generator that can carve in a shape makes each piece a
 * perfect maze of its own, carving nothing outside, stepping and finishing
 * alike, the ends in one piece; shapes with holes and several pieces (one
 * of them in single rooms), over many seeds. */
static void test_generators_in_pieces(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        if (!info->masks)
            continue;
        for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
            for (uint64_t seed = 0; seed < 40; seed++) {
                char at[200];
                snprintf(at, sizeof at, "%s pieces of shape %zu seed %llu", info->name, k,
                         (unsigned long long)seed);
                mz_grid *mask = pieces_grid(shapes[k], 1 + (int)(seed % 3));
                if (!mask) { /* only the six single rooms, unscaled */
                    check_true(at, k == 2 && seed % 3 == 0);
                    continue;
                }
                mz_grid *a = copy_grid(mask), *b = copy_grid(mask);
                mz_gen *gen = mz_gen_new(info, a, seed);
                assert_non_null(gen);
                mz_event ev;
                while (mz_gen_next(gen, &ev))
                    check_true(at, mz_grid_inside(a, ev.y, ev.x));
                check_true(at, mz_gen_progress(gen) == 1.0);
                mz_gen_free(gen);
                gen = mz_gen_new(info, b, seed);
                for (uint64_t s = 0; s < seed * 3; s++)
                    mz_gen_next(gen, &ev);
                mz_gen_finish(gen);
                mz_gen_free(gen);
                check_true(at, memcmp(a->cells, b->cells, (size_t)a->height * a->width) == 0);
                check_outside_kept(at, mask, a);
                check_forest(at, a);
                /* The dot's ends: one piece, so a way between them. */
                mz_path path = {0};
                check_int_equal(at, mz_path_shortest(a, &path), MZ_OK);
                mz_path_free(&path);
                mz_grid_free(mask);
                mz_grid_free(a);
                mz_grid_free(b);
            }
        }
    }
}

/* The spanning trees of a small shape, 3 x 3 rooms less a corner, each as
 * the set of its openings: found by trying every set of rooms - 1 edges. */
enum { SHAPE_EDGES = 10, SHAPE_ROOMS = 8 };
static const char shape3[] = "###\n###\n##.\n";

/* The index of the maze's openings among the shape's edges, as bits. */
static unsigned tree_bits(const mz_grid *g, int edge_y[], int edge_x[], int *n)
{
    *n = 0;
    unsigned bits = 0;
    for (int y = 1; y < g->height - 1; y++)
        for (int x = 1; x < g->width - 1; x++) {
            if ((y & 1) == (x & 1))
                continue;
            int ay = (y & 1) ? y : y - 1, ax = (x & 1) ? x : x - 1;
            int by = (y & 1) ? y : y + 1, bx = (x & 1) ? x : x + 1;
            if (!mz_grid_inside(g, ay, ax) || !mz_grid_inside(g, by, bx))
                continue;
            if (edge_y) {
                edge_y[*n] = y;
                edge_x[*n] = x;
            }
            bits |= (unsigned)mz_grid_open(g, y, x) << *n;
            (*n)++;
        }
    return bits;
}

/* Counts the spanning trees of the shape by brute force. */
static int count_trees(const mz_grid *shape, const int ey[], const int ex[], int edges)
{
    int trees = 0;
    for (unsigned set = 0; set < 1u << edges; set++) {
        if (__builtin_popcount(set) != SHAPE_ROOMS - 1)
            continue;
        mz_grid *g = copy_grid(shape);
        for (int e = 0; e < edges; e++)
            if (set >> e & 1)
                *mz_grid_at(g, ey[e], ex[e]) = MZ_PASSAGE;
        for (int y = 1; y < g->height; y += 2)
            for (int x = 1; x < g->width; x += 2)
                if (*mz_grid_at(g, y, x) != MZ_OUTSIDE)
                    *mz_grid_at(g, y, x) = MZ_PASSAGE;
        uint8_t *plane = malloc((size_t)g->height * g->width);
        uint64_t reached;
        mz_bfs(g, g->start_y, g->start_x, plane, &reached);
        trees += reached == 2 * SHAPE_ROOMS - 1;
        free(plane);
        mz_grid_free(g);
    }
    return trees;
}

/* The odds that info's mazes on the shape are uniform: chi-square over
 * all its trees (count), SAMPLES mazes; *seen gets the trees that came up. */
static double shape_p_value(const mz_gen_info *info, const mz_grid *shape, int trees, int *seen)
{
    enum { SAMPLES = 40000 };
    uint64_t *counts = calloc(1u << SHAPE_EDGES, sizeof *counts);
    assert_non_null(counts);
    for (uint64_t seed = 0; seed < SAMPLES; seed++) {
        mz_grid *g = copy_grid(shape);
        mz_gen *gen = mz_gen_new(info, g, seed);
        mz_gen_finish(gen);
        mz_gen_free(gen);
        int n;
        counts[tree_bits(g, NULL, NULL, &n)]++;
        mz_grid_free(g);
    }
    double expect = (double)SAMPLES / trees, chi2 = 0;
    *seen = 0;
    for (unsigned k = 0; k < 1u << SHAPE_EDGES; k++) {
        if (!counts[k])
            continue;
        (*seen)++;
        chi2 += ((double)counts[k] - expect) * ((double)counts[k] - expect) / expect;
    }
    free(counts);
    return mz_chi2_p_value(chi2, trees - 1);
}

/* The uniform generators stay uniform on the shape, every tree coming up;
 * the backtracker does not, so the test can tell. */
static void test_uniform_in_shape(void **state)
{
    (void)state;
    mz_grid *shape = masked_grid(shape3, 1);
    int ey[SHAPE_EDGES], ex[SHAPE_EDGES], edges, seen;
    tree_bits(shape, ey, ex, &edges);
    assert_int_equal(edges, SHAPE_EDGES);
    int trees = count_trees(shape, ey, ex, edges);
    assert_true(trees > 20);
    int uniform = 0;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        if (!info->masks || !info->uniform)
            continue;
        uniform++;
        double p = shape_p_value(info, shape, trees, &seen);
        if (seen != trees || p < 1e-5)
            fail_msg("%s: %d trees of %d, p %.2g", info->name, seen, trees, p);
    }
    assert_true(uniform >= 2);
    assert_true(shape_p_value(mz_gen_find("backtracker"), shape, trees, &seen) < 1e-5);
    mz_grid_free(shape);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_masks),
        cmocka_unit_test(test_join_pieces),
        cmocka_unit_test(test_apply),
        cmocka_unit_test(test_generators_in_masks),
        cmocka_unit_test(test_generators_in_pieces),
        cmocka_unit_test(test_uniform_in_shape),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
