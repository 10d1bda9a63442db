/* scope: what a search names as the place it searched (docs/reference.md
 * §4.5: the no-result message and its hint; §6: --stats). A config and a
 * request come in; out go the PATHs, or each source searched in its
 * default place with its root (`Claude Code transcripts (ROOT) and Codex
 * CLI rollouts (ROOT)`), the roots alone, the default roots that do not
 * exist, and the sources that --source or MEMGREP_SOURCES left out though
 * their root exists.
 *
 * A search_scope owns its strings; scope_free frees them. Nothing fails. */
#ifndef MEMGREP_SCOPE_H
#define MEMGREP_SCOPE_H

#include <stdbool.h>

#include "base/xalloc.h"
#include "config/config.h"
#include "config/request.h"

struct search_scope {
	struct sbuf named; /* the PATHs joined by ", ", or the sources searched and their roots */
	struct sbuf roots; /* the PATHs, or the default roots, joined by ", " */
	/* The sources left out by --source or MEMGREP_SOURCES whose default
	 * root exists (`Gemini CLI sessions (ROOT)`), empty when none; and the
	 * --source that would add them to those searched. */
	struct sbuf left_out, widen;
	unsigned widen_bits; /* the sources of widen (enum source_bit set), 0: none */
	/* The default roots of req's sources that do not exist, in the
	 * registry's order (pointers into cfg->roots), and how many. */
	const char *gone[SOURCE_COUNT];
	size_t ngone;
	/* No source has anything to read: every default root is missing and
	 * no text source is on (docs/reference.md §1: exit 1). */
	bool missing_root;
};

/* Fills sc for req's search. */
void scope_of(const struct config *cfg, const struct search_req *req, struct search_scope *sc);

void scope_free(struct search_scope *sc);

/* Gives warn each warning sc calls for, as its text: a default root that
 * does not exist (show: only when every one is missing, docs/reference.md
 * §1); with no history at all, a query that names a file or folder (the
 * first argument is always the query, §3). */
void scope_warnings(const struct config *cfg, const struct search_req *req, const struct search_scope *sc,
		    void (*warn)(void *arg, const char *msg), void *arg);

#endif
