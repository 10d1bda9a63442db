/* help: what --help, --version and --list-options print (see help.h):
 * the usage of each command, the groups of the table, and the rows of
 * the Other group. The option lines themselves come from the table
 * (config/options.h). */
#include "config/help.h"

#include <stdio.h>

#include "base/xalloc.h"
#include "sources/source.h"

static const char usage_head[] =
    "usage: memgrep [OPTIONS] QUERY [PATH...]       search (--file PATH: by a file)\n"
    "       memgrep show ID|PREFIX|FILE             print one session\n"
    "       memgrep sessions | projects             list sessions, projects\n"
    "       memgrep index | merge                   build the index; merge --partial\n"
    "       memgrep serve | mcp                     answer over HTTP; to agents (MCP)\n"
    "       memgrep pick [QUERY]                    search as you type, Enter resumes\n"
    "                                               (memgrep alone on a terminal)\n"
    "Search the session histories of AI coding agents (--source names them).\n"
    "Each command has its own --help; options may come before it.\n";
static const char usage_query[] =
    "\n"
    "Query: space = AND, | = OR, -group = NOT (--word is a term), _ = '_', '-'\n"
    "       or a space, \"quoted phrase\", \\ makes the next character literal.\n"
    "       To search for a command's name, put -- first: memgrep -- show.\n"
    "\n"
    "Main options (every option: man memgrep, or --list-options):\n";
/* The options search's --help shows: the rest are in the manual. */
static const char *const main_options[] = {"source",	     "file",
					   "case-sensitive", "word",
					   "regex",	     "fuzzy",
					   "since",	     "until",
					   "project",	     "here",
					   "tools",	     "thinking",
					   "sort",	     "sessions",
					   "messages",	     "all",
					   "context",	     "format",
					   "json",	     "resume",
					   "full",	     "files-with-matches",
					   "count",	     "threads",
					   "stats",	     "timeout",
					   "explain",	     "version",
					   "help",	     NULL};
static const char usage_tail[] =
    "\n"
    "Secrets in what is printed (API keys, tokens, private keys, passwords) show\n"
    "as [redacted:KIND]; a search still finds them (--no-redact prints them).\n"
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
    "       memgrep index --stats | --clear\n"
    "       memgrep index --forget [--older-than T]\n\n"
    "Build or refresh the index (the decoded lines that searches read in place of\n"
    "the session files) for every session file under the PATHs, else in the\n"
    "default folders of the sources; remove the entries of files that are gone.\n"
    "The index is in $MEMGREP_INDEX_DIR, else $XDG_CACHE_HOME/memgrep, else\n"
    "~/.cache/memgrep; MEMGREP_INDEX=off turns it off.\n\n"
    "Keeping (off unless --keep): the entries of deleted session files are kept\n"
    "and searched as archived sessions (their text only; never resumable);\n"
    "--forget drops them, --no-keep stops it; MEMGREP_KEEP=on|off for one run.\n\n",
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
	enum command cmd = parse_cfg(run)->command;
	run->exit_now = true;
	if (cmd != CMD_SEARCH) {
		fputs(command_usage[cmd], stdout);
		opt_print_groups(run->table, stdout);
		fputs(cmd == CMD_INDEX ? index_usage_tail : usage_tail, stdout);
		return 0;
	}
	fputs(usage_head, stdout);
	fputs(usage_query, stdout);
	opt_print_some(run->table, main_options, stdout);
	fputs(usage_tail, stdout);
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

/* The groups of --help: their labels, and the note under Sources. */
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

/* The options that print something else than results, and exit. */
static const struct opt_row rows[] = {
    {.name = "explain", .help = "print how the query is parsed and exit", .group = G_OTHER, FLAG(explain)},
    {.name = "version",
     .short_name = 'V',
     .help = "print the version and exit",
     .group = G_OTHER,
     .apply = opt_version,
     .cmds = C_ALL | C_INDEX | C_MERGE},
    {.name = "help",
     .short_name = 'h',
     .help = "print this help and exit",
     .group = G_OTHER,
     .apply = opt_help,
     .cmds = C_ALL | C_INDEX | C_MERGE},
    {.name = "list-options",
     .help = "print the options as tab-separated lines and exit",
     .group = G_OTHER,
     .apply = opt_list,
     .cmds = C_ALL | C_INDEX | C_MERGE},
};
const struct parse_rows help_rows = PARSE_ROWS(rows);

const struct opt_group *help_groups(enum command cmd)
{
	return cmd == CMD_SEARCH ? groups : command_groups;
}
