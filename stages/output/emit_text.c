/* emit_text: the text format. Three layouts, one per shape of run:
 *
 * ranked, a block per session (an empty line between blocks; with -m 0,
 * whose blocks are headers alone, none: a line per session):
 *     [I/TOTAL] SHORTID • YYYY-MM-DD HH:MM • PROJECT • N matches[ • archived] • TITLE
 *       resume: COMMAND                              with --resume
 *       TYPE       YYYY-MM-DD HH:MM  SNIPPET          a match
 *       - TYPE     YYYY-MM-DD HH:MM  SNIPPET          a context message
 *   the header in bold cyan and matches highlighted with color, context
 *   dimmed; --full prints the whole text, continuation lines indented.
 * --stream, a line per message:
 *     SHORTID • YYYY-MM-DD HH:MM • PROJECT[ • archived] • TYPE  SNIPPET
 * (archived: a session the index kept of deleted files, docs/reference.md
 * §12; show says so in its header, sessions with [archived] before the
 * title)
 * markdown memory, a block per file (an empty line between blocks, and
 * before the first when session results came before):
 *     ### PATH
 *     <!-- @category: NAME -->      before a line whose category is set and
 *                                   differs from the last one printed in
 *                                   this file
 *     **Line N:** TEXT              a match
 *     Line N- TEXT                  a context line
 *   then, after an empty line, `Found X matches across Y files.` TEXT is
 *   the snippet, or with --full the whole visible line; when it is empty
 *   the space before it is left out (`Line N-`).
 *
 * On a terminal (cfg->columns) every line is wrapped to its width, each
 * with a hanging indent under its text column (emit_wrap,
 * docs/reference.md §4.5); elsewhere lines are never broken. */
#include "stages/output/emit_text.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "base/text.h"
#include "base/visible.h"
#include "stages/browse.h"
#include "stages/rank.h"
#include "sources/source.h"

#define C_RESET "\033[0m"
#define C_DIM	"\033[2m"
#define C_MATCH "\033[1;31m"
#define C_HEAD	"\033[1;36m"

struct text_state {
	size_t sessions;      /* sessions begun */
	size_t place_w;	      /* ranked: the columns of the session's widest place (0: none) */
	size_t shown;	      /* show: messages printed */
	bool after_block;     /* show: the last message printed was a block */
	size_t matches;	      /* memory: matching lines of those files */
	const char *category; /* memory: the last category printed in this file */
	size_t lines;	      /* show: the lines printed (on a terminal, where nothing spills) */
	bool hit_seen;	      /* show --query: its first hit was printed */
};

/* "YYYY-MM-DD HH:MM" in local time; 16 spaces when there is none. */
static void local_instant(struct sbuf *b, bool has, struct instant ts)
{
	if (has)
		ts_add_minute(b, ts, true);
	else
		sbuf_adds(b, "                ");
}

static void local_time(struct sbuf *b, const struct msg_rec *rec)
{
	local_instant(b, rec->flags & REC_HAS_TS, rec->ts);
}

/* A name (a project, a session id, a path) on one line: visible_add_name
 * (docs/reference.md §11.2). */
static void add_name(struct sbuf *b, const char *s)
{
	visible_add_name(b, s, strlen(s));
}

static void tilde_project(const struct emit_doc *d, struct sbuf *b, const char *project)
{
	size_t h = d->home ? strlen(d->home) : 0;
	if (h > 1 && strncmp(project, d->home, h) == 0 && (project[h] == '/' || project[h] == '\0')) {
		sbuf_addc(b, '~');
		add_name(b, project + h);
	} else {
		add_name(b, project);
	}
}

/* On a terminal, wraps what was appended since `from` (one line, or
 * several) under column hang (docs/reference.md §4.5). */
static void wrap(struct emit *e, size_t from, size_t hang)
{
	emit_wrap(e->b, from, e->doc->cfg->columns, hang);
}

/* The column that the line started at `from` has reached. */
static size_t column_at(const struct emit *e, size_t from)
{
	return emit_columns(e->b->data + from, e->b->len - from);
}

/* --resume: "  resume: COMMAND" under a session's header, when its source
 * has one. */
static void resume_line(struct emit *e, const struct session *s)
{
	char *cmd = emit_resume(s);
	if (cmd) {
		size_t at = e->b->len;
		sbuf_adds(e->b, "  resume: ");
		add_name(e->b, cmd); /* as it is: source_resume offers none to escape */
		wrap(e, at, 10);
		sbuf_addc(e->b, '\n');
	}
	free(cmd);
}

/* Appends s[0..len), a part of a text (its last part when last), as
 * prose is printed (visible_text_cp: no control character but tab and
 * newline, no bidirectional control, docs/reference.md §11.2); each
 * newline is followed by `indent` (NULL: none), except the text's last
 * one. */
static void add_clean_part(struct sbuf *b, const char *s, size_t len, bool last, void *indent)
{
	for (size_t i = 0; i < len;) {
		size_t adv = visible_text_cp(b, s + i, len - i);
		if (s[i] == '\n' && indent && (i + adv < len || !last))
			sbuf_adds(b, indent);
		i += adv;
	}
}

static void add_clean(struct sbuf *b, const char *s, size_t len, const char *indent)
{
	add_clean_part(b, s, len, true, (void *)indent);
}

/* add_clean of a message's text, written as it is made (emit_stream). */
static void stream_clean(struct emit *e, const char *s, size_t len, const char *indent)
{
	emit_stream(e, s, len, add_clean_part, (void *)indent);
}

/* Appends s (code points) with spans highlighted; restore is the color to
 * go back to after each. */
static void add_highlighted(struct sbuf *b, const char *s, size_t len, const struct hit_span *spans, size_t n,
			    const char *restore)
{
	size_t cp = 0, i = 0, k = 0;
	bool in = false;
	while (i < len) {
		while (k < n && spans[k].end <= cp)
			k++;
		bool want = k < n && spans[k].start <= cp && cp < spans[k].end;
		if (want != in) {
			sbuf_adds(b, want ? C_MATCH : C_RESET);
			if (!want)
				sbuf_adds(b, restore);
			in = want;
		}
		i += visible_text_cp(b, s + i, len - i);
		cp++;
	}
	if (in) {
		sbuf_adds(b, C_RESET);
		sbuf_adds(b, restore);
	}
}

/* The indent of --full's own continuation lines: `off` off a terminal,
 * else under the text column hang (emit_hang), in buf. */
static const char *full_indent(const struct config *cfg, size_t hang, const char *off, char buf[64])
{
	if (!cfg->columns)
		return off;
	size_t h = emit_hang(cfg->columns, hang);
	h = h < 63 ? h : 63;
	memset(buf, ' ', h);
	buf[h] = '\0';
	return buf;
}

/* ---- ranked ------------------------------------------------------------- */

/* Whether the lines of rec's file tell its messages apart: a file read as
 * JSON lines, or a document rendered into them; a JSON document's
 * messages may share one line. */
static bool lines_tell(const struct msg_rec *rec)
{
	enum source_id id;
	if (source_shape_of(rec->file->path, &id) != SHAPE_DOCUMENT)
		return true;
	return id < SOURCE_COUNT && source_table[id].render;
}

/* Whether u is a random uuid (8 hex digits, then '-'), whose first 8
 * characters tell it apart from the other messages' of its session. */
static bool uuid_random(const char *u)
{
	return u && strspn(u, "0123456789abcdefABCDEF") == 8 && u[8] == '-';
}

/* The characters of random uuid u that its place prints: 8 (9, with the
 * '-', when those are digits, which --around would read as a line), or
 * more while another of the session's matching messages' uuids starts
 * with them (up to PLACE_PEERS of those are looked at). */
enum { PLACE_PEERS = 4096 };
static size_t uuid_place_len(const struct session *s, const char *u)
{
	size_t n = strspn(u, "0123456789") == 8 ? 9 : 8, len = strlen(u);
	for (size_t i = 0; i < s->nmatches && i < PLACE_PEERS; i++) {
		char vb[REC_UUID_BUF];
		const char *v = rec_uuid(s->matches[i], vb);
		if (v && strcasecmp(v, u) != 0)
			while (n < len && strncasecmp(v, u, n) == 0)
				n++;
	}
	return n;
}

/* A message's place: what `show ID --around` takes to reach it
 * (docs/reference.md §4.5): `L55`, its line in the session's file; else
 * the start of its uuid (uuid_place_len); else `NAME:L55`, its line in
 * its own file; else, in a JSON document, its whole uuid; else nothing. */
static void add_place(struct sbuf *b, const struct session *s, const struct msg_rec *rec)
{
	char ub[REC_UUID_BUF];
	const char *u = rec_uuid(rec, ub);
	bool lines = rec->line > 0 && lines_tell(rec);
	if (lines && s->file && strcmp(rec->file->path, s->file) == 0) {
		sbuf_printf(b, "L%u", rec->line);
	} else if (uuid_random(u)) {
		sbuf_add(b, u, uuid_place_len(s, u));
	} else if (lines) {
		const char *slash = strrchr(rec->file->path, '/');
		add_name(b, slash ? slash + 1 : rec->file->path);
		sbuf_printf(b, ":L%u", rec->line);
	} else if (u && *u) {
		add_name(b, u);
	}
}

/* The columns that each of en's lines pads its place to: those of its
 * widest place of at most PLACE_PAD columns (a longer one, a file's name,
 * is not padded to); 0 when none of its messages has one, and then its
 * lines print none. */
enum { PLACE_PAD = 10 };
static size_t place_width(const struct out_entry *en)
{
	struct sbuf b = {0};
	size_t w = 0;
	for (size_t i = 0; i < en->nmsgs; i++) {
		sbuf_reset(&b);
		add_place(&b, en->s, en->msgs[i].rec);
		size_t c = emit_columns(b.data, b.len);
		c = c > PLACE_PAD ? 1 : c;
		w = c > w ? c : w;
	}
	sbuf_free(&b);
	return w;
}

static void ranked_header(struct emit *e, const struct out_entry *en, size_t idx)
{
	const struct config *cfg = e->doc->cfg;
	struct sbuf *b = e->b;
	if (idx > 0 && !emit_headers_only(e->doc))
		sbuf_addc(b, '\n');
	size_t at = b->len;
	if (cfg->color)
		sbuf_adds(b, C_HEAD);
	sbuf_printf(b, "[%zu/%zu] ", cfg->offset + idx + 1, e->doc->total);
	size_t hang = column_at(e, at); /* under the short id */
	emit_short_id_text(b, en);
	sbuf_adds(b, " • ");
	/* The session's latest matching time. */
	const struct msg_rec *latest = NULL;
	for (size_t i = 0; i < en->nmsgs; i++)
		if (!en->msgs[i].context && (en->msgs[i].rec->flags & REC_HAS_TS))
			latest = en->msgs[i].rec;
	if (en->s->has_latest && !cfg->flat) {
		struct msg_rec tmp = {.flags = REC_HAS_TS, .ts = en->s->latest};
		local_time(b, &tmp);
	} else if (latest) {
		local_time(b, latest);
	} else {
		sbuf_adds(b, "no date");
	}
	sbuf_adds(b, " • ");
	tilde_project(e->doc, b, en->s->project);
	sbuf_printf(b, " • %zu %s", en->matches, en->matches == 1 ? "match" : "matches");
	if (en->s->archived)
		sbuf_adds(b, " • archived");
	const char *title = emit_title(e, en->s, NULL);
	if (title) {
		sbuf_adds(b, " • ");
		add_clean(b, title, strlen(title), NULL);
	}
	if (cfg->color)
		sbuf_adds(b, C_RESET);
	wrap(e, at, hang);
	sbuf_addc(b, '\n');
	if (cfg->resume)
		resume_line(e, en->s);
}

static void ranked_message(struct emit *e, const struct emit_msg *m)
{
	const struct out_msg *om = m->om;
	const struct config *cfg = e->doc->cfg;
	struct sbuf *b = e->b;
	const char *restore = om->context && cfg->color ? C_DIM : "";
	size_t at = b->len;
	sbuf_adds(b, restore);
	sbuf_adds(b, om->context ? "  - " : "  ");
	sbuf_printf(b, "%-10s ", msg_type_name((enum msg_type)om->rec->type));
	local_time(b, om->rec);
	sbuf_adds(b, "  ");
	size_t place_w = ((const struct text_state *)e->state)->place_w;
	if (place_w) {
		size_t from = b->len;
		add_place(b, m->entry->s, om->rec);
		for (size_t c = emit_columns(b->data + from, b->len - from); c < place_w; c++)
			sbuf_addc(b, ' ');
		sbuf_adds(b, "  ");
	}
	size_t hang = column_at(e, at); /* the text column */
	e->column = hang;
	const struct emit_body *body = emit_body(e, m);
	if (cfg->full) {
		/* Whole text; continuation lines indented (on a terminal,
		 * under the text column). */
		char buf[64];
		const char *indent = full_indent(cfg, hang, "      ", buf);
		stream_clean(e, body->text, body->len, indent);
		if (body->len && body->text[body->len - 1] == '\n')
			sbuf_adds(b, indent);
	} else if (cfg->color && !om->context) {
		add_highlighted(b, body->snippet, body->snippet_len, body->spans, body->nspans, restore);
	} else {
		add_clean(b, body->snippet, body->snippet_len, NULL);
	}
	if (*restore)
		sbuf_adds(b, C_RESET);
	wrap(e, at, hang);
	sbuf_addc(b, '\n');
}

/* ---- --stream ----------------------------------------------------------- */

/* One line a message: its session, time, project, type, then the text. */
static void stream_message(struct emit *e, const struct emit_msg *m)
{
	const struct out_entry *en = m->entry;
	const struct msg_rec *rec = m->om->rec;
	const struct config *cfg = e->doc->cfg;
	struct sbuf *b = e->b;
	size_t at = b->len;
	if (cfg->color)
		sbuf_adds(b, C_HEAD);
	emit_short_id_text(b, en);
	sbuf_adds(b, " • ");
	local_time(b, rec);
	sbuf_adds(b, " • ");
	tilde_project(e->doc, b, en->s->project);
	if (en->s->archived)
		sbuf_adds(b, " • archived");
	sbuf_printf(b, " • %s", msg_type_name((enum msg_type)rec->type));
	if (cfg->color)
		sbuf_adds(b, C_RESET);
	sbuf_adds(b, "  ");
	size_t hang = column_at(e, at); /* the text column */
	e->column = hang;
	const struct emit_body *body = emit_body(e, m);
	char buf[64];
	if (cfg->full)
		stream_clean(e, body->text, body->len, full_indent(cfg, hang, NULL, buf));
	else if (cfg->color)
		add_highlighted(b, body->snippet, body->snippet_len, body->spans, body->nspans, "");
	else
		add_clean(b, body->snippet, body->snippet_len, NULL);
	wrap(e, at, hang);
	sbuf_addc(b, '\n');
}

/* ---- files of lines (markdown memory) ---------------------------------- */

static void lines_file(struct emit *e, struct text_state *st, const struct emit_file *f)
{
	if (st->sessions > 0 || e->doc->after)
		sbuf_addc(e->b, '\n');
	size_t at = e->b->len;
	sbuf_adds(e->b, "### ");
	add_name(e->b, f->path);
	wrap(e, at, 4);
	sbuf_addc(e->b, '\n');
	st->category = NULL;
	st->matches += f->matches;
}

static void lines_line(struct emit *e, struct text_state *st, const struct emit_msg *m)
{
	const struct emit_line *ml = m->line;
	struct sbuf *b = e->b;
	if (ml->category && (!st->category || strcmp(st->category, ml->category) != 0)) {
		size_t at = b->len;
		sbuf_adds(b, "<!-- @category: ");
		add_name(b, ml->category);
		sbuf_adds(b, " -->");
		wrap(e, at, 5);
		sbuf_addc(b, '\n');
		st->category = ml->category;
	}
	size_t at = b->len;
	if (ml->context)
		sbuf_printf(b, "Line %u-", ml->line);
	else
		sbuf_printf(b, "**Line %u:**", ml->line);
	e->column = column_at(e, at) + 1;
	const struct emit_body *body = emit_body(e, m);
	/* An empty text leaves out the space before it. */
	const char *t = e->doc->cfg->full ? body->text : body->snippet;
	size_t tl = e->doc->cfg->full ? body->len : body->snippet_len;
	if (tl > 0) {
		sbuf_addc(b, ' ');
		size_t hang = column_at(e, at);
		stream_clean(e, t, tl, NULL);
		wrap(e, at, hang);
	}
	sbuf_addc(b, '\n');
}

/* Drops the spaces that end b after `from` (a line with an empty last
 * column). */
static void trim_end(struct sbuf *b, size_t from)
{
	while (b->len > from && b->data[b->len - 1] == ' ')
		b->len--;
}

/* ---- memgrep show ------------------------------------------------------ */

/* "label:   value" lines of show's header (labels in 10 columns). */
static void show_field(struct emit *e, const char *label, const char *value)
{
	size_t at = e->b->len;
	sbuf_printf(e->b, "%-10s%s", label, value);
	wrap(e, at, 10);
	sbuf_addc(e->b, '\n');
}

static void show_header(struct emit *e, const struct out_entry *en)
{
	const struct config *cfg = e->doc->cfg;
	const struct session *s = en->s;
	struct sbuf *b = e->b, v = {0};
	size_t at = b->len;
	sbuf_printf(b, "%ssession ", cfg->color ? C_HEAD : "");
	add_name(b, s->id);
	sbuf_adds(b, cfg->color ? C_RESET : "");
	wrap(e, at, 8);
	sbuf_addc(b, '\n');
	show_field(e, "source:", source_table[s->source].name);
	bool from_prompt;
	const char *title = emit_title(e, s, &from_prompt);
	if (title) {
		add_clean(&v, title, strlen(title), NULL);
		sbuf_adds(&v, from_prompt ? "  (its first prompt)" : "");
		show_field(e, "title:", v.data);
	}
	sbuf_reset(&v);
	tilde_project(e->doc, &v, s->project);
	if (v.len)
		show_field(e, "project:", v.data);
	sbuf_reset(&v);
	if (s->has_earliest) {
		local_instant(&v, true, s->earliest);
		sbuf_adds(&v, " – ");
		local_instant(&v, true, s->latest);
		sbuf_adds(&v, ", ");
	}
	emit_said(&v, s);
	show_field(e, "time:", v.data);
	for (size_t i = 0; i < s->nfiles; i++) {
		sbuf_reset(&v);
		add_name(&v, s->files[i]->path);
		sbuf_adds(&v, s->files[i]->archived ? "  (deleted)" : "");
		show_field(e, i ? "" : "files:", v.data);
	}
	if (s->archived)
		show_field(e, "archived:",
			   "its files were deleted: shown from what the index kept (the text "
			   "of its messages), not resumable");
	char *cmd = emit_resume(s);
	if (cmd) {
		sbuf_reset(&v);
		add_name(&v, cmd); /* as it is: source_resume offers none to escape */
		show_field(e, "resume:", v.data);
	}
	free(cmd);
	sbuf_free(&v);
}

/* The newlines appended to b since `from` (0 when b was written out since:
 * only off a terminal, where no pager runs). */
static size_t newlines_since(const struct sbuf *b, size_t from)
{
	size_t n = 0;
	for (size_t i = from; i < b->len; i++)
		n += b->data[i] == '\n';
	return n;
}

/* show --query (docs/reference.md §11.2): the hits of its query in
 * s[0..len) into *spans (code points; xmalloc'd, the caller frees it):
 * how many. A text longer than a slice is not looked at: it is written as
 * it is made, never held whole. */
static size_t query_hits(const struct emit *e, const char *s, size_t len, struct hit_span **spans)
{
	const struct config *cfg = e->doc->cfg;
	*spans = NULL;
	if (!cfg->query.npositive || !e->doc->ms || len == 0 || len > EMIT_SLICE)
		return 0;
	size_t n = 0;
	struct match_result mr;
	match_text(e->doc->ms, s, len, &mr, spans, &n);
	return n;
}

/* On a terminal, the rows that the line begun at line_at of e->b, to which
 * s is appended, takes before the row of the hit at code point cp of s
 * once wrapped under hang: that line up to the end of the hit's word (the
 * rows before it never depend on what comes after), wrapped in a copy. */
static size_t hit_row(const struct emit *e, const char *s, size_t len, size_t cp, size_t line_at, size_t hang)
{
	size_t columns = e->doc->cfg->columns;
	if (!columns)
		return 0;
	size_t end = text_cp_offset(s, len, cp);
	while (end < len && s[end] != ' ')
		end++;
	struct sbuf c = {0};
	sbuf_add(&c, e->b->data + line_at, e->b->len - line_at);
	add_clean(&c, s, end, NULL);
	emit_wrap(&c, 0, columns, hang);
	size_t rows = newlines_since(&c, 0);
	sbuf_free(&c);
	return rows;
}

/* Appends s[0..len), a line of show's text wrapped under hang, its query's
 * hits highlighted when colour is on; the row of the first hit, in the
 * line that begins at `line_at` of b (the message began at `from`), is
 * the line the pager starts at (doc->first_hit). */
static void add_show_line(struct emit *e, const char *s, size_t len, size_t from, size_t line_at, size_t hang,
			  const char *restore)
{
	struct text_state *st = e->state;
	struct hit_span *spans;
	size_t n = query_hits(e, s, len, &spans);
	if (n && !st->hit_seen) {
		st->hit_seen = true;
		if (e->doc->first_hit && line_at >= from)
			*e->doc->first_hit = st->lines + newlines_since(e->b, from) -
					     newlines_since(e->b, line_at) + 1 +
					     hit_row(e, s, len, spans[0].start, line_at, hang);
	}
	if (n && e->doc->cfg->color)
		add_highlighted(e->b, s, len, spans, n, restore);
	else if (n)
		add_clean(e->b, s, len, NULL);
	else
		stream_clean(e, s, len, NULL);
	free(spans);
}

/* The name of a subagent's file (its name without .jsonl), or NULL. */
static void subagent_mark(struct sbuf *b, const struct msg_rec *rec)
{
	if (!source_is_subagent(rec->file->source, rec->file->path))
		return;
	const char *slash = strrchr(rec->file->path, '/');
	const char *name = slash ? slash + 1 : rec->file->path;
	size_t n = strlen(name);
	if (n > 6 && strcmp(name + n - 6, ".jsonl") == 0)
		n -= 6;
	sbuf_adds(b, "[subagent ");
	visible_add_name(b, name, n);
	sbuf_addc(b, ']');
}

/* A message of show: tool calls and thinking on one line (their first
 * line, cut) unless --tools / --thinking, everything else as a block: a
 * line with its time and kind, then its text indented by 4. */
static void show_message(struct emit *e, struct text_state *st, const struct out_msg *om,
			 const struct emit_body *body)
{
	const struct config *cfg = e->doc->cfg;
	const struct msg_rec *rec = om->rec;
	struct sbuf *b = e->b;
	bool one_line = (rec->type == MT_TOOL && !cfg->tools) || (rec->type == MT_THINKING && !cfg->thinking);
	bool focus = cfg->around && !om->context;
	size_t from = b->len;
	if (st->shown++ == 0 || st->after_block || !one_line)
		sbuf_addc(b, '\n');
	st->after_block = !one_line;
	size_t at = b->len, hang = 18; /* under the kind */
	if (cfg->color)
		sbuf_adds(b, one_line ? C_DIM : C_HEAD);
	local_time(b, rec);
	sbuf_printf(b, "  %s", msg_type_name((enum msg_type)rec->type));
	struct sbuf mark = {0};
	subagent_mark(&mark, rec);
	if (mark.len)
		sbuf_printf(b, "  %s", mark.data);
	sbuf_free(&mark);
	if (one_line) {
		struct sbuf line = {0};
		emit_one_line(body->text, body->len, 100, &line);
		if (line.len) {
			sbuf_adds(b, "  ");
			hang = column_at(e, at); /* under the text */
			add_show_line(e, line.data, line.len, from, at, hang, C_DIM);
		}
		sbuf_free(&line);
	}
	if (focus)
		sbuf_adds(b, "  ◀");
	if (cfg->color)
		sbuf_adds(b, C_RESET);
	wrap(e, at, hang);
	sbuf_addc(b, '\n');
	/* The text, each line indented (empty lines stay empty). */
	for (size_t k = 0; !one_line && k < body->len;) {
		const char *nl = memchr(body->text + k, '\n', body->len - k);
		size_t end = nl ? (size_t)(nl - body->text) : body->len;
		size_t line_at = b->len;
		if (end > k)
			sbuf_adds(b, "    ");
		add_show_line(e, body->text + k, end - k, from, line_at, 4, "");
		wrap(e, line_at, 4);
		sbuf_addc(b, '\n');
		k = end + 1;
	}
	st->lines += newlines_since(b, from);
}

/* ---- memgrep sessions and projects -------------------------------------- */

/* TIME  SHORTID  SOURCE  MESSAGES  PROJECT  TITLE */
static void sessions_line(struct emit *e, const struct out_entry *en)
{
	const struct config *cfg = e->doc->cfg;
	const struct session *s = en->s;
	struct sbuf *b = e->b;
	size_t start = b->len;
	local_instant(b, s->has_latest, s->latest);
	sbuf_adds(b, "  ");
	if (cfg->color)
		sbuf_adds(b, C_HEAD);
	size_t id_at = b->len;
	emit_short_id_text(b, en);
	size_t id_len = text_cp_count(b->data + id_at, b->len - id_at);
	if (cfg->color)
		sbuf_adds(b, C_RESET);
	/* Ids of one page are padded to the longest, for the columns. */
	sbuf_printf(b, "%*s  %-6s %5zu  ", (int)(e->doc->id_width > id_len ? e->doc->id_width - id_len : 0),
		    "", source_table[s->source].name, en->matches);
	size_t hang = column_at(e, start); /* under the project */
	tilde_project(e->doc, b, s->project);
	if (s->archived)
		sbuf_adds(b, "  [archived]");
	const char *title = emit_title(e, s, NULL);
	if (title) {
		sbuf_adds(b, "  ");
		add_clean(b, title, strlen(title), NULL);
	}
	trim_end(b, start);
	wrap(e, start, hang);
	sbuf_addc(b, '\n');
	if (cfg->resume)
		resume_line(e, s);
}

/* TIME  N sessions  M messages  PROJECT */
static void projects_line(struct emit *e, const struct project_row *p)
{
	struct sbuf *b = e->b;
	size_t start = b->len;
	local_instant(b, p->has_latest, p->latest);
	sbuf_printf(b, "  %4zu session%s %6zu message%s  ", p->sessions, p->sessions == 1 ? " " : "s",
		    p->messages, p->messages == 1 ? " " : "s");
	size_t hang = column_at(e, start); /* under the project */
	tilde_project(e->doc, b, p->project);
	trim_end(b, start);
	wrap(e, start, hang);
	sbuf_addc(b, '\n');
}

/* ---- the emitter -------------------------------------------------------- */

static void text_session(struct emit *e, const struct emit_session *s)
{
	struct text_state *st = e->state;
	switch (s->kind) {
	case ES_FILE:
		lines_file(e, st, s->file);
		break;
	case ES_PROJECT:
		projects_line(e, s->project);
		break;
	case ES_ENTRY:
		if (e->doc->shape == EMIT_SESSIONS)
			sessions_line(e, s->entry);
		else if (e->doc->shape == EMIT_SHOW) {
			size_t from = e->b->len;
			show_header(e, s->entry);
			st->lines += newlines_since(e->b, from);
		} else if (e->doc->shape == EMIT_RANKED) {
			ranked_header(e, s->entry, st->sessions);
			st->place_w = place_width(s->entry);
		}
		break;
	}
	st->sessions++;
}

/* Each layout builds its line's head, then reads the body: the column
 * its text starts in sets the snippet's budget on a terminal. */
static void text_message(struct emit *e, const struct emit_msg *m)
{
	if (m->kind == EM_LINE)
		lines_line(e, e->state, m);
	else if (e->doc->shape == EMIT_SHOW)
		show_message(e, e->state, m->om, emit_body(e, m));
	else if (e->doc->shape == EMIT_STREAM)
		stream_message(e, m);
	else
		ranked_message(e, m);
}

static void text_end(struct emit *e)
{
	const struct text_state *st = e->state;
	if (e->doc->shape == EMIT_LINES && st->sessions > 0) {
		sbuf_addc(e->b, '\n');
		size_t at = e->b->len;
		sbuf_printf(e->b, "Found %zu matches across %zu files.", st->matches, st->sessions);
		wrap(e, at, 0);
		sbuf_addc(e->b, '\n');
	}
}

const struct emitter emit_text = {
    .state_size = sizeof(struct text_state),
    .session = text_session,
    .message = text_message,
    .end = text_end,
};

/* Declared in emit.h: the count of show's header, text's and markdown's. */
void emit_said(struct sbuf *b, const struct session *s)
{
	size_t n[MT_COUNT] = {0};
	for (size_t i = 0; i < s->nmatches; i++)
		n[s->matches[i]->type < MT_COUNT ? s->matches[i]->type : MT_LINE]++;
	size_t said = n[MT_USER] + n[MT_ASSISTANT] + n[MT_SUMMARY] + n[MT_LINE];
	sbuf_printf(b, "%zu message%s", said, said == 1 ? "" : "s");
	if (n[MT_TOOL])
		sbuf_printf(b, ", %zu tool", n[MT_TOOL]);
	if (n[MT_THINKING])
		sbuf_printf(b, ", %zu thinking", n[MT_THINKING]);
}
