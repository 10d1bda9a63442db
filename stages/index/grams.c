/* grams: a placeholder that never prunes until the filters land (issue
 * 32): every group may match in every block. */
#include "stages/index/grams.h"

#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"

struct gram_set {
	size_t n;
};

struct gram_set *gram_set_new(void)
{
	return xcalloc(1, sizeof(struct gram_set));
}

void gram_set_free(struct gram_set *s)
{
	free(s);
}

void gram_set_reset(struct gram_set *s)
{
	s->n = 0;
}

void gram_set_add(struct gram_set *s, const char *text, size_t len)
{
	(void)s;
	(void)text;
	(void)len;
}

size_t gram_set_count(const struct gram_set *s)
{
	return s->n;
}

size_t gram_bloom_bytes(size_t n)
{
	return n ? 8 : 0;
}

void gram_bloom_write(const struct gram_set *s, uint8_t *bloom, size_t nbytes)
{
	(void)s;
	memset(bloom, 0xff, nbytes);
}

struct gram_query *gram_query_new(const struct match_opts *o)
{
	(void)o;
	return NULL;
}

void gram_query_free(struct gram_query *q)
{
	free(q);
}

uint64_t gram_query_groups(const struct gram_query *q, const uint8_t *bloom, size_t nbytes)
{
	(void)q;
	(void)bloom;
	(void)nbytes;
	return ~(uint64_t)0;
}
