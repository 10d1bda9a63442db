/* pattern: a literal term written as a Hyperscan pattern (see pattern.h).
 * A term's units (code points, or the wildcard) come in; the pattern goes
 * out appended to the caller's buffer. */
#include "stages/pattern.h"

#include <stdint.h>

/* Appends cp to a Hyperscan pattern as a literal. */
static void pat_literal(struct sbuf *b, uint32_t cp)
{
	if (cp < 0x80 && ((cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z')))
		sbuf_addc(b, (char)cp);
	else if (cp < 0x80)
		sbuf_printf(b, "\\x%02X", cp);
	else
		sbuf_printf(b, "\\x{%X}", cp);
}

/* '_', '-' or one White_Space character. */
static const char wildcard_class[] = "[_\\-\\x09-\\x0D\\x20\\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}"
				     "\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}]";
/* The same as bytes of UTF-8, for terms compiled without HS_FLAG_UTF8. */
static const char wildcard_bytes[] =
    "(?:[_\\-\\x09-\\x0D\\x20]|\\xC2[\\x85\\xA0]|\\xE1\\x9A\\x80|"
    "\\xE2\\x80[\\x80-\\x8A\\xA8\\xA9\\xAF]|\\xE2\\x81\\x9F|\\xE3\\x80\\x80)";

/* The length of cp in bytes of UTF-8. */
static size_t utf8_len(uint32_t cp)
{
	return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/* Appends cp to a byte-mode pattern: its UTF-8 bytes. */
static void pat_bytes(struct sbuf *b, uint32_t cp)
{
	if (cp < 0x80) {
		pat_literal(b, cp);
		return;
	}
	char u[4];
	size_t n = utf8_len(cp);
	static const unsigned char lead[] = {0, 0, 0xC0, 0xE0, 0xF0};
	for (size_t i = n; i-- > 1;) {
		u[i] = (char)(0x80 | (cp & 0x3F));
		cp >>= 6;
	}
	u[0] = (char)(lead[n] | cp);
	for (size_t i = 0; i < n; i++)
		sbuf_printf(b, "\\x%02X", (unsigned char)u[i]);
}

void pattern_literal(struct sbuf *b, const struct term *t)
{
	for (size_t k = 0; k < t->nunits; k++) {
		if (t->units[k] == QUERY_WILDCARD)
			sbuf_adds(b, wildcard_class);
		else
			pat_literal(b, t->units[k]);
	}
}

void pattern_bytes(struct sbuf *b, const struct term *t)
{
	for (size_t k = 0; k < t->nunits; k++) {
		if (t->units[k] == QUERY_WILDCARD)
			sbuf_adds(b, wildcard_bytes);
		else
			pat_bytes(b, t->units[k]);
	}
}

size_t pattern_utf8_len(const struct term *t)
{
	size_t n = 0;
	for (size_t k = 0; k < t->nunits; k++)
		n += t->units[k] == QUERY_WILDCARD ? 1 : utf8_len(t->units[k]);
	return n;
}
