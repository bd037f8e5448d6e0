/* palette.h - the named colour sets of --palette: one table that the window,
 * the GIF and the pictures (PNG, SVG, PDF, worksheets) all read. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PALETTE_H
#define MAZEDFS_PALETTE_H

#include <stddef.h>
#include <stdint.h>

/* How many colours the sets of Kruskal and Eller take turns with. */
#define MZ_PALETTE_SETS 16

/* The colours of an algorithm's drawn structure (drawn.h), 0xRRGGBB: each
 * at 3:1 or more against the passage (a projector), none the colour of the
 * palette's walls, dot, trail or route. */
typedef struct mz_drawn_colors {
    uint32_t frontier; /* queue, open set, frontier */
    uint32_t closed;   /* done with */
    uint32_t dead;     /* dead branches, Tremaux's twice */
    uint32_t once;     /* Tremaux's once */
    uint32_t walk;     /* Wilson's walk */
    uint32_t scan;     /* hunt-and-kill's scan row */
    uint32_t chamber;  /* the chamber being split */
    uint32_t stack;    /* a depth-first path on its stack */
    uint32_t arrow;    /* origin shift's pointers */
    uint32_t sets[MZ_PALETTE_SETS];
} mz_drawn_colors;

/* --predict's marks in the window (quiz.c), 0xRRGGBB: each at 3:1 or more
 * against the passage and, by hue, apart from each other and from the
 * palette's walls, dot and trail (colour-blind too). */
typedef struct mz_quiz_colors {
    uint32_t ring;   /* the candidate cells' rings, and the answer's */
    uint32_t answer; /* the cell the run takes, once answered */
    uint32_t wrong;  /* a wrong click's cell */
} mz_quiz_colors;

/* The colours on a dark ground: the window and the GIF. 0xRRGGBB each. A
 * new thing to colour is a new field here, a value in every palette
 * (palette.c) and, where it must be told from something, a pair. */
typedef struct mz_screen_colors {
    uint32_t wall, passage;
    uint32_t dot;       /* the dot, and a solver's head */
    uint32_t trail;     /* a solver's trail: the cells it has visited */
    uint32_t trace;     /* the shortest path's small dots (T, --trace) */
    uint32_t route;     /* a solver's route, drawn over its trail */
    uint32_t fill;      /* cells a solver gave up (dead-end filling) */
    uint32_t hint;      /* the hint's rings */
    uint32_t crumb1;    /* breadcrumbs: a passage walked once */
    uint32_t crumb2;    /* and one walked back over */
    uint32_t fog;       /* dark mode: never seen */
    uint32_t heat_wall; /* walls under the heat map (its ramp is io_heat_rgb) */
    mz_drawn_colors drawn;
    mz_quiz_colors quiz;
} mz_screen_colors;

/* The colours on paper: PNG, SVG, PDF and the worksheets. */
typedef struct mz_paper_colors {
    uint32_t wall, passage, route;
} mz_paper_colors;

typedef struct mz_palette {
    const char *name; /* --palette's word */
    mz_screen_colors screen;
    mz_paper_colors paper;
} mz_palette;

/* The palettes, the default first, and how many there are. */
extern const mz_palette mz_palettes[];
extern const int mz_palette_count;

/* The palette called name, or NULL. */
const mz_palette *mz_palette_find(const char *name);

/* The palettes' names joined by sep ("a|b|c"), into buf (n bytes); buf. */
const char *mz_palette_names(char *buf, size_t n, const char *sep);

/* Two colours that must be told apart, as byte offsets into mz_palette
 * (offsetof(mz_palette, screen.wall)), and why. Every palette keeps each
 * pair at a WCAG contrast ratio of 3:1 or better (colour-blind too under a
 * deuteranopia and a protanopia simulation); test_palette checks it. */
typedef struct mz_palette_pair {
    size_t a, b;
    const char *why;
} mz_palette_pair;

extern const mz_palette_pair mz_palette_pairs[];
extern const int mz_palette_pair_count;

struct mz_options;

/* The window's and the GIF's colours for the options o: its palette's,
 * with the colours given on the command line in their place (--wall-color,
 * --path-color, and --dot-color for the dot, trail, trace and hint, as the
 * lab's one dot colour was). */
mz_screen_colors mz_palette_screen(const struct mz_options *o);

/* The colours on paper for o: its palette's, with --wall-color,
 * --path-color and --dot-color (the route) in their place. */
mz_paper_colors mz_palette_paper(const struct mz_options *o);

/* A colour of p by its offset (from mz_palette_pair). */
uint32_t mz_palette_color(const mz_palette *p, size_t offset);

#endif
