/* test_qwen: unit tests for sources/decode_qwen.c (Qwen Code chats,
 * docs/reference.md §1): which lines are told to be Qwen Code's, what each
 * record becomes, the tool links (a shell result's output and exit code,
 * an error response), the title records, the noise records, malformed
 * records, and the registry row's root and its variables. Lines go through
 * json_decode and the decoder as in a worker. */
#include "tests/unit/unit.h"

#include "base/json_line.h"
#include "sources/decode_qwen.h"
#include "sources/source.h"

#include <stdlib.h>
#include <string.h>

static int qw(struct unit_dec *d, const char *s)
{
	return decode_qwen_line(d->c, unit_dec_parse(d, s), &d->lv);
}

#define QREC(type)                                                                                           \
	"{\"uuid\":\"u-1\",\"parentUuid\":null,\"sessionId\":\"85892941\",\"timestamp\":"                    \
	"\"2026-11-29T11:33:22.246Z\",\"type\":\"" type "\",\"cwd\":\"/tmp/p\",\"version\":\"0.24.4\","

static void test_detect(void **state)
{
	struct unit_dec *d = *state;
	assert_true(decode_qwen_detect(
	    unit_dec_parse(d, QREC("user") "\"message\":{\"role\":\"user\",\"parts\":[]}}")));
	assert_true(decode_qwen_detect(unit_dec_parse(
	    d, QREC("system") "\"subtype\":\"ui_telemetry\",\"systemPayload\":{\"uiEvent\":{}}}")));
	/* Claude Code's lines have the same metadata, and message.content. */
	assert_false(decode_qwen_detect(
	    unit_dec_parse(d, QREC("user") "\"message\":{\"role\":\"user\",\"content\":\"hi\"}}")));
	assert_false(
	    decode_qwen_detect(unit_dec_parse(d, QREC("system") "\"content\":\"x\",\"level\":\"info\"}")));
	/* Gemini CLI's first line: no uuid. */
	assert_false(decode_qwen_detect(unit_dec_parse(d, "{\"sessionId\":\"x\",\"projectHash\":\"y\"}")));
	assert_int_equal(source_detect(unit_dec_parse(d, QREC("assistant") "\"message\":{\"parts\":[]}}")),
			 SOURCE_QWEN);
}

static void test_user_and_noise(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    qw(d, QREC("user") "\"provenance\":\"real_user\",\"message\":{\"role\":\"user\",\"parts\":"
			       "[{\"text\":\"données 日本語\"},{\"text\":\"<system-reminder>\\nx\"}]}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_false(d->lv.noise_line);
	assert_string_equal(d->lv.session_id, "85892941");
	assert_string_equal(d->lv.uuid, "u-1");
	assert_string_equal(d->lv.cwd, "/tmp/p");
	assert_true(d->lv.has_ts);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "données 日本語");
	/* A notification, a cron prompt, a prompt not typed: noise lines. */
	assert_int_equal(
	    qw(d, QREC("user") "\"subtype\":\"notification\",\"message\":{\"parts\":[{\"text\":\"a\"}]}}"),
	    0);
	assert_true(d->lv.noise_line);
	assert_int_equal(
	    qw(d, QREC("user") "\"provenance\":\"goal_runtime\",\"message\":{\"parts\":[{\"text\":\"a\"}]}}"),
	    0);
	assert_true(d->lv.noise_line);
	assert_int_equal(qw(d, QREC("user") "\"subtype\":\"mid_turn_user_message\",\"message\":{\"parts\":[{"
					    "\"text\":\"a\"}]}}"),
			 0);
	assert_false(d->lv.noise_line);
}

static void test_assistant(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    qw(d, QREC("assistant") "\"message\":{\"role\":\"model\",\"parts\":[{\"text\":\"plan it\","
				    "\"thought\":true},{\"text\":\"done\"},{\"functionCall\":{\"id\":"
				    "\"call_1\",\"name\":\"run_shell_command\",\"args\":{\"command\":"
				    "\"echo hi\"}}}]}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	assert_string_equal(unit_dec_text(d, KO_THINKING, false), "plan it");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "done");
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "run_shell_command\necho hi");
	assert_int_equal(d->lv.nlinks, 1);
	assert_false(d->lv.links[0].result);
	assert_string_equal(d->lv.links[0].id, "call_1");
	assert_string_equal(d->lv.links[0].name, "run_shell_command");
}

#define RESULT(output)                                                                                       \
	QREC("tool_result")                                                                                  \
	"\"message\":{\"role\":\"user\",\"parts\":[{\"functionResponse\":{\"id\":\"call_1\","                \
	"\"name\":\"run_shell_command\",\"response\":" output "}}]}"

static void test_tool_result(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    qw(d, RESULT("{\"output\":\"Command: echo hi\\nDirectory: (root)\\nOutput: hi\\nthere\\n"
			 "Error: (none)\\nExit Code: 0\\nSignal: (none)\"}") "}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_true(strstr(unit_dec_text(d, KO_TOOL, false), "Output: hi\nthere") != NULL);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "");
	assert_int_equal(d->lv.nlinks, 1);
	const struct tool_link *l = &d->lv.links[0];
	assert_true(l->result);
	assert_false(l->failed);
	assert_string_equal(l->id, "call_1");
	assert_string_equal(l->out, "hi\nthere");
	/* Nothing written, and a non-zero exit code. */
	assert_int_equal(qw(d, RESULT("{\"output\":\"Command: false\\nDirectory: (root)\\nOutput: (empty)\\n"
				      "Error: (none)\\nExit Code: 1\"}") "}"),
			 0);
	assert_true(d->lv.links[0].failed);
	assert_string_equal(d->lv.links[0].out, "");
	/* Another tool's output as it is; an error response fails it. */
	assert_int_equal(qw(d, RESULT("{\"output\":\"  file text\"}") "}"), 0);
	assert_string_equal(d->lv.links[0].out, "file text");
	assert_false(d->lv.links[0].failed);
	assert_int_equal(qw(d, RESULT("{\"error\":\"no such file\"}") "}"), 0);
	assert_true(d->lv.links[0].failed);
	assert_string_equal(d->lv.links[0].out, "no such file");
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "no such file");
	/* The status of toolCallResult says so too. */
	assert_int_equal(qw(d, RESULT("{\"output\":\"x\"}") ",\"toolCallResult\":{\"status\":\"error\"}}"),
			 0);
	assert_true(d->lv.links[0].failed);
}

static void test_system(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(qw(d,
			    QREC("system") "\"subtype\":\"custom_title\",\"systemPayload\":{\"customTitle\":"
					   "\"Fix the parser\",\"titleSource\":\"manual\"}}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_CUSTOM_TITLE);
	assert_string_equal(d->lv.title, "Fix the parser");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "Fix the parser");
	assert_int_equal(qw(d,
			    QREC("system") "\"subtype\":\"custom_title\",\"systemPayload\":{\"customTitle\":"
					   "\"Auto one\",\"titleSource\":\"auto\"}}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_AI_TITLE);
	/* Telemetry repeats the reply: not searched. */
	assert_int_equal(qw(d, QREC("system") "\"subtype\":\"ui_telemetry\",\"systemPayload\":{\"uiEvent\":"
					      "{\"response_text\":\"the answer\"}}}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);
	assert_string_equal(d->lv.session_id, "85892941");
}

static void test_malformed(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(qw(d, QREC("user") "\"message\":{\"role\":\"user\"}}"), -1);
	assert_int_equal(qw(d, QREC("assistant") "\"message\":{\"parts\":{}}}"), -1);
	assert_int_equal(qw(d, QREC("tool_result") "\"message\":null}"), -1);
	assert_int_equal(qw(d, "{\"uuid\":\"u\",\"sessionId\":\"s\",\"timestamp\":\"2025-02-30T00:00:00Z\","
			       "\"type\":\"user\",\"message\":{\"parts\":[]}}"),
			 -1);
	/* A record of a type it does not know is valid and not searched. */
	assert_int_equal(qw(d, QREC("future") "\"message\":{\"parts\":[{\"text\":\"x\"}]}}"), 0);
	assert_int_equal(d->lv.npieces, 0);
}

static void test_registry(void **state)
{
	(void)state;
	const struct source *q = source_named("qwen", 4);
	assert_non_null(q);
	assert_int_equal(source_id_of(q), SOURCE_QWEN);
	assert_true(source_keeps(q, "/h/.qwen/projects/-tmp-p/chats/85892941.jsonl"));
	assert_false(source_keeps(q, "/h/.qwen/projects/-tmp-p/85892941.jsonl"));
	char *saved_home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
	setenv("HOME", "/home/u", 1);
	unsetenv("QWEN_RUNTIME_DIR");
	unsetenv("QWEN_HOME");
	char *r = source_root(SOURCE_QWEN);
	assert_string_equal(r, "/home/u/.qwen/projects");
	free(r);
	setenv("QWEN_HOME", "/q/home", 1);
	r = source_root(SOURCE_QWEN);
	assert_string_equal(r, "/q/home/projects");
	free(r);
	setenv("QWEN_RUNTIME_DIR", "/q/run", 1);
	r = source_root(SOURCE_QWEN);
	assert_string_equal(r, "/q/run/projects");
	free(r);
	setenv("QWEN_RUNTIME_DIR", "", 1); /* "" counts as unset */
	r = source_root(SOURCE_QWEN);
	assert_string_equal(r, "/q/home/projects");
	free(r);
	unsetenv("QWEN_RUNTIME_DIR");
	unsetenv("QWEN_HOME");
	if (saved_home)
		setenv("HOME", saved_home, 1);
	free(saved_home);
	char *cmd = source_resume(SOURCE_QWEN, "/tmp/p", "85892941-7fe7");
	assert_string_equal(cmd, "cd '/tmp/p' && qwen --resume 85892941-7fe7");
	free(cmd);
	assert_null(source_resume(SOURCE_QWEN, "", "85892941-7fe7"));
}

/* sanitizeCwd's names, on UTF-16 units. */
static void test_project_name(void **state)
{
	(void)state;
	static const char *const cases[][2] = {
	    {"/home/ana/my proj.v2", "-home-ana-my-proj-v2"},
	    {"/tmp/données", "-tmp-donn-es"},
	    {"/tmp/日本", "-tmp---"},
	    {"/tmp/\xf0\x9f\x90\xa8", "-tmp---"}, /* U+1F428: two units */
	    {"", ""},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char *got = decode_qwen_project_name(cases[i][0]);
		assert_string_equal(got, cases[i][1]);
		free(got);
	}
}

const struct CMUnitTest qwen_tests[] = {
    cmocka_unit_test(test_project_name),
    cmocka_unit_test_setup_teardown(test_detect, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_user_and_noise, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_assistant, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_tool_result, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_system, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_malformed, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test(test_registry),
};
const size_t qwen_tests_n = sizeof qwen_tests / sizeof *qwen_tests;
