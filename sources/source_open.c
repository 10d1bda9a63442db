/* source_open: the session items that are not plain files (sources/
 * source.h): the sessions of a row's SQLite databases (DB#ID) and of its
 * JSON storage (FILE#ID), listed and rendered into JSON lines in a memory
 * file, and the documents a row renders into lines (VS Code's chat
 * sessions); and opening any session file, whichever it is. */
#include "sources/source.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/fdio.h"
#include "base/xalloc.h"
#include "sources/sqlite_src.h"

/* Whether the file at path is a session file of s's storage. */
static bool stored(const struct source *s, const char *path, size_t len)
{
	for (const char *const *p = s->store_files; p && *p; p++)
		if (source_fits_len(*p, path, len))
			return true;
	return false;
}

/* Whether the file at path is a database of row s: one of its files when
 * they all are (SHAPE_SQLITE: or one of its storage's session files),
 * else one its `databases` name. */
static bool keeps_db(const struct source *s, const char *path, size_t len)
{
	if (s->shape == SHAPE_SQLITE)
		return source_keeps(s, path) || stored(s, path, len);
	for (const char *const *p = s->databases; p && *p; p++)
		if (source_fits_len(*p, path, len))
			return true;
	return false;
}

const struct source *source_sqlite_of(const char *path, unsigned bits)
{
	size_t len = strlen(path);
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		if ((bits & (1u << i)) && keeps_db(&source_table[i], path, len))
			return &source_table[i];
	return NULL;
}

/* The database beside the storage of the session file at path
 * (…/DATA/storage/session/P/F: DATA then the name of s's default
 * database, root_sub's last component): xmalloc'd, or NULL. */
static char *store_db(const struct source *s, const char *path)
{
	size_t n = strlen(path);
	for (int k = 0; k < 4; k++) {
		while (n > 0 && path[n - 1] != '/')
			n--;
		if (n == 0)
			return NULL;
		n--;
	}
	const char *name = s->root_sub ? strrchr(s->root_sub, '/') : NULL;
	if (!name)
		return NULL;
	struct sbuf b = {0};
	sbuf_printf(&b, "%.*s%s", (int)n, path, name);
	return b.data;
}

int source_list_sessions(const struct source *s, const char *path, sqlite_src_list_fn fn, void *arg,
			 struct mg_error *err)
{
	if (!stored(s, path, strlen(path)) || !s->store_list)
		return sqlite_src_list(path, s->list_sql, fn, arg, err);
	char *db = store_db(s, path);
	int r = s->store_list(path, db, fn, arg, err);
	free(db);
	return r;
}

int source_open(const char *path, int extra)
{
	return source_open_with(NULL, path, extra);
}

/* The largest document a row's render function is given. */
#define RENDER_MAX ((size_t)1 << 30)

/* The document at path of row s rendered by its render function into a
 * memory file, opened: its descriptor, or -1 with errno (EFBIG over
 * RENDER_MAX bytes). A document that is malformed renders as a line that
 * is not JSON (a malformed line). */
static int render_open(const struct source *s, const char *path, int extra)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC | extra);
	if (fd < 0)
		return -1;
	struct stat st;
	int out = -1, rc = fstat(fd, &st);
	if (rc == 0 && (!S_ISREG(st.st_mode) || (uint64_t)st.st_size > RENDER_MAX)) {
		errno = S_ISREG(st.st_mode) ? EFBIG : EINVAL;
		rc = -1;
	}
	if (rc == 0 && (out = memfd_create("memgrep-render", MFD_CLOEXEC)) < 0)
		rc = -1;
	if (rc == 0)
		rc = s->render(path, fd, out);
	if (rc == 1)
		rc = ftruncate(out, 0) == 0 && lseek(out, 0, SEEK_SET) == 0 ? fdio_write_all(out, "{\n", 2)
									    : -1;
	if (rc == 0)
		rc = lseek(out, 0, SEEK_SET) == 0 ? 0 : -1;
	int err = errno;
	close(fd);
	if (rc != 0 && out >= 0)
		close(out);
	errno = err;
	return rc == 0 ? out : -1;
}

int source_open_with(struct sqlite_src_conn *conn, const char *path, int extra)
{
	enum source_id doc;
	if (source_shape_of(path, &doc) == SHAPE_DOCUMENT && source_table[doc].render)
		return render_open(&source_table[doc], path, extra);

	char *db;
	const char *id;
	const struct source *s = NULL;
	if (sqlite_src_split(path, &db, &id)) {
		s = source_sqlite_of(db, ~0u);
		if (s && stored(s, db, strlen(db)) && s->store_render) {
			int fd = s->store_render(db, id, s->name);
			free(db);
			return fd;
		}
		if (s) {
			int fd = conn ? sqlite_src_render_with(conn, db, s->render_sql, id, s->name)
				      : sqlite_src_render(db, s->render_sql, id, s->name);
			free(db);
			return fd;
		}
		free(db);
	}
	return open(path, O_RDONLY | O_CLOEXEC | extra);
}

bool source_is_store_session(const char *path)
{
	char *file;
	const char *id;
	if (!sqlite_src_split(path, &file, &id))
		return false;
	bool is = false;
	for (size_t i = 0; i < SOURCE_COUNT && !is; i++)
		is = stored(&source_table[i], file, strlen(file));
	free(file);
	return is;
}

bool source_is_db_session(const char *path)
{
	char *db;
	const char *id;
	if (!sqlite_src_split(path, &db, &id))
		return false;
	struct stat st;
	bool is = source_sqlite_of(db, ~0u) && stat(db, &st) == 0 && S_ISREG(st.st_mode);
	free(db);
	return is;
}
