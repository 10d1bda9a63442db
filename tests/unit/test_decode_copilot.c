/* test_decode_copilot: unit tests for sources/decode_copilot.c, the GitHub
 * Copilot CLI decoder (docs/reference.md §1, "GitHub Copilot CLI"). Events
 * shaped as the CLI's schema (schemas/session-events.schema.json of
 * @github/copilot 1.0.102) go through json_decode and the decoder, as in
 * a worker: detection, what each searched event becomes, noise, tool
 * links, malformed events, and the project read from workspace.yaml. */
#include "tests/unit/unit.h"

#include "base/json_line.h"
#include "sources/decode_copilot.h"
#include "sources/source.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int ev(struct unit_dec *d, const char *s)
{
	return decode_copilot_line(d->c, unit_dec_parse(d, s), &d->lv);
}

#define EV(type)                                                                                             \
	"{\"type\":\"" type "\",\"id\":\"e-1\",\"timestamp\":\"2026-11-29T11:33:50.083Z\",\"parentId\":"     \
	"null,"

static void test_detect(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    source_detect(unit_dec_parse(d, EV("session.start") "\"data\":{\"sessionId\":\"s\"}}")),
	    SOURCE_COPILOT);
	/* Claude Code's progress lines have a type and a data object, but a
	 * uuid, not an id, and a type without a '.'. */
	assert_int_equal(
	    source_detect(unit_dec_parse(d, "{\"type\":\"progress\",\"uuid\":\"u\",\"data\":{}}")),
	    SOURCE_CLAUDE);
	assert_int_equal(source_detect(unit_dec_parse(d, "{\"type\":\"progress\",\"id\":\"u\",\"data\":{}}")),
			 SOURCE_CLAUDE);
	assert_int_equal(source_detect(unit_dec_parse(d, EV("session.start") "\"data\":\"x\"}")),
			 SOURCE_CLAUDE);
}

static void test_start_and_resume(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    ev(d, EV("session.start") "\"data\":{\"sessionId\":\"c041\",\"context\":{\"cwd\":\"/p\"}}}"), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_string_equal(d->lv.session_id, "c041");
	assert_string_equal(d->lv.cwd, "/p");
	assert_true(d->lv.has_ts);
	assert_int_equal(ev(d, EV("session.resume") "\"data\":{\"context\":{\"cwd\":\"/q\"}}}"), 0);
	assert_null(d->lv.session_id);
	assert_string_equal(d->lv.cwd, "/q");
}

static void test_user(void **state)
{
	struct unit_dec *d = *state;
	/* What was typed, not the text sent to the model. */
	assert_int_equal(
	    ev(d, EV("user.message") "\"data\":{\"content\":\"say données\",\"transformedContent\":"
				     "\"<current_datetime>x</current_datetime>\\n\\nsay données\"}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(d->lv.uuid, "e-1");
	assert_false(d->lv.noise_line);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "say données");
	/* Autopilot's continuations and hidden skill injections are noise. */
	assert_int_equal(
	    ev(d, EV("user.message") "\"data\":{\"content\":\"go on\",\"isAutopilotContinuation\":true}}"),
	    0);
	assert_true(d->lv.noise_line);
	assert_int_equal(
	    ev(d, EV("user.message") "\"data\":{\"content\":\"skill body\",\"source\":\"skill-pdf\"}}"), 0);
	assert_true(d->lv.noise_line);
	assert_int_equal(ev(d, EV("user.message") "\"data\":{\"content\":\"hi\",\"source\":\"user\"}}"), 0);
	assert_false(d->lv.noise_line);
}

static void test_notification(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    ev(d, EV("system.notification") "\"data\":{\"content\":\"<system_notification>\\nShell 1 "
					    "completed</system_notification>\"}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_true(d->lv.noise_line);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "");
	assert_non_null(strstr(unit_dec_text(d, KO_TEXT, true), "Shell 1 completed"));
}

static void test_assistant(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    ev(d,
	       EV("assistant.message") "\"data\":{\"content\":\"\",\"reasoningText\":\"think\","
				       "\"toolRequests\":[{\"toolCallId\":\"call_1\",\"name\":\"bash\","
				       "\"arguments\":{\"command\":\"echo hi\",\"description\":\"d\"}}]}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	assert_string_equal(unit_dec_text(d, KO_TEXT, true), "");
	assert_string_equal(unit_dec_text(d, KO_THINKING, false), "think");
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "bash\necho hi\nd");
	assert_int_equal(d->lv.nlinks, 1);
	assert_string_equal(d->lv.links[0].id, "call_1");
	assert_string_equal(d->lv.links[0].name, "bash");
	assert_false(d->lv.links[0].result);
	assert_int_equal(
	    ev(d, EV("assistant.message") "\"data\":{\"content\":\"done\",\"toolRequests\":[]}}"), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "done");
	assert_string_equal(unit_dec_text(d, KO_THINKING, false), "");
}

static void test_results(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    ev(d, EV("tool.execution_complete") "\"data\":{\"toolCallId\":\"call_1\",\"success\":true,"
						"\"shellExecution\":{\"exitCode\":0},\"result\":{\"content\":"
						"\"hello\\n<shellId: 0 completed with exit code 0>\"}}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(unit_dec_text(d, KO_TOOL, false),
			    "hello\n<shellId: 0 completed with exit code 0>");
	assert_int_equal(d->lv.nlinks, 1);
	assert_true(d->lv.links[0].result);
	assert_false(d->lv.links[0].failed);
	assert_string_equal(d->lv.links[0].out, "hello\n");
	/* A non-zero exit code, or success false with its error. */
	assert_int_equal(
	    ev(d, EV("tool.execution_complete") "\"data\":{\"toolCallId\":\"c2\",\"success\":true,"
						"\"shellExecution\":{\"exitCode\":1},\"result\":{\"content\":"
						"\"no\"}}}"),
	    0);
	assert_true(d->lv.links[0].failed);
	assert_int_equal(ev(d,
			    EV("tool.execution_complete") "\"data\":{\"toolCallId\":\"c3\",\"success\":false,"
							  "\"error\":{\"message\":\"denied by policy\"}}}"),
			 0);
	assert_true(d->lv.links[0].failed);
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "denied by policy");
	/* detailedContent when there is no content. */
	assert_int_equal(ev(d,
			    EV("tool.execution_complete") "\"data\":{\"toolCallId\":\"c4\",\"success\":true,"
							  "\"result\":{\"detailedContent\":\"diff\"}}}"),
			 0);
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "diff");
}

static void test_not_searched(void **state)
{
	struct unit_dec *d = *state;
	static const char *const lines[] = {
	    EV("system.message") "\"data\":{\"role\":\"system\",\"content\":\"You are the GitHub Copilot "
				 "CLI\"}}",
	    EV("assistant.reasoning") "\"data\":{\"reasoningId\":\"r\",\"content\":\"think\"}}",
	    EV("tool.execution_start") "\"data\":{\"toolCallId\":\"c\",\"arguments\":{\"command\":\"x\"}}}",
	    EV("assistant.turn_start") "\"data\":{\"turnId\":\"0\"}}",
	    EV("session.start") "\"data\":7}",
	};
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		assert_int_equal(ev(d, lines[i]), 0);
		assert_int_equal(d->lv.kind, LINE_OTHER);
		assert_int_equal(d->lv.npieces, 0);
	}
}

static void test_malformed(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(ev(d, EV("user.message") "\"data\":\"hi\"}"), -1);
	assert_int_equal(ev(d, EV("assistant.message") "\"data\":null}"), -1);
	assert_int_equal(ev(d,
			    "{\"type\":\"user.message\",\"id\":\"e\",\"timestamp\":\"2026-02-30T00:00:00Z\","
			    "\"data\":{\"content\":\"hi\"}}"),
			 -1);
	/* An event not searched is never malformed. */
	assert_int_equal(
	    ev(d, "{\"type\":\"assistant.turn_end\",\"id\":\"e\",\"timestamp\":\"soon\",\"data\":1}"), 0);
}

static void test_project(void **state)
{
	(void)state;
	char root[] = "/tmp/memgrep-copilot-XXXXXX";
	assert_non_null(mkdtemp(root));
	struct sbuf p = {0};
	sbuf_printf(&p, "%s/workspace.yaml", root);
	FILE *f = fopen(p.data, "w");
	assert_non_null(f);
	fputs("id: c041\ncwd: '/home/ana/it''s'\nname: x\n", f);
	fclose(f);
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/events.jsonl", root);
	char *got = decode_copilot_project(p.data);
	assert_string_equal(got, "/home/ana/it's");
	free(got);
	got = decode_copilot_project("/nowhere/events.jsonl");
	assert_string_equal(got, "");
	free(got);
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/workspace.yaml", root);
	remove(p.data);
	rmdir(root);
	sbuf_free(&p);
}

const struct CMUnitTest decode_copilot_tests[] = {
    cmocka_unit_test_setup_teardown(test_detect, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_start_and_resume, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_user, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_notification, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_assistant, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_results, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_not_searched, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_malformed, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test(test_project),
};
const size_t decode_copilot_tests_n = sizeof decode_copilot_tests / sizeof *decode_copilot_tests;
