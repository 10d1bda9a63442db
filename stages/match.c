/* match: compiles the query and the recall-event patterns into one Hyperscan
 * database and scans decoded message text with it.
 *
 * Case-insensitive literal search folds the text (text_fold, one code point
 * to one code point) and matches folded terms exactly, so folding follows
 * SPEC-DETAILS to the letter instead of Hyperscan's own caseless rules. The
 * recall-event patterns always scan folded text. With -e, terms are regular
 * expressions scanned on the raw text, caseless by Hyperscan unless -s.
 *
 * Literal terms have a fixed length in code points, so a hit's start is found
 * by walking back from its end; regex terms ask Hyperscan for the leftmost
 * start (HS_FLAG_SOM_LEFTMOST). */
#include "stages/match.h"

#include <hs/hs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pipeline/xalloc.h"
#include "stages/prefilter.h"
#include "stages/text.h"

/* The recall-event patterns (SPEC-DETAILS §4.3), on folded text, all
 * literals: the last one, "i'll search" followed within 40 code points by
 * memory, history or past session, is found as its pieces and joined in
 * match_recall (a bounded repeat of UTF-8 "anything" makes Hyperscan
 * compile for tens of milliseconds). */
static const char *const recall_patterns[] = {
    "memory search", "memory-search", "memory recall", "did you remember", "memgrep ",
    "i'll search",   "memory",	      "history",       "past session",
};
enum {
	NRECALL = sizeof recall_patterns / sizeof recall_patterns[0],
	RECALL_WHOLE = 5,  /* patterns before this one are events by themselves */
	RECALL_SEARCH = 5, /* "i'll search" */
};

struct matcher {
	hs_database_t *db;
	const struct query *q;
	size_t nterms, npos, ngroups;
	bool fold, regex, word;
	uint64_t all_pos;
	struct prefilter *pf; /* NULL: every line is decoded */
	bool stream;	      /* db is in stream mode (-e, see matcher_new) */
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
};

/* Appends cp to a Hyperscan pattern as a literal. */
static void pat_literal(struct sbuf *b, uint32_t cp)
{
	if (cp < 0x80 && ((cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z')))
		sbuf_addc(b, (char)cp);
	else if (cp < 0x80)
		sbuf_printf(b, "\\x%02X", cp);
	else
		sbuf_printf(b, "\\x{%X}", cp);
}

/* '_', '-' or one White_Space character. */
static const char wildcard_class[] = "[_\\-\\x09-\\x0D\\x20\\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}"
				     "\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}]";

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
	for (size_t i = 0; i < q->nterms; i++) {
		const struct term *t = &q->terms[i];
		ids[i] = (unsigned)i;
		if (cfg->regex) {
			sbuf_adds(&pats[i], t->regex);
			flags[i] = HS_FLAG_UTF8 | HS_FLAG_UCP | HS_FLAG_SOM_LEFTMOST;
			if (!cfg->case_sensitive)
				flags[i] |= HS_FLAG_CASELESS;
		} else {
			for (size_t k = 0; k < t->nunits; k++) {
				if (t->units[k] == QUERY_WILDCARD)
					sbuf_adds(&pats[i], wildcard_class);
				else
					pat_literal(&pats[i], t->units[k]);
			}
			flags[i] = HS_FLAG_UTF8;
		}
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
	hs_error_t rc = hs_compile_multi(exprs, flags, ids, (unsigned)n, mode, NULL, &m->db, &cerr);
	if (rc != HS_SUCCESS) {
		int bad = cerr ? cerr->expression : -1;
		if (bad >= 0 && (size_t)bad < q->nterms) {
			struct sbuf shown = {0};
			mg_quote(&shown, q->terms[bad].display, 80);
			mg_error_set(err, "cannot compile the term '%s': %s", shown.data, cerr->message);
			sbuf_free(&shown);
		} else
			mg_error_set(err, "cannot compile the query: %s",
				     cerr ? cerr->message : "unknown error");
		hs_free_compile_error(cerr);
		free(m);
		m = NULL;
	}
	for (size_t i = 0; i < q->nterms; i++)
		sbuf_free(&pats[i]);
	free(pats);
	free(exprs);
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
	prefilter_free(m->pf);
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
	s->tf = xcalloc(m->npos + 1, sizeof *s->tf);
	return s;
}

void match_scratch_free(struct match_scratch *s)
{
	if (!s)
		return;
	if (s->stream)
		hs_close_stream(s->stream, NULL, NULL, NULL);
	hs_free_scratch(s->hs);
	free(s->fold);
	free(s->term_hits);
	free(s->tf);
	free(s->spans);
	free(s->search_ends);
	free(s->target_starts);
	free(s);
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
		if (k == RECALL_SEARCH) {
			xgrow((void **)&s->search_ends, &s->capsearch, s->nsearch + 1,
			      sizeof *s->search_ends);
			s->search_ends[s->nsearch++] = (size_t)to;
		} else {
			size_t len = strlen(recall_patterns[k]);
			xgrow((void **)&s->target_starts, &s->captarget, s->ntarget + 1,
			      sizeof *s->target_starts);
			s->target_starts[s->ntarget++] = (size_t)to - len; /* ASCII: bytes */
		}
		return 0;
	}
	if (s->recall_only)
		return 0;
	size_t end = (size_t)to, start = (size_t)from;
	if (!m->regex) {
		start = end;
		for (size_t k = 0; k < m->q->terms[id].nunits && start > 0; k++)
			start = prev_cp(s->buf, start);
	}
	if (m->word) {
		if (start > 0 && word_at(s->buf, s->buf_len, prev_cp(s->buf, start)))
			return 0;
		if (end < s->buf_len && word_at(s->buf, s->buf_len, end))
			return 0;
	}
	s->term_hits[id]++;
	size_t g = m->q->terms[id].group;
	if (g < m->npos) {
		s->tf[g]++;
		if (start < s->first_byte)
			s->first_byte = start;
		if (s->want_spans) {
			xgrow((void **)&s->spans, &s->capspans, s->nspans + 1, sizeof *s->spans);
			s->spans[s->nspans++] = (struct hit_span){start, end};
		}
	}
	return 0;
}

/* One scan of buf[0..len) with the database: a whole stream with -e (its
 * end-of-data matches reported by the reset), else one block. */
static void scan_db(struct match_scratch *s, const char *buf, size_t len)
{
	if (!s->m->stream) {
		hs_scan(s->m->db, buf, (unsigned)len, 0, s->hs, on_hit, s);
		return;
	}
	/* A stream that on_hit stopped is not scanned again until reset. */
	if (hs_scan_stream(s->stream, buf, (unsigned)len, 0, s->hs, on_hit, s) == HS_SUCCESS)
		hs_reset_stream(s->stream, 0, s->hs, on_hit, s);
	else
		hs_reset_stream(s->stream, 0, s->hs, NULL, NULL);
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
	return x->start < y->start ? -1 : x->start > y->start ? 1 : (x->end > y->end) - (x->end < y->end);
}

void match_text(struct match_scratch *s, const char *text, size_t len, struct match_result *out,
		struct hit_span **spans, size_t *nspans)
{
	const struct matcher *m = s->m;
	memset(s->term_hits, 0, m->nterms * sizeof *s->term_hits);
	memset(s->tf, 0, m->npos * sizeof *s->tf);
	s->buf = scan_buf(s, text, len, m->fold, &s->buf_len);
	s->first_byte = SIZE_MAX;
	s->recall_only = false;
	s->want_spans = spans != NULL;
	s->nspans = 0;
	scan_db(s, s->buf, s->buf_len);

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
	out->first_cp = s->first_byte == SIZE_MAX ? -1 : (int64_t)text_cp_count(s->buf, s->first_byte);
	if (spans) {
		/* Byte offsets in the scanned buffer to code points. */
		if (s->nspans)
			qsort(s->spans, s->nspans, sizeof *s->spans, cmp_span);
		*spans = xrealloc(*spans, (s->nspans + 1) * sizeof **spans);
		/* Starts are sorted: count code points incrementally; a span's
		 * end is counted from its start. */
		size_t at_byte = 0, at_cp = 0;
		for (size_t i = 0; i < s->nspans; i++) {
			at_cp += text_cp_count(s->buf + at_byte, s->spans[i].start - at_byte);
			at_byte = s->spans[i].start;
			(*spans)[i].start = at_cp;
			(*spans)[i].end = at_cp + text_cp_count(s->buf + at_byte, s->spans[i].end - at_byte);
		}
		*nspans = s->nspans;
	}
}

bool match_recall(struct match_scratch *s, const char *text, size_t len)
{
	s->buf = scan_buf(s, text, len, true, &s->buf_len);
	s->recall_only = true;
	s->recall_hit = false;
	s->nsearch = s->ntarget = 0;
	scan_db(s, s->buf, s->buf_len);
	/* "i'll search" then, 0 to 40 code points later, a target. */
	for (size_t i = 0; !s->recall_hit && i < s->nsearch; i++)
		for (size_t k = 0; !s->recall_hit && k < s->ntarget; k++) {
			size_t e = s->search_ends[i], t = s->target_starts[k];
			s->recall_hit = t >= e && text_cp_count(s->buf + e, t - e) <= 40;
		}
	return s->recall_hit;
}
