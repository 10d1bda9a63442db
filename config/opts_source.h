/* opts_source: the options that choose the sources searched: --source,
 * one --FLAG per source of the registry (--codex, --memory, …, made from
 * one template row, config/options.h), and the options each source
 * declares of its own (markdown memory's --global, --memory-sessions,
 * --category; made from another template row), with --sessions without a
 * number. Included only by config/. */
#ifndef MEMGREP_OPTS_SOURCE_H
#define MEMGREP_OPTS_SOURCE_H

#include "config/parse.h"

/* The rows of the Sources group that choose sources. */
extern const struct parse_rows opts_source_rows;

/* The source option whose bare name is `name` (--memory-sessions, for
 * -n/--sessions without a number, config/opts_rank.c), given: false when
 * no source declares one. */
bool opts_source_bare(struct opt_run *run, const char *name);

/* Makes the flag of a source without sessions (a text source) apply to
 * a search only, in t made from the rows above. */
void opts_source_restrict(struct opt_table *t);

/* The sources: --source's, else $MEMGREP_SOURCES's, else the defaults
 * (docs/reference.md §1: those on by default whose root exists; with
 * PATHs, every one on by default), plus --codex, …, into cfg->sources,
 * and each source's default root into cfg->roots (owned by cfg).
 * Returns 0, or -1 with err set: an unknown source (in the option or the
 * variable), a source that is not sessions for a command that reads
 * sessions, or a source whose default folder has no home to be in. */
int opts_source_take(struct config *cfg, const struct parse *p, struct mg_error *err);

#endif
