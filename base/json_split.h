/* json_split: the elements of a JSON document's array, found in its bytes
 * as they are read in chunks, so that a document rewritten whole (a
 * Cline or Roo Code task) is read in bounded memory: at most one element
 * (and the root's other members) is held, never the document. The array is
 * the root itself (key NULL) or the value of the root object's member
 * `key` (its raw bytes compared; the last such array counts, as
 * json_member_elements has it). Each element is checked as strictly as
 * json_decode checks a line (base/json_tok.h, with the containers around
 * it counted toward the depth limit) and handed to a callback with its
 * offset and line; the root object's other members are kept as a JSON
 * text of their own, the skeleton, in which the array is written `[]`.
 * Whether the document is valid JSON is known at the end: it is exactly
 * when json_split_end says it is and (with a key) the skeleton is an
 * object json_decode accepts.
 *
 * A splitter is a value the caller owns: json_split_init, then
 * json_split_feed with the document's bytes in order (a byte order mark
 * already taken off), then json_split_end, then json_split_free. Nothing
 * fails but the document: a fault makes it invalid, and feeding goes on
 * without holding anything. */
#ifndef MEMGREP_JSON_SPLIT_H
#define MEMGREP_JSON_SPLIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/xalloc.h"

/* One element: its bytes start at offset `start` of the document and run
 * `len` bytes; `line` is the line it starts on (1-based). */
struct json_split_elem {
	uint64_t start;
	size_t len;
	uint32_t line;
};

/* Called with each element and its bytes (valid until it returns); with
 * e and bytes NULL when a later array of the member `key` replaces the
 * elements given so far. */
typedef void (*json_split_fn)(void *arg, const struct json_split_elem *e, const char *bytes);

struct json_split {
	const char *key; /* NULL: the root is the array */
	size_t klen;
	json_split_fn fn;
	void *arg;
	bool *long_held; /* the long-line permit, taken for a long element */
	int state;
	bool failed, in_string, esc, want;
	size_t depth;
	uint64_t pos;	  /* offset of the next byte fed */
	uint32_t line;	  /* line of the next byte fed */
	struct sbuf elem; /* the element being read */
	struct json_split_elem cur;
	struct sbuf name; /* the member name being read */
	struct sbuf skel; /* the root object without the array's elements */
};

/* Starts a splitter; long_held (or NULL) is the caller's long-line permit
 * (base/long_line.h), taken before an element of LONG_LINE bytes is
 * held. */
void json_split_init(struct json_split *s, const char *key, json_split_fn fn, void *arg, bool *long_held);
void json_split_feed(struct json_split *s, const char *p, size_t n);
/* Whether what was fed is one valid array (key NULL) or one object whose
 * array members are valid (the skeleton's own validity is json_decode's
 * to say), with nothing after it but whitespace. */
bool json_split_end(struct json_split *s);
void json_split_free(struct json_split *s);

#endif
