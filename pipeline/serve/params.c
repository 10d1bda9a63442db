/* params: a request's parameters (see params.h). A query string comes in;
 * each parameter is filed under its endpoint's row, checked, and goes out
 * as a value that pipeline/serve/request.c makes into an option. */
#include "pipeline/serve/params.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "config/config.h"
#include "pipeline/serve/http.h"

/* GET /api/search's own parameters; the rest are the search's options,
 * from its option table (params_init). limit is -n's name here. */
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
    {"no-redact", "is the server's own, at its start only (memgrep serve --no-redact)"},
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
 * refused_options are PK_REFUSED. */
void params_init(struct params_table *pt)
{
	size_t own = sizeof search_own / sizeof *search_own;
	*pt = (struct params_table){0};
	config_search_options(&pt->options);
	const struct opt_table *t = &pt->options;
	struct param *rows = xcalloc(own + t->nrows, sizeof *rows);
	memcpy(rows, search_own, sizeof search_own);
	pt->option_names = xcalloc(t->nrows, sizeof *pt->option_names);
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
		pt->option_names[pt->noption_names++] = b.data;
		*p = (struct param){r->name, r->short_name, b.data,
				    r->arg == OPT_ARG_NONE ? PK_BOOL : PK_VALUE, NULL};
		for (size_t k = 0; k < sizeof refused_options / sizeof *refused_options; k++) {
			if (strcmp(r->name, refused_options[k].name) == 0) {
				p->kind = PK_REFUSED;
				p->why = refused_options[k].why;
			}
		}
	}
	pt->of[R_SEARCH] = (struct params){rows, n};
	pt->of[R_SESSION] = (struct params){show_params, sizeof show_params / sizeof *show_params};
	pt->of[R_SESSIONS] = pt->of[R_PROJECTS] =
	    (struct params){list_params, sizeof list_params / sizeof *list_params};
}

void params_free(struct params_table *pt)
{
	free((void *)pt->of[R_SEARCH].rows);
	for (size_t i = 0; i < pt->noption_names; i++)
		free(pt->option_names[i]);
	free(pt->option_names);
	opt_table_free(&pt->options);
}

void params_given_init(struct params_given *g, const struct params *pl)
{
	g->pl = pl;
	g->vals = xcalloc(pl->n + 1, sizeof *g->vals);
	g->keys = xcalloc(pl->n + 1, sizeof *g->keys);
	g->on = xcalloc(pl->n + 1, sizeof *g->on);
}

void params_given_free(struct params_given *g)
{
	for (size_t k = 0; k < g->pl->n; k++) {
		free(g->vals[k]);
		free(g->keys[k]);
	}
	free(g->vals);
	free(g->keys);
	free(g->on);
}

const char *params_value(const struct params_given *g, const char *name)
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
static int take_param(const char *raw, size_t rawlen, char **key, char **val, enum route r,
		      struct params_given *g, struct mg_error *msg)
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
int params_parse(const char *query, enum route r, struct params_given *g, struct mg_error *msg)
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
void params_name_error(struct mg_error *msg, const struct params_given *g)
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
int params_check(enum route r, struct params_given *g, bool *index, struct mg_error *msg)
{
	/* With --file the query may be left out, as on the command line. */
	if (r == R_SEARCH && !params_value(g, "query") && !params_value(g, "file")) {
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
	const char *format = params_value(g, "format");
	if (format) {
		if (strcmp(format, "full") == 0) {
			*index = false;
		} else if (strcmp(format, "index") != 0) {
			mg_error_set(msg, "parameter 'format' takes index or full, not '%.40s'", format);
			return -1;
		}
	}
	if (r == R_SESSION && params_value(g, "context") && !params_value(g, "around")) {
		mg_error_set(msg, "parameter 'context' goes with 'around': the messages either side of "
				  "the one around names");
		return -1;
	}
	return 0;
}
