/* drawn.c - what the drawn states share: sets as connected pieces.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/drawn.h"

#include <stdlib.h>
#include <string.h>

#include "mazedfs/error.h"

/* Row-major, so the first cell met of a piece is its least index: the
 * piece's number, which a merge keeps for the part that held it. */
int mz_drawn_components(const mz_grid *g, uint32_t *plane)
{
    size_t w = (size_t)g->width, n = w * (size_t)g->height;
    memset(plane, 0, n * sizeof *plane);
    uint32_t *stack = malloc(n * sizeof *stack);
    if (!stack)
        return MZ_ENOMEM;
    for (size_t i = 0; i < n; i++) {
        if (plane[i] || !(g->cells[i] & MZ_PASSAGE))
            continue;
        uint32_t label = MZ_DRAWN_SET + (uint32_t)i;
        size_t top = 0;
        plane[i] = label;
        stack[top++] = (uint32_t)i;
        while (top) {
            size_t c = stack[--top], y = c / w, x = c % w;
            for (int d = 0; d < MZ_NDIRS; d++) {
                size_t ny = y + (size_t)mz_dy[d], nx = x + (size_t)mz_dx[d];
                if (ny >= (size_t)g->height || nx >= w)
                    continue; /* off the grid (a -1 wraps to a huge size_t) */
                size_t m = ny * w + nx;
                if (!plane[m] && g->cells[m] & MZ_PASSAGE) {
                    plane[m] = label;
                    stack[top++] = (uint32_t)m;
                }
            }
        }
    }
    free(stack);
    return 0;
}
