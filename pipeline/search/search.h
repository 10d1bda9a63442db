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

struct search_io {
	FILE *out;
	FILE *err;	   /* warnings, the no-result message, --stats; or NULL */
	bool json_no_text; /* json without each message's "text" (serve's format=index) */
};

enum search_failure {
	SEARCH_OK,
	SEARCH_BAD_QUERY, /* the patterns do not compile */
	SEARCH_BAD_PATH,  /* an explicit PATH cannot be read */
	SEARCH_WRITE,	  /* writing the results failed */
	SEARCH_STRICT,	  /* --strict and warnings */
	SEARCH_SCAN,	  /* a Hyperscan scan of a file failed */
	SEARCH_AMBIGUOUS, /* a session id prefix starts several ids (detail lists them) */
	SEARCH_UNKNOWN,	  /* show: no session has the id (exit status 1; err says so) */
	SEARCH_BAD_ARG,	  /* show: --around names no message of the session */
};

struct search_result {
	enum search_failure failure;
	struct mg_error err;
	/* SEARCH_AMBIGUOUS: a line per candidate ("  ID  SOURCE  TIME
	 * PROJECT  TITLE"), and their ids, comma-separated. */
	char detail[2048];
	char ids[1024];
	bool timed_out; /* --timeout cut the search short */
};

int search_run(const struct config *cfg, const struct search_io *io, struct search_result *res);

#endif
