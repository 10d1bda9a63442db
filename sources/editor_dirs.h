/* editor_dirs: the folders that editors built on VS Code (Code, Cursor,
 * VSCodium, Windsurf, Code - Insiders, Code - OSS) keep below their user
 * folder, for
 * the rows whose sessions such an editor or one of its extensions writes
 * (Cline's and Roo Code's tasks, Cursor's database, Copilot Chat's
 * sessions). The user folder of editor E is $XDG_CONFIG_HOME/E/User, else
 * ~/.config/E/User, on Linux, and ~/Library/Application Support/E/User on
 * macOS; both are looked for on every system. */
#ifndef MEMGREP_EDITOR_DIRS_H
#define MEMGREP_EDITOR_DIRS_H

#include <stdbool.h>
#include <stddef.h>

#include "sources/decode.h"

/* The editors, in the order their folders are looked for. */
extern const char *const editor_names[];
enum { EDITOR_COUNT = 6 };

/* The folders <user folder of E>/sub that exist, for each editor E of
 * editors (ned names; editor_names for all), Linux's before macOS's, into
 * out as walks (recursive as given), at most max: how many. xmalloc'd
 * paths; none without $HOME. */
size_t editor_dirs(const char *const *editors, size_t ned, const char *sub, bool recursive,
		   struct source_walk *out, size_t max);

#endif
