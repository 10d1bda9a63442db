/* trust: whom `memgrep serve` answers (see trust.h). */
#include "pipeline/serve/trust.h"

#include <arpa/inet.h>
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "pipeline/serve/authority.h"
#include "base/xalloc.h"

/* localhost, an IPv4 address in 127.0.0.0/8, or [::1]. */
static bool loopback_host(const char *host)
{
	if (strcmp(host, "localhost") == 0)
		return true;
	unsigned char addr[16];
	if (inet_pton(AF_INET, host, addr) == 1)
		return addr[0] == 127;
	size_t n = strlen(host);
	if (n < 3 || host[0] != '[' || host[n - 1] != ']' || n - 2 >= 64)
		return false;
	char inner[64];
	memcpy(inner, host + 1, n - 2);
	inner[n - 2] = '\0';
	return inet_pton(AF_INET6, inner, addr) == 1 && memcmp(addr, &in6addr_loopback, 16) == 0;
}

/* Whether what --host gave names host: an IPv6 address is given without
 * its brackets. */
static bool bound_host(const char *bound, const char *host)
{
	if (!bound)
		return false;
	size_t n = strlen(host);
	if (host[0] == '[')
		return n - 2 == strlen(bound) && strncasecmp(host + 1, bound, n - 2) == 0;
	return strcasecmp(host, bound) == 0;
}

/* Whether a names the server: a loopback name, what --host gave, with the
 * served port; or an --allow-host name (with its port, when it gives one). */
static bool host_allowed(const struct trust *t, const struct authority *a)
{
	if ((loopback_host(a->host) || bound_host(t->bound, a->host)) && a->port == t->port)
		return true;
	for (size_t i = 0; i < t->nhosts; i++) {
		struct authority allow; /* port -1: any */
		if (authority_read(t->hosts[i], strlen(t->hosts[i]), -1, &allow) &&
		    strcmp(allow.host, a->host) == 0 && (allow.port < 0 || allow.port == a->port))
			return true;
	}
	return false;
}

/* Whether origin is one of --allow-origin's (the same scheme, host and
 * port, the default port written or not). */
static bool origin_listed(const struct trust *t, const char *origin)
{
	int scheme, s2;
	struct authority a, b;
	if (!origin_read(origin, &scheme, &a))
		return false;
	for (size_t i = 0; i < t->norigins; i++)
		if (origin_read(t->origins[i], &s2, &b) && s2 == scheme && b.port == a.port &&
		    strcmp(a.host, b.host) == 0)
			return true;
	return false;
}

static bool origin_allowed(const struct trust *t, const char *origin)
{
	int scheme;
	struct authority a;
	return origin_listed(t, origin) || (origin_read(origin, &scheme, &a) && host_allowed(t, &a));
}

/* Whether a request without Origin may be a page's: by its
 * Sec-Fetch-Site, which a browser sends with every request it makes, only
 * the user's own (none: typed, a bookmark) and the server's own pages'
 * (same-origin). Any other page's (cross-site; same-site, another port of
 * a loopback name among them) does not say which page it is, so that
 * Origin's rule cannot allow it; an unknown value or two are no browser's. */
static bool fetch_site_allowed(const struct http_request *req)
{
	const char *site = req->header[HH_SEC_FETCH_SITE];
	return !site || (req->nheader[HH_SEC_FETCH_SITE] == 1 &&
			 (strcmp(site, "none") == 0 || strcmp(site, "same-origin") == 0));
}

int trust_check(const struct trust *t, const struct http_request *req, struct mg_error *err)
{
	const char *host = req->header[HH_HOST], *origin = req->header[HH_ORIGIN];
	if (req->nheader[HH_HOST] > 1) {
		mg_error_set(err, "a request may have one Host header, not %u", req->nheader[HH_HOST]);
		return 400;
	}
	if (!host && !req->http10) {
		mg_error_set(err, "an HTTP/1.1 request needs a Host header");
		return 400;
	}
	/* An absolute-form target names the server; its Host is then ignored
	 * (RFC 9112 §3.2.2). */
	const char *named = req->authority ? req->authority : host;
	struct authority a;
	if (named && !(authority_read(named, strlen(named), 80, &a) && host_allowed(t, &a))) {
		mg_error_set(err,
			     "%s '%.100s' is not this server's name (only loopback ones are, unless serve is "
			     "given --allow-host NAME)",
			     req->authority ? "Host (of the absolute request target)" : "Host", named);
		return 403;
	}
	if (req->nheader[HH_ORIGIN] > 1 || (origin && !origin_allowed(t, origin))) {
		mg_error_set(
		    err,
		    "requests from the pages of origin '%.100s' are not answered (unless serve is given "
		    "--allow-origin ORIGIN)",
		    origin ? origin : "");
		return 403;
	}
	if (!origin && !fetch_site_allowed(req)) {
		mg_error_set(err,
			     "requests from another site's pages that send no Origin (Sec-Fetch-Site: "
			     "%.40s: an <img>, a <script>, a link) are not answered",
			     req->header[HH_SEC_FETCH_SITE]);
		return 403;
	}
	return 0;
}

/* Whether a (an bytes) is the token b (bn bytes), in a time that depends
 * on bn only. */
static bool same_token(const char *a, size_t an, const char *b, size_t bn)
{
	unsigned char diff = an != bn;
	for (size_t i = 0; i < bn; i++)
		diff |= (unsigned char)(b[i] ^ (i < an ? a[i] : 0));
	return diff == 0;
}

int trust_token(const struct trust *t, const struct http_request *req, struct mg_error *err)
{
	if (!t->token)
		return 0;
	const char *auth = req->header[HH_AUTHORIZATION];
	bool bearer = auth && req->nheader[HH_AUTHORIZATION] == 1 && strncasecmp(auth, "Bearer ", 7) == 0;
	const char *given = bearer ? auth + 7 : "";
	given += strspn(given, " ");
	if (bearer && same_token(given, strlen(given), t->token, strlen(t->token)))
		return 0;
	mg_error_set(err, "%s: this server answers requests with its token, as 'Authorization: Bearer TOKEN'",
		     auth ? "wrong token" : "no token");
	return 401;
}

char *trust_cors(const struct trust *t, const struct http_request *req, bool preflight)
{
	const char *origin = req->header[HH_ORIGIN];
	if (!origin || req->nheader[HH_ORIGIN] != 1 || !origin_listed(t, origin))
		return NULL;
	struct sbuf b = {0};
	sbuf_printf(&b, "Access-Control-Allow-Origin: %s\r\nVary: Origin\r\n", origin);
	if (preflight)
		sbuf_adds(
		    &b, "Access-Control-Allow-Methods: GET\r\nAccess-Control-Allow-Headers: Authorization\r\n"
			"Access-Control-Max-Age: 600\r\n");
	return b.data;
}

char *trust_new_token(void)
{
	unsigned char raw[32];
	size_t have = 0;
	while (have < sizeof raw) {
		ssize_t n = getrandom(raw + have, sizeof raw - have, 0);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return NULL;
		have += (size_t)n;
	}
	char *hex = xmalloc(2 * sizeof raw + 1);
	for (size_t i = 0; i < sizeof raw; i++)
		snprintf(hex + 2 * i, 3, "%02x", raw[i]);
	return hex;
}

char *trust_read_token(const char *file, struct mg_error *err)
{
	FILE *f = fopen(file, "r");
	if (!f) {
		mg_error_set(err, "--token-file %s: %s", file, strerror(errno));
		return NULL;
	}
	char buf[4098];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	size_t len = strcspn(buf, "\r\n");
	bool visible = len >= 16 && len <= 4096;
	for (size_t i = 0; i < len && visible; i++)
		visible = buf[i] > ' ' && buf[i] < 0x7f;
	if (!visible) {
		mg_error_set(err,
			     "--token-file %s: its first line must be a token of 16 to 4096 visible ASCII "
			     "characters, without spaces",
			     file);
		return NULL;
	}
	return xstrndup(buf, len);
}
