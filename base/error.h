/* error: memgrep's error value (docs/hacking.md §2): one line that names the
 * input at fault (which term, which file, which option), filled by the
 * function that fails and printed only by main or the server. A struct
 * mg_error is a plain value: it owns no memory. */
#ifndef MEMGREP_ERROR_H
#define MEMGREP_ERROR_H

/* Room for a line that names every source's root (show's "no session ID
 * in …", twelve roots of a deep folder each). */
struct mg_error {
	char msg[8192];
};

/* Formats the line into e; it cannot fail. A line too long for it is cut
 * and ends with "…", never cut without a word. */
void mg_error_set(struct mg_error *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
