/* index store: entry files in one folder (store.h). */
#include "stages/index/store.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/fdio.h"
#include "base/index_names.h"
#include "base/private_dir.h"

#define SUFFIX IX_ENTRY_SUFFIX

int ix_store_open(struct ix_store *s, const char *dir, struct mg_error *err)
{
	s->dir = NULL;
	/* It holds text as private as the transcripts: never a folder of
	 * something else, nor another user's. */
	if (private_dir_claim(dir, err) != 0)
		return -1;
	/* Entries are opened from the folder (no path walked again for
	 * each), and named from the current folder read once. */
	s->fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (s->fd < 0) {
		mg_error_set(err, "cannot read %s: %s", dir, strerror(errno));
		return -1;
	}
	s->cwd = getcwd(NULL, 0);
	s->dir = xstrdup(dir);
	s->cache = NULL;
	return 0;
}

void ix_store_close(struct ix_store *s)
{
	if (!s->dir)
		return; /* never opened */
	close(s->fd);
	free(s->cwd);
	free(s->dir);
	s->dir = s->cwd = NULL;
	s->fd = -1;
}

struct ix_key ix_key_of(const struct stat *st)
{
	return (struct ix_key){
	    .dev = (uint64_t)st->st_dev,
	    .ino = (uint64_t)st->st_ino,
	    .size = (uint64_t)st->st_size,
	    .mtime_ns = (int64_t)st->st_mtim.tv_sec * 1000000000 + st->st_mtim.tv_nsec,
	    .ctime_ns = (int64_t)st->st_ctim.tv_sec * 1000000000 + st->st_ctim.tv_nsec,
	};
}

bool ix_key_eq(const struct ix_key *a, const struct ix_key *b)
{
	return a->dev == b->dev && a->ino == b->ino && a->size == b->size && a->mtime_ns == b->mtime_ns &&
	       a->ctime_ns == b->ctime_ns;
}

char *ix_abs_path(const struct ix_store *s, const char *path)
{
	if (path[0] == '/' || !s->cwd)
		return xstrdup(path);
	struct sbuf b = {0};
	sbuf_adds(&b, s->cwd);
	if (strncmp(path, "./", 2) == 0)
		path += 2;
	sbuf_addc(&b, '/');
	sbuf_adds(&b, path);
	return b.data;
}

_Static_assert(sizeof SUFFIX == sizeof ".mgi", "IX_NAME_LEN counts the suffix");
enum { NAME_MAX_LEN = IX_NAME_LEN };
void ix_entry_name(const char *abs_path, char name[IX_NAME_LEN])
{
	XXH128_hash_t h = XXH3_128bits(abs_path, strlen(abs_path));
	static const char hex[] = "0123456789abcdef";
	for (int i = 0; i < 16; i++) {
		name[i] = hex[(h.high64 >> (60 - 4 * i)) & 15];
		name[16 + i] = hex[(h.low64 >> (60 - 4 * i)) & 15];
	}
	memcpy(name + 32, SUFFIX, sizeof SUFFIX);
}

/* The entry file of abs_path: DIR/HASH.mgi. */
static char *entry_file(const struct ix_store *s, const char *abs_path)
{
	char name[NAME_MAX_LEN];
	ix_entry_name(abs_path, name);
	struct sbuf b = {0};
	sbuf_printf(&b, "%s/%s", s->dir, name);
	return b.data;
}

/* Makes l->buf hold need bytes, its first keep bytes kept. The buffer is
 * page-aligned, in pages of its own (xmap_pages): the kernel's copy of a
 * read is about four times slower into some heap addresses than into
 * others (measured: a search through the index lost 10% of its time when
 * the heap's layout moved it). */
static void grow(struct ix_loaded *l, size_t need, size_t keep)
{
	if (need <= l->cap)
		return;
	size_t c = l->cap ? l->cap : 65536;
	while (c < need)
		c *= 2;
	char *p = xmap_pages(c);
	if (keep)
		memcpy(p, l->buf, keep);
	xunmap_pages(l->buf, l->cap);
	l->buf = p;
	l->cap = c;
}

/* Reads bytes [from, to) of fd into l->buf at from: false on a failed or
 * short read. */
static bool read_range(int fd, struct ix_loaded *l, size_t from, size_t to)
{
	grow(l, to, from);
	return fdio_pread_all(fd, l->buf + from, to - from, from) == 0;
}

/* Reads up to len bytes of fd from its start into l->buf with one pread
 * (a shorter read is taken as the end of the file; read_entry makes sure):
 * how many, or -1. */
static ssize_t read_head(int fd, struct ix_loaded *l, size_t len)
{
	grow(l, len, 0);
	ssize_t n;
	do
		n = pread(fd, l->buf, len, 0);
	while (n < 0 && errno == EINTR);
	return n;
}

enum { HEAD = 65536 };
/* The text sections in mask that e (its tables and block section
 * checked, its first `have` bytes read) may leave unread: those that end
 * past `have` and whose blocks cover them. */
static unsigned lazy_sections(const struct ix_entry *e, unsigned mask, size_t have)
{
	unsigned lazy = 0;
	for (int s = IX_TEXT_TEXT; s <= IX_TEXT_THINKING; s++) {
		size_t first, last;
		if ((mask & (1u << s)) && !e->sec_plain[s] && e->sec_off[s] + e->sec_len[s] > have &&
		    ix_entry_block_span(e, (enum ix_section)s, &first, &last))
			lazy |= 1u << s;
	}
	return lazy;
}

/* Starts reading l's entry lazily from fd (kept open), its first `have`
 * bytes read. */
static void lazy_start(struct ix_loaded *l, int fd, size_t have)
{
	size_t n = ix_entry_nblocks(&l->e);
	l->lazy_fd = fd;
	l->lazy_bad = false;
	l->lazy_bytes = 0;
	l->lazy_head = have;
	l->have = xcalloc(n + 1, 1);
	for (size_t i = 0; i < n; i++) {
		struct ix_block k;
		const uint8_t *bloom;
		size_t from, to;
		ix_entry_block(&l->e, i, &k, &bloom);
		ix_entry_block_range(&l->e, i, &from, &to);
		if (!(l->e.lazy & (1u << k.section)) || l->e.sec_off[k.section] + to <= have)
			l->have[i] = IX_UNCHECKED; /* read with the rest, or in the first read */
	}
}

void ix_lazy_end(struct ix_loaded *l)
{
	if (l->e.lazy)
		close(l->lazy_fd);
	l->e.lazy = 0;
	free(l->have);
	l->have = NULL;
}

/* Reads what a lazy load needs of the entry open as fd (l->e opened on
 * its first `have` bytes, need the end of the sections in mask): its
 * tables and block section, checked, and the sections in mask it cannot
 * leave unread. 0 (l->e.lazy says which sections are left), 1 when none
 * can be (the caller reads the rest as ever), or -1 with *why. */
static int read_lazy(int fd, size_t total, unsigned mask, struct ix_loaded *l, size_t have, size_t need,
		     const char **why)
{
	size_t head = ix_entry_end(&l->e, 1u << IX_TABLES | 1u << IX_BLOCKS);
	if (!(mask & (1u << IX_BLOCKS)) || head > need)
		return 1;
	grow(l, need, have);
	if (head > have && !read_range(fd, l, have, head))
		return -1;
	if (ix_entry_open(&l->e, l->buf, need, total, why) != 0 || !l->e.path)
		return -1;
	if (!ix_entry_check(&l->e, IX_TABLES) || !ix_entry_check(&l->e, IX_BLOCKS))
		return 1; /* read whole, and found damaged by the caller's checks */
	unsigned lazy = lazy_sections(&l->e, mask, have);
	if (!lazy)
		return 1;
	for (int s = IX_BLOCKS + 1; s < IX_NSECTIONS; s++) {
		size_t from = l->e.sec_off[s], to = from + l->e.sec_len[s];
		if ((mask & (1u << s)) && !(lazy & (1u << s)) && to > have &&
		    !read_range(fd, l, from > have ? from : have, to)) {
			*why = "truncated";
			return -1;
		}
	}
	l->e.lazy = lazy;
	lazy_start(l, fd, have);
	return 0;
}

/* Reads the entry open as fd, of total bytes (0: not known yet, then
 * told by the first read when it ends short of 64 KiB, else by fstat):
 * its first 64 KiB (which hold most entries' tables and message texts),
 * then as far as mask reaches. 0, or -1 with *why. */
static int read_entry(int fd, size_t total, unsigned mask, bool lazy, struct ix_loaded *l, const char **why)
{
	size_t have = total && total < HEAD ? total : HEAD;
	*why = "truncated";
	ssize_t got = read_head(fd, l, have);
	if (got < 0)
		return -1;
	bool guessed = false;
	if (!total) {
		struct stat st;
		if ((size_t)got < have) {
			total = have = (size_t)got; /* the whole file, most likely */
			guessed = true;
		} else if (fstat(fd, &st) != 0) {
			return -1;
		} else {
			total = (size_t)st.st_size;
		}
	} else if ((size_t)got < have && !read_range(fd, l, (size_t)got, have)) {
		return -1;
	}
	if (!total) {
		*why = "empty";
		return -1;
	}
	if (ix_entry_open(&l->e, l->buf, have, total, why) != 0) {
		/* A read that came short before the end: read again with the
		 * size fstat tells. */
		struct stat st;
		if (!guessed || fstat(fd, &st) != 0 || (size_t)st.st_size == total)
			return -1;
		return read_entry(fd, (size_t)st.st_size, mask, lazy, l, why);
	}
	size_t need = ix_entry_end(&l->e, mask | 1u << IX_TABLES);
	if (need <= have && l->e.path)
		return 0;
	int rc = lazy ? read_lazy(fd, total, mask, l, have, need, why) : 1;
	if (rc <= 0)
		return rc;
	*why = "truncated";
	if (!read_range(fd, l, have, need) || ix_entry_open(&l->e, l->buf, need, total, why) != 0 ||
	    !l->e.path)
		return -1;
	return 0;
}

/* An entry's bytes kept in the store's cache, with the stat of the entry
 * file they were read from and the sections whose checksums matched. */
struct hot {
	struct ix_key file;
	size_t total;
	unsigned checked;
	unsigned char bytes[];
};

static void hot_free(void *data, size_t len)
{
	(void)len;
	free(data);
}

void ix_loaded_let_go(struct ix_loaded *l)
{
	mc_release(l->hot_cache, l->hot);
	l->hot = NULL;
	l->hot_cache = NULL;
}

/* The entry of abs_path from the cache's copy of the entry file `name`,
 * whose stat is now st: IX_OK (l->e reads the copy, held by l->hot) or
 * IX_NONE (another path's), or -1 when it has none that serves: no copy,
 * another stat's, or one that holds fewer sections than mask. */
static int load_hot(const struct ix_store *s, const char *name, const struct stat *st, const char *abs_path,
		    unsigned mask, struct ix_loaded *l)
{
	struct ix_key fk = ix_key_of(st);
	struct mc_item *it = mc_get(s->cache, MC_ENTRY, name, NAME_MAX_LEN);
	if (!it)
		return -1;
	size_t len;
	const struct hot *h = mc_data(it, &len);
	const char *why;
	if (!ix_key_eq(&h->file, &fk) ||
	    ix_entry_open(&l->e, h->bytes, len - sizeof *h, h->total, &why) != 0 || !l->e.path ||
	    ix_entry_end(&l->e, mask | 1u << IX_TABLES) > l->e.len) {
		memset(&l->e, 0, sizeof l->e);
		mc_release(s->cache, it);
		return -1;
	}
	for (int i = 0; i < IX_NSECTIONS; i++)
		l->e.checked[i] = h->checked & (1u << i);
	l->hot = it;
	l->hot_cache = s->cache;
	if (strcmp(l->e.path, abs_path) != 0)
		return IX_NONE;
	return IX_OK;
}

/* Keeps a copy of the entry l read from fd, the entry file `name`, in the
 * store's cache: the bytes read, once the sections among them check. */
static void keep_hot(const struct ix_store *s, const char *name, int fd, struct ix_loaded *l)
{
	struct stat st;
	if (fstat(fd, &st) != 0)
		return;
	unsigned checked = 0;
	for (int i = 0; i < IX_NSECTIONS; i++) {
		if (l->e.sec_off[i] + l->e.sec_len[i] > l->e.len)
			break;
		if (!ix_entry_check(&l->e, (enum ix_section)i))
			return; /* damaged: the caller says so */
		checked |= 1u << i;
	}
	struct hot *h = xmalloc(sizeof *h + l->e.len);
	h->file = ix_key_of(&st);
	h->total = (size_t)st.st_size;
	h->checked = checked;
	memcpy(h->bytes, l->e.data, l->e.len);
	mc_put(s->cache, MC_ENTRY, name, NAME_MAX_LEN, h, sizeof *h + l->e.len, hot_free, false);
}

enum ix_load ix_store_load(const struct ix_store *s, const char *abs_path, unsigned mask, struct ix_loaded *l,
			   const char **why, struct mg_error *err)
{
	ix_loaded_let_go(l);
	ix_lazy_end(l);
	memset(&l->e, 0, sizeof l->e);
	bool lazy = l->want_lazy && !s->cache;
	l->want_lazy = false;
	char name[NAME_MAX_LEN];
	ix_entry_name(abs_path, name);
	if (s->cache) {
		/* Its stat, which says whether the copy kept is of the file
		 * there now. */
		struct stat st;
		int rc = -1;
		if (fstatat(s->fd, name, &st, 0) != 0)
			mc_remove(s->cache, MC_ENTRY, name, NAME_MAX_LEN);
		else if (S_ISREG(st.st_mode))
			rc = load_hot(s, name, &st, abs_path, mask, l);
		if (rc >= 0)
			return (enum ix_load)rc;
	}
	int fd = openat(s->fd, name, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		enum ix_load rc = errno == ENOENT ? IX_NONE : IX_ERROR;
		if (rc == IX_ERROR)
			mg_error_set(err, "cannot read %s/%s: %s", s->dir, name, strerror(errno));
		return rc;
	}
	enum ix_load rc = IX_OK;
	if (read_entry(fd, 0, mask, lazy, l, why) != 0) {
		rc = IX_CORRUPT;
	} else if (strcmp(l->e.path, abs_path) != 0) {
		rc = IX_NONE; /* another path with the same hash */
	} else if (s->cache) {
		keep_hot(s, name, fd, l);
	}
	/* A lazy load keeps fd (ix_lazy_end closes it): not for another
	 * path's entry. */
	bool kept = l->e.lazy != 0;
	if (rc == IX_OK && kept)
		return rc;
	ix_lazy_end(l);
	if (!kept)
		close(fd);
	return rc;
}

int ix_store_peek(const struct ix_store *s, const char *name, struct ix_loaded *l)
{
	memset(&l->e, 0, sizeof l->e);
	int fd = openat(s->fd, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
	if (fd < 0)
		return -1;
	/* The header, then as far as the source's path reaches (most are
	 * within the first 4 KiB). */
	struct stat st;
	const char *why;
	size_t have = 0, total = 0;
	int rc = -1;
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (size_t)st.st_size >= ix_header_size()) {
		total = (size_t)st.st_size;
		have = total < 4096 ? total : 4096;
		rc = read_range(fd, l, 0, have) && ix_entry_open(&l->e, l->buf, have, total, &why) == 0 ? 0
													: -1;
	}
	size_t end = rc == 0 ? l->e.sec_off[IX_TABLES] + l->e.path_len + 1 : 0;
	if (rc == 0 && end > have &&
	    (end > total || !read_range(fd, l, have, end) ||
	     ix_entry_open(&l->e, l->buf, end, total, &why) != 0))
		rc = -1;
	close(fd);
	if (rc != 0 || l->e.path_len >= l->e.sec_len[IX_TABLES] || l->buf[end - 1] != '\0' ||
	    strlen(l->buf + l->e.sec_off[IX_TABLES]) != l->e.path_len)
		return -1;
	l->e.path = l->buf + l->e.sec_off[IX_TABLES];
	return 0;
}

int ix_store_names(const struct ix_store *s, ix_name_fn fn, void *arg, struct mg_error *err)
{
	DIR *d = opendir(s->dir);
	if (!d) {
		mg_error_set(err, "cannot read %s: %s", s->dir, strerror(errno));
		return -1;
	}
	struct dirent *de;
	while ((de = readdir(d)))
		if (ix_name_is_entry(de->d_name) && strlen(de->d_name) + 1 == IX_NAME_LEN)
			fn(arg, de->d_name);
	closedir(d);
	return 0;
}

void ix_loaded_free(struct ix_loaded *l)
{
	ix_loaded_let_go(l);
	ix_lazy_end(l);
	xunmap_pages(l->buf, l->cap);
	memset(l, 0, sizeof *l);
}

int ix_store_save(const struct ix_store *s, const char *abs_path, const void *bytes, size_t len,
		  struct mg_error *err)
{
	char *file = entry_file(s, abs_path);
	struct sbuf tmp = {0};
	/* Unique among memgreps at once: the pid and a counter. */
	static unsigned long counter;
	sbuf_printf(&tmp, "%s.%ld.%lu.tmp", file, (long)getpid(),
		    __atomic_add_fetch(&counter, 1, __ATOMIC_RELAXED));
	int rc = -1;
	int fd = open(tmp.data, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0) {
		mg_error_set(err, "cannot write the index in %s: %s", s->dir, strerror(errno));
	} else {
		int e = fdio_write_all(fd, bytes, len) == 0 ? 0 : errno;
		if (close(fd) != 0 && !e)
			e = errno;
		if (!e && rename(tmp.data, file) != 0)
			e = errno;
		if (e) {
			mg_error_set(err, "cannot write the index in %s: %s", s->dir, strerror(e));
			unlink(tmp.data);
		} else {
			rc = 0;
		}
	}
	sbuf_free(&tmp);
	free(file);
	return rc;
}

void ix_store_remove(const struct ix_store *s, const char *abs_path)
{
	char *file = entry_file(s, abs_path);
	unlink(file);
	free(file);
}

int ix_store_walk(const struct ix_store *s, ix_walk_fn fn, void *arg, struct mg_error *err)
{
	DIR *d = opendir(s->dir);
	if (!d) {
		mg_error_set(err, "cannot read %s: %s", s->dir, strerror(errno));
		return -1;
	}
	struct dirent *de;
	struct sbuf path = {0};
	struct ix_loaded l = {0};
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		sbuf_reset(&path);
		sbuf_printf(&path, "%s/%s", s->dir, de->d_name);
		struct stat st;
		if (lstat(path.data, &st) != 0 || !S_ISREG(st.st_mode))
			continue;
		size_t n = strlen(de->d_name);
		const char *why;
		bool is_entry = n > strlen(SUFFIX) && strcmp(de->d_name + n - strlen(SUFFIX), SUFFIX) == 0;
		bool ok = false;
		if (is_entry && st.st_size > 0) {
			int fd = open(path.data, O_RDONLY | O_CLOEXEC);
			if (fd >= 0) {
				ok =
				    read_entry(fd, (size_t)st.st_size, 1u << IX_TABLES, false, &l, &why) == 0;
				close(fd);
			}
		}
		fn(arg, path.data, &st, ok ? &l.e : NULL);
	}
	ix_loaded_free(&l);
	sbuf_free(&path);
	closedir(d);
	return 0;
}

int64_t ix_now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

bool ix_trusted(const struct ix_key *k, int64_t read_ns)
{
	/* Every change of a file's bytes stamps its change time from the
	 * clock (its modification time can be set to anything: an archive's
	 * dates in the future), so a change after the stat is stamped at
	 * read_ns or later, less the stamp's grain: a file system that keeps
	 * whole seconds (both times end in zero nanoseconds) is taken to
	 * have 2-second stamps; others stamp with the kernel's coarse clock,
	 * a tick behind at most (10 ms at HZ=100; 20 ms leaves room). */
	bool seconds = k->mtime_ns % 1000000000 == 0 && k->ctime_ns % 1000000000 == 0;
	int64_t grain = seconds ? 2000000000 : 20000000;
	return k->ctime_ns < read_ns - grain;
}
