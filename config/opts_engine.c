/* opts_engine: the rows of the Index, Engine and Testing groups of --help
 * and their handlers (see opts_engine.h): what memgrep index does, and how
 * a search runs rather than what it finds. */
#include "config/opts_engine.h"

#include <errno.h>
#include <stdlib.h>
#include <time.h>

#include "base/timestamp.h"

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
	parse_cfg(run)->jobs = (unsigned)n;
	return 0;
}

static int opt_timeout(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	char *end;
	errno = 0;
	double t = strtod(arg, &end);
	if (!*arg || *end || errno || !(t > 0) || t != t) {
		mg_error_set(err, "--timeout takes a number of seconds greater than 0, not '%s'", arg);
		return -1;
	}
	if (t > 86400) {
		mg_error_set(err, "--timeout %s is too large (at most 86400 seconds, a day)", arg);
		return -1;
	}
	parse_cfg(run)->timeout = t;
	return 0;
}

static int opt_no_progress(struct opt_run *run, const struct opt_row *row, const char *arg,
			   struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	parse_state(run)->no_progress = true;
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
	parse_cfg(run)->part_size = n;
	return 0;
}

/* --older-than DATE: as --since reads its T (docs/reference.md §4.1); a
 * day is its first instant, so a session is older than it when its latest
 * time is before that day. */
static int opt_older_than(struct opt_run *run, const struct opt_row *row, const char *arg,
			  struct mg_error *err)
{
	(void)row;
	struct timespec now_ts;
	clock_gettime(CLOCK_REALTIME, &now_ts);
	struct instant now = {now_ts.tv_sec, (int32_t)now_ts.tv_nsec};
	struct config *cfg = parse_cfg(run);
	if (!ts_parse_bound(arg, false, now, &cfg->forget_before)) {
		mg_error_set(
		    err,
		    "--older-than: '%s' is not a date (YYYY-MM-DD), a date-time, an age (30m, 12h, 7d, "
		    "2w, 6mo, 1y), today or yesterday",
		    arg);
		return -1;
	}
	cfg->has_forget_before = true;
	return 0;
}

/* memgrep index: what it does instead of building (environ_index), and
 * keeping (docs/reference.md §12). */
static const struct opt_row index_rows[] = {
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
    {.name = "keep",
     .help = "from now on keep what the index holds of deleted session files",
     .group = G_INDEX,
     FLAG(index_keep),
     .cmds = C_INDEX},
    {.name = "no-keep",
     .help = "stop keeping them, and drop those kept",
     .group = G_INDEX,
     FLAG(index_no_keep),
     .cmds = C_INDEX},
    {.name = "forget",
     .help = "drop the kept (archived) sessions; build nothing",
     .group = G_INDEX,
     FLAG(index_forget),
     .cmds = C_INDEX},
    {.name = "older-than",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "T",
     .help = "with --forget: only those last active before T (a date, 90d)",
     .group = G_INDEX,
     .apply = opt_older_than,
     .cmds = C_INDEX},
};
const struct parse_rows opts_engine_index_rows = PARSE_ROWS(index_rows);

/* How a search runs, not what it finds. */
static const struct opt_row engine_rows[] = {
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
};
const struct parse_rows opts_engine_rows = PARSE_ROWS(engine_rows);

/* For checking memgrep: the same results, found another way. */
static const struct opt_row testing_rows[] = {
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
const struct parse_rows opts_engine_testing_rows = PARSE_ROWS(testing_rows);
