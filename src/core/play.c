/* play.c - the player's dot: the core decides every move.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/play.h"

void mz_play_start(mz_play *p)
{
    *p = (mz_play){1, 1, 0, false};
}

bool mz_play_move(mz_play *p, const mz_grid *g, int dir)
{
    if (p->won || dir < 0 || dir >= MZ_NDIRS)
        return false;
    int ny = p->y + mz_dy[dir], nx = p->x + mz_dx[dir];
    if (!mz_grid_open(g, ny, nx))
        return false;
    p->y = ny;
    p->x = nx;
    p->moves++;
    p->won = ny == mz_grid_exit_y(g) && nx == mz_grid_exit_x(g);
    return true;
}
