/* mcp_config: `memgrep mcp`'s options (see mcp_config.h). argv comes in;
 * the base argv of every tool call's search goes out, made by serve's
 * pieces (serve_opt_pass, config_serve_finish) so that both servers
 * start their searches alike. */
#include "pipeline/mcp/mcp_config.h"

#include <stdio.h>

#include "config/options.h"

static const char mcp_about[] =
    "An MCP server (Model Context Protocol) over stdio: JSON-RPC 2.0, one message\n"
    "a line, on stdin and stdout; logs on stderr; it ends at the end of its input.\n"
    "It speaks protocol 2025-11-25 and earlier (initialize) and 2026-07-28\n"
    "(server/discover, the version in every request). Its tools, each one search:\n"
    "search, show, sessions, projects. Register it with an agent, e.g.:\n"
    "  claude mcp add memgrep -- memgrep mcp\n\n";
static const char mcp_tail[] = "\nExit status: 0 at the end of its input, 2 error.\n" OPT_HELP_MANUAL;

static const struct opt_group mcp_groups[] = {{"Options:", NULL}};

static int mopt_help(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	opt_print_synopsis(run->table, "usage: memgrep mcp", "[PATH...]", stdout);
	fputs(mcp_about, stdout);
	opt_print_groups(run->table, stdout);
	fputs(mcp_tail, stdout);
	run->exit_now = true;
	return 0;
}

/* Every row but --help passes its option on to each tool call's search. */
static const struct opt_row mcp_rows[] = {
    {.name = "threads",
     .short_name = 'j',
     .arg = OPT_ARG_REQUIRED,
     .metavar = "N",
     .help = "worker threads of the searches (default: one per core)",
     .apply = serve_opt_pass},
    {.name = "timeout",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "SECONDS",
     .help = "stop each tool call's search after SECONDS; its result is marked partial",
     .apply = serve_opt_pass},
    {.name = "no-redact",
     .help = "show secrets as they are written (default: replaced by [redacted:KIND])",
     .apply = serve_opt_pass},
    {.name = "source",
     .arg = OPT_ARG_REQUIRED,
     .help = "sources to search, comma-separated",
     .flags = OPT_SOURCE_LIST,
     .apply = serve_opt_pass},
    {.help = "also search", .flags = OPT_PER_SOURCE, .apply = serve_opt_pass},
    {.name = "help", .help = "print this help and exit", .apply = mopt_help},
};

int mcp_config_parse(struct serve_config *sc, int argc, char **argv, bool *exit_now, struct mg_error *err)
{
	config_serve_start(sc);
	struct opt_table table;
	opt_table_init(&table, mcp_rows, sizeof mcp_rows / sizeof *mcp_rows, mcp_groups,
		       sizeof mcp_groups / sizeof *mcp_groups, "mcp: ", "mcp --help");
	struct opt_run run = {.table = &table, .target = sc, .argc = argc, .argv = argv};
	int rc = opt_parse(&run, err);
	opt_table_free(&table);
	*exit_now = run.exit_now;
	if (rc != 0)
		return MG_ERROR;
	if (run.exit_now)
		return MG_MATCH;
	return config_serve_finish(sc, argc, argv, run.next, "mcp", err);
}
