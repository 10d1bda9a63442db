/* test_decode_vscode: unit tests for sources/decode_vscode.c, VS Code
 * Copilot Chat's sessions (docs/reference.md §1, "VS Code Copilot Chat"):
 * the replay of a .jsonl mutation log as ObjectMutationLog.read does
 * (microsoft/vscode objectMutationLog.ts), the rendering into lines, the
 * decoder of those lines and the project of a session's path. */
#include "tests/unit/unit.h"

#include "base/json_line.h"
#include "sources/decode_copilot.h"
#include "sources/decode_vscode.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The document the log s replays into, compact (xmalloc'd), or NULL. */
static char *replay(const char *s)
{
	cJSON *root;
	if (decode_vscode_replay(s, strlen(s), &root) != 0)
		return NULL;
	char *out = cJSON_PrintUnformatted(root);
	cJSON_Delete(root);
	char *copy = xstrdup(out);
	free(out);
	return copy;
}

static void check(const char *log, const char *want)
{
	char *got = replay(log);
	if (!want) {
		assert_null(got);
		return;
	}
	assert_non_null(got);
	assert_string_equal(got, want);
	free(got);
}

static void test_replay_set_delete(void **state)
{
	(void)state;
	check("{\"kind\":0,\"v\":{\"a\":1,\"r\":[{\"t\":\"x\"}]}}\n", "{\"a\":1,\"r\":[{\"t\":\"x\"}]}");
	/* A member replaced, one added, an item's member set by index. */
	check("{\"kind\":0,\"v\":{\"a\":1,\"r\":[{\"t\":\"x\"}]}}\n"
	      "{\"kind\":1,\"k\":[\"a\"],\"v\":2}\n"
	      "{\"kind\":1,\"k\":[\"b\"],\"v\":\"new\"}\n"
	      "{\"kind\":1,\"k\":[\"r\",0,\"t\"],\"v\":\"y\"}\n",
	      "{\"a\":2,\"r\":[{\"t\":\"y\"}],\"b\":\"new\"}");
	/* A delete takes a member away; an array's item becomes null. */
	check("{\"kind\":0,\"v\":{\"a\":1,\"b\":2,\"r\":[1,2]}}\n"
	      "{\"kind\":3,\"k\":[\"a\"]}\n"
	      "{\"kind\":3,\"k\":[\"r\",1]}\n",
	      "{\"b\":2,\"r\":[1,null]}");
	/* A path through something missing is left (JavaScript would throw);
	 * an empty path sets nothing (the root is an initial entry's). */
	check("{\"kind\":0,\"v\":{\"a\":1}}\n"
	      "{\"kind\":1,\"k\":[\"x\",\"y\"],\"v\":2}\n"
	      "{\"kind\":1,\"k\":[],\"v\":{\"z\":1}}\n",
	      "{\"a\":1}");
	/* A later initial entry (the log compacted) replaces everything. */
	check("{\"kind\":0,\"v\":{\"a\":1}}\n{\"kind\":0,\"v\":{\"c\":3}}\n", "{\"c\":3}");
}

static void test_replay_push(void **state)
{
	(void)state;
	/* Appended; cut to i then appended; cut alone; made when missing. */
	check("{\"kind\":0,\"v\":{\"r\":[1,2,3]}}\n{\"kind\":2,\"k\":[\"r\"],\"v\":[4,5]}\n",
	      "{\"r\":[1,2,3,4,5]}");
	check("{\"kind\":0,\"v\":{\"r\":[1,2,3]}}\n{\"kind\":2,\"k\":[\"r\"],\"v\":[9],\"i\":1}\n",
	      "{\"r\":[1,9]}");
	check("{\"kind\":0,\"v\":{\"r\":[1,2,3]}}\n{\"kind\":2,\"k\":[\"r\"],\"i\":0}\n", "{\"r\":[]}");
	check("{\"kind\":0,\"v\":{\"q\":[{}]}}\n{\"kind\":2,\"k\":[\"q\",0,\"resp\"],\"v\":[\"m\"]}\n",
	      "{\"q\":[{\"resp\":[\"m\"]}]}");
}

static void test_replay_malformed(void **state)
{
	(void)state;
	/* No initial state, nothing at all, a line that is not JSON. */
	check("{\"kind\":1,\"k\":[\"a\"],\"v\":2}\n", NULL);
	check("", NULL);
	check("{\"kind\":0,\"v\":{\"a\":1}}\n{\"kind\":1,\n{\"kind\":1,\"k\":[\"a\"],\"v\":2}\n", NULL);
	/* A last line without its newline, still being written, is left out. */
	check("{\"kind\":0,\"v\":{\"a\":1}}\n{\"kind\":1,\"k\":[\"a\"],\"v\":2}\n{\"kind\":1,\"k\":[\"a\"",
	      "{\"a\":2}");
	/* Blank lines between entries are skipped, as VS Code does. */
	check("\n{\"kind\":0,\"v\":{\"a\":1}}\n\n", "{\"a\":1}");
}

static const char session_json[] =
    "{\"version\":3,\"sessionId\":\"s-1\",\"creationDate\":1795930000000,\"customTitle\":\"T\","
    "\"requests\":[{\"requestId\":\"q1\",\"timestamp\":1795930001000,\"message\":{\"text\":\"hi\"},"
    "\"response\":[{\"value\":\"md\"},\"plain\",{\"kind\":\"markdownContent\",\"content\":{\"value\":\"mc\"}}"
    ","
    "{\"kind\":\"thinking\",\"value\":[\"th1\",\"th2\"]},"
    "{\"kind\":\"toolInvocationSerialized\",\"toolId\":\"run\",\"toolCallId\":\"c1\","
    "\"invocationMessage\":\"Running\",\"pastTenseMessage\":{\"value\":\"Ran it\"},"
    "\"toolSpecificData\":{\"kind\":\"terminal\",\"commandLine\":{\"original\":\"ls\"}},"
    "\"resultDetails\":{\"output\":[{\"value\":\"out\",\"isText\":true},{\"value\":\"bin\",\"isText\":false}]"
    "}},"
    "{\"kind\":\"inlineReference\",\"name\":\"ref\"}]},"
    "{\"requestId\":\"q2\",\"message\":{\"text\":\"no reply\"},\"response\":[]}]}";

static void test_render_and_decode(void **state)
{
	struct unit_dec *d = *state;
	struct sbuf out = {0};
	assert_int_equal(
	    decode_vscode_render_mem("/x/chatSessions/s-1.json", session_json, strlen(session_json), &out),
	    0);
	/* session, title, request, response, request (no response). */
	const char *lines[8];
	size_t n = 0;
	for (char *p = out.data, *nl; p && (nl = strchr(p, '\n')) && n < 8; p = nl + 1) {
		*nl = '\0';
		lines[n++] = p;
	}
	assert_int_equal(n, 5);
	cJSON *root = unit_dec_parse(d, lines[0]);
	assert_true(decode_vscode_is(root));
	assert_int_equal(decode_copilot_line(d->c, root, &d->lv), 0);
	assert_string_equal(d->lv.session_id, "s-1");
	assert_true(d->lv.has_ts);
	assert_int_equal(decode_copilot_line(d->c, unit_dec_parse(d, lines[1]), &d->lv), 0);
	assert_int_equal(d->lv.kind, LINE_CUSTOM_TITLE);
	assert_string_equal(d->lv.title, "T");
	assert_int_equal(decode_copilot_line(d->c, unit_dec_parse(d, lines[2]), &d->lv), 0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(d->lv.uuid, "q1");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "hi");
	assert_int_equal(decode_copilot_line(d->c, unit_dec_parse(d, lines[3]), &d->lv), 0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	assert_string_equal(d->lv.uuid, "q1/response");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "md\nplain\nmc");
	assert_string_equal(unit_dec_text(d, KO_THINKING, false), "th1\nth2");
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "run\nls\nRan it\nout");
	assert_int_equal(d->lv.nlinks, 1);
	assert_string_equal(d->lv.links[0].id, "c1");
	assert_int_equal(decode_copilot_line(d->c, unit_dec_parse(d, lines[4]), &d->lv), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "no reply");
	/* Not a session: no object, or a log without an initial state. */
	sbuf_reset(&out);
	assert_int_equal(decode_vscode_render_mem("/x/chatSessions/a.json", "[1]", 3, &out), -1);
	assert_int_equal(decode_vscode_render_mem("/x/chatSessions/a.jsonl", "{\"kind\":3}\n", 11, &out), -1);
	/* A response line whose parts are no array is malformed. */
	assert_int_equal(decode_copilot_line(
			     d->c, unit_dec_parse(d, "{\"type\":\"vscode.response\",\"parts\":1}"), &d->lv),
			 -1);
	sbuf_free(&out);
}

static int scan_lines_of(const char *s)
{
	int n = 0;
	for (; s && (s = strchr(s, '\n')) != NULL; s++)
		n++;
	return n;
}

static void put_file(const char *path, const char *text)
{
	unit_mkdirs(path);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void test_project_and_stale(void **state)
{
	(void)state;
	char root[] = "/tmp/memgrep-vscode-XXXXXX";
	assert_non_null(mkdtemp(root));
	struct sbuf p = {0};
	sbuf_printf(&p, "%s/User/workspaceStorage/w1/workspace.json", root);
	put_file(p.data, "{\"folder\":\"file:///home/ana/my%20proj\"}");
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/User/workspaceStorage/w1/chatSessions/s.json", root);
	char *got = decode_vscode_project(p.data);
	assert_string_equal(got, "/home/ana/my proj");
	free(got);
	/* The profile-wide storage names the workspace by its folder. */
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/User/globalStorage/chatSessions/w1/s.jsonl", root);
	got = decode_vscode_project(p.data);
	assert_string_equal(got, "/home/ana/my proj");
	free(got);
	got = decode_vscode_project("/u/User/globalStorage/emptyWindowChatSessions/s.json");
	assert_string_equal(got, "");
	free(got);
	assert_null(decode_vscode_project("/u/session-state/c041/events.jsonl"));
	/* A .json beside its .jsonl renders as the session's line alone. */
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/User/workspaceStorage/w1/chatSessions/s.jsonl", root);
	put_file(p.data, "{\"kind\":0,\"v\":{\"requests\":[]}}\n");
	sbuf_reset(&p);
	sbuf_printf(&p, "%s/User/workspaceStorage/w1/chatSessions/s.json", root);
	struct sbuf out = {0};
	assert_int_equal(decode_vscode_render_mem(p.data, session_json, strlen(session_json), &out), 0);
	assert_string_equal(out.data, "{\"type\":\"vscode.session\",\"sessionId\":\"s\"}\n");
	sbuf_free(&out);
	sbuf_free(&p);
	assert_int_equal(unit_rm_tree(root), 0);
}

/* A .json read in two passes, its requests one by one (issue 30) renders
 * as the whole parse did: past a byte order mark; the last "requests"
 * array, as json_get finds it; a member whose name is escaped; requests
 * over many flushes of the lines; trailing bytes make it malformed. */
static void test_render_streamed(void **state)
{
	(void)state;
	struct sbuf a = {0}, b = {0}, doc = {0};
	const char *p = "/x/chatSessions/s-1.json";
	assert_int_equal(decode_vscode_render_mem(p, session_json, strlen(session_json), &a), 0);
	sbuf_printf(&doc, "\xEF\xBB\xBF%s", session_json);
	assert_int_equal(decode_vscode_render_mem(p, doc.data, doc.len, &b), 0);
	assert_string_equal(a.data, b.data);
	sbuf_reset(&b);
	sbuf_reset(&doc);
	sbuf_printf(&doc, "{\"requests\":[{\"requestId\":\"old\"}],%s", session_json + 1);
	assert_int_equal(decode_vscode_render_mem(p, doc.data, doc.len, &b), 0);
	assert_string_equal(a.data, b.data);
	sbuf_reset(&b);
	sbuf_reset(&doc);
	sbuf_printf(&doc, "%.*s,\"req\\u0075ests\":[{\"requestId\":\"esc\"}]}", (int)strlen(session_json) - 1,
		    session_json);
	assert_int_equal(decode_vscode_render_mem(p, doc.data, doc.len, &b), 0);
	assert_non_null(strstr(b.data, "\"id\":\"esc\""));
	assert_null(strstr(b.data, "\"id\":\"q1\""));
	sbuf_reset(&b);
	sbuf_reset(&doc);
	sbuf_adds(&doc, "{\"sessionId\":\"many\",\"requests\":[");
	for (int i = 0; i < 20000; i++)
		sbuf_printf(&doc, "%s{\"requestId\":\"r%d\",\"message\":{\"text\":\"%0100d\"}}", i ? "," : "",
			    i, i);
	sbuf_adds(&doc, "]}");
	assert_int_equal(decode_vscode_render_mem(p, doc.data, doc.len, &b), 0);
	assert_int_equal(scan_lines_of(b.data), 20001);
	assert_non_null(strstr(b.data, "\"id\":\"r19999\""));
	sbuf_reset(&b);
	sbuf_reset(&doc);
	sbuf_printf(&doc, "%s junk", session_json);
	assert_int_equal(decode_vscode_render_mem(p, doc.data, doc.len, &b), -1);
	sbuf_free(&a);
	sbuf_free(&b);
	sbuf_free(&doc);
}

const struct CMUnitTest decode_vscode_tests[] = {
    cmocka_unit_test(test_replay_set_delete),
    cmocka_unit_test(test_replay_push),
    cmocka_unit_test(test_replay_malformed),
    cmocka_unit_test_setup_teardown(test_render_and_decode, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test(test_project_and_stale),
    cmocka_unit_test(test_render_streamed),
};
const size_t decode_vscode_tests_n = sizeof decode_vscode_tests / sizeof *decode_vscode_tests;
