/* openclaw_store: OpenClaw's SQLite store read as the JSON lines of its
 * transcripts (sources/openclaw_store.h). The schema is OpenClaw
 * 2026.9.6's (its openclaw-agent-db schema, transcript-payload.ts). */
#include "sources/openclaw_store.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/xalloc.h"
#include "sources/sqlite_src.h"

const char openclaw_store_list_sql[] =
    "SELECT e.session_id,"
    " max(max(e.created_at), coalesce(w.updated_at, 0), coalesce(w.transcript_updated_at, 0)),"
    " count(*), sum(coalesce(e.event_utf8_bytes, length(CAST(e.event_json AS BLOB)), 0) + 1)"
    " FROM transcript_events e LEFT JOIN session_windows w ON w.session_id = e.session_id"
    " GROUP BY e.session_id";

static const char events_sql[] =
    "SELECT coalesce(event_json, " SQLITE_SRC_ZSTD "(event_zstd, event_utf8_bytes),"
    " json_quote('memgrep: a compressed event that cannot be read'))"
    " FROM transcript_events WHERE session_id = ?1 ORDER BY seq";

const char *const openclaw_store_render_sql[] = {events_sql, NULL};

static const char has_sql[] = "SELECT 1 FROM transcript_events WHERE session_id = ?1 LIMIT 1";

/* The database's name below an agent's folder. */
#define STORE_DB "/agent/openclaw-agent.sqlite"

/* Whether path is below the folder root. */
static bool below(const char *path, const char *root)
{
	size_t n = root ? strlen(root) : 0;
	while (n > 1 && root[n - 1] == '/')
		n--;
	return n > 0 && strncmp(path, root, n) == 0 && path[n] == '/';
}

bool openclaw_store_holds(const char *path, const char *root)
{
	const char *name = strrchr(path, '/');
	size_t n = name ? strlen(name + 1) : 0;
	if (!name || n <= 6 || strcmp(name + 1 + n - 6, ".jsonl") != 0)
		return false;
	/* The agent's folder: the one above sessions/. */
	const char *sessions = name;
	while (sessions > path && sessions[-1] != '/')
		sessions--;
	if (sessions == path)
		return false;
	char *db = xmalloc((size_t)(sessions - path) + sizeof STORE_DB);
	memcpy(db, path, (size_t)(sessions - path - 1));
	strcpy(db + (sessions - path - 1), STORE_DB);
	char *id = xstrndup(name + 1, n - 6);
	struct stat st;
	bool held = below(db, root) && stat(db, &st) == 0 && S_ISREG(st.st_mode) &&
		    sqlite_src_has(db, has_sql, id) == 1;
	free(id);
	free(db);
	return held;
}
