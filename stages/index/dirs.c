/* index dirs: folder listings by their folder's stat (dirs.h). In memory,
 * an open-addressing table by device and inode, each slot owning its
 * listing; on disk, the file `dirs` of the index folder:
 *
 *   header   magic "MGREPDIR", version, byte order, records, payload
 *            bytes, XXH3-64 of the payload
 *   payload  per record: dev, ino, size, mtime_ns, ctime_ns, read_ns,
 *            used (seconds: last used, to a day), listing bytes (u32), 0
 *            (u32), the listing padded to 8
 *
 * Everything read is checked before it is used: the checksum, each
 * record's bounds, and each name (not empty, no '/', not . or ..), since
 * the walk looks names up from their folder. */
#include "stages/index/dirs.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/fdio.h"
#include "base/index_names.h"

#define MAGIC "MGREPDIR"
enum { VERSION = 1, ORDER = 0x01020304, DAY = 86400, MAX_FILE = 256 << 20 };

struct hdr {
	char magic[8];
	uint32_t version, order;
	uint64_t count, payload, hash;
};

struct rec {
	uint64_t dev, ino, size;
	int64_t mtime_ns, ctime_ns, read_ns, used;
	uint32_t len, pad;
};

struct slot {
	struct ix_key key;
	int64_t read_ns, used;
	const char *names; /* NULL: a free slot (an empty listing is "") */
	size_t len;
	bool owned; /* names is its own, else in the loaded file's bytes */
};

struct ix_dirs {
	pthread_mutex_t lock;
	struct slot *slots;
	size_t cap, n, bytes;
	char *file; /* the bytes of the file loaded: where most names are */
	size_t file_len;
	bool changed;
};

struct ix_dirs *ix_dirs_new(void)
{
	struct ix_dirs *d = xcalloc(1, sizeof *d);
	pthread_mutex_init(&d->lock, NULL);
	return d;
}

static void drop_all(struct ix_dirs *d)
{
	for (size_t i = 0; i < d->cap; i++)
		if (d->slots[i].owned)
			free((char *)d->slots[i].names);
	free(d->slots);
	free(d->file);
	d->slots = NULL;
	d->file = NULL;
	d->cap = d->n = d->bytes = d->file_len = 0;
}

void ix_dirs_free(struct ix_dirs *d)
{
	if (!d)
		return;
	drop_all(d);
	pthread_mutex_destroy(&d->lock);
	free(d);
}

static size_t slot_hash(uint64_t dev, uint64_t ino)
{
	uint64_t h = ino * 0x9E3779B97F4A7C15ull ^ dev * 0xC2B2AE3D27D4EB4Full;
	return (size_t)(h ^ (h >> 29));
}

/* Makes room for n listings. */
static void reserve(struct ix_dirs *d, size_t n)
{
	size_t cap = d->cap ? d->cap : 256;
	while ((n + 1) * 2 > cap)
		cap *= 2;
	if (cap == d->cap)
		return;
	struct slot *old = d->slots;
	size_t oldcap = d->cap;
	d->cap = cap;
	d->slots = xcalloc(d->cap, sizeof *d->slots);
	for (size_t i = 0; i < oldcap; i++) {
		if (!old[i].names)
			continue;
		size_t k = slot_hash(old[i].key.dev, old[i].key.ino) & (d->cap - 1);
		while (d->slots[k].names)
			k = (k + 1) & (d->cap - 1);
		d->slots[k] = old[i];
	}
	free(old);
}

/* The slot of (dev, ino): its own, or the free one it would take. */
static struct slot *find(struct ix_dirs *d, uint64_t dev, uint64_t ino)
{
	reserve(d, d->n + 1);
	size_t i = slot_hash(dev, ino) & (d->cap - 1);
	while (d->slots[i].names && !(d->slots[i].key.dev == dev && d->slots[i].key.ino == ino))
		i = (i + 1) & (d->cap - 1);
	return &d->slots[i];
}

/* Sets slot (free or not) to the listing: a copy of it (copy), or the
 * bytes of the loaded file. */
static void set(struct ix_dirs *d, struct slot *s, const struct ix_key *k, int64_t read_ns, int64_t used,
		const char *names, size_t len, bool copy)
{
	if (!s->names)
		d->n++;
	else if (s->owned)
		free((char *)s->names), d->bytes -= s->len;
	s->key = *k;
	s->read_ns = read_ns;
	s->used = used;
	s->len = len;
	s->owned = copy;
	s->names = names;
	if (copy) {
		char *p = xmalloc(len + 1);
		memcpy(p, names, len);
		p[len] = '\0';
		s->names = p;
		d->bytes += len;
	}
}

static int64_t now_s(void)
{
	return (int64_t)time(NULL);
}

bool ix_dirs_get(struct ix_dirs *d, const struct stat *st, struct sbuf *out)
{
	struct ix_key k = ix_key_of(st);
	sbuf_reset(out);
	pthread_mutex_lock(&d->lock);
	struct slot *s = find(d, k.dev, k.ino);
	bool hit = s->names && ix_key_eq(&s->key, &k) && ix_trusted(&s->key, s->read_ns);
	if (hit) {
		sbuf_add(out, s->names, s->len);
		/* Its last use, to the day: the file is written again for it
		 * once a day at most. */
		int64_t now = now_s();
		if (now - s->used > DAY) {
			s->used = now;
			d->changed = true;
		}
	}
	pthread_mutex_unlock(&d->lock);
	return hit;
}

void ix_dirs_put(struct ix_dirs *d, const struct stat *st, int64_t read_ns, const char *names, size_t len)
{
	struct ix_key k = ix_key_of(st);
	pthread_mutex_lock(&d->lock);
	struct slot *s = find(d, k.dev, k.ino);
	if (!(s->names && ix_key_eq(&s->key, &k) && s->len == len && memcmp(s->names, names, len) == 0)) {
		set(d, s, &k, read_ns, now_s(), names, len, true);
		d->changed = true;
	} else if (s->read_ns != read_ns) {
		/* The same listing read again (it was not trusted): written
		 * when the later time makes it trusted, not before (a folder
		 * whose change time is ahead of the clock would else cost a
		 * write each search). */
		s->read_ns = read_ns;
		d->changed |= ix_trusted(&k, read_ns);
	}
	pthread_mutex_unlock(&d->lock);
}

static bool get_cb(void *arg, const struct stat *st, struct sbuf *out)
{
	return ix_dirs_get(arg, st, out);
}

static void put_cb(void *arg, const struct stat *st, int64_t read_ns, const char *names, size_t len)
{
	ix_dirs_put(arg, st, read_ns, names, len);
}

static size_t count_cb(void *arg)
{
	return ix_dirs_count(arg);
}

struct discover_listings ix_dirs_listings(struct ix_dirs *d)
{
	return (struct discover_listings){get_cb, put_cb, count_cb, d};
}

size_t ix_dirs_count(struct ix_dirs *d)
{
	pthread_mutex_lock(&d->lock);
	size_t n = d->n;
	pthread_mutex_unlock(&d->lock);
	return n;
}

size_t ix_dirs_bytes(struct ix_dirs *d)
{
	pthread_mutex_lock(&d->lock);
	size_t n = d->bytes + d->file_len + d->cap * sizeof *d->slots + sizeof *d;
	pthread_mutex_unlock(&d->lock);
	return n;
}

/* Whether a listing's bytes are names as the walk writes them. */
static bool valid_listing(const char *p, size_t len)
{
	size_t at = 0;
	while (at < len) {
		unsigned char type = (unsigned char)p[at];
		if (type != DT_REG && type != DT_DIR && type != DT_LNK && type != DT_UNKNOWN)
			return false;
		const char *name = p + at + 1, *nul = memchr(name, '\0', len - at - 1);
		if (at + 1 >= len || !nul || nul == name || memchr(name, '/', (size_t)(nul - name)) ||
		    strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
			return false;
		at = (size_t)(nul - p) + 1;
	}
	return true;
}

static size_t align8(size_t n)
{
	return (n + 7) & ~(size_t)7;
}

/* Reads the records of payload (len bytes, count records) into d: 0, or
 * -1 when one is out of bounds or not a listing. */
static int parse(struct ix_dirs *d, const char *p, size_t len, uint64_t count)
{
	size_t at = 0;
	for (uint64_t i = 0; i < count; i++) {
		struct rec r;
		if (len - at < sizeof r)
			return -1;
		memcpy(&r, p + at, sizeof r);
		at += sizeof r;
		if (r.len > len - at || !valid_listing(p + at, r.len))
			return -1;
		struct ix_key k = {r.dev, r.ino, r.size, r.mtime_ns, r.ctime_ns};
		set(d, find(d, r.dev, r.ino), &k, r.read_ns, r.used, p + at, r.len, false);
		at += r.len;
		if (align8(at) > len)
			return -1;
		at = align8(at);
	}
	return at == len ? 0 : -1;
}

int ix_dirs_load(struct ix_dirs *d, const struct ix_store *s)
{
	pthread_mutex_lock(&d->lock);
	drop_all(d);
	d->changed = false;
	int rc = 0;
	char *buf = NULL;
	struct stat st;
	int fd = openat(s->fd, IX_DIRS_FILE, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
	if (fd < 0) {
		rc = errno == ENOENT ? 0 : -1;
	} else if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < (off_t)sizeof(struct hdr) ||
		   st.st_size > MAX_FILE) {
		rc = -1;
	} else {
		size_t n = (size_t)st.st_size;
		buf = xmalloc(n);
		struct hdr h;
		ssize_t got = pread(fd, buf, n, 0);
		if (got == (ssize_t)n)
			memcpy(&h, buf, sizeof h);
		if (got != (ssize_t)n || memcmp(h.magic, MAGIC, 8) != 0 || h.version != VERSION ||
		    h.order != ORDER || h.payload != n - sizeof h ||
		    h.count > h.payload / sizeof(struct rec) ||
		    XXH3_64bits(buf + sizeof h, h.payload) != h.hash) {
			rc = -1;
		} else {
			/* The listings stay in the file's bytes. */
			reserve(d, (size_t)h.count);
			d->file = buf;
			d->file_len = n;
			buf = NULL;
			rc = parse(d, d->file + sizeof h, h.payload, h.count);
		}
	}
	if (fd >= 0)
		close(fd);
	free(buf);
	if (rc != 0) {
		drop_all(d);
		d->changed = true; /* written anew */
	}
	pthread_mutex_unlock(&d->lock);
	return rc;
}

/* d's records as the file's bytes, into out, but those unused for
 * IX_DIRS_UNUSED_DAYS (left in d until it is loaded again). */
static void serialize(struct ix_dirs *d, struct sbuf *out)
{
	struct hdr h = {.version = VERSION, .order = ORDER};
	memcpy(h.magic, MAGIC, 8);
	sbuf_add(out, &h, sizeof h);
	int64_t old = now_s() - (int64_t)IX_DIRS_UNUSED_DAYS * DAY;
	static const char zeros[8];
	for (size_t i = 0; i < d->cap; i++) {
		struct slot *s = &d->slots[i];
		if (!s->names || s->used < old)
			continue;
		struct rec r = {s->key.dev,	 s->key.ino,	   s->key.size,
				s->key.mtime_ns, s->key.ctime_ns,  s->read_ns,
				s->used,	 (uint32_t)s->len, 0};
		sbuf_add(out, &r, sizeof r);
		sbuf_add(out, s->names, s->len);
		sbuf_add(out, zeros, align8(s->len) - s->len);
		h.count++;
	}
	h.payload = out->len - sizeof h;
	h.hash = XXH3_64bits(out->data + sizeof h, h.payload);
	memcpy(out->data, &h, sizeof h);
}

int ix_dirs_save(struct ix_dirs *d, const struct ix_store *s, struct mg_error *err)
{
	struct sbuf bytes = {0};
	pthread_mutex_lock(&d->lock);
	bool changed = d->changed;
	if (changed)
		serialize(d, &bytes);
	d->changed = false;
	pthread_mutex_unlock(&d->lock);
	if (!changed)
		return 0;
	/* A temporary file unique among memgreps at once, renamed over:
	 * a reader sees a whole file or the one before. */
	static unsigned long counter;
	char tmp[128];
	snprintf(tmp, sizeof tmp, IX_DIRS_FILE ".%ld.%lu.tmp", (long)getpid(),
		 __atomic_add_fetch(&counter, 1, __ATOMIC_RELAXED));
	int e = 0;
	int fd = openat(s->fd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd < 0) {
		e = errno;
	} else {
		e = fdio_write_all(fd, bytes.data, bytes.len) == 0 ? 0 : errno;
		if (close(fd) != 0 && !e)
			e = errno;
		if (!e && renameat(s->fd, tmp, s->fd, IX_DIRS_FILE) != 0)
			e = errno;
		if (e)
			unlinkat(s->fd, tmp, 0);
	}
	sbuf_free(&bytes);
	if (e) {
		pthread_mutex_lock(&d->lock);
		d->changed = true;
		pthread_mutex_unlock(&d->lock);
		mg_error_set(err, "cannot write the index in %s: %s", s->dir, strerror(e));
		return -1;
	}
	return 0;
}

bool ix_dirs_remove(const struct ix_store *s)
{
	return unlinkat(s->fd, IX_DIRS_FILE, 0) == 0;
}
