/* maze.c - a finished maze from the options: loaded or generated.
 * SPDX-License-Identifier: MIT */
#include "maze.h"

#include <stdio.h>

#include "load.h"
#include "mazedfs/gen.h"

mz_grid *io_maze(const mz_options *o, uint64_t seed, uint64_t *steps, char *err, size_t errlen)
{
    if (steps)
        *steps = 0;
    if (o->load_path)
        return io_load(o->load_path, err, errlen);
    mz_grid *g = mz_grid_new(o->height, o->width);
    mz_gen *gen = g ? mz_gen_new_with(o->gen, g, seed, &o->gen_params) : NULL;
    if (!gen) {
        snprintf(err, errlen, "not enough memory for a %d x %d maze (%.0f MiB); try a smaller size",
                 o->height, o->width, (double)o->height * o->width / 1048576.0);
        mz_grid_free(g);
        return NULL;
    }
    uint64_t n = mz_gen_finish(gen);
    if (steps)
        *steps = n;
    mz_gen_free(gen);
    return g;
}
