/* test_cursor_ide: unit tests for sources/decode_cursor_ide.c
 * (docs/reference.md §1, "Cursor's IDE database") and the registry's
 * databases of a row of another shape (sources/source.c): a rendered
 * chat's header and bubbles into line_views (user, assistant, thinking,
 * a tool's call and result, times, malformed bubbles), detection, the
 * list and render statements over a database, the project of a
 * workspace's chat (workspace.json's file:// URI decoded) and which
 * files are Cursor's databases. */
#include "tests/unit/unit.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/json_line.h"
#include "sources/decode_cursor.h"
#include "sources/decode_cursor_ide.h"
#include "sources/source.h"
#include "sources/sqlite_src.h"

static int line(struct unit_dec *d, const char *s)
{
	return decode_cursor_line(d->c, unit_dec_parse(d, s), &d->lv);
}

#define HEAD(title) "{\"type\":\"composer\",\"source\":\"cursor\",\"id\":\"c1\",\"title\":" title "}"
#define BUBBLE(b)   "{\"type\":\"bubble\",\"composer\":\"c1\",\"bubble\":" b "}"

static void test_ide_detect(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(source_detect(unit_dec_parse(d, HEAD("\"t\""))), SOURCE_CURSOR);
	/* Another source's name, or a bubble line alone, is no header. */
	assert_int_equal(
	    source_detect(unit_dec_parse(d, "{\"type\":\"composer\",\"source\":\"x\",\"id\":\"c\"}")),
	    SOURCE_CLAUDE);
	assert_int_equal(source_detect(unit_dec_parse(d, BUBBLE("{\"type\":1,\"text\":\"hi\"}"))),
			 SOURCE_CLAUDE);
}

static void test_ide_header(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(line(d, HEAD("\"Fix the parser\"")), 0);
	assert_string_equal(d->lv.session_id, "c1");
	assert_int_equal(d->lv.kind, LINE_AI_TITLE);
	assert_string_equal(d->lv.title, "Fix the parser");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "Fix the parser");
	/* A chat never named has no title. */
	assert_int_equal(line(d, HEAD("null")), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_null(d->lv.title);
}

static void test_ide_bubbles(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(line(d, BUBBLE("{\"type\":1,\"bubbleId\":\"b1\",\"text\":\"hello données\","
					"\"createdAt\":\"2026-11-29T10:00:00.000Z\"}")),
			 0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(d->lv.session_id, "c1");
	assert_string_equal(d->lv.uuid, "b1");
	assert_true(d->lv.has_ts);
	assert_int_equal(d->lv.ts.sec, 1795946400);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "hello données");
	/* rawText when text is empty; a time in ms since the epoch. */
	assert_int_equal(line(d, BUBBLE("{\"type\":2,\"text\":\"\",\"rawText\":\"raw reply\","
					"\"createdAt\":1795946400123}")),
			 0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "raw reply");
	assert_true(d->lv.has_ts);
	assert_int_equal(d->lv.ts.nsec, 123000000);
	assert_string_equal(d->lv.ts_raw, "2026-11-29T10:00:00.123Z");
	/* No time: none (the chat's is given after the decoder). */
	assert_int_equal(line(d, BUBBLE("{\"type\":2,\"text\":\"x\"}")), 0);
	assert_false(d->lv.has_ts);
	/* Another type is valid, not searched; a bubble that is not an
	 * object is malformed. */
	assert_int_equal(line(d, BUBBLE("{\"type\":3,\"text\":\"x\"}")), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_int_equal(d->lv.npieces, 0);
	assert_int_equal(line(d, BUBBLE("\"{broken\"")), -1);
}

static void test_ide_thinking_tool(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(
	    line(d, BUBBLE("{\"type\":2,\"text\":\"done\",\"thinking\":{\"text\":\"ponder\"},"
			   "\"toolFormerData\":{\"name\":\"run_terminal_cmd\",\"toolCallId\":\"t1\","
			   "\"status\":\"completed\",\"rawArgs\":\"{\\\"command\\\":\\\"ls\\\"}\","
			   "\"result\":\"{\\\"output\\\":\\\"a.txt\\\\n\\\",\\\"exitCodeV2\\\":0}\"}}")),
	    0);
	assert_string_equal(unit_dec_text(d, KO_THINKING, false), "ponder");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "done");
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "run_terminal_cmd\nls\na.txt\n");
	assert_int_equal(d->lv.nlinks, 2);
	assert_string_equal(d->lv.links[0].id, "t1");
	assert_string_equal(d->lv.links[0].name, "run_terminal_cmd");
	assert_false(d->lv.links[0].result);
	assert_true(d->lv.links[1].result);
	assert_false(d->lv.links[1].failed);
	assert_int_equal(d->lv.ntool_inputs, 1);
	/* A failed call; a result that is not JSON is searched as written;
	 * rawArgs that are not JSON give no input. */
	assert_int_equal(
	    line(d, BUBBLE("{\"type\":2,\"toolFormerData\":{\"name\":\"grep\",\"status\":\"error\","
			   "\"rawArgs\":\"{bad\",\"result\":\"plain failure\"}}")),
	    0);
	assert_string_equal(unit_dec_text(d, KO_TOOL, false), "grep\nplain failure");
	assert_true(d->lv.links[1].failed);
	assert_int_equal(d->lv.ntool_inputs, 0);
}

/* Writes s into the file at path. */
static void put(const char *path, const char *s)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(s, f);
	fclose(f);
}

static void test_ide_project(void **state)
{
	(void)state;
	char dir[] = "/tmp/memgrep-unit-cide-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char p[256], db[256];
	snprintf(p, sizeof p, "%s/workspace.json", dir);
	snprintf(db, sizeof db, "%s/state.vscdb#c1", dir);
	put(p, "{\"folder\": \"file:///home/u/My%20App/donn%C3%A9es\"}");
	char *got = decode_cursor_project(db);
	assert_string_equal(got, "/home/u/My App/donn\xc3\xa9"
				 "es");
	free(got);
	/* Another machine's folder, a workspace file, a NUL: none. */
	const char *none[] = {"{\"folder\": \"vscode-remote://ssh-remote+h/home/u\"}",
			      "{\"workspace\": \"file:///home/u/x.code-workspace\"}",
			      "{\"folder\": \"file:///a%00b\"}", "{\"folder\": \"file://host/share\"}"};
	for (size_t i = 0; i < sizeof none / sizeof none[0]; i++) {
		put(p, none[i]);
		got = decode_cursor_project(db);
		assert_string_equal(got, "");
		free(got);
	}
	/* No workspace.json (the global database): none. */
	unlink(p);
	got = decode_cursor_project(db);
	assert_string_equal(got, "");
	free(got);
	assert_null(decode_cursor_ide_project("/h/.cursor/projects/p/agent-transcripts/x.jsonl"));
	rmdir(dir);
}

static void test_ide_databases(void **state)
{
	(void)state;
	const struct source *c = &source_table[SOURCE_CURSOR];
	assert_ptr_equal(source_sqlite_of("/h/.config/Cursor/User/globalStorage/state.vscdb", ~0u), c);
	assert_ptr_equal(
	    source_sqlite_of("/h/Library/Application Support/Cursor/User/workspaceStorage/ab12/state.vscdb",
			     SRC_CURSOR),
	    c);
	assert_null(source_sqlite_of("/h/.config/Cursor/User/globalStorage/state.vscdb", ~0u & ~SRC_CURSOR));
	/* VS Code's own, a backup, one deeper: not Cursor's. */
	assert_null(source_sqlite_of("/h/.config/Code/User/globalStorage/state.vscdb", ~0u));
	assert_null(source_sqlite_of("/h/.config/Cursor/User/globalStorage/state.vscdb.backup", ~0u));
	assert_null(source_sqlite_of("/h/.config/Cursor/User/workspaceStorage/a/b/state.vscdb", ~0u));
	/* The transcripts stay files of lines, the SQLite rows' files theirs. */
	assert_null(source_sqlite_of("/h/.cursor/projects/p/agent-transcripts/x.jsonl", ~0u));
	assert_ptr_equal(source_sqlite_of("/x/opencode.db", ~0u), &source_table[SOURCE_OPENCODE]);
	assert_true(source_keeps(c, "/h/.cursor/projects/p/agent-transcripts/x.jsonl"));
	assert_false(source_keeps(c, "/h/.config/Cursor/User/globalStorage/state.vscdb"));
	/* A transcript is resumed, a chat of the IDE is not. */
	assert_true(source_resumes(SOURCE_CURSOR, "/h/.cursor/projects/p/agent-transcripts/x/x.jsonl"));
	assert_false(source_resumes(SOURCE_CURSOR, "/h/.config/Cursor/User/globalStorage/state.vscdb#c1"));
}

static void make_db(const char *path)
{
	sqlite3 *db;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	const char *sql =
	    "CREATE TABLE cursorDiskKV (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB);"
	    "INSERT INTO cursorDiskKV VALUES ('composerData:c1', '{\"name\":\"N\",\"createdAt\":1000,"
	    "\"lastUpdatedAt\":5000,\"fullConversationHeadersOnly\":[{\"bubbleId\":\"b2\"},{\"bubbleId\":"
	    "\"b1\"},"
	    "{\"bubbleId\":\"gone\"}]}');"
	    "INSERT INTO cursorDiskKV VALUES ('bubbleId:c1:b1', '{\"type\":2,\"text\":\"second\"}');"
	    "INSERT INTO cursorDiskKV VALUES ('bubbleId:c1:b2', '{\"type\":1,\"text\":\"first\"}');"
	    /* Another composer's bubble, in the key range's neighbour. */
	    "INSERT INTO cursorDiskKV VALUES ('bubbleId:c10:b1', '{\"type\":1,\"text\":\"other\"}');"
	    "INSERT INTO cursorDiskKV VALUES ('composerData:c2', '{\"createdAt\":7000,\"conversation\":"
	    "[{\"type\":1,\"text\":\"inline\"},\"odd\"]}');"
	    "INSERT INTO cursorDiskKV VALUES ('composerData:c3', '{\"createdAt\":7000}');"
	    "INSERT INTO cursorDiskKV VALUES ('composerData:c4', 'not json');";
	assert_int_equal(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
}

struct listed {
	int n;
	char ids[4][8];
	int64_t updated[4], rows[4], bytes[4];
};

static void on_session(void *arg, const struct sqlite_src_session *s)
{
	struct listed *l = arg;
	if (l->n < 4) {
		snprintf(l->ids[l->n], sizeof l->ids[0], "%s", s->id);
		l->updated[l->n] = s->updated_ms;
		l->rows[l->n] = s->rows;
		l->bytes[l->n] = s->bytes;
	}
	l->n++;
}

/* The rendered lines of chat id of the database at path, into buf. */
static void render(const char *path, const char *id, char *buf, size_t size)
{
	int fd = sqlite_src_render(path, decode_cursor_ide_render_sql, id, "cursor");
	assert_true(fd >= 0);
	ssize_t n = read(fd, buf, size - 1);
	close(fd);
	assert_true(n > 0);
	buf[n] = '\0';
}

static void test_ide_sql(void **state)
{
	(void)state;
	char dir[] = "/tmp/memgrep-unit-cide-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char path[256];
	snprintf(path, sizeof path, "%s/state.vscdb", dir);
	make_db(path);
	struct listed l = {0};
	struct mg_error err = {{0}};
	assert_int_equal(sqlite_src_list(path, decode_cursor_ide_list_sql, on_session, &l, &err), 0);
	/* c3 has no message, c4 is not JSON: no sessions. */
	assert_int_equal(l.n, 2);
	assert_string_equal(l.ids[0], "c1");
	assert_int_equal(l.updated[0], 5000); /* lastUpdatedAt */
	assert_int_equal(l.rows[0], 3);	      /* itself and its two bubbles, not c10's */
	assert_string_equal(l.ids[1], "c2");
	assert_int_equal(l.updated[1], 7000); /* createdAt */
	assert_int_equal(l.rows[1], 1);
	char buf[4096];
	render(path, "c1", buf, sizeof buf);
	/* The header, then the bubbles in the headers' order (a header whose
	 * bubble is gone is left out). */
	const char *h = strstr(buf, "\"title\":\"N\"");
	const char *a = strstr(buf, "\"text\":\"first\""), *b = strstr(buf, "\"text\":\"second\"");
	assert_non_null(h);
	assert_non_null(strstr(buf, "\"time\":\"1970-01-01T00:00:01.000Z\""));
	assert_true(a && b && h < a && a < b);
	assert_null(strstr(buf, "other"));
	render(path, "c2", buf, sizeof buf);
	assert_non_null(strstr(buf, "\"bubble\":{\"type\":1,\"text\":\"inline\"}"));
	assert_non_null(strstr(buf, "\"bubble\":\"odd\""));
	assert_int_equal(sqlite_src_render(path, decode_cursor_ide_render_sql, "none", "cursor"), -1);
	assert_int_equal(errno, ENOENT);
	/* A database without Cursor's table is not Cursor's: an error. */
	put(path, "");
	assert_int_equal(sqlite_src_list(path, decode_cursor_ide_list_sql, on_session, &l, &err), -1);
	unlink(path);
	rmdir(dir);
}

const struct CMUnitTest cursor_ide_tests[] = {
    cmocka_unit_test_setup_teardown(test_ide_detect, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_ide_header, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_ide_bubbles, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_ide_thinking_tool, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test(test_ide_project),
    cmocka_unit_test(test_ide_databases),
    cmocka_unit_test(test_ide_sql),
};
const size_t cursor_ide_tests_n = sizeof cursor_ide_tests / sizeof cursor_ide_tests[0];
