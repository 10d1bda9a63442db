/* rank: sessions from file results, then ordering and selection. The rules
 * are docs/reference.md §4.4 to the letter; each comparator names its keys. */
#include "stages/rank.h"
#include "stages/rank_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <xxhash.h>

#include "base/keysort.h"
#include "base/strmap.h"
#include "base/xalloc.h"
#include "stages/filter.h"
#include "sources/source.h"

static const char *base_name(const char *path)
{
	const char *s = strrchr(path, '/');
	return s ? s + 1 : path;
}

/* The file name without .jsonl. */
static char *stem(const char *path)
{
	const char *b = base_name(path);
	size_t n = strlen(b);
	if (n >= 6 && strcmp(b + n - 6, ".jsonl") == 0)
		n -= 6;
	return xstrndup(b, n);
}

char *rank_session_id_for(const char *path, unsigned source, const char *session_id, bool subagent)
{
	char *parent = subagent ? source_parent_session(source, path) : NULL;
	if (parent)
		return parent;
	if (session_id)
		return xstrdup(session_id);
	char *named = strcmp(path, "-") == 0 ? NULL : source_session_id(source, path);
	if (named)
		return named;
	return strcmp(path, "-") == 0 ? xstrdup("-") : stem(path);
}

char *rank_session_id_of(const struct file_res *f)
{
	return rank_session_id_for(f->path, f->source, f->meta.session_id, f->meta.subagent);
}

/* Time order: a before b (-1) when a is earlier; none sorts after any. */
static int cmp_time_asc(bool ha, struct instant a, bool hb, struct instant b)
{
	if (ha != hb)
		return ha ? -1 : 1;
	return ha ? instant_cmp(a, b) : 0;
}

/* Newest first; none still last. */
static int cmp_time_desc(bool ha, struct instant a, bool hb, struct instant b)
{
	if (ha != hb)
		return ha ? -1 : 1;
	return ha ? -instant_cmp(a, b) : 0;
}

/* Where a message stands: path, line, kind order (the last tie-breaks). */
static int cmp_place(const struct msg_rec *a, const struct msg_rec *b)
{
	int c = strcmp(a->file->path, b->file->path);
	if (!c)
		c = CMP(a->line, b->line);
	if (!c)
		c = CMP(a->order, b->order);
	return c;
}

int rank_cmp_chrono(const struct msg_rec *a, const struct msg_rec *b)
{
	int c = cmp_time_asc(a->flags & REC_HAS_TS, a->ts, b->flags & REC_HAS_TS, b->ts);
	return c ? c : cmp_place(a, b);
}

static int qsort_chrono(const void *x, const void *y)
{
	const struct out_msg *a = x, *b = y;
	return rank_cmp_chrono(a->rec, b->rec);
}

/* Session file order: main transcripts, then the others, then the
 * subagents' files, each by path; the files kept of deleted ones after
 * those on disk (a session with a file on disk is shown by it); the files
 * that stand for another
 * session's summaries last. */
static int cmp_session_files(const void *x, const void *y)
{
	const struct file_res *a = *(struct file_res *const *)x, *b = *(struct file_res *const *)y;
	if (a->borrowed != b->borrowed)
		return a->borrowed ? 1 : -1;
	if (a->archived != b->archived)
		return a->archived ? 1 : -1;
	if (a->meta.is_main != b->meta.is_main)
		return a->meta.is_main ? -1 : 1;
	bool sa = source_is_subagent(a->source, a->path), sb = source_is_subagent(b->source, b->path);
	if (sa != sb)
		return sa ? 1 : -1;
	return strcmp(a->path, b->path);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* BM25's collection statistics (bm25_prepare), from which a match's
 * score is told when it is needed (bm25_of): no record keeps its own
 * (issue 32, point 5). */
struct bm25 {
	double avgdl;
	double *idf; /* per positive group; NULL: not BM25 */
	size_t np;
};

struct ranker {
	const struct config *cfg;
	const struct search_req *req;
	const struct matcher *m;
	struct rank_result *out;
	struct strmap sessions;
	const struct rank_others *others; /* or NULL */
	struct bm25 bm25;
};

static struct session *session_of(struct ranker *r, const char *id)
{
	void **slot = strmap_slot(&r->sessions, id, strlen(id));
	if (!*slot) {
		struct session *s = xcalloc(1, sizeof *s);
		s->id = id;
		*slot = s;
		struct rank_result *o = r->out;
		o->sessions = xrealloc(o->sessions, (o->nsessions + 1) * sizeof *o->sessions);
		o->sessions[o->nsessions++] = s;
	}
	return *slot;
}

static void add_match(struct session *s, struct msg_rec *rec)
{
	xgrow((void **)&s->matches, &s->capmatches, s->nmatches + 1, sizeof *s->matches);
	s->matches[s->nmatches++] = rec;
}

/* The session's source, and its first real prompt (for a session without
 * a title): the first of its files in session file order that has one. */
static void session_prompt(struct session *s, struct file_res *const *files, size_t n)
{
	s->source = files[0]->source < SOURCE_COUNT ? files[0]->source : (uint8_t)source_fallback();
	for (size_t i = 0; i < n; i++) {
		struct file_res *f = files[i];
		if (!f->meta.has_prompt)
			continue;
		s->prompt_file = f;
		return;
	}
}

bool rank_session_prompt(const struct session *s, struct msg_rec *out)
{
	const struct file_res *f = s->prompt_file;
	if (!f)
		return false;
	*out = (struct msg_rec){.file = (struct file_res *)f,
				.off = f->meta.prompt_off,
				.len = f->meta.prompt_len,
				.lhash = f->meta.prompt_lhash,
				.line = f->meta.prompt_line,
				.type = MT_USER,
				.order = KO_TEXT,
				.flags = REC_TITLE};
	return true;
}

/* Of a session's title lines of kind k (RL_AI_TITLE, RL_CUSTOM_TITLE) only
 * the one that names it is a message: the last of its first file in
 * session file order that has one (docs/reference.md §2). The records
 * of the others go; *kept is the one left, or stays NULL. Returns that
 * file's title of kind k, or NULL when no file has one. */
static const char *session_titles(struct session *s, uint8_t k, const struct msg_rec **kept)
{
	const char *title = NULL;
	for (size_t i = 0; i < s->nfiles; i++) {
		struct file_res *f = s->files[i];
		const char *own = k == RL_AI_TITLE ? f->meta.title_ai : f->meta.title_custom;
		bool decides = !title && own;
		if (decides)
			title = own;
		size_t out = 0;
		for (size_t j = 0; j < f->recs.n; j++) {
			if (f->recs.v[j].lkind == k && !decides)
				continue;
			f->recs.v[out++] = f->recs.v[j];
		}
		f->recs.n = out;
		for (size_t j = 0; decides && j < f->recs.n; j++)
			if (f->recs.v[j].lkind == k)
				*kept = &f->recs.v[j];
	}
	return title;
}

/* The file's session, when its lines named none or it is a subagent's
 * chat (which joins the session its path names, else stands alone and is
 * not resumed: docs/reference.md §10); whether it is resumed. */
static void settle_session(struct file_res *f)
{
	/* A file its source's resume command does not reopen (a Cline task
	 * of before its SDK) is not resumed either. */
	bool resumed = source_resumes(f->source, f->path);
	f->meta.no_resume |= !resumed;
	if (f->meta.session_id && !f->meta.subagent)
		return;
	char *id = rank_session_id_of(f);
	/* Its parent is known by its path (when its lines name no
	 * session at all), or by an id of its own that differs. */
	char *parent = f->meta.subagent ? source_parent_session(f->source, f->path) : NULL;
	f->meta.no_resume =
	    (f->meta.subagent && (f->meta.session_id ? strcmp(id, f->meta.session_id) == 0 : !parent)) ||
	    !resumed;
	free(parent);
	f->meta.session_id = arena_strndup(&f->arena, id, strlen(id));
	free(id);
}

static void group_sessions(struct ranker *r, struct file_res **files, size_t n)
{
	const struct config *cfg = r->cfg;
	size_t more = r->others ? r->others->nids : 0;
	r->out->ids = xcalloc(n + more + 1, sizeof *r->out->ids);
	for (size_t i = 0; i < more; i++)
		r->out->ids[r->out->nids++] = r->others->ids[i];
	for (size_t i = 0; i < n; i++) {
		struct file_res *f = files[i];
		settle_session(f);
		r->out->ids[r->out->nids++] = f->meta.session_id;
		if (f->meta.is_fork && !cfg->forks) {
			r->out->drops_fork++;
			continue;
		}
		char *name = stem(f->path);
		f->meta.is_main = strcmp(name, f->meta.session_id) == 0;
		free(name);
		struct session *s = session_of(r, f->meta.session_id);
		s->files = xrealloc(s->files, (s->nfiles + 1) * sizeof *s->files);
		s->files[s->nfiles++] = f;
		f->session = s;
	}
	for (size_t k = 0; k < r->out->nsessions; k++) {
		struct session *s = r->out->sessions[k];
		qsort(s->files, s->nfiles, sizeof *s->files, cmp_session_files);
		s->file = s->files[0]->path;
		s->archived = s->files[0]->archived;
		s->no_resume = true;
		for (size_t i = 0; i < s->nfiles; i++)
			s->no_resume &= s->files[i]->meta.no_resume;
		for (size_t i = 0; i < s->nfiles && !s->project; i++)
			s->project = s->files[i]->meta.first_cwd;
		if (!s->project) {
			char *p = source_project(s->files[0]->source, s->file);
			s->project = arena_strndup(&s->files[0]->arena, p, strlen(p));
			free(p);
		}
		/* A custom title wins over an AI one. */
		const struct msg_rec *ai = NULL, *custom = NULL;
		const char *tc = session_titles(s, RL_CUSTOM_TITLE, &custom);
		const char *ta = session_titles(s, RL_AI_TITLE, &ai);
		s->title = tc ? tc : ta;
		s->title_rec = tc ? custom : ai;
		session_prompt(s, s->files, s->nfiles);
		s->kept = filter_session(cfg, r->req, s->id, s->project);
		/* --file: only sessions whose tool calls named the file. */
		bool touched = false;
		for (size_t i = 0; i < s->nfiles; i++)
			touched |= s->files[i]->meta.touches;
		if (cfg->touch && !touched)
			s->kept = false;
	}
}

/* Whether a message matches on its own: every positive group and no NOT
 * group hit it; with --file and no query, it is a tool call that named the
 * file. */
static bool message_matches(const struct config *cfg, bool browse, const struct matcher *m,
			    const struct msg_rec *rec)
{
	if (browse)
		return true;
	if (!cfg->query.npositive)
		return (rec->flags & REC_TOUCH) != 0;
	return matcher_all_positive(m, rec->pos_mask) && !rec_neg(rec);
}

/* Marks the `before` cutoff and finds matching messages per session. */
static void find_matches(struct ranker *r)
{
	const struct config *cfg = r->cfg;
	for (size_t k = 0; k < r->out->nsessions; k++) {
		struct session *s = r->out->sessions[k];
		if (!s->kept) {
			for (size_t i = 0; i < s->nfiles; i++)
				r->out->drops_session += s->files[i]->recs.n;
			continue;
		}
		bool has_cut = false;
		struct instant cut = {0, 0};
		if (cfg->recall == RECALL_BEFORE) {
			for (size_t i = 0; i < s->nfiles; i++) {
				struct file_res *f = s->files[i];
				if (f->meta.has_event &&
				    (!has_cut || instant_cmp(f->meta.last_event, cut) > 0)) {
					cut = f->meta.last_event;
					has_cut = true;
				}
			}
		}
		uint64_t pos = 0, neg = 0;
		for (size_t i = 0; i < s->nfiles; i++) {
			struct file_res *f = s->files[i];
			for (size_t j = 0; j < f->recs.n; j++) {
				struct msg_rec *rec = &f->recs.v[j];
				if (has_cut && (rec->flags & REC_HAS_TS) && instant_cmp(rec->ts, cut) <= 0)
					rec->flags |= REC_CUT;
				if (rec->flags & REC_CUT)
					continue;
				pos |= rec->pos_mask;
				neg |= rec_neg(rec);
			}
		}
		bool session_ok = r->req->scope == SCOPE_SESSION && matcher_all_positive(r->m, pos) && !neg;
		for (size_t i = 0; i < s->nfiles; i++) {
			struct file_res *f = s->files[i];
			for (size_t j = 0; j < f->recs.n; j++) {
				struct msg_rec *rec = &f->recs.v[j];
				if (rec->flags & REC_CUT)
					continue;
				bool match = r->req->scope == SCOPE_SESSION && cfg->query.npositive
						 ? session_ok && rec->pos_mask
						 : message_matches(cfg, r->req->browse, r->m, rec);
				if (match)
					rec->flags |= REC_MATCH;
			}
		}
	}
}

/* The dedup key of rec (its key, and its kind) into key, or false when
 * it has none. Identical summaries count once per session
 * (docs/reference.md §2): theirs holds sid, their session's id. */
static bool dedup_key(const struct msg_rec *rec, const char *sid, struct sbuf *key)
{
	if (!rec_keyed(rec))
		return false;
	sbuf_reset(key);
	sbuf_addc(key, (char)rec->keykind);
	sbuf_add(key, rec->key, sizeof rec->key);
	sbuf_addc(key, (char)('0' + rec->type));
	if (rec->lkind == RL_SUMMARY) {
		sbuf_addc(key, '\0');
		sbuf_adds(key, sid);
	}
	return true;
}

static void bm25_prepare(struct ranker *r)
{
	const struct config *cfg = r->cfg;
	struct rank_result *o = r->out;
	size_t np = cfg->query.npositive;
	const struct rank_others *x = r->others;
	double N = x ? (double)x->n_msgs : 0, sum_dl = x ? (double)x->sum_dl : 0;
	double *df = xcalloc(np + 1, sizeof *df);
	for (size_t g = 0; x && x->df && g < np; g++)
		df[g] = (double)x->df[g];
	for (size_t k = 0; k < o->nsessions; k++) {
		struct session *s = o->sessions[k];
		for (size_t i = 0; s->kept && i < s->nfiles; i++) {
			N += (double)s->files[i]->tally.n_msgs;
			sum_dl += (double)s->files[i]->tally.sum_dl;
			for (size_t g = 0; g < np; g++)
				df[g] += (double)s->files[i]->tally.df[g];
		}
	}
	r->bm25.avgdl = N > 0 ? sum_dl / N : 0;
	r->bm25.np = np;
	r->bm25.idf = xcalloc(np + 1, sizeof *r->bm25.idf);
	for (size_t g = 0; g < np; g++)
		r->bm25.idf[g] = log(1.0 + (N - df[g] + 0.5) / (df[g] + 0.5));
	free(df);
}

/* A match's BM25 score (0 without BM25, or when its hits were not
 * counted). */
static double bm25_of(const struct bm25 *p, const struct msg_rec *rec)
{
	uint32_t ntf = rec_ntf(rec);
	if (!p->idf || !ntf)
		return 0;
	const double k1 = 1.2, b = 0.75;
	double ratio = p->avgdl > 0 ? rec_dl(rec) / p->avgdl : 1.0;
	double score = 0;
	for (size_t g = 0; g < p->np && g < ntf; g++) {
		double tf = rec_tf_at(rec, g);
		if (tf <= 0)
			continue;
		score += p->idf[g] * tf * (k1 + 1) / (tf + k1 * (1 - b + b * ratio));
	}
	return score;
}

static void collect_session(const struct bm25 *p, struct session *s)
{
	/* Made at its size: a word in most messages has hundreds of
	 * thousands of matches, whose doubling would leave a third unused. */
	size_t n = s->nmatches;
	for (size_t i = 0; i < s->nfiles; i++)
		for (size_t j = 0; j < s->files[i]->recs.n; j++)
			n += (s->files[i]->recs.v[j].flags & REC_MATCH) != 0;
	if (n > s->capmatches) {
		s->matches = xrealloc(s->matches, n * sizeof *s->matches);
		s->capmatches = n;
	}
	for (size_t i = 0; i < s->nfiles; i++) {
		struct file_res *f = s->files[i];
		for (size_t j = 0; j < f->recs.n; j++)
			if (f->recs.v[j].flags & REC_MATCH)
				add_match(s, &f->recs.v[j]);
	}
	s->score = 0;
	const struct msg_rec *first = NULL, *last = NULL;
	for (size_t i = 0; i < s->nmatches; i++) {
		struct msg_rec *m = s->matches[i];
		s->score += bm25_of(p, m); /* BM25's: else set after */
		if (!(m->flags & REC_HAS_TS))
			continue;
		if (!s->has_latest || instant_cmp(m->ts, s->latest) > 0)
			s->latest = m->ts;
		if (!s->has_earliest || instant_cmp(m->ts, s->earliest) < 0)
			s->earliest = m->ts;
		s->has_latest = s->has_earliest = true;
		if (!first || rank_cmp_chrono(m, first) < 0)
			first = m;
		if (!last || rank_cmp_chrono(m, last) > 0)
			last = m;
	}
	s->first_rec = first;
	s->last_rec = last;
	s->first_raw = s->last_raw = NULL;
}

void rank_session_times(struct session *s)
{
	if (s->first_rec && !s->first_raw)
		s->first_raw = rec_ts_raw_kept(s->first_rec);
	if (s->last_rec && !s->last_raw)
		s->last_raw = rec_ts_raw_kept(s->last_rec);
}

static int cmp_sessions(const void *x, const void *y, void *arg)
{
	const struct config *sort_cfg = arg;
	const struct session *a = *(struct session *const *)x, *b = *(struct session *const *)y;
	int c = 0;
	switch (sort_cfg->sort) {
	case SORT_COUNT:
		c = CMP(b->nmatches, a->nmatches);
		if (!c)
			c = cmp_time_desc(a->has_latest, a->latest, b->has_latest, b->latest);
		break;
	case SORT_BM25:
		c = CMP(b->score, a->score);
		if (!c)
			c = CMP(b->nmatches, a->nmatches);
		if (!c)
			c = cmp_time_desc(a->has_latest, a->latest, b->has_latest, b->latest);
		break;
	case SORT_RECENT:
		c = cmp_time_desc(a->has_latest, a->latest, b->has_latest, b->latest);
		if (!c)
			c = CMP(b->nmatches, a->nmatches);
		break;
	case SORT_OLDEST:
		c = cmp_time_asc(a->has_earliest, a->earliest, b->has_earliest, b->earliest);
		if (!c)
			c = CMP(b->nmatches, a->nmatches);
		break;
	}
	return c ? c : strcmp(a->id, b->id);
}

/* A match with its score (BM25's), for the flat sort by it. */
struct scored {
	double score;
	struct msg_rec *rec;
};

static int cmp_flat(const void *x, const void *y, void *arg)
{
	const struct config *sort_cfg = arg;
	const struct msg_rec *a = *(struct msg_rec *const *)x, *b = *(struct msg_rec *const *)y;
	bool ha = a->flags & REC_HAS_TS, hb = b->flags & REC_HAS_TS;
	int c = 0;
	switch (sort_cfg->sort) {
	case SORT_COUNT:
		c = CMP(b->hits, a->hits);
		if (!c)
			c = cmp_time_desc(ha, a->ts, hb, b->ts);
		break;
	case SORT_BM25: /* after the score (cmp_scored) */
		c = CMP(b->hits, a->hits);
		if (!c)
			c = cmp_time_desc(ha, a->ts, hb, b->ts);
		break;
	case SORT_RECENT:
		c = cmp_time_desc(ha, a->ts, hb, b->ts);
		if (!c)
			c = CMP(b->hits, a->hits);
		break;
	case SORT_OLDEST:
		c = cmp_time_asc(ha, a->ts, hb, b->ts);
		if (!c)
			c = CMP(b->hits, a->hits);
		break;
	}
	if (!c)
		c = strcmp(a->file->session->id, b->file->session->id);
	return c ? c : cmp_place(a, b);
}

/* BM25's flat order: score desc, then as cmp_flat. */
static int cmp_scored(const void *x, const void *y, void *arg)
{
	const struct scored *a = x, *b = y;
	int c = CMP(b->score, a->score);
	return c ? c : cmp_flat(&a->rec, &b->rec, arg);
}

/* -m: distinct positive terms desc, time desc (none last), path asc, line
 * desc, kind order. */
static int cmp_pick(const void *x, const void *y)
{
	const struct msg_rec *a = *(struct msg_rec *const *)x, *b = *(struct msg_rec *const *)y;
	int c = CMP(rec_distinct(b), rec_distinct(a));
	if (!c)
		c = cmp_time_desc(a->flags & REC_HAS_TS, a->ts, b->flags & REC_HAS_TS, b->ts);
	if (!c)
		c = strcmp(a->file->path, b->file->path);
	if (!c)
		c = CMP(b->line, a->line);
	if (!c)
		c = CMP(a->order, b->order);
	return c;
}

static void add_out(struct out_entry *e, struct msg_rec *rec, bool context)
{
	e->msgs = xrealloc(e->msgs, (e->nmsgs + 1) * sizeof *e->msgs);
	e->msgs[e->nmsgs++] = (struct out_msg){rec, context};
	rec->flags |= REC_CTX;
}

/* Adds the printed matches' neighbours (-A/-B) in their own files: records
 * that were not cut, in line and kind order; a neighbour that matches
 * too (past -m) is printed as a match, never as context, and with
 * --flat, where it is an entry of its own, not at all. */
static void add_context(const struct config *cfg, struct out_entry *e)
{
	size_t nmatch = e->nmsgs;
	for (size_t i = 0; i < nmatch; i++) {
		struct msg_rec *m = e->msgs[i].rec;
		struct file_res *f = m->file;
		size_t at = (size_t)(m - f->recs.v);
		size_t want = cfg->before;
		for (size_t j = at; want && j-- > 0;) {
			if (f->recs.v[j].flags & REC_CUT)
				continue;
			want--;
			if (!(f->recs.v[j].flags & REC_CTX) &&
			    !(cfg->flat && (f->recs.v[j].flags & REC_MATCH)))
				add_out(e, &f->recs.v[j], !(f->recs.v[j].flags & REC_MATCH));
		}
		want = cfg->after;
		for (size_t j = at + 1; want && j < f->recs.n; j++) {
			if (f->recs.v[j].flags & REC_CUT)
				continue;
			want--;
			if (!(f->recs.v[j].flags & REC_CTX) &&
			    !(cfg->flat && (f->recs.v[j].flags & REC_MATCH)))
				add_out(e, &f->recs.v[j], !(f->recs.v[j].flags & REC_MATCH));
		}
	}
	/* REC_CTX only marks "already printed in this entry". */
	for (size_t i = 0; i < e->nmsgs; i++)
		e->msgs[i].rec->flags &= (uint8_t)~REC_CTX;
	if (e->nmsgs > 1) /* none with -m 0 (sessions): msgs is NULL */
		qsort(e->msgs, e->nmsgs, sizeof *e->msgs, qsort_chrono);
}

/* A match of the flat list, with its score, as an entry of out. */
static void flat_entry(const struct config *cfg, struct rank_result *out, struct msg_rec *rec, double score)
{
	struct out_entry *e = &out->entries[out->nentries++];
	e->s = rec->file->session;
	rank_session_times(e->s);
	e->short_len = rank_unique_prefix(e->s->id, out->ids, out->nids, 7);
	e->score = score;
	e->matches = 1;
	e->first = e->last = rec_ts_raw_kept(rec);
	add_out(e, rec, false);
	add_context(cfg, e);
}

/* --offset and -n over `total` ranked entries: sets total and capped,
 * makes room for the entries, returns the first one and their *count. */
static size_t page(const struct config *cfg, size_t total, struct rank_result *out, size_t *count)
{
	size_t from = cfg->offset < total ? cfg->offset : total;
	*count = total - from < cfg->sessions ? total - from : cfg->sessions;
	out->total = total;
	out->capped = total - from > cfg->sessions;
	out->entries = xcalloc(*count + 1, sizeof *out->entries);
	return from;
}

void rank_run(const struct config *cfg, const struct search_req *req, const struct matcher *m,
	      struct file_res **files, size_t n, struct rank_result *out)
{
	rank_run_with(cfg, req, m, files, n, NULL, out);
}

void rank_run_with(const struct config *cfg, const struct search_req *req, const struct matcher *m,
		   struct file_res **files, size_t n, const struct rank_others *others,
		   struct rank_result *out)
{
	memset(out, 0, sizeof *out);
	out->files = files;
	out->nfiles = n;
	struct ranker r = {cfg, req, m, out, {0}, others, {0, NULL, 0}};
	group_sessions(&r, files, n);
	qsort(out->ids, out->nids, sizeof *out->ids, cmp_str);
	find_matches(&r);
	rank_dedup(r.out);
	if (cfg->sort == SORT_BM25)
		bm25_prepare(&r);

	struct session **hit = xcalloc(out->nsessions + 1, sizeof *hit);
	size_t nhit = 0, nmsgs = 0;
	for (size_t k = 0; k < out->nsessions; k++) {
		struct session *s = out->sessions[k];
		if (!s->kept)
			continue;
		collect_session(&r.bm25, s);
		if (s->archived && s->nmatches && (cfg->format == FMT_FILES || cfg->format == FMT_COUNT)) {
			out->archived_left_out++;
			continue;
		}
		if (cfg->sort != SORT_BM25)
			s->score = (double)s->nmatches;
		if (s->nmatches)
			hit[nhit++] = s;
		nmsgs += s->nmatches;
	}
	if (!cfg->flat) {
		qsort_r(hit, nhit, sizeof *hit, cmp_sessions, (void *)cfg);
		size_t count, from = page(cfg, nhit, out, &count);
		for (size_t i = 0; i < count; i++) {
			struct session *s = hit[from + i];
			struct out_entry *e = &out->entries[out->nentries++];
			e->s = s;
			e->short_len = rank_unique_prefix(s->id, out->ids, out->nids, 7);
			e->score = s->score;
			e->matches = s->nmatches;
			rank_session_times(s);
			e->first = s->first_raw;
			e->last = s->last_raw;
			struct msg_rec **pick = xmalloc((s->nmatches + 1) * sizeof *pick);
			memcpy(pick, s->matches, s->nmatches * sizeof *pick);
			qsort(pick, s->nmatches, sizeof *pick, cmp_pick);
			size_t take = s->nmatches < cfg->messages ? s->nmatches : cfg->messages;
			for (size_t j = 0; j < take; j++)
				add_out(e, pick[j], false);
			free(pick);
			add_context(cfg, e);
		}
	} else {
		/* By BM25, each match with its score, told once and not at each
		 * comparison; else the matches alone. */
		bool bm25 = cfg->sort == SORT_BM25;
		struct scored *sc = bm25 ? xmalloc((nmsgs + 1) * sizeof *sc) : NULL;
		struct msg_rec **all = bm25 ? NULL : xmalloc((nmsgs + 1) * sizeof *all);
		size_t na = 0;
		for (size_t i = 0; i < nhit; i++)
			for (size_t j = 0; j < hit[i]->nmatches; j++, na++) {
				struct msg_rec *rec = hit[i]->matches[j];
				if (bm25)
					sc[na] = (struct scored){bm25_of(&r.bm25, rec), rec};
				else
					all[na] = rec;
			}
		if (bm25)
			qsort_r(sc, na, sizeof *sc, cmp_scored, (void *)cfg);
		else
			qsort_r(all, na, sizeof *all, cmp_flat, (void *)cfg);
		size_t count, from = page(cfg, na, out, &count);
		for (size_t i = from; i < from + count; i++) {
			if (bm25)
				flat_entry(cfg, out, sc[i].rec, sc[i].score);
			else
				flat_entry(cfg, out, all[i], all[i]->hits);
		}
		free(sc);
		free(all);
	}
	free(hit);
	free(r.bm25.idf);
	strmap_free(&r.sessions);
}

/* Characters id shares with o from the start. */
static size_t common_prefix(const char *id, const char *o)
{
	size_t k = 0;
	while (id[k] && id[k] == o[k])
		k++;
	return k;
}

size_t rank_unique_prefix(const char *id, const char *const *ids, size_t n, size_t min)
{
	/* The first index whose id is not below id; the ids that share the
	 * most with id are its nearest different neighbours on either side. */
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(ids[mid], id) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	size_t len = strlen(id), need = min, after = lo;
	while (after < n && strcmp(ids[after], id) == 0)
		after++;
	if (lo > 0 && common_prefix(id, ids[lo - 1]) + 1 > need)
		need = common_prefix(id, ids[lo - 1]) + 1;
	if (after < n && common_prefix(id, ids[after]) + 1 > need)
		need = common_prefix(id, ids[after]) + 1;
	return need < len ? need : len;
}

void rank_free(struct rank_result *r)
{
	for (size_t i = 0; i < r->nentries; i++)
		free(r->entries[i].msgs);
	free(r->entries);
	for (size_t i = 0; i < r->nsessions; i++) {
		free(r->sessions[i]->files);
		free(r->sessions[i]->matches);
		free(r->sessions[i]);
	}
	free(r->sessions);
	free(r->ids);
	for (size_t i = 0; i < r->nfiles; i++)
		file_res_free(r->files[i]);
	free(r->files);
	memset(r, 0, sizeof *r);
}

struct rank_stream {
	const struct config *cfg;
	struct search_req req; /* a copy: it borrows its strings */
	const struct matcher *m;
	struct strmap printed;
	struct arena keys;
	struct sbuf key;
};

struct rank_stream *rank_stream_new(const struct config *cfg, const struct search_req *req,
				    const struct matcher *m)
{
	struct rank_stream *rs = xcalloc(1, sizeof *rs);
	rs->cfg = cfg;
	rs->req = *req;
	rs->m = m;
	return rs;
}

void rank_stream_free(struct rank_stream *rs)
{
	if (!rs)
		return;
	strmap_free(&rs->printed);
	arena_free(&rs->keys);
	sbuf_free(&rs->key);
	free(rs);
}

size_t rank_stream_file(struct rank_stream *rs, struct file_res *f, struct session *s, struct msg_rec ***recs,
			size_t *cap)
{
	const struct config *cfg = rs->cfg;
	memset(s, 0, sizeof *s);
	if (f->fd_error || (f->meta.is_fork && !cfg->forks))
		return 0;
	char *name = stem(f->path);
	settle_session(f);
	s->id = f->meta.session_id;
	s->no_resume = f->meta.no_resume;
	f->meta.is_main = strcmp(name, s->id) == 0;
	free(name);
	s->file = f->path;
	s->archived = f->archived;
	s->title = f->meta.title_custom ? f->meta.title_custom : f->meta.title_ai;
	session_prompt(s, &f, 1);
	if (f->meta.first_cwd) {
		s->project = f->meta.first_cwd;
	} else {
		char *p = source_project(f->source, f->path);
		s->project = arena_strndup(&f->arena, p, strlen(p));
		free(p);
	}
	if (!filter_session(cfg, &rs->req, s->id, s->project) || (cfg->touch && !f->meta.touches))
		return 0;
	size_t n = 0;
	for (size_t i = 0; i < f->recs.n; i++) {
		struct msg_rec *rec = &f->recs.v[i];
		if (cfg->recall == RECALL_BEFORE && f->meta.has_event && (rec->flags & REC_HAS_TS) &&
		    instant_cmp(rec->ts, f->meta.last_event) <= 0)
			continue;
		if (!message_matches(cfg, rs->req.browse, rs->m, rec))
			continue;
		if (dedup_key(rec, s->id, &rs->key)) {
			char *kc = arena_strndup(&rs->keys, rs->key.data, rs->key.len);
			void **slot = strmap_slot(&rs->printed, kc, rs->key.len);
			if (*slot)
				continue;
			*slot = rec;
		}
		rec->flags |= REC_MATCH;
		xgrow((void **)recs, cap, n + 1, sizeof **recs);
		(*recs)[n++] = rec;
	}
	return n;
}
