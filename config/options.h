/* options: command-line options as data (docs/hacking.md §8). A command's
 * options are one table of rows: long name, short form, argument, what
 * --help shows after it, a one-line help, a group of --help, and a handler
 * that applies the value to what is being built. From the table opt_parse
 * makes the getopt_long table and the short-options string and runs the
 * loop; opt_print_groups, opt_print_synopsis and opt_print_list print it.
 * The options of the source registry (sources/source.h) are rows made
 * from it: a row marked OPT_SOURCE_LIST (--source) gets the sources' names,
 * and a row marked OPT_PER_SOURCE stands for one --FLAG per source that has
 * a flag, and one marked OPT_SOURCE_OPTS for the options each source
 * declares of its own, so adding a source adds its options here with no
 * new row.
 *
 * An opt_table owns its rows and the strings made for them (opt_table_free
 * releases them); the strings of the rows it was given stay the caller's.
 * opt_parse fails when a handler fails (the handler sets the error), on an
 * unknown option (naming the nearest long name that applies, when one is
 * near) and on a missing value; the print functions cannot fail
 * (a write error is left on the stream, for its caller to see). */
#ifndef MEMGREP_OPTIONS_H
#define MEMGREP_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "base/error.h"

enum opt_arg {
	OPT_ARG_NONE,
	OPT_ARG_REQUIRED,
	/* The long form takes `--name=VALUE` or nothing (its handler may read
	 * the next word itself); the short form, if any, needs a value. */
	OPT_ARG_OPTIONAL,
};

enum opt_flag {
	/* Another name of the row before it (--colour of --color): the same
	 * getopt value, so that an abbreviation of both is not ambiguous, and
	 * shown joined to it in --help. */
	OPT_ALIAS = 1 << 0,
	/* --source: its help lists the sources' names and says which are
	 * not searched by default. */
	OPT_SOURCE_LIST = 1 << 1,
	/* A template, not an option: one row per source with a flag (name: the
	 * flag, help: this help then the source's `what`, data: its id). */
	OPT_PER_SOURCE = 1 << 2,
	/* A template, not an option: one row per option of a source's own
	 * (sources/source.h, struct source_opt: its name, metavar and help;
	 * data: the source's id times SOURCE_OPTS_MAX plus the option's
	 * index; a value required when it has a metavar). */
	OPT_SOURCE_OPTS = 1 << 3,
	/* A row OPT_PER_SOURCE made: --help shows the rows of a group that
	 * have it as one entry, their names joined, with the first one's
	 * help. */
	OPT_SOURCE_FLAG = 1 << 4,
};

struct opt_row;
struct opt_run;

/* Applies the value arg (NULL when the option has none) to run->target:
 * returns 0, or -1 with err set. */
typedef int (*opt_apply_fn)(struct opt_run *run, const struct opt_row *row, const char *arg,
			    struct mg_error *err);

struct opt_row {
	const char *name; /* the long name, without "--" */
	char short_name;  /* the one-character form, or 0 */
	enum opt_arg arg;
	/* What --help shows after the option ("N"); NULL when it takes no value
	 * or shows its choices. */
	const char *metavar;
	/* The values it accepts, NULL-terminated, or NULL: --help shows them as
	 * its metavar ("text|tsv"), and its handler checks against them. */
	const char *const *choices;
	const char *help; /* one line */
	unsigned group;	  /* index into the table's groups */
	unsigned flags;	  /* enum opt_flag */
	opt_apply_fn apply;
	size_t data; /* for a handler shared by rows: a field's offset, a source id */
	/* The commands it applies to (bits of the table's `cmd`); 0: the
	 * first command only (bit 0). */
	unsigned cmds;
};

/* A group of --help: its label ("Sources:") and a note after its options,
 * or NULL. */
struct opt_group {
	const char *label, *note;
};

/* An option of other tools that a table refuses with a reason of its own
 * rather than as unknown (grep's -v): its short form or long name (or 0,
 * NULL) and the whole message. */
struct opt_refusal {
	char short_name;
	const char *name;
	const char *why;
};

struct opt_table {
	struct opt_row *rows;
	size_t nrows;
	const struct opt_group *groups; /* by row.group; NULL: no groups */
	size_t ngroups;
	/* getopt's errors: "PREFIXoption '--x' needs a value (try HINT)". */
	const char *prefix, *hint;
	char **owned;		  /* the strings made for the rows */
	const char *source_names; /* --source's values, comma-separated (owned) */
	size_t nowned;
	/* The command being parsed (one bit, default 1) and its name: a row
	 * that does not apply to it is refused ("option '--scope' does not
	 * apply to memgrep sessions") and left out of --help and
	 * --list-options. Set after opt_table_init. */
	unsigned cmd;
	const char *cmd_name;
	/* Refused with their reason, ended by a zeroed one; NULL: none. Set
	 * after opt_table_init. */
	const struct opt_refusal *refused;
};

/* One parse: the table, what its handlers fill, and the words. */
struct opt_run {
	const struct opt_table *table;
	void *target;
	int argc;
	char **argv;
	int next;      /* after opt_parse: the index of the first operand */
	bool exit_now; /* set by a handler that answered (--help): stop, successfully */
	/* Called after each option is applied, with its value (the word a
	 * handler took itself, as -n 5's, included), or NULL. */
	void (*record)(struct opt_run *run, const struct opt_row *row, const char *value);
};

/* Whether row r applies to t's command. */
bool opt_row_applies(const struct opt_table *t, const struct opt_row *r);

/* Makes t from n rows (copied, templates expanded); groups may be NULL. */
void opt_table_init(struct opt_table *t, const struct opt_row *rows, size_t n, const struct opt_group *groups,
		    size_t ngroups, const char *prefix, const char *hint);
void opt_table_free(struct opt_table *t);

/* Reads the options of run->argv (getopt_long, which moves the operands
 * after them; `--` ends them) and applies each in turn, stopping early when
 * a handler sets run->exit_now. Returns 0, or -1 with err set. */
int opt_parse(struct opt_run *run, struct mg_error *err);

/* Whether the option word w ("--name", "--name=V", "-abc") takes the word
 * after it, next (or NULL), as its value, by the rows of t whatever
 * command they apply to: a long name, or an abbreviation that starts the
 * names of one row only, without '=', of a row that needs a value, or of
 * one whose value is optional when next is a value it takes (digits, one
 * of its choices); a cluster of short options whose first letter that
 * takes a value is its last. An unknown option takes none. */
bool opt_takes_next(const struct opt_table *t, const char *w, const char *next);

/* --help's option lines: per group, its label on a line of its own, then
 * one entry per shown option: two spaces, its forms and value ("-j,
 * --threads N", "--color, --colour auto|always|never"), then its help from
 * column 26 (on the next line when the forms reach that far), wrapped at
 * 80 columns under that column; then the group's note. */
void opt_print_groups(const struct opt_table *t, FILE *out);
/* The entries of the options of t named in names (NULL-terminated long
 * names), in t's order, as opt_print_groups prints them, with no group
 * labels: a command's main options. */
void opt_print_some(const struct opt_table *t, const char *const *names, FILE *out);
/* A usage line: lead, then "[-j/--threads N]" per shown option, then tail,
 * wrapped at 80 columns under the first option. */
void opt_print_synopsis(const struct opt_table *t, const char *lead, const char *tail, FILE *out);
/* --list-options: one line per shown option, tab-separated: --LONG, -S or
 * nothing, its metavar or choices or nothing, its help. */
void opt_print_list(const struct opt_table *t, FILE *out);
/* text, its words wrapped at 80 columns. */
void opt_print_wrapped(const char *text, FILE *out);

/* The last line of every --help. */
#define OPT_HELP_MANUAL "Full manual: man memgrep (in a source tree: man -l docs/memgrep.1)\n"

#endif
