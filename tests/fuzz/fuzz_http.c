/* fuzz_http: libFuzzer target for the server's request handling: raw bytes
 * sent on one TCP connection to the HTTP server of pipeline/serve/http.c,
 * which parses them (http-parser, the limits, keep-alive, pipelining),
 * and whose requests go through the trust check of pipeline/serve/trust.c
 * (Host or an absolute target's authority, Origin, Sec-Fetch-Site, CORS,
 * the token) as serve.c's `trusted` does, then to a stand-in for serve's
 * routing that decodes the path and every query parameter
 * (http_path_decode, http_form_decode) and answers 200 with them in a
 * JSON document, at once or from a timer of the loop (as a search's
 * answer comes later).
 *
 * The server runs once, on its own libuv loop and thread, on 127.0.0.1 and
 * a free port; the harness is its client. The input's first byte picks
 * the trust settings and whether answers wait; the rest is sent as it is
 * (several requests in one input are pipelined), then the client ends its
 * side (shutdown) and reads until the server closes. Besides the
 * sanitizers (no crash, leak or undefined behaviour in the server's
 * thread either) it checks that everything received is a sequence of
 * well-formed HTTP/1.1 answers (status line, header lines, one
 * Content-Length and that many bytes of body, valid JSON for
 * application/json; `Connection: close` only on the last one), with
 * statuses the server may give, and that the server has answered and
 * closed the connection within 5 seconds.
 *
 *   make fuzz-http BUILD=/tmp/bfz FUZZ_SECONDS=60
 *   build/asan/fuzz-replay-http FILE...     replays inputs (make check)
 */
#include <arpa/inet.h>
#include <cjson/cJSON.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>
#include <uv.h>

#include "base/json_line.h"
#include "base/xalloc.h"
#include "pipeline/serve/http.h"
#include "pipeline/serve/trust.h"
#include "tests/fuzz/fuzz.h"

/* The port the trust settings say is served (the Host headers of the
 * seeds name it), whatever port the server got. */
enum { PORT = 37777, LIMIT_MS = 5000 };

static const char *hosts[] = {"memgrep.test", "box.lan:8080"};
static const char *origins[] = {"https://app.example:8443", "http://localhost:3000"};
static const struct trust trusts[4] = {
    {PORT, "127.0.0.1", NULL, 0, NULL, 0, NULL},
    {PORT, "::1", hosts, 2, origins, 2, NULL},
    {PORT, "0.0.0.0", hosts, 2, origins, 2, "0123456789abcdef0123456789abcdef"},
    {PORT, "memgrep.local", NULL, 0, origins, 1, "tok-en_0123456789"},
};

static uv_loop_t loop;
static struct http_server *server;
static uv_prepare_t publish;
static uv_timer_t later;
static struct http_request *pending;
static int port;
static uv_thread_t thread;
/* Set by the client before it connects, read by the loop's thread. */
static _Atomic unsigned mode;
/* The server's open connections, as the loop's thread last saw them. */
static _Atomic size_t open_conns;

static void answer(struct http_request *req)
{
	struct sbuf b = {0};
	sbuf_adds(&b, "{\"method\":");
	json_write_string(&b, req->method, strlen(req->method));
	char *path = http_path_decode(req->path, strlen(req->path));
	sbuf_adds(&b, ",\"path\":");
	if (path)
		json_write_string(&b, path, strlen(path));
	else
		sbuf_adds(&b, "null");
	free(path);
	sbuf_adds(&b, ",\"params\":[");
	const char *q = req->query;
	for (bool first = true; *q;) {
		size_t n = strcspn(q, "&");
		size_t k = strcspn(q, "=");
		char *key = http_form_decode(q, k < n ? k : n);
		char *val = k < n ? http_form_decode(q + k + 1, n - k - 1) : NULL;
		if (!first)
			sbuf_addc(&b, ',');
		first = false;
		sbuf_adds(&b, "[");
		if (key)
			json_write_string(&b, key, strlen(key));
		else
			sbuf_adds(&b, "null");
		sbuf_adds(&b, ",");
		if (val)
			json_write_string(&b, val, strlen(val));
		else
			sbuf_adds(&b, "null");
		sbuf_adds(&b, "]");
		free(key);
		free(val);
		q += n;
		if (*q)
			q++;
	}
	sbuf_adds(&b, "]}\n");
	http_respond(req, 200, "application/json", b.data, b.len, NULL);
}

static void on_later(uv_timer_t *t)
{
	(void)t;
	struct http_request *req = pending;
	pending = NULL;
	if (req)
		answer(req);
}

static void refuse(struct http_request *req, int status, const char *why, const char *extra)
{
	struct sbuf b = {0};
	sbuf_adds(&b, "{\"error\":");
	json_write_string(&b, why, strlen(why));
	sbuf_adds(&b, "}\n");
	http_respond(req, status, "application/json", b.data, b.len, extra);
}

/* serve.c's `trusted`, then the stand-in's answer. */
static void on_request(void *arg, struct http_request *req)
{
	(void)arg;
	unsigned m = atomic_load(&mode);
	const struct trust *t = &trusts[(m >> 1) & 3];
	for (int h = 0; h < HH_COUNT; h++)
		if (!req->header[h] != !req->nheader[h])
			fuzz_fail("header %d: %u values but %s", h, req->nheader[h],
				  req->header[h] ? "a value" : "none");
	struct mg_error why;
	int status = trust_check(t, req, &why);
	if (status) {
		refuse(req, status, why.msg, NULL);
		return;
	}
	bool preflight = strcmp(req->method, "OPTIONS") == 0;
	char *cors = trust_cors(t, req, preflight);
	if (cors)
		http_request_headers(req, cors);
	free(cors);
	if (preflight && cors) {
		http_respond(req, 204, "application/json", NULL, 0, NULL);
		return;
	}
	status = trust_token(t, req, &why);
	if (status) {
		refuse(req, status, why.msg, "WWW-Authenticate: Bearer realm=\"memgrep\"\r\n");
		return;
	}
	if (!(m & 1)) {
		answer(req);
		return;
	}
	pending = req;
	uv_timer_start(&later, on_later, 0, 0);
}

static void on_prepare(uv_prepare_t *p)
{
	(void)p;
	atomic_store(&open_conns, http_server_connections(server));
}

static void loop_main(void *arg)
{
	(void)arg;
	uv_run(&loop, UV_RUN_DEFAULT);
}

static void init(void)
{
	signal(SIGPIPE, SIG_IGN);
	uv_loop_init(&loop);
	struct http_options opt = {"127.0.0.1", 0, 3000, 16, on_request, NULL, NULL};
	struct mg_error err = {{0}};
	server = http_server_start(&loop, &opt, &err);
	if (!server)
		fuzz_fail("server: %s", err.msg);
	port = http_server_port(server);
	uv_timer_init(&loop, &later);
	uv_prepare_init(&loop, &publish);
	uv_prepare_start(&publish, on_prepare);
	uv_thread_create(&thread, loop_main, NULL);
}

static uint64_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/* Sends data on a new connection, ends the client's side, and reads what
 * comes back until the server closes: into *in. Returns whether the
 * connection ended with a reset. */
static bool exchange(const uint8_t *data, size_t size, struct sbuf *in)
{
	int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	struct sockaddr_in sa = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (fd < 0 || (connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0 && errno != EINPROGRESS))
		fuzz_fail("cannot connect: %s", strerror(errno));
	size_t sent = 0;
	bool shut = false, reset = false;
	uint64_t start = now_ms();
	for (;;) {
		if (!shut && sent == size) {
			shutdown(fd, SHUT_WR);
			shut = true;
		}
		struct pollfd p = {fd, (short)(POLLIN | (shut ? 0 : POLLOUT)), 0};
		uint64_t t = now_ms() - start;
		if (t > LIMIT_MS)
			fuzz_fail("no answer nor close within %d ms (%zu of %zu bytes sent, %zu read)",
				  LIMIT_MS, sent, size, in->len);
		if (poll(&p, 1, (int)(LIMIT_MS - t)) < 0 && errno != EINTR)
			fuzz_fail("poll failed");
		if (p.revents & POLLOUT) {
			ssize_t n = send(fd, data + sent, size - sent, MSG_NOSIGNAL);
			if (n > 0)
				sent += (size_t)n;
			else if (errno != EAGAIN && errno != EINTR)
				sent = size; /* the server has closed: read what it said */
		}
		if (p.revents & (POLLIN | POLLHUP | POLLERR)) {
			char buf[16384];
			ssize_t n = recv(fd, buf, sizeof buf, 0);
			if (n > 0) {
				sbuf_add(in, buf, (size_t)n);
			} else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
				reset = n < 0;
				break;
			}
		}
	}
	close(fd);
	return reset;
}

static bool allowed_status(int s)
{
	static const int ok[] = {200, 204, 400, 401, 403, 408, 413, 414, 431, 503};
	for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
		if (s == ok[i])
			return true;
	return false;
}

/* One answer at in[*at..): checks it and moves *at past it. Returns false
 * when in ends inside it. */
static bool check_answer(const char *in, size_t len, size_t *at, bool *closed)
{
	const char *s = in + *at;
	size_t n = len - *at;
	const char *end = memmem(s, n, "\r\n\r\n", 4);
	if (!end)
		return false;
	size_t head = (size_t)(end - s) + 4;
	if (n < 17 || memcmp(s, "HTTP/1.1 ", 9) != 0 || s[12] != ' ')
		fuzz_fail("not a status line: %.40s", s);
	int status = atoi(s + 9);
	if (!allowed_status(status))
		fuzz_fail("status %d", status);
	const char *line = memmem(s, head, "\r\n", 2) + 2;
	long clen = -1;
	int conn = 0, ctype = 0;
	bool json = false;
	while (line < end) {
		const char *eol = memmem(line, (size_t)(end + 2 - line), "\r\n", 2);
		const char *colon = memchr(line, ':', (size_t)(eol - line));
		if (!colon || colon == line || colon[1] != ' ')
			fuzz_fail("not a header line: %.*s", (int)(eol - line), line);
		for (const char *c = line; c < eol; c++)
			if ((unsigned char)*c < 0x20 || *c == 0x7f)
				fuzz_fail("a control character in a header line");
		size_t nl = (size_t)(colon - line);
		if (nl == 14 && strncasecmp(line, "Content-Length", 14) == 0) {
			if (clen >= 0)
				fuzz_fail("two Content-Length headers");
			clen = strtol(colon + 2, NULL, 10);
		} else if (nl == 10 && strncasecmp(line, "Connection", 10) == 0) {
			conn++;
			*closed = strncmp(colon + 2, "close", 5) == 0;
		} else if (nl == 12 && strncasecmp(line, "Content-Type", 12) == 0) {
			ctype++;
			json = strncmp(colon + 2, "application/json", 16) == 0;
		}
		line = eol + 2;
	}
	if (clen < 0 || conn != 1 || ctype != 1)
		fuzz_fail("status %d: Content-Length %ld, %d Connection and %d Content-Type headers", status,
			  clen, conn, ctype);
	if ((size_t)clen > n - head)
		return false;
	if (json && clen > 0) {
		cJSON *doc = cJSON_ParseWithLength(s + head, (size_t)clen);
		if (!doc)
			fuzz_fail("status %d: the body is not JSON: %.*s", status, (int)clen, s + head);
		cJSON_Delete(doc);
	}
	*at += head + (size_t)clen;
	return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!server)
		init();
	if (size < 1)
		return 0;
	atomic_store(&mode, data[0]);
	struct sbuf in = {0};
	bool reset = exchange(data + 1, size - 1, &in);
	if (getenv("FUZZ_HTTP_SHOW")) /* what came back, to read a seed's answers */
		fwrite(in.data ? in.data : "", 1, in.len, stderr);
	size_t at = 0;
	bool closed = false;
	while (at < in.len) {
		if (closed)
			fuzz_fail("bytes after an answer with Connection: close");
		if (!check_answer(in.data, in.len, &at, &closed)) {
			if (!reset)
				fuzz_fail("the connection closed inside an answer");
			break;
		}
	}
	/* The server has let the connection go before the next input. */
	uint64_t start = now_ms();
	while (atomic_load(&open_conns) > 0) {
		if (now_ms() - start > LIMIT_MS)
			fuzz_fail("the server still holds the connection after %d ms", LIMIT_MS);
		usleep(200);
	}
	sbuf_free(&in);
	return 0;
}
