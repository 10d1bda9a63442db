/* merge: the reading side of memgrep merge (docs/reference.md §13). It
 * opens the partials (files, or standard input), checks that their headers
 * agree, makes the config the search runs with (the headers' query and
 * options, then merge's own), and turns every file's line and records back
 * into file results, their texts kept in a temporary file that the
 * formatter reads from (merge_text). search.c ranks and prints them as a
 * search would (search_merged).
 *
 * Errors name the input and its line; they end the run with exit status 2:
 * a merge never prints results from inputs it could not read whole. */
#ifndef MEMGREP_MERGE_H
#define MEMGREP_MERGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "config/config.h"
#include "base/error.h"
#include "base/xalloc.h"
#include "stages/output/partial.h"
#include "stages/record.h"

struct merge_in;

/* Opens the PARTIALs of mcfg (memgrep merge's parsed options; none:
 * standard input) and reads the first header. NULL with err set. */
struct merge_in *merge_open(const struct config *mcfg, struct mg_error *err);

/* The search's config: the first header's options, then merge's own, then
 * its query, parsed as a search's; with the header's current session and
 * --here folder. cfg is to be freed with config_free whatever it returns.
 * *exit_now as config_parse's. Returns MG_MATCH or MG_ERROR with err set. */
int merge_config(struct merge_in *mi, const struct config *mcfg, struct config *cfg, bool *exit_now,
		 struct mg_error *err);

/* What was read: the file results (ownership passes to the caller), and
 * the sums of the map steps' end lines. */
struct merge_data {
	struct file_res **files;
	size_t nfiles;
	struct partial_end end; /* summed; timed_out: any */
};

/* Reads every input to its end. -1 with err set (the input and line
 * named) on anything that is not a whole, agreeing partial. */
int merge_read(struct merge_in *mi, const struct config *cfg, struct merge_data *out, struct mg_error *err);

/* The text of a record that merge_read made (emit_text_src's text). */
bool merge_text(void *arg, const struct msg_rec *rec, struct sbuf *out);

/* The inputs, as the no-result message names them. */
const char *merge_scope(const struct merge_in *mi);

void merge_close(struct merge_in *mi);

#endif
