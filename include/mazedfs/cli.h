/* cli.h - the command line: mazedfs [OPTIONS] [GENERATOR] [HEIGHT WIDTH [BLOCK]].
 * Pure parsing: it prints nothing and exits nothing. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_CLI_H
#define MAZEDFS_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazedfs/gen.h"
#include "mazedfs/solve.h"
#include "mazedfs/text.h"

#define MZ_MIN_BLOCK 1
#define MZ_MAX_BLOCK 64
#define MZ_MAX_DELAY 10000 /* ms */
#define MZ_TEXT_PCT_MIN 50 /* --text-scale's range, in % */
#define MZ_TEXT_PCT_MAX 400
#define MZ_MAX_SHEET 1000 /* mazes on one worksheet */
#define MZ_MAX_PER_PAGE 6
#define MZ_MAX_BOOKLET_GENS 32 /* generators a worksheet cycles through (-g A,B,...) */
#define MZ_MAX_RACERS 4        /* --race's panes */
#define MZ_MAX_FPS 50          /* GIF delays are in 1/100 s; 2/100 is the least viewers keep */

/* Which colours were given on the command line (mz_options.colors_given):
 * where one is not, a file uses print colours, the window its own. */
enum { MZ_COLOR_WALL = 1, MZ_COLOR_PATH = 2, MZ_COLOR_DOT = 4 };

/* How a picture draws the walls (--style): the byte grid's wall cells as
 * blocks, or thin lines between rooms as a printed maze has them. DEFAULT:
 * each output's own (lines on a PDF and a worksheet, blocks elsewhere). */
typedef enum mz_draw_style { MZ_STYLE_DEFAULT, MZ_STYLE_BLOCKS, MZ_STYLE_LINES } mz_draw_style;

typedef enum mz_mode {
    MZ_MODE_WINDOW,
    MZ_MODE_PRINT,
    MZ_MODE_STATS,
    MZ_MODE_EXPORT, /* --export FILE: PNG, SVG or PDF */
    MZ_MODE_RECORD, /* --record FILE.gif */
    MZ_MODE_LIST,
    MZ_MODE_LIST_SOLVERS,
    MZ_MODE_HELP,
    MZ_MODE_VERSION,
    MZ_MODE_SCORES,       /* --scores: print the best times */
    MZ_MODE_EVENTS,       /* --events: the step stream as text */
    MZ_MODE_LIST_OPTIONS, /* --list-options: the options and their modes */
    MZ_MODE_EXPLAIN,      /* --explain NAME: an algorithm's code and properties */
    MZ_MODE_COUNT         /* how many modes there are; not a mode */
} mz_mode;

/* The modes an option can go with (a column of the option table): the
 * run modes, with --export --sheet apart from --export, and the bias lab
 * (--bias-lab NAME in the window, with --print or with --export), which
 * makes no maze of the options' size. An option given outside its modes
 * is refused, never ignored. */
enum {
    MZ_IN_WINDOW = 1 << 0,
    MZ_IN_PRINT = 1 << 1,
    MZ_IN_STATS = 1 << 2,
    MZ_IN_EVENTS = 1 << 3,
    MZ_IN_EXPORT = 1 << 4,
    MZ_IN_SHEET = 1 << 5,
    MZ_IN_RECORD = 1 << 6,
    MZ_IN_RUNS = (1 << 7) - 1, /* all of the above: the runs that make a maze */
    MZ_IN_BIAS = 1 << 7,
    MZ_IN_COUNT = 8
};

/* --samples: the bias lab's mazes. The least gives each of the 192 trees
 * 5 expected, the chi-square's usual rule; the default 100. */
#define MZ_BIAS_MIN_SAMPLES 960
#define MZ_BIAS_DEFAULT_SAMPLES 19200
#define MZ_BIAS_MAX_SAMPLES 100000000

/* --steps not given: the whole generation. */
#define MZ_STEPS_ALL UINT64_MAX

typedef struct mz_options {
    mz_mode mode;
    mz_text_style print_style;
    const mz_gen_info *gen;
    bool seed_given;
    uint64_t seed;
    int height, width, block;
    bool block_given;                   /* BLOCK was on the command line */
    bool height_rounded, width_rounded; /* an even side was made odd */
    int delay_ms;                       /* per generation step; -1: the generator's default */
    int dot_delay_ms;                   /* per solve / trace step */
    bool solve, trace;                  /* run them after generation */
    uint32_t wall_color, path_color, dot_color; /* 0xRRGGBB */
    unsigned colors_given;                      /* MZ_COLOR_* bits */
    const char *palette_name;                   /* --palette as given, or NULL */
    const struct mz_palette *palette;           /* --palette (palette.h); the default's */
    bool solution;                              /* mark the route (--print, --export) */
    const char *export_path;                    /* --export, borrowed from argv, or NULL */
    const char *record_path;                    /* --record */
    const char *load_path;                      /* --load FILE or "-" */
    const char *explain_name;                   /* --explain NAME (unchecked) */
    int sheet;                                  /* --sheet N: mazes on a worksheet; 0 for none */
    int per_page;                               /* --per-page, 1..MZ_MAX_PER_PAGE */
    const char *paper;                          /* --paper: "a4" or "letter" */
    int fps;                                    /* --fps, for --record */
    uint64_t frame_steps;         /* --frame-steps; 0: chosen to stay under ~400 frames */
    const char *sprite;           /* a BMP for the dot, borrowed from argv, or NULL */
    mz_gen_params gen_params;     /* --newest, --shift-steps */
    bool dark;                    /* --dark: only what the dot sees and has seen */
    bool fullscreen;              /* --fullscreen */
    bool no_scores;               /* --no-scores: the best times are left alone */
    int living_ms;                /* --living: ms per origin-shift move in play; 0 off */
    bool demo;                    /* --demo: every generator in a loop, until any input */
    bool windowed;                /* --windowed: the demo in a window, not fullscreen */
    uint64_t steps;               /* --steps: stop (paused) after this many, or MZ_STEPS_ALL */
    bool code;                    /* --code: the algorithm panel is open */
    int text_pct;                 /* --text-scale: the window's text size, in % */
    const mz_solver_info *solver; /* --solver; the registry's first by default */
    bool solver_given;            /* --solver was given */
    bool heat;                    /* colour passages by their distance from the start */
    int braid_pct;                /* share of dead ends to open after generating, 0 to 100 */
    int difficulty;               /* --difficulty: the target, 0 to 100 */
    bool difficulty_given;        /* --difficulty was given: shape the maze */
    const char *style_name;       /* --style as given, or NULL */
    mz_draw_style style;          /* --style: blocks or lines; DEFAULT when not given */
    const char *title;            /* --title: a worksheet's heading, or NULL */
    /* -g all or -g A,B,...: a worksheet's generators, cycled maze by maze
     * (gen is the first); ngens is 0 for one generator. */
    const mz_gen_info *gens[MZ_MAX_BOOKLET_GENS];
    int ngens;
    bool gens_all;          /* -g all: every generator; in a shape, every one that carves in it */
    const char *level_name; /* --level as given (its size, generator and braid applied), or NULL */
    /* --bias-lab NAME: the lab's generator (gen is it too), or NULL; the
     * mode (window, print or export) says where its counts go. */
    const mz_gen_info *lab_gen;
    uint64_t samples; /* --samples: the lab's mazes */
    /* --race A,B[,C,D]: two to four solvers on one maze, or two to four
     * generators at one size and seed, side by side in lockstep; nracers
     * is 0 without it. race_gens says which kind they are. */
    int nracers;
    bool race_gens;
    const mz_gen_info *racer_gen[MZ_MAX_RACERS];
    const mz_solver_info *racer_solver[MZ_MAX_RACERS];
    /* --start Y,X and --exit Y,X (rooms: odd coordinates), --ends far (the
     * two ends of the longest path, found once the maze is made). */
    const char *start_arg, *exit_arg, *ends_arg; /* as given, or NULL */
    bool start_given, exit_given, ends_far;
    int start_y, start_x, goal_y, goal_x;
    const char *mask_path; /* --mask FILE: a text mask or a PNG, or NULL */
    const char *mask_text; /* --mask-text WORD, or NULL */
    bool pieces;           /* --pieces: a maze each piece of the shape, not joined */
    bool size_given;       /* HEIGHT and WIDTH were on the command line */
    bool predict;          /* --predict: ask which cell comes next */
} mz_options;

/* Parses argv into *o. Returns MZ_OK, or MZ_EUSAGE with a one-line message
 * (no program name, no newline) in the user's language (mz_tr) in err,
 * which holds errlen bytes; the message is cut to fit (512 bytes hold
 * every message whole, translated too), and with errlen 0 nothing is
 * written. */
int mz_cli_parse(int argc, char **argv, mz_options *o, char *err, size_t errlen);

/* Checks --start and --exit against g, the maze they are for (its size,
 * and its own ends for the one not given): each a room of g, not outside
 * its shape when g has cells, and not the same room. Returns MZ_OK, or MZ_EUSAGE with a one-line
 * message in err as mz_cli_parse. mz_cli_parse calls it for a maze it makes; for a loaded maze or a
 * shape, call it once the file is read or the shape made. */
int mz_cli_check_ends(const mz_options *o, const mz_grid *g, char *err, size_t errlen);

/* A one-line note (no program name, no newline) in the user's language
 * on what o leaves out that the user asked for: -g all or --demo in a
 * shape run only the generators that can carve in one. Writes it into buf
 * (n bytes, cut to fit) and returns its length; 0 (buf empty) when there
 * is nothing to say. */
size_t mz_cli_note(const mz_options *o, char *buf, size_t n);

/* The text of --help, ending in a newline, made from the option table in
 * the user's language (mz_tr); a static buffer, made again at each call. */
const char *mz_cli_usage(void);

/* One row of the option table, for --list-options and the tests. */
typedef struct mz_cli_option {
    char short_name;       /* 0 for none */
    const char *long_name; /* without the dashes */
    const char *arg;       /* its argument's name, or NULL */
    unsigned modes;        /* MZ_IN_* bits it takes effect in */
    bool load;             /* it takes effect with --load too */
} mz_cli_option;

/* How many options there are, and row i (0 to count - 1), in --help's
 * order. */
int mz_cli_option_count(void);
mz_cli_option mz_cli_option_at(int i);

/* The word --list-options uses for one MZ_IN_* bit: "window", "print",
 * "stats", "events", "export", "sheet", "record", "bias"; "?" otherwise. */
const char *mz_cli_mode_word(unsigned bit);

/* The MZ_IN_* bit of the run o->mode names (MZ_IN_SHEET for --export with
 * --sheet, MZ_IN_BIAS for a bias lab run); 0 for the modes that only print
 * a list or a text. */
unsigned mz_cli_mode_bit(const mz_options *o);

#endif
