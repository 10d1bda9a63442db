/* engine: discovery thread -> ck_ring -> libuv loop -> uv_queue_work
 * (scan_file on the thread pool) -> ck_ring -> collector.
 *
 * The discovery ring is single-producer (the discovery thread) and
 * single-consumer (the loop thread); when it is full the producer waits on a
 * semaphore that the loop posts as it takes items. The result ring is
 * multi-producer (pool threads) and single-consumer (the loop thread); at
 * most `max_inflight` files are in flight, fewer than its size, so a push
 * never fails. */
#include "pipeline/engine.h"

#include <ck_pr.h>
#include <ck_ring.h>
#include <fcntl.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <uv.h>

#include "pipeline/scan_file.h"
#include "pipeline/xalloc.h"
#include "stages/discover.h"

enum { RING_SIZE = 1024 };

struct job {
	uv_work_t req;
	struct engine *e;
	struct discover_item *item;
	struct file_res *res;
};

struct engine {
	const struct config *cfg;
	const struct matcher *m;
	const struct engine_collect *out;
	int stdin_fd;
	uv_loop_t loop;
	uv_async_t wake;
	uv_thread_t discover_thread;
	uv_sem_t space;
	ck_ring_t found;
	ck_ring_buffer_t found_buf[RING_SIZE];
	ck_ring_t done;
	ck_ring_buffer_t done_buf[RING_SIZE];
	int discovery_done; /* ck_pr */
	size_t inflight, max_inflight, nfiles;
	struct job **finished; /* every job, in the order they ended */
	size_t nfinished, capfinished;
	bool joined;
	/* Worker contexts: one per pool thread, made on first use. */
	uv_mutex_t ctx_lock;
	struct scan_ctx **ctxs;
	size_t nctxs, capctxs;
	uv_key_t ctx_key;
};

static void on_found(void *arg, struct discover_item *item)
{
	struct engine *e = arg;
	while (!ck_ring_enqueue_spsc(&e->found, e->found_buf, item))
		uv_sem_wait(&e->space);
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
	struct discover_cb cb = {on_found, on_warn, e};
	discover_run(e->cfg, e->stdin_fd, &cb);
	ck_pr_store_int(&e->discovery_done, 1);
	uv_async_send(&e->wake);
}

static struct scan_ctx *worker_ctx(struct engine *e)
{
	struct scan_ctx *c = uv_key_get(&e->ctx_key);
	if (c)
		return c;
	c = scan_ctx_new(e->cfg, e->m);
	uv_key_set(&e->ctx_key, c);
	uv_mutex_lock(&e->ctx_lock);
	xgrow((void **)&e->ctxs, &e->capctxs, e->nctxs + 1, sizeof *e->ctxs);
	e->ctxs[e->nctxs++] = c;
	uv_mutex_unlock(&e->ctx_lock);
	return c;
}

static void work(uv_work_t *req)
{
	struct job *j = req->data;
	struct engine *e = j->e;
	struct file_res *res = xcalloc(1, sizeof *res);
	res->dev = j->item->dev;
	res->ino = j->item->ino;
	int fd = j->item->fd;
	bool own = fd < 0;
	if (own)
		fd = open(j->item->path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		res->fd_error = errno;
	} else {
		scan_file(worker_ctx(e), fd, res);
		if (own)
			close(fd);
	}
	j->res = res;
	while (!ck_ring_enqueue_mpsc(&e->done, e->done_buf, j))
		; /* cannot happen: fewer jobs in flight than ring slots */
}

static void dispatch(struct engine *e);

static void after_work(uv_work_t *req, int status)
{
	(void)status;
	struct job *j = req->data;
	struct engine *e = j->e;
	struct job *done;
	while (ck_ring_dequeue_mpsc(&e->done, e->done_buf, &done)) {
		e->inflight--;
		/* Handed on once discovery has ended, when the path of its item
		 * is final (discover may replace it by a smaller one). */
		xgrow((void **)&e->finished, &e->capfinished, e->nfinished + 1, sizeof *e->finished);
		e->finished[e->nfinished++] = done;
	}
	dispatch(e);
}

static void dispatch(struct engine *e)
{
	struct discover_item *item;
	while (e->inflight < e->max_inflight && ck_ring_dequeue_spsc(&e->found, e->found_buf, &item)) {
		uv_sem_post(&e->space);
		struct job *j = xcalloc(1, sizeof *j);
		j->e = e;
		j->item = item;
		j->req.data = j;
		e->inflight++;
		e->nfiles++;
		uv_queue_work(&e->loop, &j->req, work, after_work);
	}
	if (e->inflight == 0 && ck_pr_load_int(&e->discovery_done) && ck_ring_size(&e->found) == 0 && !e->joined) {
		/* The discovery thread has at most its last uv_async_send
		 * left: join it before the handle closes under it. */
		uv_thread_join(&e->discover_thread);
		e->joined = true;
		uv_close((uv_handle_t *)&e->wake, NULL);
	}
}

static void on_wake(uv_async_t *h)
{
	dispatch(h->data);
}

size_t engine_run(const struct config *cfg, const struct matcher *m, int stdin_fd, const struct engine_collect *out)
{
	/* The pool size must be set before the first libuv call. */
	char pool[16];
	snprintf(pool, sizeof pool, "%u", cfg->jobs);
	setenv("UV_THREADPOOL_SIZE", pool, 1);

	struct engine *e = xcalloc(1, sizeof *e);
	e->cfg = cfg;
	e->m = m;
	e->out = out;
	e->stdin_fd = stdin_fd;
	e->max_inflight = (size_t)cfg->jobs * 4;
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
	uv_thread_create(&e->discover_thread, discover_main, e);
	uv_run(&e->loop, UV_RUN_DEFAULT);
	uv_loop_close(&e->loop);

	/* Discovery has ended: the items' paths are final. */
	size_t n = e->nfiles;
	for (size_t i = 0; i < e->nfinished; i++) {
		struct job *j = e->finished[i];
		j->res->path = j->item->path;
		free(j->item);
		out->file(out->arg, j->res);
		free(j);
	}
	free(e->finished);
	for (size_t i = 0; i < e->nctxs; i++)
		scan_ctx_free(e->ctxs[i]);
	free(e->ctxs);
	uv_key_delete(&e->ctx_key);
	uv_mutex_destroy(&e->ctx_lock);
	uv_sem_destroy(&e->space);
	free(e);
	return n;
}
