/* decode_cline: the decoder of Cline's and Roo Code's task documents into
 * line_views (sources/decode.h), beside decode_claude and decode_gemini.
 * A document is read whole (SHAPE_DOCUMENT): its root, then each of its
 * messages on its own (pipeline/search/scan_document.c). The Cline CLI's
 * root is an object whose `messages` member holds them; Cline before its
 * SDK and Roo Code write the array alone (the registry's rows, sources/
 * source.c). The same function reads a root and a message. */
#ifndef MEMGREP_DECODE_CLINE_H
#define MEMGREP_DECODE_CLINE_H

#include "sources/decode.h"

/* Reads root: a message (an object with a "role", or a Roo Code reasoning
 * item) or a document's root object (its sessionId, updated_at, agent).
 * Returns 0 with *lv filled, or -1 when a user or assistant message's
 * content is neither a string nor an array. */
int decode_cline_line(struct line_decoder *d, const cJSON *root, struct line_view *lv);

/* The session id of the document at path when it names none: the name of
 * the folder that holds it (tasks/<id>/api_conversation_history.json),
 * xmalloc'd; NULL for a path without a folder. */
char *decode_cline_session(const char *path);

/* The session a subagent's document at path joins: for
 * sessions/<id>/<other>.messages.json, <id> (xmalloc'd); NULL for the
 * session's own <id>/<id>.messages.json and for any other path. */
char *decode_cline_parent(const char *path);

/* The project of the document at path when its messages name none: the
 * `cwd` of the CLI's manifest beside it (<id>/<id>.json), else "".
 * xmalloc'd; never fails (an unreadable manifest is taken as missing). */
char *decode_cline_project(const char *path);

/* The folders of Cline's (saoudrizwan.claude-dev) and Roo Code's
 * (rooveterinaryinc.roo-cline) tasks in the globalStorage of each VS Code
 * editor that has them (Code, Cursor, VSCodium, Windsurf, Code - Insiders,
 * Code - OSS;
 * on Linux and macOS), at most SOURCE_WALKS_MAX, into out: how many.
 * xmalloc'd paths. */
size_t decode_cline_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			  struct source_walk *out);
size_t decode_roo_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			struct source_walk *out);

#endif
