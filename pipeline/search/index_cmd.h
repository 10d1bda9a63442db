/* index_cmd: `memgrep index` (docs/reference.md §11, §12). It builds or
 * refreshes the index entry of every session file under the PATHs (else
 * in the default roots of the sources on) by running the engine over them
 * with the index on, each file read through its entry
 * (pipeline/search/scan_index.h) and what it holds dropped; then it
 * removes the entries of files that are gone and the temporary files a
 * dead writer left, and prints one summary line. With --stats (cfg->stats)
 * it builds nothing and tells what the index holds; with --clear
 * (cfg->index_clear) it removes every entry.
 *
 * index_cmd_run prints the summary to io->out and, unless quiet or
 * io->err is NULL, warnings to io->err (the engine's progress line goes to
 * stderr when cfg->progress). It returns MG_MATCH, or MG_ERROR with
 * res->err naming the cause: the folder cannot be made or read, a PATH
 * cannot be read, an entry could not be written, or the summary could not
 * be. */
#ifndef MEMGREP_INDEX_CMD_H
#define MEMGREP_INDEX_CMD_H

#include "config/config.h"
#include "pipeline/search/result.h"
#include "pipeline/search/search.h"

int index_cmd_run(const struct config *cfg, const struct search_io *io, struct search_result *res);

#endif
