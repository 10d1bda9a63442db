/* test_match: unit tests for stages/match_build.c and match_scan.c (docs/reference.md §0, §3,
 * §4.2, §4.3). Each test builds its config the way main does, with
 * config_parse on an argv, then compiles a matcher and scans texts: group
 * masks, hit counts (overlaps included), distinct alternatives, tf, the first
 * hit's code point offset, spans, folding, the '_' wildcard, -s, -w, -e, and
 * the recall-event patterns. */
#include "tests/unit/unit.h"

#include "config/config.h"
#include "stages/match.h"
#include "stages/prefilter.h"

#include <hs/hs.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct mt {
	struct config cfg;
	struct matcher *m;
	struct match_scratch *s;
	struct match_result r;
};

/* The matchers a test has open, so the teardown frees them when a failed
 * assertion skips the test's own mt_close. */
static struct mt *open_mts[8];
static size_t n_open;

static void mt_release(struct mt *t)
{
	match_scratch_free(t->s);
	matcher_free(t->m);
	config_free(&t->cfg);
	free(t);
}

/* test_spans' output, freed here too. */
static struct hit_span *sp;

static int mt_teardown(void **state)
{
	while (n_open)
		mt_release(open_mts[--n_open]);
	free(sp);
	sp = NULL;
	return 0;
}

/* Parses argv (NULL-terminated, without the program name) into a config and
 * compiles its matcher, failing the test on any error. */
static struct mt *mt_open_argv(const char *const *args)
{
	struct mt *t = calloc(1, sizeof *t);
	assert_true(n_open < sizeof open_mts / sizeof open_mts[0]);
	open_mts[n_open++] = t;
	unit_compile(args, &t->cfg, &t->m, &t->s);
	return t;
}

#define MT_OPEN(...) mt_open_argv((const char *const[]){__VA_ARGS__, NULL})

static void mt_close(struct mt *t)
{
	for (size_t i = 0; i < n_open; i++) {
		if (open_mts[i] == t) {
			open_mts[i] = open_mts[--n_open];
			break;
		}
	}
	mt_release(t);
}

/* Scans text into t->r. */
static const struct match_result *scan(struct mt *t, const char *text)
{
	match_text(t->s, text, strlen(text), &t->r, NULL, NULL);
	return &t->r;
}

/* Whether every positive group and no NOT group hits text. */
static bool matches(struct mt *t, const char *text)
{
	scan(t, text);
	return matcher_all_positive(t->m, t->r.pos_mask) && t->r.neg_mask == 0;
}

static bool recall(struct mt *t, const char *text)
{
	return match_recall(t->s, text, strlen(text));
}

#define EXPECT_MATCH(t, text)                                                                                \
	do {                                                                                                 \
		if (!matches(t, text))                                                                       \
			fail_msg("query '%s' should match \"%s\" (pos %#llx neg %#llx)",                     \
				 (t)->cfg.query_text, text, (unsigned long long)(t)->r.pos_mask,             \
				 (unsigned long long)(t)->r.neg_mask);                                       \
	} while (0)
#define EXPECT_NO_MATCH(t, text)                                                                             \
	do {                                                                                                 \
		if (matches(t, text))                                                                        \
			fail_msg("query '%s' should not match \"%s\" (hits %u)", (t)->cfg.query_text, text,  \
				 (t)->r.hits);                                                               \
	} while (0)

static void test_masks(void **state)
{
	struct mt *t;
	t = MT_OPEN("alpha beta|gamma -delta -eps|zeta");
	const struct match_result *r = scan(t, "alpha and gamma");
	assert_int_equal(r->pos_mask, 0x3);
	assert_int_equal(r->neg_mask, 0);
	assert_true(matcher_all_positive(t->m, r->pos_mask));

	r = scan(t, "only beta here");
	assert_int_equal(r->pos_mask, 0x2);
	assert_false(matcher_all_positive(t->m, r->pos_mask));

	/* NOT groups: bit g - npositive. */
	r = scan(t, "alpha beta zeta");
	assert_int_equal(r->pos_mask, 0x3);
	assert_int_equal(r->neg_mask, 0x2);
	r = scan(t, "alpha beta delta eps");
	assert_int_equal(r->neg_mask, 0x3);
	/* NOT hits are not positive hits. */
	assert_int_equal(r->hits, 2);
	assert_int_equal(r->distinct, 2);

	r = scan(t, "");
	assert_int_equal(r->pos_mask, 0);
	assert_int_equal(r->neg_mask, 0);
	assert_int_equal(r->hits, 0);
	assert_int_equal(r->first_cp, -1);
	EXPECT_NO_MATCH(t, "alpha beta delta");
	EXPECT_MATCH(t, "ALPHA BETA");
	mt_close(t);

	/* A NOT group written first is still a NOT group (groups are reordered). */
	t = MT_OPEN("--", "-x y");
	r = scan(t, "x y");
	assert_int_equal(r->pos_mask, 0x1);
	assert_int_equal(r->neg_mask, 0x1);
	r = scan(t, "y");
	assert_int_equal(r->neg_mask, 0);
	mt_close(t);
}

static void test_hits_overlapping(void **state)
{
	struct mt *t;
	t = MT_OPEN("aa");
	const struct match_result *r = scan(t, "aaaa");
	assert_int_equal(r->hits, 3);
	assert_int_equal(r->distinct, 1);
	assert_int_equal(r->tf[0], 3);
	r = scan(t, "aa xaa");
	assert_int_equal(r->hits, 2);
	mt_close(t);

	/* Overlapping alternatives of one group: all hits of each count. */
	t = MT_OPEN("aa|aaa");
	r = scan(t, "aaaa");
	assert_int_equal(r->hits, 5);
	assert_int_equal(r->distinct, 2);
	assert_int_equal(r->tf[0], 5);
	mt_close(t);

	/* Duplicate alternatives count once (Foo|foo is one term). */
	t = MT_OPEN("foo|Foo|FOO");
	r = scan(t, "foo Foo");
	assert_int_equal(r->hits, 2);
	assert_int_equal(r->distinct, 1);
	assert_int_equal(r->tf[0], 2);
	mt_close(t);
}

static void test_tf_per_group(void **state)
{
	struct mt *t;
	t = MT_OPEN("foo bar|baz -qux");
	const struct match_result *r = scan(t, "foo bar foo baz foo qux");
	assert_int_equal(r->tf[0], 3);
	assert_int_equal(r->tf[1], 2);
	assert_int_equal(r->hits, 5);
	assert_int_equal(r->distinct, 3);
	/* tf is reset between scans. */
	r = scan(t, "bar");
	assert_int_equal(r->tf[0], 0);
	assert_int_equal(r->tf[1], 1);
	assert_int_equal(r->hits, 1);
	assert_int_equal(r->distinct, 1);
	mt_close(t);
}

static void test_first_cp(void **state)
{
	struct mt *t;
	t = MT_OPEN("hit");
	/* 中 文 😀 and a space: 4 code points, 11 bytes. */
	const struct match_result *r = scan(t, "\xe4\xb8\xad\xe6\x96\x87\xf0\x9f\x98\x80 hit hit");
	assert_int_equal(r->first_cp, 4);
	assert_int_equal(r->hits, 2);
	r = scan(t, "hit");
	assert_int_equal(r->first_cp, 0);
	r = scan(t, "nothing");
	assert_int_equal(r->first_cp, -1);
	/* A Kelvin sign (3 bytes, folds to 1-byte k) before the hit. */
	r = scan(t, "\xe2\x84\xaa\xe2\x84\xaaHIT");
	assert_int_equal(r->first_cp, 2);
	mt_close(t);

	/* The earliest positive hit of any group; NOT hits do not count. */
	t = MT_OPEN("zz yy -ab");
	r = scan(t, "ab \xc3\xa9 yy zz");
	assert_int_equal(r->first_cp, 5);
	mt_close(t);

	/* A wildcard hit starts at its first character. */
	t = MT_OPEN("a_b");
	r = scan(t, "\xc3\xa9\xc3\xa9 a\xe3\x80\x80"
		    "b");
	assert_int_equal(r->first_cp, 3);
	mt_close(t);
}

static void test_spans(void **state)
{
	struct mt *t;
	t = MT_OPEN("zz aa -xx");
	size_t n = 99;
	/* 中 a a 文 z z x x é a a */
	const char *text = "\xe4\xb8\xad"
			   "aa\xe6\x96\x87zzxx\xc3\xa9"
			   "aa";
	match_text(t->s, text, strlen(text), &t->r, &sp, &n);
	assert_int_equal(n, 3);
	assert_int_equal(sp[0].start, 1);
	assert_int_equal(sp[0].end, 3);
	assert_int_equal(sp[1].start, 4);
	assert_int_equal(sp[1].end, 6);
	assert_int_equal(sp[2].start, 9);
	assert_int_equal(sp[2].end, 11);
	assert_int_equal(t->r.neg_mask, 1);
	/* Each span names its positive group (for the snippet's window,
	 * docs/reference.md §4.5): zz is group 0, aa group 1. */
	assert_int_equal(sp[0].group, 1);
	assert_int_equal(sp[1].group, 0);
	assert_int_equal(sp[2].group, 1);

	/* Overlapping hits each get a span, sorted by start. */
	match_text(t->s, "zzzz", 4, &t->r, &sp, &n);
	assert_int_equal(n, 3);
	for (size_t i = 0; i < 3; i++) {
		assert_int_equal(sp[i].start, i);
		assert_int_equal(sp[i].end, i + 2);
	}
	match_text(t->s, "none", 4, &t->r, &sp, &n);
	assert_int_equal(n, 0);
	mt_close(t);
}

static void test_folding(void **state)
{
	struct mt *t;
	t = MT_OPEN("\xc3\x89t\xc3\xa9"); /* Été */
	EXPECT_MATCH(t, "\xc3\xa9t\xc3\xa9");
	EXPECT_MATCH(t, "\xc3\x89T\xc3\x89");
	EXPECT_NO_MATCH(t, "ete");
	mt_close(t);

	t = MT_OPEN("CAF\xc3\x89");
	EXPECT_MATCH(t, "un caf\xc3\xa9 noir");
	EXPECT_MATCH(t, "caf\xc3\x89");
	EXPECT_NO_MATCH(t, "cafe");
	mt_close(t);

	/* ς and σ do not fold to each other; Σ folds to σ. */
	t = MT_OPEN("\xcf\x82"); /* ς */
	EXPECT_NO_MATCH(t, "\xcf\x83");
	EXPECT_NO_MATCH(t, "\xce\xa3");
	EXPECT_MATCH(t, "\xcf\x82");
	mt_close(t);
	t = MT_OPEN("\xcf\x83"); /* σ */
	EXPECT_NO_MATCH(t, "\xcf\x82");
	EXPECT_MATCH(t, "\xce\xa3");
	mt_close(t);

	/* The Kelvin sign U+212A folds to k; ſ does not fold to s. */
	t = MT_OPEN("k");
	EXPECT_MATCH(t, "\xe2\x84\xaa");
	EXPECT_MATCH(t, "K");
	mt_close(t);
	t = MT_OPEN("s");
	EXPECT_NO_MATCH(t, "\xc5\xbf");
	mt_close(t);

	/* U+0130 stays itself: "i" does not find it, "İ" does. */
	t = MT_OPEN("i");
	EXPECT_NO_MATCH(t, "\xc4\xb0");
	EXPECT_MATCH(t, "I");
	mt_close(t);
	t = MT_OPEN("\xc4\xb0");
	EXPECT_MATCH(t, "x\xc4\xb0y");
	EXPECT_NO_MATCH(t, "i");
	mt_close(t);
}

static void test_case_sensitive(void **state)
{
	struct mt *t;
	t = MT_OPEN("-s", "Foo");
	EXPECT_MATCH(t, "a Foo b");
	EXPECT_NO_MATCH(t, "foo");
	EXPECT_NO_MATCH(t, "FOO");
	mt_close(t);

	t = MT_OPEN("--case-sensitive", "\xc3\xa9t\xc3\xa9");
	EXPECT_MATCH(t, "\xc3\xa9t\xc3\xa9");
	EXPECT_NO_MATCH(t, "\xc3\x89t\xc3\xa9");
	mt_close(t);

	/* With -s, Foo|foo are two alternatives, both counted. */
	t = MT_OPEN("-s", "Foo|foo");
	const struct match_result *r = scan(t, "Foo foo");
	assert_int_equal(r->hits, 2);
	assert_int_equal(r->distinct, 2);
	mt_close(t);
}

static void test_wildcard(void **state)
{
	struct mt *t;
	t = MT_OPEN("reset_windows");
	EXPECT_MATCH(t, "reset_windows");
	EXPECT_MATCH(t, "reset-windows");
	EXPECT_MATCH(t, "reset windows");
	EXPECT_MATCH(t, "reset\twindows");
	EXPECT_MATCH(t, "reset\nwindows");
	EXPECT_MATCH(t, "reset\xe3\x80\x80windows"); /* U+3000 */
	EXPECT_MATCH(t, "reset\xc2\xa0windows");     /* U+00A0 */
	EXPECT_MATCH(t, "RESET_WINDOWS");
	EXPECT_NO_MATCH(t, "resetxwindows");
	EXPECT_NO_MATCH(t, "reset  windows");
	EXPECT_NO_MATCH(t, "resetwindows");
	EXPECT_NO_MATCH(t, "reset.windows");
	EXPECT_NO_MATCH(t, "reset\r\nwindows");
	EXPECT_NO_MATCH(t, "reset\xe2\x80\x8bwindows"); /* U+200B is not White_Space */
	mt_close(t);

	/* An escaped underscore is only '_'. */
	t = MT_OPEN("reset\\_windows");
	EXPECT_MATCH(t, "reset_windows");
	EXPECT_NO_MATCH(t, "reset-windows");
	EXPECT_NO_MATCH(t, "reset windows");
	mt_close(t);

	/* A quoted phrase with a wildcard and an escaped quote
	 * (docs/reference.md §2). */
	t = MT_OPEN("say_\\\"hi\\\"");
	EXPECT_MATCH(t, "they say \"hi\" to all");
	EXPECT_NO_MATCH(t, "say hi");
	mt_close(t);
}

static void test_word(void **state)
{
	struct mt *t;
	t = MT_OPEN("-w", "check");
	EXPECT_MATCH(t, "check");
	EXPECT_MATCH(t, "please check it");
	EXPECT_MATCH(t, "(check)");
	EXPECT_MATCH(t, "check-out");
	EXPECT_MATCH(t, "CHECK.");
	EXPECT_MATCH(t, "\xe3\x80\x80"
			"check\xe3\x80\x80");
	EXPECT_NO_MATCH(t, "checkout");
	EXPECT_NO_MATCH(t, "recheck");
	EXPECT_NO_MATCH(t, "check_list");
	EXPECT_NO_MATCH(t, "\xc3\xa9_check");
	EXPECT_NO_MATCH(t, "\xc3\xa9"
			   "check");
	EXPECT_NO_MATCH(t, "check\xc3\xa9");
	EXPECT_NO_MATCH(t, "check1");
	EXPECT_NO_MATCH(t, "2check");
	EXPECT_NO_MATCH(t, "\xd9\xa3"
			   "check"); /* ARABIC-INDIC DIGIT THREE, Nd */
	EXPECT_NO_MATCH(t, "\xe4\xb8\xad"
			   "check");		 /* 中, Lo */
	EXPECT_NO_MATCH(t, "check\xe2\x85\xa0"); /* ROMAN NUMERAL ONE, Nl */
	/* Only the hits at boundaries count. */
	const struct match_result *r = scan(t, "checkcheck check, check_ check");
	assert_int_equal(r->hits, 2);
	assert_int_equal(r->first_cp, 11);
	mt_close(t);

	/* Overlapping candidates: only those with boundaries. */
	t = MT_OPEN("--word", "aa");
	r = scan(t, "aa aaaa aa");
	assert_int_equal(r->hits, 2);
	mt_close(t);

	/* -w applies to regex terms too. */
	t = MT_OPEN("-w", "-e", "ch.ck");
	EXPECT_MATCH(t, "Check it");
	EXPECT_NO_MATCH(t, "checkout");
	EXPECT_NO_MATCH(t, "\xc3\xa9"
			   "check");
	mt_close(t);

	/* A term may itself end in a non-word character. */
	t = MT_OPEN("-w", "c++");
	EXPECT_MATCH(t, "I like c++ a lot");
	EXPECT_NO_MATCH(t, "abc++");
	mt_close(t);
}

static void test_regex(void **state)
{
	struct mt *t;
	t = MT_OPEN("-e", "fo+ba[rz]");
	EXPECT_MATCH(t, "xx FOOOBAZ yy");
	EXPECT_MATCH(t, "foobar");
	EXPECT_NO_MATCH(t, "fbar");
	mt_close(t);

	t = MT_OPEN("-e", "-s", "fo+");
	EXPECT_MATCH(t, "foo");
	EXPECT_NO_MATCH(t, "FOO");
	mt_close(t);

	/* `\|` stays a regex escape: a literal '|', not an alternative. */
	t = MT_OPEN("-e", "a\\|b");
	EXPECT_MATCH(t, "a|b");
	EXPECT_NO_MATCH(t, "a b");
	EXPECT_NO_MATCH(t, "a");
	mt_close(t);

	/* `\d+` keeps its meaning; '_' is literal. */
	t = MT_OPEN("-e", "v\\d+ x_y");
	EXPECT_MATCH(t, "v12 x_y");
	EXPECT_NO_MATCH(t, "v12 x-y");
	EXPECT_NO_MATCH(t, "vx x_y");
	mt_close(t);

	/* The first hit is the leftmost start of a regex match. */
	t = MT_OPEN("-e", "b+c");
	const struct match_result *r = scan(t, "\xc3\xa9xbbbc");
	assert_int_equal(r->first_cp, 2);
	mt_close(t);

	/* Caseless regex also for non-ASCII letters. */
	t = MT_OPEN("-e", "\xc3\xa9t\xc3\xa9");
	EXPECT_MATCH(t, "\xc3\x89T\xc3\x89");
	mt_close(t);

	/* NOT groups work in regex mode. */
	t = MT_OPEN("-e", "--", "a+ -b+");
	r = scan(t, "aa bb");
	assert_int_equal(r->pos_mask, 1);
	assert_int_equal(r->neg_mask, 1);
	mt_close(t);
}

/* matcher_new refuses a pattern Hyperscan cannot compile, naming the term. */
static void expect_bad_regex(const char *pattern)
{
	char *argv[] = {"memgrep", "-e", "--", "ok", (char *)pattern, NULL};
	struct config cfg;
	bool exit_now = false;
	struct mg_error err = {{0}};
	char q[128];
	snprintf(q, sizeof q, "ok %s", pattern);
	argv[3] = q;
	argv[4] = NULL;
	if (config_parse(&cfg, 4, argv, &exit_now, &err) != MG_MATCH)
		fail_msg("config_parse: %s", err.msg);
	struct matcher *m = matcher_new(&cfg, &err);
	if (m) {
		matcher_free(m);
		config_free(&cfg);
		fail_msg("matcher_new accepted the regex '%s'", pattern);
	}
	if (!strstr(err.msg, pattern))
		fail_msg("the error does not name the term '%s': %s", pattern, err.msg);
	config_free(&cfg);
}

static void test_bad_regex(void **state)
{
	expect_bad_regex("(ab");
	expect_bad_regex("(a)\\1");
	expect_bad_regex("a(?=b)");
	expect_bad_regex("[z-a]");
}

static void test_recall_patterns(void **state)
{
	struct mt *t;
	t = MT_OPEN("anything");
	assert_true(recall(t, "let me run a memory search"));
	assert_true(recall(t, "Memory-Search please"));
	assert_true(recall(t, "MEMORY SEARCH"));
	assert_true(recall(t, "use memory recall"));
	assert_true(recall(t, "Did you remember the plan?"));
	assert_true(recall(t, "DID YOU REMEMBER"));
	assert_true(recall(t, "run memgrep foo"));
	assert_true(recall(t, "memgrep "));
	assert_false(recall(t, "run memgrep"));
	assert_false(recall(t, "memgrep\tfoo"));
	assert_false(recall(t, "memgrepping"));
	assert_true(recall(t, "I'll search my memory"));
	assert_true(recall(t, "i'll search the history"));
	assert_true(recall(t, "I'll search past sessions for it"));
	assert_true(recall(t, "I'll searchmemory"));
	/* "anything" spans newlines. */
	assert_true(recall(t, "I'll search\nthe old\nmemory"));
	assert_false(recall(t, "I'll search the code for bugs"));
	assert_false(recall(t, "I will search my memory"));
	/* ASCII apostrophe only. */
	assert_false(recall(t, "I\xe2\x80\x99ll search memory"));
	assert_false(recall(t, "memory  search"));
	assert_false(recall(t, "memorysearch"));
	assert_false(recall(t, "search memory"));
	assert_false(recall(t, "did you rememb"));
	assert_false(recall(t, ""));
	/* Folding applies: a Kelvin-free check of non-ASCII case. */
	assert_true(recall(t, "\xc3\x89 memory SEARCH"));
	mt_close(t);
}

/* "I'll search" + n copies of filler + tail. */
static bool recall_gap(struct mt *t, const char *filler, size_t n, const char *tail)
{
	size_t fl = strlen(filler);
	char *s = malloc(32 + n * fl + strlen(tail));
	size_t k = (size_t)sprintf(s, "I'll search");
	for (size_t i = 0; i < n; i++, k += fl)
		memcpy(s + k, filler, fl);
	strcpy(s + k, tail);
	bool r = recall(t, s);
	free(s);
	return r;
}

static void test_recall_window(void **state)
{
	struct mt *t;
	t = MT_OPEN("x");
	assert_true(recall_gap(t, "x", 0, "memory"));
	assert_true(recall_gap(t, "x", 40, "memory"));
	assert_false(recall_gap(t, "x", 41, "memory"));
	assert_true(recall_gap(t, "x", 40, "HISTORY"));
	assert_false(recall_gap(t, "x", 41, "history"));
	assert_true(recall_gap(t, "x", 40, "past session"));
	assert_false(recall_gap(t, "x", 41, "past session"));
	/* The 40 count code points, not bytes. */
	assert_true(recall_gap(t, "\xc3\xa9", 40, "memory"));
	assert_false(recall_gap(t, "\xc3\xa9", 41, "memory"));
	assert_true(recall_gap(t, "\xe4\xb8\xad", 40, "history"));
	assert_false(recall_gap(t, "\xe4\xb8\xad", 41, "history"));
	assert_true(recall_gap(t, "\xf0\x9f\x98\x80", 40, "past session"));
	assert_false(recall_gap(t, "\xf0\x9f\x98\x80", 41, "past session"));
	/* Uppercase that folds from 2 bytes to 2 bytes, and Kelvin (3 -> 1). */
	assert_true(recall_gap(t, "\xc3\x89", 40, "memory"));
	assert_true(recall_gap(t, "\xe2\x84\xaa", 40, "memory"));
	assert_false(recall_gap(t, "\xe2\x84\xaa", 41, "memory"));
	mt_close(t);
}

/* match_recall and match_text share a scratch: neither disturbs the other. */
static void test_recall_and_text(void **state)
{
	struct mt *t;
	t = MT_OPEN("memory");
	assert_true(recall(t, "memory search"));
	const struct match_result *r = scan(t, "memory search memory");
	assert_int_equal(r->hits, 2);
	assert_int_equal(r->pos_mask, 1);
	assert_false(recall(t, "memory"));
	mt_close(t);
}

/* --fuzzy N (docs/reference.md §3): Levenshtein distance N for literal terms of
 * 3N+1 or more code points; one hit per occurrence, on the nearest form. */
static void test_fuzzy(void **state)
{
	struct mt *t = MT_OPEN("--fuzzy", "1", "authentcation");
	EXPECT_MATCH(t, "the authentication flow");
	EXPECT_MATCH(t, "the AUTHENTCATION flow");
	EXPECT_MATCH(t, "the authentcaton flow"); /* a deletion */
	EXPECT_NO_MATCH(t, "the authentification flow");
	EXPECT_NO_MATCH(t, "the authorization flow");
	size_t n = 99;
	const char *text = "authentication, (authentication) x authentcatio";
	match_text(t->s, text, strlen(text), &t->r, &sp, &n);
	assert_int_equal(t->r.hits, 3);
	assert_int_equal(n, 3);
	assert_int_equal(sp[0].start, 0);
	assert_int_equal(sp[0].end, 14);
	assert_int_equal(sp[1].start, 17);
	assert_int_equal(sp[1].end, 31);
	assert_int_equal(sp[2].start, 35);
	assert_int_equal(sp[2].end, 47);
	mt_close(t);

	/* A fuzzy hit's span, narrowed to the nearest form, keeps its group. */
	t = MT_OPEN("--fuzzy", "1", "flow authentcation");
	text = "flow authentication, (authentication) x";
	match_text(t->s, text, strlen(text), &t->r, &sp, &n);
	assert_int_equal(n, 3);
	assert_int_equal(sp[0].group, 0);
	assert_int_equal(sp[1].group, 1);
	assert_int_equal(sp[1].start, 5);
	assert_int_equal(sp[1].end, 19);
	assert_int_equal(sp[2].group, 1);
	mt_close(t);

	/* Shorter than 3N+1: exact. */
	t = MT_OPEN("--fuzzy", "1", "bug");
	EXPECT_MATCH(t, "a bug");
	EXPECT_NO_MATCH(t, "a bog and a big dog");
	mt_close(t);
	t = MT_OPEN("--fuzzy", "2", "login");
	EXPECT_NO_MATCH(t, "logon");
	mt_close(t);
	t = MT_OPEN("--fuzzy", "2", "authentication");
	EXPECT_MATCH(t, "autentcation");
	EXPECT_NO_MATCH(t, "authenticashun");
	mt_close(t);

	/* NOT groups, wildcards, -w and -s go through the edit distance too. */
	t = MT_OPEN("--fuzzy", "1", "deploy -stagingx");
	EXPECT_MATCH(t, "deploy to prod");
	EXPECT_NO_MATCH(t, "deploy to staging");
	mt_close(t);
	t = MT_OPEN("--fuzzy", "1", "reset_windows");
	EXPECT_MATCH(t, "reset windws");
	EXPECT_MATCH(t, "reset-windows");
	mt_close(t);
	t = MT_OPEN("--fuzzy", "1", "-w", "deploy");
	EXPECT_MATCH(t, "we deplo now");
	EXPECT_NO_MATCH(t, "we deplyo now");  /* a transposition is two edits */
	EXPECT_NO_MATCH(t, "we deployed it"); /* only as part of a longer word */
	mt_close(t);
	t = MT_OPEN("--fuzzy", "1", "-s", "Deploy");
	EXPECT_MATCH(t, "Deplo it");
	EXPECT_NO_MATCH(t, "deplo it");
	mt_close(t);
}

/* Hyperscan's status is checked (docs/reference.md §5): a scan that the
 * recall callback stops on purpose is no error; a scan Hyperscan refuses
 * (here: no data for 5 bytes) is reported once, then cleared. */
static void test_scan_status(void **state)
{
	(void)state;
	struct mt *t = MT_OPEN("token");
	assert_true(recall(t, "a memory search for the token"));
	assert_int_equal(match_scan_error(t->s), 0);
	EXPECT_MATCH(t, "the token");
	assert_int_equal(match_scan_error(t->s), 0);
	const struct prefilter *pf = matcher_prefilter(t->m);
	assert_non_null(pf);
	struct prefilter_scratch *ps = prefilter_scratch_new(pf);
	size_t starts[1] = {0};
	struct line_hits hits[1];
	prefilter_scan(ps, "a token", 7, starts, 1, hits);
	assert_int_equal(prefilter_scan_error(ps), 0);
	assert_true(hits[0].groups & 1);
	prefilter_scan(ps, NULL, 5, starts, 1, hits);
	assert_int_equal(prefilter_scan_error(ps), HS_INVALID);
	assert_int_equal(prefilter_scan_error(ps), 0);
	prefilter_scratch_free(ps);
	mt_close(t);
}

const struct CMUnitTest match_tests[] = {
    cmocka_unit_test_teardown(test_masks, mt_teardown),
    cmocka_unit_test_teardown(test_hits_overlapping, mt_teardown),
    cmocka_unit_test_teardown(test_tf_per_group, mt_teardown),
    cmocka_unit_test_teardown(test_first_cp, mt_teardown),
    cmocka_unit_test_teardown(test_spans, mt_teardown),
    cmocka_unit_test_teardown(test_folding, mt_teardown),
    cmocka_unit_test_teardown(test_case_sensitive, mt_teardown),
    cmocka_unit_test_teardown(test_wildcard, mt_teardown),
    cmocka_unit_test_teardown(test_word, mt_teardown),
    cmocka_unit_test_teardown(test_regex, mt_teardown),
    cmocka_unit_test_teardown(test_bad_regex, mt_teardown),
    cmocka_unit_test_teardown(test_recall_patterns, mt_teardown),
    cmocka_unit_test_teardown(test_recall_window, mt_teardown),
    cmocka_unit_test_teardown(test_recall_and_text, mt_teardown),
    cmocka_unit_test_teardown(test_fuzzy, mt_teardown),
    cmocka_unit_test_teardown(test_scan_status, mt_teardown),
};
const size_t match_tests_n = sizeof match_tests / sizeof *match_tests;
