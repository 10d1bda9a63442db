/* text: strict UTF-8 decoding, encoding and validation, and the Unicode 14.0
 * properties of docs/reference.md §0 (simple lowercase, White_Space,
 * word characters, terminal columns). Bytes come in as (pointer, length) and nothing is
 * allocated but a whitespace-folded view's marks (text_ws_open): code
 * points come back as values, folded text goes into the caller's buffer. ASCII takes a fast path everywhere,
 * since almost all transcript text is ASCII; the rest goes through binary search over the range tables that
 * gen_unicode.py writes into unicode_data.c. */
#include "base/text.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "base/xalloc.h"

/* Defined in the generated unicode_data.c; the row layouts are described
 * there and in gen_unicode.py. */
extern const int32_t text__lower[][4];
extern const size_t text__lower_n;
extern const uint32_t text__word[][2];
extern const size_t text__word_n;
extern const uint32_t text__wide[][2];
extern const size_t text__wide_n;

#define HIGH_BITS 0x8080808080808080ull

static inline uint64_t load8(const char *s)
{
	uint64_t v;
	memcpy(&v, s, sizeof v); /* unaligned-safe; compiles to one load */
	return v;
}

static inline bool is_cont(unsigned char b)
{
	return (b & 0xC0) == 0x80;
}

int32_t text_decode(const char *s, size_t len, size_t *adv)
{
	const unsigned char *p = (const unsigned char *)s;
	unsigned char b0 = p[0];
	*adv = 1;
	if (b0 < 0x80)
		return b0;
	/* The allowed range of the second byte depends on the lead byte; that is
	 * what rules out overlongs (E0, F0), surrogates (ED) and code points
	 * past U+10FFFF (F4) without decoding first (Unicode Table 3-7). */
	size_t n;
	unsigned char lo = 0x80, hi = 0xBF;
	int32_t cp;
	if (b0 >= 0xC2 && b0 <= 0xDF) {
		n = 2;
		cp = b0 & 0x1F;
	} else if (b0 >= 0xE0 && b0 <= 0xEF) {
		n = 3;
		cp = b0 & 0x0F;
		if (b0 == 0xE0)
			lo = 0xA0;
		else if (b0 == 0xED)
			hi = 0x9F;
	} else if (b0 >= 0xF0 && b0 <= 0xF4) {
		n = 4;
		cp = b0 & 0x07;
		if (b0 == 0xF0)
			lo = 0x90;
		else if (b0 == 0xF4)
			hi = 0x8F;
	} else {
		return -1; /* continuation byte, C0/C1 (always overlong), F5..FF */
	}
	if (len < n || p[1] < lo || p[1] > hi)
		return -1;
	cp = (cp << 6) | (p[1] & 0x3F);
	for (size_t i = 2; i < n; i++) {
		if (!is_cont(p[i]))
			return -1;
		cp = (cp << 6) | (p[i] & 0x3F);
	}
	*adv = n;
	return cp;
}

size_t text_encode(uint32_t cp, char out[4])
{
	if (cp < 0x80) {
		out[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		out[0] = (char)(0xC0 | (cp >> 6));
		out[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		out[0] = (char)(0xE0 | (cp >> 12));
		out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
		out[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	out[0] = (char)(0xF0 | (cp >> 18));
	out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
	out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
	out[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

bool text_valid_utf8(const char *s, size_t len)
{
	size_t i = 0;
	while (i < len) {
		/* Eight ASCII bytes at a time: one load and one test. */
		if (len - i >= 8 && (load8(s + i) & HIGH_BITS) == 0) {
			i += 8;
			continue;
		}
		if ((unsigned char)s[i] < 0x80) {
			i++;
			continue;
		}
		size_t adv;
		if (text_decode(s + i, len - i, &adv) < 0)
			return false;
		i += adv;
	}
	return true;
}

/* Both tables are sorted by their first column and their rows do not
 * overlap, so the only row that can hold cp is the last one starting at or
 * before it. These return its index, or n when there is none. */
static size_t lower_row(uint32_t cp)
{
	size_t lo = 0, hi = text__lower_n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if ((uint32_t)text__lower[mid][0] <= cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo == 0 ? text__lower_n : lo - 1;
}

/* Whether cp is in one of the {first, last} rows of table[0..n), sorted. */
static bool in_ranges(const uint32_t (*table)[2], size_t n, uint32_t cp)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (table[mid][0] <= cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo > 0 && cp <= table[lo - 1][1];
}

/* Which blocks of 256 code points hold a code point that has a lower case:
 * most text outside Latin, Greek and Cyrillic (CJK, punctuation, emoji)
 * is in a block without any, and skips the search of the table. */
enum { LOWER_BLOCKS = 0x110000 >> 8 };
static uint64_t lower_blocks[LOWER_BLOCKS / 64];
static pthread_once_t lower_once = PTHREAD_ONCE_INIT;
static int lower_ready; /* atomic: lower_blocks is made (pthread_once is a call each time) */

static void lower_blocks_init(void)
{
	for (size_t i = 0; i < text__lower_n; i++)
		for (uint32_t b = (uint32_t)text__lower[i][0] >> 8; b <= (uint32_t)text__lower[i][1] >> 8;
		     b++)
			lower_blocks[b / 64] |= 1ull << (b % 64);
	__atomic_store_n(&lower_ready, 1, __ATOMIC_RELEASE);
}

uint32_t text_lower(uint32_t cp)
{
	if (cp < 0x80)
		return cp - 'A' < 26 ? cp + 32 : cp;
	if (cp >= 0x110000)
		return cp;
	if (!__atomic_load_n(&lower_ready, __ATOMIC_ACQUIRE))
		pthread_once(&lower_once, lower_blocks_init);
	if (!(lower_blocks[(cp >> 8) / 64] >> ((cp >> 8) % 64) & 1))
		return cp;
	size_t i = lower_row(cp);
	if (i == text__lower_n)
		return cp;
	const int32_t *r = text__lower[i];
	if (cp > (uint32_t)r[1] || (cp - (uint32_t)r[0]) % (uint32_t)r[3] != 0)
		return cp;
	return (uint32_t)((int32_t)cp + r[2]);
}

bool text_is_space(uint32_t cp)
{
	switch (cp) {
	case 0x09:
	case 0x0A:
	case 0x0B:
	case 0x0C:
	case 0x0D:
	case 0x20:
	case 0x85:
	case 0xA0:
	case 0x1680:
	case 0x2028:
	case 0x2029:
	case 0x202F:
	case 0x205F:
	case 0x3000:
		return true;
	default:
		return cp >= 0x2000 && cp <= 0x200A;
	}
}

bool text_is_word(uint32_t cp)
{
	if (cp < 0x80)
		return (cp | 0x20) - 'a' < 26 || cp - '0' < 10 || cp == '_';
	return in_ranges(text__word, text__word_n, cp);
}

unsigned text_width(uint32_t cp)
{
	/* No wide code point comes before U+1100 (gen_unicode.py checks the
	 * ASCII part). */
	return cp >= 0x1100 && in_ranges(text__wide, text__wide_n, cp) ? 2 : 1;
}

size_t text_columns(const char *s, size_t len)
{
	size_t n = 0;
	for (size_t i = 0; i < len;) {
		if ((unsigned char)s[i] < 0x80) {
			n++;
			i++;
			continue;
		}
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		n += cp < 0 ? 1 : text_width((uint32_t)cp);
		i += adv;
	}
	return n;
}

/* Lowercases eight ASCII bytes at once: a byte's high bit is set after
 * adding 0x3F when it is >= 'A', and after adding 0x25 when it is > 'Z';
 * no byte carries into the next because every byte is < 0x80. */
static inline uint64_t ascii_lower8(uint64_t v)
{
	const uint64_t ones = 0x0101010101010101ull;
	uint64_t ge_a = v + ones * (0x80 - 'A');
	uint64_t gt_z = v + ones * (0x7F - 'Z');
	uint64_t upper = ge_a & ~gt_z & HIGH_BITS;
	return v | (upper >> 2); /* 0x80 >> 2 == 0x20, the case bit */
}

size_t text_fold(const char *s, size_t len, char *out)
{
	size_t i = 0, o = 0;
	while (i < len) {
		if (len - i >= 8) {
			uint64_t v = load8(s + i);
			if ((v & HIGH_BITS) == 0) {
				v = ascii_lower8(v);
				memcpy(out + o, &v, sizeof v);
				i += 8;
				o += 8;
				continue;
			}
		}
		unsigned char b = (unsigned char)s[i];
		if (b < 0x80) {
			out[o++] = (char)((unsigned)(b - 'A') < 26 ? b + 32 : b);
			i++;
			continue;
		}
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		if (cp < 0) {
			/* Input should be valid; copying a stray byte through keeps the
			 * output within TEXT_FOLD_MAX and the code point count intact. */
			out[o++] = (char)b;
		} else {
			o += text_encode(text_lower((uint32_t)cp), out + o);
		}
		i += adv;
	}
	return o;
}

size_t text_cp_count(const char *s, size_t len)
{
	/* Every code point has exactly one byte that is not a continuation
	 * (10xxxxxx): eight bytes at a time, a continuation is a byte whose
	 * top bit is set and whose next bit is not. */
	size_t n = 0, i = 0;
	for (; len - i >= 8; i += 8) {
		uint64_t v = load8(s + i);
		/* The continuation bits, one a byte at bit 7, moved to bit 0
		 * and summed into the top byte by one multiplication (no
		 * popcnt instruction is assumed). */
		uint64_t cont = (v & ~(v << 1) & HIGH_BITS) >> 7;
		n += 8 - (size_t)((cont * 0x0101010101010101ull) >> 56);
	}
	for (; i < len; i++)
		n += !is_cont((unsigned char)s[i]);
	return n;
}

size_t text_cp_offset(const char *s, size_t len, size_t cp)
{
	size_t i = 0;
	while (i < len) {
		if (!is_cont((unsigned char)s[i])) {
			if (cp == 0)
				return i;
			cp--;
		}
		i++;
	}
	return len;
}

size_t text_fold_variants(uint32_t cp, uint32_t *out, size_t max)
{
	size_t n = 0;
	if (max)
		out[n++] = cp;
	/* Every row of the table whose image holds cp: its source is
	 * cp - delta, if that is one of the row's code points. */
	for (size_t i = 0; i < text__lower_n; i++) {
		const int32_t *r = text__lower[i];
		int64_t src = (int64_t)cp - r[2];
		if (src < r[0] || src > r[1] || (src - r[0]) % r[3] != 0)
			continue;
		if ((uint32_t)src != cp && n < max)
			out[n++] = (uint32_t)src;
	}
	return n;
}

/* ---- the whitespace-folded view ----------------------------------------- */

static size_t ws_units(const struct text_ws *v, int32_t c)
{
	return v->columns && c >= 0 ? text_width((uint32_t)c) : 1;
}

/* Keeps p as a mark when it is the first place at the next multiple of
 * TEXT_WS_MARK folded code points. */
static void ws_mark(struct text_ws *v, const struct text_ws_pos *p)
{
	if (p->fl != v->nmark * TEXT_WS_MARK)
		return;
	xgrow((void **)&v->mark, &v->cap, v->nmark + 1, sizeof *v->mark);
	v->mark[v->nmark++] = *p;
}

void text_ws_open(struct text_ws *v, const char *s, size_t len, bool columns, const size_t *cps, size_t n,
		  struct text_ws_at *where)
{
	*v = (struct text_ws){.s = s, .len = len, .columns = columns};
	struct text_ws_pos p = {0};
	size_t cp = 0, k = 0;
	ws_mark(v, &p);
	while (p.i < len) {
		size_t adv;
		int32_t c = text_decode(s + p.i, len - p.i, &adv);
		bool space = c >= 0 && text_is_space((uint32_t)c);
		if (space) {
			p.pending = p.fl > 0;
		} else if (p.pending) {
			/* The run's one space, before this code point. */
			p.pending = false;
			p.fl++;
			p.unit++;
			ws_mark(v, &p);
		}
		for (; k < n && cps[k] <= cp; k++)
			where[k] = (struct text_ws_at){p.fl, p.unit};
		if (!space) {
			p.fl++;
			p.unit += ws_units(v, c);
		}
		p.i += adv;
		cp++;
		if (!space)
			ws_mark(v, &p);
	}
	v->ncp = cp;
	v->L = p.fl;
	v->T = p.unit;
	for (; k < n; k++)
		where[k] = (struct text_ws_at){v->L, v->T};
}

void text_ws_close(struct text_ws *v)
{
	free(v->mark);
	v->mark = NULL;
	v->nmark = v->cap = 0;
}

bool text_ws_next(const struct text_ws *v, struct text_ws_pos *p, const char **cp, size_t *n)
{
	while (p->i < v->len) {
		size_t adv;
		int32_t c = text_decode(v->s + p->i, v->len - p->i, &adv);
		if (c >= 0 && text_is_space((uint32_t)c)) {
			p->pending = p->fl > 0;
			p->i += adv;
			continue;
		}
		p->fl++;
		if (p->pending) {
			p->pending = false;
			p->unit++;
			*cp = " ";
			*n = 1;
			return true;
		}
		p->unit += ws_units(v, c);
		*cp = v->s + p->i;
		*n = adv;
		p->i += adv;
		return true;
	}
	return false;
}

struct text_ws_pos text_ws_seek(const struct text_ws *v, size_t fl)
{
	size_t k = fl / TEXT_WS_MARK;
	struct text_ws_pos p = v->mark[k < v->nmark ? k : v->nmark - 1];
	const char *cp;
	size_t n;
	while (p.fl < fl && text_ws_next(v, &p, &cp, &n))
		;
	return p;
}

size_t text_ws_unit_to_cp(const struct text_ws *v, size_t x)
{
	/* The marks before x: the walk starts at the last of them. */
	size_t lo = 0, hi = v->nmark;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (v->mark[mid].unit < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return 0;
	struct text_ws_pos p = v->mark[lo - 1];
	const char *cp;
	size_t n;
	while (p.unit < x)
		if (!text_ws_next(v, &p, &cp, &n))
			return v->L + 1;
	return p.fl;
}

const char *text_find(const char *s, size_t n, const char *needle, size_t k)
{
#if defined(__SSE2__)
	if (k >= 2 && n >= k + 15) {
		const __m128i first = _mm_set1_epi8(needle[0]), last = _mm_set1_epi8(needle[k - 1]);
		size_t i = 0;
		for (; i + k + 15 <= n; i += 16) {
			__m128i a = _mm_loadu_si128((const __m128i *)(s + i));
			__m128i b = _mm_loadu_si128((const __m128i *)(s + i + k - 1));
			unsigned m = (unsigned)_mm_movemask_epi8(
			    _mm_and_si128(_mm_cmpeq_epi8(a, first), _mm_cmpeq_epi8(b, last)));
			for (; m; m &= m - 1) {
				size_t at = i + (size_t)__builtin_ctz(m);
				if (memcmp(s + at + 1, needle + 1, k - 2) == 0)
					return s + at;
			}
		}
		const char *rest = memmem(s + i, n - i, needle, k);
		return rest;
	}
#endif
	return memmem(s, n, needle, k);
}
