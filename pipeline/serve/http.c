/* http: connections of `memgrep serve` (see http.h).
 *
 * A connection is READING (idle timer running) until http-parser reports a
 * whole request; the parser is then paused, the timer stops, and the
 * connection is HANDLING until the handler answers; it is WRITING until
 * libuv has sent the answer (closed when the client takes none of it for
 * idle_ms), then READING again, parsing first what was read past the
 * request (pipelining), or it lingers (LINGER_MS) and closes. Reading goes
 * on while HANDLING and WRITING, so that a client that leaves is seen
 * while its request is answered (serve then stops its search): bytes read
 * and not yet parsed wait in `in`, and past HTTP_MAX_HELD of them reading
 * pauses until the answer is sent. The client's FIN then (peer_eof) ends
 * the connection after the answer; a failed connection closes at once. A
 * connection is freed when both its handles have closed and no handler
 * holds its request. */
#include "pipeline/serve/http.h"

#include <ctype.h>
#include <http_parser.h>
#include <netdb.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/xalloc.h"
#include "base/json_line.h"

enum conn_state { CONN_READING, CONN_HANDLING, CONN_WRITING, CONN_LINGER, CONN_CLOSING };

/* After an answer that closes the connection, how long to read and drop
 * what the client still sends before closing: closing with unread bytes
 * makes the kernel send a reset, which can destroy the answer before the
 * client has read it. */
enum { LINGER_MS = 2000 };

/* A request must be read whole within this time of its first byte: a client
 * that sends a byte now and then never goes idle, and would otherwise hold
 * its connection for ever. */
enum { REQUEST_MS = 30000 };

struct conn {
	uv_tcp_t tcp;
	uv_timer_t idle;
	uv_shutdown_t shutdown;
	struct http_server *srv;
	struct conn *prev, *next;
	enum conn_state state;
	int handles;   /* open libuv handles: tcp and idle */
	bool handling; /* the handler holds req */
	http_parser parser;
	/* The request being read. */
	struct sbuf url;
	/* The header whose name is being read (its first bytes, lowercase),
	 * and the values of those a server reads (enum http_header). */
	char name[16];
	size_t name_len;
	int which; /* enum http_header, or HH_COUNT: another */
	struct sbuf value[HH_COUNT];
	unsigned nvalue[HH_COUNT];
	char *extra; /* http_request_headers' lines, for its answer */
	size_t header_line, headers;
	uint64_t body;
	bool in_value, seen_header, complete, keep_alive;
	bool peer_eof;	  /* the client has closed its side: nothing more to read */
	bool in_message;  /* its first byte has come */
	uint64_t started; /* uv_now at its first byte */
	int reject;	  /* an answer the server gives by itself, then closes */
	size_t unsent;	  /* WRITING: bytes of the answer not sent at the last check */
	struct sbuf in;
	size_t in_off;
	struct http_request req;
	char *path, *query, *authority;
};

struct http_server {
	uv_loop_t *loop;
	uv_tcp_t listener;
	struct http_options opt;
	char address[INET6_ADDRSTRLEN + 16];
	int port;
	bool loopback;
	struct conn *conns;
	size_t nconns;
	bool stopping, listener_closed;
	void (*done)(void *arg);
	void *done_arg;
	char readbuf[64 << 10];
};

struct write_req {
	uv_write_t req;
	struct conn *c;
	char *head, *body;
	bool close;
};

static const http_parser_settings parser_settings;
static void process(struct conn *c);
static void resume(struct conn *c);

static struct conn *conn_of(http_parser *p)
{
	return p->data;
}

static void check_stopped(struct http_server *s)
{
	if (s->stopping && s->listener_closed && s->nconns == 0 && s->done) {
		void (*done)(void *) = s->done;
		s->done = NULL;
		done(s->done_arg);
	}
}

static void conn_free_if_done(struct conn *c)
{
	if (c->handles > 0 || c->handling)
		return;
	struct http_server *s = c->srv;
	if (c->prev)
		c->prev->next = c->next;
	else
		s->conns = c->next;
	if (c->next)
		c->next->prev = c->prev;
	s->nconns--;
	sbuf_free(&c->url);
	sbuf_free(&c->in);
	for (int h = 0; h < HH_COUNT; h++)
		sbuf_free(&c->value[h]);
	free(c->extra);
	free(c->path);
	free(c->query);
	free(c->authority);
	free(c);
	check_stopped(s);
}

static void on_handle_closed(uv_handle_t *h)
{
	struct conn *c = h->data;
	c->handles--;
	conn_free_if_done(c);
}

static void conn_close(struct conn *c)
{
	if (c->state == CONN_CLOSING)
		return;
	c->state = CONN_CLOSING;
	uv_close((uv_handle_t *)&c->tcp, on_handle_closed);
	uv_close((uv_handle_t *)&c->idle, on_handle_closed);
}

static void on_idle(uv_timer_t *t)
{
	conn_close(t->data);
}

/* Every idle_ms while an answer is written: a client that has taken none
 * of it since the last check has stopped reading, and would otherwise
 * hold the connection, its answer and a graceful stop for ever. */
static void on_write_idle(uv_timer_t *t)
{
	struct conn *c = t->data;
	size_t unsent = uv_stream_get_write_queue_size((uv_stream_t *)&c->tcp);
	if (c->state == CONN_WRITING && unsent > 0 && unsent == c->unsent)
		conn_close(c);
	c->unsent = unsent;
}

/* Parser callbacks: each returns non-zero to refuse the request. */

static int on_message_begin(http_parser *p)
{
	struct conn *c = conn_of(p);
	sbuf_reset(&c->url);
	for (int h = 0; h < HH_COUNT; h++) {
		sbuf_reset(&c->value[h]);
		c->nvalue[h] = 0;
	}
	c->name_len = 0;
	c->header_line = c->headers = 0;
	c->body = 0;
	c->in_value = c->seen_header = false;
	c->in_message = true;
	c->started = uv_now(c->srv->loop);
	return 0;
}

static int on_url(http_parser *p, const char *at, size_t len)
{
	struct conn *c = conn_of(p);
	if (c->url.len + len > HTTP_MAX_TARGET) {
		c->reject = 414;
		return 1;
	}
	sbuf_add(&c->url, at, len);
	return 0;
}

static int header_bytes(struct conn *c, size_t len)
{
	c->header_line += len;
	c->headers += len;
	if (c->header_line > HTTP_MAX_HEADER || c->headers > HTTP_MAX_HEADERS) {
		c->reject = 431;
		return 1;
	}
	return 0;
}

static int on_header_field(http_parser *p, const char *at, size_t len)
{
	struct conn *c = conn_of(p);
	if (c->in_value || !c->seen_header)
		c->header_line = c->name_len = 0; /* a new header line */
	c->in_value = false;
	c->seen_header = true;
	for (size_t i = 0; i < len && c->name_len < sizeof c->name; i++)
		c->name[c->name_len++] = (char)tolower((unsigned char)at[i]);
	return header_bytes(c, len);
}

/* Which of the headers a server reads the name read names. */
static int header_of(const struct conn *c)
{
	static const char *const names[HH_COUNT] = {"host", "origin", "authorization", "sec-fetch-site"};
	for (int h = 0; h < HH_COUNT; h++)
		if (c->name_len == strlen(names[h]) && memcmp(c->name, names[h], c->name_len) == 0)
			return h;
	return HH_COUNT;
}

static int on_header_value(http_parser *p, const char *at, size_t len)
{
	struct conn *c = conn_of(p);
	if (!c->in_value) { /* the value's first bytes */
		c->which = header_of(c);
		if (c->which < HH_COUNT) {
			sbuf_reset(&c->value[c->which]);
			c->nvalue[c->which]++;
		}
	}
	c->in_value = true;
	if (c->which < HH_COUNT)
		sbuf_add(&c->value[c->which], at, len);
	return header_bytes(c, len);
}

static int on_body(http_parser *p, const char *at, size_t len)
{
	struct conn *c = conn_of(p);
	c->body += len;
	if (c->body > HTTP_MAX_BODY) {
		c->reject = 413;
		return 1;
	}
	return 0;
}

static int on_message_complete(http_parser *p)
{
	struct conn *c = conn_of(p);
	c->complete = true;
	c->in_message = false;
	c->keep_alive = http_should_keep_alive(p) && !p->upgrade;
	http_parser_pause(p, 1);
	return 0;
}

static const http_parser_settings parser_settings = {
    .on_message_begin = on_message_begin,
    .on_url = on_url,
    .on_header_field = on_header_field,
    .on_header_value = on_header_value,
    .on_body = on_body,
    .on_message_complete = on_message_complete,
};

static void on_alloc(uv_handle_t *h, size_t suggested, uv_buf_t *buf);
static void on_read(uv_stream_t *stream, ssize_t nread, const uv_buf_t *buf);

static void on_shutdown(uv_shutdown_t *req, int status)
{
	struct conn *c = req->data;
	if (c->state == CONN_CLOSING)
		return;
	if (status < 0) {
		conn_close(c);
		return;
	}
	uv_timer_start(&c->idle, on_idle, LINGER_MS, 0);
	uv_read_start((uv_stream_t *)&c->tcp, on_alloc, on_read);
}

/* Ends the answer's side of the connection (FIN), then drops what the
 * client still sends until it closes its side or LINGER_MS pass. */
static void linger(struct conn *c)
{
	if (c->peer_eof) { /* the client sends nothing more */
		conn_close(c);
		return;
	}
	c->state = CONN_LINGER;
	c->shutdown.data = c;
	uv_timer_stop(&c->idle);
	uv_read_stop((uv_stream_t *)&c->tcp);
	if (uv_shutdown(&c->shutdown, (uv_stream_t *)&c->tcp, on_shutdown) != 0)
		conn_close(c);
}

static void on_written(uv_write_t *w, int status)
{
	struct write_req *wr = (struct write_req *)w;
	struct conn *c = wr->c;
	bool close = wr->close;
	free(wr->head);
	free(wr->body);
	free(wr);
	if (c->state == CONN_CLOSING)
		return;
	if (status < 0) {
		conn_close(c);
		return;
	}
	if (close || c->srv->stopping || c->peer_eof) {
		linger(c);
		return;
	}
	c->state = CONN_READING;
	free(c->path);
	free(c->query);
	free(c->authority);
	c->path = c->query = c->authority = NULL;
	uv_timer_start(&c->idle, on_idle, c->srv->opt.idle_ms, 0);
	resume(c);
}

static void send_answer(struct conn *c, int status, const char *content_type, char *body, size_t len,
			const char *extra, bool close)
{
	struct sbuf head = {0};
	sbuf_printf(&head,
		    "HTTP/1.1 %d %s\r\nContent-Type: %s\r\nContent-Length: %zu\r\nCache-Control: no-store\r\n"
		    "%s%sConnection: %s\r\n\r\n",
		    status, http_status_str((enum http_status)status), content_type, len,
		    c->extra ? c->extra : "", extra ? extra : "", close ? "close" : "keep-alive");
	free(c->extra);
	c->extra = NULL;
	struct write_req *wr = xcalloc(1, sizeof *wr);
	wr->c = c;
	wr->head = head.data;
	wr->body = body;
	wr->close = close;
	uv_buf_t bufs[2] = {uv_buf_init(head.data, (unsigned)head.len), uv_buf_init(body, (unsigned)len)};
	c->state = CONN_WRITING;
	int rc = uv_write(&wr->req, (uv_stream_t *)&c->tcp, bufs, len ? 2 : 1, on_written);
	if (rc < 0) {
		free(wr->head);
		free(wr->body);
		free(wr);
		conn_close(c);
		return;
	}
	c->unsent = uv_stream_get_write_queue_size((uv_stream_t *)&c->tcp);
	uv_timer_start(&c->idle, on_write_idle, c->srv->opt.idle_ms, c->srv->opt.idle_ms);
}

/* An answer the server gives by itself ({"error":…}), closing after it. */
static void refuse(struct conn *c, int status, const char *why)
{
	uv_read_stop((uv_stream_t *)&c->tcp);
	uv_timer_stop(&c->idle);
	struct sbuf b = {0};
	sbuf_adds(&b, "{\"error\":");
	json_write_string(&b, why, strlen(why));
	sbuf_adds(&b, "}\n");
	send_answer(c, status, "application/json", b.data, b.len, NULL, true);
}

static struct conn *conn_of_request(struct http_request *req)
{
	return (struct conn *)((char *)req - offsetof(struct conn, req));
}

void http_request_headers(struct http_request *req, const char *lines)
{
	struct conn *c = conn_of_request(req);
	struct sbuf b = {0};
	if (c->extra)
		sbuf_adds(&b, c->extra);
	sbuf_adds(&b, lines);
	free(c->extra);
	c->extra = b.data;
}

void http_respond(struct http_request *req, int status, const char *content_type, char *body, size_t len,
		  const char *extra_headers)
{
	struct conn *c = conn_of_request(req);
	c->handling = false;
	if (c->state == CONN_CLOSING) {
		free(body);
		conn_free_if_done(c);
		return;
	}
	bool close = !c->keep_alive || c->srv->stopping || c->peer_eof;
	send_answer(c, status, content_type, body, len, extra_headers, close);
}

/* b's text without the spaces and tabs around it, NUL-terminated. */
static const char *trim(struct sbuf *b)
{
	while (b->len && (b->data[b->len - 1] == ' ' || b->data[b->len - 1] == '\t'))
		b->len--;
	sbuf_add(b, "", 1);
	const char *s = b->data;
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* An absolute-form target (RFC 9112 §3.2.2): its authority, which names
 * the server in place of Host, into c->authority. NULL, or why the target
 * is refused: a scheme other than http (this server speaks no other), or
 * user info, which RFC 9110 §4.2.4 deprecates and which would make the
 * host hard to read for what it is. */
static const char *absolute_form(struct conn *c, const struct http_parser_url *u)
{
	if (!(u->field_set & (1 << UF_SCHEMA)))
		return NULL;
	const char *url = c->url.data;
	size_t at = u->field_data[UF_SCHEMA].off, len = u->field_data[UF_SCHEMA].len;
	if (len != 4 || strncasecmp(url + at, "http", 4) != 0)
		return "bad request target: an absolute target must start http:// (this server speaks "
		       "plain HTTP)";
	if (u->field_set & (1 << UF_USERINFO))
		return "bad request target: user info (NAME@) is not taken in a target";
	/* From after "://" to the path, query or fragment, whichever comes. */
	size_t from = at + len + 3, to = c->url.len;
	for (int f = UF_PATH; f <= UF_FRAGMENT; f++)
		if ((u->field_set & (1 << f)) && u->field_data[f].off < to)
			to = u->field_data[f].off;
	/* A '?' or '#' right after the authority is not in its field. */
	if (to > from && (url[to - 1] == '?' || url[to - 1] == '#'))
		to--;
	c->authority = xstrndup(url + from, to > from ? to - from : 0);
	return NULL;
}

static void dispatch(struct conn *c)
{
	c->complete = false;
	c->state = CONN_HANDLING;
	/* Reading goes on, to see a client that leaves meanwhile. */
	uv_timer_stop(&c->idle);
	struct http_parser_url u;
	http_parser_url_init(&u);
	bool connect = c->parser.method == HTTP_CONNECT;
	if (http_parser_parse_url(c->url.data ? c->url.data : "", c->url.len, connect, &u) != 0 ||
	    !(u.field_set & (1 << UF_PATH | 1 << UF_SCHEMA))) {
		refuse(c, 400, "bad request target");
		return;
	}
	const char *why = absolute_form(c, &u);
	if (why) {
		refuse(c, 400, why);
		return;
	}
	/* An absolute target may have an empty path: it is "/". */
	if (u.field_set & (1 << UF_PATH))
		c->path = xstrndup(c->url.data + u.field_data[UF_PATH].off, u.field_data[UF_PATH].len);
	else
		c->path = xstrdup("/");
	if (u.field_set & (1 << UF_QUERY))
		c->query = xstrndup(c->url.data + u.field_data[UF_QUERY].off, u.field_data[UF_QUERY].len);
	else
		c->query = xstrdup("");
	c->req = (struct http_request){.method = http_method_str((enum http_method)c->parser.method),
				       .path = c->path,
				       .query = c->query,
				       .authority = c->authority,
				       .http10 = c->parser.http_major == 1 && c->parser.http_minor == 0};
	for (int h = 0; h < HH_COUNT; h++) {
		c->req.nheader[h] = c->nvalue[h];
		c->req.header[h] = c->nvalue[h] ? trim(&c->value[h]) : NULL;
	}
	c->handling = true;
	c->srv->opt.handler(c->srv->opt.arg, &c->req);
}

static void reject_parse(struct conn *c, enum http_errno e)
{
	char why[160];
	int status = c->reject;
	if (e == HPE_HEADER_OVERFLOW)
		status = c->seen_header ? 431 : 414;
	switch (status) {
	case 413:
		snprintf(why, sizeof why, "request body over %d bytes", HTTP_MAX_BODY);
		break;
	case 414:
		snprintf(why, sizeof why, "request target over %d bytes", HTTP_MAX_TARGET);
		break;
	case 431:
		snprintf(why, sizeof why, "request header over %d bytes", HTTP_MAX_HEADER);
		break;
	default:
		status = 400;
		snprintf(why, sizeof why, "bad request: %s", http_errno_description(e));
	}
	refuse(c, status, why);
}

static void process(struct conn *c)
{
	while (c->state == CONN_READING && c->in_off < c->in.len) {
		size_t n = http_parser_execute(&c->parser, &parser_settings, c->in.data + c->in_off,
					       c->in.len - c->in_off);
		c->in_off += n;
		if (c->complete) {
			dispatch(c);
			break;
		}
		enum http_errno e = HTTP_PARSER_ERRNO(&c->parser);
		if (e != HPE_OK) {
			reject_parse(c, e);
			return;
		}
		if (n == 0)
			break;
	}
	if (c->in_off == c->in.len) {
		sbuf_reset(&c->in);
		c->in_off = 0;
	}
}

static void on_alloc(uv_handle_t *h, size_t suggested, uv_buf_t *buf)
{
	struct conn *c = h->data;
	*buf = uv_buf_init(c->srv->readbuf, sizeof c->srv->readbuf);
}

/* The client has closed its side (UV_EOF) or the connection has failed
 * (err). While its request is answered, the answer is still made and
 * sent after a FIN (a client may close its side and read on); a failed
 * connection closes at once. Either way, no request comes after, and the
 * handler, when it holds the request, is told that its client has gone. */
static void peer_end(struct conn *c, ssize_t err)
{
	bool held = c->handling && !c->peer_eof;
	if (err == UV_EOF && (c->state == CONN_HANDLING || c->state == CONN_WRITING)) {
		c->peer_eof = true;
		uv_read_stop((uv_stream_t *)&c->tcp);
	} else {
		conn_close(c);
	}
	if (held && c->srv->opt.hangup)
		c->srv->opt.hangup(c->srv->opt.arg, &c->req);
}

static void on_read(uv_stream_t *stream, ssize_t nread, const uv_buf_t *buf)
{
	struct conn *c = stream->data;
	if (nread < 0) {
		peer_end(c, nread);
		return;
	}
	if (nread == 0 || c->state == CONN_LINGER || c->state == CONN_CLOSING)
		return;
	sbuf_add(&c->in, buf->base, (size_t)nread);
	if (c->state != CONN_READING) {
		/* Past the request being answered: held for after its answer,
		 * and no more read until then past HTTP_MAX_HELD. */
		if (c->in.len - c->in_off > HTTP_MAX_HELD)
			uv_read_stop(stream);
		return;
	}
	uv_timer_start(&c->idle, on_idle, c->srv->opt.idle_ms, 0);
	process(c);
	if (c->state == CONN_READING && c->in_message && uv_now(c->srv->loop) - c->started > REQUEST_MS)
		refuse(c, 408, "the request was not complete within 30 seconds");
}

/* After an answer on a kept connection: parse what was read past the
 * request, then read on. */
static void resume(struct conn *c)
{
	http_parser_pause(&c->parser, 0);
	uv_read_start((uv_stream_t *)&c->tcp, on_alloc, on_read);
	process(c);
}

static void on_connection(uv_stream_t *listener, int status)
{
	struct http_server *s = listener->data;
	if (status < 0)
		return;
	struct conn *c = xcalloc(1, sizeof *c);
	c->srv = s;
	uv_tcp_init(s->loop, &c->tcp);
	uv_timer_init(s->loop, &c->idle);
	c->tcp.data = c->idle.data = c;
	c->handles = 2;
	c->next = s->conns;
	if (s->conns)
		s->conns->prev = c;
	s->conns = c;
	s->nconns++;
	if (uv_accept(listener, (uv_stream_t *)&c->tcp) != 0) {
		conn_close(c);
		return;
	}
	uv_tcp_nodelay(&c->tcp, 1);
	http_parser_init(&c->parser, HTTP_REQUEST);
	c->parser.data = c;
	if (s->nconns > s->opt.max_conns) {
		refuse(c, 503, "too many connections");
		return;
	}
	c->state = CONN_READING;
	uv_timer_start(&c->idle, on_idle, s->opt.idle_ms, 0);
	uv_read_start((uv_stream_t *)&c->tcp, on_alloc, on_read);
}

/* host may be a numeric address or a name (resolved once, here). */
static int resolve(const char *host, int port, struct sockaddr_storage *ss)
{
	struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM}, *ai;
	int rc = getaddrinfo(host, NULL, &hints, &ai);
	if (rc != 0)
		return rc;
	memcpy(ss, ai->ai_addr, ai->ai_addrlen);
	freeaddrinfo(ai);
	if (ss->ss_family == AF_INET6)
		((struct sockaddr_in6 *)ss)->sin6_port = htons((uint16_t)port);
	else
		((struct sockaddr_in *)ss)->sin_port = htons((uint16_t)port);
	return 0;
}

struct http_server *http_server_start(uv_loop_t *loop, const struct http_options *opt, struct mg_error *err)
{
	struct sockaddr_storage ss;
	int rc = resolve(opt->host, opt->port, &ss);
	if (rc != 0) {
		mg_error_set(err, "cannot listen on %s: %s", opt->host, gai_strerror(rc));
		return NULL;
	}
	struct http_server *s = xcalloc(1, sizeof *s);
	s->loop = loop;
	s->opt = *opt;
	uv_tcp_init(loop, &s->listener);
	s->listener.data = s;
	rc = uv_tcp_bind(&s->listener, (const struct sockaddr *)&ss, 0);
	if (rc == 0)
		rc = uv_listen((uv_stream_t *)&s->listener, 511, on_connection);
	if (rc != 0) {
		mg_error_set(err, "cannot listen on %s port %d: %s", opt->host, opt->port, uv_strerror(rc));
		uv_close((uv_handle_t *)&s->listener, NULL);
		uv_run(loop, UV_RUN_NOWAIT);
		free(s);
		return NULL;
	}
	struct sockaddr_storage bound;
	int blen = sizeof bound;
	uv_tcp_getsockname(&s->listener, (struct sockaddr *)&bound, &blen);
	char ip[INET6_ADDRSTRLEN] = "?";
	if (bound.ss_family == AF_INET6) {
		const struct sockaddr_in6 *a6 = (const struct sockaddr_in6 *)&bound;
		uv_ip6_name(a6, ip, sizeof ip);
		s->port = ntohs(a6->sin6_port);
		snprintf(s->address, sizeof s->address, "[%s]:%d", ip, s->port);
		s->loopback = IN6_IS_ADDR_LOOPBACK(&a6->sin6_addr) ||
			      (IN6_IS_ADDR_V4MAPPED(&a6->sin6_addr) && a6->sin6_addr.s6_addr[12] == 127);
	} else {
		const struct sockaddr_in *a4 = (const struct sockaddr_in *)&bound;
		uv_ip4_name(a4, ip, sizeof ip);
		s->port = ntohs(a4->sin_port);
		snprintf(s->address, sizeof s->address, "%s:%d", ip, s->port);
		s->loopback = (ntohl(a4->sin_addr.s_addr) >> 24) == 127;
	}
	return s;
}

const char *http_server_address(const struct http_server *s)
{
	return s->address;
}

int http_server_port(const struct http_server *s)
{
	return s->port;
}

bool http_server_loopback(const struct http_server *s)
{
	return s->loopback;
}

size_t http_server_connections(const struct http_server *s)
{
	return s->nconns;
}

static void on_listener_closed(uv_handle_t *h)
{
	struct http_server *s = h->data;
	s->listener_closed = true;
	check_stopped(s);
}

void http_server_stop(struct http_server *s, void (*done)(void *arg), void *arg)
{
	if (s->stopping)
		return;
	s->stopping = true;
	s->done = done;
	s->done_arg = arg;
	uv_close((uv_handle_t *)&s->listener, on_listener_closed);
	for (struct conn *c = s->conns; c; c = c->next)
		if (c->state == CONN_READING)
			conn_close(c);
}

void http_server_free(struct http_server *s)
{
	free(s);
}

static int hexval(char ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if (ch >= 'a' && ch <= 'f')
		return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F')
		return ch - 'A' + 10;
	return -1;
}

/* Percent escapes, and '+' as a space when plus_space. */
static char *decode(const char *s, size_t len, bool plus_space)
{
	char *out = xmalloc(len + 1), *o = out;
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '+' && plus_space) {
			*o++ = ' ';
		} else if (s[i] == '%') {
			int hi = i + 2 < len ? hexval(s[i + 1]) : -1;
			int lo = i + 2 < len ? hexval(s[i + 2]) : -1;
			if (hi < 0 || lo < 0 || (hi == 0 && lo == 0)) {
				free(out);
				return NULL;
			}
			*o++ = (char)(hi * 16 + lo);
			i += 2;
		} else {
			*o++ = s[i];
		}
	}
	*o = '\0';
	return out;
}

char *http_form_decode(const char *s, size_t len)
{
	return decode(s, len, true);
}

char *http_path_decode(const char *s, size_t len)
{
	return decode(s, len, false);
}
