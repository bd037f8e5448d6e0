/* bench_yardstick.c - builds the yardstick (fastgen2.c) at run time and
 * counts the walk steps on both sides, for the per-step ratio.
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE /* mkdtemp */
#include "bench_yardstick.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mazedfs/event.h"
#include "mazedfs/gen.h"
#include "mazedfs/grid.h"

#ifndef MAZEDFS_SOURCE_DIR
#define MAZEDFS_SOURCE_DIR "."
#endif

/* How mazedfs's walk steps are counted, for a figure per walk step (the
 * walks' lengths differ from seed to seed and between the two). */
enum {
    WHOLE,       /* not a walk: the whole process */
    HEAD_MOVES,  /* the head's moves, stepping */
    ORIGIN_MOVES /* the origin's moves, from the panel line once finished */
};

/* mazedfs's name, the yardstick's, and how its walk steps are counted. */
static const struct {
    const char *gen, *ys;
    int per_step;
} names[] = {
    {"wilson", "wilson", HEAD_MOVES},
    {"kruskal", "kruskal", WHOLE},
    {"prim", "prim_simplified", WHOLE},
    {"prim-true", "prim_true_bq", WHOLE},
    {"growing-tree", "growing_tree_ordered", WHOLE},
    {"hunt-and-kill", "hunt_and_kill", WHOLE},
    {"eller", "eller", WHOLE},
    {"sidewinder", "sidewinder", WHOLE},
    {"binary-tree", "binary_tree", WHOLE},
    {"origin-shift", "origin_shift_lazy", ORIGIN_MOVES},
};

const char *yardstick_name(const char *gen)
{
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(gen, names[i].gen) == 0)
            return names[i].ys;
    return NULL;
}

int yardstick_per_step(const char *gen)
{
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(gen, names[i].gen) == 0)
            return names[i].per_step;
    return 0;
}

int yardstick_build(const char *dir, char *bin, size_t n)
{
    const char *tries[] = {dir, MAZEDFS_SOURCE_DIR "/../shared/yardstick",
                           "/work/shared/yardstick"};
    char src[4096] = "";
    for (size_t i = dir ? 0 : 1; i < (dir ? 1 : 3) && !*src; i++) {
        snprintf(src, sizeof src, "%s/fastgen2.c", tries[i]);
        if (access(src, R_OK) != 0)
            src[0] = 0;
    }
    char tmp[] = "/tmp/mazedfs_yardstick_XXXXXX";
    if (!*src && dir)
        fprintf(stderr, "mazedfs_bench: no fastgen2.c in %s; going on without the yardstick\n",
                dir);
    if (!*src || !mkdtemp(tmp))
        return -1;
    snprintf(bin, n, "%s/fastgen2", tmp);
    char cmd[8400];
    snprintf(cmd, sizeof cmd, "cc -O2 -march=native -o '%s' '%s' 2>/dev/null", bin, src);
    if (system(cmd) != 0) {
        fprintf(stderr, "mazedfs_bench: %s does not build; going on without it\n", src);
        yardstick_remove(bin);
        return -1;
    }
    return 0;
}

void yardstick_remove(const char *bin)
{
    unlink(bin);
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", bin);
    char *slash = strrchr(dir, '/');
    if (slash) {
        *slash = 0;
        rmdir(dir);
    }
}

uint64_t yardstick_steps(const char *bin, const char *name, int side, const char *seed)
{
    char cmd[4400];
    snprintf(cmd, sizeof cmd, "'%s' %s %d %d %s 2>&1 >/dev/null", bin, name, side, side, seed);
    FILE *f = popen(cmd, "r");
    if (!f)
        return 0;
    char line[256];
    unsigned long long v = 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "steps=%llu", &v) == 1)
            break;
    pclose(f);
    return v;
}

/* The head's room from the panel line "... head at (y, x)". */
static long head_of(const mz_gen *g)
{
    char buf[160];
    mz_gen_describe(g, buf, sizeof buf);
    const char *at = strstr(buf, "head at (");
    if (!at)
        return -1;
    char *end;
    long y = strtol(at + 9, &end, 10);
    long x = strtol(end + 1, NULL, 10);
    return y << 16 | x;
}

/* The origin's moves from the panel line "... moves N, ...". */
static uint64_t moves_of(const mz_gen *g)
{
    char buf[160];
    mz_gen_describe(g, buf, sizeof buf);
    const char *at = strstr(buf, "moves ");
    return at ? strtoull(at + 6, NULL, 10) : 0;
}

/* Every walk step moves the head, and so does the start of each walk,
 * which makes up for the step into the tree (the head stays there). */
static uint64_t head_moves(mz_gen *g)
{
    uint64_t moves = 0;
    long head = head_of(g);
    mz_event ev;
    while (mz_gen_next(g, &ev)) {
        long now = head_of(g);
        moves += now != head;
        head = now;
    }
    return moves;
}

/* The origin's moves are the same whether stepped or finished (test_gen
 * checks it), so they are read once the fast path has run. */
uint64_t mazedfs_walk_steps(const char *gen, int side, const char *seed)
{
    const mz_gen_info *info = mz_gen_find(gen);
    int how = yardstick_per_step(gen);
    if (how == WHOLE || !info)
        return 0;
    mz_grid *grid = mz_grid_new(side, side);
    mz_gen *g = grid ? mz_gen_new(info, grid, strtoull(seed, NULL, 10)) : NULL;
    uint64_t moves = 0;
    if (g && how == HEAD_MOVES)
        moves = head_moves(g);
    else if (g) {
        mz_gen_finish(g);
        moves = moves_of(g);
    }
    mz_gen_free(g);
    mz_grid_free(grid);
    return moves;
}
