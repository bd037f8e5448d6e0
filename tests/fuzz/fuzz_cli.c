/* fuzz_cli.c - libFuzzer target for the command-line parser: the input,
 * split on NUL bytes, is the argument vector. SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "mazedfs/cli.h"
#include "mazedfs/error.h"
#include "mazedfs/grid.h"
#include "mazedfs/stream.h"

enum { MAX_ARGS = 64, ERR_SIZE = 256 };

static bool side_ok(int n) { return n >= MZ_MIN_SIDE && n <= MZ_MAX_SIDE && (n & 1); }

static bool points_into_argv(const char *p, int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (p >= argv[i] && p <= argv[i] + strlen(argv[i]))
            return true;
    return false;
}

/* What a successful parse promises main and the window. */
static void check_success(const mz_options *o, int argc, char **argv)
{
    FUZZ_CHECK(o->mode >= MZ_MODE_WINDOW && o->mode < MZ_MODE_COUNT);
    FUZZ_CHECK(o->print_style == MZ_TEXT_BLOCKS || o->print_style == MZ_TEXT_ASCII);
    if (o->mode <= MZ_MODE_RECORD || o->mode == MZ_MODE_EVENTS) { /* the modes that make a maze */
        FUZZ_CHECK(o->gen != NULL);
        FUZZ_CHECK(mz_gen_find(o->gen->name) == o->gen); /* a registered row */
    }
    FUZZ_CHECK(side_ok(o->width));
    /* past the grid's limit only a streamed --print */
    FUZZ_CHECK(side_ok(o->height) || (o->height > MZ_MAX_SIDE && (o->height & 1) &&
                                      o->mode == MZ_MODE_PRINT && mz_stream_fits(o)));
    FUZZ_CHECK(o->block >= MZ_MIN_BLOCK && o->block <= MZ_MAX_BLOCK);
    FUZZ_CHECK(o->delay_ms >= -1 && o->delay_ms <= MZ_MAX_DELAY);
    FUZZ_CHECK(o->dot_delay_ms >= 0 && o->dot_delay_ms <= MZ_MAX_DELAY);
    FUZZ_CHECK(o->wall_color <= 0xffffff && o->path_color <= 0xffffff && o->dot_color <= 0xffffff);
    FUZZ_CHECK(!o->sprite || points_into_argv(o->sprite, argc, argv));
}

/* A usage error is one line of text that fits the buffer it was given. */
static void check_failure(const char *err, size_t errlen)
{
    size_t len = strnlen(err, errlen);
    FUZZ_CHECK(len < errlen);
    FUZZ_CHECK(errlen == 1 || len > 0);
    FUZZ_CHECK(memchr(err, '\n', len) == NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* The first byte picks how big the error buffer is, so truncation is
     * fuzzed too; the rest, NUL-separated, is argv[1..]. */
    size_t errlen = ERR_SIZE;
    if (size > 0) {
        errlen = data[0] >= 0xf0 ? 1 + (data[0] & 0x0f) : ERR_SIZE;
        data++;
        size--;
    }
    char *text = malloc(size + 1);
    char *argv[MAX_ARGS + 2] = {"mazedfs"};
    int argc = 1;
    memcpy(text, data, size);
    text[size] = 0;
    for (size_t i = 0; i <= size && argc <= MAX_ARGS; argc++) {
        argv[argc] = text + i;
        i += strlen(text + i) + 1;
    }
    if (size == 0)
        argc = 1; /* an empty input is no arguments at all */
    argv[argc] = NULL;

    char *err = malloc(errlen); /* exactly errlen: ASan sees any overrun */
    mz_options o, again;
    int rc = mz_cli_parse(argc, argv, &o, err, errlen);
    FUZZ_CHECK(rc == MZ_OK || rc == MZ_EUSAGE);
    if (rc == MZ_OK) {
        FUZZ_CHECK(err[0] == 0);
        check_success(&o, argc, argv);
        FUZZ_CHECK(mz_cli_parse(argc, argv, &again, err, errlen) == MZ_OK);
        FUZZ_CHECK(memcmp(&o, &again, sizeof o) == 0); /* the same words, the same options */
    } else {
        check_failure(err, errlen);
    }
    free(err);
    free(text);
    return 0;
}
