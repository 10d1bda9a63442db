/* decodebench: decoding every line of the session files named on standard
 * input (one path a line) with the tree path (json_decode, then the
 * source's decoder) and with fast_decode_line (sources/fast_decode.h),
 * per source, and checking that both give the same status and piece bytes.
 * The files are read into memory first, so only decoding is timed; each
 * file's source is told by its first valid line, as a scan tells it.
 * The figures of the fast path the index decodes with.
 *
 *   find perf/cache/real-1G -name '*.jsonl' | build/perf/decodebench [RUNS [fast|tree]]
 *
 * RUNS (default 3, at least 1) timed passes over every file; with fast or tree, only
 * that path is timed (the other prints 0). Prints one line per source: its
 * files, lines and megabytes, each path's mean time and rate, the ratio,
 * how many lines the fast path decoded, called malformed or left to the
 * tree path, and how many lines the two paths disagree on (status or
 * piece bytes; tests/unit/test_fast_decode.c compares every field). Build
 * (after make, which writes build/gen/noise_markers.inc):
 *
 *   cc -O2 -g -I. -Ibuild/gen -D_GNU_SOURCE -o build/perf/decodebench perf/decodebench.c \
 *     base/[a-z]*.c sources/[a-z]*.c -lcjson -lpthread -lm
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/json_line.h"
#include "base/xalloc.h"
#include "sources/decode.h"
#include "sources/fast_decode.h"
#include "sources/source.h"

struct file {
	char *data;
	size_t len;
	enum source_id src;
};

struct tally {
	size_t files, lines, bytes, fast, malformed, fallback, differ;
	double t_tree, t_fast;
};

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static char *slurp(const char *path, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	if (!fp)
		return NULL;
	struct sbuf b = {0};
	char buf[1 << 16];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
		sbuf_add(&b, buf, n);
	fclose(fp);
	*len = b.len;
	return b.data ? b.data : xstrdup("");
}

/* The source of a file: its first valid line's (the fallback when none). */
static enum source_id detect(struct json_decoder *j, const char *s, size_t len)
{
	for (const char *p = s, *end = s + len; p < end;) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		cJSON *root = json_decode(j, p, n);
		if (root)
			return source_detect(root);
		p += n + 1;
	}
	return source_fallback();
}

/* Decodes every line of f both ways, untimed, and counts differences. */
static void compare(struct file *f, struct tally *t, struct json_decoder *j, struct line_decoder *d1,
		    struct line_decoder *d2, struct fast_decoder *fd)
{
	for (const char *p = f->data, *end = f->data + f->len; p < end;) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		struct line_view a, b;
		cJSON *root = json_decode(j, p, n);
		int ra = root ? source_decode(f->src, d1, root, &a) : -1;
		enum fast_status st = fast_decode_line(fd, f->src, d2, p, n, &b);
		t->lines++;
		t->bytes += n + 1;
		t->fast += st == FAST_OK;
		t->malformed += st == FAST_MALFORMED;
		t->fallback += st == FAST_FALLBACK;
		bool same = st == FAST_FALLBACK || (st == FAST_OK) == (ra == 0);
		if (same && st == FAST_OK) {
			same = a.kind == b.kind && a.npieces == b.npieces &&
			       a.ntool_inputs == b.ntool_inputs && a.has_ts == b.has_ts;
			for (size_t i = 0; same && i < a.npieces; i++)
				same = a.pieces[i].len == b.pieces[i].len &&
				       memcmp(a.pieces[i].s, b.pieces[i].s, a.pieces[i].len) == 0;
		}
		t->differ += !same;
		p += n + 1;
	}
}

/* Decodes every line of f with the tree path (fast false) or the fast one,
 * timed. */
static void run(struct file *f, struct tally *t, bool fast, struct json_decoder *j, struct line_decoder *d,
		struct fast_decoder *fd)
{
	double t0 = now();
	for (const char *p = f->data, *end = f->data + f->len; p < end;) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		struct line_view lv;
		enum fast_status st = fast ? fast_decode_line(fd, f->src, d, p, n, &lv) : FAST_FALLBACK;
		if (st == FAST_FALLBACK) {
			cJSON *root = json_decode(j, p, n);
			if (root)
				source_decode(f->src, d, root, &lv);
		}
		p += n + 1;
	}
	double dt = now() - t0;
	if (fast)
		t->t_fast += dt;
	else
		t->t_tree += dt;
}

int main(int argc, char **argv)
{
	int runs = argc > 1 ? atoi(argv[1]) : 3;
	if (runs < 1)
		runs = 1;
	/* Only one path (for a profile): "fast" or "tree". */
	int only = argc > 2 ? strcmp(argv[2], "fast") == 0 : -1;
	struct file *files = NULL;
	size_t n = 0, cap = 0;
	char path[4096];
	struct json_decoder *j = json_decoder_new();
	struct line_decoder *d1 = line_decoder_new(), *d2 = line_decoder_new();
	struct fast_decoder *fd = fast_decoder_new();
	while (fgets(path, sizeof path, stdin)) {
		path[strcspn(path, "\n")] = '\0';
		struct file f = {0};
		f.data = slurp(path, &f.len);
		if (!f.data)
			continue;
		f.src = detect(j, f.data, f.len);
		xgrow((void **)&files, &cap, n + 1, sizeof *files);
		files[n++] = f;
	}
	struct tally t[SOURCE_COUNT] = {{0}};
	for (size_t i = 0; i < n; i++) {
		t[files[i].src].files++;
		compare(&files[i], &t[files[i].src], j, d1, d2, fd);
	}
	for (int r = 0; r < runs; r++)
		for (size_t i = 0; i < n; i++)
			for (int fast = 0; fast < 2; fast++)
				if (only < 0 || only == fast)
					run(&files[i], &t[files[i].src], fast, j, d1, fd);
	for (int s = 0; s < SOURCE_COUNT; s++) {
		struct tally *x = &t[s];
		if (!x->files)
			continue;
		double mb = (double)x->bytes / 1e6, tt = x->t_tree / runs, tf = x->t_fast / runs;
		printf("%-7s %5zu files %8zu lines %8.1f MB: tree %.3f s (%4.0f MB/s), fast %.3f s (%4.0f "
		       "MB/s), "
		       "%.2fx; fast %zu, malformed %zu, fallback %zu (%.3f%%), differ %zu\n",
		       source_table[s].name, x->files, x->lines, mb, tt, mb / tt, tf, mb / tf, tt / tf,
		       x->fast, x->malformed, x->fallback, 100.0 * (double)x->fallback / (double)x->lines,
		       x->differ);
	}
	for (size_t i = 0; i < n; i++)
		free(files[i].data);
	free(files);
	fast_decoder_free(fd);
	line_decoder_free(d1);
	line_decoder_free(d2);
	json_decoder_free(j);
	return 0;
}
