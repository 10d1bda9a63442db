/* decode_claude: Claude Code lines -> line_view (metadata and text pieces).
 * Text is what docs/reference.md §2 says is searched: user/assistant text
 * blocks or string content, tool_use (name, then input scalars depth first) and
 * tool_result text as kind tool, thinking blocks as kind thinking, and the text
 * of summary and title lines. Image and unknown blocks are never text. */
#include "stages/decode_claude.h"

#include <stdlib.h>
#include <string.h>

#include "stages/json_line.h"

static void add_tool_use(struct line_decoder *d, const cJSON *block)
{
	const cJSON *name = json_get(block, "name");
	decode_add_tool(d, cJSON_IsString(name) ? name->valuestring : NULL, json_get(block, "input"));
}

static void add_tool_result(struct line_decoder *d, const cJSON *block)
{
	const cJSON *content = json_get(block, "content");
	if (cJSON_IsString(content)) {
		decode_add_text(d, content->valuestring, KO_TOOL, true, false);
		return;
	}
	if (!cJSON_IsArray(content))
		return;
	for (const cJSON *b = content->child; b; b = b->next) {
		if (!cJSON_IsObject(b))
			continue;
		const cJSON *type = json_get(b, "type");
		const cJSON *text = json_get(b, "text");
		if (cJSON_IsString(type) && strcmp(type->valuestring, "text") == 0 && cJSON_IsString(text))
			decode_add_text(d, text->valuestring, KO_TOOL, true, false);
	}
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
		decode_add_text(d, text->valuestring, KO_TEXT, false, false);
	} else {
		lv->queue_operation = strcmp(t, "queue-operation") == 0;
	}
	decode_end(d, lv);
	return 0;
}
