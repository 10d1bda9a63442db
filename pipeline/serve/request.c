/* request: a request to `memgrep serve` turned into a search's argv (see
 * request.h). Its endpoint, session id and query string come in; a job
 * whose config config_parse has checked on the loop thread goes out, or
 * the status and line of the answer that refuses it. */
#include "pipeline/serve/request.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/xalloc.h"
#include "pipeline/serve/http.h"

static void add_arg(struct job *j, const char *s)
{
	j->argv[j->argc++] = xstrdup(s);
}

/* The job of endpoint r: the command line that the base options, the
 * parameters g and operand (the query or the session id; NULL: none)
 * make, checked by config_parse. NULL with msg set when config_parse
 * refuses it (a 400). */
static struct job *build_job(const struct request_base *rb, enum route r, const char *operand,
			     const struct params_given *g, bool index, struct mg_error *msg)
{
	const struct serve_config *sc = rb->sc;
	const struct route_row *rt = &route_rows[r];
	const struct params *pl = g->pl;
	struct job *j = xcalloc(1, sizeof *j);
	j->index = index;
	j->argv = xcalloc(sc->nbase + rb->nlbase + 2 * pl->n + sc->npaths + 10, sizeof *j->argv);
	add_arg(j, sc->base[0]);
	if (rt->command) {
		/* config_parse reads the command in argv[1]. */
		add_arg(j, rt->command);
		for (size_t i = 0; i < rb->nlbase; i++)
			add_arg(j, rb->lbase[i]);
		if (rb->lsource && !params_value(g, "source"))
			add_arg(j, rb->lsource);
	} else if (params_value(g, "source")) {
		/* The request's --source replaces the server's choice. */
		for (size_t i = 0; i < rb->nlbase; i++)
			add_arg(j, rb->lbase[i]);
	} else {
		for (size_t i = 1; i < sc->nbase; i++)
			add_arg(j, sc->base[i]);
	}
	/* A request is no agent's tool call: no live session is looked for
	 * (docs/reference.md §4.1); an MCP tool call is one. */
	if (!rt->command && !sc->live_calls)
		add_arg(j, "--include-live");
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
		params_name_error(msg, g);
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
static int check_sources(const struct request_base *rb, enum route r, const struct job *j,
			 const struct params_given *g, struct mg_error *msg)
{
	bool search = r == R_SEARCH;
	unsigned allowed = search ? rb->sc->search.sources : rb->list_sources;
	if (rb->sc->npaths || (!search && !params_value(g, "source")) || !(j->cfg.sources & ~allowed))
		return 0;
	struct sbuf names = {0}, extra = {0};
	source_names(&names, allowed);
	source_names(&extra, j->cfg.sources & ~allowed);
	if (search)
		mg_error_set(msg, "%sthis server searches %s only, not %s",
			     params_value(g, "source") ? "parameter 'source': " : "", names.data, extra.data);
	else
		mg_error_set(msg, "parameter 'source': this server reads the sessions of %s only",
			     names.data);
	sbuf_free(&names);
	sbuf_free(&extra);
	return -1;
}

/* The job of a request to endpoint r (id: what follows /api/session/), or
 * NULL with *status and msg set. */
struct job *request_job(const struct request_base *rb, enum route r, const char *id, const char *query,
			int *status, struct mg_error *msg)
{
	char *sid = NULL;
	bool index;
	struct job *j = NULL;
	struct params_given g;
	*status = 400;
	if (route_rows[r].command && !rb->list_sources) {
		struct sbuf names = {0};
		source_names(&names, rb->sc->search.sources);
		mg_error_set(msg, "this server reads no session source (its sources: %s)", names.data);
		sbuf_free(&names);
		*status = 404;
		return NULL;
	}
	params_given_init(&g, &rb->params->of[r]);
	if ((r == R_SESSION && session_id(id, &sid, msg) != 0) || params_parse(query, r, &g, msg) != 0 ||
	    params_check(r, &g, &index, msg))
		goto out;
	const char *operand = sid;
	if (r == R_SEARCH)
		operand = params_value(&g, "query") ? params_value(&g, "query") : "";
	j = build_job(rb, r, operand, &g, index, msg);
	if (j && check_sources(rb, r, j, &g, msg) != 0) {
		job_free(j);
		j = NULL;
	}
	if (j)
		j->cache = rb->cache;
out:
	free(sid);
	params_given_free(&g);
	return j;
}

/* The base options of the commands that read sessions: the server's, with
 * its choice of sources (--source, --codex, …) made into one --source of
 * the session sources among them (markdown memory is not sessions), kept
 * apart as lsource; none when it made none (show then looks in every
 * session source, as on the command line). Then each command is checked
 * once with a stand-in request, so that a base option that does not apply
 * to it fails here and not on every request. Returns 0, or -1 with err. */
int request_base_init(struct request_base *rb, const struct serve_config *sc, const struct params_table *pt,
		      struct mg_error *err)
{
	bool sourced = false;
	rb->sc = sc;
	rb->params = pt;
	rb->cache = NULL;
	rb->lbase = xcalloc(sc->nbase + 1, sizeof *rb->lbase);
	for (size_t i = 1; i < sc->nbase; i++) {
		const char *w = sc->base[i];
		bool source = strncmp(w, "--source=", 9) == 0;
		for (size_t s = 0; !source && s < SOURCE_COUNT; s++)
			source = source_table[s].flag && strncmp(w, "--", 2) == 0 &&
				 strcmp(w + 2, source_table[s].flag) == 0;
		if (source)
			sourced = true;
		else
			rb->lbase[rb->nlbase++] = xstrdup(w);
	}
	rb->list_sources = sc->search.sources & source_session_bits();
	if (sourced && rb->list_sources) {
		struct sbuf b = {0};
		sbuf_adds(&b, "--source=");
		source_names(&b, rb->list_sources);
		rb->lsource = b.data;
	}
	if (!rb->list_sources)
		return 0;
	for (int r = 0; r < R_NONE; r++) {
		if (!route_rows[r].command)
			continue;
		struct params_given none;
		params_given_init(&none, &rb->params->of[r]);
		struct job *j = build_job(rb, (enum route)r, r == R_SESSION ? "x" : NULL, &none, false, err);
		params_given_free(&none);
		if (!j)
			return -1;
		job_free(j);
	}
	return 0;
}

void request_base_free(struct request_base *rb)
{
	for (size_t i = 0; i < rb->nlbase; i++)
		free(rb->lbase[i]);
	free(rb->lbase);
	free(rb->lsource);
}
