/* discover: the discover stage (SPEC 1, SPEC-DETAILS §1). It walks the
 * explicit PATHs (or the default root) and emits every source file as soon as
 * it is found, so search starts before discovery ends. Directories are walked
 * recursively, dot-folders included, keeping regular files named *.jsonl;
 * links inside a walk are not followed unless --follow. A file reached twice
 * (same device and inode) is emitted once; its path becomes the smallest of
 * its paths by the end of the walk.
 *
 * Items are allocated by discover and owned by the receiver of emit, except
 * that discover may still replace item->path (with free) until
 * discover_run returns. */
#ifndef MEMGREP_DISCOVER_H
#define MEMGREP_DISCOVER_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "config/config.h"

struct discover_item {
	char *open_path; /* the path it was found under: never changes */
	char *path;	 /* as shown to the user: may become a smaller one */
	int fd;		 /* an open descriptor (stdin's copy), or -1: open path */
	dev_t dev;
	ino_t ino;
	uint64_t size;
};

struct discover_cb {
	void (*emit)(void *arg, struct discover_item *item);
	void (*warn)(void *arg, const char *msg);
	void *arg;
	const int *cancel; /* when not NULL and set (ck_pr), the walk stops */
};

/* Checks that every explicit PATH can be read before the search starts (a
 * missing or unreadable one is an error, exit 2), and copies standard input
 * to an unlinked temporary file when a PATH is "-" (stdin_fd). Returns 0 or
 * -1 with err set. */
int discover_check(const struct config *cfg, int *stdin_fd, struct mg_error *err);

/* Walks and emits. Returns the number of items emitted. */
size_t discover_run(const struct config *cfg, int stdin_fd, const struct discover_cb *cb);

#endif
