/* keysort: sorting (key, pointer) pairs in place, with no memory beyond
 * the stack, for arrays too large to copy (glibc's qsort takes a copy of
 * what it sorts: 6 MB for the dedup keys of a word in most messages at
 * 8 GiB, issue 32 point 5). */
#ifndef MEMGREP_KEYSORT_H
#define MEMGREP_KEYSORT_H

#include <stddef.h>
#include <stdint.h>

struct keyed_ptr {
	uint64_t key;
	void *ptr;
};

/* Sorts v[0..n) by key, then each run of equal keys by cmp(ptr, ptr)
 * (qsort's contract; a run is sorted with qsort, it is small). Pairs that
 * cmp finds equal are left in no set order: make cmp total. */
void keysort(struct keyed_ptr *v, size_t n, int (*cmp)(const void *, const void *));

#endif
