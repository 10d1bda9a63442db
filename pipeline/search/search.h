/* search: one whole search, from a parsed config to printed results: the
 * engine (discover, scan on the thread pool), rank and format, with the
 * warnings, the no-result message and --stats. The command line runs one;
 * `memgrep serve` runs one per request, several at once on their own
 * threads (the engine's loop is per search, its thread pool is shared).
 *
 * search_run prints the results to io->out and, unless io->err is NULL or the
 * config is quiet, warnings and --stats to io->err. It returns the exit status
 * of docs/reference.md §5 and fills *res; on MG_ERROR, res->err names the
 * cause. */
#ifndef MEMGREP_SEARCH_H
#define MEMGREP_SEARCH_H

#include <stdbool.h>
#include <stdio.h>

#include "config/config.h"
#include "pipeline/search/found.h"
#include "pipeline/search/result.h"

struct search_io {
	FILE *out;
	FILE *err;	   /* warnings, the no-result message, --stats; or NULL */
	bool json_no_text; /* json without each message's "text" (serve's format=index) */
	/* Or NULL: a flag that another thread may set (ck_pr) to stop the
	 * search, within ENGINE_STOP_POLL_MS (pipeline/search/engine.h) and
	 * a chunk of each file being read (serve: its client has gone). A
	 * search it stops prints nothing and fails with SEARCH_STOPPED. */
	const int *stop;
	/* Or NULL: what a long-lived caller (serve) keeps in memory from one
	 * search to the next, within its budget (base/mem_cache.h): compiled
	 * databases and index entries. It never changes what is found. */
	struct mem_cache *cache;
	/* Or NULL: called on the engine's loop thread, one call at a time,
	 * with each file of the search as it ends and the session it found
	 * there (found.h), before the ranked results (memgrep pick's rows
	 * as they come). The no-result hint's passes do not call it. */
	void (*found)(void *arg, const struct search_found *f);
	void *found_arg;
};

int search_run(const struct config *cfg, const struct search_io *io, struct search_result *res);

/* memgrep merge (docs/reference.md §13): ranks and prints the partials of
 * mi (pipeline/search/merge.h) as search_run would the files they were
 * made of; cfg from merge_config. */
struct merge_in;
int search_merged(const struct config *cfg, const struct search_io *io, struct merge_in *mi,
		  struct search_result *res);

#endif
