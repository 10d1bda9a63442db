/* decode: what every source decoder (decode_claude, decode_codex) produces,
 * and the helpers they share. A decoder turns one decoded JSON line into a
 * line_view: the line's metadata and its text pieces, each marked with its
 * message kind and whether it is noise. Message texts are then joined from
 * the pieces. The stages after a decoder see only line_views: they never
 * know which format a line came from.
 *
 * Everything a line_view points to lives in the decoder (or the JSON tree)
 * and stays valid until the next line is decoded with the same decoder. */
#ifndef MEMGREP_DECODE_H
#define MEMGREP_DECODE_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>

#include "base/xalloc.h"
#include "sources/kind.h"
#include "base/timestamp.h"

enum line_kind { LINE_USER, LINE_ASSISTANT, LINE_SUMMARY, LINE_AI_TITLE, LINE_CUSTOM_TITLE, LINE_OTHER };

/* A reply written twice, first as an echo that its twin, written later,
 * takes back (Codex's event_msg agent_message and its response_item
 * message, docs/reference.md §8): what a line is to that rule. */
enum line_echo {
	ECHO_NONE,
	ECHO_COPY, /* an echo: its message counts only if no twin takes it back */
	ECHO_TWIN, /* a reply that takes back every echo pending before it */
	ECHO_TURN, /* a prompt: the echoes pending before it had no twin, and count */
};

struct piece {
	const char *s;
	size_t len;
	uint8_t order;	/* enum kind_order */
	bool noise;	/* starts with a noise marker (never for tool_use, thinking, summary) */
	bool prompt;	/* a text block or string content of a user/assistant line */
	int recall_off; /* start of the recall-event text within s, or -1 */
};

/* A tool call or a tool result of a line, with the id that links a result
 * to its call (docs/reference.md §4.3): a Claude Code tool_use's id and a
 * tool_result's tool_use_id, a Codex call_id, a Gemini CLI toolCalls
 * item's id (its call and its result are in the same message). What the
 * recall rule reads of a tool, as every source writes it. */
struct tool_link {
	const char *id; /* NULL: none */
	bool result;	/* a result, else a call */
	/* A call: its tool's name and input (each NULL when absent), and the
	 * skill it runs (a Claude Code Skill call's `skill`, a Gemini CLI
	 * activate_skill call's `name`), or NULL. */
	const char *name, *skill;
	const cJSON *input;
	/* A result: the tool said that it failed (Claude Code `is_error`, a
	 * non-zero exit code the agent wrote in the output, Gemini CLI status
	 * `error`); and the first bytes of what the command wrote, the
	 * agent's own header before it and its leading whitespace left out
	 * ("": nothing, or only the agent's notice that a skill was loaded;
	 * NULL: an output that is not text). */
	bool failed;
	const char *out;
	/* Set by the recall rule (stages/recall_cutoff.h), or read back from
	 * an index entry: its verdict on the link (0: none yet), and whether
	 * the result answers a call the rule counts as an event. */
	uint8_t verdict;
	bool linked;
};

/* The most of a result's output a decoder keeps in tool_link.out. */
enum { LINK_OUT_MAX = 64 };

struct line_view {
	enum line_kind kind;
	const char *session_id, *uuid, *cwd; /* non-empty strings, or NULL */
	bool has_ts;
	struct instant ts;
	const char *ts_raw;
	bool noise_line;      /* user line with isMeta or isCompactSummary true */
	bool queue_operation; /* "type":"queue-operation" */
	/* Messages without a uuid count once per (kind, timestamp, text):
	 * a Codex rollout that replays older history (docs/reference.md §8). */
	bool dedup_by_text;
	const char *title; /* the aiTitle / customTitle of a title line */
	/* The message a summary line describes the conversation up to (its
	 * leafUuid), or NULL. */
	const char *leaf;
	/* A record saying its file is a subagent's chat (Gemini CLI's
	 * `kind: "subagent"`): the file's summaries are the subagent's result,
	 * not titles (docs/reference.md §10). */
	bool subagent;
	/* A rewind (Gemini CLI's {"$rewindTo": ID}): the uuid of the first
	 * message it takes back, with every message written after it
	 * (docs/reference.md §10); NULL for any other line. */
	const char *rewind_to;
	uint8_t echo; /* enum line_echo */
	struct piece *pieces;
	size_t npieces;
	/* The inputs of the line's tool calls (Claude tool_use `input`,
	 * Codex function_call `arguments` parsed), for --file. */
	const cJSON **tool_inputs;
	size_t ntool_inputs;
	/* The line's tool calls and results, in file order. */
	struct tool_link *links;
	size_t nlinks;
};

/* A text document (the registry's SHAPE_TEXT: markdown memory) decoded
 * into lines, each visible line a message of its own (docs/reference.md
 * §9). A caller keeps one and hands it to decoder after decoder: its
 * buffers are reused, and everything it points to stays valid until the
 * next document is decoded into it. */
struct text_line {
	uint32_t line;		 /* 1-based, counted in the file */
	size_t off, len;	 /* its visible text in doc->text (no newline) */
	const char *label;	 /* what labels it as a neighbour of a match, or NULL */
	const char *label_match; /* what labels it as a match, or NULL */
	bool asked;		 /* its source's own options keep it when it matches */
};
struct text_doc {
	struct sbuf text; /* the visible text */
	struct text_line *lines;
	size_t n, cap;
	struct arena labels;
	bool skipped;		/* the whole file is left out (private) */
	uint64_t bytes, nlines; /* of the file */
};
/* Frees what doc holds. */
void text_doc_free(struct text_doc *doc);

/* A folder a source is read from besides its root: walked recursively or
 * not, its child skip_top left out (or NULL), files older than min_mtime
 * (seconds since the epoch; 0: none) left out, and, walked recursively,
 * at most depth levels of folders below it (0: all; VS Code's
 * workspaceStorage/<id>/chatSessions is 2 deep, the extensions' storage
 * below <id> is not walked). path is xmalloc'd. */
struct source_walk {
	char *path;
	bool recursive;
	const char *skip_top;
	int64_t min_mtime;
	uint8_t depth;
};

struct line_decoder;
struct line_decoder *line_decoder_new(void);
void line_decoder_free(struct line_decoder *d);

/* For decoders: starts a line (resets the decoder and *lv: kind
 * LINE_OTHER, no pieces), adds pieces, and ends it (sets lv's pieces). */
void decode_begin(struct line_decoder *d, struct line_view *lv);
void decode_end(struct line_decoder *d, struct line_view *lv);
/* A text piece: s is NUL-terminated (cJSON's; a \u0000 inside ends it).
 * noise_applies: the noise markers are tested; prompt: a text block or
 * string content of a user/assistant line (also where a recall event is
 * looked for). */
void decode_add_text(struct line_decoder *d, const char *s, enum kind_order order, bool noise_applies,
		     bool prompt);
/* A tool call: the name (when not NULL), then every scalar of input, depth
 * first in file order, each on its own line (docs/reference.md §2); the recall
 * event is looked for in the input's part. input is kept for --file. */
void decode_add_tool(struct line_decoder *d, const char *name, const cJSON *input);
/* A tool call or result of the line (decode_end sets lv's links); the
 * strings it points to must live as long as the line's view. Returns it,
 * to be filled in. */
struct tool_link *decode_add_link(struct line_decoder *d);
/* A call: its tool piece (decode_add_tool) and its link, id, name and
 * input filled in. Returns the link, for what a source adds to it. */
struct tool_link *decode_add_call(struct line_decoder *d, const char *id, const char *name,
				  const cJSON *input);
/* A copy of s[0..n) in the decoder's arena, valid until the next line. */
const char *decode_strndup(struct line_decoder *d, const char *s, size_t n);
/* A line's time from ts, a number of milliseconds since the epoch (0 to
 * 1e15; anything else leaves lv without one): lv->ts, has_ts and ts_raw
 * (its text, kept in d). */
void decode_time_ms(struct line_decoder *d, const cJSON *ts, struct line_view *lv);
/* Sets l->out to the first LINK_OUT_MAX bytes of s[0..n) after its
 * leading whitespace (a copy in the decoder's arena). */
void decode_link_out(struct line_decoder *d, struct tool_link *l, const char *s, size_t n);
/* Scratch JSON for a decoder (Codex arguments): valid until the next line. */
struct json_decoder *decode_json(struct line_decoder *d);

/* The message type of kind `order` of a line of kind k (user/assistant/summary
 * for KO_TEXT, tool, thinking). */
enum msg_type decode_msg_type(enum line_kind k, enum kind_order order);

/* Joins the pieces of kind `order` into out (reset first), dropping noise
 * pieces unless keep_noise. Returns whether any piece survived
 * (docs/reference.md §4.1: a message exists only if a piece of it
 * survives). */
bool decode_message_text(const struct line_view *lv, enum kind_order order, bool keep_noise,
			 struct sbuf *out);

/* The same text without a copy when one piece makes it: *s points to that
 * piece (NUL-terminated, valid as long as lv's pieces), else the pieces
 * are joined into join (reset first) and *s points to its data. Returns
 * what decode_message_text returns; *s is never NULL. A long message
 * is most often one piece: this keeps a second copy of it from being
 * made (docs/reference.md §6). */
bool decode_message_ref(const struct line_view *lv, enum kind_order order, bool keep_noise, struct sbuf *join,
			const char **s, size_t *len);

/* The noise markers of sources/noise-markers.txt, embedded at build time. */
extern const char *const noise_markers[];
extern const size_t noise_markers_n;

/* Whether text (after leading White_Space) starts with a noise marker. */
bool decode_is_noise(const char *s, size_t len);

#endif
