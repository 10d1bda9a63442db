/* Unit tests for stages/json_line: what counts as a valid line
 * (docs/reference.md §2), what the decoded tree holds (surrogates, repeated
 * keys, numbers as written) and how long a tree lives. */
#include "tests/unit/unit.h"

#include "base/json_line.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Decodes a NUL-terminated literal. */
static cJSON *dec(struct json_decoder *d, const char *s)
{
	return json_decode(d, s, strlen(s));
}

/* The string value of obj[key], failing the test when it is not a string. */
static const char *str_of(const cJSON *obj, const char *key)
{
	cJSON *v = json_get(obj, key);
	assert_non_null(v);
	assert_true(cJSON_IsString(v));
	return v->valuestring;
}

static const char claude_user[] =
    "{\"parentUuid\":null,\"isSidechain\":false,\"userType\":\"external\","
    "\"cwd\":\"/home/ana/proj\",\"sessionId\":\"5f1c2d3e-aaaa-bbbb-cccc-0123456789ab\","
    "\"version\":\"1.0.51\",\"gitBranch\":\"main\",\"type\":\"user\","
    "\"message\":{\"role\":\"user\",\"content\":\"Fix the caf\xc3\xa9 \\\"menu\\\" bug\\nplease\"},"
    "\"uuid\":\"11111111-2222-3333-4444-555555555555\",\"timestamp\":\"2025-07-01T10:20:30.123Z\"}";

static const char claude_assistant[] =
    "{\"parentUuid\":\"11111111-2222-3333-4444-555555555555\",\"isSidechain\":false,"
    "\"cwd\":\"/home/ana/proj\",\"sessionId\":\"5f1c2d3e-aaaa-bbbb-cccc-0123456789ab\","
    "\"message\":{\"id\":\"msg_01\",\"type\":\"message\",\"role\":\"assistant\","
    "\"model\":\"claude-sonnet-4\",\"content\":["
    "{\"type\":\"thinking\",\"thinking\":\"Look at menu.py\",\"signature\":\"\"},"
    "{\"type\":\"text\",\"text\":\"I'll read it.\"},"
    "{\"type\":\"tool_use\",\"id\":\"toolu_01\",\"name\":\"Read\","
    "\"input\":{\"file_path\":\"/home/ana/proj/menu.py\",\"limit\":200,\"offset\":1.0}}],"
    "\"stop_reason\":null,\"usage\":{\"input_tokens\":4,\"output_tokens\":120}},"
    "\"type\":\"assistant\",\"uuid\":\"66666666-7777-8888-9999-000000000000\","
    "\"timestamp\":\"2025-07-01T10:20:31Z\",\"isMeta\":true}";

static void test_claude_lines(void **state)
{
	struct json_decoder *d = json_decoder_new();
	cJSON *r = dec(d, claude_user);
	assert_non_null(r);
	assert_string_equal(str_of(r, "type"), "user");
	assert_string_equal(json_get_nonempty(r, "cwd"), "/home/ana/proj");
	assert_string_equal(json_get_nonempty(r, "sessionId"), "5f1c2d3e-aaaa-bbbb-cccc-0123456789ab");
	assert_string_equal(str_of(r, "timestamp"), "2025-07-01T10:20:30.123Z");
	assert_true(cJSON_IsNull(json_get(r, "parentUuid")));
	assert_true(cJSON_IsFalse(json_get(r, "isSidechain")));
	cJSON *msg = json_get(r, "message");
	assert_true(cJSON_IsObject(msg));
	assert_string_equal(str_of(msg, "content"), "Fix the caf\xc3\xa9 \"menu\" bug\nplease");

	r = dec(d, claude_assistant);
	assert_non_null(r);
	assert_true(cJSON_IsTrue(json_get(r, "isMeta")));
	msg = json_get(r, "message");
	cJSON *content = json_get(msg, "content");
	assert_true(cJSON_IsArray(content));
	assert_int_equal(cJSON_GetArraySize(content), 3);
	cJSON *b0 = cJSON_GetArrayItem(content, 0), *b1 = cJSON_GetArrayItem(content, 1);
	cJSON *b2 = cJSON_GetArrayItem(content, 2);
	assert_string_equal(str_of(b0, "thinking"), "Look at menu.py");
	assert_null(json_get_nonempty(b0, "signature")); /* empty string */
	assert_string_equal(str_of(b1, "text"), "I'll read it.");
	assert_string_equal(json_get_nonempty(b2, "name"), "Read");
	cJSON *input = json_get(b2, "input");
	assert_string_equal(json_number_text(json_get(input, "limit")), "200");
	assert_string_equal(json_number_text(json_get(input, "offset")), "1.0");
	assert_true(json_get(input, "offset")->valuedouble == 1.0);
	cJSON *usage = json_get(msg, "usage");
	assert_string_equal(json_number_text(json_get(usage, "output_tokens")), "120");
	assert_int_equal(json_get(usage, "output_tokens")->valueint, 120);
	json_decoder_free(d);
}

static void test_accessors_edge(void **state)
{
	struct json_decoder *d = json_decoder_new();
	cJSON *r = dec(d, "{\"s\":\"\",\"n\":5,\"o\":{},\"a\":[\"x\"],\"Key\":\"v\"}");
	assert_non_null(r);
	assert_null(json_get_nonempty(r, "s"));
	assert_null(json_get_nonempty(r, "n"));
	assert_null(json_get_nonempty(r, "o"));
	assert_null(json_get_nonempty(r, "missing"));
	assert_null(json_get(r, "key")); /* case-sensitive */
	assert_string_equal(json_get_nonempty(r, "Key"), "v");
	assert_null(json_get(json_get(r, "a"), "x")); /* not an object */
	assert_null(json_get(NULL, "x"));
	assert_null(json_get_nonempty(NULL, "x"));
	assert_null(json_number_text(json_get(r, "s")));
	assert_null(json_number_text(NULL));
	json_decoder_free(d);
	json_decoder_free(NULL);
}

static void test_repeated_key_last(void **state)
{
	struct json_decoder *d = json_decoder_new();
	cJSON *r = dec(d, "{\"a\":1,\"a\":2}");
	assert_non_null(r);
	assert_string_equal(json_number_text(json_get(r, "a")), "2");
	assert_true(json_get(r, "a")->valuedouble == 2.0);
	/* Both members stay in the tree, each with its own number text. */
	assert_int_equal(cJSON_GetArraySize(r), 2);
	assert_string_equal(json_number_text(r->child), "1");

	r = dec(d, "{\"a\":\"x\",\"b\":0,\"a\":{\"c\":true},\"b\":\"\"}");
	assert_non_null(r);
	assert_true(cJSON_IsTrue(json_get(json_get(r, "a"), "c")));
	assert_null(json_get_nonempty(r, "b")); /* last b is empty */
	json_decoder_free(d);
}

static void test_surrogates(void **state)
{
	struct json_decoder *d = json_decoder_new();
	/* Lone high surrogate: U+FFFD, the line stays valid. */
	cJSON *r = dec(d, "{\"t\":\"x\\ud83dy\"}");
	assert_non_null(r);
	assert_string_equal(str_of(r, "t"), "x\xef\xbf\xbdy");
	r = dec(d, "{\"t\":\"\\ud83d\"}");
	assert_non_null(r);
	assert_string_equal(str_of(r, "t"), "\xef\xbf\xbd");
	/* A proper pair is one code point, U+1F680. */
	r = dec(d, "{\"t\":\"\\ud83d\\ude80\"}");
	assert_non_null(r);
	assert_string_equal(str_of(r, "t"), "\xf0\x9f\x9a\x80");
	r = dec(d, "{\"t\":\"\\uD83D\\uDE80!\"}");
	assert_non_null(r);
	assert_string_equal(str_of(r, "t"), "\xf0\x9f\x9a\x80!");
	/* Reversed pair: two U+FFFD. */
	r = dec(d, "{\"t\":\"\\ude80\\ud83d\"}");
	assert_non_null(r);
	assert_string_equal(str_of(r, "t"), "\xef\xbf\xbd\xef\xbf\xbd");
	/* Lone low surrogate. */
	r = dec(d, "{\"t\":\"a\\udc00b\"}");
	assert_non_null(r);
	assert_string_equal(str_of(r, "t"), "a\xef\xbf\xbd"
					    "b");
	/* High then high+low: U+FFFD then the pair. */
	r = dec(d, "{\"t\":\"\\ud83d\\ud83d\\ude80\"}");
	assert_non_null(r);
	assert_string_equal(str_of(r, "t"), "\xef\xbf\xbd\xf0\x9f\x9a\x80");
	/* High followed by a non-surrogate escape or by a plain character. */
	r = dec(d, "{\"t\":\"\\ud83d\\u0041\\ud83dz\"}");
	assert_non_null(r);
	assert_string_equal(str_of(r, "t"), "\xef\xbf\xbd"
					    "A\xef\xbf\xbd"
					    "z");
	/* In a key, too. */
	r = dec(d, "{\"\\udfff\":1}");
	assert_non_null(r);
	assert_string_equal(json_number_text(json_get(r, "\xef\xbf\xbd")), "1");
	/* The line's own bytes are not modified by the rewrite. */
	char line[] = "{\"t\":\"\\ud800\"}";
	assert_non_null(json_decode(d, line, strlen(line)));
	assert_string_equal(line, "{\"t\":\"\\ud800\"}");
	/* A lone surrogate next to a bad escape is still malformed. */
	assert_null(dec(d, "{\"t\":\"\\ud83d\\uZZZZ\"}"));
	json_decoder_free(d);
}

static void test_escapes(void **state)
{
	struct json_decoder *d = json_decoder_new();
	cJSON *r = dec(d, "{\"t\":\"caf\\u00e9 caf\\u00E9\"}");
	assert_non_null(r);
	assert_string_equal(str_of(r, "t"), "caf\xc3\xa9 caf\xc3\xa9");
	r = dec(d, "{\"t\":\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u20ac\\u4e2d\"}");
	assert_non_null(r);
	assert_string_equal(str_of(r, "t"), "\"\\/\b\f\n\r\t\xe2\x82\xac\xe4\xb8\xad");
	/* Raw UTF-8 of every length, including the highest code point. */
	r = dec(d, "{\"t\":\"\xc2\x80\xdf\xbf\xe0\xa0\x80\xed\x9f\xbf\xee\x80\x80\xef\xbf\xbf"
		   "\xf0\x90\x80\x80\xf4\x8f\xbf\xbf\"}");
	assert_non_null(r);
	json_decoder_free(d);
}

static void test_valid_forms(void **state)
{
	static const char *const ok[] = {
	    "{}",
	    " \t\r\n{ \t\r\n} \t\r\n",
	    "{\"a\":1}\n",
	    "{\"a\":1}\r\n",
	    "{\"\":0}",
	    "{\"a\" : [ 1 , { } , [ ] , \"\" , true , false , null ] }",
	    "{\"a\":[[[[]]]],\"b\":{\"c\":{\"d\":{}}}}",
	    "{\"n\":[0,-0,0.0,-0.5e-0,1E+2,1e-2,10,123456789012345678901234567890]}",
	    "{\"a\":\"\\u0041\"}",
	    "{\"a\":\"\x7f\"}",
	    "{\"a\":\"\xef\xbb\xbe\xef\xbf\xbe\"}", /* U+FEFE, U+FFFE: not a BOM */
	    "{\"a\":\"\\ufeff\"}",		    /* an escaped BOM is just text */
	};
	struct json_decoder *d = json_decoder_new();
	for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
		if (!dec(d, ok[i]))
			fail_msg("valid line rejected: %s", ok[i]);
	}
	json_decoder_free(d);
}

struct bad_line {
	const char *what;
	const char *s;
	size_t len; /* 0: strlen */
};

static void test_malformed(void **state)
{
	static const struct bad_line bad[] = {
	    {"empty", "", 0},
	    {"only spaces", "   ", 0},
	    {"truncated in string", "{\"a\":\"b", 0},
	    {"truncated after value", "{\"a\":\"b\"", 0},
	    {"truncated after colon", "{\"a\":", 0},
	    {"truncated after comma", "{\"a\":1,", 0},
	    {"truncated number", "{\"a\":-", 0},
	    {"truncated escape", "{\"a\":\"\\", 0},
	    {"truncated \\u", "{\"a\":\"\\u00", 0},
	    {"top-level array", "[1]", 0},
	    {"top-level string", "\"x\"", 0},
	    {"top-level number", "1", 0},
	    {"top-level null", "null", 0},
	    {"NaN", "{\"a\":NaN}", 0},
	    {"Infinity", "{\"a\":Infinity}", 0},
	    {"-Infinity", "{\"a\":-Infinity}", 0},
	    {"leading zero", "{\"a\":01}", 0},
	    {"leading zero negative", "{\"a\":-01}", 0},
	    {"plus sign", "{\"a\":+1}", 0},
	    {"bare fraction", "{\"a\":.5}", 0},
	    {"trailing dot", "{\"a\":1.}", 0},
	    {"dot exponent", "{\"a\":1.e5}", 0},
	    {"empty exponent", "{\"a\":1e}", 0},
	    {"signed empty exponent", "{\"a\":1.5e+}", 0},
	    {"hex number", "{\"a\":0x10}", 0},
	    {"minus alone", "{\"a\":-}", 0},
	    {"raw tab in string", "{\"a\":\"x\ty\"}", 0},
	    {"raw 0x01 in string", "{\"a\":\"x\x01y\"}", 0},
	    {"raw LF in string", "{\"a\":\"x\ny\"}", 0},
	    {"raw NUL in string", "{\"a\":\"x\0y\"}", 11},
	    {"raw control in key", "{\"a\x1f\":1}", 0},
	    {"0xFF in string", "{\"a\":\"x\xffy\"}", 0},
	    {"0xFE in string", "{\"a\":\"\xfe\"}", 0},
	    {"lone continuation", "{\"a\":\"\x80\"}", 0},
	    {"overlong C0 AF", "{\"a\":\"\xc0\xaf\"}", 0},
	    {"overlong C1 BF", "{\"a\":\"\xc1\xbf\"}", 0},
	    {"overlong E0 80 AF", "{\"a\":\"\xe0\x80\xaf\"}", 0},
	    {"overlong F0 80 80 AF", "{\"a\":\"\xf0\x80\x80\xaf\"}", 0},
	    {"UTF-8 surrogate ED A0 80", "{\"a\":\"\xed\xa0\x80\"}", 0},
	    {"UTF-8 surrogate ED BF BF", "{\"a\":\"\xed\xbf\xbf\"}", 0},
	    {"above U+10FFFF", "{\"a\":\"\xf4\x90\x80\x80\"}", 0},
	    {"F5 lead", "{\"a\":\"\xf5\x80\x80\x80\"}", 0},
	    {"truncated 3-byte sequence", "{\"a\":\"\xe2\x82\"}", 0},
	    {"truncated 4-byte sequence at end", "{\"a\":\"\xf0\x9f\x9a", 0},
	    {"bad continuation", "{\"a\":\"\xe2\x28\xa1\"}", 0},
	    {"invalid UTF-8 in key", "{\"\xff\":1}", 0},
	    {"\\x escape", "{\"a\":\"\\x41\"}", 0},
	    {"\\U escape", "{\"a\":\"\\U00e9\"}", 0},
	    {"\\' escape", "{\"a\":\"\\'\"}", 0},
	    {"short \\u", "{\"a\":\"\\u12\"}", 0},
	    {"bad hex", "{\"a\":\"\\u12G4\"}", 0},
	    {"trailing }x", "{\"a\":1}x", 0},
	    {"two objects", "{} {}", 0},
	    {"extra close", "{\"a\":1}}", 0},
	    {"trailing NUL", "{}\0", 3},
	    {"trailing comma in object", "{\"a\":1,}", 0},
	    {"trailing comma in array", "{\"a\":[1,]}", 0},
	    {"leading comma", "{,\"a\":1}", 0},
	    {"double comma", "{\"a\":[1,,2]}", 0},
	    {"single-quoted string", "{\"a\":'b'}", 0},
	    {"single-quoted key", "{'a':1}", 0},
	    {"unquoted key", "{a:1}", 0},
	    {"missing colon", "{\"a\" 1}", 0},
	    {"missing comma", "{\"a\":1 \"b\":2}", 0},
	    {"missing value", "{\"a\":}", 0},
	    {"non-string key", "{1:1}", 0},
	    {"mismatched ]", "{\"a\":1]", 0},
	    {"mismatched }", "{\"a\":[1}}", 0},
	    {"bad literal tru", "{\"a\":tru}", 0},
	    {"bad literal True", "{\"a\":True}", 0},
	    {"bad literal nul", "{\"a\":nul}", 0},
	    {"literal with tail", "{\"a\":truex}", 0},
	    {"BOM in string", "{\"a\":\"x\xef\xbb\xbfy\"}", 0},
	    {"BOM before object", "\xef\xbb\xbf{}", 0},
	    {"BOM after object", "{}\xef\xbb\xbf", 0},
	    {"BOM between members", "{\"a\":1,\xef\xbb\xbf\"b\":2}", 0},
	    {"form feed as whitespace", "{\f}", 0},
	    {"vertical tab as whitespace", "{\"a\":\v1}", 0},
	    {"NBSP as whitespace", "{\xc2\xa0}", 0},
	    {"comment", "{} // x", 0},
	};
	struct json_decoder *d = json_decoder_new();
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		size_t len = bad[i].len ? bad[i].len : strlen(bad[i].s);
		if (json_decode(d, bad[i].s, len))
			fail_msg("malformed line accepted: %s", bad[i].what);
	}
	json_decoder_free(d);
}

/* An object holding `levels` nested arrays: depth levels + 1 in all. */
static char *nested(size_t levels, size_t *len)
{
	char *s = malloc(2 * levels + 8);
	size_t k = 0;
	memcpy(s, "{\"a\":", 5);
	k = 5;
	for (size_t i = 0; i < levels; i++)
		s[k++] = '[';
	for (size_t i = 0; i < levels; i++)
		s[k++] = ']';
	s[k++] = '}';
	s[k] = '\0';
	*len = k;
	return s;
}

static void test_nesting(void **state)
{
	struct json_decoder *d = json_decoder_new();
	size_t len;
	char *s = nested(2000, &len);
	assert_null(json_decode(d, s, len));
	free(s);
	/* cJSON's limit is 1000 open containers, the top object included. */
	s = nested(999, &len);
	assert_non_null(json_decode(d, s, len));
	free(s);
	s = nested(1000, &len);
	assert_null(json_decode(d, s, len));
	free(s);
	/* Far deeper than any C stack would survive with recursion. */
	s = nested(1000000, &len);
	assert_null(json_decode(d, s, len));
	free(s);
	/* Deep but unclosed. */
	s = malloc(100001);
	memset(s, '[', 100000);
	s[0] = '{';
	assert_null(json_decode(d, s, 100000));
	free(s);
	json_decoder_free(d);
}

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void test_big_string(void **state)
{
	enum { N = 5 * 1024 * 1024 };
	char *s = malloc(N + 32);
	size_t k = 0;
	memcpy(s, "{\"t\":\"", 6);
	k = 6;
	/* Mostly ASCII with some escapes and multi-byte characters. */
	while (k < N) {
		if (k % 1000 == 0) {
			memcpy(s + k, "\\n\xc3\xa9", 4);
			k += 4;
		} else {
			s[k] = (char)('a' + k % 26);
			k++;
		}
	}
	memcpy(s + k, "\"}", 2);
	k += 2;
	struct json_decoder *d = json_decoder_new();
	double t0 = now_s();
	cJSON *r = json_decode(d, s, k);
	double t1 = now_s();
	assert_non_null(r);
	assert_true(strlen(str_of(r, "t")) > N - 6 - N / 500);
	/* Generous even under sanitizers: this is ~20 ms optimised. */
	if (t1 - t0 > 5.0)
		fail_msg("5 MB string took %.2f s", t1 - t0);
	/* The decoder is still fine for small lines afterwards. */
	assert_non_null(dec(d, "{\"a\":1}"));
	free(s);
	json_decoder_free(d);
}

static void test_numbers_as_written(void **state)
{
	struct json_decoder *d = json_decoder_new();
	cJSON *r = dec(d, "{\"n\":[1.50,1e3,-0,2E-7]}");
	assert_non_null(r);
	cJSON *n = json_get(r, "n");
	static const char *const want[] = {"1.50", "1e3", "-0", "2E-7"};
	static const double val[] = {1.5, 1000, 0, 2e-7};
	assert_int_equal(cJSON_GetArraySize(n), 4);
	for (int i = 0; i < 4; i++) {
		cJSON *e = cJSON_GetArrayItem(n, i);
		assert_string_equal(json_number_text(e), want[i]);
		assert_true(e->valuedouble == val[i]);
	}
	/* Document order across nesting, repeated keys and whitespace. */
	r = dec(d, "{\"a\":1,\"b\":{\"c\":[2, 3.0 ,{\"d\":-4e+1}],\"e\":\"5\"},\"a\" : 6 ,\"f\":[[7]]}");
	assert_non_null(r);
	assert_string_equal(json_number_text(r->child), "1");
	assert_string_equal(json_number_text(json_get(r, "a")), "6");
	cJSON *c = json_get(json_get(r, "b"), "c");
	assert_string_equal(json_number_text(cJSON_GetArrayItem(c, 0)), "2");
	assert_string_equal(json_number_text(cJSON_GetArrayItem(c, 1)), "3.0");
	assert_string_equal(json_number_text(json_get(cJSON_GetArrayItem(c, 2), "d")), "-4e+1");
	assert_string_equal(json_number_text(json_get(r, "f")->child->child), "7");
	json_decoder_free(d);
}

static void test_many_numbers(void **state)
{
	enum { N = 20000 };
	char *s = malloc(N * 12 + 16), *p = s;
	p += sprintf(p, "{\"n\":[");
	for (int i = 0; i < N; i++)
		p += sprintf(p, "%s%d.%d", i ? "," : "", i, i % 7);
	p += sprintf(p, "]}");
	struct json_decoder *d = json_decoder_new();
	cJSON *r = json_decode(d, s, (size_t)(p - s));
	assert_non_null(r);
	char want[32];
	int i = 0;
	for (cJSON *e = json_get(r, "n")->child; e; e = e->next, i++) {
		snprintf(want, sizeof want, "%d.%d", i, i % 7);
		assert_string_equal(json_number_text(e), want);
	}
	assert_int_equal(i, N);
	free(s);
	json_decoder_free(d);
}

static void test_long_numbers(void **state)
{
	/* Longer than the 64-byte buffer of unpatched cJSON 1.7.15. */
	char big[101], tiny[80], hugeexp[80];
	memset(big, '9', 100);
	big[0] = '1';
	big[100] = '\0';
	snprintf(tiny, sizeof tiny, "0.%0*d1", 70, 0);
	snprintf(hugeexp, sizeof hugeexp, "-1e%0*d9", 70, 0); /* -1e000...9 = -1e9 */
	char line[400];
	snprintf(line, sizeof line,
		 "{\"n\":[%s,%s,%s,1e99999999999999999999999999999999999999999999999999999999999999999,7]}",
		 big, tiny, hugeexp);
	struct json_decoder *d = json_decoder_new();
	cJSON *r = dec(d, line);
	assert_non_null(r);
	cJSON *n = json_get(r, "n");
	assert_string_equal(json_number_text(cJSON_GetArrayItem(n, 0)), big);
	assert_true(cJSON_GetArrayItem(n, 0)->valuedouble > 1.9e99 &&
		    cJSON_GetArrayItem(n, 0)->valuedouble < 2.1e99);
	assert_string_equal(json_number_text(cJSON_GetArrayItem(n, 1)), tiny);
	assert_true(cJSON_GetArrayItem(n, 1)->valuedouble == 1e-71);
	assert_string_equal(json_number_text(cJSON_GetArrayItem(n, 2)), hugeexp);
	assert_true(cJSON_GetArrayItem(n, 2)->valuedouble == -1e9);
	assert_true(cJSON_GetArrayItem(n, 3)->valuedouble > 1e308);
	assert_string_equal(json_number_text(cJSON_GetArrayItem(n, 4)), "7");
	/* The caller's line is untouched. */
	assert_non_null(strstr(line, big));
	json_decoder_free(d);
}

static void test_tree_lifetime(void **state)
{
	struct json_decoder *d1 = json_decoder_new(), *d2 = json_decoder_new();
	char line[] = "{\"k\":\"first\",\"n\":12.5}";
	cJSON *r1 = json_decode(d1, line, strlen(line));
	assert_non_null(r1);
	/* The tree owns its strings: clobbering the line changes nothing. */
	memset(line, 'x', strlen(line));
	/* Other decoders, failed decodes elsewhere and cJSON use outside a
	 * decode (plain malloc/free) leave it alone. */
	assert_non_null(dec(d2, "{\"k\":\"second\",\"n\":1}"));
	assert_null(dec(d2, "{\"k\":"));
	cJSON *o = cJSON_CreateObject();
	cJSON_AddStringToObject(o, "x", "y");
	char *printed = cJSON_PrintUnformatted(o);
	assert_string_equal(printed, "{\"x\":\"y\"}");
	cJSON_free(printed);
	cJSON_Delete(o);
	assert_string_equal(str_of(r1, "k"), "first");
	assert_string_equal(json_number_text(json_get(r1, "n")), "12.5");
	json_decoder_free(d2);
	assert_string_equal(str_of(r1, "k"), "first");
	json_decoder_free(d1);
}

/* Decoding the same line again reuses the same arena memory: the root
 * lands at the same address every time, and again after a 1 MB line in
 * between, so the steady state neither grows nor allocates. */
static void test_arena_reuse(void **state)
{
	struct json_decoder *d = json_decoder_new();
	cJSON *first = dec(d, claude_assistant);
	assert_non_null(first);
	for (int i = 0; i < 1000; i++) {
		cJSON *r = dec(d, i % 2 ? claude_assistant : claude_user);
		assert_non_null(r);
		assert_ptr_equal(r, first);
		if (i % 100 == 0)
			assert_null(dec(d, "{\"a\":01}"));
	}
	size_t big = 1 << 20;
	char *s = malloc(big + 16);
	memcpy(s, "{\"t\":\"", 6);
	memset(s + 6, 'q', big);
	memcpy(s + 6 + big, "\"}", 2);
	assert_non_null(json_decode(d, s, big + 8));
	free(s);
	/* The arena keeps its largest block: after the long line every
	 * decode lands at one (new) address again. */
	cJSON *after = dec(d, claude_user);
	assert_non_null(after);
	for (int i = 0; i < 100; i++)
		assert_ptr_equal(dec(d, i % 2 ? claude_assistant : claude_user), after);
	json_decoder_free(d);
}

struct thread_arg {
	int id;
	int failures;
};

static void *decode_worker(void *p)
{
	struct thread_arg *a = p;
	struct json_decoder *d = json_decoder_new();
	char line[128], want[32];
	for (int i = 0; i < 3000; i++) {
		snprintf(want, sizeof want, "t%d-%d", a->id, i);
		int n = snprintf(line, sizeof line, "{\"w\":\"%s\",\"i\":%d.0,\"s\":\"\\ud83d\"}", want, i);
		cJSON *r = json_decode(d, line, (size_t)n);
		const char *w = r ? json_get_nonempty(r, "w") : NULL;
		const char *t = r ? json_number_text(json_get(r, "i")) : NULL;
		char wt[32];
		snprintf(wt, sizeof wt, "%d.0", i);
		if (!w || strcmp(w, want) != 0 || !t || strcmp(t, wt) != 0)
			a->failures++;
		if (json_decode(d, "[]", 2))
			a->failures++;
	}
	json_decoder_free(d);
	return NULL;
}

/* Each thread allocates from its own decoder's arena. */
static void test_threads(void **state)
{
	enum { T = 4 };
	pthread_t th[T];
	struct thread_arg args[T];
	for (int i = 0; i < T; i++) {
		args[i] = (struct thread_arg){i, 0};
		assert_int_equal(pthread_create(&th[i], NULL, decode_worker, &args[i]), 0);
	}
	for (int i = 0; i < T; i++) {
		pthread_join(th[i], NULL);
		assert_int_equal(args[i].failures, 0);
	}
}

/* json_member_elements: the elements of a top-level array member, each a
 * JSON text of its own (document-shaped sources, docs/reference.md §10). */
static void test_member_elements(void **state)
{
	(void)state;
	struct json_decoder *d = json_decoder_new();
	struct json_span *sp = NULL;
	size_t cap = 0;
	static const char doc[] =
	    "{\n  \"sessionId\": \"s\",\n  \"x\": {\"messages\": [0]},\n"
	    "  \"messages\": [\n    {\"id\": \"a\", \"t\": \"]} \\\" [{\"},\n"
	    "    [1, {\"k\": []}] ,\"str,]\", -1.5e3, true, null\n  ],\n  \"summary\": \"z\"\n}\n";
	assert_non_null(json_decode(d, doc, strlen(doc)));
	size_t n = json_member_elements(doc, strlen(doc), "messages", &sp, &cap);
	static const char *const want[] = {"{\"id\": \"a\", \"t\": \"]} \\\" [{\"}",
					   "[1, {\"k\": []}]",
					   "\"str,]\"",
					   "-1.5e3",
					   "true",
					   "null"};
	assert_int_equal(n, 6);
	for (size_t i = 0; i < n; i++) {
		assert_int_equal(sp[i].len, strlen(want[i]));
		assert_memory_equal(doc + sp[i].start, want[i], sp[i].len);
	}
	cJSON *first = json_decode(d, doc + sp[0].start, sp[0].len);
	assert_non_null(first);
	assert_string_equal(str_of(first, "t"), "]} \" [{");
	/* A repeated key: the last counts; none, or not an array: 0. */
	static const char twice[] = "{\"messages\":[1,2],\"messages\":[{}]}";
	assert_int_equal(json_member_elements(twice, strlen(twice), "messages", &sp, &cap), 1);
	assert_int_equal(sp[0].start, 30);
	static const char *const none[] = {"{}", "{\"messages\":{}}", "{\"messages\":[]}",
					   "{\"message\":[1]}", "{\"x\":[{\"messages\":[1]}]}"};
	for (size_t i = 0; i < sizeof none / sizeof *none; i++)
		assert_int_equal(json_member_elements(none[i], strlen(none[i]), "messages", &sp, &cap), 0);
	/* Cut short (never valid input, but never read past its end): the
	 * elements whole before the cut. */
	assert_int_equal(json_member_elements(doc, 80, "messages", &sp, &cap), 0);
	size_t second = (size_t)(strstr(doc, "[1, {") - doc);
	assert_int_equal(json_member_elements(doc, second + 3, "messages", &sp, &cap), 1);
	assert_memory_equal(doc + sp[0].start, want[0], sp[0].len);
	free(sp);
	json_decoder_free(d);
}

const struct CMUnitTest json_line_tests[] = {
    cmocka_unit_test(test_claude_lines),      cmocka_unit_test(test_accessors_edge),
    cmocka_unit_test(test_repeated_key_last), cmocka_unit_test(test_surrogates),
    cmocka_unit_test(test_escapes),	      cmocka_unit_test(test_valid_forms),
    cmocka_unit_test(test_malformed),	      cmocka_unit_test(test_nesting),
    cmocka_unit_test(test_big_string),	      cmocka_unit_test(test_numbers_as_written),
    cmocka_unit_test(test_many_numbers),      cmocka_unit_test(test_long_numbers),
    cmocka_unit_test(test_tree_lifetime),     cmocka_unit_test(test_arena_reuse),
    cmocka_unit_test(test_threads),	      cmocka_unit_test(test_member_elements),
};
const size_t json_line_tests_n = sizeof json_line_tests / sizeof *json_line_tests;
