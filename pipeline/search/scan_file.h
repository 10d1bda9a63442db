/* scan_file: one worker's pass over one source file: read, decode each line,
 * run the index filter, the `turn` recall cutoff and the match stage, and
 * return the file's result for rank. A scan_ctx holds a worker's reusable
 * buffers and scratch; it belongs to one thread at a time. */
#ifndef MEMGREP_SCAN_FILE_H
#define MEMGREP_SCAN_FILE_H

#include "config/config.h"
#include "stages/match.h"
#include "base/xalloc.h"
#include "stages/record.h"

struct scan_ctx;

struct scan_ctx *scan_ctx_new(const struct config *cfg, const struct matcher *m);
void scan_ctx_free(struct scan_ctx *c);

/* A scan that reads a line of LONG_LINE bytes or more takes the
 * process's long-line permit first (base/long_line.h) and keeps
 * it; so does scan_reread for such a line. Once what the line's text went
 * into is let go (the file's scan ended, the text printed), this gives
 * back the buffers the line grew, then the permit. Nothing when c holds
 * none. */
void scan_ctx_settle(struct scan_ctx *c);

/* When *flag becomes non-zero (ck_pr), scans stop at the next region and
 * mark their file cut_short (--timeout). */
void scan_ctx_set_cancel(struct scan_ctx *c, const int *flag);
/* Whether that flag is set. */
bool scan_ctx_cancelled(const struct scan_ctx *c);

/* Reads the open file fd (closed by the caller) into *res, whose path, dev
 * and ino the caller set. A read error is put in res->fd_error. */
void scan_file(struct scan_ctx *c, int fd, struct file_res *res);

/* One file read in steps, as pipeline/search/scan_index.c reads a file
 * through its index entry: a state begun for res, fed the lines an entry
 * holds and then those of the file past them, and ended. The lines go
 * through exactly the stages a scan_file of the file would put them
 * through, with nothing left out (no prefilter). */
struct file_state;
struct ix_builder;
struct ix_line;
struct file_state *scan_state_new(struct scan_ctx *c, struct file_res *res);
/* The source the file's entry says its first JSON line names. */
void scan_state_source(struct file_state *st, unsigned source);
/* From now on, each line read from the file is added to b too. */
void scan_state_build(struct file_state *st, struct ix_builder *b);
/* A line of an index entry (stages/index/entry.h). */
void scan_state_replay(struct scan_ctx *c, struct file_state *st, const struct ix_line *l);
/* Reads and decodes the lines of fd from byte `from` to its end, the first
 * of them line lineno + 1. */
void scan_state_read(struct scan_ctx *c, struct file_state *st, int fd, uint64_t from, uint32_t lineno);
/* Whether the scan stopped early: the file is another session's (config's
 * id_prefix), or --timeout. */
bool scan_state_stopped(const struct file_state *st);
/* The end of the last newline read by scan_state_read (0: none), and the
 * number of lines up to it. */
uint64_t scan_state_nl_end(const struct file_state *st, uint32_t *lines);
/* Ends the file's scan and frees st. */
void scan_state_end(struct scan_ctx *c, struct file_state *st);

/* Choosing the lines of an entry to replay, as the prefilter chooses the
 * lines of a file to decode (docs/reference.md §12): the prefilter of c's
 * search, or NULL when it has none (-e) or the search needs every line
 * (no query, context, BM25, the no-result hint's second pass); whether a
 * term may span two joined pieces (then a line with two pieces of a kind
 * is replayed whatever its hits). */
struct prefilter_scratch *scan_ctx_prescan(struct scan_ctx *c, bool *fields_ok);
/* Whether line info must be replayed: for the file's metadata, prompt,
 * titles, recall rules or --file, or because its texts hit the groups a
 * candidate needs (groups: the groups they hit). */
struct ix_info;
bool scan_state_wants(struct scan_ctx *c, struct file_state *st, const struct ix_info *info, uint64_t groups);
/* Line `line`, not replayed. */
void scan_state_skip(struct file_state *st, uint32_t line);
/* Whether a file whose lines were chosen (and not yet ended) must be
 * replayed whole after all: a summary-kind message a group hit needs the
 * file's latest time, which every line gives. Then scan_res_reset res
 * and start again. */
bool scan_state_needs_all(const struct file_res *res);
void scan_res_reset(struct file_res *res);

/* A worker's scratch for reading index entries (scan_index.c), kept with
 * its scan_ctx. */
struct ix_scratch {
	struct ix_builder *builder;
	struct sbuf out;
	struct piece *pieces;
	size_t cappieces;
	const char **tools;
	size_t captools;
	size_t *starts; /* of a section's pieces, with their lines */
	uint32_t *owners;
	size_t capstarts;
	struct line_hits *hits;
	size_t caphits;
	uint64_t *groups; /* per line of the entry */
	size_t capgroups;
	char *lbuf; /* an entry's bytes, as read (stages/index/store.h; pages of its own: xunmap_pages) */
	size_t lcap;
	char *zbuf; /* its compressed sections, expanded */
	size_t zcap;
};
struct ix_scratch *scan_ctx_ix(struct scan_ctx *c);

/* Reads the markdown memory file fd whole into res->mem (stages/memory.h;
 * its path is set by the collector). --since/--until judge its mtime. */
void scan_memory_file(struct scan_ctx *c, int fd, struct file_res *res, int64_t mtime);

/* Reads the JSON document fd (closed by the caller) of source `source`
 * (enum source_id; its row's shape for this file is SHAPE_DOCUMENT) whole
 * into *res, whose path, dev and ino the caller set: the root's metadata,
 * then each element of its `messages` array as one message, recorded with
 * its own bytes and the line where it starts (so scan_reread finds it as it
 * finds a line). A document that is not valid JSON is one malformed line. */
void scan_document(struct scan_ctx *c, int fd, struct file_res *res, unsigned source);

/* A very large file is split into parts scanned in parallel: part k takes
 * the lines that start in [from, to) of a file of `size` bytes (boundaries
 * moved to the next line start). res gets the part's own result, its line
 * numbers counted from the part's first line. */
void scan_file_part(struct scan_ctx *c, int fd, struct file_res *res, uint64_t from, uint64_t to,
		    uint64_t size);

/* Joins the parts (in file order; ownership passes to whole) into whole,
 * whose path, dev and ino the caller set. Returns false when the parts
 * cannot stand for a sequential scan (the first part did not settle the
 * file's session, project or fork status, or a summary or context needs
 * the whole file): scan the file again with scan_file then. */
bool scan_merge_parts(const struct config *cfg, struct file_res *whole, struct file_res **parts, size_t n);

/* One line's message of kind `order`, re-read for printing: reads the line
 * at rec->off from fd and writes the message's text into out. Returns false
 * when the line no longer decodes to that message (the file changed). */
struct sbuf;
bool scan_reread(struct scan_ctx *c, int fd, const struct msg_rec *rec, struct sbuf *out);

/* Format's text source (stages/output/format.h) over scan_reread: keeps the file
 * of the last record open and opens another when a record is in another
 * file; "-" is stdin_fd. Set ctx, stdin_fd (-1: none) and fd = -1, path =
 * NULL; scan_texts_close closes what it opened (never stdin_fd). */
struct scan_texts {
	struct scan_ctx *ctx;
	int stdin_fd;
	char *path;
	int fd;
};
bool scan_texts_read(void *arg, const struct msg_rec *rec, struct sbuf *out);
void scan_texts_close(struct scan_texts *t);

#endif
