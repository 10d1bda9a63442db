/* decode_gemini: the decoder of Gemini CLI sessions (docs/reference.md §10)
 * into line_views (sources/decode.h), beside decode_claude and
 * decode_codex. Gemini CLI has written two forms: one JSON document per
 * session (session-*.json, up to 0.36), whose messages are decoded one by
 * one, and JSON Lines (session-*.jsonl, from 0.40): a metadata line,
 * {"$set":...} updates, {"$rewindTo":...} marks, and messages, each written
 * again in full whenever it changes. The same function reads a message of
 * either form, and the metadata of a document or of a line. */
#ifndef MEMGREP_DECODE_GEMINI_H
#define MEMGREP_DECODE_GEMINI_H

#include <stdbool.h>

#include "sources/decode.h"

/* Whether root is the first line of a .jsonl session: an object whose
 * "sessionId" and "projectHash" are strings (what Gemini CLI itself takes
 * for a metadata record). */
bool decode_gemini_detect(const cJSON *root);

/* Reads root: a message (an object with a string "id"), a metadata record
 * (a document's root, a first line, or a "$set" line), or any other record
 * (valid, not searched). Returns 0 with *lv filled, or -1 when a user or
 * gemini message is malformed: its content is neither a string, an array
 * nor an object, or its timestamp is there but invalid. */
int decode_gemini_line(struct line_decoder *d, const cJSON *root, struct line_view *lv);

/* The project of the session file at path: the first line of
 * .project_root in its project folder (the folder above chats/, for a
 * subagent's chats/<parent>/<id>.jsonl too), else the path that
 * ../../projects.json maps to that folder's name, else the name itself;
 * "" for standard input ("-"). xmalloc'd; never fails (an unreadable file
 * is taken as missing). */
char *decode_gemini_project(const char *path);

/* The session a subagent's chat at path joins: for
 * .../chats/<parent id>/<id>.jsonl, the name of the folder that holds it
 * (Gemini CLI names it after the parent session, ChatRecordingService
 * .initialize), xmalloc'd; else NULL. */
char *decode_gemini_parent(const char *path);

#endif
