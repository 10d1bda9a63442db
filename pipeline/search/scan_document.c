/* scan_document: files read whole (pipeline/search/scan.h). A
 * document-shaped file's root and then each of its messages go through the
 * stages as lines do, each message as if it were a line (its own bytes,
 * and the line where it starts); a text document (markdown memory) by its
 * source's decoder, each visible line a message of its own. */
#include "pipeline/search/scan_internal.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/json_line.h"
#include "stages/filter.h"
#include "stages/index/entry.h"

/* Marks the lines near a match of doc (context: -A after, -B before, a
 * sweep each way) in near[0..n). */
static void mark_near(const struct config *cfg, const bool *match, bool *near, size_t n)
{
	size_t left = 0;
	for (size_t i = 0; i < n; i++) {
		if (match[i])
			left = cfg->after;
		else if (left > 0 && left--)
			near[i] = true;
	}
	left = 0;
	for (size_t i = n; i-- > 0;) {
		if (match[i])
			left = cfg->before;
		else if (left > 0 && left--)
			near[i] = true;
	}
}

/* Line i of the document as a record of res: a match, or near one. */
static void keep_line(struct file_res *res, const struct text_doc *doc, size_t i, bool match,
		      int64_t first_cp)
{
	const struct text_line *l = &doc->lines[i];
	struct msg_rec *r = file_recs_push(&res->recs, res);
	r->type = MT_LINE;
	r->order = KO_TEXT;
	r->line = l->line;
	r->text = arena_strndup(&res->arena, doc->text.data ? doc->text.data + l->off : "", l->len);
	r->tlen = (uint32_t)l->len;
	r->flags = match ? REC_HIT : REC_NEAR;
	r->first_cp = match ? first_cp : -1;
	r->label = l->label ? arena_strndup(&res->arena, l->label, strlen(l->label)) : NULL;
	r->label_match =
	    l->label_match ? arena_strndup(&res->arena, l->label_match, strlen(l->label_match)) : NULL;
}

void scan_text(struct scan_ctx *c, int fd, struct file_res *res, unsigned source, int64_t mtime)
{
	const struct config *cfg = c->cfg;
	const struct source *src = &source_table[source];
	res->source = (uint8_t)source;
	if (filter_time(cfg, true, (struct instant){mtime, 0}) != DROP_NONE) {
		res->stats.drops[DROP_TIME]++;
		return;
	}
	ssize_t have = scan_read_whole(c, fd, res);
	if (have < 0)
		return;
	uint64_t t1 = clock_ns(CLOCK_MONOTONIC);
	struct text_doc *doc = &c->tdoc;
	src->decode_text(c->buf, (size_t)have, cfg->source_opts[source], doc);
	res->stats.bytes = doc->bytes;
	res->stats.lines = doc->nlines;
	res->stats.messages = doc->nlines;
	/* Each non-empty visible line is matched on its own: every positive
	 * group and no NOT group, whatever --scope; the source's options may
	 * leave it out (--category). */
	bool *match = xcalloc(doc->n + 1, 2 * sizeof *match), *near = match + doc->n + 1;
	int64_t *first = xcalloc(doc->n + 1, sizeof *first);
	size_t matches = 0;
	for (size_t i = 0; i < doc->n && !doc->skipped; i++) {
		const struct text_line *l = &doc->lines[i];
		if (l->len == 0)
			continue;
		struct match_result mr;
		match_text(c->ms, doc->text.data + l->off, l->len, &mr, NULL, NULL);
		match[i] = matcher_all_positive(c->m, mr.pos_mask) && !mr.neg_mask;
		/* The no-result hint counts what the options left out. */
		res->stats.cand_asked += match[i] && !l->asked && c->req.count_dropped;
		match[i] = match[i] && l->asked;
		first[i] = mr.first_cp;
		matches += match[i];
	}
	if (matches && (cfg->after || cfg->before))
		mark_near(cfg, match, near, doc->n);
	for (size_t i = 0; matches && i < doc->n; i++)
		if (match[i] || near[i])
			keep_line(res, doc, i, match[i], first[i]);
	free(match);
	free(first);
	res->scan_error = match_scan_error(c->ms);
	res->stats.ns_match += clock_ns(CLOCK_MONOTONIC) - t1;
}

uint32_t scan_count_newlines(const char *s, size_t len)
{
	uint32_t n = 0;
	for (const char *p = s, *end = s + len; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
		n++;
	return n;
}

/* Whether doc[0..len) is an empty array, whitespace aside. */
static bool empty_array(const char *doc, size_t len)
{
	size_t i = 0, n = 0;
	char want[] = "[]";
	for (; i < len; i++)
		if (doc[i] != ' ' && doc[i] != '\t' && doc[i] != '\r' && doc[i] != '\n' &&
		    (n == 2 || doc[i] != want[n++]))
			return false;
	return n == 2;
}

/* What follows a document's messages. */
static void scan_document_end(struct scan_ctx *c, struct file_state *st)
{
	int me = match_scan_error(c->ms); /* read (and cleared) in any case */
	if (!st->res->scan_error)
		st->res->scan_error = me;
	scan_drop_old_copies(st);
	scan_finish_summaries(c, st);
}

bool scan_document_build(struct scan_ctx *c, int fd, struct file_res *res, unsigned source,
			 struct ix_builder *b, struct ix_hasher *h)
{
	struct file_state st = {.res = res, .src = &source_table[source], .ixb = b};
	res->source = (uint8_t)source;
	res->stats.df = xcalloc(c->cfg->query.npositive + 1, sizeof *res->stats.df);
	if (st.src->render) {
		/* Opened as the JSON lines its row renders it into
		 * (source_open): each line a message, every one decoded. */
		st.ixb = NULL; /* its entry would be of the lines, not the file */
		scan_read_lines(c, fd, &st, false, 0, UINT64_MAX, 0);
		scan_document_end(c, &st);
		return false;
	}
	ssize_t n = scan_read_whole(c, fd, res);
	if (n < 0)
		return false;
	size_t len = (size_t)n, base = len >= 3 && memcmp(c->buf, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
	const char *doc = c->buf + base;
	if (h)
		ix_hasher_add(h, c->buf, len);
	res->stats.bytes = len;
	res->stats.lines = scan_count_newlines(c->buf, len) + (len && c->buf[len - 1] != '\n');
	if (scan_blank_line(doc, len - base) || len > UINT32_MAX)
		return false; /* empty, or too long for a record */
	/* The root first, for the session's metadata; then, when it is
	 * valid, each message, as a line of its own that starts where it
	 * starts. A root that is an array is the messages themselves, with
	 * no metadata (the registry's `messages`). */
	size_t nspans, first = 0;
	while (first < len - base && strchr(" \t\r\n", doc[first]) && doc[first])
		first++;
	if (doc[first] == '[') {
		nspans = json_member_elements(doc, len - base, NULL, &c->spans, &c->capspans);
		if (nspans == 0 && !empty_array(doc, len - base)) {
			res->stats.decoded++;
			scan_note_malformed(res, 1);
		}
	} else {
		uint64_t malformed = res->stats.malformed;
		res->stats.decoded++;
		scan_line(c, &st, doc, len - base, base, 1);
		nspans =
		    res->stats.malformed == malformed && !st.stop
			? json_member_elements(doc, len - base, st.src->messages, &c->spans, &c->capspans)
			: 0;
	}
	uint32_t lineno = 1;
	for (size_t i = 0, at = 0; i < nspans; i++) {
		lineno += scan_count_newlines(doc + at, c->spans[i].start - at);
		at = c->spans[i].start;
		res->stats.decoded++;
		scan_line(c, &st, doc + at, c->spans[i].len, base + at, lineno);
		if (st.stop)
			break;
	}
	scan_document_end(c, &st);
	/* An entry holds what a valid document gives: one that is not (a
	 * malformed root or message) is read again each time. */
	return !st.stop && !res->stats.malformed && !res->scan_error;
}

void scan_document(struct scan_ctx *c, int fd, struct file_res *res, unsigned source)
{
	(void)scan_document_build(c, fd, res, source, NULL, NULL);
}

void scan_document_replay(struct scan_ctx *c, const struct ix_entry *e, unsigned sections,
			  struct file_res *res)
{
	struct ix_scratch *x = scan_ctx_ix(c);
	/* The caller checked that the entry is of the document's source. */
	struct file_state st = {.res = res, .src = &source_table[e->source]};
	res->source = e->source;
	res->stats.df = xcalloc(c->cfg->query.npositive + 1, sizeof *res->stats.df);
	for (size_t i = 0; i < e->nrecs && !st.stop; i++) {
		struct ix_line line;
		ix_entry_line(e, i, sections, &x->pieces, &x->cappieces, &x->tools, &x->captools, &x->links,
			      &x->caplinks, &line);
		scan_state_replay(c, &st, &line);
	}
	res->stats.bytes = e->key.size;
	res->stats.lines = e->lines;
	for (int s = 0; s < IX_NSECTIONS; s++)
		if (sections & (1u << s))
			res->stats.ix_bytes += e->sec_len[s];
	scan_document_end(c, &st);
}
