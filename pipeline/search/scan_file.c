/* scan_file: the per-file work of the pipeline, run on libuv's thread pool.
 * Lines are read with pread into one reused buffer (grown only for a longer
 * line), decoded strictly (json_line), turned into messages (by the decoder
 * of the source that the file's first valid line names, sources),
 * filtered (filter), cut (recall_cutoff, `turn`) and scanned (match).
 * A document-shaped file is read whole: its root and then each of its
 * messages go the same way, each message as if it were a line (its own
 * bytes, and the line where it starts). Only what rank and format need is
 * kept: metadata, BM25 statistics, and a record per message that some
 * group hit (or every passing message when context lines are asked for);
 * texts are re-read by format for the few messages it prints. */
#include "pipeline/search/scan_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <ck_pr.h>
#include <xxhash.h>

#include "base/strmap.h"
#include "base/xalloc.h"
#include "sources/fast_decode.h"
#include "sources/source.h"
#include "stages/index/entry.h"
#include "stages/filter.h"
#include "base/json_line.h"
#include "base/long_line.h"
#include "stages/memory.h"
#include "stages/prefilter.h"
#include "stages/recall_cutoff.h"
#include "base/text.h"

enum { READ_CHUNK = 1 << 20 };

/* Lines from this long are decoded without a cJSON tree when their source
 * has a fast decoder: its strings are one copy of the line's, where the
 * tree's arena is that and the tree (docs/reference.md §6). Shorter lines
 * stay with the tree, the way they were measured. */
enum { FAST_LINE_MIN = 1 << 20 };

/* The read buffer is given back after printing a line longer than this,
 * before its text is copied out: the line and two copies of its text are
 * never alive at once. */
enum { REREAD_KEEP = 4 << 20 };

struct scan_ctx {
	const struct config *cfg;
	const struct matcher *m;
	struct json_decoder *json;
	struct line_decoder *dec;
	struct match_scratch *ms;
	struct prefilter_scratch *pscratch; /* NULL without a prefilter */
	uint64_t all_pos;
	bool fields_ok;
	struct sbuf text; /* a message's pieces joined, when it has several */
	const char *tx;	  /* the message's text: its one piece, or text.data */
	size_t txlen;
	struct sbuf noisy; /* a message's text with its noise (the no-result hint) */
	char *buf;
	size_t cap;
	size_t *starts; /* line starts of the region being scanned */
	size_t capstarts;
	struct line_hits *hits;
	size_t caphits;
	struct json_span *spans; /* the messages of a document */
	size_t capspans;
	const int *cancel;
	struct ix_scratch ix;
	struct fast_decoder *fast; /* for lines that go into an index entry */
	struct sbuf tooljson;	   /* an index entry's tool inputs, as one document */
	const cJSON **inputs;	   /* and parsed */
	size_t capinputs;
	/* The long-line permit (base/long_line.h): taken for a line
	 * of LONG_LINE bytes or more, given back by scan_ctx_settle. */
	bool long_held;
};

bool scan_ctx_cancelled(const struct scan_ctx *c)
{
	return c->cancel && ck_pr_load_int(c->cancel);
}

struct ix_scratch *scan_ctx_ix(struct scan_ctx *c)
{
	if (!c->ix.builder)
		c->ix.builder = ix_builder_new();
	return &c->ix;
}

void scan_ctx_set_cancel(struct scan_ctx *c, const int *flag)
{
	c->cancel = flag;
}

struct scan_ctx *scan_ctx_new(const struct config *cfg, const struct matcher *m)
{
	struct scan_ctx *c = xcalloc(1, sizeof *c);
	c->cfg = cfg;
	c->m = m;
	c->json = json_decoder_new();
	c->dec = line_decoder_new();
	c->ms = match_scratch_new(m);
	c->all_pos = matcher_positive_mask(m);
	if (matcher_prefilter(m)) {
		c->pscratch = prefilter_scratch_new(matcher_prefilter(m));
		c->fields_ok = prefilter_fields_ok(matcher_prefilter(m));
	}
	c->cap = READ_CHUNK;
	c->buf = xmalloc(c->cap);
	return c;
}

/* What a long line grew, given back: the read buffer, the decoders and
 * their arenas, the joined texts, the match scratch's buffers and the
 * index scratch (made again when needed). Only after a long line: an
 * ordinary worker keeps its buffers from file to file. */
static void scan_ctx_trim(struct scan_ctx *c)
{
	if (c->cap > READ_CHUNK) {
		free(c->buf);
		c->cap = READ_CHUNK;
		c->buf = xmalloc(c->cap);
	}
	json_decoder_free(c->json);
	c->json = json_decoder_new();
	line_decoder_free(c->dec);
	c->dec = line_decoder_new();
	fast_decoder_free(c->fast);
	c->fast = NULL;
	sbuf_free(&c->text);
	sbuf_free(&c->noisy);
	sbuf_free(&c->tooljson);
	match_scratch_trim(c->ms);
	ix_builder_free(c->ix.builder);
	c->ix.builder = NULL;
	sbuf_free(&c->ix.out);
	xunmap_pages(c->ix.lbuf, c->ix.lcap);
	c->ix.lbuf = NULL;
	c->ix.lcap = 0;
	free(c->ix.zbuf);
	c->ix.zbuf = NULL;
	c->ix.zcap = 0;
}

void scan_ctx_settle(struct scan_ctx *c)
{
	if (!c->long_held)
		return;
	scan_ctx_trim(c);
	long_line_give(&c->long_held);
}

void scan_ctx_free(struct scan_ctx *c)
{
	if (!c)
		return;
	long_line_give(&c->long_held);
	json_decoder_free(c->json);
	line_decoder_free(c->dec);
	match_scratch_free(c->ms);
	prefilter_scratch_free(c->pscratch);
	free(c->starts);
	free(c->hits);
	free(c->spans);
	sbuf_free(&c->text);
	sbuf_free(&c->noisy);
	sbuf_free(&c->tooljson);
	fast_decoder_free(c->fast);
	free(c->inputs);
	ix_builder_free(c->ix.builder);
	sbuf_free(&c->ix.out);
	free(c->ix.pieces);
	free(c->ix.tools);
	free(c->ix.starts);
	free(c->ix.owners);
	free(c->ix.hits);
	free(c->ix.groups);
	xunmap_pages(c->ix.lbuf, c->ix.lcap); /* store.c's buffer: its own pages */
	free(c->ix.zbuf);
	free(c->buf);
	free(c);
}

/* Whitespace-separated tokens (BM25 document length). */
static uint32_t count_tokens(const char *s, size_t len)
{
	uint32_t n = 0;
	bool in = false;
	for (size_t i = 0; i < len;) {
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		bool space = cp >= 0 && text_is_space((uint32_t)cp);
		if (!space && !in)
			n++;
		in = !space;
		i += adv;
	}
	return n;
}

/* Whether s holds a token: count_tokens > 0, found at its first one. */
static bool has_token(const char *s, size_t len)
{
	for (size_t i = 0; i < len;) {
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		if (cp < 0 || !text_is_space((uint32_t)cp))
			return true;
		i += adv;
	}
	return false;
}

static bool blank_line(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n')
			return false;
	return true;
}

/* State of one file while its lines are read. */
struct file_state {
	struct file_res *res;
	struct recall_turn turn;
	bool seen_nonblank, first_queue_op, seen_prompt;
	/* A later part of a split file: its start state is assumed clean,
	 * and rank-independent facts come from the first part (see
	 * scan_merge_parts). */
	bool later_part;
	const struct source *src; /* known from the first valid line, else NULL */
	size_t pending_summaries; /* records whose time is the file's latest */
	/* For a source whose messages are written again (last_copy_wins):
	 * the last line of each uuid (keys in copy_keys). */
	struct strmap last_line;
	struct arena copy_keys;
	bool stop; /* the file is another session's (config's id_prefix): read no more */
	/* The index entry being made of the lines read (NULL: none), and the
	 * end of the last newline read. */
	struct ix_builder *ixb;
	uint64_t nl_end;
	uint32_t nl_lines; /* the lines up to nl_end */
};

/* Whether a message with these hits matches the query on its own: every
 * positive group and no NOT group (any positive group with --scope
 * session). Never without a query. */
static bool query_matches(const struct scan_ctx *c, uint64_t pos_mask, uint64_t neg_mask)
{
	if (!c->cfg->query.npositive || neg_mask)
		return false;
	uint64_t pos = pos_mask & c->all_pos;
	return c->cfg->scope == SCOPE_SESSION ? pos != 0 : pos == c->all_pos;
}

/* Counts a message that `why` dropped, when the query matches text[0..len)
 * (docs/reference.md §4.5: the no-result hint names the filter that dropped
 * the most matches). */
static void count_dropped(struct scan_ctx *c, struct file_res *res, enum drop_reason why, enum msg_type type,
			  const char *text, size_t len)
{
	if (!c->cfg->query.npositive || !c->cfg->count_dropped)
		return;
	struct match_result mr;
	match_text(c->ms, text, len, &mr, NULL, NULL);
	if (!query_matches(c, mr.pos_mask, mr.neg_mask))
		return;
	res->stats.cand_drops[why]++;
	if (why == DROP_TYPE)
		res->stats.cand_types |= 1u << type;
}

/* Whether the noise pieces of kind `order`, left out of the message, hold
 * a match of the query that its text without them lacks: a message of a
 * searched type that --keep-noise would find. */
static bool noise_hides_match(struct scan_ctx *c, const struct line_view *lv, enum kind_order order,
			      enum msg_type type)
{
	const struct config *cfg = c->cfg;
	if (!cfg->query.npositive || cfg->keep_noise || !cfg->count_dropped || !(cfg->kinds & (1u << type)))
		return false;
	bool noisy = lv->noise_line;
	for (size_t k = 0; k < lv->npieces && !noisy; k++)
		noisy = lv->pieces[k].order == order && lv->pieces[k].noise;
	if (!noisy || !decode_message_text(lv, order, true, &c->noisy))
		return false;
	struct match_result mr;
	match_text(c->ms, c->noisy.data, c->noisy.len, &mr, NULL, NULL);
	return query_matches(c, mr.pos_mask, mr.neg_mask);
}

static void count_bm25(struct scan_ctx *c, struct file_res *res, const struct match_result *mr, uint32_t dl)
{
	res->stats.n_msgs++;
	res->stats.sum_dl += dl;
	for (size_t g = 0; g < c->cfg->query.npositive; g++)
		if (mr->pos_mask & (1ull << g))
			res->stats.df[g]++;
	(void)c;
}

/* The dedup key of a message without a uuid: its time and a 128-bit
 * digest of its text (XXH3), so that replayed copies meet. */
static const char *text_key(struct arena *a, bool has_ts, struct instant ts, const char *s, size_t len)
{
	XXH128_hash_t h = XXH3_128bits(s, len);
	char key[96];
	int n = snprintf(key, sizeof key, "\x01%d:%lld.%09d:%zu:%016llx%016llx", has_ts,
			 has_ts ? (long long)ts.sec : 0, has_ts ? (int)ts.nsec : 0, len,
			 (unsigned long long)h.high64, (unsigned long long)h.low64);
	return arena_strndup(a, key, (size_t)n);
}

/* Sets *slot, a string of the file's arena, to s: written over the one it
 * holds when s fits in it. Each line later than the last would otherwise
 * leave a copy of its time in the arena until the search ends: a build of
 * the index decodes every line, and kept 28 MB per GiB of history. Nothing
 * reads a slot's old string once the file's lines are being read. */
static void keep_str(struct arena *a, const char **slot, const char *s)
{
	size_t n = strlen(s);
	if (*slot && strlen(*slot) >= n)
		memcpy((char *)*slot, s, n + 1);
	else
		*slot = arena_strndup(a, s, n);
}

/* The file's metadata from one decoded line (docs/reference.md §2). */
static void take_meta(struct file_res *res, const struct line_view *lv)
{
	if (!res->meta.session_id && lv->session_id)
		res->meta.session_id = arena_strndup(&res->arena, lv->session_id, strlen(lv->session_id));
	if (!res->meta.first_cwd && lv->cwd)
		res->meta.first_cwd = arena_strndup(&res->arena, lv->cwd, strlen(lv->cwd));
	if (lv->has_ts && (!res->meta.has_latest || instant_cmp(lv->ts, res->meta.latest) > 0)) {
		res->meta.has_latest = true;
		res->meta.latest = lv->ts;
		keep_str(&res->arena, &res->meta.latest_raw, lv->ts_raw);
	}
	if (lv->kind == LINE_CUSTOM_TITLE)
		keep_str(&res->arena, &res->meta.title_custom, lv->title);
	else if (lv->kind == LINE_AI_TITLE)
		keep_str(&res->arena, &res->meta.title_ai, lv->title);
}

/* The file's first real prompt (docs/reference.md §2, titles): the text of
 * a user line that is not a noise line, with its noise pieces left out, is
 * not blank and is not memgrep's own pasted output. Only where it stands is kept: the title is read again
 * when it is printed. */
static void seek_prompt(struct scan_ctx *c, struct file_res *res, const struct line_view *lv, uint64_t off,
			size_t len, uint32_t lineno)
{
	if (!decode_message_ref(lv, KO_TEXT, false, &c->text, &c->tx, &c->txlen) ||
	    !has_token(c->tx, c->txlen) || index_is_recall_output(c->tx, c->txlen))
		return;
	res->meta.has_prompt = true;
	res->meta.prompt_off = off;
	res->meta.prompt_len = (uint32_t)len;
	res->meta.prompt_line = lineno;
}

/* What a decoded line says of its file: its metadata, its first real
 * prompt. False when the line names another session than config's
 * id_prefix asks for: the file is read no further. */
static bool line_meta(struct scan_ctx *c, struct file_state *st, const struct line_view *lv, uint64_t off,
		      size_t len, uint32_t lineno)
{
	struct file_res *res = st->res;
	const char *want = c->cfg->id_prefix;
	take_meta(res, lv);
	if (want && res->meta.session_id && strncmp(res->meta.session_id, want, strlen(want)) != 0) {
		res->meta.other_session = st->stop = true;
		return false;
	}
	if (!res->meta.has_prompt && !st->later_part && lv->kind == LINE_USER && !lv->noise_line)
		seek_prompt(c, res, lv, off, len, lineno);
	return true;
}

/* Notes that line lineno carries a copy of message uuid: the last copy is
 * the message (sources/source.h, last_copy_wins). */
static void note_copy(struct file_state *st, const char *uuid, uint32_t lineno)
{
	size_t n = strlen(uuid);
	const char *key = arena_strndup(&st->copy_keys, uuid, n);
	*strmap_slot(&st->last_line, key, n) = (void *)(uintptr_t)lineno;
}

/* Drops the records of copies that a later line of the file replaced. */
static void drop_old_copies(struct file_state *st)
{
	struct file_res *res = st->res;
	size_t out = 0;
	for (size_t i = 0; st->last_line.n && i < res->recs.n; i++) {
		const struct msg_rec *r = &res->recs.v[i];
		if (r->uuid && (uintptr_t)*strmap_slot(&st->last_line, r->uuid, strlen(r->uuid)) != r->line)
			continue;
		res->recs.v[out++] = *r;
	}
	if (st->last_line.n)
		res->recs.n = out;
	strmap_free(&st->last_line);
	arena_free(&st->copy_keys);
}

/* The recall rules of one decoded line (docs/reference.md §4.3): the fork
 * test, the file's last recall event, a part's first reset, and the
 * `turn` cutoff. *event: whether the line is a recall event, looked for
 * when it is -1 (an index entry knows). Returns whether the line's
 * messages are cut. */
static bool recall_step(struct scan_ctx *c, struct file_state *st, const struct line_view *lv,
			uint32_t lineno, int *event)
{
	struct file_res *res = st->res;
	if (*event < 0)
		*event = recall_is_event(c->ms, lv);
	bool is_event = *event;
	bool is_prompt = recall_is_prompt(lv);
	if (is_prompt && !st->seen_prompt) {
		st->seen_prompt = true;
		res->meta.is_fork = st->first_queue_op && is_event;
	}
	if (is_event && lv->has_ts &&
	    (!res->meta.has_event || instant_cmp(lv->ts, res->meta.last_event) > 0)) {
		res->meta.has_event = true;
		res->meta.last_event = lv->ts;
	}
	if ((is_event || is_prompt) && !res->part.reset_seen) {
		res->part.reset_seen = true;
		res->part.first_reset = lineno;
	}
	return recall_turn_step(&st->turn, is_event, is_prompt) && c->cfg->recall == RECALL_TURN;
}

/* Counts a malformed line, and keeps the first one's number for the
 * warning (pipeline/search/search.c). */
static void note_malformed(struct file_res *res, uint32_t lineno)
{
	res->stats.malformed++;
	if (!res->first_malformed)
		res->first_malformed = lineno;
}

/* Makes message `order` of lv c->tx (its one piece, or its pieces joined
 * into c->text) and puts it through the index
 * filter (docs/reference.md §4.1): false when it is dropped, counted under
 * its reason (and among the dropped matches when the query matches it).
 * *noise_hit: its noise pieces, left out, hold a match (the no-result
 * hint); looked for first, since the message's own match result lives in
 * the scratch that matching uses. */
static bool pass_filters(struct scan_ctx *c, struct file_res *res, const struct line_view *lv,
			 enum kind_order order, bool summary, bool *noise_hit)
{
	const struct config *cfg = c->cfg;
	enum msg_type type = decode_msg_type(lv->kind, order);
	*noise_hit = noise_hides_match(c, lv, order, type);
	if (!decode_message_ref(lv, order, cfg->keep_noise, &c->text, &c->tx, &c->txlen) ||
	    (lv->noise_line && !cfg->keep_noise)) {
		res->stats.drops[DROP_NOISE]++;
		res->stats.cand_drops[DROP_NOISE] += *noise_hit;
		return false;
	}
	enum drop_reason why = filter_message(cfg, type, c->tx, c->txlen);
	/* A summary-kind line's time is its file's latest: its time filter
	 * and statistics wait for the end of the file. */
	if (why == DROP_NONE && !summary)
		why = filter_time(cfg, lv->has_ts, lv->ts);
	if (why != DROP_NONE) {
		res->stats.drops[why]++;
		count_dropped(c, res, why, type, c->tx, c->txlen);
		return false;
	}
	return true;
}

static void scan_view(struct scan_ctx *c, struct file_state *st, struct line_view lv, bool first, int event,
		      uint64_t off, size_t len, uint32_t lineno, uint64_t t1);

static void scan_line(struct scan_ctx *c, struct file_state *st, const char *line, size_t len, uint64_t off,
		      uint32_t lineno)
{
	struct file_res *res = st->res;
	bool first = !st->seen_nonblank;
	st->seen_nonblank = true;
	uint64_t t0 = clock_ns(CLOCK_MONOTONIC);
	struct line_view lv;
	bool ok;
	/* A line that goes into an index entry, or a long line, is decoded
	 * without a cJSON tree when its source has a fast decoder
	 * (sources/fast_decode.h: the same view); tests/index/run and
	 * tests/differential/run compare it with the tree's through every
	 * search. */
	enum fast_status fst = FAST_FALLBACK;
	if ((st->ixb || len >= FAST_LINE_MIN) && st->src && fast_decode_has((enum source_id)res->source)) {
		if (!c->fast)
			c->fast = fast_decoder_new();
		fst = fast_decode_line(c->fast, (enum source_id)res->source, c->dec, line, len, &lv);
	}
	if (fst != FAST_FALLBACK) {
		ok = fst == FAST_OK;
	} else {
		cJSON *root = json_decode(c->json, line, len);
		if (root && !st->src) {
			res->source = (uint8_t)source_detect(root);
			st->src = &source_table[res->source];
		}
		ok = root && st->src->decode(c->dec, root, &lv) == 0;
	}
	uint64_t t1 = clock_ns(CLOCK_MONOTONIC);
	res->stats.ns_decode += t1 - t0;
	if (!ok) {
		note_malformed(res, lineno);
		if (st->ixb)
			ix_builder_add(st->ixb, NULL, false, lineno, off, (uint32_t)len);
		return;
	}
	scan_view(c, st, lv, first, -1, off, len, lineno, t1);
}

/* The stages after the decoder, for line lineno (docs/reference.md §4):
 * its metadata, recall rules, and each of its messages through the index
 * filter and the match stage. event: whether the line is a recall event,
 * or -1 to look. t1: when its decoding ended. */
static void scan_view(struct scan_ctx *c, struct file_state *st, struct line_view lv, bool first, int event,
		      uint64_t off, size_t len, uint32_t lineno, uint64_t t1)
{
	const struct config *cfg = c->cfg;
	struct file_res *res = st->res;
	if (first && !st->later_part)
		st->first_queue_op = lv.queue_operation;
	if (!line_meta(c, st, &lv, off, len, lineno))
		return;
	if (st->src->last_copy_wins && lv.uuid)
		note_copy(st, lv.uuid, lineno);

	bool cut = recall_step(c, st, &lv, lineno, &event);
	if (st->ixb)
		ix_builder_add(st->ixb, &lv, event, lineno, off, (uint32_t)len);
	bool touch = cfg->touch && lv.ntool_inputs &&
		     filter_touches(cfg->touch, (const struct cJSON *const *)lv.tool_inputs, lv.ntool_inputs);
	res->meta.touches |= touch;
	/* With --file and no query, a tool call that named the file is a
	 * match. */
	bool touch_hit = touch && cfg->query.npositive == 0;
	if (lv.kind == LINE_OTHER) {
		res->stats.ns_match += clock_ns(CLOCK_MONOTONIC) - t1;
		return;
	}

	bool keep_all = cfg->after || cfg->before;
	bool bm25 = cfg->sort == SORT_BM25;
	bool summary = lv.kind == LINE_SUMMARY || lv.kind == LINE_AI_TITLE || lv.kind == LINE_CUSTOM_TITLE;
	for (int order = 0; order < KO_COUNT; order++) {
		bool any = false;
		for (size_t k = 0; k < lv.npieces; k++)
			any = any || lv.pieces[k].order == order;
		if (!any)
			continue;
		res->stats.messages++;
		enum msg_type type = decode_msg_type(lv.kind, (enum kind_order)order);
		bool noise_hit;
		if (!pass_filters(c, res, &lv, (enum kind_order)order, summary, &noise_hit))
			continue;
		struct match_result mr;
		match_text(c->ms, c->tx, c->txlen, &mr, NULL, NULL);
		if (noise_hit && !query_matches(c, mr.pos_mask, mr.neg_mask))
			res->stats.cand_drops[DROP_NOISE]++;
		uint32_t dl = bm25 ? count_tokens(c->tx, c->txlen) : 0;
		if (!summary)
			count_bm25(c, res, &mr, dl);
		if (cut && !summary) {
			res->stats.drops[DROP_RECALL_CUTOFF]++;
			res->stats.cand_drops[DROP_RECALL_CUTOFF] +=
			    query_matches(c, mr.pos_mask, mr.neg_mask);
			continue;
		}
		bool touch_rec = touch_hit && order == KO_TOOL;
		if (!summary && !keep_all && !cfg->browse && !(mr.pos_mask | mr.neg_mask) && !touch_rec)
			continue;
		struct msg_rec *r = file_recs_push(&res->recs, res);
		r->type = (uint8_t)type;
		r->order = (uint8_t)order;
		r->line = lineno;
		r->off = off;
		r->len = (uint32_t)len;
		r->pos_mask = mr.pos_mask;
		r->neg_mask = mr.neg_mask;
		r->hits = mr.hits;
		r->distinct = mr.distinct;
		r->dl = dl;
		if (mr.pos_mask | mr.neg_mask)
			r->flags |= REC_HIT;
		if (touch_rec)
			r->flags |= REC_HIT | REC_TOUCH;
		if (lv.uuid)
			r->dkey = r->uuid = arena_strndup(&res->arena, lv.uuid, strlen(lv.uuid));
		else if (lv.dedup_by_text)
			r->dkey = text_key(&res->arena, lv.has_ts, lv.ts, c->tx, c->txlen);
		if (!summary && lv.has_ts) {
			r->flags |= REC_HAS_TS;
			r->ts = lv.ts;
			r->ts_raw = arena_strndup(&res->arena, lv.ts_raw, strlen(lv.ts_raw));
		}
		/* --partial writes the texts at the file's end: kept from here
		 * while the file keeps little, else read again then. */
		if (cfg->partial && c->txlen <= PARTIAL_KEEP - res->partial_kept) {
			r->text = arena_strndup(&res->arena, c->tx, c->txlen);
			r->tlen = (uint32_t)c->txlen;
			res->partial_kept += c->txlen;
		}
		if (bm25 && cfg->query.npositive) {
			r->tf = arena_alloc(&res->arena, cfg->query.npositive * sizeof *r->tf);
			memcpy(r->tf, mr.tf, cfg->query.npositive * sizeof *r->tf);
		}
		if (summary) {
			/* Marked for the end of the file: its BM25 counts
			 * need the time filter first. */
			r->score = -1;
			if (cut)
				r->flags |= REC_CUT;
			st->pending_summaries++;
		}
	}
	res->stats.ns_match += clock_ns(CLOCK_MONOTONIC) - t1;
}

/* Summary-kind records take the file's latest time, then face the time
 * filter; those that pass count for BM25. Dropped records are removed. */
static void finish_summaries(struct scan_ctx *c, struct file_state *st)
{
	struct file_res *res = st->res;
	const struct config *cfg = c->cfg;
	if (!st->pending_summaries)
		return;
	size_t out = 0;
	for (size_t i = 0; i < res->recs.n; i++) {
		struct msg_rec r = res->recs.v[i];
		if (r.score < 0) {
			r.score = 0;
			if (filter_time(cfg, res->meta.has_latest, res->meta.latest) != DROP_NONE) {
				res->stats.drops[DROP_TIME]++;
				res->stats.cand_drops[DROP_TIME] += query_matches(c, r.pos_mask, r.neg_mask);
				continue;
			}
			if (res->meta.has_latest) {
				r.flags |= REC_HAS_TS;
				r.ts = res->meta.latest;
				r.ts_raw = res->meta.latest_raw;
			}
			struct match_result mr = {.pos_mask = r.pos_mask};
			count_bm25(c, res, &mr, r.dl);
			if (r.flags & REC_CUT) {
				res->stats.drops[DROP_RECALL_CUTOFF]++;
				res->stats.cand_drops[DROP_RECALL_CUTOFF] +=
				    query_matches(c, r.pos_mask, r.neg_mask);
				continue;
			}
			bool keep_all = cfg->after || cfg->before || cfg->browse;
			if (!keep_all && !(r.pos_mask | r.neg_mask))
				continue;
		}
		res->recs.v[out++] = r;
	}
	res->recs.n = out;
}

static bool candidate(const struct scan_ctx *c, uint64_t groups)
{
	if (!c->cfg->query.npositive)
		return false; /* --file alone: only lines that may name the file */
	if (c->cfg->scope == SCOPE_SESSION)
		return groups != 0;
	return (groups & c->all_pos) == c->all_pos;
}

/* Whether a line must be decoded: always without the prefilter; else when
 * the file's metadata is still unknown, for the first line, while the first
 * prompt of a possible fork is sought, for title and possible recall-event
 * lines, for user lines while a turn is contaminated (one may end it; the
 * others' messages are cut anyway), and for candidates: lines where every
 * positive group (any group with --scope session) hits, first in the raw
 * line, then in the fields the searched kinds read. */
static bool must_decode(struct scan_ctx *c, const struct file_state *st, const struct line_hits *h,
			const char *line, size_t len)
{
	const struct file_res *res = st->res;
	if (!st->later_part && (!st->seen_nonblank || !res->meta.session_id || !res->meta.first_cwd))
		return true;
	/* Which copy of a message is its last is known only from every
	 * line. */
	if (st->src && st->src->last_copy_wins)
		return true;
	if (st->first_queue_op && !st->seen_prompt)
		return true;
	/* A later part looks for its first prompt: the real start state
	 * may be contaminated, and that prompt would end it. */
	/* The second look needs the source's raw fields: a line of a source
	 * without them (or of a file whose source is not known yet) that may
	 * be a prompt or a candidate is decoded. */
	const struct raw_fields *rf = st->src ? st->src->fields : NULL;
	/* The file's first real prompt (its title when it has none) is
	 * sought among the lines that may be prompts. */
	if (!st->later_part && !res->meta.has_prompt &&
	    (!rf || prefilter_maybe_prompt(c->pscratch, rf, line, len)))
		return true;
	if (st->later_part && !res->part.reset_seen &&
	    (!rf || prefilter_maybe_prompt(c->pscratch, rf, line, len)))
		return true;
	if (h->flags & (LINE_MAY_TITLE | LINE_MAY_FILE))
		return true;
	if (st->turn.contaminated && c->cfg->recall == RECALL_TURN)
		return !rf || prefilter_maybe_prompt(c->pscratch, rf, line, len);
	if (h->flags & LINE_MAY_RECALL)
		return true;
	/* No query (show, sessions, projects): every message is read, so
	 * every line that may hold one. */
	if (c->cfg->browse)
		return !rf || prefilter_has_fields(c->pscratch, rf, line, len);
	if (!candidate(c, h->groups))
		return false;
	uint64_t groups;
	if (c->fields_ok && rf && prefilter_fields(c->pscratch, rf, line, len, &groups))
		return candidate(c, groups);
	return true;
}

/* Runs the lines of buf[0..len) (each ending before the next start; the
 * last may lack its newline at the end of the file). */
static void scan_region(struct scan_ctx *c, struct file_state *st, const char *buf, size_t len, uint64_t base,
			uint32_t *lineno, bool prefilter)
{
	/* Every line of a file whose last copy of a message wins is decoded:
	 * no raw scan for it once its source is known. */
	if (st->src && st->src->last_copy_wins)
		prefilter = false;
	size_t n = 0;
	for (size_t at = 0; at < len;) {
		xgrow((void **)&c->starts, &c->capstarts, n + 1, sizeof *c->starts);
		c->starts[n++] = at;
		const char *nl = memchr(buf + at, '\n', len - at);
		at = nl ? (size_t)(nl - buf) + 1 : len;
	}
	if (prefilter) {
		xgrow((void **)&c->hits, &c->caphits, n + 1, sizeof *c->hits);
		uint64_t t0 = clock_ns(CLOCK_MONOTONIC);
		prefilter_scan(c->pscratch, buf, len, c->starts, n, c->hits);
		st->res->stats.ns_prefilter += clock_ns(CLOCK_MONOTONIC) - t0;
	}
	for (size_t i = 0; i < n; i++) {
		size_t s = c->starts[i];
		size_t e = i + 1 < n ? c->starts[i + 1] : len;
		if (e > s && buf[e - 1] == '\n')
			e--;
		++*lineno;
		if (blank_line(buf + s, e - s))
			continue;
		if (prefilter && !must_decode(c, st, &c->hits[i], buf + s, e - s)) {
			st->seen_nonblank = true;
			/* The groups of lines not read, for the --scope session
			 * hint (pipeline/search/search.c). */
			st->res->stats.raw_groups |= c->hits[i].groups;
			continue;
		}
		/* A long line that fitted in the buffer is decoded under
		 * the permit too: its copies are as long as it. */
		if (e - s >= LONG_LINE)
			long_line_take(&c->long_held);
		st->res->stats.decoded++;
		scan_line(c, st, buf + s, e - s, base + s, *lineno);
		if (st->stop)
			break;
	}
	/* A Hyperscan scan that failed may have missed hits: the file is
	 * reported (docs/reference.md §5), never silently short. */
	int pe = prefilter ? prefilter_scan_error(c->pscratch) : 0;
	int me = match_scan_error(c->ms); /* read (and cleared) whatever pe is */
	int rc = pe ? pe : me;
	if (rc && !st->res->scan_error)
		st->res->scan_error = rc;
}

/* Scans the lines that start in [from, to) (to == UINT64_MAX: to the end of
 * the file). A later part begins at a line start. */
static void state_begin(struct scan_ctx *c, struct file_state *st, struct file_res *res, bool later_part)
{
	memset(st, 0, sizeof *st);
	st->res = res;
	st->later_part = later_part;
	res->source = SOURCE_NONE;
	res->stats.df = xcalloc(c->cfg->query.npositive + 1, sizeof *res->stats.df);
}

/* What the file's lines left: the part's start and end state, the copies
 * that later lines replaced, the summaries' times. */
static void state_end(struct scan_ctx *c, struct file_state *st)
{
	struct file_res *res = st->res;
	res->part.end_contaminated = st->turn.contaminated;
	res->part.meta_ok = res->meta.session_id && res->meta.first_cwd && res->meta.has_prompt &&
			    !(st->first_queue_op && !st->seen_prompt);
	res->part.summaries = st->pending_summaries > 0;
	drop_old_copies(st);
	finish_summaries(c, st);
}

static void read_lines(struct scan_ctx *c, int fd, struct file_state *st, bool prefilter, uint64_t from,
		       uint64_t to, uint32_t lineno);

static void scan_pass(struct scan_ctx *c, int fd, struct file_res *res, bool prefilter, uint64_t from,
		      uint64_t to)
{
	struct file_state st;
	state_begin(c, &st, res, from > 0);
	read_lines(c, fd, &st, prefilter, from, to, 0);
	state_end(c, &st);
}

/* Reads the lines that start in [from, to) (to == UINT64_MAX: to the end of
 * the file), the first of them line lineno + 1, through the stages. */
static void read_lines(struct scan_ctx *c, int fd, struct file_state *st, bool prefilter, uint64_t from,
		       uint64_t to, uint32_t lineno)
{
	struct file_res *res = st->res;
	size_t have = 0;      /* bytes in c->buf not yet consumed */
	uint64_t base = from; /* file offset of c->buf[0] */
	bool eof = false, first = from == 0;
	while (!eof) {
		if (c->cancel && ck_pr_load_int(c->cancel)) {
			res->cut_short = true;
			break;
		}
		if (c->cap - have < READ_CHUNK) {
			/* Only a line longer than the buffer grows it: by a
			 * quarter, so it ends near the longest line (large
			 * blocks are moved by mremap, not copied). Past
			 * LONG_LINE bytes of it, under the permit. */
			if (have >= LONG_LINE)
				long_line_take(&c->long_held);
			c->cap =
			    have + READ_CHUNK > c->cap + c->cap / 4 ? have + READ_CHUNK : c->cap + c->cap / 4;
			c->buf = xrealloc(c->buf, c->cap);
		}
		size_t want = c->cap - have;
		/* A part reads past its end only to finish its last line. */
		uint64_t at = base + have;
		if (to != UINT64_MAX && at < to && want > to - at)
			want = (size_t)(to - at);
		uint64_t t0 = clock_ns(CLOCK_MONOTONIC);
		ssize_t n = pread(fd, c->buf + have, want, (off_t)at);
		res->stats.ns_read += clock_ns(CLOCK_MONOTONIC) - t0;
		if (n < 0) {
			if (errno == EINTR)
				continue;
			res->fd_error = errno;
			break;
		}
		if (n == 0)
			eof = true;
		have += (size_t)n;
		res->stats.bytes += (uint64_t)n;
		size_t start = 0;
		if (first && (have >= 3 || eof)) {
			first = false;
			/* A UTF-8 BOM opening the file is skipped: dropped from
			 * the buffer, not just stepped over, so that it stays
			 * skipped when the first line needs more reads (no
			 * newline in this read: a long or unterminated line). */
			if (have >= 3 && memcmp(c->buf, "\xEF\xBB\xBF", 3) == 0) {
				memmove(c->buf, c->buf + 3, have - 3);
				have -= 3;
				base += 3;
			}
		}
		if (first)
			continue;
		/* Whole lines only, but at the end of the file the rest too. */
		size_t end = have;
		if (!eof) {
			const char *nl = memrchr(c->buf + start, '\n', have - start);
			if (!nl)
				continue; /* a line longer than the buffer: read on */
			end = (size_t)(nl - c->buf) + 1;
		}
		/* Lines starting at or after `to` belong to the next part. */
		bool last = false;
		if (to != UINT64_MAX && base + end >= to) {
			if (base + start >= to)
				break;
			end = (size_t)(to - base);
			last = true;
		}
		scan_region(c, st, c->buf + start, end - start, base + start, &lineno, prefilter);
		res->stats.lines = lineno;
		const char *nl = memrchr(c->buf + start, '\n', end - start);
		if (nl) {
			st->nl_end = base + (uint64_t)(nl - c->buf) + 1;
			/* A last line with no newline is not among them. */
			st->nl_lines = lineno - (nl + 1 < c->buf + end);
		}
		if (st->stop)
			break;
		memmove(c->buf, c->buf + end, have - end);
		base += end;
		have -= end;
		if (last)
			break;
	}
}

/* What a prefiltered pass cannot know: context needs every passing
 * neighbour, a summary-kind message needs its file's latest timestamp. */
static bool needs_full_pass_cfg(const struct config *cfg, const struct file_res *res)
{
	if (cfg->no_prefilter || cfg->regex || cfg->sort == SORT_BM25)
		return false; /* every line was decoded already */
	if (res->source < SOURCE_COUNT && source_table[res->source].last_copy_wins)
		return false; /* so was every line of such a file (must_decode) */
	for (size_t i = 0; i < res->recs.n; i++) {
		if (res->recs.v[i].type == MT_SUMMARY)
			return true;
		if ((cfg->after || cfg->before) && (res->recs.v[i].flags & REC_HIT))
			return true;
	}
	return false;
}

static bool needs_full_pass(const struct scan_ctx *c, const struct file_res *res)
{
	return needs_full_pass_cfg(c->cfg, res);
}

struct file_state *scan_state_new(struct scan_ctx *c, struct file_res *res)
{
	struct file_state *st = xmalloc(sizeof *st);
	state_begin(c, st, res, false);
	return st;
}

void scan_state_source(struct file_state *st, unsigned source)
{
	if (source < SOURCE_COUNT && !st->src) {
		st->res->source = (uint8_t)source;
		st->src = &source_table[source];
	}
}

void scan_state_build(struct file_state *st, struct ix_builder *b)
{
	st->ixb = b;
}

/* The tool inputs of an entry's line, for --file: its JSON texts parsed
 * as the members of one document, into c->inputs. Returns how many. */
static size_t parse_tools(struct scan_ctx *c, const struct ix_line *l)
{
	struct sbuf *b = &c->tooljson;
	sbuf_reset(b);
	sbuf_adds(b, "{\"t\":[");
	for (size_t i = 0; i < l->ntool_json; i++) {
		if (i)
			sbuf_addc(b, ',');
		sbuf_adds(b, l->tool_json[i]);
	}
	sbuf_adds(b, "]}");
	cJSON *root = json_decode(c->json, b->data, b->len);
	size_t n = 0;
	for (const cJSON *t = root ? json_get(root, "t")->child : NULL; t; t = t->next) {
		xgrow((void **)&c->inputs, &c->capinputs, n + 1, sizeof *c->inputs);
		c->inputs[n++] = t;
	}
	return n;
}

void scan_state_replay(struct scan_ctx *c, struct file_state *st, const struct ix_line *l)
{
	struct file_res *res = st->res;
	bool first = !st->seen_nonblank;
	st->seen_nonblank = true;
	res->stats.decoded++;
	res->stats.lines = l->line;
	if (l->malformed) {
		note_malformed(res, l->line);
		return;
	}
	struct line_view lv = l->lv;
	if (c->cfg->touch && l->ntool_json) {
		lv.ntool_inputs = parse_tools(c, l);
		lv.tool_inputs = c->inputs;
	}
	scan_view(c, st, lv, first, l->event, l->off, l->len, l->line, clock_ns(CLOCK_MONOTONIC));
}

void scan_state_read(struct scan_ctx *c, struct file_state *st, int fd, uint64_t from, uint32_t lineno)
{
	read_lines(c, fd, st, false, from, UINT64_MAX, lineno);
}

bool scan_state_stopped(const struct file_state *st)
{
	return st->stop || st->res->cut_short;
}

uint64_t scan_state_nl_end(const struct file_state *st, uint32_t *lines)
{
	*lines = st->nl_lines;
	return st->nl_end;
}

void scan_state_end(struct scan_ctx *c, struct file_state *st)
{
	state_end(c, st);
	free(st);
}

struct prefilter_scratch *scan_ctx_prescan(struct scan_ctx *c, bool *fields_ok)
{
	const struct config *cfg = c->cfg;
	*fields_ok = c->fields_ok;
	if (!c->pscratch || !prefilter_text_ok(matcher_prefilter(c->m)) || !cfg->query.npositive ||
	    cfg->browse || cfg->after || cfg->before || cfg->sort == SORT_BM25 || cfg->count_dropped ||
	    cfg->no_prefilter)
		return NULL;
	return c->pscratch;
}

bool scan_state_wants(struct scan_ctx *c, struct file_state *st, const struct ix_info *info, uint64_t groups)
{
	const struct config *cfg = c->cfg;
	const struct file_res *res = st->res;
	/* The rules of must_decode, with what the entry knows exactly. */
	if (info->malformed || !st->seen_nonblank || !res->meta.session_id || !res->meta.first_cwd)
		return true;
	if (st->src && st->src->last_copy_wins)
		return true;
	if (st->first_queue_op && !st->seen_prompt)
		return true;
	bool maybe_prompt = info->kind == LINE_USER && !info->noise_line;
	if (!res->meta.has_prompt && maybe_prompt)
		return true;
	if (info->kind == LINE_SUMMARY || info->kind == LINE_AI_TITLE || info->kind == LINE_CUSTOM_TITLE)
		return true;
	if (cfg->touch && info->tools)
		return true;
	if (st->turn.contaminated && cfg->recall == RECALL_TURN)
		return maybe_prompt;
	if (info->event)
		return true;
	if (info->multi && !c->fields_ok)
		return true;
	return candidate(c, groups);
}

void scan_state_skip(struct file_state *st, uint32_t line)
{
	st->seen_nonblank = true;
	st->res->stats.lines = line;
}

bool scan_state_needs_all(const struct file_res *res)
{
	/* Before the file's end: summary-kind records wait for its latest
	 * time, and those that no group hit will be dropped then. */
	for (size_t i = 0; i < res->recs.n; i++)
		if (res->recs.v[i].type == MT_SUMMARY && (res->recs.v[i].flags & REC_HIT))
			return true;
	return false;
}

void scan_res_reset(struct file_res *res)
{
	struct file_res keep = {.path = res->path, .dev = res->dev, .ino = res->ino};
	keep.stats.ns_read = res->stats.ns_read;
	keep.stats.ns_prefilter = res->stats.ns_prefilter;
	keep.stats.ns_decode = res->stats.ns_decode;
	keep.stats.ns_match = res->stats.ns_match;
	keep.stats.decoded = res->stats.decoded;
	keep.stats.ix_bytes = res->stats.ix_bytes;
	arena_free(&res->arena);
	free(res->recs.v);
	free(res->stats.df);
	*res = keep;
}

void scan_file(struct scan_ctx *c, int fd, struct file_res *res)
{
	bool prefilter = c->pscratch != NULL;
	scan_pass(c, fd, res, prefilter, 0, UINT64_MAX);
	if (prefilter && !res->fd_error && !res->cut_short && needs_full_pass(c, res)) {
		scan_res_reset(res);
		scan_pass(c, fd, res, false, 0, UINT64_MAX);
	}
}

/* Reads all of fd into c->buf: its length, or -1 with res->fd_error set. */
static ssize_t read_whole(struct scan_ctx *c, int fd, struct file_res *res)
{
	size_t have = 0;
	for (;;) {
		if (c->cap - have < READ_CHUNK) {
			/* A document or memory file is read as one line. */
			if (have >= LONG_LINE)
				long_line_take(&c->long_held);
			c->cap += c->cap / 2 + READ_CHUNK;
			c->buf = xrealloc(c->buf, c->cap);
		}
		uint64_t t0 = clock_ns(CLOCK_MONOTONIC);
		ssize_t n = pread(fd, c->buf + have, c->cap - have, (off_t)have);
		res->stats.ns_read += clock_ns(CLOCK_MONOTONIC) - t0;
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			res->fd_error = errno;
			return -1;
		}
		if (n == 0) {
			if (have >= LONG_LINE)
				long_line_take(&c->long_held);
			return (ssize_t)have;
		}
		have += (size_t)n;
	}
}

void scan_memory_file(struct scan_ctx *c, int fd, struct file_res *res, int64_t mtime)
{
	res->source = SOURCE_MEMORY;
	res->mem = xcalloc(1, sizeof *res->mem);
	res->mem_free = memory_file_free;
	res->mem->mtime = mtime;
	if (filter_time(c->cfg, true, (struct instant){mtime, 0}) != DROP_NONE) {
		res->stats.drops[DROP_TIME]++;
		return;
	}
	ssize_t have = read_whole(c, fd, res);
	if (have < 0)
		return;
	uint64_t t1 = clock_ns(CLOCK_MONOTONIC);
	memory_scan(c->cfg, c->m, c->ms, c->buf, (size_t)have, res->mem);
	res->scan_error = match_scan_error(c->ms);
	res->stats.ns_match += clock_ns(CLOCK_MONOTONIC) - t1;
	res->stats.bytes = res->mem->bytes;
	res->stats.lines = res->mem->lines;
	res->stats.messages = res->mem->lines;
}

static uint32_t count_newlines(const char *s, size_t len)
{
	uint32_t n = 0;
	for (const char *p = s, *end = s + len; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
		n++;
	return n;
}

void scan_document(struct scan_ctx *c, int fd, struct file_res *res, unsigned source)
{
	struct file_state st = {.res = res, .src = &source_table[source]};
	res->source = (uint8_t)source;
	res->stats.df = xcalloc(c->cfg->query.npositive + 1, sizeof *res->stats.df);
	ssize_t n = read_whole(c, fd, res);
	if (n < 0)
		return;
	size_t len = (size_t)n, base = len >= 3 && memcmp(c->buf, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
	const char *doc = c->buf + base;
	res->stats.bytes = len;
	res->stats.lines = count_newlines(c->buf, len) + (len && c->buf[len - 1] != '\n');
	if (blank_line(doc, len - base) || len > UINT32_MAX)
		return; /* empty, or too long for a record */
	/* The root first, for the session's metadata; then, when it is
	 * valid, each message, as a line of its own that starts where it
	 * starts. */
	uint64_t malformed = res->stats.malformed;
	res->stats.decoded++;
	scan_line(c, &st, doc, len - base, base, 1);
	size_t nspans = res->stats.malformed == malformed && !st.stop
			    ? json_member_elements(doc, len - base, st.src->messages, &c->spans, &c->capspans)
			    : 0;
	uint32_t lineno = 1;
	for (size_t i = 0, at = 0; i < nspans; i++) {
		lineno += count_newlines(doc + at, c->spans[i].start - at);
		at = c->spans[i].start;
		res->stats.decoded++;
		scan_line(c, &st, doc + at, c->spans[i].len, base + at, lineno);
		if (st.stop)
			break;
	}
	int me = match_scan_error(c->ms); /* read (and cleared) in any case */
	if (!res->scan_error)
		res->scan_error = me;
	drop_old_copies(&st);
	finish_summaries(c, &st);
}

/* The first line start at or after `at` (a part's boundary), or the file's
 * size when none. */
static uint64_t line_start_after(struct scan_ctx *c, int fd, uint64_t at, uint64_t size)
{
	if (at == 0)
		return 0;
	char buf[4096];
	for (uint64_t p = at - 1; p < size;) {
		ssize_t n = pread(fd, buf, sizeof buf, (off_t)p);
		if (n <= 0)
			break;
		const char *nl = memchr(buf, '\n', (size_t)n);
		if (nl)
			return p + (uint64_t)(nl - buf) + 1;
		p += (uint64_t)n;
	}
	(void)c;
	return size;
}

void scan_file_part(struct scan_ctx *c, int fd, struct file_res *res, uint64_t from, uint64_t to,
		    uint64_t size)
{
	uint64_t a = line_start_after(c, fd, from, size);
	uint64_t b = to >= size ? UINT64_MAX : line_start_after(c, fd, to, size);
	if (b != UINT64_MAX && a >= b) {
		res->stats.df = xcalloc(c->cfg->query.npositive + 1, sizeof *res->stats.df);
		return; /* one long line covers the whole part */
	}
	scan_pass(c, fd, res, c->pscratch != NULL, a, b);
}

static void take_max(bool *has, struct instant *at, const char **raw, bool ohas, struct instant o,
		     const char *oraw)
{
	if (ohas && (!*has || instant_cmp(o, *at) > 0)) {
		*has = true;
		*at = o;
		if (raw)
			*raw = oraw;
	}
}

bool scan_merge_parts(const struct config *cfg, struct file_res *whole, struct file_res **parts, size_t n)
{
	struct file_res *p0 = parts[0];
	/* The parts' arenas hold the strings the records point to; whole
	 * owns them from here, also when the merge cannot stand (the caller
	 * then frees whole, and with it the parts). */
	whole->parts = parts;
	whole->nparts = n;
	if (!p0->part.meta_ok)
		return false;
	/* Each part knows its format from its own first valid line: a file
	 * whose parts disagree is read again whole. */
	whole->source = p0->source;
	for (size_t i = 1; i < n; i++)
		if (parts[i]->source != SOURCE_NONE && parts[i]->source != p0->source)
			return false;
	/* Which copy of a repeated message is the last, no part can tell. */
	if (p0->source < SOURCE_COUNT && source_table[p0->source].last_copy_wins)
		return false;
	bool contaminated = false; /* the real state where each part starts */
	bool summaries = false;
	uint32_t line_base = 0;
	whole->meta.session_id = p0->meta.session_id;
	whole->meta.first_cwd = p0->meta.first_cwd;
	whole->meta.is_fork = p0->meta.is_fork;
	whole->meta.has_prompt = p0->meta.has_prompt;
	whole->meta.prompt_off = p0->meta.prompt_off;
	whole->meta.prompt_len = p0->meta.prompt_len;
	whole->meta.prompt_line = p0->meta.prompt_line;
	whole->stats.df = xcalloc(cfg->query.npositive + 1, sizeof *whole->stats.df);
	for (size_t i = 0; i < n; i++) {
		struct file_res *p = parts[i];
		if (p->fd_error)
			whole->fd_error = p->fd_error;
		if (p->scan_error && !whole->scan_error)
			whole->scan_error = p->scan_error;
		whole->cut_short |= p->cut_short;
		whole->meta.touches |= p->meta.touches;
		if (p->meta.title_custom)
			whole->meta.title_custom = p->meta.title_custom;
		if (p->meta.title_ai)
			whole->meta.title_ai = p->meta.title_ai;
		take_max(&whole->meta.has_latest, &whole->meta.latest, &whole->meta.latest_raw,
			 p->meta.has_latest, p->meta.latest, p->meta.latest_raw);
		take_max(&whole->meta.has_event, &whole->meta.last_event, NULL, p->meta.has_event,
			 p->meta.last_event, NULL);
		file_stats_add(&whole->stats, &p->stats, cfg->query.npositive);
		if (!whole->first_malformed && p->first_malformed)
			whole->first_malformed = p->first_malformed + line_base;
		/* A part that really starts contaminated loses the messages
		 * before its first prompt or event. */
		bool cut_start = i > 0 && contaminated && cfg->recall == RECALL_TURN;
		for (size_t k = 0; k < p->recs.n; k++) {
			struct msg_rec r = p->recs.v[k];
			if (cut_start && (!p->part.reset_seen || r.line < p->part.first_reset)) {
				whole->stats.drops[DROP_RECALL_CUTOFF]++;
				continue;
			}
			r.line += line_base;
			r.file = whole;
			*file_recs_push(&whole->recs, whole) = r;
		}
		line_base += (uint32_t)p->stats.lines;
		if (p->part.reset_seen || i == 0)
			contaminated = p->part.end_contaminated;
		summaries |= p->part.summaries;
	}
	/* A summary-kind message's time is its file's latest, which its part
	 * took for its own latest: it is set again here (rank sorts and
	 * prints it). The part's --since/--until verdict on it, and its
	 * BM25 counts, cannot be redone: with those, scan again whole. */
	if (summaries && (cfg->has_since || cfg->has_until))
		return false;
	for (size_t k = 0; k < whole->recs.n; k++) {
		struct msg_rec *r = &whole->recs.v[k];
		if (r->type != MT_SUMMARY)
			continue;
		r->flags = (uint8_t)((r->flags & ~REC_HAS_TS) | (whole->meta.has_latest ? REC_HAS_TS : 0));
		r->ts = whole->meta.has_latest ? whole->meta.latest : (struct instant){0, 0};
		r->ts_raw = whole->meta.has_latest ? whole->meta.latest_raw : NULL;
	}
	return !needs_full_pass_cfg(cfg, whole);
}

bool scan_reread(struct scan_ctx *c, int fd, const struct msg_rec *rec, struct sbuf *out)
{
	if (rec->len >= LONG_LINE)
		long_line_take(&c->long_held);
	/* out is written anew: the long text it may hold from the last
	 * message is let go first, or it, this line and the line's strings
	 * would be alive at once (two long messages printed). */
	if (out->cap > REREAD_KEEP)
		sbuf_free(out);
	if (c->cap < rec->len + 1) {
		c->cap = rec->len + 1;
		c->buf = xrealloc(c->buf, c->cap);
	}
	size_t got = 0;
	while (got < rec->len) {
		ssize_t n = pread(fd, c->buf + got, rec->len - got, (off_t)(rec->off + got));
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		got += (size_t)n;
	}
	struct line_view lv;
	enum source_id src = (enum source_id)rec->file->source;
	if (rec->file->source >= SOURCE_COUNT)
		return false;
	enum fast_status fst = FAST_FALLBACK;
	if (rec->len >= FAST_LINE_MIN && fast_decode_has(src)) {
		if (!c->fast)
			c->fast = fast_decoder_new();
		fst = fast_decode_line(c->fast, src, c->dec, c->buf, rec->len, &lv);
	}
	if (fst == FAST_MALFORMED)
		return false;
	if (fst == FAST_FALLBACK) {
		cJSON *root = json_decode(c->json, c->buf, rec->len);
		if (!root || source_decode(src, c->dec, root, &lv) != 0)
			return false;
	}
	/* The view no longer needs the line (its strings are copies). */
	if (c->cap > REREAD_KEEP) {
		free(c->buf);
		c->cap = READ_CHUNK;
		c->buf = xmalloc(c->cap);
	}
	bool keep_noise = c->cfg->keep_noise && !(rec->flags & REC_TITLE);
	return decode_message_text(&lv, (enum kind_order)rec->order, keep_noise, out);
}

bool scan_texts_read(void *arg, const struct msg_rec *rec, struct sbuf *out)
{
	struct scan_texts *t = arg;
	const char *path = rec->file->path;
	if (!t->path || strcmp(t->path, path) != 0) {
		scan_texts_close(t);
		t->fd = strcmp(path, "-") == 0 ? t->stdin_fd : open(path, O_RDONLY | O_CLOEXEC);
		t->path = xstrdup(path);
	}
	return t->fd >= 0 && scan_reread(t->ctx, t->fd, rec, out);
}

void scan_texts_close(struct scan_texts *t)
{
	if (t->fd >= 0 && t->fd != t->stdin_fd)
		close(t->fd);
	t->fd = -1;
	free(t->path);
	t->path = NULL;
}
