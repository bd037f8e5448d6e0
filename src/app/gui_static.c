/* gui_static.c - io_gui_get for a program that links the window in (the
 * app's tests and tools): the linked-in table, no module to open.
 * SPDX-License-Identifier: MIT */
#include "gui.h"

extern const io_gui mazedfs_gui; /* gui_entry.c */

const io_gui *io_gui_get(char *err, size_t errlen)
{
    (void)err;
    (void)errlen;
    return &mazedfs_gui;
}
