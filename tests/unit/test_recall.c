/* test_recall: unit tests for stages/recall_cutoff.c
 * (docs/reference.md §4.3). Lines are decoded as in a worker (json_decode,
 * decode_claude_line) and judged with a matcher from config_parse: which
 * lines are recall events (non-noise text pieces and tool_use input values of
 * user/assistant lines, never tool names, tool_result, thinking, noise or
 * noise lines), which are prompts, and the `turn` state machine. */
#include "tests/unit/unit.h"

#include "config/config.h"
#include "sources/decode_claude.h"
#include "base/json_line.h"
#include "stages/match.h"
#include "stages/recall_cutoff.h"

#include <stdlib.h>
#include <string.h>

struct fx {
	struct config cfg;
	struct matcher *m;
	struct match_scratch *s;
	struct json_decoder *j;
	struct line_decoder *c;
	struct line_view lv;
};

static int fx_setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	char *argv[] = {"memgrep", "anything", NULL};
	bool exit_now = false;
	struct mg_error err = {{0}};
	*state = f;
	if (config_parse(&f->cfg, 2, argv, &exit_now, &err) != MG_MATCH)
		return -1;
	f->m = matcher_new(&f->cfg, &err);
	if (!f->m)
		return -1;
	f->s = match_scratch_new(f->m);
	f->j = json_decoder_new();
	f->c = line_decoder_new();
	return 0;
}

static int fx_teardown(void **state)
{
	struct fx *f = *state;
	line_decoder_free(f->c);
	json_decoder_free(f->j);
	match_scratch_free(f->s);
	matcher_free(f->m);
	config_free(&f->cfg);
	free(f);
	return 0;
}

/* Decodes a valid line into f->lv. */
static const struct line_view *line(struct fx *f, const char *s)
{
	cJSON *root = json_decode(f->j, s, strlen(s));
	if (!root)
		fail_msg("not valid JSON: %s", s);
	if (decode_claude_line(f->c, root, &f->lv) != 0)
		fail_msg("malformed line: %s", s);
	return &f->lv;
}

static bool event(struct fx *f, const char *s)
{
	return recall_is_event(f->s, line(f, s));
}

static bool prompt(struct fx *f, const char *s)
{
	return recall_is_prompt(line(f, s));
}

#define EXPECT_EVENT(f, s, want)                                                                             \
	do {                                                                                                 \
		if (event(f, s) != (want))                                                                   \
			fail_msg("recall_is_event should be %s for %s", (want) ? "true" : "false", s);       \
	} while (0)
#define EXPECT_PROMPT(f, s, want)                                                                            \
	do {                                                                                                 \
		if (prompt(f, s) != (want))                                                                  \
			fail_msg("recall_is_prompt should be %s for %s", (want) ? "true" : "false", s);      \
	} while (0)

#define USER_STR(text)	"{\"type\":\"user\",\"message\":{\"role\":\"user\",\"content\":\"" text "\"}}"
#define USER_BLOCKS(b)	"{\"type\":\"user\",\"message\":{\"role\":\"user\",\"content\":[" b "]}}"
#define ASSISTANT(b)	"{\"type\":\"assistant\",\"message\":{\"role\":\"assistant\",\"content\":[" b "]}}"
#define TEXT(t)		"{\"type\":\"text\",\"text\":\"" t "\"}"
#define TOOL_USE(n, in) "{\"type\":\"tool_use\",\"id\":\"t1\",\"name\":\"" n "\",\"input\":" in "}"
#define TOOL_RESULT(c)	"{\"type\":\"tool_result\",\"tool_use_id\":\"t1\",\"content\":\"" c "\"}"
#define THINKING(t)	"{\"type\":\"thinking\",\"thinking\":\"" t "\",\"signature\":\"x\"}"

static void test_event_text(void **state)
{
	struct fx *f = *state;
	EXPECT_EVENT(f, USER_STR("can you do a memory search for the JWT work?"), true);
	EXPECT_EVENT(f, USER_STR("Did you remember the plan"), true);
	EXPECT_EVENT(f, USER_STR("run memgrep auth please"), true);
	EXPECT_EVENT(f, USER_BLOCKS(TEXT("first") "," TEXT("then MEMORY-SEARCH it")), true);
	EXPECT_EVENT(f, ASSISTANT(TEXT("I'll search my memory for that.")), true);
	EXPECT_EVENT(f, ASSISTANT(THINKING("hmm") "," TEXT("I'll search past sessions")), true);
	EXPECT_EVENT(f, "{\"type\":\"assistant\",\"message\":{\"content\":\"memory recall time\"}}", true);

	EXPECT_EVENT(f, USER_STR("I'll search the code for bugs"), false);
	EXPECT_EVENT(f, USER_STR("how does memgrep work"), true);
	EXPECT_EVENT(f, USER_STR("what is memgrep"), false);
	EXPECT_EVENT(f, ASSISTANT(TEXT("nothing to see")), false);
	/* Each text piece is searched on its own. */
	EXPECT_EVENT(f, USER_BLOCKS(TEXT("I'll search") "," TEXT("memory")), false);
	EXPECT_EVENT(f, USER_BLOCKS(TEXT("memory") "," TEXT("search")), false);
}

static void test_event_tools(void **state)
{
	struct fx *f = *state;
	/* tool_use input values are searched. */
	EXPECT_EVENT(f, ASSISTANT(TOOL_USE("Bash", "{\"command\":\"memgrep 'jwt refresh'\"}")), true);
	EXPECT_EVENT(f, ASSISTANT(TOOL_USE("Skill", "{\"args\":[\"x\",{\"q\":\"memory search\"}]}")), true);
	/* Values of one block are joined by "\n" and searched together. */
	EXPECT_EVENT(f, ASSISTANT(TOOL_USE("T", "{\"a\":\"I'll search\",\"b\":\"memory\"}")), true);
	/* ...but two blocks are searched apart. */
	EXPECT_EVENT(
	    f, ASSISTANT(TOOL_USE("T", "{\"a\":\"I'll search\"}") "," TOOL_USE("U", "{\"b\":\"memory\"}")),
	    false);
	/* The tool's name alone is not searched. */
	EXPECT_EVENT(f, ASSISTANT(TOOL_USE("memory-search", "{\"q\":\"jwt\"}")), false);
	EXPECT_EVENT(f, ASSISTANT(TOOL_USE("memgrep ", "{}")), false);
	EXPECT_EVENT(f, ASSISTANT(TOOL_USE("I'll search", "{\"q\":\"memory\"}")), false);
	/* Noise markers never apply to tool_use input. */
	EXPECT_EVENT(f, ASSISTANT(TOOL_USE("Bash", "{\"c\":\"<bash-input>memgrep x\"}")), true);

	/* Never inside tool_result or thinking. */
	EXPECT_EVENT(f, USER_BLOCKS(TOOL_RESULT("memory search results")), false);
	EXPECT_EVENT(f, USER_BLOCKS("{\"type\":\"tool_result\",\"content\":[" TEXT("Did you remember") "]}"),
		     false);
	EXPECT_EVENT(f, ASSISTANT(THINKING("I'll search my memory")), false);
	EXPECT_EVENT(f, ASSISTANT(THINKING("memory search") "," TEXT("plain")), false);
}

static void test_event_noise(void **state)
{
	struct fx *f = *state;
	/* A noise text block holding a pattern is no event. */
	EXPECT_EVENT(f, USER_BLOCKS(TEXT("  <system-reminder>memory search</system-reminder>")), false);
	EXPECT_EVENT(f, USER_STR("<command-args>memgrep foo</command-args>"), false);
	EXPECT_EVENT(
	    f, USER_BLOCKS(TEXT("<system-reminder>memory search</system-reminder>") "," TEXT("ok then")),
	    false);
	/* ...but a non-noise block beside it still is. */
	EXPECT_EVENT(f, USER_BLOCKS(TEXT("<system-reminder>x</system-reminder>") "," TEXT("memory search")),
		     true);
	/* A noise line (isMeta / isCompactSummary) is never an event. */
	EXPECT_EVENT(f, "{\"type\":\"user\",\"isMeta\":true,\"message\":{\"content\":\"memory search\"}}",
		     false);
	EXPECT_EVENT(f,
		     "{\"type\":\"user\",\"isCompactSummary\":true,\"message\":{\"content\":[" TEXT(
			 "Did you remember") "]}}",
		     false);
	EXPECT_EVENT(f, "{\"type\":\"user\",\"isMeta\":false,\"message\":{\"content\":\"memory search\"}}",
		     true);
	/* Other line kinds are never events. */
	EXPECT_EVENT(f, "{\"type\":\"summary\",\"summary\":\"memory search session\"}", false);
	EXPECT_EVENT(f, "{\"type\":\"custom-title\",\"customTitle\":\"memory search\"}", false);
	EXPECT_EVENT(f, "{\"type\":\"queue-operation\",\"content\":\"memory search\"}", false);
}

static void test_prompt(void **state)
{
	struct fx *f = *state;
	EXPECT_PROMPT(f, USER_STR("please fix the bug"), true);
	EXPECT_PROMPT(f, USER_STR("ok"), true);
	EXPECT_PROMPT(f, USER_STR(""), true);
	EXPECT_PROMPT(f, USER_BLOCKS(TEXT("yes")), true);
	EXPECT_PROMPT(f, USER_BLOCKS(TEXT("")), true);
	EXPECT_PROMPT(f, USER_BLOCKS(TOOL_RESULT("output") "," TEXT("and also this")), true);

	EXPECT_PROMPT(f, USER_BLOCKS(TOOL_RESULT("output")), false);
	EXPECT_PROMPT(f, USER_BLOCKS(TOOL_RESULT("a") "," TOOL_RESULT("b")), false);
	EXPECT_PROMPT(f, USER_BLOCKS(), false);
	EXPECT_PROMPT(f, USER_BLOCKS("{\"type\":\"image\",\"source\":{\"data\":\"AAAA\"}}"), false);
	EXPECT_PROMPT(f, "{\"type\":\"user\",\"isMeta\":true,\"message\":{\"content\":\"hello there\"}}",
		      false);
	EXPECT_PROMPT(f, "{\"type\":\"user\",\"isCompactSummary\":true,\"message\":{\"content\":\"hello\"}}",
		      false);
	EXPECT_PROMPT(f, ASSISTANT(TEXT("an answer")), false);
	EXPECT_PROMPT(f, "{\"type\":\"assistant\",\"message\":{\"content\":\"an answer\"}}", false);
	EXPECT_PROMPT(f, "{\"type\":\"summary\",\"summary\":\"s\"}", false);
	EXPECT_PROMPT(f, "{\"type\":\"system\",\"content\":\"s\"}", false);
	/* Only noise text: not a prompt; noise beside real text: a prompt. */
	EXPECT_PROMPT(f, USER_BLOCKS(TEXT("<system-reminder>x</system-reminder>")), false);
	EXPECT_PROMPT(f, USER_STR("[Request interrupted by user]"), false);
	EXPECT_PROMPT(f, USER_BLOCKS(TEXT("<system-reminder>x</system-reminder>") "," TEXT("ok")), true);
}

/* One line of a file and whether its messages are contaminated. */
struct turn_line {
	const char *json;
	bool contaminated;
};

/* Runs recall_turn_step over the lines of one file, in order. */
static void run_turns(struct fx *f, const struct turn_line *lines, size_t n)
{
	struct recall_turn st = {false};
	for (size_t i = 0; i < n; i++) {
		const struct line_view *lv = line(f, lines[i].json);
		bool ev = recall_is_event(f->s, lv);
		bool pr = recall_is_prompt(lv);
		bool got = recall_turn_step(&st, ev, pr);
		if (got != lines[i].contaminated)
			fail_msg("line %zu (event %d, prompt %d): contaminated %d, expected %d: %s", i, ev,
				 pr, got, lines[i].contaminated, lines[i].json);
	}
}

static void test_turn(void **state)
{
	struct fx *f = *state;
	static const struct turn_line lines[] = {
	    /* A prompt and its answer. */
	    {USER_STR("fix the login bug"), false},
	    {ASSISTANT(TEXT("Looking at it now.")), false},
	    /* An event that is also a prompt: contaminated itself. */
	    {USER_STR("did you remember what we did last time?"), true},
	    {ASSISTANT(TEXT("Let me check.") "," TOOL_USE("Bash", "{\"c\":\"ls\"}")), true},
	    /* Not prompts: a tool_result line, a noise line, a noise-only line. */
	    {USER_BLOCKS(TOOL_RESULT("file1 file2")), true},
	    {"{\"type\":\"user\",\"isMeta\":true,\"message\":{\"content\":\"meta text\"}}", true},
	    {USER_BLOCKS(TEXT("<system-reminder>r</system-reminder>")), true},
	    {ASSISTANT(THINKING("thinking") "," TEXT("Found it.")), true},
	    {"{\"type\":\"summary\",\"summary\":\"the summary\"}", true},
	    /* The next prompt that is no event ends it and is clean. */
	    {USER_STR("ok now fix it"), false},
	    {ASSISTANT(TEXT("Done.")), false},
	    /* An assistant tool_use event. */
	    {ASSISTANT(TOOL_USE("Bash", "{\"command\":\"memgrep jwt\"}")), true},
	    {USER_BLOCKS(TOOL_RESULT("[1/1] 3f2a9c1 x")), true},
	    {ASSISTANT(TEXT("From memory: ...")), true},
	    /* A short prompt ends it too. */
	    {USER_STR("ok"), false},
	    {ASSISTANT(TEXT("Sure.")), false},
	};
	run_turns(f, lines, sizeof lines / sizeof *lines);
}

static void test_turn_consecutive_events(void **state)
{
	struct fx *f = *state;
	static const struct turn_line lines[] = {
	    {ASSISTANT(TEXT("I'll search my memory")), true}, /* event, not a prompt */
	    {USER_STR("memory search again"), true},	      /* event and prompt: stays */
	    {USER_STR("Did you remember?"), true},	      /* event and prompt: stays */
	    {USER_STR("thanks, next task"), false},	      /* ends it */
	    {USER_STR("and another"), false},
	};
	run_turns(f, lines, sizeof lines / sizeof *lines);
}

static void test_turn_step_table(void **state)
{
	struct recall_turn st = {false};
	/* Nothing but plain lines: never contaminated. */
	assert_false(recall_turn_step(&st, false, false));
	assert_false(recall_turn_step(&st, false, true));
	/* An event that is a prompt starts contamination itself. */
	assert_true(recall_turn_step(&st, true, true));
	assert_true(recall_turn_step(&st, false, false));
	assert_true(recall_turn_step(&st, true, false));
	assert_true(recall_turn_step(&st, false, false));
	/* The next non-event prompt ends it and is not contaminated. */
	assert_false(recall_turn_step(&st, false, true));
	assert_false(recall_turn_step(&st, false, false));
	/* An event that is not a prompt (assistant) starts it too. */
	assert_true(recall_turn_step(&st, true, false));
	assert_true(st.contaminated);
	assert_false(recall_turn_step(&st, false, true));
	assert_false(st.contaminated);
}

#define FX(t) cmocka_unit_test_setup_teardown(t, fx_setup, fx_teardown)

const struct CMUnitTest recall_tests[] = {
    FX(test_event_text),
    FX(test_event_tools),
    FX(test_event_noise),
    FX(test_prompt),
    FX(test_turn),
    FX(test_turn_consecutive_events),
    cmocka_unit_test(test_turn_step_table),
};
const size_t recall_tests_n = sizeof recall_tests / sizeof *recall_tests;
