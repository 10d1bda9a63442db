/* test_config: unit tests for config/config.c and config/options.c with the
 * commands of docs/reference.md §11 (show, sessions, projects): which
 * options apply to which command, what each command sets for itself, the
 * errors, and the pure helpers the commands use (rank_unique_prefix,
 * source_resume). */
#include "tests/unit/unit.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "config/config.h"
#include "config/request.h"
#include "sources/decode_markdown.h"
#include "stages/rank.h"
#include "sources/source.h"

#define PARSE UNIT_PARSE

static void test_show_defaults(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	assert_int_equal(PARSE(&cfg, &err, "show", "abc123"), MG_MATCH);
	assert_int_equal(cfg.command, CMD_SHOW);
	assert_string_equal(cfg.target, "abc123");
	assert_true(unit_req(&cfg)->browse);
	assert_true(cfg.forks);
	assert_int_equal(cfg.recall, RECALL_OFF);
	assert_int_equal(cfg.min_length, 0);
	/* Every session source, every kind, every message. */
	assert_int_equal(cfg.sources, source_session_bits());
	assert_int_equal(cfg.kinds, KIND_USER | KIND_ASSISTANT | KIND_SUMMARY | KIND_TOOL | KIND_THINKING);
	assert_true(cfg.messages == SIZE_MAX && cfg.sessions == SIZE_MAX);
	assert_int_equal(cfg.npaths, 0);
	assert_false(cfg.pager); /* stdout is not a terminal here */
	config_free(&cfg);

	/* --source narrows it; PATHs are kept. */
	assert_int_equal(PARSE(&cfg, &err, "show", "--source", "codex", "abc", "some/dir"), MG_MATCH);
	assert_int_equal(cfg.sources, SRC_CODEX);
	assert_int_equal(cfg.npaths, 1);
	assert_string_equal(cfg.paths[0], "some/dir");
	config_free(&cfg);
}

static void test_show_errors(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	assert_int_equal(PARSE(&cfg, &err, "show"), MG_ERROR);
	assert_non_null(strstr(err.msg, "memgrep show needs a session"));
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "show", "-C", "2", "abc"), MG_ERROR);
	assert_non_null(strstr(err.msg, "go with --around"));
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "show", "--format", "tsv", "abc"), MG_ERROR);
	assert_string_equal(err.msg, "--format: 'tsv' is not one of text, markdown, json, jsonl");
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "show", "--scope", "session", "abc"), MG_ERROR);
	assert_string_equal(err.msg,
			    "option '--scope' does not apply to memgrep show (try memgrep show --help)");
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "show", "--memory", "abc"), MG_ERROR);
	assert_non_null(strstr(err.msg, "option '--memory' does not apply to memgrep show"));
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "show", "--source", "claude,memory", "abc"), MG_ERROR);
	assert_non_null(strstr(err.msg, "markdown memory files are not sessions"));
	config_free(&cfg);
}

static void test_show_around(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	assert_int_equal(PARSE(&cfg, &err, "show", "--around", "u-1", "abc"), MG_MATCH);
	assert_string_equal(cfg.around, "u-1");
	assert_int_equal(cfg.before, 3);
	assert_int_equal(cfg.after, 3);
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "show", "--around", "12", "-C", "0", "abc"), MG_MATCH);
	assert_int_equal(cfg.before, 0);
	assert_int_equal(cfg.after, 0);
	config_free(&cfg);
	assert_int_equal(
	    PARSE(&cfg, &err, "show", "--around", "12", "-A", "5", "abc", "--format", "markdown"), MG_MATCH);
	assert_int_equal(cfg.before, 0);
	assert_int_equal(cfg.after, 5);
	assert_int_equal(cfg.format, FMT_MARKDOWN);
	config_free(&cfg);
}

static void test_sessions_and_projects(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	struct unit_env home[UNIT_HOME_VARS];
	unit_home_set(home, NULL);
	assert_int_equal(PARSE(&cfg, &err, "sessions"), MG_MATCH);
	assert_int_equal(cfg.command, CMD_SESSIONS);
	assert_true(unit_req(&cfg)->browse);
	assert_int_equal(cfg.sessions, 10);
	assert_int_equal(cfg.messages, 0);
	assert_int_equal(cfg.sort, SORT_RECENT);
	/* The search's default sources: with no root there (test_default_sources),
	 * Claude Code alone. */
	assert_int_equal(cfg.sources, SRC_CLAUDE);
	assert_int_equal(cfg.kinds, KIND_USER | KIND_ASSISTANT | KIND_SUMMARY);
	config_free(&cfg);
	assert_int_equal(
	    PARSE(&cfg, &err, "sessions", "-n", "3", "--offset", "2", "--codex", "--resume", "dir"),
	    MG_MATCH);
	assert_int_equal(cfg.sessions, 3);
	assert_int_equal(cfg.offset, 2);
	/* Beside PATHs: every session source (a row added adds its bit). */
	assert_int_equal(cfg.sources, source_session_bits());
	assert_true(cfg.resume);
	assert_int_equal(cfg.npaths, 1);
	config_free(&cfg);
	unit_home_restore(home);
	assert_int_equal(PARSE(&cfg, &err, "sessions", "-n"), MG_ERROR);
	assert_string_equal(err.msg, "option '-n' needs a value (try memgrep sessions --help)");
	config_free(&cfg);
	/* --sessions alone is search's memory flag; here it needs its number. */
	assert_int_equal(PARSE(&cfg, &err, "sessions", "--sessions"), MG_ERROR);
	assert_string_equal(err.msg, "-n/--sessions takes a number");
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "sessions", "--tools"), MG_ERROR);
	assert_non_null(strstr(err.msg, "does not apply to memgrep sessions"));
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "sessions", "--format", "markdown"), MG_ERROR);
	assert_string_equal(err.msg, "--format: 'markdown' is not one of text, tsv, json, jsonl");
	config_free(&cfg);
	/* projects: every project unless -n; no -l, no --resume. */
	assert_int_equal(PARSE(&cfg, &err, "projects"), MG_MATCH);
	assert_true(cfg.sessions == SIZE_MAX);
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "projects", "-n", "4"), MG_MATCH);
	assert_int_equal(cfg.sessions, 4);
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "projects", "-l"), MG_ERROR);
	assert_non_null(strstr(err.msg, "does not apply to memgrep projects"));
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "projects", "--resume"), MG_ERROR);
	config_free(&cfg);
}

static void test_search_unchanged(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	/* `--` first: the word is a query, not a command. */
	assert_int_equal(PARSE(&cfg, &err, "--", "show"), MG_MATCH);
	assert_int_equal(cfg.command, CMD_SEARCH);
	assert_string_equal(cfg.query_text, "show");
	assert_false(unit_req(&cfg)->browse);
	config_free(&cfg);
	/* A command word later on is a query or a PATH. */
	assert_int_equal(PARSE(&cfg, &err, "-c", "sessions", "projects"), MG_MATCH);
	assert_int_equal(cfg.command, CMD_SEARCH);
	assert_string_equal(cfg.query_text, "sessions");
	assert_int_equal(cfg.npaths, 1);
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--format", "markdown", "q"), MG_ERROR);
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--stream", "--resume", "q"), MG_ERROR);
	assert_non_null(strstr(err.msg, "--stream prints none"));
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--around", "x", "q"), MG_ERROR);
	assert_non_null(strstr(err.msg, "does not apply to memgrep"));
	config_free(&cfg);
	/* --sessions alone is still the memory flag for a search. */
	assert_int_equal(PARSE(&cfg, &err, "--sessions", "q"), MG_MATCH);
	assert_non_null(cfg.source_opts[SOURCE_MEMORY][MARKDOWN_OPT_SESSIONS]);
	assert_true(cfg.sources & SRC_MEMORY);
	config_free(&cfg);
}

static void test_claude_session_env(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	setenv("CLAUDE_SESSION_ID", "cafe0000-0000-4000-8000-000000000001", 1);
	assert_int_equal(PARSE(&cfg, &err, "q"), MG_MATCH);
	assert_string_equal(cfg.current_session, "cafe0000-0000-4000-8000-000000000001");
	assert_int_equal(cfg.nexclude, 0);
	config_free(&cfg);
	/* A listing does not leave out the session it runs in. */
	assert_int_equal(PARSE(&cfg, &err, "sessions"), MG_MATCH);
	assert_null(cfg.current_session);
	config_free(&cfg);
	unsetenv("CLAUDE_SESSION_ID");
}

static void test_unique_prefix(void **state)
{
	(void)state;
	const char *a = "019d6de4-1111-7000-8000-000000000001", *b = "019d6de4-1122-7000-8000-000000000002",
		   *c = "5c6d01a2-0000-4000-8000-000000000003", *d = "abc";
	const char *all[] = {a, b, c, d}; /* sorted */
	/* a and b share "019d6de4-11": 12 characters tell them apart. */
	assert_int_equal(rank_unique_prefix(a, all, 4, 7), 12);
	assert_int_equal(rank_unique_prefix(b, all, 4, 7), 12);
	assert_int_equal(rank_unique_prefix(c, all, 4, 7), 7);
	/* Never longer than the id. */
	assert_int_equal(rank_unique_prefix(d, all, 4, 7), 3);
	/* An id seen twice (two files of one session) is not a rival. */
	const char *twice[] = {a, "019d6de4-1111-7000-8000-000000000001"};
	assert_int_equal(rank_unique_prefix(a, twice, 2, 7), 7);
}

/* docs/reference.md §1 (issue 28 point 5): the sources on by default whose
 * root exists, else Claude Code's alone; every one on by default beside
 * PATHs; --source, else MEMGREP_SOURCES, names them; --codex adds. */
static void test_default_sources(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	char root[] = "/tmp/memgrep-home-XXXXXX";
	assert_non_null(mkdtemp(root));
	struct unit_env home[UNIT_HOME_VARS];
	unit_home_set(home, root);
	static const struct {
		const char *make; /* a folder made before the parse, or NULL */
		const char *env;  /* MEMGREP_SOURCES, or NULL */
		const char *args[4];
		unsigned sources;
		const char *by;
	} cases[] = {
	    {NULL, NULL, {"x"}, SRC_CLAUDE, NULL},
	    {".codex/sessions/", NULL, {"x"}, SRC_CODEX, NULL},
	    {".gemini/tmp/", NULL, {"x"}, SRC_CODEX | SRC_GEMINI, NULL},
	    {".claude/projects/", NULL, {"x"}, SRC_CLAUDE | SRC_CODEX | SRC_GEMINI, NULL},
	    {".pi/agent/sessions/", NULL, {"x"}, SRC_CLAUDE | SRC_CODEX | SRC_GEMINI | SRC_PI, NULL},
	    {NULL, NULL, {"--memory", "x"}, SRC_CLAUDE | SRC_CODEX | SRC_GEMINI | SRC_PI | SRC_MEMORY, NULL},
	    {NULL, NULL, {"--source", "claude", "x"}, SRC_CLAUDE, "--source"},
	    {NULL, "gemini", {"x"}, SRC_GEMINI, "MEMGREP_SOURCES"},
	    {NULL, "gemini", {"--codex", "x"}, SRC_GEMINI | SRC_CODEX, "MEMGREP_SOURCES"},
	    {NULL, "gemini", {"--source", "codex", "x"}, SRC_CODEX, "--source"},
	    {NULL, "", {"x"}, SRC_CLAUDE | SRC_CODEX | SRC_GEMINI | SRC_PI, NULL},
	    /* The sessions commands take the variable's session sources. */
	    {NULL, "memory,codex", {"sessions"}, SRC_CODEX, "MEMGREP_SOURCES"},
	    {NULL, "memory", {"sessions"}, SRC_CLAUDE | SRC_CODEX | SRC_GEMINI | SRC_PI, "MEMGREP_SOURCES"},
	};
	/* Beside PATHs the roots play no part. */
	assert_int_equal(PARSE(&cfg, &err, "x", "some/dir"), MG_MATCH);
	assert_int_equal(cfg.sources, source_session_bits());
	config_free(&cfg);
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		if (cases[i].make) {
			struct sbuf p = {0};
			sbuf_printf(&p, "%s/%s", root, cases[i].make);
			unit_mkdirs(p.data);
			sbuf_free(&p);
		}
		if (cases[i].env)
			setenv("MEMGREP_SOURCES", cases[i].env, 1);
		else
			unsetenv("MEMGREP_SOURCES");
		assert_int_equal(unit_parse(&cfg, &err, cases[i].args), MG_MATCH);
		assert_int_equal(cfg.sources, cases[i].sources);
		if (cases[i].by)
			assert_string_equal(cfg.sources_by, cases[i].by);
		else
			assert_null(cfg.sources_by);
		config_free(&cfg);
	}
	setenv("MEMGREP_SOURCES", "claude,nope", 1);
	assert_int_equal(PARSE(&cfg, &err, "x"), MG_ERROR);
	/* Every row's name, in table order. */
	struct sbuf want = {0};
	sbuf_adds(&want, "MEMGREP_SOURCES: unknown source 'nope' (use ");
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		sbuf_printf(&want, "%s%s", i ? ", " : "", source_table[i].name);
	sbuf_adds(&want, ")");
	assert_string_equal(err.msg, want.data);
	sbuf_free(&want);
	config_free(&cfg);
	unit_home_restore(home);
	assert_int_equal(unit_rm_tree(root), 0);
}

static void test_resume(void **state)
{
	(void)state;
	char *s = source_resume(SOURCE_CLAUDE, "/home/u/my project", "5c6d01a2-0000");
	assert_string_equal(s, "cd '/home/u/my project' && claude --resume 5c6d01a2-0000");
	free(s);
	s = source_resume(SOURCE_CLAUDE, "/home/u/it's", "id");
	assert_string_equal(s, "cd '/home/u/it'\\''s' && claude --resume id");
	free(s);
	/* Codex resumes in the folder it is run from (openai/codex#4791): its
	 * command goes to the project when it is known, an absolute path
	 * (issue 28 point 6), and is the command alone when it is not. */
	s = source_resume(SOURCE_CODEX, "/anywhere", "019d6de4-1111");
	assert_string_equal(s, "cd '/anywhere' && codex resume 019d6de4-1111");
	free(s);
	s = source_resume(SOURCE_CODEX, "", "019d6de4-1111");
	assert_string_equal(s, "codex resume 019d6de4-1111");
	free(s);
	s = source_resume(SOURCE_CODEX, "11/29", "019d6de4-1111");
	assert_string_equal(s, "codex resume 019d6de4-1111");
	free(s);
	s = source_resume(SOURCE_CODEX, NULL, "019d6de4-1111");
	assert_string_equal(s, "codex resume 019d6de4-1111");
	free(s);
	s = source_resume(SOURCE_GEMINI, "/p", "a b");
	assert_string_equal(s, "cd '/p' && gemini --resume 'a b'");
	free(s);
	/* No project to go to, standard input, markdown memory: none. */
	assert_null(source_resume(SOURCE_CLAUDE, "", "id"));
	assert_null(source_resume(SOURCE_CLAUDE, "/p", "-"));
	assert_null(source_resume(SOURCE_MEMORY, "/p", "id"));
	/* A word that starts with '=' is quoted (zsh's =cmd). */
	s = source_resume(SOURCE_CODEX, "", "=ls");
	assert_string_equal(s, "codex resume '=ls'");
	free(s);
	/* Refused, with the reason: what no quoting makes safe to paste. */
	struct sbuf why = {0};
	static const struct {
		unsigned source;
		const char *project, *id, *why;
	} refused[] = {
	    {SOURCE_CLAUDE, "/p", "a\x1b]0;x\x07", "its id holds a control character"},
	    {SOURCE_CLAUDE, "/p", "a\nb", "its id holds a control character"},
	    {SOURCE_CODEX, "/p",
	     "a\xc2\x9b"
	     "2J",
	     "its id holds a control character"},
	    {SOURCE_CLAUDE, "/p", "a\xe2\x80\xae", "its id holds a bidirectional control"},
	    {SOURCE_GEMINI, "/p", "a\xff", "its id holds a byte that is not UTF-8"},
	    {SOURCE_CLAUDE, "/p\tq", "id", "its project holds a control character"},
	    {SOURCE_CLAUDE, "/p\nq", "id", "its project holds a control character"},
	    {SOURCE_CLAUDE, "/p\xe2\x81\xa6", "id", "its project holds a bidirectional control"},
	    {SOURCE_CLAUDE, "/p", "-rf", "its id starts with '-', which would be read as an option"},
	};
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
		assert_null(source_resume(refused[i].source, refused[i].project, refused[i].id));
		const char *r =
		    source_resume_refused(refused[i].source, refused[i].project, refused[i].id, &why);
		assert_non_null(r);
		assert_string_equal(r, refused[i].why);
	}
	/* A Codex project that goes into the command is refused as Claude
	 * Code's is (it was no word of the command before issue 28 point 6). */
	assert_null(source_resume(SOURCE_CODEX, "/p\nq", "id"));
	assert_string_equal(source_resume_refused(SOURCE_CODEX, "/p\nq", "id", &why),
			    "its project holds a control character");
	s = source_resume(SOURCE_CODEX, "p\nq", "id");
	assert_string_equal(s, "codex resume id");
	free(s);
	/* Nothing refused where there is no command, or nothing to refuse. */
	assert_null(source_resume_refused(SOURCE_CLAUDE, "", "a\nb", &why));
	assert_null(source_resume_refused(SOURCE_CLAUDE, "/p", "-", &why));
	assert_null(source_resume_refused(SOURCE_CLAUDE, "/it's \"here\"", "caf\xc3\xa9", &why));
	sbuf_free(&why);
}

/* An error line longer than its room is cut with "…" at its end, never
 * silently (base/error.h), and never inside a UTF-8 character. */
static void test_error_cut(void **state)
{
	(void)state;
	struct mg_error e;
	char *long_arg = xmalloc(20000);
	for (size_t i = 0; i + 2 < 20000; i += 2)
		memcpy(long_arg + i, "\xc3\xa9", 2); /* é, two bytes */
	long_arg[19998] = '\0';
	mg_error_set(&e, "x%s", long_arg);
	size_t n = strlen(e.msg);
	assert_true(n < sizeof e.msg);
	assert_string_equal(e.msg + n - 3, "\xe2\x80\xa6");
	/* The byte before the mark ends a whole é. */
	assert_int_equal((unsigned char)e.msg[n - 4], 0xa9);
	mg_error_set(&e, "short %d", 1);
	assert_string_equal(e.msg, "short 1");
	free(long_arg);
}

const struct CMUnitTest config_tests[] = {
    cmocka_unit_test(test_error_cut),
    cmocka_unit_test(test_show_defaults),
    cmocka_unit_test(test_show_errors),
    cmocka_unit_test(test_show_around),
    cmocka_unit_test(test_sessions_and_projects),
    cmocka_unit_test(test_search_unchanged),
    cmocka_unit_test(test_claude_session_env),
    cmocka_unit_test(test_unique_prefix),
    cmocka_unit_test(test_resume),
    cmocka_unit_test(test_default_sources),
};
const size_t config_tests_n = sizeof config_tests / sizeof *config_tests;
