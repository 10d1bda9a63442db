/* scan_ctx: a worker's context (pipeline/search/scan.h): its decoders,
 * match and prefilter scratch, read buffer and index scratch, reused from
 * file to file, and what a long line made it grow, given back. */
#include "pipeline/search/scan_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <ck_pr.h>

#include "base/json_line.h"
#include "base/long_line.h"
#include "base/mem_cache.h"
#include "base/zread.h"
#include "sources/fast_decode.h"
#include "sources/source.h"
#include "sources/sqlite_src.h"
#include "stages/index/entry.h"

const struct search_req *scan_ctx_request(const struct scan_ctx *c)
{
	return &c->req;
}

bool scan_ctx_cancelled(const struct scan_ctx *c)
{
	return c->cancel && ck_pr_load_int(c->cancel);
}

struct ix_scratch *scan_ctx_ix(struct scan_ctx *c)
{
	if (!c->ix.builder) {
		c->ix.builder = ix_builder_new();
		c->ix.hasher = ix_hasher_new();
	}
	return &c->ix;
}

void scan_ctx_set_cancel(struct scan_ctx *c, const int *flag)
{
	c->cancel = flag;
}

void scan_ctx_set_leaf_folders(struct scan_ctx *c, struct u64set *folders)
{
	c->leaf_folders = folders;
}

void scan_ctx_set_file(struct scan_ctx *c, const char *path)
{
	const char *slash = strrchr(path, '/');
	c->path = path;
	c->leaf_folder = strmap_hash(path, slash ? (size_t)(slash - path) : 0);
}

struct scan_ctx *scan_ctx_new(const struct config *cfg, const struct search_req *req, const struct matcher *m)
{
	struct scan_ctx *c = xcalloc(1, sizeof *c);
	c->cfg = cfg;
	c->req = *req;
	c->m = m;
	c->json = json_decoder_new();
	c->dec = line_decoder_new();
	c->ms = match_scratch_new(m);
	c->all_pos = matcher_positive_mask(m);
	if (matcher_prefilter(m))
		c->pscratch = prefilter_scratch_new(matcher_prefilter(m));
	c->cap = READ_CHUNK;
	c->buf = xmalloc(c->cap);
	return c;
}

/* What a long line grew, given back: the read buffer, the decoders and
 * their arenas, the joined texts, the match scratch's buffers and the
 * index scratch (made again when needed). Only after a long line: an
 * ordinary worker keeps its buffers from file to file. */
static void scan_ctx_trim(struct scan_ctx *c)
{
	if (c->cap > READ_CHUNK) {
		free(c->buf);
		c->cap = READ_CHUNK;
		c->buf = xmalloc(c->cap);
	}
	json_decoder_free(c->json);
	c->json = json_decoder_new();
	line_decoder_free(c->dec);
	c->dec = line_decoder_new();
	fast_decoder_free(c->fast);
	c->fast = NULL;
	sbuf_free(&c->text);
	sbuf_free(&c->noisy);
	sbuf_free(&c->tooljson);
	text_doc_free(&c->tdoc);
	match_scratch_trim(c->ms);
	ix_builder_free(c->ix.builder);
	c->ix.builder = NULL;
	ix_hasher_free(c->ix.hasher);
	c->ix.hasher = NULL;
	sbuf_free(&c->ix.out);
	xunmap_pages(c->ix.lbuf, c->ix.lcap);
	c->ix.lbuf = NULL;
	c->ix.lcap = 0;
	free(c->ix.zbuf);
	c->ix.zbuf = NULL;
	free(c->ix.hbuf);
	c->ix.hbuf = NULL;
	c->ix.zcap = 0;
}

void scan_ctx_settle(struct scan_ctx *c)
{
	if (!c->long_held)
		return;
	scan_ctx_trim(c);
	long_line_give(&c->long_held);
}

void scan_ctx_free(struct scan_ctx *c)
{
	if (!c)
		return;
	long_line_give(&c->long_held);
	json_decoder_free(c->json);
	line_decoder_free(c->dec);
	match_scratch_free(c->ms);
	prefilter_scratch_free(c->pscratch);
	free(c->starts);
	free(c->hits);
	free(c->spans);
	sbuf_free(&c->text);
	sbuf_free(&c->noisy);
	sbuf_free(&c->tooljson);
	fast_decoder_free(c->fast);
	text_doc_free(&c->tdoc);
	free(c->inputs);
	ix_builder_free(c->ix.builder);
	ix_hasher_free(c->ix.hasher);
	sbuf_free(&c->ix.out);
	free(c->ix.pieces);
	free(c->ix.links);
	free(c->ix.tools);
	free(c->ix.starts);
	free(c->ix.owners);
	free(c->ix.hits);
	free(c->ix.groups);
	free(c->ix.may);
	free(c->ix.bmask);
	free(c->ix.rstarts);
	scan_blocks_free(c);
	xunmap_pages(c->ix.lbuf, c->ix.lcap); /* store.c's buffer: its own pages */
	mc_release(c->ix.lhot_cache, c->ix.lhot);
	free(c->ix.zbuf);
	free(c->ix.hbuf);
	zread_free(c->z);
	sqlite_src_conn_free(c->sq);
	free(c->buf);
	free(c);
}

int scan_ctx_open(struct scan_ctx *c, const char *path, int extra)
{
	if (!c->sq)
		c->sq = sqlite_src_conn_new();
	return source_open_with(c->sq, path, extra);
}

int scan_ctx_render_session(struct scan_ctx *c, const char *path, struct stat *st)
{
	char *db = NULL;
	const char *id;
	const struct source *s = NULL;
	struct stat dbst;
	if (!sqlite_src_split(path, &db, &id) || !(s = source_sqlite_of(db, ~0u)) || stat(db, &dbst) != 0) {
		int e = s ? errno : EINVAL;
		free(db);
		errno = e;
		return -1;
	}
	if (!c->sq)
		c->sq = sqlite_src_conn_new();
	struct sqlite_src_session key;
	int fd = sqlite_src_render_keyed(c->sq, db, s->render_sql, s->list_sql, id, s->name, &key);
	if (fd >= 0)
		sqlite_src_stat(&dbst, path, &key, st);
	int e = errno;
	free(db);
	errno = e;
	return fd;
}

ssize_t scan_src_read(struct scan_ctx *c, int fd, const struct file_res *res, void *buf, size_t n,
		      uint64_t at)
{
	if (!res->compressed)
		return pread(fd, buf, n, (off_t)at);
	if (!c->z)
		c->z = zread_new();
	zread_start(c->z, fd, (uint64_t)res->dev, (uint64_t)res->ino, true);
	return zread_at(c->z, buf, n, at);
}

/* Reads all of fd into c->buf: its length, or -1 with res->fd_error set. */
ssize_t scan_read_whole(struct scan_ctx *c, int fd, struct file_res *res)
{
	size_t have = 0;
	for (;;) {
		if (c->cap - have < READ_CHUNK) {
			/* A document or memory file is read as one line. */
			if (have >= LONG_LINE)
				long_line_take(&c->long_held);
			c->cap += c->cap / 2 + READ_CHUNK;
			c->buf = xrealloc(c->buf, c->cap);
		}
		uint64_t t0 = clock_ns(CLOCK_MONOTONIC);
		ssize_t n = pread(fd, c->buf + have, c->cap - have, (off_t)have);
		res->stats->ns_read += clock_ns(CLOCK_MONOTONIC) - t0;
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			res->fd_error = errno;
			return -1;
		}
		if (n == 0) {
			if (have >= LONG_LINE)
				long_line_take(&c->long_held);
			return (ssize_t)have;
		}
		have += (size_t)n;
	}
}
