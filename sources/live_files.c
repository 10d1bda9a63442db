/* live_files: the session files of one project that an agent may be
 * writing now (see live_files.h), by each agent's own layout: Claude
 * Code's project folders (named as its binary names them, 2.1.197's
 * `replace(/[^a-zA-Z0-9]/g,"-")` with a hash past 200 units), Codex's
 * dated rollout folders and session_meta cwd, Gemini CLI's project folders
 * and their .project_root (tests/recorded/README.md). */
#include "sources/live_files.h"

#include <dirent.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/json_line.h"
#include "base/text.h"
#include "base/xalloc.h"

void path_list_free(struct path_list *l)
{
	for (size_t i = 0; i < l->n; i++)
		free(l->v[i]);
	free(l->v);
	*l = (struct path_list){0};
}

static void add_path(struct path_list *l, const char *path)
{
	for (size_t i = 0; i < l->n; i++)
		if (strcmp(l->v[i], path) == 0)
			return;
	xgrow((void **)&l->v, &l->cap, l->n + 1, sizeof *l->v);
	l->v[l->n++] = xstrdup(path);
}

/* Whether dir is folder or a folder below it. */
static bool within(const char *dir, const char *folder)
{
	size_t n = strlen(folder);
	while (n > 1 && folder[n - 1] == '/')
		n--;
	if (n == 0 || strncmp(dir, folder, n) != 0)
		return false;
	return dir[n] == '\0' || dir[n] == '/' || (n == 1 && folder[0] == '/');
}

/* The regular files of folder whose names fit pattern, last changed at or
 * after since, added to out. */
static void add_recent(const char *folder, const char *pattern, int64_t since, struct path_list *out)
{
	DIR *d = opendir(folder);
	if (!d)
		return;
	struct sbuf p = {0};
	for (struct dirent *e; (e = readdir(d)) != NULL;) {
		if (fnmatch(pattern, e->d_name, 0) != 0)
			continue;
		sbuf_reset(&p);
		sbuf_printf(&p, "%s/%s", folder, e->d_name);
		struct stat st;
		if (stat(p.data, &st) == 0 && S_ISREG(st.st_mode) && (int64_t)st.st_mtime >= since)
			add_path(out, p.data);
	}
	sbuf_free(&p);
	closedir(d);
}

char *live_files_claude_name(const char *path)
{
	/* Claude Code works on UTF-16 units: a character past U+FFFF is two,
	 * each written '-'; its hash (Java's String.hashCode, as an int32,
	 * made positive, base 36) is over the same units. */
	enum { CUT = 200 };
	struct sbuf b = {0};
	int32_t h = 0;
	size_t len = strlen(path);
	for (size_t i = 0; i < len;) {
		size_t adv;
		int32_t cp = text_decode(path + i, len - i, &adv);
		uint32_t u = cp < 0 ? 0xFFFD : (uint32_t)cp;
		uint32_t units[2] = {u, 0};
		size_t nu = 1;
		if (u > 0xFFFF) {
			units[0] = 0xD800 + ((u - 0x10000) >> 10);
			units[1] = 0xDC00 + ((u - 0x10000) & 0x3FF);
			nu = 2;
		}
		for (size_t k = 0; k < nu; k++) {
			uint32_t c = units[k];
			h = (int32_t)((uint32_t)h * 31u + c);
			bool keep =
			    (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
			sbuf_addc(&b, keep ? (char)c : '-');
		}
		i += adv;
	}
	if (!b.data)
		return xstrdup("");
	if (b.len <= CUT)
		return b.data;
	int64_t v = h < 0 ? -(int64_t)h : h;
	char digits[16];
	size_t nd = 0;
	do {
		digits[nd++] = "0123456789abcdefghijklmnopqrstuvwxyz"[v % 36];
		v /= 36;
	} while (v);
	b.len = CUT;
	b.data[CUT] = '\0';
	sbuf_addc(&b, '-');
	while (nd)
		sbuf_addc(&b, digits[--nd]);
	return b.data;
}

void live_files_claude(const char *root, const char *dir, int64_t since, struct path_list *out)
{
	char *d = xstrdup(dir);
	struct sbuf f = {0};
	for (;;) {
		char *name = live_files_claude_name(d);
		sbuf_reset(&f);
		sbuf_printf(&f, "%s/%s", root, name);
		free(name);
		add_recent(f.data, "*.jsonl", since, out);
		char *slash = strrchr(d, '/');
		if (!slash || slash == d)
			break;
		*slash = '\0';
	}
	sbuf_free(&f);
	free(d);
}

/* The cwd that the first line of the rollout at path (its session_meta)
 * names, read from at most 1 MiB: xmalloc'd, or NULL. */
static char *rollout_cwd(const char *path)
{
	enum { HEAD = 1 << 20 };
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	char *buf = xmalloc(HEAD);
	ssize_t n = read(fd, buf, HEAD);
	close(fd);
	char *cwd = NULL;
	const char *nl = n > 0 ? memchr(buf, '\n', (size_t)n) : NULL;
	if (nl) {
		struct json_decoder *jd = json_decoder_new();
		cJSON *root = json_decode(jd, buf, (size_t)(nl - buf));
		const cJSON *p = json_get(root, "payload");
		const char *c = json_get_nonempty(p, "cwd");
		const cJSON *type = json_get(root, "type");
		if (c && cJSON_IsString(type) && strcmp(type->valuestring, "session_meta") == 0)
			cwd = xstrdup(c);
		json_decoder_free(jd);
	}
	free(buf);
	return cwd;
}

void live_files_codex(const char *root, const char *dir, int64_t since, struct path_list *out)
{
	/* Codex names a rollout's folder by the local date it started on;
	 * UTC's too, in case its time zone is not ours. */
	struct path_list days = {0}, files = {0};
	time_t now = time(NULL);
	time_t when[2] = {(time_t)since, now};
	struct sbuf b = {0};
	for (size_t i = 0; i < 2; i++) {
		struct tm tms[2];
		localtime_r(&when[i], &tms[0]);
		gmtime_r(&when[i], &tms[1]);
		for (size_t k = 0; k < 2; k++) {
			sbuf_reset(&b);
			sbuf_printf(&b, "%s/%04d/%02d/%02d", root, tms[k].tm_year + 1900, tms[k].tm_mon + 1,
				    tms[k].tm_mday);
			add_path(&days, b.data);
		}
	}
	sbuf_free(&b);
	for (size_t i = 0; i < days.n; i++)
		add_recent(days.v[i], "rollout-*.jsonl", since, &files);
	for (size_t i = 0; i < files.n; i++) {
		char *cwd = rollout_cwd(files.v[i]);
		if (cwd && within(dir, cwd))
			add_path(out, files.v[i]);
		free(cwd);
	}
	path_list_free(&files);
	path_list_free(&days);
}

/* The project path that folder's .project_root holds: xmalloc'd, or NULL. */
static char *project_root_of(const char *folder)
{
	struct sbuf p = {0};
	sbuf_printf(&p, "%s/.project_root", folder);
	int fd = open(p.data, O_RDONLY | O_CLOEXEC);
	sbuf_free(&p);
	if (fd < 0)
		return NULL;
	char buf[4097];
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (n <= 0)
		return NULL;
	while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
		n--;
	buf[n] = '\0';
	return xstrdup(buf);
}

void live_files_gemini(const char *root, const char *dir, int64_t since, struct path_list *out)
{
	DIR *d = opendir(root);
	if (!d)
		return;
	struct sbuf f = {0};
	for (struct dirent *e; (e = readdir(d)) != NULL;) {
		if (e->d_name[0] == '.')
			continue;
		sbuf_reset(&f);
		sbuf_printf(&f, "%s/%s", root, e->d_name);
		char *project = project_root_of(f.data);
		if (project && within(dir, project)) {
			sbuf_adds(&f, "/chats");
			add_recent(f.data, "session-*.jsonl", since, out);
		}
		free(project);
	}
	sbuf_free(&f);
	closedir(d);
}
