/* environ: what a run takes from its process rather than from its argv:
 * the environment variables it reads (MEMGREP_INDEX, MEMGREP_INDEX_DIR,
 * XDG_CACHE_HOME, HOME, CLAUDE_SESSION_ID, NO_COLOR), whether stdout and
 * stderr are terminals and how wide, the number of cores and the current
 * folder. What it puts in struct config is owned by it (config_free).
 * Included only by config/. */
#ifndef MEMGREP_ENVIRON_H
#define MEMGREP_ENVIRON_H

#include "config/parse.h"

/* The cores online, at least 1: -j's default. */
unsigned environ_cores(void);

/* The index's folder into cfg->index_dir (docs/reference.md §12), and
 * memgrep index's options checked against MEMGREP_INDEX. Returns 0, or -1
 * with err set: MEMGREP_INDEX neither on nor off, a refused combination
 * of memgrep index (config/combos.h), or no folder for memgrep index. */
int environ_index(struct config *cfg, struct mg_error *err);

/* --here's project (cfg->cwd) and the session a search runs in
 * ($CLAUDE_SESSION_ID). Returns 0, or -1 with err set when --here cannot
 * read the current folder. */
int environ_place(struct config *cfg, struct mg_error *err);

/* Whether to show progress (stderr a terminal), the width that text is
 * wrapped to, and colour (--color, NO_COLOR, stdout a terminal), once the
 * format is known. Cannot fail. */
void environ_terminal(struct config *cfg, const struct parse *p);

#endif
