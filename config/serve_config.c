/* serve_config: the options of `memgrep serve` (docs/reference.md §7) into a
 * struct serve_config. --port and --host are serve's own; -j, --timeout,
 * --source and --codex are kept as the start of every request's search argv,
 * and checked here once by parsing that argv with a stand-in query. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config/config.h"
#include "pipeline/base/xalloc.h"

enum { SOPT_PORT = 256, SOPT_HOST, SOPT_TIMEOUT, SOPT_SOURCE, SOPT_CODEX, SOPT_HELP };

static const struct option serve_options[] = {
    {"port", required_argument, NULL, SOPT_PORT},     {"host", required_argument, NULL, SOPT_HOST},
    {"threads", required_argument, NULL, 'j'},	      {"timeout", required_argument, NULL, SOPT_TIMEOUT},
    {"source", required_argument, NULL, SOPT_SOURCE}, {"codex", no_argument, NULL, SOPT_CODEX},
    {"help", no_argument, NULL, SOPT_HELP},	      {NULL, 0, NULL, 0},
};

static const char serve_usage[] =
    "usage: memgrep serve [--port 37777] [--host 127.0.0.1] [-j N] [--timeout SECONDS]\n"
    "                     [--source claude,codex,memory] [--codex] [PATH...]\n"
    "Answers GET /api/search?query=…&project=…&since=…&until=…&type=…&sort=…\n"
    "&limit=…&offset=…&format=index|full&scope=…&tools=… with memgrep's json,\n"
    "and GET /api/health. Binds loopback only unless --host says otherwise;\n"
    "--port 0 takes a free port. SIGINT or SIGTERM stops it once the requests\n"
    "being answered are answered. See README.md.\n";

static void add_base(struct serve_config *sc, const char *opt, const char *val)
{
	struct sbuf b = {0};
	sbuf_adds(&b, opt);
	if (val) {
		sbuf_addc(&b, '=');
		sbuf_adds(&b, val);
	}
	sc->base = xrealloc(sc->base, (sc->nbase + 1) * sizeof *sc->base);
	sc->base[sc->nbase++] = b.data;
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

int config_serve_parse(struct serve_config *sc, int argc, char **argv, bool *exit_now, struct mg_error *err)
{
	memset(sc, 0, sizeof *sc);
	*exit_now = false;
	sc->host = "127.0.0.1";
	sc->port = 37777;
	add_base(sc, "memgrep", NULL);
	optind = 0;
	opterr = 0;
	int c;
	while ((c = getopt_long(argc, argv, ":j:", serve_options, NULL)) != -1) {
		switch (c) {
		case SOPT_PORT:
			if (parse_port(optarg, &sc->port, err))
				return MG_ERROR;
			break;
		case SOPT_HOST:
			if (!*optarg) {
				mg_error_set(err, "--host takes an address or a host name");
				return MG_ERROR;
			}
			sc->host = optarg;
			break;
		case 'j':
			add_base(sc, "--threads", optarg);
			break;
		case SOPT_TIMEOUT:
			add_base(sc, "--timeout", optarg);
			break;
		case SOPT_SOURCE:
			add_base(sc, "--source", optarg);
			break;
		case SOPT_CODEX:
			add_base(sc, "--codex", NULL);
			break;
		case SOPT_HELP:
			fputs(serve_usage, stdout);
			*exit_now = true;
			return MG_MATCH;
		case ':':
			mg_error_set(err, "serve: option '%s' needs a value (try serve --help)",
				     argv[optind - 1]);
			return MG_ERROR;
		default:
			mg_error_set(err, "serve: unknown option '%s' (try serve --help)", argv[optind - 1]);
			return MG_ERROR;
		}
	}
	sc->paths = argv + optind;
	sc->npaths = (size_t)(argc - optind);
	for (size_t i = 0; i < sc->npaths; i++) {
		if (strcmp(sc->paths[i], "-") == 0) {
			mg_error_set(err, "serve: '-' (standard input) cannot be searched by a server");
			return MG_ERROR;
		}
	}
	/* Checked once: a stand-in query with the base options and PATHs. */
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

void config_serve_free(struct serve_config *sc)
{
	for (size_t i = 0; i < sc->nbase; i++)
		free(sc->base[i]);
	free(sc->base);
	config_free(&sc->search);
}
