/* test_memory: unit tests of markdown memory (docs/reference.md §9): its
 * decoder (sources/decode_markdown.c), its scan (scan_text,
 * pipeline/search/scan_document.c) and its printing (format_lines,
 * stages/output/format.c, through the emitters). Each test builds its config
 * with config_parse on an argv, as main does, compiles the matcher, scans
 * file contents held in strings (through a temporary file, as a search
 * reads them) and prints into an open_memstream buffer: private blocks and
 * files, line numbers, CRLF, invalid UTF-8, category tags and --category,
 * context, and the exact text, tsv, jsonl, json, -l and -c layouts. */
#include "tests/unit/unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/xalloc.h"
#include "config/config.h"
#include "pipeline/search/scan.h"
#include "sources/decode_markdown.h"
#include "sources/source.h"
#include "stages/match.h"
#include "stages/output/format.h"

struct mx {
	struct config cfg;
	struct matcher *m;
	struct match_scratch *s;
};

/* One scanned file as the tests look at it: its printed lines (matches and
 * context) with their labels, as format_lines shows them. */
struct mem_line {
	uint32_t line;
	const char *text;
	size_t len;
	const char *category;
	int64_t first_cp;
	bool context;
};
struct mem_file {
	struct file_res *res;
	bool private_file; /* its decoder skipped it whole */
	uint64_t bytes, lines;
	size_t matches, nout;
	struct mem_line out[64];
};

/* What a test has open, freed by the teardown even when an assertion
 * ends the test early. */
static struct mx *open_mx[8];
static size_t n_mx;
static struct mem_file *open_files[32];
static size_t n_files;
static char *open_strs[32];
static size_t n_strs;

static int mx_teardown(void **state)
{
	while (n_mx) {
		struct mx *t = open_mx[--n_mx];
		/* Set by the test, not by config_parse. */
		t->cfg.source_opts[SOURCE_MEMORY][MARKDOWN_OPT_CATEGORY] = NULL;
		match_scratch_free(t->s);
		matcher_free(t->m);
		config_free(&t->cfg);
		free(t);
	}
	while (n_files) {
		struct mem_file *f = open_files[--n_files];
		file_res_free(f->res);
		free(f);
	}
	while (n_strs)
		free(open_strs[--n_strs]);
	return 0;
}

/* Parses argv (NULL-terminated, options then the query) and compiles it. */
static struct mx *mx_open_argv(const char *const *args)
{
	struct mx *t = calloc(1, sizeof *t);
	assert_true(n_mx < sizeof open_mx / sizeof open_mx[0]);
	open_mx[n_mx++] = t;
	unit_compile(args, &t->cfg, &t->m, &t->s);
	return t;
}

#define MX(...) mx_open_argv((const char *const[]){__VA_ARGS__, NULL})

/* Scans content[0..len) as the memory file `path`, as a search does. */
static struct mem_file *scan_n(struct mx *t, const char *path, const char *content, size_t len)
{
	struct mem_file *f = xcalloc(1, sizeof *f);
	assert_true(n_files < sizeof open_files / sizeof open_files[0]);
	open_files[n_files++] = f;
	FILE *tmp = tmpfile();
	assert_non_null(tmp);
	assert_int_equal(fwrite(content, 1, len, tmp), len);
	fflush(tmp);
	f->res = file_res_new();
	f->res->path = xstrdup(path);
	struct scan_ctx *c = scan_ctx_new(&t->cfg, unit_req(&t->cfg), t->m);
	scan_text(c, fileno(tmp), f->res, SOURCE_MEMORY, 0);
	scan_ctx_free(c);
	fclose(tmp);
	struct text_doc doc = {0};
	decode_markdown(content, len, t->cfg.source_opts[SOURCE_MEMORY], &doc);
	f->private_file = doc.skipped;
	text_doc_free(&doc);
	f->bytes = f->res->stats->bytes;
	f->lines = f->res->stats->lines;
	for (size_t i = 0; i < f->res->recs.n; i++) {
		const struct msg_rec *r = &f->res->recs.v[i];
		bool context = !(r->flags & REC_HIT);
		assert_true(f->nout < sizeof f->out / sizeof f->out[0]);
		f->out[f->nout++] = (struct mem_line){
		    r->line,	     rec_text(r), rec_tlen(r), context ? rec_label(r) : rec_label_match(r),
		    rec_first_cp(r), context};
		f->matches += !context;
	}
	return f;
}

static struct mem_file *scan_path(struct mx *t, const char *path, const char *content)
{
	return scan_n(t, path, content, strlen(content));
}

static struct mem_file *scan(struct mx *t, const char *content)
{
	return scan_path(t, "mem.md", content);
}

static char *keep(char *s)
{
	assert_true(n_strs < sizeof open_strs / sizeof open_strs[0]);
	open_strs[n_strs++] = s;
	return s;
}

/* format_lines of files[0..n) as a string (freed by the teardown). */
static char *print_files(struct mx *t, struct mem_file *const *files, size_t n)
{
	struct file_res *res[8];
	assert_true(n <= 8);
	for (size_t i = 0; i < n; i++)
		res[i] = files[i]->res;
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);
	assert_non_null(out);
	int rc = format_lines(&t->cfg, NULL, res, n, false, out);
	fclose(out);
	keep(buf);
	assert_int_equal(rc, 0);
	return buf;
}

static char *print1(struct mx *t, struct mem_file *f)
{
	return print_files(t, &f, 1);
}

static char *json_of(struct mx *t, struct mem_file *const *files, size_t n)
{
	struct file_res *res[8];
	assert_true(n <= 8);
	for (size_t i = 0; i < n; i++)
		res[i] = files[i]->res;
	struct sbuf b = {0};
	format_lines_json(&t->cfg, NULL, res, n, &b);
	return keep(b.data ? b.data : xstrdup(""));
}

/* The printed line i of f: its number and text. */
#define ASSERT_OUT(f, i, n, txt, ctx)                                                                        \
	do {                                                                                                 \
		assert_true((i) < (f)->nout);                                                                \
		assert_int_equal((f)->out[i].line, n);                                                       \
		assert_string_equal((f)->out[i].text, txt);                                                  \
		assert_int_equal((f)->out[i].len, strlen(txt));                                              \
		assert_int_equal((f)->out[i].context, ctx);                                                  \
	} while (0)

#define ASSERT_ABSENT(hay, needle)                                                                           \
	do {                                                                                                 \
		if (strstr(hay, needle))                                                                     \
			fail_msg("\"%s\" found in output:\n%s", needle, hay);                                \
	} while (0)

/* ---- private blocks ---------------------------------------------------- */

static void test_private_one_line(void **state)
{
	struct mx *t = MX("key");
	struct mem_file *f = scan(t, "key <private>secret</private> done\nother key\n");
	assert_int_equal(f->matches, 2);
	assert_int_equal(f->nout, 2);
	ASSERT_OUT(f, 0, 1, "key  done", false);
	ASSERT_OUT(f, 1, 2, "other key", false);
	assert_int_equal(f->out[0].first_cp, 0);
	assert_int_equal(f->out[1].first_cp, 6);
	assert_int_equal(f->lines, 2);
	assert_int_equal(f->bytes, 45);

	t = MX("secret");
	f = scan(t, "key <private>secret</private> done\n");
	assert_int_equal(f->matches, 0);
	assert_int_equal(f->nout, 0);
	/* The tag itself is not text either. */
	t = MX("private");
	f = scan(t, "key <private>secret</private> done\n<private></private>\n");
	assert_int_equal(f->matches, 0);
}

static void test_private_nested(void **state)
{
	const char *doc = "<private>a1 <private>b1</private> c1</private> d1\nd1 e1\n";
	struct mx *t = MX("d1");
	struct mem_file *f = scan(t, doc);
	assert_int_equal(f->matches, 2);
	ASSERT_OUT(f, 0, 1, " d1", false);
	ASSERT_OUT(f, 1, 2, "d1 e1", false);
	/* c1 is still inside the outer block after the inner one closed. */
	const char *hidden[] = {"a1", "b1", "c1"};
	for (size_t i = 0; i < 3; i++) {
		t = MX(hidden[i]);
		f = scan(t, doc);
		assert_int_equal(f->matches, 0);
	}
	/* Nested over several lines. */
	t = MX("x");
	f = scan(t, "<private>\nx1 <private>\nx2\n</private>\nx3\n</private>\nx4\n");
	assert_int_equal(f->matches, 1);
	ASSERT_OUT(f, 0, 7, "x4", false);
}

static void test_private_unclosed(void **state)
{
	const char *doc = "one two\n<private>two\nthree two\nfour two";
	struct mx *t = MX("two");
	struct mem_file *f = scan(t, doc);
	assert_int_equal(f->matches, 1);
	ASSERT_OUT(f, 0, 1, "one two", false);
	assert_int_equal(f->lines, 4);
	/* Opened inside an unclosed block: a later close leaves depth 1. */
	f = scan(t, "two a\n<private> <private> two </private>\ntwo b\n");
	assert_int_equal(f->matches, 1);
	ASSERT_OUT(f, 0, 1, "two a", false);
	/* An opening tag with attributes but no '>' runs to the end. */
	f = scan(t, "two a\n<private note=x two\ntwo b\n</private>\ntwo c\n");
	assert_int_equal(f->matches, 1);
	ASSERT_OUT(f, 0, 1, "two a", false);
	f = scan(t, "two a <private two\ntwo b\n");
	assert_int_equal(f->matches, 1);
	ASSERT_OUT(f, 0, 1, "two a ", false);
	assert_int_equal(f->lines, 2);
}

static void test_private_stray_close(void **state)
{
	struct mx *t = MX("beta|second");
	struct mem_file *f = scan(t, "alpha </private> beta\nsecond</private>\n</private>\n");
	assert_int_equal(f->matches, 2);
	ASSERT_OUT(f, 0, 1, "alpha  beta", false);
	ASSERT_OUT(f, 1, 2, "second", false);
	/* A stray close does not lower the depth below 0: the next block
	 * still hides. */
	t = MX("gamma");
	f = scan(t, "</private></private><private>gamma</private>gamma2\n");
	assert_int_equal(f->matches, 1);
	ASSERT_OUT(f, 0, 1, "gamma2", false);
}

static void test_private_case_and_attributes(void **state)
{
	struct mx *t = MX("vis");
	struct mem_file *f = scan(t, "vis1 <PRIVATE>h1</Private> vis2\n"
				     "vis3 <PrIvAtE reason=\"keys\" x='1'>h2</pRiVaTe   > vis4\n"
				     "vis5 <private\ttab>h3</private\n> vis6\n"
				     "vis7 <privateer>vis8</privateer>\n"
				     "vis9 < private>vis10\n");
	assert_int_equal(f->matches, 6);
	ASSERT_OUT(f, 0, 1, "vis1  vis2", false);
	ASSERT_OUT(f, 1, 2, "vis3  vis4", false);
	ASSERT_OUT(f, 2, 3, "vis5 ", false);
	/* The close tag spans a newline: both lines stay, the tag is gone. */
	ASSERT_OUT(f, 3, 4, " vis6", false);
	/* Not private tags: another element, and a space after '<'. */
	ASSERT_OUT(f, 4, 5, "vis7 <privateer>vis8</privateer>", false);
	ASSERT_OUT(f, 5, 6, "vis9 < private>vis10", false);
	t = MX("h1|h2|h3");
	f = scan(t, "vis1 <PRIVATE>h1</Private> vis2\n"
		    "vis3 <PrIvAtE reason=\"keys\">h2</pRiVaTe   > vis4\n"
		    "<private\ttab>h3</private>\n");
	assert_int_equal(f->matches, 0);
}

/* Private text never reaches any output, as a match or as context. */
static void test_private_never_printed(void **state)
{
	static const char doc[] = "public alpha\n"
				  "<private>\n"
				  "SECRET1 alpha\n"
				  "</private>\n"
				  "alpha <private>SECRET2</private> tail\n"
				  "<private note=\"x\">SECRET3\n"
				  "alpha</private>\n"
				  "<PRIVATE>SECRET4</PRIVATE>\n"
				  "last alpha\n"
				  "<private>SECRET5 alpha";
	static const char *const secrets[] = {"SECRET", "note=", "private", "PRIVATE"};
	static const char *const formats[][4] = {
	    {"--format", "text"},
	    {"--format", "text", "--full"},
	    {"--format", "tsv"},
	    {"--format", "jsonl"},
	    {"--format", "json"},
	    {"-l"},
	    {"-c"},
	};
	for (size_t k = 0; k < sizeof formats / sizeof formats[0]; k++) {
		const char *args[12];
		size_t na = 0;
		args[na++] = "-A";
		args[na++] = "3";
		args[na++] = "-B";
		args[na++] = "3";
		for (size_t j = 0; j < 4 && formats[k][j]; j++)
			args[na++] = formats[k][j];
		args[na++] = "--";
		args[na++] = "alpha";
		args[na] = NULL;
		struct mx *t = mx_open_argv(args);
		struct mem_file *f = scan(t, doc);
		assert_int_equal(f->matches, 3);
		assert_int_equal(f->lines, 10);
		/* Every line is printed, as match or (empty) context. */
		assert_int_equal(f->nout, 10);
		char *out = print1(t, f);
		char *js = json_of(t, &f, 1);
		for (size_t s = 0; s < sizeof secrets / sizeof secrets[0]; s++) {
			ASSERT_ABSENT(out, secrets[s]);
			ASSERT_ABSENT(js, secrets[s]);
		}
		for (size_t i = 0; i < f->nout; i++)
			for (size_t s = 0; s < sizeof secrets / sizeof secrets[0]; s++)
				ASSERT_ABSENT(f->out[i].text, secrets[s]);
		if (t->cfg.format != FMT_FILES && t->cfg.format != FMT_COUNT) {
			assert_non_null(strstr(out, "public alpha"));
			assert_non_null(strstr(out, "last alpha"));
		}
	}
}

static void test_private_keeps_line_numbers(void **state)
{
	struct mx *t = MX("hit");
	struct mem_file *f =
	    scan(t, "a\n<private>\nx hit\ny hit\n</private>\nhit here\n\n<private>z</private>hit "
		    "again\n");
	assert_int_equal(f->lines, 8);
	assert_int_equal(f->matches, 2);
	ASSERT_OUT(f, 0, 6, "hit here", false);
	ASSERT_OUT(f, 1, 8, "hit again", false);
}

/* ---- private front matter ---------------------------------------------- */

static void test_private_file(void **state)
{
	static const char *const skipped[] = {
	    "---\nprivate: true\n---\nalpha\n",		"---\nprivate: yes\n---\nalpha\n",
	    "---\nPrivate: \"True\"\n---\nalpha\n",	"---\nprivate: 'yes'\n---\nalpha\n",
	    "  PRIVATE :  TRUE  # not shared\nalpha\n", "---\r\nprivate:YES\r\n---\r\nalpha\r\n",
	    "\xEF\xBB\xBFprivate: true\nalpha\n",	"a\nb\nc\nd\nprivate: true\nalpha\n",
	};
	static const char *const kept[] = {
	    "---\nprivate: false\n---\nalpha\n",      "a\nb\nc\nd\ne\nprivate: true\nalpha\n",
	    "---\nprivate: \"true'\n---\nalpha\n",    "---\nprivate: truely\n---\nalpha\n",
	    "---\nprivate: true yes\n---\nalpha\n",   "---\nnot private: true\n---\nalpha\n",
	    "---\nprivate_notes: true\n---\nalpha\n",
	};
	struct mx *t = MX("alpha");
	for (size_t i = 0; i < sizeof skipped / sizeof skipped[0]; i++) {
		struct mem_file *f = scan(t, skipped[i]);
		if (!f->private_file)
			fail_msg("not skipped: \"%s\"", skipped[i]);
		assert_int_equal(f->matches, 0);
		assert_int_equal(f->nout, 0);
		assert_int_equal(f->bytes, strlen(skipped[i]));
		assert_true(f->lines >= 2);
		assert_string_equal(print1(t, f), "");
	}
	for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++) {
		struct mem_file *f = scan(t, kept[i]);
		if (f->private_file)
			fail_msg("skipped: \"%s\"", kept[i]);
		assert_int_equal(f->matches, 1);
	}
	struct mem_file *f = scan(t, "a\nb\nc\nd\nprivate: true\nalpha\n");
	assert_int_equal(f->lines, 6);
}

/* ---- lines -------------------------------------------------------------- */

static void test_crlf(void **state)
{
	struct mx *t = MX("--format", "tsv", "--", "hit");
	struct mem_file *f = scan(t, "hit one\r\nhit two\r\n\r\nhit\r\r\n");
	assert_int_equal(f->lines, 4);
	assert_int_equal(f->matches, 3);
	ASSERT_OUT(f, 0, 1, "hit one", false);
	ASSERT_OUT(f, 1, 2, "hit two", false);
	/* Only one trailing \r is dropped. */
	ASSERT_OUT(f, 2, 4, "hit\r", false);
	assert_string_equal(print1(t, f), "\t\tmemory\thit one\t\tmem.md\t1\t0\tmemory\n"
					  "\t\tmemory\thit two\t\tmem.md\t2\t0\tmemory\n"
					  "\t\tmemory\thit\\r\t\tmem.md\t4\t0\tmemory\n");
}

static void test_invalid_utf8(void **state)
{
	struct mx *t = MX("end");
	static const char doc[] = "hit \xff\xfe end\ncaf\xc3 end\n\xed\xa0\x80 end";
	struct mem_file *f = scan_n(t, "mem.md", doc, sizeof doc - 1);
	assert_int_equal(f->matches, 3);
	ASSERT_OUT(f, 0, 1, "hit \xEF\xBF\xBD\xEF\xBF\xBD end", false);
	ASSERT_OUT(f, 1, 2, "caf\xEF\xBF\xBD end", false);
	ASSERT_OUT(f, 2, 3, "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD end", false);
	/* first_cp counts the replacement characters as one code point each. */
	assert_int_equal(f->out[0].first_cp, 7);
	assert_int_equal(f->bytes, sizeof doc - 1);
	/* A BOM is skipped; bytes count it. */
	f = scan(t, "\xEF\xBB\xBF"
		    "end\n");
	ASSERT_OUT(f, 0, 1, "end", false);
	assert_int_equal(f->out[0].first_cp, 0);
	assert_int_equal(f->bytes, 7);
	assert_int_equal(f->lines, 1);
	/* The private tags are found next to invalid bytes; a stray byte
	 * before a block does not join one after it. */
	f = scan(t, "\xC3<private>x</private>\xA9 end\n");
	ASSERT_OUT(f, 0, 1, "\xEF\xBF\xBD\xEF\xBF\xBD end", false);
}

static void test_empty_and_counts(void **state)
{
	struct mx *t = MX("x");
	struct mem_file *f = scan(t, "");
	assert_int_equal(f->lines, 0);
	assert_int_equal(f->bytes, 0);
	assert_int_equal(f->matches, 0);
	f = scan(t, "\n\n");
	assert_int_equal(f->lines, 2);
	f = scan(t, "a\nx");
	assert_int_equal(f->lines, 2);
	assert_int_equal(f->matches, 1);
	ASSERT_OUT(f, 0, 2, "x", false);
}

/* ---- query -------------------------------------------------------------- */

static void test_and_or_not(void **state)
{
	struct mx *t = MX("alpha|beta gamma -delta|epsilon");
	struct mem_file *f = scan(t, "alpha gamma\n"
				     "BETA and Gamma\n"
				     "alpha only\n"
				     "alpha gamma delta\n"
				     "gamma\n"
				     "beta gamma epsilon\n"
				     "gamma, then alpha\n");
	assert_int_equal(f->matches, 3);
	assert_int_equal(f->nout, 3);
	ASSERT_OUT(f, 0, 1, "alpha gamma", false);
	ASSERT_OUT(f, 1, 2, "BETA and Gamma", false);
	ASSERT_OUT(f, 2, 7, "gamma, then alpha", false);
	assert_int_equal(f->out[2].first_cp, 0);
	/* Groups are judged per line, not per file. */
	t = MX("alpha gamma");
	f = scan(t, "alpha\ngamma\n");
	assert_int_equal(f->matches, 0);
}

/* ---- context ------------------------------------------------------------ */

static void test_context(void **state)
{
	struct mx *t = MX("-A", "2", "-B", "1", "--", "m");
	struct mem_file *f = scan(t, "m1\nc\nm2\n\n<private>x</private>\ny\nz\nz\nz\nq\nm3\n\n");
	assert_int_equal(f->matches, 3);
	assert_int_equal(f->nout, 8);
	ASSERT_OUT(f, 0, 1, "m1", false);
	ASSERT_OUT(f, 1, 2, "c", true);
	ASSERT_OUT(f, 2, 3, "m2", false);
	ASSERT_OUT(f, 3, 4, "", true);
	ASSERT_OUT(f, 4, 5, "", true);
	ASSERT_OUT(f, 5, 10, "q", true);
	ASSERT_OUT(f, 6, 11, "m3", false);
	ASSERT_OUT(f, 7, 12, "", true);
	assert_int_equal(f->out[3].first_cp, -1);
	assert_string_equal(print1(t, f), "### mem.md\n"
					  "**Line 1:** m1\n"
					  "Line 2- c\n"
					  "**Line 3:** m2\n"
					  "Line 4-\n"
					  "Line 5-\n"
					  "Line 10- q\n"
					  "**Line 11:** m3\n"
					  "Line 12-\n"
					  "\n"
					  "Found 3 matches across 1 files.\n");
}

/* ---- categories --------------------------------------------------------- */

static void test_category_nearest(void **state)
{
	struct mx *t = MX("hit");
	struct mem_file *f = scan(t, "<!-- @category: up -->\n"
				     "hit 2\n"
				     "hit 3\n"
				     "hit 4\n"
				     "hit 5\n"
				     "hit 6\n"
				     "hit 7\n"
				     "<!--@category:   down the hall\t-->\n"
				     "x\n"
				     "x\n"
				     "x\n"
				     "x\n"
				     "hit 13\n"
				     "hit 14 <!-- @category: here --> <!-- @category: second -->\n"
				     "<!-- @category: tie -->\n"
				     "hit 16\n"
				     "<!-- @category: below -->\n");
	assert_int_equal(f->matches, 9);
	static const char *const want[] = {
	    "up", "up", "up", "down the hall", "down the hall", "down the hall", "here", "here", "tie"};
	for (size_t i = 0; i < 9; i++) {
		assert_non_null(f->out[i].category);
		assert_string_equal(f->out[i].category, want[i]);
	}
	/* Out of reach of every tag. */
	f = scan(t, "<!-- @category: far -->\nx\nx\nx\nhit\n<!-- @category: -->\n<!-- category: y -->\n");
	assert_int_equal(f->matches, 1);
	assert_null(f->out[0].category);
	/* A tag inside a private block is no tag. */
	f = scan(t, "<private><!-- @category: sec --></private>\nhit\n");
	assert_null(f->out[0].category);
}

static void test_category_filter(void **state)
{
	static const char doc[] = "<!-- @category: up -->\n"
				  "hit 2\n"
				  "hit 3\n"
				  "hit 4\n"
				  "hit 5\n"
				  "hit 6\n"
				  "hit 7\n"
				  "<!-- @category: down -->\n"
				  "hit 9 <!-- @category: own -->\n"
				  "<!-- @category: next -->\n";
	struct mx *t = MX("-A", "1", "--", "hit");
	t->cfg.source_opts[SOURCE_MEMORY][MARKDOWN_OPT_CATEGORY] = "up";
	struct mem_file *f = scan(t, doc);
	assert_int_equal(f->matches, 3);
	ASSERT_OUT(f, 0, 2, "hit 2", false);
	ASSERT_OUT(f, 2, 4, "hit 4", false);
	/* Context is not filtered. */
	ASSERT_OUT(f, 3, 5, "hit 5", true);
	assert_int_equal(f->nout, 4);

	/* Line 9 is kept for "down" and "next" too, though its own tag is
	 * the nearest, and is then labelled with the name it was kept for;
	 * context keeps its nearest tag. */
	t->cfg.source_opts[SOURCE_MEMORY][MARKDOWN_OPT_CATEGORY] = "down";
	f = scan(t, doc);
	assert_int_equal(f->matches, 4);
	ASSERT_OUT(f, 0, 5, "hit 5", false);
	ASSERT_OUT(f, 3, 8, "<!-- @category: down -->", true);
	ASSERT_OUT(f, 4, 9, "hit 9 <!-- @category: own -->", false);
	ASSERT_OUT(f, 5, 10, "<!-- @category: next -->", true);
	assert_int_equal(f->nout, 6);
	assert_string_equal(f->out[4].category, "down");
	assert_string_equal(f->out[5].category, "next");
	t->cfg.source_opts[SOURCE_MEMORY][MARKDOWN_OPT_CATEGORY] = "next";
	f = scan(t, doc);
	assert_int_equal(f->matches, 2);
	ASSERT_OUT(f, 0, 7, "hit 7", false);
	ASSERT_OUT(f, 2, 9, "hit 9 <!-- @category: own -->", false);
	/* Names compare byte for byte. */
	t->cfg.source_opts[SOURCE_MEMORY][MARKDOWN_OPT_CATEGORY] = "Up";
	f = scan(t, doc);
	assert_int_equal(f->matches, 0);
	t->cfg.source_opts[SOURCE_MEMORY][MARKDOWN_OPT_CATEGORY] = "u";
	f = scan(t, doc);
	assert_int_equal(f->matches, 0);
}

/* ---- output ------------------------------------------------------------- */

static void test_text_output(void **state)
{
	struct mx *t = MX("jwt");
	struct mem_file *files[4];
	files[0] =
	    scan_path(t, "notes/a.md",
		      "<!-- @category: auth -->\nJWT refresh lives in middleware\nunrelated\nJWT again\n");
	files[1] = scan_path(t, "notes/b.md", "no match here\n");
	files[2] = scan_path(t, "notes/c.md", "  jwt   spaced\n");
	/* Categories: one, two, none (line 12: no tag within 3 lines), two
	 * again (not repeated: the last printed), one (a tie won by above). */
	files[3] =
	    scan_path(t, "notes/d.md",
		      "<!-- @category: one -->\njwt 1\n\n\n\n<!-- @category: two -->\njwt 2\nx\nx\nx\nx\n"
		      "jwt 3\nx\nx\nx\n<!-- @category: two -->\njwt 4\n<!-- @category: one -->\njwt 5\n");
	assert_null(files[3]->out[2].category);
	assert_string_equal(print_files(t, files, 4), "### notes/a.md\n"
						      "<!-- @category: auth -->\n"
						      "**Line 2:** JWT refresh lives in middleware\n"
						      "**Line 4:** JWT again\n"
						      "\n"
						      "### notes/c.md\n"
						      "**Line 1:** jwt spaced\n"
						      "\n"
						      "### notes/d.md\n"
						      "<!-- @category: one -->\n"
						      "**Line 2:** jwt 1\n"
						      "<!-- @category: two -->\n"
						      "**Line 7:** jwt 2\n"
						      "**Line 12:** jwt 3\n"
						      "**Line 17:** jwt 4\n"
						      "<!-- @category: one -->\n"
						      "**Line 19:** jwt 5\n"
						      "\n"
						      "Found 8 matches across 3 files.\n");
	/* One match: the template of docs/reference.md §9, words unchanged. */
	assert_string_equal(print_files(t, files + 2, 1), "### notes/c.md\n"
							  "**Line 1:** jwt spaced\n"
							  "\n"
							  "Found 1 matches across 1 files.\n");
	/* No match: nothing. */
	assert_string_equal(print_files(t, files + 1, 1), "");

	/* --full prints the whole visible line. */
	t = MX("--full", "--", "jwt");
	files[0] = scan_path(t, "notes/c.md", "  jwt   spaced <private>jwt</private>\n");
	assert_string_equal(print1(t, files[0]), "### notes/c.md\n"
						 "**Line 1:**   jwt   spaced \n"
						 "\n"
						 "Found 1 matches across 1 files.\n");
}

static void test_snippet_window(void **state)
{
	/* A long line is cut to 300 code points around the first hit. */
	struct sbuf doc = {0};
	for (int i = 0; i < 500; i++)
		sbuf_addc(&doc, 'a');
	sbuf_adds(&doc, " needle");
	for (int i = 0; i < 500; i++)
		sbuf_addc(&doc, 'b');
	sbuf_addc(&doc, '\n');
	struct mx *t = MX("needle");
	struct mem_file *f = scan_n(t, "m.md", doc.data, doc.len);
	sbuf_free(&doc);
	assert_int_equal(f->out[0].first_cp, 501);
	char *out = print1(t, f);
	const char *line = strstr(out, "**Line 1:** \xE2\x80\xA6");
	assert_non_null(line);
	/* 100 code points before the hit, then the hit. */
	assert_int_equal(strncmp(line + strlen("**Line 1:** \xE2\x80\xA6") + 100, "needle", 6), 0);
	assert_non_null(strstr(out, "b\xE2\x80\xA6\n"));
}

static void test_machine_formats(void **state)
{
	static const char doc[] = "<!-- @category: c1 -->\nsay \"hi\"\tnow\nctx\\line\n";
	struct mx *t = MX("-A", "1", "--format", "tsv", "--header", "--", "hi");
	struct mem_file *f = scan_n(t, "dir/m\t.md", doc, sizeof doc - 1);
	/* No header row: the caller prints it once for every source. The
	 * context column: 0 on the match, 1 on the line -A 1 brings. */
	assert_string_equal(print1(t, f), "\t\tmemory\tsay \"hi\"\\tnow\t\tdir/m\\t.md\t2\t0\tmemory\n"
					  "\t\tmemory\tctx\\\\line\t\tdir/m\\t.md\t3\t1\tmemory\n");

	t = MX("-A", "1", "--format", "jsonl", "--", "hi");
	f = scan_n(t, "dir/m\".md", doc, sizeof doc - 1);
	struct mem_file *g = scan_path(t, "e.md", "hi\n");
	struct mem_file *files[] = {f, g};
	assert_string_equal(
	    print_files(t, files, 2),
	    "{\"source\":\"memory\",\"file\":\"dir/m\\\".md\",\"line\":2,\"text\":\"say "
	    "\\\"hi\\\"\\tnow\",\"snippet\":\"say \\\"hi\\\" now\",\"category\":\"c1\"}\n"
	    "{\"source\":\"memory\",\"file\":\"dir/m\\\".md\",\"line\":3,\"text\":\"ctx\\\\line\","
	    "\"snippet\":\"ctx\\\\line\",\"category\":\"c1\",\"context\":true}\n"
	    "{\"source\":\"memory\",\"file\":\"e.md\",\"line\":1,\"text\":\"hi\",\"snippet\":\"hi\","
	    "\"category\":null}\n");
	const char *want_json =
	    "{\"matches\":2,\"files\":2,\"results\":["
	    "{\"file\":\"dir/m\\\".md\",\"matches\":1,\"lines\":["
	    "{\"line\":2,\"text\":\"say \\\"hi\\\"\\tnow\",\"snippet\":\"say \\\"hi\\\" "
	    "now\",\"category\":\"c1\"},"
	    "{\"line\":3,\"text\":\"ctx\\\\line\",\"snippet\":\"ctx\\\\line\",\"category\":\"c1\","
	    "\"context\":true}]},"
	    "{\"file\":\"e.md\",\"matches\":1,\"lines\":["
	    "{\"line\":1,\"text\":\"hi\",\"snippet\":\"hi\",\"category\":null}]}]}";
	assert_string_equal(json_of(t, files, 2), want_json);

	t = MX("-A", "1", "--format", "json", "--", "hi");
	char *with_nl = keep(xmalloc(strlen(want_json) + 2));
	strcpy(with_nl, want_json);
	strcat(with_nl, "\n");
	assert_string_equal(print_files(t, files, 2), with_nl);
	struct mem_file *none = scan(t, "nope\n");
	assert_string_equal(json_of(t, &none, 1), "{\"matches\":0,\"files\":0,\"results\":[]}");

	t = MX("-l", "--", "hi");
	struct mem_file *files3[] = {f, none, g};
	assert_string_equal(print_files(t, files3, 3), "dir/m\".md\ne.md\n");
	t = MX("-c", "--", "hi");
	assert_string_equal(print_files(t, files3, 3), "dir/m\".md:1\ne.md:1\n");

	/* -0: paths end with NUL. */
	t = MX("-l", "-0", "--", "hi");
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);
	struct file_res *res3[] = {files3[0]->res, files3[1]->res, files3[2]->res};
	assert_int_equal(format_lines(&t->cfg, NULL, res3, 3, false, out), 0);
	fclose(out);
	keep(buf);
	assert_int_equal(len, 15);
	assert_memory_equal(buf, "dir/m\".md\0e.md\0", 15);
}

static void test_write_error(void **state)
{
	FILE *out = fopen("/dev/full", "w");
	if (!out)
		skip();
	setvbuf(out, NULL, _IONBF, 0);
	struct mx *t = MX("hi");
	struct mem_file *f = scan(t, "hi\n");
	assert_int_equal(format_lines(&t->cfg, NULL, &f->res, 1, false, out), -1);
	fclose(out);
}

const struct CMUnitTest memory_tests[] = {
    cmocka_unit_test_teardown(test_private_one_line, mx_teardown),
    cmocka_unit_test_teardown(test_private_nested, mx_teardown),
    cmocka_unit_test_teardown(test_private_unclosed, mx_teardown),
    cmocka_unit_test_teardown(test_private_stray_close, mx_teardown),
    cmocka_unit_test_teardown(test_private_case_and_attributes, mx_teardown),
    cmocka_unit_test_teardown(test_private_never_printed, mx_teardown),
    cmocka_unit_test_teardown(test_private_keeps_line_numbers, mx_teardown),
    cmocka_unit_test_teardown(test_private_file, mx_teardown),
    cmocka_unit_test_teardown(test_crlf, mx_teardown),
    cmocka_unit_test_teardown(test_invalid_utf8, mx_teardown),
    cmocka_unit_test_teardown(test_empty_and_counts, mx_teardown),
    cmocka_unit_test_teardown(test_and_or_not, mx_teardown),
    cmocka_unit_test_teardown(test_context, mx_teardown),
    cmocka_unit_test_teardown(test_category_nearest, mx_teardown),
    cmocka_unit_test_teardown(test_category_filter, mx_teardown),
    cmocka_unit_test_teardown(test_text_output, mx_teardown),
    cmocka_unit_test_teardown(test_snippet_window, mx_teardown),
    cmocka_unit_test_teardown(test_machine_formats, mx_teardown),
    cmocka_unit_test_teardown(test_write_error, mx_teardown),
};
const size_t memory_tests_n = sizeof memory_tests / sizeof *memory_tests;
