/* emit: the run of an emitter (see emit.h): its buffer and state, the one
 * flush, and the body of each printed message. Callbacks build output in
 * the run's buffer; emit_flush writes it with one fwrite, so a closed pipe
 * or a full disk is noticed after at most one session. */
#include "stages/emit.h"

#include <stdlib.h>
#include <string.h>

#include "pipeline/base/text.h"
#include "stages/memory.h"
#include "stages/rank.h"
#include "stages/source/source.h"

enum { SNIPPET = 300, SNIPPET_BEFORE = 100 };

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
	return e->rc;
}

void emit_first_line(const char *text, size_t len, size_t max, struct sbuf *out)
{
	size_t i = 0, start = 0, end = 0;
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
			start = a;
			end = b;
			break;
		}
		i = nl + 1;
	}
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
	struct sbuf folded = {0};
	bool space = false;
	for (size_t i = 0; i < len;) {
		size_t adv;
		int32_t cp = text_decode(text + i, len - i, &adv);
		if (cp >= 0 && text_is_space((uint32_t)cp)) {
			space = folded.len > 0;
		} else {
			if (space)
				sbuf_addc(&folded, ' ');
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
		/* A title line is shown on one line too: its whitespace runs,
		 * newlines among them, folded (json's "title" keeps it whole). */
		if (s->title)
			emit_one_line(s->title, strlen(s->title), SIZE_MAX, &e->title);
		if (!s->title && s->prompt.file) {
			struct sbuf text = {0};
			if (e->doc->src.text && e->doc->src.text(e->doc->src.arg, &s->prompt, &text)) {
				/* Its first line, whitespace folded, then cut. */
				struct sbuf line = {0};
				emit_first_line(text.data ? text.data : "", text.len, SIZE_MAX, &line);
				emit_one_line(line.data, line.len, TITLE_WIDTH, &e->title);
				sbuf_free(&line);
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

char *emit_resume(const struct session *s)
{
	return source_resume(s->source, s->project, s->id);
}

const struct emit_body *emit_body(struct emit *e, const struct emit_msg *m)
{
	struct emit_body *body = &e->body;
	bool snippet = !e->em->text_only;
	sbuf_reset(&e->snippet);
	if (m->line) {
		const struct mem_line *ml = m->line;
		if (snippet)
			emit_snippet(ml->text, ml->len, ml->first_cp, NULL, 0, &e->snippet, NULL, NULL);
		*body = (struct emit_body){.text = ml->text, .len = ml->len};
	} else {
		const struct emit_doc *d = e->doc;
		if (!d->src.text(d->src.arg, m->om->rec, &e->text)) {
			sbuf_reset(&e->text);
			sbuf_add(&e->text, "", 0);
		}
		if (!snippet) {
			*body =
			    (struct emit_body){.text = e->text.data ? e->text.data : "", .len = e->text.len};
			body->snippet = "";
			return body;
		}
		struct match_result mr;
		size_t nspans, nsnip;
		match_text(d->ms, e->text.data, e->text.len, &mr, &e->spans, &nspans);
		emit_snippet(e->text.data, e->text.len, mr.first_cp, e->spans, nspans, &e->snippet,
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

void emit_snippet(const char *text, size_t len, int64_t first_cp, const struct hit_span *spans, size_t nspans,
		  struct sbuf *out, struct hit_span **spans_out, size_t *nspans_out)
{
	/* Pass 1: fold whitespace runs, trim, and map code points of text
	 * to code points of the folded text. */
	size_t ncp = text_cp_count(text, len);
	size_t *map = xmalloc((ncp + 1) * sizeof *map);
	struct sbuf folded = {0};
	size_t fl = 0, cp = 0;
	bool pending_space = false;
	for (size_t i = 0; i < len; cp++) {
		size_t adv;
		int32_t c = text_decode(text + i, len - i, &adv);
		bool space = c >= 0 && text_is_space((uint32_t)c);
		if (space) {
			pending_space = fl > 0;
			map[cp] = fl;
		} else {
			if (pending_space) {
				sbuf_addc(&folded, ' ');
				fl++;
				pending_space = false;
			}
			map[cp] = fl;
			sbuf_add(&folded, text + i, adv);
			fl++;
		}
		i += adv;
	}
	map[ncp] = fl;
	size_t L = fl;
	size_t p = first_cp >= 0 && (size_t)first_cp <= ncp ? map[first_cp] : 0;
	size_t start = 0, end = L;
	if (L > SNIPPET) {
		size_t lo = p > SNIPPET_BEFORE ? p - SNIPPET_BEFORE : 0;
		start = lo < L - SNIPPET ? lo : L - SNIPPET;
		end = start + SNIPPET;
	}
	sbuf_reset(out);
	if (start > 0)
		sbuf_adds(out, "…");
	size_t b0 = text_cp_offset(folded.data ? folded.data : "", folded.len, start);
	size_t b1 = text_cp_offset(folded.data ? folded.data : "", folded.len, end);
	sbuf_add(out, folded.data ? folded.data + b0 : "", b1 - b0);
	if (end < L)
		sbuf_adds(out, "…");
	if (spans_out) {
		size_t shift = start > 0 ? 1 : 0; /* the leading '…' */
		*spans_out = xrealloc(*spans_out, (nspans + 1) * sizeof **spans_out);
		size_t n = 0;
		for (size_t i = 0; i < nspans; i++) {
			size_t s = spans[i].start <= ncp ? map[spans[i].start] : L;
			size_t e = spans[i].end <= ncp ? map[spans[i].end] : L;
			if (e <= start || s >= end)
				continue;
			s = s < start ? start : s;
			e = e > end ? end : e;
			(*spans_out)[n++] = (struct hit_span){s - start + shift, e - start + shift};
		}
		*nspans_out = n;
	}
	sbuf_free(&folded);
	free(map);
}
