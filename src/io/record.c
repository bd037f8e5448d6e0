/* record.c - the animation drawn into an indexed frame buffer, cell by
 * changed cell, and each frame's changed rectangle written with giflib.
 * SPDX-License-Identifier: MIT */
#include "record.h"

#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "lang.h"
#include "maze.h"
#include "mazedfs/error.h"
#include "mazedfs/palette.h"
#include "mazedfs/run.h"
#include "mazedfs/solve.h"
#include "outfile.h"

const double io_record_disc_radius[3] = {0.40, 0.22, 0.45};
/* Discs narrower than this are whole cells (as in the window). */
#define MIN_DISC_PX 5

typedef struct recorder {
    const mz_options *o;
    io_run run; /* the options' run, drained as the frames go */
    const mz_grid *grid;
    int block, w, h;   /* pixels a cell; the image */
    uint8_t *pix;      /* w * h palette indices */
    uint8_t *discs[3]; /* block x block stamps: trail, trace, head */
    uint32_t *dirty;   /* cells changed since the last frame */
    size_t ndirty;
    uint8_t *dirty_bit;
    bool all_dirty;
    int head;                /* the cell of the head, or -1 */
    uint32_t *state, *fresh; /* the drawn state shown (drawn.h), and the next */
    GifFileType *gif;
} recorder;

uint8_t *io_record_disc(int s, double frac)
{
    uint8_t *m = malloc((size_t)s * (size_t)s);
    double c = s / 2.0, r = frac * s;
    for (int i = 0; m && i < s * s; i++) {
        double dy = i / s + 0.5 - c, dx = i % s + 0.5 - c;
        m[i] = s < MIN_DISC_PX || dy * dy + dx * dx <= r * r;
    }
    return m;
}

static void touch(recorder *r, int cell)
{
    if (cell < 0 || r->dirty_bit[cell])
        return;
    r->dirty_bit[cell] = 1;
    r->dirty[r->ndirty++] = (uint32_t)cell;
}

static void set_head(recorder *r, int cell)
{
    touch(r, r->head);
    r->head = cell;
    touch(r, cell);
}

/* The ends' marks when they are not the lab's (which have the border's
 * opening): at stamp pixel (dy, dx) of a block b wide, true where the
 * goal's hollow square or the start's small filled one is inked. */
static bool end_ink(int kind, int dy, int dx, int b)
{
    if (b < MIN_DISC_PX)
        return true;
    int lo = b / 6, hi = b - 1 - b / 6, t = b / 6 > 0 ? b / 6 : 1;
    bool in = dy >= lo && dy <= hi && dx >= lo && dx <= hi;
    if (kind == 1) /* the start: filled, a little smaller */
        return dy >= lo + t && dy <= hi - t && dx >= lo + t && dx <= hi - t;
    return in && (dy < lo + t || dy > hi - t || dx < lo + t || dx > hi - t);
}

/* 1 for the start room, 2 for the goal, 0 for any other cell or with
 * the lab's ends. */
static int end_kind(const mz_grid *g, int y, int x)
{
    if (mz_grid_ends_default(g))
        return 0;
    return y == g->start_y && x == g->start_x ? 1 : y == g->goal_y && x == g->goal_x ? 2 : 0;
}

void io_record_paint(const io_frame *f, const mz_grid *g, const uint8_t *marks,
                     const uint32_t *state, int head, int cell)
{
    int y = cell / g->width, x = cell % g->width, b = f->block;
    uint8_t m = marks ? marks[cell] : 0;
    uint8_t base = m & MZ_MARK_FILL                ? PAL_FILL
                   : (g->cells[cell] & MZ_PASSAGE) ? PAL_PATH
                   : g->cells[cell] == MZ_OUTSIDE  ? PAL_OUTSIDE
                                                   : PAL_WALL;
    uint32_t cls = state ? state[cell] : MZ_DRAWN_NONE;
    if (cls >= MZ_DRAWN_SET) /* the structure over the maze, as in the window */
        base = (uint8_t)(PAL_SET + io_drawn_set_index(cls - MZ_DRAWN_SET));
    else if (cls != MZ_DRAWN_NONE && cls < MZ_DRAWN_ARROW)
        base = (uint8_t)(PAL_CLASS + cls);
    bool small = cls != MZ_DRAWN_NONE && cls != MZ_DRAWN_STACK && cls < MZ_DRAWN_ARROW;
    bool route = (m & (MZ_MARK_TRAIL | MZ_MARK_TRACE)) == (MZ_MARK_TRAIL | MZ_MARK_TRACE);
    uint8_t ink = cell == head        ? PAL_DOT
                  : route             ? PAL_ROUTE
                  : m & MZ_MARK_TRAIL ? PAL_TRAIL
                                      : PAL_TRACE;
    const uint8_t *disc = cell == head        ? f->discs[2]
                          : m & MZ_MARK_TRAIL ? f->discs[small ? 1 : 0]
                          : m & MZ_MARK_TRACE ? f->discs[1]
                                              : NULL;
    int end = base == PAL_PATH || route ? end_kind(g, y, x) : 0;
    for (int dy = 0; dy < b; dy++) {
        uint8_t *row = f->pix + (size_t)(f->oy + y * b + dy) * (size_t)f->stride + (size_t)f->ox +
                       (size_t)x * (size_t)b;
        for (int dx = 0; dx < b; dx++)
            row[dx] = end && end_ink(end, dy, dx, b) && cell != head ? PAL_DOT
                      : disc && disc[dy * b + dx]                    ? ink
                                                                     : base;
    }
}

/* Paints one cell into the frame buffer, as the window draws it: the
 * run's marks over the maze, the ends' marks, the head on top. */
static void paint(recorder *r, int cell)
{
    io_frame f = {r->pix, r->w, 0, 0, r->block, {r->discs[0], r->discs[1], r->discs[2]}};
    io_record_paint(&f, r->grid, mz_run_marks(r->run.run), r->state, r->head, cell);
}

/* What one event of the run shows: the cell it changed or marked, and
 * where the algorithm's head is (none between phases, nor in a trace). */
static void show(recorder *r, const mz_event *ev)
{
    int cell = ev->y * r->grid->width + ev->x;
    switch (mz_run_phase_of(r->run.run)) {
    case MZ_PHASE_GENERATE:
    case MZ_PHASE_BRAID:
        if (ev->kind == MZ_EV_OPEN_ALL)
            r->all_dirty = true;
        else
            set_head(r, cell);
        break;
    case MZ_PHASE_SOLVE: {
        int y, x;
        touch(r, cell);
        mz_solve_position(mz_run_solver(r->run.run), &y, &x);
        set_head(r, ev->kind == MZ_EV_LOOK ? cell : y * r->grid->width + x);
        break;
    }
    default: touch(r, cell); break;
    }
}

/* One step of the run shown, with the decisions before it; false once it
 * is over. A phase's mark takes the head off, as the end of a phase does
 * in the window. */
static bool step(recorder *r)
{
    mz_event ev;
    while (mz_run_next(r->run.run, &ev)) {
        if (ev.kind != MZ_EV_PHASE) {
            show(r, &ev);
            if (mz_event_is_step(&ev)) /* a decision (LOOK) only moves the head */
                return true;
            continue;
        }
        set_head(r, -1);
        /* A solve starts on clear marks; ends not the lab's may have just
         * been measured (--ends far), so their marks move. */
        if (ev.y == MZ_PHASE_SOLVE || !mz_grid_ends_default(r->grid))
            r->all_dirty = true;
    }
    return false;
}

/* The steps the whole run takes: the same run on a grid of its own. */
static int count_steps(const mz_options *o, uint64_t *total, char *err, size_t errlen)
{
    io_run c;
    mz_run_plan plan;
    mz_run_plan_of(o, &plan);
    int st = io_run_open_quiet(&c, o, &plan, err, errlen); /* setup() tells of the pieces */
    if (!st)
        st = io_run_finish(&c, err, errlen);
    *total = 0;
    for (int p = 0; !st && p < MZ_PHASE_DONE; p++)
        *total += mz_run_steps(c.run, (mz_run_phase)p);
    io_run_close(&c);
    return st;
}

/* Paints the changed cells and writes the rectangle round them as one
 * frame shown for delay_cs hundredths of a second. */
/* The running algorithm's structure (drawn.h) as the window draws it:
 * the cells whose class changed since the last frame are touched. Arrows
 * are the window's on demand, not recorded. */
static void update_state(recorder *r)
{
    size_t n = (size_t)r->grid->height * (size_t)r->grid->width;
    const mz_run *run = r->run.run;
    mz_run_phase ph = mz_run_phase_of(run);
    bool on =
        ph == MZ_PHASE_GENERATE && mz_run_gen(run) ? mz_gen_state(mz_run_gen(run), r->fresh, false)
        : ph == MZ_PHASE_SOLVE && mz_run_solver(run) ? mz_solve_state(mz_run_solver(run), r->fresh)
                                                     : false;
    if (!on)
        memset(r->fresh, 0, n * sizeof *r->fresh);
    for (size_t i = 0; i < n; i++)
        if (r->fresh[i] != r->state[i])
            touch(r, (int)i);
    uint32_t *t = r->state;
    r->state = r->fresh;
    r->fresh = t;
}

static int put_frame(recorder *r, int delay_cs)
{
    update_state(r);
    int gw = r->grid->width, x0 = gw, y0 = r->grid->height, x1 = 0, y1 = 0;
    if (r->all_dirty) {
        for (int c = 0; c < gw * r->grid->height; c++)
            paint(r, c);
        x0 = y0 = 0, x1 = gw, y1 = r->grid->height;
    }
    for (size_t i = 0; i < r->ndirty; i++) {
        int c = (int)r->dirty[i], y = c / gw, x = c % gw;
        paint(r, c);
        r->dirty_bit[c] = 0;
        x0 = x < x0 ? x : x0, x1 = x + 1 > x1 ? x + 1 : x1;
        y0 = y < y0 ? y : y0, y1 = y + 1 > y1 ? y + 1 : y1;
    }
    r->ndirty = 0;
    r->all_dirty = false;
    int b = r->block;
    return io_gif_put(r->gif, r->pix, r->w, x0 * b, y0 * b, (x1 - x0) * b, (y1 - y0) * b, delay_cs);
}

int io_gif_put(GifFileType *gif, const uint8_t *pix, int stride, int px, int py, int pw, int ph,
               int delay_cs)
{
    if (pw <= 0 || ph <= 0) /* nothing changed: a one-pixel frame keeps the time */
        px = py = 0, pw = ph = 1;
    GraphicsControlBlock gcb = {DISPOSE_DO_NOT, false, delay_cs, NO_TRANSPARENT_COLOR};
    GifByteType ext[4];
    size_t len = EGifGCBToExtension(&gcb, ext);
    if (EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, (int)len, ext) == GIF_ERROR ||
        EGifPutImageDesc(gif, px, py, pw, ph, false, NULL) == GIF_ERROR)
        return GIF_ERROR;
    for (int y = py; y < py + ph; y++)
        if (EGifPutLine(gif, (GifPixelType *)pix + (size_t)y * (size_t)stride + (size_t)px, pw) ==
            GIF_ERROR)
            return GIF_ERROR;
    return GIF_OK;
}

static int gif_write(GifFileType *gif, const GifByteType *data, int len)
{
    return outfile_write(gif->UserData, data, (size_t)len) ? len : 0;
}

static GifColorType rgb(uint32_t c)
{
    return (GifColorType){(GifByteType)(c >> 16), (GifByteType)(c >> 8), (GifByteType)c};
}

int io_gif_open(GifFileType **gif, outfile *out, int w, int h, const mz_options *o,
                const uint32_t *extra, int nextra)
{
    int error;
    *gif = EGifOpen(out, gif_write, &error);
    if (!*gif)
        return GIF_ERROR;
    EGifSetGifVersion(*gif, true);
    mz_screen_colors c = mz_palette_screen(o);
    GifColorType colors[PAL_SIZE] = {rgb(c.wall),  rgb(c.passage), rgb(c.dot),  rgb(c.trail),
                                     rgb(c.trace), rgb(c.route),   rgb(c.fill), rgb(OUTSIDE_RGB)};
    for (int i = 0; i < nextra && i < 2; i++)
        colors[PAL_EXTRA + i] = rgb(extra[i]);
    for (uint32_t k = MZ_DRAWN_FRONTIER; k < MZ_DRAWN_ARROW; k++)
        colors[PAL_CLASS + k] = rgb(io_drawn_rgb(&c, k));
    for (int k = 0; k < MZ_PALETTE_SETS; k++)
        colors[PAL_SET + k] = rgb(c.drawn.sets[k]);
    ColorMapObject *map = GifMakeMapObject(PAL_SIZE, colors);
    int rc = map ? EGifPutScreenDesc(*gif, w, h, 6, PAL_PATH, map) : GIF_ERROR;
    GifFreeMapObject(map);
    static const GifByteType loop[3] = {1, 0, 0}; /* sub-block 1: loop count 0, forever */
    if (rc == GIF_OK)
        rc = EGifPutExtensionLeader(*gif, APPLICATION_EXT_FUNC_CODE);
    if (rc == GIF_OK)
        rc = EGifPutExtensionBlock(*gif, 11, "NETSCAPE2.0");
    if (rc == GIF_OK)
        rc = EGifPutExtensionBlock(*gif, 3, loop);
    return rc == GIF_OK ? EGifPutExtensionTrailer(*gif) : rc;
}

/* The screen, the palette and the loop-forever extension. */
static int put_header(recorder *r, outfile *out)
{
    return io_gif_open(&r->gif, out, r->w, r->h, r->o, NULL, 0);
}

static int setup(recorder *r, const mz_options *o, char *err, size_t errlen)
{
    r->o = o;
    r->block = o->block;
    r->head = -1;
    int st = io_run_open_options(&r->run, o, err, errlen);
    if (st)
        return st;
    r->grid = r->run.grid;
    /* The grid's size, which a shape may have set rather than o. */
    size_t cells = (size_t)r->grid->height * (size_t)r->grid->width;
    r->w = r->grid->width * o->block;
    r->h = r->grid->height * o->block;
    if (io_record_check_picture(o->record_path, r->w, r->h, err, errlen))
        return 2;
    r->pix = malloc((size_t)r->w * (size_t)r->h);
    r->dirty = malloc(cells * sizeof *r->dirty);
    r->dirty_bit = calloc(cells, 1);
    for (int i = 0; i < 3; i++)
        r->discs[i] = io_record_disc(o->block, io_record_disc_radius[i]);
    r->state = calloc(cells, sizeof *r->state);
    r->fresh = calloc(cells, sizeof *r->fresh);
    if (r->pix && r->dirty && r->dirty_bit && r->state && r->fresh && r->discs[0] && r->discs[1] &&
        r->discs[2])
        return 0;
    snprintf(err, errlen, _("not enough memory to record a %d x %d maze"), r->grid->height,
             r->grid->width);
    return 2;
}

static void teardown(recorder *r)
{
    io_run_close(&r->run);
    free(r->pix);
    free(r->dirty);
    free(r->dirty_bit);
    for (int i = 0; i < 3; i++)
        free(r->discs[i]);
    free(r->state);
    free(r->fresh);
}

/* Hundredths of a second frame i is shown at fps: rounded so that the
 * frames keep the rate on average. */
int io_gif_delay_cs(int fps, uint64_t i)
{
    return (int)(((i + 1) * 100 + (uint64_t)fps / 2) / (uint64_t)fps -
                 (i * 100 + (uint64_t)fps / 2) / (uint64_t)fps);
}

/* Frames from the first (no step taken) to the last (every step). */
static int record_frames(recorder *r, uint64_t total)
{
    uint64_t k = r->o->frame_steps;
    if (!k)
        k = total / (IO_RECORD_FRAMES - 1) + (total % (IO_RECORD_FRAMES - 1) != 0);
    k = k ? k : 1;
    r->all_dirty = true;
    uint64_t done = 0;
    for (uint64_t frame = 0;; frame++) {
        bool last = done >= total;
        if (last)
            step(r); /* ends the last phase: its head goes, as in the window */
        if (put_frame(r, last ? IO_RECORD_HOLD_CS : io_gif_delay_cs(r->o->fps, frame)) != GIF_OK)
            return GIF_ERROR;
        if (last)
            return GIF_OK;
        for (uint64_t i = 0; i < k && done < total && step(r); i++)
            done++;
        if (mz_run_phase_of(r->run.run) == MZ_PHASE_DONE)
            done = total; /* the count and the run agree; this is a guard */
    }
}

bool io_record_gif_name(const char *path)
{
    size_t n = strlen(path);
    return n > 4 && strcasecmp(path + n - 4, ".gif") == 0;
}

int io_record_check_picture(const char *path, long long w, long long h, char *err, size_t errlen)
{
    if (!io_record_gif_name(path))
        snprintf(err, errlen, _("%.300s: --record writes a GIF; name the file FILE.gif"), path);
    else if (w > IO_RECORD_MAX_SIDE || h > IO_RECORD_MAX_SIDE)
        snprintf(err, errlen,
                 _("%.300s: a %lld x %lld pixel recording is too big (at most %d a side); "
                   "give a smaller BLOCK or maze"),
                 path, w, h, IO_RECORD_MAX_SIDE);
    else
        return 0;
    return 2;
}

int io_record_check(const mz_options *o, char *err, size_t errlen)
{
    return io_record_check_picture(o->record_path, (long long)o->width * o->block,
                                   (long long)o->height * o->block, err, errlen);
}

int io_gif_finish(GifFileType *gif, outfile *out, int rc, const char *path, char *err,
                  size_t errlen)
{
    int gif_err = 0;
    if (gif && EGifCloseFile(gif, &gif_err) == GIF_ERROR)
        rc = GIF_ERROR;
    int status = 0;
    if (rc != GIF_OK && !out->failed) {
        snprintf(err, errlen, "%.300s: %s", path, GifErrorString(gif_err));
        status = 1;
    }
    if (!status && outfile_commit(out, err, errlen) != 0)
        status = 1;
    outfile_abort(out);
    return status;
}

int io_record(const mz_options *o, char *err, size_t errlen)
{
    int status = io_record_check(o, err, errlen);
    if (status)
        return status;
    recorder r = {0};
    outfile out;
    uint64_t total;
    status = count_steps(o, &total, err, errlen);
    if (!status)
        status = setup(&r, o, err, errlen);
    if (status) {
        teardown(&r);
        return status;
    }
    if (outfile_open(&out, o->record_path, err, errlen) != 0) {
        teardown(&r);
        return 1;
    }
    int rc = put_header(&r, &out) == GIF_OK ? record_frames(&r, total) : GIF_ERROR;
    status = io_gif_finish(r.gif, &out, rc, o->record_path, err, errlen);
    teardown(&r);
    return status;
}
