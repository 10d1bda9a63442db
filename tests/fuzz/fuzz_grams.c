/* fuzz_grams: libFuzzer target for the n-gram block filters of the index
 * (stages/index/grams.c, grams_query.c; issue 32): a filter may only skip.
 * Whenever the real matcher finds a positive group in a text, the filter of
 * a block holding that text must say that the group may match there.
 *
 * The input is one option byte, the query up to the first newline, then
 * the block's texts, separated by NUL bytes:
 *   byte 0: bit 0 -s, bit 1 -w, bit 2 -e, bit 3 --fuzzy 1, bit 4 --fuzzy
 *           2 (without bit 3), bits 5-6 the filter's size: gram_bloom_bytes
 *           (0), 16 times it (1: few false positives, so that a trigram
 *           the query side wrongly asks for shows), an eighth of it (2),
 *           64 times it (3)
 * Every text goes into one gram_set (as the index adds a block's texts),
 * written as one filter; each text is matched on its own (match_text, as
 * a search compiles the query: matcher_new, without the index) and every
 * positive group it hits must be in gram_query_groups of the filter, which
 * must hold no bit of a NOT group. A query refused, or a text that is not
 * valid UTF-8 (the index holds decoded texts, valid UTF-8), ends the input.
 *
 *   make fuzz-grams BUILD=/tmp/bfz FUZZ_SECONDS=600
 *   build/asan/fuzz-replay-grams FILE...   replays inputs (make check)
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/text.h"
#include "base/xalloc.h"
#include "config/config.h"
#include "stages/index/grams.h"
#include "stages/match.h"
#include "tests/fuzz/fuzz.h"

/* The arguments of the search that byte o asks for. */
static void make_args(const char **a, uint8_t o, const char *query)
{
	size_t n = 0;
	a[n++] = "--no-index";
	a[n++] = "--no-prefilter";
	if (o & 1)
		a[n++] = "-s";
	if (o & 2)
		a[n++] = "-w";
	if (o & 4)
		a[n++] = "-e";
	if ((o & 8) && !(o & 4))
		a[n++] = "--fuzzy=1";
	else if ((o & 16) && !(o & 4))
		a[n++] = "--fuzzy=2";
	a[n++] = "--";
	a[n++] = query;
	a[n++] = "x";
	a[n] = NULL;
}

/* The filter's size for n trigrams, as bits 5-6 of o ask. */
static size_t filter_bytes(uint8_t o, size_t n)
{
	size_t b = gram_bloom_bytes(n);
	switch (o >> 5 & 3) {
	case 1:
		return b * 16;
	case 2:
		return b ? b / 64 * 8 + 8 : 0;
	case 3:
		return b * 64;
	default:
		return b;
	}
}

/* Checks every text of texts[0..len) (NUL-separated) against q's verdict
 * on the filter of all of them. */
static void check(const struct config *cfg, struct matcher *m, const struct gram_query *q, uint8_t o,
		  const char *texts, size_t len)
{
	struct gram_set *s = gram_set_new();
	for (size_t i = 0; i <= len;) {
		const char *e = memchr(texts + i, '\0', len - i);
		size_t n = e ? (size_t)(e - texts) - i : len - i;
		gram_set_add(s, texts + i, n);
		i += n + 1;
	}
	size_t nbytes = filter_bytes(o, gram_set_count(s));
	/* An exact-size copy: ASan sees a read past its end. */
	uint8_t *bloom = xmalloc(nbytes ? nbytes : 1);
	gram_bloom_write(s, bloom, nbytes);
	uint64_t may = gram_query_groups(q, bloom, nbytes), all = matcher_positive_mask(m);
	if (q && (may & ~all))
		fuzz_fail("query \"%s\": groups %#llx are not positive", cfg->query_text,
			  (unsigned long long)(may & ~all));
	struct match_scratch *ms = match_scratch_new(m);
	for (size_t i = 0; i <= len;) {
		const char *e = memchr(texts + i, '\0', len - i);
		size_t n = e ? (size_t)(e - texts) - i : len - i;
		char *copy = xmalloc(n ? n : 1);
		memcpy(copy, texts + i, n);
		struct match_result r;
		match_text(ms, copy, n, &r, NULL, NULL);
		free(copy);
		if ((r.pos_mask & may) != r.pos_mask)
			fuzz_fail(
			    "query \"%s\" (option byte %#x): the filter of %zu bytes drops groups %#llx "
			    "that text %.*s hits",
			    cfg->query_text, o, nbytes, (unsigned long long)(r.pos_mask & ~may), (int)n,
			    texts + i);
		i += n + 1;
	}
	match_scratch_free(ms);
	free(bloom);
	gram_set_free(s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	uint8_t o = data[0];
	const char *rest = (const char *)data + 1;
	size_t rlen = size - 1;
	const char *nl = memchr(rest, '\n', rlen);
	size_t qlen = nl ? (size_t)(nl - rest) : rlen;
	const char *texts = nl ? nl + 1 : rest + rlen;
	size_t tlen = nl ? rlen - qlen - 1 : 0;
	if (memchr(rest, '\0', qlen) || !text_valid_utf8(texts, tlen))
		return 0;
	setenv("MEMGREP_INDEX", "off", 1);
	char *query = xstrndup(rest, qlen);
	const char *args[16];
	char *argv[18];
	make_args(args, o, query);
	struct config cfg;
	struct mg_error err = {{0}};
	if (fuzz_config(&cfg, args, argv, &err) == MG_MATCH) {
		struct matcher *m = matcher_new(&cfg, &err);
		if (m) {
			struct match_opts mo;
			match_opts_of(&cfg, cfg.scope, &mo);
			struct gram_query *q = gram_query_new(&mo);
			check(&cfg, m, q, o, texts, tlen);
			gram_query_free(q);
			matcher_free(m);
		}
	}
	config_free(&cfg);
	free(query);
	return 0;
}
