/* quote: writes user input into a one-line message (see quote.h). Text
 * comes in as a C string and goes out appended to the caller's buffer. */
#include "config/quote.h"

#include <stdint.h>
#include <string.h>

#include "base/text.h"
#include "base/xalloc.h"

void mg_quote(struct sbuf *out, const char *s, size_t max)
{
	size_t len = strlen(s), ncp = 0;
	for (size_t i = 0; i < len; ncp++) {
		if (max && ncp == max) {
			sbuf_adds(out, "…");
			break;
		}
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		if (cp < 0)
			sbuf_printf(out, "\\x%02X", (unsigned char)s[i]);
		else if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F))
			sbuf_printf(out, "\\u%04X", (unsigned)cp);
		else
			sbuf_add(out, s + i, adv);
		i += adv;
	}
	sbuf_add(out, "", 0); /* a string even when s is empty */
}

void mg_quote_query(struct sbuf *out, const char *s, size_t max)
{
	struct sbuf shown = {0};
	mg_quote(&shown, s, max);
	if (!strchr(shown.data, '"')) {
		sbuf_printf(out, "\"%s\"", shown.data);
	} else {
		/* "stop hook" is shown '"stop hook"', not ""stop hook"": as
		 * a shell word, each ' written '\''. */
		sbuf_addc(out, '\'');
		for (const char *p = shown.data; *p; p++) {
			if (*p == '\'')
				sbuf_adds(out, "'\\''");
			else
				sbuf_addc(out, *p);
		}
		sbuf_addc(out, '\'');
	}
	sbuf_free(&shown);
}
