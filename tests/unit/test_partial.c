/* stages/output/partial.c: the pieces of a map step's lines that merge relies on
 * (docs/reference.md §13): a text's span found after any string that holds
 * look-alikes of its key, every byte escaped and read back, escapes
 * checked, and a record written then read into the same record. */
#include "unit.h"

#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"
#include "base/timestamp.h"
#include "base/uuid.h"
#include "stages/output/partial.h"
#include "stages/output/partial_fields.h"

/* Writes s escaped, finds it back with partial_text_span in a line with a
 * member holding look-alikes of the key before it, and unescapes it. */
static void round_trip(const char *s, size_t len)
{
	struct sbuf line = {0}, back = {0};
	sbuf_adds(&line, "{\"file\":\",\\\"text\\\":\\\"x\\\"}\",\"n\":1,\"text\":\"");
	json_write_escaped(&line, s, len);
	sbuf_adds(&line, "\"}");
	size_t start, tlen;
	bool null;
	assert_true(partial_text_span(line.data, line.len, &start, &tlen, &null));
	assert_false(null);
	assert_true(partial_escaped_ok(line.data + start, tlen));
	assert_true(partial_unescape(line.data + start, tlen, &back));
	assert_int_equal(back.len, len);
	assert_memory_equal(back.data ? back.data : "", s, len);
	sbuf_free(&line);
	sbuf_free(&back);
}

static void test_every_byte(void **state)
{
	(void)state;
	char all[256];
	for (int i = 0; i < 256; i++)
		all[i] = (char)i;
	round_trip(all, sizeof all);
	round_trip("", 0);
	round_trip("\"", 1);
	round_trip("\\", 1);
	round_trip("ends with a backslash \\", 23);
	round_trip(",\"text\":\"", 9);
}

static void test_null_and_missing(void **state)
{
	(void)state;
	size_t start, tlen;
	bool null = false;
	const char *l = "{\"file\":\"a\",\"text\":null}";
	assert_true(partial_text_span(l, strlen(l), &start, &tlen, &null));
	assert_true(null);
	const char *none = "{\"file\":\"a\",\"records\":0}";
	assert_false(partial_text_span(none, strlen(none), &start, &tlen, &null));
	const char *cut = "{\"file\":\"a\",\"text\":\"abc";
	assert_false(partial_text_span(cut, strlen(cut), &start, &tlen, &null));
}

static void test_escapes_checked(void **state)
{
	(void)state;
	static const char *bad[] = {"a\"b", "\\", "\\x", "\\u12", "\\u12g4", "ab\\"};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		struct sbuf out = {0};
		assert_false(partial_escaped_ok(bad[i], strlen(bad[i])));
		assert_false(partial_unescape(bad[i], strlen(bad[i]), &out));
		sbuf_free(&out);
	}
	struct sbuf out = {0};
	const char *pair = "\\ud83d\\ude00 \\u00e9\\/";
	assert_true(partial_escaped_ok(pair, strlen(pair)));
	assert_true(partial_unescape(pair, strlen(pair), &out));
	assert_int_equal(out.len, 4 + 1 + 2 + 1);
	assert_memory_equal(out.data, "\xf0\x9f\x98\x80 \xc3\xa9/", out.len);
	sbuf_free(&out);
}

static void test_line_kinds(void **state)
{
	(void)state;
	assert_int_equal(partial_line_kind("{\"memgrep_partial\":1}", 21), PL_HEAD);
	assert_int_equal(partial_line_kind("{\"file\":\"a\"}", 12), PL_FILE);
	assert_int_equal(partial_line_kind("{\"session\":\"s\"}", 15), PL_RECORD);
	assert_int_equal(partial_line_kind("{\"rename\":\"a\"}", 14), PL_RENAME);
	assert_int_equal(partial_line_kind("{\"end\":{}}", 10), PL_END);
	assert_int_equal(partial_line_kind("{ \"file\":1}", 11), PL_OTHER);
	assert_int_equal(partial_line_kind("", 0), PL_OTHER);
}

/* b set to the JSON object line with member (`"key":value`) added last. */
static void with_member(struct sbuf *b, const char *line, const char *member)
{
	sbuf_reset(b);
	sbuf_adds(b, line);
	b->len--;
	sbuf_addc(b, ',');
	sbuf_adds(b, member);
	sbuf_addc(b, '}');
}

/* A record as a map step writes it (text cut off) reads back whole. */
static void test_record_read(void **state)
{
	(void)state;
	struct file_res *f = file_res_new();
	f->path = strdup("/h/a b.jsonl");
	const char *line =
	    "{\"session\":\"s1\",\"file\":\"/h/a b.jsonl\",\"line\":7,\"uuid\":\"u\\\"1\","
	    "\"dkey\":null,\"timestamp\":\"2025-01-02T03:04:05Z\",\"instant\":[-5,999999999],"
	    "\"kind\":\"assistant\",\"order\":1,\"flags\":3,\"pos\":\"ffffffffffffffff\",\"neg\":\"5\","
	    "\"hits\":4294967295,\"distinct\":2,\"length\":9,\"hits_per_group\":[1,2]}";
	const char *why = NULL;
	assert_true(partial_read_record(line, strlen(line), f, 2, &why));
	const struct msg_rec *r = &f->recs.v[0];
	assert_int_equal(r->line, 7);
	char ub[REC_UUID_BUF], tb[REC_TS_BUF];
	assert_string_equal(rec_uuid(r, ub), "u\"1");
	assert_int_equal(r->keykind, RK_UUID_TEXT);
	/* Not as ts_text_ms writes its instant: kept as text. */
	assert_string_equal(rec_ts_raw(r, tb), "2025-01-02T03:04:05Z");
	assert_int_equal(r->tsform, RT_TEXT);
	assert_int_equal(r->ts.sec, -5);
	assert_int_equal(r->ts.nsec, 999999999);
	assert_int_equal(r->pos_mask, UINT64_MAX);
	assert_int_equal(r->hits, UINT32_MAX);
	assert_int_equal(rec_ntf(r), 2);
	assert_int_equal(rec_tf_at(r, 1), 2);
	assert_int_equal(rec_dl(r), 9);
	assert_int_equal(rec_distinct(r), 2);
	assert_int_equal(rec_neg(r), 5);
	/* Another file's record, a count past its type, a bad kind. */
	const char *other = "{\"session\":\"s1\",\"file\":\"/h/b.jsonl\",\"line\":7}";
	assert_false(partial_read_record(other, strlen(other), f, 2, &why));
	assert_string_equal(why, "file");
	struct sbuf big = {0};
	sbuf_adds(&big, line);
	char *at = strstr(big.data, "4294967295");
	memcpy(at, "4294967296", 10);
	assert_false(partial_read_record(big.data, big.len, f, 2, &why));
	assert_string_equal(why, "hits");
	/* A line kind past those there are (the record keeps it in 3 bits). */
	with_member(&big, line, "\"line_kind\":9");
	assert_false(partial_read_record(big.data, big.len, f, 2, &why));
	assert_string_equal(why, "line_kind");
	with_member(&big, line, "\"line_kind\":1");
	assert_true(partial_read_record(big.data, big.len, f, 2, &why));
	assert_int_equal(f->recs.v[f->recs.n - 1].lkind, RL_SUMMARY);
	/* A text key (no uuid): 32 lower-case hex digits, read as its bytes. */
	const char *keyed =
	    "{\"session\":\"s1\",\"file\":\"/h/a b.jsonl\",\"line\":8,\"uuid\":null,"
	    "\"dkey\":\"00112233445566778899aabbccddeeff\",\"timestamp\":null,\"instant\":[0,0],"
	    "\"kind\":\"assistant\",\"order\":0,\"flags\":2,\"pos\":\"1\",\"neg\":\"0\","
	    "\"hits\":1,\"distinct\":1,\"length\":1}";
	assert_true(partial_read_record(keyed, strlen(keyed), f, 2, &why));
	const struct msg_rec *k = &f->recs.v[f->recs.n - 1];
	assert_int_equal(k->keykind, RK_TEXT);
	assert_int_equal(k->key[0], 0x00);
	assert_int_equal(k->key[15], 0xff);
	assert_null(rec_uuid(k, ub));
	assert_null(rec_ts_raw(k, tb));
	/* Upper-case or not hex: not a key memgrep writes. */
	for (size_t i = 0; i < 2; i++) {
		sbuf_reset(&big);
		sbuf_adds(&big, keyed);
		at = strstr(big.data, "eeff");
		memcpy(at, i ? "eefg" : "EEFF", 4);
		assert_false(partial_read_record(big.data, big.len, f, 2, &why));
		assert_string_equal(why, "dkey");
	}
	sbuf_free(&big);
	file_res_free(f);
}

/* A record's uuid, raw time and dedup key: kept in binary where they can
 * be told again, as text otherwise, and the same after a partial's line
 * (partial_rec_ids, then partial_rec_set_ids). */
/* A file result's counts settled (as the search does once it added them
 * to the run's): what is read of them after stays in its tally, df moved
 * there, and the counts are freed. */
static void test_settle(void **state)
{
	(void)state;
	struct file_res *f = file_res_new();
	assert_non_null(f->stats);
	f->stats->n_msgs = 7;
	f->stats->sum_dl = 70;
	f->stats->raw_groups = 3;
	f->stats->cand_groups = 2;
	f->stats->cand_types = 4;
	f->stats->cand_multi = 5;
	f->stats->cand_multi_why = 6;
	f->stats->cand_drops[DROP_TIME] = 8;
	f->stats->bytes = 1000;
	uint64_t *df = xcalloc(3, sizeof *df);
	df[1] = 9;
	f->stats->df = df;
	file_res_settle(f);
	assert_null(f->stats);
	assert_int_equal(f->tally.n_msgs, 7);
	assert_int_equal(f->tally.sum_dl, 70);
	assert_int_equal(f->tally.raw_groups, 3);
	assert_int_equal(f->tally.cand_groups, 2);
	assert_int_equal(f->tally.cand_types, 4);
	assert_int_equal(f->tally.cand_multi, 5);
	assert_int_equal(f->tally.cand_multi_why, 6);
	assert_int_equal(f->tally.cand_drops[DROP_TIME], 8);
	assert_ptr_equal(f->tally.df, df);
	assert_int_equal(f->tally.df[1], 9);
	file_res_settle(f); /* settled once: nothing more */
	assert_ptr_equal(f->tally.df, df);
	file_res_free(f); /* df freed once (ASan) */
}

static void test_record_ids(void **state)
{
	(void)state;
	struct arena a = {0};
	char ub[REC_UUID_BUF], tb[REC_TS_BUF];
	struct msg_rec r = {0};
	assert_null(rec_uuid(&r, ub));
	assert_null(rec_ts_raw(&r, tb));
	assert_true(ts_parse("2025-06-15T15:06:40.123Z", 24, false, &r.ts));
	rec_set_ts_raw(&r, &a, "2025-06-15T15:06:40.123Z");
	rec_set_uuid(&r, &a, "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
	assert_int_equal(r.keykind, RK_UUID);
	assert_int_equal(r.tsform, RT_MS);
	assert_null(r.x.raw);
	assert_string_equal(rec_uuid(&r, ub), "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
	assert_string_equal(rec_ts_raw(&r, tb), "2025-06-15T15:06:40.123Z");
	/* An upper-case uuid is not canonical: kept, with a time in another form. */
	struct msg_rec u = {0};
	assert_true(ts_parse("2025-06-15T15:06:40Z", 20, false, &u.ts));
	rec_set_uuid(&u, &a, "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D");
	rec_set_ts_raw(&u, &a, "2025-06-15T15:06:40Z");
	assert_int_equal(u.keykind, RK_UUID_TEXT);
	assert_int_equal(u.tsform, RT_TEXT);
	assert_string_equal(rec_uuid(&u, ub), "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D");
	assert_string_equal(rec_ts_raw(&u, tb), "2025-06-15T15:06:40Z");
	assert_memory_not_equal(u.key, r.key, sizeof r.key);
	/* The uuid set after the time keeps the time. */
	struct msg_rec v = u;
	rec_set_uuid(&v, &a, "z-1");
	assert_string_equal(rec_uuid(&v, ub), "z-1");
	assert_string_equal(rec_ts_raw(&v, tb), "2025-06-15T15:06:40Z");
	/* An ext (BM25's counts) takes the raw text in, made before or after
	 * it: the uuid and time read back the same. */
	struct msg_rec w = u;
	struct rec_ext *e = rec_ext_make(&w, &a, 2);
	assert_ptr_equal(rec_ext(&w), e);
	assert_ptr_equal(rec_ext_make(&w, &a, 2), e);
	e->tf[1] = 7;
	rec_set_dl(&w, &a, 3);
	assert_string_equal(rec_uuid(&w, ub), "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D");
	assert_string_equal(rec_ts_raw(&w, tb), "2025-06-15T15:06:40Z");
	rec_set_uuid(&w, &a, "z-2");
	assert_string_equal(rec_uuid(&w, ub), "z-2");
	assert_string_equal(rec_ts_raw(&w, tb), "2025-06-15T15:06:40Z");
	assert_int_equal(rec_tf_at(&w, 1), 7);
	assert_int_equal(rec_dl(&w), 3);
	struct msg_rec x = {0};
	assert_int_equal(rec_ntf(&x), 0);
	assert_null(rec_ext(&x));
	rec_ext_make(&x, &a, 0);
	assert_int_equal(rec_ntf(&x), 0); /* no hits per group counted */
	x.ts = u.ts;
	rec_set_ts_raw(&x, &a, "2025-06-15T15:06:40Z");
	assert_string_equal(rec_ts_raw(&x, tb), "2025-06-15T15:06:40Z");
	assert_null(rec_uuid(&x, ub));
	/* msg_more lives in the ext: made first, it is kept when BM25's room
	 * for hits is made after it, with the raw time. */
	struct msg_rec y = {0};
	y.ts = u.ts;
	rec_set_ts_raw(&y, &a, "2025-06-15T15:06:40Z");
	assert_null(rec_more_of(&y));
	rec_more(&y, &a)->neg = 5;
	assert_int_equal(rec_neg(&y), 5);
	assert_int_equal(rec_ntf(&y), 0);
	struct rec_ext *g = rec_ext_make(&y, &a, 3);
	g->tf[2] = 9;
	assert_int_equal(rec_neg(&y), 5);
	assert_int_equal(rec_tf_at(&y, 2), 9);
	assert_ptr_equal(rec_more(&y, &a), rec_more_of(&y));
	assert_ptr_equal(rec_ext_make(&y, &a, 1), g); /* room enough: the same */
	assert_string_equal(rec_ts_raw(&y, tb), "2025-06-15T15:06:40Z");
	/* Text keys: the same time and text meet, another time does not. */
	struct msg_rec t1 = {0}, t2 = {0}, t3 = {0};
	rec_set_text_key(&t1, true, r.ts, "hello", 5);
	rec_set_text_key(&t2, true, r.ts, "hello", 5);
	rec_set_text_key(&t3, true, u.ts, "hello", 5);
	assert_int_equal(t1.keykind, RK_TEXT);
	assert_memory_equal(t1.key, t2.key, sizeof t1.key);
	assert_memory_not_equal(t1.key, t3.key, sizeof t1.key);
	assert_null(rec_uuid(&t1, ub));
	/* Through a partial's ids and back. */
	t1.lkind = RL_SUMMARY;
	const struct msg_rec *each[] = {&r, &u, &t1};
	for (size_t i = 0; i < 3; i++) {
		struct partial_rec p = {.r = *each[i]};
		partial_rec_ids(&p);
		struct partial_rec q = {.r = {.ts = each[i]->ts},
					.uuid = p.uuid,
					.dkey = p.dkey,
					.ts_raw = p.ts_raw,
					.lkind = p.lkind};
		assert_true(partial_rec_set_ids(&q, &a));
		assert_int_equal(q.r.lkind, each[i]->lkind);
		assert_int_equal(q.r.keykind, each[i]->keykind);
		assert_int_equal(q.r.tsform, each[i]->tsform);
		assert_memory_equal(q.r.key, each[i]->key, sizeof q.r.key);
	}
	struct partial_rec bad = {.dkey = "0123"};
	assert_false(partial_rec_set_ids(&bad, &a));
	/* The hex of 16 bytes and back. */
	unsigned char k16[16], back[16];
	char hex[33];
	for (int i = 0; i < 16; i++)
		k16[i] = (unsigned char)(i * 17 + 3);
	hex16_from_bytes(k16, hex);
	assert_int_equal(strlen(hex), 32);
	assert_true(hex16_to_bytes(hex, back));
	assert_memory_equal(k16, back, 16);
	assert_false(hex16_to_bytes("0011", back));
	arena_free(&a);
}

/* BM25's counts of a record: with one positive group whose hits are the
 * record's, and a length below REC_DL_EXT, in the record itself (no ext);
 * else in its ext. Read back the same either way, through a partial's line
 * too, and a count of alternatives hit past the record's bits. */
static void test_bm25_counts(void **state)
{
	(void)state;
	struct arena a = {0};
	struct msg_rec r = {.hits = 4};
	uint32_t one = 4;
	rec_set_tf(&r, &a, &one, 1);
	rec_set_dl(&r, &a, 12);
	assert_null(rec_ext(&r));
	assert_int_equal(rec_ntf(&r), 1);
	assert_int_equal(rec_tf_at(&r, 0), 4);
	assert_int_equal(rec_tf_at(&r, 1), 0);
	assert_int_equal(rec_dl(&r), 12);
	/* One group counted apart from the hits (a map step's line may say
	 * so): kept in the ext. */
	struct msg_rec s = {.hits = 4};
	uint32_t other = 3;
	rec_set_tf(&s, &a, &other, 1);
	assert_non_null(rec_ext(&s));
	assert_int_equal(rec_tf_at(&s, 0), 3);
	/* Two groups; a length of REC_DL_EXT or more. */
	struct msg_rec t = {.hits = 5};
	uint32_t two[2] = {2, 3};
	rec_set_dl(&t, &a, REC_DL_EXT);
	rec_set_tf(&t, &a, two, 2);
	assert_int_equal(rec_ntf(&t), 2);
	assert_int_equal(rec_tf_at(&t, 0), 2);
	assert_int_equal(rec_tf_at(&t, 1), 3);
	assert_int_equal(rec_dl(&t), REC_DL_EXT);
	rec_set_dl(&t, &a, UINT32_MAX);
	assert_int_equal(rec_dl(&t), UINT32_MAX);
	rec_set_dl(&t, &a, 7);
	assert_int_equal(rec_dl(&t), 7);
	assert_int_equal(rec_tf_at(&t, 1), 3);
	/* Alternatives hit: in the record below REC_DISTINCT_EXT. */
	rec_set_distinct(&r, &a, REC_DISTINCT_EXT - 1);
	assert_null(rec_ext(&r));
	assert_int_equal(rec_distinct(&r), REC_DISTINCT_EXT - 1);
	rec_set_distinct(&r, &a, REC_DISTINCT_EXT);
	assert_non_null(rec_ext(&r));
	assert_int_equal(rec_distinct(&r), REC_DISTINCT_EXT);
	assert_int_equal(rec_dl(&r), 12);
	assert_int_equal(rec_tf_at(&r, 0), 4);
	/* Not counted. */
	struct msg_rec u = {.hits = 1};
	rec_set_tf(&u, &a, two, 0);
	assert_int_equal(rec_ntf(&u), 0);
	assert_null(rec_ext(&u));
	arena_free(&a);

	struct file_res *f = file_res_new();
	f->path = strdup("/h/a.jsonl");
	const char *line = "{\"session\":\"s1\",\"file\":\"/h/a.jsonl\",\"line\":7,\"uuid\":\"u1\","
			   "\"dkey\":null,\"timestamp\":null,\"instant\":[0,0],\"kind\":\"user\","
			   "\"order\":0,\"flags\":3,\"pos\":\"1\",\"neg\":\"0\",\"hits\":6,"
			   "\"distinct\":1,\"length\":20000000,\"hits_per_group\":[6]}";
	const char *why = NULL;
	assert_true(partial_read_record(line, strlen(line), f, 1, &why));
	const struct msg_rec *v = &f->recs.v[0];
	assert_int_equal(v->tf_hits, 1);
	assert_int_equal(rec_tf_at(v, 0), 6);
	assert_int_equal(rec_dl(v), 20000000);
	assert_int_equal(rec_distinct(v), 1);
	/* Alternatives hit past what the record's 7 bits hold: in its ext. */
	struct sbuf many = {0};
	const char *d = strstr(line, "\"distinct\":1");
	sbuf_add(&many, line, (size_t)(d - line));
	sbuf_adds(&many, "\"distinct\":300");
	sbuf_adds(&many, d + strlen("\"distinct\":1"));
	assert_true(partial_read_record(many.data, many.len, f, 1, &why));
	const struct msg_rec *w = &f->recs.v[f->recs.n - 1];
	assert_int_equal(rec_distinct(w), 300);
	assert_int_equal(rec_dl(w), 20000000);
	assert_int_equal(rec_tf_at(w, 0), 6);
	sbuf_free(&many);
	file_res_free(f);
}

const struct CMUnitTest partial_tests[] = {
    cmocka_unit_test(test_settle),	    cmocka_unit_test(test_record_ids),
    cmocka_unit_test(test_every_byte),	    cmocka_unit_test(test_null_and_missing),
    cmocka_unit_test(test_escapes_checked), cmocka_unit_test(test_line_kinds),
    cmocka_unit_test(test_record_read),	    cmocka_unit_test(test_bm25_counts),
};
const size_t partial_tests_n = sizeof partial_tests / sizeof partial_tests[0];
