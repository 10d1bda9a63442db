/* operands: what a command line searches for and where: the query and
 * the PATHs after the options, show's session, the PATHs of a
 * --files-from list, and --file. The PATHs and the parsed query go into
 * struct config, which owns them (config_free). Included only by
 * config/. */
#ifndef MEMGREP_OPERANDS_H
#define MEMGREP_OPERANDS_H

#include "config/parse.h"

/* The rows of --files-from and --file (the Sources group). */
extern const struct parse_rows operands_rows;

/* The PATHs: argv[next..argc), copied. Cannot fail. */
void operands_paths(struct config *cfg, int argc, char **argv, int next);

/* The operands argv[next..argc): a search's query (parsed; it may be left
 * out with --file) then its PATHs; show's session then its PATHs; the
 * PATHs of sessions, projects and index. Returns 0, or -1 with err set:
 * no query, a bad query (named, quoted), no session. */
int operands_take(struct config *cfg, int argc, char **argv, int next, struct mg_error *err);

/* --files-from: the names of its list (newline- or, with -0 before it,
 * NUL-separated; empty entries skipped), as PATHs after the operands'.
 * Returns 0, or -1 with err set: the list unreadable, a NUL in a
 * newline-separated list, or standard input both the list and a PATH. */
int operands_files_from(struct config *cfg, const struct parse *p, struct mg_error *err);

#endif
