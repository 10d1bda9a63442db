/* test_pick: unit tests for `memgrep pick`'s pure parts: the resume
 * command read without a shell (pipeline/pick/pick_exit.c), the command
 * lines of its searches (pick_args.c), and what the list and the preview
 * keep of the search's json and show's text (pick_model.c). The screen
 * itself is driven through tmux in tests/pick/. */
#include "tests/unit/unit.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "config/config.h"

#include "pipeline/pick/pick_args.h"
#include "pipeline/pick/pick_exit.h"
#include "pipeline/pick/pick_model.h"

static void assert_words(const struct pick_argv *v, const char *const *want, int n)
{
	assert_int_equal(v->n, n);
	for (int i = 0; i < n; i++)
		assert_string_equal(v->v[i], want[i]);
	assert_null(v->v[n]);
}

static void test_resume_split(void **state)
{
	(void)state;
	char *dir;
	struct pick_argv v = {0};
	assert_int_equal(pick_resume_split("cd '/tmp/a b' && claude --resume 5e4c", &dir, &v), 0);
	assert_string_equal(dir, "/tmp/a b");
	assert_words(&v, (const char *[]){"claude", "--resume", "5e4c"}, 3);
	free(dir);
	pick_argv_free(&v);
	/* A quote inside the folder, written '\'' as memgrep quotes it. */
	assert_int_equal(pick_resume_split("cd '/p/it'\\''s' && codex resume 'a b'", &dir, &v), 0);
	assert_string_equal(dir, "/p/it's");
	assert_words(&v, (const char *[]){"codex", "resume", "a b"}, 3);
	free(dir);
	pick_argv_free(&v);
	assert_int_equal(pick_resume_split("copilot --resume X", &dir, &v), 0);
	assert_null(dir);
	assert_words(&v, (const char *[]){"copilot", "--resume", "X"}, 3);
	pick_argv_free(&v);
	/* What a shell would read otherwise is refused, not run. */
	const char *bad[] = {"a; rm -rf x", "a $(b)", "cd /x && a && b", "a | b", "'open", ""};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		assert_int_equal(pick_resume_split(bad[i], &dir, &v), -1);
		free(dir);
		pick_argv_free(&v);
	}
}

static void test_search_argv(void **state)
{
	(void)state;
	char *argv[] = {"pick",	      "--codex", "rust",       "--since", "7d",
			"tests/real", "--print", "--no-index", NULL};
	struct pick_args a;
	bool exit_now;
	struct mg_error err = {{0}};
	assert_int_equal(pick_args_parse(&a, 8, argv, &exit_now, &err), MG_MATCH);
	assert_true(a.print);
	assert_string_equal(a.query, "rust");
	assert_int_equal(a.npaths, 1);
	struct pick_filter f = {.tools = true, .sort = 2, .source = "codex"};
	struct pick_argv v = {0};
	pick_args_search(&a, &f, "jwt", &v);
	const char *want[] = {"memgrep",
			      "-n",
			      "500",
			      "--codex",
			      "--since",
			      "7d",
			      "--no-index",
			      "--tools",
			      "--thinking",
			      "--sort=recent",
			      "-m",
			      "0",
			      "--source=codex",
			      "--format=json",
			      "--",
			      "jwt",
			      "tests/real"};
	assert_words(&v, want, (int)(sizeof want / sizeof *want));
	pick_argv_free(&v);
	/* A blank query lists sessions, with the options that apply to it. */
	pick_args_search(&a, &(struct pick_filter){.sort = -1}, " ", &v);
	assert_string_equal(v.v[1], "sessions");
	bool since = false, no_index = false;
	for (int i = 0; i < v.n; i++) {
		since = since || strcmp(v.v[i], "--since=7d") == 0;
		no_index = no_index || strcmp(v.v[i], "--no-index") == 0;
	}
	assert_true(since);
	assert_true(no_index);
	assert_string_equal(v.v[v.n - 1], "tests/real");
	pick_argv_free(&v);
	pick_args_free(&a);
	/* A search's bad option is refused as a search refuses it. */
	char *bad[] = {"pick", "--sort", "sideways", "x", NULL};
	assert_int_equal(pick_args_parse(&a, 4, bad, &exit_now, &err), MG_ERROR);
	assert_non_null(strstr(err.msg, "--sort"));
	pick_args_free(&a);
}

static void test_list_visible(void **state)
{
	(void)state;
	const char *json =
	    "{\"total\":1,\"capped\":false,\"sessions\":[{\"session_id\":\"s\\u001b]0;x\\u0007\","
	    "\"short_id\":\"s\",\"source\":\"claude\",\"project\":\"/tmp/a\\u001b[2J\\nb\","
	    "\"shown_title\":\"t\\u202eitle\\ttab\",\"file\":\"f\",\"last\":null,\"resume\":null,"
	    "\"matches\":3}],\"stats\":{\"files\":17}}";
	struct pick_list l;
	pick_list_read(&l, json, strlen(json), false);
	assert_int_equal(l.n, 1);
	assert_int_equal(l.files, 17);
	assert_int_equal(l.rows[0].count, 3);
	assert_string_equal(l.rows[0].project, "/tmp/a\\u001B[2J\\u000Ab");
	assert_string_equal(l.rows[0].title, "title tab");
	assert_string_equal(l.rows[0].id, "s\\u001B]0;x\\u0007");
	assert_null(l.rows[0].resume);
	pick_list_free(&l);
	pick_list_read(&l, "oops", 4, false);
	assert_non_null(l.error);
	pick_list_free(&l);
}

static void test_preview_matching(void **state)
{
	(void)state;
	const char *text = "\033[1;36msession abc\033[0m\n"
			   "title:    x\n"
			   "\n"
			   "\033[1;36m2026-01-01 10:00  user\033[0m\n"
			   "    no hit here\n"
			   "\n"
			   "\033[2m2026-01-01 10:00  tool  a \033[1;31mhit\033[0m\033[2m in a tool\033[0m\n"
			   "\n"
			   "\033[1;36m2026-01-01 10:01  assistant\033[0m\n"
			   "    one\n"
			   "    two\n"
			   "\n"
			   "    four\n"
			   "    the \033[1;31mhit\033[0m\n"
			   "    six\n";
	struct pick_preview p;
	pick_preview_read(&p, "abc", text, strlen(text));
	assert_int_equal(p.first_hit, 7);
	/* The assistant's block only (the tool line is no block): its head,
	 * a cut, the lines around its hit. */
	size_t want[] = {8, (size_t)PICK_CUT, 12, 13, 14};
	assert_int_equal(p.nmatching, sizeof want / sizeof *want);
	for (size_t i = 0; i < p.nmatching; i++)
		assert_int_equal(p.matching[i], want[i]);
	pick_preview_free(&p);
}

/* A provisional row of one file's session. */
static struct pick_row found_row(const char *id, size_t matches, int64_t latest, const char *title)
{
	struct search_found f = {.files = 1,
				 .session_id = id,
				 .source = "claude",
				 .project = "/p",
				 .title = title,
				 .path = "/h/f.jsonl",
				 .matches = matches,
				 .has_latest = latest != 0,
				 .earliest = {latest - 100, 0},
				 .latest = {latest, 0}};
	struct pick_row r;
	pick_row_found(&r, &f);
	return r;
}

/* The rows a running search tells are merged by session and ranked by
 * the sort with what is known so far. */
static void test_list_merge(void **state)
{
	(void)state;
	struct pick_list l = {0};
	struct pick_row *a = xcalloc(2, sizeof *a);
	a[0] = found_row("aaaaaaaa-1111", 2, 1700000000, NULL);
	a[1] = found_row("bbbbbbbb-2222", 3, 1600000000, "the b title");
	pick_list_merge(&l, a, 2, 0); /* count */
	free(a);
	assert_true(l.provisional);
	assert_int_equal(l.n, 2);
	assert_string_equal(l.rows[0].id, "bbbbbbbb-2222");
	assert_string_equal(l.rows[0].short_id, "bbbbbbb");
	assert_string_equal(l.rows[0].title, "the b title");
	/* A second file of session a: its counts add up, its later time is kept. */
	struct pick_row *b = xcalloc(1, sizeof *b);
	b[0] = found_row("aaaaaaaa-1111", 4, 1800000000, "a title");
	pick_list_merge(&l, b, 1, 0);
	free(b);
	assert_int_equal(l.n, 2);
	assert_string_equal(l.rows[0].id, "aaaaaaaa-1111");
	assert_int_equal(l.rows[0].count, 6);
	assert_string_equal(l.rows[0].title, "a title");
	assert_int_equal(l.rows[0].latest.sec, 1800000000);
	assert_int_equal(l.rows[0].earliest.sec, 1700000000 - 100);
	assert_int_equal(l.total, 2);
	/* oldest: the earliest first (b's 1600000000 - 100). */
	pick_list_merge(&l, NULL, 0, 3);
	assert_string_equal(l.rows[0].id, "bbbbbbbb-2222");
	/* recent: the latest first. */
	pick_list_merge(&l, NULL, 0, 2);
	assert_string_equal(l.rows[0].id, "aaaaaaaa-1111");
	pick_list_free(&l);
}

const struct CMUnitTest pick_tests[] = {
    cmocka_unit_test(test_resume_split),     cmocka_unit_test(test_search_argv),
    cmocka_unit_test(test_list_visible),     cmocka_unit_test(test_list_merge),
    cmocka_unit_test(test_preview_matching),
};

const size_t pick_tests_n = sizeof pick_tests / sizeof pick_tests[0];
