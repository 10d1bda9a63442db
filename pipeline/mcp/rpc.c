/* rpc: the stdio framing of JSON-RPC (see rpc.h). Bytes come in from a
 * descriptor and leave as lines; messages go out as cJSON trees printed
 * on one line each. */
#include "pipeline/mcp/rpc.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/xalloc.h"

void rpc_reader_init(struct rpc_reader *r, int fd)
{
	memset(r, 0, sizeof *r);
	r->fd = fd;
	r->cap = RPC_CHUNK;
	r->buf = xmalloc(r->cap);
}

void rpc_reader_free(struct rpc_reader *r)
{
	free(r->buf);
	r->buf = NULL;
}

/* Reads one chunk into the buffer after what it holds, the bytes already
 * handed out moved away first: false at the end of the input. */
static bool fill(struct rpc_reader *r)
{
	if (r->eof)
		return false;
	if (r->start) {
		memmove(r->buf, r->buf + r->start, r->len - r->start);
		r->len -= r->start;
		r->start = 0;
	}
	if (r->cap - r->len < RPC_CHUNK) {
		r->cap = r->len + RPC_CHUNK;
		r->buf = xrealloc(r->buf, r->cap);
	}
	ssize_t n;
	do
		n = read(r->fd, r->buf + r->len, RPC_CHUNK);
	while (n < 0 && errno == EINTR);
	if (n < 0)
		fprintf(stderr, "memgrep: mcp: cannot read the input: %s\n", strerror(errno));
	if (n <= 0) {
		r->eof = true;
		return false;
	}
	r->len += (size_t)n;
	return true;
}

/* Drops the bytes of a line over the cap up to and with its newline; the
 * buffer goes back to one chunk. */
static void drain(struct rpc_reader *r)
{
	for (;;) {
		char *nl = memchr(r->buf + r->start, '\n', r->len - r->start);
		if (nl) {
			r->start = (size_t)(nl - r->buf) + 1;
			break;
		}
		r->start = r->len = 0;
		if (!fill(r))
			break;
	}
	if (r->cap > 2 * RPC_CHUNK && r->len - r->start <= RPC_CHUNK) {
		memmove(r->buf, r->buf + r->start, r->len - r->start);
		r->len -= r->start;
		r->start = 0;
		r->cap = 2 * RPC_CHUNK;
		r->buf = xrealloc(r->buf, r->cap);
	}
}

enum rpc_read rpc_read_line(struct rpc_reader *r, const char **line, size_t *len)
{
	size_t scanned = r->start;
	for (;;) {
		char *nl = memchr(r->buf + scanned, '\n', r->len - scanned);
		if (nl) {
			size_t end = (size_t)(nl - r->buf);
			if (end - r->start > RPC_LINE_MAX) {
				drain(r);
				return RPC_READ_TOO_LONG;
			}
			*line = r->buf + r->start;
			*len = end - r->start;
			r->start = end + 1;
			return RPC_READ_LINE;
		}
		if (r->len - r->start > RPC_LINE_MAX) {
			drain(r);
			return RPC_READ_TOO_LONG;
		}
		size_t held = r->len - r->start;
		if (!fill(r)) {
			if (r->len == r->start)
				return RPC_READ_EOF;
			*line = r->buf + r->start;
			*len = r->len - r->start;
			r->start = r->len;
			return RPC_READ_LINE;
		}
		scanned = r->start + held;
	}
}

int rpc_send(FILE *out, const cJSON *msg)
{
	char *s = cJSON_PrintUnformatted(msg);
	if (!s)
		return -1;
	int rc = fputs(s, out) < 0 || fputc('\n', out) == EOF || fflush(out) != 0 ? -1 : 0;
	cJSON_free(s);
	return rc;
}

static cJSON *envelope(const cJSON *id)
{
	cJSON *m = cJSON_CreateObject();
	cJSON_AddStringToObject(m, "jsonrpc", "2.0");
	cJSON_AddItemToObject(m, "id", id ? cJSON_Duplicate(id, 1) : cJSON_CreateNull());
	return m;
}

cJSON *rpc_result(const cJSON *id, cJSON *result)
{
	cJSON *m = envelope(id);
	cJSON_AddItemToObject(m, "result", result);
	return m;
}

cJSON *rpc_error(const cJSON *id, int code, const char *message, cJSON *data)
{
	cJSON *m = envelope(id);
	cJSON *e = cJSON_AddObjectToObject(m, "error");
	cJSON_AddNumberToObject(e, "code", code);
	cJSON_AddStringToObject(e, "message", message);
	if (data)
		cJSON_AddItemToObject(e, "data", data);
	return m;
}
