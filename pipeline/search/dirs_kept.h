/* dirs_kept: the folder listings (stages/index/dirs.h) that memgrep serve
 * keeps from one request to the next in its mem_cache (MC_DIR, within
 * --cache-mb; docs/reference.md §7, What it keeps), so that a request's
 * walk reads no folder that has not changed since (every file is still
 * stat'ed: what is found never depends on them). */
#ifndef MEMGREP_SEARCH_DIRS_KEPT_H
#define MEMGREP_SEARCH_DIRS_KEPT_H

#include "base/mem_cache.h"
#include "stages/index/dirs.h"
#include "stages/index/store.h"

/* The listings kept in cache for the store's folder, made (and loaded from
 * its `dirs` file) when there are none: held by *it until dirs_kept_give.
 * Several runs at once may share them (an ix_dirs has its lock). NULL
 * when they cannot be kept (over a quarter of the budget). */
struct ix_dirs *dirs_kept_take(struct mem_cache *cache, const struct ix_store *store, struct mc_item **it);
/* Gives back what dirs_kept_take took, counted at the bytes it now holds. */
void dirs_kept_give(struct mem_cache *cache, struct mc_item *it);

#endif
