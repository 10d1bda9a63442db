/* strmap: an open-addressing hash map from byte strings to pointers, for
 * grouping (sessions by id, messages by uuid). Keys are borrowed: they must
 * outlive the map. strmap_free releases the table only. */
#ifndef MEMGREP_STRMAP_H
#define MEMGREP_STRMAP_H

#include <stddef.h>
#include <stdint.h>

struct strmap {
	struct strmap_slot {
		const char *key;
		size_t len;
		uint64_t hash;
		void *value;
	} * slots;
	size_t cap, n;
};

/* The value slot of key (len bytes), inserted with value NULL when new. */
void **strmap_slot(struct strmap *m, const char *key, size_t len);
/* The value of key, or NULL when it is not in m (nothing is inserted). */
void *strmap_get(const struct strmap *m, const char *key, size_t len);
void strmap_free(struct strmap *m);
/* The hash the map gives key (len bytes): XXH3, 64 bits (the index keeps
 * these of uuid values: a change of function is a change of IX_VERSION). */
uint64_t strmap_hash(const char *key, size_t len);

#endif
