/* entry_blocks: the blocks of an index entry's texts and their filters
 * (entry.h: struct ix_block; docs/reference.md §12, block filters).
 *
 * Each text section (one per kind) is cut, at line boundaries, into
 * blocks of about BLOCK_BYTES: a line's pieces of one kind are always in
 * one block, since a term may span the newline that joins two of them.
 * The message texts and the thinking texts are cut so (not the tool
 * texts: their filters would cost more than the index's budget allows;
 * they get an entry-wide filter only, for the filter file).
 * Each block gets a Bloom filter of the folded trigrams of its lines'
 * texts as the matcher reads them (stages/index/grams.h), so that a
 * search whose query cannot match in a block does not scan it.
 *
 * The block section: a header (how many blocks, the probe of the trigram
 * code that wrote the filters), the blocks (struct ix_block), then the
 * filters, each a multiple of 8 bytes. Each block's sum (XXH3) covers its
 * bytes of its section, so that a search reads only the blocks it needs
 * and still checks every byte it reads (stages/index/lazy.h). */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <xxhash.h>

#include "stages/index/entry.h"
#include "stages/index/entry_internal.h"
#include "stages/index/filters.h"
#include "stages/index/grams.h"

/* About how many bytes of text a block holds (a line is never split: a
 * long one makes a longer block). */
enum { BLOCK_BYTES = 32 << 10 };
/* A filter is at most 1/BLOOM_SHARE of its block's bytes: a block of
 * many distinct trigrams gets a denser filter (more false positives,
 * never a false negative) rather than an index over its budget. */
enum { BLOOM_SHARE = 8 };
/* An entry-wide filter (for the consolidated filter file) is at most
 * 1/WIDE_SHARE of its section's bytes, or WIDE_FLOOR bytes: a small
 * entry's filter of a thirty-second of its text would have all of its
 * bits set (most session files are small), and could skip nothing. */
enum { WIDE_SHARE = 32, WIDE_FLOOR = 1024 };
/* The tool texts' entry-wide filter is sparser: they are the bulk of a
 * transcript's bytes, and at a thirty-second of them the filter file
 * took the index past a quarter of the history (real-1G: 25.1%, against
 * 24.8% at a 128th with a 512-byte floor). A query that finds nothing
 * still leaves as many files unopened there (2,295 of 2,295), for 0.11 s
 * of CPU against 0.10 s (perf/README, stop 44). */
enum { TOOL_SHARE = 128, TOOL_FLOOR = 512 };

struct bhead {
	uint32_t nblocks, pad;
	uint8_t probe[IX_PROBE_BYTES];
};
_Static_assert(sizeof(struct bhead) == 72, "the block section's header is 72 bytes");
_Static_assert(sizeof(struct ix_block) == 48, "a block's row is 48 bytes");

/* The probe text: ASCII, accents, a title-case digraph and a sharp s,
 * so that a change of folding changes its filter too. */
static const char probe_text[] =
    "memgrep: probe of the trigram filters \xc3\x80\xc3\x89\xc3\x8e \xc7\x85 Stra\xc3\x9f"
    "e 0123 json_key";

void ix_gram_probe(uint8_t probe[IX_PROBE_BYTES])
{
	struct gram_set *s = gram_set_new();
	gram_set_add(s, probe_text, sizeof probe_text - 1);
	gram_bloom_write(s, probe, IX_PROBE_BYTES);
	gram_set_free(s);
}

/* The pieces of record i: [from, to) of b->pieces. */
static void rec_pieces(const struct ix_builder *b, size_t i, uint32_t *from, uint32_t *to)
{
	*from = b->recs[i].first_piece;
	*to = i + 1 < b->nrecs ? b->recs[i + 1].first_piece : (uint32_t)b->npieces;
	if (*to > b->npieces)
		*to = (uint32_t)b->npieces;
}

/* Adds to the entry-wide set, and to the block's unless wide_only, the
 * texts of kind k of record i, as the matcher joins them
 * (decode_message_text): all its pieces, and those that are not noise.
 * How many pieces of kind k it has; the first one's offset in *off. */
static uint32_t add_line(struct ix_builder *b, size_t i, unsigned k, uint32_t *off, bool wide_only)
{
	uint32_t from, to, m = 0;
	bool noise = false;
	rec_pieces(b, i, &from, &to);
	const char *text = b->text[k].data;
	for (uint32_t p = from; p < to; p++) {
		const struct ipiece *q = &b->pieces[p];
		if (q->order != k)
			continue;
		if (!m++)
			*off = q->off;
		noise |= q->noise;
	}
	if (m == 1) {
		const struct ipiece *q = &b->pieces[from];
		while (q->order != k)
			q++;
		if (!wide_only)
			gram_set_add(b->grams, text + q->off, q->len);
		gram_set_add(b->wide, text + q->off, q->len);
	}
	for (int pass = 0; m > 1 && pass < 1 + noise; pass++) {
		sbuf_reset(&b->join);
		bool any = false;
		for (uint32_t p = from; p < to; p++) {
			const struct ipiece *q = &b->pieces[p];
			if (q->order != k || (pass && q->noise))
				continue;
			if (any)
				sbuf_addc(&b->join, '\n');
			sbuf_add(&b->join, text + q->off, q->len);
			any = true;
		}
		if (any) {
			if (!wide_only)
				gram_set_add(b->grams, b->join.data, b->join.len);
			gram_set_add(b->wide, b->join.data, b->join.len);
		}
	}
	return m;
}

/* Ends block *blk at byte end: its filter into blooms. */
static void end_block(struct ix_builder *b, struct ix_block *blk, uint64_t end, struct sbuf *blooms)
{
	blk->end = end;
	size_t n = gram_bloom_bytes(gram_set_count(b->grams));
	size_t cap = ((end - blk->off) / BLOOM_SHARE) & ~(size_t)7;
	if (n > cap)
		n = cap < 8 ? 8 : cap;
	blk->bloom_off = (uint32_t)blooms->len;
	blk->bloom_len = (uint32_t)n;
	sbuf_add(blooms, NULL, 0);
	xgrow((void **)&blooms->data, &blooms->cap, blooms->len + n + 1, 1);
	gram_bloom_write(b->grams, (uint8_t *)blooms->data + blooms->len, n);
	blooms->len += n;
	gram_set_reset(b->grams);
}

/* The blocks of kind k's text section, added to *blocks. */
static void kind_blocks(struct ix_builder *b, unsigned k, struct ix_block **blocks, size_t *n, size_t *cap,
			struct sbuf *blooms)
{
	struct ix_block *cur = NULL;
	uint32_t idx = 0;
	for (size_t i = 0; i < b->nrecs; i++) {
		uint32_t from, to, m = 0, off = 0;
		rec_pieces(b, i, &from, &to);
		for (uint32_t p = from; p < to; p++)
			m += b->pieces[p].order == k;
		if (!m)
			continue;
		off = UINT32_MAX;
		for (uint32_t p = from; p < to && off == UINT32_MAX; p++)
			if (b->pieces[p].order == k)
				off = b->pieces[p].off;
		if (cur && cur->n && off - cur->off >= BLOCK_BYTES) {
			end_block(b, cur, off, blooms);
			cur = NULL;
		}
		if (!cur) {
			xgrow((void **)blocks, cap, *n + 1, sizeof **blocks);
			cur = &(*blocks)[(*n)++];
			memset(cur, 0, sizeof *cur);
			cur->section = (uint8_t)IX_TEXT_OF(k);
			cur->first = idx;
			cur->off = cur->first ? off : 0; /* the first block starts the section */
		}
		add_line(b, i, k, &off, false);
		cur->n += m;
		idx += m;
	}
	if (cur)
		end_block(b, cur, b->text[k].len, blooms);
}

/* The entry-wide filter of one text section of len bytes (all of its
 * blocks' trigrams; at most 1/share of its bytes, floor bytes at least) after the others
 * in b->wides: its length (uint32_t), then its bytes. */
static void wide_filter(struct ix_builder *b, size_t len, size_t share, size_t floor)
{
	size_t n = gram_bloom_bytes(gram_set_count(b->wide));
	size_t cap = (len / share) & ~(size_t)7;
	if (cap < floor)
		cap = floor;
	if (n > cap)
		n = cap < 8 ? 8 : cap;
	uint32_t n32 = (uint32_t)n;
	sbuf_add(&b->wides, &n32, sizeof n32);
	sbuf_add(&b->wides, NULL, 0);
	xgrow((void **)&b->wides.data, &b->wides.cap, b->wides.len + n + 1, 1);
	gram_bloom_write(b->wide, (uint8_t *)b->wides.data + b->wides.len, n);
	b->wides.len += n;
}

const void *ix_builder_wide(const struct ix_builder *b, size_t *len)
{
	*len = b->wides.len;
	return b->wides.data;
}

void ix_blocks_write(struct ix_builder *b, struct sbuf *out)
{
	if (!b->grams) {
		b->grams = gram_set_new();
		b->wide = gram_set_new();
	}
	struct ix_block *blocks = NULL;
	size_t n = 0, cap = 0;
	struct sbuf blooms = {0};
	/* Not the tool texts: as large as the others together (before
	 * compression), their filters would take the index over its budget
	 * (docs/reference.md §12); a search of them scans them whole. */
	sbuf_reset(&b->wides);
	for (int s = IX_TEXT_TEXT; s <= IX_TEXT_THINKING; s++) {
		gram_set_reset(b->grams);
		gram_set_reset(b->wide);
		kind_blocks(b, IX_KIND_OF(s), &blocks, &n, &cap, &blooms);
		wide_filter(b, b->text[IX_KIND_OF(s)].len, WIDE_SHARE, WIDE_FLOOR);
	}
	/* The tool texts get an entry-wide filter only (in the filter file,
	 * not in the entry): a search of them, and the no-result hint's
	 * pass, leave unopened the files it rules out. */
	gram_set_reset(b->wide);
	for (size_t i = 0; i < b->nrecs; i++) {
		uint32_t off;
		add_line(b, i, KO_TOOL, &off, true);
	}
	wide_filter(b, b->text[KO_TOOL].len, TOOL_SHARE, TOOL_FLOOR);
	/* The filters follow the table: their offsets are the section's. */
	for (size_t i = 0; i < n; i++)
		blocks[i].bloom_off += (uint32_t)(sizeof(struct bhead) + n * sizeof *blocks);
	struct bhead h = {.nblocks = (uint32_t)n};
	ix_gram_probe(h.probe);
	sbuf_add(out, &h, sizeof h);
	sbuf_add(out, blocks, n * sizeof *blocks);
	sbuf_add(out, blooms.data, blooms.len);
	free(blocks);
	sbuf_free(&blooms);
}

/* The header of e's block section (false when it has none that fits). */
static bool head(const struct ix_entry *e, struct bhead *h)
{
	if (e->sec_len[IX_BLOCKS] < sizeof *h)
		return false;
	memcpy(h, e->data + e->sec_off[IX_BLOCKS], sizeof *h);
	return (uint64_t)h->nblocks * sizeof(struct ix_block) <= e->sec_len[IX_BLOCKS] - sizeof *h;
}

size_t ix_entry_nblocks(const struct ix_entry *e)
{
	struct bhead h;
	return head(e, &h) ? h.nblocks : 0;
}

void ix_entry_block(const struct ix_entry *e, size_t i, struct ix_block *out, const uint8_t **bloom)
{
	const unsigned char *sec = e->data + e->sec_off[IX_BLOCKS];
	memcpy(out, sec + sizeof(struct bhead) + i * sizeof *out, sizeof *out);
	*bloom = sec + out->bloom_off;
}

bool ix_entry_probe_ok(const struct ix_entry *e, const uint8_t probe[IX_PROBE_BYTES])
{
	struct bhead h;
	return head(e, &h) && memcmp(h.probe, probe, IX_PROBE_BYTES) == 0;
}

bool ix_blocks_ok(const struct ix_entry *e)
{
	struct bhead h;
	if (!head(e, &h))
		return false;
	size_t blooms = sizeof h + (size_t)h.nblocks * sizeof(struct ix_block);
	int last = -1;
	struct ix_block prev = {0};
	for (size_t i = 0; i < h.nblocks; i++) {
		struct ix_block k;
		const uint8_t *bloom;
		ix_entry_block(e, i, &k, &bloom);
		if (k.section < IX_TEXT_TEXT || k.section > IX_TEXT_TOOL || k.section < last ||
		    k.off > k.end || k.end > e->sec_size[k.section] || k.bloom_len % 8 ||
		    k.bloom_off < blooms || k.bloom_off > e->sec_len[IX_BLOCKS] ||
		    k.bloom_len > e->sec_len[IX_BLOCKS] - k.bloom_off)
			return false;
		/* The blocks of a section tile it: pieces and bytes. */
		bool next = k.section == last;
		if (next ? k.first != prev.first + prev.n || k.off != prev.end : k.first != 0 || k.off != 0)
			return false;
		last = k.section;
		prev = k;
	}
	return true;
}

/* The session id of record r (NULL: none). */
static const char *rec_session(const struct ix_entry *e, size_t i)
{
	struct rec r;
	memcpy(&r, e->data + e->recs_off + i * sizeof r, sizeof r);
	uint32_t at = r.str[S_SESSION];
	return at == NO_STR || at >= e->strings_len ? NULL : (const char *)e->data + e->strings_off + at;
}

uint32_t ix_entry_flags(const struct ix_entry *e)
{
	uint32_t flags = e->sec_size[IX_TEXT_TOOL] ? IX_FR_TOOLS : 0;
	const char *first = NULL;
	for (size_t i = 0; i < e->nrecs; i++) {
		struct ix_info info;
		ix_entry_info(e, i, &info);
		if (info.malformed) {
			flags |= IX_FR_MALFORMED;
			continue;
		}
		flags |= (info.kind == LINE_SUMMARY ? IX_FR_SUMMARY : 0) | (info.event ? IX_FR_EVENT : 0) |
			 (info.subagent ? IX_FR_SUBAGENT : 0);
		const char *sid = rec_session(e, i);
		if (sid && !first)
			first = sid;
		else if (sid && first != sid && strcmp(first, sid) != 0)
			flags |= IX_FR_SESSIONS;
	}
	return flags;
}

void ix_blocks_seal(struct sbuf *out, const size_t *at)
{
	struct bhead h;
	memcpy(&h, out->data + at[IX_BLOCKS], sizeof h);
	unsigned char *rows = (unsigned char *)out->data + at[IX_BLOCKS] + sizeof h;
	for (size_t i = 0; i < h.nblocks; i++) {
		struct ix_block k, next = {0};
		memcpy(&k, rows + i * sizeof k, sizeof k);
		if (i + 1 < h.nblocks)
			memcpy(&next, rows + (i + 1) * sizeof k, sizeof k);
		size_t to = i + 1 < h.nblocks && next.section == k.section
				? next.off
				: at[k.section + 1] - at[k.section];
		k.sum = XXH3_64bits(out->data + at[k.section] + k.off, to - k.off);
		memcpy(rows + i * sizeof k, &k, sizeof k);
	}
}

bool ix_entry_block_span(const struct ix_entry *e, enum ix_section s, size_t *first, size_t *last)
{
	size_t n = ix_entry_nblocks(e), i = 0;
	struct ix_block k;
	const uint8_t *bloom;
	while (i < n && (ix_entry_block(e, i, &k, &bloom), k.section < s))
		i++;
	*first = *last = i;
	while (*last < n && (ix_entry_block(e, *last, &k, &bloom), k.section == s))
		++*last;
	/* ix_blocks_ok: they tile the section from its start, in order. */
	return *last > *first && e->sec_len[s] > 0;
}

void ix_entry_block_range(const struct ix_entry *e, size_t i, size_t *from, size_t *to)
{
	struct ix_block k, next;
	const uint8_t *bloom;
	ix_entry_block(e, i, &k, &bloom);
	*from = (size_t)k.off;
	*to = e->sec_len[k.section];
	if (i + 1 < ix_entry_nblocks(e)) {
		ix_entry_block(e, i + 1, &next, &bloom);
		if (next.section == k.section)
			*to = (size_t)next.off;
	}
}

bool ix_entry_line_span(const struct ix_entry *e, size_t i, enum ix_section s, size_t *from, size_t *to)
{
	struct rec r;
	memcpy(&r, e->data + e->recs_off + i * sizeof r, sizeof r);
	uint32_t end = e->npieces;
	if (i + 1 < e->nrecs)
		memcpy(&end, e->data + e->recs_off + (i + 1) * sizeof r + offsetof(struct rec, first_piece),
		       sizeof end);
	if (end > e->npieces)
		end = e->npieces;
	bool any = false;
	for (uint32_t p = r.first_piece; p < end; p++) {
		struct ipiece q;
		memcpy(&q, e->data + e->pieces_off + (size_t)p * sizeof q, sizeof q);
		if (q.order >= KO_COUNT || IX_TEXT_OF(q.order) != s)
			continue;
		size_t a = q.off, b = (size_t)q.off + q.len + 1; /* its NUL with it */
		*from = any && *from < a ? *from : a;
		*to = any && *to > b ? *to : b;
		any = true;
	}
	return any;
}
