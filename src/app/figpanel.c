/* figpanel.c - the figures panel: --stats' figures of the maze on screen,
 * asked of io_examine (the app computes none of them itself); of a shape
 * in pieces, the piece played's (io_examine_played).
 * SPDX-License-Identifier: MIT */
#include "figpanel.h"

#include <stdio.h>
#include <string.h>

#include "examine.h"
#include "lang.h"
#include "piecestats.h"

/* The text: a title, the route and check, the figures, the keys. */
static void make_text(figpanel *p, const mz_grid *grid, const char *title)
{
    io_examined e;
    size_t n = sizeof p->text;
    int used = snprintf(p->text, n, _("Figures of this maze (as mazedfs --stats)\n%s\n"), title);
    uint32_t piece, pieces;
    if (io_examine_played(grid, &e, &piece, &pieces) != 0) {
        snprintf(p->text + used, n - (size_t)used, _("not enough memory to examine it\n"));
        return;
    }
    if (pieces > 1) /* a maze a piece (--pieces): the one played */
        used += snprintf(p->text + used, n - (size_t)used,
                         _("the piece played, %u of %u (--stats --pieces: each)\n"),
                         (unsigned)piece, (unsigned)pieces);
    used += snprintf(p->text + used, n - (size_t)used,
                     "rooms: %llu  solution_length: %zu  perfect: %s  loops: %llu\n\n",
                     (unsigned long long)e.report.rooms, e.route.length,
                     e.report.perfect ? "yes" : "no", (unsigned long long)e.report.loops);
    size_t rest = n - (size_t)used;
    size_t len = io_figures_text(&e, true, p->text + used, rest);
    used += (int)(len < rest ? len : rest - 1);
    snprintf(p->text + used, n - (size_t)used, _("\nF or Esc closes"));
    io_examined_free(&e);
}

bool figpanel_update(figpanel *p, hud *h, const mz_grid *grid, figpanel_maze maze,
                     const char *title, bool force)
{
    if (!force && p->made && memcmp(&maze, &p->maze, sizeof maze) == 0)
        return false;
    make_text(p, grid, title);
    p->maze = maze;
    p->made = true;
    if (p->tex)
        SDL_DestroyTexture(p->tex);
    p->tex = hud_text_texture(h, p->text);
    return true;
}

void figpanel_draw(figpanel *p, hud *h, SDL_Rect area)
{
    if (p->tex)
        hud_draw_box(h, p->tex, area);
}

void figpanel_free(figpanel *p)
{
    if (p->tex)
        SDL_DestroyTexture(p->tex);
    memset(p, 0, sizeof *p);
}
