/* discover: the discover stage (docs/reference.md §1). It walks the
 * explicit PATHs (or the default roots of the sources) and emits every
 * source file as soon as it is found, so search starts before discovery ends.
 * Directories are walked recursively, dot-folders included, keeping regular
 * files whose names fit a source's file names (*.jsonl under the Claude
 * Code root, rollout-*.jsonl under the Codex root, and so on; under a PATH,
 * the names of every session source; *.md for markdown memory, see
 * discover_run);
 * links inside a walk are not followed unless --follow. A file reached twice
 * (same device and inode) is emitted once; its path becomes the smallest of
 * its paths by the end of the walk. A compressed session file
 * (X.jsonl.zst) whose plain copy (X.jsonl) is beside it is not emitted.
 *
 * Items are allocated by discover and owned by the receiver of emit, except
 * that discover may still replace item->path (with free) until
 * discover_run returns. */
#ifndef MEMGREP_DISCOVER_H
#define MEMGREP_DISCOVER_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "base/xalloc.h"

#include "config/config.h"
#include "config/request.h"

struct discover_item {
	/* The path it was found under: never changes. It is path's own
	 * string (no copy: issue 32, 2 MB at 8 GiB) until path becomes a
	 * smaller one; then open_apart, and discover_item_free frees it. */
	char *open_path;
	char *path; /* as shown to the user: may become a smaller one */
	bool open_apart;
	int fd; /* an open descriptor (stdin's copy), or -1: open path */
	dev_t dev;
	ino_t ino;
	uint64_t size;
	int64_t mtime; /* seconds since the epoch */
	/* Its modification and change times in nanoseconds, as the walk saw
	 * them (the index's key, docs/reference.md §12). */
	int64_t mtime_ns, ctime_ns;
	/* How it is read (enum source_shape) and, when its name tells its
	 * source, that source's bit: a text source's for its file (markdown memory),
	 * the document's source for a JSON document; else 0 (a session file
	 * of lines, whose source its first valid line tells). */
	uint8_t shape;
	unsigned source;
	/* A session file kept compressed (sources/source.h, source_compressed):
	 * read as what it decompresses to, never in parts. */
	bool compressed;
	/* Not a file found but a session the index keeps of a deleted one
	 * (docs/reference.md §12, keeping): path is the file it was, read
	 * through its entry only; dev, ino and the times are 0. */
	bool archived;
};

/* The listings of folders kept across walks (docs/reference.md §12,
 * Directory listings), given by the index layer (stages/index/dirs.h): the
 * walk asks for the kept listing of each folder it enters, by the folder's
 * stat, and reads the folder only when none can be used; it then gives
 * back what it read. A listing is the folder's names back to back, each a
 * d_type byte (DT_REG, DT_DIR, DT_LNK or DT_UNKNOWN: the walk passes over
 * any other), the name and its NUL; `.` and `..` are left out. get copies
 * into out (reset first) the listing kept of the folder st describes, and
 * says true, only when its key is st's and can be trusted (the racy rule,
 * stages/index/store.h ix_trusted); put keeps the listing of a folder
 * whose stat st was taken after read_ns (wall clock, nanoseconds) and
 * whose names were then read to the end; count says how many it keeps
 * (none: the walk stats no folder before it reads it). Every file of a
 * listing is still stat'ed by the walk. */
struct discover_listings {
	bool (*get)(void *arg, const struct stat *st, struct sbuf *out);
	void (*put)(void *arg, const struct stat *st, int64_t read_ns, const char *names, size_t len);
	size_t (*count)(void *arg);
	void *arg;
};

struct discover_cb {
	void (*emit)(void *arg, struct discover_item *item);
	void (*warn)(void *arg, const char *msg);
	void *arg;
	const int *cancel; /* when not NULL and set (ck_pr), the walk stops */
	/* Or NULL: every folder is read. */
	const struct discover_listings *listings;
};

/* Checks that every PATH of req can be read before the search starts (a
 * missing or unreadable one is an error, exit 2; a missing one that looks
 * like a word of the query says how to quote the words: docs/reference.md
 * §5), and copies standard input
 * to an unlinked temporary file when a PATH is "-" (stdin_fd). Returns 0 or
 * -1 with err set. */
int discover_check(const struct config *cfg, const struct search_req *req, int *stdin_fd,
		   struct mg_error *err);

/* The default roots of the sources req searches (used when it names no
 * PATH), in the registry's order (sources/source.h).
 * Returns how many were written into roots. */
/* Frees it and the paths it still owns (its path may have been handed
 * on: then NULL). */
void discover_item_free(struct discover_item *it);

size_t discover_default_roots(const struct config *cfg, const struct search_req *req,
			      const char *roots[SOURCE_COUNT]);

/* The folders and files discover_run walks for req (its PATHs, or the
 * default roots of its sources and the folders they are read from
 * besides, sources/source.h), each with the sources whose file names it
 * keeps there (enum source_bit set), to fn. */
typedef void (*discover_root_fn)(void *arg, const char *root, unsigned want);
void discover_each_root(const struct config *cfg, const struct search_req *req, discover_root_fn fn,
			void *arg);

/* Walks and emits: req's PATHs, or the default roots of its sources (a
 * missing default root is skipped here: the caller warns). Returns the
 * number of items emitted. */
size_t discover_run(const struct config *cfg, const struct search_req *req, int stdin_fd,
		    const struct discover_cb *cb);

#endif
