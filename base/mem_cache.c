/* mem_cache: items kept across searches within a budget (mem_cache.h). A
 * table of chains by an XXH3 hash of kind and key, and one list from the
 * most to the least recently put. Lookups share a read lock and only mark
 * the item used; a put (the one writer) lets go of the oldest items not
 * used since it last passed them, and gives the others a second chance at
 * the front of the list (the clock algorithm: about LRU, without a write
 * to the list, nor a wait, on every lookup). The table holds a reference to each
 * of its items, and each mc_get or mc_put for its caller one more: an
 * item let go leaves the table and the list at once (its bytes no longer
 * counted), and whoever gives back its last reference frees it, without
 * the lock (a release is one atomic decrement). */
#include "base/mem_cache.h"

#include <pthread.h>
#include <stdatomic.h>
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
	atomic_uint refs; /* the table's, while it holds it, and its users' */
	atomic_bool used; /* looked up since a put last passed it */
	enum mc_kind kind;
	unsigned char key[]; /* klen bytes */
};
_Static_assert(sizeof(struct mc_item) + 2 * sizeof(void *) <= MC_ITEM_OVERHEAD,
	       "MC_ITEM_OVERHEAD counts an item's record and its slot");

struct mem_cache {
	pthread_rwlock_t lock;
	atomic_uint_fast64_t hits, misses;
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
	pthread_rwlock_init(&c->lock, NULL);
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
	pthread_rwlock_destroy(&c->lock);
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

/* Takes the item at *p out of the table and the list, and returns it: the
 * caller gives back the table's reference once the lock is released. */
static struct mc_item *let_go(struct mem_cache *c, struct mc_item **p)
{
	struct mc_item *it = *p;
	*p = it->chain;
	unlist(c, it);
	c->bytes -= charge(it);
	c->items--;
	c->st.bytes_of[it->kind] -= charge(it);
	c->st.items_of[it->kind]--;
	return it;
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
	pthread_rwlock_rdlock(&c->lock);
	struct mc_item *it = *slot_of(c, h, kind, key, klen);
	if (it) {
		atomic_fetch_add_explicit(&it->refs, 1, memory_order_relaxed);
		if (!atomic_load_explicit(&it->used, memory_order_relaxed))
			atomic_store_explicit(&it->used, true, memory_order_relaxed);
	}
	pthread_rwlock_unlock(&c->lock);
	atomic_fetch_add_explicit(it ? &c->hits : &c->misses, 1, memory_order_relaxed);
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
	(void)c;
	if (it && atomic_fetch_sub_explicit(&it->refs, 1, memory_order_acq_rel) == 1)
		item_free(it);
}

/* Gives back the table's reference of each item let go in gone (a chain
 * through `chain`). */
static void release_gone(struct mem_cache *c, struct mc_item *gone)
{
	for (struct mc_item *next; gone; gone = next) {
		next = gone->chain;
		mc_release(c, gone);
	}
}

/* Lets go of the least recently used items (but keep) until the budget
 * holds `need` more bytes: they are chained after gone, returned. */
static struct mc_item *make_room(struct mem_cache *c, size_t need, const struct mc_item *keep,
				 struct mc_item *gone)
{
	/* Each item used gets one second chance: at most one turn of the list. */
	size_t turns = c->items;
	while (c->oldest && c->bytes + need > c->budget) {
		struct mc_item *old = c->oldest;
		if (old == keep ||
		    (turns && atomic_exchange_explicit(&old->used, false, memory_order_relaxed))) {
			turns -= turns > 0;
			if (old == keep && c->items == 1)
				break;
			unlist(c, old);
			list_first(c, old);
			continue;
		}
		struct mc_item *g = let_go(c, slot_of(c, old->hash, old->kind, old->key, old->klen));
		g->chain = gone, gone = g;
		c->st.evicted++;
	}
	return gone;
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
			       .kind = kind};
	atomic_init(&it->refs, 1u + ref);
	atomic_init(&it->used, false);
	memcpy(it->key, key, klen);
	struct mc_item *gone = NULL, *g;
	pthread_rwlock_wrlock(&c->lock);
	struct mc_item **p = slot_of(c, it->hash, kind, key, klen);
	if (*p) {
		g = let_go(c, p);
		g->chain = gone, gone = g;
	}
	gone = make_room(c, charge(it), NULL, gone);
	p = &c->slots[it->hash & (c->nslots - 1)];
	it->chain = *p;
	*p = it;
	list_first(c, it);
	c->bytes += charge(it);
	c->items++;
	c->st.bytes_of[kind] += charge(it);
	c->st.items_of[kind]++;
	grow_slots(c);
	pthread_rwlock_unlock(&c->lock);
	release_gone(c, gone);
	return ref ? it : NULL;
}

void mc_resize(struct mem_cache *c, struct mc_item *it, size_t len)
{
	if (!c || !it)
		return;
	struct mc_item *gone = NULL;
	pthread_rwlock_wrlock(&c->lock);
	struct mc_item **p = slot_of(c, it->hash, it->kind, it->key, it->klen);
	if (*p == it) {
		/* Still held: counted at its new size, or let go when it no
		 * longer fits a quarter of the budget. */
		c->bytes -= charge(it);
		c->st.bytes_of[it->kind] -= charge(it);
		it->len = len;
		c->bytes += charge(it);
		c->st.bytes_of[it->kind] += charge(it);
		if (charge(it) > c->budget / 4) {
			gone = let_go(c, p);
			gone->chain = NULL;
			c->st.evicted++;
		} else {
			gone = make_room(c, 0, it, NULL);
		}
	}
	pthread_rwlock_unlock(&c->lock);
	release_gone(c, gone);
}

void mc_remove(struct mem_cache *c, enum mc_kind kind, const void *key, size_t klen)
{
	if (!c)
		return;
	uint64_t h = hash_of(kind, key, klen);
	pthread_rwlock_wrlock(&c->lock);
	struct mc_item **p = slot_of(c, h, kind, key, klen);
	struct mc_item *g = *p ? let_go(c, p) : NULL;
	pthread_rwlock_unlock(&c->lock);
	mc_release(c, g);
}

void mem_cache_stats(struct mem_cache *c, struct mc_stats *out)
{
	pthread_rwlock_rdlock(&c->lock);
	*out = c->st;
	out->budget = c->budget;
	out->bytes = c->bytes;
	out->items = c->items;
	pthread_rwlock_unlock(&c->lock);
	out->hits = atomic_load_explicit(&c->hits, memory_order_relaxed);
	out->misses = atomic_load_explicit(&c->misses, memory_order_relaxed);
}
