/* error: memgrep's error value (docs/hacking.md §2): one line that names the
 * input at fault (which term, which file, which option), filled by the
 * function that fails and printed only by main or the server. A struct
 * mg_error is a plain value: it owns no memory. */
#ifndef MEMGREP_ERROR_H
#define MEMGREP_ERROR_H

struct mg_error {
	char msg[1024];
};

/* Formats the line into e, cut to fit; it cannot fail. */
void mg_error_set(struct mg_error *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
