/* config: every option of memgrep, parsed once from argv and the environment
 * into one read-only `struct config` (config/config_types.h) that is passed
 * down to every stage. config_parse owns everything it puts in the config;
 * config_free releases it. All validation of options happens in config/
 * (docs/hacking.md §8). */
#ifndef MEMGREP_CONFIG_H
#define MEMGREP_CONFIG_H

#include <stdbool.h>
#include <stddef.h>

#include "base/error.h" /* struct mg_error, mg_error_set */
#include "config/config_types.h"
#include "config/quote.h"

/* Parses argv into cfg. Returns MG_MATCH on success; MG_ERROR with err set
 * on a bad option, value or query; and sets *exit_now (returning MG_MATCH)
 * for --help, --version and --list-options, which print themselves on
 * stdout. cfg is to be freed with config_free whatever it returns. */
int config_parse(struct config *cfg, int argc, char **argv, bool *exit_now, struct mg_error *err);
void config_free(struct config *cfg);

/* The kind bit of a message type name ("user", ...), or 0. */
unsigned config_kind_bit(const char *name, size_t len);

/* The edit distance that --fuzzy gives term t (docs/reference.md §3: literal
 * terms of at least 3N+1 code points), or 0 when t matches exactly. */
unsigned config_term_fuzzy(const struct config *cfg, const struct term *t);

/* The option table of a search (memgrep QUERY), as config_parse reads it
 * (config/options.h): memgrep serve takes its rows as GET /api/search's
 * parameters. It cannot fail; free it with opt_table_free. */
struct opt_table;
void config_search_options(struct opt_table *t);

/* Where the command word of argv is (show, sessions, projects, index,
 * merge, or one of more: "serve", "mcp"), when options come before it, as
 * git's and cargo's do (`memgrep --codex sessions`): the index of the
 * first word that is neither an option nor an option's value (told by the
 * rows of every command's options and those of extra, or NULL) when it
 * names a command, else 0: a search (its first operand is a term), and
 * when `--` comes first. */
int config_command_at(int argc, char **argv, const char *const *more, const struct opt_table *extra);

#endif
