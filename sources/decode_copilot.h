/* decode_copilot: the decoder of GitHub Copilot CLI sessions
 * (docs/reference.md §1, "GitHub Copilot CLI") into line_views
 * (sources/decode.h), beside decode_codex and decode_gemini. A session is
 * session-state/<id>/events.jsonl: one event a line, {"type", "data",
 * "id", "timestamp", "parentId"}, appended as the session goes on (a
 * resumed session goes on in the same file, after a session.resume
 * event). Its workspace.yaml beside it holds its cwd and name. */
#ifndef MEMGREP_DECODE_COPILOT_H
#define MEMGREP_DECODE_COPILOT_H

#include <stdbool.h>

#include "sources/decode.h"

/* Whether root is an event of Copilot CLI: an object whose "type" is a
 * string holding a '.' (session.start, user.message, ...), whose "data"
 * is an object and whose "id" is a string. No Claude Code, Codex or
 * Gemini CLI line is one (their types hold no '.'). */
bool decode_copilot_detect(const cJSON *root);

/* Reads root. Returns 0 with *lv filled, or -1 when the event is
 * malformed: a searched event (user.message, assistant.message,
 * tool.execution_complete, system.notification) whose data is no object
 * or whose timestamp is there but invalid. Every other event is valid and
 * not searched. */
int decode_copilot_line(struct line_decoder *d, const cJSON *root, struct line_view *lv);

/* The project of the session file at path when its events name none: the
 * `cwd:` of the workspace.yaml beside it, else "". xmalloc'd; never fails
 * (an unreadable file is taken as missing). */
char *decode_copilot_project(const char *path);

#endif
