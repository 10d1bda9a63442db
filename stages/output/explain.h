/* explain: `memgrep --explain QUERY` (issue 7): how the query was parsed
 * (docs/reference.md §3) — its AND groups with their alternatives, its NOT
 * groups, and for each term whether it is a literal, a phrase, a regular
 * expression, where its '_' wildcards are and whether --fuzzy applies — as text
 * for people, or one json document with --format json for agents. */
#ifndef MEMGREP_EXPLAIN_H
#define MEMGREP_EXPLAIN_H

#include "config/config.h"
#include "base/error.h"
#include "base/xalloc.h"

/* Appends the explanation of cfg's query to out: 0, or -1 with err set
 * when a regex term (-e) does not compile (the explanation says which
 * and why, and is whole all the same). */
int explain_query(const struct config *cfg, struct sbuf *out, struct mg_error *err);

#endif
