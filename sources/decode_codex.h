/* decode_codex: the decoder of Codex CLI rollout lines (docs/reference.md §8)
 * into line_views (sources/decode.h), beside decode_claude. */
#ifndef MEMGREP_DECODE_CODEX_H
#define MEMGREP_DECODE_CODEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sources/decode.h"

/* Whether root is a rollout line: an object whose "type" is session_meta,
 * response_item, event_msg, turn_context or compacted and whose "payload" is
 * an object. */
bool decode_codex_detect(const cJSON *root);

/* Reads root. Returns 0 with *lv filled, or -1 when the line is malformed:
 * a response_item whose payload is no object, a message of role user or
 * assistant whose content is no array, or a searched item whose timestamp
 * is there but invalid. */
int decode_codex_line(struct line_decoder *d, const cJSON *root, struct line_view *lv);

/* The tool link of a call's output (its call_id, the output string
 * s[0..n), or NULL when it is not a string): the command's output and
 * whether its exit code said it failed, from the header Codex writes
 * before it (sources/decode.h, tool_link). Shared with the fast decoder. */
void decode_codex_result(struct line_decoder *d, const char *id, const char *s, size_t n);

/* Whether raw line[0..len) may be a response_item message of role user or
 * assistant (the source row's may_settle): false only when it cannot, for
 * no JSON string in it is the key "role" (docs/reference.md §8). */
bool decode_codex_may_settle(const char *line, size_t len);

/* The folders Codex's rollouts are read from besides its root (the
 * source row's walks, sources/source.h): home's archived_sessions/,
 * where `codex archive` moves a finished rollout. */
size_t decode_codex_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			  struct source_walk *out);

#endif
