/* scan_internal: what the modules of the scan share (pipeline/search/scan.h
 * is their public face): a worker's context, one file's state while its
 * lines are read, and the steps that the line pass, the index replay,
 * documents and split parts put lines through. Included only by
 * pipeline/search/scan_*.c. */
#ifndef MEMGREP_SCAN_INTERNAL_H
#define MEMGREP_SCAN_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "base/strmap.h"
#include "base/u64set.h"
#include "base/xalloc.h"
#include "pipeline/search/scan.h"
#include "sources/decode.h"
#include "sources/source.h"
#include "stages/index/entry.h"
#include "stages/prefilter.h"
#include "stages/recall_cutoff.h"

enum { READ_CHUNK = 1 << 20 };

/* The read buffer is given back after printing a line longer than this,
 * before its text is copied out: the line and two copies of its text are
 * never alive at once. */
enum { REREAD_KEEP = 4 << 20 };

/* A worker's scratch for reading index entries (scan_index.c), kept with
 * its scan_ctx. */
struct ix_scratch {
	struct ix_builder *builder;
	struct ix_hasher *hasher; /* of the bytes read into the builder (made with it) */
	struct sbuf out;
	struct piece *pieces;
	size_t cappieces;
	const char **tools;
	size_t captools;
	struct tool_link *links;
	size_t caplinks;
	size_t *starts; /* of a section's pieces, with their lines */
	uint32_t *owners;
	size_t capstarts;
	struct line_hits *hits;
	size_t caphits;
	uint64_t *groups; /* per line of the entry */
	size_t capgroups;
	uint64_t *may; /* per line: the groups its blocks' filters let through (scan_blocks.c) */
	size_t capmay;
	uint64_t *bmask; /* per block: the groups that may match in it */
	size_t capbmask;
	size_t *rstarts; /* the starts of a run of blocks' pieces, from the run's start */
	size_t caprstarts;
	char *lbuf; /* an entry's bytes, as read (stages/index/store.h; pages of its own: xunmap_pages) */
	size_t lcap;
	/* Or NULL: the cache's copy of the entry loaded last, held until the
	 * next load (stages/index/store.h: ix_loaded.hot). */
	struct mc_item *lhot;
	struct mem_cache *lhot_cache;
	char *zbuf; /* its compressed sections, expanded */
	char *hbuf; /* 256 KiB: a file's bytes, read to be hashed (made when first needed) */
	size_t zcap;
};

struct scan_ctx {
	const struct config *cfg;
	struct search_req req; /* what the search asks (a copy: it borrows its strings) */
	const struct matcher *m;
	struct json_decoder *json;
	struct line_decoder *dec;
	struct match_scratch *ms;
	struct prefilter_scratch *pscratch; /* NULL without a prefilter */
	uint64_t all_pos;
	struct sbuf text; /* a message's pieces joined, when it has several */
	const char *tx;	  /* the message's text: its one piece, or text.data */
	size_t txlen;
	struct sbuf noisy; /* a message's text with its noise (the no-result hint) */
	char *buf;
	size_t cap;
	size_t *starts; /* line starts of the region being scanned */
	size_t capstarts;
	struct line_hits *hits;
	size_t caphits;
	struct json_span *spans; /* the messages of a document */
	size_t capspans;
	const int *cancel;
	/* The folders whose files' uuid values are worth collecting (shared
	 * by the run's workers; NULL: every file's are): those where a file
	 * with a summary line was read (scan_leaf_mark). */
	struct u64set *leaf_folders;
	uint64_t leaf_folder; /* the hash of the folder of the file being read */
	const char *path;     /* the file being read (scan_ctx_set_file's; not owned) */
	struct ix_scratch ix;
	/* The query's trigrams, for the entries' block filters (made when
	 * first needed: gq_made; NULL: nothing prunes), and the probe of this
	 * build's filters (scan_blocks.c). */
	struct gram_query *gq;
	bool gq_made;
	uint8_t probe[IX_PROBE_BYTES];
	struct fast_decoder *fast; /* for lines that go into an index entry */
	struct sbuf tooljson;	   /* an index entry's tool inputs, as one document */
	const cJSON **inputs;	   /* and parsed */
	size_t capinputs;
	struct text_doc tdoc; /* a text document's lines (scan_text) */
	/* The long-line permit (base/long_line.h): taken for a line
	 * of LONG_LINE bytes or more, given back by scan_ctx_settle. */
	bool long_held;
	struct zread *z;	    /* reads compressed files (made when first needed) */
	struct sqlite_src_conn *sq; /* renders SQLite sessions (made when first needed) */
};

/* What the scan knows of one uuid of a file whose messages are written
 * again (the registry's last_copy_wins): the line of its last copy; its
 * place among the file's live messages (1-based, in the order they were
 * first written; 0: not live, taken back by a rewind); the line of the
 * last rewind that took it back (0: none); of its last copy, the messages
 * that passed the filters and those of them the query matches (what a
 * rewind counts as rewound); whether it holds the file's first real
 * prompt. */
struct copy_state {
	uint32_t last, live, rewound;
	uint32_t passed, matched;
	bool prompt;
};

/* An echo (line_view.echo) that no twin has taken back yet: what its
 * message needs to go through the stages once a prompt or the file's end
 * shows that it has none (scan_echo_settle). Its text and raw time are in
 * the file_state's echo_text, at text and ts_raw. */
struct echo_line {
	uint64_t off, lhash;
	uint32_t len, lineno;
	struct piece piece; /* its one piece, but for where its text is */
	size_t text, ts_raw;
	struct instant ts;
	bool has_ts, cut;
};

/* State of one file while its lines are read. */
/* The most uuid values a file keeps (file_res.leaf_ids, 4 bytes each,
 * until rank): past it, its values are let go and the file counts as not
 * collected, so the summaries read it again should one of its folder look
 * for a leaf (issue 32: an 800 MB file held 27 MB of them, twice over
 * while its parts were merged). A session the index covers has fewer. */
enum { LEAF_IDS_MAX = 1 << 16 };

struct file_state {
	struct file_res *res;
	struct recall_turn turn;
	int64_t open_event; /* the event whose cut stretch is open (res->events), or -1 */
	bool seen_nonblank, first_queue_op, seen_prompt;
	/* A record said the file is a subagent's chat (line_view.subagent). */
	bool subagent;
	/* A later part of a split file: its start state is assumed clean,
	 * and rank-independent facts come from the first part (see
	 * scan_merge_parts). */
	bool later_part;
	const struct source *src; /* known from the first valid line, else NULL */
	size_t pending_summaries; /* records whose time is the file's latest */
	/* For a source whose messages are written again (last_copy_wins):
	 * each uuid's state (keys and states in copy_keys), the live ones in
	 * the order they were first written, and the state of the line
	 * being read (NULL: it has no uuid). */
	struct strmap copies;
	struct arena copy_keys;
	struct copy_state **live;
	size_t nlive, caplive;
	struct copy_state *copy;
	/* The echoes of the turn that no twin has taken back yet, in line
	 * order, and their texts (scan_echo). */
	struct echo_line *echoes;
	size_t necho, capecho;
	struct sbuf echo_text;
	bool stop; /* the file is another session's (config's id_prefix): read no more */
	/* Whether its uuid values are collected (file_res.leaf_ids; see
	 * scan_leaf_mark), and whether a region of it went by without (or
	 * they were more than LEAF_IDS_MAX). */
	bool leaf_on, leaf_skipped;
	/* The index entry being made of the lines read (NULL: none), the hash
	 * its bytes are added to (up to each last newline read), and the end
	 * of the last newline read. */
	struct ix_builder *ixb;
	struct ix_hasher *ixh;
	/* Count every message's tokens, for the BM25 counts of the entry
	 * being made (scan_state_count_dl), as --sort bm25 always does. */
	bool count_dl;
	/* The lines were picked from an entry that keeps the BM25 counts
	 * (scan_state_take_counts): its file's, set at its end. */
	bool take_counts;
	uint64_t n_msgs, sum_dl;
	/* The line being read: its bytes (NULL when replayed from an entry)
	 * and, once asked for (lhash_ok), the hash of them (scan_line_hash). */
	const char *line;
	size_t line_len;
	uint64_t lhash;
	bool lhash_ok;
	uint64_t nl_end;
	uint32_t nl_lines; /* the lines up to nl_end */
};

/* scan_ctx.c: the worker's index scratch (its builder made when first
 * needed); all of fd read into c->buf, its length or -1 with
 * res->fd_error set (a document or memory file is read as one line, under
 * the long-line permit when long). */
struct ix_scratch *scan_ctx_ix(struct scan_ctx *c);
ssize_t scan_read_whole(struct scan_ctx *c, int fd, struct file_res *res);
/* Renders the session of an SQLite database at path (DB#ID) into a memory
 * file (sources/sqlite_src.h), its stat as the walk makes it, of the
 * snapshot rendered, into *st: its descriptor, or -1 with errno. */
struct stat;
int scan_ctx_render_session(struct scan_ctx *c, const char *path, struct stat *st);
/* Up to n bytes at offset at of the content of res's file, open as fd, as
 * pread reads them: for a compressed file (res->compressed), of what it
 * decompresses to (base/zread.h; -1 with errno a ZREAD_E code when it is
 * bad). */
ssize_t scan_src_read(struct scan_ctx *c, int fd, const struct file_res *res, void *buf, size_t n,
		      uint64_t at);

/* scan_lines.c: the line pass. scan_line decodes one line and puts its
 * view through scan_view; scan_read_lines reads the lines that start in
 * [from, to) (to == UINT64_MAX: to the end of the file), the first of
 * them line lineno + 1, through the stages, deciding with the prefilter
 * which lines to decode when prefilter is set, and collecting the file's
 * leaf ids (file_res.leaf_ids) as it goes; it returns whether it read
 * them all (not stopped, cut short or failed). */
bool scan_blank_line(const char *s, size_t len);
void scan_line(struct scan_ctx *c, struct file_state *st, const char *line, size_t len, uint64_t off,
	       uint32_t lineno);
/* scan_line for bytes that stand for a longer line: a document's root
 * whose messages were taken out (scan_document), decoded from
 * line[0..len) but recorded as the reclen bytes at off, with lhash the
 * hash of those (ix_line_hash). */
void scan_line_as(struct scan_ctx *c, struct file_state *st, const char *line, size_t len, uint64_t off,
		  size_t reclen, uint32_t lineno, uint64_t lhash);
/* The hash of the line st reads (ix_line_hash of its bytes, or the one its
 * entry kept), taken once. */
uint64_t scan_line_hash(struct file_state *st);
bool scan_read_lines(struct scan_ctx *c, int fd, struct file_state *st, bool prefilter, uint64_t from,
		     uint64_t to, uint32_t lineno);
void scan_pass(struct scan_ctx *c, int fd, struct file_res *res, bool prefilter, uint64_t from, uint64_t to);
/* What a prefiltered pass cannot know: context needs every passing
 * neighbour, a summary-kind message needs its file's latest timestamp. */
bool scan_needs_full_pass(const struct config *cfg, const struct file_res *res);
/* Whether a file read raw (not through its entry) is prefiltered: c has a
 * prefilter and the search counts no BM25 statistics. */
bool scan_raw_prefilter(const struct scan_ctx *c);
/* What the state of the file asks of its next line (stages/prefilter.h). */
void scan_line_ask(const struct scan_ctx *c, const struct file_state *st, struct line_ask *a);

/* scan_meta.c: what a line says of its file. */
void scan_state_begin(struct scan_ctx *c, struct file_state *st, struct file_res *res, bool later_part);
void scan_state_finish(struct scan_ctx *c, struct file_state *st);
void scan_note_malformed(struct file_res *res, uint32_t lineno);
/* A file read to its end, of `lines` lines of which the first nl_lines
 * end with a newline: a last line with none that was malformed is one
 * the agent is still writing (docs/reference.md §5), counted apart
 * (stats.unfinished) and never warned of; not in a file with no valid
 * line (a binary). */
void scan_note_unfinished(struct file_res *res, uint32_t lines, uint32_t nl_lines);
bool scan_line_meta(struct scan_ctx *c, struct file_state *st, const struct line_view *lv, uint64_t off,
		    size_t len, uint32_t lineno);
void scan_note_copy(struct file_state *st, const char *uuid, uint32_t lineno);
void scan_rewind(struct file_state *st, const char *to, uint32_t lineno);
void scan_drop_old_copies(struct file_state *st);
void scan_drop_old_titles(struct file_res *res);
unsigned scan_recall_step(struct scan_ctx *c, struct file_state *st, struct line_view *lv, uint32_t lineno,
			  int *event);

/* scan_message.c: the stages after the decoder for line lineno
 * (docs/reference.md §4): its metadata, recall rules, and each of its
 * messages through the filters and the match stage. event: whether the
 * line is a recall event, or -1 to look. t1: when its decoding ended.
 * scan_finish_summaries ends the file: summary-kind records take the
 * file's latest time, then face the time filter. */
void scan_view(struct scan_ctx *c, struct file_state *st, struct line_view lv, bool first, int event,
	       uint64_t off, size_t len, uint32_t lineno, uint64_t t1);
void scan_finish_summaries(struct scan_ctx *c, struct file_state *st);
/* Echoes (docs/reference.md §8): what a line that is a twin or a prompt
 * does to the echoes pending before it (the twin takes them back, the
 * prompt settles them); scan_echo_settle puts the pending echoes' messages
 * through the stages, their records among the file's in line order (their
 * turn ended, or the file). */
void scan_echo(struct scan_ctx *c, struct file_state *st, const struct line_view *lv);
void scan_echo_settle(struct scan_ctx *c, struct file_state *st);
bool scan_query_matches(const struct scan_ctx *c, uint64_t pos_mask, uint64_t neg_mask);

/* scan_document.c: a document read whole as scan_document reads it, each
 * of its messages (and its root) added to the entry b makes, and its bytes
 * to h, when b is not NULL: whether that entry is whole (a valid document
 * read to its end, not stopped). scan_document_replay gives the same
 * result from such an entry e (its tables and the text sections in
 * `sections` checked), the document not read. */
struct ix_builder;
struct ix_hasher;
struct ix_entry;
bool scan_document_build(struct scan_ctx *c, int fd, struct file_res *res, unsigned source,
			 struct ix_builder *b, struct ix_hasher *h);
void scan_document_replay(struct scan_ctx *c, const struct ix_entry *e, unsigned sections,
			  struct file_res *res);

/* scan_replay.c: one file read in steps, as scan_index.c reads a file
 * through its index entry: a state begun for res, fed the lines an entry
 * holds and then those of the file past them, and ended. The lines go
 * through exactly the stages a scan_file of the file would put them
 * through, with nothing left out (no prefilter). */
struct ix_builder;
struct ix_line;
struct ix_info;
struct file_state *scan_state_new(struct scan_ctx *c, struct file_res *res);
/* The source the file's entry says its first JSON line names. */
void scan_state_source(struct file_state *st, unsigned source);
/* From now on, each line read from the file is added to b too. */
void scan_state_build(struct file_state *st, struct ix_builder *b, struct ix_hasher *h);
/* From now on, every message's tokens are counted (file_stats.sum_dl),
 * for the BM25 counts of the entry being made (stages/index/entry.h,
 * ix_counts). */
void scan_state_count_dl(struct file_state *st);
/* The file's lines are picked from an entry whose BM25 counts are
 * these: the file's counts, whatever its lines replayed count. */
void scan_state_take_counts(struct file_state *st, uint64_t n_msgs, uint64_t sum_dl);
/* A line of an index entry (stages/index/entry.h). */
void scan_state_replay(struct scan_ctx *c, struct file_state *st, const struct ix_line *l);
/* Reads and decodes the lines of fd from byte `from` to its end, the first
 * of them line lineno + 1. */
void scan_state_read(struct scan_ctx *c, struct file_state *st, int fd, uint64_t from, uint32_t lineno);
/* Whether the scan stopped early: the file is another session's (config's
 * id_prefix), or --timeout. */
bool scan_state_stopped(const struct file_state *st);
/* Whether every region st read had its uuid values collected. */
bool scan_state_leaves_whole(const struct file_state *st);
/* A summary with a leaf kept in st's file (one rank will place): its
 * folder's files, from now on, and this one collect their uuid values,
 * which its leaf is looked up in (pipeline/search/summaries.h). The other
 * files of a run need none, and collecting costs a pass over every byte:
 * a file whose values were not all collected is read again when a summary
 * of its folder needs it. */
void scan_leaf_mark(struct scan_ctx *c, struct file_state *st);
/* The end of the last newline read by scan_state_read (0: none), and the
 * number of lines up to it. */
uint64_t scan_state_nl_end(const struct file_state *st, uint32_t *lines);
/* Ends the file's scan and frees st. */
void scan_state_end(struct scan_ctx *c, struct file_state *st);
/* Choosing the lines of an entry to replay, as the prefilter chooses the
 * lines of a file to decode (docs/reference.md §12): the prefilter of c's
 * search, or NULL when it has none (-e) or the search needs every line
 * (no query, context, the no-result hint's second pass). With --sort
 * bm25 the caller asks only for an entry whose counts serve the search
 * (scan_index.c). */
struct prefilter_scratch *scan_ctx_prescan(struct scan_ctx *c);
/* Whether line info must be replayed (prefilter_classify_entry), its
 * texts hitting `groups`. */
/* scan_blocks.c: the groups each line of entry l->e hits in the text
 * sections searched, into c's x->groups, by the prefilter ps (a superset,
 * as on the raw lines), leaving out the blocks whose filters say no line
 * of theirs can be a candidate (counted in res's stats). False when a scan
 * failed (or a block read lazily was damaged: l->lazy_bad): replay every
 * line then. scan_blocks_free frees what it made. */
struct gram_query;
struct prefilter_scratch;
struct ix_loaded;
bool scan_blocks_prescan(struct scan_ctx *c, struct prefilter_scratch *ps, struct ix_loaded *l,
			 unsigned sections, struct file_res *res);
void scan_blocks_free(struct scan_ctx *c);
bool scan_state_wants(struct scan_ctx *c, struct file_state *st, const struct ix_info *info, uint64_t groups);
/* Line `line`, not replayed. */
void scan_state_skip(struct file_state *st, uint32_t line);
/* Whether a file whose lines were chosen (and not yet ended) must be
 * replayed whole after all: a summary-kind message a group hit needs the
 * file's latest time, which every line gives. Then scan_res_reset res
 * and start again. */
bool scan_state_needs_all(const struct file_res *res);
void scan_res_reset(struct file_res *res);

#endif
