/* decode_vscode: VS Code Copilot Chat sessions -> JSON lines -> line_view
 * (sources/decode_vscode.h). The format is VS Code's own, read in
 * microsoft/vscode src/vs/workbench/contrib/chat/common/model/
 * (objectMutationLog.ts at ce1580aa66c1, chatSessionOperationLog.ts at
 * 98227ed5a5f5, chatSessionStore.ts at 903fd7e4a0d6 and a later one).
 * A session is {"version": 3, "sessionId", "creationDate" (ms),
 * "customTitle"?, "requests": [...]}; a request {"requestId", "timestamp"
 * (ms), "message": {"text", "parts"}, "variableData", "response": [part,
 * ...], "responseId", ...}. What is searched (docs/reference.md §1, the
 * VS Code Copilot Chat table):
 *   sessionId, creationDate  the session's id (else the file's name) and
 *                      time: the line {"type":"vscode.session"}
 *   customTitle        the title (kind summary): {"type":"vscode.title"}
 *   message.text       kind user: {"type":"vscode.request"}
 *   response           {"type":"vscode.response"}, at the request's time:
 *                      kind assistant: markdown parts (a MarkdownString
 *                      {"value"}, a string, or {"kind":"markdownContent"});
 *                      kind thinking: "thinking" parts' value (a string or
 *                      strings); kind tool: "toolInvocationSerialized"
 *                      parts, the toolId, the past-tense message (else the
 *                      invocation message), the terminal's command line,
 *                      and resultDetails' input and text outputs
 * Every other part (inline references, code block URIs, edits, progress
 * messages, confirmations) and the attachments (variableData, references
 * to files and selections, not their contents) are not searched. */
#include "sources/decode_vscode.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/json_line.h"
#include "base/timestamp.h"
#include "sources/editor_dirs.h"

/* An index that far past an array's end is not padded to (JavaScript
 * would make a sparse array; a log never writes one). */
enum { PAD_MAX = 1 << 16 };

static bool is(const cJSON *v, const char *s)
{
	return cJSON_IsString(v) && strcmp(v->valuestring, s) == 0;
}

/* A key of a path as an array index, or -1. */
static long key_index(const cJSON *k)
{
	if (cJSON_IsNumber(k))
		return k->valuedouble >= 0 && k->valuedouble < 1e9 ? (long)k->valuedouble : -1;
	if (!cJSON_IsString(k) || !*k->valuestring ||
	    strspn(k->valuestring, "0123456789") != strlen(k->valuestring))
		return -1;
	return strlen(k->valuestring) < 10 ? atol(k->valuestring) : -1;
}

/* A key of a path as a member name (a number written as JavaScript
 * would), or NULL; name is room for the number's text. */
static const char *key_name(const cJSON *k, char name[32])
{
	if (cJSON_IsString(k))
		return k->valuestring;
	if (!cJSON_IsNumber(k))
		return NULL;
	snprintf(name, 32, "%ld", (long)k->valuedouble);
	return name;
}

static cJSON *child_at(cJSON *node, const cJSON *k)
{
	char name[32];
	if (cJSON_IsArray(node)) {
		long i = key_index(k);
		return i >= 0 ? cJSON_GetArrayItem(node, (int)i) : NULL;
	}
	const char *s = cJSON_IsObject(node) ? key_name(k, name) : NULL;
	return s ? cJSON_GetObjectItemCaseSensitive(node, s) : NULL;
}

/* node[k] = v (v is taken: put or freed). */
static void put(cJSON *node, const cJSON *k, cJSON *v)
{
	char name[32];
	if (cJSON_IsArray(node)) {
		long i = key_index(k), n = cJSON_GetArraySize(node);
		if (i >= 0 && i < n) {
			cJSON_ReplaceItemInArray(node, (int)i, v);
			return;
		}
		if (i >= n && i - n < PAD_MAX) {
			for (; n < i; n++)
				cJSON_AddItemToArray(node, cJSON_CreateNull());
			cJSON_AddItemToArray(node, v);
			return;
		}
	} else if (cJSON_IsObject(node) && key_name(k, name)) {
		const char *s = key_name(k, name);
		if (cJSON_GetObjectItemCaseSensitive(node, s))
			cJSON_ReplaceItemInObjectCaseSensitive(node, s, v);
		else
			cJSON_AddItemToObject(node, s, v);
		return;
	}
	cJSON_Delete(v);
}

/* The node that holds the last key of path k, the last key into *last;
 * NULL when a key on the way is missing (JavaScript would throw). */
static cJSON *parent_of(cJSON *state, const cJSON *k, const cJSON **last)
{
	int n = cJSON_IsArray(k) ? cJSON_GetArraySize(k) : 0;
	if (n == 0)
		return NULL; /* the root is replaced by an initial entry only */
	cJSON *cur = state;
	const cJSON *key = k->child;
	for (int i = 0; i < n - 1 && cur; i++, key = key->next)
		cur = child_at(cur, key);
	*last = key;
	return cur;
}

/* A push: the array at path k cut to i items when i is given, then the
 * items of v appended (objectMutationLog.ts, _applyPush). */
static void push(cJSON *state, cJSON *e)
{
	const cJSON *last;
	cJSON *parent = parent_of(state, json_get(e, "k"), &last);
	if (!parent)
		return;
	cJSON *arr = child_at(parent, last);
	if (!cJSON_IsArray(arr)) {
		arr = cJSON_CreateArray();
		put(parent, last, arr);
		if (child_at(parent, last) != arr)
			return;
	}
	long i = key_index(json_get(e, "i"));
	while (i >= 0 && cJSON_GetArraySize(arr) > i)
		cJSON_DeleteItemFromArray(arr, cJSON_GetArraySize(arr) - 1);
	cJSON *v = json_get(e, "v");
	while (cJSON_IsArray(v) && v->child)
		cJSON_AddItemToArray(arr, cJSON_DetachItemViaPointer(v, v->child));
}

/* One entry of the log applied to *state. */
static void apply(cJSON **state, cJSON *e)
{
	const cJSON *kind = json_get(e, "kind");
	/* (A kind out of int's range is none: converting it is undefined.) */
	int k = cJSON_IsNumber(kind) && kind->valuedouble >= 0 && kind->valuedouble < 4
		    ? (int)kind->valuedouble
		    : -1;
	if (k == 0) {
		cJSON_Delete(*state);
		*state = cJSON_DetachItemFromObjectCaseSensitive(e, "v");
		return;
	}
	const cJSON *last;
	cJSON *parent = *state && (k == 1 || k == 3) ? parent_of(*state, json_get(e, "k"), &last) : NULL;
	if (k == 1 && parent) {
		cJSON *v = cJSON_DetachItemFromObjectCaseSensitive(e, "v");
		put(parent, last, v ? v : cJSON_CreateNull());
	} else if (k == 3 && parent) {
		/* undefined: a member is gone, an item null */
		char name[32];
		if (cJSON_IsArray(parent) && child_at(parent, last))
			put(parent, last, cJSON_CreateNull());
		else if (cJSON_IsObject(parent) && key_name(last, name))
			cJSON_DeleteItemFromObjectCaseSensitive(parent, key_name(last, name));
	} else if (k == 2 && *state) {
		push(*state, e);
	}
}

int decode_vscode_replay(const char *buf, size_t len, cJSON **out)
{
	cJSON *state = NULL;
	for (size_t at = 0; at < len;) {
		const char *nl = memchr(buf + at, '\n', len - at);
		size_t end = nl ? (size_t)(nl - buf) : len;
		if (end > at) {
			cJSON *e = cJSON_ParseWithLength(buf + at, end - at);
			if (!e && nl) {
				cJSON_Delete(state);
				return -1;
			}
			if (e)
				apply(&state, e);
			cJSON_Delete(e);
		}
		at = end + 1;
	}
	if (!cJSON_IsObject(state)) {
		cJSON_Delete(state);
		return -1;
	}
	*out = state;
	return 0;
}

/* --- rendering --- */

/* The text of a string or of a MarkdownString {"value"}, or NULL. */
static const char *md_text(const cJSON *v)
{
	if (cJSON_IsString(v))
		return v->valuestring;
	const cJSON *s = json_get(v, "value");
	return cJSON_IsString(s) ? s->valuestring : NULL;
}

static void add_line(struct sbuf *out, cJSON *line)
{
	char *s = cJSON_PrintUnformatted(line);
	if (s) {
		sbuf_adds(out, s);
		sbuf_addc(out, '\n');
		free(s);
	}
	cJSON_Delete(line);
}

/* A copy of root[key] into line, when there. */
static void copy(cJSON *line, const char *as, const cJSON *root, const char *key)
{
	const cJSON *v = json_get(root, key);
	if (v)
		cJSON_AddItemToObject(line, as, cJSON_Duplicate(v, true));
}

static void render_request(const cJSON *req, struct sbuf *out)
{
	cJSON *line = cJSON_CreateObject();
	cJSON_AddStringToObject(line, "type", "vscode.request");
	copy(line, "id", req, "requestId");
	copy(line, "timestamp", req, "timestamp");
	const char *text = md_text(json_get(req, "message"));
	if (!text)
		text = json_get_nonempty(json_get(req, "message"), "text");
	if (text)
		cJSON_AddStringToObject(line, "text", text);
	add_line(out, line);
	const cJSON *resp = json_get(req, "response");
	if (!cJSON_IsArray(resp) || !resp->child)
		return;
	line = cJSON_CreateObject();
	cJSON_AddStringToObject(line, "type", "vscode.response");
	const char *rid = json_get_nonempty(req, "responseId");
	const char *qid = json_get_nonempty(req, "requestId");
	if (rid) {
		cJSON_AddStringToObject(line, "id", rid);
	} else if (qid) {
		struct sbuf b = {0};
		sbuf_printf(&b, "%s/response", qid);
		cJSON_AddStringToObject(line, "id", b.data);
		sbuf_free(&b);
	}
	copy(line, "timestamp", req, "timestamp");
	copy(line, "parts", req, "response");
	add_line(out, line);
}

/* The session id by the file's name: its last component without .json
 * or .jsonl. */
static char *name_id(const char *path)
{
	const char *b = strrchr(path, '/');
	b = b ? b + 1 : path;
	const char *dot = strrchr(b, '.');
	return xstrndup(b, dot && dot > b ? (size_t)(dot - b) : strlen(b));
}

static bool ends_with(const char *s, const char *end)
{
	size_t n = strlen(s), k = strlen(end);
	return n >= k && strcmp(s + n - k, end) == 0;
}

/* Whether path is a .json with its log (a .jsonl of the same name)
 * beside it. */
static bool has_log(const char *path)
{
	if (ends_with(path, ".jsonl"))
		return false;
	struct sbuf log = {0};
	sbuf_printf(&log, "%sl", path);
	struct stat st;
	bool has = stat(log.data, &st) == 0 && S_ISREG(st.st_mode);
	sbuf_free(&log);
	return has;
}

void decode_vscode_render_key(const char *path, struct stat *st)
{
	if (has_log(path))
		st->st_ctim.tv_nsec ^= 1;
}

int decode_vscode_render(const char *path, const char *buf, size_t len, struct sbuf *out)
{
	cJSON *root = NULL;
	if (ends_with(path, ".jsonl")) {
		if (decode_vscode_replay(buf, len, &root) != 0)
			return -1;
	} else {
		if (has_log(path)) {
			/* chatSessionStore.ts reads the log first: this copy
			 * is only a file of the log's session (the same name). */
			char *id = name_id(path);
			cJSON *line = cJSON_CreateObject();
			cJSON_AddStringToObject(line, "type", "vscode.session");
			cJSON_AddStringToObject(line, "sessionId", id);
			add_line(out, line);
			free(id);
			return 0;
		}
		root = cJSON_ParseWithLength(buf, len);
		if (!cJSON_IsObject(root)) {
			cJSON_Delete(root);
			return -1;
		}
	}
	cJSON *line = cJSON_CreateObject();
	cJSON_AddStringToObject(line, "type", "vscode.session");
	const char *sid = json_get_nonempty(root, "sessionId");
	char *own = sid ? NULL : name_id(path);
	cJSON_AddStringToObject(line, "sessionId", sid ? sid : own);
	free(own);
	copy(line, "timestamp", root, "creationDate");
	add_line(out, line);
	const char *title = json_get_nonempty(root, "customTitle");
	if (title) {
		line = cJSON_CreateObject();
		cJSON_AddStringToObject(line, "type", "vscode.title");
		cJSON_AddStringToObject(line, "title", title);
		add_line(out, line);
	}
	const cJSON *reqs = json_get(root, "requests");
	for (const cJSON *r = cJSON_IsArray(reqs) ? reqs->child : NULL; r; r = r->next)
		if (cJSON_IsObject(r))
			render_request(r, out);
	cJSON_Delete(root);
	return 0;
}

/* --- decoding the rendered lines --- */

bool decode_vscode_is(const cJSON *root)
{
	const cJSON *t = json_get(root, "type");
	return cJSON_IsString(t) && strncmp(t->valuestring, "vscode.", 7) == 0;
}

static void tool_part(struct line_decoder *d, const cJSON *p)
{
	/* Its input, as far as it is kept: a terminal's command line, else
	 * what the tool's own data holds (a subagent's prompt, ...). */
	const cJSON *data = json_get(p, "toolSpecificData");
	if (json_get(data, "commandLine"))
		data = json_get(data, "commandLine");
	decode_add_call(d, json_get_nonempty(p, "toolCallId"), json_get_nonempty(p, "toolId"), data);
	const char *msg = md_text(json_get(p, "pastTenseMessage"));
	if (!msg || !*msg)
		msg = md_text(json_get(p, "invocationMessage"));
	if (msg && *msg)
		decode_add_text(d, msg, KO_TOOL, true, false);
	const cJSON *res = json_get(p, "resultDetails");
	const char *in = json_get_nonempty(res, "input");
	if (in)
		decode_add_text(d, in, KO_TOOL, true, false);
	const cJSON *outs = json_get(res, "output");
	for (const cJSON *o = cJSON_IsArray(outs) ? outs->child : NULL; o; o = o->next)
		if (json_get_nonempty(o, "value") && !cJSON_IsFalse(json_get(o, "isText")))
			decode_add_text(d, json_get_nonempty(o, "value"), KO_TOOL, true, false);
}

static void response_part(struct line_decoder *d, const cJSON *p)
{
	const cJSON *kind = json_get(p, "kind");
	const char *text = NULL;
	if (!kind)
		text = md_text(p); /* a MarkdownString, or a string */
	else if (is(kind, "markdownContent"))
		text = md_text(json_get(p, "content"));
	if (text && *text) {
		decode_add_text(d, text, KO_TEXT, true, true);
	} else if (is(kind, "thinking")) {
		const cJSON *v = json_get(p, "value");
		if (cJSON_IsString(v) && *v->valuestring)
			decode_add_text(d, v->valuestring, KO_THINKING, false, false);
		for (const cJSON *s = cJSON_IsArray(v) ? v->child : NULL; s; s = s->next)
			if (cJSON_IsString(s) && *s->valuestring)
				decode_add_text(d, s->valuestring, KO_THINKING, false, false);
	} else if (is(kind, "toolInvocationSerialized")) {
		tool_part(d, p);
	}
}

int decode_vscode_line(struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	decode_begin(d, lv);
	const cJSON *type = json_get(root, "type");
	decode_time_ms(d, json_get(root, "timestamp"), lv);
	lv->uuid = json_get_nonempty(root, "id");
	if (is(type, "vscode.session")) {
		lv->session_id = json_get_nonempty(root, "sessionId");
	} else if (is(type, "vscode.title") && json_get_nonempty(root, "title")) {
		lv->kind = LINE_CUSTOM_TITLE;
		lv->title = json_get_nonempty(root, "title");
		decode_add_text(d, lv->title, KO_TEXT, false, false);
	} else if (is(type, "vscode.request")) {
		lv->kind = LINE_USER;
		const char *s = json_get_nonempty(root, "text");
		if (s)
			decode_add_text(d, s, KO_TEXT, true, true);
	} else if (is(type, "vscode.response")) {
		lv->kind = LINE_ASSISTANT;
		const cJSON *parts = json_get(root, "parts");
		if (!cJSON_IsArray(parts))
			return -1;
		for (const cJSON *p = parts->child; p; p = p->next)
			response_part(d, p);
	}
	decode_end(d, lv);
	return 0;
}

/* --- where the sessions are, and their project --- */

/* s[0..n) with its %XX escapes decoded, xmalloc'd. */
static char *uri_unescape(const char *s, size_t n)
{
	struct sbuf b = {0};
	for (size_t i = 0; i < n; i++) {
		unsigned v;
		if (s[i] == '%' && i + 2 < n && isxdigit((unsigned char)s[i + 1]) &&
		    isxdigit((unsigned char)s[i + 2]) && sscanf(s + i + 1, "%2x", &v) == 1) {
			sbuf_addc(&b, (char)v);
			i += 2;
		} else {
			sbuf_addc(&b, s[i]);
		}
	}
	return b.data ? b.data : xstrdup("");
}

/* The folder of the workspace.json in folder dir: its "folder" URI (else
 * its "workspace" file's) as a path when it is a file: URI, else the URI
 * itself; "" when there is none. xmalloc'd. */
static char *workspace_folder(const char *dir)
{
	struct sbuf b = {0};
	sbuf_printf(&b, "%s/workspace.json", dir);
	FILE *f = fopen(b.data, "r");
	sbuf_reset(&b);
	char chunk[4096];
	size_t n;
	while (f && (n = fread(chunk, 1, sizeof chunk, f)) > 0 && b.len < (1 << 16))
		sbuf_add(&b, chunk, n);
	if (f)
		fclose(f);
	cJSON *root = b.data ? cJSON_ParseWithLength(b.data, b.len) : NULL;
	sbuf_free(&b);
	const char *uri = json_get_nonempty(root, "folder");
	if (!uri)
		uri = json_get_nonempty(root, "workspace");
	char *out = NULL;
	if (uri && strncmp(uri, "file:///", 8) == 0)
		out = uri_unescape(uri + 7, strlen(uri + 7));
	else
		out = xstrdup(uri ? uri : "");
	cJSON_Delete(root);
	return out;
}

char *decode_vscode_project(const char *path)
{
	const char *base = strrchr(path, '/');
	if (!base)
		return NULL;
	const char *p = base;
	while (p > path && p[-1] != '/')
		p--;
	size_t plen = (size_t)(base - p);
	if (plen == 23 && strncmp(p, "emptyWindowChatSessions", 23) == 0)
		return xstrdup("");
	struct sbuf dir = {0};
	char *out = NULL;
	if (plen == 12 && strncmp(p, "chatSessions", 12) == 0) {
		/* workspaceStorage/<workspace id>/chatSessions/<id>.json */
		sbuf_add(&dir, path, (size_t)(p - path));
		out = workspace_folder(dir.data ? dir.data : ".");
	} else {
		/* globalStorage/chatSessions/<workspace id>/<id>.jsonl: the
		 * workspace's storage is User/workspaceStorage/<workspace id> */
		static const char mark[] = "/globalStorage/chatSessions/";
		const char *m = strstr(path, mark);
		if (m && m + sizeof mark - 1 == p) {
			sbuf_printf(&dir, "%.*s/workspaceStorage/%.*s", (int)(m - path), path, (int)plen, p);
			out = workspace_folder(dir.data);
		}
	}
	sbuf_free(&dir);
	return out;
}

size_t decode_vscode_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			   struct source_walk *out)
{
	(void)home, (void)project, (void)opts, (void)now;
	/* VS Code's chat store (src/vs/workbench/contrib/chat/common/model/
	 * chatSessionStore.ts) writes a workspace's sessions below
	 * environmentService.workspaceStorageHome and an empty window's below
	 * the default profile's globalStorageHome: both in the user folder
	 * itself, whatever profile is in use (a profile's folder, User/
	 * profiles/<id>, holds neither). */
	/* <workspace id>/chatSessions/ below workspaceStorage, and nothing
	 * deeper: the extensions keep much else below <workspace id>. */
	size_t n = editor_dirs(editor_names, EDITOR_COUNT, "workspaceStorage", true, out, VSCODE_WALKS);
	for (size_t k = 0; k < n; k++)
		out[k].depth = 2;
	n += editor_dirs(editor_names, EDITOR_COUNT, "globalStorage/emptyWindowChatSessions", false, out + n,
			 VSCODE_WALKS - n);
	size_t m = n;
	n += editor_dirs(editor_names, EDITOR_COUNT, "globalStorage/chatSessions", true, out + n,
			 VSCODE_WALKS - n);
	for (size_t k = m; k < n; k++)
		out[k].depth = 1;
	return n;
}
