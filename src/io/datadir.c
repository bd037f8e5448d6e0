/* datadir.c - finding the data folder from /proc/self/exe, and sprites by name.
 * SPDX-License-Identifier: MIT */
#define _XOPEN_SOURCE 700 /* realpath */
#include "datadir.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lang.h"

/* Where the data sits relative to the executable's folder once installed:
 * <prefix>/bin/mazedfs and <prefix>/share/mazedfs. */
#define INSTALLED_DATA "/../share/mazedfs"

bool datadir_exe_dir(char *buf, size_t n)
{
    ssize_t len = n > 1 ? readlink("/proc/self/exe", buf, n - 1) : -1;
    if (len <= 0 || (size_t)len >= n - 1) /* n - 1 bytes read: maybe cut */
        return false;
    buf[len] = 0;
    char *slash = strrchr(buf, '/');
    if (!slash)
        return false;
    *slash = 0;
    return true;
}

/* The installed data folder for this executable, not yet checked, into buf. */
static bool installed_dir(char *buf, size_t n)
{
    char exe[PATH_MAX];
    if (!datadir_exe_dir(exe, sizeof exe))
        return false;
    int w = snprintf(buf, n, "%s%s", exe, INSTALLED_DATA);
    return w > 0 && (size_t)w < n;
}

/* dir made canonical into buf when it is an existing folder. */
static bool existing_dir(const char *dir, char *buf, size_t n)
{
    char real[PATH_MAX];
    if (!realpath(dir, real) || strlen(real) >= n)
        return false;
    char probe[PATH_MAX + 2];
    snprintf(probe, sizeof probe, "%s/.", real);
    if (access(probe, F_OK) != 0) /* not a folder */
        return false;
    memcpy(buf, real, strlen(real) + 1);
    return true;
}

int datadir_get(char *buf, size_t n)
{
    char installed[PATH_MAX] = "";
    if (n == 0)
        return -1;
    buf[0] = 0;
    if (installed_dir(installed, sizeof installed) && existing_dir(installed, buf, n))
        return 0;
#ifdef MAZEDFS_SOURCE_ASSETS
    if (existing_dir(MAZEDFS_SOURCE_ASSETS, buf, n))
        return 0;
#endif
    snprintf(buf, n, "%s", installed[0] ? installed : "");
    return -1;
}

/* A sprite is drawn at most 64 pixels a side (the biggest block): a file
 * far bigger is a mistake or an attack (30000 x 30000 took 9.7 GB). */
enum { SPRITE_MAX_SIDE = 512 };

static bool is_plain_name(const char *s)
{
    size_t len = strlen(s);
    return len > 0 && !strchr(s, '/') && !(len >= 4 && strcmp(s + len - 4, ".bmp") == 0);
}

/* Writes the message into err as one harmless line: the user's words may
 * hold newlines or terminal escapes, which become '?'. Returns 2. */
static int fail(char *err, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, n, fmt, ap);
    va_end(ap);
    for (unsigned char *p = (unsigned char *)err; n && *p; p++)
        if (*p < 0x20 || *p == 0x7f)
            *p = '?';
    return 2;
}

/* The little-endian number of n bytes at p. */
static long le(const unsigned char *p, int n)
{
    unsigned long v = 0;
    for (int i = n - 1; i >= 0; i--)
        v = v << 8 | p[i];
    return (long)v;
}

/* 0 when path is a regular file that starts like a BMP ("BM") of at most
 * SPRITE_MAX_SIDE pixels a side; else errno, EINVAL (not a BMP) or EFBIG
 * (too big, the sides in *w and *h). Opened without blocking, so a FIFO
 * is refused rather than waited on. */
static int bmp_error(const char *path, long *w, long *h)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return errno;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        int e = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
        close(fd);
        return e;
    }
    unsigned char head[26] = {0};
    ssize_t got = read(fd, head, sizeof head);
    int e = got < 0 ? errno : 0;
    close(fd);
    if (e)
        return e;
    if (got < 2 || head[0] != 'B' || head[1] != 'M')
        return EINVAL;
    if (got < 22)
        return EINVAL;
    long dib = le(head + 14, 4);
    if (dib == 12) { /* OS/2's header: 16-bit sides */
        *w = le(head + 18, 2);
        *h = le(head + 20, 2);
    } else {
        if (got < 26)
            return EINVAL;
        *w = (int32_t)le(head + 18, 4);
        *h = (int32_t)le(head + 22, 4);
    }
    if (*h < 0) /* top-down rows */
        *h = -*h;
    if (*w <= 0 || *h == 0)
        return EINVAL;
    return *w > SPRITE_MAX_SIDE || *h > SPRITE_MAX_SIDE ? EFBIG : 0;
}

int datadir_sprite(const char *arg, char *path, size_t n, char *err, size_t errlen)
{
    char dir[PATH_MAX];
    bool named = is_plain_name(arg);
    if (named && datadir_get(dir, sizeof dir) != 0)
        return fail(err, errlen, _("no sprite '%.40s': the data folder %.200s is missing"), arg,
                    dir[0] ? dir : "(unknown)");
    int w = named ? snprintf(path, n, "%s/%s.bmp", dir, arg) : snprintf(path, n, "%s", arg);
    if (w < 0 || (size_t)w >= n)
        return fail(err, errlen, _("the sprite's file name '%.40s' is too long"), arg);
    long pw = 0, ph = 0;
    int e = bmp_error(path, &pw, &ph);
    if (e == EFBIG)
        return fail(err, errlen,
                    _("the sprite '%.200s' is %ld x %ld pixels; a sprite is at most %d a side"),
                    path, pw, ph, SPRITE_MAX_SIDE);
    if (e == EINVAL)
        return fail(err, errlen, _("the sprite '%.200s' is not a .bmp file"), path);
    if (e)
        return fail(err, errlen, _("cannot open the sprite '%.200s': %s; give a .bmp file%s"), path,
                    strerror(e), named ? _(" or the name of one in the data folder") : "");
    return 0;
}
