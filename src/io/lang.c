/* lang.c - the user's language: the locale, the catalogue's folder.
 * SPDX-License-Identifier: MIT */
#define _XOPEN_SOURCE 700 /* realpath, setenv */
#include "lang.h"

#include <limits.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "datadir.h"

#define DOMAIN "mazedfs"
/* A domain with no catalogue anywhere: gettext then gives the English. */
#define NO_DOMAIN "mazedfs-untranslated"

/* dir made canonical into buf when it is an existing folder. */
static bool is_dir(const char *dir, char *buf)
{
    char probe[PATH_MAX + 2];
    if (!realpath(dir, buf))
        return false;
    snprintf(probe, sizeof probe, "%s/.", buf);
    return access(probe, F_OK) == 0;
}

/* The catalogues' folder into buf (PATH_MAX bytes): installed, then beside
 * the executable, then the build tree the program was configured in. */
static bool locale_dir(char *buf)
{
    char exe[PATH_MAX], dir[PATH_MAX + 32];
    if (datadir_exe_dir(exe, sizeof exe)) {
        snprintf(dir, sizeof dir, "%s/../share/locale", exe);
        if (is_dir(dir, buf))
            return true;
        snprintf(dir, sizeof dir, "%s/locale", exe);
        if (is_dir(dir, buf))
            return true;
    }
#ifdef MAZEDFS_BUILD_LOCALE
    return is_dir(MAZEDFS_BUILD_LOCALE, buf);
#else
    return false;
#endif
}

/* The locale asked for messages, as POSIX orders the variables. */
static const char *asked_messages(void)
{
    static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return v;
    }
    return NULL;
}

static bool is_c(const char *name)
{
    return !name || strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0 ||
           strncmp(name, "C.", 2) == 0;
}

/* The locale from the environment. When it is not generated here (a
 * container, a fresh install), glibc would fall back to "C" and ignore
 * LANGUAGE; C.UTF-8 is always there, and LANGUAGE then carries the
 * language asked. */
static void set_locale(void)
{
    const char *asked = asked_messages();
    if (setlocale(LC_ALL, "") && !(is_c(setlocale(LC_MESSAGES, NULL)) && !is_c(asked))) {
        setlocale(LC_NUMERIC, "C");
        return;
    }
    if (!setlocale(LC_ALL, "C.UTF-8"))
        setlocale(LC_ALL, "C");
    const char *language = getenv("LANGUAGE");
    if (!is_c(asked) && !(language && *language)) {
        char lang[64];
        snprintf(lang, sizeof lang, "%s", asked);
        lang[strcspn(lang, ".@")] = 0; /* zh_CN.UTF-8 -> zh_CN */
        setenv("LANGUAGE", lang, 1);
    }
}

/* The core's translator (mz_set_translator): the catalogue's words. */
static const char *translate(const char *msgid) { return gettext(msgid); }

int lang_init(void)
{
    char dir[PATH_MAX];
    set_locale();
    textdomain(DOMAIN);
    mz_set_translator(translate);
    bind_textdomain_codeset(DOMAIN, "UTF-8");
    if (!locale_dir(dir))
        return -1;
    bindtextdomain(DOMAIN, dir);
    return 0;
}

void lang_english(void) { textdomain(NO_DOMAIN); }

int lang_translated(void)
{
    /* The empty msgid is a catalogue's header: "" when none is loaded. */
    return *gettext("") != 0;
}

const char *lang_name(char *buf, size_t n)
{
    const char *head = gettext(""), *l = strstr(head, "Language: ");
    if (!*head || !l || n == 0)
        return NULL;
    l += strlen("Language: ");
    size_t len = strcspn(l, "\n");
    snprintf(buf, n, "%.*s", (int)len, l);
    return buf[0] ? buf : NULL;
}
