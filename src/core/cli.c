/* cli.c - parsing the command line into mz_options, table-driven.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/cli.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "mazedfs/error.h"
#include "mazedfs/intl.h"
#include "mazedfs/palette.h"
#include "mazedfs/stream.h"

typedef enum opt_kind {
    OPT_MODE,     /* sets the mode; value is the mode */
    OPT_MODE_ARG, /* sets the mode and puts its argument in a const char * field */
    OPT_PRINT,    /* --print[=STYLE] */
    OPT_GEN,
    OPT_LAB,    /* --bias-lab NAME: a generator's name into lab_gen */
    OPT_SOLVER, /* a solver's name (see --list-solvers) */
    OPT_RACE,   /* --race A,B[,C,D]: solvers' or generators' names */
    OPT_SEED,
    OPT_INT,    /* a whole number from lo to hi into an int field */
    OPT_U64,    /* a whole number from lo to hi into a uint64_t field */
    OPT_FLAG,   /* true into a bool field */
    OPT_COLOR,  /* RRGGBB into a uint32_t field; value is its MZ_COLOR_* bit */
    OPT_STRING, /* the argument itself into a const char * field */
} opt_kind;

/* One option: how it parses and how --help shows it. A new option is one
 * row; the usage text is made from the rows. */
typedef struct opt_spec {
    char short_name; /* 0 for none */
    const char *long_name;
    opt_kind kind;
    const char *arg;  /* the argument's name in --help (a word marked N_() is
                         translated there); NULL: takes none (--print's is
                         optional and shown as [=...]) */
    size_t field;     /* offset into mz_options, where the kind needs one */
    int value;        /* OPT_MODE, OPT_MODE_ARG: the mode; OPT_COLOR: its bit */
    uint64_t lo, hi;  /* OPT_INT, OPT_U64: the range */
    const char *unit; /* OPT_INT, OPT_U64: what the number counts, for errors */
    const char *help;
    unsigned modes; /* MZ_IN_* bits: the modes it takes effect in; given in
                       any other, it is refused */
    bool load;      /* it takes effect with --load too (false: it makes the
                       maze, which the file brings) */
} opt_spec;

#define FIELD(f) offsetof(mz_options, f)

/* Mode sets for the table's modes column. */
#define IN_ALL MZ_IN_RUNS
#define IN_ANY (MZ_IN_RUNS | MZ_IN_BIAS) /* every run, the bias lab's too */
#define IN_ROUTE (MZ_IN_WINDOW | MZ_IN_PRINT | MZ_IN_EVENTS | MZ_IN_EXPORT | MZ_IN_RECORD)
#define IN_STEPS (IN_ROUTE | MZ_IN_STATS)
#define IN_PICTURE (MZ_IN_WINDOW | MZ_IN_EXPORT | MZ_IN_SHEET | MZ_IN_RECORD)
#define IN_FILES (MZ_IN_EXPORT | MZ_IN_SHEET)
#define IN_LOADS (MZ_IN_WINDOW | MZ_IN_PRINT | MZ_IN_STATS | MZ_IN_EVENTS | MZ_IN_EXPORT)

/* TRANSLATORS: the options' help words in --help, after the option in a
   column of their own: keep the option names and values as they are. A
   line break in the text starts the next line in the same column; keep a
   line under about 69 columns (a CJK character takes two). */
static const opt_spec specs[] = {
    {'g', "gen", OPT_GEN, N_("NAME"), 0, 0, 0, 0, NULL,
     N_("the generator (see --list); --sheet: all, or A,B,... in turn"), IN_ALL, false},
    {'s', "seed", OPT_SEED, "N", 0, 0, 0, 0, NULL,
     N_("64-bit seed: same seed, size and generator, same maze"), IN_ANY, true},
    {0, "level", OPT_STRING, N_("LEVEL"), FIELD(level_name), 0, 0, 0, NULL,
     N_("a ready size, generator and braid (options given win):\n"
        "easy 11 x 15 backtracker; medium 21 x 29 kruskal;\n"
        "hard 35 x 49 wilson; expert 51 x 71 wilson, braid 25 (loops)"),
     IN_ALL, false},
    {0, "newest", OPT_INT, "PCT", FIELD(gen_params.newest_pct), 0, 0, 100, N_("a percentage"),
     /* xgettext:no-c-format */ N_("growing-tree: % of steps from the newest room (default 50)"),
     IN_ALL, false},
    {0, "shift-steps", OPT_U64, "N", FIELD(gen_params.shift_steps), 0, 1, MZ_MAX_SHIFT_STEPS,
     N_("origin moves"), N_("origin-shift: stop after N moves, 1e10 at most (default: all rooms)"),
     IN_ALL, false},
    {0, "braid", OPT_INT, "PCT", FIELD(braid_pct), 0, 0, 100, N_("a percentage"),
     /* xgettext:no-c-format */ N_("open walls at PCT% of the dead ends: loops (default 0)"),
     IN_ALL, true},
    {0, "start", OPT_STRING, "Y,X", FIELD(start_arg), 0, 0, 0, NULL,
     N_("start in room Y,X (odd, from 1; default 1,1)"), IN_ALL, true},
    {0, "exit", OPT_STRING, "Y,X", FIELD(exit_arg), 0, 0, 0, NULL,
     N_("the goal room Y,X (default: the exit at the bottom right)"), IN_ALL, true},
    {0, "ends", OPT_STRING, "far", FIELD(ends_arg), 0, 0, 0, NULL,
     N_("far: start and goal at the two ends of the longest path"), IN_ALL, true},
    {0, "difficulty", OPT_INT, "D", FIELD(difficulty), 0, 0, 100, N_("a difficulty"),
     N_("shape the perfect maze toward difficulty D, 0-100 (see --stats)"),
     MZ_IN_PRINT | MZ_IN_STATS, false},
    {'d', "delay", OPT_INT, "MS", FIELD(delay_ms), 0, 0, MZ_MAX_DELAY, N_("milliseconds"),
     N_("ms per generation step (0: finished at once)"), MZ_IN_WINDOW, true},
    {0, "dot-delay", OPT_INT, "MS", FIELD(dot_delay_ms), 0, 0, MZ_MAX_DELAY, N_("milliseconds"),
     N_("ms per solve and trace step (default 30)"), MZ_IN_WINDOW, true},
    {0, "solver", OPT_SOLVER, N_("NAME"), 0, 0, 0, 0, NULL,
     N_("the solver for --solve, Shift+S, --solution (see --list-solvers)"), IN_ALL, true},
    {0, "solve", OPT_FLAG, NULL, FIELD(solve), 0, 0, 0, NULL,
     N_("animate the solver after generating (default dfs)"), IN_ROUTE, true},
    {0, "trace", OPT_FLAG, NULL, FIELD(trace), 0, 0, 0, NULL,
     N_("draw the shortest path after generating"), IN_ROUTE, true},
    {0, "heat", OPT_FLAG, NULL, FIELD(heat), 0, 0, 0, NULL,
     N_("colour passages by distance from the start (Shift+H; PNG, PDF)"),
     MZ_IN_WINDOW | MZ_IN_EXPORT, true},
    {0, "code", OPT_FLAG, NULL, FIELD(code), 0, 0, 0, NULL,
     N_("open the algorithm panel (pseudo-code; key C)"), MZ_IN_WINDOW, true},
    {0, "steps", OPT_U64, "K", FIELD(steps), 0, 0, (uint64_t)1 << 62, N_("steps"),
     N_("stop after K generation steps: the window opens paused there"), IN_STEPS, false},
    {0, "text-scale", OPT_INT, "PCT", FIELD(text_pct), 0, MZ_TEXT_PCT_MIN, MZ_TEXT_PCT_MAX,
     N_("a percentage"), /* xgettext:no-c-format */
     N_("all text at PCT% of its size, for a projector (Ctrl +, Ctrl -)"), MZ_IN_WINDOW, true},
    {0, "dark", OPT_FLAG, NULL, FIELD(dark), 0, 0, 0, NULL,
     N_("play in the dark: see only along straight open lines"), MZ_IN_WINDOW, true},
    {0, "fullscreen", OPT_FLAG, NULL, FIELD(fullscreen), 0, 0, 0, NULL,
     N_("open fullscreen (F11 toggles it)"), MZ_IN_WINDOW, true},
    {0, "living", OPT_INT, "MS", FIELD(living_ms), 0, 1, MZ_MAX_DELAY, N_("milliseconds"),
     N_("a living maze: one origin-shift move every MS ms in play"), MZ_IN_WINDOW, true},
    {0, "demo", OPT_FLAG, NULL, FIELD(demo), 0, 0, 0, NULL,
     N_("every generator in turn, solved and traced, until a key"), MZ_IN_WINDOW, false},
    {0, "windowed", OPT_FLAG, NULL, FIELD(windowed), 0, 0, 0, NULL,
     N_("--demo in a window instead of fullscreen"), MZ_IN_WINDOW, true},
    {0, "no-scores", OPT_FLAG, NULL, FIELD(no_scores), 0, 0, 0, NULL,
     N_("do not read or write the best times"), MZ_IN_WINDOW, true},
    {0, "wall-color", OPT_COLOR, "RRGGBB", FIELD(wall_color), MZ_COLOR_WALL, 0, 0, NULL,
     N_("the colour of walls, in place of the palette's"), IN_PICTURE, true},
    {0, "path-color", OPT_COLOR, "RRGGBB", FIELD(path_color), MZ_COLOR_PATH, 0, 0, NULL,
     N_("the colour of passages, in place of the palette's"), IN_PICTURE, true},
    {0, "dot-color", OPT_COLOR, "RRGGBB", FIELD(dot_color), MZ_COLOR_DOT, 0, 0, NULL,
     N_("the colour of the dot and its trail (on paper: the route)"), IN_PICTURE, true},
    {0, "palette", OPT_STRING, "default|high-contrast|colour-blind", FIELD(palette_name), 0, 0, 0,
     NULL, N_("the colours of the window, the GIF\nand the pictures (README, Colours)"), IN_PICTURE,
     true},
    {0, "sprite", OPT_STRING, N_("FILE.bmp"), FIELD(sprite), 0, 0, 0, NULL,
     N_("draw the dot with a .bmp, or one of ours by name (miner)"), MZ_IN_WINDOW, true},
    {0, "predict", OPT_FLAG, NULL, FIELD(predict), 0, 0, 0, NULL,
     N_("stop at each choice: which cell comes next? (window: click it,\n"
        "Tab skips; --print or no display: type its letter)"),
     MZ_IN_WINDOW | MZ_IN_PRINT, true},
    {0, "print", OPT_PRINT, NULL, 0, 0, 0, 0, NULL,
     N_("no window: print the finished maze and exit"), MZ_IN_PRINT | MZ_IN_BIAS, true},
    {0, "solution", OPT_FLAG, NULL, FIELD(solution), 0, 0, 0, NULL,
     N_("mark the route (the chosen solver's; shortest by default)"), IN_ROUTE, true},
    {0, "stats", OPT_MODE, NULL, 0, MZ_MODE_STATS, 0, 0, NULL,
     N_("no window: print figures about the maze and exit"), MZ_IN_STATS, true},
    {0, "events", OPT_MODE, NULL, 0, MZ_MODE_EVENTS, 0, 0, NULL,
     N_("no window: print every step as step, kind, y, x, line (tab separated)"), MZ_IN_EVENTS,
     true},
    {0, "export", OPT_MODE_ARG, N_("FILE"), FIELD(export_path), MZ_MODE_EXPORT, 0, 0, NULL,
     N_("no window: write the maze as FILE.png, .svg or .pdf"), IN_FILES | MZ_IN_BIAS, true},
    {0, "sheet", OPT_INT, "N", FIELD(sheet), 0, 1, MZ_MAX_SHEET, N_("mazes"),
     N_("with --export FILE.pdf: a worksheet of N mazes and their answers"), IN_FILES, false},
    {0, "per-page", OPT_INT, "K", FIELD(per_page), 0, 1, MZ_MAX_PER_PAGE, N_("mazes"),
     N_("worksheet mazes to a page (default 1)"), MZ_IN_SHEET, false},
    {0, "paper", OPT_STRING, "a4|letter", FIELD(paper), 0, 0, 0, NULL,
     N_("worksheet paper (default a4)"), MZ_IN_SHEET, false},
    {0, "style", OPT_STRING, "lines|blocks", FIELD(style_name), 0, 0, 0, NULL,
     N_("walls as thin lines or as blocks (default: lines on PDF)"), IN_FILES, true},
    {0, "title", OPT_STRING, N_("TEXT"), FIELD(title), 0, 0, 0, NULL,
     N_("the heading of each worksheet page"), MZ_IN_SHEET, true},
    {0, "record", OPT_MODE_ARG, N_("FILE.gif"), FIELD(record_path), MZ_MODE_RECORD, 0, 0, NULL,
     N_("no window: record the animation as a looping GIF"), MZ_IN_RECORD, false},
    {0, "fps", OPT_INT, "N", FIELD(fps), 0, 1, MZ_MAX_FPS, N_("frames a second"),
     N_("the recording's frames a second (default 25)"), MZ_IN_RECORD, true},
    {0, "frame-steps", OPT_U64, "K", FIELD(frame_steps), 0, 1, (uint64_t)1 << 62, N_("steps"),
     N_("steps a frame (default: under about 400 frames)"), MZ_IN_RECORD, true},
    {0, "bias-lab", OPT_LAB, N_("NAME"), 0, 0, 0, 0, NULL,
     N_("the bias lab: how often NAME makes each of the 192 mazes of\n"
        "3 x 3 rooms (window: live; --print: a table; --export: a picture)"),
     MZ_IN_BIAS, false},
    {0, "samples", OPT_U64, "N", FIELD(samples), 0, MZ_BIAS_MIN_SAMPLES, MZ_BIAS_MAX_SAMPLES,
     N_("mazes"), N_("--bias-lab: mazes to make, 960 to 1e8 (default 19200)"), MZ_IN_BIAS, false},
    {0, "race", OPT_RACE, "A,B[,C,D]", 0, 0, 0, 0, NULL,
     N_("race 2-4 solvers on one maze, or 2-4 generators at one size\n"
        "and seed, side by side in lockstep (window, --record; --stats: a row each)"),
     MZ_IN_WINDOW | MZ_IN_STATS | MZ_IN_RECORD, true},
    {0, "load", OPT_STRING, N_("FILE"), FIELD(load_path), 0, 0, 0, NULL,
     N_("a maze --print wrote, instead of generating (- for stdin)"), IN_LOADS, true},
    {0, "mask", OPT_STRING, N_("FILE"), FIELD(mask_path), 0, 0, 0, NULL,
     N_("a maze in a shape: a text mask (# or X inside) or a PNG\n"
        "(dark pixels inside), scaled to the size if one is given"),
     IN_STEPS | MZ_IN_SHEET, false},
    {0, "mask-text", OPT_STRING, "WORD", FIELD(mask_text), 0, 0, 0, NULL,
     N_("a maze in the shape of WORD, its letters joined into one maze"), IN_STEPS | MZ_IN_SHEET,
     false},
    {0, "pieces", OPT_FLAG, NULL, FIELD(pieces), 0, 0, 0, NULL,
     N_("with a mask: a maze each piece of the shape, not one joined; the dot\n"
        "plays the piece --start or --exit is in, the biggest with --ends far,\n"
        "else the first of two rooms or more; --stats: the figures of each"),
     IN_STEPS, false},
    {0, "list", OPT_MODE, NULL, 0, MZ_MODE_LIST, 0, 0, NULL,
     N_("the generators: name, perfect or loops, mask (carves in one) or -, summary"), IN_ANY,
     true},
    {0, "list-solvers", OPT_MODE, NULL, 0, MZ_MODE_LIST_SOLVERS, 0, 0, NULL,
     N_("the solvers: name, perfect (needs one) or loops, summary"), IN_ANY, true},
    {0, "list-options", OPT_MODE, NULL, 0, MZ_MODE_LIST_OPTIONS, 0, 0, NULL,
     N_("the options: name, argument, the modes it goes with, load"), IN_ANY, true},
    {0, "explain", OPT_MODE_ARG, N_("NAME"), FIELD(explain_name), MZ_MODE_EXPLAIN, 0, 0, NULL,
     N_("a generator's or solver's numbered pseudo-code, summary, properties"), IN_ANY, true},
    {0, "scores", OPT_MODE, NULL, 0, MZ_MODE_SCORES, 0, 0, NULL,
     N_("the best times per generator and size, and exit"), IN_ANY, true},
    {'h', "help", OPT_MODE, NULL, 0, MZ_MODE_HELP, 0, 0, NULL, N_("this text"), IN_ANY, true},
    {0, "version", OPT_MODE, NULL, 0, MZ_MODE_VERSION, 0, 0, NULL, N_("the version"), IN_ANY, true},
};
enum { NSPECS = sizeof specs / sizeof specs[0] };

/* TRANSLATORS: --help's head. Keep option and generator names, numbers and
   the names in capitals (HEIGHT, BLOCK: the help's names for what the user
   types) as they are; lines of at most 79 columns (a CJK character takes
   two), the empty last line too. */
static const char usage_head[] =
    N_("usage: mazedfs [OPTIONS] [GENERATOR] [HEIGHT WIDTH [BLOCK]]\n"
       "Animates a maze being dug, then lets you steer the dot to the exit.\n"
       "Defaults: backtracker 41 51 10. Sides are odd, 5 to 32767 (an even side\n"
       "is rounded down); BLOCK is pixels per cell, 1 to 64. An option outside\n"
       "its modes (--list-options) is refused. --print streams eller, sidewinder\n"
       "and binary-tree row by row, in memory for a few rows: HEIGHT up to\n"
       "2147483647 (not with --solution, --braid, --steps or --difficulty).\n"
       "\n");

/* Where the help words start on an option's line. */
enum { HELP_COLUMN = 30 };

/* The columns s takes in a terminal: a character of the wide scripts (CJK,
 * Hangul, full-width forms) two, any other one; s is UTF-8. */
static int display_width(const char *s)
{
    int width = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        unsigned cp = *p, more = cp >= 0xf0 ? 3 : cp >= 0xe0 ? 2 : cp >= 0xc0 ? 1 : 0;
        cp &= more ? 0x3fu >> more : 0x7fu;
        for (p++; more && (*p & 0xc0) == 0x80; more--, p++)
            cp = cp << 6 | (*p & 0x3fu);
        bool wide = (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf) ||
                    (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xf900 && cp <= 0xfaff) ||
                    (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60) ||
                    (cp >= 0xffe0 && cp <= 0xffe6) || (cp >= 0x20000 && cp <= 0x3fffd);
        width += wide ? 2 : 1;
    }
    return width;
}

/* An option's help words at buf (n bytes): a line of the text after the
 * first starts in the help column, so a translation breaks its lines where
 * it likes. Returns what snprintf would have written. */
static size_t format_help(char *buf, size_t n, const char *help)
{
    size_t used = 0;
    for (const char *line = help; used < n;) {
        size_t len = strcspn(line, "\n");
        int w = snprintf(buf + used, n - used, "%*s%.*s\n", line == help ? 0 : HELP_COLUMN, "",
                         (int)len, line);
        used += w > 0 ? (size_t)w : 0;
        if (!line[len])
            break;
        line += len + 1;
    }
    return used;
}

/* The options' part of --help, one row of specs after another, into buf. */
static size_t format_options(char *buf, size_t n)
{
    size_t used = 0;
    for (int i = 0; i < NSPECS && used < n; i++) {
        const opt_spec *sp = &specs[i];
        char left[64], styles[48];
        if (sp->kind == OPT_PRINT)
            snprintf(left, sizeof left, "--%s[=%s]", sp->long_name,
                     mz_text_style_names(styles, sizeof styles, "|"));
        else
            snprintf(left, sizeof left, "--%s%s%s", sp->long_name, sp->arg ? " " : "",
                     sp->arg ? mz_tr(sp->arg) : "");
        char shortpart[8] = "    ";
        if (sp->short_name)
            snprintf(shortpart, sizeof shortpart, "-%c, ", sp->short_name);
        int pad = HELP_COLUMN - 7 - display_width(left);
        /* A name too wide for its column has its words start on the next
         * line, in the column, not run on as if they were its values. */
        int w = pad >= 0 ? snprintf(buf + used, n - used, "  %s%s%*s ", shortpart, left, pad, "")
                         : snprintf(buf + used, n - used, "  %s%s\n%*s", shortpart, left,
                                    HELP_COLUMN, "");
        used += w > 0 ? (size_t)w : 0;
        if (used < n)
            used += format_help(buf + used, n - used, mz_tr(sp->help));
    }
    return used < n ? used : n - 1;
}

const char *mz_cli_usage(void)
{
    /* Made at each call: the words follow the translator (mz_tr), which
     * may change (English when no font has a translation's glyphs). */
    static char usage[16384];
    const char *head = mz_tr(usage_head);
    int w = snprintf(usage, sizeof usage, "%s", head);
    size_t used = w > 0 && (size_t)w < sizeof usage ? (size_t)w : 0;
    format_options(usage + used, sizeof usage - used);
    return usage;
}

/* Writes the message into err, in the user's language: fmt is a literal
 * marked N_(), translated here (mz_tr). Messages quote the user's words,
 * which may hold newlines or terminal escapes: control bytes become '?',
 * so the message stays one harmless line. */
MZ_PRINTF(3, 4) static int fail(char *err, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, n, mz_tr(fmt), ap);
    va_end(ap);
    for (unsigned char *p = (unsigned char *)err; *p; p++)
        if (*p < 0x20 || *p == 0x7f)
            *p = '?';
    return MZ_EUSAGE;
}

/* A plain decimal number (digits only) up to max; false otherwise. */
static bool parse_u64(const char *s, uint64_t max, uint64_t *out)
{
    uint64_t v = 0;
    if (!*s)
        return false;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return false;
        unsigned digit = (unsigned)(*s - '0');
        if (digit > max || v > (max - digit) / 10) /* max - digit must not wrap */
            return false;
        v = v * 10 + digit;
    }
    *out = v;
    return true;
}

static bool is_number(const char *s) { return *s && strspn(s, "0123456789") == strlen(s); }

/* A negative number: a size out of range rather than a typo. */
static bool is_negative_number(const char *s) { return *s == '-' && is_number(s + 1); }

/* Meant as a number ("1e3", "41.5", "+41", "0x29"): it starts with a digit,
 * or a sign and a digit. No generator's name does, so such a word is a
 * malformed HEIGHT, not an unknown generator. */
static bool looks_numeric(const char *s)
{
    if (*s == '-' || *s == '+')
        s++;
    return *s >= '0' && *s <= '9';
}

static bool parse_color(const char *s, uint32_t *out)
{
    if (*s == '#')
        s++;
    if (strlen(s) != 6 || strspn(s, "0123456789abcdefABCDEF") != 6)
        return false;
    uint32_t v = 0;
    for (; *s; s++) {
        int c = *s;
        v = v * 16 + (uint32_t)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    }
    *out = v;
    return true;
}

static const char *generator_name(int i) { return mz_generators[i]->name; }
static const char *solver_name(int i) { return mz_solvers[i]->name; }

/* The names name(0) .. name(count - 1) of a registry, comma separated,
 * into buf (cut short if it is full). */
static const char *name_list(char *buf, size_t n, const char *(*name)(int), int count)
{
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < count && used < n; i++) {
        int w = snprintf(buf + used, n - used, "%s%s", i ? ", " : "", name(i));
        used += w > 0 ? (size_t)w : 0;
    }
    return buf;
}

static int set_solver(mz_options *o, const char *name, char *err, size_t n)
{
    const mz_solver_info *info = mz_solver_find(name);
    char names[256];
    if (!info)
        return fail(err, n, N_("unknown solver '%.40s'; known ones: %s"), name,
                    name_list(names, sizeof names, solver_name, mz_solver_count));
    o->solver = info;
    o->solver_given = true;
    return MZ_OK;
}

static int set_gen(mz_options *o, const char *name, char *err, size_t n)
{
    const mz_gen_info *info = mz_gen_find(name);
    char names[256];
    if (!info)
        return fail(err, n, N_("unknown generator '%.40s'; known ones: %s"), name,
                    name_list(names, sizeof names, generator_name, mz_generator_count));
    if (o->gen && o->gen != info)
        return fail(err, n, N_("two generators given ('%s' and '%s'); give one"), o->gen->name,
                    info->name);
    o->gen = info;
    return MZ_OK;
}

/* --bias-lab NAME: any generator; the lab tells a perfect one's bias (one
 * that makes loops is refused: its mazes are not trees). */
static int set_lab(mz_options *o, const char *name, char *err, size_t n)
{
    const mz_gen_info *info = mz_gen_find(name);
    char names[256];
    if (!info)
        return fail(err, n, N_("--bias-lab: unknown generator '%.40s'; known ones: %s"), name,
                    name_list(names, sizeof names, generator_name, mz_generator_count));
    if (!info->perfect)
        return fail(err, n, N_("--bias-lab counts perfect mazes; %s makes loops"), info->name);
    if (o->lab_gen && o->lab_gen != info)
        return fail(err, n, N_("--bias-lab given twice ('%s' and '%s'); give one"),
                    o->lab_gen->name, info->name);
    o->lab_gen = info;
    return MZ_OK;
}

/* --race A,B[,C,D]: two to four names, all solvers or all generators,
 * none twice. */
static int set_race(mz_options *o, const char *arg, char *err, size_t n)
{
    if (o->nracers)
        return fail(err, n, N_("--race given twice; give one list of racers"));
    for (const char *p = arg;; p++) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char name[64];
        if (len == 0 || len >= sizeof name)
            return fail(err, n, N_("--race takes names between commas (like bfs,dfs), not '%.40s'"),
                        arg);
        memcpy(name, p, len);
        name[len] = 0;
        const mz_solver_info *s = mz_solver_find(name);
        const mz_gen_info *g = s ? NULL : mz_gen_find(name);
        if (!s && !g)
            return fail(err, n,
                        N_("--race: '%.40s' is neither a solver nor a generator (see "
                           "--list-solvers, --list)"),
                        name);
        if (o->nracers && o->race_gens != (g != NULL))
            return fail(err, n, N_("--race races solvers or generators, not both ('%.40s')"), name);
        if (o->nracers == MZ_MAX_RACERS)
            return fail(err, n, N_("--race takes %d racers at most"), MZ_MAX_RACERS);
        for (int i = 0; i < o->nracers; i++)
            if ((g && o->racer_gen[i] == g) || (s && o->racer_solver[i] == s))
                return fail(err, n, N_("--race names %s twice"), name);
        o->race_gens = g != NULL;
        o->racer_gen[o->nracers] = g;
        o->racer_solver[o->nracers] = s;
        o->nracers++;
        if (!end)
            break;
        p = end;
    }
    if (o->nracers < 2)
        return fail(err, n, N_("--race needs two racers or more, like bfs,dfs"));
    return MZ_OK;
}

/* -g all, or -g A,B,...: the generators a worksheet cycles through. */
static int set_gens(mz_options *o, const char *arg, char *err, size_t n)
{
    if (o->gen || o->ngens)
        return fail(err, n, N_("two generators given ('%.40s' and another); give one"), arg);
    if (strcmp(arg, "all") == 0) {
        o->gens_all = true; /* a shape keeps those that carve in it (check_mask) */
        for (int i = 0; i < mz_generator_count && i < MZ_MAX_BOOKLET_GENS; i++)
            o->gens[o->ngens++] = mz_generators[i];
    } else {
        for (const char *p = arg;; p++) {
            const char *end = strchr(p, ',');
            size_t len = end ? (size_t)(end - p) : strlen(p);
            char name[64];
            if (len == 0 || len >= sizeof name)
                return fail(err, n, N_("-g takes generators' names between commas, not '%.40s'"),
                            arg);
            memcpy(name, p, len);
            name[len] = 0;
            const mz_gen_info *info = mz_gen_find(name);
            char names[256];
            if (!info)
                return fail(err, n, N_("unknown generator '%.40s'; known ones: %s"), name,
                            name_list(names, sizeof names, generator_name, mz_generator_count));
            if (o->ngens == MZ_MAX_BOOKLET_GENS)
                return fail(err, n, N_("-g names at most %d generators"), MZ_MAX_BOOKLET_GENS);
            o->gens[o->ngens++] = info;
            if (!end)
                break;
            p = end;
        }
    }
    o->gen = o->gens[0];
    return MZ_OK;
}

/* Where --help, --version and --list (or --list-solvers) rank: the highest given wins, and
 * wins over running. */
static int info_rank(mz_mode m)
{
    if (m == MZ_MODE_LIST || m == MZ_MODE_LIST_SOLVERS || m == MZ_MODE_SCORES ||
        m == MZ_MODE_LIST_OPTIONS || m == MZ_MODE_EXPLAIN)
        return 1;
    return m == MZ_MODE_HELP ? 3 : m == MZ_MODE_VERSION ? 2 : 0;
}

/* What parsing has gathered besides the options themselves. */
typedef struct parse_state {
    mz_options *o;
    mz_mode run;  /* window, print, stats, export or record */
    mz_mode info; /* help, version or list; MZ_MODE_WINDOW for none */
    const char *pos[4];
    int npos;
    bool given[NSPECS]; /* the option of each row was on the command line */
    bool size_given;    /* HEIGHT and WIDTH were */
    bool tall;          /* HEIGHT was over MZ_MAX_SIDE: only a stream makes it */
} parse_state;

/* The options that choose a run without a window, by mode: every mode that
 * info_rank ranks 0 but the window. */
static const char *const run_option[MZ_MODE_COUNT] = {
    [MZ_MODE_PRINT] = "--print",   [MZ_MODE_STATS] = "--stats",   [MZ_MODE_EXPORT] = "--export",
    [MZ_MODE_RECORD] = "--record", [MZ_MODE_EVENTS] = "--events",
};

static int set_mode(parse_state *ps, mz_mode mode, char *err, size_t n)
{
    if (info_rank(mode) == 0) {
        mz_mode a = ps->run < mode ? ps->run : mode, b = ps->run < mode ? mode : ps->run;
        if (ps->run != MZ_MODE_WINDOW && ps->run != mode)
            return fail(err, n, N_("%s and %s do not go together; give one"), run_option[a],
                        run_option[b]);
        ps->run = mode;
    } else if (info_rank(mode) > info_rank(ps->info)) {
        ps->info = mode;
    }
    return MZ_OK;
}

static int apply(const opt_spec *sp, const char *name, const char *arg, parse_state *ps, char *err,
                 size_t n)
{
    mz_options *o = ps->o;
    char *base = (char *)o;
    uint64_t v;
    ps->given[sp - specs] = true;
    switch (sp->kind) {
    case OPT_MODE: return set_mode(ps, (mz_mode)sp->value, err, n);
    case OPT_MODE_ARG:
        *(const char **)(base + sp->field) = arg;
        return set_mode(ps, (mz_mode)sp->value, err, n);
    case OPT_PRINT: {
        const mz_text_style_info *style = mz_text_style_find(arg ? arg : "blocks");
        char names[48];
        if (!style)
            return fail(err, n, N_("--print takes '%s', not '%.40s'"),
                        mz_text_style_names(names, sizeof names, "' or '"), arg);
        o->print_style = style->style;
        return set_mode(ps, MZ_MODE_PRINT, err, n);
    }
    case OPT_GEN:
        return strcmp(arg, "all") == 0 || strchr(arg, ',') ? set_gens(o, arg, err, n)
                                                           : set_gen(o, arg, err, n);
    case OPT_LAB: return set_lab(o, arg, err, n);
    case OPT_SOLVER: return set_solver(o, arg, err, n);
    case OPT_RACE: return set_race(o, arg, err, n);
    case OPT_SEED:
        if (!parse_u64(arg, UINT64_MAX, &o->seed))
            return fail(err, n, N_("%s takes a whole number from 0 to %llu, not '%.40s'"), name,
                        (unsigned long long)UINT64_MAX, arg);
        o->seed_given = true;
        return MZ_OK;
    case OPT_INT:
    case OPT_U64:
        if (!parse_u64(arg, sp->hi, &v) || v < sp->lo)
            return fail(err, n, N_("%s takes %s from %llu to %llu, not '%.40s'"), name,
                        mz_tr(sp->unit), (unsigned long long)sp->lo, (unsigned long long)sp->hi,
                        arg);
        if (sp->kind == OPT_INT)
            *(int *)(base + sp->field) = (int)v;
        else
            *(uint64_t *)(base + sp->field) = v;
        return MZ_OK;
    case OPT_FLAG: *(bool *)(base + sp->field) = true; return MZ_OK;
    case OPT_COLOR:
        if (!parse_color(arg, (uint32_t *)(base + sp->field)))
            return fail(err, n, N_("%s takes a colour as RRGGBB (like 00ff00), not '%.40s'"), name,
                        arg);
        o->colors_given |= (unsigned)sp->value;
        return MZ_OK;
    case OPT_STRING: *(const char **)(base + sp->field) = arg; return MZ_OK;
    }
    return MZ_OK;
}

static const opt_spec *find_long(const char *name, size_t len)
{
    for (int i = 0; i < NSPECS; i++)
        if (strlen(specs[i].long_name) == len && strncmp(specs[i].long_name, name, len) == 0)
            return &specs[i];
    return NULL;
}

static const opt_spec *find_short(char c)
{
    for (int i = 0; i < NSPECS; i++)
        if (specs[i].short_name && specs[i].short_name == c)
            return &specs[i];
    return NULL;
}

/* Handles argv[*i], an option; may take argv[*i + 1] as its argument. */
static int parse_option(int argc, char **argv, int *i, parse_state *ps, char *err, size_t n)
{
    const char *a = argv[*i];
    const opt_spec *sp;
    const char *arg = NULL;
    char name[48];
    if (a[1] == '-') {
        const char *eq = strchr(a + 2, '=');
        size_t len = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
        sp = find_long(a + 2, len);
        arg = eq ? eq + 1 : NULL;
        if (sp && arg && !sp->arg && sp->kind != OPT_PRINT)
            return fail(err, n, N_("--%s takes no value"), sp->long_name);
    } else {
        sp = find_short(a[1]);
        arg = a[2] ? a + 2 : NULL;
        if (sp && arg && !sp->arg)
            return fail(err, n, N_("unknown option '%.40s'; see mazedfs --help"), a);
    }
    if (!sp)
        return fail(err, n, N_("unknown option '%.40s'; see mazedfs --help"), a);
    if (a[1] == '-')
        snprintf(name, sizeof name, "--%s", sp->long_name);
    else
        snprintf(name, sizeof name, "-%c", sp->short_name);
    if (sp->arg && !arg) {
        if (*i + 1 >= argc)
            return fail(err, n, N_("%s needs a value; see mazedfs --help"), name);
        arg = argv[++*i];
    }
    return apply(sp, name, arg, ps, err, n);
}

/* A side of the maze: a number from MZ_MIN_SIDE to max, an even one
 * rounded down; *over says it is past MZ_MAX_SIDE. what names it (a word
 * marked N_(), as --help's usage line says it). */
static int parse_side(const char *what, const char *s, uint64_t max, int *out, bool *rounded,
                      bool *over, char *err, size_t n)
{
    uint64_t v;
    if (!is_number(s) && !is_negative_number(s))
        return fail(err, n, N_("%s must be a whole number in digits, not '%.40s'"), mz_tr(what), s);
    if (!is_number(s) || !parse_u64(s, UINT64_MAX, &v) || v < MZ_MIN_SIDE || v > max)
        return fail(
            err, n, N_("%s must be from %d to %d (the grid takes one byte per cell), not %.40s%s"),
            mz_tr(what), MZ_MIN_SIDE, MZ_MAX_SIDE, s,
            max == MZ_MAX_SIDE ? ""
                               : mz_tr(N_("; to 2147483647 when --print streams (see --help)")));
    *rounded = !(v & 1);
    *over = v > MZ_MAX_SIDE;
    *out = (int)(v | 1) - (*rounded ? 2 : 0);
    return MZ_OK;
}

static int parse_block(const char *s, mz_options *o, char *err, size_t n)
{
    uint64_t block;
    if (!parse_u64(s, MZ_MAX_BLOCK, &block) || block < MZ_MIN_BLOCK)
        return fail(err, n, N_("BLOCK must be a whole number of pixels from %d to %d, not '%.40s'"),
                    MZ_MIN_BLOCK, MZ_MAX_BLOCK, s);
    o->block = (int)block;
    o->block_given = true;
    return MZ_OK;
}

/* A loaded maze brings its own size: only BLOCK may follow. */
static int load_positionals(parse_state *ps, char *err, size_t n)
{
    if (ps->npos > 1 || (ps->npos == 1 && !looks_numeric(ps->pos[0])))
        return fail(err, n,
                    N_("--load takes the maze from the file: give no generator or size, "
                       "at most BLOCK, not '%.40s'"),
                    ps->pos[ps->npos - 1]);
    return ps->npos ? parse_block(ps->pos[0], ps->o, err, n) : MZ_OK;
}

static int parse_positionals(parse_state *ps, char *err, size_t n)
{
    mz_options *o = ps->o;
    const char **p = ps->pos;
    int count = ps->npos;
    if (o->load_path)
        return load_positionals(ps, err, n);
    if (o->lab_gen && count > 0)
        return fail(err, n,
                    N_("--bias-lab makes mazes of 3 x 3 rooms with its own generator; give no "
                       "generator or size, not '%.40s'"),
                    p[0]);
    if (count > 0 && !looks_numeric(p[0])) {
        int rc = set_gen(o, p[0], err, n);
        if (rc)
            return rc;
        p++;
        count--;
    }
    if (count == 1)
        return fail(err, n, N_("give both HEIGHT and WIDTH, not just '%.40s'"), p[0]);
    if (count > 3)
        return fail(
            err, n,
            N_("too many arguments; usage: mazedfs [OPTIONS] [GENERATOR] [HEIGHT WIDTH [BLOCK]]"));
    if (count >= 2) {
        ps->size_given = true;
        bool wide;
        int rc = parse_side(N_("HEIGHT"), p[0], MZ_MAX_STREAM_HEIGHT, &o->height,
                            &o->height_rounded, &ps->tall, err, n);
        if (!rc)
            rc = parse_side(N_("WIDTH"), p[1], MZ_MAX_SIDE, &o->width, &o->width_rounded, &wide,
                            err, n);
        if (rc)
            return rc;
    }
    return count == 3 ? parse_block(p[2], o, err, n) : MZ_OK;
}

static void set_defaults(mz_options *o)
{
    memset(o, 0, sizeof *o);
    o->mode = MZ_MODE_WINDOW;
    o->print_style = MZ_TEXT_BLOCKS;
    o->height = 41;
    o->width = 51;
    o->block = 10;
    o->text_pct = 100;
    o->delay_ms = -1;
    o->dot_delay_ms = 30;
    o->steps = MZ_STEPS_ALL;
    o->palette = &mz_palettes[0]; /* the colours come from it unless given */
    o->gen_params = mz_gen_params_default;
    o->solver = mz_solvers[0];
    o->samples = MZ_BIAS_DEFAULT_SAMPLES;
}

static const char *const mode_words[MZ_IN_COUNT] = {"window", "print", "stats",  "events",
                                                    "export", "sheet", "record", "bias"};
/* How a refusal names each mode (translated: mz_tr). */
static const char *const mode_names[MZ_IN_COUNT] = {N_("the window"), "--print",   "--stats",
                                                    "--events",       "--export",  "--sheet N",
                                                    "--record",       "--bias-lab"};

const char *mz_cli_mode_word(unsigned bit)
{
    for (int i = 0; i < MZ_IN_COUNT; i++)
        if (bit == 1u << i)
            return mode_words[i];
    return "?";
}

static unsigned mode_bit(mz_mode run, const mz_options *o)
{
    static const unsigned bits[MZ_MODE_COUNT] = {
        [MZ_MODE_WINDOW] = MZ_IN_WINDOW, [MZ_MODE_PRINT] = MZ_IN_PRINT,
        [MZ_MODE_STATS] = MZ_IN_STATS,   [MZ_MODE_EVENTS] = MZ_IN_EVENTS,
        [MZ_MODE_EXPORT] = MZ_IN_EXPORT, [MZ_MODE_RECORD] = MZ_IN_RECORD,
    };
    bool lab_output = run == MZ_MODE_WINDOW || run == MZ_MODE_PRINT || run == MZ_MODE_EXPORT;
    if (o->lab_gen && lab_output)
        return MZ_IN_BIAS;
    if (run == MZ_MODE_EXPORT && o->sheet)
        return MZ_IN_SHEET;
    return (unsigned)run < MZ_MODE_COUNT ? bits[run] : 0;
}

unsigned mz_cli_mode_bit(const mz_options *o) { return mode_bit(o->mode, o); }

/* The modes of a row as a refusal says them, "--export" for both of its
 * kinds, into buf; returns how many it named. */
static int mode_list(unsigned modes, char *buf, size_t n)
{
    size_t used = 0;
    int count = 0;
    buf[0] = 0;
    for (int i = 0; i < MZ_IN_COUNT && used < n; i++) {
        unsigned bit = 1u << i;
        if (!(modes & bit) || (bit == MZ_IN_SHEET && (modes & MZ_IN_EXPORT)))
            continue;
        int w = snprintf(buf + used, n - used, "%s%s", count ? ", " : "", mz_tr(mode_names[i]));
        used += w > 0 ? (size_t)w : 0;
        count++;
    }
    return count;
}

/* Every option given takes effect in the mode chosen, or is refused. */
static int check_modes(const parse_state *ps, char *err, size_t n)
{
    unsigned bit = mode_bit(ps->run, ps->o);
    for (int i = 0; i < NSPECS; i++) {
        const opt_spec *sp = &specs[i];
        if (!ps->given[i] || (sp->modes & bit))
            continue;
        char list[160];
        int k = mode_list(sp->modes, list, sizeof list);
        if (k == 1 && !(sp->modes & MZ_IN_WINDOW))
            return fail(err, n, N_("--%s goes with %s; give both or neither"), sp->long_name, list);
        for (int m = 0; m < MZ_IN_COUNT; m++)
            if (bit == 1u << m)
                return fail(err, n, N_("--%s does not go with %s; it goes with %s"), sp->long_name,
                            mz_tr(mode_names[m]), list);
    }
    return MZ_OK;
}

static bool given_name(const parse_state *ps, const char *long_name)
{
    const opt_spec *sp = find_long(long_name, strlen(long_name));
    return sp && ps->given[sp - specs];
}

/* A loaded maze brings what the generator would make: the options that
 * make one are refused with it. */
static int check_load(const parse_state *ps, char *err, size_t n)
{
    const mz_options *o = ps->o;
    for (int i = 0; o->load_path && i < NSPECS; i++)
        if (ps->given[i] && !specs[i].load)
            return fail(err, n, N_("--load takes the maze from the file; --%s makes one, give one"),
                        specs[i].long_name);
    /* Headless, the seed of a loaded maze can only seed its braid (the
     * window's N draws new mazes from it). */
    if (o->load_path && ps->run != MZ_MODE_WINDOW && o->seed_given && !o->braid_pct)
        return fail(err, n, N_("--load with --seed: the seed is the braid's; give --braid too"));
    return MZ_OK;
}

/* What the run names besides the modes: a run stopped by --steps has no
 * later phase, and --solver needs a phase to pick for. */
static int check_run(const parse_state *ps, char *err, size_t n)
{
    const mz_options *o = ps->o;
    bool headless = ps->run != MZ_MODE_WINDOW;
    static const char *const later[] = {"braid",    "solve",      "trace",
                                        "solution", "difficulty", "ends"};
    for (size_t i = 0; headless && o->steps != MZ_STEPS_ALL && i < 6; i++)
        if (given_name(ps, later[i]))
            return fail(err, n, N_("--steps ends the run before --%s; give one"), later[i]);
    if (given_name(ps, "difficulty")) {
        if (o->braid_pct)
            return fail(err, n,
                        N_("--difficulty shapes a perfect maze; --braid opens loops, give one"));
        if (o->gen && !o->gen->perfect)
            return fail(err, n, N_("--difficulty shapes a perfect maze; %s makes loops"),
                        o->gen->name);
    }
    bool picks = o->solve || o->solution || ps->run == MZ_MODE_STATS || o->sheet;
    if (headless && o->solver_given && !picks)
        return fail(err, n, N_("--solver picks the solver of --solve or --solution; give one"));
    return MZ_OK;
}

/* --race: the racers run on their own; what would pick a solver, run a
 * phase or change the play is refused, and a generators' race makes its
 * mazes itself (no -g, --level, --braid or --load). */
static int check_race(const parse_state *ps, char *err, size_t n)
{
    const mz_options *o = ps->o;
    if (!o->nracers)
        return MZ_OK;
    static const char *const never[] = {"solve",  "trace",     "solution",   "solver",   "steps",
                                        "heat",   "code",      "dark",       "living",   "demo",
                                        "sprite", "no-scores", "difficulty", "windowed", "predict"};
    for (size_t i = 0; i < sizeof never / sizeof *never; i++)
        if (given_name(ps, never[i]))
            return fail(err, n, N_("--%s does not go with --race; the racers run on their own"),
                        never[i]);
    static const char *const maze[] = {"gen", "level", "braid", "load"};
    for (size_t i = 0; o->race_gens && i < sizeof maze / sizeof *maze; i++)
        if (given_name(ps, maze[i]))
            return fail(err, n,
                        N_("--%s does not go with a race of generators; they make the mazes"),
                        maze[i]);
    if (o->race_gens && ps->npos > 0 && !looks_numeric(ps->pos[0]))
        return fail(err, n,
                    N_("a race of generators makes its own mazes; give no GENERATOR, not "
                       "'%.40s'"),
                    ps->pos[0]);
    if (o->load_path && strcmp(o->load_path, "-") == 0)
        return fail(err, n,
                    N_("--race reads --load's file once for each racer; give a file, not -"));
    return MZ_OK;
}

/* "Y,X", two whole numbers, into *y, *x; false otherwise (whether they
 * name a room is mz_cli_check_ends's to say). */
static bool parse_room(const char *s, int *y, int *x)
{
    const char *comma = strchr(s, ',');
    char part[16];
    uint64_t v[2];
    if (!comma || (size_t)(comma - s) >= sizeof part)
        return false;
    memcpy(part, s, (size_t)(comma - s));
    part[comma - s] = 0;
    if (!parse_u64(part, MZ_MAX_SIDE, &v[0]) || !parse_u64(comma + 1, MZ_MAX_SIDE, &v[1]))
        return false;
    *y = (int)v[0];
    *x = (int)v[1];
    return true;
}

/* --start, --exit and --ends as written; their rooms against the maze's
 * size come in mz_cli_check_ends. */
static int parse_ends(const parse_state *ps, char *err, size_t n)
{
    mz_options *o = ps->o;
    static const char msg[] = N_("%s takes a room as Y,X (odd numbers, like 1,1), not '%.40s'");
    if (o->start_arg && !parse_room(o->start_arg, &o->start_y, &o->start_x))
        return fail(err, n, msg, "--start", o->start_arg);
    if (o->exit_arg && !parse_room(o->exit_arg, &o->goal_y, &o->goal_x))
        return fail(err, n, msg, "--exit", o->exit_arg);
    o->start_given = o->start_arg != NULL;
    o->exit_given = o->exit_arg != NULL;
    if (o->ends_arg && strcmp(o->ends_arg, "far") != 0)
        return fail(err, n, N_("--ends takes 'far', not '%.40s'"), o->ends_arg);
    o->ends_far = o->ends_arg != NULL;
    if (o->ends_far && (o->start_given || o->exit_given))
        return fail(err, n, N_("--ends far chooses both ends; give it or --start/--exit"));
    if (o->ends_far && given_name(ps, "difficulty"))
        return fail(err, n, N_("--difficulty reshapes the maze --ends far has measured; give one"));
    if (o->load_path || o->mask_path || o->mask_text || !(o->start_given || o->exit_given))
        return MZ_OK; /* checked on the maze read, or the shape made */
    mz_grid size = {.height = o->height, .width = o->width};
    mz_grid_set_ends(&size, 1, 1, o->height - 2, o->width - 2);
    return mz_cli_check_ends(o, &size, err, n);
}

int mz_cli_check_ends(const mz_options *o, const mz_grid *g, char *err, size_t n)
{
    char none[1];
    if (n == 0) {
        err = none;
        n = sizeof none;
    }
    int sy = o->start_given ? o->start_y : g->start_y,
        sx = o->start_given ? o->start_x : g->start_x;
    int gy = o->exit_given ? o->goal_y : g->goal_y, gx = o->exit_given ? o->goal_x : g->goal_x;
    bool bad_start = o->start_given && !mz_grid_is_room(g, sy, sx);
    if (bad_start || (o->exit_given && !mz_grid_is_room(g, gy, gx)))
        return fail(err, n,
                    N_("%s %d,%d is not a room of the %d x %d maze: rooms are at odd Y from 1 to "
                       "%d and odd X from 1 to %d"),
                    bad_start ? "--start" : "--exit", bad_start ? sy : gy, bad_start ? sx : gx,
                    g->height, g->width, g->height - 2, g->width - 2);
    bool out_start = o->start_given && g->cells && *mz_grid_at(g, sy, sx) == MZ_OUTSIDE;
    if (out_start || (o->exit_given && g->cells && *mz_grid_at(g, gy, gx) == MZ_OUTSIDE))
        return fail(err, n, N_("%s %d,%d is outside the shape; give a room inside it"),
                    out_start ? "--start" : "--exit", out_start ? sy : gy, out_start ? sx : gx);
    /* With --pieces the end not given is chosen in the given one's piece,
     * never that room (mz_grid_pieces_ends). */
    bool both = o->start_given && o->exit_given;
    if ((both || (!o->pieces && (o->start_given || o->exit_given))) && sy == gy && sx == gx)
        return fail(err, n, N_("the start and the exit are the same room %d,%d; give two rooms"),
                    sy, sx);
    return MZ_OK;
}

/* --level: what each level sets, where the command line does not. */
static const struct level {
    const char *name;
    int height, width;
    const char *gen;
    int braid_pct;
} levels[] = {
    {"easy", 11, 15, "backtracker", 0},
    {"medium", 21, 29, "kruskal", 0},
    {"hard", 35, 49, "wilson", 0},
    {"expert", 51, 71, "wilson", 25},
};

/* The level's size, generator and braid in place of the defaults: a size,
 * generator or --braid given wins; with --steps the run ends before any
 * braid, so none is added. */
static int apply_level(const parse_state *ps, char *err, size_t n)
{
    mz_options *o = ps->o;
    if (!o->level_name)
        return MZ_OK;
    const struct level *lv = NULL;
    for (size_t i = 0; i < sizeof levels / sizeof *levels; i++)
        if (strcmp(levels[i].name, o->level_name) == 0)
            lv = &levels[i];
    if (!lv)
        return fail(err, n, N_("--level takes easy, medium, hard or expert, not '%.40s'"),
                    o->level_name);
    if (!ps->size_given) {
        o->height = lv->height;
        o->width = lv->width;
    }
    if (!o->gen)
        o->gen = mz_gen_find(lv->gen);
    if (!given_name(ps, "braid") && o->steps == MZ_STEPS_ALL)
        o->braid_pct = lv->braid_pct;
    return MZ_OK;
}

/* The options that only make sense together, then the defaults of the
 * ones that were not given. */
static int check_combinations(const parse_state *ps, char *err, size_t n)
{
    mz_options *o = ps->o;
    if (o->lab_gen && !(mode_bit(ps->run, o) & MZ_IN_BIAS))
        return fail(err, n,
                    N_("--bias-lab draws in the window, with --print or with --export; not %s"),
                    run_option[ps->run]);
    int rc = check_modes(ps, err, n);
    if (!rc)
        rc = check_load(ps, err, n);
    if (!rc)
        rc = check_run(ps, err, n);
    if (!rc)
        rc = check_race(ps, err, n);
    if (!rc && o->predict && (given_name(ps, "difficulty") || o->demo))
        rc = fail(err, n,
                  N_("--predict asks the steps of one run as it goes; --%s does not go with it"),
                  o->demo ? "demo" : "difficulty");
    if (!rc && o->ngens && mode_bit(ps->run, o) != MZ_IN_SHEET)
        rc = fail(err, n, N_("-g with more than one generator goes with --sheet N; give one"));
    if (!rc)
        rc = apply_level(ps, err, n);
    if (!rc)
        rc = parse_ends(ps, err, n);
    if (rc)
        return rc;
    if (o->paper && strcmp(o->paper, "a4") != 0 && strcmp(o->paper, "letter") != 0)
        return fail(err, n, N_("--paper takes 'a4' or 'letter', not '%.40s'"), o->paper);
    o->palette = mz_palette_find(o->palette_name ? o->palette_name : mz_palettes[0].name);
    if (!o->palette) {
        char names[64];
        return fail(err, n, N_("--palette takes one of %s; not '%.40s'"),
                    mz_palette_names(names, sizeof names, ", "), o->palette_name);
    }
    if (o->style_name && strcmp(o->style_name, "lines") == 0)
        o->style = MZ_STYLE_LINES;
    else if (o->style_name && strcmp(o->style_name, "blocks") == 0)
        o->style = MZ_STYLE_BLOCKS;
    else if (o->style_name)
        return fail(err, n, N_("--style takes 'lines' or 'blocks', not '%.40s'"), o->style_name);
    o->per_page = o->per_page ? o->per_page : 1;
    o->paper = o->paper ? o->paper : "a4";
    o->fps = o->fps ? o->fps : 25;
    o->difficulty_given = given_name(ps, "difficulty");
    return MZ_OK;
}

/* -g all in a shape: the generators that can carve in one. */
static void keep_maskers(mz_options *o)
{
    int kept = 0;
    for (int i = 0; i < o->ngens; i++)
        if (o->gens[i]->masks)
            o->gens[kept++] = o->gens[i];
    o->ngens = kept;
    o->gen = o->gens[0];
}

/* The generators that cannot carve in a shape, as "a, b, c", into buf (n
 * bytes). */
static const char *non_masker_names(char *buf, size_t n)
{
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < mz_generator_count && used < n; i++) {
        if (mz_generators[i]->masks)
            continue;
        int w = snprintf(buf + used, n - used, "%s%s", used ? ", " : "", mz_generators[i]->name);
        used += w > 0 ? (size_t)w : 0;
    }
    return buf;
}

size_t mz_cli_note(const mz_options *o, char *buf, size_t n)
{
    if (n)
        buf[0] = 0;
    bool shape = o->mask_path || o->mask_text;
    if (!n || !shape || !(o->gens_all || (o->demo && o->mode == MZ_MODE_WINDOW)))
        return 0;
    char names[256];
    int w = snprintf(buf, n,
                     mz_tr(N_("%s in a shape leaves out %s: they cannot carve in one (--list)")),
                     o->gens_all ? "-g all" : "--demo", non_masker_names(names, sizeof names));
    return w > 0 ? strlen(buf) : 0;
}

/* A mask: one of --mask and --mask-text, generators that can carve in
 * one (-g all keeps those), no streamed height. */
static int check_mask(const parse_state *ps, char *err, size_t n)
{
    mz_options *o = ps->o;
    if (o->pieces && !o->mask_path && !o->mask_text)
        return fail(err, n, N_("--pieces needs a shape: --mask FILE or --mask-text WORD"));
    if (o->pieces && o->difficulty_given)
        return fail(err, n,
                    N_("--pieces makes a maze of each piece; --difficulty reshapes one maze"));
    if (!o->mask_path && !o->mask_text)
        return MZ_OK;
    if (o->mask_path && o->mask_text)
        return fail(err, n, N_("--mask and --mask-text both give the shape; give one"));
    if (o->mask_text && !o->mask_text[0])
        return fail(err, n, N_("--mask-text needs a word"));
    if (o->gens_all) /* -g all: every generator that can */
        keep_maskers(o);
    /* A worksheet's generators, and a generators' race, too. */
    int count = o->ngens ? o->ngens : o->race_gens ? o->nracers : 1;
    for (int i = 0; i < count; i++) {
        const mz_gen_info *gen = o->ngens ? o->gens[i] : o->race_gens ? o->racer_gen[i] : o->gen;
        if (!gen->masks)
            return fail(err, n, N_("%s cannot carve inside a mask (--list marks those that can)"),
                        gen->name);
    }
    if (ps->tall)
        return fail(err, n, N_("HEIGHT must be from %d to %d with a mask"), MZ_MIN_SIDE,
                    MZ_MAX_SIDE);
    return MZ_OK;
}

/* The generators that stream, as "a, b or c", into buf (n bytes). */
static const char *streamer_names(char *buf, size_t n)
{
    const char *last = NULL;
    buf[0] = 0;
    for (int i = 0; i < mz_generator_count; i++) {
        if (!mz_gen_streams(mz_generators[i]))
            continue;
        if (last)
            snprintf(buf + strlen(buf), n - strlen(buf), "%s%s", buf[0] ? ", " : "", last);
        last = mz_generators[i]->name;
    }
    if (last)
        /* TRANSLATORS: between the last two of a list of names ("a, b or c"). */
        snprintf(buf + strlen(buf), n - strlen(buf), "%s%s", buf[0] ? mz_tr(N_(" or ")) : "", last);
    return buf;
}

/* A HEIGHT past the grid's limit is only made by streaming (--print of a
 * row generator, nothing that needs the whole maze): anything else is
 * refused, saying what to drop. */
static int check_streamed(const parse_state *ps, char *err, size_t n)
{
    const mz_options *o = ps->o;
    if (!ps->tall || mz_stream_fits(o))
        return MZ_OK;
    if (o->mode != MZ_MODE_PRINT)
        return fail(err, n,
                    N_("HEIGHT must be from %d to %d (the grid takes one byte per cell) but "
                       "with --print, which streams"),
                    MZ_MIN_SIDE, MZ_MAX_SIDE);
    if (!mz_gen_streams(o->gen)) {
        char names[96];
        return fail(err, n, N_("a HEIGHT over %d is streamed row by row: -g %s, not %s"),
                    MZ_MAX_SIDE, streamer_names(names, sizeof names), o->gen->name);
    }
    static const char *const whole[] = {"solution",   "solve", "trace", "braid", "steps",
                                        "difficulty", "level", "start", "exit",  "ends"};
    for (size_t i = 0; i < sizeof whole / sizeof *whole; i++)
        if (given_name(ps, whole[i]))
            return fail(err, n,
                        N_("a HEIGHT over %d is streamed row by row; --%s needs the whole maze"),
                        MZ_MAX_SIDE, whole[i]);
    return fail(err, n,
                N_("a HEIGHT over %d is streamed row by row; this run needs the whole maze"),
                MZ_MAX_SIDE);
}

int mz_cli_option_count(void) { return NSPECS; }

mz_cli_option mz_cli_option_at(int i)
{
    const opt_spec *sp = &specs[i];
    return (mz_cli_option){sp->short_name, sp->long_name, sp->arg, sp->modes, sp->load};
}

int mz_cli_parse(int argc, char **argv, mz_options *o, char *err, size_t errlen)
{
    /* Every message is written with snprintf into errlen bytes; with no room
     * at all there is nowhere to say what went wrong. */
    char none[1];
    if (errlen == 0) {
        err = none;
        errlen = sizeof none;
    }
    set_defaults(o);
    parse_state ps = {o, MZ_MODE_WINDOW, MZ_MODE_WINDOW, {0}, 0, {0}, false, false};
    bool options_done = false;
    err[0] = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int rc = MZ_OK;
        if (!options_done && strcmp(a, "--") == 0)
            options_done = true;
        else if (!options_done && a[0] == '-' && a[1] && !(a[1] >= '0' && a[1] <= '9'))
            rc = parse_option(argc, argv, &i, &ps, err, errlen);
        else if (ps.npos == 4)
            rc = fail(err, errlen,
                      N_("too many arguments; usage: mazedfs [OPTIONS] [GENERATOR] [HEIGHT WIDTH "
                         "[BLOCK]]"));
        else
            ps.pos[ps.npos++] = a;
        if (rc)
            return rc;
    }
    if (ps.info != MZ_MODE_WINDOW) {
        o->mode = ps.info;
        return MZ_OK;
    }
    int rc = parse_positionals(&ps, err, errlen);
    if (!rc)
        rc = check_combinations(&ps, err, errlen);
    if (rc)
        return rc;
    o->mode = ps.run;
    if (o->lab_gen)
        o->gen = o->lab_gen;
    if (!o->gen)
        o->gen = mz_generators[0];
    o->size_given = ps.size_given;
    rc = check_mask(&ps, err, errlen);
    return rc ? rc : check_streamed(&ps, err, errlen);
}
