/* error.h - the core's error codes and their messages.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_ERROR_H
#define MAZEDFS_ERROR_H

enum {
    MZ_OK = 0,
    MZ_ENOMEM = -1,  /* out of memory */
    MZ_ENOPATH = -2, /* the exit cannot be reached */
    MZ_EUSAGE = -3,  /* bad command-line arguments */
};

/* A short message for an MZ_E... code, in the user's language (mz_tr);
 * never NULL. */
const char *mz_strerror(int code);

#endif
