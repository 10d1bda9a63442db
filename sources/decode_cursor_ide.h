/* decode_cursor_ide: the chats of Cursor's IDE, kept in its SQLite
 * databases (state.vscdb, table cursorDiskKV: docs/reference.md §1,
 * "Cursor's IDE database"), read as databases of the Cursor row
 * (sources/sqlite_src.h): the statement that lists a database's chats
 * (composers), those that render one as JSON lines, and the decoder of
 * those lines, which decode_cursor_line hands them to. A rendered chat is
 * a header line {"type": "composer", "source", "id", "title"}, then one
 * line {"type": "bubble", "composer", "bubble": <its JSON as stored>} a
 * message, in the chat's order. */
#ifndef MEMGREP_DECODE_CURSOR_IDE_H
#define MEMGREP_DECODE_CURSOR_IDE_H

#include <stdbool.h>

#include "sources/decode.h"

/* The list statement (sources/sqlite_src.h's columns): each composer
 * whose composerData is JSON and that has a message (a bubble row, or an
 * inline conversation); its update time lastUpdatedAt, else createdAt;
 * its rows (the composer and its bubbles) and bytes (their lengths). */
extern const char decode_cursor_ide_list_sql[];
/* The render statements: the header, then the bubbles. */
extern const char *const decode_cursor_ide_render_sql[];

/* Whether root is a rendered chat's header: "type" "composer", "source"
 * "cursor" and a string "id". */
bool decode_cursor_ide_detect(const cJSON *root);

/* Whether root is a rendered line (its "type" is "composer" or
 * "bubble"), for decode_cursor_line. */
bool decode_cursor_ide_is(const cJSON *root);

/* Reads a rendered line into *lv (decode_begin and decode_end done
 * here): 0, or -1 when a bubble line's bubble is not an object. */
int decode_cursor_ide_line(struct line_decoder *d, const cJSON *root, struct line_view *lv);

/* The project of a chat at path (DB#ID): for a workspace's database
 * (workspaceStorage/<hash>/state.vscdb), the folder its workspace.json
 * names (a file:// URI, decoded); else "" (the global database's chats
 * name none). xmalloc'd; NULL when path is no chat of a database. */
char *decode_cursor_ide_project(const char *path);

/* The string member key of the JSON document in the file at path (read
 * up to 64 KiB: a workspace.json, cursor-agent's .workspace-trusted), or
 * NULL when it has none or cannot be read; xmalloc'd. */
char *decode_cursor_json_file(const char *path, const char *key);

/* The folders of the IDE's databases (the registry's walks): the
 * globalStorage folder of Cursor's user folder (sources/editor_dirs.h),
 * and its workspaceStorage folder, walked below (one folder a
 * workspace). */
size_t decode_cursor_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			   struct source_walk *out);

#endif
