/* browse: show's session and window, and the projects (see browse.h). */
#include "stages/browse.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/strmap.h"
#include "base/xalloc.h"

static int cmp_session_id(const void *x, const void *y)
{
	const struct session *a = *(struct session *const *)x, *b = *(struct session *const *)y;
	return strcmp(a->id, b->id);
}

size_t browse_find(const struct rank_result *r, const char *target, struct session ***out)
{
	size_t n = 0, len = strlen(target);
	*out = xcalloc(r->nsessions + 1, sizeof **out);
	for (size_t i = 0; i < r->nsessions; i++) {
		struct session *s = r->sessions[i];
		if (!s->kept || strncasecmp(s->id, target, len) != 0)
			continue;
		if (strcasecmp(s->id, target) == 0) {
			(*out)[0] = s;
			return 1;
		}
		(*out)[n++] = s;
	}
	qsort(*out, n, sizeof **out, cmp_session_id);
	return n;
}

static int qsort_chrono(const void *x, const void *y)
{
	const struct out_msg *a = x, *b = y;
	return rank_cmp_chrono(a->rec, b->rec);
}

static const char *base_name(const char *path)
{
	const char *s = strrchr(path, '/');
	return s ? s + 1 : path;
}

/* Whether message rec is the one --around names: its uuid, or its line
 * in `file` (NULL: the session's file). */
static bool is_around(const struct msg_rec *rec, const char *uuid, const char *file, unsigned long line)
{
	char ub[REC_UUID_BUF];
	const char *u = rec_uuid(rec, ub);
	if (uuid)
		return u && strcasecmp(u, uuid) == 0;
	const char *path = rec->file->path;
	return rec->line == line && (strcmp(path, file) == 0 || strcmp(base_name(path), file) == 0);
}

/* --around's value: a uuid, or a line (LINE, FILE:LINE) of file; a line
 * may be written with an L before it (L55, FILE:L55), as a search's text
 * output prints a message's place (docs/reference.md §4.5). */
static void parse_around(const char *around, const struct session *s, const char **uuid, char **file,
			 unsigned long *line)
{
	const char *colon = strrchr(around, ':');
	const char *digits = colon ? colon + 1 : around;
	if ((*digits == 'L' || *digits == 'l') && digits[1] >= '0' && digits[1] <= '9')
		digits++;
	*uuid = NULL;
	*file = NULL;
	if (*digits && strspn(digits, "0123456789") == strlen(digits) && strlen(digits) < 10) {
		*line = strtoul(digits, NULL, 10);
		*file = colon ? xstrndup(around, (size_t)(colon - around)) : xstrdup(s->file);
	} else {
		*uuid = around;
	}
}

/* --around's value as a prefix of one message's uuid (any case): its
 * index into *at; 0 also when none starts with it (*at left alone), -1
 * with err set when several messages' uuids do. */
static int around_prefix(const struct out_entry *e, const char *prefix, size_t *at, struct mg_error *err)
{
	size_t len = strlen(prefix), n = 0, first = SIZE_MAX;
	for (size_t i = 0; i < e->nmsgs; i++) {
		char ub[REC_UUID_BUF], fb[REC_UUID_BUF];
		const char *u = rec_uuid(e->msgs[i].rec, ub);
		if (!u || strncasecmp(u, prefix, len) != 0)
			continue;
		if (first != SIZE_MAX && strcmp(rec_uuid(e->msgs[first].rec, fb), u) == 0)
			continue; /* the same message's kinds */
		n++;
		if (first == SIZE_MAX)
			first = i;
	}
	if (n == 1) {
		*at = first;
	} else if (n > 1) {
		struct sbuf shown = {0};
		mg_quote(&shown, prefix, 80);
		mg_error_set(
		    err, "--around %s is ambiguous: it starts the uuids of %zu messages (give more of it)",
		    shown.data, n);
		sbuf_free(&shown);
		return -1;
	}
	return 0;
}

bool browse_view(const struct config *cfg, struct session *s, struct out_entry *e, size_t *focus,
		 struct mg_error *err)
{
	memset(e, 0, sizeof *e);
	e->s = s;
	e->matches = s->nmatches;
	rank_session_times(s);
	e->first = s->first_raw;
	e->last = s->last_raw;
	e->msgs = xcalloc(s->nmatches + 1, sizeof *e->msgs);
	const char *uuid = NULL;
	char *file = NULL;
	unsigned long line = 0;
	if (cfg->around)
		parse_around(cfg->around, s, &uuid, &file, &line);
	/* The title line that names the session is printed in the header,
	 * not again among the messages (docs/reference.md §11), unless
	 * --around names it (a search prints its place). */
	for (size_t i = 0; i < s->nmatches; i++)
		if (s->matches[i] != s->title_rec ||
		    (cfg->around && is_around(s->matches[i], uuid, file, line)))
			e->msgs[e->nmsgs++] = (struct out_msg){s->matches[i], false};
	qsort(e->msgs, e->nmsgs, sizeof *e->msgs, qsort_chrono);
	*focus = SIZE_MAX;
	if (!cfg->around)
		return true;
	size_t at = SIZE_MAX;
	for (size_t i = 0; i < e->nmsgs && at == SIZE_MAX; i++)
		if (is_around(e->msgs[i].rec, uuid, file, line))
			at = i;
	free(file);
	if (at == SIZE_MAX && uuid && around_prefix(e, uuid, &at, err) != 0)
		return false;
	if (at == SIZE_MAX) {
		struct sbuf shown = {0};
		mg_quote(&shown, cfg->around, 80);
		mg_error_set(err,
			     "--around %s: no such message in session %s (give a uuid or a unique prefix of "
			     "one, a LINE of %s, or FILE:LINE)",
			     shown.data, s->id, s->file);
		sbuf_free(&shown);
		return false;
	}
	size_t from = at > cfg->before ? at - cfg->before : 0;
	size_t to = e->nmsgs - at - 1 > cfg->after ? at + cfg->after + 1 : e->nmsgs;
	memmove(e->msgs, e->msgs + from, (to - from) * sizeof *e->msgs);
	e->nmsgs = to - from;
	*focus = at - from;
	for (size_t i = 0; i < e->nmsgs; i++)
		e->msgs[i].context = i != *focus;
	return true;
}

static int cmp_projects(const void *x, const void *y)
{
	const struct project_row *a = x, *b = y;
	if (a->has_latest != b->has_latest)
		return a->has_latest ? -1 : 1;
	int c = a->has_latest ? -instant_cmp(a->latest, b->latest) : 0;
	return c ? c : strcmp(a->project, b->project);
}

size_t browse_projects(const struct config *cfg, const struct rank_result *r, struct project_row **out,
		       size_t *total)
{
	struct strmap at = {0}; /* project -> its row's index + 1 */
	struct project_row *rows = xcalloc(r->nsessions + 1, sizeof *rows);
	size_t n = 0;
	for (size_t i = 0; i < r->nsessions; i++) {
		struct session *s = r->sessions[i]; /* its times made when it wins (rank_session_times) */
		if (!s->kept || !s->nmatches)
			continue;
		void **slot = strmap_slot(&at, s->project, strlen(s->project));
		if (!*slot) {
			rows[n].project = s->project;
			*slot = (void *)(uintptr_t)++n;
		}
		struct project_row *p = &rows[(uintptr_t)*slot - 1];
		p->sessions++;
		p->messages += s->nmatches;
		if (s->has_latest && (!p->has_latest || instant_cmp(s->latest, p->latest) > 0)) {
			p->has_latest = true;
			p->latest = s->latest;
			rank_session_times(s);
			p->last_raw = s->last_raw;
		}
	}
	strmap_free(&at);
	qsort(rows, n, sizeof *rows, cmp_projects);
	*total = n;
	size_t from = cfg->offset < n ? cfg->offset : n;
	size_t count = n - from < cfg->sessions ? n - from : cfg->sessions;
	memmove(rows, rows + from, count * sizeof *rows);
	*out = rows;
	return count;
}
