/* scan_reread: a message's text read again for printing, from its line's
 * bytes (pipeline/search/scan.h). */
#include "pipeline/search/scan_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/json_line.h"
#include "base/long_line.h"
#include "pipeline/search/archive.h"
#include "sources/fast_decode.h"
#include "sources/source.h"
#include "stages/index/entry.h"

bool scan_reread(struct scan_ctx *c, int fd, const struct msg_rec *rec, struct sbuf *out)
{
	if (rec->len >= LONG_LINE)
		long_line_take(&c->long_held);
	/* out is written anew: the long text it may hold from the last
	 * message is let go first, or it, this line and the line's strings
	 * would be alive at once (two long messages printed). */
	if (out->cap > REREAD_KEEP)
		sbuf_free(out);
	if (c->cap < rec->len + 1) {
		c->cap = rec->len + 1;
		c->buf = xrealloc(c->buf, c->cap);
	}
	size_t got = 0;
	while (got < rec->len) {
		ssize_t n = scan_src_read(c, fd, rec->file, c->buf + got, rec->len - got, rec->off + got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		got += (size_t)n;
	}
	/* The line must be the one that matched: a file rewritten since
	 * its scan may hold another line there (or half of one). */
	if (rec->lhash && ix_line_hash(c->buf, rec->len) != rec->lhash)
		return false;
	struct line_view lv;
	enum source_id src = (enum source_id)rec->file->source;
	if (rec->file->source >= SOURCE_COUNT)
		return false;
	enum fast_status fst = FAST_FALLBACK;
	if (fast_decode_has(src)) {
		if (!c->fast)
			c->fast = fast_decoder_new();
		fst = fast_decode_line(c->fast, src, c->dec, c->buf, rec->len, &lv);
	}
	if (fst == FAST_MALFORMED)
		return false;
	if (fst == FAST_FALLBACK) {
		cJSON *root = json_decode(c->json, c->buf, rec->len);
		if (!root || source_decode(src, c->dec, root, &lv) != 0)
			return false;
	}
	/* The view no longer needs the line (its strings are copies). */
	if (c->cap > REREAD_KEEP) {
		free(c->buf);
		c->cap = READ_CHUNK;
		c->buf = xmalloc(c->cap);
	}
	bool keep_noise = c->cfg->keep_noise && !(rec->flags & REC_TITLE);
	return decode_message_text(&lv, (enum kind_order)rec->order, keep_noise, out);
}

/* The file at path opened for reading again, or -1: a file that is no
 * longer a regular one (a FIFO put in its place would block a read) is
 * not. */
static int open_again(const char *path)
{
	int fd = source_open(path, O_NONBLOCK);
	struct stat st;
	if (fd >= 0 && (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))) {
		close(fd);
		fd = -1;
	}
	return fd;
}

/* Closes the file t holds open. */
static void close_file(struct scan_texts *t)
{
	if (t->fd >= 0 && t->fd != t->stdin_fd)
		close(t->fd);
	t->fd = -1;
	free(t->path);
	t->path = NULL;
}

bool scan_texts_read(void *arg, const struct msg_rec *rec, struct sbuf *out)
{
	struct scan_texts *t = arg;
	const char *path = rec->file->path;
	if (rec->file->archived) {
		/* Its file is gone: its entry holds its texts. */
		if (!t->archived)
			t->archived = archive_texts_new(t->ctx->cfg);
		if (archive_text(t->archived, rec, out))
			return true;
	} else if (!t->path || strcmp(t->path, path) != 0) {
		close_file(t);
		t->fd = strcmp(path, "-") == 0 ? t->stdin_fd : open_again(path);
		t->path = xstrdup(path);
	}
	if (!rec->file->archived && t->fd >= 0 && scan_reread(t->ctx, t->fd, rec, out))
		return true;
	/* Told once, after the output (pipeline/search/search.c). */
	if (!t->changed_path)
		t->changed_path = xstrdup(path);
	if (rec->flags & REC_TITLE)
		t->changed_titles++;
	else
		t->changed++;
	return false;
}

void scan_texts_close(struct scan_texts *t)
{
	close_file(t);
	archive_texts_free(t->archived);
	t->archived = NULL;
}
