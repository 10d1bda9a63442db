/* pattern: a literal term of the query (config/query.h) written as a
 * Hyperscan pattern for the match stage (stages/match_build.c): each code point
 * as a literal, and the `_` wildcard as the class of what it matches ('_',
 * '-' or one White_Space character, docs/reference.md §3). The patterns
 * are appended to a buffer the caller owns (base/xalloc.h's sbuf);
 * nothing here fails. */
#ifndef MEMGREP_PATTERN_H
#define MEMGREP_PATTERN_H

#include <stddef.h>

#include "base/xalloc.h"
#include "config/query.h"

/* t's pattern for a database compiled with HS_FLAG_UTF8: code points. */
void pattern_literal(struct sbuf *b, const struct term *t);

/* t's pattern for a database compiled without HS_FLAG_UTF8 (--fuzzy,
 * whose edit distance Hyperscan refuses in UTF-8 mode): the bytes of its
 * UTF-8. */
void pattern_bytes(struct sbuf *b, const struct term *t);

/* The length of t in bytes of UTF-8, a wildcard counted as one. */
size_t pattern_utf8_len(const struct term *t);

#endif
