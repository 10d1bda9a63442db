/* private_dir: a folder made for text as private as the transcripts (the
 * index, docs/reference.md §12), with its missing parents. */
#ifndef MEMGREP_PRIVATE_DIR_H
#define MEMGREP_PRIVATE_DIR_H

/* Makes dir and its missing parents: the parents 0755, as mkdir -p makes
 * them, dir itself 0700 (an existing dir is left as it is). 0, or -1 with
 * errno set and, when at is not NULL, *at the path that could not be made
 * (the caller frees it). */
int private_dir_make(const char *dir, char **at);

#endif
