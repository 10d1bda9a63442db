/* scan_parts: a very large file split into parts scanned in parallel, and
 * the parts joined into the file's result (pipeline/search/scan.h). */
#include "pipeline/search/scan_internal.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "stages/filter.h"

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
		res->stats->df = xcalloc(c->cfg->query.npositive + 1, sizeof *res->stats->df);
		res->leaf_ids.complete = true; /* the part before reads that line */
		return;			       /* one long line covers the whole part */
	}
	scan_pass(c, fd, res, scan_raw_prefilter(c), a, b);
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

/* Joins part p's records and recall events to whole's, their lines moved
 * by base. cut_start: p really starts contaminated, and loses the messages
 * before its first reset; then the cut of event *open (in whole's events,
 * -1: none) ends there. *open becomes the event whose cut is open at p's
 * end. */
static void merge_part(struct file_res *whole, const struct file_res *p, uint32_t base, bool cut_start,
		       int64_t *open)
{
	for (size_t k = 0; k < p->recs.n; k++) {
		struct msg_rec r = p->recs.v[k];
		if (cut_start && (!p->part.reset_seen || r.line < p->part.first_reset)) {
			whole->stats->drops[DROP_RECALL_CUTOFF]++;
			continue;
		}
		r.line += base;
		r.file = whole;
		*file_recs_push(&whole->recs, whole) = r;
	}
	if (*open >= 0 && cut_start && p->part.reset_seen)
		whole->events[*open].cut_to = base + p->part.first_reset - 1;
	if (!cut_start || p->part.reset_seen)
		*open = -1;
	for (size_t k = 0; k < p->nevents; k++) {
		struct recall_event e = p->events[k];
		e.line += base;
		e.result_line += e.result_line ? base : 0;
		e.cut_from += e.cut_from ? base : 0;
		e.cut_to += e.cut_to ? base : 0;
		if (e.cut_from && !e.cut_to)
			*open = (int64_t)whole->nevents;
		xgrow((void **)&whole->events, &whole->capevents, whole->nevents + 1, sizeof *whole->events);
		whole->events[whole->nevents++] = e;
	}
}

/* Whether a part but the last ended with echoes pending, whose twin may
 * be in the next part (docs/reference.md §8): no part can tell whether they
 * count. */
static bool echo_open(struct file_res **parts, size_t n)
{
	for (size_t i = 0; i + 1 < n; i++)
		if (parts[i]->part.echo_open)
			return true;
	return false;
}

/* whole's leaf ids: its parts', complete when each part's are. */
static void merge_leaf_ids(struct file_res *whole, struct file_res **parts, size_t n)
{
	struct leaf_ids *w = &whole->leaf_ids;
	size_t total = 0;
	w->complete = true;
	for (size_t i = 0; i < n; i++) {
		w->complete &= parts[i]->leaf_ids.complete;
		total += parts[i]->leaf_ids.n;
	}
	/* Not all of them, or more than a file keeps (LEAF_IDS_MAX): of no
	 * use (summaries.c reads the file again). The parts' own go. */
	w->complete &= total <= LEAF_IDS_MAX;
	for (size_t i = 0; i < n; i++) {
		struct leaf_ids *p = &parts[i]->leaf_ids;
		if (w->complete && p->n) {
			xgrow((void **)&w->v, &w->cap, w->n + p->n, sizeof *w->v);
			memcpy(w->v + w->n, p->v, p->n * sizeof *p->v);
			w->n += p->n;
		}
		free(p->v);
		*p = (struct leaf_ids){0};
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
	if (echo_open(parts, n))
		return false;
	bool contaminated = false; /* the real state where each part starts */
	int64_t open = -1;	   /* the recall event whose cut is open there */
	bool summaries = false;
	uint32_t line_base = 0;
	whole->meta.session_id = p0->meta.session_id;
	whole->meta.first_cwd = p0->meta.first_cwd;
	whole->meta.is_fork = p0->meta.is_fork;
	whole->meta.has_prompt = p0->meta.has_prompt;
	whole->meta.prompt_off = p0->meta.prompt_off;
	whole->meta.prompt_len = p0->meta.prompt_len;
	whole->meta.prompt_lhash = p0->meta.prompt_lhash;
	whole->meta.prompt_line = p0->meta.prompt_line;
	whole->stats->df = xcalloc(cfg->query.npositive + 1, sizeof *whole->stats->df);
	for (size_t i = 0; i < n; i++) {
		struct file_res *p = parts[i];
		if (p->fd_error)
			whole->fd_error = p->fd_error;
		if (p->scan_error && !whole->scan_error)
			whole->scan_error = p->scan_error;
		whole->cut_short |= p->cut_short;
		whole->meta.touches |= p->meta.touches;
		if (p->meta.title_custom) {
			whole->meta.title_custom = p->meta.title_custom;
			whole->meta.title_custom_line = p->meta.title_custom_line + line_base;
		}
		if (p->meta.title_ai) {
			whole->meta.title_ai = p->meta.title_ai;
			whole->meta.title_ai_line = p->meta.title_ai_line + line_base;
		}
		take_max(&whole->meta.has_latest, &whole->meta.latest, &whole->meta.latest_raw,
			 p->meta.has_latest, p->meta.latest, p->meta.latest_raw);
		take_max(&whole->meta.has_event, &whole->meta.last_event, NULL, p->meta.has_event,
			 p->meta.last_event, NULL);
		file_stats_add(whole->stats, p->stats, cfg->query.npositive);
		if (!whole->first_malformed && p->first_malformed)
			whole->first_malformed = p->first_malformed + line_base;
		/* A part that really starts contaminated loses the messages
		 * before its first prompt or event. A part that ends with an
		 * event call whose result the next part holds cannot tell:
		 * then scan again whole. */
		bool cut_start =
		    i > 0 && contaminated && (cfg->recall == RECALL_TURN || cfg->recall == RECALL_PHRASES);
		if (p->part.end_pending && i + 1 < n)
			return false;
		merge_part(whole, p, line_base, cut_start, &open);
		line_base += (uint32_t)p->stats->lines;
		if (p->part.reset_seen || i == 0)
			contaminated = p->part.end_contaminated;
		summaries |= p->part.summaries;
	}
	/* A part knew only its own last title of each kind; the BM25 counts
	 * of one it kept cannot be taken back: then scan again whole. */
	size_t before = whole->recs.n;
	scan_drop_old_titles(whole);
	if (whole->recs.n != before && cfg->sort == SORT_BM25)
		return false;
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
		rec_set_ts_raw(r, &whole->arena, whole->meta.has_latest ? whole->meta.latest_raw : NULL);
	}
	merge_leaf_ids(whole, parts, n);
	return !scan_needs_full_pass(cfg, whole);
}
