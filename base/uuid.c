/* uuid: a canonical uuid as its 16 bytes and back (base/uuid.h). */
#include "base/uuid.h"

#include <string.h>

static int lower_hexval(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* A uuid in its canonical form (36 characters, lower-case hex, dashes at
 * 8, 13, 18, 23): its 16 bytes into out. */
bool uuid_to_bytes(const char *u, unsigned char out[16])
{
	if (strlen(u) != 36)
		return false;
	size_t k = 0;
	for (size_t i = 0; i < 36;) {
		if (i == 8 || i == 13 || i == 18 || i == 23) {
			if (u[i++] != '-')
				return false;
			continue;
		}
		int hi = lower_hexval(u[i]), lo = lower_hexval(u[i + 1]);
		if (hi < 0 || lo < 0)
			return false;
		out[k++] = (unsigned char)(hi << 4 | lo);
		i += 2;
	}
	return k == 16;
}

static const char hex[] = "0123456789abcdef";

void uuid_from_bytes(const unsigned char *b, char out[40])
{
	size_t k = 0;
	for (size_t i = 0; i < 16; i++) {
		if (i == 4 || i == 6 || i == 8 || i == 10)
			out[k++] = '-';
		out[k++] = hex[b[i] >> 4];
		out[k++] = hex[b[i] & 15];
	}
	out[k] = '\0';
}

void hex16_from_bytes(const unsigned char *b, char out[33])
{
	for (size_t i = 0; i < 16; i++) {
		out[2 * i] = hex[b[i] >> 4];
		out[2 * i + 1] = hex[b[i] & 15];
	}
	out[32] = '\0';
}

bool hex16_to_bytes(const char *s, unsigned char out[16])
{
	if (strlen(s) != 32)
		return false;
	for (size_t i = 0; i < 16; i++) {
		int hi = lower_hexval(s[2 * i]), lo = lower_hexval(s[2 * i + 1]);
		if (hi < 0 || lo < 0)
			return false;
		out[i] = (unsigned char)(hi << 4 | lo);
	}
	return true;
}
