/* combos: the combinations of options refused, each a usage error of one
 * line that names the options and which to leave out (docs/reference.md
 * §4.5, §4.7; docs/hacking.md §8). Each check reads cfg as config_parse
 * has settled it so far and returns 0, or -1 with err set. Included only
 * by config/. */
#ifndef MEMGREP_COMBOS_H
#define MEMGREP_COMBOS_H

#include "config/parse.h"

/* memgrep index: --stats with --clear, either with PATHs, building with
 * the index off (mode: MEMGREP_INDEX's value, or NULL), or standard input
 * as a PATH. */
int combos_index(const struct config *cfg, const char *mode, struct mg_error *err);

/* Options that say something only with another one, or that the other
 * one makes void (-0 without -l or -c, --header without tsv, --stream
 * with paging), once the format is known. */
int combos_pairs(const struct config *cfg, const struct parse *p, struct mg_error *err);

/* A search's combinations refused (--stream with json, --timeline without
 * sessions, --fuzzy with -e, …). */
int combos_search(const struct config *cfg, struct mg_error *err);

#endif
