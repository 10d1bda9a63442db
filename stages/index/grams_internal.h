/* grams_internal: what the two halves of the n-gram filters share (their
 * public face is stages/index/grams.h): the hash of a trigram and the bits
 * of a filter it sets, which grams.c writes and grams_query.c tests. Both
 * are part of the filter's layout, written into index files (grams.h):
 * changing them changes the format. Included only by them. */
#ifndef MEMGREP_INDEX_GRAMS_INTERNAL_H
#define MEMGREP_INDEX_GRAMS_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* How many bits of the filter each trigram sets. */
enum { GRAM_PROBES = 3 };

/* The 64-bit hash of the trigram v (its three bytes b0 b1 b2 in text order
 * as b0 << 16 | b1 << 8 | b2): splitmix64's finalizer of v. */
static inline uint64_t gram_hash(uint32_t v)
{
	uint64_t z = (uint64_t)v + 0x9E3779B97F4A7C15ull;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

/* Probe i (0 .. GRAM_PROBES-1) of hash h in a filter of nbits bits: the bit
 * (h + i * (rotl(h, 32) | 1)) * nbits >> 64 (double hashing, each value
 * mapped onto the filter by a 64x64-bit multiply's high half). */
static inline uint64_t gram_probe(uint64_t h, unsigned i, uint64_t nbits)
{
	uint64_t step = (h << 32 | h >> 32) | 1;
	return (uint64_t)(((unsigned __int128)(h + i * step) * nbits) >> 64);
}

#endif
