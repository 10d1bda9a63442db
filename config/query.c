/* query: parses the query language (docs/reference.md §3) into groups of
 * terms. The text is read as UTF-8 code points; whitespace is Unicode
 * White_Space. Literal terms become code point arrays (folded to lowercase
 * unless case-sensitive, bare '_' as QUERY_WILDCARD); with -e a term keeps its
 * pattern text, backslash pairs included, for Hyperscan. */
#include "config/query.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pipeline/base/xalloc.h"
#include "pipeline/base/text.h"

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

int query_parse(const char *text, bool regex, bool fold, struct query *q, char *err, size_t errlen)
{
	memset(q, 0, sizeof *q);
	size_t len = strlen(text);
	if (!text_valid_utf8(text, len)) {
		snprintf(err, errlen, "the query is not valid UTF-8");
		return -1;
	}
	struct parsed_group *groups = NULL;
	size_t ngroups = 0, gcap = 0;
	struct parsed_group cur_group = {0};
	struct pending cur = {0};
	bool quoted = false, group_started = false;
	int rc = 0;

	for (size_t i = 0; i <= len;) {
		size_t adv = 1;
		uint32_t cp = i < len ? (uint32_t)text_decode(text + i, len - i, &adv) : 0;
		bool end = i == len;
		if (end || (!quoted && text_is_space(cp))) {
			end_alt(&cur_group, &cur, regex);
			if (cur_group.n) {
				xgrow((void **)&groups, &gcap, ngroups + 1, sizeof *groups);
				groups[ngroups++] = cur_group;
			} else {
				free(cur_group.alts);
			}
			memset(&cur_group, 0, sizeof cur_group);
			group_started = false;
			i += adv;
			continue;
		}
		if (!group_started) {
			group_started = true;
			if (!quoted && cp == '-') {
				cur_group.negated = true;
				i += adv;
				continue;
			}
		}
		if (cp == '"') {
			quoted = !quoted;
			sbuf_addc(&cur.display, '"');
			i += adv;
			continue;
		}
		if (!quoted && cp == '|') {
			end_alt(&cur_group, &cur, regex);
			i += adv;
			continue;
		}
		if (cp == '\\') {
			if (i + 1 >= len) {
				snprintf(err, errlen, "the query ends with a lone backslash");
				rc = -1;
				break;
			}
			size_t adv2 = 1;
			uint32_t next = (uint32_t)text_decode(text + i + 1, len - i - 1, &adv2);
			sbuf_add(&cur.display, text + i, 1 + adv2);
			if (regex) {
				/* The pair stays for Hyperscan: `\|` and `\ ` mean the
				 * same there, and `\d` keeps its regex meaning. */
				sbuf_add(&cur.regex, text + i, 1 + adv2);
			} else {
				pending_unit(&cur, fold ? text_lower(next) : next);
			}
			i += 1 + adv2;
			continue;
		}
		sbuf_add(&cur.display, text + i, adv);
		if (regex)
			sbuf_add(&cur.regex, text + i, adv);
		else if (cp == '_')
			pending_unit(&cur, QUERY_WILDCARD);
		else
			pending_unit(&cur, fold ? text_lower(cp) : cp);
		i += adv;
	}
	if (rc == 0 && quoted) {
		snprintf(err, errlen, "the query has an unbalanced double quote");
		rc = -1;
	}
	if (rc != 0) {
		pending_free(&cur);
		for (size_t k = 0; k < cur_group.n; k++)
			pending_free(&cur_group.alts[k]);
		free(cur_group.alts);
	}

	size_t npos = 0, nterms = 0;
	for (size_t g = 0; g < ngroups; g++) {
		npos += !groups[g].negated;
		nterms += groups[g].n;
	}
	if (rc == 0 && ngroups == 0) {
		snprintf(err, errlen, "the query is empty: give at least one term");
		rc = -1;
	} else if (rc == 0 && npos == 0) {
		snprintf(err, errlen, "the query has only NOT groups: give at least one term to find");
		rc = -1;
	} else if (rc == 0 && ngroups > 64) {
		snprintf(err, errlen, "the query has %zu groups; at most 64 are supported", ngroups);
		rc = -1;
	}
	if (rc == 0) {
		q->terms = xcalloc(nterms, sizeof *q->terms);
		q->groups = xcalloc(ngroups, sizeof *q->groups);
		/* Positive groups first, then NOT groups, each in query order. */
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
		q->npositive = npos;
	}
	for (size_t g = 0; g < ngroups; g++) {
		for (size_t a = 0; a < groups[g].n; a++)
			pending_free(&groups[g].alts[a]);
		free(groups[g].alts);
	}
	free(groups);
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
