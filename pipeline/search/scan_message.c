/* scan_message: the stages after the decoder, message by message
 * (docs/reference.md §4): each message of a line's view is put through
 * the filters (filter), the `turn` recall cutoff and the match stage, and
 * what rank and format need of it is kept: BM25 statistics, and a record
 * per message that some group hit (or every passing message when context
 * lines are asked for); texts are re-read by format for the few messages
 * it prints. */
#include "pipeline/search/scan_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <xxhash.h>

#include "base/text.h"
#include "stages/filter.h"
#include "stages/index/entry.h"

/* Whitespace-separated tokens (BM25 document length). An ASCII byte is
 * told by itself (tab to carriage return, and space). */
static uint32_t count_tokens(const char *s, size_t len)
{
	uint32_t n = 0;
	bool in = false;
	for (size_t i = 0; i < len;) {
		unsigned char b = (unsigned char)s[i];
		if (b < 0x80) {
			bool space = b == ' ' || (b >= '\t' && b <= '\r');
			n += !space && !in;
			in = !space;
			i++;
			continue;
		}
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

/* Whether a message with these hits matches the query on its own: every
 * positive group and no NOT group (any positive group with --scope
 * session). Never without a query. */
bool scan_query_matches(const struct scan_ctx *c, uint64_t pos_mask, uint64_t neg_mask)
{
	if (!c->cfg->query.npositive || neg_mask)
		return false;
	uint64_t pos = pos_mask & c->all_pos;
	return c->req.scope == SCOPE_SESSION ? pos != 0 : pos == c->all_pos;
}

/* Counts a message that `why` dropped, when the query matches it
 * (docs/reference.md §4.5: a hint names only a change that finds
 * something): under `why` when lifting that filter alone lets it through,
 * else among those two filters or more dropped. `others` are the drops it
 * meets after the filters (the recall cutoff); every message filter is
 * asked, not only the first. */
static void count_dropped(struct scan_ctx *c, struct file_res *res, enum drop_reason why, enum msg_type type,
			  const struct line_view *lv, bool timed, unsigned others)
{
	if (!c->cfg->query.npositive || !c->req.count_dropped)
		return;
	struct match_result mr;
	match_text(c->ms, c->tx, c->txlen, &mr, NULL, NULL);
	if (!scan_query_matches(c, mr.pos_mask, mr.neg_mask))
		return;
	res->stats->cand_groups |= mr.pos_mask & c->all_pos;
	unsigned all = others | filter_message_all(c->cfg, type, c->tx, c->txlen, timed, lv->has_ts, lv->ts);
	if (all & ~filter_lifted(why)) {
		res->stats->cand_multi++;
		res->stats->cand_multi_why |= all | 1u << why;
		return;
	}
	res->stats->cand_drops[why]++;
	if (why == DROP_TYPE)
		res->stats->cand_types |= 1u << type;
}

/* The noise pieces of kind `order`, left out of the message: when they
 * hold a match of the query that its text without them lacks (a message
 * of a searched type), the drops that stand between it and a result
 * (1 << DROP_NOISE, with DROP_TIME and DROP_RECALL_CUTOFF when those drop
 * it too); else 0. */
static unsigned noise_hides_match(struct scan_ctx *c, const struct line_view *lv, enum kind_order order,
				  enum msg_type type, bool summary, bool cut)
{
	const struct config *cfg = c->cfg;
	if (!cfg->query.npositive || cfg->keep_noise || !c->req.count_dropped || !(cfg->kinds & (1u << type)))
		return 0;
	bool noisy = lv->noise_line;
	for (size_t k = 0; k < lv->npieces && !noisy; k++)
		noisy = lv->pieces[k].order == order && lv->pieces[k].noise;
	if (!noisy || !decode_message_text(lv, order, true, &c->noisy))
		return 0;
	struct match_result mr;
	match_text(c->ms, c->noisy.data, c->noisy.len, &mr, NULL, NULL);
	if (!scan_query_matches(c, mr.pos_mask, mr.neg_mask))
		return 0;
	unsigned all = 1u << DROP_NOISE | (cut ? 1u << DROP_RECALL_CUTOFF : 0);
	if (!summary && filter_time(cfg, lv->has_ts, lv->ts) != DROP_NONE)
		all |= 1u << DROP_TIME;
	return all;
}

/* Counts a message whose noise pieces hide a match (noise_hides_match's
 * drops). */
static void count_noise(struct file_res *res, unsigned noise)
{
	if (noise == 1u << DROP_NOISE) {
		res->stats->cand_drops[DROP_NOISE]++;
	} else if (noise) {
		res->stats->cand_multi++;
		res->stats->cand_multi_why |= noise;
	}
}

static void count_bm25(struct scan_ctx *c, struct file_res *res, const struct match_result *mr, uint32_t dl)
{
	res->stats->n_msgs++;
	res->stats->sum_dl += dl;
	for (size_t g = 0; g < c->cfg->query.npositive; g++)
		if (mr->pos_mask & (1ull << g))
			res->stats->df[g]++;
	(void)c;
}

/* Makes message `order` of lv c->tx (its one piece, or its pieces joined
 * into c->text) and puts it through the index
 * filter (docs/reference.md §4.1): false when it is dropped, counted under
 * its reason (and among the dropped matches when the query matches it).
 * *noise_hit: its noise pieces, left out, hold a match (the no-result
 * hint); looked for first, since the message's own match result lives in
 * the scratch that matching uses. */
static bool pass_filters(struct scan_ctx *c, struct file_res *res, const struct line_view *lv,
			 enum kind_order order, bool summary, bool cut, unsigned *noise_hit)
{
	const struct config *cfg = c->cfg;
	enum msg_type type = decode_msg_type(lv->kind, order);
	*noise_hit = noise_hides_match(c, lv, order, type, summary, cut);
	if (!decode_message_ref(lv, order, cfg->keep_noise, &c->text, &c->tx, &c->txlen) ||
	    (lv->noise_line && !cfg->keep_noise)) {
		res->stats->drops[DROP_NOISE]++;
		count_noise(res, *noise_hit);
		return false;
	}
	enum drop_reason why = filter_message(cfg, c->req.browse, type, c->tx, c->txlen);
	/* A summary-kind line's time is its file's latest: its time filter
	 * and statistics wait for the end of the file. */
	if (why == DROP_NONE && !summary)
		why = filter_time(cfg, lv->has_ts, lv->ts);
	if (why != DROP_NONE) {
		res->stats->drops[why]++;
		count_dropped(c, res, why, type, lv, !summary, cut ? 1u << DROP_RECALL_CUTOFF : 0);
		return false;
	}
	return true;
}

/* One line's view on its way through the stages: what its messages share. */
struct line_pass {
	const struct line_view *lv;
	uint64_t off;
	uint32_t len, lineno;
	unsigned cut;	/* the kinds of its messages the turn's cut drops (bits of enum kind_order) */
	bool touch_hit; /* --file without a query: its tool call is a match */
	bool summary;	/* a summary-kind line: its time is the file's latest */
};

/* A record of message `order` of the line, with its match result. */
static void keep_message(struct scan_ctx *c, struct file_state *st, const struct line_pass *lp,
			 enum kind_order order, enum msg_type type, const struct match_result *mr,
			 uint32_t dl)
{
	const struct config *cfg = c->cfg;
	const struct line_view *lv = lp->lv;
	struct file_res *res = st->res;
	bool touch_rec = lp->touch_hit && order == KO_TOOL;
	struct msg_rec *r = file_recs_push(&res->recs, res);
	r->type = (uint8_t)type;
	r->order = (uint8_t)order;
	r->line = lp->lineno;
	r->off = lp->off;
	r->len = lp->len;
	r->lhash = scan_line_hash(st);
	r->pos_mask = mr->pos_mask;
	if (mr->neg_mask)
		rec_more(r, &res->arena)->neg = mr->neg_mask;
	r->hits = mr->hits;
	rec_set_distinct(r, &res->arena, mr->distinct);
	/* BM25's counts, what --partial writes for a merge to rank by, and
	 * the length a summary counts with at the file's end. */
	if (cfg->sort == SORT_BM25 || cfg->partial || (lp->summary && st->count_dl))
		rec_set_dl(r, &res->arena, dl);
	if (cfg->sort == SORT_BM25)
		rec_set_tf(r, &res->arena, mr->tf, (uint32_t)cfg->query.npositive);
	if (mr->pos_mask | mr->neg_mask)
		r->flags |= REC_HIT;
	if (touch_rec)
		r->flags |= REC_HIT | REC_TOUCH;
	r->lkind = lv->kind == LINE_SUMMARY	   ? RL_SUMMARY
		   : lv->kind == LINE_AI_TITLE	   ? RL_AI_TITLE
		   : lv->kind == LINE_CUSTOM_TITLE ? RL_CUSTOM_TITLE
						   : RL_OTHER;
	/* Identical summaries of one session count once (rank adds the
	 * session to their key). */
	if (lv->uuid)
		rec_set_uuid(r, &res->arena, lv->uuid);
	else if (lv->dedup_by_text || lv->kind == LINE_SUMMARY)
		rec_set_text_key(r, lv->has_ts, lv->ts, c->tx, c->txlen);
	if (lv->leaf) {
		rec_more(r, &res->arena)->leaf = arena_strndup(&res->arena, lv->leaf, strlen(lv->leaf));
		if (lv->kind == LINE_SUMMARY && !st->leaf_on)
			scan_leaf_mark(c, st); /* a summary to place: its folder's leaves */
	}
	if (!lp->summary && lv->has_ts) {
		r->flags |= REC_HAS_TS;
		r->ts = lv->ts;
		rec_set_ts_raw(r, &res->arena, lv->ts_raw);
	}
	/* --partial writes the texts at the file's end: kept from here while
	 * the file keeps little, else read again then. */
	if (cfg->partial && c->txlen <= PARTIAL_KEEP - res->partial_kept) {
		struct msg_more *m = rec_more(r, &res->arena);
		m->text = arena_strndup(&res->arena, c->tx, c->txlen);
		m->tlen = (uint32_t)c->txlen;
		res->partial_kept += c->txlen;
	}
	if (lp->summary) {
		/* Marked for the end of the file: its BM25 counts need the
		 * time filter first. */
		r->pending = 1;
		if (lp->cut & (1u << order))
			r->flags |= REC_CUT;
		st->pending_summaries++;
	}
}

/* Message `order` of the line through the filters, the match stage and the
 * cutoff; kept as a record when a group hit it, or when every passing
 * message is kept (context, browsing), or when it is summary-kind. */
static void scan_message(struct scan_ctx *c, struct file_state *st, const struct line_pass *lp,
			 enum kind_order order)
{
	const struct config *cfg = c->cfg;
	struct file_res *res = st->res;
	res->stats->messages++;
	enum msg_type type = decode_msg_type(lp->lv->kind, order);
	unsigned noise_hit;
	bool cut = (lp->cut & (1u << order)) && !lp->summary;
	if (!pass_filters(c, res, lp->lv, order, lp->summary, cut, &noise_hit))
		return;
	struct match_result mr;
	match_text(c->ms, c->tx, c->txlen, &mr, NULL, NULL);
	if (noise_hit && !scan_query_matches(c, mr.pos_mask, mr.neg_mask))
		count_noise(res, noise_hit);
	uint32_t dl = cfg->sort == SORT_BM25 || st->count_dl ? count_tokens(c->tx, c->txlen) : 0;
	if (!lp->summary)
		count_bm25(c, res, &mr, dl);
	if (cut) {
		res->stats->drops[DROP_RECALL_CUTOFF]++;
		res->stats->cand_drops[DROP_RECALL_CUTOFF] += scan_query_matches(c, mr.pos_mask, mr.neg_mask);
		return;
	}
	/* A rewind later in the file may take it back: then it is counted
	 * as rewound (scan_rewind). */
	if (st->copy && !lp->summary) {
		st->copy->passed++;
		st->copy->matched += scan_query_matches(c, mr.pos_mask, mr.neg_mask);
	}
	bool keep_all = cfg->after || cfg->before || c->req.browse;
	bool touch_rec = lp->touch_hit && order == KO_TOOL;
	if (!lp->summary && !keep_all && !(mr.pos_mask | mr.neg_mask) && !touch_rec)
		return;
	/* Its length (0 when no count asked for it): BM25's, and a
	 * summary's counts at the file's end (scan_finish_summaries). */
	keep_message(c, st, lp, order, type, &mr, dl);
}

/* Echoes (docs/reference.md §8, line_view.echo). An echo's message waits:
 * a twin later in its turn takes back every echo pending before it, which
 * then never were messages (not counted, nor dropped); a prompt, or the
 * file's end, shows that they have none (Codex 0.36 wrote no reply for a
 * turn interrupted before its end), and only then does each go through
 * the stages, as it would have where it stands: with its own line, time
 * and recall cutoff, its record put among the file's in line order.
 * Unlike the copies a rewind takes back, which need every line of their
 * file, an echo needs only the lines after it up to the next twin or
 * prompt, which the prefilter decodes for it (scan_line_ask). */
static void echo_keep(struct file_state *st, const struct line_pass *lp)
{
	const struct line_view *lv = lp->lv;
	xgrow((void **)&st->echoes, &st->capecho, st->necho + 1, sizeof *st->echoes);
	struct echo_line *e = &st->echoes[st->necho++];
	*e = (struct echo_line){.off = lp->off,
				.lhash = scan_line_hash(st),
				.len = lp->len,
				.lineno = lp->lineno,
				.piece = lv->pieces[0],
				.text = st->echo_text.len,
				.ts = lv->ts,
				.has_ts = lv->has_ts,
				.cut = lp->cut};
	sbuf_add(&st->echo_text, lv->pieces[0].s, lv->pieces[0].len);
	sbuf_addc(&st->echo_text, '\0');
	e->ts_raw = st->echo_text.len;
	sbuf_adds(&st->echo_text, lv->has_ts ? lv->ts_raw : "");
	sbuf_addc(&st->echo_text, '\0');
}

void scan_echo(struct scan_ctx *c, struct file_state *st, const struct line_view *lv)
{
	if (lv->echo == ECHO_TWIN) {
		st->necho = 0;
		sbuf_reset(&st->echo_text);
	} else if (lv->echo == ECHO_TURN) {
		scan_echo_settle(c, st);
	}
}

/* Moves the record at the end of recs, of line `line`, before the records
 * of later lines. */
static void place_last(struct file_recs *recs, uint32_t line)
{
	size_t k = recs->n - 1;
	while (k > 0 && recs->v[k - 1].line > line)
		k--;
	struct msg_rec r = recs->v[recs->n - 1];
	memmove(&recs->v[k + 1], &recs->v[k], (recs->n - 1 - k) * sizeof r);
	recs->v[k] = r;
}

void scan_echo_settle(struct scan_ctx *c, struct file_state *st)
{
	/* keep_message takes the line's hash from st: the echo's, for now. */
	uint64_t lhash = st->lhash;
	bool lhash_ok = st->lhash_ok;
	for (size_t i = 0; i < st->necho; i++) {
		const struct echo_line *e = &st->echoes[i];
		struct piece p = e->piece;
		p.s = st->echo_text.data + e->text;
		struct line_view lv = {.kind = LINE_ASSISTANT,
				       .echo = ECHO_COPY,
				       .dedup_by_text = true,
				       .has_ts = e->has_ts,
				       .ts = e->ts,
				       .ts_raw = e->has_ts ? st->echo_text.data + e->ts_raw : NULL,
				       .pieces = &p,
				       .npieces = 1};
		struct line_pass lp = {
		    .lv = &lv, .off = e->off, .len = e->len, .lineno = e->lineno, .cut = e->cut};
		st->lhash = e->lhash;
		st->lhash_ok = true;
		size_t n = st->res->recs.n;
		scan_message(c, st, &lp, KO_TEXT);
		if (st->res->recs.n > n)
			place_last(&st->res->recs, e->lineno);
	}
	st->lhash = lhash;
	st->lhash_ok = lhash_ok;
	st->necho = 0;
	sbuf_reset(&st->echo_text);
}

/* Whether the line has a piece of kind `order`: a message of that kind. */
static bool has_order(const struct line_view *lv, int order)
{
	for (size_t k = 0; k < lv->npieces; k++)
		if (lv->pieces[k].order == order)
			return true;
	return false;
}

/* A source whose lines carry no time (sources/source.h, times_from_file):
 * lv takes its file's modification time, to the millisecond its text
 * (written into buf) says. Each search gives the time the file has then;
 * an index entry keeps none (docs/reference.md §1). */
static void file_time(const struct file_res *res, struct line_view *lv, char buf[40])
{
	lv->ts = (struct instant){res->mtime_ns / 1000000000, (int32_t)(res->mtime_ns % 1000000000)};
	lv->ts.nsec -= lv->ts.nsec % 1000000;
	lv->has_ts = ts_text_ms(lv->ts, buf);
	lv->ts_raw = lv->has_ts ? buf : NULL;
}

/* The stages after the decoder, for line lineno (docs/reference.md §4):
 * its metadata, recall rules, --file's test, and each of its messages
 * through the filters and the match stage. event: whether the line is a
 * recall event, or -1 to look. t1: when its decoding ended. */
void scan_view(struct scan_ctx *c, struct file_state *st, struct line_view lv, bool first, int event,
	       uint64_t off, size_t len, uint32_t lineno, uint64_t t1)
{
	const struct config *cfg = c->cfg;
	struct file_res *res = st->res;
	if (first && !st->later_part)
		st->first_queue_op = lv.queue_operation;
	/* The view an index entry keeps: the decoder's, before a time of
	 * the file is given to it. */
	struct line_view decoded;
	const struct line_view *kept = &lv;
	char file_ts[40];
	if (st->src->times_from_file && !lv.has_ts && res->mtime_ns > 0) {
		decoded = lv;
		kept = &decoded;
		file_time(res, &lv, file_ts);
	}
	/* A source whose subagents' chats say so by their path alone
	 * (sources/source.h, subagent_by_path). */
	if (st->src->subagent_by_path && !lv.subagent && c->path)
		lv.subagent = st->subagent || source_is_subagent(res->source, c->path);
	/* A subagent's chat titles nothing: its summary is the subagent's
	 * result, which its last tool call holds too (docs/reference.md §10). */
	st->subagent |= lv.subagent;
	if (st->subagent &&
	    (lv.kind == LINE_SUMMARY || lv.kind == LINE_AI_TITLE || lv.kind == LINE_CUSTOM_TITLE)) {
		lv.kind = LINE_OTHER;
		lv.npieces = 0;
		lv.title = lv.leaf = NULL;
	}
	st->copy = NULL;
	if (st->src->last_copy_wins && lv.uuid)
		scan_note_copy(st, lv.uuid, lineno);
	if (!scan_line_meta(c, st, &lv, off, len, lineno))
		return;
	/* Only where every line is decoded: a rewind must not be missed. */
	if (st->src->last_copy_wins && lv.rewind_to)
		scan_rewind(st, lv.rewind_to, lineno);
	scan_echo(c, st, &lv);
	struct line_pass lp = {.lv = &lv, .off = off, .len = (uint32_t)len, .lineno = lineno};
	lp.cut = scan_recall_step(c, st, &lv, lineno, &event);
	if (st->ixb)
		ix_builder_add(st->ixb, kept, event, lineno, off, (uint32_t)len, scan_line_hash(st));
	bool touch = cfg->touch && lv.ntool_inputs &&
		     filter_touches(cfg->touch, (const struct cJSON *const *)lv.tool_inputs, lv.ntool_inputs);
	res->meta.touches |= touch;
	/* With --file and no query, a tool call that named the file is a
	 * match. */
	lp.touch_hit = touch && cfg->query.npositive == 0;
	lp.summary = lv.kind == LINE_SUMMARY || lv.kind == LINE_AI_TITLE || lv.kind == LINE_CUSTOM_TITLE;
	if (lv.echo == ECHO_COPY && lv.npieces)
		echo_keep(st, &lp);
	for (int order = 0; lv.kind != LINE_OTHER && lv.echo != ECHO_COPY && order < KO_COUNT; order++)
		if (has_order(&lv, order))
			scan_message(c, st, &lp, (enum kind_order)order);
	res->stats->ns_match += clock_ns(CLOCK_MONOTONIC) - t1;
}

/* Summary-kind records take the file's latest time, then face the time
 * filter (but a summary with a leaf: summaries_place's); those that pass
 * count for BM25. Dropped records are removed. */
void scan_finish_summaries(struct scan_ctx *c, struct file_state *st)
{
	struct file_res *res = st->res;
	const struct config *cfg = c->cfg;
	if (!st->pending_summaries)
		return;
	size_t out = 0;
	for (size_t i = 0; i < res->recs.n; i++) {
		struct msg_rec r = res->recs.v[i];
		if (r.pending) {
			r.pending = 0;
			/* A summary that names its leaf may describe another
			 * session, whose time it takes: its time filter waits
			 * for that (pipeline/search/summaries.h). */
			bool placed = r.lkind == RL_SUMMARY && rec_leaf(&r);
			if (!placed &&
			    filter_time(cfg, res->meta.has_latest, res->meta.latest) != DROP_NONE) {
				res->stats->drops[DROP_TIME]++;
				res->stats->cand_drops[DROP_TIME] +=
				    scan_query_matches(c, r.pos_mask, rec_neg(&r));
				continue;
			}
			if (res->meta.has_latest) {
				r.flags |= REC_HAS_TS;
				r.ts = res->meta.latest;
				rec_set_ts_raw(&r, &res->arena, res->meta.latest_raw);
			}
			struct match_result mr = {.pos_mask = r.pos_mask};
			count_bm25(c, res, &mr, rec_dl(&r));
			if (r.flags & REC_CUT) {
				res->stats->drops[DROP_RECALL_CUTOFF]++;
				res->stats->cand_drops[DROP_RECALL_CUTOFF] +=
				    scan_query_matches(c, r.pos_mask, rec_neg(&r));
				continue;
			}
			bool keep_all = cfg->after || cfg->before || c->req.browse;
			if (!keep_all && !(r.pos_mask | rec_neg(&r)))
				continue;
		}
		res->recs.v[out++] = r;
	}
	res->recs.n = out;
}
