/* render.c - one frame: the maze, the values, the dot, the HUD, the help.
 * SPDX-License-Identifier: MIT */
#include "app.h"

#include <stdio.h>

static const char *const phase_names[] = {"generating", "solving (depth first)",
                                          "tracing the shortest path", "play"};

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
    snprintf(buf, n, "%s%s  step %llu%s  delay %s%s", phase_names[a->phase], progress,
             (unsigned long long)a->phase_steps, back, delay,
             a->anim.skip     ? "  finishing"
             : a->anim.paused ? "  PAUSED (Space: resume, , .: step)"
                              : "  (F1: keys)");
}

static void play_line(app *a, double now_ms, char *buf, size_t n)
{
    size_t shortest = a->path.length ? a->path.length - 1 : 0;
    if (a->play.won) {
        snprintf(buf, n, "ESCAPED: %llu moves in %.1f s (shortest %zu)  N new  R replay  Q quit",
                 (unsigned long long)a->play.moves, a->won_s, shortest);
        return;
    }
    a->clock_shown = a->clock_on ? (int)((now_ms - a->clock_t0) / 1000.0) : 0;
    char best[40] = "";
    if (shortest)
        snprintf(best, sizeof best, "  shortest %zu", shortest);
    /* A phase that could not start says why in place of the key hint. */
    snprintf(buf, n, "play: %llu moves  %d s%s  %s", (unsigned long long)a->play.moves,
             a->clock_shown, best, a->phase_note[0] ? a->phase_note : "arrows/WASD/hjkl  (F1: keys)");
}

static void set_hud_text(app *a, double now_ms)
{
    char line[HUD_TEXT_MAX];
    /* The title bar names the program; the strip keeps its width for these. */
    snprintf(line, sizeof line, "%s  %d x %d  seed %llu  %s", a->opt.gen->name,
             a->grid->height, a->grid->width, (unsigned long long)a->opt.seed, a->fit_note);
    hud_set(&a->hud, 0, line, false);
    if (a->phase == PHASE_PLAY)
        play_line(a, now_ms, line, sizeof line);
    else
        animation_line(a, line, sizeof line);
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
    if (a->phase == PHASE_GENERATE || a->phase == PHASE_SOLVE) {
        if (a->head_on)
            view_draw_dot(&a->view, a->head_y, a->head_x);
    } else {
        view_draw_dot(&a->view, a->play.y, a->play.x);
    }
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
    view_layout(&a->view, maze);
    set_hud_text(a, now_ms);
    SDL_SetRenderDrawColor(a->ren, 40, 40, 40, 255);
    SDL_RenderClear(a->ren);
    view_flush(&a->view);
    view_draw(&a->view);
    if (a->show_values)
        draw_values(a);
    draw_dot(a);
    if (a->show_code)
        panel_draw(a, code);
    hud_draw(&a->hud, w);
    timeline_draw(a, w, h);
    if (a->show_help)
        hud_draw_help(&a->hud, w, h);
    SDL_RenderPresent(a->ren);
    return true;
}
