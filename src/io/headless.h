/* headless.h - the text runs that open no window: --print, --stats, --list,
 * --list-solvers, --events.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_HEADLESS_H
#define MAZEDFS_HEADLESS_H

#include "mazedfs/cli.h"

/* Each returns the process exit status and reports errors on stderr: 0,
 * 1 when standard output fails, 2 when the maze does not fit in memory. */
int headless_print(const mz_options *o);
int headless_stats(const mz_options *o);
int headless_list(void);
/* --events: one line per step of the run (generation up to --steps, braid,
 * solve, trace), each with its phase, under a header. */
int headless_events(const mz_options *o);
int headless_list_solvers(void);
/* --list-options: one line per option of the table, tab separated: --name,
 * -x or "", its argument or "", the modes it goes with (comma separated
 * words of mz_cli_mode_word), and "load" if it goes with --load, else "-". */
int headless_list_options(void);
/* --explain NAME: the generator's and/or solver's (dfs is both) name,
 * summary, properties and numbered pseudo-code on stdout; 0, or 2 with
 * one line on stderr when no algorithm has that name or alias. */
int headless_explain(const mz_options *o);

#endif
