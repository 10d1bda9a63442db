/* filters_kept: the filter file kept across requests (filters_kept.h). */
#include "pipeline/search/filters_kept.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/index_names.h"
#include "base/xalloc.h"

/* A kept file: its filters (loaded through the item's own store, which
 * is only the folder's name: ix_filters reads nothing else once
 * loaded), and the stat of the file they were loaded from. */
struct filters_kept {
	struct ix_store store;
	struct ix_filters *f;
	struct ix_key key; /* the file's stat (ix_key_of: the same bytes while equal, as
			    * the file is only ever renamed in, never written in place) */
};

static bool key_of(const char *dir, struct ix_key *k)
{
	struct sbuf path = {0};
	sbuf_printf(&path, "%s/" IX_FILTERS_NAME, dir);
	struct stat st;
	bool ok = lstat(path.data, &st) == 0 && S_ISREG(st.st_mode);
	sbuf_free(&path);
	memset(k, 0, sizeof *k);
	if (ok)
		*k = ix_key_of(&st);
	return ok;
}

static void kept_free(void *data, size_t len)
{
	(void)len;
	struct filters_kept *k = data;
	ix_filters_free(k->f);
	free(k->store.dir);
	free(k);
}

/* The file loaded now, as a kept one (not yet put), with its stat when
 * keyed (else, or when it was renamed over while it was loaded, a key
 * that matches no file); NULL when it is not sound. */
static struct filters_kept *load(const char *dir, bool keyed)
{
	struct filters_kept *k = xcalloc(1, sizeof *k);
	k->store.dir = xstrdup(dir);
	k->store.fd = -1;
	k->f = ix_filters_open(&k->store);
	struct ix_key after;
	bool before = keyed && key_of(dir, &k->key);
	if (ix_filters_load(k->f) != IX_FILTERS_OK) {
		kept_free(k, 0);
		return NULL;
	}
	/* Renamed over between the stat and the load: which file was
	 * loaded is not known, so its key never matches (it is used for
	 * this request only). */
	if (!before || !key_of(dir, &after) || !ix_key_eq(&k->key, &after))
		memset(&k->key, 0, sizeof k->key);
	return k;
}

struct ix_filters *filters_kept_take(struct mem_cache *cache, const struct ix_store *store,
				     struct filters_held *h)
{
	size_t klen = strlen(store->dir);
	*h = (struct filters_held){mc_get(cache, MC_FILTERS, store->dir, klen), NULL};
	if (h->item) {
		const struct filters_kept *k = mc_data(h->item, NULL);
		struct ix_key now;
		if (key_of(store->dir, &now) && ix_key_eq(&now, &k->key))
			return k->f;
		/* Another file now, or none: let go, replaced below when the
		 * new one is sound. */
		mc_release(cache, h->item);
		mc_remove(cache, MC_FILTERS, store->dir, klen);
		h->item = NULL;
	}
	struct filters_kept *k = load(store->dir, cache != NULL);
	if (!k)
		return NULL;
	/* What it holds in memory (the filters are read from the file,
	 * kept open, as they are looked up), and its own. Past a quarter
	 * of the budget mc_put would free it at once: the request keeps it
	 * to itself. */
	size_t cost = ix_filters_memory(k->f) + sizeof *k;
	struct mc_stats cs = {0};
	if (cache)
		mem_cache_stats(cache, &cs);
	if (k->key.ino && cost + klen + MC_ITEM_OVERHEAD <= cs.budget / 4)
		h->item = mc_put(cache, MC_FILTERS, store->dir, klen, k, cost, kept_free, true);
	else
		h->own = k;
	return k->f;
}

void filters_kept_give(struct mem_cache *cache, const struct ix_store *store, struct filters_held *h,
		       bool bad)
{
	if (h->own)
		kept_free(h->own, 0);
	if (h->item)
		mc_release(cache, h->item);
	/* Let go after the release: when it was the last reference (the
	 * item was already replaced), the key names another item, which
	 * is loaded again. */
	if (bad && h->item)
		mc_remove(cache, MC_FILTERS, store->dir, strlen(store->dir));
	*h = (struct filters_held){NULL, NULL};
}
