/* test_timeline: unit tests for stages/output/timeline.c (--timeline). Bucketing is
 * tested on day numbers built from civil dates, so no file and no time zone
 * is involved; local dates are tested under POSIX TZ strings (no tzdata
 * needed), the terminal width under COLUMNS, both restored by a teardown.
 * timeline_collect is fed a hand-made rank result. */
#include "tests/unit/unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/xalloc.h"
#include "stages/rank.h"
#include "stages/output/timeline.h"

static int64_t day(int64_t y, unsigned m, unsigned d)
{
	return ts_days_from_civil(y, (int)m, (int)d);
}

/* "YYYY-MM-DD" of a day number, in a static buffer. */
static const char *date_of(int64_t days)
{
	static char buf[32];
	int64_t y;
	unsigned m, d;
	timeline_civil_from_days(days, &y, &m, &d);
	snprintf(buf, sizeof buf, "%04lld-%02u-%02u", (long long)y, m, d);
	return buf;
}

static void assert_bucket(const struct timeline *t, size_t i, const char *start, uint64_t count)
{
	assert_true(i < t->nbuckets);
	assert_string_equal(date_of(t->buckets[i].start), start);
	assert_int_equal(t->buckets[i].count, count);
}

/* ---- the calendar ------------------------------------------------------ */

static void test_civil(void **state)
{
	assert_int_equal(day(1970, 1, 1), 0);
	assert_int_equal(day(1969, 12, 31), -1);
	assert_int_equal(day(2025, 3, 1), 1740787200 / 86400);
	assert_int_equal(day(2000, 3, 1) - day(2000, 2, 28), 2); /* 2000 is a leap year */
	assert_int_equal(day(1900, 3, 1) - day(1900, 2, 28), 1); /* 1900 is not */
	assert_int_equal(day(0, 1, 1), -62167219200 / 86400);
	for (int64_t d = day(-1, 1, 1); d < day(2401, 1, 1); d += 13) {
		int64_t y;
		unsigned m, dd;
		timeline_civil_from_days(d, &y, &m, &dd);
		assert_int_equal(day(y, m, dd), d);
	}
	assert_string_equal(date_of(day(2024, 2, 29)), "2024-02-29");
}

/* ---- the unit for a span ----------------------------------------------- */

static void test_unit_for(void **state)
{
	assert_int_equal(timeline_unit_for(0), TIMELINE_DAY);
	assert_int_equal(timeline_unit_for(1), TIMELINE_DAY);
	assert_int_equal(timeline_unit_for(31), TIMELINE_DAY);
	assert_int_equal(timeline_unit_for(32), TIMELINE_WEEK);
	assert_int_equal(timeline_unit_for(26 * 7), TIMELINE_WEEK);
	assert_int_equal(timeline_unit_for(26 * 7 + 1), TIMELINE_MONTH);
	assert_int_equal(timeline_unit_for(27 * 7), TIMELINE_MONTH);
	assert_int_equal(timeline_unit_for(3 * 365), TIMELINE_MONTH);
	assert_string_equal(timeline_unit_name(TIMELINE_DAY), "day");
	assert_string_equal(timeline_unit_name(TIMELINE_WEEK), "week");
	assert_string_equal(timeline_unit_name(TIMELINE_MONTH), "month");
}

static void test_span_one_day(void **state)
{
	int64_t d[] = {day(2025, 3, 2), day(2025, 3, 1), day(2025, 3, 2)};
	struct timeline t;
	timeline_build(d, 3, 0, &t);
	assert_int_equal(t.unit, TIMELINE_DAY);
	assert_int_equal(t.total, 3);
	assert_string_equal(date_of(t.first), "2025-03-01");
	assert_string_equal(date_of(t.last), "2025-03-02");
	assert_int_equal(t.nbuckets, 2);
	assert_bucket(&t, 0, "2025-03-01", 1);
	assert_bucket(&t, 1, "2025-03-02", 2);
	timeline_free(&t);

	/* One message: one day, one bucket. */
	timeline_build(d, 1, 0, &t);
	assert_int_equal(t.unit, TIMELINE_DAY);
	assert_int_equal(t.nbuckets, 1);
	assert_bucket(&t, 0, "2025-03-02", 1);
	timeline_free(&t);
}

static void test_span_31_32_days(void **state)
{
	/* 2025-03-01 to 2025-04-01: 31 days apart, 32 day buckets. */
	int64_t d[] = {day(2025, 3, 1), day(2025, 4, 1)};
	struct timeline t;
	timeline_build(d, 2, 0, &t);
	assert_int_equal(t.unit, TIMELINE_DAY);
	assert_int_equal(t.nbuckets, 32);
	assert_bucket(&t, 0, "2025-03-01", 1);
	assert_bucket(&t, 30, "2025-03-31", 0);
	assert_bucket(&t, 31, "2025-04-01", 1);
	timeline_free(&t);

	/* One day more: weeks. 2025-03-01 is a Saturday, 2025-04-02 a
	 * Wednesday. */
	d[1] = day(2025, 4, 2);
	timeline_build(d, 2, 0, &t);
	assert_int_equal(t.unit, TIMELINE_WEEK);
	assert_int_equal(t.nbuckets, 6);
	assert_bucket(&t, 0, "2025-02-24", 1);
	assert_bucket(&t, 1, "2025-03-03", 0);
	assert_bucket(&t, 5, "2025-03-31", 1);
	timeline_free(&t);
}

static void test_span_26_27_weeks(void **state)
{
	int64_t first = day(2025, 1, 6); /* a Monday */
	int64_t d[] = {first, first + 26 * 7};
	struct timeline t;
	timeline_build(d, 2, 0, &t);
	assert_int_equal(t.unit, TIMELINE_WEEK);
	assert_int_equal(t.nbuckets, 27);
	assert_bucket(&t, 0, "2025-01-06", 1);
	assert_bucket(&t, 26, "2025-07-07", 1);
	timeline_free(&t);

	d[1] = first + 26 * 7 + 1;
	timeline_build(d, 2, 0, &t);
	assert_int_equal(t.unit, TIMELINE_MONTH);
	timeline_free(&t);

	d[1] = first + 27 * 7;
	timeline_build(d, 2, 0, &t);
	assert_int_equal(t.unit, TIMELINE_MONTH);
	assert_int_equal(t.nbuckets, 7); /* 2025-01 .. 2025-07 */
	assert_bucket(&t, 0, "2025-01-01", 1);
	assert_bucket(&t, 6, "2025-07-01", 1);
	timeline_free(&t);
}

static void test_span_years(void **state)
{
	int64_t d[] = {day(2020, 5, 5), day(2023, 5, 5), day(2021, 12, 31), day(2022, 1, 1)};
	struct timeline t;
	timeline_build(d, 4, 0, &t);
	assert_int_equal(t.unit, TIMELINE_MONTH);
	assert_int_equal(t.nbuckets, 37);
	assert_bucket(&t, 0, "2020-05-01", 1);
	assert_bucket(&t, 19, "2021-12-01", 1);
	assert_bucket(&t, 20, "2022-01-01", 1);
	assert_bucket(&t, 36, "2023-05-01", 1);
	uint64_t sum = 0;
	for (size_t i = 0; i < t.nbuckets; i++)
		sum += t.buckets[i].count;
	assert_int_equal(sum, 4);
	timeline_free(&t);
}

/* ---- bucket boundaries --------------------------------------------------- */

static void test_week_monday(void **state)
{
	/* Every day of the week of Monday 2025-03-03 starts on it. */
	for (int i = 0; i < 7; i++)
		assert_string_equal(date_of(timeline_bucket_start(TIMELINE_WEEK, day(2025, 3, 3) + i)),
				    "2025-03-03");
	assert_string_equal(date_of(timeline_bucket_start(TIMELINE_WEEK, day(2025, 3, 2))), "2025-02-24");
	/* Across a year: Wednesday 2025-01-01 is in the week of 2024-12-30. */
	assert_string_equal(date_of(timeline_bucket_start(TIMELINE_WEEK, day(2025, 1, 1))), "2024-12-30");
	/* Before 1970 (negative day numbers): Monday 1969-12-29. */
	assert_string_equal(date_of(timeline_bucket_start(TIMELINE_WEEK, day(1969, 12, 31))), "1969-12-29");
	assert_string_equal(date_of(timeline_bucket_start(TIMELINE_WEEK, day(1970, 1, 4))), "1969-12-29");
	assert_string_equal(date_of(timeline_bucket_start(TIMELINE_WEEK, day(1970, 1, 5))), "1970-01-05");

	/* Sunday and the Monday after it fall in different buckets. */
	int64_t d[] = {day(2025, 1, 1), day(2025, 3, 2), day(2025, 3, 3), day(2025, 3, 2)};
	struct timeline t;
	timeline_build(d, 4, 0, &t);
	assert_int_equal(t.unit, TIMELINE_WEEK);
	assert_int_equal(t.nbuckets, 10);
	assert_bucket(&t, 0, "2024-12-30", 1);
	assert_bucket(&t, 1, "2025-01-06", 0);
	assert_bucket(&t, 8, "2025-02-24", 2);
	assert_bucket(&t, 9, "2025-03-03", 1);
	timeline_free(&t);
}

static void test_month_boundaries(void **state)
{
	assert_string_equal(date_of(timeline_bucket_start(TIMELINE_MONTH, day(2024, 2, 29))), "2024-02-01");
	assert_string_equal(date_of(timeline_bucket_start(TIMELINE_MONTH, day(2024, 12, 31))), "2024-12-01");
	int64_t d[] = {day(2024, 1, 31),  day(2024, 2, 1), day(2024, 2, 29),
		       day(2024, 12, 31), day(2025, 1, 1), day(2025, 6, 15)};
	struct timeline t;
	timeline_build(d, 6, 0, &t);
	assert_int_equal(t.unit, TIMELINE_MONTH);
	assert_int_equal(t.nbuckets, 18);
	assert_bucket(&t, 0, "2024-01-01", 1);
	assert_bucket(&t, 1, "2024-02-01", 2);
	assert_bucket(&t, 2, "2024-03-01", 0);
	assert_bucket(&t, 10, "2024-11-01", 0);
	assert_bucket(&t, 11, "2024-12-01", 1);
	assert_bucket(&t, 12, "2025-01-01", 1);
	assert_bucket(&t, 13, "2025-02-01", 0);
	assert_bucket(&t, 17, "2025-06-01", 1);
	timeline_free(&t);
}

static void test_empty_between(void **state)
{
	int64_t d[] = {day(2025, 3, 10), day(2025, 3, 1), day(2025, 3, 10)};
	struct timeline t;
	timeline_build(d, 3, 2, &t);
	assert_int_equal(t.unit, TIMELINE_DAY);
	assert_int_equal(t.total, 5);
	assert_int_equal(t.undated, 2);
	assert_int_equal(t.nbuckets, 10);
	assert_bucket(&t, 0, "2025-03-01", 1);
	for (size_t i = 1; i < 9; i++)
		assert_int_equal(t.buckets[i].count, 0);
	assert_bucket(&t, 9, "2025-03-10", 2);
	timeline_free(&t);

	/* Only undated messages: no bucket. */
	timeline_build(NULL, 0, 3, &t);
	assert_int_equal(t.nbuckets, 0);
	assert_null(t.buckets);
	assert_int_equal(t.total, 3);
	timeline_free(&t);
}

/* ---- bars ------------------------------------------------------------------ */

static char *bar(uint64_t eighths)
{
	struct sbuf b = {0};
	timeline_bar(&b, eighths);
	sbuf_add(&b, "", 0);
	return b.data;
}

#define ASSERT_BAR(e, want)                                                                                  \
	do {                                                                                                 \
		char *got_ = bar(e);                                                                         \
		assert_string_equal(got_, want);                                                             \
		free(got_);                                                                                  \
	} while (0)

static void test_bar_scaling(void **state)
{
	/* The largest count fills the width. */
	assert_int_equal(timeline_bar_eighths(5, 5, 10), 80);
	assert_int_equal(timeline_bar_eighths(1, 1, 46), 46 * 8);
	/* Zero is empty; a small non-zero count is at least one eighth. */
	assert_int_equal(timeline_bar_eighths(0, 5, 10), 0);
	assert_int_equal(timeline_bar_eighths(1, 1000, 10), 1);
	assert_int_equal(timeline_bar_eighths(1, 1000000, 1), 1);
	/* In between: rounded to the nearest eighth. */
	assert_int_equal(timeline_bar_eighths(1, 2, 10), 40);
	assert_int_equal(timeline_bar_eighths(1, 3, 1), 3);    /* 2.67 */
	assert_int_equal(timeline_bar_eighths(1, 3, 26), 69);  /* 69.33 */
	assert_int_equal(timeline_bar_eighths(2, 3, 26), 139); /* 138.67 */
	assert_int_equal(timeline_bar_eighths(0, 0, 10), 0);

	ASSERT_BAR(0, "");
	ASSERT_BAR(1, "▏");
	ASSERT_BAR(2, "▎");
	ASSERT_BAR(3, "▍");
	ASSERT_BAR(4, "▌");
	ASSERT_BAR(5, "▋");
	ASSERT_BAR(6, "▊");
	ASSERT_BAR(7, "▉");
	ASSERT_BAR(8, "█");
	ASSERT_BAR(13, "█▋");
	ASSERT_BAR(24, "███");
}

/* ---- the terminal width -------------------------------------------------- */

static struct unit_env saved_columns, saved_tz;

static int env_save(void **state)
{
	unit_env_save(&saved_columns, "COLUMNS");
	unit_env_save(&saved_tz, "TZ");
	return 0;
}

static int env_restore(void **state)
{
	unit_env_restore(&saved_columns);
	unit_env_restore(&saved_tz);
	tzset();
	return 0;
}

static void test_columns(void **state)
{
	/* A pipe is not a terminal: COLUMNS, else 80. */
	int p[2];
	assert_int_equal(pipe(p), 0);
	unsetenv("COLUMNS");
	assert_int_equal(timeline_columns(p[1]), 80);
	assert_int_equal(timeline_columns(-1), 80);
	setenv("COLUMNS", "60", 1);
	assert_int_equal(timeline_columns(p[1]), 60);
	assert_int_equal(timeline_columns(-1), 60);
	setenv("COLUMNS", "132", 1);
	assert_int_equal(timeline_columns(p[1]), 132);
	setenv("COLUMNS", "5000", 1);
	assert_int_equal(timeline_columns(p[1]), 1000);
	static const char *const bad[] = {"",	 "0",	"abc", "12x",
					  "-40", " 40", "+40", "99999999999999999999999"};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		setenv("COLUMNS", bad[i], 1);
		if (timeline_columns(p[1]) != 80)
			fail_msg("COLUMNS=\"%s\" gave %zu, expected 80", bad[i], timeline_columns(p[1]));
	}
	close(p[0]);
	close(p[1]);
}

/* ---- local dates ----------------------------------------------------------- */

static void assert_local(const char *tz, int64_t sec, const char *want)
{
	setenv("TZ", tz, 1);
	tzset();
	int64_t d;
	assert_true(timeline_local_day((struct instant){sec, 0}, &d));
	if (strcmp(date_of(d), want) != 0)
		fail_msg("TZ=%s: %lld is %s, expected %s", tz, (long long)sec, date_of(d), want);
}

static void test_local_day(void **state)
{
	int64_t mar1 = 1740787200; /* 2025-03-01T00:00:00Z */
	assert_local("UTC0", mar1, "2025-03-01");
	assert_local("UTC0", mar1 - 1, "2025-02-28");
	/* UTC-5: 02:00Z is the evening before. */
	assert_local("EST5", mar1 + 2 * 3600, "2025-02-28");
	assert_local("EST5", mar1 + 5 * 3600, "2025-03-01");
	/* UTC+14. */
	assert_local("<+14>-14", mar1 - 3600, "2025-03-01");
	/* Summer time by a POSIX rule: 2025-07-01T22:30Z is 00:30 on the 2nd
	 * in UTC+2, 23:30 on the 1st in winter's UTC+1. */
	assert_local("CET-1CEST,M3.5.0,M10.5.0/3", 1751409000, "2025-07-02");
	assert_local("CET-1", 1751409000, "2025-07-01");
}

/* ---- text and json ----------------------------------------------------------- */

static char *repeat(const char *s, size_t n)
{
	struct sbuf b = {0};
	for (size_t i = 0; i < n; i++)
		sbuf_adds(&b, s);
	sbuf_add(&b, "", 0);
	return b.data;
}

static void test_text(void **state)
{
	int64_t d[] = {day(2025, 3, 1), day(2025, 3, 1), day(2025, 3, 3), day(2025, 3, 1)};
	struct timeline t;
	timeline_build(d, 4, 1, &t);
	t.sessions = 2;
	struct sbuf b = {0};
	/* 40 columns: label 10, 2 spaces, count 1, a space: a bar of 26. */
	timeline_text(&t, 40, false, &b);
	char *full = repeat("█", 26), *third = repeat("█", 8);
	struct sbuf want = {0};
	sbuf_printf(&want,
		    "5 matching messages in 2 sessions, 2025-03-01 to 2025-03-03, by day\n"
		    "2025-03-01  3 %s\n"
		    "2025-03-02  0\n"
		    "2025-03-03  1 %s▋\n"
		    "1 without a timestamp\n",
		    full, third);
	assert_string_equal(b.data, want.data);

	/* Colour: the header and the bars. */
	sbuf_reset(&b);
	timeline_text(&t, 40, true, &b);
	assert_non_null(strstr(b.data, "\033[1;36m5 matching messages"));
	assert_non_null(strstr(b.data, "2025-03-01  3 \033[36m█"));
	assert_non_null(strstr(b.data, "2025-03-02  0\n"));
	timeline_free(&t);
	free(full);
	free(third);

	/* One message, months, a narrow terminal: the bar keeps 8 columns. */
	int64_t m[] = {day(2024, 1, 15), day(2024, 12, 1)};
	timeline_build(m, 2, 0, &t);
	t.sessions = 1;
	sbuf_reset(&b);
	timeline_text(&t, 10, false, &b);
	assert_non_null(strstr(b.data,
			       "2 matching messages in 1 session, 2024-01-15 to 2024-12-01, by month\n"
			       "2024-01  1 ████████\n"
			       "2024-02  0\n"));
	assert_non_null(strstr(b.data, "\n2024-12  1 ████████\n"));
	timeline_free(&t);

	/* Only undated messages; then nothing at all. */
	timeline_build(NULL, 0, 1, &t);
	t.sessions = 1;
	sbuf_reset(&b);
	timeline_text(&t, 80, false, &b);
	assert_string_equal(b.data, "1 matching message in 1 session\n1 without a timestamp\n");
	timeline_free(&t);
	timeline_build(NULL, 0, 0, &t);
	sbuf_reset(&b);
	timeline_text(&t, 80, false, &b);
	assert_int_equal(b.len, 0);
	timeline_free(&t);
	sbuf_free(&b);
	sbuf_free(&want);
}

static void test_json(void **state)
{
	int64_t d[] = {day(2025, 3, 3), day(2025, 4, 20), day(2025, 3, 9)};
	struct timeline t;
	timeline_build(d, 3, 2, &t);
	t.sessions = 3;
	struct sbuf b = {0};
	timeline_json(&t, "say \"hi\"", NULL, &b);
	assert_string_equal(b.data,
			    "{\"query\":\"say \\\"hi\\\"\",\"unit\":\"week\",\"total\":5,\"sessions\":3,"
			    "\"undated\":2,\"before_1970\":0,\"from_2100\":0,\"capped\":false,\"buckets\":["
			    "{\"start\":\"2025-03-03\",\"label\":\"2025-03-03\",\"count\":2},"
			    "{\"start\":\"2025-03-10\",\"label\":\"2025-03-10\",\"count\":0},"
			    "{\"start\":\"2025-03-17\",\"label\":\"2025-03-17\",\"count\":0},"
			    "{\"start\":\"2025-03-24\",\"label\":\"2025-03-24\",\"count\":0},"
			    "{\"start\":\"2025-03-31\",\"label\":\"2025-03-31\",\"count\":0},"
			    "{\"start\":\"2025-04-07\",\"label\":\"2025-04-07\",\"count\":0},"
			    "{\"start\":\"2025-04-14\",\"label\":\"2025-04-14\",\"count\":1}]}\n");
	timeline_free(&t);

	int64_t m[] = {day(2024, 11, 30), day(2025, 6, 1)};
	timeline_build(m, 2, 0, &t);
	t.sessions = 1;
	sbuf_reset(&b);
	timeline_json(&t, "q", &(struct run_stats){.timed_out = true}, &b);
	assert_non_null(strstr(b.data, "\"unit\":\"month\""));
	assert_non_null(strstr(b.data, "\"capped\":true"));
	assert_non_null(strstr(b.data, "{\"start\":\"2024-11-01\",\"label\":\"2024-11\",\"count\":1},"
				       "{\"start\":\"2024-12-01\",\"label\":\"2024-12\",\"count\":0}"));
	timeline_free(&t);

	timeline_build(NULL, 0, 0, &t);
	sbuf_reset(&b);
	timeline_json(&t, "q", NULL, &b);
	assert_string_equal(b.data, "{\"query\":\"q\",\"unit\":null,\"total\":0,\"sessions\":0,\"undated\":0,"
				    "\"before_1970\":0,\"from_2100\":0,\"capped\":false,\"buckets\":[]}\n");
	timeline_free(&t);
	sbuf_free(&b);
}

/* ---- collecting from a rank result ---------------------------------------- */

static void test_collect(void **state)
{
	setenv("TZ", "UTC0", 1);
	tzset();
	int64_t mar1 = 1740787200;
	struct msg_rec recs[5] = {
	    {.flags = REC_HAS_TS | REC_MATCH, .ts = {mar1 + 3600, 0}},
	    {.flags = REC_HAS_TS | REC_MATCH, .ts = {mar1 + 2 * 86400, 0}},
	    {.flags = REC_MATCH},
	    {.flags = REC_HAS_TS | REC_MATCH, .ts = {mar1 - 400 * 86400, 0}}, /* not kept */
	    {.flags = REC_HAS_TS | REC_MATCH, .ts = {mar1 + 86400, 5}},
	};
	struct msg_rec *m1[] = {&recs[0], &recs[1], &recs[2]}, *m2[] = {&recs[3]}, *m3[] = {&recs[4]};
	struct session s1 = {.id = "s1", .matches = m1, .nmatches = 3, .kept = true};
	struct session s2 = {.id = "s2", .matches = m2, .nmatches = 1, .kept = false};
	struct session s3 = {.id = "s3", .matches = m3, .nmatches = 1, .kept = true};
	struct session s4 = {.id = "s4", .kept = true}; /* no match */
	struct session *ss[] = {&s1, &s2, &s3, &s4};
	/* Paging is not looked at: no entries at all. */
	struct rank_result r = {.total = 2, .sessions = ss, .nsessions = 4};
	struct timeline t;
	timeline_collect(&r, &t);
	assert_int_equal(t.unit, TIMELINE_DAY);
	assert_int_equal(t.total, 4);
	assert_int_equal(t.undated, 1);
	assert_int_equal(t.sessions, 2);
	assert_int_equal(t.nbuckets, 3);
	assert_bucket(&t, 0, "2025-03-01", 1);
	assert_bucket(&t, 1, "2025-03-02", 1);
	assert_bucket(&t, 2, "2025-03-03", 1);
	timeline_free(&t);
}

#define ENV_TEST(f) cmocka_unit_test_setup_teardown(f, env_save, env_restore)

const struct CMUnitTest timeline_tests[] = {
    cmocka_unit_test(test_civil),
    cmocka_unit_test(test_unit_for),
    cmocka_unit_test(test_span_one_day),
    cmocka_unit_test(test_span_31_32_days),
    cmocka_unit_test(test_span_26_27_weeks),
    cmocka_unit_test(test_span_years),
    cmocka_unit_test(test_week_monday),
    cmocka_unit_test(test_month_boundaries),
    cmocka_unit_test(test_empty_between),
    cmocka_unit_test(test_bar_scaling),
    ENV_TEST(test_columns),
    ENV_TEST(test_local_day),
    cmocka_unit_test(test_text),
    cmocka_unit_test(test_json),
    ENV_TEST(test_collect),
};
const size_t timeline_tests_n = sizeof timeline_tests / sizeof timeline_tests[0];
