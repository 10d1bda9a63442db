/* partial_fields: the members of a partial's lines (docs/reference.md §13),
 * each described once, for the writer (partial.c) and the reader
 * (partial_read.c) alike: a file's line (its metadata and its counts), a
 * record's and the end line's. Included only by them. */
#ifndef MEMGREP_PARTIAL_FIELDS_H
#define MEMGREP_PARTIAL_FIELDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "stages/record.h"

/* How a member is written and read back: its C type and JSON form. */
enum pf_type {
	PF_STR,	    /* const char * (arena), a string or null */
	PF_U64,	    /* uint64_t, an integer */
	PF_U32,	    /* uint32_t */
	PF_U8,	    /* uint8_t */
	PF_ERRNO,   /* int, an errno value (0 to INT32_MAX) */
	PF_STATUS,  /* int, a Hyperscan status, written as its unsigned value */
	PF_BOOL,    /* bool */
	PF_INSTANT, /* struct instant, [seconds, nanoseconds] */
	PF_HEX,	    /* uint64_t bit mask, a hex string */
	PF_FLAGS,   /* uint8_t record flags, the map step's only (REC_MAP_FLAGS) */
	PF_KIND,    /* uint8_t enum msg_type, by its name */
	PF_U64S,    /* uint64_t[n], an array of integers */
	PF_I64,	    /* int64_t */
};

struct pfield {
	const char *key;
	enum pf_type type;
	size_t off; /* in the struct the table describes */
	size_t n;   /* PF_U64S: its length */
	/* Written only when not zero (NULL), and zero when absent: a member
	 * of some records only (a line of a text document's). */
	bool optional;
};

/* The flags a record has when it leaves its worker (rank sets the rest). */
#define REC_MAP_FLAGS (REC_HAS_TS | REC_HIT | REC_TOUCH | REC_NEAR)

/* A record as its line has it: its members and those of its msg_more
 * (which the reader makes only for a record that has one of them). */
struct partial_rec {
	struct msg_rec r;
	struct msg_more m;
	/* Its uuid and raw time as text (rec_uuid, rec_ts_raw), and its
	 * dedup key when it has no uuid (RK_TEXT: 32 hex digits). */
	const char *uuid, *dkey, *ts_raw;
	uint8_t lkind;	   /* its r.lkind (a bit field) */
	uint32_t dl;	   /* its length (rec_dl) */
	uint32_t distinct; /* its r.distinct (a bit field) */
	char ubuf[REC_UUID_BUF], tbuf[REC_TS_BUF], kbuf[33];
};

/* p's uuid, dkey, ts_raw (in its buffers), lkind and distinct, told from
 * p->r. */
void partial_rec_ids(struct partial_rec *p);
/* p->r's uuid, raw time, key and line kind set from p's uuid, dkey,
 * ts_raw and lkind (read from a line; their strings in arena a): false
 * when dkey is not 32 hex digits or lkind not a line kind. */
bool partial_rec_set_ids(struct partial_rec *p, struct arena *a);

/* A file's line after "file" (offsets in struct file_res), a record's
 * after "session" and "file" (struct partial_rec), the "stats" member of a
 * file's line (struct file_stats, its df apart) and the end line's
 * "end" member (struct partial_end). */
extern const struct pfield partial_file_fields[], partial_rec_fields[], partial_stats_fields[],
    partial_end_fields[];
extern const size_t partial_nfile_fields, partial_nrec_fields, partial_nstats_fields, partial_nend_fields;

#endif
