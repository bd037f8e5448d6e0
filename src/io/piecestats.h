/* piecestats.h - --stats with --pieces: the figures of each piece of a
 * shape, a maze of its own. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_PIECESTATS_H
#define MAZEDFS_IO_PIECESTATS_H

#include <stdbool.h>
#include <stdio.h>

#include "examine.h"
#include "mazedfs/grid.h"
#include "mazedfs/solve.h"

/* Writes to out "pieces: N" and "lone_rooms: M" (pieces of a single room,
 * no maze), then for each piece of g of two rooms or more, after a blank
 * line, a block of "key: value" lines: "piece: K" (1 to N, in the order of
 * the pieces' first rooms), its box on g in cells (top, left, height,
 * width), its start and exit (rooms of g, Y,X), then the figures --stats
 * gives a maze (rooms to solver_route, and io_figures_text's), of the
 * piece cut out alone (mz_grid_cut_piece), solver's figures among them.
 * The piece holding g's ends keeps them; the others' are their first and
 * last rooms. *perfect gets whether every block's maze is perfect.
 * Returns MZ_OK, MZ_ENOMEM, or 1 when out fails. */
int io_pieces_stats(FILE *out, const mz_grid *g, const mz_solver_info *solver, bool *perfect);

/* io_examine of the maze the dot plays: g itself when its rooms are one
 * piece, else the piece holding g's ends cut out alone, as
 * io_pieces_stats examines it (e->route's cells are then on that piece's
 * grid). *piece gets its number from 1 and *pieces how many g has (1, 1
 * for one piece). Returns MZ_OK, or MZ_ENOMEM (e holds nothing to free). */
int io_examine_played(const mz_grid *g, io_examined *e, uint32_t *piece, uint32_t *pieces);

#endif
