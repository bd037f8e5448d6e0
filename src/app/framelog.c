/* framelog.c - MAZEDFS_FRAME_LOG: one line per presented frame.
 * SPDX-License-Identifier: MIT */
#include "framelog.h"

#include <stdlib.h>

#include "clock.h"

void framelog_open(framelog *l, SDL_Renderer *ren)
{
    l->f = NULL;
    l->start_ms = 0;
    const char *path = getenv("MAZEDFS_FRAME_LOG");
    if (!path || !*path || !(l->f = fopen(path, "w")))
        return;
    setvbuf(l->f, NULL, _IOLBF, 0); /* readable while the app runs */
    SDL_RendererInfo info;
    const char *name = ren && SDL_GetRendererInfo(ren, &info) == 0 ? info.name : "unknown";
    fprintf(l->f, "# mazedfs frame log: present_end_ms work_ms presented_px cpu_ms; renderer %s\n",
            name);
}

void framelog_begin(framelog *l)
{
    if (l->f) {
        l->start_ms = mono_now_ms();
        l->start_cpu_ms = thread_cpu_ms();
    }
}

void framelog_presented(framelog *l, long long px)
{
    if (!l->f)
        return;
    double end = mono_now_ms();
    fprintf(l->f, "%.3f %.3f %lld %.3f\n", end, end - l->start_ms, px,
            thread_cpu_ms() - l->start_cpu_ms);
}

void framelog_close(framelog *l)
{
    if (l->f)
        fclose(l->f);
    l->f = NULL;
}
