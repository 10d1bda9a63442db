/* index hash: the hashes an index entry keeps (XXH3, 64 bits): of the file
 * bytes it covers, and of each line (stages/index/entry.h). Nothing here
 * fails; a state comes from ix_hasher_new (which aborts when out of
 * memory) and goes to ix_hasher_free, which takes NULL. */
#ifndef MEMGREP_INDEX_HASH_H
#define MEMGREP_INDEX_HASH_H

#include <stddef.h>
#include <stdint.h>

/* The hash of a file's bytes an entry covers (XXH3, 64 bits), taken in
 * steps: ix_hasher_reset, then the bytes in order, then the digest. */
struct ix_hasher;
struct ix_hasher *ix_hasher_new(void);
void ix_hasher_free(struct ix_hasher *h);
void ix_hasher_reset(struct ix_hasher *h);
void ix_hasher_add(struct ix_hasher *h, const void *p, size_t n);
uint64_t ix_hasher_digest(const struct ix_hasher *h);

/* The hash of one line's bytes (without its newline): kept per line in
 * an entry and per record (msg_rec.lhash), so that a line read again for
 * printing is known to be the one that matched. */
uint64_t ix_line_hash(const void *p, size_t n);

#endif
