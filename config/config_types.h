/* config_types: struct config, the read-only options of one run, and the
 * enums of its members: what config_parse (config/config.h) fills and
 * every stage reads. It is apart from config.h so that the option modules
 * of config/ (parse.h and the opts_*.h that config.c puts together) can
 * fill it without including config.h, whose config.c includes them. It
 * declares no function; struct config owns what config_parse puts in it,
 * and config_free releases it. */
#ifndef MEMGREP_CONFIG_TYPES_H
#define MEMGREP_CONFIG_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/timestamp.h"
#include "config/query.h"
#include "sources/source.h"

#define MEMGREP_VERSION "0.1.0"

/* Exit statuses (docs/reference.md §5). */
enum mg_status { MG_MATCH = 0, MG_NOMATCH = 1, MG_ERROR = 2 };

enum kind_bit {
	KIND_USER = 1 << 0,
	KIND_ASSISTANT = 1 << 1,
	KIND_SUMMARY = 1 << 2,
	KIND_TOOL = 1 << 3,
	KIND_THINKING = 1 << 4,
};

enum recall_mode { RECALL_TURN, RECALL_BEFORE, RECALL_OFF, RECALL_PHRASES };
enum scope { SCOPE_MESSAGE, SCOPE_SESSION };
enum sort_key { SORT_COUNT, SORT_BM25, SORT_RECENT, SORT_OLDEST };
enum out_format { FMT_TEXT, FMT_TSV, FMT_JSON, FMT_JSONL, FMT_FILES, FMT_COUNT, FMT_MARKDOWN };

/* What a run does (docs/reference.md §11): search (memgrep QUERY), print
 * one session (memgrep show), list sessions or projects, or build the
 * index (memgrep index, pipeline/search/index_cmd.h), or rank and print
 * the partial results of map steps (memgrep merge, pipeline/search/merge.h).
 * Each is a bit of the option table's `cmds`. */
enum command { CMD_SEARCH, CMD_SHOW, CMD_SESSIONS, CMD_PROJECTS, CMD_INDEX, CMD_MERGE, CMD_COUNT };
enum color_mode { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER };

struct config {
	enum command command;
	/* show: the session asked for (an id, a prefix of one, or a file),
	 * and --around's message (a uuid, LINE or FILE:LINE), or NULL. */
	const char *target, *around;
	bool pager;  /* show: text on a terminal goes through $PAGER */
	bool resume; /* --resume: text headers name the command that reopens the session */

	/* The query as typed, and parsed. */
	const char *query_text;
	struct query query;
	bool case_sensitive, word, regex;
	unsigned fuzzy; /* --fuzzy N: edit distance of literal terms (0: exact) */
	bool explain;	/* --explain: print how the query was parsed, and exit */

	/* Sources: explicit paths (NULL when the default root is used);
	 * memgrep merge: the partial files (none: standard input). */
	char **paths;
	size_t npaths;
	/* --files-from: the PATHs (files, or folders to walk) were read from a
	 * list, newline- or (-0 given before it) NUL-separated; the default
	 * roots are not searched even when the list is empty. */
	bool files_from;
	/* --partial (docs/reference.md §13): print the map step's jsonl for
	 * memgrep merge, unranked, in place of results. */
	bool partial;
	/* The options given that shape the results, each as one word in its
	 * long form ("--since=7d", "--word"): a partial's header, and what
	 * merge parses again. Not the engine's and outputs' own (-j,
	 * --timeout, --stats, -q, -0, --files-from, …). memgrep merge: every
	 * option given to it. */
	char **opts;
	size_t nopts;

	bool follow;
	unsigned sources;	   /* enum source_bit set (sources/source.h) */
	char *roots[SOURCE_COUNT]; /* each source's default root (source_root), or NULL */
	/* What named the sources, "--source" or "MEMGREP_SOURCES"; NULL
	 * when they are the defaults (docs/reference.md §1). */
	const char *sources_by;
	/* The values of the sources' own options (sources/source.h,
	 * struct source_opt), by source and index: NULL when not given, ""
	 * for a flag given. */
	const char *source_opts[SOURCE_COUNT][SOURCE_OPTS_MAX];
	const char *touch; /* --file PATH: sessions whose tools named it, or NULL */

	/* The filters (stages/filter.h). */
	bool forks, keep_noise, tools, thinking, here;
	char **exclude_sessions; /* as given: prefixes (the driver resolves them, config/request.h) */
	size_t nexclude;
	const char *current_session; /* $CLAUDE_SESSION_ID (searches only), or NULL */
	bool include_live;	     /* --include-live: no live session is left out (§4.1) */
	const char *project;
	char *cwd;	/* --here: the project that holds the current folder (project_root) */
	unsigned kinds; /* enum kind_bit set */
	size_t min_length;
	bool has_since, has_until;
	struct instant since, until;

	/* Match, cutoff, rank. */
	enum recall_mode recall;
	enum scope scope;
	enum sort_key sort;
	size_t sessions, messages, offset, after, before;
	bool flat;

	/* Format. */
	enum out_format format;
	bool header, full, null_sep, quiet, color;
	/* Text on a terminal: its width in columns, for snippets and wrapping
	 * (docs/reference.md §4.5); 0 when stdout is not a terminal or the
	 * format is not text. */
	size_t columns;
	bool timeline; /* a chart of matching messages over time, or its buckets in json */
	/* --no-redact: texts printed with their secrets (docs/reference.md
	 * §4.6); else each is [redacted:KIND]. */
	bool no_redact;

	/* Engine. */
	unsigned jobs;
	bool no_prefilter; /* --no-prefilter (testing): decode every line */
	/* The index's folder when searches read and keep the index
	 * (docs/reference.md §12), else NULL (--no-index, MEMGREP_INDEX). */
	char *index_dir;
	bool no_index;
	/* MEMGREP_INDEX_BUILD_MB (testing): the bytes of entries each search
	 * may make, instead of its share of the history (docs/reference.md
	 * §12, State); -1 when it is not set. */
	int64_t index_build_bytes;
	/* memgrep index: --stats tells what the index holds (cfg->stats),
	 * --clear empties it; neither builds. */
	bool index_clear;
	/* Keeping (docs/reference.md §12): whether this run searches the
	 * entries the index keeps of deleted session files, as archived
	 * sessions, and its prunes keep them: MEMGREP_KEEP's on or off, else
	 * the index folder's mark (memgrep index --keep); never without the
	 * index. */
	bool keep;
	/* memgrep index: --keep and --no-keep turn keeping on or off for the
	 * folder (its mark); --forget drops the kept entries, with
	 * --older-than only those of sessions whose latest time is before
	 * forget_before. */
	bool index_keep, index_no_keep, index_forget, has_forget_before;
	struct instant forget_before;
	bool stats, stream, strict, progress;
	double timeout;	    /* seconds; 0: none */
	uint64_t part_size; /* files of twice this are split (--part-size, testing) */
};

#endif
