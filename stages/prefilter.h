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
 * prefilter_new returns NULL without an error. */
#ifndef MEMGREP_PREFILTER_H
#define MEMGREP_PREFILTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "config/config.h"

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

/* NULL when there is no prefilter (regex mode) or, with err set, when the
 * raw patterns cannot be compiled. */
struct prefilter *prefilter_new(const struct config *cfg, struct mg_error *err);
void prefilter_free(struct prefilter *p);
struct prefilter_scratch *prefilter_scratch_new(const struct prefilter *p);
void prefilter_scratch_free(struct prefilter_scratch *s);

/* Scans buf[0..len): lines start at starts[0..n) (starts[0] == 0), each
 * running to the next start (or len). Fills hits[0..n). */
void prefilter_scan(struct prefilter_scratch *s, const char *buf, size_t len, const size_t *starts, size_t n,
		    struct line_hits *hits);

/* The second look at a candidate line of a source whose raw fields rf
 * describes (sources/fields.h): its groups counted only where the
 * configured message kinds take their text (for Claude Code: message.content
 * strings and text blocks, summary and title fields; with tools, tool_use
 * names and inputs and tool_result content; with thinking, thinking
 * blocks), found by a strict-enough tokenizer over the raw line. Returns
 * false when it cannot tell (odd keys, deep nesting, not JSON): decode the
 * line then. Not usable when a term may span two joined pieces
 * (prefilter_fields_ok). */
struct raw_fields;
bool prefilter_fields(struct prefilter_scratch *s, const struct raw_fields *rf, const char *line, size_t len,
		      uint64_t *groups);
/* Whether the line may hold a field the configured message kinds take
 * their text from (show, sessions and projects read every such line);
 * true when it cannot tell. */
bool prefilter_has_fields(struct prefilter_scratch *s, const struct raw_fields *rf, const char *line,
			  size_t len);
/* Whether the line may be a prompt line (of rf's prompt type, with a text
 * field), by the same tokenizer; true when it cannot tell. */
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
/* Whether prefilter_fields may be used for this query. */
bool prefilter_fields_ok(const struct prefilter *p);

/* The pattern a term's units compile to (for tests): xmalloc'd. With fold
 * it is compiled HS_FLAG_CASELESS (ASCII letters pair up by that flag). */
char *prefilter_pattern(const uint32_t *units, size_t n, bool fold);

#endif
