/* config: turns argv and the environment into the read-only struct config
 * (docs/hacking.md §8: one option table, all validation here). The options
 * are the rows of `rows` below: config/options.h makes getopt's table,
 * --help and --list-options from them, and the sources' own options (--source
 * and --codex, --memory, …) from the source registry. Each row's handler
 * records its value; once every option is read, the take_* functions check
 * the values together, in a fixed order, and fill in the rest. The rows
 * mirror the option lists of README.md and the man page (tests/docs/run). */
#include "config/config.h"

#include <errno.h>
#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "config/options.h"
#include "base/xalloc.h"
#include "base/text.h"

void mg_quote(struct sbuf *out, const char *s, size_t max)
{
	size_t len = strlen(s), ncp = 0;
	for (size_t i = 0; i < len; ncp++) {
		if (max && ncp == max) {
			sbuf_adds(out, "…");
			break;
		}
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		if (cp < 0)
			sbuf_printf(out, "\\x%02X", (unsigned char)s[i]);
		else if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F))
			sbuf_printf(out, "\\u%04X", (unsigned)cp);
		else
			sbuf_add(out, s + i, adv);
		i += adv;
	}
	sbuf_add(out, "", 0); /* a string even when s is empty */
}

void mg_quote_query(struct sbuf *out, const char *s, size_t max)
{
	struct sbuf shown = {0};
	mg_quote(&shown, s, max);
	if (!strchr(shown.data, '"')) {
		sbuf_printf(out, "\"%s\"", shown.data);
	} else {
		/* "stop hook" is shown '"stop hook"', not ""stop hook"": as
		 * a shell word, each ' written '\''. */
		sbuf_addc(out, '\'');
		for (const char *p = shown.data; *p; p++) {
			if (*p == '\'')
				sbuf_adds(out, "'\\''");
			else
				sbuf_addc(out, *p);
		}
		sbuf_addc(out, '\'');
	}
	sbuf_free(&shown);
}

/* Decimal digits only, 0 allowed (docs/reference.md §4.1). */
static int parse_count(const char *opt, const char *arg, size_t *out, struct mg_error *err)
{
	if (!*arg || strspn(arg, "0123456789") != strlen(arg) || strlen(arg) > 9) {
		mg_error_set(err, "%s takes a whole number (decimal digits), not '%s'", opt, arg);
		return -1;
	}
	*out = (size_t)strtoul(arg, NULL, 10);
	return 0;
}

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

/* The bit of source name, or 0 (the source registry's names). */
static unsigned source_bit_named(const char *name, size_t len)
{
	const struct source *s = source_named(name, len);
	return s ? 1u << source_id_of(s) : 0;
}

/* A comma-separated list of names (--type, --source) into their bits:
 * bit_of looks a name up, names lists them for the error. */
static int parse_names(const char *opt, const char *what, unsigned (*bit_of)(const char *, size_t),
		       const char *const *names, const char *arg, unsigned *out, struct mg_error *err)
{
	unsigned bits = 0;
	for (const char *p = arg; *p;) {
		size_t n = strcspn(p, ",");
		unsigned bit = n ? bit_of(p, n) : 0;
		if (!bit) {
			struct sbuf all = {0};
			for (size_t i = 0; names[i]; i++) {
				sbuf_adds(&all, i ? ", " : "");
				sbuf_adds(&all, names[i]);
			}
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

static bool all_digits(const char *s)
{
	return *s && strspn(s, "0123456789") == strlen(s);
}

static int pick(const char *opt, const char *arg, const char *const *names, int *out, struct mg_error *err)
{
	for (int i = 0; names[i]; i++) {
		if (strcmp(arg, names[i]) == 0) {
			*out = i;
			return 0;
		}
	}
	struct sbuf all = {0};
	for (int i = 0; names[i]; i++) {
		sbuf_adds(&all, i ? ", " : "");
		sbuf_adds(&all, names[i]);
	}
	mg_error_set(err, "%s: '%s' is not one of %s", opt, arg, all.data);
	sbuf_free(&all);
	return -1;
}

/* What the options say before they are checked together: the values that
 * take_* resolves once every option is read. */
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
static const char *const command_names[CMD_COUNT] = {"", "show", "sessions", "projects", "index", "merge"};

static const char *const fuzzy_names[] = {"1", "2", NULL}; /* the edit distances, in order */
static const char *const recall_names[] = {"turn", "before", "off", NULL};
static const char *const scope_names[] = {"message", "session", NULL};
static const char *const sort_names[] = {"count", "bm25", "recent", "oldest", NULL};
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

/* The handlers of the rows (opt_apply_fn): each records one option. */

static struct config *cfg_of(struct opt_run *run)
{
	return ((struct parse *)run->target)->cfg;
}

static struct parse *parse_of(struct opt_run *run)
{
	return run->target;
}

/* The bool of struct config at offset row->data. */
static int set_true(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)arg, (void)err;
	*(bool *)((char *)cfg_of(run) + row->data) = true;
	return 0;
}

static int opt_source(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)err;
	parse_of(run)->sources = arg;
	return 0;
}

/* --codex, --memory, …: the source of id row->data. */
static int opt_add_source(struct opt_run *run, const struct opt_row *row, const char *arg,
			  struct mg_error *err)
{
	(void)arg, (void)err;
	parse_of(run)->add_sources |= 1u << row->data;
	return 0;
}

/* An option of a source's own (sources/source.h): its value, and the
 * source added. */
static int opt_source_opt(struct opt_run *run, const struct opt_row *row, const char *arg,
			  struct mg_error *err)
{
	(void)err;
	size_t id = row->data / SOURCE_OPTS_MAX, k = row->data % SOURCE_OPTS_MAX;
	cfg_of(run)->source_opts[id][k] = arg ? arg : "";
	parse_of(run)->add_sources |= 1u << id;
	return 0;
}

/* The source option that `name` given without a number stands for
 * (--sessions: --memory-sessions), given. False when there is none. */
static bool bare_source_opt(struct opt_run *run, const char *name)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		for (size_t k = 0; source_table[i].opts && source_table[i].opts[k].name; k++) {
			const char *bare = source_table[i].opts[k].bare;
			if (bare && strcmp(bare, name) == 0) {
				cfg_of(run)->source_opts[i][k] = "";
				parse_of(run)->add_sources |= 1u << i;
				return true;
			}
		}
	}
	return false;
}

static int opt_file(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	if (!*arg) {
		mg_error_set(err, "--file needs a path");
		return -1;
	}
	/* "./plan.md" names the same file as "plan.md". */
	cfg_of(run)->touch = strncmp(arg, "./", 2) == 0 && arg[2] ? arg + 2 : arg;
	return 0;
}

static int opt_fuzzy(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	for (unsigned i = 0; row->choices[i]; i++) {
		if (strcmp(arg, row->choices[i]) == 0) {
			cfg_of(run)->fuzzy = i + 1;
			return 0;
		}
	}
	mg_error_set(err, "--fuzzy takes an edit distance of 1 or 2, not '%s'", arg);
	return -1;
}

static int opt_since(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)err;
	parse_of(run)->since = arg;
	return 0;
}

static int opt_until(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)err;
	parse_of(run)->until = arg;
	return 0;
}

static int opt_project(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)err;
	cfg_of(run)->project = arg;
	return 0;
}

static int opt_type(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)err;
	parse_of(run)->types = arg;
	return 0;
}

static int opt_min_length(struct opt_run *run, const struct opt_row *row, const char *arg,
			  struct mg_error *err)
{
	(void)row;
	return parse_count("--min-length", arg, &cfg_of(run)->min_length, err);
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
	add_exclude(cfg_of(run), arg);
	return 0;
}

static int opt_recall(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	int v;
	if (pick("--recall-cutoff", arg, row->choices, &v, err))
		return -1;
	cfg_of(run)->recall = (enum recall_mode)v;
	return 0;
}

static int opt_scope(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	int v;
	if (pick("--scope", arg, row->choices, &v, err))
		return -1;
	cfg_of(run)->scope = (enum scope)v;
	return 0;
}

static int opt_sort(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	int v;
	if (pick("--sort", arg, row->choices, &v, err))
		return -1;
	cfg_of(run)->sort = (enum sort_key)v;
	return 0;
}

/* -n N, --sessions=N and --sessions N; --sessions alone (the next word not
 * a number) is the memory flag (docs/reference.md §9). It reads that next
 * word itself, moving getopt's optind past it. */
static int opt_sessions(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	if (!arg && optind < run->argc && all_digits(run->argv[optind]))
		arg = run->argv[optind++];
	if (!arg && cfg_of(run)->command != CMD_SEARCH) {
		mg_error_set(err, "-n/--sessions takes a number");
		return -1;
	}
	if (!arg && bare_source_opt(run, row->name))
		return 0;
	if (!arg) {
		mg_error_set(err, "-n/--sessions takes a number");
		return -1;
	}
	parse_of(run)->count_given = true;
	return parse_count("-n/--sessions", arg, &cfg_of(run)->sessions, err);
}

static int opt_messages(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	parse_of(run)->messages_given = true;
	return parse_count("-m/--messages", arg, &cfg_of(run)->messages, err);
}

static int opt_offset(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	parse_of(run)->offset_given = true;
	return parse_count("--offset", arg, &cfg_of(run)->offset, err);
}

/* --all: every ranked session (message with --flat), as -l and -c list
 * them unless -n is given (take_limit). */
static int opt_all(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	(void)arg;
	(void)err;
	parse_of(run)->all = true;
	return 0;
}

static int opt_after(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	parse_of(run)->context_given = true;
	return parse_count("-A", arg, &cfg_of(run)->after, err);
}

static int opt_before(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	parse_of(run)->context_given = true;
	return parse_count("-B", arg, &cfg_of(run)->before, err);
}

static int opt_context(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	struct config *cfg = cfg_of(run);
	parse_of(run)->context_given = true;
	if (parse_count("-C", arg, &cfg->after, err))
		return -1;
	cfg->before = cfg->after;
	return 0;
}

/* --format, -l and -c: given together they are refused (take_format);
 * --format given twice, the last one counts. */
static int opt_format(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	struct parse *p = parse_of(run);
	int i;
	if (pick("--format", arg, row->choices, &i, err))
		return -1;
	for (size_t k = 0; k < sizeof format_ids / sizeof *format_ids; k++)
		if (strcmp(format_ids[k].name, arg) == 0)
			p->fmt = (int)format_ids[k].format;
	p->format_name = arg;
	return 0;
}

static int opt_files(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	parse_of(run)->files = true;
	return 0;
}

static int opt_count(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	parse_of(run)->count = true;
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
		parse_of(run)->color = COLOR_ALWAYS;
		return 0;
	}
	return pick("--color", arg, row->choices, &parse_of(run)->color, err);
}

static int opt_threads(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	size_t n;
	if (parse_count("-j/--threads", arg, &n, err))
		return -1;
	if (n < 1 || n > 128) {
		mg_error_set(err, "-j/--threads takes a number from 1 to 128, not '%s'", arg);
		return -1;
	}
	cfg_of(run)->jobs = (unsigned)n;
	return 0;
}

static int opt_timeout(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	char *end;
	errno = 0;
	double t = strtod(arg, &end);
	if (!*arg || *end || errno || !(t > 0) || t > 1e6) {
		mg_error_set(err, "--timeout takes a number of seconds greater than 0, not '%s'", arg);
		return -1;
	}
	cfg_of(run)->timeout = t;
	return 0;
}

static int opt_around(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	if (!*arg) {
		mg_error_set(err, "--around needs a message: its uuid, a LINE or FILE:LINE");
		return -1;
	}
	cfg_of(run)->around = arg;
	return 0;
}

static int opt_no_pager(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	parse_of(run)->no_pager = true;
	return 0;
}

static int opt_no_progress(struct opt_run *run, const struct opt_row *row, const char *arg,
			   struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	parse_of(run)->no_progress = true;
	return 0;
}

static int opt_part_size(struct opt_run *run, const struct opt_row *row, const char *arg,
			 struct mg_error *err)
{
	(void)row;
	size_t n;
	if (parse_count("--part-size", arg, &n, err))
		return -1;
	if (n < 1) {
		mg_error_set(err, "--part-size takes a number of bytes from 1");
		return -1;
	}
	cfg_of(run)->part_size = n;
	return 0;
}

/* --files-from FILE: read once every option is known (take_files_from);
 * -0 before it makes the list NUL-separated, as for xargs -0. */
static int opt_files_from(struct opt_run *run, const struct opt_row *row, const char *arg,
			  struct mg_error *err)
{
	(void)row, (void)err;
	struct parse *p = parse_of(run);
	p->files_from = arg;
	p->files_from_nul = p->cfg->null_sep;
	return 0;
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
	struct config *cfg = cfg_of(run);
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

static const char usage_head[] =
    "usage: memgrep [OPTIONS] QUERY [PATH...]\n"
    "       memgrep [OPTIONS] --file PATH [QUERY [PATH...]]\n"
    "       memgrep --explain QUERY\n"
    "       memgrep show [OPTIONS] ID|PREFIX|FILE [PATH...]     (show --help)\n"
    "       memgrep sessions [OPTIONS] [PATH...]                (sessions --help)\n"
    "       memgrep projects [OPTIONS] [PATH...]                (projects --help)\n"
    "       memgrep index [OPTIONS] [PATH...]                   (index --help)\n"
    "       memgrep merge [OPTIONS] [PARTIAL...]                (merge --help)\n"
    "       memgrep serve [--port N] [--host ADDR] [-j N] [PATH...]  (serve --help)\n";
static const char usage_query[] =
    "\n"
    "Query: space = AND, | = OR, -group = NOT (--word is a term), _ = '_', '-'\n"
    "       or a space, \"quoted phrase\", \\ makes the next character literal.\n"
    "       To search for the word show, sessions, projects, index or serve,\n"
    "       put -- first: memgrep -- show.\n"
    "\n";
static const char usage_tail[] = "\n"
				 "Exit status: 0 results printed, 1 no result, 2 error.\n" OPT_HELP_MANUAL;
static const char index_usage_tail[] = "\n"
				       "Exit status: 0 done, 2 error.\n" OPT_HELP_MANUAL;

/* The usage and what a command other than search does, by enum command. */
static const char *const command_usage[CMD_COUNT] = {
    "",
    "usage: memgrep show [OPTIONS] ID|PREFIX|FILE [PATH...]\n\n"
    "Print one session, oldest message first: its id, source, title, project, times,\n"
    "files and the command that resumes it, then every message. ID may be any\n"
    "prefix of a session id that no other session's id starts with, or a\n"
    "session file. Tool calls and thinking take one line each unless --tools or\n"
    "--thinking; noise is hidden unless --keep-noise. Every session source is\n"
    "looked in unless --source or PATHs say where.\n\n",
    "usage: memgrep sessions [OPTIONS] [PATH...]\n\n"
    "List sessions, newest first: last time, short id, source, message count,\n"
    "project and title. -n (default 10) and --offset page the list.\n\n",
    "usage: memgrep projects [OPTIONS] [PATH...]\n\n"
    "List projects, latest activity first: last time, session count, message\n"
    "count and project.\n\n",
    "usage: memgrep index [OPTIONS] [PATH...]\n"
    "       memgrep index --stats | --clear\n\n"
    "Build or refresh the index (the decoded lines that searches read in place of\n"
    "the session files) for every session file under the PATHs, else in the\n"
    "default folders of the sources; remove the entries of files that are gone.\n"
    "The index is in $MEMGREP_INDEX_DIR, else $XDG_CACHE_HOME/memgrep, else\n"
    "~/.cache/memgrep; MEMGREP_INDEX=off turns it off.\n\n",
    "usage: memgrep merge [OPTIONS] [PARTIAL...]\n\n"
    "Rank and print, exactly as one search over all their files would, the\n"
    "partial results that map steps (memgrep --files-from LIST --partial QUERY)\n"
    "wrote, read from the PARTIAL files or standard input. The query and the\n"
    "options that shape results come from the partials' headers, which must\n"
    "agree; the options here choose how the results are ranked and printed.\n\n",
};

/* --help: the usage, what is searched (the registry's sources), the query
 * language and the groups of the table; for another command, its usage
 * and the groups of the options that apply to it. */
static int opt_help(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	enum command cmd = cfg_of(run)->command;
	run->exit_now = true;
	if (cmd != CMD_SEARCH) {
		fputs(command_usage[cmd], stdout);
		opt_print_groups(run->table, stdout);
		fputs(cmd == CMD_INDEX ? index_usage_tail : usage_tail, stdout);
		return 0;
	}
	struct sbuf what = {0};
	sbuf_adds(&what, "Search AI coding agent session histories:");
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const char *sep = i == 0 ? " " : i + 1 < SOURCE_COUNT ? ", " : " and ";
		sbuf_printf(&what, "%s%s", sep, source_table[i].what);
	}
	sbuf_addc(&what, '.');
	fputs(usage_head, stdout);
	opt_print_wrapped(what.data, stdout);
	fputs(usage_query, stdout);
	opt_print_groups(run->table, stdout);
	fputs(usage_tail, stdout);
	sbuf_free(&what);
	return 0;
}

static int opt_version(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	printf("memgrep %s\n", MEMGREP_VERSION);
	run->exit_now = true;
	return 0;
}

static int opt_list(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	opt_print_list(run->table, stdout);
	run->exit_now = true;
	return 0;
}

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

static const struct opt_group groups[G_COUNT] = {
    [G_INDEX] = {"Index:", NULL},
    [G_SOURCES] = {"Sources:", "(--sessions without a number is --memory-sessions)"},
    [G_MATCHING] = {"Matching:", NULL},
    [G_FILTERS] = {"Filters:", NULL},
    [G_RANKING] = {"Ranking:", NULL},
    [G_OUTPUT] = {"Output:", NULL},
    [G_ENGINE] = {"Engine:", NULL},
    [G_OTHER] = {"Other:", NULL},
    [G_TESTING] = {"Testing:", NULL},
};
/* The other commands' groups: no note of search's. */
static const struct opt_group command_groups[G_COUNT] = {
    [G_INDEX] = {"Index:", NULL},     [G_SOURCES] = {"Sources:", NULL}, [G_MATCHING] = {"Matching:", NULL},
    [G_FILTERS] = {"Filters:", NULL}, [G_RANKING] = {"Ranking:", NULL}, [G_OUTPUT] = {"Output:", NULL},
    [G_ENGINE] = {"Engine:", NULL},   [G_OTHER] = {"Other:", NULL},	[G_TESTING] = {"Testing:", NULL},
};

/* A flag that sets a bool of struct config. */
#define FLAG(field) .apply = set_true, .data = offsetof(struct config, field)

/* Every option of memgrep, in --help's order within each group. */
static const struct opt_row rows[] = {
    /* memgrep index: what it does instead of building (take_index). */
    {.name = "stats",
     .help = "print what the index holds; build nothing",
     .group = G_INDEX,
     FLAG(stats),
     .cmds = C_INDEX},
    {.name = "clear",
     .help = "remove every entry of the index; build nothing",
     .group = G_INDEX,
     FLAG(index_clear),
     .cmds = C_INDEX},

    {.name = "source",
     .arg = OPT_ARG_REQUIRED,
     .help = "sources to search, comma-separated",
     .group = G_SOURCES,
     .flags = OPT_SOURCE_LIST,
     .apply = opt_source,
     .cmds = C_ALL | C_INDEX},
    {.help = "also search",
     .group = G_SOURCES,
     .flags = OPT_PER_SOURCE,
     .apply = opt_add_source,
     .cmds = C_ALL | C_INDEX},
    {.group = G_SOURCES, .flags = OPT_SOURCE_OPTS, .apply = opt_source_opt},
    {.name = "files-from",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "FILE",
     .help = "search the files FILE names, one a line (-: stdin; -0 first: NUL)",
     .group = G_SOURCES,
     .apply = opt_files_from},
    {.name = "file",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "PATH",
     .help = "keep sessions whose tool calls named PATH",
     .group = G_SOURCES,
     .apply = opt_file},

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
    {.name = "recall-cutoff",
     .arg = OPT_ARG_REQUIRED,
     .choices = recall_names,
     .help = "which messages a memory recall taints (default: turn)",
     .group = G_FILTERS,
     .apply = opt_recall},

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
     .help = "print M messages per session (default 5)",
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

    {.name = "threads",
     .short_name = 'j',
     .arg = OPT_ARG_REQUIRED,
     .metavar = "N",
     .help = "worker threads, 1 to 128 (default: one per core)",
     .group = G_ENGINE,
     .apply = opt_threads,
     .cmds = C_ALL | C_INDEX},
    {.name = "follow",
     .help = "follow symbolic links while walking folders",
     .group = G_ENGINE,
     FLAG(follow),
     .cmds = C_ALL | C_INDEX},
    {.name = "stats",
     .help = "print the filter funnel and timings on stderr",
     .group = G_ENGINE,
     FLAG(stats),
     .cmds = C_ALL | C_MERGE},
    {.name = "stream", .help = "print matches as they are found, unranked", .group = G_ENGINE, FLAG(stream)},
    {.name = "partial",
     .help = "print unranked partial results for memgrep merge (jsonl)",
     .group = G_ENGINE,
     FLAG(partial)},
    {.name = "timeout",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "SECONDS",
     .help = "stop after SECONDS; print what was found so far",
     .group = G_ENGINE,
     .apply = opt_timeout,
     .cmds = C_ALL},
    {.name = "strict",
     .help = "exit 2 on a warning (an unreadable file, a bad line)",
     .group = G_ENGINE,
     FLAG(strict),
     .cmds = C_ALL | C_MERGE},
    {.name = "no-progress",
     .help = "hide the progress line on stderr",
     .group = G_ENGINE,
     .apply = opt_no_progress,
     .cmds = C_ALL | C_INDEX | C_MERGE},

    {.name = "no-index",
     .help = "read the files, not the index (MEMGREP_INDEX=off says the same)",
     .group = G_ENGINE,
     FLAG(no_index),
     .cmds = C_ALL},

    {.name = "explain", .help = "print how the query is parsed and exit", .group = G_OTHER, FLAG(explain)},
    {.name = "version",
     .help = "print the version and exit",
     .group = G_OTHER,
     .apply = opt_version,
     .cmds = C_ALL | C_INDEX | C_MERGE},
    {.name = "help",
     .help = "print this help and exit",
     .group = G_OTHER,
     .apply = opt_help,
     .cmds = C_ALL | C_INDEX | C_MERGE},
    {.name = "list-options",
     .help = "print the options as tab-separated lines and exit",
     .group = G_OTHER,
     .apply = opt_list,
     .cmds = C_ALL | C_INDEX | C_MERGE},

    /* For checking memgrep: the same results, found another way. */
    {.name = "no-prefilter",
     .help = "decode every line to check the prefilter; same results",
     .group = G_TESTING,
     FLAG(no_prefilter),
     .cmds = C_ALL},
    {.name = "part-size",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "BYTES",
     .help = "split files of twice BYTES or more into parallel parts",
     .group = G_TESTING,
     .apply = opt_part_size,
     .cmds = C_ALL},
};

static void config_defaults(struct config *cfg)
{
	memset(cfg, 0, sizeof *cfg);
	cfg->min_length = 10;
	cfg->part_size = 32u << 20;
	cfg->sessions = 10;
	cfg->messages = 5;
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	cfg->jobs = ncpu > 0 ? (unsigned)ncpu : 1;
}

/* The PATHs: argv[next..argc). */
static void take_paths(struct config *cfg, int argc, char **argv, int next)
{
	cfg->npaths = (size_t)(argc - next);
	if (cfg->npaths) {
		cfg->paths = xcalloc(cfg->npaths, sizeof(char *));
		for (size_t i = 0; i < cfg->npaths; i++)
			cfg->paths[i] = xstrdup(argv[next + (int)i]);
	}
}

/* The query (argv[next]) and the PATHs after it. */
static int take_query(struct config *cfg, int argc, char **argv, int next, struct mg_error *err)
{
	if (next >= argc && !cfg->touch) {
		mg_error_set(err, "no query given (usage: memgrep [OPTIONS] QUERY [PATH...])");
		return -1;
	}
	cfg->query_text = next < argc ? argv[next++] : "";
	char qerr[512];
	/* With --file the query may be empty: the sessions that touched the
	 * file are the results. */
	bool blank = strspn(cfg->query_text, " \t\n\v\f\r|") == strlen(cfg->query_text);
	if (cfg->touch && blank) {
		memset(&cfg->query, 0, sizeof cfg->query);
	} else if (query_parse(cfg->query_text, cfg->regex, !cfg->case_sensitive, &cfg->query, qerr,
			       sizeof qerr)) {
		struct sbuf shown = {0};
		mg_quote_query(&shown, cfg->query_text, 80);
		mg_error_set(err, "bad query %s: %s", shown.data, qerr);
		sbuf_free(&shown);
		return -1;
	}
	take_paths(cfg, argc, argv, next);
	return 0;
}

/* The operands of a command other than search: show's session, then the
 * PATHs. There is no query. */
static int take_operands(struct config *cfg, int argc, char **argv, int next, struct mg_error *err)
{
	if (cfg->command == CMD_SEARCH)
		return take_query(cfg, argc, argv, next, err);
	cfg->query_text = "";
	if (cfg->command == CMD_SHOW) {
		if (next >= argc || !*argv[next]) {
			mg_error_set(err, "memgrep show needs a session: its id, a prefix of it, or its file "
					  "(usage: memgrep show [OPTIONS] ID|PREFIX|FILE [PATH...])");
			return -1;
		}
		cfg->target = argv[next++];
	}
	take_paths(cfg, argc, argv, next);
	return 0;
}

/* --files-from: the names in its list (newline- or NUL-separated, empty
 * entries skipped) are PATHs after those given as operands. */
static int take_files_from(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	if (!p->files_from)
		return 0;
	bool is_stdin = strcmp(p->files_from, "-") == 0;
	FILE *in = is_stdin ? stdin : fopen(p->files_from, "r");
	if (!in) {
		mg_error_set(err, "--files-from: cannot read %s: %s", p->files_from, strerror(errno));
		return -1;
	}
	if (is_stdin)
		for (size_t i = 0; i < cfg->npaths; i++)
			if (strcmp(cfg->paths[i], "-") == 0) {
				mg_error_set(err,
					     "--files-from - reads the names from standard input: it cannot "
					     "also be searched (leave out the PATH -)");
				return -1;
			}
	int sep = p->files_from_nul ? '\0' : '\n';
	char *line = NULL;
	size_t cap = 0, capp = cfg->npaths;
	ssize_t n;
	errno = 0;
	while ((n = getdelim(&line, &cap, sep, in)) > 0) {
		if (line[n - 1] == sep)
			line[--n] = '\0';
		if (n == 0)
			continue;
		if (strlen(line) != (size_t)n) {
			mg_error_set(
			    err,
			    "--files-from: %s holds a NUL byte in a name: give -0 before --files-from "
			    "for a NUL-separated list",
			    is_stdin ? "standard input" : p->files_from);
			free(line);
			if (!is_stdin)
				fclose(in);
			return -1;
		}
		xgrow((void **)&cfg->paths, &capp, cfg->npaths + 1, sizeof *cfg->paths);
		cfg->paths[cfg->npaths++] = xstrndup(line, (size_t)n);
	}
	bool failed = ferror(in);
	int e = errno;
	free(line);
	if (!is_stdin)
		fclose(in);
	if (failed) {
		mg_error_set(err, "--files-from: cannot read %s: %s",
			     is_stdin ? "standard input" : p->files_from, strerror(e));
		return -1;
	}
	cfg->files_from = true;
	return 0;
}

/* Each source searched in its own folder must have one: with HOME unset
 * or empty (and none in the password database, which main looked in) and
 * no $home_env, nothing is searched rather than a folder below the current one
 * (docs/reference.md §1). */
static int check_homes(const struct config *cfg, struct mg_error *err)
{
	for (size_t i = 0; i < SOURCE_COUNT && !cfg->npaths && !cfg->explain; i++) {
		const struct source *s = &source_table[i];
		if ((cfg->sources & (1u << i)) && s->home_env && !source_has_home(s)) {
			mg_error_set(err,
				     "HOME is not set, and the password database has no home folder for this "
				     "user: set HOME or %s, or give PATHs to search",
				     s->home_env);
			return -1;
		}
	}
	return 0;
}

/* The sources: the registry's defaults or --source's, plus --codex, … */
static int take_sources(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	const char *source_list[SOURCE_COUNT + 1] = {0};
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		cfg->roots[i] = source_root((enum source_id)i);
		source_list[i] = source_table[i].name;
		if (source_table[i].on_by_default)
			cfg->sources |= 1u << i;
	}
	if (p->sources &&
	    parse_names("--source", "source", source_bit_named, source_list, p->sources, &cfg->sources, err))
		return -1;
	cfg->sources |= p->add_sources;
	if (cfg->command == CMD_SEARCH)
		return check_homes(cfg, err);
	/* Sessions only; show looks in every session source unless told. */
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const struct source *s = &source_table[i];
		if ((cfg->sources & (1u << i)) && s->shape == SHAPE_TEXT) {
			mg_error_set(err,
				     "memgrep %s reads sessions: %s files are not sessions (leave out --%s "
				     "and --source %s)",
				     command_names[cfg->command], s->what, s->flag, s->name);
			return -1;
		}
	}
	if (cfg->command == CMD_SHOW && !p->sources && !p->add_sources)
		cfg->sources = source_session_bits();
	return check_homes(cfg, err);
}

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

/* memgrep index: --stats and --clear each do one thing instead of
 * building, on the whole folder; the index is built only when it is on,
 * and of files (not of standard input). */
static int check_index_cmd(const struct config *cfg, const char *mode, struct mg_error *err)
{
	if (cfg->stats && cfg->index_clear) {
		mg_error_set(err, "--stats and --clear: one tells what the index holds, the other empties it "
				  "(leave out one of them)");
		return -1;
	}
	if ((cfg->stats || cfg->index_clear) && cfg->npaths) {
		mg_error_set(err, "memgrep index %s is about the whole index: it takes no PATH",
			     cfg->stats ? "--stats" : "--clear");
		return -1;
	}
	if (!cfg->stats && !cfg->index_clear && mode && strcmp(mode, "off") == 0) {
		mg_error_set(err, "the index is off (MEMGREP_INDEX=off)");
		return -1;
	}
	for (size_t i = 0; i < cfg->npaths; i++) {
		if (strcmp(cfg->paths[i], "-") == 0) {
			mg_error_set(err, "memgrep index makes entries of session files: - (standard input) "
					  "is not one");
			return -1;
		}
	}
	return 0;
}

/* The index's folder (docs/reference.md §12): $MEMGREP_INDEX_DIR, else
 * $XDG_CACHE_HOME/memgrep, else ~/.cache/memgrep; NULL with --no-index or
 * MEMGREP_INDEX=off. memgrep index has it whatever MEMGREP_INDEX says. */
static int take_index(struct config *cfg, struct mg_error *err)
{
	const char *mode = getenv("MEMGREP_INDEX");
	if (mode && *mode && strcmp(mode, "on") != 0 && strcmp(mode, "off") != 0) {
		mg_error_set(err, "MEMGREP_INDEX is '%s': it takes on or off", mode);
		return -1;
	}
	if (cfg->command == CMD_INDEX) {
		if (check_index_cmd(cfg, mode, err))
			return -1;
	} else if (cfg->no_index || (mode && strcmp(mode, "off") == 0)) {
		return 0;
	}
	const char *dir = getenv("MEMGREP_INDEX_DIR"), *cache = getenv("XDG_CACHE_HOME"),
		   *home = getenv("HOME");
	struct sbuf b = {0};
	if (dir && *dir)
		sbuf_adds(&b, dir);
	else if (cache && *cache)
		sbuf_printf(&b, "%s/memgrep", cache);
	else if (home && *home)
		sbuf_printf(&b, "%s/.cache/memgrep", home);
	if (!b.data && cfg->command == CMD_INDEX) {
		mg_error_set(err, "the index has no folder: HOME is not set (set MEMGREP_INDEX_DIR or HOME)");
		return -1;
	}
	cfg->index_dir = b.data;
	return 0;
}

/* --since, --until; then what comes from the process: --here's directory
 * and $CLAUDE_SESSION_ID. */
static int take_time_and_place(struct config *cfg, const struct parse *p, struct mg_error *err)
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
	/* --here: the project that holds the current folder, as markdown
	 * memory finds it (docs/reference.md §4.1). */
	if (cfg->here) {
		cfg->cwd = source_project_root();
		if (!cfg->cwd) {
			mg_error_set(err, "--here: cannot read the current directory: %s", strerror(errno));
			return -1;
		}
	}
	/* A search leaves out the session it runs in; a listing does not. */
	const char *sid = getenv("CLAUDE_SESSION_ID");
	if (sid && *sid && cfg->command == CMD_SEARCH)
		cfg->current_session = sid;
	return 0;
}

/* The combinations refused (docs/reference.md §4.5, §4.7). */
/* What the text sources are ("markdown memory"), for messages. */
static const char *text_sources_what(void)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		if (source_table[i].shape == SHAPE_TEXT)
			return source_table[i].what;
	return "text";
}

static int check_combinations(const struct config *cfg, struct mg_error *err)
{
	if (cfg->stream && (cfg->format == FMT_JSON || cfg->format == FMT_COUNT)) {
		mg_error_set(
		    err,
		    "--stream prints messages as they are found: use --format text, tsv or jsonl, or -l");
		return -1;
	}
	if (cfg->timeline && !(cfg->sources & source_session_bits())) {
		mg_error_set(err,
			     "--timeline charts session messages: add a session source to --source "
			     "(%s lines have no times)",
			     text_sources_what());
		return -1;
	}
	if (cfg->fuzzy && cfg->regex) {
		mg_error_set(err, "--fuzzy applies to literal terms: leave out -e/--regex");
		return -1;
	}
	if (cfg->timeline && (cfg->stream || (cfg->format != FMT_TEXT && cfg->format != FMT_JSON))) {
		mg_error_set(
		    err, "--timeline draws a chart (text) or gives its buckets (--format json): leave out "
			 "--stream, -l, -c and --format tsv|jsonl");
		return -1;
	}
	if (cfg->stream && cfg->resume) {
		mg_error_set(err,
			     "--resume adds a line under each session's header: --stream prints none (leave "
			     "out one of them)");
		return -1;
	}
	if (cfg->partial && (cfg->stream || cfg->explain)) {
		mg_error_set(err, "--partial prints results for memgrep merge: leave out %s",
			     cfg->stream ? "--stream" : "--explain");
		return -1;
	}
	if (cfg->stream && cfg->scope == SCOPE_SESSION) {
		mg_error_set(err, "--stream cannot wait for whole sessions: leave out --scope session");
		return -1;
	}
	return 0;
}

/* What show, sessions and projects set for themselves (docs/reference.md
 * §11): every message that passes the index filter is a match (every line
 * that may hold one is decoded), nothing is cut by a recall. */
static int take_browse(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	if (cfg->command == CMD_SEARCH)
		return 0;
	cfg->browse = true;
	cfg->recall = RECALL_OFF;
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
	/* One session, whole: its fork files too, every message, and files
	 * read whole by one worker, so a file of another session stops at
	 * its first line that names its session. */
	cfg->forks = true;
	cfg->sessions = SIZE_MAX;
	cfg->messages = SIZE_MAX;
	cfg->part_size = UINT64_MAX / 4;
	cfg->pager = !p->no_pager && cfg->format == FMT_TEXT && isatty(STDOUT_FILENO);
	return 0;
}

/* -n's default (docs/reference.md §4.4): 10, but -l and -c list every
 * session unless -n is given, as grep's do; --all lifts the limit in every
 * format, and with -n it would say two things. */
static int take_limit(struct config *cfg, const struct parse *p, struct mg_error *err)
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

/* The format: --format's, or -l's or -c's listing; two of them together
 * are refused, since only one can be printed (docs/reference.md §4.5). */
static int take_format(struct config *cfg, const struct parse *p, struct mg_error *err)
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

/* Options that say something only with another one, or that the other
 * one makes void: a usage error naming both (docs/reference.md §4.5). */
static int check_pairs(const struct config *cfg, const struct parse *p, struct mg_error *err)
{
	const char *paging = p->count_given	 ? "-n/--sessions"
			     : p->messages_given ? "-m/--messages"
						 : "--offset";
	if (cfg->null_sep && cfg->format != FMT_FILES && cfg->format != FMT_COUNT && !p->files_from_nul) {
		mg_error_set(err, "-0/--null ends the entries of -l or -c: add one of them, or leave out -0");
		return -1;
	}
	if (cfg->header && cfg->format != FMT_TSV) {
		mg_error_set(
		    err,
		    "--header names the columns of --format tsv: add --format tsv, or leave out --header");
		return -1;
	}
	if (cfg->stream && (p->count_given || p->messages_given || p->offset_given)) {
		mg_error_set(
		    err,
		    "--stream prints every match as it is found, unranked: %s does not apply (leave out "
		    "one of them)",
		    paging);
		return -1;
	}
	return 0;
}

/* The output: its format, the combinations refused, progress and colour. */
static int take_output(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	if (take_format(cfg, p, err) || check_pairs(cfg, p, err) || take_limit(cfg, p, err))
		return -1;
	if ((cfg->command == CMD_SEARCH && check_combinations(cfg, err)) || take_browse(cfg, p, err))
		return -1;
	cfg->progress = !p->no_progress && isatty(STDERR_FILENO);
	/* Text on a terminal that tells its width is wrapped to it
	 * (docs/reference.md §4.5); anything else is left as it is. */
	struct winsize ws;
	if (cfg->format == FMT_TEXT && isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0)
		cfg->columns = ws.ws_col;
	if (p->color == COLOR_ALWAYS) {
		cfg->color = true;
	} else if (p->color == COLOR_AUTO) {
		const char *nc = getenv("NO_COLOR");
		cfg->color = isatty(STDOUT_FILENO) && !(nc && *nc);
	}
	return 0;
}

/* The command that argv[1] names, or search. */
static enum command command_of(int argc, char **argv)
{
	for (int c = 1; argc >= 2 && c < CMD_COUNT; c++)
		if (strcmp(argv[1], command_names[c]) == 0)
			return (enum command)c;
	return CMD_SEARCH;
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
	snprintf(name, sizeof name, search ? "memgrep" : "memgrep %s", command_names[cfg->command]);
	snprintf(hint, sizeof hint, search ? "--help" : "%s --help", name);
	opt_table_init(&table, rows, sizeof rows / sizeof *rows, search ? groups : command_groups, G_COUNT,
		       "", hint);
	table.cmd = 1u << cfg->command;
	table.cmd_name = name;
	/* A source without sessions (a text source) is searched only. */
	for (size_t i = 0; i < table.nrows; i++)
		if (table.rows[i].apply == opt_add_source &&
		    !(source_session_bits() & (1u << table.rows[i].data)))
			table.rows[i].cmds = C_SEARCH;
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
		take_paths(cfg, argc, argv, run.next);
		return MG_MATCH;
	}
	/* In this order, so that of two faults the same one is reported. */
	if (take_operands(cfg, argc, argv, run.next, err) || take_files_from(cfg, &p, err) ||
	    take_sources(cfg, &p, err) || take_kinds(cfg, &p, err) || take_time_and_place(cfg, &p, err) ||
	    take_index(cfg, err) || take_output(cfg, &p, err))
		return MG_ERROR;
	return MG_MATCH;
}

unsigned config_term_fuzzy(const struct config *cfg, const struct term *t)
{
	return cfg->fuzzy && !cfg->regex && t->nunits >= 3 * (size_t)cfg->fuzzy + 1 ? cfg->fuzzy : 0;
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
	opt_table_init(t, rows, sizeof rows / sizeof *rows, groups, G_COUNT, "", "--help");
	t->cmd = C_SEARCH;
	t->cmd_name = "memgrep";
}
