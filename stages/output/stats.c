/* stats: the json object and the stderr report of --stats (see stats.h).
 * Both walk one table of stages, so the two always name the same rows; the
 * json's file counts are made from stages/record.h's list of them. */
#include "stages/output/stats.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "base/visible.h"
#include "config/config_types.h"
#include "stages/filter.h"
#include "stages/recall_cutoff.h"

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
 * in its order: those of the run's, then those of "recall" and "index". */
enum stats_group { RUN, INDEX, RECALL, NONE };
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

/* "redacted": null with --no-redact, else {"secrets":N,"kinds":{KIND:n,…}}
 * (the kinds with a count). */
static void redacted_json(const struct redact *r, struct sbuf *b)
{
	if (!r) {
		sbuf_adds(b, "null");
		return;
	}
	sbuf_printf(b, "{\"secrets\":%llu,\"kinds\":{", (unsigned long long)redact_total(r));
	const char *sep = "";
	for (int k = 0; k < REDACT_KIND_COUNT; k++) {
		if (redact_counts(r)[k]) {
			sbuf_printf(b, "%s\"%s\":%llu", sep, redact_kind_name((enum redact_kind)k),
				    (unsigned long long)redact_counts(r)[k]);
			sep = ",";
		}
	}
	sbuf_adds(b, "}}");
}

/* The line "  redacted    N secrets (KIND n, …)", or "off (--no-redact)". */
static void redacted_report(const struct redact *r, FILE *err)
{
	if (!r) {
		fprintf(err, "  redacted    off (--no-redact)\n");
		return;
	}
	uint64_t n = redact_total(r);
	fprintf(err, "  redacted    %llu secret%s", (unsigned long long)n, n == 1 ? "" : "s");
	const char *sep = " (";
	for (int k = 0; k < REDACT_KIND_COUNT; k++) {
		if (redact_counts(r)[k]) {
			fprintf(err, "%s%s %llu", sep, redact_kind_name((enum redact_kind)k),
				(unsigned long long)redact_counts(r)[k]);
			sep = ", ";
		}
	}
	const char *why;
	/* Texts printed as [redacted] whole (docs/reference.md §4.6). */
	if (redact_failed(r, &why))
		fprintf(err, "%s; texts withheld: %s", n ? ")" : "", why);
	fprintf(err, "%s\n", n && !redact_failed(r, NULL) ? ")" : "");
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
	sbuf_adds(b, "},\"recall\":{");
	counts_json(st, RECALL, b);
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
	if (st->nlive) {
		sbuf_adds(b, "\"live\":[");
		for (size_t i = 0; i < st->nlive; i++) {
			sbuf_adds(b, i ? "," : "");
			json_write_string(b, st->live[i], strlen(st->live[i]));
		}
		sbuf_adds(b, "],");
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
	sbuf_adds(b, "},\"redacted\":");
	redacted_json(st->redact, b);
	sbuf_addc(b, '}');
}

void stats_add_events(struct run_stats *st, const char *path, const struct recall_event *ev, size_t n)
{
	char *p = n ? xstrdup(path) : NULL;
	for (size_t i = 0; i < n; i++) {
		xgrow((void **)&st->events, &st->capevents, st->nevents + 1, sizeof *st->events);
		st->events[st->nevents++] =
		    (struct stats_event){i == 0 ? p : NULL, ev[i].tool ? xstrdup(ev[i].tool) : NULL, ev[i]};
		if (i > 0)
			st->events[st->nevents - 1].path = p;
	}
}

void stats_free(struct run_stats *st)
{
	redact_free(st->redact);
	st->redact = NULL;
	for (size_t i = 0; i < st->nevents; i++) {
		if (i == 0 || st->events[i].path != st->events[i - 1].path)
			free(st->events[i].path);
		free(st->events[i].tool);
	}
	free(st->events);
	st->events = NULL;
	st->nevents = st->capevents = 0;
}

static int cmp_event(const void *a, const void *b)
{
	const struct stats_event *x = *(const struct stats_event *const *)a,
				 *y = *(const struct stats_event *const *)b;
	int c = strcmp(x->path, y->path);
	return c ? c : x->ev.line < y->ev.line ? -1 : x->ev.line > y->ev.line;
}

/* What an event's turn lost, in words. */
static void event_cut(const struct recall_event *e, unsigned mode, FILE *err)
{
	bool hits = e->why == RV_PHRASE || e->result == RV_RESULT;
	if (e->cut_from && e->cut_to)
		fprintf(err, "cut lines %u-%u", e->cut_from, e->cut_to);
	else if (e->cut_from)
		fprintf(err, "cut from line %u to the end of the file", e->cut_from);
	else if (hits && mode == RECALL_BEFORE)
		fputs("cuts its session up to its time", err);
	else if (hits && mode == RECALL_OFF)
		fputs("not cut (--recall-cutoff off)", err);
	else if (hits)
		fputs("in a turn cut already", err);
	else
		fputs("nothing cut", err);
}

/* The recall lines of the report: the rule, the counts, and each event
 * (docs/reference.md §4.3), sorted by path and line. */
static void recall_report(const struct run_stats *st, FILE *err)
{
	static const char *const rules[] = {
	    [RECALL_TURN] =
		"turn: tool calls that run a memory search cut their turn from a result with results on",
	    [RECALL_BEFORE] =
		"before: tool calls that run a memory search cut their session up to a result with results",
	    [RECALL_OFF] = "off: tool calls that run a memory search cut nothing",
	    [RECALL_PHRASES] = "phrases: lines with a recall phrase cut their turn"};
	fprintf(err, "  recall      %s\n", rules[st->recall <= RECALL_PHRASES ? st->recall : RECALL_TURN]);
	fprintf(err, "  recall      %llu event%s", (unsigned long long)st->sum.recall_events,
		st->sum.recall_events == 1 ? "" : "s");
	if (st->recall != RECALL_PHRASES)
		fprintf(err, ", %llu found nothing (kept)", (unsigned long long)st->sum.recall_kept);
	fputc('\n', err);
	const struct stats_event **v = xcalloc(st->nevents + 1, sizeof *v);
	for (size_t i = 0; i < st->nevents; i++)
		v[i] = &st->events[i];
	qsort(v, st->nevents, sizeof *v, cmp_event);
	/* A path and a tool's name are names of a transcript's world: shown
	 * on one line, their control characters written \uXXXX. */
	struct sbuf name = {0};
	for (size_t i = 0; i < st->nevents && i < STATS_EVENTS; i++) {
		const struct recall_event *e = &v[i]->ev;
		sbuf_reset(&name);
		visible_add_name(&name, v[i]->path, strlen(v[i]->path));
		sbuf_printf(&name, ":%u ", e->line);
		if (e->why != RV_PHRASE && v[i]->tool) {
			visible_add_name(&name, v[i]->tool, strlen(v[i]->tool));
			sbuf_addc(&name, ' ');
		} else if (e->why != RV_PHRASE) {
			sbuf_adds(&name, "(a tool without a name) ");
		}
		fprintf(err, "  event       %s", name.data);
		fprintf(err, "%s; ", recall_verdict_why(e->why));
		if (e->why != RV_PHRASE && e->result_line)
			fprintf(err, "%s (line %u); ", recall_verdict_why(e->result), e->result_line);
		else if (e->why != RV_PHRASE)
			fputs("no result read; ", err);
		event_cut(e, st->recall, err);
		fputc('\n', err);
	}
	if (st->nevents > STATS_EVENTS)
		fprintf(err, "  event       and %zu more\n", st->nevents - STATS_EVENTS);
	sbuf_free(&name);
	free(v);
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
	if (st->indexed) {
		fprintf(err,
			"  index       %llu bytes read from it (%.1f MB); files: %llu fresh, %llu grown, "
			"%llu made, %llu read directly (over %d MiB)",
			(unsigned long long)st->sum.ix_bytes, (double)st->sum.ix_bytes / 1e6,
			(unsigned long long)st->sum.ix_fresh, (unsigned long long)st->sum.ix_grown,
			(unsigned long long)st->sum.ix_built, (unsigned long long)st->sum.ix_large,
			IX_MAX_SOURCE >> 20);
		/* Files over the search's budget for making entries
		 * (docs/reference.md §12, State). */
		if (st->sum.ix_deferred)
			fprintf(err, ", %llu left for later (read without an entry)",
				(unsigned long long)st->sum.ix_deferred);
		fprintf(err, "; blocks: %llu of %llu skipped by their filters",
			(unsigned long long)st->sum.ix_blocks_skipped, (unsigned long long)st->sum.ix_blocks);
		/* Fresh files whose entries were not even opened (the filter
		 * file, docs/reference.md §12). */
		fprintf(err, "; %llu fresh files left unopened by the filter file\n",
			(unsigned long long)st->sum.ix_unopened);
	}
	if (st->sum.ix_archived)
		fprintf(err,
			"  archived    %llu deleted session files, read from what the index kept of them\n",
			(unsigned long long)st->sum.ix_archived);
	fprintf(err, "  lines       %llu, decoded %llu, malformed %llu", (unsigned long long)st->sum.lines,
		(unsigned long long)st->sum.decoded, (unsigned long long)st->sum.malformed);
	if (st->sum.unfinished)
		fprintf(err, ", %llu still being written", (unsigned long long)st->sum.unfinished);
	fputc('\n', err);
	fprintf(err, "  messages    %llu (in decoded lines)\n", (unsigned long long)st->sum.messages);
	fprintf(err, "  dropped    ");
	for (int r = DROP_NOISE; r < DROP_COUNT; r++)
		fprintf(err, " %s %llu%s", drop_reason_name((enum drop_reason)r),
			(unsigned long long)st->sum.drops[r], r + 1 < DROP_COUNT ? "," : "\n");
	recall_report(st, err);
	for (size_t i = 0; i < st->nlive; i++) {
		struct sbuf id = {0};
		visible_add_name(&id, st->live[i], strlen(st->live[i]));
		fprintf(err,
			"  live        %s left out: the session this search runs from (--include-live)\n",
			id.data);
		sbuf_free(&id);
	}
	fprintf(err, "  matches     %llu messages in %llu sessions\n", (unsigned long long)st->matches,
		(unsigned long long)st->sessions);
	redacted_report(st->redact, err);
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
