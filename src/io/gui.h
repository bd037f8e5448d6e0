/* gui.h - the module mazedfs opens only when a mode needs it: the window
 * (SDL2, SDL2_ttf) and the pictures (cairo, giflib, fontconfig).
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_GUI_H
#define MAZEDFS_IO_GUI_H

#include <stddef.h>

#include "mazedfs/cli.h"
#include "mazedfs/mask.h"

/* Loading the libraries a window or a picture needs costs about 40 ms of
 * CPU, ten times a text --print's whole start-up, so they live in
 * mazedfs-gui.so beside the executable (or in <libdir>/mazedfs once
 * installed). The module holds no core or text-io code of its own: it
 * uses the executable's (exported with -rdynamic), so there is one copy
 * of every global (the translator, the rng). Each entry has the contract
 * of the function it names. */
typedef struct io_gui {
    int (*window_main)(const mz_options *o);                           /* window.h */
    int (*window_lab)(const mz_options *o);                            /* window.h */
    int (*window_race)(const mz_options *o);                           /* window.h */
    int (*export_file)(const mz_options *o, char *err, size_t errlen); /* export.h */
    int (*export_check)(const mz_options *o, char *err, size_t errlen);
    int (*record)(const mz_options *o, char *err, size_t errlen); /* record.h */
    int (*record_check)(const mz_options *o, char *err, size_t errlen);
    int (*race_record)(const mz_options *o, char *err, size_t errlen); /* race.h */
    int (*race_record_check)(const mz_options *o, char *err, size_t errlen);
    /* maskpic.h: a PNG's dark pixels, a word set in a font. */
    mz_mask *(*mask_png)(const char *path, char *err, size_t errlen);
    mz_mask *(*mask_word)(const char *word, char *err, size_t errlen);
} io_gui;

/* The name of the table in the module. */
#define IO_GUI_SYMBOL "mazedfs_gui"

/* The module's table, loaded on the first call (later calls return the
 * same table). Returns NULL with a one-line message in err (errlen bytes)
 * when the module is missing or broken. A program that links the window
 * in (the app's tests) has its own io_gui (src/app/gui_static.c), which
 * returns the linked-in table instead. */
const io_gui *io_gui_get(char *err, size_t errlen);

#endif
