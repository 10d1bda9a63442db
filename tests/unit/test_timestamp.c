/* Unit tests for stages/timestamp: the accepted ISO 8601 form and its limits,
 * the UTC arithmetic checked against known epoch values, relative ages, and
 * local-time bounds under fixed TZ settings (restored by a teardown, so a
 * failing test does not leak its zone into the others). */
#include "tests/unit/unit.h"

#include "base/timestamp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Parses s as a whole (UTC when it has no offset); fails the test if it does
 * not parse. */
static struct instant utc(const char *s)
{
	struct instant t = {-1, -1};
	if (!ts_parse(s, strlen(s), false, &t))
		fail_msg("ts_parse rejected \"%s\"", s);
	return t;
}

static void assert_instant(struct instant got, int64_t sec, int32_t nsec)
{
	assert_int_equal(got.sec, sec);
	assert_int_equal(got.nsec, nsec);
}

static void assert_rejected(const char *s)
{
	struct instant t;
	if (ts_parse(s, strlen(s), false, &t))
		fail_msg("ts_parse accepted \"%s\"", s);
	if (ts_parse(s, strlen(s), true, &t))
		fail_msg("ts_parse (local) accepted \"%s\"", s);
}

/* 2025-07-01T10:00:00Z */
#define JUL1_10 INT64_C(1751364000)

static void test_utc_basic(void **state)
{
	assert_instant(utc("2025-07-01T10:00:00.000Z"), JUL1_10, 0);
	assert_instant(utc("2025-07-01T10:00:00Z"), JUL1_10, 0);
	assert_instant(utc("2025-07-01T10:00:00"), JUL1_10, 0);
	assert_instant(utc("2025-07-01T10:00Z"), JUL1_10, 0);
	assert_instant(utc("2025-07-01T10:00"), JUL1_10, 0);
	assert_instant(utc("1970-01-01T00:00:00Z"), 0, 0);
	assert_instant(utc("1969-12-31T23:59:59Z"), -1, 0);
	assert_instant(utc("0000-01-01T00:00:00Z"), INT64_C(-62167219200), 0);
	assert_instant(utc("9999-12-31T23:59:59Z"), INT64_C(253402300799), 0);
}

static void test_offsets(void **state)
{
	assert_instant(utc("2025-07-01T12:00:00+02:00"), JUL1_10, 0);
	assert_instant(utc("2025-07-01T12:00:00+0200"), JUL1_10, 0);
	assert_instant(utc("2025-07-01T12:00:00+02"), JUL1_10, 0);
	assert_instant(utc("2025-07-01T04:30:00-05:30"), JUL1_10, 0);
	assert_instant(utc("2025-07-01T04:30-0530"), JUL1_10, 0);
	assert_instant(utc("2025-07-01T10:00:00-00:00"), JUL1_10, 0);
	assert_instant(utc("2025-07-01T10:00:00.5+00"), JUL1_10, 500000000);
	/* Offsets move the instant across a day boundary. */
	assert_instant(utc("2025-07-02T09:59:00+23:59"), JUL1_10, 0);
	assert_instant(utc("2025-06-30T10:01:00-23:59"), JUL1_10, 0);
}

static void test_separators_and_case(void **state)
{
	assert_instant(utc("2025-07-01t10:00:00z"), JUL1_10, 0);
	assert_instant(utc("2025-07-01 10:00:00Z"), JUL1_10, 0);
	assert_instant(utc("2025-07-01 12:00+02:00"), JUL1_10, 0);
}

static void test_fractions(void **state)
{
	assert_instant(utc("2025-07-01T10:00:00,5Z"), JUL1_10, 500000000);
	assert_instant(utc("2025-07-01T10:00:00.1Z"), JUL1_10, 100000000);
	assert_instant(utc("2025-07-01T10:00:00.000000001Z"), JUL1_10, 1);
	assert_instant(utc("2025-07-01T10:00:00.123456789Z"), JUL1_10, 123456789);
	/* Twelve digits, the last three dropped. */
	assert_instant(utc("2025-07-01T10:00:00.123456789987Z"), JUL1_10, 123456789);
	/* Cut, not rounded: this must not become the next second. */
	assert_instant(utc("2025-07-01T10:00:00.9999999999Z"), JUL1_10, 999999999);
	assert_instant(utc("2025-07-01T10:00:00.0000000009Z"), JUL1_10, 0);
	assert_instant(utc("2025-07-01T10:00:00.250"), JUL1_10, 250000000);
	assert_instant(utc("2025-07-01T12:00:00,75+02:00"), JUL1_10, 750000000);
}

static void test_dates(void **state)
{
	assert_instant(utc("2024-02-29"), INT64_C(1709164800), 0);
	assert_instant(utc("2000-02-29T00:00:00Z"), INT64_C(951782400), 0);
	assert_instant(utc("2025-12-31T00:00:00Z"), INT64_C(1767139200), 0);
	assert_rejected("2023-02-29");
	assert_rejected("1900-02-29");
	assert_rejected("2025-13-01");
	assert_rejected("2025-00-10");
	assert_rejected("2025-04-31");
	assert_rejected("2025-01-00");
	assert_rejected("2025-01-32");
	assert_rejected("2025-02-30T10:00:00Z");
}

static void test_time_ranges(void **state)
{
	assert_instant(utc("2025-07-01T23:59:59Z"), JUL1_10 + 13 * 3600 + 59 * 60 + 59, 0);
	assert_rejected("2025-07-01T24:00:00Z");
	assert_rejected("2025-07-01T24:00");
	assert_rejected("2025-07-01T10:60:00Z");
	assert_rejected("2025-07-01T10:00:60Z");
	assert_rejected("2025-07-01T23:59:60Z");
	assert_rejected("2025-07-01T10:00:00+24:00");
	assert_rejected("2025-07-01T10:00:00+2400");
	assert_rejected("2025-07-01T10:00:00+24");
	assert_rejected("2025-07-01T10:00:00+23:60");
	assert_rejected("2025-07-01T10:00:00-23:60");
}

static void test_malformed(void **state)
{
	static const char *bad[] = {
	    "",
	    "2025",
	    "2025-07",
	    "2025-7-1",
	    "2025-07-1",
	    "25-07-01",
	    "20250701",
	    "2025/07/01",
	    " 2025-07-01",
	    "2025-07-01 ",
	    "2025-07-01x",
	    "2025-07-01Z",
	    "2025-07-01+02:00",
	    "2025-07-01T",
	    "2025-07-01T10",
	    "2025-07-01T10:0",
	    "2025-07-01T1:00",
	    "2025-07-01T10:00:0",
	    "2025-07-01T10:00:",
	    "2025-07-01TT10:00",
	    "2025-07-01_10:00",
	    "2025-07-01T10:00:00.Z",
	    "2025-07-01T10:00:00.",
	    "2025-07-01T10:00:00,",
	    "2025-07-01T10:00.5Z",
	    "2025-07-01T10:00:00Zx",
	    "2025-07-01T10:00:00ZZ",
	    "2025-07-01T10:00:00 Z",
	    "2025-07-01T10:00:00+",
	    "2025-07-01T10:00:00+2",
	    "2025-07-01T10:00:00+020",
	    "2025-07-01T10:00:00+02:",
	    "2025-07-01T10:00:00+02:0",
	    "2025-07-01T10:00:00+02:00:00",
	    "2025-07-01T10:00:00+02:00x",
	    "2025-07-01T10:00:00.5x",
	    "2025-07-01T10:00:00UTC",
	    "2025-07-01T10:00:00 +02:00",
	    "+2025-07-01",
	    "2025-07-01T10:00:00\n",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_rejected(bad[i]);
}

static void test_length_is_honoured(void **state)
{
	/* Only s[0..len) counts: a prefix of a longer buffer is a whole input. */
	const char *s = "2025-07-01T10:00:00ZGARBAGE";
	struct instant t;
	assert_true(ts_parse(s, 20, false, &t));
	assert_instant(t, JUL1_10, 0);
	assert_true(ts_parse(s, 10, false, &t));
	assert_instant(t, INT64_C(1751328000), 0);
	assert_false(ts_parse(s, 21, false, &t));
	assert_false(ts_parse(s, 9, false, &t));
	assert_false(ts_parse(s, 0, false, &t));
	assert_true(ts_is_date_only(s, 10));
	assert_false(ts_is_date_only(s, 11));
}

static void test_date_only(void **state)
{
	assert_instant(utc("2025-07-01"), INT64_C(1751328000), 0);
	assert_instant(utc("1970-01-01"), 0, 0);
	assert_true(ts_is_date_only("2025-07-01", 10));
	assert_true(ts_is_date_only("2024-02-29", 10));
	assert_false(ts_is_date_only("2023-02-29", 10));
	assert_false(ts_is_date_only("2025-07-01T00:00", 16));
	assert_false(ts_is_date_only("2025-7-01", 9));
	assert_false(ts_is_date_only("", 0));
}

static void test_instant_cmp(void **state)
{
	struct instant a = {100, 0}, b = {100, 1}, c = {99, 999999999}, d = {-1, 500000000}, e = {0, 0};
	assert_true(instant_cmp(a, b) < 0);
	assert_true(instant_cmp(b, a) > 0);
	assert_true(instant_cmp(c, a) < 0);
	assert_true(instant_cmp(a, c) > 0);
	assert_true(instant_cmp(d, e) < 0);
	assert_true(instant_cmp(e, d) > 0);
	assert_int_equal(instant_cmp(a, a), 0);
	assert_int_equal(instant_cmp(utc("2025-07-01T12:00:00+02:00"), utc("2025-07-01T10:00:00Z")), 0);
	assert_true(instant_cmp(utc("2025-07-01T10:00:00.000000001Z"), utc("2025-07-01T10:00:00Z")) > 0);
	assert_true(instant_cmp(utc("2025-07-01T11:00:00+02:00"), utc("2025-07-01T10:00:00Z")) < 0);
}

static const struct instant NOW = {JUL1_10, 123456789};

static void assert_bound(const char *arg, bool until, int64_t sec, int32_t nsec)
{
	struct instant t = {-1, -1};
	if (!ts_parse_bound(arg, until, NOW, &t))
		fail_msg("ts_parse_bound rejected \"%s\" (until=%d)", arg, until);
	assert_instant(t, sec, nsec);
}

static void assert_bound_rejected(const char *arg)
{
	struct instant t;
	if (ts_parse_bound(arg, false, NOW, &t))
		fail_msg("ts_parse_bound accepted \"%s\"", arg);
	if (ts_parse_bound(arg, true, NOW, &t))
		fail_msg("ts_parse_bound (until) accepted \"%s\"", arg);
}

static void test_bound_relative(void **state)
{
	assert_bound("7d", false, JUL1_10 - 7 * 86400, 123456789);
	assert_bound("30m", false, JUL1_10 - 30 * 60, 123456789);
	assert_bound("12h", false, JUL1_10 - 12 * 3600, 123456789);
	assert_bound("2w", false, JUL1_10 - 2 * 604800, 123456789);
	assert_bound("2w", true, JUL1_10 - 2 * 604800, 123456789);
	assert_bound("0m", false, JUL1_10, 123456789);
	assert_bound("007d", false, JUL1_10 - 7 * 86400, 123456789);
	assert_bound("100000d", false, JUL1_10 - INT64_C(100000) * 86400, 123456789);
	/* The largest count of weeks whose seconds fit in 64 bits. */
	assert_bound("15250284452471w", false, JUL1_10 - INT64_C(15250284452471) * 604800, 123456789);
}

static void test_bound_relative_rejected(void **state)
{
	static const char *bad[] = {
	    "7x",
	    "d",
	    "-7d",
	    "+7d",
	    "7dd",
	    "7",
	    "",
	    " 7d",
	    "7d ",
	    "7D",
	    "7 d",
	    "7.5d",
	    "7dm",
	    "1yr",
	    "1mon",
	    "1M",
	    "1s",
	    /* Too large to count, or to subtract from now. */
	    "99999999999999999999d",
	    "9223372036854775807m",
	    "15250284452472w",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_bound_rejected(bad[i]);
	struct instant t;
	struct instant early = {INT64_MIN + 30, 0};
	assert_false(ts_parse_bound("1m", false, early, &t));
	assert_true(ts_parse_bound("0m", false, early, &t));
	assert_instant(t, INT64_MIN + 30, 0);
}

static void test_bound_timestamp(void **state)
{
	/* With an offset, TZ does not matter; until is the instant itself. */
	assert_bound("2025-07-01T10:00:00Z", false, JUL1_10, 0);
	assert_bound("2025-07-01T10:00:00Z", true, JUL1_10, 0);
	assert_bound("2025-07-01T12:00:00.5+02:00", true, JUL1_10, 500000000);
	assert_bound_rejected("2025-07-01T24:00:00Z");
	assert_bound_rejected("2025-02-30");
	assert_bound_rejected("2025-07-01Z");
}

/* Setup/teardown: keep the caller's TZ and put it back whatever the test
 * did, so later tests and groups see the original zone. */
struct tz_saved {
	bool was_set;
	char value[256];
};

static int tz_save(void **state)
{
	static struct tz_saved saved;
	const char *tz = getenv("TZ");
	saved.was_set = tz != NULL;
	if (tz) {
		if (strlen(tz) >= sizeof saved.value)
			return -1;
		strcpy(saved.value, tz);
	}
	*state = &saved;
	return 0;
}

static int tz_restore(void **state)
{
	struct tz_saved *saved = *state;
	if (saved->was_set)
		setenv("TZ", saved->value, 1);
	else
		unsetenv("TZ");
	tzset();
	return 0;
}

static void set_tz(const char *tz)
{
	setenv("TZ", tz, 1);
	tzset();
}

static void test_local_utc(void **state)
{
	struct instant t;
	set_tz("UTC");
	assert_bound("2025-07-03", true, INT64_C(1751587199), 999999999);
	assert_bound("2025-07-03", false, INT64_C(1751500800), 0);
	assert_bound("2025-07-03T12:00", false, INT64_C(1751500800) + 12 * 3600, 0);
	assert_bound("2025-07-03T12:00:00.25", true, INT64_C(1751500800) + 12 * 3600, 250000000);
	assert_true(ts_parse("2025-07-01T10:00:00", 19, true, &t));
	assert_instant(t, JUL1_10, 0);
	/* The last day of a year rolls over into the next. */
	assert_bound("2024-12-31", true, INT64_C(1735689599), 999999999);
}

static void test_local_berlin(void **state)
{
	struct instant t;
	if (access("/usr/share/zoneinfo/Europe/Berlin", R_OK) != 0) {
		print_message("skipping: /usr/share/zoneinfo/Europe/Berlin is missing\n");
		skip();
	}
	set_tz("Europe/Berlin");
	/* Summer time, UTC+2. */
	assert_bound("2025-07-03", false, INT64_C(1751493600), 0);
	assert_bound("2025-07-03", true, INT64_C(1751579999), 999999999);
	assert_true(ts_parse("2025-07-01T12:00:00", 19, true, &t));
	assert_instant(t, JUL1_10, 0);
	/* Without local, or with an explicit offset, the zone is ignored. */
	assert_true(ts_parse("2025-07-01T10:00:00", 19, false, &t));
	assert_instant(t, JUL1_10, 0);
	assert_true(ts_parse("2025-07-01T10:00:00Z", 20, true, &t));
	assert_instant(t, JUL1_10, 0);
	/* Winter time, UTC+1. */
	assert_true(ts_parse("2025-01-15T11:00:00", 19, true, &t));
	assert_instant(t, utc("2025-01-15T10:00:00Z").sec, 0);
	/* 2025-03-30 has 23 hours: starts at 23:00Z the day before, ends at
	 * 22:00Z. */
	assert_bound("2025-03-30", false, INT64_C(1743289200), 0);
	assert_bound("2025-03-30", true, INT64_C(1743371999), 999999999);
	/* 2025-10-26 has 25 hours. */
	assert_bound("2025-10-26", false, INT64_C(1761429600), 0);
	assert_bound("2025-10-26", true, INT64_C(1761519599), 999999999);
}

const struct CMUnitTest timestamp_tests[] = {
    cmocka_unit_test(test_utc_basic),
    cmocka_unit_test(test_offsets),
    cmocka_unit_test(test_separators_and_case),
    cmocka_unit_test(test_fractions),
    cmocka_unit_test(test_dates),
    cmocka_unit_test(test_time_ranges),
    cmocka_unit_test(test_malformed),
    cmocka_unit_test(test_length_is_honoured),
    cmocka_unit_test(test_date_only),
    cmocka_unit_test(test_instant_cmp),
    cmocka_unit_test(test_bound_relative),
    cmocka_unit_test(test_bound_relative_rejected),
    cmocka_unit_test(test_bound_timestamp),
    cmocka_unit_test_setup_teardown(test_local_utc, tz_save, tz_restore),
    cmocka_unit_test_setup_teardown(test_local_berlin, tz_save, tz_restore),
};

const size_t timestamp_tests_n = sizeof timestamp_tests / sizeof timestamp_tests[0];
