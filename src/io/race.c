/* race.c - racers in lockstep, each on a run of its own, and --stats'
 * rows for them. SPDX-License-Identifier: MIT */
#include "race.h"

#include <stdio.h>
#include <string.h>

#include "examine.h"
#include "lang.h"
#include "mazedfs/endwords.h"
#include "mazedfs/run.h"
#include "mazedfs/solve.h"

/* The phase a racer races in. */
static mz_run_phase racing(const io_race *race)
{
    return race->o->race_gens ? MZ_PHASE_GENERATE : MZ_PHASE_SOLVE;
}

/* Racer i's run: the options' maze and run, with only its own phase. */
static void plan_of(const mz_options *o, int i, mz_run_plan *p)
{
    mz_run_plan_of(o, p);
    p->steps = MZ_STEPS_ALL;
    p->trace = false;
    p->overlay = true;
    if (o->race_gens) {
        p->gen = o->racer_gen[i];
        p->braid_pct = 0;
        p->solver = NULL;
    } else {
        p->solver = o->racer_solver[i];
    }
}

int io_race_open(io_race *race, const mz_options *o, bool say, io_race_seen seen, void *ctx,
                 char *err, size_t errlen)
{
    memset(race, 0, sizeof *race);
    race->o = o;
    race->seen = seen;
    race->ctx = ctx;
    for (int i = 0; i < o->nracers; i++) {
        io_racer *r = &race->racer[i];
        mz_run_plan plan;
        plan_of(o, i, &plan);
        r->name = o->race_gens ? o->racer_gen[i]->name : o->racer_solver[i]->name;
        r->head_y = r->head_x = -1;
        /* Solvers race on one maze, made (or loaded) once by the first;
         * generators each make their own, saying a mask's note once. */
        int st = i == 0 && say ? io_run_open(&r->run, o, &plan, err, errlen)
                 : i == 0      ? io_run_open_quiet(&r->run, o, &plan, err, errlen)
                 : !o->race_gens
                     ? io_run_open_copy(&r->run, race->racer[0].run.grid, &plan, err, errlen)
                     : io_run_open_quiet(&r->run, o, &plan, err, errlen);
        if (st) {
            io_race_close(race);
            return st;
        }
        race->n = i + 1;
        if (!o->race_gens) {
            mz_run_finish_until(r->run.run, MZ_PHASE_SOLVE);
            if ((st = io_run_status(&r->run, err, errlen)) != 0) {
                io_race_close(race);
                return st;
            }
        }
    }
    return 0;
}

/* Where the head of racer r stands after ev. */
static void follow(io_race *race, io_racer *r, const mz_event *ev)
{
    if (ev->kind == MZ_EV_OPEN_ALL)
        return;
    r->head_y = ev->y, r->head_x = ev->x;
    const mz_solver *s = race->o->race_gens ? NULL : mz_run_solver(r->run.run);
    if (s && ev->kind != MZ_EV_LOOK)
        mz_solve_position(s, &r->head_y, &r->head_x);
}

/* Racer r's next step, its decisions before it; done at its phase's end. */
static void step(io_race *race, io_racer *r)
{
    mz_event ev;
    while (mz_run_next(r->run.run, &ev)) {
        if (ev.kind == MZ_EV_PHASE) {
            if (ev.y == (int)racing(race))
                continue; /* its own phase begins */
            break;
        }
        follow(race, r, &ev);
        if (ev.line)
            r->line = ev.line;
        if (race->seen)
            race->seen(race->ctx, (int)(r - race->racer), &ev);
        if (mz_event_is_step(&ev)) {
            r->steps++;
            return;
        }
    }
    r->done = true;
    r->finished = race->tick;
    r->head_y = r->head_x = -1;
}

bool io_race_tick(io_race *race)
{
    if (io_race_over(race))
        return false;
    race->tick++;
    for (int i = 0; i < race->n; i++)
        if (!race->racer[i].done)
            step(race, &race->racer[i]);
    return true;
}

bool io_race_over(const io_race *race)
{
    for (int i = 0; i < race->n; i++)
        if (!race->racer[i].done)
            return false;
    return true;
}

unsigned io_race_winners(const io_race *race)
{
    if (!io_race_over(race))
        return 0;
    uint64_t best = UINT64_MAX;
    unsigned bits = 0;
    for (int i = 0; i < race->n; i++) {
        uint64_t s = race->racer[i].steps;
        if (s < best)
            best = s, bits = 0;
        if (s == best)
            bits |= 1u << i;
    }
    return bits;
}

uint64_t io_racer_entered(const io_racer *r)
{
    const mz_solver *s = r->run.run ? mz_run_solver(r->run.run) : NULL;
    return s ? mz_solve_visits(s) : 0;
}

size_t io_racer_route(const io_racer *r)
{
    const mz_solver *s = r->run.run ? mz_run_solver(r->run.run) : NULL;
    size_t n = 0;
    if (s && mz_solve_found(s))
        mz_solve_route(s, &n);
    return n;
}

const char *io_racer_code(const io_race *race, int i)
{
    const io_racer *r = &race->racer[i];
    const mz_options *o = race->o;
    const char *const *code = o->race_gens ? o->racer_gen[i]->code : o->racer_solver[i]->code;
    int lines =
        o->race_gens ? mz_gen_code_lines(o->racer_gen[i]) : mz_solve_code_lines(o->racer_solver[i]);
    if (r->line < 1 || r->line > lines)
        return NULL;
    return r->run.grid ? mz_code_line_for(code[r->line - 1], r->run.grid) : code[r->line - 1];
}

void io_race_pane_text(const io_race *race, int i, char *line0, char *line1, size_t n)
{
    const io_racer *r = &race->racer[i];
    if (race->o->race_gens)
        snprintf(line0, n, _("%s   steps %llu%s"), r->name, (unsigned long long)r->steps,
                 r->done ? _("   done") : "");
    else
        snprintf(line0, n, _("%s   steps %llu   cells entered %llu   route %zu"), r->name,
                 (unsigned long long)r->steps, (unsigned long long)io_racer_entered(r),
                 io_racer_route(r));
    const char *code = io_racer_code(race, i);
    if (code)
        snprintf(line1, n, "%d: %s", r->line, _(code));
    else
        snprintf(line1, n, "%s", r->done ? _("finished") : _("ready"));
}

void io_race_close(io_race *race)
{
    for (int i = 0; i < MZ_MAX_RACERS; i++)
        io_run_close(&race->racer[i].run);
    race->n = 0;
}

/* A racer's place: 1 + how many took fewer steps. */
static int place(const io_race *race, int i)
{
    int p = 1;
    for (int j = 0; j < race->n; j++)
        p += race->racer[j].steps < race->racer[i].steps;
    return p;
}

static int print_gen_rows(const io_race *race)
{
    printf("racer\tsteps\tdead_ends_pct\tsolution_length\tperfect\tplace\n");
    for (int i = 0; i < race->n; i++) {
        const io_racer *r = &race->racer[i];
        io_examined e;
        int err = io_examine(r->run.grid, &e);
        if (err) {
            fprintf(stderr, _("mazedfs: not enough memory to examine the %s maze\n"), r->name);
            return 2;
        }
        double dead = e.report.rooms
                          ? 100.0 * (double)e.fig.kinds[MZ_KIND_DEAD_END] / (double)e.report.rooms
                          : 0.0;
        printf("%s\t%llu\t%.2f\t%zu\t%s\t%d\n", r->name, (unsigned long long)r->steps, dead,
               e.route.length, e.report.perfect ? "yes" : "no", place(race, i));
        io_examined_free(&e);
    }
    return 0;
}

int io_race_stats(const mz_options *o)
{
    io_race race;
    char err[512];
    int st = io_race_open(&race, o, true, NULL, NULL, err, sizeof err);
    if (st) {
        fprintf(stderr, "mazedfs: %s\n", err);
        return st;
    }
    while (io_race_tick(&race))
        ;
    const mz_grid *g = race.racer[0].run.grid;
    char seed[24] = "none"; /* a loaded maze has none, unless braided */
    if (!o->load_path || o->braid_pct > 0)
        snprintf(seed, sizeof seed, "%llu", (unsigned long long)o->seed);
    printf("race: %s\n", o->race_gens ? "generators" : "solvers");
    if (!o->race_gens)
        printf("generator: %s\n", o->load_path ? IO_LOADED_NAME : o->gen->name);
    printf("seed: %s\nheight: %d\nwidth: %d\n", seed, g->height, g->width);
    if (o->race_gens) {
        st = print_gen_rows(&race);
    } else {
        printf("racer\tsteps\tcells_entered\troute\tplace\n");
        for (int i = 0; i < race.n; i++)
            printf("%s\t%llu\t%llu\t%zu\t%d\n", race.racer[i].name,
                   (unsigned long long)race.racer[i].steps,
                   (unsigned long long)io_racer_entered(&race.racer[i]),
                   io_racer_route(&race.racer[i]), place(&race, i));
    }
    if (!st) {
        unsigned w = io_race_winners(&race);
        printf("winner:");
        for (int i = 0; i < race.n; i++)
            if (w & 1u << i)
                printf(" %s", race.racer[i].name);
        printf("\n");
    }
    io_race_close(&race);
    return st ? st : fflush(stdout) == 0 ? 0 : 1;
}
