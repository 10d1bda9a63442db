/* record: the data that flows between stages. A worker turns one source file
 * into a `struct file_res` (its metadata and the records of its messages that
 * the later stages need); rank groups file results into sessions; format
 * re-reads the few lines it prints. Everything a file_res points to lives in
 * its arena and is freed with it (file_res_free, stages/record.c). */
#ifndef MEMGREP_RECORD_H
#define MEMGREP_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "base/xalloc.h"
#include "base/timestamp.h"
#include "sources/kind.h"
#include "stages/drop.h"

/* Nanoseconds of a clock (CLOCK_MONOTONIC, CLOCK_THREAD_CPUTIME_ID, ...). */
uint64_t clock_ns(int clock_id);

enum rec_flag {
	REC_HAS_TS = 1 << 0,
	REC_HIT = 1 << 1,   /* some positive or NOT group hit it */
	REC_MATCH = 1 << 2, /* set by rank: a matching message after dedup */
	REC_CUT = 1 << 3,   /* set by rank: dropped by the `before` cutoff */
	REC_CTX = 1 << 4,   /* scratch for rank: already printed */
	REC_TOUCH = 1 << 5, /* a tool call that named --file's path */
	REC_TITLE = 1 << 6, /* a session's first prompt, read as its title: without noise */
	REC_NEAR = 1 << 7,  /* a line of a text document near a match (-A/-B): its context */
};

/* The summary-kind lines a record's message comes from (msg_rec.lkind):
 * they are told apart by rank and the search driver (docs/reference.md
 * §2: a session's title lines count once, a summary goes to the session
 * it describes). */
enum rec_line { RL_OTHER, RL_SUMMARY, RL_AI_TITLE, RL_CUSTOM_TITLE, RL_COUNT };

/* What few records carry (msg_rec.more, in the file's arena; NULL for
 * the others, whose members then read as zero: rec_leaf, rec_label, ...):
 * a summary line's leaf, the uuid of the message it describes the
 * conversation up to (sources/decode.h); a line of a text document's (MT_LINE,
 * docs/reference.md §9) label as context and as a match (its category),
 * or NULL, and its earliest positive hit (code points), -1 for context;
 * a text kept.
 * Out of msg_rec so that a search for a word in most messages holds
 * hundreds of thousands of records 40 bytes smaller, 128 each (issue 32, point 5). */
struct msg_more {
	const char *leaf;
	const char *label, *label_match;
	int64_t first_cp;
	/* --partial: the message's text as matched, kept (in the file's
	 * arena) while its file keeps less than PARTIAL_KEEP of them; else
	 * NULL and the text is read again when the file is written. A line
	 * of a text document (MT_LINE) always keeps its text (tlen bytes):
	 * its file is not read again. */
	const char *text;
	uint32_t tlen;
	/* The NOT groups it hit (bit g: negative group g), which few records
	 * kept have: they are kept only to leave their session out with
	 * --scope session (rec_neg). */
	uint64_t neg;
};

/* What a record's key holds (msg_rec.key): its dedup key, from which a
 * canonical uuid is told again (rec_uuid). */
enum rec_keykind {
	RK_NONE,      /* no uuid, never deduplicated */
	RK_UUID,      /* the 16 bytes of its uuid (base/uuid.h: canonical) */
	RK_UUID_TEXT, /* a digest of its uuid, which is not canonical: kept in raw */
	RK_TEXT,      /* no uuid: a digest of its (kind, time, text), for messages
		       * that count once per those (docs/reference.md §8) */
};

/* How a record's raw time is kept (msg_rec.tsform). */
enum rec_tsform {
	RT_NONE, /* it has none */
	RT_MS,	 /* as ts_text_ms writes ts (base/timestamp.h): not kept */
	RT_TEXT, /* kept in raw, after the uuid when that is there */
};

/* What a record carries when it needs more than its own room (rec_ext_make,
 * in the file's arena): its msg_more, its hits per positive group when
 * BM25 counts more than one (or its one group's hits are not its hits),
 * its length when REC_DL_EXT or more. With one positive group, BM25's
 * counts are the record's own (rec_set_tf, rec_set_dl): no ext (issue
 * 32, point 5: 48 bytes less a match). */
struct rec_ext {
	const char *raw;       /* the record's raw string (msg_rec.x) */
	struct msg_more *more; /* what few records carry (rec_more), or NULL */
	uint32_t dl;	       /* its length in tokens, when msg_rec.dl is REC_DL_EXT */
	uint32_t distinct;     /* when msg_rec.distinct is REC_DISTINCT_EXT */
	uint32_t ntf;	       /* tf[0..ntf): its hits per positive group (BM25) */
	uint32_t tf[];
};

/* msg_rec.dl's and msg_rec.distinct's values for one kept in the ext. */
#define REC_DL_EXT	 ((1u << 24) - 1)
#define REC_DISTINCT_EXT ((1u << 7) - 1)

/* One message that passed the filters (and the turn cutoff). 88 bytes: a
 * search for a word in most messages holds hundreds of thousands of
 * them (issue 32, point 5); what few of them carry is in their ext (its
 * msg_more, BM25's counts of more than one group, the rare counts past
 * their bits). */
struct msg_rec {
	struct file_res *file;
	/* Without ext (has_ext 0): raw, what key and ts cannot tell again,
	 * NUL-terminated, in the file's arena: its uuid (RK_UUID_TEXT), then
	 * its raw time (RT_TEXT); NULL when neither. With it, ext, which
	 * holds raw. Read them with rec_uuid, rec_ts_raw and rec_ext. */
	union {
		const char *raw;
		struct rec_ext *ext;
	} x;
	uint64_t pos_mask; /* bit g: positive group g hit; the NOT groups: rec_neg */
	uint64_t off;	   /* the line's byte offset in the file */
	uint64_t lhash;	   /* the hash of its bytes (ix_line_hash): a line read
			    * again for printing must hash the same */
	uint8_t key[16];   /* its dedup key (keykind) */
	struct instant ts;
	uint32_t len, line;
	uint32_t hits;
	/* BM25's length in tokens (rec_dl), how many alternatives of the
	 * positive groups it hit (rec_distinct), and whether its hits are its
	 * one group's (rec_tf_at). */
	uint32_t dl : 24, distinct : 7, tf_hits : 1;
	uint8_t type, order, flags;
	/* In one byte. */
	uint8_t lkind : 2;   /* enum rec_line */
	uint8_t keykind : 2; /* enum rec_keykind */
	uint8_t tsform : 2;  /* enum rec_tsform */
	uint8_t pending : 1; /* a summary-kind record its file's end decides (scan) */
	uint8_t has_ext : 1; /* x is ext */
};

/* The room rec_uuid and rec_ts_raw may write into. */
enum { REC_UUID_BUF = 40, REC_TS_BUF = 40 };
/* r's uuid (in buf, or where r keeps it), or NULL when it has none. */
const char *rec_uuid(const struct msg_rec *r, char buf[REC_UUID_BUF]);
/* r's raw time as its line wrote it (in buf, or where r keeps it), or
 * NULL when it has none. */
const char *rec_ts_raw(const struct msg_rec *r, char buf[REC_TS_BUF]);
/* The same, kept as long as r's file (its arena) when r holds it only in
 * binary: for what outlives a buffer (a session's first and last time). */
const char *rec_ts_raw_kept(const struct msg_rec *r);
/* Sets r's uuid (its dedup key too), or its raw time (NULL: none; r->ts
 * set first, its instant), keeping as text, in arena a, only what cannot
 * be told again from the key and ts. */
void rec_set_uuid(struct msg_rec *r, struct arena *a, const char *uuid);
void rec_set_ts_raw(struct msg_rec *r, struct arena *a, const char *ts_raw);
/* Forgets r's uuid, key and raw time (set again by the three above). */
void rec_clear_ids(struct msg_rec *r);
/* Sets the key of r, a message without uuid (none set: its raw string
 * holds no uuid) that counts once per (kind, time, text): the digest of
 * its time (has_ts, ts) and text s[0..len); rank adds the kind. */
void rec_set_text_key(struct msg_rec *r, bool has_ts, struct instant ts, const char *s, size_t len);
/* Whether r has a dedup key. */
static inline bool rec_keyed(const struct msg_rec *r)
{
	return r->keykind != RK_NONE;
}

/* r's msg_more, made (zeroed, in arena a, with the ext that holds it)
 * when it has none. */
struct msg_more *rec_more(struct msg_rec *r, struct arena *a);
/* r's msg_more, or NULL when it has none. */
static inline const struct msg_more *rec_more_of(const struct msg_rec *r)
{
	return r->has_ext ? r->x.ext->more : NULL;
}

/* r's ext, or NULL when it has none. */
static inline struct rec_ext *rec_ext(const struct msg_rec *r)
{
	return r->has_ext ? r->x.ext : NULL;
}
/* r's ext, made (zeroed, its raw moved in, room for ntf hits per group,
 * in arena a) when it has none. */
struct rec_ext *rec_ext_make(struct msg_rec *r, struct arena *a, uint32_t ntf);
/* r's raw string (msg_rec.x). */
static inline const char *rec_raw(const struct msg_rec *r)
{
	return r->has_ext ? r->x.ext->raw : r->x.raw;
}
/* How many positive groups r's hits are counted for (BM25; 0: not
 * counted), and its hits of group g. */
static inline uint32_t rec_ntf(const struct msg_rec *r)
{
	return r->tf_hits ? 1 : r->has_ext ? r->x.ext->ntf : 0;
}
static inline uint32_t rec_tf_at(const struct msg_rec *r, size_t g)
{
	if (r->tf_hits)
		return g == 0 ? r->hits : 0;
	return g < rec_ntf(r) ? r->x.ext->tf[g] : 0;
}
/* Sets r's hits per positive group, tf[0..ntf), once r->hits is set: in
 * r itself when they are its hits of its one group, else in its ext (in
 * arena a). */
void rec_set_tf(struct msg_rec *r, struct arena *a, const uint32_t *tf, uint32_t ntf);
/* r's length in tokens (0: not counted), and setting it (arena a: its
 * ext, for one of REC_DL_EXT or more). */
static inline uint32_t rec_dl(const struct msg_rec *r)
{
	return r->dl == REC_DL_EXT ? r->x.ext->dl : r->dl;
}
void rec_set_dl(struct msg_rec *r, struct arena *a, uint32_t dl);
/* The same for the number of alternatives of the positive groups r hit. */
static inline uint32_t rec_distinct(const struct msg_rec *r)
{
	return r->distinct == REC_DISTINCT_EXT ? r->x.ext->distinct : r->distinct;
}
void rec_set_distinct(struct msg_rec *r, struct arena *a, uint32_t distinct);
/* The NOT groups r hit (msg_more.neg). */
static inline uint64_t rec_neg(const struct msg_rec *r)
{
	const struct msg_more *m = rec_more_of(r);
	return m ? m->neg : 0;
}

static inline const char *rec_leaf(const struct msg_rec *r)
{
	const struct msg_more *m = rec_more_of(r);
	return m ? m->leaf : NULL;
}
static inline const char *rec_label(const struct msg_rec *r)
{
	const struct msg_more *m = rec_more_of(r);
	return m ? m->label : NULL;
}
static inline const char *rec_label_match(const struct msg_rec *r)
{
	const struct msg_more *m = rec_more_of(r);
	return m ? m->label_match : NULL;
}
static inline const char *rec_text(const struct msg_rec *r)
{
	const struct msg_more *m = rec_more_of(r);
	return m ? m->text : NULL;
}
static inline uint32_t rec_tlen(const struct msg_rec *r)
{
	const struct msg_more *m = rec_more_of(r);
	return m ? m->tlen : 0;
}
static inline int64_t rec_first_cp(const struct msg_rec *r)
{
	const struct msg_more *m = rec_more_of(r);
	return m ? m->first_cp : 0;
}

/* What a file says about its session: what rank's session rules read. */
struct file_meta {
	const char *session_id;			   /* the file's session (docs/reference.md §2) */
	const char *first_cwd;			   /* NULL when no valid line had one */
	const char *title_custom, *title_ai;	   /* the file's last of each, or NULL */
	uint32_t title_custom_line, title_ai_line; /* and their lines (0: none) */
	const char *latest_raw;			   /* raw timestamp of the file's latest instant */
	struct instant latest, last_event;
	bool has_latest, has_event, is_fork;
	bool is_main; /* set by rank: its name is its session id */
	bool touches; /* a tool call named --file's path */
	/* The file's first real prompt: its first user message that is not
	 * noise (docs/reference.md §2, titles), where it stands. */
	bool has_prompt;
	uint32_t prompt_line, prompt_len;
	uint64_t prompt_off, prompt_lhash; /* prompt_lhash: as msg_rec.lhash */
	/* The file names another session than cfg->id_prefix asks for: it
	 * was read only up to the line that said so. */
	bool other_session;
	/* A record says the file is a subagent's chat (line_view.subagent):
	 * it joins the session its path names (rank_session_id_of), else it
	 * is a session of its own that no agent resumes (no_resume, set by
	 * rank; docs/reference.md §10). */
	bool subagent, no_resume;
};

/* The largest session file that gets an index entry (docs/reference.md
 * §12): an entry is made in memory, about as large as the file's text, and
 * memgrep keeps to 64 MiB (plus its longest line); a larger file is read
 * as without the index. */
#define IX_MAX_SOURCE (16u << 20)

/* --partial: the most text of its records a file keeps from its scan to
 * its writing (docs/reference.md §13); past it, texts are read again. */
#define PARTIAL_KEEP (8u << 20)

/* The counts of a file, each listed once here, from which the struct,
 * file_stats_add, the run's sums (stages/output/stats.h), --stats' json
 * members and the partial's "stats" member (stages/output/partial.c) are
 * made. X(name, how, group, key): how a count joins another's, summed,
 * SUM, or or-ed, OR, a set of bits; where --stats' json prints it (RUN:
 * among the run's counts, INDEX: in "index", NONE: not by its name) and
 * under which key, in this order:
 *   bytes ... messages   read and decoded (messages: in decoded lines);
 *   cand_types           the message types --type dropped matches for
 *                        (enum msg_type bits; the no-result hint);
 *   raw_groups           the positive groups the raw lines hit that the
 *                        prefilter passed over (bit g for group g: the
 *                        --scope session hint);
 *   cand_multi           the messages the query matched that two message
 *                        filters or more dropped (lifting one finds
 *                        nothing), and cand_multi_why those filters
 *                        (1 << enum drop_reason; the no-result message);
 *   cand_groups          with --scope session, the positive groups the
 *                        dropped matches hit (whether their session holds
 *                        every group);
 *   cand_asked           the lines of a text source that the query matched
 *                        and its own options left out (--category);
 *   ns_*                 the worker's time per step and its CPU time for
 *                        the whole file (ns);
 *   ix_*                 the index (docs/reference.md §12): bytes read from
 *                        entries, and files read through a fresh entry, one
 *                        that grew, or one built anew, or read directly
 *                        (over IX_MAX_SOURCE), and the archived session
 *                        files read from the entries of deleted ones
 *                        (ix_archived: --stats' json prints it in "index"
 *                        only when some were read);
 *   n_msgs, sum_dl       BM25's collection statistics of the messages that
 *                        passed the filters (before cutoff and dedup);
 *   recall_*             recall events (docs/reference.md §4.3): the tool
 *                        calls that run a memory search, and those of them
 *                        whose output had no results (in "recall").
 * And per enum drop_reason (FILE_COUNT_ARRAYS): the messages dropped, and
 * those of them the query matched (the no-result hint, docs/reference.md
 * §4.5). */
#define FILE_COUNTS(X)                                                                                       \
	X(bytes, SUM, RUN, "bytes")                                                                          \
	X(lines, SUM, RUN, "lines")                                                                          \
	X(decoded, SUM, RUN, "lines_decoded")                                                                \
	X(malformed, SUM, RUN, "malformed")                                                                  \
	X(unfinished, SUM, RUN, "unfinished")                                                                \
	X(messages, SUM, RUN, "messages")                                                                    \
	X(cand_types, OR, NONE, "-")                                                                         \
	X(raw_groups, OR, NONE, "-")                                                                         \
	X(cand_multi, SUM, NONE, "-")                                                                        \
	X(cand_multi_why, OR, NONE, "-")                                                                     \
	X(cand_groups, OR, NONE, "-")                                                                        \
	X(cand_asked, SUM, NONE, "-")                                                                        \
	X(ns_read, SUM, NONE, "-")                                                                           \
	X(ns_prefilter, SUM, NONE, "-")                                                                      \
	X(ns_decode, SUM, NONE, "-")                                                                         \
	X(ns_match, SUM, NONE, "-")                                                                          \
	X(ns_cpu, SUM, NONE, "-")                                                                            \
	X(ix_bytes, SUM, INDEX, "bytes")                                                                     \
	X(ix_fresh, SUM, INDEX, "fresh")                                                                     \
	X(ix_grown, SUM, INDEX, "grown")                                                                     \
	X(ix_built, SUM, INDEX, "made")                                                                      \
	X(ix_large, SUM, INDEX, "large")                                                                     \
	X(ix_deferred, SUM, INDEX, "deferred")                                                               \
	X(ix_blocks, SUM, INDEX, "blocks")                                                                   \
	X(ix_blocks_skipped, SUM, INDEX, "blocks_skipped")                                                   \
	X(ix_unopened, SUM, INDEX, "unopened")                                                               \
	X(ix_archived, SUM, NONE, "-")                                                                       \
	X(n_msgs, SUM, NONE, "-")                                                                            \
	X(sum_dl, SUM, NONE, "-")                                                                            \
	X(recall_events, SUM, RECALL, "events")                                                              \
	X(recall_kept, SUM, RECALL, "found_nothing")
#define FILE_COUNT_ARRAYS(X)                                                                                 \
	X(drops, DROP_COUNT)                                                                                 \
	X(cand_drops, DROP_COUNT)

struct file_stats {
#define FILE_COUNT_MEMBER(name, how, group, key) uint64_t name;
	FILE_COUNTS(FILE_COUNT_MEMBER)
#undef FILE_COUNT_MEMBER
#define FILE_COUNT_ARRAY(name, n) uint64_t name[n];
	FILE_COUNT_ARRAYS(FILE_COUNT_ARRAY)
#undef FILE_COUNT_ARRAY
	uint64_t *df; /* per positive group (ngroups + 1, xcalloc'd) */
};

/* Adds from's counts to to's; both df arrays hold ngroups counts (either
 * may be NULL: then df is not added). */
void file_stats_add(struct file_stats *to, const struct file_stats *from, size_t ngroups);

/* What is read of a file's counts once the search has added them to the
 * run's (file_res_settle): BM25's, and those of the no-result hint
 * (pipeline/search/dropped.c) and of --scope session's second look. A
 * file result keeps these 160 bytes, not its 430 of file_stats (issue
 * 32: 18,000 files with a result at 8 GiB). */
struct file_tally {
	uint64_t n_msgs, sum_dl;
	uint64_t *df; /* per positive group (ngroups + 1, xcalloc'd), or NULL */
	uint64_t raw_groups, cand_groups, cand_types, cand_multi, cand_multi_why;
	uint64_t cand_drops[DROP_COUNT];
	/* Its summaries the time filter dropped when they were placed
	 * (pipeline/search/summaries.h), which the scan could not count. */
	uint64_t time_drops;
};

/* A part of a split file: what the merge needs to know of its start and
 * end (pipeline/search/scan_file.c). */
struct file_part {
	bool reset_seen; /* a line after which the cutoff's state is known */
	bool end_contaminated, meta_ok;
	bool end_pending;     /* it ends with an event call whose result is not read */
	uint32_t first_reset; /* line of the first of those */
	bool summaries;	      /* a summary-kind message was read */
	/* It ended with echoes whose twin may be in the next part
	 * (docs/reference.md §8): the merge cannot tell whether they count. */
	bool echo_open;
};

/* A recall event of a file (docs/reference.md §4.3), as --stats lists
 * it: a tool call that runs a memory search, or with `--recall-cutoff
 * phrases` a line that holds a recall phrase. */
struct recall_event {
	const char *tool;     /* the call's tool, in the file's arena, or NULL */
	uint32_t line;	      /* the call's line (phrases: the event's) */
	uint32_t result_line; /* its result's line, 0: none was read */
	/* The lines its turn's cut dropped: cut_from 0, none (its result had
	 * none, the turn was cut already, or the mode cuts no turn); cut_to
	 * 0: to the end of the file. */
	uint32_t cut_from, cut_to;
	uint8_t why, result; /* enum recall_verdict (stages/recall_cutoff.h) */
};

/* A file's message records, in line and kind order. */
struct file_recs {
	struct msg_rec *v;
	size_t n, cap;
};

/* A new zeroed record at the end of r, whose file is f. */
struct msg_rec *file_recs_push(struct file_recs *r, struct file_res *f);

/* The result of reading one source file. */
struct file_res {
	char *path;	/* as the user will see it (the smallest of its paths) */
	int fd_error;	/* errno when it could not be read, else 0 */
	int scan_error; /* a Hyperscan status when a scan of it failed, else 0 */
	dev_t dev;
	ino_t ino;
	uint8_t source; /* enum source_id it was read as (SOURCE_NONE: no valid line) */
	/* Its modification time as discovery saw it (nanoseconds since the
	 * epoch; 0: not known): the time of the messages of a source whose
	 * lines carry none (sources/source.h, times_from_file). */
	int64_t mtime_ns;
	bool cut_short; /* --timeout stopped it before its end */
	/* Kept compressed (discover_item's): its content is what it
	 * decompresses to (base/zread.h), offsets are in that content. */
	bool compressed;
	/* A session file that was deleted, read from what the index kept of
	 * it (docs/reference.md §12, keeping): its texts are read again from
	 * its entry, never from path. */
	bool archived;
	/* Its first malformed line among those decoded (1-based, counted in
	 * the whole file), or 0: the malformed-line warning names it. */
	uint32_t first_malformed;
	/* Its last malformed line (the same count), or 0: a last line with
	 * no newline that is not valid is one still being written. */
	uint32_t last_malformed;
	/* A warning about the file's index entry (in arena), or NULL. */
	const char *index_warning;
	struct file_meta meta;
	/* Its counts (file_res_new makes them), until they are added to the
	 * run's: then NULL, and what is read of them after is in tally. */
	struct file_stats *stats;
	struct file_tally tally;
	struct file_part part;
	struct file_res **parts; /* a merged file: its parts, owned */
	size_t nparts;
	struct file_recs recs;
	/* Its recall events, in line order (xgrow'd). */
	struct recall_event *events;
	size_t nevents, capevents;
	uint64_t partial_kept; /* bytes of texts its records keep (--partial) */
	/* The hashes (strmap_hash) of the values of its source's uuid member
	 * wherever its bytes hold one (xgrow'd, in no set order), which a
	 * summary's leaf is looked up in (pipeline/search/summaries.h);
	 * complete when the scan collected them from every byte of the file.
	 * Their low 32 bits only (issue 32: half the memory): a leaf that
	 * shares them only has the file read again. */
	struct leaf_ids {
		uint32_t *v;
		size_t n, cap;
		bool complete;
	} leaf_ids;
	struct arena arena;
	/* Not a file read but made by the search driver
	 * (pipeline/search/summaries.h): it holds the summaries of file
	 * `path` that describe another session, and stands for them in that
	 * session (meta.session_id); their strings live in the arena of the
	 * file they were read from. */
	bool borrowed;
	/* Set by rank. */
	struct session *session;
};

/* A new zeroed file result, with its counts. */
struct file_res *file_res_new(void);

/* Frees f (NULL allowed), its parts and everything in its arena. */
void file_res_free(struct file_res *f);

/* Keeps in f's tally what is read of its counts from now on, and frees
 * them (f->stats NULL): once they were added to the run's. */
void file_res_settle(struct file_res *f);

/* Gives back the room f's records, uuid values and arena were grown with
 * beyond what they hold (a scan's end: nothing points into them yet). */
void file_res_trim(struct file_res *f);

/* Makes f's arena one block of what it holds, moving the pointers of its
 * records, metadata, events and warning (stages/record_pack.c): at its
 * scan's end, when nothing else points into it. Called by file_res_trim. */
void file_res_pack(struct file_res *f);

/* What a search keeps of a file that has no result (no record, no recall
 * event, nothing the no-result hint counts) until rank: what rank, the
 * summaries' placing and the printing of its session read of a file of a
 * session that another file gives results (its path, where it is read,
 * its metadata, its uuid values, BM25's counts), in one allocation of
 * about 300 bytes where its file_res took 2 KB and more (issue 32). Its
 * counts were added to the run's when it was made. */
struct file_stub {
	char *path;	       /* owned; NULL until the path is final (engine.h) */
	struct file_meta meta; /* its strings in strs */
	dev_t dev;
	ino_t ino;
	int64_t mtime_ns;
	uint8_t source;
	bool compressed, archived;
	struct leaf_ids leaf_ids; /* owned */
	uint64_t n_msgs, sum_dl;
	uint64_t *df; /* ngroups counts, or NULL (not kept: no BM25) */
	char strs[];
};

/* A stub of f (which keeps what it had; the stub takes its leaf ids),
 * keeping f's BM25 counts of ngroups groups when bm25; xmalloc'd, freed
 * with file_stub_free. */
struct file_stub *file_stub_of(struct file_res *f, bool bm25, size_t ngroups);
/* A file_res that stands for s as its scan made it (stats: BM25's counts
 * only; df of ngroups + 1 counts), taking s's path and leaf ids; s is
 * freed. */
struct file_res *file_stub_open(struct file_stub *s, size_t ngroups);
void file_stub_free(struct file_stub *s);

#endif
