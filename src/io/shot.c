/* shot.c - a screenshot to a fresh PNG through cairo.
 * SPDX-License-Identifier: MIT */
#include "shot.h"

#include <cairo.h>
#include <stdio.h>

#include "draw.h"
#include "lang.h"
#include "outfile.h"

typedef struct shot_name {
    const char *gen;
    uint64_t seed;
} shot_name;

static void name_of(char *buf, size_t n, int i, const void *ctx)
{
    const shot_name *s = ctx;
    snprintf(buf, n, "mazedfs-%s-%llu-%d.png", s->gen, (unsigned long long)s->seed, i);
}

int io_screenshot(const uint32_t *argb, int w, int h, int pitch, const char *gen, uint64_t seed,
                  char *saved, size_t savedlen, char *err, size_t errlen)
{
    shot_name sn = {gen, seed};
    name_of(saved, savedlen, 1, &sn);
    if (pitch != cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, w)) {
        snprintf(err, errlen, _("%.300s: the picture's rows are laid out unexpectedly"), saved);
        return -1;
    }
    outfile out;
    if (outfile_open(&out, saved, err, errlen) != 0)
        return -1;
    /* cairo only reads the pixels, though its signature is not const. */
    cairo_surface_t *s = cairo_image_surface_create_for_data((unsigned char *)(uintptr_t)argb,
                                                             CAIRO_FORMAT_RGB24, w, h, pitch);
    cairo_status_t st = cairo_surface_write_to_png_stream(s, io_cairo_write, &out);
    cairo_surface_destroy(s);
    if (st != CAIRO_STATUS_SUCCESS && !out.failed) {
        snprintf(err, errlen, "%.300s: %s", saved, cairo_status_to_string(st));
        outfile_abort(&out);
        return -1;
    }
    return outfile_commit_new(&out, name_of, &sn, saved, savedlen, err, errlen);
}
