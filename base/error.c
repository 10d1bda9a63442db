/* error: fills memgrep's one-line error value (base/error.h). */
#include "base/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void mg_error_set(struct mg_error *e, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	va_end(ap);
	/* Cut: "…" (3 bytes) in place of the last bytes, not in the middle of
	 * a character (UTF-8 continuation bytes are 10xxxxxx). */
	if (n >= (int)sizeof e->msg) {
		size_t at = sizeof e->msg - 4;
		while (at > 0 && ((unsigned char)e->msg[at] & 0xC0) == 0x80)
			at--;
		memcpy(e->msg + at, "\xe2\x80\xa6", 4);
	}
}
