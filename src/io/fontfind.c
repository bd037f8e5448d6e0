/* fontfind.c - a font with the glyphs of a text, through fontconfig.
 * SPDX-License-Identifier: MIT */
#include "fontfind.h"

#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <string.h>

/* The characters of text (UTF-8) that a font must have; NULL when out of
 * memory or the text is not UTF-8. */
static FcCharSet *needed(const char *text)
{
    FcCharSet *cs = FcCharSetCreate();
    const FcChar8 *p = (const FcChar8 *)text;
    int left = (int)strlen(text);
    while (cs && left > 0) {
        FcChar32 c;
        int k = FcUtf8ToUcs4(p, &c, left);
        if (k <= 0) {
            FcCharSetDestroy(cs);
            return NULL;
        }
        if (c >= 0x20 && c != 0x7f)
            FcCharSetAddChar(cs, c);
        p += k;
        left -= k;
    }
    return cs;
}

/* fontconfig's name for a locale's language: zh_CN.UTF-8 -> zh-cn. */
static void fc_lang(const char *lang, char *buf, size_t n)
{
    snprintf(buf, n, "%s", lang ? lang : "");
    buf[strcspn(buf, ".@")] = 0;
    for (char *c = buf; *c; c++)
        *c = *c == '_' ? '-' : (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
}

/* The fonts fontconfig ranks best for need (then lang, then monospace
 * when mono), best first; NULL when it cannot say. A CJK monospaced font
 * (Noto Sans Mono CJK) has no mono spacing in fontconfig's eyes (its
 * glyphs are one or two columns wide), so mono asks for the monospace
 * alias, which fontconfig's rules map to it for the language. */
static FcFontSet *ranked(FcCharSet *need, const char *lang, bool mono)
{
    FcPattern *pat = FcPatternCreate();
    char fl[32];
    fc_lang(lang, fl, sizeof fl);
    if (!pat)
        return NULL;
    FcPatternAddCharSet(pat, FC_CHARSET, need);
    if (mono)
        FcPatternAddString(pat, FC_FAMILY, (const FcChar8 *)"monospace");
    if (fl[0])
        FcPatternAddString(pat, FC_LANG, (const FcChar8 *)fl);
    FcConfigSubstitute(NULL, pat, FcMatchPattern);
    FcDefaultSubstitute(pat);
    FcResult res;
    FcFontSet *set = FcFontSort(NULL, pat, FcFalse, NULL, &res);
    FcPatternDestroy(pat);
    return set;
}

static bool covers(FcPattern *font, FcCharSet *need)
{
    FcCharSet *have;
    return FcPatternGetCharSet(font, FC_CHARSET, 0, &have) == FcResultMatch &&
           FcCharSetIsSubset(need, have);
}

/* The best font of set that covers need, or NULL. */
static FcPattern *first_covering(FcFontSet *set, FcCharSet *need)
{
    for (int i = 0; set && i < set->nfont; i++)
        if (covers(set->fonts[i], need))
            return set->fonts[i];
    return NULL;
}

static void copy_string(FcPattern *font, const char *object, char *buf, size_t n)
{
    FcChar8 *s;
    if (buf && n)
        snprintf(buf, n, "%s",
                 FcPatternGetString(font, object, 0, &s) == FcResultMatch ? (char *)s : "");
}

int io_font_find(const char *text, const char *lang, bool mono, char *file, size_t n, int *index,
                 char *family, size_t fn)
{
    FcCharSet *need = FcInit() ? needed(text) : NULL;
    FcFontSet *set = need ? ranked(need, lang, mono) : NULL;
    FcPattern *font = first_covering(set, need);
    int rc = -1;
    if (font) {
        copy_string(font, FC_FILE, file, n);
        copy_string(font, FC_FAMILY, family, fn);
        if (FcPatternGetInteger(font, FC_INDEX, 0, index) != FcResultMatch)
            *index = 0;
        rc = file[0] ? 0 : -1;
    }
    if (set)
        FcFontSetDestroy(set);
    if (need)
        FcCharSetDestroy(need);
    return rc;
}

/* Whether the font cairo gets for "sans-serif" (fontconfig's best match
 * of that name alone) has every character of need. */
static bool sans_covers(FcCharSet *need)
{
    FcPattern *pat = FcNameParse((const FcChar8 *)"sans-serif");
    if (!pat)
        return false;
    FcConfigSubstitute(NULL, pat, FcMatchPattern);
    FcDefaultSubstitute(pat);
    FcResult res;
    FcPattern *font = FcFontMatch(NULL, pat, &res);
    bool ok = font && covers(font, need);
    if (font)
        FcPatternDestroy(font);
    FcPatternDestroy(pat);
    return ok;
}

const char *io_font_family(const char *text, const char *lang, char *buf, size_t n)
{
    FcCharSet *need = FcInit() ? needed(text) : NULL;
    bool sans = need && sans_covers(need);
    if (need)
        FcCharSetDestroy(need);
    if (sans)
        return "sans-serif";
    char file[4096];
    int index;
    if (io_font_find(text, lang, false, file, sizeof file, &index, buf, n) != 0 || !buf[0])
        return NULL;
    return buf;
}
