/* opts_source: the options that choose the sources searched: --source,
 * one --FLAG per source of the registry (--codex, --memory, …, made from
 * one template row, config/options.h), and the options of one source,
 * markdown memory (--global, --memory-sessions, --category, and
 * --sessions without a number), kept together so that they can become
 * that source's rows in the registry (sources/source.h). Included only by
 * config/. */
#ifndef MEMGREP_OPTS_SOURCE_H
#define MEMGREP_OPTS_SOURCE_H

#include "config/parse.h"

/* The rows of the Sources group that choose sources. */
extern const struct parse_rows opts_source_rows;

/* --memory-sessions, and -n/--sessions without a number
 * (config/opts_rank.c): markdown memory's sessions too. Cannot fail. */
int opts_source_memory_sessions(struct opt_run *run, const struct opt_row *row, const char *arg,
				struct mg_error *err);

/* Makes the flag of a source without sessions (markdown memory) apply to
 * a search only, in t made from the rows above. */
void opts_source_restrict(struct opt_table *t);

/* The sources: the registry's defaults or --source's, plus --codex, …,
 * into cfg->sources, and each source's default root into cfg->roots
 * (owned by cfg). Returns 0, or -1 with err set: an unknown source, a
 * source that is not sessions for a command that reads sessions, or a
 * source whose default folder has no home to be in. */
int opts_source_take(struct config *cfg, const struct parse *p, struct mg_error *err);

#endif
