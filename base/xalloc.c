/* xalloc: allocation wrappers that abort on out-of-memory, a byte buffer and
 * a bump arena. Everything else in memgrep allocates through here. */
#include "xalloc.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

static void oom(size_t n)
{
	fprintf(stderr, "memgrep: out of memory (%zu bytes)\n", n);
	abort();
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		oom(n);
	return p;
}

void *xcalloc(size_t count, size_t size)
{
	void *p = calloc(count ? count : 1, size ? size : 1);
	if (!p)
		oom(count * size);
	return p;
}

void *xmap_pages(size_t n)
{
	void *p = mmap(NULL, n ? n : 1, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		oom(n);
	return p;
}

void xunmap_pages(void *p, size_t n)
{
	if (p)
		munmap(p, n ? n : 1);
}

void *xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);
	if (!q)
		oom(n);
	return q;
}

char *xstrndup(const char *s, size_t n)
{
	char *d = xmalloc(n + 1);
	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

void xgrow(void **p, size_t *cap, size_t need, size_t elem)
{
	if (need <= *cap)
		return;
	size_t c = *cap ? *cap : 8;
	while (c < need)
		c *= 2;
	*p = xrealloc(*p, c * elem);
	*cap = c;
}

void sbuf_add(struct sbuf *b, const void *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		size_t c = b->cap ? b->cap : 64;
		while (c < b->len + n + 1)
			c *= 2;
		b->data = xrealloc(b->data, c);
		b->cap = c;
	}
	if (n)
		memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void sbuf_addc(struct sbuf *b, char c)
{
	sbuf_add(b, &c, 1);
}

void sbuf_adds(struct sbuf *b, const char *s)
{
	sbuf_add(b, s, strlen(s));
}

void sbuf_printf(struct sbuf *b, const char *fmt, ...)
{
	va_list ap;
	char tmp[256];
	va_start(ap, fmt);
	int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof tmp) {
		sbuf_add(b, tmp, (size_t)n);
		return;
	}
	char *big = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(big, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sbuf_add(b, big, (size_t)n);
	free(big);
}

void sbuf_reset(struct sbuf *b)
{
	b->len = 0;
	if (b->data)
		b->data[0] = '\0';
}

void sbuf_free(struct sbuf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}

/* Blocks are kept across arena_reset so a worker's steady state allocates
 * nothing; a block larger than the default is made for a large request. */
struct arena_block {
	struct arena_block *next;
	size_t size, used;
	max_align_t data[];
};

/* Blocks start small, so the many arenas that hold a few strings (one per
 * file result) stay small, and double up to 64 KiB. */
enum { ARENA_FIRST = 256, ARENA_BLOCK = 64 * 1024 };

#define ALIGN16(n) (((n) + 15) & ~(size_t)15)

/* n bytes at the first offset of a's blocks that is a multiple of align
 * (1 or 16; a block's data is 16-aligned). */
static void *arena_take(struct arena *a, size_t n, size_t align)
{
	struct arena_block *b = a->head;
	size_t at = 0;
	/* Find a block with room: the head, or a later (reset) one. */
	for (; b; b = b->next) {
		at = align > 1 ? ALIGN16(b->used) : b->used;
		if (at <= b->size && b->size - at >= n)
			break;
	}
	if (!b) {
		size_t size = a->grow ? a->grow : ARENA_FIRST;
		a->grow = size * 2 > ARENA_BLOCK ? ARENA_BLOCK : size * 2;
		if (size < n)
			size = n;
		b = xmalloc(sizeof *b + size);
		b->size = size;
		b->used = 0;
		b->next = a->head;
		a->head = b;
		at = 0;
	}
	void *p = (char *)b->data + at;
	a->used_total += at + n - b->used;
	b->used = at + n;
	return p;
}

void *arena_alloc(struct arena *a, size_t n)
{
	return arena_take(a, n, 16);
}

void arena_reserve(struct arena *a, size_t n)
{
	for (struct arena_block *b = a->head; b; b = b->next)
		if (b->size >= n)
			return;
	struct arena_block *b = xmalloc(sizeof *b + n);
	b->size = n;
	b->used = 0;
	b->next = a->head;
	a->head = b;
	/* Who reserves a large block means to use as much again. */
	size_t next = n > ARENA_BLOCK / 2 ? ARENA_BLOCK : n * 2;
	if (a->grow < next)
		a->grow = next;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
	/* Strings need no alignment: a uuid takes 37 bytes, not 48. */
	char *d = arena_take(a, n + 1, 1);
	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

size_t arena_held(const struct arena *a)
{
	size_t n = 0;
	for (const struct arena_block *b = a->head; b; b = b->next)
		n += b->size;
	return n;
}

void arena_reset(struct arena *a)
{
	/* Keep the largest block, so a worker's steady state allocates
	 * nothing; release the others. */
	struct arena_block *keep = NULL, *b;
	for (b = a->head; b; b = b->next)
		if (!keep || b->size > keep->size)
			keep = b;
	struct arena_block *next;
	for (b = a->head; b; b = next) {
		next = b->next;
		if (b != keep)
			free(b);
	}
	if (keep) {
		keep->used = 0;
		keep->next = NULL;
	}
	a->head = keep;
	a->used_total = 0;
}

void arena_free(struct arena *a)
{
	struct arena_block *b = a->head, *next;
	for (; b; b = next) {
		next = b->next;
		free(b);
	}
	a->head = NULL;
	a->used_total = 0;
}

/* Room left in a's blocks under which packing is not worth a copy. */
enum { PACK_MIN_ROOM = 256 };

bool arena_pack_begin(struct arena *a, struct arena_pack *p)
{
	size_t used = 0, room = 0;
	/* What is added after the pack, if any, is little. */
	a->grow = 0;
	for (struct arena_block *b = a->head; b; b = b->next) {
		used += ALIGN16(b->used); /* each block's copy starts 16-aligned */
		room += b->size - b->used;
	}
	if (room < PACK_MIN_ROOM || room < used / 8)
		return false;
	struct arena_block *one = NULL;
	*p = (struct arena_pack){.old = a->head};
	if (used) {
		one = xmalloc(sizeof *one + used);
		one->next = NULL;
		one->size = one->used = used;
		p->to = (char *)one->data;
		size_t at = 0;
		for (struct arena_block *b = p->old; b; b = b->next) {
			memcpy(p->to + at, b->data, b->used);
			at += ALIGN16(b->used);
		}
	}
	a->head = one;
	return true;
}

void *arena_pack_move(struct arena_pack *p, const void *ptr)
{
	/* An allocation of 0 bytes may sit at a block's end. The block of
	 * the last pointer moved is tried first: a record's strings are
	 * side by side. */
	uintptr_t c = (uintptr_t)ptr, d = (uintptr_t)p->last_data;
	if (c && p->last_data && c >= d && c <= d + p->last_used)
		return p->to + p->last_at + (c - d);
	size_t at = 0;
	for (const struct arena_block *b = p->old; c && b; b = b->next) {
		d = (uintptr_t)b->data;
		if (c >= d && c <= d + b->used) {
			p->last_data = (const char *)b->data;
			p->last_used = b->used;
			p->last_at = at;
			return p->to + at + (c - d);
		}
		at += ALIGN16(b->used);
	}
	return (void *)ptr;
}

void arena_pack_end(struct arena_pack *p)
{
	struct arena_block *b = p->old, *next;
	for (; b; b = next) {
		next = b->next;
		free(b);
	}
	p->old = NULL;
}

void xalloc_trim(void)
{
#ifdef __GLIBC__
	malloc_trim(0);
#endif
}
