/* options: an option table (config/options.h) made into the getopt_long
 * table, the short-options string and the loop that calls each row's
 * handler, and printed as --help's lines and --list-options. Rows of the
 * source registry are made here, from sources/source.h. */
#include "config/options.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "sources/source.h"

#define WIDTH 80 /* columns of --help */
#define DESC  26 /* the column of an option's help in --help */

/* Keeps the string of b, made for a row, for as long as t. */
static const char *own(struct opt_table *t, struct sbuf *b)
{
	t->owned = xrealloc(t->owned, (t->nowned + 1) * sizeof *t->owned);
	t->owned[t->nowned++] = b->data;
	return b->data;
}

static struct opt_row *add_row(struct opt_table *t, const struct opt_row *r)
{
	t->rows = xrealloc(t->rows, (t->nrows + 1) * sizeof *t->rows);
	t->rows[t->nrows] = *r;
	return &t->rows[t->nrows++];
}

/* --source: the names after its help, then the ones not searched by
 * default. */
static void source_list_row(struct opt_table *t, struct opt_row *r)
{
	struct sbuf help = {0}, off = {0}, names = {0};
	sbuf_printf(&help, "%s:", r->help);
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		sbuf_printf(&help, "%s %s", i ? "," : "", source_table[i].name);
		sbuf_printf(&names, "%s%s", i ? "," : "", source_table[i].name);
		if (!source_table[i].on_by_default)
			sbuf_printf(&off, "%s%s", off.len ? ", " : "", source_table[i].name);
	}
	sbuf_printf(&help, " (default: those whose folder exists%s%s)", off.len ? ", but " : "",
		    off.len ? off.data : "");
	sbuf_free(&off);
	r->metavar = "LIST";
	r->help = own(t, &help);
	t->source_names = own(t, &names);
}

/* One row per source with a flag, from the template r. */
static void per_source_rows(struct opt_table *t, const struct opt_row *r)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		if (!source_table[i].flag)
			continue;
		struct opt_row *row = add_row(t, r);
		struct sbuf help = {0};
		sbuf_printf(&help, "%s %s", r->help, source_table[i].what);
		row->name = source_table[i].flag;
		row->help = own(t, &help);
		row->flags &= ~(unsigned)OPT_PER_SOURCE;
		row->flags |= OPT_SOURCE_FLAG;
		row->data = i;
	}
}

/* One row per option of a source's own, from the template r. */
static void source_opt_rows(struct opt_table *t, const struct opt_row *r)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		for (size_t k = 0; source_table[i].opts && source_table[i].opts[k].name; k++) {
			const struct source_opt *o = &source_table[i].opts[k];
			struct opt_row *row = add_row(t, r);
			row->name = o->name;
			row->metavar = o->metavar;
			row->arg = o->metavar ? OPT_ARG_REQUIRED : OPT_ARG_NONE;
			row->help = o->help;
			row->flags &= ~(unsigned)OPT_SOURCE_OPTS;
			row->data = i * SOURCE_OPTS_MAX + k;
		}
	}
}

void opt_table_init(struct opt_table *t, const struct opt_row *rows, size_t n, const struct opt_group *groups,
		    size_t ngroups, const char *prefix, const char *hint)
{
	memset(t, 0, sizeof *t);
	t->groups = groups;
	t->ngroups = ngroups;
	t->prefix = prefix;
	t->hint = hint;
	t->cmd = 1;
	for (size_t i = 0; i < n; i++) {
		if (rows[i].flags & OPT_PER_SOURCE)
			per_source_rows(t, &rows[i]);
		else if (rows[i].flags & OPT_SOURCE_OPTS)
			source_opt_rows(t, &rows[i]);
		else if (rows[i].flags & OPT_SOURCE_LIST)
			source_list_row(t, add_row(t, &rows[i]));
		else
			add_row(t, &rows[i]);
	}
}

void opt_table_free(struct opt_table *t)
{
	for (size_t i = 0; i < t->nowned; i++)
		free(t->owned[i]);
	free(t->owned);
	free(t->rows);
	memset(t, 0, sizeof *t);
}

/* getopt_long's table, row for row. A row's value is its short form, else
 * 256 and up, and an alias has the value of the row it names: getopt tells
 * an unknown `--word=x` by that value (as `-w`), and takes an abbreviation
 * that fits a name and its alias (`--col`) as one option, not two. */
static struct option *long_options(const struct opt_table *t)
{
	static const int has_arg[] = {[OPT_ARG_NONE] = no_argument,
				      [OPT_ARG_REQUIRED] = required_argument,
				      [OPT_ARG_OPTIONAL] = optional_argument};
	struct option *lo = xcalloc(t->nrows + 1, sizeof *lo);
	for (size_t i = 0; i < t->nrows; i++) {
		const struct opt_row *r = &t->rows[i];
		lo[i].name = r->name;
		lo[i].has_arg = has_arg[r->arg];
		lo[i].val = r->short_name ? r->short_name : 256 + (int)i;
		if ((r->flags & OPT_ALIAS) && i > 0)
			lo[i].val = lo[i - 1].val;
		/* A row that does not apply, of the same name as one that does
		 * (--format with other values per command), is never matched. */
		for (size_t k = 0; k < t->nrows && !opt_row_applies(t, r); k++)
			if (k != i && opt_row_applies(t, &t->rows[k]) &&
			    strcmp(t->rows[k].name, r->name) == 0)
				lo[i].name = "\x01";
	}
	return lo;
}

/* ":" (a missing value is reported apart), then each short form, with ":"
 * when it takes a value. */
static char *short_options(const struct opt_table *t)
{
	struct sbuf b = {0};
	sbuf_addc(&b, ':');
	for (size_t i = 0; i < t->nrows; i++) {
		if (!t->rows[i].short_name)
			continue;
		sbuf_addc(&b, t->rows[i].short_name);
		if (t->rows[i].arg != OPT_ARG_NONE)
			sbuf_addc(&b, ':');
	}
	return b.data;
}

/* The row of short option c: the one that applies to the command, when
 * several rows share it (-n of search and of the listings). */
static const struct opt_row *row_of_short(const struct opt_table *t, int c)
{
	const struct opt_row *found = NULL;
	for (size_t i = 0; i < t->nrows; i++) {
		const struct opt_row *r = &t->rows[i];
		if (r->short_name && r->short_name == c && (!found || opt_row_applies(t, r)))
			found = found && opt_row_applies(t, found) ? found : r;
	}
	return found;
}

/* The optimal string alignment distance of a[0..na) and b: insertions,
 * deletions, substitutions and swaps of two neighbours cost 1 each. Names
 * are short (under 32 characters); longer words are not compared. */
static size_t edit_distance(const char *a, size_t na, const char *b)
{
	enum { MAX = 32 };
	size_t nb = strlen(b), d[MAX + 1][MAX + 1];
	if (na > MAX || nb > MAX)
		return SIZE_MAX;
	for (size_t i = 0; i <= na; i++)
		d[i][0] = i;
	for (size_t j = 0; j <= nb; j++)
		d[0][j] = j;
	for (size_t i = 1; i <= na; i++) {
		for (size_t j = 1; j <= nb; j++) {
			size_t best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
			if (d[i - 1][j] + 1 < best)
				best = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < best)
				best = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
			    d[i - 2][j - 2] + 1 < best)
				best = d[i - 2][j - 2] + 1;
			d[i][j] = best;
		}
	}
	return d[na][nb];
}

/* The row of t, applying to its command, whose long name is
 * nearest to name[0..n): at most 2 edits away (1 for names of 4
 * characters or fewer), fewer edits than name has characters; the first
 * in table order of equals. NULL when none is that near. */
static const struct opt_row *nearest_row(const struct opt_table *t, const char *name, size_t n)
{
	const struct opt_row *best = NULL;
	size_t best_d = n <= 4 ? 2 : 3;
	for (size_t i = 0; i < t->nrows; i++) {
		const struct opt_row *r = &t->rows[i];
		if (!r->name || !opt_row_applies(t, r))
			continue;
		size_t d = edit_distance(name, n, r->name);
		if (d < best_d && d < n) {
			best = r;
			best_d = d;
		}
	}
	return best;
}

/* The row that applies whose long name is name[0..n) exactly, or NULL. */
static const struct opt_row *row_named(const struct opt_table *t, const char *name, size_t n)
{
	for (size_t i = 0; i < t->nrows; i++) {
		const struct opt_row *r = &t->rows[i];
		if (r->name && opt_row_applies(t, r) && strlen(r->name) == n && memcmp(r->name, name, n) == 0)
			return r;
	}
	return NULL;
}

/* An abbreviation that starts the long names of several rows that apply
 * (an alias aside): err names them and true. */
static bool ambiguous(const struct opt_table *t, const char *name, size_t n, struct mg_error *err)
{
	struct sbuf b = {0};
	size_t count = 0;
	for (size_t i = 0; i < t->nrows; i++) {
		const struct opt_row *r = &t->rows[i];
		if (!r->name || (r->flags & OPT_ALIAS) || !opt_row_applies(t, r) ||
		    strncmp(r->name, name, n) != 0)
			continue;
		sbuf_printf(&b, "%s--%s", count++ ? ", " : "", r->name);
	}
	if (count > 1)
		mg_error_set(err, "%soption '--%.*s' is ambiguous: %s", t->prefix, (int)n, name, b.data);
	sbuf_free(&b);
	return count > 1;
}

/* The one-letter forms of the rows of t that apply, "-0 -A -B", in
 * ASCII order, into b. */
static void short_forms(const struct opt_table *t, struct sbuf *b)
{
	for (int c = 1; c < 128; c++) {
		const struct opt_row *r = row_of_short(t, c);
		if (r && opt_row_applies(t, r))
			sbuf_printf(b, "%s-%c", b->len ? " " : "", c);
	}
}

/* What getopt refused (c: ':' or '?'): an unknown short option is named by
 * its character (its word may hold several), anything else by its word.
 * An unknown long option names the nearest real one, when one is near
 * (docs/reference.md §5); a value given to one that takes none says so. */
static void getopt_error(const struct opt_run *run, int c, struct mg_error *err)
{
	const struct opt_table *t = run->table;
	const char *word = run->argv[optind - 1];
	if (c == ':') {
		mg_error_set(err, "%soption '%s' needs a value (try %s)", t->prefix, word, t->hint);
		return;
	}
	const char *name = word + 2;
	size_t n = strcspn(name, "=");
	bool is_long = strncmp(word, "--", 2) == 0;
	for (const struct opt_refusal *f = t->refused; f && (f->short_name || f->name); f++) {
		if (is_long ? f->name && strlen(f->name) == n && strncmp(f->name, name, n) == 0
			    : f->short_name == optopt) {
			mg_error_set(err, "%s%s", t->prefix, f->why);
			return;
		}
	}
	if (!is_long) {
		struct sbuf b = {0};
		short_forms(t, &b);
		mg_error_set(err, "%sunknown option '-%c' (the one-letter options: %s; try %s)", t->prefix,
			     optopt, b.data ? b.data : "none", t->hint);
		sbuf_free(&b);
		return;
	}
	const struct opt_row *r = row_named(t, name, n);
	if (r && name[n] == '=' && r->arg == OPT_ARG_NONE) {
		mg_error_set(err, "%soption '--%s' takes no value (try %s)", t->prefix, r->name, t->hint);
		return;
	}
	if (!r && n && ambiguous(t, name, n, err))
		return;
	r = r ? NULL : nearest_row(t, name, n);
	if (r)
		mg_error_set(err, "%sunknown option '%.*s' (did you mean --%s?)", t->prefix, (int)(n + 2),
			     word, r->name);
	else
		mg_error_set(err, "%sunknown option '%s' (try %s)", t->prefix, word, t->hint);
}

int opt_parse(struct opt_run *run, struct mg_error *err)
{
	const struct opt_table *t = run->table;
	struct option *lo = long_options(t);
	char *shorts = short_options(t);
	int rc = 0;
	optind = 0; /* 0: a full restart (glibc), as a parse runs once per serve request */
	opterr = 0;
	/* '+' would stop at the first non-option; we allow options after the
	 * query like grep, and `--` ends them. */
	while (!run->exit_now) {
		int li = -1; /* the row of a long option */
		int c = getopt_long(run->argc, run->argv, shorts, lo, &li);
		if (c == -1)
			break;
		const struct opt_row *r = NULL;
		if (c != ':' && c != '?')
			r = li >= 0 ? &t->rows[li] : row_of_short(t, c);
		if (!r) {
			getopt_error(run, c, err);
			rc = -1;
			break;
		}
		if (!opt_row_applies(t, r)) {
			/* Named as it was typed: -n or --sessions. */
			char typed[64];
			if (li >= 0)
				snprintf(typed, sizeof typed, "--%s", r->name);
			else
				snprintf(typed, sizeof typed, "-%c", r->short_name);
			mg_error_set(err, "%soption '%s' does not apply to %s (try %s)", t->prefix, typed,
				     t->cmd_name ? t->cmd_name : "this command", t->hint);
			rc = -1;
			break;
		}
		int before = optind;
		const char *value = optarg;
		if (r->apply(run, r, optarg, err) != 0) {
			rc = -1;
			break;
		}
		if (!value && optind > before)
			value = run->argv[before];
		if (run->record)
			run->record(run, r, value);
	}
	run->next = optind;
	free(lo);
	free(shorts);
	return rc;
}

/* The row of t whose long name is name[0..n) or, when none is, the one
 * row whose name it starts; NULL when none or several do (aliases of one
 * row aside). */
static const struct opt_row *row_by_prefix(const struct opt_table *t, const char *name, size_t n)
{
	const struct opt_row *found = NULL;
	for (size_t i = 0; i < t->nrows; i++) {
		const struct opt_row *r = &t->rows[i];
		if (!r->name || strncmp(r->name, name, n) != 0)
			continue;
		if (strlen(r->name) == n)
			return r;
		if (!(r->flags & OPT_ALIAS) && found && strcmp(found->name, r->name) != 0)
			found = &t->rows[t->nrows]; /* several */
		else if (!found)
			found = r;
	}
	return found == &t->rows[t->nrows] ? NULL : found;
}

/* Whether next is a value that the optional value of r takes. */
static bool takes_optional(const struct opt_row *r, const char *next)
{
	if (!next)
		return false;
	if (*next && strspn(next, "0123456789") == strlen(next))
		return true;
	for (size_t i = 0; r->choices && r->choices[i]; i++)
		if (strcmp(next, r->choices[i]) == 0)
			return true;
	return false;
}

bool opt_takes_next(const struct opt_table *t, const char *w, const char *next)
{
	if (w[0] != '-' || !w[1])
		return false;
	const struct opt_row *r = NULL;
	if (w[1] == '-') {
		if (strchr(w, '='))
			return false;
		r = row_by_prefix(t, w + 2, strlen(w + 2));
	} else {
		for (const char *c = w + 1; *c && !r; c++) {
			for (size_t i = 0; i < t->nrows; i++)
				if (t->rows[i].short_name == *c && t->rows[i].arg != OPT_ARG_NONE)
					r = &t->rows[i];
			if (r)
				return !c[1]; /* else its value is the rest of the word */
		}
	}
	if (!r)
		return false;
	return r->arg == OPT_ARG_REQUIRED || (r->arg == OPT_ARG_OPTIONAL && takes_optional(r, next));
}

/* The columns of s: its characters, as UTF-8 (the helps are ASCII but
 * for a `…` or so). */
static size_t columns(const char *s)
{
	size_t n = 0;
	for (; *s; s++)
		n += ((unsigned char)*s & 0xC0) != 0x80;
	return n;
}

/* A line being filled, wrapped at WIDTH columns under `indent`. */
struct wrap {
	FILE *out;
	size_t col, indent;
	bool empty; /* nothing on the line after its indent yet */
};

static void wrap_item(struct wrap *w, const char *item, const char *sep)
{
	size_t n = columns(item);
	if (!w->empty && w->col + strlen(sep) + n > WIDTH) {
		fprintf(w->out, "\n%*s", (int)w->indent, "");
		w->col = w->indent;
		w->empty = true;
	}
	if (!w->empty) {
		fputs(sep, w->out);
		w->col += strlen(sep);
	}
	fputs(item, w->out);
	w->col += n;
	w->empty = false;
}

/* The words of text (split at spaces), wrapped as w says. */
static void wrap_words(struct wrap *w, const char *text)
{
	char *copy = xstrdup(text), *save = NULL;
	for (char *word = strtok_r(copy, " ", &save); word; word = strtok_r(NULL, " ", &save))
		wrap_item(w, word, " ");
	free(copy);
}

bool opt_row_applies(const struct opt_table *t, const struct opt_row *r)
{
	return ((r->cmds ? r->cmds : 1u) & t->cmd) != 0;
}

/* What follows an option in --help: its metavar, else its choices. */
static void add_value(struct sbuf *b, const struct opt_row *r)
{
	if (r->metavar) {
		sbuf_printf(b, " %s", r->metavar);
	} else if (r->choices) {
		for (size_t i = 0; r->choices[i]; i++)
			sbuf_printf(b, "%s%s", i ? "|" : " ", r->choices[i]);
	}
}

/* Row i as --help shows it, its forms and its aliases' (short ones
 * first) joined by sep: "-j, --threads N", "--color, --colour auto|…",
 * "-e, -E, --regex, --extended-regexp" (sep ", "), or "-j/--threads N"
 * (sep "/"). */
static void row_form(const struct opt_table *t, size_t i, const char *sep, struct sbuf *b)
{
	const struct opt_row *r = &t->rows[i];
	size_t end = i + 1;
	while (end < t->nrows && (t->rows[end].flags & OPT_ALIAS))
		end++;
	for (size_t k = i; k < end; k++)
		if (t->rows[k].short_name)
			sbuf_printf(b, "-%c%s", t->rows[k].short_name, sep);
	for (size_t k = i; k < end; k++)
		sbuf_printf(b, "%s--%s", k > i ? sep : "", t->rows[k].name);
	add_value(b, r);
}

/* Row i's entry in --help: its forms, then its help from column DESC. */
static void print_entry(const struct opt_table *t, size_t i, FILE *out)
{
	struct sbuf b = {0};
	row_form(t, i, ", ", &b);
	size_t col = 2 + columns(b.data);
	fprintf(out, "  %s", b.data);
	if (col + 2 > DESC)
		fprintf(out, "\n%*s", DESC, "");
	else
		fprintf(out, "%*s", (int)(DESC - col), "");
	struct wrap w = {out, DESC, DESC, true};
	wrap_words(&w, t->rows[i].help);
	fputc('\n', out);
	sbuf_free(&b);
}

/* The source flags of group g as one entry: their names, wrapped, then
 * what each does ("also search that source"). */
static void print_source_flags(const struct opt_table *t, size_t g, FILE *out)
{
	fputs("  ", out);
	struct wrap w = {out, 2, 2, true};
	size_t last = 0;
	for (size_t i = 0; i < t->nrows; i++)
		if (t->rows[i].group == g && (t->rows[i].flags & OPT_SOURCE_FLAG) &&
		    opt_row_applies(t, &t->rows[i]))
			last = i;
	for (size_t i = 0; i <= last; i++) {
		const struct opt_row *r = &t->rows[i];
		if (r->group != g || !(r->flags & OPT_SOURCE_FLAG) || !opt_row_applies(t, r))
			continue;
		struct sbuf b = {0};
		sbuf_printf(&b, "--%s%s", r->name, i < last ? "," : "");
		wrap_item(&w, b.data, " ");
		sbuf_free(&b);
	}
	fprintf(out, "\n%*s", DESC, "");
	struct wrap d = {out, DESC, DESC, true};
	wrap_words(&d, "add that source (as in --source) to those searched");
	fputc('\n', out);
}

void opt_print_groups(const struct opt_table *t, FILE *out)
{
	for (size_t g = 0; g < t->ngroups; g++) {
		bool any = false;
		for (size_t i = 0; i < t->nrows; i++)
			any |= t->rows[i].group == g && opt_row_applies(t, &t->rows[i]);
		if (!any)
			continue; /* none of its options applies to this command */
		fprintf(out, "%s\n", t->groups[g].label);
		bool flags_shown = false;
		for (size_t i = 0; i < t->nrows; i++) {
			const struct opt_row *r = &t->rows[i];
			if (r->group != g || !opt_row_applies(t, r) || (r->flags & OPT_ALIAS))
				continue;
			if (!(r->flags & OPT_SOURCE_FLAG))
				print_entry(t, i, out);
			else if (!flags_shown)
				print_source_flags(t, g, out);
			flags_shown |= (r->flags & OPT_SOURCE_FLAG) != 0;
		}
		if (t->groups[g].note) {
			struct wrap w = {out, 2, 2, true};
			fputs("  ", out);
			wrap_words(&w, t->groups[g].note);
			fputc('\n', out);
		}
	}
}

void opt_print_some(const struct opt_table *t, const char *const *names, FILE *out)
{
	for (size_t i = 0; i < t->nrows; i++) {
		const struct opt_row *r = &t->rows[i];
		bool named = false;
		for (size_t k = 0; names[k] && !named && r->name; k++)
			named = strcmp(names[k], r->name) == 0;
		if (named && opt_row_applies(t, r) && !(r->flags & OPT_ALIAS))
			print_entry(t, i, out);
	}
}

void opt_print_synopsis(const struct opt_table *t, const char *lead, const char *tail, FILE *out)
{
	fputs(lead, out);
	struct wrap w = {out, strlen(lead) + 1, strlen(lead) + 1, true};
	fputc(' ', out);
	for (size_t i = 0; i < t->nrows; i++) {
		if (!opt_row_applies(t, &t->rows[i]) || (t->rows[i].flags & OPT_ALIAS))
			continue;
		struct sbuf b = {0};
		sbuf_addc(&b, '[');
		row_form(t, i, "/", &b);
		sbuf_addc(&b, ']');
		wrap_item(&w, b.data, " ");
		sbuf_free(&b);
	}
	wrap_item(&w, tail, " ");
	fputc('\n', out);
}

void opt_print_list(const struct opt_table *t, FILE *out)
{
	for (size_t i = 0; i < t->nrows; i++) {
		const struct opt_row *r = &t->rows[i];
		if (!opt_row_applies(t, r))
			continue;
		struct sbuf b = {0};
		/* --source's values are the names (the completions read them). */
		if (r->flags & OPT_SOURCE_LIST)
			sbuf_printf(&b, " %s", t->source_names);
		else
			add_value(&b, r);
		fprintf(out, "--%s\t", r->name);
		if (r->short_name)
			fprintf(out, "-%c", r->short_name);
		fprintf(out, "\t%s\t%s\n", b.data ? b.data + 1 : "", r->help);
		sbuf_free(&b);
	}
}

void opt_print_wrapped(const char *text, FILE *out)
{
	struct wrap w = {out, 0, 0, true};
	wrap_words(&w, text);
	fputc('\n', out);
}
