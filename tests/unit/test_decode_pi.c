/* test_decode_pi: unit tests for sources/decode_pi.c (docs/reference.md
 * §1, pi sessions): the header and its detection, each message role and
 * block kind, the @file and skill blocks cut off a typed prompt, the
 * entries that are noise, titles, malformed entries, and the project read
 * back from a folder's name; omp's title slot and messages of its own,
 * OpenClaw's entries, and the source of a file with pi's header told by
 * the root that holds it (source_detect_at). Lines go through json_decode and the decoder
 * as in a worker; texts are joined with decode_message_text. */
#include "tests/unit/unit.h"

#include "sources/decode_pi.h"
#include "sources/source.h"
#include "base/json_line.h"

#include <stdlib.h>
#include <string.h>

static int pi(struct unit_dec *d, const char *s)
{
	return decode_pi_line(d->c, unit_dec_parse(d, s), &d->lv);
}

#define ENTRY(type) "{\"type\":\"" type "\",\"id\":\"4824d96c\",\"parentId\":\"3d846ea9\","
#define TS	    "\"timestamp\":\"2026-11-29T11:36:28.064Z\","
#define MSG(role)   ENTRY("message") TS "\"message\":{\"role\":\"" role "\","

static void test_pi_header(void **state)
{
	struct unit_dec *d = *state;
	static const char head[] = "{\"type\":\"session\",\"version\":3,\"id\":\"01a22717-9a6f\","
				   "\"timestamp\":\"2026-11-29T11:36:28.016Z\",\"cwd\":\"/home/ana/proj\"}";
	assert_true(decode_pi_detect(unit_dec_parse(d, head)));
	assert_int_equal(source_detect(unit_dec_parse(d, head)), SOURCE_PI);
	/* A header is an object with type session and string id and cwd; a
	 * Claude Code line is not one, nor is an entry. */
	assert_false(decode_pi_detect(unit_dec_parse(d, "{\"type\":\"session\",\"id\":\"x\"}")));
	assert_false(decode_pi_detect(unit_dec_parse(d, "{\"type\":\"session\",\"id\":1,\"cwd\":\"/\"}")));
	assert_false(decode_pi_detect(unit_dec_parse(d, MSG("user") "\"content\":\"hi\"}}")));
	assert_int_not_equal(source_detect(unit_dec_parse(d, "{\"type\":\"user\",\"sessionId\":\"s\"}")),
			     SOURCE_PI);
	assert_int_equal(pi(d, head), 0);
	assert_string_equal(d->lv.session_id, "01a22717-9a6f");
	assert_string_equal(d->lv.cwd, "/home/ana/proj");
	assert_true(d->lv.has_ts);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);
}

static void test_pi_user(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(pi(d, MSG("user") "\"content\":\"données, 日本語\",\"timestamp\":1795952188051}}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(d->lv.uuid, "4824d96c");
	assert_true(d->lv.has_ts);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "données, 日本語");
	/* Text blocks; an image block is left out. */
	assert_int_equal(pi(d,
			    MSG("user") "\"content\":[{\"type\":\"text\",\"text\":\"one\"},"
					"{\"type\":\"image\",\"data\":\"AAAA\",\"mimeType\":\"image/png\"},"
					"{\"type\":\"text\",\"text\":\"two\"}]}}"),
			 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "one\ntwo");
	assert_true(d->lv.pieces[0].prompt);
}

/* pi joins @file blocks and a skill's block to the typed prompt: each
 * block is a noise piece, the prompt a piece of its own. */
static void test_pi_blocks(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(pi(d, MSG("user") "\"content\":[{\"type\":\"text\",\"text\":"
					   "\"<file name=\\\"/p/a.txt\\\">\\nalpha\\n</file>\\n"
					   "<file name=\\\"/p/b.png\\\"></file>\\nRead them, say zeta\"}]}}"),
			 0);
	assert_int_equal(d->lv.npieces, 3);
	assert_true(d->lv.pieces[0].noise);
	assert_true(d->lv.pieces[1].noise);
	assert_false(d->lv.pieces[2].noise);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "Read them, say zeta");
	assert_int_equal(pi(d,
			    MSG("user") "\"content\":\"<skill name=\\\"tidy\\\" location=\\\"/s/SKILL.md\\\">"
					"\\nReferences are relative to /s.\\n\\nTidy up.\\n</skill>\\n\\nthe "
					"src folder\"}}"),
			 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "the src folder");
	/* A block alone, and one never closed (the whole text, one piece:
	 * noise by its marker). */
	assert_int_equal(pi(d, MSG("user") "\"content\":\"<file name=\\\"/p/a\\\">\\nx\\n</file>\\n\"}}"), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "");
	assert_int_equal(pi(d, MSG("user") "\"content\":\"<file name=\\\"/p/a\\\">\\ncut\"}}"), 0);
	assert_int_equal(d->lv.npieces, 1);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "");
	/* A block further on is what was typed. */
	assert_int_equal(pi(d, MSG("user") "\"content\":\"see <file name=\\\"x\\\"></file>\\n\"}}"), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "see <file name=\"x\"></file>\n");
}

static void test_pi_assistant(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    pi(d, MSG("assistant") "\"content\":[{\"type\":\"thinking\",\"thinking\":\"ponder\","
				   "\"thinkingSignature\":\"reasoning_content\"},"
				   "{\"type\":\"thinking\",\"thinking\":\"secret\",\"redacted\":true},"
				   "{\"type\":\"text\",\"text\":\"Done.\"},"
				   "{\"type\":\"toolCall\",\"id\":\"call_1\",\"name\":\"bash\","
				   "\"arguments\":{\"command\":\"make\",\"timeout\":30}}],"
				   "\"stopReason\":\"toolUse\"}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	assert_string_equal(unit_dec_text(d, KO_THINKING, false), "ponder");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "Done.");
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "bash\nmake\n30");
	assert_int_equal(d->lv.nlinks, 1);
	assert_string_equal(d->lv.links[0].id, "call_1");
	assert_string_equal(d->lv.links[0].name, "bash");
	assert_false(d->lv.links[0].result);
	assert_int_equal(d->lv.ntool_inputs, 1);
}

static void test_pi_tool_results(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    pi(d, MSG("toolResult") "\"toolCallId\":\"call_1\",\"toolName\":\"bash\","
				    "\"content\":[{\"type\":\"text\",\"text\":\"  oops\\n\\nCommand "
				    "exited with code 2\"}],\"isError\":true}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "  oops\n\nCommand exited with code 2");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "");
	assert_int_equal(d->lv.nlinks, 1);
	assert_true(d->lv.links[0].result);
	assert_true(d->lv.links[0].failed);
	assert_string_equal(d->lv.links[0].id, "call_1");
	assert_string_equal(d->lv.links[0].out, "oops\n\nCommand exited with code 2");
	/* A command the user ran with `!`. */
	assert_int_equal(pi(d, MSG("bashExecution") "\"command\":\"ls\",\"output\":\"a b\",\"exitCode\":0,"
						    "\"cancelled\":false,\"truncated\":false}}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "ls\na b");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "");
}

/* What pi or an extension put in the context is noise; a session_info
 * name is the title; other entries are valid and empty. */
static void test_pi_entries(void **state)
{
	struct unit_dec *d = *state;
	static const char *const noisy[] = {
	    MSG("custom") "\"customType\":\"x\",\"content\":\"injected\",\"display\":true}}",
	    ENTRY("custom_message") TS "\"customType\":\"x\",\"content\":[{\"type\":\"text\","
				       "\"text\":\"injected\"}],\"display\":false}",
	    ENTRY("compaction") TS "\"summary\":\"injected\",\"firstKeptEntryId\":\"a\",\"tokensBefore\":9}",
	    ENTRY("branch_summary") TS "\"fromId\":\"a\",\"summary\":\"injected\"}",
	    MSG("compactionSummary") "\"summary\":\"injected\",\"tokensBefore\":9}}",
	};
	for (size_t i = 0; i < sizeof noisy / sizeof *noisy; i++) {
		assert_int_equal(pi(d, noisy[i]), 0);
		assert_int_equal(d->lv.kind, LINE_USER);
		assert_true(d->lv.noise_line);
		assert_string_equal(unit_dec_text(d, KO_TEXT, true), "injected");
	}
	assert_int_equal(pi(d, ENTRY("session_info") TS "\"name\":\"Quokka work\"}"), 0);
	assert_int_equal(d->lv.kind, LINE_CUSTOM_TITLE);
	assert_string_equal(d->lv.title, "Quokka work");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "Quokka work");
	static const char *const quiet[] = {
	    ENTRY("session_info") TS "\"name\":null}",
	    ENTRY("model_change") TS "\"provider\":\"mock\",\"modelId\":\"m\"}",
	    ENTRY("thinking_level_change") TS "\"thinkingLevel\":\"low\"}",
	    ENTRY("label") TS "\"targetId\":\"a\",\"label\":\"here\"}",
	    ENTRY("custom") TS "\"customType\":\"x\",\"data\":{\"text\":\"kept out\"}}",
	    ENTRY("future_kind") TS "\"text\":\"kept out\"}",
	};
	for (size_t i = 0; i < sizeof quiet / sizeof *quiet; i++) {
		assert_int_equal(pi(d, quiet[i]), 0);
		assert_int_equal(d->lv.kind, LINE_OTHER);
		assert_int_equal(d->lv.npieces, 0);
	}
}

static void test_pi_malformed(void **state)
{
	struct unit_dec *d = *state;
	static const char *const bad[] = {
	    ENTRY("message") TS "\"message\":\"text\"}",
	    MSG("user") "\"content\":7}}",
	    MSG("assistant") "\"content\":\"text\"}}",
	    MSG("toolResult") "\"toolCallId\":\"c\",\"content\":null}}",
	    ENTRY("message") "\"timestamp\":\"yesterday\",\"message\":{\"role\":\"user\",\"content\":\"x\"}}",
	};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		if (pi(d, bad[i]) != -1)
			fail_msg("decode_pi_line accepted a malformed entry: %s", bad[i]);
	/* An unknown role is valid, not searched. */
	assert_int_equal(pi(d, MSG("robot") "\"content\":\"x\"}}"), 0);
	assert_int_equal(d->lv.npieces, 0);
}

static void test_pi_project(void **state)
{
	(void)state;
	static const char *const cases[][2] = {
	    {"/h/.pi/agent/sessions/--tmp-memgrep-record-pi-proj--/2026_x.jsonl",
	     "/tmp/memgrep/record/pi/proj"},
	    {"/h/.pi/agent/sessions/--home-ana--/a.jsonl", "/home/ana"},
	    {"/h/.pi/agent/sessions/----/a.jsonl", "/"},
	    {"/h/elsewhere/plain/a.jsonl", "plain"},
	    {"/h/--x/a.jsonl", "--x"},
	    {"a.jsonl", ""},
	    {"-", ""},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char *p = decode_pi_project(cases[i][0]);
		assert_string_equal(p, cases[i][1]);
		free(p);
	}
}

#define SLOT(title, pad)                                                                                     \
	"{\"type\":\"title\",\"v\":1,\"title\":\"" title "\",\"updatedAt\":\"t\",\"pad\":" pad "}"

/* omp's first line is its title slot: omp's by its content, not read
 * (each title_change holds its title); a title_change's title is the
 * session's, an empty one none. */
static void test_omp_title(void **state)
{
	struct unit_dec *d = *state;
	assert_true(decode_pi_detect_omp(unit_dec_parse(d, SLOT("", "\"   \""))));
	assert_int_equal(source_detect(unit_dec_parse(d, SLOT("", "\"   \""))), SOURCE_OMP);
	assert_false(decode_pi_detect_omp(unit_dec_parse(d, SLOT("", "null"))));
	assert_false(decode_pi_detect_omp(unit_dec_parse(
	    d, "{\"type\":\"title\",\"v\":2,\"title\":\"\",\"updatedAt\":\"t\",\"pad\":\"\"}")));
	assert_false(decode_pi_detect(unit_dec_parse(d, SLOT("x", "\"\""))));
	assert_int_equal(pi(d, SLOT("Wombat work", "\"  \"")), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);
	assert_int_equal(pi(d, ENTRY("title_change") TS "\"title\":\"\",\"source\":\"auto\"}"), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(pi(d, ENTRY("title_change") TS "\"title\":\"Wombat talk\",\"source\":\"user\"}"), 0);
	assert_int_equal(d->lv.kind, LINE_CUSTOM_TITLE);
	assert_string_equal(d->lv.title, "Wombat talk");
}

/* omp's messages of its own: injected ones are noise, a Python run of the
 * user's is a tool's; OpenClaw's reset and leaf entries are not searched. */
static void test_omp_messages(void **state)
{
	struct unit_dec *d = *state;
	static const char *const noisy[] = {
	    MSG("developer") "\"content\":[{\"type\":\"text\",\"text\":\"injected\"}]}}",
	    MSG("hookMessage") "\"customType\":\"x\",\"content\":\"injected\",\"display\":true}}",
	    MSG("fileMention") "\"files\":[{\"path\":\"a.txt\",\"content\":\"injected\"},{\"path\":\"\"},7]}"
			       "}",
	};
	for (size_t i = 0; i < sizeof noisy / sizeof *noisy; i++) {
		assert_int_equal(pi(d, noisy[i]), 0);
		assert_int_equal(d->lv.kind, LINE_USER);
		assert_true(d->lv.noise_line);
	}
	assert_string_equal(unit_dec_text(d, KO_TEXT, true), "a.txt\ninjected");
	assert_int_equal(pi(d, MSG("fileMention") "\"files\":\"x\"}}"), 0);
	assert_int_equal(d->lv.npieces, 0);
	assert_int_equal(
	    pi(d, MSG("pythonExecution") "\"code\":\"print(1)\",\"output\":\"1\",\"exitCode\":0}}"), 0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "print(1)\n1");
	static const char *const quiet[] = {
	    ENTRY("reset") TS "\"reason\":\"new\"}",
	    ENTRY("leaf") TS "\"targetId\":null}",
	    ENTRY("session_init") TS "\"systemPrompt\":\"kept out\",\"task\":\"kept out\",\"tools\":[]}",
	};
	for (size_t i = 0; i < sizeof quiet / sizeof *quiet; i++) {
		assert_int_equal(pi(d, quiet[i]), 0);
		assert_int_equal(d->lv.kind, LINE_OTHER);
		assert_int_equal(d->lv.npieces, 0);
	}
}

/* Sets variable name to value (NULL: unsets it). */
static void set(const char *name, const char *value)
{
	if (value)
		setenv(name, value, 1);
	else
		unsetenv(name);
}

/* pi's header is also OpenClaw's and an older omp's: the root that holds
 * the file tells whose it is, else pi's; omp's slot is omp's anywhere. */
static void test_detect_at(void **state)
{
	struct unit_dec *d = *state;
	static const char *const vars[] = {"HOME", "PI_CODING_AGENT_DIR", "OPENCLAW_STATE_DIR"};
	char *saved[3];
	for (size_t i = 0; i < 3; i++) {
		const char *v = getenv(vars[i]);
		saved[i] = v ? strdup(v) : NULL;
	}
	set("HOME", "/h");
	set("PI_CODING_AGENT_DIR", NULL);
	set("OPENCLAW_STATE_DIR", NULL);
	static const char head[] = "{\"type\":\"session\",\"id\":\"s\",\"cwd\":\"/p\"}";
	static const struct {
		const char *line, *path;
		enum source_id want;
	} cases[] = {
	    {head, "/h/.omp/agent/sessions/-p/a.jsonl", SOURCE_OMP},
	    {head, "/h/.openclaw/agents/main/sessions/a.jsonl", SOURCE_OPENCLAW},
	    {head, "/h/.openclaw/agentsx/a.jsonl", SOURCE_PI},
	    {head, "/h/.pi/agent/sessions/--p--/a.jsonl", SOURCE_PI},
	    {head, "/elsewhere/a.jsonl", SOURCE_PI},
	    {head, NULL, SOURCE_PI},
	    {SLOT("", "\"\""), "/h/.pi/agent/sessions/--p--/a.jsonl", SOURCE_OMP},
	    {"{\"type\":\"user\",\"sessionId\":\"s\"}", "/h/.omp/agent/sessions/-p/a.jsonl", SOURCE_CLAUDE},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
		assert_int_equal(source_detect_at(unit_dec_parse(d, cases[i].line), cases[i].path),
				 cases[i].want);
	set("OPENCLAW_STATE_DIR", "/s");
	assert_int_equal(source_detect_at(unit_dec_parse(d, head), "/s/agents/main/sessions/a.jsonl"),
			 SOURCE_OPENCLAW);
	for (size_t i = 0; i < 3; i++) {
		set(vars[i], saved[i]);
		free(saved[i]);
	}
}

const struct CMUnitTest decode_pi_tests[] = {
    cmocka_unit_test_setup_teardown(test_omp_title, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_omp_messages, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_detect_at, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_pi_header, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_pi_user, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_pi_blocks, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_pi_assistant, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_pi_tool_results, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_pi_entries, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_pi_malformed, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test(test_pi_project),
};
const size_t decode_pi_tests_n = sizeof decode_pi_tests / sizeof *decode_pi_tests;
