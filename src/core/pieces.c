/* pieces.c - the pieces of a maze in a shape: rooms labelled by a search
 * through side-by-side neighbours. SPDX-License-Identifier: MIT */
#include "mazedfs/pieces.h"

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

int mz_grid_pieces_ends(mz_grid *g, uint32_t *npieces)
{
    int cols = (g->width - 1) / 2;
    size_t n = (size_t)((g->height - 1) / 2) * (size_t)cols;
    uint32_t *label = malloc(n * sizeof *label);
    uint32_t pieces = label ? mz_grid_pieces(g, label) : 0;
    *npieces = pieces;
    if (!pieces) {
        free(label);
        return MZ_ENOMEM;
    }
    uint64_t *count = calloc(pieces, sizeof *count);
    if (!count) {
        free(label);
        return MZ_ENOMEM;
    }
    for (size_t i = 0; i < n; i++)
        if (label[i] != MZ_NO_PIECE)
            count[label[i]]++;
    uint32_t k = 0;
    while (k < pieces && count[k] < 2)
        k++;
    size_t first = SIZE_MAX, last = 0;
    for (size_t i = 0; k < pieces && i < n; i++) {
        if (label[i] == k) {
            first = first == SIZE_MAX ? i : first;
            last = i;
        }
    }
    free(count);
    free(label);
    if (k == pieces)
        return MZ_EUSAGE;
    mz_grid_set_ends(g, 2 * (int)(first / (size_t)cols) + 1, 2 * (int)(first % (size_t)cols) + 1,
                     2 * (int)(last / (size_t)cols) + 1, 2 * (int)(last % (size_t)cols) + 1);
    return MZ_OK;
}
