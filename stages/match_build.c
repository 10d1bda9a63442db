/* match_build: compiles the query and the recall-event patterns into one Hyperscan
 * database, and makes the matcher's scratch (stages/match.h); match_scan.c
 * scans texts with them.
 *
 * Case-insensitive literal search folds the text (text_fold, one code point to
 * one code point) and matches folded terms exactly, so folding follows
 * docs/reference.md §0 to the letter instead of Hyperscan's own caseless rules.
 * The recall-event patterns always scan folded text. With -e, terms are regular
 * expressions scanned on the raw text, caseless by Hyperscan unless -s.
 *
 * Literal terms have a fixed length in code points, so a hit's start is found
 * by walking back from its end; regex terms ask Hyperscan for the leftmost
 * start (HS_FLAG_SOM_LEFTMOST).
 *
 * --fuzzy N: a literal term of at least 3N+1 code points also matches within
 * Levenshtein distance N, by Hyperscan's edit-distance extension. Hyperscan
 * refuses UTF-8 mode for approximate matching, so such a term is compiled
 * as bytes (an edit of a non-ASCII letter costs one per byte), asks for its
 * leftmost start, and a hit is widened to whole code points. One
 * occurrence is reported at several ends (a deletion ends it earlier, an
 * insertion later): hits of a term that overlap count once. */
#include "stages/match.h"

#include <hs/hs.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/hs_cache.h"
#include "base/text.h"
#include "base/xalloc.h"
#include "stages/match_internal.h"
#include "stages/pattern.h"
#include "stages/prefilter.h"

/* Keeps the patterns for the stream database of long texts (made by
 * slices_ok) in m->sl, unless m is NULL: all of them, or with fuzzy terms
 * or -e, whose texts are scanned whole, the recall patterns alone (the
 * last NRECALL), for match_recall. Copies them. */
static void slice_db_keep(struct matcher *m, const char *const *exprs, const unsigned *flags,
			  const unsigned *ids, unsigned n)
{
	if (!m)
		return;
	struct slice_db *sl = m->sl = xcalloc(1, sizeof *sl);
	pthread_mutex_init(&sl->lock, NULL);
	unsigned from = 0;
	if (m->fuzzy || m->regex) {
		sl->recall_only = true;
		from = n - NRECALL;
	}
	sl->n = n - from;
	sl->exprs = xcalloc(sl->n, sizeof *sl->exprs);
	sl->flags = xcalloc(sl->n, sizeof *sl->flags);
	sl->ids = xcalloc(sl->n, sizeof *sl->ids);
	for (unsigned i = 0; i < sl->n; i++) {
		sl->exprs[i] = xstrdup(exprs[from + i]);
		sl->flags[i] = flags[from + i];
		sl->ids[i] = ids[from + i];
	}
}

/* Marks term i of m fuzzy: matched within the edit distance, as bytes
 * (see the top of this file). */
static void fuzzy_term(struct matcher *m, size_t i)
{
	const struct term *t = &m->q->terms[i];
	if (!m->fuzzy) {
		m->fuzzy = xcalloc(m->nterms, sizeof *m->fuzzy);
		m->fuzzy_len = xcalloc(m->nterms, sizeof *m->fuzzy_len);
		m->fuzzy_edges = xcalloc(m->nterms, sizeof *m->fuzzy_edges);
	}
	uint32_t first = t->units[0], last = t->units[t->nunits - 1];
	m->fuzzy_edges[i] = (uint8_t)((first != QUERY_WILDCARD && text_is_word(first)) |
				      (last != QUERY_WILDCARD && text_is_word(last)) << 1);
	m->fuzzy[i] = true;
	m->fuzzy_len[i] = pattern_utf8_len(t);
}

/* Term i's pattern into *pat, with its flags and, for a fuzzy term, its
 * extension (edit: the edit distance) into *ext. */
static void term_pattern(struct matcher *m, const struct match_opts *o, size_t i, struct sbuf *pat,
			 unsigned *flags, const hs_expr_ext_t **ext, const hs_expr_ext_t *edit)
{
	const struct term *t = &m->q->terms[i];
	if (o->regex) {
		sbuf_adds(pat, t->regex);
		*flags = HS_FLAG_UTF8 | HS_FLAG_UCP | HS_FLAG_SOM_LEFTMOST;
		if (!o->case_sensitive)
			*flags |= HS_FLAG_CASELESS;
	} else if (query_term_fuzzy(o->fuzzy, o->regex, t)) {
		pattern_bytes(pat, t);
		*flags = HS_FLAG_SOM_LEFTMOST;
		fuzzy_term(m, i);
		*ext = edit;
	} else {
		pattern_literal(pat, t);
		*flags = HS_FLAG_UTF8;
	}
}

/* Hyperscan's reason for a pattern it cannot compile, in memgrep's words
 * where its own name the flags memgrep sets (docs/reference.md §3). */
static const char *compile_reason(const char *msg)
{
	static const struct {
		const char *says, *means;
	} words[] = {
	    {"\\b unsupported", "\\b is not supported (use -w for whole words)"},
	    {"\\B unsupported", "\\B is not supported"},
	    {"matches empty buffer",
	     "a regex that can match empty text (.*) finds every message: use a term"},
	    {"Zero-width assertions", "look-around ((?=, (?<=, (?!) is not supported"},
	    {"back reference", "back-references (\\1) are not supported"},
	};
	for (size_t i = 0; msg && i < sizeof words / sizeof *words; i++)
		if (strstr(msg, words[i].says))
			return words[i].means;
	if (!msg)
		return "unknown error";
	return strstr(msg, "HS_FLAG_") ? "Hyperscan cannot compile it" : msg;
}

/* Sets err from Hyperscan's compile error (naming the term at fault when
 * it is one of the query's), and frees cerr and m. */
static void compile_failed(struct matcher *m, hs_compile_error_t *cerr, struct mg_error *err)
{
	int bad = cerr ? cerr->expression : -1;
	const char *why = compile_reason(cerr ? cerr->message : NULL);
	if (bad >= 0 && (size_t)bad < m->nterms) {
		struct sbuf shown = {0};
		mg_quote(&shown, m->q->terms[bad].display, 80);
		mg_error_set(err, "cannot compile the term '%s': %s", shown.data, why);
		sbuf_free(&shown);
	} else
		mg_error_set(err, "cannot compile the query: %s", why);
	hs_free_compile_error(cerr);
	free(m->fuzzy);
	free(m->fuzzy_len);
	free(m->fuzzy_edges);
	free(m);
}

int match_check_regex(const char *regex, bool case_sensitive, struct mg_error *err)
{
	unsigned flags =
	    HS_FLAG_UTF8 | HS_FLAG_UCP | HS_FLAG_SOM_LEFTMOST | (case_sensitive ? 0 : HS_FLAG_CASELESS);
	hs_database_t *db = NULL;
	hs_compile_error_t *cerr = NULL;
	if (hs_compile(regex, flags, HS_MODE_STREAM | HS_MODE_SOM_HORIZON_LARGE, NULL, &db, &cerr) ==
	    HS_SUCCESS) {
		hs_free_database(db);
		return 0;
	}
	mg_error_set(err, "%s", compile_reason(cerr ? cerr->message : NULL));
	hs_free_compile_error(cerr);
	return -1;
}

void match_opts_of(const struct config *cfg, enum scope scope, struct match_opts *o)
{
	*o = (struct match_opts){
	    .query = &cfg->query,
	    .case_sensitive = cfg->case_sensitive,
	    .word = cfg->word,
	    .regex = cfg->regex,
	    .fuzzy = cfg->fuzzy,
	    .cache_dir = cfg->index_dir,
	    /* BM25 counts every message: a file read raw has every line
	     * decoded, and the prefilter serves only the entries that keep
	     * the counts (docs/reference.md §12), picking the lines that any
	     * group hits (its document frequencies). */
	    .prefilter = !cfg->no_prefilter && (cfg->sort != SORT_BM25 || !cfg->no_index),
	    .kinds = cfg->kinds,
	    .any_group = scope == SCOPE_SESSION || cfg->sort == SORT_BM25,
	    .touch = cfg->touch,
	};
}

struct matcher *matcher_new(const struct config *cfg, struct mg_error *err)
{
	struct match_opts o;
	match_opts_of(cfg, cfg->scope, &o);
	return matcher_build(&o, err);
}

struct matcher *matcher_build(const struct match_opts *o, struct mg_error *err)
{
	const struct query *q = o->query;
	struct matcher *m = xcalloc(1, sizeof *m);
	m->q = q;
	m->nterms = q->nterms;
	m->npos = q->npositive;
	m->ngroups = q->ngroups;
	m->regex = o->regex;
	m->fold = !o->case_sensitive && !o->regex;
	m->word = o->word;
	m->all_pos = m->npos == 64 ? ~0ull : ((1ull << m->npos) - 1);

	size_t n = q->nterms + NRECALL;
	const char **exprs = xcalloc(n, sizeof *exprs);
	unsigned *flags = xcalloc(n, sizeof *flags);
	unsigned *ids = xcalloc(n, sizeof *ids);
	struct sbuf *pats = xcalloc(q->nterms, sizeof *pats);
	const hs_expr_ext_t **exts = xcalloc(n, sizeof *exts);
	hs_expr_ext_t edit = {.flags = HS_EXT_FLAG_EDIT_DISTANCE, .edit_distance = o->fuzzy};
	for (size_t i = 0; i < q->nterms; i++) {
		ids[i] = (unsigned)i;
		term_pattern(m, o, i, &pats[i], &flags[i], &exts[i], &edit);
		exprs[i] = pats[i].data;
	}
	for (size_t k = 0; k < NRECALL; k++) {
		exprs[q->nterms + k] = recall_patterns[k];
		/* Whole patterns stop the scan; the pieces must report all. */
		flags[q->nterms + k] = k < RECALL_WHOLE ? HS_FLAG_SINGLEMATCH : 0;
		ids[q->nterms + k] = (unsigned)(q->nterms + k);
	}
	hs_compile_error_t *cerr = NULL;
	/* Regular expressions ask for the start of a match (SOM). In block
	 * mode vectorscan 5.4.9 finds it for some of them (`x+ab`, `a*b@`)
	 * with a reverse scan that ends in snprintf(buf, len + 1, "%s", ...)
	 * into a 255-byte buffer, which aborts ("buffer overflow detected")
	 * on a text of more than 254 bytes (VectorCamp/vectorscan#392). A
	 * stream, one per scratch and reset after each text, tracks the start
	 * forward instead; the literal databases stay in block mode. */
	m->stream = o->regex;
	unsigned mode = m->stream ? HS_MODE_STREAM | HS_MODE_SOM_HORIZON_LARGE : HS_MODE_BLOCK;
	/* With the index on, the database may come from its cache (it is
	 * the one this compile makes, docs/reference.md §12). */
	hs_error_t rc = hs_cache_compile(o->cache_dir, o->mem, exprs, flags, ids, m->fuzzy ? exts : NULL,
					 (unsigned)n, mode, &m->db, &cerr);
	if (rc != HS_SUCCESS) {
		compile_failed(m, cerr, err);
		m = NULL;
	}
	slice_db_keep(m, exprs, flags, ids, (unsigned)n);
	for (size_t i = 0; i < q->nterms; i++)
		sbuf_free(&pats[i]);
	free(pats);
	free(exprs);
	free(exts);
	free(flags);
	free(ids);
	/* The prefilter only saves decoding: a query whose raw patterns Hyperscan
	 * refuses ("Pattern is too large": a term with many '_' or escaped
	 * characters, each compiled as all its JSON forms) is searched
	 * without it, as with --no-prefilter, rather than not at all. */
	if (m && o->prefilter && !o->regex) {
		struct mg_error pf_err;
		struct prefilter_opts po = {o->query,	  !o->case_sensitive, o->fuzzy,	    o->kinds,
					    o->any_group, o->touch,	      o->cache_dir, o->mem};
		m->pf = prefilter_new(&po, &pf_err);
	}
	return m;
}

const struct prefilter *matcher_prefilter(const struct matcher *m)
{
	return m->pf;
}

uint64_t matcher_positive_mask(const struct matcher *m)
{
	return m->all_pos;
}

void matcher_free(struct matcher *m)
{
	if (!m)
		return;
	hs_free_database(m->db);
	if (m->sl) {
		hs_free_database(m->sl->db);
		for (unsigned i = 0; i < m->sl->n; i++)
			free(m->sl->exprs[i]);
		free(m->sl->exprs);
		free(m->sl->flags);
		free(m->sl->ids);
		pthread_mutex_destroy(&m->sl->lock);
		free(m->sl);
	}
	prefilter_free(m->pf);
	free(m->fuzzy);
	free(m->fuzzy_len);
	free(m->fuzzy_edges);
	free(m);
}

bool matcher_all_positive(const struct matcher *m, uint64_t pos_mask)
{
	return (pos_mask & m->all_pos) == m->all_pos;
}

struct match_scratch *match_scratch_new(const struct matcher *m)
{
	struct match_scratch *s = xcalloc(1, sizeof *s);
	s->m = m;
	if (hs_alloc_scratch(m->db, &s->hs) != HS_SUCCESS ||
	    (m->stream && hs_open_stream(m->db, 0, &s->stream) != HS_SUCCESS)) {
		fprintf(stderr, "memgrep: cannot allocate Hyperscan scratch\n");
		abort();
	}
	s->term_hits = xcalloc(m->nterms + 1, sizeof *s->term_hits);
	if (m->fuzzy) {
		s->last_cost = xcalloc(m->nterms, sizeof *s->last_cost);
		s->last_end = xcalloc(m->nterms, sizeof *s->last_end);
		s->last_span = xcalloc(m->nterms, sizeof *s->last_span);
	}
	s->tf = xcalloc(m->npos + 1, sizeof *s->tf);
	return s;
}

void match_scratch_free(struct match_scratch *s)
{
	if (!s)
		return;
	if (s->stream)
		hs_close_stream(s->stream, NULL, NULL, NULL);
	if (s->sstream)
		hs_close_stream(s->sstream, NULL, NULL, NULL);
	hs_free_scratch(s->hs);
	free(s->fold);
	free(s->term_hits);
	free(s->tf);
	free(s->spans);
	free(s->search_ends);
	free(s->target_starts);
	free(s->last_cost);
	free(s->last_end);
	free(s->last_span);
	free(s);
}

void match_scratch_trim(struct match_scratch *s)
{
	free(s->fold);
	s->fold = NULL;
	s->fold_cap = 0;
	free(s->spans);
	s->spans = NULL;
	s->capspans = 0;
	free(s->search_ends);
	s->search_ends = NULL;
	s->capsearch = 0;
	free(s->target_starts);
	s->target_starts = NULL;
	s->captarget = 0;
}
