/* opts_filter: the rows of the Matching and Filters groups of --help and
 * their handlers (see opts_filter.h): how terms match (-s, -w, -e,
 * --fuzzy), and which messages and sessions are kept. --since and
 * --until are read once every option is, by opts_filter_take. */
#include "config/opts_filter.h"

#include <stdint.h>
#include <string.h>
#include <time.h>

#include "base/xalloc.h"

static const char *const fuzzy_names[] = {"1", "2", NULL}; /* the edit distances, in order */
static const char *const recall_names[] = {"turn", "before", "off", "phrases", NULL};

static int opt_fuzzy(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	for (unsigned i = 0; row->choices[i]; i++) {
		if (strcmp(arg, row->choices[i]) == 0) {
			parse_cfg(run)->fuzzy = i + 1;
			return 0;
		}
	}
	mg_error_set(err, "--fuzzy takes an edit distance of 1 or 2, not '%s'", arg);
	return -1;
}

static int opt_since(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)err;
	parse_state(run)->since = arg;
	return 0;
}

static int opt_until(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)err;
	parse_state(run)->until = arg;
	return 0;
}

static int opt_project(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)err;
	parse_cfg(run)->project = arg;
	return 0;
}

static int opt_type(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)err;
	parse_state(run)->types = arg;
	return 0;
}

static int opt_min_length(struct opt_run *run, const struct opt_row *row, const char *arg,
			  struct mg_error *err)
{
	(void)row;
	return parse_count("--min-length", arg, &parse_cfg(run)->min_length, err);
}

static void add_exclude(struct config *cfg, const char *id)
{
	cfg->exclude_sessions = xrealloc(cfg->exclude_sessions, (cfg->nexclude + 1) * sizeof(char *));
	cfg->exclude_sessions[cfg->nexclude++] = xstrdup(id);
}

static int opt_exclude(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	if (!*arg) {
		mg_error_set(err, "--exclude-session needs a session id or a prefix of one");
		return -1;
	}
	add_exclude(parse_cfg(run), arg);
	return 0;
}

static int opt_recall(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	int v;
	if (parse_pick("--recall-cutoff", arg, row->choices, &v, err))
		return -1;
	parse_cfg(run)->recall = (enum recall_mode)v;
	return 0;
}

static const struct opt_row rows[] = {
    {.name = "case-sensitive",
     .short_name = 's',
     .help = "match case exactly",
     .group = G_MATCHING,
     FLAG(case_sensitive)},
    {.name = "word", .short_name = 'w', .help = "match whole words only", .group = G_MATCHING, FLAG(word)},
    {.name = "regex",
     .short_name = 'e',
     .help = "terms are regular expressions (Hyperscan)",
     .group = G_MATCHING,
     FLAG(regex)},
    /* grep's -E: the same as -e. */
    {.name = "extended-regexp", .short_name = 'E', .flags = OPT_ALIAS, .group = G_MATCHING, FLAG(regex)},
    /* grep's -F and -i: what memgrep does anyway, taken and ignored. */
    {.name = "fixed-strings",
     .short_name = 'F',
     .help = "literal terms (the default; taken for grep's -F)",
     .group = G_MATCHING,
     .apply = parse_nothing},
    {.name = "ignore-case",
     .short_name = 'i',
     .help = "ignore case (the default; taken for grep's -i)",
     .group = G_MATCHING,
     .apply = parse_nothing},
    {.name = "fuzzy",
     .arg = OPT_ARG_REQUIRED,
     .choices = fuzzy_names,
     .help = "literal terms also match within this many edits",
     .group = G_MATCHING,
     .apply = opt_fuzzy},

    {.name = "since",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "T",
     .help = "keep messages from T on (a date, a date-time, 7d)",
     .group = G_FILTERS,
     .apply = opt_since,
     .cmds = C_SEARCH | C_LIST},
    {.name = "until",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "T",
     .help = "keep messages up to T (a date, a date-time, 7d)",
     .group = G_FILTERS,
     .apply = opt_until,
     .cmds = C_SEARCH | C_LIST},
    {.name = "project",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "SUBSTR",
     .help = "keep sessions whose project contains SUBSTR (any case)",
     .group = G_FILTERS,
     .apply = opt_project,
     .cmds = C_SEARCH | C_LIST},
    {.name = "here",
     .help = "keep sessions of this project and its subfolders",
     .group = G_FILTERS,
     FLAG(here),
     .cmds = C_SEARCH | C_LIST},
    {.name = "type",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "KINDS",
     .help = "kinds to keep: user,assistant,summary,tool,thinking",
     .group = G_FILTERS,
     .apply = opt_type},
    {.name = "tools",
     .help = "also search tool calls and results",
     .group = G_FILTERS,
     FLAG(tools),
     .cmds = C_SEARCH},
    {.name = "tools",
     .help = "print tool calls and results whole, not on one line",
     .group = G_FILTERS,
     FLAG(tools),
     .cmds = C_SHOW},
    {.name = "thinking",
     .help = "also search thinking blocks",
     .group = G_FILTERS,
     FLAG(thinking),
     .cmds = C_SEARCH},
    {.name = "thinking",
     .help = "print thinking whole, not on one line",
     .group = G_FILTERS,
     FLAG(thinking),
     .cmds = C_SHOW},
    {.name = "keep-noise",
     .help = "keep the noise, short messages and pasted results",
     .group = G_FILTERS,
     FLAG(keep_noise),
     .cmds = C_SEARCH},
    {.name = "keep-noise",
     .help = "print noise too (injected text, meta lines)",
     .group = G_FILTERS,
     FLAG(keep_noise),
     .cmds = C_SHOW},
    {.name = "min-length",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "N",
     .help = "drop messages shorter than N columns (default 10)",
     .group = G_FILTERS,
     .apply = opt_min_length},
    {.name = "forks",
     .help = "keep files made by earlier memory recalls",
     .group = G_FILTERS,
     FLAG(forks),
     .cmds = C_SEARCH | C_LIST},
    {.name = "exclude-session",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "ID",
     .help = "skip a session: its id or a prefix (repeatable)",
     .group = G_FILTERS,
     .apply = opt_exclude,
     .cmds = C_SEARCH | C_LIST},
    {.name = "include-live",
     .help = "also search the live session this search is run from",
     .group = G_FILTERS,
     FLAG(include_live),
     .cmds = C_SEARCH},
    {.name = "recall-cutoff",
     .arg = OPT_ARG_REQUIRED,
     .choices = recall_names,
     .help = "what a memory search's results taint (default: turn)",
     .group = G_FILTERS,
     .apply = opt_recall},
};
const struct parse_rows opts_filter_rows = PARSE_ROWS(rows);

/* --since or --until (opt): text, when given, into *out. */
static int take_bound(const char *opt, const char *text, bool upper, struct instant now, struct instant *out,
		      bool *has, struct mg_error *err)
{
	if (!text)
		return 0;
	if (!ts_parse_bound(text, upper, now, out)) {
		mg_error_set(
		    err,
		    "%s: '%s' is not a date (YYYY-MM-DD), a date-time, an age (30m, 12h, 7d, 2w, 6mo, "
		    "1y), today or yesterday",
		    opt, text);
		return -1;
	}
	*has = true;
	return 0;
}

int opts_filter_take(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	struct timespec now_ts;
	clock_gettime(CLOCK_REALTIME, &now_ts);
	struct instant now = {now_ts.tv_sec, (int32_t)now_ts.tv_nsec};
	if (take_bound("--since", p->since, false, now, &cfg->since, &cfg->has_since, err) ||
	    take_bound("--until", p->until, true, now, &cfg->until, &cfg->has_until, err))
		return -1;
	if (cfg->has_since && cfg->has_until && instant_cmp(cfg->since, cfg->until) > 0) {
		mg_error_set(err, "--since %s is later than --until %s: no message can be in between",
			     p->since, p->until);
		return -1;
	}
	return 0;
}
