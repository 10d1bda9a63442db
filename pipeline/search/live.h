/* live: the caller's live session, found without help (docs/reference.md
 * §4.1). A search run from inside an agent (its shell tool running
 * memgrep, or its MCP tool calling memgrep mcp) would find its own
 * question in the session it runs in. When nothing says which session
 * that is ($CLAUDE_SESSION_ID, --exclude-session), live_find looks for
 * it: a session file of the current folder's project (each source's
 * live_files, sources/live_files.h) written to within LIVE_WINDOW_S,
 * whose last LIVE_TAIL bytes hold a tool call of this very search that
 * has no result yet. The search driver leaves those sessions out,
 * counts them in --stats and names them on stderr (live_note).
 *
 * live_find fills *out (live_free frees it); it never fails: a file that
 * cannot be read is no live session. */
#ifndef MEMGREP_LIVE_H
#define MEMGREP_LIVE_H

#include <stddef.h>
#include <stdio.h>

#include "config/config.h"
#include "config/request.h"

/* How recent the last write of a live session's file is (seconds), and how
 * much of its end is read for the call. An agent writes its tool call
 * just before it runs the tool; a file idle for longer is no live
 * session. */
enum { LIVE_WINDOW_S = 300, LIVE_TAIL = 64 * 1024 };
/* How long a search run by an agent's tool (CLAUDECODE, CODEX_THREAD_ID or
 * GEMINI_CLI set) that found no live session looks again for the call to
 * be written (an agent may start its tool before its transcript holds
 * the call), polling every LIVE_POLL_MS; milliseconds. */
enum { LIVE_WAIT_MS = 500, LIVE_POLL_MS = 25 };

struct live_set {
	char **ids; /* whole session ids, xmalloc'd */
	size_t n;
};

/* The live sessions of the search cfg and req ask for, into *out and
 * req's live (which borrows out's ids), when the rule applies: a search
 * (not show, nor a listing, nor --partial) of the sources' roots (no
 * PATH, no --files-from) with a query, without --include-live,
 * $CLAUDE_SESSION_ID or --exclude-session. */
void live_find(const struct config *cfg, struct search_req *req, struct live_set *out);
void live_free(struct live_set *s);

/* Whether the strings of a tool call hold the search whose query is
 * query: one string of input holds every word of the query (its runs of
 * letters, digits and non-ASCII bytes) and, it or the tool's name,
 * "memgrep". For the tests. */
bool live_call_is(const char *name, const cJSON *input, const char *query);

/* The note of the live sessions req leaves out ("memgrep: 1 live session
 * left out (ID) …"), on err (NULL: none); nothing when there is none, or
 * for a pass of the driver's own (req's count_dropped or quiet). -q does
 * not silence it: a session is never left out silently. */
void live_note(const struct search_req *req, FILE *err);

#endif
