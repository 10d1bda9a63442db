/* page: a tool's result made within its byte budget (docs/reference.md
 * §14.4). The json memgrep wrote for a call (a search's, show's,
 * sessions' or projects' document) and the warnings its search wrote come
 * in; a CallToolResult goes out: a text content block for the model and
 * the same rows as structuredContent (conforming to the tool's
 * outputSchema, page_output_schema), with the search's notes, `partial`
 * when --timeout cut it short, and a nextCursor when rows are left for
 * the next call.
 *
 * The budget holds for the whole result as printed, plus `extra` (the
 * bytes the protocol adds around it): rows are added one at a time while
 * the printed result fits, so no result is ever over it, whatever the
 * history. Every function returns a fresh cJSON tree the caller owns. */
#ifndef MEMGREP_PAGE_H
#define MEMGREP_PAGE_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>

#include "base/error.h"

#define PAGE_BUDGET_MIN_S     "2048"
#define PAGE_BUDGET_MAX_S     "32768"
#define PAGE_BUDGET_DEFAULT_S "4096"
enum { PAGE_BUDGET_MIN = 2048, PAGE_BUDGET_MAX = 32768, PAGE_BUDGET_DEFAULT = 4096 };

/* Where a page starts: the rows skipped (search, sessions, projects), or
 * show's message and the byte in its text. */
struct page_cursor {
	size_t offset, msg, byte;
};

struct page_in {
	size_t budget, extra;
	struct page_cursor cursor;
	bool partial;	/* --timeout cut the search short */
	double timeout; /* its seconds */
};

/* The outputSchema of the tool called name. */
cJSON *page_output_schema(const char *name);

/* A tool error: isError true and msg as its text (cut to the budget). */
cJSON *page_error(const char *msg, const struct page_in *pin);

/* The result of tool name from its json doc[0..len) and the search's
 * warnings (lines; "memgrep: " taken off each), from pin's cursor on. A
 * doc that is not memgrep's json is a tool error. */
cJSON *page_make(const char *name, const char *doc, size_t len, const char *warn, const struct page_in *pin);

/* Reads a cursor that page_make gave (show: a message and byte; else
 * rows) into *c: 0, or -1 when s is none of those. */
int page_cursor_read(const char *s, bool show, struct page_cursor *c);

#endif
