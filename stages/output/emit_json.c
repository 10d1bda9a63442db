/* emit_json: the json and jsonl formats.
 *
 * json, a ranked run, one document and a newline:
 *     {"query":Q,"total":N,"capped":B,"sessions":[{SESSION,"messages":[
 *     {MESSAGE},...]},...]EXTRA,"stats":{...}}
 *   EXTRA is the caller's (",\"memory\":{...}"), "stats" is there when the
 *   run has stats. A run of files of lines (markdown memory) is the value
 *   of that member (a document of its own, with a newline, unless
 *   embedded):
 *     {"matches":X,"files":Y,"results":[{"file":P,"matches":N,"lines":[
 *     {LINE},...]},...]}
 * json --flat, a ranked run of messages: a list of messages, not of
 * sessions, each with its entry's session fields inlined as in jsonl (the
 * file key "session_file"; score the message's, matches 1, first and last
 * its timestamp), context messages too:
 *     {"query":Q,"total":N,"capped":B,"messages":[{SESSION,MESSAGE},...]
 *     EXTRA,"stats":{...}}
 *   N counting the matching messages.
 * show's jsonl, an object per message: {"session_id","short_id","source",
 * "uuid",...,"text"[,"focus":true]}.
 * jsonl, an object and a newline per printed message:
 *     {SESSION,MESSAGE}, SESSION's file key being "session_file" (with
 *     -m 0, which prints no message, {SESSION} per session instead; with
 *     --stream the message's own entry: score its hits, matches 1, first
 *     and last its timestamp), or for a line of a file
 *     {"source":SOURCE,"file":P,LINE} (SOURCE: its source's name).
 *
 * SESSION: "session_id","short_id","source","title","title_from","shown_title",
 * "project","file",["archived" (a run that keeps),]"score","matches",
 * "first","last","resume" (null for an archived session). MESSAGE:
 * "uuid","timestamp","type","file","line","text" (left out for serve's
 * format=index),"snippet"[,"context":true]. LINE: "line", "text","snippet","category"[,"context":true]. */
#include "stages/output/emit_json.h"

#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "stages/browse.h"
#include "stages/rank.h"
#include "sources/source.h"
#include "stages/output/stats.h"

static void str_or_null(struct sbuf *b, const char *s)
{
	if (s)
		json_write_string(b, s, strlen(s));
	else
		sbuf_adds(b, "null");
}

/* ---- fields shared by json and jsonl ------------------------------------ */

/* "source", "title" (its title line's, or null), "title_from" ("title",
 * "prompt" or null: where shown_title comes from) and "shown_title" (the
 * title every format shows: the title line's, else the first line of its
 * first real prompt; docs/reference.md §2) of a session. */
static void source_and_title(struct emit *e, const struct session *s)
{
	struct sbuf *b = e->b;
	sbuf_printf(b, ",\"source\":\"%s\",\"title\":", source_table[s->source].name);
	str_or_null(b, emit_title_line(e, s));
	bool from_prompt;
	const char *shown = emit_title(e, s, &from_prompt);
	sbuf_adds(b, ",\"title_from\":");
	sbuf_adds(b, !shown ? "null" : from_prompt ? "\"prompt\"" : "\"title\"");
	sbuf_adds(b, ",\"shown_title\":");
	str_or_null(b, shown);
}

/* "resume": the command that reopens the session, or null. */
static void resume_field(struct sbuf *b, const struct session *s)
{
	char *cmd = emit_resume(s);
	sbuf_adds(b, ",\"resume\":");
	str_or_null(b, cmd);
	free(cmd);
}

/* "archived": whether the session is one the index kept of deleted files
 * (docs/reference.md §12): in a run that keeps, of every session. */
static void archived_field(struct emit *e, const struct session *s)
{
	if (e->doc->cfg->keep)
		sbuf_printf(e->b, ",\"archived\":%s", s->archived ? "true" : "false");
}

/* "short_id": the session's short id (emit_short_id; with --stream, whose
 * entries know no other session, its first 7 characters). */
static void short_id_field(struct sbuf *b, const struct out_entry *en)
{
	sbuf_adds(b, ",\"short_id\":");
	struct sbuf id = {0};
	emit_short_id(&id, en);
	json_write_string(b, id.data ? id.data : "", id.len);
	sbuf_free(&id);
}

static void session_fields(struct emit *e, const struct out_entry *en, const char *file_key)
{
	struct sbuf *b = e->b;
	const struct config *cfg = e->doc->cfg;
	sbuf_adds(b, "\"session_id\":");
	str_or_null(b, en->s->id);
	short_id_field(b, en);
	source_and_title(e, en->s);
	sbuf_adds(b, ",\"project\":");
	str_or_null(b, en->s->project);
	sbuf_printf(b, ",\"%s\":", file_key);
	str_or_null(b, en->s->file);
	archived_field(e, en->s);
	if (cfg->sort == SORT_BM25)
		sbuf_printf(b, ",\"score\":%.10g", en->score);
	else
		sbuf_printf(b, ",\"score\":%.0f", en->score);
	sbuf_printf(b, ",\"matches\":%zu,\"first\":", en->matches);
	str_or_null(b, en->first);
	sbuf_adds(b, ",\"last\":");
	str_or_null(b, en->last);
	resume_field(b, en->s);
}

/* Where a message stands: "uuid","timestamp","type","file","line". */
static void message_place(struct sbuf *b, const struct msg_rec *rec)
{
	char ub[REC_UUID_BUF], tb[REC_TS_BUF];
	sbuf_adds(b, "\"uuid\":");
	str_or_null(b, rec_uuid(rec, ub));
	sbuf_adds(b, ",\"timestamp\":");
	str_or_null(b, rec_ts_raw(rec, tb));
	sbuf_adds(b, ",\"type\":");
	str_or_null(b, msg_type_name((enum msg_type)rec->type));
	sbuf_adds(b, ",\"file\":");
	str_or_null(b, rec->file->path);
	sbuf_printf(b, ",\"line\":%u", rec->line);
}

/* The text is written as it is escaped (emit_json_text): e->b may be
 * written out during the call. */
static void message_fields(struct emit *e, const struct out_msg *om, const struct emit_body *body,
			   bool no_text)
{
	struct sbuf *b = e->b;
	message_place(b, om->rec);
	if (!no_text) {
		sbuf_adds(b, ",\"text\":");
		emit_json_text(e, body->text, body->len);
	}
	sbuf_adds(b, ",\"snippet\":");
	json_write_string(b, body->snippet, body->snippet_len);
	if (om->context)
		sbuf_adds(b, ",\"context\":true");
}

static void line_fields(struct emit *e, const struct emit_line *ml, const struct emit_body *body)
{
	struct sbuf *b = e->b;
	sbuf_printf(b, "\"line\":%u,\"text\":", ml->line);
	emit_json_text(e, body->text, body->len);
	sbuf_adds(b, ",\"snippet\":");
	json_write_string(b, body->snippet, body->snippet_len);
	sbuf_adds(b, ",\"category\":");
	str_or_null(b, ml->category);
	if (ml->context)
		sbuf_adds(b, ",\"context\":true");
}

/* ---- show, sessions and projects --------------------------------------- */

/* A listed session (sessions), or with `shown` show's session:
 * "session_id","short_id","source","title","title_from","shown_title",
 * "project","file",["archived" (a run that keeps),]
 * ["files" (show),]"first","last",["messages" (sessions: its count),]
 * "resume". */
static void listed_session(struct emit *e, const struct out_entry *en, bool shown)
{
	struct sbuf *b = e->b;
	const struct session *s = en->s;
	sbuf_adds(b, "\"session_id\":");
	str_or_null(b, s->id);
	short_id_field(b, en);
	source_and_title(e, s);
	sbuf_adds(b, ",\"project\":");
	str_or_null(b, s->project);
	sbuf_adds(b, ",\"file\":");
	str_or_null(b, s->file);
	archived_field(e, s);
	if (shown) {
		sbuf_adds(b, ",\"files\":[");
		for (size_t i = 0; i < s->nfiles; i++) {
			sbuf_adds(b, i ? "," : "");
			str_or_null(b, s->files[i]->path);
		}
		sbuf_addc(b, ']');
	}
	sbuf_adds(b, ",\"first\":");
	str_or_null(b, s->first_raw);
	sbuf_adds(b, ",\"last\":");
	str_or_null(b, s->last_raw);
	if (!shown)
		sbuf_printf(b, ",\"messages\":%zu", s->nmatches);
	resume_field(b, s);
}

/* A message of show: "uuid","timestamp","type","file","line","subagent",
 * "text"[,"focus":true] (the whole text, every kind). */
static void shown_message(struct emit *e, const struct out_msg *om, const struct emit_body *body)
{
	struct sbuf *b = e->b;
	const struct msg_rec *rec = om->rec;
	message_place(b, rec);
	sbuf_printf(b, ",\"subagent\":%s,\"text\":",
		    source_is_subagent(rec->file->source, rec->file->path) ? "true" : "false");
	emit_json_text(e, body->text, body->len);
	if (e->doc->cfg->around && !om->context)
		sbuf_adds(b, ",\"focus\":true");
}

static void project_fields(struct sbuf *b, const struct project_row *p)
{
	sbuf_adds(b, "\"project\":");
	str_or_null(b, p->project);
	sbuf_printf(b, ",\"sessions\":%zu,\"messages\":%zu,\"last\":", p->sessions, p->messages);
	str_or_null(b, p->last_raw);
}

/* ---- json --------------------------------------------------------------- */

struct json_state {
	size_t sessions, messages; /* begun, and messages of the current session (--flat: of all) */
};

/* A ranked run with --flat: a list of messages, not of sessions. */
static bool flat_doc(const struct emit_doc *d)
{
	return d->shape == EMIT_RANKED && d->cfg->flat;
}

static void json_begin(struct emit *e)
{
	const struct emit_doc *d = e->doc;
	if (d->shape == EMIT_SESSIONS || d->shape == EMIT_PROJECTS) {
		sbuf_printf(e->b, "{\"total\":%zu,\"capped\":%s,\"%s\":[", d->total,
			    d->capped ? "true" : "false",
			    d->shape == EMIT_SESSIONS ? "sessions" : "projects");
		return;
	}
	if (d->shape == EMIT_SHOW)
		return;
	if (d->shape == EMIT_LINES) {
		sbuf_printf(e->b, "{\"matches\":%zu,\"files\":%zu,\"results\":[", d->matches, d->files);
		return;
	}
	sbuf_adds(e->b, "{\"query\":");
	json_write_string(e->b, d->cfg->query_text, strlen(d->cfg->query_text));
	sbuf_printf(e->b, ",\"total\":%zu,\"capped\":%s,\"%s\":[", d->total, d->capped ? "true" : "false",
		    flat_doc(d) ? "messages" : "sessions");
}

/* A session's object stays open for its messages: the next session or the
 * end closes it. */
/* show's session (its object stays open for its "messages"),
 * or a listed session or project. */
static void json_listing(struct emit *e, const struct emit_session *s)
{
	struct json_state *st = e->state;
	enum emit_shape shape = e->doc->shape;
	if (shape == EMIT_SHOW) {
		sbuf_addc(e->b, '{');
		listed_session(e, s->entry, true);
		sbuf_adds(e->b, ",\"messages\":[");
		st->sessions++;
		return;
	}
	sbuf_adds(e->b, st->sessions++ ? ",{" : "{");
	if (s->kind == ES_PROJECT)
		project_fields(e->b, s->project);
	else
		listed_session(e, s->entry, false);
	sbuf_addc(e->b, '}');
}

static void json_session(struct emit *e, const struct emit_session *s)
{
	struct json_state *st = e->state;
	enum emit_shape shape = e->doc->shape;
	if (shape == EMIT_SHOW || shape == EMIT_SESSIONS || shape == EMIT_PROJECTS) {
		json_listing(e, s);
		return;
	}
	if (flat_doc(e->doc))
		return;
	if (st->sessions++)
		sbuf_adds(e->b, "]},");
	st->messages = 0;
	sbuf_addc(e->b, '{');
	if (s->kind == ES_FILE) {
		sbuf_adds(e->b, "\"file\":");
		json_write_string(e->b, s->file->path, strlen(s->file->path));
		sbuf_printf(e->b, ",\"matches\":%zu,\"lines\":[", s->file->matches);
		return;
	}
	session_fields(e, s->entry, "file");
	sbuf_adds(e->b, ",\"messages\":[");
}

static void json_message(struct emit *e, const struct emit_msg *m)
{
	struct json_state *st = e->state;
	const struct emit_body *body = emit_body(e, m);
	sbuf_adds(e->b, st->messages++ ? ",{" : "{");
	if (e->doc->shape == EMIT_SHOW) {
		shown_message(e, m->om, body);
	} else if (flat_doc(e->doc)) {
		session_fields(e, m->entry, "session_file");
		sbuf_addc(e->b, ',');
		message_fields(e, m->om, body, e->doc->json_no_text);
	} else if (m->kind == EM_LINE) {
		line_fields(e, m->line, body);
	} else {
		message_fields(e, m->om, body, e->doc->json_no_text);
	}
	sbuf_addc(e->b, '}');
}

static void json_end(struct emit *e)
{
	const struct json_state *st = e->state;
	const struct emit_doc *d = e->doc;
	if (d->shape == EMIT_SHOW) {
		sbuf_adds(e->b, st->sessions ? "]}\n" : "");
		return;
	}
	if (d->shape == EMIT_SESSIONS || d->shape == EMIT_PROJECTS) {
		sbuf_adds(e->b, "]}\n");
		return;
	}
	if (st->sessions)
		sbuf_adds(e->b, "]}");
	sbuf_addc(e->b, ']');
	if (d->shape == EMIT_LINES) {
		sbuf_adds(e->b, d->embedded ? "}" : "}\n");
		return;
	}
	if (d->json_extra)
		sbuf_adds(e->b, d->json_extra);
	if (d->stats) {
		sbuf_adds(e->b, ",\"stats\":");
		stats_json(d->stats, e->b);
	}
	sbuf_adds(e->b, "}\n");
}

const struct emitter emit_json = {
    .state_size = sizeof(struct json_state),
    .begin = json_begin,
    .session = json_session,
    .message = json_message,
    .end = json_end,
};

/* ---- jsonl -------------------------------------------------------------- */

/* sessions and projects: an object per session or project; a search with
 * -m 0: an object per session, its fields alone. */
static void jsonl_session(struct emit *e, const struct emit_session *s)
{
	enum emit_shape shape = e->doc->shape;
	if (emit_headers_only(e->doc) && s->kind == ES_ENTRY) {
		sbuf_addc(e->b, '{');
		session_fields(e, s->entry, "session_file");
		sbuf_adds(e->b, "}\n");
		return;
	}
	if (shape != EMIT_SESSIONS && shape != EMIT_PROJECTS)
		return;
	sbuf_addc(e->b, '{');
	if (s->kind == ES_PROJECT)
		project_fields(e->b, s->project);
	else
		listed_session(e, s->entry, false);
	sbuf_adds(e->b, "}\n");
}

static void jsonl_message(struct emit *e, const struct emit_msg *m)
{
	const struct emit_body *body = emit_body(e, m);
	struct sbuf *b = e->b;
	if (e->doc->shape == EMIT_SHOW) {
		const struct session *s = m->entry->s;
		sbuf_adds(b, "{\"session_id\":");
		str_or_null(b, s->id);
		short_id_field(b, m->entry);
		sbuf_printf(b, ",\"source\":\"%s\",", source_table[s->source].name);
		shown_message(e, m->om, body);
		sbuf_adds(b, "}\n");
		return;
	}
	if (m->kind == EM_LINE) {
		const struct emit_file *f = e->session.file;
		sbuf_printf(b, "{\"source\":\"%s\",\"file\":", f->source);
		json_write_string(b, f->path, strlen(f->path));
		sbuf_addc(b, ',');
		line_fields(e, m->line, body);
	} else {
		sbuf_addc(b, '{');
		session_fields(e, m->entry, "session_file");
		sbuf_addc(b, ',');
		message_fields(e, m->om, body, e->doc->json_no_text);
	}
	sbuf_adds(e->b, "}\n");
}

const struct emitter emit_jsonl = {
    .session = jsonl_session,
    .message = jsonl_message,
};
