/* decode_vscode: VS Code's Copilot Chat sessions, read as part of the
 * GitHub Copilot row (docs/reference.md §1, "VS Code Copilot Chat"). VS
 * Code keeps a chat session as one JSON document, <id>.json (before 1.109:
 * the serialized chat model, ISerializableChatData), or as <id>.jsonl, a
 * log of mutations of that document (ObjectMutationLog: an initial state,
 * then set, push and delete entries at key paths). Either is rendered into
 * JSON lines, one for the session, one for its title, one for each request
 * and one for each response, which decode_vscode_line reads; the Copilot
 * row's decoder hands it the lines whose type starts with "vscode.".
 *
 * Trees and buffers returned are the caller's (cJSON_Delete, sbuf_free);
 * a line_view points into the line's tree and the decoder. */
#ifndef MEMGREP_DECODE_VSCODE_H
#define MEMGREP_DECODE_VSCODE_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stdint.h>

#include "sources/decode.h"
#include "sources/editor_dirs.h"

/* Replays the mutation log buf[0..len) into the document it describes,
 * as ObjectMutationLog.read does: 0 with *out set (the caller's), or -1
 * when no entry gives an initial state or a line is not JSON (a last line
 * without its newline, still being written, is left out instead). */
int decode_vscode_replay(const char *buf, size_t len, cJSON **out);

/* The session file at path, open as fd (read from its start with
 * pread, in chunks), as JSON lines written to out: 0; 1 when it is no
 * chat session (out may hold lines already: the caller empties it); -1
 * with errno when it cannot be read or out written, or ESTALE when a
 * .json changed between its two reads. A .json is read in bounded memory
 * (base/json_split: at most one request and its rendered lines are
 * held); a .jsonl log is replayed line by line into the tree it means,
 * which is held. A .json file with a .jsonl beside it renders as its
 * session's line alone (the log's session, by its name): VS Code reads
 * the log. */
int decode_vscode_render(const char *path, int fd, int out);

/* The same for a session whose bytes are buf[0..len), its lines appended
 * to out (through memory files; for the tests and the fuzz target): 0,
 * or -1 when it is no chat session or a memory file failed. */
int decode_vscode_render_mem(const char *path, const char *buf, size_t len, struct sbuf *out);

/* The stat st of the session file at path, its change time's last bit
 * flipped when it is a .json with a .jsonl beside it (its render then
 * reads that the log exists, not its own bytes). */
struct stat;
void decode_vscode_render_key(const char *path, struct stat *st);

/* Whether root is a line decode_vscode_render writes. */
bool decode_vscode_is(const cJSON *root);

/* Reads one rendered line: 0 with *lv filled, -1 when malformed. */
int decode_vscode_line(struct line_decoder *d, const cJSON *root, struct line_view *lv);

/* The project of a chat session file at path: the folder of the
 * workspace.json of its workspace's storage (the "folder" URI, else the
 * "workspace" file's), "" for an empty window's; NULL when path is not a
 * VS Code chat session's. xmalloc'd. */
char *decode_vscode_project(const char *path);

/* The folders VS Code keeps chat sessions in (workspaceStorage,
 * globalStorage/emptyWindowChatSessions, globalStorage/chatSessions) of
 * every editor of sources/editor_dirs.h (the store is VS Code's own, in
 * every editor built on it; a profile has none of its own), on Linux and
 * macOS, as walks: how many (at most VSCODE_WALKS, every one of them). */
enum { VSCODE_WALKS = 3 * 2 * EDITOR_COUNT };
size_t decode_vscode_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			   struct source_walk *out);

#endif
