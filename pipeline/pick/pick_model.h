/* pick_model: what `memgrep pick` shows, read from what its searches
 * printed. The list is a search's (or `sessions`') json (docs/reference.md
 * §4.5, §11.3), or while the search runs its provisional rows, made from
 * the sessions it tells as it finds them (search_io.found) and merged by
 * session id; the preview is `show --query`'s text with its colours
 * (§11.2), kept as lines with their SGR escapes for the screen to turn into
 * attributes; the preview's "matching messages" are the messages of it
 * that hold a highlighted hit. Every string of a row is turned into what a
 * terminal may be given (base/visible.h) as it is read, the resume command
 * and the id excepted (they are run or printed, not drawn, and memgrep only
 * offers a command for plain names).
 *
 * The pick_list and pick_preview own their strings; pick_list_free and
 * pick_preview_free release them. Reading cannot fail: text that is not
 * the json expected gives an empty list with its error set. */
#ifndef MEMGREP_PICK_MODEL_H
#define MEMGREP_PICK_MODEL_H

#include <stdbool.h>
#include <stddef.h>

#include "base/strmap.h"
#include "base/timestamp.h"
#include "pipeline/search/found.h"

struct pick_row {
	char *id, *short_id, *source, *project, *title, *file, *time; /* drawn: visible */
	char *raw_project, *raw_title, *resume;			      /* as read; resume or NULL */
	long count; /* matches (a search) or messages (sessions) */
	/* A provisional row's: its matching messages' first and last times. */
	bool has_times;
	struct instant earliest, latest;
};

struct pick_list {
	struct pick_row *rows;
	size_t n, cap;
	long total, files;
	bool capped, timed_out, sessions; /* sessions: the listing of an empty query */
	/* The rows of a search still running (search_io.found), each a session
	 * as its files read so far tell it, ranked by what is known: the
	 * search's ranked list replaces them when it ends. */
	bool provisional;
	struct strmap ids; /* provisional: session id -> row index + 1 */
	double ms;
	char *error; /* one line: why there is no list, or NULL */
};

/* Reads a search's json (sessions: `memgrep sessions`'s). */
void pick_list_read(struct pick_list *l, const char *json, size_t len, bool sessions);
void pick_list_free(struct pick_list *l);
void pick_row_free(struct pick_row *r);

/* The provisional row of the session a file of a running search holds
 * (f->session_id set). */
void pick_row_found(struct pick_row *r, const struct search_found *f);
/* Adds rows[0..n) (owned: taken or freed) to the provisional list l by
 * session id (the counts summed, the times widened), then orders l by
 * sort (an index of pick_sorts; the listing of sessions: latest first):
 * count and bm25 by count, recent by the latest time, oldest by the
 * earliest; ties latest first, then by id. */
void pick_list_merge(struct pick_list *l, struct pick_row *rows, size_t n, int sort);

enum { PICK_GAP = -1, PICK_CUT = -2 };

struct pick_preview {
	char *id; /* the session shown */
	char **lines;
	size_t n;
	/* The matching messages: the lines of the messages that hold a hit
	 * (indices into lines), in order: each message's head and its lines
	 * with a hit and one around each; PICK_GAP an empty line between
	 * messages, PICK_CUT a line standing for lines left out. */
	size_t *matching;
	size_t nmatching;
	size_t first_hit; /* the line (1-based) of the first hit; 0: none */
	char *error;
};

/* Reads show's text (with colour) of session id. */
void pick_preview_read(struct pick_preview *p, const char *id, const char *text, size_t len);
void pick_preview_free(struct pick_preview *p);

#endif
