/* prefilter: the candidate finder of the match stage. Before any JSON
 * decoding, one Hyperscan database scans a file's raw bytes, a chunk of
 * whole lines per call, and says for each line which query groups may hit
 * it, and whether it may hold a recall event or a session title. It finds a
 * superset of the truth (false positives allowed, false negatives never):
 * every term is compiled with every form a JSON writer may give its
 * characters (raw UTF-8, \uXXXX in either case, surrogate pairs, \" \\ \/
 * and the short control escapes, each also under more backslashes: a JSON
 * string inside a JSON string, as Codex writes function_call arguments),
 * and with every case variant that folds to it. Decoded candidates are then verified by match.
 *
 * Letters, digits and spaces are assumed to be written raw (no writer
 * escapes them). With -e (regular expressions) there is no prefilter:
 * the matcher builds none. */
#ifndef MEMGREP_PREFILTER_H
#define MEMGREP_PREFILTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "config/query.h"

struct mem_cache;

enum line_flag {
	LINE_MAY_RECALL = 1 << 0, /* a recall-event pattern may be in it */
	LINE_MAY_TITLE = 1 << 1,  /* an ai-title or custom-title line */
	LINE_MAY_USER = 1 << 2,	  /* "type":"user" is in it: may be a prompt */
	LINE_MAY_FILE = 1 << 3,	  /* --file's file name is in it */
};

/* What the raw scan says of one line: bit g of groups for query group g
 * (positive groups first, as in struct query). */
struct line_hits {
	uint64_t groups;
	uint32_t flags;
};

struct prefilter;
struct prefilter_scratch;

/* What the prefilter is built from (the matcher fills it from its own,
 * stages/match.h): the literal query, whether its terms fold case, --fuzzy
 * N, the kinds searched (whose fields the second look reads), whether any
 * positive group makes a candidate (--scope session), --file's path or
 * NULL, and the folder compiled databases are kept in, or NULL. */
struct prefilter_opts {
	const struct query *query;
	bool fold;
	unsigned fuzzy, kinds;
	bool any_group;
	const char *touch, *cache_dir;
	struct mem_cache *mem; /* or NULL: databases kept in memory too (base/hs_cache.h) */
};

/* NULL, with err set, when the raw patterns cannot be compiled. */
struct prefilter *prefilter_new(const struct prefilter_opts *o, struct mg_error *err);
void prefilter_free(struct prefilter *p);
struct prefilter_scratch *prefilter_scratch_new(const struct prefilter *p);
void prefilter_scratch_free(struct prefilter_scratch *s);

/* Scans buf[0..len): lines start at starts[0..n) (starts[0] == 0), each
 * running to the next start (or len). Fills hits[0..n). */
void prefilter_scan(struct prefilter_scratch *s, const char *buf, size_t len, const size_t *starts, size_t n,
		    struct line_hits *hits);

/* The members of the sources' uuid keys in buf[0..len) (sources/source.h:
 * `"KEY"`, blanks, `:`, blanks, `"`), the summaries' leaves among their
 * values (pipeline/search/summaries.h). The query's database holds the
 * keys too, so when scanned says that the last prefilter_scan was of this
 * buffer, its hits are taken and nothing is scanned again; else a database
 * of the keys alone scans it. False when there is no such database (no
 * source has a uuid key) or the scan failed: then the caller finds them by
 * itself. */
bool prefilter_uuids(struct prefilter_scratch *s, const char *buf, size_t len, bool scanned);
/* Whether the last prefilter_scan, of buf[0..len), noted its uuid values
 * (they cost nothing more to take), when the caller knows it scanned it. */
bool prefilter_uuids_noted(const struct prefilter_scratch *s, const char *buf, size_t len);
/* Where the values that the last prefilter_uuids found start (offsets in
 * its buf, just past the value's opening quote), in order. Valid until
 * the next call; *n of them. */
const size_t *prefilter_uuid_values(const struct prefilter_scratch *s, size_t *n);

/* The decode policy (docs/reference.md §4.2): whether a line must be
 * decoded, from its raw hits and what the scan of its file still needs.
 * The rules, in order: every line while the file's metadata is unknown, a
 * later copy of a message may replace it, or a fork's first prompt is
 * sought; while echoes await their twin, a line that may settle them; a
 * line that holds the id of a pending recall event call (its
 * result); a line that may be a prompt while a prompt is sought (the
 * file's title, or a later part's first reset); title lines, lines that
 * may name --file's file and possible recall events (a tool call that runs
 * a memory search counts in a cut turn too); in a cut turn only a line
 * that may be a prompt (one may end it, the others' messages are cut
 * anyway); without a query (show, sessions, projects) every line that may
 * hold a searched field; else candidates: lines where every positive group
 * (any group with --scope session) hits, first in the raw line, then in
 * the fields the searched kinds read (the second look: a strict-enough
 * walk of the raw line's JSON, found false when it cannot tell, then the
 * line is decoded). A line's fields are walked at most once. */
struct raw_fields;
struct line_ask {
	/* The raw fields of the file's source (sources/fields.h), or NULL
	 * when its source is not known yet or has none: then every test of
	 * the fields is answered "may". */
	const struct raw_fields *rf;
	bool every;	   /* decode every line */
	bool prompt;	   /* a prompt is sought */
	bool contaminated; /* the turn is cut (--recall-cutoff turn or phrases) */
	bool browse;	   /* no query: every message is read */
	/* The ids of the recall event calls whose result is not read yet: a
	 * line that holds one is decoded (docs/reference.md §4.3). */
	const char *const *pending;
	size_t npending;
	/* Echoes await their twin (docs/reference.md §8): a line this says
	 * may settle them (its source's may_settle) is decoded; NULL: none
	 * await. */
	bool (*settles)(const char *line, size_t len);
};
bool prefilter_classify(struct prefilter_scratch *s, const struct line_ask *a, const struct line_hits *h,
			const char *line, size_t len);

/* The same policy for a line of an index entry (docs/reference.md §12),
 * whose facts the entry knows exactly, and the groups its texts hit. */
struct line_facts {
	bool malformed, maybe_prompt, title, event;
	bool file;    /* it has tool inputs, and --file is asked */
	bool multi;   /* it has two pieces of one kind: a term may span them */
	bool settles; /* it settles the echoes pending before it (line_echo) */
};
bool prefilter_classify_entry(const struct prefilter_scratch *s, const struct line_ask *a,
			      const struct line_facts *f, uint64_t groups);

/* Whether lines that hit `groups` (bit g for query group g) can hold a
 * match: every positive group, any with --scope session; never without a
 * query. */
bool prefilter_candidate(const struct prefilter *p, uint64_t groups);

/* The second look alone (for the fuzz targets): the groups of the fields
 * the configured kinds read, false when the walk cannot tell; and whether
 * the line may be a prompt, true when it cannot tell. */
bool prefilter_fields(struct prefilter_scratch *s, const struct raw_fields *rf, const char *line, size_t len,
		      uint64_t *groups);
bool prefilter_maybe_prompt(struct prefilter_scratch *s, const struct raw_fields *rf, const char *line,
			    size_t len);

/* The status of the first Hyperscan scan of s that failed since the last
 * call (0: none), and clears it: a failed raw scan may have missed lines,
 * so the caller reports the file. */
int prefilter_scan_error(struct prefilter_scratch *s);

/* Whether the patterns find the query's terms in decoded text as well (a
 * superset there too): not when a term's pattern holds a character a JSON
 * string always escapes ('"', a backslash, a control character), whose
 * raw form it lacks. The index picks lines by them only then
 * (docs/reference.md §12). */
bool prefilter_text_ok(const struct prefilter *p);
/* Whether the second look may be used for this query: no term can span
 * two joined pieces of a message. */
bool prefilter_fields_ok(const struct prefilter *p);

/* The pattern a term's units compile to (for tests): xmalloc'd. With fold
 * it is compiled HS_FLAG_CASELESS (ASCII letters pair up by that flag). */
char *prefilter_pattern(const uint32_t *units, size_t n, bool fold);

#endif
