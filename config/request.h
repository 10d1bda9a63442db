/* request: what one search is asked to do, apart from the options. struct
 * config holds the options, parsed once and read-only from then on; a
 * search_req says where a search looks and in which mode it runs. The
 * command line's search is search_req_of(cfg); the search driver makes
 * the others it runs itself (show's look for one session, the no-result
 * hint's passes) as requests, at their call sites
 * (pipeline/search/search.c, commands.c), never by editing a copy of the
 * config. A request borrows every string it points to; it owns nothing. */
#ifndef MEMGREP_SEARCH_REQ_H
#define MEMGREP_SEARCH_REQ_H

#include <stdbool.h>
#include <stddef.h>

#include "config/config.h"

struct search_req {
	/* Where it looks: the PATHs (files, or folders to walk), else (none,
	 * and no --files-from) the default roots of the sources. */
	char *const *paths;
	size_t npaths;
	bool files_from;
	unsigned sources; /* enum source_bit set */
	/* show: the session asked for (an id, a prefix of one, or a file),
	 * or NULL; and the id whose files alone are read to their end (every
	 * other session's file is read up to its first line that names its
	 * session), or NULL. */
	const char *target, *id_prefix;
	/* show, sessions, projects: no query; every message that passes the
	 * filters is a match, so every line that may hold one is decoded. */
	bool browse;
	/* The no-result hint's pass: the same search counting the matches
	 * each filter dropped (docs/reference.md §4.5); it prints only the
	 * no-result message. */
	bool count_dropped;
	/* --scope, or the hint's pass that asks whether --scope session
	 * finds something. */
	enum scope scope;
	/* A pass of the driver's own: no warnings, no progress line. */
	bool quiet;
	/* --exclude-session's ids: as given (prefixes), or once every
	 * session is known each made the one whole id it starts (exact;
	 * pipeline/search/commands.h). */
	char *const *excludes;
	size_t nexcludes;
	bool exclude_exact;
	/* The live sessions it leaves out, whole ids (docs/reference.md
	 * §4.1; pipeline/search/live.h finds them), or none. */
	char *const *live;
	size_t nlive;
};

/* The search cfg's command line asks for. Cannot fail. */
void search_req_of(const struct config *cfg, struct search_req *req);

#endif
