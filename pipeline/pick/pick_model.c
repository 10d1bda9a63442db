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

static char *visible_name(const char *s)
{
	struct sbuf b = {0};
	sbuf_adds(&b, "");
	if (s)
		visible_add_name(&b, s, strlen(s));
	return b.data;
}

static char *name_of(const cJSON *o, const char *name)
{
	return visible_name(str_of(o, name));
}

/* A title is prose: controls left out, newlines and tabs as spaces. */
static char *visible_title(const char *s)
{
	struct sbuf b = {0};
	sbuf_adds(&b, "");
	if (s)
		visible_add_text(&b, s, strlen(s));
	for (size_t i = 0; i < b.len; i++)
		if (b.data[i] == '\n' || b.data[i] == '\t')
			b.data[i] = ' ';
	return b.data;
}

static char *text_of(const cJSON *o, const char *name)
{
	return visible_title(str_of(o, name));
}

/* The local "YYYY-MM-DD HH:MM" of t, or 16 spaces. */
static char *minute_of(bool has, struct instant t)
{
	struct sbuf b = {0};
	if (has)
		ts_add_minute(&b, t, true);
	else
		sbuf_adds(&b, "                ");
	return b.data;
}

/* The same of a raw timestamp. */
static char *time_of(const char *raw)
{
	struct instant t = {0};
	return minute_of(raw && ts_parse(raw, strlen(raw), false, &t), t);
}

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

/* $HOME at the start of a project shows as ~, as the text format does. */
static char *project_shown(const char *raw)
{
	char *p = visible_name(raw);
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

static char *project_of(const cJSON *o)
{
	return project_shown(str_of(o, "project"));
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

void pick_row_free(struct pick_row *r)
{
	char *all[] = {r->id,	r->short_id, r->source,	     r->project,   r->title,
		       r->file, r->time,     r->raw_project, r->raw_title, r->resume};
	for (size_t k = 0; k < sizeof all / sizeof *all; k++)
		free(all[k]);
	memset(r, 0, sizeof *r);
}

void pick_list_free(struct pick_list *l)
{
	for (size_t i = 0; i < l->n; i++)
		pick_row_free(&l->rows[i]);
	free(l->rows);
	free(l->error);
	strmap_free(&l->ids);
	memset(l, 0, sizeof *l);
}

void pick_row_found(struct pick_row *r, const struct search_found *f)
{
	memset(r, 0, sizeof *r);
	r->id = visible_name(f->session_id);
	/* The ranked list's short id is the shortest prefix, 7 at least,
	 * that no other session shares: the others are not all known yet. */
	r->short_id = xstrndup(r->id, 7);
	r->source = visible_name(f->source);
	r->project = project_shown(f->project);
	r->title = visible_title(f->title);
	r->file = visible_name(f->path);
	r->raw_project = dup_or_null(f->project);
	r->raw_title = dup_or_null(f->title);
	r->count = (long)f->matches;
	r->has_times = f->has_latest;
	r->earliest = f->earliest;
	r->latest = f->latest;
	r->time = minute_of(f->has_latest, f->latest);
}

/* Adds r's counts and times to those of row k (the same session). */
static void merge_row(struct pick_row *k, struct pick_row *r)
{
	k->count += r->count;
	if (r->has_times && (!k->has_times || instant_cmp(r->latest, k->latest) > 0)) {
		k->latest = r->latest;
		free(k->time);
		k->time = xstrdup(r->time);
	}
	if (r->has_times && (!k->has_times || instant_cmp(r->earliest, k->earliest) < 0))
		k->earliest = r->earliest;
	k->has_times |= r->has_times;
	if (!*k->title && *r->title) {
		free(k->title), free(k->raw_title);
		k->title = xstrdup(r->title);
		k->raw_title = dup_or_null(r->raw_title);
	}
	pick_row_free(r);
}

static int merge_sort; /* pick_list_merge's, for the comparison (one thread: the interface's) */

static int cmp_found(const void *pa, const void *pb)
{
	const struct pick_row *a = pa, *b = pb;
	int c = 0;
	if (merge_sort == 0 || merge_sort == 1)
		c = (a->count < b->count) - (a->count > b->count);
	if (!c && a->has_times != b->has_times)
		return a->has_times ? -1 : 1;
	if (!c && merge_sort == 3 && a->has_times)
		c = instant_cmp(a->earliest, b->earliest);
	if (!c && a->has_times)
		c = -instant_cmp(a->latest, b->latest);
	return c ? c : strcmp(a->id, b->id);
}

void pick_list_merge(struct pick_list *l, struct pick_row *rows, size_t n, int sort)
{
	l->provisional = true;
	for (size_t i = 0; i < n; i++) {
		void **slot = strmap_slot(&l->ids, rows[i].id, strlen(rows[i].id));
		if (*slot) {
			merge_row(&l->rows[(size_t)(uintptr_t)*slot - 1], &rows[i]);
			continue;
		}
		xgrow((void **)&l->rows, &l->cap, l->n + 1, sizeof *l->rows);
		l->rows[l->n++] = rows[i];
		*slot = (void *)(uintptr_t)l->n;
	}
	merge_sort = l->sessions ? 2 : sort;
	qsort(l->rows, l->n, sizeof *l->rows, cmp_found);
	/* The keys are the rows' ids, which moved with their rows. */
	strmap_free(&l->ids);
	memset(&l->ids, 0, sizeof l->ids);
	for (size_t i = 0; i < l->n; i++)
		*strmap_slot(&l->ids, l->rows[i].id, strlen(l->rows[i].id)) = (void *)(uintptr_t)(i + 1);
	l->total = (long)l->n;
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
