/* mem_cache: what a long-lived process (memgrep serve, docs/reference.md
 * §7) keeps in memory from one search to the next, within a budget of
 * bytes: items of a few kinds (compiled databases, index entries, and the
 * kinds other modules add), each found by its kind and a key of bytes,
 * the least recently used let go first when the budget is full (about:
 * the clock algorithm, mem_cache.c).
 *
 * The cache never decides whether an item is still right: the module that
 * puts an item keys it, or checks what it holds, so that what it gets is
 * what it would read or compile (an index entry is keyed by its file's
 * stat, a database by everything its compile depends on). What is found
 * never depends on the cache.
 *
 * Every item is counted at its bytes, its key's and the cache's own
 * structures for it (MC_ITEM_OVERHEAD), so the budget bounds the memory
 * it holds, but for the items in use when they were let go (freed when
 * their last user releases them).
 *
 * Safe on several threads at once: one mutex, held for the table's work
 * only (never while an item is read, compiled or freed); a release takes
 * no lock. A mem_cache is
 * owned by whoever made it (mem_cache_free); an item's data by the cache
 * (its free function) once put. Nothing here fails. */
#ifndef MEMGREP_MEM_CACHE_H
#define MEMGREP_MEM_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The kinds of item. A new one is one more value here, with its bytes
 * counted by whoever puts it, and its holder given the cache as the index
 * store is (engine_collect.cache, stages/index/store.h: ix_store.cache). */
enum mc_kind {
	MC_HSDB,  /* a compiled database, serialized (base/hs_cache.h) */
	MC_ENTRY, /* an index entry's bytes (stages/index/store.h) */
	/* The walk's folder listings (stages/index/dirs.h: an ix_dirs,
	 * loaded once from the index folder's `dirs` file, then kept up to
	 * date by the requests' walks), keyed by the index folder's path,
	 * counted at its bytes after each request (mc_resize), so that a
	 * request reads no unchanged folder and not the file
	 * (pipeline/search/dirs_kept.h). */
	MC_DIR,
	/* The index folder's filter file (stages/index/filters.h), mapped
	 * and checked, keyed by the folder's path, holding the stat of the
	 * file it was loaded from (pipeline/search/filters_kept.h), counted
	 * at the file's length. */
	MC_FILTERS,
	MC_NKINDS
};

/* What an item costs beyond its data and key: its record and its slot. */
enum { MC_ITEM_OVERHEAD = 96 };

struct mem_cache;
struct mc_item;

/* A cache of at most budget bytes (0: one that keeps nothing). */
struct mem_cache *mem_cache_new(size_t budget);
/* Frees every item; none may be in use. NULL is fine. */
void mem_cache_free(struct mem_cache *c);

/* The item of kind and key, made the most recently used, with a
 * reference the caller gives back with mc_release; NULL when there is
 * none (c NULL too). */
struct mc_item *mc_get(struct mem_cache *c, enum mc_kind kind, const void *key, size_t klen);
/* An item's data and its length (valid until it is released). */
const void *mc_data(const struct mc_item *it, size_t *len);
/* Gives back a reference of mc_get or mc_put. NULL is fine. */
void mc_release(struct mem_cache *c, struct mc_item *it);

/* Puts data (len bytes, freed with free_fn(data, len)) as the item of
 * kind and key (copied), replacing any other of that key, and lets go of
 * the least recently used items until the budget holds it. The cache
 * owns data from the call: when the item is larger than a quarter of the
 * budget, it is freed at once and NULL returned. Else the item, with a
 * reference for the caller (mc_release), when ref; NULL otherwise. */
struct mc_item *mc_put(struct mem_cache *c, enum mc_kind kind, const void *key, size_t klen, void *data,
		       size_t len, void (*free_fn)(void *data, size_t len), bool ref);
/* The item it (a reference the caller holds), whose data grew or shrank
 * to len bytes, counted so while the cache holds it: the least recently
 * used others let go until the budget holds it, or it let go when it is
 * larger than a quarter of the budget (its users keep it until they
 * release it). */
void mc_resize(struct mem_cache *c, struct mc_item *it, size_t len);
/* Lets go of the item of kind and key, if any. */
void mc_remove(struct mem_cache *c, enum mc_kind kind, const void *key, size_t klen);

/* What the cache holds and did since it was made. */
struct mc_stats {
	uint64_t budget, bytes, items;
	uint64_t bytes_of[MC_NKINDS], items_of[MC_NKINDS];
	uint64_t hits, misses, evicted;
};
void mem_cache_stats(struct mem_cache *c, struct mc_stats *out);

#endif
