/* json_split (base/json_split.h): a document's array elements found in its
 * bytes fed in chunks of every size agree with json_member_elements over
 * the whole document, and the document is valid exactly when
 * json_decode (or, for a root array, json_member_elements) says so. */
#include "tests/unit/unit.h"
#include "base/json_line.h"
#include "base/json_split.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct got {
	struct json_split_elem v[64];
	char text[64][256];
	size_t n;
};

static void keep(void *arg, const struct json_split_elem *e, const char *bytes)
{
	struct got *g = arg;
	if (!e) {
		g->n = 0;
		return;
	}
	assert_true(g->n < 64);
	g->v[g->n] = *e;
	memcpy(g->text[g->n], bytes, e->len < 256 ? e->len : 256); /* the depth test's are longer */
	g->n++;
}

/* Feeds doc in chunks of `chunk` bytes; whether the document is valid. */
static bool split(const char *doc, size_t len, const char *key, size_t chunk, struct got *g,
		  struct json_decoder *d)
{
	struct json_split s;
	g->n = 0;
	json_split_init(&s, key, keep, g, NULL);
	for (size_t at = 0; at < len; at += chunk)
		json_split_feed(&s, doc + at, len - at < chunk ? len - at : chunk);
	bool ok = json_split_end(&s);
	if (ok && key)
		ok = json_decode(d, s.skel.data, s.skel.len) != NULL;
	json_split_free(&s);
	return ok;
}

static uint32_t line_at(const char *doc, size_t at)
{
	uint32_t n = 1;
	for (size_t i = 0; i < at; i++)
		n += doc[i] == '\n';
	return n;
}

/* Whether doc (key: an object; NULL: an array) is valid as the whole
 * reader has it, with its spans. */
static bool whole(const char *doc, size_t len, const char *key, struct json_decoder *d, struct json_span **sp,
		  size_t *cap, size_t *n)
{
	*n = json_member_elements(doc, len, key, sp, cap);
	if (key)
		return json_decode(d, doc, len) != NULL;
	size_t i = 0;
	while (i < len && strchr(" \t\r\n", doc[i]))
		i++;
	size_t j = i + 1;
	while (j < len && strchr(" \t\r\n", doc[j]))
		j++;
	bool empty = i < len && doc[i] == '[' && j < len && doc[j] == ']';
	for (j++; empty && j < len; j++)
		empty = strchr(" \t\r\n", doc[j]) != NULL;
	return *n > 0 || empty;
}

static void check(const char *doc, const char *key, struct json_decoder *d)
{
	struct json_span *sp = NULL;
	size_t cap = 0, n, len = strlen(doc);
	bool valid = whole(doc, len, key, d, &sp, &cap, &n);
	for (size_t chunk = 1; chunk <= len; chunk++) {
		struct got g;
		bool ok = split(doc, len, key, chunk, &g, d);
		if (ok != valid)
			fail_msg("%s (chunks of %zu): valid %d, split says %d", doc, chunk, valid, ok);
		if (!valid)
			continue;
		assert_int_equal(g.n, n);
		for (size_t i = 0; i < n; i++) {
			assert_int_equal(g.v[i].start, sp[i].start);
			assert_int_equal(g.v[i].len, sp[i].len);
			assert_int_equal(g.v[i].line, line_at(doc, sp[i].start));
			assert_memory_equal(g.text[i], doc + sp[i].start, sp[i].len);
		}
	}
	free(sp);
}

static void test_split_documents(void **state)
{
	(void)state;
	struct json_decoder *d = json_decoder_new();
	static const char *const objects[] = {
	    "{\n  \"sessionId\": \"s\",\n  \"x\": {\"messages\": [0]},\n"
	    "  \"messages\": [\n    {\"id\": \"a\", \"t\": \"]} \\\" [{\"},\n"
	    "    [1, {\"k\": []}] ,\"str,]\", -1.5e3, true, null\n  ],\n  \"summary\": \"z\"\n}\n",
	    "{\"messages\":[1,2],\"messages\":[{}]}",
	    "{\"messages\":[1,2],\"messages\":\"x\"}",
	    "{\"messag\\u0065s\":[1]}",
	    " {} ",
	    "{\"messages\":[]}",
	    "{\"a\":1,\"messages\":{\"b\":[2]}}",
	    "{\"messages\":[{\"role\":\"user\",\"content\":\"caf\xc3\xa9\"}],\"updated_at\":5}",
	    /* invalid: inside an element, between them, around the root */
	    "{\"messages\":[1,]}",
	    "{\"messages\":[1 2]}",
	    "{\"messages\":[{\"a\":1]]}",
	    "{\"messages\":[\"\x01\"]}",
	    "{\"messages\":[\"\xc3\"]}",
	    "{\"messages\":[01]}",
	    "{\"messages\":[tru]}",
	    "{\"messages\":[1]",
	    "{\"messages\":[1]} x",
	    "{\"messages\":[1]}}",
	    "{\"a\":,\"messages\":[1]}",
	    "{\"a\" 1}",
	    "{\"a\":1,}",
	    "[1]",
	    "\"messages\"",
	    "{\"messages\":[\"a\\q\"]}",
	    "{\"messages\":[{\"a\":1}:]}",
	};
	for (size_t i = 0; i < sizeof objects / sizeof *objects; i++)
		check(objects[i], "messages", d);
	static const char *const arrays[] = {
	    "[]",
	    " [ ] \n",
	    "[\n{\"role\":\"user\"},\n {\"a\":[1,{\"b\":\"]\"}]}\n]\n",
	    "[1,\"x\",null]",
	    "[1,]",
	    "[",
	    "[1] 2",
	    "[{]",
	    "[\"\\u12\"]",
	    "[1]]",
	    "{\"messages\":[1]}",
	};
	for (size_t i = 0; i < sizeof arrays / sizeof *arrays; i++)
		check(arrays[i], NULL, d);
	/* The depth limit counts the root and the array around an element. */
	for (size_t depth = 996; depth <= 999; depth++) {
		char *doc = xmalloc(2 * depth + 32);
		size_t k = (size_t)sprintf(doc, "{\"messages\":[");
		memset(doc + k, '[', depth);
		memset(doc + k + depth, ']', depth);
		strcpy(doc + k + 2 * depth, "]}");
		struct got g;
		bool valid = json_decode(d, doc, strlen(doc)) != NULL;
		assert_int_equal(split(doc, strlen(doc), "messages", 4096, &g, d), valid);
		if (depth == 996 || depth == 999)
			assert_int_equal(valid, depth == 996);
		free(doc);
	}
	json_decoder_free(d);
}

const struct CMUnitTest json_split_tests[] = {
    cmocka_unit_test(test_split_documents),
};
const size_t json_split_tests_n = sizeof json_split_tests / sizeof *json_split_tests;
