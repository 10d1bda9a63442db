/* replay: a main() for a libFuzzer target built without libFuzzer (gcc,
 * ASan and UBSan), so `make check` replays the seed corpus and every crash
 * input ever found as regression cases (tests/fuzz/run-replay).
 *
 *   build/asan/fuzz-replay-line FILE...
 *
 * Each FILE is read whole and given to LLVMFuzzerTestOneInput; a finding
 * aborts (sanitizer report, or the target's own check). Prints `ok FILE`
 * after each input; exits 0 when all ran, 2 when a file cannot be read. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		if (!f) {
			perror(argv[i]);
			return 2;
		}
		struct sbuf b = {0};
		char chunk[65536];
		size_t n;
		while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
			sbuf_add(&b, chunk, n);
		int err = ferror(f);
		fclose(f);
		if (err) {
			perror(argv[i]);
			sbuf_free(&b);
			return 2;
		}
		/* A copy of exactly the file's size, so ASan sees any read
		 * past the input as libFuzzer would. */
		size_t len = b.len;
		uint8_t *data = xmalloc(len ? len : 1);
		if (len)
			memcpy(data, b.data, len);
		sbuf_free(&b);
		LLVMFuzzerTestOneInput(data, len);
		free(data);
		printf("ok %s\n", argv[i]);
		fflush(stdout);
	}
	return 0;
}
