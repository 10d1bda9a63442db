/* engine: runs the first stages of the pipeline over every source file.
 * A discovery thread walks the sources and pushes files into a lock-free
 * ring (Concurrency Kit ck_ring); the libuv loop thread takes them and
 * queues one work item per file on libuv's thread pool (sized to -j), where
 * scan_file reads, decodes, filters, cuts and matches; workers push their
 * file results into a second ring that the loop thread drains into the
 * collector. engine_run returns when every file is done.
 *
 * The file results handed to collect are owned by the collector. */
#ifndef MEMGREP_ENGINE_H
#define MEMGREP_ENGINE_H

#include <stddef.h>

#include "config/config.h"
#include "stages/match.h"
#include "stages/record.h"

struct engine_collect {
	void (*file)(void *arg, struct file_res *res);
	void (*warn)(void *arg, const char *msg);
	void *arg;
};

/* Runs discovery and the workers. Paths of file results are final when it
 * returns. Returns the number of files found. */
size_t engine_run(const struct config *cfg, const struct matcher *m, int stdin_fd, const struct engine_collect *out);

#endif
