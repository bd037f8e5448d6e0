/* shot.h - the screenshot key's file: a picture the app read back from its
 * renderer, saved as a PNG under a name never used before.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_SHOT_H
#define MAZEDFS_IO_SHOT_H

#include <stddef.h>
#include <stdint.h>

/* Saves w x h pixels (0xAARRGGBB in native byte order, rows pitch bytes
 * apart; alpha ignored) as mazedfs-<gen>-<seed>-<n>.png in the current
 * folder, n the first number from 1 with no such file (none is ever
 * replaced). The name goes into saved. Returns 0, or -1 with
 * "FILE: reason" in err. */
int io_screenshot(const uint32_t *argb, int w, int h, int pitch, const char *gen, uint64_t seed,
                  char *saved, size_t savedlen, char *err, size_t errlen);

#endif
