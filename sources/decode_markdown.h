/* decode_markdown: the decoder of markdown memory files (docs/reference.md
 * §9), a text document whose visible lines are its messages (the registry's
 * SHAPE_TEXT, sources/source.h). It reads a whole file in passes over
 * copies of it, so that nothing private can leak into a later step:
 *   1. a UTF-8 BOM at the start is skipped; invalid UTF-8 bytes become
 *      U+FFFD (every later step sees valid UTF-8, and removing a block can
 *      never join two stray bytes into a character);
 *   2. front matter: when one of the first 5 lines is, case-insensitively,
 *      `\s*private\s*:\s*(["']?)(true|yes)\1\s*(#.*)?` the file is skipped
 *      whole (bytes and lines counted, nothing else);
 *   3. private blocks are removed: an opening tag is `<private` followed by
 *      `>`, or by whitespace and anything up to the next `>` (over newlines;
 *      with no `>` left, the tag runs to the end of the file); a closing tag
 *      is `</private`, optional whitespace, `>`; tags are case-insensitive.
 *      Blocks nest (text is visible only at depth 0); a closing tag at depth
 *      0 is removed and changes nothing; tags are never visible. Newlines
 *      inside tags and blocks stay, so line numbers are the file's;
 *   4. lines split on `\n`, a trailing `\r` dropped; category tags
 *      `<!--\s*@category:\s*NAME\s*-->` (marker case-sensitive, NAME trimmed
 *      and non-empty, the first tag of a line counts) are found on visible
 *      text only; each line is labelled with the nearest tag within 3 lines
 *      (either side, its own included; above on a tie), and with its row's
 *      --category NAME, a line is `asked` when a tag within reach is NAME
 *      byte for byte (a match is then labelled NAME).
 * Whitespace is Unicode White_Space (docs/reference.md §0). */
#ifndef MEMGREP_DECODE_MARKDOWN_H
#define MEMGREP_DECODE_MARKDOWN_H

#include <stdint.h>

#include "sources/decode.h"

/* The options of its row (source_table[...].opts), by index. */
enum { MARKDOWN_OPT_GLOBAL, MARKDOWN_OPT_SESSIONS, MARKDOWN_OPT_CATEGORY };

int decode_markdown(const char *buf, size_t len, const char *const *opts, struct text_doc *doc);

/* The extra folders markdown memory is read from (docs/reference.md §9): the
 * project's .claude/memory (not its sessions/ folder), Claude Code's memory
 * folder for the project, with --global ~/.claude/memory, with --sessions
 * the project's .claude/memory/sessions/ (files of the last 30 days). */
size_t decode_markdown_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			     struct source_walk *out);

#endif
