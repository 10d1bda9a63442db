/* sqlite_src: the reading of a source kept in an SQLite database (the
 * registry's SHAPE_SQLITE, docs/reference.md §1). One session of such a
 * database is one unit of discovery, index entry and result: its path is
 * the database's, then '#', then the session's id
 * (~/.local/share/opencode/opencode.db#ses_…). The source's row gives the
 * SQL: one statement that lists the sessions, and the statements that
 * render one session as JSON lines (each row's first column one line);
 * this module runs them, never writing: the database is opened read-only
 * (SQLITE_OPEN_READONLY, a busy timeout), and a session is rendered inside
 * one read transaction (a consistent snapshot: no half-written session),
 * which ends before the rendered lines are searched. The rendered lines go
 * to a memory file (memfd), so that everything after reads them as it
 * reads a session file of lines: by descriptor, with pread.
 *
 * Nothing here keeps state between calls; the callers own the descriptors
 * returned. Failures are -1 with errno, or a message in *err. */
#ifndef MEMGREP_SQLITE_SRC_H
#define MEMGREP_SQLITE_SRC_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"

/* The separator of a database's path and a session's id. */
#define SQLITE_SRC_SEP '#'

/* The SQL function every connection here has, for a row's SQL:
 * memgrep_zstd(blob, n), the text of n bytes that the zstd frame blob
 * holds, or NULL when it holds no such text (OpenClaw's compressed
 * events). */
#define SQLITE_SRC_ZSTD "memgrep_zstd"
/* And memgrep_zstd(blob), the text of whatever size the zstd frames of
 * blob hold (a stream's, whose headers need not say it), or NULL (not
 * such frames, or over 64 MiB: OpenClaw's archived transcripts); and
 * SQLITE_SRC_BESIDE(rel), the bytes of the file at rel from the
 * database's folder, or NULL when it cannot be read or is over 64 MiB
 * (OpenClaw's cold archives kept as files). */
#define SQLITE_SRC_BESIDE "memgrep_beside"

/* A statement of a source's SQL may begin with lines
 * SQLITE_SRC_STAND_IN "name (columns)\n", each a table its databases may
 * lack (OpenClaw makes some at their first use): before the statement is
 * prepared, a connection to a database that has no table of that name
 * makes an empty TEMP one, so that the statement reads nothing there
 * rather than failing; a kept connection drops it at its next render once
 * the database has the table (the agent made it since). */
#define SQLITE_SRC_STAND_IN "-- memgrep stand-in: "

/* One session as the list statement gives it: its id, the time of its
 * last change in milliseconds (the largest update time of its rows), how
 * many rows it has, and about how many bytes it renders to. Together they
 * are its freshness key. */
struct sqlite_src_session {
	const char *id;
	int64_t updated_ms;
	int64_t rows;
	int64_t bytes;
};
typedef void (*sqlite_src_list_fn)(void *arg, const struct sqlite_src_session *s);

/* Runs list_sql (columns: id, updated_ms, rows, bytes) over the database
 * at db, in one read transaction, calling fn for each session. 0, or -1
 * with err set (the database cannot be opened or read, or is not the
 * source's: the statement does not compile). */
int sqlite_src_list(const char *db, const char *list_sql, sqlite_src_list_fn fn, void *arg,
		    struct mg_error *err);

/* A connection to one database kept between renders (a worker's), so
 * that its schema is read once, not once a session; it holds no lock
 * between them. Made empty; freed with its connection (NULL allowed). A
 * connection may be used by one thread at a time. */
struct sqlite_src_conn;
struct sqlite_src_conn *sqlite_src_conn_new(void);
void sqlite_src_conn_free(struct sqlite_src_conn *c);

/* Renders session id of the database at db into a new memory file: the
 * first column of every row of each statement of sqls (NULL-ended; ?1 is
 * bound to id, ?2 to name), one line each (a value holding a newline is
 * skipped), in one read transaction. Returns the file's descriptor, at
 * its start, or -1 with errno (ENOENT: no such session). */
int sqlite_src_render(const char *db, const char *const *sqls, const char *id, const char *name);
/* The same through c's connection, opened again when c holds another
 * database's, or one whose file is not the one at db now (replaced). */
int sqlite_src_render_with(struct sqlite_src_conn *c, const char *db, const char *const *sqls, const char *id,
			   const char *name);

/* The same, with the session's row of list_sql (its key, as
 * sqlite_src_list gives it; its id is id) into *key, read in the render's
 * transaction: the key of the very rows rendered. */
int sqlite_src_render_keyed(struct sqlite_src_conn *c, const char *db, const char *const *sqls,
			    const char *list_sql, const char *id, const char *name,
			    struct sqlite_src_session *key);

/* The stat of session s of the database dbst describes, whose path (DB#ID)
 * is path, into *out: the database's device, an inode made of the path's
 * hash (the same session reached twice counts once; bit 63 set, which no
 * file's has), its size about its rendered bytes (s->bytes), its
 * modification time its last change (s->updated_ms), its change time the
 * same plus its row count in nanoseconds: what changes when the session
 * changes, its freshness key (an index entry's, docs/reference.md §12),
 * and a change time the racy rule of the index can read (ix_trusted). */
struct stat;
void sqlite_src_stat(const struct stat *dbst, const char *path, const struct sqlite_src_session *s,
		     struct stat *out);

/* The lines of b in a new memory file, at its start: its descriptor, or
 * -1 with errno. */
struct sbuf;
int sqlite_src_memory_file(const struct sbuf *b);

/* Whether sql (one statement, ?1 bound to id) gives a row over the
 * database at db, opened read-only: 1, 0 when none, -1 when the database
 * cannot be read or the statement does not compile. */
int sqlite_src_has(const char *db, const char *sql, const char *id);

/* Splits path at its last SQLITE_SRC_SEP: the database's path (xmalloc'd)
 * into *db and the session id's start into *id; false (nothing set) when
 * path has no separator or nothing on either side of it. */
bool sqlite_src_split(const char *path, char **db, const char **id);

#endif
