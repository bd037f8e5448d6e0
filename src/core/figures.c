/* figures.c - a maze's texture and difficulty in one pass over the grid,
 * and the number of perfect mazes of its size (the matrix-tree theorem).
 * SPDX-License-Identifier: MIT */
#include "mazedfs/figures.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mazedfs/error.h"

const char *const mz_kind_names[MZ_KINDS] = {"closed", "dead_ends",   "straights",
                                             "turns",  "t_junctions", "crossroads"};

/* The open sides of the room at (y, x) as bits 1 << MZ_SOUTH..., read by
 * index (a room is never on the border, so every neighbour is inside).
 * The exit room's way out is the cell east of it, which the dot leaves by:
 * the exit cell below it is not one of its sides, so the exit counts once. */
static unsigned room_sides(const mz_grid *g, int y, int x)
{
    size_t w = (size_t)g->width;
    const uint8_t *c = g->cells + (size_t)y * w + (size_t)x;
    unsigned s = (unsigned)(c[w] & MZ_PASSAGE) << MZ_SOUTH;
    s |= (unsigned)(c[1] & MZ_PASSAGE) << MZ_EAST;
    s |= (unsigned)(c[-(ptrdiff_t)w] & MZ_PASSAGE) << MZ_NORTH;
    s |= (unsigned)(c[-1] & MZ_PASSAGE) << MZ_WEST;
    if (y == g->height - 2 && x == g->width - 2)
        s &= ~(1u << MZ_SOUTH);
    return s;
}

static int popcount4(unsigned s)
{
    return (int)(s & 1) + (int)(s >> 1 & 1) + (int)(s >> 2 & 1) + (int)(s >> 3 & 1);
}

static int kind_of(unsigned s)
{
    switch (popcount4(s)) {
    case 0: return MZ_KIND_CLOSED;
    case 1: return MZ_KIND_DEAD_END;
    case 2: return s == 5u || s == 10u ? MZ_KIND_STRAIGHT : MZ_KIND_TURN;
    case 3: return MZ_KIND_T;
    default: return MZ_KIND_CROSS;
    }
}

/* Rooms from the dead end at (y, x) along rooms of two sides, the dead end
 * included, up to the first room of another kind, the start (where the
 * walker begins, so a wrong turn from it ends there) or a side onto the
 * border (the way out). The rooms it passes have two sides, so each is
 * walked at most twice in all (once from each end of its corridor). */
static uint64_t corridor(const mz_grid *g, int y, int x, unsigned s)
{
    uint64_t n = 1;
    for (;;) {
        int d = 0;
        while (!(s >> d & 1))
            d++;
        int ly = y + mz_dy[d], lx = x + mz_dx[d];
        if (ly == 0 || lx == 0 || ly == g->height - 1 || lx == g->width - 1)
            return n; /* the way out, or a leak */
        y += 2 * mz_dy[d];
        x += 2 * mz_dx[d];
        if (!mz_grid_open(g, y, x) || (y == 1 && x == 1))
            return n;
        s = room_sides(g, y, x);
        if (popcount4(s) != 2)
            return n;
        s &= ~(1u << MZ_OPPOSITE(d));
        n++;
    }
}

int mz_figures_of(const mz_grid *g, const uint8_t *plane, const mz_path *route, mz_figures *f)
{
    memset(f, 0, sizeof *f);
    size_t w = (size_t)g->width;
    /* The run of joined rooms ending at each room of the row above. */
    uint32_t *vrun = calloc(w / 2 + 1, sizeof *vrun);
    if (!vrun)
        return MZ_ENOMEM;
    for (int y = 1; y < g->height - 1; y += 2) {
        const uint8_t *row = g->cells + (size_t)y * w;
        uint32_t hrun = 0;
        for (int x = 1; x < g->width - 1; x += 2) {
            uint32_t *v = &vrun[x / 2];
            if (!(row[x] & MZ_PASSAGE)) {
                f->kinds[MZ_KIND_CLOSED]++;
                hrun = *v = 0;
                continue;
            }
            unsigned s = room_sides(g, y, x);
            int kind = kind_of(s);
            f->kinds[kind]++;
            f->reached_rooms += plane[(size_t)y * w + (size_t)x] != 0;
            if (kind == MZ_KIND_DEAD_END && (y != 1 || x != 1)) {
                f->corridors++;
                f->corridor_rooms += corridor(g, y, x, s);
            }
            /* Links to the west and north: those between two rooms. */
            bool link_w = x > 1 && (s & 1u << MZ_WEST), link_n = y > 1 && (s & 1u << MZ_NORTH);
            f->links_h += link_w;
            f->links_v += link_n;
            hrun = link_w && hrun ? hrun + 1 : 1;
            *v = link_n && *v ? *v + 1 : 1;
            f->stretches += (hrun == 2) + (*v == 2);
            if (hrun > f->longest_h)
                f->longest_h = hrun;
            if (*v > f->longest_v)
                f->longest_v = *v;
        }
    }
    free(vrun);
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
    return MZ_OK;
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
