/* decode_opencode: OpenCode's (and Kilo's) sessions, rendered from their
 * SQLite database into JSON lines, -> line_view. What is searched
 * (docs/reference.md §1; the part types of
 * packages/opencode/src/session/message-v2.ts):
 *   header            the session id, its folder (the project) and its
 *                     title (searched as kind summary, as Claude Code's
 *                     ai-title; the default "New session - <time>" and
 *                     "Child session - <time>" are not titles)
 *   text part         kind user or assistant, by its message's role; a
 *                     part the agent injected (`synthetic`, e.g. a file's
 *                     content or a plan-mode reminder) or left out of the
 *                     model's input (`ignored`) is noise
 *   reasoning part    kind thinking
 *   tool part         kind tool: its tool's name, the scalars of its
 *                     input, then its output (or error)
 *   other parts (step-start, step-finish, snapshot, patch, file, agent,
 *   subtask, compaction, retry): valid, not searched
 * A part's id is its uuid; its time the part's creation. */
#include "sources/decode_opencode.h"

#include <string.h>

#include "base/json_line.h"
#include "base/xalloc.h"

#define ISO_TIME(col) "strftime('%Y-%m-%dT%H:%M:%fZ', " col " / 1000.0, 'unixepoch')"

const char decode_opencode_list_sql[] =
    "SELECT s.id, max(s.time_updated,"
    " coalesce((SELECT max(time_updated) FROM message WHERE session_id = s.id), 0),"
    " coalesce((SELECT max(time_updated) FROM part WHERE session_id = s.id), 0)),"
    " (SELECT count(*) FROM message WHERE session_id = s.id) +"
    " (SELECT count(*) FROM part WHERE session_id = s.id),"
    /* Its size, for the order sessions are read in (the largest first):
     * a guess from its parts' count, as the sum of their lengths reads
     * every byte of the database (a third of a search's time). */
    " 256 + 1024 * (SELECT count(*) FROM part WHERE session_id = s.id)"
    " FROM session s";

static const char header_sql[] =
    "SELECT json_object('type', 'session', 'source', ?2, 'id', id, 'directory', directory,"
    " 'title', title, 'parent', parent_id, 'time', " ISO_TIME("time_created") ")"
									      " FROM session WHERE id = ?1";

/* A part's line is written by concatenation, its data (an object) spliced
 * in as stored: parsing and writing it again (json_object, json()) was
 * most of a render's time. Data that does not start as an object is
 * written as a string; an object that is not JSON makes a line the
 * decoder counts as malformed (and says so, docs/reference.md §5). */
static const char parts_sql[] =
    "SELECT '{\"type\":\"part\",\"session\":' || json_quote(p.session_id) || ',\"id\":' || json_quote(p.id)"
    " || ',\"message\":' || json_quote(p.message_id) || ',\"role\":'"
    " || json_quote(CASE WHEN json_valid(m.data) THEN json_extract(m.data, '$.role') END)"
    " || ',\"time\":' || json_quote(" ISO_TIME(
	"p.time_created") ") || ',\"part\":'"
			  " || CASE WHEN substr(p.data, 1, 1) = '{' THEN p.data ELSE json_quote(p.data) END "
			  "|| '}'"
			  " FROM part p JOIN message m ON m.id = p.message_id WHERE p.session_id = ?1"
			  " ORDER BY m.time_created, m.id, p.id";

const char *const decode_opencode_render_sql[] = {header_sql, parts_sql, NULL};

static bool is(const cJSON *v, const char *s)
{
	return cJSON_IsString(v) && strcmp(v->valuestring, s) == 0;
}

static bool header_of(const cJSON *root, const char *source)
{
	return is(json_get(root, "type"), "session") && is(json_get(root, "source"), source) &&
	       cJSON_IsString(json_get(root, "id"));
}

bool decode_opencode_detect(const cJSON *root)
{
	return header_of(root, "opencode");
}

bool decode_opencode_detect_kilo(const cJSON *root)
{
	return header_of(root, "kilo");
}

static bool default_title(const char *t)
{
	return strncmp(t, "New session - ", 14) == 0 || strncmp(t, "Child session - ", 16) == 0;
}

static void header(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	lv->cwd = json_get_nonempty(root, "directory");
	const char *title = json_get_nonempty(root, "title");
	if (title && !default_title(title)) {
		lv->kind = LINE_AI_TITLE;
		lv->title = title;
		decode_add_text(d, title, KO_TEXT, false, false);
	}
}

/* A tool part: the call (name, input) and, once it has ended, its result
 * (state.output, or state.error when it failed). */
static void tool(struct line_decoder *d, const cJSON *part)
{
	const cJSON *state = json_get(part, "state");
	const char *name = json_get_nonempty(part, "tool");
	const cJSON *input = json_get(state, "input");
	struct tool_link *call =
	    decode_add_call(d, json_get_nonempty(part, "callID"), name, cJSON_IsObject(input) ? input : NULL);
	const char *out = json_get_nonempty(state, "output");
	const char *error = json_get_nonempty(state, "error");
	const char *text = out ? out : error;
	if (!text)
		return;
	decode_add_text(d, text, KO_TOOL, true, false);
	struct tool_link *res = decode_add_link(d);
	res->id = call->id;
	res->result = true;
	res->failed = is(json_get(state, "status"), "error");
	const cJSON *exit = json_get(json_get(state, "metadata"), "exit");
	res->failed |= cJSON_IsNumber(exit) && exit->valuedouble != 0;
	decode_link_out(d, res, text, strlen(text));
}

static int part_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	const cJSON *part = json_get(root, "part");
	const cJSON *ts = json_get(root, "time");
	/* The data as a string: what an SQLite that does not pass json()'s
	 * result on as JSON through CASE renders. */
	if (cJSON_IsString(part))
		part = json_decode(decode_json(d), part->valuestring, strlen(part->valuestring));
	lv->uuid = json_get_nonempty(root, "id");
	if (!cJSON_IsObject(part))
		return -1;
	if (cJSON_IsString(ts)) {
		if (!ts_parse(ts->valuestring, strlen(ts->valuestring), false, &lv->ts))
			return -1;
		lv->has_ts = true;
		lv->ts_raw = ts->valuestring;
	}
	bool user = is(json_get(root, "role"), "user");
	const cJSON *type = json_get(part, "type");
	const char *text = json_get_nonempty(part, "text");
	if (is(type, "text") && text) {
		lv->kind = user ? LINE_USER : LINE_ASSISTANT;
		lv->noise_line =
		    cJSON_IsTrue(json_get(part, "synthetic")) || cJSON_IsTrue(json_get(part, "ignored"));
		decode_add_text(d, text, KO_TEXT, true, true);
	} else if (is(type, "reasoning") && text) {
		lv->kind = LINE_ASSISTANT;
		decode_add_text(d, text, KO_THINKING, false, false);
	} else if (is(type, "tool")) {
		lv->kind = LINE_ASSISTANT;
		tool(d, part);
	}
	return 0;
}

int decode_opencode_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	decode_begin(d, lv);
	lv->session_id = json_get_nonempty(root, "session");
	const cJSON *type = json_get(root, "type");
	if (is(type, "session")) {
		lv->session_id = json_get_nonempty(root, "id");
		header(d, root, lv);
	} else if (is(type, "part") && part_line(d, root, lv) != 0) {
		return -1;
	}
	decode_end(d, lv);
	return 0;
}

char *decode_opencode_project(const char *path)
{
	(void)path;
	return xstrdup("");
}
