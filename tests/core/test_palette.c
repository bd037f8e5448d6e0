/* test_palette.c - every palette keeps the pairs that must be told apart
 * at 3:1 or better, colour-blind ones too. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include <math.h>

#include "mazedfs/cli.h"
#include "mazedfs/error.h"
#include "mazedfs/palette.h"

/* sRGB 0xRRGGBB as linear light, r g b. */
static void linear(uint32_t rgb, double out[3])
{
    for (int i = 0; i < 3; i++) {
        double c = (double)(rgb >> (16 - 8 * i) & 255) / 255;
        out[i] = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
    }
}

/* WCAG 2's relative luminance of linear r g b. */
static double luminance(const double v[3]) { return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; }

static double ratio(double la, double lb)
{
    return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

/* How a colour-blind eye sees: Machado, Oliveira and Fernandes (2009),
 * severity 1.0, on linear RGB. The identity is normal sight. */
typedef struct sight {
    const char *name;
    double m[3][3];
} sight;

static const sight sights[] = {
    {"normal sight", {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
    {"protanopia",
     {{0.152286, 1.052583, -0.204868},
      {0.114503, 0.786281, 0.099216},
      {-0.003882, -0.048116, 1.051998}}},
    {"deuteranopia",
     {{0.367322, 0.860646, -0.227968},
      {0.280085, 0.672501, 0.047413},
      {-0.011820, 0.042940, 0.968881}}},
};

/* The luminance of rgb as seen with sight s. */
static double seen(uint32_t rgb, const sight *s)
{
    double v[3], w[3];
    linear(rgb, v);
    for (int i = 0; i < 3; i++) {
        w[i] = s->m[i][0] * v[0] + s->m[i][1] * v[1] + s->m[i][2] * v[2];
        w[i] = w[i] < 0 ? 0 : w[i] > 1 ? 1 : w[i];
    }
    return luminance(w);
}

/* Every palette keeps every pair at 3:1 with normal sight; the colour-blind
 * one also with protanopia and deuteranopia. */
static void test_every_pair_stands_apart(void **state)
{
    (void)state;
    const mz_palette *cb = mz_palette_find("colour-blind");
    assert_non_null(cb);
    for (int i = 0; i < mz_palette_count; i++) {
        const mz_palette *p = &mz_palettes[i];
        int nsights = p == cb ? 3 : 1;
        for (int k = 0; k < mz_palette_pair_count; k++) {
            const mz_palette_pair *pair = &mz_palette_pairs[k];
            uint32_t a = mz_palette_color(p, pair->a), b = mz_palette_color(p, pair->b);
            for (int s = 0; s < nsights; s++) {
                double r = ratio(seen(a, &sights[s]), seen(b, &sights[s]));
                if (r < 3)
                    fail_msg("%s, %s (%06x, %06x), %s: %.2f:1", p->name, pair->why, a, b,
                             sights[s].name, r);
            }
        }
    }
}

/* The simulation is the published one: white stays white, and the reds
 * and greens a deuteranope confuses come out alike. */
static void test_the_simulation_confuses_red_and_green(void **state)
{
    (void)state;
    for (int s = 0; s < 3; s++)
        assert_true(fabs(seen(0xffffff, &sights[s]) - 1) < 0.01);
    double red = seen(0xff0000, &sights[2]), green = seen(0x00ff00, &sights[2]);
    assert_true(ratio(luminance((double[3]){1, 0, 0}), luminance((double[3]){0, 1, 0})) > 2.5);
    assert_true(fabs(red - green) < fabs(0.2126 - 0.7152));
}

static bool has_pair(size_t a, size_t b)
{
    for (int k = 0; k < mz_palette_pair_count; k++)
        if ((mz_palette_pairs[k].a == a && mz_palette_pairs[k].b == b) ||
            (mz_palette_pairs[k].a == b && mz_palette_pairs[k].b == a))
            return true;
    return false;
}

#define SCREEN(f) offsetof(mz_palette, screen.f)

/* The pairs cover what a player meets: every marker on the passage, the
 * dot on its trail, the two breadcrumbs side by side, paper. */
static void test_the_pairs_cover_every_marker(void **state)
{
    (void)state;
    const size_t markers[] = {SCREEN(wall),  SCREEN(dot),    SCREEN(trail),
                              SCREEN(trace), SCREEN(route),  SCREEN(fill),
                              SCREEN(hint),  SCREEN(crumb1), SCREEN(crumb2)};
    for (size_t i = 0; i < sizeof markers / sizeof *markers; i++)
        if (!has_pair(markers[i], SCREEN(passage)))
            fail_msg("the marker at offset %zu has no pair with the passage", markers[i]);
    assert_true(has_pair(SCREEN(dot), SCREEN(trail)));
    assert_true(has_pair(SCREEN(crumb1), SCREEN(crumb2)));
    assert_true(has_pair(SCREEN(route), SCREEN(trail)));
    assert_true(has_pair(offsetof(mz_palette, paper.wall), offsetof(mz_palette, paper.passage)));
    assert_true(has_pair(offsetof(mz_palette, paper.route), offsetof(mz_palette, paper.passage)));
}

/* How far apart two colours are in sRGB, 0..441. */
static double distance(uint32_t a, uint32_t b)
{
    double d = 0;
    for (int i = 0; i < 3; i++) {
        double c = (double)(a >> (16 - 8 * i) & 255) - (double)(b >> (16 - 8 * i) & 255);
        d += c * c;
    }
    return sqrt(d);
}

/* The drawn state stands 3:1 on the passage (in the pairs) and, by hue,
 * apart from what is drawn beside it: a generator's structure from the
 * walls and the dot (its head), a solver's from the walls, the dot, its
 * trail and its route; and every set's colour on the passage. */
static void test_the_drawn_state_stands_apart(void **state)
{
    (void)state;
    for (int i = 0; i < mz_palette_count; i++) {
        const mz_palette *p = &mz_palettes[i];
        const mz_screen_colors *c = &p->screen;
        const mz_drawn_colors *d = &c->drawn;
        const uint32_t solver[] = {d->frontier, d->closed, d->dead, d->once};
        const uint32_t builder[] = {d->frontier, d->walk, d->scan, d->chamber, d->stack, d->arrow};
        for (size_t k = 0; k < sizeof solver / sizeof *solver; k++) {
            const uint32_t near[] = {c->wall, c->dot, c->trail, c->route};
            for (size_t j = 0; j < sizeof near / sizeof *near; j++)
                if (distance(solver[k], near[j]) < 80)
                    fail_msg("%s: solver's %06x is too near %06x", p->name, solver[k], near[j]);
        }
        for (size_t k = 0; k < sizeof builder / sizeof *builder; k++)
            if (distance(builder[k], c->wall) < 80 || distance(builder[k], c->dot) < 80)
                fail_msg("%s: generator's %06x is too near the wall or dot", p->name, builder[k]);
        for (int k = 0; k < MZ_PALETTE_SETS; k++) {
            double r = ratio(seen(d->sets[k], &sights[0]), seen(c->passage, &sights[0]));
            if (r < 3 || distance(d->sets[k], c->wall) < 80 || distance(d->sets[k], c->dot) < 80)
                fail_msg("%s: set colour %06x (%.2f:1 on the passage)", p->name, d->sets[k], r);
        }
    }
}

/* rgb as sight s sees it, back in sRGB 0xRRGGBB. */
static uint32_t seen_rgb(uint32_t rgb, const sight *s)
{
    double v[3];
    uint32_t out = 0;
    linear(rgb, v);
    for (int i = 0; i < 3; i++) {
        double w = s->m[i][0] * v[0] + s->m[i][1] * v[1] + s->m[i][2] * v[2];
        w = w < 0 ? 0 : w > 1 ? 1 : w;
        w = w <= 0.0031308 ? 12.92 * w : 1.055 * pow(w, 1 / 2.4) - 0.055;
        out = out << 8 | (uint32_t)lround(255 * w);
    }
    return out;
}

/* --predict's rings, answer and wrong click stand 3:1 on the passage (in
 * the pairs) and, by hue, apart from each other and from the walls, the
 * dot and the trail they are drawn among, the answer and a wrong click
 * also from the frontier; in the colour-blind palette under protanopia
 * and deuteranopia too. */
static void test_the_quiz_stands_apart(void **state)
{
    (void)state;
    const mz_palette *cb = mz_palette_find("colour-blind");
    for (int i = 0; i < mz_palette_count; i++) {
        const mz_palette *p = &mz_palettes[i];
        const mz_screen_colors *c = &p->screen;
        const size_t off[] = {SCREEN(quiz.ring), SCREEN(quiz.answer), SCREEN(quiz.wrong)};
        const uint32_t quiz[] = {mz_palette_color(p, off[0]), mz_palette_color(p, off[1]),
                                 mz_palette_color(p, off[2])};
        const uint32_t near[] = {c->wall, c->passage, c->dot, c->trail};
        for (int s = 0; s < (p == cb ? 3 : 1); s++)
            for (size_t k = 0; k < 3; k++) {
                assert_true(has_pair(off[k], SCREEN(passage)));
                uint32_t a = seen_rgb(quiz[k], &sights[s]);
                for (size_t j = 0; j < sizeof near / sizeof *near; j++)
                    if (distance(a, seen_rgb(near[j], &sights[s])) < 80)
                        fail_msg("%s, %s: the quiz's %06x is too near %06x", p->name,
                                 sights[s].name, quiz[k], near[j]);
                /* The answer and a wrong click fill a cell among the
                 * other candidates, often a frontier's. */
                if (k > 0 && distance(a, seen_rgb(c->drawn.frontier, &sights[s])) < 80)
                    fail_msg("%s, %s: the quiz's %06x is too near the frontier", p->name,
                             sights[s].name, quiz[k]);
                for (size_t j = 0; j < k; j++)
                    if (distance(a, seen_rgb(quiz[j], &sights[s])) < 80)
                        fail_msg("%s, %s: the quiz's %06x is too near its %06x", p->name,
                                 sights[s].name, quiz[k], quiz[j]);
            }
    }
}

/* Palettes differ from each other where the window shows them. */
static void test_palettes_are_found_by_name_and_differ(void **state)
{
    (void)state;
    char names[128];
    assert_string_equal(mz_palette_names(names, sizeof names, "|"),
                        "default|high-contrast|colour-blind");
    for (int i = 0; i < mz_palette_count; i++) {
        assert_ptr_equal(mz_palette_find(mz_palettes[i].name), &mz_palettes[i]);
        for (int j = 0; j < i; j++)
            assert_true(memcmp(&mz_palettes[i].screen, &mz_palettes[j].screen,
                               sizeof mz_palettes[i].screen) != 0);
    }
    assert_null(mz_palette_find("colorblind"));
    assert_null(mz_palette_find(""));
    assert_null(mz_palette_find(NULL));
}

static int parse(mz_options *o, char *err, const char *a, const char *b, const char *c)
{
    char *argv[] = {"mazedfs", (char *)a, (char *)b, (char *)c, NULL};
    int argc = 1 + (a != NULL) + (b != NULL) + (c != NULL);
    return mz_cli_parse(argc, argv, o, err, 256);
}

/* --palette picks the table's row; a colour given wins over it; a bad
 * name is refused naming the good ones. */
static void test_the_options_choose_and_override(void **state)
{
    (void)state;
    mz_options o;
    char err[256];
    for (int i = 0; i < mz_palette_count; i++) {
        assert_int_equal(parse(&o, err, "--palette", mz_palettes[i].name, NULL), MZ_OK);
        assert_ptr_equal(o.palette, &mz_palettes[i]);
        mz_screen_colors s = mz_palette_screen(&o);
        mz_paper_colors p = mz_palette_paper(&o);
        assert_memory_equal(&s, &mz_palettes[i].screen, sizeof s);
        assert_memory_equal(&p, &mz_palettes[i].paper, sizeof p);
    }
    assert_int_equal(parse(&o, err, "--palette=colour-blind", "--dot-color", "123456"), MZ_OK);
    mz_screen_colors s = mz_palette_screen(&o);
    assert_int_equal(s.dot, 0x123456);
    assert_int_equal(s.trail, 0x123456);
    assert_int_equal(s.wall, mz_palette_find("colour-blind")->screen.wall);
    assert_int_equal(mz_palette_paper(&o).route, 0x123456);
    assert_int_equal(parse(&o, err, "--palette", "pastel", NULL), MZ_EUSAGE);
    assert_string_equal(
        err, "--palette takes one of default, high-contrast, colour-blind; not 'pastel'");
    assert_int_equal(parse(&o, err, "--palette", "default", "--stats"), MZ_EUSAGE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_pair_stands_apart),
        cmocka_unit_test(test_the_simulation_confuses_red_and_green),
        cmocka_unit_test(test_the_pairs_cover_every_marker),
        cmocka_unit_test(test_the_drawn_state_stands_apart),
        cmocka_unit_test(test_the_quiz_stands_apart),
        cmocka_unit_test(test_palettes_are_found_by_name_and_differ),
        cmocka_unit_test(test_the_options_choose_and_override),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
