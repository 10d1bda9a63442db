/* test_echo: unit tests of the echoes of a legacy Codex rollout
 * (docs/reference.md §8, "Messages written twice"; pipeline/search/scan_meta.c,
 * scan_echo): an event_msg agent_message is read as an assistant message
 * unless a response_item assistant message after it, before the next
 * response_item user message, takes it back. Each rollout is written to a
 * temporary folder and read with scan_file as the engine reads it, with and
 * without the prefilter; what is checked is the file's records that the
 * query hit, and its counts. */
#include "tests/unit/unit.h"

#include <stdio.h>
#include <string.h>

#include "base/xalloc.h"
#include "config/config.h"
#include "stages/drop.h"
#include "stages/record.h"
#include "tests/unit/corpus.h"

/* A rollout line at minute:second mmss of 2025-09-16 06:MM:SS. */
static void cx(struct sbuf *b, const char *mmss, const char *type, const char *payload)
{
	sbuf_printf(b, "{\"timestamp\":\"2025-09-16T06:%s.000Z\",\"type\":\"%s\",\"payload\":%s}\n", mmss,
		    type, payload);
}

static void meta(struct sbuf *b)
{
	cx(b, "00:00", "session_meta",
	   "{\"id\":\"613a9a68-0000-4000-8000-000000000001\",\"cwd\":\"/home/dev/kiln\","
	   "\"cli_version\":\"0.36.0\"}");
}

/* A prompt, a reply, its echo, an abort and a line no rule reads. */
static void msg(struct sbuf *b, const char *mmss, const char *role, const char *text)
{
	struct sbuf p = {0};
	sbuf_printf(&p,
		    "{\"type\":\"message\",\"role\":\"%s\",\"content\":[{\"type\":\"%s\",\"text\":\"%s\"}]}",
		    role, strcmp(role, "user") == 0 ? "input_text" : "output_text", text);
	cx(b, mmss, "response_item", p.data);
	sbuf_free(&p);
}
#define U(b, t, text) msg(b, t, "user", text)
#define R(b, t, text) msg(b, t, "assistant", text)
static void A(struct sbuf *b, const char *mmss, const char *text)
{
	struct sbuf p = {0};
	sbuf_printf(&p, "{\"type\":\"agent_message\",\"message\":\"%s\"}", text);
	cx(b, mmss, "event_msg", p.data);
	sbuf_free(&p);
}
static void X(struct sbuf *b, const char *mmss)
{
	cx(b, mmss, "event_msg", "{\"type\":\"turn_aborted\",\"reason\":\"interrupted\"}");
}
static void other(struct sbuf *b, const char *mmss)
{
	cx(b, mmss, "event_msg", "{\"type\":\"token_count\",\"info\":null}");
}

/* Searches the one rollout of the corpus for query, with the options
 * (NULL-terminated), and describes the records the query hit as
 * "line/type" in file order. */
static const char *hits(struct corpus *c, const char *query, ...)
{
	va_list ap;
	va_start(ap, query);
	corpus_vrun(c, NULL, query, ap);
	va_end(ap);
	assert_int_equal(c->rr.nfiles, 1);
	const struct file_res *f = c->rr.files[0];
	sbuf_reset(&c->desc);
	sbuf_add(&c->desc, "", 0);
	for (size_t i = 0; i < f->recs.n; i++) {
		const struct msg_rec *r = &f->recs.v[i];
		if (r->flags & REC_HIT)
			sbuf_printf(&c->desc, "%s%u/%s", c->desc.len ? " " : "", r->line,
				    msg_type_name((enum msg_type)r->type));
	}
	return c->desc.data;
}

/* The same hits with the prefilter and without it. */
static void expect(struct corpus *c, const char *query, const char *want)
{
	assert_string_equal(hits(c, query, NULL), want);
	assert_string_equal(hits(c, query, "--no-prefilter", NULL), want);
}

/* Codex 0.36's order: the echo, then its twin. The twin takes it back
 * even when their texts differ (plan mode, citations). */
static void test_twin_takes_back(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	meta(&b);
	U(&b, "01:00", "Fix the kiln alarm");
	A(&b, "01:10", "The kiln alarm is fixed");
	other(&b, "01:11");
	R(&b, "01:11", "The kiln alarm is fixed");
	U(&b, "02:00", "Now the gauge");
	A(&b, "02:10", "The gauge reads heat");
	R(&b, "02:11", "Gauge at heat, cited");
	corpus_put(c, "rollout-a.jsonl", &b);
	sbuf_free(&b);
	expect(c, "\"kiln alarm is fixed\"", "5/assistant");
	expect(c, "\"reads heat\"", "");
	expect(c, "cited", "8/assistant");
}

/* A turn interrupted before Codex wrote its reply: the echo is the reply,
 * read once, with its own line and time; so is one at the file's end. */
static void test_twinless_read(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	meta(&b);
	U(&b, "01:00", "Fix the kiln alarm");
	A(&b, "01:10", "I will rewrite the kiln driver");
	X(&b, "01:20");
	U(&b, "02:00", "Just patch it");
	A(&b, "02:10", "Patched the kiln driver");
	R(&b, "02:11", "Patched the kiln driver");
	U(&b, "03:00", "And the fan");
	A(&b, "03:10", "The fan driver next");
	corpus_put(c, "rollout-b.jsonl", &b);
	sbuf_free(&b);
	expect(c, "driver", "3/assistant 7/assistant 9/assistant");
	const struct msg_rec *r = &c->rr.files[0]->recs.v[0];
	assert_true(r->flags & REC_HAS_TS);
	char tb[REC_TS_BUF];
	assert_string_equal(rec_ts_raw(r, tb), "2025-09-16T06:01:10.000Z");
}

/* One twin takes back every echo pending before it, and a second echo
 * after it waits for a twin of its own. */
static void test_pending_together(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	meta(&b);
	U(&b, "01:00", "Two answers please");
	A(&b, "01:10", "First kiln answer");
	A(&b, "01:11", "Second kiln answer");
	R(&b, "01:12", "First kiln answer");
	R(&b, "01:12", "Second kiln answer");
	A(&b, "01:20", "Third kiln answer");
	U(&b, "02:00", "Thanks");
	corpus_put(c, "rollout-c.jsonl", &b);
	sbuf_free(&b);
	expect(c, "\"kiln answer\"", "5/assistant 6/assistant 7/assistant");
}

/* A prompt ends the turn: a reply of the next turn takes back none of the
 * echoes before it, nor does a reply written before its echo. */
static void test_turn_ends_at_prompt(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	meta(&b);
	U(&b, "01:00", "Start the kiln");
	R(&b, "01:09", "Starting the kiln now");
	A(&b, "01:10", "Starting the kiln now, again");
	U(&b, "02:00", "Go on");
	R(&b, "02:10", "The kiln is hot");
	corpus_put(c, "rollout-d.jsonl", &b);
	sbuf_free(&b);
	expect(c, "kiln", "2/user 3/assistant 4/assistant 6/assistant");
}

/* What a twin took back counts nowhere (--stats: not a message, not a
 * drop); what no twin took back counts as any message, also when a filter
 * drops it. */
static void test_counts(void **state)
{
	struct corpus *c = *state;
	struct sbuf b = {0};
	meta(&b);
	U(&b, "01:00", "Fix the kiln alarm");
	A(&b, "01:10", "ok");
	R(&b, "01:11", "ok");
	A(&b, "01:20", "The kiln alarm is fixed");
	R(&b, "01:21", "The kiln alarm is fixed");
	U(&b, "02:00", "And then the fan");
	A(&b, "02:10", "no");
	X(&b, "02:11");
	corpus_put(c, "rollout-e.jsonl", &b);
	sbuf_free(&b);
	for (int pass = 0; pass < 2; pass++) {
		const char *got = pass ? hits(c, "kiln", "--no-prefilter", NULL) : hits(c, "kiln", NULL);
		assert_string_equal(got, "2/user 6/assistant");
		assert_int_equal(c->nfiles, 1);
		const struct file_stats *s = &c->counts[0];
		if (pass) /* every line decoded: 2 prompts, 2 replies, 1 echo */
			assert_int_equal(s->messages, 5);
		/* "ok" once (its echo taken back), "no" once (read). */
		assert_int_equal(s->drops[DROP_SHORT], pass ? 2 : 0);
		assert_int_equal(s->drops[DROP_DUPLICATE], 0);
	}
}

const struct CMUnitTest echo_tests[] = {
    cmocka_unit_test_setup_teardown(test_twin_takes_back, corpus_setup, corpus_teardown),
    cmocka_unit_test_setup_teardown(test_twinless_read, corpus_setup, corpus_teardown),
    cmocka_unit_test_setup_teardown(test_pending_together, corpus_setup, corpus_teardown),
    cmocka_unit_test_setup_teardown(test_turn_ends_at_prompt, corpus_setup, corpus_teardown),
    cmocka_unit_test_setup_teardown(test_counts, corpus_setup, corpus_teardown),
};
const size_t echo_tests_n = sizeof echo_tests / sizeof echo_tests[0];
