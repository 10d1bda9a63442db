/* u64set: a fixed-size set of 64-bit keys that threads add to and look in
 * at once, without locks (open addressing, linear probing, compare and
 * swap). It never grows: u64set_add fails once it is full, and a caller
 * must then do without (nothing is lost: a key not added is not found).
 * u64set_new allocates (aborting when out of memory); u64set_free frees
 * and takes NULL. */
#ifndef MEMGREP_U64SET_H
#define MEMGREP_U64SET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct u64set;

/* A set of room for at least cap keys. */
struct u64set *u64set_new(size_t cap);
void u64set_free(struct u64set *s);
/* Adds key: true when it is in the set now, false when the set is full. */
bool u64set_add(struct u64set *s, uint64_t key);
bool u64set_has(const struct u64set *s, uint64_t key);

#endif
