/* anim.c - the animator's clock: earned time, step debts, pause and skip.
 * SPDX-License-Identifier: MIT */
#include "anim.h"

/* After a stall (a slow frame, a dragged window) at most this much earned
 * time is kept, so the animation does not race to catch up. */
#define CREDIT_CAP_MS 50.0

void anim_start(anim *a, double delay_ms, double now_ms)
{
    *a = (anim){delay_ms < 0 ? 0 : delay_ms, 0, now_ms, false, 0, false};
}

void anim_tick(anim *a, double now_ms)
{
    if (!a->paused) {
        a->credit_ms += now_ms - a->last_ms;
        double cap = a->delay_ms > CREDIT_CAP_MS ? a->delay_ms : CREDIT_CAP_MS;
        if (a->credit_ms > cap)
            a->credit_ms = cap;
    }
    a->last_ms = now_ms;
}

bool anim_unpaced(const anim *a) { return a->skip || (a->delay_ms == 0 && !a->paused); }

bool anim_ready(const anim *a)
{
    if (a->skip || a->single > 0)
        return true;
    return !a->paused && (a->delay_ms == 0 || a->credit_ms >= 0);
}

void anim_spend(anim *a, double weight)
{
    if (a->skip)
        return;
    if (a->paused) {
        if (a->single > 0)
            a->single--;
        return;
    }
    a->credit_ms -= weight * a->delay_ms;
}

double anim_wait_ms(const anim *a)
{
    if (anim_ready(a))
        return 0;
    if (a->paused)
        return -1;
    return -a->credit_ms;
}

/* A smaller delay must not leave the old, larger debt to wait out. */
static void set_delay(anim *a, double delay_ms)
{
    a->delay_ms = delay_ms;
    if (a->credit_ms < -delay_ms)
        a->credit_ms = -delay_ms;
}

void anim_faster(anim *a) { set_delay(a, a->delay_ms / 2 < ANIM_MIN_DELAY ? 0 : a->delay_ms / 2); }

void anim_slower(anim *a)
{
    double d = a->delay_ms == 0 ? ANIM_MIN_DELAY : a->delay_ms * 2;
    set_delay(a, d > ANIM_MAX_DELAY ? ANIM_MAX_DELAY : d);
}

void anim_toggle_pause(anim *a, double now_ms)
{
    a->paused = !a->paused;
    a->single = 0;
    a->last_ms = now_ms;
    if (a->credit_ms > 0)
        a->credit_ms = 0;
}

void anim_step(anim *a)
{
    /* Each press is one step; a flood is bounded so it cannot run away. */
    if (a->paused && a->single < 64)
        a->single++;
}

void anim_skip(anim *a) { a->skip = true; }

double anim_default_delay(uint64_t rooms)
{
    double d = 10000.0 / (2.0 * (double)(rooms ? rooms : 1));
    return d > 40.0 ? 40.0 : d;
}
