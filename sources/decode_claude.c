/* decode_claude: Claude Code lines -> line_view (metadata and text pieces).
 * Text is what docs/reference.md §2 says is searched: user/assistant text
 * blocks or string content, tool_use (name, then input scalars depth first) and
 * tool_result text as kind tool, thinking blocks as kind thinking, and the text
 * of summary and title lines. Image and unknown blocks are never text. The
 * project of a transcript without a cwd comes from its folder's name. */
#include "sources/decode_claude.h"

#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"

static bool blank(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\f' || *s == '\v')
		s++;
	return !*s;
}

static void add_tool_use(struct line_decoder *d, const cJSON *block)
{
	const cJSON *name = json_get(block, "name"), *input = json_get(block, "input");
	const char *n = cJSON_IsString(name) ? name->valuestring : NULL;
	decode_add_tool(d, n, input);
	decode_claude_call(d, json_get_nonempty(block, "id"), n, input);
}

void decode_claude_call(struct line_decoder *d, const char *id, const char *name, const cJSON *input)
{
	struct tool_link *l = decode_add_link(d);
	l->id = id;
	l->name = name;
	l->input = input;
	if (name && strcmp(name, "Skill") == 0) {
		const cJSON *skill = json_get(input, "skill");
		l->skill = cJSON_IsString(skill) ? skill->valuestring : NULL;
	}
}

void decode_claude_result(struct line_decoder *d, const char *id, bool is_error, const char *text, bool other)
{
	struct tool_link *l = decode_add_link(d);
	l->id = id;
	l->result = true;
	l->failed = is_error;
	/* Claude Code's notices that stand for no output: an empty result
	 * (`(Bash completed with no output)`), and the Skill tool's answer
	 * when it loads a skill's instructions (forked skills answer with
	 * their result). */
	static const char launch[] = "Launching skill: ", none[] = " completed with no output)";
	size_t n = text ? strlen(text) : 0;
	bool notice = text && (strncmp(text, launch, sizeof launch - 1) == 0 ||
			       (text[0] == '(' && n > sizeof none &&
				strcmp(text + n - (sizeof none - 1), none) == 0 && !memchr(text, '\n', n)));
	if (text && !notice)
		decode_link_out(d, l, text, n);
	else
		l->out = text || !other ? "" : NULL;
}

static void add_tool_result(struct line_decoder *d, const cJSON *block)
{
	const cJSON *content = json_get(block, "content");
	const char *id = json_get_nonempty(block, "tool_use_id");
	bool is_error = cJSON_IsTrue(json_get(block, "is_error"));
	if (cJSON_IsString(content)) {
		decode_add_text(d, content->valuestring, KO_TOOL, true, false);
		decode_claude_result(d, id, is_error, content->valuestring, false);
		return;
	}
	/* The output's head: its first text block that is not blank. */
	const char *head = NULL;
	bool other = false;
	for (const cJSON *b = cJSON_IsArray(content) ? content->child : NULL; b; b = b->next) {
		if (!cJSON_IsObject(b))
			continue;
		const cJSON *type = json_get(b, "type");
		const cJSON *text = json_get(b, "text");
		if (cJSON_IsString(type) && strcmp(type->valuestring, "text") == 0 && cJSON_IsString(text)) {
			decode_add_text(d, text->valuestring, KO_TOOL, true, false);
			if (!head || blank(head))
				head = text->valuestring;
		} else {
			other = true;
		}
	}
	decode_claude_result(d, id, is_error, head, other);
}

static void add_blocks(struct line_decoder *d, const cJSON *content)
{
	for (const cJSON *b = content->child; b; b = b->next) {
		if (!cJSON_IsObject(b))
			continue;
		const cJSON *type = json_get(b, "type");
		if (!cJSON_IsString(type))
			continue;
		const char *t = type->valuestring;
		if (strcmp(t, "text") == 0) {
			const cJSON *text = json_get(b, "text");
			if (cJSON_IsString(text))
				decode_add_text(d, text->valuestring, KO_TEXT, true, true);
		} else if (strcmp(t, "thinking") == 0) {
			const cJSON *text = json_get(b, "thinking");
			if (cJSON_IsString(text))
				decode_add_text(d, text->valuestring, KO_THINKING, false, false);
		} else if (strcmp(t, "tool_use") == 0) {
			add_tool_use(d, b);
		} else if (strcmp(t, "tool_result") == 0) {
			add_tool_result(d, b);
		}
	}
}

static const char *nonempty(const cJSON *root, const char *key)
{
	return json_get_nonempty(root, key);
}

int decode_claude_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	decode_begin(d, lv);
	lv->session_id = nonempty(root, "sessionId");
	lv->uuid = nonempty(root, "uuid");
	lv->cwd = nonempty(root, "cwd");
	const cJSON *type = json_get(root, "type");
	const char *t = cJSON_IsString(type) ? type->valuestring : "";
	const cJSON *ts = json_get(root, "timestamp");
	if (cJSON_IsString(ts) && ts_parse(ts->valuestring, strlen(ts->valuestring), false, &lv->ts)) {
		lv->has_ts = true;
		lv->ts_raw = ts->valuestring;
	}

	if (strcmp(t, "user") == 0 || strcmp(t, "assistant") == 0) {
		lv->kind = t[0] == 'u' ? LINE_USER : LINE_ASSISTANT;
		/* A timestamp that is there but not one is malformed. */
		if (ts && !lv->has_ts)
			return -1;
		const cJSON *msg = json_get(root, "message");
		const cJSON *content = cJSON_IsObject(msg) ? json_get(msg, "content") : NULL;
		if (!cJSON_IsString(content) && !cJSON_IsArray(content))
			return -1;
		if (lv->kind == LINE_USER) {
			lv->noise_line = cJSON_IsTrue(json_get(root, "isMeta")) ||
					 cJSON_IsTrue(json_get(root, "isCompactSummary"));
		}
		if (cJSON_IsString(content))
			decode_add_text(d, content->valuestring, KO_TEXT, true, true);
		else
			add_blocks(d, content);
	} else if (strcmp(t, "summary") == 0 || strcmp(t, "ai-title") == 0 ||
		   strcmp(t, "custom-title") == 0) {
		const char *key = t[0] == 's' ? "summary" : t[0] == 'a' ? "aiTitle" : "customTitle";
		lv->kind = t[0] == 's' ? LINE_SUMMARY : t[0] == 'a' ? LINE_AI_TITLE : LINE_CUSTOM_TITLE;
		const cJSON *text = json_get(root, key);
		if (!cJSON_IsString(text))
			return -1;
		if (lv->kind != LINE_SUMMARY)
			lv->title = text->valuestring;
		else
			lv->leaf = nonempty(root, "leafUuid");
		decode_add_text(d, text->valuestring, KO_TEXT, false, false);
	} else {
		lv->queue_operation = strcmp(t, "queue-operation") == 0;
	}
	decode_end(d, lv);
	return 0;
}

char *decode_claude_project(const char *path)
{
	if (strcmp(path, "-") == 0)
		return xstrdup("");
	char *p = xstrdup(path);
	char *slash = strrchr(p, '/');
	char *dir;
	if (!slash) {
		free(p);
		return xstrdup("");
	}
	*slash = '\0';
	dir = strrchr(p, '/');
	const char *name = dir ? dir + 1 : p;
	if (strcmp(name, "subagents") == 0 && dir) {
		*dir = '\0'; /* p is now <...>/<X> */
		char *x = strrchr(p, '/');
		if (x) {
			*x = '\0';
			char *y = strrchr(p, '/');
			name = y ? y + 1 : p;
		} else {
			name = "";
		}
	}
	char *out = xstrdup(name);
	for (char *c = out; *c; c++)
		if (*c == '-')
			*c = '/';
	free(p);
	return out;
}

/* Claude Code's raw fields, for the prefilter's second look
 * (sources/fields.h): the roles of the containers of a line, and what
 * each member key means where it stands. These are the same fields that
 * decode_claude_line reads. */
enum role {
	R_OTHER = FIELD_OTHER,
	R_TOP = FIELD_TOP,
	R_MESSAGE,
	R_CONTENT,
	R_BLOCK,
	R_RESULT,
	R_RESULT_BLOCK,
	R_INPUT
};

static int child_role(int parent, const char *k, size_t n, unsigned *fc)
{
#define KEY(lit) (n == sizeof(lit) - 1 && memcmp(k, lit, n) == 0)
	*fc = 0;
	switch (parent) {
	case R_TOP:
		if (KEY("message"))
			return R_MESSAGE;
		if (KEY("summary") || KEY("aiTitle") || KEY("customTitle"))
			*fc = FC_SUMMARY;
		return R_OTHER;
	case R_MESSAGE:
		if (KEY("content")) {
			*fc = FC_TEXT;
			return R_CONTENT;
		}
		return R_OTHER;
	case R_BLOCK:
		if (KEY("text"))
			*fc = FC_TEXT;
		else if (KEY("thinking"))
			*fc = FC_THINKING;
		else if (KEY("name"))
			*fc = FC_TOOL;
		else if (KEY("input")) {
			*fc = FC_TOOL;
			return R_INPUT;
		} else if (KEY("content")) {
			*fc = FC_TOOL;
			return R_RESULT;
		}
		return R_OTHER;
	case R_RESULT_BLOCK:
		if (KEY("text"))
			*fc = FC_TOOL;
		return R_OTHER;
	case R_INPUT:
		*fc = FC_TOOL;
		return R_INPUT;
	default:
		return R_OTHER;
	}
#undef KEY
}

/* Elements of message.content are blocks, of a tool_result's content
 * result blocks; every value inside a tool input is tool text. */
static int element_role(int parent, unsigned *fc)
{
	*fc = 0;
	switch (parent) {
	case R_CONTENT:
		return R_BLOCK;
	case R_RESULT:
		return R_RESULT_BLOCK;
	case R_INPUT:
		*fc = FC_TOOL;
		return R_INPUT;
	default:
		return R_OTHER;
	}
}

const struct raw_fields decode_claude_fields = {
    .child = child_role,
    .element = element_role,
    .scalar_role = R_INPUT,
    .type_key = "type",
    .prompt_type = "user",
};
