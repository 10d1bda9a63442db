/* xalloc: the one allocation family of memgrep. Every function aborts the
 * program with a message on out-of-memory, so call sites never check for
 * NULL. Memory returned is owned by the caller and released with free(). */
#ifndef MEMGREP_XALLOC_H
#define MEMGREP_XALLOC_H

#include <stddef.h>

void *xmalloc(size_t n);
void *xcalloc(size_t count, size_t size);
/* n bytes of their own pages (freed with xunmap_pages(p, n)): a buffer
 * that read(2) fills, copied into fastest at a page boundary whatever the
 * heap held before, and given back whole (page-aligned blocks carved from
 * the heap left it fragmented: a server's memory grew request by
 * request). */
void *xmap_pages(size_t n);
void xunmap_pages(void *p, size_t n);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
/* Grows *p (an array of *cap elements of size elem) to hold at least need. */
void xgrow(void **p, size_t *cap, size_t need, size_t elem);

/* A growable byte buffer; `data` is always NUL-terminated after a call. */
struct sbuf {
	char *data;
	size_t len, cap;
};
void sbuf_add(struct sbuf *b, const void *s, size_t n);
void sbuf_addc(struct sbuf *b, char c);
void sbuf_adds(struct sbuf *b, const char *s);
void sbuf_printf(struct sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sbuf_reset(struct sbuf *b);
void sbuf_free(struct sbuf *b);

/* A bump arena: allocations live until arena_reset or arena_free. */
struct arena {
	struct arena_block *head;
	size_t used_total;
};
void *arena_alloc(struct arena *a, size_t n);
char *arena_strndup(struct arena *a, const char *s, size_t n);
/* Makes sure the arena has a block of at least n bytes. */
void arena_reserve(struct arena *a, size_t n);
void arena_reset(struct arena *a);
void arena_free(struct arena *a);

#endif
