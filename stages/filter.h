/* filter: the filter stage (docs/reference.md §4.1). Message-level
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
#include "config/request.h"
#include "stages/drop.h"
#include "stages/record.h"

/* The filter registry (docs/reference.md §4.1, §4.5): one row per filter,
 * message-level (enum drop_reason) or session-level (enum session_drop):
 * its name in --stats, and the no-result hint that names it when it
 * dropped the most matching messages: `LIFT (N matching messages are
 * WHY`, the rows in the order the hint prefers on a tie. A row without a
 * lift is never hinted. A new filter is a new key (stages/drop.h) and a
 * row here. */
enum filter_level { FILTER_MESSAGE, FILTER_SESSION };
enum filter_detail {
	DETAIL_NONE,
	DETAIL_MIN_LENGTH, /* WHY holds %zu: --min-length */
	DETAIL_KINDS,	   /* LIFT and WHY are the message types --type left out */
	DETAIL_CWD,	   /* WHY holds %s: --here's folder */
};
struct filter_row {
	enum filter_level level;
	int id; /* enum drop_reason or enum session_drop */
	const char *name;
	const char *lift, *why;
	enum filter_detail detail;
	/* The option (or what else) that sets it, as the no-result message
	 * names the filters that each dropped a match another dropped too. */
	const char *option;
};
extern const struct filter_row filter_rows[];
extern const size_t filter_nrows;

/* The --stats name of r ("?" for none). */
const char *drop_reason_name(enum drop_reason r);

/* The filters of a message of type t with text[0..len) that exists (a piece
 * survived the noise markers), except --since/--until; browse: every
 * message is shown (show, sessions, projects: config/request.h), pasted
 * results and short ones too. */
enum drop_reason filter_message(const struct config *cfg, bool browse, enum msg_type t, const char *text,
				size_t len);

/* For the no-result hint's pass (docs/reference.md §4.5): every message
 * filter of filter_message that drops the message, not only the first, and
 * --since/--until when timed (a summary's time waits for its file's end):
 * a set of 1 << enum drop_reason. */
unsigned filter_message_all(const struct config *cfg, enum msg_type t, const char *text, size_t len,
			    bool timed, bool has_ts, struct instant ts);

/* The drops (1 << enum drop_reason) that filter r's row lifts: its own,
 * and with --keep-noise the short messages and pasted results too. */
unsigned filter_lifted(enum drop_reason r);

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
 * = < > | ; & ( ) : , and a '/' may precede it. A path ending in '/' is a
 * folder: a value (or a command's word) below it, or the folder itself,
 * names it. A path with * ? or [ is a glob: a value (or a command's word)
 * names it when fnmatch fits it to as many of its last components as the
 * glob has (docs/reference.md §4.1). */
struct cJSON;
bool filter_touches(const char *path, const struct cJSON *const *inputs, size_t n);
/* The characters [*from, *to) of path that a line naming it holds, for
 * the prefilter: the last component (a folder's, without its '/'), or a
 * glob's longest run of literal characters there (empty: none). */
void filter_touch_literal(const char *path, const char **from, const char **to);
/* What filter_touches reads of one tool input, as a smaller JSON
 * value that gives the same answer for every path (the index keeps it,
 * docs/reference.md §12): a string input as it is; else an array of the
 * members it would look at (`file_path`, `path`, `notebook_path`,
 * `command`), each alone in an object. A new tree: cJSON_Delete it. */
struct cJSON *filter_touch_fields(const struct cJSON *input);

/* The session-level filters (docs/reference.md §4.1): true when the
 * session is kept. --exclude-session's ids are req's (config/request.h),
 * or with req NULL the options' own, as prefixes. --project compares case folded (simple lowercase, as the
 * query does); --here keeps cfg->cwd's sessions and those below it. */
bool filter_session(const struct config *cfg, const struct search_req *req, const char *session_id,
		    const char *project);

enum session_drop filter_session_why(const struct config *cfg, const struct search_req *req,
				     const char *session_id, const char *project);
/* Every session filter that leaves the session out (the first alone
 * when it is one of its ids' filters): a set of 1 << enum session_drop,
 * 0 when it is kept. */
unsigned filter_session_all(const struct config *cfg, const struct search_req *req, const char *session_id,
			    const char *project);

#endif
