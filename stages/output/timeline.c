/* timeline: the --timeline chart and its json buckets (see timeline.h).
 * Instants become local day numbers once (timeline_local_day); from there
 * on bucketing is integer arithmetic on the civil calendar, so daylight
 * saving changes cannot shift a bucket. */
#include "stages/output/timeline.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "base/json_line.h"
#include "stages/output/emit.h"
#include "stages/output/stats.h"

#define C_RESET "\033[0m"
#define C_HEAD	"\033[1;36m"
#define C_BAR	"\033[36m"

/* Terminals wider than this still get bars of this width at most. */
enum { MAX_COLUMNS = 1000, DEFAULT_COLUMNS = 80, MIN_BAR = 8 };

/* Howard Hinnant's civil_from_days, the inverse of ts_days_from_civil. */
void timeline_civil_from_days(int64_t days, int64_t *y, unsigned *m, unsigned *d)
{
	int64_t z = days + 719468;
	int64_t era = (z >= 0 ? z : z - 146096) / 146097;
	int64_t doe = z - era * 146097;
	int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	int64_t mp = (5 * doy + 2) / 153;
	*d = (unsigned)(doy - (153 * mp + 2) / 5 + 1);
	*m = (unsigned)(mp < 10 ? mp + 3 : mp - 9);
	*y = yoe + era * 400 + (*m <= 2);
}

bool timeline_local_day(struct instant ts, int64_t *day)
{
	time_t t = (time_t)ts.sec;
	struct tm tm;
	if (!localtime_r(&t, &tm))
		return false;
	*day = ts_days_from_civil((int64_t)tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
	return true;
}

enum timeline_unit timeline_unit_for(int64_t span_days)
{
	if (span_days <= TIMELINE_MAX_DAYS)
		return TIMELINE_DAY;
	if (span_days <= TIMELINE_MAX_WEEKS_DAYS)
		return TIMELINE_WEEK;
	return TIMELINE_MONTH;
}

/* Months since year 0 of a day number. */
static int64_t month_index(int64_t day)
{
	int64_t y;
	unsigned m, d;
	timeline_civil_from_days(day, &y, &m, &d);
	return y * 12 + (m - 1);
}

int64_t timeline_bucket_start(enum timeline_unit unit, int64_t day)
{
	switch (unit) {
	case TIMELINE_WEEK: {
		/* Day 0, 1970-01-01, was a Thursday: 3 days after a Monday. */
		int64_t since_monday = ((day % 7) + 7 + 3) % 7;
		return day - since_monday;
	}
	case TIMELINE_MONTH: {
		int64_t y;
		unsigned m, d;
		timeline_civil_from_days(day, &y, &m, &d);
		return ts_days_from_civil(y, m, 1);
	}
	case TIMELINE_DAY:
		break;
	}
	return day;
}

const char *timeline_unit_name(enum timeline_unit unit)
{
	return unit == TIMELINE_MONTH ? "month" : unit == TIMELINE_WEEK ? "week" : "day";
}

/* Index of day's bucket, counted from the bucket of t->first. */
static size_t bucket_index(const struct timeline *t, int64_t day)
{
	switch (t->unit) {
	case TIMELINE_WEEK:
		return (size_t)((timeline_bucket_start(TIMELINE_WEEK, day) -
				 timeline_bucket_start(TIMELINE_WEEK, t->first)) /
				7);
	case TIMELINE_MONTH:
		return (size_t)(month_index(day) - month_index(t->first));
	case TIMELINE_DAY:
		break;
	}
	return (size_t)(day - t->first);
}

void timeline_build(const int64_t *days, size_t n, uint64_t undated, struct timeline *t)
{
	memset(t, 0, sizeof *t);
	t->total = n + undated;
	t->undated = undated;
	if (!n)
		return;
	t->first = t->last = days[0];
	for (size_t i = 1; i < n; i++) {
		if (days[i] < t->first)
			t->first = days[i];
		if (days[i] > t->last)
			t->last = days[i];
	}
	t->unit = timeline_unit_for(t->last - t->first);
	t->nbuckets = bucket_index(t, t->last) + 1;
	t->buckets = xcalloc(t->nbuckets, sizeof *t->buckets);
	int64_t start = timeline_bucket_start(t->unit, t->first);
	for (size_t i = 0; i < t->nbuckets; i++) {
		t->buckets[i].start = start;
		if (t->unit == TIMELINE_DAY) {
			start++;
		} else if (t->unit == TIMELINE_WEEK) {
			start += 7;
		} else {
			int64_t y;
			unsigned m, d;
			timeline_civil_from_days(start, &y, &m, &d);
			start = m == 12 ? ts_days_from_civil(y + 1, 1, 1) : ts_days_from_civil(y, m + 1, 1);
		}
	}
	for (size_t i = 0; i < n; i++)
		t->buckets[bucket_index(t, days[i])].count++;
}

void timeline_collect(const struct rank_result *r, struct timeline *t)
{
	size_t n = 0, cap = 0;
	int64_t *days = NULL;
	uint64_t undated = 0, sessions = 0, early = 0, late = 0;
	for (size_t i = 0; i < r->nsessions; i++) {
		const struct session *s = r->sessions[i];
		if (!s->kept || !s->nmatches)
			continue;
		sessions++;
		for (size_t k = 0; k < s->nmatches; k++) {
			const struct msg_rec *rec = s->matches[k];
			int64_t day;
			if (!(rec->flags & REC_HAS_TS) || !timeline_local_day(rec->ts, &day)) {
				undated++;
				continue;
			}
			if (day < 0 || day >= ts_days_from_civil(2100, 1, 1)) {
				*(day < 0 ? &early : &late) += 1;
				continue;
			}
			xgrow((void **)&days, &cap, n + 1, sizeof *days);
			days[n++] = day;
		}
	}
	timeline_build(days, n, undated, t);
	t->total += early + late;
	t->early = early;
	t->late = late;
	t->sessions = sessions;
	free(days);
}

void timeline_free(struct timeline *t)
{
	free(t->buckets);
	memset(t, 0, sizeof *t);
}

uint64_t timeline_bar_eighths(uint64_t count, uint64_t max, size_t width)
{
	if (!count || !max)
		return 0;
	uint64_t full = (uint64_t)width * 8;
	if (count >= max)
		return full;
	uint64_t e = (count * full * 2 + max) / (2 * max);
	return e ? e : 1;
}

void timeline_bar(struct sbuf *b, uint64_t eighths)
{
	/* U+2589..U+258F: seven eighths down to one eighth. */
	static const char *const part[8] = {"", "▏", "▎", "▍", "▌", "▋", "▊", "▉"};
	for (uint64_t i = 0; i < eighths / 8; i++)
		sbuf_adds(b, "█");
	sbuf_adds(b, part[eighths % 8]);
}

size_t timeline_columns(int fd)
{
	size_t cols = 0;
	struct winsize ws;
	if (fd >= 0 && isatty(fd) && ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) {
		cols = ws.ws_col;
	} else {
		const char *env = getenv("COLUMNS");
		char *end;
		errno = 0;
		unsigned long v = env && *env >= '0' && *env <= '9' ? strtoul(env, &end, 10) : 0;
		if (v > 0 && errno == 0 && *end == '\0')
			cols = v > MAX_COLUMNS ? MAX_COLUMNS : (size_t)v;
	}
	if (!cols)
		cols = DEFAULT_COLUMNS;
	return cols > MAX_COLUMNS ? MAX_COLUMNS : cols;
}

static void add_date(struct sbuf *b, int64_t day)
{
	int64_t y;
	unsigned m, d;
	timeline_civil_from_days(day, &y, &m, &d);
	sbuf_printf(b, "%04lld-%02u-%02u", (long long)y, m, d);
}

/* A bucket's label: its date; a month's "YYYY-MM". */
static void add_label(struct sbuf *b, enum timeline_unit unit, int64_t start)
{
	if (unit != TIMELINE_MONTH) {
		add_date(b, start);
		return;
	}
	int64_t y;
	unsigned m, d;
	timeline_civil_from_days(start, &y, &m, &d);
	sbuf_printf(b, "%04lld-%02u", (long long)y, m);
}

static size_t digits(uint64_t v)
{
	size_t n = 1;
	while (v >= 10) {
		v /= 10;
		n++;
	}
	return n;
}

static const char *plural(uint64_t n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

void timeline_text(const struct timeline *t, size_t columns, bool color, struct sbuf *b)
{
	if (!t->total)
		return;
	if (color)
		sbuf_adds(b, C_HEAD);
	sbuf_printf(b, "%llu matching %s in %llu %s", (unsigned long long)t->total,
		    plural(t->total, "message", "messages"), (unsigned long long)t->sessions,
		    plural(t->sessions, "session", "sessions"));
	if (t->nbuckets) {
		sbuf_adds(b, ", ");
		add_date(b, t->first);
		sbuf_adds(b, " to ");
		add_date(b, t->last);
		sbuf_printf(b, ", by %s", timeline_unit_name(t->unit));
	}
	if (color)
		sbuf_adds(b, C_RESET);
	sbuf_addc(b, '\n');

	uint64_t max = 0;
	for (size_t i = 0; i < t->nbuckets; i++)
		if (t->buckets[i].count > max)
			max = t->buckets[i].count;
	/* Row: label, 2 spaces, count right-aligned, a space, the bar; the
	 * largest bucket's row fills the terminal. */
	size_t label_w = t->unit == TIMELINE_MONTH ? 7 : 10, count_w = digits(max);
	size_t fixed = label_w + 2 + count_w + 1;
	size_t width = columns > fixed + MIN_BAR ? columns - fixed : MIN_BAR;
	for (size_t i = 0; i < t->nbuckets; i++) {
		const struct timeline_bucket *k = &t->buckets[i];
		add_label(b, t->unit, k->start);
		sbuf_printf(b, "  %*llu", (int)count_w, (unsigned long long)k->count);
		uint64_t e = timeline_bar_eighths(k->count, max, width);
		if (e) {
			sbuf_addc(b, ' ');
			if (color)
				sbuf_adds(b, C_BAR);
			timeline_bar(b, e);
			if (color)
				sbuf_adds(b, C_RESET);
		}
		sbuf_addc(b, '\n');
	}
	if (t->undated)
		sbuf_printf(b, "%llu without a timestamp\n", (unsigned long long)t->undated);
	if (t->early)
		sbuf_printf(b, "%llu dated before 1970\n", (unsigned long long)t->early);
	if (t->late)
		sbuf_printf(b, "%llu dated 2100 or later\n", (unsigned long long)t->late);
}

void timeline_json(const struct timeline *t, const char *query, const struct run_stats *stats, struct sbuf *b)
{
	bool capped = stats && stats->timed_out;
	sbuf_adds(b, "{\"query\":");
	json_write_string(b, query, strlen(query));
	sbuf_adds(b, ",\"unit\":");
	if (t->nbuckets)
		sbuf_printf(b, "\"%s\"", timeline_unit_name(t->unit));
	else
		sbuf_adds(b, "null");
	sbuf_printf(
	    b,
	    ",\"total\":%llu,\"sessions\":%llu,\"undated\":%llu,\"before_1970\":%llu,\"from_2100\":%llu,"
	    "\"capped\":%s,\"buckets\":[",
	    (unsigned long long)t->total, (unsigned long long)t->sessions, (unsigned long long)t->undated,
	    (unsigned long long)t->early, (unsigned long long)t->late, capped ? "true" : "false");
	for (size_t i = 0; i < t->nbuckets; i++) {
		const struct timeline_bucket *k = &t->buckets[i];
		sbuf_adds(b, i ? ",{\"start\":\"" : "{\"start\":\"");
		add_date(b, k->start);
		sbuf_adds(b, "\",\"label\":\"");
		add_label(b, t->unit, k->start);
		sbuf_printf(b, "\",\"count\":%llu}", (unsigned long long)k->count);
	}
	sbuf_addc(b, ']');
	if (stats) {
		sbuf_adds(b, ",\"stats\":");
		stats_json(stats, b);
	}
	sbuf_adds(b, "}\n");
}

int timeline_run(const struct format_ctx *fc, const struct rank_result *r, FILE *out)
{
	const struct config *cfg = fc->cfg;
	struct timeline t;
	timeline_collect(r, &t);
	struct sbuf b = {0};
	if (cfg->format == FMT_JSON)
		timeline_json(&t, cfg->query_text, fc->stats, &b);
	else
		timeline_text(&t, timeline_columns(fileno(out)), cfg->color, &b);
	int rc = emit_write(&b, out, true);
	sbuf_free(&b);
	timeline_free(&t);
	return rc;
}
