/* gui_entry.c - the table mazedfs-gui.so offers the executable (src/io/gui.h):
 * the window's modes and the pictures'. SPDX-License-Identifier: MIT */
#include "export.h"
#include "gui.h"
#include "maskpic.h"
#include "race.h"
#include "record.h"
#include "window.h"

/* Looked up by name (IO_GUI_SYMBOL) with dlsym; the only symbol the
 * executable asks the module for. */
extern const io_gui mazedfs_gui;
const io_gui mazedfs_gui = {
    .window_main = window_main,
    .window_lab = window_lab,
    .window_race = window_race,
    .export_file = io_export,
    .export_check = io_export_check,
    .record = io_record,
    .record_check = io_record_check,
    .race_record = io_race_record,
    .race_record_check = io_race_record_check,
    .mask_png = io_mask_png,
    .mask_word = io_mask_word,
};
