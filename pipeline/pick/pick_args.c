/* pick_args: pick's command line and the command lines of its searches
 * (see pick_args.h). */
#include "pipeline/pick/pick_args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "config/config.h"
#include "config/options.h"

const char *const pick_sorts[PICK_SORTS] = {"count", "bm25", "recent", "oldest"};

/* How many sessions a search lists: a screenful of pages. */
#define PICK_ROWS "500"

static const char pick_help[] =
    "usage: memgrep pick [QUERY] [OPTIONS] [PATH...]\n"
    "Search as you type, read the selected session beside the list, press Enter\n"
    "to resume it (its resume command, run in its folder). Every option of a\n"
    "search (memgrep --help) is the starting state; an empty query (none, or ''\n"
    "before PATHs) lists the sessions. `memgrep` alone on a terminal runs it.\n"
    "Needs a terminal (/dev/tty) and a TERM other than dumb.\n"
    "\n"
    "Options:\n"
    "  --print                 print the chosen session's id instead of resuming it\n"
    "  --print-format id|json  what --print prints: the id, or one JSON object\n"
    "  -h, --help              print this help and exit\n"
    "\n"
    "Keys:\n"
    "%s"
    "\n"
    "Exit status: 0 printed (--print), 1 quit (Esc), 2 error, 129 terminal lost,\n"
    "130 ctrl-c, 143 SIGTERM; Enter runs the resume command in memgrep's place.\n"
    "MEMGREP_RESUME_CMD, when set, is run instead of the resume command's\n"
    "program, with the command's words as its arguments, in the session's folder.\n" OPT_HELP_MANUAL;

const char pick_keys[] = "  typing, Backspace, ctrl-w (a word), ctrl-u (all)   edit the query\n"
			 "  Up, Down, PgUp, PgDn, Home, End   move in the list (or scroll the preview)\n"
			 "  Tab          switch between the list and the preview\n"
			 "  Enter        resume the session (or print it, with --print)\n"
			 "  ctrl-a       preview: the matching messages, or the whole conversation\n"
			 "  ctrl-o       open the session in $PAGER (memgrep show)\n"
			 "  ctrl-y       copy the resume command (OSC 52; also printed on stderr at exit)\n"
			 "  ctrl-s       cycle the sort: count, bm25, recent, oldest\n"
			 "  ctrl-t       search and show tool calls and thinking, or not\n"
			 "  ctrl-f       narrow: its source (not beside PATHs), its project, all again\n"
			 "  ctrl-r       back to the starting filters\n"
			 "  ?, F1        show the keys (? with an empty query, or in the preview)\n"
			 "  Esc          quit, exit status 1, nothing printed\n";

void pick_argv_push(struct pick_argv *v, const char *s)
{
	if (v->n + 2 > v->cap) {
		v->cap = v->cap ? v->cap * 2 : 16;
		v->v = xrealloc(v->v, (size_t)v->cap * sizeof(char *));
	}
	v->v[v->n++] = xstrdup(s);
	v->v[v->n] = NULL;
}

static void argv_pushf(struct pick_argv *v, const char *fmt, const char *val)
{
	struct sbuf b = {0};
	sbuf_printf(&b, fmt, val);
	pick_argv_push(v, b.data);
	sbuf_free(&b);
}

void pick_argv_free(struct pick_argv *v)
{
	for (int i = 0; i < v->n; i++)
		free(v->v[i]);
	free(v->v);
	memset(v, 0, sizeof *v);
}

bool pick_query_blank(const char *query)
{
	return strspn(query, " \t\n\v\f\r|") == strlen(query);
}

/* pick's own options taken out of argv[1..] into a, the rest kept in
 * rest (after "memgrep"). -1 with err set on a bad one. */
static int take_own(struct pick_args *a, int argc, char **argv, struct pick_argv *rest, bool *help,
		    struct mg_error *err)
{
	pick_argv_push(rest, "memgrep");
	bool opts = true;
	for (int i = 1; i < argc; i++) {
		const char *w = argv[i], *fmt = NULL;
		if (opts && strcmp(w, "--") == 0)
			opts = false;
		if (!opts || w[0] != '-') {
			pick_argv_push(rest, w);
		} else if (strcmp(w, "--print") == 0) {
			a->print = true;
		} else if (strcmp(w, "--help") == 0 || strcmp(w, "-h") == 0) {
			*help = true;
		} else if (strncmp(w, "--print-format=", 15) == 0) {
			fmt = w + 15;
		} else if (strcmp(w, "--print-format") == 0) {
			if (i + 1 >= argc) {
				mg_error_set(err, "pick: option '--print-format' requires an argument");
				return -1;
			}
			fmt = argv[++i];
		} else {
			pick_argv_push(rest, w);
		}
		if (fmt && strcmp(fmt, "json") != 0 && strcmp(fmt, "id") != 0) {
			mg_error_set(err, "pick: --print-format: '%s' is not one of id, json", fmt);
			return -1;
		}
		if (fmt)
			a->print_json = strcmp(fmt, "json") == 0;
	}
	return 0;
}

/* Whether the option word opt applies to `memgrep CMD`. */
static bool applies(const char *cmd, const char *opt)
{
	char *v[] = {"memgrep", (char *)cmd, (char *)opt, cmd[1] == 'h' ? "x" : NULL, NULL};
	struct config cfg;
	bool exit_now = false;
	struct mg_error err = {{0}};
	int rc = config_parse(&cfg, cmd[1] == 'h' ? 4 : 3, v, &exit_now, &err);
	config_free(&cfg);
	return rc == MG_MATCH && !exit_now;
}

/* Keeps from cfg what the searches start from: the starting sort, the
 * options sessions and show take. */
static void keep_start(struct pick_args *a, const struct config *cfg)
{
	a->regex = cfg->regex;
	a->timeout = cfg->timeout > 0;
	a->case_sensitive = cfg->case_sensitive;
	a->sort = 0;
	for (int i = 0; i < PICK_SORTS; i++)
		for (size_t k = 0; k < cfg->nopts; k++)
			if (strncmp(cfg->opts[k], "--sort=", 7) == 0 &&
			    strcmp(cfg->opts[k] + 7, pick_sorts[i]) == 0)
				a->sort = i;
	a->sess_opts = xcalloc(cfg->nopts + 1, sizeof(char *));
	a->show_opts = xcalloc(cfg->nopts + 1, sizeof(char *));
	for (size_t k = 0; k < cfg->nopts; k++) {
		if (applies("sessions", cfg->opts[k]))
			a->sess_opts[a->nsess++] = xstrdup(cfg->opts[k]);
		if (applies("show", cfg->opts[k]))
			a->show_opts[a->nshow++] = xstrdup(cfg->opts[k]);
	}
	/* opts leaves out how a run reads (config.c's local options): of those,
	 * --no-index goes to the listing and the preview too. */
	if (cfg->no_index) {
		a->sess_opts = xrealloc(a->sess_opts, (a->nsess + 2) * sizeof(char *));
		a->show_opts = xrealloc(a->show_opts, (a->nshow + 2) * sizeof(char *));
		a->sess_opts[a->nsess++] = xstrdup("--no-index");
		a->show_opts[a->nshow++] = xstrdup("--no-index");
	}
}

/* Splits rest, parsed as a search (getopt has put the operands last), into
 * the options, the query and the PATHs. */
static int split(struct pick_args *a, struct pick_argv *rest, bool *exit_now, struct mg_error *err)
{
	struct config cfg;
	bool none = false;
	char **v = xcalloc((size_t)rest->n + 3, sizeof(char *));
	memcpy(v, rest->v, (size_t)rest->n * sizeof(char *));
	int n = rest->n;
	int rc = config_parse(&cfg, n, v, exit_now, err);
	if (rc != MG_MATCH && strncmp(err->msg, "no query given", 14) == 0) {
		config_free(&cfg);
		none = true;
		v[n++] = "--";
		v[n++] = "x";
		rc = config_parse(&cfg, n, v, exit_now, err);
	} else if (rc != MG_MATCH && cfg.query_text && pick_query_blank(cfg.query_text)) {
		/* A blank query ('' before PATHs) lists the sessions, as none does. */
		for (int i = 1; i < n; i++)
			if (v[i] == cfg.query_text)
				v[i] = "x";
		config_free(&cfg);
		none = true;
		rc = config_parse(&cfg, n, v, exit_now, err);
	}
	if (*exit_now) {
		/* --version, --list-options: printed, as a search prints them. */
	} else if (rc == MG_MATCH && cfg.command != CMD_SEARCH) {
		mg_error_set(err,
			     "pick: its first word is its query, not a command (try memgrep pick --help)");
		rc = MG_ERROR;
	}
	if (rc == MG_MATCH && !*exit_now) {
		int q = 1;
		while (q < n && v[q] != cfg.query_text)
			q++;
		int end_opts = q > 1 && strcmp(v[q - 1], "--") == 0 ? q - 1 : q;
		a->base = xcalloc((size_t)end_opts + 1, sizeof(char *));
		for (a->nbase = 0; a->nbase < end_opts; a->nbase++)
			a->base[a->nbase] = xstrdup(v[a->nbase]);
		a->query = xstrdup(none ? "" : v[q]);
		a->paths = xcalloc((size_t)(n - q) + 1, sizeof(char *));
		for (int i = q + 1; i < n; i++)
			a->paths[a->npaths++] = xstrdup(v[i]);
		a->given_files = cfg.npaths || cfg.files_from;
		keep_start(a, &cfg);
	}
	config_free(&cfg);
	free(v);
	return rc;
}

int pick_args_parse(struct pick_args *a, int argc, char **argv, bool *exit_now, struct mg_error *err)
{
	memset(a, 0, sizeof *a);
	*exit_now = false;
	struct pick_argv rest = {0};
	bool help = false;
	int rc = take_own(a, argc, argv, &rest, &help, err) == 0 ? MG_MATCH : MG_ERROR;
	if (rc == MG_MATCH && help) {
		printf(pick_help, pick_keys);
		*exit_now = true;
	} else if (rc == MG_MATCH) {
		rc = split(a, &rest, exit_now, err);
	}
	pick_argv_free(&rest);
	return rc;
}

static void free_words(char **w, size_t n)
{
	for (size_t i = 0; w && i < n; i++)
		free(w[i]);
	free(w);
}

void pick_args_free(struct pick_args *a)
{
	free_words(a->base, (size_t)a->nbase);
	free_words(a->paths, (size_t)a->npaths);
	free_words(a->sess_opts, a->nsess);
	free_words(a->show_opts, a->nshow);
	free(a->query);
	memset(a, 0, sizeof *a);
}

static void push_narrow(struct pick_argv *out, const struct pick_filter *f)
{
	if (f->source)
		argv_pushf(out, "--source=%s", f->source);
	if (f->project)
		argv_pushf(out, "--project=%s", f->project);
}

void pick_args_search(const struct pick_args *a, const struct pick_filter *f, const char *query,
		      struct pick_argv *out)
{
	pick_argv_push(out, a->base[0]);
	if (pick_query_blank(query)) {
		pick_argv_push(out, "sessions");
		pick_argv_push(out, "-n");
		pick_argv_push(out, PICK_ROWS);
		for (size_t i = 0; i < a->nsess; i++)
			pick_argv_push(out, a->sess_opts[i]);
	} else {
		pick_argv_push(out, "-n");
		pick_argv_push(out, PICK_ROWS);
		for (int i = 1; i < a->nbase; i++)
			pick_argv_push(out, a->base[i]);
		if (f->tools) {
			pick_argv_push(out, "--tools");
			pick_argv_push(out, "--thinking");
		}
		if (f->sort >= 0)
			argv_pushf(out, "--sort=%s", pick_sorts[f->sort]);
		pick_argv_push(out, "-m");
		pick_argv_push(out, "0");
	}
	push_narrow(out, f);
	pick_argv_push(out, "--format=json");
	pick_argv_push(out, "--");
	if (!pick_query_blank(query))
		pick_argv_push(out, query);
	for (int i = 0; i < a->npaths; i++)
		pick_argv_push(out, a->paths[i]);
}

void pick_args_show(const struct pick_args *a, const struct pick_filter *f, const char *query, const char *id,
		    struct pick_argv *out)
{
	pick_argv_push(out, a->base[0]);
	pick_argv_push(out, "show");
	for (size_t i = 0; i < a->nshow; i++)
		pick_argv_push(out, a->show_opts[i]);
	pick_argv_push(out, "--no-pager");
	if (f->tools) {
		pick_argv_push(out, "--tools");
		pick_argv_push(out, "--thinking");
	}
	if (!pick_query_blank(query))
		argv_pushf(out, "--query=%s", query);
	pick_argv_push(out, "--");
	pick_argv_push(out, id);
	for (int i = 0; i < a->npaths; i++)
		pick_argv_push(out, a->paths[i]);
}
