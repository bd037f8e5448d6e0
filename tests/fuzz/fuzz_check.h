/* fuzz_check.h - an invariant check for the fuzz targets that stays on in
 * release builds (assert does not), so a broken invariant is a crash the
 * fuzzer and the corpus replays report. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_FUZZ_CHECK_H
#define MAZEDFS_FUZZ_CHECK_H

#include <stdio.h>
#include <stdlib.h>

#define FUZZ_CHECK(cond)                                                                           \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, __LINE__, #cond);           \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

#endif
