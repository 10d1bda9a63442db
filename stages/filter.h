/* filter: the index-filter stage (docs/reference.md §4.1). Message-level
 * filters (noise, short messages, pasted recall output, --type,
 * --since/--until) run in the workers on each decoded message; session-level
 * filters (current session, --exclude-session, --project, --here) run in rank
 * once a session's files are all read. Recall forks are recognised per file by
 * the worker (recall_cutoff decides what a recall event is). Pure functions. */
#ifndef MEMGREP_INDEX_FILTER_H
#define MEMGREP_INDEX_FILTER_H

#include <stdbool.h>
#include <stddef.h>

#include "config/config.h"
#include "stages/record.h"

/* Why a message or file was dropped; counted for --stats. */
enum drop_reason {
	DROP_NONE,
	DROP_NOISE, /* noise line, or every piece was noise */
	DROP_SHORT,
	DROP_RECALL_OUTPUT,
	DROP_TYPE,
	DROP_TIME,
	DROP_RECALL_CUTOFF,
	DROP_FORK,    /* per file */
	DROP_SESSION, /* per message of an excluded or filtered-out session */
	DROP_DUPLICATE,
	DROP_COUNT
};
_Static_assert(DROP_COUNT <= 16, "file_res.drops holds 16 reasons");
const char *drop_reason_name(enum drop_reason r);

/* The filters of a message of type t with text[0..len) that exists (a piece
 * survived the noise markers), except --since/--until. */
enum drop_reason filter_message(const struct config *cfg, enum msg_type t, const char *text, size_t len);

/* --since / --until on a message's time. */
enum drop_reason filter_time(const struct config *cfg, bool has_ts, struct instant ts);

/* Whether a line of text is memgrep's own result header
 * (docs/reference.md §4.1). */
bool index_is_recall_output(const char *text, size_t len);

/* --file PATH: whether one of a line's tool-call inputs names the file
 * `path`: a `file_path`, `path` or `notebook_path` string (at any depth)
 * that is path or ends with "/path", or a `command` string (or array of
 * strings; or an input that is a bare string) holding path as a word: the
 * characters around it are the string's ends, whitespace, quotes or one of
 * = < > | ; & ( ) : , and a '/' may precede it. */
struct cJSON;
bool filter_touches(const char *path, const struct cJSON *const *inputs, size_t n);
/* What filter_touches reads of one tool input, as a smaller JSON
 * value that gives the same answer for every path (the index keeps it,
 * docs/reference.md §12): a string input as it is; else an array of the
 * members it would look at (`file_path`, `path`, `notebook_path`,
 * `command`), each alone in an object. A new tree: cJSON_Delete it. */
struct cJSON *filter_touch_fields(const struct cJSON *input);

/* The session-level filters (docs/reference.md §4.1): true when the
 * session is kept. --project compares case folded (simple lowercase, as the
 * query does); --here keeps cfg->cwd's sessions and those below it. */
bool filter_session(const struct config *cfg, const char *session_id, const char *project);

/* Which of them leaves a session out: the first, in this order (what the
 * no-result hint names). */
enum session_drop {
	SESSION_KEPT,
	SESSION_CURRENT,
	SESSION_EXCLUDED,
	SESSION_PROJECT,
	SESSION_HERE,
	SESSION_DROP_COUNT
};
_Static_assert(SESSION_DROP_COUNT <= 8, "run_stats.cand_sessions holds 8 filters");
enum session_drop filter_session_why(const struct config *cfg, const char *session_id, const char *project);

#endif
