/* parse: what the option modules of config/ share while config_parse
 * (config/config.c) runs: the state of one parse, the commands as bits of
 * a row's `cmds`, the groups of --help, the block of rows each module
 * gives to the table, and the checks of a value that several handlers
 * make. Included only by config/.
 *
 * A module's handlers record a value into struct config or, when it is
 * checked together with others once every option is read, into struct
 * parse; its take function (opts_source_take, …) then checks and fills in
 * the rest. The checks here return 0, or -1 with err naming the option
 * and the value; they keep nothing. */
#ifndef MEMGREP_PARSE_H
#define MEMGREP_PARSE_H

#include <stdbool.h>
#include <stddef.h>

#include "base/error.h"
#include "config/config_types.h"
#include "config/options.h"

/* What the options say before they are checked together: the values that
 * the take functions resolve once every option is read. */
struct parse {
	struct config *cfg;
	const char *since, *until, *types, *sources;
	int color, fmt;
	bool files, count, no_progress, no_pager;
	bool context_given, count_given;   /* -A/-B/-C, and -n, were given */
	bool messages_given, offset_given; /* -m, --offset were given */
	const char *format_name;	   /* --format's value, when given */
	bool all;			   /* --all: no -n limit */
	unsigned add_sources;		   /* --codex, --memory, …: added to --source's */
	const char *files_from;		   /* --files-from's FILE */
	bool files_from_nul;		   /* -0 came before it */
};

/* A handler's config and parse (run->target is the struct parse). */
static inline struct parse *parse_state(struct opt_run *run)
{
	return run->target;
}

static inline struct config *parse_cfg(struct opt_run *run)
{
	return parse_state(run)->cfg;
}

/* The commands, as bits of the rows' `cmds`. */
#define C_SEARCH   (1u << CMD_SEARCH)
#define C_SHOW	   (1u << CMD_SHOW)
#define C_SESSIONS (1u << CMD_SESSIONS)
#define C_LIST	   ((1u << CMD_SESSIONS) | (1u << CMD_PROJECTS))
#define C_INDEX	   (1u << CMD_INDEX)
#define C_MERGE	   (1u << CMD_MERGE)
/* What ranks and prints: a search, and merge. */
#define C_RANKED (C_SEARCH | C_MERGE)
/* Every command that reads sessions: all but index, which takes few
 * options (its rows name it). */
#define C_ALL ((1u << CMD_INDEX) - 1)

/* The words that name a command (argv[1]), by enum command. */
extern const char *const parse_command_names[CMD_COUNT];

/* The groups of --help, in its order (config/help.c labels them). */
enum {
	G_INDEX,
	G_SOURCES,
	G_MATCHING,
	G_FILTERS,
	G_RANKING,
	G_OUTPUT,
	G_ENGINE,
	G_OTHER,
	G_TESTING,
	G_COUNT
};

/* A module's rows, in --help's order within each group; config.c joins
 * the blocks in the table's order. */
struct parse_rows {
	const struct opt_row *rows;
	size_t n;
};
#define PARSE_ROWS(a)                                                                                        \
	{                                                                                                    \
		a, sizeof a / sizeof *a                                                                      \
	}

/* The handler of an option taken and ignored (grep's -i and -F: what
 * memgrep does anyway). */
int parse_nothing(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err);

/* The handler of a flag: sets the bool of struct config at row->data. */
int parse_set_true(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err);
/* A flag that sets a bool of struct config. */
#define FLAG(field) .apply = parse_set_true, .data = offsetof(struct config, field)

/* arg as a count for option opt: decimal digits only, 0 allowed
 * (docs/reference.md §4.1). */
int parse_count(const char *opt, const char *arg, size_t *out, struct mg_error *err);
/* Whether s is decimal digits, at least one. */
bool parse_digits(const char *s);
/* arg as the index of one of names (NULL-terminated), for option opt. */
int parse_pick(const char *opt, const char *arg, const char *const *names, int *out, struct mg_error *err);
/* A comma-separated list of names (--type, --source) into their bits:
 * bit_of looks a name up, names lists them for the error; what names one
 * of them ("kind"). */
int parse_names(const char *opt, const char *what, unsigned (*bit_of)(const char *, size_t),
		const char *const *names, const char *arg, unsigned *out, struct mg_error *err);

#endif
