/* lab.c - the bias lab's outputs: the counts of the 192 trees of 3 x 3
 * rooms as they grow and the table --print writes (the picture --export
 * draws is labpic.c's). SPDX-License-Identifier: MIT */
#include "lab.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang.h"
#include "mazedfs/error.h"

void io_lab_start(io_lab *lab, const mz_options *o)
{
    memset(lab, 0, sizeof *lab);
    lab->gen = o->gen;
    lab->seed = o->seed;
}

int io_lab_grow(io_lab *lab, uint64_t n)
{
    int rc = mz_bias_lab_add(lab->gen, n, lab->seed + lab->made, lab->counts, &lab->bad);
    lab->made += rc == MZ_OK ? n : 0;
    return rc;
}

void io_lab_figures_of(const io_lab *lab, io_lab_figures *f)
{
    memset(f, 0, sizeof *f);
    f->df = MZ_BIAS_TREES - 1;
    f->expected = (double)(lab->made - lab->bad) / MZ_BIAS_TREES;
    f->chi2 = mz_bias_chi2(lab->counts);
    f->p = mz_chi2_p_value(f->chi2, f->df);
    for (int t = 0; t < MZ_BIAS_TREES; t++)
        f->seen += lab->counts[t] > 0;
    f->uniform = f->p >= MZ_BIAS_LEVEL;
}

const char *io_lab_verdict(const io_lab_figures *f)
{
    return f->uniform ? "uniform (p not under 0.05)" : "biased (p under 0.05)";
}

void io_lab_order(const io_lab *lab, int order[MZ_BIAS_TREES])
{
    /* Insertion sort: 192 entries, once per picture or frame. */
    for (int i = 0; i < MZ_BIAS_TREES; i++) {
        int t = i, j = i;
        for (; j > 0 && lab->counts[order[j - 1]] < lab->counts[t]; j--)
            order[j] = order[j - 1];
        order[j] = t;
    }
}

int io_lab_shown(const int order[MZ_BIAS_TREES], bool least, int i)
{
    return order[least ? MZ_BIAS_TREES - 1 - i : i];
}

int io_lab_side(const int order[MZ_BIAS_TREES], int t)
{
    for (int i = 0; i < IO_LAB_SHOWN; i++) {
        if (io_lab_shown(order, false, i) == t)
            return 1;
        if (io_lab_shown(order, true, i) == t)
            return -1;
    }
    return 0;
}

const char *io_lab_caption(bool least)
{
    return least ? _("The ten made least (blue bars and ticks under the axis: made 0 times, a tree "
                     "has no bar)")
                 : _("The ten made most (orange bars)");
}

int io_lab_fill(io_lab *lab, const mz_options *o, char *err, size_t errlen)
{
    io_lab_start(lab, o);
    int rc = io_lab_grow(lab, o->samples);
    if (rc)
        snprintf(err, errlen, _("cannot run the bias lab: %s"), mz_strerror(rc));
    return rc == MZ_ENOMEM ? 2 : rc ? 1 : 0;
}

int io_lab_print(const mz_options *o)
{
    io_lab lab;
    char err[256];
    int status = io_lab_fill(&lab, o, err, sizeof err);
    if (status) {
        fprintf(stderr, "mazedfs: %s\n", err);
        return status;
    }
    io_lab_figures f;
    io_lab_figures_of(&lab, &f);
    printf("generator: %s\nseed: %llu\nmazes: %llu\nrooms: 3 x 3\ntrees: %d\n", lab.gen->name,
           (unsigned long long)lab.seed, (unsigned long long)lab.made, MZ_BIAS_TREES);
    printf("tree\tcount\texpected\n");
    for (int t = 0; t < MZ_BIAS_TREES; t++)
        printf("%d\t%llu\t%.2f\n", t, (unsigned long long)lab.counts[t], f.expected);
    printf("chi_square: %.3f\ndegrees_of_freedom: %d\np_value: %.6g\nverdict: %s\n", f.chi2, f.df,
           f.p, io_lab_verdict(&f));
    printf("trees_seen: %d\nnot_trees: %llu\n", f.seen, (unsigned long long)lab.bad);
    return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
