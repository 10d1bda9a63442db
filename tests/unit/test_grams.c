/* test_grams: unit tests for stages/index/grams.c and grams_query.c, the
 * n-gram filters of the index's blocks (issue 32, docs/reference.md §12).
 * The one promise that matters is that a filter only skips: whenever the
 * real matcher (matcher_new, match_text) finds a positive group in a text,
 * gram_query_groups on the filter of a block holding that text has the
 * group's bit. It is checked for many queries under every option that
 * changes matching (-s, -w, -e, --fuzzy) over the strings of the real
 * transcripts of tests/real, cut into blocks of about 32 KiB, and over
 * synthetic texts of every code point that folds; then that filters do
 * prune (a block without "oauth" mostly has the group's bit clear), and
 * that the caseless regex characters grams_query.c trusts are matched by
 * Hyperscan only with code points that fold as they do, over every code
 * point. */
#include "tests/unit/unit.h"

#include <cjson/cJSON.h>
#include <dirent.h>
#include <hs/hs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/text.h"
#include "config/config.h"
#include "stages/index/grams.h"
#include "stages/match.h"

/* The strings of tests/real's transcripts, and blocks of them. */
struct texts {
	char **s;
	size_t *len, n, cap;
	size_t *block; /* text i is in block block[i] */
	size_t nblocks;
};

static struct texts real;

static void texts_add(struct texts *t, const char *s, size_t len)
{
	if (t->n == t->cap) {
		t->cap = t->cap ? 2 * t->cap : 1024;
		t->s = xrealloc(t->s, t->cap * sizeof *t->s);
		t->len = xrealloc(t->len, t->cap * sizeof *t->len);
		t->block = xrealloc(t->block, t->cap * sizeof *t->block);
	}
	t->s[t->n] = xstrndup(s, len);
	t->len[t->n++] = len;
}

static void collect_strings(struct texts *t, const cJSON *j)
{
	if (cJSON_IsString(j) && j->valuestring && j->valuestring[0])
		texts_add(t, j->valuestring, strlen(j->valuestring));
	for (const cJSON *c = j->child; c; c = c->next)
		collect_strings(t, c);
}

static void read_jsonl(struct texts *t, const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	size_t from = t->n, bytes = 0;
	/* About 150 KB of strings of each file, so that the test stays
	 * short under the sanitizers. */
	while (bytes < 150 * 1024 && (n = getline(&line, &cap, f)) > 0) {
		cJSON *j = cJSON_ParseWithLength(line, (size_t)n);
		if (j)
			collect_strings(t, j);
		cJSON_Delete(j);
		for (; from < t->n; from++)
			bytes += t->len[from];
	}
	free(line);
	fclose(f);
}

static void read_tree(struct texts *t, const char *dir)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct dirent *e;
	char path[4096];
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		struct stat st;
		if (stat(path, &st) != 0)
			continue;
		size_t l = strlen(e->d_name);
		if (S_ISDIR(st.st_mode))
			read_tree(t, path);
		else if (l > 6 && strcmp(e->d_name + l - 6, ".jsonl") == 0)
			read_jsonl(t, path);
	}
	closedir(d);
}

/* Loads the real texts once, in blocks of about 32 KiB of text. */
static int real_setup(void **state)
{
	(void)state;
	if (real.n)
		return 0;
	char dir[4096];
	snprintf(dir, sizeof dir, "%s/real", unit_tests_dir);
	read_tree(&real, dir);
	size_t bytes = 0;
	for (size_t i = 0; i < real.n; i++) {
		if (bytes && bytes + real.len[i] > 32 * 1024) {
			real.nblocks++;
			bytes = 0;
		}
		real.block[i] = real.nblocks;
		bytes += real.len[i];
	}
	real.nblocks++;
	return 0;
}

/* The filters of every block of t, of gram_bloom_bytes's size, or (tiny)
 * of an eighth of it: more false positives, never a false negative. */
struct filters {
	uint8_t **bloom;
	size_t *nbytes;
	size_t n;
};

static void filters_make(struct filters *f, const struct texts *t, bool tiny)
{
	f->n = t->nblocks;
	f->bloom = xcalloc(f->n, sizeof *f->bloom);
	f->nbytes = xcalloc(f->n, sizeof *f->nbytes);
	struct gram_set *s = gram_set_new();
	for (size_t i = 0, b = 0; b < t->nblocks; b++) {
		gram_set_reset(s);
		for (; i < t->n && t->block[i] == b; i++)
			gram_set_add(s, t->s[i], t->len[i]);
		size_t n = gram_set_count(s);
		f->nbytes[b] = gram_bloom_bytes(n);
		if (tiny && n)
			f->nbytes[b] = f->nbytes[b] / 64 * 8 + 8;
		f->bloom[b] = xmalloc(f->nbytes[b] + 1);
		gram_bloom_write(s, f->bloom[b], f->nbytes[b]);
	}
	gram_set_free(s);
}

static void filters_free(struct filters *f)
{
	for (size_t b = 0; b < f->n; b++)
		free(f->bloom[b]);
	free(f->bloom);
	free(f->nbytes);
}

/* A search's matcher and the query side of its filters. */
struct qm {
	struct config cfg;
	struct matcher *m;
	struct match_scratch *s;
	struct gram_query *q;
};

static void qm_open(struct qm *x, const char *const *args)
{
	/* The prefilter changes nothing the matcher finds, and is slow to
	 * compile: left out; no index, so no cache of compiled databases. */
	const char *argv[16] = {"--no-prefilter", "--no-index"};
	size_t n = 2;
	for (; args[n - 2]; n++) {
		assert_true(n < 15);
		argv[n] = args[n - 2];
	}
	argv[n] = NULL;
	memset(x, 0, sizeof *x);
	unit_compile(argv, &x->cfg, &x->m, &x->s);
	struct match_opts o;
	match_opts_of(&x->cfg, x->cfg.scope, &o);
	x->q = gram_query_new(&o);
}

/* Only the query side of args' search (no matcher). */
static bool query_prunes(const char *const *args)
{
	const char *argv[16] = {"--no-index"};
	size_t n = 1;
	for (; args[n - 1]; n++) {
		assert_true(n < 15);
		argv[n] = args[n - 1];
	}
	argv[n] = NULL;
	struct config cfg;
	unit_config(&cfg, argv);
	struct match_opts o;
	match_opts_of(&cfg, cfg.scope, &o);
	struct gram_query *q = gram_query_new(&o);
	gram_query_free(q);
	config_free(&cfg);
	return q != NULL;
}

static void qm_close(struct qm *x)
{
	gram_query_free(x->q);
	match_scratch_free(x->s);
	matcher_free(x->m);
	config_free(&x->cfg);
}

/* The superset property of one search over the texts of t with filters f:
 * returns how many blocks no text of which all positive groups hit, and
 * adds to *pruned how many of those had a positive group pruned. */
static size_t check_superset(struct qm *x, const struct texts *t, const struct filters *f, size_t *pruned)
{
	uint64_t *hit = xcalloc(t->nblocks, sizeof *hit);
	for (size_t i = 0; i < t->n; i++) {
		struct match_result r;
		match_text(x->s, t->s[i], t->len[i], &r, NULL, NULL);
		hit[t->block[i]] |= r.pos_mask;
		uint64_t may = gram_query_groups(x->q, f->bloom[t->block[i]], f->nbytes[t->block[i]]);
		if ((r.pos_mask & may) != r.pos_mask)
			fail_msg("query '%s': the filter of block %zu drops groups %#llx that text %zu "
				 "(%.60s) hits",
				 x->cfg.query_text, t->block[i], (unsigned long long)(r.pos_mask & ~may), i,
				 t->s[i]);
	}
	uint64_t all = matcher_positive_mask(x->m);
	size_t n = 0;
	for (size_t b = 0; b < t->nblocks; b++) {
		if ((hit[b] & all) == all)
			continue;
		uint64_t may = gram_query_groups(x->q, f->bloom[b], f->nbytes[b]) & all;
		*pruned += may != all;
		n++;
	}
	free(hit);
	return n;
}

/* Queries with their options: the option words, then the query, then NULL;
 * a lone NULL ends the list. */
static const char *const queries[][6] = {
    {"oauth", NULL},
    {"error", NULL},
    {"the", NULL},
    {"jwt|oauth|authentication", NULL},
    {"test_fail", NULL},
    {"rust port", NULL},
    {"\"hello world\"", NULL},
    {"\"cargo test\" -build", NULL},
    {"cpolar", NULL},
    {"fn main|def main", NULL},
    {"README", NULL},
    {"-s", "README", NULL},
    {"-s", "Error", NULL},
    {"-s", "ERROR|Warning", NULL},
    {"-w", "test", NULL},
    {"-w", "config file", NULL},
    {"-w", "-s", "The", NULL},
    {"api_key", NULL},
    {"print_kit", NULL},
    {"a_b_c", NULL},
    {"Stra\xC3\x9F"
     "e|\xC3\x89t\xC3\xA9",
     NULL},
    {"\xE4\xBD\xA0\xE5\xA5\xBD", NULL},
    {"\xCE\xA3\xCE\xBF\xCF\x86\xCE\xAF\xCE\xB1|\xE2\x84\xAA"
     "elvin",
     NULL},
    {"--fuzzy=1", "authentication", NULL},
    {"--fuzzy=1", "bug fixed", NULL},
    {"--fuzzy=2", "repository", NULL},
    {"-e", "auth.*token", NULL},
    {"-e", "err(or)?s?", NULL},
    {"-e", "foo[0-9]+bar|claude", NULL},
    {"-e", "\\w+ing tests?", NULL},
    {"-e", "colou?r|sessions\\.jsonl", NULL},
    {"-e", "-s", "Claude.Code", NULL},
    {"-e", "-s", "[A-Z]+Error", NULL},
    {"-e", "(a|b)c+de", NULL},
    {"-e", "x{2,3}yz", NULL},
    {"-e", "the\\s+file", NULL},
    {"-e", "-w", "cargo", NULL},
    {"-e", "\\.rs|\\.py", NULL},
    {"oauth -test", NULL},
    {"session file json", NULL},
    {NULL},
};

static void test_superset_real(void **state)
{
	(void)state;
	assert_true(real.n > 1000);
	for (int tiny = 0; tiny < 2; tiny++) {
		struct filters f;
		filters_make(&f, &real, tiny);
		for (size_t k = 0; queries[k][0]; k++) {
			struct qm x;
			qm_open(&x, queries[k]);
			size_t pruned = 0;
			check_superset(&x, &real, &f, &pruned);
			qm_close(&x);
		}
		filters_free(&f);
	}
}

/* Which queries give trigrams (prune) and which never do. */
static void test_what_prunes(void **state)
{
	(void)state;
	static const struct {
		const char *args[5];
		bool prunes;
	} cases[] = {
	    {{"oauth"}, true},
	    {{"oa"}, false},	   /* two bytes */
	    {{"\xC3\xA9t"}, true}, /* é t: three bytes */
	    {{"a_b"}, false},	   /* runs of one byte */
	    {{"ab_cde"}, true},
	    {{"oauth|ab"}, false},  /* an alternative without */
	    {{"oauth ab"}, true},   /* the other group prunes */
	    {{"ab -oauth"}, false}, /* NOT groups never */
	    {{"--fuzzy=1", "oauth"}, false},
	    {{"--fuzzy=1", "abc"}, true}, /* too short to be fuzzy */
	    {{"-e", "oauth"}, true},
	    {{"-e", "oauth?"}, true}, /* oau */
	    {{"-e", "oau?th"}, false},
	    {{"-e", "oa(u)th"}, false},
	    {{"-e", "(?i)oauth"}, false},
	    {{"-e", "\\Qoauth\\E"}, false},
	    {{"-e", "\\x6fauth"}, false},
	    {{"-e", "o[a]ut"}, false},
	    {{"-e", "o[a]uth"}, true},
	    {{"-e", "oauth{2}"}, true}, /* oau */
	    {{"-e", "pass"}, false},	/* caseless s matches U+017F */
	    {{"-e", "-s", "pass"}, true},
	    {{"-e", "\\.jsonl"}, true},
	    {{"-e", "a.*b"}, false},
	    {{"-e", "[[:alpha:]]abc"}, false},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		bool prunes = query_prunes(cases[i].args);
		if (prunes != cases[i].prunes)
			fail_msg("%s %s: prunes %d, expected %d", cases[i].args[0],
				 cases[i].args[1] ? cases[i].args[1] : "", prunes, cases[i].prunes);
	}
}

/* Pruning happens: with real texts, most blocks without "oauth" have the
 * group's bit clear (at least 70%: 27 of 34 when written); and the filter
 * of a text without a term mostly says so. */
static void test_prunes_real(void **state)
{
	(void)state;
	struct filters f;
	filters_make(&f, &real, false);
	struct qm x;
	qm_open(&x, (const char *const[]){"oauth", NULL});
	assert_non_null(x.q);
	size_t pruned = 0, n = check_superset(&x, &real, &f, &pruned);
	qm_close(&x);
	filters_free(&f);
	if (pruned * 10 < n * 7)
		fail_msg("only %zu of %zu blocks pruned for oauth", pruned, n);

	struct gram_set *s = gram_set_new();
	const char text[] = "We talked about the OAUTH flow";
	gram_set_add(s, text, strlen(text));
	size_t nb = gram_bloom_bytes(gram_set_count(s));
	uint8_t bloom[256];
	assert_true(nb <= sizeof bloom);
	gram_bloom_write(s, bloom, nb);
	static const char *const hit[] = {"oauth", "OAuth", "flow", "the_oauth", "talked about"};
	static const char *const miss[] = {"jwt", "oauth2", "github", "zzzzz"};
	for (size_t i = 0; i < sizeof hit / sizeof *hit; i++) {
		qm_open(&x, (const char *const[]){hit[i], NULL});
		assert_int_equal(gram_query_groups(x.q, bloom, nb) & 1, 1);
		qm_close(&x);
	}
	size_t dropped = 0;
	for (size_t i = 0; i < sizeof miss / sizeof *miss; i++) {
		qm_open(&x, (const char *const[]){miss[i], NULL});
		dropped += (gram_query_groups(x.q, bloom, nb) & 1) == 0;
		assert_int_equal(gram_query_groups(x.q, bloom, 0) & 1, 0);
		qm_close(&x);
	}
	assert_true(dropped >= 3);
	gram_set_free(s);
}

/* Every code point that folds (or is a fold's target), in a text and in a
 * query in the other case, exact and -s: one group per code point, 60 at
 * a time, so that each group's bit is checked on its own. */
static void test_superset_folding(void **state)
{
	(void)state;
	uint32_t *cps = xcalloc(0x110000, sizeof *cps);
	uint8_t *folds = xcalloc(0x110000, 1);
	for (uint32_t cp = 0x80; cp < 0x110000; cp++)
		if (text_lower(cp) != cp)
			folds[cp] = folds[text_lower(cp)] = 1;
	size_t n = 0;
	for (uint32_t cp = 0x80; cp < 0x110000; cp++)
		if (folds[cp] && !text_is_space(cp))
			cps[n++] = cp;
	free(folds);
	assert_true(n > 1000);
	struct gram_set *s = gram_set_new();
	for (int mode = 0; mode < 3; mode++) {
		for (size_t from = 0; from < n; from += 60) {
			size_t to = from + 60 < n ? from + 60 : n;
			struct sbuf query = {0}, text = {0};
			for (size_t i = from; i < to; i++) {
				char u[4], l[4];
				size_t un = text_encode(cps[i], u), ln = text_encode(text_lower(cps[i]), l);
				/* The query in one case, the text in the other. */
				sbuf_printf(&query, "%sx%.*sy", i > from ? " " : "",
					    (int)(mode == 1 ? ln : un), mode == 1 ? l : u);
				sbuf_printf(&text, " x%.*sy", (int)(mode == 1 ? un : ln), mode == 1 ? u : l);
				if (mode == 2)
					sbuf_printf(&text, " x%.*sy", (int)un, u);
			}
			struct qm x;
			const char *args[] = {mode == 2 ? "-s" : "-w", query.data, NULL};
			qm_open(&x, args);
			gram_set_reset(s);
			gram_set_add(s, text.data, text.len);
			size_t nb = gram_bloom_bytes(gram_set_count(s));
			uint8_t *bloom = xmalloc(nb);
			gram_bloom_write(s, bloom, nb);
			struct match_result r;
			match_text(x.s, text.data, text.len, &r, NULL, NULL);
			uint64_t may = gram_query_groups(x.q, bloom, nb);
			if ((r.pos_mask & may) != r.pos_mask)
				fail_msg("mode %d: groups %#llx of '%s' lost in '%s'", mode,
					 (unsigned long long)(r.pos_mask & ~may), query.data, text.data);
			if (r.pos_mask != matcher_positive_mask(x.m))
				fail_msg("mode %d: '%s' is not all found in '%s'", mode, query.data,
					 text.data);
			free(bloom);
			qm_close(&x);
			sbuf_free(&query);
			sbuf_free(&text);
		}
	}
	gram_set_free(s);
	free(cps);
}

/* One (id, end) of the caseless scan below. */
struct cl_hits {
	const uint32_t *cp_at; /* code point ending at each byte */
	uint8_t *bad;	       /* per pattern: matched a code point that folds otherwise */
	const unsigned char *chars;
	size_t npat;
};

static int on_caseless(unsigned id, unsigned long long from, unsigned long long to, unsigned flags, void *ctx)
{
	(void)from;
	(void)flags;
	struct cl_hits *h = ctx;
	uint32_t cp = h->cp_at[to - 1];
	if (id < h->npat && text_lower(cp) != text_lower(h->chars[id]))
		h->bad[id] = 1;
	if (id >= h->npat)
		h->bad[id] = 1; /* a string of letters within one code point */
	return 0;
}

/* The regex characters grams_query.c trusts in caseless regexes are those
 * that give trigrams in "-e ccc"; Hyperscan (as the matcher compiles
 * regexes: caseless, UTF-8, UCP) must match each only with code points
 * that fold as it does, over every code point, and none of the strings
 * of full case folding within one code point (ß as ss, ﬁ as fi). */
static void test_caseless_regex_chars(void **state)
{
	(void)state;
	unsigned char chars[128];
	size_t npat = 0;
	for (unsigned c = 0x20; c < 0x7F; c++) {
		char pat[8];
		snprintf(pat, sizeof pat, "%s%c%s%c%s%c", strchr("\\^$.|?*+()[]{}\"_- ", (int)c) ? "\\" : "",
			 c, strchr("\\^$.|?*+()[]{}\"_- ", (int)c) ? "\\" : "", c,
			 strchr("\\^$.|?*+()[]{}\"_- ", (int)c) ? "\\" : "", c);
		if (query_prunes((const char *const[]){"-e", pat, NULL}))
			chars[npat++] = (unsigned char)c;
	}
	assert_true(npat > 60);
	/* Patterns: each trusted character, then the ASCII strings that
	 * one code point folds to in full case folding (CaseFolding.txt's
	 * F rows), made of trusted letters. */
	static const char *const full[] = {"ss", "st", "ff", "fi", "fl", "ffi", "ffl"};
	size_t cap = npat + sizeof full / sizeof *full;
	char **exprs = xcalloc(cap, sizeof *exprs);
	unsigned *flags = xcalloc(cap, sizeof *flags), *ids = xcalloc(cap, sizeof *ids);
	size_t n = 0;
	for (size_t i = 0; i < npat; i++) {
		exprs[n] = xmalloc(8);
		snprintf(exprs[n], 8, "\\x{%X}", chars[i]);
		n++;
	}
	for (size_t i = 0; i < sizeof full / sizeof *full; i++) {
		bool trusted = true;
		for (const char *c = full[i]; *c; c++)
			trusted = trusted && memchr(chars, *c, npat);
		if (trusted)
			exprs[n++] = xstrdup(full[i]);
	}
	for (size_t i = 0; i < n; i++) {
		flags[i] = HS_FLAG_UTF8 | HS_FLAG_UCP | HS_FLAG_CASELESS;
		ids[i] = (unsigned)i;
	}
	hs_database_t *db = NULL;
	hs_compile_error_t *cerr = NULL;
	assert_int_equal(hs_compile_multi((const char *const *)exprs, flags, ids, (unsigned)n, HS_MODE_BLOCK,
					  NULL, &db, &cerr),
			 HS_SUCCESS);
	/* Every code point but the surrogates, each followed by a newline. */
	char *text = xmalloc(0x110000 * 5);
	uint32_t *cp_at = xcalloc(0x110000 * 5, sizeof *cp_at);
	size_t len = 0;
	for (uint32_t cp = 1; cp < 0x110000; cp++) {
		if ((cp >= 0xD800 && cp <= 0xDFFF) || cp == '\n')
			continue;
		size_t k = text_encode(cp, text + len);
		for (size_t j = 0; j < k; j++)
			cp_at[len + j] = cp;
		len += k;
		text[len++] = '\n';
	}
	hs_scratch_t *scratch = NULL;
	assert_int_equal(hs_alloc_scratch(db, &scratch), HS_SUCCESS);
	struct cl_hits h = {cp_at, xcalloc(n, 1), chars, npat};
	assert_int_equal(hs_scan(db, text, (unsigned)len, 0, scratch, on_caseless, &h), HS_SUCCESS);
	for (size_t i = 0; i < n; i++)
		if (h.bad[i])
			fail_msg("caseless %s matches a code point that folds otherwise", exprs[i]);
	hs_free_scratch(scratch);
	hs_free_database(db);
	for (size_t i = 0; i < n; i++)
		free(exprs[i]);
	free(exprs);
	free(flags);
	free(ids);
	free(h.bad);
	free(text);
	free(cp_at);
}

/* The filter's layout as grams.h documents it (it is written into index
 * files): the bits of each trigram of the folded text, computed here from
 * the documented formula, are exactly the filter's, at several sizes. */
static uint64_t splitmix(uint64_t z)
{
	z += 0x9E3779B97F4A7C15ull;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static void test_layout(void **state)
{
	(void)state;
	/* Folded: "the oauth flow é-ǆ" (U+01C4 folds to U+01C6). */
	const char text[] = "The OAuth flow \xC3\x89-\xC7\x84";
	const char folded[] = "the oauth flow \xC3\xA9-\xC7\x86";
	struct gram_set *s = gram_set_new();
	gram_set_add(s, text, strlen(text));
	gram_set_add(s, "ab", 2); /* no trigram: two bytes */
	size_t n = strlen(folded) - 2;
	assert_int_equal(gram_set_count(s), n); /* every trigram differs */
	assert_int_equal(gram_bloom_bytes(n), (n * 5 + 63) / 64 * 8);
	assert_int_equal(gram_bloom_bytes(0), 0);
	static const size_t sizes[] = {8, 16, 24, 4096};
	for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++) {
		size_t nb = sizes[z];
		uint8_t got[4096], want[4096] = {0};
		gram_bloom_write(s, got, nb);
		for (size_t i = 0; i < n; i++) {
			const unsigned char *b = (const unsigned char *)folded + i;
			uint64_t h = splitmix((uint64_t)b[0] << 16 | (uint64_t)b[1] << 8 | b[2]);
			uint64_t step = (h << 32 | h >> 32) | 1;
			for (uint64_t k = 0; k < 3; k++) {
				uint64_t bit =
				    (uint64_t)(((unsigned __int128)(h + k * step) * (nb * 8)) >> 64);
				want[bit >> 3] |= (uint8_t)(1u << (bit & 7));
			}
		}
		assert_memory_equal(got, want, nb);
	}
	gram_set_reset(s);
	assert_int_equal(gram_set_count(s), 0);
	gram_set_add(s, "abcabc", 6); /* abc bca cab */
	assert_int_equal(gram_set_count(s), 3);
	gram_set_free(s);
}

const struct CMUnitTest grams_tests[] = {
    cmocka_unit_test(test_layout),
    cmocka_unit_test(test_what_prunes),
    cmocka_unit_test_setup(test_superset_real, real_setup),
    cmocka_unit_test_setup(test_prunes_real, real_setup),
    cmocka_unit_test(test_superset_folding),
    cmocka_unit_test(test_caseless_regex_chars),
};
const size_t grams_tests_n = sizeof grams_tests / sizeof grams_tests[0];
