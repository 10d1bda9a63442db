/* lazy: an entry's text sections read block by block (lazy.h). */
#include "stages/index/lazy.h"

#include <stdlib.h>

#include <xxhash.h>

#include "base/fdio.h"
#include "base/xalloc.h"

/* Reads bytes [from, to) of the entry file into the buffer, at the same
 * place. */
static bool pread_all(struct ix_loaded *l, size_t from, size_t to)
{
	if (fdio_pread_all(l->lazy_fd, l->buf + from, to - from, from) != 0)
		return false;
	l->lazy_bytes += to - from;
	return true;
}

/* Checks block i (read): false when its sum does not match. */
static bool check_block(struct ix_loaded *l, size_t i)
{
	struct ix_block k;
	const uint8_t *bloom;
	size_t from, to;
	ix_entry_block(&l->e, i, &k, &bloom);
	ix_entry_block_range(&l->e, i, &from, &to);
	const unsigned char *at = l->e.data + l->e.sec_off[k.section];
	if (XXH3_64bits(at + from, to - from) != k.sum)
		return false;
	l->have[i] = IX_CHECKED;
	return true;
}

bool ix_lazy_need(struct ix_loaded *l, enum ix_section s, size_t from, size_t to)
{
	struct ix_entry *e = &l->e;
	if (!(e->lazy & (1u << s)) || from >= to)
		return true;
	if (l->lazy_bad)
		return false;
	size_t first, last, a, b;
	ix_entry_block_span(e, s, &first, &last);
	/* The first block that ends past from. */
	size_t lo = first, hi = last;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		ix_entry_block_range(e, mid, &a, &b);
		if (b <= from)
			lo = mid + 1;
		else
			hi = mid;
	}
	size_t base = e->sec_off[s];
	for (size_t i = lo; i < last; i++) {
		ix_entry_block_range(e, i, &a, &b);
		if (a >= to)
			break;
		if (l->have[i] == IX_ABSENT) {
			/* A run of blocks not read, in one pread. */
			size_t j = i + 1, end = b, ja, jb;
			while (j < last && l->have[j] == IX_ABSENT &&
			       (ix_entry_block_range(e, j, &ja, &jb), ja < to)) {
				end = jb;
				j++;
			}
			/* (Its first bytes may be in the first read already.) */
			size_t at = base + a > l->lazy_head ? base + a : l->lazy_head;
			if (at < base + end && !pread_all(l, at, base + end))
				goto bad;
			for (size_t k = i; k < j; k++)
				l->have[k] = IX_UNCHECKED;
		}
		if (l->have[i] == IX_UNCHECKED && !check_block(l, i))
			goto bad;
	}
	return true;
bad:
	l->lazy_bad = true;
	return false;
}

bool ix_lazy_need_line(struct ix_loaded *l, size_t i, unsigned mask)
{
	for (int s = IX_TEXT_TEXT; s <= IX_TEXT_THINKING; s++) {
		size_t from, to;
		if ((l->e.lazy & mask & (1u << s)) &&
		    ix_entry_line_span(&l->e, i, (enum ix_section)s, &from, &to) &&
		    !ix_lazy_need(l, (enum ix_section)s, from, to))
			return false;
	}
	return true;
}

bool ix_lazy_fill(struct ix_loaded *l)
{
	for (int s = IX_TEXT_TEXT; s <= IX_TEXT_THINKING; s++)
		if (!ix_lazy_need(l, (enum ix_section)s, 0, l->e.sec_len[s]))
			return false;
	for (int s = IX_TEXT_TEXT; s <= IX_TEXT_THINKING; s++)
		if (l->e.lazy & (1u << s))
			l->e.checked[s] = true; /* every block's sum matched */
	ix_lazy_end(l);
	return true;
}
