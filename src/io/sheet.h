/* sheet.h - worksheets: N mazes to print, K to a page, each captioned,
 * then the answer pages. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_SHEET_H
#define MAZEDFS_IO_SHEET_H

#include <stddef.h>

#include "mazedfs/cli.h"
#include "outfile.h"

/* Writes the worksheet for o (o->sheet mazes from seed o->seed on, o->per_page
 * to a page, o->paper) as a PDF into out. Returns 0, or an exit status
 * with a message in err. */
int io_sheet_write(outfile *out, const mz_options *o, char *err, size_t errlen);

#endif
