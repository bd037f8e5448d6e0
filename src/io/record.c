/* record.c - the animation drawn into an indexed frame buffer, cell by
 * changed cell, and each frame's changed rectangle written with giflib.
 * SPDX-License-Identifier: MIT */
#include "record.h"

#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "mazedfs/error.h"
#include "mazedfs/gen.h"
#include "mazedfs/path.h"
#include "mazedfs/solve.h"
#include "outfile.h"

/* The palette's entries. */
enum { PAL_WALL, PAL_PATH, PAL_DOT, PAL_SPARE, PAL_SIZE };
/* Marks beside the maze, as in the window. */
enum { MARK_TRAIL = 1, MARK_TRACE = 2, MARK_HEAD = 4 };
/* Discs narrower than this are whole cells (as in the window). */
#define MIN_DISC_PX 5

typedef enum rec_phase { REC_GENERATE, REC_SOLVE, REC_TRACE, REC_DONE } rec_phase;

typedef struct recorder {
    const mz_options *o;
    mz_grid *grid;
    mz_gen *gen;
    mz_solver *solver;
    mz_path path;
    size_t trace_i;
    rec_phase phase;
    int block, w, h;   /* pixels a cell; the image */
    uint8_t *pix;      /* w * h palette indices */
    uint8_t *marks;    /* MARK_* per cell */
    uint8_t *discs[3]; /* block x block stamps: trail, trace, head */
    uint32_t *dirty;   /* cells changed since the last frame */
    size_t ndirty;
    uint8_t *dirty_bit;
    bool all_dirty;
    int head; /* the cell of the head, or -1 */
    GifFileType *gif;
} recorder;

static uint8_t *make_disc(int s, double frac)
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

/* Paints one cell into the frame buffer. */
static void paint(recorder *r, int cell)
{
    int y = cell / r->grid->width, x = cell % r->grid->width, b = r->block;
    uint8_t base = (r->grid->cells[cell] & MZ_PASSAGE) ? PAL_PATH : PAL_WALL;
    uint8_t m = r->marks[cell];
    const uint8_t *disc = cell == r->head  ? r->discs[2]
                          : m & MARK_TRAIL ? r->discs[0]
                          : m & MARK_TRACE ? r->discs[1]
                                           : NULL;
    for (int dy = 0; dy < b; dy++) {
        uint8_t *row = r->pix + (size_t)(y * b + dy) * (size_t)r->w + (size_t)x * (size_t)b;
        for (int dx = 0; dx < b; dx++)
            row[dx] = disc && disc[dy * b + dx] ? PAL_DOT : base;
    }
}

/* The phase after this one, in the window's order. */
static void next_phase(recorder *r)
{
    set_head(r, -1);
    if (r->phase == REC_GENERATE) {
        mz_gen_free(r->gen);
        r->gen = NULL;
    }
    if (r->phase == REC_SOLVE) {
        mz_solve_free(r->solver);
        r->solver = NULL;
    }
    if (r->phase < REC_SOLVE && r->o->solve && (r->solver = mz_solve_new(r->grid)) != NULL)
        r->phase = REC_SOLVE;
    else if (r->phase < REC_TRACE && r->o->trace && mz_path_shortest(r->grid, &r->path) == 0)
        r->phase = REC_TRACE;
    else
        r->phase = REC_DONE;
}

static bool gen_step(recorder *r)
{
    mz_event ev;
    if (!mz_gen_next(r->gen, &ev))
        return false;
    if (ev.kind == MZ_EV_OPEN_ALL) {
        r->all_dirty = true;
        return true;
    }
    set_head(r, ev.y * r->grid->width + ev.x);
    return true;
}

static bool solve_step(recorder *r)
{
    mz_event ev;
    int y, x;
    if (!mz_solve_next(r->solver, &ev))
        return false;
    int cell = ev.y * r->grid->width + ev.x;
    if (ev.kind == MZ_EV_VISIT)
        r->marks[cell] |= MARK_TRAIL;
    else
        r->marks[cell] &= (uint8_t)~MARK_TRAIL;
    touch(r, cell);
    mz_solve_position(r->solver, &y, &x);
    set_head(r, y * r->grid->width + x);
    return true;
}

static bool trace_step(recorder *r)
{
    if (r->trace_i >= r->path.length)
        return false;
    uint32_t cell = r->path.cells[r->trace_i++];
    r->marks[cell] |= MARK_TRACE;
    touch(r, (int)cell);
    return true;
}

/* One step of the animation; false once every phase is over. */
static bool step(recorder *r)
{
    static bool (*const steppers[])(recorder *) = {gen_step, solve_step, trace_step};
    while (r->phase != REC_DONE) {
        if (steppers[r->phase](r))
            return true;
        next_phase(r);
    }
    return false;
}

/* The steps the whole animation takes: the same run, unrecorded. */
static uint64_t count_steps(const mz_options *o, mz_grid *g)
{
    mz_gen *gen = mz_gen_new_with(o->gen, g, o->seed, &o->gen_params);
    uint64_t n = gen ? mz_gen_finish(gen) : 0;
    mz_gen_free(gen);
    mz_solver *s = o->solve ? mz_solve_new(g) : NULL;
    mz_event ev;
    while (s && mz_solve_next(s, &ev))
        n++;
    mz_solve_free(s);
    mz_path p = {0};
    if (o->trace && mz_path_shortest(g, &p) == 0)
        n += p.length;
    mz_path_free(&p);
    return n;
}

/* Paints the changed cells and writes the rectangle round them as one
 * frame shown for delay_cs hundredths of a second. */
static int put_frame(recorder *r, int delay_cs)
{
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
    int b = r->block, px = x0 * b, py = y0 * b, pw = (x1 - x0) * b, ph = (y1 - y0) * b;
    if (x1 <= x0) /* nothing changed: a one-pixel frame keeps the time */
        px = py = 0, pw = ph = 1;
    GraphicsControlBlock gcb = {DISPOSE_DO_NOT, false, delay_cs, NO_TRANSPARENT_COLOR};
    GifByteType ext[4];
    size_t len = EGifGCBToExtension(&gcb, ext);
    if (EGifPutExtension(r->gif, GRAPHICS_EXT_FUNC_CODE, (int)len, ext) == GIF_ERROR ||
        EGifPutImageDesc(r->gif, px, py, pw, ph, false, NULL) == GIF_ERROR)
        return GIF_ERROR;
    for (int y = py; y < py + ph; y++)
        if (EGifPutLine(r->gif, r->pix + (size_t)y * (size_t)r->w + (size_t)px, pw) == GIF_ERROR)
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

/* The screen, the palette and the loop-forever extension. */
static int put_header(recorder *r, outfile *out)
{
    int error;
    r->gif = EGifOpen(out, gif_write, &error);
    if (!r->gif)
        return GIF_ERROR;
    EGifSetGifVersion(r->gif, true);
    GifColorType colors[PAL_SIZE] = {rgb(r->o->wall_color), rgb(r->o->path_color),
                                     rgb(r->o->dot_color), rgb(0)};
    ColorMapObject *map = GifMakeMapObject(PAL_SIZE, colors);
    int rc = map ? EGifPutScreenDesc(r->gif, r->w, r->h, 2, PAL_PATH, map) : GIF_ERROR;
    GifFreeMapObject(map);
    static const GifByteType loop[3] = {1, 0, 0}; /* sub-block 1: loop count 0, forever */
    if (rc == GIF_OK)
        rc = EGifPutExtensionLeader(r->gif, APPLICATION_EXT_FUNC_CODE);
    if (rc == GIF_OK)
        rc = EGifPutExtensionBlock(r->gif, 11, "NETSCAPE2.0");
    if (rc == GIF_OK)
        rc = EGifPutExtensionBlock(r->gif, 3, loop);
    return rc == GIF_OK ? EGifPutExtensionTrailer(r->gif) : rc;
}

static bool setup(recorder *r, const mz_options *o)
{
    size_t cells = (size_t)o->height * (size_t)o->width;
    r->o = o;
    r->block = o->block;
    r->w = o->width * o->block;
    r->h = o->height * o->block;
    r->head = -1;
    r->grid = mz_grid_new(o->height, o->width);
    r->pix = malloc((size_t)r->w * (size_t)r->h);
    r->marks = calloc(cells, 1);
    r->dirty = malloc(cells * sizeof *r->dirty);
    r->dirty_bit = calloc(cells, 1);
    static const double radius[3] = {0.40, 0.22, 0.45};
    for (int i = 0; i < 3; i++)
        r->discs[i] = make_disc(o->block, radius[i]);
    return r->grid && r->pix && r->marks && r->dirty && r->dirty_bit && r->discs[0] &&
           r->discs[1] && r->discs[2];
}

static void teardown(recorder *r)
{
    mz_gen_free(r->gen);
    mz_solve_free(r->solver);
    mz_path_free(&r->path);
    mz_grid_free(r->grid);
    free(r->pix);
    free(r->marks);
    free(r->dirty);
    free(r->dirty_bit);
    for (int i = 0; i < 3; i++)
        free(r->discs[i]);
}

/* Hundredths of a second frame i is shown at fps: rounded so that the
 * frames keep the rate on average. */
static int delay_cs(int fps, uint64_t i)
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
        if (put_frame(r, last ? IO_RECORD_HOLD_CS : delay_cs(r->o->fps, frame)) != GIF_OK)
            return GIF_ERROR;
        if (last)
            return GIF_OK;
        for (uint64_t i = 0; i < k && done < total && step(r); i++)
            done++;
        if (r->phase == REC_DONE)
            done = total; /* the count and the run agree; this is a guard */
    }
}

static bool has_gif_name(const char *path)
{
    size_t n = strlen(path);
    return n > 4 && strcasecmp(path + n - 4, ".gif") == 0;
}

int io_record_check(const mz_options *o, char *err, size_t errlen)
{
    long long w = (long long)o->width * o->block, h = (long long)o->height * o->block;
    if (!has_gif_name(o->record_path))
        snprintf(err, errlen, "%.300s: --record writes a GIF; name the file FILE.gif",
                 o->record_path);
    else if (w > IO_RECORD_MAX_SIDE || h > IO_RECORD_MAX_SIDE)
        snprintf(err, errlen,
                 "%.300s: a %lld x %lld pixel recording is too big (at most %d a side); "
                 "give a smaller BLOCK or maze",
                 o->record_path, w, h, IO_RECORD_MAX_SIDE);
    else
        return 0;
    return 2;
}

int io_record(const mz_options *o, char *err, size_t errlen)
{
    int status = io_record_check(o, err, errlen);
    if (status)
        return status;
    recorder r = {0};
    outfile out;
    if (!setup(&r, o)) {
        snprintf(err, errlen, "not enough memory to record a %d x %d maze", o->height, o->width);
        teardown(&r);
        return 2;
    }
    if (outfile_open(&out, o->record_path, err, errlen) != 0) {
        teardown(&r);
        return 1;
    }
    uint64_t total = count_steps(o, r.grid);
    r.gen = mz_gen_new_with(o->gen, r.grid, o->seed, &o->gen_params);
    int rc = r.gen && put_header(&r, &out) == GIF_OK ? record_frames(&r, total) : GIF_ERROR;
    int gif_err = 0;
    if (r.gif && EGifCloseFile(r.gif, &gif_err) == GIF_ERROR)
        rc = GIF_ERROR;
    status = 0;
    if (rc != GIF_OK && !out.failed) {
        snprintf(err, errlen, "%.300s: %s", o->record_path,
                 r.gen ? GifErrorString(gif_err) : "not enough memory");
        status = 1;
    }
    if (!status && outfile_commit(&out, err, errlen) != 0)
        status = 1;
    outfile_abort(&out);
    teardown(&r);
    return status;
}
