/* pick_work: the search threads of `memgrep pick` (see pick_work.h). A
 * job's argv is parsed here, on the worker's thread, as the command line
 * would parse it; its config is then set for a screen: no progress line,
 * no pager, colour on (the interface reads the highlights from it) and
 * text wrapped to the pane's width. */
#include "pipeline/pick/pick_work.h"

#include <ck_pr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/xalloc.h"
#include "config/config.h"
#include "pipeline/search/search.h"

struct pick_job *pick_job_new(char **argv, int argc, unsigned gen)
{
	struct pick_job *j = xcalloc(1, sizeof *j);
	j->argv = xcalloc((size_t)argc + 1, sizeof(char *));
	for (int i = 0; i < argc; i++)
		j->argv[i] = xstrdup(argv[i]);
	j->argc = argc;
	j->gen = gen;
	return j;
}

void pick_job_free(struct pick_job *j)
{
	if (!j)
		return;
	for (int i = 0; i < j->argc; i++)
		free(j->argv[i]);
	free(j->argv);
	free(j->out);
	free(j->err);
	for (size_t i = 0; i < j->nfound; i++)
		pick_row_free(&j->found[i]);
	free(j->found);
	free(j);
}

double pick_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void wake(struct pick_worker *w)
{
	char one = 1;
	if (write(w->wake_fd, &one, 1) < 0) {
		/* The pipe is full: the interface has bytes to read already. */
	}
}

/* search_io.found, on the search's loop thread: the row of the session
 * a file held, kept for the interface. */
static void on_found(void *arg, const struct search_found *f)
{
	struct pick_job *j = arg;
	struct pick_row r;
	if (f->session_id)
		pick_row_found(&r, f);
	double now = pick_now_ms();
	pthread_mutex_lock(&j->w->lock);
	j->files = f->files;
	bool first = f->session_id && !j->woke;
	if (f->session_id) {
		xgrow((void **)&j->found, &j->capfound, j->nfound + 1, sizeof *j->found);
		j->found[j->nfound++] = r;
	}
	bool due = j->nfound && (first || now - j->woke >= PICK_STREAM_MS);
	if (due)
		j->woke = now;
	pthread_mutex_unlock(&j->w->lock);
	if (due)
		wake(j->w);
}

/* Runs j: its argv parsed (on a copy: getopt reorders it), then one
 * search into memory. */
static void run_job(struct pick_job *j)
{
	double t0 = pick_now_ms();
	char **args = xcalloc((size_t)j->argc + 1, sizeof(char *));
	memcpy(args, j->argv, (size_t)j->argc * sizeof(char *));
	FILE *out = open_memstream(&j->out, &j->out_len);
	FILE *err = open_memstream(&j->err, &j->err_len);
	struct config cfg;
	bool exit_now = false;
	struct mg_error perr = {{0}};
	/* getopt's state is the process's: one parse at a time. */
	static pthread_mutex_t parsing = PTHREAD_MUTEX_INITIALIZER;
	pthread_mutex_lock(&parsing);
	j->status = config_parse(&cfg, j->argc, args, &exit_now, &perr);
	pthread_mutex_unlock(&parsing);
	if (j->status != MG_MATCH || exit_now) {
		j->status = MG_ERROR;
		j->res.failure = SEARCH_BAD_ARG;
		j->res.err = perr;
	} else if (!ck_pr_load_int(&j->stop)) {
		cfg.progress = false;
		cfg.pager = false;
		cfg.color = true;
		cfg.columns = j->columns;
		struct search_io io = {out, err, false, &j->stop, NULL, j->stream ? on_found : NULL, j};
		j->status = search_run(&cfg, &io, &j->res);
	} else {
		j->status = MG_ERROR;
		j->res.failure = SEARCH_STOPPED;
	}
	config_free(&cfg);
	free(args);
	fclose(out);
	fclose(err);
	j->ms = pick_now_ms() - t0;
}

static void *worker_main(void *arg)
{
	struct pick_worker *w = arg;
	pthread_mutex_lock(&w->lock);
	for (;;) {
		while (!w->waiting && !w->quit)
			pthread_cond_wait(&w->cond, &w->lock);
		if (w->quit)
			break;
		struct pick_job *j = w->waiting;
		w->waiting = NULL;
		w->running = j;
		pthread_mutex_unlock(&w->lock);
		run_job(j);
		pthread_mutex_lock(&w->lock);
		w->running = NULL;
		pick_job_free(w->done);
		w->done = j;
		wake(w);
	}
	pthread_mutex_unlock(&w->lock);
	return NULL;
}

void pick_worker_start(struct pick_worker *w, int wake_fd)
{
	memset(w, 0, sizeof *w);
	w->wake_fd = wake_fd;
	pthread_mutex_init(&w->lock, NULL);
	pthread_cond_init(&w->cond, NULL);
	pthread_create(&w->thread, NULL, worker_main, w);
}

void pick_worker_submit(struct pick_worker *w, struct pick_job *j)
{
	pthread_mutex_lock(&w->lock);
	pick_job_free(w->waiting);
	j->w = w;
	w->waiting = j;
	if (w->running)
		ck_pr_store_int(&w->running->stop, 1);
	pthread_cond_signal(&w->cond);
	pthread_mutex_unlock(&w->lock);
}

struct pick_job *pick_worker_take(struct pick_worker *w)
{
	pthread_mutex_lock(&w->lock);
	struct pick_job *j = w->done;
	w->done = NULL;
	pthread_mutex_unlock(&w->lock);
	return j;
}

size_t pick_worker_found(struct pick_worker *w, unsigned gen, struct pick_row **rows, uint64_t *files)
{
	size_t n = 0;
	*rows = NULL;
	pthread_mutex_lock(&w->lock);
	struct pick_job *j = w->running;
	if (j && j->gen == gen && j->stream) {
		*rows = j->found;
		n = j->nfound;
		*files = j->files;
		j->found = NULL;
		j->nfound = j->capfound = 0;
	}
	pthread_mutex_unlock(&w->lock);
	return n;
}
