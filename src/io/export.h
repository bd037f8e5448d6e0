/* export.h - --export: the maze as PNG, SVG or PDF, or a worksheet PDF.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_EXPORT_H
#define MAZEDFS_IO_EXPORT_H

#include <stddef.h>

#include "mazedfs/cli.h"

/* Writes o->export_path, its format chosen by its extension. Returns the
 * exit status: 0; 2 for bad input (an unknown extension, a bad --load
 * file, a picture too big) or 1 when the file cannot be written, with a
 * one-line message in err ("FILE: reason" for file errors). */
int io_export(const mz_options *o, char *err, size_t errlen);

/* What io_export refuses before it makes a maze: a FILE whose extension is
 * no format, a worksheet that is not a PDF. Returns 0, or 2 with the
 * one-line message in err. */
int io_export_check(const mz_options *o, char *err, size_t errlen);

#endif
