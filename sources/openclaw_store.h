/* openclaw_store: OpenClaw's SQLite store (2026.9 and later,
 * docs/reference.md §1), one database an agent,
 * agents/<agent id>/agent/openclaw-agent.sqlite below its state folder:
 * its sessions' events are the rows of transcript_events (session_id,
 * seq, the event's JSON line in event_json, or compressed with zstd in
 * event_zstd with its size in event_utf8_bytes), each the very line its
 * JSON Lines transcripts held (a session header, then pi's entries), so
 * that decode_pi reads both alike. The OpenClaw row keeps its transcripts
 * and reads these databases beside them (its `databases`); a session in
 * both (a transcript that OpenClaw's doctor imported and left in place)
 * is read once, from the database.
 *
 * Nothing here keeps state; it never writes. */
#ifndef MEMGREP_OPENCLAW_STORE_H
#define MEMGREP_OPENCLAW_STORE_H

#include <stdbool.h>

/* The list statement (sources/sqlite_src.h): a session's id, its last
 * change (the newest of its events' and its window's update times), its
 * events, their bytes. A session whose events OpenClaw's cold storage moved
 * out of transcript_events (session_transcript_cold_archives: zstd frames
 * of JSON records, in the row or in sessions/cold/<sha256>.jsonl.zst) is
 * listed by its archive's row, and rendered from it; each earlier
 * transcript that a reset or a delete archived
 * (session_transcript_archives: its JSON lines, zstd or not) is an item of
 * its own, its id the row's archive_name (<session id>.jsonl.<reason>.
 * <time>.<generation>[.zst], the name of the file OpenClaw publishes it
 * as), its session id its header's: nothing of the history is hidden. */
extern const char openclaw_store_list_sql[];
/* The render: its events in order, one line each; a compressed event that
 * cannot be read becomes a JSON string, a line no decoder takes. */
extern const char *const openclaw_store_render_sql[];

/* Whether the transcript at path (agents/<agent>/sessions/<id>.jsonl) is a
 * session that its agent's database, below the folder root or root itself
 * (a PATH of the search: discover asks of each), holds, and is read there:
 * false when it is not, when there is no such database, or when it cannot
 * be read (the transcript is read then). */
bool openclaw_store_holds(const char *path, const char *root);

#endif
