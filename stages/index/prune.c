/* index prune: a folder's entries surveyed, pruned or cleared (prune.h).
 * Each is one ix_store_walk over the folder; what a file is comes from its
 * name, what an entry stands for from a stat of its source. */
#include "stages/index/prune.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/hs_cache.h"
#include "base/index_names.h"
#include "base/xalloc.h"

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

/* An entry file: HASH.mgi. */
static bool is_entry(const char *file)
{
	return ix_name_is_entry(base_name(file));
}

/* A temporary file: HASH.mgi.PID.N.tmp (stages/index/store.c). */
static bool is_temp(const char *file)
{
	return ix_name_is_temp(base_name(file));
}

struct walk {
	struct ix_survey *out;
	int64_t older_than_ns; /* prune: temporary files older than this go */
	bool prune;
	uint64_t removed;
};

static int64_t mtime_ns(const struct stat *st)
{
	return (int64_t)st->st_mtim.tv_sec * 1000000000 + st->st_mtim.tv_nsec;
}

static void on_file(void *arg, const char *file, const struct stat *st, const struct ix_entry *e)
{
	struct walk *w = arg;
	struct ix_survey *out = w->out;
	if (is_temp(file)) {
		if (w->prune && mtime_ns(st) < w->older_than_ns && unlink(file) == 0)
			return;
		out->temps++;
		return;
	}
	if (!is_entry(file))
		return;
	struct stat src;
	bool seen = e && stat(e->path, &src) == 0;
	bool gone = e && !seen && errno == ENOENT;
	if (w->prune && gone && unlink(file) == 0) {
		w->removed++;
		return;
	}
	out->entries++;
	out->bytes += (uint64_t)st->st_size;
	if (seen) {
		out->kept_bytes += (uint64_t)st->st_size;
		out->source_bytes += (uint64_t)src.st_size;
	}
	if (w->prune)
		return;
	struct ix_key k = seen ? ix_key_of(&src) : (struct ix_key){0};
	if (!e)
		out->unreadable++;
	else if (gone)
		out->orphaned++;
	else if (seen && ix_key_eq(&k, &e->key) && ix_trusted(&e->key, e->read_ns))
		out->fresh++;
	else
		out->stale++; /* changed, or its source cannot be looked at */
}

int ix_survey(const struct ix_store *s, struct ix_survey *out, struct mg_error *err)
{
	memset(out, 0, sizeof *out);
	struct walk w = {.out = out};
	if (ix_store_walk(s, on_file, &w, err) != 0)
		return -1;
	out->databases = hs_cache_count(s->dir, &out->database_bytes);
	return 0;
}

int ix_prune(const struct ix_store *s, int64_t older_than_ns, struct ix_survey *out, uint64_t *pruned,
	     struct mg_error *err)
{
	memset(out, 0, sizeof *out);
	struct walk w = {.out = out, .older_than_ns = older_than_ns, .prune = true};
	int rc = ix_store_walk(s, on_file, &w, err);
	*pruned = w.removed;
	return rc;
}

struct clear {
	uint64_t entries, temps;
};

static void on_clear(void *arg, const char *file, const struct stat *st, const struct ix_entry *e)
{
	(void)st, (void)e;
	struct clear *c = arg;
	bool entry = is_entry(file), temp = is_temp(file);
	if ((entry || temp) && unlink(file) == 0) {
		c->entries += entry;
		c->temps += temp;
	}
}

int ix_clear(const struct ix_store *s, uint64_t *entries, uint64_t *temps, struct mg_error *err)
{
	struct clear c = {0};
	int rc = ix_store_walk(s, on_clear, &c, err);
	if (rc == 0)
		(void)hs_cache_clear(s->dir);
	*entries = c.entries;
	*temps = c.temps;
	return rc;
}

void ix_prune_stamp(const struct ix_store *s)
{
	int fd = openat(s->fd, IX_PRUNE_STAMP, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
	if (fd >= 0) {
		futimens(fd, NULL);
		close(fd);
	}
}

/* Whether the stamp dirfd/name (dirfd AT_FDCWD: name is a path) was
 * made within every_ns. */
static bool stamp_recent(int dirfd, const char *name, int64_t every_ns)
{
	struct stat st;
	return fstatat(dirfd, name, &st, 0) == 0 &&
	       ix_now_ns() - ((int64_t)st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec) <= every_ns;
}

bool ix_prune_recent(const char *dir, int64_t every_ns)
{
	char *path = xmalloc(strlen(dir) + sizeof "/" IX_PRUNE_STAMP);
	strcpy(path, dir);
	strcat(path, "/" IX_PRUNE_STAMP);
	bool recent = stamp_recent(AT_FDCWD, path, every_ns);
	free(path);
	return recent;
}

bool ix_prune_due(const struct ix_store *s, int64_t every_ns)
{
	if (stamp_recent(s->fd, IX_PRUNE_STAMP, every_ns))
		return false;
	ix_prune_stamp(s);
	return true;
}
