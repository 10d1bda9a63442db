/* pick_exit: resuming, printing and copying the chosen session (see
 * pick_exit.h). */
#include "pipeline/pick/pick_exit.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/xalloc.h"
#include "pipeline/pick/pick_args.h"

/* One word at *s: plain characters and single-quoted runs, joined; -1
 * when it holds what a shell would read otherwise. */
static int next_word(const char **s, struct sbuf *w)
{
	const char *p = *s;
	sbuf_reset(w);
	sbuf_adds(w, "");
	while (*p && *p != ' ') {
		if (*p == '\'') {
			const char *end = strchr(p + 1, '\'');
			if (!end)
				return -1;
			sbuf_add(w, p + 1, (size_t)(end - p - 1));
			p = end + 1;
		} else if (*p == '\\' && p[1] == '\'') {
			sbuf_addc(w, '\'');
			p += 2;
		} else if (p[0] == '&' && p[1] == '&') {
			sbuf_add(w, "&&", 2);
			p += 2;
		} else if (strchr("\"$`\\|&;<>()*?[]{}~\t\n", *p)) {
			return -1;
		} else {
			sbuf_addc(w, *p++);
		}
	}
	while (*p == ' ')
		p++;
	*s = p;
	return 0;
}

int pick_resume_split(const char *cmd, char **dir, struct pick_argv *words)
{
	*dir = NULL;
	struct sbuf w = {0};
	const char *s = cmd;
	int rc = 0;
	while (*s && rc == 0) {
		rc = next_word(&s, &w);
		if (rc == 0)
			pick_argv_push(words, w.data);
	}
	sbuf_free(&w);
	if (rc == 0 && words->n >= 3 && strcmp(words->v[0], "cd") == 0 && strcmp(words->v[2], "&&") == 0) {
		*dir = xstrdup(words->v[1]);
		for (int i = 0; i < 3; i++)
			free(words->v[i]);
		memmove(words->v, words->v + 3, (size_t)(words->n - 2) * sizeof(char *));
		words->n -= 3;
	}
	for (int i = 0; rc == 0 && i < words->n; i++)
		if (strcmp(words->v[i], "&&") == 0)
			rc = -1;
	if (rc == 0 && words->n == 0)
		rc = -1;
	return rc;
}

int pick_resume(const struct pick_row *r)
{
	if (!r->resume) {
		fprintf(stderr, "memgrep: session %s has no resume command\n", r->id);
		return 2;
	}
	char *dir;
	struct pick_argv words = {0};
	if (pick_resume_split(r->resume, &dir, &words) != 0) {
		fprintf(stderr, "memgrep: cannot run the resume command: %s\n", r->resume);
		pick_argv_free(&words);
		return 2;
	}
	if (dir && chdir(dir) != 0) {
		fprintf(stderr, "memgrep: cannot go to the session's folder %s: %s\n", dir, strerror(errno));
		free(dir);
		pick_argv_free(&words);
		return 2;
	}
	const char *with = getenv("MEMGREP_RESUME_CMD");
	struct pick_argv run = {0};
	if (with && *with)
		pick_argv_push(&run, with);
	for (int i = 0; i < words.n; i++)
		pick_argv_push(&run, words.v[i]);
	fflush(NULL);
	execvp(run.v[0], run.v);
	int e = errno;
	fprintf(stderr, "memgrep: cannot run %s: %s\n", run.v[0], strerror(e));
	free(dir);
	pick_argv_free(&words);
	pick_argv_free(&run);
	return e == ENOENT ? 127 : 126;
}

/* The folder the resume command goes to, else the project. */
static char *folder_of(const struct pick_row *r)
{
	char *dir = NULL;
	struct pick_argv words = {0};
	if (r->resume && pick_resume_split(r->resume, &dir, &words) == 0 && dir) {
		pick_argv_free(&words);
		return dir;
	}
	pick_argv_free(&words);
	free(dir);
	return r->raw_project ? xstrdup(r->raw_project) : NULL;
}

static void add_or_null(cJSON *o, const char *name, const char *v)
{
	if (v)
		cJSON_AddStringToObject(o, name, v);
	else
		cJSON_AddNullToObject(o, name);
}

int pick_print(const struct pick_row *r, bool json, FILE *out)
{
	if (json) {
		cJSON *o = cJSON_CreateObject();
		char *folder = folder_of(r);
		add_or_null(o, "id", r->id);
		add_or_null(o, "short_id", r->short_id);
		add_or_null(o, "source", r->source);
		add_or_null(o, "project", r->raw_project);
		add_or_null(o, "folder", folder);
		add_or_null(o, "title", r->raw_title);
		add_or_null(o, "resume", r->resume);
		add_or_null(o, "path", r->file);
		char *s = cJSON_PrintUnformatted(o);
		fprintf(out, "%s\n", s);
		free(s);
		free(folder);
		cJSON_Delete(o);
	} else {
		fprintf(out, "%s\n", r->id);
	}
	if (fflush(out) != 0 || ferror(out)) {
		fprintf(stderr, "memgrep: cannot write the session: %s\n", strerror(errno));
		return 2;
	}
	return 0;
}

void pick_copy(int fd, const char *text)
{
	static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	struct sbuf b = {0};
	sbuf_adds(&b, "\033]52;c;");
	size_t n = strlen(text);
	const unsigned char *s = (const unsigned char *)text;
	for (size_t i = 0; i < n; i += 3) {
		unsigned v = (unsigned)s[i] << 16 | (i + 1 < n ? (unsigned)s[i + 1] << 8 : 0) |
			     (i + 2 < n ? s[i + 2] : 0);
		sbuf_addc(&b, b64[v >> 18 & 63]);
		sbuf_addc(&b, b64[v >> 12 & 63]);
		sbuf_addc(&b, i + 1 < n ? b64[v >> 6 & 63] : '=');
		sbuf_addc(&b, i + 2 < n ? b64[v & 63] : '=');
	}
	sbuf_adds(&b, "\a");
	if (write(fd, b.data, b.len) < 0) {
		/* The terminal has gone: the copy is printed at exit all the same. */
	}
	sbuf_free(&b);
}
