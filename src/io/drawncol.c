/* drawncol.c - which palette colour a cell of the drawn state takes.
 * SPDX-License-Identifier: MIT */
#include "drawncol.h"

#include "mazedfs/drawn.h"

int io_drawn_set_index(uint32_t id)
{
    uint32_t h = id * 2654435761u; /* Knuth's multiplicative hash */
    return (int)((h >> 16) % MZ_PALETTE_SETS);
}

uint32_t io_drawn_rgb(const mz_screen_colors *c, uint32_t cls)
{
    const mz_drawn_colors *d = &c->drawn;
    const uint32_t by_class[MZ_DRAWN_ARROW] = {
        [MZ_DRAWN_NONE] = c->passage,    [MZ_DRAWN_FRONTIER] = d->frontier,
        [MZ_DRAWN_CLOSED] = d->closed,   [MZ_DRAWN_DEAD] = d->dead,
        [MZ_DRAWN_ONCE] = d->once,       [MZ_DRAWN_TWICE] = d->dead,
        [MZ_DRAWN_WALK] = d->walk,       [MZ_DRAWN_SCAN] = d->scan,
        [MZ_DRAWN_CHAMBER] = d->chamber, [MZ_DRAWN_STACK] = d->stack,
    };
    if (cls >= MZ_DRAWN_SET)
        return d->sets[io_drawn_set_index(cls - MZ_DRAWN_SET)];
    return cls < MZ_DRAWN_ARROW ? by_class[cls] : d->arrow;
}
