/* opts_filter: the rows of the Matching and Filters groups of --help and
 * their handlers: how terms match (-s, -w, -e, --fuzzy), and which
 * messages and sessions are kept (--since, --project, --type, --tools,
 * --exclude-session, …; docs/reference.md §4.1). Included only by
 * config/. */
#ifndef MEMGREP_OPTS_FILTER_H
#define MEMGREP_OPTS_FILTER_H

#include "config/parse.h"

/* The rows of the Matching and Filters groups. */
extern const struct parse_rows opts_filter_rows;

/* --since and --until, read against the clock now, into cfg. Returns 0,
 * or -1 with err set: a value that is not a time, or --since later than
 * --until. */
int opts_filter_take(struct config *cfg, const struct parse *p, struct mg_error *err);

#endif
