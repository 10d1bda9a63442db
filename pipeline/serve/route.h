/* route: the endpoints of `memgrep serve` (docs/reference.md §7): each
 * one's path and the command it runs. All but /api/health run a command
 * line as a job; /api/session's path is followed by /ID. A constant
 * table; nothing here allocates or fails. */
#ifndef MEMGREP_ROUTE_H
#define MEMGREP_ROUTE_H

enum route { R_SEARCH, R_SESSION, R_SESSIONS, R_PROJECTS, R_HEALTH, R_NONE };

/* An endpoint's path and the command it runs (argv[1]; NULL: a search,
 * or none for R_HEALTH). Its parameters are pipeline/serve/params.h's. */
struct route_row {
	const char *path, *command;
};
extern const struct route_row route_rows[R_NONE];

/* Every endpoint, for the answer to a path that is none of them. */
#define ROUTE_ENDPOINTS "/api/search, /api/session/ID, /api/sessions, /api/projects or /api/health"

/* The endpoint of path, or R_NONE; for R_SESSION, *id is what follows
 * "/api/session/" (as sent; "" when nothing does). */
enum route route_of(const char *path, const char **id);

#endif
