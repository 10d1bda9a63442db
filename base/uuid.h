/* uuid: a uuid in its canonical text (36 characters, lower-case hex,
 * dashes at 8, 13, 18, 23) as its 16 bytes and back, as the index keeps
 * most of them (stages/index/entry.c). */
#ifndef MEMGREP_UUID_H
#define MEMGREP_UUID_H

#include <stdbool.h>

/* The 16 bytes of u into out; false when u is not canonical (then out
 * holds nothing of use): such a uuid is kept as text. */
bool uuid_to_bytes(const char *u, unsigned char out[16]);

/* The canonical text of the 16 bytes b, NUL-terminated, into out. */
void uuid_from_bytes(const unsigned char *b, char out[40]);

#endif
