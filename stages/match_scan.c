/* match_scan: decoded message text scanned with the matcher (stages/match.h,
 * match_internal.h).
 *
 * A text of SLICE_MIN bytes or more is not folded whole: it is folded in
 * slices of SLICE bytes (cut at code point starts) and each slice goes
 * through a stream of the same patterns in stream mode, so that no copy as
 * long as the text is made (docs/reference.md §6). That database is
 * compiled when the first such text comes. A hit's end in the folded
 * stream is mapped to the text by a cursor that walks the text itself
 * (folding keeps the code point count, and a code point's folded length is
 * known from it), so positions, spans and -w's edges come out as the whole
 * copy gives them. -e needs no folded copy (its patterns are caseless
 * themselves). Fuzzy terms ask for the start of a hit, which their
 * database finds in block mode (the mode tests/vectorscan checks): a long
 * text of theirs is folded in the same slices, and each slice is scanned
 * as one block with that database, after the last bytes of the slice
 * before it (as many as a hit of any term can span). A window takes only
 * the hits that end past what the one before took and before its own last
 * few bytes (a hit's next code point may be in the next slice): each hit
 * is seen once, with the start, edges and order the whole copy gives it.
 * The recall check of their texts goes through a stream of the recall
 * patterns alone. */
#include "stages/match.h"

#include <hs/hs.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/hs_cache.h"
#include "base/text.h"
#include "base/xalloc.h"
#include "stages/match_internal.h"

/* Start of the code point before byte offset i (i > 0). */
static size_t prev_cp(const char *b, size_t i)
{
	do
		i--;
	while (i > 0 && ((unsigned char)b[i] & 0xC0) == 0x80);
	return i;
}

static bool word_at(const char *b, size_t len, size_t i)
{
	size_t adv;
	int32_t cp = text_decode(b + i, len - i, &adv);
	return cp >= 0 && text_is_word((uint32_t)cp);
}

/* Counts a hit of term id over buf[start, end) (end after its last byte),
 * a span when asked. */
static void count_hit(struct match_scratch *s, unsigned id, size_t start, size_t end)
{
	const struct matcher *m = s->m;
	s->term_hits[id]++;
	size_t g = m->q->terms[id].group;
	if (g < m->npos) {
		s->tf[g]++;
		if (start < s->first_byte)
			s->first_byte = start;
		if (s->want_spans && s->nspans < MATCH_MAX_SPANS) {
			xgrow((void **)&s->spans, &s->capspans, s->nspans + 1, sizeof *s->spans);
			if (m->fuzzy && m->fuzzy[id])
				s->last_span[id] = s->nspans;
			s->spans[s->nspans++] = (struct hit_span){start, end, g};
		}
	}
}

static bool word_edges_ok(const struct match_scratch *s, size_t start, size_t end)
{
	if (start > 0 && word_at(s->buf, s->buf_len, prev_cp(s->buf, start)))
		return false;
	return !(end < s->buf_len && word_at(s->buf, s->buf_len, end));
}

static bool is_space_byte(char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

/* How far a fuzzy hit is from the term: its length's distance from the
 * term's, plus one for each edge that is not a word character (an edit
 * that took in a comma or a quote). */
static size_t hit_cost(const struct match_scratch *s, size_t start, size_t end, size_t want)
{
	size_t len = end - start, cost = len > want ? len - want : want - len;
	cost += !word_at(s->buf, s->buf_len, start);
	cost += !word_at(s->buf, s->buf_len, prev_cp(s->buf, end));
	return cost;
}

/* A hit of a fuzzy term: widened to whole code points and trimmed of the
 * spaces and punctuation an insertion took in. Hits that overlap are one occurrence, which
 * counts once; its span is the hit nearest the term (hit_cost: the exact
 * or least-edited one, not the union of every edit). */
static int on_fuzzy_hit(struct match_scratch *s, unsigned id, size_t start, size_t end)
{
	while (start > 0 && ((unsigned char)s->buf[start] & 0xC0) == 0x80)
		start--;
	while (end < s->buf_len && ((unsigned char)s->buf[end] & 0xC0) == 0x80)
		end++;
	/* An edge the term has as a word character never starts or ends
	 * the span on a space or punctuation an insertion took in. */
	uint8_t edges = s->m->fuzzy_edges[id];
	while (start < end &&
	       ((edges & 1) ? !word_at(s->buf, s->buf_len, start) : is_space_byte(s->buf[start]))) {
		size_t adv;
		text_decode(s->buf + start, s->buf_len - start, &adv);
		start += adv ? adv : 1;
	}
	while (end > start && ((edges & 2) ? !word_at(s->buf, s->buf_len, prev_cp(s->buf, end))
					   : is_space_byte(s->buf[end - 1])))
		end = prev_cp(s->buf, end);
	if (start == end || (s->m->word && !word_edges_ok(s, start, end)))
		return 0;
	size_t cost = hit_cost(s, start, end, s->m->fuzzy_len[id]);
	start += s->base;
	end += s->base;
	if (s->term_hits[id] && start < s->last_end[id]) {
		if (end > s->last_end[id])
			s->last_end[id] = end;
		if (cost < s->last_cost[id]) {
			s->last_cost[id] = cost;
			if (s->want_spans && s->last_span[id] != SIZE_MAX) {
				s->spans[s->last_span[id]].start = start;
				s->spans[s->last_span[id]].end = end;
			}
			if (start < s->first_byte && s->m->q->terms[id].group < s->m->npos)
				s->first_byte = start;
		}
		return 0;
	}
	s->last_cost[id] = cost;
	s->last_end[id] = end;
	s->last_span[id] = SIZE_MAX;
	count_hit(s, id, start, end);
	return 0;
}

/* The bytes cp takes folded. */
static size_t folded_len(int32_t cp)
{
	if (cp < 0)
		return 1;
	uint32_t l = text_lower((uint32_t)cp);
	return l < 0x80 ? 1 : l < 0x800 ? 2 : l < 0x10000 ? 3 : 4;
}

/* The code point of the text at folded offset f (a code point start), the
 * cursor moved there; s->cur_o is then its byte in the text. */
static size_t slice_locate(struct match_scratch *s, size_t f)
{
	const char *t = s->orig;
	size_t n = s->orig_len;
	while (s->cur_f < f) {
		if (n - s->cur_o >= 8 && f - s->cur_f >= 8) {
			uint64_t v;
			memcpy(&v, t + s->cur_o, sizeof v);
			if (!(v & 0x8080808080808080ull)) {
				s->cur_o += 8;
				s->cur_f += 8;
				s->cur_cp += 8;
				continue;
			}
		}
		size_t adv;
		int32_t cp = text_decode(t + s->cur_o, n - s->cur_o, &adv);
		s->cur_o += adv;
		s->cur_f += folded_len(cp);
		s->cur_cp++;
	}
	while (s->cur_f > f && s->cur_o > 0) {
		size_t o = prev_cp(t, s->cur_o), adv;
		s->cur_f -= folded_len(text_decode(t + o, n - o, &adv));
		s->cur_o = o;
		s->cur_cp--;
	}
	return s->cur_cp;
}

/* Whether the code point at byte i of the text is a word character once
 * folded (what word_at says of the folded copy). */
static bool word_folded(const char *b, size_t len, size_t i)
{
	size_t adv;
	int32_t cp = text_decode(b + i, len - i, &adv);
	return cp >= 0 && text_is_word(text_lower((uint32_t)cp));
}

/* A hit of a literal term ending at folded offset to, in slices: kept in
 * code points; its start is its length in code points before its end. */
static int on_slice_hit(struct match_scratch *s, unsigned id, size_t to)
{
	size_t end = slice_locate(s, to), n = s->m->q->terms[id].nunits;
	size_t start = end >= n ? end - n : 0;
	if (s->m->word) {
		size_t so = s->cur_o, eo = s->cur_o;
		for (size_t k = 0; k < n && so > 0; k++)
			so = prev_cp(s->orig, so);
		if ((so > 0 && word_folded(s->orig, s->orig_len, prev_cp(s->orig, so))) ||
		    (eo < s->orig_len && word_folded(s->orig, s->orig_len, eo)))
			return 0;
	}
	count_hit(s, id, start, end);
	return 0;
}

static int on_hit(unsigned id, unsigned long long from, unsigned long long to, unsigned flags, void *ctx)
{
	(void)flags;
	struct match_scratch *s = ctx;
	const struct matcher *m = s->m;
	if (id >= m->nterms) {
		if (!s->recall_only)
			return 0;
		size_t k = id - m->nterms;
		if (k < RECALL_WHOLE) {
			s->recall_hit = true;
			return 1; /* stop: the piece is an event */
		}
		/* Bytes, or code points in slices (the same here: ASCII). */
		size_t at = s->slices ? slice_locate(s, (size_t)to) : (size_t)to;
		if (k == RECALL_SEARCH) {
			xgrow((void **)&s->search_ends, &s->capsearch, s->nsearch + 1,
			      sizeof *s->search_ends);
			s->search_ends[s->nsearch++] = at;
		} else {
			size_t len = strlen(recall_patterns[k]);
			xgrow((void **)&s->target_starts, &s->captarget, s->ntarget + 1,
			      sizeof *s->target_starts);
			s->target_starts[s->ntarget++] = at - len; /* ASCII: bytes */
		}
		return 0;
	}
	if (s->recall_only)
		return 0;
	if (s->slices)
		return on_slice_hit(s, id, (size_t)to);
	size_t end = (size_t)to, start = (size_t)from;
	/* In windows, a hit is taken in the one where its end falls in the
	 * window's own range; the others see it too, or too near an edge. */
	if (s->windows && (s->base + end < s->win_lo || s->base + end >= s->win_hi))
		return 0;
	if (m->fuzzy && m->fuzzy[id])
		return on_fuzzy_hit(s, id, start, end);
	if (!m->regex) {
		start = end;
		for (size_t k = 0; k < m->q->terms[id].nunits && start > 0; k++)
			start = prev_cp(s->buf, start);
	}
	if (m->word && !word_edges_ok(s, start, end))
		return 0;
	count_hit(s, id, s->base + start, s->base + end);
	return 0;
}

/* One scan of buf[0..len) with the database: a whole stream with -e (its
 * end-of-data matches reported by the reset), else one block. */
static void scan_db(struct match_scratch *s, const char *buf, size_t len)
{
	hs_error_t rc;
	if (!s->m->stream) {
		rc = hs_scan(s->m->db, buf, (unsigned)len, 0, s->hs, on_hit, s);
	} else {
		/* A stream that on_hit stopped is not scanned again until
		 * reset. */
		rc = hs_scan_stream(s->stream, buf, (unsigned)len, 0, s->hs, on_hit, s);
		hs_error_t r2 = hs_reset_stream(s->stream, 0, s->hs, rc == HS_SUCCESS ? on_hit : NULL, s);
		if (rc == HS_SUCCESS || rc == HS_SCAN_TERMINATED)
			rc = r2;
	}
	/* on_hit stops a scan on purpose (a recall event found): only
	 * another status is an error. */
	if (rc != HS_SUCCESS && rc != HS_SCAN_TERMINATED && !s->hs_error)
		s->hs_error = rc;
}

/* Whether text[0..len) is scanned in slices: long, valid UTF-8, a
 * matcher that allows it, and its stream database made (in s's scratch
 * too). A database that cannot be made leaves the whole copy. */
static bool slices_ok(struct match_scratch *s, const char *text, size_t len)
{
	struct slice_db *sl = s->m->sl;
	if (len < SLICE_MIN || !sl || len > UINT32_MAX)
		return false;
	if (!s->sstream) {
		pthread_mutex_lock(&sl->lock);
		if (!sl->tried) {
			sl->tried = true;
			hs_compile_error_t *cerr = NULL;
			if (hs_compile_multi((const char *const *)sl->exprs, sl->flags, sl->ids, sl->n,
					     HS_MODE_STREAM, NULL, &sl->db, &cerr) != HS_SUCCESS) {
				hs_free_compile_error(cerr);
				sl->db = NULL;
			}
		}
		hs_database_t *db = sl->db;
		pthread_mutex_unlock(&sl->lock);
		if (!db)
			return false;
		if (hs_alloc_scratch(db, &s->hs) != HS_SUCCESS ||
		    hs_open_stream(db, 0, &s->sstream) != HS_SUCCESS) {
			fprintf(stderr, "memgrep: cannot allocate Hyperscan scratch\n");
			abort();
		}
	}
	return text_valid_utf8(text, len);
}

/* Folds text[0..len) SLICE bytes at a time (cut at code point starts) and
 * scans the slices as one stream; its end-of-data matches come with the
 * reset. */
static void scan_slices(struct match_scratch *s, const char *text, size_t len)
{
	size_t need = TEXT_FOLD_MAX((size_t)SLICE);
	if (need > s->fold_cap) {
		free(s->fold);
		s->fold_cap = need;
		s->fold = xmalloc(s->fold_cap);
	}
	s->slices = true;
	s->orig = text;
	s->orig_len = len;
	s->cur_o = s->cur_f = s->cur_cp = 0;
	hs_error_t rc = HS_SUCCESS;
	for (size_t o = 0; o < len && rc == HS_SUCCESS;) {
		size_t e = len - o > SLICE ? o + SLICE : len;
		while (e < len && ((unsigned char)text[e] & 0xC0) == 0x80)
			e--;
		size_t n = text_fold(text + o, e - o, s->fold);
		rc = hs_scan_stream(s->sstream, s->fold, (unsigned)n, 0, s->hs, on_hit, s);
		o = e;
	}
	hs_error_t r2 = hs_reset_stream(s->sstream, 0, s->hs, rc == HS_SUCCESS ? on_hit : NULL, s);
	if (rc == HS_SUCCESS || rc == HS_SCAN_TERMINATED)
		rc = r2;
	if (rc != HS_SUCCESS && rc != HS_SCAN_TERMINATED && !s->hs_error)
		s->hs_error = rc;
	s->slices = false;
}

/* Whether text[0..len) is scanned in windows: the long, valid UTF-8
 * text of folded fuzzy terms. */
static bool windows_ok(const struct match_scratch *s, const char *text, size_t len)
{
	return len >= SLICE_MIN && s->m->fuzzy && s->m->fold && text_valid_utf8(text, len);
}

/* The bytes a hit of any term of m may span: 4 a unit at most (a code
 * point, or a wildcard's 1 to 3), and one more for each insertion of an
 * edit (2 at most); with AHEAD more, for the code point before it. */
static size_t hit_reach(const struct matcher *m)
{
	size_t reach = 0;
	for (size_t i = 0; i < m->nterms; i++)
		if (4 * m->q->terms[i].nunits + 2 > reach)
			reach = 4 * m->q->terms[i].nunits + 2;
	return reach + AHEAD;
}

/* Folds text[0..len) SLICE bytes at a time (cut at code point starts) and
 * scans each slice as one block, after the hit_reach bytes before it (from
 * a code point start): a hit that ends in it starts there at the earliest,
 * and its code point before is there too. A window takes the hits that
 * end from where the last one stopped to AHEAD bytes before its end (to
 * its end for the last): as in the whole copy, once each and in the same
 * order, with offsets of the whole copy. */
static void scan_windows(struct match_scratch *s, const char *text, size_t len)
{
	const struct matcher *m = s->m;
	size_t reach = hit_reach(m), need = reach + 4 + TEXT_FOLD_MAX((size_t)SLICE);
	if (need > s->fold_cap) {
		free(s->fold);
		s->fold_cap = need;
		s->fold = xmalloc(s->fold_cap);
	}
	s->windows = true;
	s->orig = text;
	s->orig_len = len;
	s->cur_o = s->cur_f = s->cur_cp = 0;
	s->base = s->win_lo = 0;
	size_t keep = 0; /* bytes of the window before carried over */
	for (size_t o = 0; o < len;) {
		size_t e = len - o > SLICE ? o + SLICE : len;
		while (e < len && ((unsigned char)text[e] & 0xC0) == 0x80)
			e--;
		size_t n = keep + text_fold(text + o, e - o, s->fold + keep);
		o = e;
		s->win_hi = o < len ? s->base + n - AHEAD : SIZE_MAX;
		s->buf = s->fold;
		s->buf_len = n;
		hs_error_t rc = hs_scan(m->db, s->fold, (unsigned)n, 0, s->hs, on_hit, s);
		if (rc != HS_SUCCESS && rc != HS_SCAN_TERMINATED) {
			if (!s->hs_error)
				s->hs_error = rc;
			break;
		}
		if (o == len)
			break;
		s->win_lo = s->win_hi;
		size_t k = s->win_lo - s->base;
		k = k > reach ? k - reach : 0;
		while (k > 0 && ((unsigned char)s->fold[k] & 0xC0) == 0x80)
			k--;
		memmove(s->fold, s->fold + k, n - k);
		s->base += k;
		keep = n - k;
	}
	s->windows = false;
	s->base = 0;
}

int match_scan_error(struct match_scratch *s)
{
	int rc = s->hs_error;
	s->hs_error = 0;
	return rc;
}

/* The buffer to scan: the folded copy, or the text itself. */
static const char *scan_buf(struct match_scratch *s, const char *text, size_t len, bool fold, size_t *out_len)
{
	if (!fold) {
		*out_len = len;
		return text;
	}
	size_t need = TEXT_FOLD_MAX(len);
	if (need > s->fold_cap) {
		free(s->fold);
		s->fold_cap = need + need / 2;
		s->fold = xmalloc(s->fold_cap);
	}
	*out_len = text_fold(text, len, s->fold);
	return s->fold;
}

static int cmp_span(const void *a, const void *b)
{
	const struct hit_span *x = a, *y = b;
	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	if (x->end != y->end)
		return x->end < y->end ? -1 : 1;
	return (x->group > y->group) - (x->group < y->group);
}

void match_text(struct match_scratch *s, const char *text, size_t len, struct match_result *out,
		struct hit_span **spans, size_t *nspans)
{
	const struct matcher *m = s->m;
	memset(s->term_hits, 0, m->nterms * sizeof *s->term_hits);
	memset(s->tf, 0, m->npos * sizeof *s->tf);
	s->first_byte = SIZE_MAX;
	s->recall_only = false;
	s->want_spans = spans != NULL;
	s->nspans = 0;
	/* In slices, first_byte and spans are code points already; in
	 * windows, bytes of the whole folded text, whose code points the
	 * cursor of the slices finds. */
	bool cps = m->fold && m->sl && !m->sl->recall_only && slices_ok(s, text, len);
	bool win = !cps && windows_ok(s, text, len);
	if (cps) {
		scan_slices(s, text, len);
	} else if (win) {
		scan_windows(s, text, len);
	} else {
		s->buf = scan_buf(s, text, len, m->fold, &s->buf_len);
		scan_db(s, s->buf, s->buf_len);
	}

	memset(out, 0, sizeof *out);
	for (size_t i = 0; i < m->nterms; i++) {
		if (!s->term_hits[i])
			continue;
		size_t g = m->q->terms[i].group;
		if (g < m->npos) {
			out->pos_mask |= 1ull << g;
			out->hits += s->term_hits[i];
			out->distinct++;
		} else {
			out->neg_mask |= 1ull << (g - m->npos);
		}
	}
	out->tf = s->tf;
	out->first_cp = s->first_byte == SIZE_MAX ? -1
			: cps			  ? (int64_t)s->first_byte
			: win			  ? (int64_t)slice_locate(s, s->first_byte)
						  : (int64_t)text_cp_count(s->buf, s->first_byte);
	if (spans) {
		/* Byte offsets in the scanned buffer to code points. */
		if (s->nspans)
			qsort(s->spans, s->nspans, sizeof *s->spans, cmp_span);
		*spans = xrealloc(*spans, (s->nspans + 1) * sizeof **spans);
		/* Starts are sorted: count code points incrementally; a span's
		 * end is counted from its start. */
		size_t at_byte = 0, at_cp = 0;
		for (size_t i = 0; i < s->nspans && cps; i++)
			(*spans)[i] = s->spans[i];
		for (size_t i = 0; i < s->nspans && win; i++) {
			(*spans)[i].start = slice_locate(s, s->spans[i].start);
			(*spans)[i].end = slice_locate(s, s->spans[i].end);
			(*spans)[i].group = s->spans[i].group;
		}
		for (size_t i = 0; i < s->nspans && !cps && !win; i++) {
			at_cp += text_cp_count(s->buf + at_byte, s->spans[i].start - at_byte);
			at_byte = s->spans[i].start;
			(*spans)[i].start = at_cp;
			(*spans)[i].end = at_cp + text_cp_count(s->buf + at_byte, s->spans[i].end - at_byte);
			(*spans)[i].group = s->spans[i].group;
		}
		*nspans = s->nspans;
	}
}

bool match_recall(struct match_scratch *s, const char *text, size_t len)
{
	s->recall_only = true;
	s->recall_hit = false;
	s->nsearch = s->ntarget = 0;
	/* In slices, the ends and starts are code points already. */
	bool cps = slices_ok(s, text, len);
	if (cps) {
		scan_slices(s, text, len);
	} else {
		s->buf = scan_buf(s, text, len, true, &s->buf_len);
		scan_db(s, s->buf, s->buf_len);
	}
	/* "i'll search" then, 0 to 40 code points later, a target. */
	for (size_t i = 0; !s->recall_hit && i < s->nsearch; i++)
		for (size_t k = 0; !s->recall_hit && k < s->ntarget; k++) {
			size_t e = s->search_ends[i], t = s->target_starts[k];
			s->recall_hit = t >= e && (cps ? t - e : text_cp_count(s->buf + e, t - e)) <= 40;
		}
	return s->recall_hit;
}
