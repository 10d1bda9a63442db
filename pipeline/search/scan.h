/* scan: one worker's pass over one source file: read, decode each line, run
 * the filters, the `turn` recall cutoff and the match stage, and return the
 * file's result for rank (stages/record.h), which the caller owns and frees
 * with file_res_free. A scan_ctx holds a worker's reusable buffers and
 * scratch; it belongs to one thread at a time. Nothing here fails as a
 * call: a file that cannot be read or searched says so in its result
 * (fd_error, scan_error, cut_short).
 *
 * The modules behind it, one concern each (their shared structs are in
 * scan_internal.h, which nothing else includes): scan_ctx (the worker's
 * context), scan_lines (the line pass: reading, the prefilter's decode
 * policy, decoding), scan_meta (what a line says of its file),
 * scan_message (the per-message stages), scan_replay (lines replayed from
 * an index entry, for scan_index), scan_document (files read whole),
 * scan_parts (split files) and scan_reread (texts read again for
 * printing). */
#ifndef MEMGREP_SCAN_H
#define MEMGREP_SCAN_H

#include "config/config.h"
#include "config/request.h"
#include "stages/match.h"
#include "base/xalloc.h"
#include "stages/record.h"

struct scan_ctx;

/* A worker's context for the search cfg and req ask (both must outlive it). */
struct scan_ctx *scan_ctx_new(const struct config *cfg, const struct search_req *req,
			      const struct matcher *m);
/* Its request. */
const struct search_req *scan_ctx_request(const struct scan_ctx *c);
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
/* The run's set of folders whose files collect their uuid values
 * (scan_internal.h, scan_leaf_mark), shared by its workers; owned by the
 * caller, which keeps it until the contexts are freed. */
struct u64set;
void scan_ctx_set_leaf_folders(struct scan_ctx *c, struct u64set *folders);
/* The file the next scan reads (its folder is what the set holds). */
void scan_ctx_set_file(struct scan_ctx *c, const char *path);
/* Opens the session file at path as source_open does (sources/source.h),
 * an SQLite source's session through c's own connection, kept from one
 * session to the next (freed with c). */
int scan_ctx_open(struct scan_ctx *c, const char *path, int extra);
/* Whether that flag is set. */
bool scan_ctx_cancelled(const struct scan_ctx *c);

/* Reads the open file fd (closed by the caller) into *res, whose path, dev
 * and ino the caller set. A read error is put in res->fd_error. */
void scan_file(struct scan_ctx *c, int fd, struct file_res *res);

/* Reads the text document fd (closed by the caller) of source `source`
 * (its row's shape is SHAPE_TEXT: markdown memory, docs/reference.md §9)
 * whole into *res, whose path, dev and ino the caller set: each visible
 * line a message, a record kept of each line that matches the query (and
 * with -A/-B of every line, for context), with its text and labels.
 * --since/--until judge the file by mtime. */
void scan_text(struct scan_ctx *c, int fd, struct file_res *res, unsigned source, int64_t mtime);

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
 * file; "-" is stdin_fd; an archived file's texts come from its index
 * entry (pipeline/search/archive.h). Set ctx, stdin_fd (-1: none) and fd =
 * -1, path = NULL; scan_texts_close closes what it opened (never
 * stdin_fd). */
struct archive_texts;
struct scan_texts {
	struct scan_ctx *ctx;
	int stdin_fd;
	char *path;
	int fd;
	struct archive_texts *archived; /* made when first needed */
	/* The texts that could not be read again as they matched (the file
	 * gone, or changed there since its scan): of matches, of titles taken
	 * from a first prompt; and the first one's file. */
	size_t changed, changed_titles;
	char *changed_path;
};
bool scan_texts_read(void *arg, const struct msg_rec *rec, struct sbuf *out);
void scan_texts_close(struct scan_texts *t);

#endif
