/* timeline: --timeline, a chart of matching messages over time instead of
 * the messages (text), or its buckets as data (--format json). It takes the
 * rank result: every matching message of every kept session, before paging,
 * so -n, --offset and -m do not cut it. Markdown memory is not in it.
 *
 * Buckets are local calendar days, weeks (Monday to Sunday) or months,
 * chosen from the span between the first and the last matching message;
 * every bucket between them is present, empty ones with count 0. Dates are
 * day numbers: days since 1970-01-01 of the local calendar, so the bucket
 * arithmetic is pure and needs no time zone; only timeline_local_day reads
 * TZ.
 *
 * timeline_build and timeline_collect fill a struct timeline whose buckets
 * the caller frees with timeline_free. Writers return 0, or -1 when writing
 * failed (errno set, EPIPE for a closed pipe). Its chart and buckets are not
 * sessions and messages, so they are not printed by an emitter
 * (stages/output/emit.h), but they are written with the same flush. */
#ifndef MEMGREP_TIMELINE_H
#define MEMGREP_TIMELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/xalloc.h"
#include "stages/output/format.h"
#include "stages/rank.h"
#include "base/timestamp.h"

enum timeline_unit { TIMELINE_DAY, TIMELINE_WEEK, TIMELINE_MONTH };

/* Spans (last local date minus first, in days) up to these use days, then
 * weeks; longer ones months. */
enum { TIMELINE_MAX_DAYS = 31, TIMELINE_MAX_WEEKS_DAYS = 26 * 7 };

struct timeline_bucket {
	int64_t start; /* day number of its first day (a Monday, a 1st) */
	uint64_t count;
};

struct timeline {
	enum timeline_unit unit;
	struct timeline_bucket *buckets; /* chronological; NULL when none */
	size_t nbuckets;
	int64_t first, last; /* day numbers of the first and last dated message */
	uint64_t total;	     /* matching messages, dated or not */
	uint64_t undated;    /* of them, those without a timestamp */
	/* Of them, those dated before 1970 or from 2100 on: kept, counted
	 * apart, not charted (a clock set wrong would make a chart of
	 * thousands of empty rows). */
	uint64_t early, late;
	uint64_t sessions; /* sessions with a matching message */
};

/* The civil date (proleptic Gregorian; month 1..12) of a day number, the
 * inverse of ts_days_from_civil. */
void timeline_civil_from_days(int64_t days, int64_t *y, unsigned *m, unsigned *d);

/* The day number of the local date of ts (TZ honoured); false when the C
 * library cannot convert it. */
bool timeline_local_day(struct instant ts, int64_t *day);

/* The unit for a span of span_days between the first and last dates:
 * days up to TIMELINE_MAX_DAYS, weeks up to TIMELINE_MAX_WEEKS_DAYS, else
 * months. */
enum timeline_unit timeline_unit_for(int64_t span_days);

/* The first day of the bucket of unit holding day. */
int64_t timeline_bucket_start(enum timeline_unit unit, int64_t day);

/* "day", "week" or "month". */
const char *timeline_unit_name(enum timeline_unit unit);

/* Fills t from the day numbers of n dated messages (any order); total is
 * n + undated. sessions is left 0 for the caller. */
void timeline_build(const int64_t *days, size_t n, uint64_t undated, struct timeline *t);

/* Fills t from the matching messages of r's kept sessions. */
void timeline_collect(const struct rank_result *r, struct timeline *t);

void timeline_free(struct timeline *t);

/* Bar length in eighths of a column for count against the largest count
 * max, when max fills width columns: max gives width * 8, 0 gives 0, any
 * other count at least 1 (rounded to the nearest eighth otherwise). */
uint64_t timeline_bar_eighths(uint64_t count, uint64_t max, size_t width);

/* Appends the bar of eighths (full blocks, then one partial block). */
void timeline_bar(struct sbuf *b, uint64_t eighths);

/* The terminal width for the chart: the window size of fd when it is a
 * terminal, else $COLUMNS when it is a positive number, else 80. */
size_t timeline_columns(int fd);

/* The chart as text for a terminal of columns columns: a header line, one
 * row per bucket (label, count, bar), and a line for undated messages
 * when there are some. Nothing when t->total is 0. */
void timeline_text(const struct timeline *t, size_t columns, bool color, struct sbuf *b);

/* The json document of t for query (with a newline); with stats, their
 * "stats" member (and "capped" when --timeout cut the search). */
void timeline_json(const struct timeline *t, const char *query, const struct run_stats *stats,
		   struct sbuf *b);

/* Prints the timeline of r in fc->cfg's format (text or json) to out. */
int timeline_run(const struct format_ctx *fc, const struct rank_result *r, FILE *out);

#endif
