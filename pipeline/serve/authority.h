/* authority: a host and port as an HTTP Host header or an origin writes
 * them (RFC 3986's authority, without user info). */
#ifndef MEMGREP_AUTHORITY_H
#define MEMGREP_AUTHORITY_H

#include <stdbool.h>
#include <stddef.h>

/* The host in lowercase (an IPv6 address in its brackets), and the port. */
struct authority {
	char host[256];
	int port;
};

/* Reads s (n bytes) as host[:port], the port def when none is given:
 * false when it is not one (a character a host name or address cannot
 * have, a port that is not 0 to 65535). */
bool authority_read(const char *s, size_t n, int def, struct authority *a);

/* Reads an origin, scheme://host[:port] (one '/' after it allowed), into
 * its scheme (0 http, 1 https) and authority (the port 80 or 443 when
 * none is given): false when it is not one. */
bool origin_read(const char *s, int *scheme, struct authority *a);

#endif
