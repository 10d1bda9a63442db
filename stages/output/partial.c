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
#include "base/uuid.h"
#include "base/xalloc.h"
#include "stages/output/partial_fields.h"

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

static void put_instant(struct sbuf *b, struct instant t)
{
	sbuf_addc(b, '[');
	put_i64(b, t.sec);
	sbuf_addc(b, ',');
	put_i64(b, t.nsec);
	sbuf_addc(b, ']');
}

/* n counts (zeros when v is NULL). */
static void put_u64s(struct sbuf *b, const uint64_t *v, size_t n)
{
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

const struct pfield partial_file_fields[] = {
#define F(key, type, member)                                                                                 \
	{                                                                                                    \
		key, type, offsetof(struct file_res, member), 0, false                                       \
	}
    F("source", PF_U8, source),
    F("fd_error", PF_ERRNO, fd_error),
    F("scan_error", PF_STATUS, scan_error),
    F("cut_short", PF_BOOL, cut_short),
    F("first_malformed", PF_U32, first_malformed),
    F("index_warning", PF_STR, index_warning),
    F("session", PF_STR, meta.session_id),
    F("cwd", PF_STR, meta.first_cwd),
    F("title_custom", PF_STR, meta.title_custom),
    F("title_ai", PF_STR, meta.title_ai),
    F("latest_raw", PF_STR, meta.latest_raw),
    F("latest", PF_INSTANT, meta.latest),
    F("last_event", PF_INSTANT, meta.last_event),
    F("has_latest", PF_BOOL, meta.has_latest),
    F("has_event", PF_BOOL, meta.has_event),
    F("fork", PF_BOOL, meta.is_fork),
    F("touches", PF_BOOL, meta.touches),
    F("other_session", PF_BOOL, meta.other_session),
    F("subagent", PF_BOOL, meta.subagent),
    F("has_prompt", PF_BOOL, meta.has_prompt),
    F("prompt_line", PF_U32, meta.prompt_line),
#undef F
    /* A session file kept of a deleted one (docs/reference.md §12): only
     * then. */
    {"archived", PF_BOOL, offsetof(struct file_res, archived), 0, true},
};

const struct pfield partial_rec_fields[] = {
#define F(key, type, member)                                                                                 \
	{                                                                                                    \
		key, type, offsetof(struct partial_rec, r.member), 0, false                                  \
	}
    F("line", PF_U32, line),
#undef F
    {"uuid", PF_STR, offsetof(struct partial_rec, uuid), 0, false},
    {"dkey", PF_STR, offsetof(struct partial_rec, dkey), 0, false},
    {"timestamp", PF_STR, offsetof(struct partial_rec, ts_raw), 0, false},
#define F(key, type, member)                                                                                 \
	{                                                                                                    \
		key, type, offsetof(struct partial_rec, r.member), 0, false                                  \
	}
    F("instant", PF_INSTANT, ts),
    F("kind", PF_KIND, type),
    F("order", PF_U8, order),
    F("flags", PF_FLAGS, flags),
    F("pos", PF_HEX, pos_mask),
    {"neg", PF_HEX, offsetof(struct partial_rec, m.neg), 0, false},
    F("hits", PF_U32, hits),
#undef F
    {"distinct", PF_U32, offsetof(struct partial_rec, distinct), 0, false},
    {"length", PF_U32, offsetof(struct partial_rec, dl), 0, false},
    {"label", PF_STR, offsetof(struct partial_rec, m.label), 0, true},
    {"label_match", PF_STR, offsetof(struct partial_rec, m.label_match), 0, true},
    {"first_cp", PF_I64, offsetof(struct partial_rec, m.first_cp), 0, true},
    {"line_kind", PF_U8, offsetof(struct partial_rec, lkind), 0, true},
    {"leaf", PF_STR, offsetof(struct partial_rec, m.leaf), 0, true},
};

/* The counts of stages/record.h's lists: a sum as an integer, a set of
 * bits as a hex string. */
#define SUM PF_U64
#define OR  PF_HEX
const struct pfield partial_stats_fields[] = {
#define F(name, how, group, key) {#name, how, offsetof(struct file_stats, name), 0, false},
    FILE_COUNTS(F)
#undef F
#define F(name, n) {#name, PF_U64S, offsetof(struct file_stats, name), n, false},
	FILE_COUNT_ARRAYS(F)
#undef F
};
#undef SUM
#undef OR

#define PF_uint64_t PF_U64
#define PF_bool	    PF_BOOL
const struct pfield partial_end_fields[] = {
#define F(name, type) {#name, PF_##type, offsetof(struct partial_end, name), 0, false},
    PARTIAL_END(F)
#undef F
};
#undef PF_bool
#undef PF_uint64_t

void partial_end_add(struct partial_end *to, const struct partial_end *e)
{
	/* A sum, or for a flag an or. */
#define ADD(name, type) to->name = (type)(to->name + e->name);
	PARTIAL_END(ADD)
#undef ADD
}

#define COUNT(a) (sizeof a / sizeof a[0])
const size_t partial_nfile_fields = COUNT(partial_file_fields),
	     partial_nrec_fields = COUNT(partial_rec_fields),
	     partial_nstats_fields = COUNT(partial_stats_fields),
	     partial_nend_fields = COUNT(partial_end_fields);

void partial_rec_ids(struct partial_rec *p)
{
	const struct msg_rec *r = &p->r;
	p->uuid = rec_uuid(r, p->ubuf);
	p->ts_raw = rec_ts_raw(r, p->tbuf);
	p->lkind = r->lkind;
	p->distinct = rec_distinct(r);
	p->dkey = NULL;
	if (r->keykind == RK_TEXT) {
		hex16_from_bytes(r->key, p->kbuf);
		p->dkey = p->kbuf;
	}
}

/* Member f of the struct at base, its key after a comma unless first. */
static void put_field(struct sbuf *b, const void *base, const struct pfield *f, bool first)
{
	const char *p = (const char *)base + f->off;
	if (first) {
		sbuf_addc(b, '"');
		sbuf_adds(b, f->key);
		sbuf_adds(b, "\":");
	} else {
		put_key(b, f->key);
	}
	switch (f->type) {
	case PF_STR: {
		const char *v = *(const char *const *)p;
		if (v)
			json_write_string(b, v, strlen(v));
		else
			sbuf_adds(b, "null");
		break;
	}
	case PF_U64:
		put_u64(b, *(const uint64_t *)p);
		break;
	case PF_U32:
		put_u64(b, *(const uint32_t *)p);
		break;
	case PF_U8:
		put_u64(b, *(const uint8_t *)p);
		break;
	case PF_ERRNO:
		put_u64(b, (uint64_t) * (const int *)p);
		break;
	case PF_STATUS:
		put_u64(b, (unsigned)*(const int *)p);
		break;
	case PF_BOOL:
		sbuf_adds(b, *(const bool *)p ? "true" : "false");
		break;
	case PF_INSTANT:
		put_instant(b, *(const struct instant *)p);
		break;
	case PF_HEX:
		put_hex(b, *(const uint64_t *)p);
		break;
	case PF_FLAGS:
		put_u64(b, *(const uint8_t *)p & REC_MAP_FLAGS);
		break;
	case PF_KIND: {
		const char *name = msg_type_name((enum msg_type) * (const uint8_t *)p);
		json_write_string(b, name, strlen(name));
		break;
	}
	case PF_U64S:
		put_u64s(b, (const uint64_t *)p, f->n);
		break;
	case PF_I64:
		put_i64(b, *(const int64_t *)p);
		break;
	}
}

/* Whether an optional member of the struct at base is zero (NULL). */
static bool is_zero(const void *base, const struct pfield *f)
{
	const char *p = (const char *)base + f->off;
	if (f->type == PF_STR)
		return *(const char *const *)p == NULL;
	if (f->type == PF_BOOL)
		return !*(const bool *)p;
	return f->type == PF_U8 ? *(const uint8_t *)p == 0 : *(const int64_t *)p == 0;
}

static void put_fields(struct sbuf *b, const void *base, const struct pfield *f, size_t n, bool first)
{
	for (size_t i = 0; i < n; i++)
		if (!f[i].optional || !is_zero(base, &f[i]))
			put_field(b, base, &f[i], first && i == 0);
}

static void add_stats(struct sbuf *b, const struct file_stats *s, size_t ngroups)
{
	sbuf_adds(b, ",\"stats\":{");
	put_fields(b, s, partial_stats_fields, partial_nstats_fields, true);
	put_key(b, "df");
	put_u64s(b, s->df, ngroups);
	sbuf_addc(b, '}');
}

/* The text of r for its line: r->text (a text source's) or read through
 * src, with its secrets replaced unless redact is NULL; false when it
 * cannot be read. *first_cp is moved with the text. */
static bool record_text(const struct msg_rec *r, const struct emit_text_src *src, struct redact *redact,
			struct sbuf *text, struct sbuf *red, const char **out, size_t *len, int64_t *first_cp)
{
	sbuf_reset(text);
	if (rec_text(r)) {
		*out = rec_text(r);
		*len = rec_tlen(r);
	} else if (src->text(src->arg, r, text)) {
		*out = text->data ? text->data : "";
		*len = text->len;
	} else {
		return false;
	}
	if (redact && redact_text(redact, *out, *len, red)) {
		*out = red->data;
		*len = red->len;
		if (*first_cp >= 0)
			*first_cp = (int64_t)redact_map_start(redact, (size_t)*first_cp);
	}
	return true;
}

static int write_record(const struct config *cfg, const struct msg_rec *r, const struct emit_text_src *src,
			struct redact *redact, struct sbuf *b, struct sbuf *text, struct sbuf *red, FILE *out)
{
	const struct file_res *f = r->file;
	size_t np = cfg->query.npositive;
	const char *t = NULL;
	size_t tlen = 0;
	struct partial_rec rec = {.r = *r};
	if (rec_more_of(r))
		rec.m = *rec_more_of(r);
	partial_rec_ids(&rec);
	rec.dl = rec_dl(r);
	bool has = record_text(r, src, redact, text, red, &t, &tlen, &rec.m.first_cp);
	sbuf_reset(b);
	sbuf_adds(b, "{\"session\":");
	json_write_string(b, f->meta.session_id ? f->meta.session_id : "",
			  strlen(f->meta.session_id ? f->meta.session_id : ""));
	add_str(b, "file", f->path);
	put_fields(b, &rec, partial_rec_fields, partial_nrec_fields, false);
	if (rec_ntf(r)) {
		sbuf_adds(b, ",\"hits_per_group\":[");
		for (size_t g = 0; g < np; g++) {
			if (g)
				sbuf_addc(b, ',');
			put_u64(b, rec_tf_at(r, g));
		}
		sbuf_addc(b, ']');
	}
	return put_with_text(out, b, t, tlen, has);
}

/* f with the secrets of its titles replaced (docs/reference.md §4.6):
 * a copy whose titles are in t1 and t2. */
static struct file_res redacted_file(const struct file_res *f, struct redact *redact, struct sbuf *t1,
				     struct sbuf *t2)
{
	struct file_res g = *f;
	if (!redact)
		return g;
	const char *custom = f->meta.title_custom, *ai = f->meta.title_ai;
	if (custom && redact_text(redact, custom, strlen(custom), t1))
		g.meta.title_custom = t1->data;
	if (ai && redact_text(redact, ai, strlen(ai), t2))
		g.meta.title_ai = t2->data;
	return g;
}

int partial_write_file(const struct config *cfg, const struct file_res *f, const struct emit_text_src *src,
		       struct redact *redact, FILE *out)
{
	const struct file_meta *m = &f->meta;
	struct sbuf b = {0}, text = {0}, red = {0}, t1 = {0}, t2 = {0};
	struct file_res shown = redacted_file(f, redact, &t1, &t2);
	sbuf_adds(&b, "{\"file\":");
	json_write_string(&b, f->path, strlen(f->path));
	put_fields(&b, &shown, partial_file_fields, partial_nfile_fields, false);
	add_stats(&b, f->stats, cfg->query.npositive + 1);
	add_u64(&b, "records", f->recs.n);
	int rc;
	if (m->has_prompt) {
		/* The first prompt, read as rank reads it for a title. */
		struct msg_rec p = {.file = (struct file_res *)f,
				    .off = m->prompt_off,
				    .len = m->prompt_len,
				    .lhash = m->prompt_lhash,
				    .line = m->prompt_line,
				    .type = MT_USER,
				    .order = KO_TEXT,
				    .flags = REC_TITLE};
		const char *t = NULL;
		size_t tlen = 0;
		int64_t first_cp = -1;
		bool has = record_text(&p, src, redact, &text, &red, &t, &tlen, &first_cp);
		rc = put_with_text(out, &b, t, tlen, has);
	} else {
		sbuf_adds(&b, "}\n");
		rc = put(out, &b);
	}
	for (size_t i = 0; rc == 0 && i < f->recs.n; i++)
		rc = write_record(cfg, &f->recs.v[i], src, redact, &b, &text, &red, out);
	sbuf_free(&b);
	sbuf_free(&text);
	sbuf_free(&red);
	sbuf_free(&t1);
	sbuf_free(&t2);
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
	sbuf_adds(&b, "{\"end\":{");
	put_fields(&b, e, partial_end_fields, partial_nend_fields, true);
	sbuf_adds(&b, "}}\n");
	int rc = put(out, &b);
	sbuf_free(&b);
	return rc;
}
