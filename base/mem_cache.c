/* mem_cache: items kept across searches within a budget (mem_cache.h). A
 * table of chains by an XXH3 hash of kind and key, and one list from the
 * most to the least recently used. An item let go while in use leaves the
 * table and the list at once (its bytes no longer counted) and is freed
 * by its last release. */
#include "base/mem_cache.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <xxhash.h>

#include "base/xalloc.h"

struct mc_item {
	struct mc_item *chain;	       /* the next of its slot */
	struct mc_item *newer, *older; /* the list */
	uint64_t hash;
	void *data;
	size_t len, klen;
	void (*free_fn)(void *, size_t);
	unsigned refs;
	bool held; /* in the table (else let go, waiting for its last release) */
	enum mc_kind kind;
	unsigned char key[]; /* klen bytes */
};
_Static_assert(sizeof(struct mc_item) + 2 * sizeof(void *) <= MC_ITEM_OVERHEAD,
	       "MC_ITEM_OVERHEAD counts an item's record and its slot");

struct mem_cache {
	pthread_mutex_t lock;
	size_t budget, bytes;
	struct mc_item **slots;
	size_t nslots, items;
	struct mc_item *newest, *oldest;
	struct mc_stats st;
};

static size_t charge(const struct mc_item *it)
{
	return it->len + it->klen + MC_ITEM_OVERHEAD;
}

struct mem_cache *mem_cache_new(size_t budget)
{
	struct mem_cache *c = xcalloc(1, sizeof *c);
	pthread_mutex_init(&c->lock, NULL);
	c->budget = budget;
	c->nslots = 1024;
	c->slots = xcalloc(c->nslots, sizeof *c->slots);
	c->bytes = c->nslots * sizeof *c->slots;
	return c;
}

static void item_free(struct mc_item *it)
{
	if (it->free_fn)
		it->free_fn(it->data, it->len);
	free(it);
}

void mem_cache_free(struct mem_cache *c)
{
	if (!c)
		return;
	for (struct mc_item *it = c->newest, *next; it; it = next) {
		next = it->older;
		item_free(it);
	}
	free(c->slots);
	pthread_mutex_destroy(&c->lock);
	free(c);
}

static uint64_t hash_of(enum mc_kind kind, const void *key, size_t klen)
{
	return XXH3_64bits_withSeed(key, klen, (uint64_t)kind + 1);
}

static struct mc_item **slot_of(struct mem_cache *c, uint64_t h, enum mc_kind kind, const void *key,
				size_t klen)
{
	struct mc_item **p = &c->slots[h & (c->nslots - 1)];
	while (*p && !((*p)->hash == h && (*p)->kind == kind && (*p)->klen == klen &&
		       memcmp((*p)->key, key, klen) == 0))
		p = &(*p)->chain;
	return p;
}

static void unlist(struct mem_cache *c, struct mc_item *it)
{
	if (it->newer)
		it->newer->older = it->older;
	else
		c->newest = it->older;
	if (it->older)
		it->older->newer = it->newer;
	else
		c->oldest = it->newer;
	it->newer = it->older = NULL;
}

static void list_first(struct mem_cache *c, struct mc_item *it)
{
	it->older = c->newest;
	it->newer = NULL;
	if (c->newest)
		c->newest->newer = it;
	c->newest = it;
	if (!c->oldest)
		c->oldest = it;
}

/* Takes the item at *p out of the table and the list: returns it when it
 * is to be freed now (no one uses it), else NULL (its last release will). */
static struct mc_item *let_go(struct mem_cache *c, struct mc_item **p)
{
	struct mc_item *it = *p;
	*p = it->chain;
	unlist(c, it);
	it->held = false;
	c->bytes -= charge(it);
	c->items--;
	c->st.bytes_of[it->kind] -= charge(it);
	c->st.items_of[it->kind]--;
	return it->refs ? NULL : it;
}

/* Doubles the slots when the items outnumber them (their bytes counted). */
static void grow_slots(struct mem_cache *c)
{
	if (c->items < c->nslots)
		return;
	size_t n = c->nslots * 2;
	struct mc_item **slots = xcalloc(n, sizeof *slots);
	for (size_t i = 0; i < c->nslots; i++)
		for (struct mc_item *it = c->slots[i], *next; it; it = next) {
			next = it->chain;
			it->chain = slots[it->hash & (n - 1)];
			slots[it->hash & (n - 1)] = it;
		}
	free(c->slots);
	c->bytes += (n - c->nslots) * sizeof *slots;
	c->slots = slots;
	c->nslots = n;
}

struct mc_item *mc_get(struct mem_cache *c, enum mc_kind kind, const void *key, size_t klen)
{
	if (!c)
		return NULL;
	uint64_t h = hash_of(kind, key, klen);
	pthread_mutex_lock(&c->lock);
	struct mc_item *it = *slot_of(c, h, kind, key, klen);
	if (it) {
		it->refs++;
		unlist(c, it);
		list_first(c, it);
		c->st.hits++;
	} else {
		c->st.misses++;
	}
	pthread_mutex_unlock(&c->lock);
	return it;
}

const void *mc_data(const struct mc_item *it, size_t *len)
{
	if (len)
		*len = it->len;
	return it->data;
}

void mc_release(struct mem_cache *c, struct mc_item *it)
{
	if (!it)
		return;
	pthread_mutex_lock(&c->lock);
	bool last = --it->refs == 0 && !it->held;
	pthread_mutex_unlock(&c->lock);
	if (last)
		item_free(it);
}

/* Frees the items in *gone (a chain through `chain`). */
static void free_gone(struct mc_item *gone)
{
	for (struct mc_item *next; gone; gone = next) {
		next = gone->chain;
		item_free(gone);
	}
}

struct mc_item *mc_put(struct mem_cache *c, enum mc_kind kind, const void *key, size_t klen, void *data,
		       size_t len, void (*free_fn)(void *data, size_t len), bool ref)
{
	if (!c || len + klen + MC_ITEM_OVERHEAD > c->budget / 4) {
		if (free_fn)
			free_fn(data, len);
		return NULL;
	}
	struct mc_item *it = xmalloc(sizeof *it + klen);
	*it = (struct mc_item){.hash = hash_of(kind, key, klen),
			       .data = data,
			       .len = len,
			       .klen = klen,
			       .free_fn = free_fn,
			       .refs = ref,
			       .held = true,
			       .kind = kind};
	memcpy(it->key, key, klen);
	struct mc_item *gone = NULL, *g;
	pthread_mutex_lock(&c->lock);
	struct mc_item **p = slot_of(c, it->hash, kind, key, klen);
	if (*p && (g = let_go(c, p)))
		g->chain = gone, gone = g;
	while (c->oldest && c->bytes + charge(it) > c->budget) {
		struct mc_item *old = c->oldest;
		if ((g = let_go(c, slot_of(c, old->hash, old->kind, old->key, old->klen))))
			g->chain = gone, gone = g;
		c->st.evicted++;
	}
	p = &c->slots[it->hash & (c->nslots - 1)];
	it->chain = *p;
	*p = it;
	list_first(c, it);
	c->bytes += charge(it);
	c->items++;
	c->st.bytes_of[kind] += charge(it);
	c->st.items_of[kind]++;
	grow_slots(c);
	pthread_mutex_unlock(&c->lock);
	free_gone(gone);
	return ref ? it : NULL;
}

void mc_remove(struct mem_cache *c, enum mc_kind kind, const void *key, size_t klen)
{
	if (!c)
		return;
	uint64_t h = hash_of(kind, key, klen);
	pthread_mutex_lock(&c->lock);
	struct mc_item **p = slot_of(c, h, kind, key, klen);
	struct mc_item *g = *p ? let_go(c, p) : NULL;
	pthread_mutex_unlock(&c->lock);
	if (g)
		item_free(g);
}

void mem_cache_stats(struct mem_cache *c, struct mc_stats *out)
{
	pthread_mutex_lock(&c->lock);
	*out = c->st;
	out->budget = c->budget;
	out->bytes = c->bytes;
	out->items = c->items;
	pthread_mutex_unlock(&c->lock);
}
