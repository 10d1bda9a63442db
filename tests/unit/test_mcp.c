/* test_mcp: unit tests for `memgrep mcp`'s pure parts: the stdio reader's
 * lines and its cap (pipeline/mcp/rpc.c), the cursors, and the budget of a
 * page made from memgrep's json (pipeline/mcp/page.c) on documents larger
 * than any budget. The server itself is driven by real MCP clients in
 * tests/mcp/. */
#include "tests/unit/unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/xalloc.h"
#include "pipeline/mcp/page.h"
#include "pipeline/mcp/rpc.h"

/* A reader over a temporary file holding data[0..len). */
static FILE *reader_over(struct rpc_reader *r, const char *data, size_t len)
{
	FILE *f = tmpfile();
	assert_non_null(f);
	assert_int_equal(fwrite(data, 1, len, f), len);
	fflush(f);
	rewind(f);
	rpc_reader_init(r, fileno(f));
	return f;
}

static void assert_line(struct rpc_reader *r, const char *want)
{
	const char *line;
	size_t len;
	assert_int_equal(rpc_read_line(r, &line, &len), RPC_READ_LINE);
	assert_int_equal(len, strlen(want));
	assert_memory_equal(line, want, len);
}

static void test_rpc_lines(void **state)
{
	struct rpc_reader r;
	const char in[] = "{\"a\":1}\n\nbc\r\ntail";
	FILE *f = reader_over(&r, in, sizeof in - 1);
	assert_line(&r, "{\"a\":1}");
	assert_line(&r, "");
	assert_line(&r, "bc\r");
	assert_line(&r, "tail"); /* the last line needs no newline */
	const char *line;
	size_t len;
	assert_int_equal(rpc_read_line(&r, &line, &len), RPC_READ_EOF);
	assert_int_equal(rpc_read_line(&r, &line, &len), RPC_READ_EOF);
	rpc_reader_free(&r);
	fclose(f);
}

/* A line of exactly the cap is read; one byte more is drained, whatever
 * the chunks it spans, and the next line is read as usual. */
static void test_rpc_cap(void **state)
{
	struct sbuf in = {0};
	for (size_t i = 0; i < RPC_LINE_MAX; i++)
		sbuf_addc(&in, 'x');
	sbuf_addc(&in, '\n');
	for (size_t i = 0; i < RPC_LINE_MAX + 1; i++)
		sbuf_addc(&in, 'y');
	sbuf_adds(&in, "\nnext\n");
	for (size_t i = 0; i < 3 * RPC_LINE_MAX; i++)
		sbuf_addc(&in, 'z');
	struct rpc_reader r;
	FILE *f = reader_over(&r, in.data, in.len);
	const char *line;
	size_t len;
	assert_int_equal(rpc_read_line(&r, &line, &len), RPC_READ_LINE);
	assert_int_equal(len, RPC_LINE_MAX);
	assert_int_equal(rpc_read_line(&r, &line, &len), RPC_READ_TOO_LONG);
	assert_line(&r, "next");
	/* A last line over the cap, without a newline, is drained too. */
	assert_int_equal(rpc_read_line(&r, &line, &len), RPC_READ_TOO_LONG);
	assert_int_equal(rpc_read_line(&r, &line, &len), RPC_READ_EOF);
	assert_true(r.cap <= 2 * RPC_LINE_MAX); /* never the whole line held */
	rpc_reader_free(&r);
	fclose(f);
	sbuf_free(&in);
}

static void test_cursor_read(void **state)
{
	struct page_cursor c = {0};
	assert_int_equal(page_cursor_read("o:12", false, &c), 0);
	assert_int_equal(c.offset, 12);
	assert_int_equal(page_cursor_read("m:3:40", true, &c), 0);
	assert_int_equal(c.msg, 3);
	assert_int_equal(c.byte, 40);
	const char *bad_rows[] = {"",	 "o:",	"o:1x", "o:-1", "m:1:2", "o:99999999999999999999999",
				  "O:1", "o: 1"};
	for (size_t i = 0; i < sizeof bad_rows / sizeof *bad_rows; i++)
		assert_int_equal(page_cursor_read(bad_rows[i], false, &c), -1);
	const char *bad_show[] = {"m:3", "m:3:", "m::1", "o:1", "m:1:2:3", "m:1:2x"};
	for (size_t i = 0; i < sizeof bad_show / sizeof *bad_show; i++)
		assert_int_equal(page_cursor_read(bad_show[i], true, &c), -1);
}

static size_t printed_size(const cJSON *r)
{
	char *s = cJSON_PrintUnformatted(r);
	size_t n = strlen(s);
	cJSON_free(s);
	return n;
}

/* A search's json of n sessions, each with m messages of long snippets. */
static char *search_doc(size_t n, size_t m, size_t snippet)
{
	cJSON *d = cJSON_CreateObject();
	cJSON_AddNumberToObject(d, "total", (double)n);
	cJSON *ss = cJSON_AddArrayToObject(d, "sessions");
	/* Escaped characters and a two-byte one, whole (snippet: a multiple
	 * of the pattern's 6 bytes). */
	char *snip = xmalloc(snippet + 1);
	for (size_t i = 0; i < snippet; i++)
		snip[i] = "ab\x01\"\xc3\xa9"[i % 6];
	snip[snippet] = '\0';
	cJSON_AddStringToObject(d, "query", snip); /* said back, cut to fit */
	for (size_t i = 0; i < n; i++) {
		cJSON *s = cJSON_CreateObject();
		char id[64];
		snprintf(id, sizeof id, "%08zx-0000-4000-8000-000000000000", i);
		cJSON_AddStringToObject(s, "session_id", id);
		cJSON_AddStringToObject(s, "source", "x");
		cJSON_AddStringToObject(s, "shown_title", snip);
		cJSON_AddStringToObject(s, "project", snip);
		cJSON_AddStringToObject(s, "last", "2026-01-01T00:00:00Z");
		cJSON_AddStringToObject(s, "resume", snip);
		cJSON_AddNumberToObject(s, "matches", (double)m);
		cJSON *ms = cJSON_AddArrayToObject(s, "messages");
		for (size_t k = 0; k < m; k++) {
			cJSON *msg = cJSON_CreateObject();
			cJSON_AddStringToObject(msg, "type", "user");
			cJSON_AddNumberToObject(msg, "line", (double)k + 1);
			cJSON_AddStringToObject(msg, "snippet", snip);
			cJSON_AddItemToArray(ms, msg);
		}
		cJSON_AddItemToArray(ss, s);
	}
	free(snip);
	char *out = cJSON_PrintUnformatted(d);
	cJSON_Delete(d);
	return out;
}

/* Whatever the document, a page is within its budget (extra counted), and
 * its cursor moves on. */
static void test_page_budget(void **state)
{
	static const size_t sizes[][3] = {{1, 1, 12}, {40, 5, 204}, {50, 20, 2004}, {3, 200, 5004}};
	for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
		char *doc = search_doc(sizes[k][0], sizes[k][1], sizes[k][2]);
		for (size_t budget = PAGE_BUDGET_MIN; budget <= PAGE_BUDGET_MAX; budget += 3001) {
			struct page_in pin = {.budget = budget, .extra = 130};
			cJSON *r = page_make("search", doc, strlen(doc), "memgrep: a note\n", &pin);
			size_t n = printed_size(r);
			if (n + pin.extra > budget)
				fail_msg("doc %zu, budget %zu: %zu bytes", k, budget, n + pin.extra);
			cJSON *sc = cJSON_GetObjectItem(r, "structuredContent");
			assert_non_null(sc);
			assert_true(cJSON_GetArraySize(cJSON_GetObjectItem(sc, "sessions")) >= 1);
			const char *cur = cJSON_GetStringValue(cJSON_GetObjectItem(sc, "nextCursor"));
			if (cur) {
				struct page_cursor c;
				assert_int_equal(page_cursor_read(cur, false, &c), 0);
				assert_true(c.offset >= 1);
			}
			cJSON_Delete(r);
		}
		cJSON_free(doc);
	}
}

/* show: a session whose header is all escapes and whose one message is
 * 100 KB, read page by page at each budget: every page within it, and the
 * pages joined give the message back. */
static void test_page_show(void **state)
{
	struct sbuf text = {0}, head = {0};
	for (size_t i = 0; text.len < 100000; i++)
		sbuf_adds(&text, i % 7 ? "word \xc3\xa9\x01 " : "\"quoted\"\n");
	for (size_t i = 0; i < 3000; i++)
		sbuf_addc(&head, '\x02');
	cJSON *d = cJSON_CreateObject();
	cJSON_AddStringToObject(d, "session_id", "0000000a-1111-4222-8333-444444444444");
	cJSON_AddStringToObject(d, "short_id", "0000000");
	cJSON_AddStringToObject(d, "source", "x");
	cJSON_AddStringToObject(d, "shown_title", head.data);
	cJSON_AddStringToObject(d, "project", head.data);
	cJSON_AddStringToObject(d, "resume", head.data);
	cJSON *ms = cJSON_AddArrayToObject(d, "messages");
	cJSON *m = cJSON_CreateObject();
	cJSON_AddStringToObject(m, "type", "assistant");
	cJSON_AddNumberToObject(m, "line", 2);
	cJSON_AddStringToObject(m, "text", text.data);
	cJSON_AddItemToArray(ms, m);
	char *doc = cJSON_PrintUnformatted(d);
	for (size_t budget = PAGE_BUDGET_MIN; budget <= PAGE_BUDGET_MAX; budget *= 4) {
		struct sbuf got = {0};
		struct page_in pin = {.budget = budget, .extra = 130};
		for (size_t pages = 0;; pages++) {
			/* Each page carries at least an eighth of what it may. */
			assert_true(pages <= 8 * 12 * text.len / budget);
			cJSON *r = page_make("show", doc, strlen(doc), "", &pin);
			if (printed_size(r) + pin.extra > budget)
				fail_msg("budget %zu: %zu bytes", budget, printed_size(r) + pin.extra);
			cJSON *sc = cJSON_GetObjectItem(r, "structuredContent");
			assert_non_null(sc);
			const cJSON *msg = cJSON_GetArrayItem(cJSON_GetObjectItem(sc, "messages"), 0);
			assert_non_null(msg);
			sbuf_adds(&got, cJSON_GetStringValue(cJSON_GetObjectItem(msg, "text")));
			const char *cur = cJSON_GetStringValue(cJSON_GetObjectItem(sc, "nextCursor"));
			if (!cur) {
				cJSON_Delete(r);
				break;
			}
			assert_int_equal(page_cursor_read(cur, true, &pin.cursor), 0);
			cJSON_Delete(r);
		}
		assert_int_equal(got.len, text.len);
		assert_memory_equal(got.data, text.data, text.len);
		sbuf_free(&got);
	}
	cJSON_free(doc);
	cJSON_Delete(d);
	sbuf_free(&text);
	sbuf_free(&head);
}

const struct CMUnitTest mcp_tests[] = {
    cmocka_unit_test(test_page_show),	cmocka_unit_test(test_rpc_lines),   cmocka_unit_test(test_rpc_cap),
    cmocka_unit_test(test_cursor_read), cmocka_unit_test(test_page_budget),
};

const size_t mcp_tests_n = sizeof mcp_tests / sizeof mcp_tests[0];
