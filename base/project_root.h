/* project_root: the project that holds the current folder, one rule for
 * --here (docs/reference.md §4.1) and for markdown memory (§9). The caller
 * frees what project_root returns; NULL (errno set) when the current folder
 * cannot be read. */
#ifndef MEMGREP_PROJECT_ROOT_H
#define MEMGREP_PROJECT_ROOT_H

#include <stdbool.h>

/* What marks a project's folder: an entry of that name (a path below it,
 * "/.git"), a folder when dir_only. */
struct root_marker {
	const char *name;
	bool dir_only;
};

/* The nearest of the current folder and its parents that holds one of the
 * markers (ended by one whose name is NULL), looking no higher than below
 * $HOME when the current folder is inside it ($HOME's own entries are the
 * user's, not a project's); else the current folder itself. */
char *project_root(const struct root_marker *markers);

/* Whether path is below folder root (its trailing '/'s aside; NULL or ""
 * root: no), or, when or_same, is root itself. */
bool path_below(const char *root, const char *path, bool or_same);

#endif
