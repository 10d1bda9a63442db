/* pick_ui: the state of `memgrep pick`'s screen (docs/reference.md §15),
 * shared by the loop (pick.c: keys, searches, exits) and the drawing
 * (pick_view.c). One thread, the interface's, reads and writes it. The
 * ui owns its list, preview, query and notes. */
#ifndef MEMGREP_PICK_UI_H
#define MEMGREP_PICK_UI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/xalloc.h"
#include "pipeline/pick/pick_args.h"
#include "pipeline/pick/pick_model.h"

struct pick_layout {
	bool side; /* the preview beside the list (wide screens), else below */
	int list_y, list_x, list_h, list_w;
	int prev_y, prev_x, prev_h, prev_w; /* the preview's text (its title line above it) */
	bool too_small;
};

struct pick_ui {
	const struct pick_args *args;
	struct pick_filter filter;
	struct sbuf query;
	struct pick_list list;
	struct pick_preview preview;
	size_t sel, top, pscroll;
	bool whole;	    /* the preview shows the whole conversation */
	bool focus_preview; /* Tab: keys move the preview */
	bool help;	    /* ? : the keys are shown */
	bool searching, previewing;
	/* The running search has told no row yet: the list is the last one
	 * until it does (then its provisional rows replace it). */
	bool fresh;
	uint64_t files_read; /* by the running search, so far */
	/* The session the user moved the selection to (NULL: the top row is
	 * selected as better rows come). It is followed through provisional
	 * lists that lack it yet, and let go when a final list lacks it. */
	char *kept;
	bool color;
	double started_ms; /* when the running search was asked for */
	char *note;	   /* a passing line for the status (or NULL) */
	struct pick_layout lay;
};

/* The layout of a rows × cols screen. */
void pick_layout(struct pick_layout *lay, int rows, int cols);
/* Draws the whole screen (ncurses' stdscr) and refreshes it. */
void pick_draw(struct pick_ui *u);
/* The preview's lines as shown: the matching messages, or all. */
size_t pick_preview_len(const struct pick_ui *u);

#endif
