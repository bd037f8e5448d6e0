/* error.c - messages for the core's error codes.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/error.h"
#include "mazedfs/intl.h"

const char *mz_strerror(int code)
{
    switch (code) {
    case MZ_OK: return mz_tr(N_("no error"));
    case MZ_ENOMEM: return mz_tr(N_("out of memory"));
    case MZ_ENOPATH: return mz_tr(N_("the exit cannot be reached"));
    case MZ_EUSAGE: return mz_tr(N_("bad arguments"));
    default: return mz_tr(N_("unknown error"));
    }
}
