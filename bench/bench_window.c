/* bench_window.c - Xvfb, the mazedfs window run with MAZEDFS_FRAME_LOG,
 * its CPU time from /proc and its first frame seen from outside.
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include "bench_window.h"

#include "bench_busy.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifdef BENCH_HAVE_X11
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#endif

extern char **environ;

enum { MAX_ENV = 512 };

static double mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void sleep_ms(double ms)
{
    struct timespec ts = {(time_t)(ms / 1e3),
                          (long)((ms - (double)(time_t)(ms / 1e3) * 1e3) * 1e6)};
    while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
        ;
}

/* Reads the display number Xvfb writes on fd, within timeout_ms. */
static int read_display(int fd, char *buf, size_t n, double timeout_ms)
{
    size_t used = 0;
    double end = mono_ms() + timeout_ms;
    while (used + 1 < n && (used == 0 || buf[used - 1] != '\n') && mono_ms() < end) {
        struct pollfd p = {fd, POLLIN, 0};
        if (poll(&p, 1, 100) <= 0)
            continue;
        ssize_t got = read(fd, buf + used, n - 1 - used);
        if (got <= 0)
            break;
        used += (size_t)got;
    }
    buf[used] = 0;
    buf[strcspn(buf, "\n")] = 0;
    return used > 1 ? 0 : -1;
}

int xserver_start(xserver *x, int w, int h, int display)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    char fdarg[16], screen[32], num[16], at[16];
    snprintf(fdarg, sizeof fdarg, "%d", fds[1]);
    snprintf(screen, sizeof screen, "%dx%dx24", w, h);
    snprintf(at, sizeof at, ":%d", display);
    char *argv[] = {"Xvfb", "-displayfd", fdarg, "-noreset", "-nolisten",
                    "tcp",  "-screen",    "0",   screen,     display >= 0 ? at : NULL,
                    NULL};
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addclose(&fa, fds[0]);
    int err = posix_spawnp(&x->pid, "Xvfb", &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(fds[1]);
    if (err == 0)
        busy_doom(x->pid, true);
    int ok = err == 0 && read_display(fds[0], num, sizeof num, 15000) == 0;
    close(fds[0]);
    if (!ok) {
        fprintf(stderr, "mazedfs_bench: cannot start Xvfb%s\n", err ? " (is it installed?)" : "");
        if (err == 0)
            xserver_stop(x);
        return -1;
    }
    snprintf(x->display, sizeof x->display, ":%s", num);
    return 0;
}

void xserver_stop(xserver *x)
{
    if (x->pid > 0) {
        kill(x->pid, SIGTERM);
        waitpid(x->pid, NULL, 0);
        busy_doom(x->pid, false);
    }
    x->pid = 0;
}

/* The environment for the app: ours, with the display, the X11 driver
 * (no silent fallback) and the frame log set. Returns a malloc'd array
 * whose new strings live in store; NULL if out of memory. */
static char **app_env(const xserver *x, const char *log, char store[3][512])
{
    static const char *const drop[] = {
        "DISPLAY=", "SDL_VIDEODRIVER=", "WAYLAND_DISPLAY=", "MAZEDFS_FRAME_LOG="};
    char **env = malloc(MAX_ENV * sizeof *env);
    size_t n = 0;
    for (char **e = environ; env && *e && n + 4 < MAX_ENV; e++) {
        bool keep = true;
        for (size_t i = 0; i < sizeof drop / sizeof *drop; i++)
            keep &= strncmp(*e, drop[i], strlen(drop[i])) != 0;
        if (keep)
            env[n++] = *e;
    }
    if (!env)
        return NULL;
    snprintf(store[0], 512, "DISPLAY=%s", x->display);
    snprintf(store[1], 512, "SDL_VIDEODRIVER=x11");
    snprintf(store[2], 512, "MAZEDFS_FRAME_LOG=%s", log);
    for (int i = 0; i < (log[0] ? 3 : 2); i++)
        env[n++] = store[i];
    env[n] = NULL;
    return env;
}

/* A running app: its pid, when it was spawned, and its frame log ("":
 * none). */
typedef struct app_run {
    pid_t pid;
    double t0;
    char log[32];
} app_run;

/* Spawns argv with a frame log, or with none if r->log is "" on entry. */
static int app_spawn_as(const xserver *x, char *const argv[], app_run *r)
{
    if (r->log[0]) {
        snprintf(r->log, sizeof r->log, "/tmp/mazedfs_frames_XXXXXX");
        int fd = mkstemp(r->log);
        if (fd < 0)
            return -1;
        close(fd);
    }
    char store[3][512];
    char **env = app_env(x, r->log, store);
    if (!env)
        return -1;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    r->t0 = mono_ms();
    int err = posix_spawn(&r->pid, argv[0], &fa, NULL, argv, env);
    posix_spawn_file_actions_destroy(&fa);
    free(env);
    if (err) {
        fprintf(stderr, "mazedfs_bench: cannot run %s: %s\n", argv[0], strerror(err));
        if (r->log[0])
            unlink(r->log);
        return -1;
    }
    return 0;
}

static int app_spawn(const xserver *x, char *const argv[], app_run *r)
{
    r->log[0] = 'y';
    return app_spawn_as(x, argv, r);
}

/* Asks the app to quit (SIGTERM, which SDL turns into a quit event) and
 * reaps it, killing it after 10 s. Returns its exit status or -1. */
static int app_stop(app_run *r)
{
    kill(r->pid, SIGTERM);
    int status = 0;
    double end = mono_ms() + 10000;
    pid_t got;
    while ((got = waitpid(r->pid, &status, WNOHANG)) == 0 && mono_ms() < end)
        sleep_ms(5);
    if (got == 0) {
        kill(r->pid, SIGKILL);
        waitpid(r->pid, &status, 0);
        return -1;
    }
    return got == r->pid && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* Reads the log's frames: present ends into t (may be NULL), work into
 * work (may be NULL), at most max; returns how many there are. */
static int read_log(const char *path, double *t, double *work, int max, char *renderer, size_t rn)
{
    FILE *f = fopen(path, "r");
    char line[256];
    int n = 0;
    while (f && fgets(line, sizeof line, f)) {
        const char *r = strstr(line, "renderer ");
        if (line[0] == '#' && r && renderer) {
            snprintf(renderer, rn, "%s", r + 9);
            renderer[strcspn(renderer, "\n")] = 0;
        }
        double a, b;
        if (line[0] != '#' && sscanf(line, "%lf %lf", &a, &b) == 2) {
            if (n < max && t)
                t[n] = a;
            if (n < max && work)
                work[n] = b;
            n++;
        }
    }
    if (f)
        fclose(f);
    return n;
}

static int wait_first_frame(const app_run *r, double timeout_ms)
{
    double end = mono_ms() + timeout_ms;
    while (read_log(r->log, NULL, NULL, 0, NULL, 0) == 0) {
        if (mono_ms() > end || waitpid(r->pid, NULL, WNOHANG) != 0)
            return -1;
        sleep_ms(10);
    }
    return 0;
}

int window_frames(const xserver *x, char *const argv[], double seconds, frame_samples *out)
{
    memset(out, 0, sizeof *out);
    app_run r;
    if (app_spawn(x, argv, &r) != 0)
        return -1;
    sleep_ms(seconds * 1e3);
    int status = app_stop(&r);
    int n = read_log(r.log, NULL, NULL, 0, NULL, 0);
    double *t = malloc((size_t)(n + 1) * sizeof *t);
    out->work_ms = malloc((size_t)(n + 1) * sizeof *out->work_ms);
    out->gap_ms = malloc((size_t)(n + 1) * sizeof *out->gap_ms);
    if (t && out->work_ms && out->gap_ms)
        out->n = read_log(r.log, t, out->work_ms, n, out->renderer, sizeof out->renderer);
    unlink(r.log);
    if (status != 0 || out->n < 1) {
        fprintf(stderr, "mazedfs_bench: %s: exit %d, %d frames\n", argv[0], status, out->n);
        free(t);
        frame_samples_free(out);
        return -1;
    }
    for (int i = 1; i < out->n; i++)
        out->gap_ms[i - 1] = t[i] - t[i - 1];
    out->first_ms = t[0] - r.t0;
    out->span_ms = t[out->n - 1] - t[0];
    free(t);
    return 0;
}

void frame_samples_free(frame_samples *s)
{
    free(s->work_ms);
    free(s->gap_ms);
    s->work_ms = s->gap_ms = NULL;
    s->n = 0;
}

/* utime + stime of pid in seconds, or -1. */
static double cpu_seconds(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f)
        fclose(f);
    buf[n] = 0;
    char *p = strrchr(buf, ')'); /* the name may hold spaces */
    unsigned long long ut, st;
    /* After the name: state, then fields 4..13, then utime and stime. */
    if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &ut, &st) != 2)
        return -1;
    return (double)(ut + st) / (double)sysconf(_SC_CLK_TCK);
}

int window_idle(const xserver *x, char *const argv[], double settle_s, double measure_s,
                double *pct, int *frames)
{
    app_run r;
    if (app_spawn(x, argv, &r) != 0)
        return -1;
    int ok = wait_first_frame(&r, 10000) == 0;
    sleep_ms(settle_s * 1e3);
    double c0 = cpu_seconds(r.pid), t0 = mono_ms();
    int f0 = read_log(r.log, NULL, NULL, 0, NULL, 0);
    sleep_ms(measure_s * 1e3);
    double c1 = cpu_seconds(r.pid), t1 = mono_ms();
    *frames = read_log(r.log, NULL, NULL, 0, NULL, 0) - f0;
    ok &= c0 >= 0 && c1 >= 0;
    *pct = 100.0 * (c1 - c0) / ((t1 - t0) / 1e3);
    ok &= app_stop(&r) == 0;
    unlink(r.log);
    return ok ? 0 : -1;
}

/* Time pid's threads have spent on a CPU in seconds, from schedstat (ns,
 * where utime and stime count 10 ms ticks); cpu_seconds if there is none. */
static double run_seconds(pid_t pid)
{
    char path[64];
    double sum = 0;
    bool any = false;
    snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
    DIR *d = opendir(path);
    for (struct dirent *e; d && (e = readdir(d));) {
        char stat[320];
        unsigned long long ns;
        if (e->d_name[0] == '.')
            continue;
        snprintf(stat, sizeof stat, "/proc/%d/task/%.200s/schedstat", (int)pid, e->d_name);
        FILE *f = fopen(stat, "r");
        if (f && fscanf(f, "%llu", &ns) == 1) {
            sum += (double)ns / 1e9;
            any = true;
        }
        if (f)
            fclose(f);
    }
    if (d)
        closedir(d);
    return any ? sum : cpu_seconds(pid);
}

int window_beside(const xserver *x, char *const argv[], char *const ref_argv[], int runs,
                  double settle_s, double measure_s, double *pct, double *ref_pct)
{
    app_run ref = {.log = ""};
    if (access(ref_argv[0], X_OK) != 0)
        return 1;
    if (app_spawn_as(x, ref_argv, &ref) != 0)
        return -1;
    int ok = 1;
    for (int i = 0; ok && i < runs; i++) {
        app_run r = {.log = ""};
        if (app_spawn_as(x, argv, &r) != 0) {
            ok = 0;
            break;
        }
        sleep_ms(settle_s * 1e3);
        ok &= waitpid(r.pid, NULL, WNOHANG) == 0 && waitpid(ref.pid, NULL, WNOHANG) == 0;
        double c0 = run_seconds(r.pid), k0 = run_seconds(ref.pid), t0 = mono_ms();
        sleep_ms(measure_s * 1e3);
        double c1 = run_seconds(r.pid), k1 = run_seconds(ref.pid), t1 = mono_ms();
        ok &= c0 >= 0 && c1 >= 0 && k0 >= 0 && k1 >= 0;
        pct[i] = 100.0 * (c1 - c0) / ((t1 - t0) / 1e3);
        ref_pct[i] = 100.0 * (k1 - k0) / ((t1 - t0) / 1e3);
        ok &= app_stop(&r) == 0;
    }
    app_stop(&ref); /* the hack may not exit 0 on SIGTERM */
    return ok ? 0 : -1;
}

/* A frame log read as it grows: frames so far, the last one's present
 * end, and the present end of frame number mark (0-based; -1 until
 * read). */
typedef struct log_follow {
    FILE *f;
    int n, mark;
    double last, marked;
} log_follow;

/* Reads the lines written since the last call; a line not yet ended is
 * left for the next. */
static void follow(log_follow *l)
{
    char line[256];
    long pos;
    while ((pos = ftell(l->f)) >= 0 && fgets(line, sizeof line, l->f)) {
        double a, b;
        if (!strchr(line, '\n')) {
            fseek(l->f, pos, SEEK_SET);
            break;
        }
        if (line[0] == '#' || sscanf(line, "%lf %lf", &a, &b) != 2)
            continue;
        if (l->n++ == l->mark)
            l->marked = a;
        l->last = a;
    }
    clearerr(l->f); /* at the end for now, not for good */
}

/* Polls until no frame has been presented for quiet_ms (after at least
 * one). Returns 0 then, -1 when end_ms passes first, -2 if the app
 * exits. */
static int wait_quiet(const app_run *r, log_follow *l, double quiet_ms, double end_ms)
{
    for (;;) {
        follow(l);
        if (l->n > 0 && mono_ms() - l->last >= quiet_ms)
            return 0;
        if (waitpid(r->pid, NULL, WNOHANG) != 0)
            return -2;
        if (mono_ms() > end_ms)
            return -1;
        sleep_ms(20);
    }
}

/* Measures CPU and frames over measure_ms from now, then waits (up to
 * 10 s) for the next frame after the quiet one: *out's pause_s is 0 if
 * none came. Returns 0, or -1 if the CPU time could not be read. */
static int measure_quiet(const app_run *r, log_follow *l, double measure_ms, pause_idle *out)
{
    double last = l->last, c0 = cpu_seconds(r->pid), t0 = mono_ms();
    l->mark = l->n;
    l->marked = -1;
    sleep_ms(measure_ms);
    double c1 = cpu_seconds(r->pid), t1 = mono_ms();
    follow(l);
    out->frames = l->n - l->mark;
    out->window_s = (t1 - t0) / 1e3;
    out->pct = 100.0 * (c1 - c0) / out->window_s;
    out->at_s = (last - r->t0) / 1e3;
    while (l->marked < 0 && mono_ms() < last + 10000 && waitpid(r->pid, NULL, WNOHANG) == 0) {
        sleep_ms(20);
        follow(l);
    }
    out->pause_s = l->marked < 0 ? 0 : (l->marked - last) / 1e3;
    return c0 >= 0 && c1 >= 0 ? 0 : -1;
}

/* Looks for the pause as window_pause_idle says, s[] holding its quiet_s,
 * measure_s, min_pause_s and timeout_s. Returns NULL when it is found
 * (*out filled), else why it was not. */
static const char *find_pause(const app_run *r, log_follow *l, const double s[4], pause_idle *out)
{
    double end = r->t0 + s[3] * 1e3;
    for (;;) {
        int quiet = wait_quiet(r, l, s[0] * 1e3, end);
        if (quiet != 0)
            return quiet == -2 ? "it exited" : "none came in time";
        if (measure_quiet(r, l, s[1] * 1e3, out) != 0)
            return "its CPU time could not be read";
        if (out->pause_s == 0)
            return "it went quiet and showed no next maze within 10 s";
        if (out->pause_s >= s[2])
            return NULL;
    }
}

int window_pause_idle(const xserver *x, char *const argv[], double quiet_s, double measure_s,
                      double min_pause_s, double timeout_s, pause_idle *out)
{
    app_run r;
    if (app_spawn(x, argv, &r) != 0)
        return -1;
    const double s[4] = {quiet_s, measure_s, min_pause_s, timeout_s};
    log_follow l = {fopen(r.log, "r"), 0, -1, 0, -1};
    const char *why = l.f ? find_pause(&r, &l, s, out) : "its frame log could not be read";
    if (l.f)
        fclose(l.f);
    int status = app_stop(&r);
    unlink(r.log);
    if (why)
        fprintf(stderr, "mazedfs_bench: %s: no pause of %.1f s found (looked for %.0f s): %s\n",
                argv[0], min_pause_s, timeout_s, why);
    else if (status != 0)
        fprintf(stderr, "mazedfs_bench: %s: exit %d\n", argv[0], status);
    return !why && status == 0 ? 0 : -1;
}

#ifdef BENCH_HAVE_X11
static int ignore_x_error(Display *d, XErrorEvent *e)
{
    (void)d, (void)e; /* a window that went away between two requests */
    return 0;
}

/* True if w is a viewable window titled mazedfs... showing a rgb pixel. */
static bool shows(Display *d, Window w, unsigned rgb)
{
    char *name = NULL;
    bool ours = XFetchName(d, w, &name) && name && strncmp(name, "mazedfs", 7) == 0;
    if (name)
        XFree(name);
    XWindowAttributes wa;
    if (!ours || !XGetWindowAttributes(d, w, &wa) || wa.map_state != IsViewable)
        return false;
    XImage *im = XGetImage(d, w, 0, 0, (unsigned)wa.width, (unsigned)wa.height, AllPlanes, ZPixmap);
    bool seen = false;
    for (int y = 0; im && !seen && y < im->height; y += 2)
        for (int x = 0; !seen && x < im->width; x += 2)
            seen = (XGetPixel(im, x, y) & 0xffffff) == rgb;
    if (im)
        XDestroyImage(im);
    return seen;
}

/* Polls the display's top-level windows until one shows rgb; returns the
 * time it was seen, or -1 after timeout_ms. */
static double poll_seen(Display *d, unsigned rgb, double timeout_ms)
{
    double end = mono_ms() + timeout_ms;
    while (mono_ms() < end) {
        Window root, parent, *kids = NULL;
        unsigned nkids = 0;
        bool seen = false;
        if (XQueryTree(d, DefaultRootWindow(d), &root, &parent, &kids, &nkids))
            for (unsigned i = 0; i < nkids && !seen; i++)
                seen = shows(d, kids[i], rgb);
        if (kids)
            XFree(kids);
        if (seen)
            return mono_ms();
        sleep_ms(1);
    }
    return -1;
}
#endif

int window_first_frame(const xserver *x, char *const argv[], unsigned wall_rgb, double *log_ms,
                       double *seen_ms)
{
    *seen_ms = -1;
#ifdef BENCH_HAVE_X11
    XSetErrorHandler(ignore_x_error);
    Display *d = XOpenDisplay(x->display);
#endif
    app_run r;
    if (app_spawn(x, argv, &r) != 0)
        return -1;
#ifdef BENCH_HAVE_X11
    double seen = d ? poll_seen(d, wall_rgb, 5000) : -1;
    *seen_ms = seen < 0 ? -1 : seen - r.t0;
    if (d)
        XCloseDisplay(d);
#else
    (void)wall_rgb;
#endif
    double t[1];
    int ok = wait_first_frame(&r, 10000) == 0;
    ok &= app_stop(&r) == 0;
    ok &= read_log(r.log, t, NULL, 1, NULL, 0) >= 1;
    *log_ms = ok ? t[0] - r.t0 : -1;
    unlink(r.log);
    return ok ? 0 : -1;
}
