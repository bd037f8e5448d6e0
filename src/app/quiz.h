/* quiz.h - --predict in the window: the animation waits at a decision,
 * the candidate cells are marked, a click answers, the answer is shown and
 * the score kept. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_QUIZ_H
#define MAZEDFS_QUIZ_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazedfs/gen.h"
#include "mazedfs/grid.h"
#include "mazedfs/predict.h"
#include "mazedfs/solve.h"
#include "view.h"

/* How long the answer stays before the animation goes on, in ms. */
#define QUIZ_SHOW_MS 1500.0

typedef enum quiz_state { QUIZ_IDLE, QUIZ_ASKING, QUIZ_SHOWING } quiz_state;

typedef struct quiz {
    bool on;           /* --predict */
    mz_predict *asker; /* owned; for a grid of h x w */
    int h, w;
    quiz_state state;
    uint32_t *cells; /* the question's candidates, owned (h * w room) */
    int count;
    bool any;           /* drawn at random: any candidate is right */
    int ans_y, ans_x;   /* the cell the run takes */
    int pick_y, pick_x; /* the cell clicked, or -1 (skipped) */
    bool right_now;     /* the click was right */
    bool pass;          /* the next step goes by unasked (the one answered) */
    double until;       /* when the shown answer goes */
    int right, asked;   /* the score */
} quiz;

/* Starts the quiz, on or off. */
void quiz_init(quiz *z, bool on);

/* Frees what the quiz owns; z stays valid and off. */
void quiz_free(quiz *z);

/* A new maze or phase: the question and the run followed are dropped
 * (the score stays). */
void quiz_forget(quiz *z);

/* Before the running phase's next step (gen while generating, else s
 * while solving; both NULL in other phases): true while the animation
 * must wait, for a click or while the answer shows. *changed says the
 * picture or the HUD words changed. */
bool quiz_hold(quiz *z, const mz_grid *g, const mz_gen *gen, const mz_solver *s, double now_ms,
               bool *changed);

/* A click on cell (y, x) while asking answers; true if it did. */
bool quiz_click(quiz *z, int y, int x, double now_ms);

/* The skip key: a question goes by unscored, its answer shown; true if
 * there was one. */
bool quiz_skip(quiz *z, double now_ms);

/* Ms until the quiz wants the clock again: -1 while it waits for the
 * student (or is idle), else until the answer goes. */
double quiz_wait_ms(const quiz *z, double now_ms);

/* The HUD's words: the question or the answer, and the score; "" when
 * off. */
void quiz_line(const quiz *z, char *buf, size_t n);

/* Marks the candidates (a ring each), and once answered the answer (blue)
 * and a wrong pick (red), on v's cells. */
void quiz_draw(const quiz *z, SDL_Renderer *ren, const view *v);

#endif
