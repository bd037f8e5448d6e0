/* datadir.h - where mazedfs's data files are (the sprites), wherever it is installed.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_DATADIR_H
#define MAZEDFS_DATADIR_H

#include <stdbool.h>
#include <stddef.h>

/* The folder of the running executable (from /proc/self/exe) into buf
 * (n bytes). False when it cannot be read or does not fit. */
bool datadir_exe_dir(char *buf, size_t n);

/* Writes the data folder into buf (n bytes): <folder of the running
 * executable>/../share/mazedfs when that folder exists (an installed
 * mazedfs, whatever its prefix), else the source tree's assets/ folder the
 * build was configured from (a run from the build folder), when the build
 * defined one (MAZEDFS_SOURCE_ASSETS) and it exists. Returns 0, or -1 when
 * neither exists; buf then holds the installed folder that was looked for
 * (or is empty if even that could not be worked out). */
int datadir_get(char *buf, size_t n);

/* Resolves --sprite's argument into path (n bytes). A plain name (no '/'
 * and not ending in ".bmp", like "miner") means NAME.bmp in the data
 * folder; anything else is a file name as given. Checks that the file can
 * be read and starts like a BMP, so a bad sprite is bad input even in runs
 * that open no window (the window loads it with SDL). Returns 0, or 2 with
 * a one-line message (no program name, no newline) in err, which holds
 * errlen bytes. */
int datadir_sprite(const char *arg, char *path, size_t n, char *err, size_t errlen);

#endif
