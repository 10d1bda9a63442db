/* json_lex: the byte-level pieces of strict JSON that both of memgrep's
 * JSON readers use: json_line.c (the tree) and sources/fast_decode.c
 * (a line straight to its view), which must accept exactly the same lines
 * (docs/reference.md §2). Inline: they are the inner loops of both. */
#ifndef MEMGREP_JSON_LEX_H
#define MEMGREP_JSON_LEX_H

#include <stdbool.h>
#include <stddef.h>

/* Past JSON's whitespace (space, LF, CR, tab) from s[p]. */
static inline size_t json_skip_ws(const unsigned char *s, size_t len, size_t p)
{
	while (p < len && (s[p] == ' ' || s[p] == '\n' || s[p] == '\r' || s[p] == '\t'))
		p++;
	return p;
}

static inline int json_hexval(unsigned char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* The code unit of the four hex digits at s, or -1. */
static inline long json_hex4(const unsigned char *s)
{
	int a = json_hexval(s[0]), b = json_hexval(s[1]), c = json_hexval(s[2]), e = json_hexval(s[3]);
	if ((a | b | c | e) < 0)
		return -1;
	return (long)a << 12 | b << 8 | c << 4 | e;
}

static inline bool json_is_digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

/* The end of the number token at s[p] (RFC 8259's grammar: no '+', no
 * leading zeros, no bare '.'), or 0 when it is not one. */
static inline size_t json_number_end(const unsigned char *s, size_t len, size_t p)
{
	if (s[p] == '-')
		p++;
	if (p >= len)
		return 0;
	if (s[p] == '0')
		p++;
	else if (s[p] >= '1' && s[p] <= '9')
		while (++p < len && json_is_digit(s[p]))
			;
	else
		return 0;
	if (p < len && s[p] == '.') {
		if (++p >= len || !json_is_digit(s[p]))
			return 0;
		while (++p < len && json_is_digit(s[p]))
			;
	}
	if (p < len && (s[p] == 'e' || s[p] == 'E')) {
		if (++p < len && (s[p] == '+' || s[p] == '-'))
			p++;
		if (p >= len || !json_is_digit(s[p]))
			return 0;
		while (++p < len && json_is_digit(s[p]))
			;
	}
	return p;
}

/* Length of the strict UTF-8 sequence at s[p] (lead byte >= 0x80), or 0 when
 * it is invalid, overlong, a surrogate, above U+10FFFF, truncated, or a BOM. */
static inline size_t json_utf8_seq(const unsigned char *s, size_t len, size_t p)
{
	unsigned char c = s[p], lo = 0x80, hi = 0xBF;
	size_t n;
	if (c < 0xC2)
		return 0;
	if (c < 0xE0) {
		n = 2;
	} else if (c < 0xF0) {
		n = 3;
		if (c == 0xE0)
			lo = 0xA0;
		else if (c == 0xED)
			hi = 0x9F;
	} else if (c < 0xF5) {
		n = 4;
		if (c == 0xF0)
			lo = 0x90;
		else if (c == 0xF4)
			hi = 0x8F;
	} else {
		return 0;
	}
	if (len - p < n || s[p + 1] < lo || s[p + 1] > hi)
		return 0;
	for (size_t i = 2; i < n; i++)
		if ((s[p + i] & 0xC0) != 0x80)
			return 0;
	if (c == 0xEF && s[p + 1] == 0xBB && s[p + 2] == 0xBF)
		return 0;
	return n;
}

#endif
