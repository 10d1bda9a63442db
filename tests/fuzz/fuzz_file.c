/* fuzz_file: libFuzzer target for the whole single-file pipeline: a source
 * file scanned by a worker (pipeline/search/scan_file.c: read, prefilter, decode,
 * index filter, turn cutoff, match), then rank and format, with format
 * re-reading the lines it prints as main does (scan_reread).
 *
 * The input is the file's content, written to a memfd. For each of a few
 * fixed configs (prefilter on and off, context, session scope, the other
 * recall modes, time filters, --stream) it is scanned whole, and also as two
 * parts (scan_file_part on its halves) joined by scan_merge_parts; a merge
 * that returns true stands for the whole scan, so its records and the
 * file's metadata must equal the whole scan's. With a prefilter, the whole
 * scan must also agree with a scan that decodes every line (--no-prefilter)
 * on every record rank can print, unless the file escapes a letter, digit
 * or space. The printed json (jsonl) must decode as strict JSON lines, the
 * text output must be valid UTF-8.
 *
 *   make fuzz BUILD=/tmp/bfz FUZZ_SECONDS=60    builds $(BUILD)/fuzz/fuzz_file and runs it
 *   /tmp/bfz/fuzz/fuzz_file -dict=tests/fuzz/json.dict DIR tests/fuzz/corpus/file
 *   build/asan/fuzz-replay-file FILE...         replays inputs (make check)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "config/config.h"
#include "config/request.h"
#include "pipeline/search/scan.h"
#include "base/xalloc.h"
#include "stages/output/format.h"
#include "base/json_line.h"
#include "stages/match.h"
#include "stages/rank.h"
#include "base/text.h"
#include "tests/fuzz/fuzz.h"

/* The file's path as rank and format see it: its folder names the project
 * and its stem the session when the lines do not. */
#define PATH "/fuzz/-home-ana-code-shop/s.jsonl"

static const char *const cfg_args[][16] = {
    {"--format", "json", "--", "a|e the", PATH, NULL},
    {"--format", "json", "--tools", "--thinking", "--keep-noise", "-m", "20", "--",
     "a|\xC3\xA9 \"the x\"|-e -zz", PATH, NULL},
    {"--format", "json", "-C", "1", "--flat", "--min-length", "0", "--", "a|e the", PATH, NULL},
    {"--format", "text", "--full", "--color", "always", "--scope", "session", "--recall-cutoff", "before",
     "--sort", "recent", "--", "a|e the", PATH, NULL},
    {"--format", "jsonl", "--since", "2025-01-01", "--until", "2025-12-31", "--forks", "-w", "--",
     "a|e the_x", PATH, NULL},
    {"--format", "jsonl", "--sort", "bm25", "--recall-cutoff", "off", "--", "a|e the", PATH, NULL},
    {"--stream", "--format", "text", "--", "a|e the", PATH, NULL},
};
enum { NCFG = sizeof cfg_args / sizeof cfg_args[0] };

struct target {
	struct config cfg;
	struct search_req req; /* cfg's */
	struct matcher *m;
	struct scan_ctx *scan, *reread;
	struct match_scratch *ms;
	/* With a prefilter: the same config with --no-prefilter. */
	struct config twin_cfg;
	struct search_req twin_req;
	struct matcher *twin_m;
	struct scan_ctx *twin;
};

static struct target targets[NCFG];
static struct json_decoder *jd;
static int fd = -1;

static void init(void)
{
	/* Results must not depend on the environment the fuzzer runs in. */
	unsetenv("CLAUDE_SESSION_ID");
	setenv("TZ", "UTC", 1);
	for (size_t i = 0; i < NCFG; i++) {
		struct target *t = &targets[i];
		char *argv[18];
		struct mg_error err = {{0}};
		if (fuzz_config(&t->cfg, cfg_args[i], argv, &err) != MG_MATCH)
			fuzz_fail("config %zu: %s", i, err.msg);
		t->m = matcher_new(&t->cfg, &err);
		if (!t->m)
			fuzz_fail("matcher %zu: %s", i, err.msg);
		search_req_of(&t->cfg, &t->req);
		t->scan = scan_ctx_new(&t->cfg, &t->req, t->m);
		t->reread = scan_ctx_new(&t->cfg, &t->req, t->m);
		t->ms = match_scratch_new(t->m);
		if (!matcher_prefilter(t->m))
			continue;
		const char *args[18] = {"--no-prefilter"};
		for (size_t k = 0; cfg_args[i][k]; k++)
			args[k + 1] = cfg_args[i][k];
		char *twin_argv[20];
		if (fuzz_config(&t->twin_cfg, args, twin_argv, &err) != MG_MATCH ||
		    !(t->twin_m = matcher_new(&t->twin_cfg, &err)))
			fuzz_fail("config %zu --no-prefilter: %s", i, err.msg);
		search_req_of(&t->twin_cfg, &t->twin_req);
		t->twin = scan_ctx_new(&t->twin_cfg, &t->twin_req, t->twin_m);
	}
	jd = json_decoder_new();
	fd = memfd_create("fuzz_file", MFD_CLOEXEC);
	if (fd < 0)
		fuzz_fail("memfd_create failed");
}

static struct file_res *new_res(void)
{
	struct file_res *f = file_res_new();
	f->path = xstrdup(PATH);
	return f;
}

static bool same_str(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

/* Whether a record can change what is printed. With the prefilter a line
 * is decoded when it may matter, and also for other reasons (the file's
 * metadata, a prompt that may end a cut turn) that differ between a whole
 * scan and its parts; a record of such a line that rank would drop (one
 * that does not hit every positive group, or with --scope session hits
 * none) can be in one and not the other. Context (-A/-B) comes from the
 * records around a hit in its own file, and a file with a hit under -A/-B
 * is scanned again whole (the merge does not stand). */
static bool matters(const struct target *t, const struct msg_rec *r)
{
	if (!matcher_prefilter(t->m))
		return true;
	if (t->cfg.scope == SCOPE_SESSION)
		return r->flags & REC_HIT;
	return matcher_all_positive(t->m, r->pos_mask);
}

/* The next record at or after *i that matters, or NULL. */
static const struct msg_rec *next_rec(const struct target *t, const struct file_res *f, size_t *i)
{
	while (*i < f->recs.n && !matters(t, &f->recs.v[*i]))
		++*i;
	return *i < f->recs.n ? &f->recs.v[(*i)++] : NULL;
}

/* Two scans of the file that must agree (the whole scan and the merged
 * parts; the prefiltered scan and one that decodes every line): every
 * record that matters under t, and what rank takes from the file. */
static void compare(size_t k, const char *what, const struct target *t, const struct file_res *w,
		    const struct file_res *m)
{
	/* The file's latest recall event counts with --recall-cutoff before
	 * only; in `turn` mode the prefilter skips events in a cut turn. */
	bool before = t->cfg.recall == RECALL_BEFORE;
	if (!same_str(w->meta.session_id, m->meta.session_id) ||
	    !same_str(w->meta.first_cwd, m->meta.first_cwd) || w->meta.is_fork != m->meta.is_fork ||
	    !same_str(w->meta.title_custom, m->meta.title_custom) ||
	    !same_str(w->meta.title_ai, m->meta.title_ai) ||
	    (before && w->meta.has_event != m->meta.has_event) ||
	    (before && w->meta.has_event && instant_cmp(w->meta.last_event, m->meta.last_event) != 0))
		fuzz_fail("config %zu, %s: metadata differs: session %s/%s, cwd %s/%s, fork %d/%d, titles "
			  "%s/%s %s/%s, recall event %d/%d",
			  k, what, w->meta.session_id, m->meta.session_id, w->meta.first_cwd,
			  m->meta.first_cwd, w->meta.is_fork, m->meta.is_fork, w->meta.title_custom,
			  m->meta.title_custom, w->meta.title_ai, m->meta.title_ai, w->meta.has_event,
			  m->meta.has_event);
	size_t npos = t->cfg.query.npositive;
	for (size_t i = 0, j = 0;;) {
		const struct msg_rec *a = next_rec(t, w, &i), *b = next_rec(t, m, &j);
		if (!a && !b)
			break;
		if (!a || !b)
			fuzz_fail("config %zu, %s: record of line %u only in the %s one", k, what,
				  a ? a->line : b->line, a ? "first" : "second");
		bool tf = rec_ntf(a) == rec_ntf(b);
		for (size_t g = 0; tf && g < npos; g++)
			tf = rec_tf_at(a, g) == rec_tf_at(b, g);
		char ua[REC_UUID_BUF], ub[REC_UUID_BUF], ta[REC_TS_BUF], tb[REC_TS_BUF];
		const char *au = rec_uuid(a, ua), *bu = rec_uuid(b, ub), *at = rec_ts_raw(a, ta),
			   *bt = rec_ts_raw(b, tb);
		bool key = a->keykind == b->keykind && memcmp(a->key, b->key, sizeof a->key) == 0;
		if (a->line != b->line || a->off != b->off || a->len != b->len || a->type != b->type ||
		    a->order != b->order || a->flags != b->flags || a->pos_mask != b->pos_mask ||
		    rec_neg(a) != rec_neg(b) || a->hits != b->hits || rec_distinct(a) != rec_distinct(b) ||
		    rec_dl(a) != rec_dl(b) || a->pending != b->pending || !same_str(au, bu) || !key ||
		    !same_str(at, bt) || instant_cmp(a->ts, b->ts) != 0 || !tf)
			fuzz_fail("config %zu, %s: records differ: line %u/%u, type %u/%u, order %u/%u, "
				  "flags %#x/%#x, "
				  "time %s/%s",
				  k, what, a->line, b->line, a->type, b->type, a->order, b->order, a->flags,
				  b->flags, at, bt);
	}
}

struct reread {
	struct scan_ctx *ctx;
};

static bool reread_text(void *arg, const struct msg_rec *rec, struct sbuf *out)
{
	struct reread *rr = arg;
	return scan_reread(rr->ctx, fd, rec, out);
}

/* What format printed: strict JSON lines, or valid UTF-8. */
static void check_output(const struct config *cfg, const char *out, size_t len)
{
	if (cfg->format != FMT_JSON && cfg->format != FMT_JSONL) {
		if (!text_valid_utf8(out, len))
			fuzz_fail("output is not valid UTF-8:\n%.*s", (int)len, out);
		return;
	}
	for (size_t at = 0; at < len;) {
		const char *nl = memchr(out + at, '\n', len - at);
		size_t end = nl ? (size_t)(nl - out) : len;
		if (!json_decode(jd, out + at, end - at))
			fuzz_fail("output line is not JSON:\n%.*s", (int)(end - at), out + at);
		at = end + 1;
	}
}

/* Rank and format one file's result (owned: rank_run takes it). */
static void print(struct target *t, struct file_res *f)
{
	char *out = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&out, &len);
	struct run_stats st = {.files = 1, .sum = {.bytes = f->stats->bytes, .lines = f->stats->lines}};
	struct reread rr = {t->reread};
	struct format_ctx fc = {.cfg = &t->cfg,
				.stats = &st,
				.ms = t->ms,
				.src = {reread_text, &rr},
				.scope = PATH,
				.home = "/home/ana"};
	int rc;
	if (t->cfg.stream) {
		struct rank_stream *rs = rank_stream_new(&t->cfg, &t->req, t->m);
		struct session s;
		struct msg_rec **recs = NULL;
		size_t cap = 0;
		size_t n = rank_stream_file(rs, f, &s, &recs, &cap);
		rc = n ? format_stream(&fc, &s, recs, n, fp) : 0;
		free(recs);
		rank_stream_free(rs);
		file_res_free(f);
	} else {
		struct file_res **files = xmalloc(sizeof *files);
		file_res_settle(f); /* as the search's collector does */
		files[0] = f;
		struct rank_result r = {0};
		rank_run(&t->cfg, &t->req, t->m, files, 1, &r);
		rc = format_run(&fc, &r, fp);
		rank_free(&r);
	}
	fclose(fp);
	if (rc != 0)
		fuzz_fail("format failed");
	check_output(&t->cfg, out, len);
	free(out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (fd < 0)
		init();
	if (ftruncate(fd, 0) != 0 || (size && pwrite(fd, data, size, 0) != (ssize_t)size))
		fuzz_fail("cannot write the memfd");
	for (size_t i = 0; i < NCFG; i++) {
		struct target *t = &targets[i];
		struct file_res *whole = new_res();
		scan_file(t->scan, fd, whole);
		/* The prefilter finds a superset of the lines that matter, for
		 * files written as every JSON writer does (plain characters raw,
		 * stages/prefilter.h). */
		if (t->twin && !fuzz_escapes_plain((const char *)data, size)) {
			struct file_res *full = new_res();
			scan_file(t->twin, fd, full);
			compare(i, "prefilter / --no-prefilter", t, whole, full);
			file_res_free(full);
		}

		struct file_res **parts = xmalloc(2 * sizeof *parts);
		parts[0] = new_res();
		parts[1] = new_res();
		scan_file_part(t->scan, fd, parts[0], 0, size / 2, size);
		scan_file_part(t->scan, fd, parts[1], size / 2, size, size);
		struct file_res *merged = new_res();
		/* merged owns the parts from here on, merged or not. */
		if (scan_merge_parts(&t->cfg, merged, parts, 2)) {
			compare(i, "whole scan / merged parts", t, whole, merged);
			print(t, merged);
		} else {
			file_res_free(merged);
		}
		print(t, whole);
	}
	return 0;
}
