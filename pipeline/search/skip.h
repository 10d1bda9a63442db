/* skip: the session files a search leaves unopened (docs/reference.md
 * §12, Block filters; issue 32). A file of lines whose record in the
 * index's filter file (stages/index/filters.h) is fresh on the walk's key
 * and trusted by the racy rule, holds nothing that is read whatever the
 * query (recall events, malformed lines) and whose entry-wide filters
 * (of the texts the search reads: the tool texts' too with --tools) say
 * that no line of it can be a candidate is opened neither as a file nor
 * as an entry: its result is made from its record (its source, session
 * and line count), as a file with no result.
 *
 * Such a file may still matter to what is printed: its session may have
 * a result in another file (rank then reads its title, first prompt,
 * project), or a summary of its folder may look for its leaf. The engine
 * defers the files skipped and, once every other file has ended, reads
 * again through the normal path those whose folder holds a file with a
 * summary that has a leaf, or whose session (as rank names it) is one of
 * a file kept whole or of a file of such a folder; the others go on as
 * files with no result. A search that finds nothing is searched again by
 * the no-result hint's pass, which reads every kind and counts what any
 * positive group hits: it skips the files where no positive group can
 * occur in any text (none with a NOT group).
 *
 * skip_file runs on the workers (it only reads); the rest on the engine's
 * loop thread. */
#ifndef MEMGREP_SKIP_H
#define MEMGREP_SKIP_H

#include <stdbool.h>
#include <stddef.h>

#include "config/config.h"
#include "config/request.h"
#include "stages/discover.h"
#include "stages/index/store.h"
#include "stages/match.h"
#include "stages/record.h"

struct skip;

/* What a search as cfg and req ask, with matcher m and the index store
 * (which must outlive it), may skip; NULL when it skips nothing: the
 * caller keeps no stubs (slim: false), the prefilter does not pick the
 * lines of an entry (no query, -e, context, BM25), no group can be
 * pruned (or, in the hint's pass, the query has a NOT group), or the filter file is missing, damaged or of
 * another version. */
struct skip *skip_new(const struct config *cfg, const struct search_req *req, const struct matcher *m,
		      struct ix_store *store, bool slim);
void skip_free(struct skip *s);
/* Whether s (or NULL) found a damaged record in the filter file. */
bool skip_damaged(const struct skip *s);

/* Whether the session file of lines open_path (not compressed unless
 * compressed), of key k as the walk stat it, is left unopened: then res
 * holds what stands for it (its source, session, subagent mark, line
 * count; counted fresh and unopened). *renote tells whether the filter
 * file's record of it was missing, damaged or stale for k (two writers
 * at once lose one's update: scan_indexed_path notes it again). */
bool skip_file(struct skip *s, const char *open_path, const struct ix_key *k, bool compressed,
	       struct file_res *res, bool *renote);

/* Keeps a file skipped (item and res owned by s until handed back). */
void skip_defer(struct skip *s, struct discover_item *item, struct file_res *res);
/* How many files are deferred. */
size_t skip_deferred(const struct skip *s);
/* A file that ended and is kept (res: whole, or stub: its stub), shown
 * as path (borrowed until skip_needed returns). */
void skip_note(struct skip *s, const char *path, const struct file_res *res, const struct file_stub *stub);
/* The deferred files to read after all, by the files noted since the
 * last call (then forgotten): their items into *items (xmalloc'd, the
 * caller's, as the items are; their results freed). Returns how many. */
size_t skip_needed(struct skip *s, struct discover_item ***items);
/* Hands back every deferred file, in turn to fn, which owns them then. */
void skip_release(struct skip *s, void (*fn)(void *arg, struct discover_item *item, struct file_res *res),
		  void *arg);

#endif
