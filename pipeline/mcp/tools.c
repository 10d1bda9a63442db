/* tools: memgrep's MCP tools (see tools.h). A tool call's name and
 * arguments come in; the arguments are checked against the tool's own
 * inputSchema (the one tools/list gives), made into the query string of
 * serve's matching endpoint, into a job by serve's request path, run, and
 * the json and warnings it wrote go to pipeline/mcp/page.c, whose
 * CallToolResult goes out. */
#include "pipeline/mcp/tools.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "base/xalloc.h"
#include "pipeline/mcp/page.h"
#include "pipeline/search/search.h"
#include "pipeline/serve/job.h"
#include "sources/source.h"

#define BUDGET_PROPS                                                                                         \
	"\"budget\":{\"type\":\"integer\",\"minimum\":" PAGE_BUDGET_MIN_S ",\"maximum\":" PAGE_BUDGET_MAX_S  \
	",\"default\":" PAGE_BUDGET_DEFAULT_S ",\"description\":\"the most bytes this tool's result may "    \
	"take (default " PAGE_BUDGET_DEFAULT_S ")\"},"                                                       \
	"\"cursor\":{\"type\":\"string\",\"description\":\"the nextCursor of the previous result: its next " \
	"page (give the same other arguments)\"}"
#define LIST_PROPS                                                                                           \
	"\"project\":{\"type\":\"string\",\"description\":\"only sessions whose project (folder) contains "  \
	"this, in any case\"},"                                                                              \
	"\"since\":{\"type\":\"string\",\"description\":\"only from this time on: 2025-11-17, "              \
	"2025-11-17T14:30, an age (30m, 12h, 3d, 2w, 6mo, 1y) or today, yesterday\"},"                       \
	"\"until\":{\"type\":\"string\",\"description\":\"only up to this time, as since\"},"                \
	"\"offset\":{\"type\":\"integer\",\"minimum\":0,\"description\":\"rows skipped\"},"                  \
	"\"sources\":{\"type\":\"array\",\"description\":\"the sources to read (default: the server's)\"},"

/* Each tool: its name, description, inputSchema (sources' enum filled at
 * init), and the tool argument that each serve parameter comes from. */
struct argmap {
	const char *arg, *param;
};
struct tool_def {
	const char *name, *title, *description, *input;
	enum route route;
	struct argmap map[12];
};

static const struct tool_def tool_defs[] = {
    {"search",
     "Search past agent sessions",
     "Searches the transcripts of past coding-agent sessions (Claude Code, Codex CLI, Gemini CLI, "
     "markdown memory) with memgrep's query language, best sessions first. Each session comes with "
     "its short id (for the show tool), title, project, time, resume command and a snippet per "
     "matching message.",
     "{\"type\":\"object\",\"properties\":{"
     "\"query\":{\"type\":\"string\",\"minLength\":1,\"description\":\"words (all must match), "
     "a|b (either), -word (none may match), \\\"an exact phrase\\\"\"},"
     "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50,\"default\":10,\"description\":"
     "\"sessions per page\"}," LIST_PROPS
     "\"scope\":{\"type\":\"string\",\"enum\":[\"message\",\"session\"],\"description\":\"message "
     "(default): all words in one message; session: anywhere in one session\"},"
     "\"sort\":{\"type\":\"string\",\"enum\":[\"count\",\"bm25\",\"recent\",\"oldest\"],"
     "\"description\":\"the order of the sessions (default: count of matching messages)\"},"
     "\"tools\":{\"type\":\"boolean\",\"description\":\"search tool calls and their results "
     "too\"}," BUDGET_PROPS "},\"required\":[\"query\"],\"additionalProperties\":false}",
     R_SEARCH,
     {{"query", "query"},
      {"sources", "source"},
      {"project", "project"},
      {"since", "since"},
      {"until", "until"},
      {"limit", "limit"},
      {"offset", "offset"},
      {"scope", "scope"},
      {"sort", "sort"},
      {"tools", "tools"}}},
    {"show",
     "Show one past session",
     "Shows one session's conversation, message by message, by its id or a unique prefix of it (the "
     "short id that search, sessions print), all of it or the messages around one; a cursor reads on.",
     "{\"type\":\"object\",\"properties\":{"
     "\"id\":{\"type\":\"string\",\"minLength\":1,\"description\":\"a session id or a unique prefix "
     "of one\"},"
     "\"around\":{\"type\":\"string\",\"description\":\"only the messages around this one: its uuid, "
     "or its line in the session file (LINE or FILE:LINE, as search gives)\"},"
     "\"window\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":100,\"description\":\"messages "
     "either side of around's (default 3)\"},"
     "\"tools\":{\"type\":\"boolean\",\"description\":\"show tool calls and their results "
     "too\"}," BUDGET_PROPS "},\"required\":[\"id\"],\"additionalProperties\":false}",
     R_SESSION,
     {{"around", "around"}, {"window", "context"}, {"tools", "tools"}}},
    {"sessions",
     "List past sessions",
     "Lists past sessions without a query, latest first: short id, title, project, time, number of "
     "messages and resume command.",
     "{\"type\":\"object\",\"properties\":{" LIST_PROPS
     "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200,\"default\":10,\"description\":"
     "\"sessions per page\"}," BUDGET_PROPS "},\"additionalProperties\":false}",
     R_SESSIONS,
     {{"sources", "source"},
      {"project", "project"},
      {"since", "since"},
      {"until", "until"},
      {"limit", "limit"},
      {"offset", "offset"}}},
    {"projects",
     "List the projects of past sessions",
     "Lists the projects (folders) past sessions ran in, latest first, with their numbers of sessions "
     "and messages.",
     "{\"type\":\"object\",\"properties\":{" LIST_PROPS
     "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":500,\"description\":\"projects per "
     "page (default: all)\"}," BUDGET_PROPS "},\"additionalProperties\":false}",
     R_PROJECTS,
     {{"sources", "source"},
      {"project", "project"},
      {"since", "since"},
      {"until", "until"},
      {"limit", "limit"},
      {"offset", "offset"}}},
};
enum { NTOOLS = sizeof tool_defs / sizeof *tool_defs };

/* The enum of the sources argument: the sources of bits, by name. */
static cJSON *source_enum(unsigned bits)
{
	cJSON *e = cJSON_CreateArray();
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		if (bits & (1u << i))
			cJSON_AddItemToArray(e, cJSON_CreateString(source_table[i].name));
	return e;
}

static cJSON *tool_object(const struct mcp_tools *t, const struct tool_def *d)
{
	cJSON *o = cJSON_CreateObject();
	cJSON_AddStringToObject(o, "name", d->name);
	cJSON_AddStringToObject(o, "title", d->title);
	cJSON_AddStringToObject(o, "description", d->description);
	cJSON *in = cJSON_Parse(d->input);
	cJSON *src = cJSON_GetObjectItem(cJSON_GetObjectItem(in, "properties"), "sources");
	if (src) {
		unsigned bits = d->route == R_SEARCH ? t->sc->search.sources : t->rb.list_sources;
		cJSON *items = cJSON_AddObjectToObject(src, "items");
		cJSON_AddStringToObject(items, "type", "string");
		cJSON_AddItemToObject(items, "enum", source_enum(bits));
	}
	cJSON_AddItemToObject(o, "inputSchema", in);
	cJSON_AddItemToObject(o, "outputSchema", page_output_schema(d->name));
	cJSON *ann = cJSON_AddObjectToObject(o, "annotations");
	cJSON_AddStringToObject(ann, "title", d->title);
	cJSON_AddBoolToObject(ann, "readOnlyHint", true);
	cJSON_AddBoolToObject(ann, "destructiveHint", false);
	cJSON_AddBoolToObject(ann, "idempotentHint", true);
	cJSON_AddBoolToObject(ann, "openWorldHint", false);
	return o;
}

int mcp_tools_init(struct mcp_tools *t, struct serve_config *sc, struct mg_error *err)
{
	memset(t, 0, sizeof *t);
	t->sc = sc;
	sc->live_calls = true; /* its calls leave out the live session (live.h) */
	params_init(&t->pt);
	if (request_base_init(&t->rb, sc, &t->pt, err) != 0)
		return -1;
	t->list = cJSON_CreateArray();
	for (size_t i = 0; i < NTOOLS; i++) {
		/* Without a session source, only search has something to read. */
		if (tool_defs[i].route != R_SEARCH && !t->rb.list_sources)
			continue;
		cJSON_AddItemToArray(t->list, tool_object(t, &tool_defs[i]));
	}
	return 0;
}

void mcp_tools_free(struct mcp_tools *t)
{
	cJSON_Delete(t->list);
	request_base_free(&t->rb);
	params_free(&t->pt);
}

/* ---- the arguments ------------------------------------------------------ */

/* Checks value v of argument name against its property schema p: its type
 * (string, integer, boolean, array of strings), enum, bounds, minLength. */
static int check_value(const char *name, const cJSON *p, const cJSON *v, struct mg_error *msg)
{
	const char *type = cJSON_GetStringValue(cJSON_GetObjectItem(p, "type"));
	const cJSON *en = cJSON_GetObjectItem(p, "enum");
	if (strcmp(type, "array") == 0) {
		if (!cJSON_IsArray(v)) {
			mg_error_set(msg, "argument '%s' takes an array of strings", name);
			return -1;
		}
		const cJSON *e;
		cJSON_ArrayForEach(e, v)
		{
			if (check_value(name, cJSON_GetObjectItem(p, "items"), e, msg) != 0)
				return -1;
		}
		return 0;
	}
	if (strcmp(type, "boolean") == 0 && !cJSON_IsBool(v)) {
		mg_error_set(msg, "argument '%s' takes true or false", name);
		return -1;
	}
	if (strcmp(type, "integer") == 0) {
		const cJSON *lo = cJSON_GetObjectItem(p, "minimum"), *hi = cJSON_GetObjectItem(p, "maximum");
		if (!cJSON_IsNumber(v) || v->valuedouble != floor(v->valuedouble) ||
		    (lo && v->valuedouble < lo->valuedouble) || (hi && v->valuedouble > hi->valuedouble)) {
			if (hi)
				mg_error_set(msg, "argument '%s' takes a whole number from %g to %g", name,
					     lo ? lo->valuedouble : 0, hi->valuedouble);
			else
				mg_error_set(msg, "argument '%s' takes a whole number of at least %g", name,
					     lo ? lo->valuedouble : 0);
			return -1;
		}
		return 0;
	}
	if (strcmp(type, "string") == 0) {
		const cJSON *min = cJSON_GetObjectItem(p, "minLength");
		if (!cJSON_IsString(v) || (min && strlen(v->valuestring) < (size_t)min->valuedouble)) {
			mg_error_set(msg, "argument '%s' takes a%s string", name, min ? " non-empty" : "");
			return -1;
		}
	}
	if (en) {
		const cJSON *e;
		cJSON_ArrayForEach(e, en)
		{
			if (strcmp(e->valuestring, v->valuestring) == 0)
				return 0;
		}
		struct sbuf names = {0};
		cJSON_ArrayForEach(e, en) sbuf_printf(&names, "%s%s", names.len ? ", " : "", e->valuestring);
		mg_error_set(msg, "argument '%s' takes one of %s, not '%.80s'", name, names.data,
			     v->valuestring);
		sbuf_free(&names);
		return -1;
	}
	return 0;
}

/* Checks args (NULL: none) against the tool's inputSchema in: no argument
 * it does not name, each of the right type, the required ones given. */
static int check_args(const cJSON *in, const cJSON *args, struct mg_error *msg)
{
	const cJSON *props = cJSON_GetObjectItem(in, "properties"), *a, *r;
	cJSON_ArrayForEach(a, args)
	{
		const cJSON *p = json_get(props, a->string);
		if (!p) {
			struct sbuf names = {0};
			const cJSON *q;
			cJSON_ArrayForEach(q, props)
			    sbuf_printf(&names, "%s%s", names.len ? ", " : "", q->string);
			mg_error_set(msg, "unknown argument '%.80s' (this tool takes %s)", a->string,
				     names.data);
			sbuf_free(&names);
			return -1;
		}
		if (check_value(a->string, p, a, msg) != 0)
			return -1;
	}
	cJSON_ArrayForEach(r, cJSON_GetObjectItem(in, "required"))
	{
		if (!json_get(args, r->valuestring)) {
			mg_error_set(msg, "argument '%s' is required", r->valuestring);
			return -1;
		}
	}
	return 0;
}

/* Appends v percent-encoded (all but unreserved characters), as
 * pipeline/serve/params.c and request.c read a value and a session id. */
static void pct_encode(struct sbuf *b, const char *v)
{
	struct sbuf *qs = b;
	for (const unsigned char *p = (const unsigned char *)v; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		    strchr("-._~", *p))
			sbuf_addc(qs, (char)*p);
		else
			sbuf_printf(qs, "%%%02X", *p);
	}
	if (!b->data)
		sbuf_adds(b, "");
}

static void qs_add(struct sbuf *qs, const char *k, const char *v)
{
	sbuf_printf(qs, "%s%s=", qs->len ? "&" : "", k);
	pct_encode(qs, v);
}

/* Names in msg (serve's words for a parameter, params_name_error's
 * "parameter 'P': …") the tool's argument that P came from. */
static void rename_param(struct mg_error *msg, const struct argmap *map, size_t n)
{
	if (strncmp(msg->msg, "parameter '", 11) != 0)
		return;
	const char *name = msg->msg + 11, *end = strchr(name, '\'');
	for (size_t i = 0; end && i < n && map[i].arg; i++) {
		if (strlen(map[i].param) != (size_t)(end - name) ||
		    strncmp(map[i].param, name, (size_t)(end - name)) != 0)
			continue;
		struct mg_error named;
		mg_error_set(&named, "argument '%s'%s", map[i].arg, end + 1);
		*msg = named;
		return;
	}
}

/* The query string of serve's endpoint for the call's arguments; offset,
 * when not negative, is the cursor's in place of the argument's. */
static void make_qs(const struct tool_def *d, const cJSON *args, long offset, struct sbuf *qs)
{
	for (size_t i = 0; i < sizeof d->map / sizeof *d->map && d->map[i].arg; i++) {
		const cJSON *v = json_get(args, d->map[i].arg);
		if (offset >= 0 && strcmp(d->map[i].arg, "offset") == 0)
			continue;
		if (cJSON_IsString(v)) {
			qs_add(qs, d->map[i].param, v->valuestring);
		} else if (cJSON_IsNumber(v)) {
			char n[32];
			snprintf(n, sizeof n, "%.0f", v->valuedouble);
			qs_add(qs, d->map[i].param, n);
		} else if (cJSON_IsTrue(v)) {
			qs_add(qs, d->map[i].param, "true");
		} else if (cJSON_IsArray(v)) {
			struct sbuf list = {0};
			const cJSON *e;
			cJSON_ArrayForEach(e, v)
			    sbuf_printf(&list, "%s%s", list.len ? "," : "", e->valuestring);
			if (list.len)
				qs_add(qs, d->map[i].param, list.data);
			sbuf_free(&list);
		}
	}
	if (offset >= 0) {
		char n[32];
		snprintf(n, sizeof n, "%ld", offset);
		qs_add(qs, "offset", n);
	}
}

/* ---- a run --------------------------------------------------------------- */

/* Runs j, its json into out (the whole document) and its warnings, the
 * search's own (search_io.err, never the process's stderr), into warn. */
static void run_job(struct job *j, struct sbuf *out, struct sbuf *warn)
{
	char *body = NULL, *w = NULL;
	size_t len = 0, wlen = 0;
	FILE *o = open_memstream(&body, &len), *e = open_memstream(&w, &wlen);
	if (!o || !e) {
		if (o)
			fclose(o);
		if (e)
			fclose(e);
		j->status = MG_ERROR;
		j->res.failure = SEARCH_WRITE;
		mg_error_set(&j->res.err, "cannot hold the results in memory");
		return;
	}
	struct search_io io = {o, e, j->index, NULL, NULL, NULL, NULL};
	j->status = search_run(&j->cfg, &io, &j->res);
	fclose(o);
	fclose(e);
	sbuf_add(out, body ? body : "", len);
	sbuf_add(warn, w ? w : "", wlen);
	free(body);
	free(w);
}

/* memgrep's line for a run that printed no json, as a tool error. */
static cJSON *failure(const struct job *j, struct page_in *pin)
{
	const struct search_result *res = &j->res;
	struct sbuf b = {0};
	if (res->failure == SEARCH_AMBIGUOUS) {
		sbuf_printf(&b, "%s\n%s", res->err.msg, res->detail);
	} else if (res->failure == SEARCH_BAD_ARG) {
		sbuf_printf(&b, "argument 'around': %s", res->err.msg);
	} else if (res->failure == SEARCH_UNKNOWN && res->timed_out) {
		sbuf_printf(&b, "%s (the reading was cut short by --timeout %g)", res->err.msg,
			    j->cfg.timeout);
	} else {
		if (res->failure != SEARCH_UNKNOWN && res->failure != SEARCH_BAD_QUERY)
			fprintf(stderr, "memgrep: mcp: %s\n", res->err.msg);
		sbuf_adds(&b, res->err.msg);
	}
	cJSON *r = page_error(b.data, pin);
	sbuf_free(&b);
	return r;
}

static const struct tool_def *tool_named(const char *name)
{
	for (size_t i = 0; i < NTOOLS; i++)
		if (strcmp(tool_defs[i].name, name) == 0)
			return &tool_defs[i];
	return NULL;
}

static const cJSON *listed_input(const struct mcp_tools *t, const char *name)
{
	const cJSON *o;
	cJSON_ArrayForEach(o, t->list)
	{
		if (strcmp(cJSON_GetStringValue(cJSON_GetObjectItem(o, "name")), name) == 0)
			return cJSON_GetObjectItem(o, "inputSchema");
	}
	return NULL;
}

/* The call once its arguments are checked: the job, its run, its page. */
static cJSON *call_checked(const struct mcp_tools *t, const struct tool_def *d, const cJSON *args,
			   struct page_in *pin)
{
	struct sbuf qs = {0}, out = {0}, warn = {0};
	struct mg_error msg = {{0}};
	int status;
	make_qs(d, args, d->route == R_SESSION ? -1 : (long)pin->cursor.offset, &qs);
	const cJSON *id = json_get(args, "id");
	struct sbuf pid = {0};
	if (id)
		pct_encode(&pid, id->valuestring);
	struct job *j =
	    request_job(&t->rb, d->route, pid.data ? pid.data : "", qs.data ? qs.data : "", &status, &msg);
	cJSON *r;
	if (!j) {
		rename_param(&msg, d->map, sizeof d->map / sizeof *d->map);
		r = page_error(msg.msg, pin);
	} else {
		run_job(j, &out, &warn);
		pin->partial = j->res.timed_out;
		pin->timeout = j->cfg.timeout;
		if (j->status == MG_ERROR || j->res.failure == SEARCH_UNKNOWN)
			r = failure(j, pin);
		else
			r = page_make(d->name, out.data, out.len, warn.data ? warn.data : "", pin);
		job_free(j);
	}
	sbuf_free(&qs);
	sbuf_free(&out);
	sbuf_free(&warn);
	sbuf_free(&pid);
	return r;
}

cJSON *mcp_tool_call(const struct mcp_tools *t, const char *name, const cJSON *args, size_t extra)
{
	const struct tool_def *d = tool_named(name);
	const cJSON *in = listed_input(t, name);
	if (!d || !in)
		return NULL;
	struct page_in pin = {.budget = PAGE_BUDGET_DEFAULT, .extra = extra};
	struct mg_error msg = {{0}};
	if (check_args(in, args, &msg) != 0)
		return page_error(msg.msg, &pin);
	const cJSON *b = json_get(args, "budget");
	if (b)
		pin.budget = (size_t)b->valuedouble;
	const cJSON *off = json_get(args, "offset");
	pin.cursor.offset = off ? (size_t)off->valuedouble : 0;
	const cJSON *cur = json_get(args, "cursor");
	if (cur && page_cursor_read(cur->valuestring, d->route == R_SESSION, &pin.cursor) != 0) {
		mg_error_set(&msg, "argument 'cursor': '%.80s' is not a cursor this tool gave",
			     cur->valuestring);
		return page_error(msg.msg, &pin);
	}
	return call_checked(t, d, args, &pin);
}
