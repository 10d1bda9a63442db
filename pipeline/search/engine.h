/* engine: runs the first stages of the pipeline over every source file.
 * A discovery thread walks the sources and pushes files into a lock-free
 * ring (Concurrency Kit ck_ring); the libuv loop thread takes them, largest
 * first among those found so far, and queues one work item per file on
 * libuv's thread pool (sized to -j), where scan_file reads, prefilters,
 * decodes, filters, cuts and matches; workers push their file results into
 * a second ring that the loop thread drains. engine_run returns when every
 * file is done, or --timeout has passed, or the caller's stop flag is set
 * (looked at every ENGINE_STOP_POLL_MS).
 *
 * The file results handed to collect are owned by the collector. Without
 * `stream` they are handed over at the end, when every path is final;
 * with it, as each file ends (its path may still become a smaller one of
 * the same file). */
#ifndef MEMGREP_ENGINE_H
#define MEMGREP_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "config/config.h"
#include "config/request.h"
#include "stages/index/dirs.h"
#include "stages/match.h"
#include "stages/record.h"

struct engine_collect {
	void (*file)(void *arg, struct file_res *res);
	void (*warn)(void *arg, const char *msg);
	void *arg;
	bool stream;
	/* stream: once discovery has ended, for a file handed on under a
	 * path that a smaller one of the same file then replaced (it counts
	 * once, under its smallest path); or NULL. */
	void (*renamed)(void *arg, const char *was, const char *now);
	/* Or NULL: set (ck_pr) by another thread, it stops the run as
	 * --timeout does (files not started are left out, those being read
	 * are cut short), with stopped in the stats. */
	const int *stop;
	/* Or NULL: the caller's folder listings (stages/index/dirs.h), kept
	 * across runs by memgrep serve, used when the index is; without
	 * them, a run with the index loads the index folder's own. Either
	 * is written back to the folder when a listing changed. */
	struct ix_dirs *dirs;
	/* Or NULL: what the caller keeps in memory across searches (memgrep
	 * serve's --cache-mb): the index entries it reads. */
	struct mem_cache *cache;
	/* Without stream, or NULL: called on the loop thread as each file
	 * ends, it may take a file with no result (which it counts then,
	 * and frees) and return the stub it keeps of it in its place; the
	 * stub's path is set when the paths are final, before the other
	 * files are handed to `file`. NULL: the file is handed on as it is. */
	struct file_stub *(*slim)(void *arg, struct file_res *res);
	/* Without stream, or NULL: called on the loop thread with each file
	 * as it ends, before slim, under the path it has so far (res->path
	 * is not set yet); it must neither keep nor change res (memgrep
	 * pick's rows as the search finds them, search.h's found). */
	void (*ended)(void *arg, const struct file_res *res, const char *path);
	void *ended_arg;
	/* Without stream, or NULL: called on the loop thread with each file
	 * slim did not take, as it ends (res->path is not set yet): it may
	 * add the file's counts to the run's now and settle them
	 * (file_res_settle), so that a file kept to the end keeps only its
	 * tally and its counts go back to the workers for the next files
	 * (issue 32). */
	void (*counted)(void *arg, struct file_res *res);
};

enum { ENGINE_STOP_POLL_MS = 20 };

struct engine_stats {
	uint64_t files;
	uint64_t discover_wall_ns, discover_cpu_ns; /* the discovery thread */
	uint64_t scan_wall_ns;			    /* from start to the last file's end */
	bool timed_out;
	bool stopped;	    /* the caller's stop flag ended it */
	bool index_unsaved; /* an index entry could not be written (memgrep index fails) */
};

/* Runs discovery and the workers for the search req asks (cfg its
 * options; both must outlive the call); fills *st. */
void engine_run(const struct config *cfg, const struct search_req *req, const struct matcher *m, int stdin_fd,
		const struct engine_collect *out, struct engine_stats *st);

/* The upkeep a search does for the index (docs/reference.md §12): once a
 * day (the mtime of the index folder's `.pruned`), the entries of files
 * that are gone and old temporary files are removed, as `memgrep index`
 * does. Called once a search's output is written; does nothing without
 * the index or when its folder cannot be read. */
void engine_prune_daily(const struct config *cfg);

#endif
