/* maskfile.c - the grid of a maze in a shape, from a text mask, a PNG
 * or a word (those two through the module: maskpic.c).
 * SPDX-License-Identifier: MIT */
#include "maskfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gui.h"
#include "lang.h"
#include "mazedfs/error.h"
#include "mazedfs/mask.h"
#include "mazedfs/pieces.h"

/* Biggest mask file read: a text mask of MZ_MASK_MAX_ROOMS squared. */
#define MAX_FILE ((size_t)MZ_MASK_MAX_ROOMS * (MZ_MASK_MAX_ROOMS + 2))

/* The whole file into *buf (caller frees), or NULL and err. */
static char *read_all(const char *path, size_t *len, char *err, size_t n)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, n, _("cannot read the mask %s: %s"), path, strerror(errno));
        return NULL;
    }
    size_t cap = 4096, used = 0;
    char *buf = malloc(cap);
    while (buf) {
        used += fread(buf + used, 1, cap - used, f);
        if (used < cap || cap > MAX_FILE)
            break;
        char *more = realloc(buf, cap * 2);
        if (!more) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = more;
        cap *= 2;
    }
    bool bad = ferror(f);
    fclose(f);
    if (!buf || bad || used > MAX_FILE) {
        snprintf(err, n, bad ? _("cannot read the mask %s") : _("the mask %s is too big"), path);
        free(buf);
        return NULL;
    }
    *len = used;
    return buf;
}

static const char png_sig[8] = "\x89PNG\r\n\x1a\n";

bool io_mask_is_picture(const mz_options *o)
{
    if (o->mask_text)
        return true;
    FILE *f = o->mask_path ? fopen(o->mask_path, "rb") : NULL;
    char head[8];
    bool png = f && fread(head, 1, sizeof head, f) == sizeof head && !memcmp(head, png_sig, 8);
    if (f)
        fclose(f);
    return png;
}

/* The mask as read: text, PNG (by its signature) or word. text is true
 * for a text mask, whose rooms are its own size. */
static mz_mask *read_mask(const mz_options *o, bool *text, char *err, size_t n)
{
    *text = false;
    const io_gui *gui;
    if (o->mask_text) { /* cairo and fontconfig set the word */
        gui = io_gui_get(err, n);
        return gui ? gui->mask_word(o->mask_text, err, n) : NULL;
    }
    size_t len;
    char *buf = read_all(o->mask_path, &len, err, n);
    if (!buf)
        return NULL;
    mz_mask *m = NULL;
    if (len >= 8 && memcmp(buf, png_sig, 8) == 0) {
        gui = io_gui_get(err, n); /* cairo reads it */
        m = gui ? gui->mask_png(o->mask_path, err, n) : NULL;
    } else if (memchr(buf, 0, len)) {
        snprintf(err, n, _("the mask %s is neither a PNG nor a text"), o->mask_path);
    } else {
        *text = true;
        char why[128];
        m = mz_mask_from_text(buf, len, why, sizeof why);
        if (!m)
            snprintf(err, n, "%s: %s", o->mask_path, _(why));
    }
    free(buf);
    return m;
}

/* The rooms of a picture's shape with no size given: its aspect in at
 * most IO_MASK_DEFAULT_ROOMS a side, at least 2. */
static void default_rooms(const mz_mask *m, int *rows, int *cols)
{
    double k = (double)IO_MASK_DEFAULT_ROOMS / (m->rows > m->cols ? m->rows : m->cols);
    *rows = (int)(m->rows * k + 0.5);
    *cols = (int)(m->cols * k + 0.5);
    *rows = *rows < 2 ? 2 : *rows;
    *cols = *cols < 2 ? 2 : *cols;
}

/* --pieces: g's ends in the piece the dot plays, the one o's --start,
 * --exit or --ends far choose. MZ_OK; MZ_EUSAGE with a line in err when
 * no piece fits; MZ_ENOMEM. *apart gets the number of pieces. */
static int pieces_ends(mz_grid *g, const mz_options *o, uint32_t *apart, char *err, size_t n)
{
    mz_pieces_ask ask = {o->start_given, o->exit_given, o->start_y, o->start_x,
                         o->goal_y,      o->goal_x,     o->ends_far};
    mz_pieces_why why;
    int rc = mz_grid_pieces_ends(g, &ask, apart, &why);
    if (rc != MZ_EUSAGE)
        return rc;
    bool s = o->start_given;
    if (why == MZ_PIECES_APART)
        snprintf(err, n,
                 _("--pieces: --start %d,%d and --exit %d,%d are in two pieces of the shape; "
                   "the dot plays one piece"),
                 o->start_y, o->start_x, o->goal_y, o->goal_x);
    else if (why == MZ_PIECES_SINGLE_ROOM)
        snprintf(err, n, _("--pieces: %s %d,%d is a piece of a single room; no maze to play there"),
                 s ? "--start" : "--exit", s ? o->start_y : o->goal_y, s ? o->start_x : o->goal_x);
    else
        snprintf(err, n, _("--pieces: every piece of the shape is a single room; no maze to play"));
    return rc;
}

mz_grid *io_mask_grid(const mz_options *o, char *note, size_t nn, char *err, size_t n)
{
    if (nn)
        note[0] = 0;
    bool text;
    mz_mask *m = read_mask(o, &text, err, n);
    if (!m)
        return NULL;
    int rows = m->rows, cols = m->cols;
    if (o->size_given) {
        rows = (o->height - 1) / 2;
        cols = (o->width - 1) / 2;
    } else if (!text) {
        default_rooms(m, &rows, &cols);
    }
    mz_mask *s = mz_mask_scale(m, rows, cols);
    mz_mask_free(m);
    int pieces = 0;
    uint64_t added = 0;
    /* The grid first: the join searches in its cells, which the mask
     * then overwrites. */
    mz_grid *g = s ? mz_grid_new(2 * rows + 1, 2 * cols + 1) : NULL;
    int rc = !g          ? MZ_ENOMEM
             : o->pieces ? MZ_OK
                         : mz_mask_join_with(s, &pieces, &added, g->cells,
                                             (size_t)g->height * (size_t)g->width);
    if (rc) {
        mz_grid_free(g);
        g = NULL;
    }
    /* With --pieces the mask is laid unjoined, its ends perhaps in two
     * pieces until pieces_ends below sets them in one. */
    if (g && mz_mask_apply(s, g) != MZ_OK) {
        snprintf(err, n, _("the mask leaves fewer than two rooms inside a %d x %d maze"), g->height,
                 g->width);
        mz_grid_free(g);
        mz_mask_free(s);
        return NULL;
    }
    mz_mask_free(s);
    uint32_t apart = 0;
    if (g && mz_cli_check_ends(o, g, err, n) != MZ_OK) { /* --start, --exit in the shape */
        mz_grid_free(g);
        return NULL;
    }
    rc = g && o->pieces ? pieces_ends(g, o, &apart, err, n) : MZ_OK;
    if (rc == MZ_EUSAGE) {
        mz_grid_free(g);
        return NULL;
    }
    if (!g || rc) {
        mz_grid_free(g);
        snprintf(err, n, _("not enough memory for the mask"));
        return NULL;
    }
    if (apart > 1)
        snprintf(note, nn, _("the mask's %u pieces are each a maze of their own (--pieces)"),
                 (unsigned)apart);
    if (pieces > 1)
        snprintf(note, nn, _("the mask's %d pieces are joined into one maze through %llu rooms"),
                 pieces, (unsigned long long)added);
    return g;
}
