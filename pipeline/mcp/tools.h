/* tools: the tools of `memgrep mcp` (docs/reference.md §14.3): search,
 * show, sessions and projects, their JSON Schemas, and a tool call made
 * into one run of memgrep. A call's arguments are checked against the
 * tool's inputSchema, made into the parameters of `memgrep serve`'s
 * matching endpoint and then into a command line by serve's own request
 * path (pipeline/serve/request.h: request_job, which config_parse checks),
 * run by search_run with its json and its warnings written into memory,
 * and made into a CallToolResult within the call's byte budget
 * (pipeline/mcp/page.h).
 *
 * mcp_tools owns the server's config, the parameter table, the request
 * base and the tools' definitions (mcp_tools_free). */
#ifndef MEMGREP_TOOLS_H
#define MEMGREP_TOOLS_H

#include <cjson/cJSON.h>

#include "pipeline/serve/params.h"
#include "pipeline/serve/request.h"
#include "pipeline/serve/serve_config.h"

struct mcp_tools {
	struct serve_config *sc; /* the caller's */
	struct params_table pt;
	struct request_base rb;
	cJSON *list; /* the tools array of tools/list */
};

/* Makes the tools of the server whose start-up options are sc (which must
 * outlive t). Returns 0, or -1 with err set (a base option that no
 * command can take). */
int mcp_tools_init(struct mcp_tools *t, struct serve_config *sc, struct mg_error *err);
void mcp_tools_free(struct mcp_tools *t);

/* The CallToolResult of a call to the tool called name with arguments
 * args (an object, or NULL), a fresh tree whose printed size plus extra
 * bytes is at most the call's budget; or NULL when no tool has that name
 * (the caller answers -32602). A call that memgrep refuses (a bad query,
 * an unknown session) is a result with isError true and memgrep's line. */
cJSON *mcp_tool_call(const struct mcp_tools *t, const char *name, const cJSON *args, size_t extra);

#endif
