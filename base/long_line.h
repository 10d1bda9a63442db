/* long_line: the process's one permit to hold a long line (docs/reference.md
 * §6, memory). Whatever -j says, a worker takes it before it holds a line of
 * LONG_LINE bytes or more, and gives it back once the buffers that line grew
 * are small again: one long line is in memory at a time, so a search takes
 * at most twice the longest line plus what each worker holds for ordinary
 * lines. Waiting for the permit is the only wait: its holder never waits for
 * anything, so it cannot deadlock. */
#ifndef MEMGREP_LONG_LINE_H
#define MEMGREP_LONG_LINE_H

#include <stdbool.h>

/* Lines from this long need the permit. */
enum { LONG_LINE = 1 << 20 };

/* Takes the permit into *held, waiting while another thread holds it;
 * nothing when *held already. */
void long_line_take(bool *held);
/* Gives back the permit that *held holds, if any. */
void long_line_give(bool *held);

#endif
