/* fuzz_line: libFuzzer target for one JSONL line: the strict decoder
 * (base/json_line.c), the line decoders of Claude Code, Codex, Gemini
 * CLI and every other source that reads lines (sources/decode_*.c: every
 * line goes through each) and
 * message texts, the recall tests (stages/recall_cutoff.c), the
 * index filter and the match stage on those texts, and the prefilter's
 * looks at the raw bytes (prefilter_scan, prefilter_fields,
 * prefilter_maybe_prompt).
 *
 * The input is the line, up to its first newline; the same bytes are also
 * read as a document whose root is an array (check_root_array), and the
 * whole input as a VS Code chat session, log and document (check_vscode),
 * and as a document fed in chunks to base/json_split, which must find the
 * elements and the validity the whole reading finds (check_split). Besides the sanitizers it
 * checks the promises the pipeline relies on to skip lines without
 * decoding them: message texts are valid UTF-8; every group match finds
 * in a message's text is hit by the raw scan (for lines that do not escape
 * letters, digits or spaces, as no writer does) and, where the query
 * allows it, by prefilter_fields in the fields of the searched kinds; a
 * prompt line is one prefilter_maybe_prompt keeps; a recall event and a
 * title line are flagged by the raw scan. The raw fields (prompts,
 * prefilter_fields) are Claude Code's alone, the title flag every source's
 * with title types; the other checks hold for every decoder.
 *
 *   make fuzz BUILD=/tmp/bfz FUZZ_SECONDS=60    builds $(BUILD)/fuzz/fuzz_line and runs it
 *   /tmp/bfz/fuzz/fuzz_line -dict=tests/fuzz/json.dict DIR tests/fuzz/corpus/line
 *   build/asan/fuzz-replay-line FILE...         replays inputs (make check)
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "config/config.h"
#include "base/xalloc.h"
#include "sources/decode_claude.h"
#include "sources/decode_vscode.h"
#include "sources/source.h"
#include "stages/filter.h"
#include "base/json_line.h"
#include "base/json_lex.h"
#include "base/json_split.h"
#include "stages/match.h"
#include "stages/prefilter.h"
#include "stages/recall_cutoff.h"
#include "base/text.h"
#include "tests/fuzz/fuzz.h"

/* Two queries: every kind searched, folded, with a NOT group and an
 * escaped backslash; and case-sensitive with a '_' wildcard (which turns
 * prefilter_fields off) and a quote. */
static const char *const cfg_args[][8] = {
    {"--tools", "--thinking", "--", "a|\xC3\xA9 the -\"x\\\\y\"", "x", NULL},
    {"-s", "--keep-noise", "--", "A_b|\\\"q \xC3\xA9|\xE2\x84\xAA", "x", NULL},
};
enum { NCFG = sizeof cfg_args / sizeof cfg_args[0] };

struct target {
	struct config cfg;
	struct matcher *m;
	struct match_scratch *ms;
	struct prefilter_scratch *ps;
};

static struct target targets[NCFG];
static struct json_decoder *jd;
static struct line_decoder *cd;
static struct sbuf text;

static void init(void)
{
	for (size_t i = 0; i < NCFG; i++) {
		struct target *t = &targets[i];
		char *argv[10];
		struct mg_error err = {{0}};
		if (fuzz_config(&t->cfg, cfg_args[i], argv, &err) != MG_MATCH)
			fuzz_fail("config %zu: %s", i, err.msg);
		t->m = matcher_new(&t->cfg, &err);
		if (!t->m || !matcher_prefilter(t->m))
			fuzz_fail("matcher %zu: %s", i, err.msg);
		t->ms = match_scratch_new(t->m);
		t->ps = prefilter_scratch_new(matcher_prefilter(t->m));
	}
	jd = json_decoder_new();
	cd = line_decoder_new();
}

static unsigned kind_of(enum msg_type t)
{
	static const unsigned bits[] = {KIND_USER, KIND_ASSISTANT, KIND_SUMMARY, KIND_TOOL, KIND_THINKING};
	return bits[t];
}

/* What the prefilter said of the raw line, for one target. */
struct raw {
	struct line_hits h;
	bool fields;	  /* prefilter_fields could tell */
	uint64_t fgroups; /* and found these groups */
	bool maybe_prompt;
};

/* The checks of one decoder's view of the line (src: its source). */
static void check_view(enum source_id src, const char *line, size_t size, const struct line_view *lv,
		       struct raw *raw)
{
	/* Claude Code alone has raw fields for the prefilter's second look
	 * (prompts); the raw scan serves every source, and flags the title
	 * lines of every source with title types (sources/source.h). */
	bool claude = src == SOURCE_CLAUDE;
	bool plain = !fuzz_escapes_plain(line, size);
	for (size_t k = 0; k < lv->npieces; k++)
		if (!text_valid_utf8(lv->pieces[k].s, lv->pieces[k].len))
			fuzz_fail("%s: piece %zu is not valid UTF-8", source_table[src].name, k);
	if (source_table[src].title_types && (lv->kind == LINE_AI_TITLE || lv->kind == LINE_CUSTOM_TITLE) &&
	    plain && !(raw[0].h.flags & LINE_MAY_TITLE))
		fuzz_fail("%s: a title line the raw scan does not flag", source_table[src].name);
	for (size_t i = 0; i < NCFG; i++) {
		struct target *t = &targets[i];
		bool event = recall_is_event(t->ms, lv), prompt = recall_is_prompt(lv);
		if (claude && prompt && !raw[i].maybe_prompt)
			fuzz_fail("a prompt line prefilter_maybe_prompt drops");
		if (event && plain && !(raw[i].h.flags & LINE_MAY_RECALL))
			fuzz_fail("%s: a recall event the raw scan does not flag", source_table[src].name);
		size_t npos = t->cfg.query.npositive;
		for (int order = 0; order < KO_COUNT; order++) {
			enum msg_type type = decode_msg_type(lv->kind, (enum kind_order)order);
			for (int keep = 0; keep < 2; keep++) {
				if (!decode_message_text(lv, (enum kind_order)order, keep, &text))
					continue;
				if (!text_valid_utf8(text.data, text.len))
					fuzz_fail("%s: message text of kind %d is not valid UTF-8",
						  source_table[src].name, order);
				filter_message(&t->cfg, false, type, text.data, text.len);
				struct match_result mr;
				match_text(t->ms, text.data, text.len, &mr, NULL, NULL);
				uint64_t got = mr.pos_mask | (npos < 64 ? mr.neg_mask << npos : 0);
				if (plain && (got & raw[i].h.groups) != got)
					fuzz_fail("%s, query %zu: the raw scan misses groups %#llx of a %s "
						  "message",
						  source_table[src].name, i,
						  (unsigned long long)(got & ~raw[i].h.groups),
						  msg_type_name(type));
				if (claude && plain && prefilter_fields_ok(matcher_prefilter(t->m)) &&
				    raw[i].fields && (t->cfg.kinds & kind_of(type)) &&
				    (got & raw[i].fgroups) != got)
					fuzz_fail(
					    "query %zu: prefilter_fields misses groups %#llx of a %s message",
					    i, (unsigned long long)(got & ~raw[i].fgroups),
					    msg_type_name(type));
			}
		}
	}
}

/* The line through every line decoder of the registry (Claude Code's,
 * Codex's, Gemini CLI's and the others': each reads any valid JSON line,
 * as a file of its source may hold one; a Cline document's root and
 * messages are decoded as lines are). */
static void check_line(const uint8_t *data, size_t size, struct raw *raw)
{
	const char *line = (const char *)data;
	cJSON *root = json_decode(jd, line, size);
	if (!root)
		return;
	for (size_t k = 0; k < SOURCE_COUNT; k++) {
		struct line_view lv;
		if (source_table[k].decode && source_decode((enum source_id)k, cd, root, &lv) == 0)
			check_view((enum source_id)k, line, size, &lv, raw);
	}
}

/* The line as a document whose root is the array of its messages (Cline's
 * api_conversation_history.json): each element's span lies inside it, and
 * each object among them is a JSON text json_decode accepts, which then
 * goes through the Cline decoder (pipeline/search/scan_document.c). */
struct split_got {
	struct json_split_elem *v;
	size_t n, cap;
};

static void split_keep(void *arg, const struct json_split_elem *e, const char *bytes)
{
	struct split_got *g = arg;
	(void)bytes;
	if (!e) {
		g->n = 0;
		return;
	}
	xgrow((void **)&g->v, &g->cap, g->n + 1, sizeof *g->v);
	g->v[g->n++] = *e;
}

/* The input as a document (its root an array, or an object whose
 * member `messages` is one), split in chunks of 1 to 8 bytes and whole:
 * valid exactly when the whole reading (json_decode, json_member_elements)
 * says so, with the same elements. */
static void check_split(const uint8_t *data, size_t size)
{
	static struct json_span *spans;
	static size_t cap;
	static struct split_got g;
	const char *doc = (const char *)data;
	size_t i = 0;
	while (i < size && strchr(" \t\r\n", doc[i]) && doc[i])
		i++;
	const char *key = i < size && doc[i] == '[' ? NULL : "messages";
	size_t n = json_member_elements(doc, size, key, &spans, &cap);
	bool valid = key ? json_decode(jd, doc, size) != NULL : n > 0;
	if (!key && !n) {
		size_t j = i + 1;
		while (j < size && strchr(" \t\r\n", doc[j]) && doc[j])
			j++;
		valid = j < size && doc[j] == ']' && json_skip_ws(data, size, j + 1) == size;
	}
	size_t steps[] = {1 + (size ? data[size - 1] % 8 : 0), size ? size : 1};
	for (size_t k = 0; k < 2; k++) {
		struct json_split sp;
		g.n = 0;
		json_split_init(&sp, key, split_keep, &g, NULL);
		sp.pos = i; /* offsets from the input's start, as json_member_elements's */
		for (size_t b = 0; b < i; b++)
			sp.line += doc[b] == '\n';
		for (size_t at = i; at < size; at += steps[k])
			json_split_feed(&sp, doc + at, size - at < steps[k] ? size - at : steps[k]);
		bool ok = i < size && json_split_end(&sp);
		if (ok && key)
			ok = json_decode(jd, sp.skel.data, sp.skel.len) != NULL;
		json_split_free(&sp);
		if (ok != valid)
			fuzz_fail("json_split says %s, the whole reading %s (chunks of %zu)",
				  ok ? "valid" : "not", valid ? "valid" : "not", steps[k]);
		if (valid && g.n != n)
			fuzz_fail("json_split found %zu elements, the whole reading %zu", g.n, n);
		for (size_t e = 0; valid && e < n; e++) {
			uint32_t line = 1;
			for (size_t b = 0; b < spans[e].start; b++)
				line += doc[b] == '\n';
			if (g.v[e].start != spans[e].start || g.v[e].len != spans[e].len ||
			    g.v[e].line != line)
				fuzz_fail("element %zu: json_split %zu+%zu line %u, the whole reading "
					  "%zu+%zu line %u",
					  e, (size_t)g.v[e].start, g.v[e].len, g.v[e].line, spans[e].start,
					  spans[e].len, line);
		}
	}
}

static void check_root_array(const uint8_t *data, size_t size)
{
	static struct json_span *spans;
	static size_t cap;
	const char *doc = (const char *)data;
	size_t n = json_member_elements(doc, size, NULL, &spans, &cap);
	for (size_t i = 0; i < n; i++) {
		if (spans[i].start >= size || spans[i].len > size - spans[i].start || spans[i].len == 0)
			fuzz_fail("element %zu at %zu+%zu outside %zu bytes", i, spans[i].start, spans[i].len,
				  size);
		if (doc[spans[i].start] != '{')
			continue;
		cJSON *root = json_decode(jd, doc + spans[i].start, spans[i].len);
		if (!root)
			fuzz_fail("element %zu, an object, is not one json_decode accepts", i);
		struct line_view lv;
		(void)source_decode(SOURCE_CLINE, cd, root, &lv);
	}
}

/* The raw looks of each target at line[0..size). */
static void raw_looks(const char *line, size_t size, struct raw raw[NCFG])
{
	for (size_t i = 0; i < NCFG; i++) {
		struct target *t = &targets[i];
		size_t start = 0;
		prefilter_scan(t->ps, line, size, &start, 1, &raw[i].h);
		raw[i].fields = prefilter_fields(t->ps, &decode_claude_fields, line, size, &raw[i].fgroups);
		raw[i].maybe_prompt = prefilter_maybe_prompt(t->ps, &decode_claude_fields, line, size);
	}
}

/* The whole input as a VS Code chat session, a mutation log (.jsonl,
 * replayed) and a document (.json), rendered into lines
 * (sources/decode_vscode.c): each line goes through the decoders and
 * their checks as a line of a file does. */
static void check_vscode(const uint8_t *data, size_t size)
{
	static const char *const names[] = {"/nonexistent/chatSessions/s.jsonl",
					    "/nonexistent/chatSessions/s.json"};
	struct sbuf out = {0};
	for (size_t n = 0; n < 2; n++) {
		sbuf_reset(&out);
		if (decode_vscode_render_mem(names[n], (const char *)data, size, &out) != 0 || !out.data)
			continue;
		for (char *p = out.data, *nl; (nl = strchr(p, '\n')) != NULL; p = nl + 1) {
			struct raw raw[NCFG];
			raw_looks(p, (size_t)(nl - p), raw);
			check_line((const uint8_t *)p, (size_t)(nl - p), raw);
		}
	}
	sbuf_free(&out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!jd)
		init();
	check_vscode(data, size);
	check_split(data, size); /* a document: newlines and all */
	/* A raw newline ends a JSONL line: what follows is the next line. */
	const uint8_t *nl = memchr(data, '\n', size);
	if (nl)
		size = (size_t)(nl - data);
	struct raw raw[NCFG];
	raw_looks((const char *)data, size, raw);
	check_line(data, size, raw);
	check_root_array(data, size);
	return 0;
}
