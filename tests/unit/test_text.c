/* test_text: unit tests for base/text.c, docs/reference.md §0:
 * strict UTF-8 (every invalid class), encode/decode round trips over every
 * code point, simple lowercase folding with its exceptions, White_Space and
 * word characters, terminal columns (East_Asian_Width), and code point
 * counting; base/visible.c (what of a transcript reaches a terminal,
 * docs/reference.md §11.2). Inputs that a function must not
 * read past are copied into exactly-sized heap buffers so ASan catches any
 * overread. */
#include "tests/unit/unit.h"

#include "base/text.h"
#include "base/visible.h"
#include "base/xalloc.h"

#include <stdlib.h>
#include <string.h>

/* Copies bytes into a heap block of exactly len bytes (at least 1 so malloc
 * returns a real block), so any read past len trips ASan. */
static char *exact(const char *bytes, size_t len)
{
	char *p = malloc(len ? len : 1);
	assert_non_null(p);
	memcpy(p, bytes, len);
	return p;
}

static void expect_decode(const char *bytes, size_t len, int32_t want, size_t want_adv)
{
	char *p = exact(bytes, len);
	size_t adv = 99;
	assert_int_equal(text_decode(p, len, &adv), want);
	assert_int_equal(adv, want_adv);
	free(p);
}

#define DECODE_OK(lit, cp) expect_decode(lit, sizeof(lit) - 1, cp, sizeof(lit) - 1)
#define DECODE_BAD(lit)	   expect_decode(lit, sizeof(lit) - 1, -1, 1)

static bool valid(const char *bytes, size_t len)
{
	char *p = exact(bytes, len);
	bool v = text_valid_utf8(p, len);
	free(p);
	return v;
}

#define VALID(lit) valid(lit, sizeof(lit) - 1)

static void test_decode_each_length(void **state)
{
	DECODE_OK("A", 0x41);
	DECODE_OK("\x00", 0);
	DECODE_OK("\x7F", 0x7F);
	DECODE_OK("\xC2\x80", 0x80);
	DECODE_OK("\xC3\xA9", 0xE9); /* é */
	DECODE_OK("\xDF\xBF", 0x7FF);
	DECODE_OK("\xE0\xA0\x80", 0x800);
	DECODE_OK("\xE4\xB8\xAD", 0x4E2D); /* 中 */
	DECODE_OK("\xED\x9F\xBF", 0xD7FF); /* just below the surrogates */
	DECODE_OK("\xEE\x80\x80", 0xE000); /* just above them */
	DECODE_OK("\xEF\xBF\xBF", 0xFFFF);
	DECODE_OK("\xF0\x90\x80\x80", 0x10000);
	DECODE_OK("\xF0\x90\x90\x80", 0x10400); /* Deseret 𐐀 */
	DECODE_OK("\xF4\x8F\xBF\xBF", 0x10FFFF);

	/* Only the first code point is consumed. */
	size_t adv = 0;
	assert_int_equal(text_decode("\xC3\xA9xyz", 5, &adv), 0xE9);
	assert_int_equal(adv, 2);
}

static void test_decode_invalid_classes(void **state)
{
	/* Continuation bytes as lead bytes. */
	DECODE_BAD("\x80");
	DECODE_BAD("\xBF");
	DECODE_BAD("\x80\x80\x80\x80");
	/* Overlongs of every length, including NUL and '/'. */
	DECODE_BAD("\xC0\x80");
	DECODE_BAD("\xC0\xAF");
	DECODE_BAD("\xC1\xBF");
	DECODE_BAD("\xE0\x80\x80");
	DECODE_BAD("\xE0\x80\xAF");
	DECODE_BAD("\xE0\x9F\xBF");
	DECODE_BAD("\xF0\x80\x80\x80");
	DECODE_BAD("\xF0\x80\x80\xAF");
	DECODE_BAD("\xF0\x8F\xBF\xBF");
	/* Surrogates U+D800..U+DFFF, single and as an encoded pair. */
	DECODE_BAD("\xED\xA0\x80");
	DECODE_BAD("\xED\xAD\xBF");
	DECODE_BAD("\xED\xB0\x80");
	DECODE_BAD("\xED\xBF\xBF");
	DECODE_BAD("\xED\xA0\xBD\xED\xB8\x80");
	/* Past U+10FFFF, and lead bytes that can never appear. */
	DECODE_BAD("\xF4\x90\x80\x80");
	DECODE_BAD("\xF4\xBF\xBF\xBF");
	DECODE_BAD("\xF5\x80\x80\x80");
	DECODE_BAD("\xF7\xBF\xBF\xBF");
	DECODE_BAD("\xF8\x88\x80\x80\x80");
	DECODE_BAD("\xFC\x84\x80\x80\x80\x80");
	DECODE_BAD("\xFE");
	DECODE_BAD("\xFF");
	/* Truncated by the end of the buffer (exactly sized: ASan checks that
	 * nothing past it is read). */
	DECODE_BAD("\xC3");
	DECODE_BAD("\xE4");
	DECODE_BAD("\xE4\xB8");
	DECODE_BAD("\xF0");
	DECODE_BAD("\xF0\x90");
	DECODE_BAD("\xF0\x90\x90");
	/* Truncated by a non-continuation byte at each position. */
	DECODE_BAD("\xC3\x41");
	DECODE_BAD("\xC3\xC3\xA9");
	DECODE_BAD("\xE4\x41\xAD");
	DECODE_BAD("\xE4\xB8\x41");
	DECODE_BAD("\xE4\xB8\xC0");
	DECODE_BAD("\xF0\x41\x90\x80");
	DECODE_BAD("\xF0\x90\x41\x80");
	DECODE_BAD("\xF0\x90\x90\x41");
	DECODE_BAD("\xF0\x90\x90\xF0");
}

/* Every code point (no surrogates) encodes to the shortest form of the right
 * length and decodes back; the encoded form is valid and one code point. */
static void test_encode_round_trip_all(void **state)
{
	for (uint32_t cp = 0; cp <= 0x10FFFF; cp++) {
		if (cp >= 0xD800 && cp <= 0xDFFF)
			continue;
		char buf[4];
		size_t n = text_encode(cp, buf);
		size_t want = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
		if (n != want)
			fail_msg("U+%04X encoded in %zu bytes, want %zu", cp, n, want);
		size_t adv = 0;
		int32_t got = text_decode(buf, n, &adv);
		if (got != (int32_t)cp || adv != n)
			fail_msg("U+%04X decoded as %d (adv %zu)", cp, got, adv);
		if (!text_valid_utf8(buf, n) || text_cp_count(buf, n) != 1)
			fail_msg("U+%04X: encoded form not one valid code point", cp);
	}
	/* Spot-check bytes, so encode and decode cannot be wrong the same way. */
	char b[4];
	assert_int_equal(text_encode(0xE9, b), 2);
	assert_memory_equal(b, "\xC3\xA9", 2);
	assert_int_equal(text_encode(0x20AC, b), 3);
	assert_memory_equal(b, "\xE2\x82\xAC", 3);
	assert_int_equal(text_encode(0x10FFFF, b), 4);
	assert_memory_equal(b, "\xF4\x8F\xBF\xBF", 4);
}

/* Every 1-, 2- and 3-byte sequence, and every 4-byte lead pair: decode
 * accepts exactly the shortest encodings of non-surrogate code points. */
static void test_decode_exhaustive_short(void **state)
{
	size_t ok2 = 0, ok3 = 0, ok4 = 0;
	for (unsigned b0 = 0xC0; b0 <= 0xDF; b0++) {
		for (unsigned b1 = 0; b1 <= 0xFF; b1++) {
			char s[2] = {(char)b0, (char)b1};
			size_t adv;
			int32_t cp = text_decode(s, 2, &adv);
			if (cp >= 0) {
				char e[4];
				assert_int_equal(text_encode((uint32_t)cp, e), 2);
				assert_memory_equal(e, s, 2);
				ok2++;
			}
		}
	}
	for (unsigned b0 = 0xE0; b0 <= 0xEF; b0++) {
		for (unsigned b1 = 0; b1 <= 0xFF; b1++) {
			for (unsigned b2 = 0; b2 <= 0xFF; b2++) {
				char s[3] = {(char)b0, (char)b1, (char)b2};
				size_t adv;
				int32_t cp = text_decode(s, 3, &adv);
				if (cp >= 0) {
					char e[4];
					assert_false(cp >= 0xD800 && cp <= 0xDFFF);
					assert_int_equal(text_encode((uint32_t)cp, e), 3);
					assert_memory_equal(e, s, 3);
					ok3++;
				}
			}
		}
	}
	for (unsigned b0 = 0xF0; b0 <= 0xFF; b0++) {
		for (unsigned b1 = 0; b1 <= 0xFF; b1++) {
			char s[4] = {(char)b0, (char)b1, (char)0x80, (char)0x80};
			size_t adv;
			int32_t cp = text_decode(s, 4, &adv);
			if (cp >= 0) {
				char e[4];
				assert_in_range(cp, 0x10000, 0x10FFFF);
				assert_int_equal(text_encode((uint32_t)cp, e), 4);
				assert_memory_equal(e, s, 4);
				ok4++;
			}
		}
	}
	assert_int_equal(ok2, 0x800 - 0x80);
	assert_int_equal(ok3, 0x10000 - 0x800 - 0x800); /* minus the surrogates */
	assert_int_equal(ok4, 16 * 16);			/* planes 1..16, 16 lead pairs each */
}

static void test_valid_utf8(void **state)
{
	assert_true(valid("", 0));
	assert_true(VALID("plain ascii"));
	assert_true(VALID("a\x00z")); /* U+0000 is a valid code point */
	assert_true(VALID("caf\xC3\xA9 \xE4\xB8\xAD\xE6\x96\x87 \xF0\x9F\x98\x80 ok"));
	assert_true(VALID("\xF4\x8F\xBF\xBF"));
	assert_false(VALID("caf\xC3"));
	assert_false(VALID("\xC0\xAF"));
	assert_false(VALID("\xE0\x9F\xBF"));
	assert_false(VALID("\xED\xA0\x80"));
	assert_false(VALID("\xF4\x90\x80\x80"));
	assert_false(VALID("\xFF"));
	assert_false(VALID("abc\x80"));

	/* One bad byte at every position of a longer ASCII run: the 8-byte fast
	 * path must not skip it, wherever it falls in or after a block. */
	char buf[41];
	for (size_t len = 1; len <= sizeof buf; len++) {
		memset(buf, 'x', sizeof buf);
		assert_true(valid(buf, len));
		for (size_t at = 0; at < len; at++) {
			memset(buf, 'x', sizeof buf);
			buf[at] = (char)0x80;
			if (valid(buf, len))
				fail_msg("stray 0x80 at %zu of %zu accepted", at, len);
			buf[at] = (char)0xC3; /* truncated: needs a continuation */
			if (at + 1 < len)
				buf[at + 1] = (char)0xA9;
			if (valid(buf, len) != (at + 1 < len))
				fail_msg("C3 A9 at %zu of %zu misjudged", at, len);
		}
	}
}

static void test_lower_spec_cases(void **state)
{
	assert_int_equal(text_lower('A'), 'a');
	assert_int_equal(text_lower('Z'), 'z');
	assert_int_equal(text_lower(0xC9), 0xE9);	/* É -> é */
	assert_int_equal(text_lower(0x3A3), 0x3C3);	/* Σ -> σ */
	assert_int_equal(text_lower(0x2126), 0x3C9);	/* Ω OHM SIGN -> ω */
	assert_int_equal(text_lower(0x212A), 'k');	/* KELVIN SIGN -> k */
	assert_int_equal(text_lower(0x23A), 0x2C65);	/* Ⱥ -> ⱥ, 2 -> 3 bytes */
	assert_int_equal(text_lower(0x23E), 0x2C66);	/* Ⱦ -> ⱦ */
	assert_int_equal(text_lower(0x41F), 0x43F);	/* Cyrillic П -> п */
	assert_int_equal(text_lower(0x10400), 0x10428); /* Deseret 𐐀 -> 𐐨 */
	assert_int_equal(text_lower(0x3F4), 0x3B8);	/* ϴ -> θ */
	assert_int_equal(text_lower(0x1E9E), 0xDF);	/* ẞ -> ß */
	assert_int_equal(text_lower(0x10A0), 0x2D00);	/* Georgian */
	assert_int_equal(text_lower(0x13A0), 0xAB70);	/* Cherokee */
	assert_int_equal(text_lower(0x178), 0xFF);	/* Ÿ -> ÿ */

	/* The alternating block U+0100..: even upper, odd lower, broken at
	 * U+0130/U+0131. */
	assert_int_equal(text_lower(0x100), 0x101);
	assert_int_equal(text_lower(0x101), 0x101);
	assert_int_equal(text_lower(0x12E), 0x12F);
	assert_int_equal(text_lower(0x12F), 0x12F);
	assert_int_equal(text_lower(0x131), 0x131); /* dotless ı */
	assert_int_equal(text_lower(0x132), 0x133);
	assert_int_equal(text_lower(0x139), 0x13A); /* odd upper from here */
	assert_int_equal(text_lower(0x13A), 0x13A);

	/* docs/reference.md §0: these stay themselves. */
	static const uint32_t stay[] = {
	    0x130,						   /* İ */
	    0x3C2,  0x17F,  0xB5,				   /* ς ſ µ */
	    0x3D0,  0x3D1,  0x3D5,  0x3D6,  0x3F0,  0x3F1,  0x3F5, /* ϐϑϕϖϰϱϵ */
	    0x1E9B, 0x345,  0x1FBE,				   /* ẛ, ypogegrammeni, ι */
	    0x1C80, 0x1C81, 0x1C82, 0x1C83, 0x1C84, 0x1C85, 0x1C86, 0x1C87, 0x1C88,  'a',
	    'z',    '@',    '[',    '`',    '{',    0xDF,   0xE9,   0x3C3,  0x10428, 0x10FFFF,
	};
	for (size_t i = 0; i < sizeof stay / sizeof stay[0]; i++)
		if (text_lower(stay[i]) != stay[i])
			fail_msg("U+%04X changed to U+%04X", stay[i], text_lower(stay[i]));
}

/* Whole-table properties: among ASCII only A-Z change; lowercasing is
 * idempotent and stays a non-surrogate code point; and the number of code
 * points that change is Unicode 14's 1433 simple lowercase mappings less
 * U+0130. */
static void test_lower_whole_range(void **state)
{
	for (uint32_t c = 0; c < 0x80; c++)
		assert_int_equal(text_lower(c), c >= 'A' && c <= 'Z' ? c + 32 : c);
	size_t changed = 0;
	for (uint32_t c = 0; c <= 0x10FFFF; c++) {
		uint32_t l = text_lower(c);
		if (l == c)
			continue;
		changed++;
		if (l > 0x10FFFF || (l >= 0xD800 && l <= 0xDFFF) || text_lower(l) != l)
			fail_msg("U+%04X -> U+%04X", c, l);
	}
	assert_int_equal(changed, 1432);
}

static void expect_fold(const char *in, size_t len, const char *want, size_t want_len)
{
	char *src = exact(in, len);
	char *out = malloc(TEXT_FOLD_MAX(len));
	assert_non_null(out);
	size_t n = text_fold(src, len, out);
	assert_int_equal(n, want_len);
	assert_memory_equal(out, want, want_len);
	assert_int_equal(text_cp_count(out, n), text_cp_count(src, len));
	free(src);
	free(out);
}

#define FOLD(in, want) expect_fold(in, sizeof(in) - 1, want, sizeof(want) - 1)

static void test_fold(void **state)
{
	FOLD("", "");
	FOLD("Hello, World! [@`{]", "hello, world! [@`{]");
	FOLD("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", "abcdefghijklmnopqrstuvwxyz0123456789");
	FOLD("\xC3\x89TUDE", "\xC3\xA9tude");			      /* ÉTUDE */
	FOLD("\xCE\xA3\xCE\xA3", "\xCF\x83\xCF\x83");		      /* ΣΣ, no final sigma */
	FOLD("300 \xE2\x84\xAA", "300 k");			      /* KELVIN SIGN shrinks */
	FOLD("\xC8\xBA", "\xE2\xB1\xA5");			      /* Ⱥ grows */
	FOLD("\xC4\xB0stanbul", "\xC4\xB0stanbul");		      /* İ stays */
	FOLD("\xD0\x9F\xD0\xA0\xD0\x98", "\xD0\xBF\xD1\x80\xD0\xB8"); /* ПРИ */
	FOLD("x\xF0\x90\x90\x80y", "x\xF0\x90\x90\xA8y");	      /* Deseret */
	FOLD("\xCF\x82\xC5\xBF\xC2\xB5", "\xCF\x82\xC5\xBF\xC2\xB5"); /* ς ſ µ */
	FOLD("ABCDEFG\xC3\x89HIJKLMNOP", "abcdefg\xC3\xA9hijklmnop"); /* across a block */
}

/* The worst growth is 2 -> 3 bytes (Ⱥ, Ⱦ); an all-Ⱥ input must fit in
 * exactly TEXT_FOLD_MAX(len) bytes (ASan checks the heap block). */
static void test_fold_max_suffices(void **state)
{
	for (size_t k = 0; k <= 64; k++) {
		size_t len = 2 * k;
		char *src = malloc(len + 1);
		assert_non_null(src);
		for (size_t i = 0; i < k; i++)
			memcpy(src + 2 * i, i % 2 ? "\xC8\xBE" : "\xC8\xBA", 2);
		char *out = malloc(TEXT_FOLD_MAX(len));
		assert_non_null(out);
		size_t n = text_fold(src, len, out);
		assert_int_equal(n, 3 * k);
		assert_true(n <= TEXT_FOLD_MAX(len));
		for (size_t i = 0; i < k; i++)
			assert_memory_equal(out + 3 * i, i % 2 ? "\xE2\xB1\xA6" : "\xE2\xB1\xA5", 3);
		free(src);
		free(out);
	}
}

/* All 128 ASCII bytes at every alignment against the rule "only A-Z move",
 * so the 8-byte path and the byte path agree at the 'A'/'Z' edges. */
static void test_fold_ascii_alignment(void **state)
{
	char src[8 + 128], want[8 + 128], out[TEXT_FOLD_MAX(8 + 128)];
	for (size_t shift = 0; shift < 8; shift++) {
		for (size_t i = 0; i < shift; i++)
			src[i] = want[i] = '.';
		for (int c = 0; c < 128; c++) {
			src[shift + c] = (char)c;
			want[shift + c] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
		}
		size_t n = text_fold(src, shift + 128, out);
		assert_int_equal(n, shift + 128);
		assert_memory_equal(out, want, n);
	}
}

/* Every code point in one string: fold must equal text_lower applied code
 * point by code point, with the count unchanged. */
static void test_fold_every_code_point(void **state)
{
	size_t cap = 4 * 0x110000;
	char *src = malloc(cap);
	assert_non_null(src);
	size_t len = 0;
	for (uint32_t cp = 0; cp <= 0x10FFFF; cp++)
		if (cp < 0xD800 || cp > 0xDFFF)
			len += text_encode(cp, src + len);
	char *out = malloc(TEXT_FOLD_MAX(len));
	assert_non_null(out);
	size_t n = text_fold(src, len, out);
	assert_true(text_valid_utf8(out, n));
	assert_int_equal(text_cp_count(out, n), 0x110000 - 0x800);
	size_t i = 0, o = 0;
	while (i < len) {
		size_t a, b;
		int32_t c = text_decode(src + i, len - i, &a);
		int32_t l = text_decode(out + o, n - o, &b);
		if (l != (int32_t)text_lower((uint32_t)c))
			fail_msg("U+%04X folded to U+%04X", c, l);
		i += a;
		o += b;
	}
	assert_int_equal(o, n);
	free(src);
	free(out);
}

static void test_is_space(void **state)
{
	static const uint32_t spaces[] = {0x09,	  0x0A,	  0x0B,	  0x0C,	  0x0D,	  0x20,	  0x85,
					  0xA0,	  0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
					  0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A, 0x2028,
					  0x2029, 0x202F, 0x205F, 0x3000};
	for (size_t i = 0; i < sizeof spaces / sizeof spaces[0]; i++)
		if (!text_is_space(spaces[i]))
			fail_msg("U+%04X is White_Space", spaces[i]);
	/* Not White_Space: U+180E lost it in Unicode 6.3; U+200B, U+2060 and
	 * U+FEFF never had it; 0x1C..0x1F are separators only to isspace()-like
	 * APIs (Python's str.isspace says yes). */
	static const uint32_t not_spaces[] = {0x00,   0x08,   0x0E,   0x1C,   0x1D,   0x1E,    0x1F,   'a',
					      '_',    0x84,   0x86,   0x9F,   0x167F, 0x1681,  0x180E, 0x1FFF,
					      0x200B, 0x200C, 0x200D, 0x2027, 0x202A, 0x202E,  0x2030, 0x205E,
					      0x2060, 0x2FFF, 0x3001, 0x3164, 0xFEFF, 0x10FFFF};
	for (size_t i = 0; i < sizeof not_spaces / sizeof not_spaces[0]; i++)
		if (text_is_space(not_spaces[i]))
			fail_msg("U+%04X is not White_Space", not_spaces[i]);
	size_t count = 0;
	for (uint32_t c = 0; c <= 0x10FFFF; c++)
		count += text_is_space(c);
	assert_int_equal(count, sizeof spaces / sizeof spaces[0]);
}

static void test_is_word(void **state)
{
	static const uint32_t words[] = {
	    '_',
	    'a',
	    'Z',
	    '0',
	    '9',
	    0xE9 /* é */,
	    0x4E2D /* 中 */,
	    0x663 /* ٣ Nd */,
	    0x2160 /* Ⅰ Nl */,
	    0x3007 /* 〇 Nl */,
	    0xAA /* ª Lo */,
	    0xB2 /* ² No */,
	    0xB5 /* µ Ll */,
	    0x10400 /* 𐐀 */,
	    0x1D7CE /* math digit Nd */,
	    0x20000 /* CJK ext B */,
	};
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (!text_is_word(words[i]))
			fail_msg("U+%04X is a word character", words[i]);
	static const uint32_t not_words[] = {
	    '-',
	    ' ',
	    '.',
	    '@',
	    '[',
	    '`',
	    '{',
	    '/',
	    ':',
	    0x00,
	    0x7F,
	    0xB7 /* · Po */,
	    0xD7 /* × Sm */,
	    0xF7 /* ÷ */,
	    0x300 /* combining grave, Mn */,
	    0x2019 /* ’ */,
	    0x3000,
	    0x1F600 /* 😀 So */,
	    0xE000 /* private use */,
	    0x10FFFF,
	};
	for (size_t i = 0; i < sizeof not_words / sizeof not_words[0]; i++)
		if (text_is_word(not_words[i]))
			fail_msg("U+%04X is not a word character", not_words[i]);
	/* Whole-range count: Unicode 14 has 133547 code points in L* or N*;
	 * '_' is the one extra. */
	size_t count = 0;
	for (uint32_t c = 0; c <= 0x10FFFF; c++)
		count += text_is_word(c);
	assert_int_equal(count, 133547 + 1);
}

static void test_cp_count_offset(void **state)
{
	/* a é 中 𐐀 z: 1 + 2 + 3 + 4 + 1 bytes. */
	static const char s[] = "a\xC3\xA9\xE4\xB8\xAD\xF0\x90\x90\x80z";
	size_t len = sizeof s - 1;
	assert_int_equal(len, 11);
	assert_int_equal(text_cp_count(s, len), 5);
	static const size_t at[] = {0, 1, 3, 6, 10, 11};
	for (size_t i = 0; i < 6; i++)
		assert_int_equal(text_cp_offset(s, len, i), at[i]);
	assert_int_equal(text_cp_offset(s, len, 100), len);
	assert_int_equal(text_cp_count(s, 6), 3); /* a prefix that ends on a boundary */
	assert_int_equal(text_cp_offset(s, 6, 3), 6);

	assert_int_equal(text_cp_count("", 0), 0);
	assert_int_equal(text_cp_offset("", 0, 0), 0);
	assert_int_equal(text_cp_offset("", 0, 1), 0);
	assert_int_equal(text_cp_count("hello", 5), 5);
	assert_int_equal(text_cp_offset("hello", 5, 4), 4);
}

static void test_width(void **state)
{
	/* docs/reference.md §0: East_Asian_Width W and F take 2 columns,
	 * everything else (ambiguous and halfwidth included) 1. */
	static const uint32_t two[] = {0x1100, 0x3000, 0x3042,	0x4E00,	 0x53EF,  0x9FFF, 0xAC00,
				       0xFF01, 0xFF0C, 0x1F600, 0x20000, 0x2FFFD, 0x3FFFD};
	static const uint32_t one[] = {0x0,    'a',    0x7F,   0xE9,	0x300,	 0x10FF,  0x2026,
				       0x20A9, 0xFF61, 0xFFE8, 0x1F1E6, 0x40000, 0x10FFFF};
	for (size_t i = 0; i < sizeof two / sizeof two[0]; i++)
		if (text_width(two[i]) != 2)
			fail_msg("U+%04X: %u columns, expected 2", two[i], text_width(two[i]));
	for (size_t i = 0; i < sizeof one / sizeof one[0]; i++)
		if (text_width(one[i]) != 1)
			fail_msg("U+%04X: %u columns, expected 1", one[i], text_width(one[i]));
	/* The whole table: Unicode 14.0 has this many W and F code points
	 * (unassigned ones by EastAsianWidth.txt's defaults). */
	size_t wide = 0;
	for (uint32_t cp = 0; cp <= 0x10FFFF; cp++)
		wide += text_width(cp) == 2;
	assert_int_equal(wide, 182494);

	/* 可以，开始实施: 7 characters, 21 bytes, 14 columns. */
	static const char cjk[] =
	    "\xE5\x8F\xAF\xE4\xBB\xA5\xEF\xBC\x8C\xE5\xBC\x80\xE5\xA7\x8B\xE5\xAE\x9E\xE6\x96\xBD";
	assert_int_equal(text_cp_count(cjk, sizeof cjk - 1), 7);
	assert_int_equal(text_columns(cjk, sizeof cjk - 1), 14);
	assert_int_equal(text_columns("a\xC3\xA9\xE4\xB8\xADz", 7), 5);
	assert_int_equal(text_columns("", 0), 0);
	assert_int_equal(text_columns("\xFF"
				      "a",
				      2),
			 2); /* an invalid byte counts 1 */
}

/* The whitespace-folded view (text_ws) of a text longer than several
 * marks: "  " then 3 * TEXT_WS_MARK times "a\t\n" (each run one space),
 * then a wide character and trailing spaces. Every folded code point is
 * found again from the marks, as one walk from the start gives it. */
static void test_ws_view(void **state)
{
	(void)state;
	size_t reps = 3 * TEXT_WS_MARK, len = 2 + 3 * reps + 3 + 2;
	char *s = malloc(len);
	assert_non_null(s);
	memcpy(s, "  ", 2);
	for (size_t i = 0; i < reps; i++)
		memcpy(s + 2 + 3 * i, "a\t\n", 3);
	memcpy(s + 2 + 3 * reps, "\xE4\xB8\xAD  ", 5);
	/* Code points asked for: the first a, a tab, the wide one, past the end. */
	size_t cps[] = {2, 3, 2 + 3 * reps, 2 + 3 * reps + 100};
	struct text_ws_at at[4];
	struct text_ws v;
	text_ws_open(&v, s, len, true, cps, 4, at);
	assert_int_equal(v.ncp, 2 + 3 * reps + 3);
	assert_int_equal(v.L, 2 * reps + 1); /* "a " each, then the wide one */
	assert_int_equal(v.T, 2 * reps + 2);
	assert_int_equal(at[0].fl, 0);
	assert_int_equal(at[1].fl, 1); /* a run: where its space goes */
	assert_int_equal(at[2].fl, 2 * reps);
	assert_int_equal(at[2].unit, 2 * reps);
	assert_int_equal(at[3].fl, v.L);
	assert_int_equal(at[3].unit, v.T);
	struct text_ws_pos p = text_ws_seek(&v, 0);
	const char *cp;
	size_t n, k = 0;
	for (; text_ws_next(&v, &p, &cp, &n); k++) {
		struct text_ws_pos q = text_ws_seek(&v, k);
		assert_int_equal(q.fl, k);
		assert_int_equal(q.unit, k);
		assert_int_equal(text_ws_unit_to_cp(&v, k), k);
		if (k < 2 * reps)
			assert_memory_equal(cp, k % 2 ? " " : "a", 1);
		else
			assert_int_equal(n, 3);
	}
	assert_int_equal(k, v.L);
	assert_int_equal(text_ws_unit_to_cp(&v, v.T), v.L); /* the wide one takes 2 */
	assert_int_equal(text_ws_unit_to_cp(&v, v.T + 1), v.L + 1);
	text_ws_close(&v);
	free(s);
}

/* visible_add_text and visible_add_name of the literal lit, against want. */
static void expect_visible(bool name, const char *lit, size_t len, const char *want)
{
	char *p = exact(lit, len);
	struct sbuf b = {0};
	if (name)
		visible_add_name(&b, p, len);
	else
		visible_add_text(&b, p, len);
	assert_string_equal(b.data ? b.data : "", want);
	sbuf_free(&b);
	free(p);
}

#define TEXT(lit, want) expect_visible(false, lit, sizeof(lit) - 1, want)
#define NAME(lit, want) expect_visible(true, lit, sizeof(lit) - 1, want)

static void test_visible(void **state)
{
	/* Every control character and bidi control, and only those. */
	for (int32_t cp = 0; cp <= 0x10FFFF; cp++) {
		bool control = cp < 0x20 || (cp >= 0x7F && cp <= 0x9F);
		bool bidi = cp == 0x61C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) ||
			    (cp >= 0x2066 && cp <= 0x2069);
		assert_int_equal(visible_is_control(cp), control);
		assert_int_equal(visible_is_bidi(cp), bidi);
	}
	/* Prose: OSC 0 (retitle), CSI 2J (clear), C1 CSI, U+202E and DEL
	 * left out, tab and newline kept, a byte not UTF-8 U+FFFD. */
	TEXT("a\x1b]0;pwned\x07"
	     "b\x1b[2Jc\xc2\x9b"
	     "1d\xe2\x80\xae"
	     "e\x7f\tf\ng\rh\xffi",
	     "a]0;pwnedb[2Jc1de\tf\ngh\xef\xbf\xbdi");
	TEXT("", "");
	TEXT("\xd8\xa7\xe2\x81\xa7\xd8\xa8\xe2\x80\x8f", "\xd8\xa7\xd8\xa8"); /* isolate and RLM */
	/* A name: each of them written so it can be seen, on one line. */
	NAME("/tmp/a\x1b]0;x\x07\nb\tc\xc2\x9b\xe2\x80\xae\xe2\x81\xa9\xff\\d",
	     "/tmp/a\\u001B]0;x\\u0007\\u000Ab\\u0009c\\u009B\\u202E\\u2069\\xFF\\d");
	NAME("caf\xc3\xa9 \xe4\xb8\xad", "caf\xc3\xa9 \xe4\xb8\xad");
	assert_true(visible_is_plain("caf\xc3\xa9 'x' \"$y\"", 13));
	assert_false(visible_is_plain("a\nb", 3));
	assert_false(visible_is_plain("a\x7f", 2));
	assert_false(visible_is_plain("a\xc2\x85", 3)); /* NEL, a C1 */
	assert_false(visible_is_plain("a\xe2\x80\x8e", 4));
	assert_false(visible_is_plain("a\xc3", 2));
}

/* text_find gives memmem's answer: needles of 2 to 8 bytes from a
 * two-letter alphabet (many near misses), at every length of haystack
 * from 0 to 80, the needle planted at the end, nowhere, or many times. */
static void test_find(void **state)
{
	(void)state;
	unsigned seed = 7;
	char s[96], needle[8];
	for (int round = 0; round < 4000; round++) {
		size_t k = 2 + (size_t)(round % 7), n = (size_t)(round % 81);
		for (size_t i = 0; i < k; i++)
			needle[i] = (seed = seed * 1103515245u + 12345u) >> 16 & 1 ? 'a' : '"';
		for (size_t i = 0; i < n; i++)
			s[i] = (seed = seed * 1103515245u + 12345u) >> 16 & 1 ? 'a' : '"';
		if (round % 3 == 0 && n >= k)
			memcpy(s + n - k, needle, k);
		const char *want = memmem(s, n, needle, k), *got = text_find(s, n, needle, k);
		assert_ptr_equal(got, want);
	}
}

const struct CMUnitTest text_tests[] = {
    cmocka_unit_test(test_find),
    cmocka_unit_test(test_ws_view),
    cmocka_unit_test(test_visible),
    cmocka_unit_test(test_decode_each_length),
    cmocka_unit_test(test_decode_invalid_classes),
    cmocka_unit_test(test_encode_round_trip_all),
    cmocka_unit_test(test_decode_exhaustive_short),
    cmocka_unit_test(test_valid_utf8),
    cmocka_unit_test(test_lower_spec_cases),
    cmocka_unit_test(test_lower_whole_range),
    cmocka_unit_test(test_fold),
    cmocka_unit_test(test_fold_max_suffices),
    cmocka_unit_test(test_fold_ascii_alignment),
    cmocka_unit_test(test_fold_every_code_point),
    cmocka_unit_test(test_is_space),
    cmocka_unit_test(test_is_word),
    cmocka_unit_test(test_cp_count_offset),
    cmocka_unit_test(test_width),
};
const size_t text_tests_n = sizeof text_tests / sizeof text_tests[0];
