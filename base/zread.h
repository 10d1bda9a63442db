/* zread: a file's content read by offset as pread reads a file: the bytes
 * it holds or, for a zstd-compressed file, the bytes its frames
 * decompress to (docs/reference.md §1: Codex's rollout-*.jsonl.zst). A
 * compressed file is decompressed forward with libzstd's streaming API in
 * bounded memory: an input buffer, a buffer for bytes skipped, and the
 * frame's window (at most 2^27 bytes, libzstd's default limit; a frame
 * that asks for more is refused). A read at an offset before the one
 * reached starts the stream again from the file's start; one past it
 * decompresses the bytes between and drops them. So reading a file from
 * its start to its end decompresses it once.
 *
 * A zread belongs to one thread; it does not own the descriptors it is
 * given. Reads fail as pread does (-1 with errno), or with one of the
 * ZREAD_E codes below in errno when the compressed data is bad:
 * zread_strerror names them (and any errno). */
#ifndef MEMGREP_ZREAD_H
#define MEMGREP_ZREAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Not errno values (they are far above them): what zread_strerror says. */
enum {
	ZREAD_EDAMAGED = 0x7a730001, /* not zstd data, or damaged */
	ZREAD_ETRUNCATED,	     /* the last frame is cut short */
	ZREAD_EWINDOW,		     /* a frame needs a window over the limit */
};

struct zread;

struct zread *zread_new(void);
/* Frees z (NULL allowed). */
void zread_free(struct zread *z);
/* The reads that follow are of the file open as fd, the file (dev, ino),
 * compressed or not. A zread already reading that file through fd keeps
 * its place in the stream. */
void zread_start(struct zread *z, int fd, uint64_t dev, uint64_t ino, bool compressed);
/* Up to n bytes of the content at offset at into buf: as many as there
 * are (fewer only at the end), 0 at or past the end, or -1 with errno. */
ssize_t zread_at(struct zread *z, void *buf, size_t n, uint64_t at);
/* What errno e (or a ZREAD_E code) means, for a warning. */
const char *zread_strerror(int e);

#endif
