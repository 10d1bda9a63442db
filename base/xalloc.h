/* xalloc: the one allocation family of memgrep. Every function aborts the
 * program with a message on out-of-memory, so call sites never check for
 * NULL. Memory returned is owned by the caller and released with free(). */
#ifndef MEMGREP_XALLOC_H
#define MEMGREP_XALLOC_H

#include <stdbool.h>
#include <stddef.h>

void *xmalloc(size_t n);
/* Gives back to the system the pages malloc keeps free in every thread's
 * arena (glibc's malloc_trim; elsewhere nothing): each thread allocates
 * from its own, so what the workers freed is no use to the main thread
 * (issue 32: 2 to 4 MB at 8 GiB before rank). */
void xalloc_trim(void);
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
	/* The size of the next block it grows by (0: the first's): it
	 * doubles up to a bound, and starts again small after a pack, whose
	 * one block is full (a file's arena, which rank adds a few strings
	 * to, once per session). */
	size_t grow;
};
/* n bytes at a 16-byte boundary. */
void *arena_alloc(struct arena *a, size_t n);
/* A copy of s[0..n) and a NUL, at any byte (strings need no alignment). */
char *arena_strndup(struct arena *a, const char *s, size_t n);
/* Makes sure the arena has a block of at least n bytes. */
void arena_reserve(struct arena *a, size_t n);
void arena_reset(struct arena *a);
/* The bytes of its blocks, used or not. */
size_t arena_held(const struct arena *a);
void arena_free(struct arena *a);

/* Packing an arena whose holder is done adding to it: what its blocks hold
 * is copied into one block of that size (each block's bytes starting at a
 * 16-byte boundary, as they did), so the room they had left goes back to malloc.
 * arena_pack_begin returns false, changing nothing but the size the arena
 * grows by next (small again), when there is little
 * to gain; else every pointer into the arena must be moved by
 * arena_pack_move (which returns any other pointer as it is) before
 * arena_pack_end frees the old blocks. */
struct arena_pack {
	struct arena_block *old;
	char *to;
	const char *last_data; /* the old block of the last pointer moved */
	size_t last_used, last_at;
};
bool arena_pack_begin(struct arena *a, struct arena_pack *p);
void *arena_pack_move(struct arena_pack *p, const void *ptr);
void arena_pack_end(struct arena_pack *p);

#endif
