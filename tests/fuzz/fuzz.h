/* fuzz: what the libFuzzer targets of tests/fuzz/ share: a config built from
 * an argv as main builds it, a failure that aborts (so libFuzzer, or the
 * replay driver, reports it with the input), and the writer assumption of
 * the prefilter. Everything here is static inline: each target includes it
 * once. */
#ifndef MEMGREP_FUZZ_H
#define MEMGREP_FUZZ_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "config/config.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Reports a broken invariant and aborts: the input that got here is a
 * finding. */
static inline __attribute__((noreturn, format(printf, 1, 2))) void fuzz_fail(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("fuzz: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	abort();
}

/* config_parse on {"memgrep", args..., NULL}, as main calls it; argv has
 * room for the args and two more. The config keeps pointers to the
 * strings of args, not to argv. Returns config_parse's status. */
static inline int fuzz_config(struct config *cfg, const char *const *args, char **argv, struct mg_error *err)
{
	int argc = 0;
	argv[argc++] = (char *)"memgrep";
	for (size_t i = 0; args[i]; i++)
		argv[argc++] = (char *)args[i];
	argv[argc] = NULL;
	bool exit_now;
	return config_parse(cfg, argc, argv, &exit_now, err);
}

/* Whether s[0..len) has a \uXXXX escape of an ASCII letter, digit or
 * space. The prefilter assumes no writer escapes those (stages/prefilter.h),
 * so its "no false negatives" promise holds only for lines without one. */
static inline bool fuzz_escapes_plain(const char *s, size_t len)
{
	for (size_t i = 0; i + 1 < len; i++) {
		if (s[i] != '\\')
			continue;
		if (s[i + 1] != 'u' || len - i < 6) {
			i++; /* the escaped character is not a string's end */
			continue;
		}
		unsigned v = 0;
		bool hex = true;
		for (size_t k = 2; k < 6; k++) {
			char c = s[i + k];
			unsigned d = c >= '0' && c <= '9'   ? (unsigned)(c - '0')
				     : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
				     : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10)
							    : 16u;
			hex = hex && d < 16;
			v = v * 16 + (d & 15);
		}
		if (hex &&
		    (v == ' ' || (v >= '0' && v <= '9') || (v >= 'a' && v <= 'z') || (v >= 'A' && v <= 'Z')))
			return true;
		i++;
	}
	return false;
}

#endif
