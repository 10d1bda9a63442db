/* test_format: unit tests for stages/output/format.c and the emitters it feeds
 * (docs/reference.md §4.5). emit_snippet (stages/output/emit.c) and
 * json_write_string are tested on their own;
 * format_run is fed real rank results: transcripts written into a mkdtemp
 * folder, read with scan_file, ranked with rank_run, and their texts read
 * back with scan_reread as the pipeline does. Output goes to an
 * open_memstream buffer; times are printed in TZ=UTC (restored after). */
#include "tests/unit/unit.h"
#include "tests/unit/corpus.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <ftw.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "config/config.h"
#include "pipeline/search/scan.h"
#include "base/xalloc.h"
#include "stages/output/format.h"
#include "stages/filter.h"
#include "stages/match.h"
#include "stages/rank.h"
#include "base/text.h"
#include "base/json_line.h"

/* ---- emit_snippet ------------------------------------------------------ */

/* The snippet of a NUL-terminated text, as a malloc'd string. */
static char *snip(const char *text, int64_t first_cp)
{
	struct sbuf out = {0};
	emit_snippet(text, strlen(text), first_cp, NULL, 0, NULL, &out, NULL, NULL);
	char *s = xstrdup(out.data ? out.data : "");
	sbuf_free(&out);
	return s;
}

#define ASSERT_SNIP(text, p, want)                                                                           \
	do {                                                                                                 \
		char *got_ = snip(text, p);                                                                  \
		assert_string_equal(got_, want);                                                             \
		free(got_);                                                                                  \
	} while (0)

/* Code points [from, to) of the valid UTF-8 string s, appended to b. */
static void cp_slice(struct sbuf *b, const char *s, size_t from, size_t to)
{
	size_t len = strlen(s);
	size_t b0 = text_cp_offset(s, len, from), b1 = text_cp_offset(s, len, to);
	sbuf_add(b, s + b0, b1 - b0);
}

/* n code points: position i is "0123456789"[i % 10], except that every
 * hundredth is a letter naming it, so windows differ visibly. */
static char *ascii_text(size_t n)
{
	char *s = xmalloc(n + 1);
	for (size_t i = 0; i < n; i++)
		s[i] = i % 100 == 0 ? (char)('A' + (i / 100) % 26) : (char)('0' + i % 10);
	s[n] = '\0';
	return s;
}

/* n code points of 1 to 4 bytes: a, é, 中, 𐐀 in turn. */
static char *mixed_text(size_t n)
{
	static const char *const cps[] = {"a", "\xC3\xA9", "\xE4\xB8\xAD", "\xF0\x90\x90\x80"};
	struct sbuf b = {0};
	for (size_t i = 0; i < n; i++)
		sbuf_adds(&b, cps[i % 4]);
	return b.data;
}

/* The expected windowed snippet of an already folded text of L code
 * points, for window start `start`. */
static char *window(const char *folded, size_t start)
{
	size_t L = text_cp_count(folded, strlen(folded));
	size_t end = start + 300 < L ? start + 300 : L;
	struct sbuf b = {0};
	if (start > 0)
		sbuf_adds(&b, "\xE2\x80\xA6");
	cp_slice(&b, folded, start, end);
	if (end < L)
		sbuf_adds(&b, "\xE2\x80\xA6");
	sbuf_add(&b, "", 0);
	return b.data;
}

#define ASSERT_WINDOW(text, p, start)                                                                        \
	do {                                                                                                 \
		char *want_ = window(text, start);                                                           \
		char *got_ = snip(text, p);                                                                  \
		assert_string_equal(got_, want_);                                                            \
		free(got_);                                                                                  \
		free(want_);                                                                                 \
	} while (0)

static void test_snippet_fold_trim(void **state)
{
	ASSERT_SNIP("", -1, "");
	ASSERT_SNIP(" \t\n\r ", -1, "");
	ASSERT_SNIP("alpha", 0, "alpha");
	ASSERT_SNIP("  \t alpha \n\n  beta\t\tgamma  ", 4, "alpha beta gamma");
	/* Unicode White_Space: U+3000, U+00A0, U+2028, U+0085, U+000B. */
	ASSERT_SNIP("a\xE3\x80\x80\xC2\xA0"
		    "b\xE2\x80\xA8\xC2\x85"
		    "c\x0B\x0C"
		    "d",
		    -1, "a b c d");
	/* Not whitespace: U+200B zero width space, U+180E (not in 14.0). */
	ASSERT_SNIP("a\xE2\x80\x8B"
		    "b",
		    -1,
		    "a\xE2\x80\x8B"
		    "b");
	ASSERT_SNIP("\xE4\xB8\xAD  \xE6\x96\x87", -1, "\xE4\xB8\xAD \xE6\x96\x87");
}

static void test_snippet_short_unchanged(void **state)
{
	char *t = ascii_text(300);
	ASSERT_SNIP(t, -1, t);
	ASSERT_SNIP(t, 299, t);
	/* 150 "x" separated by runs of 3 spaces: 596 code points raw, 299
	 * folded; the folded length decides: not cut. */
	struct sbuf b = {0};
	for (int i = 0; i < 150; i++)
		sbuf_adds(&b, i ? "   x" : "x");
	sbuf_adds(&b, "  ");
	char *folded = snip(b.data, 290); /* 299 code points */
	assert_int_equal(text_cp_count(folded, strlen(folded)), 299);
	assert_null(strstr(folded, "\xE2\x80\xA6"));
	assert_null(strstr(folded, "  "));
	free(folded);
	sbuf_free(&b);
	free(t);
	/* 300 CJK code points (900 bytes) are not cut. */
	char *m = mixed_text(300);
	ASSERT_SNIP(m, 250, m);
	free(m);
}

static void test_snippet_window(void **state)
{
	char *t = ascii_text(1000);
	ASSERT_WINDOW(t, -1, 0); /* no hit: from the start */
	ASSERT_WINDOW(t, 0, 0);
	ASSERT_WINDOW(t, 50, 0);
	ASSERT_WINDOW(t, 100, 0);
	ASSERT_WINDOW(t, 101, 1);
	ASSERT_WINDOW(t, 500, 400);
	ASSERT_WINDOW(t, 800, 700);
	ASSERT_WINDOW(t, 801, 700); /* L - 300 */
	ASSERT_WINDOW(t, 999, 700);
	/* Spot checks of the helper's expectation. */
	char *s = snip(t, 500);
	assert_memory_equal(s,
			    "\xE2\x80\xA6"
			    "E",
			    4); /* position 400 is 'E' */
	assert_int_equal(text_cp_count(s, strlen(s)), 302);
	assert_string_equal(s + strlen(s) - 3, "\xE2\x80\xA6");
	free(s);
	s = snip(t, 950);
	assert_memory_equal(s,
			    "\xE2\x80\xA6"
			    "H",
			    4);
	assert_int_equal(s[strlen(s) - 1], '9'); /* the text's end: no '…' */
	free(s);
	free(t);
	/* 301 code points: one cut, at the end. */
	t = ascii_text(301);
	s = snip(t, 0);
	assert_int_equal(strlen(s), 303);
	assert_memory_equal(s, t, 300);
	assert_string_equal(s + 300, "\xE2\x80\xA6");
	free(s);
	free(t);
}

static void test_snippet_utf8(void **state)
{
	char *m = mixed_text(1000);
	for (int64_t p = -1; p < 1000; p += 37) {
		size_t start = p <= 100 ? 0 : (size_t)p - 100 < 700 ? (size_t)p - 100 : 700;
		ASSERT_WINDOW(m, p, start);
		char *s = snip(m, p);
		assert_true(text_valid_utf8(s, strlen(s)));
		size_t cps = text_cp_count(s, strlen(s));
		assert_int_equal(cps, 300 + (start > 0) + (start < 700));
		free(s);
	}
	free(m);
	/* CJK text with its hit far in. */
	struct sbuf b = {0};
	for (int i = 0; i < 400; i++)
		sbuf_adds(&b, i == 250 ? "\xE9\x87\x8D" : "\xE4\xB8\xAD"); /* 重 at 250 */
	char *s = snip(b.data, 250);
	/* L = 400, p = 250: the start is min(150, L - 300) = 100 and the
	 * window reaches the end: a leading '…' only. */
	struct sbuf want = {0};
	sbuf_adds(&want, "\xE2\x80\xA6");
	for (int i = 100; i < 400; i++)
		sbuf_adds(&want, i == 250 ? "\xE9\x87\x8D" : "\xE4\xB8\xAD");
	assert_string_equal(s, want.data);
	free(s);
	sbuf_free(&want);
	sbuf_free(&b);
}

/* p counts code points of the raw text; the window is placed in the folded
 * text. */
static void test_snippet_hit_after_folding(void **state)
{
	struct sbuf b = {0}, folded = {0};
	for (int i = 0; i < 500; i++) {
		const char *w = i == 300 ? "XY" : "ab";
		sbuf_adds(&b, i ? "   " : "");
		sbuf_adds(&b, w);
		sbuf_adds(&folded, i ? " " : "");
		sbuf_adds(&folded, w);
	}
	/* Raw: word i at 5 i; folded: at 3 i. L = 1499, p = 900, start 800. */
	char *want = window(folded.data, 800);
	char *got = snip(b.data, 1500);
	assert_string_equal(got, want);
	assert_memory_equal(got + 3 + 100, "XY", 2);
	free(got);
	free(want);

	struct hit_span spans[] = {{1500, 1502, 0}};
	struct sbuf out = {0};
	struct hit_span *so = NULL;
	size_t nso = 99;
	emit_snippet(b.data, b.len, 1500, spans, 1, NULL, &out, &so, &nso);
	assert_int_equal(nso, 1);
	assert_int_equal(so[0].start, 101); /* after the leading '…' */
	assert_int_equal(so[0].end, 103);
	free(so);
	sbuf_free(&out);
	sbuf_free(&b);
	sbuf_free(&folded);
}

static void test_snippet_spans(void **state)
{
	/* Short text: spans move with the folding. */
	const char *t = "  a   alpha  b\t\talpha ";
	struct hit_span spans[] = {{6, 11, 0}, {16, 21, 0}};
	struct sbuf out = {0};
	struct hit_span *so = NULL;
	size_t nso = 0;
	emit_snippet(t, strlen(t), 6, spans, 2, NULL, &out, &so, &nso);
	assert_string_equal(out.data, "a alpha b alpha");
	assert_int_equal(nso, 2);
	assert_int_equal(so[0].start, 2);
	assert_int_equal(so[0].end, 7);
	assert_int_equal(so[1].start, 10);
	assert_int_equal(so[1].end, 15);

	/* Long text: spans outside the window are dropped, those across its
	 * edges clipped, the rest shifted by the leading '…'. One group: its
	 * first hit (500) places the window, 400..700. */
	char *l = ascii_text(1000);
	struct hit_span ls[] = {{500, 505, 0}, {690, 710, 0}, {950, 960, 0}};
	emit_snippet(l, 1000, 0, ls, 3, NULL, &out, &so, &nso);
	assert_int_equal(nso, 2);
	assert_int_equal(so[0].start, 101);
	assert_int_equal(so[0].end, 106);
	assert_int_equal(so[1].start, 291);
	assert_int_equal(so[1].end, 301);
	/* The snippet's code points at a span are the text's. */
	size_t off = text_cp_offset(out.data, out.len, so[0].start);
	assert_memory_equal(out.data + off, l + 500, 5);
	free(so);
	free(l);
	sbuf_free(&out);
}

/* ---- json_write_string ------------------------------------------------ */

static char *js(const char *s, size_t len)
{
	struct sbuf b = {0};
	json_write_string(&b, s, len);
	return b.data;
}

#define ASSERT_JS(lit, want)                                                                                 \
	do {                                                                                                 \
		char *got_ = js(lit, sizeof(lit) - 1);                                                       \
		assert_string_equal(got_, want);                                                             \
		free(got_);                                                                                  \
	} while (0)

/* Case-insensitive for the hex digits of \u escapes. */
#define ASSERT_JS_CI(lit, want)                                                                              \
	do {                                                                                                 \
		char *got_ = js(lit, sizeof(lit) - 1);                                                       \
		if (strcasecmp(got_, want) != 0)                                                             \
			fail_msg("json string: got %s, want %s", got_, want);                                \
		free(got_);                                                                                  \
	} while (0)

static void test_json_string(void **state)
{
	ASSERT_JS("", "\"\"");
	ASSERT_JS("plain text", "\"plain text\"");
	ASSERT_JS("say \"hi\"", "\"say \\\"hi\\\"\"");
	ASSERT_JS("a\\b", "\"a\\\\b\"");
	ASSERT_JS("l1\nl2\tt\rr", "\"l1\\nl2\\tt\\rr\"");
	ASSERT_JS_CI("\x01\x1f", "\"\\u0001\\u001f\"");
	ASSERT_JS_CI("a\0b", "\"a\\u0000b\"");
	/* Non-ASCII stays raw. */
	ASSERT_JS("caf\xC3\xA9 \xE4\xB8\xAD \xF0\x90\x90\x80",
		  "\"caf\xC3\xA9 \xE4\xB8\xAD \xF0\x90\x90\x80\"");
	/* It appends. */
	struct sbuf b = {0};
	sbuf_adds(&b, "{\"k\":");
	json_write_string(&b, "v", 1);
	assert_string_equal(b.data, "{\"k\":\"v\"");
	sbuf_free(&b);

	/* Every byte 0x01..0x7f, plus UTF-8: valid JSON that decodes back,
	 * with no raw control character. */
	char all[160];
	size_t n = 0;
	for (int c = 1; c < 0x80; c++)
		all[n++] = (char)c;
	memcpy(all + n, "\xE2\x80\xA6\xC3\xA9", 5);
	n += 5;
	all[n] = '\0';
	char *out = js(all, n);
	for (const char *p = out; *p; p++)
		assert_true((unsigned char)*p >= 0x20);
	cJSON *v = cJSON_Parse(out);
	assert_non_null(v);
	assert_true(cJSON_IsString(v));
	assert_string_equal(v->valuestring, all);
	cJSON_Delete(v);
	free(out);
}

/* ---- format_run over real rank results --------------------------------- */

/* String assertions that print both sides. */
#define ASSERT_PREFIX(s, prefix)                                                                             \
	do {                                                                                                 \
		if (strncmp((s), (prefix), strlen(prefix)) != 0)                                             \
			fail_msg("\"%s\" does not start with \"%s\"", (s), (prefix));                        \
	} while (0)
#define ASSERT_CONTAINS(s, part)                                                                             \
	do {                                                                                                 \
		if (!strstr((s), (part)))                                                                    \
			fail_msg("\"%s\" does not contain \"%s\"", (s), (part));                             \
	} while (0)

/* ---- snippets by groups, on a terminal, and wrapping -------------------- */

/* A text of n code points: filler words "abcd" between single spaces, with
 * words[i] written over it at cp at[i] (ASCII); spans for them (group
 * groups[i]) into *spans. */
static char *planted(size_t n, const char *const *words, const size_t *at, const size_t *groups, size_t k,
		     struct hit_span *spans)
{
	char *s = xmalloc(n + 1);
	for (size_t i = 0; i < n; i++)
		s[i] = i % 5 == 4 ? ' ' : (char)('a' + i % 5);
	s[n] = '\0';
	for (size_t i = 0; i < k; i++) {
		memcpy(s + at[i], words[i], strlen(words[i]));
		spans[i] = (struct hit_span){at[i], at[i] + strlen(words[i]), groups[i]};
	}
	return s;
}

/* The snippet of text with spans, in budget units (0: the default). */
static char *snip_spans(const char *text, const struct hit_span *spans, size_t n, size_t budget, bool columns)
{
	struct sbuf out = {0};
	struct snippet_opts o = {budget, columns};
	struct hit_span *so = NULL;
	size_t nso = 0;
	emit_snippet(text, strlen(text), -1, spans, n, &o, &out, &so, &nso);
	/* Every span given back covers the text of a hit. */
	for (size_t i = 0; i < nso; i++) {
		size_t b0 = text_cp_offset(out.data, out.len, so[i].start);
		assert_true(so[i].end > so[i].start);
		assert_true(strchr("abcde ", out.data[b0]) == NULL);
	}
	free(so);
	char *r = xstrdup(out.data);
	sbuf_free(&out);
	return r;
}

static void test_snippet_most_groups(void **state)
{
	/* "the consolidation": the common group's first hit would take the
	 * window; the window that holds both groups wins, placed with its
	 * first hit a third of the way in. */
	const char *w[] = {"THE", "THE", "THE", "CONSOLIDATION", "THE"};
	size_t at[] = {10, 400, 1500, 1505, 2000}, g[] = {0, 0, 0, 1, 0};
	struct hit_span sp[5];
	char *t = planted(3000, w, at, g, 5, sp);
	char *got = snip_spans(t, sp, 5, 0, false);
	ASSERT_CONTAINS(got, "THEd CONSOLIDATION");
	assert_null(strstr(got, " \xE2\x80\xA6 ")); /* one window */
	assert_int_equal(text_cp_count(got, strlen(got)), 302);
	char *want = window(t, 1400);
	assert_string_equal(got, want);
	free(want);
	free(got);
	free(t);

	/* Before, the window followed the earliest hit of any group: without
	 * spans, first_cp 10 gives the start. */
	t = planted(3000, w, at, g, 5, sp);
	got = snip(t, 10);
	assert_null(strstr(got, "CONSOLIDATION"));
	free(got);
	free(t);
}

static void test_snippet_ties(void **state)
{
	/* Two windows hold two groups each; the one with the rarer group (one
	 * hit, against two) wins: ONE and TWO sit together at 600, ONE and
	 * THREE at 2000; THREE is rare, TWO is not. */
	const char *w[] = {"TWO", "ONE", "TWO", "ONE", "THREE"};
	size_t at[] = {100, 600, 610, 2000, 2010}, g[] = {1, 0, 1, 0, 2};
	struct hit_span sp[5];
	char *t = planted(3000, w, at, g, 5, sp);
	/* 20 units: fragments of 8 or 4 cannot hold two of these. */
	char *got = snip_spans(t, sp, 5, 20, false);
	ASSERT_CONTAINS(got, "ONEd abcd THREE");
	assert_null(strstr(got, "TWO"));
	free(got);
	/* With room for two fragments, every group. */
	got = snip_spans(t, sp, 5, 0, false);
	ASSERT_CONTAINS(got, "TWO");
	ASSERT_CONTAINS(got, "THREE");
	ASSERT_CONTAINS(got, " \xE2\x80\xA6 ");
	free(got);
	free(t);

	/* Five groups far apart, three fragments: the rarest three. Group 0
	 * has three hits, group 2 two, groups 1, 3 and 4 one each. */
	const char *w5[] = {"ZERO", "ONE", "TWO", "ZERO", "THRE", "TWO", "ZERO", "FOUR"};
	size_t at5[] = {100, 500, 900, 1500, 1900, 2500, 2900, 3300}, g5[] = {0, 1, 2, 0, 3, 2, 0, 4};
	struct hit_span sp5[8];
	t = planted(3500, w5, at5, g5, 8, sp5);
	got = snip_spans(t, sp5, 8, 0, false);
	ASSERT_CONTAINS(got, "ONE");
	ASSERT_CONTAINS(got, "THRE");
	ASSERT_CONTAINS(got, "FOUR");
	assert_null(strstr(got, "ZERO"));
	assert_null(strstr(got, "TWO"));
	free(got);
	free(t);

	/* One window only (hits too long for a fragment of a 40-unit
	 * budget): of ONE... (two hits) and TWO... (one), the rarer. */
	const char *wl[] = {"ONEONEONEONEONEONEONE", "TWOTWOTWOTWOTWOTWOTWO", "ONEONEONEONEONEONEONE"};
	size_t atl[] = {100, 400, 700}, gl[] = {0, 1, 0};
	struct hit_span spl[3];
	t = planted(1000, wl, atl, gl, 3, spl);
	got = snip_spans(t, spl, 3, 40, false);
	ASSERT_CONTAINS(got, "TWOTWO");
	assert_null(strstr(got, "ONEONE"));
	free(got);
	/* As rare (one hit each): the earlier group of the query. */
	spl[0].group = 2;
	spl[1].group = 1;
	spl[2].group = 0;
	got = snip_spans(t, spl, 3, 40, false);
	assert_null(strstr(got, "TWOTWO"));
	struct sbuf at700 = {0};
	struct snippet_opts o40 = {40, false};
	emit_snippet(t, strlen(t), 700, NULL, 0, &o40, &at700, NULL, NULL);
	assert_string_equal(got, at700.data); /* the one at 700 */
	sbuf_free(&at700);
	free(got);
	/* One group: its earliest hit. */
	spl[0].group = spl[1].group = spl[2].group = 0;
	got = snip_spans(t, spl, 3, 40, false);
	ASSERT_CONTAINS(got, "ONEONE");
	char *want = snip(t, 100);
	free(got);
	got = snip_spans(t, spl, 3, 0, false);
	assert_string_equal(got, want);
	free(want);
	free(got);
	free(t);
}

static void test_snippet_fragments(void **state)
{
	/* Groups far apart: two fragments of (300 - 3) / 2 = 148, joined by
	 * " … ", each a third before its hit; the ends cut get '…'. */
	const char *w[] = {"ALPHA", "BRAVO"};
	size_t at[] = {500, 2000}, g[] = {0, 1};
	struct hit_span sp[2];
	char *t = planted(3000, w, at, g, 2, sp);
	struct sbuf out = {0};
	struct hit_span *so = NULL;
	size_t nso = 0;
	emit_snippet(t, strlen(t), -1, sp, 2, NULL, &out, &so, &nso);
	struct sbuf want = {0};
	sbuf_adds(&want, "\xE2\x80\xA6");
	cp_slice(&want, t, 451, 599); /* 500 - 49 .. + 148 */
	sbuf_adds(&want, " \xE2\x80\xA6 ");
	cp_slice(&want, t, 1951, 2099);
	sbuf_adds(&want, "\xE2\x80\xA6");
	/* A space at an inner edge goes: 599 is "e" (i % 5 == 4 is a space). */
	assert_string_equal(out.data, want.data);
	assert_int_equal(nso, 2);
	assert_int_equal(so[0].start, 1 + 49);
	assert_int_equal(so[0].end, 1 + 49 + 5);
	assert_int_equal(so[1].start, 1 + 148 + 3 + 49);
	assert_int_equal(so[1].end, 1 + 148 + 3 + 49 + 5);
	assert_memory_equal(out.data + text_cp_offset(out.data, out.len, so[1].start), "BRAVO", 5);

	/* Three groups far apart: three fragments of 98. */
	const char *w3[] = {"ALPHA", "BRAVO", "CHARLIE"};
	size_t at3[] = {500, 1500, 2500}, g3[] = {0, 1, 2};
	struct hit_span sp3[3];
	free(t);
	t = planted(3000, w3, at3, g3, 3, sp3);
	emit_snippet(t, strlen(t), -1, sp3, 3, NULL, &out, &so, &nso);
	ASSERT_CONTAINS(out.data, "ALPHA");
	ASSERT_CONTAINS(out.data, "BRAVO");
	ASSERT_CONTAINS(out.data, "CHARLIE");
	assert_int_equal(nso, 3);
	assert_true(text_cp_count(out.data, out.len) <= 302);
	/* Four: three fragments hold three, the rarest (here: the first in
	 * the query); the fourth is left out. */
	const char *w4[] = {"ALPHA", "BRAVO", "CHARLIE", "DELTA"};
	size_t at4[] = {300, 1000, 1700, 2400}, g4[] = {0, 1, 2, 3};
	struct hit_span sp4[4];
	free(t);
	t = planted(3000, w4, at4, g4, 4, sp4);
	emit_snippet(t, strlen(t), -1, sp4, 4, NULL, &out, &so, &nso);
	ASSERT_CONTAINS(out.data, "CHARLIE");
	assert_null(strstr(out.data, "DELTA"));
	/* Fragments that would meet are one window. */
	size_t at5[] = {500, 700};
	free(t);
	t = planted(3000, w, at5, g, 2, sp);
	emit_snippet(t, strlen(t), -1, sp, 2, NULL, &out, &so, &nso);
	assert_null(strstr(out.data, " \xE2\x80\xA6 "));
	ASSERT_CONTAINS(out.data, "ALPHA");
	ASSERT_CONTAINS(out.data, "BRAVO");
	free(so);
	free(t);
	sbuf_free(&out);
	sbuf_free(&want);
}

static void test_snippet_columns(void **state)
{
	/* On a terminal the budget is in columns: 3 × (80 − 31) − 2 = 145 (three
	 * lines with the two '…'); a wide character takes 2. */
	struct config cfg = {0};
	cfg.columns = 80;
	struct snippet_opts o = emit_snippet_opts(&cfg, 0);
	assert_int_equal(o.budget, 145);
	assert_true(o.columns);
	cfg.columns = 40; /* at least 20 columns a line */
	assert_int_equal(emit_snippet_opts(&cfg, 0).budget, 58);
	cfg.columns = 80; /* text that starts in column 56: 3 × 24 − 2 */
	assert_int_equal(emit_snippet_opts(&cfg, 56).budget, 70);
	cfg.columns = 0;
	assert_int_equal(emit_snippet_opts(&cfg, 0).budget, 300);
	assert_false(emit_snippet_opts(&cfg, 0).columns);
	assert_int_equal(emit_snippet_opts(NULL, 0).budget, 300);

	struct sbuf t = {0};
	for (int i = 0; i < 200; i++)
		sbuf_adds(&t, "\xE4\xB8\xAD"); /* 中: 200 code points, 400 columns */
	struct hit_span sp = {100, 101, 0};
	struct sbuf out = {0};
	emit_snippet(t.data, t.len, -1, &sp, 1, &o, &out, NULL, NULL);
	/* 72 characters (144 columns) and the two '…'. */
	assert_int_equal(text_cp_count(out.data, out.len), 72 + 2);
	assert_int_equal(text_columns(out.data, out.len), 144 + 2);
	/* In code points the same text is whole under 300. */
	emit_snippet(t.data, t.len, -1, &sp, 1, NULL, &out, NULL, NULL);
	assert_int_equal(out.len, t.len);
	sbuf_free(&out);
	sbuf_free(&t);
}

/* emit_wrap of line at a width and hang, as a malloc'd string. */
static char *wrapped(const char *line, size_t columns, size_t hang)
{
	struct sbuf b = {0};
	sbuf_adds(&b, "KEEP\n");
	sbuf_adds(&b, line);
	emit_wrap(&b, 5, columns, hang);
	assert_memory_equal(b.data, "KEEP\n", 5);
	char *r = xstrdup(b.data + 5);
	sbuf_free(&b);
	return r;
}

#define ASSERT_WRAP(line, columns, hang, want)                                                               \
	do {                                                                                                 \
		char *got_ = wrapped(line, columns, hang);                                                   \
		assert_string_equal(got_, want);                                                             \
		free(got_);                                                                                  \
	} while (0)

static void test_wrap(void **state)
{
	/* A line that fits, or no terminal: as it is. */
	ASSERT_WRAP("  user  a b c  ", 40, 8, "  user  a b c  ");
	ASSERT_WRAP("  user  a b c d e f g h i j k l m n o p q r s t u v w x y z", 0, 8,
		    "  user  a b c d e f g h i j k l m n o p q r s t u v w x y z");
	/* At the last space that fits, never at one before the hang. */
	ASSERT_WRAP("  user  one two three four five six seven", 30, 8,
		    "  user  one two three four\n        five six seven");
	ASSERT_WRAP("  user  onetwothreefourfivesixseveneight", 30, 8,
		    "  user  onetwothreefourfivesix\n        seveneight");
	/* Wide characters take two columns. */
	ASSERT_WRAP("ab \xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD"
		    "\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD",
		    21, 0,
		    "ab \xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD"
		    "\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD");
	/* A word longer than a line starts the next one, and is cut there. */
	ASSERT_WRAP("ab \xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD"
		    "\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD",
		    21, 0,
		    "ab\n\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD"
		    "\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\xE4\xB8\xAD\n\xE4\xB8\xAD");
	/* Escapes take no column; the colour in effect is ended before a
	 * break and given again after the indent. */
	ASSERT_WRAP("\033[2m  abcdefghijklm \033[1;31mnopq rstuvwxyz\033[0m\033[2m kl\033[0m", 22, 2,
		    "\033[2m  abcdefghijklm \033[1;31mnopq\033[0m\n  "
		    "\033[2m\033[1;31mrstuvwxyz\033[0m\033[2m kl\033[0m");
	/* Each line of several, and a narrow terminal: the hang leaves 20
	 * columns. */
	ASSERT_WRAP("aaa bbb ccc\nddd eee", 8, 2, "aaa bbb\nccc\nddd eee");
	ASSERT_WRAP("0123456789012345678901234567890 aaaa bbbb cccc dddd eeee ffff", 40, 31,
		    "0123456789012345678901234567890 aaaa\n"
		    "                    bbbb cccc dddd eeee\n"
		    "                    ffff");
	assert_int_equal(emit_hang(80, 31), 31);
	assert_int_equal(emit_hang(40, 31), 20);
	assert_int_equal(emit_hang(15, 4), 0);
	assert_int_equal(emit_columns("\033[1mab\xE4\xB8\xAD\033[0m\t", 14), 8);
}

/* root/rel, in a static buffer. */
static const char *full(struct corpus *c, const char *rel)
{
	static char buf[4][256];
	static int k;
	k = (k + 1) % 4;
	snprintf(buf[k], sizeof buf[k], "%s/%s", c->root, rel);
	return buf[k];
}

/* The terminal width render formats for (0: not a terminal). */
static size_t render_columns;

/* Parses the options (NULL-terminated) and query, reads and ranks every
 * file, and formats the result into c->out. Returns format_run's status. */
static int render(struct corpus *c, const char *query, ...)
{
	static const char *const color[] = {"--color", "never", NULL};
	va_list ap;
	va_start(ap, query);
	corpus_vrun(c, color, query, ap);
	va_end(ap);
	c->cfg.columns = render_columns;
	struct scan_texts src = {.ctx = c->sc, .stdin_fd = -1, .fd = -1};
	struct format_ctx fc = {.cfg = &c->cfg,
				.stats = c->stats,
				.ms = c->ms,
				.src = {scan_texts_read, &src},
				.scope = c->root,
				.home = "/home/u"};
	FILE *f = open_memstream(&c->out, &c->outlen);
	assert_non_null(f);
	int rc = format_run(&fc, &c->rr, f);
	assert_int_equal(fclose(f), 0);
	scan_texts_close(&src);
	return rc;
}

#define SID_A "3f2a9c1e-1111-4222-8333-444455556666"
#define SID_B "0badcafe-7777-4888-9999-aaaabbbbcccc"
#define SID_C "c0ffee00-dddd-4eee-8fff-000011112222"

/* Three sessions: A (two matches and a subagent match, cwd under $HOME,
 * a title), B (one match with whitespace runs, a project outside $HOME),
 * C (no uuid, no timestamp, no cwd). */
static void standard_corpus(struct corpus *c)
{
	struct sbuf b = {0};
	unit_line(&b, "user", SID_A, "a-1", "2025-11-17T14:30:05Z", "/home/u/code/app",
		  "we should move the JWT refresh into the auth middleware");
	unit_line(&b, "assistant", SID_A, "a-2", "2025-11-17T14:31:00.250Z", "/home/u/code/app",
		  "Implemented the refresh in middleware/auth.ts and added tests");
	unit_line(&b, "user", SID_A, "a-3", "2025-11-17T14:33:00Z", "/home/u/code/app",
		  "thanks, that looks right to me");
	sbuf_adds(&b, "{\"type\":\"custom-title\",\"sessionId\":\"" SID_A
		      "\",\"customTitle\":\"JWT \\\"token\\\" work\"}\n");
	corpus_put(c, "-home-u-code-app/" SID_A ".jsonl", &b);
	unit_line(&b, "assistant", SID_A, "a-4", "2025-11-17T14:32:00Z", "/home/u/code/app",
		  "subagent checked the refresh path");
	corpus_put(c, "-home-u-code-app/" SID_A "/subagents/agent-1.jsonl", &b);
	unit_line(&b, "user", SID_B, "b-1", "2025-11-16T09:05:59Z", "/home/user2/x",
		  "the   refresh\n\ttoken   is short-lived");
	corpus_put(c, "-home-user2-x/" SID_B ".jsonl", &b);
	unit_line(&b, "user", SID_C, NULL, NULL, NULL, "refresh without any time");
	corpus_put(c, "-srv-y/" SID_C ".jsonl", &b);
	sbuf_free(&b);
}

static void test_text(void **state)
{
	struct corpus *c = *state;
	standard_corpus(c);
	assert_int_equal(render(c, "refresh", NULL), 0);
	/* Sessions: A (3 matches), B (1, 09:05), C (1, no time). */
	const char *want[] = {
	    "[1/3] 3f2a9c1 \xE2\x80\xA2 2025-11-17 14:32 \xE2\x80\xA2 ~/code/app \xE2\x80\xA2 3 matches",
	    "  user       2025-11-17 14:30  L1  we should move the JWT refresh into the auth middleware",
	    "  assistant  2025-11-17 14:31  L2  Implemented the refresh in middleware/auth.ts and added "
	    "tests",
	    /* In another file, a uuid that is not a random one: its file's
	     * name and line, not padded to (docs/reference.md §4.5). */
	    "  assistant  2025-11-17 14:32  agent-1.jsonl:L1  subagent checked the refresh path",
	    "[2/3] 0badcaf \xE2\x80\xA2 2025-11-16 09:05 \xE2\x80\xA2 /home/user2/x \xE2\x80\xA2 1 match",
	    "  user       2025-11-16 09:05  L1  the refresh token is short-lived",
	    "[3/3] c0ffee0 \xE2\x80\xA2 ",
	    "refresh without any time",
	};
	size_t n = 0;
	char *copy = xstrdup(c->out);
	char **lines = xcalloc(64, sizeof *lines);
	for (char *p = strtok(copy, "\n"); p && n < 63; p = strtok(NULL, "\n"))
		lines[n++] = p;
	assert_int_equal(n, 6 + 2);
	/* The header names the title too; where is not fixed: compare up to
	 * the match count. */
	ASSERT_PREFIX(lines[0], want[0]);
	ASSERT_CONTAINS(lines[0], "JWT \"token\" work");
	assert_string_equal(lines[1], want[1]);
	assert_string_equal(lines[2], want[2]);
	assert_string_equal(lines[3], want[3]);
	ASSERT_PREFIX(lines[4], want[4]);
	assert_string_equal(lines[5], want[5]);
	ASSERT_PREFIX(lines[6], want[6]);
	ASSERT_CONTAINS(lines[6], "/srv/y");
	ASSERT_CONTAINS(lines[7], want[7]);
	free(lines);
	free(copy);

	/* --offset numbers from the offset; another zone moves the times. */
	setenv("TZ", "JST-9", 1);
	tzset();
	assert_int_equal(render(c, "refresh", "--offset", "1", "-n", "1", NULL), 0);
	const char *h =
	    "[2/3] 0badcaf \xE2\x80\xA2 2025-11-16 18:05 \xE2\x80\xA2 /home/user2/x \xE2\x80\xA2 1 match";
	ASSERT_PREFIX(c->out, h);
	ASSERT_CONTAINS(c->out, "\n  user       2025-11-16 18:05  L1  the refresh token is short-lived\n");
	assert_null(strstr(c->out, "3f2a9c1"));
	setenv("TZ", "UTC", 1);
	tzset();
}

/* Text on a terminal of 60 columns (docs/reference.md §4.5): no line is
 * wider, a message's lines hang under its text column (35, after its
 * place L1), the snippet is about three lines (3 × 25 − 2 = 73 columns),
 * and --full's own lines start under the text column too. */
static void test_text_terminal(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0}, text = {0};
	for (int i = 0; i < 40; i++)
		sbuf_printf(&text, "word%02d ", i);
	sbuf_adds(&text, "refresh \xE4\xB8\xAD\xE6\x96\x87\xE4\xB8\xAD\xE6\x96\x87 and more words after it");
	unit_line(&b, "user", SID_A, "a-1", "2025-11-17T14:30:05Z", "/home/u/code/app", text.data);
	unit_line(&b, "assistant", SID_A, "a-2", "2025-11-17T14:31:00Z", "/home/u/code/app",
		  "a refresh\nsecond line of the reply, long enough to be wrapped at sixty columns");
	corpus_put(c, "-home-u-code-app/" SID_A ".jsonl", &b);
	sbuf_free(&b);
	sbuf_free(&text);
	render_columns = 60;
	assert_int_equal(render(c, "refresh", NULL), 0);
	char *copy = xstrdup(c->out);
	size_t n = 0, hung = 0;
	for (char *p = strtok(copy, "\n"); p; p = strtok(NULL, "\n"), n++) {
		size_t cols = emit_columns(p, strlen(p));
		if (cols > 60)
			fail_msg("line %zu is %zu columns wide: \"%s\"", n, cols, p);
		if (strncmp(p, "                                   ", 35) == 0 && p[35] != ' ')
			hung++;
	}
	free(copy);
	ASSERT_CONTAINS(c->out, "\n  user       2025-11-17 14:30  L1  \xE2\x80\xA6");
	ASSERT_CONTAINS(c->out, "\xE4\xB8\xAD\xE6\x96\x87\xE4\xB8\xAD\xE6\x96\x87 and more");
	assert_true(hung >= 2);
	assert_int_equal(render(c, "refresh", "--full", NULL), 0);
	ASSERT_CONTAINS(c->out, "  assistant  2025-11-17 14:31  L2  a refresh\n"
				"                                   second line of the reply,\n"
				"                                   long enough to be wrapped\n"
				"                                   at sixty columns\n");
	/* Not a terminal: one line a message, --full's lines indented by 6. */
	render_columns = 0;
	assert_int_equal(render(c, "refresh", "--full", NULL), 0);
	ASSERT_CONTAINS(c->out,
			"  assistant  2025-11-17 14:31  L2  a refresh\n"
			"      second line of the reply, long enough to be wrapped at sixty columns\n");
}

static int terminal_teardown(void **state)
{
	render_columns = 0;
	return corpus_teardown(state);
}

static cJSON *get(const cJSON *o, const char *key)
{
	cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	if (!v)
		fail_msg("no key \"%s\"", key);
	return v;
}

static const char *str(const cJSON *o, const char *key)
{
	cJSON *v = get(o, key);
	if (!cJSON_IsString(v))
		fail_msg("\"%s\" is not a string", key);
	return v->valuestring;
}

static double num(const cJSON *o, const char *key)
{
	cJSON *v = get(o, key);
	if (!cJSON_IsNumber(v))
		fail_msg("\"%s\" is not a number", key);
	return v->valuedouble;
}

static void test_json(void **state)
{
	struct corpus *c = *state;
	standard_corpus(c);
	assert_int_equal(render(c, "refresh|x\\\"y\\\\", "--format", "json", "-A", "1", NULL), 0);
	assert_true(c->outlen > 0 && c->out[c->outlen - 1] == '\n');
	cJSON *doc = cJSON_ParseWithLength(c->out, c->outlen);
	if (!doc)
		fail_msg("not JSON: %s", c->out);
	assert_string_equal(str(doc, "query"), "refresh|x\\\"y\\\\");
	assert_int_equal(num(doc, "total"), 3);
	assert_true(cJSON_IsFalse(get(doc, "capped")));
	cJSON *sessions = get(doc, "sessions");
	assert_true(cJSON_IsArray(sessions));
	assert_int_equal(cJSON_GetArraySize(sessions), 3);

	cJSON *a = cJSON_GetArrayItem(sessions, 0);
	assert_string_equal(str(a, "session_id"), SID_A);
	assert_string_equal(str(a, "title"), "JWT \"token\" work");
	assert_string_equal(str(a, "project"), "/home/u/code/app"); /* not shortened to ~ */
	assert_string_equal(str(a, "file"), full(c, "-home-u-code-app/" SID_A ".jsonl"));
	assert_int_equal(num(a, "score"), 3);
	ASSERT_CONTAINS(c->out, "\"score\":3,"); /* an integer */
	assert_int_equal(num(a, "matches"), 3);
	assert_string_equal(str(a, "first"), "2025-11-17T14:30:05Z");
	assert_string_equal(str(a, "last"), "2025-11-17T14:32:00Z");
	cJSON *msgs = get(a, "messages");
	/* Chronological: 14:30, 14:31, 14:32 (subagent), then the context
	 * line 3 of the main file (14:33), after line 2. */
	assert_int_equal(cJSON_GetArraySize(msgs), 4);
	cJSON *m0 = cJSON_GetArrayItem(msgs, 0);
	assert_string_equal(str(m0, "uuid"), "a-1");
	assert_string_equal(str(m0, "timestamp"), "2025-11-17T14:30:05Z");
	assert_string_equal(str(m0, "type"), "user");
	assert_string_equal(str(m0, "file"), full(c, "-home-u-code-app/" SID_A ".jsonl"));
	assert_int_equal(num(m0, "line"), 1);
	assert_string_equal(str(m0, "text"), "we should move the JWT refresh into the auth middleware");
	assert_string_equal(str(m0, "snippet"), "we should move the JWT refresh into the auth middleware");
	assert_null(cJSON_GetObjectItemCaseSensitive(m0, "context"));
	cJSON *m1 = cJSON_GetArrayItem(msgs, 1);
	assert_string_equal(str(m1, "type"), "assistant");
	assert_string_equal(str(m1, "timestamp"), "2025-11-17T14:31:00.250Z"); /* raw */
	cJSON *m2 = cJSON_GetArrayItem(msgs, 2);
	assert_string_equal(str(m2, "file"), full(c, "-home-u-code-app/" SID_A "/subagents/agent-1.jsonl"));
	assert_int_equal(num(m2, "line"), 1);
	assert_null(cJSON_GetObjectItemCaseSensitive(m2, "context"));
	cJSON *m3 = cJSON_GetArrayItem(msgs, 3);
	assert_string_equal(str(m3, "uuid"), "a-3");
	assert_int_equal(num(m3, "line"), 3);
	assert_true(cJSON_IsTrue(get(m3, "context")));

	cJSON *bs = cJSON_GetArrayItem(sessions, 1);
	assert_string_equal(str(bs, "session_id"), SID_B);
	assert_true(cJSON_IsNull(get(bs, "title")));
	cJSON *b0 = cJSON_GetArrayItem(get(bs, "messages"), 0);
	assert_string_equal(str(b0, "text"), "the   refresh\n\ttoken   is short-lived"); /* whole */
	assert_string_equal(str(b0, "snippet"), "the refresh token is short-lived");

	cJSON *cs = cJSON_GetArrayItem(sessions, 2);
	assert_string_equal(str(cs, "project"), "/srv/y");
	assert_true(cJSON_IsNull(get(cs, "first")));
	assert_true(cJSON_IsNull(get(cs, "last")));
	cJSON *c0 = cJSON_GetArrayItem(get(cs, "messages"), 0);
	assert_true(cJSON_IsNull(get(c0, "uuid")));
	assert_true(cJSON_IsNull(get(c0, "timestamp")));
	assert_string_equal(str(c0, "type"), "user");
	cJSON_Delete(doc);

	/* bm25: score is the session's BM25 sum; -n caps. */
	assert_int_equal(render(c, "refresh", "--format", "json", "--sort", "bm25", "-n", "1", NULL), 0);
	doc = cJSON_ParseWithLength(c->out, c->outlen);
	assert_non_null(doc);
	assert_int_equal(num(doc, "total"), 3);
	assert_true(cJSON_IsTrue(get(doc, "capped")));
	sessions = get(doc, "sessions");
	assert_int_equal(cJSON_GetArraySize(sessions), 1);
	a = cJSON_GetArrayItem(sessions, 0);
	assert_string_equal(str(a, "session_id"), c->rr.entries[0].s->id);
	assert_true(c->rr.entries[0].score > 0);
	assert_float_equal(num(a, "score"), c->rr.entries[0].score, 1e-9);
	assert_int_equal(num(a, "matches"), c->rr.entries[0].matches);
	cJSON_Delete(doc);

	/* --flat: a list of messages, each with its session's fields inlined
	 * as in jsonl: matches 1, first = last its time. */
	assert_int_equal(render(c, "refresh", "--format", "json", "--flat", NULL), 0);
	doc = cJSON_ParseWithLength(c->out, c->outlen);
	assert_non_null(doc);
	assert_int_equal(num(doc, "total"), 5);
	assert_true(cJSON_IsFalse(get(doc, "capped")));
	assert_null(cJSON_GetObjectItemCaseSensitive(doc, "sessions"));
	cJSON *flat = get(doc, "messages");
	assert_int_equal(cJSON_GetArraySize(flat), 5);
	for (int i = 0; i < 5; i++) {
		cJSON *e = cJSON_GetArrayItem(flat, i);
		assert_int_equal(num(e, "matches"), 1);
		assert_null(cJSON_GetObjectItemCaseSensitive(e, "messages"));
		assert_non_null(get(e, "snippet"));
		/* The session's fields: its file is the main transcript, also
		 * for the subagent's message (whose own file is "file"). */
		if (strcmp(str(e, "session_id"), SID_A) == 0)
			assert_string_equal(str(e, "session_file"),
					    full(c, "-home-u-code-app/" SID_A ".jsonl"));
		cJSON *ts = get(e, "timestamp");
		if (cJSON_IsNull(ts)) {
			assert_true(cJSON_IsNull(get(e, "first")));
		} else {
			assert_string_equal(str(e, "first"), ts->valuestring);
			assert_string_equal(str(e, "last"), ts->valuestring);
		}
	}
	cJSON_Delete(doc);

	/* --flat -A 1 -n 1: the newest match (the subagent's, 14:32) has no
	 * neighbour in its file; -n 2 adds a-2, whose neighbour a-3 comes as
	 * context, with the session's fields too. */
	assert_int_equal(render(c, "refresh", "--format", "json", "--flat", "-A", "1", "-n", "2", NULL), 0);
	doc = cJSON_ParseWithLength(c->out, c->outlen);
	assert_non_null(doc);
	assert_int_equal(num(doc, "total"), 5);
	assert_true(cJSON_IsTrue(get(doc, "capped")));
	flat = get(doc, "messages");
	assert_int_equal(cJSON_GetArraySize(flat), 3);
	assert_string_equal(str(cJSON_GetArrayItem(flat, 0), "uuid"), "a-4");
	assert_string_equal(str(cJSON_GetArrayItem(flat, 1), "uuid"), "a-2");
	cJSON *ctx = cJSON_GetArrayItem(flat, 2);
	assert_string_equal(str(ctx, "uuid"), "a-3");
	assert_true(cJSON_IsTrue(get(ctx, "context")));
	assert_string_equal(str(ctx, "session_id"), SID_A);
	cJSON_Delete(doc);
}

static void test_json_long_text_and_stats(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0}, text = {0};
	/* 1000 code points, the hit at 250: the snippet is '…', code points
	 * 150..450, '…'. */
	for (int i = 0; i < 1000; i++)
		sbuf_adds(&text, i == 250 ? "r" : i % 3 ? "\xE4\xB8\xAD" : "a");
	/* make "refresh" start at 250 */
	struct sbuf t2 = {0};
	cp_slice(&t2, text.data, 0, 250);
	sbuf_adds(&t2, "refresh");
	cp_slice(&t2, text.data, 257, 1000);
	unit_line(&b, "user", "lt", "u1", "2025-01-02T03:04:05Z", "/w", t2.data);
	corpus_put(c, "-w/lt.jsonl", &b);
	struct run_stats st = {0};
	st.files = 1;
	c->stats = &st;
	assert_int_equal(render(c, "refresh", "--format", "json", NULL), 0);
	cJSON *doc = cJSON_ParseWithLength(c->out, c->outlen);
	assert_non_null(doc);
	cJSON *m0 = cJSON_GetArrayItem(get(cJSON_GetArrayItem(get(doc, "sessions"), 0), "messages"), 0);
	assert_string_equal(str(m0, "text"), t2.data);
	char *want = window(t2.data, 150);
	assert_string_equal(str(m0, "snippet"), want);
	free(want);
	/* With run statistics, the document carries them. */
	assert_true(cJSON_IsObject(get(doc, "stats")));
	cJSON_Delete(doc);
	c->stats = NULL;
	sbuf_free(&b);
	sbuf_free(&text);
	sbuf_free(&t2);
}

static void test_json_empty(void **state)
{
	struct corpus *c = *state;
	standard_corpus(c);
	assert_int_equal(render(c, "nowhere-to-be-found", "--format", "json", NULL), 0);
	cJSON *doc = cJSON_ParseWithLength(c->out, c->outlen);
	if (!doc)
		fail_msg("not JSON: %s", c->out);
	assert_string_equal(str(doc, "query"), "nowhere-to-be-found");
	assert_int_equal(num(doc, "total"), 0);
	assert_true(cJSON_IsFalse(get(doc, "capped")));
	assert_true(cJSON_IsArray(get(doc, "sessions")));
	assert_int_equal(cJSON_GetArraySize(get(doc, "sessions")), 0);
	cJSON_Delete(doc);
	/* An offset past the end: total still counts. */
	assert_int_equal(render(c, "refresh", "--format", "json", "--offset", "5", NULL), 0);
	doc = cJSON_ParseWithLength(c->out, c->outlen);
	assert_non_null(doc);
	assert_int_equal(num(doc, "total"), 3);
	assert_true(cJSON_IsFalse(get(doc, "capped")));
	assert_int_equal(cJSON_GetArraySize(get(doc, "sessions")), 0);
	cJSON_Delete(doc);
}

/* Occurrences of needle in s. */
static size_t count_of(const char *s, const char *needle)
{
	size_t n = 0;
	for (const char *p = strstr(s, needle); p; p = strstr(p + 1, needle))
		n++;
	return n;
}

static void test_jsonl(void **state)
{
	struct corpus *c = *state;
	standard_corpus(c);
	assert_int_equal(render(c, "refresh", "--format", "jsonl", NULL), 0);
	char *copy = xstrdup(c->out);
	size_t n = 0;
	static const char *const want_sid[] = {SID_A, SID_A, SID_A, SID_B, SID_C};
	static const char *const want_uuid[] = {"a-1", "a-2", "a-4", "b-1", NULL};
	for (char *p = copy, *nl; *p; p = nl + 1, n++) {
		nl = strchr(p, '\n');
		assert_non_null(nl);
		*nl = '\0';
		assert_true(n < 5);
		cJSON *o = cJSON_Parse(p);
		if (!o)
			fail_msg("line %zu is not JSON: %s", n + 1, p);
		assert_true(cJSON_IsObject(o));
		/* One "file" key, the message's own. */
		assert_int_equal(count_of(p, "\"file\":"), 1);
		assert_string_equal(str(o, "session_id"), want_sid[n]);
		assert_non_null(get(o, "project"));
		assert_non_null(get(o, "title"));
		assert_non_null(get(o, "matches"));
		assert_non_null(get(o, "score"));
		if (want_uuid[n])
			assert_string_equal(str(o, "uuid"), want_uuid[n]);
		else
			assert_true(cJSON_IsNull(get(o, "uuid")));
		assert_non_null(get(o, "timestamp"));
		assert_non_null(get(o, "type"));
		assert_non_null(get(o, "line"));
		assert_non_null(get(o, "text"));
		assert_non_null(get(o, "snippet"));
		if (n == 2)
			assert_string_equal(str(o, "file"),
					    full(c, "-home-u-code-app/" SID_A "/subagents/agent-1.jsonl"));
		if (n == 0) {
			assert_string_equal(str(o, "file"), full(c, "-home-u-code-app/" SID_A ".jsonl"));
			assert_int_equal(num(o, "matches"), 3);
		}
		cJSON_Delete(o);
	}
	assert_int_equal(n, 5);
	free(copy);
}

static void test_tsv(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	unit_line(&b, "user", "tv", "u1", "2025-01-02T03:04:05Z", "/home/u/odd\\dir\tx",
		  "refresh\tone\ntwo\rthree\\four end");
	unit_line(&b, "assistant", "tv", "u2", NULL, NULL, "plain refresh reply here");
	corpus_put(c, "-home-u-odd/tv.jsonl", &b);
	sbuf_free(&b);
	const char *path = full(c, "-home-u-odd/tv.jsonl");
	struct sbuf want = {0};
	sbuf_printf(&want,
		    "tv\t2025-01-02T03:04:05Z\tuser\trefresh\\tone\\ntwo\\rthree\\\\four "
		    "end\t/home/u/odd\\\\dir\\tx\t%s\t1\t0\tclaude\n"
		    "tv\t\tassistant\tplain refresh reply here\t/home/u/odd\\\\dir\\tx\t%s\t2\t0\tclaude\n",
		    path, path);
	assert_int_equal(render(c, "refresh", "--format", "tsv", NULL), 0);
	assert_string_equal(c->out, want.data);
	assert_int_equal(render(c, "refresh", "--format", "tsv", "--header", NULL), 0);
	const char *hdr = "session_id\ttimestamp\ttype\ttext\tproject\tfile\tline\tcontext\tsource\n";
	ASSERT_PREFIX(c->out, hdr);
	assert_string_equal(c->out + strlen(hdr), want.data);

	/* The context column: 1 on the message -B 1 brings, 0 on the match. */
	assert_int_equal(render(c, "plain", "--format", "tsv", "-B", "1", NULL), 0);
	sbuf_reset(&want);
	sbuf_printf(&want,
		    "tv\t2025-01-02T03:04:05Z\tuser\trefresh\\tone\\ntwo\\rthree\\\\four "
		    "end\t/home/u/odd\\\\dir\\tx\t%s\t1\t1\tclaude\n"
		    "tv\t\tassistant\tplain refresh reply here\t/home/u/odd\\\\dir\\tx\t%s\t2\t0\tclaude\n",
		    path, path);
	assert_string_equal(c->out, want.data);
	sbuf_free(&want);
}

static void test_files_and_count(void **state)
{
	struct corpus *c = *state;
	standard_corpus(c);
	const char *fa = full(c, "-home-u-code-app/" SID_A ".jsonl");
	const char *fb = full(c, "-home-user2-x/" SID_B ".jsonl");
	const char *fc = full(c, "-srv-y/" SID_C ".jsonl");
	struct sbuf want = {0};
	sbuf_printf(&want, "%s\n%s\n%s\n", fa, fb, fc);
	assert_int_equal(render(c, "refresh", "-l", NULL), 0);
	assert_string_equal(c->out, want.data);

	sbuf_reset(&want);
	sbuf_printf(&want, "%s%c%s%c", fa, 0, fb, 0);
	assert_int_equal(render(c, "refresh", "--files-with-matches", "-0", "-n", "2", NULL), 0);
	assert_int_equal(c->outlen, want.len);
	assert_memory_equal(c->out, want.data, want.len);

	sbuf_reset(&want);
	sbuf_printf(&want, "%s:3\n%s:1\n%s:1\n", fa, fb, fc);
	assert_int_equal(render(c, "refresh", "-c", NULL), 0);
	assert_string_equal(c->out, want.data);
	assert_int_equal(render(c, "refresh", "--count", "--offset", "2", NULL), 0);
	sbuf_reset(&want);
	sbuf_printf(&want, "%s:1\n", fc);
	assert_string_equal(c->out, want.data);
	sbuf_free(&want);
}

/* --flat -l and -c: each session's file once, where its first message
 * ranks, -c counting its messages among those listed. Sessions a and b
 * take turns in time, so newest first their messages go b, a, b, a. */
static void test_flat_files_and_count(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	unit_line(&b, "user", "fa", "a1", "2025-01-01T10:00:00Z", "/w", "refresh number one");
	unit_line(&b, "user", "fa", "a2", "2025-01-01T10:02:00Z", "/w", "refresh number three");
	corpus_put(c, "-w/fa.jsonl", &b);
	unit_line(&b, "user", "fb", "b1", "2025-01-01T10:01:00Z", "/w", "refresh number two");
	unit_line(&b, "user", "fb", "b2", "2025-01-01T10:03:00Z", "/w", "refresh number four");
	corpus_put(c, "-w/fb.jsonl", &b);
	sbuf_free(&b);
	const char *fa = full(c, "-w/fa.jsonl"), *fb = full(c, "-w/fb.jsonl");
	struct sbuf want = {0};
	sbuf_printf(&want, "%s\n%s\n", fb, fa);
	assert_int_equal(render(c, "refresh", "--flat", "--sort", "recent", "-l", NULL), 0);
	assert_int_equal(c->rr.nentries, 4);
	assert_string_equal(c->out, want.data);
	sbuf_reset(&want);
	sbuf_printf(&want, "%s:2\n%s:2\n", fb, fa);
	assert_int_equal(render(c, "refresh", "--flat", "--sort", "recent", "-c", NULL), 0);
	assert_string_equal(c->out, want.data);
	/* -n 3: b2, a2, b1. */
	sbuf_reset(&want);
	sbuf_printf(&want, "%s:2\n%s:1\n", fb, fa);
	assert_int_equal(render(c, "refresh", "--flat", "--sort", "recent", "-c", "-n", "3", NULL), 0);
	assert_string_equal(c->out, want.data);
	sbuf_reset(&want);
	sbuf_printf(&want, "%s%c%s%c", fb, 0, fa, 0);
	assert_int_equal(render(c, "refresh", "--flat", "-l", "-0", NULL), 0);
	assert_int_equal(c->outlen, want.len);
	assert_memory_equal(c->out, want.data, want.len);
	sbuf_free(&want);
}

/* format_cut_notice of the options (NULL-terminated), for shown of total
 * WHAT, as a malloc'd string ("" when it prints nothing). */
static char *cut_notice(const char *what, size_t shown, size_t total, ...)
{
	char *argv[16] = {(char *)"memgrep"};
	int argc = 1;
	va_list ap;
	va_start(ap, total);
	for (const char *a; (a = va_arg(ap, const char *)) && argc < 14;)
		argv[argc++] = (char *)a;
	va_end(ap);
	argv[argc++] = (char *)"query";
	struct config cfg;
	bool exit_now;
	struct mg_error err = {{0}};
	assert_int_equal(config_parse(&cfg, argc, argv, &exit_now, &err), MG_MATCH);
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	assert_non_null(f);
	format_cut_notice(&cfg, what, shown, total, f);
	assert_int_equal(fclose(f), 0);
	config_free(&cfg);
	return out;
}

#define ASSERT_NOTICE(want, ...)                                                                             \
	do {                                                                                                 \
		char *got_ = cut_notice(__VA_ARGS__, NULL);                                                  \
		assert_string_equal(got_, want);                                                             \
		free(got_);                                                                                  \
	} while (0)

/* The one notice of a cut list, shared by searches and memgrep sessions
 * and projects (docs/reference.md §4.5, §11). */
static void test_cut_notice(void **state)
{
	(void)state;
	ASSERT_NOTICE("memgrep: 10 of 47 sessions shown; -n 47 for all\n", "sessions", 10, 47);
	ASSERT_NOTICE("memgrep: 3 of 5 messages shown; -n 5 for all\n", "messages", 3, 5, "--flat", "-n",
		      "3");
	ASSERT_NOTICE("memgrep: sessions 11 to 20 of 47 shown (--offset 10)\n", "sessions", 10, 47,
		      "--offset", "10");
	/* The last page after an offset still says where it is. */
	ASSERT_NOTICE("memgrep: projects 3 to 4 of 4 shown (--offset 2)\n", "projects", 2, 4, "--offset",
		      "2");
	/* All shown, none shown (the callers say that), -q: nothing. */
	ASSERT_NOTICE("", "sessions", 12, 12);
	ASSERT_NOTICE("", "sessions", 0, 12);
	ASSERT_NOTICE("", "sessions", 10, 47, "-q");
}

/* The whole no-result message of a search of query (with the options opts,
 * a NULL-ended list, then the PATHs /x/one and /x/two) whose funnel is st
 * (NULL: none). */
static char *no_result_for(const struct run_stats *st, const char *query, const char *const *opts)
{
	char *argv[16] = {(char *)"memgrep"};
	int argc = 1;
	for (; opts && *opts; opts++)
		argv[argc++] = (char *)*opts;
	argv[argc++] = (char *)"--";
	argv[argc++] = (char *)query;
	argv[argc++] = (char *)"/x/one";
	argv[argc++] = (char *)"/x/two";
	struct config cfg;
	bool exit_now;
	struct mg_error err = {{0}};
	assert_int_equal(config_parse(&cfg, argc, argv, &exit_now, &err), MG_MATCH);
	struct format_ctx fc = {.cfg = &cfg, .stats = st, .scope = "/x/one, /x/two", .home = "/home/u"};
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	assert_non_null(f);
	format_no_result(&fc, f);
	assert_int_equal(fclose(f), 0);
	config_free(&cfg);
	return out;
}

#define EXPECT_NO_RESULT(st, query, want, ...)                                                               \
	do {                                                                                                 \
		char *got_ =                                                                                 \
		    no_result_for(st, query, (const char *const[]){__VA_ARGS__ __VA_OPT__(, ) NULL});        \
		assert_string_equal(got_, want);                                                             \
		free(got_);                                                                                  \
	} while (0)

/* Where no change of the options would find something, the no-result
 * message is one line that says what was searched (docs/reference.md
 * §4.5), and names the filters when two or more left out each match;
 * --fuzzy's exact terms are told apart; the query is cut as errors cut
 * it; --file without a query names the file. */
static void test_no_result(void **state)
{
	(void)state;
	EXPECT_NO_RESULT(NULL, "deploy staging",
			 "No results found: /x/one, /x/two, none holds \"deploy staging\".\n");
	struct run_stats st = {.files = 3, .sessions_read = 2, .scope_session = -1, .left_out_finds = -1};
	EXPECT_NO_RESULT(
	    &st, "say_\\\"hi\\\"",
	    "No results found: 2 sessions in 3 files of /x/one, /x/two, none holds 'say_\\\"hi\\\"'.\n");
	/* One group and no filter that dropped a match: not "fewer groups". */
	st.groups_seen = true;
	EXPECT_NO_RESULT(
	    &st, "deploy",
	    "No results found: 2 sessions in 3 files of /x/one, /x/two, none holds \"deploy\".\n");
	st.sum.cand_multi = 2;
	st.sum.cand_multi_why = 1u << DROP_TYPE | 1u << DROP_NOISE | 1u << DROP_RECALL_OUTPUT;
	st.multi_sessions = 1u << SESSION_PROJECT;
	EXPECT_NO_RESULT(
	    &st, "deploy",
	    "No results found: 2 sessions in 3 files of /x/one, /x/two; the 2 messages that hold "
	    "\"deploy\" are each left out by two or more of --keep-noise, --type, --project.\n");
	st.sum.cand_multi = 0;
	EXPECT_NO_RESULT(
	    &st, "zelij",
	    "No results found: 2 sessions in 3 files of /x/one, /x/two, none holds \"zelij\".\n"
	    "Hint: \"zelij\" was searched exactly: --fuzzy 2 takes terms of 7 or more characters "
	    "(--fuzzy 1: 4 or more)\n",
	    "--fuzzy", "2");
	EXPECT_NO_RESULT(
	    &st, "",
	    "No results found: 2 sessions in 3 files of /x/one, /x/two, none with a tool call that "
	    "names src/app.py.\n",
	    "--file", "src/app.py");
	char query[301];
	memset(query, 'q', 300);
	query[300] = '\0';
	char *got = no_result_for(&st, query, NULL);
	assert_non_null(
	    strstr(got, "\""
			"qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq"
			"…\"."));
	assert_int_equal(count_of(got, "q"), 80);
	free(got);
}

/* The hint line for a search of "deploy staging" with the options opts (a
 * NULL-ended list) whose funnel is st (docs/reference.md §4.5). */
static char *hint_for(const struct run_stats *st, const char *const *opts)
{
	char *argv[16] = {(char *)"memgrep"};
	int argc = 1;
	for (; opts && *opts; opts++)
		argv[argc++] = (char *)*opts;
	argv[argc++] = (char *)"deploy staging";
	argv[argc++] = (char *)"/x";
	struct config cfg;
	bool exit_now;
	struct mg_error err = {{0}};
	assert_int_equal(config_parse(&cfg, argc, argv, &exit_now, &err), MG_MATCH);
	struct format_ctx fc = {.cfg = &cfg, .stats = st, .scope = "/x", .home = "/home/u"};
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	assert_non_null(f);
	format_no_result(&fc, f);
	assert_int_equal(fclose(f), 0);
	config_free(&cfg);
	char *hint = strstr(out, "\nHint: ");
	assert_non_null(hint);
	char *line = xstrdup(hint + strlen("\nHint: "));
	free(out);
	line[strcspn(line, "\n")] = '\0';
	return line;
}

#define EXPECT_HINT(st, want, ...)                                                                           \
	do {                                                                                                 \
		char *got_ = hint_for(st, (const char *const[]){__VA_ARGS__ __VA_OPT__(, ) NULL});           \
		assert_string_equal(got_, want);                                                             \
		free(got_);                                                                                  \
	} while (0)

/* The hint names the filter that dropped the most matching messages, after
 * the cases that come first (docs/reference.md §4.5). */
static void test_no_result_funnel(void **state)
{
	struct run_stats st = {.files = 3, .scope_session = -1, .left_out_finds = -1, .groups_seen = true};
	EXPECT_HINT(&st, "try fewer groups (each space-separated group must match)");
	st.sum.cand_drops[DROP_NOISE] = 2;
	EXPECT_HINT(
	    &st, "try --keep-noise (2 matching messages are text the agent injected, which is not searched)");
	st.cand_sessions[SESSION_PROJECT] = 3;
	EXPECT_HINT(
	    &st, "try another --project (3 matching messages are in other projects; memgrep projects lists "
		 "them)");
	/* A tie goes to the message filter. */
	st.sum.cand_drops[DROP_NOISE] = 3;
	EXPECT_HINT(
	    &st, "try --keep-noise (3 matching messages are text the agent injected, which is not searched)");
	memset(st.sum.cand_drops, 0, sizeof st.sum.cand_drops);
	memset(st.cand_sessions, 0, sizeof st.cand_sessions);
	st.cand_sessions[SESSION_HERE] = 1;
	EXPECT_HINT(&st, "try without --here (1 matching message is in projects outside this one)");
	st.cand_sessions[SESSION_KEPT] = 2;
	EXPECT_HINT(
	    &st, "try without --file (2 matching messages are in sessions whose tool calls never named the "
		 "file)");
	memset(st.cand_sessions, 0, sizeof st.cand_sessions);
	st.sum.cand_drops[DROP_TYPE] = 1;
	st.sum.cand_types = 1u << MT_TOOL | 1u << MT_THINKING;
	EXPECT_HINT(&st,
		    "try --tools --thinking (1 matching message is of kind tool or thinking, not searched)");
	st.sum.cand_types = 1u << MT_ASSISTANT;
	EXPECT_HINT(&st, "try --type user,assistant (1 matching message is of kind assistant, not searched)",
		    "--type", "user");
	st.sum.cand_drops[DROP_SHORT] = 4;
	EXPECT_HINT(&st, "try --min-length 0 (4 matching messages are shorter than --min-length 10)");
	st.sum.cand_drops[DROP_TIME] = 5;
	EXPECT_HINT(&st, "try a wider --since / --until (5 matching messages are outside it)");
	memset(st.sum.cand_drops, 0, sizeof st.sum.cand_drops);
	st.sum.cand_drops[DROP_FORK] = 1;
	EXPECT_HINT(&st, "try --forks (1 matching message is in the files of earlier memory recalls)");
	st.sum.cand_drops[DROP_RECALL_CUTOFF] = 1;
	EXPECT_HINT(
	    &st,
	    "try --recall-cutoff off (1 matching message is cut after a memory search in their session)");
	memset(st.sum.cand_drops, 0, sizeof st.sum.cand_drops);
	/* --scope session, when asked and found. */
	st.scope_session = 1;
	EXPECT_HINT(&st,
		    "try --scope session (every group matches some message of one session, but no message "
		    "matches them all)");
	/* Before the funnel: matches past -n, --timeout, no file read. */
	st.sum.cand_drops[DROP_NOISE] = 9;
	st.files = 0;
	EXPECT_HINT(&st, "no transcripts found under /x");
	st.timed_out = true;
	EXPECT_HINT(&st, "the search was cut short: raise --timeout (now 5 seconds)", "--timeout", "5");
	st.matches = 2;
	EXPECT_HINT(&st, "there are matches past -n: raise -n");
}

#define CORPUS_TEST(f) cmocka_unit_test_setup_teardown(f, corpus_setup, corpus_teardown)

const struct CMUnitTest format_tests[] = {
    cmocka_unit_test(test_snippet_fold_trim),
    cmocka_unit_test(test_snippet_short_unchanged),
    cmocka_unit_test(test_snippet_window),
    cmocka_unit_test(test_snippet_utf8),
    cmocka_unit_test(test_snippet_hit_after_folding),
    cmocka_unit_test(test_snippet_spans),
    cmocka_unit_test(test_snippet_most_groups),
    cmocka_unit_test(test_snippet_ties),
    cmocka_unit_test(test_snippet_fragments),
    cmocka_unit_test(test_snippet_columns),
    cmocka_unit_test(test_wrap),
    cmocka_unit_test(test_json_string),
    CORPUS_TEST(test_text),
    cmocka_unit_test_setup_teardown(test_text_terminal, corpus_setup, terminal_teardown),
    CORPUS_TEST(test_json),
    CORPUS_TEST(test_json_long_text_and_stats),
    CORPUS_TEST(test_json_empty),
    CORPUS_TEST(test_jsonl),
    CORPUS_TEST(test_tsv),
    CORPUS_TEST(test_files_and_count),
    CORPUS_TEST(test_flat_files_and_count),
    cmocka_unit_test(test_cut_notice),
    cmocka_unit_test(test_no_result),
    cmocka_unit_test(test_no_result_funnel),
};
const size_t format_tests_n = sizeof format_tests / sizeof format_tests[0];
