/* rpc: JSON-RPC 2.0 over stdio, as MCP's stdio transport frames it
 * (docs/reference.md §14): one message a line on the input, one a line on
 * the output, never a newline inside a message.
 *
 * An rpc_reader reads its descriptor in chunks and hands out one line at a
 * time; a line longer than RPC_LINE_MAX is never held whole: the reader
 * drains it up to its newline and says so (RPC_TOO_LONG), so a hostile
 * peer cannot make the server hold more than the cap. The line handed out
 * points into the reader's buffer, valid until the next call; the reader
 * owns its buffer (rpc_reader_free). rpc_send writes one message and
 * fails (-1) only when the output does. */
#ifndef MEMGREP_RPC_H
#define MEMGREP_RPC_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum { RPC_LINE_MAX = 1 << 20, RPC_CHUNK = 64 * 1024 };

/* The error codes of JSON-RPC 2.0 §5.1 and MCP's -32022
 * (UnsupportedProtocolVersion, 2026-07-28). */
enum rpc_code {
	RPC_PARSE_ERROR = -32700,
	RPC_INVALID_REQUEST = -32600,
	RPC_METHOD_NOT_FOUND = -32601,
	RPC_INVALID_PARAMS = -32602,
	RPC_INTERNAL_ERROR = -32603,
	RPC_UNSUPPORTED_VERSION = -32022,
};

struct rpc_reader {
	int fd;
	char *buf;
	size_t start, len, cap;
	bool eof;
};

enum rpc_read { RPC_READ_LINE, RPC_READ_TOO_LONG, RPC_READ_EOF };

void rpc_reader_init(struct rpc_reader *r, int fd);
void rpc_reader_free(struct rpc_reader *r);

/* The next line, without its newline (a last line without one counts),
 * into *line and *len; RPC_READ_TOO_LONG once a line over RPC_LINE_MAX
 * has been drained; RPC_READ_EOF at the end of the input (or a read
 * error, said on stderr). */
enum rpc_read rpc_read_line(struct rpc_reader *r, const char **line, size_t *len);

/* Writes msg (not consumed) as one line to out and flushes: 0, or -1. */
int rpc_send(FILE *out, const cJSON *msg);

/* A response: {"jsonrpc":"2.0","id":ID,"result":RESULT} (result consumed;
 * id copied; NULL id: null), and the error response of code with message
 * and, when not NULL, data (consumed). */
cJSON *rpc_result(const cJSON *id, cJSON *result);
cJSON *rpc_error(const cJSON *id, int code, const char *message, cJSON *data);

#endif
