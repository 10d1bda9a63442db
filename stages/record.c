/* record: the functions of the data that flows between stages
 * (stages/record.h). */
#include "stages/record.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <xxhash.h>

#include "base/uuid.h"

_Static_assert(sizeof(struct msg_rec) == 88, "a record is 88 bytes (stages/record.h)");

uint64_t clock_ns(int clock_id)
{
	struct timespec ts;
	clock_gettime(clock_id, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

struct file_res *file_res_new(void)
{
	struct file_res *f = xcalloc(1, sizeof *f);
	f->stats = xcalloc(1, sizeof *f->stats);
	return f;
}

void file_res_settle(struct file_res *f)
{
	struct file_stats *st = f->stats;
	if (!st)
		return;
	struct file_tally *t = &f->tally;
	t->n_msgs = st->n_msgs;
	t->sum_dl = st->sum_dl;
	free(t->df);
	t->df = st->df;
	t->raw_groups = st->raw_groups;
	t->cand_groups = st->cand_groups;
	t->cand_types = st->cand_types;
	t->cand_multi = st->cand_multi;
	t->cand_multi_why = st->cand_multi_why;
	memcpy(t->cand_drops, st->cand_drops, sizeof t->cand_drops);
	free(st);
	f->stats = NULL;
}

void file_res_free(struct file_res *f)
{
	if (!f)
		return;
	for (size_t i = 0; i < f->nparts; i++)
		file_res_free(f->parts[i]);
	free(f->parts);
	arena_free(&f->arena);
	free(f->recs.v);
	free(f->events);
	if (f->stats)
		free(f->stats->df);
	free(f->stats);
	free(f->tally.df);
	free(f->leaf_ids.v);
	free(f->path);
	free(f);
}

/* *v (room for *cap items of size bytes, n used) moved to a block of
 * its n items (NULL when none), *cap n: a new block, not one shrunk in
 * place, whose tail would be a hole in the malloc arena of the thread that
 * grew it (issue 32). */
static void fit(void **v, size_t *cap, size_t n, size_t size)
{
	if (*cap == n)
		return;
	void *to = n ? xmalloc(n * size) : NULL;
	if (n)
		memcpy(to, *v, n * size);
	free(*v);
	*v = to;
	*cap = n;
}

void file_res_trim(struct file_res *f)
{
	file_res_pack(f);
	fit((void **)&f->recs.v, &f->recs.cap, f->recs.n, sizeof *f->recs.v);
	fit((void **)&f->leaf_ids.v, &f->leaf_ids.cap, f->leaf_ids.n, sizeof *f->leaf_ids.v);
}

void file_stats_add(struct file_stats *to, const struct file_stats *from, size_t ngroups)
{
#define SUM(a, b)		   ((a) + (b))
#define OR(a, b)		   ((a) | (b))
#define ADD(name, how, group, key) to->name = how(to->name, from->name);
	FILE_COUNTS(ADD)
#undef ADD
#define ADD(name, n)                                                                                         \
	for (size_t i = 0; i < (n); i++)                                                                     \
		to->name[i] += from->name[i];
	FILE_COUNT_ARRAYS(ADD)
#undef ADD
#undef OR
#undef SUM
	for (size_t g = 0; to->df && from->df && g < ngroups; g++)
		to->df[g] += from->df[g];
}

struct msg_rec *file_recs_push(struct file_recs *r, struct file_res *f)
{
	xgrow((void **)&r->v, &r->cap, r->n + 1, sizeof *r->v);
	struct msg_rec *m = &r->v[r->n++];
	memset(m, 0, sizeof *m);
	m->file = f;
	return m;
}

struct msg_more *rec_more(struct msg_rec *r, struct arena *a)
{
	struct rec_ext *e = rec_ext_make(r, a, 0);
	if (!e->more) {
		e->more = arena_alloc(a, sizeof *e->more);
		memset(e->more, 0, sizeof *e->more);
	}
	return e->more;
}

const char *rec_uuid(const struct msg_rec *r, char buf[REC_UUID_BUF])
{
	if (r->keykind == RK_UUID) {
		uuid_from_bytes(r->key, buf);
		return buf;
	}
	return r->keykind == RK_UUID_TEXT ? rec_raw(r) : NULL;
}

const char *rec_ts_raw(const struct msg_rec *r, char buf[REC_TS_BUF])
{
	if (r->tsform == RT_MS && ts_text_ms(r->ts, buf))
		return buf;
	if (r->tsform != RT_TEXT)
		return NULL;
	const char *raw = rec_raw(r);
	return r->keykind == RK_UUID_TEXT ? raw + strlen(raw) + 1 : raw;
}

const char *rec_ts_raw_kept(const struct msg_rec *r)
{
	char buf[REC_TS_BUF];
	const char *t = rec_ts_raw(r, buf);
	return t == buf ? arena_strndup(&r->file->arena, buf, strlen(buf)) : t;
}

/* r's raw string made p. */
static void put_raw(struct msg_rec *r, const char *p)
{
	if (r->has_ext)
		r->x.ext->raw = p;
	else
		r->x.raw = p;
}

/* Keeps in r's raw the uuid u and time t that r holds only as text
 * (either NULL). */
static void set_raw(struct msg_rec *r, struct arena *a, const char *u, const char *t)
{
	size_t ul = u ? strlen(u) + 1 : 0, tl = t ? strlen(t) + 1 : 0;
	if (!ul && !tl) {
		put_raw(r, NULL);
		return;
	}
	char *p = arena_alloc(a, ul + tl);
	if (ul)
		memcpy(p, u, ul);
	if (tl)
		memcpy(p + ul, t, tl);
	put_raw(r, p);
}

void rec_clear_ids(struct msg_rec *r)
{
	r->keykind = RK_NONE;
	r->tsform = RT_NONE;
	put_raw(r, NULL);
}

struct rec_ext *rec_ext_make(struct msg_rec *r, struct arena *a, uint32_t ntf)
{
	struct rec_ext *was = rec_ext(r);
	if (was && was->ntf >= ntf)
		return was;
	/* None yet, or one made for msg_more with no room for hits: a new
	 * one takes what it held (the old one is left in the arena, which
	 * the file's pack drops). */
	struct rec_ext *e = arena_alloc(a, sizeof *e + ntf * sizeof *e->tf);
	memset(e, 0, sizeof *e + ntf * sizeof *e->tf);
	if (was) {
		memcpy(e, was, sizeof *e + was->ntf * sizeof *e->tf);
	} else {
		e->raw = r->x.raw;
	}
	e->ntf = ntf;
	r->x.ext = e;
	r->has_ext = 1;
	return e;
}

void rec_set_tf(struct msg_rec *r, struct arena *a, const uint32_t *tf, uint32_t ntf)
{
	if (ntf == 1 && tf[0] == r->hits && !(r->has_ext && r->x.ext->ntf)) {
		r->tf_hits = 1;
		return;
	}
	r->tf_hits = 0;
	if (!ntf)
		return;
	struct rec_ext *e = rec_ext_make(r, a, ntf);
	memcpy(e->tf, tf, ntf * sizeof *tf);
}

void rec_set_dl(struct msg_rec *r, struct arena *a, uint32_t dl)
{
	if (dl < REC_DL_EXT) {
		r->dl = dl;
		return;
	}
	rec_ext_make(r, a, 0)->dl = dl;
	r->dl = REC_DL_EXT;
}

void rec_set_distinct(struct msg_rec *r, struct arena *a, uint32_t distinct)
{
	if (distinct < REC_DISTINCT_EXT) {
		r->distinct = distinct & REC_DISTINCT_EXT;
		return;
	}
	rec_ext_make(r, a, 0)->distinct = distinct;
	r->distinct = REC_DISTINCT_EXT;
}

void rec_set_uuid(struct msg_rec *r, struct arena *a, const char *uuid)
{
	char tb[REC_TS_BUF];
	const char *t = r->tsform == RT_TEXT ? rec_ts_raw(r, tb) : NULL;
	if (uuid_to_bytes(uuid, r->key)) {
		r->keykind = RK_UUID;
		set_raw(r, a, NULL, t);
		return;
	}
	XXH128_hash_t h = XXH3_128bits(uuid, strlen(uuid));
	XXH128_canonicalFromHash((XXH128_canonical_t *)r->key, h);
	r->keykind = RK_UUID_TEXT;
	set_raw(r, a, uuid, t);
}

void rec_set_ts_raw(struct msg_rec *r, struct arena *a, const char *ts_raw)
{
	char ub[REC_UUID_BUF], tb[REC_TS_BUF];
	const char *u = r->keykind == RK_UUID_TEXT ? rec_uuid(r, ub) : NULL;
	if (!ts_raw) {
		r->tsform = RT_NONE;
	} else if (ts_text_ms(r->ts, tb) && strcmp(tb, ts_raw) == 0) {
		r->tsform = RT_MS;
		ts_raw = NULL;
	} else {
		r->tsform = RT_TEXT;
	}
	set_raw(r, a, u, ts_raw);
}

void rec_set_text_key(struct msg_rec *r, bool has_ts, struct instant ts, const char *s, size_t len)
{
	/* Copies meet: the same time (or none) and the same text. */
	XXH128_hash_t t = XXH3_128bits(s, len);
	struct {
		uint64_t lo, hi, len;
		int64_t sec;
		int32_t nsec, has_ts;
	} m = {t.low64, t.high64, len, has_ts ? ts.sec : 0, has_ts ? ts.nsec : 0, has_ts};
	XXH128_canonicalFromHash((XXH128_canonical_t *)r->key, XXH3_128bits(&m, sizeof m));
	r->keykind = RK_TEXT;
}

/* The strings of a file's metadata (a stub copies them), i < META_STRS. */
enum { META_STRS = 5 };
static const char **meta_str(struct file_meta *m, int i)
{
	const char **v[META_STRS] = {&m->session_id, &m->first_cwd, &m->title_custom, &m->title_ai,
				     &m->latest_raw};
	return v[i];
}

struct file_stub *file_stub_of(struct file_res *f, bool bm25, size_t ngroups)
{
	size_t len = 0;
	for (int i = 0; i < META_STRS; i++) {
		const char *v = *meta_str(&f->meta, i);
		len += v ? strlen(v) + 1 : 0;
	}
	struct file_stub *s = xmalloc(sizeof *s + len);
	*s = (struct file_stub){.meta = f->meta,
				.dev = f->dev,
				.ino = f->ino,
				.mtime_ns = f->mtime_ns,
				.source = f->source,
				.compressed = f->compressed,
				.archived = f->archived,
				.leaf_ids = f->leaf_ids,
				.n_msgs = f->tally.n_msgs,
				.sum_dl = f->tally.sum_dl};
	char *at = s->strs;
	for (int i = 0; i < META_STRS; i++) {
		const char *v = *meta_str(&f->meta, i);
		if (!v)
			continue;
		size_t n = strlen(v) + 1;
		memcpy(at, v, n);
		*meta_str(&s->meta, i) = at;
		at += n;
	}
	/* Its uuid values, in no more room than they take. */
	memset(&f->leaf_ids, 0, sizeof f->leaf_ids);
	fit((void **)&s->leaf_ids.v, &s->leaf_ids.cap, s->leaf_ids.n, sizeof *s->leaf_ids.v);
	if (bm25 && f->tally.df) {
		s->df = xcalloc(ngroups + 1, sizeof *s->df);
		memcpy(s->df, f->tally.df, ngroups * sizeof *s->df);
	}
	return s;
}

struct file_res *file_stub_open(struct file_stub *s, size_t ngroups)
{
	struct file_res *f = xcalloc(1, sizeof *f);
	f->path = s->path;
	f->dev = s->dev;
	f->ino = s->ino;
	f->mtime_ns = s->mtime_ns;
	f->source = s->source;
	f->compressed = s->compressed;
	f->archived = s->archived;
	f->meta = s->meta;
	for (int i = 0; i < META_STRS; i++) {
		const char **v = meta_str(&f->meta, i);
		if (*v)
			*v = arena_strndup(&f->arena, *v, strlen(*v));
	}
	f->leaf_ids = s->leaf_ids;
	f->tally.n_msgs = s->n_msgs;
	f->tally.sum_dl = s->sum_dl;
	f->tally.df = xcalloc(ngroups + 1, sizeof *f->tally.df);
	if (s->df)
		memcpy(f->tally.df, s->df, ngroups * sizeof *f->tally.df);
	s->path = NULL;
	s->leaf_ids.v = NULL;
	file_stub_free(s);
	return f;
}

void file_stub_free(struct file_stub *s)
{
	if (!s)
		return;
	free(s->path);
	free(s->leaf_ids.v);
	free(s->df);
	free(s);
}
