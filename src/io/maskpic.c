/* maskpic.c - masks from pictures: a PNG's dark pixels (read with cairo)
 * and a word set with cairo in a font that has its glyphs.
 * SPDX-License-Identifier: MIT */
#include "maskpic.h"

#include <cairo.h>
#include <stdio.h>

#include "fontfind.h"
#include "lang.h"

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

mz_mask *io_mask_png(const char *path, char *err, size_t n)
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
mz_mask *io_mask_word(const char *word, char *err, size_t n)
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
