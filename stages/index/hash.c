/* index hash: XXH3 in steps and in one call (hash.h). */
#include "stages/index/hash.h"

#include <stdio.h>
#include <stdlib.h>

#include <xxhash.h>

#include "base/xalloc.h"

struct ix_hasher {
	XXH3_state_t *st;
};

struct ix_hasher *ix_hasher_new(void)
{
	struct ix_hasher *h = xmalloc(sizeof *h);
	h->st = XXH3_createState();
	if (!h->st) {
		fputs("memgrep: out of memory (a hash state)\n", stderr);
		abort();
	}
	XXH3_64bits_reset(h->st);
	return h;
}

void ix_hasher_free(struct ix_hasher *h)
{
	if (h) {
		XXH3_freeState(h->st);
		free(h);
	}
}

void ix_hasher_reset(struct ix_hasher *h)
{
	XXH3_64bits_reset(h->st);
}

void ix_hasher_add(struct ix_hasher *h, const void *p, size_t n)
{
	if (n)
		XXH3_64bits_update(h->st, p, n);
}

uint64_t ix_hasher_digest(const struct ix_hasher *h)
{
	return XXH3_64bits_digest(h->st);
}

uint64_t ix_line_hash(const void *p, size_t n)
{
	return XXH3_64bits(p, n);
}
