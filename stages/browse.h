/* browse: what `memgrep show`, `memgrep sessions` and `memgrep projects`
 * make of rank's sessions (docs/reference.md §11). They run the pipeline
 * without a query (config's browse: every message that passes the index
 * filter is a match), so a session's matches are its messages, its
 * latest match its last activity. `sessions` prints rank's page as it is;
 * show picks one session by its id or a prefix of it and lays out its
 * messages; projects groups sessions by project. Pure functions over a
 * rank_result, which must outlive what they return. */
#ifndef MEMGREP_BROWSE_H
#define MEMGREP_BROWSE_H

#include <stdbool.h>
#include <stddef.h>

#include "config/config.h"
#include "stages/rank.h"

/* show: the sessions of r whose id is target or starts with it, by id;
 * when one id is target itself, that one alone (git's rule: a whole id
 * is never ambiguous). Returns their count; *out is xmalloc'd. */
size_t browse_find(const struct rank_result *r, const char *target, struct session ***out);

/* show: fills *e with s and its messages, oldest first (rank's
 * chronological order), or with --around only the message it names and
 * cfg->before / cfg->after messages either side; that message is marked
 * (*focus: its index in e->msgs). --around takes a uuid, a LINE of the
 * session's file, or FILE:LINE (FILE: one of the session's files, by path
 * or by name). Returns false with err set when it names no message of
 * s. e->msgs is xmalloc'd. */
bool browse_view(const struct config *cfg, struct session *s, struct out_entry *e, size_t *focus,
		 struct mg_error *err);

/* projects: a project and what its sessions add up to. */
struct project_row {
	const char *project;
	size_t sessions, messages;
	bool has_latest;
	struct instant latest;
	const char *last_raw; /* the raw time of its latest message, or NULL */
};

/* projects: the kept sessions of r that have messages, grouped by
 * project, latest activity first (then project); -n and --offset page
 * them. Returns the page's length; *total the projects before paging;
 * *out is xmalloc'd. */
size_t browse_projects(const struct config *cfg, const struct rank_result *r, struct project_row **out,
		       size_t *total);

#endif
