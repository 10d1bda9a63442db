/* error: fills memgrep's one-line error value (base/error.h). */
#include "base/error.h"

#include <stdarg.h>
#include <stdio.h>

void mg_error_set(struct mg_error *e, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	va_end(ap);
}
