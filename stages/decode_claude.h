/* decode_claude: the decoder of Claude Code transcript lines (SPEC 2,
 * SPEC-DETAILS §2). It turns a decoded JSON line into a line_view: the
 * line's metadata and its text pieces, each marked with its message kind and
 * whether it is noise. Message texts are then joined from the pieces.
 *
 * Everything a line_view points to lives in the decoder (or the JSON tree)
 * and stays valid until the next decode_claude_line on the same decoder. */
#ifndef MEMGREP_DECODE_CLAUDE_H
#define MEMGREP_DECODE_CLAUDE_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>

#include "pipeline/xalloc.h"
#include "stages/record.h"
#include "stages/timestamp.h"

enum line_kind { LINE_USER, LINE_ASSISTANT, LINE_SUMMARY, LINE_AI_TITLE, LINE_CUSTOM_TITLE, LINE_OTHER };

struct piece {
	const char *s;
	size_t len;
	uint8_t order;	/* enum kind_order */
	bool noise;	/* starts with a noise marker (never for tool_use, thinking, summary) */
	bool prompt;	/* a text block or string content of a user/assistant line */
	int recall_off; /* start of the recall-event text within s, or -1 */
};

struct line_view {
	enum line_kind kind;
	const char *session_id, *uuid, *cwd; /* non-empty strings, or NULL */
	bool has_ts;
	struct instant ts;
	const char *ts_raw;
	bool noise_line;      /* user line with isMeta or isCompactSummary true */
	bool queue_operation; /* "type":"queue-operation" */
	const char *title;    /* the aiTitle / customTitle of a title line */
	struct piece *pieces;
	size_t npieces;
};

struct claude_decoder;
struct claude_decoder *claude_decoder_new(void);
void claude_decoder_free(struct claude_decoder *d);

/* Reads root (a decoded line). Returns 0 with *lv filled, or -1 when the line
 * is malformed in the sense of SPEC-DETAILS §2 (it is then skipped and
 * counted). Only the line's object kind is checked for "queue-operation" and
 * session id when it is of another type. */
int decode_claude_line(struct claude_decoder *d, const cJSON *root, struct line_view *lv);

/* The message type of kind `order` of a line of kind k (user/assistant/summary
 * for KO_TEXT, tool, thinking). */
enum msg_type decode_msg_type(enum line_kind k, enum kind_order order);

/* Joins the pieces of kind `order` into out (reset first), dropping noise
 * pieces unless keep_noise. Returns whether any piece survived (SPEC-DETAILS
 * §4.1: a message exists only if a piece of it survives). */
bool decode_message_text(const struct line_view *lv, enum kind_order order, bool keep_noise,
			 struct sbuf *out);

/* Whether text (after leading White_Space) starts with a noise marker. */
bool decode_is_noise(const char *s, size_t len);

#endif
