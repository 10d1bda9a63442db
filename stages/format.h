/* format: the format stage (docs/reference.md §4.5). It prints a
 * rank_result in the chosen format to a stdio stream. Message texts are not
 * kept by earlier stages: format asks for each printed message's text
 * through a callback (the pipeline re-reads the line).
 *
 * Functions return 0, or -1 when writing failed (errno set, EPIPE for a
 * closed pipe). */
#ifndef MEMGREP_FORMAT_H
#define MEMGREP_FORMAT_H

#include <stdio.h>

#include "config/config.h"
#include "pipeline/base/xalloc.h"
#include "stages/match.h"
#include "stages/rank.h"

struct format_text_src {
	/* Writes the text of rec into out; false when it cannot be read. */
	bool (*text)(void *arg, const struct msg_rec *rec, struct sbuf *out);
	void *arg;
};

/* The --stats funnel and profile (docs/reference.md §6). Times in nanoseconds;
 * worker step times (read ... match) are summed over the pool's threads. */
struct run_stats {
	uint64_t files, unreadable, bytes, lines, decoded, malformed, messages;
	uint64_t drops[16]; /* enum drop_reason */
	uint64_t matches, sessions;
	uint64_t discover_wall, discover_cpu, read, prefilter, decode, match, scan_wall, scan_cpu;
	uint64_t rank_wall, rank_cpu, format_wall, format_cpu, total_wall, total_cpu;
	unsigned threads;
	bool timed_out;
	/* One row per source, in the registry's order (stages/source/source.h);
	 * `sources` says which were searched. */
	unsigned sources;
	struct source_stats {
		uint64_t files, bytes, lines, messages, matches;
	} by_source[SOURCE_COUNT];
};

struct format_ctx {
	const struct config *cfg;
	const struct run_stats *stats; /* json's "stats" (docs/reference.md §4.5), or NULL */
	struct match_scratch *ms;      /* for snippets and highlighting */
	struct format_text_src src;
	const char *scope; /* PATHs joined by ", ", or the default root */
	const char *home;  /* $HOME, shown as ~ in projects */
	/* json: more members of the document (",\"memory\":{…}"), or NULL. */
	const char *json_extra;
	bool json_no_text; /* json: messages without "text" (serve's format=index) */
};

/* Prints r to out. */
int format_run(const struct format_ctx *fc, const struct rank_result *r, FILE *out);

/* --stream: prints the matching messages recs[0..n) of one file, whose
 * session is s, at once. */
int format_stream(const struct format_ctx *fc, const struct session *s, struct msg_rec *const *recs, size_t n,
		  FILE *out);

/* The stats as a json object (json's "stats" member), appended to b. */
void format_stats_json(const struct run_stats *st, struct sbuf *b);

/* The --stats report on err (after the results). */
void format_stats(const struct run_stats *st, FILE *err);

/* Prints the no-result message and its hint to err. */
void format_no_result(const struct format_ctx *fc, FILE *err);

/* The snippet of text (docs/reference.md §4.5): whitespace runs folded to one
 * space, trimmed, and when longer than 300 code points a window of 300 starting
 * at max(0, min(p - 100, L - 300)) with '…' at each cut end. first_cp is the
 * earliest positive hit in text (code points), or -1. Spans (code points of
 * text, sorted) are mapped into the snippet when spans_out is not NULL. Writes
 * into out (reset first). */
void format_snippet(const char *text, size_t len, int64_t first_cp, const struct hit_span *spans,
		    size_t nspans, struct sbuf *out, struct hit_span **spans_out, size_t *nspans_out);

/* Appends s as a tsv field: tab, newline, carriage return and backslash
 * written \t \n \r \\. */
void format_tsv_field(struct sbuf *b, const char *s, size_t len);

#endif
