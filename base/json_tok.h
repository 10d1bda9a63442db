/* json_tok: the one JSON tokenizer of memgrep, a pull tokenizer over the
 * bytes of one value (a line's object, a member's value): json_tok_next
 * gives its tokens in order: an object's or array's opening and closing,
 * a member's key, and scalars (a string's body, without its quotes; a
 * number's, true's, false's or null's bytes), then JT_END once the value is
 * whole. It never allocates and never copies: a token is a span of the
 * input. Every JSON reader of memgrep goes through it: the validator of
 * json_line.c, the fast decoder (sources/fast_decode.c), the partial reader
 * (stages/output/partial_read.c) and the prefilter's second look
 * (stages/prefilter.c), which is why its loops are inline.
 *
 * Two modes:
 *   strict   RFC 8259 as json_line.c has always accepted it: strings of
 *            valid UTF-8 (no BOM inside) with only JSON's escapes and no
 *            raw control character, numbers by its grammar, commas and
 *            colons where they belong, at most JSON_TOK_DEPTH containers
 *            open (cJSON's limit);
 *   lenient  the prefilter's second look on raw lines it must judge fast,
 *            never wrongly: a string runs to the next quote after an even
 *            run of backslashes, a scalar to the next of ` \t\r,:]}`,
 *            commas and colons are skipped wherever they stand, a closing
 *            bracket closes whatever is open, and at most JT_LENIENT_DEPTH
 *            containers are open; JT_END comes at the end of the input
 *            (json_tok_closed says whether every container was closed).
 * A fault is JT_ERROR, after which the tokenizer gives JT_ERROR again. */
#ifndef MEMGREP_JSON_TOK_H
#define MEMGREP_JSON_TOK_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "base/json_lex.h"

/* The most containers open at once: cJSON's limit (strict), the second
 * look's (lenient). */
#define JSON_TOK_DEPTH	 CJSON_NESTING_LIMIT
#define JT_LENIENT_DEPTH 64

enum jt_type {
	JT_ERROR,
	JT_END,
	JT_OBJECT,
	JT_OBJECT_END,
	JT_ARRAY,
	JT_ARRAY_END,
	JT_KEY, /* a member's name: start/end its body */
	JT_STRING,
	JT_NUMBER,
	JT_TRUE,
	JT_FALSE,
	JT_NULL,
};

struct jt {
	enum jt_type type;
	size_t start, end; /* a string's or key's body; else the token's bytes */
	bool esc;	   /* a string or key with a backslash in it */
	bool u;		   /* strict: with a \u escape in it */
	/* Strict, with json_tok.out set: a string's or key's text, unescaped
	 * there (NUL-terminated), and its length. */
	const char *text;
	size_t tlen;
};

struct json_tok {
	const unsigned char *s;
	size_t len, p;
	size_t depth, outer; /* open containers here, and around the value */
	enum { JS_VALUE, JS_KEY, JS_AFTER, JS_DONE, JS_FAILED } state;
	bool first; /* just opened: its closing may come */
	bool lenient;
	/* Strict: when set, each string and key is unescaped here as it is
	 * checked (json_tok_copy) and out moves past it; a caller that sets
	 * it gives room for what the rest of the input can hold (its length
	 * + 17 bytes: a text is never longer than its literal). */
	char *out;
	bool object[JSON_TOK_DEPTH];
};

/* Starts tokenizing the value at s[p] (strict: whitespace before it is
 * skipped), which sits inside `outer` open containers (their number counts
 * toward the depth limit). */
static inline void json_tok_init(struct json_tok *t, const char *s, size_t len, size_t p, size_t outer,
				 bool lenient)
{
	t->s = (const unsigned char *)s;
	t->len = len;
	t->p = p;
	t->depth = 0;
	t->outer = outer;
	t->state = JS_VALUE;
	t->first = false;
	t->lenient = lenient;
	t->out = NULL;
}

/* One escape at s[p] ('\\'): the position after it, or 0 when malformed.
 * A surrogate pair is two escapes like any other. */
static inline size_t json_tok_escape(const unsigned char *s, size_t len, size_t p, bool *u)
{
	if (len - p < 2)
		return 0;
	switch (s[p + 1]) {
	case '"':
	case '\\':
	case '/':
	case 'b':
	case 'f':
	case 'n':
	case 'r':
	case 't':
		return p + 2;
	case 'u':
		*u = true;
		return len - p >= 6 && json_hex4(s + p + 2) >= 0 ? p + 6 : 0;
	default:
		return 0;
	}
}

/* Checks the string body from s[p] (just past the opening quote); returns
 * the position after the closing quote, or 0 when malformed. Sets *esc when
 * the body has a backslash, *u when it has a \u escape. With SSE2, the
 * special bytes of sixteen at a time are found once, then taken in order:
 * an escape or a UTF-8 sequence consumes the bits of its bytes, and a chunk
 * is loaded again only when one runs past its end. */
static inline size_t json_tok_string(const unsigned char *s, size_t len, size_t p, bool *esc, bool *u)
{
#if defined(__SSE2__)
	const __m128i quote = _mm_set1_epi8('"'), bslash = _mm_set1_epi8('\\'), space = _mm_set1_epi8(0x20);
	while (len - p >= 16) {
		__m128i v = _mm_loadu_si128((const __m128i *)(const void *)(s + p));
		unsigned q = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, quote));
		unsigned b = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, bslash));
		unsigned m = q | b | (unsigned)_mm_movemask_epi8(_mm_cmplt_epi8(v, space));
		size_t next = p + 16;
		while (m) {
			unsigned i = (unsigned)__builtin_ctz(m), bit = 1u << i;
			size_t at = p + i;
			if (q & bit)
				return at + 1;
			if (b & bit) {
				*esc = true;
				next = json_tok_escape(s, len, at, u);
			} else if (s[at] >= 0x80) {
				size_t n = json_utf8_seq(s, len, at);
				next = n ? at + n : 0;
			} else {
				return 0; /* a raw control character */
			}
			if (!next)
				return 0;
			if (next >= p + 16)
				break;
			m &= ~0u << (next - p);
		}
		p = next > p + 16 ? next : p + 16;
	}
#endif
	for (;;) {
		while (p < len && s[p] >= 0x20 && s[p] < 0x80 && s[p] != '"' && s[p] != '\\')
			p++;
		if (p >= len)
			return 0;
		unsigned char c = s[p];
		if (c == '"')
			return p + 1;
		if (c >= 0x80) {
			size_t n = json_utf8_seq(s, len, p);
			if (!n)
				return 0;
			p += n;
			continue;
		}
		if (c != '\\')
			return 0; /* a raw control character */
		*esc = true;
		p = json_tok_escape(s, len, p, u);
		if (!p)
			return 0;
	}
}

/* UTF-8 of code point cp at o: its length. */
static inline size_t json_tok_utf8(char *o, uint32_t cp)
{
	if (cp < 0x80) {
		o[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		o[0] = (char)(0xC0 | cp >> 6);
		o[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		o[0] = (char)(0xE0 | cp >> 12);
		o[1] = (char)(0x80 | (cp >> 6 & 0x3F));
		o[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	o[0] = (char)(0xF0 | cp >> 18);
	o[1] = (char)(0x80 | (cp >> 12 & 0x3F));
	o[2] = (char)(0x80 | (cp >> 6 & 0x3F));
	o[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

/* The code point of the \u escape at s[0..n) (n >= 6): a surrogate pair
 * (12 bytes) is one; a lone or reversed surrogate, and \u0000, are U+FFFD
 * (as json_line.c rewrites them for cJSON). Sets *used. */
static inline uint32_t json_tok_u_escape(const unsigned char *s, size_t n, size_t *used)
{
	long cu = json_hex4(s + 2);
	*used = 6;
	if (cu >= 0xD800 && cu <= 0xDBFF && n >= 12 && s[6] == '\\' && s[7] == 'u') {
		long lo = json_hex4(s + 8);
		if (lo >= 0xDC00 && lo <= 0xDFFF) {
			*used = 12;
			return 0x10000 + (uint32_t)(((cu & 0x3FF) << 10) | (lo & 0x3FF));
		}
	}
	if ((cu >= 0xD800 && cu <= 0xDFFF) || cu == 0)
		return 0xFFFD;
	return (uint32_t)cu;
}

/* Checks the string body from s[p] as json_tok_string does and writes its
 * text, unescaped, to out, NUL-terminated. A text is never longer than its
 * literal and sixteen bytes are copied at a time only while sixteen are
 * left to read, so what is written stays within the smaller of len - p
 * bytes and the body's length + 17. Returns the position after the closing
 * quote, or 0 when malformed; sets *olen to the text's length and *esc
 * when the body has a backslash. */
static inline size_t json_tok_copy(const unsigned char *s, size_t len, size_t p, char *out, size_t *olen,
				   bool *esc)
{
	static const char escaped[256] = {['"'] = '"',	['\\'] = '\\', ['/'] = '/',  ['b'] = '\b',
					  ['f'] = '\f', ['n'] = '\n',  ['r'] = '\r', ['t'] = '\t'};
	char *o = out;
	unsigned char c;
	for (;;) {
#if defined(__SSE2__)
		const __m128i quote = _mm_set1_epi8('"'), bslash = _mm_set1_epi8('\\'),
			      space = _mm_set1_epi8(0x20);
		while (len - p >= 16) {
			__m128i v = _mm_loadu_si128((const __m128i *)(const void *)(s + p));
			_mm_storeu_si128((__m128i *)(void *)o, v);
			__m128i m =
			    _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, bslash)),
					 _mm_cmplt_epi8(v, space));
			unsigned mask = (unsigned)_mm_movemask_epi8(m);
			if (mask) {
				size_t i = (size_t)__builtin_ctz(mask);
				p += i;
				o += i;
				goto special;
			}
			p += 16;
			o += 16;
		}
#endif
		while (p < len && s[p] >= 0x20 && s[p] < 0x80 && s[p] != '"' && s[p] != '\\')
			*o++ = (char)s[p++];
		if (p >= len)
			return 0;
#if defined(__SSE2__)
	special:
#endif
		c = s[p];
		if (c == '"') {
			*o = '\0';
			*olen = (size_t)(o - out);
			return p + 1;
		}
		if (c >= 0x80) {
			size_t n = json_utf8_seq(s, len, p);
			if (!n)
				return 0;
			memcpy(o, s + p, n);
			o += n;
			p += n;
			continue;
		}
		if (c != '\\' || len - p < 2)
			return 0;
		*esc = true;
		unsigned char e = s[p + 1];
		if (e != 'u') {
			if (!escaped[e])
				return 0;
			*o++ = escaped[e];
			p += 2;
			continue;
		}
		if (len - p < 6 || json_hex4(s + p + 2) < 0)
			return 0;
		size_t used;
		o += json_tok_utf8(o, json_tok_u_escape(s + p, len - p, &used));
		p += used;
	}
}

/* A string's or key's body from s[p] (past its quote) into tk, copied to
 * t->out when it is set: the position after its closing quote, or 0. */
static inline size_t json_tok_body(struct json_tok *t, struct jt *tk, size_t p)
{
	tk->start = p;
	size_t e;
	if (t->out) {
		e = json_tok_copy(t->s, t->len, p, t->out, &tk->tlen, &tk->esc);
		tk->text = t->out;
		if (e)
			t->out += tk->tlen + 1;
	} else {
		tk->text = NULL;
		e = json_tok_string(t->s, t->len, p, &tk->esc, &tk->u);
	}
	tk->end = e ? e - 1 : p;
	return e;
}

/* Lenient: past the closing quote of the string whose body starts at
 * s[start] (the next '"' after an even run of backslashes), or 0 when the
 * input ends first. Sets *esc when the body has a backslash. */
static inline size_t json_tok_loose_string(const unsigned char *s, size_t len, size_t start, bool *esc)
{
	for (size_t i = start;;) {
		const unsigned char *q = memchr(s + i, '"', len - i);
		if (!q)
			return 0;
		size_t k = (size_t)(q - s), bs = 0;
		while (k - bs > start && s[k - bs - 1] == '\\')
			bs++;
		i = k + 1;
		if (bs % 2 == 0) {
			*esc = memchr(s + start, '\\', k - start) != NULL;
			return i;
		}
	}
}

/* Fails the tokenizer: JT_ERROR from now on. */
static inline enum jt_type json_tok_fail(struct json_tok *t, struct jt *tk)
{
	t->state = JS_FAILED;
	tk->type = JT_ERROR;
	return JT_ERROR;
}

/* Lenient: the next token (see the header). */
static inline enum jt_type json_tok_next_lenient(struct json_tok *t, struct jt *tk)
{
	const unsigned char *s = t->s;
	size_t len = t->len, p = t->p;
	if (t->state == JS_FAILED)
		return json_tok_fail(t, tk);
	while (p < len && (s[p] == ' ' || s[p] == '\t' || s[p] == '\r' || s[p] == ',' || s[p] == ':'))
		p++;
	tk->esc = tk->u = false;
	tk->start = p;
	if (p >= len) {
		t->p = p;
		tk->type = JT_END;
		return JT_END;
	}
	unsigned char c = s[p];
	bool in_object = t->depth > 0 && t->object[t->depth - 1];
	if (c == '{' || c == '[') {
		if (t->depth == JT_LENIENT_DEPTH)
			return json_tok_fail(t, tk);
		t->object[t->depth++] = c == '{';
		t->state = c == '{' ? JS_KEY : JS_VALUE;
		t->p = tk->end = p + 1;
		return tk->type = c == '{' ? JT_OBJECT : JT_ARRAY;
	}
	if (c == '}' || c == ']') {
		if (t->depth == 0)
			return json_tok_fail(t, tk);
		t->depth--;
		t->state = t->depth > 0 && t->object[t->depth - 1] ? JS_KEY : JS_VALUE;
		t->p = tk->end = p + 1;
		return tk->type = c == '}' ? JT_OBJECT_END : JT_ARRAY_END;
	}
	if (c == '"') {
		size_t e = json_tok_loose_string(s, len, p + 1, &tk->esc);
		if (!e)
			return json_tok_fail(t, tk);
		tk->start = p + 1;
		tk->end = e - 1;
		t->p = e;
		bool key = in_object && t->state == JS_KEY;
		t->state = in_object && !key ? JS_KEY : JS_VALUE;
		return tk->type = key ? JT_KEY : JT_STRING;
	}
	while (p < len && !strchr(" \t\r,:]}", s[p]))
		p++;
	if (p == tk->start)
		return json_tok_fail(t, tk);
	t->p = tk->end = p;
	t->state = in_object ? JS_KEY : JS_VALUE;
	return tk->type = c == 't' ? JT_TRUE : c == 'f' ? JT_FALSE : c == 'n' ? JT_NULL : JT_NUMBER;
}

/* Strict: the scalar or opening at s[p], a value's first byte. */
static inline enum jt_type json_tok_value(struct json_tok *t, struct jt *tk, size_t p)
{
	const unsigned char *s = t->s;
	size_t len = t->len, e = 0;
	tk->start = p;
	if (p >= len)
		return json_tok_fail(t, tk);
	switch (s[p]) {
	case '{':
	case '[':
		if (t->outer + t->depth == JSON_TOK_DEPTH)
			return json_tok_fail(t, tk);
		t->object[t->depth++] = s[p] == '{';
		t->state = s[p] == '{' ? JS_KEY : JS_VALUE;
		t->first = true;
		t->p = tk->end = p + 1;
		return tk->type = s[p] == '{' ? JT_OBJECT : JT_ARRAY;
	case '"':
		e = json_tok_body(t, tk, p + 1);
		tk->type = JT_STRING;
		break;
	case 't':
		e = len - p >= 4 && memcmp(s + p, "true", 4) == 0 ? p + 4 : 0;
		tk->type = JT_TRUE;
		break;
	case 'f':
		e = len - p >= 5 && memcmp(s + p, "false", 5) == 0 ? p + 5 : 0;
		tk->type = JT_FALSE;
		break;
	case 'n':
		e = len - p >= 4 && memcmp(s + p, "null", 4) == 0 ? p + 4 : 0;
		tk->type = JT_NULL;
		break;
	default:
		e = json_number_end(s, len, p);
		tk->type = JT_NUMBER;
		tk->end = e;
		break;
	}
	if (!e)
		return json_tok_fail(t, tk);
	if (tk->type != JT_STRING)
		tk->end = e;
	t->p = e;
	t->state = JS_AFTER;
	return tk->type;
}

/* The next token of the value (see the header). */
static inline enum jt_type json_tok_next(struct json_tok *t, struct jt *tk)
{
	if (t->lenient)
		return json_tok_next_lenient(t, tk);
	const unsigned char *s = t->s;
	size_t len = t->len;
	tk->esc = tk->u = false;
	for (;;) {
		size_t p = json_skip_ws(s, len, t->p);
		switch (t->state) {
		case JS_VALUE:
			if (t->first && p < len && s[p] == ']')
				goto close;
			t->first = false;
			return json_tok_value(t, tk, p);
		case JS_KEY:
			if (t->first && p < len && s[p] == '}')
				goto close;
			t->first = false;
			if (p >= len || s[p] != '"')
				return json_tok_fail(t, tk);
			p = json_tok_body(t, tk, p + 1);
			if (!p)
				return json_tok_fail(t, tk);
			p = json_skip_ws(s, len, p);
			if (p >= len || s[p] != ':')
				return json_tok_fail(t, tk);
			t->p = p + 1;
			t->state = JS_VALUE;
			return tk->type = JT_KEY;
		case JS_AFTER:
			if (t->depth == 0) {
				t->state = JS_DONE;
				tk->start = tk->end = t->p;
				return tk->type = JT_END;
			}
			if (p < len && s[p] == ',') {
				t->p = p + 1;
				t->state = t->object[t->depth - 1] ? JS_KEY : JS_VALUE;
				continue;
			}
			if (p < len && s[p] == (t->object[t->depth - 1] ? '}' : ']'))
				goto close;
			return json_tok_fail(t, tk);
		case JS_DONE:
			tk->start = tk->end = t->p;
			return tk->type = JT_END;
		case JS_FAILED:
			return json_tok_fail(t, tk);
		}
		return json_tok_fail(t, tk);
	close:
		t->first = false;
		t->depth--;
		t->state = JS_AFTER;
		tk->start = p;
		t->p = tk->end = p + 1;
		return tk->type = s[p] == '}' ? JT_OBJECT_END : JT_ARRAY_END;
	}
}

/* After tk (an opening just read), skips to past its container's closing:
 * its last token; JT_ERROR when the input is malformed. After any other
 * token there is nothing to skip. */
static inline enum jt_type json_tok_skip(struct json_tok *t, struct jt *tk)
{
	if (tk->type != JT_OBJECT && tk->type != JT_ARRAY)
		return tk->type;
	size_t depth = t->depth - 1;
	enum jt_type k;
	while ((k = json_tok_next(t, tk)) != JT_ERROR && k != JT_END)
		if ((k == JT_OBJECT_END || k == JT_ARRAY_END) && t->depth == depth)
			return k;
	return json_tok_fail(t, tk);
}

/* Lenient: whether every container opened was closed (at JT_END). */
static inline bool json_tok_closed(const struct json_tok *t)
{
	return t->depth == 0;
}

#endif
