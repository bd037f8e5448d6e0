/* render.c - one frame: the maze, the values, the dot, the HUD, the help.
 * SPDX-License-Identifier: MIT */
#include "app.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "quote.h"
#include "shot.h"

static const char *const phase_names[] = {N_("generating"), N_("braiding"), N_("solving"),
                                          N_("tracing the shortest path"), N_("play")};

/* The legend of the heat map: the ramp from the start (left) to the
 * farthest cell (right), at the right end of the HUD's first line (the
 * second says the distances). */
#define LEGEND_W 128
#define LEGEND_H 10

/* x rounded as "%.0f" rounds it (to even at a half, in the current mode),
 * as an integer: printf's floating-point path was a twentieth of an
 * animated frame's work. */
static long long whole(double x) { return (long long)rint(x); }

static void format_delay(char *buf, size_t n, double ms)
{
    if (ms == 0)
        snprintf(buf, n, _("0 ms (flat out)"));
    else if (ms < 1)
        snprintf(buf, n, "%.3g ms", ms);
    else
        snprintf(buf, n, "%lld ms", whole(ms));
}

/* The shortest path's cells, once found (0 before). */
static size_t shortest_cells(const app *a)
{
    const mz_path *path = app_path(a);
    return path ? path->length : 0;
}

/* The counters of the shown step: the live iterators' at the log's end,
 * else those of a fresh run stopped at the shown step (timeline_refresh). */
static double shown_progress(const app *a)
{
    return a->tl.shown.valid ? a->tl.shown.progress : app_gen_progress(a);
}

static uint64_t shown_trace_steps(const app *a)
{
    return a->tl.shown.valid ? a->tl.shown.steps : mz_run_steps(a->run, MZ_PHASE_TRACE);
}

static uint64_t shown_visits(const app *a)
{
    return a->tl.shown.valid ? a->tl.shown.visits : mz_solve_visits(app_solver(a));
}

static void animation_line(const app *a, char *buf, size_t n)
{
    char delay[32], progress[48] = "", back[96];
    timeline_hud(a, back, sizeof back);
    format_delay(delay, sizeof delay, a->anim.delay_ms);
    double p = a->phase == PHASE_GENERATE ? shown_progress(a) : -1;
    if (p >= 0)
        snprintf(progress, sizeof progress, " %lld%%", whole(100 * p));
    else if (a->phase == PHASE_TRACE)
        snprintf(progress, sizeof progress, " %llu/%zu", (unsigned long long)shown_trace_steps(a),
                 shortest_cells(a));
    else if (a->phase == PHASE_SOLVE && app_solver(a))
        snprintf(progress, sizeof progress, _(" (%s) entered %llu cells"), a->now.solver->name,
                 (unsigned long long)shown_visits(a));
    /* The player's clock waits while a solve or trace runs, and says so. */
    snprintf(buf, n, _("%s%s  step %llu%s  delay %s%s"), _(phase_names[a->phase]), progress,
             (unsigned long long)a->phase_steps, back, delay,
             a->anim.skip     ? _("  finishing")
             : a->anim.paused ? _("  PAUSED, Space resumes")
             : a->clock_on    ? _("  play clock stopped")
                              : _("  (F1: keys)"));
}

/* The win's figures: optimality (shortest / moves), hints, the best time. */
static void win_line(const app *a, size_t shortest, char *buf, size_t n)
{
    double pct = a->play.moves ? 100.0 * (double)shortest / (double)a->play.moves : 0;
    char best[48] = "";
    if (a->route_shown) /* a win that was shown the way sets no best time */
        snprintf(best, sizeof best, _("  no best time (route shown)"));
    else if (a->aids.hints)
        snprintf(best, sizeof best, _("  no best time (hints)"));
    else if (a->best_s > 0)
        snprintf(best, sizeof best, _("  best %.1f s%s"), a->best_s,
                 a->best_rank == 1 ? _(" (new!)") : "");
    (void)shortest;
    /* Out through the border only with the lab's ends; else into a room. */
    snprintf(buf, n,
             mz_grid_ends_default(a->grid)
                 ? _("ESCAPED: %llu moves, %.1f s, %.0f%% optimal  hints %u%s")
                 : _("EXIT REACHED: %llu moves, %.1f s, %.0f%% optimal  hints %u%s"),
             (unsigned long long)a->play.moves, a->won_s, pct, a->aids.hints, best);
}

/* The win's card: moves against the shortest, the time, the hints, the
 * best time, and what next. */
static void win_card(const app *a, char *buf, size_t n)
{
    const mz_path *path = app_path(a);
    size_t shortest = path && path->length ? path->length - 1 : 0;
    double pct = a->play.moves ? 100.0 * (double)shortest / (double)a->play.moves : 0;
    char best[80];
    if (a->route_shown)
        snprintf(best, sizeof best, _("no best time: a solve or trace showed the way"));
    else if (a->aids.hints)
        snprintf(best, sizeof best, _("no best time: hints used"));
    else if (a->best_rank == 1)
        snprintf(best, sizeof best, _("a new best time!"));
    else if (a->best_s > 0)
        snprintf(best, sizeof best, _("best time %.1f s (this one is number %d)"), a->best_s,
                 a->best_rank);
    else
        snprintf(best, sizeof best, _("best times are not kept (--no-scores)"));
    int title = snprintf(buf, n, "%s\n",
                         mz_grid_ends_default(a->grid) ? _("ESCAPED!") : _("EXIT REACHED!"));
    if (title < 0 || (size_t)title >= n)
        return;
    snprintf(buf + title, n - (size_t)title,
             _("moves      %llu (shortest %zu: %.0f%% optimal)\n"
               "time       %.1f s\n"
               "hints      %u\n"
               "%s\n\n"
               "N: next maze, R: same maze again"),
             (unsigned long long)a->play.moves, shortest, pct, a->won_s, a->aids.hints, best);
}

static void play_line(app *a, double now_ms, char *buf, size_t n)
{
    size_t cells = shortest_cells(a), shortest = cells ? cells - 1 : 0;
    if (a->play.won) {
        win_line(a, shortest, buf, n);
        return;
    }
    a->clock_shown = (int)(app_clock_ms(a, now_ms) / 1000.0);
    char best[40] = "", hints[24] = "";
    if (shortest)
        snprintf(best, sizeof best, _(" (shortest %zu)"), shortest);
    if (a->aids.hints)
        snprintf(hints, sizeof hints, _("  hints %u"), a->aids.hints);
    /* A phase that could not start says why in place of the key hint. */
    snprintf(buf, n, _("play%s%s: %llu moves%s  %d s%s  %s"), a->living ? _(" (living)") : "",
             a->aids.dark ? _(" in the dark") : "", (unsigned long long)a->play.moves, best,
             a->clock_shown, hints,
             a->phase_note[0] ? a->phase_note : _("arrows/WASD/hjkl, mouse  (F1: keys)"));
}

/* The solver's name and, once it has run, its figures; a solver that needs
 * a perfect maze says so on one with loops. */
static void solver_words(const app *a, char *buf, size_t n)
{
    const mz_solver_info *s = a->now.solver;
    bool loops = a->opt.braid_pct > 0 || !a->now.gen->perfect;
    char figures[64] = "";
    const mz_solver *solver = app_solver(a);
    if (solver && a->phase != PHASE_SOLVE) {
        size_t route;
        mz_solve_route(solver, &route);
        /* In moves, as the shortest path and the player's moves are. */
        snprintf(figures, sizeof figures, _(" entered %llu cells, route %zu moves"),
                 (unsigned long long)mz_solve_visits(solver), route ? route - 1 : 0);
    }
    snprintf(buf, n, _("%s%s%s%s (O)"), figures[0] ? "" : _("solver "), s->name,
             !s->works_with_loops && loops ? _(" (perfect mazes only)") : "", figures);
}

/* --predict's words after the animation's line in buf (n bytes): the
 * score, or why the running algorithm asks nothing. */
static void quiz_after(const app *a, char *buf, size_t n)
{
    size_t u = strlen(buf);
    if (!a->quiz.on || a->phase == PHASE_BRAID || a->phase == PHASE_TRACE || u + 3 >= n)
        return;
    bool gen = a->phase == PHASE_GENERATE;
    if (gen ? mz_predict_gen_asks(a->now.gen) : mz_predict_solve_asks(a->now.solver)) {
        snprintf(buf + u, n - u, "  ");
        quiz_line(&a->quiz, buf + u + 2, n - u - 2);
    } else {
        snprintf(buf + u, n - u, _("  --predict: %s's next step is no choice among cells"),
                 gen ? a->now.gen->name : a->now.solver->name);
    }
}

#define KEY_MAX sizeof(((hud_memo *)0)->key)

/* Appends the n bytes at p to the key k (kn bytes so far, room for
 * KEY_MAX); returns the new length, KEY_MAX + 1 when it
 * does not fit (such a key matches nothing). */
static size_t key_put(unsigned char *k, size_t kn, const void *p, size_t n)
{
    if (kn > KEY_MAX || n > KEY_MAX - kn)
        return KEY_MAX + 1;
    memcpy(k + kn, p, n);
    return kn + n;
}

/* Everything the HUD's first line is made of (see first_line), as bytes:
 * while they stay the same, so does the line. Returns the key's length. */
static size_t first_line_key(const app *a, unsigned char *k)
{
    const mz_solver *solver = app_solver(a);
    const char *note = a->shot_note[0] ? a->shot_note : a->fit_note;
    struct {
        const void *gen_name, *gen, *solver_info, *solver;
        uint64_t seed, visits;
        size_t route;
        int height, width, braid, solving;
        bool loaded;
    } in;
    memset(&in, 0, sizeof in); /* the padding too: the key is compared as bytes */
    in.gen_name = app_gen_name(a);
    in.gen = a->now.gen;
    in.solver_info = a->now.solver;
    in.solver = solver;
    in.seed = a->now.seed;
    if (solver && a->phase != PHASE_SOLVE) {
        in.visits = mz_solve_visits(solver);
        mz_solve_route(solver, &in.route);
    }
    in.height = a->grid->height;
    in.width = a->grid->width;
    in.braid = a->opt.braid_pct;
    in.solving = a->phase == PHASE_SOLVE;
    in.loaded = a->loaded;
    return key_put(k, key_put(k, 0, &in, sizeof in), note, strlen(note) + 1);
}

/* The HUD's first line: the maze (generator, braid, size, seed), the
 * block or a screenshot's note, and the solver. */
static void first_line(app *a, char *line, size_t n)
{
    char solver[128], braid[24] = "";
    solver_words(a, solver, sizeof solver);
    if (a->opt.braid_pct > 0)
        snprintf(braid, sizeof braid, _(" braid %d%%"), a->opt.braid_pct);
    /* The title bar names the program; the strip keeps its width for these. */
    if (a->loaded)
        snprintf(line, n, "%s%s  %d x %d  %s  %s", app_gen_name(a), braid, a->grid->height,
                 a->grid->width, a->shot_note[0] ? a->shot_note : a->fit_note, solver);
    else
        snprintf(line, n, _("%s%s  %d x %d  seed %llu  %s  %s"), app_gen_name(a), braid,
                 a->grid->height, a->grid->width, (unsigned long long)a->now.seed,
                 a->shot_note[0] ? a->shot_note : a->fit_note, solver);
}

static void set_hud_text(app *a, double now_ms)
{
    char line[2 * HUD_TEXT_MAX], heat[64] = "";
    timeline_refresh(a); /* the counters of the shown step */
    /* Formatted and translated every frame it was a sixth of an animated
     * frame's work; it changes a few times a maze. */
    unsigned char key[KEY_MAX];
    size_t kn = first_line_key(a, key);
    if (kn > KEY_MAX || kn != a->memo.n || memcmp(key, a->memo.key, kn) != 0) {
        first_line(a, line, sizeof line);
        hud_set(&a->hud, 0, line, false);
        a->memo.n = kn <= KEY_MAX ? kn : 0;
        memcpy(a->memo.key, key, a->memo.n);
    }
    if (a->heat && a->heat_on) {
        uint32_t d = a->heat[(size_t)mz_grid_exit_y(a->grid) * (size_t)a->grid->width +
                             (size_t)mz_grid_exit_x(a->grid)];
        if (d == MZ_DIST_NONE)
            snprintf(heat, sizeof heat, _("  heat: exit unreached, farthest %u"), a->heat_max);
        else
            snprintf(heat, sizeof heat, _("  heat: exit at %u, farthest %u"), d, a->heat_max);
    } else if (a->heat_walk && a->heat_on) {
        snprintf(heat, sizeof heat, _("  heat: measuring %d%%"),
                 (int)(100 * mz_dist_walk_progress(a->heat_walk)));
    }
    if (a->phase == PHASE_PLAY)
        play_line(a, now_ms, line, HUD_TEXT_MAX);
    else if (a->quiz.state != QUIZ_IDLE) /* a question, or its answer */
        quiz_line(&a->quiz, line, HUD_TEXT_MAX);
    else {
        animation_line(a, line, HUD_TEXT_MAX);
        quiz_after(a, line, HUD_TEXT_MAX);
    }
    char values[80] = ""; /* V in cells too small to read: say why nothing shows */
    if (a->show_values && view_cell_px(&a->view) < HUD_MIN_VALUE_CELL)
        snprintf(values, sizeof values, _("  values: cells under %d px, zoom in (wheel)"),
                 HUD_MIN_VALUE_CELL);
    size_t used = strlen(line);
    if (!(a->phase == PHASE_PLAY && a->play.won)) /* the win says enough */
        snprintf(line + used, sizeof line - used, "%s%s", heat, values);
    hud_set(&a->hud, 1, line, a->phase == PHASE_PLAY && a->play.won);
}

/* showvalue: each cell's byte, where cells are big enough to read it;
 * only the cells that meet clip. */
static void draw_values(app *a, SDL_Rect clip)
{
    int px = (int)view_cell_px(&a->view);
    if (px < HUD_MIN_VALUE_CELL)
        return;
    const SDL_Rect *ar = &a->view.area;
    double cx = (double)ar->w / a->grid->width, cy = (double)ar->h / a->grid->height;
    int x0 = (int)((clip.x - ar->x) / cx) - 1, x1 = (int)((clip.x + clip.w - ar->x) / cx) + 1;
    int y0 = (int)((clip.y - ar->y) / cy) - 1, y1 = (int)((clip.y + clip.h - ar->y) / cy) + 1;
    for (int y = y0 < 0 ? 0 : y0; y <= y1 && y < a->grid->height; y++)
        for (int x = x0 < 0 ? 0 : x0; x <= x1 && x < a->grid->width; x++)
            hud_draw_value(&a->hud, *mz_grid_at(a->grid, y, x), view_cell_rect(&a->view, y, x, 0),
                           px);
}

/* Where the dot is drawn (the algorithm's head while a phase runs, the
 * player in play); w 0 when it is not. */
static SDL_Rect dot_rect(const app *a)
{
    if (a->phase <= PHASE_SOLVE && !a->head_on)
        return (SDL_Rect){0, 0, 0, 0};
    bool head = a->phase <= PHASE_SOLVE;
    return view_dot_rect(&a->view, head ? a->head_y : a->play.y, head ? a->head_x : a->play.x);
}

/* Reads back the frame just drawn and saves it; the HUD says where on
 * the next frame. */
static void take_shot(app *a, int w, int h, double now_ms)
{
    char name[96], err[400];
    uint32_t *px = malloc((size_t)w * (size_t)h * 4);
    int rc = px ? SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_ARGB8888, px, w * 4) : -1;
    if (rc == 0)
        rc = io_screenshot(px, w, h, w * 4, app_gen_name(a), a->now.seed, name, sizeof name, err,
                           sizeof err);
    else
        snprintf(err, sizeof err, _("cannot read the window: %s"),
                 px ? SDL_GetError() : _("no memory"));
    free(px);
    /* A saved shot is output; a failed one is an error, and goes with them. */
    if (rc == 0) {
        snprintf(a->shot_note, sizeof a->shot_note, _("saved %.80s"), name);
        a->shot_until = now_ms + APP_NOTE_MS;
        fprintf(a->out, "screenshot: %s\n", name);
        fflush(a->out);
    } else {
        io_quote(err, sizeof err);
        snprintf(a->shot_note, sizeof a->shot_note, _("not saved: %.80s"), err);
        a->shot_until = now_ms + APP_NOTE_MS;
        fprintf(stderr, _("mazedfs: screenshot not saved: %s\n"), err);
    }
    a->want_shot = false;
    a->redraw = true;
}

static void draw_legend(app *a, int w)
{
    if (!a->heat || !a->heat_on || w < 2 * LEGEND_W)
        return;
    SDL_Rect box = {w - LEGEND_W - 8, 6, LEGEND_W, LEGEND_H};
    for (int i = 0; i < LEGEND_W; i++) {
        uint32_t c = view_heat_color((uint32_t)i, LEGEND_W - 1);
        SDL_SetRenderDrawColor(a->ren, c >> 16 & 255, c >> 8 & 255, c & 255, 255);
        SDL_RenderDrawLine(a->ren, box.x + i, box.y, box.x + i, box.y + LEGEND_H - 1);
    }
    SDL_SetRenderDrawColor(a->ren, 200, 200, 200, 255);
    SDL_RenderDrawRect(a->ren, &(SDL_Rect){box.x - 1, box.y - 1, box.w + 2, box.h + 2});
}

/* The background of clip where the maze's tiles will not cover it. Only
 * there: the software renderer fills with streaming stores, and a damaged
 * column of tiles (64 x 1216 pixels) took 3.7 ms to fill here, the first
 * frame's whole window 50 ms. */
static void fill_background(app *a, SDL_Rect clip)
{
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(a->ren, 40, 40, 40, 255);
    SDL_Rect c;
    if (!SDL_IntersectRect(&a->layout.area, &a->layout.maze, &c) ||
        !SDL_IntersectRect(&c, &clip, &c)) {
        SDL_RenderFillRect(a->ren, &clip);
        return;
    }
    int right = clip.x + clip.w, bottom = clip.y + clip.h;
    SDL_Rect side[4] = {
        {clip.x, clip.y, clip.w, c.y - clip.y},
        {clip.x, c.y + c.h, clip.w, bottom - (c.y + c.h)},
        {clip.x, c.y, c.x - clip.x, c.h},
        {c.x + c.w, c.y, right - (c.x + c.w), c.h},
    };
    for (int i = 0; i < 4; i++)
        if (side[i].w > 0 && side[i].h > 0)
            SDL_RenderFillRect(a->ren, &side[i]);
}

/* The running algorithm's code (NULL for a phase without any) and title. */
static const char *const *running_code(const app *a, const char **title)
{
    switch (a->phase) {
    case PHASE_GENERATE: *title = a->now.gen->name; return a->now.gen->code;
    case PHASE_BRAID: *title = _("braid: opening dead ends"); return mz_braid_code;
    case PHASE_SOLVE: *title = a->now.solver->name; return a->now.solver->code;
    case PHASE_TRACE: *title = _("trace the shortest path"); return mz_trace_code;
    case PHASE_PLAY: break;
    }
    *title = _("play: no algorithm running");
    return NULL;
}

/* The state line: the generator's own, or the phase's counts. */
static void state_text(const app *a, char *buf, size_t n)
{
    char own[sizeof a->tl.shown.state] = "";
    const mz_solver *solver = app_solver(a);
    const timeline_shown *s = &a->tl.shown;
    if (a->phase == PHASE_GENERATE && s->valid)
        snprintf(own, sizeof own, "%s", s->state);
    else if (a->phase == PHASE_GENERATE && app_gen(a))
        mz_gen_describe(app_gen(a), own, sizeof own);
    else if (a->phase == PHASE_SOLVE && solver)
        snprintf(own, sizeof own, _("cells entered %llu%s"), (unsigned long long)shown_visits(a),
                 (s->valid ? s->found : mz_solve_found(solver)) ? _(", the exit is found") : "");
    else if (a->phase == PHASE_TRACE)
        snprintf(own, sizeof own, _("path cells marked %llu of %zu"),
                 (unsigned long long)shown_trace_steps(a), shortest_cells(a));
    if (s->valid)
        snprintf(buf, n, _("step %llu (event %llu of %llu logged)\n%s"),
                 (unsigned long long)a->phase_steps, (unsigned long long)a->tl.pos,
                 (unsigned long long)a->tl.log.n, own);
    else if (timeline_behind(a))
        snprintf(buf, n, _("step %llu of %llu logged\nthe state at step %llu: %s"),
                 (unsigned long long)a->tl.pos, (unsigned long long)a->tl.log.n,
                 (unsigned long long)a->tl.log.n, own);
    else
        snprintf(buf, n, _("step %llu\n%s"), (unsigned long long)a->phase_steps, own);
    char sizes[128];
    drawn_sizes(&a->drawn, a->phase == PHASE_SOLVE, a->now.solver, sizes, sizeof sizes);
    size_t used = strlen(buf);
    if (sizes[0] && used + 1 < n) /* the drawn structure's sizes */
        snprintf(buf + used, n - used, "\n%s", sizes);
}

/* The panel in r: what the running algorithm is, where it is, its state. */
static void draw_panel(app *a, SDL_Rect r)
{
    char state[sizeof a->panel.state];
    timeline_refresh(a);
    state_text(a, state, sizeof state);
    panel_content c = {NULL, NULL, state, timeline_line(a), a->grid};
    c.code = running_code(a, &c.title);
    panel_draw(&a->panel, a->ren, a->hud.font, r, &c);
}

/* A triangle in r pointing down (down) or right, as the files draw it
 * (io_draw_maze's arrow), filled row by row: any renderer draws it. */
static void draw_arrow(SDL_Renderer *ren, SDL_Rect r, bool down)
{
    int len = down ? r.h : r.w, across = down ? r.w : r.h;
    for (int i = 0; i < len; i++) {
        double t = (i + 0.5) / len; /* along the arrow, 0 at its back */
        if (t < 0.12 || t > 0.92)
            continue;
        int half = (int)(0.4 * (0.92 - t) / 0.8 * across + 0.5);
        int mid = across / 2;
        if (half < 1)
            continue;
        SDL_Rect row = down ? (SDL_Rect){r.x + mid - half, r.y + i, 2 * half, 1}
                            : (SDL_Rect){r.x + i, r.y + mid - half, 1, 2 * half};
        SDL_RenderFillRect(ren, &row);
    }
}

/* An end's mark as the files draw it (io_end_mark), row by row: a disc
 * for the start, a hollow square for the goal. */
static void draw_end(SDL_Renderer *ren, SDL_Rect r, bool goal)
{
    double c = (r.w - 1) / 2.0, rad = (goal ? 0.36 : 0.3) * r.w, t = 0.13 * r.w;
    t = t < 1 ? 1 : t;
    for (int i = 0; i < r.h; i++) {
        double dy = i - c;
        if (dy < -rad || dy > rad)
            continue;
        if (!goal) {
            int half = (int)(sqrt(rad * rad - dy * dy) + 0.5);
            SDL_RenderFillRect(ren, &(SDL_Rect){r.x + (int)c - half + 1, r.y + i, 2 * half, 1});
        } else if (dy < -rad + t || dy > rad - t) {
            SDL_RenderFillRect(
                ren, &(SDL_Rect){r.x + (int)(c - rad + 0.5), r.y + i, (int)(2 * rad + 0.5), 1});
        } else {
            int w = (int)(t + 0.5);
            SDL_RenderFillRect(ren, &(SDL_Rect){r.x + (int)(c - rad + 0.5), r.y + i, w, 1});
            SDL_RenderFillRect(ren, &(SDL_Rect){r.x + (int)(c + rad + 0.5) - w, r.y + i, w, 1});
        }
    }
}

/* The ends marked as on paper. The lab's: the wall above the start room
 * drawn open with an arrow in, an arrow out of the exit (the grid is not
 * changed; the dot still starts in the room). Any others: a disc in the
 * start room, a hollow square in the goal room, once the maze is made
 * (--ends far measures them then). */
static void draw_marks(app *a, SDL_Rect clip)
{
    const view *v = &a->view;
    const mz_grid *g = a->grid;
    uint32_t wall = v->wall, path = v->path;
    bool lab = mz_grid_ends_default(g);
    SDL_Rect start = view_cell_rect(v, lab ? 0 : g->start_y, lab ? 1 : g->start_x, 1),
             exit = view_cell_rect(v, mz_grid_exit_y(g), mz_grid_exit_x(g), 1);
    if (start.w < 4)
        return; /* too small to show an arrow */
    if (!SDL_HasIntersection(&start, &clip) && !SDL_HasIntersection(&exit, &clip))
        return;
    if (!lab) {
        if (a->opt.ends_far && a->phase <= PHASE_BRAID)
            return;
        uint32_t ink = v->colors.route;
        SDL_SetRenderDrawColor(a->ren, ink >> 16 & 255, ink >> 8 & 255, ink & 255, 255);
        draw_end(a->ren, start, false);
        draw_end(a->ren, exit, true);
        return;
    }
    SDL_SetRenderDrawColor(a->ren, path >> 16 & 255, path >> 8 & 255, path & 255, 255);
    SDL_RenderFillRect(a->ren, &start);
    SDL_SetRenderDrawColor(a->ren, wall >> 16 & 255, wall >> 8 & 255, wall & 255, 255);
    draw_arrow(a->ren, start, true);
    draw_arrow(a->ren, exit, false);
}

/* Everything, in order, clipped to clip: the background, the maze (its
 * tiles that meet clip), values, the dot (at dot, if w > 0), demo title,
 * panel, timeline, HUD, legend, help. Drawing a rectangle again from its
 * background up gives the same pixels whatever was there. */
static void draw_scene(app *a, SDL_Rect clip, SDL_Rect dot)
{
    const frame_layout *l = &a->layout;
    SDL_RenderSetClipRect(a->ren, &clip);
    fill_background(a, clip);
    SDL_Rect maze;
    if (SDL_IntersectRect(&clip, &l->maze, &maze)) {
        SDL_RenderSetClipRect(a->ren, &maze);
        view_draw(&a->view, maze);
        if (l->values)
            draw_values(a, maze);
        draw_marks(a, maze);
        quiz_draw(&a->quiz, a->ren, &a->view);
        SDL_RenderSetClipRect(a->ren, &clip);
    }
    /* What does not meet clip is not drawn: the software renderer would
     * clip each copy away, at a cost per copy. */
    if (dot.w > 0 && SDL_HasIntersection(&dot, &clip))
        view_draw_dot_at(&a->view, dot);
    app_demo_draw(a);
    if (a->show_code && SDL_HasIntersection(&l->code, &clip))
        draw_panel(a, l->code);
    if (l->won) {
        char card[512];
        win_card(a, card, sizeof card);
        hud_draw_card(&a->hud, card, l->maze);
    }
    if (clip.y + clip.h > l->h - TIMELINE_H)
        timeline_draw(a, l->w, l->h);
    if (clip.y < a->hud.height) {
        hud_draw(&a->hud, l->w);
        draw_legend(a, l->w);
    }
    /* The overlays keep off the strip: centred in the whole window they
     * cut across its words. */
    SDL_Rect below = {0, a->hud.height, l->w, l->h - a->hud.height};
    if (l->figures)
        figpanel_draw(&a->figures, &a->hud, below);
    if (l->help)
        hud_draw_help(&a->hud, below);
}

/* The figures panel's text, made again when the maze on screen is another
 * one (a new seed or generator, or a later phase: a braid changes it). */
static void update_figures(app *a)
{
    if (!a->figures.shown)
        return;
    char title[160];
    figpanel_maze m = {a->loaded ? NULL : a->now.gen, a->now.seed, (int)a->phase};
    snprintf(title, sizeof title, "%s, %d x %d, seed %llu", app_gen_name(a), a->grid->height,
             a->grid->width, (unsigned long long)a->now.seed);
    /* New text over an unchanged layout: the whole box is drawn again. */
    if (figpanel_update(&a->figures, &a->hud, a->grid, m, title, false))
        a->repaint = true;
}

/* Lays the frame out: the maze's rectangle, the panel's, the view's area. */
static frame_layout lay_out(app *a)
{
    frame_layout l;
    memset(&l, 0, sizeof l);
    SDL_GetRendererOutputSize(a->ren, &l.w, &l.h);
    hud_layout(&a->hud, l.w);
    l.maze = (SDL_Rect){0, a->hud.height, l.w, l.h - a->hud.height - TIMELINE_H};
    if (a->show_code)
        panel_layout(a->view.fit.tw, &l.maze, &l.code);
    a->maze_rect = l.maze;
    zoom_layout(&a->zoom, &a->view, a->maze_rect);
    app_fit_note(a);
    l.area = a->view.area;
    l.help = a->show_help;
    l.values = a->show_values;
    l.figures = a->figures.shown;
    l.won = a->phase == PHASE_PLAY && a->play.won;
    return l;
}

/* Adds r (clipped to the window) to the n rectangles in out, merged with
 * one it overlaps; returns the new count, or -1 past FRAME_RECTS_MAX. */
static int add_rect(const frame_layout *l, SDL_Rect *out, int n, SDL_Rect r)
{
    SDL_Rect win = {0, 0, l->w, l->h};
    if (n < 0 || !SDL_IntersectRect(&r, &win, &r))
        return n;
    for (int i = 0; i < n; i++)
        if (SDL_HasIntersection(&out[i], &r)) {
            SDL_UnionRect(&out[i], &r, &out[i]);
            return n;
        }
    if (n == FRAME_RECTS_MAX)
        return -1;
    out[n] = r;
    return n + 1;
}

/* Over the maze a rectangle is widened to whole tiles (view.h): the
 * scaled texture is then cut only where a whole-window frame cuts it. */
static int add_over_maze(app *a, SDL_Rect *out, int n, SDL_Rect r)
{
    return add_rect(&a->layout, out, n, r.w > 0 ? view_tile_cover(&a->view, r) : r);
}

/* Scaled copies are drawn whole or not at all: SDL's software renderer
 * samples a scaled copy cut by a clip rectangle differently from the same
 * copy drawn whole. A zoomed generation whose steps fell into frames
 * differently (its first frame late, as on a loaded machine) drew the
 * dot's edge as c00000 where the whole frame had bd0000, and a rectangle
 * cutting the HUD shifts the rows of its shrunk text. So each rectangle
 * that meets one of the nwhole things in whole (the strips, the panel, the
 * dot) joins one that holds all of it, until none is cut: rectangles may
 * overlap, and one drawn after another would cut the thing again. Returns
 * the new count of out. */
static int keep_whole(const frame_layout *l, SDL_Rect *out, int n, SDL_Rect *whole, int nwhole)
{
    SDL_Rect win = {0, 0, l->w, l->h};
    for (int k = 0; k < nwhole; k++) /* what is off the window is cut anyway */
        if (!SDL_IntersectRect(&whole[k], &win, &whole[k]))
            whole[k] = (SDL_Rect){0, 0, 0, 0};
    for (bool again = n > 0; again;) {
        again = false;
        for (int k = 0; k < nwhole; k++) {
            SDL_Rect all = whole[k], one = {0, 0, 0, 0};
            int kept = 0, met = 0;
            if (SDL_RectEmpty(&all))
                continue;
            for (int i = 0; i < n; i++)
                if (SDL_HasIntersection(&out[i], &whole[k])) {
                    SDL_UnionRect(&all, &out[i], &all);
                    one = out[i];
                    met++;
                } else {
                    out[kept++] = out[i];
                }
            if (met == 1 && SDL_RectEquals(&all, &one)) { /* it holds the thing */
                out[kept++] = one;
            } else if (met > 0) {
                again = true;
                out[kept++] = all;
            }
            n = kept;
        }
    }
    return n;
}

/* What changed since the last frame, as rectangles in out: the maze's
 * changed tiles, the dot's old place and its new one (dot), the HUD and
 * timeline strips and the panel. Returns how many, or -1: redraw the
 * whole window. */
static int frame_damage(app *a, SDL_Rect dot, SDL_Rect *out)
{
    const frame_layout *l = &a->layout;
    SDL_Rect tiles[FRAME_RECTS_MAX];
    int nt = view_take_damage(&a->view, tiles, FRAME_RECTS_MAX), n = 0;
    if (nt < 0) { /* scattered changes: the maze whole */
        tiles[0] = l->maze;
        nt = 1;
    }
    for (int i = 0; i < nt; i++) {
        SDL_Rect r;
        if (SDL_IntersectRect(&tiles[i], &l->maze, &r))
            n = add_rect(l, out, n, r);
    }
    if (!SDL_RectEquals(&dot, &a->dot_shown)) {
        n = add_over_maze(a, out, n, a->dot_shown);
        n = add_over_maze(a, out, n, dot);
    }
    /* The strip's bars' ends that moved: it is filled, never scaled, so
     * any part of it is drawn as a whole frame draws it. */
    n = add_rect(l, out, n, timeline_take_damage(a, l->w, l->h));
    /* The HUD's words that changed; a shrunk row's band is kept whole. */
    SDL_Rect whole[5 + HUD_ROWS_MAX];
    int nwhole = 0;
    /* Over a zoomed maze's tiles too: a rectangle joined with the dot's
     * tiles must not cut a tile where a whole frame does not. */
    n = add_over_maze(a, out, n, hud_take_damage(&a->hud, l->w));
    for (int r = 0; r < a->hud.nrows && r < HUD_ROWS_MAX; r++)
        if (hud_row_shrunk(&a->hud, r, l->w))
            whole[nwhole++] = hud_row_band(&a->hud, r, l->w);
    if (l->help) { /* its scaled lines, as the last frame drew them; */
        whole[nwhole] = view_tile_cover(&a->view, a->hud.help_box);
        n = add_rect(l, out, n, whole[nwhole++]); /* a scroll moves them all */
    }
    if (l->won) /* the card, as the last frame drew it */
        whole[nwhole++] = view_tile_cover(&a->view, a->hud.card_drawn);
    if (a->show_code) {
        whole[nwhole] = view_tile_cover(&a->view, l->code);
        n = add_rect(l, out, n, whole[nwhole++]);
    }
    if (dot.w > 0)
        whole[nwhole++] = view_tile_cover(&a->view, dot);
    return n < 0 ? n : keep_whole(l, out, n, whole, nwhole);
}

/* Shows the rectangles drawn: all of the window (n < 0) through the
 * renderer, or just those, straight from the software renderer's window
 * surface (on X11 without waiting for the server: xshow.h). */
static void present(app *a, const SDL_Rect *r, int n)
{
    long long px = (long long)a->layout.w * a->layout.h;
    if (n >= 0) {
        SDL_RenderFlush(a->ren);
        SDL_Surface *s = a->show.dpy ? SDL_GetWindowSurface(a->win) : NULL;
        if ((s && xshow_rects(&a->show, s, r, n)) ||
            SDL_UpdateWindowSurfaceRects(a->win, r, n) == 0) {
            for (px = 0; n-- > 0; r++)
                px += (long long)r->w * r->h;
            a->presented_px = px;
            return;
        }
        a->partial = false; /* this window cannot: whole frames from now on */
    }
    SDL_RenderPresent(a->ren);
    a->presented_px = px;
}

bool app_render(app *a, double now_ms)
{
    if (!a->redraw)
        return false;
    a->redraw = false;
    a->next_frame = now_ms + FRAME_MS_MIN;
    frame_layout l = lay_out(a);
    update_figures(a);
    bool whole = !a->partial || a->repaint || memcmp(&l, &a->layout, sizeof l) != 0;
    a->layout = l;
    a->repaint = false;
    set_hud_text(a, now_ms);
    int reserve = a->heat && a->heat_on && l.w >= 2 * LEGEND_W ? LEGEND_W + 12 : 0;
    whole |= reserve != a->hud.reserve; /* the legend comes or goes */
    a->hud.reserve = reserve;
    hud_prepare(&a->hud, l.w);
    app_drawn_update(a);
    view_flush(&a->view);
    SDL_Rect rects[FRAME_RECTS_MAX], dot = dot_rect(a);
    int n = whole ? -1 : frame_damage(a, dot, rects);
    if (n < 0) {
        view_take_damage(&a->view, rects, 0);
        hud_take_damage(&a->hud, l.w);
        timeline_take_damage(a, l.w, l.h);
        draw_scene(a, (SDL_Rect){0, 0, l.w, l.h}, dot);
    }
    for (int i = 0; i < n; i++)
        draw_scene(a, rects[i], dot);
    SDL_RenderSetClipRect(a->ren, NULL);
    a->dot_shown = dot;
    if (a->want_shot)
        take_shot(a, l.w, l.h, now_ms);
    present(a, rects, n);
    return true;
}
