/* redact: finds the credentials of a printed text and replaces each by
 * [redacted:KIND] (see redact.h and docs/reference.md §4.6).
 *
 * As the search does (docs/hacking.md, ripgrep's matcher and verifier),
 * one Hyperscan database finds candidates fast and C confirms them: the
 * database holds the literal each shape starts with (sk-ant-, ghp_, AKIA,
 * -----BEGIN, password, …; block mode, no start of match needed: a
 * literal's start is its end less its length), and each hit is checked
 * against its shape here, by the verifier of its row, which also gives the
 * secret's span. A database of the whole shapes (bounded repeats, word
 * boundaries, HS_FLAG_SOM_LEFTMOST) took 200 ms to compile, in every
 * search run without the index's cache of databases; this one takes a
 * few. An assignment (password=, token:, secret …) is read up to its value,
 * which redact_high_entropy judges; a private key's BEGIN line is paired
 * with the END line that follows it (the whole block goes; with no END,
 * the key's lines up to where they stop). The spans of all rows are then
 * sorted and joined where they overlap. */
#include "stages/redact.h"

#include <hs/hs.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/hs_cache.h"
#include "base/text.h"

/* The characters of a run (ASCII): each class a set. */
enum cls { C_ALNUM, C_URLSAFE, C_WORD, C_UPPER_DIGIT, C_HEX, C_B64, C_GITLAB, C_SLACK, C_HOOK, C_KEYNAME };

static bool in_cls(enum cls c, unsigned char ch)
{
	bool alnum = (ch >= '0' && ch <= '9') || ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'z');
	switch (c) {
	case C_ALNUM:
		return alnum;
	case C_URLSAFE:
		return alnum || ch == '_' || ch == '-';
	case C_WORD:
		return alnum || ch == '_';
	case C_UPPER_DIGIT:
		return (ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z');
	case C_HEX:
		return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f');
	case C_B64:
		return alnum || ch == '+' || ch == '/';
	case C_GITLAB:
		return alnum || ch == '_' || ch == '-' || ch == '.';
	case C_SLACK:
		return alnum || ch == '-';
	case C_HOOK:
		return alnum || ch == '_' || ch == '-' || ch == '/' || ch == '+';
	case C_KEYNAME:
		return (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == ' ' || ch == '_' ||
		       ch == '-';
	}
	return false;
}

/* The end of the run of class c from i. */
static size_t run_end(const char *t, size_t len, size_t i, enum cls c)
{
	while (i < len && in_cls(c, (unsigned char)t[i]))
		i++;
	return i;
}

/* Whether a word boundary (\b, ASCII) is before t[i]: t[i-1] is no word
 * character. */
static bool boundary(const char *t, size_t i)
{
	return i == 0 || !in_cls(C_WORD, (unsigned char)t[i - 1]);
}

static bool starts(const char *t, size_t len, size_t i, const char *lit)
{
	size_t n = strlen(lit);
	return i + n <= len && memcmp(t + i, lit, n) == 0;
}

/* A verifier: whether the hit of its row at `at` (where its literal
 * starts; `after` where it ends) is a secret, and its span [*a, *b). */
typedef bool verify_fn(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b);

/* A literal and a run of class c of at least min characters (at most max,
 * 0: any), with a word boundary before the literal and, when `end_b`,
 * after the run: the whole. */
static bool prefix_run(const char *t, size_t len, size_t at, size_t after, enum cls c, size_t min, size_t max,
		       bool end_b, size_t *a, size_t *b)
{
	size_t e = run_end(t, len, after, c);
	if (!boundary(t, at) || e - after < min || (max && e - after > max))
		return false;
	if (end_b && e < len && in_cls(C_WORD, (unsigned char)t[e]))
		return false;
	*a = at;
	*b = e;
	return true;
}

/* sk-ant-: a kind and its version (api03, admin01, oat01), '-', 20 or more. */
static bool v_anthropic(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	size_t i = after, k = run_end(t, len, i, C_ALNUM);
	size_t letters = 0;
	while (i + letters < k && t[i + letters] >= 'a' && t[i + letters] <= 'z')
		letters++;
	if (letters < 3 || letters > 6 || k - i - letters != 2 || k >= len || t[k] != '-')
		return false;
	return prefix_run(t, len, at, k + 1, C_URLSAFE, 20, 0, false, a, b);
}

/* sk-: with the marker T3BlbkFJ inside a run of 40 or more (sk-proj-,
 * sk-svcacct-, sk-admin- ones too), sk-proj- and 40 or more, or sk- and
 * exactly 48 letters and digits. */
static bool v_openai(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	if (starts(t, len, after, "ant-") || !boundary(t, at))
		return false;
	size_t e = run_end(t, len, after, C_URLSAFE);
	const char *marker = memmem(t + after, e - after, "T3BlbkFJ", 8);
	bool proj = starts(t, len, after, "proj-");
	if ((marker && e - after >= 40) || (proj && e - after >= 45) ||
	    (run_end(t, len, after, C_ALNUM) == e && e - after == 48)) {
		*a = at;
		*b = e;
		return true;
	}
	return false;
}

/* ghp_ gho_ ghu_ ghs_ ghr_ and 36 to 251 letters or digits. */
static bool v_github(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	return prefix_run(t, len, at, after, C_ALNUM, 36, 251, true, a, b);
}

/* github_pat_ and 82 of [A-Za-z0-9_] (or more). */
static bool v_github_pat(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	return prefix_run(t, len, at, after, C_WORD, 82, 0, false, a, b);
}

/* glpat- and 20 or more (a routable token's '.' too; one that ends a
 * sentence is not the token's). */
static bool v_gitlab(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	if (!prefix_run(t, len, at, after, C_GITLAB, 20, 0, false, a, b))
		return false;
	while (*b > after + 20 && t[*b - 1] == '.')
		(*b)--;
	return true;
}

/* xoxb- (and xoxa- xoxp- xoxr- xoxs-), 8 or more digits, '-', 8 more. */
static bool v_slack(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	size_t d = after;
	while (d < len && t[d] >= '0' && t[d] <= '9')
		d++;
	if (d - after < 8 || d >= len || t[d] != '-')
		return false;
	if (!prefix_run(t, len, at, d + 1, C_SLACK, 8, 0, false, a, b))
		return false;
	*a = at;
	return true;
}

/* hooks.slack.com/services/ (workflows/, triggers/) and 20 or more. */
static bool v_slack_hook(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	static const char *const paths[] = {"services/", "workflows/", "triggers/"};
	for (size_t i = 0; i < 3; i++) {
		if (starts(t, len, after, paths[i])) {
			size_t from = after + strlen(paths[i]), e = run_end(t, len, from, C_HOOK);
			if (e - from < 20)
				return false;
			*a = at;
			*b = e;
			return true;
		}
	}
	return false;
}

/* sk_live_ rk_live_ (_test_, _prod_) and 16 or more. */
static bool v_stripe(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	return prefix_run(t, len, at, after, C_ALNUM, 16, 0, false, a, b);
}

/* AIza and 35 (or more) of [A-Za-z0-9_-]. */
static bool v_google(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	return prefix_run(t, len, at, after, C_URLSAFE, 35, 0, false, a, b);
}

/* AKIA or ASIA and exactly 16 capitals or digits. */
static bool v_aws(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	return prefix_run(t, len, at, after, C_UPPER_DIGIT, 16, 16, true, a, b);
}

/* AccountKey= or SharedAccessKey= and 30 or more base64 characters (and
 * its '=' padding): the value. */
static bool v_azure(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	if (!prefix_run(t, len, at, after, C_B64, 30, 0, false, a, b))
		return false;
	for (int pad = 0; pad < 2 && *b < len && t[*b] == '='; pad++)
		(*b)++;
	*a = after;
	return true;
}

/* SK or AC and exactly 32 lowercase hex digits. */
static bool v_twilio(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	return prefix_run(t, len, at, after, C_HEX, 32, 32, true, a, b);
}

/* A key line's rest after -----BEGIN or -----END: up to 40 of
 * [ A-Z0-9_-], PRIVATE KEY, " BLOCK" or not, -----; its end. */
static size_t key_line_end(const char *t, size_t len, size_t after)
{
	size_t e = run_end(t, len, after, C_KEYNAME), limit = after + 41;
	/* The name's run takes "PRIVATE KEY" too: find it within. */
	for (size_t i = after; i < e && i < limit; i++) {
		if (!starts(t, len, i, "PRIVATE KEY"))
			continue;
		size_t j = i + 11;
		if (starts(t, len, j, " BLOCK"))
			j += 6;
		if (starts(t, len, j, "-----"))
			return j + 5;
	}
	return 0;
}

/* eyJ…, '.', eyJ…, '.', and the signature: header and payload of 10 or
 * more after their "eyJ". */
static bool v_jwt(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	size_t h = run_end(t, len, after, C_URLSAFE);
	if (!boundary(t, at) || h - after < 10 || !starts(t, len, h, ".eyJ"))
		return false;
	size_t p = run_end(t, len, h + 4, C_URLSAFE);
	if (p - (h + 4) < 10 || p >= len || t[p] != '.')
		return false;
	*a = at;
	*b = run_end(t, len, p + 1, C_URLSAFE);
	return true;
}

/* Whether c ends an assignment's value. */
static bool value_end(const char *t, size_t i, size_t len)
{
	unsigned char c = (unsigned char)t[i];
	if (c <= ' ' || strchr("\"'`,;()[]{}<>|", c))
		return true;
	/* An escaped quote or newline of a JSON text inside the text. */
	return c == '\\' && i + 1 < len && strchr("\"'nrt\\", t[i + 1]);
}

/* password, passwd, token, secret: up to 20 more name characters
 * (DB_PASSWORD, api_token; letters, digits, _ and -), a closing quote or not, up to 3 spaces, a
 * separator (: = := =>), then spaces and an opening quote skipped, the
 * value up to its end; a secret when redact_high_entropy says so. */
static bool v_assign(const char *t, size_t len, size_t at, size_t after, size_t *a, size_t *b)
{
	size_t i = after;
	/* No '.': token.go, secret.yaml are files (grep's path:line:text). */
	while (i < len && i - after < 20 && (in_cls(C_WORD, (unsigned char)t[i]) || t[i] == '-'))
		i++;
	if (i < len && (t[i] == '"' || t[i] == '\''))
		i++;
	for (int n = 0; n < 3 && i < len && (t[i] == ' ' || t[i] == '\t'); n++)
		i++;
	if (i >= len || (t[i] != ':' && t[i] != '='))
		return false;
	i += 1 + (i + 1 < len && ((t[i] == ':' && t[i + 1] == '=') || (t[i] == '=' && t[i + 1] == '>')));
	while (i < len && (t[i] == ' ' || t[i] == '\t'))
		i++;
	if (i + 1 < len && t[i] == '\\' && (t[i + 1] == '"' || t[i + 1] == '\''))
		i += 2;
	else if (i < len && t[i] && strchr("\"'`", t[i]))
		i++;
	*a = i;
	while (i < len && i - *a < 1024 && !value_end(t, i, len))
		i++;
	*b = i;
	return redact_high_entropy(t + *a, *b - *a);
}

/* Each literal a shape starts with, its kind and its verifier (NULL: a
 * private key's line, paired in key_block). Where each shape comes from
 * (the vendor's documentation of its format, or gitleaks' rule by name):
 *   anthropic  Anthropic's API key format (sk-ant-api03-…); gitleaks'
 *              anthropic-api-key, anthropic-admin-api-key
 *   openai     OpenAI's API keys page (sk-proj-…); gitleaks' openai-api-key
 *              (the T3BlbkFJ marker, base64 of "OpenAI")
 *   github     GitHub's "About authentication to GitHub" (token prefixes);
 *              gitleaks' github-pat, github-oauth, github-app-token,
 *              github-refresh-token, github-fine-grained-pat
 *   gitlab     GitLab's "Token prefixes"; gitleaks' gitlab-pat
 *   slack      Slack's "Token types"; gitleaks' slack-bot-token,
 *              slack-user-token, slack-webhook-url
 *   stripe     Stripe's "API keys"; gitleaks' stripe-access-token
 *   google     gitleaks' gcp-api-key
 *   aws        AWS IAM's "Unique identifiers" (AKIA, ASIA); gitleaks'
 *              aws-access-token
 *   azure      Azure's "Configure Azure Storage connection strings"
 *              (AccountKey=, SharedAccessKey=)
 *   twilio     Twilio's glossary, "SID" (SK…, AC…); gitleaks' twilio-api-key
 *   private-key RFC 7468 §2; gitleaks' private-key
 *   jwt        RFC 7519 §3, RFC 7515 §7.1; gitleaks' jwt
 *   password, token, secret  gitleaks' generic-api-key (with its entropy
 *              test)
 * Samples that match and look-alikes that must not are in
 * tests/unit/test_redact.c. */
static const struct row {
	const char *lit;  /* the literal; expr, when it is not, its pattern */
	const char *expr; /* NULL: lit */
	enum redact_kind kind;
	verify_fn *verify;
	unsigned flags;
} rows[] = {
    {"sk-ant-", NULL, RK_ANTHROPIC, v_anthropic, 0},
    {"sk-", NULL, RK_OPENAI, v_openai, 0},
    {"ghp_", NULL, RK_GITHUB, v_github, 0},
    {"gho_", NULL, RK_GITHUB, v_github, 0},
    {"ghu_", NULL, RK_GITHUB, v_github, 0},
    {"ghs_", NULL, RK_GITHUB, v_github, 0},
    {"ghr_", NULL, RK_GITHUB, v_github, 0},
    {"github_pat_", NULL, RK_GITHUB, v_github_pat, 0},
    {"glpat-", NULL, RK_GITLAB, v_gitlab, 0},
    {"xoxa-", NULL, RK_SLACK, v_slack, 0},
    {"xoxb-", NULL, RK_SLACK, v_slack, 0},
    {"xoxp-", NULL, RK_SLACK, v_slack, 0},
    {"xoxr-", NULL, RK_SLACK, v_slack, 0},
    {"xoxs-", NULL, RK_SLACK, v_slack, 0},
    {"hooks.slack.com/", "hooks\\.slack\\.com/", RK_SLACK, v_slack_hook, 0},
    {"sk_live_", NULL, RK_STRIPE, v_stripe, 0},
    {"rk_live_", NULL, RK_STRIPE, v_stripe, 0},
    {"sk_test_", NULL, RK_STRIPE, v_stripe, 0},
    {"rk_test_", NULL, RK_STRIPE, v_stripe, 0},
    {"sk_prod_", NULL, RK_STRIPE, v_stripe, 0},
    {"rk_prod_", NULL, RK_STRIPE, v_stripe, 0},
    {"AIza", NULL, RK_GOOGLE, v_google, 0},
    {"AKIA", NULL, RK_AWS, v_aws, 0},
    {"ASIA", NULL, RK_AWS, v_aws, 0},
    {"AccountKey=", NULL, RK_AZURE, v_azure, 0},
    {"SharedAccessKey=", NULL, RK_AZURE, v_azure, 0},
    {"SK", NULL, RK_TWILIO, v_twilio, 0},
    {"AC", NULL, RK_TWILIO, v_twilio, 0},
    {"-----BEGIN", NULL, RK_PRIVATE_KEY, NULL, 0},
    {"-----END", NULL, RK_PRIVATE_KEY, NULL, 0},
    {"eyJ", NULL, RK_JWT, v_jwt, 0},
    {"password", NULL, RK_PASSWORD, v_assign, HS_FLAG_CASELESS},
    {"passwd", NULL, RK_PASSWORD, v_assign, HS_FLAG_CASELESS},
    {"token", NULL, RK_TOKEN, v_assign, HS_FLAG_CASELESS},
    {"secret", NULL, RK_SECRET, v_assign, HS_FLAG_CASELESS},
};
/* The rows of a private key's BEGIN and END lines (test_private_key fails
 * when they move). */
enum { NROWS = sizeof rows / sizeof *rows, ROW_BEGIN = 28, ROW_END = 29 };

static const char *const kind_names[REDACT_KIND_COUNT] = {
    "anthropic", "openai", "github",	  "gitlab", "slack",	"stripe", "google", "aws",
    "azure",	 "twilio", "private-key", "jwt",    "password", "token",  "secret",
};

const char *redact_kind_name(enum redact_kind k)
{
	return k < REDACT_KIND_COUNT ? kind_names[k] : "?";
}

/* A replacement of the last text changed, in code points of the text and
 * of its redacted form. */
struct moved {
	size_t from, to, new_from, new_to;
};

struct redact {
	char *cache_dir;
	struct mem_cache *mem; /* the caller's, or NULL */
	bool tried, failed;
	const char *why;
	hs_database_t *db;
	hs_scratch_t *scratch;
	/* The scan's hits: where each row's literal starts. */
	struct hit {
		size_t at;
		unsigned row;
	} * hits;
	size_t nhits, caphits;
	struct redact_span *spans;
	size_t nspans, capspans;
	struct moved *moved;
	size_t nmoved, capmoved;
	uint64_t counts[REDACT_KIND_COUNT];
};

struct redact *redact_new(const char *cache_dir, struct mem_cache *mem)
{
	struct redact *r = xcalloc(1, sizeof *r);
	r->cache_dir = cache_dir ? xstrdup(cache_dir) : NULL;
	r->mem = mem;
	return r;
}

void redact_free(struct redact *r)
{
	if (!r)
		return;
	hs_free_scratch(r->scratch);
	hs_free_database(r->db);
	free(r->cache_dir);
	free(r->hits);
	free(r->spans);
	free(r->moved);
	free(r);
}

/* Compiles (or loads) the database and its scratch, once. Literals need no
 * start of match, so block mode is safe (docs/hacking.md, "The vectorscan
 * abort", is about a start found by a reverse scan). */
static bool ready(struct redact *r)
{
	if (r->tried)
		return !r->failed;
	r->tried = true;
	const char *exprs[NROWS];
	unsigned flags[NROWS], ids[NROWS];
	for (unsigned i = 0; i < NROWS; i++) {
		exprs[i] = rows[i].expr ? rows[i].expr : rows[i].lit;
		flags[i] = rows[i].flags;
		ids[i] = i;
	}
	hs_compile_error_t *cerr = NULL;
	if (hs_cache_compile(r->cache_dir, r->mem, exprs, flags, ids, NULL, NROWS, HS_MODE_BLOCK, &r->db,
			     &cerr) != HS_SUCCESS) {
		hs_free_compile_error(cerr);
		r->failed = true;
		r->why = "its patterns did not compile";
		return false;
	}
	if (hs_alloc_scratch(r->db, &r->scratch) != HS_SUCCESS) {
		r->failed = true;
		r->why = "no scratch for its patterns";
		return false;
	}
	return true;
}

static int on_hit(unsigned id, unsigned long long from, unsigned long long to, unsigned flags, void *ctx)
{
	struct redact *r = ctx;
	xgrow((void **)&r->hits, &r->caphits, r->nhits + 1, sizeof *r->hits);
	r->hits[r->nhits++] = (struct hit){(size_t)to - strlen(rows[id].lit), id};
	return 0;
}

static void add_span(struct redact *r, size_t start, size_t end, enum redact_kind kind)
{
	if (end <= start)
		return;
	xgrow((void **)&r->spans, &r->capspans, r->nspans + 1, sizeof *r->spans);
	r->spans[r->nspans++] = (struct redact_span){start, end, kind};
}

/* The end of the lines of base64 after a private key's BEGIN line that has
 * no END (a key cut short): up to the first byte that cannot be in them,
 * or a blank line. A JSON-escaped key (\\n) goes on as well. */
static size_t key_lines(const char *t, size_t len, size_t at)
{
	static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\\\r\n";
	size_t i = at;
	bool nl = false;
	for (; i < len && t[i] && strchr(b64, t[i]); i++) {
		if (t[i] == '\n' && nl)
			break;
		if (t[i] != '\r')
			nl = t[i] == '\n';
	}
	/* The newline that ends its last line stays. */
	while (i > at && (t[i - 1] == '\n' || t[i - 1] == '\r'))
		i--;
	return i;
}

/* A private key's block from its BEGIN line at hits[k]: to the end of the
 * first END line after it, or with none, over the lines of base64 that
 * follow. */
static void key_block(struct redact *r, const char *t, size_t len, size_t k)
{
	size_t from = r->hits[k].at;
	size_t to = key_line_end(t, len, from + strlen(rows[ROW_BEGIN].lit));
	if (!to)
		return;
	size_t end = 0;
	for (size_t j = 0; j < r->nhits; j++) {
		const struct hit *h = &r->hits[j];
		size_t e;
		if (h->row == ROW_END && h->at >= to && (!end || h->at < end) &&
		    (e = key_line_end(t, len, h->at + strlen(rows[ROW_END].lit))) != 0)
			end = e;
	}
	add_span(r, from, end ? end : key_lines(t, len, to), RK_PRIVATE_KEY);
}

/* The scan's hits into the text's secrets. */
static void spans_of_hits(struct redact *r, const char *t, size_t len)
{
	for (size_t k = 0; k < r->nhits; k++) {
		const struct hit *h = &r->hits[k];
		const struct row *w = &rows[h->row];
		size_t a, b;
		if (h->row == ROW_BEGIN)
			key_block(r, t, len, k);
		else if (w->verify && w->verify(t, len, h->at, h->at + strlen(w->lit), &a, &b))
			add_span(r, a, b, w->kind);
	}
}

static int by_start(const void *a, const void *b)
{
	const struct redact_span *x = a, *y = b;
	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	return (int)x->kind - (int)y->kind;
}

/* Sorts the spans and joins those that overlap (the first's kind). */
static void join_spans(struct redact *r)
{
	if (r->nspans < 2)
		return;
	qsort(r->spans, r->nspans, sizeof *r->spans, by_start);
	size_t n = 1;
	for (size_t i = 1; i < r->nspans; i++) {
		struct redact_span *last = &r->spans[n - 1];
		if (r->spans[i].start < last->end) {
			if (r->spans[i].end > last->end)
				last->end = r->spans[i].end;
		} else {
			r->spans[n++] = r->spans[i];
		}
	}
	r->nspans = n;
}

size_t redact_find(struct redact *r, const char *text, size_t len, const struct redact_span **spans)
{
	r->nhits = r->nspans = 0;
	*spans = NULL;
	if (!ready(r))
		return 0;
	/* Hyperscan takes an unsigned length: a longer text is withheld. */
	if (len > UINT32_MAX ||
	    hs_scan(r->db, len ? text : "", (unsigned)len, 0, r->scratch, on_hit, r) != HS_SUCCESS) {
		r->failed = true;
		r->why = "a text could not be scanned";
		add_span(r, 0, len, REDACT_KIND_COUNT);
		*spans = r->spans;
		return r->nspans;
	}
	spans_of_hits(r, text, len);
	join_spans(r);
	*spans = r->spans;
	return r->nspans;
}

bool redact_text(struct redact *r, const char *text, size_t len, struct sbuf *out)
{
	const struct redact_span *sp;
	size_t n = redact_find(r, text, len, &sp);
	if (!n && !r->failed)
		return false;
	sbuf_reset(out);
	r->nmoved = 0;
	if (r->failed) {
		/* Withheld whole: never printed unredacted. */
		sbuf_adds(out, "[redacted]");
		xgrow((void **)&r->moved, &r->capmoved, 1, sizeof *r->moved);
		r->moved[r->nmoved++] = (struct moved){0, text_cp_count(text, len), 0, 10};
		return true;
	}
	size_t at = 0, cp = 0, new_cp = 0;
	xgrow((void **)&r->moved, &r->capmoved, n, sizeof *r->moved);
	for (size_t i = 0; i < n; i++) {
		size_t before = text_cp_count(text + at, sp[i].start - at);
		sbuf_add(out, text + at, sp[i].start - at);
		struct moved *m = &r->moved[r->nmoved++];
		m->from = cp + before;
		m->new_from = new_cp + before;
		m->to = m->from + text_cp_count(text + sp[i].start, sp[i].end - sp[i].start);
		size_t was = out->len;
		sbuf_printf(out, "[redacted:%s]", redact_kind_name(sp[i].kind));
		m->new_to = m->new_from + (out->len - was);
		cp = m->to;
		new_cp = m->new_to;
		at = sp[i].end;
		r->counts[sp[i].kind]++;
	}
	sbuf_add(out, text + at, len - at);
	return true;
}

size_t redact_map_start(const struct redact *r, size_t cp)
{
	size_t out = cp;
	for (size_t i = 0; i < r->nmoved && r->moved[i].from <= cp; i++) {
		const struct moved *m = &r->moved[i];
		out = cp < m->to ? m->new_from : cp - m->to + m->new_to;
	}
	return out;
}

size_t redact_map_end(const struct redact *r, size_t cp)
{
	size_t out = cp;
	for (size_t i = 0; i < r->nmoved && r->moved[i].from < cp; i++) {
		const struct moved *m = &r->moved[i];
		out = cp <= m->to ? m->new_to : cp - m->to + m->new_to;
	}
	return out;
}

const uint64_t *redact_counts(const struct redact *r)
{
	return r->counts;
}

uint64_t redact_total(const struct redact *r)
{
	uint64_t n = 0;
	for (int k = 0; k < REDACT_KIND_COUNT; k++)
		n += r->counts[k];
	return n;
}

bool redact_failed(const struct redact *r, const char **why)
{
	if (why)
		*why = r->why;
	return r->failed;
}

/* A value that stands for a secret rather than being one: a variable
 * ($X, ${X}, %X%), a template ({{x}}, <your token>), a mask (****, xxxx,
 * …), a dotted name. */
static bool placeholder(const char *v, size_t len)
{
	if (!v[0] || strchr("$<{%*.", v[0]))
		return true;
	/* A dotted name (process.env.DB_PASSWORD_2, settings.SECRET_KEY): a
	 * reference to where the secret is. */
	bool dotted = false, ident = true, start = true;
	for (size_t i = 0; i < len && ident; i++) {
		unsigned char c = (unsigned char)v[i];
		if (c == '.' && !start) {
			dotted = start = true;
		} else {
			ident = in_cls(C_WORD, c) && !(start && c >= '0' && c <= '9');
			start = false;
		}
	}
	if (dotted && ident && !start)
		return true;
	static const char *const masks[] = {"xxxx", "XXXX", "****", "....", "…"};
	for (size_t i = 0; i < sizeof masks / sizeof *masks; i++)
		if (memmem(v, len, masks[i], strlen(masks[i])))
			return true;
	return false;
}

bool redact_high_entropy(const char *v, size_t len)
{
	if (len < 8 || placeholder(v, len))
		return false;
	bool letter = false, digit = false, symbol = false;
	unsigned count[256] = {0};
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)v[i];
		count[c]++;
		if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z')
			letter = true;
		else if (c >= '0' && c <= '9')
			digit = true;
		else if (!strchr("._-", c))
			symbol = true;
	}
	/* A word, or a name of a variable or a field (a.b_c): no secret. */
	if (!letter || !(digit || symbol))
		return false;
	double h = 0;
	for (int c = 0; c < 256; c++) {
		if (count[c]) {
			double p = (double)count[c] / (double)len;
			h -= p * log2(p);
		}
	}
	/* Bits per character: near the most a value of its length can have
	 * (log2 len), and 3 for one of 10 or more. */
	double want = log2((double)len) - 0.25;
	return h >= (want < 3.0 ? want : 3.0);
}
