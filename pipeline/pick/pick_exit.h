/* pick_exit: how `memgrep pick` leaves (docs/reference.md §15) once the
 * screen is torn down: resuming the chosen session (its resume command run
 * in its folder through exec, or MEMGREP_RESUME_CMD given its words),
 * printing it (--print), and ctrl-y's copy of a command (OSC 52).
 *
 * The resume command is the shell command memgrep makes (docs/reference.md
 * §2): `cd 'PROJECT' && PROGRAM ARGS…` or `PROGRAM ARGS…`, its words plain
 * or single-quoted ('\'' for a quote). pick_resume_split reads it into its
 * folder and words without a shell. */
#ifndef MEMGREP_PICK_EXIT_H
#define MEMGREP_PICK_EXIT_H

#include <stdio.h>

#include "pipeline/pick/pick_model.h"

struct pick_argv;

/* Splits cmd into *dir (owned; NULL when it has no `cd`) and its words:
 * 0, or -1 when it is not of the form above. */
int pick_resume_split(const char *cmd, char **dir, struct pick_argv *words);

/* Runs r's resume command in its folder in this process's place. Returns
 * only when it could not: the exit status (127 cannot be run or found,
 * 126 not runnable, 2 no command), with the reason on stderr. */
int pick_resume(const struct pick_row *r);

/* Prints r for --print: its id, or one JSON object (json). 0, or 2 with the
 * reason on stderr when writing failed. */
int pick_print(const struct pick_row *r, bool json, FILE *out);

/* Writes OSC 52 (set the clipboard to text) on the terminal fd. */
void pick_copy(int fd, const char *text);

#endif
