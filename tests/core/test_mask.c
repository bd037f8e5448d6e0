/* test_mask.c - mazes in a shape: text masks, joining pieces, the outside
 * cells, and every generator that can honour a mask, over many seeds.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/error.h"
#include "mazedfs/figures.h"
#include "mazedfs/mask.h"
#include "mazedfs/path.h"
#include "mazedfs/pieces.h"
#include "mazedfs/rng.h"
#include "mazedfs/text.h"

/* Shapes with holes and several pieces (joined before use). */
static const char *const shapes[] = {
    "#########\n#...#...#\n#.#.#.#.#\n#########\n", /* holes */
    "XX..XX\nXX..XX\n......\n.XXXX.\n",             /* three pieces */
    "#.#.#\n.....\n#.#.#\n",                        /* six single rooms */
    ".##.\n####\n####\n.##.\n#..#\n",               /* a heart-ish blob and two corners */
    "#.#.#.#\n#.#.#.#\n#.#.#.#\n#######\n",         /* a comb: the hunt passes teeth not reached */
};

static mz_mask *mask_of(const char *text)
{
    char err[128];
    mz_mask *m = mz_mask_from_text(text, strlen(text), err, sizeof err);
    if (!m)
        fail_msg("mask %s: %s", text, err);
    return m;
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

/* A join from a small piece searches near it only: a shape filling all
 * but the last rows of a big mask, and a room below it, joined in scratch
 * filled with one byte, leave most of the scratch as it was (the search
 * laid out every row up front before). */
static void test_join_searches_near(void **state)
{
    (void)state;
    enum { ROWS = 400, COLS = 300 };
    mz_mask *m = mz_mask_new(ROWS, COLS);
    assert_non_null(m);
    memset(m->in, 1, (size_t)(ROWS - 5) * COLS);
    m->in[(size_t)(ROWS - 1) * COLS + COLS / 2] = 1;
    size_t size = (size_t)(ROWS + 2) * (COLS + 2) * 3, changed = 0;
    uint8_t *scratch = malloc(size);
    assert_non_null(scratch);
    memset(scratch, 0xa5, size);
    int pieces;
    uint64_t added;
    assert_int_equal(mz_mask_join_with(m, &pieces, &added, scratch, size), MZ_OK);
    assert_int_equal(pieces, 2);
    assert_int_equal(added, 4);
    for (size_t i = 0; i < size; i++)
        changed += scratch[i] != 0xa5;
    if (changed > size / 10)
        fail_msg("the join wrote %zu of %zu bytes of scratch", changed, size);
    free(scratch);
    mz_mask_free(m);
}

/* The pieces of m, counted by a flood from each room not yet reached; the
 * piece of each room into label (rows x cols ints, caller-owned). */
static int flood_pieces(const mz_mask *m, int *label)
{
    size_t n = (size_t)m->rows * (size_t)m->cols;
    int *stack = malloc(n * sizeof *stack), pieces = 0;
    assert_non_null(stack);
    for (size_t i = 0; i < n; i++)
        label[i] = -1;
    for (size_t i = 0; i < n; i++) {
        if (!m->in[i] || label[i] >= 0)
            continue;
        size_t top = 0;
        stack[top++] = (int)i;
        label[i] = pieces;
        while (top) {
            int at = stack[--top], r = at / m->cols, c = at % m->cols;
            for (int d = 0; d < MZ_NDIRS; d++) {
                int nr = r + mz_dy[d], nc = c + mz_dx[d], j = nr * m->cols + nc;
                if (nr >= 0 && nc >= 0 && nr < m->rows && nc < m->cols && m->in[j] &&
                    label[j] < 0) {
                    label[j] = pieces;
                    stack[top++] = j;
                }
            }
        }
        pieces++;
    }
    free(stack);
    return pieces;
}

/* Random masks, from a few rooms in many pieces to blobs with holes, and
 * boxes (a third room somewhere) that often make two pieces:
 * joining counts the pieces as a flood does, keeps every room inside,
 * makes one piece with the rooms it says it added, and joins two pieces
 * through the fewest outside rooms there are between them (the nearest
 * two rooms' distance in steps, less one). */
static void test_join_random(void **state)
{
    (void)state;
    mz_rng r;
    mz_rng_seed(&r, 22);
    int two = 0, many = 0;
    for (int t = 0; t < 3000; t++) {
        int rows = 2 + (int)mz_rng_below(&r, 30), cols = 2 + (int)mz_rng_below(&r, 50);
        int pct = 2 + (int)mz_rng_below(&r, 80);
        mz_mask *m = mz_mask_new(rows, cols);
        size_t n = (size_t)rows * (size_t)cols;
        for (size_t i = 0; i < n; i++) /* every other mask: two boxes, often two pieces */
            m->in[i] = t % 2 == 0 && (int)mz_rng_below(&r, 100) < pct;
        for (int box = 0; box < 2 && t % 2 == 1; box++) {
            int y = (int)mz_rng_below(&r, (uint32_t)rows),
                x = (int)mz_rng_below(&r, (uint32_t)cols);
            int h = 1 + (int)mz_rng_below(&r, 6), w = 1 + (int)mz_rng_below(&r, 6);
            for (int yy = y; yy < y + h && yy < rows; yy++)
                for (int xx = x; xx < x + w && xx < cols; xx++)
                    m->in[(size_t)yy * (size_t)cols + (size_t)xx] = 1;
        }
        m->in[mz_rng_below(&r, (uint32_t)n)] = 1;
        uint8_t *before = malloc(n);
        int *label = malloc(n * sizeof *label);
        memcpy(before, m->in, n);
        int want = flood_pieces(m, label), nearest = INT32_MAX;
        for (size_t a = 0; want == 2 && a < n; a++)
            for (size_t b = 0; label[a] == 0 && b < n; b++)
                if (label[b] == 1) {
                    int d = abs((int)(a / (size_t)cols) - (int)(b / (size_t)cols)) +
                            abs((int)(a % (size_t)cols) - (int)(b % (size_t)cols)) - 1;
                    nearest = d < nearest ? d : nearest;
                }
        int pieces;
        uint64_t added;
        char at[96];
        snprintf(at, sizeof at, "mask %d: %d x %d rooms at %d%%", t, rows, cols, pct);
        assert_int_equal(mz_mask_join(m, &pieces, &added), MZ_OK);
        check_int_equal(at, pieces, want);
        check_int_equal(at, flood_pieces(m, label), 1);
        uint64_t more = 0;
        for (size_t i = 0; i < n; i++) {
            check_true(at, !before[i] || m->in[i]);
            more += !before[i] && m->in[i];
        }
        check_int_equal(at, added, more);
        if (want == 2)
            check_int_equal(at, added, nearest);
        /* The same join searching in a grid's cells (dirty) as scratch,
         * and with scratch one byte short (then it allocates). */
        mz_mask *again = mz_mask_new(rows, cols);
        memcpy(again->in, before, n);
        mz_grid *g = mz_grid_new(2 * rows + 1, 2 * cols + 1);
        size_t cells = (size_t)g->height * (size_t)g->width;
        memset(g->cells, 0xa5, cells);
        int pieces2;
        uint64_t added2;
        size_t need = (size_t)(rows + 2) * (size_t)(cols + 2) * 3;
        assert_int_equal(mz_mask_join_with(again, &pieces2, &added2, g->cells,
                                           t % 3 == 0 && need <= cells ? need - 1 : cells),
                         MZ_OK);
        check_int_equal(at, pieces2, pieces);
        check_int_equal(at, added2, added);
        check_true(at, memcmp(again->in, m->in, n) == 0);
        mz_grid_free(g);
        mz_mask_free(again);
        two += want == 2;
        many += want > 4;
        free(before);
        free(label);
        mz_mask_free(m);
    }
    if (two < 300 || many < 500)
        fail_msg("two pieces %d times, more than four %d times", two, many);
}

/* Applying: rooms outside and the cells far from the shape are outside,
 * the ends are the first and last inside rooms. */
static void test_apply(void **state)
{
    (void)state;
    mz_grid *g = test_masked_grid(".#\n##\n", 1);
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

/* m laid on g (mz_mask_apply, checked): a cell is wall exactly when an
 * inside room is within one cell of it (across a corner too), else
 * outside, so the grid is blank; the ends are the first and last inside
 * rooms, the count of inside rooms mz_mask_count's and g's. */
static void check_laid(const char *at, const mz_mask *m, mz_grid *g)
{
    int rows = m->rows, cols = m->cols;
    size_t n = (size_t)rows * (size_t)cols, first = n, last = 0;
    uint64_t inside = 0;
    for (size_t i = 0; i < n; i++)
        if (m->in[i]) {
            first = first == n ? i : first;
            last = i;
            inside++;
        }
    assert_int_equal(mz_mask_apply(m, g), MZ_OK);
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) {
            bool near = false;
            for (int ry = (y - 1) / 2; ry <= y / 2; ry++)
                for (int rx = (x - 1) / 2; rx <= x / 2; rx++)
                    near |= ry >= 0 && rx >= 0 && ry < rows && rx < cols &&
                            m->in[(size_t)ry * (size_t)cols + (size_t)rx];
            if (*mz_grid_at(g, y, x) != (near ? MZ_WALL : MZ_OUTSIDE))
                fail_msg("%s: cell (%d, %d) is %d, expected %d", at, y, x, *mz_grid_at(g, y, x),
                         near ? MZ_WALL : MZ_OUTSIDE);
        }
    check_true(at, mz_grid_blank(g));
    check_int_equal(at, mz_mask_count(m), inside);
    check_int_equal(at, g->inside, inside);
    check_int_equal(at, g->start_y, 2 * (int)(first / (size_t)cols) + 1);
    check_int_equal(at, g->start_x, 2 * (int)(first % (size_t)cols) + 1);
    check_int_equal(at, g->goal_y, 2 * (int)(last / (size_t)cols) + 1);
    check_int_equal(at, g->goal_x, 2 * (int)(last % (size_t)cols) + 1);
}

/* Applying random masks, joined or not (mz_mask_apply's contract takes
 * both: --pieces lays masks in pieces), on new grids. */
static void test_apply_random(void **state)
{
    (void)state;
    mz_rng r;
    mz_rng_seed(&r, 2201);
    int apart = 0; /* masks laid in several pieces */
    for (int t = 0; t < 400; t++) {
        int rows = 2 + (int)mz_rng_below(&r, 20), cols = 2 + (int)mz_rng_below(&r, 40);
        int pct = 5 + (int)mz_rng_below(&r, 90);
        mz_mask *m = mz_mask_new(rows, cols);
        size_t n = (size_t)rows * (size_t)cols;
        for (size_t i = 0; i < n; i++)
            m->in[i] = (int)mz_rng_below(&r, 100) < pct;
        m->in[mz_rng_below(&r, (uint32_t)n)] = m->in[mz_rng_below(&r, (uint32_t)n)] = 1;
        if (mz_mask_count(m) < 2)
            m->in[0] = m->in[n - 1] = 1;
        mz_grid *g = mz_grid_new(2 * rows + 1, 2 * cols + 1);
        char at[64];
        snprintf(at, sizeof at, "mask %d: %d x %d rooms at %d%%", t, rows, cols, pct);
        check_laid(at, m, g);
        apart += mz_grid_count_pieces(g) > 1;
        mz_grid_free(g);
        mz_mask_free(m);
    }
    if (apart < 100)
        fail_msg("only %d of 400 masks in pieces", apart);
}

/* Scaling takes each room from the source room under its middle. */
static void test_scale_random(void **state)
{
    (void)state;
    mz_rng r;
    mz_rng_seed(&r, 2203);
    for (int t = 0; t < 300; t++) {
        mz_mask *m = mz_mask_new(2 + (int)mz_rng_below(&r, 30), 2 + (int)mz_rng_below(&r, 30));
        for (size_t i = 0; i < (size_t)m->rows * (size_t)m->cols; i++)
            m->in[i] = mz_rng_below(&r, 2) != 0;
        int rows = 2 + (int)mz_rng_below(&r, 90), cols = 2 + (int)mz_rng_below(&r, 90);
        mz_mask *s = mz_mask_scale(m, rows, cols);
        assert_non_null(s);
        for (int y = 0; y < rows; y++)
            for (int x = 0; x < cols; x++) {
                double sy = (y + 0.5) * m->rows / rows, sx = (x + 0.5) * m->cols / cols;
                uint8_t want = m->in[(size_t)sy * (size_t)m->cols + (size_t)sx];
                if (s->in[(size_t)y * (size_t)cols + (size_t)x] != want)
                    fail_msg("scale %d: %d x %d to %d x %d, room (%d, %d)", t, m->rows, m->cols,
                             rows, cols, y, x);
            }
        mz_mask_free(s);
        mz_mask_free(m);
    }
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

/* A random mask of rows x cols rooms whose rows repeat, as a mask scaled
 * up has them (mz_mask_apply and mz_mask_count make a row the same as the
 * one above from that one): small random masks scaled, or rows copied
 * from the row above at random; at least two rooms inside. */
static mz_mask *repeating_mask(mz_rng *r, int rows, int cols)
{
    mz_mask *m;
    if (mz_rng_below(r, 2)) {
        mz_mask *small = mz_mask_new(2 + (int)mz_rng_below(r, 6), 2 + (int)mz_rng_below(r, 12));
        assert_non_null(small);
        for (size_t i = 0; i < (size_t)small->rows * (size_t)small->cols; i++)
            small->in[i] = mz_rng_below(r, 3) != 0;
        m = mz_mask_scale(small, rows, cols);
        mz_mask_free(small);
    } else {
        m = mz_mask_new(rows, cols);
        assert_non_null(m);
        for (size_t i = 0; i < (size_t)rows * (size_t)cols; i++)
            m->in[i] = i >= (size_t)cols && mz_rng_below(r, 4) ? m->in[i - (size_t)cols]
                                                               : mz_rng_below(r, 2) != 0;
    }
    assert_non_null(m);
    m->in[0] = m->in[(size_t)rows * (size_t)cols - 1] = 1;
    return m;
}

/* Laying is the one pass a generator starts from (mz_gen_new_blank does
 * not reset): masks whose rows repeat, laid on grids of random bytes
 * (what a maze, another shape, or anything left there), come out as the
 * definition and blank; every masking generator makes the same maze and
 * takes the same steps from the grid just laid, not reset, as from a
 * copy reset (mz_gen_new_with), and so on a new unmasked grid. */
static void test_apply_blank(void **state)
{
    (void)state;
    mz_rng r;
    mz_rng_seed(&r, 0x626c616e6b);
    int repeats = 0;
    for (int t = 0; t < 300; t++) {
        int rows = 2 + (int)mz_rng_below(&r, 40), cols = 2 + (int)mz_rng_below(&r, 70);
        mz_mask *m = repeating_mask(&r, rows, cols);
        for (int k = 1; k < rows; k++)
            repeats += memcmp(m->in + (size_t)k * (size_t)cols,
                              m->in + (size_t)(k - 1) * (size_t)cols, (size_t)cols) == 0;
        mz_grid *g = mz_grid_new(2 * rows + 1, 2 * cols + 1);
        assert_non_null(g);
        for (size_t i = 0; i < (size_t)g->height * (size_t)g->width; i++)
            g->cells[i] = (uint8_t)mz_rng_next(&r);
        char at[120];
        snprintf(at, sizeof at, "mask %d: %d x %d rooms", t, rows, cols);
        check_laid(at, m, g);
        const mz_gen_info *info = mz_generators[t % mz_generator_count];
        if (info->masks && mz_grid_count_pieces(g) == 1) {
            snprintf(at, sizeof at, "%s in mask %d: %d x %d rooms", info->name, t, rows, cols);
            mz_grid *b = copy_grid(g);
            mz_gen *ga = mz_gen_new_blank(info, g, (uint64_t)t, NULL);
            mz_gen *gb = mz_gen_new_with(info, b, (uint64_t)t, NULL);
            assert_true(ga && gb);
            check_int_equal(at, mz_gen_finish(ga), mz_gen_finish(gb));
            check_true(at, same_bytes(g, b));
            mz_gen_free(ga);
            mz_gen_free(gb);
            mz_grid_free(b);
        }
        mz_grid_free(g);
        mz_mask_free(m);
    }
    if (repeats < 1000)
        fail_msg("only %d rows the same as the row above", repeats);
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        mz_grid *a = mz_grid_new(21, 33), *b = make_maze(mz_gen_find("prim"), 21, 33, 5);
        assert_true(a && mz_grid_blank(a) && !mz_grid_blank(b));
        mz_gen *ga = mz_gen_new_blank(info, a, 9, NULL), *gb = mz_gen_new_with(info, b, 9, NULL);
        assert_true(ga && gb);
        check_int_equal(info->name, mz_gen_finish(ga), mz_gen_finish(gb));
        check_true(info->name, same_bytes(a, b));
        mz_gen_free(ga);
        mz_gen_free(gb);
        mz_grid_free(a);
        mz_grid_free(b);
    }
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
                mz_grid *mask = test_masked_grid(shapes[k], 1 + (int)(seed % 3));
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
                mz_grid *c = maze_only_after(at, info, mask, seed, NULL, seed * 3);
                check_true(at, same_bytes(a, c));
                mz_grid_free(c);
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
    mz_pieces_why why;
    int rc = mz_grid_pieces_ends(g, NULL, &n, &why);
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
                mz_grid *c = maze_only_after(at, info, mask, seed, NULL, seed * 3);
                check_true(at, same_bytes(a, c));
                mz_grid_free(c);
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

/* The piece the dot plays with --pieces, as --start, --exit and --ends
 * far ask: on random masks, a room asked for is kept and the other end is
 * in its piece (another room); both asked in two pieces, or one in a lone
 * room, are refused with why; far: a piece with the most rooms. */
static void test_pieces_ends_ask(void **state)
{
    (void)state;
    mz_rng r;
    mz_rng_seed(&r, 22);
    for (int t = 0; t < 300; t++) {
        int rows = 2 + (int)mz_rng_below(&r, 6), cols = 2 + (int)mz_rng_below(&r, 8);
        mz_mask *m = mz_mask_new(rows, cols);
        assert_non_null(m);
        for (int i = 0; i < rows * cols; i++)
            m->in[i] = mz_rng_below(&r, 100) < 55;
        mz_grid *g = mz_grid_new(2 * rows + 1, 2 * cols + 1);
        assert_non_null(g);
        int applied = mz_mask_apply(m, g);
        mz_mask_free(m);
        if (applied != MZ_OK) {
            mz_grid_free(g);
            continue;
        }
        uint32_t label[64], n = mz_grid_pieces(g, label), np;
        uint64_t count[64] = {0};
        for (int i = 0; i < rows * cols; i++)
            if (label[i] != MZ_NO_PIECE)
                count[label[i]]++;
        int a = (int)mz_rng_below(&r, (uint64_t)(rows * cols)), b;
        do
            b = (int)mz_rng_below(&r, (uint64_t)(rows * cols));
        while (b == a);
        mz_pieces_ask ask = {0};
        ask.start_y = 2 * (a / cols) + 1, ask.start_x = 2 * (a % cols) + 1;
        ask.goal_y = 2 * (b / cols) + 1, ask.goal_x = 2 * (b % cols) + 1;
        ask.start_given = label[a] != MZ_NO_PIECE;
        ask.goal_given = label[b] != MZ_NO_PIECE && t % 3 == 0;
        ask.biggest = !ask.start_given && !ask.goal_given;
        mz_pieces_why why;
        int rc = mz_grid_pieces_ends(g, &ask, &np, &why);
        assert_int_equal(np, n);
        uint32_t k = ask.start_given ? label[a] : ask.goal_given ? label[b] : MZ_NO_PIECE;
        if (ask.start_given && ask.goal_given && label[a] != label[b]) {
            assert_int_equal(rc, MZ_EUSAGE);
            assert_int_equal(why, MZ_PIECES_APART);
        } else if (k != MZ_NO_PIECE && count[k] < 2) {
            assert_int_equal(rc, MZ_EUSAGE);
            assert_int_equal(why, MZ_PIECES_SINGLE_ROOM);
        } else if (rc == MZ_EUSAGE) {
            assert_int_equal(why, MZ_PIECES_ALL_SINGLE);
            for (uint32_t i = 0; i < n; i++)
                assert_true(count[i] < 2);
        } else {
            assert_int_equal(rc, MZ_OK);
            uint32_t ls = label[(g->start_y / 2) * cols + g->start_x / 2];
            uint32_t lg = label[(g->goal_y / 2) * cols + g->goal_x / 2];
            assert_int_equal(ls, lg);
            assert_false(g->start_y == g->goal_y && g->start_x == g->goal_x);
            if (ask.start_given)
                assert_true(g->start_y == ask.start_y && g->start_x == ask.start_x);
            if (ask.goal_given)
                assert_true(g->goal_y == ask.goal_y && g->goal_x == ask.goal_x);
            for (uint32_t i = 0; ask.biggest && i < n; i++)
                assert_true(count[i] <= count[ls]);
        }
        mz_grid_free(g);
    }
}

/* A random mask of rows x cols rooms, each inside with probability pct %
 * (and the first and last rooms), in pieces as it falls. */
static mz_mask *random_mask(mz_rng *r, int rows, int cols, int pct)
{
    mz_mask *m = mz_mask_new(rows, cols);
    assert_non_null(m);
    size_t n = (size_t)rows * (size_t)cols;
    for (size_t i = 0; i < n; i++)
        m->in[i] = (int)mz_rng_below(r, 100) < pct;
    m->in[0] = m->in[n - 1] = 1;
    return m;
}

/* A grid for a random mask of rows x cols rooms, each inside with
 * probability pct % (and the first and last rooms): holes, and at lower
 * pct many pieces, joined. */
static mz_grid *random_masked_grid(mz_rng *r, int rows, int cols, int pct)
{
    mz_mask *m = random_mask(r, rows, cols, pct);
    int pieces;
    uint64_t added;
    assert_int_equal(mz_mask_join(m, &pieces, &added), MZ_OK);
    mz_grid *g = mz_grid_new(2 * rows + 1, 2 * cols + 1);
    assert_non_null(g);
    assert_int_equal(mz_mask_apply(m, g), MZ_OK);
    mz_mask_free(m);
    return g;
}

/* A grid for a random mask as random_masked_grid's, left in its pieces
 * (--pieces). */
static mz_grid *random_pieces_grid(mz_rng *r, int rows, int cols, int pct)
{
    mz_mask *m = random_mask(r, rows, cols, pct);
    mz_grid *g = mz_grid_new(2 * rows + 1, 2 * cols + 1);
    assert_non_null(g);
    assert_int_equal(mz_mask_apply(m, g), MZ_OK);
    mz_mask_free(m);
    return g;
}

/* mz_grid_count_pieces (runs along the rows) counts what mz_grid_pieces
 * (a label per room) counts: random masks left in pieces, sparse to full,
 * widths with and without a tail of fewer than four rooms (the row goes
 * four rooms at a time), before and after digging; 1 with no mask. */
static void test_count_pieces(void **state)
{
    (void)state;
    mz_rng r;
    mz_rng_seed(&r, 0x70696563);
    for (int t = 0; t < 400; t++) {
        int rows = 2 + (int)mz_rng_below(&r, 20), cols = 2 + (int)mz_rng_below(&r, 45);
        int pct = (int)mz_rng_below(&r, 101);
        char at[120];
        snprintf(at, sizeof at, "mask %d: %d x %d rooms at %d%%", t, rows, cols, pct);
        mz_mask *m = random_mask(&r, rows, cols, pct);
        size_t n = (size_t)rows * (size_t)cols;
        mz_grid *g = mz_grid_new(2 * rows + 1, 2 * cols + 1);
        assert_non_null(g);
        assert_int_equal(mz_mask_apply(m, g), MZ_OK);
        uint32_t *label = malloc(n * sizeof *label);
        assert_non_null(label);
        uint32_t want = mz_grid_pieces(g, label);
        check_int_equal(at, mz_grid_count_pieces(g), want);
        check_int_equal(at, g->pieces, 0); /* not joined: not known */
        mz_gen *gen = mz_gen_new(mz_gen_find("backtracker"), g, (uint64_t)t);
        assert_non_null(gen);
        mz_gen_finish(gen);
        mz_gen_free(gen);
        check_int_equal(at, mz_grid_count_pieces(g), want);
        int pieces;
        uint64_t added;
        assert_int_equal(mz_mask_join(m, &pieces, &added), MZ_OK);
        check_int_equal(at, pieces, want);
        mz_grid_free(g);
        /* Laid once joined, the grid knows it is one piece, and is. */
        g = mz_grid_new(2 * rows + 1, 2 * cols + 1);
        assert_non_null(g);
        assert_int_equal(mz_mask_apply(m, g), MZ_OK);
        check_int_equal(at, g->pieces, 1);
        check_int_equal(at, mz_grid_pieces(g, label), 1);
        free(label);
        mz_grid_free(g);
        mz_mask_free(m);
        g = mz_grid_new(2 * rows + 1, 2 * cols + 1);
        assert_non_null(g);
        check_int_equal(at, mz_grid_count_pieces(g), 1);
        mz_grid_free(g);
    }
}

/* --print=ascii of masked mazes, cell by cell: '~' outside, '#' wall,
 * ' ' passage, 'S' and 'E' at the ends (not the lab's); widths with and without a tail of
 * fewer than eight cells (the row goes eight bytes at a time). */
static void test_print_outside(void **state)
{
    (void)state;
    mz_rng r;
    mz_rng_seed(&r, 2202);
    for (int t = 0; t < 120; t++) {
        mz_grid *g =
            random_masked_grid(&r, 2 + (int)mz_rng_below(&r, 12), 2 + (int)mz_rng_below(&r, 40),
                               30 + (int)mz_rng_below(&r, 70));
        /* Finished, or (every other maze) stopped half way by any masking
         * generator: a stepping one's marks stay in the cells it dug. */
        int k = t;
        while (!mz_generators[k % mz_generator_count]->masks)
            k++;
        const mz_gen_info *info =
            t % 2 ? mz_generators[k % mz_generator_count] : mz_gen_find("kruskal");
        mz_gen *gen = mz_gen_new(info, g, (uint64_t)t);
        mz_event ev;
        for (uint64_t i = 0; t % 2 && i < mz_grid_rooms(g) && mz_gen_next(gen, &ev); i++)
            ;
        if (t % 2 == 0)
            mz_gen_finish(gen);
        mz_gen_free(gen);
        char *buf = malloc(mz_text_row_size(g, MZ_TEXT_ASCII));
        for (int y = 0; y < g->height; y++) {
            size_t len = mz_text_row(g, y, MZ_TEXT_ASCII, buf);
            assert_int_equal(len, (size_t)g->width + 1);
            for (int x = 0; x < g->width; x++) {
                uint8_t b = *mz_grid_at(g, y, x);
                bool lab = mz_grid_ends_default(g);
                char want = !lab && y == g->start_y && x == g->start_x ? 'S'
                            : !lab && y == g->goal_y && x == g->goal_x ? 'E'
                            : b == MZ_OUTSIDE                          ? '~'
                            : (b & MZ_PASSAGE)                         ? ' '
                                                                       : '#';
                if (buf[x] != want)
                    fail_msg("mask %d, cell (%d, %d): '%c', expected '%c'", t, y, x, buf[x], want);
            }
        }
        free(buf);
        mz_grid_free(g);
    }
}

/* The fast paths (mz_gen_finish, and mz_gen_finish_maze for the bytes)
 * of every generator that takes a mask give the steps and the bytes of
 * stepping on masked grids, from any point: random masks with holes and
 * many joined pieces (every third also left in pieces), thin and wide
 * (the hunt's table of inside rooms counts blocks of 16), and the shapes
 * above scaled up. */
static void test_fast_paths_in_masks(void **state)
{
    (void)state;
    static const int pcts[] = {50, 0, 100, 25, 90};
    int capable = 0;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        if (!info->masks)
            continue;
        capable++;
        mz_rng r;
        mz_rng_seed(&r, 0x6d61736b ^ (uint64_t)i);
        char at[200];
        for (uint64_t seed = 0; seed < 120; seed++) {
            int rows = 2 + (int)mz_rng_below(&r, seed % 4 == 0 ? 3 : 30);
            int cols = 2 + (int)mz_rng_below(&r, seed % 4 == 1 ? 3 : 70);
            int pct = 40 + (int)mz_rng_below(&r, 60);
            mz_gen_params p = mz_gen_params_default;
            p.newest_pct = pcts[seed % 5];
            snprintf(at, sizeof at, "%s, random mask %d x %d rooms at %d%%, seed %llu, newest %d",
                     info->name, rows, cols, pct, (unsigned long long)seed, p.newest_pct);
            mz_grid *mask = random_masked_grid(&r, rows, cols, pct);
            check_fast_equal_like(at, info, mask, seed, &p);
            mz_grid_free(mask);
            if (seed % 3 == 0) { /* the same left in pieces */
                mask = random_pieces_grid(&r, rows, cols, pct);
                check_fast_equal_like(at, info, mask, seed, &p);
                mz_grid_free(mask);
            }
        }
        for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
            for (int scale = 1; scale <= 6; scale++) {
                snprintf(at, sizeof at, "%s, shape %zu at %d", info->name, k, scale);
                mz_grid *mask = test_masked_grid(shapes[k], scale);
                check_fast_equal_like(at, info, mask, 1000 + k * 10 + (uint64_t)scale,
                                      &mz_gen_params_default);
                mz_grid_free(mask);
            }
        }
    }
    assert_true(capable >= 8);
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
    mz_grid *shape = test_masked_grid(shape3, 1);
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
        cmocka_unit_test(test_text_masks),          cmocka_unit_test(test_join_pieces),
        cmocka_unit_test(test_join_searches_near),  cmocka_unit_test(test_apply),
        cmocka_unit_test(test_generators_in_masks), cmocka_unit_test(test_generators_in_pieces),
        cmocka_unit_test(test_pieces_ends_ask),     cmocka_unit_test(test_uniform_in_shape),
        cmocka_unit_test(test_join_random),         cmocka_unit_test(test_apply_random),
        cmocka_unit_test(test_scale_random),        cmocka_unit_test(test_count_pieces),
        cmocka_unit_test(test_print_outside),       cmocka_unit_test(test_fast_paths_in_masks),
        cmocka_unit_test(test_apply_blank),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
