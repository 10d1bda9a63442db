/* pick_args: the command line of `memgrep pick [QUERY] [OPTIONS]
 * [PATH...]` (docs/reference.md §15), and the command lines of the
 * searches it runs. pick's own options (--print, --print-format, --help)
 * are taken out; the rest is a search's command line, parsed once by
 * config_parse to check it and to find its query and PATHs, and kept as
 * the starting state: each keystroke's search is those words with the
 * query in its place and the filters changed inside added after them (a
 * later option wins). An empty query lists sessions instead (memgrep
 * sessions, with the starting options that apply to it), and the preview
 * is `memgrep show` of the selected session (with the options that apply
 * to show).
 *
 * pick_args_parse fills a pick_args that pick_args_free releases; the
 * argv vectors it makes are the caller's (pick_argv_free). */
#ifndef MEMGREP_PICK_ARGS_H
#define MEMGREP_PICK_ARGS_H

#include <stdbool.h>
#include <stddef.h>

#include "base/error.h"

/* The sort keys ctrl-s cycles through (docs/reference.md §4.4). */
enum { PICK_SORTS = 4 };
extern const char *const pick_sorts[PICK_SORTS];
/* The keys, one a line, as --help and `?` show them. */
extern const char pick_keys[];

struct pick_args {
	bool print, print_json;
	char **base; /* argv[0] and the search options, as given */
	int nbase;
	char **paths;
	int npaths;
	bool given_files;	       /* PATHs or --files-from: --source picks nothing there (§1) */
	char *query;		       /* the starting query ("" when none) */
	bool regex, case_sensitive;    /* how the query reads (-e, -s) */
	bool timeout;		       /* --timeout given: its searches are cut already */
	int sort;		       /* the starting sort: an index of pick_sorts */
	char **sess_opts, **show_opts; /* the starting options that sessions, show take */
	size_t nsess, nshow;
};

/* What the keys inside have changed (docs/reference.md §15, Keys). */
struct pick_filter {
	bool tools;    /* ctrl-t: tool calls and thinking searched and shown */
	int sort;      /* -1: the starting one; else an index of pick_sorts */
	char *source;  /* narrowed to this source, or NULL */
	char *project; /* narrowed to this project, or NULL */
};

/* argv is `pick` and its words. Returns MG_MATCH, or MG_ERROR with err
 * set; *exit_now after --help (printed on stdout). */
int pick_args_parse(struct pick_args *a, int argc, char **argv, bool *exit_now, struct mg_error *err);
void pick_args_free(struct pick_args *a);

/* A NULL-ended vector of owned words. */
struct pick_argv {
	char **v;
	int n, cap;
};
void pick_argv_push(struct pick_argv *v, const char *s);
void pick_argv_free(struct pick_argv *v);

/* The command line of the search of query (a listing of sessions when it
 * is blank), with f's filters. */
void pick_args_search(const struct pick_args *a, const struct pick_filter *f, const char *query,
		      struct pick_argv *out);
/* The command line of `show` of session id, highlighting query when it
 * has a word to highlight. */
void pick_args_show(const struct pick_args *a, const struct pick_filter *f, const char *query, const char *id,
		    struct pick_argv *out);
/* Whether query has no word: the sessions are listed. */
bool pick_query_blank(const char *query);

#endif
