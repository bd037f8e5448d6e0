/* palette.c - the colours of every palette, and the pairs they keep apart.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/palette.h"

#include "mazedfs/cli.h"

#include <stdio.h>
#include <string.h>

/* What must be told apart, and why not more. On a black passage only three
 * levels of brightness stand 3:1 from each other (black, a dim colour of
 * relative luminance 0.1 to 0.3, a bright one above 0.4), so each marker
 * is dim or bright and the pairs below are the ones a player meets:
 *
 * - the wall and the passage: the maze itself (the start and exit arrows
 *   are wall drawn on passage);
 * - every marker and the passage it sits on: the dot, the trail, the
 *   trace, the route, filled cells, the hint, both breadcrumbs;
 * - the dot and the trail (a solver's head walks over its trail), the dot
 *   and a once-walked breadcrumb (the player stands on one; over a
 *   walked-back one the dot's dark rim keeps it apart);
 * - the route and the trail it is drawn over;
 * - the two breadcrumbs, which lie side by side;
 * - on paper, the wall and the route against the paper.
 *
 * Not kept apart by brightness, only by hue and shape: a bright breadcrumb
 * and a bright wall (the crumb follows the passages), the dot and the wall
 * (the dot stays inside its passage), the trail and the breadcrumbs. */
const mz_palette_pair mz_palette_pairs[] = {
#define SCREEN(a, b, why)                                                                          \
    {                                                                                              \
        offsetof(mz_palette, screen.a), offsetof(mz_palette, screen.b), why                        \
    }
    SCREEN(wall, passage, "the maze"),
    SCREEN(dot, passage, "the dot on its way"),
    SCREEN(trail, passage, "a solver's trail"),
    SCREEN(trace, passage, "the shortest path's dots"),
    SCREEN(route, passage, "a solver's route"),
    SCREEN(fill, passage, "a filled dead end beside an open cell"),
    SCREEN(hint, passage, "the hint's rings"),
    SCREEN(crumb1, passage, "a breadcrumb beside an unwalked cell"),
    SCREEN(crumb2, passage, "a walked-back breadcrumb beside an unwalked cell"),
    SCREEN(dot, trail, "a solver's head on its trail"),
    SCREEN(dot, crumb1, "the dot on the breadcrumb it stands on"),
    SCREEN(route, trail, "the route over the trail"),
    SCREEN(crumb1, crumb2, "the two breadcrumbs side by side"),
    SCREEN(drawn.frontier, passage, "a frontier, queue or open set"),
    SCREEN(drawn.closed, passage, "cells a solver is done with"),
    SCREEN(drawn.dead, passage, "a dead branch"),
    SCREEN(drawn.once, passage, "a once-marked passage"),
    SCREEN(drawn.walk, passage, "Wilson's walk"),
    SCREEN(drawn.scan, passage, "hunt-and-kill's scan row"),
    SCREEN(drawn.chamber, passage, "division's chamber"),
    SCREEN(drawn.stack, passage, "a depth-first stack"),
    SCREEN(drawn.arrow, passage, "origin shift's arrows"),
    SCREEN(quiz.ring, passage, "--predict's rings round the candidates"),
    SCREEN(quiz.answer, passage, "--predict's answer"),
    SCREEN(quiz.wrong, passage, "--predict's wrong click"),
#undef SCREEN
    {offsetof(mz_palette, paper.wall), offsetof(mz_palette, paper.passage), "walls on paper"},
    {offsetof(mz_palette, paper.route), offsetof(mz_palette, paper.passage), "the route on paper"},
};
const int mz_palette_pair_count = sizeof mz_palette_pairs / sizeof *mz_palette_pairs;

/* --predict's marks (mz_quiz_colors): amber rings, a blue answer and a
 * magenta wrong click (red would be the default's trail); high contrast's
 * rings orange, as amber stood too near its yellow dot; colour-blind's a
 * yellow ring, a green answer, a dark vermilion wrong click, which stay
 * apart under protanopia and deuteranopia where its blues are taken by
 * the walls and the trail. */
/* The default keeps the lab's green walls on black; its dot is white, as a
 * red one stood only 2.9:1 from the walls and could not be told from a red
 * trail. High contrast: white walls, a yellow dot, cyan route. Colour-blind:
 * Okabe and Ito's colours on the blue-yellow axis, which red-green colour
 * blindness keeps (sky-blue walls, blue trail, yellow route). */
/* The drawn state's colours (mz_drawn_colors): Okabe and Ito's colours where
 * they fit, which stay apart for the common colour blindnesses; the sets,
 * light and dim in turn, leave out each palette's walls and dot. */
#define DEFAULT_DRAWN                                                                              \
    {                                                                                              \
        .frontier = 0x56b4e9, .closed = 0x5a6a8a, .dead = 0xcc79a7, .once = 0xff8c40,              \
        .walk = 0xf0e442, .scan = 0x0072b2, .chamber = 0x8c7ae6, .stack = 0xa0a0a0,                \
        .arrow = 0xc0c0c0, .sets = {                                                               \
            0xe69f00,                                                                              \
            0xf0e442,                                                                              \
            0x56b4e9,                                                                              \
            0xcc79a7,                                                                              \
            0x8c7ae6,                                                                              \
            0x40c8c8,                                                                              \
            0xffa0c0,                                                                              \
            0xc8a060,                                                                              \
            0xb0b0ff,                                                                              \
            0xff8c40,                                                                              \
            0x7090ff,                                                                              \
            0xd0d070,                                                                              \
            0xc060e0,                                                                              \
            0x60a8c0,                                                                              \
            0xe0c0a0,                                                                              \
            0xa0e0ff                                                                               \
        }                                                                                          \
    }
#define HIGH_CONTRAST_DRAWN                                                                        \
    {                                                                                              \
        .frontier = 0x56b4e9, .closed = 0x5a6a8a, .dead = 0xcc79a7, .once = 0xe69f00,              \
        .walk = 0xe69f00, .scan = 0x0072b2, .chamber = 0x8c7ae6, .stack = 0xa0a0a0,                \
        .arrow = 0xffa0c0, .sets = {                                                               \
            0xe69f00,                                                                              \
            0x56b4e9,                                                                              \
            0xcc79a7,                                                                              \
            0x8c7ae6,                                                                              \
            0x40c8c8,                                                                              \
            0xffa0c0,                                                                              \
            0xc8a060,                                                                              \
            0xb0b0ff,                                                                              \
            0xff8c40,                                                                              \
            0x7090ff,                                                                              \
            0xc060e0,                                                                              \
            0x60a8c0,                                                                              \
            0xb08040,                                                                              \
            0x009e73,                                                                              \
            0xd55e00,                                                                              \
            0x9090c0                                                                               \
        }                                                                                          \
    }
#define COLOUR_BLIND_DRAWN                                                                         \
    {                                                                                              \
        .frontier = 0xe69f00, .closed = 0x707070, .dead = 0xcc79a7, .once = 0xe69f00,              \
        .walk = 0xf0e442, .scan = 0xd55e00, .chamber = 0xcc79a7, .stack = 0xa0a0a0,                \
        .arrow = 0xc0c0c0, .sets = {                                                               \
            0xe69f00,                                                                              \
            0xf0e442,                                                                              \
            0xcc79a7,                                                                              \
            0xd55e00,                                                                              \
            0x009e73,                                                                              \
            0xa0a0a0,                                                                              \
            0xffd0a0,                                                                              \
            0xb060c0,                                                                              \
            0xffa0c0,                                                                              \
            0xc8a060,                                                                              \
            0xff8c40,                                                                              \
            0xd0d070,                                                                              \
            0xc060e0,                                                                              \
            0x90e0b0,                                                                              \
            0xe0c0a0,                                                                              \
            0xb08040                                                                               \
        }                                                                                          \
    }

const mz_palette mz_palettes[] = {
    {"default",
     {.wall = 0x00ff00,
      .passage = 0x000000,
      .dot = 0xffffff,
      .trail = 0xe00000,
      .trace = 0xffd000,
      .route = 0xffd000,
      .fill = 0x707070,
      .hint = 0xffffff,
      .crumb1 = 0xc06000,
      .crumb2 = 0xb0e8ff,
      .fog = 0x1c2430,
      .heat_wall = 0x181818,
      .drawn = DEFAULT_DRAWN,
      .quiz = {.ring = 0xffb000, .answer = 0x3050ff, .wrong = 0xff40ff}},
     {.wall = 0x000000, .passage = 0xffffff, .route = 0xff0000}},
    {"high-contrast",
     {.wall = 0xffffff,
      .passage = 0x000000,
      .dot = 0xffff00,
      .trail = 0xe00000,
      .trace = 0x00ffff,
      .route = 0x00ffff,
      .fill = 0x909090,
      .hint = 0xffff00,
      .crumb1 = 0xb85000,
      .crumb2 = 0x80ffff,
      .fog = 0x1c2430,
      .heat_wall = 0x181818,
      .drawn = HIGH_CONTRAST_DRAWN,
      .quiz = {.ring = 0xff8000, .answer = 0x3050ff, .wrong = 0xff40ff}},
     {.wall = 0x000000, .passage = 0xffffff, .route = 0xc00000}},
    {"colour-blind",
     {.wall = 0x56b4e9,
      .passage = 0x000000,
      .dot = 0xffffff,
      .trail = 0x0072b2,
      .trace = 0xf0e442,
      .route = 0xf0e442,
      .fill = 0x808080,
      .hint = 0xffffff,
      .crumb1 = 0x0072b2,
      .crumb2 = 0xf0e442,
      .fog = 0x1c2430,
      .heat_wall = 0x181818,
      .drawn = COLOUR_BLIND_DRAWN,
      .quiz = {.ring = 0xffe000, .answer = 0x40c080, .wrong = 0xc04000}},
     {.wall = 0x000000, .passage = 0xffffff, .route = 0x0072b2}},
};
const int mz_palette_count = sizeof mz_palettes / sizeof *mz_palettes;

const mz_palette *mz_palette_find(const char *name)
{
    for (int i = 0; name && i < mz_palette_count; i++)
        if (strcmp(mz_palettes[i].name, name) == 0)
            return &mz_palettes[i];
    return NULL;
}

const char *mz_palette_names(char *buf, size_t n, const char *sep)
{
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < mz_palette_count && used < n; i++) {
        int w = snprintf(buf + used, n - used, "%s%s", i ? sep : "", mz_palettes[i].name);
        used += w > 0 ? (size_t)w : 0;
    }
    return buf;
}

static const mz_palette *palette_of(const mz_options *o)
{
    return o->palette ? o->palette : &mz_palettes[0];
}

mz_screen_colors mz_palette_screen(const mz_options *o)
{
    mz_screen_colors c = palette_of(o)->screen;
    if (o->colors_given & MZ_COLOR_WALL)
        c.wall = o->wall_color;
    if (o->colors_given & MZ_COLOR_PATH)
        c.passage = o->path_color;
    if (o->colors_given & MZ_COLOR_DOT)
        c.dot = c.trail = c.trace = c.hint = o->dot_color;
    return c;
}

mz_paper_colors mz_palette_paper(const mz_options *o)
{
    mz_paper_colors c = palette_of(o)->paper;
    if (o->colors_given & MZ_COLOR_WALL)
        c.wall = o->wall_color;
    if (o->colors_given & MZ_COLOR_PATH)
        c.passage = o->path_color;
    if (o->colors_given & MZ_COLOR_DOT)
        c.route = o->dot_color;
    return c;
}

uint32_t mz_palette_color(const mz_palette *p, size_t offset)
{
    uint32_t c;
    memcpy(&c, (const char *)p + offset, sizeof c);
    return c;
}
