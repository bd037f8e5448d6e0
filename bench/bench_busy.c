/* bench_busy.c - the busy processes of mazedfs_bench --busy, and the
 * children a signal of the bench kills. SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include "bench_busy.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

extern char **environ;

/* Children that a SIGINT, SIGTERM or SIGHUP of the bench must not leave
 * running: the busy set and Xvfb (the app dies with its X server). The
 * one mutable global here, since a signal handler reaches nothing else;
 * a slot holds a pid or 0. */
static volatile sig_atomic_t doomed[BUSY_MAX + 4];

static void kill_doomed(int sig)
{
    for (size_t i = 0; i < sizeof doomed / sizeof *doomed; i++)
        if (doomed[i] > 0)
            kill((pid_t)doomed[i], SIGTERM);
    signal(sig, SIG_DFL);
    raise(sig);
}

void busy_doom(pid_t pid, bool on)
{
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++) {
        struct sigaction old, sa = {.sa_handler = kill_doomed};
        sigemptyset(&sa.sa_mask);
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_DFL)
            sigaction(sigs[i], &sa, NULL);
    }
    for (size_t i = 0; i < sizeof doomed / sizeof *doomed; i++)
        if (doomed[i] == (on ? 0 : pid)) {
            doomed[i] = on ? pid : 0;
            return;
        }
}

int busy_start(busy_set *b, int n)
{
    b->n = 0;
    char *argv[] = {"yes", NULL};
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    int err = 0;
    while (!err && b->n < n && b->n < BUSY_MAX) {
        pid_t pid;
        if ((err = posix_spawnp(&pid, "yes", &fa, NULL, argv, environ)) == 0) {
            busy_doom(pid, true);
            b->pid[b->n++] = pid;
        }
    }
    posix_spawn_file_actions_destroy(&fa);
    if (!err)
        return 0;
    fprintf(stderr, "mazedfs_bench: cannot run yes: %s\n", strerror(err));
    busy_stop(b);
    return -1;
}

void busy_stop(busy_set *b)
{
    for (int i = 0; i < b->n; i++) {
        kill(b->pid[i], SIGKILL);
        while (waitpid(b->pid[i], NULL, 0) < 0 && errno == EINTR)
            ;
        busy_doom(b->pid[i], false);
    }
    b->n = 0;
}
