/* index entry: the bytes of one source file's decoded lines (entry.h).
 * Layout, in the writer's byte order (the header says which):
 *
 *   header    struct hdr
 *   tables    path (NUL-ended, padded to 8), recs[nrecs], pieces[npieces],
 *             tools[ntools] (string offsets), links[nlinks],
 *             leaves[nleaves] (the hashes of the file's uuid values,
 *             file_res.leaf_ids), strings (each NUL-ended)
 *   texts     one section per kind: each piece's text, NUL-ended
 *
 * Every table entry is fixed-size, so line i is found without reading the
 * lines before it; strings and texts are referred to by offset. An absent
 * string is NO_STR. */
#include "stages/index/entry.h"
#include "stages/index/entry_internal.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <xxhash.h>
#include <zstd.h>

#include "base/uuid.h"
#include "stages/filter.h"
#include "stages/index/grams.h"
#include "stages/recall_cutoff.h"

#define MAGIC "MGREPIX\n"
#define ORDER 0x01020304u

static size_t align8(size_t n)
{
	return (n + 7) & ~(size_t)7;
}

enum ix_rec_flag {
	RF_MALFORMED = 1,
	RF_HAS_TS = 2,
	RF_NOISE_LINE = 4,
	RF_QUEUE_OP = 8,
	RF_DEDUP_TEXT = 16,
	RF_EVENT = 32,	/* a recall event of the phrase rule (stages/recall_cutoff.h) */
	RF_PROMPT = 64, /* a prompt piece that is not noise */
	RF_MULTI = 128, /* two pieces of one kind */
};

/* More flags (rec.flags2): a uuid kept as its 16 bytes, a time written
 * back from the instant (most of them: a line's two longest strings), a
 * rewind whose uuid slot holds the id it rewinds to (line_view.rewind_to:
 * such a line has no uuid of its own), a subagent's chat's record
 * (line_view.subagent), a line with tool links, and in two bits what the
 * line is to echoes (line_view.echo). */
enum {
	R2_UUID_BIN = 1,
	R2_TS_MS = 2,
	R2_REWIND = 4,
	R2_SUBAGENT = 8,
	R2_LINKS = 16,
	R2_ECHO_SHIFT = 5,
	R2_ECHO_MASK = 3 << 5
};

/* A link's flags (ilink.flags). */
enum { L_RESULT = 1, L_LINKED = 2 };

struct hdr {
	char magic[8];
	uint32_t version, order;
	uint64_t dev, ino, size;
	int64_t mtime_ns, ctime_ns, read_ns;
	uint64_t end, hash;
	uint32_t lines, nrecs, npieces, ntools, nlinks, nleaves;
	uint64_t strings_len;
	uint64_t sec_len[IX_NSECTIONS], sec_sum[IX_NSECTIONS];
	uint64_t sec_plain[IX_NSECTIONS]; /* > 0: compressed, this long expanded */
	uint32_t path_len;
	uint8_t source, pad[3];
	struct ix_counts_disk counts;
	uint64_t sum; /* XXH3 of the header's bytes before it */
};

struct ix_counts_disk ix_counts_pack(const struct ix_counts *c)
{
	if (!c->known)
		return (struct ix_counts_disk){0};
	return (struct ix_counts_disk){.n_msgs = c->n_msgs,
				       .sum_dl = c->sum_dl,
				       .min_length = c->min_length,
				       .kinds = c->kinds,
				       .flags = 1u | (c->keep_noise ? 2u : 0)};
}

struct ix_counts ix_counts_unpack(const struct ix_counts_disk *d)
{
	return (struct ix_counts){.n_msgs = d->n_msgs,
				  .sum_dl = d->sum_dl,
				  .min_length = d->min_length,
				  .kinds = d->kinds,
				  .keep_noise = (d->flags & 2) != 0,
				  .known = (d->flags & 1) != 0};
}

struct ix_builder *ix_builder_new(void)
{
	return xcalloc(1, sizeof(struct ix_builder));
}

void ix_builder_free(struct ix_builder *b)
{
	if (!b)
		return;
	free(b->recs);
	free(b->pieces);
	free(b->tools);
	free(b->links);
	free(b->leaves);
	free(b->leaf_offs);
	sbuf_free(&b->strings);
	sbuf_free(&b->inputs);
	sbuf_free(&b->json);
	ZSTD_freeCCtx(b->zc);
	gram_set_free(b->grams);
	gram_set_free(b->wide);
	sbuf_free(&b->join);
	sbuf_free(&b->wides);
	for (int k = 0; k < KO_COUNT; k++)
		sbuf_free(&b->text[k]);
	free(b);
}

/* Adds s[0..n) and a NUL to to: its offset. */
static uint32_t add_bytes(struct sbuf *to, const char *s, size_t n)
{
	uint32_t at = (uint32_t)to->len;
	sbuf_add(to, s, n);
	sbuf_addc(to, '\0');
	return at;
}

/* Adds s (NUL-terminated, or NULL) to the strings: its offset, the
 * previous line's when it is the same string. */
static uint32_t add_str(struct ix_builder *b, int which, const char *s)
{
	if (!s)
		return NO_STR;
	uint32_t prev = b->last[which];
	if (prev != NO_STR && strcmp(b->strings.data + prev, s) == 0)
		return prev;
	return b->last[which] = add_bytes(&b->strings, s, strlen(s));
}

void ix_builder_start(struct ix_builder *b, const struct ix_entry *from)
{
	b->nrecs = b->npieces = b->ntools = b->nlinks = b->nleaves = 0;
	sbuf_reset(&b->strings);
	sbuf_reset(&b->inputs);
	for (int k = 0; k < KO_COUNT; k++)
		sbuf_reset(&b->text[k]);
	for (int s = 0; s < S_COUNT; s++)
		b->last[s] = NO_STR;
	b->counts = (struct ix_counts){0};
	if (!from)
		return;
	b->counts = from->counts;
	/* The older entry's tables and texts, as they are: their offsets stay
	 * right, and new lines go after them. */
	xgrow((void **)&b->recs, &b->caprecs, from->nrecs + 1, sizeof *b->recs);
	memcpy(b->recs, from->data + from->recs_off, from->nrecs * sizeof *b->recs);
	b->nrecs = from->nrecs;
	xgrow((void **)&b->pieces, &b->cappieces, from->npieces + 1, sizeof *b->pieces);
	memcpy(b->pieces, from->data + from->pieces_off, from->npieces * sizeof *b->pieces);
	b->npieces = from->npieces;
	xgrow((void **)&b->tools, &b->captools, from->ntools + 1, sizeof *b->tools);
	memcpy(b->tools, from->data + from->tools_off, from->ntools * sizeof *b->tools);
	b->ntools = from->ntools;
	xgrow((void **)&b->links, &b->caplinks, from->nlinks + 1, sizeof *b->links);
	memcpy(b->links, from->data + from->links_off, from->nlinks * sizeof *b->links);
	b->nlinks = from->nlinks;
	for (uint32_t k = 0; k < from->nleaves; k++) {
		uint64_t v;
		memcpy(&v, from->data + from->leaves_off + k * sizeof v, sizeof v);
		ix_builder_leaf(b, 0, v);
	}
	sbuf_add(&b->strings, from->data + from->strings_off, from->strings_len);
	for (int k = 0; k < KO_COUNT; k++) {
		enum ix_section s = IX_TEXT_OF(k);
		sbuf_add(&b->text[k], (const char *)from->sec_data[s], from->sec_size[s]);
	}
	/* The texts are padded to 8 bytes: offsets stay right either way. */
	sbuf_add(&b->inputs, (const char *)from->sec_data[IX_INPUTS], from->sec_size[IX_INPUTS]);
	if (b->nrecs)
		memcpy(b->last, b->recs[b->nrecs - 1].str, sizeof b->last);
}

/* The links of lv the recall rule needs again: its event calls, and the
 * results it linked to one (stages/recall_cutoff.h). */
static void add_links(struct ix_builder *b, struct rec *r, const struct line_view *lv)
{
	for (size_t i = 0; i < lv->nlinks; i++) {
		const struct tool_link *l = &lv->links[i];
		if (!l->id || (l->result ? !l->linked : !recall_verdict_event(l->verdict)))
			continue;
		xgrow((void **)&b->links, &b->caplinks, b->nlinks + 1, sizeof *b->links);
		struct ilink *k = &b->links[b->nlinks++];
		memset(k, 0, sizeof *k);
		k->id = add_bytes(&b->strings, l->id, strlen(l->id));
		k->name = l->name && !l->result ? add_bytes(&b->strings, l->name, strlen(l->name)) : NO_STR;
		k->verdict = l->verdict;
		k->flags = (uint8_t)((l->result ? L_RESULT : 0) | (l->linked ? L_LINKED : 0));
		r->flags2 |= R2_LINKS;
	}
}

void ix_builder_add(struct ix_builder *b, const struct line_view *lv, bool event, uint32_t lineno,
		    uint64_t off, uint32_t len, uint64_t lhash)
{
	xgrow((void **)&b->recs, &b->caprecs, b->nrecs + 1, sizeof *b->recs);
	struct rec *r = &b->recs[b->nrecs++];
	memset(r, 0, sizeof *r);
	r->lhash = lhash;
	r->off = (uint32_t)off; /* the caller saves no entry past IX_MAX_SOURCE */
	r->line = lineno;
	r->len = len;
	r->first_piece = (uint32_t)b->npieces;
	r->first_tool = (uint32_t)b->ntools;
	r->first_link = (uint32_t)b->nlinks;
	for (int s = 0; s < S_COUNT; s++)
		r->str[s] = NO_STR;
	if (!lv) {
		r->flags = RF_MALFORMED;
		return;
	}
	r->kind = (uint8_t)lv->kind;
	r->flags = (uint8_t)((lv->has_ts ? RF_HAS_TS : 0) | (lv->noise_line ? RF_NOISE_LINE : 0) |
			     (lv->queue_operation ? RF_QUEUE_OP : 0) |
			     (lv->dedup_by_text ? RF_DEDUP_TEXT : 0) | (event ? RF_EVENT : 0));
	r->str[S_SESSION] = add_str(b, S_SESSION, lv->session_id);
	unsigned char u[16];
	char t[40];
	const char *uuid = lv->uuid;
	if (lv->subagent)
		r->flags2 |= R2_SUBAGENT;
	r->flags2 |= (uint8_t)((lv->echo << R2_ECHO_SHIFT) & R2_ECHO_MASK);
	if (lv->rewind_to) {
		r->flags2 |= R2_REWIND;
		uuid = lv->rewind_to;
	}
	if (uuid && uuid_to_bytes(uuid, u)) {
		r->flags2 |= R2_UUID_BIN;
		r->str[S_UUID] = (uint32_t)b->strings.len;
		sbuf_add(&b->strings, (const char *)u, 16);
	} else {
		r->str[S_UUID] = add_str(b, S_UUID, uuid);
	}
	r->str[S_CWD] = add_str(b, S_CWD, lv->cwd);
	if (lv->has_ts && lv->ts_raw && ts_text_ms(lv->ts, t) && strcmp(t, lv->ts_raw) == 0)
		r->flags2 |= R2_TS_MS;
	else
		r->str[S_TS] = add_str(b, S_TS, lv->ts_raw);
	/* A summary line has no title: its slot holds its leaf. */
	r->str[S_TITLE] = add_str(b, S_TITLE, lv->kind == LINE_SUMMARY ? lv->leaf : lv->title);
	r->ts_sec = lv->ts.sec;
	r->ts_nsec = lv->ts.nsec;
	for (size_t i = 0; i < lv->npieces; i++) {
		const struct piece *p = &lv->pieces[i];
		xgrow((void **)&b->pieces, &b->cappieces, b->npieces + 1, sizeof *b->pieces);
		struct ipiece *q = &b->pieces[b->npieces++];
		memset(q, 0, sizeof *q);
		struct sbuf *t = &b->text[p->order];
		q->off = (uint32_t)t->len;
		q->len = (uint32_t)p->len;
		q->recall_off = p->recall_off;
		q->order = p->order;
		q->noise = p->noise;
		q->prompt = p->prompt;
		sbuf_add(t, p->s, p->len);
		sbuf_addc(t, '\0');
	}
	unsigned seen = 0;
	for (size_t i = 0; i < lv->npieces; i++) {
		const struct piece *p = &lv->pieces[i];
		if (p->prompt && !p->noise)
			r->flags |= RF_PROMPT;
		if (seen & (1u << p->order))
			r->flags |= RF_MULTI;
		seen |= 1u << p->order;
	}
	add_links(b, r, lv);
	for (size_t i = 0; i < lv->ntool_inputs; i++) {
		/* Only what --file reads of it (stages/filter.h). */
		cJSON *fields = filter_touch_fields(lv->tool_inputs[i]);
		char *json = cJSON_PrintUnformatted(fields);
		cJSON_Delete(fields);
		xgrow((void **)&b->tools, &b->captools, b->ntools + 1, sizeof *b->tools);
		b->tools[b->ntools++] =
		    json ? add_bytes(&b->inputs, json, strlen(json)) : add_bytes(&b->inputs, "null", 4);
		cJSON_free(json);
	}
}

void ix_builder_leaf(struct ix_builder *b, uint64_t off, uint64_t hash)
{
	xgrow((void **)&b->leaves, &b->capleaves, b->nleaves + 1, sizeof *b->leaves);
	xgrow((void **)&b->leaf_offs, &b->capleaf_offs, b->nleaves + 1, sizeof *b->leaf_offs);
	b->leaves[b->nleaves] = hash;
	b->leaf_offs[b->nleaves++] = off;
}

void ix_builder_truncate(struct ix_builder *b, uint64_t end)
{
	size_t n = 0;
	for (size_t i = 0; i < b->nleaves; i++)
		if (b->leaf_offs[i] < end) {
			b->leaves[n] = b->leaves[i];
			b->leaf_offs[n++] = b->leaf_offs[i];
		}
	b->nleaves = n;
	/* Their texts stay, unused: only a line that was still being
	 * written is dropped. */
	while (b->nrecs && b->recs[b->nrecs - 1].off >= end) {
		const struct rec *r = &b->recs[--b->nrecs];
		b->npieces = r->first_piece;
		b->ntools = r->first_tool;
		b->nlinks = r->first_link;
	}
}

static void add_section(struct sbuf *out, const void *p, size_t n)
{
	sbuf_add(out, p, n);
	static const char zero[8];
	sbuf_add(out, zero, align8(out->len) - out->len);
}

enum { ZLEVEL = -1 };

/* Adds p[0..n) compressed (zstd, level ZLEVEL: fast): the length it expands
 * to, or 0 when it is stored as it is (empty, or no smaller). */
static uint64_t add_compressed(struct ix_builder *b, struct sbuf *out, const char *p, size_t n)
{
	size_t bound = ZSTD_compressBound(n);
	sbuf_reset(&b->json);
	sbuf_add(&b->json, NULL, 0);
	if (n) {
		xgrow((void **)&b->json.data, &b->json.cap, bound + 1, 1);
		if (!b->zc)
			b->zc = ZSTD_createCCtx();
		size_t z = b->zc ? ZSTD_compressCCtx(b->zc, b->json.data, bound, p, n, ZLEVEL)
				 : ZSTD_compress(b->json.data, bound, p, n, ZLEVEL);
		if (!ZSTD_isError(z) && z < n) {
			add_section(out, b->json.data, z);
			return n;
		}
	}
	add_section(out, p, n);
	return 0;
}

void ix_builder_counts(struct ix_builder *b, const struct ix_counts *c)
{
	b->counts = *c;
}

void ix_builder_finish(struct ix_builder *b, const struct ix_key *key, uint64_t end, uint32_t lines,
		       uint64_t hash, uint8_t source, const char *path, int64_t read_ns, struct sbuf *out)
{
	struct hdr h;
	memset(&h, 0, sizeof h);
	memcpy(h.magic, MAGIC, 8);
	h.version = IX_VERSION;
	h.order = ORDER;
	h.dev = key->dev;
	h.ino = key->ino;
	h.size = key->size;
	h.mtime_ns = key->mtime_ns;
	h.ctime_ns = key->ctime_ns;
	h.read_ns = read_ns;
	h.end = end;
	h.hash = hash;
	h.lines = lines;
	h.nrecs = (uint32_t)b->nrecs;
	h.npieces = (uint32_t)b->npieces;
	h.ntools = (uint32_t)b->ntools;
	h.nlinks = (uint32_t)b->nlinks;
	h.nleaves = (uint32_t)b->nleaves;
	h.strings_len = b->strings.len;
	h.path_len = (uint32_t)strlen(path);
	h.source = source;
	h.counts = ix_counts_pack(&b->counts);
	sbuf_reset(out);
	sbuf_add(out, &h, sizeof h);
	size_t start = out->len;
	add_section(out, path, h.path_len + 1);
	add_section(out, b->recs, b->nrecs * sizeof *b->recs);
	add_section(out, b->pieces, b->npieces * sizeof *b->pieces);
	add_section(out, b->tools, b->ntools * sizeof *b->tools);
	add_section(out, b->links, b->nlinks * sizeof *b->links);
	add_section(out, b->leaves, b->nleaves * sizeof *b->leaves);
	add_section(out, b->strings.data, b->strings.len);
	size_t at[IX_NSECTIONS + 1];
	at[IX_TABLES] = start;
	at[IX_BLOCKS] = out->len;
	ix_blocks_write(b, out);
	add_section(out, NULL, 0);
	uint64_t plain[IX_NSECTIONS] = {0};
	for (int s = IX_TEXT_TEXT; s <= IX_INPUTS; s++) {
		at[s] = out->len;
		const struct sbuf *t = s == IX_INPUTS ? &b->inputs : &b->text[IX_KIND_OF(s)];
		if (s == IX_TEXT_TOOL || s == IX_INPUTS)
			plain[s] = add_compressed(b, out, t->data, t->len);
		else
			add_section(out, t->data, t->len);
	}
	at[IX_NSECTIONS] = out->len;
	ix_blocks_seal(out, at);
	struct hdr *hp = (struct hdr *)out->data;
	memcpy(hp->sec_plain, plain, sizeof plain);
	for (int s = 0; s < IX_NSECTIONS; s++) {
		hp->sec_len[s] = at[s + 1] - at[s];
		hp->sec_sum[s] = XXH3_64bits(out->data + at[s], at[s + 1] - at[s]);
	}
	hp->sum = XXH3_64bits(hp, offsetof(struct hdr, sum));
}

void ix_entry_leaves(const struct ix_entry *e, uint32_t **v, size_t *n, size_t *cap)
{
	xgrow((void **)v, cap, *n + e->nleaves + 1, sizeof **v);
	for (size_t i = 0; i < e->nleaves; i++) {
		uint64_t h;
		memcpy(&h, e->data + e->leaves_off + i * sizeof h, sizeof h);
		(*v)[(*n)++] = (uint32_t)h;
	}
}

size_t ix_header_size(void)
{
	return sizeof(struct hdr);
}

size_t ix_entry_end(const struct ix_entry *e, unsigned mask)
{
	size_t end = sizeof(struct hdr);
	for (int s = 0; s < IX_NSECTIONS; s++)
		if ((mask & (1u << s)) && e->sec_off[s] + e->sec_len[s] > end)
			end = e->sec_off[s] + e->sec_len[s];
	return end;
}

const char ix_why_version[] = "written by another version of memgrep";

int ix_entry_open(struct ix_entry *e, const void *data, size_t len, size_t total, const char **why)
{
	memset(e, 0, sizeof *e);
	struct hdr h;
	if (len > total || len < sizeof h || memcmp(data, MAGIC, 8) != 0) {
		*why = len < 8 || len > total ? "truncated" : "not an index entry";
		return -1;
	}
	memcpy(&h, data, sizeof h);
	if (h.version != IX_VERSION || h.order != ORDER) {
		*why = h.order != ORDER ? "written in another byte order" : ix_why_version;
		return -1;
	}
	if (h.sum != XXH3_64bits(&h, offsetof(struct hdr, sum))) {
		*why = "its header's checksum does not match";
		return -1;
	}
	size_t at = sizeof h;
	for (int s = 0; s < IX_NSECTIONS; s++) {
		if (h.sec_len[s] > total - at) {
			*why = "truncated";
			return -1;
		}
		e->sec_off[s] = at;
		e->sec_len[s] = h.sec_len[s];
		e->sec_sum[s] = h.sec_sum[s];
		e->sec_plain[s] = (size_t)h.sec_plain[s];
		bool packed = s == IX_TEXT_TOOL || s == IX_INPUTS;
		if (h.sec_plain[s] && !packed) {
			*why = "truncated";
			return -1;
		}
		e->sec_data[s] = h.sec_plain[s] ? NULL : (const unsigned char *)data + at;
		e->sec_size[s] = h.sec_plain[s] ? (size_t)h.sec_plain[s] : (size_t)h.sec_len[s];
		at += h.sec_len[s];
	}
	/* The tables' parts must fit their section. */
	size_t t = align8((size_t)h.path_len + 1);
	size_t need = t + align8((size_t)h.nrecs * sizeof(struct rec)) +
		      align8((size_t)h.npieces * sizeof(struct ipiece)) + align8((size_t)h.ntools * 4) +
		      align8((size_t)h.nlinks * sizeof(struct ilink)) + (size_t)h.nleaves * 8 +
		      align8(h.strings_len);
	if (h.path_len >= e->sec_len[IX_TABLES] || h.strings_len > e->sec_len[IX_TABLES] ||
	    need != e->sec_len[IX_TABLES] || at != total) {
		*why = "truncated";
		return -1;
	}
	e->data = data;
	e->len = len;
	e->key = (struct ix_key){h.dev, h.ino, h.size, h.mtime_ns, h.ctime_ns};
	e->end = h.end;
	e->hash = h.hash;
	e->read_ns = h.read_ns;
	e->lines = h.lines;
	e->nrecs = h.nrecs;
	e->npieces = h.npieces;
	e->ntools = h.ntools;
	e->nlinks = h.nlinks;
	e->nleaves = h.nleaves;
	e->source = h.source;
	e->counts = ix_counts_unpack(&h.counts);
	e->path_len = h.path_len;
	/* The tables may not have been read yet (ix_entry_end). */
	e->path = e->sec_off[IX_TABLES] + e->sec_len[IX_TABLES] <= len
		      ? (const char *)e->data + e->sec_off[IX_TABLES]
		      : NULL;
	e->recs_off = e->sec_off[IX_TABLES] + t;
	e->pieces_off = e->recs_off + align8((size_t)h.nrecs * sizeof(struct rec));
	e->tools_off = e->pieces_off + align8((size_t)h.npieces * sizeof(struct ipiece));
	e->links_off = e->tools_off + align8((size_t)h.ntools * 4);
	e->leaves_off = e->links_off + align8((size_t)h.nlinks * sizeof(struct ilink));
	e->strings_off = e->leaves_off + (size_t)h.nleaves * 8;
	e->strings_len = h.strings_len;
	return 0;
}

/* Whether the string at strings offset at is NO_STR or ends inside the
 * strings. */
static bool str_ok(const struct ix_entry *e, uint32_t at)
{
	return at == NO_STR ||
	       (at < e->strings_len && memchr(e->data + e->strings_off + at, '\0', e->strings_len - at));
}

/* Whether the tables, whose checksum matched, point inside their parts:
 * the checksum tells damage from chance, not an entry written otherwise,
 * and the readers below follow these offsets without looking again. */
static bool tables_ok(const struct ix_entry *e)
{
	size_t tables = e->sec_off[IX_TABLES];
	if (!memchr(e->data + tables, '\0', e->recs_off - tables))
		return false; /* the source's path */
	for (size_t i = 0; i < e->nrecs; i++) {
		struct rec r;
		memcpy(&r, e->data + e->recs_off + i * sizeof r, sizeof r);
		if (r.first_piece > e->npieces || r.first_tool > e->ntools || r.first_link > e->nlinks)
			return false;
		for (int k = 0; k < S_COUNT; k++) {
			bool bin = k == S_UUID && (r.flags2 & R2_UUID_BIN);
			if (bin ? (uint64_t)r.str[k] + 16 > e->strings_len : !str_ok(e, r.str[k]))
				return false;
		}
	}
	for (size_t k = 0; k < e->npieces; k++) {
		struct ipiece q;
		memcpy(&q, e->data + e->pieces_off + k * sizeof q, sizeof q);
		if (q.order >= KO_COUNT || (uint64_t)q.off + q.len >= e->sec_size[IX_TEXT_OF(q.order)])
			return false;
	}
	for (size_t k = 0; k < e->ntools; k++) {
		uint32_t at;
		memcpy(&at, e->data + e->tools_off + k * 4, 4);
		if (at >= e->sec_size[IX_INPUTS])
			return false;
	}
	for (size_t k = 0; k < e->nlinks; k++) {
		struct ilink l;
		memcpy(&l, e->data + e->links_off + k * sizeof l, sizeof l);
		if (l.id == NO_STR || !str_ok(e, l.id) || !str_ok(e, l.name) || l.verdict >= RV_COUNT)
			return false;
	}
	return true;
}

bool ix_entry_check(struct ix_entry *e, enum ix_section s)
{
	if (e->checked[s])
		return true;
	if (e->lazy & (1u << s)) /* its blocks are checked as they are read */
		return e->checked[IX_BLOCKS];
	if (e->sec_off[s] + e->sec_len[s] > e->len)
		return false; /* not read: the caller asked for too little */
	if (XXH3_64bits(e->data + e->sec_off[s], e->sec_len[s]) != e->sec_sum[s])
		return false;
	/* The length a compressed section expands to is in the header, which
	 * no checksum covers: it must be the one its frame declares. */
	if (e->sec_plain[s] && ZSTD_getFrameContentSize(e->data + e->sec_off[s], e->sec_len[s]) !=
				   (unsigned long long)e->sec_plain[s])
		return false;
	if ((s == IX_TABLES && !tables_ok(e)) || (s == IX_BLOCKS && !ix_blocks_ok(e)))
		return false;
	if (s == IX_INPUTS && e->ntools && !e->sec_plain[s] &&
	    (!e->sec_len[s] || e->data[e->sec_off[s] + e->sec_len[s] - 1] != '\0'))
		return false; /* its last tool input would not end */
	return e->checked[s] = true;
}

size_t ix_entry_plain_size(const struct ix_entry *e, unsigned mask)
{
	size_t n = 0;
	for (int s = 0; s < IX_NSECTIONS; s++)
		if ((mask & (1u << s)) && e->sec_plain[s])
			n += e->sec_plain[s];
	return n;
}

bool ix_entry_expand(struct ix_entry *e, unsigned mask, void *buf)
{
	unsigned char *at = buf;
	for (int s = 0; s < IX_NSECTIONS; s++) {
		if (!(mask & (1u << s)) || !e->sec_plain[s])
			continue;
		/* The section is padded to 8 bytes after the frame. */
		size_t frame = ZSTD_findFrameCompressedSize(e->data + e->sec_off[s], e->sec_len[s]);
		if (ZSTD_isError(frame))
			return false;
		size_t z = ZSTD_decompress(at, e->sec_plain[s], e->data + e->sec_off[s], frame);
		if (ZSTD_isError(z) || z != e->sec_plain[s] ||
		    (s == IX_INPUTS && e->ntools && at[z - 1] != '\0'))
			return false;
		e->sec_data[s] = at;
		at += z;
	}
	return true;
}

static const char *str_at(const struct ix_entry *e, uint32_t at)
{
	if (at == NO_STR || at >= e->strings_len)
		return NULL;
	return (const char *)e->data + e->strings_off + at;
}

/* Record i of e, and how many pieces, tool inputs and links it has
 * (nlinks may be NULL). */
static void rec_at(const struct ix_entry *e, size_t i, struct rec *r, uint32_t *npieces, uint32_t *ntools,
		   uint32_t *nlinks)
{
	memcpy(r, e->data + e->recs_off + i * sizeof *r, sizeof *r);
	uint32_t piece_end = e->npieces, tool_end = e->ntools, link_end = e->nlinks;
	if (i + 1 < e->nrecs) {
		const unsigned char *next = e->data + e->recs_off + (i + 1) * sizeof *r;
		memcpy(&piece_end, next + offsetof(struct rec, first_piece), sizeof piece_end);
		memcpy(&tool_end, next + offsetof(struct rec, first_tool), sizeof tool_end);
		memcpy(&link_end, next + offsetof(struct rec, first_link), sizeof link_end);
	}
	*npieces = piece_end > r->first_piece ? piece_end - r->first_piece : 0;
	*ntools = tool_end > r->first_tool ? tool_end - r->first_tool : 0;
	if (nlinks)
		*nlinks = link_end > r->first_link ? link_end - r->first_link : 0;
}

void ix_entry_info(const struct ix_entry *e, size_t i, struct ix_info *out)
{
	struct rec r;
	uint32_t npieces, ntools;
	rec_at(e, i, &r, &npieces, &ntools, NULL);
	*out = (struct ix_info){
	    .line = r.line,
	    .kind = r.kind,
	    .malformed = r.flags & RF_MALFORMED,
	    .noise_line = r.flags & RF_NOISE_LINE,
	    .queue_op = r.flags & RF_QUEUE_OP,
	    .event = (r.flags & RF_EVENT) || (r.flags2 & R2_LINKS),
	    .prompt = r.flags & RF_PROMPT,
	    .multi = r.flags & RF_MULTI,
	    .tools = ntools > 0,
	    .echo = (uint8_t)((r.flags2 & R2_ECHO_MASK) >> R2_ECHO_SHIFT),
	    .subagent = r.flags2 & R2_SUBAGENT,
	};
}

size_t ix_entry_pieces(const struct ix_entry *e, enum ix_section s, size_t **starts, uint32_t **owners,
		       size_t *cap)
{
	size_t n = 0;
	/* Line i's pieces run from its first_piece to line i + 1's: each
	 * record's is read once. */
	uint32_t first = 0;
	if (e->nrecs)
		memcpy(&first, e->data + e->recs_off + offsetof(struct rec, first_piece), sizeof first);
	for (uint32_t i = 0; i < e->nrecs; i++) {
		uint32_t end = e->npieces;
		if (i + 1 < e->nrecs)
			memcpy(&end,
			       e->data + e->recs_off + (size_t)(i + 1) * sizeof(struct rec) +
				   offsetof(struct rec, first_piece),
			       sizeof end);
		uint32_t from = first;
		first = end;
		for (size_t k = from; k < end && k < e->npieces; k++) {
			struct ipiece q;
			memcpy(&q, e->data + e->pieces_off + k * sizeof q, sizeof q);
			if (q.order >= KO_COUNT || IX_TEXT_OF(q.order) != s || q.off >= e->sec_size[s])
				continue;
			if (n + 1 > *cap) {
				size_t c = *cap;
				xgrow((void **)starts, &c, n + 1, sizeof **starts);
				xgrow((void **)owners, cap, n + 1, sizeof **owners);
			}
			(*starts)[n] = (size_t)q.off;
			(*owners)[n++] = i;
		}
	}
	return n;
}

/* The links of record r (nlinks of them) into *links, as line views hold
 * them. */
static void line_links(const struct ix_entry *e, const struct rec *r, uint32_t nlinks,
		       struct tool_link **links, size_t *caplinks, struct line_view *lv)
{
	nlinks = nlinks < e->nlinks - r->first_link ? nlinks : e->nlinks - r->first_link;
	xgrow((void **)links, caplinks, (size_t)nlinks + 1, sizeof **links);
	for (size_t k = 0; k < nlinks; k++) {
		struct ilink q;
		memcpy(&q, e->data + e->links_off + (r->first_link + k) * sizeof q, sizeof q);
		(*links)[k] = (struct tool_link){.id = str_at(e, q.id),
						 .name = str_at(e, q.name),
						 .result = q.flags & L_RESULT,
						 .linked = q.flags & L_LINKED,
						 .verdict = q.verdict};
	}
	lv->links = *links;
	lv->nlinks = nlinks;
}

void ix_entry_line(const struct ix_entry *e, size_t i, unsigned sections, struct piece **pieces, size_t *cap,
		   const char ***tools, size_t *captools, struct tool_link **links, size_t *caplinks,
		   struct ix_line *out)
{
	struct rec r;
	uint32_t npieces, ntools, nlinks;
	rec_at(e, i, &r, &npieces, &ntools, &nlinks);
	memset(out, 0, sizeof *out);
	out->line = r.line;
	out->len = r.len;
	out->off = r.off;
	out->lhash = r.lhash;
	if (r.flags & RF_MALFORMED) {
		out->malformed = true;
		return;
	}
	struct line_view *lv = &out->lv;
	lv->kind = (enum line_kind)r.kind;
	lv->session_id = str_at(e, r.str[S_SESSION]);
	if ((r.flags2 & R2_UUID_BIN) && r.str[S_UUID] + 16 <= e->strings_len) {
		uuid_from_bytes(e->data + e->strings_off + r.str[S_UUID], out->uuid_text);
		lv->uuid = out->uuid_text;
	} else {
		lv->uuid = str_at(e, r.str[S_UUID]);
	}
	lv->subagent = r.flags2 & R2_SUBAGENT;
	lv->echo = (uint8_t)((r.flags2 & R2_ECHO_MASK) >> R2_ECHO_SHIFT);
	if (r.flags2 & R2_REWIND) {
		lv->rewind_to = lv->uuid ? lv->uuid : "";
		lv->uuid = NULL;
	}
	lv->cwd = str_at(e, r.str[S_CWD]);
	lv->ts_raw = str_at(e, r.str[S_TS]);
	if (lv->kind == LINE_SUMMARY)
		lv->leaf = str_at(e, r.str[S_TITLE]);
	else
		lv->title = str_at(e, r.str[S_TITLE]);
	lv->has_ts = r.flags & RF_HAS_TS;
	lv->ts.sec = r.ts_sec;
	lv->ts.nsec = r.ts_nsec;
	if ((r.flags2 & R2_TS_MS) && ts_text_ms(lv->ts, out->ts_text))
		lv->ts_raw = out->ts_text;
	lv->noise_line = r.flags & RF_NOISE_LINE;
	lv->queue_operation = r.flags & RF_QUEUE_OP;
	lv->dedup_by_text = r.flags & RF_DEDUP_TEXT;
	out->event = r.flags & RF_EVENT;
	npieces = npieces < e->npieces - r.first_piece ? npieces : e->npieces - r.first_piece;
	ntools = ntools < e->ntools - r.first_tool ? ntools : e->ntools - r.first_tool;
	xgrow((void **)pieces, cap, (size_t)npieces + 1, sizeof **pieces);
	size_t n = 0;
	for (size_t k = 0; k < npieces; k++) {
		struct ipiece q;
		memcpy(&q, e->data + e->pieces_off + (r.first_piece + k) * sizeof q, sizeof q);
		if (q.order >= KO_COUNT)
			continue;
		enum ix_section s = IX_TEXT_OF(q.order);
		if (!(sections & (1u << s)))
			continue;
		if (!e->sec_data[s] || q.off + q.len >= e->sec_size[s])
			continue;
		(*pieces)[n++] = (struct piece){.s = (const char *)e->sec_data[s] + q.off,
						.len = q.len,
						.order = q.order,
						.noise = q.noise,
						.prompt = q.prompt,
						.recall_off = q.recall_off};
	}
	lv->pieces = *pieces;
	lv->npieces = n;
	xgrow((void **)tools, captools, (size_t)ntools + 1, sizeof **tools);
	size_t nt = 0;
	for (size_t k = 0; (sections & (1u << IX_INPUTS)) && k < ntools; k++) {
		uint32_t at;
		memcpy(&at, e->data + e->tools_off + (r.first_tool + k) * 4, 4);
		if (e->sec_data[IX_INPUTS] && at < e->sec_size[IX_INPUTS])
			(*tools)[nt++] = (const char *)e->sec_data[IX_INPUTS] + at;
	}
	out->tool_json = *tools;
	out->ntool_json = nt;
	line_links(e, &r, nlinks, links, caplinks, lv);
}

bool ix_entry_latest(const struct ix_entry *e, struct instant *out)
{
	bool has = false;
	for (size_t i = 0; i < e->nrecs; i++) {
		struct rec r;
		memcpy(&r, e->data + e->recs_off + i * sizeof r, sizeof r);
		struct instant t = {r.ts_sec, r.ts_nsec};
		if (!(r.flags & RF_MALFORMED) && (r.flags & RF_HAS_TS) &&
		    (!has || instant_cmp(t, *out) > 0)) {
			*out = t;
			has = true;
		}
	}
	return has;
}

const char *ix_entry_session(const struct ix_entry *e)
{
	for (size_t i = 0; i < e->nrecs; i++) {
		struct rec r;
		memcpy(&r, e->data + e->recs_off + i * sizeof r, sizeof r);
		const char *sid = (r.flags & RF_MALFORMED) ? NULL : str_at(e, r.str[S_SESSION]);
		if (sid)
			return sid;
	}
	return NULL;
}

bool ix_entry_find(const struct ix_entry *e, uint32_t line, size_t *at)
{
	size_t lo = 0, hi = e->nrecs;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint32_t l;
		memcpy(&l, e->data + e->recs_off + mid * sizeof(struct rec) + offsetof(struct rec, line),
		       sizeof l);
		if (l < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == e->nrecs)
		return false;
	uint32_t l;
	memcpy(&l, e->data + e->recs_off + lo * sizeof(struct rec) + offsetof(struct rec, line), sizeof l);
	*at = lo;
	return l == line;
}
