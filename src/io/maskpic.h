/* maskpic.h - masks from pictures (in the module, src/io/gui.h): a PNG
 * and a word. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_MASKPIC_H
#define MAZEDFS_IO_MASKPIC_H

#include <stddef.h>

#include "mazedfs/mask.h"

/* The PNG at path as a mask: its dark, not see-through pixels inside, one
 * room a pixel. NULL with a one-line message in err (n bytes) when it
 * cannot be read, is too big or memory runs out. The caller frees it. */
mz_mask *io_mask_png(const char *path, char *err, size_t n);

/* word set big in black on white, in a font that has its glyphs, as a
 * mask of its pixels. NULL with a message in err (n bytes) when it gives
 * no shape or memory runs out. The caller frees it. */
mz_mask *io_mask_word(const char *word, char *err, size_t n);

#endif
