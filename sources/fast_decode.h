/* fast_decode: one JSONL line of a line-shaped source straight to its
 * line_view, in one pass over the bytes and without a cJSON tree of the
 * line: what the index needs, since it decodes every line of a file.
 *
 * The result is exactly that of json_decode (base/json_line.h)
 * followed by the source's decoder (source_decode): the same status and,
 * for a line both accept, the same line_view field by field (kind, ids,
 * cwd, timestamp, flags, title, each piece's bytes, order and marks, and
 * the tool inputs as cJSON trees equal to the ones the tree would hold).
 * The line is checked as json_decode checks it (strict RFC 8259, strict
 * UTF-8, nesting limit, a repeated key keeps its last value); only the
 * members a decoder reads are kept, their strings unescaped as cJSON
 * unescapes them after json_decode's rewrites (a lone surrogate or \u0000
 * is U+FFFD).
 *
 * A fast_decoder belongs to one thread at a time. What a line_view it
 * filled points to lives in the fast_decoder and in the line_decoder, until
 * the next call with either of them (or until either is freed). */
#ifndef MEMGREP_FAST_DECODE_H
#define MEMGREP_FAST_DECODE_H

#include <stdbool.h>
#include <stddef.h>

#include "sources/decode.h"
#include "sources/source.h"

struct fast_decoder;

/* A new decoder (never NULL: xalloc aborts); fast_decoder_free accepts
 * NULL. */
struct fast_decoder *fast_decoder_new(void);
void fast_decoder_free(struct fast_decoder *f);

enum fast_status {
	FAST_OK,	/* *lv filled: the tree path gives the same view */
	FAST_MALFORMED, /* the tree path rejects the line too (json_decode
			 * returns NULL or the decoder -1): count it as
			 * malformed */
	FAST_FALLBACK,	/* not decided here: decode the line with json_decode
			 * and source_decode (never for a line of a source
			 * fast_decode_has, except on an internal check) */
};

/* Whether source id has a fast decoder (Claude Code and Codex CLI
 * lines); for any other, fast_decode_line returns FAST_FALLBACK. */
bool fast_decode_has(enum source_id id);

/* Decodes line[0..len) (no newline needed; the bytes are not modified) as
 * a line of source id, with d as the line_decoder the pieces are built in.
 * On FAST_OK *lv is filled; otherwise *lv is unspecified. */
enum fast_status fast_decode_line(struct fast_decoder *f, enum source_id id, struct line_decoder *d,
				  const char *line, size_t len, struct line_view *lv);

#endif
