/* archive: the archived sessions of a search, found in the index folder and
 * read from it (see archive.h; docs/reference.md §12, keeping). */
#include "pipeline/search/archive.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <ck_pr.h>

#include "base/strmap.h"
#include "base/xalloc.h"
#include "sources/sqlite_seen.h"
#include "sources/sqlite_src.h"
#include "stages/index/entry.h"
#include "stages/index/prune.h"

/* A folder or file the search walks: its absolute form (nothing resolved,
 * as entries name their files), as given, and the sources it keeps. */
struct root {
	char *abs, *given;
	unsigned want;
};

struct archive {
	const struct ix_store *store;
	struct strmap names; /* the entry names of the files found */
	struct strmap stems; /* their file names, without .zst */
	struct arena keys;
	struct root *roots;
	size_t nroots, caproots;
	struct ix_loaded peek;
	struct sqlite_seen *sessions; /* the sessions of SQLite databases (made when first needed) */
};

struct archive *archive_new(const struct ix_store *store)
{
	struct archive *a = xcalloc(1, sizeof *a);
	a->store = store;
	return a;
}

void archive_free(struct archive *a)
{
	if (!a)
		return;
	strmap_free(&a->names);
	strmap_free(&a->stems);
	arena_free(&a->keys);
	for (size_t i = 0; i < a->nroots; i++) {
		free(a->roots[i].abs);
		free(a->roots[i].given);
	}
	free(a->roots);
	ix_loaded_free(&a->peek);
	sqlite_seen_free(a->sessions);
	free(a);
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

static void add_key(struct archive *a, struct strmap *m, const char *s, size_t n)
{
	void **slot = strmap_slot(m, arena_strndup(&a->keys, s, n), n);
	*slot = (void *)1;
}

void archive_saw(struct archive *a, const char *open_path)
{
	char *abs = ix_abs_path(a->store, open_path);
	char name[IX_NAME_LEN];
	ix_entry_name(abs, name);
	free(abs);
	add_key(a, &a->names, name, strlen(name));
	const char *base = base_name(open_path);
	add_key(a, &a->stems, base, ix_name_stem(base));
}

/* A root's length without its trailing slashes ("/" stays). */
static size_t trimmed(const char *p)
{
	size_t n = strlen(p);
	while (n > 1 && p[n - 1] == '/')
		n--;
	return n;
}

static void add_root(void *arg, const char *root, unsigned want)
{
	struct archive *a = arg;
	if (strcmp(root, "-") == 0)
		return;
	/* As ix_abs_path joins a path found under it: ROOT/NAME. */
	struct sbuf b = {0};
	size_t n = trimmed(root);
	sbuf_add(&b, root, n);
	sbuf_addc(&b, '/');
	char *abs = ix_abs_path(a->store, b.data);
	abs[trimmed(abs)] = '\0';
	xgrow((void **)&a->roots, &a->caproots, a->nroots + 1, sizeof *a->roots);
	b.data[n] = '\0';
	a->roots[a->nroots++] = (struct root){abs, b.data, want};
}

/* The root that holds path (absolute) and keeps its source: the path as
 * found under it (ROOT/REST, ROOT as given; xmalloc'd), or NULL. */
static char *shown_under(const struct archive *a, const char *path, unsigned source)
{
	for (size_t i = 0; i < a->nroots; i++) {
		const struct root *r = &a->roots[i];
		size_t n = strlen(r->abs);
		bool top = n == 1 && r->abs[0] == '/';
		if (!(r->want & (1u << source)) || strncmp(path, r->abs, n) != 0)
			continue;
		if (path[n] == '\0')
			return xstrdup(r->given); /* a file PATH */
		if (path[n] == SQLITE_SRC_SEP) {
			/* A session of the database PATH (DB#ID). */
			struct sbuf b = {0};
			sbuf_printf(&b, "%s%s", r->given, path + n);
			return b.data;
		}
		if (path[n] != '/' && !top)
			continue;
		struct sbuf b = {0};
		sbuf_adds(&b, r->given);
		if (!top || strcmp(r->given, "/") != 0)
			sbuf_addc(&b, '/');
		sbuf_adds(&b, path + n + (top ? 0 : 1));
		return b.data;
	}
	return NULL;
}

/* The item of an archived session: the file it was, shown as `shown`. */
static struct discover_item *archived_item(const struct ix_entry *e, char *shown)
{
	struct discover_item *it = xcalloc(1, sizeof *it);
	it->path = shown;
	it->open_path = xstrdup(e->path);
	it->open_apart = true;
	it->fd = -1;
	it->size = e->key.size;
	/* The time the file had when it was indexed: the time of the
	 * messages of a source whose lines carry none (sources/source.h). */
	it->mtime_ns = e->key.mtime_ns;
	it->mtime = e->key.mtime_ns / 1000000000;
	it->shape = SHAPE_LINES;
	it->archived = true;
	return it;
}

/* Whether path, whose stat failed, is gone: no session of a database
 * (DB#ID) that lists it, or whose database cannot be read now. A session
 * that the walk did not hand on (older than --since, another than show's)
 * is not archived. */
static bool session_gone(struct archive *a, const char *path)
{
	if (!a->sessions)
		a->sessions = sqlite_seen_new();
	struct stat st;
	enum sqlite_seen_is is = sqlite_seen_find(a->sessions, path, &st);
	return is == SQLITE_SEEN_NOT_SESSION || is == SQLITE_SEEN_GONE;
}

struct finding {
	struct archive *a;
	const struct discover_cb *cb;
	size_t emitted;
};

/* An entry of the folder: handed on when it is an archived session of the
 * search. */
static void on_name(void *arg, const char *name)
{
	struct finding *f = arg;
	struct archive *a = f->a;
	if ((f->cb->cancel && ck_pr_load_int(f->cb->cancel)) || strmap_get(&a->names, name, strlen(name)))
		return;
	if (ix_store_peek(a->store, name, &a->peek) != 0)
		return;
	const struct ix_entry *e = &a->peek.e;
	const char *base = base_name(e->path);
	struct stat st;
	if (e->source >= SOURCE_COUNT || e->path[0] != '/' ||
	    strmap_get(&a->stems, base, ix_name_stem(base)) || lstat(e->path, &st) == 0 ||
	    (errno != ENOENT && errno != ENOTDIR) || !session_gone(a, e->path))
		return;
	char *shown = shown_under(a, e->path, e->source);
	if (!shown)
		return;
	f->emitted++;
	f->cb->emit(f->cb->arg, archived_item(e, shown));
}

size_t archive_find(struct archive *a, const struct config *cfg, const struct search_req *req,
		    const struct discover_cb *cb)
{
	discover_each_root(cfg, req, add_root, a);
	struct finding f = {a, cb, 0};
	struct mg_error err;
	if (a->nroots)
		ix_store_names(a->store, on_name, &f, &err);
	return f.emitted;
}

/* ---- texts --------------------------------------------------------------- */

struct archive_texts {
	const struct config *cfg;
	struct ix_store store;
	bool opened, failed;
	char *abs; /* whose entry l holds, or NULL */
	struct ix_loaded l;
	bool loaded;
	char *zbuf; /* its compressed sections, expanded */
	size_t zcap;
	struct piece *pieces;
	size_t cappieces;
	const char **tools;
	size_t captools;
	struct tool_link *links;
	size_t caplinks;
};

struct archive_texts *archive_texts_new(const struct config *cfg)
{
	struct archive_texts *t = xcalloc(1, sizeof *t);
	t->cfg = cfg;
	return t;
}

void archive_texts_free(struct archive_texts *t)
{
	if (!t)
		return;
	if (t->opened)
		ix_store_close(&t->store);
	free(t->abs);
	ix_loaded_free(&t->l);
	free(t->zbuf);
	free(t->pieces);
	free(t->tools);
	free(t->links);
	free(t);
}

enum { TEXTS = 1u << IX_TABLES | 1u << IX_TEXT_TEXT | 1u << IX_TEXT_THINKING | 1u << IX_TEXT_TOOL };

/* Loads the entry of path (an archived file's, as shown) unless it is
 * the one loaded: false when it cannot be read. */
static bool load(struct archive_texts *t, const char *path)
{
	if (!t->opened && !t->failed) {
		struct mg_error err;
		t->failed = !t->cfg->index_dir || ix_store_open(&t->store, t->cfg->index_dir, &err) != 0;
		t->opened = !t->failed;
	}
	if (!t->opened)
		return false;
	char *abs = ix_abs_path(&t->store, path);
	if (t->abs && strcmp(abs, t->abs) == 0) {
		free(abs);
		return t->loaded;
	}
	free(t->abs);
	t->abs = abs;
	const char *why;
	struct mg_error err;
	struct ix_entry *e = &t->l.e;
	t->loaded = false;
	if (ix_store_load(&t->store, abs, TEXTS, &t->l, &why, &err) != IX_OK)
		return false;
	for (int s = 0; s < IX_NSECTIONS; s++)
		if ((TEXTS & (1u << s)) && !ix_entry_check(e, (enum ix_section)s))
			return false;
	size_t n = ix_entry_plain_size(e, TEXTS);
	if (n) {
		xgrow((void **)&t->zbuf, &t->zcap, n, 1);
		if (!ix_entry_expand(e, TEXTS, t->zbuf))
			return false;
	}
	return t->loaded = true;
}

bool archive_text(struct archive_texts *t, const struct msg_rec *rec, struct sbuf *out)
{
	size_t i;
	if (!load(t, rec->file->path) || !ix_entry_find(&t->l.e, rec->line, &i))
		return false;
	/* The line must be the one that matched: of a JSON document, several
	 * messages may start on one line (its root and its messages, when it
	 * is written on one), told apart by their bytes' hash. */
	struct ix_line line;
	for (;; i++) {
		if (i == t->l.e.nrecs)
			return false;
		ix_entry_line(&t->l.e, i, TEXTS, &t->pieces, &t->cappieces, &t->tools, &t->captools,
			      &t->links, &t->caplinks, &line);
		if (line.line != rec->line)
			return false;
		if (!line.malformed && (!rec->lhash || line.lhash == rec->lhash))
			break;
	}
	bool keep_noise = t->cfg->keep_noise && !(rec->flags & REC_TITLE);
	return decode_message_text(&line.lv, (enum kind_order)rec->order, keep_noise, out);
}

void archive_note(size_t n, FILE *err)
{
	if (!n || !err)
		return;
	fprintf(
	    err,
	    "memgrep: %zu archived session%s matched but %s not listed: -l and -c list files on disk, and "
	    "archived sessions' files were deleted (--format text or json shows %s)\n",
	    n, n == 1 ? "" : "s", n == 1 ? "is" : "are", n == 1 ? "it" : "them");
}
