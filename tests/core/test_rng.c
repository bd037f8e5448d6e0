/* test_rng.c - the seedable generator: reference values, bounds, no bias.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/rng.h"

/* splitmix64 from 0 gives the published first outputs. */
static void test_splitmix_reference(void **state)
{
    (void)state;
    uint64_t s = 0;
    assert_int_equal(mz_splitmix64(&s), 0xe220a8397b1dcdafULL);
    assert_int_equal(mz_splitmix64(&s), 0x6e789e6aa1b965f4ULL);
    assert_int_equal(mz_splitmix64(&s), 0x06c45d188009454fULL);
}

static void test_same_seed_same_stream(void **state)
{
    (void)state;
    mz_rng a, b, c;
    mz_rng_seed(&a, 42);
    mz_rng_seed(&b, 42);
    mz_rng_seed(&c, 43);
    int differ = 0;
    for (int i = 0; i < 1000; i++) {
        uint64_t x = mz_rng_next(&a);
        assert_int_equal(x, mz_rng_next(&b));
        differ += x != mz_rng_next(&c);
    }
    assert_true(differ > 990);
}

static void test_zero_seed_is_fine(void **state)
{
    (void)state;
    mz_rng r;
    mz_rng_seed(&r, 0);
    uint64_t orr = 0;
    for (int i = 0; i < 10; i++)
        orr |= mz_rng_next(&r);
    assert_true(orr != 0);
}

/* below(n) stays in range and spreads evenly: chi-square over fixed seeds. */
static void test_below_uniform(void **state)
{
    (void)state;
    const uint32_t ns[] = {1, 2, 3, 4, 7, 10};
    mz_rng r;
    mz_rng_seed(&r, 7);
    for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++) {
        uint32_t n = ns[k];
        int counts[10] = {0};
        enum { DRAWS = 100000 };
        for (int i = 0; i < DRAWS; i++) {
            uint32_t v = mz_rng_below(&r, n);
            assert_true(v < n);
            counts[v]++;
        }
        double expect = (double)DRAWS / n, chi2 = 0;
        for (uint32_t i = 0; i < n; i++)
            chi2 += (counts[i] - expect) * (counts[i] - expect) / expect;
        /* At most 9 degrees of freedom: P(chi2 > 33) < 1e-4. */
        assert_true(chi2 < 33.0);
    }
}

/* A huge bound still gives values across its range. */
static void test_below_large(void **state)
{
    (void)state;
    mz_rng r;
    mz_rng_seed(&r, 9);
    uint32_t n = 3000000001u, hi = 0;
    for (int i = 0; i < 1000; i++) {
        uint32_t v = mz_rng_below(&r, n);
        assert_true(v < n);
        if (v > hi)
            hi = v;
    }
    assert_true(hi > n / 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_splitmix_reference), cmocka_unit_test(test_same_seed_same_stream),
        cmocka_unit_test(test_zero_seed_is_fine),  cmocka_unit_test(test_below_uniform),
        cmocka_unit_test(test_below_large),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
