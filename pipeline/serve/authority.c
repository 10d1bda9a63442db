/* authority: a host and port as an HTTP Host header or an origin writes
 * them (RFC 3986's authority, without user info), read for memgrep serve's
 * checks of whom it answers (pipeline/serve/trust.h) and of its options. */
#include "pipeline/serve/authority.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

static bool host_char(char ch, bool bracketed)
{
	if (bracketed)
		return isxdigit((unsigned char)ch) || ch == ':' || ch == '.' || ch == '[' || ch == ']';
	return isalnum((unsigned char)ch) || ch == '-' || ch == '.' || ch == '_' || ch == '~';
}

/* Reads s (n bytes) as host[:port], the port def when none is given:
 * false when it is not one. */
bool authority_read(const char *s, size_t n, int def, struct authority *a)
{
	size_t hlen;
	bool bracketed = n && s[0] == '[';
	if (bracketed) {
		const char *close = memchr(s, ']', n);
		hlen = close ? (size_t)(close - s) + 1 : 0;
	} else {
		const char *colon = memchr(s, ':', n);
		hlen = colon ? (size_t)(colon - s) : n;
	}
	if (hlen == 0 || hlen >= sizeof a->host)
		return false;
	for (size_t i = 0; i < hlen; i++) {
		if (!host_char(s[i], bracketed))
			return false;
		a->host[i] = (char)tolower((unsigned char)s[i]);
	}
	a->host[hlen] = '\0';
	a->port = def;
	if (hlen == n)
		return true;
	size_t digits = n - hlen - 1;
	if (s[hlen] != ':' || digits == 0 || digits > 5)
		return false;
	long port = 0;
	for (size_t i = hlen + 1; i < n; i++) {
		if (!isdigit((unsigned char)s[i]))
			return false;
		port = port * 10 + (s[i] - '0');
	}
	a->port = (int)port;
	return port <= 65535;
}

/* An origin (scheme://host[:port], one '/' after it allowed) read into
 * its scheme (0 http, 1 https) and authority; false when it is not one. */
bool origin_read(const char *s, int *scheme, struct authority *a)
{
	static const char *const schemes[] = {"http://", "https://"};
	for (int k = 0; k < 2; k++) {
		size_t sl = strlen(schemes[k]);
		if (strncasecmp(s, schemes[k], sl) != 0)
			continue;
		size_t n = strlen(s + sl);
		if (n && s[sl + n - 1] == '/')
			n--;
		*scheme = k;
		return authority_read(s + sl, n, k ? 443 : 80, a);
	}
	return false;
}
