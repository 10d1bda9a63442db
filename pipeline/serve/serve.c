/* serve: the routes of `memgrep serve` and the searches behind them (see
 * serve.h).
 *
 * A request's parameters become the argv of a command-line search, which
 * config_parse checks on the loop thread (a bad one answers 400 at once).
 * Searches run on `nrunners` search threads made at start (each search
 * waits on its engine's loop while the shared pool scans): the loop thread
 * hands a job over through the `todo` ring (ck_ring, one producer, many
 * consumers) and a semaphore; the search writes its json into a memory
 * stream, and the runner pushes the job into the `done` ring (many
 * producers, the loop consumes) and wakes the loop, which answers. At most
 * nrunners jobs are in the rings at once, so a push never fails; later
 * requests wait in a FIFO on the loop. Long-lived runners keep the
 * process's memory flat: the same thread stacks and malloc arenas serve
 * every request. */
#include "pipeline/serve/serve.h"

#include <ck_pr.h>
#include <malloc.h>
#include <ck_ring.h>
#include <signal.h>
#include <sys/resource.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <uv.h>

#include "config/config.h"
#include "pipeline/serve/http.h"
#include "pipeline/search/search.h"
#include "pipeline/base/xalloc.h"
#include "stages/discover.h"
#include "stages/format.h"
#include "pipeline/base/json_line.h"

enum { RING = 128, MAX_RUNNERS = 64, IDLE_MS = 10000, MAX_CONNS = 1024, RESERVED_FDS = 256 };

struct server;

struct job {
	struct server *sv;
	struct http_request *req;
	char **argv; /* owned strings; cfg points into them */
	int argc;
	struct config cfg;
	bool index; /* format=index: messages without "text" */
	char *body;
	size_t len;
	int status;
	struct search_result res;
	struct job *next; /* waiting to start */
};

struct server {
	uv_loop_t loop;
	struct serve_config sc;
	struct http_server *http;
	uv_async_t wake;
	uv_signal_t sigint, sigterm;
	ck_ring_t todo, done;
	ck_ring_buffer_t todo_buf[RING], done_buf[RING];
	uv_sem_t todo_sem;
	uv_thread_t runners[MAX_RUNNERS];
	size_t nrunners;
	int quit; /* ck_pr: runners end */
	struct job *wait_head, *wait_tail;
	size_t running, jobs;
	size_t max_conns;
	char *health;
	size_t health_len;
	bool stopping;
};

static void answer_json(struct http_request *req, int status, struct sbuf *body, const char *extra)
{
	http_respond(req, status, "application/json", body->data, body->len, extra);
	*body = (struct sbuf){0};
}

static void answer_error(struct http_request *req, int status, const char *msg, const char *extra)
{
	struct sbuf b = {0};
	sbuf_adds(&b, "{\"error\":");
	json_write_string(&b, msg, strlen(msg));
	sbuf_adds(&b, "}\n");
	answer_json(req, status, &b, extra);
}

static void job_free(struct job *j)
{
	config_free(&j->cfg);
	for (int i = 0; i < j->argc; i++)
		free(j->argv[i]);
	free(j->argv);
	free(j->body);
	free(j);
}

static void run_job(struct job *j)
{
	FILE *out = open_memstream(&j->body, &j->len);
	if (!out) {
		j->status = MG_ERROR;
		j->res.failure = SEARCH_WRITE;
		mg_error_set(&j->res.err, "cannot hold the results in memory");
		return;
	}
	struct search_io io = {out, NULL, j->index};
	j->status = search_run(&j->cfg, &io, &j->res);
	if (fclose(out) != 0 && j->status != MG_ERROR) {
		j->status = MG_ERROR;
		j->res.failure = SEARCH_WRITE;
		mg_error_set(&j->res.err, "cannot hold the results in memory");
	}
}

static void runner_main(void *arg)
{
	struct server *sv = arg;
	for (;;) {
		uv_sem_wait(&sv->todo_sem);
		struct job *j;
		if (!ck_ring_dequeue_spmc(&sv->todo, sv->todo_buf, &j)) {
			if (ck_pr_load_int(&sv->quit))
				return;
			continue;
		}
		run_job(j);
		while (!ck_ring_enqueue_mpsc(&sv->done, sv->done_buf, j))
			; /* cannot happen: at most nrunners jobs are out */
		uv_async_send(&sv->wake);
	}
}

static void start_waiting(struct server *sv)
{
	while (sv->wait_head && sv->running < sv->nrunners) {
		struct job *j = sv->wait_head;
		sv->wait_head = j->next;
		if (!sv->wait_head)
			sv->wait_tail = NULL;
		sv->running++;
		ck_ring_enqueue_spmc(&sv->todo, sv->todo_buf, j);
		uv_sem_post(&sv->todo_sem);
	}
}

static void on_wake(uv_async_t *h)
{
	struct server *sv = h->data;
	struct job *j;
	while (ck_ring_dequeue_mpsc(&sv->done, sv->done_buf, &j)) {
		sv->running--;
		sv->jobs--;
		if (j->status != MG_ERROR) {
			http_respond(j->req, 200, "application/json", j->body, j->len, NULL);
			j->body = NULL;
		} else {
			/* A pattern that does not compile is the request's fault;
			 * a PATH gone unreadable or no memory is the server's. */
			if (j->res.failure != SEARCH_BAD_QUERY)
				fprintf(stderr, "memgrep: serve: %s\n", j->res.err.msg);
			answer_error(j->req, j->res.failure == SEARCH_BAD_QUERY ? 400 : 500, j->res.err.msg,
				     NULL);
		}
		job_free(j);
	}
	start_waiting(sv);
}

/* The parameters of GET /api/search and how each becomes options. */
enum param {
	P_QUERY,
	P_PROJECT,
	P_SINCE,
	P_UNTIL,
	P_TYPE,
	P_SORT,
	P_LIMIT,
	P_OFFSET,
	P_FORMAT,
	P_SCOPE,
	P_TOOLS,
	P_COUNT
};
static const char *const param_names[P_COUNT] = {"query", "project", "since",  "until", "type", "sort",
						 "limit", "offset",  "format", "scope", "tools"};
/* The option a plain parameter maps to: --name=VALUE, or -n VALUE. */
static const char *const param_options[P_COUNT] = {
    [P_PROJECT] = "--project", [P_SINCE] = "--since", [P_UNTIL] = "--until",   [P_TYPE] = "--type",
    [P_SORT] = "--sort",       [P_LIMIT] = "-n",      [P_OFFSET] = "--offset", [P_SCOPE] = "--scope",
};

/* Files one decoded parameter (key and val may be NULL after a bad
 * escape). Takes *val on success. Returns 0, or -1 with msg set. */
static int take_param(const char *raw, size_t rawlen, const char *key, char **val, char *vals[P_COUNT],
		      struct mg_error *msg)
{
	if (!key || !*val) {
		mg_error_set(msg, "bad percent-escape in parameter '%.*s'", (int)(rawlen > 64 ? 64 : rawlen),
			     raw);
		return -1;
	}
	for (int k = 0; k < P_COUNT; k++) {
		if (strcmp(key, param_names[k]) != 0)
			continue;
		if (vals[k]) {
			mg_error_set(msg, "parameter '%s' given twice", key);
			return -1;
		}
		vals[k] = *val;
		*val = NULL;
		return 0;
	}
	struct sbuf shown = {0};
	mg_quote(&shown, key, 40);
	mg_error_set(
	    msg,
	    "unknown parameter '%s' (known: query, project, since, until, type, sort, limit, offset, "
	    "format, scope, tools)",
	    shown.data);
	sbuf_free(&shown);
	return -1;
}

/* Splits a query string into the known parameters: `k=v` pairs joined by
 * '&', empty pairs skipped, `k` alone meaning `k=`. Returns 0, or -1 with
 * msg set. */
static int parse_params(const char *query, char *vals[P_COUNT], struct mg_error *msg)
{
	for (const char *p = query; *p;) {
		size_t len = strcspn(p, "&");
		if (len) {
			const char *eq = memchr(p, '=', len);
			size_t klen = eq ? (size_t)(eq - p) : len;
			char *key = http_form_decode(p, klen);
			char *val = eq ? http_form_decode(eq + 1, len - klen - 1) : xstrdup("");
			int rc = take_param(p, len, key, &val, vals, msg);
			free(key);
			free(val);
			if (rc)
				return -1;
		}
		p += len;
		if (*p == '&')
			p++;
	}
	return 0;
}

static bool parse_bool(const char *s, bool *out)
{
	static const char *const yes[] = {"1", "true", "yes", "on"}, *const no[] = {"0", "false", "no", "off",
										    ""};
	for (size_t i = 0; i < sizeof yes / sizeof *yes; i++)
		if (strcmp(s, yes[i]) == 0)
			return *out = true;
	for (size_t i = 0; i < sizeof no / sizeof *no; i++)
		if (strcmp(s, no[i]) == 0)
			return !(*out = false);
	return false;
}

/* Names the parameter that config_parse's message is about, by the
 * option it starts with ("--since: …" is about since). */
static void name_param(struct mg_error *msg, char *const vals[P_COUNT])
{
	const char *name = strncmp(msg->msg, "bad query", 9) == 0 ? "query" : NULL;
	for (int k = 0; !name && k < P_COUNT; k++)
		if (vals[k] && param_options[k] &&
		    strncmp(msg->msg, param_options[k], strlen(param_options[k])) == 0)
			name = param_names[k];
	if (!name)
		return;
	struct mg_error named;
	mg_error_set(&named, "parameter '%s': %s", name, msg->msg);
	*msg = named;
}

/* The job of a search request, or NULL with msg set (a 400). */
static struct job *search_job(struct server *sv, const char *query, struct mg_error *msg)
{
	char *vals[P_COUNT] = {0};
	struct job *j = NULL;
	if (parse_params(query, vals, msg) != 0)
		goto out;
	if (!vals[P_QUERY]) {
		mg_error_set(msg, "missing parameter 'query'");
		goto out;
	}
	bool tools = false;
	if (vals[P_TOOLS] && !parse_bool(vals[P_TOOLS], &tools)) {
		mg_error_set(msg, "parameter 'tools' takes true or false, not '%.40s'", vals[P_TOOLS]);
		goto out;
	}
	bool index = true;
	if (vals[P_FORMAT]) {
		if (strcmp(vals[P_FORMAT], "full") == 0) {
			index = false;
		} else if (strcmp(vals[P_FORMAT], "index") != 0) {
			mg_error_set(msg, "parameter 'format' takes index or full, not '%.40s'",
				     vals[P_FORMAT]);
			goto out;
		}
	}
	struct serve_config *sc = &sv->sc;
	j = xcalloc(1, sizeof *j);
	j->sv = sv;
	j->index = index;
	j->argv = xcalloc(sc->nbase + P_COUNT + sc->npaths + 8, sizeof *j->argv);
	for (size_t i = 0; i < sc->nbase; i++)
		j->argv[j->argc++] = xstrdup(sc->base[i]);
	j->argv[j->argc++] = xstrdup("--format=json");
	j->argv[j->argc++] = xstrdup("--no-progress");
	j->argv[j->argc++] = xstrdup("--color=never");
	if (tools)
		j->argv[j->argc++] = xstrdup("--tools");
	for (int k = 0; k < P_COUNT; k++) {
		if (!param_options[k] || !vals[k])
			continue;
		if (k == P_LIMIT) {
			j->argv[j->argc++] = xstrdup(param_options[k]);
			j->argv[j->argc++] = xstrdup(vals[k]);
			continue;
		}
		struct sbuf b = {0};
		sbuf_printf(&b, "%s=%s", param_options[k], vals[k]);
		j->argv[j->argc++] = b.data;
	}
	j->argv[j->argc++] = xstrdup("--");
	j->argv[j->argc++] = xstrdup(vals[P_QUERY]);
	for (size_t i = 0; i < sc->npaths; i++)
		j->argv[j->argc++] = xstrdup(sc->paths[i]);
	/* getopt permutes argv: parse a copy of the array, keep the strings. */
	char **args = xcalloc((size_t)j->argc + 1, sizeof *args);
	memcpy(args, j->argv, (size_t)j->argc * sizeof *args);
	bool exit_now;
	int rc = config_parse(&j->cfg, j->argc, args, &exit_now, msg);
	free(args);
	if (rc != MG_MATCH || exit_now) {
		name_param(msg, vals);
		job_free(j);
		j = NULL;
	}
out:
	for (int k = 0; k < P_COUNT; k++)
		free(vals[k]);
	return j;
}

static void on_request(void *arg, struct http_request *req)
{
	struct server *sv = arg;
	bool search = strcmp(req->path, "/api/search") == 0, health = strcmp(req->path, "/api/health") == 0;
	if (!search && !health) {
		struct sbuf b = {0};
		sbuf_adds(&b, "no such endpoint: ");
		mg_quote(&b, req->path, 80);
		sbuf_adds(&b, " (try /api/search or /api/health)");
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
	if (health) {
		struct sbuf b = {0};
		sbuf_add(&b, sv->health, sv->health_len);
		sbuf_printf(&b, ",\"connections\":{\"open\":%zu,\"max\":%zu}",
			    http_server_connections(sv->http), sv->max_conns);
		sbuf_printf(&b, ",\"searches\":{\"running\":%zu,\"waiting\":%zu}}\n", sv->running,
			    sv->jobs - sv->running);
		answer_json(req, 200, &b, NULL);
		return;
	}
	struct mg_error msg = {{0}};
	struct job *j = search_job(sv, req->query, &msg);
	if (!j) {
		answer_error(req, 400, msg.msg, NULL);
		return;
	}
	j->req = req;
	sv->jobs++;
	if (sv->wait_tail)
		sv->wait_tail->next = j;
	else
		sv->wait_head = j;
	sv->wait_tail = j;
	start_waiting(sv);
}

/* The fixed part of /api/health's answer, without its closing brace. */
static void make_health(struct server *sv)
{
	const struct config *cfg = &sv->sc.search;
	struct sbuf b = {0};
	sbuf_adds(&b, "{\"ok\":true,\"version\":\"" MEMGREP_VERSION "\",\"roots\":[");
	const char *roots[SOURCE_COUNT];
	size_t n = cfg->npaths ? 0 : discover_default_roots(cfg, roots);
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
	sbuf_adds(&b, "]");
	sv->health = b.data;
	sv->health_len = b.len;
}

static void on_stopped(void *arg)
{
	struct server *sv = arg;
	uv_close((uv_handle_t *)&sv->wake, NULL);
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
	fprintf(stderr, "memgrep: serve: stopping (%zu request%s being answered)\n", sv->jobs,
		sv->jobs == 1 ? "" : "s");
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

int serve_main(int argc, char **argv)
{
	struct server *sv = xcalloc(1, sizeof *sv);
	struct mg_error err = {{0}};
	bool exit_now;
	int rc = config_serve_parse(&sv->sc, argc, argv, &exit_now, &err);
	if (rc == MG_MATCH && !exit_now) {
		int stdin_fd = -1;
		rc = discover_check(&sv->sc.search, &stdin_fd, &err) == 0 ? MG_MATCH : MG_ERROR;
	}
	if (rc != MG_MATCH || exit_now) {
		if (rc != MG_MATCH)
			fprintf(stderr, "memgrep: %s\n", err.msg);
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
	sv->nrunners = 2 * (size_t)sv->sc.search.jobs;
	if (sv->nrunners < 4)
		sv->nrunners = 4;
	if (sv->nrunners > MAX_RUNNERS)
		sv->nrunners = MAX_RUNNERS;
	ck_ring_init(&sv->todo, RING);
	ck_ring_init(&sv->done, RING);
	uv_sem_init(&sv->todo_sem, 0);
	for (size_t i = 0; i < sv->nrunners; i++)
		uv_thread_create(&sv->runners[i], runner_main, sv);
	make_health(sv);

	uv_loop_init(&sv->loop);
	sv->max_conns = conn_limit();
	struct http_options opt = {sv->sc.host, sv->sc.port, IDLE_MS, sv->max_conns, on_request, sv};
	sv->http = http_server_start(&sv->loop, &opt, &err);
	if (!sv->http) {
		fprintf(stderr, "memgrep: %s\n", err.msg);
		rc = MG_ERROR;
	} else {
		uv_async_init(&sv->loop, &sv->wake, on_wake);
		sv->wake.data = sv;
		uv_signal_init(&sv->loop, &sv->sigint);
		uv_signal_init(&sv->loop, &sv->sigterm);
		sv->sigint.data = sv->sigterm.data = sv;
		uv_signal_start(&sv->sigint, on_signal, SIGINT);
		uv_signal_start(&sv->sigterm, on_signal, SIGTERM);
		fprintf(stderr, "memgrep: serving http://%s/api/search (and /api/health)\n",
			http_server_address(sv->http));
		fflush(stderr);
		uv_run(&sv->loop, UV_RUN_DEFAULT);
		fprintf(stderr, "memgrep: serve: stopped\n");
		http_server_free(sv->http);
		rc = MG_MATCH;
	}
	uv_loop_close(&sv->loop);
	ck_pr_store_int(&sv->quit, 1);
	for (size_t i = 0; i < sv->nrunners; i++)
		uv_sem_post(&sv->todo_sem);
	for (size_t i = 0; i < sv->nrunners; i++)
		uv_thread_join(&sv->runners[i]);
	uv_sem_destroy(&sv->todo_sem);
	free(sv->health);
	config_serve_free(&sv->sc);
	free(sv);
	return rc;
}
