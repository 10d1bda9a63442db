/* search: one search from a parsed config to printed results (see
 * search.h). The collector takes the engine's file results: without
 * --stream it keeps them for rank; with it, it ranks and prints each file's
 * matches as the file ends. The files of text sources (markdown memory)
 * are kept apart and print after the sessions. */
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

#include "pipeline/search/archive.h"
#include "pipeline/search/commands.h"
#include "pipeline/search/dropped.h"
#include "pipeline/search/engine.h"
#include "pipeline/search/live.h"
#include "pipeline/search/merge.h"
#include "pipeline/search/scan.h"
#include "pipeline/search/scope.h"
#include "pipeline/search/slim.h"
#include "base/zread.h"
#include "base/xalloc.h"
#include "stages/discover.h"
#include "sources/decode.h"
#include "stages/output/format.h"
#include "stages/filter.h"
#include "stages/match.h"
#include "stages/output/partial.h"
#include "stages/rank.h"
#include "stages/output/stats.h"
#include "stages/output/timeline.h"

struct collector {
	const struct config *cfg;
	const struct search_req *req;
	const struct search_io *io;
	struct file_res **files;
	size_t n, cap;
	struct file_res **texts; /* files of a text source (markdown memory) */
	size_t ntexts, captexts;
	struct run_stats st;
	uint64_t warnings;
	/* --stream */
	struct rank_stream *rs;
	const struct format_ctx *fc;
	struct scan_texts *src; /* fc's texts: a long one printed is let go after its file */
	struct msg_rec **recs;
	size_t caprecs;
	uint64_t printed;
	/* The first malformed line: of the smallest path, its first line
	 * (the same whatever order files end in). */
	char *malformed_path;
	uint32_t malformed_line;
	/* --partial: files written as the map step's lines (so many). */
	bool partial;
	uint64_t partial_files;
	/* merge: the map steps warned of each file already. */
	bool merged;
	bool closed; /* stdout was closed: stop printing */
	bool write_error;
	uint64_t scan_failed;	  /* files whose Hyperscan scan failed */
	size_t archived_left_out; /* --stream -l/-c: archived sessions that matched */
	struct slim slim;	  /* the files with no result (slim.h) */
};

/* A warning line, unless quiet or the caller wants none. */
static void warn(struct collector *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void warn(struct collector *c, const char *fmt, ...)
{
	/* The no-result hint's passes warned already in the first. */
	if (c->cfg->quiet || !c->io->err || c->req->count_dropped || c->req->quiet)
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

/* Whether f is a file of a text source (markdown memory): its results are
 * its lines, not a session's. */
static bool text_file(const struct file_res *f)
{
	return f->source < SOURCE_COUNT && source_table[f->source].shape == SHAPE_TEXT;
}

/* The matching lines of a text file (its other records are context). */
static size_t text_matches(const struct file_res *f)
{
	size_t n = 0;
	for (size_t k = 0; k < f->recs.n; k++)
		n += (f->recs.v[k].flags & REC_HIT) != 0;
	return n;
}

/* Adds res's counts to the run's. What is read of them after is then in
 * its tally (file_res_settle), but --partial writes them whole. */
static void count_numbers(struct collector *c, struct file_res *res)
{
	struct run_stats *st = &c->st;
	/* BM25's counts and the raw groups are summed too, unread. */
	file_stats_add(&st->sum, res->stats, 0);
	if (res->fd_error)
		st->unreadable++;
	/* A file with no valid line counts as the fallback source's. */
	struct source_stats *ss =
	    &st->by_source[res->source < SOURCE_COUNT ? res->source : source_fallback()];
	ss->files++;
	ss->bytes += res->stats->bytes;
	ss->lines += res->stats->lines;
	ss->messages += res->stats->messages;
	if (text_file(res))
		ss->matches += text_matches(res);
	if (!c->partial)
		file_res_settle(res);
}

/* Counts res in the run: its counts unless they were as it ended
 * (collect_counted), and what is told under its final path. */
static void count_file(struct collector *c, struct file_res *res)
{
	if (res->stats)
		count_numbers(c, res);
	struct run_stats *st = &c->st;
	if (res->first_malformed &&
	    (!c->malformed_path || strcmp(res->path, c->malformed_path) < 0 ||
	     (strcmp(res->path, c->malformed_path) == 0 && res->first_malformed < c->malformed_line))) {
		free(c->malformed_path);
		c->malformed_path = xstrdup(res->path);
		c->malformed_line = res->first_malformed;
	}
	if (c->cfg->stats && !c->req->count_dropped)
		stats_add_events(st, res->path, res->events, res->nevents);
}

/* A file kept to the end, as it ends: its counts added to the run's
 * (engine.h, counted; never with --partial, which streams). */
static void collect_counted(void *arg, struct file_res *res)
{
	count_numbers(arg, res);
}

/* --partial: the file's lines for merge, at once (docs/reference.md §13). */
static void partial_file(struct collector *c, struct file_res *res)
{
	c->partial_files++;
	if (!c->closed && !c->write_error) {
		if (partial_write_file(c->cfg, res, &c->fc->src, c->fc->redact, c->io->out) != 0) {
			c->closed = errno == EPIPE;
			c->write_error = !c->closed;
		}
		/* Written while workers read, as --stream prints: a long text
		 * re-read is let go now, with the permit it took. */
		scan_ctx_settle(c->src->ctx);
	}
	file_res_free(res);
}

/* -l and -c list files: an archived session (its files deleted,
 * docs/reference.md §12) is left out, and counted (archived_note). */
static bool listed_elsewhere(const struct config *cfg, const struct session *s)
{
	return s->archived && (cfg->format == FMT_FILES || cfg->format == FMT_COUNT);
}

static void collect_file(void *arg, struct file_res *res)
{
	struct collector *c = arg;
	if (res->fd_error && !res->cut_short) {
		c->warnings += !c->merged;
		if (!c->merged)
			warn(c, "cannot read %s: %s", res->path, zread_strerror(res->fd_error));
	}
	if (res->index_warning) {
		c->warnings += !c->merged;
		if (!c->merged)
			warn(c, "%s", res->index_warning);
	}
	if (res->scan_error) {
		c->warnings += !c->merged;
		c->scan_failed += !c->merged;
		if (!c->merged)
			warn(c, "cannot search %s: Hyperscan error %d", res->path, res->scan_error);
	}
	count_file(c, res);
	if (c->partial) {
		partial_file(c, res);
		return;
	}
	if (text_file(res)) {
		xgrow((void **)&c->texts, &c->captexts, c->ntexts + 1, sizeof *c->texts);
		c->texts[c->ntexts++] = res;
		return;
	}
	if (c->rs) {
		struct session s;
		size_t n = rank_stream_file(c->rs, res, &s, &c->recs, &c->caprecs);
		if (n && listed_elsewhere(c->cfg, &s)) {
			c->archived_left_out++;
		} else if (n && !c->closed) {
			if (format_stream(c->fc, &s, c->recs, n, c->io->out) != 0) {
				c->closed = errno == EPIPE;
				c->write_error = !c->closed;
			}
			c->printed += n;
			c->st.matches += n;
			/* Printed while workers read: a long text is let go
			 * now, with the permit it took. */
			scan_ctx_settle(c->src->ctx);
		}
		file_res_free(res);
		return;
	}
	xgrow((void **)&c->files, &c->cap, c->n + 1, sizeof *c->files);
	c->files[c->n++] = res;
}

/* A file with no result, counted and kept as a stub (slim.h). */
static struct file_stub *collect_slim(void *arg, struct file_res *res)
{
	struct collector *c = arg;
	if (!slim_fits(c->cfg, res))
		return NULL;
	count_file(c, res);
	return slim_take(&c->slim, c->cfg, res);
}

/* --partial: a file written under a path a smaller one then replaced. */
static void collect_renamed(void *arg, const char *was, const char *now)
{
	struct collector *c = arg;
	if (!c->closed && !c->write_error && partial_write_rename(was, now, c->io->out) != 0) {
		c->closed = errno == EPIPE;
		c->write_error = !c->closed;
	}
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

/* A warning of the scope's (scope_warnings), as the collector warns. */
static void warn_scope(void *arg, const char *msg)
{
	warn(arg, "%s", msg);
}

/* Ranks what the collector kept, and counts it in the stats. */
static void rank_all(const struct config *cfg, const struct matcher *m, struct collector *col,
		     const struct engine_stats *es, struct rank_result *rr)
{
	struct run_stats *st = &col->st;
	uint64_t more = 0; /* the sessions of stubs only */
	slim_rank(&col->slim, cfg, col->req, m, &col->files, &col->n, &col->cap, rr, &more);
	if (es->timed_out)
		rr->capped = true;
	st->sessions_read = more;
	dropped_tally(cfg, col->req, m, rr, st);
}

/* Notes a failed write: a closed pipe ends the output quietly. */
static void write_failed(struct collector *col)
{
	if (errno == EPIPE)
		col->closed = true;
	else
		col->write_error = true;
}

/* One search under way: what the steps of search_run share. */
struct search {
	const struct config *cfg;
	const struct search_req *req; /* own.req */
	const struct search_io *io;
	struct matcher *m;
	int stdin_fd;
	struct collector col;
	struct search_scope scope;
	struct match_scratch *ms;
	struct scan_texts src;
	struct format_ctx fc;
	struct engine_stats es;
	struct rank_result rr;
	struct file_res **texts; /* text files with a match, in path order */
	size_t ntext;
	struct sbuf extra;	  /* json: the member named after the text source */
	uint64_t w0, c0, fw, fc0; /* start of the search, and of the format step */
	struct commands_own own;  /* the request the run makes (commands.h) */
	bool hint_later;	  /* no result: a second pass prints the message and its hint */
	struct merge_in *merge;	  /* memgrep merge: the partials, in place of the engine */
	struct found_ctx found;	  /* the caller's rows as they come (search_io.found) */
};

/* Compiles the query, checks the PATHs and sets up what the search reads
 * and prints with. False on MG_ERROR, with res filled. */
static bool search_open(struct search *s, const struct config *cfg, const struct search_req *req,
			const struct search_io *io, struct search_result *res, struct merge_in *merge)
{
	memset(s, 0, sizeof *s);
	s->merge = merge;
	s->w0 = now(CLOCK_MONOTONIC);
	s->c0 = now(CLOCK_PROCESS_CPUTIME_ID);
	memset(res, 0, sizeof *res);
	if (commands_prepare(cfg, req, &s->own, res) != MG_MATCH) {
		commands_release(&s->own);
		return false;
	}
	req = &s->own.req;
	/* The request's scope decides what the prefilter takes for a
	 * candidate (the hint's --scope session pass). */
	struct match_opts mo;
	match_opts_of(cfg, req->scope, &mo);
	mo.mem = io->cache;
	s->m = matcher_build(&mo, &res->err);
	if (!s->m) {
		res->failure = SEARCH_BAD_QUERY;
		commands_release(&s->own);
		return false;
	}
	s->stdin_fd = -1;
	if (!s->merge && discover_check(cfg, req, &s->stdin_fd, &res->err) != 0) {
		/* memgrep sessions WORD: the word was meant as a query. */
		if (cfg->command == CMD_SESSIONS || cfg->command == CMD_PROJECTS) {
			struct mg_error e = res->err;
			mg_error_set(&res->err,
				     "%s (memgrep %s takes folders, not a query: memgrep QUERY searches)",
				     e.msg, cfg->command == CMD_SESSIONS ? "sessions" : "projects");
		}
		matcher_free(s->m);
		res->failure = SEARCH_BAD_PATH;
		commands_release(&s->own);
		return false;
	}
	s->cfg = cfg;
	s->req = req;
	s->io = io;
	s->col = (struct collector){
	    .cfg = cfg, .req = req, .io = io, .partial = cfg->partial, .merged = s->merge != NULL};
	s->col.st.live = req->live, s->col.st.nlive = req->nlive;
	if (s->merge) {
		sbuf_printf(&s->scope.named, "the partial results of %s", merge_scope(s->merge));
		sbuf_adds(&s->scope.roots, s->scope.named.data);
	} else {
		scope_of(cfg, req, &s->scope);
		scope_warnings(cfg, req, &s->scope, warn_scope, &s->col);
	}
	s->ms = match_scratch_new(s->m);
	s->src = (struct scan_texts){.ctx = scan_ctx_new(cfg, req, s->m), .stdin_fd = s->stdin_fd, .fd = -1};
	s->fc = (struct format_ctx){
	    .cfg = cfg,
	    .stats = &s->col.st,
	    .ms = s->ms,
	    .src = {s->merge ? merge_text : scan_texts_read, s->merge ? (void *)s->merge : &s->src},
	    .scope = s->scope.named.data,
	    .roots = s->scope.roots.data,
	    .left_out = s->scope.left_out.data,
	    .widen = s->scope.widen.data,
	    .home = getenv("HOME"),
	    .json_no_text = io->json_no_text,
	    .redact = s->col.st.redact =
		cfg->no_redact ? NULL : redact_new(cfg->index_dir, io->cache)}; /* §4.6 */
	s->col.fc = &s->fc;
	s->col.src = &s->src;
	if (cfg->stream)
		s->col.rs = rank_stream_new(cfg, req, s->m);
	return true;
}

/* The one warning for the malformed lines of the run, naming the first. */
static void warn_malformed(struct collector *col)
{
	const struct run_stats *st = &col->st;
	if (!st->sum.malformed)
		return;
	/* Only the lines that were decoded are judged: the prefilter skips
	 * the others unread (docs/reference.md §5). */
	col->warnings++;
	warn(col, "skipped %llu malformed line%s of the %llu line%s decoded (the first: %s:%lu)",
	     (unsigned long long)st->sum.malformed, st->sum.malformed == 1 ? "" : "s",
	     (unsigned long long)st->sum.decoded, st->sum.decoded == 1 ? "" : "s",
	     col->malformed_path ? col->malformed_path : "?", (unsigned long)col->malformed_line);
}

/* The run's stats from the engine's (a search's; merge's are the map
 * steps' summed): sources searched (and those whose files were read),
 * files, times. */
static void take_engine_stats(struct search *s, unsigned sources, bool indexed)
{
	struct run_stats *st = &s->col.st;
	st->threads = s->cfg->jobs;
	st->indexed = indexed;
	st->sources = sources;
	for (int i = 0; i < SOURCE_COUNT; i++)
		if (st->by_source[i].files)
			st->sources |= 1u << i;
	st->files = s->es.files;
	st->discover_wall = s->es.discover_wall_ns;
	st->discover_cpu = s->es.discover_cpu_ns;
	st->scan_wall = s->es.scan_wall_ns;
	st->timed_out = s->es.timed_out;
}

/* Runs the engine (unless no source has anything to read) and counts what
 * it did in the stats, with the warnings it calls for. */
static void search_scan(struct search *s, struct search_result *res)
{
	const struct config *cfg = s->cfg;
	/* --partial writes each file as it ends, as --stream prints it. */
	struct engine_collect ec = {.file = collect_file, .warn = collect_warn, .arg = &s->col};
	ec.stream = cfg->stream || cfg->partial, ec.renamed = cfg->partial ? collect_renamed : NULL;
	ec.stop = s->io->stop, ec.cache = s->io->cache;
	ec.slim = slim_allowed(cfg, s->req) ? collect_slim : NULL;
	ec.counted = collect_counted;
	found_attach(&s->found, &ec, cfg, s->req, s->m, s->io->found, s->io->found_arg);
	if (!s->scope.missing_root)
		engine_run(cfg, s->req, s->m, s->stdin_fd, &ec, &s->es);
	/* What the discovery thread and the workers freed goes back before
	 * rank allocates on this thread (a server keeps it for its next
	 * requests). */
	if (!s->io->cache)
		xalloc_trim();
	/* A source is reported when its default root was searched or when
	 * its files were read (a rollout in a PATH is Codex without --codex). */
	take_engine_stats(s, s->req->npaths || s->req->files_from ? 0 : s->req->sources,
			  cfg->index_dir != NULL);
	res->timed_out = s->es.timed_out;
	/* A map step leaves it to merge, which counts every step's. */
	if (!cfg->partial)
		warn_malformed(&s->col);
	if (s->es.timed_out)
		warn(&s->col, "the search was cut short by --timeout %g: results are partial", cfg->timeout);
}

/* Ranks what was kept (--stream ranked each file as it ended), timed. */
static void search_rank(struct search *s)
{
	struct run_stats *st = &s->col.st;
	uint64_t rw = now(CLOCK_MONOTONIC), rc0 = now(CLOCK_THREAD_CPUTIME_ID);
	if (!s->cfg->stream)
		rank_all(s->cfg, s->m, &s->col, &s->es, &s->rr);
	st->rank_wall = now(CLOCK_MONOTONIC) - rw;
	st->rank_cpu = now(CLOCK_THREAD_CPUTIME_ID) - rc0;
}

/* The files of text sources (markdown memory) with a match, in path order;
 * for json, the document's member named after their source. */
static void collect_texts(struct search *s)
{
	struct collector *col = &s->col;
	s->texts = xcalloc(col->ntexts + 1, sizeof *s->texts);
	if (col->ntexts)
		qsort(col->texts, col->ntexts, sizeof *col->texts, cmp_path);
	for (size_t i = 0; i < col->ntexts; i++)
		if (text_matches(col->texts[i]))
			s->texts[s->ntext++] = col->texts[i];
	/* --timeline's json has no such member: none is built for it. */
	unsigned texts = s->req->sources & ~source_session_bits();
	for (size_t i = 0; s->cfg->format == FMT_JSON && !s->cfg->timeline && i < SOURCE_COUNT; i++) {
		if (!(texts & (1u << i)))
			continue;
		/* Its own files, in the same order. */
		struct file_res **own = xcalloc(s->ntext + 1, sizeof *own);
		size_t n = 0;
		for (size_t k = 0; k < s->ntext; k++)
			if (s->texts[k]->source == i)
				own[n++] = s->texts[k];
		sbuf_printf(&s->extra, ",\"%s\":", source_table[i].name);
		format_lines_json(s->cfg, s->fc.redact, own, n, &s->extra);
		free(own);
		s->fc.json_extra = s->extra.data;
	}
}

/* Prints the results: the sessions (or the timeline), then the files of
 * text sources (markdown memory). Returns MG_MATCH or MG_NOMATCH by what there was to print. */
static int search_print(struct search *s)
{
	const struct config *cfg = s->cfg;
	struct collector *col = &s->col;
	struct run_stats *st = &col->st;
	FILE *out = s->io->out;
	s->fw = now(CLOCK_MONOTONIC);
	s->fc0 = now(CLOCK_THREAD_CPUTIME_ID);
	st->total_wall = s->fw - s->w0;
	st->total_cpu = now(CLOCK_PROCESS_CPUTIME_ID) - s->c0;
	collect_texts(s);
	bool sessions_out = cfg->stream ? col->printed > 0 : s->rr.nentries > 0;
	/* --timeline: the chart replaces the results; paging does not cut it
	 * and markdown memory is not in it. */
	if (cfg->timeline) {
		sessions_out = st->matches > 0;
		s->ntext = 0;
	}
	int status = sessions_out || s->ntext > 0 ? MG_MATCH : MG_NOMATCH;
	if (cfg->timeline) {
		if ((sessions_out || cfg->format == FMT_JSON) && timeline_run(&s->fc, &s->rr, out) != 0)
			write_failed(col);
	} else if (!cfg->stream && (s->rr.nentries || cfg->format == FMT_JSON ||
				    (s->ntext && cfg->format == FMT_TSV && cfg->header))) {
		if (format_run(&s->fc, &s->rr, out) != 0)
			write_failed(col);
	}
	if (s->ntext && cfg->format != FMT_JSON && !col->closed && !col->write_error) {
		if (format_lines(cfg, s->fc.redact, s->texts, s->ntext, sessions_out, out) != 0)
			write_failed(col);
	}
	return status;
}

static void search_close(struct search *s);

/* Whether the search req asks finds a session (rank's total, before any
 * paging), printing nothing: the no-result hint's question. */
static bool search_finds(const struct config *cfg, const struct search_req *req)
{
	struct search s;
	struct search_result r;
	struct search_io io = {0};
	if (!search_open(&s, cfg, req, &io, &r, NULL))
		return false;
	search_scan(&s, &r);
	bool found = commands_excludes(&s.own, s.col.files, s.col.n, collect_warn, &s.col, &r) == MG_MATCH;
	search_rank(&s);
	found = found && s.rr.total > 0;
	search_close(&s);
	return found;
}

/* Whether --scope session finds what this search (with --scope message and
 * several groups) did not: a session where every group matches some
 * message, none of them NOT. The records of each session say where every
 * line that was read stands; the groups the prefilter saw in lines it did
 * not read may complete a session, and only those sessions' files are
 * then searched again, with --scope session. */
static bool scope_session_finds(struct search *s)
{
	const struct config *cfg = s->cfg;
	uint64_t all = matcher_positive_mask(s->m);
	char **paths = NULL;
	size_t npaths = 0, cap = 0;
	bool found = false;
	for (size_t k = 0; k < s->rr.nsessions && !found; k++) {
		const struct session *ss = s->rr.sessions[k];
		uint64_t read = 0, seen = 0, neg = 0;
		bool stdin_file = false;
		for (size_t i = 0; ss->kept && i < ss->nfiles; i++) {
			const struct file_res *f = ss->files[i];
			for (size_t j = 0; j < f->recs.n; j++) {
				if (f->recs.v[j].flags & REC_CUT)
					continue;
				read |= f->recs.v[j].pos_mask;
				neg |= rec_neg(&f->recs.v[j]);
			}
			seen |= f->tally.raw_groups;
			stdin_file |= strcmp(f->path, "-") == 0;
		}
		if (!ss->kept || neg || ((read | seen) & all) != all)
			continue;
		found = (read & all) == all;
		for (size_t i = 0; !found && !stdin_file && i < ss->nfiles; i++) {
			xgrow((void **)&paths, &cap, npaths + 1, sizeof *paths);
			paths[npaths++] = ss->files[i]->path;
		}
	}
	if (!found && npaths) {
		struct search_req again = *s->req;
		again.paths = paths;
		again.npaths = npaths;
		again.files_from = false;
		again.sources = s->req->sources & source_session_bits();
		again.scope = SCOPE_SESSION;
		again.quiet = true;
		found = search_finds(cfg, &again);
	}
	free(paths);
	return found;
}

/* Whether the sources --source left out, added to those searched, find
 * something: the hint names them only then. */
static bool left_out_finds(struct search *s)
{
	struct search_req again = *s->req;
	again.sources = s->scope.widen_bits;
	again.count_dropped = false;
	again.quiet = true;
	return search_finds(s->cfg, &again);
}

/* The inputs of the no-result hint that cost a search, each asked only
 * when no hint before it applies (stages/output/format.c): whether
 * --scope session would find something, and whether the sources --source
 * left out would. */
static void no_result_inputs(struct search *s)
{
	const struct config *cfg = s->cfg;
	struct run_stats *st = &s->col.st;
	uint64_t dropped = 0;
	for (int r = 0; r < DROP_COUNT; r++)
		dropped += st->sum.cand_drops[r];
	for (int r = 0; r < SESSION_DROP_COUNT; r++)
		dropped += st->cand_sessions[r];
	st->scope_session = -1;
	st->left_out_finds = -1;
	bool asks = !dropped && !st->matches && !st->timed_out && st->files && !s->merge;
	if (asks && !cfg->stream && cfg->scope == SCOPE_MESSAGE && cfg->query.npositive > 1)
		st->scope_session = scope_session_finds(s);
	if (!dropped && !st->matches && !st->timed_out && !s->merge && st->scope_session != 1 &&
	    s->scope.widen_bits)
		st->left_out_finds = left_out_finds(s);
}

/* The one warning for the texts that could not be read again as they
 * matched: a match's printed empty, a title taken from a prompt left out. */
static void warn_changed(struct collector *col, const struct scan_texts *t)
{
	struct sbuf b = {0};
	sbuf_printf(&b, "%s changed after it was searched: ", t->changed_path);
	if (t->changed)
		sbuf_printf(&b, "%zu matched text%s could not be read again (printed empty)%s", t->changed,
			    t->changed == 1 ? "" : "s", t->changed_titles ? ", and " : "");
	if (t->changed_titles)
		sbuf_printf(&b, "%zu title%s could not be read again (left out)", t->changed_titles,
			    t->changed_titles == 1 ? "" : "s");
	col->warnings++;
	warn(col, "%s", b.data);
	sbuf_free(&b);
}

/* The exit status from what printing did, the no-result message, the
 * --stats report and --strict. */
static int search_finish(struct search *s, int status, struct search_result *res)
{
	const struct config *cfg = s->cfg;
	const struct search_io *io = s->io;
	struct collector *col = &s->col;
	struct run_stats *st = &col->st;
	if (col->write_error) {
		mg_error_set(&res->err, "cannot write the results: %s", strerror(errno));
		res->failure = SEARCH_WRITE;
		status = MG_ERROR;
	} else if (col->closed) {
		status = MG_MATCH;
	}
	/* A ranked list that -n or --offset cut says so (the timeline and
	 * --stream are not paged). */
	if (status == MG_MATCH && !col->closed && !cfg->stream && !cfg->timeline &&
	    cfg->command == CMD_SEARCH)
		format_cut_notice(cfg, cfg->flat ? "messages" : "sessions", s->rr.nentries, s->rr.total,
				  io->err);
	size_t left_out = cfg->stream ? col->archived_left_out : s->rr.archived_left_out;
	archive_note(cfg->quiet || s->req->count_dropped ? 0 : left_out, io->err);
	live_note(s->req, io->err);
	bool past = status == MG_NOMATCH && !cfg->stream && !cfg->timeline && cfg->command == CMD_SEARCH &&
		    format_none_shown(cfg, cfg->flat ? "messages" : "sessions", s->rr.total, io->err);
	if (status == MG_NOMATCH && !past && !left_out && !cfg->quiet && !s->scope.missing_root && io->err &&
	    cfg->command == CMD_SEARCH) {
		/* The hint counts the matches the filters dropped: a search
		 * that found nothing is run again to count them (search_run),
		 * unless it timed out (then: raise --timeout) or is a merge's. */
		if (!s->req->count_dropped && !s->es.timed_out && !s->merge) {
			s->hint_later = true;
		} else {
			no_result_inputs(s);
			format_no_result(&s->fc, io->err);
		}
	}
	st->format_wall = now(CLOCK_MONOTONIC) - s->fw;
	st->format_cpu = now(CLOCK_THREAD_CPUTIME_ID) - s->fc0;
	st->total_wall = now(CLOCK_MONOTONIC) - s->w0;
	st->total_cpu = now(CLOCK_PROCESS_CPUTIME_ID) - s->c0;
	/* A text read again for printing that was no longer the line that
	 * matched (docs/reference.md §5) was printed empty, never another. */
	if (s->src.changed_path)
		warn_changed(col, &s->src);
	/* The hint's pass reported nothing of its own. */
	if (cfg->stats && io->err && !s->req->count_dropped) {
		st->recall = cfg->recall;
		stats_report(st, s->scope.named.data, io->err);
	}
	if (col->scan_failed && status != MG_ERROR) {
		mg_error_set(&res->err, "%llu file%s could not be searched",
			     (unsigned long long)col->scan_failed, col->scan_failed == 1 ? "" : "s");
		res->failure = SEARCH_SCAN;
		status = MG_ERROR;
	}
	if (cfg->strict && col->warnings && status != MG_ERROR && !col->closed) {
		mg_error_set(&res->err, "--strict: %llu warning%s", (unsigned long long)col->warnings,
			     col->warnings == 1 ? "" : "s");
		res->failure = SEARCH_STRICT;
		status = MG_ERROR;
	}
	return status;
}

static void search_close(struct search *s)
{
	struct collector *col = &s->col;
	scan_texts_close(&s->src);
	free(s->src.changed_path);
	if (s->stdin_fd >= 0)
		close(s->stdin_fd);
	free(col->recs);
	free(col->malformed_path);
	slim_free(&col->slim);
	stats_free(&col->st);
	for (size_t i = 0; i < col->ntexts; i++)
		file_res_free(col->texts[i]);
	free(col->texts);
	free(s->texts);
	sbuf_free(&s->extra);
	rank_stream_free(col->rs);
	scan_ctx_free(s->src.ctx);
	match_scratch_free(s->ms);
	if (!s->cfg->stream)
		rank_free(&s->rr);
	else
		free(col->files);
	scope_free(&s->scope);
	matcher_free(s->m);
	commands_release(&s->own);
}

/* show, sessions, projects: what they print in place of search results. */
static int browse_print(struct search *s, struct search_result *res)
{
	struct run_stats *st = &s->col.st;
	s->fw = now(CLOCK_MONOTONIC);
	s->fc0 = now(CLOCK_THREAD_CPUTIME_ID);
	st->total_wall = s->fw - s->w0;
	st->total_cpu = now(CLOCK_PROCESS_CPUTIME_ID) - s->c0;
	bool failed = false;
	int status = commands_print(&s->fc, s->req, &s->rr, s->io->out, s->io->err, res, &failed);
	if (failed)
		write_failed(&s->col);
	return status;
}

/* --partial: the header, every file's lines as it ends, the end line
 * (docs/reference.md §13); nothing ranked. A map step exits 0 when it
 * ran whole, matches or not: a shard without one is no failure. */
static int search_partial(struct search *s, struct search_result *res)
{
	struct collector *col = &s->col;
	if (partial_write_head(s->cfg, s->io->out) != 0)
		write_failed(col);
	search_scan(s, res);
	struct run_stats *st = &col->st;
	struct partial_end e = {.files = s->es.files,
				.results = col->partial_files,
				.warnings = col->warnings,
				.scan_failed = col->scan_failed,
				.discover_wall = st->discover_wall,
				.discover_cpu = st->discover_cpu,
				.scan_wall = st->scan_wall,
				.timed_out = s->es.timed_out,
				.indexed = st->indexed};
	if (!col->closed && !col->write_error && partial_write_end(&e, s->io->out) != 0)
		write_failed(col);
	if (!col->closed && !col->write_error && fflush(s->io->out) != 0)
		write_failed(col);
	return search_finish(s, MG_MATCH, res);
}

/* memgrep merge's file results, counted as the engine's would be. */
static void merge_scan(struct search *s, struct merge_data *md)
{
	for (size_t i = 0; i < md->nfiles; i++)
		collect_file(&s->col, md->files[i]);
	free(md->files);
	md->files = NULL;
	s->col.warnings += md->end.warnings;
	s->col.scan_failed += md->end.scan_failed;
	s->es = (struct engine_stats){.files = md->end.files,
				      .discover_wall_ns = md->end.discover_wall,
				      .discover_cpu_ns = md->end.discover_cpu,
				      .scan_wall_ns = md->end.scan_wall,
				      .timed_out = md->end.timed_out};
	take_engine_stats(s, 0, md->end.indexed);
	warn_malformed(&s->col);
	if (md->end.timed_out)
		warn(&s->col, "a map step was cut short by --timeout: results are partial");
}

int search_merged(const struct config *cfg, const struct search_io *io, struct merge_in *mi,
		  struct search_result *res)
{
	struct search s;
	struct search_req req;
	search_req_of(cfg, &req);
	if (!search_open(&s, cfg, &req, io, res, mi))
		return MG_ERROR;
	struct merge_data md;
	if (merge_read(mi, s.cfg, &md, &res->err) != 0) {
		for (size_t i = 0; i < md.nfiles; i++)
			file_res_free(md.files[i]);
		free(md.files);
		search_close(&s);
		res->failure = SEARCH_BAD_PATH;
		return MG_ERROR;
	}
	merge_scan(&s, &md);
	int status = commands_excludes(&s.own, s.col.files, s.col.n, collect_warn, &s.col, res);
	search_rank(&s);
	if (status == MG_MATCH) {
		status = search_print(&s);
		status = search_finish(&s, status, res);
	}
	search_close(&s);
	return status;
}

/* The search req asks, then (no result) the no-result hint's pass. */
static int run(const struct config *cfg, const struct search_req *req, const struct search_io *io,
	       struct search_result *res)
{
	struct search s;
	if (!search_open(&s, cfg, req, io, res, NULL))
		return MG_ERROR;
	int status = MG_MATCH;
	if (cfg->partial) {
		status = search_partial(&s, res);
	} else {
		search_scan(&s, res);
		if (s.es.stopped) {
			/* Its caller has no use for what it found. */
			res->failure = SEARCH_STOPPED;
			mg_error_set(&res->err, "the search was stopped");
			status = MG_ERROR;
		} else if (!s.cfg->stream) {
			/* --exclude-session's prefixes, every session known. */
			status = commands_excludes(&s.own, s.col.files, s.col.n, collect_warn, &s.col, res);
		}
		search_rank(&s);
		if (status == MG_MATCH) {
			status = s.cfg->command == CMD_SEARCH ? search_print(&s) : browse_print(&s, res);
			status = search_finish(&s, status, res);
		}
	}
	bool hint = s.hint_later;
	search_close(&s);
	if (status != MG_ERROR && !req->count_dropped)
		engine_prune_daily(cfg);
	if (hint) {
		/* The second pass: the same search counting what the filters
		 * dropped; it prints only the no-result message and its hint. */
		struct search_req again = *req;
		again.count_dropped = true;
		FILE *none = fopen("/dev/null", "w");
		if (none) {
			struct search_io quiet_out = *io;
			quiet_out.out = none, quiet_out.found = NULL;
			struct search_result r2;
			run(cfg, &again, &quiet_out, &r2);
			fclose(none);
		}
	}
	return status;
}

int search_run(const struct config *cfg, const struct search_io *io, struct search_result *res)
{
	struct search_req req;
	search_req_of(cfg, &req);
	struct live_set live;
	live_find(cfg, &req, &live);
	int status = run(cfg, &req, io, res);
	live_free(&live);
	return status;
}
