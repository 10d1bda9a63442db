/* visible: a transcript's strings made fit for a terminal (see
 * visible.h). Strings come in as bytes with a length and go out appended
 * to the caller's buffer; one code point is looked at a time. */
#include "base/visible.h"

#include "base/text.h"
#include "base/xalloc.h"

bool visible_is_control(int32_t cp)
{
	return (cp >= 0 && cp < 0x20) || (cp >= 0x7F && cp <= 0x9F);
}

bool visible_is_bidi(int32_t cp)
{
	return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) ||
	       (cp >= 0x2066 && cp <= 0x2069);
}

size_t visible_text_cp(struct sbuf *b, const char *s, size_t len)
{
	size_t adv;
	int32_t cp = text_decode(s, len, &adv);
	if (cp < 0)
		sbuf_adds(b, "\xEF\xBF\xBD"); /* U+FFFD */
	else if (cp == '\t' || cp == '\n' || !(visible_is_control(cp) || visible_is_bidi(cp)))
		sbuf_add(b, s, adv);
	return adv;
}

void visible_add_text(struct sbuf *b, const char *s, size_t len)
{
	for (size_t i = 0; i < len;)
		i += visible_text_cp(b, s + i, len - i);
}

void visible_add_name(struct sbuf *b, const char *s, size_t len)
{
	size_t run = 0, i = 0;
	while (i < len) {
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		if (cp >= 0 && !visible_is_control(cp) && !visible_is_bidi(cp)) {
			i += adv;
			continue;
		}
		sbuf_add(b, s + run, i - run);
		if (cp < 0)
			sbuf_printf(b, "\\x%02X", (unsigned char)s[i]);
		else
			sbuf_printf(b, "\\u%04X", (unsigned)cp);
		i += adv;
		run = i;
	}
	sbuf_add(b, s + run, len - run);
}

bool visible_is_plain(const char *s, size_t len)
{
	for (size_t i = 0; i < len;) {
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		if (cp < 0 || visible_is_control(cp) || visible_is_bidi(cp))
			return false;
		i += adv;
	}
	return true;
}
