/* decode_cursor_ide: Cursor IDE chats (composers) from its state.vscdb,
 * rendered into JSON lines, -> line_view (sources/decode_cursor_ide.h).
 * What is searched (docs/reference.md §1, "Cursor's IDE database"):
 *   header         the composer's id, its createdAt and its name (the
 *                  title, searched as kind summary, as OpenCode's are)
 *   bubble type 1  kind user: its text (else rawText)
 *   bubble type 2  kind assistant: its text (else rawText); its
 *                  thinking.text as kind thinking; its toolFormerData as
 *                  kind tool: the call (name, the scalars of rawArgs, a
 *                  JSON text), then the strings of its result (a JSON
 *                  text too), the call failed when its status is "error"
 *   other bubbles: valid, not searched
 * A bubble's id is its uuid; its time its createdAt (an ISO text, or ms
 * since the epoch), else none: the chat's update time (the registry's
 * times_from_file). */
#include "sources/decode_cursor_ide.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "base/text.h"
#include "base/xalloc.h"
#include "sources/editor_dirs.h"
#include "sources/sqlite_src.h"

/* The statements read cursorDiskKV's values as text (Cursor writes
 * text into a column declared BLOB) and a composer's bubbles by the range
 * of keys bubbleId:<id>: to bubbleId:<id>; (';' follows ':'), which the
 * key's index reads. */
const char decode_cursor_ide_list_sql[] =
    "WITH c AS (SELECT key, substr(key, 14) AS id, CAST(value AS TEXT) AS v, length(value) AS n"
    " FROM cursorDiskKV WHERE key > 'composerData:' AND key < 'composerData;')"
    " SELECT c.id,"
    " CAST(coalesce(json_extract(c.v, '$.lastUpdatedAt'), json_extract(c.v, '$.createdAt'), 0) AS INTEGER),"
    " 1 + count(b.key), c.n + coalesce(sum(length(b.value)), 0)"
    " FROM c LEFT JOIN cursorDiskKV b"
    " ON b.key > 'bubbleId:' || c.id || ':' AND b.key < 'bubbleId:' || c.id || ';'"
    " WHERE json_valid(c.v) GROUP BY c.key"
    " HAVING count(b.key) > 0 OR coalesce(json_array_length(c.v, '$.conversation'), 0) > 0";

/* Each render statement starts from the composer's JSON ('{}' when it is
 * not JSON, on which json_each would fail). */
static const char header_sql[] =
    "WITH c AS (SELECT CASE WHEN json_valid(CAST(value AS TEXT)) THEN CAST(value AS TEXT) ELSE '{}' END AS v"
    " FROM cursorDiskKV WHERE key = 'composerData:' || ?1)"
    " SELECT json_object('type', 'composer', 'source', ?2, 'id', ?1, 'title', json_extract(c.v, '$.name'),"
    " 'time', CASE WHEN json_type(c.v, '$.createdAt') IN ('integer', 'real') THEN"
    " strftime('%Y-%m-%dT%H:%M:%fZ', json_extract(c.v, '$.createdAt') / 1000.0, 'unixepoch') END)"
    " FROM c";

/* From Cursor 0.40, the bubbles' ids in order, each bubble a row (one
 * that is not JSON is written as a string: a malformed line). */
static const char bubbles_sql[] =
    "WITH c AS (SELECT CASE WHEN json_valid(CAST(value AS TEXT)) THEN CAST(value AS TEXT) ELSE '{}' END AS v"
    " FROM cursorDiskKV WHERE key = 'composerData:' || ?1)"
    " SELECT '{\"type\":\"bubble\",\"composer\":' || json_quote(?1) || ',\"bubble\":' ||"
    " CASE WHEN json_valid(CAST(b.value AS TEXT)) THEN CAST(b.value AS TEXT)"
    " ELSE json_quote(CAST(b.value AS TEXT)) END || '}'"
    " FROM c, json_each(c.v, '$.fullConversationHeadersOnly') h"
    " JOIN cursorDiskKV b ON b.key = 'bubbleId:' || ?1 || ':' || json_extract(h.value, '$.bubbleId')"
    " ORDER BY h.key";

/* Before, the bubbles inline (conversation), read when no headers are. */
static const char inline_sql[] =
    "WITH c AS (SELECT CASE WHEN json_valid(CAST(value AS TEXT)) THEN CAST(value AS TEXT) ELSE '{}' END AS v"
    " FROM cursorDiskKV WHERE key = 'composerData:' || ?1)"
    " SELECT '{\"type\":\"bubble\",\"composer\":' || json_quote(?1) || ',\"bubble\":' ||"
    " CASE WHEN h.type = 'object' THEN h.value ELSE json_quote(h.value) END || '}'"
    " FROM c, json_each(c.v, '$.conversation') h"
    " WHERE coalesce(json_array_length(c.v, '$.fullConversationHeadersOnly'), 0) = 0"
    " ORDER BY h.key";

const char *const decode_cursor_ide_render_sql[] = {header_sql, bubbles_sql, inline_sql, NULL};

static bool is(const cJSON *v, const char *s)
{
	return cJSON_IsString(v) && strcmp(v->valuestring, s) == 0;
}

bool decode_cursor_ide_detect(const cJSON *root)
{
	return is(json_get(root, "type"), "composer") && is(json_get(root, "source"), "cursor") &&
	       cJSON_IsString(json_get(root, "id"));
}

bool decode_cursor_ide_is(const cJSON *root)
{
	const cJSON *type = json_get(root, "type");
	return is(type, "composer") || is(type, "bubble");
}

/* The time of a bubble (its createdAt) or a header (its time): an ISO
 * text, or ms since the epoch. */
static void bubble_time(struct line_decoder *d, const cJSON *b, struct line_view *lv, const char *key)
{
	const cJSON *t = json_get(b, key);
	if (cJSON_IsString(t)) {
		lv->has_ts = ts_parse(t->valuestring, strlen(t->valuestring), false, &lv->ts);
		lv->ts_raw = lv->has_ts ? t->valuestring : NULL;
	} else if (cJSON_IsNumber(t) && t->valuedouble > 0 && t->valuedouble < 1e15) {
		int64_t ms = (int64_t)t->valuedouble;
		char buf[40];
		lv->ts = (struct instant){ms / 1000, (int32_t)(ms % 1000) * 1000000};
		lv->has_ts = ts_text_ms(lv->ts, buf);
		lv->ts_raw = lv->has_ts ? decode_strndup(d, buf, strlen(buf)) : NULL;
	}
}

/* Every string of v, depth first, each on a line of its own, into b. */
static void strings_of(const cJSON *v, struct sbuf *b)
{
	if (cJSON_IsString(v) && *v->valuestring) {
		if (b->len)
			sbuf_addc(b, '\n');
		sbuf_adds(b, v->valuestring);
	}
	for (const cJSON *c = cJSON_IsArray(v) || cJSON_IsObject(v) ? v->child : NULL; c; c = c->next)
		strings_of(c, b);
}

/* A tool's call and result (toolFormerData). Its result is read first,
 * into the decoder's arena: the call's input, parsed after it from
 * rawArgs, must stay the scratch tree of the line (kept for --file). */
static void tool(struct line_decoder *d, const cJSON *t)
{
	const char *result = json_get_nonempty(t, "result");
	const char *out = NULL;
	if (result) {
		cJSON *r = json_decode(decode_json(d), result, strlen(result));
		struct sbuf b = {0};
		if (r)
			strings_of(r, &b);
		else
			sbuf_adds(&b, result);
		out = b.len ? decode_strndup(d, b.data, b.len) : NULL;
		sbuf_free(&b);
	}
	const char *raw = json_get_nonempty(t, "rawArgs");
	cJSON *input = raw ? json_decode(decode_json(d), raw, strlen(raw)) : NULL;
	struct tool_link *call =
	    decode_add_call(d, json_get_nonempty(t, "toolCallId"), json_get_nonempty(t, "name"),
			    cJSON_IsObject(input) ? input : NULL);
	if (!out)
		return;
	decode_add_text(d, out, KO_TOOL, true, false);
	struct tool_link *res = decode_add_link(d);
	res->id = call->id;
	res->result = true;
	res->failed = is(json_get(t, "status"), "error");
	decode_link_out(d, res, out, strlen(out));
}

static int bubble(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	const cJSON *b = json_get(root, "bubble");
	if (!cJSON_IsObject(b))
		return -1;
	lv->uuid = json_get_nonempty(b, "bubbleId");
	bubble_time(d, b, lv, "createdAt");
	const cJSON *type = json_get(b, "type");
	const char *text = json_get_nonempty(b, "text");
	if (!text)
		text = json_get_nonempty(b, "rawText");
	if (cJSON_IsNumber(type) && type->valuedouble == 1) {
		lv->kind = LINE_USER;
		if (text)
			decode_add_text(d, text, KO_TEXT, true, true);
	} else if (cJSON_IsNumber(type) && type->valuedouble == 2) {
		lv->kind = LINE_ASSISTANT;
		const char *thinking = json_get_nonempty(json_get(b, "thinking"), "text");
		if (thinking)
			decode_add_text(d, thinking, KO_THINKING, false, false);
		if (text)
			decode_add_text(d, text, KO_TEXT, true, true);
		const cJSON *t = json_get(b, "toolFormerData");
		if (cJSON_IsObject(t))
			tool(d, t);
	}
	return 0;
}

int decode_cursor_ide_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	decode_begin(d, lv);
	if (is(json_get(root, "type"), "composer")) {
		lv->session_id = json_get_nonempty(root, "id");
		bubble_time(d, root, lv, "time");
		const char *title = json_get_nonempty(root, "title");
		if (title) {
			lv->kind = LINE_AI_TITLE;
			lv->title = title;
			decode_add_text(d, title, KO_TEXT, false, false);
		}
	} else {
		lv->session_id = json_get_nonempty(root, "composer");
		if (bubble(d, root, lv) != 0)
			return -1;
	}
	decode_end(d, lv);
	return 0;
}

char *decode_cursor_json_file(const char *path, const char *key)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	char buf[65536];
	size_t n = fread(buf, 1, sizeof buf, f);
	fclose(f);
	struct json_decoder *j = json_decoder_new();
	cJSON *root = n < sizeof buf ? json_decode(j, buf, n) : NULL;
	const char *w = json_get_nonempty(root, key);
	char *out = w ? xstrdup(w) : NULL;
	json_decoder_free(j);
	return out;
}

static int hex(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* The path of a file:// URI on this machine (file:///p, %XX decoded), or
 * NULL (another scheme, another host, a NUL byte). xmalloc'd. */
static char *uri_path(const char *uri)
{
	static const char scheme[] = "file://";
	if (strncmp(uri, scheme, sizeof scheme - 1) != 0 || uri[sizeof scheme - 1] != '/')
		return NULL;
	struct sbuf b = {0};
	for (const char *s = uri + sizeof scheme - 1; *s; s++) {
		int hi = *s == '%' ? hex(s[1]) : -1, lo = hi >= 0 ? hex(s[2]) : -1;
		if (lo >= 0 && (hi || lo)) {
			sbuf_addc(&b, (char)(hi * 16 + lo));
			s += 2;
		} else if (lo >= 0) {
			sbuf_free(&b);
			return NULL;
		} else {
			sbuf_addc(&b, *s);
		}
	}
	return b.data;
}

char *decode_cursor_ide_project(const char *path)
{
	char *db;
	const char *id;
	if (!sqlite_src_split(path, &db, &id))
		return NULL;
	char *out = NULL;
	char *slash = strrchr(db, '/');
	if (slash) {
		struct sbuf f = {0};
		sbuf_add(&f, db, (size_t)(slash - db));
		sbuf_adds(&f, "/workspace.json");
		char *folder = decode_cursor_json_file(f.data, "folder");
		out = folder ? uri_path(folder) : NULL;
		free(folder);
		sbuf_free(&f);
	}
	free(db);
	return out ? out : xstrdup("");
}

size_t decode_cursor_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			   struct source_walk *out)
{
	(void)home, (void)project, (void)opts, (void)now;
	static const char *const cursor[] = {"Cursor"};
	/* Linux's and macOS's folder of each: 4, the registry's most. */
	size_t n = editor_dirs(cursor, 1, "globalStorage", false, out, 2);
	return n + editor_dirs(cursor, 1, "workspaceStorage", true, out + n, 2);
}
