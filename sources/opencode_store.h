/* opencode_store: the JSON files OpenCode (and Kilo) kept under
 * <data>/opencode/storage/ before their database (docs/reference.md §1):
 * one file a session, session/<project>/<id>.json, its messages in
 * message/<id>/<message>.json and each message's parts in
 * part/<message>/<part>.json (packages/opencode/src/storage/storage.ts
 * and json-migration.ts, which names every id by its file's name). A
 * session's file is its unit of discovery: it is listed as one session of
 * an SQLite source is (sources/sqlite_src.h, its path FILE#ID), with a
 * freshness key over all its files, and rendered into the very lines the
 * database's render gives, so that decode_opencode reads both alike.
 *
 * The callers own the descriptors and strings returned. Failures are -1
 * with errno, or a message in *err. */
#ifndef MEMGREP_OPENCODE_STORE_H
#define MEMGREP_OPENCODE_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "sources/decode.h"
#include "sources/sqlite_src.h"

/* The session file at path as one session to fn: its id (the file's name
 * without .json), the newest modification time (ms) among it and its
 * message and part files, how many files, their total size; nothing when
 * the database db (the folder's, migrated from these files; it may not
 * exist) holds a session of that id: the database's copy wins. 0, or -1
 * with err set when the file cannot be read. */
int opencode_store_list(const char *path, const char *db, sqlite_src_list_fn fn, void *arg,
			struct mg_error *err);

/* Renders session id, whose file is at path, into a new memory file: a
 * header line then a line per part, messages by creation time then id,
 * parts by id, as decode_opencode_render_sql's (source: the row's name).
 * The descriptor at its start, or -1 with errno (ENOENT: no such file). */
int opencode_store_render(const char *path, const char *id, const char *source);

/* The storage folders of OpenCode and Kilo below home (their data
 * folder's parent: $XDG_DATA_HOME or ~/.local/share): the walks of their
 * rows (struct source's walks), into out: how many. */
size_t opencode_store_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			    struct source_walk *out);
size_t opencode_store_walks_kilo(const char *home, const char *project, const char *const *opts, int64_t now,
				 struct source_walk *out);

#endif
