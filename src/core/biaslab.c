/* biaslab.c - the bias lab: many 3 x 3-room mazes from one generator,
 * counted by which of the 192 spanning trees each is, and the chi-square
 * figure against the uniform. SPDX-License-Identifier: MIT */
#include "mazedfs/figures.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mazedfs/error.h"

/* The 12 walls between the 9 rooms of a 7 x 7 grid, as (y, x) cells:
 * bit i of a maze's mask is wall i open. */
static const int walls[12][2] = {{1, 2}, {1, 4}, {3, 2}, {3, 4}, {5, 2}, {5, 4},
                                 {2, 1}, {2, 3}, {2, 5}, {4, 1}, {4, 3}, {4, 5}};

/* True if the walls in mask join the 9 rooms into one tree (8 of them, all
 * joined: union-find over the rooms). */
static bool is_tree(unsigned mask)
{
    int parent[9], n = 0;
    for (int i = 0; i < 9; i++)
        parent[i] = i;
    for (int i = 0; i < 12; i++) {
        if (!(mask >> i & 1))
            continue;
        int y = walls[i][0], x = walls[i][1];
        int a = (y - 1 - (y % 2 == 0)) / 2 * 3 + (x - 1 - (x % 2 == 0)) / 2;
        int b = (y - 1 + (y % 2 == 0)) / 2 * 3 + (x - 1 + (x % 2 == 0)) / 2;
        while (parent[a] != a)
            a = parent[a];
        while (parent[b] != b)
            b = parent[b];
        if (a == b)
            return false;
        parent[a] = b;
        n++;
    }
    return n == 8;
}

unsigned mz_bias_tree_mask(int index)
{
    for (unsigned mask = 0, k = 0; mask < 4096; mask++)
        if (is_tree(mask) && (int)k++ == index)
            return mask;
    return 0;
}

void mz_bias_tree_grid(int index, mz_grid *g)
{
    unsigned mask = mz_bias_tree_mask(index);
    memset(g->cells, MZ_WALL, (size_t)g->height * (size_t)g->width);
    for (int y = 1; y < 7; y += 2)
        for (int x = 1; x < 7; x += 2)
            *mz_grid_at(g, y, x) = MZ_PASSAGE;
    for (int i = 0; i < 12; i++)
        *mz_grid_at(g, walls[i][0], walls[i][1]) = (uint8_t)(mask >> i & 1);
    for (int i = 0; i < 2; i++)
        *mz_grid_at(g, mz_grid_exit_cell_y(g, i), mz_grid_exit_cell_x(g, i)) = MZ_PASSAGE;
}

int mz_bias_tree_index(const mz_grid *g)
{
    if (g->height != 7 || g->width != 7)
        return -1;
    unsigned mask = 0;
    for (int i = 0; i < 12; i++)
        mask |= (unsigned)mz_grid_open(g, walls[i][0], walls[i][1]) << i;
    if (!is_tree(mask))
        return -1;
    int index = 0;
    for (unsigned m = 0; m < mask; m++)
        index += is_tree(m);
    return index;
}

/* The index of every mask of the 12 walls: -1 where it is no tree. */
static void index_table(short index_of[4096])
{
    for (unsigned m = 0, k = 0; m < 4096; m++)
        index_of[m] = (short)(is_tree(m) ? (int)k++ : -1);
}

int mz_bias_lab_add(const mz_gen_info *info, uint64_t mazes, uint64_t seed,
                    uint64_t counts[MZ_BIAS_TREES], uint64_t *bad)
{
    short index_of[4096];
    index_table(index_of);
    mz_grid *g = mz_grid_new(7, 7);
    if (!g)
        return MZ_ENOMEM;
    for (uint64_t i = 0; i < mazes; i++) {
        mz_gen *gen = mz_gen_new(info, g, seed + i);
        if (!gen) {
            mz_grid_free(g);
            return MZ_ENOMEM;
        }
        mz_gen_finish_maze(gen); /* the maze is counted, not its steps */
        mz_gen_free(gen);
        unsigned mask = 0;
        for (int w = 0; w < 12; w++)
            mask |= (unsigned)mz_grid_open(g, walls[w][0], walls[w][1]) << w;
        if (index_of[mask] < 0)
            ++*bad;
        else
            counts[index_of[mask]]++;
    }
    mz_grid_free(g);
    return MZ_OK;
}

double mz_bias_chi2(const uint64_t counts[MZ_BIAS_TREES])
{
    uint64_t total = 0;
    for (int t = 0; t < MZ_BIAS_TREES; t++)
        total += counts[t];
    double expect = (double)total / MZ_BIAS_TREES, sum = 0.0;
    for (int t = 0; expect > 0 && t < MZ_BIAS_TREES; t++)
        sum += ((double)counts[t] - expect) * ((double)counts[t] - expect) / expect;
    return sum;
}

/* The regularised lower incomplete gamma P(a, x) by its series, for
 * x < a + 1 (Numerical Recipes' gser). */
static double gamma_series(double a, double x)
{
    double term = 1.0 / a, sum = term;
    for (int n = 1; n < 1000 && fabs(term) > fabs(sum) * 1e-15; n++) {
        term *= x / (a + n);
        sum += term;
    }
    return sum * exp(-x + a * log(x) - lgamma(a));
}

/* The regularised upper incomplete gamma Q(a, x) by its continued
 * fraction (modified Lentz), for x >= a + 1 (Numerical Recipes' gcf). */
static double gamma_fraction(double a, double x)
{
    const double tiny = 1e-300;
    double b = x + 1.0 - a, c = 1.0 / tiny, d = 1.0 / b, h = d;
    for (int i = 1; i < 1000; i++) {
        double an = -i * (i - a);
        b += 2.0;
        d = an * d + b;
        d = fabs(d) < tiny ? tiny : d;
        c = b + an / c;
        c = fabs(c) < tiny ? tiny : c;
        d = 1.0 / d;
        double step = d * c;
        h *= step;
        if (fabs(step - 1.0) < 1e-15)
            break;
    }
    return exp(-x + a * log(x) - lgamma(a)) * h;
}

double mz_chi2_p_value(double chi2, int df)
{
    double a = df / 2.0, x = chi2 / 2.0;
    if (df < 1 || x <= 0)
        return 1.0;
    return x < a + 1 ? 1.0 - gamma_series(a, x) : gamma_fraction(a, x);
}

int mz_bias_lab(const mz_gen_info *info, uint64_t mazes, uint64_t seed,
                uint64_t counts[MZ_BIAS_TREES], double *chi2)
{
    memset(counts, 0, MZ_BIAS_TREES * sizeof *counts);
    uint64_t bad = 0;
    int rc = mz_bias_lab_add(info, mazes, seed, counts, &bad);
    *chi2 = mz_bias_chi2(counts);
    return rc ? rc : bad ? MZ_ENOPATH : MZ_OK;
}
