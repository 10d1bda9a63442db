/* recall_patterns: the recall-event patterns (docs/reference.md §4.3), kept
 * once for the match stage, which finds events in decoded text, and the
 * prefilter, which finds lines that may hold one in raw bytes. All are
 * ASCII literals matched on folded text. */
#ifndef MEMGREP_RECALL_PATTERNS_H
#define MEMGREP_RECALL_PATTERNS_H

#include <stddef.h>

/* The first RECALL_WHOLE patterns are events by themselves. The event
 * "i'll search" followed within 40 code points by memory, history or past
 * session is found as its pieces, RECALL_SEARCH and the ones after it, and
 * joined by the match stage (a bounded repeat of UTF-8 "anything" makes
 * Hyperscan compile for tens of milliseconds). A line may hold an event
 * of the phrase rule only if it holds one of the first RECALL_PREFIXES
 * patterns; a tool call that runs a memory search holds `memgrep` or one
 * of the first three (docs/reference.md §4.3). */
extern const char *const recall_patterns[];
/* What the prefilter looks for in raw lines, for either rule: the first
 * RECALL_PREFIXES patterns, with `memgrep` bare (a tool call may run it
 * with no argument, or name the memgrep skill). */
extern const char *const recall_raw[];
enum {
	RECALL_NRAW = 6,
	RECALL_NPATTERNS = 9,
	RECALL_WHOLE = 5,
	RECALL_SEARCH = 5,
	RECALL_PREFIXES = 6,
};

#endif
