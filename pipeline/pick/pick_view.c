/* pick_view: draws `memgrep pick`'s screen with ncurses (see pick_ui.h):
 * the query line, the status line, the list, the preview and the keys.
 * Text is laid out by terminal columns (wcwidth, as the terminal counts
 * them: a CJK character takes two, a line is cut before a character that
 * would not fit); every string drawn has been made visible already
 * (pick_model.c: names and titles through base/visible, the preview is
 * show's text format). The preview's SGR escapes (show's colours) become
 * attributes: its hits bold red (bold underlined without colours), its
 * heads bold cyan (bold), its one-line messages dim. */
#include "pipeline/pick/pick_ui.h"

#include <curses.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "base/text.h"
#include "config/query.h"
#include "pipeline/pick/pick_work.h"

enum { PAIR_HIT = 1, PAIR_HEAD = 2 };

/* What an SGR sequence's parameters leave on: bold, dim, red, cyan. */
struct sgr {
	bool bold, dim, red, cyan;
};

static attr_t sgr_attr(const struct sgr *s, bool color)
{
	attr_t a = A_NORMAL;
	if (s->bold)
		a |= A_BOLD;
	if (s->dim)
		a |= A_DIM;
	if (s->red)
		a |= color ? COLOR_PAIR(PAIR_HIT) : A_UNDERLINE;
	if (s->cyan && color)
		a |= COLOR_PAIR(PAIR_HEAD);
	return a;
}

/* Reads the SGR at s ("\033[...m"): its length, or 0 when it is none. */
static size_t sgr_read(const char *s, size_t len, struct sgr *st)
{
	if (len < 3 || s[0] != '\033' || s[1] != '[')
		return 0;
	size_t i = 2;
	int v = 0;
	for (; i < len; i++) {
		char c = s[i];
		if (c >= '0' && c <= '9') {
			v = v * 10 + (c - '0');
			continue;
		}
		if (c != ';' && c != 'm')
			return 0;
		if (v == 0)
			*st = (struct sgr){0};
		st->bold = v == 1 || (st->bold && v != 22);
		st->dim = v == 2 || (st->dim && v != 22);
		st->red = v == 31 || (st->red && v != 39);
		st->cyan = v == 36 || (st->cyan && v != 39);
		v = 0;
		if (c == 'm')
			return i + 1;
	}
	return 0;
}

/* Draws s[0..len) at (y, x) within cols columns in attr (the SGR escapes
 * in it add theirs when sgr); returns the columns drawn. */
static int put_text(int y, int x, int cols, const char *s, size_t len, attr_t attr, bool sgr, bool color)
{
	struct sgr st = {0};
	int used = 0;
	move(y, x);
	for (size_t i = 0; i < len;) {
		size_t n = sgr ? sgr_read(s + i, len - i, &st) : 0;
		if (n) {
			i += n;
			continue;
		}
		int32_t cp = text_decode(s + i, len - i, &n);
		i += n;
		if (cp < 0)
			cp = 0xFFFD;
		if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0))
			continue;
		int w = wcwidth((wchar_t)cp);
		if (w < 0)
			continue;
		if (used + w > cols)
			break;
		wchar_t wc[2] = {(wchar_t)cp, 0};
		attrset(attr | (sgr ? sgr_attr(&st, color) : A_NORMAL));
		addnwstr(wc, 1);
		used += w;
	}
	attrset(A_NORMAL);
	return used;
}

static int put_str(int y, int x, int cols, const char *s, attr_t attr)
{
	return put_text(y, x, cols, s, strlen(s), attr, false, false);
}

/* Fills the rest of the line from x to x+cols with spaces in attr. */
static void pad(int y, int x, int cols, attr_t attr)
{
	attrset(attr);
	for (int i = 0; i < cols; i++)
		mvaddch(y, x + i, ' ');
	attrset(A_NORMAL);
}

void pick_layout(struct pick_layout *lay, int rows, int cols)
{
	memset(lay, 0, sizeof *lay);
	lay->too_small = rows < 8 || cols < 40;
	lay->side = cols >= 160;
	int body = rows - 3; /* the query, status and keys lines aside */
	lay->list_y = 2;
	if (lay->side) {
		lay->list_w = cols * 2 / 5;
		lay->list_h = body;
		lay->prev_x = lay->list_w + 1;
		lay->prev_w = cols - lay->prev_x;
		lay->prev_y = 3;
		lay->prev_h = body - 1;
	} else {
		lay->list_w = cols;
		lay->list_h = body * 2 / 5 < 3 ? 3 : body * 2 / 5;
		lay->prev_y = lay->list_y + lay->list_h + 1;
		lay->prev_w = cols;
		lay->prev_h = rows - 1 - lay->prev_y;
	}
}

/* The columns of s, as put_text counts them. */
static int cols_of(const char *s)
{
	int n = 0;
	for (size_t i = 0, len = strlen(s), adv; i < len; i += adv) {
		int32_t cp = text_decode(s + i, len - i, &adv);
		int w = wcwidth((wchar_t)(cp < 0 ? 0xFFFD : cp));
		n += w > 0 ? w : 0;
	}
	return n;
}

/* A project cut to its last cols columns, "…" first when cut. */
static const char *tail_cols(const char *s, int cols)
{
	while (*s && cols_of(s) > cols) {
		s++;
		while ((*s & 0xC0) == 0x80)
			s++;
	}
	return s;
}

static void draw_row(struct pick_ui *u, const struct pick_row *r, int y, bool sel)
{
	const struct pick_layout *l = &u->lay;
	attr_t a = sel ? (u->focus_preview ? A_BOLD : A_REVERSE) : A_NORMAL;
	pad(y, l->list_x, l->list_w, a);
	char head[96];
	snprintf(head, sizeof head, "%-8.8s  %s  %-6.6s %5ld  ", r->short_id, r->time, r->source, r->count);
	int x = l->list_x + put_str(y, l->list_x, l->list_w, head, a);
	int room = l->list_x + l->list_w - x;
	int pw = room / 3 < 12 ? 12 : room / 3;
	const char *proj = r->project;
	if (cols_of(proj) > pw) {
		x += put_str(y, x, room, "…", a);
		proj = tail_cols(proj, pw - 1);
	}
	x += put_str(y, x, l->list_x + l->list_w - x, proj, a);
	x += put_str(y, x, l->list_x + l->list_w - x, "  ", a);
	put_str(y, x, l->list_x + l->list_w - x, r->title, a);
}

static void draw_list(struct pick_ui *u)
{
	const struct pick_layout *l = &u->lay;
	if (u->sel < u->top)
		u->top = u->sel;
	if (u->sel >= u->top + (size_t)l->list_h)
		u->top = u->sel - (size_t)l->list_h + 1;
	for (int i = 0; i < l->list_h; i++) {
		size_t k = u->top + (size_t)i;
		if (k < u->list.n)
			draw_row(u, &u->list.rows[k], l->list_y + i, k == u->sel);
	}
	if (!u->list.n && !u->searching) {
		const char *why = u->list.error	     ? u->list.error
				  : u->list.sessions ? "No sessions found."
						     : "No results: type another query.";
		put_str(l->list_y, l->list_x + 2, l->list_w - 2, why, A_DIM);
	}
}

size_t pick_preview_len(const struct pick_ui *u)
{
	const struct pick_preview *p = &u->preview;
	return u->whole || !p->nmatching ? p->n : p->nmatching;
}

static void draw_preview(struct pick_ui *u)
{
	const struct pick_layout *l = &u->lay;
	const struct pick_preview *p = &u->preview;
	const struct pick_row *r = u->sel < u->list.n ? &u->list.rows[u->sel] : NULL;
	attr_t bar = u->focus_preview ? A_REVERSE | A_BOLD : A_REVERSE;
	pad(l->prev_y - 1, l->prev_x, l->prev_w, bar);
	struct sbuf t = {0};
	if (r)
		sbuf_printf(&t, "─ %s · %s · %s ", r->short_id,
			    !p->n && u->previewing	? "reading…"
			    : u->whole || !p->nmatching ? "whole conversation"
							: "matching messages",
			    r->title);
	put_str(l->prev_y - 1, l->prev_x, l->prev_w, t.len ? t.data : "─ preview", bar);
	sbuf_free(&t);
	size_t n = pick_preview_len(u);
	if (u->pscroll >= n)
		u->pscroll = n ? n - 1 : 0;
	for (int i = 0; i < l->prev_h && u->pscroll + (size_t)i < n; i++) {
		size_t k = u->pscroll + (size_t)i;
		if (!(u->whole || !p->nmatching))
			k = p->matching[k];
		if (k == (size_t)PICK_GAP)
			continue;
		if (k == (size_t)PICK_CUT) {
			put_str(l->prev_y + i, l->prev_x, l->prev_w, "    …", A_DIM);
			continue;
		}
		put_text(l->prev_y + i, l->prev_x, l->prev_w, p->lines[k], strlen(p->lines[k]), A_NORMAL,
			 true, u->color);
	}
	if (r && !n)
		put_str(l->prev_y, l->prev_x + 2, l->prev_w - 2,
			p->error	? p->error
			: u->previewing ? "reading…"
					: "",
			A_DIM);
}

/* The query as --explain reads it, in one line: its AND groups (each with
 * its alternatives), its NOT groups. */
static void explain_line(const struct pick_ui *u, struct sbuf *b)
{
	const char *q = u->query.len ? u->query.data : "";
	if (pick_query_blank(q)) {
		sbuf_adds(b, "no query: the sessions, latest first");
		return;
	}
	struct query pq;
	char err[256];
	if (query_parse(q, u->args->regex, !u->args->case_sensitive, &pq, err, sizeof err) != 0) {
		sbuf_printf(b, "bad query: %s", err);
		return;
	}
	for (size_t g = 0; g < pq.ngroups; g++) {
		const struct group *gr = &pq.groups[g];
		sbuf_adds(b, g == 0 ? "" : " ");
		sbuf_adds(b, gr->negated ? "NOT " : g ? "AND " : "");
		for (size_t t = 0; t < gr->count; t++) {
			const char *d = pq.terms[gr->first + t].display;
			sbuf_printf(b, "%s%s", t ? "|" : "", d);
		}
	}
	query_free(&pq);
}

static void draw_status(struct pick_ui *u, int cols)
{
	pad(1, 0, cols, A_REVERSE);
	struct sbuf left = {0}, right = {0};
	explain_line(u, &left);
	const struct pick_list *l = &u->list;
	if (u->note)
		sbuf_printf(&right, "%s", u->note);
	else if (u->searching)
		sbuf_printf(&right, "searching… %.1f s · %llu files read · %zu %s",
			    (pick_now_ms() - u->started_ms) / 1e3, (unsigned long long)u->files_read,
			    u->fresh ? 0 : l->n, !u->fresh && l->n == 1 ? "session" : "sessions");
	else if (l->error)
		sbuf_printf(&right, "%s", l->error);
	else
		sbuf_printf(&right, "%ld %s%s · %.0f ms · %ld files%s", l->total,
			    l->total == 1 ? "session" : "sessions", l->capped ? "+" : "", l->ms, l->files,
			    l->timed_out ? " · timed out" : "");
	if (!l->sessions)
		sbuf_printf(&right, " · sort %s",
			    pick_sorts[u->filter.sort < 0 ? u->args->sort : u->filter.sort]);
	if (u->filter.tools)
		sbuf_adds(&right, " · tools");
	if (u->filter.source)
		sbuf_printf(&right, " · %s only", u->filter.source);
	if (u->filter.project)
		sbuf_adds(&right, " · one project");
	int rw = cols_of(right.data);
	if (rw > cols - 10)
		rw = cols - 10;
	put_str(1, 1, cols - rw - 3, left.data, A_REVERSE);
	put_str(1, cols - rw - 1, rw, right.data, A_REVERSE);
	sbuf_free(&left);
	sbuf_free(&right);
}

static void draw_help(int rows, int cols)
{
	extern const char pick_keys[];
	int y = 2;
	pad(y++, 0, cols, A_REVERSE);
	put_str(2, 1, cols - 1, "Keys (any key closes this)", A_REVERSE);
	for (const char *s = pick_keys; *s && y < rows - 1; y++) {
		const char *nl = strchr(s, '\n');
		size_t n = nl ? (size_t)(nl - s) : strlen(s);
		pad(y, 0, cols, A_NORMAL);
		put_text(y, 0, cols, s, n, A_NORMAL, false, false);
		s += n + (nl ? 1 : 0);
	}
}

/* The keys line: all of them from 110 columns, the main ones below. */
static const char keys_line[] = "Enter resume  Tab pane  ^A whole  ^O pager  ^Y copy  ^S sort  ^T tools  "
				"^F narrow  ^R reset  ? keys  Esc quit";
static const char keys_short[] =
    "Enter resume  Tab pane  ^A whole  ^S sort  ^T tools  ^F narrow  F1 keys  Esc";

void pick_draw(struct pick_ui *u)
{
	int rows, cols;
	getmaxyx(stdscr, rows, cols);
	pick_layout(&u->lay, rows, cols);
	erase();
	if (u->lay.too_small) {
		put_str(0, 0, cols, "memgrep pick: the terminal is too small (40×8 at least)", A_BOLD);
		refresh();
		return;
	}
	draw_status(u, cols);
	if (u->help) {
		draw_help(rows, cols);
	} else {
		draw_list(u);
		for (int y = 2; u->lay.side && y < rows - 1; y++)
			put_str(y, u->lay.list_w, 1, "│", A_NORMAL);
		draw_preview(u);
	}
	put_str(rows - 1, 0, cols, cols >= 110 ? keys_line : keys_short, A_DIM);
	const char *q = u->query.len ? u->query.data : "";
	int x = put_str(0, 0, cols, "pick> ", A_BOLD);
	/* A query longer than the line shows its end, where typing goes. */
	q = tail_cols(q, cols - x - 1);
	x += put_str(0, x, cols - x - 1, q, A_NORMAL);
	move(0, x);
	refresh();
}
