/* route: the endpoints of `memgrep serve` (see route.h). A request's path
 * comes in; its endpoint, and the session id after /api/session/, go
 * out. */
#include "pipeline/serve/route.h"

#include <stddef.h>
#include <string.h>

const struct route_row route_rows[R_NONE] = {
    [R_SEARCH] = {"/api/search", NULL},		  [R_SESSION] = {"/api/session", "show"},
    [R_SESSIONS] = {"/api/sessions", "sessions"}, [R_PROJECTS] = {"/api/projects", "projects"},
    [R_HEALTH] = {"/api/health", NULL},
};

enum route route_of(const char *path, const char **id)
{
	for (int r = 0; r < R_NONE; r++) {
		size_t n = strlen(route_rows[r].path);
		if (strncmp(path, route_rows[r].path, n) != 0)
			continue;
		if (path[n] && !(r == R_SESSION && path[n] == '/'))
			continue;
		*id = path[n] ? path + n + 1 : "";
		return (enum route)r;
	}
	return R_NONE;
}
