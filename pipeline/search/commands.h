/* commands: the parts of a search run that belong to `memgrep show`,
 * `memgrep sessions` and `memgrep projects`, and the resolution of session
 * ids given as prefixes (docs/reference.md §11). search_run calls them:
 *
 *   commands_prepare   before the engine: show's own config (where to
 *                      look, and the id every other session's file stops
 *                      at);
 *   commands_excludes  after the engine, before rank: each
 *                      --exclude-session value made one whole id;
 *   commands_print     after rank: the session, the list or the projects.
 *
 * Each returns an exit status (docs/reference.md §5) and, on MG_ERROR or
 * an unknown id, fills res. */
#ifndef MEMGREP_COMMANDS_H
#define MEMGREP_COMMANDS_H

#include <stdio.h>

#include "config/config.h"
#include "pipeline/search/result.h"
#include "stages/output/format.h"
#include "stages/rank.h"
#include "stages/record.h"

/* The request a run makes of the command line's (config/request.h), and
 * what was made for it. */
struct commands_own {
	struct search_req req;
	char **paths; /* show FILE: where its session is looked for */
	size_t npaths;
	char *id;	 /* show FILE: its session's id */
	char **excludes; /* --exclude-session, each made one whole id */
	size_t nexcludes;
};

/* own->req becomes base (the request the run was made for); for show,
 * with the PATHs and id_prefix the session asks for. A FILE names its session (its id is read from it),
 * looked for in the default roots of every session source (or the PATHs) and the FILE's project folder.
 * Returns MG_MATCH, or MG_ERROR with res filled. commands_release frees what was made in own. */
int commands_prepare(const struct config *cfg, const struct search_req *base, struct commands_own *own,
		     struct search_result *res);
void commands_release(struct commands_own *own);

/* Every --exclude-session value of own->req that is not a whole id of one
 * of files[0..n) becomes the one id it starts (then exclude_exact). A
 * value that starts several ids is an error (MG_ERROR, res filled with
 * them); one that starts none is a warning (warn is called). Returns
 * MG_MATCH or MG_ERROR. */
int commands_excludes(struct commands_own *own, struct file_res *const *files, size_t n,
		      void (*warn)(void *arg, const char *msg), void *arg, struct search_result *res);

/* Prints what the command asks of rr (ranked by cfg) to out, and its
 * notices to err (NULL: none): the no-result message, a cut list. */
int commands_print(const struct format_ctx *fc, const struct search_req *req, struct rank_result *rr,
		   FILE *out, FILE *err, struct search_result *res, bool *write_failed);

#endif
