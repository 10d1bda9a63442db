/* decode_opencode: the decoder of OpenCode's sessions and of Kilo's, which
 * share its schema (docs/reference.md §1): an SQLite database whose tables
 * session, message and part hold a session's rows, each message's and
 * part's `data` a JSON object (packages/opencode/src/session/session.sql.ts).
 * sources/sqlite_src renders one session with the SQL below into JSON
 * lines: a header line, then one line per part in the order the agent
 * shows them; this decoder reads those lines into line_views. */
#ifndef MEMGREP_DECODE_OPENCODE_H
#define MEMGREP_DECODE_OPENCODE_H

#include <stdbool.h>

#include "sources/decode.h"

/* The statement that lists a database's sessions (sources/sqlite_src.h:
 * id, updated_ms, rows, bytes). */
extern const char decode_opencode_list_sql[];
/* The statements that render one session (NULL-ended): its header line
 * {"type":"session","source":NAME,"id","directory","title","parent",
 * "time"}, then its parts {"type":"part","session","id","message",
 * "role","time","part":DATA}. */
extern const char *const decode_opencode_render_sql[];

/* Whether root is the header line of a session rendered for OpenCode, or
 * for Kilo ("source" names it). */
bool decode_opencode_detect(const cJSON *root);
bool decode_opencode_detect_kilo(const cJSON *root);

/* Reads a rendered line: the header (session id, folder, title), a part
 * (its text, reasoning, tool call and result), or any other record (valid,
 * not searched). 0 with *lv filled, or -1 when a part line has no object
 * "part" or a bad time. */
int decode_opencode_line(struct line_decoder *d, const cJSON *root, struct line_view *lv);

/* The project of a session whose lines name none: "" (its header always
 * names its folder). xmalloc'd. */
char *decode_opencode_project(const char *path);

#endif
