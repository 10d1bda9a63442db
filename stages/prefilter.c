/* prefilter: raw-byte candidate lines, with every JSON encoding of every
 * term compiled under the term's id (see prefilter.h for the contract). */
#include "stages/prefilter.h"

#include <hs/hs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pipeline/xalloc.h"
#include "stages/text.h"

/* Ids above the terms': recall-event prefixes, then title markers. */
static const char *const recall_raw[] = {"memory search", "memory-search", "memory recall", "did you remember",
					 "memgrep ", "i'll search"};
enum { NRECALL = sizeof recall_raw / sizeof recall_raw[0] };
static const char *const title_raw[] = {"\"ai-title\"", "\"custom-title\""};
enum { NTITLE = 2 };

struct prefilter {
	hs_database_t *db;
	size_t nterms;
	unsigned *group_of; /* per term id */
};

struct prefilter_scratch {
	const struct prefilter *p;
	hs_scratch_t *hs;
	const size_t *starts;
	size_t n;
	struct line_hits *hits;
	size_t last; /* line of the previous hit: hits come mostly in order */
};

static void add_hex4(struct sbuf *b, unsigned v)
{
	for (int shift = 12; shift >= 0; shift -= 4) {
		unsigned d = (v >> shift) & 0xF;
		if (d < 10)
			sbuf_addc(b, (char)('0' + d));
		else
			sbuf_printf(b, "[%c%c]", 'a' + (d - 10), 'A' + (d - 10));
	}
}

/* \uXXXX (two of them for a code point above U+FFFF). */
static void add_u_escape(struct sbuf *b, uint32_t cp)
{
	if (cp > 0xFFFF) {
		uint32_t v = cp - 0x10000;
		sbuf_adds(b, "\\x5Cu");
		add_hex4(b, 0xD800 + (v >> 10));
		sbuf_adds(b, "\\x5Cu");
		add_hex4(b, 0xDC00 + (v & 0x3FF));
		return;
	}
	sbuf_adds(b, "\\x5Cu");
	add_hex4(b, cp);
}

/* Every way one code point may stand in a JSON string, as alternatives. */
static void add_encodings(struct sbuf *b, uint32_t cp, bool *first)
{
#define ALT()                            \
	do {                             \
		if (!*first)             \
			sbuf_addc(b, '|'); \
		*first = false;          \
	} while (0)
	bool alnum = (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
	if (alnum || cp == ' ') {
		ALT();
		if (alnum)
			sbuf_addc(b, (char)cp);
		else
			sbuf_adds(b, "\\x20");
		return;
	}
	if (cp < 0x20) {
		static const char short_esc[] = {['\b'] = 'b', ['\f'] = 'f', ['\n'] = 'n', ['\r'] = 'r', ['\t'] = 't'};
		if (cp < sizeof short_esc && short_esc[cp]) {
			ALT();
			sbuf_printf(b, "\\x5C%c", short_esc[cp]);
		}
		ALT();
		add_u_escape(b, cp);
		return;
	}
	if (cp == '"' || cp == '\\') {
		ALT();
		sbuf_printf(b, "\\x5C\\x%02X", cp);
		ALT();
		add_u_escape(b, cp);
		return;
	}
	/* Raw bytes: ASCII punctuation, or the UTF-8 of a wider code point. */
	char enc[4];
	size_t n = text_encode(cp, enc);
	ALT();
	for (size_t i = 0; i < n; i++)
		sbuf_printf(b, "\\x%02X", (unsigned char)enc[i]);
	if (cp == '/') {
		ALT();
		sbuf_adds(b, "\\x5C/");
	}
	ALT();
	add_u_escape(b, cp);
#undef ALT
}

static const uint32_t wildcard_cps[] = {'_',    '-',    0x09,   0x0A,   0x0B,   0x0C,   0x0D,   0x20,   0x85,
					0xA0,   0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
					0x2007, 0x2008, 0x2009, 0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000};

char *prefilter_pattern(const uint32_t *units, size_t n, bool fold)
{
	struct sbuf b = {0};
	for (size_t i = 0; i < n; i++) {
		uint32_t variants[16];
		size_t nv;
		if (units[i] == QUERY_WILDCARD) {
			nv = sizeof wildcard_cps / sizeof wildcard_cps[0];
		} else if (fold) {
			nv = text_fold_variants(units[i], variants, 16);
		} else {
			variants[0] = units[i];
			nv = 1;
		}
		const uint32_t *vs = units[i] == QUERY_WILDCARD ? wildcard_cps : variants;
		sbuf_adds(&b, "(?:");
		bool first = true;
		for (size_t k = 0; k < nv; k++)
			add_encodings(&b, vs[k], &first);
		sbuf_addc(&b, ')');
	}
	return b.data ? b.data : xstrdup("");
}

struct prefilter *prefilter_new(const struct config *cfg, struct mg_error *err)
{
	if (cfg->regex)
		return NULL;
	const struct query *q = &cfg->query;
	struct prefilter *p = xcalloc(1, sizeof *p);
	p->nterms = q->nterms;
	p->group_of = xcalloc(q->nterms + 1, sizeof *p->group_of);
	size_t n = q->nterms + NRECALL + NTITLE;
	char **pats = xcalloc(n, sizeof *pats);
	const char **exprs = xcalloc(n, sizeof *exprs);
	unsigned *flags = xcalloc(n, sizeof *flags);
	unsigned *ids = xcalloc(n, sizeof *ids);
	bool fold = !cfg->case_sensitive;
	for (size_t i = 0; i < q->nterms; i++) {
		p->group_of[i] = (unsigned)q->terms[i].group;
		pats[i] = prefilter_pattern(q->terms[i].units, q->terms[i].nunits, fold);
	}
	for (size_t k = 0; k < NRECALL; k++) {
		/* Recall patterns are always folded. */
		size_t len = strlen(recall_raw[k]);
		uint32_t units[32];
		for (size_t i = 0; i < len; i++)
			units[i] = (unsigned char)recall_raw[k][i];
		pats[q->nterms + k] = prefilter_pattern(units, len, true);
	}
	for (size_t k = 0; k < NTITLE; k++) {
		struct sbuf b = {0};
		for (const char *c = title_raw[k]; *c; c++)
			sbuf_printf(&b, "\\x%02X", (unsigned char)*c);
		pats[q->nterms + NRECALL + k] = b.data;
	}
	for (size_t i = 0; i < n; i++) {
		exprs[i] = pats[i];
		ids[i] = (unsigned)i;
		flags[i] = 0;
	}
	hs_compile_error_t *cerr = NULL;
	if (hs_compile_multi(exprs, flags, ids, (unsigned)n, HS_MODE_BLOCK, NULL, &p->db, &cerr) != HS_SUCCESS) {
		int bad = cerr ? cerr->expression : -1;
		mg_error_set(err, "cannot compile the prefilter for '%s': %s",
			     bad >= 0 && (size_t)bad < q->nterms ? q->terms[bad].display : "?",
			     cerr ? cerr->message : "unknown error");
		hs_free_compile_error(cerr);
		free(p->group_of);
		free(p);
		p = NULL;
	}
	for (size_t i = 0; i < n; i++)
		free(pats[i]);
	free(pats);
	free(exprs);
	free(flags);
	free(ids);
	return p;
}

void prefilter_free(struct prefilter *p)
{
	if (!p)
		return;
	hs_free_database(p->db);
	free(p->group_of);
	free(p);
}

struct prefilter_scratch *prefilter_scratch_new(const struct prefilter *p)
{
	struct prefilter_scratch *s = xcalloc(1, sizeof *s);
	s->p = p;
	if (hs_alloc_scratch(p->db, &s->hs) != HS_SUCCESS) {
		fprintf(stderr, "memgrep: cannot allocate Hyperscan scratch\n");
		abort();
	}
	return s;
}

void prefilter_scratch_free(struct prefilter_scratch *s)
{
	if (!s)
		return;
	hs_free_scratch(s->hs);
	free(s);
}

/* The line holding byte `at`. */
static size_t line_of(struct prefilter_scratch *s, size_t at)
{
	size_t i = s->last;
	if (s->starts[i] <= at && (i + 1 == s->n || at < s->starts[i + 1]))
		return i;
	size_t lo = 0, hi = s->n;
	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;
		if (s->starts[mid] <= at)
			lo = mid;
		else
			hi = mid;
	}
	s->last = lo;
	return lo;
}

static int on_raw_hit(unsigned id, unsigned long long from, unsigned long long to, unsigned fl, void *ctx)
{
	(void)from;
	(void)fl;
	struct prefilter_scratch *s = ctx;
	/* A match never spans lines: no pattern holds a raw newline. */
	struct line_hits *h = &s->hits[line_of(s, (size_t)to - 1)];
	const struct prefilter *p = s->p;
	if (id < p->nterms)
		h->groups |= 1ull << p->group_of[id];
	else if (id < p->nterms + NRECALL)
		h->flags |= LINE_MAY_RECALL;
	else
		h->flags |= LINE_MAY_TITLE;
	return 0;
}

void prefilter_scan(struct prefilter_scratch *s, const char *buf, size_t len, const size_t *starts, size_t n,
		    struct line_hits *hits)
{
	memset(hits, 0, n * sizeof *hits);
	if (!n)
		return;
	s->starts = starts;
	s->n = n;
	s->hits = hits;
	s->last = 0;
	hs_scan(s->p->db, buf, (unsigned)len, 0, s->hs, on_raw_hit, s);
}
