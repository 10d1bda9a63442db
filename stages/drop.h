/* drop: why a message or a session was left out, the keys of the filter
 * registry (stages/filter.h, filter_rows) and of the counts that --stats
 * and the no-result hint read (stages/record.h). Constants only. */
#ifndef MEMGREP_DROP_H
#define MEMGREP_DROP_H

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
	DROP_REWOUND, /* taken back by a later rewind of its file (Gemini CLI's $rewindTo) */
	DROP_COUNT
};

/* Which session-level filter leaves a session out (filter_session_why,
 * stages/filter.h): the first, in this order. */
enum session_drop {
	SESSION_KEPT,
	SESSION_CURRENT,
	SESSION_LIVE, /* the live session the search runs in (docs/reference.md §4.1) */
	SESSION_EXCLUDED,
	SESSION_PROJECT,
	SESSION_HERE,
	SESSION_DROP_COUNT
};
#endif
