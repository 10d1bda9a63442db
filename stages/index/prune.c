/* index prune: a folder's entries surveyed, pruned, forgotten or cleared
 * (prune.h). Each is one ix_store_walk over the folder; what a file is
 * comes from its name, what an entry stands for from a stat of its source.
 * The entries of sources that are gone are gathered during the walk and
 * decided after it, once every live entry's name is known (a gone source
 * whose file lives on under the same name is superseded). */
#include "stages/index/prune.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/hs_cache.h"
#include "base/index_names.h"
#include "base/strmap.h"
#include "base/xalloc.h"
#include "sources/source.h"
#include "sources/sqlite_seen.h"
#include "stages/index/filters.h"

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

/* An entry whose source is gone. */
struct gone {
	char *file;	/* the entry's file */
	char *path;	/* its source's */
	char *session;	/* the session its lines name, else its source's path */
	uint64_t bytes; /* the entry file's */
	struct instant latest;
	bool superseded; /* its source lives on under its name (ix_name_stem) */
};

enum walk_mode { SURVEY, PRUNE, FORGET };

struct walk {
	enum walk_mode mode;
	struct ix_survey *out;
	int64_t older_than_ns; /* prune: temporary files older than this go */
	uint64_t removed;
	struct gone *gone;
	size_t ngone, capgone;
	struct strmap live; /* the stems of the live entries' sources (keys in names) */
	struct arena names;
	struct sqlite_seen *sessions; /* the databases of the sessions of an SQLite source */
};

static int64_t mtime_ns(const struct stat *st)
{
	return (int64_t)st->st_mtim.tv_sec * 1000000000 + st->st_mtim.tv_nsec;
}

size_t ix_name_stem(const char *path)
{
	const char *name = base_name(path);
	size_t n = strlen(name);
	if (n > 4 && strcmp(name + n - 4, ".zst") == 0)
		n -= 4;
	return n;
}

/* Notes an entry whose source is gone: its session and latest time (its
 * source's modification time when no line has one). */
static void note_gone(struct walk *w, const char *file, const struct stat *st, struct ix_entry *e)
{
	xgrow((void **)&w->gone, &w->capgone, w->ngone + 1, sizeof *w->gone);
	struct gone *g = &w->gone[w->ngone++];
	memset(g, 0, sizeof *g);
	g->file = xstrdup(file);
	g->path = xstrdup(e->path);
	g->bytes = (uint64_t)st->st_size;
	bool tables = ix_entry_check(e, IX_TABLES);
	const char *sid = tables ? ix_entry_session(e) : NULL;
	g->session = xstrdup(sid ? sid : e->path);
	if (!tables || !ix_entry_latest(e, &g->latest))
		g->latest =
		    (struct instant){e->key.mtime_ns / 1000000000, (int32_t)(e->key.mtime_ns % 1000000000)};
}

static void on_file(void *arg, const char *file, const struct stat *st, struct ix_entry *e)
{
	struct walk *w = arg;
	struct ix_survey *out = w->out;
	if (is_temp(file)) {
		if (w->mode == PRUNE && mtime_ns(st) < w->older_than_ns && unlink(file) == 0)
			return;
		out->temps++;
		return;
	}
	if (!is_entry(file))
		return;
	struct stat src;
	bool seen = e && stat(e->path, &src) == 0;
	if (e && !seen && (errno == ENOENT || errno == ENOTDIR)) {
		/* A session of a database (DB#ID) is there while its
		 * database lists it; its stat is the walk's. */
		if (!w->sessions)
			w->sessions = sqlite_seen_new();
		switch (sqlite_seen_find(w->sessions, e->path, &src)) {
		case SQLITE_SEEN_THERE:
			seen = true;
			break;
		case SQLITE_SEEN_UNKNOWN:
			errno = EIO;
			break;
		default:
			errno = ENOENT;
		}
	}
	if (e && !seen && (errno == ENOENT || errno == ENOTDIR)) {
		note_gone(w, file, st, e);
		return;
	}
	if (seen) {
		const char *name = base_name(e->path);
		size_t n = ix_name_stem(name);
		void **slot = strmap_slot(&w->live, arena_strndup(&w->names, name, n), n);
		*slot = (void *)1;
	}
	out->entries++;
	out->bytes += (uint64_t)st->st_size;
	if (seen) {
		out->kept_bytes += (uint64_t)st->st_size;
		out->source_bytes += (uint64_t)src.st_size;
	}
	if (w->mode != SURVEY)
		return;
	/* A rendered document's key is its stat as its row amends it. */
	if (seen && e->source < SOURCE_COUNT && source_table[e->source].render_key)
		source_table[e->source].render_key(e->path, &src);
	struct ix_key k = seen ? ix_key_of(&src) : (struct ix_key){0};
	if (!e)
		out->unreadable++;
	else if (seen && ix_key_eq(&k, &e->key) && ix_trusted(&e->key, e->read_ns))
		out->fresh++;
	else
		out->stale++; /* changed, or its source cannot be looked at */
}

/* Whether g's source lives on under its name: the entry of a file of that
 * name is live (moved to another folder, or compressed, or its plain copy
 * back), or its compressed copy is beside where it was. */
static bool superseded(const struct walk *w, const struct gone *g)
{
	const char *name = base_name(g->path);
	if (strmap_get(&w->live, name, ix_name_stem(name)))
		return true;
	struct sbuf zst = {0};
	sbuf_printf(&zst, "%s.zst", g->path);
	struct stat st;
	bool there = stat(zst.data, &st) == 0;
	sbuf_free(&zst);
	return there;
}

static int walk(const struct ix_store *s, struct walk *w, struct mg_error *err)
{
	memset(w->out, 0, sizeof *w->out);
	int rc = ix_store_walk(s, on_file, w, err);
	for (size_t i = 0; i < w->ngone; i++)
		w->gone[i].superseded = superseded(w, &w->gone[i]);
	return rc;
}

static void walk_free(struct walk *w)
{
	for (size_t i = 0; i < w->ngone; i++) {
		free(w->gone[i].file);
		free(w->gone[i].path);
		free(w->gone[i].session);
	}
	free(w->gone);
	strmap_free(&w->live);
	arena_free(&w->names);
	sqlite_seen_free(w->sessions);
}

/* Counts g as left in the folder: kept (archived) when keeping and it is
 * not superseded, else orphaned. */
static void count_left(struct ix_survey *out, const struct gone *g, bool keep)
{
	out->entries++;
	out->bytes += g->bytes;
	if (keep && !g->superseded) {
		out->archived++;
		out->archived_bytes += g->bytes;
	} else {
		out->orphaned++;
	}
}

int ix_survey(const struct ix_store *s, bool keep, struct ix_survey *out, struct mg_error *err)
{
	struct walk w = {.mode = SURVEY, .out = out};
	int rc = walk(s, &w, err);
	for (size_t i = 0; i < w.ngone; i++)
		count_left(out, &w.gone[i], keep);
	walk_free(&w);
	out->databases = hs_cache_count(s->dir, &out->database_bytes);
	struct ix_filters *f = ix_filters_open(s);
	out->filters = ix_filters_count(f, &out->filter_bytes);
	ix_filters_free(f);
	return rc;
}

int ix_prune(const struct ix_store *s, bool keep, int64_t older_than_ns, struct ix_survey *out,
	     uint64_t *pruned, struct mg_error *err)
{
	struct walk w = {.mode = PRUNE, .out = out, .older_than_ns = older_than_ns};
	int rc = walk(s, &w, err);
	for (size_t i = 0; i < w.ngone; i++) {
		struct gone *g = &w.gone[i];
		if ((!keep || g->superseded) && unlink(g->file) == 0)
			w.removed++;
		else
			count_left(out, g, keep);
	}
	/* What is left is not told apart but for the kept entries. */
	out->orphaned = 0;
	walk_free(&w);
	/* The filter file loses the records of the entries gone (a file that
	 * cannot be written only keeps records no search will find). */
	struct ix_filters *f = ix_filters_open(s);
	struct mg_error ferr;
	(void)ix_filters_save(f, true, &ferr);
	ix_filters_free(f);
	*pruned = w.removed;
	return rc;
}

/* The latest time of each gone entry's session, over its entries that are
 * not superseded: into each of them. */
static void session_latest(struct walk *w)
{
	struct strmap latest = {0};
	for (size_t i = 0; i < w->ngone; i++) {
		struct gone *g = &w->gone[i];
		if (g->superseded)
			continue;
		void **slot = strmap_slot(&latest, g->session, strlen(g->session));
		if (!*slot || instant_cmp(g->latest, ((struct gone *)*slot)->latest) > 0)
			*slot = g;
	}
	for (size_t i = 0; i < w->ngone; i++) {
		struct gone *g = &w->gone[i];
		const struct gone *top =
		    g->superseded ? NULL : strmap_get(&latest, g->session, strlen(g->session));
		if (top)
			g->latest = top->latest;
	}
	strmap_free(&latest);
}

int ix_forget(const struct ix_store *s, const struct instant *before, struct ix_forgot *out,
	      struct mg_error *err)
{
	memset(out, 0, sizeof *out);
	struct ix_survey sv;
	struct walk w = {.mode = FORGET, .out = &sv};
	int rc = walk(s, &w, err);
	session_latest(&w);
	struct strmap gone = {0}, left = {0};
	for (size_t i = 0; i < w.ngone; i++) {
		struct gone *g = &w.gone[i];
		if (g->superseded)
			continue; /* not kept: the next prune drops it */
		bool keep = (before && instant_cmp(g->latest, *before) >= 0) || unlink(g->file) != 0;
		if (!keep) {
			out->entries++;
			out->bytes += g->bytes;
		}
		void **slot = strmap_slot(keep ? &left : &gone, g->session, strlen(g->session));
		*(keep ? &out->left : &out->sessions) += !*slot;
		*slot = g;
	}
	strmap_free(&gone);
	strmap_free(&left);
	walk_free(&w);
	return rc;
}

struct clear {
	uint64_t entries, temps;
};

static void on_clear(void *arg, const char *file, const struct stat *st, struct ix_entry *e)
{
	(void)st, (void)e;
	struct clear *c = arg;
	bool entry = is_entry(file), temp = is_temp(file);
	if (strcmp(base_name(file), IX_DIRS_FILE) == 0)
		unlink(file); /* the folders' listings: not counted */
	if ((entry || temp) && unlink(file) == 0) {
		c->entries += entry;
		c->temps += temp;
	}
}

int ix_clear(const struct ix_store *s, uint64_t *entries, uint64_t *temps, struct mg_error *err)
{
	struct clear c = {0};
	int rc = ix_store_walk(s, on_clear, &c, err);
	if (rc == 0) {
		(void)hs_cache_clear(s->dir);
		ix_filters_remove(s);
	}
	*entries = c.entries;
	*temps = c.temps;
	return rc;
}

/* dir/name, xmalloc'd. */
static char *in_dir(const char *dir, const char *name)
{
	char *path = xmalloc(strlen(dir) + strlen(name) + 2);
	strcpy(path, dir);
	strcat(path, "/");
	strcat(path, name);
	return path;
}

bool ix_keep_marked(const char *dir)
{
	char *path = in_dir(dir, IX_KEEP_MARK);
	struct stat st;
	bool on = lstat(path, &st) == 0 && S_ISREG(st.st_mode);
	free(path);
	return on;
}

int ix_keep_mark(const struct ix_store *s, bool on, struct mg_error *err)
{
	static const char text[] = "memgrep keeps the index entries of deleted session files here, as "
				   "archived sessions (memgrep index --no-keep stops it)\n";
	if (!on) {
		if (unlinkat(s->fd, IX_KEEP_MARK, 0) != 0 && errno != ENOENT) {
			mg_error_set(err, "cannot remove %s/" IX_KEEP_MARK ": %s", s->dir, strerror(errno));
			return -1;
		}
		return 0;
	}
	int fd = openat(s->fd, IX_KEEP_MARK, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
	bool ok = fd >= 0 && write(fd, text, sizeof text - 1) == (ssize_t)(sizeof text - 1);
	int e = errno;
	if (fd >= 0 && close(fd) != 0 && ok) {
		ok = false;
		e = errno;
	}
	if (!ok) {
		mg_error_set(err, "cannot write %s/" IX_KEEP_MARK ": %s", s->dir, strerror(e));
		return -1;
	}
	return 0;
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
	char *path = in_dir(dir, IX_PRUNE_STAMP);
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
