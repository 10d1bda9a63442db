/* fuzz_privacy: libFuzzer target for the privacy of markdown memory
 * (docs/reference.md §9, sources/decode_markdown.c): nothing inside a <private>
 * block is ever printed, in any format.
 *
 * The input is three option bytes then a markdown file:
 *   byte 0: bits 0-2 the output (text, json, jsonl, tsv, -l, -c, text
 *           --full, json --full); bit 3 -C 1; bit 4 -w; bit 5 -s; bit 6 -e
 *           (the query's words are literal letters and digits either way)
 *   byte 1: which word of the private text the query is built from
 *   byte 2: the query's shape: the word; the word OR a visible word; the
 *           word's first three letters; two private words as a phrase; a
 *           visible word AND NOT the word; the word with '_' for its second
 *           letter; a visible word alone
 * The harness finds the private blocks itself, from the rules of §9 (tags
 * in any case, `<private` then `>` or whitespace and anything up to `>`,
 * `</private` with optional whitespace, nesting, an unclosed block running
 * to the end, a stray closing tag removed), builds the query from words
 * inside them, and runs the search (search_run, as main does) over the
 * file. Every run of 8 bytes of what it prints that occurs inside a
 * private block (its tags included) must also occur in the visible text
 * (the file with every block removed, newlines kept), in the query or the
 * path, or in what the same search prints of the visible text alone
 * (which holds the fixed words of each format). json's `stats` member is
 * left out: its timings differ from run to run. Runs that hold U+FFFD are
 * not judged: memgrep prints invalid bytes as U+FFFD.
 *
 *   make fuzz-privacy BUILD=/tmp/bfz FUZZ_SECONDS=60
 *   build/asan/fuzz-replay-privacy FILE...     replays inputs (make check)
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "config/config.h"
#include "base/text.h"
#include "base/xalloc.h"
#include "pipeline/search/search.h"
#include "tests/fuzz/fuzz.h"

enum { WINDOW = 8 };

static char dir[64], path[128];

static void init(void)
{
	setenv("TZ", "UTC", 1);
	setenv("MEMGREP_INDEX", "off", 1);
	setenv("UV_THREADPOOL_SIZE", "1", 1);
	snprintf(dir, sizeof dir, "/tmp/fuzz-privacy-XXXXXX");
	if (!mkdtemp(dir))
		fuzz_fail("mkdtemp failed");
	snprintf(path, sizeof path, "%s/notes.md", dir);
}

/* The White_Space character at s[0..n), its length, or 0. */
static size_t space_at(const char *s, size_t n)
{
	if (!n)
		return 0;
	size_t adv;
	int32_t cp = text_decode(s, n, &adv);
	return cp >= 0 && text_is_space((uint32_t)cp) ? adv : 0;
}

static bool ci(const char *s, size_t i, size_t n, const char *w)
{
	size_t k = strlen(w);
	return n - i >= k && strncasecmp(s + i, w, k) == 0;
}

/* The file split by §9's rules: vis gets the visible bytes (and every
 * newline), priv every block's bytes (tags included), blocks separated by
 * a NUL, and words the letters-and-digits runs inside blocks (tags not),
 * separated by NULs. */
static void split(const char *s, size_t n, struct sbuf *vis, struct sbuf *priv, struct sbuf *words)
{
	size_t depth = 0;
	bool in_word = false;
	for (size_t i = 0; i < n;) {
		size_t t = 0;
		int open = -1;
		if (ci(s, i, n, "<private")) {
			size_t j = i + 8;
			if (j < n && s[j] == '>') {
				t = 9, open = 1;
			} else if (space_at(s + j, n - j)) {
				const char *gt = memchr(s + j, '>', n - j);
				t = (gt ? (size_t)(gt - s) + 1 : n) - i, open = 1;
			}
		} else if (ci(s, i, n, "</private")) {
			size_t j = i + 9, k;
			while (j < n && (k = space_at(s + j, n - j)) > 0)
				j += k;
			if (j < n && s[j] == '>')
				t = j + 1 - i, open = 0;
		}
		if (t) {
			bool was = depth > 0;
			depth = open ? depth + 1 : depth ? depth - 1 : 0;
			if (!was)
				sbuf_addc(priv, '\0'); /* a new block */
			sbuf_add(priv, s + i, t);
			for (size_t k = i; k < i + t; k++)
				if (s[k] == '\n')
					sbuf_addc(vis, '\n');
			if (in_word)
				sbuf_addc(words, '\0');
			in_word = false;
			i += t;
			continue;
		}
		if (depth == 0) {
			sbuf_addc(vis, s[i]);
		} else {
			sbuf_addc(priv, s[i]);
			bool w = (s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
				 (s[i] >= '0' && s[i] <= '9');
			if (w)
				sbuf_addc(words, s[i]);
			else if (in_word)
				sbuf_addc(words, '\0');
			in_word = w;
		}
		i++;
	}
	if (in_word)
		sbuf_addc(words, '\0');
}

/* The k-th of the NUL-separated words of w of 2 bytes or more (k taken
 * modulo their number), or NULL when there are none. */
static const char *word(const struct sbuf *w, unsigned k)
{
	size_t nw = 0;
	for (size_t i = 0; i < w->len; i += strlen(w->data + i) + 1)
		nw += strlen(w->data + i) >= 2;
	if (!nw)
		return NULL;
	k %= nw;
	for (size_t i = 0; i < w->len; i += strlen(w->data + i) + 1)
		if (strlen(w->data + i) >= 2 && k-- == 0)
			return w->data + i;
	return NULL;
}

/* A word of the visible text (letters and digits, 2 or more), or "the". */
static void visible_word(const struct sbuf *vis, struct sbuf *out)
{
	size_t run = 0;
	for (size_t i = 0; i <= vis->len; i++) {
		char c = i < vis->len ? vis->data[i] : ' ';
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
			run++;
			continue;
		}
		if (run >= 2) {
			sbuf_add(out, vis->data + i - run, run);
			return;
		}
		run = 0;
	}
	sbuf_adds(out, "the");
}

static void make_query(const uint8_t *o, const struct sbuf *words, const struct sbuf *vis, struct sbuf *q)
{
	const char *w = word(words, o[1]);
	struct sbuf v = {0};
	visible_word(vis, &v);
	sbuf_add(&v, "", 1);
	switch (o[2] % 7) {
	case 0:
		sbuf_adds(q, w);
		break;
	case 1:
		sbuf_printf(q, "%s|%s", w, v.data);
		break;
	case 2:
		sbuf_add(q, w, strlen(w) < 3 ? strlen(w) : 3);
		break;
	case 3:
		sbuf_printf(q, "\"%s %s\"", w, word(words, o[1] + 1u));
		break;
	case 4:
		sbuf_printf(q, "%s -%s", v.data, w);
		break;
	case 5:
		sbuf_printf(q, "%c_%s", w[0], w + 2);
		break;
	default:
		sbuf_adds(q, v.data);
	}
	sbuf_add(q, "", 1);
	sbuf_free(&v);
}

static void write_file(const char *s, size_t n)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0 || (n && write(fd, s, n) != (ssize_t)n))
		fuzz_fail("cannot write %s", path);
	close(fd);
}

/* The search of the option bytes over the file as written: its output in
 * out (reset first). */
static void search(const uint8_t *o, const char *query, struct sbuf *out)
{
	static const char *const outputs[8][4] = {
	    {"--format=text", NULL},
	    {"--format=json", NULL},
	    {"--format=jsonl", NULL},
	    {"--format=tsv", "--header", NULL},
	    {"-l", NULL},
	    {"-c", NULL},
	    {"--full", "--format=text", NULL},
	    {"--full", "--format=json", NULL},
	};
	const char *a[24];
	size_t n = 0;
	for (size_t k = 0; outputs[o[0] & 7][k]; k++)
		a[n++] = outputs[o[0] & 7][k];
	a[n++] = "--color=never";
	a[n++] = "--source=memory";
	a[n++] = "-j1";
	if (o[0] & 8)
		a[n++] = "-C1";
	if (o[0] & 16)
		a[n++] = "-w";
	if (o[0] & 32)
		a[n++] = "-s";
	if (o[0] & 64)
		a[n++] = "-e";
	a[n++] = "--";
	a[n++] = query;
	a[n++] = path;
	a[n] = NULL;
	char *argv[28];
	struct config cfg;
	struct mg_error err = {{0}};
	char *buf = NULL;
	size_t len = 0;
	if (fuzz_config(&cfg, a, argv, &err) == MG_MATCH) {
		FILE *fp = open_memstream(&buf, &len);
		struct search_io io = {fp, NULL, false, NULL, NULL, NULL, NULL};
		struct search_result res;
		memset(&res, 0, sizeof res);
		search_run(&cfg, &io, &res);
		fclose(fp);
	}
	config_free(&cfg);
	/* json's stats (timings) differ from run to run: they are not text
	 * of the file ('"' in the file's text is escaped). */
	const char *stats = buf ? strstr(buf, ",\"stats\":{") : NULL;
	if (stats)
		len = (size_t)(stats - buf);
	sbuf_reset(out);
	sbuf_add(out, buf ? buf : "", len);
	sbuf_add(out, "", 1);
	out->len--;
	free(buf);
}

/* Whether w (WINDOW bytes) is inside one of the NUL-separated blocks. */
static bool in_blocks(const struct sbuf *priv, const char *w)
{
	for (size_t i = 0; i < priv->len;) {
		const char *nul = memchr(priv->data + i, '\0', priv->len - i);
		size_t end = nul ? (size_t)(nul - priv->data) : priv->len;
		if (memmem(priv->data + i, end - i, w, WINDOW))
			return true;
		i = end + 1;
	}
	return false;
}

static bool in(const struct sbuf *b, const char *w)
{
	return b->len >= WINDOW && memmem(b->data, b->len, w, WINDOW);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!dir[0])
		init();
	if (size < 4)
		return 0;
	const char *s = (const char *)data + 3;
	size_t n = size - 3;
	size_t bom = n >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
	struct sbuf vis = {0}, priv = {0}, words = {0}, q = {0}, out = {0}, plain = {0};
	split(s + bom, n - bom, &vis, &priv, &words);
	if (!word(&words, 0))
		goto done;
	make_query(data, &words, &vis, &q);
	write_file(s, n);
	search(data, q.data, &out);
	if (getenv("FUZZ_PRIVACY_SHOW")) /* the query and output, to read a seed's */
		fprintf(stderr, "query %s\n%s", q.data, out.data);
	struct sbuf extra = {0}; /* the query and the path */
	sbuf_printf(&extra, "%s\n%s", q.data, path);
	bool judged = false;
	for (size_t i = 0; i + WINDOW <= out.len; i++) {
		const char *w = out.data + i;
		if (!in_blocks(&priv, w) || in(&vis, w) || in(&extra, w) ||
		    memmem(w, WINDOW, "\xEF\xBF\xBD", 3))
			continue;
		if (!judged) { /* what the visible text alone prints */
			write_file(vis.data, vis.len);
			search(data, q.data, &plain);
			judged = true;
		}
		if (!in(&plain, w))
			fuzz_fail("private bytes '%.8s' printed (query '%s'):\n%s", w, q.data, out.data);
	}
	sbuf_free(&extra);
done:
	sbuf_free(&vis);
	sbuf_free(&priv);
	sbuf_free(&words);
	sbuf_free(&q);
	sbuf_free(&out);
	sbuf_free(&plain);
	return 0;
}
