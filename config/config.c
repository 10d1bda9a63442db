/* config: turns argv and the environment into the read-only struct config
 * (docs/hacking.md §8: one long-options table, all validation here). The table
 * mirrors the option list of README.md. */
#include "config/config.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "pipeline/base/xalloc.h"
#include "pipeline/base/text.h"

void mg_error_set(struct mg_error *e, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	va_end(ap);
}

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

enum {
	OPT_FORKS = 256,
	OPT_EXCLUDE,
	OPT_PROJECT,
	OPT_HERE,
	OPT_MIN_LENGTH,
	OPT_TYPE,
	OPT_SINCE,
	OPT_UNTIL,
	OPT_KEEP_NOISE,
	OPT_TOOLS,
	OPT_THINKING,
	OPT_RECALL,
	OPT_SCOPE,
	OPT_SORT,
	OPT_OFFSET,
	OPT_FLAT,
	OPT_FORMAT,
	OPT_HEADER,
	OPT_FULL,
	OPT_COLOR,
	OPT_FOLLOW,
	OPT_FUZZY,
	OPT_HELP,
	OPT_VERSION,
	OPT_NO_PREFILTER,
	OPT_STATS,
	OPT_STREAM,
	OPT_TIMEOUT,
	OPT_STRICT,
	OPT_NO_PROGRESS,
	OPT_PART_SIZE,
	OPT_CODEX,
	OPT_SOURCE,
	OPT_MEMORY,
	OPT_GLOBAL,
	OPT_MEM_SESSIONS,
	OPT_CATEGORY,
	OPT_FILE,
	OPT_TIMELINE,
	OPT_EXPLAIN,
};

static const struct option long_options[] = {
    {"case-sensitive", no_argument, NULL, 's'},
    {"word", no_argument, NULL, 'w'},
    {"regex", no_argument, NULL, 'e'},
    {"fuzzy", required_argument, NULL, OPT_FUZZY},
    {"forks", no_argument, NULL, OPT_FORKS},
    {"exclude-session", required_argument, NULL, OPT_EXCLUDE},
    {"project", required_argument, NULL, OPT_PROJECT},
    {"here", no_argument, NULL, OPT_HERE},
    {"min-length", required_argument, NULL, OPT_MIN_LENGTH},
    {"type", required_argument, NULL, OPT_TYPE},
    {"since", required_argument, NULL, OPT_SINCE},
    {"until", required_argument, NULL, OPT_UNTIL},
    {"keep-noise", no_argument, NULL, OPT_KEEP_NOISE},
    {"tools", no_argument, NULL, OPT_TOOLS},
    {"thinking", no_argument, NULL, OPT_THINKING},
    {"recall-cutoff", required_argument, NULL, OPT_RECALL},
    {"scope", required_argument, NULL, OPT_SCOPE},
    {"sort", required_argument, NULL, OPT_SORT},
    /* -n/--sessions N (docs/reference.md §4.4), and a bare --sessions
     * (memory, docs/reference.md §1, §9): see OPT_SESSIONS_EITHER below. */
    {"sessions", optional_argument, NULL, OPT_MEM_SESSIONS},
    {"memory-sessions", no_argument, NULL, OPT_MEM_SESSIONS},
    {"messages", required_argument, NULL, 'm'},
    {"offset", required_argument, NULL, OPT_OFFSET},
    {"flat", no_argument, NULL, OPT_FLAT},
    {"after-context", required_argument, NULL, 'A'},
    {"before-context", required_argument, NULL, 'B'},
    {"context", required_argument, NULL, 'C'},
    {"format", required_argument, NULL, OPT_FORMAT},
    {"header", no_argument, NULL, OPT_HEADER},
    {"full", no_argument, NULL, OPT_FULL},
    {"files-with-matches", no_argument, NULL, 'l'},
    {"null", no_argument, NULL, '0'},
    {"count", no_argument, NULL, 'c'},
    {"color", required_argument, NULL, OPT_COLOR},
    {"colour", required_argument, NULL, OPT_COLOR},
    {"quiet", no_argument, NULL, 'q'},
    {"follow", no_argument, NULL, OPT_FOLLOW},
    {"threads", required_argument, NULL, 'j'},
    {"no-prefilter", no_argument, NULL, OPT_NO_PREFILTER},
    {"stats", no_argument, NULL, OPT_STATS},
    {"stream", no_argument, NULL, OPT_STREAM},
    {"timeout", required_argument, NULL, OPT_TIMEOUT},
    {"strict", no_argument, NULL, OPT_STRICT},
    {"no-progress", no_argument, NULL, OPT_NO_PROGRESS},
    {"part-size", required_argument, NULL, OPT_PART_SIZE},
    {"codex", no_argument, NULL, OPT_CODEX},
    {"source", required_argument, NULL, OPT_SOURCE},
    {"memory", no_argument, NULL, OPT_MEMORY},
    {"global", no_argument, NULL, OPT_GLOBAL},
    {"category", required_argument, NULL, OPT_CATEGORY},
    {"file", required_argument, NULL, OPT_FILE},
    {"timeline", no_argument, NULL, OPT_TIMELINE},
    {"explain", no_argument, NULL, OPT_EXPLAIN},
    {"help", no_argument, NULL, OPT_HELP},
    {"version", no_argument, NULL, OPT_VERSION},
    {NULL, 0, NULL, 0},
};

static const char usage_text[] =
    "usage: memgrep [OPTIONS] QUERY [PATH...]\n"
    "       memgrep [OPTIONS] --file PATH [QUERY [PATH...]]\n"
    "       memgrep --explain QUERY\n"
    "       memgrep serve [--port N] [--host ADDR] [-j N] [PATH...]  (serve --help)\n"
    "Search AI coding agent session histories: Claude Code transcripts, Codex\n"
    "CLI rollouts and markdown memory.\n"
    "\n"
    "Query: space = AND, | = OR, -group = NOT, _ = '_', '-' or a space,\n"
    "       \"quoted phrase\", \\ makes the next character literal.\n"
    "\n"
    "Sources:    --source claude,codex,memory  --codex  --memory  --global\n"
    "            --sessions  --category NAME  --file PATH\n"
    "Matching:   -s/--case-sensitive  -w/--word  -e/--regex  --fuzzy 1|2\n"
    "Filters:    --since T  --until T  --project SUBSTR  --here  --type KINDS\n"
    "            --tools  --thinking  --keep-noise  --min-length N  --forks\n"
    "            --exclude-session ID  --recall-cutoff turn|before|off\n"
    "Ranking:    --scope message|session  --sort count|bm25|recent|oldest\n"
    "            -n/--sessions N  -m/--messages M  --offset K  --flat\n"
    "            -A/--after-context N  -B/--before-context N  -C/--context N\n"
    "Output:     --format text|tsv|json|jsonl  --full  --header  --timeline\n"
    "            -l/--files-with-matches  -0/--null  -c/--count\n"
    "            --color/--colour auto|always|never  -q/--quiet\n"
    "Engine:     -j/--threads N  --follow  --stats  --stream  --timeout SECONDS\n"
    "            --strict  --no-progress\n"
    "Other:      --explain  --version  --help  (--memory-sessions = --sessions)\n"
    "\n"
    "Exit status: 0 results printed, 1 no result, 2 error. See README.md.\n";

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

/* $VAR when set and not empty, else $HOME/dflt; then /sub. */
int config_parse(struct config *cfg, int argc, char **argv, bool *exit_now, struct mg_error *err)
{
	memset(cfg, 0, sizeof *cfg);
	*exit_now = false;
	cfg->min_length = 10;
	cfg->part_size = 32u << 20;
	cfg->sessions = 10;
	cfg->messages = 5;
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	cfg->jobs = ncpu > 0 ? (unsigned)ncpu : 1;
	const char *since = NULL, *until = NULL, *types = NULL;
	int color = COLOR_AUTO, fmt = FMT_TEXT;
	bool files = false, count = false, no_progress = false;
	const char *sources = NULL;
	unsigned add_sources = 0;
	int c;

	static const char *const recall_names[] = {"turn", "before", "off", NULL};
	static const char *const scope_names[] = {"message", "session", NULL};
	static const char *const sort_names[] = {"count", "bm25", "recent", "oldest", NULL};
	static const char *const format_names[] = {"text", "tsv", "json", "jsonl", NULL};
	static const char *const color_names[] = {"auto", "always", "never", NULL};

	optind = 0; /* 0: a full restart (glibc), as config_parse runs once per serve request */
	opterr = 0;
	/* '+' would stop at the first non-option; we allow options after the
	 * query like grep, and `--` ends them. */
	while ((c = getopt_long(argc, argv, ":sweqn:m:A:B:C:l0cj:", long_options, NULL)) != -1) {
		int v;
		size_t n;
		switch (c) {
		case 's':
			cfg->case_sensitive = true;
			break;
		case 'w':
			cfg->word = true;
			break;
		case 'e':
			cfg->regex = true;
			break;
		case 'q':
			cfg->quiet = true;
			break;
		case OPT_FUZZY:
			if (strcmp(optarg, "1") != 0 && strcmp(optarg, "2") != 0) {
				mg_error_set(err, "--fuzzy takes an edit distance of 1 or 2, not '%s'",
					     optarg);
				return MG_ERROR;
			}
			cfg->fuzzy = (unsigned)(optarg[0] - '0');
			break;
		case OPT_TIMELINE:
			cfg->timeline = true;
			break;
		case OPT_EXPLAIN:
			cfg->explain = true;
			break;
		case OPT_FORKS:
			cfg->forks = true;
			break;
		case OPT_EXCLUDE:
			cfg->exclude_sessions =
			    xrealloc(cfg->exclude_sessions, (cfg->nexclude + 1) * sizeof(char *));
			cfg->exclude_sessions[cfg->nexclude++] = xstrdup(optarg);
			break;
		case OPT_PROJECT:
			cfg->project = optarg;
			break;
		case OPT_HERE:
			cfg->here = true;
			break;
		case OPT_MIN_LENGTH:
			if (parse_count("--min-length", optarg, &cfg->min_length, err))
				return MG_ERROR;
			break;
		case OPT_TYPE:
			types = optarg;
			break;
		case OPT_SINCE:
			since = optarg;
			break;
		case OPT_UNTIL:
			until = optarg;
			break;
		case OPT_KEEP_NOISE:
			cfg->keep_noise = true;
			break;
		case OPT_TOOLS:
			cfg->tools = true;
			break;
		case OPT_THINKING:
			cfg->thinking = true;
			break;
		case OPT_RECALL:
			if (pick("--recall-cutoff", optarg, recall_names, &v, err))
				return MG_ERROR;
			cfg->recall = (enum recall_mode)v;
			break;
		case OPT_SCOPE:
			if (pick("--scope", optarg, scope_names, &v, err))
				return MG_ERROR;
			cfg->scope = (enum scope)v;
			break;
		case OPT_SORT:
			if (pick("--sort", optarg, sort_names, &v, err))
				return MG_ERROR;
			cfg->sort = (enum sort_key)v;
			break;
		case OPT_MEM_SESSIONS:
			/* --sessions=N and --sessions N are -n; --sessions alone
			 * (next word not a number) is the memory flag. */
			if (!optarg && optind < argc && all_digits(argv[optind]) &&
			    strcmp(argv[optind - 1], "--memory-sessions") != 0)
				optarg = argv[optind++];
			if (!optarg) {
				cfg->mem_sessions = true;
				add_sources |= SRC_MEMORY;
				break;
			}
			if (parse_count("-n/--sessions", optarg, &n, err))
				return MG_ERROR;
			cfg->sessions = n;
			break;
		case OPT_CODEX:
			add_sources |= SRC_CODEX;
			break;
		case OPT_SOURCE:
			sources = optarg;
			break;
		case OPT_MEMORY:
			add_sources |= SRC_MEMORY;
			break;
		case OPT_GLOBAL:
			cfg->mem_global = true;
			add_sources |= SRC_MEMORY;
			break;
		case OPT_CATEGORY:
			cfg->category = optarg;
			add_sources |= SRC_MEMORY;
			break;
		case OPT_FILE:
			if (!*optarg) {
				mg_error_set(err, "--file needs a path");
				return MG_ERROR;
			}
			cfg->touch = optarg;
			break;
		case 'n':
			if (parse_count("-n/--sessions", optarg, &cfg->sessions, err))
				return MG_ERROR;
			break;
		case 'm':
			if (parse_count("-m/--messages", optarg, &cfg->messages, err))
				return MG_ERROR;
			break;
		case OPT_OFFSET:
			if (parse_count("--offset", optarg, &cfg->offset, err))
				return MG_ERROR;
			break;
		case OPT_FLAT:
			cfg->flat = true;
			break;
		case 'A':
			if (parse_count("-A", optarg, &cfg->after, err))
				return MG_ERROR;
			break;
		case 'B':
			if (parse_count("-B", optarg, &cfg->before, err))
				return MG_ERROR;
			break;
		case 'C':
			if (parse_count("-C", optarg, &cfg->after, err))
				return MG_ERROR;
			cfg->before = cfg->after;
			break;
		case OPT_FORMAT:
			if (pick("--format", optarg, format_names, &fmt, err))
				return MG_ERROR;
			files = count = false;
			break;
		case OPT_HEADER:
			cfg->header = true;
			break;
		case OPT_FULL:
			cfg->full = true;
			break;
		case 'l':
			files = true;
			count = false;
			break;
		case '0':
			cfg->null_sep = true;
			break;
		case 'c':
			count = true;
			files = false;
			break;
		case OPT_COLOR:
			if (pick("--color", optarg, color_names, &color, err))
				return MG_ERROR;
			break;
		case OPT_FOLLOW:
			cfg->follow = true;
			break;
		case 'j':
			if (parse_count("-j/--threads", optarg, &n, err))
				return MG_ERROR;
			if (n < 1 || n > 128) {
				mg_error_set(err, "-j/--threads takes a number from 1 to 128, not '%s'",
					     optarg);
				return MG_ERROR;
			}
			cfg->jobs = (unsigned)n;
			break;
		case OPT_NO_PREFILTER:
			cfg->no_prefilter = true;
			break;
		case OPT_STATS:
			cfg->stats = true;
			break;
		case OPT_STREAM:
			cfg->stream = true;
			break;
		case OPT_STRICT:
			cfg->strict = true;
			break;
		case OPT_NO_PROGRESS:
			no_progress = true;
			break;
		case OPT_PART_SIZE:
			if (parse_count("--part-size", optarg, &n, err))
				return MG_ERROR;
			if (n < 1) {
				mg_error_set(err, "--part-size takes a number of bytes from 1");
				return MG_ERROR;
			}
			cfg->part_size = n;
			break;
		case OPT_TIMEOUT: {
			char *end;
			errno = 0;
			double t = strtod(optarg, &end);
			if (!*optarg || *end || errno || !(t > 0) || t > 1e6) {
				mg_error_set(err,
					     "--timeout takes a number of seconds greater than 0, not '%s'",
					     optarg);
				return MG_ERROR;
			}
			cfg->timeout = t;
			break;
		}
		case OPT_HELP:
			fputs(usage_text, stdout);
			*exit_now = true;
			return MG_MATCH;
		case OPT_VERSION:
			printf("memgrep %s\n", MEMGREP_VERSION);
			*exit_now = true;
			return MG_MATCH;
		case ':':
			mg_error_set(err, "option '%s' needs a value (try --help)", argv[optind - 1]);
			return MG_ERROR;
		default:
			if (optopt && optopt < 256)
				mg_error_set(err, "unknown option '-%c' (try --help)", optopt);
			else
				mg_error_set(err, "unknown option '%s' (try --help)", argv[optind - 1]);
			return MG_ERROR;
		}
	}
	if (optind >= argc && !cfg->touch) {
		mg_error_set(err, "no query given (usage: memgrep [OPTIONS] QUERY [PATH...])");
		return MG_ERROR;
	}
	cfg->query_text = optind < argc ? argv[optind++] : "";
	char qerr[512];
	/* With --file the query may be empty: the sessions that touched the
	 * file are the results. */
	bool blank = strspn(cfg->query_text, " \t\n\v\f\r|") == strlen(cfg->query_text);
	if (cfg->touch && blank) {
		memset(&cfg->query, 0, sizeof cfg->query);
	} else if (query_parse(cfg->query_text, cfg->regex, !cfg->case_sensitive, &cfg->query, qerr,
			       sizeof qerr)) {
		struct sbuf shown = {0};
		mg_quote(&shown, cfg->query_text, 80);
		mg_error_set(err, "bad query \"%s\": %s", shown.data, qerr);
		sbuf_free(&shown);
		return MG_ERROR;
	}
	cfg->npaths = (size_t)(argc - optind);
	if (cfg->npaths) {
		cfg->paths = xcalloc(cfg->npaths, sizeof(char *));
		for (size_t i = 0; i < cfg->npaths; i++)
			cfg->paths[i] = xstrdup(argv[optind + (int)i]);
	}
	const char *source_list[SOURCE_COUNT + 1] = {0};
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		cfg->roots[i] = source_root((enum source_id)i);
		source_list[i] = source_table[i].name;
		if (source_table[i].on_by_default)
			cfg->sources |= 1u << i;
	}
	if (sources &&
	    parse_names("--source", "source", source_bit_named, source_list, sources, &cfg->sources, err))
		return MG_ERROR;
	cfg->sources |= add_sources;
	if (cfg->touch && strncmp(cfg->touch, "./", 2) == 0 && cfg->touch[2])
		cfg->touch += 2;

	cfg->kinds = KIND_USER | KIND_ASSISTANT | KIND_SUMMARY;
	if (cfg->tools)
		cfg->kinds |= KIND_TOOL;
	if (cfg->thinking)
		cfg->kinds |= KIND_THINKING;
	if (types && parse_names("--type", "kind", config_kind_bit, kind_list, types, &cfg->kinds, err))
		return MG_ERROR;
	/* --file with no query: its results are the tool calls that named
	 * the file. */
	if (cfg->touch && !cfg->query.npositive)
		cfg->kinds |= KIND_TOOL;

	struct timespec now_ts;
	clock_gettime(CLOCK_REALTIME, &now_ts);
	struct instant now = {now_ts.tv_sec, (int32_t)now_ts.tv_nsec};
	if (since) {
		if (!ts_parse_bound(since, false, now, &cfg->since)) {
			mg_error_set(err,
				     "--since: '%s' is not a date (YYYY-MM-DD), a date-time or an age (30m, "
				     "12h, 7d, 2w)",
				     since);
			return MG_ERROR;
		}
		cfg->has_since = true;
	}
	if (until) {
		if (!ts_parse_bound(until, true, now, &cfg->until)) {
			mg_error_set(err,
				     "--until: '%s' is not a date (YYYY-MM-DD), a date-time or an age (30m, "
				     "12h, 7d, 2w)",
				     until);
			return MG_ERROR;
		}
		cfg->has_until = true;
	}
	if (cfg->here) {
		char *wd = getcwd(NULL, 0);
		if (!wd) {
			mg_error_set(err, "--here: cannot read the current directory: %s", strerror(errno));
			return MG_ERROR;
		}
		cfg->cwd = xstrdup(wd);
		free(wd);
	}
	const char *sid = getenv("CLAUDE_SESSION_ID");
	if (sid && *sid) {
		cfg->exclude_sessions = xrealloc(cfg->exclude_sessions, (cfg->nexclude + 1) * sizeof(char *));
		cfg->exclude_sessions[cfg->nexclude++] = xstrdup(sid);
	}

	cfg->format = files ? FMT_FILES : count ? FMT_COUNT : (enum out_format)fmt;
	if (cfg->stream && (cfg->format == FMT_JSON || cfg->format == FMT_COUNT)) {
		mg_error_set(
		    err,
		    "--stream prints messages as they are found: use --format text, tsv or jsonl, or -l");
		return MG_ERROR;
	}
	if (cfg->timeline && !(cfg->sources & source_session_bits())) {
		mg_error_set(err, "--timeline charts session messages: add a session source to --source "
				  "(markdown memory lines have no times)");
		return MG_ERROR;
	}
	if (cfg->fuzzy && cfg->regex) {
		mg_error_set(err, "--fuzzy applies to literal terms: leave out -e/--regex");
		return MG_ERROR;
	}
	if (cfg->timeline && (cfg->stream || (cfg->format != FMT_TEXT && cfg->format != FMT_JSON))) {
		mg_error_set(
		    err, "--timeline draws a chart (text) or gives its buckets (--format json): leave out "
			 "--stream, -l, -c and --format tsv|jsonl");
		return MG_ERROR;
	}
	if (cfg->stream && cfg->scope == SCOPE_SESSION) {
		mg_error_set(err, "--stream cannot wait for whole sessions: leave out --scope session");
		return MG_ERROR;
	}
	cfg->progress = !no_progress && isatty(STDERR_FILENO);
	if (color == COLOR_ALWAYS) {
		cfg->color = true;
	} else if (color == COLOR_AUTO) {
		const char *nc = getenv("NO_COLOR");
		cfg->color = isatty(STDOUT_FILENO) && !(nc && *nc);
	}
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
}
