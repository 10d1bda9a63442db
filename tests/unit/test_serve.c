/* test_serve: unit tests for `memgrep serve`'s pure parts: the decoding of
 * query-string components (pipeline/serve/http.c) and the serve options
 * (config/serve_config.c). The server itself is tested over HTTP by
 * tests/serve/run. */
#include "tests/unit/unit.h"

#include <stdlib.h>
#include <string.h>

#include "config/config.h"
#include "pipeline/serve/http.h"

static void assert_decodes(const char *in, const char *want)
{
	char *got = http_form_decode(in, strlen(in));
	if (!got)
		fail_msg("'%s' was refused, want '%s'", in, want);
	assert_string_equal(got, want);
	free(got);
}

static void assert_refused(const char *in)
{
	char *got = http_form_decode(in, strlen(in));
	if (got) {
		print_error("'%s' decoded to '%s', want a refusal\n", in, got);
		free(got);
		fail();
	}
}

static void test_form_decode(void **state)
{
	assert_decodes("", "");
	assert_decodes("auth", "auth");
	assert_decodes("auth+token", "auth token");
	assert_decodes("auth%20token", "auth token");
	assert_decodes("a%2Bb", "a+b");
	assert_decodes("%7c%7C", "||");
	assert_decodes("%22refresh%20token%22", "\"refresh token\"");
	assert_decodes("%C3%A9t%C3%A9", "\xc3\xa9t\xc3\xa9");
	assert_decodes("100%25", "100%");
	assert_decodes("a=b", "a=b"); /* the caller splits at the first '=' */
	/* Only len bytes are read. */
	char *got = http_form_decode("ab%41cd", 5);
	assert_string_equal(got, "abA");
	free(got);
}

static void test_form_decode_refuses(void **state)
{
	assert_refused("%");
	assert_refused("a%4");
	assert_refused("%zz");
	assert_refused("%4g");
	assert_refused("a%00b"); /* C strings end at NUL: never a silent cut */
	/* An escape cut by len is refused, though the bytes follow. */
	assert_null(http_form_decode("a%41", 3));
}

/* Parses serve's argv (NULL-terminated, without "serve"). */
static int serve_parse(struct serve_config *sc, const char *const *args, bool *exit_now, struct mg_error *err)
{
	char *argv[32] = {"serve"};
	int argc = 1;
	for (; args[argc - 1]; argc++)
		argv[argc] = (char *)args[argc - 1];
	return config_serve_parse(sc, argc, argv, exit_now, err);
}

static void test_serve_defaults(void **state)
{
	struct serve_config sc;
	struct mg_error err = {{0}};
	bool exit_now;
	assert_int_equal(serve_parse(&sc, (const char *[]){NULL}, &exit_now, &err), MG_MATCH);
	assert_false(exit_now);
	assert_string_equal(sc.host, "127.0.0.1");
	assert_int_equal(sc.port, 37777);
	assert_int_equal(sc.nbase, 1);
	assert_string_equal(sc.base[0], "memgrep");
	assert_int_equal(sc.npaths, 0);
	assert_int_equal(sc.search.sources, SRC_CLAUDE);
	config_serve_free(&sc);
}

static void test_serve_options(void **state)
{
	struct serve_config sc;
	struct mg_error err = {{0}};
	bool exit_now;
	const char *args[] = {"--port", "0",	    "--host",	    "::1",     "-j",   "3",    "--timeout",
			      "2.5",	"--source", "claude,codex", "--codex", "/tmp", "/var", NULL};
	assert_int_equal(serve_parse(&sc, args, &exit_now, &err), MG_MATCH);
	assert_int_equal(sc.port, 0);
	assert_string_equal(sc.host, "::1");
	assert_int_equal(sc.nbase, 5);
	assert_string_equal(sc.base[1], "--threads=3");
	assert_string_equal(sc.base[2], "--timeout=2.5");
	assert_string_equal(sc.base[3], "--source=claude,codex");
	assert_string_equal(sc.base[4], "--codex");
	assert_int_equal(sc.npaths, 2);
	assert_string_equal(sc.paths[0], "/tmp");
	assert_string_equal(sc.paths[1], "/var");
	assert_int_equal(sc.search.jobs, 3);
	assert_true(sc.search.timeout > 2.4 && sc.search.timeout < 2.6);
	assert_int_equal(sc.search.sources, SRC_CLAUDE | SRC_CODEX);
	config_serve_free(&sc);

	assert_int_equal(serve_parse(&sc, (const char *[]){"--port", "65535", NULL}, &exit_now, &err),
			 MG_MATCH);
	assert_int_equal(sc.port, 65535);
	config_serve_free(&sc);
}

static void assert_serve_error(const char *const *args, const char *want)
{
	struct serve_config sc;
	struct mg_error err = {{0}};
	bool exit_now;
	assert_int_equal(serve_parse(&sc, args, &exit_now, &err), MG_ERROR);
	if (!strstr(err.msg, want))
		fail_msg("error '%s' does not contain '%s'", err.msg, want);
	config_serve_free(&sc);
}

static void test_serve_errors(void **state)
{
	assert_serve_error((const char *[]){"--port", "65536", NULL}, "--port takes a port number");
	assert_serve_error((const char *[]){"--port", "", NULL}, "--port takes a port number");
	assert_serve_error((const char *[]){"--port", "-1", NULL}, "--port takes a port number");
	assert_serve_error((const char *[]){"--port", "+80", NULL}, "--port takes a port number");
	assert_serve_error((const char *[]){"--port", "80x", NULL}, "--port takes a port number");
	assert_serve_error((const char *[]){"--port", NULL}, "needs a value");
	assert_serve_error((const char *[]){"--host", "", NULL}, "--host takes");
	assert_serve_error((const char *[]){"--format", "json", NULL}, "unknown option '--format'");
	assert_serve_error((const char *[]){"-", NULL}, "standard input");
	/* Search options are checked by config_parse, once, at start. */
	assert_serve_error((const char *[]){"-j", "0", NULL}, "-j");
	assert_serve_error((const char *[]){"--timeout", "soon", NULL}, "--timeout");
	assert_serve_error((const char *[]){"--source", "slack", NULL}, "slack");
}

static void test_serve_help(void **state)
{
	struct serve_config sc;
	struct mg_error err = {{0}};
	bool exit_now;
	assert_int_equal(serve_parse(&sc, (const char *[]){"--help", NULL}, &exit_now, &err), MG_MATCH);
	assert_true(exit_now);
	config_serve_free(&sc);
}

const struct CMUnitTest serve_tests[] = {
    cmocka_unit_test(test_form_decode),	   cmocka_unit_test(test_form_decode_refuses),
    cmocka_unit_test(test_serve_defaults), cmocka_unit_test(test_serve_options),
    cmocka_unit_test(test_serve_errors),   cmocka_unit_test(test_serve_help),
};

const size_t serve_tests_n = sizeof serve_tests / sizeof serve_tests[0];
