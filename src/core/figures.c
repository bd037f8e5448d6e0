/* figures.c - a maze's texture and difficulty, and the check's counts, in
 * one pass over the grid after one search over rooms (mz_survey); the
 * number of perfect mazes of its size (the matrix-tree theorem).
 * SPDX-License-Identifier: MIT */
#include "mazedfs/figures.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mazedfs/check.h"
#include "mazedfs/error.h"

const char *const mz_kind_names[MZ_KINDS] = {"closed", "dead_ends",   "straights",
                                             "turns",  "t_junctions", "crossroads"};

/* The open sides of the room at c (a pointer into the grid of width w) as
 * bits 1 << MZ_SOUTH..., read by index (a room is never on the border, so
 * every neighbour is inside). */
static unsigned sides_at(const uint8_t *c, size_t w)
{
    unsigned s = (unsigned)(c[w] & MZ_PASSAGE) << MZ_SOUTH;
    s |= (unsigned)(c[1] & MZ_PASSAGE) << MZ_EAST;
    s |= (unsigned)(c[-(ptrdiff_t)w] & MZ_PASSAGE) << MZ_NORTH;
    s |= (unsigned)(c[-1] & MZ_PASSAGE) << MZ_WEST;
    return s;
}

/* The sides of the room at (y, x) as the figures count them. The exit
 * room's way out is the cell east of it, which the dot leaves by: the
 * exit cell below it is not one of its sides, so the exit counts once. */
static unsigned room_sides(const mz_grid *g, int y, int x)
{
    unsigned s = sides_at(mz_grid_at(g, y, x), (size_t)g->width);
    if (y == g->height - 2 && x == g->width - 2)
        s &= ~(1u << MZ_SOUTH);
    return s;
}

static int popcount4(unsigned s) { return (0x4332322132212110ull >> (4 * (s & 15))) & 15; }

/* A room's kind by its open sides (bit 0 south, 1 east, 2 north, 3 west):
 * south and north (5) or east and west (10) make a straight. */
static const uint8_t kind_of[16] = {
    MZ_KIND_CLOSED,   MZ_KIND_DEAD_END, MZ_KIND_DEAD_END, MZ_KIND_TURN,
    MZ_KIND_DEAD_END, MZ_KIND_STRAIGHT, MZ_KIND_TURN,     MZ_KIND_T,
    MZ_KIND_DEAD_END, MZ_KIND_TURN,     MZ_KIND_STRAIGHT, MZ_KIND_T,
    MZ_KIND_TURN,     MZ_KIND_T,        MZ_KIND_T,        MZ_KIND_CROSS};

/* Rooms from the dead end at (y, x) along rooms of two sides, the dead end
 * included, up to the first room of another kind, the start (where the
 * walker begins, so a wrong turn from it ends there) or a side onto the
 * border (the way out). The rooms it passes have two sides, so each is
 * walked at most twice in all (once from each end of its corridor). */
static uint64_t corridor(const mz_grid *g, int y, int x)
{
    const ptrdiff_t w = g->width, step[MZ_NDIRS] = {w, 1, -w, -1};
    const uint8_t *c = mz_grid_at(g, y, x), *start = mz_grid_at(g, g->start_y, g->start_x);
    unsigned s = room_sides(g, y, x);
    uint64_t n = 1;
    for (;;) {
        int d = (0x12131210u >> (2 * s)) & 3; /* the one side left, by a table in bits */
        y += mz_dy[d];
        x += mz_dx[d];
        if (y == 0 || x == 0 || y == g->height - 1 || x == g->width - 1)
            return n; /* the way out, or a leak */
        y += mz_dy[d];
        x += mz_dx[d];
        c += 2 * step[d];
        if (!(*c & MZ_PASSAGE) || c == start)
            return n;
        s = room_sides(g, y, x);
        if (popcount4(s) != 2)
            return n;
        s &= ~(1u << MZ_OPPOSITE(d));
        n++;
    }
}

/* The check's counts, made in the figures' pass: exact when the grid is
 * well formed (mz_survey tells). Every cell is counted once: a room's
 * pass takes the room, the cell east of it, the one south and the corner
 * between those; row 0 and column 0 are added apart. */
typedef struct tally {
    uint64_t open_rooms;
    uint64_t doors;         /* open cells between two rooms */
    uint64_t reached_doors; /* of them, those beside a room reached */
    uint64_t corners;       /* open (even, even) cells inside the border */
    uint64_t border;        /* open border cells, the exit's included */
    unsigned values;        /* every cell's byte or'ed: over 1, a bad byte */
} tally;

/* The tally's share of the room at row[x] (below: the next row; reach:
 * the room's byte in the plane of rooms reached, cols per row). */
static void tally_room(const uint8_t *row, const uint8_t *below, int x, bool last_col,
                       bool last_row, const uint8_t *reach, size_t cols, tally *t)
{
    unsigned east = row[x + 1], south = below[x], corner = below[x + 1];
    t->values |= row[x] | east | south | corner;
    t->open_rooms += row[x];
    if (last_col) {
        t->border += east;
    } else {
        t->doors += east;
        t->reached_doors += east & ((reach[0] | reach[1]) != 0);
    }
    if (last_row) {
        t->border += south;
    } else {
        t->doors += south;
        t->reached_doors += south & ((reach[0] | reach[cols]) != 0);
    }
    if (last_col || last_row)
        t->border += corner;
    else
        t->corners += corner;
}

/* The figures' share of the open room at (y, x) with sides s; v is the
 * run of joined rooms ending above it, *hrun the one ending west of it.
 * Returns whether it is a dead end. */
static bool figure_room(int y, int x, unsigned s, uint32_t *v, uint32_t *hrun, mz_figures *f)
{
    int kind = kind_of[s];
    f->kinds[kind]++;
    /* Links to the west and north: those between two rooms. The runs grow
     * by masks, not branches: the sides are as random as the maze. */
    uint32_t link_w = (uint32_t)(x > 1) & (s >> MZ_WEST & 1);
    uint32_t link_n = (uint32_t)(y > 1) & (s >> MZ_NORTH & 1);
    f->links_h += link_w;
    f->links_v += link_n;
    *hrun = (*hrun & (0u - link_w)) + 1;
    *v = (*v & (0u - link_n)) + 1;
    f->stretches += (uint64_t)(*hrun == 2) + (uint64_t)(*v == 2);
    f->longest_h = *hrun > f->longest_h ? *hrun : f->longest_h;
    f->longest_v = *v > f->longest_v ? *v : f->longest_v;
    return kind == MZ_KIND_DEAD_END;
}

/* The one pass: every room's figures, the rooms reached (reach: one byte
 * per room, nonzero when reached) and the check's tally. */
static int figures_pass(const mz_grid *g, const uint8_t *reach, mz_figures *f, tally *t)
{
    size_t w = (size_t)g->width, cols = (w - 1) / 2;
    /* The run of joined rooms ending at each room of the row above, and
     * the row's dead ends, walked once the row is done: a branch per room
     * on its kind would guess wrong as often as the maze turns. */
    uint32_t *vrun = calloc(cols, sizeof *vrun), *ends = malloc(cols * sizeof *ends);
    if (!vrun || !ends) {
        free(vrun);
        free(ends);
        return MZ_ENOMEM;
    }
    /* Counted in locals, which the grid's bytes cannot alias, so they can
     * stay in registers. */
    mz_figures fig = {0};
    tally tal = {0};
    for (int y = 1; y < g->height - 1; y += 2, reach += cols) {
        const uint8_t *row = g->cells + (size_t)y * w;
        uint32_t hrun = 0;
        size_t nends = 0;
        bool last_row = y == g->height - 2;
        for (int x = 1, rx = 0; x < g->width - 1; x += 2, rx++) {
            bool last_col = x == g->width - 2;
            tally_room(row, row + w, x, last_col, last_row, reach + rx, cols, &tal);
            if (!(row[x] & MZ_PASSAGE)) {
                fig.kinds[MZ_KIND_CLOSED] += row[x] != MZ_OUTSIDE; /* outside: no room */
                hrun = vrun[rx] = 0;
                continue;
            }
            fig.reached_rooms += reach[rx] != 0;
            /* As room_sides: the exit room's south side is the exit. */
            unsigned s = sides_at(row + x, w) & ~((unsigned)(last_row && last_col) << MZ_SOUTH);
            ends[nends] = (uint32_t)x;
            nends += figure_room(y, x, s, &vrun[rx], &hrun, &fig);
        }
        for (size_t k = 0; k < nends; k++) {
            if (y == g->start_y && (int)ends[k] == g->start_x)
                continue; /* the start: where a wrong turn ends */
            fig.corridors++;
            fig.corridor_rooms += corridor(g, y, (int)ends[k]);
        }
    }
    free(vrun);
    free(ends);
    for (int x = 0; x < g->width; x++)
        tal.border += g->cells[x];
    for (int y = 1; y < g->height; y++)
        tal.border += *mz_grid_at(g, y, 0);
    *f = fig;
    *t = tal;
    return MZ_OK;
}

/* The route's figures (route->length 0: none), and the ratios. */
static void route_figures(const mz_grid *g, const mz_path *route, mz_figures *f)
{
    size_t w = (size_t)g->width;
    for (size_t i = 0; i < route->length; i++) {
        int y = (int)(route->cells[i] / w), x = (int)(route->cells[i] % w);
        if (!(y & x & 1) || y == g->height - 1 || x == g->width - 1)
            continue;
        int sides = popcount4(room_sides(g, y, x));
        int in = i > 0, out = i + 1 < route->length;
        f->route_rooms++;
        f->decisions += sides - in >= 2;
        f->branches += sides > in + out ? (uint64_t)(sides - in - out) : 0;
    }
    uint64_t links = f->links_h + f->links_v;
    f->branch_rooms = f->reached_rooms > f->route_rooms ? f->reached_rooms - f->route_rooms : 0;
    f->run = f->stretches ? (double)links / (double)f->stretches : 0.0;
    f->river = f->corridors ? (double)f->corridor_rooms / (double)f->corridors : 0.0;
    f->bias = links ? (double)f->links_h / (double)links : 0.5;
    if (f->route_rooms && f->reached_rooms) {
        f->elitism = (double)f->route_rooms / (double)f->reached_rooms;
        double choice = (double)f->decisions / (double)f->route_rooms;
        double waste = (double)f->branch_rooms / (double)f->reached_rooms;
        f->difficulty = 100.0 * sqrt(choice * waste);
    }
}

int mz_figures_of(const mz_grid *g, const uint8_t *reach, const mz_path *route, mz_figures *f)
{
    tally t;
    int err = figures_pass(g, reach, f, &t);
    if (!err)
        route_figures(g, route, f);
    return err;
}

/* The check from the tally, when the grid is well formed: every byte 0 or
 * 1, no open corner, no open border cell but the exit's. Then a door's
 * only open neighbours are its rooms, so the search over rooms reached
 * what the search over cells would: reach is its plane, reached its count.
 * Returns false (r untouched) when the grid is not well formed. */
static bool report_of(const mz_grid *g, const tally *t, const mz_figures *f, const uint8_t *reach,
                      uint64_t reached, mz_report *r)
{
    /* Other ends or a shape: the cells' own check (survey_cells) says. */
    if (!mz_grid_ends_default(g) || mz_grid_masked(g))
        return false;
    uint64_t exits = 0;
    for (int i = 0; i < MZ_EXIT_CELLS; i++)
        exits += mz_grid_open(g, mz_grid_exit_cell_y(g, i), mz_grid_exit_cell_x(g, i));
    if (t->values > MZ_PASSAGE || t->corners || t->border != exits)
        return false;
    memset(r, 0, sizeof *r);
    r->rooms = mz_grid_rooms(g);
    r->solid_rooms = r->rooms - t->open_rooms;
    r->openings = t->doors;
    r->exit_open = exits == MZ_EXIT_CELLS;
    r->passages = t->open_rooms + t->doors + t->border;
    /* The exit room as the check counts dead ends: the exit cell below it
     * is one of its sides there. */
    int ly = g->height - 2, lx = g->width - 2;
    bool open = mz_grid_open(g, ly, lx);
    unsigned s = room_sides(g, ly, lx), all = sides_at(mz_grid_at(g, ly, lx), (size_t)g->width);
    r->dead_ends =
        f->kinds[MZ_KIND_DEAD_END] - (open && popcount4(s) == 1) + (open && popcount4(all) == 1);
    if (reached)
        r->reached = reached + t->reached_doors + (reach[r->rooms - 1] ? exits : 0);
    r->connected = r->passages > 0 && r->reached == r->passages;
    r->perfect = r->connected && r->solid_rooms == 0 && r->exit_open && r->openings + 1 == r->rooms;
    /* Independent loops among what the start reaches, as mz_check counts
     * them: edges + 1 - vertices over the rooms reached and their doors. */
    r->loops = reached && t->reached_doors + 1 > reached ? t->reached_doors + 1 - reached : 0;
    return true;
}

/* mz_survey's way for a grid that is not well formed: the search over
 * cells, as mz_check and mz_path_shortest make it, and the rooms it
 * reached. */
static int survey_cells(const mz_grid *g, mz_report *r, mz_path *route, mz_figures *f)
{
    size_t w = (size_t)g->width;
    uint8_t *plane = malloc((size_t)g->height * w);
    if (!plane)
        return MZ_ENOMEM;
    int err = mz_check_plane(g, r, plane);
    if (!err && mz_path_from_bfs(g, plane, route) == MZ_ENOMEM)
        err = MZ_ENOMEM;
    f->reached_rooms = 0;
    for (int y = 1; y < g->height - 1; y += 2)
        for (int x = 1; x < g->width - 1; x += 2)
            f->reached_rooms += plane[(size_t)y * w + (size_t)x] != 0;
    free(plane);
    return err;
}

/* The lab's solve's figures from the survey, on a well-formed grid with
 * the lab's ends (report_of said so; r its report). Not finding the exit,
 * it enters every cell the start reaches. Finding it, on a tree with no
 * door into a wall room (which the rooms' depth-first search took in the
 * solve's order), it has entered the start, a door and a room for each
 * room taken before the last one, then at the last room the exit cell
 * south (tried first) and the one east, where it stops; its path is the
 * route. Else the solver must run: a walk of it room by room, a byte per
 * room, measured slower than its own walk over cells with a bit each. */
static void dfs_of(const mz_grid *g, const mz_room_walk *k, const mz_report *r,
                   const mz_path *route, mz_dfs_count *dfs)
{
    int ey = mz_grid_exit_cell_y(g, 1), ex = mz_grid_exit_cell_x(g, 1);
    bool south = mz_grid_open(g, mz_grid_exit_cell_y(g, 0), mz_grid_exit_cell_x(g, 0));
    *dfs = (mz_dfs_count){.known = true, .visits = r->reached, .route = 0};
    if (!k->last_reached || !mz_grid_open(g, ey, ex))
        return;
    dfs->known = k->tree;
    dfs->visits = 2 * k->before_last + 1 + (south ? 1 : 0) + 1;
    dfs->route = route->length;
}

int mz_survey(const mz_grid *g, mz_report *r, mz_path *route, mz_figures *f)
{
    return mz_survey_dfs(g, r, route, f, NULL);
}

int mz_survey_dfs(const mz_grid *g, mz_report *r, mz_path *route, mz_figures *f, mz_dfs_count *dfs)
{
    memset(r, 0, sizeof *r);
    *route = (mz_path){0};
    if (dfs)
        *dfs = (mz_dfs_count){0};
    /* A byte for every room of the rectangle, a shape's outside ones too. */
    uint8_t *reach = malloc((size_t)((g->height - 1) / 2) * (size_t)((g->width - 1) / 2));
    uint64_t reached = 0;
    mz_room_walk walk;
    tally t;
    int err = reach ? mz_room_search(g, reach, &reached, &walk) : MZ_ENOMEM;
    if (!err)
        err = figures_pass(g, reach, f, &t);
    if (!err && report_of(g, &t, f, reach, reached, r)) {
        if (mz_path_from_rooms(g, reach, route) == MZ_ENOMEM)
            err = MZ_ENOMEM;
        else if (dfs)
            dfs_of(g, &walk, r, route, dfs);
    } else if (!err) {
        err = survey_cells(g, r, route, f);
    }
    free(reach);
    if (!err)
        route_figures(g, route, f);
    else
        mz_path_free(route);
    return err;
}

/* ---- How many perfect mazes: the spanning trees of the room grid ---- */

/* log of the number of spanning trees of the r x c grid graph. The
 * Laplacian's eigenvalues are a_j + b_k, a_j = 4 sin^2(pi j / 2r), b_k the
 * same for c; the count is the product of the nonzero ones over r c. For
 * each j > 0 the product over k is a_j sinh(c t) / sinh(t) with
 * cosh t = 1 + a_j / 2, and for j = 0 it is c: so r terms, not r c. */
static double log_trees(int r, int c)
{
    const double pi = 3.14159265358979323846;
    double sum = -log((double)r);
    for (int j = 1; j < r; j++) {
        double s = sin(pi * j / (2.0 * r));
        double t = 2.0 * asinh(s);
        /* log sinh x = x + log(1 - e^-2x) - log 2, stable for every x > 0. */
        double lsh_ct = c * t + log(-expm1(-2.0 * c * t)) - log(2.0);
        double lsh_t = t + log(-expm1(-2.0 * t)) - log(2.0);
        sum += log(4.0 * s * s) + lsh_ct - lsh_t;
    }
    return sum;
}

static uint64_t pow_mod(uint64_t b, uint64_t e, uint64_t p)
{
    uint64_t r = 1;
    for (b %= p; e; e >>= 1, b = b * b % p)
        if (e & 1)
            r = r * b % p;
    return r;
}

/* The next prime below p (p < 2^31), by trial division. */
static uint64_t prime_below(uint64_t p)
{
    for (p--;; p--) {
        bool prime = p > 1;
        for (uint64_t d = 2; prime && d * d <= p; d++)
            prime = p % d != 0;
        if (prime)
            return p;
    }
}

/* The determinant of the reduced Laplacian (the last room's row and column
 * struck out) modulo p, by elimination within the band: rooms are numbered
 * along rows of c, so column i is nonzero only in rows i..i+c. m is n x n,
 * filled here. Returns false if a pivot is 0 mod p (the caller tries
 * another prime). */
static bool det_mod(int r, int c, uint64_t p, uint64_t *m, uint64_t *det)
{
    int n = r * c - 1;
    memset(m, 0, (size_t)n * (size_t)n * sizeof *m);
    for (int i = 0; i < n; i++) {
        int y = i / c, x = i % c;
        int nb[4][2] = {{y + 1, x}, {y - 1, x}, {y, x + 1}, {y, x - 1}};
        uint64_t deg = 0;
        for (int k = 0; k < 4; k++) {
            if (nb[k][0] < 0 || nb[k][0] >= r || nb[k][1] < 0 || nb[k][1] >= c)
                continue;
            deg++;
            int j = nb[k][0] * c + nb[k][1];
            if (j < n)
                m[(size_t)i * n + j] = p - 1;
        }
        m[(size_t)i * n + i] = deg;
    }
    uint64_t d = 1;
    for (int i = 0; i < n; i++) {
        uint64_t piv = m[(size_t)i * n + i];
        if (piv == 0)
            return false;
        d = d * piv % p;
        uint64_t inv = pow_mod(piv, p - 2, p);
        int end = i + c < n ? i + c : n - 1;
        for (int k = i + 1; k <= end; k++) {
            uint64_t f = m[(size_t)k * n + i] * inv % p;
            if (!f)
                continue;
            for (int j = i; j <= end; j++)
                m[(size_t)k * n + j] = (m[(size_t)k * n + j] + (p - f) * m[(size_t)i * n + j]) % p;
        }
    }
    *det = d;
    return true;
}

/* Multiplies the little-endian base-2^32 number a (*len limbs) by m, adds
 * add. */
static void big_mul_add(uint32_t *a, int *len, uint64_t m, uint64_t add)
{
    uint64_t carry = add;
    for (int i = 0; i < *len; i++) {
        uint64_t v = (uint64_t)a[i] * m + carry;
        a[i] = (uint32_t)v;
        carry = v >> 32;
    }
    while (carry) {
        a[(*len)++] = (uint32_t)carry;
        carry >>= 32;
    }
}

/* The exact count as decimal digits: determinants modulo enough primes
 * below 2^31 for their product to exceed the count, joined by Garner's
 * mixed-radix form of the Chinese remainder theorem. */
enum { MAX_PRIMES = 16, NOT_EXACT = 1 };
static int exact_trees(int r, int c, double log10_count, char *out)
{
    int nprimes = (int)(log10_count * 3.3219280948873623 / 30.0) + 2;
    if (nprimes > MAX_PRIMES)
        return NOT_EXACT;
    int n = r * c - 1;
    if (n == 0) {
        strcpy(out, "1");
        return MZ_OK;
    }
    uint64_t *m = malloc((size_t)n * (size_t)n * sizeof *m);
    if (!m)
        return MZ_ENOMEM;
    uint64_t p[MAX_PRIMES], v[MAX_PRIMES], prime = 1ull << 31;
    for (int i = 0; i < nprimes;) {
        prime = prime_below(prime);
        uint64_t a;
        if (!det_mod(r, c, prime, m, &a))
            continue;
        p[i] = prime;
        /* v_i = (a - (v_0 + p_0 (v_1 + ...))) / (p_0 ... p_{i-1}) mod p_i */
        uint64_t x = 0, prod = 1;
        for (int k = 0; k < i; k++) {
            x = (x + v[k] % prime * prod) % prime;
            prod = prod * (p[k] % prime) % prime;
        }
        v[i] = (a + prime - x) % prime * pow_mod(prod, prime - 2, prime) % prime;
        i++;
    }
    free(m);
    uint32_t big[MAX_PRIMES * 2 + 2] = {0};
    int len = 0;
    /* x = v_0 + p_0 (v_1 + p_1 (... + p_{k-2} v_{k-1})), from the inside out. */
    big_mul_add(big, &len, 0, v[nprimes - 1]);
    for (int i = nprimes - 1; i-- > 0;)
        big_mul_add(big, &len, p[i], v[i]);
    /* Decimal, nine digits at a time from the low end. */
    char rev[MZ_COUNT_EXACT_DIGITS + 16];
    int nd = 0;
    while (len > 0 || nd == 0) {
        uint64_t rem = 0;
        for (int i = len; i-- > 0;) {
            uint64_t cur = rem << 32 | big[i];
            big[i] = (uint32_t)(cur / 1000000000u);
            rem = cur % 1000000000u;
        }
        while (len > 0 && big[len - 1] == 0)
            len--;
        for (int k = 0; k < 9 && nd < (int)sizeof rev; k++, rem /= 10)
            rev[nd++] = (char)('0' + rem % 10);
    }
    while (nd > 1 && rev[nd - 1] == '0')
        nd--;
    if (nd > MZ_COUNT_EXACT_DIGITS)
        return NOT_EXACT;
    for (int i = 0; i < nd; i++)
        out[i] = rev[nd - 1 - i];
    out[nd] = 0;
    return MZ_OK;
}

int mz_tree_count_of(int rows, int cols, mz_tree_count *out)
{
    memset(out, 0, sizeof *out);
    /* Rows of the shorter side keep the band narrow. */
    int r = rows > cols ? rows : cols, c = rows > cols ? cols : rows;
    out->log10 = log_trees(r, c) / log(10.0);
    if (out->log10 >= MZ_COUNT_EXACT_DIGITS - 1)
        return MZ_OK;
    int err = exact_trees(r, c, out->log10, out->digits);
    if (err == MZ_ENOMEM)
        return err;
    out->exact = err == MZ_OK;
    if (!out->exact)
        out->digits[0] = 0;
    return MZ_OK;
}
