/* entry_internal: the rows of an index entry and its builder, shared by
 * the files of the entry module (entry.c writes and reads the tables,
 * entry_blocks.c cuts the texts into blocks and writes their filters). */
#ifndef MEMGREP_INDEX_ENTRY_INTERNAL_H
#define MEMGREP_INDEX_ENTRY_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include <zstd.h>

#include "base/xalloc.h"
#include "sources/decode.h"

struct gram_set;
struct ix_entry;

#define NO_STR UINT32_MAX

/* Strings of a line: session id, uuid, cwd, raw time, title (a summary's
 * leaf). */
enum { S_SESSION, S_UUID, S_CWD, S_TS, S_TITLE, S_COUNT };

/* A line's pieces, tool inputs and tool links are the rows from its
 * first_piece, first_tool and first_link to the next line's (the last
 * line's: to the tables' ends). Offsets fit in 32 bits: a source over
 * IX_MAX_SOURCE gets no entry. */
struct rec {
	int64_t ts_sec;
	uint64_t lhash;
	uint32_t off, line, len;
	uint32_t first_piece, first_tool, first_link;
	uint32_t str[S_COUNT];
	int32_t ts_nsec;
	uint8_t kind, flags, flags2, pad;
	uint32_t pad2;
};
_Static_assert(sizeof(struct rec) == 72, "a line's record is 72 bytes");

/* A tool link the recall rule read (sources/decode.h): its id and a
 * call's tool name (string offsets), its verdict and flags. */
struct ilink {
	uint32_t id, name;
	uint8_t verdict, flags, pad[2];
};
_Static_assert(sizeof(struct ilink) == 12, "a link's row is 12 bytes");

struct ipiece {
	uint32_t off; /* in its kind's text section */
	uint32_t len;
	int32_t recall_off;
	uint8_t order, noise, prompt, pad;
};
_Static_assert(sizeof(struct ipiece) == 16, "a piece's row is 16 bytes");

struct ix_builder {
	struct rec *recs;
	size_t nrecs, caprecs;
	struct ipiece *pieces;
	size_t npieces, cappieces;
	uint32_t *tools; /* offsets of tool inputs' JSON in inputs */
	size_t ntools, captools;
	struct ilink *links;
	size_t nlinks, caplinks;
	/* The hashes of the uuid values, and where each is in the file (to
	 * drop those of a line still being written; an older entry's are
	 * at 0). */
	uint64_t *leaves, *leaf_offs;
	size_t nleaves, capleaves, capleaf_offs;
	struct sbuf strings, inputs;
	struct sbuf text[KO_COUNT];
	uint32_t last[S_COUNT]; /* the previous line's strings, reused when equal */
	struct sbuf json;	/* scratch: a tool input printed */
	ZSTD_CCtx *zc;		/* kept from entry to entry (ZSTD_compress makes one each call) */
	struct gram_set *grams; /* a block's trigrams (entry_blocks.c; made when first needed) */
	struct gram_set *wide;	/* a text section's, all of its blocks' */
	struct sbuf wides;	/* the entry-wide filters of the entry written last */
	struct sbuf join;	/* a line's pieces of one kind, joined as the matcher joins them */
	struct ix_counts counts;
};

/* Writes the block section of the builder's texts (entry_blocks.c) to
 * out: its table and the filters of its blocks. */
void ix_blocks_write(struct ix_builder *b, struct sbuf *out);
/* Whether e's block section, whose checksum matched, points inside its
 * own bytes and tiles the text sections' bytes. */
bool ix_blocks_ok(const struct ix_entry *e);
/* Writes the sums of the blocks of the entry in out (its block section
 * at at[IX_BLOCKS], each section s at at[s], the next at at[s + 1]),
 * once every section is there. */
void ix_blocks_seal(struct sbuf *out, const size_t *at);

#endif
