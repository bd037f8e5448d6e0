/* gen_division.c - recursive division: walls rise in an open room, and
 * each split opens doors in its four wall arms: one in three of them
 * (division), two drawn in each of three as the seed post's code does
 * (division-loops), or one in all four (division-four, 0.1.0's loops
 * variant). SPDX-License-Identifier: MIT */
#include "gen_impl.h"
#include "mazedfs/drawn.h"

#include <stdio.h>

#include <stdlib.h>
#include <string.h>

/* A chamber's rooms span the odd rows top..bottom and columns left..right. */
typedef struct chamber {
    int top, left, bottom, right;
} chamber;

/* The doors a split opens. */
typedef enum door_plan {
    DOORS_THREE, /* one door in three arms, the fourth drawn to stay shut */
    DOORS_POST,  /* as DOORS_THREE, then a second door in each of the three */
    DOORS_FOUR,  /* one door in every arm, no arm drawn to stay shut */
} door_plan;

/* The split being drawn: its wall lines, the doors in each of the four
 * arms (0 for none; an arm's two doors may be the same cell) and how far
 * the drawing has got. */
typedef struct split {
    chamber c;
    int row, col;
    int door[4][2]; /* left of col, right of col (on row); above, below row (on col) */
    int k;          /* next cell: 0..width-1 along the row, then down the column */
} split;

typedef struct division {
    mz_gen base;
    door_plan plan;
    bool opened;    /* the interior has been opened */
    bool pushed;    /* step(): its push has been shown (line 2) */
    bool splitting; /* cur holds a split being drawn */
    split cur;
    chamber *stack; /* chambers still to divide; capacity fixed at creation */
    int depth;
    size_t cap; /* the stack's capacity (see division_new) */
} division;

/* The rooms of chamber c. */
static inline uint64_t chamber_rooms(chamber c)
{
    return (uint64_t)((c.bottom - c.top) / 2 + 1) * (uint64_t)((c.right - c.left) / 2 + 1);
}

/* An odd position from lo to hi (both odd), uniformly. */
static inline int odd_between(mz_rng *r, int lo, int hi)
{
    return lo + 2 * (int)mz_rng_below(r, (uint32_t)((hi - lo) / 2 + 1));
}

/* An even position strictly between lo and hi (both odd), uniformly. */
static inline int even_between(mz_rng *r, int lo, int hi)
{
    return lo + 1 + 2 * (int)mz_rng_below(r, (uint32_t)((hi - lo) / 2));
}

/* The four chambers a split leaves, top-left last. */
static void quarters(const split *p, chamber q[4])
{
    q[0] = (chamber){p->row + 1, p->col + 1, p->c.bottom, p->c.right};
    q[1] = (chamber){p->row + 1, p->c.left, p->c.bottom, p->col - 1};
    q[2] = (chamber){p->c.top, p->col + 1, p->row - 1, p->c.right};
    q[3] = (chamber){p->c.top, p->c.left, p->row - 1, p->col - 1};
}

static inline bool splits_again(chamber c) { return c.bottom > c.top && c.right > c.left; }

/* Counts the rooms of the chambers the new split leaves too thin to split
 * again: they are finished once its walls stand. So the progress figure
 * climbs to all rooms as the last split begins. */
static void count_finished(division *s)
{
    chamber q[4];
    quarters(&s->cur, q);
    for (int i = 0; i < 4; i++)
        if (!splits_again(q[i]))
            s->base.rooms_in += chamber_rooms(q[i]);
}

/* Pushes the four chambers of the finished split, top-left on top, keeping
 * only those still two rooms wide and tall. */
static void push_quarters(division *s)
{
    chamber q[4];
    quarters(&s->cur, q);
    for (int i = 0; i < 4; i++)
        if (splits_again(q[i])) {
            MZ_ASSERT((size_t)s->depth < s->cap);
            s->stack[s->depth++] = q[i];
        }
}

/* A door on arm i of split p, at a uniformly random odd place on it. */
static int arm_door(mz_rng *r, const split *p, int i)
{
    switch (i) {
    case 0: return odd_between(r, p->c.left, p->col - 1);
    case 1: return odd_between(r, p->col + 1, p->c.right);
    case 2: return odd_between(r, p->c.top, p->row - 1);
    default: return odd_between(r, p->row + 1, p->c.bottom);
    }
}

/* Draws the split of chamber c: the row, the column, the arm to keep shut
 * (not for DOORS_FOUR) and a door in each other arm, in arm order; for
 * DOORS_POST then a second door in each of those arms, in the same order,
 * each drawn on its own, so the two may fall on one cell. DOORS_POST thus
 * draws what DOORS_THREE draws, in its order, before its extra doors;
 * DOORS_FOUR draws as 0.1.0's division-loops did. */
static void start_split(division *s, chamber c)
{
    split *p = &s->cur;
    mz_rng *r = &s->base.rng;
    p->c = c;
    p->row = even_between(r, c.top, c.bottom);
    p->col = even_between(r, c.left, c.right);
    int skip = s->plan == DOORS_FOUR ? -1 : (int)mz_rng_below(r, 4);
    int per_arm = s->plan == DOORS_POST ? 2 : 1;
    memset(p->door, 0, sizeof p->door);
    for (int j = 0; j < per_arm; j++)
        for (int i = 0; i < 4; i++)
            if (i != skip)
                p->door[i][j] = arm_door(r, p, i);
    p->k = 0;
    s->splitting = true;
    count_finished(s);
}

/* True if v is one of an arm's doors (0 is never a door's place). */
static inline bool is_door(const int door[2], int v) { return v == door[0] || v == door[1]; }

/* The next cell of the split's lines in *y, *x, the crossing once (with
 * the row); *door: 0 for a wall cell, 1 for an arm's first door, 2 for a
 * second door on another cell. False when the lines are drawn. */
static inline bool next_cell(split *p, int *y, int *x, int *door)
{
    int width = p->c.right - p->c.left + 1;
    int height = p->c.bottom - p->c.top + 1;
    while (p->k < width + height) {
        int k = p->k++, arm;
        if (k < width) {
            *y = p->row;
            *x = p->c.left + k;
            arm = *x < p->col ? 0 : 1;
        } else {
            *y = p->c.top + (k - width);
            *x = p->col;
            if (*y == p->row)
                continue;
            arm = *y < p->row ? 2 : 3;
        }
        int v = arm < 2 ? *x : *y;
        *door = v == p->door[arm][0] ? 1 : v == p->door[arm][1] ? 2 : 0;
        return true;
    }
    return false;
}

/* The next wall cell of the split in *y, *x; false when it is drawn. Door
 * cells are passed over. */
static inline bool next_wall_cell(split *p, int *y, int *x)
{
    int door;
    while (next_cell(p, y, x, &door))
        if (!door)
            return true;
    return false;
}

/* A decision of the split shown at (y, x) as pseudo-code line line. */
static bool look(int y, int x, int line, mz_event *ev)
{
    mz_event_set(ev, MZ_EV_LOOK, y, x);
    ev->line = (uint8_t)line;
    return true;
}

static inline bool advance(division *s, mz_event *ev)
{
    mz_grid *g = s->base.grid;
    if (!s->opened) {
        s->opened = true;
        mz_grid_open_interior(g);
        mz_event_set(ev, MZ_EV_OPEN_ALL, 0, 0);
        ev->line = 1;
        return true;
    }
    if (!s->pushed) {
        s->pushed = true;
        return look(g->height / 2 | 1, g->width / 2 | 1, 2, ev);
    }
    /* The lines after "raise a wall": the doors, then the push. */
    int push_line = s->plan == DOORS_POST ? 7 : 6, y, x, door;
    if (s->splitting && next_cell(&s->cur, &y, &x, &door)) {
        if (door)
            return look(y, x, 4 + door, ev);
        *mz_grid_at(g, y, x) = MZ_WALL;
        mz_event_set(ev, MZ_EV_WALL, y, x);
        ev->line = 4;
        return true;
    }
    if (s->splitting) {
        s->splitting = false;
        push_quarters(s);
        return look(s->cur.row, s->cur.col, push_line, ev);
    }
    if (s->depth == 0)
        return false;
    start_split(s, s->stack[--s->depth]);
    return look(s->cur.row, s->cur.col, 3, ev);
}

static bool div_step(mz_gen *g, mz_event *ev) { return advance((division *)g, ev); }

/* Draws a whole split at once for the fast path: the row as one memset,
 * the column down its cells, then the doors opened again. The chamber's
 * inside is all passage until its own split, so this leaves the bytes
 * that next_wall_cell() would, and the count is the same: every cell of
 * the two lines, the crossing once, less the door cells (an arm's two
 * doors on one cell count once). Returns that count. */
static uint64_t draw_split(mz_grid *g, const split *p)
{
    size_t width = (size_t)(p->c.right - p->c.left + 1);
    size_t height = (size_t)(p->c.bottom - p->c.top + 1);
    memset(mz_grid_at(g, p->row, p->c.left), MZ_WALL, width);
    uint8_t *cell = mz_grid_at(g, p->c.top, p->col);
    for (size_t k = 0; k < height; k++, cell += g->width)
        *cell = MZ_WALL;
    uint64_t n = width + height - 1;
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 2; j++) {
            int d = p->door[i][j];
            if (d && (j == 0 || d != p->door[i][0])) {
                *(i < 2 ? mz_grid_at(g, p->row, d) : mz_grid_at(g, d, p->col)) = MZ_PASSAGE;
                n--;
            }
        }
    }
    return n;
}

static uint64_t div_run(mz_gen *g)
{
    division *s = (division *)g;
    mz_event ev;
    uint64_t n = 0;
    if (!s->opened)
        n += advance(s, &ev);
    /* A split that stepping left half drawn is finished cell by cell. */
    int y, x;
    while (s->splitting && next_wall_cell(&s->cur, &y, &x)) {
        *mz_grid_at(g->grid, y, x) = MZ_WALL;
        n++;
    }
    if (s->splitting) {
        s->splitting = false;
        push_quarters(s);
    }
    while (s->depth > 0) {
        start_split(s, s->stack[--s->depth]);
        n += draw_split(g->grid, &s->cur);
        s->splitting = false;
        push_quarters(s);
    }
    return n;
}

static void div_release(mz_gen *g) { free(((division *)g)->stack); }

/* The panel's state line (gen_ops.describe). */
static int div_describe(const mz_gen *g, char *buf, size_t n)
{
    const division *s = (const division *)g;
    return snprintf(buf, n, mz_tr(N_("chambers waiting %d")), s->depth);
}

/* The drawn state (gen_ops.state): the open cells of the chamber being
 * split (its new walls stay wall-coloured as they are drawn). */
static int div_state(const mz_gen *g, uint32_t *plane)
{
    const division *s = (const division *)g;
    size_t w = (size_t)g->grid->width;
    memset(plane, 0, (size_t)g->grid->height * w * sizeof *plane);
    if (!s->splitting)
        return 0;
    for (int y = s->cur.c.top; y <= s->cur.c.bottom; y++)
        for (int x = s->cur.c.left; x <= s->cur.c.right; x++)
            if (mz_grid_open(g->grid, y, x))
                plane[(size_t)y * w + (size_t)x] = MZ_DRAWN_CHAMBER;
    return 0;
}

static const gen_ops ops = {div_step, div_run, div_release, 0, div_describe, div_state, NULL, NULL};

static mz_gen *chambers_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p, door_plan plan)
{
    /* Each split replaces one chamber by at most four smaller in both
     * directions, so the stack never holds more than 3 per level plus one. */
    int rooms_y = (grid->height - 1) / 2, rooms_x = (grid->width - 1) / 2;
    size_t cap = 3 * (size_t)(rooms_y < rooms_x ? rooms_y : rooms_x) + 4;
    chamber *stack = malloc(cap * sizeof *stack);
    division *s = stack ? mz_gen_alloc(sizeof *s, &ops, grid, seed, p) : NULL;
    if (!s) {
        free(stack);
        return NULL;
    }
    s->plan = plan;
    s->opened = false;
    s->pushed = false;
    s->splitting = false;
    s->stack = stack;
    s->depth = 0;
    s->cap = cap;
    chamber whole = {1, 1, grid->height - 2, grid->width - 2};
    if (whole.bottom > whole.top && whole.right > whole.left)
        s->stack[s->depth++] = whole;
    return &s->base;
}

static mz_gen *division_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    return chambers_new(grid, seed, p, DOORS_THREE);
}

static mz_gen *division_loops_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    return chambers_new(grid, seed, p, DOORS_POST);
}

static mz_gen *division_four_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    return chambers_new(grid, seed, p, DOORS_FOUR);
}

static const char *const code_division[] = {
    N_("open the whole interior"),
    N_("push the interior as one chamber"),
    N_("pop a chamber big enough to split"),
    N_("raise a wall across it and one down it"),
    N_("  leaving doors in three of the four arms"),
    N_("push the four smaller chambers; repeat"),
    N_("open the exit at the bottom right"),
    NULL,
};

static const char *const code_division_loops[] = {
    N_("open the whole interior"),
    N_("push the interior as one chamber"),
    N_("pop a chamber big enough to split"),
    N_("raise a wall across it and one down it"),
    N_("  keep one arm shut; in each of the other three"),
    N_("  open two doors at random (they may be one)"),
    N_("push the four smaller chambers; repeat"),
    N_("open the exit at the bottom right"),
    NULL,
};

static const char *const code_division_four[] = {
    N_("open the whole interior"),           N_("push the interior as one chamber"),
    N_("pop a chamber big enough to split"), N_("raise a wall across it and one down it"),
    N_("  leaving a door in all four arms"), N_("push the four smaller chambers; repeat"),
    N_("open the exit at the bottom right"), NULL,
};

/* The registry rows, listed in gen_list.c. */
const mz_gen_info mz_gen_division_info = {
    .name = "division",
    .aliases = "",
    .summary = "recursive division: walls rise in an open room, three doors per split",
    .perfect = true,
    .create = division_new,
    .uniform = false,
    .texture = "long straight walls, rectangular chambers",
    .code = code_division,
};

const mz_gen_info mz_gen_division_loops_info = {
    .name = "division-loops",
    .aliases = "loops",
    .summary =
        "recursive division as the post's code runs it: two doors drawn in each of three arms",
    .perfect = false,
    .create = division_loops_new,
    .uniform = false,
    .texture = "division's chambers, with loops through double doors",
    .code = code_division_loops,
};

const mz_gen_info mz_gen_division_four_info = {
    .name = "division-four",
    .aliases = "",
    .summary = "recursive division with a door in all four arms: one loop per split",
    .perfect = false,
    .create = division_four_new,
    .uniform = false,
    .texture = "division's chambers, a loop round every crossing",
    .code = code_division_four,
};
