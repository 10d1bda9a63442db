/* keysort: an in-place quicksort of (key, pointer) pairs by key (median
 * of three, the smaller side first so the stack stays O(log n), insertion
 * sort under 16), then qsort of each run of one key by the caller's rule.
 * The pairs enter and leave through the caller's array. */
#include "base/keysort.h"

#include <stdlib.h>

static void swap(struct keyed_ptr *a, struct keyed_ptr *b)
{
	struct keyed_ptr t = *a;
	*a = *b;
	*b = t;
}

static void insertion(struct keyed_ptr *v, size_t n)
{
	for (size_t i = 1; i < n; i++) {
		struct keyed_ptr x = v[i];
		size_t j = i;
		for (; j > 0 && v[j - 1].key > x.key; j--)
			v[j] = v[j - 1];
		v[j] = x;
	}
}

/* Hoare's partition around the median of v[0], v[n/2], v[n-1] (n >= 16):
 * v[0..*cut) <= pivot <= v[*cut..n), both sides non-empty. */
static size_t partition(struct keyed_ptr *v, size_t n)
{
	size_t m = n / 2;
	if (v[m].key < v[0].key)
		swap(&v[m], &v[0]);
	if (v[n - 1].key < v[0].key)
		swap(&v[n - 1], &v[0]);
	if (v[n - 1].key < v[m].key)
		swap(&v[n - 1], &v[m]);
	uint64_t pivot = v[m].key;
	size_t i = 0, j = n - 1;
	for (;;) {
		while (v[i].key < pivot)
			i++;
		while (v[j].key > pivot)
			j--;
		if (i >= j)
			return j + 1;
		swap(&v[i], &v[j]);
		i++;
		j--;
	}
}

static void sort_keys(struct keyed_ptr *v, size_t n)
{
	while (n > 16) {
		size_t cut = partition(v, n);
		if (cut < n - cut) {
			sort_keys(v, cut);
			v += cut;
			n -= cut;
		} else {
			sort_keys(v + cut, n - cut);
			n = cut;
		}
	}
	insertion(v, n);
}

void keysort(struct keyed_ptr *v, size_t n, int (*cmp)(const void *, const void *))
{
	sort_keys(v, n);
	for (size_t i = 0; i < n;) {
		size_t end = i + 1;
		while (end < n && v[end].key == v[i].key)
			end++;
		if (end - i > 1)
			qsort(&v[i], end - i, sizeof *v, cmp);
		i = end;
	}
}
