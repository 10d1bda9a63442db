/* openclaw_store: OpenClaw's SQLite store read as the JSON lines of its
 * transcripts (sources/openclaw_store.h). The schema is OpenClaw
 * 2026.9.6's (its openclaw-agent-db schema, transcript-payload.ts). */
#include "sources/openclaw_store.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/project_root.h"
#include "base/xalloc.h"
#include "sources/sqlite_src.h"

/* OpenClaw makes session_transcript_archives at its first archive, and an
 * older schema has no session_transcript_cold_archives (its
 * openclaw-agent-db-schema-compatibility: allowedMissingTables): empty
 * stand-ins then (sources/sqlite_src.h). */
#define STAND_INS                                                                                            \
	SQLITE_SRC_STAND_IN                                                                                  \
	"session_transcript_archives (session_id TEXT, generation TEXT,"                                     \
	" session_key TEXT, reason TEXT, encoding TEXT, archive_blob BLOB,"                                  \
	" archive_sha256 TEXT, archive_name TEXT, created_at INTEGER)\n" SQLITE_SRC_STAND_IN                 \
	"session_transcript_cold_archives (session_id TEXT, generation TEXT,"                                \
	" archive_name TEXT, archive_sha256 TEXT, event_count INTEGER, raw_bytes INTEGER,"                   \
	" archive_bytes INTEGER, last_seq INTEGER, archived_at INTEGER, storage TEXT,"                       \
	" archive_blob BLOB)\n"

/* The archived transcripts, each an item of its own, keyed by its
 * archive_name; the sessions whose events OpenClaw's cold storage moved
 * out (in their cold archive alone); the sessions of transcript_events
 * (last: the table SQLite names first when a database lacks it, its
 * error on a database not OpenClaw's). */
const char openclaw_store_list_sql[] = STAND_INS
    "SELECT a.archive_name, a.created_at, 1, length(a.archive_blob)"
    " FROM session_transcript_archives a"
    " UNION ALL SELECT c.session_id,"
    " max(c.archived_at, coalesce(w.updated_at, 0), coalesce(w.transcript_updated_at, 0)),"
    " c.event_count, c.raw_bytes + c.event_count"
    " FROM session_transcript_cold_archives c LEFT JOIN session_windows w ON w.session_id = c.session_id"
    " WHERE NOT EXISTS (SELECT 1 FROM transcript_events h WHERE h.session_id = c.session_id)"
    " UNION ALL SELECT e.session_id,"
    " max(max(e.created_at), coalesce(w.updated_at, 0), coalesce(w.transcript_updated_at, 0)),"
    " count(*), sum(coalesce(e.event_utf8_bytes, length(CAST(e.event_json AS BLOB)), 0) + 1)"
    " FROM transcript_events e LEFT JOIN session_windows w ON w.session_id = e.session_id"
    " GROUP BY e.session_id";

/* A cold archive's text: zstd frames in the row, or in the file
 * sessions/cold/<archive_name> of the agent's folder (OpenClaw's
 * session-cold-storage-codec: a name of 64 hex digits). */
#define COLD_TEXT                                                                                            \
	SQLITE_SRC_ZSTD "(CASE c.storage WHEN 'sqlite' THEN c.archive_blob"                                  \
			" WHEN 'file' THEN CASE WHEN c.archive_name GLOB '[0-9a-f]*.jsonl.zst'"              \
			" AND instr(c.archive_name, '/') = 0 THEN " SQLITE_SRC_BESIDE                        \
			"('../sessions/cold/' || c.archive_name) END END)"

/* An archived transcript's text: its JSON lines, zstd or not. */
#define ARCH_TEXT                                                                                            \
	"CASE a.encoding WHEN 'zstd' THEN " SQLITE_SRC_ZSTD "(a.archive_blob)"                               \
	" ELSE CAST(a.archive_blob AS TEXT) END"

/* The JSON lines of a text as a JSON array, for json_each: the text's
 * newlines made commas (a valid array when each line is one JSON value). */
#define ARRAY_OPEN  "'[' || replace(trim("
#define ARRAY_CLOSE ", char(10)), char(10), ',') || ']'"

/* What an archive that cannot be read becomes: a JSON string, a line no
 * decoder takes (and says so). */
#define UNREAD_COLD  "json_quote('memgrep: a cold archive that cannot be read')"
#define UNREAD_ARCH  "json_quote('memgrep: an archived transcript that cannot be read')"
#define UNREAD_EVENT "json_quote('memgrep: a compressed event that cannot be read')"

/* One statement (the first a render runs must give a row for every item):
 * the session's cold events (the cold archive's `event` records, in their
 * order, that of seq), then its events in transcript_events; or the lines
 * of the archived transcript named ?1. */
static const char events_sql[] =
    STAND_INS "WITH cold(a) AS MATERIALIZED (SELECT " ARRAY_OPEN COLD_TEXT ARRAY_CLOSE
	      " FROM session_transcript_cold_archives c WHERE c.session_id = ?1),"
	      " arch(a) AS MATERIALIZED (SELECT " ARRAY_OPEN ARCH_TEXT ARRAY_CLOSE
	      " FROM session_transcript_archives a WHERE a.archive_name = ?1)"
	      " SELECT e.value ->> '$.row.event_json' FROM cold,"
	      " json_each(CASE WHEN json_valid(cold.a) THEN cold.a ELSE '[]' END) e"
	      " WHERE e.value ->> '$.kind' = 'event'"
	      " UNION ALL SELECT " UNREAD_COLD " FROM cold WHERE NOT coalesce(json_valid(cold.a), 0)"
	      " UNION ALL SELECT * FROM (SELECT coalesce(event_json,"
	      " " SQLITE_SRC_ZSTD "(event_zstd, event_utf8_bytes), " UNREAD_EVENT ")"
	      " FROM transcript_events WHERE session_id = ?1 ORDER BY seq)"
	      " UNION ALL SELECT e.value FROM arch,"
	      " json_each(CASE WHEN json_valid(arch.a) THEN arch.a ELSE '[]' END) e"
	      " UNION ALL SELECT " UNREAD_ARCH " FROM arch WHERE NOT coalesce(json_valid(arch.a), 0)";

const char *const openclaw_store_render_sql[] = {events_sql, NULL};

/* Whether the store holds session ?1: its events, or their cold archive. */
static const char has_sql[] = STAND_INS "SELECT 1 FROM transcript_events WHERE session_id = ?1"
					" UNION ALL SELECT 1 FROM session_transcript_cold_archives"
					" WHERE session_id = ?1 LIMIT 1";

/* Whether the store still holds the archive named ?1 (a file of that name
 * is its published copy). */
static const char has_archive_sql[] =
    STAND_INS "SELECT 1 FROM session_transcript_archives WHERE archive_name = ?1 LIMIT 1";

/* The database's name below an agent's folder. */
#define STORE_DB "/agent/openclaw-agent.sqlite"

bool openclaw_store_holds(const char *path, const char *root)
{
	const char *name = strrchr(path, '/');
	size_t n = name ? strlen(name + 1) : 0;
	/* An archive's file: held while the store keeps it by that name. */
	bool archive = name && (strstr(name, ".jsonl.reset.") || strstr(name, ".jsonl.deleted."));
	if (!name || (!archive && (n <= 6 || strcmp(name + 1 + n - 6, ".jsonl") != 0)))
		return false;
	/* The agent's folder: the one above sessions/. */
	const char *sessions = name;
	while (sessions > path && sessions[-1] != '/')
		sessions--;
	/* Its database: <agent>/agent/openclaw-agent.sqlite, or
	 * agent/openclaw-agent.sqlite when the agent's folder is the current
	 * one (the PATH sessions). */
	size_t agent = sessions > path ? (size_t)(sessions - path - 1) : 0;
	char *db = xmalloc(agent + sizeof STORE_DB);
	memcpy(db, path, agent);
	strcpy(db + agent, agent ? STORE_DB : &STORE_DB[1]);
	char *id = xstrndup(name + 1, archive ? n : n - 6);
	struct stat st;
	bool held = path_below(root, db, true) && stat(db, &st) == 0 && S_ISREG(st.st_mode) &&
		    sqlite_src_has(db, archive ? has_archive_sql : has_sql, id) == 1;
	free(id);
	free(db);
	return held;
}
