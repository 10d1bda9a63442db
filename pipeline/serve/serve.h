/* serve: `memgrep serve` (docs/reference.md §7), the search over HTTP on
 * libuv's event loop. Each GET /api/search (and /api/session/ID,
 * /api/sessions, /api/projects: show, sessions, projects) becomes the argv
 * of a command line, parsed by config_parse on the loop thread and run by
 * search_run on a thread of its own, so several are in flight at once;
 * their file reads and matching share libuv's thread pool. serve_main returns the exit status (0
 * after a graceful stop, 2 when it cannot start). */
#ifndef MEMGREP_SERVE_H
#define MEMGREP_SERVE_H

/* argv[0] is "serve". */
int serve_main(int argc, char **argv);

#endif
