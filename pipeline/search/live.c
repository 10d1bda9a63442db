/* live: the live session a search is run from, found by its files (see
 * live.h): each source lists the recent session files of the current
 * folder's project; the end of each is decoded line by line with its
 * source's decoder, and a tool call of this search that no result has
 * answered yet marks its session live. */
#include "pipeline/search/live.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/json_line.h"
#include "base/visible.h"
#include "base/xalloc.h"
#include "sources/source.h"

static bool word_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c >= 0x80;
}

/* Whether s holds every word of query (its runs of word bytes), and how
 * many words query has in *nwords. */
static bool holds_words(const char *s, const char *query, size_t *nwords)
{
	size_t n = 0, slen = strlen(s);
	for (const char *q = query; *q;) {
		if (!word_byte((unsigned char)*q)) {
			q++;
			continue;
		}
		const char *w = q;
		while (*q && word_byte((unsigned char)*q))
			q++;
		n++;
		if (!memmem(s, slen, w, (size_t)(q - w)))
			return false;
	}
	*nwords = n;
	return n > 0;
}

static bool strings_hold(const cJSON *v, const char *query, bool named, int depth)
{
	if (!v || depth > 32)
		return false;
	if (cJSON_IsString(v)) {
		size_t n;
		return holds_words(v->valuestring, query, &n) && (named || strstr(v->valuestring, "memgrep"));
	}
	for (const cJSON *c = v->child; c; c = c->next)
		if (strings_hold(c, query, named, depth + 1))
			return true;
	return false;
}

bool live_call_is(const char *name, const cJSON *input, const char *query)
{
	return strings_hold(input, query, name && strstr(name, "memgrep"), 0);
}

/* Up to want bytes of fd from off into buf: how many were read. */
static size_t read_at(int fd, char *buf, size_t want, off_t off)
{
	size_t got = 0;
	while (got < want) {
		ssize_t r = pread(fd, buf + got, want - got, off + (off_t)got);
		if (r <= 0)
			break;
		got += (size_t)r;
	}
	return got;
}

/* The calls of this search that no result has answered yet, by id. */
struct pending {
	char **ids;
	size_t n, cap;
};

static void pending_take(struct pending *p, const struct line_view *lv, const char *query)
{
	for (size_t i = 0; i < lv->nlinks; i++) {
		const struct tool_link *l = &lv->links[i];
		if (!l->id)
			continue;
		if (l->result) {
			for (size_t k = 0; k < p->n; k++) {
				if (strcmp(p->ids[k], l->id) == 0) {
					free(p->ids[k]);
					p->ids[k--] = p->ids[--p->n];
				}
			}
		} else if (live_call_is(l->name, l->input, query)) {
			xgrow((void **)&p->ids, &p->cap, p->n + 1, sizeof *p->ids);
			p->ids[p->n++] = xstrdup(l->id);
		}
	}
}

/* Decodes each whole line of buf[0..len) (the first only when whole is
 * set: a tail's first line may be cut), calling pending_take with it when
 * p is not NULL; the first session id met goes to *sid (xmalloc'd). */
static void decode_lines(enum source_id src, const char *buf, size_t len, bool whole, const char *query,
			 struct pending *p, char **sid)
{
	struct line_decoder *ld = line_decoder_new();
	struct json_decoder *jd = json_decoder_new();
	const char *at = buf, *end = buf + len;
	if (!whole) {
		const char *nl = memchr(at, '\n', len);
		at = nl ? nl + 1 : end;
	}
	while (at < end && (p || !*sid)) {
		const char *nl = memchr(at, '\n', (size_t)(end - at));
		if (!nl)
			break; /* a line still being written, or cut by the read */
		cJSON *root = json_decode(jd, at, (size_t)(nl - at));
		struct line_view lv;
		if (root && source_decode(src, ld, root, &lv) == 0) {
			if (!*sid && lv.session_id)
				*sid = xstrdup(lv.session_id);
			if (p)
				pending_take(p, &lv, query);
		}
		at = nl + 1;
	}
	json_decoder_free(jd);
	line_decoder_free(ld);
}

/* The session id of the file at path when its last LIVE_TAIL bytes hold
 * a pending call of this search (xmalloc'd), else NULL. The id is the
 * file's first (read from its first MiB), as a search names its session
 * (pipeline/search/scan_meta.c). */
static char *live_file(enum source_id src, const char *path, const char *query)
{
	enum { HEAD = 1 << 20 };
	int fd = source_open(path, O_NONBLOCK);
	struct stat st;
	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return NULL;
	}
	size_t size = (size_t)st.st_size, want = size < LIVE_TAIL ? size : LIVE_TAIL;
	char *buf = xmalloc(want > HEAD ? want : HEAD);
	size_t got = read_at(fd, buf, want, (off_t)(size - want));
	struct pending p = {0};
	char *sid = NULL, *tail_sid = NULL;
	decode_lines(src, buf, got, want == size, query, &p, &tail_sid);
	if (p.n) {
		got = read_at(fd, buf, size < HEAD ? size : HEAD, 0);
		decode_lines(src, buf, got, true, query, NULL, &sid);
	}
	for (size_t i = 0; i < p.n; i++)
		free(p.ids[i]);
	free(p.ids);
	free(tail_sid);
	free(buf);
	close(fd);
	return sid;
}

static bool applies(const struct config *cfg, const struct search_req *req)
{
	size_t n = 0;
	return cfg->command == CMD_SEARCH && !cfg->include_live && !cfg->current_session && !cfg->nexclude &&
	       !cfg->partial && !req->npaths && !req->files_from && cfg->query_text &&
	       holds_words(cfg->query_text, cfg->query_text, &n);
}

/* A recent session file of the project, with its size when it was last
 * read. */
struct cand {
	char *path;
	off_t size;
};
struct round {
	const struct config *cfg;
	const struct search_req *req;
	const char *dir;
	struct cand *c;
	size_t n, cap;
	size_t idcap;
	struct live_set *out;
};

static off_t size_of(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 ? st.st_size : -1;
}

static void add_id(struct round *r, char *id)
{
	struct live_set *out = r->out;
	for (size_t j = 0; j < out->n; j++) {
		if (strcmp(out->ids[j], id) == 0) {
			free(id);
			return;
		}
	}
	xgrow((void **)&out->ids, &r->idcap, out->n + 1, sizeof *out->ids);
	out->ids[out->n++] = id;
}

/* One look: each recent session file of the project that is new or has
 * changed size since the last look is read. */
static void look(struct round *r)
{
	int64_t since = (int64_t)time(NULL) - LIVE_WINDOW_S;
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const struct source *s = &source_table[i];
		char *root =
		    (r->req->sources & (1u << i)) && s->live_files ? source_root((enum source_id)i) : NULL;
		if (!root)
			continue;
		struct path_list files = {0};
		s->live_files(root, r->dir, since, &files);
		for (size_t k = 0; k < files.n; k++) {
			off_t size = size_of(files.v[k]);
			size_t j = 0;
			while (j < r->n && strcmp(r->c[j].path, files.v[k]) != 0)
				j++;
			if (j < r->n && r->c[j].size == size)
				continue;
			if (j == r->n) {
				xgrow((void **)&r->c, &r->cap, r->n + 1, sizeof *r->c);
				r->c[r->n++] = (struct cand){xstrdup(files.v[k]), size};
			}
			r->c[j].size = size;
			char *id = live_file((enum source_id)i, files.v[k], r->cfg->query_text);
			if (id)
				add_id(r, id);
		}
		path_list_free(&files);
		free(root);
	}
}

/* Whether an agent's tool runs this process: the variables Claude Code
 * (CLAUDECODE, for its Bash tool and its MCP servers), Codex
 * (CODEX_THREAD_ID), Gemini CLI (GEMINI_CLI, for its shell tool) and Qwen
 * Code (QWEN_CODE, for its shell tool) set. */
static bool in_agent(void)
{
	static const char *const vars[] = {"CLAUDECODE", "CODEX_THREAD_ID", "GEMINI_CLI", "QWEN_CODE"};
	for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
		const char *v = getenv(vars[i]);
		if (v && *v)
			return true;
	}
	return false;
}

void live_find(const struct config *cfg, struct search_req *req, struct live_set *out)
{
	*out = (struct live_set){0};
	char *dir = applies(cfg, req) ? getcwd(NULL, 0) : NULL;
	if (!dir)
		return;
	struct round r = {.cfg = cfg, .req = req, .dir = dir, .out = out};
	look(&r);
	/* An agent may run its tool before its transcript holds the call
	 * (Claude Code 2.1 writes its lines from a queue drained every 100
	 * ms, and creates a new session's file with the first drain): inside
	 * an agent, the project's files are looked at again, as they appear
	 * and grow, for at most LIVE_WAIT_MS. */
	const struct timespec poll = {0, LIVE_POLL_MS * 1000000L};
	for (int waited = 0; !out->n && waited < LIVE_WAIT_MS && in_agent(); waited += LIVE_POLL_MS) {
		nanosleep(&poll, NULL);
		look(&r);
	}
	for (size_t i = 0; i < r.n; i++)
		free(r.c[i].path);
	free(r.c);
	free(dir);
	req->live = out->ids;
	req->nlive = out->n;
}

void live_free(struct live_set *s)
{
	for (size_t i = 0; i < s->n; i++)
		free(s->ids[i]);
	free(s->ids);
	*s = (struct live_set){0};
}

void live_note(const struct search_req *req, FILE *err)
{
	if (!req->nlive || !err || req->count_dropped || req->quiet)
		return;
	struct sbuf b = {0};
	sbuf_printf(&b, "memgrep: %zu live session%s left out (", req->nlive, req->nlive == 1 ? "" : "s");
	for (size_t i = 0; i < req->nlive; i++) {
		if (i)
			sbuf_adds(&b, ", ");
		visible_add_name(&b, req->live[i], strlen(req->live[i]));
	}
	sbuf_printf(&b, "): the session%s this search runs from; --include-live searches %s\n",
		    req->nlive == 1 ? "" : "s", req->nlive == 1 ? "it" : "them");
	fputs(b.data, err);
	sbuf_free(&b);
}
