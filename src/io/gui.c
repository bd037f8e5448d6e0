/* gui.c - finding and opening mazedfs-gui.so, the window and the pictures,
 * when a mode needs them. SPDX-License-Identifier: MIT */
#define _XOPEN_SOURCE 700
#include "gui.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "datadir.h"
#include "lang.h"

#define MODULE "mazedfs-gui.so"

/* Where the module sits relative to the executable once installed
 * (<prefix>/bin/mazedfs, <prefix>/<libdir>/mazedfs/), and where this
 * build installs it; cmake sets both. */
#ifndef MAZEDFS_LIBDIR_REL
#define MAZEDFS_LIBDIR_REL "lib"
#endif
#ifndef MAZEDFS_MODULE_DIR
#define MAZEDFS_MODULE_DIR "/usr/local/lib/mazedfs"
#endif

/* The first place the module is, into path: beside the executable (the
 * build tree), in the install tree relative to it (a moved prefix; the
 * Debian package's /usr/games/mazedfs has it in /usr/lib/games/mazedfs,
 * FHS's place for a game's own binaries), then the libdir this build
 * installs to. False when it is in none. */
static bool find_module(char *path, size_t n)
{
    char dir[PATH_MAX];
    bool have_dir = datadir_exe_dir(dir, sizeof dir);
    const char *fmts[] = {"%s/" MODULE, "%s/../" MAZEDFS_LIBDIR_REL "/mazedfs/" MODULE,
                          "%s/../lib/games/mazedfs/" MODULE};
    for (size_t i = 0; have_dir && i < sizeof fmts / sizeof *fmts; i++) {
        int w = snprintf(path, n, fmts[i], dir);
        if (w > 0 && (size_t)w < n && access(path, F_OK) == 0)
            return true;
    }
    snprintf(path, n, "%s", MAZEDFS_MODULE_DIR "/" MODULE);
    return access(path, F_OK) == 0;
}

const io_gui *io_gui_get(char *err, size_t errlen)
{
    /* Opened once: a mode's check, its run and a picture mask each ask. */
    static const io_gui *loaded;
    if (loaded)
        return loaded;
    char path[PATH_MAX + 64];
    if (!find_module(path, sizeof path)) {
        snprintf(err, errlen,
                 _("cannot find %s (the window and the pictures) beside the program "
                   "or in %s"),
                 MODULE, MAZEDFS_MODULE_DIR);
        return NULL;
    }
    /* Bound now, so a module that does not fit this executable fails here
     * with the symbol's name rather than later in the middle of a run. */
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    const io_gui *g = h ? dlsym(h, IO_GUI_SYMBOL) : NULL;
    if (!g) {
        const char *why = dlerror();
        snprintf(err, errlen, _("cannot load %s: %s"), path, why ? why : "?");
        if (h)
            dlclose(h);
        return NULL;
    }
    return loaded = g;
}
