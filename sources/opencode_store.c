/* opencode_store: OpenCode's storage before its database, listed and
 * rendered (sources/opencode_store.h). The files are pretty-printed JSON
 * (storage.ts writes JSON.stringify(content, null, 2)): each is parsed
 * whole and written again on one line. */
#include "sources/opencode_store.h"

#include <cjson/cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/json_line.h"
#include "base/text.h"
#include "base/xalloc.h"

/* A file of storage larger than this is not read (a part holds a tool's
 * output, which OpenCode cuts long before). */
#define FILE_MAX ((off_t)256 << 20)

static const char has_session_sql[] = "SELECT 1 FROM session WHERE id = ?1";

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names of the *.json files of folder dir of the folder open as at
 * (xmalloc'd, sorted by strcmp: by id, as the database's ORDER BY p.id),
 * into *out: how many (0 when it cannot be read). */
static size_t json_names(int at, const char *dir, char ***out)
{
	*out = NULL;
	int fd = openat(at, dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	DIR *d = fd < 0 ? NULL : fdopendir(fd);
	if (!d) {
		if (fd >= 0)
			close(fd);
		return 0;
	}
	size_t n = 0, cap = 0;
	struct dirent *e;
	while ((e = readdir(d))) {
		size_t len = strlen(e->d_name);
		if (e->d_name[0] == '.' || len <= 5 || strcmp(e->d_name + len - 5, ".json") != 0)
			continue;
		xgrow((void **)out, &cap, n + 1, sizeof **out);
		(*out)[n++] = xstrdup(e->d_name);
	}
	closedir(d);
	if (n > 1)
		qsort(*out, n, sizeof **out, by_name);
	return n;
}

static void free_names(char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

/* The storage folder of the session file at path (…/storage/session/P/F):
 * xmalloc'd, or NULL when path has too few components. */
static char *storage_of(const char *path)
{
	size_t n = strlen(path);
	for (int k = 0; k < 3; k++) {
		while (n > 0 && path[n - 1] != '/')
			n--;
		if (n == 0)
			return NULL;
		n--;
	}
	return xstrndup(path, n ? n : 1);
}

/* The freshness key of a session: its files' newest time, count and
 * total size. */
struct key {
	int64_t ms, files, bytes;
};

static void key_add(struct key *k, const struct stat *st)
{
	int64_t ms = (int64_t)st->st_mtim.tv_sec * 1000 + st->st_mtim.tv_nsec / 1000000;
	if (ms > k->ms)
		k->ms = ms;
	k->files++;
	k->bytes += (int64_t)st->st_size;
}

/* Adds the *.json files of folder dir (of the folder open as at) to k;
 * their names into *names when names is not NULL (free_names). */
static size_t key_dir(struct key *k, int at, const char *dir, char ***names)
{
	char **got;
	size_t n = json_names(at, dir, &got);
	struct sbuf p = {0};
	for (size_t i = 0; i < n; i++) {
		struct stat st;
		sbuf_reset(&p);
		sbuf_printf(&p, "%s/%s", dir, got[i]);
		if (fstatat(at, p.data, &st, 0) == 0 && S_ISREG(st.st_mode))
			key_add(k, &st);
	}
	sbuf_free(&p);
	if (names)
		*names = got;
	else
		free_names(got, n);
	return n;
}

/* The id of the session file at path: its name without .json
 * (xmalloc'd), or NULL when it has no such name. */
static char *id_of(const char *path)
{
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	size_t n = strlen(base);
	if (n <= 5 || strcmp(base + n - 5, ".json") != 0)
		return NULL;
	return xstrndup(base, n - 5);
}

int opencode_store_list(const char *path, const char *db, sqlite_src_list_fn fn, void *arg,
			struct mg_error *err)
{
	struct stat st;
	char *id = id_of(path), *storage = storage_of(path);
	int at = storage ? open(storage, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1;
	if (!id || at < 0 || stat(path, &st) != 0) {
		mg_error_set(err, "cannot read %s: %s", path, strerror(errno ? errno : ENOENT));
		free(id);
		free(storage);
		if (at >= 0)
			close(at);
		return -1;
	}
	struct stat dbst;
	if (!(db && stat(db, &dbst) == 0 && S_ISREG(dbst.st_mode) &&
	      sqlite_src_has(db, has_session_sql, id) == 1)) {
		struct key k = {0};
		key_add(&k, &st);
		struct sbuf dir = {0};
		sbuf_printf(&dir, "message/%s", id);
		char **msgs;
		size_t n = key_dir(&k, at, dir.data, &msgs);
		for (size_t i = 0; i < n; i++) {
			sbuf_reset(&dir);
			sbuf_printf(&dir, "part/%.*s", (int)(strlen(msgs[i]) - 5), msgs[i]);
			key_dir(&k, at, dir.data, NULL);
		}
		free_names(msgs, n);
		sbuf_free(&dir);
		struct sqlite_src_session s = {id, k.ms, k.files, k.bytes};
		fn(arg, &s);
	}
	close(at);
	free(id);
	free(storage);
	return 0;
}

/* The JSON of file name of the folder open as at (an object), or NULL;
 * NULL too for bytes that are not UTF-8, which OpenCode never writes
 * (JSON.stringify's text, encoded whole): a damaged file is passed over
 * as one that is not JSON is. */
static cJSON *read_json(int at, const char *name)
{
	int fd = openat(at, name, O_RDONLY | O_CLOEXEC);
	struct stat st;
	if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size > FILE_MAX) {
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	char *buf = xmalloc((size_t)st.st_size + 1);
	size_t len = 0;
	ssize_t r;
	while (len < (size_t)st.st_size && (r = read(fd, buf + len, (size_t)st.st_size - len)) != 0) {
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			break;
		len += (size_t)r;
	}
	close(fd);
	cJSON *root = text_valid_utf8(buf, len) ? cJSON_ParseWithLength(buf, len) : NULL;
	free(buf);
	if (root && !cJSON_IsObject(root)) {
		cJSON_Delete(root);
		root = NULL;
	}
	return root;
}

/* A time in ms since the epoch as the database's render writes it
 * (strftime('%Y-%m-%dT%H:%M:%fZ')), a JSON string, into b; null when
 * there is none (ms < 0) or it is out of range. */
static void iso_time(struct sbuf *b, double ms)
{
	if (!(ms >= 0 && ms <= 253402300799999.0)) {
		sbuf_adds(b, "null");
		return;
	}
	int64_t v = (int64_t)ms;
	time_t sec = (time_t)(v / 1000);
	struct tm tm;
	gmtime_r(&sec, &tm);
	char out[64];
	size_t n = strftime(out, sizeof out, "%Y-%m-%dT%H:%M:%S", &tm);
	snprintf(out + n, sizeof out - n, ".%03dZ", (int)(v % 1000));
	json_write_string(b, out, strlen(out));
}

static void add_member(struct sbuf *b, const char *key, const char *value)
{
	sbuf_printf(b, ",\"%s\":", key);
	if (value)
		json_write_string(b, value, strlen(value));
	else
		sbuf_adds(b, "null");
}

static const char *string_of(const cJSON *obj, const char *key)
{
	const cJSON *v = json_get(obj, key);
	return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* The header line of session id (its file's object info). */
static void header(struct sbuf *b, const cJSON *info, const char *id, const char *source)
{
	sbuf_adds(b, "{\"type\":\"session\"");
	add_member(b, "source", source);
	add_member(b, "id", id);
	add_member(b, "directory", string_of(info, "directory"));
	add_member(b, "title", string_of(info, "title"));
	add_member(b, "parent", string_of(info, "parentID"));
	const cJSON *created = json_get(json_get(info, "time"), "created");
	sbuf_adds(b, ",\"time\":");
	iso_time(b, cJSON_IsNumber(created) ? created->valuedouble : -1);
	sbuf_adds(b, "}\n");
}

/* One message of a session: its id (its file's name), role and creation
 * time, as the database orders them. */
struct msg {
	char *id;
	char *role;
	double created; /* -1: none */
};

static int by_time(const void *a, const void *b)
{
	const struct msg *x = a, *y = b;
	return x->created < y->created ? -1 : x->created > y->created ? 1 : strcmp(x->id, y->id);
}

/* The messages of session id (storage open as at) into *out, sorted:
 * how many. */
static size_t messages(int at, const char *id, struct msg **out)
{
	struct sbuf dir = {0}, p = {0};
	sbuf_printf(&dir, "message/%s", id);
	char **names;
	size_t n = json_names(at, dir.data, &names), k = 0;
	*out = xcalloc(n ? n : 1, sizeof **out);
	for (size_t i = 0; i < n; i++) {
		sbuf_reset(&p);
		sbuf_printf(&p, "%s/%s", dir.data, names[i]);
		cJSON *m = read_json(at, p.data);
		if (!m)
			continue;
		const char *role = string_of(m, "role");
		cJSON *created = json_get(json_get(m, "time"), "created");
		struct msg *o = &(*out)[k++];
		o->id = xstrndup(names[i], strlen(names[i]) - 5);
		o->role = role ? xstrdup(role) : NULL;
		o->created = cJSON_IsNumber(created) ? created->valuedouble : -1;
		cJSON_Delete(m);
	}
	free_names(names, n);
	sbuf_free(&dir);
	sbuf_free(&p);
	if (k > 1)
		qsort(*out, k, sizeof **out, by_time);
	return k;
}

/* The lines of message m's parts, by id: each as the database's render
 * writes it, the part's object on one line. Storage keeps no part's
 * time of writing (the database's time_created): its time is its start
 * (time.start, a tool's state.time.start), else its message's creation,
 * and never earlier than the part before it, so that times follow the
 * parts' order as the database's do. */
static void parts(struct sbuf *b, int at, const char *sid, const struct msg *m)
{
	double last = m->created;
	struct sbuf dir = {0}, p = {0};
	sbuf_printf(&dir, "part/%s", m->id);
	char **names;
	size_t n = json_names(at, dir.data, &names);
	for (size_t i = 0; i < n; i++) {
		sbuf_reset(&p);
		sbuf_printf(&p, "%s/%s", dir.data, names[i]);
		cJSON *part = read_json(at, p.data);
		char *text = part ? cJSON_PrintUnformatted(part) : NULL;
		if (text) {
			char *pid = xstrndup(names[i], strlen(names[i]) - 5);
			const cJSON *start = json_get(json_get(part, "time"), "start");
			if (!cJSON_IsNumber(start))
				start = json_get(json_get(json_get(part, "state"), "time"), "start");
			if (cJSON_IsNumber(start) && start->valuedouble > last)
				last = start->valuedouble;
			sbuf_adds(b, "{\"type\":\"part\"");
			add_member(b, "session", sid);
			add_member(b, "id", pid);
			add_member(b, "message", m->id);
			add_member(b, "role", m->role);
			sbuf_adds(b, ",\"time\":");
			iso_time(b, last);
			sbuf_printf(b, ",\"part\":%s}\n", text);
			free(pid);
			free(text);
		}
		cJSON_Delete(part);
	}
	free_names(names, n);
	sbuf_free(&dir);
	sbuf_free(&p);
}

/* b with each raw U+FEFF written \ufeff: JSON.stringify writes it raw,
 * and a line holding it raw is malformed (docs/reference.md §2). Every
 * byte above ASCII in b is inside a JSON string, so the escape keeps
 * every line's meaning. */
static void escape_bom(struct sbuf *b)
{
	static const char bom[] = "\xEF\xBB\xBF";
	if (!b->data || !memmem(b->data, b->len, bom, 3))
		return;
	struct sbuf out = {0};
	const char *at = b->data, *end = b->data + b->len, *hit;
	while ((hit = memmem(at, (size_t)(end - at), bom, 3))) {
		sbuf_add(&out, at, (size_t)(hit - at));
		sbuf_adds(&out, "\\ufeff");
		at = hit + 3;
	}
	sbuf_add(&out, at, (size_t)(end - at));
	sbuf_free(b);
	*b = out;
}

int opencode_store_render(const char *path, const char *id, const char *source)
{
	char *storage = storage_of(path);
	int at = storage ? open(storage, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1;
	free(storage);
	cJSON *info = at >= 0 ? read_json(AT_FDCWD, path) : NULL;
	if (!info) {
		int e = errno ? errno : ENOENT;
		if (at >= 0)
			close(at);
		errno = e;
		return -1;
	}
	struct sbuf b = {0};
	header(&b, info, id, source);
	cJSON_Delete(info);
	struct msg *ms;
	size_t n = messages(at, id, &ms);
	for (size_t i = 0; i < n; i++) {
		parts(&b, at, id, &ms[i]);
		free(ms[i].id);
		free(ms[i].role);
	}
	free(ms);
	close(at);
	escape_bom(&b);
	int fd = sqlite_src_memory_file(&b);
	int e = errno;
	sbuf_free(&b);
	errno = e;
	return fd;
}

static size_t walk_below(const char *home, const char *app, struct source_walk *out)
{
	if (!home)
		return 0;
	struct sbuf b = {0};
	sbuf_printf(&b, "%s/%s/storage/session", home, app);
	out[0] = (struct source_walk){b.data, true, NULL, 0, 0};
	return 1;
}

size_t opencode_store_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			    struct source_walk *out)
{
	(void)project, (void)opts, (void)now;
	return walk_below(home, "opencode", out);
}

size_t opencode_store_walks_kilo(const char *home, const char *project, const char *const *opts, int64_t now,
				 struct source_walk *out)
{
	(void)project, (void)opts, (void)now;
	return walk_below(home, "kilo", out);
}
