/* emit: the one interface behind every output format (docs/reference.md
 * §4.5), and what the formats share. An emitter is a table of callbacks,
 * one per output format (stages/output/emit_text.h, emit_tsv.h, emit_json.h,
 * emit_paths.h); format (stages/output/format.h) picks it and feeds it:
 *
 *     begin, then per session: session, then message for each of its
 *     messages (context messages too, marked), then end.
 *
 * What a session is depends on the shape of the run:
 *   EMIT_RANKED  rank's page: a session (one message with --flat) and the
 *                messages picked for it, with -A/-B context;
 *   EMIT_STREAM  --stream: one file's matching messages as the file ends;
 *                each message carries its own one-message entry (never
 *                json nor -c: config refuses them with --stream);
 *   EMIT_LINES   files of lines (a text source's results, markdown
 *                memory: docs/reference.md §9): a file is a session, its
 *                printed lines (matches and context) its messages;
 *   EMIT_SHOW    memgrep show: one session (an entry) and every message
 *                shown, oldest first;
 *                with --around the message asked for is the one that is
 *                not context;
 *   EMIT_SESSIONS  memgrep sessions: rank's page, a session per entry,
 *                no messages (the entry's matches count its messages);
 *   EMIT_PROJECTS  memgrep projects: a project per session, no messages.
 *
 * An emitter appends to the run's buffer; the driver calls emit_flush after
 * each session, so a closed pipe is noticed after at most one entry, and a
 * long text is written while it is appended (emit_stream). A run
 * owns its buffers and the emitter's state from emit_begin to emit_end,
 * which frees them: every emit_begin is ended by one emit_end. Writes fail
 * with -1 and errno set (EPIPE for a closed pipe, ENOSPC for a full disk);
 * after a failure a run prints nothing more. */
#ifndef MEMGREP_EMIT_H
#define MEMGREP_EMIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "config/config.h"
#include "base/xalloc.h"
#include "stages/match.h"
#include "stages/record.h"
#include "stages/redact.h"

struct out_entry; /* stages/rank.h */
struct out_msg;
struct run_stats; /* stages/output/stats.h */

enum emit_shape { EMIT_RANKED, EMIT_STREAM, EMIT_LINES, EMIT_SHOW, EMIT_SESSIONS, EMIT_PROJECTS };

/* Where the text of a transcript message comes from: earlier stages do
 * not keep texts, the pipeline re-reads the line. text writes the text of
 * rec into out; false when it cannot be read (then "" is printed). */
struct emit_text_src {
	bool (*text)(void *arg, const struct msg_rec *rec, struct sbuf *out);
	void *arg;
};

/* What one run prints; filled by the caller, read-only to the emitters. */
struct emit_doc {
	enum emit_shape shape;
	const struct config *cfg;
	struct match_scratch *ms; /* transcripts: snippets and highlighting */
	struct emit_text_src src; /* transcripts: their texts */
	const char *home;	  /* $HOME, shown as ~ in projects */
	bool json_no_text;	  /* json: messages without "text" (serve's format=index) */
	/* EMIT_SHOW text with show --query: set to the line (1-based) of
	 * the output that holds its first hit, or NULL. */
	size_t *first_hit;
	/* Replaces the secrets of every text and title printed
	 * (docs/reference.md §4.6); NULL with --no-redact. */
	struct redact *redact;
	/* EMIT_RANKED, EMIT_SESSIONS, EMIT_PROJECTS */
	size_t total;	 /* matching sessions (messages with --flat; projects) before paging */
	size_t id_width; /* EMIT_SESSIONS: the longest short id of the page */
	bool capped;
	const char *json_extra;	       /* json: more members of the document, or NULL */
	const struct run_stats *stats; /* json: its "stats" member, or NULL */
	/* EMIT_LINES */
	size_t matches, files; /* totals over the files with matches */
	bool after;	       /* text: session results came before */
	bool embedded;	       /* json: a value inside the results document */
};

/* A ranked run of sessions with -m 0 (docs/reference.md §4.5): each
 * session's header alone, so text and jsonl print a line per session. */
static inline bool emit_headers_only(const struct emit_doc *d)
{
	return d->shape == EMIT_RANKED && !d->cfg->flat && d->cfg->messages == 0;
}

/* What the emitters are fed, each a tagged union (its kind says which
 * member holds):
 *   a session   ES_ENTRY    a transcript session: rank's entry (with
 *                           --stream the file's session, matches its count)
 *               ES_FILE     a file of lines (EMIT_LINES)
 *               ES_PROJECT  a row of memgrep projects;
 *   a message   EM_MESSAGE  a transcript message om, with the entry whose
 *                           session fields a row of it shows (the
 *                           session's; with --stream the message's own)
 *               EM_LINE     a printed line of the current file.
 * A context message is om->context or line->context. */
struct project_row; /* stages/browse.h */

/* A file of lines and one of its printed lines (docs/reference.md §9). */
struct emit_file {
	const char *path;
	const char *source; /* its source's name (sources/source.h) */
	size_t matches;	    /* its matching lines (context not counted) */
};
struct emit_line {
	uint32_t line; /* 1-based, in the file */
	const char *text;
	size_t len;
	const char *category; /* its label, or NULL */
	int64_t first_cp;     /* its earliest positive hit (code points), -1 for context */
	bool context;
};

enum emit_session_kind { ES_ENTRY, ES_FILE, ES_PROJECT };
struct emit_session {
	enum emit_session_kind kind;
	union {
		const struct out_entry *entry;
		const struct emit_file *file;
		const struct project_row *project;
	};
};

enum emit_msg_kind { EM_MESSAGE, EM_LINE };
struct emit_msg {
	enum emit_msg_kind kind;
	const struct out_entry *entry; /* EM_MESSAGE */
	union {
		const struct out_msg *om;
		const struct emit_line *line;
	};
};

/* The body of a message: its whole text, its snippet (emit_snippet), and
 * the hits in the snippet (code points of it) for highlighting. */
struct emit_body {
	const char *text, *snippet;
	size_t len, snippet_len;
	const struct hit_span *spans;
	size_t nspans;
};

struct emit;

/* One output format. Every callback may be NULL (nothing to print then);
 * a format whose message is NULL never has a text read. */
struct emitter {
	size_t state_size; /* bytes of the emitter's own state (emit.state), zeroed */
	/* The head of the output (json's opening, tsv's header row). */
	void (*begin)(struct emit *e);
	/* A session starts; the previous one, if any, is over. */
	void (*session)(struct emit *e, const struct emit_session *s);
	/* A message of the current session, context messages included. */
	void (*message)(struct emit *e, const struct emit_msg *m);
	/* The tail of the output (json's closing, memory's count). */
	void (*end)(struct emit *e);
	/* It prints whole texts only: emit_body makes no snippet (and runs
	 * no match for its spans). */
	bool text_only;
};

/* A run: one emitter printing one shape. Emitters read doc and session,
 * append to b and keep what they need in state; the rest is emit.c's. */
struct emit {
	const struct emitter *em;
	const struct emit_doc *doc;
	struct emit_session session; /* the current session */
	struct sbuf *b;		     /* what the callbacks append to */
	void *state;		     /* the emitter's own */
	FILE *out;		     /* NULL: b is the caller's and keeps it all */
	int rc;			     /* -1 once a write failed */
	struct sbuf own, text, snippet;
	struct sbuf redacted; /* a text with its secrets replaced */
	struct hit_span *spans, *snip_spans;
	struct emit_body body;
	/* Text on a terminal: the column the next body's snippet starts in,
	 * for its budget (emit_snippet_opts; 0: EMIT_TEXT_COLUMN). */
	size_t column;
	/* emit_title's: the session it was made for, and the title. */
	const struct session *title_of;
	struct sbuf title, title_line;
	bool title_from_prompt;
};

/* Starts a run of em over doc (both must outlive it): printing to out, or
 * with out NULL appending to *into; calls em->begin. */
void emit_begin(struct emit *e, const struct emitter *em, const struct emit_doc *doc, FILE *out,
		struct sbuf *into);
/* Feed em->session and em->message. m is read during the call only; the
 * entry or file of s must stay valid while its messages are fed. */
void emit_session(struct emit *e, const struct emit_session *s);
void emit_message(struct emit *e, const struct emit_msg *m);
/* Writes what the run built (emit_write). Returns 0 or -1. */
int emit_flush(struct emit *e);
/* Calls em->end unless a write failed, writes the rest and flushes out;
 * frees what the run holds. Returns 0 or -1. */
int emit_end(struct emit *e);

/* Long texts are written as they are made, never built whole (a message
 * can be as long as a line, docs/reference.md §6): emit_stream appends
 * s[0..len) through add a slice of EMIT_SLICE bytes at a time (cut between
 * code points; last is true for the text's last slice), and after each
 * slice emit_spill writes the run's buffer when it holds EMIT_SLICE bytes
 * or more. Nothing is written early when the run appends into a caller's
 * buffer, or on a terminal (cfg->columns: lines are wrapped whole); after
 * a failed write what is made is dropped. */
enum { EMIT_SLICE = 1 << 16 };
typedef void emit_add_fn(struct sbuf *b, const char *s, size_t len, bool last, void *arg);
void emit_stream(struct emit *e, const char *s, size_t len, emit_add_fn *add, void *arg);
void emit_spill(struct emit *e);
/* emit_stream's plain copy, and its JSON string (quotes included). */
void emit_add_copy(struct sbuf *b, const char *s, size_t len, bool last, void *arg);
void emit_json_text(struct emit *e, const char *s, size_t len);

/* The body of m, loaded into the run (valid until the next call). */
const struct emit_body *emit_body(struct emit *e, const struct emit_msg *m);

/* The title of session s as every format shows it (docs/reference.md §2):
 * its title line's (whitespace runs folded to one space, trimmed), else the
 * first non-blank line of its first real prompt, folded the same way and
 * cut to TITLE_WIDTH code points (the last one "…"); NULL when
 * it has neither. *from_prompt (may be NULL) says which. The text is read
 * once per session; it is valid until the next session's is asked for. */
enum { TITLE_WIDTH = 80 };
struct session;
/* A session's messages as `memgrep sessions` counts them (user,
 * assistant and summary), then its tool calls and results and its
 * thinking blocks when it has any, into b: "3 messages, 2 tool, 1
 * thinking" (show's header, docs/reference.md §11). */
void emit_said(struct sbuf *b, const struct session *s);

const char *emit_title(struct emit *e, const struct session *s, bool *from_prompt);

/* The title line of session s as it is, but for its secrets replaced
 * (json's "title"), or NULL when it has none; valid as emit_title's. */
const char *emit_title_line(struct emit *e, const struct session *s);

/* Redaction in a run (docs/reference.md §4.6; stages/output/emit_redact.c),
 * by the run's redactor, doing nothing without one (--no-redact):
 * emit_redacted gives text[0..*len) with its secrets replaced (in the
 * run's buffer, valid until the next call; *len set) or text itself;
 * emit_redact_line does the same and moves *first_cp (code points, -1:
 * none) with it; emit_redact_body redacts the message text loaded in
 * e->text in place, moving its hits spans[0..n) and *first_cp (NULL:
 * none), so that a highlight over a secret covers its [redacted:KIND]. */
const char *emit_redacted(struct emit *e, const char *text, size_t *len);
const char *emit_redact_line(struct emit *e, const char *text, size_t *len, int64_t *first_cp);
void emit_redact_body(struct emit *e, struct hit_span *spans, size_t n, int64_t *first_cp);

/* The first non-blank line of text[0..len), trimmed, cut to max code
 * points (the last of them "…" when cut), into out (reset first). */
void emit_first_line(const char *text, size_t len, size_t max, struct sbuf *out);

/* The whole of text[0..len) on one line: whitespace runs folded to one
 * space, trimmed, cut as emit_first_line cuts. */
void emit_one_line(const char *text, size_t len, size_t max, struct sbuf *out);

/* The short id, as json's short_id holds it: the session id's first
 * en->short_len bytes (0: 7), which no other session seen starts with
 * (stages/rank.h). */
void emit_short_id(struct sbuf *b, const struct out_entry *en);
/* The short id as the text format prints it: a name, its control
 * characters written as visible_add_name writes them (base/visible.h). */
void emit_short_id_text(struct sbuf *b, const struct out_entry *en);

/* The command that reopens the session (sources/source.h), or
 * NULL (none for its source, or an archived session): xmalloc'd. */
char *emit_resume(const struct session *s);

/* The one flush of every output: writes b to out and empties it; with done,
 * also flushes out's stdio buffer. Returns 0, or -1 when a write failed or
 * out has its error flag set. */
int emit_write(struct sbuf *b, FILE *out, bool done);

/* Text on a terminal (docs/reference.md §4.5): a ranked message's text
 * starts in column EMIT_TEXT_COLUMN, and a wrapped line keeps at least
 * EMIT_MIN_LINE columns for its text. Off a terminal a snippet is
 * EMIT_SNIPPET code points. */
enum { EMIT_TEXT_COLUMN = 31, EMIT_MIN_LINE = 20, EMIT_SNIPPET = 300 };

/* What a snippet may take: budget units, which are terminal columns
 * (text_width) when columns is set, else code points. */
struct snippet_opts {
	size_t budget;
	bool columns;
};

/* The snippet budget of a run (docs/reference.md §4.5): with cfg->columns
 * (text on a terminal) three lines of text that starts in `column` (0:
 * EMIT_TEXT_COLUMN) less the two '…', 3 × emit_line_width(columns, column)
 * − 2 columns; else EMIT_SNIPPET code points. cfg may be NULL. */
struct snippet_opts emit_snippet_opts(const struct config *cfg, size_t column);

/* The indent of a wrapped line that hangs under column hang, on a terminal
 * of `columns`: hang, or less so that EMIT_MIN_LINE columns are left (0 on
 * a terminal narrower than that). */
size_t emit_hang(size_t columns, size_t hang);
/* The columns left for text after emit_hang(columns, hang). */
size_t emit_line_width(size_t columns, size_t hang);

/* The snippet of text (docs/reference.md §4.5). Whitespace runs folded to
 * one space and the ends trimmed; when that is longer than the budget of
 * opts (NULL: EMIT_SNIPPET code points), the window that holds the most
 * distinct groups of spans (then the rarest group: the fewest spans in
 * this text, then the earliest in the query; then the earliest window),
 * or, when one window cannot hold every group, two or three fragments
 * joined by " … " in the same budget; '…' at each end that was cut. spans
 * are the positive hits (code points of text, sorted by start, with their
 * groups); with none, the window is placed at first_cp (the earliest hit,
 * or -1 for the start). Spans are mapped into the snippet when spans_out
 * is not NULL (*spans_out xrealloc'd). Writes into out (reset first). */
void emit_snippet(const char *text, size_t len, int64_t first_cp, const struct hit_span *spans, size_t nspans,
		  const struct snippet_opts *opts, struct sbuf *out, struct hit_span **spans_out,
		  size_t *nspans_out);

/* The columns of s[0..n) on a terminal: text_width of each code point,
 * escape sequences (ESC [ ... final byte) none, a tab to the next multiple
 * of 8. */
size_t emit_columns(const char *s, size_t n);

/* Wraps b[from..len) for a terminal of `columns` (docs/reference.md §4.5;
 * 0: nothing is done). Each of its lines wider than that is broken at the
 * last space that fits and comes after column hang, or inside a word
 * where no such space is; every line it adds starts with emit_hang(columns,
 * hang) spaces. The escape sequences in effect at a break are ended before
 * it and given again after the indent. A line that fits is left as it is. */
void emit_wrap(struct sbuf *b, size_t from, size_t columns, size_t hang);

#endif
