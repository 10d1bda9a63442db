/* decode_qwen: Qwen Code chat records -> line_view. The record shapes are
 * ChatRecord's of Qwen Code's packages/core/src/services/
 * chatRecordingService.ts (read in @qwen-code/qwen-code 0.24.4's bundle and
 * at QwenLM/qwen-code 015346f). What is searched (docs/reference.md §1):
 *   user          kind user: the text of message.parts (noise tested per
 *                 part); a user record of a subtype other than
 *                 mid_turn_user_message (a notification, a cron prompt)
 *                 or whose provenance is not real_user was not typed: noise
 *   assistant     kind assistant: its text parts; kind thinking: its parts
 *                 with `thought: true` (the model's reasoning_content);
 *                 kind tool: each functionCall part, its name then the
 *                 scalars of its args
 *   tool_result   kind tool: each functionResponse part's output and error
 *                 strings (and any text part); its link is the call's id,
 *                 failed when it has an error, its toolCallResult's status
 *                 is error, or a shell's output says `Exit Code: N` (N not 0)
 *   system        custom_title: systemPayload.customTitle, the session's
 *                 title (an AI title when titleSource is auto), searched as
 *                 kind summary; every other subtype (ui_telemetry, which
 *                 repeats replies, attribution_snapshot, chat_compression,
 *                 slash_command, ...) is valid and not searched
 * Every record carries the session id, its uuid, the time and the cwd
 * (the session's project). */
#include "sources/decode_qwen.h"

#include <dirent.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/json_line.h"
#include "base/text.h"

static bool is(const cJSON *v, const char *s)
{
	return cJSON_IsString(v) && strcmp(v->valuestring, s) == 0;
}

static const cJSON *parts_of(const cJSON *root)
{
	const cJSON *parts = json_get(json_get(root, "message"), "parts");
	return cJSON_IsArray(parts) ? parts : NULL;
}

bool decode_qwen_detect(const cJSON *root)
{
	if (!cJSON_IsString(json_get(root, "uuid")) || !cJSON_IsString(json_get(root, "sessionId")) ||
	    !cJSON_IsString(json_get(root, "type")))
		return false;
	return parts_of(root) || cJSON_IsObject(json_get(root, "systemPayload"));
}

/* A part's text when it is a text part, thought or not as asked. */
static const char *text_of(const cJSON *part, bool thought)
{
	const cJSON *t = json_get(part, "text");
	if (!cJSON_IsString(t) || cJSON_IsTrue(json_get(part, "thought")) != thought)
		return NULL;
	return t->valuestring;
}

static void add_call(struct line_decoder *d, const cJSON *call)
{
	const cJSON *name = json_get(call, "name"), *args = json_get(call, "args");
	const char *n = cJSON_IsString(name) ? name->valuestring : NULL;
	decode_add_call(d, json_get_nonempty(call, "id"), n, args);
}

/* The user's or the model's parts: text (noise tested), thoughts, calls. */
static void add_parts(struct line_decoder *d, const cJSON *parts)
{
	for (const cJSON *p = parts->child; p; p = p->next) {
		const char *s = text_of(p, true);
		if (s)
			decode_add_text(d, s, KO_THINKING, false, false);
	}
	for (const cJSON *p = parts->child; p; p = p->next) {
		const char *s = text_of(p, false);
		const cJSON *fc = json_get(p, "functionCall");
		if (s && *s)
			decode_add_text(d, s, KO_TEXT, true, true);
		else if (cJSON_IsObject(fc))
			add_call(d, fc);
	}
}

/* What a shell's output wrote: the text after its `Output: ` line's
 * label, up to the `Error: ` line Qwen Code writes after it
 * (tools/shell.ts: Command, Directory, Output, Error, Exit Code, ...);
 * another tool's output as it is. Sets *failed on a non-zero exit code. */
static void link_output(struct line_decoder *d, struct tool_link *l, const char *s)
{
	for (const char *line = s; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL)
		if (strncmp(line, "Exit Code: ", 11) == 0 && strtol(line + 11, NULL, 10) != 0)
			l->failed = true;
	static const char cmd[] = "Command: ", out[] = "\nOutput: ", err[] = "\nError: ";
	const char *o = strncmp(s, cmd, sizeof cmd - 1) == 0 ? strstr(s, out) : NULL;
	if (!o) {
		decode_link_out(d, l, s, strlen(s));
		return;
	}
	o += sizeof out - 1;
	const char *e = strstr(o, err);
	size_t n = e ? (size_t)(e - o) : strlen(o);
	if (n == 7 && strncmp(o, "(empty)", 7) == 0)
		n = 0;
	decode_link_out(d, l, o, n);
}

static void add_result(struct line_decoder *d, const cJSON *root, const cJSON *part)
{
	const cJSON *fr = json_get(part, "functionResponse");
	const char *text = text_of(part, false);
	if (text) {
		decode_add_text(d, text, KO_TOOL, true, false);
		return;
	}
	if (!cJSON_IsObject(fr))
		return;
	const cJSON *resp = json_get(fr, "response");
	const cJSON *output = json_get(resp, "output"), *error = json_get(resp, "error");
	struct tool_link *l = decode_add_link(d);
	l->id = json_get_nonempty(fr, "id");
	l->result = true;
	l->failed =
	    cJSON_IsString(error) || is(json_get(json_get(root, "toolCallResult"), "status"), "error");
	if (cJSON_IsString(output)) {
		decode_add_text(d, output->valuestring, KO_TOOL, true, false);
		link_output(d, l, output->valuestring);
	}
	if (cJSON_IsString(error)) {
		decode_add_text(d, error->valuestring, KO_TOOL, true, false);
		if (!l->out)
			decode_link_out(d, l, error->valuestring, strlen(error->valuestring));
	}
}

/* A custom_title record: the session's title. */
static void title(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	const cJSON *payload = json_get(root, "systemPayload");
	const cJSON *t = json_get(payload, "customTitle");
	if (!cJSON_IsString(t) || !*t->valuestring)
		return;
	lv->kind = is(json_get(payload, "titleSource"), "auto") ? LINE_AI_TITLE : LINE_CUSTOM_TITLE;
	lv->title = t->valuestring;
	decode_add_text(d, t->valuestring, KO_TEXT, false, false);
}

/* A record that is not a system one: user, assistant, tool_result. */
static int message(struct line_decoder *d, const cJSON *root, const char *t, struct line_view *lv)
{
	const cJSON *parts = parts_of(root);
	if (!parts || (json_get(root, "timestamp") && !lv->has_ts))
		return -1;
	if (strcmp(t, "assistant") == 0) {
		lv->kind = LINE_ASSISTANT;
		add_parts(d, parts);
		return 0;
	}
	lv->kind = LINE_USER;
	if (strcmp(t, "tool_result") == 0) {
		for (const cJSON *p = parts->child; p; p = p->next)
			add_result(d, root, p);
		return 0;
	}
	const cJSON *sub = json_get(root, "subtype"), *prov = json_get(root, "provenance");
	lv->noise_line = (sub && !is(sub, "mid_turn_user_message")) || (prov && !is(prov, "real_user"));
	add_parts(d, parts);
	return 0;
}

int decode_qwen_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	decode_begin(d, lv);
	lv->session_id = json_get_nonempty(root, "sessionId");
	lv->uuid = json_get_nonempty(root, "uuid");
	lv->cwd = json_get_nonempty(root, "cwd");
	const cJSON *ts = json_get(root, "timestamp");
	if (cJSON_IsString(ts) && ts_parse(ts->valuestring, strlen(ts->valuestring), false, &lv->ts)) {
		lv->has_ts = true;
		lv->ts_raw = ts->valuestring;
	}
	const cJSON *type = json_get(root, "type");
	const char *t = cJSON_IsString(type) ? type->valuestring : "";
	if (strcmp(t, "user") == 0 || strcmp(t, "assistant") == 0 || strcmp(t, "tool_result") == 0) {
		if (message(d, root, t, lv) != 0)
			return -1;
	} else if (strcmp(t, "system") == 0 && is(json_get(root, "subtype"), "custom_title")) {
		title(d, root, lv);
	}
	decode_end(d, lv);
	return 0;
}

char *decode_qwen_project_name(const char *path)
{
	/* sanitizeCwd: /[^a-zA-Z0-9]/g on JavaScript's UTF-16 units, so a
	 * character past U+FFFF is two '-'. */
	struct sbuf b = {0};
	size_t len = strlen(path);
	for (size_t i = 0; i < len;) {
		size_t adv;
		int32_t cp = text_decode(path + i, len - i, &adv);
		bool alnum = (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9');
		sbuf_addc(&b, alnum ? (char)cp : '-');
		if (cp > 0xffff)
			sbuf_addc(&b, '-');
		i += adv ? adv : 1;
	}
	if (!b.data)
		sbuf_adds(&b, "");
	return b.data;
}

/* The chats of folder written to at or after since, into out. */
static void recent_chats(const char *folder, int64_t since, struct path_list *out)
{
	DIR *d = opendir(folder);
	if (!d)
		return;
	struct sbuf p = {0};
	for (struct dirent *e; (e = readdir(d)) != NULL;) {
		if (fnmatch("*.jsonl", e->d_name, 0) != 0)
			continue;
		sbuf_reset(&p);
		sbuf_printf(&p, "%s/%s", folder, e->d_name);
		struct stat st;
		if (stat(p.data, &st) != 0 || !S_ISREG(st.st_mode) || (int64_t)st.st_mtime < since)
			continue;
		bool seen = false;
		for (size_t i = 0; i < out->n && !seen; i++)
			seen = strcmp(out->v[i], p.data) == 0;
		if (!seen) {
			xgrow((void **)&out->v, &out->cap, out->n + 1, sizeof *out->v);
			out->v[out->n++] = xstrdup(p.data);
		}
	}
	sbuf_free(&p);
	closedir(d);
}

void decode_qwen_live_files(const char *root, const char *dir, int64_t since, struct path_list *out)
{
	char *d = xstrdup(dir);
	struct sbuf f = {0};
	for (;;) {
		char *name = decode_qwen_project_name(d);
		sbuf_reset(&f);
		sbuf_printf(&f, "%s/%s/chats", root, name);
		free(name);
		recent_chats(f.data, since, out);
		char *slash = strrchr(d, '/');
		if (!slash || slash == d)
			break;
		*slash = '\0';
	}
	sbuf_free(&f);
	free(d);
}
