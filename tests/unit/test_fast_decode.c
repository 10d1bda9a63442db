/* test_fast_decode: sources/fast_decode.c against the tree path
 * (json_decode, then source_decode) on every line it is given: the same
 * status (a line one path rejects, the other rejects too) and, for a line
 * both accept, the same line_view field by field, piece by piece (bytes,
 * order and marks) and tool input by tool input (cJSON trees compared node
 * by node: type, key, string, number text and value, links).
 *
 * The lines: every line of every file under tests/real, tests/e2e/fixtures
 * and tests/golden/edge and of a generated history (gen-history --size 20M
 * --seed 3, from $GEN_HISTORY or build/gen-history; skipped with a note when
 * neither is there), each read as its file's source and as the other
 * source with a fast decoder; hand-written hostile lines (repeated and
 * escaped keys, nesting at the limit, NUL and surrogate escapes, invalid
 * UTF-8, odd numbers, whitespace, what is not one object); and mutations of
 * real lines (cut short, bytes replaced) by a fixed pseudo-random walk. The
 * share of lines that took the fast path is printed. */
#include "tests/unit/unit.h"

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/json_line.h"
#include "base/xalloc.h"
#include "sources/decode.h"
#include "sources/fast_decode.h"
#include "sources/source.h"

struct fdt {
	struct json_decoder *j;
	struct line_decoder *d1, *d2;
	struct fast_decoder *f;
	size_t lines, fast, malformed, fallback, differ;
	/* The lines of Claude Code and Codex session files (*.jsonl) read as
	 * their own source. */
	size_t own_lines, own_fast;
	const char *why; /* the first difference of the last line compared */
};

static int fdt_setup(void **state)
{
	struct fdt *t = calloc(1, sizeof *t);
	t->j = json_decoder_new();
	t->d1 = line_decoder_new();
	t->d2 = line_decoder_new();
	t->f = fast_decoder_new();
	*state = t;
	return 0;
}

static int fdt_teardown(void **state)
{
	struct fdt *t = *state;
	fast_decoder_free(t->f);
	line_decoder_free(t->d1);
	line_decoder_free(t->d2);
	json_decoder_free(t->j);
	free(t);
	return 0;
}

static bool same_str(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/* Whether trees a and b are equal node for node; links are checked within
 * each tree (the first child's prev is the last child, as cJSON links
 * them), not those of the roots, whose siblings the fast path never
 * made. */
static bool same_tree(const cJSON *a, const cJSON *b, int depth)
{
	if (a->type != b->type || !same_str(a->string, b->string) ||
	    !same_str(a->valuestring, b->valuestring) || a->valueint != b->valueint ||
	    memcmp(&a->valuedouble, &b->valuedouble, sizeof(double)) != 0)
		return false;
	if (depth > 2000)
		return false;
	const cJSON *x = a->child, *y = b->child;
	if ((x == NULL) != (y == NULL))
		return false;
	if (x && (x->prev == NULL) != (y->prev == NULL))
		return false;
	for (; x && y; x = x->next, y = y->next) {
		if (!same_tree(x, y, depth + 1))
			return false;
		if (x != a->child && x->prev->next != x)
			return false;
		if (y != b->child && y->prev->next != y)
			return false;
		if (!x->next && (a->child->prev != x || b->child->prev != y))
			return false;
	}
	return !x && !y;
}

static bool same_piece(const struct piece *a, const struct piece *b)
{
	return a->len == b->len && memcmp(a->s, b->s, a->len) == 0 && a->s[a->len] == '\0' &&
	       b->s[b->len] == '\0' && a->order == b->order && a->noise == b->noise &&
	       a->prompt == b->prompt && a->recall_off == b->recall_off;
}

/* The first field where a and b differ, or NULL. */
static const char *view_diff(const struct line_view *a, const struct line_view *b)
{
	if (a->kind != b->kind)
		return "kind";
	if (!same_str(a->session_id, b->session_id))
		return "session_id";
	if (!same_str(a->uuid, b->uuid))
		return "uuid";
	if (!same_str(a->cwd, b->cwd))
		return "cwd";
	if (a->has_ts != b->has_ts || !same_str(a->ts_raw, b->ts_raw))
		return "has_ts/ts_raw";
	if (instant_cmp(a->ts, b->ts) != 0)
		return "ts";
	if (a->noise_line != b->noise_line || a->queue_operation != b->queue_operation ||
	    a->dedup_by_text != b->dedup_by_text)
		return "noise_line/queue_operation/dedup_by_text";
	if (a->echo != b->echo)
		return "echo";
	if (!same_str(a->title, b->title))
		return "title";
	if (a->npieces != b->npieces)
		return "npieces";
	for (size_t i = 0; i < a->npieces; i++)
		if (!same_piece(&a->pieces[i], &b->pieces[i]))
			return "piece";
	if (a->ntool_inputs != b->ntool_inputs)
		return "ntool_inputs";
	for (size_t i = 0; i < a->ntool_inputs; i++)
		if (!same_tree(a->tool_inputs[i], b->tool_inputs[i], 0))
			return "tool input";
	if (a->nlinks != b->nlinks)
		return "nlinks";
	for (size_t i = 0; i < a->nlinks; i++) {
		const struct tool_link *x = &a->links[i], *y = &b->links[i];
		if (!same_str(x->id, y->id) || x->result != y->result || !same_str(x->name, y->name) ||
		    !same_str(x->skill, y->skill) || x->failed != y->failed || !same_str(x->out, y->out) ||
		    !x->input != !y->input || (x->input && !same_tree(x->input, y->input, 0)))
			return "tool link";
	}
	return NULL;
}

/* Decodes line[0..len) as a line of source id both ways; returns whether
 * they agree (t->why says where not) and counts the fast path's status. */
static bool agree(struct fdt *t, enum source_id id, const char *line, size_t len)
{
	struct line_view a, b;
	cJSON *root = json_decode(t->j, line, len);
	int ra = root ? source_decode(id, t->d1, root, &a) : -1;
	enum fast_status st = fast_decode_line(t->f, id, t->d2, line, len, &b);
	t->lines++;
	t->why = NULL;
	switch (st) {
	case FAST_OK:
		t->fast++;
		t->why = ra != 0 ? "fast path accepts, tree path rejects" : view_diff(&a, &b);
		break;
	case FAST_MALFORMED:
		t->malformed++;
		if (ra == 0)
			t->why = "fast path rejects, tree path accepts";
		break;
	default:
		t->fallback++;
		break;
	}
	t->differ += t->why != NULL;
	return t->why == NULL;
}

static void report(struct fdt *t, const char *line, size_t len)
{
	if (t->differ <= 5)
		print_message("differ (%s): %.*s\n", t->why, (int)(len > 400 ? 400 : len), line);
}

/* agree for a line that is a C string. */
static void check(struct fdt *t, enum source_id id, const char *line)
{
	if (!agree(t, id, line, strlen(line)))
		fail_msg("%s differs (%s): %s", source_table[id].name, t->why, line);
}

/* Every line of text s[0..n), of a file of source id, as each source with
 * a fast decoder; own: the file is a session file (*.jsonl), whose lines
 * read as its own source count in t->own_*. */
static void check_text(struct fdt *t, enum source_id id, bool own, const char *s, size_t n)
{
	static const enum source_id fast[] = {SOURCE_CLAUDE, SOURCE_CODEX};
	for (const char *p = s, *end = s + n; p < end;) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
		for (size_t k = 0; k < sizeof fast / sizeof fast[0]; k++) {
			size_t before = t->fast;
			if (!agree(t, fast[k], p, len))
				report(t, p, len);
			if (own && fast[k] == id) {
				t->own_lines++;
				t->own_fast += t->fast > before;
			}
		}
		p += len + 1;
	}
}

static char *read_all(const char *path, size_t *n)
{
	FILE *fp = fopen(path, "rb");
	if (!fp)
		return NULL;
	struct sbuf b = {0};
	char buf[1 << 15];
	size_t k;
	while ((k = fread(buf, 1, sizeof buf, fp)) > 0)
		sbuf_add(&b, buf, k);
	fclose(fp);
	*n = b.len;
	return b.data ? b.data : xstrdup("");
}

/* The source of a file as a scan tells it: its first valid line's. */
static enum source_id file_source(struct fdt *t, const char *s, size_t n)
{
	for (const char *p = s, *end = s + n; p < end;) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
		cJSON *root = json_decode(t->j, p, len);
		if (root)
			return source_detect(root);
		p += len + 1;
	}
	return source_fallback();
}

/* check_text on every regular file below dir (links not followed);
 * returns how many files. */
static size_t check_tree(struct fdt *t, const char *dir)
{
	DIR *d = opendir(dir);
	size_t files = 0;
	if (!d)
		return 0;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		struct sbuf path = {0};
		sbuf_printf(&path, "%s/%s", dir, e->d_name);
		struct stat st;
		if (lstat(path.data, &st) == 0 && S_ISDIR(st.st_mode)) {
			files += check_tree(t, path.data);
		} else if (S_ISREG(st.st_mode)) {
			size_t n;
			char *s = read_all(path.data, &n);
			if (s) {
				size_t nl = strlen(e->d_name);
				bool own = nl > 6 && strcmp(e->d_name + nl - 6, ".jsonl") == 0;
				check_text(t, file_source(t, s, n), own, s, n);
				files++;
			}
			free(s);
		}
		sbuf_free(&path);
	}
	closedir(d);
	return files;
}

static double share(size_t part, size_t whole)
{
	return whole ? 100.0 * (double)part / (double)whole : 0.0;
}

static void print_share(struct fdt *t, const char *what, size_t files)
{
	print_message("fast_decode: %s", what);
	if (files)
		print_message(": %zu files", files);
	print_message(": %zu decodings: fast %zu (%.2f%%), malformed %zu, fallback %zu, differ %zu", t->lines,
		      t->fast, share(t->fast, t->lines), t->malformed, t->fallback, t->differ);
	if (t->own_lines)
		print_message("; lines of *.jsonl files as their own source: %zu, fast %zu (%.2f%%)",
			      t->own_lines, t->own_fast, share(t->own_fast, t->own_lines));
	print_message("\n");
}

/* The tool links of calls and results, as decode_claude.c and
 * decode_codex.c make them (tests/unit/test_decode.c has the same lines). */
static void test_links(void **state)
{
	struct fdt *t = *state;
	check(t, SOURCE_CLAUDE,
	      "{\"type\":\"assistant\",\"message\":{\"content\":[{\"type\":\"text\",\"text\":\"x\"},{"
	      "\"type\":\"tool_use\",\"id\":\"toolu_1\",\"name\":\"Bash\",\"input\":{\"command\":\"memgrep "
	      "foo\"}},{\"type\":\"tool_use\",\"id\":\"toolu_2\",\"name\":\"Skill\",\"input\":{\"skill\":"
	      "\"memgrep\"}}]}}");
	check(t, SOURCE_CLAUDE,
	      "{\"type\":\"user\",\"message\":{\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":"
	      "\"toolu_1\",\"is_error\":true,\"content\":\"Exit code 1\\nNo results\"}]}}");
	check(t, SOURCE_CLAUDE,
	      "{\"type\":\"user\",\"message\":{\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":"
	      "\"toolu_2\",\"content\":\"Launching skill: "
	      "memgrep\"},{\"type\":\"tool_result\",\"tool_use_id\":\"toolu_3\",\"content\":[{\"type\":"
	      "\"text\",\"text\":\"  \\n\"},{\"type\":\"text\",\"text\":\"\\n  [1/2] "
	      "abc\"}]},{\"type\":\"tool_result\",\"tool_use_id\":\"toolu_4\",\"content\":[{\"type\":"
	      "\"image\",\"source\":{}}]},{\"type\":\"tool_result\",\"content\":\"\"}]}}");
	check(t, SOURCE_CODEX,
	      "{\"timestamp\":\"2025-09-16T04:48:36.678Z\","
	      "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"name\":\"exec_command\","
	      "\"arguments\":\"{\\\"cmd\\\":\\\"memgrep x\\\"}\",\"call_id\":\"call_a\"}}");
	check(t, SOURCE_CODEX,
	      "{\"timestamp\":\"2025-09-16T04:48:36.678Z\","
	      "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"call_id\":\"call_"
	      "a\",\"output\":\"Chunk ID: 1\\nWall time: 0.0 seconds\\nProcess exited with code 1\\nOriginal "
	      "token count: 9\\nOutput:\\nNo results found for \\\"x\\\"\\n\"}}");
	check(t, SOURCE_CODEX,
	      "{\"timestamp\":\"2025-09-16T04:48:36.678Z\","
	      "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"call_id\":\"call_"
	      "b\",\"output\":\"{\\\"output\\\":\\\"\\\\n hit "
	      "one\\\",\\\"metadata\\\":{\\\"exit_code\\\":0,\\\"duration_seconds\\\":0.1}}\"}}");
	check(t, SOURCE_CODEX,
	      "{\"timestamp\":\"2025-09-16T04:48:36.678Z\","
	      "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"call_id\":\"call_"
	      "c\",\"output\":\"{\\\"output\\\":\\\"\\\",\\\"metadata\\\":{\\\"exit_code\\\":2}}\"}}");
	check(t, SOURCE_CODEX,
	      "{\"timestamp\":\"2025-09-16T04:48:36.678Z\","
	      "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"call_id\":\"call_"
	      "d\",\"output\":\"Exit code: 0\\nWall time: 1 seconds\\nOutput:\\n   \\n\"}}");
	check(t, SOURCE_CODEX,
	      "{\"timestamp\":\"2025-09-16T04:48:36.678Z\","
	      "\"type\":\"response_item\",\"payload\":{\"type\":\"local_shell_call\",\"call_id\":\"call_e\","
	      "\"status\":\"completed\",\"action\":{\"type\":\"exec\",\"command\":[\"memgrep\",\"-l\",\"x\"]}"
	      "}}");
	check(t, SOURCE_CODEX,
	      "{\"timestamp\":\"2025-09-16T04:48:36.678Z\","
	      "\"type\":\"response_item\",\"payload\":{\"type\":\"custom_tool_call\",\"call_id\":\"call_f\","
	      "\"name\":\"apply_patch\",\"input\":\"*** Begin Patch\"}}");
	check(t, SOURCE_CODEX,
	      "{\"timestamp\":\"2025-09-16T04:48:36.678Z\","
	      "\"type\":\"response_item\",\"payload\":{\"type\":\"custom_tool_call_output\",\"call_id\":"
	      "\"call_f\",\"output\":\"Done!\"}}");
	check(t, SOURCE_CODEX,
	      "{\"timestamp\":\"2025-09-16T04:48:36.678Z\","
	      "\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"call_id\":\"call_"
	      "g\",\"output\":[{\"type\":\"input_text\",\"text\":\"x\"}]}}");
}

static void test_fixtures(void **state)
{
	struct fdt *t = *state;
	static const char *const dirs[] = {"real", "e2e/fixtures", "golden/edge", "recorded"};
	size_t files = 0;
	for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
		struct sbuf p = {0};
		sbuf_printf(&p, "%s/%s", unit_tests_dir, dirs[i]);
		files += check_tree(t, p.data);
		sbuf_free(&p);
	}
	print_share(t, "tests/real, e2e/fixtures, golden/edge, recorded", files);
	assert_true(files > 100);
	assert_int_equal(t->differ, 0);
	assert_int_equal(t->fallback, 0);
}

static void test_generated(void **state)
{
	struct fdt *t = *state;
	const char *gen = getenv("GEN_HISTORY");
	if (!gen || !*gen)
		gen = "build/gen-history";
	if (access(gen, X_OK) != 0) {
		print_message("fast_decode: %s not built: the generated corpus is skipped\n", gen);
		return;
	}
	char root[] = "/tmp/memgrep-fast-decode-XXXXXX";
	assert_non_null(mkdtemp(root));
	struct sbuf cmd = {0};
	sbuf_printf(&cmd, "'%s' --out '%s/h' --size 20M --seed 3 >/dev/null", gen, root);
	int rc = system(cmd.data);
	sbuf_free(&cmd);
	size_t files = rc == 0 ? check_tree(t, root) : 0;
	unit_rm_tree(root);
	assert_int_equal(rc, 0);
	print_share(t, "gen-history --size 20M --seed 3", files);
	assert_true(files > 10);
	assert_int_equal(t->differ, 0);
	assert_int_equal(t->fallback, 0);
	/* Most lines take the fast path: only malformed ones do not. */
	assert_true(t->own_fast * 100 >= t->own_lines * 90);
}

/* ---- hostile lines ---- */

#define U "\"type\":\"user\",\"timestamp\":\"2025-01-02T03:04:05Z\",\"sessionId\":\"s1\",\"uuid\":\"u1\""
#define A "\"type\":\"assistant\",\"timestamp\":\"2025-01-02T03:04:05Z\",\"sessionId\":\"s1\",\"uuid\":\"u2\""

static const char *const claude_lines[] = {
    "{" U ",\"message\":{\"role\":\"user\",\"content\":\"hello\"}}",
    "{" U ",\"message\":{\"content\":\"a\"},\"message\":{\"content\":\"b\"}}",
    "{" U ",\"message\":{\"content\":\"a\"},\"message\":7}",
    "{" U ",\"message\":{\"content\":\"a\",\"content\":[{\"type\":\"text\",\"text\":\"b\"}]}}",
    "{" U ",\"message\":{\"content\":[{\"type\":\"text\",\"text\":\"b\"}],\"content\":null}}",
    "{\"type\":\"assistant\"," U ",\"message\":{\"content\":\"x\"}}",
    "{" U ",\"type\":\"assistant\",\"type\":7,\"message\":{\"content\":\"x\"}}",
    "{" U ",\"typ\\u0065\":\"summary\",\"summary\":\"s\"}",
    "{\"\\u0074\\u0079\\u0070\\u0065\":\"ai-title\",\"aiTitle\":\"t\",\"aiTitle\":\"u\"}",
    "{\"typ\\u0000\":\"summary\",\"summary\":\"s\"}",
    "{\"type\":\"us\\u0065r\",\"message\":{\"content\":\"x\"}}",
    "{\"type\":\"user\\u0000\",\"message\":{\"content\":\"x\"}}",
    "{" U
    ",\"message\":{\"content\":\"a\\u0000b\\ud800c\\udc00d\\ud83d\\ude00e\\ud800\\u0041f\\udc00\\ud800\"}}",
    "{" U ",\"message\":{\"content\":\"\\ud800\\ud800\\udc00\\\\ud800\\/\\b\\f\\n\\r\\t\\\"\"}}",
    "{" U
    ",\"message\":{\"content\":\"\\u00e9\\u20ac\\uFFFF\\uD834\\uDD1E\\u0041\\u007f\\u0080\\u07ff\\u0800\"}}",
    "{" U ",\"message\":{\"content\":\"caf\xc3\xa9 \xe4\xb8\xad\xe6\x96\x87 \xf0\x9f\x98\x80\"}}",
    "{" U ",\"message\":{\"content\":\"bad \xc0\x80\"}}",
    "{" U ",\"message\":{\"content\":\"bad \xed\xa0\x80\"}}",
    "{" U ",\"message\":{\"content\":\"bad \xf4\x90\x80\x80\"}}",
    "{" U ",\"message\":{\"content\":\"bad \xe2\x82\"}}",
    "{" U ",\"message\":{\"content\":\"bad \x80\"}}",
    "{" U ",\"message\":{\"content\":\"bom \xef\xbb\xbf\"}}",
    "\xef\xbb\xbf{" U ",\"message\":{\"content\":\"x\"}}",
    "{" U ",\"message\":{\"content\":\"tab\tin string\"}}",
    "{" U ",\"message\":{\"content\":\"bad \\x escape\"}}",
    "{" U ",\"message\":{\"content\":\"bad \\u12G4\"}}",
    "{" U ",\"message\":{\"content\":\"cut \\u12\"}}",
    "{" U ",\"message\":{\"content\":\"cut \\",
    "{" U ",\"message\":{\"content\":\"x\"}",
    "{" U ",\"message\":{\"content\":\"x\"}} x",
    "{" U ",\"message\":{\"content\":\"x\"}}}",
    "{" U ",\"message\":{\"content\":\"x\"}},",
    " \t\r\n{ \"type\" : \"user\" , \"message\" :\t{\r\"content\"\n:\"x\" } } \t\r\n",
    "{\"type\":\"user\",\x0b\"message\":{\"content\":\"x\"}}",
    "{\"type\":\"user\",\x0c\"message\":{\"content\":\"x\"}}",
    "{\"type\":\"user\",\xc2\xa0\"message\":{\"content\":\"x\"}}",
    "[]",
    "[{\"type\":\"user\"}]",
    "\"x\"",
    "1",
    "null",
    "",
    "   ",
    "{}",
    "{} {}",
    "{\"a\":1,}",
    "{\"a\" 1}",
    "{\"a\":01}",
    "{\"a\":-}",
    "{\"a\":1.}",
    "{\"a\":.5}",
    "{\"a\":+1}",
    "{\"a\":1e}",
    "{\"a\":NaN}",
    "{\"a\":tru}",
    "{\"a\":nul}",
    "{\"a\":falsey}",
    "{'a':1}",
    "{a:1}",
    "{" U ",\"message\":{\"content\":[]}}",
    "{" U ",\"message\":{\"content\":{}}}",
    "{" U ",\"message\":{\"content\":7}}",
    "{" U ",\"message\":[]}",
    "{" U ",\"message\":\"x\"}",
    "{" U "}",
    "{\"type\":\"user\",\"timestamp\":\"yesterday\",\"message\":{\"content\":\"x\"}}",
    "{\"type\":\"user\",\"timestamp\":null,\"message\":{\"content\":\"x\"}}",
    "{\"type\":\"user\",\"timestamp\":\"2025-01-02\",\"timestamp\":\"bad\",\"message\":{\"content\":\"x\"}}",
    "{\"type\":\"user\",\"timestamp\":\"bad\",\"timestamp\":\"2025-01-02T03:04:05.123456789+02:00\","
    "\"message\":{\"content\":\"x\"}}",
    "{\"type\":\"progress\",\"timestamp\":\"bad\",\"sessionId\":\"\",\"uuid\":7,\"cwd\":\"/x\"}",
    "{\"type\":\"queue-operation\",\"operation\":\"enqueue\",\"content\":\"x\"}",
    "{\"type\":\"queue-operation\",\"type\":\"x\"}",
    "{" U ",\"isMeta\":true,\"message\":{\"content\":\"x\"}}",
    "{" U ",\"isMeta\":true,\"isMeta\":false,\"message\":{\"content\":\"x\"}}",
    "{" U ",\"isMeta\":\"true\",\"isCompactSummary\":1,\"message\":{\"content\":\"x\"}}",
    "{" A ",\"isCompactSummary\":true,\"message\":{\"content\":\"x\"}}",
    "{" U ",\"message\":{\"content\":\"<command-name>/clear</command-name>\"}}",
    "{" U ",\"message\":{\"content\":\"  \\n<system-reminder>x</system-reminder>\"}}",
    "{" A
    ",\"message\":{\"content\":[{\"type\":\"thinking\",\"thinking\":\"hm\"},{\"type\":\"text\",\"text\":"
    "\"a\",\"text\":\"b\"},7,\"s\",null,[],{\"type\":\"image\",\"source\":{}},{\"text\":\"no type\"},"
    "{\"type\":7,\"text\":\"x\"},{\"type\":\"text\"},{\"type\":\"text\",\"text\":5}]}}",
    "{" A ",\"message\":{\"content\":[{\"type\":\"tool_use\",\"name\":\"Bash\",\"input\":{\"command\":\"ls\","
    "\"n\":[1,-0,1.50,1e3,1E+400,-1e-400,2147483648,-2147483649,0.1,12345678901234567890123456789012345678901"
    "234567890123456789012345678901234567890],\"b\":[true,false,null,{},[],\"\"],\"k\":{\"k\":1,\"k\":2}}}]}"
    "}",
    "{" A
    ",\"message\":{\"content\":[{\"type\":\"tool_use\",\"name\":\"A\"},{\"type\":\"tool_use\",\"input\":"
    "\"s\\u0000\\ud800\"},{\"type\":\"tool_use\",\"name\":7,\"input\":12.5e-1},{\"type\":\"tool_use\","
    "\"input\":[1,[2,[3]]],\"name\":\"B\"},{\"type\":\"tool_use\",\"input\":null,\"input\":{\"file_path\":"
    "\"/a\"}},{\"type\":\"tool_use\",\"input\":true}]}}",
    "{" A ",\"message\":{\"content\":[{\"type\":\"tool_use\",\"name\":\"A\",\"input\":{\"command\":\"a\"},"
    "\"type\":\"text\",\"text\":\"t\"}]}}",
    "{" A ",\"message\":{\"content\":[{\"type\":\"tool_use\",\"name\":\"A\",\"input\":{\"\\u0070ath\":"
    "\"/x\",\"path\":\"/y\",\"command\":[\"a\",1]}}]}}",
    "{" A ",\"message\":{\"content\":[{\"type\":\"tool_use\",\"input\":{\"x\":1}}]}}",
    "{" A ",\"message\":{\"content\":[{\"type\":\"tool_use\",\"input\":{\"x\":1}}]}}",
    "{" U
    ",\"message\":{\"content\":[{\"type\":\"tool_result\",\"content\":\"out\"},{\"type\":\"tool_result\","
    "\"content\":[{\"type\":\"text\",\"text\":\"a\"},{\"type\":\"image\"},{\"type\":\"text\",\"text\":7},"
    "\"x\",{\"text\":\"b\",\"type\":\"text\"}]},{\"type\":\"tool_result\",\"content\":{\"text\":\"c\"}},"
    "{\"type\":\"tool_result\"}],\"content\":[{\"type\":\"tool_result\",\"content\":\"last\"}]}}",
    "{" U ",\"toolUseResult\":{\"stdout\":\"x\",\"a\":[1,2,{\"b\":\"\\u00e9\"}]},\"message\":{\"content\":"
    "[{\"type\":\"tool_result\",\"content\":\"<system-reminder>x\"}]}}",
    "{\"type\":\"summary\",\"summary\":\"a summary\",\"leafUuid\":\"x\"}",
    "{\"type\":\"summary\",\"summary\":7}",
    "{\"type\":\"summary\"}",
    "{\"type\":\"ai-title\",\"aiTitle\":\"T\",\"sessionId\":\"s\"}",
    "{\"type\":\"custom-title\",\"customTitle\":\"C\",\"customTitle\":\"D\"}",
    "{\"type\":\"custom-title\",\"customTitle\":null}",
    "{\"type\":\"custom-title\",\"aiTitle\":\"x\"}",
    "{\"type\":7}",
    "{\"type\":null,\"message\":{\"content\":\"x\"}}",
    "{\"message\":{\"content\":\"x\"}}",
};

static const char *const codex_lines[] = {
    "{\"timestamp\":\"2025-04-01T10:00:00.000Z\",\"type\":\"session_meta\",\"payload\":{\"id\":\"c1\","
    "\"cwd\":\"/w\",\"instructions\":\"x\",\"git\":{\"a\":1}}}",
    "{\"type\":\"session_meta\",\"payload\":{\"id\":\"\",\"cwd\":7}}",
    "{\"type\":\"session_meta\",\"payload\":[]}",
    "{\"type\":\"session_meta\",\"payload\":{\"id\":\"a\"},\"payload\":{\"cwd\":\"/b\"}}",
    "{\"timestamp\":\"2025-04-01T10:00:01Z\",\"type\":\"response_item\",\"payload\":{\"type\":\"message\","
    "\"role\":\"user\",\"content\":[{\"type\":\"input_text\",\"text\":\"hi\"},{\"type\":\"output_text\","
    "\"text\":\"<environment_context>x\"},{\"type\":\"input_image\",\"text\":\"no\"},7,{\"text\":\"t\"}]}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":\"assistant\",\"content\":{}}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":\"system\",\"content\":7}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":\"user\"}}",
    "{\"type\":\"response_item\",\"payload\":7}",
    "{\"type\":\"response_item\"}",
    "{\"timestamp\":\"bad\",\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":\"user\","
    "\"content\":[]}}",
    "{\"timestamp\":\"bad\",\"type\":\"response_item\",\"payload\":{\"type\":\"other\"}}",
    "{\"timestamp\":7,\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"output\":"
    "\"x\"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"name\":\"shell\",\"arguments\":"
    "\"{\\\"command\\\":[\\\"bash\\\",\\\"-lc\\\",\\\"ls\\\"],\\\"timeout\\\":1.50,\\\"n\\\":-0}\"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"name\":\"shell\",\"arguments\":"
    "\"not json\"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"arguments\":\"[1,2]\"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"arguments\":\" {} \"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"arguments\":\"{} x\"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"arguments\":\"{\\\"a\\\":\\\""
    "\\\\ud800\\\\u0000\\\"}\"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"arguments\":\"{\\\"a\\\":\\\""
    "\\u0001\\\"}\"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"arguments\":\"\\u0000\"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"arguments\":{\"path\":\"/x\"}}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"arguments\":7}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"name\":\"n\"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"arguments\":\"{}\","
    "\"arguments\":\"{\\\"b\\\":[true,null]}\"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call_output\",\"output\":7}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"reasoning\",\"summary\":[{\"type\":\"summary_text\","
    "\"text\":\"s\"},5],\"content\":[{\"text\":\"c\"},{\"text\":7}],\"encrypted_content\":\"xyz\"}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"reasoning\",\"summary\":{},\"content\":\"x\"}}",
    "{\"type\":\"event_msg\",\"payload\":{\"type\":\"agent_message\",\"message\":\"m\"}}",
    "{\"timestamp\":7,\"type\":\"event_msg\",\"payload\":{\"type\":\"agent_message\",\"message\":\"m\"}}",
    "{\"type\":\"event_msg\",\"payload\":{\"type\":\"agent_message\",\"message\":[\"m\"]}}",
    "{\"type\":\"event_msg\",\"payload\":{\"message\":\"m\",\"type\":\"agent_message\",\"message\":"
    "\"\\u0000n\"}}",
    "{\"type\":\"event_msg\",\"payload\":{\"type\":\"agent_message\",\"type\":\"user_message\",\"message\":"
    "\"m\"}}",
    "{\"type\":\"event_msg\",\"payload\":[{\"type\":\"agent_message\",\"message\":\"m\"}]}",
    "{\"type\":\"event_msg\",\"payload\":{\"type\":\"agent_message\",\"message\":\"<turn_aborted> x\"}}",
    "{\"type\":\"turn_context\",\"payload\":{\"cwd\":\"/x\"}}",
    "{\"type\":\"response_item\",\"type\":\"event_msg\",\"payload\":{\"type\":\"message\",\"role\":\"user\","
    "\"content\":[]}}",
    "{\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":\"user\",\"role\":\"tool\","
    "\"content\":[]}}",
    "{\"type\":\"respons\\u0065_item\",\"payload\":{\"typ\\u0065\":\"function_call_output\",\"output\":\"o\"}"
    "}",
};

static void test_hostile(void **state)
{
	struct fdt *t = *state;
	for (size_t i = 0; i < sizeof claude_lines / sizeof claude_lines[0]; i++) {
		check(t, SOURCE_CLAUDE, claude_lines[i]);
		check(t, SOURCE_CODEX, claude_lines[i]);
	}
	for (size_t i = 0; i < sizeof codex_lines / sizeof codex_lines[0]; i++) {
		check(t, SOURCE_CODEX, codex_lines[i]);
		check(t, SOURCE_CLAUDE, codex_lines[i]);
	}
	/* A NUL byte in a line and after it. */
	static const char nul[] = "{\"type\":\"user\",\"message\":{\"content\":\"a\0b\"}}";
	static const char after[] = "{\"type\":\"summary\",\"summary\":\"s\"}\0";
	assert_true(agree(t, SOURCE_CLAUDE, nul, sizeof nul - 1));
	assert_true(agree(t, SOURCE_CLAUDE, after, sizeof after - 1));
	assert_int_equal(t->fallback, 0);
}

/* A line whose value at `where` (a printf format with one %s) is n arrays
 * deep. */
static char *nested(const char *where, size_t n, const char *open, const char *close)
{
	struct sbuf in = {0}, out = {0};
	for (size_t i = 0; i < n; i++)
		sbuf_adds(&in, open);
	sbuf_adds(&in, "1");
	for (size_t i = 0; i < n; i++)
		sbuf_adds(&in, close);
	sbuf_printf(&out, where, in.data);
	sbuf_free(&in);
	return out.data;
}

static void test_depth(void **state)
{
	struct fdt *t = *state;
	/* The value at each place sits inside this many containers. */
	static const struct {
		const char *where;
		size_t outside;
		enum source_id id;
	} places[] = {
	    {"{\"type\":\"user\",\"x\":%s,\"message\":{\"content\":\"x\"}}", 1, SOURCE_CLAUDE},
	    {"{\"type\":\"user\",\"message\":{\"content\":[%s]}}", 3, SOURCE_CLAUDE},
	    {"{\"type\":\"user\",\"message\":{\"content\":[{\"type\":\"tool_result\",\"content\":[{\"type\":"
	     "\"text\","
	     "\"text\":%s}]}]}}",
	     6, SOURCE_CLAUDE},
	    {"{\"type\":\"assistant\",\"message\":{\"content\":[{\"type\":\"tool_use\",\"input\":{\"a\":%s}}]"
	     "}}",
	     5, SOURCE_CLAUDE},
	    {"{\"type\":\"response_item\",\"payload\":{\"type\":\"reasoning\",\"summary\":[{\"text\":%s}]}}",
	     4, SOURCE_CODEX},
	};
	for (size_t i = 0; i < sizeof places / sizeof places[0]; i++) {
		for (size_t extra = 0; extra < 4; extra++) {
			size_t n = 1000 - places[i].outside + extra - 2;
			for (int k = 0; k < 2; k++) {
				char *line = nested(places[i].where, n, k ? "[" : "{\"k\":", k ? "]" : "}");
				bool ok = agree(t, places[i].id, line, strlen(line));
				free(line);
				if (!ok)
					fail_msg("depth %zu at place %zu differs (%s)", n, i, t->why);
			}
		}
	}
	/* Codex arguments: a JSON text of its own, with its own limit. */
	for (size_t n = 997; n <= 1001; n++) {
		char *args = nested("{\"a\":%s}", n, "[", "]");
		struct sbuf line = {0};
		sbuf_adds(
		    &line,
		    "{\"type\":\"response_item\",\"payload\":{\"type\":\"function_call\",\"arguments\":");
		json_write_string(&line, args, strlen(args));
		sbuf_adds(&line, "}}");
		bool ok = agree(t, SOURCE_CODEX, line.data, line.len);
		sbuf_free(&line);
		free(args);
		if (!ok)
			fail_msg("arguments depth %zu differs (%s)", n, t->why);
	}
	assert_int_equal(t->fallback, 0);
}

/* ---- mutations ---- */

static uint64_t next_rand(uint64_t *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 7;
	*x ^= *x << 17;
	return *x;
}

/* Mutants of line: every prefix of a short line, then bytes replaced,
 * inserted or dropped at random places by replacements that matter to the
 * grammar. */
static void mutate(struct fdt *t, enum source_id id, const char *line, size_t len, uint64_t *rnd)
{
	static const char bytes[] = "\"\\{}[],: \t\x01\x7f\x80\xbf\xc3\xe2\xed\xf0\xff"
				    "0-.eEu/ntf";
	char *buf = xmalloc(len + 2);
	for (size_t cut = 0; cut < len && len < 600; cut++)
		if (!agree(t, id, line, cut))
			report(t, line, cut);
	for (int k = 0; k < 200; k++) {
		size_t at = len ? (size_t)(next_rand(rnd) % len) : 0, n = len;
		char c = bytes[next_rand(rnd) % (sizeof bytes - 1)];
		memcpy(buf, line, len);
		switch (next_rand(rnd) % 3) {
		case 0:
			if (len)
				buf[at] = c;
			break;
		case 1:
			memmove(buf + at + 1, line + at, len - at);
			buf[at] = c;
			n++;
			break;
		default:
			if (len) {
				memmove(buf + at, line + at + 1, len - at - 1);
				n--;
			}
		}
		if (!agree(t, id, buf, n))
			report(t, buf, n);
	}
	free(buf);
}

static void test_mutations(void **state)
{
	struct fdt *t = *state;
	uint64_t rnd = 0x9E3779B97F4A7C15ULL;
	for (size_t i = 0; i < sizeof claude_lines / sizeof claude_lines[0]; i++)
		mutate(t, SOURCE_CLAUDE, claude_lines[i], strlen(claude_lines[i]), &rnd);
	for (size_t i = 0; i < sizeof codex_lines / sizeof codex_lines[0]; i++)
		mutate(t, SOURCE_CODEX, codex_lines[i], strlen(codex_lines[i]), &rnd);
	/* Lines of real transcripts: the first 40 of each source's file. */
	static const char *const files[] = {"real/obra__episodic-memory/medium-conversation.jsonl",
					    "real/DRMacIver__claude-reliability/python-to-rust-port.jsonl"};
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		struct sbuf p = {0};
		sbuf_printf(&p, "%s/%s", unit_tests_dir, files[i]);
		size_t n;
		char *s = read_all(p.data, &n);
		sbuf_free(&p);
		assert_non_null(s);
		const char *q = s, *end = s + n;
		for (int k = 0; k < 40 && q < end; k++) {
			const char *nl = memchr(q, '\n', (size_t)(end - q));
			size_t len = nl ? (size_t)(nl - q) : (size_t)(end - q);
			mutate(t, SOURCE_CLAUDE, q, len, &rnd);
			q += len + 1;
		}
		free(s);
	}
	print_share(t, "mutations", 0);
	assert_int_equal(t->differ, 0);
	assert_int_equal(t->fallback, 0);
}

/* A view stays valid until the next call, and the decoders may be reused
 * across sources. */
static void test_reuse(void **state)
{
	struct fdt *t = *state;
	struct line_view lv;
	const char *a = claude_lines[0], *b = codex_lines[4];
	assert_int_equal(fast_decode_line(t->f, SOURCE_CLAUDE, t->d2, a, strlen(a), &lv), FAST_OK);
	assert_int_equal(lv.npieces, 1);
	assert_string_equal(lv.pieces[0].s, "hello");
	assert_string_equal(lv.session_id, "s1");
	assert_int_equal(fast_decode_line(t->f, SOURCE_CODEX, t->d2, b, strlen(b), &lv), FAST_OK);
	assert_int_equal(lv.kind, LINE_USER);
	assert_int_equal(fast_decode_line(t->f, SOURCE_GEMINI, t->d2, a, strlen(a), &lv), FAST_FALLBACK);
	assert_false(fast_decode_has(SOURCE_GEMINI));
	assert_true(fast_decode_has(SOURCE_CLAUDE) && fast_decode_has(SOURCE_CODEX));
	fast_decoder_free(NULL);
}

const struct CMUnitTest fast_decode_tests[] = {
    cmocka_unit_test_setup_teardown(test_hostile, fdt_setup, fdt_teardown),
    cmocka_unit_test_setup_teardown(test_depth, fdt_setup, fdt_teardown),
    cmocka_unit_test_setup_teardown(test_mutations, fdt_setup, fdt_teardown),
    cmocka_unit_test_setup_teardown(test_reuse, fdt_setup, fdt_teardown),
    cmocka_unit_test_setup_teardown(test_links, fdt_setup, fdt_teardown),
    cmocka_unit_test_setup_teardown(test_fixtures, fdt_setup, fdt_teardown),
    cmocka_unit_test_setup_teardown(test_generated, fdt_setup, fdt_teardown),
};
const size_t fast_decode_tests_n = sizeof fast_decode_tests / sizeof *fast_decode_tests;
