/* memgrep: search the session histories of AI coding agents.
 *
 *   memgrep [OPTIONS] QUERY [PATH...]
 *   memgrep show|sessions|projects|index [OPTIONS] …
 *   memgrep merge [OPTIONS] [PARTIAL...]
 *   memgrep serve [--port N] [--host ADDR] [-j N] [--timeout S] [PATH...]
 *   memgrep mcp [-j N] [--timeout S] [--source …] [PATH...]
 *   memgrep pick [QUERY] [OPTIONS] [PATH...]   (and memgrep alone on a terminal)
 *
 * main parses the options into a config and runs one search (pipeline/
 * search.c: engine -> rank -> format), or hands `serve` to the HTTP server
 * (pipeline/serve/serve.c), `mcp` to the MCP server (pipeline/mcp/mcp.c) and `pick` to the
 * full-screen picker (pipeline/pick/pick.c). It prints errors and alone
 * chooses the exit status (0 results, 1 none, 2 error). An unset or empty HOME is first taken from the
 * password database. */
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "config/config.h"
#include "config/options.h"
#include "pipeline/mcp/mcp.h"
#include "pipeline/pick/pick.h"
#include "pipeline/search/index_cmd.h"
#include "pipeline/search/merge.h"
#include "pipeline/search/search.h"
#include "pipeline/serve/serve.h"
#include "pipeline/serve/serve_config.h"
#include "base/xalloc.h"
#include "stages/output/explain.h"

/* A standard descriptor closed by the caller (`memgrep … >&-`) is held by
 * /dev/null opened the wrong way round, so that every use of it still fails
 * with EBADF as the closed one would; left free, its number goes to the
 * next file or to libuv's own descriptors, and libuv aborts when it closes
 * a descriptor <= 2. */
static void hold_std_fds(void)
{
	for (int fd = 0; fd <= 2; fd++) {
		if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
			continue;
		int got = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
		if (got >= 0 && got != fd) {
			dup2(got, fd);
			close(got);
		}
	}
}

/* HOME unset or empty is taken from the password database, as the shell
 * does for `~` (docs/reference.md §1), so that every reader of HOME (the
 * sources' folders, `~` in projects, the memory walk) sees the same one;
 * with no entry there it stays unset and config refuses to search the
 * default roots ("HOME is not set"). Done first, before any thread. */
static void fill_home(void)
{
	const char *home = getenv("HOME");
	if (home && *home)
		return;
	struct passwd pw, *found = NULL;
	char buf[4096];
	if (getpwuid_r(getuid(), &pw, buf, sizeof buf, &found) == 0 && found && found->pw_dir &&
	    found->pw_dir[0])
		setenv("HOME", found->pw_dir, 1);
}

/* show's text on a terminal goes through a pager, as git's does
 * (docs/reference.md §11): $PAGER, else `less -R`; LESS, when unset,
 * becomes FRX (quit when it fits one screen, colours, no screen reset).
 * An empty PAGER or `cat` means none. The text's first PAGE_HOLD bytes are
 * held, so that a session that is not found (or a prefix that starts
 * several) opens no pager: its message stays on the terminal; a longer
 * text then goes to the pager as it is made, never held whole
 * (docs/reference.md §6). A pager the shell cannot run (status 127) gets
 * the text printed as it is; one the reader quits ends the writing
 * quietly (EPIPE, as a closed pipe). With show --query, less is started
 * at the line of the first hit (`+Ng`) when that line is known by then. */
enum { PAGE_HOLD = 1 << 20 };

struct pager {
	struct sbuf held;
	FILE *p;		 /* the pager, once the text outgrew PAGE_HOLD */
	bool started;		 /* the text outgrew it: written as it is made */
	const size_t *first_hit; /* show --query: the line of its first hit (0: none yet) */
};

/* Whether the shell command pager is less with its options: words alone,
 * nothing the shell would read as more than one command. */
static bool pager_is_less(const char *pager)
{
	size_t n = strcspn(pager, " \t");
	const char *slash = memrchr(pager, '/', n);
	const char *name = slash ? slash + 1 : pager;
	return (size_t)(pager + n - name) == 4 && strncmp(name, "less", 4) == 0 &&
	       !pager[strcspn(pager, "|&;<>()$`\\\"'\n")];
}

static FILE *pager_start(size_t first_hit)
{
	const char *pager = getenv("PAGER");
	if (!pager)
		pager = "less -R";
	if (!*pager || strcmp(pager, "cat") == 0)
		return NULL;
	setenv("LESS", getenv("LESS") ? getenv("LESS") : "FRX", 1);
	struct sbuf cmd = {0};
	sbuf_adds(&cmd, pager);
	if (first_hit && pager_is_less(pager))
		sbuf_printf(&cmd, " +%zug", first_hit);
	FILE *p = popen(cmd.data, "w");
	sbuf_free(&cmd);
	return p;
}

/* Pages a whole text (one that fit in PAGE_HOLD): 0, or -1 when writing
 * failed. */
static int page(const char *text, size_t len, size_t first_hit)
{
	FILE *p = pager_start(first_hit);
	if (p) {
		fwrite(text, 1, len, p);
		int st = pclose(p);
		if (!(WIFEXITED(st) && WEXITSTATUS(st) == 127))
			return 0;
	}
	return fwrite(text, 1, len, stdout) == len && fflush(stdout) == 0 ? 0 : -1;
}

/* Writes s[0..n) to the pager, or stdout without one: false with errno
 * set (EPIPE once the reader has quit the pager). */
static bool pager_put(struct pager *pg, const char *s, size_t n)
{
	FILE *to = pg->p ? pg->p : stdout;
	if (fwrite(s, 1, n, to) == n)
		return true;
	if (pg->p)
		errno = EPIPE;
	return false;
}

static ssize_t pager_write(void *cookie, const char *s, size_t n)
{
	struct pager *pg = cookie;
	if (pg->started)
		return pager_put(pg, s, n) ? (ssize_t)n : -1;
	sbuf_add(&pg->held, s, n);
	if (pg->held.len < PAGE_HOLD)
		return (ssize_t)n;
	pg->started = true;
	pg->p = pager_start(*pg->first_hit);
	bool ok = pager_put(pg, pg->held.data, pg->held.len);
	sbuf_free(&pg->held);
	return ok ? (ssize_t)n : -1;
}

/* The end of the text: a held one is paged when page is true; a started
 * pager is waited for. 0; -1 with errno when writing failed; -2 when the
 * shell could not run the pager of a text already given to it. */
static int pager_end(struct pager *pg, bool page_it)
{
	int rc = 0;
	if (!pg->started && page_it && pg->held.len)
		rc = page(pg->held.data, pg->held.len, *pg->first_hit);
	sbuf_free(&pg->held);
	if (pg->p) {
		int st = pclose(pg->p);
		if (WIFEXITED(st) && WEXITSTATUS(st) == 127)
			rc = -2;
	} else if (pg->started && fflush(stdout) != 0) {
		rc = -1;
	}
	return rc;
}

/* memgrep merge: the partials' headers make the search's config
 * (pipeline/search/merge.h), then it is ranked and printed. */
static int merge_main(const struct config *mcfg)
{
	struct mg_error err = {{0}};
	struct merge_in *mi = merge_open(mcfg, &err);
	if (!mi) {
		fprintf(stderr, "memgrep: %s\n", err.msg);
		return MG_ERROR;
	}
	struct config cfg;
	bool exit_now = false;
	int status = merge_config(mi, mcfg, &cfg, &exit_now, &err);
	if (status == MG_MATCH && !exit_now) {
		struct search_io io = {stdout, stderr, false, NULL, NULL, NULL, NULL};
		struct search_result res;
		status = search_merged(&cfg, &io, mi, &res);
		if (status == MG_ERROR)
			err = res.err;
	}
	if (status == MG_ERROR)
		fprintf(stderr, "memgrep: %s\n", err.msg);
	config_free(&cfg);
	merge_close(mi);
	return status;
}

/* A command word after options (`memgrep --codex sessions`, `memgrep -j 2
 * serve`) is moved to the front, so that those options apply to it
 * (config_command_at; docs/reference.md §5). */
static void command_first(int argc, char **argv)
{
	static const char *const servers[] = {"serve", "mcp", "pick", NULL};
	struct opt_table st;
	config_serve_options(&st);
	int at = config_command_at(argc, argv, servers, &st);
	opt_table_free(&st);
	if (at > 1) {
		char *w = argv[at];
		memmove(argv + 2, argv + 1, (size_t)(at - 1) * sizeof *argv);
		argv[1] = w;
	}
}

int main(int argc, char **argv)
{
	hold_std_fds();
	fill_home();
	/* A closed stdout ends the program quietly: writes report EPIPE. */
	signal(SIGPIPE, SIG_IGN);
	command_first(argc, argv);
	if (argc >= 2 && strcmp(argv[1], "serve") == 0)
		return serve_main(argc - 1, argv + 1);
	if (argc >= 2 && strcmp(argv[1], "mcp") == 0)
		return mcp_main(argc - 1, argv + 1);
	if (argc >= 2 && strcmp(argv[1], "pick") == 0)
		return pick_main(argc - 1, argv + 1);
	/* memgrep alone on a terminal offers the picker (docs/reference.md
	 * §15); anywhere else it is the usage error it always was. */
	if (argc == 1 && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) {
		char *pick[] = {"pick", NULL};
		return pick_main(1, pick);
	}
	struct config cfg;
	struct mg_error err = {{0}};
	bool exit_now;
	int status = config_parse(&cfg, argc, argv, &exit_now, &err);
	if (exit_now) {
		/* --help, --version: a write error is one line, as for results. */
		config_free(&cfg);
		if ((fflush(stdout) == 0 && !ferror(stdout)) || errno == EPIPE)
			return MG_MATCH;
		fprintf(stderr, "memgrep: cannot write the results: %s\n", strerror(errno));
		return MG_ERROR;
	}
	if (status != MG_MATCH) {
		config_free(&cfg);
		fprintf(stderr, "memgrep: %s\n", err.msg);
		return MG_ERROR;
	}
	if (cfg.command == CMD_MERGE) {
		status = merge_main(&cfg);
		config_free(&cfg);
		return status;
	}
	if (cfg.explain) {
		struct sbuf b = {0};
		int fault = explain_query(&cfg, &b, &err);
		bool ok = fwrite(b.data, 1, b.len, stdout) == b.len && fflush(stdout) == 0;
		sbuf_free(&b);
		config_free(&cfg);
		if (fault) {
			fprintf(stderr, "memgrep: %s\n", err.msg);
			return MG_ERROR;
		}
		if (ok || errno == EPIPE)
			return MG_MATCH;
		fprintf(stderr, "memgrep: cannot write the results: %s\n", strerror(errno));
		return MG_ERROR;
	}
	struct search_result res = {.first_hit = 0};
	struct pager pg = {.first_hit = &res.first_hit};
	FILE *buf = cfg.pager ? fopencookie(&pg, "w", (cookie_io_functions_t){.write = pager_write}) : NULL;
	struct search_io io = {buf ? buf : stdout, stderr, false, NULL, NULL, NULL, NULL};
	status = cfg.command == CMD_INDEX ? index_cmd_run(&cfg, &io, &res) : search_run(&cfg, &io, &res);
	if (buf) {
		fclose(buf);
		int rc = pager_end(&pg, status == MG_MATCH);
		if (rc == -2) {
			fprintf(
			    stderr,
			    "memgrep: the pager could not be run (PAGER=%s): set PAGER, or give --no-pager\n",
			    getenv("PAGER") ? getenv("PAGER") : "less -R");
			config_free(&cfg);
			return MG_ERROR;
		} else if (rc != 0 && status == MG_MATCH && errno != EPIPE) {
			fprintf(stderr, "memgrep: cannot write the results: %s\n", strerror(errno));
			status = MG_ERROR;
		}
	}
	if (status == MG_ERROR)
		fprintf(stderr, "memgrep: %s\n%s", res.err.msg,
			res.failure == SEARCH_AMBIGUOUS ? res.detail : "");
	config_free(&cfg);
	return status;
}
