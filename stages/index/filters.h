/* filters: the consolidated filter file of an index folder (`.filters`,
 * docs/reference.md §12, block filters). For each entry it holds what a
 * search needs to tell, without opening the entry, whether the entry is
 * fresh for the file the walk found and whether any line of it could be a
 * candidate: the entry's name (a hash of its source's path), the source's
 * key and the time taken before the stat that gave it (the racy rule,
 * ix_trusted), how far the entry covers, its line count, its source, its
 * first session id (and a hash of it), what it holds that speaks for
 * other files or is read whatever the query (summaries, recall events,
 * malformed lines, tool texts, several sessions) or that names its
 * session (a subagent's lines), and its entry-wide filters (one per text
 * section: the message and thinking texts' all of their blocks' trigrams,
 * in fewer bytes; the tool texts', which have no blocks, of their texts).
 *
 * The file begins with a magic number, a version (its own and the
 * entries'), the probe of the trigram code that wrote its filters
 * (ix_gram_probe), its length and an XXH3 checksum of its records; each
 * record's filters and session id have a checksum of their own, checked
 * when the record is looked up (a search does not hash the whole file); it is written
 * to a temporary file in the folder and renamed over the old one, so a
 * reader sees a whole file or none whatever other memgreps do at the same
 * time. Two writers at once may lose one's update: an entry without its
 * record is read as before. A damaged file, or one of another version,
 * is not read, and written anew by the next save. */
#ifndef MEMGREP_INDEX_FILTERS_H
#define MEMGREP_INDEX_FILTERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "base/xalloc.h"
#include "stages/index/entry.h"
#include "stages/index/store.h"

/* What an entry's record says of its lines (ix_frec.flags). */
enum {
	IX_FR_SUMMARY = 1,   /* a summary line: it may speak for another file (§2) */
	IX_FR_EVENT = 2,     /* a recall event, or a tool link of one */
	IX_FR_MALFORMED = 4, /* a malformed line */
	IX_FR_TOOLS = 8,     /* tool texts (they have no blocks, only their entry-wide filter) */
	IX_FR_SESSIONS = 16, /* lines of more than one session id */
	IX_FR_SUBAGENT = 32, /* a line of a subagent's chat (line_view.subagent) */
};

/* An entry's record, as the file holds it: the records, of fixed size,
 * by name order, then their tails: its entry-wide filters (wide_len
 * bytes at wide_off of the file: ix_builder_wide's), its first session
 * id (sid_len bytes, no NUL) and its BM25 counts (struct ix_counts_disk). */
struct ix_frec {
	uint8_t name[16];
	struct ix_key key;
	int64_t read_ns;
	uint64_t end, session; /* session: XXH3 of its first session id (0: none) */
	uint32_t lines, flags;
	uint64_t wide_off, wide_len;
	uint32_t source, sid_len; /* source: the entry's (enum of sources/source.h) */
	uint64_t tail_sum;	  /* XXH3 of its filters and session id */
};

/* The counts of record r whose tail (checked) starts at wide: what its
 * tail ends with, after its session id (entry.h, struct ix_counts_disk). */
struct ix_counts ix_frec_counts(const struct ix_frec *r, const unsigned char *wide);

/* A folder's file as loaded, with the records noted since. */
struct ix_filters;

/* How a load found the file. */
enum ix_filters_state { IX_FILTERS_NONE, IX_FILTERS_OK, IX_FILTERS_OTHER_VERSION, IX_FILTERS_DAMAGED };

/* The file of store s, loaded when first needed (read, checked): a
 * search that writes no entry never reads it. s must outlive it: the
 * records noted are written there when they pass a few MiB. */
struct ix_filters *ix_filters_open(const struct ix_store *s);
void ix_filters_free(struct ix_filters *f);
/* How the file was found when it was loaded (IX_FILTERS_NONE: not loaded
 * yet, or not there; damaged or of another version: read as empty). */
enum ix_filters_state ix_filters_state(struct ix_filters *f);
/* Loads the file now (read, checked) when it was not: what it was
 * found as. */
enum ix_filters_state ix_filters_load(struct ix_filters *f);
/* The record of the entry of abs_path, and its filters at *wide (NULL:
 * none, or its tail does not match its checksum), read into *tail (the
 * caller's, its bytes in tail->data), its session id at *wide + wide_len,
 * its counts after it (ix_frec_counts). Not while records may be noted by other
 * threads, nor saved: a reader that runs beside them (a search's
 * workers) loads a file of its own (ix_filters_load) and never notes. */
const struct ix_frec *ix_filters_find(struct ix_filters *f, const char *abs_path, struct sbuf *tail,
				      const unsigned char **wide);
/* Notes the record of entry e of abs_path (its tables checked, in
 * memory), with its entry-wide filters wide[0..len), to be written by the
 * next save. Safe from any thread. */
void ix_filters_note(struct ix_filters *f, const char *abs_path, struct ix_entry *e, const void *wide,
		     size_t len);
/* Writes the file anew when records were noted, or when the file found
 * was damaged or of another version, or with prune when a record's entry
 * is gone (else it is left as it was): the records loaded, those noted
 * in their place, less those of entries gone with prune. 0, or -1 with
 * err set. */
int ix_filters_save(struct ix_filters *f, bool prune, struct mg_error *err);
/* Whether a lookup (ix_filters_find) found a record whose filters or
 * session id fail their checksum: such a record is read as none, and
 * the next save with prune leaves it out. */
bool ix_filters_bad_record(const struct ix_filters *f);
/* How many records the file holds, and its bytes (it is loaded). */
size_t ix_filters_count(struct ix_filters *f, uint64_t *bytes);
/* The bytes f holds in memory once loaded: its records and the keys of
 * their names (the filters stay in the file, read as they are looked up). */
size_t ix_filters_memory(const struct ix_filters *f);
/* Removes the file of store s. */
void ix_filters_remove(const struct ix_store *s);

#endif
