/* discover: walks PATHs with openat/readdir/fstatat, deduplicates files by device
 * and inode, and hands each file to the pipeline as it is found. A folder
 * whose listing is kept (discover_listings) is not opened: its names come
 * from the listing and are looked up from the nearest folder above it that
 * was opened. */
#include "stages/discover.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <ck_pr.h>

#include "base/text.h"
#include "base/xalloc.h"
#include "sources/sqlite_src.h"

/* An open-addressing set of (dev, ino) -> item, and of visited directories
 * when links are followed. */
struct seen {
	struct seen_slot {
		dev_t dev;
		ino_t ino;
		struct discover_item *item;
		bool used;
	} * slots;
	size_t cap, n;
};

static size_t seen_hash(dev_t dev, ino_t ino)
{
	uint64_t h = (uint64_t)ino * 0x9E3779B97F4A7C15ull ^ (uint64_t)dev * 0xC2B2AE3D27D4EB4Full;
	return (size_t)(h ^ (h >> 29));
}

static struct seen_slot *seen_find(struct seen *s, dev_t dev, ino_t ino)
{
	if ((s->n + 1) * 2 > s->cap) {
		struct seen old = *s;
		s->cap = s->cap ? s->cap * 2 : 256;
		s->slots = xcalloc(s->cap, sizeof *s->slots);
		s->n = 0;
		for (size_t i = 0; i < old.cap; i++) {
			if (!old.slots[i].used)
				continue;
			struct seen_slot *d = seen_find(s, old.slots[i].dev, old.slots[i].ino);
			*d = old.slots[i];
			s->n++;
		}
		free(old.slots);
	}
	size_t i = seen_hash(dev, ino) & (s->cap - 1);
	while (s->slots[i].used && !(s->slots[i].dev == dev && s->slots[i].ino == ino))
		i = (i + 1) & (s->cap - 1);
	return &s->slots[i];
}

struct walk {
	const struct config *cfg;
	const struct search_req *req;
	const struct discover_cb *cb;
	struct seen files;
	/* The directories being walked, root first (nup: the depth): with
	 * --follow, a link back to one of them is a loop, and up holds their
	 * ids; without it, no walk can loop, and up is not read. (Only
	 * ancestors: a directory reached again by another route is walked
	 * again, so each of its files can take its smallest path whatever
	 * order readdir gives.) */
	struct ancestor {
		dev_t dev;
		ino_t ino;
	} * up;
	size_t nup, capup;
	size_t emitted;
	/* The root being walked: which names it keeps (the file patterns
	 * of these source bits, sources/source.h), a
	 * folder name skipped right below it, whether it goes below its
	 * first level, and the oldest mtime kept (0: any). */
	unsigned want;
	const char *skip_top;
	bool recursive;
	int64_t min_mtime;
	unsigned depth;	  /* levels of folders walked below it (0: all) */
	const char *root; /* its path, as the walk's paths start */
	/* The listings kept (discover_listings), or NULL; whether they
	 * keep any (when not, no folder is stat'ed before it is read). */
	const struct discover_listings *ls;
	bool ls_any;
};

static void warn(struct walk *w, const char *what, const char *path, int err)
{
	char msg[4200];
	snprintf(msg, sizeof msg, "cannot %s %s: %s", what, path, strerror(err));
	w->cb->warn(w->cb->arg, msg);
}

/* db: a session of a database (DB#ID, emit_session), of source bit
 * source; else a file, its source 0 (told by its content) or a text
 * source's bit. */
void discover_item_free(struct discover_item *it)
{
	if (!it)
		return;
	if (it->open_apart)
		free(it->open_path);
	free(it->path);
	free(it);
}

static void emit_file(struct walk *w, const char *path, const struct stat *st, int fd, unsigned source,
		      bool db)
{
	struct seen_slot *slot = seen_find(&w->files, st->st_dev, st->st_ino);
	if (slot->used) {
		/* Reached twice: it counts once, under its smallest path. */
		struct discover_item *it = slot->item;
		if (strcmp(path, it->path) < 0) {
			char *old = it->path;
			it->path = xstrdup(path);
			if (old == it->open_path)
				it->open_apart = true; /* now open_path's alone */
			else
				free(old);
		}
		return;
	}
	struct discover_item *it = xcalloc(1, sizeof *it);
	it->path = xstrdup(path);
	it->open_path = it->path;
	it->fd = fd;
	it->dev = st->st_dev;
	it->ino = st->st_ino;
	it->size = (uint64_t)st->st_size;
	it->mtime = (int64_t)st->st_mtime;
	it->mtime_ns = (int64_t)st->st_mtim.tv_sec * 1000000000 + st->st_mtim.tv_nsec;
	it->ctime_ns = (int64_t)st->st_ctim.tv_sec * 1000000000 + st->st_ctim.tv_nsec;
	it->source = source;
	it->shape = db ? SHAPE_SQLITE : source ? SHAPE_TEXT : SHAPE_LINES;
	const char *base = strrchr(path, '/');
	it->compressed = !source && strcmp(path, "-") != 0 && source_compressed(base ? base + 1 : path);
	if (!source && strcmp(path, "-") != 0) {
		/* A session file whose name makes it a JSON document. */
		enum source_id id;
		if (source_shape_of(path, &id) == SHAPE_DOCUMENT) {
			it->shape = SHAPE_DOCUMENT;
			it->source = 1u << id;
		}
	}
	*slot = (struct seen_slot){st->st_dev, st->st_ino, it, true};
	w->files.n++;
	w->emitted++;
	w->cb->emit(w->cb->arg, it);
}

/* The item source of a file at path (its name, and the folders above it
 * that a source's patterns name) under the current root: 0 for a
 * session file (its source is told by its content), the bit of
 * a text source (markdown memory), or -1 when it is not kept. */
static int wanted(const struct walk *w, const char *path)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const struct source *s = &source_table[i];
		if ((w->want & (1u << i)) && source_keeps(s, path) && !source_sqlite_of(path, 1u << i))
			return s->shape == SHAPE_TEXT ? (int)(1u << i) : 0;
	}
	return -1;
}

/* Whether the session file at path is read from a database of its row's
 * instead (the row's `shadowed`), one below the same root or below (or
 * named as) another PATH of the search (the database and the folder of
 * files beside it passed as two PATHs): one session, found once. */
static bool shadowed(const struct walk *w, const char *path)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const struct source *s = &source_table[i];
		if (!(w->want & (1u << i)) || !s->shadowed || !source_keeps(s, path))
			continue;
		if (s->shadowed(path, w->root))
			return true;
		for (size_t k = 0; k < w->req->npaths; k++)
			if (w->req->paths[k] != w->root && s->shadowed(path, w->req->paths[k]))
				return true;
	}
	return false;
}

/* One session of an SQLite database (sources/sqlite_src.h) as an item of
 * its own: its path DB#ID, and a stat made of the session's listing
 * (sqlite_src_stat: its freshness key). */
struct db_walk {
	struct walk *w;
	const char *db;
	const struct stat *st;
	unsigned bit;
	struct sbuf path;
};

static void emit_session(void *arg, const struct sqlite_src_session *s)
{
	struct db_walk *dw = arg;
	/* show looks for one session: the others of a database, whose ids are
	 * known here, are not rendered only to be left at their first line
	 * (a prefix of 0x01 asks for none by its id). */
	const char *want = dw->w->req->id_prefix;
	if (want && want[0] != '\x01' && strncasecmp(s->id, want, strlen(want)) != 0)
		return;
	sbuf_reset(&dw->path);
	sbuf_printf(&dw->path, "%s%c%s", dw->db, SQLITE_SRC_SEP, s->id);
	struct stat st;
	sqlite_src_stat(dw->st, dw->path.data, s, &st);
	if ((int64_t)st.st_mtime < dw->w->min_mtime)
		return;
	emit_file(dw->w, dw->path.data, &st, -1, dw->bit, true);
}

/* Lists the sessions of the database at path, of SQLite source s. */
static void walk_db(struct walk *w, const char *path, const struct stat *st, const struct source *s)
{
	struct db_walk dw = {w, path, st, 1u << source_id_of(s), {0}};
	struct mg_error err = {0};
	if (source_list_sessions(s, path, emit_session, &dw, &err) != 0)
		w->cb->warn(w->cb->arg, err.msg);
	sbuf_free(&dw.path);
}

/* Whether the compressed session file at lk (looked up from the folder
 * open as at) has its plain copy beside it (its name without SOURCE_ZST, a
 * regular file): the plain copy wins while it exists (docs/reference.md
 * §1). */
static bool plain_beside(const struct walk *w, int at, const char *lk)
{
	char plain[PATH_MAX];
	size_t n = strlen(lk) - (sizeof SOURCE_ZST - 1);
	if (n >= sizeof plain)
		return false;
	memcpy(plain, lk, n);
	plain[n] = '\0';
	struct stat st;
	return fstatat(at, plain, &st, w->cfg->follow ? 0 : AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode);
}

/* Opens folder name of the folder open as at (AT_FDCWD: name is a path),
 * not following a link unless --follow: its stream, or NULL with errno. */
static DIR *open_dir(const struct walk *w, int at, const char *name)
{
	int flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (w->cfg->follow || at == AT_FDCWD ? 0 : O_NOFOLLOW);
	int fd = openat(at, name, flags);
	if (fd < 0)
		return NULL;
	DIR *d = fdopendir(fd);
	if (!d) {
		int e = errno;
		close(fd);
		errno = e;
	}
	return d;
}

/* Where the names of the folder being walked come from: the folder open
 * as d, or its kept listing (list, len; discover_listings). Each name is
 * looked up (fstatat, openat) from the folder open as at by its path from
 * there, path->data + rel: its name alone when the folder is open, the
 * folders between the open one and it too when it was not opened. */
struct dir_src {
	DIR *d;
	const char *list;
	size_t len, off;
	struct sbuf *keep; /* the names read of d, for discover_listings's put */
	int at;
	size_t rel;
};

/* The next name of src and its type: 1, 0 at the end, -1 (errno) when the
 * folder cannot be read. */
static int next_name(struct dir_src *src, const char **name, unsigned char *type)
{
	if (!src->d) {
		if (src->off >= src->len)
			return 0;
		*type = (unsigned char)src->list[src->off];
		*name = src->list + src->off + 1;
		src->off += strlen(*name) + 2;
		return 1;
	}
	for (;;) {
		errno = 0;
		struct dirent *e = readdir(src->d);
		if (!e)
			return errno ? -1 : 0;
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		*type = e->d_type;
		*name = e->d_name;
		if (src->keep &&
		    (*type == DT_REG || *type == DT_DIR || *type == DT_LNK || *type == DT_UNKNOWN)) {
			sbuf_addc(src->keep, (char)*type);
			sbuf_add(src->keep, e->d_name, strlen(e->d_name) + 1);
		}
		return 1;
	}
}

static bool walk_dir(struct walk *w, struct dir_src *src, struct sbuf *path);

static int64_t wall_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Walks the folder at path (lk from the folder open as at; rel, where lk
 * starts in path), stat'ed as st when have_st: from its kept listing
 * when discover_listings has one for its stat, else read (and its listing
 * given back). root: a root of the walk (a folder that cannot be read is
 * always said). */
static void enter_dir(struct walk *w, int at, size_t rel, struct stat *st, bool have_st, struct sbuf *path,
		      bool root)
{
	const struct discover_listings *ls = w->ls;
	const char *lk = path->data + rel;
	if (ls && w->ls_any && !have_st) {
		/* Its key (the walk stats no folder otherwise); one that has
		 * become a file or a link since readdir is passed over, as
		 * its open would pass it over. */
		if (fstatat(at, lk, st, AT_SYMLINK_NOFOLLOW) != 0) {
			warn(w, "read", path->data, errno);
			return;
		}
		if (!S_ISDIR(st->st_mode))
			return;
		have_st = true;
	}
	struct sbuf names = {0};
	if (ls && have_st && ls->get(ls->arg, st, &names)) {
		struct dir_src src = {.list = names.data, .len = names.len, .at = at, .rel = rel};
		/* A root's names are looked up from the root, opened only as
		 * a place (O_PATH), once it is seen to be the folder stat'ed:
		 * each lookup then goes through fewer folders than from the
		 * current one (measured: the kernel's path walk was a fifth of
		 * the walk's time). */
		struct stat again;
		int fd = root ? openat(at, lk, O_PATH | O_DIRECTORY | O_CLOEXEC) : -1;
		if (fd >= 0 && fstat(fd, &again) == 0 && again.st_dev == st->st_dev &&
		    again.st_ino == st->st_ino) {
			src.at = fd;
			src.rel = path->len + !(path->len > 0 && path->data[path->len - 1] == '/');
		}
		walk_dir(w, &src, path);
		if (fd >= 0)
			close(fd);
		sbuf_free(&names);
		return;
	}
	DIR *d = open_dir(w, at, lk);
	if (!d) {
		/* Without --follow, a folder that became a link or a file
		 * since readdir is passed over. */
		if (root || w->cfg->follow || (errno != ELOOP && errno != ENOTDIR))
			warn(w, "read", path->data, errno);
		return;
	}
	int64_t read_ns = ls ? wall_ns() : 0;
	struct stat key;
	bool keep = ls && fstat(dirfd(d), &key) == 0;
	bool slash = path->len > 0 && path->data[path->len - 1] == '/';
	struct dir_src src = {
	    .d = d, .at = dirfd(d), .rel = path->len + !slash, .keep = keep ? &names : NULL};
	if (walk_dir(w, &src, path) && keep)
		ls->put(ls->arg, &key, read_ns, names.data ? names.data : "", names.len);
	sbuf_free(&names);
	closedir(d);
}

/* One name of the folder src walks, at path (its type as the folder
 * tells it). */
static void walk_name(struct walk *w, const struct dir_src *src, struct sbuf *path, const char *name,
		      unsigned char type)
{
	const char *lk = path->data + src->rel;
	struct stat st;
	/* Without --follow a folder needs no stat: no folder can be
	 * reached again below itself, so there is no loop to find. */
	bool dir = type == DT_DIR && !w->cfg->follow, have_st = false;
	if (!dir) {
		if (!(type == DT_UNKNOWN || (type == DT_LNK && w->cfg->follow) || type == DT_REG ||
		      type == DT_DIR))
			return;
		if (fstatat(src->at, lk, &st, w->cfg->follow ? 0 : AT_SYMLINK_NOFOLLOW) != 0) {
			warn(w, "read", path->data, errno);
			return;
		}
		dir = S_ISDIR(st.st_mode);
		have_st = true;
	}
	if (dir) {
		if (!w->recursive || (w->depth && w->nup > w->depth) ||
		    (w->nup == 1 && w->skip_top && strcmp(name, w->skip_top) == 0))
			return;
		for (size_t k = 0; w->cfg->follow && k < w->nup; k++)
			if (w->up[k].dev == st.st_dev && w->up[k].ino == st.st_ino)
				return; /* a loop */
		/* up[nup] holds its id only when it was stat'ed (with
		 * --follow, which reads it; the depth counts always). */
		xgrow((void **)&w->up, &w->capup, w->nup + 1, sizeof *w->up);
		if (w->cfg->follow)
			w->up[w->nup] = (struct ancestor){st.st_dev, st.st_ino};
		w->nup++;
		enter_dir(w, src->at, src->rel, &st, have_st, path, false);
		w->nup--;
	} else if (S_ISREG(st.st_mode) && (int64_t)st.st_mtime >= w->min_mtime) {
		const struct source *db = source_sqlite_of(path->data, w->want);
		if (db) {
			walk_db(w, path->data, &st, db);
			return;
		}
		int source = wanted(w, path->data);
		if (source == 0 && source_compressed(name) && plain_beside(w, src->at, lk))
			return;
		if (source == 0 && shadowed(w, path->data))
			return;
		if (source >= 0)
			emit_file(w, path->data, &st, -1, (unsigned)source, false);
	}
}

/* Walks the folder src lists, at path: true when every name of it was
 * read (not cut short by an error or the cancel flag). */
static bool walk_dir(struct walk *w, struct dir_src *src, struct sbuf *path)
{
	size_t base = path->len;
	bool slash = base > 0 && path->data[base - 1] == '/', whole = true;
	for (;;) {
		if (w->cb->cancel && ck_pr_load_int(w->cb->cancel)) {
			whole = false;
			break;
		}
		const char *name;
		unsigned char type;
		int rc = next_name(src, &name, &type);
		if (rc < 0) {
			warn(w, "read", path->data, errno);
			whole = false;
		}
		if (rc <= 0)
			break;
		path->len = base;
		if (!slash)
			sbuf_addc(path, '/');
		sbuf_adds(path, name);
		walk_name(w, src, path, name, type);
	}
	path->len = base;
	path->data[base] = '\0';
	return whole;
}

/* quiet_missing: a default root that does not exist is no error. */
static void walk_root(struct walk *w, const char *root, int stdin_fd, bool quiet_missing)
{
	struct stat st;
	w->root = root;
	if (strcmp(root, "-") == 0 && stdin_fd >= 0) {
		if (fstat(stdin_fd, &st) == 0)
			emit_file(w, "-", &st, stdin_fd, 0, false);
		return;
	}
	if (stat(root, &st) != 0) {
		if (!(quiet_missing && (errno == ENOENT || errno == ENOTDIR)))
			warn(w, "read", root, errno);
		return;
	}
	if (S_ISDIR(st.st_mode)) {
		w->nup = 0;
		xgrow((void **)&w->up, &w->capup, 1, sizeof *w->up);
		w->up[w->nup++] = (struct ancestor){st.st_dev, st.st_ino};
		struct sbuf path = {0};
		sbuf_adds(&path, root);
		enter_dir(w, AT_FDCWD, 0, &st, true, &path, true);
		sbuf_free(&path);
	} else if (S_ISREG(st.st_mode) && source_sqlite_of(root, w->want)) {
		walk_db(w, root, &st, source_sqlite_of(root, w->want));
	} else if (!quiet_missing) {
		/* An explicit file: any name is a transcript, but one a text
		 * source keeps (markdown memory's *.md) is that source's, on or
		 * not: the file was named. */
		const char *slash = strrchr(root, '/'), *name = slash ? slash + 1 : root;
		int text = wanted(w, name);
		for (size_t i = 0; text <= 0 && i < SOURCE_COUNT; i++)
			if (source_table[i].shape == SHAPE_TEXT && source_keeps(&source_table[i], name))
				text = (int)(1u << i);
		emit_file(w, root, &st, -1, text > 0 ? (unsigned)text : 0, false);
	}
}

/* Whether a PATH that does not exist looks like a word of the query typed
 * without quotes (memgrep zellij theme): no '/', no '.'. */
static bool word_like(const char *p)
{
	return *p && !strchr(p, '/') && !strchr(p, '.');
}

/* The command line the user likely meant, after "memgrep ": the query and
 * the PATHs that look like words, as one quoted query (double quotes,
 * single ones when the words hold a character a shell expands there),
 * then the other PATHs. */
static void quote_words(const struct config *cfg, const struct search_req *req, struct sbuf *b)
{
	struct sbuf q = {0};
	sbuf_adds(&q, cfg->query_text ? cfg->query_text : "");
	for (size_t i = 0; i < req->npaths; i++) {
		struct stat st;
		if (word_like(req->paths[i]) && stat(req->paths[i], &st) != 0) {
			sbuf_addc(&q, ' ');
			sbuf_adds(&q, req->paths[i]);
		}
	}
	struct sbuf shown = {0};
	mg_quote(&shown, q.data, 80);
	if (!strpbrk(shown.data, "\"\\$`!")) {
		sbuf_printf(b, "\"%s\"", shown.data);
	} else {
		sbuf_addc(b, '\'');
		for (const char *c = shown.data; *c; c++) {
			if (*c == '\'')
				sbuf_adds(b, "'\\''");
			else
				sbuf_addc(b, *c);
		}
		sbuf_addc(b, '\'');
	}
	for (size_t i = 0; i < req->npaths; i++) {
		struct stat st;
		if (!(word_like(req->paths[i]) && stat(req->paths[i], &st) != 0))
			sbuf_printf(b, " %s", req->paths[i]);
	}
	sbuf_free(&shown);
	sbuf_free(&q);
}

/* err: "P is not a session file of any source (first line: LINE)", LINE
 * shown as an error shows text (60 columns at most), or said not to be
 * text. Returns -1. */
static int not_session(const char *p, const char *line, size_t len, struct mg_error *err)
{
	struct sbuf shown = {0};
	size_t k = len < 240 ? len : 240;
	while (k > 0 && k < len && ((unsigned char)line[k] & 0xC0) == 0x80)
		k--; /* not in the middle of a character */
	char *copy = xstrndup(line, k);
	if (strlen(copy) == k && text_valid_utf8(copy, k))
		mg_quote(&shown, copy, 60);
	else
		sbuf_adds(&shown, "not text");
	mg_error_set(err, "%s is not a session file of any source (first line: %s)", p, shown.data);
	free(copy);
	sbuf_free(&shown);
	return -1;
}

/* A file named as a PATH that no source reads (a binary, a JSON Lines
 * file of another shape): -1 with err set, "FILE is not a session file of
 * any source (first line: …)"; else 0. Judged by its first line that is
 * JSON among the lines of its first 64 KiB (a line that is not, as a
 * session cut short or damaged has, is passed over): none, or one that no
 * source reads, and it is not. A file that is not of lines (a memory file,
 * a JSON document, a database, a compressed rollout), an empty one and one
 * with no whole line there are not judged. */
static int session_file_check(int fd, const char *p, struct mg_error *err)
{
	const char *slash = strrchr(p, '/'), *name = slash ? slash + 1 : p;
	enum source_id id;
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		if (source_table[i].shape == SHAPE_TEXT && source_keeps(&source_table[i], name))
			return 0;
	if (source_sqlite_of(p, ~0u) || source_shape_of(p, &id) == SHAPE_DOCUMENT || source_compressed(name))
		return 0;
	char buf[1 << 16];
	ssize_t n = pread(fd, buf, sizeof buf, 0);
	size_t len = n > 0 ? (size_t)n : 0, at = len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
	const char *first = NULL;
	size_t first_len = 0;
	while (at < len) {
		const char *nl = memchr(buf + at, '\n', len - at);
		if (!nl && len == sizeof buf)
			break; /* a line longer than what was read */
		size_t end = nl ? (size_t)(nl - buf) : len, b = at;
		while (b < end && strchr(" \t\r", buf[b]))
			b++;
		if (b < end) {
			/* The whole line, not a value at its start (cJSON
			 * alone takes `0n…` of a binary for 0). */
			const char *stop = NULL;
			cJSON *j = cJSON_ParseWithLengthOpts(buf + b, end - b, &stop, false);
			while (j && stop < buf + end && strchr(" \t\r", *stop))
				stop++;
			if (j && stop != buf + end) {
				cJSON_Delete(j);
				j = NULL;
			}
			bool known = j && source_line_recognised(j);
			cJSON_Delete(j);
			if (j)
				return known ? 0 : not_session(p, buf + b, end - b, err);
			if (!first)
				first = buf + b, first_len = end - b;
		}
		at = end + 1;
	}
	return first ? not_session(p, first, first_len, err) : 0;
}

int discover_check(const struct config *cfg, const struct search_req *req, int *stdin_fd,
		   struct mg_error *err)
{
	*stdin_fd = -1;
	for (size_t i = 0; i < req->npaths; i++) {
		const char *p = req->paths[i];
		if (strcmp(p, "-") == 0) {
			if (*stdin_fd >= 0)
				continue;
			/* Standard input is read once into a file that format can
			 * re-read for the lines it prints. */
			FILE *tmp = tmpfile();
			if (!tmp) {
				mg_error_set(err, "cannot make a temporary file for standard input: %s",
					     strerror(errno));
				return -1;
			}
			char buf[1 << 16];
			ssize_t n;
			while ((n = read(STDIN_FILENO, buf, sizeof buf)) != 0) {
				if (n < 0 && errno == EINTR)
					continue;
				if (n < 0 || fwrite(buf, 1, (size_t)n, tmp) != (size_t)n) {
					mg_error_set(err, "cannot read standard input: %s", strerror(errno));
					fclose(tmp);
					return -1;
				}
			}
			fflush(tmp);
			*stdin_fd = dup(fileno(tmp));
			fclose(tmp);
			continue;
		}
		struct stat st;
		if (stat(p, &st) != 0) {
			int e = errno;
			struct sbuf words = {0};
			if (e == ENOENT && cfg->command == CMD_SEARCH && cfg->query_text &&
			    *cfg->query_text && word_like(p))
				quote_words(cfg, req, &words);
			mg_error_set(err, "cannot read %s: %s%s%s%s", p, strerror(e),
				     words.len ? " (to search several words, quote them: memgrep " : "",
				     words.len ? words.data : "", words.len ? ")" : "");
			sbuf_free(&words);
			return -1;
		}
		if (S_ISDIR(st.st_mode)) {
			DIR *d = opendir(p);
			if (!d) {
				mg_error_set(err, "cannot read %s: %s", p, strerror(errno));
				return -1;
			}
			closedir(d);
		} else if (!S_ISREG(st.st_mode)) {
			/* Opening a FIFO with no writer blocks, pread cannot read
			 * a pipe or socket, and a device such as /dev/zero never
			 * ends: refuse them all, never open them. */
			mg_error_set(err, "cannot read %s: not a regular file (pipe it into '-' instead)", p);
			return -1;
		} else {
			int fd = open(p, O_RDONLY);
			if (fd < 0) {
				mg_error_set(err, "cannot read %s: %s", p, strerror(errno));
				return -1;
			}
			int rc = session_file_check(fd, p, err);
			close(fd);
			if (rc)
				return -1;
		}
	}
	return 0;
}

size_t discover_default_roots(const struct config *cfg, const struct search_req *req,
			      const char *roots[SOURCE_COUNT])
{
	size_t n = 0;
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		if ((req->sources & (1u << i)) && cfg->roots[i])
			roots[n++] = cfg->roots[i];
	return n;
}

/* The folders each source searched is read from besides its root
 * (sources/source.h: markdown memory's, docs/reference.md §9; Codex's
 * archived_sessions/), each to fn with its source's id. */
static void each_extra(const struct config *cfg, const struct search_req *req,
		       void (*fn)(void *arg, size_t id, const struct source_walk *ws), void *arg)
{
	char *project = NULL;
	bool looked = false;
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const struct source *s = &source_table[i];
		if (!(req->sources & (1u << i)) || !s->walks)
			continue;
		if (!looked) {
			project = source_project_root();
			looked = true;
		}
		char *home = source_home(s, "");
		struct source_walk ws[SOURCE_WALKS_MAX];
		size_t n = s->walks(home, project, cfg->source_opts[i], (int64_t)time(NULL), ws);
		for (size_t k = 0; k < n; k++) {
			fn(arg, i, &ws[k]);
			free(ws[k].path);
		}
		free(home);
	}
	free(project);
}

static void walk_one_extra(void *arg, size_t id, const struct source_walk *ws)
{
	struct walk *w = arg;
	w->want = 1u << id;
	w->recursive = ws->recursive;
	w->skip_top = ws->skip_top;
	w->min_mtime = ws->min_mtime;
	w->depth = ws->depth;
	walk_root(w, ws->path, -1, true);
	w->recursive = true;
	w->skip_top = NULL;
	w->min_mtime = 0;
	w->depth = 0;
}

static void walk_extra(struct walk *w)
{
	each_extra(w->cfg, w->req, walk_one_extra, w);
}

/* What the PATHs keep: the file names of every session source (*.jsonl
 * and the rest) when one is on, and those of each text source on
 * (markdown memory's *.md). */
static unsigned paths_want(const struct search_req *req)
{
	unsigned sessions = source_session_bits();
	return (req->sources & sessions ? sessions : 0) | (req->sources & ~sessions);
}

struct root_fn {
	discover_root_fn fn;
	void *arg;
};

static void tell_extra(void *arg, size_t id, const struct source_walk *ws)
{
	const struct root_fn *r = arg;
	r->fn(r->arg, ws->path, 1u << id);
}

void discover_each_root(const struct config *cfg, const struct search_req *req, discover_root_fn fn,
			void *arg)
{
	if (req->npaths == 0 && !req->files_from) {
		for (size_t i = 0; i < SOURCE_COUNT; i++)
			if ((req->sources & (1u << i)) && cfg->roots[i])
				fn(arg, cfg->roots[i], 1u << i);
		struct root_fn r = {fn, arg};
		each_extra(cfg, req, tell_extra, &r);
	}
	for (size_t i = 0; i < req->npaths; i++)
		fn(arg, req->paths[i], paths_want(req));
}

size_t discover_run(const struct config *cfg, const struct search_req *req, int stdin_fd,
		    const struct discover_cb *cb)
{
	struct walk w = {.cfg = cfg, .req = req, .cb = cb, .recursive = true, .ls = cb->listings};
	w.ls_any = w.ls && w.ls->count(w.ls->arg) > 0;
	if (req->npaths == 0 && !req->files_from) {
		/* Each source's own root keeps its own file names. */
		for (size_t i = 0; i < SOURCE_COUNT; i++) {
			w.want = 1u << i;
			if ((req->sources & w.want) && cfg->roots[i])
				walk_root(&w, cfg->roots[i], -1, true);
		}
		walk_extra(&w);
	}
	w.want = paths_want(req);
	for (size_t i = 0; i < req->npaths; i++)
		walk_root(&w, req->paths[i], stdin_fd, false);
	free(w.files.slots);
	free(w.up);
	return w.emitted;
}
