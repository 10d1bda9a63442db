/* redact: the secrets of a printed text replaced by [redacted:KIND]
 * (docs/reference.md §4.6). Matching never sees this stage: it runs on the
 * texts the output stage prints (stages/output/emit.c), its titles and
 * --partial's texts, so a search for a key's prefix still finds the message
 * that holds it, and what is printed shows [redacted:KIND] in its place.
 *
 * One struct redact belongs to one run and one thread: it holds the
 * Hyperscan database of the literals the credential shapes start with
 * (compiled, or loaded from the hs cache, at the first text it is given,
 * so a run that prints no text pays nothing), its scratch, the replacements of the last text and
 * the run's counts per kind. redact_new cannot fail; a database that
 * cannot be compiled or a scan that fails withholds each text whole
 * (redact_failed says so) rather than print it unredacted. */
#ifndef MEMGREP_REDACT_H
#define MEMGREP_REDACT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/xalloc.h"

struct mem_cache;

/* The kinds, in the order their names are listed (docs/reference.md
 * §4.6); where two secrets overlap the lower kind names the whole. */
enum redact_kind {
	RK_ANTHROPIC,
	RK_OPENAI,
	RK_GITHUB,
	RK_GITLAB,
	RK_SLACK,
	RK_STRIPE,
	RK_GOOGLE,
	RK_AWS,
	RK_AZURE,
	RK_TWILIO,
	RK_PRIVATE_KEY,
	RK_JWT,
	RK_PASSWORD,
	RK_TOKEN,
	RK_SECRET,
	REDACT_KIND_COUNT
};

/* "anthropic", …, "private-key", …, "secret". */
const char *redact_kind_name(enum redact_kind k);

/* One secret found: bytes [start, end) of the text, and its kind. */
struct redact_span {
	size_t start, end;
	enum redact_kind kind;
};

struct redact;

/* A redactor for one run; its database goes to, or comes from, the hs
 * cache in cache_dir (NULL: none) and in mem (NULL: none; the caller's,
 * which must outlive it). Freed by redact_free (NULL is fine). */
struct redact *redact_new(const char *cache_dir, struct mem_cache *mem);
void redact_free(struct redact *r);

/* The secrets of text[0..len), sorted by start, none overlapping: valid
 * until the next call on r. Returns how many; counts nothing. */
size_t redact_find(struct redact *r, const char *text, size_t len, const struct redact_span **spans);

/* Writes text[0..len) with each secret replaced by [redacted:KIND] into
 * out (reset first) and counts them, and returns true; returns false, out
 * untouched, when the text holds none (print it as it is). */
bool redact_text(struct redact *r, const char *text, size_t len, struct sbuf *out);

/* A position in code points of the last text redact_text changed, mapped
 * into its redacted text: a start inside a secret to the start of its
 * [redacted:KIND], an end inside one to its end, so that a highlight that
 * overlaps a secret covers the whole replacement and no part of the
 * secret. */
size_t redact_map_start(const struct redact *r, size_t cp);
size_t redact_map_end(const struct redact *r, size_t cp);

/* The secrets replaced so far, per kind, and their sum. */
const uint64_t *redact_counts(const struct redact *r);
uint64_t redact_total(const struct redact *r);

/* Whether texts were withheld (no database, or a scan failed); *why, when
 * not NULL, says why. */
bool redact_failed(const struct redact *r, const char **why);

/* The value test of the password, token and secret assignments
 * (docs/reference.md §4.6): whether value[0..len) looks like a secret,
 * not a placeholder or a word. */
bool redact_high_entropy(const char *value, size_t len);

#endif
