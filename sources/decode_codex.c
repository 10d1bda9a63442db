/* decode_codex: Codex CLI rollout lines -> line_view. A line is
 * {"timestamp","type","payload"}; what is searched (docs/reference.md §8):
 *   session_meta              session id (payload.id) and cwd; no text
 *   response_item message     role user / assistant: the `text` of its
 *                             input_text / output_text blocks (noise tested
 *                             per block, as Claude Code text blocks)
 *   response_item function_call         kind tool: name, then every scalar
 *                             of `arguments` (JSON inside a JSON string;
 *                             the string itself when it is not JSON)
 *   response_item function_call_output  kind tool: the `output` string
 *   response_item reasoning   kind thinking: the `text` of its summary and
 *                             content items
 *   event_msg agent_message   kind assistant, an echo (line_echo): its
 *                             `message`, read only when no response_item
 *                             message takes it back
 * turn_context, world_state and every other line or item type is valid but
 * not searched, and so is every other event_msg: its messages (legacy
 * user_message, 0.171's item_completed, a plan mode Plan item) repeat the
 * texts of response_item lines (docs/reference.md §8, "Messages written
 * twice"), so reading them would count a message twice. A function_call
 * counts as an assistant line and a function_call_output as a user line
 * that holds no prompt, as tool_use and tool_result do in Claude Code.
 * Rollout items have no uuid: a replayed copy (same kind, timestamp and
 * text) counts once. */
#include "sources/decode_codex.h"

#include <string.h>

#include "base/json_lex.h"
#include "base/json_line.h"

static bool is(const cJSON *v, const char *s)
{
	return cJSON_IsString(v) && strcmp(v->valuestring, s) == 0;
}

bool decode_codex_detect(const cJSON *root)
{
	static const char *const types[] = {"session_meta", "response_item", "event_msg", "turn_context",
					    "compacted"};
	if (!cJSON_IsObject(json_get(root, "payload")))
		return false;
	const cJSON *type = json_get(root, "type");
	for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
		if (is(type, types[i]))
			return true;
	return false;
}

/* The `text` strings of the object items of arr, as pieces of kind order. */
static void add_texts(struct line_decoder *d, const cJSON *arr, const char *const *types,
		      enum kind_order order, bool prompt)
{
	if (!cJSON_IsArray(arr))
		return;
	for (const cJSON *b = arr->child; b; b = b->next) {
		if (!cJSON_IsObject(b))
			continue;
		const cJSON *type = json_get(b, "type"), *text = json_get(b, "text");
		bool ok = !types;
		for (size_t i = 0; types && types[i] && !ok; i++)
			ok = is(type, types[i]);
		if (ok && cJSON_IsString(text))
			decode_add_text(d, text->valuestring, order, order == KO_TEXT, prompt);
	}
}

static void add_call(struct line_decoder *d, const cJSON *p)
{
	const cJSON *name = json_get(p, "name"), *args = json_get(p, "arguments");
	const cJSON *input = args;
	if (cJSON_IsString(args)) {
		cJSON *parsed = json_decode(decode_json(d), args->valuestring, strlen(args->valuestring));
		if (parsed)
			input = parsed;
	}
	decode_add_tool(d, cJSON_IsString(name) ? name->valuestring : NULL, input);
}

/* A legacy rollout's event_msg agent_message (docs/reference.md §8): an
 * echo of the reply its response_item message repeats, read only when
 * none does (a turn interrupted before Codex 0.36 recorded its reply).
 * Its text is no place for a recall event: the reply's is. */
static bool echo(struct line_decoder *d, const cJSON *p, struct line_view *lv)
{
	const cJSON *msg = json_get(p, "message");
	if (!is(json_get(p, "type"), "agent_message") || !cJSON_IsString(msg))
		return false;
	decode_add_text(d, msg->valuestring, KO_TEXT, true, false);
	lv->kind = LINE_ASSISTANT;
	lv->echo = ECHO_COPY;
	lv->dedup_by_text = true;
	return true;
}

int decode_codex_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	decode_begin(d, lv);
	const cJSON *type = json_get(root, "type");
	const cJSON *p = json_get(root, "payload");
	const cJSON *ts = json_get(root, "timestamp");
	if (cJSON_IsString(ts) && ts_parse(ts->valuestring, strlen(ts->valuestring), false, &lv->ts)) {
		lv->has_ts = true;
		lv->ts_raw = ts->valuestring;
	}
	if (is(type, "session_meta") && cJSON_IsObject(p)) {
		lv->session_id = json_get_nonempty(p, "id");
		lv->cwd = json_get_nonempty(p, "cwd");
	} else if (is(type, "event_msg") && echo(d, p, lv)) {
		if (ts && !lv->has_ts)
			return -1;
	} else if (is(type, "response_item")) {
		if (!cJSON_IsObject(p))
			return -1;
		const cJSON *it = json_get(p, "type");
		enum line_kind kind = LINE_OTHER;
		if (is(it, "message")) {
			const cJSON *role = json_get(p, "role");
			if (is(role, "user") || is(role, "assistant")) {
				kind = is(role, "user") ? LINE_USER : LINE_ASSISTANT;
				lv->echo = kind == LINE_USER ? ECHO_TURN : ECHO_TWIN;
				if (!cJSON_IsArray(json_get(p, "content")))
					return -1;
				static const char *const text_types[] = {"input_text", "output_text", NULL};
				add_texts(d, json_get(p, "content"), text_types, KO_TEXT, true);
			}
		} else if (is(it, "function_call")) {
			kind = LINE_ASSISTANT;
			add_call(d, p);
		} else if (is(it, "function_call_output")) {
			kind = LINE_USER;
			const cJSON *out = json_get(p, "output");
			if (cJSON_IsString(out))
				decode_add_text(d, out->valuestring, KO_TOOL, true, false);
		} else if (is(it, "reasoning")) {
			kind = LINE_ASSISTANT;
			add_texts(d, json_get(p, "summary"), NULL, KO_THINKING, false);
			add_texts(d, json_get(p, "content"), NULL, KO_THINKING, false);
		}
		if (kind != LINE_OTHER) {
			/* A timestamp that is there but not one is malformed. */
			if (ts && !lv->has_ts)
				return -1;
			lv->kind = kind;
			lv->dedup_by_text = true;
		}
	}
	decode_end(d, lv);
	return 0;
}

size_t decode_codex_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			  struct source_walk *out)
{
	if (!home)
		return 0;
	struct sbuf b = {0};
	sbuf_printf(&b, "%s/archived_sessions", home);
	out[0] = (struct source_walk){b.data, true, NULL, 0};
	return 1;
}

/* Whether the raw body s[0..n) of a JSON string is `key` (ASCII), each of
 * its characters written raw or as \uXXXX. */
static bool raw_key_is(const char *s, size_t n, const char *key)
{
	size_t k = 0;
	for (size_t i = 0; i < n; k++) {
		long c = (unsigned char)s[i];
		if (c == '\\') {
			c = i + 6 <= n && s[i + 1] == 'u' ? json_hex4((const unsigned char *)s + i + 2) : -1;
			i += 6;
		} else {
			i++;
		}
		if (!key[k] || c != (unsigned char)key[k])
			return false;
	}
	return !key[k];
}

bool decode_codex_may_settle(const char *line, size_t len)
{
	/* Such a line has the key "role": a string of 4 to 24 raw bytes
	 * after a quote. Every quote is tried, those inside strings too: a
	 * line is never missed, and one is seldom decoded for nothing. */
	const char *end = line + len;
	for (const char *p = line; (p = memchr(p, '"', (size_t)(end - p))) != NULL;) {
		p++;
		size_t room = (size_t)(end - p) < 25 ? (size_t)(end - p) : 25;
		const char *q = memchr(p, '"', room);
		if (q && q - p >= 4 && raw_key_is(p, (size_t)(q - p), "role"))
			return true;
	}
	return false;
}
