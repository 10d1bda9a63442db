/* dropped: the no-result hint's counts (docs/reference.md §4.5), made on
 * the hint's pass from the sessions rank put together. The workers count
 * each file's dropped matches before its session is known; here the
 * matches of a session that a session filter leaves out move from the
 * message filters' counts to that filter's, or, when two filters or more
 * drop a match, to the count of those no one change would find. In: a
 * rank result and the request that made it; out: the run_stats' funnel
 * (sum.cand_drops, sum.cand_types, cand_sessions, the cand_multi counts,
 * groups_seen). Nothing allocated survives the call; nothing fails. */
#ifndef MEMGREP_DROPPED_H
#define MEMGREP_DROPPED_H

#include "config/config.h"
#include "config/request.h"
#include "stages/match.h"
#include "stages/output/stats.h"
#include "stages/rank.h"

/* Counts, into st, what the filters of req's search dropped of rr's
 * matches; nothing unless req is the hint's pass (count_dropped). */
void dropped_count(const struct config *cfg, const struct search_req *req, const struct matcher *m,
		   const struct rank_result *rr, struct run_stats *st);

/* Counts, into st, what rank kept of rr (sessions, matches, by source;
 * sessions_read adds rr's to the stubs' already there) and what it and
 * the summaries' placing dropped; then dropped_count. */
void dropped_tally(const struct config *cfg, const struct search_req *req, const struct matcher *m,
		   const struct rank_result *rr, struct run_stats *st);

#endif
