/* queue.h - a growing ring of cell indices, the frontier of the
 * breadth-first searches (path.c, the BFS solver). Private to the core.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_QUEUE_H
#define MAZEDFS_QUEUE_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "mazedfs/error.h"

/* A BFS frontier is usually small, so it starts small and doubles. The
 * capacity is a power of two, so wrapping is a mask, not a division per
 * push and pop. Zero-initialised, it is empty. */
typedef struct mz_queue {
    uint32_t *v;
    size_t cap, head, len;
} mz_queue;

/* Doubles the capacity (at first 1024); MZ_OK or MZ_ENOMEM, the queue
 * unchanged. The rare half of mz_queue_push. */
int mz_queue_grow(mz_queue *q);

/* Appends x; MZ_OK or MZ_ENOMEM. */
static inline int mz_queue_push(mz_queue *q, uint32_t x)
{
    if (q->len == q->cap && mz_queue_grow(q) != MZ_OK)
        return MZ_ENOMEM;
    q->v[(q->head + q->len++) & (q->cap - 1)] = x;
    return MZ_OK;
}

/* Takes the oldest cell; the queue must not be empty. */
static inline uint32_t mz_queue_pop(mz_queue *q)
{
    uint32_t x = q->v[q->head];
    q->head = (q->head + 1) & (q->cap - 1);
    q->len--;
    return x;
}

/* Takes the newest cell (the queue as a stack); it must not be empty. */
static inline uint32_t mz_queue_pop_newest(mz_queue *q)
{
    q->len--;
    return q->v[(q->head + q->len) & (q->cap - 1)];
}

static inline void mz_queue_free(mz_queue *q)
{
    free(q->v);
    *q = (mz_queue){0};
}

#endif
