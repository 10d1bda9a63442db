/* recall_cutoff: the recall-cutoff stage (docs/reference.md §4.3).
 *
 * Two rules say what a recall event is. The tool rule (`turn`, `before`):
 * a tool call that runs a memory search (memgrep as a command, `memory
 * search`, `memory-search`, `memory recall`, or the memgrep skill), which
 * contaminates the turn only from its result on, and only when that result
 * had results; the call and its result are linked by their id
 * (sources/decode.h, tool_link). The phrase rule (`phrases`, the seed
 * tool's, and the fork test of §4.1): a user or assistant line whose
 * non-noise text pieces or tool_use input values hold a recall pattern.
 *
 * `turn` and `phrases` run per file in line order (the workers);
 * `before` needs the latest event of the whole session and runs in rank.
 * The tool rule's verdicts on a line's links are kept in them
 * (tool_link.verdict, .linked), so that an index entry stores them and a
 * replay of it needs neither the inputs nor the outputs. */
#ifndef MEMGREP_RECALL_CUTOFF_H
#define MEMGREP_RECALL_CUTOFF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sources/decode.h"
#include "stages/match.h"
#include "stages/record.h"

/* Whether the line is a recall event by the phrase rule. */
bool recall_is_event(struct match_scratch *s, const struct line_view *lv);

/* Whether the line is a prompt line: a user line, not a noise line, with a
 * text piece that is not noise. */
bool recall_is_prompt(const struct line_view *lv);

/* The tool rule's verdicts (tool_link.verdict): of a call, whether it is a
 * recall event and why; of a result, whether its output had results and
 * why not. 0 (RV_NONE): not judged yet. */
enum recall_verdict {
	RV_NONE,
	RV_CALL,	  /* a call that runs no memory search */
	RV_CALL_MEMGREP,  /* runs memgrep */
	RV_CALL_MEMORY,	  /* runs `memory search`, `memory-search`, `memory recall` */
	RV_CALL_SKILL,	  /* runs the memgrep skill */
	RV_RESULT,	  /* an output with results */
	RV_RESULT_FAILED, /* the tool failed: an error, a non-zero exit code */
	RV_RESULT_EMPTY,  /* an output with nothing in it */
	RV_RESULT_NONE,	  /* memgrep's no-result message */
	RV_PHRASE,	  /* an event of the phrase rule (struct recall_event only) */
	RV_COUNT
};

/* Judges l (when its verdict is RV_NONE), by the call's input or skill,
 * or by the result's failure and output. */
void recall_judge(struct tool_link *l);
/* Whether a call's verdict makes it a recall event. */
bool recall_verdict_event(uint8_t v);
/* Why, in words, for --stats ("runs memgrep", "failed", ...). */
const char *recall_verdict_why(uint8_t v);
/* The verdict of a command line s[0..n) (a shell's): RV_CALL_MEMGREP or
 * RV_CALL_MEMORY when one of its simple commands runs that, else
 * RV_CALL. */
uint8_t recall_command(const char *s, size_t n);

/* The recall state of one file: whether the turn is contaminated (by the
 * rule of the mode in effect), and the tool rule's event calls whose
 * result has not been read (their ids, copied, and their index in the
 * file's events). Zeroed: clean, none. */
struct recall_turn {
	bool contaminated;
	char **ids;
	uint32_t *events;
	size_t npending, cap;
};
void recall_turn_free(struct recall_turn *t);

/* `phrases` mode: advances the state over one valid line; returns whether
 * the line's own messages are contaminated (dropped). */
bool recall_turn_step(struct recall_turn *st, bool is_event, bool is_prompt);

/* What one line did under the tool rule. */
struct recall_step {
	bool hits;	  /* it holds a result with results of a pending event call */
	bool call_too;	  /* ...and that call itself (a Gemini CLI message) */
	uint32_t event;	  /* the first such call's index in the events */
	bool first_event; /* it holds a call that is an event */
};

/* Judges the links of a valid line (line lineno), links its results to
 * the pending calls, and adds its event calls to the events of res (their
 * tool's name copied into res's arena), unless res is NULL (then
 * out->event is not set); contamination is left to the caller, who knows
 * the mode. */
void recall_tool_step(struct recall_turn *t, struct line_view *lv, uint32_t lineno, struct file_res *res,
		      struct recall_step *out);

#endif
