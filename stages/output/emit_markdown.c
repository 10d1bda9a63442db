/* emit_markdown: memgrep show as a markdown document.
 *
 *     # TITLE                              (or: # Session ID)
 *
 *     - **Session:** `ID`
 *     - **Source:** claude
 *     - **Project:** `PROJECT`                (when it has one)
 *     - **Time:** FIRST – LAST (N messages)    (times left out when none)
 *     - **Files:** `FILE`, `FILE`           (a deleted one followed by (deleted))
 *     - **Archived:** …                      (an archived session: docs/reference.md §12)
 *     - **Resume:** `COMMAND`                (not for an archived session)
 *
 *     ## User · YYYY-MM-DD HH:MM [· subagent NAME]
 *
 *     TEXT
 *
 *     - *Tool · YYYY-MM-DD HH:MM[ · subagent NAME]:* `TEXT`   (one line, without
 *                                                   --tools / --thinking)
 *
 * A message's text is written as it is (messages are markdown already);
 * a tool call's or thinking's whole text, with --tools or --thinking, goes
 * in a fence longer than any run of backticks in it. Times are in UTC
 * (a document to share does not depend on the reader's zone). */
#include "stages/output/emit_markdown.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "stages/rank.h"
#include "sources/source.h"

struct md_state {
	bool list; /* the last thing written was a one-line item */
};

/* "YYYY-MM-DD HH:MM" in UTC, or "no time". */
static void md_time(struct sbuf *b, bool has, struct instant ts)
{
	if (has)
		ts_add_minute(b, ts, false);
	else
		sbuf_adds(b, "no time");
}

/* s in backticks, as one code span (a run of backticks in s is
 * fenced by a longer one). */
static void code_span(struct sbuf *b, const char *s)
{
	size_t longest = 0, run = 0;
	for (const char *p = s; *p; p++) {
		run = *p == '`' ? run + 1 : 0;
		longest = run > longest ? run : longest;
	}
	for (size_t i = 0; i <= longest; i++)
		sbuf_addc(b, '`');
	sbuf_adds(b, longest ? " " : "");
	sbuf_adds(b, s);
	sbuf_adds(b, longest ? " " : "");
	for (size_t i = 0; i <= longest; i++)
		sbuf_addc(b, '`');
}

static void md_session(struct emit *e, const struct emit_session *es)
{
	const struct session *s = es->entry->s;
	struct sbuf *b = e->b;
	const char *title = emit_title(e, s, NULL);
	if (title)
		sbuf_printf(b, "# %s\n\n", title);
	else
		sbuf_printf(b, "# Session %s\n\n", s->id);
	sbuf_adds(b, "- **Session:** ");
	code_span(b, s->id);
	sbuf_printf(b, "\n- **Source:** %s\n", source_table[s->source].name);
	if (*s->project) {
		sbuf_adds(b, "- **Project:** ");
		code_span(b, s->project);
		sbuf_addc(b, '\n');
	}
	sbuf_adds(b, "- **Time:** ");
	if (s->has_earliest) {
		md_time(b, true, s->earliest);
		sbuf_adds(b, " – ");
		md_time(b, true, s->latest);
		sbuf_adds(b, " ");
	}
	sbuf_addc(b, '(');
	emit_said(b, s);
	sbuf_adds(b, ")\n- **Files:** ");
	for (size_t i = 0; i < s->nfiles; i++) {
		sbuf_adds(b, i ? ", " : "");
		code_span(b, s->files[i]->path);
		sbuf_adds(b, s->files[i]->archived ? " (deleted)" : "");
	}
	if (s->archived)
		sbuf_adds(b, "\n- **Archived:** its files were deleted; shown from what the index kept (the "
			     "text of its messages), not resumable");
	char *cmd = emit_resume(s);
	if (cmd) {
		sbuf_adds(b, "\n- **Resume:** ");
		code_span(b, cmd);
	}
	free(cmd);
	sbuf_addc(b, '\n');
}

/* " · subagent NAME" (its file's name without .jsonl) for a message of a
 * subagent's file. */
static void subagent(struct sbuf *b, const struct msg_rec *rec)
{
	if (!source_is_subagent(rec->file->source, rec->file->path))
		return;
	const char *slash = strrchr(rec->file->path, '/');
	const char *name = slash ? slash + 1 : rec->file->path;
	size_t n = strlen(name);
	if (n > 6 && strcmp(name + n - 6, ".jsonl") == 0)
		n -= 6;
	sbuf_printf(b, " · subagent %.*s", (int)n, name);
}

/* "User", "Tool", … */
static void kind_word(struct sbuf *b, const struct msg_rec *rec)
{
	const char *name = msg_type_name((enum msg_type)rec->type);
	sbuf_printf(b, "%c%s", name[0] - 'a' + 'A', name + 1);
}

static void md_message(struct emit *e, const struct emit_msg *m)
{
	const struct config *cfg = e->doc->cfg;
	const struct msg_rec *rec = m->om->rec;
	const struct emit_body *body = emit_body(e, m);
	struct md_state *st = e->state;
	struct sbuf *b = e->b;
	bool tool = rec->type == MT_TOOL, thinking = rec->type == MT_THINKING;
	bool one_line = (tool && !cfg->tools) || (thinking && !cfg->thinking);
	bool focus = cfg->around && !m->om->context;
	if (one_line) {
		sbuf_adds(b, st->list ? "- *" : "\n- *");
		kind_word(b, rec);
		sbuf_adds(b, " · ");
		md_time(b, rec->flags & REC_HAS_TS, rec->ts);
		subagent(b, rec);
		sbuf_adds(b, ":* ");
		struct sbuf line = {0};
		emit_one_line(body->text, body->len, 100, &line);
		code_span(b, line.data);
		sbuf_free(&line);
		sbuf_adds(b, focus ? " ◀\n" : "\n");
		st->list = true;
		return;
	}
	st->list = false;
	sbuf_adds(b, "\n## ");
	kind_word(b, rec);
	sbuf_adds(b, " · ");
	md_time(b, rec->flags & REC_HAS_TS, rec->ts);
	subagent(b, rec);
	sbuf_adds(b, focus ? " ◀\n\n" : "\n\n");
	if (tool || thinking) {
		size_t longest = 0, run = 0;
		for (size_t i = 0; i < body->len; i++) {
			run = body->text[i] == '`' ? run + 1 : 0;
			longest = run > longest ? run : longest;
		}
		size_t fence = longest >= 3 ? longest + 1 : 3;
		for (size_t i = 0; i < fence; i++)
			sbuf_addc(b, '`');
		sbuf_addc(b, '\n');
		emit_stream(e, body->text, body->len, emit_add_copy, NULL);
		if (!body->len || body->text[body->len - 1] != '\n')
			sbuf_addc(b, '\n');
		for (size_t i = 0; i < fence; i++)
			sbuf_addc(b, '`');
		sbuf_addc(b, '\n');
		return;
	}
	emit_stream(e, body->text, body->len, emit_add_copy, NULL); /* written as it is copied */
	if (!body->len || body->text[body->len - 1] != '\n')
		sbuf_addc(b, '\n');
}

const struct emitter emit_markdown = {
    .state_size = sizeof(struct md_state),
    .session = md_session,
    .message = md_message,
    .text_only = true,
};
