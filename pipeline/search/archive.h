/* archive: the sessions that the index keeps of deleted session files
 * (docs/reference.md §12, keeping), for a run that keeps (cfg->keep).
 *
 * While discovery walks, archive_saw notes each file it hands on. Once the
 * walk has ended, archive_find lists the index folder's entries that no
 * file found stands for, reads the header of each (its source's path and
 * source), and hands on, as a discover_item marked archived, each entry
 * whose file is gone, that lies in a folder or file the search walks
 * (discover_each_root) and was read as a source that root keeps, and
 * whose file's name no file found has (a session file moved to another
 * folder, compressed or written back plain is read where it is now, not
 * twice). Its path is shown as the walk would show it, under the root as
 * it was given. scan_archived (scan_index.h) reads each through its entry.
 *
 * archive_text reads a printed message's text from the entry of its
 * archived file, as scan_reread reads it from a file.
 *
 * archive_saw and archive_find run on the discovery thread, archive_text
 * on the thread that prints. Nothing here fails as a call: an entry that
 * cannot be read is passed over (archive_find) or gives no text. The
 * caller owns what archive_new and archive_texts_new return and frees it
 * with archive_free and archive_texts_free (both take NULL). */
#ifndef MEMGREP_ARCHIVE_H
#define MEMGREP_ARCHIVE_H

#include <stdbool.h>
#include <stdio.h>

#include "config/config.h"
#include "config/request.h"
#include "stages/discover.h"
#include "stages/index/store.h"
#include "stages/record.h"

struct archive;

/* For a search of store (which must outlive it). */
struct archive *archive_new(const struct ix_store *store);
void archive_free(struct archive *a);

/* The file at open_path (as found) was handed on. */
void archive_saw(struct archive *a, const char *open_path);

/* Hands on each archived session of the search req asks to cb->emit (its
 * item the receiver's), until cb->cancel is set: how many. */
size_t archive_find(struct archive *a, const struct config *cfg, const struct search_req *req,
		    const struct discover_cb *cb);

/* The texts of archived files, read from their entries in cfg's index
 * folder (opened when first needed). */
struct archive_texts;
struct archive_texts *archive_texts_new(const struct config *cfg);
void archive_texts_free(struct archive_texts *t);
/* The text of rec (of an archived file) into out: false when its entry
 * no longer holds that line. */
bool archive_text(struct archive_texts *t, const struct msg_rec *rec, struct sbuf *out);

/* The note of a search whose -l or -c left out n archived sessions that
 * matched (their files were deleted), on err (NULL: none); nothing when n
 * is 0. */
void archive_note(size_t n, FILE *err);

#endif
