/* Unit tests for base/mem_cache: an item put is found by its kind and key
 * (not by another kind's same key); a put of the same key replaces; the
 * least recently used go first and the bytes counted stay within the
 * budget; an item let go while in use is freed by its last release; one
 * over a quarter of the budget is not kept; a budget of 0 keeps nothing;
 * an item resized is counted at its new size, the others let go to make
 * room, or it is let go when too large; threads at once. */
#include "tests/unit/unit.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/mem_cache.h"

static int freed;

static void count_free(void *data, size_t len)
{
	(void)len;
	freed++;
	free(data);
}

static void *bytes(size_t n, int c)
{
	void *p = xmalloc(n);
	memset(p, c, n);
	return p;
}

static void test_put_get(void **state)
{
	(void)state;
	struct mem_cache *c = mem_cache_new(1 << 20);
	freed = 0;
	assert_null(mc_get(c, MC_ENTRY, "a", 1));
	assert_null(mc_put(c, MC_ENTRY, "a", 1, bytes(100, 'x'), 100, count_free, false));
	assert_null(mc_get(c, MC_HSDB, "a", 1)); /* another kind */
	struct mc_item *it = mc_get(c, MC_ENTRY, "a", 1);
	assert_non_null(it);
	size_t len;
	const char *d = mc_data(it, &len);
	assert_int_equal(len, 100);
	assert_int_equal(d[99], 'x');
	mc_release(c, it);
	/* The same key again: replaced, the old one freed. */
	mc_put(c, MC_ENTRY, "a", 1, bytes(50, 'y'), 50, count_free, false);
	assert_int_equal(freed, 1);
	it = mc_get(c, MC_ENTRY, "a", 1);
	assert_int_equal(((const char *)mc_data(it, &len))[0], 'y');
	assert_int_equal(len, 50);
	mc_release(c, it);
	struct mc_stats st;
	mem_cache_stats(c, &st);
	assert_int_equal(st.items, 1);
	assert_int_equal(st.items_of[MC_ENTRY], 1);
	assert_int_equal(st.bytes_of[MC_ENTRY], 50 + 1 + MC_ITEM_OVERHEAD);
	assert_int_equal(st.hits, 2);
	assert_int_equal(st.misses, 2);
	mc_remove(c, MC_ENTRY, "a", 1);
	assert_null(mc_get(c, MC_ENTRY, "a", 1));
	assert_int_equal(freed, 2);
	mem_cache_free(c);
}

static void test_lru_budget(void **state)
{
	(void)state;
	size_t budget = 64 << 10;
	struct mem_cache *c = mem_cache_new(budget);
	freed = 0;
	char key[16];
	for (int i = 0; i < 100; i++) {
		snprintf(key, sizeof key, "k%d", i);
		mc_put(c, MC_ENTRY, key, strlen(key), bytes(4000, i), 4000, count_free, false);
		/* k0 used after each put: never the least recently used. */
		mc_release(c, mc_get(c, MC_ENTRY, "k0", 2));
		struct mc_stats st;
		mem_cache_stats(c, &st);
		assert_true(st.bytes <= budget);
	}
	struct mc_stats st;
	mem_cache_stats(c, &st);
	assert_true(st.evicted > 80);
	assert_int_equal(freed, (int)st.evicted);
	assert_true(st.items >= 10);
	struct mc_item *it = mc_get(c, MC_ENTRY, "k0", 2);
	assert_non_null(it);
	mc_release(c, it);
	assert_null(mc_get(c, MC_ENTRY, "k1", 2));
	it = mc_get(c, MC_ENTRY, "k99", 3);
	assert_non_null(it);
	mc_release(c, it);
	mem_cache_free(c);
	assert_int_equal(freed, 100);
}

static void test_in_use(void **state)
{
	(void)state;
	struct mem_cache *c = mem_cache_new(1 << 20);
	freed = 0;
	struct mc_item *it = mc_put(c, MC_ENTRY, "a", 1, bytes(10, 'a'), 10, count_free, true);
	assert_non_null(it);
	mc_remove(c, MC_ENTRY, "a", 1);
	assert_int_equal(freed, 0); /* still read */
	assert_int_equal(((const char *)mc_data(it, NULL))[9], 'a');
	struct mc_stats st;
	mem_cache_stats(c, &st);
	assert_int_equal(st.items, 0);
	mc_release(c, it);
	assert_int_equal(freed, 1);
	mem_cache_free(c);
}

static void test_too_large(void **state)
{
	(void)state;
	struct mem_cache *c = mem_cache_new(4000);
	freed = 0;
	assert_null(mc_put(c, MC_ENTRY, "a", 1, bytes(1000, 'a'), 1000, count_free, true));
	assert_int_equal(freed, 1);
	assert_null(mc_get(c, MC_ENTRY, "a", 1));
	mem_cache_free(c);
	c = mem_cache_new(0);
	assert_null(mc_put(c, MC_ENTRY, "a", 1, bytes(1, 'a'), 1, count_free, false));
	assert_int_equal(freed, 2);
	mem_cache_free(c);
	/* No cache at all. */
	assert_null(mc_get(NULL, MC_ENTRY, "a", 1));
	assert_null(mc_put(NULL, MC_ENTRY, "a", 1, bytes(1, 'a'), 1, count_free, false));
	assert_int_equal(freed, 3);
	mc_release(NULL, NULL);
	mem_cache_free(NULL);
}

static void test_resize(void **state)
{
	(void)state;
	size_t budget = 128 << 10;
	struct mem_cache *c = mem_cache_new(budget);
	freed = 0;
	char key[16];
	for (int i = 0; i < 25; i++) {
		snprintf(key, sizeof key, "k%d", i);
		mc_put(c, MC_ENTRY, key, strlen(key), bytes(4000, i), 4000, count_free, false);
	}
	struct mc_item *it = mc_put(c, MC_DIR, "d", 1, bytes(100, 'd'), 100, count_free, true);
	struct mc_stats st;
	mem_cache_stats(c, &st);
	assert_int_equal(st.bytes_of[MC_DIR], 100 + 1 + MC_ITEM_OVERHEAD);
	assert_int_equal(st.evicted, 0);
	/* Grown to 30000 bytes (its data's length is the caller's count): the
	 * least recently used others go. */
	mc_resize(c, it, 30000);
	mem_cache_stats(c, &st);
	assert_int_equal(st.bytes_of[MC_DIR], 30000 + 1 + MC_ITEM_OVERHEAD);
	assert_true(st.bytes <= budget);
	assert_true(st.evicted > 0);
	assert_null(mc_get(c, MC_ENTRY, "k0", 2));
	struct mc_item *again = mc_get(c, MC_DIR, "d", 1);
	assert_ptr_equal(again, it);
	mc_release(c, again);
	/* Over a quarter of the budget: let go, still readable by its user. */
	int before = freed;
	mc_resize(c, it, budget / 2);
	assert_null(mc_get(c, MC_DIR, "d", 1));
	assert_int_equal(((const char *)mc_data(it, NULL))[0], 'd');
	assert_int_equal(freed, before);
	mc_release(c, it);
	assert_int_equal(freed, before + 1);
	mem_cache_stats(c, &st);
	assert_int_equal(st.bytes_of[MC_DIR], 0);
	mem_cache_free(c);
}

static void plain_free(void *data, size_t len)
{
	(void)len;
	free(data);
}

static void *hammer(void *arg)
{
	struct mem_cache *c = arg;
	char key[16];
	for (int i = 0; i < 20000; i++) {
		snprintf(key, sizeof key, "%d", i % 300);
		struct mc_item *it = mc_get(c, MC_ENTRY, key, strlen(key));
		if (it) {
			size_t len;
			const unsigned char *d = mc_data(it, &len);
			assert_int_equal(d[len - 1], (unsigned char)(i % 300));
			mc_release(c, it);
		} else {
			mc_put(c, MC_ENTRY, key, strlen(key), bytes(1000, i % 300), 1000, plain_free, false);
		}
		if (i % 97 == 0)
			mc_remove(c, MC_ENTRY, key, strlen(key));
	}
	return NULL;
}

static void test_threads(void **state)
{
	(void)state;
	struct mem_cache *c = mem_cache_new(100 << 10);
	pthread_t t[4];
	for (int i = 0; i < 4; i++)
		pthread_create(&t[i], NULL, hammer, c);
	for (int i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
	struct mc_stats st;
	mem_cache_stats(c, &st);
	assert_true(st.bytes <= 100 << 10);
	mem_cache_free(c);
}

const struct CMUnitTest mem_cache_tests[] = {
    cmocka_unit_test(test_put_get),   cmocka_unit_test(test_lru_budget), cmocka_unit_test(test_in_use),
    cmocka_unit_test(test_too_large), cmocka_unit_test(test_resize),	 cmocka_unit_test(test_threads),
};

const size_t mem_cache_tests_n = sizeof mem_cache_tests / sizeof mem_cache_tests[0];
