/* readbench: pread into one reused buffer versus mmap, over the files named
 * on standard input (one path a line), counting newlines so every byte is
 * touched. Decides how scan_file reads (perf/README.md has the figures).
 *
 *   find DIR -name '*.jsonl' | build/perf/readbench [runs] [chunk bytes]
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static size_t count_nl(const char *p, size_t n)
{
	size_t k = 0;
	const char *end = p + n;
	while ((p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
		k++;
		p++;
	}
	return k;
}

int main(int argc, char **argv)
{
	int runs = argc > 1 ? atoi(argv[1]) : 5;
	char **paths = NULL;
	size_t n = 0, cap = 0;
	char line[4096];
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = '\0';
		if (n == cap) {
			cap = cap ? cap * 2 : 256;
			paths = realloc(paths, cap * sizeof *paths);
		}
		paths[n++] = strdup(line);
	}
	size_t CHUNK = argc > 2 ? (size_t)atol(argv[2]) : (1u << 20);
	char *buf = malloc(CHUNK);
	for (int r = 0; r < runs; r++) {
		size_t bytes = 0, nl_read = 0, nl_map = 0;
		double t0 = now();
		for (size_t i = 0; i < n; i++) {
			int fd = open(paths[i], O_RDONLY);
			if (fd < 0)
				continue;
			off_t off = 0;
			ssize_t got;
			while ((got = pread(fd, buf, CHUNK, off)) > 0) {
				nl_read += count_nl(buf, (size_t)got);
				off += got;
				bytes += (size_t)got;
			}
			close(fd);
		}
		double t1 = now();
		for (size_t i = 0; i < n; i++) {
			int fd = open(paths[i], O_RDONLY);
			if (fd < 0)
				continue;
			struct stat st;
			if (fstat(fd, &st) == 0 && st.st_size > 0) {
				void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
				if (p != MAP_FAILED) {
					nl_map += count_nl(p, (size_t)st.st_size);
					munmap(p, (size_t)st.st_size);
				}
			}
			close(fd);
		}
		double t2 = now();
		size_t nl_pop = 0;
		for (size_t i = 0; i < n; i++) {
			int fd = open(paths[i], O_RDONLY);
			if (fd < 0)
				continue;
			struct stat st;
			if (fstat(fd, &st) == 0 && st.st_size > 0) {
				void *p = mmap(NULL, (size_t)st.st_size, PROT_READ,
					       MAP_PRIVATE | MAP_POPULATE, fd, 0);
				if (p != MAP_FAILED) {
					nl_pop += count_nl(p, (size_t)st.st_size);
					munmap(p, (size_t)st.st_size);
				}
			}
			close(fd);
		}
		double t3 = now();
		printf("run %d: %zu files, %.1f MB: pread %.3f s (%.0f MB/s), mmap %.3f s (%.0f MB/s), "
		       "mmap+populate %.3f s (%.0f MB/s)%s\n",
		       r + 1, n, bytes / 1e6, t1 - t0, bytes / 1e6 / (t1 - t0), t2 - t1,
		       bytes / 1e6 / (t2 - t1), t3 - t2, bytes / 1e6 / (t3 - t2),
		       nl_read == nl_map && nl_map == nl_pop ? "" : " (counts differ!)");
	}
	return 0;
}
