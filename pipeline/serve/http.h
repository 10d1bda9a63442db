/* http: a small HTTP/1.1 server on a libuv loop, for `memgrep serve`.
 * Requests are parsed by http-parser (Debian's libhttp-parser-dev), never
 * by hand. A connection carries one request at a time: when a request has
 * been read whole, reading stops and the handler is called on the loop
 * thread; the handler answers it once, with http_respond, at once or later
 * (after a search on another thread). Then the connection reads the next
 * request (keep-alive and pipelining) or closes.
 *
 * The server answers by itself, and then closes the connection: a request
 * the parser rejects (400), a request target over 8 KiB (414), a header
 * line over 8 KiB or headers over 64 KiB (431), a body over 64 KiB (413),
 * more than max_conns connections (503), and a request not read whole
 * within 30 seconds of its first byte (408). A connection that sends
 * nothing for idle_ms while no request of its own is being answered is
 * closed.
 *
 * While a request is being answered the connection is still read: bytes
 * past it (pipelining) are held for after its answer, up to
 * HTTP_MAX_HELD (then reading pauses until the answer is sent), and a
 * client that leaves is seen at once. A client that closes its side (its
 * FIN) or whose connection fails has gone: the handler is told (`hangup`)
 * while it holds a request, the answer being made or sent is the last on
 * that connection, and it closes once sent (a client that only closed its
 * side still gets it). All functions run on the loop thread. */
#ifndef MEMGREP_HTTP_H
#define MEMGREP_HTTP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <uv.h>

#include "config/config.h"

enum {
	HTTP_MAX_TARGET = 8192,	     /* request target (the URL) */
	HTTP_MAX_HEADER = 8192,	     /* one header line, name and value */
	HTTP_MAX_HEADERS = 64 << 10, /* every header line together */
	HTTP_MAX_BODY = 64 << 10,    /* a body is read and dropped */
	HTTP_MAX_HELD = 64 << 10,    /* read past a request while it is answered */
};

struct http_server;

/* The headers a server's checks read. */
enum http_header { HH_HOST, HH_ORIGIN, HH_AUTHORIZATION, HH_SEC_FETCH_SITE, HH_COUNT };

/* A request read whole. Its strings are the connection's until it is
 * answered. */
struct http_request {
	const char *method; /* "GET", "POST", … */
	const char *path;   /* the path of the target, as sent (not decoded) */
	const char *query;  /* what follows '?', as sent; "" when none */
	bool http10;	    /* an HTTP/1.0 request (it may have no Host) */
	/* An absolute-form target (`GET http://HOST:PORT/PATH`, RFC 9112
	 * §3.2.2): its authority as sent (host[:port]), which names the
	 * server in place of the Host header; else NULL. Such a target has
	 * the scheme http and no user info (else 400, from the server). */
	const char *authority;
	/* The headers a server's checks read (pipeline/serve/trust.h): the
	 * value of the last of each, without the spaces around it, or NULL
	 * when there is none; and how many came (a Host sent twice is not a
	 * request to trust). */
	const char *header[HH_COUNT];
	unsigned nheader[HH_COUNT];
	void *data; /* the handler's own (serve: the request's job); NULL at first */
};

typedef void (*http_handler)(void *arg, struct http_request *req);

struct http_options {
	const char *host; /* an IPv4 or IPv6 address, or a name */
	int port;	  /* 0: a free port chosen by the system */
	uint64_t idle_ms;
	size_t max_conns;
	http_handler handler;
	void *arg;
	/* Called (or NULL) when the client of a request the handler holds
	 * has gone (see above); the handler still answers req, at once or
	 * later, as it would have. */
	http_handler hangup;
};

/* Binds and listens on loop. Returns the server, or NULL with err set
 * (address not valid, port in use, …). */
struct http_server *http_server_start(uv_loop_t *loop, const struct http_options *opt, struct mg_error *err);

/* The address and port bound, for the listening line ("127.0.0.1:37777",
 * "[::1]:8080"). Owned by the server. */
const char *http_server_address(const struct http_server *s);

/* Answers req: status, its Content-Type, the body (taken over and freed)
 * and extra header lines ("Allow: GET\r\n") or NULL. When the connection
 * has failed or been closed meanwhile, the answer is dropped. */
void http_respond(struct http_request *req, int status, const char *content_type, char *body, size_t len,
		  const char *extra_headers);

/* Adds header lines ("Name: value\r\n") to every answer to req, the ones
 * the server gives by itself included. */
void http_request_headers(struct http_request *req, const char *lines);

/* The port bound, and whether the address bound is a loopback one (an
 * IPv4 127.0.0.0/8 address or ::1; not a wildcard). */
int http_server_port(const struct http_server *s);
bool http_server_loopback(const struct http_server *s);

/* Stops: the listening socket closes, idle connections close, and every
 * connection with a request being answered closes after its answer. done
 * is called once every connection has closed; then free the server with
 * http_server_free after the loop has run the close callbacks. */
void http_server_stop(struct http_server *s, void (*done)(void *arg), void *arg);
void http_server_free(struct http_server *s);

/* Connections open now (for tests and the stop message). */
size_t http_server_connections(const struct http_server *s);

/* Decodes one application/x-www-form-urlencoded component (percent
 * escapes, '+' as a space) of len bytes into a NUL-terminated xmalloc'd
 * string. Returns NULL for a bad escape or an escaped NUL. */
char *http_form_decode(const char *s, size_t len);
/* The same for a segment of a path, where '+' is itself. */
char *http_path_decode(const char *s, size_t len);

#endif
