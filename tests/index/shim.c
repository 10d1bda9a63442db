/* shim: an LD_PRELOAD library for tests/index/truth, which makes the
 * moments of a race happen on cue (the release ./memgrep only: a sanitizer
 * build must come first among the libraries).
 *
 *   SHIM_SECONDS=1         stat and fstat report whole seconds, as ext2
 *                          with 128-byte inodes and many network mounts
 *                          do (the nanoseconds of every time dropped).
 *   SHIM_PAUSE_OPEN=PATH   the Nth open of PATH (SHIM_PAUSE_NTH, default
 *                          2: the first is the scan's, the second the
 *                          print's) first makes PATH.paused, then waits
 *                          until the test removes it (10 s at most).
 *   SHIM_PAUSE_EOF=NAME    the first pread that finds the end of a file
 *                          whose path ends in NAME does the same with the
 *                          file named by SHIM_PAUSE_FILE (a slow build:
 *                          its bytes read, its entry not yet saved).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static void pause_on(const char *marker)
{
	int fd = open(marker, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
	if (fd >= 0)
		close(fd);
	for (int i = 0; i < 1000 && access(marker, F_OK) == 0; i++) {
		struct timespec ts = {0, 10000000};
		nanosleep(&ts, NULL);
	}
}

static void whole_seconds(struct stat *st)
{
	if (getenv("SHIM_SECONDS")) {
		st->st_mtim.tv_nsec = 0;
		st->st_ctim.tv_nsec = 0;
		st->st_atim.tv_nsec = 0;
	}
}

static int opens;

static void maybe_pause_open(const char *path)
{
	const char *want = getenv("SHIM_PAUSE_OPEN");
	const char *nth = getenv("SHIM_PAUSE_NTH");
	if (!want || strcmp(path, want) != 0)
		return;
	if (++opens != (nth ? atoi(nth) : 2))
		return;
	char marker[4096];
	snprintf(marker, sizeof marker, "%s.paused", path);
	pause_on(marker);
}

int open(const char *path, int flags, ...)
{
	static int (*real)(const char *, int, ...);
	if (!real)
		real = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open");
	mode_t mode = 0;
	if (flags & (O_CREAT | O_TMPFILE)) {
		va_list ap;
		va_start(ap, flags);
		mode = (mode_t)va_arg(ap, int);
		va_end(ap);
	}
	maybe_pause_open(path);
	return real(path, flags, mode);
}

int open64(const char *path, int flags, ...)
{
	mode_t mode = 0;
	if (flags & (O_CREAT | O_TMPFILE)) {
		va_list ap;
		va_start(ap, flags);
		mode = (mode_t)va_arg(ap, int);
		va_end(ap);
	}
	return open(path, flags, mode);
}

int fstat(int fd, struct stat *st)
{
	static int (*real)(int, struct stat *);
	if (!real)
		real = (int (*)(int, struct stat *))dlsym(RTLD_NEXT, "fstat");
	int rc = real(fd, st);
	if (rc == 0)
		whole_seconds(st);
	return rc;
}

/* stat and lstat: the real one, then whole seconds. */
#define PATH_STAT(name)                                                                                      \
	int name(const char *path, struct stat *st)                                                          \
	{                                                                                                    \
		static int (*real)(const char *, struct stat *);                                             \
		if (!real)                                                                                   \
			real = (int (*)(const char *, struct stat *))dlsym(RTLD_NEXT, #name);                \
		int rc = real(path, st);                                                                     \
		if (rc == 0)                                                                                 \
			whole_seconds(st);                                                                   \
		return rc;                                                                                   \
	}
PATH_STAT(stat)
PATH_STAT(lstat)

int fstatat(int dirfd, const char *path, struct stat *st, int flags)
{
	static int (*real)(int, const char *, struct stat *, int);
	if (!real)
		real = (int (*)(int, const char *, struct stat *, int))dlsym(RTLD_NEXT, "fstatat");
	int rc = real(dirfd, path, st, flags);
	if (rc == 0)
		whole_seconds(st);
	return rc;
}

ssize_t pread(int fd, void *buf, size_t n, off_t off)
{
	static ssize_t (*real)(int, void *, size_t, off_t);
	static int done;
	if (!real)
		real = (ssize_t(*)(int, void *, size_t, off_t))dlsym(RTLD_NEXT, "pread");
	ssize_t got = real(fd, buf, n, off);
	const char *name = getenv("SHIM_PAUSE_EOF"), *file = getenv("SHIM_PAUSE_FILE");
	if (got == 0 && name && file && !done) {
		char link[64], path[4096];
		snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
		ssize_t k = readlink(link, path, sizeof path - 1);
		size_t m = strlen(name);
		if (k >= (ssize_t)m && memcmp(path + k - m, name, m) == 0) {
			done = 1;
			pause_on(file);
		}
	}
	return got;
}

ssize_t pread64(int fd, void *buf, size_t n, off_t off)
{
	return pread(fd, buf, n, off);
}
