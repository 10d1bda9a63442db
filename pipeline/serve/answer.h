/* answer: the answers of `memgrep serve` (docs/reference.md §7): a json
 * body with its status, an error ({"error": "…"}), the answer to a job
 * (its json, or the status and error its failure calls for), and
 * /api/health's. Each answers its request once, through http_respond
 * (pipeline/serve/http.h), which takes the body; none fails (a write
 * that fails closes the connection, http's concern). */
#ifndef MEMGREP_ANSWER_H
#define MEMGREP_ANSWER_H

#include <stddef.h>
#include <stdint.h>

#include "base/xalloc.h"
#include "pipeline/serve/http.h"
#include "pipeline/serve/job.h"

/* Answers req with status and body (taken: *body is emptied); extra:
 * header lines to add, or NULL. */
void answer_json(struct http_request *req, int status, struct sbuf *body, const char *extra);
/* Answers req with status and {"error": msg}. */
void answer_error(struct http_request *req, int status, const char *msg, const char *extra);

/* Answers j->req: 200 with the json the search printed (taken from j),
 * else the status its failure calls for (400, 404, 503, 500; a search
 * stopped because its client had gone: 400, which only a client that
 * closed its side of the connection and reads on gets). */
void answer_job(struct job *j);

/* The fixed part of /api/health's answer for the server's search options
 * cfg (its roots, sources and endpoints), without its closing brace, and
 * its length in *len; the caller frees it. */
char *answer_health_init(const struct config *cfg, size_t *len);

/* What /api/health counts at the time of a request. */
struct answer_counts {
	size_t open, max;	    /* connections, and the most held */
	size_t running, waiting;    /* searches */
	size_t finished, cancelled; /* since the start (pipeline/serve/job.h) */
	/* What --cache-mb keeps (base/mem_cache.h): its budget, bytes and
	 * items, and the lookups that found an item or none. */
	uint64_t cache_budget, cache_bytes, cache_items, cache_hits, cache_misses, cache_evicted;
};
/* Answers req with /api/health's fixed part and the counts n. */
void answer_health(struct http_request *req, const char *fixed, size_t len, const struct answer_counts *n);

#endif
