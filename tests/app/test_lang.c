/* test_lang.c - the window in the user's language, under SDL's dummy
 * driver: the HUD, the help, the pseudo-code and the generators' state
 * line (made by the core, through mz_tr) are translated, Chinese is
 * drawn from a font that has its glyphs (never empty boxes), and with no
 * such font the window speaks English. Run once per language: argv[1] is
 * en, es, zh_CN or nofont; ctest sets LANGUAGE, LC_ALL and FONTCONFIG_FILE.
 * SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "app_test.h"
#include "mazedfs/gen.h"
#include "mazedfs/grid.h"
#include "mazedfs/intl.h"
#include "mazedfs/solve.h"

#include <ctype.h>
#include <unistd.h>

/* The language this run expects to see, and words of it. */
typedef struct expect {
    const char *name;
    bool translated, own_font;
    const char *hud0, *hud1, *help; /* on the HUD's lines, in the F1 help */
    const char *state;              /* in the panel's state line, generating */
} expect;

static const expect langs[] = {
    {"en", false, false, "seed", "moves", "Keys", "rooms in the maze"},
    {"es", true, false, "semilla", "movimientos", "Teclas", "salas en el laberinto"},
    {"zh_CN", true, true, "种子", "步", "按键", "迷宫中的房间"},
    /* zh_CN asked, no CJK font */
    {"nofont", false, false, "seed", "moves", "Keys", "rooms in the maze"},
};
static const expect *want;

extern const unsigned char mazedfs_font[];
extern const unsigned long mazedfs_font_size;

/* The next code point of the UTF-8 text at *p, moving *p past it. */
static Uint32 next_char(const unsigned char **p)
{
    Uint32 c = **p, more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
    c &= more ? 0x3f >> more : 0x7f;
    for ((*p)++; more && (**p & 0xc0) == 0x80; more--, (*p)++)
        c = c << 6 | (**p & 0x3f);
    return c;
}

/* Every character of text is in f and is drawn with some width: no box. */
static void assert_drawn(TTF_Font *f, const char *text)
{
    for (const unsigned char *p = (const unsigned char *)text; *p;) {
        Uint32 c = next_char(&p);
        int advance = 0;
        if (c < 0x20)
            continue;
        if (!TTF_GlyphIsProvided32(f, c))
            fail_msg("U+%04X of \"%.60s\" is not in the HUD's font", (unsigned)c, text);
        assert_int_equal(TTF_GlyphMetrics32(f, c, NULL, NULL, NULL, NULL, &advance), 0);
        if (c != ' ' && advance <= 0)
            fail_msg("U+%04X is drawn with no width", (unsigned)c);
    }
}

static void run_until_play(app *a, double *now)
{
    for (int i = 0; i < 2000 && a->phase != PHASE_PLAY; i++) {
        *now += 16;
        app_test_pump(a, *now);
        app_update(a, *now);
        app_render(a, *now);
    }
    assert_int_equal(a->phase, PHASE_PLAY);
    app_render(a, *now);
}

static void test_the_hud_and_help_speak_the_language(void **state)
{
    (void)state;
    app a = {0};
    double now = app_now_ms();
    app_test_open(&a, "--seed 3 --delay 0 11 15");
    run_until_play(&a, &now);
    for (int i = 0; i < HUD_LINES; i++)
        if (!strstr(a.hud.lines[i].text, i ? want->hud1 : want->hud0))
            fail_msg("HUD line %d lacks \"%s\": %s", i, i ? want->hud1 : want->hud0,
                     a.hud.lines[i].text);
    char *help = hud_help_text();
    assert_non_null(help);
    if (!strstr(help, want->help))
        fail_msg("the help lacks \"%s\"", want->help);
    assert_int_equal(lang_translated(), want->translated);
    assert_int_equal(a.hud.font_file[0] != 0, want->own_font);
    /* What the window draws has its glyphs in the font it is drawn with. */
    assert_drawn(a.hud.font, help);
    for (int i = 0; i < HUD_LINES; i++)
        assert_drawn(a.hud.font, a.hud.lines[i].text);
    free(help);
    app_test_close(&a);
}

/* The check above means something: the built-in font lacks Chinese. */
static void test_the_built_in_font_lacks_chinese(void **state)
{
    (void)state;
    SDL_RWops *rw = SDL_RWFromConstMem(mazedfs_font, (int)mazedfs_font_size);
    TTF_Font *f = TTF_OpenFontRW(rw, 1, 14);
    assert_non_null(f);
    assert_false(TTF_GlyphIsProvided32(f, 0x8FF7)); /* 迷 */
    assert_true(TTF_GlyphIsProvided32(f, 0xF1));    /* ñ */
    TTF_CloseFont(f);
}

/* Each line of every algorithm's pseudo-code (the panel's text) has its
 * translation, and the untranslated runs show the English. */
static void assert_code_translated(const char *const *code, const char *name)
{
    for (int i = 0; code && code[i]; i++) {
        const char *t = _(code[i]);
        if ((t != code[i]) != want->translated)
            fail_msg("%s line %d (\"%s\") %s", name, i + 1, code[i],
                     want->translated ? "is not translated" : "is translated");
    }
}

/* The panel beside a paused generation shows the generator's state line
 * in the language, drawn from the font (kruskal: sets and walls left). */
static void test_the_panel_state_line_speaks_the_language(void **state)
{
    (void)state;
    app a = {0};
    double now = app_now_ms();
    app_test_open(&a, "--seed 3 --code --steps 60 kruskal 21 29 10");
    for (int i = 0; i < 5; i++) {
        now += 16;
        app_test_pump(&a, now);
        app_update(&a, now);
        app_render(&a, now);
    }
    assert_int_equal(a.phase, PHASE_GENERATE);
    if (!strstr(a.panel.state, want->state))
        fail_msg("the panel's state line lacks \"%s\": %s", want->state, a.panel.state);
    assert_drawn(a.hud.font, a.panel.state);
    app_test_close(&a);
}

/* The first English word of three letters or more of english that is a
 * word of text too; NULL when none is. */
static const char *english_word_in(const char *english, const char *text, char *word, size_t n)
{
    for (const char *p = english; *p;) {
        size_t len = 0;
        while (isalpha((unsigned char)p[len]))
            len++;
        if (len >= 3 && len < n) {
            snprintf(word, n, "%.*s", (int)len, p);
            for (const char *t = strstr(text, word); t; t = strstr(t + 1, word))
                if ((t == text || !isalpha((unsigned char)t[-1])) &&
                    !isalpha((unsigned char)t[len]))
                    return word;
        }
        p += len ? len : 1;
    }
    return NULL;
}

/* Every generator's state line, part way and finished, is translated
 * exactly when the window's words are: the same line with the core's
 * translator taken away is the English, and a translated one keeps none
 * of its words. */
static void test_every_state_line_is_translated(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        mz_grid *grid = mz_grid_new(21, 29);
        assert_non_null(grid);
        mz_gen *gen = mz_gen_new(info, grid, 7);
        assert_non_null(gen);
        mz_event ev;
        for (int k = 0; k < 150 && mz_gen_next(gen, &ev); k++)
            continue;
        for (int pass = 0; pass < 2; pass++, mz_gen_finish(gen)) {
            char shown[256], english[256];
            mz_gen_describe(gen, shown, sizeof shown);
            mz_translator was = mz_set_translator(NULL);
            mz_gen_describe(gen, english, sizeof english);
            mz_set_translator(was);
            char word[32];
            const char *left = english_word_in(english, shown, word, sizeof word);
            if (want->translated ? left != NULL : strcmp(shown, english) != 0)
                fail_msg("%s's state line \"%s\" %s%s", info->name, shown,
                         want->translated ? "is not translated: " : "is translated",
                         want->translated ? left : "");
            if (!strstr(shown, want->state))
                fail_msg("%s's state line lacks \"%s\": %s", info->name, want->state, shown);
        }
        mz_gen_free(gen);
        mz_grid_free(grid);
    }
}

static void test_every_pseudo_code_line_is_translated(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        assert_code_translated(mz_generators[i]->code, mz_generators[i]->name);
    for (int i = 0; i < mz_solver_count; i++)
        assert_code_translated(mz_solvers[i]->code, mz_solvers[i]->name);
    assert_code_translated(mz_braid_code, "braid");
}

int main(int argc, char **argv)
{
    for (size_t i = 0; argc > 1 && i < sizeof langs / sizeof langs[0]; i++)
        if (strcmp(argv[1], langs[i].name) == 0)
            want = &langs[i];
    if (!want) {
        fprintf(stderr, "usage: test_lang en|es|zh_CN|nofont\n");
        return 2;
    }
    lang_init();
    char data[] = "/tmp/mazedfs-lang-XXXXXX";
    if (app_test_own_data(data) != 0 || app_test_sdl_start() != 0)
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_hud_and_help_speak_the_language),
        cmocka_unit_test(test_the_built_in_font_lacks_chinese),
        cmocka_unit_test(test_every_pseudo_code_line_is_translated),
        cmocka_unit_test(test_the_panel_state_line_speaks_the_language),
        cmocka_unit_test(test_every_state_line_is_translated),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_test_sdl_stop();
    rmdir(data);
    return failed;
}
