/* operands: what a command line searches for and where (see
 * operands.h). The query and the PATHs come from argv after the options;
 * --files-from adds the PATHs of a list; --file keeps the sessions whose
 * tool calls named a file, and lets the query be left out. */
#include "config/operands.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "config/quote.h"

static int opt_file(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	if (!*arg) {
		mg_error_set(err, "--file needs a path");
		return -1;
	}
	/* "./plan.md" names the same file as "plan.md". */
	parse_cfg(run)->touch = strncmp(arg, "./", 2) == 0 && arg[2] ? arg + 2 : arg;
	return 0;
}

/* --files-from FILE: read once every option is known (operands_files_from);
 * -0 before it makes the list NUL-separated, as for xargs -0. */
static int opt_files_from(struct opt_run *run, const struct opt_row *row, const char *arg,
			  struct mg_error *err)
{
	(void)row, (void)err;
	struct parse *p = parse_state(run);
	p->files_from = arg;
	p->files_from_nul = p->cfg->null_sep;
	return 0;
}

static const struct opt_row rows[] = {
    {.name = "files-from",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "FILE",
     .help = "search the files FILE names, one a line (-: stdin; -0 first: NUL)",
     .group = G_SOURCES,
     .apply = opt_files_from},
    {.name = "file",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "PATH",
     .help = "keep sessions whose tool calls named PATH",
     .group = G_SOURCES,
     .apply = opt_file},
};
const struct parse_rows operands_rows = PARSE_ROWS(rows);

/* The PATHs: argv[next..argc). */
void operands_paths(struct config *cfg, int argc, char **argv, int next)
{
	cfg->npaths = (size_t)(argc - next);
	if (cfg->npaths) {
		cfg->paths = xcalloc(cfg->npaths, sizeof(char *));
		for (size_t i = 0; i < cfg->npaths; i++)
			cfg->paths[i] = xstrdup(argv[next + (int)i]);
	}
}

/* The query (argv[next]) and the PATHs after it. */
static int take_query(struct config *cfg, int argc, char **argv, int next, struct mg_error *err)
{
	if (next >= argc && !cfg->touch) {
		mg_error_set(err, "no query given (usage: memgrep [OPTIONS] QUERY [PATH...])");
		return -1;
	}
	cfg->query_text = next < argc ? argv[next++] : "";
	char qerr[512];
	/* With --file the query may be empty: the sessions that touched the
	 * file are the results. */
	bool blank = strspn(cfg->query_text, " \t\n\v\f\r|") == strlen(cfg->query_text);
	if (cfg->touch && blank) {
		memset(&cfg->query, 0, sizeof cfg->query);
	} else if (query_parse(cfg->query_text, cfg->regex, !cfg->case_sensitive, &cfg->query, qerr,
			       sizeof qerr)) {
		struct sbuf shown = {0};
		mg_quote_query(&shown, cfg->query_text, MG_QUOTE_MAX);
		mg_error_set(err, "bad query %s: %s", shown.data, qerr);
		sbuf_free(&shown);
		return -1;
	}
	operands_paths(cfg, argc, argv, next);
	return 0;
}

/* show --query's words (docs/reference.md §11.2): parsed as a search's
 * query is, for highlighting only (show keeps every message). */
static int take_show_query(struct config *cfg, struct mg_error *err)
{
	char qerr[512];
	bool parsed = query_parse(cfg->query_text, false, true, &cfg->query, qerr, sizeof qerr) == 0;
	if (parsed && cfg->query.npositive)
		return 0;
	struct sbuf shown = {0};
	mg_quote_query(&shown, cfg->query_text, 80);
	mg_error_set(err, "bad --query %s: %s", shown.data,
		     parsed ? "it has no word to highlight, only NOT groups" : qerr);
	sbuf_free(&shown);
	return -1;
}

/* The operands of a command other than search: show's session, then the
 * PATHs. There is no query (show's --query aside). */
int operands_take(struct config *cfg, int argc, char **argv, int next, struct mg_error *err)
{
	if (cfg->command == CMD_SEARCH)
		return take_query(cfg, argc, argv, next, err);
	if (cfg->command == CMD_SHOW && cfg->query_text && take_show_query(cfg, err) != 0)
		return -1;
	if (!cfg->query_text)
		cfg->query_text = "";
	if (cfg->command == CMD_SHOW) {
		if (next >= argc || !*argv[next]) {
			mg_error_set(err, "memgrep show needs a session: its id, a prefix of it, or its file "
					  "(usage: memgrep show [OPTIONS] ID|PREFIX|FILE [PATH...])");
			return -1;
		}
		cfg->target = argv[next++];
	}
	operands_paths(cfg, argc, argv, next);
	return 0;
}

/* --files-from: the names in its list (newline- or NUL-separated, empty
 * entries skipped) are PATHs after those given as operands. */
int operands_files_from(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	if (!p->files_from)
		return 0;
	bool is_stdin = strcmp(p->files_from, "-") == 0;
	FILE *in = is_stdin ? stdin : fopen(p->files_from, "r");
	if (!in) {
		mg_error_set(err, "--files-from: cannot read %s: %s", p->files_from, strerror(errno));
		return -1;
	}
	if (is_stdin)
		for (size_t i = 0; i < cfg->npaths; i++)
			if (strcmp(cfg->paths[i], "-") == 0) {
				mg_error_set(err,
					     "--files-from - reads the names from standard input: it cannot "
					     "also be searched (leave out the PATH -)");
				return -1;
			}
	int sep = p->files_from_nul ? '\0' : '\n';
	char *line = NULL;
	size_t cap = 0, capp = cfg->npaths;
	ssize_t n;
	errno = 0;
	while ((n = getdelim(&line, &cap, sep, in)) > 0) {
		if (line[n - 1] == sep)
			line[--n] = '\0';
		if (n == 0)
			continue;
		if (strlen(line) != (size_t)n) {
			mg_error_set(
			    err,
			    "--files-from: %s holds a NUL byte in a name: give -0 before --files-from "
			    "for a NUL-separated list",
			    is_stdin ? "standard input" : p->files_from);
			free(line);
			if (!is_stdin)
				fclose(in);
			return -1;
		}
		xgrow((void **)&cfg->paths, &capp, cfg->npaths + 1, sizeof *cfg->paths);
		cfg->paths[cfg->npaths++] = xstrndup(line, (size_t)n);
	}
	bool failed = ferror(in);
	int e = errno;
	free(line);
	if (!is_stdin)
		fclose(in);
	if (failed) {
		mg_error_set(err, "--files-from: cannot read %s: %s",
			     is_stdin ? "standard input" : p->files_from, strerror(e));
		return -1;
	}
	cfg->files_from = true;
	return 0;
}
