/* slim: what a search keeps of the files that have no result (issue 32).
 * A file with no record, no recall event and nothing the no-result hint
 * counts is kept from its end to rank as a stub (stages/record.h: its
 * counts go into the run's at once), not as a file_res. Before rank, the
 * stubs that may matter come back as file results: those in the folders
 * of summaries that look for their leaf (pipeline/search/summaries.h),
 * then those of the sessions the other files hold. The others' sessions
 * hold no file with a result: rank is told only their session ids (the
 * short ids), their BM25 counts and how many sessions they are.
 *
 * Memory: about 300 bytes and the file's uuid values per file with no
 * result, where a file_res took 2 KB and more. */
#ifndef MEMGREP_SLIM_H
#define MEMGREP_SLIM_H

#include <stdbool.h>
#include <stddef.h>

#include "config/config.h"
#include "config/request.h"
#include "stages/match.h"
#include "stages/rank.h"
#include "stages/record.h"

struct slim {
	struct file_stub **v; /* owned; NULL once opened */
	size_t n, cap;
	/* After slim_rank: what rank is told of those left (ids: their
	 * session ids; df: their BM25 document counts). */
	char **ids; /* owned, one per stub left, sorted */
	size_t nids;
	uint64_t *df;
	struct rank_others others;
};

/* Whether a search as cfg and req ask may keep files with no result as
 * stubs: a search (not show, sessions, projects, --stream or the map
 * step), without --exclude-session (its prefixes are checked against every
 * file's session), and with BM25 only when no session filter reads a
 * session's project or its files (--project, --here, --file). */
bool slim_allowed(const struct config *cfg, const struct search_req *req);

/* Whether f has no result: nothing rank, the no-result hint, --stats
 * or a warning read of it but what a stub keeps. */
bool slim_fits(const struct config *cfg, const struct file_res *f);

/* Keeps a stub of f (which fits: slim_fits) in s, and frees f; returns
 * the stub (s owns it; its path is set later, engine.h). */
struct file_stub *slim_take(struct slim *s, const struct config *cfg, struct file_res *f);

/* Places the summaries (summaries.h) and ranks (rank.h) the files of
 * *files[0..*n) (xgrow'd, capacity *cap: ownership passes to rr) and the
 * stubs of s: those in the folders of files that have a summary with a
 * leaf come back as files before the summaries are placed, those of the
 * sessions the files then hold after; rank is told of the others
 * (s->others), and *sessions is how many sessions they are. */
void slim_rank(struct slim *s, const struct config *cfg, const struct search_req *req,
	       const struct matcher *m, struct file_res ***files, size_t *n, size_t *cap,
	       struct rank_result *rr, uint64_t *sessions);

void slim_free(struct slim *s);

#endif
