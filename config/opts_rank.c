/* opts_rank: the rows of the Ranking group of --help and their handlers
 * (see opts_rank.h): how results are grouped, ordered, paged and given
 * context. -n's limit is settled by opts_rank_take once the format is
 * known. */
#include "config/opts_rank.h"

#include <getopt.h>
#include <stdint.h>

#include "config/opts_source.h"

static const char *const scope_names[] = {"message", "session", NULL};
static const char *const sort_names[] = {"count", "bm25", "recent", "oldest", NULL};

static int opt_scope(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	int v;
	if (parse_pick("--scope", arg, row->choices, &v, err))
		return -1;
	parse_cfg(run)->scope = (enum scope)v;
	return 0;
}

static int opt_sort(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	int v;
	if (parse_pick("--sort", arg, row->choices, &v, err))
		return -1;
	parse_cfg(run)->sort = (enum sort_key)v;
	return 0;
}

/* -n N, --sessions=N and --sessions N; --sessions alone (the next word not
 * a number) is the source option that declares it as its bare name
 * (markdown memory's --memory-sessions, docs/reference.md §9). It reads that next
 * word itself, moving getopt's optind past it. */
static int opt_sessions(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	if (!arg && optind < run->argc && parse_digits(run->argv[optind]))
		arg = run->argv[optind++];
	if (!arg && parse_cfg(run)->command != CMD_SEARCH) {
		mg_error_set(err, "-n/--sessions takes a number");
		return -1;
	}
	if (!arg && opts_source_bare(run, row->name))
		return 0;
	if (!arg) {
		mg_error_set(err, "-n/--sessions takes a number");
		return -1;
	}
	parse_state(run)->count_given = true;
	return parse_count("-n/--sessions", arg, &parse_cfg(run)->sessions, err);
}

static int opt_messages(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	parse_state(run)->messages_given = true;
	return parse_count("-m/--messages", arg, &parse_cfg(run)->messages, err);
}

static int opt_offset(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	parse_state(run)->offset_given = true;
	return parse_count("--offset", arg, &parse_cfg(run)->offset, err);
}

/* --all: every ranked session (message with --flat), as -l and -c list
 * them unless -n is given (opts_rank_take). */
static int opt_all(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	(void)arg;
	(void)err;
	parse_state(run)->all = true;
	return 0;
}

static int opt_after(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	parse_state(run)->context_given = true;
	return parse_count("-A", arg, &parse_cfg(run)->after, err);
}

static int opt_before(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	parse_state(run)->context_given = true;
	return parse_count("-B", arg, &parse_cfg(run)->before, err);
}

static int opt_context(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	struct config *cfg = parse_cfg(run);
	parse_state(run)->context_given = true;
	if (parse_count("-C", arg, &cfg->after, err))
		return -1;
	cfg->before = cfg->after;
	return 0;
}

static const struct opt_row rows[] = {
    {.name = "scope",
     .arg = OPT_ARG_REQUIRED,
     .choices = scope_names,
     .help = "meet all AND groups per message (default) or session",
     .group = G_RANKING,
     .apply = opt_scope},
    {.name = "sort",
     .arg = OPT_ARG_REQUIRED,
     .choices = sort_names,
     .help = "session order (default: count, most matches first)",
     .group = G_RANKING,
     .apply = opt_sort,
     .cmds = C_RANKED},
    {.name = "sessions",
     .short_name = 'n',
     .arg = OPT_ARG_OPTIONAL,
     .metavar = "N",
     .help = "print N sessions (default 10; -l, -c: all)",
     .group = G_RANKING,
     .apply = opt_sessions,
     .cmds = C_RANKED},
    {.name = "sessions",
     .short_name = 'n',
     .arg = OPT_ARG_OPTIONAL,
     .metavar = "N",
     .help = "list N sessions (default 10)",
     .group = G_RANKING,
     .apply = opt_sessions,
     .cmds = C_SESSIONS},
    {.name = "sessions",
     .short_name = 'n',
     .arg = OPT_ARG_OPTIONAL,
     .metavar = "N",
     .help = "list N projects (default: all)",
     .group = G_RANKING,
     .apply = opt_sessions,
     .cmds = 1u << CMD_PROJECTS},
    {.name = "messages",
     .short_name = 'm',
     .arg = OPT_ARG_REQUIRED,
     .metavar = "M",
     .help = "print M messages per session (default 5, 0: headers)",
     .group = G_RANKING,
     .apply = opt_messages,
     .cmds = C_RANKED},
    {.name = "offset",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "K",
     .help = "skip the first K results (paging)",
     .group = G_RANKING,
     .apply = opt_offset,
     .cmds = C_RANKED | C_LIST},
    {.name = "all",
     .help = "print every session, not only the first 10",
     .group = G_RANKING,
     .apply = opt_all,
     .cmds = C_RANKED | C_SESSIONS},
    {.name = "flat",
     .help = "one ranked list of messages, not grouped by session",
     .group = G_RANKING,
     FLAG(flat),
     .cmds = C_RANKED},
    {.name = "after-context",
     .short_name = 'A',
     .arg = OPT_ARG_REQUIRED,
     .metavar = "N",
     .help = "print N messages of context after each match",
     .group = G_RANKING,
     .apply = opt_after,
     .cmds = C_SEARCH | C_SHOW},
    {.name = "before-context",
     .short_name = 'B',
     .arg = OPT_ARG_REQUIRED,
     .metavar = "N",
     .help = "print N messages of context before each match",
     .group = G_RANKING,
     .apply = opt_before,
     .cmds = C_SEARCH | C_SHOW},
    {.name = "context",
     .short_name = 'C',
     .arg = OPT_ARG_REQUIRED,
     .metavar = "N",
     .help = "print N messages of context around each match",
     .group = G_RANKING,
     .apply = opt_context,
     .cmds = C_SEARCH | C_SHOW},
};
const struct parse_rows opts_rank_rows = PARSE_ROWS(rows);

/* -n's default (docs/reference.md §4.4): 10, but -l and -c list every
 * session unless -n is given, as grep's do; --all lifts the limit in every
 * format, and with -n it would say two things. */
int opts_rank_take(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	if (p->all && p->count_given) {
		mg_error_set(err,
			     "--all prints every session and -n/--sessions N only N: leave out one of them");
		return -1;
	}
	if (p->all || (!p->count_given && (cfg->format == FMT_FILES || cfg->format == FMT_COUNT)))
		cfg->sessions = SIZE_MAX;
	return 0;
}
