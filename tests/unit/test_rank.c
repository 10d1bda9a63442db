/* test_rank: unit tests for stages/rank.c (docs/reference.md §2, §4.4).
 * Each test writes small Claude Code transcripts into a mkdtemp
 * folder laid out like ~/.claude/projects (<encoded-cwd>/<sessionId>.jsonl,
 * <sessionId>/subagents/agent-x.jsonl), reads them with scan_file as the
 * engine does, ranks them with rank_run and checks the rank_result: session
 * grouping, file/project/title, dedup, the four sorts and their tie-breaks,
 * BM25 against scores computed by hand, paging, -m, -A/-B, --flat, --scope
 * session, the recall cutoff modes, recall forks and the session filters.
 * Files are written in an order that differs from the expected one, so an
 * implementation that leans on read order fails. */
#include "tests/unit/unit.h"
#include "stages/output/format.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/json_line.h"
#include "config/config.h"
#include "pipeline/search/scan.h"
#include "base/xalloc.h"
#include "stages/match.h"
#include "stages/rank.h"
#include "stages/record.h"
#include "tests/unit/corpus.h"

/* sid, uuid and ts may be NULL (left out). */
#define USER(b, sid, uuid, ts, text) unit_line(b, "user", sid, uuid, ts, NULL, text)
#define ASST(b, sid, uuid, ts, text) unit_line(b, "assistant", sid, uuid, ts, NULL, text)
/* A timestamp on 2025-03-01 (UTC). */
#define T(hm) "2025-03-01T" hm ":00Z"

/* A line given as JSON. */
static void raw(struct sbuf *b, const char *json)
{
	sbuf_adds(b, json);
	sbuf_addc(b, '\n');
}

/* A line that is not searched but carries a cwd. */
static void cwd_line(struct sbuf *b, const char *sid, const char *cwd)
{
	sbuf_adds(b, "{\"type\":\"system\"");
	unit_json_field(b, "sessionId", sid);
	unit_json_field(b, "cwd", cwd);
	sbuf_adds(b, ",\"content\":\"init\"}\n");
}

/* A summary, ai-title or custom-title line. */
static void title_line(struct sbuf *b, const char *type, const char *sid, const char *text)
{
	const char *key = strcmp(type, "summary") == 0	  ? "summary"
			  : strcmp(type, "ai-title") == 0 ? "aiTitle"
							  : "customTitle";
	sbuf_printf(b, "{\"type\":\"%s\"", type);
	unit_json_field(b, "sessionId", sid);
	unit_json_field(b, key, text);
	sbuf_adds(b, "}\n");
}

/* A tool call that runs memgrep (id `id`), and its result: text, failed
 * or not (docs/reference.md §4.3). */
static void call_line(struct sbuf *b, const char *sid, const char *uuid, const char *ts, const char *id,
		      const char *command)
{
	sbuf_adds(b, "{\"type\":\"assistant\"");
	unit_json_field(b, "sessionId", sid);
	unit_json_field(b, "uuid", uuid);
	unit_json_field(b, "timestamp", ts);
	sbuf_printf(b,
		    ",\"message\":{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\",\"id\":\"%s\","
		    "\"name\":\"Bash\",\"input\":{\"command\":",
		    id);
	json_write_string(b, command, strlen(command));
	sbuf_adds(b, "}}]}}\n");
}

static void result_line(struct sbuf *b, const char *sid, const char *uuid, const char *ts, const char *id,
			const char *text, bool is_error)
{
	sbuf_adds(b, "{\"type\":\"user\"");
	unit_json_field(b, "sessionId", sid);
	unit_json_field(b, "uuid", uuid);
	unit_json_field(b, "timestamp", ts);
	sbuf_printf(
	    b,
	    ",\"message\":{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":\"%s\","
	    "\"is_error\":%s",
	    id, is_error ? "true" : "false");
	unit_json_field(b, "content", text);
	sbuf_adds(b, "}]}}\n");
}

static void queue_op(struct sbuf *b, const char *sid, const char *ts)
{
	sbuf_adds(b, "{\"type\":\"queue-operation\",\"operation\":\"enqueue\"");
	unit_json_field(b, "sessionId", sid);
	unit_json_field(b, "timestamp", ts);
	sbuf_adds(b, "}\n");
}

/* Parses the options (NULL-terminated) and the query as memgrep would,
 * reads every file with scan_file and ranks them. */
static void run(struct corpus *c, const char *query, ...)
{
	va_list ap;
	va_start(ap, query);
	corpus_vrun(c, NULL, query, ap);
	va_end(ap);
}

/* path relative to the corpus root. */
static const char *rel(const struct corpus *c, const char *path)
{
	size_t n = strlen(c->root);
	if (strncmp(path, c->root, n) != 0 || path[n] != '/')
		fail_msg("path %s is not under %s", path, c->root);
	return path + n + 1;
}

static const char *kind_suffix(uint8_t type)
{
	switch (type) {
	case MT_THINKING:
		return "/thinking";
	case MT_TOOL:
		return "/tool";
	case MT_SUMMARY:
		return "/summary";
	default:
		return "";
	}
}

/* An entry's printed messages as "rel:line[/kind][+]" ('+' for context),
 * in printed order. */
static const char *describe(struct corpus *c, const struct out_entry *e)
{
	sbuf_reset(&c->desc);
	sbuf_add(&c->desc, "", 0);
	for (size_t i = 0; i < e->nmsgs; i++) {
		const struct msg_rec *r = e->msgs[i].rec;
		sbuf_printf(&c->desc, "%s%s:%u%s%s", i ? " " : "", rel(c, r->file->path), r->line,
			    kind_suffix(r->type), e->msgs[i].context ? "+" : "");
	}
	return c->desc.data;
}

/* The entries' session ids, space-separated, in order. With --flat each
 * entry is "id:line" of its message. */
static const char *ids(struct corpus *c)
{
	sbuf_reset(&c->desc);
	sbuf_add(&c->desc, "", 0);
	for (size_t i = 0; i < c->rr.nentries; i++) {
		const struct out_entry *e = &c->rr.entries[i];
		sbuf_printf(&c->desc, "%s%s", i ? " " : "", e->s->id);
		if (c->cfg.flat) {
			assert_true(e->nmsgs >= 1);
			for (size_t k = 0; k < e->nmsgs; k++)
				if (!e->msgs[k].context)
					sbuf_printf(&c->desc, ":%u", e->msgs[k].rec->line);
		}
	}
	return c->desc.data;
}

static const struct out_entry *entry(struct corpus *c, const char *id)
{
	for (size_t i = 0; i < c->rr.nentries; i++)
		if (strcmp(c->rr.entries[i].s->id, id) == 0)
			return &c->rr.entries[i];
	fail_msg("no entry for session %s (entries: %s)", id, ids(c));
	return NULL;
}

static const struct session *session(struct corpus *c, const char *id)
{
	for (size_t i = 0; i < c->rr.nsessions; i++)
		if (strcmp(c->rr.sessions[i]->id, id) == 0)
			return c->rr.sessions[i];
	fail_msg("no session %s", id);
	return NULL;
}

/* Files of a session in session file order, as "rel rel ...". */
static const char *session_files(struct corpus *c, const struct session *s)
{
	sbuf_reset(&c->desc);
	sbuf_add(&c->desc, "", 0);
	for (size_t i = 0; i < s->nfiles; i++)
		sbuf_printf(&c->desc, "%s%s", i ? " " : "", rel(c, s->files[i]->path));
	return c->desc.data;
}

/* ---- grouping, file, project, title ---------------------------------- */

static void test_group_file_project_title(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	/* Session file order: the main transcript s1.jsonl first, although
	 * "agent-a" sorts before it by path, then the others by path
	 * ("agent-a.jsonl" < "s1/subagents/..."). Files are written in
	 * another order. */
	cwd_line(&b, "s1", "/home/u/agent-b-cwd");
	USER(&b, "s1", "b1", T("10:10"), "alpha from agent b");
	title_line(&b, "custom-title", "s1", "Agent B custom title");
	corpus_put(c, "-home-u-app/s1/subagents/agent-b.jsonl", &b);
	cwd_line(&b, "s1", "/home/u/agent-a-cwd");
	USER(&b, "s1", "a1", T("10:20"), "alpha from agent a");
	title_line(&b, "ai-title", "s1", "Agent A ai title");
	title_line(&b, "custom-title", "s1", "Agent A custom one");
	title_line(&b, "custom-title", "s1", "Agent A custom two");
	corpus_put(c, "-home-u-app/agent-a.jsonl", &b);
	/* The main transcript's cwd comes on its second line, yet it beats
	 * the first lines of the agents. */
	USER(&b, "s1", "m1", T("10:00"), "alpha in the main transcript");
	cwd_line(&b, "s1", "/home/u/main-cwd");
	title_line(&b, "ai-title", "s1", "Main ai title");
	title_line(&b, "summary", "s1", "A summary line is never a title");
	corpus_put(c, "-home-u-app/s1.jsonl", &b);

	/* ai-title when no custom-title; the last one of the file; a later
	 * summary line does not override it. */
	USER(&b, "s2", "s2a", T("09:00"), "alpha in session two");
	title_line(&b, "ai-title", "s2", "First ai title");
	title_line(&b, "ai-title", "s2", "Second ai title");
	title_line(&b, "summary", "s2", "Summary of another session");
	corpus_put(c, "-home-u-app/s2.jsonl", &b);
	/* ai-titles in two agent files: the first file in session file
	 * order decides. */
	title_line(&b, "ai-title", "s2", "Agent ai title");
	corpus_put(c, "-home-u-app/s2/subagents/agent-t.jsonl", &b);

	/* Only a summary line: no title. */
	title_line(&b, "summary", "s3", "Summary of yet another session");
	USER(&b, "s3", "s3a", T("08:00"), "alpha in session three");
	corpus_put(c, "-home-u-app/s3.jsonl", &b);
	/* Two non-main files with ai-titles, no main transcript. */
	USER(&b, "s4", "s4b", T("07:00"), "alpha in the later agent");
	title_line(&b, "ai-title", "s4", "Later agent title");
	corpus_put(c, "-home-u-app/s4/subagents/agent-2.jsonl", &b);
	USER(&b, "s4", "s4a", T("07:00"), "alpha in the earlier agent");
	title_line(&b, "ai-title", "s4", "Earlier agent title");
	corpus_put(c, "-home-u-app/s4/subagents/agent-1.jsonl", &b);
	sbuf_free(&b);

	for (int pass = 0; pass < 2; pass++) {
		c->reverse = pass == 1; /* read order does not matter */
		run(c, "alpha", NULL);
		assert_int_equal(c->rr.total, 4);
		assert_string_equal(ids(c), "s1 s4 s2 s3");

		const struct session *s1 = session(c, "s1");
		assert_int_equal(s1->nfiles, 3);
		assert_string_equal(session_files(c, s1), "-home-u-app/s1.jsonl -home-u-app/agent-a.jsonl "
							  "-home-u-app/s1/subagents/agent-b.jsonl");
		assert_string_equal(rel(c, s1->file), "-home-u-app/s1.jsonl");
		assert_string_equal(s1->project, "/home/u/main-cwd");
		/* custom-title beats the main transcript's ai-title; agent-a
		 * is the first file in order with one; its last one wins. */
		assert_non_null(s1->title);
		assert_string_equal(s1->title, "Agent A custom two");
		const struct out_entry *e1 = entry(c, "s1");
		assert_int_equal(e1->matches, 3);
		assert_string_equal(describe(c, e1),
				    "-home-u-app/s1.jsonl:1 -home-u-app/s1/subagents/agent-b.jsonl:2 "
				    "-home-u-app/agent-a.jsonl:2");

		const struct session *s2 = session(c, "s2");
		assert_non_null(s2->title);
		assert_string_equal(s2->title, "Second ai title");
		assert_string_equal(s2->project, "/home/u/app");
		assert_null(session(c, "s3")->title);
		const struct session *s4 = session(c, "s4");
		assert_string_equal(rel(c, s4->file), "-home-u-app/s4/subagents/agent-1.jsonl");
		assert_non_null(s4->title);
		assert_string_equal(s4->title, "Earlier agent title");
		assert_string_equal(s4->project, "/home/u/app");
	}
	/* Filters do not affect the title. */
	run(c, "alpha", "--type", "user", NULL);
	assert_string_equal(session(c, "s1")->title, "Agent A custom two");
	assert_string_equal(session(c, "s2")->title, "Second ai title");
}

/* Without any cwd the project is the folder name with '-' turned into '/';
 * for <X>/subagents/f the folder holding <X>. */
static void test_project_from_folder(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	/* Only a subagent file was read: it is the session's file. */
	USER(&b, "S4", "q1", T("10:00"), "alpha from a lone subagent");
	corpus_put(c, "-home-u-proj-x/S4/subagents/agent-q.jsonl", &b);
	/* A malformed line (invalid timestamp): its cwd does not count. */
	raw(&b, "{\"type\":\"user\",\"sessionId\":\"S5\",\"cwd\":\"/bad\",\"timestamp\":\"yesterday\","
		"\"message\":{\"role\":\"user\",\"content\":\"alpha in a malformed line\"}}");
	USER(&b, "S5", "q2", T("10:01"), "alpha in plain session");
	corpus_put(c, "-srv-data/S5.jsonl", &b);
	/* The main transcript has no cwd; its subagent does. */
	USER(&b, "S6", "q3", T("10:02"), "alpha in main without cwd");
	corpus_put(c, "-srv-data/S6.jsonl", &b);
	USER(&b, "S6", "q4", T("10:03"), "alpha in agent with cwd");
	cwd_line(&b, "S6", "/srv/real");
	corpus_put(c, "-srv-data/S6/subagents/agent-r.jsonl", &b);
	/* No sessionId anywhere: the file name is the session id. */
	USER(&b, NULL, "q5", T("10:04"), "alpha without a session id");
	corpus_put(c, "-opt-tools/S7.jsonl", &b);
	sbuf_free(&b);

	run(c, "alpha", NULL);
	assert_int_equal(c->rr.total, 4);
	const struct session *s4 = session(c, "S4");
	assert_string_equal(rel(c, s4->file), "-home-u-proj-x/S4/subagents/agent-q.jsonl");
	assert_string_equal(s4->project, "/home/u/proj/x");
	assert_string_equal(session(c, "S5")->project, "/srv/data");
	assert_int_equal(entry(c, "S5")->matches, 1);
	const struct session *s6 = session(c, "S6");
	assert_string_equal(s6->project, "/srv/real");
	assert_string_equal(rel(c, s6->file), "-srv-data/S6.jsonl");
	const struct session *s7 = session(c, "S7");
	assert_string_equal(s7->project, "/opt/tools");
	assert_string_equal(rel(c, s7->file), "-opt-tools/S7.jsonl");
}

/* ---- dedup ------------------------------------------------------------- */

static void test_dedup(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	/* "-p/agent-a.jsonl" < "-p/f1.jsonl" < "-p/f1/subagents/..." by path. */
	USER(&b, "f1", "U1", T("10:00"), "alpha shared message one");
	ASST(&b, "f1", "A0", T("10:01"), "filler without the word");
	ASST(&b, "f1", "U2", T("10:03"), "alpha in two agent files");
	ASST(&b, "f1", "U5", T("10:04"), "alpha with a thought");
	corpus_put(c, "-p/agent-a.jsonl", &b);
	ASST(&b, "f1", "U2", T("10:03"), "alpha in two agent files");
	corpus_put(c, "-p/f1/subagents/agent-b.jsonl", &b);
	USER(&b, "f1", "U1", T("10:00"), "alpha shared message one");
	ASST(&b, "f1", "U3", T("10:02"), "alpha repeated in file");
	ASST(&b, "f1", "U3", T("10:02"), "alpha repeated in file");
	/* One uuid, two kinds: both count. */
	raw(&b, "{\"type\":\"assistant\",\"sessionId\":\"f1\",\"uuid\":\"U5\",\"timestamp\":\"" T(
		    "10:04") "\","
			     "\"message\":{\"role\":\"assistant\",\"content\":["
			     "{\"type\":\"thinking\",\"thinking\":\"alpha thinking it over\"},"
			     "{\"type\":\"text\",\"text\":\"alpha with a thought\"}]}}");
	corpus_put(c, "-p/f1.jsonl", &b);
	/* Another session's main transcript holds a copy of U1: both are main
	 * transcripts, the smaller path (f1) wins. Lines without uuid never
	 * merge. */
	USER(&b, "f2", "U1", T("10:00"), "alpha shared message one");
	USER(&b, "f2", "U9", T("11:00"), "alpha only in f2 here");
	USER(&b, "f2", NULL, T("11:01"), "alpha without any uuid");
	USER(&b, "f2", NULL, T("11:01"), "alpha without any uuid");
	corpus_put(c, "-p/f2.jsonl", &b);
	/* A session whose only match is a losing copy has no match left. */
	USER(&b, "f3", "U9", T("11:00"), "alpha only in f2 here");
	corpus_put(c, "-p/f3.jsonl", &b);
	sbuf_free(&b);

	for (int pass = 0; pass < 2; pass++) {
		c->reverse = pass == 1;
		run(c, "alpha", "--thinking", "-m", "50", NULL);
		assert_int_equal(c->rr.total, 2);
		const struct out_entry *e1 = entry(c, "f1");
		/* U1: the main copy (line 1) beats agent-a's smaller path;
		 * U2: agent-a (line 3) beats agent-b (line 1) by path; U3: line
		 * 2 beats line 3; U5: main's thinking and text, agent-a's text
		 * copy dropped. */
		assert_int_equal(e1->matches, 5);
		assert_int_equal(e1->s->nmatches, 5);
		assert_string_equal(describe(c, e1), "-p/f1.jsonl:1 -p/f1.jsonl:2 -p/agent-a.jsonl:3 "
						     "-p/f1.jsonl:4/thinking -p/f1.jsonl:4");
		const struct out_entry *e2 = entry(c, "f2");
		assert_int_equal(e2->matches, 3);
		assert_string_equal(describe(c, e2), "-p/f2.jsonl:2 -p/f2.jsonl:3 -p/f2.jsonl:4");
		assert_int_equal(c->rr.drops_duplicate, 6);
		assert_string_equal(ids(c), "f1 f2");
	}
}

/* ---- sorts ------------------------------------------------------------- */

/* Writes session sid in folder -p with n alpha messages at times ts[0..n)
 * (NULL: no timestamp). */
static void session_with(struct corpus *c, const char *sid, size_t n, const char *const *ts)
{
	struct sbuf b = {0}, path = {0}, uuid = {0};
	for (size_t i = 0; i < n; i++) {
		sbuf_reset(&uuid);
		sbuf_printf(&uuid, "%s-u%zu", sid, i);
		char text[64];
		snprintf(text, sizeof text, "alpha message %zu of %s", i, sid);
		USER(&b, sid, uuid.data, ts ? ts[i] : NULL, text);
	}
	sbuf_printf(&path, "-p/%s.jsonl", sid);
	corpus_put(c, path.data, &b);
	sbuf_free(&b);
	sbuf_free(&path);
	sbuf_free(&uuid);
}

static void sort_corpus(struct corpus *c)
{
	/* Written in reverse id order. */
	session_with(c, "c6", 3, (const char *const[]){T("10:30"), T("10:45"), T("11:00")});
	session_with(c, "c5", 2, NULL);
	session_with(c, "c4", 2, (const char *const[]){T("11:00"), T("10:30")});
	session_with(c, "c3", 2, (const char *const[]){T("10:30"), T("11:00")});
	session_with(c, "c2", 3, (const char *const[]){T("08:00"), T("09:00"), T("08:30")});
	/* c1 also has a later message that does not match: it must not count
	 * as the session's latest. */
	struct sbuf b = {0};
	USER(&b, "c1", "c1-u0", T("10:00"), "alpha message 0 of c1");
	USER(&b, "c1", "c1-u1", T("10:05"), "alpha message 1 of c1");
	USER(&b, "c1", "c1-u2", T("12:00"), "a later message without the word");
	corpus_put(c, "-p/c1.jsonl", &b);
	sbuf_free(&b);
	session_with(c, "c0", 2, NULL);
}

static void test_sort_count(void **state)
{
	struct corpus *c = *state;
	sort_corpus(c);
	/* -matches; then latest desc (c6 11:00 before c2 09:00; c3, c4 tie
	 * at 11:00 and go by id); sessions without time last, by id. */
	run(c, "alpha", NULL);
	assert_string_equal(ids(c), "c6 c2 c3 c4 c1 c0 c5");
	run(c, "alpha", "--sort", "count", "-B", "1", NULL); /* context lines do not change it */
	assert_string_equal(ids(c), "c6 c2 c3 c4 c1 c0 c5");
	const struct session *c1 = session(c, "c1");
	assert_true(c1->has_latest);
	assert_int_equal(c1->nmatches, 2);
	assert_string_equal(c1->last_raw, T("10:05"));
	assert_string_equal(c1->first_raw, T("10:00"));
	const struct session *c0 = session(c, "c0");
	assert_false(c0->has_latest);
	assert_null(c0->first_raw);
	assert_null(c0->last_raw);
}

static void test_sort_recent_oldest(void **state)
{
	struct corpus *c = *state;
	sort_corpus(c);
	/* recent: latest desc (c6, c3, c4 at 11:00: c6 has more matches, then
	 * id), c1 10:05, c2 09:00, then no time by id. */
	run(c, "alpha", "--sort", "recent", NULL);
	assert_string_equal(ids(c), "c6 c3 c4 c1 c2 c0 c5");
	/* oldest: earliest asc (c2 08:00, c1 10:00, then c6 c3 c4 at 10:30
	 * with c6's 3 matches first), no time last. */
	run(c, "alpha", "--sort", "oldest", NULL);
	assert_string_equal(ids(c), "c2 c1 c6 c3 c4 c0 c5");
}

/* BM25 of one message: tf, dl, and the collection's N, df, avgdl. */
static double bm25(double tf, double dl, double n, double df, double avgdl)
{
	double idf = log(1.0 + (n - df + 0.5) / (df + 0.5));
	double ratio = avgdl > 0 ? dl / avgdl : 1.0;
	return idf * tf * (1.2 + 1) / (tf + 1.2 * (1 - 0.75 + 0.75 * ratio));
}

static void test_sort_bm25(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	/* b4: one short message with tf 4; b5: two long ones with tf 1. */
	USER(&b, "b4", "b4-1", T("09:00"), "alpha alpha alpha alpha");
	corpus_put(c, "-p/b4.jsonl", &b);
	USER(&b, "b5", "b5-1", T("08:00"), "alpha plus many other filler words are written right here now");
	USER(&b, "b5", "b5-2", T("08:30"), "alpha plus many other filler words are written right here too");
	corpus_put(c, "-p/b5.jsonl", &b);
	/* Three equal scores: latest desc, then no time last. */
	USER(&b, "b3", "b3-1", NULL, "alpha same text in all");
	corpus_put(c, "-p/b3.jsonl", &b);
	USER(&b, "b1", "b1-1", T("10:00"), "alpha same text in all");
	corpus_put(c, "-p/b1.jsonl", &b);
	USER(&b, "b2", "b2-1", T("11:00"), "alpha same text in all");
	corpus_put(c, "-p/b2.jsonl", &b);
	sbuf_free(&b);

	double n = 6, df = 6, avgdl = (4.0 + 11 + 11 + 5 + 5 + 5) / 6;
	double s4 = bm25(4, 4, n, df, avgdl), s5 = 2 * bm25(1, 11, n, df, avgdl),
	       s1 = bm25(1, 5, n, df, avgdl);
	assert_true(s4 > s5 && s5 > s1); /* the design of this corpus */

	run(c, "alpha", "--sort", "bm25", NULL);
	assert_string_equal(ids(c), "b4 b5 b2 b1 b3");
	assert_float_equal(entry(c, "b4")->score, s4, 1e-9);
	assert_float_equal(entry(c, "b5")->score, s5, 1e-9);
	assert_float_equal(entry(c, "b1")->score, s1, 1e-9);
	assert_float_equal(entry(c, "b3")->score, s1, 1e-9);
	assert_float_equal(session(c, "b4")->score, s4, 1e-9);

	/* The same corpus by count: b5's two matches first. */
	run(c, "alpha", NULL);
	assert_string_equal(ids(c), "b5 b2 b1 b4 b3");
	assert_float_equal(entry(c, "b5")->score, 2, 0);
}

/* ---- BM25 ------------------------------------------------------------- */

static void test_bm25_three_messages(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	USER(&b, "t1", "t1-1", T("10:00"), "alpha beta gamma");
	corpus_put(c, "-p/t1.jsonl", &b);
	USER(&b, "t2", "t2-1", T("10:01"), "alpha alpha delta epsilon zeta");
	corpus_put(c, "-p/t2.jsonl", &b);
	USER(&b, "t3", "t3-1", T("10:02"), "nothing relevant in this one at all");
	corpus_put(c, "-p/t3.jsonl", &b);
	sbuf_free(&b);

	/* N = 3, df = 2, avgdl = (3 + 5 + 7) / 3 = 5; idf = ln 1.6. */
	double idf = log(1.6);
	double s1 = idf * 1 * 2.2 / (1 + 1.2 * (0.25 + 0.75 * 3.0 / 5.0));
	double s2 = idf * 2 * 2.2 / (2 + 1.2 * (0.25 + 0.75 * 5.0 / 5.0));
	run(c, "alpha", "--sort", "bm25", NULL);
	assert_int_equal(c->rr.total, 2);
	assert_string_equal(ids(c), "t2 t1");
	assert_float_equal(entry(c, "t1")->score, s1, 1e-9);
	assert_float_equal(entry(c, "t2")->score, s2, 1e-9);
	/* One group: its counts are the record's own, no ext made. */
	const struct msg_rec *t1 = entry(c, "t1")->msgs[0].rec;
	assert_null(rec_ext(t1));
	assert_int_equal(rec_tf_at(t1, 0), 1);
	assert_int_equal(rec_dl(t1), 3);

	/* --flat: each message by its own score. */
	run(c, "alpha", "--sort", "bm25", "--flat", NULL);
	assert_string_equal(ids(c), "t2:1 t1:1");
	assert_int_equal(c->rr.total, 2);
	assert_float_equal(c->rr.entries[0].score, s2, 1e-9);
	assert_float_equal(c->rr.entries[1].score, s1, 1e-9);
}

/* N, df and avgdl count every message that passed the index filter,
 * before the recall cutoff and dedup; not short messages, excluded
 * sessions or recall forks. Each OR group is one term. */
static void test_bm25_collection(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	USER(&b, "s1", "u1", T("10:00"), "alpha beta gamma delta epsilon");  /* 5, tf (1,1) */
	USER(&b, "s1", "u2", T("10:01"), "Did you remember the alpha plan"); /* 6, (1,0), cut */
	ASST(&b, "s1", "u3", T("10:02"), "beta only here and nothing else"); /* 6, (0,1), cut */
	USER(&b, "s1", "u4", T("10:03"), "alpha");			     /* short: not counted */
	corpus_put(c, "-p/s1.jsonl", &b);
	USER(&b, "s2", "u5", T("10:10"), "alpha  alpha\tzeta beta\ntheta iota kappa"); /* 7, (2,2) */
	USER(&b, "s2", "u1", T("10:00"), "alpha beta gamma delta epsilon"); /* 5, (1,1), dup of s1's */
	USER(&b, "s2", "u6", T("10:11"), "nothing to see here at all");	    /* 6, (0,0) */
	corpus_put(c, "-p/s2.jsonl", &b);
	/* Excluded session and recall fork: not in the collection. */
	USER(&b, "s3", "u7", T("10:20"), "alpha zeta and more words");
	corpus_put(c, "-p/s3.jsonl", &b);
	queue_op(&b, "s9", T("10:30"));
	USER(&b, "s9", "u8", T("10:31"), "memory search for alpha zeta");
	ASST(&b, "s9", "u9", T("10:32"), "alpha zeta beta result words");
	USER(&b, "s9", "u10", T("10:33"), "alpha zeta follow up question");
	corpus_put(c, "-p/s9.jsonl", &b);
	sbuf_free(&b);

	double n = 6, df1 = 4, df2 = 4, avgdl = 35.0 / 6;
	double s1 = bm25(1, 5, n, df1, avgdl) + bm25(1, 5, n, df2, avgdl);
	double s2 = bm25(2, 7, n, df1, avgdl) + bm25(2, 7, n, df2, avgdl);
	/* "alpha|Alpha" are equal alternatives: one term, hits counted once. */
	run(c, "alpha|Alpha beta|zeta", "--sort", "bm25", "--exclude-session", "s3", NULL);
	assert_string_equal(ids(c), "s2 s1");
	assert_int_equal(entry(c, "s1")->matches, 1);
	assert_int_equal(entry(c, "s2")->matches, 1);
	assert_float_equal(entry(c, "s1")->score, s1, 1e-9);
	assert_float_equal(entry(c, "s2")->score, s2, 1e-9);
}

/* ---- paging ----------------------------------------------------------- */

static void paging_corpus(struct corpus *c)
{
	static const char *const ts[] = {T("10:00"), T("10:01"), T("10:02"), T("10:03"), T("10:04")};
	session_with(c, "p5", 1, ts);
	session_with(c, "p4", 2, ts);
	session_with(c, "p3", 3, ts);
	session_with(c, "p2", 4, ts);
	session_with(c, "p1", 5, ts);
}

static void test_paging(void **state)
{
	struct corpus *c = *state;
	paging_corpus(c);
	run(c, "alpha", NULL);
	assert_string_equal(ids(c), "p1 p2 p3 p4 p5");
	assert_int_equal(c->rr.total, 5);
	assert_false(c->rr.capped);

	run(c, "alpha", "-n", "2", "--offset", "1", NULL);
	assert_string_equal(ids(c), "p2 p3");
	assert_int_equal(c->rr.total, 5);
	assert_true(c->rr.capped); /* 5 - 1 > 2 */

	run(c, "alpha", "--sessions", "2", "--offset", "3", NULL);
	assert_string_equal(ids(c), "p4 p5");
	assert_int_equal(c->rr.total, 5);
	assert_false(c->rr.capped); /* 5 - 3 = 2 */

	run(c, "alpha", "-n", "3", "--offset", "2", NULL);
	assert_string_equal(ids(c), "p3 p4 p5");
	assert_false(c->rr.capped);

	run(c, "alpha", "-n", "4", NULL);
	assert_string_equal(ids(c), "p1 p2 p3 p4");
	assert_true(c->rr.capped);

	run(c, "alpha", "-n", "0", NULL);
	assert_int_equal(c->rr.nentries, 0);
	assert_int_equal(c->rr.total, 5);
	assert_true(c->rr.capped);

	run(c, "alpha", "--offset", "9", NULL);
	assert_int_equal(c->rr.nentries, 0);
	assert_int_equal(c->rr.total, 5);
	assert_false(c->rr.capped);

	/* --flat pages messages: 15 of them. */
	run(c, "alpha", "--flat", "-n", "4", "--offset", "10", NULL);
	assert_int_equal(c->rr.total, 15);
	assert_int_equal(c->rr.nentries, 4);
	assert_true(c->rr.capped); /* 15 - 10 > 4 */
	run(c, "alpha", "--flat", "-n", "4", "--offset", "13", NULL);
	assert_int_equal(c->rr.nentries, 2);
	assert_false(c->rr.capped);
}

/* The limit of each format (issue 15): -n's default is 10, but -l and -c
 * list every session unless -n is given; --all lifts the limit anywhere. */
static void test_paging_limits(void **state)
{
	struct corpus *c = *state;
	static const char *const ts[] = {T("10:00")};
	for (int i = 0; i < 12; i++) {
		char sid[8];
		snprintf(sid, sizeof sid, "q%02d", i);
		session_with(c, sid, 1, ts);
	}
	run(c, "alpha", NULL);
	assert_int_equal(c->rr.nentries, 10);
	assert_int_equal(c->rr.total, 12);
	assert_true(c->rr.capped);
	run(c, "alpha", "--format", "json", NULL);
	assert_int_equal(c->rr.nentries, 10);
	run(c, "alpha", "-l", NULL);
	assert_int_equal(c->rr.nentries, 12);
	assert_false(c->rr.capped);
	run(c, "alpha", "-c", NULL);
	assert_int_equal(c->rr.nentries, 12);
	run(c, "alpha", "--all", NULL);
	assert_int_equal(c->rr.nentries, 12);
	assert_false(c->rr.capped);
	run(c, "alpha", "--all", "--offset", "5", NULL);
	assert_int_equal(c->rr.nentries, 7);
	assert_false(c->rr.capped);
	/* -n given: -l and -c keep it. */
	run(c, "alpha", "-l", "-n", "3", NULL);
	assert_string_equal(ids(c), "q00 q01 q02");
	assert_true(c->rr.capped);
	run(c, "alpha", "-n", "4", "-c", NULL);
	assert_int_equal(c->rr.nentries, 4);
	/* --flat -l: every message too. */
	run(c, "alpha", "--flat", "-l", NULL);
	assert_int_equal(c->rr.nentries, 12);
}

/* A summary-kind line takes the latest time of its file (the raw string of
 * the first line with that instant), which then ranks its session. */
static void test_summary_time(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	USER(&b, "st", "v1", T("10:00"), "some unrelated words here");
	title_line(&b, "ai-title", "st", "alpha title of the session");
	USER(&b, "st", "v2", "2025-03-01T12:00:00+01:00", "more unrelated words here");
	USER(&b, "st", "v3", "2025-03-01T11:00:00Z", "same instant written otherwise");
	USER(&b, "st", "v4", T("10:30"), "an earlier time comes later");
	corpus_put(c, "-p/st.jsonl", &b);
	USER(&b, "su", "w1", T("10:45"), "alpha in a plain message");
	corpus_put(c, "-p/su.jsonl", &b);
	/* No timestamp anywhere in the file: none. */
	title_line(&b, "summary", "sv", "alpha summary without time");
	corpus_put(c, "-p/sv.jsonl", &b);
	sbuf_free(&b);

	run(c, "alpha", "--sort", "recent", NULL);
	assert_string_equal(ids(c), "st su sv");
	const struct out_entry *e = entry(c, "st");
	assert_int_equal(e->nmsgs, 1);
	assert_int_equal(e->msgs[0].rec->type, MT_SUMMARY);
	char tb[REC_TS_BUF];
	assert_string_equal(rec_ts_raw(e->msgs[0].rec, tb), "2025-03-01T12:00:00+01:00");
	assert_string_equal(e->first, "2025-03-01T12:00:00+01:00");
	assert_string_equal(e->last, "2025-03-01T12:00:00+01:00");
	e = entry(c, "sv");
	assert_null(rec_ts_raw(e->msgs[0].rec, tb));
	assert_null(e->first);
	run(c, "alpha", "--sort", "oldest", NULL);
	assert_string_equal(ids(c), "su st sv");
}

/* ---- -m ---------------------------------------------------------------- */

static void test_pick_messages(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	ASST(&b, "m1", "x1", T("01:00"), "alpha only text here");    /* 1 term */
	ASST(&b, "m1", "x2", T("02:00"), "alpha beta text here");    /* 2 */
	ASST(&b, "m1", "x3", T("03:00"), "alpha beta gamma text");   /* 3 */
	ASST(&b, "m1", "x4", T("04:00"), "beta only text here");     /* 1 */
	ASST(&b, "m1", "x5", T("05:00"), "gamma alpha text here");   /* 2 */
	ASST(&b, "m1", "x6", T("06:00"), "alpha alpha alpha alpha"); /* 1 term, 4 hits */
	ASST(&b, "m1", "x7", NULL, "gamma beta text stuff");	     /* 2, no time */
	corpus_put(c, "-p/m1.jsonl", &b);
	sbuf_free(&b);

	run(c, "alpha|beta|gamma", "-m", "3", NULL);
	const struct out_entry *e = entry(c, "m1");
	assert_int_equal(e->matches, 7);
	/* Picked: x3 (3 terms), x5 and x2 (2 terms, newest first); x7 has
	 * no time and loses; printed chronologically. */
	assert_string_equal(describe(c, e), "-p/m1.jsonl:2 -p/m1.jsonl:3 -p/m1.jsonl:5");
	run(c, "alpha|beta|gamma", "-m", "4", NULL);
	assert_string_equal(describe(c, entry(c, "m1")),
			    "-p/m1.jsonl:2 -p/m1.jsonl:3 -p/m1.jsonl:5 -p/m1.jsonl:7");
	run(c, "alpha|beta|gamma", "-m", "5", NULL);
	assert_string_equal(describe(c, entry(c, "m1")),
			    "-p/m1.jsonl:2 -p/m1.jsonl:3 -p/m1.jsonl:5 -p/m1.jsonl:6 -p/m1.jsonl:7");
	assert_int_equal(entry(c, "m1")->matches, 7);
	assert_int_equal(c->rr.entries[0].nmsgs, 5);
}

/* Same terms and time: path ascending, then line descending. */
static void test_pick_ties(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	/* "-p/m2.jsonl" < "-p/m2/subagents/..." ('.' < '/'). */
	ASST(&b, "m2", "y3", T("09:00"), "alpha in the agent file");
	corpus_put(c, "-p/m2/subagents/agent-z.jsonl", &b);
	ASST(&b, "m2", "y1", T("09:00"), "alpha first at same time");
	ASST(&b, "m2", "y2", T("09:00"), "alpha second at same time");
	corpus_put(c, "-p/m2.jsonl", &b);
	sbuf_free(&b);

	run(c, "alpha", "-m", "1", NULL);
	assert_string_equal(describe(c, entry(c, "m2")), "-p/m2.jsonl:2");
	run(c, "alpha", "-m", "2", NULL);
	assert_string_equal(describe(c, entry(c, "m2")), "-p/m2.jsonl:1 -p/m2.jsonl:2");
	run(c, "alpha", "-m", "3", NULL);
	assert_string_equal(describe(c, entry(c, "m2")),
			    "-p/m2.jsonl:1 -p/m2.jsonl:2 -p/m2/subagents/agent-z.jsonl:1");
}

/* ---- -A / -B ---------------------------------------------------------- */

static void context_corpus(struct corpus *c)
{
	struct sbuf b = {0};
	USER(&b, "x1", "k1", T("10:01"), "context one is here");
	ASST(&b, "x1", "k2", T("10:02"), "context two is here");
	USER(&b, "x1", "k3", T("10:03"), "target first message");
	ASST(&b, "x1", "k4", T("10:04"), "context four is here");
	USER(&b, "x1", "k5", T("10:05"), "short");
	USER(&b, "x1", "k6", T("10:06"), "context six is here");
	ASST(&b, "x1", "k7", T("10:07"), "target again message");
	USER(&b, "x1", "k8", T("10:08"), "context eight is here");
	ASST(&b, "x1", "k9", T("10:09"), "context nine is here");
	corpus_put(c, "-p/x1.jsonl", &b);
	/* Between them in time, but in another file: never a neighbour. */
	USER(&b, "x1", "k10", "2025-03-01T10:03:30Z", "context in the agent file");
	corpus_put(c, "-p/x1/subagents/agent-c.jsonl", &b);
	/* Adjacent matches. */
	USER(&b, "x4", "j1", T("13:01"), "target one adjacent");
	ASST(&b, "x4", "j2", T("13:02"), "target two adjacent");
	USER(&b, "x4", "j3", T("13:03"), "context three here");
	ASST(&b, "x4", "j4", T("13:04"), "context four here");
	corpus_put(c, "-p/x4.jsonl", &b);
	USER(&b, "x5", "i1", T("14:01"), "context one here");
	ASST(&b, "x5", "i2", T("14:02"), "context two here");
	USER(&b, "x5", "i3", T("14:03"), "target three adjacent");
	ASST(&b, "x5", "i4", T("14:04"), "target four adjacent");
	corpus_put(c, "-p/x5.jsonl", &b);
	sbuf_free(&b);
}

static void test_context(void **state)
{
	struct corpus *c = *state;
	context_corpus(c);
	/* L5 is too short: not a neighbour. L6 follows L3 and precedes L7:
	 * printed once. */
	run(c, "target", "-B", "1", "-A", "2", NULL);
	const struct out_entry *e = entry(c, "x1");
	assert_string_equal(describe(c, e), "-p/x1.jsonl:2+ -p/x1.jsonl:3 -p/x1.jsonl:4+ -p/x1.jsonl:6+ "
					    "-p/x1.jsonl:7 -p/x1.jsonl:8+ -p/x1.jsonl:9+");
	assert_int_equal(e->matches, 2);
	assert_int_equal(e->s->nmatches, 2);
	assert_float_equal(e->score, 2, 0);
	assert_string_equal(e->first, T("10:03"));
	assert_string_equal(e->last, T("10:07"));
	assert_int_equal(c->rr.total, 3);

	/* A neighbour that is a printed match still counts among the N. */
	run(c, "target", "-A", "1", NULL);
	assert_string_equal(describe(c, entry(c, "x4")), "-p/x4.jsonl:1 -p/x4.jsonl:2 -p/x4.jsonl:3+");
	run(c, "target", "-B", "1", NULL);
	assert_string_equal(describe(c, entry(c, "x4")), "-p/x4.jsonl:1 -p/x4.jsonl:2");
	assert_string_equal(describe(c, entry(c, "x5")), "-p/x5.jsonl:2+ -p/x5.jsonl:3 -p/x5.jsonl:4");

	/* A neighbour that is itself a printed match stays a match, once. */
	run(c, "target", "-A", "4", NULL);
	assert_string_equal(describe(c, entry(c, "x1")),
			    "-p/x1.jsonl:3 -p/x1.jsonl:4+ -p/x1.jsonl:6+ -p/x1.jsonl:7 "
			    "-p/x1.jsonl:8+ -p/x1.jsonl:9+");
	run(c, "target", "-B", "9", NULL);
	assert_string_equal(describe(c, entry(c, "x1")), "-p/x1.jsonl:1+ -p/x1.jsonl:2+ -p/x1.jsonl:3 "
							 "-p/x1.jsonl:4+ -p/x1.jsonl:6+ -p/x1.jsonl:7");

	/* A match that -m did not print comes back as a neighbour, printed
	 * as a match, never as context (issue 31 point 9). */
	run(c, "target", "-m", "1", "-B", "3", NULL);
	e = entry(c, "x1");
	assert_string_equal(describe(c, e), "-p/x1.jsonl:3 -p/x1.jsonl:4+ -p/x1.jsonl:6+ -p/x1.jsonl:7");
	assert_int_equal(e->matches, 2);

	/* -C sets both. */
	run(c, "target", "-C", "1", "-m", "1", NULL);
	assert_string_equal(describe(c, entry(c, "x1")), "-p/x1.jsonl:6+ -p/x1.jsonl:7 -p/x1.jsonl:8+");
}

/* Neighbours are among messages that survived the recall cutoff. */
static void test_context_cutoff(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	/* Each file: a recall phrase (line 2), then a memgrep call (3) whose
	 * result had results (4). */
	USER(&b, "x3", "z1", T("12:01"), "context before the event");
	USER(&b, "x3", "z2", T("12:02"), "did you remember things");
	call_line(&b, "x3", "z2c", T("12:02"), "c3", "memgrep things");
	result_line(&b, "x3", "z2r", T("12:02"), "c3", "[1/1] things recalled", false);
	USER(&b, "x3", "z3", T("12:03"), "target after the event");
	corpus_put(c, "-p/x3.jsonl", &b);
	USER(&b, "x2", "w1", T("11:01"), "target first in x2");
	ASST(&b, "x2", "w2", T("11:02"), "I will look at memory search results");
	call_line(&b, "x2", "w2c", T("11:02"), "c2", "memgrep results");
	result_line(&b, "x2", "w2r", T("11:02"), "c2", "[1/1] results recalled", false);
	ASST(&b, "x2", "w3", T("11:03"), "context after the event");
	USER(&b, "x2", "w4", T("11:04"), "context prompt resets it");
	corpus_put(c, "-p/x2.jsonl", &b);
	sbuf_free(&b);

	/* turn: from the result on; the tool messages are not searched. */
	run(c, "target", "-B", "2", "-A", "1", NULL);
	assert_string_equal(describe(c, entry(c, "x3")), "-p/x3.jsonl:1+ -p/x3.jsonl:2+ -p/x3.jsonl:5");
	assert_string_equal(describe(c, entry(c, "x2")), "-p/x2.jsonl:1 -p/x2.jsonl:2+");
	run(c, "target", "-B", "2", "-A", "1", "--recall-cutoff", "phrases", NULL);
	assert_string_equal(describe(c, entry(c, "x3")), "-p/x3.jsonl:1+ -p/x3.jsonl:5");
	assert_string_equal(describe(c, entry(c, "x2")), "-p/x2.jsonl:1 -p/x2.jsonl:6+");
	run(c, "target", "-B", "2", "-A", "1", "--recall-cutoff", "before", NULL);
	assert_string_equal(describe(c, entry(c, "x3")), "-p/x3.jsonl:5");
	assert_int_equal(c->rr.total, 1); /* x2's only match is before its event */
	run(c, "target", "-B", "2", "-A", "1", "--recall-cutoff", "off", NULL);
	assert_string_equal(describe(c, entry(c, "x3")), "-p/x3.jsonl:1+ -p/x3.jsonl:2+ -p/x3.jsonl:5");
	assert_string_equal(describe(c, entry(c, "x2")), "-p/x2.jsonl:1 -p/x2.jsonl:2+");
}

/* ---- --flat ----------------------------------------------------------- */

static void test_flat(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	/* g2's path sorts before g1's: ties go by id first. */
	USER(&b, "g2", "d1", T("10:05"), "alpha alpha here y"); /* 2 hits */
	USER(&b, "g2", "d2", T("10:05"), "alpha one more z");	/* 1 */
	corpus_put(c, "-a/g2.jsonl", &b);
	USER(&b, "g3", "e1", NULL, "alpha alpha alpha alpha alpha no ts"); /* 5 */
	corpus_put(c, "-p/g3.jsonl", &b);
	USER(&b, "g1", "a1", T("10:03"), "alpha alpha alpha x1"); /* 3 */
	USER(&b, "g1", "b1", T("10:05"), "alpha once here");	  /* 1 */
	USER(&b, "g1", "f1", T("10:05"), "alpha third thing");	  /* 1 */
	corpus_put(c, "-z/g1.jsonl", &b);
	sbuf_free(&b);

	run(c, "alpha", "--flat", NULL);
	assert_int_equal(c->rr.total, 6);
	assert_false(c->rr.capped);
	/* count: -hits, time desc, then id, path, line. */
	assert_string_equal(ids(c), "g3:1 g1:1 g2:1 g1:2 g1:3 g2:2");
	for (size_t i = 0; i < c->rr.nentries; i++) {
		const struct out_entry *e = &c->rr.entries[i];
		assert_int_equal(e->matches, 1);
		assert_int_equal(e->nmsgs, 1);
		char tb[REC_TS_BUF];
		const char *ts = rec_ts_raw(e->msgs[0].rec, tb);
		if (ts) {
			assert_string_equal(e->first, ts);
			assert_string_equal(e->last, ts);
		} else {
			assert_null(e->first);
			assert_null(e->last);
		}
		assert_float_equal(e->score, e->msgs[0].rec->hits, 0);
	}
	assert_float_equal(c->rr.entries[0].score, 5, 0);

	run(c, "alpha", "--flat", "--sort", "recent", NULL);
	assert_string_equal(ids(c), "g2:1 g1:2 g1:3 g2:2 g1:1 g3:1");
	run(c, "alpha", "--flat", "--sort", "oldest", NULL);
	assert_string_equal(ids(c), "g1:1 g2:1 g1:2 g1:3 g2:2 g3:1");

	/* -m is ignored; -n counts messages. */
	run(c, "alpha", "--flat", "-m", "0", "-n", "2", NULL);
	assert_string_equal(ids(c), "g3:1 g1:1");
	assert_int_equal(c->rr.total, 6);
	assert_true(c->rr.capped);
	assert_int_equal(c->rr.entries[0].nmsgs, 1);

	/* A flat entry's context: its own neighbours. */
	run(c, "alpha", "--flat", "-n", "1", "--offset", "1", "-A", "1", NULL);
	assert_int_equal(c->rr.nentries, 1);
	assert_string_equal(describe(c, &c->rr.entries[0]), "-z/g1.jsonl:1");
	assert_int_equal(c->rr.entries[0].matches, 1);
	/* Each entry has its own neighbours, even a message that another
	 * entry printed as context; one that matches is an entry of its own,
	 * never context (issue 31 point 9). */
	run(c, "alpha", "--flat", "-C", "1", NULL);
	assert_string_equal(ids(c), "g3:1 g1:1 g2:1 g1:2 g1:3 g2:2");
	assert_string_equal(describe(c, &c->rr.entries[1]), "-z/g1.jsonl:1");
	assert_string_equal(describe(c, &c->rr.entries[3]), "-z/g1.jsonl:2");
	assert_string_equal(describe(c, &c->rr.entries[4]), "-z/g1.jsonl:3");
	assert_string_equal(describe(c, &c->rr.entries[5]), "-a/g2.jsonl:2");
}

/* ---- --scope session --------------------------------------------------- */

static void test_scope_session(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	USER(&b, "k1", "k1a", T("10:00"), "alpha here only text");
	USER(&b, "k1", "k1b", T("10:01"), "beta here only text");
	USER(&b, "k1", "k1c", T("10:02"), "neither here text x");
	corpus_put(c, "-p/k1.jsonl", &b);
	USER(&b, "k2", "k2a", T("10:00"), "alpha beta together here");
	USER(&b, "k2", "k2b", T("10:01"), "gamma is the excluded one");
	corpus_put(c, "-p/k2.jsonl", &b);
	USER(&b, "k3", "k3a", T("10:00"), "alpha only here text");
	corpus_put(c, "-p/k3.jsonl", &b);
	/* beta only in a message that the turn cutoff drops. */
	USER(&b, "k4", "k4a", T("09:00"), "alpha at the start here");
	call_line(&b, "k4", "k4c", T("09:01"), "c4", "memgrep beta");
	result_line(&b, "k4", "k4r", T("09:01"), "c4", "[1/1] the beta we had", false);
	ASST(&b, "k4", "k4b", T("09:01"), "beta stuff, as recalled");
	corpus_put(c, "-p/k4.jsonl", &b);
	/* Groups met in different files of the session. */
	USER(&b, "k5", "k5a", T("08:00"), "alpha in the main file");
	corpus_put(c, "-p/k5.jsonl", &b);
	ASST(&b, "k5", "k5b", T("08:01"), "beta in the agent file");
	corpus_put(c, "-p/k5/subagents/agent-k.jsonl", &b);
	/* NOT hit in a subagent file drops the whole session. */
	USER(&b, "k6", "k6a", T("07:00"), "alpha beta both here");
	corpus_put(c, "-p/k6.jsonl", &b);
	ASST(&b, "k6", "k6b", T("07:01"), "gamma appears in agent");
	corpus_put(c, "-p/k6/subagents/agent-g.jsonl", &b);
	sbuf_free(&b);

	run(c, "alpha beta -gamma", NULL);
	assert_string_equal(ids(c), "k2 k6");

	run(c, "alpha beta -gamma", "--scope", "session", NULL);
	assert_string_equal(ids(c), "k1 k5");
	assert_string_equal(describe(c, entry(c, "k1")), "-p/k1.jsonl:1 -p/k1.jsonl:2");
	assert_int_equal(entry(c, "k1")->matches, 2);
	assert_string_equal(describe(c, entry(c, "k5")), "-p/k5.jsonl:1 -p/k5/subagents/agent-k.jsonl:1");

	run(c, "alpha beta -gamma", "--scope", "session", "--recall-cutoff", "off", NULL);
	assert_string_equal(ids(c), "k1 k4 k5");
	assert_int_equal(entry(c, "k4")->matches, 2);
}

/* ---- recall cutoff ---------------------------------------------------- */

static void test_recall_cutoff_modes(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	call_line(&b, "r1", "ra", T("10:06"), "c3", "memgrep alpha");
	result_line(&b, "r1", "rb", T("10:06"), "c3", "[1/1] alpha in the agent", false);
	ASST(&b, "r1", "rc", T("10:06"), "alpha from the agent's recall");
	corpus_put(c, "-p/r1/subagents/agent-m.jsonl", &b);
	USER(&b, "r1", "r1", T("10:00"), "alpha first request");
	call_line(&b, "r1", "r2", T("10:05"), "c1", "memgrep alpha");
	result_line(&b, "r1", "r2r", T("10:05"), "c1", "[1/1] alpha recalled", false);
	ASST(&b, "r1", "r3", T("10:06"), "alpha answer after recall");
	USER(&b, "r1", "r4", T("10:07"), "next prompt alpha here, did you remember it");
	call_line(&b, "r1", "r5", T("10:08"), "c2", "memgrep 'alpha bug'");
	result_line(&b, "r1", "r5r", T("10:08"), "c2", "Exit code 1\nNo results found", true);
	ASST(&b, "r1", "r6", T("10:09"), "I'll search the history: alpha solved anew");
	corpus_put(c, "-p/r1.jsonl", &b);
	sbuf_free(&b);

	/* turn (default): from the result of a call that had results to the
	 * next prompt, in its file; a call that found nothing cuts nothing;
	 * the agent file's event cuts only that file. */
	run(c, "alpha", "-m", "50", NULL);
	assert_string_equal(describe(c, entry(c, "r1")), "-p/r1.jsonl:1 -p/r1.jsonl:5 -p/r1.jsonl:8");
	run(c, "alpha", "-m", "50", "--recall-cutoff", "turn", NULL);
	assert_string_equal(describe(c, entry(c, "r1")), "-p/r1.jsonl:1 -p/r1.jsonl:5 -p/r1.jsonl:8");
	/* phrases: the lines with a recall phrase (the calls' inputs too). */
	run(c, "alpha", "-m", "50", "--recall-cutoff", "phrases", NULL);
	assert_string_equal(describe(c, entry(c, "r1")), "-p/r1.jsonl:1");
	/* before: at or before the latest event with results of all the
	 * session's files (10:06, in the agent file). */
	run(c, "alpha", "-m", "50", "--recall-cutoff", "before", NULL);
	assert_string_equal(describe(c, entry(c, "r1")), "-p/r1.jsonl:5 -p/r1.jsonl:8");
	assert_int_equal(entry(c, "r1")->matches, 2);
	run(c, "alpha", "-m", "50", "--recall-cutoff", "off", NULL);
	assert_string_equal(describe(c, entry(c, "r1")),
			    "-p/r1.jsonl:1 -p/r1.jsonl:4 -p/r1/subagents/agent-m.jsonl:3 -p/r1.jsonl:5 "
			    "-p/r1.jsonl:8");
}

/* ---- recall forks ----------------------------------------------------- */

static void test_forks(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	/* A recall fork: queue-operation first, first prompt a recall event. */
	queue_op(&b, "fk1", T("09:00"));
	USER(&b, "fk1", "f1", T("09:01"), "memory search for alpha things");
	ASST(&b, "fk1", "f2", T("09:02"), "alpha result summary text");
	USER(&b, "fk1", "f3", T("09:03"), "alpha follow up question here");
	corpus_put(c, "-p/fk1.jsonl", &b);
	/* Headless session: queue-operation first, ordinary first prompt;
	 * a later recall event does not make it a fork. */
	queue_op(&b, "hd1", T("08:00"));
	USER(&b, "hd1", "h1", T("08:01"), "please fix the alpha bug now");
	ASST(&b, "hd1", "h2", T("08:02"), "fixed the alpha bug for you");
	USER(&b, "hd1", "h3", T("08:03"), "did you remember alpha");
	corpus_put(c, "-p/hd1.jsonl", &b);
	/* A fork file inside a kept session: only that file is skipped. */
	queue_op(&b, "hd1", T("08:10"));
	USER(&b, "hd1", "h4", T("08:11"), "Did you remember the alpha work");
	USER(&b, "hd1", "h5", T("08:12"), "alpha question in the fork");
	corpus_put(c, "-p/hd1/subagents/agent-f.jsonl", &b);
	/* A meta line is not a prompt: the first prompt is ordinary. */
	queue_op(&b, "hd2", T("07:00"));
	raw(&b, "{\"type\":\"user\",\"sessionId\":\"hd2\",\"uuid\":\"g1\",\"isMeta\":true,\"timestamp\":\"" T(
		    "07:01") "\","
			     "\"message\":{\"role\":\"user\",\"content\":\"memory search meta text\"}}");
	USER(&b, "hd2", "g2", T("07:02"), "ordinary alpha prompt here");
	corpus_put(c, "-p/hd2.jsonl", &b);
	/* First prompt a recall event, but no queue-operation first. */
	USER(&b, "nq1", "n1", T("06:00"), "memory search alpha notes here");
	USER(&b, "nq1", "n2", T("06:01"), "alpha normal prompt after");
	corpus_put(c, "-p/nq1.jsonl", &b);
	sbuf_free(&b);

	/* The fork test reads the phrases whatever the mode; the phrases
	 * cut turns with --recall-cutoff phrases only. */
	run(c, "alpha", NULL);
	assert_string_equal(ids(c), "hd1 nq1 hd2");
	assert_int_equal(c->rr.drops_fork, 2);
	run(c, "alpha", "--recall-cutoff", "phrases", NULL);
	assert_string_equal(ids(c), "hd1 hd2 nq1");
	assert_int_equal(entry(c, "hd1")->matches, 2);
	assert_int_equal(entry(c, "nq1")->matches, 1);
	assert_int_equal(c->rr.drops_fork, 2);
	assert_int_equal(session(c, "hd1")->nfiles, 1);

	run(c, "alpha", "--recall-cutoff", "phrases", "--forks", NULL);
	assert_string_equal(ids(c), "hd1 fk1 hd2 nq1");
	assert_string_equal(describe(c, entry(c, "fk1")), "-p/fk1.jsonl:4");
	assert_string_equal(describe(c, entry(c, "hd1")),
			    "-p/hd1.jsonl:2 -p/hd1.jsonl:3 -p/hd1/subagents/agent-f.jsonl:3");
	assert_int_equal(c->rr.drops_fork, 0);

	run(c, "alpha", "--recall-cutoff", "off", NULL);
	assert_string_equal(ids(c), "hd1 nq1 hd2");
	run(c, "alpha", "--recall-cutoff", "off", "--forks", NULL);
	assert_string_equal(ids(c), "hd1 fk1 nq1 hd2"); /* hd1: 5 matches, fk1: 3 */
}

/* ---- session filters -------------------------------------------------- */

static void test_exclude_and_project(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	cwd_line(&b, "e1", "/home/u/app");
	USER(&b, "e1", "e1a", T("10:00"), "alpha in e1 main");
	corpus_put(c, "-home-u-app/e1.jsonl", &b);
	ASST(&b, "e1", "e1b", T("10:01"), "alpha in e1 agent");
	corpus_put(c, "-home-u-app/e1/subagents/agent-1.jsonl", &b);
	cwd_line(&b, "e2", "/home/u/app2");
	USER(&b, "e2", "e2a", T("09:00"), "alpha in e2 main");
	corpus_put(c, "-home-u-app2/e2.jsonl", &b);
	cwd_line(&b, "e3", "/srv/other");
	USER(&b, "e3", "e3a", T("08:00"), "alpha in e3 main");
	corpus_put(c, "-srv-other/e3.jsonl", &b);
	USER(&b, "e4", "e4a", T("07:00"), "alpha in e4 main");
	corpus_put(c, "-opt-tools/e4.jsonl", &b);
	sbuf_free(&b);

	run(c, "alpha", NULL);
	assert_string_equal(ids(c), "e1 e2 e3 e4");
	run(c, "alpha", "--exclude-session", "e1", NULL);
	assert_string_equal(ids(c), "e2 e3 e4"); /* its subagent file too */
	assert_int_equal(c->rr.total, 3);
	run(c, "alpha", "--exclude-session", "e1", "--exclude-session", "e3", NULL);
	assert_string_equal(ids(c), "e2 e4");
	run(c, "alpha", "--project", "/home/u/app", NULL);
	assert_string_equal(ids(c), "e1 e2");
	run(c, "alpha", "--project", "app2", NULL);
	assert_string_equal(ids(c), "e2");
	/* --project is case folded (docs/reference.md §4.1). */
	run(c, "alpha", "--project", "APP", NULL);
	assert_string_equal(ids(c), "e1 e2");
	run(c, "alpha", "--project", "APPX", NULL);
	assert_int_equal(c->rr.total, 0);
	assert_int_equal(c->rr.nentries, 0);
	run(c, "alpha", "--project", "/opt/t", NULL);
	assert_string_equal(ids(c), "e4");

	setenv("CLAUDE_SESSION_ID", "e2", 1);
	run(c, "alpha", NULL);
	assert_string_equal(ids(c), "e1 e3 e4");
	unsetenv("CLAUDE_SESSION_ID");
}

#define CORPUS_TEST(f) cmocka_unit_test_setup_teardown(f, corpus_setup, corpus_teardown)

const struct CMUnitTest rank_tests[] = {
    CORPUS_TEST(test_group_file_project_title),
    CORPUS_TEST(test_project_from_folder),
    CORPUS_TEST(test_dedup),
    CORPUS_TEST(test_sort_count),
    CORPUS_TEST(test_sort_recent_oldest),
    CORPUS_TEST(test_sort_bm25),
    CORPUS_TEST(test_bm25_three_messages),
    CORPUS_TEST(test_bm25_collection),
    CORPUS_TEST(test_paging),
    CORPUS_TEST(test_paging_limits),
    CORPUS_TEST(test_summary_time),
    CORPUS_TEST(test_pick_messages),
    CORPUS_TEST(test_pick_ties),
    CORPUS_TEST(test_context),
    CORPUS_TEST(test_context_cutoff),
    CORPUS_TEST(test_flat),
    CORPUS_TEST(test_scope_session),
    CORPUS_TEST(test_recall_cutoff_modes),
    CORPUS_TEST(test_forks),
    CORPUS_TEST(test_exclude_and_project),
};
const size_t rank_tests_n = sizeof rank_tests / sizeof rank_tests[0];
