/* fuzz_gen.c - libFuzzer target for the generators: the input picks the
 * generator, a small odd size, the seed and whether to step or finish; the
 * maze must be what the generator promises. SPDX-License-Identifier: MIT */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "mazedfs/check.h"
#include "mazedfs/error.h"
#include "mazedfs/gen.h"
#include "mazedfs/path.h"
#include "mazedfs/solve.h"
#include "mazedfs/text.h"

enum { MAX_SIDE = 129 }; /* small keeps the fuzzer fast; shapes matter, not bulk */

/* A byte from the input, or 0 past its end. */
static uint8_t byte_at(const uint8_t *d, size_t n, size_t i) { return i < n ? d[i] : 0; }

/* An odd side from 5 to MAX_SIDE, mostly small. */
static int side_from(uint8_t b)
{
    int span = (MAX_SIDE - MZ_MIN_SIDE) / 2 + 1;
    int k = b & 0x80 ? b % span : (b & 0x0f); /* half the time: 5..35 */
    return MZ_MIN_SIDE + 2 * k;
}

static void check_maze(const mz_gen_info *info, const mz_grid *g)
{
    mz_report r;
    FUZZ_CHECK(mz_check(g, &r) == MZ_OK);
    FUZZ_CHECK(r.exit_open && r.connected);
    FUZZ_CHECK(r.bad_values == 0 && r.bad_corners == 0 && r.border_leaks == 0);
    FUZZ_CHECK(r.solid_rooms == 0 && r.rooms == mz_grid_rooms(g));
    FUZZ_CHECK(info->perfect ? r.perfect && r.openings + 1 == r.rooms : r.openings + 1 >= r.rooms);
}

/* The shortest path and the depth-first solve both reach the exit. */
static void check_solutions(const mz_grid *g)
{
    mz_path p;
    FUZZ_CHECK(mz_path_shortest(g, &p) == MZ_OK);
    FUZZ_CHECK(p.length >= 2 && p.cells[0] == (uint32_t)g->width + 1);
    FUZZ_CHECK(p.cells[p.length - 1] ==
               (uint32_t)(mz_grid_exit_y(g) * g->width + mz_grid_exit_x(g)));
    for (size_t i = 0; i < p.length; i++)
        FUZZ_CHECK(g->cells[p.cells[i]] == MZ_PASSAGE);
    mz_path_free(&p);
    mz_solver *s = mz_solve_new(g);
    FUZZ_CHECK(s != NULL);
    mz_event ev;
    while (mz_solve_next(s, &ev))
        FUZZ_CHECK(mz_grid_open(g, ev.y, ev.x));
    FUZZ_CHECK(mz_solve_found(s));
    mz_solve_free(s);
}

/* Steps the generator, replaying every event on a second grid. */
static void step_and_replay(mz_gen *gen, mz_grid *g)
{
    mz_grid *replay = mz_grid_new(g->height, g->width);
    FUZZ_CHECK(replay != NULL);
    mz_event ev;
    uint64_t steps = 0;
    while (mz_gen_next(gen, &ev)) {
        FUZZ_CHECK(ev.kind >= MZ_EV_CARVE && ev.kind < MZ_EV_KINDS);
        FUZZ_CHECK(mz_grid_contains(g, ev.y, ev.x));
        mz_event_apply(replay, &ev);
        steps += mz_event_is_step(&ev); /* a decision (LOOK) is not a step */
    }
    FUZZ_CHECK(mz_gen_done(gen) && mz_gen_steps(gen) == steps);
    FUZZ_CHECK(memcmp(g->cells, replay->cells, (size_t)g->height * (size_t)g->width) == 0);
    mz_grid_free(replay);
}

/* Every row fits the size text.h promises (the buffer is exactly that big,
 * so ASan sees an overrun) and ends in a newline. */
static void check_text(const mz_grid *g, mz_text_style style)
{
    size_t cap = mz_text_row_size(g, style);
    char *row = malloc(cap);
    FUZZ_CHECK(row != NULL);
    for (int y = 0; y < g->height; y++) {
        size_t n = mz_text_row(g, y, style, row);
        FUZZ_CHECK(n > (size_t)g->width && n <= cap && row[n - 1] == '\n');
        FUZZ_CHECK(style != MZ_TEXT_ASCII || n == cap);
    }
    free(row);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const mz_gen_info *info = mz_generators[byte_at(data, size, 0) % mz_generator_count];
    bool stepping = byte_at(data, size, 0) & 0x80;
    int h = side_from(byte_at(data, size, 1));
    int w = side_from(byte_at(data, size, 2));
    uint64_t seed = 0;
    for (size_t i = 3; i < 11; i++)
        seed = seed << 8 | byte_at(data, size, i);

    mz_grid *g = mz_grid_new(h, w);
    FUZZ_CHECK(g != NULL);
    mz_gen *gen = mz_gen_new(info, g, seed);
    FUZZ_CHECK(gen != NULL && mz_gen_info_of(gen) == info);
    if (stepping)
        step_and_replay(gen, g);
    else
        mz_gen_finish(gen);
    FUZZ_CHECK(mz_gen_done(gen));
    mz_gen_free(gen);
    check_maze(info, g);
    check_solutions(g);

    check_text(g, MZ_TEXT_BLOCKS);
    check_text(g, MZ_TEXT_ASCII);
    mz_grid_free(g);
    return 0;
}
