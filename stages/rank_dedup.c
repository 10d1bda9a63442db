/* rank_dedup: messages that count once (docs/reference.md §4.4, §8): of
 * the copies of one (dedup key, kind) across sessions, one stays a match. */
#include "stages/rank_internal.h"
#include "stages/rank.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <xxhash.h>

#include "base/keysort.h"
#include "base/xalloc.h"

/* Which of two copies of one (dedup key, kind) wins: the main transcript's, then
 * the smallest path, then the smallest line. */
static bool dedup_better(const struct msg_rec *a, const struct msg_rec *b)
{
	if (a->file->meta.is_main != b->file->meta.is_main)
		return a->file->meta.is_main;
	int c = strcmp(a->file->path, b->file->path);
	if (c)
		return c < 0;
	return a->line < b->line;
}

/* The order of dedup_key's keys, read from the records (their session
 * set): 0 when the keys are equal. */
static int cmp_key(const struct msg_rec *a, const struct msg_rec *b)
{
	int c = CMP(a->keykind, b->keykind);
	if (!c)
		c = memcmp(a->key, b->key, sizeof a->key);
	if (!c)
		c = CMP(a->type, b->type);
	if (!c)
		c = CMP(a->lkind == RL_SUMMARY, b->lkind == RL_SUMMARY);
	if (!c && a->lkind == RL_SUMMARY)
		c = strcmp(a->file->session->id, b->file->session->id);
	return c;
}

/* A hash of a record's key (equal keys, equal hashes), so that the sort
 * compares keys only where the hashes are equal: a word in most
 * messages has hundreds of thousands to sort (perf: strcmp and cmp_key
 * were a fifth of such a search). */
static uint64_t key_hash(const struct msg_rec *rec)
{
	uint64_t seed = ((uint64_t)rec->keykind * 256 + rec->type) * 2 + (rec->lkind == RL_SUMMARY);
	uint64_t h = XXH3_64bits_withSeed(rec->key, sizeof rec->key, seed);
	if (rec->lkind == RL_SUMMARY)
		h ^= XXH3_64bits(rec->file->session->id, strlen(rec->file->session->id));
	return h;
}

/* Among records of one key hash: by key, then the records of one file in their order
 * (of two copies dedup_better cannot tell apart, the first one read
 * stays): the records of one key are next to each other. */
static int cmp_dedup(const void *x, const void *y)
{
	const struct keyed_ptr *p = x, *q = y;
	const struct msg_rec *a = p->ptr, *b = q->ptr;
	int c = cmp_key(a, b);
	if (!c && a->file == b->file)
		c = CMP((uintptr_t)a, (uintptr_t)b);
	return c;
}

/* The matches are deduplicated in DEDUP_PARTS parts, by the top bits of
 * their key's hash: an array a quarter of the size at the peak of a
 * search for a word in most messages (issue 32, point 5). */
enum { DEDUP_PARTS = 4 };

static unsigned part_of(uint64_t hash)
{
	return (unsigned)(hash >> 62) % DEDUP_PARTS;
}

/* The matches that have a key, in part `part` (-1: counted in each part,
 * into counts), put in v with their hashes: their number. */
static size_t keyed_matches(const struct rank_result *o, int part, struct keyed_ptr *v, size_t *counts)
{
	size_t n = 0;
	for (size_t k = 0; k < o->nsessions; k++) {
		const struct session *s = o->sessions[k];
		for (size_t i = 0; s->kept && i < s->nfiles; i++) {
			const struct file_res *f = s->files[i];
			for (size_t j = 0; j < f->recs.n; j++) {
				struct msg_rec *rec = &f->recs.v[j];
				if (!(rec->flags & REC_MATCH) || !rec_keyed(rec))
					continue;
				uint64_t h = key_hash(rec);
				if (part < 0) {
					counts[part_of(h)]++;
				} else if (part_of(h) == (unsigned)part) {
					v[n++] = (struct keyed_ptr){h, rec};
				}
			}
		}
	}
	return n;
}

/* (uuid, kind) copies count once, across sessions; so do (kind, time,
 * text) copies of messages without uuid that ask for it (msg_rec.key).
 * The matches that have a key are sorted by it, in place (16 bytes each,
 * where a map of copied keys took about 100, and qsort's copy 16 more),
 * a part at a time: each run of one key keeps its best. */
void rank_dedup(struct rank_result *o)
{
	/* Counted first, so the array is made once at its size. */
	size_t counts[DEDUP_PARTS] = {0}, most = 0;
	keyed_matches(o, -1, NULL, counts);
	for (int p = 0; p < DEDUP_PARTS; p++)
		most = counts[p] > most ? counts[p] : most;
	struct keyed_ptr *v = xmalloc((most + 1) * sizeof *v);
	for (int p = 0; p < DEDUP_PARTS; p++) {
		size_t n = counts[p] ? keyed_matches(o, p, v, NULL) : 0;
		keysort(v, n, cmp_dedup);
		for (size_t i = 0; i < n;) {
			size_t end = i + 1, best = i;
			for (; end < n && v[i].key == v[end].key && cmp_key(v[i].ptr, v[end].ptr) == 0; end++)
				if (dedup_better(v[end].ptr, v[best].ptr))
					best = end;
			for (size_t k = i; k < end; k++)
				if (k != best)
					((struct msg_rec *)v[k].ptr)->flags &= (uint8_t)~REC_MATCH;
			o->drops_duplicate += end - i - 1;
			i = end;
		}
	}
	free(v);
}
