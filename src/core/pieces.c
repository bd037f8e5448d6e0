/* pieces.c - the pieces of a maze in a shape: rooms labelled by a search
 * through side-by-side neighbours. SPDX-License-Identifier: MIT */
#include "mazedfs/pieces.h"

#include <stdint.h>
#include <stdlib.h>

#include "mazedfs/error.h"

uint32_t mz_grid_pieces(const mz_grid *g, uint32_t *label)
{
    int rows = (g->height - 1) / 2, cols = (g->width - 1) / 2;
    size_t n = (size_t)rows * (size_t)cols;
    uint32_t *stack = malloc(n * sizeof *stack);
    if (!stack)
        return 0;
    for (size_t i = 0; i < n; i++)
        label[i] = MZ_NO_PIECE;
    uint32_t pieces = 0;
    for (size_t i = 0; i < n; i++) {
        int y = 2 * (int)(i / (size_t)cols) + 1, x = 2 * (int)(i % (size_t)cols) + 1;
        if (label[i] != MZ_NO_PIECE || *mz_grid_at(g, y, x) == MZ_OUTSIDE)
            continue;
        size_t top = 0;
        label[i] = pieces;
        stack[top++] = (uint32_t)i;
        while (top) {
            uint32_t r = stack[--top];
            int ry = (int)(r / (uint32_t)cols), rx = (int)(r % (uint32_t)cols);
            for (int d = 0; d < MZ_NDIRS; d++) {
                int ny = ry + mz_dy[d], nx = rx + mz_dx[d];
                if (ny < 0 || nx < 0 || ny >= rows || nx >= cols)
                    continue;
                size_t j = (size_t)ny * (size_t)cols + (size_t)nx;
                if (label[j] == MZ_NO_PIECE &&
                    *mz_grid_at(g, 2 * ny + 1, 2 * nx + 1) != MZ_OUTSIDE) {
                    label[j] = pieces;
                    stack[top++] = (uint32_t)j;
                }
            }
        }
        pieces++;
    }
    free(stack);
    return pieces;
}

/* The label of room (y, x) of g. */
static uint32_t label_at(const mz_grid *g, const uint32_t *label, int y, int x)
{
    return label[(size_t)(y / 2) * (size_t)((g->width - 1) / 2) + (size_t)(x / 2)];
}

/* The piece ask chooses among pieces counted in count, or MZ_NO_PIECE
 * with *why. */
static uint32_t choose(const mz_grid *g, const uint32_t *label, const uint64_t *count,
                       uint32_t pieces, const mz_pieces_ask *ask, mz_pieces_why *why)
{
    uint32_t k = 0;
    if (ask && (ask->start_given || ask->goal_given)) {
        uint32_t a =
            ask->start_given ? label_at(g, label, ask->start_y, ask->start_x) : MZ_NO_PIECE;
        uint32_t b = ask->goal_given ? label_at(g, label, ask->goal_y, ask->goal_x) : MZ_NO_PIECE;
        *why = a != MZ_NO_PIECE && b != MZ_NO_PIECE && a != b ? MZ_PIECES_APART
                                                              : MZ_PIECES_SINGLE_ROOM;
        k = a != MZ_NO_PIECE ? a : b;
        return *why == MZ_PIECES_APART || count[k] < 2 ? MZ_NO_PIECE : k;
    }
    for (uint32_t i = 0; i < pieces; i++)
        if (ask && ask->biggest ? count[i] > count[k] : count[k] < 2)
            k = i;
    *why = MZ_PIECES_ALL_SINGLE;
    return count[k] < 2 ? MZ_NO_PIECE : k;
}

/* Sets g's ends in piece k: the asked ones, the others its first and
 * last rooms (swapped when the asked one is that room). */
static void set_piece_ends(mz_grid *g, const uint32_t *label, uint32_t k, const mz_pieces_ask *ask)
{
    int cols = (g->width - 1) / 2;
    size_t n = (size_t)((g->height - 1) / 2) * (size_t)cols, first = SIZE_MAX, last = 0;
    for (size_t i = 0; i < n; i++)
        if (label[i] == k) {
            first = first == SIZE_MAX ? i : first;
            last = i;
        }
    int fy = 2 * (int)(first / (size_t)cols) + 1, fx = 2 * (int)(first % (size_t)cols) + 1;
    int ly = 2 * (int)(last / (size_t)cols) + 1, lx = 2 * (int)(last % (size_t)cols) + 1;
    bool s = ask && ask->start_given, e = ask && ask->goal_given;
    int sy = s ? ask->start_y : fy, sx = s ? ask->start_x : fx;
    int gy = e ? ask->goal_y : ly, gx = e ? ask->goal_x : lx;
    if (s && !e && sy == gy && sx == gx)
        gy = fy, gx = fx;
    if (e && !s && sy == gy && sx == gx)
        sy = ly, sx = lx;
    mz_grid_set_ends(g, sy, sx, gy, gx);
}

int mz_grid_pieces_ends(mz_grid *g, const mz_pieces_ask *ask, uint32_t *npieces, mz_pieces_why *why)
{
    int cols = (g->width - 1) / 2;
    size_t n = (size_t)((g->height - 1) / 2) * (size_t)cols;
    uint32_t *label = malloc(n * sizeof *label);
    uint32_t pieces = label ? mz_grid_pieces(g, label) : 0;
    uint64_t *count = pieces ? calloc(pieces, sizeof *count) : NULL;
    *npieces = pieces;
    if (!count) {
        free(label);
        return MZ_ENOMEM;
    }
    for (size_t i = 0; i < n; i++)
        if (label[i] != MZ_NO_PIECE)
            count[label[i]]++;
    uint32_t k = choose(g, label, count, pieces, ask, why);
    if (k != MZ_NO_PIECE)
        set_piece_ends(g, label, k, ask);
    free(count);
    free(label);
    return k == MZ_NO_PIECE ? MZ_EUSAGE : MZ_OK;
}
