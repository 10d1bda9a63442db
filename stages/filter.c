/* filter: the message- and session-level filters of
 * docs/reference.md §4.1. */
#include "stages/filter.h"

#include <cjson/cJSON.h>
#include <fnmatch.h>

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/text.h"
#include "base/xalloc.h"

const struct filter_row filter_rows[] = {
    {FILTER_MESSAGE, DROP_NOISE, "noise", "try --keep-noise",
     " text the agent injected, which is not searched)", DETAIL_NONE, "--keep-noise"},
    {FILTER_MESSAGE, DROP_SHORT, "short", "try --min-length 0", " shorter than --min-length %zu)",
     DETAIL_MIN_LENGTH, "--min-length"},
    {FILTER_MESSAGE, DROP_RECALL_OUTPUT, "recall_output", "try --keep-noise", " memgrep results pasted back)",
     DETAIL_NONE, "--keep-noise"},
    {FILTER_MESSAGE, DROP_TYPE, "type", "", "", DETAIL_KINDS, "--type"},
    {FILTER_MESSAGE, DROP_TIME, "time", "try a wider --since / --until", " outside it)", DETAIL_NONE,
     "--since/--until"},
    {FILTER_MESSAGE, DROP_RECALL_CUTOFF, "recall_cutoff", "try --recall-cutoff off",
     " cut after a memory search in their session)", DETAIL_NONE, "--recall-cutoff"},
    {FILTER_MESSAGE, DROP_FORK, "recall_fork", "try --forks", " in the files of earlier memory recalls)",
     DETAIL_NONE, "--forks"},
    {FILTER_SESSION, SESSION_PROJECT, NULL, "try another --project",
     " in other projects; memgrep projects lists them)", DETAIL_NONE, "--project"},
    {FILTER_SESSION, SESSION_HERE, NULL, "try without --here", " in projects outside %s)", DETAIL_CWD,
     "--here"},
    {FILTER_SESSION, SESSION_LIVE, NULL, "try --include-live",
     " in the live session this search runs from, which it leaves out)", DETAIL_NONE, "--include-live"},
    {FILTER_SESSION, SESSION_EXCLUDED, NULL, "try without --exclude-session",
     " in the sessions it leaves out)", DETAIL_NONE, "--exclude-session"},
    {FILTER_SESSION, SESSION_CURRENT, NULL, "unset CLAUDE_SESSION_ID",
     " in the current session, which a search leaves out)", DETAIL_NONE, "CLAUDE_SESSION_ID"},
    {FILTER_SESSION, SESSION_KEPT, NULL, "try without --file",
     " in sessions whose tool calls never named the file)", DETAIL_NONE, "--file"},
    /* Nothing lifts it: the hint says where the matches went. */
    {FILTER_MESSAGE, DROP_REWOUND, "rewound", "the session was rewound",
     " in turns that a rewind took back, which are not searched)", DETAIL_NONE, "a rewind"},
    /* Counted, never hinted: rank's drops. */
    {FILTER_MESSAGE, DROP_NONE, "none", NULL, NULL, DETAIL_NONE, NULL},
    {FILTER_MESSAGE, DROP_SESSION, "session", NULL, NULL, DETAIL_NONE, NULL},
    {FILTER_MESSAGE, DROP_DUPLICATE, "duplicate", NULL, NULL, DETAIL_NONE, NULL},
};
const size_t filter_nrows = sizeof filter_rows / sizeof filter_rows[0];

const char *drop_reason_name(enum drop_reason r)
{
	for (size_t i = 0; i < filter_nrows; i++)
		if (filter_rows[i].level == FILTER_MESSAGE && filter_rows[i].id == (int)r)
			return filter_rows[i].name;
	return "?";
}

/* Terminal columns of text after trimming White_Space at both ends
 * (docs/reference.md §4.1: a wide character counts 2), counting only up to
 * `enough`. */
static size_t trimmed_length(const char *s, size_t len, size_t enough)
{
	size_t i = 0, n = 0, pending = 0;
	bool started = false;
	while (i < len && n < enough) {
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		bool space = cp >= 0 && text_is_space((uint32_t)cp);
		size_t w = cp < 0 ? 1 : text_width((uint32_t)cp);
		if (!space) {
			n += started ? pending + w : w;
			started = true;
			pending = 0;
		} else if (started) {
			pending += w;
		}
		i += adv;
	}
	return n;
}

/* ^\[[0-9]+/[0-9]+\]\s+[a-f0-9]{7}[a-f0-9-]*\s+• with \s = [ \t\v\f\r],
 * from the first column of one line (a short id is 7 characters or more:
 * stages/rank.h). */
static bool header_line(const char *s, size_t len)
{
	size_t i = 0;
#define SPACE(c) ((c) == ' ' || (c) == '\t' || (c) == '\v' || (c) == '\f' || (c) == '\r')
#define DIGIT(c) ((c) >= '0' && (c) <= '9')
	if (i >= len || s[i++] != '[')
		return false;
	size_t d = i;
	while (i < len && DIGIT(s[i]))
		i++;
	if (i == d || i >= len || s[i++] != '/')
		return false;
	d = i;
	while (i < len && DIGIT(s[i]))
		i++;
	if (i == d || i >= len || s[i++] != ']')
		return false;
	d = i;
	while (i < len && SPACE(s[i]))
		i++;
	if (i == d)
		return false;
	for (int k = 0; k < 7; k++, i++)
		if (i >= len || !(DIGIT(s[i]) || (s[i] >= 'a' && s[i] <= 'f')))
			return false;
	while (i < len && (DIGIT(s[i]) || (s[i] >= 'a' && s[i] <= 'f') || s[i] == '-'))
		i++;
	d = i;
	while (i < len && SPACE(s[i]))
		i++;
	if (i == d)
		return false;
	return len - i >= 3 && memcmp(s + i, "\xE2\x80\xA2", 3) == 0;
#undef SPACE
#undef DIGIT
}

bool index_is_recall_output(const char *text, size_t len)
{
	size_t i = 0;
	while (i <= len) {
		const char *nl = memchr(text + i, '\n', len - i);
		size_t end = nl ? (size_t)(nl - text) : len;
		if (header_line(text + i, end - i))
			return true;
		if (!nl)
			break;
		i = end + 1;
	}
	return false;
}

enum drop_reason filter_message(const struct config *cfg, bool browse, enum msg_type t, const char *text,
				size_t len)
{
	if (!(cfg->kinds & (1u << t)))
		return DROP_TYPE;
	/* show and the listings keep short messages and pasted results: they
	 * are part of the conversation (docs/reference.md §11). */
	if (cfg->keep_noise || browse)
		return DROP_NONE;
	if (cfg->min_length && trimmed_length(text, len, cfg->min_length) < cfg->min_length)
		return DROP_SHORT;
	if (index_is_recall_output(text, len))
		return DROP_RECALL_OUTPUT;
	return DROP_NONE;
}

unsigned filter_message_all(const struct config *cfg, enum msg_type t, const char *text, size_t len,
			    bool timed, bool has_ts, struct instant ts)
{
	unsigned all = 0;
	if (!(cfg->kinds & (1u << t)))
		all |= 1u << DROP_TYPE;
	if (!cfg->keep_noise && cfg->min_length &&
	    trimmed_length(text, len, cfg->min_length) < cfg->min_length)
		all |= 1u << DROP_SHORT;
	if (!cfg->keep_noise && index_is_recall_output(text, len))
		all |= 1u << DROP_RECALL_OUTPUT;
	if (timed && filter_time(cfg, has_ts, ts) != DROP_NONE)
		all |= 1u << DROP_TIME;
	return all;
}

unsigned filter_lifted(enum drop_reason r)
{
	/* --keep-noise turns off the noise markers, --min-length and the
	 * pasted results at once (filter_message). */
	unsigned noise = 1u << DROP_NOISE | 1u << DROP_SHORT | 1u << DROP_RECALL_OUTPUT;
	return r == DROP_NOISE || r == DROP_RECALL_OUTPUT ? noise : 1u << r;
}

enum drop_reason filter_time(const struct config *cfg, bool has_ts, struct instant ts)
{
	if (!cfg->has_since && !cfg->has_until)
		return DROP_NONE;
	if (!has_ts)
		return DROP_TIME;
	if (cfg->has_since && instant_cmp(ts, cfg->since) < 0)
		return DROP_TIME;
	if (cfg->has_until && instant_cmp(ts, cfg->until) > 0)
		return DROP_TIME;
	return DROP_NONE;
}

/* s folded as the query's terms are (docs/reference.md §0: simple
 * lowercase), a byte that is not UTF-8 kept as it is; xmalloc'd. */
static char *folded(const char *s)
{
	size_t len = strlen(s), o = 0;
	char *out = xmalloc(len * 2 + 1);
	for (size_t i = 0; i < len;) {
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		if (cp < 0)
			out[o++] = s[i];
		else
			o += text_encode(text_lower((uint32_t)cp), out + o);
		i += adv;
	}
	out[o] = '\0';
	return out;
}

/* --project: whether project holds substr, case folded. */
static bool project_holds(const char *project, const char *substr)
{
	char *p = folded(project), *x = folded(substr);
	bool in = strstr(p, x) != NULL;
	free(p);
	free(x);
	return in;
}

/* The session filters that are not the project's: the current session,
 * the live ones, --exclude-session; SESSION_KEPT when none leaves it out. */
static enum session_drop left_out_by_id(const struct config *cfg, const struct search_req *req,
					const char *session_id)
{
	/* An id given to --exclude-session may be a prefix: the search driver
	 * resolves it to one whole id (exclude_exact) unless --stream, where
	 * every session it starts is left out. The current session is
	 * always a whole id. */
	if (cfg->current_session && strcmp(cfg->current_session, session_id) == 0)
		return SESSION_CURRENT;
	for (size_t i = 0; req && i < req->nlive; i++)
		if (strcmp(req->live[i], session_id) == 0)
			return SESSION_LIVE;
	char *const *excludes = req ? req->excludes : cfg->exclude_sessions;
	size_t n = req ? req->nexcludes : cfg->nexclude;
	bool exact = req && req->exclude_exact;
	for (size_t i = 0; i < n; i++) {
		const char *x = excludes[i];
		if (exact ? strcasecmp(x, session_id) == 0 : strncasecmp(x, session_id, strlen(x)) == 0)
			return SESSION_EXCLUDED;
	}
	return SESSION_KEPT;
}

/* --here: cwd is the project that holds the current folder (config); its
 * sessions, and those of the folders below it, are kept. */
static bool outside_here(const struct config *cfg, const char *project)
{
	if (!cfg->here)
		return false;
	size_t n = strlen(cfg->cwd);
	bool root = n == 1 && cfg->cwd[0] == '/';
	return strncmp(project, cfg->cwd, n) != 0 || !(project[n] == '\0' || project[n] == '/' || root);
}

enum session_drop filter_session_why(const struct config *cfg, const struct search_req *req,
				     const char *session_id, const char *project)
{
	enum session_drop why = left_out_by_id(cfg, req, session_id);
	if (why != SESSION_KEPT)
		return why;
	if (cfg->project && !project_holds(project, cfg->project))
		return SESSION_PROJECT;
	return outside_here(cfg, project) ? SESSION_HERE : SESSION_KEPT;
}

unsigned filter_session_all(const struct config *cfg, const struct search_req *req, const char *session_id,
			    const char *project)
{
	enum session_drop why = left_out_by_id(cfg, req, session_id);
	unsigned all = why != SESSION_KEPT ? 1u << why : 0;
	if (cfg->project && !project_holds(project, cfg->project))
		all |= 1u << SESSION_PROJECT;
	if (outside_here(cfg, project))
		all |= 1u << SESSION_HERE;
	return all;
}

bool filter_session(const struct config *cfg, const struct search_req *req, const char *session_id,
		    const char *project)
{
	return filter_session_why(cfg, req, session_id, project) == SESSION_KEPT;
}

/* What --file names (docs/reference.md §4.1): a file, a folder (a path
 * ending in '/': every file below it), or a glob (with * ? or [: fnmatch
 * over as many of a path's last components as it has). */
static bool is_glob(const char *path)
{
	return strpbrk(path, "*?[") != NULL;
}

static bool is_dir(const char *path)
{
	size_t m = strlen(path);
	return m > 1 && path[m - 1] == '/';
}

/* Whether the path value (n bytes, not NUL-ended) fits the glob: its last
 * k + 1 components, k the glob's '/'s. */
static bool glob_fits(const char *glob, const char *value, size_t n)
{
	size_t k = 0;
	for (const char *q = glob; *q; q++)
		k += *q == '/';
	const char *tail = value + n;
	while (tail > value && !(tail[-1] == '/' && k-- == 0))
		tail--;
	char *t = xstrndup(tail, (size_t)(value + n - tail));
	bool fits = fnmatch(glob, t, FNM_PATHNAME) == 0;
	free(t);
	return fits;
}

/* Whether value[at..at+m) is where a folder's path starts: at the value's
 * start or after a '/'. */
static bool at_component(const char *value, const char *at)
{
	return at == value || at[-1] == '/';
}

static bool names_path(const char *value, const char *path)
{
	size_t n = strlen(value), m = strlen(path);
	if (is_glob(path))
		return glob_fits(path, value, n);
	if (is_dir(path)) {
		/* Below the folder (or the folder itself, without its '/'). */
		for (const char *at = strstr(value, path); at; at = strstr(at + 1, path))
			if (at_component(value, at))
				return true;
		return n == m - 1 ? strncmp(value, path, m - 1) == 0
				  : n > m - 1 && strncmp(value + n - (m - 1), path, m - 1) == 0 &&
					value[n - m] == '/';
	}
	if (n < m || strcmp(value + n - m, path) != 0)
		return false;
	return n == m || value[n - m - 1] == '/';
}

void filter_touch_literal(const char *path, const char **from, const char **to)
{
	const char *base = path;
	size_t tl = strlen(path);
	while (tl > 1 && path[tl - 1] == '/')
		tl--;
	for (size_t i = 0; i + 1 < tl; i++)
		if (path[i] == '/')
			base = path + i + 1;
	*from = base;
	*to = path + tl;
	if (!is_glob(base))
		return;
	/* A glob's longest run of literal characters outside brackets. */
	*from = *to = base;
	bool in_class = false;
	for (const char *q = base, *run = base; q <= path + tl; q++) {
		bool end = q == path + tl, lit = !end && !in_class && !strchr("*?[", *q);
		if (!end && *q == '[')
			in_class = true;
		else if (!end && *q == ']' && in_class)
			in_class = false, run = q + 1;
		if (!lit) {
			if (q - run > *to - *from)
				*from = run, *to = q;
			run = q + 1;
		}
	}
}

static const char around[] = " \t\n\r\v\f'\"=<>|;&():,`";

/* A command's words (between the characters of `around`), each tested as
 * a path value. */
static bool command_words(const char *cmd, const char *path)
{
	for (const char *w = cmd; *w;) {
		size_t n = strcspn(w, around);
		if (n) {
			char *word = xstrndup(w, n);
			bool named = names_path(word, path);
			free(word);
			if (named)
				return true;
		}
		w += n;
		if (*w)
			w++;
	}
	return false;
}

static bool command_names(const char *cmd, const char *path)
{
	if (is_glob(path) || is_dir(path))
		return command_words(cmd, path);
	size_t m = strlen(path);
	for (const char *at = strstr(cmd, path); at; at = strstr(at + 1, path)) {
		char before = at == cmd ? ' ' : at[-1], after = at[m] ? at[m] : ' ';
		if ((before == '/' || strchr(around, before)) && strchr(around, after))
			return true;
	}
	return false;
}

static bool input_names(const cJSON *v, const char *path, int depth)
{
	if (depth > 64)
		return false;
	if (cJSON_IsString(v))
		return depth == 0 && command_names(v->valuestring, path);
	for (const cJSON *c = v ? v->child : NULL; c; c = c->next) {
		const char *k = c->string ? c->string : "";
		bool file_key =
		    strcmp(k, "file_path") == 0 || strcmp(k, "path") == 0 || strcmp(k, "notebook_path") == 0;
		if (file_key && cJSON_IsString(c) && names_path(c->valuestring, path))
			return true;
		if (strcmp(k, "command") == 0) {
			if (cJSON_IsString(c) && command_names(c->valuestring, path))
				return true;
			for (const cJSON *w = cJSON_IsArray(c) ? c->child : NULL; w; w = w->next)
				if (cJSON_IsString(w) && command_names(w->valuestring, path))
					return true;
		}
		if ((cJSON_IsObject(c) || cJSON_IsArray(c)) && input_names(c, path, depth + 1))
			return true;
	}
	return false;
}

/* Adds to out what input_names(v, any path, depth) would look at. */
static void touch_fields(const cJSON *v, int depth, cJSON *out)
{
	if (depth > 64)
		return;
	for (const cJSON *c = v ? v->child : NULL; c; c = c->next) {
		const char *k = c->string ? c->string : "";
		bool file_key =
		    strcmp(k, "file_path") == 0 || strcmp(k, "path") == 0 || strcmp(k, "notebook_path") == 0;
		bool command = strcmp(k, "command") == 0 && (cJSON_IsString(c) || cJSON_IsArray(c));
		if ((file_key && cJSON_IsString(c)) || command) {
			cJSON *one = cJSON_CreateObject();
			cJSON_AddItemToObject(one, k, cJSON_Duplicate(c, true));
			cJSON_AddItemToArray(out, one);
		}
		if (cJSON_IsObject(c) || cJSON_IsArray(c))
			touch_fields(c, depth + 1, out);
	}
}

cJSON *filter_touch_fields(const cJSON *input)
{
	if (cJSON_IsString(input))
		return cJSON_Duplicate(input, false);
	cJSON *out = cJSON_CreateArray();
	touch_fields(input, 0, out);
	return out;
}

bool filter_touches(const char *path, const struct cJSON *const *inputs, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (input_names(inputs[i], path, 0))
			return true;
	return false;
}
