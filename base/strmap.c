/* strmap: XXH3-64 hashed, linear probing, grows at half load. */
#include "base/strmap.h"

#include <stdlib.h>
#include <string.h>

#include <xxhash.h>

#include "base/xalloc.h"

uint64_t strmap_hash(const char *s, size_t len)
{
	return XXH3_64bits(s, len);
}

static struct strmap_slot *find(struct strmap *m, const char *key, size_t len, uint64_t h)
{
	size_t i = (size_t)h & (m->cap - 1);
	while (m->slots[i].key &&
	       !(m->slots[i].hash == h && m->slots[i].len == len && memcmp(m->slots[i].key, key, len) == 0))
		i = (i + 1) & (m->cap - 1);
	return &m->slots[i];
}

void **strmap_slot(struct strmap *m, const char *key, size_t len)
{
	if ((m->n + 1) * 2 > m->cap) {
		struct strmap old = *m;
		m->cap = m->cap ? m->cap * 2 : 64;
		m->slots = xcalloc(m->cap, sizeof *m->slots);
		for (size_t i = 0; i < old.cap; i++)
			if (old.slots[i].key)
				*find(m, old.slots[i].key, old.slots[i].len, old.slots[i].hash) =
				    old.slots[i];
		free(old.slots);
	}
	uint64_t h = strmap_hash(key, len);
	struct strmap_slot *s = find(m, key, len, h);
	if (!s->key) {
		*s = (struct strmap_slot){key, len, h, NULL};
		m->n++;
	}
	return &s->value;
}

void *strmap_get(const struct strmap *m, const char *key, size_t len)
{
	if (!m->n)
		return NULL;
	struct strmap_slot *s = find((struct strmap *)m, key, len, strmap_hash(key, len));
	return s->key ? s->value : NULL;
}

void strmap_free(struct strmap *m)
{
	free(m->slots);
	m->slots = NULL;
	m->cap = m->n = 0;
}
