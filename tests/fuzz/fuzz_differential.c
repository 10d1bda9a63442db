/* fuzz_differential: libFuzzer target for the property that would lose
 * results silently: a search with the raw prefilter and its second look
 * finds what a search that decodes every line (--no-prefilter) finds, for
 * any file and any query, in every source.
 *
 * The input is three option bytes, the query up to the first newline, then
 * the file's content:
 *   byte 0: bits 0-1 the source, by the file's name and a first line put
 *           before the content (Claude Code; Codex, with a session_meta
 *           line; Gemini CLI JSON Lines, with a metadata line; a Gemini CLI
 *           session-*.json document, the content as it is); bit 2 -C 1;
 *           bit 3 --scope session; bit 4 --recall-cutoff off; bit 5
 *           --min-length 0; bits 6-7 --sort (recent, bm25) or none
 *   byte 1: -w, -s, -e, --fuzzy 1, --tools, --thinking, --keep-noise,
 *           --flat (bits 0 to 7)
 *   byte 2: bit 0 --fuzzy 2, bit 1 -m 3, bit 2 --forks, bit 3 -n 3
 * Both searches run whole (pipeline/search/search.c's search_run, as main
 * runs them, -j 1, without the index) over the file written to a private
 * temp folder, with --format json; their exit statuses and their documents
 * must be equal, `stats` aside (its counts of lines decoded differ by
 * design). Then the first search runs twice more with the index on, in a
 * private index folder: the first makes the file's entry, the second reads
 * it, its lines picked by the prefilter over the entry's texts and its
 * blocks pruned by their trigram filters (docs/reference.md §12); it must
 * give the --no-prefilter document too. The query comes from the input, so every matcher mode (terms,
 * OR groups, NOT groups, phrases, '_', -w, -s, -e, --fuzzy) meets every
 * kind of line. A file that escapes a letter, digit or space as \uXXXX is
 * exempt, as in fuzz_file: the prefilter assumes no writer does that
 * (stages/prefilter.h, fuzz.h); tests/fuzz/README.md says why the
 * campaign keeps the exemption.
 *
 *   make fuzz-differential BUILD=/tmp/bfz FUZZ_SECONDS=60
 *   build/asan/fuzz-replay-differential FILE...   replays inputs (make check)
 */
#include <cjson/cJSON.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config/config.h"
#include "base/xalloc.h"
#include "pipeline/search/search.h"
#include "tests/fuzz/fuzz.h"

static char dir[64], ixdir[80];
static char paths[4][128];

static const char *const names[4] = {
    "-home-ana-code-shop/6a1b2c3d-0000-4000-8000-00000000abcd.jsonl",
    "rollout-2025-04-01T10-00-00-c0de0000-0000-4000-8000-000000000001.jsonl",
    "session-2025-04-01T10-00-c0de1111.jsonl",
    "session-2025-04-01T10-00-c0de2222.json",
};

/* The first line each source's file gets, so that it is told to be one. */
static const char *const heads[4] = {
    "",
    ("{\"timestamp\":\"2025-04-01T10:00:00Z\",\"type\":\"session_meta\",\"payload\":{\"id\":\"c0de0000-0000-"
     "4000-"
     "8000-000000000001\",\"timestamp\":\"2025-04-01T10:00:00Z\",\"cwd\":\"/home/ana/code/shop\"}}\n"),
    "{\"sessionId\":\"c0de1111\",\"projectHash\":\"ab12\",\"startTime\":\"2025-04-01T10:00:00Z\"}\n",
    "",
};

static void init(void)
{
	unsetenv("CLAUDE_SESSION_ID");
	setenv("TZ", "UTC", 1);
	setenv("MEMGREP_INDEX", "off", 1);
	setenv("UV_THREADPOOL_SIZE", "1", 1);
	snprintf(dir, sizeof dir, "/tmp/fuzz-differential-XXXXXX");
	if (!mkdtemp(dir))
		fuzz_fail("mkdtemp failed");
	char sub[128];
	snprintf(sub, sizeof sub, "%s/-home-ana-code-shop", dir);
	if (mkdir(sub, 0700) != 0)
		fuzz_fail("mkdir failed");
	for (int i = 0; i < 4; i++)
		snprintf(paths[i], sizeof paths[i], "%s/%s", dir, names[i]);
	snprintf(ixdir, sizeof ixdir, "%s-index", dir);
}

static void write_file(const char *path, const char *head, const uint8_t *data, size_t size)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0)
		fuzz_fail("cannot write %s", path);
	size_t hl = strlen(head);
	if ((hl && write(fd, head, hl) != (ssize_t)hl) || (size && write(fd, data, size) != (ssize_t)size))
		fuzz_fail("cannot write %s", path);
	close(fd);
}

/* The arguments of the search the option bytes ask for (query, path). */
static size_t make_args(const char **a, const uint8_t *o, const char *query, const char *path, bool full)
{
	size_t n = 0;
	if (full)
		a[n++] = "--no-prefilter";
	a[n++] = "--format";
	a[n++] = "json";
	a[n++] = "-j";
	a[n++] = "1";
	static const char *const flags1[8] = {"-w",	 "-s",	       "-e",	       "--fuzzy=1",
					      "--tools", "--thinking", "--keep-noise", "--flat"};
	for (int b = 0; b < 8; b++)
		if (o[1] & (1u << b))
			a[n++] = flags1[b];
	if ((o[2] & 1) && !(o[1] & 8))
		a[n++] = "--fuzzy=2";
	if (o[0] & 4)
		a[n++] = "-C1";
	if (o[0] & 8)
		a[n++] = "--scope=session";
	if (o[0] & 16)
		a[n++] = "--recall-cutoff=off";
	if (o[0] & 32)
		a[n++] = "--min-length=0";
	if ((o[0] >> 6) == 1)
		a[n++] = "--sort=recent";
	if ((o[0] >> 6) == 2)
		a[n++] = "--sort=bm25";
	if (o[2] & 2)
		a[n++] = "-m3";
	if (o[2] & 4)
		a[n++] = "--forks";
	if (o[2] & 8)
		a[n++] = "-n3";
	a[n++] = "--";
	a[n++] = query;
	a[n++] = path;
	a[n] = NULL;
	return n;
}

struct run {
	int rc;
	char *out;
	size_t len;
};

static bool run(const char *const *args, struct run *r)
{
	char *argv[40];
	struct config cfg;
	struct mg_error err = {{0}};
	r->out = NULL;
	r->len = 0;
	r->rc = fuzz_config(&cfg, args, argv, &err);
	if (r->rc != MG_MATCH) {
		config_free(&cfg);
		return false;
	}
	FILE *fp = open_memstream(&r->out, &r->len);
	struct search_io io = {fp, NULL, false, NULL, NULL, NULL, NULL};
	struct search_result res;
	memset(&res, 0, sizeof res);
	r->rc = search_run(&cfg, &io, &res);
	fclose(fp);
	config_free(&cfg);
	return true;
}

/* The document without its stats, or NULL when out is not one. */
static cJSON *document(const struct run *r)
{
	cJSON *doc = cJSON_ParseWithLength(r->out, r->len);
	if (doc)
		cJSON_DeleteItemFromObjectCaseSensitive(doc, "stats");
	return doc;
}

/* The search of args through the index (its entry made, then read) gives
 * b's document. */
static void same_through_index(const char *const *args, const char *query, const struct run *b,
			       const uint8_t *file, size_t fsize)
{
	setenv("MEMGREP_INDEX", "on", 1);
	setenv("MEMGREP_INDEX_DIR", ixdir, 1);
	struct run c;
	for (int pass = 0; pass < 2; pass++) {
		if (pass)
			free(c.out);
		run(args, &c);
	}
	setenv("MEMGREP_INDEX", "off", 1);
	if (c.rc != b->rc)
		fuzz_fail("query '%s': status %d through the index, %d with --no-prefilter", query, c.rc,
			  b->rc);
	if (c.len != b->len || memcmp(c.out, b->out, c.len) != 0) {
		cJSON *dc = document(&c), *db = document(b);
		if (!dc || !db)
			fuzz_fail("query '%s': output is not a JSON document", query);
		if (!cJSON_Compare(dc, db, true) && !fuzz_escapes_plain((const char *)file, fsize)) {
			char *pc = cJSON_PrintUnformatted(dc), *pb = cJSON_PrintUnformatted(db);
			fuzz_fail("query '%s': outputs differ\nthrough the index: %s\n--no-prefilter:    %s",
				  query, pc, pb);
		}
		cJSON_Delete(dc);
		cJSON_Delete(db);
	}
	free(c.out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!dir[0])
		init();
	if (size < 4)
		return 0;
	const uint8_t *o = data;
	const uint8_t *nl = memchr(data + 3, '\n', size - 3);
	if (!nl || nl == data + 3 || memchr(data + 3, '\0', (size_t)(nl - data - 3)))
		return 0;
	char *query = xstrndup((const char *)data + 3, (size_t)(nl - data - 3));
	const uint8_t *file = nl + 1;
	size_t fsize = size - (size_t)(file - data);
	int src = o[0] & 3;
	write_file(paths[src], heads[src], file, fsize);

	const char *args[40], *twin[40];
	make_args(args, o, query, paths[src], false);
	make_args(twin, o, query, paths[src], true);
	struct run a, b;
	bool ok_a = run(args, &a), ok_b = run(twin, &b);
	if (ok_a != ok_b || a.rc != b.rc)
		fuzz_fail("query '%s': status %d with the prefilter, %d with --no-prefilter", query, a.rc,
			  b.rc);
	if (ok_a && (a.len != b.len || memcmp(a.out, b.out, a.len) != 0)) {
		cJSON *da = document(&a), *db = document(&b);
		if (!da || !db)
			fuzz_fail("query '%s': output is not a JSON document", query);
		if (!cJSON_Compare(da, db, true) && !fuzz_escapes_plain((const char *)file, fsize)) {
			char *pa = cJSON_PrintUnformatted(da), *pb = cJSON_PrintUnformatted(db);
			fuzz_fail("query '%s': outputs differ\nprefilter:      %s\n--no-prefilter: %s", query,
				  pa, pb);
		}
		cJSON_Delete(da);
		cJSON_Delete(db);
	}
	if (ok_a)
		same_through_index(args, query, &b, file, fsize);
	free(a.out);
	free(b.out);
	free(query);
	return 0;
}
