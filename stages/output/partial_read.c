/* partial_read: a partial's lines read back (stages/output/partial.h,
 * docs/reference.md §13), with a flat reader of the objects partial.c
 * writes: no tree, no copies (members are spans of the line), strict about
 * JSON's shape, members looked up in the order written. The members of a
 * file's line, a record's and the end line's are read by the field tables
 * the writer writes by (stages/output/partial_fields.h). */
#include "stages/output/partial.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "base/json_lex.h"
#include "base/json_tok.h"
#include "base/json_line.h"
#include "base/text.h"
#include "base/uuid.h"
#include "base/xalloc.h"
#include "stages/output/partial_fields.h"

bool partial_text_span(const char *line, size_t len, size_t *start, size_t *tlen, bool *null)
{
	/* A string value holds every '"' escaped, so `,"` is never inside
	 * one: the first `,"text":` is the member's key, which the writer
	 * puts last. */
	static const char key[] = ",\"text\":";
	size_t klen = sizeof key - 1;
	const char *k = memmem(line, len, key, klen);
	if (!k)
		return false;
	size_t v = (size_t)(k - line) + klen;
	if (len - v == 5 && memcmp(line + v, "null}", 5) == 0) {
		*null = true;
		*start = v;
		*tlen = 0;
		return true;
	}
	if (len - v < 3 || line[v] != '"' || line[len - 2] != '"' || line[len - 1] != '}')
		return false;
	*null = false;
	*start = v + 1;
	*tlen = len - 2 - (v + 1);
	return true;
}

bool partial_escaped_ok(const char *s, size_t len)
{
	const char *p = s, *end = s + len;
	for (;;) {
		const char *bs = memchr(p, '\\', (size_t)(end - p));
		const char *stop = bs ? bs : end;
		if (memchr(p, '"', (size_t)(stop - p)))
			return false;
		if (!bs)
			return true;
		if (bs + 1 >= end)
			return false;
		char c = bs[1];
		if (c == 'u') {
			if (end - bs < 6 || json_hex4((const unsigned char *)bs + 2) < 0)
				return false;
			p = bs + 6;
		} else if (c && strchr("\"\\/bfnrt", c)) {
			p = bs + 2;
		} else {
			return false;
		}
	}
}

bool partial_unescape(const char *s, size_t len, struct sbuf *out)
{
	size_t run = 0;
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '"')
			return false;
		if (s[i] != '\\')
			continue;
		sbuf_add(out, s + run, i - run);
		if (i + 1 >= len)
			return false;
		char c = s[++i];
		const char *simple = strchr("\"\\/bfnrt", c);
		if (c && simple) {
			static const char to[] = "\"\\/\b\f\n\r\t";
			sbuf_addc(out, to[simple - "\"\\/bfnrt"]);
		} else if (c == 'u') {
			long cp = i + 4 < len ? json_hex4((const unsigned char *)s + i + 1) : -1, lo;
			if (cp < 0)
				return false;
			i += 4;
			if (cp >= 0xD800 && cp < 0xDC00 && i + 6 < len && s[i + 1] == '\\' &&
			    s[i + 2] == 'u' && (lo = json_hex4((const unsigned char *)s + i + 3)) >= 0xDC00 &&
			    lo < 0xE000) {
				cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
				i += 6;
			}
			char u[4];
			sbuf_add(out, u, text_encode((uint32_t)cp, u));
		} else {
			return false;
		}
		run = i + 1;
	}
	sbuf_add(out, s + run, len - run);
	return true;
}

/* Reading back: a flat reader of the objects the writers above make (no
 * tree, no copies: members are spans of the line), strict about JSON's
 * shape. A member's value is a string (its escaped inside), a number, an
 * array or object (its brackets included), true, false or null. */

enum pv_type { PV_STRING, PV_NUMBER, PV_ARRAY, PV_OBJECT, PV_TRUE, PV_FALSE, PV_NULL };

struct pval {
	const char *s; /* the value's bytes (a string's inside) */
	size_t len;
	enum pv_type type;
};

#define POBJ_MAX 48

struct pobj {
	struct pmem {
		const char *key;
		size_t klen;
		struct pval v;
	} m[POBJ_MAX];
	size_t n;
	size_t next; /* where the next lookup starts: members are asked for in the order written */
};

/* The value whose first token tk the tokenizer t (over s) just gave, as a
 * span (a container skipped to its closing, brackets included); false
 * when malformed. */
static bool token_value(struct json_tok *t, struct jt *tk, const char *s, struct pval *v)
{
	static const enum pv_type types[] = {
	    [JT_OBJECT] = PV_OBJECT, [JT_ARRAY] = PV_ARRAY, [JT_STRING] = PV_STRING, [JT_NUMBER] = PV_NUMBER,
	    [JT_TRUE] = PV_TRUE,     [JT_FALSE] = PV_FALSE, [JT_NULL] = PV_NULL};
	enum jt_type k = tk->type;
	if (k == JT_ERROR || k == JT_END || k == JT_KEY || k == JT_OBJECT_END || k == JT_ARRAY_END)
		return false;
	size_t start = tk->start;
	if ((k == JT_OBJECT || k == JT_ARRAY) && json_tok_skip(t, tk) == JT_ERROR)
		return false;
	size_t end = k == JT_OBJECT || k == JT_ARRAY ? t->p : tk->end;
	*v = (struct pval){s + start, end - start, types[k]};
	return true;
}

/* The members of the object s[0..len) (its braces included), by the
 * tokenizer (base/json_tok.h, strict). */
static bool pobj_parse(const char *s, size_t len, struct pobj *o)
{
	o->n = 0;
	o->next = 0;
	struct json_tok t;
	struct jt tk;
	json_tok_init(&t, s, len, 0, 0, false);
	if (json_tok_next(&t, &tk) != JT_OBJECT)
		return false;
	for (;;) {
		enum jt_type k = json_tok_next(&t, &tk);
		if (k == JT_OBJECT_END)
			return json_tok_next(&t, &tk) == JT_END &&
			       json_skip_ws((const unsigned char *)s, len, t.p) == len;
		if (k != JT_KEY || o->n == POBJ_MAX)
			return false;
		struct pmem *m = &o->m[o->n++];
		m->key = s + tk.start;
		m->klen = tk.end - tk.start;
		json_tok_next(&t, &tk);
		if (!token_value(&t, &tk, s, &m->v))
			return false;
	}
}

/* The elements of an array value, one at a time (elems_init, then
 * elems_next until false; bad is set on a fault). */
struct elems {
	struct json_tok t;
	const char *s;
	bool bad;
};

static void elems_init(struct elems *it, const struct pval *a)
{
	struct jt tk;
	it->s = a->s;
	json_tok_init(&it->t, a->s, a->len, 0, 0, false);
	it->bad = json_tok_next(&it->t, &tk) != JT_ARRAY;
}

static bool elems_next(struct elems *it, struct pval *e)
{
	struct jt tk;
	if (it->bad)
		return false;
	if (json_tok_next(&it->t, &tk) == JT_ARRAY_END && it->t.depth == 0)
		return false;
	it->bad = !token_value(&it->t, &tk, it->s, e);
	return !it->bad;
}

static const struct pval *member(const struct pobj *o, const char *key)
{
	size_t n = strlen(key);
	for (size_t k = 0; k < o->n; k++) {
		size_t i = (o->next + k) % o->n;
		if (o->m[i].klen == n && memcmp(o->m[i].key, key, n) == 0) {
			((struct pobj *)o)->next = i + 1;
			return &o->m[i].v;
		}
	}
	return NULL;
}

/* A number that is an integer in [lo, hi]. */
static bool int_of(const struct pval *v, int64_t lo, uint64_t hi, int64_t *out_s, uint64_t *out_u)
{
	if (!v || v->type != PV_NUMBER || v->len > 24)
		return false;
	/* The common case, a few digits, without strtoull. */
	if (v->len <= 18 && v->s[0] != '-') {
		uint64_t x = 0;
		size_t i = 0;
		for (; i < v->len && v->s[i] >= '0' && v->s[i] <= '9'; i++)
			x = x * 10 + (uint64_t)(v->s[i] - '0');
		if (i == v->len && (v->len == 1 || v->s[0] != '0')) {
			if (x > hi)
				return false;
			*out_u = x;
			*out_s = (int64_t)x;
			return true;
		}
	}
	char buf[32];
	memcpy(buf, v->s, v->len);
	buf[v->len] = '\0';
	char *end;
	errno = 0;
	if (buf[0] == '-') {
		long long x = strtoll(buf, &end, 10);
		if (errno || *end || x < lo)
			return false;
		*out_s = x;
		*out_u = 0;
		return lo < 0;
	}
	unsigned long long x = strtoull(buf, &end, 10);
	if (errno || *end || end == buf || x > hi)
		return false;
	*out_u = x;
	*out_s = (int64_t)(x > INT64_MAX ? INT64_MAX : x);
	return true;
}

/* Members read back. Each sets *why and returns false when the member is
 * missing or not of its type. */

static bool get_u64(const struct pobj *o, const char *key, uint64_t *v, const char **why)
{
	const struct pval *x = member(o, key);
	int64_t s;
	if (x && x->type == PV_STRING && x->len && x->len <= 16) {
		/* A bit mask, in hex. */
		uint64_t r = 0;
		size_t i = 0;
		for (; i < x->len && json_hexval((unsigned char)x->s[i]) >= 0; i++)
			r = r << 4 | (uint64_t)json_hexval((unsigned char)x->s[i]);
		if (i == x->len) {
			*v = r;
			return true;
		}
	} else if (int_of(x, 0, UINT64_MAX, &s, v)) {
		return true;
	}
	*why = key;
	return false;
}

static bool get_i64(const struct pobj *o, const char *key, int64_t *v, const char **why)
{
	uint64_t u;
	if (int_of(member(o, key), INT64_MIN, INT64_MAX, v, &u))
		return true;
	*why = key;
	return false;
}

static bool get_bool(const struct pobj *o, const char *key, bool *v, const char **why)
{
	const struct pval *x = member(o, key);
	if (!x || (x->type != PV_TRUE && x->type != PV_FALSE)) {
		*why = key;
		return false;
	}
	*v = x->type == PV_TRUE;
	return true;
}

/* A string (unescaped, into a) or null (*v NULL). */
static bool get_str(const struct pobj *o, const char *key, struct arena *a, const char **v, size_t *vlen,
		    const char **why)
{
	const struct pval *x = member(o, key);
	if (x && x->type == PV_NULL) {
		*v = NULL;
		return true;
	}
	if (!x || x->type != PV_STRING) {
		*why = key;
		return false;
	}
	if (!memchr(x->s, '\\', x->len)) {
		*v = arena_strndup(a, x->s, x->len);
		if (vlen)
			*vlen = x->len;
		return true;
	}
	struct sbuf b = {0};
	bool ok = partial_unescape(x->s, x->len, &b);
	if (ok) {
		*v = arena_strndup(a, b.data ? b.data : "", b.len);
		if (vlen)
			*vlen = b.len;
	}
	sbuf_free(&b);
	if (!ok)
		*why = key;
	return ok;
}

static bool get_instant(const struct pobj *o, const char *key, struct instant *t, const char **why)
{
	const struct pval *x = member(o, key);
	struct pval e[3];
	struct elems it;
	int64_t sec, ns;
	uint64_t u;
	if (x && x->type == PV_ARRAY && (elems_init(&it, x), elems_next(&it, &e[0])) &&
	    elems_next(&it, &e[1]) && !elems_next(&it, &e[2]) && !it.bad &&
	    int_of(&e[0], INT64_MIN, INT64_MAX, &sec, &u) && int_of(&e[1], 0, 999999999, &ns, &u)) {
		t->sec = sec;
		t->nsec = (int32_t)u;
		return true;
	}
	*why = key;
	return false;
}

/* An array of n counts into v. */
static bool get_u64s(const struct pobj *o, const char *key, uint64_t *v, size_t n, const char **why)
{
	const struct pval *x = member(o, key);
	size_t i = 0;
	struct elems it;
	struct pval e;
	int64_t s;
	if (!x || x->type != PV_ARRAY)
		goto bad;
	elems_init(&it, x);
	while (elems_next(&it, &e)) {
		if (i == n || !int_of(&e, 0, UINT64_MAX, &s, &v[i]))
			goto bad;
		i++;
	}
	if (!it.bad && i == n)
		return true;
bad:
	*why = key;
	return false;
}

/* A message type, by its name. */
static bool get_kind(const struct pobj *o, const char *key, uint8_t *t, const char **why)
{
	const struct pval *x = member(o, key);
	for (int k = 0; x && x->type == PV_STRING && k < MT_COUNT; k++) {
		const char *name = msg_type_name((enum msg_type)k);
		if (x->len == strlen(name) && memcmp(x->s, name, x->len) == 0) {
			*t = (uint8_t)k;
			return true;
		}
	}
	*why = key;
	return false;
}

/* Member f of the struct at base, from o (a string into a). */
static bool get_field(const struct pobj *o, void *base, struct arena *a, const struct pfield *f,
		      const char **why)
{
	char *p = (char *)base + f->off;
	uint64_t v = 0;
	if (f->optional && !member(o, f->key))
		return true; /* zero, as the record was made */
	switch (f->type) {
	case PF_STR:
		return get_str(o, f->key, a, (const char **)p, NULL, why);
	case PF_BOOL:
		return get_bool(o, f->key, (bool *)p, why);
	case PF_INSTANT:
		return get_instant(o, f->key, (struct instant *)p, why);
	case PF_U64S:
		return get_u64s(o, f->key, (uint64_t *)p, f->n, why);
	case PF_KIND:
		return get_kind(o, f->key, (uint8_t *)p, why);
	case PF_I64:
		return get_i64(o, f->key, (int64_t *)p, why);
	default:
		break;
	}
	if (!get_u64(o, f->key, &v, why))
		return false;
	/* The largest value of each integer type, and the flags allowed. */
	static const uint64_t max[] = {
	    [PF_U64] = UINT64_MAX,  [PF_HEX] = UINT64_MAX,    [PF_U32] = UINT32_MAX,	 [PF_U8] = UINT8_MAX,
	    [PF_ERRNO] = INT32_MAX, [PF_STATUS] = UINT32_MAX, [PF_FLAGS] = REC_MAP_FLAGS};
	if (f->type == PF_FLAGS ? (v & ~max[PF_FLAGS]) != 0 : v > max[f->type]) {
		*why = f->key;
		return false;
	}
	if (f->type == PF_U64 || f->type == PF_HEX)
		*(uint64_t *)p = v;
	else if (f->type == PF_U32)
		*(uint32_t *)p = (uint32_t)v;
	else if (f->type == PF_U8 || f->type == PF_FLAGS)
		*(uint8_t *)p = (uint8_t)v;
	else
		*(int *)p = (int)(uint32_t)v;
	return true;
}

static bool get_fields(const struct pobj *o, void *base, struct arena *a, const struct pfield *f, size_t n,
		       const char **why)
{
	for (size_t i = 0; i < n; i++)
		if (!get_field(o, base, a, &f[i], why))
			return false;
	return true;
}

static bool read_stats(const struct pobj *o, struct file_stats *s, size_t ngroups, const char **why)
{
	const struct pval *x = member(o, "stats");
	struct pobj st;
	if (!x || x->type != PV_OBJECT || !pobj_parse(x->s, x->len, &st)) {
		*why = "stats";
		return false;
	}
	s->df = xcalloc(ngroups, sizeof *s->df);
	return get_fields(&st, s, NULL, partial_stats_fields, partial_nstats_fields, why) &&
	       get_u64s(&st, "df", s->df, ngroups, why);
}

enum partial_line partial_line_kind(const char *line, size_t len)
{
	static const struct {
		const char *lead;
		enum partial_line kind;
	} leads[] = {{"{\"memgrep_partial\":", PL_HEAD},
		     {"{\"file\":", PL_FILE},
		     {"{\"session\":", PL_RECORD},
		     {"{\"rename\":", PL_RENAME},
		     {"{\"end\":", PL_END}};
	for (size_t i = 0; i < sizeof leads / sizeof *leads; i++) {
		size_t n = strlen(leads[i].lead);
		if (len >= n && memcmp(line, leads[i].lead, n) == 0)
			return leads[i].kind;
	}
	return PL_OTHER;
}

struct file_res *partial_read_file(const char *line, size_t len, size_t ngroups, uint64_t *records,
				   const char **why)
{
	struct pobj o;
	if (!pobj_parse(line, len, &o)) {
		*why = "(not a JSON object)";
		return NULL;
	}
	struct file_res *f = file_res_new();
	const char *path;
	if (!get_str(&o, "file", &f->arena, &path, NULL, why) || !path) {
		*why = "file";
		goto bad;
	}
	f->path = xstrdup(path);
	if (!get_fields(&o, f, &f->arena, partial_file_fields, partial_nfile_fields, why) ||
	    !read_stats(&o, f->stats, ngroups, why) || !get_u64(&o, "records", records, why))
		goto bad;
	return f;
bad:
	file_res_free(f);
	return NULL;
}

bool partial_rec_set_ids(struct partial_rec *p, struct arena *a)
{
	struct msg_rec *r = &p->r;
	if (p->lkind >= RL_COUNT)
		return false;
	r->lkind = p->lkind;
	rec_clear_ids(r);
	rec_set_ts_raw(r, a, p->ts_raw);
	if (p->uuid) {
		rec_set_uuid(r, a, p->uuid);
		return true;
	}
	if (!p->dkey)
		return true;
	if (!hex16_to_bytes(p->dkey, r->key))
		return false;
	r->keykind = RK_TEXT;
	return true;
}

bool partial_read_record(const char *line, size_t len, struct file_res *f, size_t ngroups, const char **why)
{
	struct pobj o;
	if (!pobj_parse(line, len, &o)) {
		*why = "(not a JSON object)";
		return false;
	}
	const char *path;
	if (!get_str(&o, "file", &f->arena, &path, NULL, why) || !path || strcmp(path, f->path) != 0) {
		*why = "file";
		return false;
	}
	struct msg_rec *r = file_recs_push(&f->recs, f);
	struct partial_rec w = {.r = *r};
	bool got = get_fields(&o, &w, &f->arena, partial_rec_fields, partial_nrec_fields, why);
	bool has_tf = member(&o, "hits_per_group");
	rec_set_distinct(&w.r, &f->arena, w.distinct);
	rec_set_dl(&w.r, &f->arena, w.dl);
	if (got && !partial_rec_set_ids(&w, &f->arena)) {
		*why = w.lkind >= RL_COUNT ? "line_kind" : "dkey";
		got = false;
	}
	*r = w.r;
	if (w.m.leaf || w.m.label || w.m.label_match || w.m.first_cp || w.m.neg)
		*rec_more(r, &f->arena) = w.m;
	if (!got)
		return false;
	if (r->order >= KO_COUNT) {
		*why = "order";
		return false;
	}
	if (has_tf) {
		uint64_t *v = xcalloc(ngroups + 1, sizeof *v);
		uint32_t *tf = xcalloc(ngroups + 1, sizeof *tf);
		bool ok = get_u64s(&o, "hits_per_group", v, ngroups, why);
		for (size_t g = 0; g < ngroups; g++)
			tf[g] = v[g] <= UINT32_MAX ? (uint32_t)v[g] : 0;
		rec_set_tf(r, &f->arena, tf, (uint32_t)ngroups);
		free(tf);
		free(v);
		if (!ok)
			return false;
	}
	return true;
}

bool partial_read_rename(const char *line, size_t len, struct arena *a, const char **was, const char **now,
			 const char **why)
{
	struct pobj o;
	if (!pobj_parse(line, len, &o)) {
		*why = "(not a JSON object)";
		return false;
	}
	if (!get_str(&o, "rename", a, was, NULL, why) || !get_str(&o, "to", a, now, NULL, why))
		return false;
	if (!*was || !*now) {
		*why = *was ? "to" : "rename";
		return false;
	}
	return true;
}

bool partial_read_end(const char *line, size_t len, struct partial_end *e, const char **why)
{
	struct pobj o, x;
	const struct pval *v;
	if (!pobj_parse(line, len, &o) || !(v = member(&o, "end")) || v->type != PV_OBJECT ||
	    !pobj_parse(v->s, v->len, &x)) {
		*why = "end";
		return false;
	}
	return get_fields(&x, e, NULL, partial_end_fields, partial_nend_fields, why);
}
