/* hs_cache: Hyperscan databases compiled once and kept on disk, so that a
 * search does not compile the same patterns again (docs/reference.md §12).
 * Compiling the prefilter's and the matcher's databases costs more than
 * half of a search of a small history; loading one costs a read.
 *
 * A database is kept in DIR/hs/KEY.hsdb (folder 0700, file 0600), KEY a
 * hash of everything the compile depends on: the library's version, the
 * mode, every expression, flag, id and extension, and the platform it is
 * compiled for. The file holds a magic line, an XXH3-64 checksum, and the
 * lengths of the key (all of those inputs, written out whole) and of the
 * serialized database, then both. A file that is missing, damaged,
 * refused, or whose key is not the compile's byte for byte, is compiled
 * again and written anew; a failed write is silent. A file is read only
 * from memgrep's own folder (base/private_dir.h: the user's, with the
 * marker) when it and its hs/ are private, and written only to a folder
 * it claims: one who could write there could make a query run another's
 * database. What is found never depends on the cache: a database comes
 * from it only when its key and checksum say it is the one the compile
 * would make. The folder keeps the HS_CACHE_MAX last used (a load
 * touches the file's time).
 *
 * Safe on several threads at once, and in several processes: files are
 * written to a temporary name and renamed over. */
#ifndef MEMGREP_HS_CACHE_H
#define MEMGREP_HS_CACHE_H

#include <hs/hs.h>
#include <stdint.h>

#include "base/mem_cache.h"

/* The most databases DIR/hs keeps: the least recently used go first. */
enum { HS_CACHE_MAX = 256 };

/* hs_compile_multi (or, when exts is not NULL, hs_compile_ext_multi) of
 * the n expressions in mode for this host, through the cache in dir/hs
 * (dir NULL: no cache), and first through mem (or NULL: a long-lived
 * process's memory, base/mem_cache.h), which keeps the database
 * serialized under the same key, whole, once compiled or loaded. Returns what the compile returns, with *db
 * (freed by the caller with hs_free_database) or *err (hs_free_compile_error) as the compile fills them; a
 * failed compile is never cached. */
hs_error_t hs_cache_compile(const char *dir, struct mem_cache *mem, const char *const *exprs,
			    const unsigned *flags, const unsigned *ids, const hs_expr_ext_t *const *exts,
			    unsigned n, unsigned mode, hs_database_t **db, hs_compile_error_t **err);

/* The databases dir/hs holds, and their bytes (0 when it cannot be read). */
uint64_t hs_cache_count(const char *dir, uint64_t *bytes);

/* Removes the databases and temporary files of dir/hs, then the folder
 * (left when it holds anything else): how many databases went. */
uint64_t hs_cache_clear(const char *dir);

#endif
