/* Unit tests for stages/redact: every pattern finds a secret of its real
 * shape and leaves a look-alike, the replacement text and its counts, the
 * mapping of highlight positions, and the value test of assignments.
 *
 * Every sample is synthetic: made at run time from a prefix, split in the
 * source so that no literal here has a credential's shape (GitHub's push
 * protection and other scanners look for those), and characters from a
 * fixed pseudo-random sequence. None is or was a real key. */
#include "unit.h"

#include <string.h>

#include "base/xalloc.h"
#include "stages/redact.h"

static const char ALNUM[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
static const char URLSAFE[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
static const char UPPER_DIGITS[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
static const char HEX[] = "0123456789abcdef";
static const char BASE64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* Appends n characters of alphabet, from a fixed sequence (a linear
 * congruential generator seeded per call): random-looking, fake. */
static void fake(struct sbuf *b, const char *alphabet, size_t n, unsigned seed)
{
	size_t m = strlen(alphabet);
	unsigned x = seed * 2654435761u + 12345u;
	for (size_t i = 0; i < n; i++) {
		x = x * 1103515245u + 12345u;
		sbuf_addc(b, alphabet[(x >> 16) % m]);
	}
}

/* A sample: the parts a, b (a prefix split in two), n fake characters of
 * alphabet, then tail. */
static void sample(struct sbuf *b, const char *a, const char *pre, const char *alphabet, size_t n,
		   const char *tail, unsigned seed)
{
	sbuf_reset(b);
	sbuf_adds(b, a);
	sbuf_adds(b, pre);
	fake(b, alphabet, n, seed);
	sbuf_adds(b, tail);
}

/* text = "see " + secret + " here": one span, exactly the secret (from
 * `value_at` bytes into it), of kind. */
static void finds(const char *secret, size_t value_at, enum redact_kind kind)
{
	struct redact *r = redact_new(NULL, NULL);
	struct sbuf t = {0};
	sbuf_printf(&t, "see %s here", secret);
	const struct redact_span *sp;
	size_t n = redact_find(r, t.data, t.len, &sp);
	if (n != 1)
		fail_msg("%zu spans in '%s'", n, t.data);
	assert_int_equal(sp[0].start, 4 + value_at);
	assert_int_equal(sp[0].end, 4 + strlen(secret));
	assert_string_equal(redact_kind_name(sp[0].kind), redact_kind_name(kind));
	sbuf_free(&t);
	redact_free(r);
}

static void leaves(const char *text)
{
	struct redact *r = redact_new(NULL, NULL);
	const struct redact_span *sp;
	size_t n = redact_find(r, text, strlen(text), &sp);
	if (n != 0)
		fail_msg("'%s' found in '%s'", redact_kind_name(sp[0].kind), text);
	redact_free(r);
}

static void test_anthropic(void **state)
{
	(void)state;
	struct sbuf b = {0};
	sample(&b, "sk-", "ant-api03-", URLSAFE, 93, "AA", 1);
	finds(b.data, 0, RK_ANTHROPIC);
	sample(&b, "sk-", "ant-oat01-", URLSAFE, 60, "", 2);
	finds(b.data, 0, RK_ANTHROPIC);
	leaves("sk-ant-api03-short and sk-ant-... in the docs");
	sbuf_free(&b);
}

static void test_openai(void **state)
{
	(void)state;
	struct sbuf b = {0}, c = {0};
	sample(&b, "sk-", "proj-", URLSAFE, 74, "T3Blbk", 3);
	sample(&c, b.data, "FJ", URLSAFE, 74, "", 4);
	finds(c.data, 0, RK_OPENAI);
	sample(&b, "sk-", "", ALNUM, 48, "", 5);
	finds(b.data, 0, RK_OPENAI);
	leaves("sk-proj-example, risk-free, sk-learn");
	sbuf_free(&b);
	sbuf_free(&c);
}

static void test_github(void **state)
{
	(void)state;
	struct sbuf b = {0};
	const char *const prefixes[] = {"p_", "o_", "u_", "s_", "r_"};
	for (unsigned i = 0; i < 5; i++) {
		sample(&b, "gh", prefixes[i], ALNUM, 36, "", 10 + i);
		finds(b.data, 0, RK_GITHUB);
	}
	sample(&b, "github", "_pat_", ALNUM, 82, "", 16);
	finds(b.data, 0, RK_GITHUB);
	sample(&b, "gh", "p_", ALNUM, 20, " is too short", 17);
	leaves(b.data);
	leaves("github_pat_example and ghp_xxx");
	sbuf_free(&b);
}

static void test_gitlab(void **state)
{
	(void)state;
	struct sbuf b = {0};
	sample(&b, "gl", "pat-", URLSAFE, 20, "", 20);
	finds(b.data, 0, RK_GITLAB);
	sample(&b, "gl", "pat-", URLSAFE, 19, "", 21);
	leaves(b.data);
	sbuf_free(&b);
}

static void test_slack(void **state)
{
	(void)state;
	struct sbuf b = {0}, c = {0};
	sample(&b, "xo", "xb-", "0123456789", 12, "-", 30);
	sample(&c, b.data, "", "0123456789", 13, "-", 31);
	fake(&c, ALNUM, 24, 32);
	finds(c.data, 0, RK_SLACK);
	sample(&b, "hooks.", "slack.com/services/T", ALNUM, 8, "/B", 33);
	sample(&c, b.data, "", ALNUM, 10, "/", 34);
	fake(&c, ALNUM, 24, 35);
	finds(c.data, 0, RK_SLACK);
	leaves("xoxb-your-token-here and https://hooks.slack.com/services/");
	sbuf_free(&b);
	sbuf_free(&c);
}

static void test_stripe(void **state)
{
	(void)state;
	struct sbuf b = {0};
	sample(&b, "sk", "_live_", ALNUM, 24, "", 40);
	finds(b.data, 0, RK_STRIPE);
	sample(&b, "rk", "_live_", ALNUM, 24, "", 41);
	finds(b.data, 0, RK_STRIPE);
	leaves("sk_live_ and rk_live_123 and disk_live_area");
	sbuf_free(&b);
}

static void test_google(void **state)
{
	(void)state;
	struct sbuf b = {0};
	sample(&b, "AI", "za", URLSAFE, 35, "", 50);
	finds(b.data, 0, RK_GOOGLE);
	sample(&b, "AI", "za", URLSAFE, 30, "", 51);
	leaves(b.data);
	sbuf_free(&b);
}

static void test_aws(void **state)
{
	(void)state;
	struct sbuf b = {0};
	sample(&b, "AK", "IA", UPPER_DIGITS, 16, "", 60);
	finds(b.data, 0, RK_AWS);
	sample(&b, "AS", "IA", UPPER_DIGITS, 16, "", 61);
	finds(b.data, 0, RK_AWS);
	sample(&b, "AK", "IA", UPPER_DIGITS, 15, "", 62);
	leaves(b.data);
	sample(&b, "AK", "IA", "abcdefghijklmnop", 16, "", 63);
	leaves(b.data);
	sbuf_free(&b);
}

static void test_azure(void **state)
{
	(void)state;
	struct sbuf b = {0};
	sample(&b, "Account", "Key=", BASE64, 86, "==", 70);
	finds(b.data, strlen("AccountKey="), RK_AZURE);
	sample(&b, "SharedAccess", "Key=", BASE64, 43, "=", 71);
	finds(b.data, strlen("SharedAccessKey="), RK_AZURE);
	leaves("AccountKey=<your-account-key>;EndpointSuffix=core.windows.net");
	sbuf_free(&b);
}

static void test_twilio(void **state)
{
	(void)state;
	struct sbuf b = {0};
	sample(&b, "S", "K", HEX, 32, "", 80);
	finds(b.data, 0, RK_TWILIO);
	sample(&b, "A", "C", HEX, 32, "", 81);
	finds(b.data, 0, RK_TWILIO);
	sample(&b, "S", "K", HEX, 31, "", 82);
	leaves(b.data);
	sample(&b, "S", "K", "ghijklmnopqrstuvwxyz", 32, "", 83);
	leaves(b.data);
	sbuf_free(&b);
}

static void test_private_key(void **state)
{
	(void)state;
	struct sbuf b = {0}, c = {0};
	sample(&b, "-----BEGIN RSA ", "PRIVATE KEY-----\n", BASE64, 64, "\n", 90);
	fake(&b, BASE64, 40, 91);
	sample(&c, b.data, "\n-----END RSA ", "", 0, "PRIVATE KEY-----", 0);
	finds(c.data, 0, RK_PRIVATE_KEY);
	/* Without its END line: its lines, up to the first that is not. */
	struct redact *r = redact_new(NULL, NULL);
	struct sbuf t = {0};
	sbuf_printf(&t, "%s\n\nfine", b.data);
	const struct redact_span *sp;
	assert_int_equal(redact_find(r, t.data, t.len, &sp), 1);
	assert_int_equal(sp[0].start, 0);
	assert_int_equal(sp[0].end, b.len);
	redact_free(r);
	sbuf_free(&t);
	leaves("-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC "
	       "KEY-----");
	sbuf_free(&b);
	sbuf_free(&c);
}

static void test_jwt(void **state)
{
	(void)state;
	struct sbuf b = {0}, c = {0};
	sample(&b, "ey", "J", URLSAFE, 30, ".ey", 100);
	sample(&c, b.data, "J", URLSAFE, 60, ".", 101);
	fake(&c, URLSAFE, 43, 102);
	finds(c.data, 0, RK_JWT);
	leaves("the header eyJhbGciOiJIUzI1NiJ9 alone");
	sbuf_free(&b);
	sbuf_free(&c);
}

static void test_assignments(void **state)
{
	(void)state;
	struct sbuf b = {0};
	sample(&b, "pass", "word=", ALNUM, 16, "", 110);
	finds(b.data, strlen("password="), RK_PASSWORD);
	sample(&b, "DB_PASS", "WORD: \"", ALNUM, 20, "", 111);
	finds(b.data, strlen("DB_PASSWORD: \""), RK_PASSWORD);
	sample(&b, "api_to", "ken = ", ALNUM, 32, "", 112);
	finds(b.data, strlen("api_token = "), RK_TOKEN);
	sample(&b, "\"client_sec", "ret\": \"", ALNUM, 24, "", 113);
	finds(b.data, strlen("\"client_secret\": \""), RK_SECRET);
	leaves("password=changeme and token: <your token> and secret: ${CLIENT_SECRET}");
	leaves("max_tokens: 4096, password: hunter2, token=process.env.GITHUB_TOKEN");
	leaves("the secret: is out");
	/* grep's path:line:text of a file named after a key; references. */
	leaves("src/cli/token.go:567:static int throughput_serialize(struct the *s)");
	leaves("password: process.env.DB_PASSWORD_2 and secret_key = settings.SECRET_KEY2");
	sbuf_free(&b);
}

static void test_entropy(void **state)
{
	(void)state;
	assert_false(redact_high_entropy("changeme", 8));
	assert_false(redact_high_entropy("aaaaaaaa1111", 12));
	assert_false(redact_high_entropy("xxxxxxxxxxxxxxxx", 16));
	assert_false(redact_high_entropy("my_secret_name", 14));
	assert_false(redact_high_entropy("$API_TOKEN1", 11));
	assert_true(redact_high_entropy("q7Wm2Kx9pL4z", 12));
	assert_true(redact_high_entropy("Zr8!vN3@", 8));
}

/* The text with the secret replaced; a highlight inside it covers the
 * whole replacement, one after it moves; counts; nothing to do: false. */
static void test_text_and_map(void **state)
{
	(void)state;
	struct sbuf key = {0}, t = {0}, out = {0};
	sample(&key, "gh", "p_", ALNUM, 36, "", 120);
	sbuf_printf(&t, "é %s and %s end", key.data, key.data);
	struct redact *r = redact_new(NULL, NULL);
	assert_true(redact_text(r, t.data, t.len, &out));
	assert_string_equal(out.data, "é [redacted:github] and [redacted:github] end");
	assert_int_equal(redact_counts(r)[RK_GITHUB], 2);
	assert_int_equal(redact_total(r), 2);
	/* "ghp" (code points 2 to 5) in the first key: the replacement. */
	assert_int_equal(redact_map_start(r, 2), 2);
	assert_int_equal(redact_map_end(r, 5), 19);
	/* "and" after it (code points 43 to 46). */
	assert_int_equal(redact_map_start(r, 43), 20);
	assert_int_equal(redact_map_end(r, 46), 23);
	/* "end" after both. */
	assert_int_equal(redact_map_start(r, 2 + 40 + 5 + 40 + 1), 24 + 17 + 1);
	/* Its output holds nothing more to redact. */
	struct sbuf again = {0};
	assert_false(redact_text(r, out.data, out.len, &again));
	assert_false(redact_text(r, "plain text", 10, &again));
	assert_int_equal(redact_total(r), 2);
	assert_false(redact_failed(r, NULL));
	redact_free(r);
	sbuf_free(&key);
	sbuf_free(&t);
	sbuf_free(&out);
	sbuf_free(&again);
}

/* Secrets that overlap are one, named by the first kind in the list: an
 * assignment whose value is a GitHub token is a github secret. */
static void test_overlap(void **state)
{
	(void)state;
	struct sbuf b = {0};
	sample(&b, "GITHUB_TOKEN=g", "hp_", ALNUM, 36, "", 130);
	finds(b.data, strlen("GITHUB_TOKEN="), RK_GITHUB);
	sbuf_free(&b);
}

/* Spans far into a long text, and one ending at its very end (the
 * stream's reset reports it): the starts are exact (docs/hacking.md, "The
 * vectorscan abort": the database runs in stream mode). */
static void test_long_text(void **state)
{
	(void)state;
	struct sbuf key = {0}, t = {0};
	sample(&key, "sk-", "proj-", URLSAFE, 60, "T3Blbk", 140);
	fake(&key, "F", 1, 0);
	sbuf_adds(&key, "J");
	fake(&key, URLSAFE, 60, 141);
	for (int i = 0; i < 200; i++)
		sbuf_adds(&t, "zzzzz ");
	size_t at = t.len;
	sbuf_add(&t, key.data, key.len);
	sbuf_adds(&t, " and at the end ");
	size_t at2 = t.len;
	sbuf_adds(&t, "AK");
	sbuf_adds(&t, "IA");
	fake(&t, UPPER_DIGITS, 16, 142);
	struct redact *r = redact_new(NULL, NULL);
	const struct redact_span *sp;
	assert_int_equal(redact_find(r, t.data, t.len, &sp), 2);
	assert_int_equal(sp[0].start, at);
	assert_int_equal(sp[0].end, at + key.len);
	assert_int_equal(sp[0].kind, RK_OPENAI);
	assert_int_equal(sp[1].start, at2);
	assert_int_equal(sp[1].end, t.len);
	assert_int_equal(sp[1].kind, RK_AWS);
	/* The stream is reset: the next text is scanned alone. */
	assert_int_equal(redact_find(r, "AKIA", 4, &sp), 0);
	redact_free(r);
	sbuf_free(&key);
	sbuf_free(&t);
}

const struct CMUnitTest redact_tests[] = {
    cmocka_unit_test(test_anthropic),	 cmocka_unit_test(test_openai),
    cmocka_unit_test(test_github),	 cmocka_unit_test(test_gitlab),
    cmocka_unit_test(test_slack),	 cmocka_unit_test(test_stripe),
    cmocka_unit_test(test_google),	 cmocka_unit_test(test_aws),
    cmocka_unit_test(test_azure),	 cmocka_unit_test(test_twilio),
    cmocka_unit_test(test_private_key),	 cmocka_unit_test(test_jwt),
    cmocka_unit_test(test_assignments),	 cmocka_unit_test(test_entropy),
    cmocka_unit_test(test_text_and_map), cmocka_unit_test(test_overlap),
    cmocka_unit_test(test_long_text),
};

const size_t redact_tests_n = sizeof redact_tests / sizeof redact_tests[0];
