/* test_filter: unit tests for stages/filter.c
 * (docs/reference.md §4.1). Configs come from config_parse on an argv, as in
 * main: --type and its interplay with --tools/--thinking, short messages
 * (terminal columns after trimming White_Space), pasted recall output, --since/--until
 * bounds, and the session filters (--exclude-session, $CLAUDE_SESSION_ID,
 * --project, --here). */
#include "tests/unit/unit.h"

#include "config/config.h"
#include "stages/filter.h"

#include <cjson/cJSON.h>
#include "base/timestamp.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* Configs a test has open; the teardown frees them even after a failed
 * assertion. */
static struct config *open_cfgs[8];
static size_t n_open;

static struct config *cfg_argv(const char *const *args)
{
	struct config *cfg = calloc(1, sizeof *cfg);
	assert_true(n_open < sizeof open_cfgs / sizeof open_cfgs[0]);
	open_cfgs[n_open++] = cfg;
	unit_config(cfg, args);
	return cfg;
}

#define CFG(...) cfg_argv((const char *const[]){__VA_ARGS__, NULL})

static int cfg_teardown(void **state)
{
	while (n_open) {
		struct config *c = open_cfgs[--n_open];
		config_free(c);
		free(c);
	}
	return 0;
}

static enum drop_reason filt(const struct config *cfg, enum msg_type t, const char *text)
{
	return filter_message(cfg, false, t, text, strlen(text));
}

#define LONG_TEXT "a message long enough to pass"

#define EXPECT_DROP(cfg, t, text, want)                                                                      \
	do {                                                                                                 \
		enum drop_reason got_ = filt(cfg, t, text);                                                  \
		if (got_ != (want))                                                                          \
			fail_msg("%s \"%s\": got %s, expected %s", msg_type_name(t), text,                   \
				 drop_reason_name(got_), drop_reason_name(want));                            \
	} while (0)

static void test_type_defaults(void **state)
{
	struct config *c = CFG("x");
	EXPECT_DROP(c, MT_USER, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_ASSISTANT, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_SUMMARY, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_TOOL, LONG_TEXT, DROP_TYPE);
	EXPECT_DROP(c, MT_THINKING, LONG_TEXT, DROP_TYPE);

	c = CFG("--tools", "x");
	EXPECT_DROP(c, MT_TOOL, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_THINKING, LONG_TEXT, DROP_TYPE);
	EXPECT_DROP(c, MT_USER, LONG_TEXT, DROP_NONE);

	c = CFG("--thinking", "x");
	EXPECT_DROP(c, MT_THINKING, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_TOOL, LONG_TEXT, DROP_TYPE);
}

static void test_type_replaces(void **state)
{
	struct config *c = CFG("--type", "user", "x");
	EXPECT_DROP(c, MT_USER, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_ASSISTANT, LONG_TEXT, DROP_TYPE);
	EXPECT_DROP(c, MT_SUMMARY, LONG_TEXT, DROP_TYPE);

	c = CFG("--type", "tool,thinking", "x");
	EXPECT_DROP(c, MT_TOOL, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_THINKING, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_USER, LONG_TEXT, DROP_TYPE);

	/* --tools and --thinking add their kind to --type's, in either
	 * order (issue 15). */
	c = CFG("--type", "user", "--tools", "--thinking", "x");
	EXPECT_DROP(c, MT_TOOL, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_THINKING, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_USER, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_ASSISTANT, LONG_TEXT, DROP_TYPE);
	c = CFG("--tools", "--type", "assistant,summary", "x");
	EXPECT_DROP(c, MT_TOOL, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_USER, LONG_TEXT, DROP_TYPE);
	EXPECT_DROP(c, MT_ASSISTANT, LONG_TEXT, DROP_NONE);
	EXPECT_DROP(c, MT_SUMMARY, LONG_TEXT, DROP_NONE);

	/* A repeated --type: the last wins. */
	c = CFG("--type", "user", "--type", "assistant", "x");
	EXPECT_DROP(c, MT_USER, LONG_TEXT, DROP_TYPE);
	EXPECT_DROP(c, MT_ASSISTANT, LONG_TEXT, DROP_NONE);

	/* --keep-noise does not turn the type filter off. */
	c = CFG("--keep-noise", "--type", "user", "x");
	EXPECT_DROP(c, MT_ASSISTANT, "a", DROP_TYPE);
}

static void test_short(void **state)
{
	struct config *c = CFG("x");
	EXPECT_DROP(c, MT_USER, "123456789", DROP_SHORT);
	EXPECT_DROP(c, MT_USER, "1234567890", DROP_NONE);
	EXPECT_DROP(c, MT_USER, "", DROP_SHORT);
	EXPECT_DROP(c, MT_USER, "ok", DROP_SHORT);
	EXPECT_DROP(c, MT_SUMMARY, "short", DROP_SHORT);
	/* Trimmed at both ends, Unicode White_Space included. */
	EXPECT_DROP(c, MT_USER, "  \n\t123456789 \r\n", DROP_SHORT);
	EXPECT_DROP(c, MT_USER,
		    "\xe3\x80\x80\xc2\xa0"
		    "123456789\xe2\x80\x83\xc2\x85",
		    DROP_SHORT);
	EXPECT_DROP(c, MT_USER,
		    "\xe3\x80\x80"
		    "1234567890\xe3\x80\x80",
		    DROP_NONE);
	/* Whitespace inside counts. */
	EXPECT_DROP(c, MT_USER, " a b c d e ", DROP_SHORT);  /* "a b c d e": 9 */
	EXPECT_DROP(c, MT_USER, " a b c d e  f", DROP_NONE); /* 12 */
	EXPECT_DROP(c, MT_USER, "a\xe3\x80\x80\xe3\x80\x80\xe3\x80\x80\xe3\x80\x80z",
		    DROP_NONE); /* a, 4 x U+3000 (2 columns each), z: 10 */
	/* Terminal columns, not bytes nor code points (docs/reference.md
	 * §4.1): a wide or fullwidth character counts 2. "可以，开始实施" is 7
	 * characters (21 bytes), 14 columns: a real prompt, kept. */
	EXPECT_DROP(c, MT_USER, "可以，开始实施", DROP_NONE);
	EXPECT_DROP(c, MT_USER, "中文中文", DROP_SHORT);  /* 8 columns */
	EXPECT_DROP(c, MT_USER, "中文中文中", DROP_NONE); /* 10 */
	EXPECT_DROP(c, MT_USER, "中文中文a", DROP_SHORT); /* 9 */
	/* Fullwidth forms count 2, halfwidth ones 1. */
	EXPECT_DROP(c, MT_USER, "ＡＢＣＤＥ", DROP_NONE); /* U+FF21.., 10 */
	EXPECT_DROP(c, MT_USER, "ｱｲｳｴｵｶｷｸｹ", DROP_SHORT); /* U+FF71.., 9 */
	/* Emoji are wide: 4 of them and a letter are 9 columns, 5 are 10. */
	EXPECT_DROP(c, MT_USER,
		    "\xf0\x9f\x98\x80\xf0\x9f\x98\x80\xf0\x9f\x98\x80\xf0\x9f\x98\x80"
		    "a",
		    DROP_SHORT);
	EXPECT_DROP(c, MT_USER,
		    "\xf0\x9f\x98\x80\xf0\x9f\x98\x80\xf0\x9f\x98\x80\xf0\x9f\x98\x80\xf0\x9f\x98\x80",
		    DROP_NONE);
	/* Accented Latin counts 1 a character, whatever its bytes. */
	EXPECT_DROP(c, MT_USER, "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9",
		    DROP_SHORT);
	/* U+3000 inside counts 2 too; at the ends it is trimmed. */
	EXPECT_DROP(c, MT_USER,
		    "\xe3\x80\x80"
		    "abcd\xe3\x80\x80"
		    "abcd"
		    "\xe3\x80\x80",
		    DROP_NONE);
	/* U+200B is not White_Space: it counts. */
	EXPECT_DROP(c, MT_USER,
		    "\xe2\x80\x8b"
		    "123456789",
		    DROP_NONE);

	c = CFG("--min-length", "0", "x");
	EXPECT_DROP(c, MT_USER, "", DROP_NONE);
	EXPECT_DROP(c, MT_USER, "a", DROP_NONE);

	c = CFG("--min-length", "3", "x");
	EXPECT_DROP(c, MT_USER, " ab ", DROP_SHORT);
	EXPECT_DROP(c, MT_USER, "abc", DROP_NONE);
	EXPECT_DROP(c, MT_USER, "\xc3\xa9\xc3\xa9\xc3\xa9", DROP_NONE);
	EXPECT_DROP(c, MT_USER, "\xc3\xa9\xc3\xa9", DROP_SHORT);

	c = CFG("--keep-noise", "x");
	EXPECT_DROP(c, MT_USER, "a", DROP_NONE);
	EXPECT_DROP(c, MT_USER, "", DROP_NONE);
}

static bool rec_out(const char *s)
{
	/* An exactly-sized copy: no reading past len. */
	size_t len = strlen(s);
	char *p = malloc(len ? len : 1);
	memcpy(p, s, len);
	bool r = index_is_recall_output(p, len);
	free(p);
	return r;
}

#define BULLET "\xe2\x80\xa2"

static void test_recall_output(void **state)
{
	assert_true(
	    rec_out("[1/2] 3f2a9c1 " BULLET " 2025-11-17 14:32 " BULLET " ~/code/app " BULLET " 7 matches"));
	assert_true(rec_out("[1/2] 3f2a9c1 " BULLET));
	assert_true(rec_out("[10/200]  0123456   " BULLET "x"));
	assert_true(rec_out("[1/2]\t\v\f\r 3f2a9c1 \t" BULLET));
	/* On a later line of the message. */
	assert_true(rec_out("Here is what I found:\n[1/2] 3f2a9c1 " BULLET " 2025-11-17 14:32"));
	assert_true(rec_out("a\nb\n\n[3/3] abcdef0 " BULLET " x\nmore"));
	assert_true(rec_out("x\r\n[1/2] 3f2a9c1 " BULLET));

	/* From the first column only. */
	assert_false(rec_out(" [1/2] 3f2a9c1 " BULLET " 2025"));
	assert_false(rec_out("see [1/2] 3f2a9c1 " BULLET));
	assert_false(rec_out("a\n\t[1/2] 3f2a9c1 " BULLET));
	/* Lowercase hex, at least 7, then more hex or '-' (a longer short
	 * id, stages/rank.h). */
	assert_false(rec_out("[1/2] 3F2A9C1 " BULLET " 2025"));
	assert_false(rec_out("[1/2] 3f2a9c " BULLET " 2025"));
	assert_true(rec_out("[1/2] 3f2a9c12 " BULLET " 2025"));
	assert_true(rec_out("[1/2] 019d6de4-11 " BULLET " 2025"));
	assert_false(rec_out("[1/2] 019d6de4_11 " BULLET " 2025"));
	assert_false(rec_out("[1/2] 019d6de4-1X " BULLET " 2025"));
	assert_false(rec_out("[1/2] 3f2a9g1 " BULLET));
	/* \s is [ \t\v\f\r]: no U+00A0, no newline, and at least one. */
	assert_false(rec_out("[1/2]\xc2\xa0"
			     "3f2a9c1 " BULLET));
	assert_false(rec_out("[1/2] 3f2a9c1\xc2\xa0" BULLET));
	assert_false(rec_out("[1/2]\n3f2a9c1 " BULLET));
	assert_false(rec_out("[1/2]3f2a9c1 " BULLET));
	assert_false(rec_out("[1/2] 3f2a9c1" BULLET));
	/* The numbers. */
	assert_false(rec_out("[/2] 3f2a9c1 " BULLET));
	assert_false(rec_out("[1/] 3f2a9c1 " BULLET));
	assert_false(rec_out("[a/2] 3f2a9c1 " BULLET));
	assert_false(rec_out("[1-2] 3f2a9c1 " BULLET));
	assert_false(rec_out("(1/2) 3f2a9c1 " BULLET));
	/* The bullet itself. */
	assert_false(rec_out("[1/2] 3f2a9c1 *"));
	assert_false(rec_out("[1/2] 3f2a9c1 \xe2\x80"));
	assert_false(rec_out("[1/2] 3f2a9c1 "));
	assert_false(rec_out(""));

	/* Through the message filter, and off with --keep-noise. */
	struct config *c = CFG("x");
	EXPECT_DROP(c, MT_USER,
		    "I found:\n[1/2] 3f2a9c1 " BULLET " 2025-11-17 14:32 " BULLET " ~/a " BULLET " 1 match",
		    DROP_RECALL_OUTPUT);
	EXPECT_DROP(c, MT_ASSISTANT, "[1/2] 3f2a9c1 " BULLET " a long enough line", DROP_RECALL_OUTPUT);
	EXPECT_DROP(c, MT_USER, "I found: [1/2] 3f2a9c1 " BULLET " 2025-11-17", DROP_NONE);
	c = CFG("--keep-noise", "x");
	EXPECT_DROP(c, MT_USER, "I found:\n[1/2] 3f2a9c1 " BULLET " 2025-11-17", DROP_NONE);
}

static struct instant at(const char *iso)
{
	struct instant i;
	if (!ts_parse(iso, strlen(iso), false, &i))
		fail_msg("bad test timestamp %s", iso);
	return i;
}

/* Runs the time tests with TZ set to tz, restoring it afterwards. */
static char *saved_tz;
static bool tz_set;

static void set_tz(const char *tz)
{
	if (!tz_set) {
		const char *old = getenv("TZ");
		saved_tz = old ? strdup(old) : NULL;
		tz_set = true;
	}
	setenv("TZ", tz, 1);
	tzset();
}

static int tz_teardown(void **state)
{
	if (tz_set) {
		if (saved_tz)
			setenv("TZ", saved_tz, 1);
		else
			unsetenv("TZ");
		tzset();
		free(saved_tz);
		saved_tz = NULL;
		tz_set = false;
	}
	return cfg_teardown(state);
}

#define TIME(cfg, has, iso) filter_time(cfg, has, (has) ? at(iso) : (struct instant){0, 0})

static void test_time_bounds(void **state)
{
	set_tz("UTC");
	struct config *c = CFG("x");
	assert_int_equal(TIME(c, false, ""), DROP_NONE);
	assert_int_equal(TIME(c, true, "1970-01-01T00:00:00Z"), DROP_NONE);

	/* Inclusive bounds; --until DATE is the whole day. */
	c = CFG("--since", "2025-07-01", "--until", "2025-07-01", "x");
	assert_int_equal(TIME(c, true, "2025-06-30T23:59:59.999999999Z"), DROP_TIME);
	assert_int_equal(TIME(c, true, "2025-07-01T00:00:00Z"), DROP_NONE);
	assert_int_equal(TIME(c, true, "2025-07-01T12:00:00Z"), DROP_NONE);
	assert_int_equal(TIME(c, true, "2025-07-01T23:59:59Z"), DROP_NONE);
	assert_int_equal(TIME(c, true, "2025-07-01T23:59:59.999999999Z"), DROP_NONE);
	assert_int_equal(TIME(c, true, "2025-07-02T00:00:00Z"), DROP_TIME);
	/* Offsets are instants: 01:30+02:00 is 23:30Z the day before. */
	assert_int_equal(TIME(c, true, "2025-07-01T01:30:00+02:00"), DROP_TIME);
	assert_int_equal(TIME(c, true, "2025-07-01T22:30:00-01:00"), DROP_NONE);
	/* With a bound, a message without timestamp is dropped. */
	assert_int_equal(TIME(c, false, ""), DROP_TIME);

	c = CFG("--since", "2025-07-01T10:00:00Z", "x");
	assert_int_equal(TIME(c, true, "2025-07-01T09:59:59.999Z"), DROP_TIME);
	assert_int_equal(TIME(c, true, "2025-07-01T10:00:00Z"), DROP_NONE);
	assert_int_equal(TIME(c, true, "2099-01-01T00:00:00Z"), DROP_NONE);
	assert_int_equal(TIME(c, false, ""), DROP_TIME);

	/* A date-time --until is the instant itself, inclusive. */
	c = CFG("--until", "2025-07-01T12:00:00Z", "x");
	assert_int_equal(TIME(c, true, "2025-07-01T12:00:00Z"), DROP_NONE);
	assert_int_equal(TIME(c, true, "2025-07-01T12:00:00.000000001Z"), DROP_TIME);
	assert_int_equal(TIME(c, true, "1999-01-01T00:00:00Z"), DROP_NONE);
	assert_int_equal(TIME(c, false, ""), DROP_TIME);
}

static void test_time_local(void **state)
{
	/* Bounds without offset are local time: EST5 is UTC-5 all year. */
	set_tz("EST5");
	struct config *c = CFG("--since", "2025-07-01", "--until", "2025-07-01", "x");
	assert_int_equal(TIME(c, true, "2025-07-01T04:59:59Z"), DROP_TIME);
	assert_int_equal(TIME(c, true, "2025-07-01T05:00:00Z"), DROP_NONE);
	assert_int_equal(TIME(c, true, "2025-07-02T04:59:59.999999999Z"), DROP_NONE);
	assert_int_equal(TIME(c, true, "2025-07-02T05:00:00Z"), DROP_TIME);
	c = CFG("--since", "2025-07-01 10:00", "x");
	assert_int_equal(TIME(c, true, "2025-07-01T14:59:59Z"), DROP_TIME);
	assert_int_equal(TIME(c, true, "2025-07-01T15:00:00Z"), DROP_NONE);
}

static void test_time_relative(void **state)
{
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	struct config *c = CFG("--since", "2h", "x");
	struct instant recent = {now.tv_sec - 3600, 0}, old = {now.tv_sec - 3 * 3600, 0};
	assert_int_equal(filter_time(c, true, recent), DROP_NONE);
	assert_int_equal(filter_time(c, true, old), DROP_TIME);
	c = CFG("--since", "1w", "--until", "1d", "x");
	struct instant d2 = {now.tv_sec - 2 * 86400, 0}, d8 = {now.tv_sec - 8 * 86400, 0};
	assert_int_equal(filter_time(c, true, d2), DROP_NONE);
	assert_int_equal(filter_time(c, true, d8), DROP_TIME);
	assert_int_equal(filter_time(c, true, recent), DROP_TIME);
	c = CFG("--since", "30m", "x");
	struct instant m20 = {now.tv_sec - 20 * 60, 0}, m40 = {now.tv_sec - 40 * 60, 0};
	assert_int_equal(filter_time(c, true, m20), DROP_NONE);
	assert_int_equal(filter_time(c, true, m40), DROP_TIME);
}

/* $CLAUDE_SESSION_ID as the runner found it, restored after each session
 * test (the tests set and unset it). */
static struct unit_env saved_sid;

static void save_sid(void)
{
	unit_env_save(&saved_sid, "CLAUDE_SESSION_ID");
	unsetenv("CLAUDE_SESSION_ID");
}

static int sid_teardown(void **state)
{
	unit_env_restore(&saved_sid);
	return cfg_teardown(state);
}

static void test_exclude_session(void **state)
{
	save_sid();
	struct config *c = CFG("x");
	assert_true(filter_session(c, NULL, "s1", "/p"));
	assert_true(filter_session(c, NULL, "", ""));

	c = CFG("--exclude-session", "s1", "--exclude-session", "s2", "x");
	assert_false(filter_session(c, NULL, "s1", "/p"));
	assert_false(filter_session(c, NULL, "s2", "/p"));
	assert_true(filter_session(c, NULL, "s3", "/p"));
	assert_true(filter_session(c, NULL, "s", "/p"));
	assert_false(filter_session(c, NULL, "S1", "/p")); /* any case (issue 31 point 5) */
	/* Unresolved (--stream), a value is a prefix: s1 leaves out s10 too. */
	assert_false(filter_session(c, NULL, "s10", "/p"));
	/* Resolved by the search driver, each is one whole id. */
	struct search_req req;
	search_req_of(c, &req);
	req.exclude_exact = true;
	assert_false(filter_session(c, &req, "s1", "/p"));
	assert_true(filter_session(c, &req, "s10", "/p"));
}

static void test_env_session(void **state)
{
	save_sid();
	setenv("CLAUDE_SESSION_ID", "cur-123", 1);
	struct config *c = CFG("x");
	struct config *c2 = CFG("--exclude-session", "other", "x");
	unsetenv("CLAUDE_SESSION_ID");
	assert_false(filter_session(c, NULL, "cur-123", "/p"));
	assert_true(filter_session(c, NULL, "cur-12", "/p"));
	assert_true(filter_session(c, NULL, "s1", "/p"));
	assert_false(filter_session(c2, NULL, "cur-123", "/p"));
	assert_false(filter_session(c2, NULL, "other", "/p"));
	assert_true(filter_session(c2, NULL, "s1", "/p"));

	/* Empty: no effect. */
	setenv("CLAUDE_SESSION_ID", "", 1);
	c = CFG("x");
	unsetenv("CLAUDE_SESSION_ID");
	assert_true(filter_session(c, NULL, "", ""));
	assert_true(filter_session(c, NULL, "s1", "/p"));
}

static void test_project(void **state)
{
	save_sid();
	struct config *c = CFG("--project", "code/app", "x");
	assert_true(filter_session(c, NULL, "s", "/home/ana/code/app"));
	assert_true(filter_session(c, NULL, "s", "/home/ana/code/app2/x"));
	assert_true(filter_session(c, NULL, "s", "code/app"));
	assert_false(filter_session(c, NULL, "s", "/home/ana/code"));
	assert_false(filter_session(c, NULL, "s", ""));
	assert_int_equal(filter_session_why(c, NULL, "s", "/home/ana/code"), SESSION_PROJECT);
	assert_int_equal(filter_session_why(c, NULL, "s", "/home/ana/code/app"), SESSION_KEPT);

	/* Case folded, ASCII and beyond (simple lowercase, as the query). */
	assert_true(filter_session(c, NULL, "s", "/home/ana/Code/App"));
	c = CFG("--project", "CODE/App", "x");
	assert_true(filter_session(c, NULL, "s", "/home/ana/code/app"));
	assert_false(filter_session(c, NULL, "s", "/home/ana/code/ap"));
	c = CFG("--project", "\xc3\xa9t\xc3\xa9", "x");
	assert_true(filter_session(c, NULL, "s", "/p/\xc3\xa9t\xc3\xa9/x"));
	assert_true(filter_session(c, NULL, "s", "/p/\xc3\x89T\xc3\x89/x"));
	assert_false(filter_session(c, NULL, "s", "/p/ete/x"));
	c = CFG("--project", "\xce\xa3\xce\x9f\xce\xa6\xce\x99\xce\x91", "x"); /* ΣΟΦΙΑ */
	assert_true(filter_session(c, NULL, "s", "/p/\xcf\x83\xce\xbf\xcf\x86\xce\xb9\xce\xb1")); /* σοφια */
	/* A byte that is not UTF-8 (a folder name) stays itself. */
	c = CFG("--project", "a\xff", "x");
	assert_true(filter_session(c, NULL, "s", "/p/A\xff/x"));
	assert_false(filter_session(c, NULL, "s", "/p/A\xfe/x"));

	/* Combined with an exclusion: both apply; the exclusion is named. */
	c = CFG("--project", "app", "--exclude-session", "s1", "x");
	assert_false(filter_session(c, NULL, "s1", "/app"));
	assert_true(filter_session(c, NULL, "s2", "/app"));
	assert_false(filter_session(c, NULL, "s2", "/lib"));
	assert_int_equal(filter_session_why(c, NULL, "s1", "/lib"), SESSION_EXCLUDED);
	assert_int_equal(filter_session_why(c, NULL, "s2", "/lib"), SESSION_PROJECT);
}

static char *saved_cwd, *here_cwd;
static char tmp_dir[64];

static int here_teardown(void **state)
{
	if (saved_cwd) {
		if (chdir(saved_cwd) != 0)
			perror("chdir back");
		free(saved_cwd);
		saved_cwd = NULL;
	}
	free(here_cwd);
	here_cwd = NULL;
	if (tmp_dir[0]) {
		rmdir(tmp_dir);
		tmp_dir[0] = '\0';
	}
	return sid_teardown(state);
}

static void test_here(void **state)
{
	save_sid();
	saved_cwd = getcwd(NULL, 0);
	assert_non_null(saved_cwd);
	snprintf(tmp_dir, sizeof tmp_dir, "/tmp/memgrep-here-XXXXXX");
	assert_non_null(mkdtemp(tmp_dir));
	assert_int_equal(chdir(tmp_dir), 0);
	here_cwd = getcwd(NULL, 0); /* as the kernel names it */
	assert_non_null(here_cwd);
	const char *cwd = here_cwd;
	struct config *c = CFG("--here", "x");
	char p[PATH_MAX + 32];

	assert_true(filter_session(c, NULL, "s", cwd));
	snprintf(p, sizeof p, "%s/sub", cwd);
	assert_true(filter_session(c, NULL, "s", p));
	snprintf(p, sizeof p, "%s/sub/deeper", cwd);
	assert_true(filter_session(c, NULL, "s", p));
	/* A sibling sharing the prefix is not below it. */
	snprintf(p, sizeof p, "%s-other", cwd);
	assert_false(filter_session(c, NULL, "s", p));
	snprintf(p, sizeof p, "%sx", cwd);
	assert_false(filter_session(c, NULL, "s", p));
	assert_false(filter_session(c, NULL, "s", "/tmp"));
	assert_false(filter_session(c, NULL, "s", "/"));
	assert_false(filter_session(c, NULL, "s", ""));
	snprintf(p, sizeof p, "/elsewhere%s", cwd);
	assert_false(filter_session(c, NULL, "s", p));

	/* --here and --project together. */
	c = CFG("--here", "--project", "sub", "x");
	snprintf(p, sizeof p, "%s/sub", cwd);
	assert_true(filter_session(c, NULL, "s", p));
	assert_false(filter_session(c, NULL, "s", cwd));

	/* Without --here, the directory does not matter. */
	c = CFG("x");
	assert_true(filter_session(c, NULL, "s", "/anything"));

	/* At the root everything is below. */
	assert_int_equal(chdir("/"), 0);
	c = CFG("--here", "x");
	assert_true(filter_session(c, NULL, "s", "/"));
	assert_true(filter_session(c, NULL, "s", "/home/ana/x"));
}

/* --here from a folder below a project's root: the nearest folder up that
 * holds .git (or .claude/memory), not above $HOME, and everything below
 * it; with neither, the current folder. */
static char here_root[64];

static int here_root_teardown(void **state)
{
	int rc = here_teardown(state);
	if (here_root[0]) {
		unit_rm_tree(here_root);
		here_root[0] = '\0';
	}
	return rc;
}

static void test_here_project(void **state)
{
	save_sid();
	saved_cwd = getcwd(NULL, 0);
	assert_non_null(saved_cwd);
	snprintf(here_root, sizeof here_root, "/tmp/memgrep-here-XXXXXX");
	assert_non_null(mkdtemp(here_root));
	assert_int_equal(chdir(here_root), 0);
	here_cwd = getcwd(NULL, 0); /* as the kernel names it */
	assert_non_null(here_cwd);
	char p[PATH_MAX + 128], root[PATH_MAX + 32], loose[PATH_MAX + 32];
	snprintf(root, sizeof root, "%s/proj", here_cwd);
	snprintf(loose, sizeof loose, "%s/loose/sub", here_cwd);
	assert_int_equal(mkdir("proj", 0755), 0);
	assert_int_equal(mkdir("proj/.git", 0755), 0);
	assert_int_equal(mkdir("proj/src", 0755), 0);
	assert_int_equal(mkdir("proj/src/deep", 0755), 0);
	assert_int_equal(mkdir("loose", 0755), 0);
	assert_int_equal(mkdir("loose/sub", 0755), 0);

	assert_int_equal(chdir("proj/src/deep"), 0);
	struct config *c = CFG("--here", "x");
	assert_string_equal(c->cwd, root);
	assert_true(filter_session(c, NULL, "s", root));
	snprintf(p, sizeof p, "%s/docs", root);
	assert_true(filter_session(c, NULL, "s", p));
	snprintf(p, sizeof p, "%s/src/deep", root);
	assert_true(filter_session(c, NULL, "s", p));
	snprintf(p, sizeof p, "%s-other", root);
	assert_false(filter_session(c, NULL, "s", p));
	assert_int_equal(filter_session_why(c, NULL, "s", "/elsewhere"), SESSION_HERE);

	/* A .git file (a worktree's) marks a root too. */
	assert_int_equal(chdir(here_cwd), 0);
	assert_int_equal(rmdir("proj/.git"), 0);
	FILE *f = fopen("proj/.git", "w");
	assert_non_null(f);
	fclose(f);
	assert_int_equal(chdir("proj/src"), 0);
	c = CFG("--here", "x");
	assert_string_equal(c->cwd, root);

	/* No project above: the current folder, and the folders below it. */
	assert_int_equal(chdir(loose), 0);
	c = CFG("--here", "x");
	assert_string_equal(c->cwd, loose);
	snprintf(p, sizeof p, "%s/x", loose);
	assert_true(filter_session(c, NULL, "s", p));
	snprintf(p, sizeof p, "%s/loose", here_cwd);
	assert_false(filter_session(c, NULL, "s", p));
}

static void test_reason_names(void **state)
{
	/* Every reason has its own name (for --stats). */
	for (int i = 0; i < DROP_COUNT; i++) {
		const char *a = drop_reason_name((enum drop_reason)i);
		assert_non_null(a);
		assert_string_not_equal(a, "?");
		for (int k = 0; k < i; k++)
			assert_string_not_equal(a, drop_reason_name((enum drop_reason)k));
	}
}

/* --file: which tool-call inputs name a file. */
static bool touches(const char *path, const char *input_json)
{
	cJSON *v = cJSON_Parse(input_json);
	if (!v)
		fail_msg("bad test JSON: %s", input_json);
	const cJSON *in[1] = {v};
	bool r = filter_touches(path, (const struct cJSON *const *)in, 1);
	cJSON_Delete(v);
	return r;
}

static void test_touches(void **state)
{
	(void)state;
	assert_true(touches("src/auth.c", "{\"file_path\":\"/home/u/app/src/auth.c\"}"));
	assert_true(touches("src/auth.c", "{\"path\":\"src/auth.c\"}"));
	assert_true(touches("nb.ipynb", "{\"notebook_path\":\"/x/nb.ipynb\",\"cell\":1}"));
	assert_true(touches("auth.c", "{\"edits\":[{\"file_path\":\"/a/auth.c\"}]}"));
	assert_false(touches("src/auth.c", "{\"file_path\":\"/home/u/app/mysrc/auth.c\"}"));
	assert_false(touches("src/auth.c", "{\"file_path\":\"/home/u/app/src/auth.cpp\"}"));
	/* Other keys name nothing. */
	assert_false(touches("src/auth.c", "{\"pattern\":\"src/auth.c\"}"));
	/* Commands: a word of the command, a '/' before it allowed. */
	assert_true(touches("src/auth.c", "{\"command\":\"sed -n 1,20p src/auth.c | head\"}"));
	assert_true(touches("src/auth.c", "{\"command\":\"cat '/w/src/auth.c'\"}"));
	assert_true(touches("src/auth.c", "{\"command\":\"echo x>src/auth.c\"}"));
	assert_true(touches("src/auth.c", "{\"command\":[\"bash\",\"-lc\",\"git diff src/auth.c\"]}"));
	assert_true(
	    touches("src/auth.c", "{\"command\":\"apply_patch <<'EOF'\\n*** Update File: src/auth.c\\n\"}"));
	assert_false(touches("src/auth.c", "{\"command\":\"cat src/auth.cpp src/auth.c.orig\"}"));
	assert_false(touches("src/auth.c", "{\"command\":\"cat xsrc/auth.c\"}"));
	/* An input that is a bare string (arguments that were not JSON). */
	assert_true(touches("auth.c", "\"vim auth.c\""));
	assert_false(touches("auth.c", "{\"description\":\"vim auth.c\"}"));
}

/* --file DIR/ and --file GLOB (issue 31 point 8), and the literal run the
 * prefilter looks for. */
static void test_touches_folder_glob(void **state)
{
	(void)state;
	assert_true(touches("src/app/", "{\"file_path\":\"/w/src/app/components/B.tsx\"}"));
	assert_true(touches("src/app/", "{\"path\":\"src/app\"}"));
	assert_true(touches("src/app/", "{\"path\":\"/w/src/app\"}"));
	assert_false(touches("src/app/", "{\"path\":\"/w/mysrc/app/B.tsx\"}"));
	assert_false(touches("src/app/", "{\"path\":\"/w/src/apple\"}"));
	assert_true(touches("src/app/", "{\"command\":\"ls src/app/components && cd src/app\"}"));
	assert_false(touches("src/app/", "{\"command\":\"ls mysrc/app/x\"}"));
	assert_true(touches("*.test.ts", "{\"file_path\":\"/w/src/a.test.ts\"}"));
	assert_false(touches("*.test.ts", "{\"file_path\":\"/w/src/a.test.tsx\"}"));
	assert_true(touches("src/*.ts", "{\"file_path\":\"/w/src/a.ts\"}"));
	assert_false(touches("src/*.ts", "{\"file_path\":\"/w/src/x/a.ts\"}"));
	assert_true(touches("*.test.ts", "{\"command\":\"npx jest 'src/a.test.ts'\"}"));
	assert_true(touches("auth.[ch]", "{\"command\":[\"cat\",\"src/auth.h\"]}"));
	const char *from, *to;
	filter_touch_literal("src/*.test.ts", &from, &to);
	assert_int_equal(to - from, 8);
	assert_memory_equal(from, ".test.ts", 8);
	filter_touch_literal("a[xyz]bcd*", &from, &to);
	assert_memory_equal(from, "bcd", 3);
	filter_touch_literal("src/app/", &from, &to);
	assert_memory_equal(from, "app", 3);
	assert_int_equal(to - from, 3);
	filter_touch_literal("*", &from, &to);
	assert_int_equal(to - from, 0);
}

const struct CMUnitTest filter_tests[] = {
    cmocka_unit_test(test_touches),
    cmocka_unit_test(test_touches_folder_glob),
    cmocka_unit_test_teardown(test_type_defaults, cfg_teardown),
    cmocka_unit_test_teardown(test_type_replaces, cfg_teardown),
    cmocka_unit_test_teardown(test_short, cfg_teardown),
    cmocka_unit_test_teardown(test_recall_output, cfg_teardown),
    cmocka_unit_test_teardown(test_time_bounds, tz_teardown),
    cmocka_unit_test_teardown(test_time_local, tz_teardown),
    cmocka_unit_test_teardown(test_time_relative, cfg_teardown),
    cmocka_unit_test_teardown(test_exclude_session, sid_teardown),
    cmocka_unit_test_teardown(test_env_session, sid_teardown),
    cmocka_unit_test_teardown(test_project, sid_teardown),
    cmocka_unit_test_teardown(test_here, here_teardown),
    cmocka_unit_test_teardown(test_here_project, here_root_teardown),
    cmocka_unit_test(test_reason_names),
};
const size_t filter_tests_n = sizeof filter_tests / sizeof *filter_tests;
