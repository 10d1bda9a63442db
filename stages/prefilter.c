/* prefilter: raw-byte candidate lines, with every JSON encoding of every
 * term compiled under the term's id (see prefilter.h for the contract). */
#include "stages/prefilter.h"
#include "stages/filter.h"

#include "config/config.h"

#include <hs/hs.h>
#include <stdio.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "base/json_tok.h"
#include "base/xalloc.h"
#include "base/hs_cache.h"
#include "base/text.h"
#include "stages/recall_patterns.h"
#include "sources/fields.h"
#include "sources/source.h"

/* Ids above the terms': recall-event prefixes, title markers, then --file's
 * file name. */
enum { NRECALL = RECALL_NRAW };
/* The title markers: the registry's (source_title_types). */
enum { NTITLE_MAX = 8 };

struct prefilter {
	hs_database_t *db;
	size_t nterms;
	unsigned *group_of;	/* per term id */
	size_t ntitle;		/* title markers, after the recall prefixes */
	bool fields_ok;		/* no term can span two joined pieces */
	bool text_ok;		/* its patterns find decoded text too */
	uint64_t always;	/* groups taken as hit on every line */
	bool file_always;	/* --file's name has no pattern: every line may name it */
	unsigned field_classes; /* enum field_class bits the kinds read */
	/* What makes a candidate: the positive groups, and whether any one
	 * of them is enough (--scope session). */
	uint64_t all_pos;
	bool query, any_group;
	hs_database_t *uuid_db; /* the sources' uuid keys, `"KEY"` (NULL: none) */
	/* The ids of the same keys in db, from uuid_id0 on (none when
	 * uuid_id0 is UINT_MAX): prefilter_scan notes their values as it
	 * scans, sparing prefilter_uuids its own pass. */
	unsigned uuid_id0;
};

struct prefilter_scratch {
	const struct prefilter *p;
	hs_scratch_t *hs;
	const size_t *starts;
	size_t n;
	struct line_hits *hits;
	size_t last;	      /* line of the previous hit: hits come mostly in order */
	uint64_t span_groups; /* prefilter_fields: groups hit in the spans */
	int hs_error;	      /* the first failed scan's status since prefilter_scan_error */
	/* Where the values of uuid members start, in the last scan's buffer
	 * (xgrow'd). */
	size_t *uuid_at;
	size_t nuuid, capuuid;
	const char *buf; /* the buffer prefilter_scan scans */
	size_t len;
	/* uuid_at holds the values of the last prefilter_scan's buffer. */
	bool uuid_of_scan;
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
		sbuf_adds(b, "\\x5C+u");
		add_hex4(b, 0xD800 + (v >> 10));
		sbuf_adds(b, "\\x5C+u");
		add_hex4(b, 0xDC00 + (v & 0x3FF));
		return;
	}
	sbuf_adds(b, "\\x5C+u");
	add_hex4(b, cp);
}

/* Every way one code point may stand in a JSON string, as alternatives. */
static void add_encodings(struct sbuf *b, uint32_t cp, bool *first)
{
#define ALT()                                                                                                \
	do {                                                                                                 \
		if (!*first)                                                                                 \
			sbuf_addc(b, '|');                                                                   \
		*first = false;                                                                              \
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
		static const char short_esc[] = {
		    ['\b'] = 'b', ['\f'] = 'f', ['\n'] = 'n', ['\r'] = 'r', ['\t'] = 't'};
		if (cp < sizeof short_esc && short_esc[cp]) {
			ALT();
			sbuf_printf(b, "\\x5C+%c", short_esc[cp]);
		}
		ALT();
		add_u_escape(b, cp);
		return;
	}
	if (cp == '"' || cp == '\\') {
		ALT();
		sbuf_printf(b, "\\x5C+\\x%02X", cp);
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
		sbuf_adds(b, "\\x5C+/");
	}
	ALT();
	add_u_escape(b, cp);
	if (cp == 0xFFFD) {
		/* json_line decodes a lone or reversed surrogate escape, and
		 * \u0000, to U+FFFD: those escapes stand for it too. */
		ALT();
		sbuf_adds(b, "\\x5C+u[dD][89a-fA-F][0-9a-fA-F][0-9a-fA-F]");
		ALT();
		sbuf_adds(b, "\\x5C+u0000");
	}
#undef ALT
}

static const uint32_t wildcard_cps[] = {'_',	'-',	0x09,	0x0A,	0x0B,	0x0C,	0x0D,
					0x20,	0x85,	0xA0,	0x1680, 0x2000, 0x2001, 0x2002,
					0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009,
					0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000};

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
		/* Folded patterns compile with HS_FLAG_CASELESS, which pairs
		 * ASCII letters by itself: their upper case needs no
		 * alternative, and a lone letter or digit stands bare, so most
		 * terms stay plain caseless literals. */
		uint32_t keep[32];
		size_t nk = 0;
		for (size_t k = 0; k < nv && nk < 32; k++)
			if (!(fold && vs[k] >= 'A' && vs[k] <= 'Z'))
				keep[nk++] = vs[k];
		bool bare = nk == 1 && keep[0] < 0x80 &&
			    ((keep[0] >= '0' && keep[0] <= '9') || (keep[0] >= 'a' && keep[0] <= 'z') ||
			     (keep[0] >= 'A' && keep[0] <= 'Z'));
		if (bare) {
			sbuf_addc(&b, (char)keep[0]);
			continue;
		}
		sbuf_adds(&b, "(?:");
		bool first = true;
		for (size_t k = 0; k < nk; k++)
			add_encodings(&b, keep[k], &first);
		sbuf_addc(&b, ')');
	}
	return b.data ? b.data : xstrdup("");
}

/* The most units of a term its raw pattern takes (see prefilter_new). */
enum { MAX_RUN = 32 };

/* Whether a unit can match the '\n' that joins a message's pieces. */
static bool joins(uint32_t u)
{
	return u == '\n' || u == QUERY_WILDCARD;
}

/* Whether units[0..n) holds a character that a JSON string always
 * escapes ('"', '\\', a control character): its pattern has only the
 * escaped forms, which decoded text does not hold. */
static bool escaped_only(const uint32_t *units, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (units[i] == '"' || units[i] == '\\' || units[i] < 0x20)
			return true;
	return false;
}

/* The longest run of units[0..n) with no unit that joins: its start in
 * *at, its length returned. */
static size_t longest_run(const uint32_t *units, size_t n, size_t *at)
{
	size_t best = 0, start = 0;
	*at = 0;
	for (size_t i = 0; i <= n; i++) {
		if (i < n && !joins(units[i]))
			continue;
		if (i - start > best) {
			best = i - start;
			*at = start;
		}
		start = i + 1;
	}
	return best;
}

/* The patterns of a prefilter while it is built: one slot per id (terms,
 * recall prefixes, title markers, --file's name; NULL: none), and the
 * extra patterns of fuzzy terms' pieces with the id of their term. */
struct patterns {
	char **one;
	size_t n;
	char **more;
	unsigned *more_ids;
	size_t nmore, capmore, capmore_ids;
};

static void add_more(struct patterns *ps, char *pat, unsigned id)
{
	xgrow((void **)&ps->more, &ps->capmore, ps->nmore + 1, sizeof *ps->more);
	xgrow((void **)&ps->more_ids, &ps->capmore_ids, ps->nmore + 1, sizeof *ps->more_ids);
	ps->more[ps->nmore] = pat;
	ps->more_ids[ps->nmore++] = id;
}

/* Term i within `dist` edits: at least one of its dist+1 pieces stands
 * unedited (each edit touches one piece at most), so a hit of any piece
 * keeps the raw scan a superset; each piece as a plain term. */
static void fuzzy_term_patterns(struct prefilter *p, const struct term *t, unsigned dist, unsigned i,
				bool fold, struct patterns *ps)
{
	const uint32_t *u = t->units;
	size_t len = t->nunits;
	for (size_t k = 0; k <= dist; k++) {
		size_t a = k * len / (dist + 1), b = (k + 1) * len / (dist + 1);
		size_t at, run = longest_run(u + a, b - a, &at);
		if (run < b - a)
			p->fields_ok = false;
		if (!run) {
			p->always |= 1ull << t->group;
			return;
		}
		size_t m = run < MAX_RUN ? run : MAX_RUN;
		if (escaped_only(u + a + at, m))
			p->text_ok = false;
		add_more(ps, prefilter_pattern(u + a + at, m, fold), i);
	}
}

static void term_patterns(struct prefilter *p, const struct prefilter_opts *o, struct patterns *ps)
{
	const struct query *q = o->query;
	bool fold = o->fold;
	for (size_t i = 0; i < q->nterms; i++) {
		const struct term *t = &q->terms[i];
		p->group_of[i] = (unsigned)t->group;
		unsigned dist = query_term_fuzzy(o->fuzzy, false, t);
		if (dist) {
			fuzzy_term_patterns(p, t, dist, (unsigned)i, fold, ps);
			continue;
		}
		/* Pieces of a message join with '\n': a term that can match a
		 * newline may straddle two raw strings, and then only its runs
		 * between such units stand whole in the raw line. So a term's
		 * longest run is compiled, which keeps the raw scan a superset
		 * ("reset_windows" across two text blocks); a term with no run
		 * is taken as hit on every line. */
		size_t at, run = longest_run(t->units, t->nunits, &at);
		if (run < t->nunits)
			p->fields_ok = false;
		if (!run) {
			p->always |= 1ull << t->group;
			continue;
		}
		/* At most MAX_RUN units of it, also a superset: long runs of
		 * escapable characters compile slowly, can be "too large", and
		 * make vectorscan 5.4.9 choose a reverse scan that aborts on a
		 * region of more than 254 bytes (its leftover snprintf into a
		 * 255-byte buffer, VectorCamp/vectorscan#392). */
		size_t m = run < MAX_RUN ? run : MAX_RUN;
		if (escaped_only(t->units + at, m))
			p->text_ok = false;
		ps->one[i] = prefilter_pattern(t->units + at, m, fold);
	}
}

/* The pattern of an ASCII literal. */
static char *ascii_pattern(const char *s, bool fold)
{
	uint32_t units[32];
	size_t len = strlen(s);
	for (size_t i = 0; i < len; i++)
		units[i] = (unsigned char)s[i];
	return prefilter_pattern(units, len, fold);
}

/* A title marker as its line writes it, `"TYPE"`, exact: its letters and
 * digits as they are, any other character as itself or its \u00XX escape
 * (no writer escapes it, but JSON allows it). Not prefilter_pattern's: a
 * query's `_` also matches `-` and a space, which made pi's `session_info`
 * a costly pattern met on no line (2% of a search's instructions). */
static char *title_pattern(const char *s)
{
	struct sbuf b = {0};
	sbuf_adds(&b, "\\x22");
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
			sbuf_addc(&b, (char)c);
		else
			sbuf_printf(&b, "(?:\\x%02x|\\x5cu00%x[%x%X])", c, c >> 4, c & 15, c & 15);
	}
	sbuf_adds(&b, "\\x22");
	return b.data;
}

/* Recall prefixes (always folded) and title markers (title_pattern). */
static void fixed_patterns(struct patterns *ps, size_t base, const char *const *titles, size_t ntitle)
{
	for (size_t k = 0; k < NRECALL; k++)
		ps->one[base + k] = ascii_pattern(recall_raw[k], true);
	for (size_t k = 0; k < ntitle; k++)
		ps->one[base + NRECALL + k] = title_pattern(titles[k]);
}

/* The sources' uuid keys as patterns, `"KEY"`, each once (the keys are
 * words, written raw as every key is: prefilter.h), into b and exprs:
 * how many (b's to free). */
static size_t uuid_exprs(struct sbuf b[SOURCE_COUNT], const char *exprs[SOURCE_COUNT])
{
	size_t n = 0;
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const char *key = source_table[i].uuid_key;
		bool seen = !key;
		for (size_t j = 0; j < i && !seen; j++)
			seen = source_table[j].uuid_key && strcmp(source_table[j].uuid_key, key) == 0;
		if (seen)
			continue;
		b[n] = (struct sbuf){0};
		sbuf_printf(&b[n], "\\x22%s\\x22", key);
		exprs[n] = b[n].data;
		n++;
	}
	return n;
}

/* The database of prefilter_uuids, for buffers prefilter_scan did not
 * scan: the uuid keys alone; NULL when no source has one, or it cannot be
 * compiled (the scan then finds the keys by itself). A literal or two
 * compile in no time: no cache. */
static hs_database_t *uuid_database(void)
{
	const char *exprs[SOURCE_COUNT];
	unsigned flags[SOURCE_COUNT] = {0}, ids[SOURCE_COUNT];
	struct sbuf b[SOURCE_COUNT];
	size_t n = uuid_exprs(b, exprs);
	for (size_t i = 0; i < n; i++)
		ids[i] = (unsigned)i;
	hs_database_t *db = NULL;
	hs_compile_error_t *cerr = NULL;
	if (n && hs_cache_compile(NULL, NULL, exprs, flags, ids, NULL, (unsigned)n, HS_MODE_BLOCK, &db,
				  &cerr) != HS_SUCCESS) {
		hs_free_compile_error(cerr);
		db = NULL;
	}
	for (size_t i = 0; i < n; i++)
		sbuf_free(&b[i]);
	return db;
}

/* --file: the last MAX_RUN code points of the path's last component, exact
 * (paths compare byte for byte); NULL when it cannot be one. */
static char *file_pattern(const char *t)
{
	const char *from, *to;
	filter_touch_literal(t, &from, &to);
	uint32_t units[MAX_RUN];
	size_t nu = 0;
	for (const char *q = from; q < to;) {
		size_t adv;
		int32_t cp = text_decode(q, (size_t)(to - q), &adv);
		if (cp <= 0)
			return NULL;
		if (nu == MAX_RUN)
			memmove(units, units + 1, --nu * sizeof *units);
		units[nu++] = (uint32_t)cp;
		q += adv;
	}
	return nu ? prefilter_pattern(units, nu, false) : NULL;
}

static unsigned field_classes(unsigned kinds)
{
	unsigned fc = 0;
	if (kinds & (KIND_USER | KIND_ASSISTANT))
		fc |= FC_TEXT;
	if (kinds & KIND_SUMMARY)
		fc |= FC_SUMMARY;
	if (kinds & KIND_TOOL)
		fc |= FC_TOOL;
	if (kinds & KIND_THINKING)
		fc |= FC_THINKING;
	return fc;
}

/* Compiles every pattern of ps into p->db, through the cache in cache_dir
 * (NULL: none). Terms fold unless -s; recall patterns always; titles and
 * the file name never. False with err set (naming the term) when
 * Hyperscan refuses them. */
static bool compile_patterns(struct prefilter *p, const struct query *q, bool fold, const struct patterns *ps,
			     const char *cache_dir, struct mem_cache *mem, struct mg_error *err)
{
	size_t total = ps->n + ps->nmore + SOURCE_COUNT, m = 0;
	const char **exprs = xcalloc(total + 1, sizeof *exprs);
	unsigned *flags = xcalloc(total + 1, sizeof *flags);
	unsigned *ids = xcalloc(total + 1, sizeof *ids);
	for (size_t i = 0; i < ps->n; i++) {
		if (!ps->one[i])
			continue; /* a term taken as hit has no pattern */
		exprs[m] = ps->one[i];
		ids[m] = (unsigned)i;
		bool caseless = i < q->nterms ? fold : i < q->nterms + NRECALL;
		flags[m++] = caseless ? HS_FLAG_CASELESS : 0;
	}
	for (size_t k = 0; k < ps->nmore; k++) {
		exprs[m] = ps->more[k];
		ids[m] = ps->more_ids[k];
		flags[m++] = fold ? HS_FLAG_CASELESS : 0;
	}
	/* The uuid keys, exact, after every other id. */
	struct sbuf ub[SOURCE_COUNT];
	size_t nu = uuid_exprs(ub, exprs + m);
	p->uuid_id0 = nu ? (unsigned)ps->n : UINT_MAX;
	for (size_t k = 0; k < nu; k++) {
		ids[m] = (unsigned)(ps->n + k);
		flags[m++] = 0;
	}
	hs_compile_error_t *cerr = NULL;
	bool ok = hs_cache_compile(cache_dir, mem, exprs, flags, ids, NULL, (unsigned)m, HS_MODE_BLOCK,
				   &p->db, &cerr) == HS_SUCCESS;
	if (!ok) {
		int bad = cerr && cerr->expression >= 0 ? (int)ids[cerr->expression] : -1;
		struct sbuf shown = {0};
		mg_quote(&shown, bad >= 0 && (size_t)bad < q->nterms ? q->terms[bad].display : "?", 80);
		mg_error_set(err, "cannot compile the prefilter for '%s': %s", shown.data,
			     cerr ? cerr->message : "unknown error");
		sbuf_free(&shown);
		hs_free_compile_error(cerr);
	}
	for (size_t k = 0; k < nu; k++)
		sbuf_free(&ub[k]);
	free(exprs);
	free(flags);
	free(ids);
	return ok;
}

static void patterns_free(struct patterns *ps)
{
	for (size_t i = 0; i < ps->n; i++)
		free(ps->one[i]);
	for (size_t k = 0; k < ps->nmore; k++)
		free(ps->more[k]);
	free(ps->one);
	free(ps->more);
	free(ps->more_ids);
}

struct prefilter *prefilter_new(const struct prefilter_opts *o, struct mg_error *err)
{
	const struct query *q = o->query;
	struct prefilter *p = xcalloc(1, sizeof *p);
	p->nterms = q->nterms;
	p->group_of = xcalloc(q->nterms + 1, sizeof *p->group_of);
	p->fields_ok = true;
	p->text_ok = true;
	p->field_classes = field_classes(o->kinds);
	p->query = q->npositive > 0;
	p->all_pos = q->npositive >= 64 ? ~0ull : (1ull << q->npositive) - 1;
	p->any_group = o->any_group;
	bool fold = o->fold;
	const char *titles[NTITLE_MAX];
	p->ntitle = source_title_types(titles, NTITLE_MAX);
	struct patterns ps = {.n = q->nterms + NRECALL + p->ntitle + 1};
	ps.one = xcalloc(ps.n, sizeof *ps.one);
	term_patterns(p, o, &ps);
	fixed_patterns(&ps, q->nterms, titles, p->ntitle);
	if (o->touch) {
		ps.one[ps.n - 1] = file_pattern(o->touch);
		p->file_always = !ps.one[ps.n - 1];
	}
	p->uuid_db = uuid_database();
	if (!compile_patterns(p, q, fold, &ps, o->cache_dir, o->mem, err)) {
		free(p->group_of);
		free(p);
		p = NULL;
	}
	patterns_free(&ps);
	return p;
}

void prefilter_free(struct prefilter *p)
{
	if (!p)
		return;
	hs_free_database(p->db);
	hs_free_database(p->uuid_db);
	free(p->group_of);
	free(p);
}

struct prefilter_scratch *prefilter_scratch_new(const struct prefilter *p)
{
	struct prefilter_scratch *s = xcalloc(1, sizeof *s);
	s->p = p;
	if (hs_alloc_scratch(p->db, &s->hs) != HS_SUCCESS ||
	    (p->uuid_db && hs_alloc_scratch(p->uuid_db, &s->hs) != HS_SUCCESS)) {
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
	free(s->uuid_at);
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

/* A uuid key: its value's start when a member's value follows
 * (blanks, `:`, blanks, `"`). */
static int on_uuid_hit(unsigned id, unsigned long long from, unsigned long long to, unsigned fl, void *ctx)
{
	(void)id;
	(void)from;
	(void)fl;
	struct prefilter_scratch *s = ctx;
	size_t j = (size_t)to;
	while (j < s->len && (s->buf[j] == ' ' || s->buf[j] == '\t' || s->buf[j] == '\r'))
		j++;
	if (j >= s->len || s->buf[j] != ':')
		return 0;
	for (j++; j < s->len && (s->buf[j] == ' ' || s->buf[j] == '\t' || s->buf[j] == '\r');)
		j++;
	if (j >= s->len || s->buf[j] != '"')
		return 0;
	xgrow((void **)&s->uuid_at, &s->capuuid, s->nuuid + 1, sizeof *s->uuid_at);
	s->uuid_at[s->nuuid++] = j + 1;
	return 0;
}

static int on_raw_hit(unsigned id, unsigned long long from, unsigned long long to, unsigned fl, void *ctx)
{
	(void)from;
	(void)fl;
	struct prefilter_scratch *s = ctx;
	const struct prefilter *p = s->p;
	if (id >= p->uuid_id0)
		return on_uuid_hit(id, from, to, fl, ctx);
	/* A match never spans lines: no pattern holds a raw newline. */
	struct line_hits *h = &s->hits[line_of(s, (size_t)to - 1)];
	if (id < p->nterms)
		h->groups |= 1ull << p->group_of[id];
	else if (id < p->nterms + NRECALL)
		h->flags |= LINE_MAY_RECALL;
	else if (id < p->nterms + NRECALL + p->ntitle)
		h->flags |= LINE_MAY_TITLE;
	else
		h->flags |= LINE_MAY_FILE;
	return 0;
}

static int on_span_hit(unsigned id, unsigned long long from, unsigned long long to, unsigned fl, void *ctx)
{
	(void)from;
	(void)to;
	(void)fl;
	struct prefilter_scratch *s = ctx;
	if (id < s->p->nterms)
		s->span_groups |= 1ull << s->p->group_of[id];
	return 0;
}

bool prefilter_text_ok(const struct prefilter *p)
{
	return p->text_ok;
}

bool prefilter_fields_ok(const struct prefilter *p)
{
	return p->fields_ok;
}

/* The callbacks never stop a scan: any status but success is an error. */
static void scanned(struct prefilter_scratch *s, hs_error_t rc)
{
	if (rc != HS_SUCCESS && !s->hs_error)
		s->hs_error = rc;
}

int prefilter_scan_error(struct prefilter_scratch *s)
{
	int rc = s->hs_error;
	s->hs_error = 0;
	return rc;
}

static void span(struct prefilter_scratch *s, const char *p, size_t n)
{
	if (n)
		scanned(s, hs_scan(s->p->db, p, (unsigned)n, 0, s->hs, on_span_hit, s));
}

/* The second look: the line's JSON by the lenient tokenizer
 * (base/json_tok.h), its values given roles by the source's field
 * description rf; scans the strings (and tool input scalars) of the
 * classes in `scan` with the database, notes in *seen the classes
 * present, and in *user whether the top-level type member is the prompt
 * type. False when it cannot tell (odd keys, deep nesting, not JSON). */
static bool walk(struct prefilter_scratch *s, const struct raw_fields *rf, const char *line, size_t len,
		 unsigned scan, unsigned *seen, bool *user)
{
	struct level {
		int role;
		int next; /* role of the value after the current key */
		unsigned next_fc;
	} stack[JT_LENIENT_DEPTH];
	struct json_tok t;
	struct jt tk;
	json_tok_init(&t, line, len, 0, 0, true);
	s->span_groups = 0;
	*seen = 0;
	*user = false;
	for (;;) {
		size_t d = t.depth; /* the containers open around the token */
		enum jt_type k = json_tok_next(&t, &tk);
		if (k == JT_ERROR)
			return false;
		if (k == JT_END)
			return json_tok_closed(&t);
		if (k == JT_OBJECT_END || k == JT_ARRAY_END)
			continue;
		const char *str = line + tk.start;
		size_t n = tk.end - tk.start;
		if (k == JT_KEY) {
			/* Written raw by every writer we know; one with escapes
			 * is too odd to judge. */
			if (tk.esc)
				return false;
			struct level *o = &stack[d - 1];
			o->next = rf->child(o->role, str, n, &o->next_fc);
			if (d == 1 && n == strlen(rf->type_key) && memcmp(str, rf->type_key, n) == 0)
				o->next_fc = FC_TYPE;
			continue;
		}
		/* The role and field class of this value. */
		int role = FIELD_TOP;
		unsigned fc = 0;
		if (d > 0 && t.object[d - 1]) {
			role = stack[d - 1].next;
			fc = stack[d - 1].next_fc;
		} else if (d > 0) {
			role = rf->element(stack[d - 1].role, &fc);
		}
		if (k == JT_OBJECT || k == JT_ARRAY) {
			stack[d] = (struct level){role, FIELD_OTHER, 0};
		} else if (k == JT_STRING) {
			if (fc == FC_TYPE) {
				*user = *user || (n == strlen(rf->prompt_type) &&
						  memcmp(str, rf->prompt_type, n) == 0);
				fc = 0;
			}
			*seen |= fc;
			if (fc & scan)
				span(s, str, n);
		} else if ((fc & scan) && role == rf->scalar_role) {
			/* A number, true, false or null: text only inside tool
			 * input. */
			span(s, str, n);
		}
	}
}

bool prefilter_candidate(const struct prefilter *p, uint64_t groups)
{
	if (!p->query)
		return false; /* --file alone: only lines that may name the file */
	if (p->any_group)
		return groups != 0;
	return (groups & p->all_pos) == p->all_pos;
}

/* One line's fields, walked once whatever is asked of them (look). */
struct look {
	bool done, ok, user;
	unsigned seen;
	uint64_t groups;
};

static const struct look *look(struct prefilter_scratch *s, const struct raw_fields *rf, unsigned want,
			       const char *line, size_t len, struct look *l)
{
	if (!l->done) {
		l->done = true;
		l->ok = walk(s, rf, line, len, want, &l->seen, &l->user);
		l->groups = s->span_groups;
	}
	return l;
}

/* Whether the line may be a prompt line (of rf's prompt type, with a text
 * field); true when the walk cannot tell or there are no raw fields. */
static bool maybe_prompt(struct prefilter_scratch *s, const struct raw_fields *rf, unsigned want,
			 const char *line, size_t len, struct look *l)
{
	if (!rf)
		return true;
	const struct look *k = look(s, rf, want, line, len, l);
	return !k->ok || (k->user && (k->seen & FC_TEXT));
}

bool prefilter_fields(struct prefilter_scratch *s, const struct raw_fields *rf, const char *line, size_t len,
		      uint64_t *groups)
{
	struct look l = {0};
	*groups = look(s, rf, s->p->field_classes, line, len, &l)->groups;
	return l.ok;
}

bool prefilter_maybe_prompt(struct prefilter_scratch *s, const struct raw_fields *rf, const char *line,
			    size_t len)
{
	struct look l = {0};
	return maybe_prompt(s, rf, 0, line, len, &l);
}

/* Whether the raw line may hold one of a's pending call ids: an id that
 * a JSON writer may escape (other than ASCII letters, digits and `_-.:`)
 * may be anywhere. */
static bool holds_pending(const struct line_ask *a, const char *line, size_t len)
{
	for (size_t i = 0; i < a->npending; i++) {
		const char *id = a->pending[i];
		size_t n = strlen(id);
		for (size_t k = 0; k < n; k++) {
			char c = id[k];
			bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
				     (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.' || c == ':';
			if (!plain)
				return true;
		}
		if (memmem(line, len, id, n))
			return true;
	}
	return false;
}

bool prefilter_classify(struct prefilter_scratch *s, const struct line_ask *a, const struct line_hits *h,
			const char *line, size_t len)
{
	if (a->every || (a->npending && holds_pending(a, line, len)) || (a->settles && a->settles(line, len)))
		return true;
	const struct prefilter *p = s->p;
	const struct raw_fields *rf = a->rf;
	/* The one walk of the line's fields: with its spans scanned when the
	 * line is a candidate whose fields may settle it. */
	bool cand = prefilter_candidate(p, h->groups);
	unsigned want = rf && p->fields_ok && cand && !a->browse ? p->field_classes : 0;
	struct look l = {0};
	if (a->prompt && maybe_prompt(s, rf, want, line, len, &l))
		return true;
	if (h->flags & (LINE_MAY_TITLE | LINE_MAY_FILE | LINE_MAY_RECALL))
		return true;
	if (a->contaminated)
		return maybe_prompt(s, rf, want, line, len, &l);
	if (a->browse)
		return !rf || !look(s, rf, 0, line, len, &l)->ok || (l.seen & p->field_classes) != 0;
	if (!cand)
		return false;
	if (want && look(s, rf, want, line, len, &l)->ok)
		return prefilter_candidate(p, l.groups);
	return true;
}

bool prefilter_classify_entry(const struct prefilter_scratch *s, const struct line_ask *a,
			      const struct line_facts *f, uint64_t groups)
{
	if (a->every || f->malformed || (a->settles && f->settles))
		return true;
	if (a->prompt && f->maybe_prompt)
		return true;
	if (f->title || f->file || f->event)
		return true;
	if (a->contaminated)
		return f->maybe_prompt;
	if (f->multi && !s->p->fields_ok)
		return true;
	return prefilter_candidate(s->p, groups);
}

void prefilter_scan(struct prefilter_scratch *s, const char *buf, size_t len, const size_t *starts, size_t n,
		    struct line_hits *hits)
{
	memset(hits, 0, n * sizeof *hits);
	if (!n)
		return;
	for (size_t i = 0; s->p->always && i < n; i++)
		hits[i].groups = s->p->always;
	for (size_t i = 0; s->p->file_always && i < n; i++)
		hits[i].flags = LINE_MAY_FILE;
	s->starts = starts;
	s->n = n;
	s->hits = hits;
	s->last = 0;
	s->buf = buf;
	s->len = len;
	s->nuuid = 0;
	s->uuid_of_scan = s->p->uuid_id0 != UINT_MAX;
	scanned(s, hs_scan(s->p->db, buf, (unsigned)len, 0, s->hs, on_raw_hit, s));
}

bool prefilter_uuids_noted(const struct prefilter_scratch *s, const char *buf, size_t len)
{
	return s->uuid_of_scan && s->buf == buf && s->len == len && !s->hs_error;
}

bool prefilter_uuids(struct prefilter_scratch *s, const char *buf, size_t len, bool scanned)
{
	/* The scan of this very buffer noted them already (and did not fail:
	 * a failed scan is reported, prefilter_scan_error). */
	if (scanned && prefilter_uuids_noted(s, buf, len))
		return true;
	s->uuid_of_scan = false;
	s->nuuid = 0;
	s->buf = buf;
	s->len = len;
	return s->p->uuid_db &&
	       hs_scan(s->p->uuid_db, buf, (unsigned)len, 0, s->hs, on_uuid_hit, s) == HS_SUCCESS;
}

const size_t *prefilter_uuid_values(const struct prefilter_scratch *s, size_t *n)
{
	*n = s->nuuid;
	return s->uuid_at;
}
