/* decode_claude: Claude Code lines -> line_view (metadata and text pieces).
 * Text is what SPEC 2 says is searched: user/assistant text blocks or string
 * content, tool_use (name, then input scalars depth first) and tool_result
 * text as kind tool, thinking blocks as kind thinking, and the text of
 * summary and title lines. Image and unknown blocks are never text. */
#include "stages/decode_claude.h"

#include <stdlib.h>
#include <string.h>

#include "config/config.h"
#include "stages/json_line.h"
#include "stages/text.h"

struct claude_decoder {
	struct arena arena;
	struct piece *pieces;
	size_t npieces, cap;
	struct sbuf tool;
};

struct claude_decoder *claude_decoder_new(void)
{
	return xcalloc(1, sizeof(struct claude_decoder));
}

void claude_decoder_free(struct claude_decoder *d)
{
	if (!d)
		return;
	arena_free(&d->arena);
	free(d->pieces);
	sbuf_free(&d->tool);
	free(d);
}

const char *msg_type_name(enum msg_type t)
{
	static const char *const names[] = {"user", "assistant", "summary", "tool", "thinking"};
	return t < MT_COUNT ? names[t] : "?";
}

enum msg_type decode_msg_type(enum line_kind k, enum kind_order order)
{
	if (order == KO_TOOL)
		return MT_TOOL;
	if (order == KO_THINKING)
		return MT_THINKING;
	return k == LINE_USER ? MT_USER : k == LINE_ASSISTANT ? MT_ASSISTANT : MT_SUMMARY;
}

bool decode_is_noise(const char *s, size_t len)
{
	size_t i = 0;
	while (i < len) {
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		if (cp < 0 || !text_is_space((uint32_t)cp))
			break;
		i += adv;
	}
	s += i;
	len -= i;
	for (size_t k = 0; k < noise_markers_n; k++) {
		size_t m = strlen(noise_markers[k]);
		if (m <= len && memcmp(s, noise_markers[k], m) == 0)
			return true;
	}
	return false;
}

static void add_piece(struct claude_decoder *d, const char *s, size_t len, enum kind_order order, bool noise,
		      bool prompt, int recall_off)
{
	xgrow((void **)&d->pieces, &d->cap, d->npieces + 1, sizeof *d->pieces);
	d->pieces[d->npieces++] = (struct piece){s, len, (uint8_t)order, noise, prompt, recall_off};
}

/* cJSON strings are NUL-terminated; a \u0000 inside one ends it early. */
static void add_text(struct claude_decoder *d, const char *s, enum kind_order order, bool noise_applies,
		     bool prompt)
{
	size_t len = strlen(s);
	bool noise = noise_applies && decode_is_noise(s, len);
	add_piece(d, s, len, order, noise, prompt, prompt ? 0 : -1);
}

/* Every scalar of v, depth first in file order, each on its own line (an
 * empty string is an empty line); *n counts the lines written so far. */
static void tool_scalars(struct sbuf *b, const cJSON *v, size_t *n)
{
	if (cJSON_IsObject(v) || cJSON_IsArray(v)) {
		for (const cJSON *c = v->child; c; c = c->next)
			tool_scalars(b, c, n);
		return;
	}
	const char *s = NULL;
	if (cJSON_IsString(v))
		s = v->valuestring;
	else if (cJSON_IsNumber(v))
		s = json_number_text(v);
	else if (cJSON_IsTrue(v))
		s = "true";
	else if (cJSON_IsFalse(v))
		s = "false";
	else if (cJSON_IsNull(v))
		s = "null";
	if (!s)
		return;
	if ((*n)++)
		sbuf_addc(b, '\n');
	sbuf_adds(b, s);
}

/* The tool text: the name (when a string), then the input's scalars, all
 * joined by '\n'. recall_off marks where the input's scalars start. */
static void add_tool_use(struct claude_decoder *d, const cJSON *block)
{
	const cJSON *name = json_get(block, "name");
	const cJSON *input = json_get(block, "input");
	sbuf_reset(&d->tool);
	size_t n = 0;
	if (cJSON_IsString(name)) {
		sbuf_adds(&d->tool, name->valuestring);
		n = 1;
	}
	size_t before = d->tool.len + (n ? 1 : 0);
	if (input)
		tool_scalars(&d->tool, input, &n);
	if (before > d->tool.len)
		before = d->tool.len;
	char *s = arena_strndup(&d->arena, d->tool.data ? d->tool.data : "", d->tool.len);
	add_piece(d, s, d->tool.len, KO_TOOL, false, false, (int)before);
}

static void add_tool_result(struct claude_decoder *d, const cJSON *block)
{
	const cJSON *content = json_get(block, "content");
	if (cJSON_IsString(content)) {
		add_text(d, content->valuestring, KO_TOOL, true, false);
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
			add_text(d, text->valuestring, KO_TOOL, true, false);
	}
}

static void add_blocks(struct claude_decoder *d, const cJSON *content)
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
				add_text(d, text->valuestring, KO_TEXT, true, true);
		} else if (strcmp(t, "thinking") == 0) {
			const cJSON *text = json_get(b, "thinking");
			if (cJSON_IsString(text))
				add_text(d, text->valuestring, KO_THINKING, false, false);
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

int decode_claude_line(struct claude_decoder *d, const cJSON *root, struct line_view *lv)
{
	arena_reset(&d->arena);
	d->npieces = 0;
	memset(lv, 0, sizeof *lv);
	lv->kind = LINE_OTHER;
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
			add_text(d, content->valuestring, KO_TEXT, true, true);
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
		add_text(d, text->valuestring, KO_TEXT, false, false);
	} else {
		lv->queue_operation = strcmp(t, "queue-operation") == 0;
	}
	lv->pieces = d->pieces;
	lv->npieces = d->npieces;
	return 0;
}

bool decode_message_text(const struct line_view *lv, enum kind_order order, bool keep_noise, struct sbuf *out)
{
	sbuf_reset(out);
	bool any = false;
	for (size_t i = 0; i < lv->npieces; i++) {
		const struct piece *p = &lv->pieces[i];
		if (p->order != order || (p->noise && !keep_noise))
			continue;
		if (any)
			sbuf_addc(out, '\n');
		sbuf_add(out, p->s, p->len);
		any = true;
	}
	if (!out->data)
		sbuf_add(out, "", 0);
	return any;
}
