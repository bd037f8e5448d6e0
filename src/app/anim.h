/* anim.h - the animator's clock: when the next step of a phase is due, and
 * how pause, single step, faster, slower and skip change that. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_ANIM_H
#define MAZEDFS_ANIM_H

#include <stdbool.h>
#include <stdint.h>

/* The slowest and the smallest nonzero delay, in ms per full step. */
#define ANIM_MAX_DELAY 10000.0
#define ANIM_MIN_DELAY (1.0 / 64.0)

/* Time is earned while running and spent on steps: a step of weight w costs
 * w * delay ms and may leave a debt, which the clock pays off before the
 * next step. Plain data, no SDL: the tests drive it with made-up clocks. */
typedef struct anim {
    double delay_ms;  /* per step of weight 1; 0: no pacing, the frame budget rules */
    double credit_ms; /* earned and not spent; negative while a step is being paid off */
    double last_ms;   /* the clock at the last anim_tick */
    bool paused;
    int single; /* steps granted by anim_step while paused */
    bool skip;  /* finish the phase at once */
} anim;

/* The generation's delay without --delay, for a maze of rooms rooms: about
 * ten seconds in all (a step a room and about as many again), at most
 * 40 ms a step. */
double anim_default_delay(uint64_t rooms);

/* Starts a phase at now_ms, running, with delay_ms per step (>= 0). */
void anim_start(anim *a, double delay_ms, double now_ms);

/* Earns the time since the last tick (nothing while paused). */
void anim_tick(anim *a, double now_ms);

/* True if a step may be taken now. */
bool anim_ready(const anim *a);

/* Pays for one step of the given weight (1 for a full step). */
void anim_spend(anim *a, double weight);

/* Ms until a step is due: 0 now, -1 never (paused with no step granted). */
double anim_wait_ms(const anim *a);

/* True when steps are not paced at all (delay 0 or skip): the phase runs
 * as fast as the per-frame work budget allows. */
bool anim_unpaced(const anim *a);

/* Key actions: halve or double the delay (within the limits above),
 * pause or resume, grant one step while paused, finish the phase. */
void anim_faster(anim *a);
void anim_slower(anim *a);
void anim_toggle_pause(anim *a, double now_ms);
void anim_step(anim *a);
void anim_skip(anim *a);

#endif
