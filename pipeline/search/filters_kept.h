/* filters_kept: the index folder's filter file (stages/index/filters.h),
 * open, its records read and checked, that memgrep serve keeps from one request to the
 * next in its mem_cache (MC_FILTERS, within --cache-mb; docs/reference.md
 * §7, What it keeps), so that a request that leaves files unopened
 * (pipeline/search/skip.h) neither opens nor checks it again while it is
 * the same file: its stat (device, inode, size, modification and change
 * times) is taken on every request, and a file renamed in since (every
 * write of it is one) is loaded anew. The kept descriptor holds the old
 * file's inode, so a new file cannot take its number. What is found never
 * depends on it: each record is still checked against the walk's stat of
 * its session file. */
#ifndef MEMGREP_SEARCH_FILTERS_KEPT_H
#define MEMGREP_SEARCH_FILTERS_KEPT_H

#include <stdbool.h>

#include "base/mem_cache.h"
#include "stages/index/filters.h"
#include "stages/index/store.h"

struct filters_kept;

/* What holds a file taken: a reference to the cache's item, or the
 * request's own load (not kept: no cache, or over a quarter of its
 * budget, or renamed over while it was loaded). */
struct filters_held {
	struct mc_item *item;
	struct filters_kept *own;
};

/* The filter file of the store's folder, loaded and sound (IX_FILTERS_OK),
 * for lookups only (ix_filters_find; never noted nor saved), shared with
 * other requests: the one cache (or NULL) keeps when its stat has not
 * changed, else loaded now and kept when the budget allows. Held by *h
 * until filters_kept_give. NULL when the file is missing, damaged or of
 * another version (nothing held). */
struct ix_filters *filters_kept_take(struct mem_cache *cache, const struct ix_store *store,
				     struct filters_held *h);
/* Gives back what filters_kept_take gave; with bad (a lookup found a
 * damaged record: the file is written again) the kept copy is let go,
 * so that no later request reads it. */
void filters_kept_give(struct mem_cache *cache, const struct ix_store *store, struct filters_held *h,
		       bool bad);

#endif
