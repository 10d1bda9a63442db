/* summaries: each summary message credited to the session it describes
 * (docs/reference.md §2), between the scan and rank. A Claude Code
 * `summary` line names, by its leafUuid, the last message of the
 * conversation it sums up, which Claude Code 2.0 and earlier wrote into
 * the file of the *next* session of the project. The files searched that
 * share a folder with such a summary are read for their lines' uuids; a
 * summary whose leaf another session's file holds is moved into a file
 * result of its own that stands for it in that session (file_res.borrowed:
 * the path and records of the file it was read from, the session id of
 * the one it describes), and takes that session's time. Nothing fails: a
 * file that cannot be read again holds no leaf. */
#ifndef MEMGREP_SUMMARIES_H
#define MEMGREP_SUMMARIES_H

#include <stddef.h>

#include "config/config.h"
#include "config/request.h"
#include "stages/match.h"
#include "stages/record.h"

/* Moves the summary records of (*files)[0..*n) whose leaf is in another
 * session's file, giving them that file's latest time; the file results
 * that stand for them are added to *files (grown with xgrow, *cap its
 * capacity), owned as the others. Every summary record with a leaf then
 * faces the time filter (scan_finish_summaries leaves it to this), its
 * drops counted in its file's stats, as matches of req's query by m. */
/* The folder part of path (up to its last '/'), 0 for none: where a
 * summary looks for its leaf. */
size_t summaries_folder_len(const char *path);
/* Whether f holds a summary that looks for a leaf (in its folder). */
bool summaries_has_leaf(const struct file_res *f);

void summaries_place(const struct config *cfg, const struct search_req *req, const struct matcher *m,
		     struct file_res ***files, size_t *n, size_t *cap);

#endif
