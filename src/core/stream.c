/* stream.c - a row generator's maze handed out row by row: its row engine
 * fills a window of two grid rows (the walls above a room row, and the
 * room row), never the whole grid. SPDX-License-Identifier: MIT */
#include "mazedfs/stream.h"

#include <stdlib.h>
#include <string.h>

#include "gen_impl.h"
#include "mazedfs/run.h"

struct mz_stream {
    mz_grid shape; /* the maze's size, with no cells: the generator's grid */
    mz_gen *gen;
    uint8_t *window; /* two rows: the walls above room row, then the room row */
    int y;           /* the next row to hand out */
};

bool mz_gen_streams(const mz_gen_info *info) { return info && info->rows; }

bool mz_stream_fits(const mz_options *o)
{
    mz_run_plan p;
    mz_run_plan_of(o, &p);
    return o->mode == MZ_MODE_PRINT && !o->mask_path && !o->mask_text && mz_gen_streams(p.gen) &&
           p.steps == MZ_STEPS_ALL && !p.braid_pct && !p.solver && !p.trace &&
           !o->difficulty_given && !o->start_given && !o->exit_given && !o->ends_far;
}

mz_stream *mz_stream_new(const mz_gen_info *info, int height, int width, uint64_t seed,
                         const mz_gen_params *params)
{
    if (!mz_gen_streams(info) || height < MZ_MIN_SIDE || !(height & 1) || width < MZ_MIN_SIDE ||
        width > MZ_MAX_SIDE || !(width & 1))
        return NULL;
    mz_stream *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->shape = (mz_grid){.height = height, .width = width, .cells = NULL};
    mz_grid_set_ends(&s->shape, 1, 1, height - 2, width - 2);
    s->window = malloc(2 * (size_t)width);
    s->gen = s->window ? mz_gen_new_with(info, &s->shape, seed, params) : NULL;
    if (!s->gen) {
        mz_stream_free(s);
        return NULL;
    }
    return s;
}

/* The exit, as mz_gen_finish opens it, on whichever of its rows row y is. */
static void open_exit(const mz_grid *g, int y, uint8_t *row)
{
    for (int i = 0; i < mz_grid_exit_cells(g); i++)
        if (mz_grid_exit_cell_y(g, i) == y)
            row[mz_grid_exit_cell_x(g, i)] = MZ_PASSAGE;
}

const uint8_t *mz_stream_row(mz_stream *s)
{
    const int h = s->shape.height, y = s->y;
    const size_t w = (size_t)s->shape.width;
    if (y >= h)
        return NULL;
    uint8_t *row = s->window;
    if (y == h - 1) { /* the bottom wall */
        memset(row, MZ_WALL, w);
    } else if (y % 2 == 0) { /* make the next room row and the walls above it */
        memset(row, MZ_WALL, 2 * w);
        s->gen->info->rows->fill(s->gen, row + w);
    } else {
        row += w;
    }
    open_exit(&s->shape, y, row);
    s->y++;
    return row;
}

void mz_stream_free(mz_stream *s)
{
    if (!s)
        return;
    mz_gen_free(s->gen);
    free(s->window);
    free(s);
}
