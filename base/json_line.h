/* json_line: strict decoding of one JSONL line into a cJSON tree, per
 * docs/reference.md §2: strict UTF-8 and strict JSON (RFC
 * 8259 grammar: only space, tab, LF, CR as whitespace; no NaN/Infinity; no
 * leading zeros, '+' signs or bare '.'; no raw control characters (< 0x20) in
 * strings; valid escapes only), a top-level object, nothing after it but
 * whitespace. A lone or reversed surrogate escape decodes to U+FFFD (the line
 * is still valid). A repeated key keeps its last value (json_get).
 *
 * Trees are allocated in a per-decoder arena that json_decode resets: a tree
 * lives until the next json_decode on the same decoder or json_decoder_free.
 * A decoder belongs to one thread at a time. json_member_elements finds
 * where the elements of a valid document's array sit, so that each can be
 * decoded (and read again) on its own. json_write_string goes the other
 * way: text to a JSON string literal. */
#ifndef MEMGREP_JSON_LINE_H
#define MEMGREP_JSON_LINE_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>

struct json_decoder;

struct json_decoder *json_decoder_new(void);
void json_decoder_free(struct json_decoder *d);

/* Decodes line[0..len) (no trailing newline needed; the bytes are not
 * modified). Returns the root object, or NULL when the line is malformed. */
cJSON *json_decode(struct json_decoder *d, const char *line, size_t len);

/* The member `key` of object obj, the last one when the key repeats; NULL
 * when obj is not an object or has no such member. */
cJSON *json_get(const cJSON *obj, const char *key);

/* The non-empty string value of obj[key], else NULL. */
const char *json_get_nonempty(const cJSON *obj, const char *key);

/* The text of a number node exactly as written in the line ("1.50", "1e3"). */
const char *json_number_text(const cJSON *num);

/* Where one value sits in a JSON text: bytes [start, start + len). */
struct json_span {
	size_t start, len;
};

/* For doc[0..len), a JSON text that json_decode accepted (an object), the
 * spans of the elements of the array that is the value of its top-level
 * member `key` (the member's raw bytes compared; the last one when it
 * repeats): each span is itself a JSON text json_decode accepts. Writes
 * them to *spans (grown with xgrow; *cap is its capacity) and returns how
 * many; 0 when there is no such array. key NULL: the elements of doc's
 * root, an array (a document not read before: 0 unless the whole of doc
 * is that array, and nothing after it but whitespace). Never reads outside
 * doc. */
size_t json_member_elements(const char *doc, size_t len, const char *key, struct json_span **spans,
			    size_t *cap);

/* Appends s as a JSON string literal: the one JSON string writer of the
 * project (format, memory, the server's own answers). */
struct sbuf;
void json_write_string(struct sbuf *b, const char *s, size_t len);

/* Appends s escaped as inside a JSON string literal, without the quotes.
 * Each byte is escaped alone, so a long text may be written in slices cut
 * anywhere (json_write_string is '"', this, '"'). */
void json_write_escaped(struct sbuf *b, const char *s, size_t len);

#endif
