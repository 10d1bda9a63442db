/* Unit tests for the live-session rule (docs/reference.md §4.1): the name
 * Claude Code gives a project's folder (the expected names made by
 * Claude Code 2.1.197's own function, run in node), and which tool calls
 * are this very search. */
#include "tests/unit/unit.h"

#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "pipeline/search/live.h"
#include "sources/live_files.h"

static void name_is(const char *path, const char *want)
{
	char *got = live_files_claude_name(path);
	assert_string_equal(got, want);
	free(got);
}

static void test_claude_name(void **state)
{
	(void)state;
	name_is("/tmp/memgrep-record/claude-live/proj", "-tmp-memgrep-record-claude-live-proj");
	/* Every UTF-16 unit that is no ASCII letter or digit is a '-'. */
	name_is("/home/ana/my_app.v2/\xc3\xa9t\xc3\xa9", "-home-ana-my-app-v2--t-");
	/* Past 200 units: cut, then the hash of the whole path, base 36 (a
	 * negative hash made positive: 203). */
	char path[256] = "/w/";
	memset(path + 3, 'z', 201);
	path[204] = '\0';
	char *got = live_files_claude_name(path);
	assert_string_equal(got + 195, "zzzzz-2jyonn");
	free(got);
	memset(path + 3, 'z', 203);
	path[206] = '\0';
	got = live_files_claude_name(path);
	assert_string_equal(got + 195, "zzzzz-v61n3h");
	assert_int_equal(strlen(got), 207);
	free(got);
	/* A character past U+FFFF is two units, two '-'. */
	struct sbuf b = {0};
	sbuf_adds(&b, "/home/ana/");
	for (int i = 0; i < 150; i++)
		sbuf_addc(&b, 'x');
	sbuf_adds(&b, "/");
	for (int i = 0; i < 8; i++)
		sbuf_adds(&b, "proj\xc3\xa9\xf0\x9d\x84\x9e"
			      "ct");
	got = live_files_claude_name(b.data);
	assert_string_equal(got + 154, "xxxxxx-proj---ctproj---ctproj---ctproj---ctpro-b59ci5");
	free(got);
	sbuf_free(&b);
}

static bool call_is(const char *name, const char *input, const char *query)
{
	struct json_decoder *d = json_decoder_new();
	cJSON *in = json_decode(d, input, strlen(input));
	assert_non_null(in);
	bool is = live_call_is(name, in, query);
	json_decoder_free(d);
	return is;
}

static void test_call_is(void **state)
{
	(void)state;
	/* Claude Code's Bash tool_use input, as recorded. */
	assert_true(call_is("Bash", "{\"command\":\"memgrep 'zorbulon certificate'\",\"description\":\"x\"}",
			    "zorbulon certificate"));
	/* The words, whatever the quoting and the options around them. */
	assert_true(call_is("Bash", "{\"command\":\"cd /w && memgrep -n 3 \\\"zorbulon\\\" certificate\"}",
			    "zorbulon certificate"));
	assert_true(call_is("Bash", "{\"command\":\"memgrep 'jwt|oauth -legacy'\"}", "jwt|oauth -legacy"));
	/* Codex's exec_command arguments, and a path to memgrep. */
	assert_true(call_is("exec_command", "{\"cmd\":\"/opt/bin/memgrep --codex ocelot\"}", "ocelot"));
	/* An MCP tool of a server named memgrep: the query alone. */
	assert_true(call_is("mcp__memgrep__search", "{\"query\":\"zorbulon certificate\",\"limit\":5}",
			    "zorbulon certificate"));
	assert_true(
	    call_is("mcp_memgrep_search", "{\"query\":\"zorbulon certificate\"}", "zorbulon certificate"));
	/* Not this search: a word missing, no memgrep, a word only in
	 * another string. */
	assert_false(call_is("Bash", "{\"command\":\"memgrep zorbulon\"}", "zorbulon certificate"));
	assert_false(
	    call_is("Bash", "{\"command\":\"grep -r 'zorbulon certificate' .\"}", "zorbulon certificate"));
	assert_false(call_is("Bash", "{\"command\":\"memgrep zorbulon\",\"description\":\"certificate\"}",
			     "zorbulon certificate"));
	assert_false(
	    call_is("mcp__other__search", "{\"query\":\"zorbulon certificate\"}", "zorbulon certificate"));
	/* A query with no word is no one's call. */
	assert_false(call_is("Bash", "{\"command\":\"memgrep '||'\"}", "||"));
}

const struct CMUnitTest live_tests[] = {
    cmocka_unit_test(test_claude_name),
    cmocka_unit_test(test_call_is),
};
const size_t live_tests_n = sizeof live_tests / sizeof *live_tests;
