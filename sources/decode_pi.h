/* decode_pi: the decoder of pi sessions (@mariozechner/pi-coding-agent,
 * docs/reference.md §1) into line_views (sources/decode.h), beside
 * decode_claude, decode_codex and decode_gemini. A session is JSON Lines:
 * a header {"type":"session","id","cwd","timestamp"}, then entries, each
 * with a type, an id and the id of its parent (a tree: every branch stays
 * in the file). */
#ifndef MEMGREP_DECODE_PI_H
#define MEMGREP_DECODE_PI_H

#include <stdbool.h>

#include "sources/decode.h"

/* Whether root is the first line of a pi session: an object whose "type"
 * is "session" and whose "id" and "cwd" are strings (the header that
 * SessionManager writes first). */
bool decode_pi_detect(const cJSON *root);
/* Whether root is the first line of an omp session: its title slot, an
 * object whose "type" is "title", "v" 1, and "title" and "pad" strings
 * (omp's session-title-slot.ts); its header comes next. */
bool decode_pi_detect_omp(const cJSON *root);

/* Reads root (of pi, omp or OpenClaw): the header (session id, cwd,
 * time), a message entry, a compaction or branch summary, a session_info
 * name or omp's title_change (the title), or any other entry (omp's title
 * slot among them: valid, not searched). Returns 0 with *lv filled, or -1
 * when a message entry's message is not an object, its content neither a
 * string nor an array where it must be one, or its timestamp is there but
 * invalid. */
int decode_pi_line(struct line_decoder *d, const cJSON *root, struct line_view *lv);

/* The project of the session file at path when its header names none:
 * its folder's name, which pi makes of the cwd (`--home-me-proj--`), read
 * back as a path (/home/me/proj; a '-' of the cwd cannot be told from a
 * '/'); "" for standard input ("-"). xmalloc'd; never fails. */
char *decode_pi_project(const char *path);

#endif
