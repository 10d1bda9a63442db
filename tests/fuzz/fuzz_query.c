/* fuzz_query: libFuzzer target for the query parser (config/query.c) and
 * what a parsed query feeds: config_parse, matcher_new (the match database
 * and the raw-byte prefilter) and match_text.
 *
 * The input up to its first NUL is a query. It is parsed with -e on and off
 * and folding on and off; each query that parses goes through config_parse
 * (as main gets it: memgrep [-e] [-s -w] -- QUERY x) and matcher_new, and a
 * matcher that compiles scans a fixed text, and the bytes after the first
 * NUL when they are valid UTF-8. Checked on the way: the parsed query's
 * invariants, that a literal query always compiles, the hit spans, and the
 * prefilter's promise: a JSON line that holds the text, escaped as any JSON
 * writer may escape it, hits at least every group match finds in the text.
 *
 *   make fuzz BUILD=/tmp/bfz FUZZ_SECONDS=60    builds $(BUILD)/fuzz/fuzz_query and runs it
 *   /tmp/bfz/fuzz/fuzz_query -max_len=256 DIR tests/fuzz/corpus/query
 *   build/asan/fuzz-replay-query FILE...        replays inputs (make check)
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "config/config.h"
#include "config/query.h"
#include "base/xalloc.h"
#include "stages/output/format.h"
#include "stages/match.h"
#include "stages/prefilter.h"
#include "base/text.h"
#include "tests/fuzz/fuzz.h"
#include "base/json_line.h"

static const char sample[] = "Fix the caf\xC3\xA9_bar-baz \"quoted\" C:\\path\\to\\file | a\tb\xC2\xA0"
			     "c\nd; I'll search memory for it. \xC7\x85 Stra\xC3\x9F"
			     "e \xC4\xB0 \xE2\x84\xAA \xF0\x9F\x98\x80 \xE9\x97\xAE\xE5\x80\x99 </x> & y/z";

/* The three ways of JSON writers: Claude Code (raw UTF-8; only control
 * characters, '"' and '\\' escaped), Python (ASCII only: \uxxxx, surrogate
 * pairs, short escapes), and a writer that escapes every ASCII punctuation
 * character (\u00XX, upper-case hex) and '/' as "\/". */
enum writer { W_CLAUDE, W_PYTHON, W_PUNCT, W_COUNT };

static char short_escape(uint32_t cp)
{
	switch (cp) {
	case '\b':
		return 'b';
	case '\f':
		return 'f';
	case '\n':
		return 'n';
	case '\r':
		return 'r';
	case '\t':
		return 't';
	default:
		return 0;
	}
}

static void json_text(struct sbuf *b, const char *s, size_t len, enum writer w)
{
	if (w == W_CLAUDE) {
		json_write_string(b, s, len);
		return;
	}
	sbuf_addc(b, '"');
	for (size_t i = 0; i < len;) {
		size_t adv;
		uint32_t cp = (uint32_t)text_decode(s + i, len - i, &adv);
		bool alnum = (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
		if (cp == '"' || cp == '\\')
			sbuf_printf(b, w == W_PYTHON ? "\\%c" : "\\u%04X", (int)cp);
		else if (w == W_PYTHON && short_escape(cp))
			sbuf_printf(b, "\\%c", short_escape(cp));
		else if (cp < 0x20)
			sbuf_printf(b, "\\u%04x", cp);
		else if (w == W_PYTHON && cp > 0xFFFF)
			sbuf_printf(b, "\\ud%03x\\ud%03x", 0x800 + ((cp - 0x10000) >> 10),
				    0xC00 + ((cp - 0x10000) & 0x3FF));
		else if (w == W_PYTHON && cp >= 0x80)
			sbuf_printf(b, "\\u%04x", cp);
		else if (w == W_PUNCT && cp == '/')
			sbuf_adds(b, "\\/");
		else if (w == W_PUNCT && cp < 0x80 && !alnum && cp != ' ')
			sbuf_printf(b, "\\u%04X", cp);
		else
			sbuf_add(b, s + i, adv);
		i += adv;
	}
	sbuf_addc(b, '"');
}

/* The prefilter must hit, in a line holding text, every group match_text
 * finds in it (positive and NOT: struct line_hits counts both). */
static void check_prefilter(const struct config *cfg, const struct matcher *m, struct match_scratch *ms,
			    struct prefilter_scratch *ps, const char *text, size_t len)
{
	struct match_result mr;
	match_text(ms, text, len, &mr, NULL, NULL);
	uint64_t want = mr.pos_mask | (cfg->query.npositive < 64 ? mr.neg_mask << cfg->query.npositive : 0);
	struct sbuf line = {0};
	for (int w = 0; w < W_COUNT; w++) {
		sbuf_reset(&line);
		sbuf_adds(&line, "{\"type\":\"user\",\"message\":{\"role\":\"user\",\"content\":");
		json_text(&line, text, len, (enum writer)w);
		sbuf_adds(&line, "}}");
		size_t start = 0;
		struct line_hits h;
		/* An exact-size copy: ASan then sees a read past its end. */
		char *exact = xmalloc(line.len);
		memcpy(exact, line.data, line.len);
		prefilter_scan(ps, exact, line.len, &start, 1, &h);
		free(exact);
		if ((h.groups & want) != want)
			fuzz_fail("prefilter misses groups %#llx of query \"%s\" in line %s",
				  (unsigned long long)(want & ~h.groups), cfg->query_text, line.data);
	}
	sbuf_free(&line);
	(void)m;
}

static void check_query(const struct query *q, bool regex)
{
	if (!q->ngroups || !q->npositive || q->ngroups > 64 || q->npositive > q->ngroups)
		fuzz_fail("query with %zu groups, %zu positive", q->ngroups, q->npositive);
	size_t next = 0;
	for (size_t g = 0; g < q->ngroups; g++) {
		const struct group *gr = &q->groups[g];
		if (gr->negated != (g >= q->npositive) || gr->first != next || !gr->count)
			fuzz_fail("group %zu out of order", g);
		next += gr->count;
		for (size_t k = gr->first; k < gr->first + gr->count; k++) {
			const struct term *t = &q->terms[k];
			if (t->group != g || !t->display || (regex ? !t->regex || !*t->regex : !t->nunits))
				fuzz_fail("term %zu of group %zu is malformed", k, g);
		}
	}
	if (next != q->nterms)
		fuzz_fail("groups hold %zu terms of %zu", next, q->nterms);
}

/* Texts are scanned from exact-size copies: a read past a text's end
 * (Hyperscan's, too) is then an ASan report. */
static char *exact_copy(const char *s, size_t len)
{
	char *c = xmalloc(len ? len : 1);
	memcpy(c, s, len);
	return c;
}

/* Scans text with m: hit spans sorted, inside the text, one per hit. */
static void scan(struct match_scratch *ms, const char *text, size_t len)
{
	struct match_result mr;
	struct hit_span *spans = NULL;
	size_t nspans = 0;
	match_text(ms, text, len, &mr, &spans, &nspans);
	size_t ncp = text_cp_count(text, len);
	if ((mr.first_cp >= 0) != (mr.pos_mask != 0) || nspans != mr.hits)
		fuzz_fail("match_text: first_cp %lld, pos_mask %#llx, %zu spans for %u hits",
			  (long long)mr.first_cp, (unsigned long long)mr.pos_mask, nspans, mr.hits);
	for (size_t i = 0; i < nspans; i++)
		if (spans[i].start > spans[i].end || spans[i].end > ncp ||
		    (i && spans[i].start < spans[i - 1].start))
			fuzz_fail("span %zu [%zu, %zu) of %zu code points", i, spans[i].start, spans[i].end,
				  ncp);
	free(spans);
	match_recall(ms, text, len);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *query = xmalloc(size + 1);
	memcpy(query, data, size);
	query[size] = '\0';
	size_t qlen = strlen(query);
	/* The bytes after the first NUL: a second text to scan. */
	const char *tail = qlen < size ? query + qlen + 1 : NULL;
	size_t tail_len = tail ? size - qlen - 1 : 0;
	if (tail && !text_valid_utf8(tail, tail_len))
		tail = NULL;
	char *text = exact_copy(sample, sizeof sample - 1);
	char *text2 = tail ? exact_copy(tail, tail_len) : NULL;

	static const char *const opts[4][4] = {
	    {NULL}, {"-s", "-w", NULL}, {"-e", NULL}, {"-e", "-s", "-w", NULL}};
	for (int v = 0; v < 4; v++) {
		bool regex = v >= 2, fold = v % 2 == 0;
		struct query q;
		char qerr[512];
		qerr[0] = '\0';
		int rc = query_parse(query, regex, fold, &q, qerr, sizeof qerr);
		if (rc == 0)
			check_query(&q, regex);
		else if (rc != -1 || !qerr[0] || q.nterms || q.ngroups)
			fuzz_fail("query_parse failed with %d and reason '%s'", rc, qerr);
		query_free(&q);
		if (rc != 0)
			continue;

		const char *args[8];
		size_t n = 0;
		for (size_t k = 0; opts[v][k]; k++)
			args[n++] = opts[v][k];
		args[n++] = "--";
		args[n++] = query;
		args[n++] = "x";
		args[n] = NULL;
		char *argv[10];
		struct config cfg;
		struct mg_error err = {{0}};
		if (fuzz_config(&cfg, args, argv, &err) != MG_MATCH) {
			config_free(&cfg);
			continue;
		}
		struct matcher *m = matcher_new(&cfg, &err);
		if (!m) {
			/* A literal query is escaped for Hyperscan: it must
			 * compile. A regular expression may not. */
			if (!regex)
				fuzz_fail("literal query \"%s\" does not compile: %s", query, err.msg);
			config_free(&cfg);
			continue;
		}
		struct match_scratch *ms = match_scratch_new(m);
		scan(ms, text, sizeof sample - 1);
		if (text2)
			scan(ms, text2, tail_len);
		const struct prefilter *pf = matcher_prefilter(m);
		if (pf) {
			struct prefilter_scratch *ps = prefilter_scratch_new(pf);
			check_prefilter(&cfg, m, ms, ps, text, sizeof sample - 1);
			if (text2)
				check_prefilter(&cfg, m, ms, ps, text2, tail_len);
			prefilter_scratch_free(ps);
		}
		match_scratch_free(ms);
		matcher_free(m);
		config_free(&cfg);
	}
	free(text);
	free(text2);
	free(query);
	return 0;
}
