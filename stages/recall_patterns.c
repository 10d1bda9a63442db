/* recall_patterns: the one list of recall-event patterns
 * (stages/recall_patterns.h). */
#include "stages/recall_patterns.h"

const char *const recall_patterns[RECALL_NPATTERNS] = {
    "memory search", "memory-search", "memory recall", "did you remember", "memgrep ",
    "i'll search",   "memory",	      "history",       "past session",
};

const char *const recall_raw[RECALL_NRAW] = {
    "memory search", "memory-search", "memory recall", "did you remember", "memgrep", "i'll search",
};
