/* memory: markdown memory files (docs/reference.md §9). A memory file is not a
 * transcript: each of its lines is a candidate result of its own. memory_scan
 * reads one file whole, removes what is private, finds the category tags, and
 * matches every visible line with the same matcher (query, -s, -w, -e, `_`) as
 * transcript messages: a line matches when every positive group hits it and no
 * NOT group does. format_memory (stages/output/format.h) prints the results of every
 * file in the chosen format.
 *
 * Privacy: text inside <private> ... </private> (case-insensitive tags,
 * nested blocks counted, a block may open and close on one line, a block
 * never closed runs to the end of the file) is removed before anything else
 * looks at the file, so it is never matched, shown as a match, shown as
 * context, nor counted. A file whose first 5 lines hold `private: true`
 * (true or yes in any case, quoted or not) is skipped whole. */
#ifndef MEMGREP_MEMORY_H
#define MEMGREP_MEMORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "config/config.h"
#include "base/xalloc.h"
#include "stages/match.h"

/* One printed line of a memory file: a match, or (with -A/-B/-C) a
 * context line next to one. */
struct mem_line {
	uint32_t line;	  /* 1-based line number in the file */
	const char *text; /* the visible text (private parts removed), no newline */
	size_t len;
	const char *category; /* NAME of the nearest <!-- @category: NAME --> tag
			       * within 3 lines above or below (same line
			       * included; the nearer wins, above on a tie), or NULL */
	int64_t first_cp;     /* earliest positive hit (code points), -1 for context */
	bool context;
};

struct mem_file {
	char *path;	   /* as shown */
	int64_t mtime;	   /* seconds since the epoch */
	bool private_file; /* skipped whole: front matter says private */
	uint64_t bytes, lines;
	size_t matches;	      /* lines that matched (context not counted) */
	struct mem_line *out; /* matches and context, in line order, each line once */
	size_t nout;
	struct arena arena; /* owns the texts */
};

/* Reads buf[0..len) (the whole file) into f, which the caller zeroed and
 * gave its path and mtime. Uses cfg for --category and -A/-B; m is the
 * compiled query (for matcher_all_positive) and ms the caller's scratch of
 * it. Invalid UTF-8 is read as U+FFFD. Never fails; the texts of f->out
 * live in f->arena. */
void memory_scan(const struct config *cfg, const struct matcher *m, struct match_scratch *ms, const char *buf,
		 size_t len, struct mem_file *f);
/* Frees f (NULL allowed) and all it owns: path, out and arena. */
void memory_file_free(struct mem_file *f);

#endif
