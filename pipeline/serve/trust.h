/* trust: whom `memgrep serve` answers (docs/reference.md §7, "Whom it
 * answers"). The server holds text as private as the transcripts, so:
 *
 * - Host: a request must name the server as a loopback name or address
 *   (localhost, 127.0.0.0/8, [::1]) or as the address --host gave, with
 *   the served port, or as a name given with --allow-host (NAME: any port;
 *   NAME:PORT: that one). Anything else is refused (403): that is what a
 *   page whose own name was pointed at 127.0.0.1 sends (DNS rebinding). An
 *   HTTP/1.1 request with no Host, or with two, is malformed (400); an
 *   HTTP/1.0 one may have none (no browser sends one without).
 * - Origin: a request that has one (a browser's, from a page) must come
 *   from an origin on the same list (http or https, the served port for a
 *   loopback name) or one given with --allow-origin; else 403. Only the
 *   latter get CORS headers, so no other page can read an answer.
 * - Sec-Fetch-Site: a request without Origin (a browser sends none for an
 *   <img>, a <script>, a link followed) is answered only when its
 *   Sec-Fetch-Site is `none` (the user's own request) or `same-origin`, or
 *   when it has none (no browser's request); `cross-site`, `same-site` or
 *   anything else is 403: such a page does not say which it is, so the
 *   Origin rule cannot allow it.
 * - An absolute-form target (`GET http://HOST:PORT/…`) names the server in
 *   place of Host, which is ignored then (RFC 9112 §3.2.2) but must still
 *   be there, once, in HTTP/1.1.
 * - Token: when one is set (serve binds an address other than loopback, or
 *   --token-file gave one), every request must carry it as
 *   `Authorization: Bearer TOKEN`; else 401, after a comparison whose time
 *   does not depend on where the tokens differ. */
#ifndef MEMGREP_SERVE_TRUST_H
#define MEMGREP_SERVE_TRUST_H

#include <stdbool.h>
#include <stddef.h>

#include "base/error.h"
#include "pipeline/serve/http.h"

struct trust {
	int port;	    /* the port served */
	const char *bound;  /* what --host gave (an address or a name) */
	const char **hosts; /* --allow-host: NAME or NAME:PORT */
	size_t nhosts;
	const char **origins; /* --allow-origin: scheme://host[:port] */
	size_t norigins;
	const char *token; /* required as a Bearer token, or NULL */
};

/* Whether req names the server (Host) and comes from a page it may answer
 * (Origin): 0, or the status to refuse it with (400, 403) and why in err. */
int trust_check(const struct trust *t, const struct http_request *req, struct mg_error *err);
/* Whether req carries the token, when one is set: 0, or 401 and why. */
int trust_token(const struct trust *t, const struct http_request *req, struct mg_error *err);

/* The header lines every answer to req carries: the CORS ones when its
 * Origin is one of --allow-origin's (and, with preflight, those of an
 * answer to OPTIONS), or NULL. Owned by the caller. */
char *trust_cors(const struct trust *t, const struct http_request *req, bool preflight);

/* A new random token (64 hex digits), xmalloc'd; NULL when the system
 * gives no random bytes. */
char *trust_new_token(void);
/* The token in file: its first line, which must be 16 to 4096 visible
 * ASCII characters without spaces. xmalloc'd, or NULL with err. */
char *trust_read_token(const char *file, struct mg_error *err);

#endif
