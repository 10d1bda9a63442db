/* opts_engine: the rows of the Index, Engine and Testing groups of --help
 * and their handlers: what memgrep index does instead of building
 * (--stats, --clear), and how a search runs rather than what it finds
 * (-j, --timeout, --stream, --partial, --no-index, --no-prefilter,
 * --part-size, …). Included only by config/. */
#ifndef MEMGREP_OPTS_ENGINE_H
#define MEMGREP_OPTS_ENGINE_H

#include "config/parse.h"

/* The rows of the Index group (memgrep index's own). */
extern const struct parse_rows opts_engine_index_rows;
/* The rows of the Engine group. */
extern const struct parse_rows opts_engine_rows;
/* The rows of the Testing group. */
extern const struct parse_rows opts_engine_testing_rows;

#endif
