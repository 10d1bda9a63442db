/* environ: what a run takes from its process rather than from its argv
 * (see environ.h): environment variables, the terminal, the number of
 * cores and the current folder. */
#include "config/environ.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/index_names.h"
#include "base/xalloc.h"
#include "config/combos.h"

unsigned environ_cores(void)
{
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	return ncpu > 0 ? (unsigned)ncpu : 1;
}

/* Whether the run keeps (docs/reference.md §12): MEMGREP_KEEP (keep: on,
 * off, or NULL when it is not set), else memgrep index --keep or
 * --no-keep, else the index folder dir's mark. */
static bool keeping(const struct config *cfg, const char *keep, const char *dir)
{
	if (keep)
		return strcmp(keep, "on") == 0;
	if (cfg->index_keep || cfg->index_no_keep)
		return cfg->index_keep;
	struct sbuf mark = {0};
	sbuf_printf(&mark, "%s/" IX_KEEP_MARK, dir);
	struct stat st;
	bool on = lstat(mark.data, &st) == 0 && S_ISREG(st.st_mode);
	sbuf_free(&mark);
	return on;
}

/* MEMGREP_INDEX_BUILD_MB (testing, docs/reference.md §12): a number of
 * MB, 0 or more, a decimal fraction allowed; empty is unset. */
static int build_budget(struct config *cfg, struct mg_error *err)
{
	const char *mb = getenv("MEMGREP_INDEX_BUILD_MB");
	if (!mb || !*mb)
		return 0;
	char *end;
	errno = 0;
	double v = strtod(mb, &end);
	if (errno || *end || end == mb || !(v >= 0) || v > 1e9) {
		mg_error_set(err, "MEMGREP_INDEX_BUILD_MB is '%s': it takes a number of MB, 0 or more", mb);
		return -1;
	}
	cfg->index_build_bytes = (int64_t)(v * 1e6);
	return 0;
}

/* The index's folder (docs/reference.md §12): $MEMGREP_INDEX_DIR, else
 * $XDG_CACHE_HOME/memgrep, else ~/.cache/memgrep; NULL with --no-index or
 * MEMGREP_INDEX=off. memgrep index has it whatever MEMGREP_INDEX says.
 * Then whether the run keeps the entries of deleted files. */
int environ_index(struct config *cfg, struct mg_error *err)
{
	const char *mode = getenv("MEMGREP_INDEX"), *keep = getenv("MEMGREP_KEEP");
	if (mode && *mode && strcmp(mode, "on") != 0 && strcmp(mode, "off") != 0) {
		mg_error_set(err, "MEMGREP_INDEX is '%s': it takes on or off", mode);
		return -1;
	}
	if (keep && *keep && strcmp(keep, "on") != 0 && strcmp(keep, "off") != 0) {
		mg_error_set(err, "MEMGREP_KEEP is '%s': it takes on or off", keep);
		return -1;
	}
	if (keep && !*keep)
		keep = NULL;
	if (build_budget(cfg, err))
		return -1;
	if (cfg->command == CMD_INDEX) {
		if (combos_index(cfg, mode, err))
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
	cfg->keep = b.data && keeping(cfg, keep, b.data);
	return 0;
}

int environ_place(struct config *cfg, struct mg_error *err)
{
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

void environ_terminal(struct config *cfg, const struct parse *p)
{
	if (cfg->command == CMD_SHOW)
		cfg->pager = !p->no_pager && cfg->format == FMT_TEXT && isatty(STDOUT_FILENO);
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
}
