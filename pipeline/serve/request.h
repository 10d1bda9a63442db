/* request: a request to `memgrep serve` turned into a search's argv
 * (docs/reference.md §7). Each endpoint runs a command line: the server's
 * base options, the options its parameters make (pipeline/serve/params.h),
 * and the query or session id and the server's PATHs, which config_parse
 * checks on the loop thread, so that a bad one is answered 400 at once.
 * The commands that read sessions (show, sessions, projects) take the
 * server's base options with its choice of sources made into the session
 * sources among them.
 *
 * A request_base keeps the server's serve_config and params_table, which
 * must outlive it, and owns the base options it makes (request_base_free,
 * which takes a zeroed one too). */
#ifndef MEMGREP_REQUEST_H
#define MEMGREP_REQUEST_H

#include "base/error.h"
#include "pipeline/serve/job.h"
#include "pipeline/serve/params.h"
#include "pipeline/serve/route.h"
#include "pipeline/serve/serve_config.h"

struct request_base {
	const struct serve_config *sc;
	const struct params_table *params;
	/* The commands that read sessions: their base options (without
	 * argv[0]), their --source or NULL, and the session sources the
	 * server reads (0: none, and those endpoints answer 404). */
	char **lbase;
	size_t nlbase;
	char *lsource;
	unsigned list_sources;
	/* Or NULL: what every request's search keeps in memory across
	 * requests (--cache-mb), the server's, given to each job it makes;
	 * NULL from request_base_init, set by the server after. */
	struct mem_cache *cache;
};

/* Makes the base options of the commands that read sessions, and checks
 * each such command once with a stand-in request, so that a base option
 * that does not apply to it fails here and not on every request. Returns
 * 0, or -1 with err set. */
int request_base_init(struct request_base *rb, const struct serve_config *sc, const struct params_table *pt,
		      struct mg_error *err);
void request_base_free(struct request_base *rb);

/* The job of a request to endpoint r (id: what follows /api/session/;
 * query: the query string), its config parsed, or NULL with *status (400,
 * or 404 when the server reads no session source) and msg set. */
struct job *request_job(const struct request_base *rb, enum route r, const char *id, const char *query,
			int *status, struct mg_error *msg);

#endif
