/* pick_model: the list and the preview of `memgrep pick`, read from the
 * json and the text its searches printed (see pick_model.h). */
#include "pipeline/pick/pick_model.h"

#include <cjson/cJSON.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/timestamp.h"
#include "base/visible.h"
#include "base/xalloc.h"

/* The block message's first line as show colours it (stages/output). */
#define SGR_HEAD  "\033[1;36m"
#define SGR_MATCH "\033[1;31m"

static const char *str_of(const cJSON *o, const char *name)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);
	return cJSON_IsString(v) ? v->valuestring : NULL;
}

static char *name_of(const cJSON *o, const char *name)
{
	const char *s = str_of(o, name);
	struct sbuf b = {0};
	sbuf_adds(&b, "");
	if (s)
		visible_add_name(&b, s, strlen(s));
	return b.data;
}

/* A title is prose: controls left out, newlines and tabs as spaces. */
static char *text_of(const cJSON *o, const char *name)
{
	const char *s = str_of(o, name);
	struct sbuf b = {0};
	sbuf_adds(&b, "");
	if (s)
		visible_add_text(&b, s, strlen(s));
	for (size_t i = 0; i < b.len; i++)
		if (b.data[i] == '\n' || b.data[i] == '\t')
			b.data[i] = ' ';
	return b.data;
}

/* The local "YYYY-MM-DD HH:MM" of a raw timestamp, or 16 spaces. */
static char *time_of(const char *raw)
{
	struct instant t;
	struct sbuf b = {0};
	if (raw && ts_parse(raw, strlen(raw), false, &t))
		ts_add_minute(&b, t, true);
	else
		sbuf_adds(&b, "                ");
	return b.data;
}

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

/* $HOME at the start of a project shows as ~, as the text format does. */
static char *project_of(const cJSON *o)
{
	char *p = name_of(o, "project");
	const char *home = getenv("HOME");
	size_t hl = home ? strlen(home) : 0;
	if (hl > 1 && strncmp(p, home, hl) == 0 && (p[hl] == '/' || !p[hl])) {
		struct sbuf b = {0};
		sbuf_printf(&b, "~%s", p + hl);
		free(p);
		return b.data;
	}
	return p;
}

static void read_row(struct pick_row *r, const cJSON *s, bool sessions)
{
	r->id = name_of(s, "session_id");
	r->short_id = name_of(s, "short_id");
	r->source = name_of(s, "source");
	r->project = project_of(s);
	r->title = text_of(s, "shown_title");
	r->file = name_of(s, "file");
	r->time = time_of(str_of(s, "last"));
	r->raw_project = dup_or_null(str_of(s, "project"));
	r->raw_title = dup_or_null(str_of(s, "shown_title"));
	r->resume = dup_or_null(str_of(s, "resume"));
	const cJSON *c = cJSON_GetObjectItemCaseSensitive(s, sessions ? "messages" : "matches");
	r->count = cJSON_IsNumber(c) ? (long)c->valuedouble : 0;
}

static long num_of(const cJSON *o, const char *name)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);
	return cJSON_IsNumber(v) ? (long)v->valuedouble : 0;
}

void pick_list_read(struct pick_list *l, const char *json, size_t len, bool sessions)
{
	memset(l, 0, sizeof *l);
	l->sessions = sessions;
	cJSON *doc = cJSON_ParseWithLength(json, len);
	const cJSON *arr = cJSON_GetObjectItemCaseSensitive(doc, "sessions");
	if (!cJSON_IsArray(arr)) {
		l->error = xstrdup("the search printed no list");
		cJSON_Delete(doc);
		return;
	}
	l->total = num_of(doc, "total");
	l->capped = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(doc, "capped"));
	const cJSON *stats = cJSON_GetObjectItemCaseSensitive(doc, "stats");
	l->files = num_of(stats, "files");
	l->timed_out = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(stats, "timed_out"));
	l->rows = xcalloc((size_t)cJSON_GetArraySize(arr) + 1, sizeof *l->rows);
	const cJSON *s;
	cJSON_ArrayForEach(s, arr)
	{
		read_row(&l->rows[l->n++], s, sessions);
	}
	cJSON_Delete(doc);
}

void pick_list_free(struct pick_list *l)
{
	for (size_t i = 0; i < l->n; i++) {
		struct pick_row *r = &l->rows[i];
		char *all[] = {r->id,	r->short_id, r->source,	     r->project,   r->title,
			       r->file, r->time,     r->raw_project, r->raw_title, r->resume};
		for (size_t k = 0; k < sizeof all / sizeof *all; k++)
			free(all[k]);
	}
	free(l->rows);
	free(l->error);
	memset(l, 0, sizeof *l);
}

/* Whether line starts a block message: its time-and-kind line, which show
 * colours as a head ("session …" is the header's). */
static bool block_start(const char *line)
{
	size_t n = strlen(SGR_HEAD);
	return strncmp(line, SGR_HEAD, n) == 0 && strncmp(line + n, "session ", 8) != 0;
}

static bool has_hit(const struct pick_preview *p, size_t k, size_t end)
{
	return k < end && strstr(p->lines[k], SGR_MATCH);
}

/* A block message [at, end) that holds a hit: its head, then its lines
 * with a hit and one line around each, PICK_CUT where lines are left out. */
static void add_block(struct pick_preview *p, size_t at, size_t end)
{
	if (p->nmatching)
		p->matching[p->nmatching++] = PICK_GAP;
	p->matching[p->nmatching++] = at;
	bool cut = false;
	for (size_t k = at + 1; k < end; k++) {
		if (has_hit(p, k - 1, end) || has_hit(p, k, end) || has_hit(p, k + 1, end)) {
			if (cut)
				p->matching[p->nmatching++] = PICK_CUT;
			p->matching[p->nmatching++] = k;
			cut = false;
		} else {
			cut = true;
		}
	}
	if (cut)
		p->matching[p->nmatching++] = PICK_CUT;
}

/* The matching messages: each block message that holds a hit (its head
 * and its text: the indented lines and empty ones after it, up to the next
 * line that starts a message), around its hits, an empty line between
 * them. */
static void find_matching(struct pick_preview *p)
{
	p->matching = xcalloc(p->n * 3 + 1, sizeof(size_t));
	for (size_t i = 0; i < p->n; i++) {
		if (!block_start(p->lines[i]))
			continue;
		size_t at = i, end = i + 1;
		bool hit = strstr(p->lines[at], SGR_MATCH);
		while (end < p->n && (!p->lines[end][0] || p->lines[end][0] == ' ')) {
			hit = hit || strstr(p->lines[end], SGR_MATCH);
			end++;
		}
		i = end - 1;
		while (end > at + 1 && !p->lines[end - 1][0])
			end--;
		if (hit)
			add_block(p, at, end);
	}
}

void pick_preview_read(struct pick_preview *p, const char *id, const char *text, size_t len)
{
	memset(p, 0, sizeof *p);
	p->id = xstrdup(id);
	size_t cap = 0;
	for (size_t at = 0; at < len;) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t n = nl ? (size_t)(nl - (text + at)) : len - at;
		xgrow((void **)&p->lines, &cap, p->n + 1, sizeof(char *));
		p->lines[p->n++] = xstrndup(text + at, n);
		if (!p->first_hit && memmem(text + at, n, SGR_MATCH, strlen(SGR_MATCH)))
			p->first_hit = p->n;
		at += n + 1;
	}
	find_matching(p);
}

void pick_preview_free(struct pick_preview *p)
{
	for (size_t i = 0; i < p->n; i++)
		free(p->lines[i]);
	free(p->lines);
	free(p->matching);
	free(p->id);
	free(p->error);
	memset(p, 0, sizeof *p);
}
