/* fontfind.h - a font that has the glyphs of a text, found through
 * fontconfig: for the translations the built-in font cannot show.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_FONTFIND_H
#define MAZEDFS_FONTFIND_H

#include <stdbool.h>
#include <stddef.h>

/* Finds an installed font that has every character of the UTF-8 text
 * (control characters aside), preferring a monospaced one (the monospace alias) when mono, and
 * the one made for lang (a locale name like "zh_CN", or NULL) among equals.
 * Writes its file into file (n bytes) and its face index (a .ttc holds
 * several) into *index; family (fn bytes) gets its family name when not
 * NULL. Returns 0, or -1 when no installed font has them all. */
int io_font_find(const char *text, const char *lang, bool mono, char *file, size_t n, int *index,
                 char *family, size_t fn);

/* The family cairo's toy API should ask for to show text: "sans-serif"
 * when the font that name gives has every character, else the family of
 * a font that has (written into buf, n bytes). NULL when none has. */
const char *io_font_family(const char *text, const char *lang, char *buf, size_t n);

#endif
