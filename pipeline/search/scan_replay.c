/* scan_replay: a file read in steps through its index entry
 * (scan_internal.h; pipeline/search/scan_index.c drives it): its entry's
 * lines replayed through the stages after the decoder, the file's new
 * lines read, and the choice of which entry lines to replay. */
#include "pipeline/search/scan_internal.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/json_line.h"
#include "stages/index/entry.h"

struct file_state *scan_state_new(struct scan_ctx *c, struct file_res *res)
{
	struct file_state *st = xmalloc(sizeof *st);
	scan_state_begin(c, st, res, false);
	return st;
}

void scan_state_source(struct file_state *st, unsigned source)
{
	if (source < SOURCE_COUNT && !st->src) {
		st->res->source = (uint8_t)source;
		st->src = &source_table[source];
	}
}

void scan_state_build(struct file_state *st, struct ix_builder *b, struct ix_hasher *h)
{
	st->ixb = b;
	st->ixh = h;
}

void scan_state_count_dl(struct file_state *st)
{
	st->count_dl = true;
}

void scan_state_take_counts(struct file_state *st, uint64_t n_msgs, uint64_t sum_dl)
{
	st->take_counts = true;
	st->n_msgs = n_msgs;
	st->sum_dl = sum_dl;
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
	res->stats->decoded++;
	res->stats->lines = l->line;
	st->line = NULL;
	st->lhash = l->lhash;
	st->lhash_ok = true;
	if (l->malformed) {
		scan_note_malformed(res, l->line);
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
	if (scan_read_lines(c, fd, st, false, from, UINT64_MAX, lineno))
		scan_note_unfinished(st->res, (uint32_t)st->res->stats->lines, st->nl_lines);
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
	scan_state_finish(c, st);
	free(st);
}

struct prefilter_scratch *scan_ctx_prescan(struct scan_ctx *c)
{
	const struct config *cfg = c->cfg;
	if (!c->pscratch || !prefilter_text_ok(matcher_prefilter(c->m)) || !cfg->query.npositive ||
	    c->req.browse || cfg->after || cfg->before || c->req.count_dropped || cfg->no_prefilter)
		return NULL;
	return c->pscratch;
}

bool scan_state_wants(struct scan_ctx *c, struct file_state *st, const struct ix_info *info, uint64_t groups)
{
	/* The rules of the raw lines' decode policy, with what the entry
	 * knows exactly. */
	struct line_ask a;
	scan_line_ask(c, st, &a);
	struct line_facts f = {
	    .malformed = info->malformed,
	    .maybe_prompt = info->kind == LINE_USER && !info->noise_line,
	    .title =
		info->kind == LINE_SUMMARY || info->kind == LINE_AI_TITLE || info->kind == LINE_CUSTOM_TITLE,
	    .event = info->event,
	    .file = c->cfg->touch && info->tools,
	    .multi = info->multi,
	    .settles = info->echo == ECHO_TWIN || info->echo == ECHO_TURN,
	};
	return prefilter_classify_entry(c->pscratch, &a, &f, groups);
}

void scan_state_skip(struct file_state *st, uint32_t line)
{
	st->seen_nonblank = true;
	st->res->stats->lines = line;
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
	struct file_res keep = {.path = res->path,
				.dev = res->dev,
				.ino = res->ino,
				.compressed = res->compressed,
				.mtime_ns = res->mtime_ns,
				.stats = res->stats};
	const struct file_stats was = *res->stats;
	free(was.df);
	*keep.stats = (struct file_stats){.ns_read = was.ns_read,
					  .ns_prefilter = was.ns_prefilter,
					  .ns_decode = was.ns_decode,
					  .ns_match = was.ns_match,
					  .decoded = was.decoded,
					  .ix_bytes = was.ix_bytes};
	arena_free(&res->arena);
	free(res->recs.v);
	free(res->events);
	free(res->tally.df);
	keep.leaf_ids = res->leaf_ids; /* the file's, whichever pass reads it */
	*res = keep;
}
