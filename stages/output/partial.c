/* partial: the map step's lines and their reading back (stages/output/partial.h,
 * docs/reference.md §13). Counts are JSON integers, read back exactly; bit
 * masks of groups are hex strings (a JSON reader that reads numbers as
 * doubles, as jq does, keeps them whole). */
#include "stages/output/partial.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "base/json_lex.h"
#include "base/json_line.h"
#include "base/text.h"
#include "base/xalloc.h"

/* The slices a long text is escaped and written in. */
#define SLICE (64u << 10)

static int put(FILE *out, const struct sbuf *b)
{
	return b->len && fwrite(b->data, 1, b->len, out) != b->len ? -1 : 0;
}

/* The writers below append without printf: a partial has a dozen members
 * per record and dozens per file, and the map step writes them while its
 * workers read. */

static void put_key(struct sbuf *b, const char *key)
{
	sbuf_adds(b, ",\"");
	sbuf_adds(b, key);
	sbuf_adds(b, "\":");
}

static void put_u64(struct sbuf *b, uint64_t v)
{
	char d[20];
	size_t n = 0;
	do {
		d[sizeof d - ++n] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	sbuf_add(b, d + sizeof d - n, n);
}

static void put_i64(struct sbuf *b, int64_t v)
{
	if (v < 0) {
		sbuf_addc(b, '-');
		put_u64(b, (uint64_t)0 - (uint64_t)v);
	} else {
		put_u64(b, (uint64_t)v);
	}
}

static void put_hex(struct sbuf *b, uint64_t v)
{
	char d[16];
	size_t n = 0;
	do {
		d[sizeof d - ++n] = "0123456789abcdef"[v & 15];
		v >>= 4;
	} while (v);
	sbuf_addc(b, '"');
	sbuf_add(b, d + sizeof d - n, n);
	sbuf_addc(b, '"');
}

static void add_str(struct sbuf *b, const char *key, const char *s)
{
	put_key(b, key);
	if (s)
		json_write_string(b, s, strlen(s));
	else
		sbuf_adds(b, "null");
}

static void add_u64(struct sbuf *b, const char *key, uint64_t v)
{
	put_key(b, key);
	put_u64(b, v);
}

static void add_bool(struct sbuf *b, const char *key, bool v)
{
	put_key(b, key);
	sbuf_adds(b, v ? "true" : "false");
}

static void add_instant(struct sbuf *b, const char *key, struct instant t)
{
	put_key(b, key);
	sbuf_addc(b, '[');
	put_i64(b, t.sec);
	sbuf_addc(b, ',');
	put_i64(b, t.nsec);
	sbuf_addc(b, ']');
}

static void add_u64s(struct sbuf *b, const char *key, const uint64_t *v, size_t n)
{
	put_key(b, key);
	sbuf_addc(b, '[');
	for (size_t i = 0; i < n; i++) {
		if (i)
			sbuf_addc(b, ',');
		put_u64(b, v ? v[i] : 0);
	}
	sbuf_addc(b, ']');
}

/* b, then ,"text":TEXT} and a newline, TEXT escaped and written in slices
 * (a long text is never escaped whole). */
static int put_with_text(FILE *out, struct sbuf *b, const char *text, size_t len, bool has)
{
	sbuf_adds(b, has ? ",\"text\":\"" : ",\"text\":null");
	if (put(out, b) != 0)
		return -1;
	sbuf_reset(b);
	for (size_t at = 0; has && at < len;) {
		size_t n = len - at < SLICE ? len - at : SLICE;
		json_write_escaped(b, text + at, n);
		at += n;
		if (put(out, b) != 0)
			return -1;
		sbuf_reset(b);
	}
	sbuf_adds(b, has ? "\"}\n" : "}\n");
	return put(out, b);
}

int partial_write_head(const struct config *cfg, FILE *out)
{
	struct sbuf b = {0};
	sbuf_printf(&b, "{\"memgrep_partial\":%d", PARTIAL_SCHEMA);
	add_str(&b, "version", MEMGREP_VERSION);
	add_str(&b, "query", cfg->query_text);
	sbuf_adds(&b, ",\"options\":[");
	for (size_t i = 0; i < cfg->nopts; i++) {
		sbuf_adds(&b, i ? "," : "");
		json_write_string(&b, cfg->opts[i], strlen(cfg->opts[i]));
	}
	sbuf_addc(&b, ']');
	add_str(&b, "current_session", cfg->current_session);
	add_str(&b, "here", cfg->here ? cfg->cwd : NULL);
	sbuf_adds(&b, "}\n");
	int rc = put(out, &b);
	sbuf_free(&b);
	return rc;
}

static void add_stats(struct sbuf *b, const struct file_stats *s, size_t ngroups)
{
	sbuf_adds(b, ",\"stats\":{\"bytes\":");
	put_u64(b, s->bytes);
	add_u64(b, "lines", s->lines);
	add_u64(b, "malformed", s->malformed);
	add_u64(b, "decoded", s->decoded);
	add_u64(b, "messages", s->messages);
	add_u64s(b, "drops", s->drops, 16);
	add_u64s(b, "cand_drops", s->cand_drops, 16);
	add_u64(b, "cand_types", s->cand_types);
	put_key(b, "raw_groups");
	put_hex(b, s->raw_groups);
	uint64_t ns[] = {s->ns_read, s->ns_prefilter, s->ns_decode, s->ns_match, s->ns_cpu};
	add_u64s(b, "ns", ns, 5);
	uint64_t ix[] = {s->ix_bytes, s->ix_fresh, s->ix_grown, s->ix_built, s->ix_large};
	add_u64s(b, "index", ix, 5);
	add_u64(b, "n_msgs", s->n_msgs);
	add_u64(b, "sum_dl", s->sum_dl);
	add_u64s(b, "df", s->df, ngroups);
	sbuf_addc(b, '}');
}

/* The flags a record has when it leaves its worker (rank sets the rest). */
#define REC_MAP_FLAGS (REC_HAS_TS | REC_HIT | REC_TOUCH)

static int write_record(const struct config *cfg, const struct msg_rec *r, const struct emit_text_src *src,
			struct sbuf *b, struct sbuf *text, FILE *out)
{
	const struct file_res *f = r->file;
	size_t np = cfg->query.npositive;
	sbuf_reset(b);
	sbuf_adds(b, "{\"session\":");
	json_write_string(b, f->meta.session_id ? f->meta.session_id : "",
			  strlen(f->meta.session_id ? f->meta.session_id : ""));
	add_str(b, "file", f->path);
	add_u64(b, "line", r->line);
	add_str(b, "uuid", r->uuid);
	add_str(b, "dkey", r->dkey);
	add_str(b, "timestamp", r->ts_raw);
	add_instant(b, "instant", r->ts);
	add_str(b, "kind", msg_type_name((enum msg_type)r->type));
	add_u64(b, "order", r->order);
	add_u64(b, "flags", r->flags & REC_MAP_FLAGS);
	put_key(b, "pos");
	put_hex(b, r->pos_mask);
	put_key(b, "neg");
	put_hex(b, r->neg_mask);
	add_u64(b, "hits", r->hits);
	add_u64(b, "distinct", r->distinct);
	add_u64(b, "length", r->dl);
	if (r->tf) {
		sbuf_adds(b, ",\"hits_per_group\":[");
		for (size_t g = 0; g < np; g++) {
			if (g)
				sbuf_addc(b, ',');
			put_u64(b, r->tf[g]);
		}
		sbuf_addc(b, ']');
	}
	if (r->text)
		return put_with_text(out, b, r->text, r->tlen, true);
	sbuf_reset(text);
	bool has = src->text(src->arg, r, text);
	return put_with_text(out, b, text->data, text->len, has);
}

int partial_write_file(const struct config *cfg, const struct file_res *f, const struct emit_text_src *src,
		       FILE *out)
{
	const struct file_meta *m = &f->meta;
	struct sbuf b = {0}, text = {0};
	sbuf_adds(&b, "{\"file\":");
	json_write_string(&b, f->path, strlen(f->path));
	add_u64(&b, "source", f->source);
	add_u64(&b, "fd_error", (uint64_t)f->fd_error);
	add_u64(&b, "scan_error", (uint64_t)(unsigned)f->scan_error);
	add_bool(&b, "cut_short", f->cut_short);
	add_u64(&b, "first_malformed", f->first_malformed);
	add_str(&b, "index_warning", f->index_warning);
	add_str(&b, "session", m->session_id);
	add_str(&b, "cwd", m->first_cwd);
	add_str(&b, "title_custom", m->title_custom);
	add_str(&b, "title_ai", m->title_ai);
	add_str(&b, "latest_raw", m->latest_raw);
	add_instant(&b, "latest", m->latest);
	add_instant(&b, "last_event", m->last_event);
	add_bool(&b, "has_latest", m->has_latest);
	add_bool(&b, "has_event", m->has_event);
	add_bool(&b, "fork", m->is_fork);
	add_bool(&b, "touches", m->touches);
	add_bool(&b, "other_session", m->other_session);
	add_bool(&b, "has_prompt", m->has_prompt);
	add_u64(&b, "prompt_line", m->prompt_line);
	add_stats(&b, &f->stats, cfg->query.npositive + 1);
	add_u64(&b, "records", f->recs.n);
	int rc;
	if (m->has_prompt) {
		/* The first prompt, read as rank reads it for a title. */
		struct msg_rec p = {.file = (struct file_res *)f,
				    .off = m->prompt_off,
				    .len = m->prompt_len,
				    .line = m->prompt_line,
				    .type = MT_USER,
				    .order = KO_TEXT,
				    .flags = REC_TITLE};
		bool has = src->text(src->arg, &p, &text);
		rc = put_with_text(out, &b, text.data, text.len, has);
	} else {
		sbuf_adds(&b, "}\n");
		rc = put(out, &b);
	}
	for (size_t i = 0; rc == 0 && i < f->recs.n; i++)
		rc = write_record(cfg, &f->recs.v[i], src, &b, &text, out);
	sbuf_free(&b);
	sbuf_free(&text);
	return rc;
}

int partial_write_memory(const char *path, const struct mem_file *mf, FILE *out)
{
	struct sbuf b = {0};
	sbuf_adds(&b, "{\"memory\":");
	json_write_string(&b, path, strlen(path));
	sbuf_printf(&b, ",\"mtime\":%" PRId64, mf->mtime);
	add_bool(&b, "private", mf->private_file);
	add_u64(&b, "bytes", mf->bytes);
	add_u64(&b, "lines", mf->lines);
	add_u64(&b, "matches", mf->matches);
	sbuf_adds(&b, ",\"out\":[");
	for (size_t i = 0; i < mf->nout; i++) {
		const struct mem_line *l = &mf->out[i];
		sbuf_printf(&b, "%s{\"line\":%" PRIu32 ",\"first_cp\":%" PRId64, i ? "," : "", l->line,
			    l->first_cp);
		add_bool(&b, "context", l->context);
		add_str(&b, "category", l->category);
		sbuf_adds(&b, ",\"text\":");
		json_write_string(&b, l->text, l->len);
		sbuf_addc(&b, '}');
	}
	sbuf_adds(&b, "]}\n");
	int rc = put(out, &b);
	sbuf_free(&b);
	return rc;
}

int partial_write_rename(const char *was, const char *now, FILE *out)
{
	struct sbuf b = {0};
	sbuf_adds(&b, "{\"rename\":");
	json_write_string(&b, was, strlen(was));
	add_str(&b, "to", now);
	sbuf_adds(&b, "}\n");
	int rc = put(out, &b);
	sbuf_free(&b);
	return rc;
}

int partial_write_end(const struct partial_end *e, FILE *out)
{
	struct sbuf b = {0};
	sbuf_printf(&b, "{\"end\":{\"files\":%" PRIu64, e->files);
	add_u64(&b, "results", e->results);
	add_u64(&b, "warnings", e->warnings);
	add_u64(&b, "scan_failed", e->scan_failed);
	add_u64(&b, "discover_wall", e->discover_wall);
	add_u64(&b, "discover_cpu", e->discover_cpu);
	add_u64(&b, "scan_wall", e->scan_wall);
	add_bool(&b, "timed_out", e->timed_out);
	add_bool(&b, "indexed", e->indexed);
	sbuf_adds(&b, "}}\n");
	int rc = put(out, &b);
	sbuf_free(&b);
	return rc;
}

bool partial_text_span(const char *line, size_t len, size_t *start, size_t *tlen, bool *null)
{
	/* A string value holds every '"' escaped, so `,"` is never inside
	 * one: the first `,"text":` is the member's key, which the writer
	 * puts last. (A memory file's line, whose printed lines have texts of
	 * their own, is not read this way.) */
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

/* Past JSON's whitespace from s[p]. */
static size_t skip_ws(const char *s, size_t len, size_t p)
{
	return json_skip_ws((const unsigned char *)s, len, p);
}

/* The end of the string whose opening quote is at s[p] (past its closing
 * quote), or 0. */
static size_t string_end(const char *s, size_t len, size_t p)
{
	for (size_t q = p + 1; q < len;) {
		const char *x = memchr(s + q, '"', len - q);
		if (!x)
			return 0;
		size_t at = (size_t)(x - s), bs = 0;
		while (at - bs > p + 1 && s[at - bs - 1] == '\\')
			bs++;
		if (bs % 2 == 0)
			return at + 1;
		q = at + 1;
	}
	return 0;
}

/* The value at s[p]: into *v; returns the position past it, or 0. */
static size_t value_at(const char *s, size_t len, size_t p, struct pval *v)
{
	if (p >= len)
		return 0;
	char c = s[p];
	if (c == '"') {
		size_t e = string_end(s, len, p);
		if (!e)
			return 0;
		*v = (struct pval){s + p + 1, e - p - 2, PV_STRING};
		return e;
	}
	if (c == '[' || c == '{') {
		/* To the matching bracket, strings skipped. */
		int depth = 0;
		for (size_t q = p; q < len; q++) {
			if (s[q] == '"') {
				size_t e = string_end(s, len, q);
				if (!e)
					return 0;
				q = e - 1;
			} else if (s[q] == '[' || s[q] == '{') {
				depth++;
			} else if (s[q] == ']' || s[q] == '}') {
				if (--depth == 0) {
					*v = (struct pval){s + p, q + 1 - p, c == '[' ? PV_ARRAY : PV_OBJECT};
					return q + 1;
				}
			}
		}
		return 0;
	}
	static const struct {
		const char *word;
		size_t n;
		enum pv_type type;
	} words[] = {{"true", 4, PV_TRUE}, {"false", 5, PV_FALSE}, {"null", 4, PV_NULL}};
	for (size_t i = 0; (c == 't' || c == 'f' || c == 'n') && i < 3; i++) {
		size_t n = words[i].n;
		if (len - p >= n && memcmp(s + p, words[i].word, n) == 0) {
			*v = (struct pval){s + p, n, words[i].type};
			return p + n;
		}
	}
	size_t q = p;
	while (q < len && (s[q] == '-' || s[q] == '+' || s[q] == '.' || s[q] == 'e' || s[q] == 'E' ||
			   (s[q] >= '0' && s[q] <= '9')))
		q++;
	if (q == p)
		return 0;
	*v = (struct pval){s + p, q - p, PV_NUMBER};
	return q;
}

/* The members of the object s[0..len) (its braces included). */
static bool pobj_parse(const char *s, size_t len, struct pobj *o)
{
	o->n = 0;
	o->next = 0;
	size_t p = skip_ws(s, len, 0);
	if (p >= len || s[p] != '{')
		return false;
	p = skip_ws(s, len, p + 1);
	if (p < len && s[p] == '}')
		return skip_ws(s, len, p + 1) == len;
	for (;;) {
		if (p >= len || s[p] != '"' || o->n == POBJ_MAX)
			return false;
		size_t ke = string_end(s, len, p);
		if (!ke)
			return false;
		struct pmem *m = &o->m[o->n++];
		m->key = s + p + 1;
		m->klen = ke - p - 2;
		p = skip_ws(s, len, ke);
		if (p >= len || s[p] != ':')
			return false;
		p = value_at(s, len, skip_ws(s, len, p + 1), &m->v);
		if (!p)
			return false;
		p = skip_ws(s, len, p);
		if (p < len && s[p] == ',') {
			p = skip_ws(s, len, p + 1);
			continue;
		}
		return p < len && s[p] == '}' && skip_ws(s, len, p + 1) == len;
	}
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

/* The elements of the array a, one at a time: *p starts at 0; false at
 * its end or on a fault (*bad set). */
static bool next_element(const struct pval *a, size_t *p, struct pval *e, bool *bad)
{
	const char *s = a->s;
	size_t len = a->len - 1; /* before ']' */
	size_t q = skip_ws(s, len, *p ? *p : 1);
	if (q < len && s[q] == ',' && *p)
		q = skip_ws(s, len, q + 1);
	else if (*p && q < len) {
		*bad = true;
		return false;
	}
	if (q >= len) {
		*bad = *p && s[*p - 1] == ',';
		return false;
	}
	size_t e_end = value_at(s, len, q, e);
	if (!e_end) {
		*bad = true;
		return false;
	}
	*p = skip_ws(s, len, e_end);
	return true;
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

static bool get_u32(const struct pobj *o, const char *key, uint32_t *v, const char **why)
{
	uint64_t x;
	if (!get_u64(o, key, &x, why))
		return false;
	if (x > UINT32_MAX) {
		*why = key;
		return false;
	}
	*v = (uint32_t)x;
	return true;
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
	struct pval e[2];
	size_t p = 0;
	bool bad = false;
	int64_t sec, ns;
	uint64_t u;
	if (x && x->type == PV_ARRAY && next_element(x, &p, &e[0], &bad) &&
	    next_element(x, &p, &e[1], &bad) && !next_element(x, &p, &(struct pval){0}, &bad) && !bad &&
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
	size_t p = 0, i = 0;
	bool bad = false;
	struct pval e;
	int64_t s;
	if (!x || x->type != PV_ARRAY)
		goto bad;
	while (next_element(x, &p, &e, &bad)) {
		if (i == n || !int_of(&e, 0, UINT64_MAX, &s, &v[i]))
			goto bad;
		i++;
	}
	if (!bad && i == n)
		return true;
bad:
	*why = key;
	return false;
}

static bool read_stats(const struct pobj *o, struct file_stats *s, size_t ngroups, const char **why)
{
	const struct pval *x = member(o, "stats");
	struct pobj st;
	uint64_t ns[5], ix[5], types;
	if (!x || x->type != PV_OBJECT || !pobj_parse(x->s, x->len, &st)) {
		*why = "stats";
		return false;
	}
	s->df = xcalloc(ngroups, sizeof *s->df);
	if (!get_u64(&st, "bytes", &s->bytes, why) || !get_u64(&st, "lines", &s->lines, why) ||
	    !get_u64(&st, "malformed", &s->malformed, why) || !get_u64(&st, "decoded", &s->decoded, why) ||
	    !get_u64(&st, "messages", &s->messages, why) || !get_u64s(&st, "drops", s->drops, 16, why) ||
	    !get_u64s(&st, "cand_drops", s->cand_drops, 16, why) ||
	    !get_u64(&st, "cand_types", &types, why) || !get_u64(&st, "raw_groups", &s->raw_groups, why) ||
	    !get_u64s(&st, "ns", ns, 5, why) || !get_u64s(&st, "index", ix, 5, why) ||
	    !get_u64(&st, "n_msgs", &s->n_msgs, why) || !get_u64(&st, "sum_dl", &s->sum_dl, why) ||
	    !get_u64s(&st, "df", s->df, ngroups, why))
		return false;
	s->cand_types = (unsigned)types;
	s->ns_read = ns[0], s->ns_prefilter = ns[1], s->ns_decode = ns[2], s->ns_match = ns[3],
	s->ns_cpu = ns[4];
	s->ix_bytes = ix[0], s->ix_fresh = ix[1], s->ix_grown = ix[2], s->ix_built = ix[3],
	s->ix_large = ix[4];
	return true;
}

enum partial_line partial_line_kind(const char *line, size_t len)
{
	static const struct {
		const char *lead;
		enum partial_line kind;
	} leads[] = {{"{\"memgrep_partial\":", PL_HEAD}, {"{\"file\":", PL_FILE},
		     {"{\"session\":", PL_RECORD},	 {"{\"memory\":", PL_MEMORY},
		     {"{\"rename\":", PL_RENAME},	 {"{\"end\":", PL_END}};
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
	struct file_res *f = xcalloc(1, sizeof *f);
	struct file_meta *m = &f->meta;
	const char *path;
	uint64_t source, fd_error, scan_error;
	if (!get_str(&o, "file", &f->arena, &path, NULL, why) || !path) {
		*why = "file";
		goto bad;
	}
	f->path = xstrdup(path);
	if (!get_u64(&o, "source", &source, why) || !get_u64(&o, "fd_error", &fd_error, why) ||
	    !get_u64(&o, "scan_error", &scan_error, why) || !get_bool(&o, "cut_short", &f->cut_short, why) ||
	    !get_u32(&o, "first_malformed", &f->first_malformed, why) ||
	    !get_str(&o, "index_warning", &f->arena, &f->index_warning, NULL, why) ||
	    !get_str(&o, "session", &f->arena, &m->session_id, NULL, why) ||
	    !get_str(&o, "cwd", &f->arena, &m->first_cwd, NULL, why) ||
	    !get_str(&o, "title_custom", &f->arena, &m->title_custom, NULL, why) ||
	    !get_str(&o, "title_ai", &f->arena, &m->title_ai, NULL, why) ||
	    !get_str(&o, "latest_raw", &f->arena, &m->latest_raw, NULL, why) ||
	    !get_instant(&o, "latest", &m->latest, why) ||
	    !get_instant(&o, "last_event", &m->last_event, why) ||
	    !get_bool(&o, "has_latest", &m->has_latest, why) ||
	    !get_bool(&o, "has_event", &m->has_event, why) || !get_bool(&o, "fork", &m->is_fork, why) ||
	    !get_bool(&o, "touches", &m->touches, why) ||
	    !get_bool(&o, "other_session", &m->other_session, why) ||
	    !get_bool(&o, "has_prompt", &m->has_prompt, why) ||
	    !get_u32(&o, "prompt_line", &m->prompt_line, why) || !read_stats(&o, &f->stats, ngroups, why) ||
	    !get_u64(&o, "records", records, why))
		goto bad;
	if (source > 255 || fd_error > INT32_MAX || scan_error > UINT32_MAX) {
		*why = "source";
		goto bad;
	}
	f->source = (uint8_t)source;
	f->fd_error = (int)fd_error;
	f->scan_error = (int)(uint32_t)scan_error;
	return f;
bad:
	file_res_free(f);
	return NULL;
}

bool partial_read_record(const char *line, size_t len, struct file_res *f, size_t ngroups, const char **why)
{
	struct pobj o;
	if (!pobj_parse(line, len, &o)) {
		*why = "(not a JSON object)";
		return false;
	}
	const char *path, *kind;
	if (!get_str(&o, "file", &f->arena, &path, NULL, why) || !path || strcmp(path, f->path) != 0) {
		*why = "file";
		return false;
	}
	struct msg_rec *r = file_recs_push(&f->recs, f);
	uint64_t order, flags;
	if (!get_u32(&o, "line", &r->line, why) || !get_str(&o, "uuid", &f->arena, &r->uuid, NULL, why) ||
	    !get_str(&o, "dkey", &f->arena, &r->dkey, NULL, why) ||
	    !get_str(&o, "timestamp", &f->arena, &r->ts_raw, NULL, why) ||
	    !get_instant(&o, "instant", &r->ts, why) || !get_str(&o, "kind", &f->arena, &kind, NULL, why) ||
	    !get_u64(&o, "order", &order, why) || !get_u64(&o, "flags", &flags, why) ||
	    !get_u64(&o, "pos", &r->pos_mask, why) || !get_u64(&o, "neg", &r->neg_mask, why) ||
	    !get_u32(&o, "hits", &r->hits, why) || !get_u32(&o, "distinct", &r->distinct, why) ||
	    !get_u32(&o, "length", &r->dl, why))
		return false;
	int type = -1;
	for (int t = 0; kind && t < MT_COUNT; t++)
		if (strcmp(kind, msg_type_name((enum msg_type)t)) == 0)
			type = t;
	if (type < 0 || order >= KO_COUNT || (flags & ~(uint64_t)REC_MAP_FLAGS)) {
		*why = type < 0 ? "kind" : order >= KO_COUNT ? "order" : "flags";
		return false;
	}
	r->type = (uint8_t)type;
	r->order = (uint8_t)order;
	r->flags = (uint8_t)flags;
	if (member(&o, "hits_per_group")) {
		uint64_t *v = xcalloc(ngroups + 1, sizeof *v);
		bool ok = get_u64s(&o, "hits_per_group", v, ngroups, why);
		r->tf = arena_alloc(&f->arena, (ngroups + 1) * sizeof *r->tf);
		for (size_t g = 0; g <= ngroups; g++)
			r->tf[g] = g < ngroups && v[g] <= UINT32_MAX ? (uint32_t)v[g] : 0;
		free(v);
		if (!ok)
			return false;
	}
	return true;
}

struct mem_file *partial_read_memory(const char *line, size_t len, const char **why)
{
	struct pobj o;
	if (!pobj_parse(line, len, &o)) {
		*why = "(not a JSON object)";
		return NULL;
	}
	struct mem_file *mf = xcalloc(1, sizeof *mf);
	const struct pval *out = member(&o, "out");
	uint64_t matches;
	const char *path;
	if (!get_str(&o, "memory", &mf->arena, &path, NULL, why) || !path ||
	    !get_i64(&o, "mtime", &mf->mtime, why) || !get_bool(&o, "private", &mf->private_file, why) ||
	    !get_u64(&o, "bytes", &mf->bytes, why) || !get_u64(&o, "lines", &mf->lines, why) ||
	    !get_u64(&o, "matches", &matches, why))
		goto bad;
	if (!out || out->type != PV_ARRAY) {
		*why = "out";
		goto bad;
	}
	mf->matches = (size_t)matches;
	size_t p = 0, cap = 0;
	bool bad = false;
	struct pval e;
	while (next_element(out, &p, &e, &bad)) {
		struct pobj lo;
		xgrow((void **)&mf->out, &cap, mf->nout + 1, sizeof *mf->out);
		struct mem_line *l = &mf->out[mf->nout++];
		memset(l, 0, sizeof *l);
		if (e.type != PV_OBJECT || !pobj_parse(e.s, e.len, &lo) ||
		    !get_u32(&lo, "line", &l->line, why) || !get_i64(&lo, "first_cp", &l->first_cp, why) ||
		    !get_bool(&lo, "context", &l->context, why) ||
		    !get_str(&lo, "category", &mf->arena, &l->category, NULL, why) ||
		    !get_str(&lo, "text", &mf->arena, &l->text, &l->len, why) || !l->text) {
			*why = "out";
			goto bad;
		}
	}
	if (bad) {
		*why = "out";
		goto bad;
	}
	return mf;
bad:
	memory_file_free(mf);
	return NULL;
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
	return get_u64(&x, "files", &e->files, why) && get_u64(&x, "results", &e->results, why) &&
	       get_u64(&x, "warnings", &e->warnings, why) &&
	       get_u64(&x, "scan_failed", &e->scan_failed, why) &&
	       get_u64(&x, "discover_wall", &e->discover_wall, why) &&
	       get_u64(&x, "discover_cpu", &e->discover_cpu, why) &&
	       get_u64(&x, "scan_wall", &e->scan_wall, why) &&
	       get_bool(&x, "timed_out", &e->timed_out, why) && get_bool(&x, "indexed", &e->indexed, why);
}
