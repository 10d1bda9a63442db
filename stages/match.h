/* match: the match stage (docs/reference.md §4.2). Every query alternative,
 * positive and NOT, and the recall-event patterns of docs/reference.md §4.3 are
 * compiled into one Hyperscan database; one scan of a message's text tells
 * which groups it hits, how often, and where the first positive hit starts.
 *
 * A matcher is read-only after matcher_new and shared by all threads; each
 * thread scans with its own match_scratch. */
#ifndef MEMGREP_MATCH_H
#define MEMGREP_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "config/config.h"

struct mem_cache;

struct matcher;
struct match_scratch;

/* A hit span in code points of the scanned text, for highlighting and for
 * choosing a snippet's window (stages/output/emit.h): group is the positive
 * group (as in query) of the term that hit. */
struct hit_span {
	size_t start, end;
	size_t group;
};

struct match_result {
	uint64_t pos_mask, neg_mask; /* bit g: group g hit (groups as in query) */
	uint32_t hits;		     /* positive hits, all occurrences */
	uint32_t distinct;	     /* distinct positive alternatives hit */
	const uint32_t *tf;	     /* per positive group: hits (owned by the scratch) */
	int64_t first_cp;	     /* code point offset of the earliest positive hit, or -1 */
};

/* What the matcher is built from (its builder's options, taken once from
 * the config by match_opts_of): the query and how its terms match, and
 * what the raw-byte prefilter it builds with it needs (stages/prefilter.h:
 * struct prefilter_opts). */
struct match_opts {
	const struct query *query;
	bool case_sensitive, word, regex;
	unsigned fuzzy;	       /* --fuzzy N (0: exact) */
	const char *cache_dir; /* compiled databases kept there (the index's hs/), or NULL */
	struct mem_cache *mem; /* and in memory across searches (serve), or NULL */
	bool prefilter;	       /* build the prefilter (not with --no-prefilter or --sort bm25) */
	unsigned kinds;	       /* the message kinds searched (enum kind_bit) */
	bool any_group;	       /* --scope session: a line with any positive group is a candidate */
	const char *touch;     /* --file's path, or NULL */
};
/* The options of cfg, for a search whose scope is `scope` (the request's:
 * the no-result hint's pass asks with --scope session). */
void match_opts_of(const struct config *cfg, enum scope scope, struct match_opts *o);

/* Compiles the query of o. Returns NULL with err naming the term and
 * Hyperscan's reason when a pattern cannot be compiled. matcher_new is the
 * same with the options of cfg. */
struct matcher *matcher_build(const struct match_opts *o, struct mg_error *err);
struct matcher *matcher_new(const struct config *cfg, struct mg_error *err);
void matcher_free(struct matcher *m);
/* Whether the regex of one term (-e) compiles as a search compiles it: 0,
 * or -1 with err set to the reason, in memgrep's words (no Hyperscan flag
 * names: `\b is not supported (use -w ...)`). For --explain. */
int match_check_regex(const char *regex, bool case_sensitive, struct mg_error *err);
/* The raw-byte prefilter built with the matcher (stages/prefilter.h), or
 * NULL when every line must be decoded (-e, --sort bm25, --no-prefilter,
 * or a query too large for a prefilter). */
struct prefilter;
const struct prefilter *matcher_prefilter(const struct matcher *m);
/* The mask of all positive groups. */
uint64_t matcher_positive_mask(const struct matcher *m);

/* Whether pos_mask has every positive group. */
bool matcher_all_positive(const struct matcher *m, uint64_t pos_mask);

struct match_scratch *match_scratch_new(const struct matcher *m);
void match_scratch_free(struct match_scratch *s);
/* Gives back the buffers that texts grew (its folded copy, its hits),
 * made again when needed: after a long line (base/long_line.h). */
void match_scratch_trim(struct match_scratch *s);

/* Scans a message's text (valid UTF-8). When spans is not NULL, the
 * positive hits are also appended to *spans (xrealloc'd; *nspans updated),
 * with their group, sorted by start (then end, then group): the first
 * MATCH_MAX_SPANS of them (those that end first), which is what printing
 * reads, for the snippet and the highlights (docs/reference.md §6); the
 * counts in out are of every hit. */
enum { MATCH_MAX_SPANS = 1 << 16 };
void match_text(struct match_scratch *s, const char *text, size_t len, struct match_result *out,
		struct hit_span **spans, size_t *nspans);

/* Whether text (valid UTF-8) holds a recall event (docs/reference.md §4.3). */
bool match_recall(struct match_scratch *s, const char *text, size_t len);

/* The status of the first Hyperscan scan of s that failed since the last
 * call (0: none), and clears it. A failed scan may have missed hits: the
 * caller reports the file. */
int match_scan_error(struct match_scratch *s);

#endif
