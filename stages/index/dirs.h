/* index dirs: the listings of the folders walks read (docs/reference.md
 * §12, Directory listings), so that a folder that has not changed is not
 * read again. Each listing (stages/discover.h, discover_listings) is keyed
 * by its folder's stat (device, inode, size, modification and change times
 * in nanoseconds: struct ix_key) and the wall-clock time taken before
 * that stat; it is given back for a folder whose stat is the key, and
 * only when the key can be trusted by the racy rule (ix_trusted): a
 * folder changed within the grain of that stat is read again.
 *
 * A search loads the index folder's `dirs` file (0600: a magic number, a
 * version, the byte order and an XXH3 checksum of the records), walks, and
 * writes it back (a temporary file renamed over it) when a listing was
 * added or changed; a damaged file is ignored and written anew. memgrep
 * serve can keep one ix_dirs across requests. An ix_dirs may be used from
 * several threads at once (one lock; get copies the listing out). A
 * listing unused for IX_DIRS_UNUSED_DAYS is dropped when the file is
 * written.
 *
 * ix_dirs_new's result is the caller's, freed by ix_dirs_free (which takes
 * NULL); nothing else returned is owned by the caller. */
#ifndef MEMGREP_INDEX_DIRS_H
#define MEMGREP_INDEX_DIRS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "base/error.h"
#include "base/xalloc.h"
#include "stages/discover.h"
#include "stages/index/store.h"

enum { IX_DIRS_UNUSED_DAYS = 30 };

struct ix_dirs;

struct ix_dirs *ix_dirs_new(void);
void ix_dirs_free(struct ix_dirs *d);

/* Replaces d's listings by those of the store's `dirs` file. 0 when it was
 * read or there is none; -1 when it cannot be used (damaged, cut short, of
 * another version, not a file): d is then empty and will be written. */
int ix_dirs_load(struct ix_dirs *d, const struct ix_store *s);

/* Writes d as the store's `dirs` file when a listing changed since it was
 * loaded or last saved: 0 (written, or nothing to write), or -1 with err
 * set (the temporary file removed). */
int ix_dirs_save(struct ix_dirs *d, const struct ix_store *s, struct mg_error *err);

/* Removes the store's `dirs` file: whether there was one. */
bool ix_dirs_remove(const struct ix_store *s);

/* The listing kept for the folder st describes, into out (reset), when
 * its key is st's and trusted: true; else false (out reset). */
bool ix_dirs_get(struct ix_dirs *d, const struct stat *st, struct sbuf *out);
/* Keeps names (len bytes, as discover_listings) as the listing of the
 * folder st describes, st taken after read_ns. */
void ix_dirs_put(struct ix_dirs *d, const struct stat *st, int64_t read_ns, const char *names, size_t len);

/* d as the walk's listings (its arg is d). */
struct discover_listings ix_dirs_listings(struct ix_dirs *d);

/* How many listings d keeps, and the bytes it holds. */
size_t ix_dirs_count(struct ix_dirs *d);
size_t ix_dirs_bytes(struct ix_dirs *d);

#endif
