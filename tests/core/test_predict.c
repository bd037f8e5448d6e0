/* test_predict.c - the questions of --predict (predict.h): over many seeds
 * and every algorithm, the answer is among the candidates and is the cell
 * the run takes next, and asking changes nothing in the run.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/braid.h"
#include "mazedfs/predict.h"
#include "mazedfs/solve.h"

enum { SEEDS = 25, MAX_EVENTS = 1 << 16 };

static const int sizes[][2] = {{11, 15}, {21, 31}};

static bool same_event(const mz_event *a, const mz_event *b)
{
    return a->kind == b->kind && a->y == b->y && a->x == b->x && a->light == b->light &&
           a->line == b->line;
}

/* The question is whole: two or more distinct cells, each inside the grid,
 * the answer one of them. */
static void check_question(const char *label, const mz_grid *g, const mz_question *q)
{
    size_t n = (size_t)g->height * (size_t)g->width;
    check_true(label, q->count >= 2);
    bool found = false;
    for (int i = 0; i < q->count; i++) {
        check_true(label, q->cells[i] < n);
        for (int j = 0; j < i; j++)
            check_true(label, q->cells[i] != q->cells[j]);
        found |= q->cells[i] == (uint32_t)(q->answer_y * g->width + q->answer_x);
    }
    check_true(label, found);
}

/* What a question said about the step after it. */
typedef struct asked_step {
    bool open;          /* asked, the answer not yet seen taken */
    int ans_y, ans_x;   /* the answer */
    int head_y, head_x; /* the head that chose */
    int left;           /* events left to see the answer (not ROAM) */
} asked_step;

/* True if e shows the run took the answer of a: an event on the answer,
 * or for a walker whose events need not name it (MZ_ASK_ROAM) on the wall
 * between its head and the answer (a join, origin shift's link). */
static bool took(const asked_step *a, const mz_event *e, bool roam)
{
    return (e->y == a->ans_y && e->x == a->ans_x) ||
           (roam && e->y * 2 == a->head_y + a->ans_y && e->x * 2 == a->head_x + a->ans_x);
}

/* info's events on an h x w grid with seed, into evs (at most MAX_EVENTS);
 * with p, asking before every step and checking each question against the
 * events that follow: the run goes to the answer within a few events, or
 * for a walker (MZ_ASK_ROAM) before its next question, which may also
 * stand on the answer (a loop erased back to it). Returns the events;
 * *asked counts the questions. */
static size_t gen_events(const mz_gen_info *info, int h, int w, uint64_t seed, mz_predict *p,
                         mz_event *evs, mz_grid **out, int *asked)
{
    char label[128];
    maze_label(label, sizeof label, info, h, w, seed);
    bool roam = info->ask == MZ_ASK_ROAM;
    mz_grid *g = mz_grid_new(h, w);
    mz_gen *gen = mz_gen_new(info, g, seed);
    assert_non_null(gen);
    size_t n = 0;
    mz_question q;
    asked_step a = {0};
    for (;;) {
        if (p && mz_predict_gen(p, gen, &q)) {
            if (a.open && roam && q.head_y == a.ans_y && q.head_x == a.ans_x)
                a.open = false; /* the walk stands on the answer */
            if (a.open)
                fail_msg("%s: the answer (%d, %d) was not taken", label, a.ans_y, a.ans_x);
            check_question(label, g, &q);
            (*asked)++;
            a = (asked_step){true, q.answer_y, q.answer_x, q.head_y, q.head_x, 4};
        }
        assert_true(n < MAX_EVENTS);
        if (!mz_gen_next(gen, &evs[n]))
            break;
        const mz_event *e = &evs[n++];
        if (a.open && took(&a, e, roam))
            a.open = false;
        else if (a.open && !roam && --a.left == 0)
            fail_msg("%s: the answer (%d, %d) was not taken", label, a.ans_y, a.ans_x);
    }
    check_true(label, !a.open);
    mz_gen_free(gen);
    *out = g;
    return n;
}

static void test_generators(void **state)
{
    (void)state;
    static mz_event plain[MAX_EVENTS], asked_evs[MAX_EVENTS];
    for (int k = 0; k < mz_generator_count; k++) {
        const mz_gen_info *info = mz_generators[k];
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
            int h = sizes[z][0], w = sizes[z][1], asked = 0, none = 0;
            mz_grid *probe = mz_grid_new(h, w);
            mz_predict *p = mz_predict_new(probe);
            assert_non_null(p);
            for (uint64_t seed = 1; seed <= SEEDS; seed++) {
                char label[128];
                maze_label(label, sizeof label, info, h, w, seed);
                mz_grid *a, *b;
                size_t na = gen_events(info, h, w, seed, NULL, plain, &a, &none);
                size_t nb = gen_events(info, h, w, seed, p, asked_evs, &b, &asked);
                check_int_equal(label, na, nb);
                for (size_t i = 0; i < na && i < nb; i++)
                    check_true(label, same_event(&plain[i], &asked_evs[i]));
                check_true(label, same_bytes(a, b));
                mz_grid_free(a);
                mz_grid_free(b);
            }
            /* Every algorithm that can be asked is asked, and no other. */
            if (mz_predict_gen_asks(info))
                check_true(info->name, asked > SEEDS);
            else
                check_int_equal(info->name, asked, 0);
            mz_predict_free(p);
            mz_grid_free(probe);
        }
    }
}

/* Asks before every step of info on g, checking each question: the head
 * goes to the answer (the walkers), or the next decision is on it. */
static int solve_asked(const mz_solver_info *info, const mz_grid *g, mz_predict *p,
                       const char *label)
{
    mz_solver *s = mz_solve_new_with(info, g), *plain = mz_solve_new_with(info, g);
    assert_non_null(s);
    assert_non_null(plain);
    int asked = 0;
    mz_event ev, ev2;
    for (;;) {
        mz_question q;
        int y0, x0;
        mz_solve_position(s, &y0, &x0);
        bool ask = mz_predict_solve(p, s, &q);
        if (ask) {
            check_question(label, g, &q);
            asked++;
        }
        bool more = mz_solve_next(s, &ev), more2 = mz_solve_next(plain, &ev2);
        check_int_equal(label, more, more2);
        if (!more)
            break;
        check_true(label, same_event(&ev, &ev2));
        if (!ask)
            continue;
        if (ev.kind == MZ_EV_LOOK && ev.y == q.answer_y && ev.x == q.answer_x)
            continue; /* a search took its frontier's cell */
        /* a walker: its head leaves (y0, x0) for the answer */
        int y, x;
        mz_solve_position(s, &y, &x);
        while ((y == y0 && x == x0) && mz_solve_next(s, &ev)) {
            assert_true(mz_solve_next(plain, &ev2));
            mz_solve_position(s, &y, &x);
        }
        check_int_equal(label, y, q.answer_y);
        check_int_equal(label, x, q.answer_x);
    }
    mz_solve_free(s);
    mz_solve_free(plain);
    return asked;
}

static void test_solvers(void **state)
{
    (void)state;
    for (int j = 0; j < mz_solver_count; j++) {
        const mz_solver_info *info = mz_solvers[j];
        int asked = 0;
        for (int k = 0; k < mz_generator_count; k++)
            for (uint64_t seed = 1; seed <= 3; seed++) {
                mz_grid *g = make_maze(mz_generators[k], 21, 31, seed);
                if (info->works_with_loops && seed == 3) { /* loops too */
                    mz_braid *b = mz_braid_new(g, 50, seed);
                    assert_non_null(b);
                    mz_braid_finish(b);
                    mz_braid_free(b);
                }
                char label[160];
                snprintf(label, sizeof label, "%s on %s seed %llu", info->name,
                         mz_generators[k]->name, (unsigned long long)seed);
                mz_predict *p = mz_predict_new(g);
                assert_non_null(p);
                asked += solve_asked(info, g, p, label);
                /* The same asker on a second run of the same solve starts over. */
                asked += solve_asked(info, g, p, label);
                mz_predict_free(p);
                mz_grid_free(g);
            }
        if (mz_predict_solve_asks(info))
            check_true(info->name, asked > 3 * mz_generator_count);
        else
            check_int_equal(info->name, asked, 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_generators),
        cmocka_unit_test(test_solvers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
