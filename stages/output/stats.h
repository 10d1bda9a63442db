/* stats: the --stats funnel and profile (docs/reference.md §6). The search
 * driver counts into one struct run_stats; this module prints it, as a json
 * object (the "stats" member of the json results and of --timeline's json)
 * and as the report on stderr. Neither allocates beyond the caller's buffer
 * nor fails: stats_report leaves write errors on err to its caller. */
#ifndef MEMGREP_STATS_H
#define MEMGREP_STATS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "base/xalloc.h"
#include "sources/source.h"
#include "stages/record.h"
#include "stages/redact.h"

/* Times in nanoseconds; worker step times (sum.ns_read ... ns_match) are
 * summed over the pool's threads. */
struct run_stats {
	/* Every file's counts summed (file_stats_add; its df unused), and
	 * the drops rank makes (recall forks, sessions, duplicates). */
	struct file_stats sum;
	uint64_t files, unreadable, matches, sessions;
	uint64_t discover_wall, discover_cpu, scan_wall;
	uint64_t rank_wall, rank_cpu, format_wall, format_cpu, total_wall, total_cpu;
	unsigned threads;
	bool timed_out;
	bool indexed; /* searches use the index (docs/reference.md §12) */
	/* The no-result hint's funnel (docs/reference.md §4.5), not printed
	 * (sum.cand_drops and sum.cand_types have the message filters'):
	 * the matching messages of sessions left out, per enum session_drop
	 * (stages/drop.h), [SESSION_KEPT] holding --file's; whether --scope
	 * session finds a session (-1: not asked). */
	uint64_t cand_sessions[SESSION_DROP_COUNT];
	int scope_session;
	/* Also the no-result message's: the sessions read (rank's, not known
	 * with --stream: 0); whether some positive group hit a message, or
	 * the raw lines, of a session the filters keep (fewer groups may find
	 * something); whether the sources --source left out find something
	 * (-1: not asked). */
	uint64_t sessions_read;
	bool groups_seen;
	int left_out_finds;
	/* The session filters among those of sum.cand_multi's matches, which
	 * two filters or more dropped (1 << enum session_drop). */
	unsigned multi_sessions;
	/* One row per source, in the registry's order (sources/source.h);
	 * `sources` says which were searched. */
	unsigned sources;
	struct source_stats {
		uint64_t files, bytes, lines, messages, matches;
	} by_source[SOURCE_COUNT];
	/* The recall events of the files read (docs/reference.md §4.3), each
	 * with its file's path (stats_add_events), and the --recall-cutoff
	 * mode of the search (enum recall_mode). */
	struct stats_event {
		char *path; /* xmalloc'd by the file's first event, shared by its others */
		char *tool; /* xmalloc'd, or NULL */
		struct recall_event ev;
	} * events;
	size_t nevents, capevents;
	unsigned recall;
	/* The live sessions the search left out (docs/reference.md §4.1),
	 * borrowed from its request. */
	char *const *live;
	size_t nlive;
	/* The run's redactor, whose counts are the secrets printed
	 * redacted so far (docs/reference.md §4.6), or NULL: --no-redact.
	 * Owned: stats_free frees it. */
	struct redact *redact;
};

/* Adds the n recall events of the file at path to st (copied); frees
 * what they hold. */
void stats_add_events(struct run_stats *st, const char *path, const struct recall_event *ev, size_t n);
void stats_free(struct run_stats *st);

/* The stats as a json object, appended to b. */
void stats_json(const struct run_stats *st, struct sbuf *b);

/* The --stats report, printed to err (after the results); scope, when
 * not NULL, is where the search looked (its line `searched`: the PATHs,
 * or the sources and their roots, pipeline/search/scope.h). Its recall
 * lines list at most STATS_EVENTS events, by path and line. */
enum { STATS_EVENTS = 50 };
void stats_report(const struct run_stats *st, const char *scope, FILE *err);

#endif
