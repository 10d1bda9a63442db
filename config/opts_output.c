/* opts_output: the rows of the Output group of --help and their handlers
 * (see opts_output.h): the format, and what it prints. -l, -c and
 * --format are settled by opts_output_take once every option is read. */
#include "config/opts_output.h"

#include <getopt.h>
#include <string.h>

static const char *const format_names[] = {"text", "tsv", "json", "jsonl", NULL};
static const char *const show_format_names[] = {"text", "markdown", "json", "jsonl", NULL};
static const char *const index_format_names[] = {"text", "json", NULL};
/* The format a --format name stands for. */
static const struct {
	const char *name;
	enum out_format format;
} format_ids[] = {{"text", FMT_TEXT},
		  {"tsv", FMT_TSV},
		  {"json", FMT_JSON},
		  {"jsonl", FMT_JSONL},
		  {"markdown", FMT_MARKDOWN}};
static const char *const color_names[] = {"auto", "always", "never", NULL};

/* --format, -l and -c: given together they are refused (opts_output_take);
 * --format given twice, the last one counts. */
static int opt_format(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	struct parse *p = parse_state(run);
	int i;
	if (parse_pick("--format", arg, row->choices, &i, err))
		return -1;
	for (size_t k = 0; k < sizeof format_ids / sizeof *format_ids; k++)
		if (strcmp(format_ids[k].name, arg) == 0)
			p->fmt = (int)format_ids[k].format;
	p->format_name = arg;
	return 0;
}

/* --json: --format json, as jq users type it. */
static int opt_json(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	parse_state(run)->fmt = FMT_JSON;
	parse_state(run)->format_name = "json";
	return 0;
}

static int opt_files(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	parse_state(run)->files = true;
	return 0;
}

static int opt_count(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	parse_state(run)->count = true;
	return 0;
}

/* --color and --colour (messages name --color): alone it means always, as
 * grep's; its value comes as --color=WHEN, or as the next word when that
 * word is one of the values (`--color never`, as before), which it reads
 * itself, moving getopt's optind past it (as -n does). */
static int opt_color(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	if (!arg && optind < run->argc) {
		for (size_t i = 0; row->choices[i] && !arg; i++)
			if (strcmp(run->argv[optind], row->choices[i]) == 0)
				arg = run->argv[optind++];
	}
	if (!arg) {
		parse_state(run)->color = COLOR_ALWAYS;
		return 0;
	}
	return parse_pick("--color", arg, row->choices, &parse_state(run)->color, err);
}

static int opt_around(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	if (!*arg) {
		mg_error_set(err, "--around needs a message: its uuid, a LINE or FILE:LINE");
		return -1;
	}
	parse_cfg(run)->around = arg;
	return 0;
}

/* show --query Q: its hits highlighted, the pager started at the first
 * (docs/reference.md §11.2); parsed with show's operands. */
static int opt_show_query(struct opt_run *run, const struct opt_row *row, const char *arg,
			  struct mg_error *err)
{
	(void)row;
	if (strspn(arg, " \t\n\v\f\r|") == strlen(arg)) {
		mg_error_set(err, "--query needs words to highlight");
		return -1;
	}
	parse_cfg(run)->query_text = arg;
	return 0;
}

static int opt_no_pager(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	parse_state(run)->no_pager = true;
	return 0;
}

static const struct opt_row rows[] = {
    {.name = "format",
     .arg = OPT_ARG_REQUIRED,
     .choices = format_names,
     .help = "output format (default: text)",
     .group = G_OUTPUT,
     .apply = opt_format,
     .cmds = C_RANKED | C_LIST},
    {.name = "format",
     .arg = OPT_ARG_REQUIRED,
     .choices = show_format_names,
     .help = "output format (default: text)",
     .group = G_OUTPUT,
     .apply = opt_format,
     .cmds = C_SHOW},
    {.name = "format",
     .arg = OPT_ARG_REQUIRED,
     .choices = index_format_names,
     .help = "output format (default: text)",
     .group = G_OUTPUT,
     .apply = opt_format,
     .cmds = C_INDEX},
    {.name = "json",
     .help = "the same as --format json",
     .group = G_OUTPUT,
     .apply = opt_json,
     .cmds = C_RANKED | C_LIST | C_SHOW | C_INDEX},
    {.name = "resume",
     .help = "print the command that resumes each session (text)",
     .group = G_OUTPUT,
     FLAG(resume),
     .cmds = C_RANKED | C_SESSIONS},
    {.name = "around",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "UUID|LINE|FILE:LINE",
     .help = "print only this message and 3 (-C N) either side",
     .group = G_OUTPUT,
     .apply = opt_around,
     .cmds = C_SHOW},
    {.name = "query",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "Q",
     .help = "highlight Q's hits; the pager starts at the first",
     .group = G_OUTPUT,
     .apply = opt_show_query,
     .cmds = C_SHOW},
    {.name = "no-pager",
     .help = "do not page the text through $PAGER",
     .group = G_OUTPUT,
     .apply = opt_no_pager,
     .cmds = C_SHOW},
    {.name = "full",
     .help = "print whole texts, not snippets",
     .group = G_OUTPUT,
     FLAG(full),
     .cmds = C_RANKED},
    {.name = "no-redact",
     .help = "print secrets (keys, tokens, passwords) as they are, not [redacted:KIND]",
     .group = G_OUTPUT,
     FLAG(no_redact),
     .cmds = C_ALL | C_MERGE},
    {.name = "header",
     .help = "print a header row (with --format tsv)",
     .group = G_OUTPUT,
     FLAG(header),
     .cmds = C_RANKED | C_LIST},
    {.name = "timeline",
     .help = "print a chart of matching messages over time",
     .group = G_OUTPUT,
     FLAG(timeline),
     .cmds = C_RANKED},
    {.name = "files-with-matches",
     .short_name = 'l',
     .help = "print only the sessions' files, one a line",
     .group = G_OUTPUT,
     .apply = opt_files,
     .cmds = C_RANKED | C_SESSIONS},
    {.name = "null",
     .short_name = '0',
     .help = "with -l or -c, end each entry with NUL",
     .group = G_OUTPUT,
     FLAG(null_sep),
     .cmds = C_RANKED | C_SESSIONS},
    {.name = "count",
     .short_name = 'c',
     .help = "print only file:count, one line per session",
     .group = G_OUTPUT,
     .apply = opt_count,
     .cmds = C_RANKED | C_SESSIONS},
    {.name = "color",
     .arg = OPT_ARG_OPTIONAL,
     .choices = color_names,
     .help = "colour the output (default: auto; alone: always)",
     .group = G_OUTPUT,
     .apply = opt_color,
     .cmds = C_ALL | C_MERGE},
    {.name = "colour",
     .arg = OPT_ARG_OPTIONAL,
     .choices = color_names,
     .help = "colour the output (default: auto; alone: always)",
     .group = G_OUTPUT,
     .flags = OPT_ALIAS,
     .apply = opt_color,
     .cmds = C_ALL | C_MERGE},
    {.name = "quiet",
     .short_name = 'q',
     .help = "print no warnings and no no-result message",
     .group = G_OUTPUT,
     FLAG(quiet),
     .cmds = C_ALL | C_INDEX | C_MERGE},
};
const struct parse_rows opts_output_rows = PARSE_ROWS(rows);

/* The format: --format's, or -l's or -c's listing; two of them together
 * are refused, since only one can be printed (docs/reference.md §4.5). */
int opts_output_take(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	if (p->files && p->count) {
		mg_error_set(err, "-l and -c print different listings: leave out one of them");
		return -1;
	}
	if (p->format_name && (p->files || p->count)) {
		mg_error_set(err, "--format %s and %s: %s prints its own listing (leave out one of them)",
			     p->format_name, p->files ? "-l" : "-c", p->files ? "-l" : "-c");
		return -1;
	}
	cfg->format = p->files ? FMT_FILES : p->count ? FMT_COUNT : (enum out_format)p->fmt;
	return 0;
}
