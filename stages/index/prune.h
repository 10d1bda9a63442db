/* index prune: the upkeep of an index folder as a whole (docs/reference.md
 * §12), for `memgrep index`: what its entries stand for (ix_survey),
 * removing the entries whose source file is gone (unless the folder keeps
 * them) and the temporary files a dead writer left (ix_prune), removing
 * the kept ones (ix_forget), and removing them all (ix_clear); the mark
 * that says the folder keeps them. Only the
 * folder's entry files (`*.mgi`) and temporary files (`*.mgi.*.tmp`) are
 * touched, and by ix_survey and ix_clear the compiled databases of its
 * `hs` folder (base/hs_cache.h), by ix_clear its `dirs`, and by
 * ix_keep_mark its mark; anything
 * else in it is left alone.
 *
 * Each function returns 0, or -1 with err set when the folder cannot be
 * read; a file that cannot be removed is not counted as removed. Nothing
 * is allocated for the caller. */
#ifndef MEMGREP_INDEX_PRUNE_H
#define MEMGREP_INDEX_PRUNE_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"
#include "base/timestamp.h"
#include "stages/index/store.h"

/* What a folder holds. An entry is fresh when its source's key is the
 * entry's and the entry can be trusted (ix_trusted), stale when its source
 * changed, unreadable when its header cannot be read (damaged, or of
 * another version). An entry whose source is gone is archived when the
 * folder keeps them (docs/reference.md §12, keeping) and it is not
 * superseded (its source lives on under the same name: moved to another
 * folder, compressed or back from its compressed copy), else orphaned. */
struct ix_survey {
	uint64_t entries, bytes; /* entry files, and their bytes */
	uint64_t fresh, stale, orphaned, unreadable;
	uint64_t archived, archived_bytes; /* kept entries of deleted files */
	uint64_t temps;			   /* temporary files */
	/* The entries of existing sources: their bytes, and their sources'. */
	uint64_t kept_bytes, source_bytes;
	/* Compiled Hyperscan databases (ix_survey only), and their bytes. */
	uint64_t databases, database_bytes;
	/* The records of the consolidated filter file (ix_survey only; 0 when
	 * it is missing, damaged or of another version), and its bytes. */
	uint64_t filters, filter_bytes;
};

/* keep: whether the folder keeps the entries of deleted files. */
int ix_survey(const struct ix_store *s, bool keep, struct ix_survey *out, struct mg_error *err);

/* Removes the entries of sources that are gone (stat fails with ENOENT),
 * but for those kept (with keep, all that are not superseded), and the
 * temporary files last changed before older_than_ns (wall clock); out then
 * describes what is left (its fresh, stale, orphaned and unreadable are
 * not told apart: 0), *pruned says how many entries went. */
int ix_prune(const struct ix_store *s, bool keep, int64_t older_than_ns, struct ix_survey *out,
	     uint64_t *pruned, struct mg_error *err);

/* What ix_forget dropped: sessions, their entries and bytes, and the
 * archived sessions left. */
struct ix_forgot {
	uint64_t sessions, entries, bytes, left;
};
/* Removes the entries of sources that are gone and not superseded (the
 * archived sessions, keeping on or not), with before only those of
 * sessions whose latest time is earlier (a session's: the latest of its
 * gone entries' lines, or of their files' modification times when no line
 * has one). */
int ix_forget(const struct ix_store *s, const struct instant *before, struct ix_forgot *out,
	      struct mg_error *err);

/* The length of the name of path's file without its .zst: what tells a
 * session file from its copy moved or compressed. */
size_t ix_name_stem(const char *path);

/* Whether the folder dir keeps the entries of deleted files: its mark
 * (base/index_names.h). ix_keep_mark writes the mark or removes it: 0, or
 * -1 with err set. */
bool ix_keep_marked(const char *dir);
int ix_keep_mark(const struct ix_store *s, bool on, struct mg_error *err);

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
 * its folders' listings (`dirs`, stages/index/dirs.h) and its compiled
 * databases with their folder: how many entries and temporary files
 * went. */
int ix_clear(const struct ix_store *s, uint64_t *entries, uint64_t *temps, struct mg_error *err);

#endif
