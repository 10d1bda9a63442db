/* live_files: where each agent keeps the sessions of one project, for the
 * live-session rule (docs/reference.md §4.1): the session files an agent
 * working in a folder may be writing now. Each function is a source row's
 * live_files (sources/source.h): it adds to out the session files of the
 * project that holds the folder dir whose last change is at or after since
 * (seconds since the epoch); root is the source's root. The paths it adds
 * are xmalloc'd and owned by out (path_list_free). None fails: a folder
 * that cannot be read adds nothing. */
#ifndef MEMGREP_LIVE_FILES_H
#define MEMGREP_LIVE_FILES_H

#include <stddef.h>
#include <stdint.h>

struct path_list {
	char **v;
	size_t n, cap;
};
void path_list_free(struct path_list *l);

/* Claude Code: the .jsonl files of <root>/<dir's name>, dir's name its path with every
 * UTF-16 unit that is not an ASCII letter or digit written '-' (and, past
 * 200 units, cut with a hash after it, as Claude Code names it), for dir
 * and each folder above it (the agent may have cd'ed below its project). */
void live_files_claude(const char *root, const char *dir, int64_t since, struct path_list *out);
/* The name Claude Code gives the project folder of path: xmalloc'd. */
char *live_files_claude_name(const char *path);

/* Codex CLI: the rollouts of <root>/YYYY/MM/DD/ for the days (local and
 * UTC) from since to now whose first line, session_meta, names as its cwd
 * dir or a folder above it. */
void live_files_codex(const char *root, const char *dir, int64_t since, struct path_list *out);

/* Gemini CLI: <root>/<project>/chats/session-*.jsonl of the project
 * folders whose .project_root names dir or a folder above it. */
void live_files_gemini(const char *root, const char *dir, int64_t since, struct path_list *out);

#endif
