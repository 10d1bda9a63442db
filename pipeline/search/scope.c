/* scope: the place a search names as searched (see scope.h). */
#include "pipeline/search/scope.h"

#include <stdlib.h>
#include <sys/stat.h>

#include "stages/discover.h"

static bool exists(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0;
}

/* Appends items[0..n) to b as a list: "a", "a and b", "a, b and c". */
static void add_list(struct sbuf *b, char *const *items, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		sbuf_adds(b, i == 0 ? "" : i + 1 == n ? " and " : ", ");
		sbuf_adds(b, items[i]);
	}
}

/* A source and where it is read: `Codex CLI rollouts (ROOT)`, or its name
 * alone when it has no root (markdown memory). */
static char *source_place(size_t i, const char *root)
{
	struct sbuf b = {0};
	sbuf_adds(&b, source_table[i].what);
	if (root)
		sbuf_printf(&b, " (%s)", root);
	return b.data;
}

/* The sources left out by the names given (--source, MEMGREP_SOURCES) that
 * would be searched by default: on by default, their root there. */
static void left_out(const struct config *cfg, const struct search_req *req, struct search_scope *sc)
{
	char *items[SOURCE_COUNT];
	size_t n = 0;
	unsigned bits = req->sources;
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		if (!source_table[i].on_by_default || (req->sources & (1u << i)) || !cfg->roots[i] ||
		    !exists(cfg->roots[i]))
			continue;
		items[n++] = source_place(i, cfg->roots[i]);
		bits |= 1u << i;
	}
	add_list(&sc->left_out, items, n);
	for (size_t i = 0; i < n; i++)
		free(items[i]);
	if (!n)
		return;
	sc->widen_bits = bits;
	sbuf_adds(&sc->widen, "--source ");
	for (size_t i = 0, k = 0; i < SOURCE_COUNT; i++)
		if (bits & (1u << i))
			sbuf_printf(&sc->widen, "%s%s", k++ ? "," : "", source_table[i].name);
}

void scope_of(const struct config *cfg, const struct search_req *req, struct search_scope *sc)
{
	*sc = (struct search_scope){0};
	for (size_t i = 0; i < req->npaths; i++) {
		sbuf_adds(&sc->roots, i ? ", " : "");
		sbuf_adds(&sc->roots, req->paths[i]);
	}
	if (!req->npaths && req->files_from)
		sbuf_adds(&sc->roots, "the files of --files-from (none)");
	if (req->npaths || req->files_from) {
		sbuf_adds(&sc->named, sc->roots.data);
		return;
	}
	size_t nroots = 0;
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const char *root = cfg->roots[i];
		if (!(req->sources & (1u << i)) || !root)
			continue;
		sbuf_adds(&sc->roots, nroots++ ? ", " : "");
		sbuf_adds(&sc->roots, root);
		/* A root missing while a folder its source's walks name is
		 * there (Cline's tasks in VS Code alone) is no missing
		 * history. */
		if (source_history_missing((unsigned)i, root))
			sc->gone[sc->ngone++] = root;
	}
	char *items[SOURCE_COUNT];
	size_t n = 0;
	unsigned texts = req->sources & ~source_session_bits();
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		if (!(req->sources & (1u << i)) || (!cfg->roots[i] && !(texts & (1u << i))))
			continue;
		items[n++] = source_place(i, cfg->roots[i]);
		if (texts & (1u << i)) {
			sbuf_adds(&sc->roots, sc->roots.len ? ", " : "");
			sbuf_adds(&sc->roots, source_table[i].what);
		}
	}
	add_list(&sc->named, items, n);
	for (size_t i = 0; i < n; i++)
		free(items[i]);
	if (!sc->named.data)
		sbuf_adds(&sc->named, "");
	if (!sc->roots.data)
		sbuf_adds(&sc->roots, "");
	sc->missing_root = nroots && sc->ngone == nroots && !texts;
	if (cfg->sources_by && cfg->command == CMD_SEARCH)
		left_out(cfg, req, sc);
}

void scope_free(struct search_scope *sc)
{
	sbuf_free(&sc->named);
	sbuf_free(&sc->roots);
	sbuf_free(&sc->left_out);
	sbuf_free(&sc->widen);
}

void scope_warnings(const struct config *cfg, const struct search_req *req, const struct search_scope *sc,
		    void (*warn)(void *arg, const char *msg), void *arg)
{
	const char *roots[SOURCE_COUNT];
	size_t nroots = discover_default_roots(cfg, req, roots);
	struct sbuf b = {0};
	for (size_t i = 0; i < sc->ngone; i++)
		if (cfg->command != CMD_SHOW || sc->ngone == nroots) {
			sbuf_reset(&b);
			sbuf_printf(&b, "no history found: %s does not exist", sc->gone[i]);
			warn(arg, b.data);
		}
	/* No history, and a query that names a file or folder: it was meant
	 * as a PATH, most likely after --file (the first argument is always
	 * the query, docs/reference.md §3). */
	if (cfg->command == CMD_SEARCH && req->npaths == 0 && sc->ngone && sc->ngone == nroots &&
	    cfg->query_text && *cfg->query_text && exists(cfg->query_text)) {
		struct sbuf q = {0};
		mg_quote(&q, cfg->query_text, MG_QUOTE_MAX);
		sbuf_reset(&b);
		sbuf_printf(&b, "%s is the query, not a PATH: PATHs come after the query%s", q.data,
			    cfg->touch ? " (--file with no query: memgrep --file FILE '' PATH)" : "");
		warn(arg, b.data);
		sbuf_free(&q);
	}
	sbuf_free(&b);
}
