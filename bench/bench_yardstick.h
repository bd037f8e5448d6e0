/* bench_yardstick.h - the yardstick beside mazedfs: tight C versions of the
 * generators (../shared/yardstick/fastgen2.c, not part of mazedfs), built
 * at run time into a temporary folder. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_BENCH_YARDSTICK_H
#define MAZEDFS_BENCH_YARDSTICK_H

#include <stddef.h>
#include <stdint.h>

/* The yardstick's name for mazedfs generator gen, or NULL if it has none. */
const char *yardstick_name(const char *gen);

/* Nonzero when the yardstick's figure for gen is per walk step. */
int yardstick_per_step(const char *gen);

/* Finds fastgen2.c in dir (or, with dir NULL, in the source tree's
 * ../shared/yardstick or /work/shared/yardstick), compiles it with
 * cc -O2 -march=native into a new temporary folder and writes the
 * program's path into bin (n bytes). Returns 0, or -1 when there is no
 * yardstick or it does not build (the bench then goes on without it). */
int yardstick_build(const char *dir, char *bin, size_t n);

/* Removes what yardstick_build made (bin as it wrote it). */
void yardstick_remove(const char *bin);

/* The walk steps the yardstick takes for name at side x side and seed,
 * from its steps= line; 0 when it prints none. */
uint64_t yardstick_steps(const char *bin, const char *name, int side, const char *seed);

/* The walk steps mazedfs's gen takes at side x side and seed: Wilson's
 * head moves, read from the generator's panel line after every event
 * (slow: seconds at 4001), or origin shift's moves, from that line once
 * finished. 0 when gen is not a walk. */
uint64_t mazedfs_walk_steps(const char *gen, int side, const char *seed);

#endif
