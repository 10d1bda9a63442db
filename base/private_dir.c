/* private_dir: mkdir -p with a private last folder, and the folder memgrep
 * claims as its own (private_dir.h). */
#include "base/private_dir.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/index_names.h"
#include "base/xalloc.h"

#define SIGNATURE "Signature: 8a477f597d28d172789f06886806bc55"
#define MARKER_TEXT                                                                                          \
	SIGNATURE "\n# This file is a cache directory tag created by memgrep: this folder is\n"              \
		  "# memgrep's index (docs/reference.md §12). It is remade when it is lost.\n"

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

/* True when the folder dfd has memgrep's marker: a regular file that
 * starts with the tag's signature and names memgrep. */
static bool has_marker(int dfd)
{
	int fd = openat(dfd, PRIVATE_DIR_MARKER, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return false;
	char buf[512];
	struct stat st;
	ssize_t n = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? read(fd, buf, sizeof buf - 1) : -1;
	close(fd);
	if (n < (ssize_t)strlen(SIGNATURE))
		return false;
	buf[n] = '\0';
	return strncmp(buf, SIGNATURE, strlen(SIGNATURE)) == 0 && strstr(buf, "memgrep") != NULL;
}

/* A name memgrep writes in its folder: HASH.mgi and its temporary files,
 * the consolidated filter file, the prune stamp, the keeping mark, the
 * compiled queries' hs/, the folders' listings (dirs), the marker and its
 * temporary files. */
static bool ours(const char *name)
{
	return ix_name_is_entry(name) || ix_name_is_temp(name) || strcmp(name, IX_PRUNE_STAMP) == 0 ||
	       strcmp(name, IX_FILTERS_NAME) == 0 || strcmp(name, IX_KEEP_MARK) == 0 ||
	       strcmp(name, IX_HS_DIR) == 0 || strcmp(name, IX_DIRS_FILE) == 0 ||
	       strncmp(name, PRIVATE_DIR_MARKER, strlen(PRIVATE_DIR_MARKER)) == 0;
}

/* How many names of the folder dfd are not memgrep's (-1: it cannot be
 * read). */
static long others(int dfd)
{
	int fd = dup(dfd);
	DIR *d = fd >= 0 ? fdopendir(fd) : NULL;
	if (!d) {
		if (fd >= 0)
			close(fd);
		return -1;
	}
	long n = 0;
	struct dirent *de;
	while ((de = readdir(d)))
		if (strcmp(de->d_name, ".") != 0 && strcmp(de->d_name, "..") != 0 && !ours(de->d_name))
			n++;
	closedir(d);
	return n;
}

/* Writes the marker (a temporary file renamed over it); a failure is
 * ignored. */
static void write_marker(int dfd)
{
	char tmp[64];
	snprintf(tmp, sizeof tmp, PRIVATE_DIR_MARKER ".%ld.tmp", (long)getpid());
	int fd = openat(dfd, tmp, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0)
		return;
	size_t len = strlen(MARKER_TEXT);
	bool ok = write(fd, MARKER_TEXT, len) == (ssize_t)len;
	ok = close(fd) == 0 && ok;
	if (!ok || renameat(dfd, tmp, dfd, PRIVATE_DIR_MARKER) != 0)
		(void)unlinkat(dfd, tmp, 0);
}

/* The checks of private_dir_claim on the open folder dfd. */
static int claim_open(const char *dir, int dfd, struct mg_error *err)
{
	struct stat st;
	if (fstat(dfd, &st) != 0 || !S_ISDIR(st.st_mode)) {
		mg_error_set(err, "%s is not a folder", dir);
		return -1;
	}
	if (st.st_uid != geteuid()) {
		mg_error_set(err, "%s is not memgrep's index folder: it belongs to another user", dir);
		return -1;
	}
	bool marked = has_marker(dfd);
	if (!marked) {
		long n = others(dfd);
		if (n < 0) {
			mg_error_set(err, "cannot read %s: %s", dir, strerror(errno));
			return -1;
		}
		if (n > 0) {
			mg_error_set(
			    err,
			    "%s is not memgrep's index folder: it holds %ld other file%s and no %s of "
			    "memgrep's (give MEMGREP_INDEX_DIR a new or empty folder)",
			    dir, n, n == 1 ? "" : "s", PRIVATE_DIR_MARKER);
			return -1;
		}
	}
	/* It holds text as private as the transcripts. */
	if ((st.st_mode & 07777) != 0700 && fchmod(dfd, 0700) != 0) {
		mg_error_set(err, "cannot make %s private (0700): %s", dir, strerror(errno));
		return -1;
	}
	if (!marked)
		write_marker(dfd);
	return 0;
}

int private_dir_claim(const char *dir, struct mg_error *err)
{
	char *at = NULL;
	if (private_dir_make(dir, &at) != 0) {
		mg_error_set(err, "cannot create %s: %s", at, strerror(errno));
		free(at);
		return -1;
	}
	int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd < 0) {
		if (errno == ENOTDIR)
			mg_error_set(err, "%s is not a folder", dir);
		else
			mg_error_set(err, "cannot read %s: %s", dir, strerror(errno));
		return -1;
	}
	int rc = claim_open(dir, dfd, err);
	close(dfd);
	return rc;
}

bool private_dir_ours(const char *dir)
{
	int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd < 0)
		return false;
	struct stat st;
	bool ok =
	    fstat(dfd, &st) == 0 && st.st_uid == geteuid() && (st.st_mode & 077) == 0 && has_marker(dfd);
	close(dfd);
	return ok;
}
