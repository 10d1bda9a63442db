/* test_p15_options: unit tests for issue 15's points 2, 10 and 11 in
 * config/ (query.c, config.c, options.c), base/timestamp.c and
 * stages/output/explain.c: a leading "--" is a term, not NOT; combinations that
 * cannot work are refused naming both options; --tools and --thinking add
 * to --type; --since after --until; the ages 6mo and 1y and the words
 * today and yesterday; HOME unset or empty; --color alone; the nearest
 * option to an unknown one; a quoted query shown in one pair of quotes. */
#include "tests/unit/unit.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "config/config.h"
#include "base/xalloc.h"
#include "stages/output/explain.h"

#define PARSE UNIT_PARSE

/* The words must be refused with an error holding each of the strings. */
static void refused(const char *const *words, const char *want1, const char *want2)
{
	struct config cfg;
	struct mg_error err;
	int rc = unit_parse(&cfg, &err, words);
	config_free(&cfg);
	if (rc != MG_ERROR)
		fail_msg("%s ... was accepted", words[0]);
	if (!strstr(err.msg, want1) || (want2 && !strstr(err.msg, want2)))
		fail_msg("error '%s' does not name '%s' and '%s'", err.msg, want1, want2 ? want2 : "");
}

#define REFUSED(w1, w2, ...) refused((const char *const[]){__VA_ARGS__, NULL}, w1, w2)

/* ---- point 2: "--" starts a term ---------------------------------------- */

static void test_dashdash_is_a_term(void **state)
{
	(void)state;
	struct query q;
	char err[256];
	assert_int_equal(query_parse("invalid option --no-lock", false, true, &q, err, sizeof err), 0);
	assert_int_equal(q.ngroups, 3);
	assert_int_equal(q.npositive, 3);
	assert_string_equal(q.terms[2].display, "--no-lock");
	assert_int_equal(q.terms[2].nunits, 9);
	assert_int_equal(q.terms[2].units[0], '-');
	assert_int_equal(q.terms[2].units[1], '-');
	query_free(&q);

	/* "-word" stays NOT; "---x" is a term too; "-\-x" is the NOT of "-x". */
	assert_int_equal(query_parse("a -lock ---x -\\-y", false, true, &q, err, sizeof err), 0);
	assert_int_equal(q.ngroups, 4);
	assert_int_equal(q.npositive, 2);
	assert_string_equal(q.terms[1].display, "---x");
	assert_true(q.groups[2].negated);
	assert_string_equal(q.terms[2].display, "lock");
	assert_true(q.groups[3].negated);
	assert_int_equal(q.terms[3].nunits, 2);
	assert_int_equal(q.terms[3].units[0], '-');
	query_free(&q);

	/* A query of "--x" alone is a query (no longer "only NOT groups"). */
	assert_int_equal(query_parse("--x", false, true, &q, err, sizeof err), 0);
	assert_int_equal(q.npositive, 1);
	query_free(&q);
}

static void test_explain_says_which(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	assert_int_equal(PARSE(&cfg, &err, "--explain", "option --no-lock -lock"), MG_MATCH);
	struct sbuf b = {0};
	struct mg_error xerr = {{0}};
	explain_query(&cfg, &b, &xerr);
	assert_non_null(strstr(b.data, "AND group 2:\n  --no-lock"));
	assert_non_null(strstr(b.data, "a term: a leading -- is not NOT"));
	assert_non_null(strstr(b.data, "NOT group 1: a message with any of these is dropped\n  lock "));
	sbuf_free(&b);
	config_free(&cfg);
}

/* ---- point 10: combinations ------------------------------------------- */

static void test_combinations_refused(void **state)
{
	(void)state;
	REFUSED("-0/--null", "-l or -c", "-0", "x", "p");
	REFUSED("-0/--null", "-l or -c", "--null", "--format", "tsv", "x", "p");
	REFUSED("--header", "--format tsv", "--header", "x", "p");
	REFUSED("--header", "--format tsv", "--header", "-l", "x", "p");
	REFUSED("--header", "--format tsv", "sessions", "--header", "p");
	REFUSED("--format json", "-l", "--format", "json", "-l", "x", "p");
	REFUSED("--format json", "-l", "-l", "--format", "json", "x", "p");
	REFUSED("--format text", "-c", "--format", "text", "-c", "x", "p");
	REFUSED("--format tsv", "-l", "sessions", "-l", "--format", "tsv", "p");
	REFUSED("-l", "-c", "-l", "-c", "x", "p");
	REFUSED("--stream", "-n/--sessions", "--stream", "-n", "3", "x", "p");
	REFUSED("--stream", "-m/--messages", "--stream", "-m", "1", "x", "p");
	REFUSED("--stream", "--offset", "--stream", "--offset", "2", "x", "p");
}

static void test_combinations_accepted(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	assert_int_equal(PARSE(&cfg, &err, "-l", "-0", "x", "p"), MG_MATCH);
	assert_true(cfg.null_sep && cfg.format == FMT_FILES);
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "-c", "--null", "x", "p"), MG_MATCH);
	assert_true(cfg.null_sep && cfg.format == FMT_COUNT);
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--header", "--format", "tsv", "x", "p"), MG_MATCH);
	config_free(&cfg);
	/* --format twice: the last one counts. */
	assert_int_equal(PARSE(&cfg, &err, "--format", "json", "--format", "tsv", "x", "p"), MG_MATCH);
	assert_int_equal(cfg.format, FMT_TSV);
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--stream", "-l", "x", "p"), MG_MATCH);
	config_free(&cfg);
}

static void test_tools_add_to_type(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	assert_int_equal(PARSE(&cfg, &err, "--type", "user", "--tools", "x", "p"), MG_MATCH);
	assert_int_equal(cfg.kinds, KIND_USER | KIND_TOOL);
	config_free(&cfg);
	/* In either order. */
	assert_int_equal(PARSE(&cfg, &err, "--thinking", "--type", "assistant", "x", "p"), MG_MATCH);
	assert_int_equal(cfg.kinds, KIND_ASSISTANT | KIND_THINKING);
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--type", "tool", "x", "p"), MG_MATCH);
	assert_int_equal(cfg.kinds, KIND_TOOL);
	config_free(&cfg);
}

static void test_since_after_until(void **state)
{
	(void)state;
	REFUSED("--since 2025-03-02 is later than --until 2025-03-01", NULL, "--since", "2025-03-02",
		"--until", "2025-03-01", "x", "p");
	REFUSED("--since today", "--until yesterday", "--since", "today", "--until", "yesterday", "x", "p");
	struct config cfg;
	struct mg_error err;
	/* The same day as both: its whole. */
	assert_int_equal(PARSE(&cfg, &err, "--since", "2025-03-01", "--until", "2025-03-01", "x", "p"),
			 MG_MATCH);
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--since", "yesterday", "--until", "yesterday", "x", "p"),
			 MG_MATCH);
	config_free(&cfg);
	/* The error lists the new forms. */
	REFUSED("6mo, 1y), today or yesterday", NULL, "--since", "1q", "x", "p");
}

/* ---- point 10: ages and day words ----------------------------------- */

static int tz_setup(void **state)
{
	struct unit_env *tz = xcalloc(1, sizeof *tz);
	unit_env_save(tz, "TZ");
	setenv("TZ", "UTC", 1);
	tzset();
	*state = tz;
	return 0;
}

static int tz_teardown(void **state)
{
	unit_env_restore(*state);
	tzset();
	free(*state);
	return 0;
}

static void test_ages_and_days(void **state)
{
	(void)state;
	/* now: 2025-03-10 15:30:00.5 UTC. */
	struct instant now = {ts_days_from_civil(2025, 3, 10) * 86400 + 15 * 3600 + 30 * 60, 500000000}, t;
	assert_true(ts_parse_bound("6mo", false, now, &t));
	assert_int_equal(t.sec, now.sec - 6 * 30 * 86400);
	assert_int_equal(t.nsec, now.nsec);
	assert_true(ts_parse_bound("1y", true, now, &t));
	assert_int_equal(t.sec, now.sec - 365 * 86400);
	assert_true(ts_parse_bound("1mo", false, now, &t));
	assert_int_equal(t.sec, now.sec - 30 * 86400);
	assert_false(ts_parse_bound("mo", false, now, &t));
	assert_false(ts_parse_bound("1moo", false, now, &t));
	assert_false(ts_parse_bound("1yr", false, now, &t));
	assert_false(ts_parse_bound("1M", false, now, &t));

	int64_t midnight = ts_days_from_civil(2025, 3, 10) * 86400;
	assert_true(ts_parse_bound("today", false, now, &t));
	assert_int_equal(t.sec, midnight);
	assert_int_equal(t.nsec, 0);
	assert_true(ts_parse_bound("today", true, now, &t));
	assert_int_equal(t.sec, midnight + 86399);
	assert_int_equal(t.nsec, 999999999);
	assert_true(ts_parse_bound("yesterday", false, now, &t));
	assert_int_equal(t.sec, midnight - 86400);
	assert_int_equal(t.nsec, 0);
	assert_true(ts_parse_bound("yesterday", true, now, &t));
	assert_int_equal(t.sec, midnight - 1);
	assert_int_equal(t.nsec, 999999999);
	assert_false(ts_parse_bound("Today", false, now, &t));
	assert_false(ts_parse_bound("tomorrow", false, now, &t));

	/* Yesterday of the first of a month is the last of the one before. */
	struct instant first = {ts_days_from_civil(2025, 3, 1) * 86400 + 60, 0};
	assert_true(ts_parse_bound("yesterday", false, first, &t));
	assert_int_equal(t.sec, ts_days_from_civil(2025, 2, 28) * 86400);

	/* Local days: in UTC+9 today starts at 15:00 UTC the day before. */
	setenv("TZ", "JST-9", 1);
	tzset();
	assert_true(ts_parse_bound("today", false, now, &t));
	assert_int_equal(t.sec, ts_days_from_civil(2025, 3, 11) * 86400 - 9 * 3600);
	setenv("TZ", "UTC", 1);
	tzset();
}

/* ---- point 11: HOME --------------------------------------------------- */

struct home_env {
	struct unit_env home, claude, codex, gemini, gemini_cli, copilot;
};

static int home_setup(void **state)
{
	struct home_env *e = xcalloc(1, sizeof *e);
	unit_env_save(&e->home, "HOME");
	unit_env_save(&e->claude, "CLAUDE_CONFIG_DIR");
	unit_env_save(&e->codex, "CODEX_HOME");
	unit_env_save(&e->gemini, "GEMINI_HOME");
	unit_env_save(&e->gemini_cli, "GEMINI_CLI_HOME");
	unit_env_save(&e->copilot, "COPILOT_HOME");
	unsetenv("CLAUDE_CONFIG_DIR");
	unsetenv("CODEX_HOME");
	unsetenv("GEMINI_HOME");
	unsetenv("GEMINI_CLI_HOME");
	unsetenv("COPILOT_HOME");
	*state = e;
	return 0;
}

static int home_teardown(void **state)
{
	struct home_env *e = *state;
	unit_env_restore(&e->home);
	unit_env_restore(&e->claude);
	unit_env_restore(&e->codex);
	unit_env_restore(&e->gemini);
	unit_env_restore(&e->gemini_cli);
	unit_env_restore(&e->copilot);
	free(e);
	return 0;
}

static void test_home_unset(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	for (int empty = 0; empty < 2; empty++) {
		if (empty)
			setenv("HOME", "", 1);
		else
			unsetenv("HOME");
		REFUSED("HOME is not set", "CLAUDE_CONFIG_DIR", "x");
		REFUSED("HOME is not set", "CODEX_HOME", "--source", "codex", "x");
		REFUSED("HOME is not set", NULL, "sessions");
		REFUSED("HOME is not set", NULL, "--memory", "x");
		/* Never "./.claude": no root is made from ".". */
		assert_null(source_root(SOURCE_CLAUDE));
		/* PATHs, a folder of its own, or --explain need no home. */
		assert_int_equal(PARSE(&cfg, &err, "x", "some/dir"), MG_MATCH);
		config_free(&cfg);
		assert_int_equal(PARSE(&cfg, &err, "--explain", "x"), MG_MATCH);
		config_free(&cfg);
		setenv("CLAUDE_CONFIG_DIR", "/srv/claude", 1);
		assert_int_equal(PARSE(&cfg, &err, "x"), MG_MATCH);
		assert_string_equal(cfg.roots[SOURCE_CLAUDE], "/srv/claude/projects");
		config_free(&cfg);
		unsetenv("CLAUDE_CONFIG_DIR");
	}
	setenv("HOME", "/home/dev", 1);
	assert_int_equal(PARSE(&cfg, &err, "x"), MG_MATCH);
	assert_string_equal(cfg.roots[SOURCE_CLAUDE], "/home/dev/.claude/projects");
	config_free(&cfg);
}

/* Issue 28 point 8: Gemini CLI's folder is $GEMINI_HOME, else
 * $GEMINI_CLI_HOME/.gemini (Gemini CLI 0.61's stand-in for the home
 * folder), else ~/.gemini; an empty variable is unset. With HOME unset,
 * GEMINI_CLI_HOME is a folder of its own. */
static void test_gemini_cli_home(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	setenv("HOME", "/home/dev", 1);
	char *root = source_root(SOURCE_GEMINI);
	assert_string_equal(root, "/home/dev/.gemini/tmp");
	free(root);
	setenv("GEMINI_CLI_HOME", "/srv/g", 1);
	root = source_root(SOURCE_GEMINI);
	assert_string_equal(root, "/srv/g/.gemini/tmp");
	free(root);
	setenv("GEMINI_HOME", "/srv/own", 1);
	root = source_root(SOURCE_GEMINI);
	assert_string_equal(root, "/srv/own/tmp");
	free(root);
	setenv("GEMINI_HOME", "", 1);
	root = source_root(SOURCE_GEMINI);
	assert_string_equal(root, "/srv/g/.gemini/tmp");
	free(root);
	setenv("GEMINI_CLI_HOME", "", 1);
	root = source_root(SOURCE_GEMINI);
	assert_string_equal(root, "/home/dev/.gemini/tmp");
	free(root);
	/* The other sources never read it. */
	setenv("GEMINI_CLI_HOME", "/srv/g", 1);
	root = source_root(SOURCE_CODEX);
	assert_string_equal(root, "/home/dev/.codex/sessions");
	free(root);
	unsetenv("HOME");
	assert_int_equal(PARSE(&cfg, &err, "--source", "gemini", "x"), MG_MATCH);
	assert_string_equal(cfg.roots[SOURCE_GEMINI], "/srv/g/.gemini/tmp");
	config_free(&cfg);
	unsetenv("GEMINI_CLI_HOME");
	REFUSED("HOME is not set", "set HOME, GEMINI_CLI_HOME or GEMINI_HOME", "--source", "gemini", "x");
}

/* ---- point 11: --color alone ----------------------------------------- */

static void test_color_alone(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	/* stdout is not a terminal here: only always colours. */
	assert_int_equal(PARSE(&cfg, &err, "--color", "retry", "p"), MG_MATCH);
	assert_true(cfg.color);
	assert_string_equal(cfg.query_text, "retry");
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "retry", "p", "--colour"), MG_MATCH);
	assert_true(cfg.color);
	config_free(&cfg);
	/* A value: --color=WHEN, or the next word when it is one. */
	assert_int_equal(PARSE(&cfg, &err, "--color=never", "retry", "p"), MG_MATCH);
	assert_false(cfg.color);
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--color", "never", "retry", "p"), MG_MATCH);
	assert_false(cfg.color);
	assert_string_equal(cfg.query_text, "retry");
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--color", "always", "retry", "p"), MG_MATCH);
	assert_true(cfg.color);
	config_free(&cfg);
	REFUSED("--color: 'sometimes' is not one of auto, always, never", NULL, "--color=sometimes", "x",
		"p");
}

/* ---- point 11: the nearest option ----------------------------------- */

static void test_unknown_option_nearest(void **state)
{
	(void)state;
	struct config cfg;
	struct mg_error err;
	assert_int_equal(PARSE(&cfg, &err, "--sesions", "3", "x"), MG_ERROR);
	assert_string_equal(err.msg, "unknown option '--sesions' (did you mean --sessions?)");
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--thinkign", "x"), MG_ERROR);
	assert_string_equal(err.msg, "unknown option '--thinkign' (did you mean --thinking?)");
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--formt=json", "x"), MG_ERROR);
	assert_string_equal(err.msg, "unknown option '--formt' (did you mean --format?)");
	config_free(&cfg);
	/* Nothing near: the old message. */
	assert_int_equal(PARSE(&cfg, &err, "--bogus", "x"), MG_ERROR);
	assert_string_equal(err.msg, "unknown option '--bogus' (try --help)");
	config_free(&cfg);
	/* Only the names that apply to the command: sessions has no --scope. */
	assert_int_equal(PARSE(&cfg, &err, "sessions", "--scoep"), MG_ERROR);
	assert_string_equal(err.msg, "unknown option '--scoep' (try memgrep sessions --help)");
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "sessions", "--ofset", "2"), MG_ERROR);
	assert_string_equal(err.msg, "unknown option '--ofset' (did you mean --offset?)");
	config_free(&cfg);
	/* A value given to an option that takes none; an abbreviation of several. */
	assert_int_equal(PARSE(&cfg, &err, "--full=yes", "x"), MG_ERROR);
	assert_string_equal(err.msg, "option '--full' takes no value (try --help)");
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--null=1", "x"), MG_ERROR);
	assert_string_equal(err.msg, "option '--null' takes no value (try --help)");
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--fo", "x"), MG_ERROR);
	assert_string_equal(err.msg, "option '--fo' is ambiguous: --forks, --format, --follow");
	config_free(&cfg);
}

/* ---- point 11: one pair of quotes ------------------------------------ */

static void test_quote_query(void **state)
{
	(void)state;
	struct sbuf b = {0};
	mg_quote_query(&b, "stop hook", 0);
	assert_string_equal(b.data, "\"stop hook\"");
	sbuf_reset(&b);
	mg_quote_query(&b, "\"stop hook\"", 0);
	assert_string_equal(b.data, "'\"stop hook\"'");
	sbuf_reset(&b);
	mg_quote_query(&b, "it's \"x\"", 0);
	assert_string_equal(b.data, "'it'\\''s \"x\"'");
	sbuf_reset(&b);
	mg_quote_query(&b, "a\nb", 0);
	assert_string_equal(b.data, "\"a\\u000Ab\"");
	sbuf_free(&b);

	struct config cfg;
	struct mg_error err;
	assert_int_equal(PARSE(&cfg, &err, "\"stop hook", "p"), MG_ERROR);
	assert_string_equal(err.msg, "bad query '\"stop hook': the query has an unbalanced double quote");
	config_free(&cfg);
	assert_int_equal(PARSE(&cfg, &err, "--", "-stop", "p"), MG_ERROR);
	assert_string_equal(err.msg,
			    "bad query \"-stop\": the query has only NOT groups: give at least one term "
			    "to find");
	config_free(&cfg);
}

const struct CMUnitTest p15_options_tests[] = {
    cmocka_unit_test(test_dashdash_is_a_term),
    cmocka_unit_test(test_explain_says_which),
    cmocka_unit_test(test_combinations_refused),
    cmocka_unit_test(test_combinations_accepted),
    cmocka_unit_test(test_tools_add_to_type),
    cmocka_unit_test(test_since_after_until),
    cmocka_unit_test_setup_teardown(test_ages_and_days, tz_setup, tz_teardown),
    cmocka_unit_test_setup_teardown(test_home_unset, home_setup, home_teardown),
    cmocka_unit_test_setup_teardown(test_gemini_cli_home, home_setup, home_teardown),
    cmocka_unit_test(test_color_alone),
    cmocka_unit_test(test_unknown_option_nearest),
    cmocka_unit_test(test_quote_query),
};
const size_t p15_options_tests_n = sizeof p15_options_tests / sizeof *p15_options_tests;
