/* cli.c - parsing the command line into mz_options, table-driven.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/cli.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "mazedfs/error.h"

typedef enum opt_kind {
    OPT_MODE,   /* sets the mode; value is the mode */
    OPT_PRINT,  /* --print[=blocks|ascii] */
    OPT_GEN,
    OPT_SEED,
    OPT_MS,     /* milliseconds into an int field */
    OPT_FLAG,   /* true into a bool field */
    OPT_COLOR,  /* RRGGBB into a uint32_t field */
    OPT_STRING, /* the argument itself into a const char * field */
} opt_kind;

typedef struct opt_spec {
    char short_name;  /* 0 for none */
    const char *long_name;
    opt_kind kind;
    bool takes_arg;   /* a required argument (--print's is optional) */
    size_t field;     /* offset into mz_options, where the kind needs one */
    int value;
} opt_spec;

#define FIELD(f) offsetof(mz_options, f)

static const opt_spec specs[] = {
    {'g', "gen", OPT_GEN, true, 0, 0},
    {'s', "seed", OPT_SEED, true, 0, 0},
    {0, "print", OPT_PRINT, false, 0, 0},
    {0, "stats", OPT_MODE, false, 0, MZ_MODE_STATS},
    {0, "list", OPT_MODE, false, 0, MZ_MODE_LIST},
    {'h', "help", OPT_MODE, false, 0, MZ_MODE_HELP},
    {0, "version", OPT_MODE, false, 0, MZ_MODE_VERSION},
    {'d', "delay", OPT_MS, true, FIELD(delay_ms), 0},
    {0, "dot-delay", OPT_MS, true, FIELD(dot_delay_ms), 0},
    {0, "solve", OPT_FLAG, false, FIELD(solve), 0},
    {0, "trace", OPT_FLAG, false, FIELD(trace), 0},
    {0, "wall-color", OPT_COLOR, true, FIELD(wall_color), 0},
    {0, "path-color", OPT_COLOR, true, FIELD(path_color), 0},
    {0, "dot-color", OPT_COLOR, true, FIELD(dot_color), 0},
    {0, "sprite", OPT_STRING, true, FIELD(sprite), 0},
};
enum { NSPECS = sizeof specs / sizeof specs[0] };

static const char usage[] =
    "usage: mazedfs [OPTIONS] [GENERATOR] [HEIGHT WIDTH [BLOCK]]\n"
    "Animates a maze being dug, then lets you steer the dot to the exit.\n"
    "Defaults: backtracker 41 51 10. Sides are odd, 5 to 32767 (an even side\n"
    "is rounded down); BLOCK is pixels per cell, 1 to 64.\n"
    "\n"
    "  -g, --gen NAME          the generator (see --list)\n"
    "  -s, --seed N            64-bit seed: same seed, size and generator, same maze\n"
    "      --print[=blocks|ascii]  no window: print the finished maze and exit\n"
    "      --stats             no window: print figures about the maze and exit\n"
    "      --list              the generators, one per line\n"
    "  -d, --delay MS          ms per generation step (0: finished at once)\n"
    "      --dot-delay MS      ms per solve and trace step (default 30)\n"
    "      --solve             animate the depth-first solve after generating\n"
    "      --trace             draw the shortest path after generating\n"
    "      --wall-color RRGGBB, --path-color RRGGBB, --dot-color RRGGBB\n"
    "      --sprite FILE.bmp   draw the dot with an image\n"
    "  -h, --help              this text;  --version  the version\n";

const char *mz_cli_usage(void) { return usage; }

/* Writes the message into err. Messages quote the user's words, which may
 * hold newlines or terminal escapes: control bytes become '?', so the
 * message stays one harmless line. */
static int fail(char *err, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, n, fmt, ap);
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
        if (v > (max - digit) / 10)
            return false;
        v = v * 10 + digit;
    }
    *out = v;
    return true;
}

static bool is_number(const char *s)
{
    return *s && strspn(s, "0123456789") == strlen(s);
}

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

/* The known generators' names, comma separated, into buf. */
static const char *generator_names(char *buf, size_t n)
{
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < mz_generator_count && used < n; i++) {
        int w = snprintf(buf + used, n - used, "%s%s", i ? ", " : "", mz_generators[i].name);
        used += w > 0 ? (size_t)w : 0;
    }
    return buf;
}

static int set_gen(mz_options *o, const char *name, char *err, size_t n)
{
    const mz_gen_info *info = mz_gen_find(name);
    char names[256];
    if (!info)
        return fail(err, n, "unknown generator '%.40s'; known ones: %s", name,
                    generator_names(names, sizeof names));
    if (o->gen && o->gen != info)
        return fail(err, n, "two generators given ('%s' and '%s'); give one", o->gen->name,
                    info->name);
    o->gen = info;
    return MZ_OK;
}

/* Where --help, --version and --list rank: the highest given wins, and
 * wins over running. */
static int info_rank(mz_mode m)
{
    return m == MZ_MODE_HELP ? 3 : m == MZ_MODE_VERSION ? 2 : m == MZ_MODE_LIST ? 1 : 0;
}

/* What parsing has gathered besides the options themselves. */
typedef struct parse_state {
    mz_options *o;
    mz_mode run;   /* window, print or stats */
    mz_mode info;  /* help, version or list; MZ_MODE_WINDOW for none */
    const char *pos[4];
    int npos;
} parse_state;

static int set_mode(parse_state *ps, mz_mode mode, char *err, size_t n)
{
    if (info_rank(mode) == 0) {
        if (ps->run != MZ_MODE_WINDOW && ps->run != mode)
            return fail(err, n, "--print and --stats do not go together; give one");
        ps->run = mode;
    } else if (info_rank(mode) > info_rank(ps->info)) {
        ps->info = mode;
    }
    return MZ_OK;
}

static int apply(const opt_spec *sp, const char *name, const char *arg, parse_state *ps,
                 char *err, size_t n)
{
    mz_options *o = ps->o;
    char *base = (char *)o;
    uint64_t v;
    switch (sp->kind) {
    case OPT_MODE:
        return set_mode(ps, (mz_mode)sp->value, err, n);
    case OPT_PRINT:
        if (arg && strcmp(arg, "ascii") != 0 && strcmp(arg, "blocks") != 0)
            return fail(err, n, "--print takes 'blocks' or 'ascii', not '%.40s'", arg);
        o->print_style = arg && strcmp(arg, "ascii") == 0 ? MZ_TEXT_ASCII : MZ_TEXT_BLOCKS;
        return set_mode(ps, MZ_MODE_PRINT, err, n);
    case OPT_GEN:
        return set_gen(o, arg, err, n);
    case OPT_SEED:
        if (!parse_u64(arg, UINT64_MAX, &o->seed))
            return fail(err, n, "%s takes a whole number from 0 to %llu, not '%.40s'", name,
                        (unsigned long long)UINT64_MAX, arg);
        o->seed_given = true;
        return MZ_OK;
    case OPT_MS:
        if (!parse_u64(arg, MZ_MAX_DELAY, &v))
            return fail(err, n, "%s takes milliseconds from 0 to %d, not '%.40s'", name,
                        MZ_MAX_DELAY, arg);
        *(int *)(base + sp->field) = (int)v;
        return MZ_OK;
    case OPT_FLAG:
        *(bool *)(base + sp->field) = true;
        return MZ_OK;
    case OPT_COLOR:
        if (!parse_color(arg, (uint32_t *)(base + sp->field)))
            return fail(err, n, "%s takes a colour as RRGGBB (like 00ff00), not '%.40s'", name,
                        arg);
        return MZ_OK;
    case OPT_STRING:
        *(const char **)(base + sp->field) = arg;
        return MZ_OK;
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
        if (sp && arg && !sp->takes_arg && sp->kind != OPT_PRINT)
            return fail(err, n, "--%s takes no value", sp->long_name);
    } else {
        sp = find_short(a[1]);
        arg = a[2] ? a + 2 : NULL;
        if (sp && arg && !sp->takes_arg)
            return fail(err, n, "unknown option '%.40s'; see mazedfs --help", a);
    }
    if (!sp)
        return fail(err, n, "unknown option '%.40s'; see mazedfs --help", a);
    if (a[1] == '-')
        snprintf(name, sizeof name, "--%s", sp->long_name);
    else
        snprintf(name, sizeof name, "-%c", sp->short_name);
    if (sp->takes_arg && !arg) {
        if (*i + 1 >= argc)
            return fail(err, n, "%s needs a value; see mazedfs --help", name);
        arg = argv[++*i];
    }
    return apply(sp, name, arg, ps, err, n);
}

/* A side of the maze: a number from MZ_MIN_SIDE to MZ_MAX_SIDE, an even one
 * rounded down. */
static int parse_side(const char *what, const char *s, int *out, bool *rounded, char *err,
                      size_t n)
{
    uint64_t v;
    if (!is_number(s) && !is_negative_number(s))
        return fail(err, n, "%s must be a whole number in digits, not '%.40s'", what, s);
    if (!is_number(s) || !parse_u64(s, UINT64_MAX, &v) || v < MZ_MIN_SIDE || v > MZ_MAX_SIDE)
        return fail(err, n, "%s must be from %d to %d (the grid takes one byte per cell), not %.40s",
                    what, MZ_MIN_SIDE, MZ_MAX_SIDE, s);
    *rounded = !(v & 1);
    *out = (int)(v | 1) - (*rounded ? 2 : 0);
    return MZ_OK;
}

static int parse_positionals(parse_state *ps, char *err, size_t n)
{
    mz_options *o = ps->o;
    const char **p = ps->pos;
    int count = ps->npos;
    if (count > 0 && !looks_numeric(p[0])) {
        int rc = set_gen(o, p[0], err, n);
        if (rc)
            return rc;
        p++;
        count--;
    }
    if (count == 1)
        return fail(err, n, "give both HEIGHT and WIDTH, not just '%.40s'", p[0]);
    if (count > 3)
        return fail(err, n, "too many arguments; usage: mazedfs [OPTIONS] [GENERATOR] [HEIGHT WIDTH [BLOCK]]");
    if (count >= 2) {
        int rc = parse_side("HEIGHT", p[0], &o->height, &o->height_rounded, err, n);
        if (!rc)
            rc = parse_side("WIDTH", p[1], &o->width, &o->width_rounded, err, n);
        if (rc)
            return rc;
    }
    uint64_t block;
    if (count == 3 && (!parse_u64(p[2], MZ_MAX_BLOCK, &block) || block < MZ_MIN_BLOCK))
        return fail(err, n, "BLOCK must be a whole number of pixels from %d to %d, not '%.40s'",
                    MZ_MIN_BLOCK, MZ_MAX_BLOCK, p[2]);
    if (count == 3)
        o->block = (int)block;
    return MZ_OK;
}

static void set_defaults(mz_options *o)
{
    memset(o, 0, sizeof *o);
    o->mode = MZ_MODE_WINDOW;
    o->print_style = MZ_TEXT_BLOCKS;
    o->height = 41;
    o->width = 51;
    o->block = 10;
    o->delay_ms = -1;
    o->dot_delay_ms = 30;
    o->wall_color = 0x00ff00;
    o->path_color = 0x000000;
    o->dot_color = 0xff0000;
}

int mz_cli_parse(int argc, char **argv, mz_options *o, char *err, size_t errlen)
{
    set_defaults(o);
    parse_state ps = {o, MZ_MODE_WINDOW, MZ_MODE_WINDOW, {0}, 0};
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
            rc = fail(err, errlen, "too many arguments; usage: mazedfs [OPTIONS] [GENERATOR] [HEIGHT WIDTH [BLOCK]]");
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
    if (rc)
        return rc;
    o->mode = ps.run;
    if (!o->gen)
        o->gen = &mz_generators[0];
    return MZ_OK;
}
