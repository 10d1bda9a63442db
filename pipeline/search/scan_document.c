/* scan_document: files read whole (pipeline/search/scan.h). A
 * document-shaped file's root and then each of its messages go through the
 * stages as lines do, each message as if it were a line (its own bytes,
 * and the line where it starts); a markdown memory file is read by
 * memory_scan (stages/memory.h). */
#include "pipeline/search/scan_internal.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/json_line.h"
#include "stages/filter.h"
#include "stages/memory.h"

void scan_memory_file(struct scan_ctx *c, int fd, struct file_res *res, int64_t mtime)
{
	res->source = SOURCE_MEMORY;
	res->mem = xcalloc(1, sizeof *res->mem);
	res->mem_free = memory_file_free;
	res->mem->mtime = mtime;
	if (filter_time(c->cfg, true, (struct instant){mtime, 0}) != DROP_NONE) {
		res->stats.drops[DROP_TIME]++;
		return;
	}
	ssize_t have = scan_read_whole(c, fd, res);
	if (have < 0)
		return;
	uint64_t t1 = clock_ns(CLOCK_MONOTONIC);
	memory_scan(c->cfg, c->m, c->ms, c->buf, (size_t)have, res->mem);
	res->scan_error = match_scan_error(c->ms);
	res->stats.ns_match += clock_ns(CLOCK_MONOTONIC) - t1;
	res->stats.bytes = res->mem->bytes;
	res->stats.lines = res->mem->lines;
	res->stats.messages = res->mem->lines;
}

uint32_t scan_count_newlines(const char *s, size_t len)
{
	uint32_t n = 0;
	for (const char *p = s, *end = s + len; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
		n++;
	return n;
}

void scan_document(struct scan_ctx *c, int fd, struct file_res *res, unsigned source)
{
	struct file_state st = {.res = res, .src = &source_table[source]};
	res->source = (uint8_t)source;
	res->stats.df = xcalloc(c->cfg->query.npositive + 1, sizeof *res->stats.df);
	ssize_t n = scan_read_whole(c, fd, res);
	if (n < 0)
		return;
	size_t len = (size_t)n, base = len >= 3 && memcmp(c->buf, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
	const char *doc = c->buf + base;
	res->stats.bytes = len;
	res->stats.lines = scan_count_newlines(c->buf, len) + (len && c->buf[len - 1] != '\n');
	if (scan_blank_line(doc, len - base) || len > UINT32_MAX)
		return; /* empty, or too long for a record */
	/* The root first, for the session's metadata; then, when it is
	 * valid, each message, as a line of its own that starts where it
	 * starts. */
	uint64_t malformed = res->stats.malformed;
	res->stats.decoded++;
	scan_line(c, &st, doc, len - base, base, 1);
	size_t nspans = res->stats.malformed == malformed && !st.stop
			    ? json_member_elements(doc, len - base, st.src->messages, &c->spans, &c->capspans)
			    : 0;
	uint32_t lineno = 1;
	for (size_t i = 0, at = 0; i < nspans; i++) {
		lineno += scan_count_newlines(doc + at, c->spans[i].start - at);
		at = c->spans[i].start;
		res->stats.decoded++;
		scan_line(c, &st, doc + at, c->spans[i].len, base + at, lineno);
		if (st.stop)
			break;
	}
	int me = match_scan_error(c->ms); /* read (and cleared) in any case */
	if (!res->scan_error)
		res->scan_error = me;
	scan_drop_old_copies(&st);
	scan_finish_summaries(c, &st);
}
