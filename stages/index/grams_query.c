/* grams_query: the query side of the n-gram filters (grams.h; the text
 * side is grams.c). A query comes in as the matcher's options; each
 * positive group's alternatives go out as the hashes of the byte trigrams
 * that every text the alternative matches has once folded (text_fold), and
 * a filter is asked whether all of one alternative's are in it.
 *
 * Why each reduction holds (a filter may only skip):
 * - A literal term (docs/reference.md §3): the matcher finds its units in
 *   the folded text (or, with -s, in the text itself) as exact code points,
 *   a `_` standing for one of several. Folding (text_lower, one code point
 *   to one) maps the text's code points one by one, so the folded text
 *   holds the folded units of every run between wildcards, as bytes of
 *   UTF-8. Without -s the units are folded already (config/query.c), with
 *   -s they are folded here. -w only drops hits, and a phrase's space is a
 *   unit like any other.
 * - A --fuzzy term (one that has an edit distance) gives nothing.
 * - A regex term (-e) gives the runs of literal characters that a simple
 *   parse proves every match holds in a row: a concatenation at the top
 *   level, no atom under `?`, `*` or `{}`; groups, classes, `.` and the
 *   escapes of classes end a run; anything else the parse does not know
 *   (`(?`, `\Q`, a top-level `|`, other letter escapes, a brace that is not
 *   a quantifier, anything unbalanced) gives nothing for the term. With -s
 *   a character matches itself and is folded here; without it Hyperscan
 *   matches caselessly by its own Unicode rules, so only the ASCII
 *   characters whose every caseless match folds to their own fold count
 *   (caseless_safe; tests/unit/test_grams.c checks the list against
 *   Hyperscan over every code point), and any other character ends a run.
 * A group prunes only when every alternative gives a trigram. */
#include "stages/index/grams.h"

#include <stdlib.h>
#include <string.h>

#include "base/text.h"
#include "base/xalloc.h"
#include "config/query.h"
#include "stages/index/grams_internal.h"

/* Trigrams each alternative keeps at most: any of them is a sound test. */
enum { MAX_GRAMS = 64 };

struct gram_group {
	size_t group;	 /* the query's group */
	size_t first, n; /* its alternatives: alt[first .. first + n) */
};

struct gram_query {
	uint64_t always; /* the positive groups that cannot be pruned */
	struct gram_group *groups;
	size_t ngroups, capgroups;
	size_t *alt; /* alternative a's hashes: hash[alt[a] .. alt[a + 1]) */
	size_t nalt, capalt;
	uint64_t *hash;
	size_t nhash, caphash;
};

/* The trigrams of one alternative, as gram_hash takes them. */
struct grams {
	uint32_t v[MAX_GRAMS];
	size_t n;
};

static void grams_put(struct grams *g, uint32_t v)
{
	for (size_t i = 0; i < g->n; i++)
		if (g->v[i] == v)
			return;
	if (g->n < MAX_GRAMS)
		g->v[g->n++] = v;
}

/* Takes the trigrams of the run's bytes, and empties it. */
static void run_flush(struct grams *g, struct sbuf *run)
{
	for (size_t i = 0; i + 3 <= run->len; i++) {
		const unsigned char *b = (const unsigned char *)run->data + i;
		grams_put(g, (uint32_t)b[0] << 16 | (uint32_t)b[1] << 8 | b[2]);
	}
	sbuf_reset(run);
}

/* Appends cp's UTF-8 to the run; returns its length in bytes. */
static size_t run_add(struct sbuf *run, uint32_t cp)
{
	char u[4];
	size_t n = text_encode(cp, u);
	sbuf_add(run, u, n);
	return n;
}

static void literal_grams(struct grams *g, const struct term *t, bool fold)
{
	struct sbuf run = {0};
	for (size_t k = 0; k < t->nunits; k++) {
		if (t->units[k] == QUERY_WILDCARD)
			run_flush(g, &run);
		else
			run_add(&run, fold ? text_lower(t->units[k]) : t->units[k]);
	}
	run_flush(g, &run);
	sbuf_free(&run);
}

/* ---- regular expressions ------------------------------------------------ */

/* Whether a caseless regex's ASCII character c may stand in a run: every
 * code point Hyperscan matches with it (HS_FLAG_CASELESS | HS_FLAG_UCP |
 * HS_FLAG_UTF8) folds as c folds. Not 's' (it matches U+017F ſ, which
 * stays itself). Checked by tests/unit/test_grams.c. */
static bool caseless_safe(unsigned char c)
{
	return c >= 0x20 && c < 0x7F && c != 's' && c != 'S';
}

static bool is_meta(unsigned char c)
{
	return strchr("\\^$.|?*+()[]{}", c) != NULL;
}

/* The bytes of the bracket expression at re[i] ('['), or 0 when the parse
 * is not sure of its end (a POSIX class, an unclosed bracket). */
static size_t class_len(const char *re, size_t len, size_t i)
{
	size_t j = i + 1;
	if (j < len && re[j] == '^')
		j++;
	if (j < len && re[j] == ']')
		j++;
	for (; j < len; j++) {
		if (re[j] == '\\')
			j++;
		else if (re[j] == '[' && j + 1 < len && strchr(":.=", re[j + 1]))
			return 0;
		else if (re[j] == ']')
			return j + 1 - i;
	}
	return 0;
}

/* The bytes of the parenthesized group at re[i] ('('), or 0 when it does
 * not close or holds something class_len is not sure of. */
static size_t group_len(const char *re, size_t len, size_t i)
{
	size_t depth = 0;
	for (size_t j = i; j < len; j++) {
		if (re[j] == '\\') {
			j++;
		} else if (re[j] == '[') {
			size_t n = class_len(re, len, j);
			if (!n)
				return 0;
			j += n - 1;
		} else if (re[j] == '(') {
			depth++;
		} else if (re[j] == ')' && --depth == 0) {
			return j + 1 - i;
		}
	}
	return 0;
}

static size_t digits(const char *re, size_t len, size_t j)
{
	size_t k = j;
	while (k < len && re[k] >= '0' && re[k] <= '9')
		k++;
	return k - j;
}

/* The bytes of the quantifier at re[i] (with its lazy or possessive
 * modifier), 0 when there is none, SIZE_MAX when a brace is not one of
 * {n} {n,} {n,m} {,m}. *optional: it allows no repetition (all but +). */
static size_t quant_len(const char *re, size_t len, size_t i, bool *optional)
{
	size_t j = i;
	*optional = true;
	if (i >= len)
		return 0;
	if (re[i] == '?' || re[i] == '*' || re[i] == '+') {
		*optional = re[i] != '+';
		j++;
	} else if (re[i] == '{') {
		size_t lo = digits(re, len, i + 1), hi = 0;
		j = i + 1 + lo;
		if (j < len && re[j] == ',') {
			hi = digits(re, len, j + 1);
			j += 1 + hi;
		}
		if (j >= len || re[j] != '}' || (lo == 0 && hi == 0))
			return SIZE_MAX;
		j++;
	} else {
		return 0;
	}
	if (j < len && (re[j] == '?' || re[j] == '+'))
		j++;
	return j - i;
}

/* The escape at re[i] ('\\'): a literal character (*cp set, returns its
 * length), a class escape (*cp -1), or 0 when the parse does not know it. */
static size_t escape_len(const char *re, size_t len, size_t i, int32_t *cp)
{
	if (i + 1 >= len)
		return 0;
	unsigned char c = (unsigned char)re[i + 1];
	*cp = -1;
	if (c >= 0x80 || c < 0x20)
		return 0;
	if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
		*cp = c;
		return 2;
	}
	return strchr("dDwWsShHvV", c) ? 2 : 0;
}

/* Adds the runs of regex re to g; false when the parse is not sure. */
static bool regex_grams(struct grams *g, const char *re, bool caseless)
{
	size_t len = strlen(re), last = 0; /* last: the bytes of the run's last atom */
	bool atom = false, ok = !strstr(re, "(?") && !strstr(re, "\\Q");
	struct sbuf run = {0};
	for (size_t i = 0; i < len && ok;) {
		bool optional;
		size_t q = atom ? quant_len(re, len, i, &optional) : 0;
		if (q == SIZE_MAX) {
			ok = false;
		} else if (q) {
			if (optional)
				run.len -= last;
			run_flush(g, &run);
			last = 0;
			atom = false;
			i += q;
			continue;
		}
		unsigned char c = (unsigned char)re[i];
		int32_t cp = -1;
		size_t n = 1;
		if (c == '[')
			n = class_len(re, len, i);
		else if (c == '(')
			n = group_len(re, len, i);
		else if (c == '\\')
			n = escape_len(re, len, i, &cp);
		else if (c >= 0x80)
			cp = text_decode(re + i, len - i, &n);
		else if (!is_meta(c))
			cp = c;
		else if (c != '.' && c != '^' && c != '$')
			n = 0; /* | ) ] } or a quantifier after no atom */
		ok = n > 0;
		bool literal = cp >= 0 && (!caseless || (cp < 0x80 && caseless_safe((unsigned char)cp)));
		last = literal ? run_add(&run, text_lower((uint32_t)cp)) : 0;
		if (!literal)
			run_flush(g, &run);
		atom = c != '^' && c != '$';
		i += n;
	}
	run_flush(g, &run);
	sbuf_free(&run);
	return ok;
}

/* ---- the query ---------------------------------------------------------- */

/* The trigrams of term t under o; false when it has none that are sure. */
static bool term_grams(const struct match_opts *o, const struct term *t, struct grams *g)
{
	g->n = 0;
	if (o->regex) {
		if (!regex_grams(g, t->regex, !o->case_sensitive))
			g->n = 0;
	} else if (!query_term_fuzzy(o->fuzzy, o->regex, t)) {
		literal_grams(g, t, o->case_sensitive);
	}
	return g->n > 0;
}

/* Adds group gi of o's query when each of its alternatives has trigrams;
 * false (nothing added) when one has none. */
static bool add_group(struct gram_query *q, const struct match_opts *o, size_t gi)
{
	const struct group *gr = &o->query->groups[gi];
	struct grams g;
	size_t nalt = q->nalt, nhash = q->nhash;
	for (size_t a = 0; a < gr->count; a++) {
		if (!term_grams(o, &o->query->terms[gr->first + a], &g)) {
			q->nalt = nalt;
			q->nhash = nhash;
			return false;
		}
		xgrow((void **)&q->alt, &q->capalt, q->nalt + 2, sizeof *q->alt);
		q->alt[q->nalt++] = q->nhash;
		xgrow((void **)&q->hash, &q->caphash, q->nhash + g.n, sizeof *q->hash);
		for (size_t k = 0; k < g.n; k++)
			q->hash[q->nhash++] = gram_hash(g.v[k]);
		q->alt[q->nalt] = q->nhash;
	}
	xgrow((void **)&q->groups, &q->capgroups, q->ngroups + 1, sizeof *q->groups);
	q->groups[q->ngroups++] = (struct gram_group){gi, nalt, gr->count};
	return true;
}

struct gram_query *gram_query_new(const struct match_opts *o)
{
	const struct query *qu = o->query;
	struct gram_query *q = xcalloc(1, sizeof *q);
	for (size_t gi = 0; gi < qu->ngroups && gi < 64; gi++)
		if (!qu->groups[gi].negated && !add_group(q, o, gi))
			q->always |= 1ull << gi;
	if (!q->ngroups) {
		gram_query_free(q);
		return NULL;
	}
	return q;
}

void gram_query_free(struct gram_query *q)
{
	if (!q)
		return;
	free(q->groups);
	free(q->alt);
	free(q->hash);
	free(q);
}

/* Whether every hash of h[0..n) has its bits in the filter. */
static bool all_in(const uint64_t *h, size_t n, const uint8_t *bloom, uint64_t nbits)
{
	for (size_t i = 0; i < n; i++)
		for (unsigned k = 0; k < GRAM_PROBES; k++) {
			uint64_t b = gram_probe(h[i], k, nbits);
			if (!(bloom[b >> 3] >> (b & 7) & 1))
				return false;
		}
	return true;
}

uint64_t gram_query_groups(const struct gram_query *q, const uint8_t *bloom, size_t nbytes)
{
	if (!q)
		return ~(uint64_t)0;
	uint64_t may = q->always, nbits = (uint64_t)nbytes * 8;
	for (size_t i = 0; i < q->ngroups && nbits; i++) {
		const struct gram_group *gr = &q->groups[i];
		for (size_t a = gr->first; a < gr->first + gr->n; a++) {
			if (all_in(q->hash + q->alt[a], q->alt[a + 1] - q->alt[a], bloom, nbits)) {
				may |= 1ull << gr->group;
				break;
			}
		}
	}
	return may;
}
