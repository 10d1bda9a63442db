/* sqlite_seen: the sessions of SQLite databases, each database listed once
 * (sqlite_seen.h). */
#include "sources/sqlite_seen.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "base/strmap.h"
#include "base/xalloc.h"
#include "sources/source.h"
#include "sources/sqlite_src.h"

/* One database: its path, whether it could be listed, and its sessions'
 * stats by id. */
struct db {
	char *path;
	enum sqlite_seen_is is; /* SQLITE_SEEN_THERE: listed */
	struct stat st;
	struct strmap ids;
	struct arena keys;
};

struct sqlite_seen {
	struct db *dbs;
	size_t n, cap;
};

struct sqlite_seen *sqlite_seen_new(void)
{
	return xcalloc(1, sizeof(struct sqlite_seen));
}

void sqlite_seen_free(struct sqlite_seen *s)
{
	if (!s)
		return;
	for (size_t i = 0; i < s->n; i++) {
		struct db *d = &s->dbs[i];
		for (size_t k = 0; k < d->ids.cap; k++)
			if (d->ids.slots[k].key)
				free(d->ids.slots[k].value);
		strmap_free(&d->ids);
		arena_free(&d->keys);
		free(d->path);
	}
	free(s->dbs);
	free(s);
}

static void on_session(void *arg, const struct sqlite_src_session *ss)
{
	struct db *d = arg;
	struct sbuf path = {0};
	sbuf_printf(&path, "%s%c%s", d->path, SQLITE_SRC_SEP, ss->id);
	struct stat *st = xmalloc(sizeof *st);
	sqlite_src_stat(&d->st, path.data, ss, st);
	sbuf_free(&path);
	size_t n = strlen(ss->id);
	void **slot = strmap_slot(&d->ids, arena_strndup(&d->keys, ss->id, n), n);
	free(*slot);
	*slot = st;
}

/* The database at path, listed when first asked about. */
static struct db *db_of(struct sqlite_seen *s, const char *path)
{
	for (size_t i = 0; i < s->n; i++)
		if (strcmp(s->dbs[i].path, path) == 0)
			return &s->dbs[i];
	xgrow((void **)&s->dbs, &s->cap, s->n + 1, sizeof *s->dbs);
	struct db *d = &s->dbs[s->n++];
	memset(d, 0, sizeof *d);
	d->path = xstrdup(path);
	const struct source *src = source_sqlite_of(path, ~0u);
	struct mg_error err;
	if (!src)
		d->is = SQLITE_SEEN_NOT_SESSION;
	else if (stat(path, &d->st) != 0)
		d->is = errno == ENOENT || errno == ENOTDIR ? SQLITE_SEEN_GONE : SQLITE_SEEN_UNKNOWN;
	else if (sqlite_src_list(path, src->list_sql, on_session, d, &err) != 0)
		d->is = SQLITE_SEEN_UNKNOWN;
	else
		d->is = SQLITE_SEEN_THERE;
	return d;
}

enum sqlite_seen_is sqlite_seen_find(struct sqlite_seen *s, const char *path, struct stat *st)
{
	char *dbpath;
	const char *id;
	if (!sqlite_src_split(path, &dbpath, &id))
		return SQLITE_SEEN_NOT_SESSION;
	struct db *d = db_of(s, dbpath);
	free(dbpath);
	if (d->is != SQLITE_SEEN_THERE)
		return d->is;
	const struct stat *got = strmap_get(&d->ids, id, strlen(id));
	if (!got)
		return SQLITE_SEEN_GONE;
	*st = *got;
	return SQLITE_SEEN_THERE;
}
