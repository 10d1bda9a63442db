/* uuid: a uuid in its canonical text (36 characters, lower-case hex,
 * dashes at 8, 13, 18, 23) as its 16 bytes and back, as the index keeps
 * most of them (stages/index/entry.c) and a record its own
 * (stages/record.h); and 16 bytes as plain hex. */
#ifndef MEMGREP_UUID_H
#define MEMGREP_UUID_H

#include <stdbool.h>

/* The 16 bytes of u into out; false when u is not canonical (then out
 * holds nothing of use): such a uuid is kept as text. */
bool uuid_to_bytes(const char *u, unsigned char out[16]);

/* The canonical text of the 16 bytes b, NUL-terminated, into out. */
void uuid_from_bytes(const unsigned char *b, char out[40]);

/* 16 bytes as 32 lower-case hex digits (a 128-bit digest's text, as
 * --partial writes a dedup key), NUL-terminated, and back: false when s
 * is not 32 such digits. */
void hex16_from_bytes(const unsigned char *b, char out[33]);
bool hex16_to_bytes(const char *s, unsigned char out[16]);

#endif
