/* test_engine: unit tests for pipeline/search/engine.c (docs/reference.md §1, §5, §6).
 * Each test writes small Claude Code transcripts into a mkdtemp folder, runs
 * engine_run over it with a collector that keeps the file results, and checks
 * them: one file_res per file, with its final path (a hard link counts once,
 * under its smallest path), session id, line count and the records of the lines
 * that match; the same results with -j 1, -j 2 and -j 3 and when a file is
 * split into parts (--part-size); --timeout and the caller's stop flag cutting
 * the search short; and --stream handing each file over as it ends, before
 * discovery has ended.
 *
 * libuv sizes its thread pool once per process, at the first engine_run: the
 * first test runs with -j 4 so that later runs have several pool threads. */
#include "tests/unit/unit.h"
#include "stages/output/format.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <ck_pr.h>

#include "config/config.h"
#include "pipeline/search/engine.h"
#include "base/xalloc.h"
#include "stages/discover.h"
#include "stages/match.h"
#include "stages/record.h"

enum { MAX_ARGS = 16 };

/* What a warn callback does (it runs on the discovery thread). */
enum block_mode {
	BLOCK_NONE,
	BLOCK_UNTIL_FILE, /* wait (up to 10 s) until a file result has arrived */
	BLOCK_BRIEFLY,	  /* wait 300 ms */
};

struct estate {
	char root[64];
	struct config cfg;
	bool parsed;
	struct matcher *m;
	int stdin_fd;
	struct engine_stats st;
	struct file_res **res;
	size_t nres, capres;
	char **cb_paths; /* each result's path when it was handed over */
	int nfile_cb;	 /* ck_pr: results handed over so far */
	pthread_mutex_t lock;
	char **warns; /* under lock */
	size_t nwarns, capwarns;
	int block;	       /* enum block_mode */
	int file_seen_in_warn; /* results handed over when a warn ended, or -1 */
	const int *stop;       /* the caller's stop flag given to runs, or NULL */
	struct unit_env sid;   /* $CLAUDE_SESSION_ID before the test */
	struct unit_env ix;    /* $MEMGREP_INDEX before the test */
	struct sbuf desc;
};

/* ------------------------------------------------------- transcripts */

/* A timestamp on 2025-03-01, n seconds after 10:00. */
static const char *ts(char *buf, size_t size, unsigned n)
{
	snprintf(buf, size, "2025-03-01T%02u:%02u:%02uZ", 10 + n / 3600, n / 60 % 60, n % 60);
	return buf;
}

/* Writes b to root/rel and resets b. */
static void put(struct estate *s, const char *rel, struct sbuf *b)
{
	struct sbuf path = {0};
	sbuf_printf(&path, "%s/%s", s->root, rel);
	unit_mkdirs(path.data);
	FILE *f = fopen(path.data, "w");
	if (!f)
		fail_msg("fopen %s: %s", path.data, strerror(errno));
	if (b->len)
		assert_int_equal(fwrite(b->data, 1, b->len, f), b->len);
	assert_int_equal(fclose(f), 0);
	sbuf_free(&path);
	sbuf_reset(b);
}

/* A transcript of n lines of session sid at root/rel; line k (from 1) says
 * "needle" when needle(k) and alternates user and assistant. */
static void transcript(struct estate *s, const char *rel, const char *sid, unsigned n, unsigned seed)
{
	struct sbuf b = {0};
	char uuid[64], t[32], text[256];
	for (unsigned k = 1; k <= n; k++) {
		snprintf(uuid, sizeof uuid, "%s-u%u", sid, k);
		snprintf(text, sizeof text, "message %u of %s %s with some words to pass the length", k, sid,
			 (k + seed) % 4 == 0 ? "has the needle" : "is plain");
		unit_line(&b, k % 2 == 1 ? "user" : "assistant", sid, uuid, ts(t, sizeof t, k + seed),
			  "/home/u/proj", text);
	}
	put(s, rel, &b);
	sbuf_free(&b);
}

/* ---------------------------------------------------------- the runs */

static void release(struct estate *s)
{
	for (size_t i = 0; i < s->nres; i++) {
		file_res_free(s->res[i]);
		free(s->cb_paths[i]);
	}
	s->nres = 0;
	pthread_mutex_lock(&s->lock);
	for (size_t i = 0; i < s->nwarns; i++)
		free(s->warns[i]);
	s->nwarns = 0;
	pthread_mutex_unlock(&s->lock);
	ck_pr_store_int(&s->nfile_cb, 0);
	s->file_seen_in_warn = -1;
	matcher_free(s->m);
	s->m = NULL;
	if (s->parsed)
		config_free(&s->cfg);
	s->parsed = false;
	memset(&s->st, 0, sizeof s->st);
}

static void on_file(void *arg, struct file_res *res)
{
	struct estate *s = arg;
	xgrow((void **)&s->res, &s->capres, s->nres + 1, sizeof *s->res);
	s->cb_paths = xrealloc(s->cb_paths, s->capres * sizeof *s->cb_paths);
	s->cb_paths[s->nres] = res->path ? xstrdup(res->path) : NULL;
	s->res[s->nres++] = res;
	ck_pr_store_int(&s->nfile_cb, ck_pr_load_int(&s->nfile_cb) + 1);
}

static void sleep_ms(unsigned ms)
{
	struct timespec d = {ms / 1000, (long)(ms % 1000) * 1000000L};
	nanosleep(&d, NULL);
}

static void on_warn(void *arg, const char *msg)
{
	struct estate *s = arg;
	pthread_mutex_lock(&s->lock);
	xgrow((void **)&s->warns, &s->capwarns, s->nwarns + 1, sizeof *s->warns);
	s->warns[s->nwarns++] = xstrdup(msg);
	pthread_mutex_unlock(&s->lock);
	if (s->block == BLOCK_UNTIL_FILE) {
		for (unsigned i = 0; i < 10000 && ck_pr_load_int(&s->nfile_cb) == 0; i++)
			sleep_ms(1);
	} else if (s->block == BLOCK_BRIEFLY) {
		sleep_ms(300);
	}
	if (s->block != BLOCK_NONE)
		ck_pr_store_int(&s->file_seen_in_warn, ck_pr_load_int(&s->nfile_cb));
}

/* Parses "memgrep --no-progress" + the NULL-terminated arguments and runs
 * engine_run over them. */
static void run(struct estate *s, int stream, ...)
{
	release(s);
	char *argv[MAX_ARGS + 3];
	int argc = 0;
	argv[argc++] = (char *)"memgrep";
	argv[argc++] = (char *)"--no-progress";
	va_list ap;
	va_start(ap, stream);
	for (const char *a; (a = va_arg(ap, const char *)) != NULL;) {
		assert_true(argc <= MAX_ARGS);
		argv[argc++] = (char *)a;
	}
	va_end(ap);
	argv[argc] = NULL;
	unit_config(&s->cfg, (const char *const *)argv + 1);
	s->parsed = true;
	struct mg_error err = {{0}};
	s->m = matcher_new(&s->cfg, &err);
	if (!s->m)
		fail_msg("matcher_new: %s", err.msg);
	struct engine_collect ec = {on_file, on_warn, s,    stream, NULL, s->stop,
				    NULL,    NULL,    NULL, NULL,   NULL, NULL};
	engine_run(&s->cfg, unit_req(&s->cfg), s->m, s->stdin_fd, &ec, &s->st);
}

static int cmp_res(const void *a, const void *b)
{
	const struct file_res *x = *(struct file_res *const *)a, *y = *(struct file_res *const *)b;
	return strcmp(x->path, y->path);
}

/* path, shown as "@/rel" under the root. */
static void add_path(struct estate *s, struct sbuf *b, const char *path)
{
	size_t n = strlen(s->root);
	if (strncmp(path, s->root, n) == 0)
		sbuf_printf(b, "@%s", path + n);
	else
		sbuf_adds(b, path);
}

/* The results by path, one per line: "path sid lines [rec lines]". With
 * full, also bytes, malformed lines, the cwd and each record's uuid, kind,
 * flags, offset, length, masks and hits. */
static const char *describe(struct estate *s, bool full)
{
	for (size_t i = 0; i < s->nres; i++)
		if (!s->res[i]->path)
			fail_msg("a file result has no path");
	struct file_res **v = xcalloc(s->nres + 1, sizeof *v);
	memcpy(v, s->res, s->nres * sizeof *v);
	qsort(v, s->nres, sizeof *v, cmp_res);
	sbuf_reset(&s->desc);
	sbuf_add(&s->desc, "", 0);
	for (size_t i = 0; i < s->nres; i++) {
		const struct file_res *r = v[i];
		add_path(s, &s->desc, r->path);
		sbuf_printf(&s->desc, " %s %llu [", r->meta.session_id ? r->meta.session_id : "(none)",
			    (unsigned long long)r->stats->lines);
		for (size_t k = 0; k < r->recs.n; k++)
			sbuf_printf(&s->desc, "%s%u", k ? "," : "", r->recs.v[k].line);
		sbuf_adds(&s->desc, "]");
		if (full) {
			sbuf_printf(
			    &s->desc, " bytes=%llu malformed=%llu cwd=%s err=%d cut=%d",
			    (unsigned long long)r->stats->bytes, (unsigned long long)r->stats->malformed,
			    r->meta.first_cwd ? r->meta.first_cwd : "(none)", r->fd_error, r->cut_short);
			for (size_t k = 0; k < r->recs.n; k++) {
				const struct msg_rec *m = &r->recs.v[k];
				char ub[REC_UUID_BUF], tb[REC_TS_BUF];
				const char *mu = rec_uuid(m, ub), *mt = rec_ts_raw(m, tb);
				sbuf_printf(
				    &s->desc, "\n  %u %s t%u o%u f%u @%llu+%u p%llx n%llx h%u d%u ts=%s",
				    m->line, mu ? mu : "-", m->type, m->order, m->flags,
				    (unsigned long long)m->off, m->len, (unsigned long long)m->pos_mask,
				    (unsigned long long)rec_neg(m), m->hits, rec_distinct(m), mt ? mt : "-");
			}
		}
		sbuf_addc(&s->desc, '\n');
	}
	free(v);
	return s->desc.data;
}

static const char *warnings(struct estate *s)
{
	sbuf_reset(&s->desc);
	sbuf_add(&s->desc, "", 0);
	for (size_t i = 0; i < s->nwarns; i++)
		sbuf_printf(&s->desc, "[%s]", s->warns[i]);
	return s->desc.data;
}

static void no_warnings(struct estate *s)
{
	if (s->nwarns)
		fail_msg("unexpected warnings: %s", warnings(s));
}

static struct file_res *find_res(struct estate *s, const char *rel)
{
	size_t n = strlen(s->root);
	for (size_t i = 0; i < s->nres; i++) {
		const char *p = s->res[i]->path;
		if (p && strncmp(p, s->root, n) == 0 && p[n] == '/' && strcmp(p + n + 1, rel) == 0)
			return s->res[i];
	}
	fail_msg("no result for %s", rel);
	return NULL;
}

static int esetup(void **state)
{
	struct estate *s = calloc(1, sizeof *s);
	if (!s)
		return -1;
	strcpy(s->root, "/tmp/memgrep-engine-XXXXXX");
	if (!mkdtemp(s->root)) {
		free(s);
		return -1;
	}
	pthread_mutex_init(&s->lock, NULL);
	s->stdin_fd = -1;
	s->file_seen_in_warn = -1;
	/* The current session is excluded by config_parse: keep the
	 * caller's out of the tests. */
	unit_env_save(&s->sid, "CLAUDE_SESSION_ID");
	unsetenv("CLAUDE_SESSION_ID");
	/* The engine reads the files here (parts, threads, cancelling); the
	 * index has its own tests (test_index.c, tests/index), and the
	 * user's cache folder is never written. */
	unit_env_save(&s->ix, "MEMGREP_INDEX");
	setenv("MEMGREP_INDEX", "off", 1);
	*state = s;
	return 0;
}

static int eteardown(void **state)
{
	struct estate *s = *state;
	release(s);
	free(s->res);
	free(s->cb_paths);
	free(s->warns);
	sbuf_free(&s->desc);
	if (s->stdin_fd >= 0)
		close(s->stdin_fd);
	pthread_mutex_destroy(&s->lock);
	unit_env_restore(&s->sid);
	unit_env_restore(&s->ix);
	int rc = unit_rm_tree(s->root);
	free(s);
	return rc == 0 ? 0 : -1;
}

/* ---------------------------------------------------------------- tests */

/* The small tree of test_one_result_per_file. */
static void small_tree(struct estate *s)
{
	struct sbuf b = {0};
	char t[32];
	unit_line(&b, "user", "s1", "u1", ts(t, sizeof t, 1), "/home/u/a", "hello needle in a haystack");
	unit_line(&b, "assistant", "s1", "u2", ts(t, sizeof t, 2), "/home/u/a", "nothing to see in this one");
	unit_line(&b, "user", "s1", "u3", ts(t, sizeof t, 3), "/home/u/a", "another needle right here");
	put(s, "proj-a/s1.jsonl", &b);
	unit_line(&b, "user", "s1", "u4", ts(t, sizeof t, 4), "/home/u/a",
		  "the subagent looks for the needle");
	unit_line(&b, "assistant", "s1", "u5", ts(t, sizeof t, 5), "/home/u/a",
		  "the subagent answers plainly");
	put(s, "proj-a/s1/subagents/agent-x.jsonl", &b);
	unit_line(&b, "user", "s2", "v1", ts(t, sizeof t, 6), "/home/u/b", "a question without the word");
	unit_line(&b, "assistant", "s2", "v2", ts(t, sizeof t, 7), "/home/u/b",
		  "an answer with a needle inside");
	unit_line(&b, "user", "s2", "v3", ts(t, sizeof t, 8), "/home/u/b", "thanks for all of that");
	unit_line(&b, "assistant", "s2", "v4", ts(t, sizeof t, 9), "/home/u/b",
		  "the needle again, at the end");
	put(s, "proj-b/s2.jsonl", &b);
	unit_line(&b, "user", "s3", "w1", ts(t, sizeof t, 10), "/home/u/c", "a hidden needle message");
	put(s, ".hidden/s3.jsonl", &b);
	unit_line(&b, "user", "s4", "x1", ts(t, sizeof t, 11), "/home/u/d", "linked file, first line");
	unit_line(&b, "assistant", "s4", "x2", ts(t, sizeof t, 12), "/home/u/d", "linked file, second line");
	put(s, "zz/s4.jsonl", &b);
	unit_line(&b, "user", "s5", "y1", ts(t, sizeof t, 13), "/home/u/e",
		  "a needle in a file of another name");
	put(s, "proj-b/notes.txt", &b);
	put(s, "proj-b/s5.json", &b);
	sbuf_free(&b);
	/* A second name of zz/s4.jsonl, smaller than the first. */
	struct sbuf from = {0}, to = {0};
	sbuf_printf(&from, "%s/zz/s4.jsonl", s->root);
	sbuf_printf(&to, "%s/aa/s4.jsonl", s->root);
	unit_mkdirs(to.data);
	assert_int_equal(link(from.data, to.data), 0);
	sbuf_free(&from);
	sbuf_free(&to);
}

static const char small_tree_expected[] = "@/.hidden/s3.jsonl s3 1 [1]\n"
					  "@/aa/s4.jsonl s4 2 []\n"
					  "@/proj-a/s1.jsonl s1 3 [1,3]\n"
					  "@/proj-a/s1/subagents/agent-x.jsonl s1 2 [1]\n"
					  "@/proj-b/s2.jsonl s2 4 [2,4]\n";

static void test_one_result_per_file(void **state)
{
	struct estate *s = *state;
	small_tree(s);
	run(s, false, "-j", "4", "--", "needle", s->root, NULL);
	assert_string_equal(describe(s, false), small_tree_expected);
	assert_int_equal(s->st.files, 5);
	assert_false(s->st.timed_out);
	for (size_t i = 0; i < s->nres; i++) {
		assert_int_equal(s->res[i]->fd_error, 0);
		assert_false(s->res[i]->cut_short);
		/* Handed over at the end: the path was already final. */
		assert_string_equal(s->cb_paths[i] ? s->cb_paths[i] : "(null)", s->res[i]->path);
	}
	struct file_res *r = find_res(s, "proj-b/s2.jsonl");
	assert_string_equal(r->meta.first_cwd, "/home/u/b");
	assert_int_equal(r->recs.n, 2);
	char ub[REC_UUID_BUF], tb[REC_TS_BUF];
	assert_string_equal(rec_uuid(&r->recs.v[0], ub), "v2");
	assert_string_equal(rec_uuid(&r->recs.v[1], ub), "v4");
	assert_int_equal(r->recs.v[0].flags & (REC_HIT | REC_HAS_TS), REC_HIT | REC_HAS_TS);
	assert_string_equal(rec_ts_raw(&r->recs.v[1], tb), "2025-03-01T10:00:09Z");
	assert_true(r->recs.v[0].file == r);
	no_warnings(s);
}

static void test_jobs_same_results(void **state)
{
	struct estate *s = *state;
	char rel[64], sid[16];
	for (unsigned f = 0; f < 40; f++) {
		snprintf(rel, sizeof rel, "p%u/s%02u.jsonl", f % 5, f);
		snprintf(sid, sizeof sid, "s%02u", f);
		transcript(s, rel, sid, 1 + f * 7 % 60, f);
	}
	run(s, false, "-j", "1", "--", "needle", s->root, NULL);
	assert_int_equal(s->nres, 40);
	assert_int_equal(s->st.files, 40);
	char *one = xstrdup(describe(s, true));
	/* A sanity check of the fixture: s05 has 36 lines, needle where
	 * (k + 5) % 4 == 0. */
	assert_int_equal(find_res(s, "p0/s05.jsonl")->stats->lines, 36);
	assert_int_equal(find_res(s, "p0/s05.jsonl")->recs.n, 9);
	no_warnings(s);
	static const char *const jobs[] = {"2", "3", "4"};
	for (size_t j = 0; j < sizeof jobs / sizeof *jobs; j++) {
		run(s, false, "-j", jobs[j], "--", "needle", s->root, NULL);
		assert_int_equal(s->st.files, 40);
		assert_string_equal(describe(s, true), one);
		no_warnings(s);
	}
	free(one);
}

/* A transcript of several KB: lines of varied lengths, a malformed line, a
 * blank line, a long line, and a recall event whose contamination runs
 * over many lines (and so over part boundaries): with tool, a memgrep call
 * (line 20) whose result had results (21), else a recall phrase (20,
 * --recall-cutoff phrases). Returns the expected record lines. */
static char *big_transcript(struct estate *s, const char *rel, bool tool)
{
	struct sbuf b = {0}, text = {0}, want = {0};
	char uuid[32], t[32];
	sbuf_add(&want, "", 0);
	bool contaminated = false;
	for (unsigned k = 1; k <= 60; k++) {
		bool needle = k % 3 == 0 || k == 1 || k == 20 || k == 30;
		bool user = k % 2 == 1 && !(k > 20 && k < 29);
		sbuf_reset(&text);
		sbuf_printf(&text, "line %u:", k);
		for (unsigned w = 0; w < k * 37 % 23; w++)
			sbuf_adds(&text, " lorem ipsum");
		if (k == 30)
			for (unsigned w = 0; w < 70; w++)
				sbuf_adds(&text, " dolor sit");
		if (k == 20 && !tool)
			sbuf_adds(&text, " let me run a memory search for it");
		if (needle)
			sbuf_adds(&text, " the needle");
		snprintf(uuid, sizeof uuid, "b-%03u", k);
		if (k == 17) {
			sbuf_adds(
			    &b,
			    "{\"type\":\"user\",\"sessionId\":\"big\",\"message\":{\"content\":\"needle\"\n");
			continue;
		}
		if (k == 23) {
			sbuf_adds(&b, "  \t \n");
			continue;
		}
		if (tool && k == 20)
			sbuf_printf(
			    &b,
			    "{\"type\":\"assistant\",\"sessionId\":\"big\",\"uuid\":\"%s\",\"message\":{"
			    "\"content\":[{\"type\":\"tool_use\",\"id\":\"toolu_big\",\"name\":\"Bash\","
			    "\"input\":{\"command\":\"memgrep needle\"}}]}}\n",
			    uuid);
		else if (tool && k == 21)
			sbuf_printf(&b,
				    "{\"type\":\"user\",\"sessionId\":\"big\",\"uuid\":\"%s\",\"message\":{"
				    "\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":\"toolu_big\","
				    "\"content\":\"[1/1] the needle, recalled\"}]}}\n",
				    uuid);
		else
			unit_line(&b, user ? "user" : "assistant", "big", uuid, ts(t, sizeof t, k),
				  "/home/u/big", text.data);
		/* docs/reference.md §4.3: the phrase event's own messages, or
		 * the call's result's, and the following ones up to the next
		 * prompt are dropped (a tool call and result are no message of
		 * the kinds searched). */
		if (user)
			contaminated = false;
		if (k == (tool ? 21 : 20))
			contaminated = true;
		if (needle && !contaminated && !(tool && k == 20))
			sbuf_printf(&want, "%s%u", want.len ? "," : "", k);
	}
	assert_true(b.len > 6000);
	put(s, rel, &b);
	sbuf_free(&b);
	sbuf_free(&text);
	return want.data;
}

/* The file of split_parts scanned whole, then in parts of several sizes:
 * the same. mode: its --recall-cutoff. A part that ends with a recall
 * event call whose result the next part holds makes the file read whole
 * again (then it has no parts): with tool, some sizes may. */
static void split_parts(struct estate *s, const char *mode, bool tool)
{
	char *want = big_transcript(s, "p/big.jsonl", tool);
	transcript(s, "p/small1.jsonl", "small1", 5, 1);
	transcript(s, "q/small2.jsonl", "small2", 9, 2);

	run(s, false, "-j", "1", "--recall-cutoff", mode, "--", "needle", s->root, NULL);
	struct file_res *big = find_res(s, "p/big.jsonl");
	assert_int_equal(big->stats->lines, 60);
	assert_int_equal(big->stats->malformed, 1);
	assert_string_equal(big->meta.session_id, "big");
	struct sbuf got = {0};
	sbuf_add(&got, "", 0);
	for (size_t k = 0; k < big->recs.n; k++)
		sbuf_printf(&got, "%s%u", k ? "," : "", big->recs.v[k].line);
	assert_string_equal(got.data, want);
	sbuf_free(&got);
	free(want);
	char *whole = xstrdup(describe(s, true));
	no_warnings(s);

	static const char *const sizes[] = {"200", "333", "1000", "50", "4000"};
	size_t split = 0;
	for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
		run(s, false, "-j", "2", "--recall-cutoff", mode, "--part-size", sizes[i], "--", "needle",
		    s->root, NULL);
		assert_int_equal(s->st.files, 3);
		const char *d = describe(s, true);
		if (strcmp(d, whole) != 0)
			fail_msg("--part-size %s differs from the whole-file scan:\n%s\n--- whole:\n%s",
				 sizes[i], d, whole);
		/* The fixture must really have been scanned in parts. */
		split += find_res(s, "p/big.jsonl")->nparts > 1;
		if (!tool)
			assert_true(find_res(s, "p/big.jsonl")->nparts > 1);
		no_warnings(s);
	}
	assert_true(split >= 3);
	free(whole);
}

static void test_split_parts(void **state)
{
	split_parts(*state, "phrases", false);
	split_parts(*state, "turn", true);
}

/* 300 transcripts of 20 lines in 12 folders: a run long enough to be cut
 * short. */
static void many_transcripts(struct estate *s)
{
	char rel[64], sid[16];
	for (unsigned f = 0; f < 300; f++) {
		snprintf(rel, sizeof rel, "d%02u/s%03u.jsonl", f % 12, f);
		snprintf(sid, sizeof sid, "t%03u", f);
		transcript(s, rel, sid, 20, f);
	}
}

static void test_timeout(void **state)
{
	struct estate *s = *state;
	many_transcripts(s);
	run(s, false, "-j", "2", "--timeout", "0.000001", "--", "needle", s->root, NULL);
	assert_true(s->st.timed_out);
	/* What was found in time: far from every file. */
	if (s->nres >= 300)
		fail_msg("all %zu files were read despite --timeout 0.000001", s->nres);
	assert_true(s->st.files <= 300);
	for (size_t i = 0; i < s->nres; i++)
		assert_non_null(s->res[i]->path);

	/* The control: without --timeout, all of them. */
	run(s, false, "-j", "2", "--", "needle", s->root, NULL);
	assert_false(s->st.timed_out);
	assert_int_equal(s->nres, 300);
	assert_int_equal(s->st.files, 300);
	no_warnings(s);
}

/* The caller's stop flag (serve: a client gone) cuts the run as --timeout
 * does, marked stopped; one never set changes nothing. */
static void test_stop(void **state)
{
	struct estate *s = *state;
	many_transcripts(s);
	int stop = 1;
	s->stop = &stop;
	run(s, false, "-j", "2", "--", "needle", s->root, NULL);
	assert_true(s->st.stopped);
	assert_false(s->st.timed_out);
	if (s->nres >= 300)
		fail_msg("all %zu files were read despite the stop flag", s->nres);
	for (size_t i = 0; i < s->nres; i++)
		assert_non_null(s->res[i]->path);

	stop = 0;
	run(s, false, "-j", "2", "--", "needle", s->root, NULL);
	assert_false(s->st.stopped);
	assert_int_equal(s->nres, 300);
	s->stop = NULL;
	no_warnings(s);
}

static void test_stream(void **state)
{
	struct estate *s = *state;
	transcript(s, "a.jsonl", "sa", 4, 0);
	struct sbuf missing = {0}, a = {0};
	sbuf_printf(&missing, "%s/missing", s->root);
	sbuf_printf(&a, "%s/a.jsonl", s->root);

	/* Discovery emits a.jsonl, then warns about the missing PATH and
	 * waits there: with stream, a.jsonl's result arrives meanwhile. */
	s->block = BLOCK_UNTIL_FILE;
	run(s, true, "-j", "2", "--", "needle", a.data, missing.data, NULL);
	assert_int_equal(s->nwarns, 1);
	if (!strstr(s->warns[0], missing.data))
		fail_msg("the warning does not name the path: %s", s->warns[0]);
	assert_int_equal(ck_pr_load_int(&s->file_seen_in_warn), 1);
	assert_int_equal(s->nres, 1);
	assert_non_null(s->cb_paths[0]);
	assert_string_equal(s->cb_paths[0], a.data);
	assert_string_equal(s->res[0]->meta.session_id, "sa");
	assert_int_equal(s->res[0]->stats->lines, 4);
	assert_int_equal(s->res[0]->recs.n, 1);
	assert_int_equal(s->st.files, 1);

	/* Without stream, nothing is handed over before discovery ends. */
	s->block = BLOCK_BRIEFLY;
	run(s, false, "-j", "2", "--", "needle", a.data, missing.data, NULL);
	assert_int_equal(ck_pr_load_int(&s->file_seen_in_warn), 0);
	assert_int_equal(s->nres, 1);
	assert_string_equal(s->cb_paths[0], a.data);
	s->block = BLOCK_NONE;
	sbuf_free(&missing);
	sbuf_free(&a);
}

static void test_stream_every_file(void **state)
{
	struct estate *s = *state;
	small_tree(s);
	run(s, true, "-j", "3", "--", "needle", s->root, NULL);
	for (size_t i = 0; i < s->nres; i++)
		assert_non_null(s->cb_paths[i]);
	/* The hard link's path may still have been the larger one when its
	 * result was handed over: compare the rest. */
	for (size_t i = 0; i < s->nres; i++) {
		if (strstr(s->res[i]->path, "/zz/s4.jsonl")) {
			struct sbuf p = {0};
			sbuf_printf(&p, "%s/aa/s4.jsonl", s->root);
			free(s->res[i]->path);
			s->res[i]->path = p.data;
		}
	}
	assert_string_equal(describe(s, false), small_tree_expected);
	assert_int_equal(s->st.files, 5);
	no_warnings(s);
}

static void test_hard_link_final_path(void **state)
{
	struct estate *s = *state;
	transcript(s, "z/s.jsonl", "sz", 8, 0);
	struct sbuf z = {0}, a = {0};
	sbuf_printf(&z, "%s/z/s.jsonl", s->root);
	sbuf_printf(&a, "%s/a/s.jsonl", s->root);
	unit_mkdirs(a.data);
	int rc = link(z.data, a.data);
	sbuf_free(&z);
	sbuf_free(&a);
	assert_int_equal(rc, 0);
	sbuf_printf(&z, "%s/z", s->root);
	sbuf_printf(&a, "%s/a", s->root);
	/* z is walked first: the file is found as z/s.jsonl, then as
	 * a/s.jsonl, its final path. */
	run(s, false, "-j", "2", "--", "needle", z.data, a.data, NULL);
	sbuf_free(&z);
	sbuf_free(&a);
	assert_string_equal(describe(s, false), "@/a/s.jsonl sz 8 [4,8]\n");
	assert_string_equal(s->cb_paths[0], s->res[0]->path);
	assert_int_equal(s->st.files, 1);
	no_warnings(s);
}

static void test_stdin(void **state)
{
	struct estate *s = *state;
	transcript(s, "in.jsonl", "sx", 6, 3);
	struct sbuf in = {0};
	sbuf_printf(&in, "%s/in.jsonl", s->root);

	/* discover_check copies standard input (here in.jsonl) to a file. */
	bool exit_now;
	struct mg_error err = {{0}};
	struct config cfg;
	char *argv[] = {(char *)"memgrep", (char *)"needle", (char *)"-", NULL};
	assert_int_equal(config_parse(&cfg, 3, argv, &exit_now, &err), MG_MATCH);
	int saved = dup(STDIN_FILENO);
	int fd = open(in.data, O_RDONLY);
	assert_true(saved >= 0 && fd >= 0);
	assert_int_equal(dup2(fd, STDIN_FILENO), STDIN_FILENO);
	close(fd);
	int rc = discover_check(&cfg, unit_req(&cfg), &s->stdin_fd, &err);
	assert_int_equal(dup2(saved, STDIN_FILENO), STDIN_FILENO);
	close(saved);
	config_free(&cfg);
	if (rc != 0)
		fail_msg("discover_check: %s", err.msg);
	assert_true(s->stdin_fd >= 0);

	run(s, false, "-j", "2", "--", "needle", "-", NULL);
	assert_string_equal(describe(s, false), "- sx 6 [1,5]\n");
	assert_int_equal(s->res[0]->fd_error, 0);
	no_warnings(s);
	sbuf_free(&in);
}

#define ETEST(f) cmocka_unit_test_setup_teardown(f, esetup, eteardown)

/* test_one_result_per_file first: its -j 4 sizes the pool. */
const struct CMUnitTest engine_tests[] = {
    ETEST(test_one_result_per_file),
    ETEST(test_jobs_same_results),
    ETEST(test_split_parts),
    ETEST(test_timeout),
    ETEST(test_stop),
    ETEST(test_stream),
    ETEST(test_stream_every_file),
    ETEST(test_hard_link_final_path),
    ETEST(test_stdin),
};
const size_t engine_tests_n = sizeof engine_tests / sizeof engine_tests[0];
