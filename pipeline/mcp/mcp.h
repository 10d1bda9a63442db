/* mcp: `memgrep mcp`, an MCP server over stdio (docs/reference.md §14).
 * It reads JSON-RPC messages, one a line, from stdin, answers each request
 * on stdout and logs on stderr, until the end of its input. It speaks both
 * eras of the protocol: 2025-11-25 and earlier (an initialize handshake)
 * and 2026-07-28 (stateless: server/discover, the version in every
 * request's _meta, resultType on every result). */
#ifndef MEMGREP_MCP_H
#define MEMGREP_MCP_H

/* Runs the server: argv[0] is "mcp", then its options and PATHs
 * (pipeline/mcp/mcp_config.h). Returns the exit status: 0 at the end of
 * the input (or after --help), 2 when the options are refused (said on
 * stderr). */
int mcp_main(int argc, char **argv);

#endif
