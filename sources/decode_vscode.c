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
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "base/fdio.h"
#include "base/json_line.h"
#include "base/json_split.h"
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

static bool replay_line(cJSON **state, const char *p, size_t n, bool nl);

int decode_vscode_replay(const char *buf, size_t len, cJSON **out)
{
	cJSON *state = NULL;
	for (size_t at = 0; at < len;) {
		const char *nl = memchr(buf + at, '\n', len - at);
		size_t end = nl ? (size_t)(nl - buf) : len;
		if (!replay_line(&state, buf + at, end - at, nl != NULL)) {
			cJSON_Delete(state);
			return -1;
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

/* The chunks a file is read in, and the most of the rendered lines held
 * before they are written out. */
enum { CHUNK = 1 << 20 };

/* Where the rendered lines go: buffered, then written to fd; err is the
 * first write's errno. */
struct render_out {
	int fd, err;
	struct sbuf buf;
};

static void out_flush(struct render_out *o)
{
	if (o->buf.len && !o->err && fdio_write_all(o->fd, o->buf.data, o->buf.len) != 0)
		o->err = errno;
	sbuf_reset(&o->buf);
}

static void out_maybe_flush(struct render_out *o)
{
	if (o->buf.len >= CHUNK)
		out_flush(o);
}

/* The session's line and its title's, from root (a whole session, or
 * its skeleton: the requests left out). */
static void render_head(const char *path, const cJSON *root, struct sbuf *out)
{
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
}

/* The requests of the array reqs (any value), rendered. */
static void render_requests(const cJSON *reqs, struct render_out *o)
{
	for (const cJSON *r = cJSON_IsArray(reqs) ? reqs->child : NULL; r; r = r->next) {
		if (cJSON_IsObject(r))
			render_request(r, &o->buf);
		out_maybe_flush(o);
	}
}

/* Reads the file open as fd from its start, in chunks, each given to
 * fn(arg, chunk, n, offset): 0 with the bytes' XXH3 in *hash, or -1 with
 * errno. */
static int read_chunks(int fd, void (*fn)(void *, const char *, size_t, uint64_t), void *arg, uint64_t *hash)
{
	char *chunk = xmalloc(CHUNK);
	XXH3_state_t *h = XXH3_createState();
	if (!h)
		abort(); /* out of memory, as xmalloc has it */
	XXH3_64bits_reset(h);
	int rc = 0;
	for (uint64_t off = 0;;) {
		ssize_t n = pread(fd, chunk, CHUNK, (off_t)off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			rc = n < 0 ? -1 : 0;
			break;
		}
		XXH3_64bits_update(h, chunk, (size_t)n);
		fn(arg, chunk, (size_t)n, off);
		off += (uint64_t)n;
	}
	*hash = XXH3_64bits_digest(h);
	XXH3_freeState(h);
	free(chunk);
	return rc;
}

/* A chunk to the splitter, past a byte order mark (cJSON's whole parse
 * skipped one). */
static void split_feed(void *arg, const char *p, size_t n, uint64_t off)
{
	size_t bom = off == 0 && n >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
	json_split_feed(arg, p + bom, n - bom);
}

/* A pass's requests: the first pass counts the arrays of the member
 * "requests" (want 0); the second renders the last one's (json_get's, as
 * a whole parse had it), each parsed alone; bad when one does not
 * parse. */
struct req_pass {
	struct render_out *o;
	size_t arrays, want;
	bool bad;
};

static void req_count(void *arg, const struct json_split_elem *e, const char *bytes)
{
	(void)bytes;
	struct req_pass *r = arg;
	r->arrays += !e;
}

static void req_render(void *arg, const struct json_split_elem *e, const char *bytes)
{
	struct req_pass *r = arg;
	if (!e) {
		r->arrays++;
		return;
	}
	if (r->arrays != r->want || r->bad)
		return;
	cJSON *req = cJSON_ParseWithLength(bytes, e->len);
	if (!req)
		r->bad = true;
	else if (cJSON_IsObject(req))
		render_request(req, &r->o->buf);
	cJSON_Delete(req);
	out_maybe_flush(r->o);
}

/* One pass of the document open as fd through a splitter on the member
 * "requests" (fn: what is done with each request): 0, 1 when the
 * document is not valid JSON, -1 with errno; the splitter is the
 * caller's to free. */
static int split_pass(int fd, struct json_split *sp, json_split_fn fn, void *arg, uint64_t *hash)
{
	json_split_init(sp, "requests", fn, arg, NULL);
	if (read_chunks(fd, split_feed, sp, hash) != 0)
		return -1;
	return json_split_end(sp) ? 0 : 1;
}

/* A .json session, in bounded memory: a first pass for the skeleton
 * (the session without its requests: its line and its title's come
 * first), then a second that renders each request as it is read. The
 * two must read the same bytes (else ESTALE: it was written meanwhile). */
static int render_document(const char *path, int fd, struct render_out *o)
{
	struct json_split sp;
	uint64_t h1 = 0, h2 = 0;
	struct req_pass first = {0};
	int rc = split_pass(fd, &sp, req_count, &first, &h1);
	cJSON *root = rc == 0 ? cJSON_ParseWithLength(sp.skel.data, sp.skel.len) : NULL;
	if (rc == 0 && !cJSON_IsObject(root))
		rc = 1;
	const cJSON *reqs = json_get(root, "requests");
	if (rc == 0) {
		render_head(path, root, &o->buf);
		/* A member whose name is written escaped is no split's: its
		 * requests are in the skeleton, where json_get finds them. */
		render_requests(reqs, o);
	}
	if (rc == 0 && cJSON_IsArray(reqs) && !reqs->child && first.arrays) {
		struct json_split again;
		struct req_pass r = {.o = o, .want = first.arrays};
		rc = split_pass(fd, &again, req_render, &r, &h2);
		if (rc == 0 && (h1 != h2 || again.skel.len != sp.skel.len ||
				memcmp(again.skel.data, sp.skel.data, sp.skel.len) != 0)) {
			errno = ESTALE;
			rc = -1;
		} else if (rc == 0 && r.bad) {
			rc = 1;
		}
		json_split_free(&again);
	}
	cJSON_Delete(root);
	json_split_free(&sp);
	return rc;
}

/* The log's entries, line by line as they are read: the lines a chunk
 * completes replayed, the rest kept for the next. */
struct log_read {
	struct sbuf line;
	cJSON *state;
	bool bad;
};

/* One line of the log (nl: whether a newline ends it) applied to
 * *state; false when it is not JSON and a newline ends it. */
static bool replay_line(cJSON **state, const char *p, size_t n, bool nl)
{
	if (n == 0)
		return true;
	cJSON *e = cJSON_ParseWithLength(p, n);
	if (!e)
		return !nl;
	apply(state, e);
	cJSON_Delete(e);
	return true;
}

static void log_feed(void *arg, const char *p, size_t n, uint64_t off)
{
	(void)off;
	struct log_read *l = arg;
	for (const char *end = p + n, *nl; !l->bad && p < end; p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl) {
			sbuf_add(&l->line, p, (size_t)(end - p));
			return;
		}
		if (l->line.len) {
			sbuf_add(&l->line, p, (size_t)(nl - p));
			l->bad = !replay_line(&l->state, l->line.data, l->line.len, true);
			sbuf_reset(&l->line);
		} else {
			l->bad = !replay_line(&l->state, p, (size_t)(nl - p), true);
		}
	}
}

/* A .jsonl log, replayed line by line into the document it describes
 * (the tree is what it means), then rendered. */
static int render_log(const char *path, int fd, struct render_out *o)
{
	struct log_read l = {0};
	uint64_t h;
	int rc = read_chunks(fd, log_feed, &l, &h);
	if (rc == 0 && !l.bad && l.line.len)
		replay_line(&l.state, l.line.data, l.line.len, false);
	sbuf_free(&l.line);
	if (rc == 0 && (l.bad || !cJSON_IsObject(l.state)))
		rc = 1;
	if (rc == 0) {
		render_head(path, l.state, &o->buf);
		render_requests(json_get(l.state, "requests"), o);
	}
	cJSON_Delete(l.state);
	return rc;
}

int decode_vscode_render(const char *path, int fd, int out)
{
	struct render_out o = {.fd = out};
	int rc;
	if (ends_with(path, ".jsonl")) {
		rc = render_log(path, fd, &o);
	} else if (has_log(path)) {
		/* chatSessionStore.ts reads the log first: this copy is only
		 * a file of the log's session (the same name). */
		char *id = name_id(path);
		cJSON *line = cJSON_CreateObject();
		cJSON_AddStringToObject(line, "type", "vscode.session");
		cJSON_AddStringToObject(line, "sessionId", id);
		add_line(&o.buf, line);
		free(id);
		rc = 0;
	} else {
		rc = render_document(path, fd, &o);
	}
	int err = errno;
	if (rc == 0)
		out_flush(&o);
	sbuf_free(&o.buf);
	if (rc == 0 && o.err) {
		err = o.err;
		rc = -1;
	}
	errno = err;
	return rc;
}

int decode_vscode_render_mem(const char *path, const char *buf, size_t len, struct sbuf *out)
{
	int in = memfd_create("memgrep-vscode-in", MFD_CLOEXEC);
	int to = memfd_create("memgrep-vscode-out", MFD_CLOEXEC);
	int rc =
	    in >= 0 && to >= 0 && fdio_write_all(in, buf, len) == 0 ? decode_vscode_render(path, in, to) : -1;
	char chunk[1 << 16];
	ssize_t n;
	for (off_t at = 0; rc == 0 && (n = pread(to, chunk, sizeof chunk, at)) > 0; at += n)
		sbuf_add(out, chunk, (size_t)n);
	if (in >= 0)
		close(in);
	if (to >= 0)
		close(to);
	return rc == 0 ? 0 : -1;
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
