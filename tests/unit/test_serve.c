/* test_serve: unit tests for `memgrep serve`'s pure parts: the decoding of
 * query-string components (pipeline/serve/http.c) and the serve options
 * (pipeline/serve/serve_config.c), and whom it answers (pipeline/serve/trust.c:
 * Host, Origin, token, CORS). The server itself is tested over HTTP by
 * tests/serve/run. */
#include "tests/unit/unit.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pipeline/serve/serve_config.h"
#include "pipeline/serve/http.h"
#include "pipeline/serve/trust.h"

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
	struct unit_env home[UNIT_HOME_VARS];
	unit_home_set(home, NULL);
	assert_int_equal(serve_parse(&sc, (const char *[]){NULL}, &exit_now, &err), MG_MATCH);
	assert_false(exit_now);
	assert_string_equal(sc.host, "127.0.0.1");
	assert_int_equal(sc.port, 37777);
	/* The default sources, chosen once when it starts (issue 28 point 5):
	 * with no root there, Claude Code's. */
	assert_int_equal(sc.nbase, 2);
	assert_string_equal(sc.base[0], "memgrep");
	assert_string_equal(sc.base[1], "--source=claude");
	assert_int_equal(sc.npaths, 0);
	assert_int_equal(sc.search.sources, SRC_CLAUDE);
	config_serve_free(&sc);
	unit_home_restore(home);
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
	assert_int_equal(sc.nallow_hosts + sc.nallow_origins, 0);
	assert_null(sc.token_file);
	config_serve_free(&sc);

	const char *trust[] = {"--allow-host",	"a.lan",	"--allow-host", "[::1]:9", "--allow-origin",
			       "http://x:3000", "--token-file", "/tmp/t",	NULL};
	assert_int_equal(serve_parse(&sc, trust, &exit_now, &err), MG_MATCH);
	assert_int_equal(sc.nallow_hosts, 2);
	assert_string_equal(sc.allow_hosts[1], "[::1]:9");
	assert_int_equal(sc.nallow_origins, 1);
	assert_string_equal(sc.allow_origins[0], "http://x:3000");
	assert_string_equal(sc.token_file, "/tmp/t");
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
	assert_serve_error((const char *[]){"--allow-host", "a/b", NULL}, "--allow-host takes");
	assert_serve_error((const char *[]){"--allow-host", "", NULL}, "--allow-host takes");
	assert_serve_error((const char *[]){"--allow-origin", "localhost:3000", NULL},
			   "--allow-origin takes");
	assert_serve_error((const char *[]){"--allow-origin", "http://x/path", NULL}, "--allow-origin takes");
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

/* A request with these headers (NULL: absent; "a|b": sent twice). */
static struct http_request request(const char *method, const char *host, const char *origin, const char *auth)
{
	struct http_request r = {.method = method, .path = "/api/health", .query = ""};
	const char *v[HH_COUNT] = {host, origin, auth};
	for (int h = 0; h < HH_COUNT; h++) {
		r.header[h] = v[h] && strchr(v[h], '|') ? strchr(v[h], '|') + 1 : v[h];
		r.nheader[h] = !v[h] ? 0 : strchr(v[h], '|') ? 2 : 1;
	}
	return r;
}

static int host_status(const struct trust *t, const char *host)
{
	struct http_request r = request("GET", host, NULL, NULL);
	struct mg_error err;
	return trust_check(t, &r, &err);
}

static int origin_status(const struct trust *t, const char *origin)
{
	struct http_request r = request("GET", "localhost:37777", origin, NULL);
	struct mg_error err;
	return trust_check(t, &r, &err);
}

static void test_trust_host(void **state)
{
	(void)state;
	const char *hosts[] = {"myhost.lan", "proxy.example.com:8443", "[fd00::5]"};
	struct trust t = {.port = 37777, .bound = "127.0.0.1", .hosts = hosts, .nhosts = 3};
	const char *ok[] = {"localhost:37777",	"LOCALHOST:37777", "127.0.0.1:37777",
			    "127.8.9.10:37777", "[::1]:37777",	   "[0:0:0:0:0:0:0:1]:37777",
			    "myhost.lan",	"MyHost.LAN:1234", "proxy.example.com:8443",
			    "[fd00::5]:9"};
	for (size_t i = 0; i < sizeof ok / sizeof *ok; i++)
		if (host_status(&t, ok[i]) != 0)
			fail_msg("Host %s refused", ok[i]);
	/* Rebinding-shaped: a foreign name, whatever address it reached. */
	const char *refused[] = {"evil.example.com",
				 "evil.example.com:37777",
				 "localhost",
				 "localhost:37778",
				 "127.0.0.1:80",
				 "128.0.0.1:37777",
				 "localhost.evil.com:37777",
				 "[::2]:37777",
				 "proxy.example.com",
				 "proxy.example.com:443",
				 "localhost:37777x",
				 "localhost:99999999",
				 "local host:37777",
				 "localhost:37777/x",
				 "[::1:37777",
				 "myhost.lan.",
				 "",
				 "user@localhost:37777"};
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
		if (host_status(&t, refused[i]) != 403)
			fail_msg("Host '%s' answered %d, want 403", refused[i], host_status(&t, refused[i]));
	/* Port 80 is the one a Host without a port names. */
	struct trust t80 = {.port = 80};
	assert_int_equal(host_status(&t80, "localhost"), 0);
	assert_int_equal(host_status(&t80, "127.0.0.1:80"), 0);
	/* What --host gave is the server's name too; an IPv6 one is written
	 * in brackets. */
	struct trust lan = {.port = 5000, .bound = "192.0.2.7"};
	assert_int_equal(host_status(&lan, "192.0.2.7:5000"), 0);
	assert_int_equal(host_status(&lan, "192.0.2.8:5000"), 403);
	struct trust v6 = {.port = 5000, .bound = "fd00::7"};
	assert_int_equal(host_status(&v6, "[FD00::7]:5000"), 0);
	/* No Host: malformed in HTTP/1.1, allowed in HTTP/1.0; two: malformed. */
	assert_int_equal(host_status(&t, NULL), 400);
	struct http_request r = request("GET", NULL, NULL, NULL);
	r.http10 = true;
	struct mg_error err;
	assert_int_equal(trust_check(&t, &r, &err), 0);
	assert_int_equal(host_status(&t, "localhost:37777|localhost:37777"), 400);
}

static void test_trust_origin(void **state)
{
	(void)state;
	const char *origins[] = {"http://localhost:3000", "https://app.example.com/"};
	const char *hosts[] = {"myhost.lan"};
	struct trust t = {.port = 37777, .hosts = hosts, .nhosts = 1, .origins = origins, .norigins = 2};
	assert_int_equal(origin_status(&t, NULL), 0);
	const char *ok[] = {"http://localhost:37777",	   "http://127.0.0.1:37777",
			    "https://localhost:37777",	   "http://[::1]:37777",
			    "http://localhost:3000",	   "HTTPS://APP.example.com",
			    "https://app.example.com:443", "http://myhost.lan:8080"};
	for (size_t i = 0; i < sizeof ok / sizeof *ok; i++)
		if (origin_status(&t, ok[i]) != 0)
			fail_msg("Origin %s refused", ok[i]);
	const char *refused[] = {"null",
				 "http://evil.example.com",
				 "http://localhost:3001",
				 "http://localhost",
				 "http://app.example.com",
				 "https://app.example.com:8443",
				 "file://",
				 "http://localhost:37777/path",
				 "localhost:37777",
				 "http://localhost:37777|http://localhost:37777"};
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
		if (origin_status(&t, refused[i]) != 403)
			fail_msg("Origin '%s' answered %d, want 403", refused[i],
				 origin_status(&t, refused[i]));
	/* CORS headers go to --allow-origin's origins only: as sent, with
	 * Vary; a preflight gets the methods and headers too. */
	struct http_request r = request("GET", "localhost:37777", "http://localhost:3000", NULL);
	char *cors = trust_cors(&t, &r, false);
	assert_non_null(cors);
	assert_string_equal(cors, "Access-Control-Allow-Origin: http://localhost:3000\r\nVary: Origin\r\n");
	free(cors);
	cors = trust_cors(&t, &r, true);
	assert_non_null(strstr(cors, "Access-Control-Allow-Headers: Authorization\r\n"));
	free(cors);
	r = request("GET", "localhost:37777", "http://localhost:37777", NULL);
	assert_null(trust_cors(&t, &r, false));
	r = request("GET", "localhost:37777", NULL, NULL);
	assert_null(trust_cors(&t, &r, false));
}

/* A request without Origin from a browser (issue 27, point 7): by its
 * Sec-Fetch-Site; with an Origin, the Origin decides. */
static int fetch_site_status(const struct trust *t, const char *origin, const char *site)
{
	struct http_request r = request("GET", "localhost:37777", origin, NULL);
	r.header[HH_SEC_FETCH_SITE] = site && strchr(site, '|') ? strchr(site, '|') + 1 : site;
	r.nheader[HH_SEC_FETCH_SITE] = !site ? 0 : strchr(site, '|') ? 2 : 1;
	struct mg_error err;
	return trust_check(t, &r, &err);
}

static void test_trust_fetch_site(void **state)
{
	(void)state;
	const char *origins[] = {"http://localhost:3000"};
	struct trust t = {.port = 37777, .origins = origins, .norigins = 1};
	assert_int_equal(fetch_site_status(&t, NULL, NULL), 0);
	assert_int_equal(fetch_site_status(&t, NULL, "none"), 0);
	assert_int_equal(fetch_site_status(&t, NULL, "same-origin"), 0);
	const char *refused[] = {"cross-site", "same-site", "",
				 "Cross-Site", "none|none", "same-origin, none"};
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
		if (fetch_site_status(&t, NULL, refused[i]) != 403)
			fail_msg("Sec-Fetch-Site '%s' without Origin answered %d, want 403", refused[i],
				 fetch_site_status(&t, NULL, refused[i]));
	assert_int_equal(fetch_site_status(&t, "http://localhost:3000", "same-site"), 0);
	assert_int_equal(fetch_site_status(&t, "http://localhost:37777", "cross-site"), 0);
	assert_int_equal(fetch_site_status(&t, "http://evil.example.com", "same-origin"), 403);
}

/* An absolute-form target's authority names the server in place of Host,
 * whose value is then ignored but which must still be there, once. */
static void test_trust_authority(void **state)
{
	(void)state;
	struct trust t = {.port = 37777};
	struct mg_error err;
	struct http_request r = request("GET", "evil.example.com", NULL, NULL);
	r.authority = "127.0.0.1:37777";
	assert_int_equal(trust_check(&t, &r, &err), 0);
	r = request("GET", "localhost:37777", NULL, NULL);
	const char *refused[] = {"evil.example.com", "evil.example.com:37777", "localhost", "localhost:37778",
				 ""};
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
		r.authority = refused[i];
		if (trust_check(&t, &r, &err) != 403)
			fail_msg("target authority '%s' answered %d, want 403", refused[i],
				 trust_check(&t, &r, &err));
		assert_non_null(strstr(err.msg, "absolute request target"));
	}
	r = request("GET", NULL, NULL, NULL);
	r.authority = "localhost:37777";
	assert_int_equal(trust_check(&t, &r, &err), 400);
	r.http10 = true;
	assert_int_equal(trust_check(&t, &r, &err), 0);
	r = request("GET", "localhost:37777|localhost:37777", NULL, NULL);
	r.authority = "localhost:37777";
	assert_int_equal(trust_check(&t, &r, &err), 400);
}

static int token_status(const struct trust *t, const char *auth)
{
	struct http_request r = request("GET", "localhost:37777", NULL, auth);
	struct mg_error err;
	return trust_token(t, &r, &err);
}

static void test_trust_token(void **state)
{
	(void)state;
	struct trust open = {.port = 37777};
	assert_int_equal(token_status(&open, NULL), 0);
	assert_int_equal(token_status(&open, "Bearer anything"), 0);
	char *tok = trust_new_token();
	assert_non_null(tok);
	assert_int_equal(strlen(tok), 64);
	assert_int_equal(strspn(tok, "0123456789abcdef"), 64);
	char *other = trust_new_token();
	assert_string_not_equal(tok, other);
	free(other);
	struct trust t = {.port = 37777, .token = tok};
	struct sbuf b = {0};
	sbuf_printf(&b, "Bearer %s", tok);
	assert_int_equal(token_status(&t, b.data), 0);
	sbuf_reset(&b);
	sbuf_printf(&b, "bearer   %s", tok);
	assert_int_equal(token_status(&t, b.data), 0);
	const char *wrong[] = {NULL, "", "Bearer", "Bearer ", "Basic dXNlcjpwYXNz", tok};
	for (size_t i = 0; i < sizeof wrong / sizeof *wrong; i++)
		assert_int_equal(token_status(&t, wrong[i]), 401);
	/* One character off, shorter, longer; sent twice. */
	sbuf_reset(&b);
	sbuf_printf(&b, "Bearer %.63s%c", tok, tok[63] == 'a' ? 'b' : 'a');
	assert_int_equal(token_status(&t, b.data), 401);
	sbuf_reset(&b);
	sbuf_printf(&b, "Bearer %.63s", tok);
	assert_int_equal(token_status(&t, b.data), 401);
	sbuf_reset(&b);
	sbuf_printf(&b, "Bearer %s0", tok);
	assert_int_equal(token_status(&t, b.data), 401);
	sbuf_reset(&b);
	sbuf_printf(&b, "Bearer %s|Bearer %s", tok, tok);
	assert_int_equal(token_status(&t, b.data), 401);
	sbuf_free(&b);
	free(tok);
}

static void test_trust_token_file(void **state)
{
	(void)state;
	char path[] = "/tmp/memgrep-token-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	struct mg_error err;
	const char *cases[][2] = {{"0123456789abcdefXYZ\n", "0123456789abcdefXYZ"},
				  {"0123456789abcdef\r\nsecond line\n", "0123456789abcdef"},
				  {"0123456789abcdef", "0123456789abcdef"},
				  {"short\n", NULL},
				  {"0123456789 abcdef\n", NULL},
				  {"\n0123456789abcdef\n", NULL},
				  {"", NULL}};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		assert_int_equal(ftruncate(fd, 0), 0);
		assert_int_equal(pwrite(fd, cases[i][0], strlen(cases[i][0]), 0),
				 (ssize_t)strlen(cases[i][0]));
		char *got = trust_read_token(path, &err);
		if (cases[i][1]) {
			assert_non_null(got);
			assert_string_equal(got, cases[i][1]);
		} else {
			assert_null(got);
			assert_non_null(strstr(err.msg, "--token-file"));
		}
		free(got);
	}
	close(fd);
	unlink(path);
	assert_null(trust_read_token(path, &err));
	assert_non_null(strstr(err.msg, "No such file"));
}

const struct CMUnitTest serve_tests[] = {
    cmocka_unit_test(test_trust_host),	     cmocka_unit_test(test_trust_origin),
    cmocka_unit_test(test_trust_fetch_site), cmocka_unit_test(test_trust_authority),
    cmocka_unit_test(test_trust_token),	     cmocka_unit_test(test_trust_token_file),
    cmocka_unit_test(test_form_decode),	     cmocka_unit_test(test_form_decode_refuses),
    cmocka_unit_test(test_serve_defaults),   cmocka_unit_test(test_serve_options),
    cmocka_unit_test(test_serve_errors),     cmocka_unit_test(test_serve_help),
};

const size_t serve_tests_n = sizeof serve_tests / sizeof serve_tests[0];
