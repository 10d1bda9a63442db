/* quote: user input (a query, a term, a path) written into a one-line
 * message, so that neither its control characters nor its length can
 * break the line or drive the terminal. Both functions append to a
 * buffer the caller owns (base/xalloc.h's sbuf) and cannot fail. */
#ifndef MEMGREP_QUOTE_H
#define MEMGREP_QUOTE_H

#include <stddef.h>

/* Appends s as a message to the user shows it (a query, a term): control
 * characters (U+0000-001F, U+007F-009F) as \uXXXX and bytes that are not
 * UTF-8 as \xNN, so the message stays one line and the terminal is not
 * driven by it; at most max code points, then "…" (0: no limit), so a long
 * query does not push the reason out of a 1024-byte error. */
struct sbuf;
void mg_quote(struct sbuf *out, const char *s, size_t max);
/* The max of the messages that show a query or a term (errors, the
 * no-result message): 80 code points. */
enum { MG_QUOTE_MAX = 80 };
/* Appends query s as mg_quote shows it, between quotes: double quotes,
 * or single quotes when it holds a double quote itself (each ' then
 * written '\'', as a shell word), so that a quoted phrase is never shown
 * in a second pair of double quotes (docs/reference.md §5). */
void mg_quote_query(struct sbuf *out, const char *s, size_t max);

#endif
