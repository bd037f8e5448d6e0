/* error.c - messages for the core's error codes.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/error.h"

const char *mz_strerror(int code)
{
    switch (code) {
    case MZ_OK: return "no error";
    case MZ_ENOMEM: return "out of memory";
    case MZ_ENOPATH: return "the exit cannot be reached";
    case MZ_EUSAGE: return "bad arguments";
    default: return "unknown error";
    }
}
