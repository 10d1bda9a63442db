/* redact: finds the credentials of a printed text with one Hyperscan
 * database of their shapes, scanned with HS_FLAG_SOM_LEFTMOST so that each
 * hit is a span, and replaces each by [redacted:KIND] (see redact.h and
 * docs/reference.md §4.6).
 *
 * A pattern of a variable length is reported at each of its ends; the
 * reports of one pattern that overlap are joined into one span. Three
 * shapes need a look in C after the scan: an assignment (password=,
 * token:, secret …) is matched up to its separator and its value is read
 * and judged here (redact_high_entropy); a private key's BEGIN line is
 * paired with the END line that follows it (the whole block goes, or,
 * with no END, the key's lines up to where they stop); an Azure
 * connection string keeps its `AccountKey=`. Spans of all patterns are
 * then sorted and joined where they overlap. */
#include "stages/redact.h"

#include <hs/hs.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/hs_cache.h"
#include "base/text.h"

/* What the scan's span is, and what of it is the secret. */
enum shape {
	SH_SPAN,      /* the whole match */
	SH_AFTER_EQ,  /* what follows the match's first '=' */
	SH_ASSIGN,    /* the match ends at a separator; its value is judged */
	SH_KEY_BEGIN, /* a private key's BEGIN line */
	SH_KEY_END,   /* and its END line */
};

/* Each pattern, with where its shape comes from. Samples that match and
 * look-alikes that must not are in tests/unit/test_redact.c. */
static const struct pattern {
	const char *expr;
	enum redact_kind kind;
	enum shape shape;
	unsigned flags;
} patterns[] = {
    /* Anthropic API keys sk-ant-api03-…, admin keys sk-ant-admin01-…,
     * and Claude's OAuth tokens sk-ant-oat01-/ort01-: gitleaks'
     * anthropic-api-key and anthropic-admin-api-key (93 characters and
     * "AA"); any length of 20 or more here. */
    {"sk-ant-[a-z]{3,6}[0-9]{2}-[A-Za-z0-9_-]{20,}", RK_ANTHROPIC, SH_SPAN, 0},
    /* OpenAI keys: sk-, sk-proj-, sk-svcacct-, sk-admin- with the marker
     * T3BlbkFJ (base64 of "OpenAI"): gitleaks' openai-api-key; project
     * keys without it (the platform's API keys page shows sk-proj-…), and
     * the legacy 48 characters. */
    {"\\bsk-(proj-|svcacct-|admin-)?[A-Za-z0-9_-]{16,}T3BlbkFJ[A-Za-z0-9_-]{16,}", RK_OPENAI, SH_SPAN, 0},
    {"\\bsk-proj-[A-Za-z0-9_-]{40,}", RK_OPENAI, SH_SPAN, 0},
    {"\\bsk-[A-Za-z0-9]{48}\\b", RK_OPENAI, SH_SPAN, 0},
    /* GitHub: ghp_ gho_ ghu_ ghs_ ghr_ and 36 (up to 251) characters;
     * github_pat_ and 82: GitHub's "About authentication to GitHub"
     * (token prefixes), gitleaks' github-pat, github-oauth,
     * github-app-token, github-refresh-token, github-fine-grained-pat. */
    {"\\bgh[pousr]_[A-Za-z0-9]{36,251}\\b", RK_GITHUB, SH_SPAN, 0},
    {"\\bgithub_pat_[A-Za-z0-9_]{82}\\b", RK_GITHUB, SH_SPAN, 0},
    /* GitLab personal access tokens glpat- and 20 or more (routable
     * tokens are longer, with '.'): GitLab's "Token prefixes", gitleaks'
     * gitlab-pat and gitlab-pat-routable. */
    {"\\bglpat-[A-Za-z0-9_.-]{20,}", RK_GITLAB, SH_SPAN, 0},
    /* Slack tokens xoxb- xoxp- xoxa- xoxr- xoxs- (Slack's "Token types"),
     * digits then more: gitleaks' slack-bot-token, slack-user-token,
     * slack-legacy-token; incoming webhooks (gitleaks' slack-webhook-url). */
    {"\\bxox[abprs]-[0-9]{8,}-[A-Za-z0-9-]{8,}", RK_SLACK, SH_SPAN, 0},
    {"hooks\\.slack\\.com/(services|workflows|triggers)/[A-Za-z0-9_/+-]{20,}", RK_SLACK, SH_SPAN, 0},
    /* Stripe secret and restricted keys sk_live_, rk_live_ (and _test_):
     * Stripe's "API keys", gitleaks' stripe-access-token. */
    {"\\b[rs]k_(live|test|prod)_[A-Za-z0-9]{16,}", RK_STRIPE, SH_SPAN, 0},
    /* Google API keys AIza and 35: gitleaks' gcp-api-key. */
    {"\\bAIza[A-Za-z0-9_-]{35}", RK_GOOGLE, SH_SPAN, 0},
    /* AWS access key ids AKIA (long-term) and ASIA (temporary) and 16:
     * AWS IAM's "Unique identifiers", gitleaks' aws-access-token. */
    {"\\b(AKIA|ASIA)[A-Z0-9]{16}\\b", RK_AWS, SH_SPAN, 0},
    /* Azure Storage and Service Bus connection strings: the base64 value
     * of AccountKey= and SharedAccessKey= (Azure's "Configure Azure
     * Storage connection strings"). */
    {"\\b(AccountKey|SharedAccessKey)=[A-Za-z0-9+/]{30,}={0,2}", RK_AZURE, SH_AFTER_EQ, 0},
    /* Twilio API key SIDs SK and Account SIDs AC, and 32 hex digits
     * (Twilio's glossary, "SID"); gitleaks' twilio-api-key. */
    {"\\b(SK|AC)[0-9a-f]{32}\\b", RK_TWILIO, SH_SPAN, 0},
    /* PEM private keys (RFC 7468 §2; OpenSSH's and PGP's blocks), from
     * BEGIN to END: gitleaks' private-key. */
    {"-----BEGIN[ A-Z0-9_-]{0,40}PRIVATE KEY( BLOCK)?-----", RK_PRIVATE_KEY, SH_KEY_BEGIN, 0},
    {"-----END[ A-Z0-9_-]{0,40}PRIVATE KEY( BLOCK)?-----", RK_PRIVATE_KEY, SH_KEY_END, 0},
    /* JSON Web Tokens: header and payload are base64url of JSON objects,
     * so both start "eyJ" (RFC 7519 §3, RFC 7515 §7.1); gitleaks' jwt. */
    {"\\beyJ[A-Za-z0-9_-]{10,}\\.eyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]*", RK_JWT, SH_SPAN, 0},
    /* Assignments: a key that names a password, a token or a secret, a
     * separator, and a value that redact_high_entropy judges (gitleaks'
     * generic-api-key, with its entropy test). */
    {"(password|passwd)[a-z0-9_.-]{0,20}[\"']?[ \\t]{0,3}(:|=|:=|=>)", RK_PASSWORD, SH_ASSIGN,
     HS_FLAG_CASELESS},
    {"token[a-z0-9_.-]{0,20}[\"']?[ \\t]{0,3}(:|=|:=|=>)", RK_TOKEN, SH_ASSIGN, HS_FLAG_CASELESS},
    {"secret[a-z0-9_.-]{0,20}[\"']?[ \\t]{0,3}(:|=|:=|=>)", RK_SECRET, SH_ASSIGN, HS_FLAG_CASELESS},
};
enum { NPATTERNS = sizeof patterns / sizeof *patterns };

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
	bool tried, failed;
	const char *why;
	hs_database_t *db;
	hs_scratch_t *scratch;
	hs_stream_t *stream; /* reset after each text */
	/* The scan's spans per pattern (joined as they come), then the text's. */
	struct hit {
		size_t from, to;
		unsigned id;
	} * hits;
	size_t nhits, caphits;
	long last[NPATTERNS]; /* each pattern's last span in hits, or -1 */
	struct redact_span *spans;
	size_t nspans, capspans;
	struct moved *moved;
	size_t nmoved, capmoved;
	uint64_t counts[REDACT_KIND_COUNT];
};

struct redact *redact_new(const char *cache_dir)
{
	struct redact *r = xcalloc(1, sizeof *r);
	r->cache_dir = cache_dir ? xstrdup(cache_dir) : NULL;
	return r;
}

void redact_free(struct redact *r)
{
	if (!r)
		return;
	if (r->stream)
		hs_close_stream(r->stream, NULL, NULL, NULL);
	hs_free_scratch(r->scratch);
	hs_free_database(r->db);
	free(r->cache_dir);
	free(r->hits);
	free(r->spans);
	free(r->moved);
	free(r);
}

/* Compiles (or loads) the database and its scratch, once. */
static bool ready(struct redact *r)
{
	if (r->tried)
		return !r->failed;
	r->tried = true;
	const char *exprs[NPATTERNS];
	unsigned flags[NPATTERNS], ids[NPATTERNS];
	for (unsigned i = 0; i < NPATTERNS; i++) {
		exprs[i] = patterns[i].expr;
		flags[i] = patterns[i].flags | HS_FLAG_SOM_LEFTMOST;
		ids[i] = i;
	}
	hs_compile_error_t *cerr = NULL;
	/* Stream mode: vectorscan 5.4.9 aborts (or worse) when a block-mode
	 * database finds a start of match with a reverse scan over 255
	 * bytes (docs/hacking.md, "The vectorscan abort"); a stream tracks
	 * the start forward, as memgrep -e does. */
	unsigned mode = HS_MODE_STREAM | HS_MODE_SOM_HORIZON_LARGE;
	if (hs_cache_compile(r->cache_dir, exprs, flags, ids, NULL, NPATTERNS, mode, &r->db, &cerr) !=
	    HS_SUCCESS) {
		hs_free_compile_error(cerr);
		r->failed = true;
		r->why = "its patterns did not compile";
		return false;
	}
	if (hs_alloc_scratch(r->db, &r->scratch) != HS_SUCCESS ||
	    hs_open_stream(r->db, 0, &r->stream) != HS_SUCCESS) {
		r->failed = true;
		r->why = "no scratch for its patterns";
		return false;
	}
	return true;
}

static int on_hit(unsigned id, unsigned long long from, unsigned long long to, unsigned flags, void *ctx)
{
	struct redact *r = ctx;
	long k = r->last[id];
	/* A later end of the same span, or a span that overlaps it: one. */
	if (k >= 0 && from <= r->hits[k].to) {
		if (to > r->hits[k].to)
			r->hits[k].to = to;
		if (from < r->hits[k].from)
			r->hits[k].from = from;
		return 0;
	}
	xgrow((void **)&r->hits, &r->caphits, r->nhits + 1, sizeof *r->hits);
	r->hits[r->nhits] = (struct hit){from, to, id};
	r->last[id] = (long)r->nhits++;
	return 0;
}

static void add_span(struct redact *r, size_t start, size_t end, enum redact_kind kind)
{
	if (end <= start)
		return;
	xgrow((void **)&r->spans, &r->capspans, r->nspans + 1, sizeof *r->spans);
	r->spans[r->nspans++] = (struct redact_span){start, end, kind};
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

/* The value after an assignment's separator at `at`: quotes and spaces
 * skipped; [*a, *b). */
static void assign_value(const char *t, size_t len, size_t at, size_t *a, size_t *b)
{
	size_t i = at;
	while (i < len && (t[i] == ' ' || t[i] == '\t'))
		i++;
	if (i + 1 < len && t[i] == '\\' && (t[i + 1] == '"' || t[i + 1] == '\''))
		i += 2;
	else if (i < len && strchr("\"'`", t[i]) && t[i])
		i++;
	*a = i;
	while (i < len && i - *a < 1024 && !value_end(t, i, len))
		i++;
	*b = i;
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
 * END line after it, or with none, over the lines of base64 that follow. */
static void key_block(struct redact *r, const char *t, size_t len, size_t k)
{
	size_t from = r->hits[k].from, to = r->hits[k].to;
	size_t end = 0;
	for (size_t j = 0; j < r->nhits; j++) {
		const struct hit *h = &r->hits[j];
		if (patterns[h->id].shape == SH_KEY_END && h->from >= to && (!end || h->to < end))
			end = h->to;
	}
	if (!end)
		end = key_lines(t, len, to);
	add_span(r, from, end, RK_PRIVATE_KEY);
}

/* The scan's spans into the text's secrets. */
static void spans_of_hits(struct redact *r, const char *t, size_t len)
{
	for (size_t k = 0; k < r->nhits; k++) {
		const struct hit *h = &r->hits[k];
		const struct pattern *p = &patterns[h->id];
		switch (p->shape) {
		case SH_SPAN:
			add_span(r, h->from, h->to, p->kind);
			break;
		case SH_AFTER_EQ: {
			const char *eq = memchr(t + h->from, '=', h->to - h->from);
			add_span(r, eq ? (size_t)(eq - t) + 1 : h->from, h->to, p->kind);
			break;
		}
		case SH_ASSIGN: {
			size_t a, b;
			assign_value(t, len, h->to, &a, &b);
			if (redact_high_entropy(t + a, b - a))
				add_span(r, a, b, p->kind);
			break;
		}
		case SH_KEY_BEGIN:
			key_block(r, t, len, k);
			break;
		case SH_KEY_END:
			break;
		}
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
	for (unsigned i = 0; i < NPATTERNS; i++)
		r->last[i] = -1;
	/* Hyperscan takes an unsigned length: a longer text is withheld. The
	 * reset reports what matches at the text's end (a \\b there). */
	if (len > UINT32_MAX ||
	    hs_scan_stream(r->stream, len ? text : "", (unsigned)len, 0, r->scratch, on_hit, r) !=
		HS_SUCCESS ||
	    hs_reset_stream(r->stream, 0, r->scratch, on_hit, r) != HS_SUCCESS) {
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
 * …). */
static bool placeholder(const char *v, size_t len)
{
	if (!v[0] || strchr("$<{%*.", v[0]))
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
