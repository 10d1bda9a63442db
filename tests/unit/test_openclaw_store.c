/* test_openclaw_store: unit tests for sources/openclaw_store.c (OpenClaw's
 * SQLite store, docs/reference.md §1) and the memgrep_zstd function of
 * sources/sqlite_src.c: a store with one session listed (its key) and
 * rendered, a compressed event read back, a frame that cannot be read
 * rendered as a line no decoder takes, and a transcript that the store
 * beside it holds; the archive tables (a reset's archive an item of its
 * own, a cold archive in a file, zstd streams whose size is not said), and
 * a database PATH that holds the transcript beside it. */
#include "tests/unit/unit.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zstd.h>

#include "sources/openclaw_store.h"
#include "sources/sqlite_src.h"

#define HEADER                                                                                               \
	"{\"type\":\"session\",\"version\":4,\"id\":\"s1\",\"timestamp\":\"2026-11-29T18:18:17.000Z\","      \
	"\"cwd\":\"/w\"}"
#define LONG "{\"type\":\"message\",\"message\":{\"role\":\"user\",\"content\":\"compressed words\"}}"

/* A store of OpenClaw's two tables that matter (their columns that
 * matter), session s1 of three events at path: its header as JSON, an
 * event compressed, and a compressed event whose frame is damaged. */
static void make_store(const char *path)
{
	sqlite3 *db;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	const char *sql = "CREATE TABLE session_windows (session_id TEXT PRIMARY KEY, updated_at INTEGER,"
			  " transcript_updated_at INTEGER);"
			  "CREATE TABLE transcript_events (session_id TEXT, seq INTEGER, event_json TEXT,"
			  " created_at INTEGER, event_zstd BLOB, event_utf8_bytes INTEGER);"
			  "INSERT INTO session_windows VALUES ('s1', 7000, 6000);";
	assert_int_equal(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
	char frame[256];
	size_t n = ZSTD_compress(frame, sizeof frame, LONG, strlen(LONG), 1);
	assert_false(ZSTD_isError(n));
	sqlite3_stmt *st;
	assert_int_equal(sqlite3_prepare_v2(db,
					    "INSERT INTO transcript_events VALUES ('s1', ?1, ?2, ?3, ?4, ?5)",
					    -1, &st, NULL),
			 SQLITE_OK);
	for (int i = 0; i < 3; i++) {
		sqlite3_bind_int(st, 1, i);
		if (i == 0)
			sqlite3_bind_text(st, 2, HEADER, -1, SQLITE_STATIC);
		else
			sqlite3_bind_null(st, 2);
		sqlite3_bind_int64(st, 3, 1000 * (i + 1));
		if (i > 0) {
			sqlite3_bind_blob(st, 4, frame, (int)(i == 1 ? n : n - 4), SQLITE_STATIC);
			sqlite3_bind_int(st, 5, (int)strlen(LONG));
		}
		assert_int_equal(sqlite3_step(st), SQLITE_DONE);
		sqlite3_reset(st);
		sqlite3_clear_bindings(st);
	}
	sqlite3_finalize(st);
	sqlite3_close(db);
}

struct listed {
	int n;
	int64_t updated, rows, bytes;
};

static void on_session(void *arg, const struct sqlite_src_session *s)
{
	struct listed *l = arg;
	l->n++;
	assert_string_equal(s->id, "s1");
	l->updated = s->updated_ms;
	l->rows = s->rows;
	l->bytes = s->bytes;
}

static void test_openclaw_store_render(void **state)
{
	(void)state;
	char root[] = "/tmp/memgrep-unit-openclaw-XXXXXX";
	assert_non_null(mkdtemp(root));
	char path[256];
	snprintf(path, sizeof path, "%s/main/agent/openclaw-agent.sqlite", root);
	unit_mkdirs(path);
	make_store(path);
	struct listed l = {0};
	struct mg_error err = {{0}};
	assert_int_equal(sqlite_src_list(path, openclaw_store_list_sql, on_session, &l, &err), 0);
	assert_int_equal(l.n, 1);
	assert_int_equal(l.updated, 7000); /* the window's update, newer than its events */
	assert_int_equal(l.rows, 3);
	assert_int_equal(l.bytes, (int64_t)(strlen(HEADER) + 2 * strlen(LONG) + 3));
	int fd = sqlite_src_render(path, openclaw_store_render_sql, "s1", "openclaw");
	assert_true(fd >= 0);
	char buf[4096];
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	assert_true(n > 0);
	buf[n] = '\0';
	/* The events in order: the header, the compressed one decompressed,
	 * the damaged one a JSON string. */
	assert_string_equal(buf, HEADER "\n" LONG "\n\"memgrep: a compressed event that cannot be read\"\n");
	assert_int_equal(sqlite_src_render(path, openclaw_store_render_sql, "s2", "openclaw"), -1);
	assert_int_equal(errno, ENOENT);

	/* A connection kept between renders (a worker's) made stand-ins for
	 * the archive tables the store lacked; OpenClaw makes one at its
	 * first archive: the next render reads it, not the stand-in. */
	struct sqlite_src_conn *conn = sqlite_src_conn_new();
	fd = sqlite_src_render_with(conn, path, openclaw_store_render_sql, "s1", "openclaw");
	assert_true(fd >= 0);
	close(fd);
	sqlite3 *db;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	assert_int_equal(
	    sqlite3_exec(db,
			 "CREATE TABLE session_transcript_archives (session_id, generation, session_key,"
			 " reason, encoding, archive_blob, archive_sha256, archive_name, created_at);"
			 "INSERT INTO session_transcript_archives VALUES ('s0', 'g', 'k', 'deleted',"
			 " 'identity', CAST('" HEADER "' AS BLOB), '', 's0.jsonl.deleted.t.g', 9000)",
			 NULL, NULL, NULL),
	    SQLITE_OK);
	sqlite3_close(db);
	fd =
	    sqlite_src_render_with(conn, path, openclaw_store_render_sql, "s0.jsonl.deleted.t.g", "openclaw");
	assert_true(fd >= 0);
	n = read(fd, buf, sizeof buf - 1);
	close(fd);
	assert_true(n > 0);
	buf[n] = '\0';
	assert_string_equal(buf, HEADER "\n");
	sqlite_src_conn_free(conn);

	/* A transcript of s1 beside the store is held by it when the walk's
	 * root holds both; not when the root is its folder alone, nor for
	 * another session, nor without the store. */
	char tr[320], other[320], sessions[256];
	snprintf(sessions, sizeof sessions, "%s/main/sessions", root);
	snprintf(tr, sizeof tr, "%s/s1.jsonl", sessions);
	snprintf(other, sizeof other, "%s/s2.jsonl", sessions);
	assert_true(openclaw_store_holds(tr, root));
	assert_false(openclaw_store_holds(tr, sessions));
	assert_false(openclaw_store_holds(other, root));
	unlink(path);
	assert_false(openclaw_store_holds(tr, root));
	assert_int_equal(unit_rm_tree(root), 0);
}

/* text compressed as a stream (its frame does not say its size, as
 * Node's zstd stream writes it) into out: its size. */
static size_t zstd_stream(const char *text, char *out, size_t cap)
{
	ZSTD_CStream *cs = ZSTD_createCStream();
	ZSTD_initCStream(cs, 3);
	ZSTD_inBuffer in = {text, strlen(text), 0};
	ZSTD_outBuffer o = {out, cap, 0};
	assert_false(ZSTD_isError(ZSTD_compressStream(cs, &o, &in)));
	assert_int_equal(ZSTD_endStream(cs, &o), 0);
	ZSTD_freeCStream(cs);
	assert_int_equal(ZSTD_getFrameContentSize(out, o.pos), ZSTD_CONTENTSIZE_UNKNOWN);
	return o.pos;
}

#define ARCHIVED                                                                                             \
	"{\"type\":\"session\",\"id\":\"s0\"}\n{\"type\":\"message\",\"message\":{\"role\":\"user\","        \
	"\"content\":\"archived words\"}}\n"
#define COLD                                                                                                 \
	"{\"kind\":\"header\",\"version\":1,\"sessionId\":\"s3\",\"generation\":\"g\"}\n"                    \
	"{\"kind\":\"event\",\"row\":{\"seq\":0,\"event_json\":\"{\\\"type\\\":\\\"session\\\"}\","          \
	"\"created_at\":5}}\n{\"kind\":\"index\",\"row\":{}}\n"

/* The archive tables: a reset's archive of s0 (zstd, its size not said)
 * is an item of its own named by its archive_name, rendered as its lines;
 * s3's cold archive, in the file sessions/cold/<name> beside the
 * agent's folder, renders its `event` records' events; a database PATH
 * holds the transcript beside it. */
static void test_openclaw_store_archives(void **state)
{
	(void)state;
	char root[] = "/tmp/memgrep-unit-openclaw-XXXXXX";
	assert_non_null(mkdtemp(root));
	char path[256], cold[320];
	snprintf(path, sizeof path, "%s/main/agent/openclaw-agent.sqlite", root);
	snprintf(cold, sizeof cold, "%s/main/sessions/cold/%064d.jsonl.zst", root, 0);
	unit_mkdirs(path);
	unit_mkdirs(cold);
	make_store(path);
	char frame[512];
	size_t n = zstd_stream(COLD, frame, sizeof frame);
	FILE *f = fopen(cold, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(frame, 1, n, f), n);
	fclose(f);
	sqlite3 *db;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	assert_int_equal(
	    sqlite3_exec(db,
			 "CREATE TABLE session_transcript_archives (session_id, generation, session_key,"
			 " reason, encoding, archive_blob, archive_sha256, archive_name, created_at);"
			 "CREATE TABLE session_transcript_cold_archives (session_id, generation,"
			 " archive_name, archive_sha256, event_count, raw_bytes, archive_bytes, last_seq,"
			 " archived_at, storage, archive_blob)",
			 NULL, NULL, NULL),
	    SQLITE_OK);
	sqlite3_stmt *st;
	assert_int_equal(
	    sqlite3_prepare_v2(db,
			       "INSERT INTO session_transcript_archives VALUES ('s0', 'g', 'k', 'reset',"
			       " 'zstd', ?1, '', 's0.jsonl.reset.t.g.zst', 9000)",
			       -1, &st, NULL),
	    SQLITE_OK);
	n = zstd_stream(ARCHIVED, frame, sizeof frame);
	sqlite3_bind_blob(st, 1, frame, (int)n, SQLITE_STATIC);
	assert_int_equal(sqlite3_step(st), SQLITE_DONE);
	sqlite3_finalize(st);
	char ins[400];
	snprintf(
	    ins, sizeof ins,
	    "INSERT INTO session_transcript_cold_archives VALUES ('s3', 'g', '%064d.jsonl.zst', '', 1, 20,"
	    " 0, 0, 8000, 'file', NULL)",
	    0);
	assert_int_equal(sqlite3_exec(db, ins, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);

	int fd = sqlite_src_render(path, openclaw_store_render_sql, "s0.jsonl.reset.t.g.zst", "openclaw");
	assert_true(fd >= 0);
	char buf[4096];
	ssize_t got = read(fd, buf, sizeof buf - 1);
	close(fd);
	assert_true(got > 0);
	buf[got] = '\0';
	assert_string_equal(buf, ARCHIVED);
	fd = sqlite_src_render(path, openclaw_store_render_sql, "s3", "openclaw");
	assert_true(fd >= 0);
	got = read(fd, buf, sizeof buf - 1);
	close(fd);
	assert_true(got > 0);
	buf[got] = '\0';
	assert_string_equal(buf, "{\"type\":\"session\"}\n");

	char tr[320];
	snprintf(tr, sizeof tr, "%s/main/sessions/s1.jsonl", root);
	assert_true(openclaw_store_holds(tr, path));
	assert_int_equal(unit_rm_tree(root), 0);
}

const struct CMUnitTest openclaw_store_tests[] = {
    cmocka_unit_test(test_openclaw_store_render),
    cmocka_unit_test(test_openclaw_store_archives),
};
const size_t openclaw_store_tests_n = sizeof openclaw_store_tests / sizeof openclaw_store_tests[0];
