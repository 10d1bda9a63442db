/* pick: `memgrep pick [QUERY] [OPTIONS] [PATH...]` (docs/reference.md
 * §15), the full-screen picker: search as you type, read the selected
 * session beside the list, Enter resumes it. The screen is ncurses'
 * (wide-character build) on /dev/tty, so that stdout stays free for
 * --print; the searches run on threads of their own (pick_work.h), the
 * screen's thread only waits on the terminal and on their wake pipe.
 *
 * pick_main returns the exit status (docs/reference.md §15), having
 * printed any error itself; on Enter without --print it does not return
 * (the resume command runs in its place), nor after a signal. */
#ifndef MEMGREP_PICK_H
#define MEMGREP_PICK_H

/* argv[0] is "pick". */
int pick_main(int argc, char **argv);

#endif
