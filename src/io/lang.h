/* lang.h - the user's language: gettext's catalogue for the words a user
 * reads, chosen from the locale. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_LANG_H
#define MAZEDFS_LANG_H

#include <libintl.h>
#include <stddef.h>

#include "mazedfs/intl.h"

#define _(s) gettext(s)

/* Picks the language from the environment (LANGUAGE, LC_ALL, LC_MESSAGES,
 * LANG) and binds the "mazedfs" catalogue: from <exe>/../share/locale when
 * installed, else <exe folder>/locale (the build tree). LC_NUMERIC stays
 * "C", so numbers print and parse the same in every language. When the
 * asked locale is not generated on the machine, the messages still follow
 * it (through C.UTF-8 and LANGUAGE). Translations come out in UTF-8.
 * Sets the core's translator (mz_set_translator) to the same catalogue.
 * Call once, before any _() or core call. Returns 0, or -1 when no
 * catalogue folder was found (then every word stays English). */
int lang_init(void);

/* Goes back to English for the rest of the run: the words the program
 * shows next are the untranslated ones (used when no font has the
 * translation's glyphs). */
void lang_english(void);

/* True when the words shown are translated (a catalogue was found for the
 * language asked, and lang_english was not called). */
int lang_translated(void);

/* The language of the words shown, as the catalogue names it ("es",
 * "zh_CN"), into buf (n bytes); NULL when they are not translated. */
const char *lang_name(char *buf, size_t n);

#endif
