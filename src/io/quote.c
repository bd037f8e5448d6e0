/* quote.c - messages made harmless for a terminal. SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include "quote.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The length of the valid UTF-8 character at p (0: not one) and its code
 * point in *cp. */
static size_t utf8_char(const unsigned char *p, size_t left, uint32_t *cp)
{
    unsigned char c = p[0];
    size_t len = c < 0x80             ? 1
                 : (c & 0xe0) == 0xc0 ? 2
                 : (c & 0xf0) == 0xe0 ? 3
                 : (c & 0xf8) == 0xf0 ? 4
                                      : 0;
    if (!len || len > left)
        return 0;
    uint32_t v = len == 1 ? c : (uint32_t)(c & (0x7f >> len));
    for (size_t i = 1; i < len; i++) {
        if ((p[i] & 0xc0) != 0x80)
            return 0;
        v = v << 6 | (p[i] & 0x3f);
    }
    static const uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (v < least[len] || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
        return 0; /* overlong, too big or a surrogate */
    *cp = v;
    return len;
}

static bool harmful(uint32_t cp)
{
    return cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xa0) || cp == 0x200e || cp == 0x200f ||
           (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

void io_quote(char *buf, size_t n)
{
    if (n == 0)
        return;
    size_t len = strnlen(buf, n - 1);
    unsigned char *src = malloc(len + 1);
    if (!src) { /* no memory: blank what is harmful byte by byte */
        for (unsigned char *p = (unsigned char *)buf; *p; p++)
            if (*p < 0x20 || *p == 0x7f || *p >= 0x80)
                *p = '?';
        return;
    }
    memcpy(src, buf, len);
    size_t out = 0;
    for (size_t i = 0; i < len;) {
        uint32_t cp = 0;
        size_t k = utf8_char(src + i, len - i, &cp);
        if (k && !harmful(cp)) {
            if (out + k > n - 1)
                break;
            memcpy(buf + out, src + i, k);
            out += k;
            i += k;
            continue;
        }
        for (size_t j = 0; j < (k ? k : 1); j++) {
            if (out + 4 > n - 1)
                goto done;
            snprintf(buf + out, 5, "\\x%02x", src[i + j]);
            out += 4;
        }
        i += k ? k : 1;
    }
done:
    buf[out] = 0;
    free(src);
}
