/* opts_output: the rows of the Output group of --help and their handlers:
 * the format (--format, -l, -c) and what it prints (--full, --header,
 * --timeline, --color, show's --around, …; docs/reference.md §4.5).
 * Included only by config/. */
#ifndef MEMGREP_OPTS_OUTPUT_H
#define MEMGREP_OPTS_OUTPUT_H

#include "config/parse.h"

/* The rows of the Output group. */
extern const struct parse_rows opts_output_rows;

/* The format: --format's, or -l's or -c's listing, into cfg->format.
 * Returns 0, or -1 with err set when two of them are given. */
int opts_output_take(struct config *cfg, const struct parse *p, struct mg_error *err);

#endif
