/* mcp: the MCP server's loop and its methods (see mcp.h). Lines come in
 * from stdin through pipeline/mcp/rpc.h; each is checked as a JSON-RPC
 * message, its era read from its _meta, and a request's answer goes out
 * on stdout. Tool calls go to pipeline/mcp/tools.h. Nothing a peer sends
 * stops the server: a bad message is answered with an error, or dropped
 * when it is a notification, and the loop reads on. */
#include "pipeline/mcp/mcp.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/json_line.h"
#include "base/text.h"
#include "config/config_types.h"
#include "pipeline/mcp/mcp_config.h"
#include "pipeline/mcp/page.h"
#include "pipeline/mcp/rpc.h"
#include "pipeline/mcp/tools.h"

/* The stateless era's version, and those of the handshake era, latest
 * first (docs/reference.md §14.1). */
#define MCP_MODERN "2026-07-28"
static const char *const legacy_versions[] = {"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"};
enum { NLEGACY = sizeof legacy_versions / sizeof *legacy_versions };
#define META_VERSION "io.modelcontextprotocol/protocolVersion"
#define META_CAPS    "io.modelcontextprotocol/clientCapabilities"
#define META_SERVER  "io.modelcontextprotocol/serverInfo"
/* How long a client may keep tools/list and server/discover: the tools do
 * not change while the server runs. */
enum { LIST_TTL_MS = 3600000 };

static const char instructions[] =
    "memgrep searches the transcripts of past coding-agent sessions on this machine (Claude Code, "
    "Codex CLI, Gemini CLI, markdown memory). Search before solving a problem anew: it may have "
    "been solved, or discussed, in an earlier session.\n"
    "Query language (search's query): words separated by spaces must all match (AND); a|b matches "
    "either (OR); -word leaves out the messages that hold it (NOT); \"an exact phrase\" in double "
    "quotes. Case is ignored; _ matches _, - or a space. Example: jwt|oauth refresh -test\n"
    "Tools: search finds the matching messages and ranks their sessions (a snippet per message); "
    "show reads one session by the short id search gives (around: a message's line, to read only "
    "what is near it); sessions lists recent sessions without a query; projects lists the folders "
    "sessions ran in. Each result fits a byte budget (budget, up to " PAGE_BUDGET_MAX_S "); when it "
    "has a nextCursor, call again with cursor set to it for the rest.";

enum era { ERA_LEGACY, ERA_MODERN };

struct mcp {
	struct mcp_tools tools;
	FILE *out;
	bool write_failed;
};

static void send_msg(struct mcp *m, cJSON *msg)
{
	if (!m->write_failed && rpc_send(m->out, msg) != 0) {
		m->write_failed = true;
		if (errno != EPIPE)
			fprintf(stderr, "memgrep: mcp: cannot write to stdout: %s\n", strerror(errno));
	}
	cJSON_Delete(msg);
}

static void send_error(struct mcp *m, const cJSON *id, int code, const char *message, cJSON *data)
{
	send_msg(m, rpc_error(id, code, message, data));
}

static cJSON *server_info(void)
{
	cJSON *i = cJSON_CreateObject();
	cJSON_AddStringToObject(i, "name", "memgrep");
	cJSON_AddStringToObject(i, "title", "memgrep: search past coding-agent sessions");
	cJSON_AddStringToObject(i, "version", MEMGREP_VERSION);
	return i;
}

/* What 2026-07-28 adds to every result: resultType and the server's
 * identity in _meta (basic/index.mdx, "Result responses" and "_meta");
 * on a cacheable one, ttlMs and cacheScope (server/utilities/caching.mdx).
 * The tools and the sources they name are this machine's: private. */
static void modern_fields(cJSON *result, bool cacheable)
{
	cJSON_AddStringToObject(result, "resultType", "complete");
	if (cacheable) {
		cJSON_AddNumberToObject(result, "ttlMs", LIST_TTL_MS);
		cJSON_AddStringToObject(result, "cacheScope", "private");
	}
	cJSON *meta = cJSON_GetObjectItem(result, "_meta");
	if (!meta)
		meta = cJSON_AddObjectToObject(result, "_meta");
	cJSON_AddItemToObject(meta, META_SERVER, server_info());
}

static void answer(struct mcp *m, const cJSON *id, cJSON *result, enum era era, bool cacheable)
{
	if (era == ERA_MODERN)
		modern_fields(result, cacheable);
	send_msg(m, rpc_result(id, result));
}

static cJSON *versions(void)
{
	cJSON *a = cJSON_CreateArray();
	cJSON_AddItemToArray(a, cJSON_CreateString(MCP_MODERN));
	for (size_t i = 0; i < NLEGACY; i++)
		cJSON_AddItemToArray(a, cJSON_CreateString(legacy_versions[i]));
	return a;
}

static bool is_legacy(const char *v)
{
	for (size_t i = 0; i < NLEGACY; i++)
		if (strcmp(v, legacy_versions[i]) == 0)
			return true;
	return false;
}

static cJSON *capabilities(void)
{
	cJSON *c = cJSON_CreateObject();
	cJSON_AddBoolToObject(cJSON_AddObjectToObject(c, "tools"), "listChanged", false);
	return c;
}

/* initialize (2025-11-25 basic/lifecycle.mdx, "Version Negotiation"): the
 * version asked for when it is one of ours, else our latest. */
static void initialize(struct mcp *m, const cJSON *id, const cJSON *params)
{
	const cJSON *v = json_get(params, "protocolVersion");
	if (!cJSON_IsString(v)) {
		send_error(m, id, RPC_INVALID_PARAMS, "initialize needs params.protocolVersion, a string",
			   NULL);
		return;
	}
	cJSON *r = cJSON_CreateObject();
	cJSON_AddStringToObject(r, "protocolVersion",
				is_legacy(v->valuestring) ? v->valuestring : legacy_versions[0]);
	cJSON_AddItemToObject(r, "capabilities", capabilities());
	cJSON_AddItemToObject(r, "serverInfo", server_info());
	cJSON_AddStringToObject(r, "instructions", instructions);
	answer(m, id, r, ERA_LEGACY, false);
}

/* server/discover (2026-07-28 server/discover.mdx). */
static void discover(struct mcp *m, const cJSON *id)
{
	cJSON *r = cJSON_CreateObject();
	cJSON_AddItemToObject(r, "supportedVersions", versions());
	cJSON_AddItemToObject(r, "capabilities", capabilities());
	cJSON_AddStringToObject(r, "instructions", instructions);
	answer(m, id, r, ERA_MODERN, true);
}

static void tools_list(struct mcp *m, const cJSON *id, const cJSON *params, enum era era)
{
	if (json_get(params, "cursor")) {
		/* One page holds every tool: no cursor of ours is ever given. */
		send_error(m, id, RPC_INVALID_PARAMS, "tools/list: invalid cursor (the list has one page)",
			   NULL);
		return;
	}
	cJSON *r = cJSON_CreateObject();
	cJSON_AddItemToObject(r, "tools", cJSON_Duplicate(m->tools.list, 1));
	answer(m, id, r, era, true);
}

/* The bytes that the protocol adds around a tool's result in era, so that
 * the result as sent is within the tool's budget. */
static size_t added_bytes(enum era era)
{
	if (era != ERA_MODERN)
		return 0;
	cJSON *r = cJSON_CreateObject();
	modern_fields(r, false);
	char *s = cJSON_PrintUnformatted(r);
	size_t n = strlen(s) - 1; /* the braces, less the comma before */
	cJSON_free(s);
	cJSON_Delete(r);
	return n;
}

static void tools_call(struct mcp *m, const cJSON *id, const cJSON *params, enum era era)
{
	const cJSON *name = json_get(params, "name"), *args = json_get(params, "arguments");
	if (!cJSON_IsString(name)) {
		send_error(m, id, RPC_INVALID_PARAMS, "tools/call needs params.name, a string", NULL);
		return;
	}
	if (args && !cJSON_IsObject(args) && !cJSON_IsNull(args)) {
		send_error(m, id, RPC_INVALID_PARAMS, "tools/call: params.arguments must be an object", NULL);
		return;
	}
	cJSON *r =
	    mcp_tool_call(&m->tools, name->valuestring, cJSON_IsObject(args) ? args : NULL, added_bytes(era));
	if (!r) {
		struct mg_error e;
		mg_error_set(&e, "unknown tool '%.80s' (tools: search, show, sessions, projects)",
			     name->valuestring);
		send_error(m, id, RPC_INVALID_PARAMS, e.msg, NULL);
		return;
	}
	answer(m, id, r, era, false);
}

/* The era of a request from its _meta (2026-07-28 basic/index.mdx,
 * "Per-request protocol fields", and basic/versioning.mdx): modern with
 * our modern version and clientCapabilities; a handshake-era version
 * there is served as that era; none at all is the handshake era. Else
 * the error is sent and -1 returned. */
static int era_of(struct mcp *m, const cJSON *id, const cJSON *params, enum era *era)
{
	const cJSON *meta = json_get(params, "_meta"), *v = json_get(meta, META_VERSION);
	*era = ERA_LEGACY;
	if (!v)
		return 0;
	if (!cJSON_IsString(v)) {
		send_error(m, id, RPC_INVALID_PARAMS, "_meta." META_VERSION " must be a string", NULL);
		return -1;
	}
	if (strcmp(v->valuestring, MCP_MODERN) == 0) {
		if (!cJSON_IsObject(json_get(meta, META_CAPS))) {
			send_error(m, id, RPC_INVALID_PARAMS, "_meta." META_CAPS " (an object) is required",
				   NULL);
			return -1;
		}
		*era = ERA_MODERN;
		return 0;
	}
	if (is_legacy(v->valuestring))
		return 0;
	cJSON *data = cJSON_CreateObject();
	cJSON_AddItemToObject(data, "supported", versions());
	cJSON_AddStringToObject(data, "requested", v->valuestring);
	send_error(m, id, RPC_UNSUPPORTED_VERSION, "Unsupported protocol version", data);
	return -1;
}

static void request(struct mcp *m, const cJSON *id, const char *method, const cJSON *params)
{
	enum era era;
	if (strcmp(method, "initialize") == 0) {
		initialize(m, id, params);
		return;
	}
	if (era_of(m, id, params, &era) != 0)
		return;
	if (strcmp(method, "server/discover") == 0 && json_get(json_get(params, "_meta"), META_VERSION))
		discover(m, id);
	else if (strcmp(method, "server/discover") == 0)
		send_error(m, id, RPC_INVALID_PARAMS, "server/discover needs _meta." META_VERSION, NULL);
	else if (strcmp(method, "ping") == 0 && era == ERA_LEGACY)
		answer(m, id, cJSON_CreateObject(), era, false);
	else if (strcmp(method, "tools/list") == 0)
		tools_list(m, id, params, era);
	else if (strcmp(method, "tools/call") == 0)
		tools_call(m, id, params, era);
	else {
		struct mg_error e;
		mg_error_set(&e, "Method not found: '%.80s'", method);
		send_error(m, id, RPC_METHOD_NOT_FOUND, e.msg, NULL);
	}
}

/* A line that json_decode refused: a JSON value that is no request (an
 * array: MCP has no batches since 2025-06-18; a scalar), else a parse
 * error (not JSON, or not strict JSON in UTF-8: an object that only
 * cJSON's lenient parser takes is one too). */
static void not_an_object(struct mcp *m, const char *line, size_t len)
{
	cJSON *any = cJSON_ParseWithLength(line, len);
	if (any && !cJSON_IsObject(any) && text_valid_utf8(line, len)) {
		send_error(m, NULL, RPC_INVALID_REQUEST,
			   cJSON_IsArray(any) ? "Invalid Request: batches are not supported"
					      : "Invalid Request: a message is a JSON object",
			   NULL);
	} else {
		send_error(m, NULL, RPC_PARSE_ERROR, "Parse error: the line is not JSON (strict, in UTF-8)",
			   NULL);
		fprintf(stderr, "memgrep: mcp: a line that is not JSON answered -32700\n");
	}
	cJSON_Delete(any);
}

/* One message (JSON-RPC 2.0 §4, §5): the checks of a request object, then
 * a notification is taken without a word and a request answered. A
 * response (the client's answer to a request of ours: we send none) is
 * dropped too. */
static void message(struct mcp *m, struct json_decoder *dec, const char *line, size_t len)
{
	while (len && (line[len - 1] == '\r' || line[len - 1] == ' ' || line[len - 1] == '\t'))
		len--;
	if (!len)
		return;
	const cJSON *msg = json_decode(dec, line, len);
	if (!msg) {
		not_an_object(m, line, len);
		return;
	}
	const cJSON *jr = json_get(msg, "jsonrpc"), *id = json_get(msg, "id"),
		    *method = json_get(msg, "method");
	const cJSON *params = json_get(msg, "params");
	bool id_ok =
	    !id || cJSON_IsString(id) ||
	    (cJSON_IsNumber(id) && id->valuedouble == floor(id->valuedouble) && fabs(id->valuedouble) < 9e15);
	if (!id_ok) {
		send_error(m, NULL, RPC_INVALID_REQUEST, "Invalid Request: id must be a string or an integer",
			   NULL);
		return;
	}
	if (!cJSON_IsString(jr) || strcmp(jr->valuestring, "2.0") != 0) {
		send_error(m, id, RPC_INVALID_REQUEST, "Invalid Request: jsonrpc must be \"2.0\"", NULL);
		return;
	}
	if (!method && id && (json_get(msg, "result") || json_get(msg, "error")))
		return;
	if (!cJSON_IsString(method)) {
		send_error(m, id, RPC_INVALID_REQUEST, "Invalid Request: method must be a string", NULL);
		return;
	}
	if (!id)
		return; /* notifications/initialized, notifications/cancelled, … */
	if (params && !cJSON_IsObject(params)) {
		send_error(m, id, RPC_INVALID_PARAMS, "Invalid params: params must be an object", NULL);
		return;
	}
	request(m, id, method->valuestring, params);
}

int mcp_main(int argc, char **argv)
{
	struct serve_config sc;
	struct mg_error err = {{0}};
	bool exit_now = false;
	struct mcp m = {.out = stdout};
	if (mcp_config_parse(&sc, argc, argv, &exit_now, &err) != MG_MATCH ||
	    (!exit_now && mcp_tools_init(&m.tools, &sc, &err) != 0)) {
		fprintf(stderr, "memgrep: %s\n", err.msg);
		config_serve_free(&sc);
		return MG_ERROR;
	}
	if (exit_now) {
		config_serve_free(&sc);
		return fflush(stdout) == 0 || errno == EPIPE ? MG_MATCH : MG_ERROR;
	}
	struct rpc_reader r;
	struct json_decoder *dec = json_decoder_new();
	rpc_reader_init(&r, STDIN_FILENO);
	const char *line;
	size_t len;
	for (enum rpc_read got; !m.write_failed && (got = rpc_read_line(&r, &line, &len)) != RPC_READ_EOF;) {
		if (got == RPC_READ_TOO_LONG) {
			fprintf(stderr, "memgrep: mcp: a line over %d bytes was drained unread\n",
				RPC_LINE_MAX);
			send_error(&m, NULL, RPC_PARSE_ERROR,
				   "Parse error: the message is over 1 MiB and was not read", NULL);
		} else {
			message(&m, dec, line, len);
		}
	}
	rpc_reader_free(&r);
	json_decoder_free(dec);
	mcp_tools_free(&m.tools);
	config_serve_free(&sc);
	return MG_MATCH;
}
