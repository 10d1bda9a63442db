/* search: one search from a parsed config to printed results (see
 * search.h). The collector takes the engine's file results: without
 * --stream it keeps them for rank; with it, it ranks and prints each file's
 * matches as the file ends. Markdown memory files are kept apart and print
 * after the sessions. */
#include "pipeline/search/search.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <ck_pr.h>

#include "pipeline/search/engine.h"
#include "pipeline/search/scan_file.h"
#include "pipeline/base/xalloc.h"
#include "stages/discover.h"
#include "stages/source/decode.h"
#include "stages/format.h"
#include "stages/index_filter.h"
#include "stages/match.h"
#include "stages/memory.h"
#include "stages/rank.h"
#include "stages/timeline.h"

struct collector {
	const struct config *cfg;
	const struct search_io *io;
	struct file_res **files;
	size_t n, cap;
	struct file_res **mems; /* markdown memory files */
	size_t nmems, capmems;
	struct run_stats st;
	uint64_t warnings;
	/* --stream */
	struct rank_stream *rs;
	const struct format_ctx *fc;
	struct msg_rec **recs;
	size_t caprecs;
	uint64_t printed;
	bool closed; /* stdout was closed: stop printing */
	bool write_error;
	uint64_t scan_failed; /* files whose Hyperscan scan failed */
};

/* A warning line, unless quiet or the caller wants none. */
static void warn(struct collector *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void warn(struct collector *c, const char *fmt, ...)
{
	if (c->cfg->quiet || !c->io->err)
		return;
	va_list ap;
	va_start(ap, fmt);
	flockfile(c->io->err);
	fputs("memgrep: warning: ", c->io->err);
	vfprintf(c->io->err, fmt, ap);
	fputc('\n', c->io->err);
	funlockfile(c->io->err);
	va_end(ap);
}

static void count_file(struct collector *c, const struct file_res *res)
{
	struct run_stats *st = &c->st;
	st->bytes += res->stats.bytes;
	st->lines += res->stats.lines;
	st->decoded += res->stats.decoded;
	st->malformed += res->stats.malformed;
	st->messages += res->stats.messages;
	for (int r = 0; r < DROP_COUNT; r++)
		st->drops[r] += res->stats.drops[r];
	st->read += res->stats.ns_read;
	st->prefilter += res->stats.ns_prefilter;
	st->decode += res->stats.ns_decode;
	st->match += res->stats.ns_match;
	st->scan_cpu += res->stats.ns_cpu;
	if (res->fd_error)
		st->unreadable++;
	/* A file with no valid line counts as the fallback source's. */
	struct source_stats *ss = &st->by_source[res->source < SOURCE_COUNT ? res->source : SOURCE_CLAUDE];
	ss->files++;
	ss->bytes += res->stats.bytes;
	ss->lines += res->stats.lines;
	ss->messages += res->stats.messages;
	if (res->mem)
		ss->matches += res->mem->matches;
}

static void collect_file(void *arg, struct file_res *res)
{
	struct collector *c = arg;
	if (res->fd_error && !res->cut_short) {
		c->warnings++;
		warn(c, "cannot read %s: %s", res->path, strerror(res->fd_error));
	}
	if (res->scan_error) {
		c->warnings++;
		c->scan_failed++;
		warn(c, "cannot search %s: Hyperscan error %d", res->path, res->scan_error);
	}
	count_file(c, res);
	if (res->mem) {
		res->mem->path = xstrdup(res->path);
		xgrow((void **)&c->mems, &c->capmems, c->nmems + 1, sizeof *c->mems);
		c->mems[c->nmems++] = res;
		return;
	}
	if (c->rs) {
		struct session s;
		size_t n = rank_stream_file(c->rs, res, &s, &c->recs, &c->caprecs);
		if (n && !c->closed) {
			if (format_stream(c->fc, &s, c->recs, n, c->io->out) != 0) {
				c->closed = errno == EPIPE;
				c->write_error = !c->closed;
			}
			c->printed += n;
			c->st.matches += n;
		}
		file_res_free(res);
		return;
	}
	xgrow((void **)&c->files, &c->cap, c->n + 1, sizeof *c->files);
	c->files[c->n++] = res;
}

static void collect_warn(void *arg, const char *msg)
{
	struct collector *c = arg;
	ck_pr_inc_64(&c->warnings);
	warn(c, "%s", msg);
}

static int cmp_path(const void *a, const void *b)
{
	const struct file_res *x = *(struct file_res *const *)a, *y = *(struct file_res *const *)b;
	return strcmp(x->path, y->path);
}

static uint64_t now(int clock)
{
	return clock_ns(clock);
}

/* The scope named in the no-result message: the PATHs, or the default roots
 * searched. Warns of a missing default root; *missing_root is set when no
 * source has anything to read (docs/reference.md §1: exit 1). */
static void scope_of(const struct config *cfg, struct collector *col, struct sbuf *scope, bool *missing_root)
{
	*missing_root = false;
	for (size_t i = 0; i < cfg->npaths; i++) {
		sbuf_adds(scope, i ? ", " : "");
		sbuf_adds(scope, cfg->paths[i]);
	}
	if (cfg->npaths)
		return;
	const char *roots[SOURCE_COUNT];
	size_t nroots = discover_default_roots(cfg, roots), missing = 0;
	for (size_t i = 0; i < nroots; i++) {
		sbuf_adds(scope, i ? ", " : "");
		sbuf_adds(scope, roots[i]);
		struct stat st;
		if (stat(roots[i], &st) == 0)
			continue;
		missing++;
		warn(col, "no history found: %s does not exist", roots[i]);
	}
	if (cfg->sources & SRC_MEMORY)
		sbuf_adds(scope, nroots ? ", markdown memory" : "markdown memory");
	*missing_root = nroots && missing == nroots && !(cfg->sources & SRC_MEMORY);
}

/* Ranks what the collector kept, and counts it in the stats. */
static void rank_all(const struct config *cfg, const struct matcher *m, struct collector *col,
		     const struct engine_stats *es, struct rank_result *rr)
{
	struct run_stats *st = &col->st;
	rank_run(cfg, m, col->files, col->n, rr);
	if (es->timed_out)
		rr->capped = true;
	for (size_t i = 0; i < rr->nsessions; i++)
		st->matches += rr->sessions[i]->kept ? rr->sessions[i]->nmatches : 0;
	st->sessions = cfg->flat ? 0 : rr->total;
	if (cfg->flat)
		for (size_t i = 0; i < rr->nsessions; i++)
			st->sessions += rr->sessions[i]->kept && rr->sessions[i]->nmatches;
	for (size_t i = 0; i < rr->nsessions; i++) {
		struct session *s = rr->sessions[i];
		for (size_t k = 0; s->kept && k < s->nmatches; k++) {
			unsigned f = s->matches[k]->file->source;
			st->by_source[f < SOURCE_COUNT ? f : SOURCE_CLAUDE].matches++;
		}
	}
	st->drops[DROP_FORK] += rr->drops_fork;
	st->drops[DROP_SESSION] += rr->drops_session;
	st->drops[DROP_DUPLICATE] += rr->drops_duplicate;
}

/* Notes a failed write: a closed pipe ends the output quietly. */
static void write_failed(struct collector *col)
{
	if (errno == EPIPE)
		col->closed = true;
	else
		col->write_error = true;
}

int search_run(const struct config *cfg, const struct search_io *io, struct search_result *res)
{
	uint64_t w0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
	memset(res, 0, sizeof *res);
	struct matcher *m = matcher_new(cfg, &res->err);
	if (!m) {
		res->failure = SEARCH_BAD_QUERY;
		return MG_ERROR;
	}
	int stdin_fd = -1;
	if (discover_check(cfg, &stdin_fd, &res->err) != 0) {
		matcher_free(m);
		res->failure = SEARCH_BAD_PATH;
		return MG_ERROR;
	}
	FILE *out = io->out;
	struct collector col = {.cfg = cfg, .io = io};
	struct sbuf scope = {0};
	bool missing_root;
	scope_of(cfg, &col, &scope, &missing_root);

	struct match_scratch *ms = match_scratch_new(m);
	struct scan_texts src = {scan_ctx_new(cfg, m), stdin_fd, NULL, -1};
	struct format_ctx fc = {.cfg = cfg,
				.stats = &col.st,
				.ms = ms,
				.src = {scan_texts_read, &src},
				.scope = scope.data,
				.home = getenv("HOME"),
				.json_no_text = io->json_no_text};
	col.fc = &fc;
	if (cfg->stream)
		col.rs = rank_stream_new(cfg, m);
	struct engine_collect ec = {collect_file, collect_warn, &col, cfg->stream};
	struct engine_stats es = {0};
	if (!missing_root)
		engine_run(cfg, m, stdin_fd, &ec, &es);
	struct run_stats *st = &col.st;
	st->threads = cfg->jobs;
	/* A source is reported when its default root was searched or when
	 * its files were read (a rollout in a PATH is Codex without --codex). */
	st->sources = cfg->npaths ? 0 : cfg->sources;
	for (int i = 0; i < SOURCE_COUNT; i++)
		if (st->by_source[i].files)
			st->sources |= 1u << i;
	st->files = es.files;
	st->discover_wall = es.discover_wall_ns;
	st->discover_cpu = es.discover_cpu_ns;
	st->scan_wall = es.scan_wall_ns;
	st->timed_out = res->timed_out = es.timed_out;
	if (st->malformed) {
		col.warnings++;
		warn(&col, "skipped %llu malformed line%s", (unsigned long long)st->malformed,
		     st->malformed == 1 ? "" : "s");
	}
	if (es.timed_out)
		warn(&col, "the search was cut short by --timeout %g: results are partial", cfg->timeout);

	struct rank_result rr = {0};
	uint64_t rw = now(CLOCK_MONOTONIC), rc0 = now(CLOCK_THREAD_CPUTIME_ID);
	if (!cfg->stream)
		rank_all(cfg, m, &col, &es, &rr);
	st->rank_wall = now(CLOCK_MONOTONIC) - rw;
	st->rank_cpu = now(CLOCK_THREAD_CPUTIME_ID) - rc0;

	uint64_t fw = now(CLOCK_MONOTONIC), fc0 = now(CLOCK_THREAD_CPUTIME_ID);
	st->total_wall = fw - w0;
	st->total_cpu = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
	/* Markdown memory results, in path order, after the sessions. */
	struct mem_file **mems = xcalloc(col.nmems + 1, sizeof *mems);
	size_t nmem = 0;
	if (col.nmems)
		qsort(col.mems, col.nmems, sizeof *col.mems, cmp_path);
	for (size_t i = 0; i < col.nmems; i++) {
		if (col.mems[i]->mem->matches)
			mems[nmem++] = col.mems[i]->mem;
	}
	struct sbuf extra = {0};
	if (cfg->format == FMT_JSON && (cfg->sources & SRC_MEMORY)) {
		sbuf_adds(&extra, ",\"memory\":");
		format_memory_json(cfg, mems, nmem, &extra);
		fc.json_extra = extra.data;
	}
	bool sessions_out = cfg->stream ? col.printed > 0 : rr.nentries > 0;
	/* --timeline: the chart replaces the results; paging does not cut it
	 * and markdown memory is not in it. */
	if (cfg->timeline) {
		sessions_out = st->matches > 0;
		nmem = 0;
	}
	bool any = sessions_out || nmem > 0;
	int status = any ? MG_MATCH : MG_NOMATCH;
	if (cfg->timeline) {
		if ((sessions_out || cfg->format == FMT_JSON) && timeline_run(&fc, &rr, out) != 0)
			write_failed(&col);
	} else if (!cfg->stream && (rr.nentries || cfg->format == FMT_JSON ||
				    (nmem && cfg->format == FMT_TSV && cfg->header))) {
		if (format_run(&fc, &rr, out) != 0)
			write_failed(&col);
	}
	if (nmem && cfg->format != FMT_JSON && !col.closed && !col.write_error) {
		if (sessions_out && cfg->format == FMT_TEXT)
			fputc('\n', out);
		if (format_memory(cfg, mems, nmem, out) != 0 || fflush(out) != 0)
			write_failed(&col);
	}
	if (col.write_error) {
		mg_error_set(&res->err, "cannot write the results: %s", strerror(errno));
		res->failure = SEARCH_WRITE;
		status = MG_ERROR;
	} else if (col.closed) {
		status = MG_MATCH;
	}
	if (status == MG_NOMATCH && !cfg->quiet && !missing_root && io->err)
		format_no_result(&fc, io->err);
	st->format_wall = now(CLOCK_MONOTONIC) - fw;
	st->format_cpu = now(CLOCK_THREAD_CPUTIME_ID) - fc0;
	st->total_wall = now(CLOCK_MONOTONIC) - w0;
	st->total_cpu = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
	if (cfg->stats && io->err)
		format_stats(st, io->err);
	if (col.scan_failed && status != MG_ERROR) {
		mg_error_set(&res->err, "%llu file%s could not be searched",
			     (unsigned long long)col.scan_failed, col.scan_failed == 1 ? "" : "s");
		res->failure = SEARCH_SCAN;
		status = MG_ERROR;
	}
	if (cfg->strict && col.warnings && status != MG_ERROR && !col.closed) {
		mg_error_set(&res->err, "--strict: %llu warning%s", (unsigned long long)col.warnings,
			     col.warnings == 1 ? "" : "s");
		res->failure = SEARCH_STRICT;
		status = MG_ERROR;
	}

	scan_texts_close(&src);
	if (stdin_fd >= 0)
		close(stdin_fd);
	free(col.recs);
	for (size_t i = 0; i < col.nmems; i++)
		file_res_free(col.mems[i]);
	free(col.mems);
	free(mems);
	sbuf_free(&extra);
	rank_stream_free(col.rs);
	scan_ctx_free(src.ctx);
	match_scratch_free(ms);
	if (!cfg->stream)
		rank_free(&rr);
	else
		free(col.files);
	sbuf_free(&scope);
	matcher_free(m);
	return status;
}
