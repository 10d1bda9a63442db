/* sqlite_src: an SQLite source's sessions listed and rendered, read-only,
 * each in one read transaction (sources/sqlite_src.h). */
#include "sources/sqlite_src.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

#include "base/fdio.h"
#include "base/xalloc.h"

/* How long a read waits for a writer's lock (a checkpoint, a recovery)
 * before it gives up, in milliseconds. */
enum { BUSY_MS = 2000 };

/* The largest text SQLITE_SRC_ZSTD gives back (a row's event: OpenClaw
 * keeps none over 4 MiB). */
enum { ZSTD_TEXT_MAX = 64 << 20 };

/* SQLITE_SRC_ZSTD(blob, n): the n bytes of text the zstd frame blob holds,
 * or NULL when blob is not such a frame of exactly n bytes (the render's
 * SQL says what such a row becomes). */
static void zstd_text(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	(void)argc;
	const void *in = sqlite3_value_blob(argv[0]);
	size_t len = (size_t)sqlite3_value_bytes(argv[0]);
	sqlite3_int64 n = sqlite3_value_int64(argv[1]);
	if (!in || len == 0 || n <= 0 || n > ZSTD_TEXT_MAX) {
		sqlite3_result_null(ctx);
		return;
	}
	char *out = xmalloc((size_t)n);
	size_t got = ZSTD_decompress(out, (size_t)n, in, len);
	if (ZSTD_isError(got) || got != (size_t)n) {
		free(out);
		sqlite3_result_null(ctx);
		return;
	}
	sqlite3_result_text(ctx, out, (int)n, free);
}

/* SQLITE_SRC_ZSTD(blob): the text the zstd frames of blob hold, of a size
 * their headers need not give (a stream's), or NULL when blob is no such
 * frames or they hold more than ZSTD_TEXT_MAX bytes. */
static void zstd_stream_text(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	(void)argc;
	ZSTD_inBuffer in = {sqlite3_value_blob(argv[0]), (size_t)sqlite3_value_bytes(argv[0]), 0};
	ZSTD_DStream *ds = in.src && in.size ? ZSTD_createDStream() : NULL;
	struct sbuf out = {0};
	size_t rc = 1;
	/* Until every byte is read and nothing is left to flush (a full
	 * output may hold back more). */
	while (ds && out.len <= ZSTD_TEXT_MAX) {
		size_t room = out.len + ZSTD_DStreamOutSize();
		xgrow((void **)&out.data, &out.cap, room + 1, 1);
		ZSTD_outBuffer o = {out.data, room, out.len};
		rc = ZSTD_decompressStream(ds, &o, &in);
		out.len = o.pos;
		if (ZSTD_isError(rc) || (in.pos == in.size && (rc == 0 || o.pos < room)))
			break;
	}
	ZSTD_freeDStream(ds);
	if (!ds || rc != 0 || in.pos < in.size || out.len > ZSTD_TEXT_MAX) {
		sbuf_free(&out);
		sqlite3_result_null(ctx);
		return;
	}
	sqlite3_result_text(ctx, out.data ? out.data : "", (int)out.len, out.data ? free : SQLITE_STATIC);
}

/* The largest file SQLITE_SRC_BESIDE gives back. */
enum { BESIDE_MAX = 64 << 20 };

/* SQLITE_SRC_BESIDE(rel): the bytes of the file at rel from the folder of
 * the connection's database, or NULL when it cannot be read or is larger
 * than BESIDE_MAX. */
static void beside_file(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	(void)argc;
	const char *rel = (const char *)sqlite3_value_text(argv[0]);
	const char *db = sqlite3_db_filename(sqlite3_context_db_handle(ctx), "main");
	const char *slash = db ? strrchr(db, '/') : NULL;
	if (!rel || !*rel || !slash) {
		sqlite3_result_null(ctx);
		return;
	}
	struct sbuf path = {0};
	sbuf_add(&path, db, (size_t)(slash - db) + 1);
	sbuf_adds(&path, rel);
	struct sbuf out = {0};
	FILE *f = fopen(path.data, "rb");
	char chunk[65536];
	size_t n;
	bool ok = f != NULL;
	while (ok && (n = fread(chunk, 1, sizeof chunk, f)) > 0 && (ok = out.len + n <= BESIDE_MAX))
		sbuf_add(&out, chunk, n);
	if (f && ferror(f))
		ok = false;
	if (f)
		fclose(f);
	sbuf_free(&path);
	if (!ok) {
		sbuf_free(&out);
		sqlite3_result_null(ctx);
		return;
	}
	sqlite3_result_blob(ctx, out.data ? out.data : "", (int)out.len, out.data ? free : SQLITE_STATIC);
}

/* The stand-ins that the leading lines of sql ask for
 * (SQLITE_SRC_STAND_IN): an empty TEMP table (the connection is
 * read-only) of each name that db has no table of. */
static bool add_stand_ins(sqlite3 *db, const char *sql)
{
	bool made = false;
	static const char mark[] = SQLITE_SRC_STAND_IN;
	while (strncmp(sql, mark, sizeof mark - 1) == 0) {
		const char *t = sql + sizeof mark - 1, *nl = strchr(t, '\n');
		size_t len = nl ? (size_t)(nl - t) : strlen(t);
		sqlite3_stmt *has = NULL;
		if (sqlite3_prepare_v2(db,
				       "SELECT 1 FROM main.sqlite_schema WHERE type = 'table' AND name = ?1"
				       " UNION ALL SELECT 1 FROM temp.sqlite_schema WHERE name = ?1",
				       -1, &has, NULL) != SQLITE_OK)
			return made;
		sqlite3_bind_text(has, 1, t, (int)strcspn(t, " ("), SQLITE_STATIC);
		if (sqlite3_step(has) == SQLITE_DONE) {
			struct sbuf ddl = {0};
			sbuf_adds(&ddl, "CREATE TEMP TABLE ");
			sbuf_add(&ddl, t, len);
			made |= sqlite3_exec(db, ddl.data, NULL, NULL, NULL) == SQLITE_OK;
			sbuf_free(&ddl);
		}
		sqlite3_finalize(has);
		if (!nl)
			return made;
		sql = nl + 1;
	}
	return made;
}

/* The stand-ins of db whose table the database has now (its agent made it
 * since the connection opened) dropped, so that its statements read the
 * database's (SQLite prepares them again). */
static void drop_outgrown_stand_ins(sqlite3 *db)
{
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(db,
			       "SELECT t.name FROM temp.sqlite_schema t JOIN main.sqlite_schema m"
			       " ON m.name = t.name AND m.type = 'table' WHERE t.type = 'table'",
			       -1, &st, NULL) != SQLITE_OK)
		return;
	struct sbuf drop = {0};
	while (sqlite3_step(st) == SQLITE_ROW)
		sbuf_printf(&drop, "DROP TABLE temp.\"%s\";", (const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	if (drop.data)
		sqlite3_exec(db, drop.data, NULL, NULL, NULL);
	sbuf_free(&drop);
}

/* The database at path opened read-only, or NULL. A database that is not
 * there is not made (SQLITE_OPEN_READONLY never creates). */
static sqlite3 *open_ro(const char *path)
{
	sqlite3 *db = NULL;
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
		sqlite3_close(db);
		return NULL;
	}
	sqlite3_busy_timeout(db, BUSY_MS);
	sqlite3_create_function_v2(db, SQLITE_SRC_ZSTD, 2,
				   SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, NULL, zstd_text,
				   NULL, NULL, NULL);
	sqlite3_create_function_v2(db, SQLITE_SRC_ZSTD, 1,
				   SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, NULL,
				   zstd_stream_text, NULL, NULL, NULL);
	sqlite3_create_function_v2(db, SQLITE_SRC_BESIDE, 1, SQLITE_UTF8 | SQLITE_DIRECTONLY, NULL,
				   beside_file, NULL, NULL, NULL);
	return db;
}

/* Starts a read transaction: the statements that follow see one snapshot
 * (a deferred BEGIN takes it at their first read). */
static bool begin(sqlite3 *db)
{
	return sqlite3_exec(db, "BEGIN", NULL, NULL, NULL) == SQLITE_OK;
}

static void end(sqlite3 *db)
{
	sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
}

int sqlite_src_list(const char *path, const char *list_sql, sqlite_src_list_fn fn, void *arg,
		    struct mg_error *err)
{
	sqlite3 *db = open_ro(path);
	sqlite3_stmt *st = NULL;
	if (db)
		add_stand_ins(db, list_sql);
	if (!db || !begin(db) || sqlite3_prepare_v2(db, list_sql, -1, &st, NULL) != SQLITE_OK) {
		mg_error_set(err, "cannot read %s: %s", path, db ? sqlite3_errmsg(db) : "cannot open it");
		sqlite3_close(db);
		return -1;
	}
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const unsigned char *id = sqlite3_column_text(st, 0);
		if (!id || !*id)
			continue;
		struct sqlite_src_session s = {(const char *)id, sqlite3_column_int64(st, 1),
					       sqlite3_column_int64(st, 2), sqlite3_column_int64(st, 3)};
		fn(arg, &s);
	}
	int ret = 0;
	if (rc != SQLITE_DONE) {
		mg_error_set(err, "cannot read %s: %s", path, sqlite3_errmsg(db));
		ret = -1;
	}
	sqlite3_finalize(st);
	end(db);
	sqlite3_close(db);
	return ret;
}

/* The statements a connection keeps prepared, by their text's address
 * (a row's render statements: a few). */
enum { CONN_STMTS = 8 };

struct sqlite_src_conn {
	sqlite3 *db;
	char *path;
	dev_t dev;
	ino_t ino;
	const char *sql[CONN_STMTS];
	sqlite3_stmt *st[CONN_STMTS];
	/* The statement that gives one session's key (key_sql), made of
	 * the list statement key_of. */
	const char *key_of;
	char *key_sql;
	/* Whether it made a stand-in (add_stand_ins). */
	bool stand_ins;
};

/* sql prepared on c's connection, once for the connection's life (its
 * parse is a good part of a small session's render): NULL when it fails. */
static sqlite3_stmt *stmt_of(struct sqlite_src_conn *c, const char *sql)
{
	size_t i = 0;
	for (; i < CONN_STMTS && c->sql[i]; i++)
		if (c->sql[i] == sql)
			return c->st[i];
	sqlite3_stmt *st = NULL;
	c->stand_ins |= add_stand_ins(c->db, sql);
	if (sqlite3_prepare_v2(c->db, sql, -1, &st, NULL) != SQLITE_OK)
		return NULL;
	if (i == CONN_STMTS) {
		sqlite3_finalize(c->st[0]);
		memmove(c->sql, c->sql + 1, (CONN_STMTS - 1) * sizeof *c->sql);
		memmove(c->st, c->st + 1, (CONN_STMTS - 1) * sizeof *c->st);
		i = CONN_STMTS - 1;
	}
	c->sql[i] = sql;
	c->st[i] = st;
	return st;
}

/* Runs one statement of a render, each row's first column a line into b
 * (a raw newline in it, which JSON allows only between tokens, written as
 * a space: one row is one line): how many rows, or -1 when it fails. */
static long render_one(struct sqlite_src_conn *c, const char *sql, const char *id, const char *name,
		       struct sbuf *b)
{
	sqlite3_stmt *st = stmt_of(c, sql);
	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, name, -1, SQLITE_STATIC);
	long rows = 0;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *line = (const char *)sqlite3_column_text(st, 0);
		size_t n = (size_t)sqlite3_column_bytes(st, 0);
		rows++;
		if (!line)
			continue;
		size_t at = b->len;
		sbuf_add(b, line, n);
		for (char *nl = memchr(b->data + at, '\n', n); nl;
		     nl = memchr(nl, '\n', (size_t)(b->data + at + n - nl)))
			*nl = ' ';
		sbuf_addc(b, '\n');
	}
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	return rc == SQLITE_DONE ? rows : -1;
}

struct sqlite_src_conn *sqlite_src_conn_new(void)
{
	return xcalloc(1, sizeof(struct sqlite_src_conn));
}

static void conn_close(struct sqlite_src_conn *c)
{
	for (size_t i = 0; i < CONN_STMTS; i++) {
		sqlite3_finalize(c->st[i]);
		c->st[i] = NULL;
		c->sql[i] = NULL;
	}
	sqlite3_close(c->db);
	free(c->path);
	free(c->key_sql);
	c->db = NULL;
	c->path = NULL;
	c->key_of = NULL;
	c->key_sql = NULL;
	c->stand_ins = false;
}

void sqlite_src_conn_free(struct sqlite_src_conn *c)
{
	if (!c)
		return;
	conn_close(c);
	free(c);
}

/* c's connection to the database at path, opened when it holds none of
 * that file: NULL when it cannot be opened. */
static sqlite3 *conn_of(struct sqlite_src_conn *c, const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return NULL;
	if (c->db && strcmp(c->path, path) == 0 && c->dev == st.st_dev && c->ino == st.st_ino)
		return c->db;
	conn_close(c);
	c->db = open_ro(path);
	if (c->db) {
		c->path = xstrdup(path);
		c->dev = st.st_dev;
		c->ino = st.st_ino;
	}
	return c->db;
}

/* Session id's row of list_sql (its key) into *key, on c's connection,
 * in the read transaction open: 0 or an errno value (ENOENT: not listed).
 * The list statement is wrapped, its columns named by their place, and
 * kept to one session (SQLite pushes the condition into it). */
static int key_row(struct sqlite_src_conn *c, const char *list_sql, const char *id,
		   struct sqlite_src_session *key)
{
	if (c->key_of != list_sql) {
		c->stand_ins |= add_stand_ins(c->db, list_sql);
		struct sbuf b = {0};
		sbuf_printf(&b,
			    "WITH l(id, updated, nrows, bytes) AS (%s) SELECT updated, nrows, bytes FROM l "
			    "WHERE id = ?1",
			    list_sql);
		free(c->key_sql);
		c->key_sql = b.data;
		c->key_of = list_sql;
	}
	sqlite3_stmt *st = stmt_of(c, c->key_sql);
	if (!st)
		return EIO;
	sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*key = (struct sqlite_src_session){id, sqlite3_column_int64(st, 0),
						   sqlite3_column_int64(st, 1), sqlite3_column_int64(st, 2)};
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	return rc == SQLITE_ROW ? 0 : rc == SQLITE_DONE ? ENOENT : EIO;
}

/* The rows of session id into b, and with list_sql its key into *key, in
 * one read transaction: 0 or an errno value (ENOENT: no such session). */
static int render_rows(struct sqlite_src_conn *c, const char *const *sqls, const char *id, const char *name,
		       struct sbuf *b, const char *list_sql, struct sqlite_src_session *key)
{
	sqlite3 *db = c->db;
	if (c->stand_ins)
		drop_outgrown_stand_ins(db);
	if (!begin(db))
		return EIO;
	int e = list_sql ? key_row(c, list_sql, id, key) : 0;
	for (size_t i = 0; sqls[i] && !e; i++) {
		long rows = render_one(c, sqls[i], id, name, b);
		if (rows < 0)
			e = EIO;
		else if (i == 0 && rows == 0)
			e = ENOENT;
	}
	/* The snapshot ends before the lines are searched. */
	end(db);
	return e;
}

int sqlite_src_memory_file(const struct sbuf *b)
{
	int fd = memfd_create("memgrep-session", MFD_CLOEXEC);
	if (fd < 0)
		return -1;
	if (fdio_write_all(fd, b->data ? b->data : "", b->len) != 0 || lseek(fd, 0, SEEK_SET) != 0) {
		int e = errno;
		close(fd);
		errno = e;
		return -1;
	}
	return fd;
}

int sqlite_src_render_with(struct sqlite_src_conn *c, const char *path, const char *const *sqls,
			   const char *id, const char *name)
{
	return sqlite_src_render_keyed(c, path, sqls, NULL, id, name, NULL);
}

int sqlite_src_render_keyed(struct sqlite_src_conn *c, const char *path, const char *const *sqls,
			    const char *list_sql, const char *id, const char *name,
			    struct sqlite_src_session *key)
{
	sqlite3 *db = conn_of(c, path);
	if (!db) {
		errno = EIO;
		return -1;
	}
	struct sbuf b = {0};
	int e = render_rows(c, sqls, id, name, &b, list_sql, key);
	if (e == EIO)
		conn_close(c); /* opened anew for the next session */
	int fd = e ? -1 : sqlite_src_memory_file(&b);
	if (fd < 0 && !e)
		e = errno;
	sbuf_free(&b);
	errno = e;
	return e ? -1 : fd;
}

int sqlite_src_render(const char *path, const char *const *sqls, const char *id, const char *name)
{
	struct sqlite_src_conn *c = sqlite_src_conn_new();
	int fd = sqlite_src_render_with(c, path, sqls, id, name);
	int e = errno;
	sqlite_src_conn_free(c);
	errno = e;
	return fd;
}

void sqlite_src_stat(const struct stat *dbst, const char *path, const struct sqlite_src_session *s,
		     struct stat *out)
{
	uint64_t h = 1469598103934665603ull;
	for (const char *c = path; *c; c++)
		h = (h ^ (unsigned char)*c) * 1099511628211ull;
	*out = *dbst;
	out->st_ino = (ino_t)(h | 1ull << 63);
	out->st_size = (off_t)s->bytes;
	out->st_mtim.tv_sec = (time_t)(s->updated_ms / 1000);
	out->st_mtim.tv_nsec = (long)(s->updated_ms % 1000) * 1000000;
	out->st_mtime = out->st_mtim.tv_sec;
	/* The rows count in the change time's nanoseconds below the
	 * millisecond: a part added or deleted changes the key even when
	 * no update time grows. */
	out->st_ctim = out->st_mtim;
	out->st_ctim.tv_nsec += (long)(s->rows % 1000000);
	out->st_ctime = out->st_ctim.tv_sec;
}

bool sqlite_src_split(const char *path, char **db, const char **id)
{
	const char *sep = strrchr(path, SQLITE_SRC_SEP);
	if (!sep || sep == path || !sep[1] || strchr(sep, '/'))
		return false;
	*db = xstrndup(path, (size_t)(sep - path));
	*id = sep + 1;
	return true;
}

int sqlite_src_has(const char *path, const char *sql, const char *id)
{
	sqlite3 *db = open_ro(path);
	sqlite3_stmt *st = NULL;
	if (db)
		add_stand_ins(db, sql);
	if (!db || sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
		sqlite3_close(db);
		return -1;
	}
	sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	sqlite3_finalize(st);
	sqlite3_close(db);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}
