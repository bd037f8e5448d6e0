/* demo.c - --demo: every generator of the registry in turn on a maze that
 * fills the screen, dug, solved (the solvers taking turns) and traced, a
 * pause, the next; any key,
 * click or gamepad button ends it, like a screen saver. The algorithm's
 * name is shown in large type, for a projector. SPDX-License-Identifier: MIT */
#include "app.h"

#include <stdlib.h>

#include "anim.h"
#include "mazedfs/rng.h"
#include "mazedfs/run.h"

extern const unsigned char mazedfs_font[];
extern const unsigned long mazedfs_font_size;

#define DEMO_BLOCK 12      /* px per cell, about */
#define DEMO_PAUSE_MS 3000 /* between the trace and the next maze */
#define DEMO_DOT_MS 4      /* per solve and trace step, at most */
/* Each maze's time, whatever its steps: dug in DEMO_GEN_MS, solved and
 * traced in DEMO_SOLVE_MS, then the pause: under 20 s a generator. At the
 * generator's own pace the backtracker took 32 s and division 43 s at
 * 1024 x 768, all fourteen about 8 minutes. */
#define DEMO_GEN_MS 7000.0
#define DEMO_SOLVE_MS 4000.0
/* Where the window cannot keep that pace (a slow renderer, a loaded
 * machine), a part still running this long after its time is finished at
 * once, as with End. */
#define DEMO_GRACE_MS 1000.0
#define DEMO_PT 40     /* the name's type size */
#define DEMO_HUD_PX 48 /* kept for the HUD strip */

typedef struct demo {
    TTF_Font *font;
    SDL_Texture *name; /* the generator's name, remade when it changes */
    const mz_gen_info *named;
    int w, h;
    double next;       /* when the next maze starts, or -1 */
    bool digging;      /* the part running: digging (else solving or tracing) */
    double part_since; /* when it began, or -1 */
} demo;

static int odd_cells(int px)
{
    int n = px / DEMO_BLOCK;
    n -= !(n & 1);
    return n < MZ_MIN_SIDE ? MZ_MIN_SIDE : n > MZ_MAX_SIDE ? MZ_MAX_SIDE : n;
}

void app_demo_options(mz_options *o, int w, int h)
{
    o->height = odd_cells(h - DEMO_HUD_PX);
    o->width = odd_cells(w);
    o->block = DEMO_BLOCK;
    o->solve = o->trace = true;
    o->dot_delay_ms = DEMO_DOT_MS;
    o->fullscreen = !o->windowed;
    o->living_ms = 0;
    o->no_scores = true;
}

int app_demo_open(app *a)
{
    demo *d = calloc(1, sizeof *d);
    if (!d)
        return -1;
    SDL_RWops *rw = SDL_RWFromConstMem(mazedfs_font, (int)mazedfs_font_size);
    d->font = rw ? TTF_OpenFontRW(rw, 1, DEMO_PT) : NULL;
    d->next = -1;
    d->part_since = -1;
    a->demo = d;
    return 0;
}

void app_demo_close(app *a)
{
    demo *d = a->demo;
    if (!d)
        return;
    if (d->name)
        SDL_DestroyTexture(d->name);
    if (d->font)
        TTF_CloseFont(d->font);
    free(d);
    a->demo = NULL;
}

bool app_demo_handle(app *a, const SDL_Event *e)
{
    if (!a->demo)
        return false;
    bool input = (e->type == SDL_KEYDOWN && !e->key.repeat) || e->type == SDL_MOUSEBUTTONDOWN ||
                 e->type == SDL_CONTROLLERBUTTONDOWN;
    if (input)
        a->running = false;
    return input;
}

/* ms per step to take steps in total_ms, within the animator's limits. */
static double delay_for(uint64_t steps, double total_ms, double most_ms)
{
    double d = steps ? total_ms / (double)steps : most_ms;
    return d < ANIM_MIN_DELAY ? ANIM_MIN_DELAY : d > most_ms ? most_ms : d;
}

void app_demo_pace(app *a)
{
    if (!a->demo)
        return;
    mz_run_plan plan;
    mz_run_plan_of(&a->opt, &plan);
    plan.gen = a->now.gen;
    plan.seed = a->now.seed;
    plan.solver = plan.solver ? a->now.solver : NULL;
    plan.overlay = false;
    /* The same run on a grid of its own, drained: how many steps each
     * part takes, so that every generator fits the same time. */
    mz_grid *g = mz_grid_new(a->grid->height, a->grid->width);
    mz_run *r = g ? mz_run_new(&plan, g) : NULL;
    if (r) {
        uint64_t dig = mz_run_finish_until(r, MZ_PHASE_SOLVE), rest = mz_run_finish(r);
        a->gen_delay = delay_for(dig, DEMO_GEN_MS, ANIM_MAX_DELAY);
        a->dot_delay = delay_for(rest, DEMO_SOLVE_MS, DEMO_DOT_MS);
    }
    mz_run_free(r);
    mz_grid_free(g);
}

/* The solvers take turns: the one after s in the registry that can solve
 * what gen makes (one that needs a perfect maze skips a maze with loops). */
static const mz_solver_info *next_solver(const mz_solver_info *s, const mz_gen_info *gen)
{
    const mz_solver_info *next = s;
    do
        next = mz_solver_after(next);
    while (next != s && !next->works_with_loops && !gen->perfect);
    return next;
}

/* Finishes the part running (digging, or solving and tracing) at once
 * when it has overrun its time by DEMO_GRACE_MS. */
static void keep_time(app *a, demo *d, double now_ms)
{
    bool digging = a->phase <= PHASE_BRAID;
    if (d->part_since < 0 || digging != d->digging) {
        d->digging = digging;
        d->part_since = now_ms;
    }
    double budget = digging ? DEMO_GEN_MS : DEMO_SOLVE_MS;
    if (now_ms - d->part_since > budget + DEMO_GRACE_MS)
        anim_skip(&a->anim);
}

void app_demo_update(app *a, double now_ms)
{
    demo *d = a->demo;
    if (!d)
        return;
    if (a->phase != PHASE_PLAY) {
        keep_time(a, d, now_ms);
        return;
    }
    d->part_since = -1;
    if (d->next < 0) {
        d->next = now_ms + DEMO_PAUSE_MS;
        return;
    }
    if (now_ms < d->next)
        return;
    d->next = -1;
    a->now.gen = mz_gen_after(a->now.gen, a->opt.mask_path || a->opt.mask_text);
    a->now.seed = mz_short_seed(mz_splitmix64(&a->seed_state));
    a->now.solver = next_solver(a->now.solver, a->now.gen);
    app_demo_pace(a);
    app_new_maze(a, now_ms);
}

double app_demo_wait_ms(const app *a, double now_ms)
{
    const demo *d = a->demo;
    if (!d || a->phase != PHASE_PLAY)
        return -1;
    return d->next < 0 ? 0 : d->next > now_ms ? d->next - now_ms : 0;
}

void app_demo_draw(app *a)
{
    demo *d = a->demo;
    if (!d || !d->font)
        return;
    if (d->named != a->now.gen) {
        if (d->name)
            SDL_DestroyTexture(d->name);
        SDL_Surface *s =
            TTF_RenderUTF8_Blended(d->font, a->now.gen->name, (SDL_Color){255, 255, 255, 255});
        d->name = s ? SDL_CreateTextureFromSurface(a->ren, s) : NULL;
        d->w = s ? s->w : 0;
        d->h = s ? s->h : 0;
        if (s)
            SDL_FreeSurface(s);
        d->named = a->now.gen;
    }
    if (!d->name)
        return;
    SDL_Rect box = {a->maze_rect.x + 16, a->maze_rect.y + a->maze_rect.h - d->h - 32, d->w + 32,
                    d->h + 16};
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(a->ren, 0, 0, 0, 225);
    SDL_RenderFillRect(a->ren, &box);
    SDL_Rect r = {box.x + 16, box.y + 8, d->w, d->h};
    SDL_RenderCopy(a->ren, d->name, NULL, &r);
}
