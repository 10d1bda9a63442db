/* test_opencode: unit tests for the SQLite sources (docs/reference.md §1):
 * sources/decode_opencode.c (the rendered lines of an OpenCode or Kilo
 * session into line_views: header, text, reasoning, tool, injected and
 * malformed parts, detection) and sources/sqlite_src.c (a database listed
 * and a session rendered read-only, a missing session, DB#ID paths). */
#include "tests/unit/unit.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/json_line.h"
#include "sources/decode_opencode.h"
#include "sources/source.h"
#include "sources/sqlite_seen.h"
#include "sources/sqlite_src.h"

static int oc(struct unit_dec *d, const char *s)
{
	cJSON *root = unit_dec_parse(d, s);
	return decode_opencode_line(d->c, root, &d->lv);
}

static enum source_id detect(struct unit_dec *d, const char *s)
{
	return source_detect(unit_dec_parse(d, s));
}

#define HEAD(src, title)                                                                                     \
	"{\"type\":\"session\",\"source\":\"" src                                                            \
	"\",\"id\":\"ses_1\",\"directory\":\"/w/p\",\"title\":\"" title                                      \
	"\",\"parent\":null,\"time\":\"2026-11-29T11:38:17.334Z\"}"
#define PART(role)                                                                                           \
	"{\"type\":\"part\",\"session\":\"ses_1\",\"id\":\"prt_1\",\"message\":\"msg_1\",\"role\":\"" role   \
	"\",\"time\":\"2026-11-29T11:38:18.156Z\",\"part\":"

static void test_opencode_detect(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(detect(d, HEAD("opencode", "t")), SOURCE_OPENCODE);
	assert_int_equal(detect(d, HEAD("kilo", "t")), SOURCE_KILO);
	/* Another source's name, or a part line alone, is no header. */
	assert_int_equal(detect(d, HEAD("other", "t")), SOURCE_CLAUDE);
	assert_int_equal(detect(d, PART("user") "{\"type\":\"text\",\"text\":\"hi\"}}"), SOURCE_CLAUDE);
}

static void test_opencode_header(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(oc(d, HEAD("opencode", "Fix the parser")), 0);
	assert_string_equal(d->lv.session_id, "ses_1");
	assert_string_equal(d->lv.cwd, "/w/p");
	assert_int_equal(d->lv.kind, LINE_AI_TITLE);
	assert_string_equal(d->lv.title, "Fix the parser");
	/* OpenCode's default titles are none. */
	assert_int_equal(oc(d, HEAD("opencode", "New session - 2026-11-29T11:39:08.791Z")), 0);
	assert_int_equal(d->lv.kind, LINE_OTHER);
	assert_null(d->lv.title);
	assert_int_equal(oc(d, HEAD("kilo", "Child session - 2026-11-29T11:39:08.791Z")), 0);
	assert_null(d->lv.title);
}

static void test_opencode_text(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(oc(d, PART("user") "{\"type\":\"text\",\"text\":\"données 日本語\"}}"), 0);
	assert_int_equal(d->lv.kind, LINE_USER);
	assert_string_equal(d->lv.session_id, "ses_1");
	assert_string_equal(d->lv.uuid, "prt_1");
	assert_true(d->lv.has_ts);
	assert_false(d->lv.noise_line);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "données 日本語");
	assert_int_equal(oc(d, PART("assistant") "{\"type\":\"text\",\"text\":\"done\"}}"), 0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	/* Injected: synthetic or ignored; or a noise marker at its start. */
	assert_int_equal(oc(d, PART("user") "{\"type\":\"text\",\"synthetic\":true,\"text\":\"file body\"}}"),
			 0);
	assert_true(d->lv.noise_line);
	assert_int_equal(oc(d, PART("user") "{\"type\":\"text\",\"ignored\":true,\"text\":\"x\"}}"), 0);
	assert_true(d->lv.noise_line);
	assert_int_equal(oc(d, PART("user") "{\"type\":\"text\",\"text\":\"Called the Read tool with the "
					    "following input: {}\"}}"),
			 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "");
	assert_non_null(unit_dec_text(d, KO_TEXT, true));
	/* The data as a string (an SQLite that renders json() so). */
	assert_int_equal(
	    oc(d, PART("user") "\"{\\\"type\\\":\\\"text\\\",\\\"text\\\":\\\"as string\\\"}\"}"), 0);
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "as string");
}

static void test_opencode_reasoning_tool(void **state)
{
	struct unit_dec *d = *state;
	assert_int_equal(oc(d, PART("assistant") "{\"type\":\"reasoning\",\"text\":\"think first\"}}"), 0);
	assert_int_equal(d->lv.kind, LINE_ASSISTANT);
	assert_string_equal(unit_dec_text(d, KO_THINKING, false), "think first");
	assert_string_equal(unit_dec_text(d, KO_TEXT, false), "");
	assert_int_equal(
	    oc(d, PART("assistant") "{\"type\":\"tool\",\"tool\":\"bash\",\"callID\":\"c1\","
				    "\"state\":{\"status\":\"completed\",\"input\":{\"command\":\"echo "
				    "hi\"},\"output\":\"hi\\n\",\"metadata\":{\"exit\":0}}}}"),
	    0);
	const char *t = unit_dec_text(d, KO_TOOL, false);
	assert_non_null(t);
	assert_non_null(strstr(t, "bash"));
	assert_non_null(strstr(t, "echo hi"));
	assert_non_null(strstr(t, "hi\n"));
	assert_int_equal(d->lv.nlinks, 2);
	assert_string_equal(d->lv.links[0].id, "c1");
	assert_false(d->lv.links[0].result);
	assert_string_equal(d->lv.links[0].name, "bash");
	assert_true(d->lv.links[1].result);
	assert_false(d->lv.links[1].failed);
	/* A failed call: status error, or a non-zero exit. */
	assert_int_equal(
	    oc(d, PART("assistant") "{\"type\":\"tool\",\"tool\":\"bash\",\"callID\":\"c2\","
				    "\"state\":{\"status\":\"error\",\"input\":{},\"error\":\"boom\"}}}"),
	    0);
	assert_true(d->lv.links[1].failed);
	assert_non_null(strstr(unit_dec_text(d, KO_TOOL, false), "boom"));
	assert_int_equal(
	    oc(d, PART("assistant") "{\"type\":\"tool\",\"tool\":\"bash\",\"callID\":\"c3\","
				    "\"state\":{\"status\":\"completed\",\"input\":{},\"output\":\"x\","
				    "\"metadata\":{\"exit\":2}}}}"),
	    0);
	assert_true(d->lv.links[1].failed);
	/* A call still running has no result. */
	assert_int_equal(
	    oc(d, PART("assistant") "{\"type\":\"tool\",\"tool\":\"read\",\"callID\":\"c4\","
				    "\"state\":{\"status\":\"running\",\"input\":{\"filePath\":\"a\"}}}}"),
	    0);
	assert_int_equal(d->lv.nlinks, 1);
}

static void test_opencode_other(void **state)
{
	struct unit_dec *d = *state;
	/* Parts not searched: valid, no pieces. */
	static const char *const others[] = {"step-start", "step-finish", "snapshot",
					     "patch",	   "file",	  "agent"};
	for (size_t i = 0; i < sizeof others / sizeof *others; i++) {
		char buf[256];
		snprintf(buf, sizeof buf, PART("assistant") "{\"type\":\"%s\",\"text\":\"x\"}}", others[i]);
		assert_int_equal(oc(d, buf), 0);
		assert_int_equal(d->lv.npieces, 0);
	}
	/* Malformed: no object part, a bad time. */
	assert_int_equal(oc(d, PART("user") "7}"), -1);
	assert_int_equal(
	    oc(d, "{\"type\":\"part\",\"time\":\"soon\",\"part\":{\"type\":\"text\",\"text\":\"x\"}}"), -1);
	/* Another record: valid, nothing. */
	assert_int_equal(oc(d, "{\"type\":\"todo\"}"), 0);
	assert_int_equal(d->lv.npieces, 0);
}

/* A database with OpenCode's three tables (their columns that matter),
 * one session of two parts, at path. */
static void make_db(const char *path)
{
	sqlite3 *db;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	const char *sql =
	    "CREATE TABLE session (id TEXT PRIMARY KEY, directory TEXT, title TEXT, parent_id TEXT,"
	    " time_created INTEGER, time_updated INTEGER);"
	    "CREATE TABLE message (id TEXT PRIMARY KEY, session_id TEXT, time_created INTEGER,"
	    " time_updated INTEGER, data TEXT);"
	    "CREATE TABLE part (id TEXT PRIMARY KEY, message_id TEXT, session_id TEXT, time_created INTEGER,"
	    " time_updated INTEGER, data TEXT);"
	    "INSERT INTO session VALUES ('ses_a', '/w', 'T', NULL, 1000, 2000);"
	    "INSERT INTO message VALUES ('msg_1', 'ses_a', 1000, 1000, '{\"role\":\"user\"}');"
	    "INSERT INTO part VALUES ('prt_1', 'msg_1', 'ses_a', 1000, 5000, "
	    "'{\"type\":\"text\",\"text\":\"hi\"}');"
	    "INSERT INTO part VALUES ('prt_2', 'msg_1', 'ses_a', 1001, 1001, 'not json');";
	assert_int_equal(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
}

struct listed {
	int n;
	char id[32];
	int64_t updated, rows;
};

static void on_session(void *arg, const struct sqlite_src_session *s)
{
	struct listed *l = arg;
	l->n++;
	snprintf(l->id, sizeof l->id, "%s", s->id);
	l->updated = s->updated_ms;
	l->rows = s->rows;
}

static void test_sqlite_src(void **state)
{
	(void)state;
	char dir[] = "/tmp/memgrep-unit-sqlite-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char path[256];
	snprintf(path, sizeof path, "%s/opencode.db", dir);
	make_db(path);
	struct listed l = {0};
	struct mg_error err = {{0}};
	assert_int_equal(sqlite_src_list(path, decode_opencode_list_sql, on_session, &l, &err), 0);
	assert_int_equal(l.n, 1);
	assert_string_equal(l.id, "ses_a");
	assert_int_equal(l.updated, 5000); /* the largest time_updated of its rows */
	assert_int_equal(l.rows, 3);
	int fd = sqlite_src_render(path, decode_opencode_render_sql, "ses_a", "opencode");
	assert_true(fd >= 0);
	char buf[4096];
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	assert_true(n > 0);
	buf[n] = '\0';
	/* A header, then a line per part; a part whose data is not JSON is
	 * rendered as a string. */
	assert_non_null(strstr(buf, "\"source\":\"opencode\""));
	assert_non_null(strstr(buf, "\"part\":{\"type\":\"text\",\"text\":\"hi\"}"));
	assert_non_null(strstr(buf, "\"part\":\"not json\""));
	assert_int_equal(sqlite_src_render(path, decode_opencode_render_sql, "ses_none", "opencode"), -1);
	assert_int_equal(errno, ENOENT);
	/* Not a database: listing it fails with its name. */
	FILE *f = fopen(path, "w");
	fputs("not a database", f);
	fclose(f);
	assert_int_equal(sqlite_src_list(path, decode_opencode_list_sql, on_session, &l, &err), -1);
	assert_non_null(strstr(err.msg, path));
	unlink(path);
	rmdir(dir);
}

static void test_sqlite_paths(void **state)
{
	(void)state;
	char *db;
	const char *id;
	assert_true(sqlite_src_split("/h/.local/share/opencode/opencode.db#ses_1", &db, &id));
	assert_string_equal(db, "/h/.local/share/opencode/opencode.db");
	assert_string_equal(id, "ses_1");
	free(db);
	assert_false(sqlite_src_split("/h/a#b/c.jsonl", &db, &id)); /* a '#' in a folder's name */
	assert_false(sqlite_src_split("/h/opencode.db#", &db, &id));
	assert_false(sqlite_src_split("/h/opencode.db", &db, &id));
	assert_non_null(source_sqlite_of("/x/opencode.db", ~0u));
	assert_null(source_sqlite_of("/x/opencode.db", 0));
	assert_non_null(source_sqlite_of("kilo.db", ~0u));
	assert_null(source_sqlite_of("/x/other.db", ~0u));
	assert_false(source_is_db_session("/nonexistent/opencode.db#ses_1"));
}

/* The stat the walk (and the index's upkeep) gives session id of the
 * database at path, through sqlite_seen: its freshness key. */
static struct stat key_of(const char *path, const char *id)
{
	char at[300];
	snprintf(at, sizeof at, "%s#%s", path, id);
	struct sqlite_seen *seen = sqlite_seen_new();
	struct stat st = {0};
	assert_int_equal(sqlite_seen_find(seen, at, &st), SQLITE_SEEN_THERE);
	sqlite_seen_free(seen);
	return st;
}

static bool same_key(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino && a->st_size == b->st_size &&
	       a->st_mtim.tv_sec == b->st_mtim.tv_sec && a->st_mtim.tv_nsec == b->st_mtim.tv_nsec &&
	       a->st_ctim.tv_sec == b->st_ctim.tv_sec && a->st_ctim.tv_nsec == b->st_ctim.tv_nsec;
}

static void exec_sql(const char *path, const char *sql)
{
	sqlite3 *db;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
}

/* A session's key (docs/reference.md §12) changes when one of its parts is
 * updated in place (its time_updated stamped), added or deleted, and not
 * when another session of its database changes; its inode is the path's
 * (bit 63 set); sqlite_seen tells a session listed, gone, of a database
 * that cannot be read, and a path that is no session. */
static void test_sqlite_key(void **state)
{
	(void)state;
	char dir[] = "/tmp/memgrep-unit-sqlite-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char path[256];
	snprintf(path, sizeof path, "%s/opencode.db", dir);
	make_db(path);
	exec_sql(path, "INSERT INTO session VALUES ('ses_b', '/w', 'U', NULL, 1000, 1500);"
		       "INSERT INTO message VALUES ('msg_2', 'ses_b', 1000, 1000, '{\"role\":\"user\"}');");
	struct stat a = key_of(path, "ses_a"), b = key_of(path, "ses_b");
	assert_true((uint64_t)a.st_ino >> 63);
	assert_int_not_equal(a.st_ino, b.st_ino);
	assert_int_equal(a.st_mtim.tv_sec * 1000 + a.st_mtim.tv_nsec / 1000000, 5000);
	assert_int_equal(a.st_ctim.tv_nsec - a.st_mtim.tv_nsec, 3); /* its rows */
	/* A render reads the same key, of the rows it renders. */
	struct sqlite_src_conn *conn = sqlite_src_conn_new();
	struct sqlite_src_session k = {0};
	int fd = sqlite_src_render_keyed(conn, path, decode_opencode_render_sql, decode_opencode_list_sql,
					 "ses_a", "opencode", &k);
	assert_true(fd >= 0);
	close(fd);
	assert_int_equal(k.updated_ms, 5000);
	assert_int_equal(k.rows, 3);
	assert_int_equal(sqlite_src_render_keyed(conn, path, decode_opencode_render_sql,
						 decode_opencode_list_sql, "ses_none", "opencode", &k),
			 -1);
	assert_int_equal(errno, ENOENT);
	sqlite_src_conn_free(conn);
	/* Updated in place, as OpenCode updates a part: a later time. */
	exec_sql(path, "UPDATE part SET data = '{\"type\":\"text\",\"text\":\"hello\"}', time_updated = 6000"
		       " WHERE id = 'prt_1'");
	struct stat a2 = key_of(path, "ses_a"), b2 = key_of(path, "ses_b");
	assert_false(same_key(&a, &a2));
	assert_true(same_key(&b, &b2));
	/* A part added with no later time, then one deleted: the rows. */
	exec_sql(path, "INSERT INTO part VALUES ('prt_3', 'msg_1', 'ses_a', 10, 10, '{}')");
	struct stat a3 = key_of(path, "ses_a");
	assert_false(same_key(&a2, &a3));
	exec_sql(path, "DELETE FROM part WHERE id = 'prt_2'");
	struct stat a4 = key_of(path, "ses_a");
	assert_false(same_key(&a3, &a4));
	struct sqlite_seen *seen = sqlite_seen_new();
	struct stat st;
	char at[300];
	snprintf(at, sizeof at, "%s#ses_none", path);
	assert_int_equal(sqlite_seen_find(seen, at, &st), SQLITE_SEEN_GONE);
	assert_int_equal(sqlite_seen_find(seen, "/nonexistent/opencode.db#ses_a", &st), SQLITE_SEEN_GONE);
	assert_int_equal(sqlite_seen_find(seen, "/x/a.jsonl", &st), SQLITE_SEEN_NOT_SESSION);
	assert_int_equal(sqlite_seen_find(seen, "/x/other.db#ses_a", &st), SQLITE_SEEN_NOT_SESSION);
	sqlite_seen_free(seen);
	FILE *f = fopen(path, "w");
	fputs("not a database", f);
	fclose(f);
	seen = sqlite_seen_new();
	snprintf(at, sizeof at, "%s#ses_a", path);
	assert_int_equal(sqlite_seen_find(seen, at, &st), SQLITE_SEEN_UNKNOWN);
	sqlite_seen_free(seen);
	unlink(path);
	rmdir(dir);
}

const struct CMUnitTest opencode_tests[] = {
    cmocka_unit_test_setup_teardown(test_opencode_detect, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_opencode_header, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_opencode_text, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_opencode_reasoning_tool, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test_setup_teardown(test_opencode_other, unit_dec_setup, unit_dec_teardown),
    cmocka_unit_test(test_sqlite_src),
    cmocka_unit_test(test_sqlite_paths),
    cmocka_unit_test(test_sqlite_key),
};
const size_t opencode_tests_n = sizeof opencode_tests / sizeof opencode_tests[0];
