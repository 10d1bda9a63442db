/* test_recall: unit tests for stages/recall_cutoff.c
 * (docs/reference.md §4.3). Lines are decoded as in a worker (json_decode,
 * decode_claude_line) and judged with a matcher from config_parse. The
 * phrase rule: which lines are recall events (non-noise text pieces and
 * tool_use input values of user/assistant lines, never tool names,
 * tool_result, thinking, noise or noise lines), which are prompts, and the
 * turn state machine. The tool rule: which commands run a memory search,
 * the verdicts on calls and results, and a file's calls linked to their
 * results by id. */
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

/* ---- the tool rule ---- */

static void test_command(void **state)
{
	(void)state;
	static const struct {
		const char *cmd;
		uint8_t want;
	} cases[] = {
	    {"memgrep foo", RV_CALL_MEMGREP},
	    {"memgrep", RV_CALL_MEMGREP},
	    {"  memgrep\t'jwt refresh'", RV_CALL_MEMGREP},
	    {"cd x && memgrep -l foo | xargs wc -l", RV_CALL_MEMGREP},
	    {"/usr/local/bin/memgrep foo", RV_CALL_MEMGREP},
	    {"./memgrep --stats x", RV_CALL_MEMGREP},
	    {"MEMGREP_INDEX_DIR=/tmp/i memgrep x", RV_CALL_MEMGREP},
	    {"timeout 30 memgrep x 2>&1 | head", RV_CALL_MEMGREP},
	    {"sudo env A=1 memgrep x", RV_CALL_MEMGREP},
	    /* A runner's options are skipped, not their values. */
	    {"sudo -u me memgrep x", RV_CALL},
	    {"echo $(memgrep -c x)", RV_CALL_MEMGREP},
	    {"ls; memgrep x", RV_CALL_MEMGREP},
	    {"ls\nmemgrep x", RV_CALL_MEMGREP},
	    {"(cd a; memgrep x)", RV_CALL_MEMGREP},
	    {"cat notes | memory search foo", RV_CALL_MEMORY},
	    {"memory-search jwt", RV_CALL_MEMORY},
	    {"~/bin/memory recall jwt", RV_CALL_MEMORY},
	    /* Mentions, not runs. */
	    {"grep memgrep README.md", RV_CALL},
	    {"echo 'memgrep foo'", RV_CALL},
	    {"echo \"a; memgrep foo\"", RV_CALL},
	    {"rg -n \"memgrep \" src; ls", RV_CALL},
	    {"git commit -m 'memgrep: fix the index'", RV_CALL},
	    {"memgrepx foo", RV_CALL},
	    {"vi memgrep.c", RV_CALL},
	    {"make memgrep", RV_CALL},
	    {"memory show", RV_CALL},
	    /* One space, as the prefilter looks for it. */
	    {"memory  search x", RV_CALL},
	    {"memory\tsearch x", RV_CALL},
	    {"memory", RV_CALL},
	    /* A shell's quoted script is not looked into. */
	    {"bash -lc 'memgrep x'", RV_CALL},
	    {"", RV_CALL},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		uint8_t got = recall_command(cases[i].cmd, strlen(cases[i].cmd));
		if (got != cases[i].want)
			fail_msg("recall_command(%s): %u, expected %u", cases[i].cmd, got, cases[i].want);
	}
}

/* The verdict on a call with input JSON `in` (or skill), or on a result. */
static uint8_t judge_call(struct fx *f, const char *skill, const char *in)
{
	struct tool_link l = {.skill = skill};
	l.input = in ? json_decode(f->j, in, strlen(in)) : NULL;
	if (in && !l.input)
		fail_msg("not valid JSON: %s", in);
	recall_judge(&l);
	return l.verdict;
}

static uint8_t judge_result(bool failed, const char *out)
{
	struct tool_link l = {.result = true, .failed = failed, .out = out};
	recall_judge(&l);
	return l.verdict;
}

static void test_judge(void **state)
{
	struct fx *f = *state;
	assert_int_equal(judge_call(f, NULL, "{\"command\":\"memgrep jwt\",\"description\":\"x\"}"),
			 RV_CALL_MEMGREP);
	/* Only a command or cmd member is a command line, at any depth. */
	assert_int_equal(judge_call(f, NULL, "{\"command\":\"ls\",\"description\":\"memgrep jwt\"}"),
			 RV_CALL);
	assert_int_equal(judge_call(f, NULL, "{\"cmd\":\"memgrep x\"}"), RV_CALL_MEMGREP);
	assert_int_equal(judge_call(f, NULL, "{\"type\":\"exec\",\"command\":[\"memgrep\",\"x\"]}"),
			 RV_CALL_MEMGREP);
	assert_int_equal(
	    judge_call(f, NULL, "{\"a\":{\"command\":[\"bash\",\"-lc\",\"cd y && memgrep x\"]}}"),
	    RV_CALL_MEMGREP);
	assert_int_equal(judge_call(f, NULL, "{\"command\":[\"grep\",\"memgrep\",\"f\"]}"), RV_CALL);
	assert_int_equal(judge_call(f, NULL, "{\"command\":[\"memory-search\",\"x\"]}"), RV_CALL_MEMORY);
	/* Two words of an array are not `memory search` (the prefilter could
	 * not see them as one). */
	assert_int_equal(judge_call(f, NULL, "{\"command\":[\"memory\",\"search\",\"x\"]}"), RV_CALL);
	/* An input that is a string is a command line. */
	struct tool_link l = {.input = json_get(json_decode(f->j, "{\"a\":\"memgrep x\"}", 17), "a")};
	recall_judge(&l);
	assert_int_equal(l.verdict, RV_CALL_MEMGREP);
	assert_int_equal(judge_call(f, NULL, NULL), RV_CALL);
	/* The memgrep skill, a plugin's too. */
	assert_int_equal(judge_call(f, "memgrep", "{\"skill\":\"memgrep\"}"), RV_CALL_SKILL);
	assert_int_equal(judge_call(f, "tools:memgrep", NULL), RV_CALL_SKILL);
	assert_int_equal(judge_call(f, "memgrep-notes", NULL), RV_CALL);
	assert_int_equal(judge_call(f, "pdf", NULL), RV_CALL);
	/* Results. */
	assert_int_equal(judge_result(false, "[1/2] 3f2a9c1 • x"), RV_RESULT);
	assert_int_equal(judge_result(false, NULL), RV_RESULT);
	assert_int_equal(judge_result(false, ""), RV_RESULT_EMPTY);
	assert_int_equal(judge_result(true, "[1/2] x"), RV_RESULT_FAILED);
	assert_int_equal(judge_result(false, "No results found for \"x\" in y."), RV_RESULT_NONE);
	/* The message where no change of the options would find (issue 31). */
	assert_int_equal(
	    judge_result(false, "No results found: 2 sessions in 2 files of y, none holds \"x\"."),
	    RV_RESULT_NONE);
	assert_int_equal(judge_result(false, "No results foundry"), RV_RESULT);
	assert_true(recall_verdict_event(RV_CALL_MEMGREP) && recall_verdict_event(RV_CALL_MEMORY) &&
		    recall_verdict_event(RV_CALL_SKILL));
	assert_false(recall_verdict_event(RV_CALL) || recall_verdict_event(RV_RESULT));
}

#define CALL(id, cmd)                                                                                        \
	"{\"type\":\"tool_use\",\"id\":\"" id "\",\"name\":\"Bash\",\"input\":{\"command\":\"" cmd "\"}}"
#define RESULT(id, err, c)                                                                                   \
	"{\"type\":\"tool_result\",\"tool_use_id\":\"" id "\",\"is_error\":" err ",\"content\":\"" c "\"}"

/* One line of a file and what the tool rule says of it. */
struct tool_line {
	const char *json;
	bool hits;   /* a result with results of a pending event call */
	bool event;  /* it holds an event call */
	int pending; /* the calls pending after it */
};

static void test_tool_step(void **state)
{
	struct fx *f = *state;
	static const struct tool_line lines[] = {
	    {USER_STR("how did we fix the jwt refresh?"), false, false, 0},
	    {ASSISTANT(CALL("t1", "memgrep jwt refresh") "," CALL("t2", "ls")), false, true, 1},
	    /* The ls result is no event's. */
	    {USER_BLOCKS(RESULT("t2", "false", "a b")), false, false, 1},
	    {USER_BLOCKS(RESULT("t1", "false", "[1/1] 3f2a9c1 the fix")), true, false, 0},
	    /* A result whose call is not pending (read already) is nothing. */
	    {USER_BLOCKS(RESULT("t1", "false", "[1/1] again")), false, false, 0},
	    {ASSISTANT(CALL("t3", "cd x && memgrep -l nothing")), false, true, 1},
	    {USER_BLOCKS(RESULT("t3", "true", "Exit code 1")), false, false, 0},
	    {ASSISTANT(CALL("t4", "memgrep a") "," CALL("t5", "memgrep b")), false, true, 2},
	    {USER_BLOCKS(
		 RESULT("t5", "false", "(Bash completed with no output)") "," RESULT("t4", "false", "hit")),
	     true, false, 0},
	    /* A call left without its result stays pending. */
	    {ASSISTANT(CALL("t6", "memgrep c")), false, true, 1},
	    {USER_STR("never mind"), false, false, 1},
	};
	struct recall_turn t = {0};
	struct file_stats counts = {0};
	struct file_res res = {.stats = &counts};
	for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
		struct recall_step step;
		struct line_view lv = *line(f, lines[i].json);
		recall_tool_step(&t, &lv, (uint32_t)i + 1, &res, &step);
		if (step.hits != lines[i].hits || step.first_event != lines[i].event ||
		    t.npending != (size_t)lines[i].pending)
			fail_msg("line %zu: hits %d event %d pending %zu, expected %d %d %d: %s", i + 1,
				 step.hits, step.first_event, t.npending, lines[i].hits, lines[i].event,
				 lines[i].pending, lines[i].json);
	}
	/* The events, with their results. */
	assert_int_equal(res.nevents, 5);
	assert_int_equal(res.stats->recall_events, 5);
	assert_int_equal(res.stats->recall_kept, 2);
	assert_int_equal(res.events[0].line, 2);
	assert_string_equal(res.events[0].tool, "Bash");
	assert_int_equal(res.events[0].why, RV_CALL_MEMGREP);
	assert_int_equal(res.events[0].result_line, 4);
	assert_int_equal(res.events[0].result, RV_RESULT);
	assert_int_equal(res.events[1].result, RV_RESULT_FAILED);
	assert_int_equal(res.events[2].result, RV_RESULT);
	assert_int_equal(res.events[3].result, RV_RESULT_EMPTY);
	assert_int_equal(res.events[4].result_line, 0);
	recall_turn_free(&t);
	free(res.events);
	arena_free(&res.arena);
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
    cmocka_unit_test(test_command),
    FX(test_judge),
    FX(test_tool_step),
};
const size_t recall_tests_n = sizeof recall_tests / sizeof *recall_tests;
