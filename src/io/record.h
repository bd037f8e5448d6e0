/* record.h - --record: the animation (generation, then the solve and the
 * trace when asked) as a looping animated GIF, without a window.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_RECORD_H
#define MAZEDFS_IO_RECORD_H

#include <gif_lib.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "drawncol.h"
#include "mazedfs/cli.h"
#include "mazedfs/drawn.h"
#include "mazedfs/grid.h"
#include "outfile.h"

/* The largest recording, in pixels a side. */
#define IO_RECORD_MAX_SIDE 4096
/* Without --frame-steps, steps a frame are chosen to stay under this. */
#define IO_RECORD_FRAMES 400
/* The last frame is held this long, in 1/100 s. */
#define IO_RECORD_HOLD_CS 200

/* Writes o->record_path: frame i shows the maze after i * K steps of the
 * same events the window shows (K = o->frame_steps, or the fewest that keep
 * it under IO_RECORD_FRAMES frames), at o->fps, the last frame held.
 * Returns the exit status (0, 1 when the file cannot be written, 2 for bad
 * input) with a one-line message in err. */
int io_record(const mz_options *o, char *err, size_t errlen);

/* What io_record refuses before it makes a maze: a FILE not named .gif, an
 * image over IO_RECORD_MAX_SIDE pixels a side. Returns 0, or 2 with the
 * one-line message in err. */
int io_record_check(const mz_options *o, char *err, size_t errlen);

/* For other recordings (--race): the pieces of this one. */

/* The GIF's colour map: the window's colours (mz_palette_screen), so a
 * recording looks like the window, cells outside a mask, two of the
 * caller's (io_gif_open's extra), then the drawn state's classes
 * (drawncol.h) from MZ_DRAWN_FRONTIER on, and the sets' colours. */
enum {
    PAL_WALL,
    PAL_PATH,
    PAL_DOT,
    PAL_TRAIL,
    PAL_TRACE,
    PAL_ROUTE,
    PAL_FILL,
    PAL_OUTSIDE,
    PAL_EXTRA,
    PAL_CLASS = PAL_EXTRA + 2 - MZ_DRAWN_FRONTIER, /* + a class below MZ_DRAWN_ARROW */
    PAL_SET = PAL_CLASS + MZ_DRAWN_ARROW,          /* + io_drawn_set_index */
    PAL_SIZE = 64
};
_Static_assert(PAL_SET + MZ_PALETTE_SETS <= PAL_SIZE, "the palette holds the sets");
#define OUTSIDE_RGB 0x282828u /* cells outside a mask: the window's background */

/* A frame buffer of palette indices, stride bytes a row, and where a
 * maze's cell (0, 0) is painted in it, block pixels a cell; discs are
 * the trail's, the trace's and the head's stamps (io_record_disc). */
typedef struct io_frame {
    uint8_t *pix;
    int stride, ox, oy, block;
    const uint8_t *discs[3];
} io_frame;

/* The stamps' radii, as shares of a cell: trail, trace, head. */
extern const double io_record_disc_radius[3];

/* A block x block disc of radius frac * s (malloc'd; NULL if memory ran
 * out); a whole cell under a few pixels. */
uint8_t *io_record_disc(int s, double frac);

/* Paints cell of g (marks and state, the drawn state (drawn.h), may be
 * NULL; head is the head's cell or -1) into f, as the window draws it. */
void io_record_paint(const io_frame *f, const mz_grid *g, const uint8_t *marks,
                     const uint32_t *state, int head, int cell);

/* Opens a looping GIF of w x h on out with the palette above (extra:
 * nextra, at most 2, more colours from PAL_EXTRA on). GIF_OK or
 * GIF_ERROR. */
int io_gif_open(GifFileType **gif, outfile *out, int w, int h, const mz_options *o,
                const uint32_t *extra, int nextra);

/* Writes the rectangle (px, py, pw, ph) of pix as one frame shown
 * delay_cs hundredths of a second (an empty one: a pixel, keeping the
 * time). */
int io_gif_put(GifFileType *gif, const uint8_t *pix, int stride, int px, int py, int pw, int ph,
               int delay_cs);

/* Hundredths of a second frame i is shown at fps, rounded so the frames
 * keep the rate on average. */
int io_gif_delay_cs(int fps, uint64_t i);

/* What a recording to path of w x h pixels refuses before it starts: a
 * name not .gif, a picture over IO_RECORD_MAX_SIDE a side. 0, or 2 with
 * the one-line message in err (io_record_check, io_race_record_check). */
int io_record_check_picture(const char *path, long long w, long long h, char *err, size_t errlen);

/* Closes gif (may be NULL) and out after frames that ended with rc
 * (GIF_OK or GIF_ERROR): the file is committed when all went well, else
 * removed with the error for path in err. Returns the exit status. */
int io_gif_finish(GifFileType *gif, outfile *out, int rc, const char *path, char *err,
                  size_t errlen);

/* True if path ends in .gif (any case). */
bool io_record_gif_name(const char *path);

#endif
