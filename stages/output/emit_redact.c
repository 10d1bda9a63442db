/* emit_redact: the redaction of what a run prints (docs/reference.md §4.6),
 * part of the emit module (its functions are declared in emit.h). The texts
 * come in raw, as the search matched them, and leave with their secrets
 * replaced by the run's redactor (stages/redact.h); a text's hits, found
 * on the raw text, are moved into the redacted one. */
#include "stages/output/emit.h"

#include <string.h>

#include "stages/rank.h"

const char *emit_redacted(struct emit *e, const char *text, size_t *len)
{
	struct redact *r = e->doc->redact;
	if (!r || !redact_text(r, text, *len, &e->redacted))
		return text;
	*len = e->redacted.len;
	return e->redacted.data;
}

const char *emit_redact_line(struct emit *e, const char *text, size_t *len, int64_t *first_cp)
{
	const char *t = emit_redacted(e, text, len);
	if (t != text && *first_cp >= 0)
		*first_cp = (int64_t)redact_map_start(e->doc->redact, (size_t)*first_cp);
	return t;
}

void emit_redact_body(struct emit *e, struct hit_span *spans, size_t n, int64_t *first_cp)
{
	struct redact *r = e->doc->redact;
	if (!r || !redact_text(r, e->text.data ? e->text.data : "", e->text.len, &e->redacted))
		return;
	for (size_t i = 0; i < n; i++) {
		spans[i].start = redact_map_start(r, spans[i].start);
		spans[i].end = redact_map_end(r, spans[i].end);
	}
	if (first_cp && *first_cp >= 0)
		*first_cp = (int64_t)redact_map_start(r, (size_t)*first_cp);
	/* The redacted text becomes the loaded one; the raw buffer is kept
	 * for the next. */
	struct sbuf t = e->text;
	e->text = e->redacted;
	e->redacted = t;
}

const char *emit_title_line(struct emit *e, const struct session *s)
{
	emit_title(e, s, NULL);
	return s->title ? e->title_line.data : NULL;
}
