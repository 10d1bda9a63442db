/* json_line: turns one JSONL line into a cJSON tree, or rejects it as
 * malformed (docs/reference.md §2).
 *
 * cJSON alone is both too lax (it takes any byte <= 0x20 as whitespace, raw
 * control characters and invalid UTF-8 in strings) and too strict (it rejects
 * lone surrogate escapes, which must decode to U+FFFD), and it does not keep
 * numbers as written. So json_decode runs in two passes:
 *
 *  1. validate(): an RFC 8259 + strict UTF-8 check of line[0..len) with an
 *     explicit container stack (no recursion). It works on a per-decoder
 *     scratch copy of the line in which every lone surrogate escape is
 *     overwritten, in place and at the same length, with `\ufffd`, and it
 *     records where each number token starts and how long it is.
 *  2. cJSON_ParseWithLengthOpts on the scratch copy, allocating from the
 *     decoder's arena through cJSON hooks; then a depth-first walk gives the
 *     k-th number node the text of the k-th number token (in valuestring).
 *
 * Steady state allocates nothing: the scratch and the number spans are per
 * decoder and only grow, and the arena keeps its default block across
 * resets (a tree bigger than that block, from a very long line, costs a
 * malloc and free per decode; see arena_reset). */
#include "json_line.h"

#include "base/json_lex.h"
#include "base/json_tok.h"
#include "base/xalloc.h"

#include <assert.h>
#include <locale.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The deepest nesting of objects and arrays cJSON accepts; anything deeper
 * is malformed here too, so both passes agree on every line. */
#define JSON_MAX_DEPTH CJSON_NESTING_LIMIT

/* Unpatched cJSON 1.7.15 copies a number into a 64-byte buffer before strtod
 * and so rejects longer tokens; such tokens are rewritten (same length) for
 * cJSON, while their text still comes from the line. */
#define JSON_CJSON_NUMBER_MAX 63

struct num_span {
	size_t start, len;
};

struct json_decoder {
	struct arena arena;
	char *scratch; /* line copy handed to cJSON, NUL-terminated */
	size_t scratch_cap;
	/* The line being decoded; it is copied to scratch only when a rewrite
	 * is needed, so a long line is not held twice. */
	const char *line;
	size_t line_len;
	bool copied;
	struct num_span *nums;
	size_t nnums, nums_cap;
	size_t nums_bytes; /* sum of token lengths + 1 each */
	cJSON *walk[JSON_MAX_DEPTH];
};

/* cJSON hooks are process-wide; the arena to allocate from is per thread,
 * set by json_decode only around its parse. Outside it cJSON behaves as
 * with plain malloc/free, so other cJSON users are unaffected. */
static _Thread_local struct arena *current_arena;

/* The scratch copy of the line, made on the first rewrite. */
static char *writable(struct json_decoder *d)
{
	if (!d->copied) {
		xgrow((void **)&d->scratch, &d->scratch_cap, d->line_len + 1, 1);
		memcpy(d->scratch, d->line, d->line_len);
		d->scratch[d->line_len] = '\0';
		d->copied = true;
	}
	return d->scratch;
}
static pthread_once_t hooks_once = PTHREAD_ONCE_INIT;
/* For the rare long number token (shorten_number). */
static locale_t c_numeric;

static void *CJSON_CDECL hook_malloc(size_t n)
{
	if (current_arena)
		return arena_alloc(current_arena, n);
	return malloc(n);
}

static void CJSON_CDECL hook_free(void *p)
{
	/* Arena memory is released all at once by arena_reset. */
	if (!current_arena)
		free(p);
}

static void install_hooks(void)
{
	cJSON_Hooks h = {.malloc_fn = hook_malloc, .free_fn = hook_free};
	cJSON_InitHooks(&h);
	c_numeric = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
	if (c_numeric == (locale_t)0) {
		fprintf(stderr, "memgrep: cannot create the C locale\n");
		abort();
	}
}

struct json_decoder *json_decoder_new(void)
{
	pthread_once(&hooks_once, install_hooks);
	struct json_decoder *d = xcalloc(1, sizeof(struct json_decoder));
	/* Start with a full block, so the tree of an ordinary line fits in
	 * one from the first decode on. */
	arena_reserve(&d->arena, 64 * 1024);
	return d;
}

void json_decoder_free(struct json_decoder *d)
{
	if (!d)
		return;
	arena_free(&d->arena);
	free(d->scratch);
	free(d->nums);
	free(d);
}

/* ---- pass 1: validation ---- */

/* A string body s[start..end) that the tokenizer found to hold \u
 * escapes: cJSON would reject a lone surrogate, and cut a C string at
 * \u0000; each becomes \ufffd (U+FFFD keeps the text searchable) in the
 * decoder's copy of the line. */
static void fix_escapes(struct json_decoder *d, const unsigned char *s, size_t start, size_t end)
{
	for (size_t p = start; p < end; p++) {
		if (s[p] != '\\')
			continue;
		if (s[p + 1] != 'u') {
			p++;
			continue;
		}
		long cu = json_hex4(s + p + 2);
		if (cu >= 0xD800 && cu <= 0xDBFF && end - p >= 12 && s[p + 6] == '\\' && s[p + 7] == 'u') {
			long lo = json_hex4(s + p + 8);
			if (lo >= 0xDC00 && lo <= 0xDFFF) {
				p += 11;
				continue;
			}
		}
		if ((cu >= 0xD800 && cu <= 0xDFFF) || cu == 0)
			memcpy(writable(d) + p, "\\ufffd", 6);
		p += 5;
	}
}

/* A number token longer than cJSON can take: write its value back in at
 * most 24 bytes, padded with spaces (whitespace may follow any value
 * inside a container, and the top level is never a number). */
static void shorten_number(struct json_decoder *d, const unsigned char *s, size_t start, size_t n)
{
	char *tok = arena_strndup(&d->arena, (const char *)s + start, n);
	char buf[32];
	/* The C locale, so '.' is the decimal point both ways. */
	locale_t old = uselocale(c_numeric);
	double v = strtod(tok, NULL);
	int k = isinf(v) ? snprintf(buf, sizeof buf, "%s", v < 0 ? "-1e999" : "1e999")
			 : snprintf(buf, sizeof buf, "%.17g", v);
	uselocale(old);
	char *w = writable(d);
	memcpy(w + start, buf, (size_t)k);
	memset(w + start + k, ' ', n - (size_t)k);
}

/* Keeps the number token s[start..start+n) for its node's text; a long
 * one is written back shorter for cJSON. */
static void keep_number(struct json_decoder *d, const unsigned char *s, size_t start, size_t n)
{
	if (d->nnums == d->nums_cap)
		xgrow((void **)&d->nums, &d->nums_cap, d->nnums + 1, sizeof *d->nums);
	d->nums[d->nnums++] = (struct num_span){start, n};
	d->nums_bytes += n + 1;
	if (n > JSON_CJSON_NUMBER_MAX)
		shorten_number(d, s, start, n);
}

/* The whole grammar, by the tokenizer (base/json_tok.h, strict): one
 * object, then only whitespace. d->scratch already holds a copy of the
 * line; only lone surrogates, \u0000 and long numbers are rewritten. */
static bool validate(struct json_decoder *d, const unsigned char *s, size_t len)
{
	struct json_tok t;
	struct jt tk;
	json_tok_init(&t, (const char *)s, len, 0, 0, false);
	if (json_tok_next(&t, &tk) != JT_OBJECT)
		return false;
	for (;;) {
		switch (json_tok_next(&t, &tk)) {
		case JT_ERROR:
			return false;
		case JT_END:
			return json_skip_ws(s, len, t.p) == len;
		case JT_KEY:
		case JT_STRING:
			if (tk.u)
				fix_escapes(d, s, tk.start, tk.end);
			break;
		case JT_NUMBER:
			keep_number(d, s, tk.start, tk.end - tk.start);
			break;
		default:
			break;
		}
	}
}

/* ---- pass 2: cJSON and number texts ---- */

/* Gives each number node, in document order, the text of its token. Returns
 * false when the node and token counts differ. */
static bool attach_numbers(struct json_decoder *d, cJSON *root, const char *line)
{
	char *out = d->nnums ? arena_alloc(&d->arena, d->nums_bytes) : NULL;
	size_t k = 0, sp = 0;
	cJSON *n = root->child;
	for (;;) {
		while (n) {
			if (cJSON_IsNumber(n)) {
				if (k == d->nnums)
					return false;
				struct num_span t = d->nums[k++];
				memcpy(out, line + t.start, t.len);
				out[t.len] = '\0';
				n->valuestring = out;
				out += t.len + 1;
				n = n->next;
			} else if (n->child) {
				/* The validator bounds the depth, so walk[] has room. */
				d->walk[sp++] = n->next;
				n = n->child;
			} else {
				n = n->next;
			}
		}
		if (!sp)
			break;
		n = d->walk[--sp];
	}
	return k == d->nnums;
}

cJSON *json_decode(struct json_decoder *d, const char *line, size_t len)
{
	arena_reset(&d->arena);
	d->nnums = 0;
	d->nums_bytes = 0;
	d->line = line;
	d->line_len = len;
	d->copied = false;
	if (!validate(d, (const unsigned char *)line, len))
		return NULL;

	/* The validator accepted the whole line, so cJSON may stop at the
	 * end of the object: the line itself needs no NUL after it. */
	current_arena = &d->arena;
	cJSON *root = d->copied ? cJSON_ParseWithLengthOpts(d->scratch, len + 1, NULL, 1)
				: cJSON_ParseWithLengthOpts(line, len, NULL, 0);
	current_arena = NULL;
	/* The validator accepts exactly what cJSON accepts after the rewrite;
	 * a disagreement is a bug here, not bad input. */
	assert(root);
	if (!root)
		return NULL;
	bool ok = attach_numbers(d, root, line);
	assert(ok);
	return ok ? root : NULL;
}

/* ---- element spans of a valid document ---- */

/* The first byte of the value whose first token is tk (a string's quote). */
static size_t value_start(const struct jt *tk)
{
	return tk->start - (tk->type == JT_STRING);
}

/* The spans of the elements of the array whose '[' t has just read, into
 * *spans from index 0: how many, with *whole false when the array is cut
 * short (a fault before its ']'). */
static size_t array_elements(struct json_tok *t, struct json_span **spans, size_t *cap, bool *whole)
{
	struct jt tk;
	size_t n = 0;
	*whole = false;
	while (json_tok_next(t, &tk) != JT_ARRAY_END) {
		if (tk.type == JT_ERROR || tk.type == JT_END)
			return n;
		size_t start = value_start(&tk);
		if (json_tok_skip(t, &tk) == JT_ERROR)
			return n;
		size_t end = tk.type == JT_OBJECT_END || tk.type == JT_ARRAY_END
				 ? t->p
				 : tk.end + (tk.type == JT_STRING);
		xgrow((void **)spans, cap, n + 1, sizeof **spans);
		(*spans)[n++] = (struct json_span){start, end - start};
	}
	*whole = true;
	return n;
}

size_t json_member_elements(const char *doc, size_t len, const char *key, struct json_span **spans,
			    size_t *cap)
{
	struct json_tok t;
	struct jt tk;
	bool whole;
	json_tok_init(&t, doc, len, 0, 0, false);
	if (!key) {
		/* The root is the array: read whole or not at all, for it has
		 * not been read (nor checked) as a document before. */
		if (json_tok_next(&t, &tk) != JT_ARRAY)
			return 0;
		size_t n = array_elements(&t, spans, cap, &whole);
		return whole && json_tok_next(&t, &tk) == JT_END &&
			       json_skip_ws((const unsigned char *)doc, len, t.p) == len
			   ? n
			   : 0;
	}
	size_t n = 0, klen = strlen(key);
	if (json_tok_next(&t, &tk) != JT_OBJECT)
		return 0;
	/* A document read before is valid: a fault is a document cut short,
	 * and the elements found before it are kept. */
	while (json_tok_next(&t, &tk) == JT_KEY) {
		bool want = tk.end - tk.start == klen && memcmp(doc + tk.start, key, klen) == 0;
		if (json_tok_next(&t, &tk) == JT_ARRAY && want) {
			/* A repeated key: the last one counts. */
			n = array_elements(&t, spans, cap, &whole);
			if (!whole)
				return n;
		} else if (json_tok_skip(&t, &tk) == JT_ERROR) {
			return n;
		}
	}
	return n;
}

/* ---- accessors ---- */

cJSON *json_get(const cJSON *obj, const char *key)
{
	if (!cJSON_IsObject(obj))
		return NULL;
	cJSON *found = NULL;
	for (cJSON *c = obj->child; c; c = c->next)
		if (c->string && strcmp(c->string, key) == 0)
			found = c;
	return found;
}

const char *json_get_nonempty(const cJSON *obj, const char *key)
{
	const cJSON *v = json_get(obj, key);
	if (cJSON_IsString(v) && v->valuestring && v->valuestring[0])
		return v->valuestring;
	return NULL;
}

const char *json_number_text(const cJSON *num)
{
	return cJSON_IsNumber(num) ? num->valuestring : NULL;
}

void json_write_escaped(struct sbuf *b, const char *s, size_t len)
{
	size_t run = 0;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		sbuf_add(b, s + run, i - run);
		run = i + 1;
		switch (c) {
		case '"':
			sbuf_adds(b, "\\\"");
			break;
		case '\\':
			sbuf_adds(b, "\\\\");
			break;
		case '\n':
			sbuf_adds(b, "\\n");
			break;
		case '\r':
			sbuf_adds(b, "\\r");
			break;
		case '\t':
			sbuf_adds(b, "\\t");
			break;
		default:
			sbuf_printf(b, "\\u%04x", c);
		}
	}
	sbuf_add(b, s + run, len - run);
}

void json_write_string(struct sbuf *b, const char *s, size_t len)
{
	sbuf_addc(b, '"');
	json_write_escaped(b, s, len);
	sbuf_addc(b, '"');
}
