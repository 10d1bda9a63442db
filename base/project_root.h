/* project_root: the project that holds the current folder, one rule for
 * --here (docs/reference.md §4.1) and for markdown memory (§9). The caller
 * frees what project_root returns; NULL (errno set) when the current folder
 * cannot be read. */
#ifndef MEMGREP_PROJECT_ROOT_H
#define MEMGREP_PROJECT_ROOT_H

/* The nearest of the current folder and its parents that holds `.git` or
 * a folder `.claude/memory`, looking no higher than below $HOME when the
 * current folder is inside it ($HOME's own .claude/memory is the global
 * memory, not a project's); else the current folder itself. */
char *project_root(void);

#endif
