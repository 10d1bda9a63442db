/* engine: discovery thread -> ck_ring -> libuv loop -> uv_queue_work
 * (scan_file on the thread pool) -> ck_ring -> collector.
 *
 * The discovery ring is single-producer (the discovery thread) and
 * single-consumer (the loop thread); when it is full the producer waits on a
 * semaphore that the loop posts as it takes items. The loop keeps the files
 * it has taken in a max-heap by size and starts the largest first, so a big
 * file does not start last and leave one core working alone. The result
 * ring is multi-producer (pool threads) and single-consumer (the loop
 * thread); at most `max_inflight` files are in flight, fewer than its size,
 * so a push never fails. */
#include "pipeline/search/engine.h"

#include <ck_pr.h>
#include <ck_ring.h>
#include <errno.h>
#include <stddef.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <uv.h>

#include "pipeline/search/archive.h"
#include "pipeline/search/dirs_kept.h"
#include "pipeline/search/scan.h"
#include "pipeline/search/scan_index.h"
#include "pipeline/search/skip.h"
#include "sources/source.h"
#include "base/u64set.h"
#include "base/xalloc.h"
#include "stages/discover.h"
#include "stages/match.h"
#include "base/index_names.h"
#include "stages/index/filters.h"
#include "stages/index/prune.h"

enum { RING_SIZE = 1024 };
/* Room in the run's set of folders with summaries: past it, a folder's
 * files collect no uuid values and are read again when needed. */
enum { LEAF_FOLDERS = 4096 };

/* A very large file, scanned as parts on several threads, then merged. */
struct split {
	size_t n, ndone;
	struct file_res **parts;
};

struct job {
	uv_work_t req;
	struct engine *e;
	struct discover_item *item;
	struct file_res *res;
	bool queued;	     /* given to uv_queue_work: freed by its after_work */
	struct split *split; /* a part's file, or NULL */
	size_t part;
	bool whole; /* never split (after a merge that could not stand) */
	/* A batch of small files travels as one job: its files' jobs. */
	struct job **batch;
	size_t nbatch;
	char *sent; /* stream: the path it was handed on under */
	/* Left unopened by the filter file (skip.h), or read again after
	 * that (never skipped then). */
	bool skipped, noskip;
};

/* A file that has ended, its job let go: what engine_run hands on once
 * the paths are final. */
struct ended {
	struct discover_item *item;
	struct file_res *res;	/* without stream: its result, or NULL */
	struct file_stub *stub; /* or the stub the collector kept (engine_collect.slim) */
	char *sent;		/* stream: the path it was handed on under */
};

/* Small files go to the pool in batches of up to this many bytes or files:
 * one wake-up of a worker and of the loop per batch, not per file. */
enum { BATCH_BYTES = 4 << 20, BATCH_FILES = 64, FOUND_WAKE = 8 };

/* The entries a search makes (docs/reference.md §12, State): those of
 * BUILD_FLOOR bytes of files, and of a share of the bytes of every file it
 * reads through the index, in thousandths: a share that keeps a first
 * search within about 1.3 times one without the index, where making an
 * entry costs about 5 times reading its file raw with the prefilter
 * (measured: perf/README.md), and 2 times when every line is decoded
 * anyway (no prefilter: -e, --sort bm25, no query). A fresh entry costs
 * about a third of its file read raw: what that saves is spent on the
 * next entries, BUILD_CREDIT thousandths of its file's bytes, so later
 * searches cost about what the first did and the index is whole sooner. */
enum {
	BUILD_FLOOR = 16 << 20,
	BUILD_SHARE = 40,
	BUILD_SHARE_DECODED = 200,
	BUILD_CREDIT = 150,
	BUILD_CREDIT_DECODED = 400
};

struct engine {
	const struct config *cfg;
	const struct search_req *req;
	/* The index (docs/reference.md §12), when there is one to use, and
	 * the archived sessions it keeps, when the run searches them. */
	struct ix_store store;
	bool indexed;
	/* The folders' listings, when the index is on (own_dirs: loaded
	 * from its folder for this run). */
	struct ix_dirs *dirs;
	bool own_dirs;
	struct mc_item *dirs_item; /* holding them, kept in out->cache */
	struct archive *archive;
	struct skip *skip; /* the files left unopened, or NULL (skip.h) */
	const struct matcher *m;
	/* The folders where a file with a summary line was read: their
	 * files collect their uuid values (scan_leaf_mark). */
	struct u64set *leaf_folders;
	const struct engine_collect *out;
	struct engine_stats *st;
	int stdin_fd;
	uint64_t start_ns;
	uv_loop_t loop;
	uv_async_t wake;
	uv_timer_t timeout, progress, stop; /* stop: looks at out->stop */
	uv_thread_t discover_thread;
	uv_sem_t space;
	ck_ring_t found;
	ck_ring_buffer_t found_buf[RING_SIZE];
	ck_ring_t done;
	ck_ring_buffer_t done_buf[RING_SIZE];
	int discovery_done, cancel; /* ck_pr */
	uint64_t nfound;	    /* ck_pr: files emitted by discovery */
	unsigned build_share;	    /* of each file's bytes, to the index's budget (0: fixed) */
	size_t inflight, max_inflight, ndone;
	uint64_t bytes_done;
	bool joined, progress_shown;
	/* Taken from the ring, not yet started: a max-heap by size. */
	struct discover_item **heap;
	size_t nheap, capheap;
	/* Jobs made and not yet started (parts, second passes): a stack. */
	struct job **pending;
	size_t npending, cappending;
	struct ended *finished; /* every file, as they ended */
	size_t nfinished, capfinished;
	/* Worker contexts: one per pool thread, made on first use. */
	uv_mutex_t ctx_lock;
	struct scan_ctx **ctxs;
	size_t nctxs, capctxs;
	uv_key_t ctx_key;
};

static void heap_push(struct engine *e, struct discover_item *it)
{
	xgrow((void **)&e->heap, &e->capheap, e->nheap + 1, sizeof *e->heap);
	size_t i = e->nheap++;
	while (i > 0 && e->heap[(i - 1) / 2]->size < it->size) {
		e->heap[i] = e->heap[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	e->heap[i] = it;
}

static struct discover_item *heap_pop(struct engine *e)
{
	struct discover_item *top = e->heap[0], *last = e->heap[--e->nheap];
	size_t i = 0;
	for (;;) {
		size_t c = 2 * i + 1;
		if (c >= e->nheap)
			break;
		if (c + 1 < e->nheap && e->heap[c + 1]->size > e->heap[c]->size)
			c++;
		if (e->heap[c]->size <= last->size)
			break;
		e->heap[i] = e->heap[c];
		i = c;
	}
	if (e->nheap)
		e->heap[i] = last;
	return top;
}

static bool indexed(const struct engine *e, const struct discover_item *item);

static void on_found(void *arg, struct discover_item *item)
{
	struct engine *e = arg;
	if (e->archive && !item->archived)
		archive_saw(e->archive, item->open_path);
	if (e->build_share && indexed(e, item) && !item->archived)
		ck_pr_add_64(&e->store.build_budget, item->size * e->build_share / 1000);
	while (!ck_ring_enqueue_spsc(&e->found, e->found_buf, item)) {
		uv_async_send(&e->wake);
		uv_sem_wait(&e->space);
	}
	/* The loop is woken for every few files (each wake is a write and
	 * a read of an eventfd, and one more turn of the loop), and for the
	 * last ones by the end of discovery. */
	if (ck_pr_faa_64(&e->nfound, 1) % FOUND_WAKE == 0)
		uv_async_send(&e->wake);
}

static void on_warn(void *arg, const char *msg)
{
	struct engine *e = arg;
	/* Warnings come from the discovery thread; the collector's warn must
	 * be safe to call from any thread (it writes one line to stderr). */
	e->out->warn(e->out->arg, msg);
}

static void discover_main(void *arg)
{
	struct engine *e = arg;
	uint64_t w0 = clock_ns(CLOCK_MONOTONIC), c0 = clock_ns(CLOCK_THREAD_CPUTIME_ID);
	struct discover_listings ls = {0};
	if (e->dirs) {
		if (e->own_dirs)
			(void)ix_dirs_load(e->dirs, &e->store); /* damaged: written anew */
		ls = ix_dirs_listings(e->dirs);
	}
	struct discover_cb cb = {on_found, on_warn, e, &e->cancel, e->dirs ? &ls : NULL};
	discover_run(e->cfg, e->req, e->stdin_fd, &cb);
	/* Then the sessions kept of deleted files, once every file found is
	 * known (archive.h). */
	if (e->archive && !ck_pr_load_int(&e->cancel))
		archive_find(e->archive, e->cfg, e->req, &cb);
	e->st->discover_wall_ns = clock_ns(CLOCK_MONOTONIC) - w0;
	e->st->discover_cpu_ns = clock_ns(CLOCK_THREAD_CPUTIME_ID) - c0;
	ck_pr_store_int(&e->discovery_done, 1);
	uv_async_send(&e->wake);
	/* While the last files are read: only when a listing changed; one
	 * that cannot be written costs the next walk its reads, nothing
	 * else (the entries' writes warn). */
	struct mg_error err;
	if (e->dirs)
		(void)ix_dirs_save(e->dirs, &e->store, &err);
	/* The run's own listings are read by no one now: let go before the
	 * files' results pile up (8 MB at 8 GiB, issue 32). */
	if (e->own_dirs) {
		ix_dirs_free(e->dirs);
		e->dirs = NULL;
	}
}

static struct scan_ctx *worker_ctx(struct engine *e)
{
	struct scan_ctx *c = uv_key_get(&e->ctx_key);
	if (c)
		return c;
	c = scan_ctx_new(e->cfg, e->req, e->m);
	scan_ctx_set_cancel(c, &e->cancel);
	scan_ctx_set_leaf_folders(c, e->leaf_folders);
	uv_key_set(&e->ctx_key, c);
	uv_mutex_lock(&e->ctx_lock);
	xgrow((void **)&e->ctxs, &e->capctxs, e->nctxs + 1, sizeof *e->ctxs);
	e->ctxs[e->nctxs++] = c;
	uv_mutex_unlock(&e->ctx_lock);
	return c;
}

/* The index's key of a file, as the walk saw it, into *k: k, or NULL
 * when it is not known. */
static const struct ix_key *item_key(const struct discover_item *it, struct ix_key *k)
{
	if (!it->mtime_ns && !it->ctime_ns)
		return NULL;
	*k = (struct ix_key){(uint64_t)it->dev, (uint64_t)it->ino, it->size, it->mtime_ns, it->ctime_ns};
	return k;
}

/* Whether a file is read through the index: a session file of lines, a
 * session of a database or a JSON document, not over IX_MAX_SOURCE. */
static bool indexed(const struct engine *e, const struct discover_item *item)
{
	return e->indexed && item->shape != SHAPE_TEXT && item->size <= IX_MAX_SOURCE;
}

static void run_one(struct engine *e, struct job *j)
{
	struct file_res *res = file_res_new();
	res->dev = j->item->dev;
	res->ino = j->item->ino;
	res->compressed = j->item->compressed;
	res->mtime_ns = j->item->mtime_ns;
	int fd = j->item->fd;
	bool own = fd < 0;
	struct ix_key key;
	bool renote = false;
	scan_ctx_set_file(worker_ctx(e), j->item->open_path);
	if (ck_pr_load_int(&e->cancel)) {
		res->cut_short = true;
	} else if (j->item->archived) {
		/* Read from its entry, or left out (a warning says why). */
		scan_archived(worker_ctx(e), e->cfg, &e->store, j->item->open_path, res);
	} else if (own && e->skip && !j->noskip && indexed(e, j->item) && j->item->shape == SHAPE_LINES &&
		   !j->split && item_key(j->item, &key) &&
		   skip_file(e->skip, j->item->open_path, &key, j->item->compressed, res, &renote)) {
		/* Left unopened: no line of it can be a candidate. */
		j->skipped = true;
	} else if (own && indexed(e, j->item) && j->item->shape == SHAPE_LINES && !j->split &&
		   scan_indexed_path(worker_ctx(e), e->cfg, &e->store, j->item->open_path,
				     item_key(j->item, &key), renote, res)) {
		/* Read through the index (a fresh entry: the file not even
		 * opened). */
	} else if (own && indexed(e, j->item) && j->item->shape == SHAPE_SQLITE && item_key(j->item, &key) &&
		   !source_is_store_session(j->item->open_path) &&
		   scan_indexed_session(worker_ctx(e), e->cfg, &e->store, j->item->open_path, &key, res)) {
		/* A session of a database (a fresh entry: not rendered). */
	} else if (own && indexed(e, j->item) && j->item->shape == SHAPE_DOCUMENT &&
		   scan_indexed_document(worker_ctx(e), e->cfg, &e->store, j->item->open_path,
					 (unsigned)__builtin_ctz(j->item->source), item_key(j->item, &key),
					 res)) {
		/* A document (a fresh entry: not opened). */
	} else {
		/* O_NONBLOCK: a path that became a FIFO since discovery
		 * saw a regular file must not block a worker (pread then
		 * fails on it); regular files ignore the flag. */
		if (own)
			fd = scan_ctx_open(worker_ctx(e), j->item->open_path, O_NONBLOCK);
		if (fd < 0) {
			res->fd_error = errno;
		} else {
			if (j->item->shape == SHAPE_TEXT) {
				unsigned id = (unsigned)__builtin_ctz(j->item->source);
				scan_text(worker_ctx(e), fd, res, id, j->item->mtime);
			} else if (j->item->shape == SHAPE_DOCUMENT) {
				unsigned id = (unsigned)__builtin_ctz(j->item->source);
				scan_document(worker_ctx(e), fd, res, id);
				res->stats->ix_large = e->indexed && j->item->size > IX_MAX_SOURCE;
			} else if (j->split) {
				uint64_t p = e->cfg->part_size;
				scan_file_part(worker_ctx(e), fd, res, j->part * p, (j->part + 1) * p,
					       j->item->size);
			} else if (!indexed(e, j->item) || j->item->shape != SHAPE_LINES ||
				   !scan_indexed(worker_ctx(e), e->cfg, &e->store, fd, j->item->open_path,
						 res)) {
				/* (A session of a database that comes here is over
				 * IX_MAX_SOURCE: its memory file's key is no key.) */
				scan_file(worker_ctx(e), fd, res);
				res->stats->ix_large = e->indexed && j->item->shape != SHAPE_TEXT;
			}
			if (own)
				close(fd);
		}
	}
	/* A long line read for this file is let go before the next file. */
	struct scan_ctx *c = uv_key_get(&e->ctx_key);
	if (c)
		scan_ctx_settle(c);
	j->res = res;
}

static void work(uv_work_t *req)
{
	struct job *j = req->data;
	struct engine *e = j->e;
	/* The thread's CPU time (a system call, not the vDSO): read once a
	 * job; a batch's is put on its last file. */
	uint64_t c0 = clock_ns(CLOCK_THREAD_CPUTIME_ID);
	struct job *last = j;
	if (j->batch) {
		for (size_t i = 0; i < j->nbatch; i++)
			run_one(e, last = j->batch[i]);
	} else {
		run_one(e, j);
	}
	last->res->stats->ns_cpu = clock_ns(CLOCK_THREAD_CPUTIME_ID) - c0;
	while (!ck_ring_enqueue_mpsc(&e->done, e->done_buf, j))
		; /* cannot happen: fewer jobs in flight than ring slots */
}

static void dispatch(struct engine *e);
static void file_done(struct engine *e, struct job *done);

static void push_pending(struct engine *e, struct job *j)
{
	xgrow((void **)&e->pending, &e->cappending, e->npending + 1, sizeof *e->pending);
	e->pending[e->npending++] = j;
}

static struct job *new_job(struct engine *e, struct discover_item *item)
{
	struct job *j = xcalloc(1, sizeof *j);
	j->e = e;
	j->item = item;
	j->req.data = j;
	return j;
}

/* A part has ended: when it is the last of its file, merge the parts into
 * a job that ends like a whole file's, or scan the file again whole. */
static struct job *part_done(struct engine *e, struct job *j)
{
	struct split *sp = j->split;
	sp->parts[j->part] = j->res;
	j->res = NULL;
	bool last = ++sp->ndone == sp->n;
	struct discover_item *item = j->item;
	if (!last)
		return NULL;
	struct job *w = new_job(e, item);
	w->res = file_res_new();
	w->res->dev = item->dev;
	w->res->ino = item->ino;
	bool ok = scan_merge_parts(e->cfg, w->res, sp->parts, sp->n);
	w->res->stats->ix_large = e->indexed; /* only a file not indexed is read in parts */
	free(sp);
	if (ok || ck_pr_load_int(&e->cancel))
		return w;
	file_res_free(w->res);
	w->res = NULL;
	w->whole = true;
	push_pending(e, w);
	return NULL;
}

static void after_work(uv_work_t *req, int status)
{
	(void)status;
	/* This call drains every result in the ring, its own job's among
	 * them (pushed before the job ended); a job's memory is libuv's until
	 * its own after_work, so it is freed here, at the end, if kept
	 * nowhere else. */
	struct job *self = req->data;
	struct engine *e = self->e;
	struct job *got;
	while (ck_ring_dequeue_mpsc(&e->done, e->done_buf, &got)) {
		e->inflight--;
		if (got->batch) {
			for (size_t i = 0; i < got->nbatch; i++)
				file_done(e, got->batch[i]);
			free(got->batch);
			got->batch = NULL;
		} else {
			file_done(e, got);
		}
	}
	free(self);
	dispatch(e);
}

/* A file ended: kept until the paths are final. Without stream, handed
 * on once discovery has ended, when the path of its item is final
 * (discover may replace it by a smaller one); a file with no result is
 * kept as a stub. */
static void keep_ended(struct engine *e, struct discover_item *item, struct file_res *res, char *sent)
{
	if (!e->out->stream && e->out->ended)
		e->out->ended(e->out->ended_arg, res, item->path);
	struct ended end = {item, res, NULL, sent};
	if (!e->out->stream && e->out->slim && (end.stub = e->out->slim(e->out->arg, end.res)))
		end.res = NULL;
	else if (!e->out->stream && e->out->counted)
		e->out->counted(e->out->arg, end.res);
	if (end.res && !e->out->stream)
		file_res_trim(end.res); /* kept to the end */
	xgrow((void **)&e->finished, &e->capfinished, e->nfinished + 1, sizeof *e->finished);
	e->finished[e->nfinished++] = end;
}

static void keep_skipped(void *arg, struct discover_item *item, struct file_res *res)
{
	keep_ended(arg, item, res, NULL);
}

static void file_done(struct engine *e, struct job *done)
{
	if (done->split && !(done = part_done(e, done)))
		return;
	e->ndone += !done->noskip; /* a file read again was counted */
	e->bytes_done += done->res->stats->bytes;
	e->st->scan_wall_ns = clock_ns(CLOCK_MONOTONIC) - e->start_ns;
	if (done->skipped) {
		/* Decided once the other files have ended (skip_round). */
		skip_defer(e->skip, done->item, done->res);
	} else {
		if (e->out->stream) {
			done->res->path = xstrdup(done->item->path);
			if (e->out->renamed)
				done->sent = xstrdup(done->item->path);
			e->out->file(e->out->arg, done->res);
			done->res = NULL;
		}
		keep_ended(e, done->item, done->res, done->sent);
	}
	/* A job given to the pool is its after_work's to free. */
	if (!done->queued)
		free(done);
}

/* Once every file has ended: the files left unopened that matter after
 * all (skip.h) are queued to be read, true; or, when none does, the
 * others are kept as files with no result, false. */
static bool skip_round(struct engine *e)
{
	if (!e->skip || !skip_deferred(e->skip))
		return false;
	if (!ck_pr_load_int(&e->cancel)) {
		for (size_t i = 0; i < e->nfinished; i++)
			skip_note(e->skip, e->finished[i].item->path, e->finished[i].res,
				  e->finished[i].stub);
		struct discover_item **again;
		size_t n = skip_needed(e->skip, &again);
		for (size_t i = 0; i < n; i++) {
			struct job *j = new_job(e, again[i]);
			j->noskip = true;
			push_pending(e, j);
		}
		free(again);
		if (n)
			return true;
	}
	skip_release(e->skip, keep_skipped, e);
	return false;
}

static void finish(struct engine *e)
{
	/* The discovery thread has at most its last uv_async_send left,
	 * and the write of the folders' listings: join it before the
	 * handle closes under it. */
	uv_thread_join(&e->discover_thread);
	e->joined = true;
	uv_close((uv_handle_t *)&e->wake, NULL);
	if (e->cfg->timeout > 0)
		uv_close((uv_handle_t *)&e->timeout, NULL);
	if (e->out->stop)
		uv_close((uv_handle_t *)&e->stop, NULL);
	if (e->cfg->progress && !e->req->quiet) {
		uv_close((uv_handle_t *)&e->progress, NULL);
		if (e->progress_shown)
			fputs("\r\033[K", stderr);
	}
}

/* How much work a file is, for batching: its bytes, or with the index
 * a quarter of them (a fresh entry reads a tenth of that, and no decoding). */
static uint64_t weight(const struct engine *e, const struct discover_item *item)
{
	return indexed(e, item) ? item->size / 4 : item->size;
}

static void dispatch(struct engine *e)
{
	struct discover_item *item;
	while (ck_ring_dequeue_spsc(&e->found, e->found_buf, &item)) {
		uv_sem_post(&e->space);
		heap_push(e, item);
	}
	bool cancelled = ck_pr_load_int(&e->cancel);
	while (e->inflight < e->max_inflight && (e->npending || e->nheap)) {
		struct job *j;
		if (e->npending) {
			j = e->pending[--e->npending];
		} else if (cancelled) {
			break;
		} else {
			struct discover_item *item = heap_pop(e);
			e->st->files++;
			uint64_t p = e->cfg->part_size;
			/* With the index, a file is read whole: its entry is
			 * made in one piece. */
			if (item->size >= 2 * p && e->cfg->jobs > 1 && item->shape == SHAPE_LINES &&
			    !item->compressed && !indexed(e, item)) {
				/* Parts go to every thread; the stack is taken
				 * from its end, so push the last part first. */
				struct split *sp = xcalloc(1, sizeof *sp);
				sp->n = (size_t)((item->size + p - 1) / p);
				sp->parts = xcalloc(sp->n, sizeof *sp->parts);
				for (size_t k = sp->n; k-- > 0;) {
					struct job *pj = new_job(e, item);
					pj->split = sp;
					pj->part = k;
					push_pending(e, pj);
				}
				continue;
			}
			j = new_job(e, item);
			if (weight(e, item) < BATCH_BYTES && e->nheap &&
			    weight(e, e->heap[0]) < BATCH_BYTES) {
				/* The heap gives the largest first: the rest of the
				 * small files join this one's batch. */
				struct job *b = new_job(e, NULL);
				uint64_t bytes = weight(e, item);
				b->batch = xmalloc(BATCH_FILES * sizeof *b->batch);
				b->batch[b->nbatch++] = j;
				while (e->nheap && b->nbatch < BATCH_FILES &&
				       bytes + weight(e, e->heap[0]) <= BATCH_BYTES) {
					struct discover_item *more = heap_pop(e);
					e->st->files++;
					bytes += weight(e, more);
					b->batch[b->nbatch++] = new_job(e, more);
				}
				j = b;
			}
		}
		e->inflight++;
		j->queued = true;
		uv_queue_work(&e->loop, &j->req, work, after_work);
	}
	if (cancelled) {
		/* Files found but not started are left out (--timeout). */
		while (e->nheap)
			discover_item_free(heap_pop(e));
	}
	if (e->inflight == 0 && e->nheap == 0 && e->npending == 0 && ck_pr_load_int(&e->discovery_done) &&
	    ck_ring_size(&e->found) == 0 && !e->joined) {
		if (skip_round(e))
			dispatch(e); /* starts them: never comes back here before they end */
		else
			finish(e);
	}
}

static void on_wake(uv_async_t *h)
{
	dispatch(h->data);
}

/* Cuts the run short (files not started are left out, those being read
 * stop at their next chunk), *why marked. */
static void cut_short(struct engine *e, bool *why)
{
	*why = true;
	ck_pr_store_int(&e->cancel, 1);
	dispatch(e);
}

static void on_timeout(uv_timer_t *t)
{
	struct engine *e = t->data;
	cut_short(e, &e->st->timed_out);
}

/* The caller's stop: as --timeout's, marked stopped. */
static void on_stop_poll(uv_timer_t *t)
{
	struct engine *e = t->data;
	if (!ck_pr_load_int(e->out->stop))
		return;
	uv_timer_stop(t);
	cut_short(e, &e->st->stopped);
}

static void on_progress(uv_timer_t *t)
{
	struct engine *e = t->data;
	double secs = (double)(clock_ns(CLOCK_MONOTONIC) - e->start_ns) / 1e9;
	fprintf(stderr, "\r\033[Kmemgrep: %zu/%llu files, %.0f MB/s", e->ndone,
		(unsigned long long)ck_pr_load_64(&e->nfound),
		secs > 0 ? (double)e->bytes_done / 1e6 / secs : 0.0);
	e->progress_shown = true;
}

/* --timeout's, the progress line's and the one that looks at the caller's
 * stop, as they apply; finish closes them. */
static void start_timers(struct engine *e)
{
	if (e->cfg->timeout > 0) {
		uv_timer_init(&e->loop, &e->timeout);
		e->timeout.data = e;
		uv_timer_start(&e->timeout, on_timeout, (uint64_t)(e->cfg->timeout * 1000), 0);
	}
	if (e->out->stop) {
		uv_timer_init(&e->loop, &e->stop);
		e->stop.data = e;
		uv_timer_start(&e->stop, on_stop_poll, 0, ENGINE_STOP_POLL_MS);
	}
	if (e->cfg->progress && !e->req->quiet) {
		/* Only for searches longer than a second. */
		uv_timer_init(&e->loop, &e->progress);
		e->progress.data = e;
		uv_timer_start(&e->progress, on_progress, 1000, 250);
	}
}

/* What the search may spend making entries: memgrep index makes them
 * all, MEMGREP_INDEX_BUILD_MB fixes it, else BUILD_FLOOR and each file's
 * share, added as discovery finds it. */
static void set_budget(struct engine *e, const struct matcher *m)
{
	e->store.build_claimed = 0;
	e->store.build_credit = 0;
	e->store.build_all = e->cfg->command == CMD_INDEX;
	if (e->cfg->index_build_bytes >= 0) {
		e->store.build_budget = (uint64_t)e->cfg->index_build_bytes;
		return;
	}
	/* BM25 decodes every line of a file without its entry, as with no
	 * prefilter. */
	bool pick = m && matcher_prefilter(m) && e->cfg->sort != SORT_BM25;
	e->store.build_budget = BUILD_FLOOR;
	e->build_share = pick ? BUILD_SHARE : BUILD_SHARE_DECODED;
	e->store.build_credit = pick ? BUILD_CREDIT : BUILD_CREDIT_DECODED;
}

/* The consolidated filter file (stages/index/filters.h), kept up to date
 * with the entries the run writes (loaded when one is). A search that
 * stops at another session's first line (show) writes no entry. */
static void filters_open(struct engine *e)
{
	if (!e->req->id_prefix)
		e->store.filters = ix_filters_open(&e->store);
}

/* Writes the filter file with the records noted by the run (when any); a
 * damaged file, or a damaged record the search's lookups found (bad), is
 * told once (it is written again, without the record). */
static void filters_close(struct engine *e, bool bad)
{
	struct mg_error err;
	if (e->store.filters && ix_filters_save(e->store.filters, bad, &err) != 0 &&
	    !ck_pr_load_int(&e->store.save_failed))
		e->out->warn(e->out->arg, err.msg);
	if (e->store.filters && (bad || ix_filters_state(e->store.filters) == IX_FILTERS_DAMAGED)) {
		struct sbuf b = {0};
		sbuf_printf(&b,
			    "the index's filter file %s/" IX_FILTERS_NAME " was damaged: it is written again",
			    e->store.dir);
		e->out->warn(e->out->arg, b.data);
		sbuf_free(&b);
	}
	ix_filters_free(e->store.filters);
	e->store.filters = NULL;
}

/* The index of the run, when it has one: its store, the filter file, the
 * folders' listings, the archived sessions and the budget for entries. */
static void open_index(struct engine *e, const struct matcher *m)
{
	if (e->cfg->index_dir) {
		struct mg_error err;
		e->indexed = ix_store_open(&e->store, e->cfg->index_dir, &err) == 0;
		e->store.cache = e->out->cache;
		if (!e->indexed) {
			struct sbuf b = {0};
			sbuf_printf(&b, "%s: searching without the index", err.msg);
			e->out->warn(e->out->arg, b.data);
			sbuf_free(&b);
		}
	}
	if (e->indexed)
		filters_open(e);
	if (e->indexed) {
		/* The caller's listings, those its cache keeps, or the run's. */
		e->dirs = e->out->dirs;
		if (!e->dirs && e->out->cache)
			e->dirs = dirs_kept_take(e->out->cache, &e->store, &e->dirs_item);
		e->own_dirs = !e->dirs;
		e->dirs = e->dirs ? e->dirs : ix_dirs_new();
	}
	/* memgrep index makes the entries of the files there are; the
	 * others read the kept ones too when the run keeps. */
	if (e->indexed && e->cfg->keep && e->cfg->command != CMD_INDEX)
		e->archive = archive_new(&e->store);
	if (e->indexed)
		set_budget(e, m);
	if (e->indexed)
		e->skip = skip_new(e->cfg, e->req, m, &e->store, e->out->slim && !e->out->stream);
}

void engine_run(const struct config *cfg, const struct search_req *req, const struct matcher *m, int stdin_fd,
		const struct engine_collect *out, struct engine_stats *st)
{
	/* The pool size must be set before the first libuv call. A server
	 * sets it once, before its searches run on several threads, where
	 * setenv would race with getenv. */
	char pool[16];
	snprintf(pool, sizeof pool, "%u", cfg->jobs);
	const char *set = getenv("UV_THREADPOOL_SIZE");
	if (!set || strcmp(set, pool) != 0)
		setenv("UV_THREADPOOL_SIZE", pool, 1);

	struct engine *e = xcalloc(1, sizeof *e);
	memset(st, 0, sizeof *st);
	e->cfg = cfg;
	e->req = req;
	e->m = m;
	e->out = out;
	e->st = st;
	e->stdin_fd = stdin_fd;
	e->start_ns = clock_ns(CLOCK_MONOTONIC);
	e->leaf_folders = u64set_new(LEAF_FOLDERS);
	open_index(e, m);
	e->max_inflight = (size_t)cfg->jobs * 16;
	if (e->max_inflight > RING_SIZE / 2)
		e->max_inflight = RING_SIZE / 2;
	ck_ring_init(&e->found, RING_SIZE);
	ck_ring_init(&e->done, RING_SIZE);
	uv_sem_init(&e->space, 0);
	uv_mutex_init(&e->ctx_lock);
	uv_key_create(&e->ctx_key);
	uv_loop_init(&e->loop);
	uv_async_init(&e->loop, &e->wake, on_wake);
	e->wake.data = e;
	start_timers(e);
	uv_thread_create(&e->discover_thread, discover_main, e);
	uv_run(&e->loop, UV_RUN_DEFAULT);
	uv_loop_close(&e->loop);

	/* Discovery has ended: the items' paths are final. Each file takes
	 * a copy made on this thread: the items and their strings, made on
	 * the discovery thread, are then all freed, so the whole of its
	 * malloc arena can go back to the system (search.c, search_scan),
	 * where strings kept to the end would hold its pages (issue 32). */
	for (size_t i = 0; i < e->nfinished; i++) {
		struct ended *j = &e->finished[i];
		if (j->stub) {
			j->stub->path = xstrdup(j->item->path);
		} else if (j->res) {
			j->res->path = xstrdup(j->item->path);
			out->file(out->arg, j->res);
		} else if (j->sent && strcmp(j->sent, j->item->path) != 0) {
			out->renamed(out->arg, j->sent, j->item->path);
		}
		free(j->sent);
		discover_item_free(j->item);
	}
	free(e->finished);
	free(e->heap);
	free(e->pending);
	for (size_t i = 0; i < e->nctxs; i++)
		scan_ctx_free(e->ctxs[i]);
	free(e->ctxs);
	u64set_free(e->leaf_folders);
	uv_key_delete(&e->ctx_key);
	uv_mutex_destroy(&e->ctx_lock);
	uv_sem_destroy(&e->space);
	st->index_unsaved = e->indexed && ck_pr_load_int(&e->store.save_failed);
	int damaged = e->indexed ? ck_pr_load_int(&e->store.damaged) : 0;
	if (damaged > 1) {
		char msg[200];
		snprintf(msg, sizeof msg,
			 "%d more index entries could not be used (damaged): "
			 "made again",
			 damaged - 1);
		out->warn(out->arg, msg);
	}
	archive_free(e->archive);
	bool bad = skip_damaged(e->skip);
	skip_free(e->skip);
	if (e->own_dirs)
		ix_dirs_free(e->dirs);
	dirs_kept_give(e->out->cache, e->dirs_item);
	filters_close(e, bad);
	ix_store_close(&e->store);
	free(e);
}

void engine_prune_daily(const struct config *cfg)
{
	struct ix_store store;
	struct mg_error err;
	/* Most searches stop at one stat: the store is opened (its folder
	 * checked and made private) only on the day's first. */
	if (!cfg->index_dir || ix_prune_recent(cfg->index_dir, IX_PRUNE_EVERY_NS) ||
	    ix_store_open(&store, cfg->index_dir, &err) != 0)
		return;
	if (ix_prune_due(&store, IX_PRUNE_EVERY_NS)) {
		struct ix_survey left;
		uint64_t pruned;
		/* MEMGREP_KEEP=off, a setting for one run, drops nothing the
		 * folder keeps. */
		bool keep = cfg->keep || ix_keep_marked(store.dir);
		ix_prune(&store, keep, ix_now_ns() - IX_TEMP_AGE_NS, &left, &pruned, &err);
	}
	ix_store_close(&store);
}
