/* vs-repro: the smallest reproducer of the vectorscan 5.4.9 abort that
 * memgrep works around (VectorCamp/vectorscan#392; docs/internals.md,
 * "The vectorscan abort"). A regular expression compiled with
 * HS_FLAG_SOM_LEFTMOST in block mode, whose start of match vectorscan finds
 * with a reverse scan (x+a: a repeat before the last literal), aborts the
 * process ("*** buffer overflow detected ***", from an snprintf of the whole
 * region into a 255-byte buffer) on any text of 255 bytes or more, whatever
 * the text holds. The same pattern in stream mode (what `memgrep -e` uses)
 * does not.
 *
 *   vs-repro PATTERN LENGTH block|stream    scans LENGTH bytes of 'z' with
 *                                          PATTERN (SOM); exit 0 when the
 *                                          scan returns, 2 when the pattern
 *                                          does not compile
 *   vs-repro --version                     prints hs_version()
 *
 * The caller (tests/vectorscan/run) runs it in a child and reads a SIGABRT
 * as the abort. */
#include <hs/hs.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int on_match(unsigned id, unsigned long long from, unsigned long long to, unsigned flags, void *ctx)
{
	(void)id, (void)from, (void)to, (void)flags, (void)ctx;
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "--version") == 0) {
		printf("%s\n", hs_version());
		return 0;
	}
	if (argc != 4)
		return fprintf(stderr, "usage: vs-repro PATTERN LENGTH block|stream\n"), 2;
	bool stream = strcmp(argv[3], "stream") == 0;
	unsigned mode = stream ? HS_MODE_STREAM | HS_MODE_SOM_HORIZON_LARGE : HS_MODE_BLOCK;
	hs_database_t *db;
	hs_compile_error_t *err;
	if (hs_compile(argv[1], HS_FLAG_SOM_LEFTMOST, mode, NULL, &db, &err) != HS_SUCCESS) {
		fprintf(stderr, "vs-repro: %s\n", err->message);
		hs_free_compile_error(err);
		return 2;
	}
	hs_scratch_t *scratch = NULL;
	size_t len = (size_t)strtoul(argv[2], NULL, 10);
	char *text = malloc(len ? len : 1);
	memset(text, 'z', len);
	hs_error_t rc;
	if (hs_alloc_scratch(db, &scratch) != HS_SUCCESS)
		return 3;
	if (stream) {
		hs_stream_t *s;
		rc = hs_open_stream(db, 0, &s);
		if (rc == HS_SUCCESS)
			rc = hs_scan_stream(s, text, (unsigned)len, 0, scratch, on_match, NULL);
		if (rc == HS_SUCCESS)
			rc = hs_close_stream(s, scratch, on_match, NULL);
	} else {
		rc = hs_scan(db, text, (unsigned)len, 0, scratch, on_match, NULL);
	}
	free(text);
	hs_free_scratch(scratch);
	hs_free_database(db);
	return rc == HS_SUCCESS ? 0 : 3;
}
