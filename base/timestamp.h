/* timestamp: parsing of ISO 8601 timestamps as docs/reference.md §2 defines
 * them and of the --since/--until arguments of docs/reference.md §4.1, into
 * instants. Pure functions, no allocation; failures return false. */
#ifndef MEMGREP_TIMESTAMP_H
#define MEMGREP_TIMESTAMP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* An instant: seconds since the Unix epoch (UTC) and nanoseconds 0..999999999.
 * Twelve bytes, not sixteen: a search for a word in most messages holds one
 * in each of hundreds of thousands of records (stages/record.h). */
struct __attribute__((packed, aligned(4))) instant {
	int64_t sec;
	int32_t nsec;
};

/* <0, 0, >0 as a is before, equal to, after b. */
int instant_cmp(struct instant a, struct instant b);

/* Parses YYYY-MM-DD[(T|t| )HH:MM[:SS[(.|,)digits]][Z|z|+-HH|+-HHMM|+-HH:MM]]
 * (the whole of s[0..len), nothing before or after): real dates, hour <= 23,
 * minute <= 59, second <= 59, offset <= 23:59, fraction digits (at least one)
 * cut to nanoseconds. Without an offset the time is UTC when local is false,
 * else local time (mktime with the TZ environment). A date alone is its
 * 00:00:00. Returns false when s is not of that form. */
bool ts_parse(const char *s, size_t len, bool local, struct instant *out);

/* True when s[0..len) is a date alone (YYYY-MM-DD, nothing else). */
bool ts_is_date_only(const char *s, size_t len);

/* Parses a --since / --until argument: a timestamp as ts_parse with local
 * time; a relative age N followed by m, h, d, w, mo or y (60, 3600, 86400,
 * 604800, 30 days, 365 days of seconds) meaning `now` minus that; or the
 * word today or yesterday, the local day of now or the one before. A day
 * (a date alone, or one of those words) means its first instant, or with
 * until true its last nanosecond (the bound is inclusive). Returns false
 * for anything else. */
bool ts_parse_bound(const char *arg, bool until, struct instant now, struct instant *out);

/* Days from 1970-01-01 to y-m-d (month 1..12) in the proleptic Gregorian
 * calendar; exact for every 4-digit year. */
int64_t ts_days_from_civil(int64_t y, int m, int d);

/* The instant as Claude Code and Codex write it, 2025-06-15T15:06:40.123Z,
 * NUL-terminated, into out; false when it has more than milliseconds or
 * its year has not 4 digits (then the text is kept as written). */
bool ts_text_ms(struct instant t, char out[40]);

/* Appends "YYYY-MM-DD HH:MM" of t, in local time or in UTC. */
struct sbuf;
void ts_add_minute(struct sbuf *b, struct instant t, bool local);

#endif
