/* commands: show, sessions and projects in a search run, and session ids
 * given as prefixes (see commands.h; docs/reference.md §11). */
#include "pipeline/search/commands.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/visible.h"
#include "base/zread.h"
#include "base/xalloc.h"
#include "pipeline/search/scan.h"
#include "stages/browse.h"
#include "stages/discover.h"
#include "stages/output/emit.h"
#include "sources/source.h"

static const char *base_name(const char *path)
{
	const char *s = strrchr(path, '/');
	return s ? s + 1 : path;
}

/* The session id of the session file at path (docs/reference.md §2), and
 * the source it was read as into *source. */
static char *file_session(const struct config *cfg, const char *path, unsigned *source, struct mg_error *err)
{
	int fd = source_open(path, 0);
	if (fd < 0) {
		mg_error_set(err, "cannot read %s: %s", path, strerror(errno));
		return NULL;
	}
	/* A prefix no id has: the file is read up to the first line that
	 * names its session, or whole when none does. */
	struct search_req one;
	search_req_of(cfg, &one);
	one.id_prefix = "\x01";
	struct matcher *m = matcher_new(cfg, err);
	if (!m) {
		close(fd);
		return NULL;
	}
	struct scan_ctx *c = scan_ctx_new(cfg, &one, m);
	struct file_res *f = file_res_new();
	f->path = xstrdup(path);
	f->compressed = source_compressed(base_name(path));
	enum source_id id;
	if (source_shape_of(path, &id) == SHAPE_DOCUMENT)
		scan_document(c, fd, f, id);
	else
		scan_file(c, fd, f);
	close(fd);
	/* A file with no valid line (a README, a truncated download) names
	 * no session: say so, rather than look for one named after it. */
	char *sid = NULL;
	if (f->fd_error)
		mg_error_set(err, "cannot read %s: %s", path, zread_strerror(f->fd_error));
	else if (f->stats->decoded == f->stats->malformed)
		mg_error_set(err, "%s holds no session: none of its lines is a session's JSON record", path);
	else
		sid = rank_session_id_of(f);
	*source = f->source;
	file_res_free(f);
	scan_ctx_free(c);
	matcher_free(m);
	return sid;
}

static void add_path(struct commands_own *own, const char *path)
{
	own->paths = xrealloc(own->paths, (own->npaths + 1) * sizeof *own->paths);
	own->paths[own->npaths++] = xstrdup(path);
}

/* The folder that holds path (xmalloc'd): "." for a bare name, "/" for a
 * name in the root. */
static char *parent(const char *path)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		return xstrdup(".");
	return xstrndup(path, slash == path ? 1 : (size_t)(slash - path));
}

/* The folder that holds the project's sessions of session file path, of
 * source `source`: its own folder; for <X>/subagents/f the folder that
 * holds <X>; for a subagent's chat that its source files in a folder
 * named after its parent (Gemini CLI's chats/<parent id>/<id>.jsonl), the
 * folder above. */
static char *project_folder(const char *path, unsigned source)
{
	char *dir = parent(path);
	char *parent_id = source_parent_session(source, path);
	bool in_parent = parent_id != NULL;
	free(parent_id);
	if (in_parent) {
		char *up = strchr(dir, '/') ? parent(dir) : xstrdup(".");
		free(dir);
		return up;
	}
	if (strcmp(base_name(dir), "subagents") != 0)
		return dir;
	/* subagents/f from inside <X>: <X>'s folder is "..". */
	char *x = parent(dir), *up = strcmp(dir, "subagents") == 0 ? xstrdup("..") : parent(x);
	free(dir);
	free(x);
	return up;
}

/* show FILE: its id, and where the rest of its session is looked for. */
static int prepare_file(const struct config *cfg, struct commands_own *own, struct search_result *res)
{
	unsigned source = SOURCE_NONE;
	own->id = file_session(cfg, cfg->target, &source, &res->err);
	if (!own->id) {
		res->failure = SEARCH_BAD_PATH;
		return MG_ERROR;
	}
	for (size_t i = 0; i < cfg->npaths; i++)
		add_path(own, cfg->paths[i]);
	if (!cfg->npaths) {
		const char *roots[SOURCE_COUNT];
		size_t n = discover_default_roots(cfg, &own->req, roots);
		struct stat st;
		for (size_t i = 0; i < n; i++)
			if (stat(roots[i], &st) == 0)
				add_path(own, roots[i]);
	}
	char *folder = project_folder(cfg->target, source);
	add_path(own, folder);
	free(folder);
	own->req.paths = own->paths;
	own->req.npaths = own->npaths;
	own->req.id_prefix = own->id;
	/* From here on the session is asked for by its id. */
	own->req.target = own->id;
	return MG_MATCH;
}

int commands_prepare(const struct config *cfg, const struct search_req *base, struct commands_own *own,
		     struct search_result *res)
{
	memset(own, 0, sizeof *own);
	own->req = *base;
	if (cfg->command != CMD_SHOW)
		return MG_MATCH;
	struct stat st;
	if ((stat(cfg->target, &st) == 0 && S_ISREG(st.st_mode)) || source_is_db_session(cfg->target))
		return prepare_file(cfg, own, res);
	if (strchr(cfg->target, '/') || stat(cfg->target, &st) == 0) {
		struct sbuf shown = {0};
		mg_quote(&shown, cfg->target, 80);
		mg_error_set(&res->err,
			     "%s is not a session file (give a session's id, a prefix of it, "
			     "or its file)",
			     shown.data);
		sbuf_free(&shown);
		res->failure = SEARCH_BAD_PATH;
		return MG_ERROR;
	}
	own->req.id_prefix = cfg->target;
	return MG_MATCH;
}

void commands_release(struct commands_own *own)
{
	for (size_t i = 0; i < own->npaths; i++)
		free(own->paths[i]);
	free(own->paths);
	free(own->id);
	for (size_t i = 0; i < own->nexcludes; i++)
		free(own->excludes[i]);
	free(own->excludes);
	memset(own, 0, sizeof *own);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* "YYYY-MM-DD HH:MM" in local time, or "no date". */
static void local_time(struct sbuf *b, const struct session *s)
{
	if (s->has_latest)
		ts_add_minute(b, s->latest, true);
	else
		sbuf_adds(b, "no date");
}

/* A candidate of an ambiguous prefix, as a line under the error: its
 * id, and with s its source, time, project and title; names and title
 * as the text format shows them (docs/reference.md §11.2). */
static void candidate_line(struct sbuf *b, const char *id, const struct session *s, struct redact *redact)
{
	sbuf_adds(b, "  ");
	visible_add_name(b, id, strlen(id));
	if (!s)
		return;
	sbuf_printf(b, "  %-6s  ", source_table[s->source].name);
	local_time(b, s);
	sbuf_adds(b, "  ");
	visible_add_name(b, s->project, strlen(s->project));
	if (s->title) {
		struct sbuf one = {0}, red = {0};
		const char *t = s->title;
		size_t len = strlen(t);
		/* Its secrets replaced (docs/reference.md §4.6). */
		if (redact && redact_text(redact, t, len, &red)) {
			t = red.data;
			len = red.len;
		}
		emit_one_line(t, len, SIZE_MAX, &one);
		sbuf_free(&red);
		sbuf_adds(b, "  ");
		visible_add_text(b, one.data, one.len);
		sbuf_free(&one);
	}
}

/* "  ID  SOURCE  PROJECT" lines of the candidates (as many as fit), and
 * their ids, into res. */
static void list_candidates(struct search_result *res, char *const *ids, const char *const *lines, size_t n)
{
	size_t dl = 0, il = 0;
	res->detail[0] = res->ids[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		int w = snprintf(res->detail + dl, sizeof res->detail - dl, "%s\n", lines[i]);
		if (w < 0 || (size_t)w >= sizeof res->detail - dl - 32) {
			snprintf(res->detail + dl, sizeof res->detail - dl, "  … and %zu more\n", n - i);
			break;
		}
		dl += (size_t)w;
	}
	for (size_t i = 0; i < n; i++) {
		int w = snprintf(res->ids + il, sizeof res->ids - il, "%s%s", i ? "," : "", ids[i]);
		if (w < 0 || (size_t)w >= sizeof res->ids - il) {
			res->ids[il] = '\0';
			break;
		}
		il += (size_t)w;
	}
}

/* The one id among files[0..n) that is x or starts with x: 0 (*one set),
 * else how many distinct ids x starts (the ids in *all, xmalloc'd, sorted). */
static size_t ids_of(const char *x, struct file_res *const *files, size_t n, char **one, char ***all)
{
	size_t len = strlen(x), k = 0;
	char **ids = xcalloc(n + 1, sizeof *ids);
	for (size_t i = 0; i < n; i++) {
		char *id = rank_session_id_of(files[i]);
		if (strcasecmp(id, x) == 0) {
			for (size_t j = 0; j < k; j++)
				free(ids[j]);
			free(ids);
			*one = id;
			*all = NULL;
			return 0;
		}
		if (strncasecmp(id, x, len) == 0)
			ids[k++] = id;
		else
			free(id);
	}
	qsort(ids, k, sizeof *ids, cmp_str);
	size_t d = 0;
	for (size_t i = 0; i < k; i++) {
		if (d && strcmp(ids[d - 1], ids[i]) == 0)
			free(ids[i]);
		else
			ids[d++] = ids[i];
	}
	*one = d == 1 ? ids[0] : NULL;
	if (d == 1) {
		free(ids);
		*all = NULL;
		return 0;
	}
	*all = ids;
	return d;
}

int commands_excludes(struct commands_own *own, struct file_res *const *files, size_t n,
		      void (*warn)(void *arg, const char *msg), void *arg, struct search_result *res)
{
	struct search_req *req = &own->req;
	if (!req->nexcludes)
		return MG_MATCH;
	own->excludes = xcalloc(req->nexcludes + 1, sizeof *own->excludes);
	for (size_t i = 0; i < req->nexcludes; i++) {
		const char *x = req->excludes[i];
		char *one, **all;
		size_t d = ids_of(x, files, n, &one, &all);
		if (d > 1) {
			const char **lines = xcalloc(d, sizeof *lines);
			struct sbuf *bufs = xcalloc(d, sizeof *bufs);
			for (size_t k = 0; k < d; k++) {
				candidate_line(&bufs[k], all[k], NULL, NULL);
				lines[k] = bufs[k].data;
			}
			list_candidates(res, all, lines, d);
			struct sbuf shown = {0};
			mg_quote(&shown, x, 80);
			mg_error_set(
			    &res->err,
			    "--exclude-session %s is ambiguous: it starts %zu session ids:", shown.data, d);
			sbuf_free(&shown);
			for (size_t k = 0; k < d; k++) {
				sbuf_free(&bufs[k]);
				free(all[k]);
			}
			free(bufs);
			free(lines);
			free(all);
			res->failure = SEARCH_AMBIGUOUS;
			return MG_ERROR;
		}
		free(all);
		if (!one) {
			struct sbuf msg = {0};
			sbuf_adds(&msg, "--exclude-session ");
			mg_quote(&msg, x, 80);
			sbuf_adds(&msg, ": no session has this id or starts with it");
			warn(arg, msg.data);
			sbuf_free(&msg);
			one = xstrdup(x);
		}
		own->excludes[own->nexcludes++] = one;
	}
	req->excludes = own->excludes;
	req->exclude_exact = true;
	return MG_MATCH;
}

/* show: one line on stderr when the session gets no resume command
 * because its id or project could not be pasted safely (docs/reference.md
 * §2); before the text, which may go through a pager. jsonl has no
 * session member to miss it. */
static void resume_note(const struct config *cfg, const struct session *s, FILE *err)
{
	if (!err || cfg->quiet || cfg->format == FMT_JSONL)
		return;
	struct sbuf why = {0};
	if (source_resume_refused(s->source, s->project, s->id, &why))
		fprintf(err, "memgrep: no resume command for this session: %s\n", why.data);
	sbuf_free(&why);
}

/* show: the one session target names, printed; or why not. */
static int print_show(const struct format_ctx *fc, const char *target, struct rank_result *rr, FILE *out,
		      FILE *err, struct search_result *res, bool *write_failed)
{
	const struct config *cfg = fc->cfg;
	struct session **found;
	size_t n = browse_find(rr, target, &found);
	struct sbuf shown = {0};
	mg_quote(&shown, target, 80);
	int status = MG_MATCH;
	if (n == 0) {
		mg_error_set(&res->err, "no session %s in %s", shown.data, fc->scope);
		res->failure = SEARCH_UNKNOWN;
		if (err && !cfg->quiet)
			fprintf(err, "memgrep: %s\n", res->err.msg);
		status = MG_NOMATCH;
	} else if (n > 1) {
		char **ids = xcalloc(n, sizeof *ids);
		const char **lines = xcalloc(n, sizeof *lines);
		struct sbuf *bufs = xcalloc(n, sizeof *bufs);
		for (size_t i = 0; i < n; i++) {
			ids[i] = (char *)found[i]->id;
			candidate_line(&bufs[i], found[i]->id, found[i], fc->redact);
			lines[i] = bufs[i].data;
		}
		list_candidates(res, ids, lines, n);
		for (size_t i = 0; i < n; i++)
			sbuf_free(&bufs[i]);
		free(bufs);
		free(lines);
		free(ids);
		mg_error_set(&res->err,
			     "session id prefix %s is ambiguous: it starts %zu sessions:", shown.data, n);
		res->failure = SEARCH_AMBIGUOUS;
		status = MG_ERROR;
	} else {
		struct out_entry en;
		size_t focus;
		bool viewed = browse_view(cfg, found[0], &en, &focus, &res->err);
		/* json's short_id: as a search or a listing would print it. */
		en.short_len = rank_unique_prefix(en.s->id, rr->ids, rr->nids, 7);
		if (!viewed) {
			res->failure = SEARCH_BAD_ARG;
			status = MG_ERROR;
		} else {
			resume_note(cfg, en.s, err);
			struct format_ctx sfc = *fc;
			sfc.first_hit = &res->first_hit;
			if (format_show(&sfc, &en, out) != 0)
				*write_failed = true;
		}
		free(en.msgs);
	}
	sbuf_free(&shown);
	free(found);
	return status;
}

int commands_print(const struct format_ctx *fc, const struct search_req *req, struct rank_result *rr,
		   FILE *out, FILE *err, struct search_result *res, bool *write_failed)
{
	const struct config *cfg = fc->cfg;
	if (cfg->command == CMD_SHOW)
		return print_show(fc, req->target, rr, out, err, res, write_failed);
	const char *what = cfg->command == CMD_SESSIONS ? "sessions" : "projects";
	size_t shown, total;
	if (cfg->command == CMD_SESSIONS) {
		shown = rr->nentries;
		total = rr->total;
		if ((shown || cfg->format == FMT_JSON) && format_sessions(fc, rr, out) != 0)
			*write_failed = true;
	} else {
		struct project_row *rows;
		shown = browse_projects(cfg, rr, &rows, &total);
		if ((shown || cfg->format == FMT_JSON) &&
		    format_projects(fc, rows, shown, total, res->timed_out, out) != 0)
			*write_failed = true;
		free(rows);
	}
	if (!shown && format_none_shown(cfg, what, total, err))
		;
	else if (err && !cfg->quiet && !shown)
		fprintf(err, "No %s found in %s.\n", what, fc->scope);
	else
		format_cut_notice(cfg, what, shown, total, err);
	return shown ? MG_MATCH : MG_NOMATCH;
}
