/* scan_index: a source file read through its index entry (scan_index.h,
 * docs/reference.md §12). */
#include "pipeline/search/scan_index.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <ck_pr.h>

#include "base/xalloc.h"
#include "pipeline/search/scan_internal.h"
#include "stages/index/entry.h"
#include "stages/index/filters.h"
#include "stages/index/lazy.h"
#include "stages/prefilter.h"

enum mode { BUILD, FRESH, GROWN, RESTAMP };

/* The sections a search reads: the tables and the message texts always
 * (titles, prompts and recall events are there), tool and thinking texts
 * when their kind is searched, or when the no-result hint counts what
 * every kind holds; the blocks of the texts, with their filters. */
static unsigned sections_for(const struct config *cfg, const struct search_req *req)
{
	unsigned s = 1u << IX_TABLES | 1u << IX_BLOCKS | 1u << IX_TEXT_TEXT;
	if ((cfg->kinds & KIND_TOOL) || req->count_dropped)
		s |= 1u << IX_TEXT_TOOL;
	if ((cfg->kinds & KIND_THINKING) || req->count_dropped)
		s |= 1u << IX_TEXT_THINKING;
	if (cfg->touch)
		s |= 1u << IX_INPUTS;
	return s;
}

/* Checks the sections in mask, and expands those kept compressed into
 * the worker's buffer: false when one is damaged. */
static bool check_sections(struct ix_scratch *x, struct ix_entry *e, unsigned mask)
{
	for (int s = 0; s < IX_NSECTIONS; s++)
		if ((mask & (1u << s)) && !ix_entry_check(e, (enum ix_section)s))
			return false;
	size_t n = ix_entry_plain_size(e, mask);
	if (!n)
		return true;
	xgrow((void **)&x->zbuf, &x->zcap, n, 1);
	return ix_entry_expand(e, mask, x->zbuf);
}

/* Whether the bytes [0, end) of the content of res's file, open as fd,
 * hash as an entry's: x->hasher holds their hash after, to go on with the
 * bytes that follow (a grown file's new lines). Read in steps into the
 * worker's x->hbuf. */
/* Hashes the first `end` bytes of fd into x->hasher: whether all were
 * read. */
static bool hash_bytes(struct scan_ctx *c, int fd, const struct file_res *res, uint64_t end)
{
	enum { STEP = 256 << 10 };
	struct ix_scratch *x = scan_ctx_ix(c);
	if (!x->hbuf)
		x->hbuf = xmalloc(STEP);
	char *buf = x->hbuf;
	ix_hasher_reset(x->hasher);
	uint64_t at = 0;
	while (at < end) {
		size_t want = end - at < STEP ? (size_t)(end - at) : STEP;
		ssize_t n = scan_src_read(c, fd, res, buf, want, at);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		ix_hasher_add(x->hasher, buf, (size_t)n);
		at += (uint64_t)n;
	}
	return at == end;
}

static bool same_bytes(struct scan_ctx *c, int fd, const struct file_res *res, uint64_t end, uint64_t hash)
{
	return hash_bytes(c, fd, res, end) && ix_hasher_digest(scan_ctx_ix(c)->hasher) == hash;
}

enum { ALL = (1u << IX_NSECTIONS) - 1 };

/* Loads l's entry again with every section, each checked: what a copy
 * of it needs (a grown entry, a racily clean one stamped again). */
static bool load_whole(struct ix_scratch *x, const struct ix_store *store, const char *abs,
		       struct ix_loaded *l)
{
	const char *why;
	struct mg_error err;
	return ix_store_load(store, abs, ALL, l, &why, &err) == IX_OK && check_sections(x, &l->e, ALL);
}

/* A file's entry, as one load found it: what the rest of the reading
 * decides from. */
struct found {
	const char *path;
	char *abs;
	struct ix_key key;
	/* A session of an SQLite database, rendered: its key is given
	 * (the session's, as its database lists it in the render's read
	 * transaction), never its memory file's, and its entry covers all
	 * of it (it does not grow: it is rendered whole). */
	bool pinned;
	int64_t read_ns; /* taken before the key was read (0: at read_found) */
	unsigned sections;
	bool lazy; /* its texts may be read block by block (stages/index/lazy.h) */
	struct ix_loaded l;
	enum ix_load lr;
	const char *why;
	/* The filter file's record of it was missing or stale (skip.h):
	 * a fresh entry is written again to note it anew. */
	bool renote;
};

/* Whether a search may make now the entry of a file of `size` bytes
 * (docs/reference.md §12, State): memgrep index makes every one; a
 * search, until the bytes it has claimed reach its budget (engine.c). A
 * file over it is read as without the index, its entry left for later. */
static bool may_build(struct ix_store *store, uint64_t size)
{
	if (store->build_all)
		return true;
	return ck_pr_faa_64(&store->build_claimed, size) < ck_pr_load_64(&store->build_budget);
}

/* How the entry l (loaded with the sections searched) serves res's file of
 * key k, open as fd: used as it is, grown by the file's new lines, or made
 * anew. (A compressed file is written whole: it does not grow.) */
static enum mode choose(struct scan_ctx *c, struct ix_store *store, struct found *f, int64_t read_ns, int fd,
			const struct file_res *res)
{
	struct ix_scratch *x = scan_ctx_ix(c);
	struct ix_loaded *l = &f->l;
	struct ix_entry *e = &l->e;
	const struct ix_key *k = &f->key;
	const char *abs = f->abs;
	bool pinned = f->pinned;
	/* The same key: fresh, when no change after the entry's read can
	 * bear it (the racy rule), or else when the bytes hash as they did
	 * (a change in the stamp's grain, a change time in the future). */
	if (ix_key_eq(k, &e->key)) {
		if (ix_trusted(&e->key, e->read_ns)) {
			/* Its record lost from the filter file (two searches
			 * wrote it at once: one's update lost) comes back only
			 * when the entry is written: stamped again as below,
			 * within the budget for entries. */
			if (f->renote && !pinned && may_build(store, k->size))
				return load_whole(x, store, abs, l) ? RESTAMP : BUILD;
			return FRESH;
		}
		if (!same_bytes(c, fd, res, e->end, e->hash))
			return BUILD;
		/* Racily clean: once the rule trusts the key at this read
		 * (the file left alone past the grain since), the entry is
		 * written again as it is, stamped with this read, trusted from
		 * then on. Else every later search would hash the whole file
		 * again and the filter file would never leave it unopened (a
		 * search run just after a session's last write, as a hook
		 * does, leaves its entry so). Copied whole, as a grown one. */
		if (pinned || !ix_trusted(k, read_ns))
			return FRESH;
		return load_whole(x, store, abs, l) ? RESTAMP : BUILD;
	}
	/* Grown: the same file, longer, every byte the entry covers as it
	 * was (hashed: an edit anywhere before the old end, of any length,
	 * makes it anew). Its entry is copied whole: read all of it, and
	 * every section must be sound. */
	if (!res->compressed && !pinned && k->dev == e->key.dev && k->ino == e->key.ino &&
	    k->size > e->key.size && e->end <= e->key.size && same_bytes(c, fd, res, e->end, e->hash) &&
	    load_whole(x, store, abs, l))
		return GROWN;
	return BUILD;
}

/* Replays the lines of entry e into fs: every one, or with pick, those
 * scan_state_wants. False when cut short. */
static bool replay_lines(struct scan_ctx *c, struct file_state *fs, struct ix_loaded *l, unsigned sections,
			 bool pick, struct file_res *res)
{
	struct ix_scratch *x = scan_ctx_ix(c);
	const struct ix_entry *e = &l->e;
	scan_state_source(fs, e->source);
	for (size_t i = 0; i < e->nrecs; i++) {
		if ((i & 1023) == 0 && scan_ctx_cancelled(c)) {
			res->cut_short = true;
			return false;
		}
		if (pick) {
			struct ix_info info;
			ix_entry_info(e, i, &info);
			if (!scan_state_wants(c, fs, &info, x->groups[i])) {
				scan_state_skip(fs, info.line);
				continue;
			}
		}
		if (!ix_lazy_need_line(l, i, sections))
			return false; /* a block damaged: l->lazy_bad */
		struct ix_line line;
		ix_entry_line(e, i, sections, &x->pieces, &x->cappieces, &x->tools, &x->captools, &x->links,
			      &x->caplinks, &line);
		scan_state_replay(c, fs, &line);
		if (scan_state_stopped(fs))
			return false;
	}
	return true;
}

struct ix_counts ix_counts_for(const struct config *cfg, const struct search_req *req)
{
	if (cfg->has_since || cfg->has_until || req->browse || req->count_dropped)
		return (struct ix_counts){0};
	return (struct ix_counts){
	    .min_length = cfg->min_length, .kinds = cfg->kinds, .keep_noise = cfg->keep_noise, .known = true};
}

bool ix_counts_serve(const struct config *cfg, const struct search_req *req, const struct ix_counts *have)
{
	struct ix_counts k = ix_counts_for(cfg, req);
	return k.known && have->known && have->kinds == k.kinds && have->min_length == k.min_length &&
	       have->keep_noise == k.keep_noise;
}

/* Replays the lines of entry e into fs: false when cut short. With pick,
 * only the lines a search needs (the candidates its prefilter finds in
 * the entry's texts, and those the file's rules read); a file that turns
 * out to need them all is replayed again whole into a new state, put in
 * *fsp. */
static bool replay(struct scan_ctx *c, struct file_state **fsp, struct ix_loaded *l, unsigned sections,
		   bool pick, struct file_res *res)
{
	const struct ix_entry *e = &l->e;
	/* BM25 picks them only from an entry that keeps its counts, and
	 * takes those: the lines that any group may hit give its document
	 * frequencies (docs/reference.md §12, BM25 from the entries). */
	bool bm25 = c->cfg->sort == SORT_BM25;
	pick = pick && (!bm25 || ix_counts_serve(c->cfg, scan_ctx_request(c), &e->counts));
	struct prefilter_scratch *ps = pick ? scan_ctx_prescan(c) : NULL;
	pick = ps && scan_blocks_prescan(c, ps, l, sections, res);
	if (pick && bm25)
		scan_state_take_counts(*fsp, e->counts.n_msgs, e->counts.sum_dl);
	if (!replay_lines(c, *fsp, l, sections, pick, res))
		return false;
	if (pick && scan_state_needs_all(res)) {
		scan_state_end(c, *fsp);
		scan_res_reset(res);
		*fsp = scan_state_new(c, res);
		if (!replay_lines(c, *fsp, l, sections, false, res))
			return false;
	}
	ix_entry_leaves(e, &res->leaf_ids.v, &res->leaf_ids.n, &res->leaf_ids.cap);
	for (int s = 0; s < IX_NSECTIONS; s++)
		if ((sections & (1u << s)) && !(e->lazy & (1u << s)))
			res->stats->ix_bytes += e->sec_len[s];
	res->stats->ix_bytes += l->lazy_bytes; /* of the blocks read lazily */
	if (res->stats->lines < e->lines)
		res->stats->lines = e->lines;
	return true;
}

/* Writes the entry x->builder holds for the file read, whose bytes up
 * to end hash to hash: its lines up to the last newline, for key k
 * stat'ed after read_ns. */
static void save(struct ix_store *store, struct ix_scratch *x, const char *abs, const struct ix_key *k,
		 int64_t read_ns, uint64_t end, uint64_t hash, uint32_t lines, struct file_res *res)
{
	if (end > IX_MAX_SOURCE)
		return; /* grew past the limit while it was read: no entry */
	/* A rendered document's records are of its lines, not of the
	 * file's bytes: none is past `end` to cut. */
	if (res->source >= SOURCE_COUNT || !source_table[res->source].render)
		ix_builder_truncate(x->builder, end); /* (a file of no source yet: 255) */
	ix_builder_finish(x->builder, k, end, lines, hash, res->source, abs, read_ns, &x->out);
	struct mg_error err;
	if (ix_store_save(store, abs, x->out.data, x->out.len, &err) != 0) {
		if (ck_pr_fas_int(&store->save_failed, 1) == 0)
			res->index_warning = arena_strndup(&res->arena, err.msg, strlen(err.msg));
		return;
	}
	struct ix_entry e;
	const char *why;
	size_t wlen;
	const void *wide = ix_builder_wide(x->builder, &wlen);
	if (store->filters && ix_entry_open(&e, x->out.data, x->out.len, x->out.len, &why) == 0 &&
	    ix_entry_check(&e, IX_TABLES))
		ix_filters_note(store->filters, abs, &e, wide, wlen);
}

/* A damaged entry: the first of a search is told, the others counted
 * (engine.c tells how many). */
static void note(struct ix_store *store, struct file_res *res, const char *path, const char *why)
{
	/* An entry of another version (after an upgrade) is not damage: it
	 * is made again without a word. */
	if (why == ix_why_version || ck_pr_faa_int(&store->damaged, 1) != 0)
		return;
	struct sbuf b = {0};
	sbuf_printf(&b, "the index entry of %s was damaged (%s): it is made again", path, why);
	res->index_warning = arena_strndup(&res->arena, b.data, b.len);
	sbuf_free(&b);
}

/* Loads the entry of f->path (its key and sections set) into the
 * worker's buffer, kept for the next. */
static void find_entry(struct ix_scratch *x, const struct ix_store *store, struct found *f)
{
	struct mg_error err;
	f->abs = ix_abs_path(store, f->path);
	f->l = (struct ix_loaded){
	    .buf = x->lbuf, .cap = x->lcap, .hot = x->lhot, .hot_cache = x->lhot_cache, .want_lazy = f->lazy};
	f->why = NULL;
	f->lr = ix_store_load(store, f->abs, f->sections, &f->l, &f->why, &err);
	if (f->lr == IX_OK && !check_sections(x, &f->l.e, f->sections)) {
		f->why = "its checksum does not match";
		f->lr = IX_CORRUPT;
	}
	x->lbuf = f->l.buf;
	x->lcap = f->l.cap;
	x->lhot = f->l.hot;
	x->lhot_cache = f->l.hot_cache;
}

/* A compressed file without an entry of its own takes its plain copy's
 * (its path without SOURCE_ZST: the same session, compressed since it was
 * read) when every byte that entry covers is the same in its content:
 * loaded whole into f->l, true, x->hasher holding the hash of those bytes.
 * Its lines are not decoded again (docs/reference.md §12). */
static bool plain_entry(struct scan_ctx *c, const struct ix_store *store, struct found *f, int fd,
			const struct file_res *res)
{
	struct ix_scratch *x = scan_ctx_ix(c);
	char *plain = xstrndup(f->abs, strlen(f->abs) - (sizeof SOURCE_ZST - 1));
	const char *why;
	struct mg_error err;
	bool ok = ix_store_load(store, plain, ALL, &f->l, &why, &err) == IX_OK &&
		  check_sections(x, &f->l.e, ALL) && same_bytes(c, fd, res, f->l.e.end, f->l.e.hash);
	free(plain);
	return ok;
}

/* A fresh entry of a file of `size` bytes was read: what it saved goes to
 * the budget. */
static void earned(struct ix_store *store, uint64_t size)
{
	if (store->build_credit)
		ck_pr_add_64(&store->build_budget, size * store->build_credit / 1000);
}

/* Reads the open file fd through the entry f found: false, having read
 * nothing, when it is not for the index. Frees f->abs. */
static bool read_found(struct scan_ctx *c, const struct config *cfg, struct ix_store *store, int fd,
		       struct found *f, struct file_res *res)
{
	struct ix_scratch *x = scan_ctx_ix(c);
	struct ix_loaded *l = &f->l;
	enum mode mode = BUILD;
	/* The file's key from a stat taken now, after the time the racy
	 * rule compares with and before any of its bytes are read (a key
	 * from discovery may be older than them). */
	int64_t read_ns = f->read_ns ? f->read_ns : ix_now_ns();
	struct stat st;
	if (!f->pinned && fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
		f->key = ix_key_of(&st);
	if (f->lr == IX_CORRUPT)
		note(store, res, f->path, f->why);
	else if (f->lr == IX_OK)
		mode = choose(c, store, f, read_ns, fd, res);
	else if (f->lr == IX_NONE && res->compressed && plain_entry(c, store, f, fd, res))
		mode = GROWN;
	x->lbuf = l->buf;
	x->lcap = l->cap;
	x->lhot = l->hot;
	x->lhot_cache = l->hot_cache;
	/* A search that stops at another session's first line (show) reads
	 * the entries it finds fresh but makes none. */
	bool fresh = mode == FRESH || mode == RESTAMP; /* nothing new to read */
	bool build = mode != FRESH && !scan_ctx_request(c)->id_prefix && f->lr != IX_ERROR;
	if (!build && mode == BUILD) {
		free(f->abs);
		return false;
	}
	/* A file with no usable entry (a damaged one is made again at
	 * once, as its warning says), over the search's budget. */
	if (mode == BUILD && !f->pinned && f->lr != IX_CORRUPT && !may_build(store, f->key.size)) {
		scan_file(c, fd, res);
		res->stats->ix_deferred++;
		free(f->abs);
		return true;
	}
	struct file_state *fs = scan_state_new(c, res);
	/* An entry made of every line decoded keeps BM25's counts (one
	 * written again as it is keeps its own). */
	if (build && mode != RESTAMP && ix_counts_for(cfg, scan_ctx_request(c)).known)
		scan_state_count_dl(fs);
	uint64_t from = 0;
	uint32_t lineno = 0;
	bool whole = true;
	if (mode != BUILD) {
		/* Lines are picked only when nothing follows the entry's: a
		 * file that grew, or ends in a line still being written, is
		 * replayed whole. A compressed file's entry covers all of its
		 * content (save). */
		bool all = res->compressed || f->pinned || l->e.end == f->key.size;
		whole = replay(c, &fs, l, f->sections, fresh && all, res);
		from = l->e.end;
		lineno = l->e.lines;
	}
	if (build) {
		ix_builder_start(x->builder, mode == BUILD ? NULL : &l->e);
		if (mode == BUILD)
			ix_hasher_reset(x->hasher); /* a grown one goes on from same_bytes */
		scan_state_build(fs, x->builder, x->hasher);
	}
	if (whole && (res->compressed || f->pinned ? !fresh : from < f->key.size))
		scan_state_read(c, fs, fd, from, lineno);
	whole = whole && !scan_state_stopped(fs) && !res->fd_error && !res->scan_error;
	/* The entry's uuid values, and the rest's. */
	res->leaf_ids.complete = whole && scan_state_leaves_whole(fs);
	uint32_t nl_lines;
	uint64_t nl_end = scan_state_nl_end(fs, &nl_lines);
	scan_state_end(c, fs);
	uint32_t lines = nl_end > from ? nl_lines : lineno;
	/* A compressed file's entry is made only when it covers all of its
	 * content: its last line ends with a newline. */
	if (build && whole && (!res->compressed || res->stats->lines <= lines)) {
		/* Counted over the lines it keeps: none past them read. */
		if (mode != RESTAMP) {
			struct ix_counts k = ix_counts_for(cfg, scan_ctx_request(c));
			k.n_msgs = res->stats->n_msgs;
			k.sum_dl = res->stats->sum_dl;
			k.known = k.known && res->stats->lines <= lines;
			ix_builder_counts(x->builder, &k);
		}
		/* One written again as it is keeps its hash: x->hasher hashed
		 * its bytes only when the racy rule asked (choose). */
		uint64_t hash = mode == RESTAMP ? l->e.hash : ix_hasher_digest(x->hasher);
		save(store, x, f->abs, &f->key, read_ns, nl_end > from ? nl_end : from, hash, lines, res);
	}
	if (fresh)
		earned(store, f->key.size);
	res->stats->ix_fresh += fresh;
	res->stats->ix_grown += mode == GROWN;
	res->stats->ix_built += mode == BUILD;
	free(f->abs);
	return true;
}

bool scan_indexed(struct scan_ctx *c, const struct config *cfg, struct ix_store *store, int fd,
		  const char *path, struct file_res *res)
{
	struct stat st;
	if (strcmp(path, "-") == 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
	    (uint64_t)st.st_size > IX_MAX_SOURCE)
		return false;
	struct found f = {
	    .path = path, .key = ix_key_of(&st), .sections = sections_for(cfg, scan_ctx_request(c))};
	find_entry(scan_ctx_ix(c), store, &f);
	return read_found(c, cfg, store, fd, &f, res);
}

/* A block of f's entry read lazily was damaged: the entry is not used,
 * but made again, as a damaged entry is. */
static void damaged_block(struct found *f)
{
	ix_lazy_end(&f->l);
	f->lr = IX_CORRUPT;
	f->why = "a block's checksum does not match";
}

/* Replays f's fresh entry into res: false (res reset) when a block read
 * lazily was damaged. Frees f->abs when done. */
static bool replay_fresh(struct scan_ctx *c, struct ix_store *store, struct found *f, struct file_res *res)
{
	struct file_state *fs = scan_state_new(c, res);
	bool complete = replay(c, &fs, &f->l, f->sections, true, res);
	scan_state_end(c, fs);
	if (f->l.lazy_bad) {
		scan_res_reset(res);
		damaged_block(f);
		return false;
	}
	ix_lazy_end(&f->l);
	res->leaf_ids.complete = complete;
	res->stats->ix_fresh++;
	earned(store, f->key.size);
	free(f->abs);
	return true;
}

bool scan_indexed_path(struct scan_ctx *c, const struct config *cfg, struct ix_store *store, const char *path,
		       const struct ix_key *known, bool renote, struct file_res *res)
{
	struct stat st;
	if (!known && (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || (uint64_t)st.st_size > IX_MAX_SOURCE))
		return false;
	struct found f = {.path = path,
			  .key = known ? *known : ix_key_of(&st),
			  .sections = sections_for(cfg, scan_ctx_request(c)),
			  .lazy = true,
			  .renote = renote && store->filters};
	find_entry(scan_ctx_ix(c), store, &f);
	/* The common case first: an entry as fresh as it gets, replayed
	 * with the file never opened, reading only the blocks it needs. */
	if (f.lr == IX_OK && !f.renote && ix_trusted(&f.l.e.key, f.l.e.read_ns) &&
	    ix_key_eq(&f.key, &f.l.e.key) && (res->compressed || f.l.e.end == f.key.size) &&
	    replay_fresh(c, store, &f, res))
		return true;
	/* Else the entry decides, read whole, with the file open. */
	if (f.l.e.lazy && !ix_lazy_fill(&f.l))
		damaged_block(&f);
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	if (fd < 0) {
		free(f.abs);
		return false;
	}
	bool done = read_found(c, cfg, store, fd, &f, res);
	close(fd);
	return done;
}

bool scan_archived(struct scan_ctx *c, const struct config *cfg, struct ix_store *store, const char *path,
		   struct file_res *res)
{
	struct found f = {.path = path, .sections = sections_for(cfg, scan_ctx_request(c))};
	find_entry(scan_ctx_ix(c), store, &f);
	if (f.lr != IX_OK) {
		/* Gone since it was found, or damaged: it cannot be made again. */
		struct sbuf b = {0};
		sbuf_printf(
		    &b, "the index entry kept of %s cannot be read (%s): its archived session is left out",
		    path,
		    f.lr == IX_NONE ? "it was removed"
		    : f.why	    ? f.why
				    : "it cannot be read");
		res->index_warning = arena_strndup(&res->arena, b.data, b.len);
		sbuf_free(&b);
		free(f.abs);
		return false;
	}
	/* Nothing follows the entry's lines: they are picked as a fresh
	 * entry's are. */
	struct file_state *fs = scan_state_new(c, res);
	replay(c, &fs, &f.l, f.sections, true, res);
	scan_state_end(c, fs);
	res->archived = true;
	res->stats->ix_archived++;
	free(f.abs);
	return true;
}

/* The entry f found, fresh on its key alone (it can be trusted, and its
 * key is the source's), of a source that is read whole (a session
 * rendered, a document). */
static bool fresh_on_key(const struct found *f)
{
	return f->lr == IX_OK && ix_trusted(&f->l.e.key, f->l.e.read_ns) && ix_key_eq(&f->key, &f->l.e.key);
}

bool scan_indexed_session(struct scan_ctx *c, const struct config *cfg, struct ix_store *store,
			  const char *path, const struct ix_key *key, struct file_res *res)
{
	if (key->size > IX_MAX_SOURCE)
		return false;
	struct found f = {
	    .path = path, .key = *key, .sections = sections_for(cfg, scan_ctx_request(c)), .pinned = true};
	find_entry(scan_ctx_ix(c), store, &f);
	if (fresh_on_key(&f)) {
		/* Not rendered: no read of the database beyond its listing. */
		struct file_state *fs = scan_state_new(c, res);
		res->leaf_ids.complete = replay(c, &fs, &f.l, f.sections, true, res);
		scan_state_end(c, fs);
		res->stats->ix_fresh++;
		free(f.abs);
		return true;
	}
	/* Rendered once, with its key read in the same transaction: the
	 * entry is of the rows rendered, whatever changed since the
	 * listing (a part added then deleted again cannot bring back the
	 * listing's key with other rows). */
	f.read_ns = ix_now_ns();
	struct stat st;
	int fd = scan_ctx_render_session(c, path, &st);
	if (fd < 0) {
		res->fd_error = errno;
		free(f.abs);
		return true;
	}
	f.key = ix_key_of(&st);
	/* Read through the entry, or else as a file. */
	if (!read_found(c, cfg, store, fd, &f, res))
		scan_file(c, fd, res);
	close(fd);
	return true;
}

/* A document its row renders into lines (VS Code's chat sessions),
 * read and its entry made: the entry is of the rendered lines, its key
 * and hash those of the file's bytes, of which the lines are a function
 * (docs/reference.md §12). The file is hashed first and its key checked
 * again after the render, so that an entry never pairs new lines with an
 * old key or old lines with a new one. */
static void build_rendered(struct scan_ctx *c, struct ix_store *store, int fd, struct found *f,
			   int64_t read_ns, unsigned source, bool build, struct file_res *res)
{
	struct ix_scratch *x = scan_ctx_ix(c);
	build = build && hash_bytes(c, fd, res, f->key.size);
	int rfd = scan_ctx_open(c, f->path, O_NONBLOCK);
	if (rfd < 0) {
		res->fd_error = errno;
		return;
	}
	if (build)
		ix_builder_start(x->builder, NULL);
	bool whole = scan_document_build(c, rfd, res, source, build ? x->builder : NULL, NULL);
	close(rfd);
	struct stat now;
	if (whole && build && fstat(fd, &now) == 0) {
		if (source_table[source].render_key)
			source_table[source].render_key(f->path, &now);
		struct ix_key k = ix_key_of(&now);
		if (ix_key_eq(&k, &f->key)) {
			save(store, x, f->abs, &f->key, read_ns, f->key.size, ix_hasher_digest(x->hasher),
			     (uint32_t)res->stats->lines, res);
			res->stats->ix_built++;
		}
	}
}

bool scan_indexed_document(struct scan_ctx *c, const struct config *cfg, struct ix_store *store,
			   const char *path, unsigned source, const struct ix_key *known,
			   struct file_res *res)
{
	struct ix_scratch *x = scan_ctx_ix(c);
	struct found f = {.path = path, .sections = sections_for(cfg, scan_ctx_request(c))};
	/* A rendered document's key is its stat amended by its row
	 * (render_key), never the walk's. */
	void (*render_key)(const char *, struct stat *) = source_table[source].render_key;
	if (render_key)
		known = NULL;
	if (known)
		f.key = *known;
	find_entry(x, store, &f);
	bool ours = f.lr == IX_OK && f.l.e.source == source;
	if (known && ours && fresh_on_key(&f)) {
		/* The common case: the document not even opened. */
		scan_document_replay(c, &f.l.e, f.sections, res);
		res->stats->ix_fresh++;
		free(f.abs);
		return true;
	}
	int64_t read_ns = ix_now_ns();
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	struct stat st;
	if (fd >= 0 &&
	    (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || (uint64_t)st.st_size > IX_MAX_SOURCE)) {
		close(fd);
		fd = -1;
	}
	if (fd < 0) {
		free(f.abs);
		return false; /* the caller opens it, and says why it cannot */
	}
	if (render_key)
		render_key(path, &st);
	f.key = ix_key_of(&st);
	if (ours && ix_key_eq(&f.key, &f.l.e.key) &&
	    (ix_trusted(&f.l.e.key, f.l.e.read_ns) || same_bytes(c, fd, res, f.l.e.end, f.l.e.hash))) {
		scan_document_replay(c, &f.l.e, f.sections, res);
		res->stats->ix_fresh++;
	} else {
		if (f.lr == IX_CORRUPT)
			note(store, res, f.path, f.why);
		/* A search that stops at another session's first line (show)
		 * makes no entry. */
		bool build = !scan_ctx_request(c)->id_prefix && f.lr != IX_ERROR;
		if (build) {
			ix_builder_start(x->builder, NULL);
			ix_hasher_reset(x->hasher);
		}
		if (source_table[source].render) {
			build_rendered(c, store, fd, &f, read_ns, source, build, res);
		} else if (scan_document_build(c, fd, res, source, build ? x->builder : NULL,
					       build ? x->hasher : NULL) &&
			   build && res->stats->bytes == (uint64_t)st.st_size) {
			save(store, x, f.abs, &f.key, read_ns, res->stats->bytes, ix_hasher_digest(x->hasher),
			     (uint32_t)res->stats->lines, res);
			res->stats->ix_built++;
		}
	}
	close(fd);
	free(f.abs);
	return true;
}
