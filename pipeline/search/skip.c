/* skip: the session files a search leaves unopened (skip.h). */
#include "pipeline/search/skip.h"

#include <ck_pr.h>
#include <stdlib.h>
#include <string.h>

#include "base/strmap.h"
#include "base/u64set.h"
#include "base/xalloc.h"
#include "pipeline/search/filters_kept.h"
#include "pipeline/search/scan_index.h"
#include "pipeline/search/summaries.h"
#include "sources/source.h"
#include "stages/index/filters.h"
#include "stages/index/grams.h"
#include "stages/prefilter.h"
#include "stages/rank.h"

/* A file left unopened, until skip_needed or skip_release decide: what
 * skip_file put in its result, without the result (768 bytes and an
 * arena: a history of files that all miss holds them all at once). */
struct deferred {
	struct discover_item *item;
	char *sid; /* its first session id, or NULL */
	uint64_t lines;
	uint64_t n_msgs, sum_dl; /* BM25's counts, from its record */
	uint8_t source;
	bool subagent;
};

struct noted {
	const char *path;
	const struct file_res *res;
	const struct file_stub *stub;
};

struct skip {
	const struct config *cfg;
	const struct search_req *req;
	struct ix_store *store;
	struct ix_filters *filters; /* a reader's load of the file, maybe kept */
	struct filters_held held;   /* across requests (filters_kept.h) */
	struct gram_query *gq;
	uint64_t all_pos;
	bool thinking, tools; /* the kinds whose texts the search reads */
	bool any_group;	      /* a line hit by any positive group matters (no-result hint's pass, BM25) */
	bool bm25;	      /* its files' BM25 counts come from their records */
	struct deferred *d;
	size_t nd, capd;
	struct noted *notes;
	size_t nnotes, capnotes;
};

struct skip *skip_new(const struct config *cfg, const struct search_req *req, const struct matcher *m,
		      struct ix_store *store, bool slim)
{
	/* As scan_ctx_prescan: only where the prefilter picks an entry's
	 * lines can a file with no candidate be passed over whole. */
	const struct prefilter *p = m ? matcher_prefilter(m) : NULL;
	if (!slim || !store || cfg->command != CMD_SEARCH || req->browse || req->id_prefix || !p ||
	    !prefilter_text_ok(p) || !cfg->query.npositive || cfg->after || cfg->before || cfg->no_prefilter)
		return NULL;
	/* BM25 counts every message: only files whose records keep the
	 * counts of its filters may be left (skip_record). */
	bool bm25 = cfg->sort == SORT_BM25;
	if (bm25 && !ix_counts_for(cfg, req).known)
		return NULL;
	/* With --scope session a NOT group's hit anywhere counts: every
	 * file may be a candidate. So it does for the no-result hint's pass,
	 * which counts what any group hits (a NOT group's hit keeps a
	 * session from --scope session's hint). */
	if ((req->scope == SCOPE_SESSION || req->count_dropped) && cfg->query.ngroups > cfg->query.npositive)
		return NULL;
	struct match_opts mo;
	match_opts_of(cfg, req->scope, &mo);
	struct gram_query *gq = gram_query_new(&mo);
	if (!gq)
		return NULL;
	struct filters_held held;
	struct ix_filters *f = filters_kept_take(store->cache, store, &held);
	if (!f) {
		gram_query_free(gq);
		return NULL;
	}
	struct skip *s = xcalloc(1, sizeof *s);
	s->held = held;
	s->cfg = cfg;
	s->req = req;
	s->store = store;
	s->filters = f;
	s->gq = gq;
	s->all_pos = matcher_positive_mask(m);
	/* The hint's pass reads every kind, whatever is searched
	 * (scan_index.c's sections_for), and counts a message that any
	 * positive group hits (pipeline/search/dropped.c: the groups seen,
	 * a session that holds every group). */
	s->thinking = (cfg->kinds & KIND_THINKING) || req->count_dropped;
	s->tools = (cfg->kinds & KIND_TOOL) || req->count_dropped;
	s->any_group = req->count_dropped || bm25;
	s->bm25 = bm25;
	return s;
}

bool skip_damaged(const struct skip *s)
{
	return s && ix_filters_bad_record(s->filters);
}

void skip_free(struct skip *s)
{
	if (!s)
		return;
	for (size_t i = 0; i < s->nd; i++) {
		free(s->d[i].sid);
		discover_item_free(s->d[i].item);
	}
	free(s->d);
	free(s->notes);
	filters_kept_give(s->store->cache, s->store, &s->held, ix_filters_bad_record(s->filters));
	gram_query_free(s->gq);
	free(s);
}

/* The groups that the entry-wide filters of the text sections searched
 * (wide[0..len): per section, message texts, thinking texts, tool texts,
 * its length as a uint32_t, then its filter) let through into *may; false
 * when they are not whole. The message texts are always read (titles,
 * prompts and events live there), the thinking and tool texts when their
 * kind is searched, or by the hint's pass. */
static bool wide_groups(const struct skip *s, const unsigned char *wide, uint64_t len, uint64_t *may)
{
	*may = 0;
	uint64_t at = 0;
	for (int k = IX_TEXT_TEXT; k <= IX_TEXT_TOOL; k++) {
		uint32_t n;
		if (len - at < sizeof n)
			return false;
		memcpy(&n, wide + at, sizeof n);
		at += sizeof n;
		if (n > len - at || n % 8)
			return false;
		if (k == IX_TEXT_TEXT || (k == IX_TEXT_THINKING && s->thinking) ||
		    (k == IX_TEXT_TOOL && s->tools))
			*may |= gram_query_groups(s->gq, wide + at, n);
		at += n;
	}
	return true;
}

/* Whether a line whose groups may be `may` could be a candidate
 * (scan_blocks.c's rule; --scope session with a NOT group never comes
 * here). The hint's pass takes it as --scope session does: a line that
 * any positive group may hit (it has no NOT group here); so does BM25,
 * which counts each positive group's messages (a NOT group's hit adds
 * nothing to them, and a message it hits is no result). */
static bool may_be_candidate(const struct skip *s, uint64_t may)
{
	bool has_not = s->cfg->query.ngroups > s->cfg->query.npositive && !s->bm25;
	return gram_may_be_candidate(may, s->all_pos, s->req->scope == SCOPE_SESSION || s->any_group,
				     has_not);
}

/* skip_file for the record found of open_path, its filters and session
 * id at wide. */
static bool skip_record(struct skip *s, const char *open_path, const struct ix_frec *found,
			const unsigned char *wide, const struct ix_key *k, bool compressed,
			struct file_res *res, bool *renote)
{
	struct ix_frec r;
	memcpy(&r, found, sizeof r);
	/* Fresh on the walk's key, as scan_indexed_path's fresh entry: the
	 * key trusted by the racy rule, nothing past what the entry covers
	 * (a compressed file's entry covers all of its text). */
	if (!ix_key_eq(k, &r.key) || !ix_trusted(&r.key, r.read_ns))
		return false;
	/* (An entry ends where the file's last newline does: a file whose
	 * last line is still being written has the record its entry gives.) */
	*renote = false;
	if (!compressed && r.end != k->size)
		return false;
	/* Recall events and malformed lines are read whatever the query
	 * (they are counted, warned of, kept as events). A summary that no
	 * group hits is dropped at its file's end (scan_finish_summaries),
	 * and a file's session is its first session id whatever its other
	 * lines name (rank_session_id_of): neither keeps a file open. */
	uint32_t never = IX_FR_EVENT | IX_FR_MALFORMED;
	uint64_t may;
	if ((r.flags & never) || r.source >= SOURCE_COUNT || !wide_groups(s, wide, r.wide_len, &may) ||
	    may_be_candidate(s, may))
		return false;
	/* BM25: its messages and their tokens, which no group hits. */
	struct ix_counts counts = ix_frec_counts(&r, wide);
	if (s->bm25 && !ix_counts_serve(s->cfg, s->req, &counts))
		return false;
	if (s->bm25) {
		res->stats->n_msgs = counts.n_msgs;
		res->stats->sum_dl = counts.sum_dl;
		res->stats->df = xcalloc(s->cfg->query.npositive + 1, sizeof *res->stats->df);
	}
	/* What a file with no result keeps (slim's stub): what rank names
	 * its session by. */
	res->source = (uint8_t)r.source;
	if (r.sid_len)
		res->meta.session_id = arena_strndup(&res->arena, (const char *)wide + r.wide_len, r.sid_len);
	res->meta.subagent = (r.flags & IX_FR_SUBAGENT) || (source_table[r.source].subagent_by_path &&
							    source_is_subagent(r.source, open_path));
	res->stats->lines = r.lines;
	res->stats->ix_fresh = 1;
	res->stats->ix_unopened = 1;
	/* What it saved goes to the budget, as a fresh entry's read. */
	if (s->store->build_credit)
		ck_pr_add_64(&s->store->build_budget, k->size * s->store->build_credit / 1000);
	return true;
}

bool skip_file(struct skip *s, const char *open_path, const struct ix_key *k, bool compressed,
	       struct file_res *res, bool *renote)
{
	char *abs = ix_abs_path(s->store, open_path);
	const unsigned char *wide;
	struct sbuf tail = {0};
	/* A record missing, damaged or stale: the file is read (and when
	 * its entry turns out fresh, the record is noted anew). */
	*renote = true;
	const struct ix_frec *found = ix_filters_find(s->filters, abs, &tail, &wide);
	free(abs);
	bool skipped = found && wide && skip_record(s, open_path, found, wide, k, compressed, res, renote);
	sbuf_free(&tail);
	return skipped;
}

void skip_defer(struct skip *s, struct discover_item *item, struct file_res *res)
{
	xgrow((void **)&s->d, &s->capd, s->nd + 1, sizeof *s->d);
	s->d[s->nd++] = (struct deferred){item,
					  res->meta.session_id ? xstrdup(res->meta.session_id) : NULL,
					  res->stats->lines,
					  res->stats->n_msgs,
					  res->stats->sum_dl,
					  res->source,
					  res->meta.subagent};
	file_res_free(res);
}

/* The result skip_file made of d's file, made again (d's strings are
 * copied). */
static struct file_res *result_of(const struct deferred *d)
{
	struct file_res *res = file_res_new();
	res->dev = d->item->dev;
	res->ino = d->item->ino;
	res->compressed = d->item->compressed;
	res->mtime_ns = d->item->mtime_ns;
	res->source = d->source;
	if (d->sid)
		res->meta.session_id = arena_strndup(&res->arena, d->sid, strlen(d->sid));
	res->meta.subagent = d->subagent;
	res->stats->lines = d->lines;
	res->stats->n_msgs = d->n_msgs;
	res->stats->sum_dl = d->sum_dl;
	res->stats->ix_fresh = 1;
	res->stats->ix_unopened = 1;
	return res;
}

/* The session id rank gives d's file. */
static char *deferred_session(const struct deferred *d)
{
	return rank_session_id_for(d->item->path, d->source, d->sid, d->subagent);
}

size_t skip_deferred(const struct skip *s)
{
	return s->nd;
}

void skip_note(struct skip *s, const char *path, const struct file_res *res, const struct file_stub *stub)
{
	xgrow((void **)&s->notes, &s->capnotes, s->nnotes + 1, sizeof *s->notes);
	s->notes[s->nnotes++] = (struct noted){path, res, stub};
}

/* The sessions held are a set of their ids' hashes: a deferred file
 * whose session only shares a hash with one held is read when it need
 * not be, which loses nothing (issue 32: a set of 16,000 ids held as
 * strings took 2 MB at the scan's peak). A set that is full holds
 * everything. */
struct held {
	struct u64set *set;
	bool all;
};

/* Adds id (owned, freed) to h. */
static void hold(struct held *h, char *id)
{
	h->all |= !u64set_add(h->set, strmap_hash(id, strlen(id)));
	free(id);
}

static bool is_held(const struct held *h, const char *id)
{
	return h->all || u64set_has(h->set, strmap_hash(id, strlen(id)));
}

size_t skip_needed(struct skip *s, struct discover_item ***items)
{
	struct strmap folders = {0};
	struct held h = {u64set_new(s->nnotes + s->nd + 1), false};
	for (size_t i = 0; i < s->nnotes; i++)
		if (s->notes[i].res && summaries_has_leaf(s->notes[i].res))
			*strmap_slot(&folders, s->notes[i].path, summaries_folder_len(s->notes[i].path)) =
			    (void *)1;
	/* The sessions rank may open stubs of: those of the files kept
	 * whole, and of every file of a folder whose summary may place
	 * itself there (summaries.h). */
	for (size_t i = 0; i < s->nnotes; i++) {
		const struct noted *n = &s->notes[i];
		bool folder = strmap_get(&folders, n->path, summaries_folder_len(n->path)) != NULL;
		if (n->res)
			hold(&h, rank_session_id_for(n->path, n->res->source, n->res->meta.session_id,
						     n->res->meta.subagent));
		else if (n->stub && folder)
			hold(&h, rank_session_id_for(n->path, n->stub->source, n->stub->meta.session_id,
						     n->stub->meta.subagent));
	}
	bool *in_folder = xcalloc(s->nd + 1, sizeof *in_folder);
	for (size_t i = 0; i < s->nd; i++) {
		const struct deferred *d = &s->d[i];
		in_folder[i] =
		    strmap_get(&folders, d->item->path, summaries_folder_len(d->item->path)) != NULL;
		if (in_folder[i])
			hold(&h, deferred_session(d));
	}
	*items = xcalloc(s->nd + 1, sizeof **items);
	size_t n = 0, kept = 0;
	for (size_t i = 0; i < s->nd; i++) {
		struct deferred d = s->d[i];
		char *id = deferred_session(&d);
		bool need = in_folder[i] || is_held(&h, id);
		free(id);
		if (need) {
			(*items)[n++] = d.item;
			free(d.sid);
		} else {
			s->d[kept++] = d;
		}
	}
	s->nd = kept;
	s->nnotes = 0;
	free(in_folder);
	u64set_free(h.set);
	strmap_free(&folders);
	return n;
}

void skip_release(struct skip *s, void (*fn)(void *arg, struct discover_item *item, struct file_res *res),
		  void *arg)
{
	for (size_t i = 0; i < s->nd; i++) {
		fn(arg, s->d[i].item, result_of(&s->d[i]));
		free(s->d[i].sid);
	}
	s->nd = 0;
}
