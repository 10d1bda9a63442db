/* fast_decode: Claude Code and Codex CLI lines to line_views in one pass,
 * for the index, which decodes every line (sources/fast_decode.h).
 *
 * A line is checked byte by byte as json_line.c's validate() checks it (the
 * same grammar, UTF-8 rules and nesting limit), and while it is checked the
 * members a decoder reads are kept as small nodes: the source's schema below
 * names, for each kind of container (a role), the keys it reads and the
 * role of their values. Everything else is only checked, strings sixteen
 * bytes at a time. A node holds where its value sits in the line; a kept
 * string is unescaped as it is checked, into one buffer as long as the line
 * (an unescaped string is never longer than its literal). A repeated key
 * keeps every node and lookups take the last one, as json_get does.
 *
 * The views are then built as decode_claude.c and decode_codex.c build
 * them, on the nodes instead of a tree, through the same decode_begin /
 * decode_add_text / decode_add_tool / decode_end. Tool inputs must be cJSON
 * trees (for --file and the index): build_tree makes them, checking as it
 * goes, node for node as json_decode makes them (cJSON's links, types and
 * values, the number texts of json_line.c), from an arena of the decoder's
 * that each line resets. */
#include "sources/fast_decode.h"

#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/json_lex.h"
#include "base/json_tok.h"
#include "base/timestamp.h"
#include "base/xalloc.h"
#include "sources/decode_claude.h"
#include "sources/decode_codex.h"

/* json_line.c's limit: the most containers open at once. */
#define FD_MAX_DEPTH JSON_TOK_DEPTH

enum ftype { FT_STRING = 1, FT_NUMBER, FT_TRUE, FT_FALSE, FT_NULL, FT_OBJECT, FT_ARRAY };

/* A kept value: a member a decoder reads, or an object element of an array
 * whose elements it reads. Children are kept only for containers of a
 * role that reads them. */
struct fnode {
	uint8_t type, key;
	size_t start, len;	   /* the raw value (a string with its quotes) */
	const char *str;	   /* a string's text, unescaped */
	size_t slen;		   /* its length */
	int32_t child, last, next; /* -1: none */
};

struct fast_decoder {
	const unsigned char *s;
	size_t len;
	struct fnode *nodes;
	size_t nnodes, capnodes;
	char *out; /* unescaped strings, NUL-terminated, never moved within a line */
	size_t outlen, capout;
	/* The tool inputs' trees, their nodes and strings: reset per line. */
	struct arena arena;
	cJSON *stack[FD_MAX_DEPTH]; /* the open containers of a tree */
	locale_t c_numeric;	    /* numbers are read in the C locale */
};

/* ---- the schema: which members each role reads ---- */

enum key {
	K_NONE,
	K_TYPE,
	K_TIMESTAMP,
	K_SESSION_ID,
	K_UUID,
	K_CWD,
	K_MESSAGE,
	K_IS_META,
	K_IS_COMPACT,
	K_SUMMARY,
	K_AI_TITLE,
	K_CUSTOM_TITLE,
	K_LEAF,
	K_CONTENT,
	K_TEXT,
	K_THINKING,
	K_NAME,
	K_INPUT,
	K_PAYLOAD,
	K_ID,
	K_ROLE,
	K_ARGUMENTS,
	K_OUTPUT,
	K_TOOL_USE_ID,
	K_IS_ERROR,
	K_CALL_ID,
	K_ACTION,
	K_COUNT
};

/* Each key and its length. */
static const struct {
	const char *s;
	size_t n;
} key_names[K_COUNT] = {
    [K_TYPE] = {"type", sizeof "type" - 1},
    [K_TIMESTAMP] = {"timestamp", sizeof "timestamp" - 1},
    [K_SESSION_ID] = {"sessionId", sizeof "sessionId" - 1},
    [K_UUID] = {"uuid", sizeof "uuid" - 1},
    [K_CWD] = {"cwd", sizeof "cwd" - 1},
    [K_MESSAGE] = {"message", sizeof "message" - 1},
    [K_IS_META] = {"isMeta", sizeof "isMeta" - 1},
    [K_IS_COMPACT] = {"isCompactSummary", sizeof "isCompactSummary" - 1},
    [K_SUMMARY] = {"summary", sizeof "summary" - 1},
    [K_AI_TITLE] = {"aiTitle", sizeof "aiTitle" - 1},
    [K_CUSTOM_TITLE] = {"customTitle", sizeof "customTitle" - 1},
    [K_LEAF] = {"leafUuid", sizeof "leafUuid" - 1},
    [K_CONTENT] = {"content", sizeof "content" - 1},
    [K_TEXT] = {"text", sizeof "text" - 1},
    [K_THINKING] = {"thinking", sizeof "thinking" - 1},
    [K_NAME] = {"name", sizeof "name" - 1},
    [K_INPUT] = {"input", sizeof "input" - 1},
    [K_PAYLOAD] = {"payload", sizeof "payload" - 1},
    [K_ID] = {"id", sizeof "id" - 1},
    [K_ROLE] = {"role", sizeof "role" - 1},
    [K_ARGUMENTS] = {"arguments", sizeof "arguments" - 1},
    [K_OUTPUT] = {"output", sizeof "output" - 1},
    [K_TOOL_USE_ID] = {"tool_use_id", sizeof "tool_use_id" - 1},
    [K_IS_ERROR] = {"is_error", sizeof "is_error" - 1},
    [K_CALL_ID] = {"call_id", sizeof "call_id" - 1},
    [K_ACTION] = {"action", sizeof "action" - 1},
};
/* The longest key above; an escaped key longer than 6 bytes per character
 * of it cannot be one. */
#define KEY_MAX 16

/* Roles: R_NONE's containers are only checked. An array role reads the
 * object elements of its arrays (as role `element`); an object role reads
 * the members it lists. A container of the other kind than its role's is
 * only checked (the decoders never look inside it). */
enum role {
	R_NONE,
	R_C_TOP,     /* a Claude Code line */
	R_C_MESSAGE, /* its message */
	R_C_CONTENT, /* message.content */
	R_C_BLOCK,   /* a content block */
	R_C_RESULT,  /* a tool_result's content */
	R_C_RBLOCK,  /* a block of it */
	R_X_TOP,     /* a Codex rollout line */
	R_X_PAYLOAD, /* its payload */
	R_X_TEXTS,   /* content or summary of a payload */
	R_X_ITEM,    /* an item of them */
	R_COUNT
};

struct member {
	uint8_t key, role;
};

struct role_def {
	bool array;
	uint8_t element;
	const struct member *members;
	size_t n;
};

static const struct member c_top[] = {
    {K_TYPE, R_NONE},	 {K_TIMESTAMP, R_NONE},	   {K_SESSION_ID, R_NONE},   {K_UUID, R_NONE},
    {K_CWD, R_NONE},	 {K_MESSAGE, R_C_MESSAGE}, {K_IS_META, R_NONE},	     {K_IS_COMPACT, R_NONE},
    {K_SUMMARY, R_NONE}, {K_AI_TITLE, R_NONE},	   {K_CUSTOM_TITLE, R_NONE}, {K_LEAF, R_NONE},
};
static const struct member c_message[] = {{K_CONTENT, R_C_CONTENT}};
static const struct member c_block[] = {
    {K_TYPE, R_NONE}, {K_TEXT, R_NONE},	       {K_THINKING, R_NONE},
    {K_NAME, R_NONE}, {K_INPUT, R_NONE},       {K_CONTENT, R_C_RESULT},
    {K_ID, R_NONE},   {K_TOOL_USE_ID, R_NONE}, {K_IS_ERROR, R_NONE},
};
static const struct member type_text[] = {{K_TYPE, R_NONE}, {K_TEXT, R_NONE}};
static const struct member x_top[] = {{K_TIMESTAMP, R_NONE}, {K_TYPE, R_NONE}, {K_PAYLOAD, R_X_PAYLOAD}};
static const struct member x_payload[] = {
    {K_TYPE, R_NONE},	    {K_ID, R_NONE},	 {K_CWD, R_NONE},	{K_ROLE, R_NONE},
    {K_CONTENT, R_X_TEXTS}, {K_NAME, R_NONE},	 {K_ARGUMENTS, R_NONE}, {K_OUTPUT, R_NONE},
    {K_SUMMARY, R_X_TEXTS}, {K_CALL_ID, R_NONE}, {K_INPUT, R_NONE},	{K_ACTION, R_NONE},
    {K_MESSAGE, R_NONE},
};

#define MEMBERS(m) m, sizeof m / sizeof m[0]
static const struct role_def roles[R_COUNT] = {
    [R_C_TOP] = {false, R_NONE, MEMBERS(c_top)},	 /* the members named */
    [R_C_MESSAGE] = {false, R_NONE, MEMBERS(c_message)}, /* content */
    [R_C_CONTENT] = {true, R_C_BLOCK, NULL, 0},		 /* blocks */
    [R_C_BLOCK] = {false, R_NONE, MEMBERS(c_block)},	 /* the members named */
    [R_C_RESULT] = {true, R_C_RBLOCK, NULL, 0},		 /* result blocks */
    [R_C_RBLOCK] = {false, R_NONE, MEMBERS(type_text)},	 /* type, text */
    [R_X_TOP] = {false, R_NONE, MEMBERS(x_top)},	 /* the members named */
    [R_X_PAYLOAD] = {false, R_NONE, MEMBERS(x_payload)}, /* the members named */
    [R_X_TEXTS] = {true, R_X_ITEM, NULL, 0},		 /* items */
    [R_X_ITEM] = {false, R_NONE, MEMBERS(type_text)},	 /* type, text */
};

/* The member of role r named k[0..n) (unescaped), or NULL. */
static const struct member *find_member(const struct role_def *r, const char *k, size_t n)
{
	for (size_t i = 0; i < r->n; i++) {
		const char *name = key_names[r->members[i].key].s;
		if (key_names[r->members[i].key].n != n || name[0] != k[0])
			continue;
		size_t j = 1;
		while (j < n && name[j] == k[j])
			j++;
		if (j == n)
			return &r->members[i];
	}
	return NULL;
}

/* ---- the kept nodes ---- */

static int32_t add_node(struct fast_decoder *f, int32_t parent, uint8_t key)
{
	if (f->nnodes == f->capnodes)
		xgrow((void **)&f->nodes, &f->capnodes, f->nnodes + 1, sizeof *f->nodes);
	int32_t n = (int32_t)f->nnodes++;
	f->nodes[n] = (struct fnode){.key = key, .child = -1, .last = -1, .next = -1};
	if (parent >= 0) {
		struct fnode *p = &f->nodes[parent];
		if (p->last >= 0)
			f->nodes[p->last].next = n;
		else
			p->child = n;
		p->last = n;
	}
	return n;
}

static bool parse_container(struct fast_decoder *f, struct json_tok *t, int role, int32_t node);

/* Keeps the value whose first token tk was just read (a string kept is
 * already unescaped into f->out) as a node under parent, with key, read as
 * role: a container of role's kind is read, any other only checked. False
 * when malformed. */
static bool parse_value(struct fast_decoder *f, struct json_tok *t, const struct jt *tk, int role,
			int32_t parent, uint8_t key)
{
	static const uint8_t types[] = {
	    [JT_OBJECT] = FT_OBJECT, [JT_ARRAY] = FT_ARRAY, [JT_STRING] = FT_STRING, [JT_NUMBER] = FT_NUMBER,
	    [JT_TRUE] = FT_TRUE,     [JT_FALSE] = FT_FALSE, [JT_NULL] = FT_NULL};
	int32_t n = add_node(f, parent, key);
	uint8_t type = types[tk->type];
	size_t start = tk->start - (type == FT_STRING);
	if (type == FT_OBJECT || type == FT_ARRAY) {
		struct jt end = *tk;
		if (role != R_NONE && roles[role].array == (type == FT_ARRAY)) {
			if (!parse_container(f, t, role, n))
				return false;
		} else if (json_tok_skip(t, &end) == JT_ERROR) {
			return false;
		}
	}
	struct fnode *nd = &f->nodes[n];
	nd->type = type;
	nd->start = start;
	nd->len = (type == FT_OBJECT || type == FT_ARRAY ? t->p : tk->end + (type == FT_STRING)) - start;
	if (type == FT_STRING && tk->text) {
		nd->str = tk->text;
		nd->slen = tk->tlen;
		f->outlen += tk->tlen + 1;
	}
	return true;
}

/* The member of role r whose key is the checked string body s[k..k+n)
 * (of a line of len bytes), escaped or not; NULL when r reads no such
 * member. */
static const struct member *key_member(const struct role_def *r, const unsigned char *s, size_t len, size_t k,
				       size_t n, bool esc)
{
	if (!esc)
		return find_member(r, (const char *)s + k, n);
	if (n > 6 * KEY_MAX)
		return NULL;
	/* Room for json_tok_copy's sixteen-byte copies past the text. */
	char buf[6 * KEY_MAX + 32];
	size_t m;
	bool e;
	if (!json_tok_copy(s, len, k, buf, &m, &e))
		return NULL;
	return find_member(r, buf, m);
}

/* Reads the container whose opening t just gave (of role's kind),
 * keeping under node the members (or object elements) role reads: the
 * strings of those members unescaped into f->out. False when malformed. */
static bool parse_container(struct fast_decoder *f, struct json_tok *t, int role, int32_t node)
{
	const struct role_def *r = &roles[role];
	size_t depth = t->depth;
	const struct member *m = NULL;
	struct jt tk;
	for (;;) {
		/* A member's value is copied when it is read; nothing else. */
		t->out = m ? f->out + f->outlen : NULL;
		enum jt_type k = json_tok_next(t, &tk);
		t->out = NULL;
		switch (k) {
		case JT_ERROR:
		case JT_END:
			return false;
		case JT_KEY:
			m = key_member(r, t->s, t->len, tk.start, tk.end - tk.start, tk.esc);
			continue;
		case JT_OBJECT_END:
		case JT_ARRAY_END:
			if (t->depth == depth - 1)
				return true;
			break;
		default:
			break;
		}
		bool ok;
		if (m)
			ok = parse_value(f, t, &tk, m->role, node, m->key);
		else if (r->array && k == JT_OBJECT)
			ok = parse_value(f, t, &tk, r->element, node, K_NONE);
		else
			ok = json_tok_skip(t, &tk) != JT_ERROR;
		if (!ok)
			return false;
		m = NULL;
	}
}

/* Checks the whole line as json_decode does, keeping what role (the top
 * object's) reads; the top object is node 0. */
static bool parse_line(struct fast_decoder *f, const char *line, size_t len, int role)
{
	f->s = (const unsigned char *)line;
	f->len = len;
	f->nnodes = 0;
	f->outlen = 0;
	arena_reset(&f->arena);
	/* Every string kept is written once, within the rest of the line
	 * from its body (json_tok_copy): the line's length is enough. */
	if (f->capout < len + 17)
		xgrow((void **)&f->out, &f->capout, len + 17, 1);
	struct json_tok t;
	struct jt tk;
	json_tok_init(&t, line, len, 0, 0, false);
	if (json_tok_next(&t, &tk) != JT_OBJECT)
		return false;
	int32_t root = add_node(f, -1, K_NONE);
	size_t start = tk.start;
	if (!parse_container(f, &t, role, root))
		return false;
	f->nodes[root].type = FT_OBJECT;
	f->nodes[root].start = start;
	f->nodes[root].len = t.p - start;
	return json_skip_ws(f->s, len, t.p) == len;
}

/* ---- reading the nodes as json_get reads a tree ---- */

static bool has_type(const struct fast_decoder *f, int32_t n, int type)
{
	return n >= 0 && f->nodes[n].type == type;
}

/* The member `key` of object node obj (the last one when it repeats), or
 * -1. */
static int32_t get(const struct fast_decoder *f, int32_t obj, int key)
{
	int32_t found = -1;
	if (!has_type(f, obj, FT_OBJECT))
		return -1;
	for (int32_t c = f->nodes[obj].child; c >= 0; c = f->nodes[c].next)
		if (f->nodes[c].key == key)
			found = c;
	return found;
}

/* The text of string node n (unescaped when it was read). */
static inline const char *str(const struct fast_decoder *f, int32_t n)
{
	return f->nodes[n].str;
}

/* Whether node n is the string s. */
static bool is(struct fast_decoder *f, int32_t n, const char *s)
{
	return has_type(f, n, FT_STRING) && strcmp(str(f, n), s) == 0;
}

/* json_get_nonempty. */
static const char *nonempty(struct fast_decoder *f, int32_t obj, int key)
{
	int32_t n = get(f, obj, key);
	if (!has_type(f, n, FT_STRING))
		return NULL;
	const char *v = str(f, n);
	return v[0] ? v : NULL;
}

/* The line's timestamp, as both decoders read it. */
static void timestamp(struct fast_decoder *f, int32_t ts, struct line_view *lv)
{
	if (!has_type(f, ts, FT_STRING))
		return;
	const char *v = str(f, ts);
	if (ts_parse(v, f->nodes[ts].slen, false, &lv->ts)) {
		lv->has_ts = true;
		lv->ts_raw = v;
	}
}

/* ---- tool inputs as cJSON trees ---- */

/* A new node of a tree, appended to parent's children as cJSON links them
 * (the first child's prev is the last child). */
static cJSON *tree_node(struct fast_decoder *f, cJSON *parent)
{
	cJSON *n = arena_alloc(&f->arena, sizeof *n);
	memset(n, 0, sizeof *n);
	if (parent) {
		cJSON *head = parent->child;
		if (!head) {
			parent->child = n;
		} else {
			head->prev->next = n;
			n->prev = head->prev;
		}
		parent->child->prev = n;
	}
	return n;
}

/* A number node of the token s[0..n), written to o (n + 1 bytes): its
 * text as json_decode keeps it, its value as cJSON reads it. */
static void tree_number(struct fast_decoder *f, cJSON *item, const unsigned char *s, size_t n, char *o)
{
	memcpy(o, s, n);
	o[n] = '\0';
	double v = strtod_l(o, NULL, f->c_numeric);
	item->type = cJSON_Number;
	item->valuestring = o;
	item->valuedouble = v;
	item->valueint = v >= INT_MAX ? INT_MAX : v <= (double)INT_MIN ? INT_MIN : (int)v;
}

/* Checks the value at s[p] inside `depth` open containers and builds its
 * tree as json_decode would: nodes from f->arena, strings, keys and number
 * texts written to buf (room for len - p + 17 bytes). Returns the position
 * after the value, or 0 when malformed; *root is the tree. */
static size_t build_tree(struct fast_decoder *f, const unsigned char *s, size_t len, size_t p, size_t depth,
			 char *buf, cJSON **root)
{
	struct json_tok t;
	struct jt tk;
	json_tok_init(&t, (const char *)s, len, p, depth, false);
	t.out = buf;
	cJSON *parent = NULL;
	size_t top = 0;
	const char *key = NULL;
	*root = NULL;
	for (;;) {
		enum jt_type k = json_tok_next(&t, &tk);
		if (k == JT_ERROR)
			return 0;
		if (k == JT_END)
			return t.p;
		if (k == JT_KEY) {
			key = tk.text;
			continue;
		}
		if (k == JT_OBJECT_END || k == JT_ARRAY_END) {
			top--;
			parent = top ? f->stack[top - 1] : NULL;
			continue;
		}
		cJSON *item = tree_node(f, parent);
		if (!*root)
			*root = item;
		item->string = (char *)key;
		key = NULL;
		switch (k) {
		case JT_OBJECT:
		case JT_ARRAY:
			item->type = k == JT_OBJECT ? cJSON_Object : cJSON_Array;
			f->stack[top++] = parent = item;
			break;
		case JT_STRING:
			item->type = cJSON_String;
			item->valuestring = (char *)tk.text;
			break;
		case JT_TRUE:
			item->type = cJSON_True;
			item->valueint = 1;
			break;
		case JT_FALSE:
			item->type = cJSON_False;
			break;
		case JT_NULL:
			item->type = cJSON_NULL;
			break;
		default: /* JT_NUMBER: its text after the strings */
			tree_number(f, item, s + tk.start, tk.end - tk.start, t.out);
			t.out += tk.end - tk.start + 1;
			break;
		}
	}
}

/* The tree of node n's raw value (checked with the line), named `name` as
 * the member it is; NULL only on an internal error. */
static cJSON *member_tree(struct fast_decoder *f, int32_t n, const char *name)
{
	const struct fnode *nd = &f->nodes[n];
	char *buf = arena_alloc(&f->arena, nd->len + 18 + strlen(name) + 1);
	cJSON *root;
	if (build_tree(f, f->s, nd->start + nd->len, nd->start, 0, buf, &root) != nd->start + nd->len)
		return NULL;
	root->string = strcpy(buf + nd->len + 18, name);
	return root;
}

/* json_decode(text[0..n)): the tree of a JSON text whose top level is an
 * object, or NULL. */
static cJSON *text_tree(struct fast_decoder *f, const char *text, size_t n)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t p = json_skip_ws(s, n, 0);
	if (p >= n || s[p] != '{')
		return NULL;
	cJSON *root;
	size_t e = build_tree(f, s, n, p, 0, arena_alloc(&f->arena, n + 18), &root);
	return e && json_skip_ws(s, n, e) == n ? root : NULL;
}

/* ---- Claude Code (decode_claude.c) ---- */

static bool blank(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\f' || *s == '\v')
		s++;
	return !*s;
}

/* A tool_result's pieces and link (decode_claude_result: the same). */
static void claude_result(struct fast_decoder *f, struct line_decoder *d, int32_t block)
{
	int32_t content = get(f, block, K_CONTENT);
	const char *id = nonempty(f, block, K_TOOL_USE_ID);
	bool is_error = has_type(f, get(f, block, K_IS_ERROR), FT_TRUE);
	if (has_type(f, content, FT_STRING)) {
		decode_add_text(d, str(f, content), KO_TOOL, true, false);
		decode_claude_result(d, id, is_error, str(f, content), false);
		return;
	}
	const char *head = NULL;
	bool other = false;
	/* The blocks that are objects, as json_get reads the tree's: a block
	 * whose type is not "text" but some other object. */
	for (int32_t b = has_type(f, content, FT_ARRAY) ? f->nodes[content].child : -1; b >= 0;
	     b = f->nodes[b].next) {
		int32_t text = get(f, b, K_TEXT);
		if (is(f, get(f, b, K_TYPE), "text") && has_type(f, text, FT_STRING)) {
			decode_add_text(d, str(f, text), KO_TOOL, true, false);
			if (!head || blank(head))
				head = str(f, text);
		} else {
			other = true;
		}
	}
	decode_claude_result(d, id, is_error, head, other);
}

/* The pieces of the blocks of content (an array node); false when a tool
 * input's tree could not be made. */
static bool claude_blocks(struct fast_decoder *f, struct line_decoder *d, int32_t content)
{
	for (int32_t b = f->nodes[content].child; b >= 0; b = f->nodes[b].next) {
		int32_t type = get(f, b, K_TYPE);
		if (!has_type(f, type, FT_STRING))
			continue;
		const char *t = str(f, type);
		if (strcmp(t, "text") == 0) {
			int32_t text = get(f, b, K_TEXT);
			if (has_type(f, text, FT_STRING))
				decode_add_text(d, str(f, text), KO_TEXT, true, true);
		} else if (strcmp(t, "thinking") == 0) {
			int32_t text = get(f, b, K_THINKING);
			if (has_type(f, text, FT_STRING))
				decode_add_text(d, str(f, text), KO_THINKING, false, false);
		} else if (strcmp(t, "tool_use") == 0) {
			int32_t name = get(f, b, K_NAME), in = get(f, b, K_INPUT);
			const cJSON *input = in >= 0 ? member_tree(f, in, "input") : NULL;
			if (in >= 0 && !input)
				return false;
			const char *n = has_type(f, name, FT_STRING) ? str(f, name) : NULL;
			decode_add_tool(d, n, input);
			decode_claude_call(d, nonempty(f, b, K_ID), n, input);
		} else if (strcmp(t, "tool_result") == 0) {
			claude_result(f, d, b);
		}
	}
	return true;
}

static enum fast_status claude_view(struct fast_decoder *f, struct line_decoder *d, struct line_view *lv)
{
	const int32_t root = 0;
	decode_begin(d, lv);
	lv->session_id = nonempty(f, root, K_SESSION_ID);
	lv->uuid = nonempty(f, root, K_UUID);
	lv->cwd = nonempty(f, root, K_CWD);
	int32_t type = get(f, root, K_TYPE);
	const char *t = has_type(f, type, FT_STRING) ? str(f, type) : "";
	int32_t ts = get(f, root, K_TIMESTAMP);
	timestamp(f, ts, lv);

	if (strcmp(t, "user") == 0 || strcmp(t, "assistant") == 0) {
		lv->kind = t[0] == 'u' ? LINE_USER : LINE_ASSISTANT;
		if (ts >= 0 && !lv->has_ts)
			return FAST_MALFORMED;
		int32_t content = get(f, get(f, root, K_MESSAGE), K_CONTENT);
		if (!has_type(f, content, FT_STRING) && !has_type(f, content, FT_ARRAY))
			return FAST_MALFORMED;
		if (lv->kind == LINE_USER) {
			lv->noise_line = has_type(f, get(f, root, K_IS_META), FT_TRUE) ||
					 has_type(f, get(f, root, K_IS_COMPACT), FT_TRUE);
		}
		if (has_type(f, content, FT_STRING))
			decode_add_text(d, str(f, content), KO_TEXT, true, true);
		else if (!claude_blocks(f, d, content))
			return FAST_FALLBACK;
	} else if (strcmp(t, "summary") == 0 || strcmp(t, "ai-title") == 0 ||
		   strcmp(t, "custom-title") == 0) {
		int key = t[0] == 's' ? K_SUMMARY : t[0] == 'a' ? K_AI_TITLE : K_CUSTOM_TITLE;
		lv->kind = t[0] == 's' ? LINE_SUMMARY : t[0] == 'a' ? LINE_AI_TITLE : LINE_CUSTOM_TITLE;
		int32_t text = get(f, root, key);
		if (!has_type(f, text, FT_STRING))
			return FAST_MALFORMED;
		if (lv->kind != LINE_SUMMARY)
			lv->title = str(f, text);
		else
			lv->leaf = nonempty(f, root, K_LEAF);
		decode_add_text(d, str(f, text), KO_TEXT, false, false);
	} else {
		lv->queue_operation = strcmp(t, "queue-operation") == 0;
	}
	decode_end(d, lv);
	return FAST_OK;
}

/* ---- Codex CLI (decode_codex.c) ---- */

/* The `text` strings of the object items of array node arr whose type is
 * one of types (any, when NULL), as pieces of kind order. */
static void codex_texts(struct fast_decoder *f, struct line_decoder *d, int32_t arr, const char *const *types,
			enum kind_order order, bool prompt)
{
	if (!has_type(f, arr, FT_ARRAY))
		return;
	for (int32_t b = f->nodes[arr].child; b >= 0; b = f->nodes[b].next) {
		int32_t type = get(f, b, K_TYPE), text = get(f, b, K_TEXT);
		bool ok = !types;
		for (size_t i = 0; types && types[i] && !ok; i++)
			ok = is(f, type, types[i]);
		if (ok && has_type(f, text, FT_STRING))
			decode_add_text(d, str(f, text), order, order == KO_TEXT, prompt);
	}
}

/* A call: its name, then its input (a function_call's arguments, the
 * JSON in the string, else the value itself; a custom_tool_call's input;
 * a local_shell_call's action, unnamed), and its link; false when the
 * input could not be made. */
static bool codex_call(struct fast_decoder *f, struct line_decoder *d, int32_t p, int32_t it)
{
	int32_t name = get(f, p, K_NAME), args;
	const cJSON *input = NULL;
	const char *member = "arguments";
	if (is(f, it, "local_shell_call")) {
		name = -1;
		member = "action";
		args = get(f, p, K_ACTION);
	} else if (is(f, it, "custom_tool_call")) {
		member = "input";
		args = get(f, p, K_INPUT);
	} else {
		args = get(f, p, K_ARGUMENTS);
		if (has_type(f, args, FT_STRING))
			input = text_tree(f, str(f, args), f->nodes[args].slen);
	}
	if (args >= 0 && !input) {
		input = member_tree(f, args, member);
		if (!input)
			return false;
	}
	const char *n = has_type(f, name, FT_STRING) ? str(f, name) : NULL;
	decode_add_tool(d, n, input);
	struct tool_link *l = decode_add_link(d);
	l->id = nonempty(f, p, K_CALL_ID);
	l->name = n;
	l->input = input;
	return true;
}

/* A response_item's kind and pieces; FAST_MALFORMED when a message has no
 * content array. */
static enum fast_status codex_item(struct fast_decoder *f, struct line_decoder *d, int32_t p,
				   enum line_kind *kind, uint8_t *echo)
{
	int32_t it = get(f, p, K_TYPE);
	*kind = LINE_OTHER;
	if (is(f, it, "message")) {
		int32_t role = get(f, p, K_ROLE);
		if (is(f, role, "user") || is(f, role, "assistant")) {
			*kind = is(f, role, "user") ? LINE_USER : LINE_ASSISTANT;
			*echo = *kind == LINE_USER ? ECHO_TURN : ECHO_TWIN;
			int32_t content = get(f, p, K_CONTENT);
			if (!has_type(f, content, FT_ARRAY))
				return FAST_MALFORMED;
			static const char *const text_types[] = {"input_text", "output_text", NULL};
			codex_texts(f, d, content, text_types, KO_TEXT, true);
		}
	} else if (is(f, it, "function_call") || is(f, it, "custom_tool_call") ||
		   is(f, it, "local_shell_call")) {
		*kind = LINE_ASSISTANT;
		if (!codex_call(f, d, p, it))
			return FAST_FALLBACK;
	} else if (is(f, it, "function_call_output") || is(f, it, "custom_tool_call_output")) {
		*kind = LINE_USER;
		int32_t out = get(f, p, K_OUTPUT);
		const char *o = has_type(f, out, FT_STRING) ? str(f, out) : NULL;
		if (o)
			decode_add_text(d, o, KO_TOOL, true, false);
		decode_codex_result(d, nonempty(f, p, K_CALL_ID), o, o ? f->nodes[out].slen : 0);
	} else if (is(f, it, "reasoning")) {
		*kind = LINE_ASSISTANT;
		codex_texts(f, d, get(f, p, K_SUMMARY), NULL, KO_THINKING, false);
		codex_texts(f, d, get(f, p, K_CONTENT), NULL, KO_THINKING, false);
	}
	return FAST_OK;
}

static enum fast_status codex_view(struct fast_decoder *f, struct line_decoder *d, struct line_view *lv)
{
	const int32_t root = 0;
	decode_begin(d, lv);
	int32_t type = get(f, root, K_TYPE), p = get(f, root, K_PAYLOAD), ts = get(f, root, K_TIMESTAMP);
	timestamp(f, ts, lv);
	int32_t msg = get(f, p, K_MESSAGE);
	if (is(f, type, "session_meta") && has_type(f, p, FT_OBJECT)) {
		lv->session_id = nonempty(f, p, K_ID);
		lv->cwd = nonempty(f, p, K_CWD);
	} else if (is(f, type, "event_msg") && is(f, get(f, p, K_TYPE), "agent_message") &&
		   has_type(f, msg, FT_STRING)) {
		/* An echo (decode_codex.c's echo). */
		if (ts >= 0 && !lv->has_ts)
			return FAST_MALFORMED;
		decode_add_text(d, str(f, msg), KO_TEXT, true, false);
		lv->kind = LINE_ASSISTANT;
		lv->echo = ECHO_COPY;
		lv->dedup_by_text = true;
	} else if (is(f, type, "response_item")) {
		if (!has_type(f, p, FT_OBJECT))
			return FAST_MALFORMED;
		enum line_kind kind;
		enum fast_status st = codex_item(f, d, p, &kind, &lv->echo);
		if (st != FAST_OK)
			return st;
		if (kind != LINE_OTHER) {
			if (ts >= 0 && !lv->has_ts)
				return FAST_MALFORMED;
			lv->kind = kind;
			lv->dedup_by_text = true;
		}
	}
	decode_end(d, lv);
	return FAST_OK;
}

/* ---- the interface ---- */

struct fast_decoder *fast_decoder_new(void)
{
	struct fast_decoder *f = xcalloc(1, sizeof(struct fast_decoder));
	f->c_numeric = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
	if (f->c_numeric == (locale_t)0) {
		fprintf(stderr, "memgrep: cannot create the C locale\n");
		abort();
	}
	arena_reserve(&f->arena, 64 * 1024);
	return f;
}

void fast_decoder_free(struct fast_decoder *f)
{
	if (!f)
		return;
	free(f->nodes);
	free(f->out);
	arena_free(&f->arena);
	freelocale(f->c_numeric);
	free(f);
}

bool fast_decode_has(enum source_id id)
{
	return id == SOURCE_CLAUDE || id == SOURCE_CODEX;
}

enum fast_status fast_decode_line(struct fast_decoder *f, enum source_id id, struct line_decoder *d,
				  const char *line, size_t len, struct line_view *lv)
{
	if (!fast_decode_has(id))
		return FAST_FALLBACK;
	if (!parse_line(f, line, len, id == SOURCE_CLAUDE ? R_C_TOP : R_X_TOP))
		return FAST_MALFORMED;
	return id == SOURCE_CLAUDE ? claude_view(f, d, lv) : codex_view(f, d, lv);
}
