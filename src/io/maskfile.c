/* maskfile.c - the grid of a maze in a shape, from a text mask, a PNG
 * (dark pixels inside, read with cairo) or a word set with cairo.
 * SPDX-License-Identifier: MIT */
#include "maskfile.h"

#include <cairo.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fontfind.h"
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

/* A mask of the image's pixels: dark (and not see-through) ones inside. */
static mz_mask *mask_of_surface(cairo_surface_t *s)
{
    cairo_surface_flush(s);
    int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
    int stride = cairo_image_surface_get_stride(s);
    cairo_format_t fmt = cairo_image_surface_get_format(s);
    const unsigned char *data = cairo_image_surface_get_data(s);
    mz_mask *m = data ? mz_mask_new(h < 2 ? 2 : h, w < 2 ? 2 : w) : NULL;
    for (int y = 0; m && y < h; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(data + (size_t)y * (size_t)stride);
        for (int x = 0; x < w; x++) {
            uint32_t p = fmt == CAIRO_FORMAT_RGB24 ? row[x] | 0xff000000u : row[x];
            unsigned a = p >> 24, r = p >> 16 & 0xff, g = p >> 8 & 0xff, b = p & 0xff;
            /* Premultiplied: dark means little light for much cover. */
            unsigned luma = (299 * r + 587 * g + 114 * b) / 1000;
            m->in[(size_t)y * (size_t)m->cols + (size_t)x] = a >= 128 && luma * 2 < a;
        }
    }
    return m;
}

static mz_mask *png_mask(const char *path, char *err, size_t n)
{
    cairo_surface_t *s = cairo_image_surface_create_from_png(path);
    mz_mask *m = NULL;
    if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
        snprintf(err, n, _("cannot read the PNG mask %s: %s"), path,
                 cairo_status_to_string(cairo_surface_status(s)));
    } else if (cairo_image_surface_get_width(s) > MZ_MASK_MAX_ROOMS ||
               cairo_image_surface_get_height(s) > MZ_MASK_MAX_ROOMS) {
        snprintf(err, n, _("the PNG mask %s is too big: at most %d pixels a side"), path,
                 MZ_MASK_MAX_ROOMS);
    } else if (!(m = mask_of_surface(s))) {
        snprintf(err, n, _("not enough memory for the mask"));
    } else if (mz_mask_count(m) == 0) {
        snprintf(err, n, _("the PNG mask %s has no dark pixel: no room inside"), path);
        mz_mask_free(m);
        m = NULL;
    }
    cairo_surface_destroy(s);
    return m;
}

/* The word in black on white, big, as a mask of its pixels. */
static mz_mask *word_mask(const char *word, char *err, size_t n)
{
    char fam[128];
    const char *family = io_font_family(word, NULL, fam, sizeof fam);
    enum { SIZE = 120, PAD = 4 };
    cairo_surface_t *probe = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1);
    cairo_t *cr = cairo_create(probe);
    cairo_select_font_face(cr, family ? family : "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                           CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, SIZE);
    cairo_text_extents_t ext;
    cairo_text_extents(cr, word, &ext);
    cairo_destroy(cr);
    cairo_surface_destroy(probe);
    int w = (int)ext.width + 2 * PAD, h = (int)ext.height + 2 * PAD;
    if (ext.width < 1 || ext.height < 1 || w > MZ_MASK_MAX_ROOMS) {
        snprintf(err, n, _("--mask-text: '%.40s' gives no shape to fill"), word);
        return NULL;
    }
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_select_font_face(cr, family ? family : "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                           CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, SIZE);
    cairo_move_to(cr, PAD - ext.x_bearing, PAD - ext.y_bearing);
    cairo_show_text(cr, word);
    cairo_destroy(cr);
    mz_mask *m = cairo_surface_status(s) == CAIRO_STATUS_SUCCESS ? mask_of_surface(s) : NULL;
    cairo_surface_destroy(s);
    if (!m)
        snprintf(err, n, _("not enough memory for the mask"));
    else if (mz_mask_count(m) == 0) {
        snprintf(err, n, _("--mask-text: '%.40s' gives no shape to fill"), word);
        mz_mask_free(m);
        m = NULL;
    }
    return m;
}

/* The mask as read: text, PNG (by its signature) or word. text is true
 * for a text mask, whose rooms are its own size. */
static mz_mask *read_mask(const mz_options *o, bool *text, char *err, size_t n)
{
    *text = false;
    if (o->mask_text)
        return word_mask(o->mask_text, err, n);
    size_t len;
    char *buf = read_all(o->mask_path, &len, err, n);
    if (!buf)
        return NULL;
    static const char sig[8] = "\x89PNG\r\n\x1a\n";
    mz_mask *m = NULL;
    if (len >= 8 && memcmp(buf, sig, 8) == 0) {
        m = png_mask(o->mask_path, err, n);
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
    if (g && mz_mask_apply(s, g) != MZ_OK) {
        snprintf(err, n, _("the mask leaves fewer than two rooms inside a %d x %d maze"), g->height,
                 g->width);
        mz_grid_free(g);
        mz_mask_free(s);
        return NULL;
    }
    mz_mask_free(s);
    uint32_t apart = 0;
    rc = g && o->pieces ? mz_grid_pieces_ends(g, &apart) : MZ_OK;
    if (rc == MZ_EUSAGE) {
        snprintf(err, n, _("--pieces: every piece of the shape is a single room; no maze to play"));
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
