/* intl.h - the words a user reads, in the user's language. The core knows
 * no locale: N_() marks a literal for xgettext, and mz_tr() passes the
 * words the core formats itself (--help, the command line's errors, the
 * generators' state line) through the translator the program set (gettext,
 * from src/io/lang.c); the app and io translate the rest with _().
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_INTL_H
#define MAZEDFS_INTL_H

#define N_(s) s

/* The compiler checks a marked format against its arguments through
 * mz_tr (MZ_FORMAT_ARG) and a function that translates its format
 * (MZ_PRINTF: the format is argument f, its values start at a). */
#if defined(__GNUC__)
#define MZ_FORMAT_ARG(i) __attribute__((format_arg(i)))
#define MZ_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define MZ_FORMAT_ARG(i)
#define MZ_PRINTF(f, a)
#endif

/* Gives a msgid's translation, or the msgid itself when there is none; the
 * result lives as long as the program (gettext's do). */
typedef const char *(*mz_translator)(const char *msgid);

/* Sets the translator the core's words go through, for the whole process
 * (as the locale is): once, at start, before any other core call. NULL,
 * the default, keeps them English (the core's tests never set one).
 * Returns the translator it replaces. */
mz_translator mz_set_translator(mz_translator tr);

/* msgid (a literal marked N_()) in the user's language: the translator's
 * answer, or msgid when none is set. A printf format stays one: the
 * catalogue's msgfmt --check holds its conversions to the msgid's. */
const char *mz_tr(const char *msgid) MZ_FORMAT_ARG(1);

#endif
