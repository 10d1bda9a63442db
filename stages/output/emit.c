/* emit: the run of an emitter (see emit.h): its buffer and state, the one
 * flush, and the body of each printed message. Callbacks build output in
 * the run's buffer; emit_flush writes it with one fwrite, so a closed pipe
 * or a full disk is noticed after at most one session, and emit_stream
 * writes a long text a slice at a time, so that no whole escaped copy of
 * it is made. Also what the formats share of docs/reference.md §4.5: the
 * snippet (its window or fragments, chosen by the groups of the hits
 * match_text gives, cut from a walk over the whitespace-folded text that
 * folds again only what it shows: text_ws), and the wrapping of text lines
 * on a terminal. */
#include "stages/output/emit.h"

#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "base/text.h"
#include "base/visible.h"
#include "stages/rank.h"
#include "sources/source.h"

enum { SNIPPET_LINES = 3, MAX_CANDIDATES = 64 };

void emit_begin(struct emit *e, const struct emitter *em, const struct emit_doc *doc, FILE *out,
		struct sbuf *into)
{
	memset(e, 0, sizeof *e);
	e->em = em;
	e->doc = doc;
	e->out = out;
	e->b = out ? &e->own : into;
	e->state = em->state_size ? xcalloc(1, em->state_size) : NULL;
	if (em->begin)
		em->begin(e);
}

void emit_session(struct emit *e, const struct emit_session *s)
{
	if (e->rc)
		return;
	e->session = *s;
	if (e->em->session)
		e->em->session(e, s);
}

void emit_message(struct emit *e, const struct emit_msg *m)
{
	if (e->rc == 0 && e->em->message)
		e->em->message(e, m);
}

int emit_write(struct sbuf *b, FILE *out, bool done)
{
	if (b->len && fwrite(b->data, 1, b->len, out) != b->len)
		return -1;
	sbuf_reset(b);
	if (ferror(out))
		return -1;
	return done && fflush(out) != 0 ? -1 : 0;
}

int emit_flush(struct emit *e)
{
	if (e->rc == 0 && e->out)
		e->rc = emit_write(e->b, e->out, false);
	return e->rc;
}

void emit_spill(struct emit *e)
{
	if (!e->out || (e->doc->cfg && e->doc->cfg->columns) || e->b->len < EMIT_SLICE)
		return;
	if (e->rc == 0)
		e->rc = emit_write(e->b, e->out, false);
	sbuf_reset(e->b);
}

void emit_stream(struct emit *e, const char *s, size_t len, emit_add_fn *add, void *arg)
{
	size_t i = 0;
	do {
		size_t n = len - i;
		if (n > EMIT_SLICE) {
			/* Cut before a code point. */
			n = EMIT_SLICE;
			while (n > 1 && ((unsigned char)s[i + n] & 0xC0) == 0x80)
				n--;
		}
		add(e->b, s + i, n, i + n == len, arg);
		i += n;
		emit_spill(e);
	} while (i < len);
}

void emit_add_copy(struct sbuf *b, const char *s, size_t len, bool last, void *arg)
{
	sbuf_add(b, s, len);
}

static void add_json_escaped(struct sbuf *b, const char *s, size_t len, bool last, void *arg)
{
	json_write_escaped(b, s, len);
}

void emit_json_text(struct emit *e, const char *s, size_t len)
{
	sbuf_addc(e->b, '"');
	emit_stream(e, s, len, add_json_escaped, NULL);
	sbuf_addc(e->b, '"');
}

int emit_end(struct emit *e)
{
	if (e->rc == 0 && e->em->end)
		e->em->end(e);
	if (e->rc == 0 && e->out)
		e->rc = emit_write(e->b, e->out, true);
	free(e->state);
	sbuf_free(&e->own);
	sbuf_free(&e->text);
	sbuf_free(&e->snippet);
	free(e->spans);
	free(e->snip_spans);
	sbuf_free(&e->title);
	sbuf_free(&e->title_line);
	sbuf_free(&e->redacted);
	return e->rc;
}

/* The first non-blank line of text[0..len), trimmed: [*start, *end). */
static void first_line_span(const char *text, size_t len, size_t *start, size_t *end)
{
	size_t i = 0;
	*start = *end = 0;
	while (i < len) {
		size_t nl = i;
		while (nl < len && text[nl] != '\n')
			nl++;
		/* Trim the line's whitespace (Unicode White_Space). */
		size_t a = i, b = nl;
		while (a < b) {
			size_t adv;
			int32_t cp = text_decode(text + a, b - a, &adv);
			if (cp < 0 || !text_is_space((uint32_t)cp))
				break;
			a += adv;
		}
		while (b > a) {
			size_t k = b - 1;
			while (k > a && ((unsigned char)text[k] & 0xC0) == 0x80)
				k--;
			size_t adv;
			int32_t cp = text_decode(text + k, b - k, &adv);
			if (cp < 0 || !text_is_space((uint32_t)cp))
				break;
			b = k;
		}
		if (b > a) {
			*start = a;
			*end = b;
			return;
		}
		i = nl + 1;
	}
}

void emit_first_line(const char *text, size_t len, size_t max, struct sbuf *out)
{
	size_t start, end;
	first_line_span(text, len, &start, &end);
	sbuf_reset(out);
	size_t ncp = text_cp_count(text + start, end - start);
	if (ncp <= max) {
		sbuf_add(out, text + start, end - start);
	} else {
		sbuf_add(out, text + start, text_cp_offset(text + start, end - start, max - 1));
		sbuf_adds(out, "…");
	}
	sbuf_add(out, "", 0);
}

void emit_one_line(const char *text, size_t len, size_t max, struct sbuf *out)
{
	/* Folded, it has no newline: its first line is all of it, cut to
	 * max code points, so max + 1 of them are enough to tell. */
	struct sbuf folded = {0};
	bool space = false;
	size_t ncp = 0;
	for (size_t i = 0; i < len && (max == SIZE_MAX || ncp <= max);) {
		size_t adv;
		int32_t cp = text_decode(text + i, len - i, &adv);
		if (cp >= 0 && text_is_space((uint32_t)cp)) {
			space = folded.len > 0;
		} else {
			if (space)
				sbuf_addc(&folded, ' ');
			/* Counted as text_cp_count counts (a lead byte). */
			ncp += space + (((unsigned char)text[i] & 0xC0) != 0x80);
			space = false;
			sbuf_add(&folded, text + i, adv);
		}
		i += adv;
	}
	emit_first_line(folded.data ? folded.data : "", folded.len, max, out);
	sbuf_free(&folded);
}

const char *emit_title(struct emit *e, const struct session *s, bool *from_prompt)
{
	if (e->title_of != s) {
		e->title_of = s;
		e->title_from_prompt = false;
		sbuf_reset(&e->title);
		sbuf_reset(&e->title_line);
		/* A title line is shown on one line too: its whitespace runs,
		 * newlines among them, folded (json's "title" keeps it whole). */
		if (s->title) {
			size_t len = strlen(s->title);
			const char *t = emit_redacted(e, s->title, &len);
			sbuf_add(&e->title_line, t, len);
			emit_one_line(t, len, SIZE_MAX, &e->title);
		}
		struct msg_rec prompt;
		if (!s->title && rank_session_prompt(s, &prompt)) {
			struct sbuf text = {0};
			if (e->doc->src.text && e->doc->src.text(e->doc->src.arg, &prompt, &text)) {
				/* Its first line, whitespace folded, then cut. */
				size_t len = text.len;
				const char *t = emit_redacted(e, text.data ? text.data : "", &len);
				size_t a, b;
				first_line_span(t, len, &a, &b);
				emit_one_line(t + a, b - a, TITLE_WIDTH, &e->title);
				e->title_from_prompt = e->title.len > 0;
			}
			sbuf_free(&text);
		}
	}
	if (from_prompt)
		*from_prompt = e->title_from_prompt;
	return s->title || e->title_from_prompt ? e->title.data : NULL;
}

void emit_short_id(struct sbuf *b, const struct out_entry *en)
{
	size_t want = en->short_len ? en->short_len : 7;
	sbuf_add(b, en->s->id, strnlen(en->s->id, want));
}

void emit_short_id_text(struct sbuf *b, const struct out_entry *en)
{
	size_t want = en->short_len ? en->short_len : 7;
	visible_add_name(b, en->s->id, strnlen(en->s->id, want));
}

char *emit_resume(const struct session *s)
{
	/* An archived session's file is gone, and no agent resumes a subagent's
	 * chat whose parent is not known. */
	return s->archived || s->no_resume ? NULL : source_resume(s->source, s->project, s->id);
}

const struct emit_body *emit_body(struct emit *e, const struct emit_msg *m)
{
	struct emit_body *body = &e->body;
	bool snippet = !e->em->text_only;
	sbuf_reset(&e->snippet);
	if (m->kind == EM_LINE) {
		const struct emit_line *ml = m->line;
		size_t len = ml->len;
		int64_t first_cp = ml->first_cp;
		const char *text = emit_redact_line(e, ml->text, &len, &first_cp);
		if (snippet) {
			struct snippet_opts o = emit_snippet_opts(e->doc->cfg, e->column);
			emit_snippet(text, len, first_cp, NULL, 0, &o, &e->snippet, NULL, NULL);
		}
		*body = (struct emit_body){.text = text, .len = len};
	} else {
		const struct emit_doc *d = e->doc;
		if (!d->src.text(d->src.arg, m->om->rec, &e->text)) {
			sbuf_reset(&e->text);
			sbuf_add(&e->text, "", 0);
		}
		if (!snippet) {
			emit_redact_body(e, NULL, 0, NULL);
			*body =
			    (struct emit_body){.text = e->text.data ? e->text.data : "", .len = e->text.len};
			body->snippet = "";
			return body;
		}
		struct match_result mr;
		size_t nspans, nsnip;
		/* Matched on the raw text, as the search matched it. */
		match_text(d->ms, e->text.data, e->text.len, &mr, &e->spans, &nspans);
		int64_t first_cp = mr.first_cp;
		emit_redact_body(e, e->spans, nspans, &first_cp);
		struct snippet_opts o = emit_snippet_opts(d->cfg, e->column);
		emit_snippet(e->text.data, e->text.len, first_cp, e->spans, nspans, &o, &e->snippet,
			     &e->snip_spans, &nsnip);
		*body = (struct emit_body){.text = e->text.data ? e->text.data : "",
					   .len = e->text.len,
					   .spans = e->snip_spans,
					   .nspans = nsnip};
	}
	body->snippet = e->snippet.data ? e->snippet.data : "";
	body->snippet_len = e->snippet.len;
	return body;
}

struct snippet_opts emit_snippet_opts(const struct config *cfg, size_t column)
{
	if (!cfg || !cfg->columns)
		return (struct snippet_opts){EMIT_SNIPPET, false};
	/* Three lines, less the two '…' of the cut ends. */
	size_t line = emit_line_width(cfg->columns, column ? column : EMIT_TEXT_COLUMN);
	return (struct snippet_opts){SNIPPET_LINES * line - 2, true};
}

size_t emit_hang(size_t columns, size_t hang)
{
	if (columns >= hang + EMIT_MIN_LINE)
		return hang;
	return columns > EMIT_MIN_LINE ? columns - EMIT_MIN_LINE : 0;
}

size_t emit_line_width(size_t columns, size_t hang)
{
	return columns - emit_hang(columns, hang);
}

/* ---- snippets (docs/reference.md §4.5) ---------------------------------- */

/* A positive hit in the folded text: code points [s, e), units [us, ue)
 * (code points, or terminal columns), its group. */
struct snip_hit {
	size_t s, e, us, ue;
	unsigned g;
};

/* A window candidate: the hits from `first` on that fit in its width.
 * mask holds their groups, rare the same groups as rarity bits (the
 * rarest group is the highest bit), [us, ue) the units from the first hit
 * to the end of the last one needed to show every group of mask, spread
 * the units from the first hit's start to the last needed one's. */
struct snip_cand {
	size_t first, us, ue, spread;
	uint64_t mask, rare;
};

struct snip {
	const struct text_ws *v; /* the folded text */
	size_t L, T;		 /* code points, units */
	struct snip_hit *h;
	size_t n;
	uint64_t all;	       /* every group hit */
	uint64_t rare_bit[64]; /* per group: its rarity bit */
	size_t *of_group[64];  /* per group: its hits' indices, in order */
	size_t group_n[64];
	struct snip_cand *cand; /* scratch: n */
};

static unsigned popcount64(uint64_t v)
{
	unsigned n = 0;
	for (; v; v &= v - 1)
		n++;
	return n;
}

/* Orders windows: more groups, then the rarer group (docs/reference.md
 * §4.5). > 0 when (ma, ra) is better than (mb, rb). */
static int score_cmp(uint64_t ma, uint64_t ra, uint64_t mb, uint64_t rb)
{
	unsigned pa = popcount64(ma), pb = popcount64(mb);
	if (pa != pb)
		return pa > pb ? 1 : -1;
	return ra > rb ? 1 : ra < rb ? -1 : 0;
}

/* The candidates of width w units, one per distinct start of a hit, in
 * order, into sn->cand; returns their count. A group is held when its
 * first hit at or after the window's first fits whole; with cut, the
 * first hit's own group always is (a hit longer than the one window is
 * shown cut, but a fragment does not count one it cannot show). */
static size_t snip_candidates(struct snip *sn, size_t w, bool cut)
{
	size_t ptr[64] = {0}, m = 0;
	for (size_t i = 0; i < sn->n; i++) {
		if (i > 0 && sn->h[i].us == sn->h[i - 1].us)
			continue;
		size_t lim = sn->h[i].us + w;
		struct snip_cand c = {.first = i, .us = sn->h[i].us, .ue = sn->h[i].us};
		for (uint64_t rest = sn->all; rest; rest &= rest - 1) {
			unsigned g = 0;
			while (!((rest >> g) & 1))
				g++;
			while (ptr[g] < sn->group_n[g] && sn->of_group[g][ptr[g]] < i)
				ptr[g]++;
			if (ptr[g] == sn->group_n[g])
				continue;
			const struct snip_hit *h = &sn->h[sn->of_group[g][ptr[g]]];
			size_t ue = h->ue;
			if (g == sn->h[i].g && cut)
				ue = ue < lim ? ue : lim;
			else if (ue > lim)
				continue;
			c.mask |= 1ull << g;
			c.rare |= sn->rare_bit[g];
			c.ue = ue > c.ue ? ue : c.ue;
			if (h->us - c.us > c.spread)
				c.spread = h->us - c.us;
		}
		sn->cand[m++] = c;
	}
	return m;
}

/* Places a window of w units (w < T) on candidate c: a third of it before
 * the first hit when the hits leave room, clamped to the text's ends.
 * [*a, *b) in code points of the folded text. */
static void snip_place(const struct snip *sn, const struct snip_cand *c, size_t w, size_t *a, size_t *b)
{
	size_t room = w - (c->ue - c->us), lead = w / 3 < room ? w / 3 : room;
	size_t start = c->us > lead ? c->us - lead : 0;
	if (start > sn->T - w)
		start = sn->T - w;
	*a = text_ws_unit_to_cp(sn->v, start);
	size_t end =
	    text_ws_unit_to_cp(sn->v, text_ws_seek(sn->v, *a).unit + w + 1); /* first past the width */
	*b = end - 1;
}

static int cmp_cand_first(const void *x, const void *y)
{
	const struct snip_cand *a = x, *b = y;
	return (a->first > b->first) - (a->first < b->first);
}

/* Best first, the earliest among equals. */
static int cmp_cand_score(const void *x, const void *y)
{
	const struct snip_cand *a = x, *b = y;
	int c = score_cmp(b->mask, b->rare, a->mask, a->rare);
	return c ? c : cmp_cand_first(x, y);
}

/* By groups, then the closest together, then the earliest. */
static int cmp_cand_mask(const void *x, const void *y)
{
	const struct snip_cand *a = x, *b = y;
	if (a->mask != b->mask)
		return a->mask < b->mask ? -1 : 1;
	if (a->spread != b->spread)
		return a->spread < b->spread ? -1 : 1;
	return cmp_cand_first(x, y);
}

/* The best k windows of w units each (k of 2 or 3): the most groups
 * between them, then the rarest, then the earliest. Candidates with the
 * same groups are one (the closest together, then the earliest); at most
 * MAX_CANDIDATES, the best, are tried. Fills pick[0..k) (candidates, in order) and returns the
 * groups they hold. */
static uint64_t snip_best_k(struct snip *sn, size_t k, size_t w, struct snip_cand pick[3], uint64_t *rare)
{
	size_t m = snip_candidates(sn, w, false);
	qsort(sn->cand, m, sizeof *sn->cand, cmp_cand_mask);
	size_t u = 0;
	for (size_t i = 0; i < m; i++)
		if (u == 0 || sn->cand[i].mask != sn->cand[u - 1].mask)
			sn->cand[u++] = sn->cand[i];
	m = u;
	if (m > MAX_CANDIDATES) {
		qsort(sn->cand, m, sizeof *sn->cand, cmp_cand_score);
		m = MAX_CANDIDATES;
	}
	qsort(sn->cand, m, sizeof *sn->cand, cmp_cand_first);
	const struct snip_cand *c = sn->cand;
	uint64_t best = 0, best_rare = 0;
	bool found = false;
	for (size_t x = 0; x < m; x++)
		for (size_t y = x + 1; y < m; y++)
			for (size_t z = k == 3 ? y + 1 : 0; z < (k == 3 ? m : 1); z++) {
				uint64_t mask = c[x].mask | c[y].mask | (k == 3 ? c[z].mask : 0);
				uint64_t r = c[x].rare | c[y].rare | (k == 3 ? c[z].rare : 0);
				if (found && score_cmp(mask, r, best, best_rare) <= 0)
					continue;
				found = true;
				best = mask;
				best_rare = r;
				pick[0] = c[x];
				pick[1] = c[y];
				if (k == 3)
					pick[2] = c[z];
			}
	*rare = best_rare;
	return found ? best : 0;
}

/* The fragments of the snippet, [a, b) in code points of the folded text,
 * in order, not touching; returns how many (1 to 3). */
static size_t snip_choose(struct snip *sn, size_t budget, size_t frag[3][2])
{
	/* One window of the whole budget: the most groups, the rarest, the
	 * closest together, the earliest. */
	size_t m = snip_candidates(sn, budget, true);
	const struct snip_cand *one = &sn->cand[0];
	for (size_t i = 1; i < m; i++) {
		const struct snip_cand *c = &sn->cand[i];
		int d = score_cmp(c->mask, c->rare, one->mask, one->rare);
		if (d > 0 || (d == 0 && c->spread < one->spread))
			one = c;
	}
	struct snip_cand best[3] = {*one};
	size_t nbest = 1, wbest = budget;
	uint64_t best_mask = one->mask, best_rare = one->rare;
	/* Groups left out: two, then three fragments that share the budget
	 * with their separators (" … ", 3 units each). */
	for (size_t k = 2; k <= 3 && best_mask != sn->all; k++) {
		if (budget < 4 * (k - 1) + k)
			break;
		size_t w = (budget - 3 * (k - 1)) / k;
		struct snip_cand pick[3] = {{0}};
		uint64_t rare, mask = snip_best_k(sn, k, w, pick, &rare);
		if (mask && score_cmp(mask, rare, best_mask, best_rare) > 0) {
			memcpy(best, pick, sizeof pick);
			nbest = k;
			wbest = w;
			best_mask = mask;
			best_rare = rare;
		}
	}
	/* Placed, in order; fragments that meet are one. */
	size_t placed[3][2], n = 0;
	for (size_t i = 0; i < nbest; i++) {
		size_t k = i;
		snip_place(sn, &best[i], wbest, &placed[k][0], &placed[k][1]);
		for (; k > 0 && placed[k][0] < placed[k - 1][0]; k--) {
			size_t t0 = placed[k][0], t1 = placed[k][1];
			placed[k][0] = placed[k - 1][0];
			placed[k][1] = placed[k - 1][1];
			placed[k - 1][0] = t0;
			placed[k - 1][1] = t1;
		}
	}
	for (size_t i = 0; i < nbest; i++) {
		if (n > 0 && placed[i][0] <= frag[n - 1][1]) {
			if (placed[i][1] > frag[n - 1][1])
				frag[n - 1][1] = placed[i][1];
			continue;
		}
		frag[n][0] = placed[i][0];
		frag[n][1] = placed[i][1];
		n++;
	}
	return n;
}

/* The hits of the snippet in the folded text: spans[0..nspans) mapped
 * through at (two entries a span, its start and its end), or with none the
 * earliest hit p0. xmalloc'd; *n set. */
static struct snip_hit *snip_hits(const struct hit_span *spans, size_t nspans, const struct text_ws_at *at,
				  struct text_ws_at p0, size_t *n)
{
	struct snip_hit *h = xmalloc((nspans + 1) * sizeof *h);
	for (size_t i = 0; i < nspans; i++) {
		struct text_ws_at s = at[2 * i], e = at[2 * i + 1];
		unsigned g = spans[i].group < 64 ? (unsigned)spans[i].group : 63;
		if (e.fl < s.fl)
			e = s;
		h[i] = (struct snip_hit){s.fl, e.fl, s.unit, e.unit, g};
	}
	*n = nspans;
	if (nspans == 0) {
		/* No spans (markdown memory): the earliest hit, or the start. */
		h[0] = (struct snip_hit){p0.fl, p0.fl, p0.unit, p0.unit, 0};
		*n = 1;
	}
	return h;
}

/* The fragments of the folded text v (longer than budget) for the hits
 * h[0..n) (taken): into frag; returns their count. */
static size_t snip_fragments(const struct text_ws *v, struct snip_hit *h, size_t n, size_t budget,
			     size_t frag[3][2])
{
	struct snip sn = {.v = v, .L = v->L, .T = v->T, .h = h, .n = n};
	/* Rarity: the fewest hits in this message, then the earlier
	 * group of the query. */
	size_t count[64] = {0};
	for (size_t i = 0; i < sn.n; i++) {
		sn.all |= 1ull << sn.h[i].g;
		count[sn.h[i].g]++;
	}
	for (unsigned g = 0; g < 64; g++) {
		if (!count[g])
			continue;
		unsigned rarer = 0;
		for (unsigned o = 0; o < 64; o++)
			rarer += count[o] && (count[o] < count[g] || (count[o] == count[g] && o < g));
		sn.rare_bit[g] = 1ull << (63 - rarer);
		sn.of_group[g] = xmalloc(count[g] * sizeof *sn.of_group[g]);
	}
	for (size_t i = 0; i < sn.n; i++)
		sn.of_group[sn.h[i].g][sn.group_n[sn.h[i].g]++] = i;
	sn.cand = xmalloc(sn.n * sizeof *sn.cand);
	size_t nfrag = snip_choose(&sn, budget, frag);
	for (unsigned g = 0; g < 64; g++)
		free(sn.of_group[g]);
	free(sn.cand);
	return nfrag;
}

static int cmp_size(const void *x, const void *y)
{
	size_t a = *(const size_t *)x, b = *(const size_t *)y;
	return (a > b) - (a < b);
}

/* Opens the folded view of text[0..len) and maps the code points of the
 * spans (start and end of each, into at[0..2 * nspans)) and first_cp
 * (into *p0; the start when it is -1 or past the end) into it. */
static void snip_view(struct text_ws *v, const char *text, size_t len, bool columns,
		      const struct hit_span *spans, size_t nspans, int64_t first_cp, struct text_ws_at *at,
		      struct text_ws_at *p0)
{
	size_t nq = 2 * nspans + 1;
	size_t *q = xmalloc(nq * sizeof *q), *sorted = xmalloc(nq * sizeof *sorted);
	for (size_t i = 0; i < nspans; i++) {
		q[2 * i] = spans[i].start;
		q[2 * i + 1] = spans[i].end;
	}
	q[2 * nspans] = first_cp >= 0 ? (size_t)first_cp : 0;
	memcpy(sorted, q, nq * sizeof *q);
	qsort(sorted, nq, sizeof *sorted, cmp_size);
	struct text_ws_at *where = xmalloc(nq * sizeof *where);
	text_ws_open(v, text, len, columns, sorted, nq, where);
	for (size_t i = 0; i < nq; i++) {
		size_t *k = bsearch(&q[i], sorted, nq, sizeof *sorted, cmp_size);
		struct text_ws_at w = where[k - sorted];
		if (i < 2 * nspans)
			at[i] = w;
		else
			*p0 = first_cp >= 0 && (size_t)first_cp <= v->ncp ? w : (struct text_ws_at){0, 0};
	}
	free(where);
	free(sorted);
	free(q);
}

/* Whether folded code point k of v is a space. */
static bool ws_space_at(const struct text_ws *v, size_t k)
{
	struct text_ws_pos p = text_ws_seek(v, k);
	const char *cp;
	size_t n;
	return text_ws_next(v, &p, &cp, &n) && *cp == ' ';
}

/* Appends folded code points [a, b) of v to out. */
static void ws_add(const struct text_ws *v, size_t a, size_t b, struct sbuf *out)
{
	struct text_ws_pos p = text_ws_seek(v, a);
	const char *cp;
	size_t n;
	for (size_t k = a; k < b && text_ws_next(v, &p, &cp, &n); k++)
		sbuf_add(out, cp, n);
}

/* Writes the fragments frag[0..nfrag) of v, with their '…' and " … ",
 * into out (reset first); at[k] is where fragment k starts in it (code
 * points). */
static void snip_write(const struct text_ws *v, size_t frag[3][2], size_t nfrag, struct sbuf *out,
		       size_t at[3])
{
	/* Between fragments the separator " … " stands for the cut: a space
	 * at a fragment's inner edge is left out. */
	for (size_t k = 0; k + 1 < nfrag; k++) {
		size_t b = frag[k][1], a = frag[k + 1][0];
		if (b > frag[k][0] + 1 && ws_space_at(v, b - 1))
			frag[k][1]--;
		if (a + 1 < frag[k + 1][1] && ws_space_at(v, a))
			frag[k + 1][0]++;
	}
	sbuf_reset(out);
	size_t pos = 0;
	if (frag[0][0] > 0) {
		sbuf_adds(out, "…");
		pos++;
	}
	for (size_t k = 0; k < nfrag; k++) {
		if (k > 0) {
			sbuf_adds(out, " … ");
			pos += 3;
		}
		ws_add(v, frag[k][0], frag[k][1], out);
		at[k] = pos;
		pos += frag[k][1] - frag[k][0];
	}
	if (frag[nfrag - 1][1] < v->L)
		sbuf_adds(out, "…");
	sbuf_add(out, "", 0);
}

/* The spans (mapped through at) that fall in the fragments, in code
 * points of the snippet, into *spans_out; returns their count. */
static size_t snip_spans(const struct hit_span *spans, size_t nspans, const struct text_ws_at *at,
			 size_t frag[3][2], size_t nfrag, const size_t start[3], struct hit_span **spans_out)
{
	*spans_out = xrealloc(*spans_out, (nfrag * nspans + 1) * sizeof **spans_out);
	size_t n = 0;
	for (size_t k = 0; k < nfrag; k++) {
		size_t a = frag[k][0], b = frag[k][1];
		for (size_t i = 0; i < nspans; i++) {
			size_t s = at[2 * i].fl, e = at[2 * i + 1].fl;
			if (e <= a || s >= b)
				continue;
			s = s < a ? a : s;
			e = e > b ? b : e;
			(*spans_out)[n++] =
			    (struct hit_span){s - a + start[k], e - a + start[k], spans[i].group};
		}
	}
	return n;
}

void emit_snippet(const char *text, size_t len, int64_t first_cp, const struct hit_span *spans, size_t nspans,
		  const struct snippet_opts *opts, struct sbuf *out, struct hit_span **spans_out,
		  size_t *nspans_out)
{
	struct snippet_opts dflt = {EMIT_SNIPPET, false};
	if (!opts || !opts->budget)
		opts = &dflt;
	/* The folded text is walked, never made: only the fragments shown
	 * are folded again (text_ws). */
	struct text_ws v;
	struct text_ws_at *at = xmalloc((2 * nspans + 1) * sizeof *at), p0;
	snip_view(&v, text ? text : "", len, opts->columns, spans, nspans, first_cp, at, &p0);
	size_t frag[3][2] = {{0, v.L}};
	size_t nfrag = 1;
	if (v.T > opts->budget) {
		size_t nh;
		struct snip_hit *h = snip_hits(spans, nspans, at, p0, &nh);
		nfrag = snip_fragments(&v, h, nh, opts->budget, frag);
		free(h);
	}
	size_t start[3];
	snip_write(&v, frag, nfrag, out, start);
	if (spans_out)
		*nspans_out = snip_spans(spans, nspans, at, frag, nfrag, start, spans_out);
	text_ws_close(&v);
	free(at);
}

/* ---- wrapping on a terminal (docs/reference.md §4.5) -------------------- */

/* Whether an escape sequence (ESC [ ... final byte) starts at s[i]; *end
 * after it. */
static bool escape_at(const char *s, size_t n, size_t i, size_t *end)
{
	if (s[i] != '\033' || i + 1 >= n || s[i + 1] != '[')
		return false;
	size_t k = i + 2;
	while (k < n && !((unsigned char)s[k] >= 0x40 && (unsigned char)s[k] <= 0x7E))
		k++;
	*end = k < n ? k + 1 : n;
	return true;
}

/* The columns code point cp takes at column col. */
static size_t cp_columns(int32_t cp, size_t col)
{
	if (cp == '\t')
		return 8 - col % 8;
	return cp < 0 ? 1 : text_width((uint32_t)cp);
}

/* The columns of s[0..n) from column col. */
static size_t columns_from(const char *s, size_t n, size_t col)
{
	size_t c = col;
	for (size_t i = 0; i < n;) {
		size_t end, adv;
		if (escape_at(s, n, i, &end)) {
			i = end;
			continue;
		}
		int32_t cp = text_decode(s + i, n - i, &adv);
		c += cp_columns(cp, c);
		i += adv;
	}
	return c - col;
}

size_t emit_columns(const char *s, size_t n)
{
	return columns_from(s, n, 0);
}

struct wrap {
	struct sbuf *b;
	struct sbuf sgr; /* the escape sequences in effect */
	size_t col, columns, hang;
};

static void wrap_break(struct wrap *w)
{
	if (w->sgr.len)
		sbuf_adds(w->b, "\033[0m");
	sbuf_addc(w->b, '\n');
	for (size_t k = 0; k < w->hang; k++)
		sbuf_addc(w->b, ' ');
	if (w->sgr.len)
		sbuf_add(w->b, w->sgr.data, w->sgr.len);
	w->col = w->hang;
}

static void wrap_escape(struct wrap *w, const char *s, size_t n)
{
	sbuf_add(w->b, s, n);
	if ((n == 4 && memcmp(s, "\033[0m", 4) == 0) || (n == 3 && memcmp(s, "\033[m", 3) == 0))
		sbuf_reset(&w->sgr);
	else
		sbuf_add(&w->sgr, s, n);
}

/* Appends the word s[0..n), broken where a code point does not fit. */
static void wrap_word(struct wrap *w, const char *s, size_t n)
{
	for (size_t i = 0; i < n;) {
		size_t end, adv;
		if (escape_at(s, n, i, &end)) {
			wrap_escape(w, s + i, end - i);
			i = end;
			continue;
		}
		int32_t cp = text_decode(s + i, n - i, &adv);
		if (w->col + cp_columns(cp, w->col) > w->columns && w->col > w->hang)
			wrap_break(w);
		sbuf_add(w->b, s + i, adv);
		w->col += cp_columns(cp, w->col);
		i += adv;
	}
}

/* One line (no newline in s[0..n)), from column 0. */
static void wrap_line(struct wrap *w, const char *s, size_t n)
{
	w->col = 0;
	for (size_t i = 0; i < n;) {
		size_t end;
		if (escape_at(s, n, i, &end)) {
			wrap_escape(w, s + i, end - i);
			i = end;
			continue;
		}
		size_t j = i;
		while (j < n && s[j] == ' ')
			j++;
		size_t k = j;
		while (k < n && s[k] != ' ')
			k++;
		size_t spaces = j - i;
		if (spaces && k > j && w->col > w->hang &&
		    w->col + spaces + columns_from(s + j, k - j, w->col + spaces) > w->columns) {
			/* A break: the spaces go, the word starts the next line. */
			wrap_break(w);
		} else {
			/* Spaces that do not fit are dropped (a word after them
			 * is broken inside). */
			for (; spaces && w->col < w->columns; spaces--, w->col++)
				sbuf_addc(w->b, ' ');
		}
		wrap_word(w, s + j, k - j);
		i = k;
	}
}

void emit_wrap(struct sbuf *b, size_t from, size_t columns, size_t hang)
{
	if (!columns || b->len <= from)
		return;
	size_t n = b->len - from;
	char *src = xmalloc(n);
	memcpy(src, b->data + from, n);
	b->len = from;
	b->data[from] = '\0';
	struct wrap w = {.b = b, .columns = columns, .hang = emit_hang(columns, hang)};
	for (size_t i = 0; i <= n;) {
		const char *nl = memchr(src + i, '\n', n - i);
		size_t end = nl ? (size_t)(nl - src) : n;
		wrap_line(&w, src + i, end - i);
		if (!nl)
			break;
		sbuf_addc(b, '\n');
		i = end + 1;
	}
	sbuf_free(&w.sgr);
	free(src);
}
