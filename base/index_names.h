/* index_names: the names of what memgrep keeps in its index folder
 * (docs/reference.md §12), in one place for the index store, its pruning,
 * the compiled queries, the folders' listings, the folder's claim (base/private_dir.h), which
 * takes a folder that holds only these as an index, and config, which
 * reads whether the folder keeps the entries of deleted files. */
#ifndef MEMGREP_INDEX_NAMES_H
#define MEMGREP_INDEX_NAMES_H

#include <stdbool.h>
#include <string.h>

#define IX_ENTRY_SUFFIX ".mgi"	  /* an entry: HASH.mgi */
#define IX_PRUNE_STAMP	".pruned" /* the time of the last prune */
#define IX_HS_DIR	"hs"	  /* the compiled queries' folder */
/* The consolidated filter file (stages/index/filters.h); its temporary
 * files are named as an entry's: filters.mgi.PID.N.tmp. */
#define IX_FILTERS_NAME ".filters"
/* Keeping is on for the folder: the entries of deleted session files are
 * kept and searched as archived sessions (memgrep index --keep). */
#define IX_KEEP_MARK ".keep"
/* The listings of the folders walks read (stages/index/dirs.h). */
#define IX_DIRS_FILE "dirs"

static inline bool name_ends_with(const char *s, const char *end)
{
	size_t n = strlen(s), k = strlen(end);
	return n >= k && strcmp(s + n - k, end) == 0;
}

/* An entry's name: HASH.mgi. */
static inline bool ix_name_is_entry(const char *name)
{
	return strlen(name) > strlen(IX_ENTRY_SUFFIX) && name_ends_with(name, IX_ENTRY_SUFFIX);
}

/* A temporary file of an entry being written, HASH.mgi.PID.N.tmp, or of
 * the listings, dirs.PID.N.tmp. */
static inline bool ix_name_is_temp(const char *name)
{
	return name_ends_with(name, ".tmp") &&
	       (strstr(name, IX_ENTRY_SUFFIX ".") != NULL ||
		strncmp(name, IX_DIRS_FILE ".", strlen(IX_DIRS_FILE ".")) == 0);
}

#endif
