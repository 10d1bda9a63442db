/* job: the searches of `memgrep serve` and the threads that run them. A
 * job is one command line (its argv, parsed into cfg by
 * pipeline/serve/request.c) that search_run runs on one of the pool's
 * search threads, made at start (each search waits on its engine's loop
 * while libuv's shared pool scans), writing its json into memory.
 *
 * The loop thread hands a job over through the `todo` ring (ck_ring, one
 * producer, many consumers) and a semaphore; the runner pushes it into
 * the `done` ring (many producers, the loop consumes) and wakes the loop,
 * which calls the pool's `answer` with it and frees it. At most nrunners
 * jobs are in the rings at once, so a push never fails; later jobs wait
 * in a FIFO on the loop. Long-lived runners keep the process's memory
 * flat: the same thread stacks and malloc arenas serve every request.
 *
 * A job whose client has gone is cancelled (job_pool_cancel): one still
 * waiting in the FIFO is taken out and answered at once, one handed to
 * the runners is stopped through its search's stop flag (search_io.stop),
 * or never started; either way it ends as SEARCH_STOPPED.
 *
 * A job owns its argv, cfg and body (job_free); the pool owns the jobs
 * submitted to it until it hands each to `answer`. Nothing here fails:
 * a search that fails says so in the job's status and res. */
#ifndef MEMGREP_JOB_H
#define MEMGREP_JOB_H

#include <ck_ring.h>
#include <stdbool.h>
#include <stddef.h>
#include <uv.h>

#include "config/config.h"
#include "pipeline/search/search.h"

enum { JOB_RING = 128, JOB_MAX_RUNNERS = 64 };

struct http_request;

struct job {
	struct http_request *req;
	char **argv; /* owned strings; cfg points into them */
	int argc;
	struct config cfg;
	bool index; /* format=index: messages without "text" */
	/* Or NULL: the server's memory across requests (search_io.cache),
	 * not the job's. */
	struct mem_cache *cache;
	char *body; /* the json, when the search printed it */
	size_t len;
	int status; /* search_run's */
	struct search_result res;
	int stop;	  /* ck_pr: its client has gone (job_pool_cancel) */
	bool started;	  /* handed to the runners */
	struct job *next; /* waiting to start */
};

void job_free(struct job *j);

struct job_pool {
	ck_ring_t todo, done;
	ck_ring_buffer_t todo_buf[JOB_RING], done_buf[JOB_RING];
	uv_sem_t todo_sem;
	uv_thread_t runners[JOB_MAX_RUNNERS];
	size_t nrunners;
	int quit; /* ck_pr: runners end */
	uv_async_t wake;
	struct job *wait_head, *wait_tail;
	size_t running, jobs; /* jobs: running and waiting */
	/* Since the start (what /api/health counts): the jobs answered that
	 * ran to their end, and those job_pool_cancel took out or stopped. */
	size_t finished, cancelled;
	/* Called on the loop thread with each job done, which is freed
	 * after. */
	void (*answer)(struct job *j);
};

/* Starts nrunners search threads (at most JOB_MAX_RUNNERS). */
void job_pool_start(struct job_pool *p, size_t nrunners);
/* Answers, on loop's thread, the jobs done: from now on until
 * job_pool_close. */
void job_pool_listen(struct job_pool *p, uv_loop_t *loop, void (*answer)(struct job *));
/* Runs j when a thread is free; j->req is answered through `answer`. */
void job_pool_submit(struct job_pool *p, struct job *j);
/* The client of j, submitted and not yet answered, has gone: j is
 * answered (through `answer`, as SEARCH_STOPPED) and freed at once when
 * it is still waiting; else its search is stopped, and j answered when
 * its runner hands it back. On the loop thread. */
void job_pool_cancel(struct job_pool *p, struct job *j);
/* Closes the loop's handle of job_pool_listen (for the loop to end). */
void job_pool_close(struct job_pool *p);
/* Ends the threads, once the loop has ended. */
void job_pool_stop(struct job_pool *p);

#endif
