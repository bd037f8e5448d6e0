/* xshow.c - a frame's changed rectangles put on X11 through shared memory
 * of our own, flushed and not waited for. SPDX-License-Identifier: MIT */
#include "xshow.h"

#include <string.h>

#include "xwin.h"

#if defined(MAZEDFS_HAVE_XSHM) && defined(SDL_VIDEO_DRIVER_X11)
#define XSHOW_ON 1
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#endif

void xshow_init(xshow *s, SDL_Window *win)
{
    memset(s, 0, sizeof *s);
#ifdef XSHOW_ON
    xwin x = xwin_of(win);
    Display *d = x.dpy;
    XWindowAttributes at;
    if (!d || !XShmQueryExtension(d) || !XGetWindowAttributes(d, x.win, &at))
        return;
    GC gc = XCreateGC(d, x.win, 0, NULL);
    if (gc)
        *s = (xshow){d, x.win, at.visual, at.depth, gc, NULL, NULL, 0, 0, false};
#else
    (void)win;
#endif
}

#ifdef XSHOW_ON
/* Xlib's error handler takes no context: the one attach in flight (made
 * and synced with the handler set, on the app's one thread) says here
 * whether the server refused it, as it does a client on another host. */
static volatile int attach_refused;

static int refuse(Display *d, XErrorEvent *e)
{
    (void)d;
    (void)e;
    attach_refused = 1;
    return 0;
}

/* The server attaches seg; false if it cannot (BadAccess, remote). */
static bool attach(Display *d, XShmSegmentInfo *seg)
{
    XSync(d, False); /* earlier requests' errors go to the usual handler */
    attach_refused = 0;
    XErrorHandler usual = XSetErrorHandler(refuse);
    Status ok = XShmAttach(d, seg);
    XSync(d, False);
    XSetErrorHandler(usual);
    return ok && !attach_refused;
}

static void drop_image(xshow *s)
{
    XImage *img = s->image;
    XShmSegmentInfo *seg = s->seg;
    if (img) {
        /* The server detaches after the puts before it: it may still
         * read the segment until then; ours goes now. */
        XShmDetach(s->dpy, seg);
        img->data = NULL; /* not Xlib's to free */
        XDestroyImage(img);
        shmdt(seg->shmaddr);
    }
    free(seg);
    s->image = s->seg = NULL;
    s->w = s->h = 0;
}

/* Whether img's pixels are laid out as from's, so rows copy as bytes. */
static bool same_format(const XImage *img, const SDL_Surface *from)
{
    const SDL_PixelFormat *f = from->format;
    return img->bits_per_pixel == f->BitsPerPixel && img->red_mask == f->Rmask &&
           img->green_mask == f->Gmask && img->blue_mask == f->Bmask && f->BytesPerPixel >= 1;
}

/* An image at from's size in a segment the server has attached; the
 * segment is marked for removal at once, so it goes when both detach
 * (or exit). */
static bool make_image(xshow *s, const SDL_Surface *from)
{
    drop_image(s);
    XShmSegmentInfo *seg = calloc(1, sizeof *seg);
    if (!seg)
        return false;
    seg->shmid = -1;
    seg->shmaddr = (char *)-1;
    XImage *img = XShmCreateImage(s->dpy, s->visual, (unsigned)s->depth, ZPixmap, NULL, seg,
                                  (unsigned)from->w, (unsigned)from->h);
    if (img && same_format(img, from))
        seg->shmid =
            shmget(IPC_PRIVATE, (size_t)img->bytes_per_line * (size_t)from->h, IPC_CREAT | 0600);
    if (seg->shmid >= 0)
        seg->shmaddr = shmat(seg->shmid, NULL, 0);
    bool ok = seg->shmaddr != (char *)-1;
    if (ok) {
        img->data = seg->shmaddr;
        seg->readOnly = False;
        ok = attach(s->dpy, seg);
        if (!ok)
            shmdt(seg->shmaddr);
    }
    if (seg->shmid >= 0)
        shmctl(seg->shmid, IPC_RMID, NULL);
    if (!ok) {
        if (img) {
            img->data = NULL;
            XDestroyImage(img);
        }
        free(seg);
        return false;
    }
    s->image = img;
    s->seg = seg;
    s->w = from->w;
    s->h = from->h;
    return true;
}
#endif

bool xshow_rects(xshow *s, const SDL_Surface *from, const SDL_Rect *r, int n)
{
#ifdef XSHOW_ON
    if (!s->dpy || !from || !from->pixels)
        return false;
    if ((s->w != from->w || s->h != from->h) && !make_image(s, from)) {
        xshow_free(s);
        return false;
    }
    XImage *img = s->image;
    const SDL_Rect all = {0, 0, from->w, from->h};
    size_t bpp = from->format->BytesPerPixel;
    for (int i = 0; i < n; i++) {
        SDL_Rect c;
        if (!SDL_IntersectRect(&r[i], &all, &c))
            continue;
        for (int y = c.y; y < c.y + c.h; y++)
            memcpy(img->data + (size_t)y * (size_t)img->bytes_per_line + (size_t)c.x * bpp,
                   (const char *)from->pixels + (size_t)y * (size_t)from->pitch + (size_t)c.x * bpp,
                   (size_t)c.w * bpp);
        XShmPutImage(s->dpy, s->win, s->gc, img, c.x, c.y, c.x, c.y, (unsigned)c.w, (unsigned)c.h,
                     False);
    }
    XFlush(s->dpy); /* writes, then reads what came into Xlib's queue */
    s->read = true;
    return true;
#else
    (void)s;
    (void)from;
    (void)r;
    (void)n;
    return false;
#endif
}

void xshow_free(xshow *s)
{
#ifdef XSHOW_ON
    if (s->dpy) {
        drop_image(s);
        XFreeGC(s->dpy, s->gc);
    }
#endif
    memset(s, 0, sizeof *s);
}
