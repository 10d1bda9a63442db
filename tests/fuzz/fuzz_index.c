/* fuzz_index: libFuzzer target for the index entry reader
 * (stages/index/entry.c: ix_entry_open, ix_entry_check, ix_entry_expand,
 * ix_entry_info, ix_entry_pieces, ix_entry_line) on damaged entries.
 *
 * Random bytes fail an entry's checksums at once, so the harness makes a
 * real entry and damages it: the input's JSONL lines (after a 16-byte
 * head) are decoded by the decoder of a source and added with ix_builder,
 * the entry is finished, read back whole and compared with what was added
 * (every line, its strings and pieces), then up to three edits are made
 * to it and, unless the head says not to, every section's XXH3 checksum is
 * written again, so that the damage reaches the tables and texts past the
 * checks. The damaged entry is read as scan_index.c reads one: opened
 * (maybe with only its first bytes at hand), the sections a search wants
 * checked and expanded, then every line's info, the pieces of each text
 * section and every line. Nothing may crash or read outside the entry
 * (its bytes are a copy of exactly their size); whatever the reader gives
 * once the checks pass must lie inside the part it belongs to (a string
 * inside the strings and ended there, a piece's bytes inside its text
 * section, a tool input inside the inputs and ended there; the stages read
 * a piece by its length, and the recall offset of an entry's piece is
 * never read, since the entry knows which lines are recall events), or
 * the entry must have
 * been refused as damaged; and an expansion may not ask for more than
 * 64 MiB (the limit of the files that get an entry, with room).
 *
 * The head: byte 0 bits 0-1 the source (Claude Code, Codex, Gemini CLI),
 * bit 2 keep the checksums as they are, bit 3 read only the first bytes
 * (byte 13 says how many), bit 4 also read the sections of tool and
 * thinking texts and tool inputs; bytes 1-12 three edits of 4 bytes
 * (offset, 2 bytes; kind; value): xor a byte, or set a 32-bit or 64-bit
 * word to one of the values that break offsets and lengths.
 *
 *   make fuzz-index BUILD=/tmp/bfz FUZZ_SECONDS=60
 *   build/asan/fuzz-replay-index FILE...     replays inputs (make check)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "base/json_line.h"
#include "base/xalloc.h"
#include "stages/index/entry.h"
#include "stages/recall_cutoff.h"
#include "sources/source.h"
#include "tests/fuzz/fuzz.h"

enum { HEAD = 16, MAX_PLAIN = 64 << 20 };
/* Where the header keeps its section lengths and checksums (entry.c's
 * struct hdr), checked against ix_header_size. */
enum { HDR_SIZE = 304, HDR_SEC_LEN = 112, HDR_SEC_SUM = 160, HDR_SUM = 296 };

static struct json_decoder *jd;
static struct line_decoder *ld;
static struct ix_builder *builder, *grower;
static struct sbuf entry, again;

/* What was added: per line its number, whether malformed, and its strings
 * and pieces, as text (for the read-back). */
static struct sbuf expect;

static void init(void)
{
	if (ix_header_size() != HDR_SIZE)
		fuzz_fail("the entry header is %zu bytes: update fuzz_index.c", ix_header_size());
	jd = json_decoder_new();
	ld = line_decoder_new();
	builder = ix_builder_new();
	grower = ix_builder_new();
}

static void describe(struct sbuf *b, uint32_t line, const struct line_view *lv, unsigned sections)
{
	sbuf_printf(b, "line %u", line);
	if (!lv) {
		sbuf_adds(b, " malformed\n");
		return;
	}
	sbuf_printf(b, " kind %d sid %s uuid %s cwd %s ts %s title %s leaf %s flags %d%d%d%d\n",
		    (int)lv->kind, lv->session_id ? lv->session_id : "-", lv->uuid ? lv->uuid : "-",
		    lv->cwd ? lv->cwd : "-", lv->ts_raw ? lv->ts_raw : "-", lv->title ? lv->title : "-",
		    lv->leaf ? lv->leaf : "-", lv->has_ts, lv->noise_line, lv->queue_operation,
		    lv->dedup_by_text);
	for (size_t k = 0; k < lv->npieces; k++) {
		const struct piece *p = &lv->pieces[k];
		if (!(sections & (1u << IX_TEXT_OF(p->order))))
			continue;
		sbuf_printf(b, " piece %u %d %d %d %zu:", p->order, p->noise, p->prompt, p->recall_off,
			    p->len);
		sbuf_add(b, p->s, p->len);
		sbuf_addc(b, '\n');
	}
	/* The tool links an entry keeps: event calls, linked results. */
	for (size_t k = 0; k < lv->nlinks; k++) {
		const struct tool_link *l = &lv->links[k];
		if (!l->id || (l->result ? !l->linked : !recall_verdict_event(l->verdict)))
			continue;
		sbuf_printf(b, " link %s %d %d %s\n", l->id, l->result, l->verdict,
			    !l->result && l->name ? l->name : "-");
	}
}

/* Builds the entry of the lines in data into `entry`, and `expect`. */
static void build(enum source_id src, const char *data, size_t size)
{
	ix_builder_start(builder, NULL);
	sbuf_reset(&expect);
	uint32_t lineno = 0;
	unsigned all = (1u << IX_NSECTIONS) - 1;
	for (size_t at = 0; at < size;) {
		const char *nl = memchr(data + at, '\n', size - at);
		size_t end = nl ? (size_t)(nl - data) : size;
		lineno++;
		if (end > at) {
			cJSON *root = json_decode(jd, data + at, end - at);
			struct line_view lv;
			bool ok = root && source_decode(src, ld, root, &lv) == 0;
			/* Every link judged, every result taken as linked: an
			 * entry keeps them all. */
			for (size_t k = 0; ok && k < lv.nlinks; k++) {
				recall_judge(&lv.links[k]);
				lv.links[k].linked = lv.links[k].result;
			}
			ix_builder_add(builder, ok ? &lv : NULL, lineno % 3 == 0, lineno, at,
				       (uint32_t)(end - at), ix_line_hash(data + at, end - at));
			describe(&expect, lineno, ok ? &lv : NULL, all);
		}
		at = end + 1;
	}
	struct ix_key key = {1, 2, size, 3, 4};
	struct ix_hasher *h = ix_hasher_new();
	ix_hasher_add(h, data, size);
	ix_builder_finish(builder, &key, size, lineno, ix_hasher_digest(h), (uint8_t)src, "/fuzz/s.jsonl", 5,
			  &entry);
	ix_hasher_free(h);
}

/* Whether [p, p + n) lies within [base, base + len). */
static bool inside(const void *p, size_t n, const void *base, size_t len)
{
	const char *c = p, *b = base;
	return c >= b && (size_t)(c - b) <= len && n <= len - (size_t)(c - b);
}

static void check_str(const struct ix_entry *e, const char *s, const char *what, const char *own)
{
	if (!s || s == own)
		return;
	const char *strings = (const char *)e->data + e->strings_off;
	if (!inside(s, 1, strings, e->strings_len) ||
	    !memchr(s, '\0', e->strings_len - (size_t)(s - strings)))
		fuzz_fail("line's %s is not a string of the strings", what);
}

/* Reads every line of e as a search would, and checks what comes back. */
static void read_lines(struct ix_entry *e, unsigned sections, struct sbuf *got)
{
	struct piece *pieces = NULL;
	const char **tools = NULL;
	struct tool_link *links = NULL;
	size_t cap = 0, captools = 0, pcap = 0, caplinks = 0;
	size_t *starts = NULL;
	uint32_t *owners = NULL;
	for (int s = IX_TEXT_TEXT; s <= IX_TEXT_TOOL; s++) {
		if (!(sections & (1u << s)))
			continue;
		size_t n = ix_entry_pieces(e, (enum ix_section)s, &starts, &owners, &pcap);
		for (size_t k = 0; k < n; k++)
			if (starts[k] >= e->sec_size[s] || owners[k] >= e->nrecs)
				fuzz_fail("piece %zu of section %d starts at %zu of %zu, line %u of %u", k, s,
					  starts[k], e->sec_size[s], owners[k], e->nrecs);
	}
	for (size_t i = 0; i < e->nrecs; i++) {
		struct ix_info info;
		ix_entry_info(e, i, &info);
		struct ix_line l;
		ix_entry_line(e, i, sections, &pieces, &cap, &tools, &captools, &links, &caplinks, &l);
		if (got)
			describe(got, l.line, l.malformed ? NULL : &l.lv, sections);
		if (l.malformed)
			continue;
		check_str(e, l.lv.session_id, "session id", NULL);
		check_str(e, l.lv.uuid, "uuid", l.uuid_text);
		check_str(e, l.lv.cwd, "cwd", NULL);
		check_str(e, l.lv.ts_raw, "time", l.ts_text);
		check_str(e, l.lv.title, "title", NULL);
		for (size_t k = 0; k < l.lv.npieces; k++) {
			const struct piece *p = &l.lv.pieces[k];
			int s = IX_TEXT_OF(p->order);
			if (p->order >= KO_COUNT || !(sections & (1u << s)) ||
			    !inside(p->s, p->len, e->sec_data[s], e->sec_size[s]))
				fuzz_fail(
				    "line %zu: piece %zu (kind %u, %zu bytes at %td of %zu) is not a text of "
				    "its section",
				    i, k, p->order, p->len, p->s - (const char *)e->sec_data[s],
				    e->sec_size[s]);
		}
		for (size_t k = 0; k < l.lv.nlinks; k++)
			check_str(e, l.lv.links[k].id, "link id", NULL);
		for (size_t k = 0; k < l.ntool_json; k++) {
			const char *j = l.tool_json[k];
			const char *base = (const char *)e->sec_data[IX_INPUTS];
			if (!inside(j, 1, base, e->sec_size[IX_INPUTS]) ||
			    !memchr(j, '\0', e->sec_size[IX_INPUTS] - (size_t)(j - base)))
				fuzz_fail("line %zu: tool input %zu is not a text of the inputs", i, k);
		}
	}
	free(pieces);
	free(tools);
	free(links);
	free(starts);
	free(owners);
}

static uint64_t get64(const unsigned char *p)
{
	uint64_t v;
	memcpy(&v, p, 8);
	return v;
}

/* Writes every section's checksum again, as the header's lengths say,
 * then the header's own. */
static void fix_sums(unsigned char *d, size_t len)
{
	size_t at = HDR_SIZE;
	for (int s = 0; s < IX_NSECTIONS; s++) {
		uint64_t n = get64(d + HDR_SEC_LEN + 8 * s);
		if (n > len - at)
			break;
		uint64_t sum = XXH3_64bits(d + at, (size_t)n);
		memcpy(d + HDR_SEC_SUM + 8 * s, &sum, 8);
		at += (size_t)n;
	}
	uint64_t sum = XXH3_64bits(d, HDR_SUM);
	memcpy(d + HDR_SUM, &sum, 8);
}

static void damage(unsigned char *d, size_t len, const uint8_t *edits)
{
	static const uint64_t values[] = {
	    0,		1,	    7,		8,	    0x7f,	 0xff,	     0xffff,
	    0x7fffffff, 0x80000000, 0xfffffff0, 0xffffffff, 0x100000000, UINT64_MAX, UINT64_MAX - 7,
	    1ull << 40, 56,	    16};
	for (int k = 0; k < 3; k++) {
		const uint8_t *m = edits + 4 * k;
		size_t pos = ((size_t)m[0] | (size_t)m[1] << 8) % len;
		uint64_t v = values[m[3] % (sizeof values / sizeof values[0])];
		switch (m[2] % 4) {
		case 1:
			d[pos] ^= m[3] ? m[3] : 1;
			break;
		case 2:
			pos &= ~(size_t)3;
			if (pos + 4 <= len) {
				uint32_t w = (uint32_t)v;
				memcpy(d + pos, &w, 4);
			}
			break;
		case 3:
			pos &= ~(size_t)7;
			if (pos + 8 <= len)
				memcpy(d + pos, &v, 8);
			break;
		default:
			break;
		}
	}
}

/* Reads the entry in bytes[0..len) of total as scan_index.c does; got
 * (or NULL) gets the lines read. Returns whether it was used. */
static bool read_entry(const unsigned char *bytes, size_t len, size_t total, unsigned sections,
		       struct sbuf *got)
{
	struct ix_entry e;
	const char *why;
	if (ix_entry_open(&e, bytes, len, total, &why) != 0)
		return false;
	if (ix_entry_end(&e, sections) > len)
		return false; /* the caller reads more of the file first */
	for (int s = 0; s < IX_NSECTIONS; s++)
		if ((sections & (1u << s)) && !ix_entry_check(&e, (enum ix_section)s))
			return false;
	size_t plain = ix_entry_plain_size(&e, sections);
	if (plain > MAX_PLAIN)
		fuzz_fail("a checked entry asks for %zu bytes to expand its sections", plain);
	void *buf = plain ? xmalloc(plain) : NULL;
	bool used = ix_entry_expand(&e, sections, buf);
	if (used) {
		read_lines(&e, sections, got);
		/* A file that grew starts its new entry from this one. */
		if (sections == (1u << IX_NSECTIONS) - 1) {
			ix_builder_start(grower, &e);
			struct ix_key key = {0};
			ix_builder_finish(grower, &key, 0, 0, 0, 0, "/g", 0, &again);
		}
	}
	free(buf);
	return used;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!jd)
		init();
	if (size < HEAD)
		return 0;
	enum source_id src = (enum source_id)(data[0] & 3);
	if (src > SOURCE_GEMINI)
		src = SOURCE_CLAUDE;
	build(src, (const char *)data + HEAD, size - HEAD);
	unsigned all = (1u << IX_NSECTIONS) - 1;

	/* Read back as written: every line as it was added. */
	unsigned char *copy = xmalloc(entry.len);
	memcpy(copy, entry.data, entry.len);
	struct sbuf got = {0};
	if (!read_entry(copy, entry.len, entry.len, all, &got))
		fuzz_fail("a fresh entry is refused");
	if (got.len != expect.len || (got.len && memcmp(got.data, expect.data, got.len) != 0))
		fuzz_fail("the entry reads back otherwise:\nadded:\n%.*s\nread:\n%.*s", (int)expect.len,
			  expect.data, (int)got.len, got.data);
	sbuf_free(&got);

	damage(copy, entry.len, data + 1);
	if (!(data[0] & 4))
		fix_sums(copy, entry.len);
	size_t len = entry.len;
	if (data[0] & 8)
		len = len * data[13] / 255;
	unsigned sections = 1u << IX_TABLES | 1u << IX_TEXT_TEXT;
	if (data[0] & 16)
		sections = all;
	unsigned char *part = xmalloc(len ? len : 1);
	memcpy(part, copy, len);
	read_entry(part, len, entry.len, sections, NULL);
	free(part);
	free(copy);
	return 0;
}
