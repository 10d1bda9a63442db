/* scan_document: files read whole (pipeline/search/scan.h). A
 * document-shaped file's root and then each of its messages go through the
 * stages as lines do, each message as if it were a line (its own bytes,
 * and the line where it starts); a text document (markdown memory) by its
 * source's decoder, each visible line a message of its own. */
#include "pipeline/search/scan_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/json_line.h"
#include "base/json_split.h"
#include "base/long_line.h"
#include "stages/filter.h"
#include "stages/index/entry.h"
#include "stages/index/hash.h"

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
	r->flags = match ? REC_HIT : REC_NEAR;
	struct msg_more *m = rec_more(r, &res->arena);
	m->text = arena_strndup(&res->arena, doc->text.data ? doc->text.data + l->off : "", l->len);
	m->tlen = (uint32_t)l->len;
	m->first_cp = match ? first_cp : -1;
	m->label = l->label ? arena_strndup(&res->arena, l->label, strlen(l->label)) : NULL;
	m->label_match =
	    l->label_match ? arena_strndup(&res->arena, l->label_match, strlen(l->label_match)) : NULL;
}

void scan_text(struct scan_ctx *c, int fd, struct file_res *res, unsigned source, int64_t mtime)
{
	const struct config *cfg = c->cfg;
	const struct source *src = &source_table[source];
	res->source = (uint8_t)source;
	if (filter_time(cfg, true, (struct instant){mtime, 0}) != DROP_NONE) {
		res->stats->drops[DROP_TIME]++;
		return;
	}
	ssize_t have = scan_read_whole(c, fd, res);
	if (have < 0)
		return;
	uint64_t t1 = clock_ns(CLOCK_MONOTONIC);
	struct text_doc *doc = &c->tdoc;
	src->decode_text(c->buf, (size_t)have, cfg->source_opts[source], doc);
	res->stats->bytes = doc->bytes;
	res->stats->lines = doc->nlines;
	res->stats->messages = doc->nlines;
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
		res->stats->cand_asked += match[i] && !l->asked && c->req.count_dropped;
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
	res->stats->ns_match += clock_ns(CLOCK_MONOTONIC) - t1;
}

uint32_t scan_count_newlines(const char *s, size_t len)
{
	uint32_t n = 0;
	for (const char *p = s, *end = s + len; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
		n++;
	return n;
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

/* One message of a document as its first read found it: where it starts
 * (from the document's start, past a byte order mark), its length, its
 * line and the hash of its bytes (ix_line_hash: the second read checks
 * that they are still what the first one checked). */
struct doc_msg {
	uint64_t start, hash;
	size_t len;
	uint32_t line;
};

/* A document read through once (doc_first_read): its bytes' length and
 * lines, the hash of its root (past the mark), its first byte that is
 * not whitespace, the splitter with the root's skeleton, and the
 * messages. */
struct doc_read {
	uint64_t len, newlines;
	size_t base;
	char last, first;
	struct ix_hasher *root;
	struct json_split sp;
	bool started;
	struct doc_msg *v;
	size_t n, cap;
};

static void doc_msg_add(void *arg, const struct json_split_elem *e, const char *bytes)
{
	struct doc_read *d = arg;
	if (!e) {
		d->n = 0; /* a later array of the member replaces this one */
		return;
	}
	xgrow((void **)&d->v, &d->cap, d->n + 1, sizeof *d->v);
	d->v[d->n++] = (struct doc_msg){e->start, ix_line_hash(bytes, e->len), e->len, e->line};
}

/* Feeds the document's bytes p[0..n) (past the mark) to the splitter,
 * which starts at the first byte that is not whitespace: on the root's
 * array, or on the root object's member `messages` (a key that cannot be
 * one, a quote, when the source names none: the root alone). */
static void doc_feed(struct scan_ctx *c, struct doc_read *d, const struct source *src, const char *p,
		     size_t n, uint64_t at)
{
	ix_hasher_add(d->root, p, n);
	if (!d->started) {
		size_t k = 0;
		while (k < n && strchr(" \t\r\n", p[k]) && p[k])
			k++;
		if (k == n) {
			d->newlines += scan_count_newlines(p, n);
			return;
		}
		d->started = true;
		d->first = p[k];
		json_split_init(&d->sp,
				d->first == '[' ? NULL
				: src->messages ? src->messages
						: "\"",
				doc_msg_add, d, &c->long_held);
		d->sp.pos = at;
		d->sp.line = (uint32_t)(1 + d->newlines);
	}
	d->newlines += scan_count_newlines(p, n);
	json_split_feed(&d->sp, p, n);
}

/* Reads the document once, in chunks of c->buf, into d: the file's hash
 * (h), its counts, and each message found and checked. False when it
 * cannot be read (res->fd_error). */
static bool doc_first_read(struct scan_ctx *c, int fd, struct file_res *res, const struct source *src,
			   struct ix_hasher *h, struct doc_read *d)
{
	if (c->cap < READ_CHUNK) {
		c->cap = READ_CHUNK;
		c->buf = xrealloc(c->buf, c->cap);
	}
	for (;;) {
		uint64_t t0 = clock_ns(CLOCK_MONOTONIC);
		ssize_t n = pread(fd, c->buf, READ_CHUNK, (off_t)d->len);
		res->stats->ns_read += clock_ns(CLOCK_MONOTONIC) - t0;
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			res->fd_error = errno;
			return false;
		}
		if (n == 0)
			return true;
		const char *p = c->buf;
		size_t k = (size_t)n;
		if (h)
			ix_hasher_add(h, p, k);
		d->last = p[k - 1];
		if (d->len == 0 && k >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0)
			d->base = 3;
		size_t skip = d->len == 0 ? d->base : 0;
		doc_feed(c, d, src, p + skip, k - skip, d->len + skip - d->base);
		d->len += k;
	}
}

/* The bytes of message m (their offset in the file: base + m->start),
 * read into c->buf with the bytes after them up to a chunk, unless the
 * last read holds them (*from, *have: what c->buf holds); NULL when they
 * cannot be read or are no longer those the first read checked (the
 * document was written again meanwhile: res->fd_error). */
static const char *doc_msg_bytes(struct scan_ctx *c, int fd, struct file_res *res, const struct doc_msg *m,
				 uint64_t off, uint64_t *from, size_t *have)
{
	if (off < *from || off + m->len > *from + *have) {
		size_t want = m->len > READ_CHUNK ? m->len : READ_CHUNK;
		if (m->len >= LONG_LINE)
			long_line_take(&c->long_held);
		if (c->cap < want) {
			c->cap = want;
			c->buf = xrealloc(c->buf, c->cap);
		}
		*from = off;
		*have = 0;
		while (*have < m->len) {
			uint64_t t0 = clock_ns(CLOCK_MONOTONIC);
			ssize_t n = pread(fd, c->buf + *have, want - *have, (off_t)(off + *have));
			res->stats->ns_read += clock_ns(CLOCK_MONOTONIC) - t0;
			if (n < 0 && errno == EINTR)
				continue;
			if (n <= 0) {
				res->fd_error = n < 0 ? errno : ESTALE;
				return NULL;
			}
			*have += (size_t)n;
		}
	}
	const char *p = c->buf + (off - *from);
	if (ix_line_hash(p, m->len) != m->hash) {
		res->fd_error = ESTALE;
		return NULL;
	}
	return p;
}

/* The root of the document d, a valid one: its skeleton (its members but
 * the messages, which the root's decoder does not read) through the
 * stages as the whole root; false when it is malformed or the scan
 * stopped. */
static bool doc_root(struct scan_ctx *c, struct file_state *st, struct doc_read *d, bool whole)
{
	struct file_res *res = st->res;
	uint64_t malformed = res->stats->malformed;
	size_t len = (size_t)(d->len - d->base);
	res->stats->decoded++;
	if (!whole) {
		scan_note_malformed(res, 1);
		if (st->ixb)
			ix_builder_add(st->ixb, NULL, false, 1, d->base, (uint32_t)len, 0);
		return false;
	}
	scan_line_as(c, st, d->sp.skel.data, d->sp.skel.len, d->base, len, 1, ix_hasher_digest(d->root));
	return res->stats->malformed == malformed && !st->stop;
}

/* The messages of d, read again one by one (scan_line each). */
static void doc_messages(struct scan_ctx *c, int fd, struct file_state *st, const struct doc_read *d)
{
	uint64_t from = 0;
	size_t have = 0;
	for (size_t i = 0; i < d->n && !st->stop; i++) {
		const struct doc_msg *m = &d->v[i];
		const char *p = doc_msg_bytes(c, fd, st->res, m, d->base + m->start, &from, &have);
		if (!p)
			break;
		st->res->stats->decoded++;
		scan_line(c, st, p, m->len, d->base + m->start, m->line);
	}
}

bool scan_document_build(struct scan_ctx *c, int fd, struct file_res *res, unsigned source,
			 struct ix_builder *b, struct ix_hasher *h)
{
	struct file_state st = {.res = res, .src = &source_table[source], .ixb = b};
	res->source = (uint8_t)source;
	res->stats->df = xcalloc(c->cfg->query.npositive + 1, sizeof *res->stats->df);
	if (st.src->render) {
		/* Opened as the JSON lines its row renders it into
		 * (source_open): each line a message, every one decoded. An
		 * entry (b) is of those lines; the caller hashes the file's
		 * bytes for it (scan_index.c, build_rendered). */
		bool all = scan_read_lines(c, fd, &st, false, 0, UINT64_MAX, 0);
		scan_document_end(c, &st);
		return all && !st.stop && !res->stats->malformed && !res->scan_error;
	}
	/* Read twice, in bounded memory (docs/reference.md §1): once through
	 * for the counts, the hashes, and where each message is (checked, as
	 * the document must be valid before any message is read), then each
	 * message again on its own, as a line that starts where it starts.
	 * The root first, for the session's metadata; a root that is an
	 * array is the messages themselves, with no metadata. */
	struct doc_read d = {.root = ix_hasher_new()};
	bool ok = doc_first_read(c, fd, res, st.src, h, &d);
	bool whole = ok && d.started && json_split_end(&d.sp);
	res->stats->bytes = d.len;
	res->stats->lines = d.newlines + (d.len && d.last != '\n');
	if (ok && d.started && d.len <= UINT32_MAX) {
		bool messages = true;
		if (d.first != '[')
			messages = doc_root(c, &st, &d, whole);
		else if (!whole) {
			res->stats->decoded++;
			scan_note_malformed(res, 1);
		}
		if (messages && whole)
			doc_messages(c, fd, &st, &d);
		scan_document_end(c, &st);
	}
	if (d.started)
		json_split_free(&d.sp);
	ix_hasher_free(d.root);
	free(d.v);
	/* An entry holds what a valid document gives: one that is not (a
	 * malformed root or message) is read again each time. */
	return ok && d.started && d.len <= UINT32_MAX && !st.stop && !res->stats->malformed &&
	       !res->scan_error && !res->fd_error;
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
	res->stats->df = xcalloc(c->cfg->query.npositive + 1, sizeof *res->stats->df);
	for (size_t i = 0; i < e->nrecs && !st.stop; i++) {
		struct ix_line line;
		ix_entry_line(e, i, sections, &x->pieces, &x->cappieces, &x->tools, &x->captools, &x->links,
			      &x->caplinks, &line);
		scan_state_replay(c, &st, &line);
	}
	res->stats->bytes = e->key.size;
	res->stats->lines = e->lines;
	for (int s = 0; s < IX_NSECTIONS; s++)
		if (sections & (1u << s))
			res->stats->ix_bytes += e->sec_len[s];
	scan_document_end(c, &st);
}
