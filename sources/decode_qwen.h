/* decode_qwen: the decoder of Qwen Code chats (docs/reference.md §1, its
 * decoding table) into line_views (sources/decode.h), beside decode_gemini.
 * Qwen Code (a fork of Gemini CLI) appends one record a line to
 * <runtime dir>/projects/<cwd, each character not a letter or digit
 * written '-'>/chats/<session id>.jsonl: records linked by uuid and
 * parentUuid, each with its sessionId, timestamp, cwd and version, whose
 * `message` is a Gemini Content (role and parts). Records are never
 * written again, so every line is read as it comes. */
#ifndef MEMGREP_DECODE_QWEN_H
#define MEMGREP_DECODE_QWEN_H

#include <stdbool.h>
#include <stdint.h>

#include "sources/decode.h"
#include "sources/live_files.h"

/* Whether root is a line of a Qwen Code chat: an object whose "uuid",
 * "sessionId" and "type" are strings and that has a Gemini Content
 * (`message.parts` an array) or a system record's `systemPayload` object;
 * a Claude Code line's message has `content`, never `parts`. */
bool decode_qwen_detect(const cJSON *root);

/* Reads root (a decoded line). Returns 0 with *lv filled, or -1 when a
 * user, assistant or tool_result record is malformed: its message has no
 * parts array, or its timestamp is there but not one. Other records
 * (system ones, unknown types) are valid and searched only for a title. */
int decode_qwen_line(struct line_decoder *d, const cJSON *root, struct line_view *lv);

/* The name Qwen Code gives the folder of the project at path below its
 * projects/ (sanitizeCwd): every UTF-16 unit that is not an ASCII letter
 * or digit written '-'. xmalloc'd. */
char *decode_qwen_project_name(const char *path);

/* The live-session rule's files (sources/live_files.h, docs/reference.md
 * §4.1): the .jsonl files of <root>/<name of dir>/chats, for dir and each folder above
 * it (the agent may have cd'ed below its project), written to at or after
 * since. */
void decode_qwen_live_files(const char *root, const char *dir, int64_t since, struct path_list *out);

#endif
