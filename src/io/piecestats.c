/* piecestats.c - --stats with --pieces: each piece of a shape cut out as
 * a maze of its own and examined. SPDX-License-Identifier: MIT */
#include "piecestats.h"

#include <stdlib.h>

#include "examine.h"
#include "mazedfs/error.h"
#include "mazedfs/mask.h"
#include "mazedfs/pieces.h"

/* The piece holding g's ends keeps them, on its own grid (swapped if they
 * are its corners, as mz_grid_cut_piece's are: no exit in its border). */
static void keep_ends(const mz_grid *g, const uint32_t *label, uint32_t k, const mz_piece *pc)
{
    if (mz_grid_piece_at(g, label, g->start_y, g->start_x) != k)
        return;
    mz_grid *s = pc->grid;
    int sy = g->start_y - pc->oy, sx = g->start_x - pc->ox;
    int gy = g->goal_y - pc->oy, gx = g->goal_x - pc->ox;
    mz_grid_set_ends(s, sy, sx, gy, gx);
    if (mz_grid_ends_default(s))
        mz_grid_set_ends(s, gy, gx, sy, sx);
}

/* The block of piece k, cut out as pc. */
static int piece_block(FILE *out, uint32_t k, const mz_piece *pc, const mz_solver_info *solver,
                       bool *perfect)
{
    const mz_grid *s = pc->grid;
    io_examined e;
    int err = io_examine(s, &e);
    mz_solver *sv = err ? NULL : mz_solve_new_with(solver, s);
    if (!sv) {
        io_examined_free(&e);
        return MZ_ENOMEM;
    }
    mz_solve_finish(sv);
    size_t route = 0;
    mz_solve_route(sv, &route);
    const mz_report *r = &e.report;
    *perfect = *perfect && r->perfect;
    fprintf(out, "\npiece: %u\ntop: %d\nleft: %d\nheight: %d\nwidth: %d\n", (unsigned)k + 1, pc->oy,
            pc->ox, s->height, s->width);
    fprintf(out, "start: %d,%d\nexit: %d,%d\nrooms: %llu\n", s->start_y + pc->oy,
            s->start_x + pc->ox, s->goal_y + pc->oy, s->goal_x + pc->ox,
            (unsigned long long)r->rooms);
    io_print_solved(out, &e, solver->name, mz_solve_visits(sv), route);
    char text[2048];
    io_figures_text(&e, false, text, sizeof text);
    fputs(text, out);
    mz_solve_free(sv);
    io_examined_free(&e);
    return ferror(out) ? 1 : MZ_OK;
}

int io_pieces_stats(FILE *out, const mz_grid *g, const mz_solver_info *solver, bool *perfect)
{
    *perfect = true;
    size_t rooms = (size_t)((g->height - 1) / 2) * (size_t)((g->width - 1) / 2);
    uint32_t *label = malloc(rooms * sizeof *label);
    uint32_t n = label ? mz_grid_pieces(g, label) : 0;
    uint64_t *count = n ? calloc(n, sizeof *count) : NULL;
    int err = count ? MZ_OK : MZ_ENOMEM;
    if (!err) {
        mz_grid_piece_rooms(g, label, count);
        uint32_t lone = 0;
        for (uint32_t k = 0; k < n; k++)
            lone += count[k] == 1;
        fprintf(out, "pieces: %u\nlone_rooms: %u\n", (unsigned)n, (unsigned)lone);
    }
    for (uint32_t k = 0; !err && k < n; k++) {
        if (count[k] < 2)
            continue;
        mz_piece pc;
        err = mz_grid_cut_piece(g, label, k, &pc);
        if (!err) {
            keep_ends(g, label, k, &pc);
            err = piece_block(out, k, &pc, solver, perfect);
        }
        mz_grid_free(pc.grid);
    }
    free(count);
    free(label);
    return err;
}

int io_examine_played(const mz_grid *g, io_examined *e, uint32_t *piece, uint32_t *pieces)
{
    *piece = *pieces = 1;
    long apart = mz_grid_masked(g) ? mz_grid_count_pieces(g) : 1;
    if (apart == 1 || apart == 0) /* none inside: io_examine says what it finds */
        return io_examine(g, e);
    size_t rooms = (size_t)((g->height - 1) / 2) * (size_t)((g->width - 1) / 2);
    uint32_t *label = apart > 0 ? malloc(rooms * sizeof *label) : NULL;
    uint32_t n = label ? mz_grid_pieces(g, label) : 0;
    uint32_t k = n ? mz_grid_piece_at(g, label, g->start_y, g->start_x) : 0;
    mz_piece pc = {0};
    int err = n ? mz_grid_cut_piece(g, label, k, &pc) : MZ_ENOMEM;
    if (!err) {
        keep_ends(g, label, k, &pc);
        err = io_examine(pc.grid, e);
        *piece = k + 1;
        *pieces = n;
    }
    mz_grid_free(pc.grid);
    free(label);
    return err;
}
