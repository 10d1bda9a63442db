/* sqlite_seen: whether a session of an SQLite source (a path DB#ID,
 * sources/sqlite_src.h) is still in its database, and its stat as the walk
 * makes it (sqlite_src_stat): what the index's upkeep asks of an entry
 * whose path is no file (stages/index/prune.c, the archived sessions of a
 * search). Each database is listed once, when first asked about, and its
 * sessions kept by id.
 *
 * The caller owns the set (sqlite_seen_new, freed with sqlite_seen_free,
 * NULL allowed); nothing it returns outlives it. */
#ifndef MEMGREP_SQLITE_SEEN_H
#define MEMGREP_SQLITE_SEEN_H

#include <sys/stat.h>

struct sqlite_seen;
struct sqlite_seen *sqlite_seen_new(void);
void sqlite_seen_free(struct sqlite_seen *s);

enum sqlite_seen_is {
	SQLITE_SEEN_NOT_SESSION, /* path is no session of an SQLite source's database */
	SQLITE_SEEN_THERE,	 /* listed: *st holds its stat */
	SQLITE_SEEN_GONE,	 /* its database is gone, or lists no such session */
	SQLITE_SEEN_UNKNOWN,	 /* its database cannot be read now */
};
enum sqlite_seen_is sqlite_seen_find(struct sqlite_seen *s, const char *path, struct stat *st);

#endif
