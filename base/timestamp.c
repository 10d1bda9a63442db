/* timestamp: turns ISO 8601 timestamps (docs/reference.md §2 "Timestamps") and
 * the --since/--until arguments (docs/reference.md §4.1) into instants. Bytes
 * come in, a struct instant goes out; nothing is allocated and no state is
 * kept, so every function may be called from any worker. Times with an offset
 * (or UTC by default) are converted by hand with the days-from-civil algorithm,
 * so they do not depend on the C library's time zone; only local times go
 * through mktime, which reads TZ. */
#include "base/timestamp.h"

#include <limits.h>
#include <string.h>
#include <time.h>

#include "base/xalloc.h"

/* The fields of one timestamp as written, before any conversion. */
struct ts_fields {
	int year, month, day;
	int hour, minute, second;
	int32_t nsec;
	bool has_offset;
	int offset_sec; /* east of UTC, signed */
};

int instant_cmp(struct instant a, struct instant b)
{
	if (a.sec != b.sec)
		return a.sec < b.sec ? -1 : 1;
	if (a.nsec != b.nsec)
		return a.nsec < b.nsec ? -1 : 1;
	return 0;
}

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* Reads exactly n ASCII digits at s[*pos]; a shorter run fails, so "7" never
 * stands in for "07". */
static bool read_digits(const char *s, size_t len, size_t *pos, int n, int *out)
{
	int v = 0;
	if (len - *pos < (size_t)n)
		return false;
	for (int i = 0; i < n; i++) {
		char c = s[*pos + (size_t)i];
		if (!is_digit(c))
			return false;
		v = v * 10 + (c - '0');
	}
	*pos += (size_t)n;
	*out = v;
	return true;
}

static bool is_leap(int y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static int days_in_month(int y, int m)
{
	static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
	return m == 2 && is_leap(y) ? 29 : days[m - 1];
}

/* Parses YYYY-MM-DD at the start of s and checks it is a real date. */
static bool parse_date(const char *s, size_t len, size_t *pos, struct ts_fields *f)
{
	if (!read_digits(s, len, pos, 4, &f->year) || *pos >= len || s[(*pos)++] != '-' ||
	    !read_digits(s, len, pos, 2, &f->month) || *pos >= len || s[(*pos)++] != '-' ||
	    !read_digits(s, len, pos, 2, &f->day))
		return false;
	if (f->month < 1 || f->month > 12)
		return false;
	return f->day >= 1 && f->day <= days_in_month(f->year, f->month);
}

/* Parses the optional offset that may follow a time: Z, z, +-HH, +-HHMM or
 * +-HH:MM, each to the end of the input. */
static bool parse_offset(const char *s, size_t len, size_t *pos, struct ts_fields *f)
{
	int oh, om = 0, sign;

	if (*pos == len)
		return true;
	if (s[*pos] == 'Z' || s[*pos] == 'z') {
		(*pos)++;
		f->has_offset = true;
		return *pos == len;
	}
	if (s[*pos] != '+' && s[*pos] != '-')
		return false;
	sign = s[(*pos)++] == '-' ? -1 : 1;
	if (!read_digits(s, len, pos, 2, &oh))
		return false;
	if (*pos < len) {
		if (s[*pos] == ':')
			(*pos)++;
		if (!read_digits(s, len, pos, 2, &om))
			return false;
	}
	if (*pos != len || oh > 23 || om > 59)
		return false;
	f->has_offset = true;
	f->offset_sec = sign * (oh * 3600 + om * 60);
	return true;
}

/* Parses the whole of s[0..len) into its fields; false unless all of it is
 * one timestamp of the accepted form with in-range fields. */
static bool parse_fields(const char *s, size_t len, struct ts_fields *f)
{
	size_t pos = 0;

	memset(f, 0, sizeof *f);
	if (!parse_date(s, len, &pos, f))
		return false;
	if (pos == len)
		return true;
	if (s[pos] != 'T' && s[pos] != 't' && s[pos] != ' ')
		return false;
	pos++;
	if (!read_digits(s, len, &pos, 2, &f->hour) || pos >= len || s[pos++] != ':' ||
	    !read_digits(s, len, &pos, 2, &f->minute))
		return false;
	if (f->hour > 23 || f->minute > 59)
		return false;
	if (pos < len && s[pos] == ':') {
		pos++;
		/* 60 is refused: instants here have no leap seconds. */
		if (!read_digits(s, len, &pos, 2, &f->second) || f->second > 59)
			return false;
		if (pos < len && (s[pos] == '.' || s[pos] == ',')) {
			int32_t scale = 100000000;
			size_t start = ++pos;
			/* Digits past the ninth are read but dropped: the
			 * value is cut, never rounded up into the next second. */
			while (pos < len && is_digit(s[pos])) {
				f->nsec += (int32_t)(s[pos] - '0') * scale;
				scale /= 10;
				pos++;
			}
			if (pos == start)
				return false;
		}
	}
	return parse_offset(s, len, &pos, f);
}

/* Howard Hinnant's days_from_civil. */
int64_t ts_days_from_civil(int64_t y, int m, int d)
{
	y -= m <= 2;
	int64_t era = (y >= 0 ? y : y - 399) / 400;
	int64_t yoe = y - era * 400;
	int64_t doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
	int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

/* Local wall time to seconds via mktime. tm_isdst = -1 lets the zone decide
 * whether summer time applies; mktime normalises out-of-range fields (used
 * for "the next day"). A wday left at -1 marks a real failure, since -1 is
 * also a valid result. */
static bool local_to_sec(int year, int month, int day, int hour, int minute, int second, int64_t *out)
{
	struct tm tm = {0};
	time_t t;

	tm.tm_year = year - 1900;
	tm.tm_mon = month - 1;
	tm.tm_mday = day;
	tm.tm_hour = hour;
	tm.tm_min = minute;
	tm.tm_sec = second;
	tm.tm_isdst = -1;
	tm.tm_wday = -1;
	t = mktime(&tm);
	if (t == (time_t)-1 && tm.tm_wday == -1)
		return false;
	*out = (int64_t)t;
	return true;
}

bool ts_parse(const char *s, size_t len, bool local, struct instant *out)
{
	struct ts_fields f;
	int64_t sec;

	if (!s || !parse_fields(s, len, &f))
		return false;
	if (local && !f.has_offset) {
		if (!local_to_sec(f.year, f.month, f.day, f.hour, f.minute, f.second, &sec))
			return false;
	} else {
		sec = ts_days_from_civil(f.year, f.month, f.day) * 86400 + f.hour * 3600 + f.minute * 60 +
		      f.second - f.offset_sec;
	}
	out->sec = sec;
	out->nsec = f.nsec;
	return true;
}

bool ts_is_date_only(const char *s, size_t len)
{
	struct ts_fields f;
	size_t pos = 0;

	return s && parse_date(s, len, &pos, &f) && pos == len;
}

/* Parses a relative age: decimal digits then one unit letter, nothing else.
 * Returns false for anything else and when now minus the age would not fit. */
static bool parse_age(const char *arg, struct instant now, struct instant *out)
{
	int64_t n = 0, unit;
	size_t i = 0;

	while (is_digit(arg[i])) {
		int d = arg[i] - '0';
		if (n > (INT64_MAX - d) / 10)
			return false;
		n = n * 10 + d;
		i++;
	}
	if (i == 0)
		return false;
	/* Months and years are of fixed length, as git's ages are: 30 and
	 * 365 days (docs/reference.md §4.1). */
	static const struct {
		const char *name;
		int64_t sec;
	} units[] = {{"m", 60},	    {"h", 3600},	{"d", 86400},
		     {"w", 604800}, {"mo", 30 * 86400}, {"y", 365 * 86400}};
	unit = 0;
	for (size_t k = 0; k < sizeof units / sizeof *units; k++)
		if (strcmp(arg + i, units[k].name) == 0)
			unit = units[k].sec;
	if (!unit)
		return false;
	if (n > INT64_MAX / unit)
		return false;
	n *= unit;
	if (now.sec < INT64_MIN + n)
		return false;
	out->sec = now.sec - n;
	out->nsec = now.nsec;
	return true;
}

/* A local day as a bound: its first instant, or with until its last (the
 * bound is inclusive). The end of a day is the nanosecond before the next
 * day starts; asking mktime for that start (day + 1, which it normalises)
 * keeps 23- and 25-hour DST days right. */
static bool day_bound(int year, int month, int day, bool until, struct instant *out)
{
	int64_t sec;

	if (!local_to_sec(year, month, until ? day + 1 : day, 0, 0, 0, &sec))
		return false;
	out->sec = until ? sec - 1 : sec;
	out->nsec = until ? 999999999 : 0;
	return true;
}

/* "today" or "yesterday": the local day of now, or the one before it
 * (mktime normalises day 0 to the month before's last). */
static bool named_day(const char *arg, bool until, struct instant now, struct instant *out)
{
	int back = strcmp(arg, "today") == 0 ? 0 : strcmp(arg, "yesterday") == 0 ? 1 : -1;
	time_t t = (time_t)now.sec;
	struct tm tm;

	if (back < 0 || !localtime_r(&t, &tm))
		return false;
	return day_bound(tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday - back, until, out);
}

bool ts_parse_bound(const char *arg, bool until, struct instant now, struct instant *out)
{
	size_t len;
	struct ts_fields f;
	size_t pos = 0;

	if (!arg)
		return false;
	if (is_digit(arg[0]) && parse_age(arg, now, out))
		return true;
	if (named_day(arg, until, now, out))
		return true;
	len = strlen(arg);
	if (!until || !ts_is_date_only(arg, len))
		return ts_parse(arg, len, true, out);
	return parse_date(arg, len, &pos, &f) && day_bound(f.year, f.month, f.day, true, out);
}

void ts_add_minute(struct sbuf *b, struct instant t, bool local)
{
	time_t sec = (time_t)t.sec;
	struct tm tm;
	if (local)
		localtime_r(&sec, &tm);
	else
		gmtime_r(&sec, &tm);
	char buf[32];
	strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
	sbuf_adds(b, buf);
}

/* Writes v as n decimal digits at out. */
static void put_digits(char *out, int n, long long v)
{
	while (n-- > 0) {
		out[n] = (char)('0' + v % 10);
		v /= 10;
	}
}

/* The instant as Claude Code and Codex write it: 2025-06-15T15:06:40.123Z.
 * The date from the days since 1970 by the civil-from-days rule of the
 * proleptic Gregorian calendar (eras of 400 years), as gmtime gives it. */
bool ts_text_ms(struct instant t, char out[40])
{
	if (t.nsec % 1000000 != 0)
		return false;
	long long days = t.sec >= 0 ? t.sec / 86400 : (t.sec - 86399) / 86400;
	long long secs = t.sec - days * 86400;
	long long z = days + 719468;
	long long era = (z >= 0 ? z : z - 146096) / 146097;
	long long doe = z - era * 146097;
	long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	long long mp = (5 * doy + 2) / 153;
	long long day = doy - (153 * mp + 2) / 5 + 1;
	long long month = mp < 10 ? mp + 3 : mp - 9;
	long long year = yoe + era * 400 + (month <= 2);
	if (year < 1000 || year > 9999)
		return false;
	memcpy(out, "0000-00-00T00:00:00.000Z", 25);
	put_digits(out, 4, year);
	put_digits(out + 5, 2, month);
	put_digits(out + 8, 2, day);
	put_digits(out + 11, 2, secs / 3600);
	put_digits(out + 14, 2, secs / 60 % 60);
	put_digits(out + 17, 2, secs % 60);
	put_digits(out + 20, 3, t.nsec / 1000000);
	return true;
}
