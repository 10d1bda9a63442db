/* index prune: the upkeep of an index folder as a whole (docs/reference.md
 * §12), for `memgrep index`: what its entries stand for (ix_survey),
 * removing the entries whose source file is gone and the temporary files a
 * dead writer left (ix_prune), and removing them all (ix_clear). Only the
 * folder's entry files (`*.mgi`) and temporary files (`*.mgi.*.tmp`) are
 * touched, and by ix_survey and ix_clear the compiled databases of its
 * `hs` folder (base/hs_cache.h); anything else in it is left
 * alone.
 *
 * Each function returns 0, or -1 with err set when the folder cannot be
 * read; a file that cannot be removed is not counted as removed. Nothing
 * is allocated for the caller. */
#ifndef MEMGREP_INDEX_PRUNE_H
#define MEMGREP_INDEX_PRUNE_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"
#include "stages/index/store.h"

/* What a folder holds. An entry is fresh when its source's key is the
 * entry's and the entry can be trusted (ix_trusted), stale when its source
 * changed, orphaned when its source is gone, unreadable when its header
 * cannot be read (damaged, or of another version). */
struct ix_survey {
	uint64_t entries, bytes; /* entry files, and their bytes */
	uint64_t fresh, stale, orphaned, unreadable;
	uint64_t temps; /* temporary files */
	/* The entries of existing sources: their bytes, and their sources'. */
	uint64_t kept_bytes, source_bytes;
	/* Compiled Hyperscan databases (ix_survey only), and their bytes. */
	uint64_t databases, database_bytes;
};

int ix_survey(const struct ix_store *s, struct ix_survey *out, struct mg_error *err);

/* Removes the entries of sources that are gone (stat fails with ENOENT)
 * and the temporary files last changed before older_than_ns (wall clock);
 * out then describes what is left (its fresh, stale and unreadable are not
 * told apart: 0), *pruned says how many entries went. */
int ix_prune(const struct ix_store *s, int64_t older_than_ns, struct ix_survey *out, uint64_t *pruned,
	     struct mg_error *err);

/* How old a temporary file must be to be pruned (a writer at work renames
 * its file within seconds), and how often searches prune. */
#define IX_TEMP_AGE_NS	  (3600LL * 1000000000)
#define IX_PRUNE_EVERY_NS (86400LL * 1000000000)

/* Whether the folder was last pruned more than every_ns ago (the mtime of
 * its `.pruned`); when it was, `.pruned` is stamped now, before the caller
 * prunes, so that memgreps ending at once prune once. */
bool ix_prune_due(const struct ix_store *s, int64_t every_ns);
/* Whether dir's `.pruned` was stamped within every_ns: what a search asks
 * first, without opening the store. */
bool ix_prune_recent(const char *dir, int64_t every_ns);
/* Stamps `.pruned` now (memgrep index has just pruned). */
void ix_prune_stamp(const struct ix_store *s);

/* Removes every entry and temporary file of the folder (not the folder),
 * and its compiled databases with their folder: how many entries and
 * temporary files went. */
int ix_clear(const struct ix_store *s, uint64_t *entries, uint64_t *temps, struct mg_error *err);

#endif
