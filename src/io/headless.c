/* headless.c - the text outputs without a window: the maze, its figures,
 * its events, each drained from the options' run; the lists.
 * SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "headless.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "clock.h"
#include "examine.h"
#include "lang.h"
#include "maze.h"
#include "mazedfs/check.h"
#include "mazedfs/error.h"
#include "mazedfs/figures.h"
#include "mazedfs/path.h"
#include "mazedfs/predict.h"
#include "mazedfs/run.h"
#include "mazedfs/solve.h"
#include "mazedfs/stream.h"
#include "mazedfs/text.h"
#include "piecestats.h"

/* A size whose maze cannot be held in memory is bad input, with the usage
 * errors' status. */
enum { HEADLESS_TOO_BIG = 2 };

/* Opens o's run and drains it, timing the maze (generation and braid);
 * on failure prints why and returns the exit status. Shared by --print
 * and --stats. */
static int headless_run(const mz_options *o, io_run *r, double *ms, mz_shape_result *shape,
                        double *shape_ms)
{
    char err[512];
    double t0 = mono_now_ms();
    int status = io_run_open_options(r, o, err, sizeof err);
    if (!status)
        mz_run_finish_until(r->run, MZ_PHASE_SOLVE);
    *ms = mono_now_ms() - t0;
    /* --difficulty reshapes the finished maze before anything solves it. */
    if (!status && o->difficulty_given && !(status = io_run_status(r, err, sizeof err))) {
        double t1 = mono_now_ms();
        int e =
            mz_shape_difficulty(r->grid, o->difficulty, o->seed, mz_shape_budget(r->grid), shape);
        *shape_ms = mono_now_ms() - t1;
        if (e) {
            snprintf(err, sizeof err, _("cannot shape the maze: %s"), mz_strerror(e));
            status = e == MZ_ENOMEM ? HEADLESS_TOO_BIG : 1;
        }
    }
    if (!status)
        status = io_run_finish(r, err, sizeof err);
    if (status) {
        fprintf(stderr, "mazedfs: %s\n", err);
        io_run_close(r);
    }
    return status;
}

/* The route row --print marks: the run's route cells (MZ_MARK_TRACE) of
 * row y as 0 or 1 into out, or NULL when the run left no marks. */
static const uint8_t *route_row(const io_run *r, int y, uint8_t *out)
{
    const uint8_t *marks = mz_run_marks(r->run);
    if (!marks)
        return NULL;
    size_t w = (size_t)r->grid->width;
    for (size_t x = 0; x < w; x++)
        out[x] = (marks[(size_t)y * w + x] & MZ_MARK_TRACE) != 0;
    return out;
}

/* Writes the batch of used bytes in buf; false (and says so) if stdout
 * would not take it. */
static bool put_batch(const char *buf, size_t used)
{
    if (fwrite(buf, 1, used, stdout) == used)
        return true;
    fprintf(stderr, "%s", _("mazedfs: could not write the maze to standard output\n"));
    return false;
}

/* --print of a maze that streams (mz_stream_fits): made and written row
 * by row, in memory proportional to the width, at any height. */
static int print_stream(const mz_options *o)
{
    mz_stream *st = mz_stream_new(o->gen, o->height, o->width, o->seed, &o->gen_params);
    size_t row_size = mz_text_cells_size(o->width, o->print_style);
    size_t batch = row_size < (1u << 20) ? (1u << 20) / row_size : 1;
    char *buf = st ? malloc(batch * row_size) : NULL;
    if (!buf) {
        fprintf(stderr, "%s",
                _("mazedfs: not enough memory to stream the maze; try a smaller width\n"));
        mz_stream_free(st);
        return HEADLESS_TOO_BIG;
    }
    bool ok = true;
    const uint8_t *row = mz_stream_row(st);
    while (ok && row) {
        size_t used = 0;
        for (size_t i = 0; i < batch && row; i++, row = mz_stream_row(st))
            used += mz_text_cells(row, o->width, o->print_style, NULL, buf + used);
        ok = put_batch(buf, used);
    }
    if (ok && fflush(stdout) != 0) {
        fprintf(stderr, "%s", _("mazedfs: could not write the maze to standard output\n"));
        ok = false;
    }
    free(buf);
    mz_stream_free(st);
    return ok ? 0 : 1;
}

int headless_print(const mz_options *o)
{
    if (mz_stream_fits(o))
        return print_stream(o);
    io_run r;
    double ms, shape_ms;
    mz_shape_result shape;
    int status = headless_run(o, &r, &ms, &shape, &shape_ms);
    if (status)
        return status;
    const mz_grid *g = r.grid;
    size_t row_size = mz_text_row_size(g, o->print_style);
    /* Rows go out in batches of about 1 MiB: few write calls, little memory. */
    size_t batch = row_size < (1u << 20) ? (1u << 20) / row_size : 1;
    char *buf = malloc(batch * row_size);
    uint8_t *row = malloc((size_t)g->width);
    if (!buf || !row) {
        fprintf(stderr, _("mazedfs: not enough memory to print the maze; try a smaller size\n"));
        free(buf);
        free(row);
        io_run_close(&r);
        return HEADLESS_TOO_BIG;
    }
    for (int y = 0; y < g->height;) {
        size_t used = 0;
        for (size_t i = 0; i < batch && y < g->height; i++, y++)
            used += mz_text_row_marked(g, y, o->print_style, route_row(&r, y, row), buf + used);
        if (fwrite(buf, 1, used, stdout) != used) {
            status = 1;
            break;
        }
    }
    if (fflush(stdout) != 0)
        status = 1;
    if (status)
        fprintf(stderr, _("mazedfs: could not write the maze to standard output\n"));
    free(buf);
    free(row);
    io_run_close(&r);
    return status;
}

static long peak_rss_kb(void)
{
    struct rusage ru;
    return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss : -1;
}

/* --stats' first lines: what made the maze, its size, its rooms (as the
 * caller counts them) and the generation's steps and time. */
static void stats_head(const mz_options *o, io_run *run, uint64_t rooms, double ms)
{
    const mz_grid *g = run->grid;
    char seed[24] = "none"; /* a loaded maze has none, unless braided */
    if (!o->load_path || o->braid_pct > 0)
        snprintf(seed, sizeof seed, "%llu", (unsigned long long)o->seed);
    uint64_t steps =
        mz_run_steps(run->run, MZ_PHASE_GENERATE) + mz_run_steps(run->run, MZ_PHASE_BRAID);
    printf("generator: %s\nseed: %s\nheight: %d\nwidth: %d\nrooms: %llu\n",
           o->load_path ? IO_LOADED_NAME : o->gen->name, seed, g->height, g->width,
           (unsigned long long)rooms);
    printf("steps: %llu\ngenerate_ms: %.3f\n", (unsigned long long)steps, ms);
}

/* --stats --pieces on the finished run: the shape's lines, a block for
 * each piece (io_pieces_stats), then what is said of them all. */
static int stats_pieces(const mz_options *o, io_run *run, double ms)
{
    const mz_grid *g = run->grid;
    stats_head(o, run, g->inside, ms);
    double t0 = mono_now_ms();
    bool perfect;
    int err = io_pieces_stats(stdout, g, o->solver, &perfect);
    double examine_ms = mono_now_ms() - t0;
    if (err == MZ_ENOMEM)
        fprintf(stderr,
                _("mazedfs: not enough memory to examine the pieces of a %d x %d maze; "
                  "try a smaller size, or --print\n"),
                g->height, g->width);
    if (!err)
        printf("\nperfect: %s\nexamine_ms: %.3f\npeak_rss_kb: %ld\n", perfect ? "yes" : "no",
               examine_ms, peak_rss_kb());
    io_run_close(run);
    if (err == MZ_ENOMEM)
        return HEADLESS_TOO_BIG;
    return err || fflush(stdout) != 0 ? 1 : 0;
}

int headless_stats(const mz_options *o)
{
    io_run run;
    double ms, shape_ms = 0.0;
    mz_shape_result shape = {0};
    int status = headless_run(o, &run, &ms, &shape, &shape_ms);
    if (status)
        return status;
    if (o->pieces)
        return stats_pieces(o, &run, ms);
    const mz_grid *g = run.grid;
    /* One search over rooms serves the check, the shortest path and the
     * figures; one pass over the grid gives the figures and the check. */
    double t0 = mono_now_ms();
    io_examined e;
    int err = io_examine(g, &e);
    double examine_ms = mono_now_ms() - t0;
    const mz_report *r = &e.report;
    /* The solver's figures: its solve, asked of the run once the maze is
     * examined (so the search plane comes first, as in --print), unless
     * it is the lab's solve and the examination's search told them. */
    bool told = e.dfs.known && strcmp(o->solver->name, "dfs") == 0;
    if (!err && !told && (err = mz_run_solve(run.run, o->solver)) == MZ_OK)
        mz_run_finish(run.run);
    if (err == MZ_ENOMEM)
        fprintf(stderr,
                _("mazedfs: not enough memory to examine a %d x %d maze (--stats needs "
                  "%.0f MiB more beside it); try a smaller size, or --print\n"),
                g->height, g->width, (double)g->height * g->width / 1048576.0);
    else if (err)
        fprintf(stderr, _("mazedfs: cannot examine the maze: %s\n"), mz_strerror(err));
    if (err) {
        io_examined_free(&e);
        io_run_close(&run);
        return err == MZ_ENOMEM ? HEADLESS_TOO_BIG : 1;
    }
    stats_head(o, &run, r->rooms, ms);
    const mz_solver *solver = told ? NULL : mz_run_solver(run.run);
    size_t route = e.dfs.route;
    uint64_t visits = told ? e.dfs.visits : mz_solve_visits(solver);
    if (!told)
        mz_solve_route(solver, &route);
    io_print_solved(stdout, &e, o->solver->name, visits, route);
    char text[2048];
    io_figures_text(&e, false, text, sizeof text);
    printf("examine_ms: %.3f\n%s", examine_ms, text);
    if (o->difficulty_given)
        printf("difficulty_target: %d\ndifficulty_moves: %llu\ndifficulty_changes: "
               "%llu\nshape_ms: %.3f\n",
               o->difficulty, (unsigned long long)shape.moves, (unsigned long long)shape.changes,
               shape_ms);
    printf("peak_rss_kb: %ld\n", peak_rss_kb());
    io_examined_free(&e);
    io_run_close(&run);
    return fflush(stdout) == 0 ? 0 : 1;
}

/* One row of --list or --list-solvers: name, kind (perfect or loops),
 * for a generator whether it carves in a mask ("mask" or "-"; NULL for a
 * solver), summary and the aliases, if any. */
static void list_row(const char *name, const char *kind, const char *summary, const char *aliases,
                     const char *mask)
{
    printf("%-15s %-8s %-*s%s%s%s%s\n", name, kind, mask ? 5 : 0, mask ? mask : "", summary,
           *aliases ? " (also: " : "", aliases, *aliases ? ")" : "");
}

int headless_list_solvers(void)
{
    for (int i = 0; i < mz_solver_count; i++) {
        const mz_solver_info *info = mz_solvers[i];
        list_row(info->name, info->works_with_loops ? "loops" : "perfect", info->summary,
                 info->aliases, NULL);
    }
    return 0;
}

int headless_list_options(void)
{
    for (int i = 0; i < mz_cli_option_count(); i++) {
        mz_cli_option op = mz_cli_option_at(i);
        char modes[128] = "";
        size_t used = 0;
        for (unsigned bit = 1; bit < 1u << MZ_IN_COUNT && used < sizeof modes; bit <<= 1)
            if (op.modes & bit) {
                int w = snprintf(modes + used, sizeof modes - used, "%s%s", used ? "," : "",
                                 mz_cli_mode_word(bit));
                used += w > 0 ? (size_t)w : 0;
            }
        char shortname[3] = {op.short_name ? '-' : 0, op.short_name, 0};
        printf("--%s\t%s\t%s\t%s\t%s\n", op.long_name, shortname, op.arg ? op.arg : "", modes,
               op.load ? "load" : "-");
    }
    return fflush(stdout) == 0 ? 0 : 1;
}

/* The parts of --explain both kinds share: the numbered code, and the
 * lines that may stay dark with their reason. */
static void explain_code(const char *const *code, unsigned unlit, const char *why)
{
    printf("\npseudo-code (the panel, key C, lights each line as it runs):\n");
    for (int k = 0; code && code[k]; k++)
        printf("%4d  %s\n", k + 1, code[k]);
    for (int k = 0; unlit && code && code[k]; k++)
        if (unlit >> k & 1)
            printf("line %d may not run on every maze: %s\n", k + 1, why ? why : "");
}

/* Whether --predict asks its steps. */
static void explain_predict(bool asks)
{
    printf("predict:  %s\n", asks ? "yes (--predict asks which cell comes next at each choice)"
                                  : "no (its next step is no choice among cells: --predict "
                                    "asks nothing)");
}

static void explain_gen(const mz_gen_info *g)
{
    printf("%s: generator%s%s\n%s\n\n", g->name, *g->aliases ? ", also " : "", g->aliases,
           g->summary);
    printf("perfect:  %s\n", g->perfect ? "yes (one route between any two rooms)"
                                        : "no (loops: more than one route)");
    printf("uniform:  %s\n", g->uniform ? "yes (every perfect maze as likely)" : "no");
    printf("texture:  %s\n", g->texture ? g->texture : "");
    explain_predict(mz_predict_gen_asks(g));
    explain_code(g->code, g->unlit, g->unlit_why);
}

static void explain_solver(const mz_solver_info *s)
{
    printf("%s: solver%s%s\n%s\n\n", s->name, *s->aliases ? ", also " : "", s->aliases, s->summary);
    printf("loops:    %s\n",
           s->works_with_loops ? "yes (works on mazes with loops)" : "no (needs a perfect maze)");
    printf("shortest: %s\n", s->shortest ? "yes (its route is a shortest one)"
                                         : "no (on a perfect maze, the one route)");
    printf("texture:  %s\n", s->texture ? s->texture : "");
    explain_predict(mz_predict_solve_asks(s));
    explain_code(s->code, s->unlit, s->unlit_why);
}

int headless_explain(const mz_options *o)
{
    const char *name = o->explain_name ? o->explain_name : "";
    const mz_gen_info *g = mz_gen_find(name);
    const mz_solver_info *s = mz_solver_find(name);
    if (!g && !s) {
        fprintf(stderr,
                "mazedfs: --explain takes a generator or a solver (see --list, --list-solvers), "
                "not '%.40s'\n",
                name);
        return 2;
    }
    if (g)
        explain_gen(g);
    if (g && s)
        printf("\n");
    if (s)
        explain_solver(s);
    return fflush(stdout) == 0 ? 0 : 1;
}

int headless_list(void)
{
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        list_row(info->name, info->perfect ? "perfect" : "loops", info->summary, info->aliases,
                 info->masks ? "mask" : "-");
    }
    return 0;
}

/* One line of --events: the run's step, the event, its phase. */
static bool put_event(uint64_t step, const mz_event *ev, mz_run_phase phase)
{
    return printf("%llu\t%s\t%d\t%d\t%d\t%s\n", (unsigned long long)step,
                  mz_event_kind_name(ev->kind), ev->y, ev->x, ev->line,
                  mz_run_phase_name(phase)) > 0;
}

int headless_events(const mz_options *o)
{
    io_run r;
    char err[512];
    int status = io_run_open_options(&r, o, err, sizeof err);
    if (status) {
        fprintf(stderr, "mazedfs: %s\n", err);
        return status;
    }
    static char buf[1 << 16];
    setvbuf(stdout, buf, _IOFBF, sizeof buf);
    int ok = printf("step\tkind\ty\tx\tline\tphase\n") > 0;
    mz_event ev;
    uint64_t step = 0;
    /* The phase column says where one begins; a decision (look) is not a
     * step: it repeats the number of the step before it. */
    while (ok && mz_run_next(r.run, &ev))
        if (ev.kind != MZ_EV_PHASE)
            ok = put_event(step += mz_event_is_step(&ev), &ev, mz_run_phase_of(r.run));
    if (ok && (status = io_run_status(&r, err, sizeof err)) != 0)
        fprintf(stderr, "mazedfs: %s\n", err);
    io_run_close(&r);
    if (fflush(stdout) != 0 || !ok) {
        fprintf(stderr, _("mazedfs: could not write the events to standard output\n"));
        return 1;
    }
    return status;
}
