/* fuzz_fast_decode: libFuzzer target that checks sources/fast_decode.c
 * against the tree path (json_decode, then source_decode) on one JSONL
 * line, read as a Claude Code line and as a Codex CLI line: the same status
 * (FAST_FALLBACK is a finding too: it happens only on an internal error),
 * and for a line both accept the same line_view, field by field, piece by
 * piece and tool input by tool input (cJSON trees node by node).
 *
 * The input is the line, up to its first newline; seeds are in
 * tests/fuzz/corpus/fast_decode (the line corpus, tests/fuzz/corpus/line,
 * makes good seeds too). Built by hand (it is not in FUZZ_TARGETS):
 *
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -I. -Ibuild/gen -D_GNU_SOURCE \
 *     -o /tmp/fuzz_fast_decode tests/fuzz/fuzz_fast_decode.c base/[a-z]*.c \
 *     sources/[a-z]*.c -lcjson -lpthread -lm
 *   /tmp/fuzz_fast_decode -max_len=8192 -dict=tests/fuzz/json.dict DIR tests/fuzz/corpus/fast_decode
 *
 * and replayed with gcc the same way, tests/fuzz/replay.c in place of
 * -fsanitize=fuzzer.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "sources/decode.h"
#include "sources/fast_decode.h"
#include "sources/source.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail(const char *what, const char *line, size_t len)
{
	fprintf(stderr, "fuzz_fast_decode: %s: %.*s\n", what, (int)(len > 2000 ? 2000 : len), line);
	abort();
}

static bool same_str(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/* Trees a and b node for node, with cJSON's links within each. */
static bool same_tree(const cJSON *a, const cJSON *b)
{
	if (a->type != b->type || !same_str(a->string, b->string) ||
	    !same_str(a->valuestring, b->valuestring) || a->valueint != b->valueint ||
	    memcmp(&a->valuedouble, &b->valuedouble, sizeof(double)) != 0)
		return false;
	const cJSON *x = a->child, *y = b->child;
	for (; x && y; x = x->next, y = y->next) {
		if (!same_tree(x, y))
			return false;
		if ((x != a->child && x->prev->next != x) || (y != b->child && y->prev->next != y))
			return false;
		if (!x->next && (a->child->prev != x || b->child->prev != y))
			return false;
	}
	return !x && !y;
}

static const char *view_diff(const struct line_view *a, const struct line_view *b)
{
	if (a->kind != b->kind || !same_str(a->session_id, b->session_id) || !same_str(a->uuid, b->uuid) ||
	    !same_str(a->cwd, b->cwd) || !same_str(a->title, b->title) || !same_str(a->leaf, b->leaf))
		return "kind, ids, cwd, title or leaf";
	if (a->has_ts != b->has_ts || !same_str(a->ts_raw, b->ts_raw) || instant_cmp(a->ts, b->ts) != 0)
		return "timestamp";
	if (a->noise_line != b->noise_line || a->queue_operation != b->queue_operation ||
	    a->dedup_by_text != b->dedup_by_text || a->echo != b->echo)
		return "flags";
	if (a->npieces != b->npieces)
		return "npieces";
	for (size_t i = 0; i < a->npieces; i++) {
		const struct piece *p = &a->pieces[i], *q = &b->pieces[i];
		if (p->len != q->len || memcmp(p->s, q->s, p->len) != 0 || p->order != q->order ||
		    p->noise != q->noise || p->prompt != q->prompt || p->recall_off != q->recall_off)
			return "piece";
	}
	if (a->ntool_inputs != b->ntool_inputs)
		return "ntool_inputs";
	for (size_t i = 0; i < a->ntool_inputs; i++)
		if (!same_tree(a->tool_inputs[i], b->tool_inputs[i]))
			return "tool input";
	if (a->nlinks != b->nlinks)
		return "nlinks";
	for (size_t i = 0; i < a->nlinks; i++) {
		const struct tool_link *x = &a->links[i], *y = &b->links[i];
		if (!same_str(x->id, y->id) || x->result != y->result || !same_str(x->name, y->name) ||
		    !same_str(x->skill, y->skill) || x->failed != y->failed || !same_str(x->out, y->out) ||
		    !x->input != !y->input || (x->input && !same_tree(x->input, y->input)))
			return "tool link";
	}
	return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct json_decoder *j;
	static struct line_decoder *d1, *d2;
	static struct fast_decoder *f;
	if (!j) {
		j = json_decoder_new();
		d1 = line_decoder_new();
		d2 = line_decoder_new();
		f = fast_decoder_new();
	}
	const char *line = (const char *)data;
	const char *nl = memchr(line, '\n', size);
	size_t len = nl ? (size_t)(nl - line) : size;
	static const enum source_id ids[] = {SOURCE_CLAUDE, SOURCE_CODEX};
	for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
		struct line_view a, b;
		cJSON *root = json_decode(j, line, len);
		int ra = root ? source_decode(ids[k], d1, root, &a) : -1;
		enum fast_status st = fast_decode_line(f, ids[k], d2, line, len, &b);
		if (st == FAST_FALLBACK)
			fail("fallback", line, len);
		if ((st == FAST_OK) != (ra == 0))
			fail(st == FAST_OK ? "fast accepts, tree rejects" : "fast rejects, tree accepts",
			     line, len);
		const char *why = st == FAST_OK ? view_diff(&a, &b) : NULL;
		if (why)
			fail(why, line, len);
	}
	return 0;
}
