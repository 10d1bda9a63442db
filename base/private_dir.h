/* private_dir: the folder memgrep keeps its index and compiled queries in
 * (docs/reference.md §12): text as private as the transcripts, so a folder
 * it writes to or reads from must be its own, and private. */
#ifndef MEMGREP_PRIVATE_DIR_H
#define MEMGREP_PRIVATE_DIR_H

#include <stdbool.h>

#include "base/error.h"

/* The marker of memgrep's folder: a cache directory tag
 * (https://bford.info/cachedir/, so backup tools leave the folder out)
 * whose comment names memgrep. */
#define PRIVATE_DIR_MARKER "CACHEDIR.TAG"

/* Makes dir and its missing parents: the parents 0755, as mkdir -p makes
 * them, dir itself 0700 (an existing dir is left as it is). 0, or -1 with
 * errno set and, when at is not NULL, *at the path that could not be made
 * (the caller frees it). */
int private_dir_make(const char *dir, char **at);

/* Makes dir memgrep's folder, or refuses it: a missing folder is made
 * (private_dir_make); an existing one must be a folder of this user that
 * has the marker, is empty, or holds only what memgrep writes there (an
 * index made before the marker was). It is then made 0700 and given the
 * marker (a marker that cannot be written is left out: a read-only index
 * is still read). 0, or -1 with the one line that says why in err. */
int private_dir_claim(const char *dir, struct mg_error *err);

/* True when dir is memgrep's folder and private: a folder of this user,
 * with no permission for its group or others, that has the marker. What
 * is read from the folder without a check of its own is read only then. */
bool private_dir_ours(const char *dir);

#endif
