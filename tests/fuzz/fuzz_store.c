/* fuzz_store: libFuzzer target for OpenCode's JSON storage before its
 * database (sources/opencode_store.c): the files of one session, written
 * as the input gives them, listed and rendered. The input is up to four
 * files separated by NUL bytes: the session's file
 * (session/p/ses_f.json), a message's (message/ses_f/msg_1.json) and two
 * parts' (part/msg_1/prt_1.json, prt_2.json); a file left out is not
 * written. Besides the sanitizers it checks what the lines path relies
 * on: the session is listed once, under its file's name; when it renders,
 * its first line is a header the OpenCode row detects, and every line is
 * one JSON object the strict decoder accepts and the OpenCode decoder
 * reads without error.
 *
 *   make fuzz-store BUILD=/tmp/bfz FUZZ_SECONDS=60
 *   build/asan/fuzz-replay-store FILE...     replays inputs (make check)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/json_line.h"
#include "base/xalloc.h"
#include "sources/decode_opencode.h"
#include "sources/opencode_store.h"
#include "tests/fuzz/fuzz.h"

static char root[64];
static struct json_decoder *jd;
static struct line_decoder *ld;

static const char *const files[] = {"session/p/ses_f.json", "message/ses_f/msg_1.json",
				    "part/msg_1/prt_1.json", "part/msg_1/prt_2.json"};
enum { NFILES = sizeof files / sizeof files[0] };

static void init(void)
{
	snprintf(root, sizeof root, "/tmp/memgrep-fuzz-store-XXXXXX");
	if (!mkdtemp(root))
		fuzz_fail("cannot make a temporary folder");
	const char *dirs[] = {"opencode",
			      "opencode/storage",
			      "opencode/storage/session",
			      "opencode/storage/session/p",
			      "opencode/storage/message",
			      "opencode/storage/message/ses_f",
			      "opencode/storage/part",
			      "opencode/storage/part/msg_1"};
	char p[256];
	for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
		snprintf(p, sizeof p, "%s/%s", root, dirs[i]);
		if (mkdir(p, 0700) != 0)
			fuzz_fail("cannot make %s", p);
	}
	jd = json_decoder_new();
	ld = line_decoder_new();
}

static void on_session(void *arg, const struct sqlite_src_session *s)
{
	int *n = arg;
	if (strcmp(s->id, "ses_f") != 0)
		fuzz_fail("listed as %s", s->id);
	(*n)++;
}

/* Checks the rendered lines of the memory file fd. */
static void check_lines(int fd)
{
	struct sbuf b = {0};
	char chunk[65536];
	ssize_t r;
	while ((r = read(fd, chunk, sizeof chunk)) > 0)
		sbuf_add(&b, chunk, (size_t)r);
	close(fd);
	size_t at = 0, line = 0;
	while (at < b.len) {
		char *nl = memchr(b.data + at, '\n', b.len - at);
		if (!nl)
			fuzz_fail("line %zu has no end", line);
		size_t len = (size_t)(nl - (b.data + at));
		cJSON *root_ = json_decode(jd, b.data + at, len);
		if (!cJSON_IsObject(root_))
			fuzz_fail("line %zu is not a JSON object: %.*s", line, (int)len, b.data + at);
		if (line == 0 && !decode_opencode_detect(root_))
			fuzz_fail("the first line is no header");
		struct line_view lv;
		if (decode_opencode_line(ld, root_, &lv) != 0)
			fuzz_fail("line %zu is malformed: %.*s", line, (int)len, b.data + at);
		at += len + 1;
		line++;
	}
	if (line == 0)
		fuzz_fail("nothing rendered");
	sbuf_free(&b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!jd)
		init();
	char p[256];
	const uint8_t *at = data, *end = data + size;
	for (size_t i = 0; i < NFILES; i++) {
		snprintf(p, sizeof p, "%s/opencode/storage/%s", root, files[i]);
		unlink(p);
		if (at > end)
			continue;
		const uint8_t *nul = memchr(at, 0, (size_t)(end - at));
		size_t n = (size_t)((nul ? nul : end) - at);
		FILE *f = fopen(p, "wb");
		if (!f || fwrite(at, 1, n, f) != n || fclose(f) != 0)
			fuzz_fail("cannot write %s", p);
		at += n + 1;
	}
	snprintf(p, sizeof p, "%s/opencode/storage/%s", root, files[0]);
	int listed = 0;
	struct mg_error err = {{0}};
	if (opencode_store_list(p, NULL, on_session, &listed, &err) != 0 || listed != 1)
		fuzz_fail("the session is listed %d times (%s)", listed, err.msg);
	int fd = opencode_store_render(p, "ses_f", "opencode");
	if (fd >= 0)
		check_lines(fd);
	return 0;
}
