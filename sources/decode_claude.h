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

/* The tool link of a tool_use block (its id, name and input), and of a
 * tool_result (its tool_use_id, is_error, and the text of its output: the
 * string content, or its first text block that is not blank; NULL with
 * other: blocks that are not text only), shared with the fast decoder
 * (sources/fast_decode.h) so that both make the same. */
void decode_claude_call(struct line_decoder *d, const char *id, const char *name, const cJSON *input);
void decode_claude_result(struct line_decoder *d, const char *id, bool is_error, const char *text,
			  bool other);

/* The project of a transcript at path whose lines name no cwd
 * (docs/reference.md §2): its folder's name (for <X>/subagents/f, the name
 * of the folder that holds <X>) with every '-' turned into '/'; "" for
 * standard input ("-") or a path without a folder. xmalloc'd. */
char *decode_claude_project(const char *path);

/* Claude Code's raw fields, for the prefilter's second look. */
extern const struct raw_fields decode_claude_fields;

#endif
