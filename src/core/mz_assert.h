/* mz_assert.h - MZ_ASSERT: invariants of the core, checked while
 * developing. Private to the core. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_MZ_ASSERT_H
#define MAZEDFS_MZ_ASSERT_H

/* MZ_ASSERT(cond) checks an invariant that a comment would otherwise only
 * state. It is compiled in without NDEBUG (Debug builds) and with
 * MAZEDFS_ASSERT defined (the sanitized and fuzz builds, or cmake
 * -DMAZEDFS_ASSERT=ON), and compiled out otherwise (Release,
 * RelWithDebInfo), where cond is not evaluated. A failure is a bug: like
 * assert, it names the condition on stderr and aborts. */
#if defined(MAZEDFS_ASSERT) || !defined(NDEBUG)
#include <stdio.h>
#include <stdlib.h>

static inline void mz_assert_fail(const char *cond, const char *file, int line)
{
    fprintf(stderr, "mazedfs: %s:%d: invariant broken: %s\n", file, line, cond);
    abort();
}
#define MZ_ASSERT(cond) ((cond) ? (void)0 : mz_assert_fail(#cond, __FILE__, __LINE__))
#else
#define MZ_ASSERT(cond) ((void)sizeof(cond))
#endif

#endif
