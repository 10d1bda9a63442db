/* memgrep: search the session histories of AI coding agents.
 *
 *   memgrep [OPTIONS] QUERY [PATH...]
 *
 * main wires the stages: config -> discover/scan (engine: index filter,
 * turn cutoff, match) -> rank -> format, prints errors and warnings, and
 * alone chooses the exit status (0 results, 1 none, 2 error). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config/config.h"
#include "pipeline/engine.h"
#include "pipeline/scan_file.h"
#include "pipeline/xalloc.h"
#include "stages/discover.h"
#include "stages/format.h"
#include "stages/match.h"
#include "stages/rank.h"

struct collector {
	const struct config *cfg;
	struct file_res **files;
	size_t n, cap;
	uint64_t malformed, malformed_files;
};

static void collect_file(void *arg, struct file_res *res)
{
	struct collector *c = arg;
	if (res->fd_error) {
		if (!c->cfg->quiet)
			fprintf(stderr, "memgrep: warning: cannot read %s: %s\n", res->path, strerror(res->fd_error));
	}
	if (res->malformed) {
		c->malformed += res->malformed;
		c->malformed_files++;
	}
	xgrow((void **)&c->files, &c->cap, c->n + 1, sizeof *c->files);
	c->files[c->n++] = res;
}

static void collect_warn(void *arg, const char *msg)
{
	struct collector *c = arg;
	if (!c->cfg->quiet)
		fprintf(stderr, "memgrep: warning: %s\n", msg);
}

/* Format's text source: re-reads a printed message's line. */
struct reread {
	struct scan_ctx *ctx;
	int stdin_fd;
	const char *path;
	int fd;
};

static bool reread_text(void *arg, const struct msg_rec *rec, struct sbuf *out)
{
	struct reread *rr = arg;
	const char *path = rec->file->path;
	if (!rr->path || strcmp(rr->path, path) != 0) {
		if (rr->fd >= 0 && rr->fd != rr->stdin_fd)
			close(rr->fd);
		rr->fd = strcmp(path, "-") == 0 ? rr->stdin_fd : open(path, O_RDONLY | O_CLOEXEC);
		rr->path = path;
	}
	return rr->fd >= 0 && scan_reread(rr->ctx, rr->fd, rec, out);
}

static int fail(const char *msg)
{
	fprintf(stderr, "memgrep: %s\n", msg);
	return MG_ERROR;
}

int main(int argc, char **argv)
{
	/* A closed stdout ends the program quietly: writes report EPIPE. */
	signal(SIGPIPE, SIG_IGN);
	struct config cfg;
	struct mg_error err = {{0}};
	bool exit_now;
	int status = config_parse(&cfg, argc, argv, &exit_now, &err);
	if (exit_now) {
		config_free(&cfg);
		return fflush(stdout) == 0 || errno == EPIPE ? MG_MATCH : MG_ERROR;
	}
	if (status != MG_MATCH) {
		config_free(&cfg);
		return fail(err.msg);
	}
	struct matcher *m = matcher_new(&cfg, &err);
	if (!m) {
		config_free(&cfg);
		return fail(err.msg);
	}
	int stdin_fd = -1;
	if (discover_check(&cfg, &stdin_fd, &err) != 0) {
		matcher_free(m);
		config_free(&cfg);
		return fail(err.msg);
	}

	struct sbuf scope = {0};
	for (size_t i = 0; i < cfg.npaths; i++) {
		sbuf_adds(&scope, i ? ", " : "");
		sbuf_adds(&scope, cfg.paths[i]);
	}
	bool missing_root = false;
	if (!cfg.npaths) {
		sbuf_adds(&scope, cfg.default_root);
		struct stat st;
		missing_root = stat(cfg.default_root, &st) != 0;
		if (missing_root && !cfg.quiet)
			fprintf(stderr, "memgrep: warning: no history found: %s does not exist\n", cfg.default_root);
	}

	struct collector col = {.cfg = &cfg};
	struct engine_collect ec = {collect_file, collect_warn, &col};
	if (!missing_root)
		engine_run(&cfg, m, stdin_fd, &ec);
	if (col.malformed && !cfg.quiet)
		fprintf(stderr, "memgrep: warning: skipped %llu malformed line%s in %llu file%s\n",
			(unsigned long long)col.malformed, col.malformed == 1 ? "" : "s",
			(unsigned long long)col.malformed_files, col.malformed_files == 1 ? "" : "s");

	struct rank_result rr;
	rank_run(&cfg, m, col.files, col.n, &rr);

	struct match_scratch *ms = match_scratch_new(m);
	struct reread src = {scan_ctx_new(&cfg, m), stdin_fd, NULL, -1};
	struct format_ctx fc = {&cfg, ms, {reread_text, &src}, scope.data, getenv("HOME")};
	status = rr.nentries ? MG_MATCH : MG_NOMATCH;
	if (rr.nentries || cfg.format == FMT_JSON) {
		if (format_run(&fc, &rr, stdout) != 0) {
			if (errno == EPIPE) {
				status = MG_MATCH;
			} else {
				fprintf(stderr, "memgrep: cannot write the results: %s\n", strerror(errno));
				status = MG_ERROR;
			}
		}
	}
	if (status == MG_NOMATCH && !cfg.quiet && !missing_root)
		format_no_result(&fc, stderr);

	if (src.fd >= 0 && src.fd != stdin_fd)
		close(src.fd);
	if (stdin_fd >= 0)
		close(stdin_fd);
	scan_ctx_free(src.ctx);
	match_scratch_free(ms);
	rank_free(&rr);
	sbuf_free(&scope);
	matcher_free(m);
	config_free(&cfg);
	return status;
}
