/* load.c - the loader: text in --print's styles to a grid, every rule
 * checked with the line and column where it breaks. SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "load.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lang.h"
#include "mazedfs/error.h"
#include "mazedfs/path.h"
#include "quote.h"

typedef enum style { STYLE_ASCII, STYLE_BLOCKS } style;

/* One maze cell as text: the bytes, the columns they take, the value. */
typedef struct glyph {
    const char *text;
    size_t len;
    int cols;
    uint8_t cell;
    int end; /* END_START or END_GOAL for the marked ends' rooms, else END_NONE */
} glyph;

enum { END_NONE = -1, END_START, END_GOAL };

static const glyph glyphs[][6] = {
    [STYLE_ASCII] = {{"#", 1, 1, MZ_WALL, END_NONE},
                     {" ", 1, 1, MZ_PASSAGE, END_NONE},
                     {".", 1, 1, MZ_PASSAGE, END_NONE},
                     {"S", 1, 1, MZ_PASSAGE, END_START},
                     {"E", 1, 1, MZ_PASSAGE, END_GOAL},
                     {"~", 1, 1, MZ_OUTSIDE, END_NONE}},
    [STYLE_BLOCKS] = {{"\xe2\x96\x88\xe2\x96\x88", 6, 2, MZ_WALL, END_NONE},
                      {"  ", 2, 2, MZ_PASSAGE, END_NONE},
                      {"\xe2\x96\x91\xe2\x96\x91", 6, 2, MZ_PASSAGE, END_NONE},
                      {"S ", 2, 2, MZ_PASSAGE, END_START},
                      {"E ", 2, 2, MZ_PASSAGE, END_GOAL},
                      {"\xc2\xb7\xc2\xb7", 4, 2, MZ_OUTSIDE, END_NONE}},
};
enum { NGLYPHS = 6 };

typedef struct loader {
    const char *name;
    char *err;
    size_t errlen;
    style style;
    int width, height;
    uint8_t *rows;          /* height rows of width cells */
    size_t cap;             /* rows' bytes */
    int end_y[2], end_x[2]; /* the S and E cells read, or -1 */
} loader;

static mz_grid *fail(loader *ld, long line, long col, const char *fmt, ...)
{
    char what[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(ld->err, ld->errlen, "%.200s:%ld:%ld: %s", ld->name, line, col, what);
    return NULL;
}

/* The text column (from 1) where cell x starts. */
static long col_of(const loader *ld, int x) { return 1 + (long)x * glyphs[ld->style][0].cols; }

/* The bytes of one UTF-8 character at p (1 for a stray byte). */
static size_t char_len(const char *p, size_t left)
{
    unsigned char c = (unsigned char)*p;
    size_t n = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
    for (size_t i = 1; i < n; i++)
        if (i >= left || ((unsigned char)p[i] & 0xc0) != 0x80)
            return 1;
    return n;
}

/* Says what is wrong with the text at p, where no cell of st starts. */
static void describe(char *buf, size_t n, style st, const char *p, size_t left)
{
    for (int i = 0; i < NGLYPHS; i++) {
        const glyph *g = &glyphs[st][i];
        if (g->cols == 2 && left >= g->len / 2 && memcmp(p, g->text, g->len / 2) == 0) {
            snprintf(buf, n, "%s", _("half a cell (each cell is two characters)"));
            return;
        }
    }
    size_t len = char_len(p, left);
    unsigned char c = (unsigned char)*p;
    if (len > 1 || (c >= 0x20 && c < 0x7f))
        snprintf(buf, n, _("'%.*s' is not part of a maze"), (int)len, p);
    else
        snprintf(buf, n, _("byte 0x%02x is not part of a maze"), c);
}

/* Keeps where the start (S) or goal (E) is; refuses a second one. */
static bool note_end(loader *ld, int end, long lineno, int x)
{
    if (ld->end_y[end] >= 0) {
        fail(ld, lineno, col_of(ld, x), "a second %s (the first is on line %d)",
             end == END_START ? "start S" : "exit E", ld->end_y[end] + 1);
        return false;
    }
    ld->end_y[end] = ld->height;
    ld->end_x[end] = x;
    return true;
}

/* Decodes one line into out, which holds max cells (the first line,
 * with out NULL, sets the width). */
static bool decode(loader *ld, long lineno, const char *p, size_t len, uint8_t *out, int max,
                   int *cells)
{
    int x = 0;
    while (len > 0) {
        const glyph *g = NULL;
        for (int i = 0; i < NGLYPHS && !g; i++) {
            const glyph *c = &glyphs[ld->style][i];
            if (len >= c->len && memcmp(p, c->text, c->len) == 0)
                g = c;
        }
        if (!g) {
            char what[64];
            describe(what, sizeof what, ld->style, p, len);
            fail(ld, lineno, col_of(ld, x), "%s (%s)", what,
                 ld->style == STYLE_ASCII
                     ? "'#' for wall, space for passage"
                     : "'\xe2\x96\x88\xe2\x96\x88' for wall, two spaces for passage");
            return false;
        }
        if (x >= max) {
            if (out)
                fail(ld, lineno, col_of(ld, x),
                     "this row has more cells than the first (%d): the maze must be a rectangle",
                     max);
            else
                fail(ld, lineno, col_of(ld, x), "more than %d cells across", max);
            return false;
        }
        if (out && g->end != END_NONE && !note_end(ld, g->end, lineno, x))
            return false;
        if (out)
            out[x] = g->cell;
        x++;
        p += g->len;
        len -= g->len;
    }
    *cells = x;
    return true;
}

/* Room for one more row of width cells. */
static uint8_t *next_row(loader *ld)
{
    size_t need = ((size_t)ld->height + 1) * (size_t)ld->width;
    if (need > ld->cap) {
        size_t cap = ld->cap ? ld->cap * 2 : need * 64;
        uint8_t *more = realloc(ld->rows, cap);
        if (!more)
            return NULL;
        ld->rows = more;
        ld->cap = cap;
    }
    return ld->rows + (size_t)ld->height * (size_t)ld->width;
}

static bool first_line(loader *ld, const char *p, size_t len)
{
    ld->style =
        (unsigned char)p[0] == 0xe2 || (unsigned char)p[0] == 0xc2 ? STYLE_BLOCKS : STYLE_ASCII;
    if (!decode(ld, 1, p, len, NULL, MZ_MAX_SIDE, &ld->width))
        return false;
    if (ld->width == 0) {
        fail(ld, 1, 1, "the first line is empty: no maze here");
        return false;
    }
    return true;
}

static bool add_line(loader *ld, long lineno, const char *p, size_t len)
{
    if (lineno == 1 && !first_line(ld, p, len))
        return false;
    if (ld->height >= MZ_MAX_SIDE) {
        fail(ld, lineno, 1, "more than %d rows", MZ_MAX_SIDE);
        return false;
    }
    uint8_t *row = next_row(ld);
    int cells = 0;
    if (!row) {
        fail(ld, lineno, 1, "not enough memory for the maze");
        return false;
    }
    if (!decode(ld, lineno, p, len, row, ld->width, &cells))
        return false;
    if (cells != ld->width) {
        fail(ld, lineno, col_of(ld, cells < ld->width ? cells : ld->width),
             "this row has %d cells and the first has %d: the maze must be a rectangle", cells,
             ld->width);
        return false;
    }
    ld->height++;
    return true;
}

/* The longest line a maze row can take: MZ_MAX_SIDE cells of the widest
 * glyph and a '\r'. Reading stops one cell past the row's bound, so a
 * line that is too long is refused where its extra cell starts. */
enum { WIDEST_GLYPH = 6, LINE_MAX_BYTES = (MZ_MAX_SIDE + 1) * WIDEST_GLYPH + 1 };

/* The file as it streams in: a chunk at a time, a line at a time. */
typedef struct reader {
    FILE *f;
    char *line; /* LINE_MAX_BYTES */
    size_t pos, end;
    bool eof;
    char chunk[1 << 16];
} reader;

enum { LINE_END = 0, LINE_OK = 1, LINE_LONG = 2, LINE_ERROR = -1 };

/* The next line (without its '\n') into r->line, at most max bytes: LINE_OK,
 * LINE_LONG with the first max bytes of a longer one, LINE_END at the end
 * of the file or LINE_ERROR (errno set) when it cannot be read. */
static int get_line(reader *r, size_t max, size_t *len)
{
    size_t n = 0;
    for (;;) {
        if (r->pos == r->end) {
            if (r->eof) {
                *len = n;
                return n ? LINE_OK : LINE_END;
            }
            errno = 0;
            r->end = fread(r->chunk, 1, sizeof r->chunk, r->f);
            r->pos = 0;
            if (r->end == 0) {
                if (ferror(r->f)) {
                    if (!errno)
                        errno = EIO;
                    return LINE_ERROR;
                }
                r->eof = true;
            }
            continue;
        }
        const char *p = r->chunk + r->pos;
        size_t avail = r->end - r->pos;
        const char *nl = memchr(p, '\n', avail);
        size_t take = nl ? (size_t)(nl - p) : avail;
        if (take > max - n) {
            memcpy(r->line + n, p, max - n);
            *len = max;
            return LINE_LONG;
        }
        memcpy(r->line + n, p, take);
        n += take;
        r->pos += take + (nl != NULL);
        if (nl) {
            *len = n;
            return LINE_OK;
        }
    }
}

static bool read_lines(loader *ld, FILE *f)
{
    reader *r = malloc(sizeof *r);
    char *line = malloc(LINE_MAX_BYTES);
    if (!r || !line) {
        free(r);
        free(line);
        fail(ld, 1, 1, "not enough memory to read the file");
        return false;
    }
    *r = (reader){.f = f, .line = line};
    long lineno = 0;
    bool ok = true;
    while (ok) {
        /* The first line may be as wide as any; the others one cell past
         * the first. */
        size_t max =
            lineno == 0 ? LINE_MAX_BYTES : ((size_t)ld->width + 1) * glyphs[ld->style][0].len + 1;
        size_t len = 0;
        int got = get_line(r, max, &len);
        if (got == LINE_END)
            break;
        lineno++;
        if (got == LINE_ERROR) {
            fail(ld, lineno, 1, "cannot read: %s", strerror(errno));
            ok = false;
            break;
        }
        if (got == LINE_OK && len && line[len - 1] == '\r')
            len--;
        ok = add_line(ld, lineno, line, len);
        if (ok && got == LINE_LONG) { /* cannot happen: a cell too many is refused */
            fail(ld, lineno, 1, "the line is longer than any row of a maze");
            ok = false;
        }
    }
    if (ok && lineno == 0) {
        fail(ld, 1, 1, "the file is empty: no maze here");
        ok = false;
    }
    free(line);
    free(r);
    return ok;
}

static bool side_ok(loader *ld)
{
    if (ld->height < MZ_MIN_SIDE || !(ld->height & 1)) {
        fail(ld, ld->height, 1, "the maze has %d row%s; it needs an odd number from %d to %d",
             ld->height, ld->height == 1 ? "" : "s", MZ_MIN_SIDE, MZ_MAX_SIDE);
        return false;
    }
    if (ld->width < MZ_MIN_SIDE || !(ld->width & 1)) {
        fail(ld, 1, col_of(ld, ld->width - 1),
             "the maze is %d cells wide; it needs an odd number from %d to %d", ld->width,
             MZ_MIN_SIDE, MZ_MAX_SIDE);
        return false;
    }
    return true;
}

/* A maze in a shape (cells outside, '~'): its rooms inside, and its ends,
 * the first and last of them in row order, as the mask made them. */
static void find_shape(mz_grid *g)
{
    uint64_t inside = 0, outside = 0;
    int fy = 0, fx = 0, ly = 0, lx = 0;
    for (int y = 1; y < g->height - 1; y += 2)
        for (int x = 1; x < g->width - 1; x += 2) {
            if (*mz_grid_at(g, y, x) == MZ_OUTSIDE) {
                outside++;
                continue;
            }
            if (!inside++) {
                fy = y;
                fx = x;
            }
            ly = y;
            lx = x;
        }
    if (outside == 0 || inside < 2) /* a room outside makes a shape */
        return;
    g->inside = inside;
    mz_grid_set_ends(g, fy, fx, ly, lx);
}

/* The ends: S and E where the file marks them (each a room); where it
 * does not, the shape's first and last rooms (find_shape), else the lab's
 * (1, 1) and (h-2, w-2). */
static bool ends_ok(loader *ld, mz_grid *g)
{
    int y[2] = {g->start_y, g->goal_y}, x[2] = {g->start_x, g->goal_x};
    for (int e = END_START; e <= END_GOAL; e++) {
        if (ld->end_y[e] < 0)
            continue;
        y[e] = ld->end_y[e];
        x[e] = ld->end_x[e];
        if (!mz_grid_is_room(g, y[e], x[e])) {
            fail(ld, y[e] + 1, col_of(ld, x[e]),
                 "the %s is not on a room (rooms are at even lines and columns, from 2)",
                 e == END_START ? "start S" : "exit E");
            return false;
        }
    }
    if (y[0] == y[1] && x[0] == x[1]) {
        fail(ld, y[0] + 1, col_of(ld, x[0]), "the start and the exit are the same room");
        return false;
    }
    mz_grid_set_ends(g, y[0], x[0], y[1], x[1]);
    return true;
}

/* Wall all round but the exit cells (none when S or E moves the ends);
 * the start and the exit open. */
static bool border_ok(loader *ld, mz_grid *g)
{
    if (!ends_ok(ld, g))
        return false;
    bool lab = mz_grid_ends_default(g);
    for (int y = 0; y < g->height; y++) {
        int step = y == 0 || y == g->height - 1 ? 1 : g->width - 1;
        for (int x = 0; x < g->width; x += step)
            if (mz_grid_open(g, y, x) && !mz_grid_is_exit(g, y, x)) {
                fail(
                    ld, y + 1, col_of(ld, x),
                    lab ? "a gap in the outer wall (only the exit, at the bottom right, may be "
                          "open)"
                        : "a gap in the outer wall (with S and E marked, the outer wall is whole)");
                return false;
            }
    }
    if (!lab)
        return true; /* S and E are passage, so both are open */
    static const struct {
        int dy, dx; /* from the bottom right corner; (0, 0) means the start */
        const char *what;
    } must[] = {{0, 0, "the start (second row, second column) is wall"},
                {-1, -2, "the exit (bottom row, next to the corner) is wall"},
                {-2, -1, "the exit (right column, above the corner) is wall"}};
    for (size_t i = 0; i < sizeof must / sizeof *must; i++) {
        int y = must[i].dy ? g->height + must[i].dy : 1;
        int x = must[i].dx ? g->width + must[i].dx : 1;
        if (!mz_grid_open(g, y, x)) {
            fail(ld, y + 1, col_of(ld, x), "%s", must[i].what);
            return false;
        }
    }
    return true;
}

static mz_grid *finish(loader *ld)
{
    if (!side_ok(ld))
        return NULL;
    /* The rows become the grid's cells: no second copy of the maze. */
    mz_grid *g = malloc(sizeof *g);
    if (!g)
        return fail(ld, 1, 1, "not enough memory for a %d x %d maze", ld->height, ld->width);
    size_t size = (size_t)ld->height * (size_t)ld->width;
    uint8_t *fit = realloc(ld->rows, size);
    *g = (mz_grid){.height = ld->height, .width = ld->width, .cells = fit ? fit : ld->rows};
    mz_grid_set_ends(g, 1, 1, g->height - 2, g->width - 2);
    find_shape(g);
    ld->rows = NULL;
    mz_path path = {0};
    int rc = border_ok(ld, g) ? mz_path_shortest(g, &path) : MZ_EUSAGE;
    mz_path_free(&path);
    if (rc == MZ_ENOPATH)
        fail(ld, mz_grid_exit_y(g) + 1, col_of(ld, mz_grid_exit_x(g)),
             "the exit cannot be reached from the start");
    else if (rc == MZ_ENOMEM)
        fail(ld, 1, 1, "not enough memory to check a %d x %d maze", g->height, g->width);
    if (rc) {
        mz_grid_free(g);
        return NULL;
    }
    return g;
}

mz_grid *io_load_stream(FILE *f, const char *name, char *err, size_t errlen)
{
    loader ld = {.name = name, .err = err, .errlen = errlen, .end_y = {-1, -1}};
    mz_grid *g = read_lines(&ld, f) ? finish(&ld) : NULL;
    free(ld.rows);
    if (!g)
        io_quote(err, errlen); /* the name and the bytes are the file's */
    return g;
}

mz_grid *io_load(const char *path, char *err, size_t errlen)
{
    if (strcmp(path, "-") == 0)
        return io_load_stream(stdin, "stdin", err, errlen);
    /* O_NONBLOCK: a FIFO without a writer is refused, not waited on. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    int e = fd < 0 ? errno : fstat(fd, &st) != 0 ? errno : 0;
    FILE *f = NULL;
    if (!e && S_ISDIR(st.st_mode))
        e = EISDIR;
    if (!e && !S_ISREG(st.st_mode)) {
        close(fd);
        snprintf(err, errlen, _("%.300s: not a regular file (--load - reads standard input)"),
                 path);
        io_quote(err, errlen);
        return NULL;
    }
    if (!e &&
        (fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0 || !(f = fdopen(fd, "rb"))))
        e = errno;
    if (e) {
        if (fd >= 0 && !f)
            close(fd);
        snprintf(err, errlen, "%.300s: %s", path, strerror(e));
        io_quote(err, errlen);
        return NULL;
    }
    mz_grid *g = io_load_stream(f, path, err, errlen);
    fclose(f);
    return g;
}
