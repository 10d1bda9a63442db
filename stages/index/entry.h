/* index entry: one source file's decoded lines, kept so that a later search
 * reads them instead of the file (docs/reference.md §12). An entry holds
 * what the decoders made of each line of the file up to its last newline:
 * the line's number, offset and length, its kind, ids, time, flags and its
 * text pieces (or that it was malformed), with the texts in one section per
 * kind, so that a search that reads no tool or thinking text never touches
 * those sections. Replaying an entry's lines through the stages after the
 * decoders gives what decoding the file gives, line for line.
 *
 * An entry is one block of bytes: a header (magic, version, byte order, the
 * source file's key, where the covered bytes end, a hash of the 4 KiB before
 * that end), then its tables and sections, each with its own XXH3 checksum,
 * checked when the part is first read. ix_builder makes one (from nothing,
 * or from an older entry of a file that only grew); ix_entry reads one in
 * place (the bytes stay the caller's, a mapping of the entry's file). */
#ifndef MEMGREP_INDEX_ENTRY_H
#define MEMGREP_INDEX_ENTRY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/xalloc.h"
#include "sources/decode.h"
#include "stages/index/hash.h"

enum { IX_VERSION = 23 };

/* What an entry is valid for: the source file as stat saw it. */
struct ix_key {
	uint64_t dev, ino, size;
	int64_t mtime_ns, ctime_ns;
};

/* The sections of an entry, in the order they are written: the tables,
 * the blocks of the texts with their filters (ix_entry_block), one text
 * section per kind (enum kind_order), the message texts first, and the
 * tool inputs as JSON (for --file). A default search reads the entry's
 * first bytes only, up to the end of the message texts. */
enum ix_section {
	IX_TABLES,
	IX_BLOCKS,
	IX_TEXT_TEXT,
	IX_TEXT_THINKING,
	IX_TEXT_TOOL,
	IX_INPUTS,
	IX_NSECTIONS
};

/* The text section of kind order o, and the kind order of text section s. */
#define IX_TEXT_OF(o) ((o) == KO_TEXT ? IX_TEXT_TEXT : (o) == KO_THINKING ? IX_TEXT_THINKING : IX_TEXT_TOOL)
#define IX_KIND_OF(s) ((s) == IX_TEXT_TEXT ? KO_TEXT : (s) == IX_TEXT_THINKING ? KO_THINKING : KO_TOOL)

/* BM25's collection statistics of an entry's lines (docs/reference.md
 * §12, BM25 from the entries): how many messages passed the message
 * filters of the search that decoded them all, and their tokens (BM25's
 * document lengths). Those filters are told by the kinds searched,
 * --min-length and --keep-noise (a search with --since or --until, or one
 * that browses, keeps none). known: the counts are there. */
struct ix_counts {
	uint64_t n_msgs, sum_dl, min_length;
	uint32_t kinds;
	bool keep_noise, known;
};

/* ix_counts as an entry's header and a filter file's record hold them
 * (ix_counts_pack, ix_counts_unpack: the one encoding of both). */
struct ix_counts_disk {
	uint64_t n_msgs, sum_dl, min_length;
	uint32_t kinds, flags; /* flags: 1 known, 2 keep_noise */
};
struct ix_counts_disk ix_counts_pack(const struct ix_counts *c);
struct ix_counts ix_counts_unpack(const struct ix_counts_disk *d);

struct ix_builder;

struct ix_builder *ix_builder_new(void);
void ix_builder_free(struct ix_builder *b);
/* Starts an entry over; when from is not NULL (a valid entry whose tables
 * and text sections have been checked), with its lines, so that the
 * lines of the bytes the file grew by are added after them. */
struct ix_entry;
void ix_builder_start(struct ix_builder *b, const struct ix_entry *from);
/* The counts of the entry being made (ix_builder_start keeps an older
 * entry's, else none). */
void ix_builder_counts(struct ix_builder *b, const struct ix_counts *c);
/* Adds line lineno (1-based, in the whole file) at byte off, len bytes:
 * what the decoder made of it (of its tool inputs, what --file reads, as
 * JSON text; of its tool links, those the recall rule judged an event
 * call or linked to one, with their verdicts, stages/recall_cutoff.h) and
 * whether it is a recall event of the phrase rule, or, with lv NULL, that
 * it was malformed. Blank lines are not added. */
void ix_builder_add(struct ix_builder *b, const struct line_view *lv, bool event, uint32_t lineno,
		    uint64_t off, uint32_t len, uint64_t lhash);
/* Adds the hash of a uuid value at byte off of the file (file_res.leaf_ids:
 * every one the file's bytes hold, in the order read). */
void ix_builder_leaf(struct ix_builder *b, uint64_t off, uint64_t hash);
/* Drops the lines added last that start at or after end (a last line
 * with no newline yet), and the uuid values there. */
void ix_builder_truncate(struct ix_builder *b, uint64_t end);
/* Writes the entry to out (reset first): for key, of the file's bytes
 * [0, end) (whole lines), lines of them, read as source id `source`;
 * hash is the ix_hasher digest of those bytes, as they were decoded;
 * read_ns the time taken before the stat that gave key (the racy rule,
 * ix_trusted); path is the source's. */
void ix_builder_finish(struct ix_builder *b, const struct ix_key *key, uint64_t end, uint32_t lines,
		       uint64_t hash, uint8_t source, const char *path, int64_t read_ns, struct sbuf *out);

/* An entry read in place. */
struct ix_entry {
	const unsigned char *data;
	size_t len;
	struct ix_key key;
	uint64_t end, hash;
	int64_t read_ns;
	uint32_t lines, nrecs;
	uint8_t source;
	struct ix_counts counts;
	const char *path; /* NUL-terminated, inside data; NULL until the tables are read */
	size_t path_len;  /* its length: it ends at sec_off[IX_TABLES] + path_len */
	/* For entry.c: where the sections and tables are, and which sections
	 * were checked. */
	size_t sec_off[IX_NSECTIONS], sec_len[IX_NSECTIONS];
	uint64_t sec_sum[IX_NSECTIONS];
	bool checked[IX_NSECTIONS];
	/* Bits of the text sections read block by block (stages/index/
	 * lazy.h): their bytes are there only once ix_lazy_need has read
	 * and checked them. */
	unsigned lazy;
	/* Each section as it reads: its stored bytes, or for a compressed one
	 * (sec_plain > 0: its length once expanded) NULL until ix_entry_expand. */
	const unsigned char *sec_data[IX_NSECTIONS];
	size_t sec_size[IX_NSECTIONS], sec_plain[IX_NSECTIONS];
	uint32_t npieces, ntools, nlinks, nleaves;
	size_t recs_off, pieces_off, tools_off, links_off, leaves_off, strings_off, strings_len;
};

/* The hashes of the uuid values of the bytes e covers (ix_builder_leaf),
 * their low 32 bits (file_res.leaf_ids),
 * copied into *v (xgrow'd, *cap its capacity) after its *n. Its tables
 * must have been read. */
void ix_entry_leaves(const struct ix_entry *e, uint32_t **v, size_t *n, size_t *cap);

/* The bytes of an entry's header: ix_entry_open needs them at least. */
size_t ix_header_size(void);
/* ix_entry_open's reason for an entry of another IX_VERSION: such an
 * entry is expected after an upgrade, and made again without a word. */
extern const char ix_why_version[];

/* Reads the header of an entry of `total` bytes whose first len bytes are
 * data[0..len): 0, or -1 with *why ("not an index entry", "truncated",
 * ...). The sections are checked later, by ix_entry_check; only those
 * within the first len bytes may be read (ix_entry_end says how far a set
 * of sections reaches). */
int ix_entry_open(struct ix_entry *e, const void *data, size_t len, size_t total, const char **why);
/* The end of the last of the sections in mask (bits of enum ix_section). */
size_t ix_entry_end(const struct ix_entry *e, unsigned mask);
/* Checks section s's checksum once: false when it does not match. */
bool ix_entry_check(struct ix_entry *e, enum ix_section s);
/* The bytes the compressed sections in mask need once expanded, and their
 * expansion into buf (that many bytes, valid while e is read): false when
 * one cannot be expanded (check its checksum first). The tool texts and
 * the tool inputs are kept compressed with zstd. */
size_t ix_entry_plain_size(const struct ix_entry *e, unsigned mask);
bool ix_entry_expand(struct ix_entry *e, unsigned mask, void *buf);

/* A block of a text section (docs/reference.md §12, block filters): the
 * section's pieces [first, first + n), numbered as ix_entry_pieces gives
 * them, whose texts lie in bytes [off, end) of the section (expanded); the
 * blocks of a section tile its pieces and its bytes, in order. Its filter
 * (stages/index/grams.h) holds the folded trigrams of its lines' texts
 * of that kind as the matcher reads them (a line's pieces joined with a
 * newline, with and without its noise pieces), bloom_len bytes at
 * bloom_off of the block section. Its sum is the XXH3 of the section's
 * bytes from off to the next block's off (the last block's: to the
 * section's end, its padding with it), so that a search can read and
 * check only the blocks it needs (stages/index/lazy.h). */
struct ix_block {
	uint64_t off, end;
	uint32_t first, n, bloom_off, bloom_len;
	uint8_t section, pad[7];
	uint64_t sum;
};
/* The bytes of the filter of a probe text, written by the trigram code of
 * this build: an entry whose probe differs (a build whose grams.c hashes
 * otherwise) has filters that must not be read. */
enum { IX_PROBE_BYTES = 64 };
void ix_gram_probe(uint8_t probe[IX_PROBE_BYTES]);
/* The blocks of e, whose block section was checked: how many; block i
 * into *out, its filter at *bloom. ix_entry_probe_ok: whether e's filters
 * were written with the probe given. */
size_t ix_entry_nblocks(const struct ix_entry *e);
void ix_entry_block(const struct ix_entry *e, size_t i, struct ix_block *out, const uint8_t **bloom);
bool ix_entry_probe_ok(const struct ix_entry *e, const uint8_t probe[IX_PROBE_BYTES]);
/* Of e, whose block section was checked: whether the blocks of text
 * section s cover all of its bytes (their sums protect every one), with
 * [*first, *last) their indexes; the byte range the sum of block i
 * covers. */
bool ix_entry_block_span(const struct ix_entry *e, enum ix_section s, size_t *first, size_t *last);
void ix_entry_block_range(const struct ix_entry *e, size_t i, size_t *from, size_t *to);
/* The bytes of text section s that line i's pieces use: [*from, *to)
 * (false: it has none there). Its tables must have been checked. */
bool ix_entry_line_span(const struct ix_entry *e, size_t i, enum ix_section s, size_t *from, size_t *to);
/* The entry-wide filters of the entry b wrote last (for the consolidated
 * filter file, stages/index/filters.h): per text section with blocks (the
 * message texts, then the thinking texts) a uint32_t length and that many
 * bytes of filter. Valid until b writes again. */
const void *ix_builder_wide(const struct ix_builder *b, size_t *len);
/* What e's lines hold that a search reads whatever its query, as the bits
 * of stages/index/filters.h's IX_FR_* (its tables checked). */
uint32_t ix_entry_flags(const struct ix_entry *e);

/* What the rules that choose the lines to replay read of a line, without
 * its texts (pipeline/search/scan_file.c, scan_state_wants). */
struct ix_info {
	uint32_t line;
	uint8_t kind; /* enum line_kind */
	bool malformed, noise_line, queue_op;
	bool event;    /* a recall event of the phrase rule, or it holds a tool link of one */
	bool prompt;   /* a prompt piece that is not noise (recall_is_prompt's) */
	bool multi;    /* two pieces of one kind: a term may span their join */
	bool tools;    /* it has tool inputs */
	uint8_t echo;  /* enum line_echo */
	bool subagent; /* line_view.subagent */
};
void ix_entry_info(const struct ix_entry *e, size_t i, struct ix_info *out);

/* The pieces whose texts are in section s (a text section), in the order
 * of their texts: where each text starts in the section, and the line
 * (index of the entry's lines) it belongs to. Returns how many; starts and
 * owners are grown with xgrow (*cap their capacity). */
size_t ix_entry_pieces(const struct ix_entry *e, enum ix_section s, size_t **starts, uint32_t **owners,
		       size_t *cap);

/* A line of an entry, as ix_entry_line gives it. */
struct ix_line {
	uint32_t line, len;
	uint64_t off, lhash; /* lhash: ix_line_hash of its bytes */
	bool malformed;
	bool event;		/* a recall event of the phrase rule: read when the line was decoded */
	struct line_view lv;	/* pieces and links point into the entry (NUL-terminated) */
	const char **tool_json; /* its tool inputs as JSON (with IX_INPUTS) */
	size_t ntool_json;
	/* Where a uuid or time kept in binary is written back as text. */
	char uuid_text[40], ts_text[40];
};

/* Line i (< e->nrecs) of e, whose tables were checked; its pieces are
 * written to *pieces (grown with xgrow; *cap its capacity), those of a
 * text section not in `sections` (bits of enum ix_section) left out; its
 * tool inputs' JSON to *tools and its tool links to *links (grown
 * likewise: a link has its id, a call its tool's name, and its verdict). */
void ix_entry_line(const struct ix_entry *e, size_t i, unsigned sections, struct piece **pieces, size_t *cap,
		   const char ***tools, size_t *captools, struct tool_link **links, size_t *caplinks,
		   struct ix_line *out);

/* Of an entry whose tables were checked: the latest time of its lines
 * into *out (false when none has one), the first session id its lines
 * name (NULL: none; inside the entry), and where line `line` (1-based, in
 * the file) is among its lines (false when it has none of that number:
 * a blank line, or one past its end). Its lines are in line order. */
bool ix_entry_latest(const struct ix_entry *e, struct instant *out);
const char *ix_entry_session(const struct ix_entry *e);
bool ix_entry_find(const struct ix_entry *e, uint32_t line, size_t *at);

#endif
