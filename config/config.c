/* config: turns argv and the environment into the read-only struct config
 * (docs/hacking.md §8: one option table, all validation in config/). The
 * table is made of the blocks of rows of the option modules, one per
 * concern (opts_source, operands, opts_filter, opts_rank, opts_output,
 * opts_engine, help; config/parse.h is what they share): config/options.h
 * makes getopt's table, --help and --list-options from it, and the
 * sources' own options (--source and --codex, --memory, …) from the
 * source registry. Each row's handler records its value; once every
 * option is read, the modules' take functions check the values together,
 * in the fixed order of config_parse, and fill in the rest; what comes
 * from the process (environment, terminal) is environ's, and the
 * combinations refused are combos'. The rows mirror the option lists of
 * docs/guide.md and the man page (tests/docs/run). */
#include "config/config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "config/combos.h"
#include "config/environ.h"
#include "config/help.h"
#include "config/operands.h"
#include "config/options.h"
#include "config/opts_engine.h"
#include "config/opts_filter.h"
#include "config/opts_output.h"
#include "config/opts_rank.h"
#include "config/opts_source.h"
#include "config/parse.h"

/* The kinds of message, by their names in --type (tests/docs/run reads
 * kind_names for the completions' values). */
struct named_bit {
	const char *name;
	unsigned bit;
};

static const char *const kind_list[] = {"user", "assistant", "summary", "tool", "thinking", NULL};
static const struct named_bit kind_names[] = {{"user", KIND_USER},	   {"assistant", KIND_ASSISTANT},
					      {"summary", KIND_SUMMARY},   {"tool", KIND_TOOL},
					      {"thinking", KIND_THINKING}, {NULL, 0}};

static unsigned named_bit(const struct named_bit *names, const char *name, size_t len)
{
	for (size_t i = 0; names[i].name; i++)
		if (strlen(names[i].name) == len && memcmp(names[i].name, name, len) == 0)
			return names[i].bit;
	return 0;
}

unsigned config_kind_bit(const char *name, size_t len)
{
	return named_bit(kind_names, name, len);
}

/* The options a partial's header leaves out (struct config's opts): they
 * change how a step runs or reports, not what it finds. */
static const char *const local_options[] = {
    "threads", "timeout",    "no-progress", "quiet",	    "strict",	 "stats",
    "partial", "files-from", "null",	    "no-prefilter", "part-size", "no-index",
    "explain", "help",	     "version",	    "list-options", NULL};

/* opt_run's record: the options a partial's header names (a search's), or
 * every option (merge's, to give after the header's). */
static void record_option(struct opt_run *run, const struct opt_row *row, const char *value)
{
	struct config *cfg = parse_cfg(run);
	if (cfg->command != CMD_SEARCH && cfg->command != CMD_MERGE)
		return;
	for (size_t i = 0; cfg->command == CMD_SEARCH && local_options[i]; i++)
		if (strcmp(row->name, local_options[i]) == 0)
			return;
	struct sbuf w = {0};
	sbuf_printf(&w, "--%s", row->name);
	if (value)
		sbuf_printf(&w, "=%s", value);
	cfg->opts = xrealloc(cfg->opts, (cfg->nopts + 1) * sizeof *cfg->opts);
	cfg->opts[cfg->nopts++] = w.data;
}

/* The blocks of rows, in the table's order: --help's groups, and within
 * each its lines. --list-options prints the rows in this order, and
 * getopt's abbreviations and the nearest name of an unknown option are
 * looked for in it. */
static const struct parse_rows *const blocks[] = {
    &opts_engine_index_rows,   /* Index: memgrep index's own */
    &opts_source_rows,	       /* Sources: --source, the sources' flags, memory's */
    &operands_rows,	       /* Sources: --files-from, --file */
    &opts_filter_rows,	       /* Matching:, Filters: */
    &opts_rank_rows,	       /* Ranking: */
    &opts_output_rows,	       /* Output: */
    &opts_engine_rows,	       /* Engine: */
    &help_rows,		       /* Other: */
    &opts_engine_testing_rows, /* Testing: */
};

/* Other tools' options that would mean something else here. */
static const struct opt_refusal refusals[] = {
    {'v', "invert-match",
     "memgrep has no -v: a NOT group drops the messages that hold a word (memgrep 'error -warning')"},
    {0, NULL, NULL},
};

/* t made of every block's rows, for command cmd, named name in its
 * errors (hint: what they say to try). */
static void table_init(struct opt_table *t, enum command cmd, const char *name, const char *hint)
{
	size_t n = 0;
	for (size_t b = 0; b < sizeof blocks / sizeof *blocks; b++)
		n += blocks[b]->n;
	struct opt_row *all = xcalloc(n, sizeof *all), *at = all;
	for (size_t b = 0; b < sizeof blocks / sizeof *blocks; b++) {
		memcpy(at, blocks[b]->rows, blocks[b]->n * sizeof *at);
		at += blocks[b]->n;
	}
	opt_table_init(t, all, n, help_groups(cmd), G_COUNT, "", hint);
	free(all);
	t->cmd = 1u << cmd;
	t->cmd_name = name;
	t->refused = refusals;
}

static void config_defaults(struct config *cfg)
{
	memset(cfg, 0, sizeof *cfg);
	cfg->min_length = 10;
	cfg->part_size = 32u << 20;
	cfg->index_build_bytes = -1;
	cfg->sessions = 10;
	cfg->messages = 5;
	cfg->jobs = environ_cores();
}

/* The kinds of message kept: --type's, or the command's, with --tools,
 * --thinking and --file's. */
static int take_kinds(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	cfg->kinds = KIND_USER | KIND_ASSISTANT | KIND_SUMMARY;
	/* show prints every kind: tool calls and thinking on one line unless
	 * --tools or --thinking. */
	if (cfg->command == CMD_SHOW)
		cfg->kinds |= KIND_TOOL | KIND_THINKING;
	if (p->types && parse_names("--type", "kind", config_kind_bit, kind_list, p->types, &cfg->kinds, err))
		return -1;
	/* --tools and --thinking add their kind, to --type's too: `--type user
	 * --tools` is user and tool (docs/reference.md §4.1). */
	if (cfg->tools)
		cfg->kinds |= KIND_TOOL;
	if (cfg->thinking)
		cfg->kinds |= KIND_THINKING;
	/* --file with no query: its results are the tool calls that named
	 * the file. */
	if (cfg->touch && !cfg->query.npositive)
		cfg->kinds |= KIND_TOOL;
	return 0;
}

/* What show, sessions and projects set for themselves (docs/reference.md
 * §11): every message that passes the filters is a match (every line
 * that may hold one is decoded), nothing is cut by a recall. */
static int take_browse(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	if (cfg->command == CMD_SEARCH)
		return 0;
	cfg->recall = RECALL_OFF;
	/* memgrep index counts BM25's messages as a search does (the
	 * entries' counts, docs/reference.md §12). */
	if (cfg->command != CMD_INDEX)
		cfg->min_length = 0;
	cfg->sort = SORT_RECENT;
	cfg->messages = 0;
	if (cfg->command == CMD_PROJECTS && !p->count_given)
		cfg->sessions = SIZE_MAX;
	if (cfg->command != CMD_SHOW)
		return 0;
	if (p->context_given && !cfg->around) {
		mg_error_set(err, "memgrep show prints the whole session: -A, -B and -C go with --around");
		return -1;
	}
	if (cfg->around && !p->context_given)
		cfg->after = cfg->before = 3;
	if (*cfg->query_text && cfg->format != FMT_TEXT) {
		mg_error_set(err, "--query highlights show's text: --format %s has no highlights",
			     p->format_name);
		return -1;
	}
	/* One session, whole: its fork files too, every message, and files
	 * read whole by one worker, so a file of another session stops at
	 * its first line that names its session. */
	cfg->forks = true;
	cfg->sessions = SIZE_MAX;
	cfg->messages = SIZE_MAX;
	cfg->part_size = UINT64_MAX / 4;
	return 0;
}

/* The command that argv[1] names, or search. */
static enum command command_of(int argc, char **argv)
{
	for (int c = 1; argc >= 2 && c < CMD_COUNT; c++)
		if (strcmp(argv[1], parse_command_names[c]) == 0)
			return (enum command)c;
	return CMD_SEARCH;
}

int config_command_at(int argc, char **argv, const char *const *more, const struct opt_table *extra)
{
	struct opt_table t;
	table_init(&t, CMD_SEARCH, "memgrep", "--help");
	int at = 0;
	for (int i = 1; i < argc && !at; i++) {
		const char *w = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
		if (strcmp(w, "--") == 0)
			break;
		if (w[0] == '-' && w[1]) {
			if (opt_takes_next(&t, w, next) || (extra && opt_takes_next(extra, w, next)))
				i++;
			continue;
		}
		for (int c = 1; c < CMD_COUNT && !at; c++)
			if (strcmp(w, parse_command_names[c]) == 0)
				at = i;
		for (size_t k = 0; more && more[k] && !at; k++)
			if (strcmp(w, more[k]) == 0)
				at = i;
		break;
	}
	opt_table_free(&t);
	return at;
}

int config_parse(struct config *cfg, int argc, char **argv, bool *exit_now, struct mg_error *err)
{
	config_defaults(cfg);
	cfg->command = command_of(argc, argv);
	if (cfg->command != CMD_SEARCH) {
		argc--;
		argv++;
	}
	struct parse p = {.cfg = cfg, .color = COLOR_AUTO, .fmt = FMT_TEXT};
	struct opt_table table;
	char hint[40], name[32];
	bool search = cfg->command == CMD_SEARCH;
	snprintf(name, sizeof name, search ? "memgrep" : "memgrep %s", parse_command_names[cfg->command]);
	snprintf(hint, sizeof hint, search ? "--help" : "%s --help", name);
	table_init(&table, cfg->command, name, hint);
	opts_source_restrict(&table);
	struct opt_run run = {
	    .table = &table, .target = &p, .argc = argc, .argv = argv, .record = record_option};
	int rc = opt_parse(&run, err);
	opt_table_free(&table);
	*exit_now = run.exit_now;
	if (rc != 0)
		return MG_ERROR;
	if (run.exit_now)
		return MG_MATCH;
	/* memgrep merge: its options and PARTIALs; the rest comes from the
	 * partials' headers (pipeline/search/merge.c). */
	if (cfg->command == CMD_MERGE) {
		operands_paths(cfg, argc, argv, run.next);
		return MG_MATCH;
	}
	/* In this order, so that of two faults the same one is reported. */
	if (operands_take(cfg, argc, argv, run.next, err) || operands_files_from(cfg, &p, err) ||
	    opts_source_take(cfg, &p, err) || take_kinds(cfg, &p, err) || opts_filter_take(cfg, &p, err) ||
	    environ_place(cfg, err) || environ_index(cfg, err) || opts_output_take(cfg, &p, err) ||
	    combos_pairs(cfg, &p, err) || opts_rank_take(cfg, &p, err) ||
	    (cfg->command == CMD_SEARCH && combos_search(cfg, err)) || take_browse(cfg, &p, err))
		return MG_ERROR;
	environ_terminal(cfg, &p);
	return MG_MATCH;
}

unsigned config_term_fuzzy(const struct config *cfg, const struct term *t)
{
	return query_term_fuzzy(cfg->fuzzy, cfg->regex, t);
}

void config_free(struct config *cfg)
{
	query_free(&cfg->query);
	for (size_t i = 0; i < cfg->npaths; i++)
		free(cfg->paths[i]);
	free(cfg->paths);
	for (size_t i = 0; i < cfg->nexclude; i++)
		free(cfg->exclude_sessions[i]);
	free(cfg->exclude_sessions);
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		free(cfg->roots[i]);
	free(cfg->cwd);
	free(cfg->index_dir);
	for (size_t i = 0; i < cfg->nopts; i++)
		free(cfg->opts[i]);
	free(cfg->opts);
}

void config_search_options(struct opt_table *t)
{
	table_init(t, CMD_SEARCH, "memgrep", "--help");
}
