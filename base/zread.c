/* zread: a file's content by offset, decompressed with libzstd's streaming
 * API when it is compressed (base/zread.h). */
#include "base/zread.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zstd.h>
#include <zstd_errors.h>

#include "base/xalloc.h"

enum { SKIP_BUF = 128 << 10 };

struct zread {
	int fd;
	uint64_t dev, ino;
	bool compressed;
	ZSTD_DStream *ds;
	unsigned char *in; /* compressed bytes read, not yet all decompressed */
	ZSTD_inBuffer inb;
	size_t in_cap;
	uint64_t in_off; /* file offset of the next compressed read */
	uint64_t pos;	 /* content offset the stream has reached */
	size_t hint;	 /* ZSTD_decompressStream's last return: 0 between frames */
	bool in_eof;
	int err; /* once the stream failed: its errno, until it starts again */
	char *skip;
};

struct zread *zread_new(void)
{
	struct zread *z = xcalloc(1, sizeof *z);
	z->fd = -1;
	return z;
}

void zread_free(struct zread *z)
{
	if (!z)
		return;
	ZSTD_freeDStream(z->ds);
	free(z->in);
	free(z->skip);
	free(z);
}

/* Back to the start of the file's stream. */
static void restart(struct zread *z)
{
	if (!z->ds) {
		z->ds = ZSTD_createDStream();
		z->in_cap = ZSTD_DStreamInSize();
		z->in = xmalloc(z->in_cap);
	}
	if (z->ds)
		ZSTD_DCtx_reset(z->ds, ZSTD_reset_session_only);
	z->inb = (ZSTD_inBuffer){z->in, 0, 0};
	z->in_off = 0;
	z->pos = 0;
	z->hint = 0;
	z->in_eof = false;
	z->err = z->ds ? 0 : ENOMEM;
}

void zread_start(struct zread *z, int fd, uint64_t dev, uint64_t ino, bool compressed)
{
	if (z->fd == fd && z->dev == dev && z->ino == ino && z->compressed == compressed)
		return;
	z->fd = fd;
	z->dev = dev;
	z->ino = ino;
	z->compressed = compressed;
	if (compressed)
		restart(z);
}

/* The next compressed bytes into z->in: false with z->err set on a read
 * error. */
static bool refill(struct zread *z)
{
	for (;;) {
		ssize_t n = pread(z->fd, z->in, z->in_cap, (off_t)z->in_off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			z->err = errno;
			return false;
		}
		z->in_eof = n == 0;
		z->inb = (ZSTD_inBuffer){z->in, (size_t)n, 0};
		z->in_off += (uint64_t)n;
		return true;
	}
}

/* Decompresses up to n bytes into out: how many (0: the end), or -1 with
 * z->err set. */
static ssize_t inflate(struct zread *z, void *out, size_t n)
{
	if (z->err)
		return -1;
	ZSTD_outBuffer ob = {out, n, 0};
	while (ob.pos < n) {
		if (z->inb.pos == z->inb.size && !z->in_eof && !refill(z))
			return -1;
		/* The end: no input left, and the last frame ended (0 from
		 * ZSTD_decompressStream: decoded and flushed whole). */
		if (z->inb.pos == z->inb.size && z->in_eof && z->hint == 0)
			break;
		size_t before = ob.pos;
		size_t r = ZSTD_decompressStream(z->ds, &ob, &z->inb);
		if (ZSTD_isError(r)) {
			z->err = ZSTD_getErrorCode(r) == ZSTD_error_frameParameter_windowTooLarge
				     ? ZREAD_EWINDOW
				     : ZREAD_EDAMAGED;
			return -1;
		}
		z->hint = r;
		/* Nothing more to come: the input is used up and the
		 * decoder gave nothing from what it holds. */
		if (ob.pos == before && z->inb.pos == z->inb.size && z->in_eof) {
			if (z->hint != 0) {
				z->err = ZREAD_ETRUNCATED;
				return -1;
			}
			break;
		}
	}
	z->pos += ob.pos;
	return (ssize_t)ob.pos;
}

ssize_t zread_at(struct zread *z, void *buf, size_t n, uint64_t at)
{
	if (!z->compressed) {
		ssize_t r;
		do
			r = pread(z->fd, buf, n, (off_t)at);
		while (r < 0 && errno == EINTR);
		return r;
	}
	if (at < z->pos || (z->err && at != z->pos))
		restart(z);
	while (z->pos < at) {
		if (!z->skip)
			z->skip = xmalloc(SKIP_BUF);
		uint64_t left = at - z->pos;
		ssize_t r = inflate(z, z->skip, left < SKIP_BUF ? (size_t)left : SKIP_BUF);
		if (r <= 0)
			break;
	}
	ssize_t r = z->pos == at ? inflate(z, buf, n) : (z->err ? -1 : 0);
	if (r < 0)
		errno = z->err;
	return r;
}

const char *zread_strerror(int e)
{
	switch (e) {
	case ZREAD_EDAMAGED:
		return "not zstd data, or damaged";
	case ZREAD_ETRUNCATED:
		return "its zstd data is cut short";
	case ZREAD_EWINDOW:
		return "a zstd frame needs a window over 128 MiB";
	default:
		return strerror(e);
	}
}
