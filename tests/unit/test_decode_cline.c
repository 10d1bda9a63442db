/* test_decode_cline: the Cline and Roo Code decoder (sources/decode_cline.c)
 * on its edge cases, the registry's rules by path (a document's source by
 * its folders, the session id by its folder, the resumed files) and the
 * elements of a document whose root is the array (base/json_line.h). */
#include "unit.h"

#include "base/json_line.h"
#include "sources/decode_cline.h"
#include "sources/source.h"

#include <stdlib.h>
#include <string.h>

static int cl(struct unit_dec *d, const char *s)
{
	cJSON *root = unit_dec_parse(d, s);
	return decode_cline_line(d->c, root, &d->lv);
}

static void test_cline_user_wrappers(void **state)
{
	struct unit_dec *d = *state;
	/* The CLI's wrapper, with a mode notice before it. */
	assert_int_equal(
	    cl(d, "{\"id\":\"u1\",\"role\":\"user\",\"ts\":1795952079734,\"content\":[{\"type\":\"text\","
		  "\"text\":\"<mode_notice>The user switched from plan mode to act mode before sending "
		  "this message.</mode_notice><user_input mode=\\\"act\\\">do it</user_input>\"}]}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(d->lv.uuid, "u1");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "do it");
	assert_true(d->lv.has_ts);
	assert_string_equal(d->lv.ts_raw, "2026-11-29T11:34:39.734Z");
	/* <task> and Roo Code's <user_message>, their inner newlines off; the
	 * environment details are noise, and name the project. */
	assert_int_equal(
	    cl(d,
	       "{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"<task>\\nfix it\\n</task>\"},"
	       "{\"type\":\"text\",\"text\":\"<environment_details>\\n# Current Working Directory "
	       "(/home/dev/a b) Files\\n</environment_details>\"}]}"),
	    0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "fix it");
	assert_string_equal(d->lv.cwd, "/home/dev/a b");
	assert_false(d->lv.has_ts);
	assert_int_equal(
	    cl(d, "{\"role\":\"user\",\"content\":\"<user_message>\\nhello\\n</user_message>\"}"), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "hello");
	/* A wrapper not closed at the end, or another tag: kept as written. */
	assert_int_equal(cl(d, "{\"role\":\"user\",\"content\":\"<task>\\nopen\"}"), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "<task>\nopen");
	assert_int_equal(cl(d, "{\"role\":\"user\",\"content\":\"<taskx>a</taskx>\"}"), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "<taskx>a</taskx>");
	assert_int_equal(cl(d, "{\"role\":\"user\",\"content\":\"<task></task>\"}"), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "");
	/* Multi-root's "(Primary: name)" is no folder. */
	assert_int_equal(
	    cl(d, "{\"role\":\"user\",\"content\":\"<environment_details>\\n# Current Working Directory "
		  "(Primary: web) Files\\n</environment_details>\"}"),
	    0);
	assert_null(d->lv.cwd);
}

static void test_cline_tools(void **state)
{
	struct unit_dec *d = *state;
	/* The pre-SDK text form: the header block, then its result. */
	assert_int_equal(
	    cl(d, "{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"[execute_command for "
		  "'ls'] Result:\"},{\"type\":\"text\",\"text\":\"a.txt\"},{\"type\":\"text\","
		  "\"text\":\"then this\"}]}"),
	    0);
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "[execute_command for 'ls'] Result:\na.txt");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "then this");
	/* The header and the result in one block. */
	assert_int_equal(
	    cl(d, "{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"[read_file for 'a'] "
		  "Result:\\nbody\"},{\"type\":\"text\",\"text\":\"typed\"}]}"),
	    0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "typed");
	/* The CLI's run_commands result: its result, not its query; success
	 * false is a failure. */
	assert_int_equal(
	    cl(d, "{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":\"c1\","
		  "\"content\":[{\"query\":\"false\",\"result\":\"oops\",\"success\":false}]}]}"),
	    0);
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "oops");
	assert_int_equal(d->lv.nlinks, 1);
	assert_true(d->lv.links[0].result);
	assert_true(d->lv.links[0].failed);
	assert_string_equal(d->lv.links[0].id, "c1");
	/* A call: its name and input; thinking and Roo Code's reasoning. */
	assert_int_equal(
	    cl(d, "{\"role\":\"assistant\",\"reasoning_content\":\"r1\",\"content\":[{\"type\":"
		  "\"reasoning\",\"text\":\"r2\",\"summary\":[{\"type\":\"summary_text\",\"text\":\"r3\"}]},"
		  "{\"type\":\"thinking\",\"thinking\":\"r4\"},{\"type\":\"text\",\"text\":\"ok\"},"
		  "{\"type\":\"tool_use\",\"id\":\"c2\",\"name\":\"execute_command\",\"input\":"
		  "{\"command\":\"ls\"}}]}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	assert_string_equal(unit_dec_text(d, KO_THINKING, false), "r1\nr2\nr3\nr4");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "ok");
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "execute_command\nls");
	assert_false(d->lv.links[0].result);
}

static void test_cline_root_and_malformed(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(cl(d,
			    "{\"version\":1,\"updated_at\":\"2026-11-29T11:34:21.885Z\",\"agent\":\"lead\","
			    "\"sessionId\":\"179_u7\",\"messages\":[]}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_string_equal(d->lv.session_id, "179_u7");
	assert_string_equal(d->lv.ts_raw, "2026-11-29T11:34:21.885Z");
	assert_false(d->lv.subagent);
	assert_int_equal(cl(d, "{\"agent\":\"subagent\",\"sessionId\":\"x\",\"messages\":[]}"), 0);
	assert_true(d->lv.subagent);
	/* A message whose content is neither a string nor an array. */
	assert_int_equal(cl(d, "{\"role\":\"user\",\"content\":7}"), -1);
	assert_int_equal(cl(d, "{\"role\":\"assistant\"}"), -1);
	/* Another role, a bad ts: valid, not searched / no time. */
	assert_int_equal(cl(d, "{\"role\":\"system\",\"content\":\"x\"}"), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(cl(d, "{\"role\":\"user\",\"ts\":\"soon\",\"content\":\"x\"}"), 0);
	assert_false(d->lv.has_ts);
	/* Roo Code's condensed context is the agent's. */
	assert_int_equal(cl(d, "{\"role\":\"user\",\"isSummary\":true,\"content\":\"summary\"}"), 0);
	assert_true(d->lv.noise_line);
}

static void test_cline_registry(void **state)
{
	(void)state;
	enum source_id id;
	static const char roo[] = "/h/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/tasks/"
				  "019a/api_conversation_history.json";
	static const char vs[] = "/h/.config/Code/User/globalStorage/saoudrizwan.claude-dev/tasks/17/"
				 "api_conversation_history.json";
	assert_int_equal(source_shape_of(roo, &id), SHAPE_DOCUMENT);
	assert_int_equal(id, SOURCE_ROO);
	assert_int_equal(source_shape_of(vs, &id), SHAPE_DOCUMENT);
	assert_int_equal(id, SOURCE_CLINE);
	assert_int_equal(source_shape_of("/h/.cline/data/sessions/17_a/17_a.messages.json", &id),
			 SHAPE_DOCUMENT);
	assert_int_equal(id, SOURCE_CLINE);
	/* Its name alone says nothing, nor does a manifest. */
	assert_int_equal(source_shape_of("api_conversation_history.json", &id), SHAPE_LINES);
	assert_int_equal(source_shape_of("/h/.cline/data/sessions/17_a/17_a.json", &id), SHAPE_LINES);
	/* Gemini CLI's documents are still told by their name. */
	assert_int_equal(source_shape_of("/x/chats/session-1.json", &id), SHAPE_DOCUMENT);
	assert_int_equal(id, SOURCE_GEMINI);
	char *s = source_session_id(SOURCE_ROO, roo);
	assert_string_equal(s, "019a");
	free(s);
	assert_null(source_session_id(SOURCE_CLAUDE, roo));
	s = decode_cline_parent("/h/sessions/17_a/sub__t1.messages.json");
	assert_string_equal(s, "17_a");
	free(s);
	assert_null(decode_cline_parent("/h/sessions/17_a/17_a.messages.json"));
	/* `cline --id` reopens the CLI's sessions, not the tasks before it. */
	assert_true(source_resumes(SOURCE_CLINE, "/h/.cline/data/sessions/17_a/17_a.messages.json"));
	assert_false(source_resumes(SOURCE_CLINE, vs));
	assert_true(source_resumes(SOURCE_CODEX, vs));
}

static void test_root_array_elements(void **state)
{
	(void)state;
	struct json_span *sp = NULL;
	size_t cap = 0;
	static const char doc[] = " [{\"a\":1}, \"s\", [2], 3 ]\n";
	assert_int_equal(json_member_elements(doc, strlen(doc), NULL, &sp, &cap), 4);
	assert_int_equal(sp[0].start, 2);
	assert_int_equal(sp[0].len, 7);
	assert_memory_equal(doc + sp[1].start, "\"s\"", 3);
	assert_memory_equal(doc + sp[2].start, "[2]", 3);
	/* Cut short, followed by more, or not an array: nothing. */
	static const char *const bad[] = {"[{\"a\":1},{\"b\"", "[1] x", "{\"messages\":[1]}", "[1,]", ""};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		assert_int_equal(json_member_elements(bad[i], strlen(bad[i]), NULL, &sp, &cap), 0);
	assert_int_equal(json_member_elements("[]", 2, NULL, &sp, &cap), 0);
	free(sp);
}

const struct CMUnitTest decode_cline_tests[] = {
    cmocka_unit_test_setup_teardown(test_cline_user_wrappers, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_cline_tools, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_cline_root_and_malformed, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test(test_cline_registry),
    cmocka_unit_test(test_root_array_elements),
};
const size_t decode_cline_tests_n = sizeof decode_cline_tests / sizeof *decode_cline_tests;
