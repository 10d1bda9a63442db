/* serve: the routes of `memgrep serve` and the searches behind them (see
 * serve.h).
 *
 * A request's parameters become the argv of a command line (a search, or
 * `memgrep show ID`, `sessions`, `projects` with --format json), which
 * config_parse checks on the loop thread (a bad one answers 400 at once).
 * A search's parameters are the rows of the search's own option table
 * (config_search_options), so a new option is one with no change here;
 * refused_options lists those a request may not give, and why.
 * Each runs as one search_run, on one of `nrunners` search threads made at
 * start (each search waits on its engine's loop while the shared pool
 * scans): the loop thread hands a job over through the `todo` ring
 * (ck_ring, one producer, many consumers) and a semaphore; the search
 * writes its json into a memory stream, and the runner pushes the job into
 * the `done` ring (many producers, the loop consumes) and wakes the loop,
 * which answers. At most nrunners jobs are in the rings at once, so a push
 * never fails; later requests wait in a FIFO on the loop. Long-lived
 * runners keep the process's memory flat: the same thread stacks and
 * malloc arenas serve every request. */
#include "pipeline/serve/serve.h"

#include <ck_pr.h>
#include <ctype.h>
#include <malloc.h>
#include <ck_ring.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <uv.h>

#include "config/config.h"
#include "config/options.h"
#include "pipeline/serve/serve_config.h"
#include "pipeline/serve/http.h"
#include "pipeline/serve/trust.h"
#include "pipeline/search/search.h"
#include "base/xalloc.h"
#include "stages/discover.h"
#include "stages/output/format.h"
#include "base/json_line.h"

enum { RING = 128, MAX_RUNNERS = 64, IDLE_MS = 10000, MAX_CONNS = 1024, RESERVED_FDS = 256 };

/* The endpoints (docs/reference.md §7). All but health run a command line
 * as a job; R_SESSION's path is followed by /ID. */
enum route { R_SEARCH, R_SESSION, R_SESSIONS, R_PROJECTS, R_HEALTH, R_NONE };

/* How a parameter becomes options: --OPTION=VALUE; OPTION VALUE (a short
 * option); OPTION alone when true (a flag); by the code of its endpoint
 * (query, format); or not at all: a search option that a request may not
 * give, answered 400 with the reason. */
enum param_kind { PK_OWN, PK_VALUE, PK_SHORT, PK_BOOL, PK_REFUSED };

/* A parameter: its name (a request may write `_` or `-` alike), its
 * one-letter name or 0, the option it becomes, and why it is refused. */
struct param {
	const char *name;
	char letter;
	const char *option;
	enum param_kind kind;
	const char *why; /* PK_REFUSED only */
};

/* The parameters of one endpoint. */
struct params {
	const struct param *rows;
	size_t n;
};

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
	/* The commands that read sessions: their base options (without
	 * argv[0]), their --source or NULL, and the session sources the
	 * server reads (0: none, and those endpoints answer 404). */
	char **lbase;
	size_t nlbase;
	char *lsource;
	unsigned list_sources;
	/* Each endpoint's parameters; the search's are made from the search's
	 * option table (options), with option_names their options. */
	struct params params[R_NONE];
	struct opt_table options;
	char **option_names;
	size_t noption_names;
	struct trust trust; /* whom it answers */
	char *token;	    /* trust.token's */
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
	} else {
		fprintf(stderr, "memgrep: serve: %s\n", msg);
		answer_error(j->req, 500, msg, NULL);
	}
}

static void on_wake(uv_async_t *h)
{
	struct server *sv = h->data;
	struct job *j;
	while (ck_ring_dequeue_mpsc(&sv->done, sv->done_buf, &j)) {
		sv->running--;
		sv->jobs--;
		/* No result is an answer (an empty list); no session is not. */
		if (j->status != MG_ERROR && j->res.failure != SEARCH_UNKNOWN) {
			http_respond(j->req, 200, "application/json", j->body, j->len, NULL);
			j->body = NULL;
		} else {
			answer_failure(j);
		}
		job_free(j);
	}
	start_waiting(sv);
}

/* Each endpoint's path and the command it runs (argv[1]; NULL: a search).
 * Its parameters are the server's params[route]. */
static const struct route_row {
	const char *path, *command;
} route_rows[R_NONE] = {
    [R_SEARCH] = {"/api/search", NULL},		  [R_SESSION] = {"/api/session", "show"},
    [R_SESSIONS] = {"/api/sessions", "sessions"}, [R_PROJECTS] = {"/api/projects", "projects"},
    [R_HEALTH] = {"/api/health", NULL},
};

#define ENDPOINTS "/api/search, /api/session/ID, /api/sessions, /api/projects or /api/health"

/* The endpoint of path; for R_SESSION, *id is what follows "/api/session/"
 * (as sent; "" when nothing does). */
static enum route route_of(const char *path, const char **id)
{
	for (int r = 0; r < R_NONE; r++) {
		size_t n = strlen(route_rows[r].path);
		if (strncmp(path, route_rows[r].path, n) != 0)
			continue;
		if (path[n] && !(r == R_SESSION && path[n] == '/'))
			continue;
		*id = path[n] ? path + n + 1 : "";
		return (enum route)r;
	}
	return R_NONE;
}

/* GET /api/search's own parameters; the rest are the search's options,
 * from its option table (make_search_params). limit is -n's name here. */
static const struct param search_own[] = {
    {"query", 0, NULL, PK_OWN, NULL},
    {"format", 0, NULL, PK_OWN, NULL},
    {"limit", 0, "-n", PK_SHORT, NULL},
};

/* The other endpoints keep lists of their own (docs/reference.md §7). */
static const struct param show_params[] = {
    {"tools", 0, "--tools", PK_BOOL, NULL},
    {"thinking", 0, "--thinking", PK_BOOL, NULL},
    {"keep_noise", 0, "--keep-noise", PK_BOOL, NULL},
    {"around", 0, "--around", PK_VALUE, NULL},
    {"context", 0, "-C", PK_SHORT, NULL},
};
static const struct param list_params[] = {
    {"project", 0, "--project", PK_VALUE, NULL}, {"since", 0, "--since", PK_VALUE, NULL},
    {"until", 0, "--until", PK_VALUE, NULL},	 {"limit", 0, "-n", PK_SHORT, NULL},
    {"offset", 0, "--offset", PK_VALUE, NULL},	 {"source", 0, "--source", PK_VALUE, NULL},
};

#define OUTPUT_WHY "changes the output, and the server answers json (format=index or full)"

/* The search options a request may not give, and why (docs/reference.md
 * §7): the server's own, those that change the output or print something
 * else than the search, and the testing ones. Every other option of the
 * search's table is a parameter. */
static const struct {
	const char *name, *why;
} refused_options[] = {
    {"sessions", "is the parameter 'limit' here"},
    {"files-with-matches", OUTPUT_WHY},
    {"count", OUTPUT_WHY},
    {"null", OUTPUT_WHY},
    {"header", OUTPUT_WHY},
    {"color", OUTPUT_WHY},
    {"colour", OUTPUT_WHY},
    {"resume", "changes text output only (the json has every session's resume command)"},
    {"full", "changes text output only (format=full gives the json every message's whole text)"},
    {"timeline", "answers a chart's buckets instead of the sessions"},
    {"quiet", "silences warnings on stderr, which a client never sees"},
    {"threads", "is the server's own (memgrep serve -j N)"},
    {"timeout", "is the server's own (memgrep serve --timeout SECONDS)"},
    {"follow", "is the server's own: how it walks its PATHs"},
    {"stream", "prints matches as found, and the server answers once the search is done"},
    {"stats", "prints on stderr, and the json has its stats"},
    {"strict", "sets the exit status, which the server has not"},
    {"no-progress", "hides a progress line that the server never prints"},
    {"here", "names the server's current folder, not the client's (use project)"},
    {"explain", "prints how the query is parsed instead of searching"},
    {"version", "prints the version instead of searching (GET /api/health has it)"},
    {"help", "prints the usage instead of searching"},
    {"list-options", "prints the options instead of searching"},
    {"no-index", "is the server's own: MEMGREP_INDEX=off memgrep serve"},
    {"no-prefilter", "is for memgrep's own tests"},
    {"part-size", "is for memgrep's own tests"},
    {"files-from", "is the server's own: the files it searches are its PATHs"},
    {"partial", "prints a map step's output for memgrep merge, not an answer"},
};

/* Whether a request's key names name: `_` and `-` alike. */
static bool same_name(const char *key, const char *name)
{
	for (; *key && *name; key++, name++)
		if (*key != *name && !(strchr("-_", *key) && strchr("-_", *name)))
			return false;
	return !*key && !*name;
}

static bool names_param(const char *key, const struct param *p)
{
	return same_name(key, p->name) || (p->letter && key[0] == p->letter && !key[1]);
}

/* GET /api/search's parameters: its own, then every option of a search
 * (config_search_options), by its long name and its letter, so that a new
 * option is a parameter with no change here; the options of
 * refused_options are PK_REFUSED. The table and the
 * option strings are the server's until free_search_params. */
static void make_search_params(struct server *sv)
{
	size_t own = sizeof search_own / sizeof *search_own;
	config_search_options(&sv->options);
	const struct opt_table *t = &sv->options;
	struct param *rows = xcalloc(own + t->nrows, sizeof *rows);
	memcpy(rows, search_own, sizeof search_own);
	sv->option_names = xcalloc(t->nrows, sizeof *sv->option_names);
	size_t n = own;
	for (size_t i = 0; i < t->nrows; i++) {
		const struct opt_row *r = &t->rows[i];
		bool shadowed = false; /* --format: the server's format is its own */
		for (size_t k = 0; k < own; k++)
			shadowed |= same_name(r->name, search_own[k].name);
		if (!opt_row_applies(t, r) || shadowed)
			continue;
		struct param *p = &rows[n++];
		struct sbuf b = {0};
		sbuf_printf(&b, "--%s", r->name);
		sv->option_names[sv->noption_names++] = b.data;
		*p = (struct param){r->name, r->short_name, b.data,
				    r->arg == OPT_ARG_NONE ? PK_BOOL : PK_VALUE, NULL};
		for (size_t k = 0; k < sizeof refused_options / sizeof *refused_options; k++) {
			if (strcmp(r->name, refused_options[k].name) == 0) {
				p->kind = PK_REFUSED;
				p->why = refused_options[k].why;
			}
		}
	}
	sv->params[R_SEARCH] = (struct params){rows, n};
	sv->params[R_SESSION] = (struct params){show_params, sizeof show_params / sizeof *show_params};
	sv->params[R_SESSIONS] = sv->params[R_PROJECTS] =
	    (struct params){list_params, sizeof list_params / sizeof *list_params};
}

static void free_search_params(struct server *sv)
{
	free((void *)sv->params[R_SEARCH].rows);
	for (size_t i = 0; i < sv->noption_names; i++)
		free(sv->option_names[i]);
	free(sv->option_names);
	opt_table_free(&sv->options);
}

/* A request's parameters, by their index in its endpoint's: the value and
 * the name it came by (NULL: not given), and a flag's truth. */
struct given {
	const struct params *pl;
	char **vals, **keys;
	bool *on;
};

static void given_init(struct given *g, const struct params *pl)
{
	g->pl = pl;
	g->vals = xcalloc(pl->n + 1, sizeof *g->vals);
	g->keys = xcalloc(pl->n + 1, sizeof *g->keys);
	g->on = xcalloc(pl->n + 1, sizeof *g->on);
}

static void given_free(struct given *g)
{
	for (size_t k = 0; k < g->pl->n; k++) {
		free(g->vals[k]);
		free(g->keys[k]);
	}
	free(g->vals);
	free(g->keys);
	free(g->on);
}

/* The value of the parameter called name, or NULL. */
static const char *given_val(const struct given *g, const char *name)
{
	for (size_t k = 0; k < g->pl->n; k++)
		if (strcmp(g->pl->rows[k].name, name) == 0)
			return g->vals[k];
	return NULL;
}

/* "-m/--messages", "--fuzzy", "-n": how the command line names p. */
static void option_form(struct sbuf *b, const struct param *p)
{
	if (p->letter)
		sbuf_printf(b, "-%c/", p->letter);
	sbuf_adds(b, p->option);
}

/* Files one decoded parameter (key and val may be NULL after a bad
 * escape) among g's, those of endpoint r. Takes *key and *val on success.
 * Returns 0, or -1 with msg set. */
static int take_param(const char *raw, size_t rawlen, char **key, char **val, enum route r, struct given *g,
		      struct mg_error *msg)
{
	const struct params *pl = g->pl;
	if (!*key || !*val) {
		mg_error_set(msg, "bad percent-escape in parameter '%.*s'", (int)(rawlen > 64 ? 64 : rawlen),
			     raw);
		return -1;
	}
	for (size_t k = 0; k < pl->n; k++) {
		const struct param *p = &pl->rows[k];
		if (!names_param(*key, p))
			continue;
		if (p->kind == PK_REFUSED) {
			struct sbuf form = {0};
			option_form(&form, p);
			mg_error_set(msg, "parameter '%s' is refused: %s %s", *key, form.data, p->why);
			sbuf_free(&form);
			return -1;
		}
		if (g->vals[k] && strcmp(g->keys[k], *key) != 0) {
			mg_error_set(msg, "parameter '%s' given twice (as '%s' and '%s')", p->name,
				     g->keys[k], *key);
			return -1;
		}
		if (g->vals[k]) {
			mg_error_set(msg, "parameter '%s' given twice", *key);
			return -1;
		}
		g->vals[k] = *val;
		g->keys[k] = *key;
		*val = *key = NULL;
		return 0;
	}
	struct sbuf shown = {0}, known = {0};
	mg_quote(&shown, *key, 40);
	if (r == R_SEARCH) {
		mg_error_set(msg,
			     "unknown parameter '%s' (the search options of `memgrep --list-options` by long "
			     "name, and query, format, limit)",
			     shown.data);
	} else {
		for (size_t k = 0; k < pl->n; k++)
			sbuf_printf(&known, "%s%s", known.len ? ", " : "", pl->rows[k].name);
		mg_error_set(msg, "unknown parameter '%s' (known: %s)", shown.data, known.data);
	}
	sbuf_free(&shown);
	sbuf_free(&known);
	return -1;
}

/* Splits a query string into the parameters of endpoint r, into g: `k=v`
 * pairs joined by '&', empty pairs skipped, `k` alone meaning `k=`.
 * Returns 0, or -1 with msg set. */
static int parse_params(const char *query, enum route r, struct given *g, struct mg_error *msg)
{
	for (const char *p = query; *p;) {
		size_t len = strcspn(p, "&");
		if (len) {
			const char *eq = memchr(p, '=', len);
			size_t klen = eq ? (size_t)(eq - p) : len;
			char *key = http_form_decode(p, klen);
			char *val = eq ? http_form_decode(eq + 1, len - klen - 1) : xstrdup("");
			int rc = take_param(p, len, &key, &val, r, g, msg);
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

/* Whether msg names option o: at its start, or (anywhere) further in; o
 * followed by neither a letter, a digit nor '-' (--file is not --files-…). */
static bool names_option(const char *msg, const char *o, bool anywhere)
{
	size_t n = strlen(o);
	for (const char *p = msg; (p = anywhere ? strstr(p, o) : strncmp(p, o, n) == 0 ? p : NULL); p++) {
		if (!isalnum((unsigned char)p[n]) && p[n] != '-')
			return true;
		if (!anywhere)
			break;
	}
	return false;
}

/* Names the parameter that config_parse's message is about, by the name
 * the request gave it: by the option the message starts with ("--since:
 * …", "-m/--messages takes …"), else by a long option it names ("memgrep
 * sessions reads sessions: … --source memory"). */
static void name_param(struct mg_error *msg, const struct given *g)
{
	const struct params *pl = g->pl;
	const char *name = strncmp(msg->msg, "bad query", 9) == 0 ? "query" : NULL;
	for (size_t k = 0; !name && k < pl->n; k++) {
		const struct param *p = &pl->rows[k];
		char letter[3] = {'-', p->letter, 0};
		if (g->vals[k] && p->option &&
		    (names_option(msg->msg, p->option, false) ||
		     (p->letter && names_option(msg->msg, letter, false))))
			name = g->keys[k];
	}
	for (size_t k = 0; !name && k < pl->n; k++) {
		const char *o = pl->rows[k].option;
		if (g->vals[k] && o && o[1] == '-' && names_option(msg->msg, o, true))
			name = g->keys[k];
	}
	if (!name)
		return;
	struct mg_error named;
	mg_error_set(&named, "parameter '%s': %s", name, msg->msg);
	*msg = named;
}

/* The values the server reads itself: the query, format, the flags (into
 * g->on) and show's context without around. Returns 0, or -1 with msg
 * set. */
static int check_values(enum route r, struct given *g, bool *index, struct mg_error *msg)
{
	/* With --file the query may be left out, as on the command line. */
	if (r == R_SEARCH && !given_val(g, "query") && !given_val(g, "file")) {
		mg_error_set(msg, "missing parameter 'query'");
		return -1;
	}
	for (size_t k = 0; k < g->pl->n; k++) {
		if (g->pl->rows[k].kind == PK_BOOL && g->vals[k] && !parse_bool(g->vals[k], &g->on[k])) {
			mg_error_set(msg, "parameter '%s' takes true or false, not '%.40s'", g->keys[k],
				     g->vals[k]);
			return -1;
		}
	}
	*index = r == R_SEARCH;
	const char *format = given_val(g, "format");
	if (format) {
		if (strcmp(format, "full") == 0) {
			*index = false;
		} else if (strcmp(format, "index") != 0) {
			mg_error_set(msg, "parameter 'format' takes index or full, not '%.40s'", format);
			return -1;
		}
	}
	if (r == R_SESSION && given_val(g, "context") && !given_val(g, "around")) {
		mg_error_set(msg, "parameter 'context' goes with 'around': the messages either side of "
				  "the one around names");
		return -1;
	}
	return 0;
}

static void add_arg(struct job *j, const char *s)
{
	j->argv[j->argc++] = xstrdup(s);
}

/* The job of endpoint r: the command line that the base options, the
 * parameters g and operand (the query or the session id; NULL: none)
 * make, checked by config_parse. NULL with msg set when config_parse
 * refuses it (a 400). */
static struct job *build_job(struct server *sv, enum route r, const char *operand, const struct given *g,
			     bool index, struct mg_error *msg)
{
	const struct serve_config *sc = &sv->sc;
	const struct route_row *rt = &route_rows[r];
	const struct params *pl = g->pl;
	struct job *j = xcalloc(1, sizeof *j);
	j->sv = sv;
	j->index = index;
	j->argv = xcalloc(sc->nbase + sv->nlbase + 2 * pl->n + sc->npaths + 10, sizeof *j->argv);
	add_arg(j, sc->base[0]);
	if (rt->command) {
		/* config_parse reads the command in argv[1]. */
		add_arg(j, rt->command);
		for (size_t i = 0; i < sv->nlbase; i++)
			add_arg(j, sv->lbase[i]);
		if (sv->lsource && !given_val(g, "source"))
			add_arg(j, sv->lsource);
	} else if (given_val(g, "source")) {
		/* The request's --source replaces the server's choice. */
		for (size_t i = 0; i < sv->nlbase; i++)
			add_arg(j, sv->lbase[i]);
	} else {
		for (size_t i = 1; i < sc->nbase; i++)
			add_arg(j, sc->base[i]);
	}
	add_arg(j, "--format=json");
	add_arg(j, "--no-progress");
	add_arg(j, "--color=never");
	for (size_t k = 0; k < pl->n; k++) {
		const struct param *p = &pl->rows[k];
		if (!g->vals[k] || p->kind == PK_OWN || p->kind == PK_REFUSED ||
		    (p->kind == PK_BOOL && !g->on[k]))
			continue;
		if (p->kind == PK_VALUE) {
			struct sbuf b = {0};
			sbuf_printf(&b, "%s=%s", p->option, g->vals[k]);
			j->argv[j->argc++] = b.data;
			continue;
		}
		add_arg(j, p->option);
		if (p->kind == PK_SHORT)
			add_arg(j, g->vals[k]);
	}
	add_arg(j, "--");
	if (operand)
		add_arg(j, operand);
	for (size_t i = 0; i < sc->npaths; i++)
		add_arg(j, sc->paths[i]);
	/* getopt permutes argv: parse a copy of the array, keep the strings. */
	char **args = xcalloc((size_t)j->argc + 1, sizeof *args);
	memcpy(args, j->argv, (size_t)j->argc * sizeof *args);
	bool exit_now;
	int rc = config_parse(&j->cfg, j->argc, args, &exit_now, msg);
	free(args);
	if (rc != MG_MATCH || exit_now) {
		name_param(msg, g);
		job_free(j);
		return NULL;
	}
	return j;
}

/* The names of the sources of bits, comma-separated, appended to b. */
static void source_names(struct sbuf *b, unsigned bits)
{
	const char *sep = "";
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		if (bits & (1u << i)) {
			sbuf_printf(b, "%s%s", sep, source_table[i].name);
			sep = ",";
		}
	}
}

/* The session id of a request (raw: as sent) into *out, percent-decoded,
 * or -1 with msg set (a 400). A request names a session, never a file:
 * memgrep show reads a target with '/', or one that names something in
 * the server's folder, as a file. */
static int session_id(const char *raw, char **out, struct mg_error *msg)
{
	char *id = http_path_decode(raw, strlen(raw));
	struct stat st;
	if (!id) {
		mg_error_set(msg, "bad percent-escape in the session id");
		return -1;
	}
	if (!*id) {
		mg_error_set(msg, "GET /api/session/ID needs a session id or a unique prefix of one");
		free(id);
		return -1;
	}
	if (strchr(id, '/') || stat(id, &st) == 0) {
		struct sbuf shown = {0};
		mg_quote(&shown, id, 80);
		mg_error_set(msg,
			     "'%s' is not a session id: the server shows a session by its id or a prefix "
			     "of it, not by a file",
			     shown.data);
		sbuf_free(&shown);
		free(id);
		return -1;
	}
	*out = id;
	return 0;
}

/* Without PATHs the sources pick default roots: a request picks among the
 * server's only (a search's, or the session sources of the others; those
 * follow the server unless given source). Returns 0, or -1 with msg. */
static int check_sources(const struct server *sv, enum route r, const struct job *j, const struct given *g,
			 struct mg_error *msg)
{
	bool search = r == R_SEARCH;
	unsigned allowed = search ? sv->sc.search.sources : sv->list_sources;
	if (sv->sc.npaths || (!search && !given_val(g, "source")) || !(j->cfg.sources & ~allowed))
		return 0;
	struct sbuf names = {0}, extra = {0};
	source_names(&names, allowed);
	source_names(&extra, j->cfg.sources & ~allowed);
	if (search)
		mg_error_set(msg, "%sthis server searches %s only, not %s",
			     given_val(g, "source") ? "parameter 'source': " : "", names.data, extra.data);
	else
		mg_error_set(msg, "parameter 'source': this server reads the sessions of %s only",
			     names.data);
	sbuf_free(&names);
	sbuf_free(&extra);
	return -1;
}

/* The job of a request to endpoint r (id: what follows /api/session/), or
 * NULL with *status and msg set. */
static struct job *request_job(struct server *sv, enum route r, const char *id, const char *query,
			       int *status, struct mg_error *msg)
{
	char *sid = NULL;
	bool index;
	struct job *j = NULL;
	struct given g;
	*status = 400;
	if (route_rows[r].command && !sv->list_sources) {
		struct sbuf names = {0};
		source_names(&names, sv->sc.search.sources);
		mg_error_set(msg, "this server reads no session source (its sources: %s)", names.data);
		sbuf_free(&names);
		*status = 404;
		return NULL;
	}
	given_init(&g, &sv->params[r]);
	if ((r == R_SESSION && session_id(id, &sid, msg) != 0) || parse_params(query, r, &g, msg) != 0 ||
	    check_values(r, &g, &index, msg))
		goto out;
	const char *operand = sid;
	if (r == R_SEARCH)
		operand = given_val(&g, "query") ? given_val(&g, "query") : "";
	j = build_job(sv, r, operand, &g, index, msg);
	if (j && check_sources(sv, r, j, &g, msg) != 0) {
		job_free(j);
		j = NULL;
	}
out:
	free(sid);
	given_free(&g);
	return j;
}

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
		sbuf_adds(&b, " (try " ENDPOINTS ")");
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
	int status;
	struct job *j = request_job(sv, r, id, req->query, &status, &msg);
	if (!j) {
		answer_error(req, status, msg.msg, NULL);
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

/* The base options of the commands that read sessions: the server's, with
 * its choice of sources (--source, --codex, …) made into one --source of
 * the session sources among them (markdown memory is not sessions), kept
 * apart as lsource; none when it made none (show then looks in every
 * session source, as on the command line). Then each command is checked
 * once with a stand-in request, so that a base option that does not apply
 * to it fails here and not on every request. Returns 0, or -1 with err. */
static int make_list_base(struct server *sv, struct mg_error *err)
{
	const struct serve_config *sc = &sv->sc;
	bool sourced = false;
	sv->lbase = xcalloc(sc->nbase + 1, sizeof *sv->lbase);
	for (size_t i = 1; i < sc->nbase; i++) {
		const char *w = sc->base[i];
		bool source = strncmp(w, "--source=", 9) == 0;
		for (size_t s = 0; !source && s < SOURCE_COUNT; s++)
			source = source_table[s].flag && strncmp(w, "--", 2) == 0 &&
				 strcmp(w + 2, source_table[s].flag) == 0;
		if (source)
			sourced = true;
		else
			sv->lbase[sv->nlbase++] = xstrdup(w);
	}
	sv->list_sources = sc->search.sources & source_session_bits();
	if (sourced && sv->list_sources) {
		struct sbuf b = {0};
		sbuf_adds(&b, "--source=");
		source_names(&b, sv->list_sources);
		sv->lsource = b.data;
	}
	if (!sv->list_sources)
		return 0;
	for (int r = 0; r < R_NONE; r++) {
		if (!route_rows[r].command)
			continue;
		struct given none;
		given_init(&none, &sv->params[r]);
		struct job *j = build_job(sv, (enum route)r, r == R_SESSION ? "x" : NULL, &none, false, err);
		given_free(&none);
		if (!j)
			return -1;
		job_free(j);
	}
	return 0;
}

static void free_list_base(struct server *sv)
{
	for (size_t i = 0; i < sv->nlbase; i++)
		free(sv->lbase[i]);
	free(sv->lbase);
	free(sv->lsource);
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
	sbuf_adds(&b, "],\"endpoints\":[");
	for (int r = 0; r < R_NONE; r++)
		sbuf_printf(&b, "%s\"%s%s\"", r ? "," : "", route_rows[r].path, r == R_SESSION ? "/ID" : "");
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
	make_search_params(sv);
	int rc = config_serve_parse(&sv->sc, argc, argv, &exit_now, &err);
	if (rc == MG_MATCH && !exit_now) {
		int stdin_fd = -1;
		rc = discover_check(&sv->sc.search, &stdin_fd, &err) == 0 && make_list_base(sv, &err) == 0
			 ? MG_MATCH
			 : MG_ERROR;
	}
	if (rc != MG_MATCH || exit_now) {
		if (rc != MG_MATCH)
			fprintf(stderr, "memgrep: %s\n", err.msg);
		free_list_base(sv);
		free_search_params(sv);
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
		uv_async_init(&sv->loop, &sv->wake, on_wake);
		sv->wake.data = sv;
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
	ck_pr_store_int(&sv->quit, 1);
	for (size_t i = 0; i < sv->nrunners; i++)
		uv_sem_post(&sv->todo_sem);
	for (size_t i = 0; i < sv->nrunners; i++)
		uv_thread_join(&sv->runners[i]);
	uv_sem_destroy(&sv->todo_sem);
	free(sv->health);
	free(sv->token);
	free_list_base(sv);
	free_search_params(sv);
	config_serve_free(&sv->sc);
	free(sv);
	return rc;
}
