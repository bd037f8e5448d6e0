/* test_text.c - rows of text for --print.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/text.h"

static void test_a_row_in_ascii_and_blocks(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(5, 5);
    *mz_grid_at(g, 1, 1) = *mz_grid_at(g, 1, 2) = MZ_PASSAGE;
    char buf[64];
    assert_true(mz_text_row_size(g, MZ_TEXT_ASCII) >= 6);
    assert_int_equal(mz_text_row(g, 1, MZ_TEXT_ASCII, buf), 6);
    assert_memory_equal(buf, "#  ##\n", 6);
    assert_true(mz_text_row_size(g, MZ_TEXT_BLOCKS) >= 5 * 6 + 1);
    size_t n = mz_text_row(g, 1, MZ_TEXT_BLOCKS, buf);
    const char *want = "\u2588\u2588    \u2588\u2588\u2588\u2588\n";
    assert_int_equal(n, strlen(want));
    assert_memory_equal(buf, want, n);
    mz_grid_free(g);
}

/* Rows long enough for the word-at-a-time path, with spare bits set in some
 * bytes: only bit 0 decides. */
static void test_long_rows_match_cells(void **state)
{
    (void)state;
    for (int w = 5; w <= 41; w += 2) {
        mz_grid *g = mz_grid_new(5, w);
        for (int x = 0; x < w; x++)
            *mz_grid_at(g, 2, x) = (uint8_t)((x * 7 + w) % 5 == 0 ? 0x81
                                             : (x * 13) % 3 == 0  ? 0x06
                                                                  : 1);
        char buf[64], at[64];
        snprintf(at, sizeof at, "width %d", w);
        check_int_equal(at, mz_text_row(g, 2, MZ_TEXT_ASCII, buf), (size_t)w + 1);
        for (int x = 0; x < w; x++)
            if (buf[x] != ((*mz_grid_at(g, 2, x) & 1) ? ' ' : '#'))
                fail_msg("width %d, x %d: '%c' for the byte 0x%02x", w, x, buf[x],
                         *mz_grid_at(g, 2, x));
        check_int_equal(at, buf[w], '\n');
        mz_grid_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_row_in_ascii_and_blocks),
        cmocka_unit_test(test_long_rows_match_cells),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
