/* rank_internal: what the files of the rank stage share (stages/rank.c,
 * stages/rank_dedup.c). */
#ifndef MEMGREP_RANK_INTERNAL_H
#define MEMGREP_RANK_INTERNAL_H

struct rank_result; /* stages/rank.h */

#define CMP(a, b) ((a) < (b) ? -1 : (a) > (b) ? 1 : 0)

/* Of the matches (REC_MATCH) of o's kept sessions that have a dedup key,
 * leaves one of each key matching (docs/reference.md §4.4), counting the
 * others in o->drops_duplicate. */
void rank_dedup(struct rank_result *o);

#endif
