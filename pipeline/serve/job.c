/* job: the search threads of `memgrep serve` (see job.h). A job comes in
 * from the loop thread with its config parsed; it goes back to the loop
 * thread with its json in memory, or its failure in res. */
#include "pipeline/serve/job.h"

#include <ck_pr.h>
#include <stdio.h>
#include <stdlib.h>

void job_free(struct job *j)
{
	config_free(&j->cfg);
	for (int i = 0; i < j->argc; i++)
		free(j->argv[i]);
	free(j->argv);
	free(j->body);
	free(j);
}

/* A job whose client has gone, before or while it ran. */
static void stopped(struct job *j)
{
	j->status = MG_ERROR;
	j->res.failure = SEARCH_STOPPED;
	mg_error_set(&j->res.err, "the search was stopped: its client had gone");
}

static void run_job(struct job *j)
{
	if (ck_pr_load_int(&j->stop)) {
		stopped(j);
		return;
	}
	FILE *out = open_memstream(&j->body, &j->len);
	if (!out) {
		j->status = MG_ERROR;
		j->res.failure = SEARCH_WRITE;
		mg_error_set(&j->res.err, "cannot hold the results in memory");
		return;
	}
	struct search_io io = {out, NULL, j->index, &j->stop, j->cache, NULL, NULL};
	j->status = search_run(&j->cfg, &io, &j->res);
	if (fclose(out) != 0 && j->status != MG_ERROR) {
		j->status = MG_ERROR;
		j->res.failure = SEARCH_WRITE;
		mg_error_set(&j->res.err, "cannot hold the results in memory");
	}
}

static void runner_main(void *arg)
{
	struct job_pool *p = arg;
	for (;;) {
		uv_sem_wait(&p->todo_sem);
		struct job *j;
		if (!ck_ring_dequeue_spmc(&p->todo, p->todo_buf, &j)) {
			if (ck_pr_load_int(&p->quit))
				return;
			continue;
		}
		run_job(j);
		while (!ck_ring_enqueue_mpsc(&p->done, p->done_buf, j))
			; /* cannot happen: at most nrunners jobs are out */
		uv_async_send(&p->wake);
	}
}

static void start_waiting(struct job_pool *p)
{
	while (p->wait_head && p->running < p->nrunners) {
		struct job *j = p->wait_head;
		p->wait_head = j->next;
		if (!p->wait_head)
			p->wait_tail = NULL;
		p->running++;
		j->started = true;
		ck_ring_enqueue_spmc(&p->todo, p->todo_buf, j);
		uv_sem_post(&p->todo_sem);
	}
}

static void on_wake(uv_async_t *h)
{
	struct job_pool *p = h->data;
	struct job *j;
	while (ck_ring_dequeue_mpsc(&p->done, p->done_buf, &j)) {
		p->running--;
		p->jobs--;
		if (j->res.failure == SEARCH_STOPPED)
			p->cancelled++;
		else
			p->finished++;
		p->answer(j);
		job_free(j);
	}
	start_waiting(p);
}

void job_pool_cancel(struct job_pool *p, struct job *j)
{
	ck_pr_store_int(&j->stop, 1);
	if (j->started)
		return; /* its runner stops it and hands it back */
	struct job **at = &p->wait_head, *prev = NULL;
	while (*at != j) {
		prev = *at;
		at = &(*at)->next;
	}
	*at = j->next;
	if (p->wait_tail == j)
		p->wait_tail = prev;
	p->jobs--;
	p->cancelled++;
	stopped(j);
	p->answer(j);
	job_free(j);
}

void job_pool_start(struct job_pool *p, size_t nrunners)
{
	p->nrunners = nrunners < JOB_MAX_RUNNERS ? nrunners : JOB_MAX_RUNNERS;
	ck_ring_init(&p->todo, JOB_RING);
	ck_ring_init(&p->done, JOB_RING);
	uv_sem_init(&p->todo_sem, 0);
	for (size_t i = 0; i < p->nrunners; i++)
		uv_thread_create(&p->runners[i], runner_main, p);
}

void job_pool_listen(struct job_pool *p, uv_loop_t *loop, void (*answer)(struct job *))
{
	p->answer = answer;
	uv_async_init(loop, &p->wake, on_wake);
	p->wake.data = p;
}

void job_pool_submit(struct job_pool *p, struct job *j)
{
	p->jobs++;
	if (p->wait_tail)
		p->wait_tail->next = j;
	else
		p->wait_head = j;
	p->wait_tail = j;
	start_waiting(p);
}

void job_pool_close(struct job_pool *p)
{
	uv_close((uv_handle_t *)&p->wake, NULL);
}

void job_pool_stop(struct job_pool *p)
{
	ck_pr_store_int(&p->quit, 1);
	for (size_t i = 0; i < p->nrunners; i++)
		uv_sem_post(&p->todo_sem);
	for (size_t i = 0; i < p->nrunners; i++)
		uv_thread_join(&p->runners[i]);
	uv_sem_destroy(&p->todo_sem);
}
