/* dropped: the no-result hint's counts by session (see dropped.h). */
#include "pipeline/search/dropped.h"

#include <stdlib.h>
#include <string.h>

#include "sources/source.h"
#include "stages/filter.h"

/* Whether a record matches the query on its own (any positive group with
 * --scope session), as rank decides it; without a query, a tool call that
 * named --file's file. */
static bool rec_matches(const struct config *cfg, const struct search_req *req, const struct matcher *m,
			const struct msg_rec *r)
{
	if (!cfg->query.npositive)
		return (r->flags & REC_TOUCH) != 0;
	if (rec_neg(r))
		return false;
	return req->scope == SCOPE_SESSION ? r->pos_mask != 0 : matcher_all_positive(m, r->pos_mask);
}

/* The session filters that leave out the session of files[0..n) with this
 * id and project, --file's as SESSION_KEPT (stages/filter.h): a set of
 * 1 << enum session_drop. */
static unsigned session_drops(const struct config *cfg, const struct search_req *req, const char *id,
			      const char *project, struct file_res *const *files, size_t n)
{
	unsigned all = filter_session_all(cfg, req, id, project);
	bool touched = false;
	for (size_t i = 0; i < n; i++)
		touched |= files[i]->meta.touches;
	if (cfg->touch && !touched)
		all |= 1u << SESSION_KEPT;
	return all;
}

/* A match that two filters or more drop: the message filters `why`
 * (1 << enum drop_reason), the session filters `sessions`. */
static void count_multi(struct run_stats *st, uint64_t n, uint64_t why, unsigned sessions)
{
	if (!n)
		return;
	st->sum.cand_multi += n;
	st->sum.cand_multi_why |= why;
	st->multi_sessions |= sessions;
}

/* The matches of file f (whose session the session filters `drops` leave
 * out, 0: kept; `fork`: a recall fork rank left out) that one filter alone
 * dropped, counted under it; those that more dropped, as such. */
static void count_file(const struct config *cfg, const struct search_req *req, const struct matcher *m,
		       const struct file_res *f, unsigned drops, bool fork, struct run_stats *st)
{
	bool one = drops && !(drops & (drops - 1));
	uint64_t filtered = 0, why = f->tally.cand_multi_why;
	for (int r = 0; r < DROP_COUNT; r++) {
		filtered += f->tally.cand_drops[r];
		why |= f->tally.cand_drops[r] ? 1ull << r : 0;
	}
	if (!f->borrowed && (drops || fork)) {
		/* Its message filters' drops meet one filter more. */
		count_multi(st, filtered + f->tally.cand_multi, why | (fork ? 1u << DROP_FORK : 0), drops);
	} else if (!f->borrowed) {
		for (int r = 0; r < DROP_COUNT; r++)
			st->sum.cand_drops[r] += f->tally.cand_drops[r];
		st->sum.cand_types |= f->tally.cand_types;
		count_multi(st, f->tally.cand_multi, f->tally.cand_multi_why, 0);
		st->groups_seen |= f->tally.raw_groups != 0;
	}
	for (size_t j = 0; j < f->recs.n; j++) {
		const struct msg_rec *r = &f->recs.v[j];
		if (!drops && !fork)
			st->groups_seen |= r->pos_mask != 0 && !rec_neg(r);
		if (!rec_matches(cfg, req, m, r))
			continue;
		unsigned cut = r->flags & REC_CUT ? 1u << DROP_RECALL_CUTOFF : 0;
		unsigned msg = cut | (fork ? 1u << DROP_FORK : 0);
		if (!drops && !msg)
			continue; /* not dropped: a match of a kept session */
		if (one && !msg)
			st->cand_sessions[__builtin_ctz(drops)]++;
		else if (!drops && (msg & (msg - 1)) == 0)
			st->sum.cand_drops[__builtin_ctz(msg)]++;
		else
			count_multi(st, 1, msg, drops);
	}
}

/* With --scope session and several groups, whether the files[0..n) of
 * one session hold every positive group, in a message read or dropped or
 * in the raw lines: else no filter lifted would make it a match. */
static bool holds_every_group(const struct config *cfg, const struct search_req *req, const struct matcher *m,
			      struct file_res *const *files, size_t n)
{
	if (req->scope != SCOPE_SESSION || cfg->query.npositive < 2)
		return true;
	uint64_t all = matcher_positive_mask(m), seen = 0;
	for (size_t i = 0; i < n; i++) {
		seen |= files[i]->tally.raw_groups | files[i]->tally.cand_groups;
		for (size_t j = 0; j < files[i]->recs.n; j++)
			seen |= files[i]->recs.v[j].pos_mask;
	}
	return (seen & all) == all;
}

void dropped_count(const struct config *cfg, const struct search_req *req, const struct matcher *m,
		   const struct rank_result *rr, struct run_stats *st)
{
	if (!req->count_dropped)
		return;
	/* Made again: count_file (search.c) summed every file's. */
	memset(st->sum.cand_drops, 0, sizeof st->sum.cand_drops);
	st->sum.cand_types = 0;
	st->sum.cand_multi = st->sum.cand_multi_why = 0;
	for (size_t k = 0; k < rr->nsessions; k++) {
		const struct session *s = rr->sessions[k];
		unsigned drops =
		    s->kept ? 0 : session_drops(cfg, req, s->id, s->project, s->files, s->nfiles);
		/* With --scope session, a session without every group stays
		 * no match whatever filter is lifted. */
		for (size_t i = 0; i < s->nfiles && holds_every_group(cfg, req, m, s->files, s->nfiles); i++)
			count_file(cfg, req, m, s->files[i], drops, false, st);
	}
	/* The recall forks rank left out: no session holds them. */
	for (size_t i = 0; i < rr->nfiles && !cfg->forks; i++) {
		struct file_res *f = rr->files[i];
		if (!f->meta.is_fork || !holds_every_group(cfg, req, m, &f, 1))
			continue;
		char *project = f->meta.first_cwd ? NULL : source_project(f->source, f->path);
		unsigned drops =
		    session_drops(cfg, req, f->meta.session_id, project ? project : f->meta.first_cwd, &f, 1);
		free(project);
		count_file(cfg, req, m, f, drops, true, st);
	}
}

void dropped_tally(const struct config *cfg, const struct search_req *req, const struct matcher *m,
		   const struct rank_result *rr, struct run_stats *st)
{
	st->sessions = cfg->flat ? 0 : rr->total;
	st->sessions_read += rr->nsessions;
	for (size_t i = 0; i < rr->nsessions; i++) {
		struct session *s = rr->sessions[i];
		st->matches += s->kept ? s->nmatches : 0;
		st->sessions += cfg->flat && s->kept && s->nmatches;
		for (size_t k = 0; s->kept && k < s->nmatches; k++) {
			unsigned f = s->matches[k]->file->source;
			st->by_source[f < SOURCE_COUNT ? f : source_fallback()].matches++;
		}
	}
	/* The summaries the time filter dropped where they were placed
	 * (pipeline/search/summaries.h), after their files were counted. */
	for (size_t i = 0; i < rr->nfiles; i++)
		st->sum.drops[DROP_TIME] += rr->files[i]->tally.time_drops;
	st->sum.drops[DROP_FORK] += rr->drops_fork;
	st->sum.drops[DROP_SESSION] += rr->drops_session;
	st->sum.drops[DROP_DUPLICATE] += rr->drops_duplicate;
	dropped_count(cfg, req, m, rr, st);
}
