/* scan_lines: the line pass over a file (pipeline/search/scan.h). Lines are
 * read with pread (a compressed file's through its decompression,
 * scan_src_read) into one reused buffer (grown only for a longer line),
 * newline-aligned regions at a time; the prefilter scans each region's
 * raw bytes and decides which lines to decode (prefilter_classify); each
 * line decoded strictly (json_line, or the fast decoder) becomes a view
 * (by the decoder of the source that the file's first valid line names)
 * that scan_view puts through the stages. */
#include "pipeline/search/scan_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <ck_pr.h>

#include "base/json_line.h"
#include "base/long_line.h"
#include "base/strmap.h"
#include "base/text.h"
#include "sources/fast_decode.h"
#include "stages/index/entry.h"

bool scan_blank_line(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n')
			return false;
	return true;
}

static void scan_line_at(struct scan_ctx *c, struct file_state *st, const char *line, size_t len,
			 uint64_t off, size_t reclen, uint32_t lineno, bool hashed, uint64_t lhash);

void scan_line(struct scan_ctx *c, struct file_state *st, const char *line, size_t len, uint64_t off,
	       uint32_t lineno)
{
	scan_line_at(c, st, line, len, off, len, lineno, false, 0);
}

void scan_line_as(struct scan_ctx *c, struct file_state *st, const char *line, size_t len, uint64_t off,
		  size_t reclen, uint32_t lineno, uint64_t lhash)
{
	scan_line_at(c, st, line, len, off, reclen, lineno, true, lhash);
}

/* scan_line and scan_line_as. */
static void scan_line_at(struct scan_ctx *c, struct file_state *st, const char *line, size_t len,
			 uint64_t off, size_t reclen, uint32_t lineno, bool hashed, uint64_t lhash)
{
	struct file_res *res = st->res;
	bool first = !st->seen_nonblank;
	st->seen_nonblank = true;
	uint64_t t0 = clock_ns(CLOCK_MONOTONIC);
	struct line_view lv;
	bool ok;
	/* A line is decoded without a cJSON tree when its source has a fast
	 * decoder (sources/fast_decode.h: the same view, in one pass over
	 * the bytes, its strings one copy of the line's where the tree's are
	 * the tree and its arena; a third of the instructions of a search,
	 * perf/README.md); tests/unit/test_fast_decode.c and the fuzz target
	 * fuzz_fast_decode compare both on every line they see. */
	enum fast_status fst = FAST_FALLBACK;
	if (st->src && fast_decode_has((enum source_id)res->source)) {
		if (!c->fast)
			c->fast = fast_decoder_new();
		fst = fast_decode_line(c->fast, (enum source_id)res->source, c->dec, line, len, &lv);
	}
	if (fst != FAST_FALLBACK) {
		ok = fst == FAST_OK;
	} else {
		cJSON *root = json_decode(c->json, line, len);
		if (root && !st->src) {
			res->source = (uint8_t)source_detect_at(root, c->path);
			st->src = &source_table[res->source];
		}
		ok = root && st->src->decode(c->dec, root, &lv) == 0;
	}
	uint64_t t1 = clock_ns(CLOCK_MONOTONIC);
	res->stats->ns_decode += t1 - t0;
	st->line = line;
	st->line_len = len;
	st->lhash = lhash;
	st->lhash_ok = hashed;
	if (!ok) {
		scan_note_malformed(res, lineno);
		if (st->ixb)
			ix_builder_add(st->ixb, NULL, false, lineno, off, (uint32_t)reclen, 0);
		return;
	}
	scan_view(c, st, lv, first, -1, off, reclen, lineno, t1);
}

uint64_t scan_line_hash(struct file_state *st)
{
	if (!st->lhash_ok) {
		st->lhash = st->line ? ix_line_hash(st->line, st->line_len) : 0;
		st->lhash_ok = true;
	}
	return st->lhash;
}

void scan_line_ask(const struct scan_ctx *c, const struct file_state *st, struct line_ask *a)
{
	const struct file_res *res = st->res;
	const struct config *cfg = c->cfg;
	/* The second look needs the source's raw fields: a line of a source
	 * without them (or of a file whose source is not known yet) that may
	 * be a prompt or a candidate is decoded. */
	a->rf = st->src ? st->src->fields : NULL;
	/* Every line while the file's metadata is unknown; every line of a
	 * source whose last copy of a message wins (which copy is the last
	 * is known only from every line); every line while the first prompt
	 * of a possible fork is sought. */
	a->every =
	    (!st->later_part && (!st->seen_nonblank || !res->meta.session_id || !res->meta.first_cwd)) ||
	    (st->src && st->src->last_copy_wins) || (st->first_queue_op && !st->seen_prompt);
	/* The file's first real prompt (its title when it has none); a later
	 * part looks for its first prompt: the real start state may be
	 * contaminated, and that prompt would end it. */
	a->prompt = st->later_part ? !res->part.reset_seen : !res->meta.has_prompt;
	a->contaminated = st->turn.contaminated &&
			  (cfg->recall == RECALL_TURN || cfg->recall == RECALL_PHRASES) &&
			  cfg->sort != SORT_BM25; /* BM25 counts what a cut drops too */
	/* A line that may hold the result of a pending event call is read:
	 * its result says whether the turn is cut (and --stats tells). */
	a->pending = (const char *const *)st->turn.ids;
	a->npending = st->turn.npending;
	a->browse = c->req.browse;
	/* Echoes await their twin: the lines that may settle them, up to
	 * the first that does (scan_echo); every line when the source cannot
	 * tell them from their raw bytes. */
	a->settles = st->necho ? st->src->may_settle : NULL;
	a->every |= st->necho && !a->settles;
}

/* Notes the hash of the uuid value that starts at buf[at] (past its opening
 * quote) and ends at its closing quote, on the same line; buf[0] is the
 * file's byte base. The entry being made keeps it too. */
static void leaf_id_add(struct file_state *st, const char *buf, size_t len, uint64_t base, size_t at)
{
	const char *q = at < len ? memchr(buf + at, '"', len - at) : NULL;
	if (!q || memchr(buf + at, '\n', (size_t)(q - buf) - at))
		return;
	size_t e = (size_t)(q - buf);
	uint64_t h = strmap_hash(buf + at, e - at);
	if (st->ixb)
		ix_builder_leaf(st->ixb, base + at, h);
	struct leaf_ids *ids = &st->res->leaf_ids;
	if (st->leaf_skipped) {
		return; /* not all of them: kept by no one */
	} else if (ids->n >= LEAF_IDS_MAX) {
		free(ids->v);
		*ids = (struct leaf_ids){0};
		st->leaf_skipped = true;
		return;
	}
	xgrow((void **)&ids->v, &ids->cap, ids->n + 1, sizeof *ids->v);
	ids->v[ids->n++] = (uint32_t)h;
}

/* The uuid values of buf[0..len) without the prefilter, which finds them
 * in its own pass (prefilter_uuid_values): each source's uuid member
 * (`"KEY"`, blanks, `:`, blanks, `"`), as the prefilter's pattern has it. */
static void leaf_ids_find(struct file_state *st, const char *buf, size_t len, uint64_t base)
{
	for (size_t k = 0; k < SOURCE_COUNT; k++) {
		const char *key = source_table[k].uuid_key;
		size_t klen = key ? strlen(key) : 0;
		for (size_t i = 0; klen && i < len;) {
			const char *at = text_find(buf + i, len - i, key, klen);
			if (!at)
				break;
			size_t j = (size_t)(at - buf) + klen;
			i = j;
			if (at == buf || at[-1] != '"' || j >= len || buf[j] != '"')
				continue;
			for (j++; j < len && (buf[j] == ' ' || buf[j] == '\t' || buf[j] == '\r');)
				j++;
			if (j >= len || buf[j] != ':')
				continue;
			for (j++; j < len && (buf[j] == ' ' || buf[j] == '\t' || buf[j] == '\r');)
				j++;
			if (j < len && buf[j] == '"')
				leaf_id_add(st, buf, len, base, j + 1);
		}
	}
}

/* Collects the uuid values of buf[0..len) into the file's leaf ids, when
 * its source (or a source it may be) has a uuid member. */
void scan_leaf_mark(struct scan_ctx *c, struct file_state *st)
{
	st->leaf_on = true;
	if (c->leaf_folders)
		(void)u64set_add(c->leaf_folders, c->leaf_folder);
}

bool scan_state_leaves_whole(const struct file_state *st)
{
	return !st->leaf_skipped;
}

static void leaf_ids_collect(struct scan_ctx *c, struct file_state *st, const char *buf, size_t len,
			     uint64_t base, bool scanned)
{
	if ((st->src && !st->src->uuid_key) || st->res->leaf_ids.complete)
		return; /* none, or a pass before this one collected them */
	/* An entry being made keeps them all: it stands for the file. The
	 * query's scan of these bytes noted the values already: hashing them
	 * costs less than reading the file again should a summary of its
	 * folder name a leaf later (the engine reads the largest files
	 * first, before their folder's summaries are seen). */
	bool noted = scanned && c->pscratch && prefilter_uuids_noted(c->pscratch, buf, len);
	if (!st->leaf_on)
		st->leaf_on = st->ixb || !c->leaf_folders || u64set_has(c->leaf_folders, c->leaf_folder);
	if (!st->leaf_on && !noted) {
		st->leaf_skipped = true;
		return;
	}
	if (!c->pscratch || !prefilter_uuids(c->pscratch, buf, len, scanned)) {
		leaf_ids_find(st, buf, len, base);
		return;
	}
	size_t n;
	const size_t *at = prefilter_uuid_values(c->pscratch, &n);
	for (size_t i = 0; i < n; i++)
		leaf_id_add(st, buf, len, base, at[i]);
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
		st->res->stats->ns_prefilter += clock_ns(CLOCK_MONOTONIC) - t0;
	}
	for (size_t i = 0; i < n; i++) {
		size_t s = c->starts[i];
		size_t e = i + 1 < n ? c->starts[i + 1] : len;
		if (e > s && buf[e - 1] == '\n')
			e--;
		++*lineno;
		if (scan_blank_line(buf + s, e - s))
			continue;
		struct line_ask ask;
		if (prefilter)
			scan_line_ask(c, st, &ask);
		if (prefilter && !prefilter_classify(c->pscratch, &ask, &c->hits[i], buf + s, e - s)) {
			st->seen_nonblank = true;
			/* The groups of lines not read, for the --scope session
			 * hint (pipeline/search/search.c). */
			st->res->stats->raw_groups |= c->hits[i].groups;
			continue;
		}
		/* A long line that fitted in the buffer is decoded under
		 * the permit too: its copies are as long as it. */
		if (e - s >= LONG_LINE)
			long_line_take(&c->long_held);
		st->res->stats->decoded++;
		scan_line(c, st, buf + s, e - s, base + s, *lineno);
		if (st->stop)
			break;
	}
	/* After its lines: a summary line among them turns it on. */
	leaf_ids_collect(c, st, buf, len, base, prefilter);
	/* A Hyperscan scan that failed may have missed hits: the file is
	 * reported (docs/reference.md §5), never silently short. */
	int pe = prefilter ? prefilter_scan_error(c->pscratch) : 0;
	int me = match_scan_error(c->ms); /* read (and cleared) whatever pe is */
	int rc = pe ? pe : me;
	if (rc && !st->res->scan_error)
		st->res->scan_error = rc;
}

void scan_pass(struct scan_ctx *c, int fd, struct file_res *res, bool prefilter, uint64_t from, uint64_t to)
{
	struct file_state st;
	scan_state_begin(c, &st, res, from > 0);
	/* Every byte of the file or part went past leaf_ids_collect (in this
	 * pass or, when a file is read again whole, in the one before). */
	bool all = scan_read_lines(c, fd, &st, prefilter, from, to, 0);
	res->leaf_ids.complete |= all && !st.leaf_skipped;
	if (all)
		scan_note_unfinished(res, (uint32_t)res->stats->lines, (uint32_t)st.nl_lines);
	scan_state_finish(c, &st);
}

/* Reads the lines that start in [from, to) (to == UINT64_MAX: to the end of
 * the file), the first of them line lineno + 1, through the stages; whether
 * it read them all. */
bool scan_read_lines(struct scan_ctx *c, int fd, struct file_state *st, bool prefilter, uint64_t from,
		     uint64_t to, uint32_t lineno)
{
	struct file_res *res = st->res;
	size_t have = 0;      /* bytes in c->buf not yet consumed */
	uint64_t base = from; /* file offset of c->buf[0] */
	bool eof = false, first = from == 0, ended = false;
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
		ssize_t n = scan_src_read(c, fd, res, c->buf + have, want, at);
		res->stats->ns_read += clock_ns(CLOCK_MONOTONIC) - t0;
		if (n < 0) {
			if (errno == EINTR)
				continue;
			res->fd_error = errno;
			break;
		}
		if (n == 0)
			eof = true;
		have += (size_t)n;
		res->stats->bytes += (uint64_t)n;
		size_t start = 0;
		if (first && (have >= 3 || eof)) {
			first = false;
			/* A UTF-8 BOM opening the file is skipped: dropped from
			 * the buffer, not just stepped over, so that it stays
			 * skipped when the first line needs more reads (no
			 * newline in this read: a long or unterminated line). */
			if (have >= 3 && memcmp(c->buf, "\xEF\xBB\xBF", 3) == 0) {
				if (st->ixh)
					ix_hasher_add(st->ixh, c->buf, 3);
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
			if (base + start >= to) {
				ended = true;
				break;
			}
			end = (size_t)(to - base);
			last = true;
		}
		scan_region(c, st, c->buf + start, end - start, base + start, &lineno, prefilter);
		res->stats->lines = lineno;
		const char *nl = memrchr(c->buf + start, '\n', end - start);
		if (nl) {
			if (st->ixh)
				ix_hasher_add(st->ixh, c->buf + start, (size_t)(nl + 1 - (c->buf + start)));
			st->nl_end = base + (uint64_t)(nl - c->buf) + 1;
			/* A last line with no newline is not among them. */
			st->nl_lines = lineno - (nl + 1 < c->buf + end);
		}
		if (st->stop)
			break;
		memmove(c->buf, c->buf + end, have - end);
		base += end;
		have -= end;
		if (last) {
			ended = true;
			break;
		}
	}
	return (eof || ended) && !st->stop && !res->fd_error && !res->cut_short;
}

/* What a prefiltered pass cannot know: context needs every passing
 * neighbour, a summary-kind message needs its file's latest timestamp. */
bool scan_needs_full_pass(const struct config *cfg, const struct file_res *res)
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

bool scan_raw_prefilter(const struct scan_ctx *c)
{
	/* BM25 counts every message of a file read raw: its prefilter
	 * serves only the entries (scan_index.c). */
	return c->pscratch != NULL && c->cfg->sort != SORT_BM25;
}

void scan_file(struct scan_ctx *c, int fd, struct file_res *res)
{
	bool prefilter = scan_raw_prefilter(c);
	scan_pass(c, fd, res, prefilter, 0, UINT64_MAX);
	if (prefilter && !res->fd_error && !res->cut_short && scan_needs_full_pass(c->cfg, res)) {
		scan_res_reset(res);
		scan_pass(c, fd, res, false, 0, UINT64_MAX);
	}
}
