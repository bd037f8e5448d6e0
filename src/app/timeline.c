/* timeline.c - the running phase's event log put to use: undo and redo on
 * the grid and the marks, Home, End, and the strip to scrub on.
 * SPDX-License-Identifier: MIT */
#include "timeline.h"

#include <stdlib.h>
#include <string.h>

#include "app.h"

/* Ms a seek or a frame spends pulling steps past the log's end. */
#define CHASE_MS 8.0
/* Past this many steps a seek redraws the whole view once instead of cell
 * by cell. */
#define TOUCH_ALL_STEPS 4096

static size_t budget(void)
{
    const char *s = getenv("MAZEDFS_LOG_BUDGET");
    char *end;
    unsigned long long v = s ? strtoull(s, &end, 10) : 0;
    return s && *s && !*end ? (size_t)v : MZ_EVLOG_DEFAULT_BUDGET;
}

void timeline_start(app *a, bool new_maze)
{
    timeline *t = &a->tl;
    if (new_maze)
        t->npast = 0;
    else if (t->npast < TIMELINE_PAST && !t->log.over)
        t->past[t->npast++] = t->pos;
    mz_evlog_clear(&t->log);
    mz_evlog_init(&t->log, budget());
    t->pos = 0;
    t->dragging = false;
    t->last_line = 0;
    if (a->phase == PHASE_GENERATE || a->phase == PHASE_BRAID)
        mz_evlog_track_grid(&t->log, a->grid);
}

bool timeline_off(const app *a) { return a->tl.log.over; }

/* The first two set bits of bits, as they stand in marks: 0 to 3. */
static unsigned pack(uint8_t marks, uint8_t bits)
{
    unsigned out = 0;
    for (unsigned b = 1, k = 0; b < 256 && k < 2; b <<= 1)
        if (bits & b)
            out |= (unsigned)((marks & b) != 0) << k++;
    return out;
}

/* Puts back the bits pack() kept, on cell (y, x). */
static void unpack(app *a, int y, int x, uint8_t bits, unsigned prev)
{
    for (unsigned b = 1, k = 0; b < 256 && k < 2; b <<= 1)
        if (bits & b)
            view_mark(&a->view, y, x, (uint8_t)b, prev >> k++ & 1);
}

void timeline_record(app *a, const mz_event *ev)
{
    timeline *t = &a->tl;
    t->last_line = ev->line;
    if (t->log.over)
        return;
    bool on, ok;
    uint8_t bits = app_event_marks(a, ev->kind, &on);
    if (t->log.shadow) {
        ok = mz_evlog_push_gen(&t->log, ev, a->grid);
    } else {
        const uint8_t *m = a->view.marks;
        size_t i = (size_t)ev->y * (size_t)a->grid->width + (size_t)ev->x;
        ok = mz_evlog_push(&t->log, ev, a->grid->width, m ? pack(m[i], bits) : 0);
    }
    t->pos = ok ? t->log.n : 0;
}

int timeline_line(const app *a)
{
    const timeline *t = &a->tl;
    if (t->log.over || t->pos == t->log.n)
        return t->last_line;
    if (t->pos == 0)
        return 0;
    mz_event ev;
    unsigned prev;
    mz_evlog_get(&t->log, t->pos - 1, a->grid->width, &ev, &prev);
    return ev.line;
}

bool timeline_behind(const app *a) { return !a->tl.log.over && a->tl.pos < a->tl.log.n; }

/* Applies logged step i forwards or backwards; touch: tell the view cell
 * by cell (else the caller redraws everything). */
static void apply(app *a, uint64_t i, bool forward, bool touch)
{
    mz_event ev;
    unsigned prev;
    mz_evlog_get(&a->tl.log, i, a->grid->width, &ev, &prev);
    bool on;
    uint8_t bits = app_event_marks(a, ev.kind, &on);
    if (bits && forward)
        view_mark(&a->view, ev.y, ev.x, bits, on);
    if (bits && !forward)
        unpack(a, ev.y, ev.x, bits, prev);
    if (bits)
        return;
    if (forward)
        mz_evlog_redo_grid(&a->tl.log, i, a->grid);
    else
        mz_evlog_undo_grid(&a->tl.log, i, a->grid);
    if (ev.kind == MZ_EV_OPEN_ALL)
        view_touch_all(&a->view);
    else if (touch)
        view_touch(&a->view, ev.y, ev.x);
}

/* The head after the shown steps: the cell of the last one (the live
 * solver's own position at the log's end). */
static void place_head(app *a)
{
    timeline *t = &a->tl;
    a->head_on = false;
    if (t->pos == 0 || a->phase == PHASE_TRACE)
        return;
    mz_event ev;
    unsigned prev;
    mz_evlog_get(&t->log, t->pos - 1, a->grid->width, &ev, &prev);
    a->head_on = ev.kind != MZ_EV_OPEN_ALL;
    a->head_y = ev.y;
    a->head_x = ev.x;
    if (a->phase == PHASE_SOLVE && t->pos == t->log.n && app_solver(a))
        mz_solve_position(app_solver(a), &a->head_y, &a->head_x);
}

bool timeline_redo(app *a, double *weight)
{
    timeline *t = &a->tl;
    mz_event ev;
    unsigned prev;
    mz_evlog_get(&t->log, t->pos, a->grid->width, &ev, &prev);
    apply(a, t->pos++, true, true);
    a->phase_steps += mz_event_is_step(&ev);
    *weight = mz_event_weight(&ev);
    place_head(a);
    return true;
}

/* Where the phase is in the unit of t->goal: steps (--steps K, or without
 * the log), else entries of the log (decisions included). */
static uint64_t goal_at(const app *a)
{
    return a->tl.goal_steps || a->tl.log.over ? a->phase_steps : a->tl.pos;
}

/* Pulls the phase's own steps (logged as they come) towards t->goal for
 * at most ms; what is left is pulled in the next frames (timeline_update),
 * so a far End or --steps never freezes the window. */
static void chase(app *a, double ms)
{
    timeline *t = &a->tl;
    double until = app_now_ms() + ms, w;
    for (unsigned n = 1; t->chasing; n++) {
        if (goal_at(a) >= t->goal || !app_phase_step(a, &w)) {
            t->chasing = false;
            break;
        }
        if ((n & 1023) == 0 && app_now_ms() > until)
            break;
    }
    if (!t->log.over)
        place_head(a);
    a->redraw = true;
}

bool timeline_chasing(const app *a) { return a->tl.chasing; }

void timeline_update(app *a)
{
    if (a->tl.chasing)
        chase(a, CHASE_MS);
}

/* timeline_seek, with target in steps (steps) or log entries. */
static void seek(app *a, uint64_t target, bool steps)
{
    timeline *t = &a->tl;
    t->chasing = false;
    t->goal_steps = steps;
    if (!t->log.over) {
        uint64_t end = target < t->log.n && !steps ? target : t->log.n;
        bool touch = (end > t->pos ? end - t->pos : t->pos - end) <= TOUCH_ALL_STEPS;
        for (; t->pos > end; t->pos--)
            apply(a, t->pos - 1, false, touch);
        for (; t->pos < end; t->pos++)
            apply(a, t->pos, true, touch);
        if (!touch)
            view_touch_all(&a->view);
        a->phase_steps = mz_evlog_steps_before(&t->log, t->pos);
        place_head(a);
    }
    t->goal = target;
    t->chasing = target > goal_at(a); /* past the log's end */
    chase(a, CHASE_MS);
}

void timeline_seek(app *a, uint64_t target) { seek(a, target, false); }

void timeline_seek_step(app *a, uint64_t k)
{
    const mz_evlog *l = &a->tl.log;
    if (l->over || mz_evlog_steps_before(l, l->n) < k) {
        seek(a, k, true); /* to the log's end, then pulled on */
        return;
    }
    uint64_t lo = 0, hi = l->n; /* the first entry after which k steps are shown */
    while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (mz_evlog_steps_before(l, mid) >= k)
            hi = mid;
        else
            lo = mid + 1;
    }
    seek(a, lo, false);
}

/* Generation's counters after k entries: a fresh generator stopped there. */
static void shown_gen(const app *a, uint64_t k, timeline_shown *s)
{
    mz_grid *g = mz_grid_new_like(a->grid);
    mz_gen *gen = g ? mz_gen_new_with(a->now.gen, g, a->now.seed, &a->opt.gen_params) : NULL;
    mz_event ev;
    s->valid = gen != NULL;
    for (uint64_t i = 0; gen && i < k && mz_gen_next(gen, &ev); i++)
        ;
    if (gen) {
        s->progress = mz_gen_progress(gen);
        mz_gen_describe(gen, s->state, sizeof s->state);
        s->gen = gen; /* kept for the drawn state */
        s->grid = g;
        return;
    }
    mz_grid_free(g);
}

/* The solve's counters after k entries: a fresh solver on the same maze. */
static void shown_solve(const app *a, uint64_t k, timeline_shown *s)
{
    const mz_solver *live = app_solver(a);
    mz_solver *sv = live ? mz_solve_new_with(mz_solve_info_of(live), a->grid) : NULL;
    mz_event ev;
    s->valid = sv != NULL;
    for (uint64_t i = 0; sv && i < k && mz_solve_next(sv, &ev); i++)
        ;
    if (sv) {
        s->visits = mz_solve_visits(sv);
        s->found = mz_solve_found(sv);
    }
    s->solver = sv; /* kept for the drawn state */
}

void timeline_drop_shown(timeline_shown *s)
{
    mz_gen_free(s->gen);
    mz_grid_free(s->grid);
    mz_solve_free(s->solver);
    s->gen = NULL;
    s->grid = NULL;
    s->solver = NULL;
    s->valid = false;
}

void timeline_refresh(app *a)
{
    timeline *t = &a->tl;
    timeline_shown *s = &t->shown;
    if (!timeline_behind(a) || t->pos > TIMELINE_REPLAY_MAX) {
        timeline_drop_shown(s);
        return;
    }
    if (s->valid && s->pos == t->pos && s->n == t->log.n && s->phase == (int)a->phase)
        return;
    timeline_drop_shown(s);
    memset(s, 0, sizeof *s);
    s->pos = t->pos;
    s->n = t->log.n;
    s->phase = (int)a->phase;
    s->steps = mz_evlog_steps_before(&t->log, t->pos);
    if (a->phase == PHASE_GENERATE)
        shown_gen(a, t->pos, s);
    else if (a->phase == PHASE_SOLVE)
        shown_solve(a, t->pos, s);
    else
        s->valid = true; /* the braid and the trace count steps only */
}

void app_drawn_update(app *a)
{
    timeline_refresh(a); /* the fresh run stopped at the shown step, if behind */
    const timeline_shown *s = &a->tl.shown;
    bool behind = timeline_behind(a);
    drawn_source src = {NULL, NULL, {a->phase, a->tl.pos, a->tl.log.n, a->phase_steps}, false};
    src.animating = !a->anim.paused;
    if (behind && !s->valid) {
        /* too far back to replay: better nothing drawn than a wrong state */
    } else if (a->phase == PHASE_GENERATE) {
        src.gen = behind ? s->gen : app_gen(a);
    } else if (a->phase == PHASE_SOLVE) {
        src.solver = behind ? s->solver : app_solver(a);
    }
    if (drawn_update(&a->drawn, &a->view, &src, app_now_ms))
        a->redraw = true;
}

void timeline_back(app *a, uint64_t n)
{
    if (a->phase == PHASE_PLAY || a->tl.log.over)
        return;
    if (!a->anim.paused)
        anim_toggle_pause(&a->anim, app_now_ms());
    timeline_seek(a, a->tl.pos > n ? a->tl.pos - n : 0);
}

/* The running phase's steps as far as they can be told: all of them once
 * known, else the steps so far over the generator's progress. */
static double phase_total(const app *a)
{
    double n = (double)a->tl.log.n, p = app_gen_progress(a);
    const mz_path *path = app_path(a);
    if (a->phase == PHASE_TRACE && path)
        return (double)path->length;
    const mz_gen *g = app_gen(a);
    if (a->phase == PHASE_GENERATE && g && !mz_gen_done(g) && p > 0.001 && n / p > n)
        return n / p;
    return n;
}

/* The strip's parts: the finished phases, then the running one, each as
 * wide as its steps (at least a tenth of the strip for the running one). */
static void segments(const app *a, int width, int *x0, int *x1)
{
    const timeline *t = &a->tl;
    double cur = phase_total(a), total = cur;
    for (int i = 0; i < t->npast; i++)
        total += (double)t->past[i];
    double min = total / 9.0;
    if (cur < min && a->phase != PHASE_PLAY) {
        total += min - cur;
        cur = min;
    }
    *x1 = width;
    *x0 = total > 0 ? (int)((double)width * (total - cur) / total) : 0;
    if (a->phase == PHASE_PLAY)
        *x0 = width;
}

static void fill(SDL_Renderer *r, int x, int y, int w, int h, Uint8 c0, Uint8 c1, Uint8 c2)
{
    SDL_SetRenderDrawColor(r, c0, c1, c2, 255);
    SDL_RenderFillRect(r, &(SDL_Rect){x, y, w, h});
}

static timeline_look look_of(const app *a, int width)
{
    const timeline *t = &a->tl;
    timeline_look k = {width, 0, 0, t->npast, 0, false, 0, 0};
    segments(a, width, &k.x0, &k.x1);
    for (int i = 0; i < t->npast; i++)
        k.past += t->past[i];
    if (a->phase == PHASE_PLAY || t->log.over)
        return k;
    double all = phase_total(a), span = k.x1 - k.x0;
    k.bars = true;
    k.done = all > 0 ? (int)(span * (double)t->pos / all) : 0;
    k.logged = all > 0 ? (int)(span * (double)t->log.n / all) : 0;
    return k;
}

void timeline_draw(app *a, int width, int height)
{
    timeline *t = &a->tl;
    SDL_Renderer *r = a->ren;
    t->strip = (SDL_Rect){0, height - TIMELINE_H, width, TIMELINE_H};
    int y = t->strip.y;
    timeline_look k = look_of(a, width);
    int x0 = k.x0, x1 = k.x1, done = k.done, logged = k.logged;
    fill(r, 0, y, width, TIMELINE_H, 24, 24, 24);
    fill(r, 0, y + 2, x0, TIMELINE_H - 4, 90, 90, 90); /* finished phases */
    double total = 0;
    for (int i = 0; i < t->npast; i++)
        total += (double)t->past[i];
    double acc = 0;
    for (int i = 0; i < t->npast && total > 0; i++) { /* their boundaries */
        acc += (double)t->past[i];
        fill(r, (int)((double)x0 * acc / total) - 1, y, 2, TIMELINE_H, 255, 255, 255);
    }
    if (!k.bars)
        return;
    fill(r, x0, y + 2, x1 - x0, TIMELINE_H - 4, 60, 60, 60); /* still to come */
    fill(r, x0, y + 2, logged, TIMELINE_H - 4, 0, 80, 0);    /* logged */
    fill(r, x0, y + 2, done, TIMELINE_H - 4, 0, 190, 0);     /* shown */
    fill(r, x0, y, 2, TIMELINE_H, 255, 255, 255);            /* the phase's start */
    fill(r, x0 + done - 1, y, 3, TIMELINE_H, 255, 64, 64);   /* where it stands */
}

/* The columns from a to b (either order) and the marker's around each. */
static void span_of(int a, int b, int *lo, int *hi)
{
    int l = (a < b ? a : b) - 1, h = (a > b ? a : b) + 2;
    *lo = l < *lo ? l : *lo;
    *hi = h > *hi ? h : *hi;
}

SDL_Rect timeline_take_damage(app *a, int width, int height)
{
    timeline_look k = look_of(a, width), was = a->tl.drawn;
    a->tl.drawn = k;
    SDL_Rect strip = {0, height - TIMELINE_H, width, TIMELINE_H};
    if (k.w != was.w || k.x0 != was.x0 || k.x1 != was.x1 || k.npast != was.npast ||
        k.past != was.past || k.bars != was.bars)
        return strip;
    if (k.done == was.done && k.logged == was.logged)
        return (SDL_Rect){0, 0, 0, 0};
    int lo = width, hi = 0;
    span_of(was.done, k.done, &lo, &hi);
    span_of(was.logged, k.logged, &lo, &hi);
    return (SDL_Rect){k.x0 + lo, strip.y, hi - lo, TIMELINE_H};
}

/* Scrubs to the step under window x. */
static void scrub_to(app *a, int x)
{
    int x0, x1;
    segments(a, a->tl.strip.w, &x0, &x1);
    if (x1 <= x0)
        return;
    double f = (double)(x - x0) / (double)(x1 - x0);
    f = f < 0 ? 0 : f > 1 ? 1 : f;
    if (!a->anim.paused)
        anim_toggle_pause(&a->anim, app_now_ms());
    timeline_seek(a, (uint64_t)(f * phase_total(a) + 0.5));
}

bool timeline_mouse(app *a, const SDL_Event *e)
{
    timeline *t = &a->tl;
    if (e->type == SDL_MOUSEBUTTONUP && t->dragging) {
        t->dragging = false;
        return true;
    }
    if (e->type == SDL_MOUSEMOTION && t->dragging) {
        scrub_to(a, e->motion.x);
        return true;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT)
        return false;
    SDL_Point p = {e->button.x, e->button.y};
    if (!SDL_PointInRect(&p, &t->strip) || a->phase == PHASE_PLAY || t->log.over)
        return false;
    t->dragging = true;
    scrub_to(a, p.x);
    return true;
}

void timeline_hud(const app *a, char *buf, size_t n)
{
    const timeline *t = &a->tl;
    if (t->log.over)
        snprintf(buf, n, _("  stepping back is off for this maze (log over %zu MiB)"),
                 t->log.budget >> 20);
    else if (a->phase != PHASE_PLAY && t->pos < t->log.n)
        snprintf(buf, n, _(" of %llu"), /* steps, as the counter before it */
                 (unsigned long long)(t->log.n - t->log.looks));
    else if (n)
        buf[0] = '\0';
}
