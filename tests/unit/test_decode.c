/* test_decode: unit tests for the source decoders: sources/decode_claude.c
 * (docs/reference.md §2 and the noise rules of §4.1), decode_codex.c (§8)
 * and decode_gemini.c (§10). Lines go through json_decode and the decoder
 * as in a worker; message texts are joined with decode_message_text.
 * Covers each line type, each block kind, tool_use scalars, noise markers,
 * noise lines, metadata and malformed lines, and the registry's detection,
 * file shapes and project rules. */
#include "tests/unit/unit.h"

#include "config/config.h"
#include "sources/decode_claude.h"
#include "sources/decode_codex.h"
#include "sources/decode_gemini.h"
#include "base/json_line.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Decodes one line (which must be valid JSON); returns decode_claude_line's
 * status. */
static int line(struct unit_dec *d, const char *s)
{
	return decode_claude_line(d->c, unit_dec_parse(d, s), &d->lv);
}

static void line_ok(struct unit_dec *d, const char *s)
{
	if (line(d, s) != 0)
		fail_msg("decode_claude_line refused a valid line: %s", s);
}

static void line_bad(struct unit_dec *d, const char *s)
{
	if (line(d, s) != -1)
		fail_msg("decode_claude_line accepted a malformed line: %s", s);
}

/* The joined text of kind `order`, or NULL when no piece survives. */
static const char *text(struct unit_dec *d, enum kind_order order, bool keep_noise)
{
	bool any = decode_message_text(&d->lv, order, keep_noise, &d->out);
	assert_non_null(d->out.data);
	assert_int_equal(strlen(d->out.data), d->out.len);
	return any ? d->out.data : NULL;
}

#define EXPECT_TEXT(d, order, keep, want)                                                                    \
	do {                                                                                                 \
		const char *got_ = text(d, order, keep);                                                     \
		if (!got_)                                                                                   \
			fail_msg("kind %d: no text; expected \"%s\"", (int)(order), want);                   \
		assert_string_equal(got_, want);                                                             \
	} while (0)
#define EXPECT_NO_TEXT(d, order, keep)                                                                       \
	do {                                                                                                 \
		const char *got_ = text(d, order, keep);                                                     \
		if (got_)                                                                                    \
			fail_msg("kind %d: expected no message, got \"%s\"", (int)(order), got_);            \
	} while (0)

#define META "\"sessionId\":\"sess-1\",\"uuid\":\"uu-1\",\"cwd\":\"/home/ana/proj\","
#define TS   "\"timestamp\":\"2025-07-01T10:20:30Z\","

static void test_user_string(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d,
		"{\"type\":\"user\"," META TS
		"\"message\":{\"role\":\"user\",\"content\":\"Fix the caf\\u00e9 \\\"menu\\\"\\nplease\"}}");
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(d->lv.session_id, "sess-1");
	assert_string_equal(d->lv.uuid, "uu-1");
	assert_string_equal(d->lv.cwd, "/home/ana/proj");
	assert_true(d->lv.has_ts);
	assert_int_equal(d->lv.ts.sec, 1751365230);
	assert_int_equal(d->lv.ts.nsec, 0);
	assert_string_equal(d->lv.ts_raw, "2025-07-01T10:20:30Z");
	assert_false(d->lv.noise_line);
	assert_false(d->lv.queue_operation);
	assert_null(d->lv.title);
	EXPECT_TEXT(d, KO_TEXT, false, "Fix the caf\xc3\xa9 \"menu\"\nplease");
	EXPECT_NO_TEXT(d, KO_TOOL, true);
	EXPECT_NO_TEXT(d, KO_THINKING, true);
	assert_int_equal(decode_msg_type(d->lv.kind, KO_TEXT), MT_USER);

	/* No timestamp is fine. */
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":\"hi\"}}");
	assert_false(d->lv.has_ts);
	assert_null(d->lv.ts_raw);
	assert_null(d->lv.session_id);
	assert_null(d->lv.uuid);
	assert_null(d->lv.cwd);
	EXPECT_TEXT(d, KO_TEXT, false, "hi");
}

static void test_user_blocks(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d, "{\"type\":\"user\"," TS "\"message\":{\"role\":\"user\",\"content\":["
		   "{\"type\":\"text\",\"text\":\"first\"},"
		   "{\"type\":\"image\",\"source\":{\"type\":\"base64\",\"data\":\"iVBORw0\"}},"
		   "\"a bare string\", 42, null,"
		   "{\"type\":\"text\",\"text\":17},"
		   "{\"text\":\"no type\"},"
		   "{\"type\":\"document\",\"text\":\"unknown block\"},"
		   "{\"type\":\"text\",\"text\":\"second\\nline\"}]}}");
	assert_int_equal(d->lv.kind, LINE_USER);
	EXPECT_TEXT(d, KO_TEXT, false, "first\nsecond\nline");
	EXPECT_TEXT(d, KO_TEXT, true, "first\nsecond\nline");
	EXPECT_NO_TEXT(d, KO_TOOL, true);
}

static void test_assistant(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d,
		"{\"type\":\"assistant\"," META TS "\"message\":{\"role\":\"assistant\",\"content\":["
		"{\"type\":\"thinking\",\"thinking\":\"Let me look\",\"signature\":\"abc\"},"
		"{\"type\":\"text\",\"text\":\"I'll read it.\"},"
		"{\"type\":\"tool_use\",\"id\":\"t1\",\"name\":\"Read\",\"input\":{\"file_path\":\"/a.py\"}},"
		"{\"type\":\"redacted_thinking\",\"data\":\"zzz\"},"
		"{\"type\":\"text\",\"text\":\"Done.\"},"
		"{\"type\":\"thinking\",\"thinking\":\"more thought\"}]}}");
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	EXPECT_TEXT(d, KO_TEXT, false, "I'll read it.\nDone.");
	EXPECT_TEXT(d, KO_THINKING, false, "Let me look\nmore thought");
	EXPECT_TEXT(d, KO_TOOL, false, "Read\n/a.py");
	assert_int_equal(decode_msg_type(d->lv.kind, KO_TEXT), MT_ASSISTANT);
	assert_int_equal(decode_msg_type(d->lv.kind, KO_THINKING), MT_THINKING);
	assert_int_equal(decode_msg_type(d->lv.kind, KO_TOOL), MT_TOOL);

	/* Assistant string content is searched like a user string. */
	line_ok(d, "{\"type\":\"assistant\"," TS "\"message\":{\"content\":\"plain answer\"}}");
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	EXPECT_TEXT(d, KO_TEXT, false, "plain answer");
	line_ok(d, "{\"type\":\"assistant\",\"message\":{\"content\":\"  <system-reminder>x\"}}");
	EXPECT_NO_TEXT(d, KO_TEXT, false);
	EXPECT_TEXT(d, KO_TEXT, true, "  <system-reminder>x");

	/* Only thinking: no text message. */
	line_ok(d, "{\"type\":\"assistant\",\"message\":{\"content\":[{\"type\":\"thinking\",\"thinking\":"
		   "\"t\"}]}}");
	EXPECT_NO_TEXT(d, KO_TEXT, true);
	EXPECT_TEXT(d, KO_THINKING, false, "t");
}

static void test_tool_use_scalars(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d, "{\"type\":\"assistant\"," TS "\"message\":{\"content\":[{\"type\":\"tool_use\","
		   "\"id\":\"t1\",\"name\":\"Edit\",\"input\":{"
		   "\"file_path\":\"/x \\\"q\\\"\\u00e9\","
		   "\"price\":1.50,"
		   "\"flags\":[true,false,null],"
		   "\"nested\":{\"a\":{\"b\":\"deep\"},\"c\":[1,[2,\"three\"]],\"empty\":{}},"
		   "\"neg\":-0.0,\"big\":1E3,"
		   "\"k\":\"v1\",\"k\":\"v2\","
		   "\"last\":\"end\"}}]}}");
	EXPECT_TEXT(
	    d, KO_TOOL, false,
	    "Edit\n/x \"q\"\xc3\xa9\n1.50\ntrue\nfalse\nnull\ndeep\n1\n2\nthree\n-0.0\n1E3\nv1\nv2\nend");
	/* Keys are not text. */
	const char *t = text(d, KO_TOOL, false);
	assert_null(strstr(t, "file_path"));
	assert_null(strstr(t, "nested"));
	assert_null(strstr(t, "price"));
	/* tool_use is never a text message. */
	EXPECT_NO_TEXT(d, KO_TEXT, true);

	/* An input that is an array or a scalar itself; a name that is not a
	 * string is left out; a missing input leaves the name alone. */
	line_ok(d, "{\"type\":\"assistant\",\"message\":{\"content\":["
		   "{\"type\":\"tool_use\",\"name\":\"A\",\"input\":[\"x\",{\"y\":\"z\"}]},"
		   "{\"type\":\"tool_use\",\"name\":7,\"input\":{\"q\":\"only input\"}},"
		   "{\"type\":\"tool_use\",\"name\":\"B\"},"
		   "{\"type\":\"tool_use\",\"name\":\"C\",\"input\":\"scalar input\"}]}}");
	EXPECT_TEXT(d, KO_TOOL, false, "A\nx\nz\nonly input\nB\nC\nscalar input");

	/* Noise markers never apply to tool_use text. */
	line_ok(
	    d,
	    "{\"type\":\"assistant\",\"message\":{\"content\":["
	    "{\"type\":\"tool_use\",\"name\":\"<system-reminder>\",\"input\":{\"c\":\"<bash-input>\"}}]}}");
	EXPECT_TEXT(d, KO_TOOL, false, "<system-reminder>\n<bash-input>");
}

/* docs/reference.md §2: the name and every scalar, joined by "\n"; an empty
 * string is a scalar too and so an empty line of the join. */
static void test_tool_use_empty_scalar(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d, "{\"type\":\"assistant\",\"message\":{\"content\":["
		   "{\"type\":\"tool_use\",\"name\":\"N\",\"input\":{\"a\":\"\",\"b\":\"x\"}}]}}");
	EXPECT_TEXT(d, KO_TOOL, false, "N\n\nx");
}

static void test_tool_result(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d,
		"{\"type\":\"user\"," TS "\"message\":{\"role\":\"user\",\"content\":["
		"{\"type\":\"tool_result\",\"tool_use_id\":\"t1\",\"content\":\"result text\"},"
		"{\"type\":\"tool_result\",\"tool_use_id\":\"t2\",\"content\":["
		"{\"type\":\"text\",\"text\":\"r1\"},"
		"{\"type\":\"image\",\"source\":{\"data\":\"AAAA\"}},"
		"{\"type\":\"text\",\"text\":\"r2\"}]},"
		"{\"type\":\"tool_result\",\"tool_use_id\":\"t3\",\"content\":{\"text\":\"not text\"}},"
		"{\"type\":\"tool_result\",\"tool_use_id\":\"t4\",\"content\":\"  <system-reminder>hidden\"}"
		"]}}");
	EXPECT_TEXT(d, KO_TOOL, false, "result text\nr1\nr2");
	/* Noise markers apply to tool_result text. */
	EXPECT_TEXT(d, KO_TOOL, true, "result text\nr1\nr2\n  <system-reminder>hidden");
	EXPECT_NO_TEXT(d, KO_TEXT, true);
	assert_int_equal(decode_msg_type(d->lv.kind, KO_TOOL), MT_TOOL);

	/* tool_use and tool_result pieces join in block order. */
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":["
		   "{\"type\":\"tool_result\",\"content\":\"R\"},"
		   "{\"type\":\"text\",\"text\":\"T\"},"
		   "{\"type\":\"tool_use\",\"name\":\"U\",\"input\":{\"a\":1}}]}}");
	EXPECT_TEXT(d, KO_TOOL, false, "R\nU\n1");
	EXPECT_TEXT(d, KO_TEXT, false, "T");
}

static void test_noise_pieces(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":["
		   "{\"type\":\"text\",\"text\":\"  <system-reminder>be nice</system-reminder>\"},"
		   "{\"type\":\"text\",\"text\":\"the real question\"},"
		   "{\"type\":\"text\",\"text\":\"[Request interrupted by user]\"}]}}");
	EXPECT_TEXT(d, KO_TEXT, false, "the real question");
	EXPECT_TEXT(
	    d, KO_TEXT, true,
	    "  <system-reminder>be nice</system-reminder>\nthe real question\n[Request interrupted by user]");

	/* Every piece noise: no message unless keep_noise. */
	line_ok(
	    d,
	    "{\"type\":\"user\",\"message\":{\"content\":\"[Request interrupted by user for tool use]\"}}");
	EXPECT_NO_TEXT(d, KO_TEXT, false);
	EXPECT_TEXT(d, KO_TEXT, true, "[Request interrupted by user for tool use]");

	/* Leading Unicode White_Space before the marker (U+3000, NBSP). */
	line_ok(d,
		"{\"type\":\"user\",\"message\":{\"content\":\"\\u3000\\u00a0\\n\\t<command-name>/clear\"}}");
	EXPECT_NO_TEXT(d, KO_TEXT, false);

	/* A marker not at the start, or in another case, is not noise. */
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":\"see <system-reminder> here\"}}");
	EXPECT_TEXT(d, KO_TEXT, false, "see <system-reminder> here");
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":\"<SYSTEM-REMINDER>x\"}}");
	EXPECT_TEXT(d, KO_TEXT, false, "<SYSTEM-REMINDER>x");
	/* A zero-width space is not whitespace: the marker is not first. */
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":\"\\u200b<system-reminder>x\"}}");
	EXPECT_TEXT(d, KO_TEXT, false, "\xe2\x80\x8b<system-reminder>x");

	/* Noise never applies to thinking text. */
	line_ok(d, "{\"type\":\"assistant\",\"message\":{\"content\":["
		   "{\"type\":\"thinking\",\"thinking\":\"<system-reminder>think\"},"
		   "{\"type\":\"text\",\"text\":\"API Error: 500\"}]}}");
	EXPECT_TEXT(d, KO_THINKING, false, "<system-reminder>think");
	EXPECT_NO_TEXT(d, KO_TEXT, false);
}

static void test_summary_lines(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d, "{\"type\":\"summary\",\"summary\":\"Fixed the login bug\",\"leafUuid\":\"l1\"}");
	assert_int_equal(d->lv.kind, LINE_SUMMARY);
	assert_null(d->lv.title);
	EXPECT_TEXT(d, KO_TEXT, false, "Fixed the login bug");
	assert_int_equal(decode_msg_type(d->lv.kind, KO_TEXT), MT_SUMMARY);

	line_ok(d, "{\"type\":\"ai-title\",\"aiTitle\":\"Login bug\",\"sessionId\":\"s9\"}");
	assert_int_equal(d->lv.kind, LINE_AI_TITLE);
	assert_non_null(d->lv.title);
	assert_string_equal(d->lv.title, "Login bug");
	assert_string_equal(d->lv.session_id, "s9");
	EXPECT_TEXT(d, KO_TEXT, false, "Login bug");
	assert_int_equal(decode_msg_type(d->lv.kind, KO_TEXT), MT_SUMMARY);

	line_ok(d, "{\"type\":\"custom-title\",\"customTitle\":\"My \\u00e9 title\"}");
	assert_int_equal(d->lv.kind, LINE_CUSTOM_TITLE);
	assert_string_equal(d->lv.title, "My \xc3\xa9 title");
	EXPECT_TEXT(d, KO_TEXT, false, "My \xc3\xa9 title");
	assert_int_equal(decode_msg_type(d->lv.kind, KO_TEXT), MT_SUMMARY);

	/* Noise markers never apply to summary-kind text. */
	line_ok(d, "{\"type\":\"summary\",\"summary\":\"<system-reminder> summary\"}");
	EXPECT_TEXT(d, KO_TEXT, false, "<system-reminder> summary");
	line_ok(d, "{\"type\":\"custom-title\",\"customTitle\":\"[Request interrupted by user\"}");
	EXPECT_TEXT(d, KO_TEXT, false, "[Request interrupted by user");
}

static void test_malformed(void **state)
{
	struct unit_dec *d = *state;
	/* Invalid timestamps of user/assistant lines. */
	line_bad(
	    d, "{\"type\":\"user\",\"timestamp\":\"2025-13-01T00:00:00Z\",\"message\":{\"content\":\"hi\"}}");
	line_bad(d, "{\"type\":\"user\",\"timestamp\":\"2025-02-30\",\"message\":{\"content\":\"hi\"}}");
	line_bad(d, "{\"type\":\"user\",\"timestamp\":\"yesterday\",\"message\":{\"content\":\"hi\"}}");
	line_bad(d, "{\"type\":\"user\",\"timestamp\":\"\",\"message\":{\"content\":\"hi\"}}");
	line_bad(d, "{\"type\":\"user\",\"timestamp\":1751365230,\"message\":{\"content\":\"hi\"}}");
	line_bad(
	    d,
	    "{\"type\":\"assistant\",\"timestamp\":\"2025-07-01T24:00:00Z\",\"message\":{\"content\":[]}}");
	/* message not an object, or content neither string nor array. */
	line_bad(d, "{\"type\":\"user\",\"message\":\"hi\"}");
	line_bad(d, "{\"type\":\"user\",\"message\":[{\"content\":\"hi\"}]}");
	line_bad(d, "{\"type\":\"user\"}");
	line_bad(d, "{\"type\":\"user\",\"message\":{\"role\":\"user\"}}");
	line_bad(d, "{\"type\":\"user\",\"message\":{\"content\":5}}");
	line_bad(d, "{\"type\":\"user\",\"message\":{\"content\":null}}");
	line_bad(d, "{\"type\":\"assistant\",\"message\":{\"content\":{\"type\":\"text\",\"text\":\"x\"}}}");
	line_bad(d, "{\"type\":\"assistant\",\"message\":null}");
	/* Summary-kind lines without their string field. */
	line_bad(d, "{\"type\":\"summary\",\"leafUuid\":\"x\"}");
	line_bad(d, "{\"type\":\"summary\",\"summary\":3}");
	line_bad(d, "{\"type\":\"ai-title\",\"title\":\"wrong key\"}");
	line_bad(d, "{\"type\":\"ai-title\",\"aiTitle\":null}");
	line_bad(d, "{\"type\":\"custom-title\",\"customTitle\":[\"x\"]}");
	line_bad(d, "{\"type\":\"custom-title\",\"aiTitle\":\"x\"}");

	/* A valid timestamp with an offset, and an empty content array, are
	 * fine. */
	line_ok(
	    d,
	    "{\"type\":\"user\",\"timestamp\":\"2025-07-01 12:20:30.5+02:00\",\"message\":{\"content\":[]}}");
	assert_true(d->lv.has_ts);
	assert_int_equal(d->lv.ts.sec, 1751365230);
	assert_int_equal(d->lv.ts.nsec, 500000000);
	EXPECT_NO_TEXT(d, KO_TEXT, true);
}

static void test_other_types(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d, "{\"type\":\"progress\",\"sessionId\":\"s1\",\"data\":{\"message\":{\"content\":\"memory "
		   "search\"}}}");
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);
	assert_false(d->lv.queue_operation);
	assert_string_equal(d->lv.session_id, "s1");
	EXPECT_NO_TEXT(d, KO_TEXT, true);

	/* Types not yet invented, a system line with content, no type at all:
	 * valid, nothing searched. The timestamp rule is only for
	 * user/assistant lines. */
	line_ok(d, "{\"type\":\"system\",\"content\":\"text\",\"timestamp\":\"not a time\"}");
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);
	assert_false(d->lv.has_ts);
	line_ok(d, "{\"message\":{\"content\":\"text\"}}");
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);
	line_ok(d, "{\"type\":\"User\",\"message\":{\"content\":\"text\"}}");
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);

	/* queue-operation. */
	line_ok(
	    d,
	    "{\"type\":\"queue-operation\",\"operation\":\"enqueue\",\"timestamp\":\"2025-07-01T10:20:30Z\","
	    "\"sessionId\":\"q1\",\"content\":\"memory search\"}");
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_true(d->lv.queue_operation);
	assert_string_equal(d->lv.session_id, "q1");
	assert_int_equal(d->lv.npieces, 0);
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":\"x\"}}");
	assert_false(d->lv.queue_operation);
}

static void test_noise_line(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d, "{\"type\":\"user\",\"isMeta\":true,\"message\":{\"content\":\"Caveat text\"}}");
	assert_true(d->lv.noise_line);
	line_ok(d, "{\"type\":\"user\",\"isCompactSummary\":true,\"message\":{\"content\":\"summary\"}}");
	assert_true(d->lv.noise_line);
	line_ok(d, "{\"type\":\"user\",\"isMeta\":false,\"isCompactSummary\":false,\"message\":{\"content\":"
		   "\"x\"}}");
	assert_false(d->lv.noise_line);
	line_ok(d, "{\"type\":\"user\",\"isMeta\":\"true\",\"message\":{\"content\":\"x\"}}");
	assert_false(d->lv.noise_line);
	line_ok(d, "{\"type\":\"user\",\"isCompactSummary\":1,\"message\":{\"content\":\"x\"}}");
	assert_false(d->lv.noise_line);
	/* The last of a repeated key decides. */
	line_ok(d, "{\"type\":\"user\",\"isMeta\":true,\"isMeta\":false,\"message\":{\"content\":\"x\"}}");
	assert_false(d->lv.noise_line);
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":\"x\"}}");
	assert_false(d->lv.noise_line);
	/* Only user lines are noise lines. */
	line_ok(d, "{\"type\":\"assistant\",\"isMeta\":true,\"message\":{\"content\":\"x\"}}");
	assert_false(d->lv.noise_line);
}

static void test_metadata_fields(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d, "{\"type\":\"user\",\"sessionId\":\"\",\"uuid\":\"\",\"cwd\":\"\",\"message\":{"
		   "\"content\":\"x\"}}");
	assert_null(d->lv.session_id);
	assert_null(d->lv.uuid);
	assert_null(d->lv.cwd);
	line_ok(d, "{\"type\":\"user\",\"sessionId\":5,\"uuid\":null,\"cwd\":[\"/"
		   "a\"],\"message\":{\"content\":\"x\"}}");
	assert_null(d->lv.session_id);
	assert_null(d->lv.uuid);
	assert_null(d->lv.cwd);
	line_ok(d,
		"{\"type\":\"summary\",\"summary\":\"s\",\"sessionId\":\"a\",\"uuid\":\"b\",\"cwd\":\"/c\"}");
	assert_string_equal(d->lv.session_id, "a");
	assert_string_equal(d->lv.uuid, "b");
	assert_string_equal(d->lv.cwd, "/c");
}

static void test_surrogates(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":\"a\\ud800b\"}}");
	EXPECT_TEXT(d, KO_TEXT, false,
		    "a\xef\xbf\xbd"
		    "b");
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":[{\"type\":\"text\",\"text\":"
		   "\"\\udc00\\ud83d\"}]}}");
	EXPECT_TEXT(d, KO_TEXT, false, "\xef\xbf\xbd\xef\xbf\xbd");
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":\"\\ud83d\\ude00!\"}}");
	EXPECT_TEXT(d, KO_TEXT, false, "\xf0\x9f\x98\x80!");
}

static void test_msg_type_mapping(void **state)
{
	assert_int_equal(decode_msg_type(LINE_USER, KO_TEXT), MT_USER);
	assert_int_equal(decode_msg_type(LINE_ASSISTANT, KO_TEXT), MT_ASSISTANT);
	assert_int_equal(decode_msg_type(LINE_SUMMARY, KO_TEXT), MT_SUMMARY);
	assert_int_equal(decode_msg_type(LINE_AI_TITLE, KO_TEXT), MT_SUMMARY);
	assert_int_equal(decode_msg_type(LINE_CUSTOM_TITLE, KO_TEXT), MT_SUMMARY);
	assert_int_equal(decode_msg_type(LINE_USER, KO_TOOL), MT_TOOL);
	assert_int_equal(decode_msg_type(LINE_ASSISTANT, KO_TOOL), MT_TOOL);
	assert_int_equal(decode_msg_type(LINE_USER, KO_THINKING), MT_THINKING);
	assert_int_equal(decode_msg_type(LINE_ASSISTANT, KO_THINKING), MT_THINKING);
	assert_string_equal(msg_type_name(MT_USER), "user");
	assert_string_equal(msg_type_name(MT_ASSISTANT), "assistant");
	assert_string_equal(msg_type_name(MT_SUMMARY), "summary");
	assert_string_equal(msg_type_name(MT_TOOL), "tool");
	assert_string_equal(msg_type_name(MT_THINKING), "thinking");
}

static bool noise(const char *s)
{
	/* An exactly-sized copy: no reading past len. */
	size_t len = strlen(s);
	char *p = malloc(len ? len : 1);
	memcpy(p, s, len);
	bool r = decode_is_noise(p, len);
	free(p);
	return r;
}

static void test_is_noise(void **state)
{
	assert_true(noise("<system-reminder>"));
	assert_true(noise("<system-reminder>x"));
	assert_true(noise("   <system-reminder>x"));
	assert_true(noise("\n\t\r <bash-input>ls</bash-input>"));
	assert_true(noise("\xe3\x80\x80<command-name>/x"));
	assert_true(noise("\xc2\x85<local-command-stdout>"));
	assert_true(noise("[Request interrupted by user]"));
	assert_true(noise("[Request interrupted by user for tool use]"));
	assert_true(
	    noise("Caveat: The messages below were generated by the user while running local commands. "
		  "DO NOT respond"));
	assert_true(noise("This session is being continued from a previous conversation that ran out"));
	assert_true(noise("API Error: 529"));
	assert_true(noise("No response requested."));
	assert_true(noise("[Image #1]"));
	assert_true(noise("<ide_opened_file>"));
	assert_true(noise("<turn_aborted>\nThe user interrupted the previous turn on purpose."));
	assert_true(noise("<user_action>\n  <context>User initiated a review task.</context>"));
	assert_true(noise("<user_shell_command>\n<command>\nls\n</command>"));
	assert_true(noise("\n--- Content from referenced files ---"));
	assert_true(noise("\nContent from @notes/plan.md:\n"));
	assert_true(noise("\n--- End of content ---"));
	/* Every marker of the embedded list is noise by itself. */
	assert_true(noise_markers_n > 20);
	for (size_t i = 0; i < noise_markers_n; i++)
		if (!noise(noise_markers[i]))
			fail_msg("marker '%s' is not noise", noise_markers[i]);
	assert_false(noise(""));
	assert_false(noise("   "));
	assert_false(noise("<system-reminde"));
	assert_false(noise("x <system-reminder>"));
	assert_false(noise("<System-reminder>"));
	assert_false(noise("[request interrupted by user]"));
	assert_false(noise("api error"));
	assert_false(noise("\xe2\x80\x8b<system-reminder>"));
	assert_false(noise("hello"));
	assert_false(noise("<user_act"));
	assert_false(noise("Content from my notes"));
	assert_false(noise("--- Content"));
	/* The comment lines of noise-markers.txt are not markers. */
	assert_false(noise("# memgrep noise markers"));
}

/* Codex CLI rollouts (docs/reference.md §8): lines go through the source
 * registry's source_detect as in a worker. */
static int cx(struct unit_dec *d, const char *s)
{
	cJSON *root = json_decode(d->j, s, strlen(s));
	if (!root)
		fail_msg("not valid JSON: %s", s);
	return decode_codex_line(d->c, root, &d->lv);
}

static enum source_id detect(struct unit_dec *d, const char *s)
{
	cJSON *root = json_decode(d->j, s, strlen(s));
	if (!root)
		fail_msg("not valid JSON: %s", s);
	return source_detect(root);
}

#define CTS "{\"timestamp\":\"2025-09-16T04:48:36.678Z\","

static void test_codex_detect(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(detect(d, CTS "\"type\":\"session_meta\",\"payload\":{\"id\":\"x\"}}"),
			 SOURCE_CODEX);
	assert_int_equal(detect(d, CTS "\"type\":\"event_msg\",\"payload\":{}}"), SOURCE_CODEX);
	assert_int_equal(detect(d, CTS "\"type\":\"turn_context\",\"payload\":{}}"), SOURCE_CODEX);
	/* A Claude Code line, and near misses: no payload object, or a type
	 * rollouts do not write. */
	assert_int_equal(detect(d, "{\"type\":\"user\"," META TS "\"message\":{\"content\":\"hi\"}}"),
			 SOURCE_CLAUDE);
	assert_int_equal(detect(d, CTS "\"type\":\"response_item\",\"payload\":\"x\"}"), SOURCE_CLAUDE);
	assert_int_equal(detect(d, CTS "\"type\":\"user\",\"payload\":{}}"), SOURCE_CLAUDE);
	assert_int_equal(detect(d, "{\"type\":\"queue-operation\"}"), SOURCE_CLAUDE);
}

static void test_codex_session_meta(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(cx(d,
			    CTS "\"type\":\"session_meta\",\"payload\":{\"id\":\"9cd2\",\"cwd\":\"/u/app\","
				"\"instructions\":null}}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_string_equal(d->lv.session_id, "9cd2");
	assert_string_equal(d->lv.cwd, "/u/app");
	assert_int_equal(d->lv.npieces, 0);
	/* An empty id is no id. */
	assert_int_equal(cx(d, CTS "\"type\":\"session_meta\",\"payload\":{\"id\":\"\"}}"), 0);
	assert_null(d->lv.session_id);
}

static void test_codex_messages(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    cx(d, CTS
	       "\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":\"user\",\"content\":["
	       "{\"type\":\"input_text\",\"text\":\"<environment_context>\\n<cwd>/u</cwd>\"},"
	       "{\"type\":\"input_text\",\"text\":\"fix the caf\\u00e9 login\"},"
	       "{\"type\":\"input_image\",\"image_url\":\"data:x\"}]}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_int_equal(d->lv.echo, ECHO_TURN);
	assert_true(d->lv.dedup_by_text);
	assert_null(d->lv.uuid);
	assert_true(d->lv.has_ts);
	EXPECT_TEXT(d, KO_TEXT, false, "fix the café login");
	EXPECT_TEXT(d, KO_TEXT, true, "<environment_context>\n<cwd>/u</cwd>\nfix the café login");
	assert_true(d->lv.pieces[1].prompt);

	assert_int_equal(
	    cx(d,
	       CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":"
		   "\"assistant\",\"content\":[{\"type\":\"output_text\",\"text\":\"Done: moved it.\"}]}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	assert_int_equal(d->lv.echo, ECHO_TWIN);
	EXPECT_TEXT(d, KO_TEXT, false, "Done: moved it.");

	/* AGENTS.md instructions are noise (docs/reference.md §8). */
	assert_int_equal(
	    cx(d, CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":\"user\","
		      "\"content\":[{\"type\":\"input_text\",\"text\":\"# AGENTS.md instructions for /u\\n\\n"
		      "<INSTRUCTIONS>be brief</INSTRUCTIONS>\"}]}}"),
	    0);
	EXPECT_NO_TEXT(d, KO_TEXT, false);

	/* Other roles are not searched; an event_msg user_message repeats its
	 * prompt and is skipped. */
	assert_int_equal(
	    cx(d,
	       CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":"
		   "\"developer\",\"content\":[{\"type\":\"input_text\",\"text\":\"rules rules rules\"}]}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);
	assert_int_equal(cx(d,
			    CTS "\"type\":\"event_msg\",\"payload\":{\"type\":\"user_message\",\"message\":"
				"\"fix the login\"}}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);
}

/* A legacy rollout's event_msg agent_message is an echo of its reply
 * (docs/reference.md §8): an assistant message whose text is never where
 * a recall event is looked for, noise tested as a reply's text, and
 * malformed with an invalid timestamp; its twin and the next prompt are
 * told from their raw bytes by the key "role", raw or escaped. */
static void test_codex_echo(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(cx(d, CTS "\"type\":\"event_msg\",\"payload\":{\"type\":\"agent_message\","
				   "\"message\":\"I will search my memory for the caf\\u00e9 fix\"}}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	assert_int_equal(d->lv.echo, ECHO_COPY);
	assert_true(d->lv.dedup_by_text);
	assert_true(d->lv.has_ts);
	EXPECT_TEXT(d, KO_TEXT, false, "I will search my memory for the caf\xc3\xa9 fix");
	assert_false(d->lv.pieces[0].prompt);
	assert_int_equal(cx(d, CTS "\"type\":\"event_msg\",\"payload\":{\"type\":\"agent_message\","
				   "\"message\":\"<environment_context>\\n</environment_context>\"}}"),
			 0);
	EXPECT_NO_TEXT(d, KO_TEXT, false);
	/* No message string: nothing; a bad time: malformed. */
	assert_int_equal(cx(d, CTS "\"type\":\"event_msg\",\"payload\":{\"type\":\"agent_message\"}}"), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.echo, ECHO_NONE);
	assert_int_equal(cx(d, "{\"timestamp\":\"soon\",\"type\":\"event_msg\",\"payload\":{\"type\":"
			       "\"agent_message\",\"message\":\"done\"}}"),
			 -1);

	static const char *const maybe[] = {
	    "{\"payload\":{\"type\":\"message\",\"role\":\"assistant\"}}",
	    "{\"payload\":{\"r\\u006fle\":\"user\"}}",
	    "{\"payload\":{\"\\u0072\\u006F\\u006c\\u0065\":\"user\"}}",
	    "{\"text\":\"the \\\"role\" of it\"}",
	};
	for (size_t i = 0; i < sizeof maybe / sizeof *maybe; i++)
		assert_true(decode_codex_may_settle(maybe[i], strlen(maybe[i])));
	static const char *const never[] = {
	    "{\"type\":\"event_msg\",\"payload\":{\"type\":\"token_count\"}}",
	    "{\"payload\":{\"type\":\"reasoning\",\"summary\":[{\"text\":\"its role is small\"}]}}",
	    "{\"payload\":{\"roles\":1,\"rol\":2,\"\\u0072ole\\n\":3,\"\\u0072olf\":4,\"\\u00\":5}}",
	    "\"role",
	};
	for (size_t i = 0; i < sizeof never / sizeof *never; i++)
		assert_false(decode_codex_may_settle(never[i], strlen(never[i])));
}

/* The blocks Codex CLI puts into user messages (docs/noise-markers.md):
 * each is noise, and the prompt typed beside it is not. */
static void test_codex_injected(void **state)
{
	struct unit_dec *d = *state;
	static const char *const blocks[] = {
	    "<turn_aborted>\\nThe user interrupted the previous turn on purpose.\\n</turn_aborted>",
	    "<user_shell_command>\\n<command>\\nls\\n</command>\\n</user_shell_command>",
	    "<user_action>\\n  <context>User initiated a review task.</context>\\n</user_action>",
	    "<skill>\\n<name>deploy</name>\\n</skill>",
	    "<subagent_notification>{}</subagent_notification>",
	    "<additional_context>\\n<title>Context from my editor</title>\\n</additional_context>",
	    "<environment_context>\\n  <cwd>/u</cwd>\\n</environment_context>",
	    "<user_instructions>\\nbe brief\\n</user_instructions>",
	};
	struct sbuf line = {0};
	for (size_t i = 0; i < sizeof blocks / sizeof *blocks; i++) {
		sbuf_reset(&line);
		sbuf_printf(&line,
			    CTS
			    "\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":\"user\","
			    "\"content\":[{\"type\":\"input_text\",\"text\":\"%s\"},"
			    "{\"type\":\"input_text\",\"text\":\"rename the marmot module\"}]}}",
			    blocks[i]);
		assert_int_equal(cx(d, line.data), 0);
		if (!d->lv.pieces[0].noise)
			fail_msg("block %zu is not noise: %s", i, blocks[i]);
		EXPECT_TEXT(d, KO_TEXT, false, "rename the marmot module");
	}
	sbuf_free(&line);
}

static void test_codex_tools(void **state)
{
	struct unit_dec *d = *state;
	/* arguments: JSON inside a JSON string, its scalars depth first. */
	assert_int_equal(
	    cx(d, CTS
	       "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"name\":"
	       "\"shell\",\"arguments\":\"{\\\"command\\\":[\\\"bash\\\",\\\"-lc\\\",\\\"grep -n "
	       "\\\\\\\"say hi\\\\\\\" caf\\u00e9.py\\\"],\\\"timeout_ms\\\":120000}\",\"call_id\":\"c1\"}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	EXPECT_TEXT(d, KO_TOOL, false, "shell\nbash\n-lc\ngrep -n \"say hi\" café.py\n120000");
	assert_int_equal(d->lv.ntool_inputs, 1);
	EXPECT_NO_TEXT(d, KO_TEXT, false);
	/* Arguments that are not JSON: the string itself. */
	assert_int_equal(cx(d,
			    CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"name\":"
				"\"apply_patch\",\"arguments\":\"*** Begin Patch\"}}"),
			 0);
	EXPECT_TEXT(d, KO_TOOL, false, "apply_patch\n*** Begin Patch");
	/* The output is taken as written, even when it holds JSON. */
	assert_int_equal(cx(d,
			    CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\","
				"\"call_id\":\"c1\",\"output\":\"{\\\"output\\\":\\\"a\\\\nb\\\"}\"}}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_USER);
	EXPECT_TEXT(d, KO_TOOL, false, "{\"output\":\"a\\nb\"}");
	for (size_t i = 0; i < d->lv.npieces; i++)
		assert_false(d->lv.pieces[i].prompt);
}

static void test_codex_reasoning(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(cx(d, CTS
			    "\"type\":\"response_item\",\"payload\":{\"type\":\"reasoning\",\"summary\":["
			    "{\"type\":\"summary_text\",\"text\":\"**Planning** the review\"}],\"content\":["
			    "{\"type\":\"reasoning_text\",\"text\":\"look at main.c "
			    "first\"}],\"encrypted_content\":\"gAAA\"}}"),
			 0);
	EXPECT_TEXT(d, KO_THINKING, false, "**Planning** the review\nlook at main.c first");
	EXPECT_NO_TEXT(d, KO_TEXT, false);
	assert_int_equal(cx(d, CTS
			    "\"type\":\"response_item\",\"payload\":{\"type\":\"reasoning\",\"summary\":[],"
			    "\"content\":null,\"encrypted_content\":\"gAAA\"}}"),
			 0);
	assert_int_equal(d->lv.npieces, 0);
}

static void test_codex_malformed(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(cx(d, CTS "\"type\":\"response_item\",\"payload\":[1]}"), -1);
	assert_int_equal(cx(d, CTS
			    "\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":\"user\","
			    "\"content\":\"a string\"}}"),
			 -1);
	assert_int_equal(cx(d,
			    "{\"timestamp\":\"2025-13-01T00:00:00Z\",\"type\":\"response_item\",\"payload\":{"
			    "\"type\":\"message\",\"role\":\"user\",\"content\":[]}}"),
			 -1);
	/* A bad timestamp on a line that is not searched does not matter. */
	assert_int_equal(cx(d, "{\"timestamp\":\"yesterday\",\"type\":\"event_msg\",\"payload\":{}}"), 0);
}

/* Gemini CLI sessions (docs/reference.md §10). */
static int gm(struct unit_dec *d, const char *s)
{
	cJSON *root = json_decode(d->j, s, strlen(s));
	if (!root)
		fail_msg("not valid JSON: %s", s);
	return decode_gemini_line(d->c, root, &d->lv);
}

#define GMETA                                                                                                \
	"{\"sessionId\":\"1a2b3c4d\",\"projectHash\":\"108c7c\",\"startTime\":\"2025-06-02T09:00:01.000Z\"," \
	"\"lastUpdated\":\"2025-06-02T09:00:02.000Z\",\"kind\":\"main\"}"
#define GMSG(type) "{\"id\":\"9e00-3\",\"timestamp\":\"2025-06-02T09:00:00.000Z\",\"type\":\"" type "\","

static void test_gemini_detect(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(detect(d, GMETA), SOURCE_GEMINI);
	assert_int_equal(detect(d, "{\"sessionId\":\"x\",\"projectHash\":\"y\",\"messages\":[]}"),
			 SOURCE_GEMINI);
	/* A Claude Code line has a sessionId but no projectHash; a message
	 * line alone says nothing. */
	assert_int_equal(detect(d, "{\"type\":\"user\"," META TS "\"message\":{\"content\":\"hi\"}}"),
			 SOURCE_CLAUDE);
	assert_int_equal(detect(d, "{\"sessionId\":\"x\",\"projectHash\":7}"), SOURCE_CLAUDE);
	assert_int_equal(detect(d, GMSG("user") "\"content\":\"hi\"}"), SOURCE_CLAUDE);
}

static void test_gemini_metadata(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(gm(d, GMETA), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_string_equal(d->lv.session_id, "1a2b3c4d");
	assert_true(d->lv.has_ts);
	assert_string_equal(d->lv.ts_raw, "2025-06-02T09:00:02.000Z");
	assert_null(d->lv.uuid);
	assert_int_equal(d->lv.npieces, 0);
	assert_false(d->lv.subagent);
	/* A subagent's chat says so in its header (kind "subagent"). */
	assert_int_equal(gm(d, "{\"sessionId\":\"586e\",\"projectHash\":\"h\",\"kind\":\"subagent\"}"), 0);
	assert_true(d->lv.subagent);
	assert_int_equal(gm(d, "{\"sessionId\":\"586e\",\"projectHash\":\"h\",\"kind\":\"main\"}"), 0);
	assert_false(d->lv.subagent);
	/* Without lastUpdated, startTime; neither: no time. */
	assert_int_equal(
	    gm(d, "{\"sessionId\":\"s\",\"projectHash\":\"h\",\"startTime\":\"2025-06-01T08:00:00Z\"}"), 0);
	assert_string_equal(d->lv.ts_raw, "2025-06-01T08:00:00Z");
	assert_int_equal(gm(d, "{\"sessionId\":\"\",\"projectHash\":\"h\",\"lastUpdated\":\"soon\"}"), 0);
	assert_false(d->lv.has_ts);
	assert_null(d->lv.session_id);
	/* $set lines: a time, a session id, the summary (the title). */
	assert_int_equal(gm(d, "{\"$set\":{\"lastUpdated\":\"2025-06-02T09:10:07.000Z\"}}"), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_string_equal(d->lv.ts_raw, "2025-06-02T09:10:07.000Z");
	assert_int_equal(gm(d, "{\"$set\":{\"sessionId\":\"4d5e\"}}"), 0);
	assert_string_equal(d->lv.session_id, "4d5e");
	assert_int_equal(gm(d, "{\"$set\":{\"summary\":\"Fix the lighthouse parser\"}}"), 0);
	assert_int_equal(d->lv.kind, LINE_AI_TITLE);
	assert_string_equal(d->lv.title, "Fix the lighthouse parser");
	EXPECT_TEXT(d, KO_TEXT, false, "Fix the lighthouse parser");
	assert_int_equal(decode_msg_type(d->lv.kind, KO_TEXT), MT_SUMMARY);
	/* A checkpoint's messages repeat earlier lines: not read; a rewind
	 * mark (the id it rewinds to, for the search driver) and other
	 * records are valid and not searched. */
	assert_int_equal(
	    gm(d, "{\"$set\":{\"messages\":[" GMSG("user") "\"content\":\"again\"}],"
							   "\"lastUpdated\":\"2025-06-03T14:05:02.000Z\"}}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);
	assert_true(d->lv.has_ts);
	assert_int_equal(gm(d, "{\"$rewindTo\":\"9e00-16\"}"), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);
	assert_string_equal(d->lv.rewind_to, "9e00-16");
	assert_null(d->lv.uuid);
	assert_int_equal(gm(d, "{\"$set\":7,\"other\":true}"), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
}

static void test_gemini_user(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    gm(d, GMSG("user") "\"content\":[{\"text\":\"Why does the caf\\u00e9 parser drop frames?\"},"
			       "{\"inlineData\":{\"mimeType\":\"image/png\",\"data\":\"iVBO\"}}]}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(d->lv.uuid, "9e00-3");
	assert_null(d->lv.session_id);
	assert_string_equal(d->lv.ts_raw, "2025-06-02T09:00:00.000Z");
	assert_false(d->lv.dedup_by_text);
	EXPECT_TEXT(d, KO_TEXT, false, "Why does the café parser drop frames?");
	assert_true(d->lv.pieces[0].prompt);
	EXPECT_NO_TEXT(d, KO_TOOL, true);
	/* displayContent is what was typed; content then holds files read in. */
	assert_int_equal(gm(d, GMSG("user") "\"content\":[{\"text\":\"Summarise @plan.md\"},"
					    "{\"text\":\"Content from @plan.md: the marmot plan\"}],"
					    "\"displayContent\":[{\"text\":\"Summarise @plan.md\"}]}"),
			 0);
	EXPECT_TEXT(d, KO_TEXT, false, "Summarise @plan.md");
	/* Without displayContent, the parts Gemini CLI adds around the files
	 * an @ reference read in, and its note for an @agent, are noise
	 * (docs/noise-markers.md); the files' own text is not marked. */
	assert_int_equal(gm(d, GMSG("user") "\"content\":[{\"text\":\"Summarise @plan.md\"},"
					    "{\"text\":\"\\n--- Content from referenced files ---\"},"
					    "{\"text\":\"\\nContent from @plan.md:\\n\"},"
					    "{\"text\":\"the marmot plan\"},"
					    "{\"text\":\"\\n--- End of content ---\"},"
					    "{\"text\":\"\\n<system_note>\\nThe user has explicitly selected "
					    "the following agent(s): x.\\n</system_note>\\n\"}]}"),
			 0);
	EXPECT_TEXT(d, KO_TEXT, false, "Summarise @plan.md\nthe marmot plan");
	/* A string content; noise markers apply to each part. */
	assert_int_equal(gm(d, GMSG("user") "\"content\":\"just a string\"}"), 0);
	EXPECT_TEXT(d, KO_TEXT, false, "just a string");
	assert_int_equal(gm(d,
			    GMSG("user") "\"content\":[{\"text\":\"<system-reminder>x</system-reminder>\"},"
					 "{\"text\":\"the real prompt\"}]}"),
			 0);
	EXPECT_TEXT(d, KO_TEXT, false, "the real prompt");
	EXPECT_TEXT(d, KO_TEXT, true, "<system-reminder>x</system-reminder>\nthe real prompt");
	/* A tool response sent back as a user message repeats the call's
	 * result: no text. One part object alone is a part list. */
	assert_int_equal(
	    gm(d, GMSG("user") "\"content\":[{\"functionResponse\":{\"id\":\"c1\",\"name\":\"glob\","
			       "\"response\":{\"output\":\"src/a.c\"}}}]}"),
	    0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_int_equal(d->lv.npieces, 0);
	assert_int_equal(gm(d, GMSG("user") "\"content\":{\"text\":\"one part\"}}"), 0);
	EXPECT_TEXT(d, KO_TEXT, false, "one part");
}

static void test_gemini_model(void **state)
{
	struct unit_dec *d = *state;
	static const char msg[] =
	    GMSG("gemini") "\"content\":\"The parser returns early.\","
			   "\"thoughts\":[{\"subject\":\"Reading\",\"description\":\"The frame loop "
			   "skips.\",\"timestamp\":\"x\"},"
			   "{\"subject\":\"\",\"description\":\"Check the fixture.\"}],"
			   "\"toolCalls\":[{\"id\":\"c1\",\"name\":\"read_file\","
			   "\"args\":{\"file_path\":\"src/parse.c\",\"limit\":200,\"all\":true},"
			   "\"result\":[{\"functionResponse\":{\"id\":\"c1\",\"name\":\"read_file\","
			   "\"response\":{\"output\":\"int parse;\"}}}],"
			   "\"status\":\"success\",\"resultDisplay\":\"shown "
			   "only\",\"description\":\"src/parse.c\"},"
			   "{\"id\":\"c2\",\"name\":\"run_shell_command\",\"args\":{\"command\":\"make\"},"
			   "\"result\":[{\"functionResponse\":{\"response\":{\"error\":\"denied\"}}},{"
			   "\"text\":\"a text part\"}],"
			   "\"status\":\"error\"}],\"model\":\"gemini-2.5-pro\",\"tokens\":{\"input\":900}}";
	assert_int_equal(gm(d, msg), 0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	EXPECT_TEXT(d, KO_TEXT, false, "The parser returns early.");
	EXPECT_TEXT(d, KO_THINKING, false, "Reading\nThe frame loop skips.\nCheck the fixture.");
	EXPECT_TEXT(
	    d, KO_TOOL, false,
	    "read_file\nsrc/parse.c\n200\ntrue\nint parse;\nrun_shell_command\nmake\ndenied\na text part");
	assert_int_equal(d->lv.ntool_inputs, 2);
	assert_int_equal(decode_msg_type(d->lv.kind, KO_THINKING), MT_THINKING);
	for (size_t i = 0; i < d->lv.npieces; i++)
		if (d->lv.pieces[i].order != KO_TEXT)
			assert_false(d->lv.pieces[i].prompt);
	/* Content in parts: its thought parts are the thinking (`thoughts`
	 * repeats them), its functionCall parts the tool calls when there is
	 * no toolCalls; "" is no text. */
	assert_int_equal(
	    gm(d, GMSG("gemini") "\"content\":[{\"text\":\"**Plan** look\",\"thought\":true},"
				 "{\"text\":\"Done.\"},{\"functionCall\":{\"name\":\"glob\",\"args\":"
				 "{\"pattern\":\"*.c\"}}}],\"thoughts\":[{\"subject\":\"Plan\","
				 "\"description\":\"look\"}]}"),
	    0);
	EXPECT_TEXT(d, KO_THINKING, false, "**Plan** look");
	EXPECT_TEXT(d, KO_TEXT, false, "Done.");
	EXPECT_TEXT(d, KO_TOOL, false, "glob\n*.c");
	assert_int_equal(gm(d,
			    GMSG("gemini") "\"content\":\"\",\"toolCalls\":[{\"name\":\"glob\",\"args\":{},"
					   "\"result\":null}],\"thoughts\":[]}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	EXPECT_NO_TEXT(d, KO_TEXT, true);
	EXPECT_NO_TEXT(d, KO_THINKING, true);
	EXPECT_TEXT(d, KO_TOOL, false, "glob");
}

static void test_gemini_not_searched(void **state)
{
	struct unit_dec *d = *state;
	static const char *const types[] = {"info", "error", "warning", "compression"};
	for (size_t i = 0; i < sizeof types / sizeof *types; i++) {
		char buf[256];
		snprintf(buf, sizeof buf,
			 "{\"id\":\"9e\",\"timestamp\":\"2025-06-02T09:07:00.000Z\",\"type\":\"%s\","
			 "\"content\":\"heron\"}",
			 types[i]);
		assert_int_equal(gm(d, buf), 0);
		assert_int_equal(d->lv.kind, LINE_OTHER);
		assert_int_equal(d->lv.npieces, 0);
		assert_true(d->lv.has_ts); /* it still dates the file */
	}
	/* Their timestamp and content are not checked. */
	assert_int_equal(gm(d, "{\"id\":\"9e\",\"timestamp\":\"later\",\"type\":\"info\"}"), 0);
}

static void test_gemini_malformed(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(gm(d, GMSG("user") "\"content\":7}"), -1);
	assert_int_equal(gm(d, GMSG("gemini") "\"content\":null}"), -1);
	assert_int_equal(gm(d, "{\"id\":\"9e\",\"type\":\"user\"}"), -1);
	assert_int_equal(gm(d, "{\"id\":\"9e\",\"timestamp\":\"2025-02-30T00:00:00Z\",\"type\":\"gemini\","
			       "\"content\":\"x\"}"),
			 -1);
	/* No timestamp is fine; an id that is no string makes no message. */
	assert_int_equal(gm(d, "{\"id\":\"9e\",\"type\":\"user\",\"content\":\"x\"}"), 0);
	assert_false(d->lv.has_ts);
	assert_int_equal(gm(d, "{\"id\":3,\"type\":\"user\",\"content\":7}"), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
}

/* The registry: which names are documents, and each source's project. */
static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

/* A line's tool links (sources/decode.h): a call's id, name, skill and
 * input, a result's id, failure and output head. */
static void expect_link(const struct tool_link *l, const char *id, bool result, const char *name_or_out,
			bool failed)
{
	if (!id)
		assert_null(l->id);
	else
		assert_string_equal(l->id, id);
	assert_int_equal(l->result, result);
	assert_int_equal(l->failed, failed);
	const char *got = result ? l->out : l->name;
	if (!name_or_out)
		assert_null(got);
	else
		assert_string_equal(got, name_or_out);
}

static void test_links_claude(void **state)
{
	struct unit_dec *d = *state;
	line_ok(d,
		"{\"type\":\"assistant\",\"message\":{\"content\":[{\"type\":\"text\",\"text\":\"x\"},{"
		"\"type\":\"tool_use\",\"id\":\"toolu_1\",\"name\":\"Bash\",\"input\":{\"command\":\"memgrep "
		"foo\"}},{\"type\":\"tool_use\",\"id\":\"toolu_2\",\"name\":\"Skill\",\"input\":{\"skill\":"
		"\"memgrep\"}}]}}");
	assert_int_equal(d->lv.nlinks, 2);
	expect_link(&d->lv.links[0], "toolu_1", false, "Bash", false);
	assert_null(d->lv.links[0].skill);
	assert_non_null(d->lv.links[0].input);
	expect_link(&d->lv.links[1], "toolu_2", false, "Skill", false);
	assert_string_equal(d->lv.links[1].skill, "memgrep");
	/* is_error: failed; the output's head. */
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":"
		   "\"toolu_1\",\"is_error\":true,\"content\":\"Exit code 1\\nNo results\"}]}}");
	assert_int_equal(d->lv.nlinks, 1);
	expect_link(&d->lv.links[0], "toolu_1", true, "Exit code 1\nNo results", true);
	/* The skill's launch notice is no output; the first text block that
	 * is not blank, its leading whitespace left out; blocks that are not
	 * text: an output that is not text (NULL); no content: "". */
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":"
		   "\"toolu_2\",\"content\":\"Launching skill: "
		   "memgrep\"},{\"type\":\"tool_result\",\"tool_use_id\":\"toolu_3\",\"content\":[{\"type\":"
		   "\"text\",\"text\":\"  \\n\"},{\"type\":\"text\",\"text\":\"\\n  [1/2] "
		   "abc\"}]},{\"type\":\"tool_result\",\"tool_use_id\":\"toolu_4\",\"content\":[{\"type\":"
		   "\"image\",\"source\":{}}]},{\"type\":\"tool_result\",\"content\":\"\"}]}}");
	assert_int_equal(d->lv.nlinks, 4);
	expect_link(&d->lv.links[0], "toolu_2", true, "", false);
	expect_link(&d->lv.links[1], "toolu_3", true, "[1/2] abc", false);
	expect_link(&d->lv.links[2], "toolu_4", true, NULL, false);
	expect_link(&d->lv.links[3], NULL, true, "", false);
	/* Claude Code's notice of an empty output. */
	line_ok(d, "{\"type\":\"user\",\"message\":{\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":"
		   "\"toolu_5\",\"content\":\"(Bash completed with no output)\"}]}}");
	expect_link(&d->lv.links[0], "toolu_5", true, "", false);
}

static void test_links_codex(void **state)
{
	struct unit_dec *d = *state;
	/* 0.171's exec_command, and its output: the exit code in the header
	 * before `Output:`. */
	assert_int_equal(
	    cx(d, CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"name\":\"exec_"
		      "command\",\"arguments\":\"{\\\"cmd\\\":\\\"memgrep x\\\"}\",\"call_id\":\"call_a\"}}"),
	    0);
	expect_link(&d->lv.links[0], "call_a", false, "exec_command", false);
	assert_int_equal(
	    cx(d, CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"call_id\":"
		      "\"call_a\",\"output\":\"Chunk ID: 1\\nWall time: 0.0 seconds\\nProcess exited with "
		      "code 1\\nOriginal token count: 9\\nOutput:\\nNo results found for \\\"x\\\"\\n\"}}"),
	    0);
	expect_link(&d->lv.links[0], "call_a", true, "No results found for \"x\"\n", true);
	/* An older Codex's output, JSON with its exit code. */
	assert_int_equal(
	    cx(d, CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"call_id\":"
		      "\"call_b\",\"output\":\"{\\\"output\\\":\\\"\\\\n hit "
		      "one\\\",\\\"metadata\\\":{\\\"exit_code\\\":0,\\\"duration_seconds\\\":0.1}}\"}}"),
	    0);
	expect_link(&d->lv.links[0], "call_b", true, "hit one", false);
	assert_int_equal(
	    cx(d, CTS
	       "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"call_id\":\"call_"
	       "c\",\"output\":\"{\\\"output\\\":\\\"\\\",\\\"metadata\\\":{\\\"exit_code\\\":2}}\"}}"),
	    0);
	expect_link(&d->lv.links[0], "call_c", true, "", true);
	assert_int_equal(
	    cx(d, CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"call_id\":"
		      "\"call_d\",\"output\":\"Exit code: 0\\nWall time: 1 seconds\\nOutput:\\n   \\n\"}}"),
	    0);
	expect_link(&d->lv.links[0], "call_d", true, "", false);
	/* local_shell_call: the action's words, unnamed; custom tools. */
	assert_int_equal(cx(d, CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"local_shell_call\","
				   "\"call_id\":\"call_e\",\"status\":\"completed\",\"action\":{\"type\":"
				   "\"exec\",\"command\":[\"memgrep\",\"-l\",\"x\"]}}}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	EXPECT_TEXT(d, KO_TOOL, false, "exec\nmemgrep\n-l\nx");
	expect_link(&d->lv.links[0], "call_e", false, NULL, false);
	assert_int_equal(
	    cx(d, CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"custom_tool_call\",\"call_id\":"
		      "\"call_f\",\"name\":\"apply_patch\",\"input\":\"*** Begin Patch\"}}"),
	    0);
	EXPECT_TEXT(d, KO_TOOL, false, "apply_patch\n*** Begin Patch");
	expect_link(&d->lv.links[0], "call_f", false, "apply_patch", false);
	assert_int_equal(cx(d, CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"custom_tool_call_"
				   "output\",\"call_id\":\"call_f\",\"output\":\"Done!\"}}"),
			 0);
	assert_int_equal(d->lv.kind, LINE_USER);
	EXPECT_TEXT(d, KO_TOOL, false, "Done!");
	expect_link(&d->lv.links[0], "call_f", true, "Done!", false);
	/* An output of content items: not text. */
	assert_int_equal(
	    cx(d, CTS "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"call_id\":"
		      "\"call_g\",\"output\":[{\"type\":\"input_text\",\"text\":\"x\"}]}}"),
	    0);
	expect_link(&d->lv.links[0], "call_g", true, NULL, false);
}

static void test_links_gemini(void **state)
{
	struct unit_dec *d = *state;
	/* A call and its result in one message: `Output: (empty)` is none,
	 * `Exit Code: 1` fails; a skill's activation is no output; an error
	 * response, or status error, fails. */
	assert_int_equal(
	    gm(d, "{\"id\":\"g1\",\"timestamp\":\"2025-09-16T04:48:36.678Z\",\"type\":\"gemini\",\"content\":"
		  "\"\",\"toolCalls\":[{\"id\":\"s1\",\"name\":\"run_shell_command\",\"args\":{\"command\":"
		  "\"memgrep "
		  "x\"},\"result\":[{\"functionResponse\":{\"id\":\"s1\",\"name\":\"run_shell_command\","
		  "\"response\":{\"output\":\"<untrusted_context>\\nOutput: (empty)\\nExit Code: 1\\nProcess "
		  "Group PGID: "
		  "7\\n</"
		  "untrusted_context>\"}}}],\"status\":\"success\"},{\"id\":\"s2\",\"name\":\"activate_"
		  "skill\",\"args\":{\"name\":\"memgrep\"},\"result\":[{\"functionResponse\":{\"id\":\"s2\","
		  "\"name\":\"activate_skill\",\"response\":{\"output\":\"<activated_skill>use "
		  "memgrep</"
		  "activated_skill>\"}}}],\"status\":\"success\"},{\"id\":\"s3\",\"name\":\"run_shell_"
		  "command\",\"args\":{\"command\":\"memgrep "
		  "y\"},\"result\":[{\"functionResponse\":{\"id\":\"s3\",\"name\":\"run_shell_command\","
		  "\"response\":{\"output\":\"Output: [1/1] abc hit\\nProcess Group PGID: "
		  "8\"}}}],\"status\":\"success\"},{\"id\":\"s4\",\"name\":\"read_file\",\"args\":{},"
		  "\"result\":[{\"functionResponse\":{\"id\":\"s4\",\"name\":\"read_file\",\"response\":{"
		  "\"error\":\"no such file\"}}}],\"status\":\"error\"}]}"),
	    0);
	assert_int_equal(d->lv.nlinks, 8);
	expect_link(&d->lv.links[0], "s1", false, "run_shell_command", false);
	expect_link(&d->lv.links[1], "s1", true, "", true);
	expect_link(&d->lv.links[2], "s2", false, "activate_skill", false);
	assert_string_equal(d->lv.links[2].skill, "memgrep");
	expect_link(&d->lv.links[3], "s2", true, "", false);
	expect_link(&d->lv.links[5], "s3", true, "[1/1] abc hit\nProcess Group PGID: 8", false);
	expect_link(&d->lv.links[7], "s4", true, "no such file", true);
}

static void test_gemini_registry(void **state)
{
	(void)state;
	enum source_id id;
	assert_int_equal(source_shape_of("session-2025-05-20T16-00-4d5e6f70.json", &id), SHAPE_DOCUMENT);
	assert_int_equal(id, SOURCE_GEMINI);
	assert_int_equal(source_shape_of("session-2025-05-20T16-00-4d5e6f70.jsonl", &id), SHAPE_LINES);
	assert_int_equal(id, SOURCE_NONE);
	assert_int_equal(source_shape_of("notes.json", &id), SHAPE_LINES);
	assert_true(source_keeps(&source_table[SOURCE_GEMINI], "session-x.jsonl"));
	assert_true(source_keeps(&source_table[SOURCE_GEMINI], "session-x.json"));
	assert_false(source_keeps(&source_table[SOURCE_GEMINI], "logs.json"));
	assert_true(source_session_bits() & SRC_GEMINI);
	/* A subagent's chat: chats/<parent id>/<id>.jsonl, nothing deeper
	 * or elsewhere (docs/reference.md §10). */
	const struct source *g = &source_table[SOURCE_GEMINI];
	assert_true(source_keeps(g, "/h/.gemini/tmp/p/chats/a7ac/586e.jsonl"));
	assert_true(source_keeps(g, "chats/a7ac/586e.jsonl"));
	assert_false(source_keeps(g, "a7ac/586e.jsonl"));
	assert_false(source_keeps(g, "/h/.gemini/tmp/p/chats/586e.jsonl"));
	assert_false(source_keeps(g, "/h/.gemini/tmp/p/chats/a7ac/deeper/586e.jsonl"));
	assert_false(source_keeps(g, "/h/.gemini/tmp/p/other/a7ac/586e.jsonl"));
	assert_false(source_keeps(g, "/h/.gemini/tmp/p/xchats/a7ac/586e.jsonl"));
	assert_true(source_is_subagent(SOURCE_GEMINI, "/h/.gemini/tmp/p/chats/a7ac/586e.jsonl"));
	assert_false(source_is_subagent(SOURCE_GEMINI, "/h/.gemini/tmp/p/chats/session-x.jsonl"));
	assert_true(source_is_subagent(SOURCE_CLAUDE, "/h/.claude/projects/p/agent-1.jsonl"));
	char *parent = source_parent_session(SOURCE_GEMINI, "/h/.gemini/tmp/p/chats/a7ac/586e.jsonl");
	assert_string_equal(parent, "a7ac");
	free(parent);
	parent = source_parent_session(SOURCE_GEMINI, "chats/a7ac/586e.jsonl");
	assert_string_equal(parent, "a7ac");
	free(parent);
	assert_null(source_parent_session(SOURCE_GEMINI, "/h/.gemini/tmp/p/chats/session-x.jsonl"));
	assert_null(source_parent_session(SOURCE_GEMINI, "/h/.gemini/tmp/chats/chats/session-x.jsonl"));
	assert_null(source_parent_session(SOURCE_GEMINI, "a7ac/586e.jsonl"));
	assert_null(source_parent_session(SOURCE_GEMINI, "586e.jsonl"));
	assert_null(source_parent_session(SOURCE_CLAUDE, "/h/p/chats/a7ac/586e.jsonl"));

	char root[] = "/tmp/memgrep-gemini-XXXXXX";
	assert_non_null(mkdtemp(root));
	struct sbuf p = {0};
	sbuf_printf(&p, "%s/.gemini/tmp/harbor/chats", root);
	unit_mkdirs(p.data);
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/.gemini/tmp/kite/chats", root);
	unit_mkdirs(p.data);
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/.gemini/tmp/harbor/.project_root", root);
	write_file(p.data, "/home/dev/harbor\n");
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/.gemini/projects.json", root);
	write_file(p.data, "{\"projects\":{\"/home/dev/harbor\":\"other\",\"/home/dev/kite\":\"kite\"}}");
	const char *cases[][2] = {
	    {"/.gemini/tmp/harbor/chats/session-a.jsonl", "/home/dev/harbor"}, /* .project_root */
	    {"/.gemini/tmp/kite/chats/session-b.json", "/home/dev/kite"},      /* projects.json */
	    {"/.gemini/tmp/b9846a/chats/session-c.json", "b9846a"},	       /* the folder's name */
	    {"/.gemini/tmp/kite/session-d.jsonl", "/home/dev/kite"},	       /* right in the folder */
	    {"/.gemini/tmp/harbor/chats/a7ac/586e.jsonl", "/home/dev/harbor"}, /* a subagent's chat */
	    {"/.gemini/tmp/kite/chats/a7ac/586e.jsonl", "/home/dev/kite"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		sbuf_reset(&p);
		sbuf_printf(&p, "%s%s", root, cases[i][0]);
		char *got = source_project(SOURCE_GEMINI, p.data);
		assert_string_equal(got, cases[i][1]);
		free(got);
	}
	char *got = source_project(SOURCE_GEMINI, "-");
	assert_string_equal(got, "");
	free(got);
	/* Claude Code's folder rule, for Codex and an unknown source too. */
	got = source_project(SOURCE_CODEX, "/x/-home-dev-pier/r.jsonl");
	assert_string_equal(got, "/home/dev/pier");
	free(got);
	got = source_project(SOURCE_NONE, "/x/-home-dev-pier/abc/subagents/agent-1.jsonl");
	assert_string_equal(got, "/home/dev/pier");
	free(got);
	sbuf_free(&p);
	assert_int_equal(unit_rm_tree(root), 0);
}

const struct CMUnitTest decode_tests[] = {
    cmocka_unit_test_setup_teardown(test_user_string, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_user_blocks, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_assistant, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_tool_use_scalars, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_tool_use_empty_scalar, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_tool_result, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_noise_pieces, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_summary_lines, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_malformed, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_other_types, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_noise_line, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_metadata_fields, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_surrogates, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test(test_msg_type_mapping),
    cmocka_unit_test(test_is_noise),
    cmocka_unit_test_setup_teardown(test_codex_detect, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_codex_session_meta, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_codex_messages, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_codex_echo, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_codex_injected, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_codex_tools, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_codex_reasoning, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_codex_malformed, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_gemini_detect, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_gemini_metadata, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_gemini_user, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_gemini_model, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_gemini_not_searched, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_gemini_malformed, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test(test_gemini_registry),
    cmocka_unit_test_setup_teardown(test_links_claude, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_links_codex, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_links_gemini, unit_dec_setup, unit_dec_teardown),
};
const size_t decode_tests_n = sizeof decode_tests / sizeof *decode_tests;
