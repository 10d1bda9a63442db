/* match_internal: what the matcher's two halves share (stages/match.h is
 * their public face): match_build.c builds the matcher and its scratch,
 * match_scan.c scans texts with them. Included only by them. */
#ifndef MEMGREP_MATCH_INTERNAL_H
#define MEMGREP_MATCH_INTERNAL_H

#include <hs/hs.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "stages/match.h"
#include "stages/recall_patterns.h"

#include "base/text.h"

enum { NRECALL = RECALL_NPATTERNS };

/* Texts from SLICE_MIN bytes are folded and scanned SLICE bytes at a
 * time. A window (scan_windows) takes no hit that ends in its last AHEAD
 * bytes: a hit's next code point, which -w and a fuzzy hit's edges look
 * at, is within them (a hit widened to whole code points is 3 bytes
 * longer at most, and a code point 4 bytes). */
enum { SLICE_MIN = 1 << 20, SLICE = 64 * 1024, AHEAD = 16 };

/* The patterns again, for the stream-mode database of long texts, made
 * once by the first thread that needs it. */
struct slice_db {
	pthread_mutex_t lock;
	hs_database_t *db; /* NULL until made */
	bool tried;
	bool recall_only; /* fuzzy terms or -e: the recall patterns alone */
	char **exprs;
	unsigned *flags, *ids;
	unsigned n;
};

struct matcher {
	hs_database_t *db;
	const struct query *q;
	size_t nterms, npos, ngroups;
	bool fold, regex, word;
	bool *fuzzy;	      /* per term: matched within the edit distance; or NULL */
	size_t *fuzzy_len;    /* per fuzzy term: its length in bytes of UTF-8 */
	uint8_t *fuzzy_edges; /* per fuzzy term: 1 its first, 2 its last unit is a word character */
	uint64_t all_pos;
	struct prefilter *pf; /* NULL: every line is decoded */
	bool stream;	      /* db is in stream mode (-e, see matcher_new) */
	struct slice_db *sl;  /* NULL with fuzzy terms or -e */
};

struct match_scratch {
	const struct matcher *m;
	hs_scratch_t *hs;
	hs_stream_t *stream; /* with m->stream: reset after each scan */
	char *fold;
	size_t fold_cap;
	uint32_t *term_hits; /* per term */
	uint32_t *tf;	     /* per positive group */
	/* Scan state. */
	const char *buf;
	size_t buf_len;
	size_t first_byte;
	bool want_spans, recall_only, recall_hit;
	/* Ends of "i'll search" and starts of its targets, in bytes. */
	size_t *search_ends, *target_starts;
	size_t nsearch, ntarget, capsearch, captarget;
	struct hit_span *spans; /* byte offsets during the scan */
	size_t nspans, capspans;
	/* Fuzzy terms: the cost (hit_cost) of the span kept for the last
	 * occurrence of each, the end of the hits that overlap it, and its
	 * index in spans (or SIZE_MAX). */
	size_t *last_cost, *last_end, *last_span;
	int hs_error; /* the first failed scan's status since match_scan_error */
	/* A long text scanned in slices: its stream, the text, and the
	 * cursor that maps folded offsets to it (byte of the text, byte of
	 * the folded stream, code point). Hits are then kept in code
	 * points, not bytes. */
	hs_stream_t *sstream;
	bool slices;
	const char *orig;
	size_t orig_len, cur_o, cur_f, cur_cp;
	/* Offsets in buf are base less than in the whole folded text: not
	 * 0 only for a long text of fuzzy terms, scanned in windows, whose
	 * hits are taken where they end in [win_lo, win_hi). Hits are then
	 * kept in bytes of the whole folded text. */
	bool windows;
	size_t base, win_lo, win_hi;
};

#endif
