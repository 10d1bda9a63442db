/* help: what --help, --version and --list-options print: the usage of
 * each command, the labels of the groups of --help, and the rows of the
 * Other group, whose handlers print on stdout and end the parse
 * (run->exit_now). The option lines come from the table itself
 * (config/options.h). Included only by config/. */
#ifndef MEMGREP_HELP_H
#define MEMGREP_HELP_H

#include "config/parse.h"

/* The rows of the Other group (--explain, --version, --help,
 * --list-options). */
extern const struct parse_rows help_rows;

/* The G_COUNT groups of --help for command cmd: a search's have a note
 * under Sources that the other commands' have not. Static; cannot
 * fail. */
const struct opt_group *help_groups(enum command cmd);

#endif
