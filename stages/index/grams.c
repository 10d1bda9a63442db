/* grams: the text side of the n-gram filters (grams.h; the query side is
 * grams_query.c). A text comes in as UTF-8, is folded a few KiB at a time
 * with base/text.h's text_fold (what the matcher scans), and each byte
 * trigram of the folded bytes goes into the set: a bitmap of all 2^24
 * trigrams (2 MiB, made once per set and cleared by the list of the
 * distinct ones, so reset costs what the block added) and that list. The
 * set goes out as a Bloom filter (grams_internal.h: the hash and the bits
 * it sets). Measured on the message texts of tests/real (2,880 texts,
 * 2.97 MB, gcc -O2, one core): 280 MB/s folded and added, against 210 MB/s
 * for an open-addressing table of the distinct trigrams.
 *
 * Folding a piece at a time gives the bytes that folding the whole text
 * gives, as long as each cut is where text_fold's own walk starts a code
 * point: before a byte that is not a continuation byte (10xxxxxx), which no
 * sequence text_decode takes whole runs over, or after three continuation
 * bytes in a row (no sequence holds four, so the fourth is a stray byte,
 * copied alone). */
#include "stages/index/grams.h"

#include <stdlib.h>
#include <string.h>

#include "base/text.h"
#include "base/xalloc.h"
#include "stages/index/grams_internal.h"

/* The bytes of text folded at a time. */
enum { PIECE = 4096 };
struct gram_set {
	uint64_t *seen;	 /* 2^24 bits: bit v set when trigram v is in the set */
	uint32_t *grams; /* the distinct trigrams, in the order first seen */
	size_t n, cap;
};

struct gram_set *gram_set_new(void)
{
	struct gram_set *s = xcalloc(1, sizeof *s);
	s->seen = xcalloc((size_t)1 << 18, sizeof *s->seen);
	s->cap = 4096;
	s->grams = xmalloc(s->cap * sizeof *s->grams);
	return s;
}

void gram_set_free(struct gram_set *s)
{
	if (!s)
		return;
	free(s->seen);
	free(s->grams);
	free(s);
}

void gram_set_reset(struct gram_set *s)
{
	for (size_t i = 0; i < s->n; i++)
		s->seen[s->grams[i] >> 6] = 0;
	s->n = 0;
}

size_t gram_set_count(const struct gram_set *s)
{
	return s->n;
}

static inline void set_put(struct gram_set *s, uint32_t v)
{
	uint64_t bit = 1ull << (v & 63), *w = &s->seen[v >> 6];
	if (*w & bit)
		return;
	*w |= bit;
	if (s->n == s->cap) {
		s->cap *= 2;
		s->grams = xrealloc(s->grams, s->cap * sizeof *s->grams);
	}
	s->grams[s->n++] = v;
}

/* Where the piece that starts at o ends: PIECE bytes on, moved back to a
 * place where text_fold's walk starts a code point (see the top). */
static size_t piece_end(const char *text, size_t len, size_t o)
{
	if (len - o <= PIECE)
		return len;
	size_t e = o + PIECE;
	for (int k = 0; k < 3 && ((unsigned char)text[e] & 0xC0) == 0x80; k++)
		e--;
	if (((unsigned char)text[e] & 0xC0) == 0x80)
		e += 3;
	return e;
}

void gram_set_add(struct gram_set *s, const char *text, size_t len)
{
	char buf[TEXT_FOLD_MAX(PIECE + 3)];
	uint32_t t = 0;
	size_t seen = 0; /* folded bytes so far, up to 2 */
	for (size_t o = 0; o < len;) {
		size_t e = piece_end(text, len, o);
		size_t n = text_fold(text + o, e - o, buf);
		o = e;
		for (size_t i = 0; i < n; i++) {
			t = (t << 8 | (unsigned char)buf[i]) & 0xFFFFFFu;
			if (seen < 2) {
				seen++;
				continue;
			}
			set_put(s, t);
		}
	}
}

size_t gram_bloom_bytes(size_t n)
{
	if (!n)
		return 0;
	/* GRAM_BITS_PER_16 / 16 bits per trigram, in whole 64-bit words.
	 * Measured on blocks of 32 KiB of the 2,880 message texts of every
	 * kind of tests/real (2.97 MB; real-1G copies them; `memgrep -e .
	 * --tools --thinking --full`): 0.14 distinct trigrams per
	 * byte of text; with 3 probes, bits per trigram 3 / 4 / 5 / 6 / 8
	 * give filters of 5.1 / 6.8 / 8.6 / 10.3 / 13.7% of the text, a
	 * trigram that is not there passes 25 / 15 / 9.0 / 6.0 / 3.1% of
	 * the time, and a word of 5-12 letters that is not in the block
	 * passes 31 / 26 / 24.2 / 23.0 / 22.1%, against 21.0% for an exact
	 * set of the block's trigrams (the word's trigrams are there,
	 * apart: the floor that no filter size lowers). 2 probes: 9.0
	 * -> 10.8% at 5 bits. 5 bits: filters are about 0.9% of a history
	 * whose texts are 10% of it. */
	enum { GRAM_BITS_PER_16 = 80 };
	size_t bits = n * GRAM_BITS_PER_16 / 16;
	return (bits + 63) / 64 * 8;
}

void gram_bloom_write(const struct gram_set *s, uint8_t *bloom, size_t nbytes)
{
	memset(bloom, 0, nbytes);
	uint64_t nbits = (uint64_t)nbytes * 8;
	if (!nbits)
		return;
	for (size_t i = 0; i < s->n; i++) {
		uint64_t h = gram_hash(s->grams[i]);
		for (unsigned k = 0; k < GRAM_PROBES; k++) {
			uint64_t b = gram_probe(h, k, nbits);
			bloom[b >> 3] |= (uint8_t)(1u << (b & 7));
		}
	}
}
