/* outfile.h - files written under a temporary name in the target folder and
 * renamed when complete, so no partial file ever has the asked-for name.
 * The exports, the recordings, the screenshots and the scores file all
 * write through it. Where the system has O_TMPFILE the file has no name at
 * all until it is complete (a kill, even SIGKILL, leaves nothing); else it
 * is made with mkstemp (exclusively: never through a planted link) and
 * removed if SIGINT or SIGTERM ends the program. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_OUTFILE_H
#define MAZEDFS_IO_OUTFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct outfile {
    FILE *f;          /* write here; owned until commit or abort */
    char *tmp;        /* the temporary file's path, owned */
    const char *path; /* the name asked for, borrowed */
    bool failed;      /* a write through outfile_write failed */
    int err;          /* its errno */
} outfile;

/* Creates a temporary file beside path (in the same folder, so the rename
 * is atomic). A file at path that the user may not write is refused
 * (EACCES), though the folder would let a rename replace it. Returns 0,
 * or -1 with "PATH: reason" in err. */
int outfile_open(outfile *o, const char *path, char *err, size_t errlen);

/* Writes n bytes; a failure is remembered for commit. Returns true if
 * written. Fits cairo's and giflib's write callbacks through wrappers. */
bool outfile_write(outfile *o, const void *data, size_t n);

/* Flushes, syncs and closes the file, then renames it to the path asked
 * for (replacing a file there, whose mode it keeps). Returns 0, or -1 with
 * "PATH: reason" in err and the temporary file removed. */
int outfile_commit(outfile *o, char *err, size_t errlen);

/* Like outfile_commit, but never replaces a file: tries name(1), name(2),
 * ... (name writes the n-th candidate into buf) until one is free. The
 * name taken is left in buf. Returns 0 or -1 with err set. */
int outfile_commit_new(outfile *o, void (*name)(char *buf, size_t n, int i, const void *ctx),
                       const void *ctx, char *buf, size_t buflen, char *err, size_t errlen);

/* Closes and removes the temporary file; safe after commit and on a
 * zeroed outfile. */
void outfile_abort(outfile *o);

#endif
