/* match: compiles the query and the recall-event patterns into one Hyperscan
 * database and scans decoded message text with it.
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
 * insertion later): hits of a term that overlap count once.
 *
 * A text of SLICE_MIN bytes or more is not folded whole: it is folded in
 * slices of SLICE bytes (cut at code point starts) and each slice goes
 * through a stream of the same patterns in stream mode, so that no copy as
 * long as the text is made (docs/reference.md §6). That database is
 * compiled when the first such text comes. A hit's end in the folded
 * stream is mapped to the text by a cursor that walks the text itself
 * (folding keeps the code point count, and a code point's folded length is
 * known from it), so positions, spans and -w's edges come out as the whole
 * copy gives them. -e needs no folded copy (its patterns are caseless
 * themselves). Fuzzy terms ask for the start of a hit, which their
 * database finds in block mode (the mode tests/vectorscan checks): a long
 * text of theirs is folded in the same slices, and each slice is scanned
 * as one block with that database, after the last bytes of the slice
 * before it (as many as a hit of any term can span). A window takes only
 * the hits that end past what the one before took and before its own last
 * few bytes (a hit's next code point may be in the next slice): each hit
 * is seen once, with the start, edges and order the whole copy gives it.
 * The recall check of their texts goes through a stream of the recall
 * patterns alone. */
#include "stages/match.h"

#include <hs/hs.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "base/hs_cache.h"
#include "stages/pattern.h"
#include "stages/prefilter.h"
#include "stages/recall_patterns.h"
#include "base/text.h"

enum { NRECALL = RECALL_NPATTERNS };

/* Texts from SLICE_MIN bytes are folded and scanned SLICE bytes at a
 * time. A window (scan_windows) takes no hit that ends in its last AHEAD
 * bytes: a hit's next code point, which -w and a fuzzy hit's edges look
 * at, is within them (a hit widened to whole code points is 3 bytes
 * longer at most, and a code point 4 bytes). */
enum { SLICE_MIN = 1 << 20, SLICE = 64 * 1024, AHEAD = 16 };

/* The patterns again, for the stream-mode database of long texts, made
 * once by the first thread that needs it. */
struct slice_db {
	pthread_mutex_t lock;
	hs_database_t *db; /* NULL until made */
	bool tried;
	bool recall_only; /* fuzzy terms or -e: the recall patterns alone */
	char **exprs;
	unsigned *flags, *ids;
	unsigned n;
};

struct matcher {
	hs_database_t *db;
	const struct query *q;
	size_t nterms, npos, ngroups;
	bool fold, regex, word;
	bool *fuzzy;	      /* per term: matched within the edit distance; or NULL */
	size_t *fuzzy_len;    /* per fuzzy term: its length in bytes of UTF-8 */
	uint8_t *fuzzy_edges; /* per fuzzy term: 1 its first, 2 its last unit is a word character */
	uint64_t all_pos;
	struct prefilter *pf; /* NULL: every line is decoded */
	bool stream;	      /* db is in stream mode (-e, see matcher_new) */
	struct slice_db *sl;  /* NULL with fuzzy terms or -e */
};

struct match_scratch {
	const struct matcher *m;
	hs_scratch_t *hs;
	hs_stream_t *stream; /* with m->stream: reset after each scan */
	char *fold;
	size_t fold_cap;
	uint32_t *term_hits; /* per term */
	uint32_t *tf;	     /* per positive group */
	/* Scan state. */
	const char *buf;
	size_t buf_len;
	size_t first_byte;
	bool want_spans, recall_only, recall_hit;
	/* Ends of "i'll search" and starts of its targets, in bytes. */
	size_t *search_ends, *target_starts;
	size_t nsearch, ntarget, capsearch, captarget;
	struct hit_span *spans; /* byte offsets during the scan */
	size_t nspans, capspans;
	/* Fuzzy terms: the cost (hit_cost) of the span kept for the last
	 * occurrence of each, the end of the hits that overlap it, and its
	 * index in spans (or SIZE_MAX). */
	size_t *last_cost, *last_end, *last_span;
	int hs_error; /* the first failed scan's status since match_scan_error */
	/* A long text scanned in slices: its stream, the text, and the
	 * cursor that maps folded offsets to it (byte of the text, byte of
	 * the folded stream, code point). Hits are then kept in code
	 * points, not bytes. */
	hs_stream_t *sstream;
	bool slices;
	const char *orig;
	size_t orig_len, cur_o, cur_f, cur_cp;
	/* Offsets in buf are base less than in the whole folded text: not
	 * 0 only for a long text of fuzzy terms, scanned in windows, whose
	 * hits are taken where they end in [win_lo, win_hi). Hits are then
	 * kept in bytes of the whole folded text. */
	bool windows;
	size_t base, win_lo, win_hi;
};

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
static void term_pattern(struct matcher *m, const struct config *cfg, size_t i, struct sbuf *pat,
			 unsigned *flags, const hs_expr_ext_t **ext, const hs_expr_ext_t *edit)
{
	const struct term *t = &m->q->terms[i];
	if (cfg->regex) {
		sbuf_adds(pat, t->regex);
		*flags = HS_FLAG_UTF8 | HS_FLAG_UCP | HS_FLAG_SOM_LEFTMOST;
		if (!cfg->case_sensitive)
			*flags |= HS_FLAG_CASELESS;
	} else if (config_term_fuzzy(cfg, t)) {
		pattern_bytes(pat, t);
		*flags = HS_FLAG_SOM_LEFTMOST;
		fuzzy_term(m, i);
		*ext = edit;
	} else {
		pattern_literal(pat, t);
		*flags = HS_FLAG_UTF8;
	}
}

/* Sets err from Hyperscan's compile error (naming the term at fault when
 * it is one of the query's), and frees cerr and m. */
static void compile_failed(struct matcher *m, hs_compile_error_t *cerr, struct mg_error *err)
{
	int bad = cerr ? cerr->expression : -1;
	if (bad >= 0 && (size_t)bad < m->nterms) {
		struct sbuf shown = {0};
		mg_quote(&shown, m->q->terms[bad].display, 80);
		mg_error_set(err, "cannot compile the term '%s': %s", shown.data, cerr->message);
		sbuf_free(&shown);
	} else
		mg_error_set(err, "cannot compile the query: %s", cerr ? cerr->message : "unknown error");
	hs_free_compile_error(cerr);
	free(m->fuzzy);
	free(m->fuzzy_len);
	free(m->fuzzy_edges);
	free(m);
}

struct matcher *matcher_new(const struct config *cfg, struct mg_error *err)
{
	const struct query *q = &cfg->query;
	struct matcher *m = xcalloc(1, sizeof *m);
	m->q = q;
	m->nterms = q->nterms;
	m->npos = q->npositive;
	m->ngroups = q->ngroups;
	m->regex = cfg->regex;
	m->fold = !cfg->case_sensitive && !cfg->regex;
	m->word = cfg->word;
	m->all_pos = m->npos == 64 ? ~0ull : ((1ull << m->npos) - 1);

	size_t n = q->nterms + NRECALL;
	const char **exprs = xcalloc(n, sizeof *exprs);
	unsigned *flags = xcalloc(n, sizeof *flags);
	unsigned *ids = xcalloc(n, sizeof *ids);
	struct sbuf *pats = xcalloc(q->nterms, sizeof *pats);
	const hs_expr_ext_t **exts = xcalloc(n, sizeof *exts);
	hs_expr_ext_t edit = {.flags = HS_EXT_FLAG_EDIT_DISTANCE, .edit_distance = cfg->fuzzy};
	for (size_t i = 0; i < q->nterms; i++) {
		ids[i] = (unsigned)i;
		term_pattern(m, cfg, i, &pats[i], &flags[i], &exts[i], &edit);
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
	m->stream = cfg->regex;
	unsigned mode = m->stream ? HS_MODE_STREAM | HS_MODE_SOM_HORIZON_LARGE : HS_MODE_BLOCK;
	/* With the index on, the database may come from its cache (it is
	 * the one this compile makes, docs/reference.md §12). */
	hs_error_t rc = hs_cache_compile(cfg->index_dir, exprs, flags, ids, m->fuzzy ? exts : NULL,
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
	/* BM25 counts every message, so every line is decoded anyway. The
	 * prefilter only saves decoding: a query whose raw patterns Hyperscan
	 * refuses ("Pattern is too large": a term with many '_' or escaped
	 * characters, each compiled as all its JSON forms) is searched
	 * without it, as with --no-prefilter, rather than not at all. */
	if (m && !cfg->no_prefilter && cfg->sort != SORT_BM25) {
		struct mg_error pf_err;
		m->pf = prefilter_new(cfg, &pf_err);
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

/* Start of the code point before byte offset i (i > 0). */
static size_t prev_cp(const char *b, size_t i)
{
	do
		i--;
	while (i > 0 && ((unsigned char)b[i] & 0xC0) == 0x80);
	return i;
}

static bool word_at(const char *b, size_t len, size_t i)
{
	size_t adv;
	int32_t cp = text_decode(b + i, len - i, &adv);
	return cp >= 0 && text_is_word((uint32_t)cp);
}

/* Counts a hit of term id over buf[start, end) (end after its last byte),
 * a span when asked. */
static void count_hit(struct match_scratch *s, unsigned id, size_t start, size_t end)
{
	const struct matcher *m = s->m;
	s->term_hits[id]++;
	size_t g = m->q->terms[id].group;
	if (g < m->npos) {
		s->tf[g]++;
		if (start < s->first_byte)
			s->first_byte = start;
		if (s->want_spans && s->nspans < MATCH_MAX_SPANS) {
			xgrow((void **)&s->spans, &s->capspans, s->nspans + 1, sizeof *s->spans);
			if (m->fuzzy && m->fuzzy[id])
				s->last_span[id] = s->nspans;
			s->spans[s->nspans++] = (struct hit_span){start, end, g};
		}
	}
}

static bool word_edges_ok(const struct match_scratch *s, size_t start, size_t end)
{
	if (start > 0 && word_at(s->buf, s->buf_len, prev_cp(s->buf, start)))
		return false;
	return !(end < s->buf_len && word_at(s->buf, s->buf_len, end));
}

static bool is_space_byte(char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

/* How far a fuzzy hit is from the term: its length's distance from the
 * term's, plus one for each edge that is not a word character (an edit
 * that took in a comma or a quote). */
static size_t hit_cost(const struct match_scratch *s, size_t start, size_t end, size_t want)
{
	size_t len = end - start, cost = len > want ? len - want : want - len;
	cost += !word_at(s->buf, s->buf_len, start);
	cost += !word_at(s->buf, s->buf_len, prev_cp(s->buf, end));
	return cost;
}

/* A hit of a fuzzy term: widened to whole code points and trimmed of the
 * spaces and punctuation an insertion took in. Hits that overlap are one occurrence, which
 * counts once; its span is the hit nearest the term (hit_cost: the exact
 * or least-edited one, not the union of every edit). */
static int on_fuzzy_hit(struct match_scratch *s, unsigned id, size_t start, size_t end)
{
	while (start > 0 && ((unsigned char)s->buf[start] & 0xC0) == 0x80)
		start--;
	while (end < s->buf_len && ((unsigned char)s->buf[end] & 0xC0) == 0x80)
		end++;
	/* An edge the term has as a word character never starts or ends
	 * the span on a space or punctuation an insertion took in. */
	uint8_t edges = s->m->fuzzy_edges[id];
	while (start < end &&
	       ((edges & 1) ? !word_at(s->buf, s->buf_len, start) : is_space_byte(s->buf[start]))) {
		size_t adv;
		text_decode(s->buf + start, s->buf_len - start, &adv);
		start += adv ? adv : 1;
	}
	while (end > start && ((edges & 2) ? !word_at(s->buf, s->buf_len, prev_cp(s->buf, end))
					   : is_space_byte(s->buf[end - 1])))
		end = prev_cp(s->buf, end);
	if (start == end || (s->m->word && !word_edges_ok(s, start, end)))
		return 0;
	size_t cost = hit_cost(s, start, end, s->m->fuzzy_len[id]);
	start += s->base;
	end += s->base;
	if (s->term_hits[id] && start < s->last_end[id]) {
		if (end > s->last_end[id])
			s->last_end[id] = end;
		if (cost < s->last_cost[id]) {
			s->last_cost[id] = cost;
			if (s->want_spans && s->last_span[id] != SIZE_MAX) {
				s->spans[s->last_span[id]].start = start;
				s->spans[s->last_span[id]].end = end;
			}
			if (start < s->first_byte && s->m->q->terms[id].group < s->m->npos)
				s->first_byte = start;
		}
		return 0;
	}
	s->last_cost[id] = cost;
	s->last_end[id] = end;
	s->last_span[id] = SIZE_MAX;
	count_hit(s, id, start, end);
	return 0;
}

/* The bytes cp takes folded. */
static size_t folded_len(int32_t cp)
{
	if (cp < 0)
		return 1;
	uint32_t l = text_lower((uint32_t)cp);
	return l < 0x80 ? 1 : l < 0x800 ? 2 : l < 0x10000 ? 3 : 4;
}

/* The code point of the text at folded offset f (a code point start), the
 * cursor moved there; s->cur_o is then its byte in the text. */
static size_t slice_locate(struct match_scratch *s, size_t f)
{
	const char *t = s->orig;
	size_t n = s->orig_len;
	while (s->cur_f < f) {
		if (n - s->cur_o >= 8 && f - s->cur_f >= 8) {
			uint64_t v;
			memcpy(&v, t + s->cur_o, sizeof v);
			if (!(v & 0x8080808080808080ull)) {
				s->cur_o += 8;
				s->cur_f += 8;
				s->cur_cp += 8;
				continue;
			}
		}
		size_t adv;
		int32_t cp = text_decode(t + s->cur_o, n - s->cur_o, &adv);
		s->cur_o += adv;
		s->cur_f += folded_len(cp);
		s->cur_cp++;
	}
	while (s->cur_f > f && s->cur_o > 0) {
		size_t o = prev_cp(t, s->cur_o), adv;
		s->cur_f -= folded_len(text_decode(t + o, n - o, &adv));
		s->cur_o = o;
		s->cur_cp--;
	}
	return s->cur_cp;
}

/* Whether the code point at byte i of the text is a word character once
 * folded (what word_at says of the folded copy). */
static bool word_folded(const char *b, size_t len, size_t i)
{
	size_t adv;
	int32_t cp = text_decode(b + i, len - i, &adv);
	return cp >= 0 && text_is_word(text_lower((uint32_t)cp));
}

/* A hit of a literal term ending at folded offset to, in slices: kept in
 * code points; its start is its length in code points before its end. */
static int on_slice_hit(struct match_scratch *s, unsigned id, size_t to)
{
	size_t end = slice_locate(s, to), n = s->m->q->terms[id].nunits;
	size_t start = end >= n ? end - n : 0;
	if (s->m->word) {
		size_t so = s->cur_o, eo = s->cur_o;
		for (size_t k = 0; k < n && so > 0; k++)
			so = prev_cp(s->orig, so);
		if ((so > 0 && word_folded(s->orig, s->orig_len, prev_cp(s->orig, so))) ||
		    (eo < s->orig_len && word_folded(s->orig, s->orig_len, eo)))
			return 0;
	}
	count_hit(s, id, start, end);
	return 0;
}

static int on_hit(unsigned id, unsigned long long from, unsigned long long to, unsigned flags, void *ctx)
{
	(void)flags;
	struct match_scratch *s = ctx;
	const struct matcher *m = s->m;
	if (id >= m->nterms) {
		if (!s->recall_only)
			return 0;
		size_t k = id - m->nterms;
		if (k < RECALL_WHOLE) {
			s->recall_hit = true;
			return 1; /* stop: the piece is an event */
		}
		/* Bytes, or code points in slices (the same here: ASCII). */
		size_t at = s->slices ? slice_locate(s, (size_t)to) : (size_t)to;
		if (k == RECALL_SEARCH) {
			xgrow((void **)&s->search_ends, &s->capsearch, s->nsearch + 1,
			      sizeof *s->search_ends);
			s->search_ends[s->nsearch++] = at;
		} else {
			size_t len = strlen(recall_patterns[k]);
			xgrow((void **)&s->target_starts, &s->captarget, s->ntarget + 1,
			      sizeof *s->target_starts);
			s->target_starts[s->ntarget++] = at - len; /* ASCII: bytes */
		}
		return 0;
	}
	if (s->recall_only)
		return 0;
	if (s->slices)
		return on_slice_hit(s, id, (size_t)to);
	size_t end = (size_t)to, start = (size_t)from;
	/* In windows, a hit is taken in the one where its end falls in the
	 * window's own range; the others see it too, or too near an edge. */
	if (s->windows && (s->base + end < s->win_lo || s->base + end >= s->win_hi))
		return 0;
	if (m->fuzzy && m->fuzzy[id])
		return on_fuzzy_hit(s, id, start, end);
	if (!m->regex) {
		start = end;
		for (size_t k = 0; k < m->q->terms[id].nunits && start > 0; k++)
			start = prev_cp(s->buf, start);
	}
	if (m->word && !word_edges_ok(s, start, end))
		return 0;
	count_hit(s, id, s->base + start, s->base + end);
	return 0;
}

/* One scan of buf[0..len) with the database: a whole stream with -e (its
 * end-of-data matches reported by the reset), else one block. */
static void scan_db(struct match_scratch *s, const char *buf, size_t len)
{
	hs_error_t rc;
	if (!s->m->stream) {
		rc = hs_scan(s->m->db, buf, (unsigned)len, 0, s->hs, on_hit, s);
	} else {
		/* A stream that on_hit stopped is not scanned again until
		 * reset. */
		rc = hs_scan_stream(s->stream, buf, (unsigned)len, 0, s->hs, on_hit, s);
		hs_error_t r2 = hs_reset_stream(s->stream, 0, s->hs, rc == HS_SUCCESS ? on_hit : NULL, s);
		if (rc == HS_SUCCESS || rc == HS_SCAN_TERMINATED)
			rc = r2;
	}
	/* on_hit stops a scan on purpose (a recall event found): only
	 * another status is an error. */
	if (rc != HS_SUCCESS && rc != HS_SCAN_TERMINATED && !s->hs_error)
		s->hs_error = rc;
}

/* Whether text[0..len) is scanned in slices: long, valid UTF-8, a
 * matcher that allows it, and its stream database made (in s's scratch
 * too). A database that cannot be made leaves the whole copy. */
static bool slices_ok(struct match_scratch *s, const char *text, size_t len)
{
	struct slice_db *sl = s->m->sl;
	if (len < SLICE_MIN || !sl || len > UINT32_MAX)
		return false;
	if (!s->sstream) {
		pthread_mutex_lock(&sl->lock);
		if (!sl->tried) {
			sl->tried = true;
			hs_compile_error_t *cerr = NULL;
			if (hs_compile_multi((const char *const *)sl->exprs, sl->flags, sl->ids, sl->n,
					     HS_MODE_STREAM, NULL, &sl->db, &cerr) != HS_SUCCESS) {
				hs_free_compile_error(cerr);
				sl->db = NULL;
			}
		}
		hs_database_t *db = sl->db;
		pthread_mutex_unlock(&sl->lock);
		if (!db)
			return false;
		if (hs_alloc_scratch(db, &s->hs) != HS_SUCCESS ||
		    hs_open_stream(db, 0, &s->sstream) != HS_SUCCESS) {
			fprintf(stderr, "memgrep: cannot allocate Hyperscan scratch\n");
			abort();
		}
	}
	return text_valid_utf8(text, len);
}

/* Folds text[0..len) SLICE bytes at a time (cut at code point starts) and
 * scans the slices as one stream; its end-of-data matches come with the
 * reset. */
static void scan_slices(struct match_scratch *s, const char *text, size_t len)
{
	size_t need = TEXT_FOLD_MAX((size_t)SLICE);
	if (need > s->fold_cap) {
		free(s->fold);
		s->fold_cap = need;
		s->fold = xmalloc(s->fold_cap);
	}
	s->slices = true;
	s->orig = text;
	s->orig_len = len;
	s->cur_o = s->cur_f = s->cur_cp = 0;
	hs_error_t rc = HS_SUCCESS;
	for (size_t o = 0; o < len && rc == HS_SUCCESS;) {
		size_t e = len - o > SLICE ? o + SLICE : len;
		while (e < len && ((unsigned char)text[e] & 0xC0) == 0x80)
			e--;
		size_t n = text_fold(text + o, e - o, s->fold);
		rc = hs_scan_stream(s->sstream, s->fold, (unsigned)n, 0, s->hs, on_hit, s);
		o = e;
	}
	hs_error_t r2 = hs_reset_stream(s->sstream, 0, s->hs, rc == HS_SUCCESS ? on_hit : NULL, s);
	if (rc == HS_SUCCESS || rc == HS_SCAN_TERMINATED)
		rc = r2;
	if (rc != HS_SUCCESS && rc != HS_SCAN_TERMINATED && !s->hs_error)
		s->hs_error = rc;
	s->slices = false;
}

/* Whether text[0..len) is scanned in windows: the long, valid UTF-8
 * text of folded fuzzy terms. */
static bool windows_ok(const struct match_scratch *s, const char *text, size_t len)
{
	return len >= SLICE_MIN && s->m->fuzzy && s->m->fold && text_valid_utf8(text, len);
}

/* The bytes a hit of any term of m may span: 4 a unit at most (a code
 * point, or a wildcard's 1 to 3), and one more for each insertion of an
 * edit (2 at most); with AHEAD more, for the code point before it. */
static size_t hit_reach(const struct matcher *m)
{
	size_t reach = 0;
	for (size_t i = 0; i < m->nterms; i++)
		if (4 * m->q->terms[i].nunits + 2 > reach)
			reach = 4 * m->q->terms[i].nunits + 2;
	return reach + AHEAD;
}

/* Folds text[0..len) SLICE bytes at a time (cut at code point starts) and
 * scans each slice as one block, after the hit_reach bytes before it (from
 * a code point start): a hit that ends in it starts there at the earliest,
 * and its code point before is there too. A window takes the hits that
 * end from where the last one stopped to AHEAD bytes before its end (to
 * its end for the last): as in the whole copy, once each and in the same
 * order, with offsets of the whole copy. */
static void scan_windows(struct match_scratch *s, const char *text, size_t len)
{
	const struct matcher *m = s->m;
	size_t reach = hit_reach(m), need = reach + 4 + TEXT_FOLD_MAX((size_t)SLICE);
	if (need > s->fold_cap) {
		free(s->fold);
		s->fold_cap = need;
		s->fold = xmalloc(s->fold_cap);
	}
	s->windows = true;
	s->orig = text;
	s->orig_len = len;
	s->cur_o = s->cur_f = s->cur_cp = 0;
	s->base = s->win_lo = 0;
	size_t keep = 0; /* bytes of the window before carried over */
	for (size_t o = 0; o < len;) {
		size_t e = len - o > SLICE ? o + SLICE : len;
		while (e < len && ((unsigned char)text[e] & 0xC0) == 0x80)
			e--;
		size_t n = keep + text_fold(text + o, e - o, s->fold + keep);
		o = e;
		s->win_hi = o < len ? s->base + n - AHEAD : SIZE_MAX;
		s->buf = s->fold;
		s->buf_len = n;
		hs_error_t rc = hs_scan(m->db, s->fold, (unsigned)n, 0, s->hs, on_hit, s);
		if (rc != HS_SUCCESS && rc != HS_SCAN_TERMINATED) {
			if (!s->hs_error)
				s->hs_error = rc;
			break;
		}
		if (o == len)
			break;
		s->win_lo = s->win_hi;
		size_t k = s->win_lo - s->base;
		k = k > reach ? k - reach : 0;
		while (k > 0 && ((unsigned char)s->fold[k] & 0xC0) == 0x80)
			k--;
		memmove(s->fold, s->fold + k, n - k);
		s->base += k;
		keep = n - k;
	}
	s->windows = false;
	s->base = 0;
}

int match_scan_error(struct match_scratch *s)
{
	int rc = s->hs_error;
	s->hs_error = 0;
	return rc;
}

/* The buffer to scan: the folded copy, or the text itself. */
static const char *scan_buf(struct match_scratch *s, const char *text, size_t len, bool fold, size_t *out_len)
{
	if (!fold) {
		*out_len = len;
		return text;
	}
	size_t need = TEXT_FOLD_MAX(len);
	if (need > s->fold_cap) {
		free(s->fold);
		s->fold_cap = need + need / 2;
		s->fold = xmalloc(s->fold_cap);
	}
	*out_len = text_fold(text, len, s->fold);
	return s->fold;
}

static int cmp_span(const void *a, const void *b)
{
	const struct hit_span *x = a, *y = b;
	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	if (x->end != y->end)
		return x->end < y->end ? -1 : 1;
	return (x->group > y->group) - (x->group < y->group);
}

void match_text(struct match_scratch *s, const char *text, size_t len, struct match_result *out,
		struct hit_span **spans, size_t *nspans)
{
	const struct matcher *m = s->m;
	memset(s->term_hits, 0, m->nterms * sizeof *s->term_hits);
	memset(s->tf, 0, m->npos * sizeof *s->tf);
	s->first_byte = SIZE_MAX;
	s->recall_only = false;
	s->want_spans = spans != NULL;
	s->nspans = 0;
	/* In slices, first_byte and spans are code points already; in
	 * windows, bytes of the whole folded text, whose code points the
	 * cursor of the slices finds. */
	bool cps = m->fold && m->sl && !m->sl->recall_only && slices_ok(s, text, len);
	bool win = !cps && windows_ok(s, text, len);
	if (cps) {
		scan_slices(s, text, len);
	} else if (win) {
		scan_windows(s, text, len);
	} else {
		s->buf = scan_buf(s, text, len, m->fold, &s->buf_len);
		scan_db(s, s->buf, s->buf_len);
	}

	memset(out, 0, sizeof *out);
	for (size_t i = 0; i < m->nterms; i++) {
		if (!s->term_hits[i])
			continue;
		size_t g = m->q->terms[i].group;
		if (g < m->npos) {
			out->pos_mask |= 1ull << g;
			out->hits += s->term_hits[i];
			out->distinct++;
		} else {
			out->neg_mask |= 1ull << (g - m->npos);
		}
	}
	out->tf = s->tf;
	out->first_cp = s->first_byte == SIZE_MAX ? -1
			: cps			  ? (int64_t)s->first_byte
			: win			  ? (int64_t)slice_locate(s, s->first_byte)
						  : (int64_t)text_cp_count(s->buf, s->first_byte);
	if (spans) {
		/* Byte offsets in the scanned buffer to code points. */
		if (s->nspans)
			qsort(s->spans, s->nspans, sizeof *s->spans, cmp_span);
		*spans = xrealloc(*spans, (s->nspans + 1) * sizeof **spans);
		/* Starts are sorted: count code points incrementally; a span's
		 * end is counted from its start. */
		size_t at_byte = 0, at_cp = 0;
		for (size_t i = 0; i < s->nspans && cps; i++)
			(*spans)[i] = s->spans[i];
		for (size_t i = 0; i < s->nspans && win; i++) {
			(*spans)[i].start = slice_locate(s, s->spans[i].start);
			(*spans)[i].end = slice_locate(s, s->spans[i].end);
			(*spans)[i].group = s->spans[i].group;
		}
		for (size_t i = 0; i < s->nspans && !cps && !win; i++) {
			at_cp += text_cp_count(s->buf + at_byte, s->spans[i].start - at_byte);
			at_byte = s->spans[i].start;
			(*spans)[i].start = at_cp;
			(*spans)[i].end = at_cp + text_cp_count(s->buf + at_byte, s->spans[i].end - at_byte);
			(*spans)[i].group = s->spans[i].group;
		}
		*nspans = s->nspans;
	}
}

bool match_recall(struct match_scratch *s, const char *text, size_t len)
{
	s->recall_only = true;
	s->recall_hit = false;
	s->nsearch = s->ntarget = 0;
	/* In slices, the ends and starts are code points already. */
	bool cps = slices_ok(s, text, len);
	if (cps) {
		scan_slices(s, text, len);
	} else {
		s->buf = scan_buf(s, text, len, true, &s->buf_len);
		scan_db(s, s->buf, s->buf_len);
	}
	/* "i'll search" then, 0 to 40 code points later, a target. */
	for (size_t i = 0; !s->recall_hit && i < s->nsearch; i++)
		for (size_t k = 0; !s->recall_hit && k < s->ntarget; k++) {
			size_t e = s->search_ends[i], t = s->target_starts[k];
			s->recall_hit = t >= e && (cps ? t - e : text_cp_count(s->buf + e, t - e)) <= 40;
		}
	return s->recall_hit;
}
