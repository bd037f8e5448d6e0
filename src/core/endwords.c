/* endwords.c - pseudo-code lines that name the lab's corners, and what
 * they say instead when the maze's ends are elsewhere. SPDX-License-Identifier: MIT */
#include "mazedfs/endwords.h"

#include <string.h>

#include "mazedfs/intl.h"

enum { LAB = 0, OTHER = 1, SHAPE = 2 };

/* A line of some algorithm's code and what it says when the ends are not
 * the lab's (when: OTHER for any other ends, SHAPE for a shape only: the
 * backtracker starts at a shape's goal, but at the corner under --exit). */
typedef struct swap {
    const char *line, *other;
    int when;
} swap;

static const swap swaps[] = {
    {"start on the top-left cell; mark it", N_("start on the start cell; mark it"), OTHER},
    {"start on the top-left cell", N_("start on the start cell"), OTHER},
    {"open the exit at the bottom right", N_("no door to open: the exit is a room inside"), OTHER},
    {"start in the bottom-right room; push it", N_("start in the shape's last room; push it"),
     SHAPE},
};

int mz_code_ends_kind(const mz_grid *g)
{
    return (mz_grid_ends_default(g) ? LAB : OTHER) | (mz_grid_masked(g) ? SHAPE : LAB);
}

const char *mz_code_line_for(const char *line, const mz_grid *g)
{
    int kind = mz_code_ends_kind(g);
    for (size_t i = 0; line && kind && i < sizeof swaps / sizeof swaps[0]; i++)
        if ((kind & swaps[i].when) && strcmp(line, swaps[i].line) == 0)
            return swaps[i].other;
    return line;
}
