/* found: what a search has found so far, told to a caller that shows it
 * while the search runs (memgrep pick, docs/reference.md §15). The engine
 * hands each file to found.c as it ends (engine_collect.ended, on its
 * loop thread); found_ended tells the caller's callback of the session the
 * file belongs to, with what the file alone says of it: its matching
 * messages, the time of the latest, its title and project. These are
 * provisional: the ranked list at the end (rank.h: sessions made of all
 * their files, deduplicated, the summaries placed) replaces them.
 *
 * A search without the callback never calls it (the engine's
 * hook is left NULL): the command line pays nothing. Nothing here fails
 * or allocates what outlives the call: a search_found borrows from the
 * file, for the callback's time. */
#ifndef MEMGREP_FOUND_H
#define MEMGREP_FOUND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/timestamp.h"
#include "config/config.h"
#include "config/request.h"
#include "pipeline/search/engine.h"
#include "stages/match.h"
#include "stages/record.h"

struct search_found {
	uint64_t files; /* the files ended so far, this one included */
	/* The file's session, or NULL when the file has no matching message
	 * (then only files counts). */
	const char *session_id;
	const char *source;  /* its source's name */
	const char *project; /* its folder (the file's cwd, or its source's) */
	const char *title;   /* the file's title line's, or NULL */
	const char *path;    /* the file, under the path it has so far */
	size_t matches;	     /* its matching messages in this file */
	bool has_latest;     /* the times of the earliest and latest of them */
	struct instant earliest, latest;
};

struct found_ctx {
	const struct config *cfg;
	const struct search_req *req;
	const struct matcher *m;
	void (*cb)(void *arg, const struct search_found *f);
	void *arg;
	uint64_t files;
};

/* Sets ec's ended hook to tell cb (with arg) of each file, through c
 * (which must outlive the run); with cb NULL, leaves it NULL. */
void found_attach(struct found_ctx *c, struct engine_collect *ec, const struct config *cfg,
		  const struct search_req *req, const struct matcher *m,
		  void (*cb)(void *arg, const struct search_found *f), void *arg);

#endif
