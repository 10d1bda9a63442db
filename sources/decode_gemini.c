/* decode_gemini: Gemini CLI session records -> line_view. What is searched
 * (docs/reference.md §10):
 *   user message      kind user: displayContent when there is one (what
 *                     was typed), else content: a string, or the text of
 *                     its parts (noise tested per part)
 *   gemini message    kind assistant: the text of content (not its thought
 *                     parts); kind thinking: content's thought parts, else
 *                     the subject and description of each `thoughts` item;
 *                     kind tool: each of `toolCalls`, its name, the
 *                     scalars of its args, then its result's text (else
 *                     the functionCall parts of content)
 *   info, error, warning messages, functionResponse parts (they repeat the
 *   tool calls' results): valid, not searched
 *   $rewindTo         the id it rewinds to (line_view.rewind_to): the
 *                     search driver takes back that message and those
 *                     after it
 *   metadata and $set  the session id, a time (lastUpdated, else
 *                     startTime) and `summary`, the session's title
 *                     (searched as kind summary, as Claude Code's ai-title);
 *                     `kind: "subagent"` marks a subagent's chat, whose
 *                     summary (its result) the search driver leaves out
 * A message's id is its uuid; of its copies in one file only the last is
 * read (the registry's last_copy_wins, applied by the search driver). A
 * $set that carries a whole `messages` list (a checkpoint) repeats
 * messages written before it: only its metadata is read. A session's
 * project comes from its folder (decode_gemini_project). */
#include "sources/decode_gemini.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"

static bool is(const cJSON *v, const char *s)
{
	return cJSON_IsString(v) && strcmp(v->valuestring, s) == 0;
}

bool decode_gemini_detect(const cJSON *root)
{
	return cJSON_IsString(json_get(root, "sessionId")) && cJSON_IsString(json_get(root, "projectHash"));
}

/* Calls fn on each part of a PartListUnion: a string (as a text part), an
 * array of parts, or one part object. */
typedef void part_fn(struct line_decoder *d, const cJSON *part, const char *text, void *arg);
static void each_part(struct line_decoder *d, const cJSON *parts, part_fn *fn, void *arg)
{
	if (cJSON_IsString(parts)) {
		fn(d, NULL, parts->valuestring, arg);
	} else if (cJSON_IsArray(parts)) {
		for (const cJSON *p = parts->child; p; p = p->next)
			if (cJSON_IsString(p))
				fn(d, NULL, p->valuestring, arg);
			else if (cJSON_IsObject(p))
				fn(d, p, NULL, arg);
	} else if (cJSON_IsObject(parts)) {
		fn(d, parts, NULL, arg);
	}
}

/* The text of a part that is not a thought, or NULL. */
static const char *plain_text(const cJSON *part, const char *text)
{
	if (text)
		return text;
	const cJSON *t = json_get(part, "text");
	return cJSON_IsString(t) && !cJSON_IsTrue(json_get(part, "thought")) ? t->valuestring : NULL;
}

static void add_prompt_part(struct line_decoder *d, const cJSON *part, const char *text, void *arg)
{
	const char *s = plain_text(part, text);
	if (s && *s) /* "": the text of a message that only calls tools */
		decode_add_text(d, s, KO_TEXT, true, true);
	(void)arg;
}

static void add_thought_part(struct line_decoder *d, const cJSON *part, const char *text, void *arg)
{
	const cJSON *t = json_get(part, "text");
	if (part && cJSON_IsTrue(json_get(part, "thought")) && cJSON_IsString(t)) {
		decode_add_text(d, t->valuestring, KO_THINKING, false, false);
		*(bool *)arg = true;
	}
	(void)text;
}

/* A call: its tool piece and its link. */
static void add_call(struct line_decoder *d, const cJSON *call)
{
	const cJSON *name = json_get(call, "name"), *args = json_get(call, "args");
	const char *n = cJSON_IsString(name) ? name->valuestring : NULL;
	struct tool_link *l = decode_add_call(d, json_get_nonempty(call, "id"), n, args);
	if (n && strcmp(n, "activate_skill") == 0)
		l->skill = json_get_nonempty(args, "name");
}

static void add_call_part(struct line_decoder *d, const cJSON *part, const char *text, void *arg)
{
	const cJSON *fc = json_get(part, "functionCall");
	if (cJSON_IsObject(fc))
		add_call(d, fc);
	(void)text;
	(void)arg;
}

/* What a call's result parts say of it: the first of their texts, and
 * whether one is an error. */
struct result_text {
	const char *first;
	bool error;
};

/* A tool call's result: its text parts, and the output and error strings
 * of its functionResponse parts (arg: a struct result_text). */
static void add_result_part(struct line_decoder *d, const cJSON *part, const char *text, void *arg)
{
	struct result_text *r = arg;
	const char *s = plain_text(part, text);
	if (s) {
		decode_add_text(d, s, KO_TOOL, true, false);
		r->first = r->first ? r->first : s;
		return;
	}
	const cJSON *resp = json_get(json_get(part, "functionResponse"), "response");
	static const char *const keys[] = {"output", "error"};
	for (size_t i = 0; i < 2; i++) {
		const cJSON *v = json_get(resp, keys[i]);
		if (cJSON_IsString(v)) {
			decode_add_text(d, v->valuestring, KO_TOOL, true, false);
			r->first = r->first ? r->first : v->valuestring;
			r->error |= i == 1;
		}
	}
}

/* The result of toolCalls item c, whose output text is r's (or NULL): a
 * shell's `Output: …` (`(empty)`: none), failed with an `Exit Code: N`
 * line or a status `error`; a skill's activation holds the skill's
 * instructions, no output of a command. */
static void add_result(struct line_decoder *d, const cJSON *c, const struct result_text *r)
{
	const char *s = r->first;
	struct tool_link *l = decode_add_link(d);
	l->id = json_get_nonempty(c, "id");
	l->result = true;
	l->failed = r->error || is(json_get(c, "status"), "error");
	if (!s || is(json_get(c, "name"), "activate_skill")) {
		l->out = s ? "" : NULL;
		return;
	}
	static const char wrap[] = "<untrusted_context>\n", output[] = "Output: ", empty[] = "(empty)";
	if (strncmp(s, wrap, sizeof wrap - 1) == 0)
		s += sizeof wrap - 1;
	for (const char *line = s; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL)
		if (strncmp(line, "Exit Code: ", 11) == 0 && strtol(line + 11, NULL, 10) != 0)
			l->failed = true;
	if (strncmp(s, output, sizeof output - 1) == 0) {
		s += sizeof output - 1;
		if (strncmp(s, empty, sizeof empty - 1) == 0 && (s[7] == '\n' || s[7] == '\0')) {
			l->out = "";
			return;
		}
	}
	decode_link_out(d, l, s, strlen(s));
}

static void add_thoughts(struct line_decoder *d, const cJSON *msg)
{
	bool any = false;
	each_part(d, json_get(msg, "content"), add_thought_part, &any);
	const cJSON *thoughts = json_get(msg, "thoughts");
	if (any || !cJSON_IsArray(thoughts))
		return;
	for (const cJSON *t = thoughts->child; t; t = t->next) {
		static const char *const keys[] = {"subject", "description"};
		for (size_t i = 0; i < 2; i++) {
			const char *s = json_get_nonempty(t, keys[i]);
			if (s)
				decode_add_text(d, s, KO_THINKING, false, false);
		}
	}
}

static void add_tools(struct line_decoder *d, const cJSON *msg)
{
	const cJSON *calls = json_get(msg, "toolCalls");
	if (!cJSON_IsArray(calls) || !calls->child) {
		each_part(d, json_get(msg, "content"), add_call_part, NULL);
		return;
	}
	for (const cJSON *c = calls->child; c; c = c->next) {
		if (!cJSON_IsObject(c))
			continue;
		add_call(d, c);
		const cJSON *result = json_get(c, "result");
		struct result_text r = {0};
		each_part(d, result, add_result_part, &r);
		if (result)
			add_result(d, c, &r);
	}
}

static int message(struct line_decoder *d, const cJSON *msg, struct line_view *lv)
{
	const cJSON *type = json_get(msg, "type");
	const cJSON *ts = json_get(msg, "timestamp");
	lv->uuid = json_get_nonempty(msg, "id");
	if (cJSON_IsString(ts) && ts_parse(ts->valuestring, strlen(ts->valuestring), false, &lv->ts)) {
		lv->has_ts = true;
		lv->ts_raw = ts->valuestring;
	}
	if (!is(type, "user") && !is(type, "gemini"))
		return 0; /* info, error, warning: not searched */
	const cJSON *content = json_get(msg, "content");
	if ((ts && !lv->has_ts) ||
	    !(cJSON_IsString(content) || cJSON_IsArray(content) || cJSON_IsObject(content)))
		return -1;
	if (is(type, "user")) {
		lv->kind = LINE_USER;
		const cJSON *shown = json_get(msg, "displayContent");
		bool typed = cJSON_IsString(shown) || cJSON_IsArray(shown) || cJSON_IsObject(shown);
		each_part(d, typed ? shown : content, add_prompt_part, NULL);
	} else {
		lv->kind = LINE_ASSISTANT;
		add_thoughts(d, msg);
		each_part(d, content, add_prompt_part, NULL);
		add_tools(d, msg);
	}
	return 0;
}

/* A metadata record (a document's root, the first line) or a $set's
 * object: the session id, a time, and the summary as the title. */
static void metadata(struct line_decoder *d, const cJSON *m, struct line_view *lv)
{
	lv->session_id = json_get_nonempty(m, "sessionId");
	static const char *const times[] = {"lastUpdated", "startTime"};
	for (size_t i = 0; i < 2 && !lv->has_ts; i++) {
		const cJSON *t = json_get(m, times[i]);
		if (cJSON_IsString(t) && ts_parse(t->valuestring, strlen(t->valuestring), false, &lv->ts)) {
			lv->has_ts = true;
			lv->ts_raw = t->valuestring;
		}
	}
	lv->subagent = is(json_get(m, "kind"), "subagent");
	const cJSON *summary = json_get(m, "summary");
	if (cJSON_IsString(summary)) {
		lv->kind = LINE_AI_TITLE;
		lv->title = summary->valuestring;
		decode_add_text(d, summary->valuestring, KO_TEXT, false, false);
	}
}

int decode_gemini_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	decode_begin(d, lv);
	const cJSON *set = json_get(root, "$set");
	const cJSON *rewind = json_get(root, "$rewindTo");
	if (cJSON_IsString(rewind)) {
		lv->rewind_to = rewind->valuestring;
	} else if (cJSON_IsString(json_get(root, "id"))) {
		if (message(d, root, lv) != 0)
			return -1;
	} else if (cJSON_IsObject(set)) {
		metadata(d, set, lv);
	} else {
		metadata(d, root, lv);
	}
	decode_end(d, lv);
	return 0;
}

/* The first line of the file at path (at most cap - 1 bytes, trailing
 * whitespace cut) into buf; false when it cannot be read or is empty. */
static bool first_line(const char *path, char *buf, size_t cap)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return false;
	bool ok = fgets(buf, (int)cap, f) != NULL;
	fclose(f);
	size_t n = ok ? strlen(buf) : 0;
	while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r' || buf[n - 1] == ' ' || buf[n - 1] == '\t'))
		buf[--n] = '\0';
	return n > 0;
}

/* The key of projects.json's "projects" whose value is name, or NULL;
 * xmalloc'd. */
static char *registered(const char *registry, const char *name)
{
	FILE *f = fopen(registry, "r");
	if (!f)
		return NULL;
	struct sbuf b = {0};
	char chunk[4096];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0 && b.len < (1u << 24))
		sbuf_add(&b, chunk, n);
	fclose(f);
	char *found = NULL;
	struct json_decoder *j = json_decoder_new();
	cJSON *root = b.data ? json_decode(j, b.data, b.len) : NULL;
	const cJSON *projects = json_get(root, "projects");
	for (const cJSON *p = cJSON_IsObject(projects) ? projects->child : NULL; p && !found; p = p->next)
		if (is(p, name) && p->string && *p->string)
			found = xstrdup(p->string);
	json_decoder_free(j);
	sbuf_free(&b);
	return found;
}

char *decode_gemini_parent(const char *path)
{
	/* The last three components: chats, the parent's folder, the file. */
	const char *end = path + strlen(path), *c[3] = {NULL, NULL, NULL};
	size_t n = 0;
	for (const char *p = end; p > path && n < 3; p--)
		if (p[-1] == '/')
			c[n++] = p;
	if (n < 2)
		return NULL;
	const char *chats = n == 3 ? c[2] : path;
	size_t clen = (size_t)(c[1] - 1 - chats), plen = (size_t)(c[0] - 1 - c[1]);
	/* (A folder chats/ in chats/ is a project's named so, not a parent.) */
	if (clen != 5 || memcmp(chats, "chats", 5) != 0 || plen == 0 ||
	    (plen == 5 && memcmp(c[1], "chats", 5) == 0))
		return NULL;
	return xstrndup(c[1], plen);
}

char *decode_gemini_project(const char *path)
{
	const char *slash = strrchr(path, '/');
	if (strcmp(path, "-") == 0 || !slash)
		return xstrdup("");
	/* The project folder: the one above chats/ (a subagent's chat is in
	 * chats/<parent>/), else the file's own. */
	char *dir = xstrndup(path, (size_t)(slash - path));
	char *parent = decode_gemini_parent(path);
	if (parent)
		dir[strlen(dir) - strlen(parent) - 1] = '\0';
	free(parent);
	char *up = strrchr(dir, '/');
	if (strcmp(up ? up + 1 : dir, "chats") == 0 && up)
		*up = '\0';
	char *out = NULL;
	struct sbuf b = {0};
	char line[4096];
	sbuf_printf(&b, "%s/.project_root", dir);
	if (first_line(b.data, line, sizeof line))
		out = xstrdup(line);
	/* projects.json sits in the Gemini home, two folders above. */
	up = strrchr(dir, '/');
	const char *name = up ? up + 1 : dir;
	if (!out && up) {
		size_t tmp = (size_t)(up - dir);
		while (tmp > 0 && dir[tmp - 1] != '/')
			tmp--;
		sbuf_reset(&b);
		sbuf_printf(&b, "%.*sprojects.json", (int)tmp, dir);
		out = registered(b.data, name);
	}
	if (!out)
		out = xstrdup(name);
	sbuf_free(&b);
	free(dir);
	return out;
}
