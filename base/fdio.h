/* fdio: writing a whole buffer to a descriptor, for the places that write
 * files (the index store, the Hyperscan cache, an SQLite session's memory
 * file). It owns nothing. */
#ifndef MEMGREP_FDIO_H
#define MEMGREP_FDIO_H

#include <stddef.h>

/* Writes all n bytes of buf to fd, again after EINTR and short writes:
 * 0, or -1 with errno set by write. */
int fdio_write_all(int fd, const void *buf, size_t n);

#endif
