/* scan_index: reading a source file through its index entry
 * (docs/reference.md §12). A fresh entry's lines are replayed through the
 * stages after the decoders, with no file read; a file that only grew has
 * its entry's lines replayed and its new lines read, and the entry grows
 * by them; any other file is read whole and its entry made anew. The
 * result is the one scan_file gives. */
#ifndef MEMGREP_SCAN_INDEX_H
#define MEMGREP_SCAN_INDEX_H

#include <stdbool.h>

#include "config/config.h"
#include "pipeline/search/scan.h"
#include "stages/index/entry.h"
#include "stages/index/store.h"

/* BM25's counts (stages/index/entry.h, ix_counts): the message filters a
 * search counts them for (its kinds, --min-length, --keep-noise; known
 * false when it keeps none: --since/--until, browsing, the no-result
 * hint's pass), and whether counts kept by an entry serve it. */
struct ix_counts ix_counts_for(const struct config *cfg, const struct search_req *req);
bool ix_counts_serve(const struct config *cfg, const struct search_req *req, const struct ix_counts *have);

/* Reads the lines file fd (closed by the caller), found as path, into
 * *res, as scan_file does, through store. Returns false, having read nothing, when the file
 * is not for the index (not a regular file; or, for a search that stops
 * at another session's first line, one with no fresh entry): scan it with
 * scan_file then. A damaged entry, or one that cannot be written, is put
 * in res->index_warning (the latter once per store). */
bool scan_indexed(struct scan_ctx *c, const struct config *cfg, struct ix_store *store, int fd,
		  const char *path, struct file_res *res);

/* The same for a regular file not opened yet, found as path, whose key
 * is known (as the walk stat it) or, when known is NULL, read with stat: a
 * fresh entry is replayed without opening the file; any other case opens
 * it (and closes it). With renote (the filter file's record of it was
 * missing or stale: skip_file), a fresh entry is written again as it is,
 * its record noted anew, within the search's budget for entries. False,
 * having read nothing, when the file is not for the index or cannot be
 * opened: the caller opens it and reports why. */
bool scan_indexed_path(struct scan_ctx *c, const struct config *cfg, struct ix_store *store, const char *path,
		       const struct ix_key *known, bool renote, struct file_res *res);

/* A session of an SQLite database (a path DB#ID, sources/sqlite_src.h)
 * of key `key` (the walk's, from its database's listing): a fresh entry is
 * replayed without rendering the session; else it is rendered once and
 * read through its entry, which is made anew (a session is rendered
 * whole: its entry never grows). False, having read nothing, when it is
 * over IX_MAX_SOURCE: the caller renders it and reads it as a file. */
bool scan_indexed_session(struct scan_ctx *c, const struct config *cfg, struct ix_store *store,
			  const char *path, const struct ix_key *key, struct file_res *res);

/* A JSON document of source `source` (read whole, scan_document) found
 * as path, of key `known` as the walk saw it (NULL: not known): an entry
 * fresh on that key is replayed without opening it; else it is opened and
 * its entry used when its key and bytes are the entry's, or else the
 * document read whole and its entry made anew (a valid document's, read
 * to its end). False, having read nothing, when it is not a regular
 * file, is over IX_MAX_SOURCE or cannot be opened: the caller reads it. */
bool scan_indexed_document(struct scan_ctx *c, const struct config *cfg, struct ix_store *store,
			   const char *path, unsigned source, const struct ix_key *known,
			   struct file_res *res);

/* The archived session whose deleted file was at path (absolute, as its
 * entry names it; docs/reference.md §12, keeping), read through its entry
 * alone into *res, marked archived. False, having read nothing, when the
 * entry cannot be read (removed since, or damaged): res->index_warning
 * says so. */
bool scan_archived(struct scan_ctx *c, const struct config *cfg, struct ix_store *store, const char *path,
		   struct file_res *res);

#endif
