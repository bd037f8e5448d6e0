/* outfile.c - write to a temporary file beside the target, rename when done.
 * SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "outfile.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The temporary name: the folder of path, then ".mazedfs-XXXXXX". */
static char *temp_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    size_t dir = slash ? (size_t)(slash - path) + 1 : 0;
    static const char tail[] = ".mazedfs-XXXXXX";
    char *t = malloc(dir + sizeof tail);
    if (t) {
        memcpy(t, path, dir);
        memcpy(t + dir, tail, sizeof tail);
    }
    return t;
}

static int failed(const char *path, int e, char *err, size_t errlen)
{
    snprintf(err, errlen, "%.300s: %s", path, strerror(e));
    return -1;
}

int outfile_open(outfile *o, const char *path, char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    o->path = path;
    o->tmp = temp_name(path);
    if (!o->tmp)
        return failed(path, ENOMEM, err, errlen);
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        int e = errno;
        free(o->tmp);
        o->tmp = NULL;
        return failed(path, e, err, errlen);
    }
    /* mkstemp makes it 0600; a finished file gets the usual mode. */
    mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask);
    o->f = fdopen(fd, "wb");
    if (!o->f) {
        int e = errno;
        close(fd);
        outfile_abort(o);
        return failed(path, e, err, errlen);
    }
    return 0;
}

bool outfile_write(outfile *o, const void *data, size_t n)
{
    if (o->failed)
        return false;
    if (fwrite(data, 1, n, o->f) != n) {
        o->failed = true;
        o->err = errno ? errno : EIO;
    }
    return !o->failed;
}

/* Everything written reaches the disk, or the error is known. */
static int finish(outfile *o)
{
    int e = o->failed ? o->err : 0;
    if (!e && (fflush(o->f) != 0 || ferror(o->f)))
        e = errno ? errno : EIO;
    if (!e && fsync(fileno(o->f)) != 0 && errno != EINVAL)
        e = errno;
    if (fclose(o->f) != 0 && !e)
        e = errno;
    o->f = NULL;
    return e;
}

int outfile_commit(outfile *o, char *err, size_t errlen)
{
    int e = finish(o);
    if (!e && rename(o->tmp, o->path) != 0)
        e = errno;
    if (e) {
        outfile_abort(o);
        return failed(o->path, e, err, errlen);
    }
    free(o->tmp);
    o->tmp = NULL;
    return 0;
}

/* How many names outfile_commit_new tries before giving up. */
enum { MAX_TRIES = 100000 };

int outfile_commit_new(outfile *o, void (*name)(char *buf, size_t n, int i, const void *ctx),
                       const void *ctx, char *buf, size_t buflen, char *err, size_t errlen)
{
    int e = finish(o);
    for (int i = 1; !e && i <= MAX_TRIES; i++) {
        name(buf, buflen, i, ctx);
        /* link() refuses to replace a file, where rename() would. */
        if (link(o->tmp, buf) == 0) {
            outfile_abort(o);
            return 0;
        }
        if (errno != EEXIST)
            e = errno;
    }
    outfile_abort(o);
    return failed(buf, e ? e : EEXIST, err, errlen);
}

void outfile_abort(outfile *o)
{
    if (o->f)
        fclose(o->f);
    if (o->tmp)
        unlink(o->tmp);
    free(o->tmp);
    o->f = NULL;
    o->tmp = NULL;
}
