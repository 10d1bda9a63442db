/* slim: the stubs of the files with no result, and which of them come
 * back as file results before rank (see slim.h). Everything here runs on
 * the thread that collects the files (the engine's loop, then the search
 * driver). */
#include "pipeline/search/slim.h"

#include <stdlib.h>
#include <string.h>

#include "base/strmap.h"
#include "base/xalloc.h"
#include "sources/source.h"
#include "pipeline/search/summaries.h"
#include "stages/filter.h"

bool slim_allowed(const struct config *cfg, const struct search_req *req)
{
	if (cfg->command != CMD_SEARCH || req->browse || cfg->stream || cfg->partial || req->nexcludes)
		return false;
	/* BM25 counts the messages of every kept session: a stub's session
	 * must be known kept from its id alone. */
	return cfg->sort != SORT_BM25 || !(cfg->project || cfg->here || cfg->touch);
}

/* Whether any of the no-result hint's counts of f is set. */
static bool hint_counts(const struct file_stats *st)
{
	uint64_t any = st->cand_types | st->raw_groups | st->cand_multi | st->cand_multi_why |
		       st->cand_groups | st->cand_asked;
	for (int r = 0; r < DROP_COUNT; r++)
		any |= st->cand_drops[r];
	return any != 0;
}

bool slim_fits(const struct config *cfg, const struct file_res *f)
{
	/* What warns, what --stats lists, what rank leaves out as a fork
	 * (and counts), and a text source's files (kept apart) stay whole. */
	if (f->fd_error || f->scan_error || f->index_warning || f->cut_short || f->first_malformed ||
	    f->borrowed || f->recs.n || f->nevents || (f->meta.is_fork && !cfg->forks))
		return false;
	if (f->source < SOURCE_COUNT && source_table[f->source].shape == SHAPE_TEXT)
		return false;
	return !hint_counts(f->stats);
}

struct file_stub *slim_take(struct slim *s, const struct config *cfg, struct file_res *f)
{
	struct file_stub *stub = file_stub_of(f, cfg->sort == SORT_BM25, cfg->query.npositive);
	file_res_free(f);
	xgrow((void **)&s->v, &s->cap, s->n + 1, sizeof *s->v);
	s->v[s->n++] = stub;
	return stub;
}

/* Stub i back as a file result at the end of *files. */
static void open_one(struct slim *s, size_t i, size_t ngroups, struct file_res ***files, size_t *n,
		     size_t *cap)
{
	xgrow((void **)files, cap, *n + 1, sizeof **files);
	(*files)[(*n)++] = file_stub_open(s->v[i], ngroups);
	s->v[i] = NULL;
}

static void open_folders(struct slim *s, const struct config *cfg, struct file_res ***files, size_t *n,
			 size_t *cap)
{
	/* The folders' names are borrowed from the files' paths. */
	struct strmap folders = {0};
	for (size_t i = 0; i < *n; i++) {
		const struct file_res *f = (*files)[i];
		if (summaries_has_leaf(f))
			*strmap_slot(&folders, f->path, summaries_folder_len(f->path)) = (void *)f;
	}
	for (size_t i = 0; folders.n && i < s->n; i++)
		if (s->v[i] && strmap_get(&folders, s->v[i]->path, summaries_folder_len(s->v[i]->path)))
			open_one(s, i, cfg->query.npositive, files, n, cap);
	strmap_free(&folders);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The session id of stub t, as rank gives a file's. */
static char *stub_session(const struct file_stub *t)
{
	return rank_session_id_for(t->path, t->source, t->meta.session_id, t->meta.subagent);
}

/* Adds a stub left out to what rank is told: its session id, and its BM25
 * counts when its session is kept. */
static void tell_rank(struct slim *s, const struct config *cfg, const struct search_req *req,
		      struct file_stub *t, char *id)
{
	s->ids[s->nids++] = id;
	if (cfg->sort != SORT_BM25 || !filter_session(cfg, req, id, ""))
		return;
	s->others.n_msgs += t->n_msgs;
	s->others.sum_dl += t->sum_dl;
	for (size_t g = 0; t->df && g < cfg->query.npositive; g++)
		s->df[g] += t->df[g];
}

static void open_sessions(struct slim *s, const struct config *cfg, const struct search_req *req,
			  struct file_res ***files, size_t *n, size_t *cap, uint64_t *sessions)
{
	struct strmap held = {0};
	char **own = xcalloc(*n + 1, sizeof *own);
	size_t had = *n;
	for (size_t i = 0; i < had; i++) {
		own[i] = rank_session_id_of((*files)[i]);
		*strmap_slot(&held, own[i], strlen(own[i])) = own[i];
	}
	s->ids = xcalloc(s->n + 1, sizeof *s->ids);
	s->df = xcalloc(cfg->query.npositive + 1, sizeof *s->df);
	for (size_t i = 0; i < s->n; i++) {
		struct file_stub *t = s->v[i];
		if (!t)
			continue;
		char *id = stub_session(t);
		if (strmap_get(&held, id, strlen(id))) {
			free(id);
			open_one(s, i, cfg->query.npositive, files, n, cap);
			continue;
		}
		tell_rank(s, cfg, req, t, id);
		file_stub_free(t);
		s->v[i] = NULL;
	}
	strmap_free(&held);
	for (size_t i = 0; i < had; i++)
		free(own[i]);
	free(own);
	qsort(s->ids, s->nids, sizeof *s->ids, cmp_str);
	*sessions = 0;
	for (size_t i = 0; i < s->nids; i++)
		*sessions += i == 0 || strcmp(s->ids[i - 1], s->ids[i]) != 0;
	s->others = (struct rank_others){.ids = (const char *const *)s->ids,
					 .nids = s->nids,
					 .n_msgs = s->others.n_msgs,
					 .sum_dl = s->others.sum_dl,
					 .df = s->df};
}

/* The hashes of the files' uuid values serve the summaries' placing
 * only: they go before rank allocates (issue 32: 960,000 of them, 3.8
 * MB, at 8 GiB). */
static void drop_leaf_ids(struct file_res **files, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(files[i]->leaf_ids.v);
		files[i]->leaf_ids = (struct leaf_ids){0};
	}
}

void slim_rank(struct slim *s, const struct config *cfg, const struct search_req *req,
	       const struct matcher *m, struct file_res ***files, size_t *n, size_t *cap,
	       struct rank_result *rr, uint64_t *sessions)
{
	open_folders(s, cfg, files, n, cap);
	summaries_place(cfg, req, m, files, n, cap);
	open_sessions(s, cfg, req, files, n, cap, sessions);
	drop_leaf_ids(*files, *n);
	rank_run_with(cfg, req, m, *files, *n, &s->others, rr);
}

void slim_free(struct slim *s)
{
	for (size_t i = 0; i < s->n; i++)
		file_stub_free(s->v[i]);
	free(s->v);
	for (size_t i = 0; i < s->nids; i++)
		free(s->ids[i]);
	free(s->ids);
	free(s->df);
	memset(s, 0, sizeof *s);
}
