/* query: parses the query language (docs/reference.md §3) into groups of
 * terms. The text is read as UTF-8 code points; whitespace is Unicode
 * White_Space. Literal terms become code point arrays (folded to lowercase
 * unless case-sensitive, bare '_' as QUERY_WILDCARD); with -e a term keeps its
 * pattern text, backslash pairs included, for Hyperscan. */
#include "config/query.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "base/text.h"

/* A term under construction. */
struct pending {
	uint32_t *units;
	size_t n, cap;
	struct sbuf regex, display;
};

struct parsed_group {
	bool negated;
	struct pending *alts;
	size_t n, cap;
};

static void pending_unit(struct pending *p, uint32_t u)
{
	xgrow((void **)&p->units, &p->cap, p->n + 1, sizeof *p->units);
	p->units[p->n++] = u;
}

static bool same_units(const struct pending *a, const struct pending *b, bool regex)
{
	if (regex)
		return strcmp(a->regex.data ? a->regex.data : "", b->regex.data ? b->regex.data : "") == 0;
	return a->n == b->n && memcmp(a->units, b->units, a->n * sizeof *a->units) == 0;
}

static void pending_free(struct pending *p)
{
	free(p->units);
	sbuf_free(&p->regex);
	sbuf_free(&p->display);
}

/* Ends the current alternative: kept unless empty or equal to an earlier
 * alternative of the same group. */
static void end_alt(struct parsed_group *g, struct pending *cur, bool regex)
{
	bool empty = regex ? cur->regex.len == 0 : cur->n == 0;
	bool dup = false;
	for (size_t i = 0; !empty && i < g->n; i++)
		dup = dup || same_units(&g->alts[i], cur, regex);
	if (empty || dup) {
		pending_free(cur);
	} else {
		xgrow((void **)&g->alts, &g->cap, g->n + 1, sizeof *g->alts);
		g->alts[g->n++] = *cur;
	}
	memset(cur, 0, sizeof *cur);
}

/* One parse: the groups read so far, and the group and term being read. */
struct reader {
	const char *text;
	size_t len;
	bool regex, fold;
	struct parsed_group *groups;
	size_t ngroups, gcap;
	struct parsed_group cur_group;
	struct pending cur;
	bool quoted, group_started;
	/* With -e: which bytes are inside a term's parentheses or a bracket
	 * expression that close (a space and '|' there are the regex's own,
	 * docs/reference.md §3), or NULL. */
	const bool *nest;
};

/* The bytes of text that are inside parentheses or a bracket expression
 * that close, for -e (xcalloc'd): quotes, backslash pairs and what a
 * bracket expression holds do not open or close parentheses, a ']' right
 * after its '[' (or '[^') is a member, and a '(' that never closes marks
 * nothing (its term then ends at whitespace as any other). */
static bool *nest_map(const char *text, size_t len)
{
	enum { MAX = 64 };
	bool *in = xcalloc(len + 1, sizeof *in), quoted = false;
	size_t open[MAX], depth = 0, cls = SIZE_MAX, first = 0;
	for (size_t i = 0; i < len; i++) {
		char c = text[i];
		size_t from = SIZE_MAX;
		if (c == '\\') {
			i++;
		} else if (c == '"' && cls == SIZE_MAX) {
			quoted = !quoted;
		} else if (quoted) {
		} else if (cls != SIZE_MAX) {
			if (c == ']' && i > first)
				from = cls, cls = SIZE_MAX;
		} else if (c == '[') {
			cls = i;
			first = i + 1 + (i + 1 < len && text[i + 1] == '^');
		} else if (c == '(' && depth < MAX) {
			open[depth++] = i;
		} else if (c == ')' && depth > 0) {
			from = open[--depth];
		}
		for (size_t k = from == SIZE_MAX ? i : from + 1; k < i; k++)
			in[k] = true;
	}
	return in;
}

/* Ends the current group (at whitespace or the end): kept unless empty. */
static void end_group(struct reader *r)
{
	end_alt(&r->cur_group, &r->cur, r->regex);
	if (r->cur_group.n) {
		xgrow((void **)&r->groups, &r->gcap, r->ngroups + 1, sizeof *r->groups);
		r->groups[r->ngroups++] = r->cur_group;
	} else {
		free(r->cur_group.alts);
	}
	memset(&r->cur_group, 0, sizeof r->cur_group);
	r->group_started = false;
}

/* The backslash at i and the character it escapes: returns their length in
 * bytes, or 0 when the backslash ends the query. */
static size_t read_escape(struct reader *r, size_t i)
{
	if (i + 1 >= r->len)
		return 0;
	size_t adv = 1;
	uint32_t next = (uint32_t)text_decode(r->text + i + 1, r->len - i - 1, &adv);
	sbuf_add(&r->cur.display, r->text + i, 1 + adv);
	if (r->regex) {
		/* The pair stays for Hyperscan: `\|` and `\ ` mean the same
		 * there, and `\d` keeps its regex meaning. */
		sbuf_add(&r->cur.regex, r->text + i, 1 + adv);
	} else {
		pending_unit(&r->cur, r->fold ? text_lower(next) : next);
	}
	return 1 + adv;
}

/* The character cp of adv bytes at i, in a term. */
static void read_char(struct reader *r, size_t i, uint32_t cp, size_t adv)
{
	sbuf_add(&r->cur.display, r->text + i, adv);
	if (r->regex)
		sbuf_add(&r->cur.regex, r->text + i, adv);
	else if (cp == '_')
		pending_unit(&r->cur, QUERY_WILDCARD);
	else
		pending_unit(&r->cur, r->fold ? text_lower(cp) : cp);
}

/* Reads the whole text into r->groups: 0, or -1 with a reason in err (the
 * group and term being read are then freed; r->groups stays the caller's). */
static int read_groups(struct reader *r, char *err, size_t errlen)
{
	const char *fault = NULL;
	for (size_t i = 0; i <= r->len && !fault;) {
		size_t adv = 1;
		uint32_t cp = i < r->len ? (uint32_t)text_decode(r->text + i, r->len - i, &adv) : 0;
		bool nested = i < r->len && r->nest && r->nest[i] && !r->quoted;
		if (nested && (cp == '|' || text_is_space(cp))) {
			read_char(r, i, cp, adv);
		} else if (i == r->len || (!r->quoted && text_is_space(cp))) {
			end_group(r);
		} else if (!r->group_started && !r->quoted && cp == '-' &&
			   !(i + 1 < r->len && r->text[i + 1] == '-')) {
			/* One '-' starts a NOT group; "--" starts a term that
			 * keeps both (`--no-lock`, an option named in a
			 * message: docs/reference.md §3). */
			r->group_started = true;
			r->cur_group.negated = true;
		} else {
			r->group_started = true;
			if (cp == '"') {
				r->quoted = !r->quoted;
				sbuf_addc(&r->cur.display, '"');
			} else if (!r->quoted && cp == '|') {
				end_alt(&r->cur_group, &r->cur, r->regex);
			} else if (cp == '\\') {
				adv = read_escape(r, i);
				if (!adv)
					fault = "the query ends with a lone backslash";
			} else {
				read_char(r, i, cp, adv);
			}
		}
		i += adv;
	}
	if (!fault && r->quoted)
		fault = "the query has an unbalanced double quote";
	if (!fault)
		return 0;
	snprintf(err, errlen, "%s", fault);
	pending_free(&r->cur);
	for (size_t k = 0; k < r->cur_group.n; k++)
		pending_free(&r->cur_group.alts[k]);
	free(r->cur_group.alts);
	return -1;
}

/* A query needs a positive group, and at most 64 groups. */
static int check_groups(const struct parsed_group *groups, size_t ngroups, char *err, size_t errlen)
{
	size_t npos = 0;
	for (size_t g = 0; g < ngroups; g++)
		npos += !groups[g].negated;
	if (ngroups == 0) {
		snprintf(err, errlen, "the query is empty: give at least one term");
		return -1;
	}
	if (npos == 0) {
		snprintf(err, errlen, "the query has only NOT groups: give at least one term to find");
		return -1;
	}
	if (ngroups > 64) {
		snprintf(err, errlen, "the query has %zu groups; at most 64 are supported", ngroups);
		return -1;
	}
	return 0;
}

/* Fills q from the groups, taking their code point arrays: positive groups
 * first, then NOT groups, each in query order. */
static void build_query(struct query *q, struct parsed_group *groups, size_t ngroups, bool regex)
{
	size_t nterms = 0;
	for (size_t g = 0; g < ngroups; g++) {
		q->npositive += !groups[g].negated;
		nterms += groups[g].n;
	}
	q->terms = xcalloc(nterms, sizeof *q->terms);
	q->groups = xcalloc(ngroups, sizeof *q->groups);
	for (int pass = 0; pass < 2; pass++) {
		for (size_t g = 0; g < ngroups; g++) {
			if (groups[g].negated != (pass == 1))
				continue;
			struct group *out = &q->groups[q->ngroups];
			out->negated = groups[g].negated;
			out->first = q->nterms;
			out->count = groups[g].n;
			for (size_t a = 0; a < groups[g].n; a++) {
				struct pending *p = &groups[g].alts[a];
				struct term *t = &q->terms[q->nterms++];
				t->units = p->units;
				t->nunits = p->n;
				t->regex = regex ? xstrdup(p->regex.data) : NULL;
				t->display = xstrdup(p->display.data ? p->display.data : "");
				t->group = q->ngroups;
				p->units = NULL;
			}
			q->ngroups++;
		}
	}
}

int query_parse(const char *text, bool regex, bool fold, struct query *q, char *err, size_t errlen)
{
	memset(q, 0, sizeof *q);
	size_t len = strlen(text);
	if (!text_valid_utf8(text, len)) {
		snprintf(err, errlen, "the query is not valid UTF-8");
		return -1;
	}
	bool *nest = regex ? nest_map(text, len) : NULL;
	struct reader r = {.text = text, .len = len, .regex = regex, .fold = fold, .nest = nest};
	int rc = read_groups(&r, err, errlen);
	free(nest);
	if (rc == 0)
		rc = check_groups(r.groups, r.ngroups, err, errlen);
	if (rc == 0)
		build_query(q, r.groups, r.ngroups, regex);
	for (size_t g = 0; g < r.ngroups; g++) {
		for (size_t a = 0; a < r.groups[g].n; a++)
			pending_free(&r.groups[g].alts[a]);
		free(r.groups[g].alts);
	}
	free(r.groups);
	return rc;
}

void query_free(struct query *q)
{
	for (size_t i = 0; i < q->nterms; i++) {
		free(q->terms[i].units);
		free(q->terms[i].regex);
		free(q->terms[i].display);
	}
	free(q->terms);
	free(q->groups);
	memset(q, 0, sizeof *q);
}

unsigned query_term_fuzzy(unsigned fuzzy, bool regex, const struct term *t)
{
	return fuzzy && !regex && t->nunits >= 3 * (size_t)fuzzy + 1 ? fuzzy : 0;
}
