/* test_query: unit tests for config/query.c, the query language of
 * docs/reference.md §3: AND groups split by Unicode White_Space, '|'
 * alternatives, NOT groups, quotes anywhere, backslash escapes, the '_'
 * wildcard, folding, duplicate alternatives, regex mode and every error case.
 * Terms are compared unit by unit; in the expected strings below '\x01' stands
 * for QUERY_WILDCARD. */
#include "tests/unit/unit.h"

#include "config/query.h"
#include "base/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WILD "\x01"

/* A copy of the query a test has parsed and not yet freed, so the teardown
 * frees it when a failed assertion ends the test early. */
static struct query live;
static bool is_live;

static void qfree(struct query *q)
{
	query_free(q);
	is_live = false;
}

static int q_teardown(void **state)
{
	if (is_live)
		query_free(&live);
	is_live = false;
	return 0;
}

/* Parses text, failing the test with the parser's reason if it fails. */
static void parse_ok(const char *text, bool regex, bool fold, struct query *q)
{
	char err[256] = "";
	assert_false(is_live);
	int rc = query_parse(text, regex, fold, q, err, sizeof err);
	if (rc != 0)
		fail_msg("query_parse(\"%s\") failed: %s", text, err);
	live = *q;
	is_live = true;
}

/* Asserts that text is refused with a non-empty reason. */
static void parse_bad(const char *text, bool regex)
{
	struct query q;
	char err[256] = "";
	int rc = query_parse(text, regex, true, &q, err, sizeof err);
	if (rc != -1) {
		qfree(&q);
		fail_msg("query_parse(\"%s\") succeeded; expected an error", text);
	}
	if (err[0] == '\0')
		fail_msg("query_parse(\"%s\") failed without a reason", text);
}

/* Asserts that term t has exactly the code points of the UTF-8 string want,
 * where '\x01' means QUERY_WILDCARD. */
static void term_is(const struct term *t, const char *want)
{
	size_t len = strlen(want), i = 0, k = 0;
	while (i < len) {
		size_t adv;
		int32_t cp = text_decode(want + i, len - i, &adv);
		assert_true(cp >= 0);
		uint32_t u = cp == 1 ? QUERY_WILDCARD : (uint32_t)cp;
		if (k >= t->nunits)
			fail_msg("term '%s' has %zu units; expected more (want \"%s\")", t->display,
				 t->nunits, want);
		if (t->units[k] != u)
			fail_msg("term '%s' unit %zu is U+%04X; expected U+%04X (want \"%s\")", t->display, k,
				 t->units[k], u, want);
		k++;
		i += adv;
	}
	if (k != t->nunits)
		fail_msg("term '%s' has %zu units; expected %zu (want \"%s\")", t->display, t->nunits, k,
			 want);
}

/* Asserts group g's negation and its terms (NULL-terminated list). */
static void group_is(const struct query *q, size_t g, bool negated, const char *const *terms)
{
	assert_true(g < q->ngroups);
	const struct group *gr = &q->groups[g];
	assert_int_equal(gr->negated, negated);
	size_t n = 0;
	while (terms[n])
		n++;
	assert_int_equal(gr->count, n);
	for (size_t i = 0; i < n; i++) {
		const struct term *t = &q->terms[gr->first + i];
		assert_int_equal(t->group, g);
		term_is(t, terms[i]);
	}
}

#define GROUP(q, g, neg, ...) group_is(q, g, neg, (const char *const[]){__VA_ARGS__, NULL})

static void test_and_or(void **state)
{
	struct query q;
	parse_ok("JWT|OAuth|auth implemented|created", false, true, &q);
	assert_int_equal(q.ngroups, 2);
	assert_int_equal(q.npositive, 2);
	assert_int_equal(q.nterms, 5);
	GROUP(&q, 0, false, "jwt", "oauth", "auth");
	GROUP(&q, 1, false, "implemented", "created");
	qfree(&q);

	/* Several spaces, tabs and newlines between groups are one separator. */
	parse_ok("  a \t\n b  ", false, true, &q);
	assert_int_equal(q.ngroups, 2);
	GROUP(&q, 0, false, "a");
	GROUP(&q, 1, false, "b");
	qfree(&q);
}

static void test_unicode_whitespace(void **state)
{
	/* U+3000 IDEOGRAPHIC SPACE, U+00A0, U+2003 EM SPACE, U+0085 NEL and
	 * U+2029 are White_Space: each separates groups. */
	static const char *const seps[] = {"\xe3\x80\x80", "\xc2\xa0", "\xe2\x80\x83", "\xc2\x85",
					   "\xe2\x80\xa9", "\x0b",     "\x0c"};
	for (size_t i = 0; i < sizeof seps / sizeof seps[0]; i++) {
		char text[32];
		snprintf(text, sizeof text, "foo%sbar", seps[i]);
		struct query q;
		parse_ok(text, false, true, &q);
		if (q.ngroups != 2)
			fail_msg("separator %zu: %zu groups, expected 2", i, q.ngroups);
		GROUP(&q, 0, false, "foo");
		GROUP(&q, 1, false, "bar");
		qfree(&q);
	}
	/* U+200B ZERO WIDTH SPACE is not White_Space: one term. */
	struct query q;
	parse_ok("foo\xe2\x80\x8b"
		 "bar",
		 false, true, &q);
	assert_int_equal(q.ngroups, 1);
	GROUP(&q, 0, false,
	      "foo\xe2\x80\x8b"
	      "bar");
	qfree(&q);
	/* Inside quotes U+3000 is literal. */
	parse_ok("\"a\xe3\x80\x80"
		 "b\"",
		 false, true, &q);
	assert_int_equal(q.ngroups, 1);
	GROUP(&q, 0, false,
	      "a\xe3\x80\x80"
	      "b");
	qfree(&q);
}

static void test_not_groups(void **state)
{
	struct query q;
	parse_ok("deploy -staging|test", false, true, &q);
	assert_int_equal(q.ngroups, 2);
	assert_int_equal(q.npositive, 1);
	GROUP(&q, 0, false, "deploy");
	GROUP(&q, 1, true, "staging", "test");
	qfree(&q);

	/* `--x` is a term, not the NOT of `-x` (issue 15); `-\-x` is. */
	parse_ok("a --x", false, true, &q);
	assert_int_equal(q.ngroups, 2);
	assert_int_equal(q.npositive, 2);
	GROUP(&q, 0, false, "a");
	GROUP(&q, 1, false, "--x");
	qfree(&q);
	parse_ok("a -\\-x", false, true, &q);
	assert_int_equal(q.npositive, 1);
	GROUP(&q, 1, true, "-x");
	qfree(&q);

	/* `a|-b`: the '-' does not start the group, two positive terms. */
	parse_ok("a|-b", false, true, &q);
	assert_int_equal(q.ngroups, 1);
	assert_int_equal(q.npositive, 1);
	GROUP(&q, 0, false, "a", "-b");
	qfree(&q);

	/* A '-' inside a term is literal. */
	parse_ok("a-b", false, true, &q);
	GROUP(&q, 0, false, "a-b");
	qfree(&q);

	/* A quoted or escaped leading '-' is literal: positive groups. */
	parse_ok("\"-x\" a", false, true, &q);
	assert_int_equal(q.ngroups, 2);
	assert_int_equal(q.npositive, 2);
	GROUP(&q, 0, false, "-x");
	GROUP(&q, 1, false, "a");
	qfree(&q);
	parse_ok("\\-x a", false, true, &q);
	assert_int_equal(q.npositive, 2);
	GROUP(&q, 0, false, "-x");
	qfree(&q);
	parse_ok("\"-x y\"", false, true, &q);
	assert_int_equal(q.npositive, 1);
	GROUP(&q, 0, false, "-x y");
	qfree(&q);

	/* A NOT group may hold a quoted phrase. */
	parse_ok("a -\"b c\"", false, true, &q);
	GROUP(&q, 1, true, "b c");
	qfree(&q);
}

static void test_positive_before_not(void **state)
{
	struct query q;
	parse_ok("-a b -c|e d", false, true, &q);
	assert_int_equal(q.ngroups, 4);
	assert_int_equal(q.npositive, 2);
	assert_int_equal(q.nterms, 5);
	GROUP(&q, 0, false, "b");
	GROUP(&q, 1, false, "d");
	GROUP(&q, 2, true, "a");
	GROUP(&q, 3, true, "c", "e");
	/* Terms are laid out group after group. */
	for (size_t g = 0; g + 1 < q.ngroups; g++)
		assert_int_equal(q.groups[g].first + q.groups[g].count, q.groups[g + 1].first);
	qfree(&q);
}

static void test_quotes(void **state)
{
	struct query q;
	parse_ok("foo\"bar baz\"qux", false, true, &q);
	assert_int_equal(q.ngroups, 1);
	assert_int_equal(q.nterms, 1);
	GROUP(&q, 0, false, "foobar bazqux");
	qfree(&q);

	parse_ok("\"reset windows\" bug", false, true, &q);
	assert_int_equal(q.ngroups, 2);
	GROUP(&q, 0, false, "reset windows");
	GROUP(&q, 1, false, "bug");
	qfree(&q);

	/* '|' and a leading '-' are literal inside quotes. */
	parse_ok("\"a|b\"", false, true, &q);
	assert_int_equal(q.nterms, 1);
	GROUP(&q, 0, false, "a|b");
	qfree(&q);
	parse_ok("x|\"a -b\"|y", false, true, &q);
	GROUP(&q, 0, false, "x", "a -b", "y");
	qfree(&q);

	/* Quotes join with unquoted parts of the same alternative. */
	parse_ok("\"a\"|b\"c d\"", false, true, &q);
	GROUP(&q, 0, false, "a", "bc d");
	qfree(&q);
}

static void test_escapes(void **state)
{
	struct query q;
	/* docs/reference.md §2: say_\"hi\" finds `say "hi"`. */
	parse_ok("say_\\\"hi\\\"", false, true, &q);
	GROUP(&q, 0, false, "say" WILD "\"hi\"");
	qfree(&q);

	parse_ok("a\\|b", false, true, &q);
	assert_int_equal(q.nterms, 1);
	GROUP(&q, 0, false, "a|b");
	qfree(&q);

	parse_ok("a\\ b", false, true, &q);
	assert_int_equal(q.ngroups, 1);
	GROUP(&q, 0, false, "a b");
	qfree(&q);

	parse_ok("a\\\\b", false, true, &q);
	GROUP(&q, 0, false, "a\\b");
	qfree(&q);

	/* `\_` is a literal underscore, bare `_` the wildcard. */
	parse_ok("a\\_b_c", false, true, &q);
	GROUP(&q, 0, false, "a_b" WILD "c");
	qfree(&q);

	/* The same inside quotes. */
	parse_ok("\"a\\_b _c\\\"d\\\\\"", false, true, &q);
	assert_int_equal(q.ngroups, 1);
	GROUP(&q, 0, false, "a_b " WILD "c\"d\\");
	qfree(&q);

	/* An escaped non-ASCII character is that character (folded). */
	parse_ok("\\\xc3\x89t\xc3\xa9", false, true, &q);
	GROUP(&q, 0, false, "\xc3\xa9t\xc3\xa9");
	qfree(&q);

	/* An escaped U+3000 is literal, not a separator. */
	parse_ok("a\\\xe3\x80\x80"
		 "b",
		 false, true, &q);
	assert_int_equal(q.ngroups, 1);
	GROUP(&q, 0, false,
	      "a\xe3\x80\x80"
	      "b");
	qfree(&q);
}

static void test_errors(void **state)
{
	parse_bad("abc\\", false);
	parse_bad("a \\", false);
	parse_bad("\"abc\\", false);
	parse_bad("\"abc", false);
	parse_bad("a\"b", false);
	parse_bad("\"a\" \"b", false);
	parse_bad("", false);
	parse_bad("   ", false);
	parse_bad("\xe3\x80\x80", false);
	parse_bad("|", false);
	parse_bad(" | || |", false);
	parse_bad("\"\"", false);
	parse_bad("-a", false);
	parse_bad("-a -b|c", false);
	parse_bad("-", false);
	/* Invalid UTF-8. */
	parse_bad("caf\xc3", false);
	parse_bad("\xff", false);
	parse_bad("a \xc0\xaf", false);
	parse_bad("\xed\xa0\x80", false); /* an encoded surrogate */
	/* The same in regex mode. */
	parse_bad("abc\\", true);
	parse_bad("\"abc", true);
	parse_bad("", true);
	parse_bad("-a", true);
	parse_bad("\xff", true);
}

static void test_empty_alternatives(void **state)
{
	struct query q;
	parse_ok("|a||b| c|", false, true, &q);
	assert_int_equal(q.ngroups, 2);
	assert_int_equal(q.nterms, 3);
	GROUP(&q, 0, false, "a", "b");
	GROUP(&q, 1, false, "c");
	qfree(&q);

	/* An empty NOT group is ignored; the query is still valid. */
	parse_ok("a - -|", false, true, &q);
	assert_int_equal(q.ngroups, 1);
	assert_int_equal(q.npositive, 1);
	GROUP(&q, 0, false, "a");
	qfree(&q);

	/* Empty quotes add nothing. */
	parse_ok("a \"\" b\"\"", false, true, &q);
	assert_int_equal(q.ngroups, 2);
	GROUP(&q, 1, false, "b");
	qfree(&q);
}

static void test_duplicates(void **state)
{
	struct query q;
	parse_ok("Foo|foo|FOO", false, true, &q);
	assert_int_equal(q.nterms, 1);
	GROUP(&q, 0, false, "foo");
	qfree(&q);

	/* With case-sensitive parsing they differ. */
	parse_ok("Foo|foo|Foo", false, false, &q);
	assert_int_equal(q.nterms, 2);
	GROUP(&q, 0, false, "Foo", "foo");
	qfree(&q);

	/* Folding of non-ASCII letters decides equality too. */
	parse_ok("\xc3\x89t\xc3\xa9|\xc3\xa9T\xc3\x89", false, true, &q);
	assert_int_equal(q.nterms, 1);
	qfree(&q);

	/* Quoted and escaped spellings of the same characters are equal. */
	parse_ok("\"a b\"|a\\ b|a\" \"b", false, true, &q);
	assert_int_equal(q.nterms, 1);
	qfree(&q);

	/* Wildcards must be in the same places. */
	parse_ok("a_b|a_b", false, true, &q);
	assert_int_equal(q.nterms, 1);
	qfree(&q);
	parse_ok("a_b|a\\_b", false, true, &q);
	assert_int_equal(q.nterms, 2);
	GROUP(&q, 0, false, "a" WILD "b", "a_b");
	qfree(&q);

	/* Duplicates across groups stay: each group is its own condition. */
	parse_ok("foo Foo", false, true, &q);
	assert_int_equal(q.ngroups, 2);
	assert_int_equal(q.nterms, 2);
	qfree(&q);
}

static void test_folding(void **state)
{
	struct query q;
	parse_ok("CAF\xc3\x89", false, true, &q);
	GROUP(&q, 0, false, "caf\xc3\xa9");
	qfree(&q);

	parse_ok("CAF\xc3\x89", false, false, &q);
	GROUP(&q, 0, false, "CAF\xc3\x89");
	qfree(&q);

	/* Σ folds to σ; ς stays ς; U+0130 stays; the Kelvin sign folds to k;
	 * ſ and µ stay. */
	parse_ok("\xce\xa3 \xcf\x82 \xc4\xb0 \xe2\x84\xaa \xc5\xbf \xc2\xb5", false, true, &q);
	assert_int_equal(q.ngroups, 6);
	GROUP(&q, 0, false, "\xcf\x83");
	GROUP(&q, 1, false, "\xcf\x82");
	GROUP(&q, 2, false, "\xc4\xb0");
	GROUP(&q, 3, false, "k");
	GROUP(&q, 4, false, "\xc5\xbf");
	GROUP(&q, 5, false, "\xc2\xb5");
	qfree(&q);
}

static void test_regex_mode(void **state)
{
	struct query q;
	parse_ok("a\\|b", true, true, &q);
	assert_int_equal(q.ngroups, 1);
	assert_int_equal(q.nterms, 1);
	assert_non_null(q.terms[0].regex);
	assert_string_equal(q.terms[0].regex, "a\\|b");
	qfree(&q);

	parse_ok("\\d+ x|y_z", true, true, &q);
	assert_int_equal(q.ngroups, 2);
	assert_int_equal(q.nterms, 3);
	assert_string_equal(q.terms[0].regex, "\\d+");
	assert_string_equal(q.terms[1].regex, "x");
	/* '_' is literal in regex mode. */
	assert_string_equal(q.terms[2].regex, "y_z");
	qfree(&q);

	/* `\ ` and `\"` pairs are kept; quotes still group. */
	parse_ok("a\\ b \"c d\" e\\\"f -g", true, true, &q);
	assert_int_equal(q.ngroups, 4);
	assert_int_equal(q.npositive, 3);
	assert_string_equal(q.terms[0].regex, "a\\ b");
	assert_string_equal(q.terms[1].regex, "c d");
	assert_string_equal(q.terms[2].regex, "e\\\"f");
	assert_true(q.groups[3].negated);
	assert_string_equal(q.terms[3].regex, "g");
	qfree(&q);

	/* An escaped leading '-' is a positive term; the pair is kept. */
	parse_ok("\\-x a", true, true, &q);
	assert_int_equal(q.npositive, 2);
	assert_string_equal(q.terms[0].regex, "\\-x");
	qfree(&q);

	/* Duplicate patterns count once. */
	parse_ok("ab|ab|a\\b", true, true, &q);
	assert_int_equal(q.nterms, 2);
	qfree(&q);
}

/* A query of n groups "g0 g1 ...", the last `neg` of them NOT groups. */
static char *many_groups(size_t n, size_t neg)
{
	static char s[1024];
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		k += (size_t)sprintf(s + k, "%s%sg%zu", i ? " " : "", i >= n - neg ? "-" : "", i);
	return s;
}

static void test_group_limit(void **state)
{
	struct query q;
	char *s = many_groups(64, 0);
	parse_ok(s, false, true, &q);
	assert_int_equal(q.ngroups, 64);
	assert_int_equal(q.npositive, 64);
	qfree(&q);

	s = many_groups(64, 10);
	parse_ok(s, false, true, &q);
	assert_int_equal(q.ngroups, 64);
	assert_int_equal(q.npositive, 54);
	qfree(&q);

	s = many_groups(65, 0);
	parse_bad(s, false);
	s = many_groups(65, 1);
	parse_bad(s, false);
	s = many_groups(65, 0);
	parse_bad(s, true);

	/* The limit is on groups, not terms: 100 alternatives are one group. */
	char big[1024];
	size_t k = 0;
	for (int i = 0; i < 100; i++)
		k += (size_t)snprintf(big + k, sizeof big - k, "%sa%d", i ? "|" : "", i);
	(void)k;
	parse_ok(big, false, true, &q);
	assert_int_equal(q.ngroups, 1);
	assert_int_equal(q.nterms, 100);
	qfree(&q);
}

static void test_display(void **state)
{
	/* The display keeps what the user wrote, for error messages. */
	struct query q;
	parse_ok("Fo\\o|\"b r\"", false, true, &q);
	assert_int_equal(q.nterms, 2);
	assert_non_null(strstr(q.terms[0].display, "Fo"));
	assert_non_null(strstr(q.terms[1].display, "b r"));
	qfree(&q);
}

const struct CMUnitTest query_tests[] = {
    cmocka_unit_test_teardown(test_and_or, q_teardown),
    cmocka_unit_test_teardown(test_unicode_whitespace, q_teardown),
    cmocka_unit_test_teardown(test_not_groups, q_teardown),
    cmocka_unit_test_teardown(test_positive_before_not, q_teardown),
    cmocka_unit_test_teardown(test_quotes, q_teardown),
    cmocka_unit_test_teardown(test_escapes, q_teardown),
    cmocka_unit_test_teardown(test_errors, q_teardown),
    cmocka_unit_test_teardown(test_empty_alternatives, q_teardown),
    cmocka_unit_test_teardown(test_duplicates, q_teardown),
    cmocka_unit_test_teardown(test_folding, q_teardown),
    cmocka_unit_test_teardown(test_regex_mode, q_teardown),
    cmocka_unit_test_teardown(test_group_limit, q_teardown),
    cmocka_unit_test_teardown(test_display, q_teardown),
};
const size_t query_tests_n = sizeof query_tests / sizeof *query_tests;
