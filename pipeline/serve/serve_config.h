/* serve_config: the options of `memgrep serve` (docs/reference.md §7), parsed
 * from its own small option table on config's machinery (config/options.h).
 * config_serve_parse owns what it puts in sc; config_serve_free releases it. */
#ifndef MEMGREP_SERVE_CONFIG_H
#define MEMGREP_SERVE_CONFIG_H

#include "config/config.h"

enum { SERVE_CACHE_MB_DEFAULT = 256, SERVE_CACHE_MB_MAX = 1 << 20 };

/* `memgrep serve` (docs/reference.md §7): where to listen, and the options
 * every request's search starts from: argv[0], the search options given to
 * serve (-j, --timeout, --source and the sources' flags, --codex, …), and
 * after the query the PATHs.
 * search is that base parsed with a stand-in query, to check it once and to
 * name the roots. config_serve_parse owns what it puts in sc. */
struct serve_config {
	const char *host;
	int port;
	/* Whom it answers (pipeline/serve/trust.h): --allow-host and
	 * --allow-origin values (argv's strings), --token-file or NULL. */
	const char **allow_hosts, **allow_origins;
	size_t nallow_hosts, nallow_origins;
	const char *token_file;
	/* --cache-mb: what is kept in memory across requests
	 * (pipeline/serve/request.h), in MiB; 0 keeps nothing. */
	size_t cache_mb;
	char **base; /* argv[0] and options */
	size_t nbase;
	char **paths;
	size_t npaths;
	struct config search;
	/* Its searches are an agent's tool calls (memgrep mcp): they look for
	 * the live session they run from (docs/reference.md §4.1); serve's
	 * requests do not. */
	bool live_calls;
};
/* serve's option table (its rows, config/options.h), for main to tell its
 * options' values before the word `serve`. Free it with opt_table_free. */
struct opt_table;
void config_serve_options(struct opt_table *t);

int config_serve_parse(struct serve_config *sc, int argc, char **argv, bool *exit_now, struct mg_error *err);
void config_serve_free(struct serve_config *sc);

/* The pieces `memgrep mcp` (pipeline/mcp/) builds its own start-up options
 * from, so that its searches start from a base made as serve's is:
 * config_serve_start zeroes sc with serve's defaults and argv[0];
 * serve_opt_pass is the handler of a search option given at start (run->
 * target is the serve_config); config_serve_finish takes argv[next..] as
 * the PATHs, checks the base once with a stand-in query and fixes the
 * default sources as they are now (docs/reference.md §7). It returns
 * MG_MATCH, or MG_ERROR with err set (named after command). */
struct opt_run;
struct opt_row;
void config_serve_start(struct serve_config *sc);
int serve_opt_pass(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err);
int config_serve_finish(struct serve_config *sc, int argc, char **argv, int next, const char *command,
			struct mg_error *err);

#endif
