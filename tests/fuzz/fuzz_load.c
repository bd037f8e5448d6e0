/* fuzz_load.c - libFuzzer target for the maze loader: any bytes are a file
 * to --load. A maze it accepts keeps every rule and survives a round trip
 * through --print's text. SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L /* fmemopen */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "load.h"
#include "mazedfs/path.h"
#include "mazedfs/text.h"

static mz_grid *load(const void *data, size_t size, char *err, size_t errlen)
{
    /* fmemopen wants a buffer of at least one byte. */
    char *copy = malloc(size + 1);
    memcpy(copy, data, size);
    FILE *f = fmemopen(copy, size ? size : 1, "r");
    mz_grid *g = NULL;
    if (f) {
        if (size == 0)
            fgetc(f); /* an empty file: at the end at once */
        g = io_load_stream(f, "fuzz", err, errlen);
        fclose(f);
    }
    free(copy);
    return g;
}

static void check_maze(const mz_grid *g)
{
    FUZZ_CHECK(g->height >= MZ_MIN_SIDE && g->height <= MZ_MAX_SIDE && (g->height & 1));
    FUZZ_CHECK(g->width >= MZ_MIN_SIDE && g->width <= MZ_MAX_SIDE && (g->width & 1));
    FUZZ_CHECK(mz_grid_open(g, 1, 1));
    FUZZ_CHECK(mz_grid_open(g, g->height - 1, g->width - 2));
    FUZZ_CHECK(mz_grid_open(g, g->height - 2, g->width - 1));
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) {
            bool border = y == 0 || x == 0 || y == g->height - 1 || x == g->width - 1;
            bool exit = (y == g->height - 1 && x == g->width - 2) ||
                        (y == g->height - 2 && x == g->width - 1);
            FUZZ_CHECK(*mz_grid_at(g, y, x) <= 1);
            FUZZ_CHECK(!border || exit || !mz_grid_open(g, y, x));
        }
    mz_path p = {0};
    FUZZ_CHECK(mz_path_shortest(g, &p) == 0);
    mz_path_free(&p);
}

/* Printed in style and loaded again: the same grid. */
static void round_trip(const mz_grid *g, mz_text_style style)
{
    size_t row = mz_text_row_size(g, style), len = 0;
    char *text = malloc(row * (size_t)g->height), err[256];
    for (int y = 0; y < g->height; y++)
        len += mz_text_row(g, y, style, text + len);
    mz_grid *again = load(text, len, err, sizeof err);
    FUZZ_CHECK(again != NULL);
    FUZZ_CHECK(again->height == g->height && again->width == g->width);
    FUZZ_CHECK(memcmp(again->cells, g->cells, (size_t)g->height * (size_t)g->width) == 0);
    mz_grid_free(again);
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512];
    err[0] = 0;
    mz_grid *g = load(data, size, err, sizeof err);
    if (g) {
        check_maze(g);
        round_trip(g, MZ_TEXT_ASCII);
        round_trip(g, MZ_TEXT_BLOCKS);
        mz_grid_free(g);
    } else {
        /* One line: "fuzz:LINE:COL: what". */
        FUZZ_CHECK(strncmp(err, "fuzz:", 5) == 0);
        FUZZ_CHECK(strchr(err, '\n') == NULL);
    }
    return 0;
}
