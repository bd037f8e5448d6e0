/* test_cli.c - the command line: what each argument vector means, and a
 * one-line error for every bad one. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/cli.h"
#include "mazedfs/error.h"
#include "mazedfs/palette.h"

#define MAXARGS 10

/* Parses the NULL-terminated words after the program name. */
static int parse(mz_options *o, char *err, const char *const words[])
{
    char *argv[MAXARGS + 2] = {"mazedfs"};
    int argc = 1;
    for (; words[argc - 1]; argc++)
        argv[argc] = (char *)words[argc - 1];
    return mz_cli_parse(argc, argv, o, err, 256);
}

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* The words as a failure shows them: "-g" "ab" "41". */
static const char *quoted(const char *const words[], char *buf, size_t n)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; words[i] && used < n; i++) {
        int k = snprintf(buf + used, n - used, "%s\"%s\"", i ? " " : "", words[i]);
        used += k > 0 ? (size_t)k : 0;
    }
    return buf;
}

static void test_no_arguments_give_the_defaults(void **state)
{
    (void)state;
    mz_options o;
    char err[256];
    const char *const none[] = {NULL};
    assert_int_equal(parse(&o, err, none), MZ_OK);
    assert_int_equal(o.mode, MZ_MODE_WINDOW);
    assert_string_equal(o.gen->name, "backtracker");
    assert_int_equal(o.height, 41);
    assert_int_equal(o.width, 51);
    assert_int_equal(o.block, 10);
    assert_false(o.seed_given);
    assert_int_equal(o.delay_ms, -1);
    assert_int_equal(o.dot_delay_ms, 30);
    assert_int_equal(o.colors_given, 0); /* the palette's colours */
    assert_ptr_equal(o.palette, &mz_palettes[0]);
    assert_false(o.solve || o.trace || o.sprite);
}

static void test_positional_words_set_generator_size_and_block(void **state)
{
    (void)state;
    mz_options o;
    char err[256];
    assert_int_equal(parse(&o, err, ARGS("division")), MZ_OK);
    assert_string_equal(o.gen->name, "division");
    assert_int_equal(parse(&o, err, ARGS("ab", "21", "31")), MZ_OK);
    assert_string_equal(o.gen->name, "aldous-broder");
    assert_int_equal(o.height * 100 + o.width, 2131);
    assert_int_equal(parse(&o, err, ARGS("21", "31", "8")), MZ_OK);
    assert_int_equal(o.block, 8);
    assert_int_equal(parse(&o, err, ARGS("dfs", "5", "32767", "1")), MZ_OK);
    assert_int_equal(o.width, 32767);
    assert_int_equal(parse(&o, err, ARGS("42", "50")), MZ_OK);
    assert_int_equal(o.height, 41);
    assert_int_equal(o.width, 49);
    assert_true(o.height_rounded && o.width_rounded);
    assert_int_equal(parse(&o, err, ARGS("6", "32766")), MZ_OK);
    assert_int_equal(o.height * 100000 + o.width, 5 * 100000 + 32765);
    assert_int_equal(parse(&o, err, ARGS("--", "division", "7", "9")), MZ_OK);
    assert_string_equal(o.gen->name, "division");
}

static void test_each_option_sets_its_field(void **state)
{
    (void)state;
    mz_options o;
    char err[256];
    assert_int_equal(parse(&o, err, ARGS("-g", "ab", "-s", "7", "11", "13")), MZ_OK);
    assert_string_equal(o.gen->name, "aldous-broder");
    assert_true(o.seed_given);
    assert_int_equal(o.seed, 7);
    assert_int_equal(parse(&o, err, ARGS("--gen=loops", "--seed=18446744073709551615")), MZ_OK);
    assert_string_equal(o.gen->name, "division-loops");
    assert_int_equal(o.seed, UINT64_MAX);
    assert_int_equal(parse(&o, err, ARGS("-s0", "--gen", "division", "division")), MZ_OK);
    assert_true(o.seed_given);
    assert_int_equal(o.seed, 0);
    assert_int_equal(parse(&o, err, ARGS("--print=ascii", "5", "7")), MZ_OK);
    assert_int_equal(o.mode, MZ_MODE_PRINT);
    assert_int_equal(o.print_style, MZ_TEXT_ASCII);
    assert_int_equal(parse(&o, err, ARGS("--print")), MZ_OK);
    assert_int_equal(o.print_style, MZ_TEXT_BLOCKS);
    assert_int_equal(parse(&o, err, ARGS("--print=blocks", "--print=blocks")), MZ_OK);
    assert_int_equal(parse(&o, err, ARGS("--stats")), MZ_OK);
    assert_int_equal(o.mode, MZ_MODE_STATS);
    assert_int_equal(parse(&o, err, ARGS("--delay", "0", "--dot-delay=5", "--solve", "--trace")),
                     MZ_OK);
    assert_int_equal(o.delay_ms, 0);
    assert_int_equal(o.dot_delay_ms, 5);
    assert_true(o.solve && o.trace);
    assert_int_equal(parse(&o, err,
                           ARGS("--wall-color", "#123abc", "--path-color=FFFFFF", "--dot-color",
                                "000001", "--sprite", "m.bmp")),
                     MZ_OK);
    assert_int_equal(o.wall_color, 0x123abc);
    assert_int_equal(o.path_color, 0xffffff);
    assert_int_equal(o.dot_color, 1);
    assert_string_equal(o.sprite, "m.bmp");
}

static void test_info_modes_win_over_the_rest(void **state)
{
    (void)state;
    mz_options o;
    char err[256];
    assert_int_equal(parse(&o, err, ARGS("--list", "--print")), MZ_OK);
    assert_int_equal(o.mode, MZ_MODE_LIST);
    assert_int_equal(parse(&o, err, ARGS("--version", "--list")), MZ_OK);
    assert_int_equal(o.mode, MZ_MODE_VERSION);
    assert_int_equal(parse(&o, err, ARGS("--list", "-h", "--version")), MZ_OK);
    assert_int_equal(o.mode, MZ_MODE_HELP);
    /* Help even when the sizes are bad: the user asked how to write them. */
    assert_int_equal(parse(&o, err, ARGS("-h", "1", "2")), MZ_OK);
    assert_int_equal(o.mode, MZ_MODE_HELP);
    assert_non_null(strstr(mz_cli_usage(), "usage: mazedfs"));
}

/* Every kind of bad input: an error, one line, no crash. */
static void test_bad_input(void **state)
{
    (void)state;
    const char *const *bad[] = {
        ARGS("x", "41", "51"),
        ARGS("41"),
        ARGS("41", "51", "10", "9"),
        ARGS("ab", "41", "51", "10", "9"),
        ARGS("4", "51"),
        ARGS("41", "3"),
        ARGS("41", "5x"),
        ARGS("41", "-51"),
        ARGS("-41", "51"),
        ARGS("99999999999999999999999", "5"),
        ARGS("32768", "5"),
        ARGS("32769", "5"),
        ARGS("41", "51", "0"),
        ARGS("41", "51", "65"),
        ARGS("41", "51", "1x"),
        ARGS("41", "51", "-1"),
        ARGS("--bogus"),
        ARGS("-q"),
        ARGS("-s"),
        ARGS("-s", "-1"),
        ARGS("-s", "abc"),
        ARGS("--seed=18446744073709551616"),
        ARGS("--print=foo"),
        ARGS("--print", "--stats"),
        ARGS("--delay", "10001"),
        ARGS("--delay", "-5"),
        ARGS("--wall-color", "00ff0"),
        ARGS("--wall-color", "gg0000"),
        ARGS("-g", "foo"),
        ARGS("-g", "ab", "division"),
        ARGS("--solve=1"),
        ARGS("-hx"),
        ARGS("", "41", "51"),
        ARGS("41", ""),
        ARGS("--gen"),
        ARGS("0x29", "51"),
        ARGS("4 1", "51"),
        ARGS("--seed", ""),
        ARGS("--start", "2,3"),
        ARGS("--start", "3"),
        ARGS("--start", "3,3x"),
        ARGS("--start", ",3"),
        ARGS("--start", "-1,3"),
        ARGS("--exit", "41,1"),
        ARGS("--exit", "1,51"),
        ARGS("--start", "1,1", "--exit", "1,1"),
        ARGS("--start", "39,49"),
        ARGS("--exit", "1,1"),
        ARGS("--start", "9,3", "9", "9"),
        ARGS("--ends", "near"),
        ARGS("--ends", "far", "--start", "1,1"),
        ARGS("--ends", "far", "--exit", "3,3"),
        ARGS("--print", "--steps", "5", "--ends", "far"),
        ARGS("--print", "--ends", "far", "--difficulty", "50"),
        ARGS("--print", "-g", "eller", "40001", "11", "--start", "3,3"),
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        mz_options o;
        char err[256] = "", args[256];
        int got = parse(&o, err, bad[i]);
        quoted(bad[i], args, sizeof args);
        if (got != MZ_EUSAGE)
            fail_msg("%s: returned %d, not MZ_EUSAGE", args, got);
        if (strlen(err) <= 10 || strchr(err, '\n'))
            fail_msg("%s: the message is not one clear line: '%s'", args, err);
    }
}

static void test_unknown_generator_lists_known(void **state)
{
    (void)state;
    mz_options o;
    char err[256];
    assert_int_equal(parse(&o, err, ARGS("-g", "primm")), MZ_EUSAGE);
    for (int i = 0; i < mz_generator_count; i++)
        if (!strstr(err, mz_generators[i]->name))
            fail_msg("'%s' does not name %s", err, mz_generators[i]->name);
}

static void test_limits_in_message(void **state)
{
    (void)state;
    mz_options o;
    char err[256];
    assert_int_equal(parse(&o, err, ARGS("100001", "5")), MZ_EUSAGE);
    assert_non_null(strstr(err, "32767"));
    assert_int_equal(parse(&o, err, ARGS("41", "51", "100")), MZ_EUSAGE);
    assert_non_null(strstr(err, "64"));
}

/* True if a word of the space-separated list starts like a number. */
static bool any_word_numeric(const char *list)
{
    for (const char *p = list; *p; p++)
        if ((p == list || p[-1] == ' ') && strchr("0123456789+-", *p))
            return true;
    return false;
}

/* A first word meant as a number is a bad HEIGHT, not an unknown generator;
 * that holds because no generator's name starts like a number. */
static void test_numeric_typos_are_sizes(void **state)
{
    (void)state;
    mz_options o;
    char err[256];
    const char *const *bad[] = {ARGS("1e3", "51"), ARGS("41.5", "51"), ARGS("+41", "51"),
                                ARGS("0x29", "51"), ARGS("-1e3", "51")};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char args[128];
        int got = parse(&o, err, bad[i]);
        if (got != MZ_EUSAGE || !strstr(err, "HEIGHT must be a whole number"))
            fail_msg("%s: returned %d, '%s'", quoted(bad[i], args, sizeof args), got, err);
    }
    assert_int_equal(parse(&o, err, ARGS("-41", "51")), MZ_EUSAGE);
    assert_non_null(strstr(err, "HEIGHT must be from 5 to 32767"));
    for (int i = 0; i < mz_generator_count; i++)
        if (any_word_numeric(mz_generators[i]->name) || any_word_numeric(mz_generators[i]->aliases))
            fail_msg("%s (aliases '%s'): a name starts like a number", mz_generators[i]->name,
                     mz_generators[i]->aliases);
}

/* Found by fuzz_cli: the user's words are quoted in messages, so a newline
 * or an escape in them must not reach stderr as is. */
static void test_control_bytes_quoted_safely(void **state)
{
    (void)state;
    mz_options o;
    char err[256];
    const char *const *bad[] = {
        ARGS("--x\nmazedfs: fake second line"),
        ARGS("-g", "a\033[31mred"),
        ARGS("-s", "1\r2"),
        ARGS("41", "5\t1"),
        ARGS("--print=\x7f"),
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int got = parse(&o, err, bad[i]); /* named by index: its words hold control bytes */
        if (got != MZ_EUSAGE || !strchr(err, '?'))
            fail_msg("vector %zu: returned %d, '%s' (no '?' for the control byte)", i, got, err);
        for (const char *p = err; *p; p++)
            if ((unsigned char)*p < 0x20 || *p == 0x7f)
                fail_msg("vector %zu: byte 0x%02x at %td of the message", i, (unsigned char)*p,
                         p - err);
    }
}

/* --solver takes every registered name, and the rest of this issue's
 * options their values; a bad name lists the known ones. */
static void test_solver_options(void **state)
{
    (void)state;
    mz_options o;
    char err[256];
    assert_int_equal(parse(&o, err, ARGS("5", "7")), MZ_OK);
    assert_ptr_equal(o.solver, mz_solvers[0]);
    assert_false(o.solver_given || o.solution || o.heat || o.braid_pct);
    for (int i = 0; i < mz_solver_count; i++) {
        assert_int_equal(parse(&o, err, ARGS("--solver", mz_solvers[i]->name)), MZ_OK);
        assert_ptr_equal(o.solver, mz_solvers[i]);
        assert_true(o.solver_given);
    }
    assert_int_equal(parse(&o, err, ARGS("--solver=a*", "--solution", "--heat", "--braid", "100")),
                     MZ_OK);
    assert_string_equal(o.solver->name, "astar");
    assert_true(o.solution && o.heat);
    assert_int_equal(o.braid_pct, 100);
    assert_int_equal(parse(&o, err, ARGS("--list-solvers", "41", "x")), MZ_OK);
    assert_int_equal(o.mode, MZ_MODE_LIST_SOLVERS);
    assert_int_equal(parse(&o, err, ARGS("--solver", "dfz")), MZ_EUSAGE);
    assert_non_null(strstr(err, "unknown solver 'dfz'; known ones: dfs, bfs"));
    for (int i = 0; i < mz_solver_count; i++)
        assert_non_null(strstr(err, mz_solvers[i]->name));
    assert_int_equal(parse(&o, err, ARGS("--braid", "101")), MZ_EUSAGE);
    assert_string_equal(err, "--braid takes a percentage from 0 to 100, not '101'");
    assert_int_equal(parse(&o, err, ARGS("--heat=1")), MZ_EUSAGE);
}

/* Any two ways of running without a window refuse each other by name: the
 * message names both options (a mode missing from the names table once
 * made this crash). */
static void test_two_headless_modes_name_each_other(void **state)
{
    (void)state;
    static const char *const runs[][2] = {
        {"--print", NULL},     {"--stats", NULL},  {"--export", "m.png"},
        {"--record", "m.gif"}, {"--events", NULL},
    };
    enum { NRUNS = sizeof runs / sizeof runs[0] };
    for (int i = 0; i < NRUNS; i++)
        for (int j = 0; j < NRUNS; j++) {
            if (i == j)
                continue;
            const char *words[5] = {runs[i][0]};
            int k = 1;
            if (runs[i][1])
                words[k++] = runs[i][1];
            words[k++] = runs[j][0];
            if (runs[j][1])
                words[k++] = runs[j][1];
            mz_options o;
            char err[256];
            if (parse(&o, err, words) != MZ_EUSAGE || !strstr(err, runs[i][0]) ||
                !strstr(err, runs[j][0]) || !strstr(err, "do not go together"))
                fail_msg("%s then %s: '%s'", runs[i][0], runs[j][0], err);
        }
}

/* The words that put the parser in the mode of MZ_IN_* bit i. */
static int mode_words(int i, const char *words[])
{
    static const char *const modes[MZ_IN_COUNT][4] = {
        {NULL},
        {"--print", NULL},
        {"--stats", NULL},
        {"--events", NULL},
        {"--export", "m.png", NULL},
        {"--export", "m.pdf", "--sheet", "2"},
        {"--record", "m.gif", NULL},
        {"--bias-lab", "wilson", NULL},
    };
    int k = 0;
    for (; k < 4 && modes[i][k]; k++)
        words[k] = modes[i][k];
    return k;
}

/* Every row of the option table against every mode: inside its modes it
 * parses (with what it needs beside it), outside them it is refused with
 * a message that names it; the mode bit parsed is the mode's. */
static void test_every_option_in_every_mode(void **state)
{
    (void)state;
    for (int r = 0; r < mz_cli_option_count(); r++) {
        mz_cli_option op = mz_cli_option_at(r);
        if (op.modes == (MZ_IN_RUNS | MZ_IN_BIAS) && op.load) /* goes anywhere: nothing to refuse */
            continue;
        for (int m = 0; m < MZ_IN_COUNT; m++) {
            const char *words[MAXARGS + 1] = {0};
            int k = mode_words(m, words);
            char name[40];
            snprintf(name, sizeof name, "--%s", op.long_name);
            if (strcmp(op.long_name, "sheet") == 0 || strcmp(op.long_name, "export") == 0 ||
                strcmp(op.long_name, "print") == 0 || strcmp(op.long_name, "stats") == 0 ||
                strcmp(op.long_name, "events") == 0 || strcmp(op.long_name, "record") == 0 ||
                strcmp(op.long_name, "bias-lab") == 0)
                continue; /* the modes themselves: test_two_headless_modes */
            words[k++] = name;
            if (op.arg)
                words[k++] = strcmp(op.long_name, "paper") == 0        ? "letter"
                             : strcmp(op.long_name, "solver") == 0     ? "bfs"
                             : strcmp(op.long_name, "gen") == 0        ? "prim"
                             : strcmp(op.long_name, "sprite") == 0     ? "x.bmp"
                             : strcmp(op.long_name, "load") == 0       ? "x.txt"
                             : strcmp(op.long_name, "per-page") == 0   ? "2"
                             : strcmp(op.long_name, "style") == 0      ? "lines"
                             : strcmp(op.long_name, "level") == 0      ? "easy"
                             : strcmp(op.long_name, "text-scale") == 0 ? "150"
                             : strcmp(op.long_name, "samples") == 0    ? "1000"
                             : strcmp(op.long_name, "race") == 0       ? "bfs,dfs"
                             : strcmp(op.long_name, "start") == 0      ? "3,5"
                             : strcmp(op.long_name, "exit") == 0       ? "7,9"
                             : strcmp(op.long_name, "ends") == 0       ? "far"
                             : strcmp(op.long_name, "palette") == 0    ? "colour-blind"
                             : strcmp(op.arg, "RRGGBB") == 0           ? "123456"
                                                                       : "3";
            if (strcmp(op.long_name, "pieces") == 0 && (op.modes & (1u << m))) {
                words[k++] = "--mask-text"; /* the shape it leaves in pieces */
                words[k++] = "AB";
            }
            if (strcmp(op.long_name, "solver") == 0 && (1u << m) != MZ_IN_STATS &&
                (1u << m) != MZ_IN_SHEET && (1u << m) != MZ_IN_WINDOW)
                words[k++] = "--solution";
            mz_options o;
            char err[256];
            int rc = parse(&o, err, words);
            bool inside = op.modes & (1u << m);
            if (inside && (rc != MZ_OK || mz_cli_mode_bit(&o) != 1u << m))
                fail_msg("%s in %s: refused: '%s'", name, mz_cli_mode_word(1u << m), err);
            if (!inside && (rc != MZ_EUSAGE || !strstr(err, name)))
                fail_msg("%s in %s: not refused by name: '%s'", name, mz_cli_mode_word(1u << m),
                         rc ? err : "ok");
        }
    }
}

/* --race: two to four solvers or generators, in order; anything else is
 * refused by name. */
static void test_race(void **state)
{
    (void)state;
    mz_options o;
    char err[256];
    assert_int_equal(parse(&o, err, ARGS("--race", "bfs,astar,left-hand", "-s", "3", "21", "31")),
                     MZ_OK);
    assert_int_equal(o.nracers, 3);
    assert_false(o.race_gens);
    assert_ptr_equal(o.racer_solver[0], mz_solver_find("bfs"));
    assert_ptr_equal(o.racer_solver[2], mz_solver_find("left-hand"));
    assert_int_equal(o.height, 21);
    assert_int_equal(parse(&o, err, ARGS("--race", "wilson,prim", "--stats")), MZ_OK);
    assert_true(o.race_gens);
    assert_int_equal(o.nracers, 2);
    assert_ptr_equal(o.racer_gen[1], mz_gen_find("prim"));
    assert_int_equal(o.mode, MZ_MODE_STATS);
    const struct {
        const char *const *words;
        const char *says;
    } bad[] = {
        {ARGS("--race", "bfs"), "two racers"},
        {ARGS("--race", "bfs,prim"), "not both"},
        {ARGS("--race", "bfs,dfs,astar,tremaux,left-hand"), "at most"},
        {ARGS("--race", "bfs,bfs"), "twice"},
        {ARGS("--race", "bfs,x"), "'x'"},
        {ARGS("--race", "bfs,dfs", "--race", "bfs,dfs"), "twice"},
        {ARGS("--race", "bfs,dfs", "--solve"), "--solve"},
        {ARGS("--race", "bfs,dfs", "--heat"), "--heat"},
        {ARGS("--race", "prim,eller", "wilson", "21", "31"), "'wilson'"},
        {ARGS("--race", "prim,eller", "--braid", "5"), "--braid"},
        {ARGS("--race", "bfs,dfs", "--print"), "--race"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char q[256];
        if (parse(&o, err, bad[i].words) != MZ_EUSAGE || !strstr(err, bad[i].says))
            fail_msg("%s: '%s', wanted '%s'", quoted(bad[i].words, q, sizeof q), err, bad[i].says);
    }
}

/* -g all in a shape: the worksheet's generators are every one that can
 * carve in a mask, and the note names every one left out; a generators'
 * race in a shape refuses one that cannot; -g all elsewhere says nothing. */
static void test_all_generators_in_a_shape(void **state)
{
    (void)state;
    mz_options o;
    char err[256], note[512];
    assert_int_equal(
        parse(&o, err, ARGS("-g", "all", "--mask-text", "AB", "--export", "a.pdf", "--sheet", "4")),
        MZ_OK);
    int maskers = 0;
    for (int i = 0; i < mz_generator_count; i++)
        maskers += mz_generators[i]->masks;
    assert_true(maskers > 1 && maskers < mz_generator_count);
    assert_int_equal(o.ngens, maskers);
    for (int i = 0; i < o.ngens; i++)
        assert_true(o.gens[i]->masks);
    assert_ptr_equal(o.gen, o.gens[0]);
    size_t len = mz_cli_note(&o, note, sizeof note);
    assert_int_equal(len, strlen(note));
    assert_null(strchr(note, '\n'));
    for (int i = 0; i < mz_generator_count; i++) { /* every one left out, named once */
        const char *name = mz_generators[i]->name, *at = strstr(note, name);
        size_t n = strlen(name);
        while (at && at[n] != ',' && at[n] != ':') /* division in division-loops */
            at = strstr(at + 1, name);
        assert_true(mz_generators[i]->masks ? at == NULL : at != NULL);
    }
    assert_int_equal(parse(&o, err, ARGS("-g", "all", "--export", "a.pdf", "--sheet", "4")), MZ_OK);
    assert_int_equal(o.ngens, mz_generator_count < MZ_MAX_BOOKLET_GENS ? mz_generator_count
                                                                       : MZ_MAX_BOOKLET_GENS);
    assert_int_equal(mz_cli_note(&o, note, sizeof note), 0);
    assert_string_equal(note, "");
    assert_int_equal(parse(&o, err, ARGS("--demo", "--mask-text", "AB")), MZ_OK);
    assert_true(mz_cli_note(&o, note, sizeof note) > 0);
    assert_non_null(strstr(note, "--demo"));
    assert_int_equal(parse(&o, err, ARGS("--demo")), MZ_OK);
    assert_int_equal(mz_cli_note(&o, note, sizeof note), 0);
    assert_int_equal(parse(&o, err, ARGS("-g", "all", "--mask-text", "AB", "--print")), MZ_EUSAGE);
    assert_non_null(strstr(err, "--sheet"));
    assert_int_equal(parse(&o, err, ARGS("--race", "wilson,division", "--mask-text", "AB")),
                     MZ_EUSAGE);
    assert_non_null(strstr(err, "division cannot carve"));
    assert_int_equal(
        parse(&o, err,
              ARGS("-g", "wilson,eller", "--mask-text", "AB", "--export", "a.pdf", "--sheet", "2")),
        MZ_EUSAGE); /* named by the user: refused, not left out */
    assert_non_null(strstr(err, "eller cannot carve"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_arguments_give_the_defaults),
        cmocka_unit_test(test_race),
        cmocka_unit_test(test_all_generators_in_a_shape),
        cmocka_unit_test(test_positional_words_set_generator_size_and_block),
        cmocka_unit_test(test_each_option_sets_its_field),
        cmocka_unit_test(test_info_modes_win_over_the_rest),
        cmocka_unit_test(test_solver_options),
        cmocka_unit_test(test_two_headless_modes_name_each_other),
        cmocka_unit_test(test_every_option_in_every_mode),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_unknown_generator_lists_known),
        cmocka_unit_test(test_limits_in_message),
        cmocka_unit_test(test_control_bytes_quoted_safely),
        cmocka_unit_test(test_numeric_typos_are_sizes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
