/* decode_copilot: GitHub Copilot CLI events -> line_view. An event is
 * {"type","data","id","timestamp","parentId"} (the schema the CLI ships,
 * schemas/session-events.schema.json of @github/copilot 1.0.102); what is
 * searched (docs/reference.md §1, "GitHub Copilot CLI"):
 *   session.start      the session id (data.sessionId) and cwd
 *                      (data.context.cwd); no text
 *   session.resume     cwd (data.context.cwd); no text
 *   user.message       kind user: data.content, what was typed (not
 *                      transformedContent, the same text with the CLI's
 *                      <current_datetime> and attachments added); a
 *                      message autopilot injected (isAutopilotContinuation)
 *                      or a hidden skill injection (source `skill-…`) is
 *                      noise
 *   assistant.message  kind assistant: data.content; kind thinking:
 *                      data.reasoningText; kind tool: each of
 *                      data.toolRequests, its name then the scalars of its
 *                      arguments
 *   tool.execution_complete  kind tool: data.result.content (else its
 *                      detailedContent), or data.error.message when it
 *                      failed; counted as a user line holding no prompt,
 *                      as Codex's outputs are, and linked to its call by
 *                      toolCallId
 *   system.notification  kind user, noise: data.content, a notice of the
 *                      runtime's (a background task done, ...), which it
 *                      wraps in <system_notification> (a noise marker too)
 * Every other event is valid and not searched: system.message (the system
 * prompt), tool.execution_start (it repeats the call's arguments),
 * assistant.reasoning (the CLI's timeline matches it to the reasoningText
 * of its assistant.message, the same text: reading both would count it
 * twice), turns, usage records and the rest. An event's uuid is its id.
 * The lines VS Code Copilot Chat's sessions are rendered into (type
 * "vscode.*") go to decode_vscode. */
#include "sources/decode_copilot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "sources/decode_vscode.h"

static bool is(const cJSON *v, const char *s)
{
	return cJSON_IsString(v) && strcmp(v->valuestring, s) == 0;
}

bool decode_copilot_detect(const cJSON *root)
{
	const cJSON *type = json_get(root, "type");
	return cJSON_IsString(type) && strchr(type->valuestring, '.') &&
	       cJSON_IsObject(json_get(root, "data")) && cJSON_IsString(json_get(root, "id"));
}

static void user_message(struct line_decoder *d, const cJSON *data, struct line_view *lv)
{
	lv->kind = LINE_USER;
	const char *source = json_get_nonempty(data, "source");
	lv->noise_line = cJSON_IsTrue(json_get(data, "isAutopilotContinuation")) ||
			 (source && strncmp(source, "skill-", 6) == 0);
	const char *s = json_get_nonempty(data, "content");
	if (s)
		decode_add_text(d, s, KO_TEXT, true, true);
}

static void assistant_message(struct line_decoder *d, const cJSON *data, struct line_view *lv)
{
	lv->kind = LINE_ASSISTANT;
	const char *thought = json_get_nonempty(data, "reasoningText");
	if (thought)
		decode_add_text(d, thought, KO_THINKING, false, false);
	const char *s = json_get_nonempty(data, "content");
	if (s) /* "": a message that only calls tools */
		decode_add_text(d, s, KO_TEXT, true, true);
	const cJSON *calls = json_get(data, "toolRequests");
	for (const cJSON *c = cJSON_IsArray(calls) ? calls->child : NULL; c; c = c->next) {
		const cJSON *args = json_get(c, "arguments");
		const char *name = json_get_nonempty(c, "name");
		decode_add_call(d, json_get_nonempty(c, "toolCallId"), name, args);
	}
}

/* A shell's result ends with the CLI's own line `<shellId: N completed
 * with exit code N>`: the output is what comes before it. */
static size_t output_len(const char *s)
{
	const char *tag = strstr(s, "<shellId: ");
	size_t n = tag ? (size_t)(tag - s) : strlen(s);
	return n;
}

static void tool_result(struct line_decoder *d, const cJSON *data, struct line_view *lv)
{
	lv->kind = LINE_USER;
	const cJSON *result = json_get(data, "result");
	const char *s = json_get_nonempty(result, "content");
	if (!s)
		s = json_get_nonempty(result, "detailedContent");
	const char *err = json_get_nonempty(json_get(data, "error"), "message");
	if (s)
		decode_add_text(d, s, KO_TOOL, true, false);
	if (err)
		decode_add_text(d, err, KO_TOOL, true, false);
	struct tool_link *l = decode_add_link(d);
	l->id = json_get_nonempty(data, "toolCallId");
	l->result = true;
	const cJSON *code = json_get(json_get(data, "shellExecution"), "exitCode");
	l->failed =
	    cJSON_IsFalse(json_get(data, "success")) || (cJSON_IsNumber(code) && code->valuedouble != 0);
	if (s)
		decode_link_out(d, l, s, output_len(s));
	else
		l->out = err ? "" : NULL;
}

/* The events whose data is read: 0 for none. */
enum event { EV_NONE, EV_START, EV_RESUME, EV_USER, EV_ASSISTANT, EV_RESULT, EV_NOTE };

static enum event event_of(const cJSON *type)
{
	static const struct {
		const char *name;
		enum event ev;
	} events[] = {
	    {"session.start", EV_START},
	    {"session.resume", EV_RESUME},
	    {"user.message", EV_USER},
	    {"assistant.message", EV_ASSISTANT},
	    {"tool.execution_complete", EV_RESULT},
	    {"system.notification", EV_NOTE},
	};
	for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
		if (is(type, events[i].name))
			return events[i].ev;
	return EV_NONE;
}

int decode_copilot_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	if (decode_vscode_is(root)) /* a VS Code chat's, rendered */
		return decode_vscode_line(d, root, lv);
	decode_begin(d, lv);
	enum event ev = event_of(json_get(root, "type"));
	const cJSON *data = json_get(root, "data");
	const cJSON *ts = json_get(root, "timestamp");
	if (cJSON_IsString(ts) && ts_parse(ts->valuestring, strlen(ts->valuestring), false, &lv->ts)) {
		lv->has_ts = true;
		lv->ts_raw = ts->valuestring;
	}
	if (ev == EV_NONE || (ev <= EV_RESUME && !cJSON_IsObject(data))) {
		decode_end(d, lv);
		return 0;
	}
	if (ev >= EV_USER && (!cJSON_IsObject(data) || (ts && !lv->has_ts)))
		return -1;
	lv->uuid = json_get_nonempty(root, "id");
	if (ev == EV_START)
		lv->session_id = json_get_nonempty(data, "sessionId");
	if (ev <= EV_RESUME)
		lv->cwd = json_get_nonempty(json_get(data, "context"), "cwd");
	else if (ev == EV_USER)
		user_message(d, data, lv);
	else if (ev == EV_ASSISTANT)
		assistant_message(d, data, lv);
	else if (ev == EV_RESULT)
		tool_result(d, data, lv);
	else if (ev == EV_NOTE && json_get_nonempty(data, "content")) {
		/* The runtime's, never typed: noise whether or not it is
		 * wrapped in <system_notification>. */
		lv->kind = LINE_USER;
		lv->noise_line = true;
		decode_add_text(d, json_get_nonempty(data, "content"), KO_TEXT, true, true);
	}
	decode_end(d, lv);
	return 0;
}

/* A YAML scalar s[0..n) as the CLI writes it (plain, 'single' or "double"
 * quoted), xmalloc'd. */
static char *yaml_scalar(const char *s, size_t n)
{
	struct sbuf b = {0};
	char q = n >= 2 && (s[0] == '\'' || s[0] == '"') && s[n - 1] == s[0] ? s[0] : 0;
	if (q) {
		s++;
		n -= 2;
	}
	for (size_t i = 0; i < n; i++) {
		if (q == '\'' && s[i] == '\'' && i + 1 < n && s[i + 1] == '\'')
			i++;
		else if (q == '"' && s[i] == '\\' && i + 1 < n && (s[i + 1] == '\\' || s[i + 1] == '"'))
			i++;
		sbuf_addc(&b, s[i]);
	}
	return b.data ? b.data : xstrdup("");
}

char *decode_copilot_project(const char *path)
{
	char *chat = decode_vscode_project(path);
	if (chat)
		return chat;
	const char *slash = strrchr(path, '/');
	if (!slash)
		return xstrdup("");
	struct sbuf b = {0};
	sbuf_printf(&b, "%.*s/workspace.yaml", (int)(slash - path), path);
	FILE *f = fopen(b.data, "r");
	sbuf_free(&b);
	char line[4096];
	char *out = NULL;
	while (f && !out && fgets(line, sizeof line, f)) {
		size_t n = strlen(line);
		while (n && (line[n - 1] == '\n' || line[n - 1] == '\r' || line[n - 1] == ' '))
			line[--n] = '\0';
		if (strncmp(line, "cwd: ", 5) == 0)
			out = yaml_scalar(line + 5, n - 5);
	}
	if (f)
		fclose(f);
	return out ? out : xstrdup("");
}
