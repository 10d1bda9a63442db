/* recall_cutoff: the recall-cutoff stage (docs/reference.md §4.3).
 * A recall event is a user or assistant line whose non-noise text pieces or
 * tool_use input values hold a recall pattern. `turn` mode runs per file in
 * line order (recall_turn_step, in the workers); `before` mode needs the
 * latest event of the whole session and runs in rank. */
#ifndef MEMGREP_RECALL_CUTOFF_H
#define MEMGREP_RECALL_CUTOFF_H

#include <stdbool.h>

#include "sources/decode.h"
#include "stages/match.h"

/* Whether the line is a recall event. */
bool recall_is_event(struct match_scratch *s, const struct line_view *lv);

/* Whether the line is a prompt line: a user line, not a noise line, with a
 * text piece that is not noise. */
bool recall_is_prompt(const struct line_view *lv);

/* `turn` mode state of one file. */
struct recall_turn {
	bool contaminated;
};

/* Advances the state over one valid line; returns whether the line's own
 * messages are contaminated (dropped). */
bool recall_turn_step(struct recall_turn *st, bool is_event, bool is_prompt);

#endif
