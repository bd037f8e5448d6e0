/* check_stream_text.c - reads a maze --print=ascii wrote on stdin and says
 * whether it is a perfect HEIGHT x WIDTH maze, row by row (stream_check.h),
 * so a maze too tall to hold can be checked. Exit 0 if so, else 1.
 * SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>

#include "stream_check.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: check_stream_text HEIGHT WIDTH < maze.txt\n");
        return 2;
    }
    int h = atoi(argv[1]), w = atoi(argv[2]);
    row_check c;
    char *line = malloc((size_t)w + 1);
    uint8_t *row = malloc((size_t)w);
    if (!line || !row || !row_check_init(&c, h, w))
        return 2;
    while (fread(line, 1, (size_t)w + 1, stdin) == (size_t)w + 1) {
        c.bad |= line[w] != '\n';
        for (int x = 0; x < w; x++) {
            c.bad |= line[x] != '#' && line[x] != ' ';
            row[x] = line[x] == ' ';
        }
        row_check_row(&c, row);
    }
    bool ok = !ferror(stdin) && feof(stdin) && row_check_perfect(&c);
    printf("rows %lld rooms %llu links %llu loop %d bad %d: %s\n", c.y, (unsigned long long)c.rooms,
           (unsigned long long)c.links, c.loop, c.bad, ok ? "perfect" : "NOT a perfect maze");
    row_check_free(&c);
    free(line);
    free(row);
    return ok ? 0 : 1;
}
