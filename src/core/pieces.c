/* pieces.c - the pieces of a maze in a shape: rooms labelled by a search
 * through side-by-side neighbours. SPDX-License-Identifier: MIT */
#include "mazedfs/pieces.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include "mazedfs/error.h"

uint32_t mz_grid_pieces(const mz_grid *g, uint32_t *label)
{
    int rows = (g->height - 1) / 2, cols = (g->width - 1) / 2;
    size_t n = (size_t)rows * (size_t)cols;
    uint32_t *stack = malloc(n * sizeof *stack);
    if (!stack)
        return 0;
    for (size_t i = 0; i < n; i++)
        label[i] = MZ_NO_PIECE;
    uint32_t pieces = 0;
    for (size_t i = 0; i < n; i++) {
        int y = 2 * (int)(i / (size_t)cols) + 1, x = 2 * (int)(i % (size_t)cols) + 1;
        if (label[i] != MZ_NO_PIECE || *mz_grid_at(g, y, x) == MZ_OUTSIDE)
            continue;
        size_t top = 0;
        label[i] = pieces;
        stack[top++] = (uint32_t)i;
        while (top) {
            uint32_t r = stack[--top];
            int ry = (int)(r / (uint32_t)cols), rx = (int)(r % (uint32_t)cols);
            for (int d = 0; d < MZ_NDIRS; d++) {
                int ny = ry + mz_dy[d], nx = rx + mz_dx[d];
                if (ny < 0 || nx < 0 || ny >= rows || nx >= cols)
                    continue;
                size_t j = (size_t)ny * (size_t)cols + (size_t)nx;
                if (label[j] == MZ_NO_PIECE &&
                    *mz_grid_at(g, 2 * ny + 1, 2 * nx + 1) != MZ_OUTSIDE) {
                    label[j] = pieces;
                    stack[top++] = (uint32_t)j;
                }
            }
        }
        pieces++;
    }
    free(stack);
    return pieces;
}

/* True if a room of piece k is within one cell of (y, x). */
static bool near_piece(const uint32_t *label, int rows, int cols, int y, int x, uint32_t k)
{
    for (int ry = (y - 1) / 2; ry <= y / 2; ry++)
        for (int rx = (x - 1) / 2; rx <= x / 2; rx++)
            if (ry >= 0 && rx >= 0 && ry < rows && rx < cols &&
                label[(size_t)ry * (size_t)cols + (size_t)rx] == k)
                return true;
    return false;
}

/* The box of piece k's rooms, at least two rooms a side (within g). */
static void piece_box(const mz_grid *g, const uint32_t *label, uint32_t k, int box[4])
{
    int rows = (g->height - 1) / 2, cols = (g->width - 1) / 2;
    box[0] = rows, box[1] = cols, box[2] = -1, box[3] = -1;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (label[(size_t)r * (size_t)cols + (size_t)c] == k) {
                box[0] = r < box[0] ? r : box[0];
                box[1] = c < box[1] ? c : box[1];
                box[2] = r > box[2] ? r : box[2];
                box[3] = c > box[3] ? c : box[3];
            }
    for (int a = 0; a < 2; a++) { /* grow a one-room side */
        int lim = a ? cols : rows;
        if (box[a] == box[a + 2])
            box[a + 2] < lim - 1 ? box[a + 2]++ : box[a]--;
    }
}

int mz_grid_cut_piece(const mz_grid *g, const uint32_t *label, uint32_t k, mz_piece *out)
{
    int rows = (g->height - 1) / 2, cols = (g->width - 1) / 2, box[4];
    piece_box(g, label, k, box);
    mz_grid *s = mz_grid_new(2 * (box[2] - box[0] + 1) + 1, 2 * (box[3] - box[1] + 1) + 1);
    out->grid = s;
    out->rooms = 0;
    if (!s)
        return MZ_ENOMEM;
    out->oy = 2 * box[0];
    out->ox = 2 * box[1];
    int first = -1, last = -1;
    for (int y = 0; y < s->height; y++)
        for (int x = 0; x < s->width; x++) {
            int gy = y + out->oy, gx = x + out->ox;
            bool in = near_piece(label, rows, cols, gy, gx, k);
            *mz_grid_at(s, y, x) = in ? *mz_grid_at(g, gy, gx) : MZ_OUTSIDE;
            if (in && (y & 1) && (x & 1) &&
                label[(size_t)(gy / 2) * (size_t)cols + (size_t)(gx / 2)] == k) {
                first = first < 0 ? y * s->width + x : first;
                last = y * s->width + x;
                out->rooms++;
            }
        }
    s->inside = out->rooms;
    s->pieces = 1; /* one piece, so a generator need not count */
    out->room_y = first / s->width + out->oy;
    out->room_x = first % s->width + out->ox;
    if (out->rooms > 1) {
        mz_grid_set_ends(s, first / s->width, first % s->width, last / s->width, last % s->width);
        if (mz_grid_ends_default(s))
            mz_grid_set_ends(s, last / s->width, last % s->width, first / s->width,
                             first % s->width);
    }
    return MZ_OK;
}

uint32_t mz_grid_piece_at(const mz_grid *g, const uint32_t *label, int y, int x)
{
    return label[(size_t)(y / 2) * (size_t)((g->width - 1) / 2) + (size_t)(x / 2)];
}

void mz_grid_piece_rooms(const mz_grid *g, const uint32_t *label, uint64_t *count)
{
    size_t n = (size_t)((g->height - 1) / 2) * (size_t)((g->width - 1) / 2);
    for (size_t i = 0; i < n; i++)
        if (label[i] != MZ_NO_PIECE)
            count[label[i]]++;
}

/* The piece ask chooses among pieces counted in count, or MZ_NO_PIECE
 * with *why. */
static uint32_t choose(const mz_grid *g, const uint32_t *label, const uint64_t *count,
                       uint32_t pieces, const mz_pieces_ask *ask, mz_pieces_why *why)
{
    uint32_t k = 0;
    if (ask && (ask->start_given || ask->goal_given)) {
        uint32_t a =
            ask->start_given ? mz_grid_piece_at(g, label, ask->start_y, ask->start_x) : MZ_NO_PIECE;
        uint32_t b =
            ask->goal_given ? mz_grid_piece_at(g, label, ask->goal_y, ask->goal_x) : MZ_NO_PIECE;
        *why = a != MZ_NO_PIECE && b != MZ_NO_PIECE && a != b ? MZ_PIECES_APART
                                                              : MZ_PIECES_SINGLE_ROOM;
        k = a != MZ_NO_PIECE ? a : b;
        return *why == MZ_PIECES_APART || count[k] < 2 ? MZ_NO_PIECE : k;
    }
    for (uint32_t i = 0; i < pieces; i++)
        if (ask && ask->biggest ? count[i] > count[k] : count[k] < 2)
            k = i;
    *why = MZ_PIECES_ALL_SINGLE;
    return count[k] < 2 ? MZ_NO_PIECE : k;
}

/* Sets g's ends in piece k: the asked ones, the others its first and
 * last rooms (swapped when the asked one is that room). */
static void set_piece_ends(mz_grid *g, const uint32_t *label, uint32_t k, const mz_pieces_ask *ask)
{
    int cols = (g->width - 1) / 2;
    size_t n = (size_t)((g->height - 1) / 2) * (size_t)cols, first = SIZE_MAX, last = 0;
    for (size_t i = 0; i < n; i++)
        if (label[i] == k) {
            first = first == SIZE_MAX ? i : first;
            last = i;
        }
    int fy = 2 * (int)(first / (size_t)cols) + 1, fx = 2 * (int)(first % (size_t)cols) + 1;
    int ly = 2 * (int)(last / (size_t)cols) + 1, lx = 2 * (int)(last % (size_t)cols) + 1;
    bool s = ask && ask->start_given, e = ask && ask->goal_given;
    int sy = s ? ask->start_y : fy, sx = s ? ask->start_x : fx;
    int gy = e ? ask->goal_y : ly, gx = e ? ask->goal_x : lx;
    if (s && !e && sy == gy && sx == gx)
        gy = fy, gx = fx;
    if (e && !s && sy == gy && sx == gx)
        sy = ly, sx = lx;
    mz_grid_set_ends(g, sy, sx, gy, gx);
}

int mz_grid_pieces_ends(mz_grid *g, const mz_pieces_ask *ask, uint32_t *npieces, mz_pieces_why *why)
{
    int cols = (g->width - 1) / 2;
    size_t n = (size_t)((g->height - 1) / 2) * (size_t)cols;
    uint32_t *label = malloc(n * sizeof *label);
    uint32_t pieces = label ? mz_grid_pieces(g, label) : 0;
    uint64_t *count = pieces ? calloc(pieces, sizeof *count) : NULL;
    *npieces = pieces;
    if (!count) {
        free(label);
        return MZ_ENOMEM;
    }
    mz_grid_piece_rooms(g, label, count);
    uint32_t k = choose(g, label, count, pieces, ask, why);
    if (k != MZ_NO_PIECE)
        set_piece_ends(g, label, k, ask);
    free(count);
    free(label);
    return k == MZ_NO_PIECE ? MZ_EUSAGE : MZ_OK;
}
