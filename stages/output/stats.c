/* stats: the json object and the stderr report of --stats (see stats.h).
 * Both walk one table of stages, so the two always name the same rows; the
 * json's file counts are made from stages/record.h's list of them. */
#include "stages/output/stats.h"

#include <stddef.h>

#include "stages/filter.h"

static double ms(uint64_t ns)
{
	return (double)ns / 1e6;
}

static double mbps(uint64_t bytes, uint64_t ns)
{
	return ns ? (double)bytes / 1e6 / ((double)ns / 1e9) : 0.0;
}

static const struct {
	const char *name;
	size_t wall, cpu; /* offsets in run_stats; cpu == wall when one thread */
} stage_rows[] = {
#define ROW(n, w, c)                                                                                         \
	{                                                                                                    \
		n, offsetof(struct run_stats, w), offsetof(struct run_stats, c)                              \
	}
    ROW("discover", discover_wall, discover_cpu),
    ROW("read", sum.ns_read, sum.ns_read),
    ROW("prefilter", sum.ns_prefilter, sum.ns_prefilter),
    ROW("decode", sum.ns_decode, sum.ns_decode),
    ROW("match", sum.ns_match, sum.ns_match),
    ROW("scan", scan_wall, sum.ns_cpu),
    ROW("rank", rank_wall, rank_cpu),
    ROW("format", format_wall, format_cpu),
    ROW("total", total_wall, total_cpu),
#undef ROW
};

#define STAT(st, off) (*(const uint64_t *)((const char *)(st) + (off)))

/* The file counts --stats' json prints by name (stages/record.h's list),
 * in its order: those of the run's, then those of "index". */
enum stats_group { RUN, INDEX, NONE };
static const struct {
	const char *key;
	enum stats_group group;
	size_t off; /* in run_stats */
} count_rows[] = {
#define ROW(name, how, g, k) {k, g, offsetof(struct run_stats, sum.name)},
    FILE_COUNTS(ROW)
#undef ROW
};

static void counts_json(const struct run_stats *st, enum stats_group g, struct sbuf *b)
{
	const char *sep = "";
	for (size_t i = 0; i < sizeof count_rows / sizeof count_rows[0]; i++)
		if (count_rows[i].group == g) {
			sbuf_printf(b, "%s\"%s\":%llu", sep, count_rows[i].key,
				    (unsigned long long)STAT(st, count_rows[i].off));
			sep = ",";
		}
}

void stats_json(const struct run_stats *st, struct sbuf *b)
{
	sbuf_printf(b, "{\"files\":%llu,\"unreadable\":%llu,", (unsigned long long)st->files,
		    (unsigned long long)st->unreadable);
	counts_json(st, RUN, b);
	sbuf_adds(b, ",\"drops\":{");
	for (int r = DROP_NOISE; r < DROP_COUNT; r++)
		sbuf_printf(b, "%s\"%s\":%llu", r == DROP_NOISE ? "" : ",",
			    drop_reason_name((enum drop_reason)r), (unsigned long long)st->sum.drops[r]);
	sbuf_printf(b, "},\"matches\":%llu,\"sessions\":%llu,\"threads\":%u,\"timed_out\":%s,\"stages\":{",
		    (unsigned long long)st->matches, (unsigned long long)st->sessions, st->threads,
		    st->timed_out ? "true" : "false");
	for (size_t i = 0; i < sizeof stage_rows / sizeof stage_rows[0]; i++)
		sbuf_printf(b, "%s\"%s\":{\"wall_ms\":%.3f,\"cpu_ms\":%.3f}", i ? "," : "",
			    stage_rows[i].name, ms(STAT(st, stage_rows[i].wall)),
			    ms(STAT(st, stage_rows[i].cpu)));
	sbuf_printf(b, "},\"mb_per_s\":%.1f,", mbps(st->sum.bytes, st->scan_wall));
	if (st->indexed) {
		sbuf_adds(b, "\"index\":{");
		counts_json(st, INDEX, b);
		/* Only when the run read some (docs/reference.md §12, keeping). */
		if (st->sum.ix_archived)
			sbuf_printf(b, ",\"archived\":%llu", (unsigned long long)st->sum.ix_archived);
		sbuf_adds(b, "},");
	}
	sbuf_adds(b, "\"sources\":{");
	bool first = true;
	for (int i = 0; i < SOURCE_COUNT; i++) {
		if (!(st->sources & (1u << i)))
			continue;
		const struct source_stats *ss = &st->by_source[i];
		sbuf_printf(b,
			    "%s\"%s\":{\"files\":%llu,\"bytes\":%llu,\"lines\":%llu,\"messages\":%llu,"
			    "\"matches\":%llu}",
			    first ? "" : ",", source_table[i].name, (unsigned long long)ss->files,
			    (unsigned long long)ss->bytes, (unsigned long long)ss->lines,
			    (unsigned long long)ss->messages, (unsigned long long)ss->matches);
		first = false;
	}
	sbuf_adds(b, "}}");
}

void stats_report(const struct run_stats *st, const char *scope, FILE *err)
{
	fprintf(err, "memgrep --stats%s\n", st->timed_out ? " (cut short by --timeout)" : "");
	if (scope)
		fprintf(err, "  searched    %s\n", scope);
	fprintf(err, "  files       %llu (%llu unreadable)\n", (unsigned long long)st->files,
		(unsigned long long)st->unreadable);
	fprintf(err, "  bytes       %llu (%.1f MB)\n", (unsigned long long)st->sum.bytes,
		(double)st->sum.bytes / 1e6);
	if (st->indexed)
		fprintf(err,
			"  index       %llu bytes read from it (%.1f MB); files: %llu fresh, %llu grown, "
			"%llu made, %llu read directly (over %d MiB)\n",
			(unsigned long long)st->sum.ix_bytes, (double)st->sum.ix_bytes / 1e6,
			(unsigned long long)st->sum.ix_fresh, (unsigned long long)st->sum.ix_grown,
			(unsigned long long)st->sum.ix_built, (unsigned long long)st->sum.ix_large,
			IX_MAX_SOURCE >> 20);
	if (st->sum.ix_archived)
		fprintf(err,
			"  archived    %llu deleted session files, read from what the index kept of them\n",
			(unsigned long long)st->sum.ix_archived);
	fprintf(err, "  lines       %llu, decoded %llu, malformed %llu\n", (unsigned long long)st->sum.lines,
		(unsigned long long)st->sum.decoded, (unsigned long long)st->sum.malformed);
	fprintf(err, "  messages    %llu (in decoded lines)\n", (unsigned long long)st->sum.messages);
	fprintf(err, "  dropped    ");
	for (int r = DROP_NOISE; r < DROP_COUNT; r++)
		fprintf(err, " %s %llu%s", drop_reason_name((enum drop_reason)r),
			(unsigned long long)st->sum.drops[r], r + 1 < DROP_COUNT ? "," : "\n");
	fprintf(err, "  matches     %llu messages in %llu sessions\n", (unsigned long long)st->matches,
		(unsigned long long)st->sessions);
	for (int i = 0; i < SOURCE_COUNT; i++) {
		if (!(st->sources & (1u << i)))
			continue;
		const struct source_stats *ss = &st->by_source[i];
		fprintf(err, "  source %s %llu files, %llu bytes, %llu lines, %llu messages, %llu matches\n",
			source_table[i].name, (unsigned long long)ss->files, (unsigned long long)ss->bytes,
			(unsigned long long)ss->lines, (unsigned long long)ss->messages,
			(unsigned long long)ss->matches);
	}
	fprintf(err, "  %-10s %10s %10s %10s\n", "stage", "wall ms", "cpu ms", "MB/s");
	for (size_t i = 0; i < sizeof stage_rows / sizeof stage_rows[0]; i++) {
		uint64_t w = STAT(st, stage_rows[i].wall), c = STAT(st, stage_rows[i].cpu);
		bool worker = stage_rows[i].wall == stage_rows[i].cpu;
		if (worker)
			fprintf(err, "  %-10s %10s %10.1f %10.0f\n", stage_rows[i].name, "-", ms(c),
				mbps(st->sum.bytes, c));
		else
			fprintf(err, "  %-10s %10.1f %10.1f %10.0f\n", stage_rows[i].name, ms(w), ms(c),
				mbps(st->sum.bytes, w));
	}
	fprintf(err, "  (%u threads; read, prefilter, decode and match are summed over them)\n", st->threads);
}
