/* params: the parameters of a request to `memgrep serve`
 * (docs/reference.md §7). GET /api/search's are its own (query, format,
 * limit) and every option of a search's option table
 * (config_search_options), by long name and letter, so that a new option
 * is a parameter with no change here; those a request may not give are
 * refused with the reason. The other endpoints keep lists of their own.
 *
 * A params_table owns the search's rows and their option strings
 * (params_free); a params_given owns the keys and values it was given
 * (params_given_free). The functions that read a request return 0, or -1
 * with msg set to a line for its 400 answer. */
#ifndef MEMGREP_PARAMS_H
#define MEMGREP_PARAMS_H

#include <stdbool.h>
#include <stddef.h>

#include "base/error.h"
#include "config/options.h"
#include "pipeline/serve/route.h"

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

/* Each endpoint's parameters; the search's are made from the search's
 * option table (options), with option_names their options. */
struct params_table {
	struct params of[R_NONE];
	struct opt_table options;
	char **option_names;
	size_t noption_names;
};

/* Makes every endpoint's parameters. Cannot fail. */
void params_init(struct params_table *pt);
void params_free(struct params_table *pt);

/* A request's parameters, by their index in its endpoint's: the value and
 * the name it came by (NULL: not given), and a flag's truth. */
struct params_given {
	const struct params *pl;
	char **vals, **keys;
	bool *on;
};

/* g with nothing given, of the endpoint whose parameters are pl. */
void params_given_init(struct params_given *g, const struct params *pl);
void params_given_free(struct params_given *g);

/* The value of the parameter called name, or NULL. */
const char *params_value(const struct params_given *g, const char *name);

/* Splits a query string into the parameters of endpoint r, into g: `k=v`
 * pairs joined by '&', empty pairs skipped, `k` alone meaning `k=`.
 * Fails on a bad percent-escape, an unknown or refused parameter, or one
 * given twice. */
int params_parse(const char *query, enum route r, struct params_given *g, struct mg_error *msg);

/* The values the server reads itself: the query, format (*index: answer
 * messages without their text), the flags (into g->on) and show's context
 * without around. */
int params_check(enum route r, struct params_given *g, bool *index, struct mg_error *msg);

/* Names in msg, an error of config_parse, the parameter it is about, by
 * the name the request gave it ("parameter 'since': --since: …"); leaves
 * msg as it is when it names none. */
void params_name_error(struct mg_error *msg, const struct params_given *g);

#endif
