/* decode_claude: the decoder of Claude Code transcript lines into line_views
 * (sources/decode.h), per docs/reference.md §2. */
#ifndef MEMGREP_DECODE_CLAUDE_H
#define MEMGREP_DECODE_CLAUDE_H

#include "sources/decode.h"
#include "sources/fields.h"

/* Reads root (a decoded line). Returns 0 with *lv filled, or -1 when the line
 * is malformed in the sense of docs/reference.md §2 (it is then skipped and
 * counted). Only the line's object kind is checked for "queue-operation" and
 * session id when it is of another type. */
int decode_claude_line(struct line_decoder *d, const cJSON *root, struct line_view *lv);

/* The project of a transcript at path whose lines name no cwd
 * (docs/reference.md §2): its folder's name (for <X>/subagents/f, the name
 * of the folder that holds <X>) with every '-' turned into '/'; "" for
 * standard input ("-") or a path without a folder. xmalloc'd. */
char *decode_claude_project(const char *path);

/* Claude Code's raw fields, for the prefilter's second look. */
extern const struct raw_fields decode_claude_fields;

#endif
