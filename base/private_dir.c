/* private_dir: mkdir -p with a private last folder (private_dir.h). */
#include "base/private_dir.h"

#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "base/xalloc.h"

int private_dir_make(const char *dir, char **at)
{
	char *p = xstrdup(dir);
	for (char *s = p + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(p, 0755) != 0 && errno != EEXIST) {
			int e = errno;
			if (at)
				*at = p;
			else
				free(p);
			errno = e;
			return -1;
		}
		*s = '/';
	}
	free(p);
	if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
		int e = errno;
		if (at)
			*at = xstrdup(dir);
		errno = e;
		return -1;
	}
	return 0;
}
