/* pick_work: the searches of `memgrep pick` (docs/reference.md §15), each
 * one search_run on a thread of its own so that the screen never waits
 * for one. A worker holds at most one job waiting and one running: a new
 * job replaces the waiting one and stops the running one through its
 * search's stop flag (search_io.stop, as serve stops a search whose client
 * has gone), so only the latest keystroke's search runs to its end. A
 * finished job is left in the worker's `done` slot and one byte is
 * written to the wake pipe, which the interface polls beside the
 * terminal. A stream job (the list's search) also tells the sessions its
 * search finds as each file ends (search_io.found): the rows wait in the
 * job for the interface to take (pick_worker_found), the first of them
 * and then at most one each PICK_STREAM_MS waking it.
 *
 * A job owns its argv (the words of one memgrep command line) and, once
 * run, the text the search printed and what it wrote on stderr; the
 * worker owns the jobs handed to it until pick_worker_take gives the
 * finished one back. Nothing here fails: a search that fails says so in
 * the job's status and res. */
#ifndef MEMGREP_PICK_WORK_H
#define MEMGREP_PICK_WORK_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

#include "pipeline/pick/pick_model.h"
#include "pipeline/search/result.h"

struct pick_job {
	char **argv; /* owned words, argv[0] the program */
	int argc;
	unsigned gen;	/* the interface's count of requests, to drop stale answers */
	size_t columns; /* text wrapped to this width (0: none); colour on */
	int stop;	/* ck_pr: a newer job replaced it */
	bool stream;	/* the list's search: its rows are told as it finds them */
	/* While it runs (stream; its worker's lock guards them): the rows
	 * of the sessions its files held as they ended, not taken yet
	 * (pick_worker_found), and the files read so far. */
	struct pick_worker *w;
	struct pick_row *found;
	size_t nfound, capfound;
	uint64_t files;
	double woke; /* when its rows last woke the interface */
	/* After the run: */
	char *out, *err; /* what it printed on stdout and stderr, NUL-ended */
	size_t out_len, err_len;
	int status; /* search_run's, or MG_ERROR when its argv did not parse */
	struct search_result res;
	double ms; /* its wall time */
	struct pick_job *next;
};

/* The monotonic clock, in milliseconds. */
double pick_now_ms(void);

/* A job of the argc words of argv, copied. */
struct pick_job *pick_job_new(char **argv, int argc, unsigned gen);
void pick_job_free(struct pick_job *j);

struct pick_worker {
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	struct pick_job *waiting, *running, *done;
	bool quit;
	int wake_fd; /* written one byte when a job is done */
};

/* Starts the thread; wake_fd is the write end of the interface's pipe. */
void pick_worker_start(struct pick_worker *w, int wake_fd);
/* Hands j over: it replaces the job waiting (freed) and stops the one
 * running. */
void pick_worker_submit(struct pick_worker *w, struct pick_job *j);
/* The latest finished job (the caller frees it), or NULL. */
struct pick_job *pick_worker_take(struct pick_worker *w);
/* When the job running is gen's (a stream one): the rows it has found
 * since the last call, handed over (*rows, the caller's to free, NULL
 * when none; their count returned), and *files the files it has read so
 * far. Else 0, *files left as it was. */
size_t pick_worker_found(struct pick_worker *w, unsigned gen, struct pick_row **rows, uint64_t *files);
/* How long a stream job's rows wait at most before they wake the
 * interface (its first row wakes it at once). */
enum { PICK_STREAM_MS = 100 };

#endif
