/* lab.h - the bias lab's outputs: its counts as they grow, its table
 * (--bias-lab NAME --print) and its picture (--export FILE.png|.svg|.pdf).
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_LAB_H
#define MAZEDFS_IO_LAB_H

#include <stdbool.h>
#include <stdint.h>

#include "mazedfs/cli.h"
#include "mazedfs/figures.h"
#include "outfile.h"

/* A lab under way: the mazes made so far are seeds seed .. seed + made - 1
 * (so the window's count, grown in parts, ends as --print's). */
typedef struct io_lab {
    const mz_gen_info *gen;
    uint64_t seed, made, bad;
    uint64_t counts[MZ_BIAS_TREES];
} io_lab;

/* What the counts say. */
typedef struct io_lab_figures {
    double expected; /* each tree's count if the generator were uniform */
    double chi2, p;  /* the chi-square figure and its p-value */
    int df;          /* degrees of freedom: MZ_BIAS_TREES - 1 */
    int seen;        /* trees made at least once */
    bool uniform;    /* p is not under MZ_BIAS_LEVEL */
} io_lab_figures;

/* An empty lab for o's generator and seed. */
void io_lab_start(io_lab *lab, const mz_options *o);

/* Makes n more mazes. MZ_OK or MZ_ENOMEM. */
int io_lab_grow(io_lab *lab, uint64_t n);

void io_lab_figures_of(const io_lab *lab, io_lab_figures *f);

/* The trees by count, most made first (ties: the lower index first), into
 * order (MZ_BIAS_TREES entries). */
void io_lab_order(const io_lab *lab, int order[MZ_BIAS_TREES]);

/* How many of the most and of the least made trees the pictures show
 * (drawn small, their bars coloured). */
enum { IO_LAB_SHOWN = 10 };

/* The i-th (0 to IO_LAB_SHOWN - 1) of the trees shown, by order
 * (io_lab_order's): of the most made, the most first, or (least) of the
 * least made, the least first. The window and the export both ask here. */
int io_lab_shown(const int order[MZ_BIAS_TREES], bool least, int i);

/* Which shown set tree t is in: 1 the most made, -1 the least made, 0
 * neither (the rest, drawn grey in the export). */
int io_lab_side(const int order[MZ_BIAS_TREES], int t);

/* The caption over the row of the ten most (or least) made drawn small,
 * translated; it says what their colours are, as both pictures draw them. */
const char *io_lab_caption(bool least);

/* The verdict in words: "uniform" or "biased", with the level. */
const char *io_lab_verdict(const io_lab_figures *f);

/* Makes lab o's samples (o->samples mazes from o->seed). Returns 0, or
 * an exit status (2: out of memory) with the reason in err (errlen bytes). */
int io_lab_fill(io_lab *lab, const mz_options *o, char *err, size_t errlen);

/* --bias-lab NAME --print: makes o->samples mazes and prints the table
 * (a header, one line per tree: index, count, expected; the figures).
 * Returns the exit status (1: stdout failed, 2: out of memory), saying
 * why on stderr. */
int io_lab_print(const mz_options *o);

/* --bias-lab NAME --export (labpic.c, in the module): makes o->samples mazes and draws them into
 * out as a PNG, SVG or PDF by out->path's extension (io_export checked
 * it). Returns 0, or an exit status with a message in err. */
int io_lab_write(outfile *out, const mz_options *o, char *err, size_t errlen);

#endif
