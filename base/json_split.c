/* json_split: a document's array elements from its bytes read in chunks
 * (base/json_split.h). A byte-level state machine walks the root; a value
 * is delimited leniently (strings, escapes and brackets followed), then
 * checked strictly on its own by json_tok: in a valid document the
 * lenient walk finds exactly the values a strict reader finds, and an
 * invalid one fails a check, so the document is valid exactly when every
 * piece is. Runs of bytes are appended whole, not byte by byte. */
#include "base/json_split.h"

#include <string.h>

#include "base/json_tok.h"
#include "base/long_line.h"

enum {
	S_START,     /* before the root */
	S_KEY0,	     /* after the root's '{': a member or '}' */
	S_KEY,	     /* after a ',' of the root: a member */
	S_NAME,	     /* in a member's name */
	S_COLON,     /* after a member's name */
	S_VALUE,     /* after a member's ':' */
	S_COPY,	     /* in a member's value, copied to the skeleton */
	S_OBJ_AFTER, /* after a member's value: ',' or '}' */
	S_ARR0,	     /* after the array's '[': an element or ']' */
	S_ARR,	     /* after a ',' of the array: an element */
	S_ELEM,	     /* in an element */
	S_ARR_AFTER, /* after an element: ',' or ']' */
	S_DONE,	     /* after the root: whitespace only */
};

void json_split_init(struct json_split *s, const char *key, json_split_fn fn, void *arg, bool *long_held)
{
	memset(s, 0, sizeof *s);
	s->key = key;
	s->klen = key ? strlen(key) : 0;
	s->fn = fn;
	s->arg = arg;
	s->long_held = long_held;
	s->line = 1;
}

void json_split_free(struct json_split *s)
{
	sbuf_free(&s->elem);
	sbuf_free(&s->name);
	sbuf_free(&s->skel);
}

static bool is_ws(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Whether p[0..n) is one JSON value, strictly, inside `outer` containers. */
static bool valid_value(const char *p, size_t n, size_t outer)
{
	struct json_tok t;
	struct jt tk;
	enum jt_type k;
	json_tok_init(&t, p, n, 0, outer, false);
	while ((k = json_tok_next(&t, &tk)) != JT_END)
		if (k == JT_ERROR)
			return false;
	return json_skip_ws((const unsigned char *)p, n, t.p) == n;
}

/* Starts a value at its first byte c: a container, a string or a
 * scalar (which ends before the next delimiter). */
static void value_begin(struct json_split *s, char c)
{
	s->in_string = c == '"';
	s->esc = false;
	s->depth = c == '{' || c == '[';
}

/* Past the value's bytes in p[i..n): the index where it ends (past its
 * last byte), or n when it goes on; *done says whether it ended. */
static size_t value_walk(struct json_split *s, const char *p, size_t i, size_t n, bool *done)
{
	bool scalar = !s->in_string && s->depth == 0;
	*done = false;
	for (; i < n; i++) {
		char c = p[i];
		if (s->in_string) {
			if (s->esc) {
				s->esc = false;
				continue;
			}
			while (i < n && p[i] != '"' && p[i] != '\\')
				i++;
			if (i == n)
				return n;
			if (p[i] == '\\') {
				s->esc = true;
				continue;
			}
			s->in_string = false;
			if (s->depth == 0) {
				*done = true;
				return i + 1;
			}
			continue;
		}
		if (scalar) {
			if (is_ws(c) || c == ',' || c == ']' || c == '}') {
				*done = true;
				return i;
			}
			continue;
		}
		if (c == '\n')
			s->line++;
		else if (c == '"')
			s->in_string = true;
		else if (c == '{' || c == '[')
			s->depth++;
		else if ((c == '}' || c == ']') && --s->depth == 0) {
			*done = true;
			return i + 1;
		}
	}
	return n;
}

/* Appends p[from..to) to the element or the skeleton. */
static void take(struct json_split *s, struct sbuf *to_buf, const char *p, size_t from, size_t to)
{
	sbuf_add(to_buf, p + from, to - from);
	if (to_buf == &s->elem && s->elem.len >= LONG_LINE && s->long_held)
		long_line_take(s->long_held);
}

/* The element just read, checked and handed over. */
static void elem_end(struct json_split *s)
{
	s->cur.len = s->elem.len;
	if (!valid_value(s->elem.data, s->elem.len, s->key ? 2 : 1)) {
		s->failed = true;
		return;
	}
	s->fn(s->arg, &s->cur, s->elem.data);
	sbuf_reset(&s->elem);
	s->state = S_ARR_AFTER;
}

/* In a value (S_COPY or S_ELEM) from p[i]: the index after what it
 * took. */
static size_t in_value(struct json_split *s, const char *p, size_t i, size_t n)
{
	bool done;
	size_t e = value_walk(s, p, i, n, &done);
	take(s, s->state == S_ELEM ? &s->elem : &s->skel, p, i, e);
	if (done && s->state == S_ELEM)
		elem_end(s);
	else if (done)
		s->state = S_OBJ_AFTER;
	return e;
}

/* The first byte c of a value at p[i] in state S_VALUE, S_ARR0 or S_ARR. */
static size_t value_first(struct json_split *s, const char *p, size_t i, size_t n)
{
	char c = p[i];
	if (s->state == S_VALUE && !(s->want && c == '[')) {
		value_begin(s, c);
		s->state = S_COPY;
		if (c != '"' && c != '{' && c != '[')
			return in_value(s, p, i, n);
		take(s, &s->skel, p, i, i + 1);
		return in_value(s, p, i + 1, n);
	}
	if (s->state == S_VALUE) {
		/* The array: its elements are given, the skeleton has it empty;
		 * a later one replaces them. */
		sbuf_adds(&s->skel, "[]");
		s->fn(s->arg, NULL, NULL);
		s->state = S_ARR0;
		return i + 1;
	}
	if (c == ']' && s->state == S_ARR0) {
		s->state = s->key ? S_OBJ_AFTER : S_DONE;
		return i + 1;
	}
	value_begin(s, c);
	s->state = S_ELEM;
	s->cur = (struct json_split_elem){.start = s->pos + i, .line = s->line};
	if (c != '"' && c != '{' && c != '[')
		return in_value(s, p, i, n);
	take(s, &s->elem, p, i, i + 1);
	return in_value(s, p, i + 1, n);
}

/* A member's name from p[i] (past its opening quote). */
static size_t in_name(struct json_split *s, const char *p, size_t i, size_t n)
{
	size_t j = i;
	for (; j < n; j++) {
		if (s->esc)
			s->esc = false;
		else if (p[j] == '\\')
			s->esc = true;
		else if (p[j] == '"')
			break;
	}
	sbuf_add(&s->name, p + i, j - i);
	if (j == n)
		return n;
	sbuf_add(&s->skel, s->name.data, s->name.len);
	sbuf_addc(&s->skel, '"');
	s->want = s->key && s->name.len == s->klen && memcmp(s->name.data, s->key, s->klen) == 0;
	s->state = S_COLON;
	return j + 1;
}

/* A structural byte c (not whitespace) in a state between values: the
 * next state, or false when it does not belong there. */
static bool structural(struct json_split *s, char c)
{
	/* The root object's own bytes go to the skeleton; the array's
	 * commas and closing do not (it is written `[]` there). */
	bool own = s->key && s->state != S_ARR_AFTER;
	switch (s->state) {
	case S_START:
		if (c == '[' && !s->key)
			s->state = S_ARR0;
		else if (c == '{' && s->key)
			s->state = S_KEY0;
		else
			return false;
		break;
	case S_KEY0:
	case S_KEY:
		if (c == '}' && s->state == S_KEY0) {
			s->state = S_DONE;
		} else if (c == '"') {
			sbuf_reset(&s->name);
			s->esc = false;
			s->state = S_NAME;
		} else {
			return false;
		}
		break;
	case S_COLON:
		if (c != ':')
			return false;
		s->state = S_VALUE;
		break;
	case S_OBJ_AFTER:
		if (c != ',' && c != '}')
			return false;
		s->state = c == ',' ? S_KEY : S_DONE;
		break;
	case S_ARR_AFTER:
		if (c != ',' && c != ']')
			return false;
		s->state = c == ',' ? S_ARR : s->key ? S_OBJ_AFTER : S_DONE;
		break;
	default:
		return false;
	}
	if (own)
		sbuf_addc(&s->skel, c);
	return true;
}

void json_split_feed(struct json_split *s, const char *p, size_t n)
{
	size_t i = 0;
	while (i < n && !s->failed) {
		if (s->state == S_NAME) {
			i = in_name(s, p, i, n);
		} else if (s->state == S_COPY || s->state == S_ELEM) {
			i = in_value(s, p, i, n);
		} else if (is_ws(p[i])) {
			s->line += p[i] == '\n';
			i++;
		} else if (s->state == S_VALUE || s->state == S_ARR0 || s->state == S_ARR) {
			i = value_first(s, p, i, n);
		} else if (structural(s, p[i])) {
			i++;
		} else {
			s->failed = true;
		}
	}
	s->pos += n;
}

bool json_split_end(struct json_split *s)
{
	/* Anything but a closed root is a document cut short. */
	return !s->failed && s->state == S_DONE;
}
