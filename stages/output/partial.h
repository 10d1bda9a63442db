/* partial: the map step's output (memgrep --partial) and its reading back
 * by the reduce step (memgrep merge), docs/reference.md §13. A partial is
 * jsonl, one object a line, in this order:
 *
 *   the header   {"memgrep_partial":SCHEMA,"version":…,"query":…,
 *                 "options":[…],"current_session":…,"here":…}
 *   per file     {"file":PATH,…its metadata and counts…,"records":N
 *                 [,"text":PROMPT]} then its N records:
 *                {"session":ID,"file":PATH,"line":N,…,"text":TEXT}
 *   per file written under a path that a smaller one then replaced
 *                {"rename":WAS,"to":NOW}
 *   the end      {"end":{"files":N,"results":N,…}}
 *
 * A file's line and records are everything rank reads of a file result
 * (stages/record.h), so that merge ranks exactly what one process would;
 * a record carries its message's text (the pipeline's re-read, done at map
 * time), and merge prints from it. "text" is always a line's last member,
 * written as json_write_escaped writes it, so that merge can cut it out
 * (partial_text_span) without a JSON tree of a long text.
 *
 * Writers return 0, or -1 when writing failed (errno set). */
#ifndef MEMGREP_PARTIAL_H
#define MEMGREP_PARTIAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "config/config.h"
#include "stages/output/emit.h"
#include "stages/record.h"

#define PARTIAL_SCHEMA 3

/* The header's line, from the config of the map step (its recorded
 * options, cfg->opts). */
int partial_write_head(const struct config *cfg, FILE *out);

/* f's line and one line per record, the texts read through src, their
 * secrets and its titles' replaced unless redact is NULL
 * (docs/reference.md §4.6). */
int partial_write_file(const struct config *cfg, const struct file_res *f, const struct emit_text_src *src,
		       struct redact *redact, FILE *out);

/* A file written under `was` that counts under `now`: the same file was
 * reached under a smaller path after it was written (the map step writes
 * files as they end; a search names a file by its smallest path). */
int partial_write_rename(const char *was, const char *now, FILE *out);

/* What a map step says at its end, besides its files. */
/* X(name, type): counts are summed over map steps, flags or-ed: files
 * found, file results written, warnings given, files a scan failed on,
 * the discovery's and the scan's times (ns); whether --timeout cut it
 * short, whether it read through the index (--stats says what it read
 * there). */
#define PARTIAL_END(X)                                                                                       \
	X(files, uint64_t)                                                                                   \
	X(results, uint64_t)                                                                                 \
	X(warnings, uint64_t)                                                                                \
	X(scan_failed, uint64_t)                                                                             \
	X(discover_wall, uint64_t)                                                                           \
	X(discover_cpu, uint64_t)                                                                            \
	X(scan_wall, uint64_t)                                                                               \
	X(timed_out, bool)                                                                                   \
	X(indexed, bool)
struct partial_end {
#define PARTIAL_END_MEMBER(name, type) type name;
	PARTIAL_END(PARTIAL_END_MEMBER)
#undef PARTIAL_END_MEMBER
};
/* Adds e's counts to to's (merge sums its partials' ends). */
void partial_end_add(struct partial_end *to, const struct partial_end *e);
int partial_write_end(const struct partial_end *e, FILE *out);

/* Where a line's "text" string lies: its escaped bytes [*start, *start +
 * *len) of line; *null when it is null. False when the line has no
 * "text" member last. */
bool partial_text_span(const char *line, size_t len, size_t *start, size_t *tlen, bool *null);

/* Whether s[0..len) can be the inside of a JSON string: no bare '"', every
 * escape whole (control characters are let through). */
bool partial_escaped_ok(const char *s, size_t len);

/* Unescapes the escaped bytes s[0..len) (as json_write_escaped wrote them,
 * or any JSON escape) into out. False on a bad escape. */
bool partial_unescape(const char *s, size_t len, struct sbuf *out);

/* What a line of a partial is, by how it starts. */
enum partial_line { PL_HEAD, PL_FILE, PL_RECORD, PL_RENAME, PL_END, PL_OTHER };
enum partial_line partial_line_kind(const char *line, size_t len);

/* The readers of the lines (line[0..len), the object, its "text" member
 * cut off): each returns NULL or false with *why set (the member that is
 * missing or wrong) when the line is not what the writer makes. */

/* A new file result from a file's line: its metadata and counts; *records
 * the number of record lines that follow. ngroups: the size of its df
 * (the query's positive groups + 1). */
struct file_res *partial_read_file(const char *line, size_t len, size_t ngroups, uint64_t *records,
				   const char **why);

/* A record of f from a record's line (whose "file" must be f's); ngroups:
 * the query's positive groups. */
bool partial_read_record(const char *line, size_t len, struct file_res *f, size_t ngroups, const char **why);

/* A rename line's paths (in a). */
bool partial_read_rename(const char *line, size_t len, struct arena *a, const char **was, const char **now,
			 const char **why);

/* The end line's counts. */
bool partial_read_end(const char *line, size_t len, struct partial_end *e, const char **why);

#endif
