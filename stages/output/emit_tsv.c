/* emit_tsv: the tsv format. A row per printed message, context included:
 *     session_id TAB timestamp TAB type TAB text TAB project TAB file TAB line
 *     TAB context TAB source
 * context being 1 on a context message (-A/-B) and 0 on a match, the whole
 * text, every field escaped (tab, newline, carriage return and
 * backslash as \t \n \r \\). A memory line is a row with session_id,
 * timestamp and project empty and type `memory`. --header prints the names
 * as a first row, once: a ranked run prints it even with no session (the
 * memory rows that follow share it); --stream and memory runs never do.
 * memgrep sessions prints a row per session (last, session_id, source,
 * messages, project, title, file, resume) and memgrep projects a row per
 * project (last, project, sessions, messages), each with its own --header.
 * A run that keeps (docs/reference.md §12) ends each row of messages with
 * one more column, archived (1 or 0), and puts it before a session row's
 * resume, which stays last (issue 31 point 6: added after archived, so
 * that no column before it moved). */
#include "stages/output/emit_tsv.h"

#include <stdlib.h>
#include <string.h>

#include "stages/browse.h"
#include "stages/rank.h"
#include "sources/source.h"

static void field(struct sbuf *b, const char *s, size_t len)
{
	/* What a field's special bytes become; every other byte is itself. */
	static const char *const escapes[256] = {
	    ['\t'] = "\\t", ['\n'] = "\\n", ['\r'] = "\\r", ['\\'] = "\\\\"};
	size_t run = 0;
	for (size_t i = 0; i < len; i++) {
		const char *e = escapes[(unsigned char)s[i]];
		if (!e)
			continue;
		sbuf_add(b, s + run, i - run);
		sbuf_adds(b, e);
		run = i + 1;
	}
	sbuf_add(b, s + run, len - run);
}

/* field as emit_stream adds it. */
static void add_field(struct sbuf *b, const char *s, size_t len, bool last, void *arg)
{
	field(b, s, len);
}

/* A field then a tab; s may be NULL (an empty field). */
static void field_tab(struct sbuf *b, const char *s)
{
	if (s)
		field(b, s, strlen(s));
	sbuf_addc(b, '\t');
}

/* A run that keeps ends the rows of sessions and messages with one more
 * column, archived: 1 for a session the index kept of deleted files
 * (docs/reference.md §12), else 0. */
static void archived_column(struct emit *e, bool archived)
{
	if (e->doc->cfg->keep)
		sbuf_adds(e->b, archived ? "\t1" : "\t0");
}

static void tsv_begin(struct emit *e)
{
	if (!e->doc->cfg->header)
		return;
	const char *archived = e->doc->cfg->keep ? "\tarchived\n" : "\n";
	if (e->doc->shape == EMIT_RANKED)
		sbuf_printf(e->b, "session_id\ttimestamp\ttype\ttext\tproject\tfile\tline\tcontext\tsource%s",
			    archived);
	else if (e->doc->shape == EMIT_SESSIONS)
		sbuf_printf(e->b, "last\tsession_id\tsource\tmessages\tproject\ttitle\tfile%s\tresume\n",
			    e->doc->cfg->keep ? "\tarchived" : "");
	else if (e->doc->shape == EMIT_PROJECTS)
		sbuf_adds(e->b, "last\tproject\tsessions\tmessages\n");
}

/* sessions: last, session_id, source, messages, project, title, file,
 * [archived,] resume (the command --resume prints; empty when none);
 * projects: last, project, sessions, messages. */
static void tsv_session(struct emit *e, const struct emit_session *es)
{
	struct sbuf *b = e->b;
	if (es->kind == ES_PROJECT) {
		const struct project_row *p = es->project;
		field_tab(b, p->last_raw);
		field_tab(b, p->project);
		sbuf_printf(b, "%zu\t%zu\n", p->sessions, p->messages);
		return;
	}
	if (es->kind != ES_ENTRY || e->doc->shape != EMIT_SESSIONS)
		return;
	const struct session *s = es->entry->s;
	field_tab(b, s->last_raw);
	field_tab(b, s->id);
	sbuf_printf(b, "%s\t%zu\t", source_table[s->source].name, s->nmatches);
	field_tab(b, s->project);
	field_tab(b, emit_title(e, s, NULL));
	field(b, s->file, strlen(s->file));
	archived_column(e, s->archived);
	char *resume = emit_resume(s);
	sbuf_addc(b, '\t');
	if (resume)
		field(b, resume, strlen(resume));
	free(resume);
	sbuf_addc(b, '\n');
}

/* A row: session_id, timestamp, type, text, project, file, line,
 * context, source. A line of a file (a text source's) has no session,
 * time or project, and its source's name as its type. */
static void tsv_message(struct emit *e, const struct emit_msg *m)
{
	const struct emit_body *body = emit_body(e, m);
	struct sbuf *b = e->b;
	bool line = m->kind == EM_LINE;
	const struct msg_rec *rec = line ? NULL : m->om->rec;
	const struct session *s = line ? NULL : m->entry->s;
	const char *source = line ? e->session.file->source : source_table[s->source].name;
	field_tab(b, line ? NULL : s->id);
	char tb[REC_TS_BUF];
	field_tab(b, line ? NULL : rec_ts_raw(rec, tb));
	field_tab(b, line ? source : msg_type_name((enum msg_type)rec->type));
	emit_stream(e, body->text, body->len, add_field, NULL); /* written as it is escaped */
	sbuf_addc(b, '\t');
	field_tab(b, line ? NULL : s->project);
	field_tab(b, line ? e->session.file->path : rec->file->path);
	bool context = line ? m->line->context : m->om->context;
	sbuf_printf(b, "%u\t%d\t%s", line ? m->line->line : rec->line, context, source);
	archived_column(e, !line && s->archived);
	sbuf_addc(b, '\n');
}

const struct emitter emit_tsv = {
    .begin = tsv_begin,
    .session = tsv_session,
    .message = tsv_message,
    .text_only = true,
};
