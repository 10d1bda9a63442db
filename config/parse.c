/* parse: the checks of a value that the option modules of config/ share
 * (see parse.h). A value comes in as the word of argv; it goes out as a
 * number, an index or a set of bits, or as an error that names the
 * option and the value. */
#include "config/parse.h"

#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "config/quote.h"

const char *const parse_command_names[CMD_COUNT] = {"", "show", "sessions", "projects", "index", "merge"};

int parse_set_true(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)arg, (void)err;
	*(bool *)((char *)parse_cfg(run) + row->data) = true;
	return 0;
}

int parse_nothing(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)run, (void)row, (void)arg, (void)err;
	return 0;
}

int parse_count(const char *opt, const char *arg, size_t *out, struct mg_error *err)
{
	if (!*arg || strspn(arg, "0123456789") != strlen(arg)) {
		mg_error_set(err, "%s takes a whole number (decimal digits), not '%s'", opt, arg);
		return -1;
	}
	if (strlen(arg) - strspn(arg, "0") > 9) {
		struct sbuf shown = {0};
		mg_quote(&shown, arg, 40);
		mg_error_set(err, "%s: %s is too large (at most 999999999)", opt, shown.data);
		sbuf_free(&shown);
		return -1;
	}
	*out = (size_t)strtoul(arg, NULL, 10);
	return 0;
}

bool parse_digits(const char *s)
{
	return *s && strspn(s, "0123456789") == strlen(s);
}

/* names (NULL-terminated) joined by ", ", for an error. */
static void join_names(struct sbuf *all, const char *const *names)
{
	for (size_t i = 0; names[i]; i++) {
		sbuf_adds(all, i ? ", " : "");
		sbuf_adds(all, names[i]);
	}
}

int parse_pick(const char *opt, const char *arg, const char *const *names, int *out, struct mg_error *err)
{
	for (int i = 0; names[i]; i++) {
		if (strcmp(arg, names[i]) == 0) {
			*out = i;
			return 0;
		}
	}
	struct sbuf all = {0};
	join_names(&all, names);
	mg_error_set(err, "%s: '%s' is not one of %s", opt, arg, all.data);
	sbuf_free(&all);
	return -1;
}

int parse_names(const char *opt, const char *what, unsigned (*bit_of)(const char *, size_t),
		const char *const *names, const char *arg, unsigned *out, struct mg_error *err)
{
	unsigned bits = 0;
	for (const char *p = arg; *p;) {
		size_t n = strcspn(p, ",");
		unsigned bit = n ? bit_of(p, n) : 0;
		if (!bit) {
			struct sbuf all = {0};
			join_names(&all, names);
			mg_error_set(err, "%s: unknown %s '%.*s' (use %s)", opt, what, (int)n, p, all.data);
			sbuf_free(&all);
			return -1;
		}
		bits |= bit;
		p += n;
		if (*p == ',')
			p++;
	}
	if (!bits) {
		mg_error_set(err, "%s needs at least one %s", opt, what);
		return -1;
	}
	*out = bits;
	return 0;
}
