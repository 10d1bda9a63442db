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

/* Times in nanoseconds; worker step times (read ... match) are summed over
 * the pool's threads. */
struct run_stats {
	uint64_t files, unreadable, bytes, lines, decoded, malformed, messages;
	uint64_t drops[16]; /* enum drop_reason */
	uint64_t matches, sessions;
	uint64_t discover_wall, discover_cpu, read, prefilter, decode, match, scan_wall, scan_cpu;
	uint64_t rank_wall, rank_cpu, format_wall, format_cpu, total_wall, total_cpu;
	unsigned threads;
	bool timed_out;
	/* The index (docs/reference.md §12), when searches use one: bytes
	 * read from its entries, and files read through a fresh entry, one
	 * that grew, or one made anew. */
	bool indexed;
	uint64_t ix_bytes, ix_fresh, ix_grown, ix_built, ix_large;
	/* The no-result hint's funnel (docs/reference.md §4.5), not printed: per
	 * enum drop_reason, the dropped messages that the query matched;
	 * those of sessions left out, per enum session_drop
	 * (stages/filter.h), [SESSION_KEPT] holding --file's; the
	 * message types (enum msg_type bits) --type left matches out for;
	 * whether --scope session finds a session (-1: not asked). */
	uint64_t cand_drops[16];
	uint64_t cand_sessions[8];
	unsigned cand_types;
	int scope_session;
	/* One row per source, in the registry's order (sources/source.h);
	 * `sources` says which were searched. */
	unsigned sources;
	struct source_stats {
		uint64_t files, bytes, lines, messages, matches;
	} by_source[SOURCE_COUNT];
};

/* The stats as a json object, appended to b. */
void stats_json(const struct run_stats *st, struct sbuf *b);

/* The --stats report, printed to err (after the results). */
void stats_report(const struct run_stats *st, FILE *err);

#endif
