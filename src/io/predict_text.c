/* predict_text.c - --predict without a window: the maze as --print draws
 * it, the candidate cells lettered, one answer read from stdin for each
 * question, and the score at the end. SPDX-License-Identifier: MIT */
#include "predict_text.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang.h"
#include "maze.h"
#include "mazedfs/predict.h"
#include "mazedfs/run.h"
#include "mazedfs/text.h"

/* The letter of candidate i: a-z, then A-Z; '*' past them (answer Y,X). */
static char letter(int i) { return i < 26 ? (char)('a' + i) : i < 52 ? (char)('A' + i - 26) : '*'; }

/* The candidate on cell i of q, or -1. */
static int candidate_at(const mz_question *q, uint32_t i)
{
    for (int k = 0; k < q->count; k++)
        if (q->cells[k] == i)
            return k;
    return -1;
}

/* A cell a solver filled (dead-end filling), in ascii and in blocks:
 * neither wall nor passage, nor the route. */
static const char *const filled[] = {":", "\xe2\x96\x92\xe2\x96\x92"};

/* The maze now in o's --print style, q's candidates lettered, the head
 * that chooses as @, a solver's trail as the route and its filled cells
 * apart. */
static void put_maze(const mz_options *o, const mz_run *run, const mz_grid *g, const mz_question *q)
{
    const mz_text_style_info *st =
        mz_text_style_find(o->print_style == MZ_TEXT_ASCII ? "ascii" : "blocks");
    const uint8_t *marks = mz_run_marks(run);
    bool wide = o->print_style != MZ_TEXT_ASCII;
    for (int y = 0; y < g->height; y++) {
        for (int x = 0; x < g->width; x++) {
            uint32_t i = (uint32_t)(y * g->width + x);
            uint8_t c = g->cells[i];
            int k = candidate_at(q, i);
            if (k >= 0 || (y == q->head_y && x == q->head_x))
                printf("%c%s", k >= 0 ? letter(k) : '@', wide ? " " : "");
            else if (c == MZ_OUTSIDE)
                fputs(st->outside, stdout);
            else if (!(c & MZ_PASSAGE))
                fputs(st->wall, stdout);
            else if (marks && marks[i] & MZ_MARK_FILL)
                fputs(filled[wide], stdout);
            else
                fputs(marks && marks[i] & MZ_MARK_TRAIL ? st->route : st->passage, stdout);
        }
        putchar('\n');
    }
}

/* The finished maze as --print writes it, with the route it marks. */
static void put_final(const mz_options *o, const mz_run *run, const mz_grid *g)
{
    const uint8_t *marks = mz_run_marks(run);
    char *buf = malloc(mz_text_row_size(g, o->print_style));
    uint8_t *route = malloc((size_t)g->width);
    for (int y = 0; buf && route && y < g->height; y++) {
        for (int x = 0; marks && x < g->width; x++)
            route[x] = (marks[(size_t)y * (size_t)g->width + (size_t)x] & MZ_MARK_TRACE) != 0;
        size_t n = mz_text_row_marked(g, y, o->print_style, marks ? route : NULL, buf);
        fwrite(buf, 1, n, stdout);
    }
    free(buf);
    free(route);
}

/* Reads one answer for q: the candidate's cell as y * width + x in *cell;
 * 1 read, 0 skipped (an empty line or one not understood), -1 at EOF. */
static int read_answer(const mz_question *q, const mz_grid *g, uint32_t *cell)
{
    char line[128];
    if (!fgets(line, sizeof line, stdin))
        return -1;
    char *s = line;
    while (isspace((unsigned char)*s))
        s++;
    int y, x;
    char end;
    if (sscanf(s, "%d ,%d %c", &y, &x, &end) == 2) {
        if (!mz_grid_contains(g, y, x))
            return 0;
        *cell = (uint32_t)(y * g->width + x);
        return 1;
    }
    for (int k = 0; k < q->count && k < 52; k++)
        if (s[0] == letter(k) && (s[1] == '\0' || isspace((unsigned char)s[1]))) {
            *cell = q->cells[k];
            return 1;
        }
    return 0;
}

/* Asks q; the score in *right and *asked. False at EOF. */
static bool ask(const mz_options *o, const mz_run *run, const mz_grid *g, const mz_question *q,
                int *right, int *asked)
{
    put_maze(o, run, g, q);
    fputs(_("Which cell comes next? Type its letter or Y,X (Enter skips): "), stdout);
    fflush(stdout);
    uint32_t cell, answer = (uint32_t)(q->answer_y * g->width + q->answer_x);
    int got = read_answer(q, g, &cell);
    if (got < 0)
        return false;
    int k = candidate_at(q, answer);
    if (got == 0) {
        printf(_("skipped: it was %c (%d,%d)\n"), letter(k), q->answer_y, q->answer_x);
        return true;
    }
    bool ok = q->any ? candidate_at(q, cell) >= 0 : cell == answer;
    *right += ok;
    (*asked)++;
    if (ok && q->any)
        printf(_("right: it draws at random among the lettered cells; it took %c (%d,%d)\n"),
               letter(k), q->answer_y, q->answer_x);
    else if (ok)
        printf(_("right: %c (%d,%d)\n"), letter(k), q->answer_y, q->answer_x);
    else
        printf(_("wrong: it was %c (%d,%d)\n"), letter(k), q->answer_y, q->answer_x);
    printf(_("score: %d right of %d asked\n\n"), *right, *asked);
    return true;
}

/* One stderr line when a phase the run takes cannot be asked. */
static void say_unasked(const mz_options *o)
{
    if (!o->load_path && !mz_predict_gen_asks(o->gen))
        fprintf(stderr,
                _("mazedfs: --predict: %s's next step is no choice among cells, so its "
                  "generation asks nothing (see --explain)\n"),
                o->gen->name);
    if (o->solve && o->solver && !mz_predict_solve_asks(o->solver))
        fprintf(stderr,
                _("mazedfs: --predict: %s's next step is no choice among cells, so its "
                  "solve asks nothing (see --explain)\n"),
                o->solver->name);
}

int predict_text(const mz_options *o)
{
    io_run r;
    char err[512];
    int status = io_run_open_options(&r, o, err, sizeof err);
    mz_predict *p = status ? NULL : mz_predict_new(r.grid);
    if (!status && !p) {
        snprintf(err, sizeof err, "%s", _("not enough memory to ask"));
        status = 2;
    }
    if (status) {
        fprintf(stderr, "mazedfs: %s\n", err);
        if (!p && r.run)
            io_run_close(&r);
        return status;
    }
    say_unasked(o);
    int right = 0, asked = 0;
    bool more = true, eof = false;
    mz_event ev;
    while (more) {
        const mz_gen *g = mz_run_gen(r.run);
        const mz_solver *s = mz_run_solver(r.run);
        mz_question q;
        bool has = g ? mz_predict_gen(p, g, &q)
                     : s && mz_run_phase_of(r.run) == MZ_PHASE_SOLVE && mz_predict_solve(p, s, &q);
        if (has && !ask(o, r.run, r.grid, &q, &right, &asked)) {
            eof = true; /* the score so far */
            break;
        }
        more = mz_run_next(r.run, &ev);
    }
    if (eof)
        putchar('\n');
    else
        put_final(o, r.run, r.grid);
    printf(_("final score: %d right of %d asked\n"), right, asked);
    status = io_run_status(&r, err, sizeof err);
    if (status)
        fprintf(stderr, "mazedfs: %s\n", err);
    mz_predict_free(p);
    io_run_close(&r);
    if (fflush(stdout) != 0)
        return 1;
    return status;
}
