/* merge: reading the partials back (see merge.h). Each input is a run of
 * partials (parallel and xargs concatenate the map steps' outputs), each
 * a header, its files' lines and records, and an end line; a record
 * follows its file's line. The texts go to an unlinked temporary file, so
 * memory grows with the number of records, not with their texts. */
#include "pipeline/search/merge.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

/* A record's or prompt's len when it has no text (the map step could not
 * read it again: printed as "", as a search prints it). */
#define NO_TEXT UINT32_MAX

struct merge_in {
	char **names; /* as the user gave them ("standard input" for -) */
	FILE **in;
	size_t n;
	char *line;
	size_t cap;
	ssize_t len;
	uint64_t lineno;
	size_t cur;	/* the input being read */
	bool pending;	/* line holds a header not yet taken */
	cJSON *head;	/* the first header */
	char *head_key; /* what every header must equal */
	char *inbuf;	/* the stdio buffer of the input read (not stdin) */
	FILE *spool;	/* the texts */
	char *spool_buf;
	uint64_t spool_len;
	struct sbuf text; /* scratch */
	struct sbuf scope;
};

/* The partials and the spool go through buffers of 256 KiB: stdio's own
 * are of the file's block (4 KiB), a read or a write for every 4 KiB of
 * the 256 MB that the partials of 8 GiB of transcripts take (100,000
 * calls; 1,800 now). On a quiet machine merge takes 0.33 to 0.43 s of
 * wall time for those partials against 0.38 to 0.40 s before: the time
 * is the copy of the texts into the spool's pages, not the calls (a
 * MiB was no faster). */
enum { IOBUF = 256 << 10 };

/* stdin's buffer: stdin outlives merge (never freed: still reachable). */
static char *stdin_buf;

/* Gives f, not read or written yet, a buffer of IOBUF bytes: *buf
 * (NULL: made) unless f is stdin. */
static void big_buffer(FILE *f, char **buf)
{
	if (f == stdin) {
		if (stdin_buf)
			return; /* read before (a second merge in one process) */
		buf = &stdin_buf;
	}
	if (!*buf)
		*buf = xmalloc(IOBUF);
	setvbuf(f, *buf, _IOFBF, IOBUF);
}

/* The next line that is not blank, without its newline and the blanks an
 * engine may add after it (Hadoop Streaming's tab of an empty value, a
 * CR); false at the end of the input. */
static bool next_line(struct merge_in *mi)
{
	do {
		mi->len = getline(&mi->line, &mi->cap, mi->in[mi->cur]);
		if (mi->len < 0)
			return false;
		mi->lineno++;
		while (mi->len > 0 && strchr("\n\r\t ", mi->line[mi->len - 1]))
			mi->line[--mi->len] = '\0';
	} while (mi->len == 0);
	return true;
}

static void at_line(struct merge_in *mi, struct mg_error *err, const char *what)
{
	mg_error_set(err, "merge: %s:%llu: %s", mi->names[mi->cur], (unsigned long long)mi->lineno, what);
}

/* The header's members that must agree: all but the version. NULL when
 * o is not a header of this schema (err set). */
static char *head_key(struct merge_in *mi, cJSON *o, struct mg_error *err)
{
	const cJSON *schema = cJSON_GetObjectItemCaseSensitive(o, "memgrep_partial");
	if (!cJSON_IsNumber(schema)) {
		at_line(mi, err, "not the header of a partial (memgrep --partial writes one first)");
		return NULL;
	}
	if (schema->valuedouble != PARTIAL_SCHEMA) {
		char m[160];
		snprintf(m, sizeof m,
			 "a partial of schema %g; this memgrep reads schema %d (run the same version)",
			 schema->valuedouble, PARTIAL_SCHEMA);
		at_line(mi, err, m);
		return NULL;
	}
	const cJSON *q = cJSON_GetObjectItemCaseSensitive(o, "query"),
		    *opts = cJSON_GetObjectItemCaseSensitive(o, "options");
	if (!cJSON_IsString(q) || !cJSON_IsArray(opts)) {
		at_line(mi, err, "a header without its query or options");
		return NULL;
	}
	const cJSON *e;
	cJSON_ArrayForEach(e, opts)
	{
		if (!cJSON_IsString(e)) {
			at_line(mi, err, "a header whose options are not strings");
			return NULL;
		}
	}
	cJSON *key = cJSON_Duplicate(o, true);
	cJSON_DeleteItemFromObjectCaseSensitive(key, "version");
	char *s = cJSON_PrintUnformatted(key);
	cJSON_Delete(key);
	return s;
}

/* Reads a header from mi's current line: the first one is kept, the
 * others must agree with it. */
static int take_head(struct merge_in *mi, struct mg_error *err)
{
	cJSON *o = cJSON_ParseWithLength(mi->line, (size_t)mi->len);
	if (!o) {
		at_line(mi, err, "not a partial: its first line is not JSON (memgrep --partial writes one)");
		return -1;
	}
	char *key = head_key(mi, o, err);
	if (!key) {
		cJSON_Delete(o);
		return -1;
	}
	if (!mi->head) {
		mi->head = o;
		mi->head_key = key;
		return 0;
	}
	bool same = strcmp(key, mi->head_key) == 0;
	free(key);
	cJSON_Delete(o);
	if (!same) {
		at_line(mi, err,
			"its query or options differ from the first partial's: the map steps must all run "
			"the same search");
		return -1;
	}
	return 0;
}

/* The next header of the inputs, from where reading stands; false at the
 * end of the last input. */
static int next_head(struct merge_in *mi, struct mg_error *err, bool *got)
{
	*got = false;
	for (; mi->cur < mi->n; mi->cur++, mi->lineno = 0) {
		FILE *f = mi->in[mi->cur];
		if (mi->lineno == 0)
			big_buffer(f, &mi->inbuf); /* the inputs are read one after another */
		if (next_line(mi)) {
			*got = true;
			return take_head(mi, err);
		}
		if (ferror(f)) {
			mg_error_set(err, "merge: cannot read %s: %s", mi->names[mi->cur], strerror(errno));
			return -1;
		}
		/* Read to its end: closed, its buffer free for the next. */
		if (f != stdin)
			fclose(f);
		mi->in[mi->cur] = NULL;
	}
	return 0;
}

struct merge_in *merge_open(const struct config *mcfg, struct mg_error *err)
{
	struct merge_in *mi = xcalloc(1, sizeof *mi);
	size_t n = mcfg->npaths ? mcfg->npaths : 1;
	mi->names = xcalloc(n, sizeof *mi->names);
	mi->in = xcalloc(n, sizeof *mi->in);
	for (size_t i = 0; i < n; i++) {
		const char *p = mcfg->npaths ? mcfg->paths[i] : "-";
		bool std = strcmp(p, "-") == 0;
		mi->names[i] = xstrdup(std ? "standard input" : p);
		mi->in[i] = std ? stdin : fopen(p, "r");
		mi->n++;
		sbuf_adds(&mi->scope, i ? ", " : "");
		sbuf_adds(&mi->scope, mi->names[i]);
		if (!mi->in[i]) {
			mg_error_set(err, "merge: cannot read %s: %s", p, strerror(errno));
			merge_close(mi);
			return NULL;
		}
	}
	/* The texts: a file no one else sees, gone when merge ends. */
	const char *tmp = getenv("TMPDIR");
	struct sbuf path = {0};
	sbuf_printf(&path, "%s/memgrep-merge-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	int fd = mkstemp(path.data);
	if (fd >= 0) {
		unlink(path.data);
		mi->spool = fdopen(fd, "w+");
		if (mi->spool)
			big_buffer(mi->spool, &mi->spool_buf);
	}
	if (!mi->spool) {
		mg_error_set(err, "merge: cannot make a temporary file in %s: %s", tmp && *tmp ? tmp : "/tmp",
			     strerror(errno));
		sbuf_free(&path);
		if (fd >= 0)
			close(fd);
		merge_close(mi);
		return NULL;
	}
	sbuf_free(&path);
	bool got;
	if (next_head(mi, err, &got) != 0) {
		merge_close(mi);
		return NULL;
	}
	if (!got) {
		mg_error_set(err, "merge: no partial results in %s (memgrep --partial QUERY writes them)",
			     mi->scope.data);
		merge_close(mi);
		return NULL;
	}
	mi->pending = true;
	return mi;
}

int merge_config(struct merge_in *mi, const struct config *mcfg, struct config *cfg, bool *exit_now,
		 struct mg_error *err)
{
	const cJSON *opts = cJSON_GetObjectItemCaseSensitive(mi->head, "options");
	const char *query = cJSON_GetObjectItemCaseSensitive(mi->head, "query")->valuestring;
	size_t nh = (size_t)cJSON_GetArraySize(opts);
	char **argv = xcalloc(nh + mcfg->nopts + 4, sizeof *argv);
	int argc = 0;
	argv[argc++] = "memgrep";
	const cJSON *e;
	cJSON_ArrayForEach(e, opts) argv[argc++] = e->valuestring;
	/* The map steps' options alone: what merge's own may not change. */
	argv[argc] = "--";
	argv[argc + 1] = (char *)query;
	struct config head_cfg;
	struct mg_error herr = {{0}};
	int rc = config_parse(&head_cfg, argc + 2, argv, exit_now, &herr);
	bool bm25 = head_cfg.sort == SORT_BM25;
	config_free(&head_cfg);
	if (rc != MG_MATCH || *exit_now) {
		mg_error_set(err, "merge: the partials' options cannot be read: %s", herr.msg);
		free(argv);
		memset(cfg, 0, sizeof *cfg);
		return MG_ERROR;
	}
	for (size_t i = 0; i < mcfg->nopts; i++)
		argv[argc++] = mcfg->opts[i];
	argv[argc++] = "--";
	argv[argc++] = (char *)query;
	rc = config_parse(cfg, argc, argv, exit_now, err);
	free(argv);
	if (rc != MG_MATCH || *exit_now)
		return rc;
	if (cfg->sort == SORT_BM25 && !bm25) {
		mg_error_set(err,
			     "merge: --sort bm25 needs every message's statistics: give --sort bm25 to the "
			     "--partial steps");
		return MG_ERROR;
	}
	/* The session filters that rank applies are the map steps'. */
	const cJSON *cur = cJSON_GetObjectItemCaseSensitive(mi->head, "current_session"),
		    *here = cJSON_GetObjectItemCaseSensitive(mi->head, "here");
	cfg->current_session = cJSON_IsString(cur) ? cur->valuestring : NULL;
	free(cfg->cwd);
	cfg->cwd = cJSON_IsString(here) ? xstrdup(here->valuestring) : NULL;
	cfg->here = cfg->cwd != NULL;
	/* The index and the default roots are the map steps' concern. */
	free(cfg->index_dir);
	cfg->index_dir = NULL;
	return MG_MATCH;
}

/* Writes the escaped text s[0..len) to the spool as it is (merge_text
 * unescapes the few that are printed); its place in *off, *tlen. */
static bool spool_text(struct merge_in *mi, const char *s, size_t len, uint64_t *off, uint32_t *tlen)
{
	if (len >= NO_TEXT || !partial_escaped_ok(s, len))
		return false;
	if (len && fwrite(s, 1, len, mi->spool) != len)
		return false;
	*off = mi->spool_len;
	*tlen = (uint32_t)len;
	mi->spool_len += len;
	return true;
}

/* Spools the current line's "text" (its last member, when it is a file's
 * or a record's line) and cuts it off the line. *has_text: it had one. */
static int cut_text(struct merge_in *mi, uint64_t *off, uint32_t *tlen, bool *has_text, struct mg_error *err)
{
	size_t start, len;
	bool null;
	*has_text = false;
	*tlen = NO_TEXT;
	*off = 0;
	if (!partial_text_span(mi->line, (size_t)mi->len, &start, &len, &null))
		return 0;
	*has_text = true;
	if (!null && !spool_text(mi, mi->line + start, len, off, tlen)) {
		if (ferror(mi->spool))
			mg_error_set(err, "merge: cannot write a temporary file: %s", strerror(errno));
		else
			at_line(mi, err, "a text that is not a JSON string");
		return -1;
	}
	/* Cut at the member's ',' (start is past `,"text":"`, or at null). */
	size_t cut = start - (null ? 0 : 1) - strlen(",\"text\":");
	mi->line[cut] = '}';
	mi->line[cut + 1] = '\0';
	mi->len = (ssize_t)cut + 1;
	return 0;
}

static void bad_member(struct merge_in *mi, struct mg_error *err, const char *what, const char *why)
{
	char m[200];
	snprintf(m, sizeof m, "%s whose \"%s\" is missing or wrong", what, why ? why : "?");
	at_line(mi, err, m);
}

static void keep(struct merge_data *out, size_t *cap, struct file_res *f)
{
	xgrow((void **)&out->files, cap, out->nfiles + 1, sizeof *out->files);
	out->files[out->nfiles++] = f;
}

/* A record line of file f (of want records), its text at off (tlen bytes,
 * or NO_TEXT). */
static int take_record(struct merge_in *mi, struct file_res *f, uint64_t want, size_t ngroups, uint64_t off,
		       uint32_t tlen, struct mg_error *err)
{
	const char *why = NULL;
	if (!f || f->recs.n == want) {
		at_line(mi, err, "a record with no file's line before it");
		return -1;
	}
	if (!partial_read_record(mi->line, (size_t)mi->len, f, ngroups - 1, &why)) {
		if (why && strcmp(why, "file") == 0)
			at_line(mi, err,
				"a record of another file than the one before it: were partials "
				"interleaved line by line? (GNU parallel: leave out --line-buffer)");
		else
			bad_member(mi, err, "a record", why);
		return -1;
	}
	struct msg_rec *r = &f->recs.v[f->recs.n - 1];
	r->off = off;
	r->len = tlen;
	if (r->type == MT_LINE) {
		/* A line of a text document carries its text, as its scan
		 * made it (its file is not read again). */
		struct sbuf t = {0};
		bool ok = fflush(mi->spool) == 0 && merge_text(mi, r, &t);
		struct msg_more *m = rec_more(r, &f->arena);
		m->text = arena_strndup(&f->arena, t.data ? t.data : "", t.len);
		m->tlen = (uint32_t)t.len;
		sbuf_free(&t);
		if (!ok) {
			bad_member(mi, err, "a record", "text");
			return -1;
		}
	}
	return 0;
}

/* A rename line: a file of this partial (from out's file `first` on)
 * takes its smaller name. */
static int take_rename(struct merge_in *mi, struct merge_data *out, size_t first, struct mg_error *err)
{
	struct arena a = {0};
	const char *was, *now, *why = NULL;
	struct file_res *g = NULL;
	bool ok = partial_read_rename(mi->line, (size_t)mi->len, &a, &was, &now, &why);
	for (size_t i = first; ok && !g && i < out->nfiles; i++)
		if (strcmp(out->files[i]->path, was) == 0)
			g = out->files[i];
	if (g) {
		free(g->path);
		g->path = xstrdup(now);
	}
	arena_free(&a);
	if (!ok) {
		bad_member(mi, err, "a rename line", why);
		return -1;
	}
	if (!g) {
		at_line(mi, err, "a rename of a file the partial does not hold");
		return -1;
	}
	return 0;
}

/* One partial, after its header: its files and records, to its end line. */
static int read_partial(struct merge_in *mi, size_t ngroups, struct merge_data *out, size_t *cap,
			struct mg_error *err)
{
	struct file_res *f = NULL; /* the file whose records come */
	uint64_t want = 0, results = 0;
	size_t first = out->nfiles; /* this partial's first file */
	for (;;) {
		if (!next_line(mi)) {
			if (ferror(mi->in[mi->cur]))
				mg_error_set(err, "merge: cannot read %s: %s", mi->names[mi->cur],
					     strerror(errno));
			else
				at_line(mi, err,
					"the partial ends before its end line (did its map step fail?)");
			return -1;
		}
		uint64_t off = 0;
		uint32_t tlen = NO_TEXT;
		bool has_text = false;
		const char *why = NULL;
		enum partial_line kind = partial_line_kind(mi->line, (size_t)mi->len);
		if ((kind == PL_FILE || kind == PL_RECORD) && cut_text(mi, &off, &tlen, &has_text, err) != 0)
			return -1;
		if (f && f->recs.n < want && kind != PL_RECORD) {
			at_line(mi, err, "a file's records end before the count its line gives");
			return -1;
		}
		switch (kind) {
		case PL_RECORD:
			if (take_record(mi, f, want, ngroups, off, has_text ? tlen : NO_TEXT, err) != 0)
				return -1;
			continue;
		case PL_FILE:
			f = partial_read_file(mi->line, (size_t)mi->len, ngroups, &want, &why);
			if (!f) {
				bad_member(mi, err, "a file", why);
				return -1;
			}
			if (f->meta.has_prompt) {
				f->meta.prompt_off = off;
				f->meta.prompt_len = has_text ? tlen : NO_TEXT;
			}
			results++;
			keep(out, cap, f);
			continue;
		case PL_RENAME:
			if (take_rename(mi, out, first, err) != 0)
				return -1;
			f = NULL;
			continue;
		case PL_END: {
			struct partial_end e = {0};
			if (!partial_read_end(mi->line, (size_t)mi->len, &e, &why)) {
				bad_member(mi, err, "an end line", why);
				return -1;
			}
			if (e.results != results) {
				at_line(mi, err, "the end line counts other files than the partial holds");
				return -1;
			}
			partial_end_add(&out->end, &e);
			return 0;
		}
		case PL_HEAD:
			at_line(mi, err, "a header before the partial before it has ended");
			return -1;
		default:
			at_line(mi, err, "not a line of a partial");
			return -1;
		}
	}
}

int merge_read(struct merge_in *mi, const struct config *cfg, struct merge_data *out, struct mg_error *err)
{
	memset(out, 0, sizeof *out);
	size_t cap = 0, ngroups = cfg->query.npositive + 1;
	for (;;) {
		if (!mi->pending) {
			bool got;
			if (next_head(mi, err, &got) != 0)
				return -1;
			if (!got)
				break;
		}
		mi->pending = false;
		if (read_partial(mi, ngroups, out, &cap, err) != 0)
			return -1;
	}
	if (fflush(mi->spool) != 0) {
		mg_error_set(err, "merge: cannot write a temporary file: %s", strerror(errno));
		return -1;
	}
	/* The line buffer is as long as the longest line read: let go of it
	 * before printing (docs/reference.md §6). */
	free(mi->line);
	mi->line = NULL;
	mi->cap = 0;
	return 0;
}

bool merge_text(void *arg, const struct msg_rec *rec, struct sbuf *out)
{
	struct merge_in *mi = arg;
	sbuf_reset(out);
	if (rec->len == NO_TEXT)
		return false;
	/* The escaped text, then unescaped into out. */
	struct sbuf *esc = &mi->text;
	sbuf_reset(esc);
	int fd = fileno(mi->spool);
	size_t got = 0;
	while (got < rec->len) {
		char buf[1 << 16];
		size_t want = rec->len - got < sizeof buf ? rec->len - got : sizeof buf;
		ssize_t n = pread(fd, buf, want, (off_t)(rec->off + got));
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		sbuf_add(esc, buf, (size_t)n);
		got += (size_t)n;
	}
	if (!partial_unescape(esc->data ? esc->data : "", esc->len, out)) {
		sbuf_reset(out);
		return false;
	}
	/* A long text's escaped copy is not kept. */
	if (esc->len > (1u << 20))
		sbuf_free(esc);
	return true;
}

const char *merge_scope(const struct merge_in *mi)
{
	return mi->scope.data;
}

void merge_close(struct merge_in *mi)
{
	if (!mi)
		return;
	for (size_t i = 0; i < mi->n; i++) {
		if (mi->in[i] && mi->in[i] != stdin)
			fclose(mi->in[i]);
		free(mi->names[i]);
	}
	free(mi->names);
	free(mi->in);
	free(mi->line);
	cJSON_Delete(mi->head);
	free(mi->head_key);
	if (mi->spool)
		fclose(mi->spool);
	free(mi->spool_buf);
	free(mi->inbuf);
	sbuf_free(&mi->text);
	sbuf_free(&mi->scope);
	free(mi);
}
