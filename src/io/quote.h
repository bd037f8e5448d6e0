/* quote.h - messages that echo names and file contents, made harmless for
 * a terminal. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_QUOTE_H
#define MAZEDFS_IO_QUOTE_H

#include <stddef.h>

/* Rewrites the message in buf (n bytes) so that what a terminal would act
 * on shows as \xNN: control bytes (a newline would forge a second
 * "mazedfs:" line, an escape would drive the terminal), DEL, the C1
 * controls, the bidirectional controls (U+200E-F, U+202A-E, U+2066-9) and
 * bytes that are not UTF-8. Printable text, UTF-8 included, is kept; the
 * result is truncated to fit. Quoting twice changes nothing more. */
void io_quote(char *buf, size_t n);

#endif
