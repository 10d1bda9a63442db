/* format: the format stage (docs/reference.md §4.5). It prints a
 * rank_result, one --stream file's messages, or the markdown memory files,
 * in the chosen format to a stdio stream: it picks the emitter of
 * cfg->format (stages/output/emit.h) and feeds it sessions and messages. Message
 * texts are not kept by earlier stages: format asks for each printed
 * message's text through a callback (the pipeline re-reads the line).
 *
 * Functions return 0, or -1 when writing failed (errno set, EPIPE for a
 * closed pipe). */
#ifndef MEMGREP_FORMAT_H
#define MEMGREP_FORMAT_H

#include <stdio.h>

#include "config/config.h"
#include "base/xalloc.h"
#include "stages/browse.h"
#include "stages/output/emit.h"
#include "stages/match.h"
#include "stages/rank.h"
#include "stages/output/stats.h"

struct format_ctx {
	const struct config *cfg;
	const struct run_stats *stats; /* json's "stats" (docs/reference.md §4.5), or NULL */
	struct match_scratch *ms;      /* for snippets and highlighting */
	struct emit_text_src src;
	/* Where it searched (pipeline/search/scope.h): the PATHs joined by
	 * ", ", or the sources and their roots; the PATHs or the roots alone;
	 * the sources --source or MEMGREP_SOURCES left out though their
	 * root exists, and the --source that adds them, or NULL. */
	const char *scope, *roots, *left_out, *widen;
	const char *home; /* $HOME, shown as ~ in projects */
	/* json: more members of the document (",\"memory\":{…}"), or NULL. */
	const char *json_extra;
	bool json_no_text;     /* json: messages without "text" (serve's format=index) */
	struct redact *redact; /* the run's (docs/reference.md §4.6), or NULL: --no-redact */
	size_t *first_hit;     /* show --query: where its first hit is printed (emit_doc's), or NULL */
};

/* Prints r to out. With --flat, -l and -c print each session's file once,
 * where its first message ranks, -c counting its messages among r's. */
int format_run(const struct format_ctx *fc, const struct rank_result *r, FILE *out);

/* The notice of a cut list (docs/reference.md §4.5, §11), on err unless it
 * is NULL or -q: `memgrep: SHOWN of TOTAL WHAT shown; -n TOTAL for all`
 * when -n cut the list, `memgrep: WHAT FROM to TO of TOTAL shown (--offset
 * K)` for every page after --offset; nothing when all were shown, or none
 * (the callers say that). WHAT is "sessions", "messages" (--flat) or
 * "projects". */
void format_cut_notice(const struct config *cfg, const char *what, size_t shown, size_t total, FILE *err);

/* For a run that showed none of its total results (WHAT: "sessions",
 * "messages" or "projects"): whether paging left them all out, and then
 * which way, on err (unless it is NULL or -q), the one message of such a
 * run (docs/reference.md §4.5, §11): `memgrep: offset K is past the last
 * of N sessions` when --offset is past the last, else, there being some
 * (-n 0), `memgrep: none of the N sessions shown: raise -n`. False when
 * total is 0: the no-result message is the caller's. */
bool format_none_shown(const struct config *cfg, const char *what, size_t total, FILE *err);

/* --stream: prints the matching messages recs[0..n) of one file, whose
 * session is s, at once. */
int format_stream(const struct format_ctx *fc, const struct session *s, struct msg_rec *const *recs, size_t n,
		  FILE *out);

/* memgrep show: the session of en (stages/browse.h, browse_view) and its
 * messages. */
int format_show(const struct format_ctx *fc, const struct out_entry *en, FILE *out);

/* memgrep sessions: r's page, a session per entry. */
int format_sessions(const struct format_ctx *fc, const struct rank_result *r, FILE *out);

/* memgrep projects: rows[0..n) of `total` projects; capped also when the
 * search was cut short (--timeout). */
int format_projects(const struct format_ctx *fc, const struct project_row *rows, size_t n, size_t total,
		    bool capped, FILE *out);

/* Prints the no-result message and its hint to err. */
void format_no_result(const struct format_ctx *fc, FILE *err);

/* Prints those of the text files files[0..n) (results of a text source,
 * markdown memory: docs/reference.md §9; in path order) that have a match,
 * in cfg->format (layouts: stages/output/emit_text.c, emit_tsv.c,
 * emit_json.c, emit_paths.c): text (`### path`, the category tag, `**Line
 * N:** text`, then `Found X matches across Y files.`; after, when session
 * results were printed before, starts with an empty line), jsonl (one
 * object per printed line), tsv (one row per printed line), -l (paths), -c
 * (path:count). No tsv header: with --header format_run prints the one
 * header row. FMT_JSON prints format_lines_json's value and a newline (the
 * json document embeds it itself). Nothing is printed when no file has a
 * match, except json's value. Texts are redacted by redact (NULL: not). */
int format_lines(const struct config *cfg, struct redact *redact, struct file_res *const *files, size_t n,
		 bool after, FILE *out);

/* Appends the value of the json document's member named after the text
 * source: {"matches":X,"files":Y,"results":[{"file","matches","lines":
 * [{"line","text","snippet","category"[,"context":true]}]}]}. */
void format_lines_json(const struct config *cfg, struct redact *redact, struct file_res *const *files,
		       size_t n, struct sbuf *b);

#endif
