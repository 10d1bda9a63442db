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
 *   response_item custom_tool_call      kind tool: name, then `input` (a
 *                             string); local_shell_call: the scalars of
 *                             its `action` (the command's words)
 *   response_item custom_tool_call_output  kind tool: the `output` string
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
 * counts as an assistant line and its output as a user line that holds no
 * prompt, as tool_use and tool_result do in Claude Code; both are linked by
 * their call_id (decode_codex_result reads the exit code Codex writes in an
 * output).
 * Rollout items have no uuid: a replayed copy (same kind, timestamp and
 * text) counts once. */
#include "sources/decode_codex.h"

#include <stdlib.h>
#include <string.h>

#include "base/json_lex.h"
#include "base/json_line.h"
#include "base/json_tok.h"

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

/* A call of item type `it` (function_call: its arguments, the JSON in
 * the string; custom_tool_call: its input string; local_shell_call: its
 * action, unnamed). */
static void add_call(struct line_decoder *d, const cJSON *p, const cJSON *it)
{
	const cJSON *name = json_get(p, "name"), *input;
	if (is(it, "local_shell_call")) {
		name = NULL;
		input = json_get(p, "action");
	} else if (is(it, "custom_tool_call")) {
		input = json_get(p, "input");
	} else {
		input = json_get(p, "arguments");
		if (cJSON_IsString(input)) {
			cJSON *parsed =
			    json_decode(decode_json(d), input->valuestring, strlen(input->valuestring));
			if (parsed)
				input = parsed;
		}
	}
	const char *n = cJSON_IsString(name) ? name->valuestring : NULL;
	decode_add_call(d, json_get_nonempty(p, "call_id"), n, input);
}

/* The head of the JSON string body s[p..e), its leading whitespace left
 * out, into out (LINK_OUT_MAX + 1 bytes): its length. An escape that is
 * not ASCII is written '?': the head is compared with ASCII only. */
static size_t body_head(const unsigned char *s, size_t p, size_t e, char *out)
{
	static const char short_esc[256] = {['"'] = '"',  ['\\'] = '\\', ['/'] = '/',  ['b'] = '\b',
					    ['f'] = '\f', ['n'] = '\n',	 ['r'] = '\r', ['t'] = '\t'};
	size_t n = 0;
	while (p < e && n < LINK_OUT_MAX) {
		char c = (char)s[p++];
		if (c == '\\' && p < e) {
			unsigned char x = s[p++];
			c = short_esc[x] ? short_esc[x] : '?';
			if (x == 'u') {
				long cp = p + 4 <= e ? json_hex4(s + p) : -1;
				c = cp > 0 && cp < 0x80 ? (char)cp : '?';
				p = p + 4 <= e ? p + 4 : e;
			}
		}
		if (n == 0 && (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v'))
			continue;
		out[n++] = c;
	}
	out[n] = '\0';
	return n;
}

/* An older Codex's output, {"output":"…","metadata":{"exit_code":N,…}}:
 * true, with l's head and failure, when s[0..n) is one. */
static bool wrapped_output(struct line_decoder *d, const char *s, size_t n, struct tool_link *l)
{
	/* Lenient: the output string is passed over at memchr's speed, not
	 * checked byte by byte (its text was checked as the line's). */
	if (n < 2 || s[0] != '{')
		return false;
	struct json_tok t;
	struct jt tk;
	json_tok_init(&t, s, n, 0, 0, true);
	if (json_tok_next(&t, &tk) != JT_OBJECT)
		return false;
	bool output = false;
	long code = 0;
	const char *head = NULL;
	char buf[LINK_OUT_MAX + 1];
	for (enum jt_type k; (k = json_tok_next(&t, &tk)) == JT_KEY;) {
		bool is_out = tk.end - tk.start == 6 && memcmp(s + tk.start, "output", 6) == 0;
		bool is_meta = tk.end - tk.start == 8 && memcmp(s + tk.start, "metadata", 8) == 0;
		k = json_tok_next(&t, &tk);
		if (is_out && k == JT_STRING) {
			output = true;
			head = buf;
			body_head((const unsigned char *)s, tk.start, tk.end, buf);
		} else if (is_meta && k == JT_OBJECT) {
			while ((k = json_tok_next(&t, &tk)) == JT_KEY) {
				bool is_code =
				    tk.end - tk.start == 9 && memcmp(s + tk.start, "exit_code", 9) == 0;
				k = json_tok_next(&t, &tk);
				if (is_code && k == JT_NUMBER)
					code = strtol(s + tk.start, NULL, 10);
				else if (json_tok_skip(&t, &tk) == JT_ERROR)
					return false;
			}
			if (k != JT_OBJECT_END)
				return false;
		} else if (json_tok_skip(&t, &tk) == JT_ERROR) {
			return false;
		}
	}
	if (!output || json_tok_next(&t, &tk) != JT_END)
		return false;
	l->failed = code != 0;
	l->out = decode_strndup(d, head, strlen(head));
	return true;
}

/* Whether line s[0..n) starts with prefix p, and the number after it. */
static bool header_code(const char *s, size_t n, const char *p, long *code)
{
	size_t k = strlen(p);
	if (n < k || memcmp(s, p, k) != 0)
		return false;
	*code = strtol(s + k, NULL, 10);
	return true;
}

/* A later Codex's output: header lines (`Exit code: N`, or `Process
 * exited with code N`, the wall time, …), then `Output:` and the
 * command's output. Without that last line, all of s is output. */
static void header_output(struct line_decoder *d, const char *s, size_t n, struct tool_link *l)
{
	static const char *const skip[] = {"Chunk ID:",
					   "Wall time:",
					   "Original token count:",
					   "Total output lines:",
					   "Process running with session ID",
					   NULL};
	long code = 0;
	for (size_t at = 0; at < n;) {
		const char *nl = memchr(s + at, '\n', n - at);
		size_t e = nl ? (size_t)(nl - s) : n;
		if (e - at == 7 && memcmp(s + at, "Output:", 7) == 0) {
			l->failed = code != 0;
			decode_link_out(d, l, s + e, n - e);
			return;
		}
		bool known = header_code(s + at, e - at, "Exit code: ", &code) ||
			     header_code(s + at, e - at, "Process exited with code ", &code);
		for (size_t i = 0; !known && skip[i]; i++)
			known = e - at >= strlen(skip[i]) && memcmp(s + at, skip[i], strlen(skip[i])) == 0;
		if (!known)
			break;
		at = e + 1;
	}
	decode_link_out(d, l, s, n);
}

void decode_codex_result(struct line_decoder *d, const char *id, const char *s, size_t n)
{
	struct tool_link *l = decode_add_link(d);
	l->id = id;
	l->result = true;
	if (s && !wrapped_output(d, s, n, l))
		header_output(d, s, n, l);
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
		} else if (is(it, "function_call") || is(it, "custom_tool_call") ||
			   is(it, "local_shell_call")) {
			kind = LINE_ASSISTANT;
			add_call(d, p, it);
		} else if (is(it, "function_call_output") || is(it, "custom_tool_call_output")) {
			kind = LINE_USER;
			const cJSON *out = json_get(p, "output");
			const char *o = cJSON_IsString(out) ? out->valuestring : NULL;
			if (o)
				decode_add_text(d, o, KO_TOOL, true, false);
			decode_codex_result(d, json_get_nonempty(p, "call_id"), o, o ? strlen(o) : 0);
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
	out[0] = (struct source_walk){b.data, true, NULL, 0, 0};
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
