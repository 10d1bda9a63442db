/* Tests of base/xalloc.c's arena (strings packed at any byte, other
 * allocations 16-aligned, before and after packing) and base/keysort.c
 * (the in-place sort of dedup keys, against qsort). */
#include "unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/keysort.h"

static int cmp_ptr_int(const void *x, const void *y)
{
	const struct keyed_ptr *a = x, *b = y;
	int p = *(const int *)a->ptr, q = *(const int *)b->ptr;
	return (p > q) - (p < q);
}

static int cmp_pair(const void *x, const void *y)
{
	const struct keyed_ptr *a = x, *b = y;
	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return cmp_ptr_int(x, y);
}

/* Sizes around the insertion cutoff and large ones, keys from few (long
 * runs of one key: a uuid copied in many files) to many; each result is
 * qsort's of (key, value). */
static void test_keysort(void **state)
{
	(void)state;
	static const size_t sizes[] = {0, 1, 2, 15, 16, 17, 33, 1000, 100000};
	static const unsigned spreads[] = {1, 3, 50, 1000000};
	unsigned seed = 1;
	for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
		for (size_t k = 0; k < sizeof spreads / sizeof *spreads; k++) {
			size_t n = sizes[s];
			int *vals = xmalloc((n + 1) * sizeof *vals);
			struct keyed_ptr *v = xmalloc((n + 1) * sizeof *v), *w = xmalloc((n + 1) * sizeof *w);
			for (size_t i = 0; i < n; i++) {
				seed = seed * 1103515245u + 12345u;
				vals[i] = (int)(i % 7);
				v[i] = w[i] = (struct keyed_ptr){(seed >> 8) % spreads[k], &vals[i]};
			}
			keysort(v, n, cmp_ptr_int);
			qsort(w, n, sizeof *w, cmp_pair);
			for (size_t i = 0; i < n; i++) {
				assert_int_equal(v[i].key, w[i].key);
				assert_int_equal(*(int *)v[i].ptr, *(int *)w[i].ptr);
			}
			free(vals);
			free(v);
			free(w);
		}
	}
	/* Sorted and reversed inputs. */
	enum { N = 5000 };
	struct keyed_ptr *v = xmalloc(N * sizeof *v);
	int one = 0;
	for (size_t i = 0; i < N; i++)
		v[i] = (struct keyed_ptr){N - i, &one};
	keysort(v, N, cmp_ptr_int);
	for (size_t i = 0; i < N; i++)
		assert_int_equal(v[i].key, i + 1);
	keysort(v, N, cmp_ptr_int);
	for (size_t i = 0; i < N; i++)
		assert_int_equal(v[i].key, i + 1);
	free(v);
}

/* Strings take their bytes only; an allocation after one is 16-aligned;
 * packing keeps every string and the alignment. */
static void test_arena_strings(void **state)
{
	(void)state;
	struct arena a = {0};
	char *s[200];
	uint64_t *n[200];
	for (int i = 0; i < 200; i++) {
		char buf[64];
		int len = snprintf(buf, sizeof buf, "%08x-uuid-%d", i * 7919, i);
		s[i] = arena_strndup(&a, buf, (size_t)len);
		n[i] = arena_alloc(&a, sizeof *n[i] * (size_t)(i % 3 + 1));
		assert_int_equal((uintptr_t)n[i] % 16, 0);
		*n[i] = (uint64_t)i;
	}
	/* Two strings side by side take their lengths and NULs. */
	char *x = arena_strndup(&a, "abc", 3), *y = arena_strndup(&a, "de", 2);
	assert_ptr_equal(y, x + 4);
	struct arena_pack pk;
	arena_reserve(&a, 1u << 16); /* room enough for packing to pay */
	assert_true(arena_pack_begin(&a, &pk));
	for (int i = 0; i < 200; i++) {
		s[i] = arena_pack_move(&pk, s[i]);
		n[i] = arena_pack_move(&pk, n[i]);
	}
	x = arena_pack_move(&pk, x);
	arena_pack_end(&pk);
	for (int i = 0; i < 200; i++) {
		char buf[64];
		snprintf(buf, sizeof buf, "%08x-uuid-%d", i * 7919, i);
		assert_string_equal(s[i], buf);
		assert_int_equal((uintptr_t)n[i] % 16, 0);
		assert_int_equal(*n[i], (uint64_t)i);
	}
	assert_string_equal(x, "abc");
	assert_string_equal(x + 4, "de");
	/* What is added after a pack starts a small block, not one twice the
	 * packed one's size (rank adds a string or two to each file's). */
	size_t packed = arena_held(&a);
	assert_true(packed > 4096);
	assert_non_null(arena_strndup(&a, "2025-01-02T03:04:05.678Z", 24));
	assert_true(arena_held(&a) <= packed + 256);
	arena_free(&a);
}

const struct CMUnitTest alloc_tests[] = {
    cmocka_unit_test(test_keysort),
    cmocka_unit_test(test_arena_strings),
};

const size_t alloc_tests_n = sizeof alloc_tests / sizeof alloc_tests[0];
