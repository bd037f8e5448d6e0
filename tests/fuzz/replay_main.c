/* replay_main.c - runs a fuzz target over saved inputs without libFuzzer, so
 * ctest replays the corpus and past crashes in every build (gcc, sanitized,
 * valgrind). usage: replay FILE|DIR... SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Runs the target on one file; returns 1 if it ran, 0 if unreadable. */
static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    size_t cap = 4096, len = 0, got;
    uint8_t *buf = malloc(cap);
    while (buf && (got = fread(buf + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) {
            uint8_t *more = realloc(buf, cap *= 2);
            if (!more)
                free(buf);
            buf = more;
        }
    }
    fclose(f);
    if (!buf)
        return 0;
    LLVMFuzzerTestOneInput(buf, len);
    free(buf);
    return 1;
}

/* Replays a file, or every regular file in a directory (not recursive). */
static int replay_path(const char *path, int *count)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return -1;
    if (!S_ISDIR(st.st_mode))
        return replay_file(path) ? (++*count, 0) : -1;
    DIR *d = opendir(path);
    if (!d)
        return -1;
    int rc = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.')
            continue;
        size_t n = strlen(path) + strlen(e->d_name) + 2;
        char *full = malloc(n);
        if (!full) {
            rc = -1;
            break;
        }
        snprintf(full, n, "%s/%s", path, e->d_name);
        if (stat(full, &st) == 0 && S_ISREG(st.st_mode))
            rc |= replay_file(full) ? (++*count, 0) : -1;
        free(full);
    }
    closedir(d);
    return rc;
}

int main(int argc, char **argv)
{
    int count = 0;
    for (int i = 1; i < argc; i++) {
        if (replay_path(argv[i], &count) != 0) {
            fprintf(stderr, "replay: cannot read %s\n", argv[i]);
            return 1;
        }
    }
    printf("replayed %d inputs\n", count);
    return count > 0 ? 0 : 1;
}
