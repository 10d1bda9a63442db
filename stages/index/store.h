/* index store: where index entries live (docs/reference.md §12). One folder
 * (0700) holds one entry file (0600) per source file, named by a hash of the
 * source's absolute path. An entry is written to a temporary file in the
 * same folder and renamed over the old one, so a reader sees a whole entry
 * or none, whatever other memgreps do at the same time or however a writer
 * dies; what it sees is still checked (stages/index/entry.h).
 *
 * The functions here fail with an errno and a message in err; the caller
 * decides whether that is a warning (a search goes on without the index)
 * or an error (memgrep index). */
#ifndef MEMGREP_INDEX_STORE_H
#define MEMGREP_INDEX_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "base/error.h"
#include "base/mem_cache.h"
#include "base/xalloc.h"
#include "stages/index/entry.h"

struct ix_store {
	char *dir;
	int fd;		 /* the folder, open */
	char *cwd;	 /* the current folder when it was opened (NULL: unknown) */
	int save_failed; /* ck_pr: an entry could not be written (warned once) */
	int damaged;	 /* ck_pr: entries that could not be read (the first warned) */
	/* What a search may spend making entries (docs/reference.md §12,
	 * State): the bytes of the files whose entries it may make, and those
	 * it has claimed (both ck_pr); memgrep index makes all (build_all).
	 * Each fresh entry read adds build_credit thousandths of its file's
	 * bytes to the budget (0: a fixed budget). */
	uint64_t build_budget, build_claimed;
	unsigned build_credit;
	bool build_all;
	/* Or NULL: entries kept in memory across searches (memgrep serve's
	 * --cache-mb), the caller's; set after ix_store_open. */
	struct mem_cache *cache;
	/* The consolidated filter file as loaded, with the records of the
	 * entries this run wrote or read without one (stages/index/filters.h;
	 * NULL: not kept up to date by this run). */
	struct ix_filters *filters;
};

/* Opens the store at dir, creating it (and its parents) when missing and
 * making it 0700. 0, or -1 with err set. */
int ix_store_open(struct ix_store *s, const char *dir, struct mg_error *err);
void ix_store_close(struct ix_store *s);

/* The key of the source file st describes. */
struct ix_key ix_key_of(const struct stat *st);
bool ix_key_eq(const struct ix_key *a, const struct ix_key *b);

/* The absolute path of a source path (the current folder joined to a
 * relative one, nothing resolved): what entries are named by. */
char *ix_abs_path(const struct ix_store *s, const char *path);

/* An entry as loaded: the bytes read of it, into a buffer that the next
 * load reuses, and its reading. With the store's cache, e may read the
 * cache's copy instead, held by `hot` until the next load or
 * ix_loaded_free (or ix_loaded_let_go). */
struct ix_loaded {
	char *buf;
	size_t cap;
	struct ix_entry e;
	struct mc_item *hot;
	struct mem_cache *hot_cache;
	/* Set by the caller for the next load (which clears it): an entry
	 * longer than the first read may leave its message and thinking
	 * texts to be read block by block (stages/index/lazy.h; not with the
	 * store's cache). While e.lazy: the entry file open, each block's
	 * state (have: read, checked), the bytes read so far of them, how
	 * many bytes the first read read, and whether one was damaged. */
	bool want_lazy, lazy_bad;
	int lazy_fd;
	uint8_t *have;
	size_t lazy_bytes, lazy_head;
};
/* A block's state in ix_loaded.have. */
enum { IX_ABSENT, IX_UNCHECKED, IX_CHECKED };
/* Closes the entry file a lazy load left open, and forgets its blocks. */
void ix_lazy_end(struct ix_loaded *l);

enum ix_load {
	IX_NONE,    /* no entry for that source */
	IX_OK,	    /* l holds it: its header is valid and names that path */
	IX_CORRUPT, /* an entry that cannot be read: why says so */
	IX_ERROR,   /* the store could not be read: errno in err */
};

/* Loads the entry of source abs_path: its header and the sections in
 * mask (bits of enum ix_section; those before them are read too). With
 * s->cache, from the copy kept there when the entry file's stat (device,
 * inode, size, times) is the one it was read with, its checked sections
 * checked; else read, and a copy of what was read kept (its sections
 * checked first: a damaged entry is not kept). The entry file is stat'ed
 * on every load, so an entry removed or written again since is seen. */
enum ix_load ix_store_load(const struct ix_store *s, const char *abs_path, unsigned mask, struct ix_loaded *l,
			   const char **why, struct mg_error *err);
/* Frees l's buffer (l may be loaded again after). */
void ix_loaded_free(struct ix_loaded *l);
/* Gives back the cache's copy l holds, if any (l->e is no longer valid). */
void ix_loaded_let_go(struct ix_loaded *l);

/* Writes bytes as the entry of abs_path (a temporary file, then a rename).
 * 0, or -1 with err set (the temporary file is removed). */
int ix_store_save(const struct ix_store *s, const char *abs_path, const void *bytes, size_t len,
		  struct mg_error *err);
/* Removes the entry of abs_path, if any. */
void ix_store_remove(const struct ix_store *s, const char *abs_path);

/* The name of abs_path's entry file in a store: HASH.mgi, NUL-ended. */
enum { IX_NAME_LEN = 32 + sizeof ".mgi" };
void ix_entry_name(const char *abs_path, char name[IX_NAME_LEN]);

/* Calls fn with the name of each entry file of the store (HASH.mgi),
 * reading none of them. 0, or -1 with err set. */
typedef void (*ix_name_fn)(void *arg, const char *name);
int ix_store_names(const struct ix_store *s, ix_name_fn fn, void *arg, struct mg_error *err);

/* Reads the header of the store's entry file `name` and its source's path
 * (l->e.path; no section is read or checked): 0, or -1 when it is gone or
 * is no entry of this version. */
int ix_store_peek(const struct ix_store *s, const char *name, struct ix_loaded *l);

/* What ix_store_walk sees: an entry file, and its reading with its tables
 * (NULL when it cannot be read; not yet checked: ix_entry_check). */
typedef void (*ix_walk_fn)(void *arg, const char *file, const struct stat *st, struct ix_entry *e);
/* Calls fn for each entry file of the store. 0, or -1 with err set. */
int ix_store_walk(const struct ix_store *s, ix_walk_fn fn, void *arg, struct mg_error *err);

/* The wall clock in nanoseconds (taken before a source's stat: an entry's
 * read_ns). */
int64_t ix_now_ns(void);

/* Whether an entry can be trusted, on its key alone, for a source of key
 * k that was stat'ed after read_ns: the source's last change is older
 * than read_ns by more than the file system's timestamp granularity, so
 * no change after the stat can bear the same key (git's racy-clean rule).
 * An entry that is not is trusted only when its bytes hash as the
 * entry's (pipeline/search/scan_index.c). */
bool ix_trusted(const struct ix_key *k, int64_t read_ns);

#endif
