/* u64set: open addressing over a power-of-two table of keys, 0 meaning
 * empty (key 0 is kept as 1: a set may then answer yes for 0 and 1 alike,
 * which its users, who keep hashes, can take). */
#include "base/u64set.h"

#include <stdlib.h>

#include <ck_pr.h>

#include "base/xalloc.h"

struct u64set {
	uint64_t *slots;
	size_t mask;
};

struct u64set *u64set_new(size_t cap)
{
	size_t n = 16;
	while (n < 2 * cap)
		n *= 2;
	struct u64set *s = xmalloc(sizeof *s);
	s->slots = xcalloc(n, sizeof *s->slots);
	s->mask = n - 1;
	return s;
}

void u64set_free(struct u64set *s)
{
	if (s) {
		free(s->slots);
		free(s);
	}
}

bool u64set_add(struct u64set *s, uint64_t key)
{
	key = key ? key : 1;
	for (size_t i = 0, at = (size_t)key & s->mask; i <= s->mask; i++, at = (at + 1) & s->mask) {
		uint64_t seen = ck_pr_load_64(&s->slots[at]);
		if (seen == key)
			return true;
		if (seen == 0 && ck_pr_cas_64_value(&s->slots[at], 0, key, &seen))
			return true;
		if (seen == key)
			return true; /* another thread put it there first */
	}
	return false;
}

bool u64set_has(const struct u64set *s, uint64_t key)
{
	key = key ? key : 1;
	for (size_t i = 0, at = (size_t)key & s->mask; i <= s->mask; i++, at = (at + 1) & s->mask) {
		uint64_t seen = ck_pr_load_64((uint64_t *)&s->slots[at]);
		if (seen == key)
			return true;
		if (seen == 0)
			return false;
	}
	return false;
}
