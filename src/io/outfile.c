/* outfile.c - write to a temporary file beside the target, rename when done.
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE /* O_TMPFILE */
#include "outfile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* Temporary names are ".mazedfs-PID-XXXXXX": a run that finds one whose
 * process is gone (a SIGKILL, a power cut) knows it for a stale one of its
 * own and removes it. */
static const char prefix[] = ".mazedfs-";

/* The temporary name: the folder of path, then ".mazedfs-PID-XXXXXX". */
static char *temp_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    size_t dir = slash ? (size_t)(slash - path) + 1 : 0;
    char tail[64];
    int n = snprintf(tail, sizeof tail, "%s%ld-XXXXXX", prefix, (long)getpid());
    char *t = malloc(dir + (size_t)n + 1);
    if (t) {
        memcpy(t, path, dir);
        memcpy(t + dir, tail, (size_t)n + 1);
    }
    return t;
}

/* Removes the stale temporary files in folder: named as ours are, by a
 * process that no longer runs. */
static void remove_stale(const char *folder)
{
    DIR *d = opendir(folder);
    if (!d)
        return;
    for (struct dirent *e; (e = readdir(d));) {
        const char *name = e->d_name;
        if (strncmp(name, prefix, sizeof prefix - 1) != 0)
            continue;
        char *end;
        long pid = strtol(name + sizeof prefix - 1, &end, 10);
        if (pid <= 0 || *end != '-' || strlen(end + 1) != 6 || pid == (long)getpid())
            continue;
        if (kill((pid_t)pid, 0) == 0 || errno != ESRCH)
            continue; /* it runs (or is not ours to ask about) */
        size_t len = strlen(folder) + strlen(name) + 2;
        char *full = malloc(len);
        if (full) {
            snprintf(full, len, "%s/%s", folder, name);
            unlink(full);
            free(full);
        }
    }
    closedir(d);
}

/* The folder of path, for O_TMPFILE: "." when it names none. */
static char *folder_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) : 0;
    if (slash && n == 0)
        n = 1; /* "/name" */
    char *d = malloc(n ? n + 1 : 2);
    if (d) {
        memcpy(d, n ? path : ".", n ? n : 1);
        d[n ? n : 1] = 0;
    }
    return d;
}

/* Named temporary files of this process, removed when SIGINT or SIGTERM
 * would end it (a SIGKILL cannot be caught: that is what O_TMPFILE, which
 * has no name until the file is complete, and remove_stale are for). */
enum { MAX_LIVE = 8 };
static char *volatile live[MAX_LIVE];
static struct sigaction old_int, old_term;

static void on_signal(int sig)
{
    for (int i = 0; i < MAX_LIVE; i++)
        if (live[i])
            unlink(live[i]);
    sigaction(sig, sig == SIGINT ? &old_int : &old_term, NULL);
    raise(sig);
}

/* Only where the signal would end the program: a program that handles it
 * (SDL turns SIGINT into a quit event) goes on to clean up itself. */
static void catch_once(void)
{
    static bool done;
    if (done)
        return;
    done = true;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGINT, NULL, &old_int) == 0 && old_int.sa_handler == SIG_DFL)
        sigaction(SIGINT, &sa, NULL);
    if (sigaction(SIGTERM, NULL, &old_term) == 0 && old_term.sa_handler == SIG_DFL)
        sigaction(SIGTERM, &sa, NULL);
}

static void watch(char *name, bool on)
{
    catch_once();
    for (int i = 0; i < MAX_LIVE; i++)
        if (on ? !live[i] : live[i] == name) {
            live[i] = on ? name : NULL;
            return;
        }
}

static int failed(const char *path, int e, char *err, size_t errlen)
{
    snprintf(err, errlen, "%.300s: %s", path, strerror(e));
    return -1;
}

/* An unnamed file in path's folder, or -1 where the system has none. Its
 * name comes by linkat through /proc/self/fd, so that must work too. */
static int open_unnamed(const char *path)
{
#ifdef O_TMPFILE
    if (getenv("MAZEDFS_NO_TMPFILE")) /* the tests' way to the fallback */
        return -1;
    char *dir = folder_of(path);
    int fd = dir ? open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666) : -1;
    free(dir);
    char proc[64];
    struct stat st;
    snprintf(proc, sizeof proc, "/proc/self/fd/%d", fd);
    if (fd >= 0 && stat(proc, &st) != 0) {
        close(fd);
        fd = -1;
    }
    return fd;
#else
    (void)path;
    return -1;
#endif
}

int outfile_open(outfile *o, const char *path, char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    o->path = path;
    char *folder = folder_of(path);
    if (folder)
        remove_stale(folder);
    free(folder);
    /* A file there that the user may not write is not replaced behind
     * its owner's back, though the folder would let the rename through. */
    struct stat st;
    if (stat(path, &st) == 0 && access(path, W_OK) != 0 && errno == EACCES)
        return failed(path, EACCES, err, errlen);
    int fd = open_unnamed(path);
    if (fd < 0) {
        o->tmp = temp_name(path);
        if (!o->tmp)
            return failed(path, ENOMEM, err, errlen);
        /* Watched before it exists, so no signal finds it unwatched. */
        watch(o->tmp, true);
        fd = mkstemp(o->tmp); /* O_EXCL: never through a planted link */
        if (fd < 0) {
            int e = errno;
            watch(o->tmp, false);
            free(o->tmp);
            o->tmp = NULL;
            return failed(path, e, err, errlen);
        }
        /* mkstemp makes it 0600; a finished file gets the usual mode. */
        mode_t mask = umask(0);
        umask(mask);
        fchmod(fd, 0666 & ~mask);
    }
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

/* Everything written reaches the disk, or the error is known. The file
 * stays open: an unnamed one still needs its fd to get a name. */
static int flush(outfile *o)
{
    int e = o->failed ? o->err : 0;
    if (!e && (fflush(o->f) != 0 || ferror(o->f)))
        e = errno ? errno : EIO;
    if (!e && fsync(fileno(o->f)) != 0 && errno != EINVAL)
        e = errno;
    return e;
}

/* Links the unnamed file at name; errno set on failure. */
static int link_unnamed(outfile *o, const char *name)
{
    char proc[64];
    snprintf(proc, sizeof proc, "/proc/self/fd/%d", fileno(o->f));
    return linkat(AT_FDCWD, proc, AT_FDCWD, name, AT_SYMLINK_FOLLOW);
}

/* Gives the unnamed file a temporary name of its own beside path. */
static int name_unnamed(outfile *o)
{
    o->tmp = temp_name(o->path);
    if (!o->tmp)
        return ENOMEM;
    char *x = o->tmp + strlen(o->tmp) - 6;
    uint64_t r = (uint64_t)getpid() << 32 ^ (uint64_t)time(NULL) ^ (uint64_t)(uintptr_t)o;
    static const char digits[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    for (int tries = 0; tries < 1000; tries++) {
        r = r * 6364136223846793005ULL + 1442695040888963407ULL;
        for (int i = 0; i < 6; i++)
            x[i] = digits[(r >> (20 + 5 * i)) % 36];
        watch(o->tmp, true);
        if (link_unnamed(o, o->tmp) == 0)
            return 0;
        watch(o->tmp, false);
        if (errno != EEXIST)
            break;
    }
    int e = errno;
    free(o->tmp);
    o->tmp = NULL;
    return e;
}

/* A file replaced keeps the mode its owner gave it, and its owner and
 * group where the user may give them (root may; anyone may keep their own
 * and a group of theirs). */
static void keep_mode(outfile *o)
{
    struct stat st;
    if (stat(o->path, &st) != 0 || !S_ISREG(st.st_mode))
        return;
    if (fchown(fileno(o->f), st.st_uid, st.st_gid) != 0) {
        /* not ours to give: the new file stays the user's */
    }
    fchmod(fileno(o->f), st.st_mode & 07777);
}

int outfile_commit(outfile *o, char *err, size_t errlen)
{
    int e = flush(o);
    if (!e)
        keep_mode(o);
    if (!e && !o->tmp)
        e = name_unnamed(o);
    if (!e && rename(o->tmp, o->path) != 0)
        e = errno;
    if (!e) {
        e = fclose(o->f) != 0 ? errno : 0;
        o->f = NULL;
    }
    if (e) {
        outfile_abort(o);
        return failed(o->path, e, err, errlen);
    }
    watch(o->tmp, false);
    free(o->tmp);
    o->tmp = NULL;
    return 0;
}

/* How many names outfile_commit_new tries before giving up. */
enum { MAX_TRIES = 100000 };

int outfile_commit_new(outfile *o, void (*name)(char *buf, size_t n, int i, const void *ctx),
                       const void *ctx, char *buf, size_t buflen, char *err, size_t errlen)
{
    int e = flush(o);
    for (int i = 1; !e && i <= MAX_TRIES; i++) {
        name(buf, buflen, i, ctx);
        /* link() refuses to replace a file, where rename() would. */
        if ((o->tmp ? link(o->tmp, buf) : link_unnamed(o, buf)) == 0) {
            e = fclose(o->f) != 0 ? errno : 0;
            o->f = NULL;
            outfile_abort(o);
            if (e)
                unlink(buf);
            return e ? failed(buf, e, err, errlen) : 0;
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
        fclose(o->f); /* an unnamed file goes with its last fd */
    if (o->tmp) {
        unlink(o->tmp);
        watch(o->tmp, false);
    }
    free(o->tmp);
    o->f = NULL;
    o->tmp = NULL;
}
