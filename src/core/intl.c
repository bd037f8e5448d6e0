/* intl.c - the translator the core's own words go through.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/intl.h"

/* The one mutable global of the core: the language is the process's, set
 * once by main before any other call (see mz_set_translator). */
static mz_translator translator;

mz_translator mz_set_translator(mz_translator tr)
{
    mz_translator was = translator;
    translator = tr;
    return was;
}

const char *mz_tr(const char *msgid)
{
    /* "" is a catalogue's header in gettext, never a word to translate. */
    if (!translator || !msgid || !*msgid)
        return msgid;
    const char *t = translator(msgid);
    return t ? t : msgid;
}
