/* render.c - one frame: the maze, the values, the dot, the HUD, the help.
 * SPDX-License-Identifier: MIT */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shot.h"

static const char *const phase_names[] = {"generating", "braiding", "solving",
                                          "tracing the shortest path", "play"};

/* The legend of the heat map: the ramp from the start (left) to the
 * farthest cell (right), at the right end of the HUD's first line (the
 * second says the distances). */
#define LEGEND_W 128
#define LEGEND_H 10

static void format_delay(char *buf, size_t n, double ms)
{
    if (ms == 0)
        snprintf(buf, n, "0 ms (flat out)");
    else if (ms < 1)
        snprintf(buf, n, "%.3g ms", ms);
    else
        snprintf(buf, n, "%.0f ms", ms);
}

static void animation_line(const app *a, char *buf, size_t n)
{
    char delay[32], progress[48] = "", back[96];
    timeline_hud(a, back, sizeof back);
    format_delay(delay, sizeof delay, a->anim.delay_ms);
    double p = a->phase == PHASE_GENERATE ? app_gen_progress(a) : -1;
    if (p >= 0)
        snprintf(progress, sizeof progress, " %.0f%%", 100 * p);
    else if (a->phase == PHASE_TRACE)
        snprintf(progress, sizeof progress, " %zu/%zu", a->trace_i, a->path.length);
    else if (a->phase == PHASE_SOLVE && a->solver)
        snprintf(progress, sizeof progress, " (%s) entered %llu", a->opt.solver->name,
                 (unsigned long long)mz_solve_visits(a->solver));
    snprintf(buf, n, "%s%s  step %llu%s  delay %s%s", phase_names[a->phase], progress,
             (unsigned long long)a->phase_steps, back, delay,
             a->anim.skip     ? "  finishing"
             : a->anim.paused ? "  PAUSED (Space: resume, , .: step)"
                              : "  (F1: keys)");
}

/* The win's figures: optimality (shortest / moves), hints, the best time. */
static void win_line(const app *a, size_t shortest, char *buf, size_t n)
{
    double pct = a->play.moves ? 100.0 * (double)shortest / (double)a->play.moves : 0;
    char best[48] = "";
    if (a->best_s > 0)
        snprintf(best, sizeof best, "  best %.1f s%s", a->best_s,
                 a->best_rank == 1 ? " (new!)" : "");
    snprintf(buf, n, "ESCAPED: %llu moves in %.1f s  optimal %.0f%% (shortest %zu)  hints %u%s",
             (unsigned long long)a->play.moves, a->won_s, pct, shortest, a->aids.hints, best);
}

static void play_line(app *a, double now_ms, char *buf, size_t n)
{
    size_t shortest = a->path.length ? a->path.length - 1 : 0;
    if (a->play.won) {
        win_line(a, shortest, buf, n);
        return;
    }
    a->clock_shown = a->clock_on ? (int)((now_ms - a->clock_t0) / 1000.0) : 0;
    char best[40] = "", hints[24] = "";
    if (shortest)
        snprintf(best, sizeof best, "  shortest %zu", shortest);
    if (a->aids.hints)
        snprintf(hints, sizeof hints, "  hints %u", a->aids.hints);
    /* A phase that could not start says why in place of the key hint. */
    snprintf(buf, n, "play%s%s: %llu moves  %d s%s%s  %s", a->living ? " (living)" : "",
             a->aids.dark ? " in the dark" : "", (unsigned long long)a->play.moves, a->clock_shown,
             best, hints, a->phase_note[0] ? a->phase_note : "arrows/WASD/hjkl, mouse  (F1: keys)");
}

/* The solver's name and, once it has run, its figures; a solver that needs
 * a perfect maze says so on one with loops. */
static void solver_words(const app *a, char *buf, size_t n)
{
    const mz_solver_info *s = a->opt.solver;
    bool loops = a->opt.braid_pct > 0 || !a->opt.gen->perfect;
    char figures[64] = "";
    if (a->solver && a->phase != PHASE_SOLVE) {
        size_t route;
        mz_solve_route(a->solver, &route);
        snprintf(figures, sizeof figures, " entered %llu route %zu",
                 (unsigned long long)mz_solve_visits(a->solver), route);
    }
    snprintf(buf, n, "solver %s%s%s (O)", s->name,
             !s->works_with_loops && loops ? " (perfect mazes only)" : "", figures);
}

static void set_hud_text(app *a, double now_ms)
{
    char line[2 * HUD_TEXT_MAX], solver[128], braid[24] = "", heat[64] = "";
    solver_words(a, solver, sizeof solver);
    if (a->opt.braid_pct > 0)
        snprintf(braid, sizeof braid, " braid %d%%", a->opt.braid_pct);
    if (a->heat && a->heat_on) {
        uint32_t d = a->heat[(size_t)mz_grid_exit_y(a->grid) * (size_t)a->grid->width +
                             (size_t)mz_grid_exit_x(a->grid)];
        if (d == MZ_DIST_NONE)
            snprintf(heat, sizeof heat, "  heat: exit unreached, farthest %u", a->heat_max);
        else
            snprintf(heat, sizeof heat, "  heat: exit at %u, farthest %u", d, a->heat_max);
    }
    /* The title bar names the program; the strip keeps its width for these. */
    if (a->loaded)
        snprintf(line, sizeof line, "%s%s  %d x %d  %s  %s", app_gen_name(a), braid,
                 a->grid->height, a->grid->width, a->shot_note[0] ? a->shot_note : a->fit_note,
                 solver);
    else
        snprintf(line, sizeof line, "%s%s  %d x %d  seed %llu  %s  %s", app_gen_name(a), braid,
                 a->grid->height, a->grid->width, (unsigned long long)a->opt.seed,
                 a->shot_note[0] ? a->shot_note : a->fit_note, solver);
    hud_set(&a->hud, 0, line, false);
    if (a->phase == PHASE_PLAY)
        play_line(a, now_ms, line, HUD_TEXT_MAX);
    else
        animation_line(a, line, HUD_TEXT_MAX);
    size_t used = strlen(line);
    snprintf(line + used, sizeof line - used, "%s", heat);
    hud_set(&a->hud, 1, line, a->phase == PHASE_PLAY && a->play.won);
}

/* showvalue: each cell's byte, where cells are big enough to read it. */
static void draw_values(app *a)
{
    int px = (int)view_cell_px(&a->view);
    if (px < HUD_MIN_VALUE_CELL)
        return;
    for (int y = 0; y < a->grid->height; y++)
        for (int x = 0; x < a->grid->width; x++)
            hud_draw_value(&a->hud, *mz_grid_at(a->grid, y, x), view_cell_rect(&a->view, y, x, 0),
                           px);
}

static void draw_dot(app *a)
{
    if (a->phase <= PHASE_SOLVE) {
        if (a->head_on)
            view_draw_dot(&a->view, a->head_y, a->head_x);
    } else {
        view_draw_dot(&a->view, a->play.y, a->play.x);
    }
}

/* Reads back the frame just drawn and saves it; the HUD says where on
 * the next frame. */
static void take_shot(app *a, int w, int h)
{
    char name[96], err[400];
    uint32_t *px = malloc((size_t)w * (size_t)h * 4);
    int rc = px ? SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_ARGB8888, px, w * 4) : -1;
    if (rc == 0)
        rc = io_screenshot(px, w, h, w * 4, app_gen_name(a), a->opt.seed, name, sizeof name, err,
                           sizeof err);
    else
        snprintf(err, sizeof err, "cannot read the window: %s", px ? SDL_GetError() : "no memory");
    free(px);
    snprintf(a->shot_note, sizeof a->shot_note, rc == 0 ? "saved %s" : "not saved: %s",
             rc == 0 ? name : err);
    fprintf(a->out, "screenshot: %s\n", rc == 0 ? name : err);
    fflush(a->out);
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

bool app_render(app *a, double now_ms)
{
    if (!a->redraw)
        return false;
    a->redraw = false;
    a->next_frame = now_ms + FRAME_MS_MIN;
    int w, h;
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    SDL_Rect maze = {0, a->hud.height, w, h - a->hud.height - TIMELINE_H}, code;
    if (a->show_code)
        panel_layout(a, &maze, &code);
    a->maze_rect = maze;
    zoom_layout(&a->zoom, &a->view, a->maze_rect);
    set_hud_text(a, now_ms);
    SDL_SetRenderDrawColor(a->ren, 40, 40, 40, 255);
    SDL_RenderClear(a->ren);
    view_flush(&a->view);
    view_draw(&a->view);
    if (a->show_values)
        draw_values(a);
    draw_dot(a);
    app_demo_draw(a);
    if (a->show_code)
        panel_draw(a, code);
    timeline_draw(a, w, h);
    a->hud.reserve = a->heat && a->heat_on && w >= 2 * LEGEND_W ? LEGEND_W + 12 : 0;
    hud_draw(&a->hud, w);
    draw_legend(a, w);
    if (a->show_help)
        hud_draw_help(&a->hud, w, h);
    if (a->want_shot)
        take_shot(a, w, h);
    SDL_RenderPresent(a->ren);
    return true;
}
