/* corpus: a temporary projects folder for the unit tests that run the
 * file stages and rank over real files (test_rank, test_format): files are
 * written into a mkdtemp folder, read with scan_file as the engine does, and
 * ranked with rank_run. Opening it sets TZ=UTC and unsets
 * $CLAUDE_SESSION_ID (config_parse would exclude the caller's session);
 * closing it restores both and removes the folder. */
#ifndef MEMGREP_TESTS_CORPUS_H
#define MEMGREP_TESTS_CORPUS_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#include "config/config.h"
#include "base/xalloc.h"
#include "stages/match.h"
#include "stages/rank.h"
#include "tests/unit/unit.h"

enum { CORPUS_MAX_FILES = 24, CORPUS_MAX_ARGS = 24 };

struct corpus {
	char root[64];
	char *paths[CORPUS_MAX_FILES]; /* in write order */
	size_t nfiles;
	bool reverse; /* scan the files in reverse write order */
	bool ranked;
	struct config cfg;
	struct matcher *m;
	struct scan_ctx *sc;	  /* the last run's, kept for re-reading texts */
	struct match_scratch *ms; /* the last run's, for format */
	struct rank_result rr;
	struct file_stats counts[CORPUS_MAX_FILES]; /* the last run's, in scan order (df NULL) */
	/* For the tests' own use. */
	struct sbuf desc;
	char *out;
	size_t outlen;
	const struct run_stats *stats;
	struct unit_env tz, sid, ix; /* as the test found them */
};

/* cmocka setup and teardown: *state is the corpus. */
int corpus_setup(void **state);
int corpus_teardown(void **state);

/* Writes the lines in b to root/rel (b is reset). */
void corpus_put(struct corpus *c, const char *rel, struct sbuf *b);

/* Frees the last run (its config, matcher, scan context and ranking). */
void corpus_release(struct corpus *c);

/* Parses `pre` (NULL-terminated, may be NULL), the options in ap
 * (NULL-terminated) and the query as memgrep would, reads every file with
 * scan_file and ranks them into c->rr. */
void corpus_vrun(struct corpus *c, const char *const *pre, const char *query, va_list ap);

#endif
