/* decode_pi: pi session entries -> line_view. What pi 0.73.1 writes
 * (packages/coding-agent/src/core/session-manager.ts, messages.ts; pi-ai's
 * types.ts) and what is searched (docs/reference.md §1, "pi sessions"):
 *   session header       the session id (`id`), `cwd` and `timestamp`; no
 *                        text
 *   message, role user   kind user: `content`, a string or text blocks
 *                        (noise tested per block; images left out)
 *   role assistant       kind assistant: its text blocks; kind thinking:
 *                        its thinking blocks (not redacted ones); kind
 *                        tool: each toolCall, its name then the scalars
 *                        of its `arguments`, linked by its id
 *   role toolResult      kind tool: the text of its content, linked to
 *                        its call by `toolCallId` (failed: `isError`)
 *   role bashExecution   kind tool: a command the user ran with `!`, then
 *                        its output
 *   role custom, custom_message entries  kind user, noise: text an
 *                        extension put in the context
 *   compaction, branch_summary  kind user, noise: the summaries pi puts
 *                        in the context in place of older turns or of a
 *                        branch left, as Claude Code's compact summary
 *   session_info         its `name`, the session's title (kind summary)
 * model_change, thinking_level_change, label, custom and every other
 * entry are valid but not searched. An entry's `id` is its uuid; entries
 * form a tree by `parentId`, and every branch of it is read, in file
 * order (docs/reference.md §1).
 * omp (@oh-my-pi/pi-coding-agent 18.3.4, src/session/session-entries.ts,
 * messages.ts, session-title-slot.ts) writes the same entries and more:
 *   title_change         its `title`, the session's title (summary): omp
 *                        writes one at each change of title, auto or the
 *                        user's (SessionManager.setSessionName)
 *   title                the first line, before the header: a slot of
 *                        fixed width rewritten in place with the latest
 *                        title, which the title_change entries already
 *                        hold: valid, not searched
 *   role developer, hookMessage  kind user, noise (injected text)
 *   role fileMention     kind user, noise: each file's path and content
 *   role pythonExecution kind tool: the code the user ran, then its output
 * OpenClaw's file-backed transcripts (docs/reference.md §1) add reset and
 * leaf entries, valid but not searched. */
#include "sources/decode_pi.h"

#include <string.h>

#include "base/json_line.h"

static bool is(const cJSON *v, const char *s)
{
	return cJSON_IsString(v) && strcmp(v->valuestring, s) == 0;
}

bool decode_pi_detect(const cJSON *root)
{
	return is(json_get(root, "type"), "session") && cJSON_IsString(json_get(root, "id")) &&
	       cJSON_IsString(json_get(root, "cwd"));
}

bool decode_pi_detect_omp(const cJSON *root)
{
	const cJSON *v = json_get(root, "v");
	return is(json_get(root, "type"), "title") && cJSON_IsNumber(v) && v->valuedouble == 1 &&
	       cJSON_IsString(json_get(root, "title")) && cJSON_IsString(json_get(root, "pad"));
}

/* Sets lv's time from the entry's ISO `timestamp`: false when it is there
 * but not a time. */
static bool entry_time(const cJSON *root, struct line_view *lv)
{
	const cJSON *ts = json_get(root, "timestamp");
	if (!ts)
		return true;
	if (!cJSON_IsString(ts) || !ts_parse(ts->valuestring, strlen(ts->valuestring), false, &lv->ts))
		return false;
	lv->has_ts = true;
	lv->ts_raw = ts->valuestring;
	return true;
}

/* Where the block pi put at the start of s ends, or NULL when s starts
 * with none: an @file argument's `<file name="PATH">…</file>\n`
 * (cli/file-processor.ts) or a /skill:NAME's `<skill name="NAME"
 * location="PATH">\n…\n</skill>`, then its `\n\n` (core/agent-session.ts,
 * _expandSkillCommand). */
static const char *block_end(const char *s)
{
	static const char file[] = "<file name=\"", skill[] = "<skill name=\"";
	const char *end = NULL;
	if (strncmp(s, file, sizeof file - 1) == 0) {
		end = strstr(s, "</file>\n");
		end = end ? end + 8 : NULL;
	} else if (strncmp(s, skill, sizeof skill - 1) == 0) {
		end = strstr(s, "\n</skill>");
		end = end ? end + 9 : NULL;
		while (end && *end == '\n')
			end++;
	}
	return end;
}

/* A user's text: pi joins the blocks of @file arguments and of a skill
 * with what was typed into one string; each block is a piece of its own
 * (noise by its marker, docs/noise-markers.md), what was typed another. */
static void add_typed(struct line_decoder *d, const char *s)
{
	for (const char *end; (end = block_end(s)) != NULL; s = end)
		decode_add_text(d, decode_strndup(d, s, (size_t)(end - s)), KO_TEXT, true, true);
	if (*s)
		decode_add_text(d, s, KO_TEXT, true, true);
}

/* The text of content (a string, or an array of blocks whose text blocks
 * count) as pieces of kind order (a user's typed text: order KO_TEXT and
 * prompt): 0, or -1 when it is neither. The first text is put in *first
 * when first is not NULL. */
static int add_content(struct line_decoder *d, const cJSON *content, enum kind_order order, bool prompt,
		       const char **first)
{
	bool typed = order == KO_TEXT && prompt;
	if (cJSON_IsString(content)) {
		if (typed)
			add_typed(d, content->valuestring);
		else
			decode_add_text(d, content->valuestring, order, true, prompt);
		if (first)
			*first = content->valuestring;
		return 0;
	}
	if (!cJSON_IsArray(content))
		return -1;
	for (const cJSON *b = content->child; b; b = b->next) {
		const cJSON *t = json_get(b, "text");
		if (!is(json_get(b, "type"), "text") || !cJSON_IsString(t))
			continue;
		if (typed)
			add_typed(d, t->valuestring);
		else
			decode_add_text(d, t->valuestring, order, true, prompt);
		if (first && !*first)
			*first = t->valuestring;
	}
	return 0;
}

static void add_call(struct line_decoder *d, const cJSON *b)
{
	const char *name = json_get_nonempty(b, "name");
	const cJSON *args = json_get(b, "arguments");
	decode_add_call(d, json_get_nonempty(b, "id"), name, args);
}

static int assistant(struct line_decoder *d, const cJSON *content, struct line_view *lv)
{
	if (!cJSON_IsArray(content))
		return -1;
	lv->kind = LINE_ASSISTANT;
	for (const cJSON *b = content->child; b; b = b->next) {
		const cJSON *type = json_get(b, "type");
		const cJSON *text = json_get(b, is(type, "thinking") ? "thinking" : "text");
		if (is(type, "text") && cJSON_IsString(text) && *text->valuestring)
			decode_add_text(d, text->valuestring, KO_TEXT, true, true);
		else if (is(type, "thinking") && cJSON_IsString(text) &&
			 !cJSON_IsTrue(json_get(b, "redacted")))
			decode_add_text(d, text->valuestring, KO_THINKING, false, false);
		else if (is(type, "toolCall"))
			add_call(d, b);
	}
	return 0;
}

static int tool_result(struct line_decoder *d, const cJSON *msg, struct line_view *lv)
{
	const char *first = NULL;
	lv->kind = LINE_USER;
	if (add_content(d, json_get(msg, "content"), KO_TOOL, false, &first) != 0)
		return -1;
	struct tool_link *l = decode_add_link(d);
	l->id = json_get_nonempty(msg, "toolCallId");
	l->result = true;
	l->failed = cJSON_IsTrue(json_get(msg, "isError"));
	if (first)
		decode_link_out(d, l, first, strlen(first));
	return 0;
}

/* A command the user ran with `!` (or `!!`; omp's Python with `$`): its
 * command (code) and output. */
static void execution(struct line_decoder *d, const cJSON *msg, const char *what, struct line_view *lv)
{
	lv->kind = LINE_USER;
	const char *const keys[] = {what, "output"};
	for (size_t i = 0; i < 2; i++) {
		const char *s = json_get_nonempty(msg, keys[i]);
		if (s)
			decode_add_text(d, s, KO_TOOL, false, false);
	}
}

/* omp's @file mention: each file's path and content, injected. */
static void file_mention(struct line_decoder *d, const cJSON *msg, struct line_view *lv)
{
	lv->kind = LINE_USER;
	lv->noise_line = true;
	const cJSON *files = json_get(msg, "files");
	for (const cJSON *f = cJSON_IsArray(files) ? files->child : NULL; f; f = f->next) {
		static const char *const keys[] = {"path", "content"};
		for (size_t i = 0; i < 2; i++) {
			const char *s = json_get_nonempty(f, keys[i]);
			if (s)
				decode_add_text(d, s, KO_TEXT, false, false);
		}
	}
}

static int message(struct line_decoder *d, const cJSON *msg, struct line_view *lv)
{
	if (!cJSON_IsObject(msg))
		return -1;
	const cJSON *role = json_get(msg, "role"), *content = json_get(msg, "content");
	if (is(role, "user")) {
		lv->kind = LINE_USER;
		return add_content(d, content, KO_TEXT, true, NULL);
	}
	if (is(role, "assistant"))
		return assistant(d, content, lv);
	if (is(role, "toolResult"))
		return tool_result(d, msg, lv);
	if (is(role, "bashExecution")) {
		execution(d, msg, "command", lv);
	} else if (is(role, "pythonExecution")) {
		execution(d, msg, "code", lv);
	} else if (is(role, "fileMention")) {
		file_mention(d, msg, lv);
	} else if (is(role, "custom") || is(role, "hookMessage") || is(role, "developer")) {
		lv->kind = LINE_USER;
		lv->noise_line = true;
		add_content(d, content, KO_TEXT, false, NULL);
	} else if (is(role, "compactionSummary") || is(role, "branchSummary")) {
		lv->kind = LINE_USER;
		lv->noise_line = true;
		add_content(d, json_get(msg, "summary"), KO_TEXT, false, NULL);
	}
	return 0;
}

/* A session's name (pi's session_info) or title (omp's title_change):
 * the title, searched as a summary; an empty title of omp's is none. */
static void title(struct line_decoder *d, const cJSON *name, bool empty_ok, struct line_view *lv)
{
	if (!cJSON_IsString(name) || (!empty_ok && !*name->valuestring))
		return;
	lv->kind = LINE_CUSTOM_TITLE;
	lv->title = name->valuestring;
	decode_add_text(d, lv->title, KO_TEXT, false, false);
}

int decode_pi_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	decode_begin(d, lv);
	const cJSON *type = json_get(root, "type");
	if (is(type, "session")) {
		lv->session_id = json_get_nonempty(root, "id");
		lv->cwd = json_get_nonempty(root, "cwd");
		entry_time(root, lv);
		decode_end(d, lv);
		return 0;
	}
	lv->uuid = json_get_nonempty(root, "id");
	bool timed = entry_time(root, lv);
	if (is(type, "message")) {
		if (!timed || message(d, json_get(root, "message"), lv) != 0)
			return -1;
	} else if (is(type, "custom_message")) {
		lv->kind = LINE_USER;
		lv->noise_line = true;
		add_content(d, json_get(root, "content"), KO_TEXT, false, NULL);
	} else if (is(type, "compaction") || is(type, "branch_summary")) {
		lv->kind = LINE_USER;
		lv->noise_line = true;
		add_content(d, json_get(root, "summary"), KO_TEXT, false, NULL);
	} else if (is(type, "session_info") || is(type, "title_change")) {
		bool info = is(type, "session_info");
		title(d, json_get(root, info ? "name" : "title"), info, lv);
	}
	decode_end(d, lv);
	return 0;
}

char *decode_pi_project(const char *path)
{
	const char *slash = strrchr(path, '/');
	if (strcmp(path, "-") == 0 || !slash)
		return xstrdup("");
	const char *name = slash;
	while (name > path && name[-1] != '/')
		name--;
	size_t n = (size_t)(slash - name);
	/* `--` + the cwd without its first '/', each '/', '\\' and ':' a '-',
	 * + `--` (SessionManager's getDefaultSessionDir). */
	if (n < 4 || memcmp(name, "--", 2) != 0 || memcmp(slash - 2, "--", 2) != 0)
		return xstrndup(name, n);
	struct sbuf b = {0};
	sbuf_addc(&b, '/');
	for (const char *p = name + 2; p < slash - 2; p++)
		sbuf_addc(&b, *p == '-' ? '/' : *p);
	return b.data;
}
