/* decode_cursor: Cursor agent transcript lines -> line_view. What is
 * searched (docs/reference.md §1, "Cursor"):
 *   role user       kind user: each text block (or string content); of a
 *                   block that wraps the typed text in <user_query>…
 *                   </user_query>, that text, and the rest of the block
 *                   (the <timestamp> Cursor puts first is left out) as a
 *                   piece of its own, noise when it starts with a marker
 *   role assistant  kind assistant: each text block, the [REDACTED] mark
 *                   Cursor ends it with (thinking it does not keep) cut;
 *                   kind thinking: thinking blocks; kind tool: tool_use
 *                   blocks (name, then the scalars of input) and
 *                   tool_result blocks, should a transcript hold them
 *   turn_ended and any other line: valid, not searched
 * No line has a time: the search driver gives each the file's modification
 * time (the registry's times_from_file). The session id is the file's
 * name; the project comes from the folder (decode_cursor_project). The
 * lines rendered from the IDE's database go to decode_cursor_ide. */
#include "sources/decode_cursor.h"

#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "sources/decode_claude.h"
#include "sources/decode_cursor_ide.h"

static bool is(const cJSON *v, const char *s)
{
	return cJSON_IsString(v) && strcmp(v->valuestring, s) == 0;
}

bool decode_cursor_detect(const cJSON *root)
{
	if (decode_cursor_ide_detect(root))
		return true;
	/* A transcript that starts with a turn's end (one whose first turn
	 * was cut) is one too: Claude Code writes no such type. */
	if (is(json_get(root, "type"), "turn_ended") && cJSON_IsString(json_get(root, "status")))
		return true;
	return cJSON_IsString(json_get(root, "role")) && cJSON_IsObject(json_get(root, "message")) &&
	       !json_get(root, "type");
}

static bool space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Adds s[0..n), trimmed, as a user piece tested for noise: part of a
 * block around its <user_query>. */
static void add_around(struct line_decoder *d, const char *s, size_t n)
{
	static const char ts_open[] = "<timestamp>", ts_close[] = "</timestamp>";
	while (n && space(*s))
		s++, n--;
	if (n >= sizeof ts_open - 1 && memcmp(s, ts_open, sizeof ts_open - 1) == 0) {
		const char *end = memmem(s, n, ts_close, sizeof ts_close - 1);
		if (end) {
			n -= (size_t)(end + sizeof ts_close - 1 - s);
			s = end + sizeof ts_close - 1;
		}
	}
	while (n && space(*s))
		s++, n--;
	while (n && space(s[n - 1]))
		n--;
	if (n)
		decode_add_text(d, decode_strndup(d, s, n), KO_TEXT, true, true);
}

/* A user text: the text typed between <user_query> and the last
 * </user_query> (Cursor escapes neither), and what is around it. */
static void add_user_text(struct line_decoder *d, const char *s)
{
	static const char open[] = "<user_query>", close[] = "</user_query>";
	const char *a = strstr(s, open);
	const char *b = NULL;
	for (const char *p = a ? strstr(a, close) : NULL; p; p = strstr(p + 1, close))
		b = p;
	if (!a || !b) {
		decode_add_text(d, s, KO_TEXT, true, true);
		return;
	}
	add_around(d, s, (size_t)(a - s));
	const char *q = a + sizeof open - 1;
	size_t n = (size_t)(b - q);
	while (n && space(*q))
		q++, n--;
	while (n && space(q[n - 1]))
		n--;
	if (n)
		decode_add_text(d, decode_strndup(d, q, n), KO_TEXT, false, true);
	add_around(d, b + sizeof close - 1, strlen(b + sizeof close - 1));
}

/* An assistant text without the [REDACTED] mark that ends it. */
static void add_reply_text(struct line_decoder *d, const char *s)
{
	static const char mark[] = "[REDACTED]";
	size_t n = strlen(s);
	while (n && space(s[n - 1]))
		n--;
	if (n >= sizeof mark - 1 && memcmp(s + n - (sizeof mark - 1), mark, sizeof mark - 1) == 0)
		n -= sizeof mark - 1;
	while (n && space(s[n - 1]))
		n--;
	if (n)
		decode_add_text(d, decode_strndup(d, s, n), KO_TEXT, true, true);
}

static void add_text(struct line_decoder *d, bool user, const char *s)
{
	if (user)
		add_user_text(d, s);
	else
		add_reply_text(d, s);
}

/* A tool_result block: its text (a string, or text blocks). */
static void add_result(struct line_decoder *d, const cJSON *b)
{
	const cJSON *content = json_get(b, "content");
	const char *head = NULL;
	if (cJSON_IsString(content)) {
		head = content->valuestring;
		decode_add_text(d, head, KO_TOOL, true, false);
	}
	for (const cJSON *c = cJSON_IsArray(content) ? content->child : NULL; c; c = c->next) {
		const cJSON *t = json_get(c, "text");
		if (is(json_get(c, "type"), "text") && cJSON_IsString(t)) {
			decode_add_text(d, t->valuestring, KO_TOOL, true, false);
			head = head ? head : t->valuestring;
		}
	}
	decode_claude_result(d, json_get_nonempty(b, "tool_use_id"), cJSON_IsTrue(json_get(b, "is_error")),
			     head, false);
}

static void add_blocks(struct line_decoder *d, bool user, const cJSON *content)
{
	for (const cJSON *b = content->child; b; b = b->next) {
		const cJSON *type = json_get(b, "type");
		if (!cJSON_IsObject(b) || !cJSON_IsString(type))
			continue;
		if (is(type, "text") && cJSON_IsString(json_get(b, "text"))) {
			add_text(d, user, json_get(b, "text")->valuestring);
		} else if (is(type, "thinking") && cJSON_IsString(json_get(b, "thinking"))) {
			decode_add_text(d, json_get(b, "thinking")->valuestring, KO_THINKING, false, false);
		} else if (is(type, "tool_use")) {
			const cJSON *name = json_get(b, "name"), *input = json_get(b, "input");
			const char *n = cJSON_IsString(name) ? name->valuestring : NULL;
			decode_add_tool(d, n, input);
			decode_claude_call(d, json_get_nonempty(b, "id"), n, input);
		} else if (is(type, "tool_result")) {
			add_result(d, b);
		}
	}
}

int decode_cursor_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	if (decode_cursor_ide_is(root))
		return decode_cursor_ide_line(d, root, lv);
	decode_begin(d, lv);
	const cJSON *role = json_get(root, "role");
	if (is(role, "user") || is(role, "assistant")) {
		bool user = is(role, "user");
		lv->kind = user ? LINE_USER : LINE_ASSISTANT;
		const cJSON *content = json_get(json_get(root, "message"), "content");
		if (cJSON_IsString(content))
			add_text(d, user, content->valuestring);
		else if (cJSON_IsArray(content))
			add_blocks(d, user, content);
		else
			return -1;
	}
	decode_end(d, lv);
	return 0;
}

char *decode_cursor_parent(const char *path)
{
	static const char sub[] = "/subagents/";
	const char *s = NULL;
	for (const char *p = strstr(path, sub); p; p = strstr(p + 1, sub))
		s = p;
	if (!s || strchr(s + sizeof sub - 1, '/'))
		return NULL;
	const char *name = s;
	while (name > path && name[-1] != '/')
		name--;
	/* <parent id> right below agent-transcripts/ */
	static const char dir[] = "agent-transcripts/";
	size_t k = sizeof dir - 1;
	if (name == s || (size_t)(name - path) < k || memcmp(name - k, dir, k) != 0)
		return NULL;
	return xstrndup(name, (size_t)(s - name));
}

char *decode_cursor_project(const char *path)
{
	char *chat = decode_cursor_ide_project(path);
	if (chat)
		return chat;
	static const char dir[] = "/agent-transcripts/";
	const char *at = NULL;
	for (const char *p = strstr(path, dir); p; p = strstr(p + 1, dir))
		at = p;
	if (strcmp(path, "-") == 0 || !at)
		return decode_claude_project(path);
	const char *name = at;
	while (name > path && name[-1] != '/')
		name--;
	if (name == at)
		return decode_claude_project(path);
	struct sbuf b = {0};
	sbuf_printf(&b, "%.*s/.workspace-trusted", (int)(at - path), path);
	char *out = decode_cursor_json_file(b.data, "workspacePath");
	if (out && out[0] != '/') {
		free(out);
		out = NULL;
	}
	if (!out) {
		sbuf_reset(&b);
		sbuf_addc(&b, '/');
		sbuf_add(&b, name, (size_t)(at - name));
		for (size_t i = 1; i < b.len; i++)
			if (b.data[i] == '-')
				b.data[i] = '/';
		out = xstrdup(b.data);
	}
	sbuf_free(&b);
	return out;
}
