/* mask_join.c - making a mask one piece: its pieces found from the runs of
 * inside rooms along its rows, then joined one by one from the smallest,
 * each time the piece nearest to those joined, through the fewest outside
 * rooms. SPDX-License-Identifier: MIT */
#include "mazedfs/mask.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "bigmem.h"
#include "mazedfs/error.h"
#include "swar.h"

/* A growable list of 32-bit words; head is the next to take, for a queue. */
typedef struct words {
    uint32_t *at;
    size_t len, cap, head;
} words;

static bool words_push(words *l, uint32_t v)
{
    if (l->len == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 256;
        uint32_t *at = realloc(l->at, cap * sizeof *at);
        if (!at)
            return false;
        l->at = at;
        l->cap = cap;
    }
    l->at[l->len++] = v;
    return true;
}

/* The runs of inside rooms, row by row and left to right: run i is row
 * row.at[i], columns from.at[i] to to.at[i] - 1; first.at[r] is row r's
 * first run (first.at[rows] the count). set: union-find over the runs
 * (a piece is a set), then each run's next in its piece (or UINT32_MAX)
 * and, for a root, in head, its piece's first run. */
typedef struct runs {
    words row, from, to, first, set, next;
    uint32_t *head;
} runs;

static void runs_free(runs *u)
{
    free(u->row.at);
    free(u->from.at);
    free(u->to.at);
    free(u->first.at);
    free(u->set.at);
    free(u->next.at);
    free(u->head);
}

/* The root of run a's set (union-find with path halving). */
static uint32_t root_of(uint32_t *set, uint32_t a)
{
    while (set[a] != a) {
        set[a] = set[set[a]];
        a = set[a];
    }
    return a;
}

/* Finds the runs of row r (of n rooms at in) onto u. */
static bool find_runs(runs *u, const uint8_t *in, size_t n, uint32_t r)
{
    for (size_t c = 0; c < n;) {
        while (c + 8 <= n && swar_load(in + c) == 0) /* eight outside */
            c += 8;
        while (c < n && !in[c])
            c++;
        if (c == n)
            break;
        size_t from = c;
        while (c + 8 <= n && swar_load(in + c) == SWAR_ONES) /* eight inside */
            c += 8;
        while (c < n && in[c])
            c++;
        if (!words_push(&u->set, (uint32_t)u->set.len) || !words_push(&u->row, r) ||
            !words_push(&u->from, (uint32_t)from) || !words_push(&u->to, (uint32_t)c))
            return false;
    }
    return true;
}

/* A room row's bytes, nonzero inside: row r of src, in buf (cols bytes,
 * the caller's) or wherever it already is. */
typedef const uint8_t *(*row_of)(const void *src, int r, uint8_t *buf);

/* The runs of rows rooms rows and their pieces: each run joined to the
 * runs of the row above that share a column with it. Returns the number of
 * pieces, or -1 when memory runs out. */
static long find_pieces(runs *u, int rows, size_t cols, row_of row, const void *src, uint8_t *buf)
{
    long pieces = 0;
    for (int r = 0; r < rows; r++) {
        size_t above = r ? u->first.at[r - 1] : 0, here = u->set.len;
        if (!words_push(&u->first, (uint32_t)here) ||
            !find_runs(u, row(src, r, buf), cols, (uint32_t)r))
            return -1;
        pieces += (long)(u->set.len - here);
        for (size_t i = above, j = here; i < here && j < u->set.len;) {
            if (u->from.at[i] < u->to.at[j] && u->from.at[j] < u->to.at[i]) {
                uint32_t a = root_of(u->set.at, (uint32_t)i), b = root_of(u->set.at, (uint32_t)j);
                if (a != b) {
                    u->set.at[a] = b;
                    pieces--;
                }
            }
            if (u->to.at[i] < u->to.at[j])
                i++;
            else
                j++;
        }
    }
    return words_push(&u->first, (uint32_t)u->set.len) ? pieces : -1;
}

/* Row r of a mask (row_of), where it is. */
static const uint8_t *mask_row(const void *src, int r, uint8_t *buf)
{
    const mz_mask *m = src;
    (void)buf;
    return m->in + (size_t)r * (size_t)m->cols;
}

/* Room row r of a grid (row_of): 1 for each room not outside, into buf.
 * Eight cells at a time, the rooms in their even bytes gathered into
 * four bytes (the reverse of mask.c's lay_room_row). */
static const uint8_t *grid_row(const void *src, int r, uint8_t *buf)
{
    const mz_grid *g = src;
    const uint8_t *cells = mz_grid_at(g, 2 * r + 1, 1);
    size_t cols = (size_t)(g->width - 1) / 2, c = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; c + 4 <= cols; c += 4) { /* cells 2c + 1 to 2c + 8 are in the grid */
        uint64_t v = ~swar_eq(swar_load(cells + 2 * c), MZ_OUTSIDE) & 0x0001000100010001u;
        v = (v | v >> 8) & 0x0000ffff0000ffffu;
        v = (v | v >> 16) & 0xffffffffu;
        uint32_t four = (uint32_t)v;
        memcpy(buf + c, &four, 4);
    }
#endif
    for (; c < cols; c++)
        buf[c] = cells[2 * c] != MZ_OUTSIDE;
    return buf;
}

/* Each piece's runs as a list: head[root] its first, next[run] the next. */
static bool list_pieces(runs *u)
{
    size_t n = u->set.len;
    u->head = malloc((n ? n : 1) * sizeof *u->head);
    u->next.at = malloc((n ? n : 1) * sizeof *u->next.at);
    if (!u->head || !u->next.at)
        return false;
    for (size_t i = 0; i < n; i++)
        u->head[i] = UINT32_MAX;
    for (size_t i = n; i-- > 0;) { /* from the last, so each list is in order */
        uint32_t root = root_of(u->set.at, (uint32_t)i);
        u->next.at[i] = u->head[root];
        u->head[root] = (uint32_t)i;
    }
    return true;
}

/* The run holding room (r, c), which is inside. */
static uint32_t run_at(const runs *u, uint32_t r, uint32_t c)
{
    uint32_t lo = u->first.at[r], hi = u->first.at[r + 1] - 1;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo + 1) / 2;
        if (u->from.at[mid] <= c)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

/* The search for the joins, over the rooms with a border of one room
 * around them (never entered), so a neighbour is an index plus a step. The
 * rooms of the pieces joined so far are at distance 0; only their rooms
 * beside an outside room are searched from. */
enum { NO_WAY = 4, UNSEEN = 0xffff };

typedef struct search {
    size_t pw;        /* padded width: cols + 2 */
    const mz_mask *m; /* the mask searched */
    uint8_t *ready;   /* per padded row: 1 once dist and room hold it */
    uint8_t *near;    /* per padded row: 1 once it and the rows beside are ready */
    uint16_t *dist;   /* outside rooms on the best way from the joined rooms */
    uint8_t *room;    /* bit 0: inside (the border 0, with dist 0); bits 1-3:
                         the direction back along that way (one array, not two:
                         every page of these is a fresh one to fault in) */
    words *level;     /* the rooms waiting at each distance */
    size_t nlevels;
    words spare[4]; /* buffers of levels gone by (empty), to reuse */
    size_t nspare;
    words added;   /* the rooms taken in, padded */
    bool borrowed; /* dist and room in the caller's scratch */
} search;

/* n bytes of a mask row as 0 or 1 (inside is any nonzero byte), eight
 * at a time. */
static void copy_inside(uint8_t *to, const uint8_t *from, size_t n)
{
    size_t c = 0;
    for (; c + 8 <= n; c += 8) {
        uint64_t v = swar_load(from + c);
        swar_store(to + c, (((v & SWAR_LOW7) + SWAR_LOW7) | v) >> 7 & SWAR_ONES);
    }
    for (; c < n; c++)
        to[c] = from[c] != 0;
}

/* Padded rows y - 1 to y + 1 (y from 1 to the mask's rows), those not
 * yet laid out: every room unseen and inside as the mask says, the two
 * border rooms at distance 0. Rows are laid out only as the search comes
 * near them: from a small piece it looks at a few rows of a big mask. */
static void ready_around(search *s, size_t y)
{
    s->near[y] = 1;
    for (size_t r = y - 1; r <= y + 1; r++) {
        if (s->ready[r])
            continue;
        s->ready[r] = 1;
        size_t at = r * s->pw, cols = (size_t)s->m->cols;
        memset(s->dist + at, 0xff, s->pw * sizeof *s->dist); /* UNSEEN */
        s->dist[at] = s->dist[at + s->pw - 1] = 0;
        s->room[at] = s->room[at + s->pw - 1] = 0;
        copy_inside(s->room + at + 1, s->m->in + (r - 1) * cols, cols);
    }
}

/* Makes s->level hold levels 0 to d. */
static bool levels_upto(search *s, size_t d)
{
    if (d < s->nlevels)
        return true;
    size_t n = s->nlevels ? 2 * s->nlevels : 64;
    while (n <= d)
        n *= 2;
    words *l = realloc(s->level, n * sizeof *l);
    if (!l)
        return false;
    memset(l + s->nlevels, 0, (n - s->nlevels) * sizeof *l);
    s->level = l;
    s->nlevels = n;
    return true;
}

/* Appends v to level l, which starts in a spare buffer when it has none. */
static bool level_push(search *s, words *l, uint32_t v)
{
    if (!l->cap && s->nspare)
        *l = s->spare[--s->nspare];
    return words_push(l, v);
}

/* Level l, just emptied: its buffer goes to the spares for a level to come.
 * Only a few levels hold rooms at a time; a buffer each, grown by copying
 * into fresh pages, cost the search more page faults than instructions. */
static void retire(search *s, words *l)
{
    l->head = l->len = 0;
    if (l->cap && s->nspare < sizeof s->spare / sizeof *s->spare) {
        s->spare[s->nspare++] = *l;
        l->at = NULL;
        l->cap = 0;
    }
}

/* Puts padded room i at distance d (less than it had), reached by way. */
static bool reach(search *s, uint32_t i, uint32_t d, int way)
{
    if (!levels_upto(s, d))
        return false;
    s->dist[i] = (uint16_t)d;
    s->room[i] = (uint8_t)((s->room[i] & 1) | way << 1);
    return level_push(s, &s->level[d], i);
}

/* reach for the search's every step: room j, beside a room at distance
 * k, at k (queued on at[0]) if inside, else k + 1 (on at[1]), when that is
 * less than it has. dist and room are the search's, passed so they stay
 * in registers; words_push is called only to grow a queue. */
static inline bool relax(search *s, uint16_t *dist, uint8_t *room, words *at, uint32_t j,
                         uint32_t k, int way)
{
    if (dist[j] <= k) /* seen nearer already: the most common case */
        return true;
    uint32_t inside = room[j] & 1, nd = k + !inside;
    if (nd >= dist[j])
        return true;
    dist[j] = (uint16_t)nd;
    room[j] = (uint8_t)(inside | (uint32_t)way << 1);
    words *l = &at[!inside];
    if (l->len == l->cap)
        return level_push(s, l, j);
    l->at[l->len++] = j;
    return true;
}

/* Joins the piece whose root run is root: its rooms at distance 0, those
 * beside an outside room (the ends of its runs, and rooms with an outside
 * room above or below) queued to search from. */
static bool join_piece(search *s, const runs *u, uint32_t root)
{
    for (uint32_t i = u->head[root]; i != UINT32_MAX; i = u->next.at[i]) {
        size_t at = (u->row.at[i] + 1) * s->pw + 1, from = u->from.at[i], to = u->to.at[i];
        ready_around(s, u->row.at[i] + 1);
        const uint8_t *up = s->room + at - s->pw, *down = s->room + at + s->pw;
        memset(s->dist + at + from, 0, (to - from) * sizeof *s->dist);
        for (size_t c = from; c < to; c++) {
            if (c > from && c + 1 < to && c + 8 < to &&
                (swar_load(up + c) & swar_load(down + c) & SWAR_ONES) == SWAR_ONES) {
                c += 7; /* eight rooms with rooms inside above and below */
                continue;
            }
            if ((c == from || c + 1 == to || !(up[c] & 1) || !(down[c] & 1)) &&
                !level_push(s, &s->level[0], (uint32_t)(at + c)))
                return false;
        }
    }
    return true;
}

/* Takes in the way from room i (just found, in a piece not joined yet)
 * back to the joined rooms: its outside rooms become inside, at distance
 * 0, queued; then joins i's piece if join (not after the last join, for
 * which the search is over: often the biggest piece, all of its rooms). */
static bool take_in(search *s, const runs *u, uint32_t i, bool join)
{
    const ptrdiff_t step[MZ_NDIRS] = {(ptrdiff_t)s->pw, 1, -(ptrdiff_t)s->pw, -1};
    uint32_t found = i;
    for (i = (uint32_t)((ptrdiff_t)i + step[s->room[i] >> 1]); s->dist[i] != 0;) {
        uint32_t next = (uint32_t)((ptrdiff_t)i + step[s->room[i] >> 1]);
        s->room[i] |= 1;
        if (!words_push(&s->added, i) || !reach(s, i, 0, NO_WAY))
            return false;
        i = next;
    }
    uint32_t r = (uint32_t)(found / s->pw - 1), c = (uint32_t)(found % s->pw - 1);
    return !join || join_piece(s, u, root_of(u->set.at, run_at(u, r, c)));
}

/* A breadth-first search by distance from the pieces joined, kept across
 * the joins: a join puts its rooms at distance 0 and the search goes on
 * from there, so each room is looked at again only where its distance
 * falls. An inside room taken at distance k > 0 is in the nearest piece
 * not joined yet. Stops after joins joins, or when no room waits (a way
 * taken in may pass beside a piece, which then joins at distance 0 and is
 * not counted; the levels are never grown then). A step from a room at k
 * queues at k or k + 1 only, so those two levels are made to exist first
 * and each room's four neighbours are tried in line (this loop is nearly
 * all of a join's cost: 1.4 million rooms for the four letters of MAZE at
 * 4001 x 4001). */
static int run_search(search *s, const runs *u, long joins)
{
    const uint32_t pw = (uint32_t)s->pw;
    uint16_t *dist = s->dist;
    uint8_t *room = s->room;
    for (uint32_t k = 0; k < s->nlevels && joins > 0;) {
        words *l = &s->level[k];
        if (l->head == l->len) {
            retire(s, l);
            k++;
            continue;
        }
        if (k + 1 >= s->nlevels) {
            if (!levels_upto(s, (size_t)k + 1))
                return MZ_ENOMEM;
            l = &s->level[k];
        }
        uint32_t i = l->at[l->head++];
        if (dist[i] != k)
            continue;
        if (k > 0 && (room[i] & 1)) {
            joins--;
            if (!take_in(s, u, i, joins > 0))
                return MZ_ENOMEM;
            k = 0;
            continue;
        }
        if (!s->near[i / pw])
            ready_around(s, i / pw);
        if (!relax(s, dist, room, l, i + pw, k, MZ_OPPOSITE(MZ_SOUTH)) ||
            !relax(s, dist, room, l, i + 1, k, MZ_OPPOSITE(MZ_EAST)) ||
            !relax(s, dist, room, l, i - pw, k, MZ_OPPOSITE(MZ_NORTH)) ||
            !relax(s, dist, room, l, i - 1, k, MZ_OPPOSITE(MZ_WEST)))
            return MZ_ENOMEM;
    }
    return MZ_OK;
}

/* The bytes of the search's arrays for m (mz_mask_join_with's scratch). */
static size_t search_bytes(const mz_mask *m)
{
    return (size_t)(m->rows + 2) * ((size_t)m->cols + 2) * (sizeof(uint16_t) + 1);
}

/* The padded arrays of m for the search, in scratch (size bytes, 2-byte
 * aligned) when it holds them: the border rows at distance 0 (so never
 * entered), the rows between laid out as the search comes near them
 * (ready_around). */
static int search_init(search *s, const mz_mask *m, void *scratch, size_t size)
{
    memset(s, 0, sizeof *s);
    s->pw = (size_t)m->cols + 2;
    size_t n = (size_t)(m->rows + 2) * s->pw;
    s->borrowed = scratch && size >= search_bytes(m) && (uintptr_t)scratch % 2 == 0;
    s->dist = s->borrowed ? scratch : mz_big_alloc(n * sizeof *s->dist, false);
    s->room = s->borrowed ? (uint8_t *)(s->dist + n) : mz_big_alloc(n, false);
    s->level = calloc(64, sizeof *s->level);
    s->m = m;
    s->ready = calloc((size_t)m->rows + 2, 1);
    s->near = calloc((size_t)m->rows + 2, 1);
    if (!s->dist || !s->room || !s->level || !s->ready || !s->near)
        return MZ_ENOMEM;
    s->nlevels = 64;
    memset(s->dist, 0, s->pw * sizeof *s->dist);
    memset(s->dist + n - s->pw, 0, s->pw * sizeof *s->dist);
    memset(s->room, 0, s->pw);
    memset(s->room + n - s->pw, 0, s->pw);
    s->ready[0] = s->ready[m->rows + 1] = 1;
    return MZ_OK;
}

static void search_free(search *s)
{
    for (size_t k = 0; k < s->nlevels; k++)
        free(s->level[k].at);
    for (size_t k = 0; k < s->nspare; k++)
        free(s->spare[k].at);
    free(s->level);
    free(s->ready);
    free(s->near);
    if (!s->borrowed) {
        free(s->dist);
        free(s->room);
    }
    free(s->added.at);
}

/* The root run of the piece with the fewest rooms (the first such in row
 * order): the search from it looks at the outside rooms near it only, not
 * all around a big piece (at 4001 x 4001, a shape with an island joined
 * from the shape searched seven times the rooms). */
static uint32_t smallest_piece(const runs *u)
{
    uint32_t best = UINT32_MAX;
    uint64_t fewest = UINT64_MAX;
    for (uint32_t i = 0; i < u->set.len; i++) {
        uint64_t rooms = 0; /* head[i] is UINT32_MAX unless i is a root */
        for (uint32_t k = u->head[i]; k != UINT32_MAX && rooms < fewest; k = u->next.at[k])
            rooms += u->to.at[k] - u->from.at[k];
        if (u->head[i] != UINT32_MAX && rooms < fewest) {
            fewest = rooms;
            best = i;
        }
    }
    return best;
}

/* Joins the pieces of m (pieces of them, found as u): from the smallest
 * piece, the nearest other each time. */
static int join_all(mz_mask *m, const runs *u, long pieces, uint64_t *added, void *scratch,
                    size_t size)
{
    search s;
    int err = search_init(&s, m, scratch, size);
    if (!err)
        err = join_piece(&s, u, smallest_piece(u)) ? MZ_OK : MZ_ENOMEM;
    if (!err)
        err = run_search(&s, u, pieces - 1);
    for (size_t k = 0; !err && k < s.added.len; k++) {
        size_t i = s.added.at[k], r = i / s.pw - 1, c = i % s.pw - 1;
        m->in[r * (size_t)m->cols + c] = 1;
    }
    *added = err ? 0 : s.added.len;
    search_free(&s);
    return err;
}

int mz_mask_join(mz_mask *m, int *pieces, uint64_t *added)
{
    return mz_mask_join_with(m, pieces, added, NULL, 0);
}

int mz_mask_join_with(mz_mask *m, int *pieces, uint64_t *added, void *scratch, size_t size)
{
    *pieces = 0;
    *added = 0;
    runs u;
    memset(&u, 0, sizeof u);
    long count = find_pieces(&u, m->rows, (size_t)m->cols, mask_row, m, NULL);
    int err = count < 0 ? MZ_ENOMEM : MZ_OK;
    if (!err && count > 1)
        err = list_pieces(&u) ? join_all(m, &u, count, added, scratch, size) : MZ_ENOMEM;
    if (!err) {
        *pieces = (int)count;
        m->pieces = count > 0;
    }
    runs_free(&u);
    return err;
}

long mz_grid_count_pieces(const mz_grid *g)
{
    int rows = (g->height - 1) / 2;
    size_t cols = (size_t)(g->width - 1) / 2;
    runs u;
    memset(&u, 0, sizeof u);
    uint8_t *buf = malloc(cols);
    long count = buf ? find_pieces(&u, rows, cols, grid_row, g, buf) : -1;
    free(buf);
    runs_free(&u);
    return count;
}
