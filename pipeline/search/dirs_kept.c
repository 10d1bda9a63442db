/* dirs_kept: folder listings kept across requests (dirs_kept.h). */
#include "pipeline/search/dirs_kept.h"

#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"

static void dirs_free(void *data, size_t len)
{
	(void)len;
	struct ix_dirs **d = data;
	ix_dirs_free(*d);
	free(d);
}

/* What the item is counted at: the listings' bytes, and the table's. */
static size_t cost(struct ix_dirs *d)
{
	return ix_dirs_bytes(d) + sizeof d;
}

struct ix_dirs *dirs_kept_take(struct mem_cache *cache, const struct ix_store *store, struct mc_item **it)
{
	size_t klen = strlen(store->dir);
	*it = mc_get(cache, MC_DIR, store->dir, klen);
	if (*it)
		return *(struct ix_dirs *const *)mc_data(*it, NULL);
	struct ix_dirs **d = xmalloc(sizeof *d);
	*d = ix_dirs_new();
	(void)ix_dirs_load(*d, store); /* damaged: written anew */
	struct ix_dirs *dirs = *d;
	*it = mc_put(cache, MC_DIR, store->dir, klen, d, cost(dirs), dirs_free, true);
	return *it ? dirs : NULL; /* over a quarter of the budget: freed */
}

void dirs_kept_give(struct mem_cache *cache, struct mc_item *it)
{
	if (!it)
		return;
	mc_resize(cache, it, cost(*(struct ix_dirs *const *)mc_data(it, NULL)));
	mc_release(cache, it);
}
