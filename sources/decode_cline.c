/* decode_cline: Cline and Roo Code messages -> line_view. Both keep a
 * task's conversation as Anthropic-style messages in one JSON document
 * that they write again whole: the Cline CLI (and the SDK's VS Code
 * extension) as {"sessionId", "updated_at", "agent", "messages": [...]},
 * Cline before its SDK and Roo Code as the array itself
 * (api_conversation_history.json). What is searched (docs/reference.md
 * §1, the Cline table):
 *   user message       kind user: its text blocks (or string content),
 *                      the wrapper the agent puts around what was typed
 *                      taken off (<user_input mode="...">, <task>,
 *                      <user_message>, and the CLI's <mode_notice>s before
 *                      them); the blocks the agent adds
 *                      (<environment_details>) are noise
 *                      (sources/noise-markers.txt)
 *   tool_result block  kind tool: its string content, its text blocks,
 *                      and the scalars of its other objects (the CLI's
 *                      run_commands results); the pre-SDK text form, a
 *                      "[tool for '...'] Result:" block and the block after
 *                      it, too
 *   assistant message  kind assistant: its text blocks; kind thinking:
 *                      thinking blocks, reasoning_content, Roo Code's
 *                      reasoning blocks and items (text, summary); kind
 *                      tool: tool_use blocks
 *                      (name, then the scalars of input)
 *   a document's root  the session id (sessionId), a time (updated_at), and
 *                      whether it is a subagent's (agent other than "lead")
 * A message's id is its uuid, its `ts` (milliseconds since the epoch) its
 * time. The project: the folder of the environment details' "# Current
 * Working Directory (...) Files" line, else the manifest beside a CLI
 * session (decode_cline_project). */
#include "sources/decode_cline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "sources/decode_claude.h"
#include "sources/editor_dirs.h"

static bool is(const cJSON *v, const char *s)
{
	return cJSON_IsString(v) && strcmp(v->valuestring, s) == 0;
}

/* The folder of the environment details' "# Current Working Directory
 * (PATH) Files" (Cline) or "# Current Workspace Directory (PATH) Files"
 * (Roo Code) line in s, or NULL; a copy in the decoder. */
static const char *cwd_of(struct line_decoder *d, const char *s)
{
	static const char *const heads[] = {"# Current Working Directory (",
					    "# Current Workspace Directory ("};
	for (size_t i = 0; i < 2; i++) {
		const char *p = strstr(s, heads[i]);
		if (!p)
			continue;
		p += strlen(heads[i]);
		const char *end = strstr(p, ") Files");
		const char *nl = strchr(p, '\n');
		if (!end || (nl && nl < end) || end == p || *p != '/')
			continue;
		return decode_strndup(d, p, (size_t)(end - p));
	}
	return NULL;
}

/* s without the wrapper an agent puts around what was typed: "<TAG ...>"
 * at its start and "</TAG>" at its end (whitespace aside), with the
 * newlines just inside them; s itself when it has none. */
static const char *unwrap(struct line_decoder *d, const char *s)
{
	static const char *const tags[] = {"user_input", "task", "user_message"};
	const char *p = s + strspn(s, " \t\r\n");
	/* The CLI's notes of a switch between plan and act come first
	 * (sdk/packages/shared/src/prompt/format.ts, formatModeSwitchNotice). */
	static const char notice[] = "<mode_notice>", notice_end[] = "</mode_notice>";
	while (strncmp(p, notice, sizeof notice - 1) == 0 && strstr(p, notice_end)) {
		p = strstr(p, notice_end) + sizeof notice_end - 1;
		p += strspn(p, " \t\r\n");
	}
	size_t n = strlen(p);
	while (n && strchr(" \t\r\n", p[n - 1]))
		n--;
	for (size_t i = 0; i < 3; i++) {
		size_t k = strlen(tags[i]);
		if (p[0] != '<' || strncmp(p + 1, tags[i], k) != 0 || (p[k + 1] != '>' && p[k + 1] != ' '))
			continue;
		const char *open_end = memchr(p, '>', n);
		if (!open_end || n < k + 3 || p[n - k - 3] != '<' || p[n - k - 2] != '/' ||
		    strncmp(p + n - k - 1, tags[i], k) != 0 || p[n - 1] != '>')
			continue;
		const char *in = open_end + 1, *end = p + n - k - 3;
		if (in > end)
			return "";
		if (*in == '\n')
			in++;
		if (end > in && end[-1] == '\n')
			end--;
		return decode_strndup(d, in, (size_t)(end - in));
	}
	return s;
}

/* Whether s starts with the header of a tool's result in the pre-SDK
 * text form, a first line "[execute_command for 'ls'] Result:" (Cline
 * 3.85, src/core/task/tools/utils/ToolResultUtils.ts), and whether that
 * line is the whole of it (the result is then the next block). */
static bool result_header(const char *s, bool *alone)
{
	static const char tail[] = "] Result:";
	const char *nl = strchr(s, '\n');
	size_t n = nl ? (size_t)(nl - s) : strlen(s);
	*alone = !nl || !nl[strspn(nl, " \t\r\n")];
	return s[0] == '[' && n > sizeof tail &&
	       memcmp(s + n - (sizeof tail - 1), tail, sizeof tail - 1) == 0;
}

/* The text of a tool result's element that is not a text block: its
 * string members (a run_commands result's result; not its query, the
 * command its call holds) as tool text; whether it says it failed
 * (success false). */
static bool add_result_object(struct line_decoder *d, const cJSON *o, const char **head)
{
	for (const cJSON *m = o->child; m; m = m->next) {
		if (!cJSON_IsString(m) || !m->valuestring[0] ||
		    (m->string && strcmp(m->string, "query") == 0))
			continue;
		decode_add_text(d, m->valuestring, KO_TOOL, true, false);
		*head = *head ? *head : m->valuestring;
	}
	return cJSON_IsFalse(json_get(o, "success"));
}

static void add_tool_result(struct line_decoder *d, const cJSON *block)
{
	const cJSON *content = json_get(block, "content");
	const char *id = json_get_nonempty(block, "tool_use_id"), *head = NULL;
	bool failed = cJSON_IsTrue(json_get(block, "is_error")), other = false;
	if (cJSON_IsString(content)) {
		decode_add_text(d, content->valuestring, KO_TOOL, true, false);
		decode_claude_result(d, id, failed, content->valuestring, false);
		return;
	}
	for (const cJSON *b = cJSON_IsArray(content) ? content->child : NULL; b; b = b->next) {
		const cJSON *text = json_get(b, "text");
		if (is(json_get(b, "type"), "text") && cJSON_IsString(text)) {
			decode_add_text(d, text->valuestring, KO_TOOL, true, false);
			head = head ? head : text->valuestring;
		} else if (cJSON_IsObject(b) && !json_get(b, "type")) {
			failed |= add_result_object(d, b, &head);
		} else {
			other = true;
		}
	}
	decode_claude_result(d, id, failed, head, other);
}

static void add_tool_use(struct line_decoder *d, const cJSON *block)
{
	const cJSON *name = json_get(block, "name"), *input = json_get(block, "input");
	const char *n = cJSON_IsString(name) ? name->valuestring : NULL;
	decode_add_tool(d, n, input);
	decode_claude_call(d, json_get_nonempty(block, "id"), n, input);
}

/* Roo Code's reasoning: a block or an item of type "reasoning" (its text,
 * its summary's texts; Task.addToApiConversationHistory). */
static void add_reasoning(struct line_decoder *d, const cJSON *r)
{
	const char *s = json_get_nonempty(r, "text");
	if (s)
		decode_add_text(d, s, KO_THINKING, false, false);
	const cJSON *summary = json_get(r, "summary");
	for (const cJSON *p = cJSON_IsArray(summary) ? summary->child : NULL; p; p = p->next)
		if ((s = json_get_nonempty(p, "text")) != NULL)
			decode_add_text(d, s, KO_THINKING, false, false);
}

/* A text block of a message of kind k; *tool: the block before was a
 * pre-SDK result header, so this one is that result. */
static void add_text(struct line_decoder *d, const char *s, struct line_view *lv, bool *tool)
{
	bool user = lv->kind == LINE_USER;
	if (user && !lv->cwd)
		lv->cwd = cwd_of(d, s);
	bool alone = false;
	if (user && (*tool || result_header(s, &alone))) {
		decode_add_text(d, s, KO_TOOL, true, false);
		*tool = !*tool && alone;
		return;
	}
	decode_add_text(d, user ? unwrap(d, s) : s, KO_TEXT, true, true);
}

static void add_blocks(struct line_decoder *d, const cJSON *content, struct line_view *lv)
{
	bool tool = false;
	for (const cJSON *b = content->child; b; b = b->next) {
		const cJSON *type = json_get(b, "type");
		if (is(type, "text") && cJSON_IsString(json_get(b, "text"))) {
			add_text(d, json_get(b, "text")->valuestring, lv, &tool);
			continue;
		}
		tool = false;
		if (is(type, "thinking") && cJSON_IsString(json_get(b, "thinking")))
			decode_add_text(d, json_get(b, "thinking")->valuestring, KO_THINKING, false, false);
		else if (is(type, "reasoning"))
			add_reasoning(d, b);
		else if (is(type, "tool_use"))
			add_tool_use(d, b);
		else if (is(type, "tool_result"))
			add_tool_result(d, b);
	}
}

static int message(struct line_decoder *d, const cJSON *msg, struct line_view *lv)
{
	const cJSON *role = json_get(msg, "role"), *content = json_get(msg, "content");
	lv->uuid = json_get_nonempty(msg, "id");
	decode_time_ms(d, json_get(msg, "ts"), lv);
	bool reasoning = is(json_get(msg, "type"), "reasoning");
	if (!is(role, "user") && !is(role, "assistant") && !reasoning)
		return 0;
	if (!reasoning && !cJSON_IsString(content) && !cJSON_IsArray(content))
		return -1;
	lv->kind = is(role, "user") ? LINE_USER : LINE_ASSISTANT;
	/* Roo Code's condensed context: a summary the agent wrote. */
	lv->noise_line = lv->kind == LINE_USER && cJSON_IsTrue(json_get(msg, "isSummary"));
	const char *r = json_get_nonempty(msg, "reasoning_content");
	if (r)
		decode_add_text(d, r, KO_THINKING, false, false);
	if (reasoning)
		add_reasoning(d, msg);
	if (cJSON_IsString(content)) {
		bool tool = false;
		add_text(d, content->valuestring, lv, &tool);
	} else if (cJSON_IsArray(content)) {
		add_blocks(d, content, lv);
	}
	return 0;
}

int decode_cline_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	decode_begin(d, lv);
	if (json_get(root, "role") || is(json_get(root, "type"), "reasoning")) {
		if (message(d, root, lv) != 0)
			return -1;
	} else {
		lv->session_id = json_get_nonempty(root, "sessionId");
		const cJSON *t = json_get(root, "updated_at");
		if (cJSON_IsString(t) && ts_parse(t->valuestring, strlen(t->valuestring), false, &lv->ts)) {
			lv->has_ts = true;
			lv->ts_raw = t->valuestring;
		}
		const cJSON *agent = json_get(root, "agent");
		lv->subagent = cJSON_IsString(agent) && !is(agent, "lead");
	}
	decode_end(d, lv);
	return 0;
}

/* The folder that holds the file at path, and its name: xmalloc'd copies,
 * or false for a path without one. */
static bool folder_of(const char *path, char **dir, char **name)
{
	const char *slash = strrchr(path, '/');
	if (!slash || slash == path)
		return false;
	*dir = xstrndup(path, (size_t)(slash - path));
	const char *up = strrchr(*dir, '/');
	*name = xstrdup(up ? up + 1 : *dir);
	return **name != '\0';
}

char *decode_cline_session(const char *path)
{
	char *dir, *name;
	if (!folder_of(path, &dir, &name))
		return NULL;
	free(dir);
	return name;
}

char *decode_cline_parent(const char *path)
{
	/* sessions/<id>/<id>.messages.json is the session's own; any other
	 * name in its folder is a subagent's or a teammate's
	 * (session-artifacts.ts, childArtifactFileStem). */
	char *dir, *name;
	if (!folder_of(path, &dir, &name))
		return NULL;
	free(dir);
	const char *base = strrchr(path, '/') + 1;
	size_t n = strlen(name);
	if (strncmp(base, name, n) == 0 && strcmp(base + n, ".messages.json") == 0) {
		free(name);
		return NULL;
	}
	return name;
}

char *decode_cline_project(const char *path)
{
	char *dir, *name, *out = NULL;
	if (!folder_of(path, &dir, &name))
		return xstrdup("");
	/* The CLI's manifest beside its messages: <id>/<id>.json, whose
	 * `cwd` is the session's folder (sdk/packages/core, session.json). */
	struct sbuf b = {0};
	sbuf_printf(&b, "%s/%s.json", dir, name);
	FILE *f = fopen(b.data, "r");
	sbuf_reset(&b);
	char chunk[4096];
	size_t n;
	while (f && (n = fread(chunk, 1, sizeof chunk, f)) > 0 && b.len < (1u << 20))
		sbuf_add(&b, chunk, n);
	if (f)
		fclose(f);
	struct json_decoder *j = json_decoder_new();
	cJSON *root = b.data ? json_decode(j, b.data, b.len) : NULL;
	const char *cwd = json_get_nonempty(root, "cwd");
	out = xstrdup(cwd ? cwd : "");
	json_decoder_free(j);
	sbuf_free(&b);
	free(dir);
	free(name);
	return out;
}

/* The folders of an extension's tasks in the globalStorage of each editor
 * that has them, at most four (the registry's SOURCE_WALKS_MAX, which
 * this module does not include: sources/source.c includes it). */
static size_t editor_walks(const char *ext, struct source_walk *out)
{
	struct sbuf b = {0};
	sbuf_printf(&b, "globalStorage/%s/tasks", ext);
	size_t n = editor_dirs(editor_names, EDITOR_COUNT, b.data, true, out, 4);
	sbuf_free(&b);
	return n;
}

size_t decode_cline_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			  struct source_walk *out)
{
	(void)home, (void)project, (void)opts, (void)now;
	return editor_walks("saoudrizwan.claude-dev", out);
}

size_t decode_roo_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			struct source_walk *out)
{
	(void)home, (void)project, (void)opts, (void)now;
	return editor_walks("rooveterinaryinc.roo-cline", out);
}
