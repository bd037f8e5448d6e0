/* maze.c - the run a headless output drains: the maze, loaded or new, and
 * the options' run on it. SPDX-License-Identifier: MIT */
#include "maze.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang.h"
#include "load.h"
#include "maskfile.h"
#include "mazedfs/error.h"

/* Starts plan's run on r->grid (NULL when it could not be made: no
 * memory for an h x w maze), blank as it was just made when blank. */
static int start(io_run *r, const mz_run_plan *plan, bool blank, int h, int w, char *err,
                 size_t errlen)
{
    r->run = !r->grid ? NULL : blank ? mz_run_new_blank(plan, r->grid) : mz_run_new(plan, r->grid);
    if (!r->run) {
        h = r->grid ? r->grid->height : h;
        w = r->grid ? r->grid->width : w;
        snprintf(err, errlen,
                 _("not enough memory for a %d x %d maze (%.0f MiB); try a smaller size"), h, w,
                 (double)h * w / 1048576.0);
        io_run_close(r);
        return 2;
    }
    return 0;
}

static int run_open(io_run *r, const mz_options *o, const mz_run_plan *plan, bool say, char *err,
                    size_t errlen)
{
    memset(r, 0, sizeof *r);
    if (!plan->gen) {
        r->grid = io_load(o->load_path, err, errlen);
        if (!r->grid)
            return 2;
        if (mz_cli_check_ends(o, r->grid, err, errlen) != MZ_OK) { /* --start, --exit */
            io_run_close(r);
            return 2;
        }
    } else if (o->mask_path || o->mask_text) {
        char note[256];
        r->grid = io_mask_grid(o, note, sizeof note, err, errlen);
        if (!r->grid)
            return 2;
        if (note[0] && say)
            fprintf(stderr, "mazedfs: %s\n", note);
    } else {
        r->grid = mz_grid_new(o->height, o->width);
    }
    /* A new grid, or a shape just laid on one, is blank: no reset. */
    return start(r, plan, plan->gen != NULL, o->height, o->width, err, errlen);
}

int io_run_open_copy(io_run *r, const mz_grid *maze, const mz_run_plan *plan, char *err,
                     size_t errlen)
{
    memset(r, 0, sizeof *r);
    mz_run_plan p = *plan;
    p.gen = NULL; /* the maze is made: what comes after */
    p.braid_pct = 0;
    p.ends_far = p.start_given = p.goal_given = false; /* maze's ends are placed */
    if ((r->grid = mz_grid_new_like(maze)) != NULL)
        memcpy(r->grid->cells, maze->cells, (size_t)maze->height * (size_t)maze->width);
    return start(r, &p, false, maze->height, maze->width, err, errlen);
}

int io_run_open(io_run *r, const mz_options *o, const mz_run_plan *plan, char *err, size_t errlen)
{
    return run_open(r, o, plan, true, err, errlen);
}

int io_run_open_quiet(io_run *r, const mz_options *o, const mz_run_plan *plan, char *err,
                      size_t errlen)
{
    return run_open(r, o, plan, false, err, errlen);
}

int io_run_open_options(io_run *r, const mz_options *o, char *err, size_t errlen)
{
    mz_run_plan plan;
    mz_run_plan_of(o, &plan);
    return io_run_open(r, o, &plan, err, errlen);
}

int io_run_status(const io_run *r, char *err, size_t errlen)
{
    mz_run_phase phase;
    int rc = mz_run_error(r->run, &phase);
    if (rc == MZ_OK)
        return 0;
    snprintf(err, errlen, _("cannot %s the %d x %d maze: %s%s"), mz_run_phase_verb(phase),
             r->grid->height, r->grid->width, mz_strerror(rc),
             rc == MZ_ENOMEM ? _("; try a smaller size") : "");
    return rc == MZ_ENOMEM ? 2 : 1;
}

int io_run_finish(io_run *r, char *err, size_t errlen)
{
    mz_run_finish(r->run);
    return io_run_status(r, err, errlen);
}

int io_run_route(const io_run *r, mz_path *out)
{
    memset(out, 0, sizeof *out);
    const mz_path *trace = mz_run_path(r->run);
    const uint32_t *cells = trace ? trace->cells : NULL;
    size_t len = trace ? trace->length : 0;
    if (!cells && mz_run_solver(r->run))
        cells = mz_solve_route(mz_run_solver(r->run), &len);
    if (!cells || !len)
        return MZ_OK;
    out->cells = malloc(len * sizeof *out->cells);
    if (!out->cells)
        return MZ_ENOMEM;
    memcpy(out->cells, cells, len * sizeof *out->cells);
    out->length = len;
    return MZ_OK;
}

void io_run_close(io_run *r)
{
    mz_run_free(r->run);
    mz_grid_free(r->grid);
    memset(r, 0, sizeof *r);
}
