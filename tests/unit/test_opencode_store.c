/* test_opencode_store: unit tests for sources/opencode_store.c, OpenCode's
 * JSON storage before its database (docs/reference.md §1): a session's
 * file listed with its freshness key (every message and part file, the
 * atomic writes' temporary files left out), left out when the database
 * beside it holds the session, and rendered into the database's lines
 * (pretty-printed files on one line each, messages by time then id,
 * parts by id, times that follow the parts' order, damaged files, not
 * JSON or not UTF-8, passed over, a raw U+FEFF escaped). */
#include "tests/unit/unit.h"

#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/json_line.h"
#include "sources/opencode_store.h"
#include "sources/source.h"

static void put(const char *root, const char *rel, const char *text)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", root, rel);
	unit_mkdirs(path);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

/* A storage below dir/opencode/storage: session ses_s (project p), its
 * two messages written out of order, their parts; returns the session
 * file's path into out. */
static void make_storage(const char *dir, char *out, size_t n)
{
	char st[300];
	snprintf(st, sizeof st, "%s/opencode/storage", dir);
	put(st, "session/p/ses_s.json",
	    "{\n  \"id\": \"ses_s\",\n  \"directory\": \"/w/p\",\n  \"title\": \"T\",\n"
	    "  \"time\": {\n    \"created\": 1000\n  }\n}");
	put(st, "message/ses_s/msg_b.json",
	    "{\"id\":\"msg_b\",\"role\":\"assistant\",\"time\":{\"created\":3000}}");
	put(st, "message/ses_s/msg_a.json",
	    "{\"id\":\"msg_a\",\"role\":\"user\",\"time\":{\"created\":2000}}");
	put(st, "message/ses_s/.oc-msg_c.json.1.2.tmp", "{}");
	put(st, "part/msg_a/prt_1.json", "{\n  \"type\": \"text\",\n  \"text\": \"données\"\n}");
	put(st, "part/msg_b/prt_3.json", "{\"type\":\"text\",\"text\":\"late\",\"time\":{\"start\":9000}}");
	put(st, "part/msg_b/prt_2.json", "{\"type\":\"tool\",\"state\":{\"time\":{\"start\":5000}}}");
	put(st, "part/msg_b/prt_4.json", "{\"type\":\"step-finish\"}");
	put(st, "part/msg_b/prt_5.json", "{not json");
	put(st, "part/msg_b/prt_6.json", "{\"type\":\"text\",\"text\":\"\xff\"}");
	snprintf(out, n, "%s/session/p/ses_s.json", st);
}

struct got {
	int n;
	char id[32];
	int64_t ms, rows, bytes;
};

static void on_session(void *arg, const struct sqlite_src_session *s)
{
	struct got *g = arg;
	g->n++;
	snprintf(g->id, sizeof g->id, "%s", s->id);
	g->ms = s->updated_ms;
	g->rows = s->rows;
	g->bytes = s->bytes;
}

static void test_store_list(void **state)
{
	(void)state;
	char dir[] = "/tmp/memgrep-unit-ocstore-XXXXXX", path[400], db[400];
	assert_non_null(mkdtemp(dir));
	make_storage(dir, path, sizeof path);
	snprintf(db, sizeof db, "%s/opencode/opencode.db", dir);
	struct got g = {0};
	struct mg_error err = {{0}};
	assert_int_equal(opencode_store_list(path, db, on_session, &g, &err), 0);
	assert_int_equal(g.n, 1);
	assert_string_equal(g.id, "ses_s");
	/* The session's file, two messages, six parts; no temporary file. */
	assert_int_equal(g.rows, 9);
	int64_t bytes = g.bytes, ms = g.ms;
	assert_true(ms > 0);
	/* A part rewritten longer changes the key. */
	char part[400];
	snprintf(part, sizeof part, "%s/opencode/storage/part/msg_b/prt_4.json", dir);
	FILE *f = fopen(part, "a");
	fputs("  ", f);
	fclose(f);
	assert_int_equal(opencode_store_list(path, db, on_session, &g, &err), 0);
	assert_int_equal(g.bytes, bytes + 2);
	/* Through the row: the same. */
	g.n = 0;
	const struct source *s = source_sqlite_of(path, ~0u);
	assert_non_null(s);
	assert_int_equal(source_id_of(s), SOURCE_OPENCODE);
	assert_int_equal(source_list_sessions(s, path, on_session, &g, &err), 0);
	assert_int_equal(g.n, 1);
	/* A database beside that holds the session: its copy wins. */
	sqlite3 *h;
	assert_int_equal(sqlite3_open(db, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h,
				      "CREATE TABLE session (id TEXT); INSERT INTO session VALUES ('ses_x')",
				      NULL, NULL, NULL),
			 SQLITE_OK);
	g.n = 0;
	assert_int_equal(opencode_store_list(path, db, on_session, &g, &err), 0);
	assert_int_equal(g.n, 1);
	assert_int_equal(sqlite3_exec(h, "INSERT INTO session VALUES ('ses_s')", NULL, NULL, NULL),
			 SQLITE_OK);
	sqlite3_close(h);
	g.n = 0;
	assert_int_equal(opencode_store_list(path, db, on_session, &g, &err), 0);
	assert_int_equal(g.n, 0);
	/* A file that is not there fails with its name. */
	assert_int_equal(opencode_store_list("/nonexistent/opencode/storage/session/p/ses_z.json", NULL,
					     on_session, &g, &err),
			 -1);
	assert_non_null(strstr(err.msg, "ses_z.json"));
	assert_int_equal(unit_rm_tree(dir), 0);
}

static void test_store_render(void **state)
{
	(void)state;
	char dir[] = "/tmp/memgrep-unit-ocstore-XXXXXX", path[400];
	assert_non_null(mkdtemp(dir));
	make_storage(dir, path, sizeof path);
	int fd = opencode_store_render(path, "ses_s", "opencode");
	assert_true(fd >= 0);
	char buf[8192];
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	assert_true(n > 0);
	buf[n] = '\0';
	const char *want =
	    "{\"type\":\"session\",\"source\":\"opencode\",\"id\":\"ses_s\",\"directory\":\"/w/"
	    "p\",\"title\":\"T\","
	    "\"parent\":null,\"time\":\"1970-01-01T00:00:01.000Z\"}\n"
	    "{\"type\":\"part\",\"session\":\"ses_s\",\"id\":\"prt_1\",\"message\":\"msg_a\",\"role\":"
	    "\"user\","
	    "\"time\":\"1970-01-01T00:00:02.000Z\",\"part\":{\"type\":\"text\",\"text\":\"données\"}}\n"
	    "{\"type\":\"part\",\"session\":\"ses_s\",\"id\":\"prt_2\",\"message\":\"msg_b\",\"role\":"
	    "\"assistant\","
	    "\"time\":\"1970-01-01T00:00:05.000Z\",\"part\":{\"type\":\"tool\",\"state\":{\"time\":{"
	    "\"start\":5000}}}}"
	    "\n"
	    "{\"type\":\"part\",\"session\":\"ses_s\",\"id\":\"prt_3\",\"message\":\"msg_b\",\"role\":"
	    "\"assistant\","
	    "\"time\":\"1970-01-01T00:00:09.000Z\",\"part\":{\"type\":\"text\",\"text\":\"late\",\"time\":{"
	    "\"start\":9000}}}\n"
	    "{\"type\":\"part\",\"session\":\"ses_s\",\"id\":\"prt_4\",\"message\":\"msg_b\",\"role\":"
	    "\"assistant\","
	    "\"time\":\"1970-01-01T00:00:09.000Z\",\"part\":{\"type\":\"step-finish\"}}\n";
	assert_string_equal(buf, want);
	/* Through the row: the same lines, by its path FILE#ID. */
	char item[450];
	snprintf(item, sizeof item, "%s#ses_s", path);
	assert_true(source_is_db_session(item));
	fd = source_open(item, 0);
	assert_true(fd >= 0);
	n = read(fd, buf, sizeof buf - 1);
	close(fd);
	buf[n > 0 ? n : 0] = '\0';
	assert_string_equal(buf, want);
	/* No such file; a file that is not an object. */
	unlink(path);
	errno = 0;
	assert_int_equal(opencode_store_render(path, "ses_s", "opencode"), -1);
	assert_int_equal(errno, ENOENT);
	put(dir, "opencode/storage/session/p/ses_s.json", "[1]");
	assert_int_equal(opencode_store_render(path, "ses_s", "opencode"), -1);
	assert_int_equal(unit_rm_tree(dir), 0);
}

/* A raw U+FEFF, which JSON.stringify writes as it is and a line may not
 * hold (docs/reference.md §2), is rendered \ufeff: every line decodes. */
static void test_store_bom(void **state)
{
	(void)state;
	char dir[] = "/tmp/memgrep-unit-ocstore-XXXXXX", path[400];
	assert_non_null(mkdtemp(dir));
	make_storage(dir, path, sizeof path);
	put(dir, "opencode/storage/part/msg_b/prt_4.json", "{\"type\":\"text\",\"text\":\"a\xEF\xBB\xBF\"}");
	put(dir, "opencode/storage/session/p/ses_s.json", "{\"title\":\"\xEF\xBB\xBFT\"}");
	int fd = opencode_store_render(path, "ses_s", "opencode");
	assert_true(fd >= 0);
	char buf[8192];
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	assert_true(n > 0);
	buf[n] = '\0';
	assert_null(strstr(buf, "\xEF\xBB\xBF"));
	assert_non_null(strstr(buf, "\"title\":\"\\ufeffT\""));
	assert_non_null(strstr(buf, "\"text\":\"a\\ufeff\""));
	struct json_decoder *jd = json_decoder_new();
	int lines = 0;
	for (char *line = buf, *nl; (nl = strchr(line, '\n')); line = nl + 1, lines++)
		assert_non_null(json_decode(jd, line, (size_t)(nl - line)));
	assert_int_equal(lines, 5);
	json_decoder_free(jd);
	assert_int_equal(unit_rm_tree(dir), 0);
}

static void test_store_paths(void **state)
{
	(void)state;
	assert_non_null(source_sqlite_of("/h/opencode/storage/session/global/ses_1.json", ~0u));
	assert_int_equal(source_id_of(source_sqlite_of("/h/kilo/storage/session/p/ses_1.json", ~0u)),
			 SOURCE_KILO);
	/* Not a session's file: a message's, another folder's, another name. */
	assert_null(source_sqlite_of("/h/opencode/storage/message/ses_1/msg_1.json", ~0u));
	assert_null(source_sqlite_of("/h/other/storage/session/p/ses_1.json", ~0u));
	assert_null(source_sqlite_of("/h/opencode/storage/session/p/notes.json", ~0u));
	assert_null(source_sqlite_of("/h/opencode/storage/session/p/ses_1.json", 1u << SOURCE_CLAUDE));
	struct source_walk w[SOURCE_WALKS_MAX];
	assert_int_equal(opencode_store_walks("/h/.local/share", NULL, NULL, 0, w), 1);
	assert_string_equal(w[0].path, "/h/.local/share/opencode/storage/session");
	assert_true(w[0].recursive);
	free(w[0].path);
	assert_int_equal(opencode_store_walks_kilo("/d", NULL, NULL, 0, w), 1);
	assert_string_equal(w[0].path, "/d/kilo/storage/session");
	free(w[0].path);
	assert_int_equal(opencode_store_walks(NULL, NULL, NULL, 0, w), 0);
}

const struct CMUnitTest opencode_store_tests[] = {
    cmocka_unit_test(test_store_list),
    cmocka_unit_test(test_store_render),
    cmocka_unit_test(test_store_bom),
    cmocka_unit_test(test_store_paths),
};
const size_t opencode_store_tests_n = sizeof opencode_store_tests / sizeof opencode_store_tests[0];
