/* query: the query language of docs/reference.md §3: AND groups
 * separated by whitespace, '|' alternatives, a leading '-' for NOT groups
 * (a leading "--" is part of a term), '_' wildcards, double-quoted phrases
 * and backslash escapes. query_parse fills a struct query that it owns
 * (query_free releases it). */
#ifndef MEMGREP_QUERY_H
#define MEMGREP_QUERY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A unit of a literal term: a code point, or QUERY_WILDCARD for a bare '_'
 * (matches '_', '-' or one White_Space character). */
#define QUERY_WILDCARD 0xFFFFFFFFu

struct term {
	uint32_t *units; /* literal terms: folded unless case-sensitive */
	size_t nunits;
	char *regex;   /* regex terms (-e): the pattern text */
	char *display; /* the term as the user wrote it, for messages */
	size_t group;
};

struct group {
	bool negated;
	size_t first, count; /* its terms: terms[first .. first+count) */
};

/* Positive groups come first in groups[], NOT groups after them. */
struct query {
	struct term *terms;
	size_t nterms;
	struct group *groups;
	size_t ngroups, npositive;
};

/* Parses text. regex: terms are kept as regular expressions (backslash pairs
 * kept verbatim, '_' literal); fold: literal terms are case-folded.
 * Returns 0, or -1 with a one-line reason in err (size errlen). */
int query_parse(const char *text, bool regex, bool fold, struct query *q, char *err, size_t errlen);
void query_free(struct query *q);

/* The edit distance that --fuzzy N gives term t (docs/reference.md §3:
 * literal terms of at least 3N+1 code points; never with -e), or 0 when t
 * matches exactly. */
unsigned query_term_fuzzy(unsigned fuzzy, bool regex, const struct term *t);

#endif
