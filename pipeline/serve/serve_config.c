/* serve_config: the options of `memgrep serve` (docs/reference.md §7) into a
 * struct serve_config, from the small option table `serve_rows` below (the
 * machinery of config/options.h). --port and --host are serve's own; -j,
 * --timeout, --no-redact, --source and the sources' flags (--codex, …, from
 * the source registry) are kept as the start of every request's search argv, and
 * checked here once by parsing that argv with a stand-in query. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pipeline/serve/serve_config.h"
#include "config/options.h"
#include "pipeline/serve/authority.h"
#include "base/xalloc.h"

/* Adds word (xmalloc'd, now sc's) to the base argv. */
static void add_base(struct serve_config *sc, char *word)
{
	sc->base = xrealloc(sc->base, (sc->nbase + 1) * sizeof *sc->base);
	sc->base[sc->nbase++] = word;
}

static int parse_port(const char *arg, int *port, struct mg_error *err)
{
	char *end;
	long v = strtol(arg, &end, 10);
	if (!*arg || *end || strspn(arg, "0123456789") != strlen(arg) || v > 65535) {
		mg_error_set(err, "--port takes a port number from 0 to 65535, not '%s'", arg);
		return -1;
	}
	*port = (int)v;
	return 0;
}

static int sopt_port(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	struct serve_config *sc = run->target;
	return parse_port(arg, &sc->port, err);
}

/* --cache-mb N: a whole number of MiB, up to 1 TiB. */
static int sopt_cache_mb(struct opt_run *run, const struct opt_row *row, const char *arg,
			 struct mg_error *err)
{
	(void)row;
	char *end;
	unsigned long long v = strtoull(arg, &end, 10);
	if (!*arg || *end || strspn(arg, "0123456789") != strlen(arg) || v > SERVE_CACHE_MB_MAX) {
		mg_error_set(err, "--cache-mb takes a whole number of MiB from 0 to %d, not '%.100s'",
			     SERVE_CACHE_MB_MAX, arg);
		return -1;
	}
	((struct serve_config *)run->target)->cache_mb = (size_t)v;
	return 0;
}

static int sopt_host(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row;
	if (!*arg) {
		mg_error_set(err, "--host takes an address or a host name");
		return -1;
	}
	((struct serve_config *)run->target)->host = arg;
	return 0;
}

/* Adds arg to a list of argv's strings. */
static void add_arg(const char ***list, size_t *n, const char *arg)
{
	*list = xrealloc(*list, (*n + 1) * sizeof **list);
	(*list)[(*n)++] = arg;
}

static int sopt_allow_host(struct opt_run *run, const struct opt_row *row, const char *arg,
			   struct mg_error *err)
{
	(void)row;
	struct serve_config *sc = run->target;
	struct authority a;
	if (!authority_read(arg, strlen(arg), 0, &a)) {
		mg_error_set(
		    err, "--allow-host takes a host name or address, with :PORT or not, not '%.100s'", arg);
		return -1;
	}
	add_arg(&sc->allow_hosts, &sc->nallow_hosts, arg);
	return 0;
}

static int sopt_allow_origin(struct opt_run *run, const struct opt_row *row, const char *arg,
			     struct mg_error *err)
{
	(void)row;
	struct serve_config *sc = run->target;
	int scheme;
	struct authority a;
	if (!origin_read(arg, &scheme, &a)) {
		mg_error_set(
		    err,
		    "--allow-origin takes an origin (http:// or https://, a host, and :PORT or not), "
		    "not '%.100s'",
		    arg);
		return -1;
	}
	add_arg(&sc->allow_origins, &sc->nallow_origins, arg);
	return 0;
}

static int sopt_token_file(struct opt_run *run, const struct opt_row *row, const char *arg,
			   struct mg_error *err)
{
	(void)row, (void)err;
	((struct serve_config *)run->target)->token_file = arg;
	return 0;
}

/* A search option: passed on to every request's search as --NAME[=VALUE],
 * and checked with them by config_parse. */
int serve_opt_pass(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)err;
	struct sbuf b = {0};
	sbuf_printf(&b, "--%s", row->name);
	if (arg)
		sbuf_printf(&b, "=%s", arg);
	add_base(run->target, b.data);
	return 0;
}

static const char serve_about[] = "Answers GET requests with memgrep's json:\n"
				  "  /api/search?query=…&format=index|full&limit=…, and every search\n"
				  "    option of memgrep's own help by long name or short letter (m=3,\n"
				  "    case_sensitive=true), but the server's own, the output formats'\n"
				  "    and the testing ones\n"
				  "  /api/session/ID?tools=…&thinking=…&keep_noise=…&around=…&context=…\n"
				  "    (memgrep show ID)\n"
				  "  /api/sessions and /api/projects?project=…&since=…&until=…&limit=…\n"
				  "    &offset=…&source=… (memgrep sessions, memgrep projects)\n"
				  "  /api/health\n"
				  "Binds loopback only unless --host says otherwise; --port 0 takes a free\n"
				  "port. SIGINT or SIGTERM stops it once the requests being answered are\n"
				  "answered.\n\n";
static const char serve_tail[] = "\n"
				 "Exit status: 0 stopped by SIGINT or SIGTERM, 2 error.\n" OPT_HELP_MANUAL;

/* serve --help has one group of options. */
static const struct opt_group serve_groups[] = {{"Options:", NULL}};

static int sopt_help(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)arg, (void)err;
	opt_print_synopsis(run->table, "usage: memgrep serve", "[PATH...]", stdout);
	fputs(serve_about, stdout);
	opt_print_groups(run->table, stdout);
	fputs(serve_tail, stdout);
	run->exit_now = true;
	return 0;
}

/* serve's options; the usage shows each with its default or value. */
static const struct opt_row serve_rows[] = {
    {.name = "port",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "37777",
     .help = "the port to listen on (default 37777; 0: any free one)",
     .apply = sopt_port},
    {.name = "host",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "127.0.0.1",
     .help = "the address to listen on (default: loopback only)",
     .apply = sopt_host},
    {.name = "allow-host",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "NAME",
     .help = "answer requests whose Host is NAME (or NAME:PORT) too; repeatable (default: loopback "
	     "names only)",
     .apply = sopt_allow_host},
    {.name = "allow-origin",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "ORIGIN",
     .help = "let the pages of ORIGIN (http://host:port) read the answers, with CORS headers; "
	     "repeatable",
     .apply = sopt_allow_origin},
    {.name = "token-file",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "FILE",
     .help = "require the token in FILE's first line as 'Authorization: Bearer TOKEN' (without it, an "
	     "address other than loopback gets a new token at each start)",
     .apply = sopt_token_file},
    {.name = "cache-mb",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "N",
     .help = "keep compiled queries and index entries in memory across requests, within N MiB "
	     "(default 256; 0: keep none)",
     .apply = sopt_cache_mb},
    {.name = "threads",
     .short_name = 'j',
     .arg = OPT_ARG_REQUIRED,
     .metavar = "N",
     .help = "worker threads of the searches (default: one per core)",
     .apply = serve_opt_pass},
    {.name = "timeout",
     .arg = OPT_ARG_REQUIRED,
     .metavar = "SECONDS",
     .help = "stop each search after SECONDS",
     .apply = serve_opt_pass},
    {.name = "source",
     .arg = OPT_ARG_REQUIRED,
     .help = "sources to search, comma-separated",
     .flags = OPT_SOURCE_LIST,
     .apply = serve_opt_pass},
    {.help = "also search", .flags = OPT_PER_SOURCE, .apply = serve_opt_pass},
    {.name = "no-redact",
     .help = "answer texts with their secrets, not [redacted:KIND] (never per request)",
     .apply = serve_opt_pass},
    {.name = "help", .help = "print this help and exit", .apply = sopt_help},
};

/* Checked once: a stand-in query with the base options and PATHs. */
static int check_base(struct serve_config *sc, struct mg_error *err)
{
	size_t n = 0;
	char **check = xcalloc(sc->nbase + sc->npaths + 3, sizeof *check);
	for (size_t i = 0; i < sc->nbase; i++)
		check[n++] = sc->base[i];
	check[n++] = "--";
	check[n++] = "x";
	for (size_t i = 0; i < sc->npaths; i++)
		check[n++] = sc->paths[i];
	bool help;
	int rc = config_parse(&sc->search, (int)n, check, &help, err);
	free(check);
	return rc;
}

void config_serve_start(struct serve_config *sc)
{
	memset(sc, 0, sizeof *sc);
	sc->host = "127.0.0.1";
	sc->port = 37777;
	sc->cache_mb = SERVE_CACHE_MB_DEFAULT;
	add_base(sc, xstrdup("memgrep"));
}

void config_serve_options(struct opt_table *t)
{
	opt_table_init(t, serve_rows, sizeof serve_rows / sizeof *serve_rows, serve_groups,
		       sizeof serve_groups / sizeof *serve_groups, "serve: ", "serve --help");
}

int config_serve_parse(struct serve_config *sc, int argc, char **argv, bool *exit_now, struct mg_error *err)
{
	config_serve_start(sc);
	struct opt_table table;
	config_serve_options(&table);
	struct opt_run run = {.table = &table, .target = sc, .argc = argc, .argv = argv};
	int rc = opt_parse(&run, err);
	opt_table_free(&table);
	*exit_now = run.exit_now;
	if (rc != 0)
		return MG_ERROR;
	if (run.exit_now)
		return MG_MATCH;
	return config_serve_finish(sc, argc, argv, run.next, "serve", err);
}

int config_serve_finish(struct serve_config *sc, int argc, char **argv, int next, const char *command,
			struct mg_error *err)
{
	sc->paths = argv + next;
	sc->npaths = (size_t)(argc - next);
	for (size_t i = 0; i < sc->npaths; i++) {
		if (strcmp(sc->paths[i], "-") == 0) {
			mg_error_set(err, "%s: '-' (standard input) cannot be searched by a server", command);
			return MG_ERROR;
		}
	}
	int rc = check_base(sc, err);
	if (rc != MG_MATCH)
		return rc;
	/* The default sources are those whose root exists now: each request
	 * would choose again, so the server's choice is made once, here
	 * (docs/reference.md §7). */
	if (!sc->npaths && !sc->search.sources_by) {
		struct sbuf b = {0};
		sbuf_adds(&b, "--source=");
		for (size_t i = 0, n = 0; i < SOURCE_COUNT; i++)
			if (sc->search.sources & (1u << i))
				sbuf_printf(&b, "%s%s", n++ ? "," : "", source_table[i].name);
		add_base(sc, b.data);
	}
	return MG_MATCH;
}

void config_serve_free(struct serve_config *sc)
{
	for (size_t i = 0; i < sc->nbase; i++)
		free(sc->base[i]);
	free(sc->base);
	free(sc->allow_hosts);
	free(sc->allow_origins);
	config_free(&sc->search);
}
