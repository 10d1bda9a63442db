/* found: a file's session as the search finds it (see found.h). What it
 * counts follows rank's reading of a matching message (every positive
 * group and no NOT group hit it; browse: every message; --file alone: the
 * tool calls that named the file) and the session filters (filter.h);
 * the deduplication across files and --scope session's groups spread over
 * files are rank's alone. */
#include "pipeline/search/found.h"

#include <stdlib.h>
#include <string.h>

#include "sources/source.h"
#include "stages/filter.h"
#include "stages/rank.h"

static bool matching(const struct found_ctx *c, const struct msg_rec *r)
{
	if (c->req->browse)
		return true;
	if (!c->cfg->query.npositive)
		return (r->flags & REC_TOUCH) != 0;
	if (rec_neg(r))
		return false;
	/* --scope session: a message with a hit, its session's groups unknown yet. */
	return c->req->scope == SCOPE_MESSAGE ? matcher_all_positive(c->m, r->pos_mask)
					      : (r->flags & REC_HIT) != 0;
}

static void ended(void *arg, const struct file_res *f, const char *path)
{
	struct found_ctx *c = arg;
	struct search_found out = {.files = ++c->files, .path = path};
	bool text = f && f->source < SOURCE_COUNT && source_table[f->source].shape == SHAPE_TEXT;
	if (!f || f->fd_error || text || (f->meta.is_fork && !c->cfg->forks) ||
	    (c->cfg->touch && !f->meta.touches)) {
		c->cb(c->arg, &out);
		return;
	}
	for (size_t i = 0; i < f->recs.n; i++) {
		const struct msg_rec *r = &f->recs.v[i];
		if (!matching(c, r) || filter_time(c->cfg, r->flags & REC_HAS_TS, r->ts) != DROP_NONE)
			continue;
		out.matches++;
		if (!(r->flags & REC_HAS_TS))
			continue;
		if (!out.has_latest || instant_cmp(r->ts, out.latest) > 0)
			out.latest = r->ts;
		if (!out.has_latest || instant_cmp(r->ts, out.earliest) < 0)
			out.earliest = r->ts;
		out.has_latest = true;
	}
	if (!out.matches) {
		c->cb(c->arg, &out);
		return;
	}
	/* rank's session id of the file, under its path (not set in f yet). */
	char *id = rank_session_id_for(path, f->source, f->meta.session_id, f->meta.subagent);
	char *project = f->meta.first_cwd ? NULL : source_project(f->source, path);
	out.project = f->meta.first_cwd ? f->meta.first_cwd : project;
	if (filter_session(c->cfg, c->req, id, out.project)) {
		out.session_id = id;
		out.source = f->source < SOURCE_COUNT ? source_table[f->source].name : "";
		out.title = f->meta.title_custom ? f->meta.title_custom : f->meta.title_ai;
	}
	c->cb(c->arg, &out);
	free(id);
	free(project);
}

void found_attach(struct found_ctx *c, struct engine_collect *ec, const struct config *cfg,
		  const struct search_req *req, const struct matcher *m,
		  void (*cb)(void *arg, const struct search_found *f), void *arg)
{
	*c = (struct found_ctx){cfg, req, m, cb, arg, 0};
	ec->ended = cb ? ended : NULL;
	ec->ended_arg = c;
}
