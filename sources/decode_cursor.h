/* decode_cursor: the decoder of Cursor's agent transcripts (cursor-agent,
 * the Cursor CLI, and the IDE's agent: docs/reference.md §1, "Cursor")
 * into line_views (sources/decode.h), beside decode_claude. A transcript
 * is JSON Lines, one message a line, {"role", "message": {"content"}} in
 * Anthropic's block shapes, with {"type": "turn_ended"} lines between
 * turns; no line carries a time, a session id or a folder. */
#ifndef MEMGREP_DECODE_CURSOR_H
#define MEMGREP_DECODE_CURSOR_H

#include <stdbool.h>

#include "sources/decode.h"

/* Whether root is a transcript line, or the header of a chat rendered
 * from the IDE's database (decode_cursor_ide_detect): an object whose "role" is a string
 * and whose "message" is an object, with no "type" member (every Claude
 * Code line has one, no Cursor message line has), or a turn's end, whose
 * "type" is "turn_ended" and "status" a string. */
bool decode_cursor_detect(const cJSON *root);

/* Reads root: a user or assistant message, a line rendered from the
 * IDE's database (decode_cursor_ide_line), or any other line (valid, not
 * searched). Returns 0 with *lv filled, or -1 when a message's content is
 * neither a string nor an array. */
int decode_cursor_line(struct line_decoder *d, const cJSON *root, struct line_view *lv);

/* The project of the transcript at path (…/projects/<name>/agent-transcripts/
 * …): the workspacePath of <name>/.workspace-trusted when it names one,
 * else <name> with every '-' turned into '/' after a leading '/' (Cursor
 * writes the folder with each run of characters other than ASCII letters
 * and digits as one '-', so this is a guess); Claude Code's folder rule
 * for a path with no agent-transcripts folder; "" for standard input; a
 * chat of the IDE's database's, decode_cursor_ide_project.
 * xmalloc'd; never fails (an unreadable file is taken as missing). */
char *decode_cursor_project(const char *path);

/* The session a subagent's transcript at path joins: for
 * …/agent-transcripts/<parent id>/subagents/<id>.jsonl, <parent id>
 * (xmalloc'd); else NULL. */
char *decode_cursor_parent(const char *path);

#endif
