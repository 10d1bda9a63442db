/* page: a tool's result within its budget (see page.h). memgrep's json
 * comes in as a cJSON tree; rows go into the result one at a time, each
 * kept only when the whole result, printed, still fits. The text block and
 * structuredContent grow together, so both always say the same rows. */
#include "pipeline/mcp/page.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"

/* Bytes held back while rows are added, for what is said once they are
 * (nextCursor and its line; a first row's count of messages left out). */
enum { PAGE_RESERVE = 192, CAP_WIDE = 400, CAP_MID = 120, CAP_NARROW = 40, CAP_BARE = 0 };

/* The widths a page's first row is tried at until it fits; at CAP_BARE a
 * row keeps its ids and numbers, its other strings null (a project 8
 * bytes), so that a row of the most hostile text still goes in. */
static const size_t caps[] = {CAP_WIDE, CAP_MID, CAP_NARROW, CAP_BARE};
enum { NCAPS = sizeof caps / sizeof *caps };

struct page {
	cJSON *result, *text, *sc, *rows;
	struct sbuf body;
	size_t limit;
};

/* ---- the budget ------------------------------------------------------------ */

static size_t printed(struct page *p)
{
	cJSON_SetValuestring(p->text, p->body.data ? p->body.data : "");
	char *s = cJSON_PrintUnformatted(p->result);
	size_t n = strlen(s);
	cJSON_free(s);
	return n;
}

static bool fits(struct page *p)
{
	return printed(p) <= p->limit;
}

static void body_cut(struct page *p, size_t mark)
{
	if (p->body.data) {
		p->body.len = mark;
		p->body.data[mark] = '\0';
	}
}

/* Adds item to arr and line to the text: true when the result still fits,
 * else both are taken out again (item freed) and false. */
static bool try_add(struct page *p, cJSON *arr, cJSON *item, const char *line)
{
	size_t mark = p->body.len;
	sbuf_adds(&p->body, line);
	cJSON_AddItemToArray(arr, item);
	if (fits(p))
		return true;
	body_cut(p, mark);
	cJSON_DeleteItemFromArray(arr, cJSON_GetArraySize(arr) - 1);
	return false;
}

/* s cut to at most max bytes, at a UTF-8 boundary, "…" added when cut. */
static void add_cut(struct sbuf *b, const char *s, size_t max)
{
	size_t n = strlen(s);
	if (n <= max) {
		sbuf_add(b, s, n);
		return;
	}
	while (max && ((unsigned char)s[max] & 0xC0) == 0x80)
		max--;
	sbuf_add(b, s, max);
	sbuf_adds(b, "…");
}

static const char *str_of(const cJSON *o, const char *key)
{
	return cJSON_GetStringValue(cJSON_GetObjectItem(o, key));
}

/* obj[key] = s cut to max (NULL, or max 0: null). */
static void put_str(cJSON *obj, const char *key, const char *s, size_t max)
{
	if (!s || !max) {
		cJSON_AddNullToObject(obj, key);
		return;
	}
	struct sbuf b = {0};
	add_cut(&b, s, max);
	cJSON_AddStringToObject(obj, key, b.data ? b.data : "");
	sbuf_free(&b);
}

static void put_int(cJSON *obj, const char *key, const cJSON *from, const char *fkey)
{
	const cJSON *v = cJSON_GetObjectItem(from, fkey);
	cJSON_AddNumberToObject(obj, key, cJSON_IsNumber(v) ? v->valuedouble : 0);
}

/* " · " and s cut to max, or nothing when s is NULL or empty. */
static void text_part(struct sbuf *t, const char *s, size_t max)
{
	if (!s || !*s || !max)
		return;
	if (t->len && t->data[t->len - 1] != ' ' && t->data[t->len - 1] != '\n')
		sbuf_adds(t, " · ");
	add_cut(t, s, max);
}

/* ---- the page's frame -------------------------------------------------------- */

static cJSON *result_with_text(const char *text, bool error)
{
	cJSON *r = cJSON_CreateObject();
	cJSON *c = cJSON_AddArrayToObject(r, "content");
	cJSON *t = cJSON_CreateObject();
	cJSON_AddStringToObject(t, "type", "text");
	cJSON_AddStringToObject(t, "text", text);
	cJSON_AddItemToArray(c, t);
	if (error)
		cJSON_AddBoolToObject(r, "isError", true);
	return r;
}

static size_t limit_of(const struct page_in *pin)
{
	return pin->budget > pin->extra ? pin->budget - pin->extra : 0;
}

cJSON *page_error(const char *msg, const struct page_in *pin)
{
	cJSON *r = result_with_text(msg, true);
	struct page p = {.result = r, .limit = limit_of(pin)};
	p.text = cJSON_GetObjectItem(cJSON_GetArrayItem(cJSON_GetObjectItem(r, "content"), 0), "text");
	sbuf_adds(&p.body, msg);
	/* A message over the budget (a long list of candidates) is cut. */
	for (size_t keep = strlen(msg); !fits(&p) && keep > 0;) {
		keep = keep > 64 ? keep - 64 : 0;
		sbuf_reset(&p.body);
		add_cut(&p.body, msg, keep);
	}
	printed(&p);
	sbuf_free(&p.body);
	return r;
}

/* Starts a page whose rows go to structuredContent[rows_key], with
 * partial and no notes yet; the reserve held back. */
static void page_start(struct page *p, const char *rows_key, const struct page_in *pin)
{
	memset(p, 0, sizeof *p);
	p->result = result_with_text("", false);
	p->text =
	    cJSON_GetObjectItem(cJSON_GetArrayItem(cJSON_GetObjectItem(p->result, "content"), 0), "text");
	p->sc = cJSON_AddObjectToObject(p->result, "structuredContent");
	cJSON_AddBoolToObject(p->sc, "partial", pin->partial);
	cJSON_AddArrayToObject(p->sc, "notes");
	p->rows = cJSON_AddArrayToObject(p->sc, rows_key);
	size_t limit = limit_of(pin);
	p->limit = limit > PAGE_RESERVE ? limit - PAGE_RESERVE : 0;
}

/* The search's warnings (warn: its lines), after the page's head and
 * before its rows, each while it fits: "memgrep: " taken off, and the
 * command line's paging notices left out (format_cut_notice: a tool
 * pages by its cursor, and says total and offset). A
 * search cut by --timeout says so here, as partial does. */
static void page_notes(struct page *p, const char *warn)
{
	cJSON *notes = cJSON_GetObjectItem(p->sc, "notes");
	for (const char *w = warn; *w;) {
		size_t len = strcspn(w, "\n");
		struct sbuf n = {0}, line = {0};
		const char *s = w;
		if (len >= 9 && strncmp(s, "memgrep: ", 9) == 0)
			s += 9;
		sbuf_add(&n, s, len - (size_t)(s - w));
		if (n.len && !strstr(n.data, " shown; -n ") && !strstr(n.data, " shown (--offset ")) {
			sbuf_adds(&line, "Note: ");
			add_cut(&line, n.data, 300);
			sbuf_addc(&line, '\n');
			struct sbuf cut = {0};
			add_cut(&cut, n.data, 300);
			try_add(p, notes, cJSON_CreateString(cut.data), line.data);
			sbuf_free(&cut);
		}
		sbuf_free(&n);
		sbuf_free(&line);
		w += len + (w[len] == '\n');
	}
}

/* Ends a page: the reserve given back, then the cursor of the next page
 * (NULL: none) in structuredContent and a line of the text. */
static cJSON *page_end(struct page *p, const char *cursor)
{
	p->limit += PAGE_RESERVE;
	if (cursor) {
		cJSON_AddStringToObject(p->sc, "nextCursor", cursor);
		sbuf_printf(&p->body, "More: call again with cursor \"%s\".\n", cursor);
	}
	printed(p);
	sbuf_free(&p->body);
	return p->result;
}

/* ---- search -------------------------------------------------------------------- */

/* A search's session without its messages, and its lines of text. Its
 * short_id is the search's (docs/reference.md §4.5: unique among every
 * session the search read, so that show takes it, not only on the page). */
static cJSON *search_head(const cJSON *s, size_t rank, size_t cap, struct sbuf *t)
{
	cJSON *row = cJSON_CreateObject();
	const char *id = str_of(s, "session_id");
	put_str(row, "session_id", id, 200);
	sbuf_printf(t, "[%zu] ", rank);
	put_str(row, "short_id", str_of(s, "short_id"), 200);
	add_cut(t, str_of(s, "short_id") ? str_of(s, "short_id") : "", 80);
	put_str(row, "source", str_of(s, "source") ? str_of(s, "source") : "", 40);
	put_str(row, "title", str_of(s, "shown_title"), cap);
	put_str(row, "project", str_of(s, "project"), cap);
	put_str(row, "time", str_of(s, "last"), 40);
	put_str(row, "resume", str_of(s, "resume"), cap ? cap + 100 : 0);
	put_int(row, "matches", s, "matches");
	text_part(t, str_of(s, "source"), 40);
	text_part(t, str_of(s, "last"), 40);
	text_part(t, str_of(s, "project"), cap);
	text_part(t, str_of(s, "shown_title"), cap);
	sbuf_addc(t, '\n');
	if (str_of(s, "resume") && cap) {
		sbuf_adds(t, "  resume: ");
		add_cut(t, str_of(s, "resume"), cap + 100);
		sbuf_addc(t, '\n');
	}
	cJSON_AddArrayToObject(row, "messages");
	return row;
}

static cJSON *search_msg(const cJSON *m, size_t cap, struct sbuf *t)
{
	cJSON *o = cJSON_CreateObject();
	const char *snip = str_of(m, "snippet") ? str_of(m, "snippet") : "";
	put_str(o, "type", str_of(m, "type") ? str_of(m, "type") : "", 40);
	put_str(o, "timestamp", str_of(m, "timestamp"), 40);
	put_str(o, "uuid", str_of(m, "uuid"), 80);
	put_int(o, "line", m, "line");
	put_str(o, "snippet", snip, cap + 200);
	sbuf_printf(t, "  - %s", str_of(o, "type"));
	if (str_of(m, "timestamp"))
		sbuf_printf(t, " %s", str_of(o, "timestamp"));
	sbuf_printf(t, " (line %.0f): ", cJSON_GetNumberValue(cJSON_GetObjectItem(o, "line")));
	add_cut(t, snip, cap + 200);
	sbuf_addc(t, '\n');
	return o;
}

/* Adds session s (rank counted from 1): true when it went in. A session
 * after the first goes in whole or not at all; the first of a page is
 * kept with what fits of it (narrower, fewer messages, their count said),
 * so that every page moves on. */
static bool search_row(struct page *p, const cJSON *s, size_t rank, bool first)
{
	const cJSON *msgs = cJSON_GetObjectItem(s, "messages"), *m;
	for (size_t c = 0; c < (first ? NCAPS : 1u); c++) {
		struct sbuf t = {0};
		size_t mark = p->body.len;
		cJSON *row = search_head(s, rank, caps[c], &t);
		bool in = try_add(p, p->rows, row, t.data);
		sbuf_free(&t);
		if (!in)
			continue;
		cJSON *out = cJSON_GetObjectItem(row, "messages");
		size_t n = 0, total = (size_t)cJSON_GetArraySize(msgs);
		cJSON_ArrayForEach(m, msgs)
		{
			struct sbuf line = {0};
			cJSON *item = search_msg(m, caps[c], &line);
			bool ok = try_add(p, out, item, line.data);
			sbuf_free(&line);
			if (!ok)
				break;
			n++;
		}
		if (n == total)
			return true;
		if (!first) {
			cJSON_DeleteItemFromArray(p->rows, cJSON_GetArraySize(p->rows) - 1);
			body_cut(p, mark);
			return false;
		}
		/* Within the reserve, which page_end does not need all of. */
		cJSON_AddNumberToObject(row, "more_messages", (double)(total - n));
		sbuf_printf(&p->body, "  … %zu more matching messages\n", total - n);
		return true;
	}
	return false;
}

/* Rows [0, n) of a document whose first row is row offset of total: the
 * cursor of the rows after those that went in (NULL: none). */
static char *rows_cursor(size_t offset, size_t in, size_t n, size_t total)
{
	size_t next = offset + in;
	if (in >= n && offset + n >= total)
		return NULL;
	struct sbuf b = {0};
	sbuf_printf(&b, "o:%zu", next);
	return b.data;
}

static cJSON *page_search(const cJSON *doc, const char *warn, const struct page_in *pin)
{
	struct page p;
	page_start(&p, "sessions", pin);
	const cJSON *all = cJSON_GetObjectItem(doc, "sessions"), *s;
	size_t total = (size_t)cJSON_GetNumberValue(cJSON_GetObjectItem(doc, "total"));
	size_t n = (size_t)cJSON_GetArraySize(all), in = 0, off = pin->cursor.offset;
	const char *q = str_of(doc, "query") ? str_of(doc, "query") : "";
	cJSON_AddNumberToObject(p.sc, "total", (double)total);
	cJSON_AddNumberToObject(p.sc, "offset", (double)off);
	/* The query said back, narrower when it fills the budget. */
	for (size_t cap = CAP_MID; cap; cap = cap > CAP_NARROW / 2 ? CAP_NARROW / 2 : 0) {
		cJSON_DeleteItemFromObject(p.sc, "query");
		put_str(p.sc, "query", q, cap);
		body_cut(&p, 0);
		sbuf_adds(&p.body, "memgrep search ");
		add_cut(&p.body, q, cap);
		sbuf_printf(&p.body, ": %zu matching session%s\n", total, total == 1 ? "" : "s");
		if (fits(&p))
			break;
	}
	page_notes(&p, warn);
	cJSON_ArrayForEach(s, all)
	{
		bool first = cJSON_GetArraySize(p.rows) == 0;
		if (!search_row(&p, s, off + in + 1, first) && !first)
			break;
		in++;
	}
	char *cur = rows_cursor(off, in, n, total);
	cJSON *r = page_end(&p, cur);
	free(cur);
	return r;
}

/* ---- sessions and projects ------------------------------------------------------ */

static cJSON *session_row(const cJSON *s, size_t rank, size_t cap, struct sbuf *t)
{
	cJSON *row = cJSON_CreateObject();
	put_str(row, "session_id", str_of(s, "session_id"), 200);
	put_str(row, "short_id", str_of(s, "short_id"), 200);
	put_str(row, "source", str_of(s, "source") ? str_of(s, "source") : "", 40);
	put_str(row, "title", str_of(s, "shown_title"), cap);
	put_str(row, "project", str_of(s, "project"), cap);
	put_str(row, "first", str_of(s, "first"), 40);
	put_str(row, "last", str_of(s, "last"), 40);
	put_int(row, "messages", s, "messages");
	put_str(row, "resume", str_of(s, "resume"), cap ? cap + 100 : 0);
	sbuf_printf(t, "[%zu] ", rank);
	add_cut(t, str_of(s, "short_id") ? str_of(s, "short_id") : "", 200);
	text_part(t, str_of(s, "source"), 40);
	text_part(t, str_of(s, "last"), 40);
	text_part(t, str_of(s, "project"), cap);
	text_part(t, str_of(s, "shown_title"), cap);
	sbuf_printf(t, " (%.0f messages)\n", cJSON_GetNumberValue(cJSON_GetObjectItem(row, "messages")));
	if (str_of(s, "resume") && cap) {
		sbuf_adds(t, "  resume: ");
		add_cut(t, str_of(s, "resume"), cap + 100);
		sbuf_addc(t, '\n');
	}
	return row;
}

static cJSON *project_row(const cJSON *s, size_t rank, size_t cap, struct sbuf *t)
{
	cJSON *row = cJSON_CreateObject();
	cap = cap ? cap : 8;
	put_str(row, "project", str_of(s, "project"), cap);
	put_int(row, "sessions", s, "sessions");
	put_int(row, "messages", s, "messages");
	put_str(row, "last", str_of(s, "last"), 40);
	sbuf_printf(t, "[%zu] ", rank);
	add_cut(t, str_of(s, "project") ? str_of(s, "project") : "(no project)", cap);
	sbuf_printf(t, " · %.0f sessions · %.0f messages",
		    cJSON_GetNumberValue(cJSON_GetObjectItem(row, "sessions")),
		    cJSON_GetNumberValue(cJSON_GetObjectItem(row, "messages")));
	text_part(t, str_of(s, "last"), 40);
	sbuf_addc(t, '\n');
	return row;
}

/* sessions or projects: their rows in order, the first of a page narrowed
 * until it fits. */
static cJSON *page_list(const cJSON *doc, bool projects, const char *warn, const struct page_in *pin)
{
	const char *key = projects ? "projects" : "sessions";
	struct page p;
	page_start(&p, key, pin);
	const cJSON *all = cJSON_GetObjectItem(doc, key), *s;
	size_t total = (size_t)cJSON_GetNumberValue(cJSON_GetObjectItem(doc, "total"));
	size_t n = (size_t)cJSON_GetArraySize(all), in = 0, off = pin->cursor.offset;
	cJSON_AddNumberToObject(p.sc, "total", (double)total);
	cJSON_AddNumberToObject(p.sc, "offset", (double)off);
	sbuf_printf(&p.body, "memgrep %s: %zu %s\n", key, total,
		    total == 1 ? (projects ? "project" : "session") : key);
	page_notes(&p, warn);
	cJSON_ArrayForEach(s, all)
	{
		bool first = cJSON_GetArraySize(p.rows) == 0, ok = false;
		for (size_t c = 0; !ok && c < (first ? NCAPS : 1u); c++) {
			struct sbuf t = {0};
			cJSON *row = projects ? project_row(s, off + in + 1, caps[c], &t)
					      : session_row(s, off + in + 1, caps[c], &t);
			ok = try_add(&p, p.rows, row, t.data);
			sbuf_free(&t);
		}
		if (!ok && !first)
			break;
		in++;
	}
	char *cur = rows_cursor(off, in, n, total);
	cJSON *r = page_end(&p, cur);
	free(cur);
	return r;
}

/* ---- show ---------------------------------------------------------------------- */

/* Message number index of show's session, its text from byte from on
 * (len bytes of it), cut when it goes on past them. */
static cJSON *show_msg(const cJSON *m, size_t index, size_t from, size_t len, bool cut, struct sbuf *t)
{
	const char *text = str_of(m, "text") ? str_of(m, "text") : "";
	cJSON *o = cJSON_CreateObject();
	cJSON_AddNumberToObject(o, "index", (double)index);
	put_str(o, "type", str_of(m, "type") ? str_of(m, "type") : "", 40);
	put_str(o, "timestamp", str_of(m, "timestamp"), 40);
	put_str(o, "uuid", str_of(m, "uuid"), 80);
	put_int(o, "line", m, "line");
	struct sbuf part = {0};
	sbuf_add(&part, text + from, len);
	cJSON_AddStringToObject(o, "text", part.data ? part.data : "");
	if (from)
		cJSON_AddNumberToObject(o, "from_byte", (double)from);
	if (cut)
		cJSON_AddBoolToObject(o, "cut", true);
	sbuf_printf(t, "--- [%zu] %s", index, str_of(o, "type"));
	if (str_of(m, "timestamp"))
		sbuf_printf(t, " %s", str_of(o, "timestamp"));
	sbuf_printf(t, " (line %.0f)%s\n", cJSON_GetNumberValue(cJSON_GetObjectItem(o, "line")),
		    from ? " (continued)" : "");
	sbuf_add(t, part.data ? part.data : "", part.len);
	sbuf_adds(t, cut ? "\n[… cut here: the cursor reads on]\n" : "\n");
	sbuf_free(&part);
	return o;
}

static bool add_msg(struct page *p, const cJSON *m, size_t index, size_t from, size_t len, bool cut)
{
	struct sbuf t = {0};
	cJSON *item = show_msg(m, index, from, len, cut, &t);
	bool ok = try_add(p, p->rows, item, t.data);
	sbuf_free(&t);
	return ok;
}

/* The most bytes of text[from..) that fit as the page's one message, at a
 * UTF-8 boundary (0: none), found by halving. */
static size_t fit_part(struct page *p, const cJSON *m, size_t index, size_t from)
{
	const char *text = str_of(m, "text") ? str_of(m, "text") : "";
	size_t lo = 1, hi = strlen(text) - from, best = 0;
	while (lo <= hi) {
		size_t mid = lo + (hi - lo) / 2, at = mid;
		while (at && ((unsigned char)text[from + at] & 0xC0) == 0x80)
			at--;
		size_t mark = p->body.len;
		if (at && add_msg(p, m, index, from, at, true)) {
			best = at > best ? at : best;
			cJSON_DeleteItemFromArray(p->rows, cJSON_GetArraySize(p->rows) - 1);
			body_cut(p, mark);
			lo = mid + 1;
		} else {
			hi = mid - 1;
		}
	}
	return best;
}

/* show's session in the page's head, its strings cut to cap; what an
 * earlier call put there is replaced. */
static void show_head(struct page *p, const cJSON *doc, size_t total, size_t start, size_t cap)
{
	static const char *const keys[] = {"session_id", "short_id", "source", "title",		"project",
					   "first",	 "last",     "resume", "messages_total"};
	for (size_t k = 0; k < sizeof keys / sizeof *keys; k++)
		cJSON_DeleteItemFromObject(p->sc, keys[k]);
	body_cut(p, 0);
	put_str(p->sc, "session_id", str_of(doc, "session_id"), 200);
	put_str(p->sc, "short_id", str_of(doc, "short_id"), 200);
	put_str(p->sc, "source", str_of(doc, "source") ? str_of(doc, "source") : "", 40);
	put_str(p->sc, "title", str_of(doc, "shown_title"), cap);
	put_str(p->sc, "project", str_of(doc, "project"), cap);
	put_str(p->sc, "first", str_of(doc, "first"), 40);
	put_str(p->sc, "last", str_of(doc, "last"), 40);
	put_str(p->sc, "resume", str_of(doc, "resume"), cap);
	cJSON_AddNumberToObject(p->sc, "messages_total", (double)total);
	sbuf_adds(&p->body, "memgrep show ");
	add_cut(&p->body, str_of(doc, "short_id") ? str_of(doc, "short_id") : "", 200);
	text_part(&p->body, str_of(doc, "source"), 40);
	text_part(&p->body, str_of(doc, "project"), cap);
	text_part(&p->body, str_of(doc, "shown_title"), cap);
	sbuf_addc(&p->body, '\n');
	if (str_of(doc, "resume") && cap) {
		sbuf_adds(&p->body, "resume: ");
		add_cut(&p->body, str_of(doc, "resume"), cap);
		sbuf_addc(&p->body, '\n');
	}
	sbuf_printf(&p->body, "%zu messages; from message %zu on:\n", total, start);
}

static cJSON *page_show(const cJSON *doc, const char *warn, const struct page_in *pin)
{
	struct page p;
	const cJSON *msgs = cJSON_GetObjectItem(doc, "messages");
	size_t total = (size_t)cJSON_GetArraySize(msgs), i = pin->cursor.msg, from = pin->cursor.byte;
	if (i > total || (i == total && total)) {
		struct mg_error e;
		mg_error_set(&e, "argument 'cursor': the session has %zu messages, the cursor is past them",
			     total);
		return page_error(e.msg, pin);
	}
	page_start(&p, "messages", pin);
	/* The header is said on every page: narrower until it takes at most
	 * half of the page, so that every page carries the conversation on. */
	static const size_t head_caps[] = {CAP_MID + 80, CAP_NARROW, CAP_BARE};
	for (size_t c = 0; c < sizeof head_caps / sizeof *head_caps; c++) {
		show_head(&p, doc, total, i, head_caps[c]);
		if (printed(&p) <= p.limit / 2)
			break;
	}
	if (!fits(&p)) {
		cJSON_Delete(page_end(&p, NULL));
		return page_error("the budget is too small for this session's header: give a larger budget",
				  pin);
	}
	page_notes(&p, warn);
	struct sbuf cur = {0};
	for (; i < total; i++, from = 0) {
		const cJSON *m = cJSON_GetArrayItem(msgs, (int)i);
		size_t len = str_of(m, "text") ? strlen(str_of(m, "text")) : 0;
		from = from > len ? len : from;
		bool first = cJSON_GetArraySize(p.rows) == 0;
		if (add_msg(&p, m, i, from, len - from, false))
			continue;
		size_t part = first ? fit_part(&p, m, i, from) : 0;
		if (first && !part) {
			cJSON_Delete(page_end(&p, NULL));
			sbuf_free(&cur);
			return page_error(
			    "the budget is too small for this session's header: give a larger budget", pin);
		}
		if (part)
			add_msg(&p, m, i, from, part, true);
		sbuf_printf(&cur, "m:%zu:%zu", i, from + part);
		break;
	}
	cJSON *r = page_end(&p, cur.data);
	sbuf_free(&cur);
	return r;
}

/* ---- the entry points ------------------------------------------------------------ */

cJSON *page_make(const char *name, const char *doc, size_t len, const char *warn, const struct page_in *pin)
{
	cJSON *d = cJSON_ParseWithLength(doc ? doc : "", len);
	cJSON *r;
	if (!cJSON_IsObject(d))
		r = page_error("memgrep's json could not be read", pin);
	else if (strcmp(name, "search") == 0)
		r = page_search(d, warn, pin);
	else if (strcmp(name, "show") == 0)
		r = page_show(d, warn, pin);
	else
		r = page_list(d, strcmp(name, "projects") == 0, warn, pin);
	cJSON_Delete(d);
	return r;
}

/* A decimal number at *s, moved past it: false when there is none or it is
 * too large. */
static bool read_num(const char **s, size_t *out)
{
	size_t v = 0;
	if (**s < '0' || **s > '9')
		return false;
	for (; **s >= '0' && **s <= '9'; (*s)++) {
		if (v > (SIZE_MAX - 9) / 10)
			return false;
		v = v * 10 + (size_t)(**s - '0');
	}
	*out = v;
	return true;
}

int page_cursor_read(const char *s, bool show, struct page_cursor *c)
{
	if (show) {
		if (strncmp(s, "m:", 2) != 0)
			return -1;
		s += 2;
		if (!read_num(&s, &c->msg) || *s++ != ':' || !read_num(&s, &c->byte) || *s)
			return -1;
		return 0;
	}
	if (strncmp(s, "o:", 2) != 0)
		return -1;
	s += 2;
	return read_num(&s, &c->offset) && !*s ? 0 : -1;
}
