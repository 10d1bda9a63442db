/* test_cursor: unit tests for sources/decode_cursor.c (docs/reference.md
 * §1, "Cursor"): detection against Claude Code's lines, the typed text
 * taken from <user_query> with what is around it a piece of its own, the
 * [REDACTED] mark cut, the kinds of blocks, malformed lines, the
 * project rule (.workspace-trusted, else the folder's name) and the
 * session a subagent's transcript joins. */
#include "tests/unit/unit.h"

#include "base/json_line.h"
#include "sources/decode_cursor.h"
#include "sources/source.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int line(struct unit_dec *d, const char *s)
{
	return decode_cursor_line(d->c, unit_dec_parse(d, s), &d->lv);
}

#define USER(blocks)  "{\"role\":\"user\",\"message\":{\"content\":[" blocks "]}}"
#define REPLY(blocks) "{\"role\":\"assistant\",\"message\":{\"content\":[" blocks "]}}"
#define TEXT(s)	      "{\"type\":\"text\",\"text\":\"" s "\"}"

static void test_detect(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(source_detect(unit_dec_parse(d, USER(TEXT("hi")))), SOURCE_CURSOR);
	assert_int_equal(
	    source_detect(unit_dec_parse(d, "{\"role\":\"assistant\",\"message\":{\"content\":\"x\"}}")),
	    SOURCE_CURSOR);
	/* Every Claude Code line has a type, some a role too; a role without
	 * a message object is no transcript line. */
	assert_int_equal(
	    source_detect(unit_dec_parse(d, "{\"type\":\"user\",\"role\":\"user\",\"sessionId\":\"s\","
					    "\"message\":{\"role\":\"user\",\"content\":\"hi\"}}")),
	    SOURCE_CLAUDE);
	assert_int_equal(source_detect(unit_dec_parse(d, "{\"role\":\"user\",\"message\":\"hi\"}")),
			 SOURCE_CLAUDE);
	/* A transcript may start with a turn's end; Claude Code writes none. */
	assert_int_equal(source_detect(unit_dec_parse(d, "{\"type\":\"turn_ended\",\"status\":\"success\"}")),
			 SOURCE_CURSOR);
	assert_int_equal(source_detect(unit_dec_parse(d, "{\"type\":\"turn_ended\"}")), SOURCE_CLAUDE);
}

static void test_user_query(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(line(d, USER(TEXT("<timestamp>Sunday, Nov 29, 2026</timestamp>\\n<user_query>\\n"
					   "fix the données\\n</user_query>\\n"))),
			 0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(unit_dec_text(d, KO_TEXT, true), "fix the données");
	/* Cursor escapes neither tag: the text runs to the last closing one;
	 * what is around it is a piece of its own, noise by its marker. */
	assert_int_equal(line(d, USER(TEXT("<attached_files>a.c</attached_files>\\n<user_query>say "
					   "</user_query> twice</user_query>"))),
			 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "say </user_query> twice");
	assert_string_equal(unit_dec_text(d, KO_TEXT, true),
			    "<attached_files>a.c</attached_files>\nsay </user_query> twice");
	/* Without its closing tag the block is taken whole. */
	assert_int_equal(line(d, USER(TEXT("<user_query>open"))), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, true), "<user_query>open");
	/* An IDE context block of its own is noise; string content is read. */
	assert_int_equal(
	    line(d, USER(TEXT("<open_and_recently_viewed_files>x</open_and_recently_viewed_files>") "," TEXT(
			"<user_query>q</user_query>"))),
	    0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "q");
	assert_int_equal(
	    line(d, "{\"role\":\"user\",\"message\":{\"content\":\"<user_query>s</user_query>\"}}"), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "s");
}

static void test_reply(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    line(d, REPLY(TEXT("done\\n\\n[REDACTED]") ",{\"type\":\"thinking\",\"thinking\":\"hm\"},"
						       "{\"type\":\"tool_use\",\"name\":\"Shell\",\"input\":{"
						       "\"command\":"
						       "\"ls\"}}")),
	    0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	assert_string_equal(unit_dec_text(d, KO_TEXT, true), "done");
	assert_string_equal(unit_dec_text(d, KO_THINKING, true), "hm");
	assert_string_equal(unit_dec_text(d, KO_TOOL, true), "Shell\nls");
	assert_int_equal(d->lv.nlinks, 1);
	assert_false(d->lv.has_ts);
	assert_null(d->lv.session_id);
	/* The mark alone is no message; a mark inside the text stays. */
	assert_int_equal(line(d, REPLY(TEXT("[REDACTED]"))), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, true), "");
	assert_int_equal(line(d, REPLY(TEXT("[REDACTED] is a word here"))), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, true), "[REDACTED] is a word here");
	/* A user's text keeps a trailing mark: only replies end with it. */
	assert_int_equal(line(d, USER(TEXT("keep [REDACTED]"))), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, true), "keep [REDACTED]");
}

static void test_other_and_malformed(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(line(d, "{\"type\":\"turn_ended\",\"status\":\"error\",\"error\":\"aborted\"}"), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(line(d, "{\"role\":\"system\",\"message\":{\"content\":\"x\"}}"), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(line(d, "{\"role\":\"user\",\"message\":{\"content\":7}}"), -1);
	assert_int_equal(line(d, "{\"role\":\"assistant\",\"message\":{}}"), -1);
}

static void write_file(const char *path, const char *s)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(s, f);
	fclose(f);
}

static void expect_project(const char *path, const char *want)
{
	char *got = decode_cursor_project(path);
	assert_string_equal(got, want);
	free(got);
}

static void test_project(void **state)
{
	(void)state;
	char root[] = "/tmp/memgrep-unit-cursor-XXXXXX";
	assert_non_null(mkdtemp(root));
	struct sbuf p = {0};
	sbuf_printf(&p, "%s/projects/home-u-my-app/agent-transcripts/s1/s1.jsonl", root);
	unit_mkdirs(p.data);
	/* No .workspace-trusted: the folder's name, each '-' a '/'. */
	expect_project(p.data, "/home/u/my/app");
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/projects/home-u-my-app/.workspace-trusted", root);
	write_file(p.data, "{\"trustedAt\":\"2026-11-29T10:00:00Z\",\"workspacePath\":\"/home/u/my-app\"}");
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/projects/home-u-my-app/agent-transcripts/s1/s1.jsonl", root);
	expect_project(p.data, "/home/u/my-app");
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/projects/home-u-my-app/agent-transcripts/s1/subagents/s2.jsonl", root);
	expect_project(p.data, "/home/u/my-app");
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/projects/home-u-my-app/agent-transcripts/s3.jsonl", root);
	expect_project(p.data, "/home/u/my-app");
	/* A workspacePath that is not an absolute path is not taken. */
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/projects/home-u-my-app/.workspace-trusted", root);
	write_file(p.data, "{\"workspacePath\":\"my-app\"}");
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/projects/home-u-my-app/agent-transcripts/s3.jsonl", root);
	expect_project(p.data, "/home/u/my/app");
	/* Outside agent-transcripts/: Claude Code's folder rule. */
	expect_project("/x/home-u-w/t.jsonl", "home/u/w");
	expect_project("-", "");
	sbuf_free(&p);
	assert_int_equal(unit_rm_tree(root), 0);
}

static void expect_parent(const char *path, const char *want)
{
	char *got = decode_cursor_parent(path);
	if (want)
		assert_string_equal(got, want);
	else
		assert_null(got);
	free(got);
}

/* A subagent's transcript joins the session its path names. */
static void test_parent(void **state)
{
	(void)state;
	expect_parent("/h/.cursor/projects/p/agent-transcripts/s1/subagents/s2.jsonl", "s1");
	expect_parent("agent-transcripts/s1/subagents/s2.jsonl", "s1");
	assert_true(source_is_subagent(SOURCE_CURSOR,
				       "/h/.cursor/projects/p/agent-transcripts/s1/subagents/s2.jsonl"));
	/* Not a subagent's: the session's own file, a subagents/ folder
	 * elsewhere, one more folder down. */
	expect_parent("/h/.cursor/projects/p/agent-transcripts/s1/s1.jsonl", NULL);
	expect_parent("/h/x/s1/subagents/s2.jsonl", NULL);
	expect_parent("/h/.cursor/projects/p/agent-transcripts/s1/subagents/d/s2.jsonl", NULL);
	assert_false(
	    source_is_subagent(SOURCE_CURSOR, "/h/.cursor/projects/p/agent-transcripts/s1/s1.jsonl"));
	char *p = source_parent_session(SOURCE_CURSOR, "/h/agent-transcripts/s1/subagents/s2.jsonl");
	assert_string_equal(p, "s1");
	free(p);
}

const struct CMUnitTest cursor_tests[] = {
    cmocka_unit_test_setup_teardown(test_detect, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_user_query, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_reply, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_other_and_malformed, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test(test_project),
    cmocka_unit_test(test_parent),
};
const size_t cursor_tests_n = sizeof cursor_tests / sizeof *cursor_tests;
