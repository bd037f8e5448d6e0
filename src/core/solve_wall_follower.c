/* solve_wall_follower.c - the wall followers: left-hand and right-hand, a
 * walker keeping one hand on the wall. Both live here because they differ
 * in one number, the side they turn to first. SPDX-License-Identifier: MIT */
#include "mazedfs/predict.h"
#include "solve_impl.h"

/* One byte per cell: SEEN and the way back (2 bits) to the cell it was
 * first entered from, so the route is the walk with its detours cut. */
enum { SEEN = 0x80, BACK_MASK = 3 };

typedef struct follower {
    mz_solver base;
    uint8_t *plane;
    int turn;                  /* the hand's side: +1 left, +3 right (mod 4) */
    int heading;               /* the direction of the last move */
    uint64_t moves, max_moves; /* a walk longer than this is going round */
    bool started;
} follower;

static uint8_t *cell(const follower *s, int y, int x)
{
    return s->plane + (size_t)y * (size_t)s->base.grid->width + (size_t)x;
}

/* The hand's side first, then ahead, then the other side, then back. */
static int choose(const follower *s)
{
    const mz_solver *b = &s->base;
    const int order[MZ_NDIRS] = {s->turn, 0, 4 - s->turn, 2};
    for (int i = 0; i < MZ_NDIRS; i++) {
        int d = (s->heading + order[i]) & 3;
        if (mz_solve_open(b->grid, b->y, b->x, d))
            return d;
    }
    return -1;
}

static bool start(follower *s, mz_event *ev)
{
    mz_solver *b = &s->base;
    s->started = true;
    return mz_solve_begin(b, s->plane, SEEN, 1, ev);
}

static bool step(mz_solver *b, mz_event *ev)
{
    follower *s = (follower *)b;
    if (!s->started)
        return start(s, ev);
    int d = b->found ? -1 : choose(s);
    if (d < 0 || s->moves++ > s->max_moves)
        return false;
    uint8_t *here = cell(s, b->y, b->x);
    bool back = (*here & SEEN) && (b->y != b->grid->start_y || b->x != b->grid->start_x) &&
                (*here & BACK_MASK) == d;
    int oy = b->y, ox = b->x;
    bool toward = d == ((s->heading + s->turn) & 3); /* the hand's side was open */
    b->y += mz_dy[d];
    b->x += mz_dx[d];
    s->heading = d;
    uint8_t *next = cell(s, b->y, b->x);
    if (!*next) {
        *next = (uint8_t)(SEEN | MZ_OPPOSITE(d));
        b->visits++;
    }
    if (back)
        mz_event_set(ev, MZ_EV_RETREAT, oy, ox);
    else
        mz_event_set(ev, MZ_EV_VISIT, b->y, b->x);
    ev->line = (uint8_t)(back ? 4 : toward ? 2 : 3);
    mz_solve_check_exit(b, s->plane);
    return true;
}

/* The fast path's walk, for one hand: the hand's tries go round from its
 * side, by inc (1 for the right hand, 3 for the left), so with inc a
 * constant the tries are plain predicted branches (the walk ahead
 * proceeds on the prediction, not on the loads). Moves the head c until
 * the exit, a first or last row (the caller steps those), no way out or
 * the move limit; returns the moves. */
typedef struct walk_state {
    uint32_t c;
    unsigned heading;
    uint64_t moves, visits;
} walk_state;

static ALWAYS_INLINE uint64_t walk_inside(const follower *s, const mz_solve_marks *m,
                                          walk_state *ws, const unsigned inc)
{
    const mz_grid *g = s->base.grid;
    const uint8_t *cells = g->cells;
    uint8_t *plane = s->plane;
    const size_t w = (size_t)g->width, span = w * (size_t)g->height - 2 * w;
    const ptrdiff_t off[MZ_NDIRS] = {(ptrdiff_t)w, 1, -(ptrdiff_t)w, -1};
    const uint32_t start = (uint32_t)mz_grid_start_index(g),
                   exit_i = (uint32_t)mz_grid_exit_index(g);
    const uint64_t limit = s->max_moves;
    uint32_t c = ws->c;
    unsigned heading = ws->heading;
    uint64_t moves = ws->moves, visits = ws->visits, n = 0;
    while (c - w < span && c != exit_i && moves <= limit) {
        unsigned d = (heading + 4 - inc) & 3; /* the hand's side */
        int tries = 0;
        while (!(cells[(ptrdiff_t)c + off[d]] & MZ_PASSAGE) && ++tries < MZ_NDIRS)
            d = (d + inc) & 3;
        if (tries == MZ_NDIRS)
            break;
        moves++;
        uint32_t next = (uint32_t)((ptrdiff_t)c + off[d]);
        /* First entry or not is a coin toss in a perfect maze (each
         * passage is walked there and back): a mask, not a branch. */
        unsigned old = plane[next], fresh = old == 0;
        plane[next] = (uint8_t)(old | ((SEEN | MZ_OPPOSITE(d)) & (0u - fresh)));
        visits += fresh;
        if (m) {
            unsigned here = plane[c];
            if ((here & SEEN) && c != start && (here & BACK_MASK) == d)
                mz_solve_mark(m, c, MZ_EV_RETREAT);
            else
                mz_solve_mark(m, next, MZ_EV_VISIT);
        }
        n++;
        heading = d;
        c = next;
    }
    ws->c = c;
    ws->heading = heading;
    ws->moves = moves;
    ws->visits = visits;
    return n;
}

/* walk_inside() made for each hand, inc a constant in each. */
static uint64_t walk_right(const follower *s, const mz_solve_marks *m, walk_state *ws)
{
    return walk_inside(s, m, ws, 1);
}

static uint64_t walk_left(const follower *s, const mz_solve_marks *m, walk_state *ws)
{
    return walk_inside(s, m, ws, 3);
}

/* The walk to its end without events (solve_ops.run): the moves step()
 * makes, with the head kept as an index and the state in locals; the
 * first and last rows (where a try could leave the grid) by step(). */
static uint64_t run(mz_solver *b, const mz_solve_marks *m)
{
    follower *s = (follower *)b;
    uint64_t n = 0;
    if (!s->started && !(n = mz_solve_step_marked(b, m)))
        return 0;
    if (b->found || !mz_solve_border_closed(b->grid))
        return n + mz_solve_run_steps(b, m);
    const size_t w = (size_t)b->grid->width, span = w * (size_t)b->grid->height - 2 * w;
    const uint32_t exit_i = (uint32_t)mz_grid_exit_index(b->grid);
    for (;;) {
        walk_state ws = {(uint32_t)((size_t)b->y * w + (size_t)b->x), (unsigned)s->heading,
                         s->moves, 0};
        uint64_t k = s->turn == 3 ? walk_right(s, m, &ws) : walk_left(s, m, &ws);
        n += k;
        s->moves = ws.moves;
        s->heading = (int)ws.heading;
        b->visits += ws.visits;
        b->y = (int)(ws.c / (uint32_t)w);
        b->x = (int)(ws.c % (uint32_t)w);
        if (ws.c == exit_i || ws.c - w < span) /* the exit, or stuck, or going round */
            break;
        uint64_t e = mz_solve_step_marked(b, m); /* a move on the first or last row */
        if (!e)
            return n;
        n += e;
        if (b->found)
            return n;
    }
    mz_solve_check_exit(b, s->plane);
    return n;
}

static void release(mz_solver *b) { free(((follower *)b)->plane); }

static const solve_ops ops = {
    .step = step, .run = run, .release = release, .route_from_exit = false};

/* The hand starts on the outer wall: north of (1, 1) for the left hand
 * (walking east), west of it for the right hand (walking south). From
 * another start the hand is put on the same side of the start room: in a
 * perfect maze the walk still goes round every wall, so it gets there. */
static mz_solver *follower_new(const mz_grid *grid, int turn, int heading)
{
    follower *s = mz_solve_alloc(sizeof *s, &ops, grid);
    if (!s)
        return NULL;
    size_t n = (size_t)grid->height * (size_t)grid->width;
    s->turn = turn;
    s->heading = heading;
    /* The walk is fixed by (cell, heading): it has 4 per cell, and once
     * one comes round again the walker is going in circles. */
    s->max_moves = 4 * (uint64_t)n;
    s->plane = mz_solve_new_plane(&s->base);
    return s->plane ? &s->base : NULL;
}

static mz_solver *left_hand_new(const mz_grid *grid) { return follower_new(grid, 1, MZ_EAST); }

static mz_solver *right_hand_new(const mz_grid *grid) { return follower_new(grid, 3, MZ_SOUTH); }

static const char *const code_left_hand[] = {
    N_("start on the top-left cell"),
    N_("keep a hand on the wall: turn toward it if open,"),
    N_("  else away from it until open; step"),
    N_("a step back along the walk leaves the cell behind"),
    N_("until standing on the exit"),
    N_("draw the route: the walk without its detours"),
    NULL,
};

/* The registry row, listed in solve_list.c. */
const mz_solver_info mz_solver_left_hand_info = {
    .name = "left-hand",
    .aliases = "left",
    .summary = "wall follower, left hand on the wall (start and exit are on the outer wall)",
    .works_with_loops = true,
    .create = left_hand_new,
    .shortest = false,
    .texture = "walks along the left wall, into every dead end there",
    .code = code_left_hand,
    .until = 5,
    .ask = MZ_ASK_WALK,
};

/* The registry row, listed in solve_list.c. */
const mz_solver_info mz_solver_right_hand_info = {
    .name = "right-hand",
    .aliases = "right",
    .summary = "wall follower, right hand on the wall (start and exit are on the outer wall)",
    .works_with_loops = true,
    .create = right_hand_new,
    .shortest = false,
    .texture = "walks along the right wall, into every dead end there",
    .code = code_left_hand,
    .until = 5,
    .ask = MZ_ASK_WALK,
};
