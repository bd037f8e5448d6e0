/* quiz.c - --predict in the window: asks the core (mazedfs/predict.h)
 * before each step, holds the animation at a question, and keeps the
 * score. SPDX-License-Identifier: MIT */
#include "quiz.h"

#include <stdio.h>
#include <stdlib.h>

#include "lang.h"

void quiz_init(quiz *z, bool on) { *z = (quiz){.on = on, .pick_y = -1, .pick_x = -1}; }

void quiz_free(quiz *z)
{
    mz_predict_free(z->asker);
    free(z->cells);
    z->asker = NULL;
    z->cells = NULL;
    z->on = false;
    z->state = QUIZ_IDLE;
}

void quiz_forget(quiz *z)
{
    if (z->asker)
        mz_predict_forget(z->asker);
    z->state = QUIZ_IDLE;
    z->pass = false;
}

/* An asker for g's size; false when memory runs out (the quiz then asks
 * nothing). */
static bool ready(quiz *z, const mz_grid *g)
{
    if (z->asker && z->h == g->height && z->w == g->width)
        return true;
    mz_predict_free(z->asker);
    free(z->cells);
    z->asker = mz_predict_new(g);
    z->cells = malloc((size_t)g->height * (size_t)g->width * sizeof *z->cells);
    z->h = g->height;
    z->w = g->width;
    if (z->asker && z->cells)
        return true;
    mz_predict_free(z->asker);
    free(z->cells);
    z->asker = NULL;
    z->cells = NULL;
    return false;
}

bool quiz_hold(quiz *z, const mz_grid *g, const mz_gen *gen, const mz_solver *s, double now_ms,
               bool *changed)
{
    *changed = false;
    if (!z->on)
        return false;
    if (z->state == QUIZ_ASKING)
        return true;
    if (z->state == QUIZ_SHOWING) {
        if (now_ms < z->until)
            return true;
        z->state = QUIZ_IDLE;
        *changed = true;
    }
    if (z->pass) { /* the step the last question was about */
        z->pass = false;
        return false;
    }
    mz_question q;
    if ((!gen && !s) || !ready(z, g) ||
        !(gen ? mz_predict_gen(z->asker, gen, &q) : mz_predict_solve(z->asker, s, &q)))
        return false;
    for (int i = 0; i < q.count; i++)
        z->cells[i] = q.cells[i];
    z->count = q.count;
    z->any = q.any;
    z->ans_y = q.answer_y;
    z->ans_x = q.answer_x;
    z->pick_y = z->pick_x = -1;
    z->state = QUIZ_ASKING;
    *changed = true;
    return true;
}

/* Closes the question: the answer shows for a while, then the step goes. */
static void close_question(quiz *z, double now_ms)
{
    z->state = QUIZ_SHOWING;
    z->until = now_ms + QUIZ_SHOW_MS;
    z->pass = true;
}

static bool is_candidate(const quiz *z, int y, int x)
{
    for (int i = 0; i < z->count; i++)
        if (z->cells[i] == (uint32_t)(y * z->w + x))
            return true;
    return false;
}

bool quiz_click(quiz *z, int y, int x, double now_ms)
{
    if (z->state != QUIZ_ASKING)
        return false;
    z->pick_y = y;
    z->pick_x = x;
    z->right_now = z->any ? is_candidate(z, y, x) : (y == z->ans_y && x == z->ans_x);
    z->right += z->right_now;
    z->asked++;
    close_question(z, now_ms);
    return true;
}

bool quiz_skip(quiz *z, double now_ms)
{
    if (z->state != QUIZ_ASKING)
        return false;
    z->pick_y = z->pick_x = -1;
    close_question(z, now_ms);
    return true;
}

double quiz_wait_ms(const quiz *z, double now_ms)
{
    if (z->state != QUIZ_SHOWING)
        return -1;
    return z->until > now_ms ? z->until - now_ms : 0;
}

void quiz_line(const quiz *z, char *buf, size_t n)
{
    char score[64];
    snprintf(score, sizeof score, _("predicted: %d right of %d"), z->right, z->asked);
    if (!z->on)
        snprintf(buf, n, "%s", "");
    else if (z->state == QUIZ_ASKING)
        snprintf(buf, n, _("Which cell comes next? Click it (Tab skips)  %s"), score);
    else if (z->state == QUIZ_SHOWING && z->pick_y < 0)
        snprintf(buf, n, _("Skipped: it takes the blue cell  %s"), score);
    else if (z->state == QUIZ_SHOWING && z->right_now && z->any)
        snprintf(buf, n,
                 _("Right: it draws at random from the marked cells (it takes the blue "
                   "one)  %s"),
                 score);
    else if (z->state == QUIZ_SHOWING && z->right_now)
        snprintf(buf, n, _("Right! It takes the blue cell  %s"), score);
    else if (z->state == QUIZ_SHOWING)
        snprintf(buf, n, _("Wrong: it takes the blue cell  %s"), score);
    else
        snprintf(buf, n, "%s", score);
}

/* A ring about a fifth of the cell thick (at least 1 px) just inside r,
 * edged in black on cells of 8 px or more, so it shows on any colour a
 * cell may have (a trail, a mark, a frontier). rgb is 0xRRGGBB. */
static void ring(SDL_Renderer *ren, SDL_Rect r, uint32_t rgb)
{
    int t = r.w / 5 > 1 ? r.w / 5 : 1;
    if (r.w >= 8) {
        SDL_SetRenderDrawColor(ren, 0, 0, 0, 255);
        SDL_Rect in = {r.x + t + 1, r.y + t + 1, r.w - 2 * t - 2, r.h - 2 * t - 2};
        SDL_RenderDrawRect(ren, &r);
        SDL_RenderDrawRect(ren, &in);
        r = (SDL_Rect){r.x + 1, r.y + 1, r.w - 2, r.h - 2};
    }
    SDL_Rect sides[4] = {{r.x, r.y, r.w, t},
                         {r.x, r.y + r.h - t, r.w, t},
                         {r.x, r.y, t, r.h},
                         {r.x + r.w - t, r.y, t, r.h}};
    SDL_SetRenderDrawColor(ren, (Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb, 255);
    SDL_RenderFillRects(ren, sides, 4);
}

/* Fills cell (y, x) of v with rgb (0xRRGGBB); returns its rectangle. */
static SDL_Rect fill_cell(SDL_Renderer *ren, const view *v, int y, int x, uint32_t rgb)
{
    SDL_Rect r = view_cell_rect(v, y, x, 1);
    SDL_SetRenderDrawColor(ren, (Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb, 255);
    SDL_RenderFillRect(ren, &r);
    return r;
}

void quiz_draw(const quiz *z, SDL_Renderer *ren, const view *v)
{
    if (!z->on || z->state == QUIZ_IDLE || !z->cells)
        return;
    /* The palette's marks (mz_quiz_colors), told apart from its walls,
     * passages, trails and dot by hue and by shape: rings, and filled
     * cells for the answer and a wrong click. */
    const mz_quiz_colors *c = &v->colors.quiz;
    if (z->state == QUIZ_SHOWING && z->pick_y >= 0 && !z->right_now)
        fill_cell(ren, v, z->pick_y, z->pick_x, c->wrong);
    for (int i = 0; i < z->count; i++) {
        int y = (int)(z->cells[i] / (uint32_t)z->w), x = (int)(z->cells[i] % (uint32_t)z->w);
        ring(ren, view_cell_rect(v, y, x, 1), c->ring);
    }
    if (z->state == QUIZ_SHOWING)
        ring(ren, fill_cell(ren, v, z->ans_y, z->ans_x, c->answer), c->ring);
}
