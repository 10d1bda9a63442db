/* opts_rank: the rows of the Ranking group of --help and their handlers:
 * how results are grouped (--scope, --flat), ordered (--sort), paged (-n,
 * -m, --offset, --all) and given context (-A, -B, -C). Included only by
 * config/. */
#ifndef MEMGREP_OPTS_RANK_H
#define MEMGREP_OPTS_RANK_H

#include "config/parse.h"

/* The rows of the Ranking group. */
extern const struct parse_rows opts_rank_rows;

/* -n's limit once the format is known (docs/reference.md §4.4). Returns
 * 0, or -1 with err set when --all and -n are both given. */
int opts_rank_take(struct config *cfg, const struct parse *p, struct mg_error *err);

#endif
