/* grams: the n-gram filters of the index's blocks of text (issue 32,
 * docs/reference.md §12). The text side hashes the trigrams of a text
 * folded as the matcher folds it (base/text.h's text_fold) into a set, and
 * writes the set as a Bloom filter; the query side reduces each positive
 * group of a query to the trigrams each of its alternatives must contain,
 * and says which groups may match in a block from its filter. A filter
 * can only skip: a group that may match where its filter says not would
 * be a lost result, so every reduction that is not certain gives no
 * trigrams, and a group with an alternative of no trigrams always may
 * match. */
#ifndef MEMGREP_INDEX_GRAMS_H
#define MEMGREP_INDEX_GRAMS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "stages/match.h"

/* The text side: the distinct hashed trigrams of the texts added. */
struct gram_set;
struct gram_set *gram_set_new(void);
void gram_set_free(struct gram_set *s);
void gram_set_reset(struct gram_set *s);
/* Adds the trigrams of text[0..len) (UTF-8; folded here as the matcher
 * folds it), as one continuous text: no trigram spans two calls. */
void gram_set_add(struct gram_set *s, const char *text, size_t len);
/* How many distinct trigrams the set holds. */
size_t gram_set_count(const struct gram_set *s);
/* The bytes of the filter of a set of n trigrams (a multiple of 8; 0 when
 * n is 0), and the filter written into bloom[0..nbytes) (any nbytes that
 * is a multiple of 8 and at least 8: fewer bytes, more false positives,
 * never a false negative).
 *
 * The layout, written into index files: a Bloom filter of m = 8 * nbytes
 * bits, bit b being bit (b & 7) of byte b >> 3 (the lowest bit first). A
 * trigram of bytes b0 b1 b2 (in text order) has the hash h, splitmix64's
 * finalizer of b0 << 16 | b1 << 8 | b2, and sets the 3 bits
 * (h + i * (rotl64(h, 32) | 1)) * m >> 64, i = 0, 1, 2 (mod 2^64 inside,
 * the high half of a 64x64-bit product outside). gram_bloom_bytes gives
 * 5 bits per trigram: about 10% of the bits of a trigram that is not there
 * are all set (stages/index/grams.c has the figures measured). */
size_t gram_bloom_bytes(size_t n);
void gram_bloom_write(const struct gram_set *s, uint8_t *bloom, size_t nbytes);

/* The query side. */
struct gram_query;
/* The trigrams of the positive groups of o's query, as o's options read
 * it (case, -w, -e, --fuzzy; stages/index/grams_query.c says what each
 * reduces to). NULL when no group can ever be pruned (no positive group,
 * or every positive group has an alternative that gives no trigrams):
 * then every block may match. The query is read here and not kept: q owns
 * its hashes; gram_query_free(NULL) does nothing. Nothing fails. */
struct gram_query *gram_query_new(const struct match_opts *o);
void gram_query_free(struct gram_query *q);
/* The positive groups (bit g for the query's group g, as the matcher and
 * the prefilter number them: positive groups first, 0 .. npositive-1)
 * that may match in a text whose filter is bloom[0..nbytes): a group that
 * cannot be pruned is always in it; no bit of a NOT group or past the
 * query's groups is set. With nbytes 0 (a text of no trigrams) only the
 * groups that cannot be pruned. With q NULL, every bit. */
/* Whether a line (or block, or file) whose positive groups may match as
 * `may` says could be a candidate, of a query whose positive groups are
 * all_pos: every positive group at message scope; with --scope session
 * any one, or always when the query has a NOT group (its hit anywhere in
 * the session counts). The one rule of the block prescan and of files
 * left unopened. */
static inline bool gram_may_be_candidate(uint64_t may, uint64_t all_pos, bool session_scope, bool has_not)
{
	uint64_t pos = may & all_pos;
	return session_scope ? pos != 0 || has_not : pos == all_pos;
}

uint64_t gram_query_groups(const struct gram_query *q, const uint8_t *bloom, size_t nbytes);

#endif
