/* summaries: summary records to the sessions they describe (see
 * summaries.h; the rule is docs/reference.md §2). The leaves asked for are
 * gathered from the records, the folders that hold them listed, and each
 * file searched in those folders that may hold one read once, as raw
 * bytes, for the values of its source's uuid member; a leaf's holders are
 * the files where one of them is the leaf. A file may hold one unless the
 * scan collected the hashes of all its uuid values (file_res.leaf_ids)
 * and none is a leaf's: most leaves are in no file searched, and most
 * files are then not read again. */
#include "pipeline/search/summaries.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <ck_pr.h>
#include <uv.h>

#include "base/strmap.h"
#include "base/text.h"
#include "base/timestamp.h"
#include "base/u64set.h"
#include "base/xalloc.h"
#include "sources/source.h"
#include "stages/filter.h"
#include "stages/rank.h"

enum { CHUNK = 1 << 20, TAIL = 4096 };

/* A file that holds a leaf, and the time of the leaf's line there. */
struct holder {
	struct file_res *f;
	bool has_ts;
	struct instant ts;
	const char *ts_raw; /* in the placer's arena */
};

/* The files that hold one leaf. */
struct holders {
	struct holder *v;
	size_t n, cap;
};

struct placer {
	const struct config *cfg;
	const struct search_req *req;
	const struct matcher *m;
	struct strmap leaves;  /* leaf -> struct holders */
	struct strmap folders; /* folder of a file with a summary -> non-NULL */
	struct arena keys;
};

/* A leaf found in a file by a reader, added to its holders once every
 * reader is done (the holders are not written while readers run). */
struct found {
	struct holders *h;
	struct holder v;
};

/* One thread reading files for leaves: its buffer, the times it copied,
 * what it found, in the order of its files and of their bytes. */
struct reader {
	struct placer *p;
	struct file_res **todo; /* the files to read, shared */
	size_t ntodo;
	uint64_t *next; /* the next of todo to take (ck_pr) */
	char *buf;
	struct arena keys;
	struct found *v;
	size_t n, cap;
};

size_t summaries_folder_len(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? (size_t)(slash - path) : 0;
}

bool summaries_has_leaf(const struct file_res *f)
{
	for (size_t j = 0; j < f->recs.n; j++)
		if (f->recs.v[j].lkind == RL_SUMMARY && rec_leaf(&f->recs.v[j]))
			return true;
	return false;
}

/* Whether a file's records may leave it, or it may hold a leaf: a file
 * read, of a source whose lines carry uuids, not a recall fork that rank
 * drops, not standard input. */
static bool placeable(const struct config *cfg, const struct file_res *f)
{
	return !f->borrowed && !f->fd_error && f->source < SOURCE_COUNT && source_table[f->source].uuid_key &&
	       strcmp(f->path, "-") != 0 && !(f->meta.is_fork && !cfg->forks);
}

/* Notes the leaves that f's summary records ask for, and f's folder. */
static bool want_leaves(struct placer *p, struct file_res *f)
{
	bool any = false;
	for (size_t j = 0; j < f->recs.n; j++) {
		const struct msg_rec *r = &f->recs.v[j];
		if (r->lkind != RL_SUMMARY || !rec_leaf(r))
			continue;
		void **slot = strmap_slot(&p->leaves, rec_leaf(r), strlen(rec_leaf(r)));
		if (!*slot)
			*slot = xcalloc(1, sizeof(struct holders));
		any = true;
	}
	if (any) {
		size_t n = summaries_folder_len(f->path);
		const char *dir = arena_strndup(&p->keys, f->path, n);
		*strmap_slot(&p->folders, dir, n) = f;
	}
	return any;
}

/* The value of the member that starts at s[i] (`"KEY"`, blanks, `:`,
 * blanks, `"`): its bounds in *from, *to. 1: found; 0: not a member's
 * value; -1: it may go on past len (more bytes are needed). */
static int member_value(const char *s, size_t len, size_t i, size_t klen, size_t *from, size_t *to)
{
	size_t j = i + klen;
	while (j < len && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r' || s[j] == '\n'))
		j++;
	if (j < len && s[j] != ':')
		return 0;
	for (j++; j < len && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r' || s[j] == '\n');)
		j++;
	if (j < len && s[j] != '"')
		return 0;
	const char *q = j + 1 < len ? memchr(s + j + 1, '"', len - j - 1) : NULL;
	if (!q)
		return -1;
	*from = j + 1;
	*to = (size_t)(q - s);
	return 1;
}

/* The time of the line of s[0..len) that holds [from, to), its
 * `timestamp` member: the first after it (where Claude Code writes it),
 * else the first of the line. */
static void leaf_time(struct reader *rd, const char *s, size_t len, size_t from, size_t to, struct holder *h)
{
	static const char key[] = "\"timestamp\"";
	const char *nl = memchr(s + to, '\n', len - to);
	size_t end = nl ? (size_t)(nl - s) : len, start = from;
	while (start > 0 && s[start - 1] != '\n')
		start--;
	size_t a, b;
	const char *at = text_find(s + to, end - to, key, sizeof key - 1);
	if (!at)
		at = text_find(s + start, from - start, key, sizeof key - 1);
	if (!at || member_value(s, end, (size_t)(at - s), sizeof key - 1, &a, &b) != 1 ||
	    !ts_parse(s + a, b - a, false, &h->ts))
		return;
	h->has_ts = true;
	h->ts_raw = arena_strndup(&rd->keys, s + a, b - a);
}

/* Looks through s[0..len) for key's values; returns where the bytes still
 * needed start (the rest of a member or of its line cut at len), len when
 * none are. */
static size_t find_values(struct reader *rd, struct file_res *f, const char *s, size_t len, const char *key,
			  bool last)
{
	size_t klen = strlen(key), i = 0, from, to;
	for (;;) {
		const char *at = i < len ? text_find(s + i, len - i, key, klen) : NULL;
		if (!at)
			return last || len < klen ? len : len - klen + 1;
		i = (size_t)(at - s);
		int v = member_value(s, len, i, klen, &from, &to);
		bool cut = v < 0 || (v > 0 && !memchr(s + to, '\n', len - to));
		if (cut && !last && len - i < TAIL)
			return i;
		if (v <= 0) {
			i++;
			continue;
		}
		struct holders *h = strmap_get(&rd->p->leaves, s + from, to - from);
		if (h) {
			xgrow((void **)&rd->v, &rd->cap, rd->n + 1, sizeof *rd->v);
			rd->v[rd->n] = (struct found){.h = h, .v = {.f = f}};
			leaf_time(rd, s, len, from, to, &rd->v[rd->n++].v);
		}
		i = to + 1;
	}
}

/* Reads f's bytes for the leaves it holds. */
static void read_leaves(struct reader *p, struct file_res *f)
{
	int fd = source_open(f->path, O_NONBLOCK);
	struct stat st;
	if (fd < 0)
		return;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return;
	}
	char key[64];
	snprintf(key, sizeof key, "\"%s\"", source_table[f->source].uuid_key);
	if (!p->buf)
		p->buf = xmalloc(CHUNK + TAIL);
	size_t have = 0;
	uint64_t off = 0;
	for (;;) {
		ssize_t got = pread(fd, p->buf + have, CHUNK, (off_t)off);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			find_values(p, f, p->buf, have, key, true);
			break;
		}
		off += (uint64_t)got;
		have += (size_t)got;
		size_t done = find_values(p, f, p->buf, have, key, false);
		memmove(p->buf, p->buf + done, have - done);
		have -= done;
	}
	close(fd);
}

static void reader_main(void *arg)
{
	struct reader *rd = arg;
	for (;;) {
		uint64_t i = ck_pr_faa_64(rd->next, 1);
		if (i >= rd->ntodo)
			break;
		read_leaves(rd, rd->todo[i]);
	}
}

/* The hashes of the leaves asked for, as a set: their low 32 bits, as
 * file_res.leaf_ids keeps them. */
static struct u64set *leaf_hashes(const struct placer *p)
{
	struct u64set *set = u64set_new(p->leaves.n);
	for (size_t i = 0; i < p->leaves.cap; i++)
		if (p->leaves.slots[i].key)
			(void)u64set_add(set,
					 (uint32_t)p->leaves.slots[i].hash); /* sized for all: never full */
	return set;
}

/* Whether f may hold one of the leaves: its uuids, collected by the scan
 * from every byte of it (file_res.leaf_ids), hold the hash of one, or
 * the scan did not see them all. */
static bool may_hold(const struct file_res *f, const struct u64set *want)
{
	if (!f->leaf_ids.complete)
		return true;
	for (size_t i = 0; i < f->leaf_ids.n; i++)
		if (u64set_has(want, f->leaf_ids.v[i]))
			return true;
	return false;
}

/* Reads, on cfg->jobs threads, every file searched in the folders of the
 * files with summaries that may hold a leaf (may_hold), then adds what each found to the leaves' holders,
 * once per file: a file is read by one thread, in order, so its finds of
 * one leaf are side by side. */
static void read_all(struct placer *p, struct file_res **files, size_t total)
{
	struct file_res **todo = xmalloc((total ? total : 1) * sizeof *todo);
	size_t ntodo = 0;
	uint64_t next = 0;
	struct u64set *want = leaf_hashes(p);
	for (size_t i = 0; i < total; i++)
		if (placeable(p->cfg, files[i]) &&
		    strmap_get(&p->folders, files[i]->path, summaries_folder_len(files[i]->path)) &&
		    may_hold(files[i], want))
			todo[ntodo++] = files[i];
	u64set_free(want);
	size_t nthreads = p->cfg->jobs > 1 ? p->cfg->jobs : 1;
	if (nthreads > ntodo)
		nthreads = ntodo ? ntodo : 1;
	struct reader *rd = xcalloc(nthreads, sizeof *rd);
	uv_thread_t *th = xcalloc(nthreads, sizeof *th);
	for (size_t t = 0; t < nthreads; t++) {
		rd[t] = (struct reader){.p = p, .todo = todo, .ntodo = ntodo, .next = &next};
		rd[t].buf = xmalloc(CHUNK + TAIL);
		if (t > 0)
			uv_thread_create(&th[t], reader_main, &rd[t]);
	}
	reader_main(&rd[0]);
	for (size_t t = 0; t < nthreads; t++) {
		if (t > 0)
			uv_thread_join(&th[t]);
		for (size_t k = 0; k < rd[t].n; k++) {
			struct holders *h = rd[t].v[k].h;
			if (h->n && h->v[h->n - 1].f == rd[t].v[k].v.f)
				continue;
			struct holder v = rd[t].v[k].v;
			if (v.ts_raw)
				v.ts_raw = arena_strndup(&p->keys, v.ts_raw, strlen(v.ts_raw));
			xgrow((void **)&h->v, &h->cap, h->n + 1, sizeof *h->v);
			h->v[h->n++] = v;
		}
		free(rd[t].buf);
		free(rd[t].v);
		arena_free(&rd[t].keys);
	}
	free(rd);
	free(th);
	free(todo);
}

/* The holder of a summary record of f whose session it goes to, or NULL
 * when it stays: its leaf is held by no file searched, or by a file of its
 * own session. Of several (a fork repeats its parent's messages, with
 * their uuids), the smallest path. */
static const struct holder *target_of(const struct placer *p, const struct file_res *f,
				      const struct msg_rec *r)
{
	if (r->lkind != RL_SUMMARY || !rec_leaf(r) || !placeable(p->cfg, f))
		return NULL;
	const struct holders *h = strmap_get(&p->leaves, rec_leaf(r), strlen(rec_leaf(r)));
	if (!h || !h->n)
		return NULL;
	char *own = rank_session_id_of(f);
	bool same = false;
	const struct holder *best = NULL;
	for (size_t i = 0; i < h->n && !same; i++) {
		char *id = rank_session_id_of(h->v[i].f);
		same = strcmp(id, own) == 0;
		free(id);
		if (!best || strcmp(h->v[i].f->path, best->f->path) < 0)
			best = &h->v[i];
	}
	free(own);
	return same ? NULL : best;
}

/* The file result that stands for f's summaries in session sid: one of
 * those made for f so far (from `from` on in *files), or a new one. */
static struct file_res *borrowed_for(const struct config *cfg, const struct file_res *f, const char *sid,
				     struct file_res ***files, size_t *n, size_t *cap, size_t from)
{
	for (size_t i = from; i < *n; i++) {
		struct file_res *b = (*files)[i];
		if (strcmp(b->path, f->path) == 0 && strcmp(b->meta.session_id, sid) == 0)
			return b;
	}
	struct file_res *b = xcalloc(1, sizeof *b);
	b->path = xstrdup(f->path);
	b->dev = f->dev;
	b->ino = f->ino;
	b->source = f->source;
	b->archived = f->archived; /* its texts are read where f's are */
	b->borrowed = true;
	b->meta.session_id = arena_strndup(&b->arena, sid, strlen(sid));
	b->tally.df = xcalloc(cfg->query.npositive + 1, sizeof *b->tally.df);
	xgrow((void **)files, cap, *n + 1, sizeof **files);
	(*files)[(*n)++] = b;
	return b;
}

/* Whether the time filter drops a summary record of f at its time (its
 * own file's latest, or the time of its leaf's line), counted as
 * scan_finish_summaries counts it. */
static bool time_drops(const struct placer *p, struct file_res *f, const struct msg_rec *r)
{
	if (filter_time(p->cfg, (r->flags & REC_HAS_TS) != 0, r->ts) == DROP_NONE)
		return false;
	f->tally.time_drops++;
	const struct config *cfg = p->cfg;
	bool pos =
	    p->req->scope == SCOPE_SESSION ? r->pos_mask != 0 : matcher_all_positive(p->m, r->pos_mask);
	if (cfg->query.npositive && !rec_neg(r) && pos)
		f->tally.cand_drops[DROP_TIME]++;
	return true;
}

/* Moves f's summary records that describe another session, with the time
 * of their leaf's line (when it has one; else they keep their own), and
 * puts those with a leaf through the time filter. */
static void move_records(const struct placer *p, struct file_res *f, struct file_res ***files, size_t *n,
			 size_t *cap, size_t first_new)
{
	size_t out = 0;
	for (size_t j = 0; j < f->recs.n; j++) {
		struct msg_rec r = f->recs.v[j];
		const struct holder *h = target_of(p, f, &r);
		if (h && h->has_ts) {
			r.flags |= REC_HAS_TS;
			r.ts = h->ts;
		}
		if (r.lkind == RL_SUMMARY && rec_leaf(&r) && time_drops(p, f, &r))
			continue;
		if (!h) {
			f->recs.v[out++] = r;
			continue;
		}
		char *sid = rank_session_id_of(h->f);
		struct file_res *b = borrowed_for(p->cfg, f, sid, files, n, cap, first_new);
		free(sid);
		if (h->has_ts)
			rec_set_ts_raw(&r, &b->arena, h->ts_raw);
		r.file = b;
		*file_recs_push(&b->recs, b) = r;
	}
	f->recs.n = out;
}

void summaries_place(const struct config *cfg, const struct search_req *req, const struct matcher *m,
		     struct file_res ***files, size_t *n, size_t *cap)
{
	struct placer p = {.cfg = cfg, .req = req, .m = m};
	size_t asking = 0, total = *n;
	for (size_t i = 0; i < total; i++)
		if (placeable(cfg, (*files)[i]))
			asking += want_leaves(&p, (*files)[i]);
	if (asking)
		read_all(&p, *files, total);
	for (size_t i = 0; i < total; i++)
		if (!(*files)[i]->borrowed)
			move_records(&p, (*files)[i], files, n, cap, total);
	for (size_t i = 0; i < p.leaves.cap; i++) {
		struct holders *h = p.leaves.slots[i].value;
		if (h)
			free(h->v);
		free(h);
	}
	strmap_free(&p.leaves);
	strmap_free(&p.folders);
	arena_free(&p.keys);
}
