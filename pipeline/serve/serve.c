/* serve: `memgrep serve`'s start, its loop and its stop (see serve.h).
 *
 * serve_main reads serve's options (pipeline/serve/serve_config.h), makes
 * each endpoint's parameters and the command lines they become
 * (pipeline/serve/params.h, request.h), starts the search threads
 * (pipeline/serve/job.h) and listens (pipeline/serve/http.h) until
 * SIGINT or SIGTERM, then lets the searches being answered end. Each
 * request comes in on the loop thread: it is checked against whom the
 * server answers (pipeline/serve/trust.h), routed
 * (pipeline/serve/route.h), and answered at once (an error, /api/health)
 * or made into a job, which a search thread runs and the loop thread
 * answers (pipeline/serve/answer.h). A job whose client goes before its
 * answer is cancelled (on_hangup). */
#include "pipeline/serve/serve.h"

#include <malloc.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include <uv.h>

#include "base/mem_cache.h"
#include "base/xalloc.h"
#include "config/config.h"
#include "config/request.h"
#include "pipeline/serve/answer.h"
#include "pipeline/serve/http.h"
#include "pipeline/serve/job.h"
#include "pipeline/serve/params.h"
#include "pipeline/serve/request.h"
#include "pipeline/serve/route.h"
#include "pipeline/serve/serve_config.h"
#include "pipeline/serve/trust.h"
#include "stages/discover.h"

enum { IDLE_MS = 10000, MAX_CONNS = 1024, RESERVED_FDS = 256 };

struct server {
	uv_loop_t loop;
	struct serve_config sc;
	struct http_server *http;
	uv_signal_t sigint, sigterm;
	struct job_pool pool;
	struct params_table params; /* each endpoint's parameters */
	struct request_base rb;	    /* the command lines they become */
	size_t max_conns;
	char *health; /* the fixed part of /api/health's answer */
	size_t health_len;
	bool stopping;
	struct trust trust; /* whom it answers */
	char *token;	    /* trust.token's */
};

/* Whether req may be answered (pipeline/serve/trust.h): false when it has
 * been refused, or was a CORS preflight and has been answered. */
static bool trusted(struct server *sv, struct http_request *req)
{
	struct mg_error why;
	int status = trust_check(&sv->trust, req, &why);
	if (status) {
		answer_error(req, status, why.msg, NULL);
		return false;
	}
	bool preflight = strcmp(req->method, "OPTIONS") == 0;
	char *cors = trust_cors(&sv->trust, req, preflight);
	if (cors)
		http_request_headers(req, cors);
	free(cors);
	if (preflight && cors) { /* a preflight carries no token */
		http_respond(req, 204, "application/json", NULL, 0, NULL);
		return false;
	}
	status = trust_token(&sv->trust, req, &why);
	if (status) {
		answer_error(req, status, why.msg, "WWW-Authenticate: Bearer realm=\"memgrep\"\r\n");
		return false;
	}
	return true;
}

static void on_request(void *arg, struct http_request *req)
{
	struct server *sv = arg;
	if (!trusted(sv, req))
		return;
	const char *id = NULL;
	enum route r = route_of(req->path, &id);
	if (r == R_NONE) {
		struct sbuf b = {0};
		sbuf_adds(&b, "no such endpoint: ");
		mg_quote(&b, req->path, 80);
		sbuf_adds(&b, " (try " ROUTE_ENDPOINTS ")");
		answer_error(req, 404, b.data, NULL);
		sbuf_free(&b);
		return;
	}
	if (strcmp(req->method, "GET") != 0) {
		char msg[96];
		snprintf(msg, sizeof msg, "method %.20s not allowed: use GET", req->method);
		answer_error(req, 405, msg, "Allow: GET\r\n");
		return;
	}
	if (r == R_HEALTH) {
		struct answer_counts n = {.open = http_server_connections(sv->http),
					  .max = sv->max_conns,
					  .running = sv->pool.running,
					  .waiting = sv->pool.jobs - sv->pool.running,
					  .finished = sv->pool.finished,
					  .cancelled = sv->pool.cancelled};
		if (sv->rb.cache) {
			struct mc_stats cs;
			mem_cache_stats(sv->rb.cache, &cs);
			n.cache_budget = cs.budget, n.cache_bytes = cs.bytes, n.cache_items = cs.items;
			n.cache_hits = cs.hits, n.cache_misses = cs.misses, n.cache_evicted = cs.evicted;
		}
		answer_health(req, sv->health, sv->health_len, &n);
		return;
	}
	struct mg_error msg = {{0}};
	int status;
	struct job *j = request_job(&sv->rb, r, id, req->query, &status, &msg);
	if (!j) {
		answer_error(req, status, msg.msg, NULL);
		return;
	}
	j->req = req;
	req->data = j;
	job_pool_submit(&sv->pool, j);
}

/* The client of req has gone before its answer: its search, if it has
 * one, is not made or not finished (its answer would be lost). */
static void on_hangup(void *arg, struct http_request *req)
{
	struct server *sv = arg;
	if (req->data)
		job_pool_cancel(&sv->pool, req->data);
}

static void on_stopped(void *arg)
{
	struct server *sv = arg;
	job_pool_close(&sv->pool);
	uv_close((uv_handle_t *)&sv->sigint, NULL);
	uv_close((uv_handle_t *)&sv->sigterm, NULL);
}

static void on_signal(uv_signal_t *h, int signum)
{
	struct server *sv = h->data;
	if (sv->stopping) {
		/* A second signal: stop now, without the searches. */
		fprintf(stderr, "memgrep: serve: stopped at once by a second signal\n");
		_exit(128 + signum);
	}
	sv->stopping = true;
	fprintf(stderr, "memgrep: serve: stopping (%zu request%s being answered)\n", sv->pool.jobs,
		sv->pool.jobs == 1 ? "" : "s");
	http_server_stop(sv->http, on_stopped, sv);
}

/* How many connections to hold: MAX_CONNS, within the descriptors the
 * process may open (raised to its hard limit), leaving room for the files
 * searches read. Past it a connection is answered 503 and closed. */
static size_t conn_limit(void)
{
	struct rlimit rl;
	if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
		return 64;
	if (rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		setrlimit(RLIMIT_NOFILE, &rl);
		getrlimit(RLIMIT_NOFILE, &rl);
	}
	rlim_t room = RESERVED_FDS;
	if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur >= MAX_CONNS + room)
		return MAX_CONNS;
	return rl.rlim_cur > 2 * room ? (size_t)(rl.rlim_cur - room) : (size_t)(rl.rlim_cur / 2);
}

/* The token of --token-file, or a new one (used if the address bound is
 * not loopback), before the server starts. 0, or -1 with err. */
static int read_token(struct server *sv, struct mg_error *err)
{
	if (sv->sc.token_file)
		return (sv->token = trust_read_token(sv->sc.token_file, err)) ? 0 : -1;
	sv->token = trust_new_token();
	return 0;
}

/* Whom the server answers: its port and --host's name, --allow-host and
 * --allow-origin's; the token of --token-file, or a new one when it
 * listens on an address other than loopback. 0, or -1 with err. */
static int set_trust(struct server *sv, struct mg_error *err)
{
	const struct serve_config *sc = &sv->sc;
	bool need = sc->token_file || !http_server_loopback(sv->http);
	if (need && !sv->token) {
		mg_error_set(err,
			     "serve: the system gave no random bytes for a token (give --token-file FILE)");
		return -1;
	}
	sv->trust = (struct trust){.port = http_server_port(sv->http),
				   .bound = sc->host,
				   .hosts = sc->allow_hosts,
				   .nhosts = sc->nallow_hosts,
				   .origins = sc->allow_origins,
				   .norigins = sc->nallow_origins,
				   .token = need ? sv->token : NULL};
	return 0;
}

/* Says once, on stderr, how requests carry the token. */
static void tell_token(const struct server *sv)
{
	const char *addr = http_server_address(sv->http);
	if (sv->sc.token_file)
		fprintf(stderr,
			"memgrep: serve: requests need the token of %s: curl -H \"Authorization: Bearer "
			"$(cat %s)\" "
			"http://%s/api/health\n",
			sv->sc.token_file, sv->sc.token_file, addr);
	else if (sv->trust.token)
		fprintf(
		    stderr,
		    "memgrep: serve: listening beyond loopback, requests need this token (new at each start; "
		    "--token-file FILE keeps one): curl -H \"Authorization: Bearer %s\" "
		    "http://%s/api/health\n",
		    sv->token, addr);
}

int serve_main(int argc, char **argv)
{
	struct server *sv = xcalloc(1, sizeof *sv);
	struct mg_error err = {{0}};
	bool exit_now;
	params_init(&sv->params);
	int rc = config_serve_parse(&sv->sc, argc, argv, &exit_now, &err);
	if (rc == MG_MATCH && !exit_now) {
		int stdin_fd = -1;
		struct search_req req;
		search_req_of(&sv->sc.search, &req);
		rc = discover_check(&sv->sc.search, &req, &stdin_fd, &err) == 0 &&
			     request_base_init(&sv->rb, &sv->sc, &sv->params, &err) == 0
			 ? MG_MATCH
			 : MG_ERROR;
	}
	if (rc != MG_MATCH || exit_now) {
		if (rc != MG_MATCH)
			fprintf(stderr, "memgrep: %s\n", err.msg);
		request_base_free(&sv->rb);
		params_free(&sv->params);
		config_serve_free(&sv->sc);
		free(sv);
		return rc;
	}
	/* A fixed mmap threshold: glibc otherwise raises it each time a large
	 * mmapped block (a read buffer, a compiled database) is freed, and
	 * from then on keeps such blocks of every search on its heaps, so
	 * that a long-running server's memory creeps up request by request. */
	mallopt(M_MMAP_THRESHOLD, 128 << 10);
	/* The pool is sized once, before libuv's first use of it. */
	char pool[16];
	snprintf(pool, sizeof pool, "%u", sv->sc.search.jobs);
	setenv("UV_THREADPOOL_SIZE", pool, 1);
	/* What the searches keep across requests (docs/reference.md §7):
	 * only with the index, whose entries and databases it holds. */
	if (sv->sc.cache_mb && sv->sc.search.index_dir)
		sv->rb.cache = mem_cache_new(sv->sc.cache_mb << 20);
	size_t nrunners = 2 * (size_t)sv->sc.search.jobs;
	job_pool_start(&sv->pool, nrunners < 4 ? 4 : nrunners);
	sv->health = answer_health_init(&sv->sc.search, &sv->health_len);

	uv_loop_init(&sv->loop);
	sv->max_conns = conn_limit();
	struct http_options opt = {sv->sc.host, sv->sc.port, IDLE_MS,  sv->max_conns,
				   on_request,	sv,	     on_hangup};
	sv->http = read_token(sv, &err) == 0 ? http_server_start(&sv->loop, &opt, &err) : NULL;
	if (sv->http && set_trust(sv, &err) != 0) {
		http_server_stop(sv->http, NULL, NULL);
		uv_run(&sv->loop, UV_RUN_DEFAULT);
		http_server_free(sv->http);
		sv->http = NULL;
	}
	if (!sv->http) {
		fprintf(stderr, "memgrep: %s\n", err.msg);
		rc = MG_ERROR;
	} else {
		job_pool_listen(&sv->pool, &sv->loop, answer_job);
		uv_signal_init(&sv->loop, &sv->sigint);
		uv_signal_init(&sv->loop, &sv->sigterm);
		sv->sigint.data = sv->sigterm.data = sv;
		uv_signal_start(&sv->sigint, on_signal, SIGINT);
		uv_signal_start(&sv->sigterm, on_signal, SIGTERM);
		fprintf(stderr,
			"memgrep: serving http://%s/api/search (and /api/session/ID, /api/sessions, "
			"/api/projects, /api/health)\n",
			http_server_address(sv->http));
		tell_token(sv);
		fflush(stderr);
		uv_run(&sv->loop, UV_RUN_DEFAULT);
		fprintf(stderr, "memgrep: serve: stopped\n");
		http_server_free(sv->http);
		rc = MG_MATCH;
	}
	uv_loop_close(&sv->loop);
	job_pool_stop(&sv->pool);
	mem_cache_free(sv->rb.cache);
	free(sv->health);
	free(sv->token);
	request_base_free(&sv->rb);
	params_free(&sv->params);
	config_serve_free(&sv->sc);
	free(sv);
	return rc;
}
