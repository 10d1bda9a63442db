/* visible: what of a transcript's strings a terminal may be given
 * (docs/reference.md §11.2, "Control characters"). Tools, models and the
 * folders an agent ran in write those strings, and any of them may hold
 * what drives a terminal (ESC and C1 sequences that clear the screen or
 * set the window's title), a newline that forges a line of output, or a
 * bidirectional control that makes text read other than it is stored.
 * The text format prints prose (message texts, snippets, titles) through
 * visible_text_cp, names (a session id, a project, a file's path, a
 * label) through visible_add_name, and source_resume offers a command
 * only for names that visible_is_plain accepts. The functions append to
 * the caller's buffer (base/xalloc.h's sbuf) and cannot fail. */
#ifndef MEMGREP_VISIBLE_H
#define MEMGREP_VISIBLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct sbuf;

/* C0 (tab and newline included), DEL and C1: U+0000-001F, U+007F-009F. */
bool visible_is_control(int32_t cp);

/* The bidirectional formatting characters: U+061C, U+200E, U+200F,
 * U+202A-202E and U+2066-2069. */
bool visible_is_bidi(int32_t cp);

/* Appends the code point of prose at s (len > 0 bytes available) as the
 * text format prints it and returns the bytes it takes: a control
 * character other than tab and newline, or a bidirectional control, is
 * left out; a byte that is not UTF-8 is U+FFFD; anything else is itself. */
size_t visible_text_cp(struct sbuf *b, const char *s, size_t len);

/* Appends prose s[0..len) through visible_text_cp. */
void visible_add_text(struct sbuf *b, const char *s, size_t len);

/* Appends a name s[0..len) on one line: each control character (tab and
 * newline too) and bidirectional control written \uXXXX (uppercase hex),
 * each byte that is not UTF-8 \xNN, everything else as it is; the same
 * form as a query in a message (config/quote.h). */
void visible_add_name(struct sbuf *b, const char *s, size_t len);

/* Whether s[0..len) is UTF-8 with no control character and no
 * bidirectional control: a name visible_add_name shows as it is. */
bool visible_is_plain(const char *s, size_t len);

#endif
