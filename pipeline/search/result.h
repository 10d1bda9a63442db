/* result: how a search run ended (pipeline/search/search.h), apart from
 * its exit status: what failed and why, for the command line and serve. */
#ifndef MEMGREP_RESULT_H
#define MEMGREP_RESULT_H

#include <stdbool.h>

#include "base/error.h"

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
	SEARCH_STOPPED,	  /* the caller's stop flag (search_io.stop) ended it: nothing printed */
};

struct search_result {
	enum search_failure failure;
	struct mg_error err;
	/* SEARCH_AMBIGUOUS: a line per candidate ("  ID  SOURCE  TIME
	 * PROJECT  TITLE"), and their ids, comma-separated. */
	char detail[2048];
	char ids[1024];
	bool timed_out; /* --timeout cut the search short */
	/* show --query's text: the line (1-based) of the output that holds
	 * the query's first hit, set as the text is printed (the pager reads
	 * it while it is written); 0: none. */
	size_t first_hit;
};

#endif
