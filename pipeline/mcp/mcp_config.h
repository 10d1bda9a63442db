/* mcp_config: the start-up options of `memgrep mcp` (docs/reference.md
 * §14), from a small option table on config's machinery
 * (config/options.h): -j, --timeout, --no-redact, --source and the
 * sources' flags, and the PATHs, kept as the base of every tool call's
 * search exactly as `memgrep serve` keeps its own (pipeline/serve/
 * serve_config.h). A tool call never gives them: they are the server's.
 *
 * mcp_config_parse fills a serve_config that config_serve_free releases. */
#ifndef MEMGREP_MCP_CONFIG_H
#define MEMGREP_MCP_CONFIG_H

#include "pipeline/serve/serve_config.h"

/* Parses `memgrep mcp`'s argv (argv[0] is "mcp"). Returns MG_MATCH, or
 * MG_ERROR with err set; *exit_now after --help (printed on stdout). */
int mcp_config_parse(struct serve_config *sc, int argc, char **argv, bool *exit_now, struct mg_error *err);

#endif
