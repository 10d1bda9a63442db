/* lazy: an index entry's text sections read block by block (docs/
 * reference.md §12, what a search reads of an entry). A search that asks
 * ix_store_load for it (ix_loaded.want_lazy) gets, of an entry longer than
 * the first read, its tables, its block section and the sections not cut
 * into blocks, checked as ever; the message and thinking texts are left
 * unread (ix_entry.lazy) until ix_lazy_need reads the blocks that hold the
 * bytes asked for, in one pread per run of them, and checks each block's
 * sum. The entry file stays open until the next load or ix_lazy_end
 * (stages/index/store.h). */
#ifndef MEMGREP_INDEX_LAZY_H
#define MEMGREP_INDEX_LAZY_H

#include <stdbool.h>
#include <stddef.h>

#include "stages/index/store.h"

/* Reads and checks the blocks that hold bytes [from, to) of section s, if
 * it is lazy: false when one could not be read or its sum does not match
 * (then l->lazy_bad, and the entry must not be used). */
bool ix_lazy_need(struct ix_loaded *l, enum ix_section s, size_t from, size_t to);
/* The same for the texts line i's pieces of the sections in mask use. */
bool ix_lazy_need_line(struct ix_loaded *l, size_t i, unsigned mask);
/* Reads all that is left of the lazy sections: false as ix_lazy_need.
 * The entry then reads as one loaded whole. */
bool ix_lazy_fill(struct ix_loaded *l);
#endif
