/* app.h - the window app's state, its phases and its event handling, kept
 * apart from main() so the tests can drive it. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_APP_H
#define MAZEDFS_APP_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "aids.h"
#include "anim.h"
#include "drawn.h"
#include "figpanel.h"
#include "hud.h"
#include "keys.h"
#include "lang.h" /* _(): the words a user reads */
#include "mazedfs/braid.h"
#include "mazedfs/cli.h"
#include "mazedfs/gen.h"
#include "mazedfs/living.h"
#include "mazedfs/path.h"
#include "mazedfs/play.h"
#include "mazedfs/run.h"
#include "mazedfs/solve.h"
#include "pad.h"
#include "panel.h"
#include "pointer.h"
#include "quiz.h"
#include "timeline.h"
#include "view.h"
#include "xshow.h"
#include "zoom.h"

/* In the order they run; a phase asked for while an earlier one runs waits
 * for it. */
typedef enum app_phase {
    PHASE_GENERATE,
    PHASE_BRAID,
    PHASE_SOLVE,
    PHASE_TRACE,
    PHASE_PLAY
} app_phase;

/* How long a notice ("saved ...png") stays in the HUD, in ms. */
#define APP_NOTE_MS 4000.0

/* Frames are at least this far apart (about 60 per second). */
#define FRAME_MS_MIN 16.0

/* What a frame laid out: a frame whose layout differs from the last one's
 * redraws the whole window; one with the same layout may redraw only what
 * changed (render.c). Compared with memcmp: zeroed before it is filled. */
typedef struct frame_layout {
    int w, h;            /* the renderer's output */
    SDL_Rect maze, area; /* the maze's part of the window, and the texture's */
    SDL_Rect code;       /* the panel, or zero */
    bool help, values, figures;
    bool won; /* the win's card is shown */
} frame_layout;

/* The most rectangles a frame redraws one by one before it redraws the
 * maze whole. */
#define FRAME_RECTS_MAX 64

/* What the HUD's first line was last made of (render.c): it is formatted
 * and translated again only when that changes. */
typedef struct hud_memo {
    unsigned char key[HUD_TEXT_MAX + 128]; /* room for its notes too */
    size_t n;                              /* the key's length; 0: none yet */
} hud_memo;

/* The one app struct: main owns it, everything else borrows. */
typedef struct app {
    mz_options opt; /* copied, and read-only once app_open is done */
    struct {
        const mz_gen_info *gen;       /* the options', then G's */
        uint64_t seed;                /* the options', then N's and G's */
        const mz_solver_info *solver; /* the options', then O's */
    } now;                            /* the maze's run takes these (phase.c) */
    FILE *out;                        /* the escaped line goes here (borrowed) */
    SDL_Window *win;
    SDL_Renderer *ren;
    SDL_Surface *sprite; /* owned, or NULL */
    hud hud;
    view view;
    mz_grid *grid;
    mz_run *run;             /* the options' run (run.h) on grid: each phase's steps */
    bool phase_over;         /* the run has marked the next phase: app_phase_done enters it */
    uint32_t *heat;          /* the distance map of this maze, or NULL */
    mz_dist_walk *heat_walk; /* the map being measured a slice a frame, or NULL */
    uint32_t *heat_pending;  /* the map it fills, NULL without one */
    int heat_row;            /* the finished map is drawn from this row on */
    uint32_t heat_max;       /* its largest distance */
    bool heat_on;            /* shown (Shift+H, --heat) */
    mz_play play;
    app_phase phase;
    anim anim;
    timeline tl;                 /* the running phase's steps, to step back through */
    drawn drawn;                 /* the algorithm's structure drawn in the maze */
    panel panel;                 /* key C: the algorithm's code and state */
    quiz quiz;                   /* --predict: the question at a decision */
    double gen_delay, dot_delay; /* ms per step; +/- change the running phase's */
    uint64_t seed_state;         /* N and G draw the next seed from it */
    int head_y, head_x;          /* the algorithm's head, shown while it runs */
    bool head_on;
    uint64_t phase_steps; /* steps taken in the running phase */
    int clock_shown;      /* the whole seconds the HUD shows */
    double clock_t0;      /* play clock: starts at the first move; moved on by
                             the time the program animated (app_clock_*) */
    double clock_stop;    /* when the clock stopped, while clock_stopped */
    bool clock_on;
    bool clock_stopped; /* a solve or trace runs: the player's time waits */
    bool route_shown;   /* a solve or trace ran on this maze: no win on it is a best time */
    double won_s;       /* the time of the win */
    bool show_help, show_values, show_code;
    figpanel figures; /* key F: the maze's figures */
    bool running;
    bool redraw;
    double next_frame; /* the earliest time of the next frame */
    char fit_note[64]; /* the HUD's word on a shrunk block or scaled view */
    int fit_ks[2];     /* the view's 1:k and block that word was made for */
    aids aids;         /* breadcrumbs, hint, dark mode */
    zoom zoom;
    SDL_Rect maze_rect; /* where the maze was laid out at the last frame */
    bool fullscreen;
    SDL_Rect windowed;                /* its place before a fullscreen made by hand, or w 0 */
    pointer pointer;                  /* the mouse buttons held */
    mz_living *living;                /* --living, once play has begun on this maze */
    double living_next;               /* when its next move is due */
    pad pad;                          /* the gamepad */
    struct demo *demo;                /* --demo's state (demo.c), or NULL */
    double best_s;                    /* the best time for this generator and size, or 0 */
    int best_rank;                    /* the win's place among the best times, or 0 */
    char phase_note[64];              /* why a phase could not start, shown in play; or "" */
    bool loaded;                      /* the maze came from --load: nothing to generate */
    bool want_shot;                   /* P: save the next frame as a PNG */
    char shot_note[HUD_TEXT_MAX / 2]; /* where it went, for the HUD */
    double shot_until;                /* when the note fades */
    bool partial;                     /* the renderer keeps the last frame (software):
                                         frames may redraw and present only what changed */
    xshow show;                       /* on X11, how a partial frame is shown */
    hud_memo memo;                    /* the HUD's first line, as last made */
    bool repaint;                     /* the next frame redraws the whole window */
    frame_layout layout;              /* the last frame's layout */
    SDL_Rect dot_shown;               /* where the last frame drew the dot (w 0: nowhere) */
    long long presented_px;           /* pixels the last frame presented */
} app;

/* Opens the window for options o (copied) and starts generating. SDL video
 * and TTF must be initialised. sprite (may be NULL) becomes the app's, also
 * on failure. out (borrowed) gets the escaped line. Returns 0, or an exit
 * status (1 or 2) with a one-line message in err. */
int app_open(app *a, const mz_options *o, SDL_Surface *sprite, FILE *out, char *err, size_t errlen);

/* app_open on a finished maze (--load): grid becomes the app's, also on
 * failure; the window starts with the solve, trace or play. */
int app_open_loaded(app *a, const mz_options *o, mz_grid *grid, SDL_Surface *sprite, FILE *out,
                    char *err, size_t errlen);

/* The generator's name for the HUD: "file" for a loaded maze. */
const char *app_gen_name(const app *a);

/* Loads a BMP for --sprite; magenta (#FF00FF) is transparent unless the
 * image has alpha. Returns NULL with a one-line message in err. */
SDL_Surface *app_load_sprite(const char *path, char *err, size_t errlen);

/* Frees everything app_open made; safe on a zeroed app. */
void app_close(app *a);

/* The app's clock: monotonic milliseconds. Every now_ms below is on it. */
double app_now_ms(void);

/* The play clock (app.c): the player's ms at now_ms, 0 before the first
 * move; it stops while the program animates a solve or trace and goes on
 * when play comes back. */
double app_clock_ms(const app *a, double now_ms);
void app_clock_stop(app *a, double now_ms);
void app_clock_go(app *a, double now_ms);

/* Handles one SDL event at time now_ms (a monotonic clock in ms). */
void app_handle(app *a, const SDL_Event *e, double now_ms);

/* The dot has moved (by key, run, mouse or pad) at now_ms: starts the
 * clock, updates the aids and the view, reports the win. */
void app_moved(app *a, double now_ms);

/* A win now would be a best time: no hint and no solve or trace in this
 * game (since the maze was made or R began it again). */
bool app_win_earned(const app *a);

/* --living (living.c in the app): starts the origin-shift moves once play
 * begins on a maze; app_living_update makes the moves that are due at
 * now_ms (true if the maze changed); app_living_wait_ms is the time to the
 * next one, or -1. */
void app_living_start(app *a);
bool app_living_update(app *a, double now_ms);
double app_living_wait_ms(const app *a, double now_ms);

/* --demo (demo.c). app_demo_options turns o into the demo's: the screen
 * (w x h pixels) filled with about 12 px blocks, solve, trace. Then
 * app_demo_open starts it on the open app (0, or -1 out of memory);
 * app_demo_handle quits on any key, click or button (true if it took
 * e); app_demo_update goes on to the next generator 3 s after the
 * trace; app_demo_wait_ms is the time until then (-1 none);
 * app_demo_draw names the algorithm in large type; app_demo_close frees. */
void app_demo_options(mz_options *o, int w, int h);
int app_demo_open(app *a);
bool app_demo_handle(app *a, const SDL_Event *e);
void app_demo_update(app *a, double now_ms);
/* Sets the delays so that the maze a->now names is dug and then solved
 * and traced in the demo's fixed times (demo.c), whatever its steps;
 * nothing without the demo. */
void app_demo_pace(app *a);
double app_demo_wait_ms(const app *a, double now_ms);
void app_demo_draw(app *a);
void app_demo_close(app *a);

/* The part of the screen the window may take (the display's usable
 * bounds less room for a window manager's frame and title bar). */
SDL_Rect app_usable(const app *a);

/* Sizes the window to w x h, cut to the usable screen, and moves it onto
 * the screen where it would stick out. */
void app_place_window(app *a, int w, int h);

/* Sets fit_note from the block the window shows now (after a layout). */
void app_fit_note(app *a);

/* Fullscreen on or off (F11, --fullscreen). */
void app_set_fullscreen(app *a, bool on);

/* Does a key action as if its key were pressed at now_ms. */
void app_action(app *a, key_action act, double now_ms);

/* Takes the animation steps that are due at now_ms, within a frame's
 * work budget. */
void app_update(app *a, double now_ms);

/* Draws and presents a frame at now_ms if something changed; true if it
 * did. */
bool app_render(app *a, double now_ms);

/* Ms to wait for input before the next update: 0 now, -1 until input. */
double app_wait_ms(const app *a, double now_ms);

/* Runs the event loop until quit; returns the exit status (0). */
int app_run(app *a);

/* Phases (phase.c): the window drains the run the options name, as every
 * output does, and adds what a person does. A phase that cannot start
 * leaves the app in play with the reason in phase_note. */
void app_new_maze(app *a, double now_ms); /* generate again from opt.seed */
/* A solve (with opt.solver) or a trace now, Shift+S and T in play. */
void app_start_solve(app *a, double now_ms);
void app_start_trace(app *a, double now_ms);
/* Shift+S (solve) or T: now in play, else added to the run to come in
 * the lab's order (generate, solve, trace); ignored once its phase began. */
void app_ask(app *a, bool solve, double now_ms);
/* R: the run ends here (a running or queued solve or trace goes). */
void app_stop_run(app *a);
/* --living moved a wall: the run finds the shortest path again. */
void app_maze_changed(app *a);
/* The run's generator (while generating), last solver, and shortest path
 * (once found), or NULL; borrowed. */
const mz_gen *app_gen(const app *a);
const mz_solver *app_solver(const app *a);
const mz_path *app_path(const app *a);
/* Play (again at the start if reset) at now_ms; the clock goes on. */
void app_start_play(app *a, bool reset, double now_ms);
/* --predict: true while the animation waits before the next step, for a
 * click on a question or while its answer shows (quiz.h). */
bool app_quiz_holds(app *a, double now_ms);
/* One step of the running phase; false when the phase is over. Sets
 * *weight to the step's share of the delay. */
bool app_phase_step(app *a, double *weight);
/* The marks an event of the running phase sets (*on) or clears, or 0 for
 * an event that marks nothing (solve and trace; phase.c's table). */
uint8_t app_event_marks(const app *a, mz_event_kind kind, bool *on);
/* The running phase is over: goes on to the next one. */
void app_phase_done(app *a, double now_ms);
/* Finds the shortest path if it is not known yet; false if there is none
 * (or memory ran out). */
bool app_ensure_path(app *a);
/* Shows or hides the heat map, starting the distance map's measuring on
 * first use (app_heat_update finishes it a slice a frame, then shows it);
 * false if memory ran out (then it stays hidden). */
bool app_show_heat(app *a, bool on);
/* One frame's slice of the heat map's measuring, if one is going on;
 * true if the frame needs drawing (progress, or the map is shown). */
bool app_heat_update(app *a);
/* Frees the heat map and its measuring. */
void app_drop_heat(app *a);
/* The solver the next solve uses becomes the registry's next one; a
 * running solve starts again with it. */
void app_next_solver(app *a, double now_ms);
/* The generator's default pace for this maze, in ms per step. */
double app_default_delay(const mz_grid *g);
/* Generation progress in [0, 1]: the generator's rooms in the maze over
 * all rooms (mz_gen_progress), 1 when there is no generator. */
double app_gen_progress(const app *a);

/* The timeline (timeline.c): the running phase's steps, to step back and
 * forth through. It works on the whole app: it undoes and redoes steps on
 * the grid and the view and pulls the phase's own (app_phase_step). */

/* The running phase has just started: empties the log (a new maze also
 * forgets the earlier phases). The budget is MZ_EVLOG_DEFAULT_BUDGET, or
 * MAZEDFS_LOG_BUDGET bytes from the environment. */
void timeline_start(app *a, bool new_maze);

/* A step just pulled from the phase's iterator and shown. For a maze kind
 * the grid already holds it; for a mark the view does not yet (prev is
 * read from the view's marks). */
void timeline_record(app *a, const mz_event *ev);

/* True while stepping back has left steps of the log to redo. */
bool timeline_behind(const app *a);

/* Redoes the next logged step (as app_phase_step does a pulled one) and
 * sets *weight to its share of the delay. */
bool timeline_redo(app *a, double *weight);

/* Shows the state after step target of the running phase: undone or
 * redone from the log; past its end, the phase's steps are pulled while it
 * has them, a frame's time at once (timeline_update does the rest). */
void timeline_seek(app *a, uint64_t target);

/* timeline_seek to where k steps of the phase are shown, decisions (LOOK
 * events, which are not steps) not counted: --steps K. */
void timeline_seek_step(app *a, uint64_t k);

/* True while a seek is still pulling steps (End, --steps, a far click). */
bool timeline_chasing(const app *a);

/* Pulls the next frame's share of those steps. */
void timeline_update(app *a);

/* Steps back n steps (pausing the animation first). */
void timeline_back(app *a, uint64_t n);

/* Makes a->tl.shown the counters at the shown step when it is behind the
 * log's end (a fresh run of the phase's algorithm on a grid of its own,
 * stopped there), or not valid at the end; cheap when nothing moved. */
void timeline_refresh(app *a);

/* True if stepping back is off for this maze (the log passed its budget). */
bool timeline_off(const app *a);

/* The pseudo-code line of the step shown last (0 for none). */
int timeline_line(const app *a);

/* Draws the strip across the window's bottom, width pixels wide. */
void timeline_draw(app *a, int width, int height);

/* The part of that strip whose pixels differ from the last frame's (the
 * whole strip when more than the bars' ends moved, or an empty rectangle),
 * and takes this frame's as drawn. */
SDL_Rect timeline_take_damage(app *a, int width, int height);

/* Mouse events on the strip: a press or drag scrubs. True if it took e. */
bool timeline_mouse(app *a, const SDL_Event *e);

/* The drawn state (drawn.c): makes the algorithm's structure at the shown
 * step (the live algorithm at the log's end, else the timeline's fresh
 * run stopped there) and touches the cells whose class changed. Cheap
 * when the step has not moved. */
void app_drawn_update(app *a);

/* The HUD's words on the timeline ("  back 120/500", the budget note), or "". */
void timeline_hud(const app *a, char *buf, size_t n);

#endif
