/* project_root: walks up from getcwd(3), testing each folder with stat(2)
 * (see project_root.h). */
#include "base/project_root.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/xalloc.h"

/* Whether dir[0..len) holds `name` (a folder when dir_only). */
static bool holds(struct sbuf *b, const char *dir, size_t len, const char *name, bool dir_only)
{
	struct stat st;
	sbuf_reset(b);
	sbuf_add(b, dir, len);
	sbuf_adds(b, name);
	return stat(b->data, &st) == 0 && (!dir_only || S_ISDIR(st.st_mode));
}

char *project_root(const struct root_marker *markers)
{
	char *wd = getcwd(NULL, 0);
	if (!wd)
		return NULL;
	const char *home = getenv("HOME");
	size_t hl = home ? strlen(home) : 0;
	while (hl > 1 && home[hl - 1] == '/')
		hl--;
	struct sbuf b = {0};
	char *found = NULL;
	for (size_t len = strlen(wd); len > 0 && !found;) {
		if (hl && len == hl && memcmp(wd, home, hl) == 0)
			break;
		/* The root folder is "/": its entries are "/.git", not "//.git". */
		size_t at = len == 1 ? 0 : len;
		for (const struct root_marker *m = markers; m->name && !found; m++)
			if (holds(&b, wd, at, m->name, m->dir_only))
				found = xstrndup(wd, len);
		while (len > 1 && wd[len - 1] != '/')
			len--;
		len = len > 1 ? len - 1 : 0;
	}
	sbuf_free(&b);
	if (!found)
		found = xstrdup(wd);
	free(wd);
	return found;
}

bool path_below(const char *root, const char *path, bool or_same)
{
	size_t n = root ? strlen(root) : 0;
	while (n > 1 && root[n - 1] == '/')
		n--;
	return n && strncmp(path, root, n) == 0 && (path[n] == '/' || (or_same && path[n] == '\0'));
}
