/* answer: the answers of `memgrep serve` (see answer.h): json bodies
 * written into a buffer and handed to pipeline/serve/http.h, which sends
 * them and frees them. */
#include "pipeline/serve/answer.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "base/json_line.h"
#include "pipeline/serve/route.h"
#include "stages/discover.h"

void answer_json(struct http_request *req, int status, struct sbuf *body, const char *extra)
{
	http_respond(req, status, "application/json", body->data, body->len, extra);
	*body = (struct sbuf){0};
}

void answer_error(struct http_request *req, int status, const char *msg, const char *extra)
{
	struct sbuf b = {0};
	sbuf_adds(&b, "{\"error\":");
	json_write_string(&b, msg, strlen(msg));
	sbuf_adds(&b, "}\n");
	answer_json(req, status, &b, extra);
}

/* The answer to a job that did not print its json: an ambiguous session
 * id prefix (400, with the candidate ids), an unknown one (404; 503 when
 * --timeout cut the reading short), a bad pattern or --around (400: the
 * request's fault), else 500 (a PATH gone unreadable, no memory: the
 * server's fault, logged). */
static void answer_failure(struct job *j)
{
	struct search_result *res = &j->res;
	const char *msg = res->err.msg;
	if (res->failure == SEARCH_AMBIGUOUS) {
		struct sbuf b = {0};
		size_t len = strlen(msg);
		if (len && msg[len - 1] == ':')
			len--; /* the command line lists the candidates after it */
		sbuf_adds(&b, "{\"error\":");
		json_write_string(&b, msg, len);
		sbuf_adds(&b, ",\"candidates\":[");
		for (const char *p = res->ids; *p;) {
			size_t n = strcspn(p, ",");
			if (p != res->ids)
				sbuf_addc(&b, ',');
			json_write_string(&b, p, n);
			p += n + (p[n] == ',');
		}
		sbuf_adds(&b, "]}\n");
		answer_json(j->req, 400, &b, NULL);
	} else if (res->failure == SEARCH_UNKNOWN && res->timed_out) {
		struct mg_error cut;
		mg_error_set(&cut, "%s (the search was cut short by --timeout %g)", msg, j->cfg.timeout);
		answer_error(j->req, 503, cut.msg, NULL);
	} else if (res->failure == SEARCH_UNKNOWN) {
		answer_error(j->req, 404, msg, NULL);
	} else if (res->failure == SEARCH_BAD_ARG) {
		struct mg_error named;
		mg_error_set(&named, "parameter 'around': %s", msg);
		answer_error(j->req, 400, named.msg, NULL);
	} else if (res->failure == SEARCH_BAD_QUERY) {
		answer_error(j->req, 400, msg, NULL);
	} else if (res->failure == SEARCH_STOPPED) {
		answer_error(
		    j->req, 400,
		    "the search was stopped: the client closed its side of the connection before the "
		    "answer (keep it open until the answer has come)",
		    NULL);
	} else {
		fprintf(stderr, "memgrep: serve: %s\n", msg);
		answer_error(j->req, 500, msg, NULL);
	}
}

void answer_job(struct job *j)
{
	/* No result is an answer (an empty list); no session is not. */
	if (j->status != MG_ERROR && j->res.failure != SEARCH_UNKNOWN) {
		http_respond(j->req, 200, "application/json", j->body, j->len, NULL);
		j->body = NULL;
	} else {
		answer_failure(j);
	}
}

/* The fixed part of /api/health's answer, without its closing brace. */
char *answer_health_init(const struct config *cfg, size_t *len)
{
	struct sbuf b = {0};
	sbuf_adds(&b, "{\"ok\":true,\"version\":\"" MEMGREP_VERSION "\",\"roots\":[");
	const char *roots[SOURCE_COUNT];
	struct search_req req;
	search_req_of(cfg, &req);
	size_t n = cfg->npaths ? 0 : discover_default_roots(cfg, &req, roots);
	for (size_t i = 0; i < cfg->npaths + n; i++) {
		const char *r = cfg->npaths ? cfg->paths[i] : roots[i];
		if (i)
			sbuf_addc(&b, ',');
		json_write_string(&b, r, strlen(r));
	}
	sbuf_adds(&b, "],\"sources\":[");
	bool first = true;
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		if (!(cfg->sources & (1u << i)))
			continue;
		sbuf_printf(&b, "%s\"%s\"", first ? "" : ",", source_table[i].name);
		first = false;
	}
	sbuf_adds(&b, "],\"endpoints\":[");
	for (int r = 0; r < R_NONE; r++)
		sbuf_printf(&b, "%s\"%s%s\"", r ? "," : "", route_rows[r].path, r == R_SESSION ? "/ID" : "");
	sbuf_adds(&b, "]");
	*len = b.len;
	return b.data;
}

void answer_health(struct http_request *req, const char *fixed, size_t len, const struct answer_counts *n)
{
	struct sbuf b = {0};
	sbuf_add(&b, fixed, len);
	sbuf_printf(&b, ",\"connections\":{\"open\":%zu,\"max\":%zu}", n->open, n->max);
	sbuf_printf(&b, ",\"searches\":{\"running\":%zu,\"waiting\":%zu,\"finished\":%zu,\"cancelled\":%zu}",
		    n->running, n->waiting, n->finished, n->cancelled);
	sbuf_printf(&b,
		    ",\"cache\":{\"budget\":%" PRIu64 ",\"bytes\":%" PRIu64 ",\"items\":%" PRIu64
		    ",\"hits\":%" PRIu64 ",\"misses\":%" PRIu64 ",\"evicted\":%" PRIu64 "}}\n",
		    n->cache_budget, n->cache_bytes, n->cache_items, n->cache_hits, n->cache_misses,
		    n->cache_evicted);
	answer_json(req, 200, &b, NULL);
}
