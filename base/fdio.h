/* fdio: writing a whole buffer to a descriptor, for the places that write
 * files (the index store, the Hyperscan cache, an SQLite session's memory
 * file), and reading a whole range of one at an offset (the index's
 * entries and filter file). It owns nothing. */
#ifndef MEMGREP_FDIO_H
#define MEMGREP_FDIO_H

#include <stddef.h>
#include <stdint.h>

/* Writes all n bytes of buf to fd, again after EINTR and short writes:
 * 0, or -1 with errno set by write. */
int fdio_write_all(int fd, const void *buf, size_t n);

/* Reads n bytes of fd at off into buf, again after EINTR and short reads:
 * 0, or -1 (a failed read, errno set, or the end of the file first). */
int fdio_pread_all(int fd, void *buf, size_t n, uint64_t off);

#endif
