/* zoom.c - the maze's scale and centre in the window.
 * SPDX-License-Identifier: MIT */
#include "zoom.h"

void zoom_fit(zoom *z) { *z = (zoom){1, -1, -1}; }

/* Texels to pixels at the zoom, for a view laid out in r. */
static double scale_in(const zoom *z, const view *v, SDL_Rect r)
{
    double sx = (double)r.w / v->fit.tw, sy = (double)r.h / v->fit.th;
    return (sx < sy ? sx : sy) * z->z;
}

/* Keeps the centre where the maze fills the area on each side it can, and
 * centred along a side where it is smaller than the area. */
static double clamp_centre(double c, double texels, double area_px, double scale)
{
    double half = area_px / 2 / scale;
    if (texels <= 2 * half)
        return texels / 2;
    return c < half ? half : c > texels - half ? texels - half : c;
}

void zoom_layout(zoom *z, view *v, SDL_Rect r)
{
    if (z->z <= 1 || z->cx < 0) {
        view_layout(v, r);
        if (z->z <= 1)
            return;
    }
    double k = scale_in(z, v, r);
    if (z->cx < 0) {
        z->cx = v->fit.tw / 2.0;
        z->cy = v->fit.th / 2.0;
    }
    z->cx = clamp_centre(z->cx, v->fit.tw, r.w, k);
    z->cy = clamp_centre(z->cy, v->fit.th, r.h, k);
    int w = (int)(v->fit.tw * k + 0.5), h = (int)(v->fit.th * k + 0.5);
    v->area =
        (SDL_Rect){r.x + (int)(r.w / 2.0 - z->cx * k), r.y + (int)(r.h / 2.0 - z->cy * k), w, h};
}

void zoom_at(zoom *z, const view *v, SDL_Rect r, double f, int px, int py)
{
    double k0 = (double)v->area.w / v->fit.tw;
    double tx = (px - v->area.x) / k0, ty = (py - v->area.y) / k0; /* the texel under the pointer */
    double nz = z->z * f;
    z->z = nz < 1 ? 1 : nz > ZOOM_MAX ? ZOOM_MAX : nz;
    double k = scale_in(z, v, r);
    /* The texel (tx, ty) stays under (px, py). */
    z->cx = tx + (r.x + r.w / 2.0 - px) / k;
    z->cy = ty + (r.y + r.h / 2.0 - py) / k;
}

void zoom_pan(zoom *z, const view *v, int dx, int dy)
{
    double k = (double)v->area.w / v->fit.tw;
    if (z->z <= 1 || k <= 0)
        return;
    z->cx -= dx / k;
    z->cy -= dy / k;
}

bool zoom_follow(zoom *z, const view *v, SDL_Rect r, int y, int x, int margin)
{
    if (z->z <= 1)
        return false;
    SDL_Rect c = view_cell_rect(v, y, x, 0);
    int m = margin * (c.w > 1 ? c.w : 1);
    if (c.x - m >= r.x && c.y - m >= r.y && c.x + c.w + m <= r.x + r.w &&
        c.y + c.h + m <= r.y + r.h)
        return false;
    double per = (double)v->fit.s / v->fit.k; /* texels per cell */
    z->cx = (x + 0.5) * per;
    z->cy = (y + 0.5) * per;
    return true;
}
